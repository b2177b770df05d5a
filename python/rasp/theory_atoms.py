'''
Functions and classes to work with theory atoms (clingo's `theory_atoms` module).

`Control.theory_atoms` iterates over the theory atoms of the steps grounded (or added by
the backend) since the last solve call, as clingo's does; their terms, elements and
literals are those of the ground program (the literals are the atoms' ids, as symbolic
atoms and the backend number them).

Examples
--------
    >>> import rasp as clingo
    >>>
    >>> ctl = clingo.Control()
    >>> ctl.add('base', [], """\\
    ... #theory example {
    ...     t { };
    ...     &a/0 : t, head
    ... }.
    ... {c}.
    ... &a { t: c }.
    ... """)
    >>> ctl.ground([('base', [])])
    >>> atm = next(ctl.theory_atoms)
    >>> print(atm)
    &a{t: c}
    >>> elm = atm.elements[0]
    >>> print(elm)
    t: c
'''

from functools import total_ordering
from typing import Callable, Dict, List, Optional, Tuple

from .core import OrderedEnum

__all__ = ["TheoryAtom", "TheoryElement", "TheoryTerm", "TheoryTermType"]

# The characters that make a function name an operator when printed (gringo's).
_OPERATOR_CHARS = "/!<=>+-*\\?&@|:;~^."

# The first temporary literal clingo gives a condition of several literals.
_FIRST_CONDITION_ID = 0x10000002


class TheoryTermType(OrderedEnum):
    """
    Enumeration of theory term types.
    """

    Function = 3
    """
    For a function theory terms.
    """
    List = 1
    """
    For list theory terms.
    """
    Number = 4
    """
    For numeric theory terms.
    """
    Set = 2
    """
    For set theory terms.
    """
    Symbol = 5
    """
    For symbolic theory terms (symbol here means the term is a string).
    """
    Tuple = 0
    """
    For tuple theory terms.
    """


def _aux_text(literal: int) -> str:
    """A literal as clingo writes one of an auxiliary atom: `#aux(3)`, `not #aux(3)`."""
    return f"#aux({literal})" if literal > 0 else f"not #aux({-literal})"


class _TheoryData:
    """
    The theory atoms of a program as the native session gives them: terms `id -> (type,
    number, name, argument ids)`, elements `id -> (term ids, condition, added by the
    backend)` and atoms `(literal, term id, element ids, guard)`; `literal_text(literal)`
    writes a condition literal (its atom's symbol, `#aux(n)` for an atom without one); the
    backend's conditions are written `#aux(n)` (as clingo's).
    """

    def __init__(self, plain, literal_text: Callable[[int], str]):
        self.terms: Dict[int, tuple] = plain[0]
        self.elements: Dict[int, tuple] = plain[1]
        self.atoms: List[tuple] = plain[2]
        self.literal_text = literal_text
        self._condition_ids: Dict[Tuple[int, ...], int] = {}

    def condition_id(self, element: int) -> int:
        """The id of an element's condition: 0 if empty, its literal if it has one."""
        condition = tuple(self.elements[element][1])
        if len(condition) <= 1:
            return condition[0] if condition else 0
        return self._condition_ids.setdefault(
            condition, _FIRST_CONDITION_ID + len(self._condition_ids)
        )

    def term_str(self, term: int) -> str:
        """Term `term` as gringo prints it (operators in parentheses: `(1+x)`, `(-x)`)."""
        out: List[str] = []
        self._write_term(out, term)
        return "".join(out)

    def _write_term(self, out: List[str], term: int) -> None:
        type_, number, name, args = self.terms[term]
        if type_ == TheoryTermType.Number.value:
            out.append(f"({number})" if number < 0 else str(number))
            return
        if type_ == TheoryTermType.Symbol.value:
            out.append(name)
            return
        open_, close = {1: "[]", 2: "{}"}.get(type_, "()")
        op = None
        if type_ == TheoryTermType.Function.value and len(args) <= 2:
            if name[:1] and name[0] in _OPERATOR_CHARS:
                op = name
            elif name == "not":
                op = "not " if len(args) == 1 else " not "
        if type_ == TheoryTermType.Function.value and op is None:
            out.append(name)
        out.append(open_)
        if op is not None and len(args) <= 1:
            out.append(op)
        for i, arg in enumerate(args):
            if i > 0:
                out.append("," if op is None else op)
            self._write_term(out, arg)
        if type_ == TheoryTermType.Tuple.value and len(args) == 1:
            out.append(",")
        out.append(close)

    def element_str(self, element: int) -> str:
        """Element `element` as clingo prints it: `t1,t2: l1,l2` (`: ` if it is empty)."""
        terms, condition, from_backend = self.elements[element]
        text = ",".join(self.term_str(t) for t in terms)
        if condition or not terms:
            text += ": "
        write = _aux_text if from_backend else self.literal_text
        return text + ",".join(write(lit) for lit in condition)

    def atom_str(self, atom: int) -> str:
        """Atom `atom` as clingo prints it: `&name{e1;e2}` then its guard (`<=3`)."""
        _, term, elements, guard = self.atoms[atom]
        text = "&" + self.term_str(term) + "{" + ";".join(map(self.element_str, elements)) + "}"
        if guard is not None:
            text += guard[0] + self.term_str(guard[1])
        return text


