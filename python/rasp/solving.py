"""
Functions and classes related to solving: models, solve results and solve handles.
"""

from typing import TYPE_CHECKING, Iterator, List, Optional, Sequence, Tuple, Union

from .core import OrderedEnum
from .symbol import Symbol

if TYPE_CHECKING:  # pragma: no cover
    from .symbolic_atoms import SymbolicAtoms

__all__ = ["Model", "ModelType", "SolveControl", "SolveHandle", "SolveResult"]


class ModelType(OrderedEnum):
    """
    Enumeration of the different types of models.
    """

    BraveConsequences = 1
    """The model stores the set of brave consequences."""
    CautiousConsequences = 2
    """The model stores the set of cautious consequences."""
    StableModel = 0
    """The model captures a stable model."""


class SolveResult:
    """
    Captures the result of a solve call.
    """

    def __init__(self, code: int, exhausted: bool):
        # code: 0 unknown, 1 satisfiable, 2 unsatisfiable, 3 interrupted (unknown or sat).
        self._code = code
        self._exhausted = exhausted
        self._interrupted = code == 3
        self._satisfiable_known = None

    @staticmethod
    def _interrupted_after(models: int) -> "SolveResult":
        result = SolveResult(3, False)
        result._satisfiable_known = models > 0
        return result

    @property
    def exhausted(self) -> bool:
        """Determine if the search space was exhausted."""
        return self._exhausted

    @property
    def interrupted(self) -> bool:
        """Determine if the search was interrupted."""
        return self._interrupted

    @property
    def satisfiable(self) -> Optional[bool]:
        """`True` if the problem is satisfiable, `False` if unsatisfiable, `None` if unknown."""
        if self._code == 1:
            return True
        if self._code == 2:
            return False
        if self._code == 3 and self._satisfiable_known:
            return True
        return None

    @property
    def unknown(self) -> bool:
        """Determine if the satisfiablity is not known."""
        return self.satisfiable is None

    @property
    def unsatisfiable(self) -> Optional[bool]:
        """`True` if unsatisfiable, `False` if satisfiable, `None` if unknown."""
        satisfiable = self.satisfiable
        return None if satisfiable is None else not satisfiable

    def __str__(self) -> str:
        if self.satisfiable:
            return "SAT"
        if self.unsatisfiable:
            return "UNSAT"
        return "UNKNOWN"

    def __repr__(self) -> str:
        return (
            f"SolveResult(satisfiable={self.satisfiable}, exhausted={self.exhausted}, "
            f"interrupted={self.interrupted})"
        )


class SolveControl:
    """
    Object that allows for controlling a running search (here: reading the symbolic atoms).
    """

    def __init__(self, control):
        self._control = control

    def add_clause(self, literals) -> None:
        """Adding clauses during search is not supported by rasp."""
        raise NotImplementedError("rasp: SolveControl.add_clause (clauses added during search)")

    def add_nogood(self, literals) -> None:
        """Adding nogoods during search is not supported by rasp."""
        raise NotImplementedError("rasp: SolveControl.add_nogood (nogoods added during search)")

    @property
    def symbolic_atoms(self) -> "SymbolicAtoms":
        """`SymbolicAtoms` object to inspect the symbolic atoms."""
        return self._control.symbolic_atoms


