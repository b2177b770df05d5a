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
from typing import Any, ContextManager, List, Optional, Sequence, Tuple

from .core import OrderedEnum, TruthValue
from .symbol import Symbol, _decode

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
    Interface to observe the ground program (`Control.register_observer`): every method is
    optional, and called with clingo's arguments: `init_program(incremental)`,
    `begin_step()`, `rule(choice, head, body)`, `weight_rule(choice, head, lower_bound,
    body)`, `minimize(priority, literals)`, `project(atoms)`, `output_atom(symbol, atom)`,
    `output_term(symbol, condition)`, `external(atom, value)`, `assume(literals)`,
    `heuristic(atom, type_, bias, priority, condition)`, `acyc_edge(node_u, node_v,
    condition)`, `theory_term_number(term_id, number)`, `theory_term_string(term_id, name)`,
    `theory_term_compound(term_id, name_id_or_type, arguments)`, `theory_element(element_id,
    terms, condition)`, `theory_atom(atom_id_or_zero, term_id, elements)`,
    `theory_atom_with_guard(atom_id_or_zero, term_id, elements, operator_id,
    right_hand_side_id)`, `end_step()`.
    """


class _Observers:
    """
    The observers of a `Control`: `init_program` before the first step, `begin_step` when
    a grounding step or a backend begins one, the statements of each grounding step (the
    ground program's, read after it: rasp's ground program, whose rules and auxiliary atoms
    are not gringo's) and of the backend (as they are added), `end_step` when a solve call
    ends the step.
    """

    def __init__(self, native):
        self._native = native
        self.observers: List[Any] = []
        self._started = False
        self._open = False

    def add(self, observer, replace: bool) -> None:
        if replace:
            raise NotImplementedError("rasp: observers that replace the solver (replace=True)")
        self.observers.append(observer)

    def call(self, name: str, *args) -> None:
        for observer in self.observers:
            method = getattr(observer, name, None)
            if method is not None:
                method(*args)

    def begin(self) -> None:
        if not self.observers:
            return
        if not self._started:
            self._started = True
            self.call("init_program", True)
        if not self._open:
            self._open = True
            self.call("begin_step")

    def end(self) -> None:
        if self._open:
            self._open = False
            self.call("end_step")

    def grounded(self, mark) -> None:
        """Tells the observers of the statements since `mark` (`program_mark`)."""
        statements, theory = self._native.program_since(mark)
        self._theory(theory)
        for choice, head, body in statements["rule"]:
            self.call("rule", choice, head, body)
        for choice, head, lower, body in statements["weight_rule"]:
            self.call("weight_rule", choice, head, lower, body)
        for priority, literals in statements["minimize"]:
            self.call("minimize", priority, literals)
        if statements["project"]:
            self.call("project", statements["project"])
        for symbol, atom in statements["output_atom"]:
            self.call("output_atom", _decode(symbol), atom)
        for symbol, condition in statements["output_term"]:
            self.call("output_term", _decode(symbol), condition)
        for atom, value in statements["external"]:
            self.call("external", atom, _TRUTH[value])
        if statements["assume"]:
            self.call("assume", statements["assume"])
        for atom, modifier, bias, priority, condition in statements["heuristic"]:
            self.call("heuristic", atom, HeuristicType(modifier), bias, priority, condition)
        for node_u, node_v, condition in statements["acyc_edge"]:
            self.call("acyc_edge", node_u, node_v, condition)

    def _theory(self, plain) -> None:
        terms, elements, atoms = plain
        fresh = [max(list(terms) + [-1]) + 1]

        def string(name: str) -> int:
            term = fresh[0]
            fresh[0] += 1
            self.call("theory_term_string", term, name)
            return term

        # clingo's codes of the sequences: tuple -1, set -2, list -3.
        sequence = {0: -1, 2: -2, 1: -3}
        for term, (kind, number, name, arguments) in sorted(terms.items()):
            if kind == 4:
                self.call("theory_term_number", term, number)
            elif kind == 5:
                self.call("theory_term_string", term, name)
            elif kind == 3:
                self.call("theory_term_compound", term, string(name), arguments)
            else:
                self.call("theory_term_compound", term, sequence[kind], arguments)
        for element, (element_terms, condition, _) in sorted(elements.items()):
            self.call("theory_element", element, element_terms, condition)
        for literal, term, element_ids, guard in atoms:
            if guard is None:
                self.call("theory_atom", literal, term, element_ids)
            else:
                operator, right = guard
                self.call("theory_atom_with_guard", literal, term, element_ids,
                          string(operator), right)


_TRUTH = {0: TruthValue.Free, 1: TruthValue.True_, 2: TruthValue.False_, 3: TruthValue.Release}


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

    def __init__(self, native, on_close=None, observers: Optional[_Observers] = None):
        self._native = native
        self._on_close = on_close
        self._observers = observers
        if observers is not None:
            observers.begin()

    def _observe(self, name: str, *args) -> None:
        if self._observers is not None:
            self._observers.call(name, *args)

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
        self._observe("acyc_edge", node_u, node_v, list(condition))

    def add_assume(self, literals: Sequence[int]) -> None:
        """Add assumptions: the literals must hold in the following solve calls."""
        self._native.backend_add("assume", (list(literals),))
        self._observe("assume", list(literals))

    def add_atom(self, symbol: Optional[Symbol] = None) -> int:
        """
        Return a fresh program atom or the atom associated with the given symbol (the
        atom of the symbol is added to the symbolic atoms if it is new).
        """
        atom = self._native.backend_atom(None if symbol is None else symbol._encode())
        if symbol is not None:
            self._observe("output_atom", symbol, atom)
        return atom

    def add_external(self, atom: int, value: TruthValue = TruthValue.False_) -> None:
        """Mark an atom as external and set its truth value (or release it)."""
        self._native.backend_add("external", (atom, _external_value(value)))
        self._observe("external", atom, _TRUTH[_external_value(value)])

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
        self._observe("heuristic", atom, HeuristicType(type_), bias, priority, list(condition))

    def add_minimize(self, priority: int, literals: Sequence[Tuple[int, int]]) -> None:
        """Add a minimize constraint over weighted literals `(literal, weight)`."""
        self._native.backend_add("minimize", (priority, [tuple(lw) for lw in literals]))
        self._observe("minimize", priority, [tuple(lw) for lw in literals])

    def add_project(self, atoms: Sequence[int]) -> None:
        """Add a projection directive over the atoms."""
        self._native.backend_add("project", (list(atoms),))
        self._observe("project", list(atoms))

    def add_rule(self, head: Sequence[int], body: Sequence[int] = (), choice: bool = False) -> None:
        """Add a disjunctive or choice rule; an empty head is an integrity constraint."""
        self._native.backend_add("rule", (bool(choice), list(head), list(body)))
        self._observe("rule", bool(choice), list(head), list(body))

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
        self._observe("weight_rule", bool(choice), list(head), lower,
                      [tuple(lw) for lw in body])

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
