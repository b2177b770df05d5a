"""
Propagators (`Control.register_propagator`), as clingo's `clingo.propagator` module has
them: a propagator watches solver literals and adds clauses during the search.

At the start of each solve call, `init(init)` maps program literals to solver literals
(`init.solver_literal`), watches them (`init.add_watch`) and may add clauses; during the
search, `propagate(control, changes)` hears of the watched literals that became true and
may add clauses (`control.add_clause`, which returns False when the clause conflicts with
the assignment: return then), `undo(thread_id, assignment, changes)` of those unassigned
again, and `check(control)` runs on total assignments (or at each fixpoint, as
`init.check_mode` says). rasp searches with one thread (`thread_id` is 0). Not supported
(NotImplementedError): new literals during the search (`PropagateControl.add_literal`),
the init's minimize constraints (`add_minimize`) and weight constraints compared for
equality. `decide(thread_id, assignment, fallback)`, if the propagator has it, chooses the
solver's decisions.

Examples
--------
    >>> import rasp
    >>> class AtMostOne:
    ...     def init(self, init):
    ...         self.lits = [init.solver_literal(a.literal) for a in init.symbolic_atoms]
    ...         for lit in self.lits:
    ...             init.add_watch(lit)
    ...     def propagate(self, control, changes):
    ...         true = [l for l in self.lits if control.assignment.is_true(l)]
    ...         if len(true) > 1:
    ...             control.add_clause([-true[0], -true[1]])
    >>> ctl = rasp.Control(["0"])
    >>> ctl.add("base", [], "{a; b}.")
    >>> ctl.ground([("base", [])])
    >>> ctl.register_propagator(AtMostOne())
    >>> print(sorted(str(m) for m in ctl.solve(yield_=True)))
    ['', 'a', 'b']
"""

from abc import ABCMeta
from typing import Any, Iterator, List, Optional, Sequence

from .core import OrderedEnum

__all__ = [
    "Assignment",
    "PropagateControl",
    "PropagateInit",
    "Propagator",
    "PropagatorCheckMode",
    "PropagatorUndoMode",
    "Trail",
]


class PropagatorCheckMode(OrderedEnum):
    """When `Propagator.check` is called."""

    Off = 0
    """Never."""
    Total = 1
    """On total assignments."""
    Fixpoint = 2
    """On propagation fixpoints."""
    Both = 3
    """On propagation fixpoints and total assignments."""


class PropagatorUndoMode(OrderedEnum):
    """When `Propagator.undo` is called."""

    Default = 0
    """For the decision levels with changes."""
    Always = 1
    """For every decision level the propagator was called at (`propagate` or `check`)."""


def _unsupported(what: str):
    raise NotImplementedError(f"rasp: {what} is not supported")


class Trail(Sequence[int]):
    """The assigned literals of an assignment, in the order of assignment."""

    def __init__(self, native):
        self._native = native
        self._lits: Optional[List[int]] = None

    def _all(self) -> List[int]:
        if self._lits is None:
            self._lits = self._native.trail()
        return self._lits

    def __len__(self):
        return len(self._all())

    def __getitem__(self, index):
        return self._all()[index]

    def __iter__(self):
        return iter(self._all())

    def begin(self, level: int) -> int:
        """The position of the first literal of decision level `level`."""
        return next((i for i, lit in enumerate(self._all())
                     if (self._native.level(lit) or 0) >= level), len(self._all()))

    def end(self, level: int) -> int:
        """The position after the last literal of decision level `level`."""
        return self.begin(level + 1)