@total_ordering
class _ById:
    """A view of one term, element or atom of the theory data: compared, ordered and hashed
    by its id, as clingo's are."""

    __slots__ = ("_rep", "_idx")

    def __init__(self, rep: _TheoryData, idx: int):
        self._rep = rep
        self._idx = idx

    def __hash__(self):
        return self._idx

    def __eq__(self, other):
        return self._idx == other._idx

    def __lt__(self, other):
        return self._idx < other._idx


class TheoryTerm(_ById):
    """
    `TheoryTerm` objects represent theory terms.

    Theory terms have a readable string representation, implement Python's rich
    comparison operators, and can be used as dictionary keys.
    """

    __slots__ = ()

    def __str__(self):
        return self._rep.term_str(self._idx)

    def __repr__(self):
        return f"TheoryTerm({self._rep!r})"

    @property
    def arguments(self) -> List["TheoryTerm"]:
        """
        The arguments of the term (for functions, tuples, list, and sets).
        """
        return [TheoryTerm(self._rep, arg) for arg in self._rep.terms[self._idx][3]]

    @property
    def name(self) -> str:
        """
        The name of the term (for symbols and functions).
        """
        name = self._rep.terms[self._idx][2]
        if name is None:
            raise RuntimeError("Invalid term cast")
        return name

    @property
    def number(self) -> int:
        """
        The numeric representation of the term (for numbers).
        """
        if self._rep.terms[self._idx][0] != TheoryTermType.Number.value:
            raise RuntimeError("Invalid term cast")
        return self._rep.terms[self._idx][1]

    @property
    def type(self) -> TheoryTermType:
        """
        The type of the theory term.
        """
        return TheoryTermType(self._rep.terms[self._idx][0])


class TheoryElement(_ById):
    """
    Class to represent theory elements.

    Theory elements have a readable string representation, implement Python's rich
    comparison operators, and can be used as dictionary keys.
    """

    __slots__ = ()

    def __str__(self):
        return self._rep.element_str(self._idx)

    def __repr__(self):
        return f"TheoryElement({self._rep!r})"

    @property
    def condition(self) -> List[int]:
        """
        The condition of the element in form of a list of program literals.
        """
        return list(self._rep.elements[self._idx][1])

    @property
    def condition_id(self) -> int:
        """
        Each condition has an id, which is a temporary program literal: 0 for an empty
        condition, the literal of a condition of one, a fresh one otherwise.
        """
        return self._rep.condition_id(self._idx)

    @property
    def terms(self) -> List[TheoryTerm]:
        """
        The tuple of the element.
        """
        return [TheoryTerm(self._rep, term) for term in self._rep.elements[self._idx][0]]


class TheoryAtom(_ById):
    """
    Class to represent theory atoms.

    Theory atoms have a readable string representation, implement Python's rich
    comparison operators, and can be used as dictionary keys.
    """

    __slots__ = ()

    def __str__(self):
        return self._rep.atom_str(self._idx)

    def __repr__(self):
        return f"TheoryAtom({self._rep!r})"

    @property
    def elements(self) -> List[TheoryElement]:
        """
        The elements of the atom.
        """
        return [TheoryElement(self._rep, elem) for elem in self._rep.atoms[self._idx][2]]

    @property
    def guard(self) -> Optional[Tuple[str, TheoryTerm]]:
        """
        The guard of the atom or None if the atom has no guard.
        """
        guard = self._rep.atoms[self._idx][3]
        if guard is None:
            return None
        return (guard[0], TheoryTerm(self._rep, guard[1]))

    @property
    def literal(self) -> int:
        """
        The program literal associated with the atom (0 for a directive).
        """
        return self._rep.atoms[self._idx][0]

    @property
    def term(self) -> TheoryTerm:
        """
        The term of the atom.
        """
        return TheoryTerm(self._rep, self._rep.atoms[self._idx][1])
