"""
This module contains the `Control` class responsible for controling grounding and solving.

Examples
--------
    >>> from rasp.control import Control
    >>> ctl = Control(["0"])
    >>> ctl.add("base", [], "{a}.")
    >>> ctl.ground([("base", [])])
    >>> print(sorted(str(m) for m in ctl.solve(yield_=True)))
    ['', 'a']
"""

import re
import sys
import time
from collections import abc
from enum import Enum
from typing import Any, Callable, Dict, Iterator, List, Optional, Sequence, Tuple, Union

from . import script
from ._rasp import NativeSession
from .backend import Backend, _Observers
from .configuration import Configuration
from .propagator import _Adapter
from .core import Logger, MessageCode, TruthValue
from ._call import _AppOutput, _SolveCall
from .solving import Model, SolveHandle, SolveResult
from .statistics import StatisticsMap
from .symbol import Symbol, _decode
from .symbolic_atoms import SymbolicAtoms
from .theory_atoms import TheoryAtom, _TheoryData

__all__ = ["BackendType", "Control"]


class BackendType(Enum):
    """
    Enumeration of the available backends (rasp supports none: see `Control.backend`).
    """

    Aspif = 0
    Reify = 1
    Smodels = 2


# Long options that take a value, by their names (abbreviations are accepted, as clingo
# accepts them); the key of the configuration they set, if any.
_LONG_WITH_VALUE = {
    "models": "solve.models",
    "const": None,
    "opt-mode": "solve.opt_mode",
    "enum-mode": "solve.enum_mode",
    "parallel-mode": "solve.parallel_mode",
    "heuristic": "solver.heuristic",
    "opt-strategy": "solver.opt_strategy",
    "seed": "solver.seed",
    "restarts": "solver.restarts",
    "configuration": "configuration",
    "warn": None,
    "verbose": None,
    "outf": None,
    "time-limit": None,
    "sign-def": "solver.sign_def",
    "dom-mod": "solver.dom_mod",
    "eq": "asp.eq",
    "trans-ext": "asp.trans_ext",
}
# Long options that may go without a value.
_LONG_FLAGS = {"project": ("solve.project", "auto"), "stats": ("stats", "1"), "quiet": (None, None)}
_SHORT = {"n": "models", "c": "const", "e": "enum-mode", "t": "parallel-mode", "W": "warn", "V": "verbose", "q": "quiet"}


def _long_name(name: str) -> str:
    """The option that `name` names (a prefix of one, as in clingo); an option this module
    does not read is returned as it is (the native command line reads all of clingo's)."""
    known = list(_LONG_WITH_VALUE) + list(_LONG_FLAGS)
    if name in known:
        return name
    matches = [k for k in known if k.startswith(name)]
    if len(matches) == 1:
        return matches[0]
    return name


def _takes_separate_value(name: str) -> bool:
    """Whether option `--name` without `=value` takes the next argument as its value
    (`--models 3`, `--rand-freq 0.5`; not `--save-progress 0` or `--project`)."""
    if name in _LONG_WITH_VALUE:
        return True
    return name not in _LONG_FLAGS and bool(NativeSession.separate_value(name))


def _scan(arguments: Sequence[str]) -> Iterator[Tuple[Optional[str], Optional[str], int, int]]:
    """The options of clingo's command-line `arguments`, each as `(name, value, first,
    end)`: its long name (None for a number of models, the value), its value (None without
    one) and the arguments it takes up, `arguments[first:end]`; clingo's errors for those
    it does not accept."""
    i = 0
    while i < len(arguments):
        arg = arguments[i]
        if arg.startswith("--"):
            raw, eq, inline = arg[2:].partition("=")
            name, value = _long_name(raw), (inline if eq else None)
        elif arg.startswith("-") and len(arg) > 1 and not arg[1:].isdigit():
            if arg[1] not in _SHORT:
                raise RuntimeError(f"unknown option: '{arg}'")
            name, value = _SHORT[arg[1]], (arg[2:] or None)
        elif arg.isdigit():
            yield None, arg, i, i + 1
            i += 1
            continue
        else:
            raise RuntimeError(f"unexpected argument: '{arg}' (rasp's Control reads no files)")
        end = i + 1
        if value is None and _takes_separate_value(name):
            if end >= len(arguments):
                raise RuntimeError(f"missing value for option '{arg}'")
            value = arguments[end]
            end += 1
        yield name, value, i, end
        i = end