class Assignment(Sequence[int]):
    """The assignment of the solver's literals (clingo's `Assignment`)."""

    def __init__(self, native):
        self._native = native

    def __len__(self):
        return self._native.size()

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("invalid index")
        return index + 1

    def __iter__(self) -> Iterator[int]:
        return iter(range(1, len(self) + 1))

    def decision(self, level: int) -> int:
        """The decision literal of decision level `level`."""
        return self._native.decision(level)

    def has_literal(self, literal: int) -> bool:
        """Whether the solver has the literal."""
        return self._native.has_literal(literal)

    def is_false(self, literal: int) -> bool:
        """Whether the literal is false."""
        return self._native.value(literal) is False

    def is_fixed(self, literal: int) -> bool:
        """Whether the literal is assigned at the root level."""
        return self._native.level(literal) == 0

    def is_true(self, literal: int) -> bool:
        """Whether the literal is true."""
        return self._native.value(literal) is True

    def is_free(self, literal: int) -> bool:
        """Whether the literal is unassigned."""
        return self._native.value(literal) is None

    def level(self, literal: int) -> int:
        """The decision level of the literal's assignment."""
        level = self._native.level(literal)
        return self.decision_level if level is None else level

    def value(self, literal) -> Optional[bool]:
        """True, False, or None if it is unassigned."""
        return self._native.value(literal)

    @property
    def decision_level(self) -> int:
        """The current decision level."""
        return self._native.decision_level()

    @property
    def has_conflict(self) -> bool:
        """Whether the assignment is conflicting."""
        return self._native.has_conflict()

    @property
    def is_total(self) -> bool:
        """Whether every literal is assigned."""
        return self._native.assigned() == self._native.size()

    @property
    def root_level(self) -> int:
        """The root level (rasp: 0)."""
        return 0

    @property
    def size(self) -> int:
        """The number of variables."""
        return self._native.size()

    @property
    def trail(self) -> Trail:
        """The assigned literals."""
        return Trail(self._native)


class PropagateInit:
    """The solver at the start of a solve call (clingo's `PropagateInit`)."""

    def __init__(self, native, control, theory_atoms):
        self._native = native
        self._control = control
        self._theory_atoms = theory_atoms

    def add_clause(self, clause: Sequence[int]) -> bool:
        """Add a clause (solver literals); False if the problem becomes unsatisfiable."""
        return self._native.add_clause(list(clause))

    def add_nogood(self, nogood: Sequence[int]) -> bool:
        """Add a nogood (solver literals that must not all hold)."""
        return self.add_clause([-lit for lit in nogood])

    def add_literal(self, freeze: bool = True) -> int:
        """A new solver literal (of a fresh variable)."""
        return self._native.add_literal()

    def add_minimize(self, literal: int, weight: int, priority: int = 0) -> None:
        """Minimize constraints of propagators are not supported by rasp."""
        _unsupported("PropagateInit.add_minimize")

    def add_weight_constraint(self, literal: int, literals: Sequence[Sequence[int]], bound: int,
                              type_: int = 0, compare_equal: bool = False) -> bool:
        """
        Add the constraint that `literal` holds if and only if (`type_` 0), only if (1) or
        if (-1) the weights of the true literals of `literals` (pairs of a literal and a
        weight) sum to at least `bound`; False if the problem becomes unsatisfiable.
        (`compare_equal` is not supported.)
        """
        if compare_equal:
            _unsupported("PropagateInit.add_weight_constraint with compare_equal")
        elements = [(int(lit), int(weight)) for lit, weight in literals]
        return self._native.add_weight_constraint(literal, elements, bound, type_,
                                                  compare_equal)

    def add_watch(self, literal: int, thread_id: Optional[int] = None) -> None:
        """Watch a solver literal."""
        self._native.add_watch(literal)

    def remove_watch(self, literal: int, thread_id: Optional[int] = None) -> None:
        """Stop watching a solver literal."""
        self._native.remove_watch(literal)

    def freeze_literal(self, literal: int) -> None:
        """Keep the literal's variable (rasp eliminates none during multi-shot solving)."""

    def propagate(self) -> bool:
        """Propagate the clauses added (rasp: at the start of the search); whether there
        is no conflict."""
        return True

    def solver_literal(self, literal: int) -> int:
        """The solver literal of a program literal (1 for a fact: true)."""
        atom = self._control.symbolic_atoms.by_literal(abs(literal))
        if atom is not None and atom.is_fact:
            return 1 if literal > 0 else -1
        return self._native.solver_literal(literal)

    @property
    def assignment(self) -> Assignment:
        """The assignment at the start of the search."""
        return Assignment(self._native)

    @property
    def check_mode(self) -> PropagatorCheckMode:
        """When `Propagator.check` is called."""
        return PropagatorCheckMode(self._native.get_check_mode())

    @check_mode.setter
    def check_mode(self, mode: PropagatorCheckMode) -> None:
        self._native.set_check_mode(PropagatorCheckMode(mode).value)

    @property
    def undo_mode(self) -> PropagatorUndoMode:
        """When `Propagator.undo` is called: for the levels with changes (`Default`), or
        for every level the propagator was called at (`Always`)."""
        always = self._native.get_undo_always()
        return PropagatorUndoMode.Always if always else PropagatorUndoMode.Default

    @undo_mode.setter
    def undo_mode(self, mode: PropagatorUndoMode) -> None:
        self._native.set_undo_always(PropagatorUndoMode(mode) == PropagatorUndoMode.Always)

    @property
    def number_of_threads(self) -> int:
        """The number of solver threads (rasp: 1)."""
        return 1

    @property
    def symbolic_atoms(self):
        """The symbolic atoms of the program."""
        return self._control.symbolic_atoms

    @property
    def theory_atoms(self):
        """The theory atoms of the program."""
        return iter(self._theory_atoms)


