"""
One solve call of a `Control` (`_SolveCall`): what it reads before the search, how it turns
the native module's answer sets into `Model`s, and how it ends.
"""

import io
import sys
import threading
import time
from typing import Any, Callable, Dict, List, Optional

from .solving import Model, ModelType, SolveResult, _Outputs


class _SolveCall:
    """
    One solve call of a `Control`: what it reads before the search, how it turns the
    native module's answer sets into `Model`s and calls `on_model`, and how it ends
    (statistics, cores, `on_finish`).
    """

    # pylint: disable=too-many-instance-attributes,too-many-arguments

    def __init__(self, control, assumptions, on_model, on_unsat, on_statistics, on_finish,
                 on_core, on_last, keep_all):
        self.control = control
        native = control._native
        limit, opt_mode, bound, enum_mode, project = control._limit_and_modes()
        self.given = list(assumptions)
        self.encoded = [control._literal(a) for a in self.given]
        self.consequences = enum_mode in ("brave", "cautious")
        self.brave = enum_mode == "brave"
        if self.consequences:
            limit = 0
        self.model_type = {
            "brave": ModelType.BraveConsequences,
            "cautious": ModelType.CautiousConsequences,
        }.get(enum_mode, ModelType.StableModel)
        strategy = control._values.get("solver.opt_strategy", "bb")
        native_enum = "record" if enum_mode in ("record", "domRec") else "bt"
        self.arguments = (self.encoded, limit, opt_mode, strategy, bound, native_enum, project)
        # Read before the search (the native session is busy during it).
        self.atoms = control.symbolic_atoms
        self.outputs = _Outputs(self.atoms)
        self.all_outputs = control._all_outputs()
        # With `--opt-mode=ignore` the minimize statements are ignored: models have no costs.
        self.priorities = [] if opt_mode == "ignore" else native.priorities()
        self.models: List[Model] = []
        self.keep_all = keep_all
        self.estimate: Dict[str, Any] = {}
        self.on_model_user = on_model
        self.on_unsat = on_unsat
        self.on_statistics = on_statistics
        self.on_finish = on_finish
        self.on_core = on_core
        self.on_last = on_last
        self.lower: Optional[List[int]] = None
        # When the search started and found its first and last model (`time.perf_counter`),
        # for the times of the statistics.
        self.search_start = time.perf_counter()
        self.first_model: Optional[float] = None
        self.last_model: Optional[float] = None
        control._calls += 1
        # In clingo's application (`rasp.application`), the call's output is printed.
        self.app: Optional[_AppOutput] = control._app
        self.optimal_models = 0
        # The models found so far.
        self.found = 0
        if self.app is not None:
            self.app.do(lambda app: app.call_start())

    def model(self, data) -> Model:
        """The `Model` of an answer set of the native module (kept for `last`)."""
        self.last_model = time.perf_counter()
        self.found += 1
        if self.first_model is None:
            self.first_model = self.last_model
        new = data[5]
        if new is not None:
            self.outputs.add(new)
        if self.consequences:
            data = _fold(self.estimate, data, self.brave)
        model = Model(self, data)
        if self.keep_all or not self.models:
            self.models.append(model)
        else:
            self.models[0] = model
        return model

    def user_on_model(self, model: Model) -> bool:
        """Calls `on_model`: whether to go on. In clingo's application, the model is then
        printed (with the symbols `on_model` added)."""
        go_on = True
        if self.on_model_user is not None:
            go_on = self.on_model_user(model) is not False
        number, best = model.number, model.optimality_proven
        self.optimal_models += int(best)
        if self.app is not None:
            atoms = [str(s) for s in self.outputs.printed(model._data[1])]
            atoms += [str(s) for s in model._extra or []]
            if self.app.print_model is not None:
                atoms = [self.app.printed_model(model, atoms)]
            costs = list(model.cost) if self.priorities else None
            self.app.do(lambda app: app.model(number, atoms, costs, best))
        return go_on

    def callback(self, data):
        """The native module's model callback: `(go on, clauses)`."""
        model = self.model(data)
        go_on = self.user_on_model(model)
        return go_on, model._clauses

    def lower_bound(self, bound: List[int]) -> None:
        """The native module's callback for lower bounds."""
        self.lower = list(bound)
        if self.on_unsat is not None:
            self.on_unsat(list(bound))

    def run(self) -> SolveResult:
        """Solves on this thread."""
        self.search_start = time.perf_counter()
        try:
            ended = self.control._native.solve(*self.arguments, self.callback, self.lower_bound)
        except KeyboardInterrupt:
            self.interrupted()
            raise
        return self.finish(ended)

    def interrupted(self) -> None:
        """Ctrl-C stopped the call (KeyboardInterrupt): clingo's application counts it as
        an interrupted call."""
        if self.app is not None:
            found = self.found
            costs = list(self.models[-1].cost) if self.models and self.priorities else None
            sat = (self.first_model - self.search_start) if self.first_model else 0.0
            self.app.do(lambda app: app.call_end(found, False, True, costs, 0, sat, 0.0))

    def start(self, yields: bool, on_end=None):
        """Starts the search on a thread of its own (a native handle): with `yields` the
        models come to the handle, otherwise they go to `callback` on that thread;
        `on_end` is called on that thread when the search has ended."""
        on_model = None if yields else self.callback
        self.search_start = time.perf_counter()
        return self.control._native.start(*self.arguments, yields, on_model, self.lower_bound,
                                          on_end)

    def finish(self, ended) -> SolveResult:
        """The result of the call, once it ended: statistics, core and the callbacks."""
        code, count, exhausted, proven, core, stats = ended
        # A search stopped by the limit of models is not exhausted (clasp does not look
        # for a further model), even where none is left; except in clingo's one-shot
        # solving (`rasp.application` without a main function), as the `rasp` command.
        limit = self.arguments[1]
        one_shot = self.control._single_shot
        if code == 1 and limit and count >= limit and not self.consequences and not one_shot:
            exhausted = False
        end = time.perf_counter()
        # As clasp's `ClaspFacade::stopStep`: the time to the first model, and for a search
        # that was exhausted the time after its last model (all of it without one).
        times = {
            "solve": end - self.search_start,
            "unsat": end - (self.last_model or self.search_start) if exhausted else 0.0,
            "sat": (self.first_model - self.search_start) if self.first_model else 0.0,
        }
        control = self.control
        control._atoms = None
        if code == 3:
            result = SolveResult._interrupted_after(count)
        else:
            result = SolveResult(code, exhausted)
        models = self.models
        if models and (proven or self.consequences and exhausted):
            models[-1]._optimal = proven
        if code == 2:
            lower = []
        elif proven and models:
            lower = list(models[-1].cost)
        else:
            lower = list(self.lower or [])
            lower += [0] * (len(self.priorities) - len(lower))
        # clasp's count of optimal models: those proven optimal when found (optN), or the
        # last one, once the search proved it.
        optimal = max(self.optimal_models, int(bool(proven))) if models else 0
        control._record_statistics(result, (count, models, optimal), stats, lower, times,
                                   self.on_statistics)
        if self.app is not None:
            costs = list(models[-1].cost) if models and self.priorities else None
            ended_as = (count, exhausted, code == 3, costs, optimal, times["sat"],
                        times["unsat"])
            self.app.do(lambda app: app.call_end(*ended_as))
        if code == 2:
            core_literals = control._core_literals(self.given, self.encoded, core)
            self.core = core_literals
            if self.on_core is not None:
                self.on_core(core_literals)
        if self.on_last is not None and models:
            self.on_last(models[-1])
        if self.on_finish is not None:
            self.on_finish(result)
        return result