def _parse_arguments(arguments: Sequence[str]) -> Tuple[Dict[str, str], List[Tuple[str, str]]]:
    """The configuration values and the constants (`-c`) of clingo's command-line
    arguments (the search's options are the native command line's)."""
    values: Dict[str, str] = {}
    consts: List[Tuple[str, str]] = []
    for name, value, _, _ in _scan(arguments):
        if name is None:
            values["solve.models"] = value
        elif name in _LONG_FLAGS:
            key, default = _LONG_FLAGS[name]
            if key is not None:
                values[key] = value if value is not None else default
        elif name == "const":
            key, _, val = value.partition("=")
            consts.append((key, val))
        elif name == "opt-mode":
            mode, _, bound = value.partition(",")
            values["solve.opt_mode"] = mode
            if bound:
                values["solve.opt_bound"] = bound
        elif _LONG_WITH_VALUE.get(name):
            values[_LONG_WITH_VALUE[name]] = value
    return values, consts


def _without(arguments: Sequence[str], options: Sequence[str]) -> List[str]:
    """`arguments` without the options that `options` (`--name=value`, `--name` or
    `--no-name`) set again, so that no option occurs twice."""
    names = set()
    for option in options:
        name = option[2:].partition("=")[0]
        base = name[3:] if name.startswith("no-") else name
        names.update((base, "no-" + base))
    kept: List[str] = []
    for name, _, first, end in _scan(arguments):
        if name not in names:
            kept.extend(arguments[first:end])
    return kept


_CODES = [
    ("atom does not occur in any rule head", MessageCode.AtomUndefined),
    ("operation undefined", MessageCode.OperationUndefined),
    ("global variable", MessageCode.GlobalVariable),
    ("already included", MessageCode.FileIncluded),
    ("unbounded", MessageCode.VariableUnbounded),
]


def _fatal_error(message: str) -> RuntimeError:
    """The exception of a fatal error of reading, with its message, as clingo raises it;
    marked, so that the default `main` logs it and fails with `fatal error` as clingo's."""
    error = RuntimeError(message)
    error._rasp_fatal = True  # type: ignore[attr-defined]
    return error


def _messages(text: str) -> List[Tuple[MessageCode, str]]:
    """rasp's rendered messages, one by one, with their codes."""
    messages: List[str] = []
    for line in text.splitlines():
        if re.match(r"^\S.*?: (warning|info|error): ", line) or not messages:
            messages.append(line)
        else:
            messages[-1] += "\n" + line
    result = []
    for message in messages:
        code = MessageCode.Other
        if ": error: " in message.split("\n")[0]:
            code = MessageCode.RuntimeError
        for pattern, message_code in _CODES:
            if pattern in message:
                code = message_code
                break
        result.append((code, message + "\n"))
    return result




def _context_call(context: Any) -> Callable[[str, list], list]:
    """
    The function that the grounder calls for `@name(arguments)`: it calls the context's
    method `name` with the arguments as symbols and returns the encoded values.
    """
    return _encoded(lambda name, arguments: getattr(context, name)(*arguments))


def _encoded(function: Callable[[str, list], Any]) -> Callable[[str, list], list]:
    """`function(name, symbols)` on encoded values (see `_context_call`)."""

    def call(name: str, arguments: list) -> list:
        result = function(name, list(map(_decode, arguments)))
        values = list(result) if isinstance(result, abc.Iterable) else [result]
        return [value._encode() for value in values]

    return call