class PropagateControl:
    """The solver during the search (clingo's `PropagateControl`)."""

    def __init__(self, native):
        self._native = native

    def add_clause(self, clause: Sequence[int], tag: bool = False, lock: bool = False) -> bool:
        """Add a clause (solver literals) for the rest of the search; False if it conflicts
        with the assignment (then return from `propagate` or `check`)."""
        return self._native.add_clause(list(clause), tag)

    def add_nogood(self, nogood: Sequence[int], tag: bool = False, lock: bool = False) -> bool:
        """Add a nogood (solver literals that must not all hold)."""
        return self.add_clause([-lit for lit in nogood], tag, lock)

    def add_literal(self) -> int:
        """New solver literals are not supported by rasp."""
        _unsupported("PropagateControl.add_literal")

    def add_watch(self, literal: int) -> None:
        """Watch a solver literal from now on."""
        self._native.add_watch(literal)

    def has_watch(self, literal: int) -> bool:
        """Whether the literal is watched."""
        return self._native.has_watch(literal)

    def remove_watch(self, literal: int) -> None:
        """Stop watching a solver literal."""
        self._native.remove_watch(literal)

    def propagate(self) -> bool:
        """Propagate the clauses added; False on a conflict."""
        return self._native.propagate()

    @property
    def assignment(self) -> Assignment:
        """The current assignment."""
        return Assignment(self._native)

    @property
    def thread_id(self) -> int:
        """The solver thread (rasp: 0)."""
        return 0


class Propagator(metaclass=ABCMeta):
    """
    The interface of a propagator: every method is optional (see the module's
    documentation).
    """

    def init(self, init: PropagateInit) -> None:
        """Map literals and watch them at the start of a solve call."""

    def propagate(self, control: PropagateControl, changes: Sequence[int]) -> None:
        """The watched literals `changes` became true."""

    def undo(self, thread_id: int, assignment: Assignment, changes: Sequence[int]) -> None:
        """The literals `changes` are unassigned again."""

    def check(self, control: PropagateControl) -> None:
        """The assignment is total (or at a fixpoint, as the check mode says)."""

    def decide(self, thread_id: int, assignment: Assignment, fallback: int) -> int:
        """The literal to decide instead of `fallback` (an unassigned one; `fallback` or 0
        keep the solver's choice)."""
        return fallback


class _Adapter:
    """A user's propagator as the native module calls it."""

    def __init__(self, propagator: Any, control: Any):
        self._propagator = propagator
        self._control = control
        self._theory_atoms: List[Any] = []
        # `decide` is called only if the propagator has its own.
        own = getattr(type(propagator), "decide", None)
        self.decides = callable(own) and own is not Propagator.decide

    def prepare(self) -> None:
        """Before a solve call: what `init` reads of the program (the native session is
        busy during the call)."""
        self._theory_atoms = list(self._control.theory_atoms)

    def init(self, native) -> None:
        if hasattr(self._propagator, "init"):
            self._propagator.init(PropagateInit(native, self._control, self._theory_atoms))

    def propagate(self, native, changes: List[int]) -> None:
        if hasattr(self._propagator, "propagate"):
            self._propagator.propagate(PropagateControl(native), changes)

    def undo(self, native, changes: List[int]) -> None:
        if hasattr(self._propagator, "undo"):
            self._propagator.undo(0, Assignment(native), changes)

    def check(self, native) -> None:
        if hasattr(self._propagator, "check"):
            self._propagator.check(PropagateControl(native))

    def decide(self, native, fallback: int) -> int:
        chosen = self._propagator.decide(0, Assignment(native), fallback)
        return fallback if chosen is None else int(chosen)
