"""
clingo's `backend` module: adding ground statements (in aspif's terms: atoms, literals,
rules, weight rules, minimize statements, ...) to a program directly, with
`Control.backend()`.

Examples
--------
    >>> import rasp as clingo
    >>> ctl = clingo.Control()
    >>> with ctl.backend() as backend:
    ...     a = backend.add_atom(clingo.Function("a"))
    ...     backend.add_rule([a])
    >>> ctl.solve(on_model=print)
    a
    SAT

Observers are not supported: NotImplementedError.
"""

from abc import ABCMeta
from typing import ContextManager, Optional, Sequence, Tuple

from .core import OrderedEnum, TruthValue
from .symbol import Symbol

__all__ = ["Backend", "HeuristicType", "Observer", "TheorySequenceType"]


class TheorySequenceType(OrderedEnum):
    """Enumeration of the theory term sequences (the backend's `add_theory_term_sequence`)."""

    List = 2
    Set = 1
    Tuple = 0


class HeuristicType(OrderedEnum):
    """Enumeration of the different heuristic types."""

    Factor = 2
    False_ = 5
    Init = 3
    Level = 0
    Sign = 1
    True_ = 4


class Observer(metaclass=ABCMeta):
    """
    Interface to observe the ground program (observers are not supported by rasp:
    `Control.register_observer` raises NotImplementedError).
    """


def _external_value(value) -> int:
    if isinstance(value, TruthValue):
        return value.value
    return {None: 0, True: 1, False: 2}.get(value, 2)


class Backend(ContextManager["Backend"]):
    """
    Backend object providing a low level interface to extend a logic program. Statements
    added take effect when the backend is closed (the `with` block ends), or before the
    next grounding or solving call.
    """

    def __init__(self, native, on_close=None):
        self._native = native
        self._on_close = on_close

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()
        return False

    def close(self) -> None:
        """Adds the statements so far to the program."""
        self._native.flush()
        if self._on_close is not None:
            self._on_close()

    def add_acyc_edge(self, node_u: int, node_v: int, condition: Sequence[int]) -> None:
        """Add an edge directive (`#edge`) from `node_u` to `node_v` under `condition`."""
        self._native.backend_add("edge", (node_u, node_v, list(condition)))

    def add_assume(self, literals: Sequence[int]) -> None:
        """Add assumptions: the literals must hold in the following solve calls."""
        self._native.backend_add("assume", (list(literals),))

    def add_atom(self, symbol: Optional[Symbol] = None) -> int:
        """
        Return a fresh program atom or the atom associated with the given symbol (the
        atom of the symbol is added to the symbolic atoms if it is new).
        """
        return self._native.backend_atom(None if symbol is None else symbol._encode())

    def add_external(self, atom: int, value: TruthValue = TruthValue.False_) -> None:
        """Mark an atom as external and set its truth value (or release it)."""
        self._native.backend_add("external", (atom, _external_value(value)))

    def add_heuristic(
        self,
        atom: int,
        type_: HeuristicType,
        bias: int,
        priority: int,
        condition: Sequence[int],
    ) -> None:
        """Add a heuristic directive (`#heuristic`)."""
        self._native.backend_add(
            "heuristic", (atom, HeuristicType(type_).value, bias, priority, list(condition))
        )

    def add_minimize(self, priority: int, literals: Sequence[Tuple[int, int]]) -> None:
        """Add a minimize constraint over weighted literals `(literal, weight)`."""
        self._native.backend_add("minimize", (priority, [tuple(lw) for lw in literals]))

    def add_project(self, atoms: Sequence[int]) -> None:
        """Add a projection directive over the atoms."""
        self._native.backend_add("project", (list(atoms),))

    def add_rule(self, head: Sequence[int], body: Sequence[int] = (), choice: bool = False) -> None:
        """Add a disjunctive or choice rule; an empty head is an integrity constraint."""
        self._native.backend_add("rule", (bool(choice), list(head), list(body)))

    def add_weight_rule(
        self,
        head: Sequence[int],
        lower: int,
        body: Sequence[Tuple[int, int]],
        choice: bool = False,
    ) -> None:
        """Add a disjunctive or choice rule with one weight constraint with a lower bound."""
        self._native.backend_add(
            "weight_rule", (bool(choice), list(head), lower, [tuple(lw) for lw in body])
        )

    def add_theory_atom(
        self,
        term_id: int,
        elements: Sequence[int],
        atom_id_or_zero: Optional[int] = None,
    ) -> int:
        """
        Add a theory atom without a guard: its term, elements (ids) and program atom (a
        fresh one if None, 0 for a directive). An equal theory atom added before keeps its
        atom, which is returned. Unless a rule derives its atom, the atom is free (rasp
        solves no theory).
        """
        return self._theory_atom(term_id, elements, None, atom_id_or_zero)

    def add_theory_atom_with_guard(
        self,
        term_id: int,
        elements: Sequence[int],
        operator: str,
        right_hand_side_id: int,
        atom_id_or_zero: Optional[int] = None,
    ) -> int:
        """Add a theory atom with a guard (`operator`, term id), as `add_theory_atom`."""
        guard = (operator, right_hand_side_id)
        return self._theory_atom(term_id, elements, guard, atom_id_or_zero)

    def _theory_atom(self, term_id, elements, guard, atom_id_or_zero) -> int:
        atom = atom_id_or_zero
        return self._native.backend_theory("atom", (atom, term_id, list(elements), guard))

    def add_theory_element(self, terms: Sequence[int], condition: Sequence[int]) -> int:
        """Add a theory element: a tuple of terms (ids) under a condition (literals)."""
        return self._native.backend_theory("element", (list(terms), list(condition)))

    def add_theory_term_function(self, name: str, arguments: Sequence[int]) -> int:
        """Add a theory term for a function (or operator) applied to terms (ids)."""
        return self._native.backend_theory("function", (name, list(arguments)))

    def add_theory_term_number(self, number: int) -> int:
        """Add a numeric theory term."""
        return self._native.backend_theory("number", (number,))

    def add_theory_term_sequence(
        self, sequence_type: TheorySequenceType, arguments: Sequence[int]
    ) -> int:
        """Add a theory term for a tuple, set or list of terms (ids)."""
        kind = TheorySequenceType(sequence_type).value
        return self._native.backend_theory("sequence", (kind, list(arguments)))

    def add_theory_term_string(self, string: str) -> int:
        """Add a theory term for a name (a symbol)."""
        return self._native.backend_theory("string", (string,))

    def add_theory_term_symbol(self, symbol: Symbol) -> int:
        """Add the theory term of a symbol (a number, a name, a function, a tuple)."""
        return self._native.backend_theory("symbol", (symbol._encode(),))