class Control:
    """
    Control object for the grounding/solving process: clingo's `Control`, run by rasp.

    Parameters
    ----------
    arguments
        Arguments as on clingo's command line: a number of models (`"0"`), `-c name=value`,
        `--opt-mode=...`, `--enum-mode=...` (`-e`), `--project`, `-t N`, `--stats`, ...
        (read as the `rasp` command reads its command line; `configuration` changes them later).
    logger
        Function to intercept messages normally printed to standard error.
    message_limit
        The maximum number of messages passed to the logger.
    """

    def __init__(
        self,
        arguments: Sequence[str] = [],
        logger: Optional[Logger] = None,
        message_limit: int = 20,
    ):
        # pylint: disable=dangerous-default-value
        self._native = NativeSession(script._REGISTRY)
        # The solver's options, read as the `rasp` command reads its command line (clingo's
        # errors for bad ones); then the values of the configuration tree.
        self._arguments = list(arguments)
        self._native.configure(self._arguments)
        values, consts = _parse_arguments(arguments)
        self._values: Dict[str, str] = values
        # The options that the values written to the configuration tree stand for, by
        # entry, in the order written (see `Configuration`), and those the native session
        # was last configured with besides the arguments.
        self._written: Dict[str, str] = {}
        self._configured: List[str] = []
        self._asp_options: List[str] = []
        self._logger = logger
        self._message_limit = message_limit
        self._interrupter = self._native.interrupter()
        self._atoms: Optional[SymbolicAtoms] = None
        # The outputs of the program with a symbol, `(index, symbol)`, read up to output
        # `_outputs_read` (outputs are only added: see `_all_outputs`).
        self._outputs: List[Tuple[int, Symbol]] = []
        self._outputs_read = 0
        # `enable_enumeration_assumption` and `enable_cleanup` (kept, no effect), and whether
        # the program is solved in one shot (`rasp.application` without a main function).
        self._enumeration_assumption = True
        self._cleanup = True
        self._single_shot = False
        self._statistics: Dict[str, Any] = {}
        self._user_accu: Dict[str, Any] = {}
        # The statistics summed over the solve calls (clingo's `accu`; the native module
        # sums the search counters), and when the step of the next call began (the end of
        # the last one, or the creation of the control): wall-clock and processor time.
        self._accu: Dict[str, Any] = {
            "times": dict.fromkeys(("total", "cpu", "solve", "unsat", "sat"), 0.0),
            "models": {"enumerated": 0.0, "optimal": 0.0},
        }
        self._step_clock = (time.perf_counter(), time.process_time())
        self._calls = 0
        # The propagators and observers registered.
        self._propagators: List[_Adapter] = []
        self._observers = _Observers(self._native)
        # The output of the application that prints this control's solve calls (see
        # `rasp.application`).
        self._app: Optional[_AppOutput] = None
        # The part of the statements a `ProgramBuilder` adds (its `#program` statements and
        # `add` select it, as in clingo).
        self._builder_part: Tuple[str, List[str]] = ("base", [])
        for name, value in consts:
            self._check(self._native.define(name, value), "parsing failed")

    # Messages and errors.

    def _log(self, text: str) -> None:
        for code, message in _messages(text):
            if self._message_limit <= 0:
                return
            self._message_limit -= 1
            if self._logger is None:
                sys.stderr.write(message)
            else:
                self._logger(code, message.rstrip("\n") + "\n")

    def _check(self, outcome: Tuple[bool, str, bool], failure: str) -> None:
        ok, messages, fatal = outcome
        if fatal:
            # A fatal error (a script in a language that does not run here) is not logged:
            # clingo raises it as the exception's message, after logging the others.
            *others, (_, last) = _messages(messages)
            for _, message in others:
                self._log(message)
            raise _fatal_error(last.rstrip("\n") + "\n")
        if messages:
            self._log(messages)
        if not ok:
            raise RuntimeError(failure)

    # Programs and grounding.

    def add(self, *args, **kwargs) -> None:
        """
        Extend the logic program with the given non-ground logic program in string form:
        `add(name, parameters, program)` adds it to program part `name` with the given
        parameters; `add(program)` adds it to part `base`.
        """
        if len(args) + len(kwargs) == 1:
            name, parameters, program = "base", [], (args[0] if args else kwargs["program"])
        else:
            names = ["name", "parameters", "program"]
            given = dict(zip(names, args))
            given.update(kwargs)
            name, parameters, program = given["name"], given["parameters"], given["program"]
        self._check(self._native.commit_held(), "parsing failed")
        self._builder_part = (name, list(parameters))
        added = self._native.add("<block>", (name, list(parameters)), program)
        self._check(added, "parsing failed")

    def load(self, path: str) -> None:
        """
        Extend the logic program with a (non-ground) logic program in a file (`-`:
        standard input).
        """
        self._check(self._native.commit_held(), "parsing failed")
        self._check(self._native.load(path), "parsing failed")

    def ground(
        self,
        parts: Sequence[Tuple[str, Sequence[Symbol]]] = (("base", ()),),
        context: Any = None,
    ) -> None:
        """
        Ground the given list of program parts specified by tuples of names and arguments.
        A `context` is an object whose methods `@f(...)` terms call while grounding: a
        method gets the arguments as symbols and returns a symbol or a sequence of symbols
        (the term has each of these values). An exception it raises stops grounding and is
        raised again here. Without a context, the functions of the scripts (`#script`)
        are called (see `rasp.script`).
        """
        encoded = [(name, [s._encode() for s in args]) for name, args in parts]
        self._atoms = None
        if context is None and not script._SCRIPTS:
            call, defines = None, None
        elif context is None:
            call, defines = _encoded(script._call), script._defines
        else:
            call, defines = _context_call(context), None
        observed = bool(self._observers.observers)
        if observed:
            self._observers.begin()
            mark = self._native.program_mark()
        ok, messages, failure = self._native.ground(encoded, call, defines)
        self._check((ok, messages, False), failure)
        if observed:
            self._observers.grounded(mark)

    # Atoms.

    @property
    def symbolic_atoms(self) -> SymbolicAtoms:
        """An object to inspect the symbolic atoms."""
        if self._atoms is None:
            self._atoms = SymbolicAtoms(self._native.atoms())
        return self._atoms

    def _all_outputs(self) -> List[Tuple[int, Symbol]]:
        """Every output of the program with a symbol, `(index, symbol)` in index order
        (read before a search: the native session is busy during it)."""
        count, new = self._native.outputs(self._outputs_read)
        self._outputs.extend((index, _decode(encoded)) for index, encoded in new)
        self._outputs_read = count
        return self._outputs

    def _symbol_of_literal(self, literal: int) -> Tuple[Symbol, bool]:
        atom = self.symbolic_atoms.by_literal(abs(literal))
        if atom is None:
            raise RuntimeError(f"unknown literal: {literal}")
        return atom.symbol, literal > 0

    def assign_external(self, external: Union[Symbol, int], truth: Optional[bool]) -> None:
        """
        Assign a truth value to an external atom (given as a symbol or a program literal):
        True, False, or None to make it free.
        """
        if isinstance(truth, TruthValue):
            value = {TruthValue.Free: 0, TruthValue.True_: 1, TruthValue.False_: 2}.get(truth, 3)
        else:
            value = 0 if truth is None else (1 if truth else 2)
        self._external(external, value)

    def release_external(self, external: Union[Symbol, int]) -> None:
        """Release an external atom represented by the given symbol or program literal."""
        self._external(external, 3)

    def _external(self, external: Union[Symbol, int], value: int) -> None:
        if isinstance(external, int):
            symbol, positive = self._symbol_of_literal(external)
            if not positive and value in (1, 2):
                value = 3 - value
        else:
            symbol = external
        self._native.assign_external(symbol._encode(), value)
        self._atoms = None

    # Solving.

    def _limit_and_modes(self) -> Tuple[int, str, Optional[List[int]], str, bool]:
        values = self._values
        opt_mode = values.get("solve.opt_mode", "opt")
        optimizing = opt_mode != "ignore" and self._native.has_minimize()
        models = int(values.get("solve.models", "-1"))
        if models < 0:
            models = 0 if optimizing else 1
        bound = values.get("solve.opt_bound")
        bound_list = [int(b) for b in bound.split(",")] if bound else None
        enum_mode = values.get("solve.enum_mode", "auto")
        project = values.get("solve.project", "no") not in ("no", "0", "false")
        return models, opt_mode, bound_list, enum_mode, project

    def _literal(self, assumption) -> Tuple[Any, bool]:
        if isinstance(assumption, int):
            symbol, truth = self._symbol_of_literal(assumption)
        else:
            symbol, truth = assumption
        return symbol._encode(), bool(truth)

    def solve(
        self,
        assumptions: Sequence[Union[Tuple[Symbol, bool], int]] = [],
        on_model: Optional[Callable[[Model], Optional[bool]]] = None,
        on_unsat: Optional[Callable[[Sequence[int]], None]] = None,
        on_statistics: Optional[Callable[[StatisticsMap, StatisticsMap], None]] = None,
        on_finish: Optional[Callable[[SolveResult], None]] = None,
        on_core: Optional[Callable[[Sequence[int]], None]] = None,
        on_last: Optional[Callable[[Model], None]] = None,
        yield_: bool = False,
        async_: bool = False,
    ) -> Union[SolveHandle, SolveResult]:
        """
        Starts a search: the models are reported to `on_model` (returning False stops the
        search; `model.context.add_clause` adds clauses for the rest of the call); with
        `yield_` or `async_` a `SolveHandle` is returned (iterable over the models with
        `yield_`; with `async_` the search runs in the background), otherwise the
        `SolveResult`. `assumptions` are (symbol, truth) pairs or program literals; for an
        unsatisfiable search `on_core` receives the literals of the assumptions that cannot
        hold together. `on_unsat` receives the lower bounds that core-guided optimization
        (`--opt-strategy=usc`) proves, at each core.
        """
        # pylint: disable=dangerous-default-value,too-many-arguments
        # The program's preprocessing (`asp`) is set before the first call only.
        if self._calls == 0:
            self._asp_options = [o for k, o in self._written.items() if k.startswith("asp.")]
        written = self._asp_options + [
            o for k, o in self._written.items() if not k.startswith("asp.")]
        if written != self._configured:
            self._native.configure(_without(self._arguments, written) + written)
            self._configured = written
        if "solver.heuristic" in self._values or "solver.dom_mod" in self._values:
            self._native.set_heuristic(self._values.get("solver.heuristic", "auto"),
                                       self._values.get("solver.dom_mod"))
        self._observers.end()
        for adapter in self._propagators:
            adapter.prepare()
        call = _SolveCall(
            self, assumptions, on_model, on_unsat, on_statistics, on_finish, on_core, on_last,
            keep_all=yield_ or async_,
        )
        if yield_ or async_:
            return SolveHandle(call, yield_, async_)
        return call.run()

    def _core_literals(self, given, encoded, core) -> List[int]:
        literals = []
        in_core = {(repr(_decode(atom)), truth) for atom, truth in core}
        for assumption, (atom, truth) in zip(given, encoded):
            if (repr(_decode(atom)), truth) not in in_core:
                continue
            if isinstance(assumption, int):
                literals.append(assumption)
            else:
                entry = self.symbolic_atoms[_decode(atom)]
                if entry is not None:
                    literals.append(entry.literal if truth else -entry.literal)
        return literals

    def _record_statistics(self, result, found, stats, lower, times, on_statistics) -> None:
        # pylint: disable=too-many-arguments,too-many-locals
        count, models, optimal = found
        costs = models[-1].cost if models else []
        atoms = len(self.symbolic_atoms)
        step: Dict[str, Any] = {}
        # The step's times: solving as the call measured it; in all, since the last call.
        clock = (time.perf_counter(), time.process_time())
        times = {"total": clock[0] - self._step_clock[0], "cpu": clock[1] - self._step_clock[1],
                 **times}
        self._step_clock = clock
        optimal = float(optimal)
        accu = self._accu
        for key, value in times.items():
            accu["times"][key] += value
        accu["models"]["enumerated"] += float(count)
        accu["models"]["optimal"] += optimal
        this_call, all_calls = stats
        self._statistics = {
            "problem": {"lp": {"atoms": float(atoms)}},
            "solving": _solvers(this_call),
            "summary": {
                "call": float(self._calls - 1),
                "result": float({True: 1, False: 2}.get(result.satisfiable, 0)),
                "exhausted": float(result.exhausted),
                "costs": [float(c) for c in costs],
                "lower": [float(c) for c in lower],
                "times": times,
                "models": {"enumerated": float(count), "optimal": optimal},
            },
            "accu": {
                "times": dict(accu["times"]),
                "models": dict(accu["models"]),
                "solving": _solvers(all_calls),
            },
        }
        if on_statistics is not None:
            on_statistics(StatisticsMap(step), StatisticsMap(self._user_accu))
        self._statistics["user_step"] = _plain(step)
        self._statistics["user_accu"] = _plain(self._user_accu)

    # Everything else.

    def cleanup(self) -> None:
        """Cleanup the domain used for grounding (rasp keeps no more than it needs)."""

    def interrupt(self) -> None:
        """Interrupt the active solve call."""
        self._interrupter.set()

    def get_const(self, name: str) -> Optional[Symbol]:
        """
        Return the symbol for a constant definition (`#const` or `-c`), None if there is
        none.
        """
        value = self._native.constant(name)
        return None if value is None else _decode(value)

    def backend(self) -> Backend:
        """
        Return a backend object providing a low level interface to extend a logic program
        (use it as a context manager: its statements are added when the block ends).
        """
        self._atoms = None

        def closed() -> None:
            self._atoms = None

        observers = self._observers if self._observers.observers else None
        return Backend(self._native, closed, observers)

    def remove_minimize(self) -> None:
        """Remove all minimize constraints from the program."""
        self._native.remove_minimize()

    def replace_project(self, symbols: Sequence[Union[Symbol, int]]) -> None:
        """
        Remove all projection atoms and add the given ones (symbols, or program literals;
        symbols that are no atoms of the program are left out).
        """
        self._native.replace_project(self._project_atoms(symbols))

    def add_project(self, symbols: Sequence[Union[Symbol, int]]) -> None:
        """Add the given atoms (symbols, or program literals) to the projection."""
        with self.backend() as backend:
            backend.add_project(self._project_atoms(symbols))

    def _project_atoms(self, symbols: Sequence[Union[Symbol, int]]) -> List[int]:
        atoms = []
        for symbol in symbols:
            if isinstance(symbol, int):
                atoms.append(abs(symbol))
            else:
                atom = self.symbolic_atoms[symbol]
                if atom is not None:
                    atoms.append(atom.literal)
        return atoms

    def register_propagator(self, propagator) -> None:
        """
        Register a propagator: from the next solve call on, it watches the search (see
        `rasp.propagator`).
        """
        adapter = _Adapter(propagator, self)
        self._propagators.append(adapter)
        self._native.register_propagator(adapter, adapter.decides)

    def register_observer(self, observer, replace: bool = False) -> None:
        """
        Register an observer of the ground program (see `rasp.backend.Observer`): it sees
        the statements of each grounding step and of the backend (`replace=True`, a program
        kept from the solver, is not supported).
        """
        self._observers.add(observer, replace)

    @property
    def theory_atoms(self) -> Iterator[TheoryAtom]:
        """
        An iterator over the theory atoms of the steps grounded (or added by the backend)
        since the last solve call, as clingo's.

        See Also
        --------
        clingo.theory_atoms
        """
        data = _TheoryData(self._native.theory_atoms(), self._theory_literal_text)
        for idx in range(len(data.atoms)):
            yield TheoryAtom(data, idx)

    def _theory_literal_text(self, literal: int) -> str:
        """A condition literal as clingo prints it: `p(1)`, `not p(1)`, `#aux(3)`."""
        atom = self.symbolic_atoms.by_literal(abs(literal))
        text = f"#aux({abs(literal)})" if atom is None else str(atom.symbol)
        return text if literal > 0 else "not " + text

    @property
    def configuration(self) -> Configuration:
        """Object to change the configuration."""
        return Configuration(self._values, self._written)

    @property
    def statistics(self) -> dict:
        """A dictionary containing solve statistics of the last solve call."""
        return self._statistics

    @property
    def is_conflicting(self) -> bool:
        """Whether the internal program representation is conflicting (rasp: it has the
        constraint `:-.`, or a solve call found no answer set whatever the assumptions)."""
        return self._native.is_conflicting()

    @property
    def enable_enumeration_assumption(self) -> bool:
        """Whether the clauses learnt while models are enumerated are dropped after the
        call, so that calls are repeatable (clingo's default, True). A value set is kept
        and has no effect in rasp."""
        return self._enumeration_assumption

    @enable_enumeration_assumption.setter
    def enable_enumeration_assumption(self, value: bool) -> None:
        self._enumeration_assumption = bool(value)

    @property
    def enable_cleanup(self) -> bool:
        """Whether to enable automatic cleanups (clingo's default, True). A value set is
        kept and has no effect in rasp."""
        return self._cleanup

    @enable_cleanup.setter
    def enable_cleanup(self, value: bool) -> None:
        self._cleanup = bool(value)


def _plain(value):
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _solvers(counters) -> Dict[str, Any]:
    """The `solving` statistics of the search counters (choices, conflicts, restarts)."""
    choices, conflicts, restarts = counters
    return {
        "solvers": {
            "choices": float(choices),
            "conflicts": float(conflicts),
            "restarts": float(restarts),
        }
    }