class _AppOutput:
    """
    The output of clingo's application (`rasp.application`) for the solve calls of its
    `Control`: printed on the application's thread, in order; what a search on a thread
    of its own (`async_`) reports waits until the application's thread prints again.
    """

    def __init__(self, app, print_model: Optional[Callable[[Any, Callable[[], None]], None]]):
        self.app = app
        self.thread = threading.current_thread()
        self.waiting: List[Callable[[Any], None]] = []
        self.print_model = print_model

    def printed_model(self, model, atoms: List[str]) -> str:
        """What the application's `print_model(model, printer)` prints in place of the
        model's atoms (`printer()` prints those)."""
        buffer = io.StringIO()
        saved, sys.stdout = sys.stdout, buffer
        try:
            self.print_model(model, lambda: buffer.write(" ".join(atoms) + "\n"))
        finally:
            sys.stdout = saved
        text = buffer.getvalue()
        return text[:-1] if text.endswith("\n") else text

    def do(self, output: Callable[[Any], None]) -> None:
        """Prints `output(app)` now if on the application's thread, else later (not at all
        once the run is over)."""
        if self.app is None:
            return
        self.waiting.append(output)
        if threading.current_thread() is self.thread:
            self.flush()

    def flush(self) -> None:
        """Prints what waits (on the application's thread)."""
        sys.stdout.flush()
        while self.waiting and self.app is not None:
            self.waiting.pop(0)(self.app)

    def close(self) -> None:
        """The run is over (the application printed its summary): lets go of the
        application, and drops what would still be printed."""
        self.app = None
        self.waiting.clear()


def _fold(estimate: Dict[str, Any], data, brave: bool):
    """The brave (union) or cautious (intersection) consequences so far, as model data."""
    number, shown, costs, optimal, true_ids, _ = data
    if "shown" not in estimate:
        estimate["shown"] = list(shown)
        estimate["true"] = set(true_ids)
    else:
        if brave:
            known = set(estimate["shown"])
            estimate["shown"] += [s for s in shown if s not in known]
            estimate["true"] |= set(true_ids)
        else:
            new = set(shown)
            estimate["shown"] = [s for s in estimate["shown"] if s in new]
            estimate["true"] &= set(true_ids)
    return (number, list(estimate["shown"]), costs, optimal, sorted(estimate["true"]), None)
