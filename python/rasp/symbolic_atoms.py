"""
Functions and classes related to symbolic atoms: the atoms of the ground program with
their symbols.
"""

from typing import Dict, Iterator, List, Optional, Tuple

from .symbol import Symbol, _decode

__all__ = ["SymbolicAtom", "SymbolicAtoms"]


class SymbolicAtom:
    """
    Captures a symbolic atom and provides properties to inspect its state.
    """

    __slots__ = ("_symbol", "_id", "_fact", "_external", "_literal")

    def __init__(self, symbol: Symbol, atom_id: int, fact: bool, external: bool, literal: int):
        self._symbol = symbol
        self._id = atom_id
        self._fact = fact
        self._external = external
        self._literal = literal

    def match(self, name: str, arity: int, positive: bool = True) -> bool:
        """Check if the atom matches the given signature."""
        return self._symbol.match(name, arity, positive)

    @property
    def is_external(self) -> bool:
        """Whether the atom is an external atom."""
        return self._external

    @property
    def is_fact(self) -> bool:
        """Whether the atom is a fact."""
        return self._fact

    @property
    def literal(self) -> int:
        """The program literal associated with the atom."""
        return self._literal

    @property
    def symbol(self) -> Symbol:
        """The representation of the atom in form of a symbol."""
        return self._symbol

    def __repr__(self) -> str:
        return f"SymbolicAtom({self._symbol!r})"


class SymbolicAtoms:
    """
    This class provides read-only access to the atom base of the grounder: iterable, a
    lookup by symbol (`atoms[symbol]`, `symbol in atoms`) and by signature.
    """

    def __init__(self, entries: List[Tuple[object, int, bool, bool]]):
        # Facts without an atom of their own get literals past the program's atoms: true in
        # every model.
        self._first_fact = max([e[1] for e in entries], default=0) + 1
        self._atoms: List[SymbolicAtom] = []
        next_fact = self._first_fact
        for encoded, atom_id, fact, external in entries:
            literal = atom_id
            if not atom_id:
                literal, next_fact = next_fact, next_fact + 1
            self._atoms.append(SymbolicAtom(_decode(encoded), atom_id, fact, external, literal))
        self._end_fact = next_fact
        self._by_symbol: Dict[Symbol, SymbolicAtom] = {a._symbol: a for a in self._atoms}
        self.position: Dict[Symbol, int] = {a._symbol: i for i, a in enumerate(self._atoms)}
        self._by_literal: Dict[int, SymbolicAtom] = {}
        for atom in self._atoms:
            self._by_literal.setdefault(atom._literal, atom)

    def __call__(self) -> "SymbolicAtoms":
        return self

    def lookup(self, symbol: Symbol) -> Optional[SymbolicAtom]:
        """The atom of `symbol`, if there is one."""
        return self._by_symbol.get(symbol)

    def is_fact_literal(self, literal: int) -> bool:
        """Whether `literal` is that of a fact without an atom of its own (always true)."""
        return self._first_fact <= literal < self._end_fact

    def by_literal(self, literal: int) -> Optional[SymbolicAtom]:
        """The atom of a (positive) program literal, if there is one."""
        return self._by_literal.get(literal)

    def __contains__(self, symbol) -> bool:
        return symbol in self._by_symbol

    def __getitem__(self, symbol: Symbol) -> Optional[SymbolicAtom]:
        return self._by_symbol.get(symbol)

    def __iter__(self) -> Iterator[SymbolicAtom]:
        return iter(self._atoms)

    def __len__(self) -> int:
        return len(self._atoms)

    def by_signature(self, name: str, arity: int, positive: bool = True) -> Iterator[SymbolicAtom]:
        """Return an iterator over the symbolic atoms with the given signature."""
        return (a for a in self._atoms if a._symbol.match(name, arity, positive))

    @property
    def signatures(self) -> List[Tuple[str, int, bool]]:
        """The list of predicate signatures occurring in the program."""
        seen: Dict[Tuple[str, int, bool], None] = {}
        for atom in self._atoms:
            symbol = atom._symbol
            seen[(symbol.name, len(symbol.arguments), symbol.positive)] = None
        return list(seen)