class Model:
    """
    Provides access to a model during a solve call and provides a `SolveContext` object to
    influence the running search.
    """

    def __init__(self, control, data, atoms, costs_priorities, model_type=ModelType.StableModel):
        number, shown, costs, optimal, true_ids = data
        self._control = control
        self._number = number
        self._shown_enc = shown
        self._shown = None
        self._costs = costs
        self._optimal = optimal
        self._true = true_ids
        self._true_set = None
        self._atoms = atoms  # the control's table of symbolic atoms (lazy)
        self._priorities = costs_priorities
        self._extra: List[Symbol] = []
        self._type = model_type

    def _true_ids(self):
        """The true atoms' ids (a native sorted sequence, or a list for consequences)."""
        if self._true_set is None:
            self._true_set = set(self._true) if isinstance(self._true, list) else self._true
        return self._true_set

    def _shown_symbols(self) -> List[Symbol]:
        """The shown symbols in clingo's order: the atoms in the order of the symbolic
        atoms, then the terms."""
        if self._shown is None:
            self._shown = self._atoms().shown(self._shown_enc)
        return self._shown

    def _true_atoms(self) -> List[Symbol]:
        true = self._true_ids()
        return [a.symbol for a in self._atoms() if (a._fact and not a._id) or a._id in true]

    def contains(self, atom: Symbol) -> bool:
        """Efficiently check if an atom is contained in the model."""
        entry = self._atoms().lookup(atom)
        if entry is None:
            return False
        return (entry._fact and not entry._id) or entry._id in self._true_ids()

    def extend(self, symbols: Sequence[Symbol]) -> None:
        """Extend a model with the given symbols (shown with `theory=True`)."""
        self._extra.extend(symbols)

    def is_consequence(self, literal: int) -> Optional[bool]:
        """
        Check if the given program literal is a consequence: True if it is one, False if it
        is none, None if the search has not decided it yet. For brave and cautious
        consequences: a true literal of the current estimate is decided (True) only if it
        is a fact (cautious) or, bravely, once found; for stable models, whether it is
        true.
        """
        if self._type is ModelType.StableModel:
            return self.is_true(literal)
        if literal <= 0:
            return False
        if self._type is ModelType.BraveConsequences:
            return True if self.is_true(literal) else None
        if self._atoms().is_fact_literal(literal):
            return True
        fact = next((a for a in self._atoms() if a._id == literal and a._fact), None)
        if fact is not None:
            return True
        return None if self.is_true(literal) else False

    def is_true(self, literal: int) -> bool:
        """Check if the given program literal is true."""
        if literal == 0:
            return False
        atom = abs(literal)
        holds = atom in self._true_ids() or self._atoms().is_fact_literal(atom)
        return holds if literal > 0 else not holds

    def symbols(
        self, atoms: bool = False, terms: bool = False, shown: bool = False, theory: bool = False
    ) -> List[Symbol]:
        """
        Return the list of atoms, terms, or CSP assignments in the model: `atoms` all true
        atoms, `terms` the shown terms, `shown` the shown atoms and terms (in clingo's
        output order), `theory` the symbols added with `extend`.
        """
        if shown and not (atoms or terms or theory):
            symbols = self._shown_symbols()
            if len(set(self._shown_enc)) == len(symbols):
                return list(symbols)
        result: List[Symbol] = []
        seen = set()

        def add(symbols):
            for symbol in symbols:
                if symbol not in seen:
                    seen.add(symbol)
                    result.append(symbol)

        if shown:
            add(self._shown_symbols())
        if atoms:
            add(self._true_atoms())
        if terms and not shown:
            table = self._atoms()
            add(s for s in self._shown_symbols() if table.lookup(s) is None)
        if theory:
            add(self._extra)
        return result

    def __str__(self) -> str:
        return " ".join(str(s) for s in self.symbols(shown=True))

    def __repr__(self) -> str:
        return f"Model({self._number})"

    @property
    def context(self) -> SolveControl:
        """Object that allows for controlling the running search."""
        return SolveControl(self._control)

    @property
    def cost(self) -> List[int]:
        """Return the list of integer cost values of the model (highest priority first)."""
        return list(self._costs)

    @property
    def priority(self) -> List[int]:
        """Return the list of priorities of the model's cost values."""
        return list(self._priorities)

    @property
    def number(self) -> int:
        """The running number of the model."""
        return self._number

    @property
    def optimality_proven(self) -> bool:
        """Whether the optimality of the model has been proven."""
        return self._optimal

    @property
    def thread_id(self) -> int:
        """The id of the thread which found the model (rasp solves on one thread)."""
        return 0

    @property
    def type(self) -> ModelType:
        """The type of the model."""
        return self._type


class SolveHandle:
    """
    Handle for solve calls: iterable over the models (with `yield_=True`), a context
    manager, and `get`/`wait`/`cancel`/`resume`. rasp runs the search when the handle is
    first used (iterated, waited on, or its result asked for).
    """

    def __init__(self, run, async_: bool = False):
        self._async = async_
        self._run = run  # runs the search: returns (SolveResult, [Model]), raises errors
        self._result: Optional[SolveResult] = None
        self._models: List[Model] = []
        self._position = 0
        self._error: Optional[BaseException] = None
        self._cancelled = False
        self._current: Optional[Model] = None
        self._pending = 0
        self._finished = False

    def _solve(self) -> None:
        if self._result is None and self._error is None:
            if self._cancelled:
                self._result = SolveResult._interrupted_after(0)
                return
            try:
                self._result, self._models = self._run()
            except BaseException as error:  # pylint: disable=broad-except
                self._error = error
                raise

    def __iter__(self) -> Iterator[Model]:
        return self

    def __next__(self) -> Model:
        self._solve()
        if self._position < len(self._models):
            model = self._models[self._position]
            self._position += 1
            return model
        self._finished = True
        raise StopIteration

    def __enter__(self) -> "SolveHandle":
        return self

    def __exit__(self, exc_type, exc_val, exc_tb) -> None:
        self.close()

    def cancel(self) -> None:
        """Cancel the running search."""
        self._cancelled = True

    def close(self) -> None:
        """Stops the running search and releases the handle."""
        self._cancelled = True

    def core(self) -> List[int]:
        """The subset of assumptions that made the problem unsatisfiable."""
        self._solve()
        return list(getattr(self, "_core", []))

    def get(self) -> SolveResult:
        """Get the result of a solve call (waiting for it to finish)."""
        if self._error is not None:
            raise RuntimeError(str(self._error))
        try:
            self._solve()
        except Exception as error:
            # As clingo: an asynchronous search reports a callback's error as a
            # RuntimeError.
            if self._async:
                raise RuntimeError(str(error)) from error
            raise
        self._position = len(self._models)
        self._finished = True
        assert self._result is not None
        return self._result

    def last(self) -> Optional[Model]:
        """The last model of the search, once it finished (`None` before)."""
        if self._result is None or not self._finished:
            return None
        return self._models[-1] if self._models else None

    def model(self) -> Optional[Model]:
        """The model found by `resume` (or `None` when the search is over)."""
        self.wait()
        return self._current

    def resume(self) -> None:
        """Discards the last model and starts searching for the next one (rasp searches
        when the handle is waited on: a `cancel` before that stops the search at once)."""
        self._pending += 1
        if self._result is not None:
            self._advance()

    def _advance(self) -> None:
        while self._pending > 0:
            self._pending -= 1
            if self._position < len(self._models):
                self._current = self._models[self._position]
                self._position += 1
            else:
                self._current = None
                self._finished = True

    def wait(self, timeout: Optional[float] = None) -> bool:
        """Wait for the search to finish or a model (rasp: the search runs now)."""
        # pylint: disable=unused-argument
        self._solve()
        self._advance()
        return True
