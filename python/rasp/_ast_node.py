"""
The nodes of `rasp.ast` (clingo's `clingo.ast`): the class `AST`, the sequences of its
attributes (`ASTSequence`, `StrSequence`), positions and locations, and the table of the
attributes of each type of node (`SCHEMA`). The public names are re-exported by `rasp.ast`.

An `AST` is a plain Python object: its type and a dictionary of its attributes, in the
order of clingo's constructors. As in clingo, equality, order and hash ignore locations;
an attribute holding a sequence is a live view (changing it changes the node), and a
shallow copy has sequences of its own that hold the same children.
"""

from collections import abc
from functools import total_ordering
from typing import Any, Dict, Iterable, List, NamedTuple, Optional, Tuple, Union

from .core import OrderedEnum
from .symbol import Symbol


class ASTType(OrderedEnum):
    """
    Enumeration of the types of syntax tree nodes.
    """

    Id = 0
    Variable = 1
    SymbolicTerm = 2
    UnaryOperation = 3
    BinaryOperation = 4
    Interval = 5
    Function = 6
    Pool = 7
    BooleanConstant = 8
    SymbolicAtom = 9
    Comparison = 10
    Guard = 11
    ConditionalLiteral = 12
    Aggregate = 13
    BodyAggregateElement = 14
    BodyAggregate = 15
    HeadAggregateElement = 16
    HeadAggregate = 17
    Disjunction = 18
    TheorySequence = 19
    TheoryFunction = 20
    TheoryUnparsedTermElement = 21
    TheoryUnparsedTerm = 22
    TheoryGuard = 23
    TheoryAtomElement = 24
    TheoryAtom = 25
    Literal = 26
    TheoryOperatorDefinition = 27
    TheoryTermDefinition = 28
    TheoryGuardDefinition = 29
    TheoryAtomDefinition = 30
    Rule = 31
    Definition = 32
    ShowSignature = 33
    ShowTerm = 34
    Minimize = 35
    Script = 36
    Program = 37
    External = 38
    Edge = 39
    Heuristic = 40
    ProjectAtom = 41
    ProjectSignature = 42
    Defined = 43
    TheoryDefinition = 44
    Comment = 45


class Position(NamedTuple):
    """
    A position in a file: its name, a line and a column (from 1), as clingo's.
    """

    filename: str
    line: int
    column: int


class Location(NamedTuple):
    """
    Where a part of a program stands: the positions of its beginning and its end.
    """

    begin: Position
    end: Position


# The kinds of attributes: a location, a string, an integer (enumerations and flags are
# integers, as in clingo), a symbol, a node, an optional node, a sequence of nodes, a
# sequence of strings.
LOC, STR, INT, SYM, NODE, OPT, SEQ, STRS = "loc", "str", "int", "sym", "node", "opt", "seq", "strs"

_AGGREGATE = (
    ("location", LOC),
    ("left_guard", OPT),
    ("function", INT),
    ("elements", SEQ),
    ("right_guard", OPT),
)
_SIGNATURE = (("location", LOC), ("name", STR), ("arity", INT), ("positive", INT))

SCHEMA: Dict[ASTType, Tuple[Tuple[str, str], ...]] = {
    ASTType.Id: (("location", LOC), ("name", STR)),
    ASTType.Variable: (("location", LOC), ("name", STR)),
    ASTType.SymbolicTerm: (("location", LOC), ("symbol", SYM)),
    ASTType.UnaryOperation: (("location", LOC), ("operator_type", INT), ("argument", NODE)),
    ASTType.BinaryOperation: (
        ("location", LOC),
        ("operator_type", INT),
        ("left", NODE),
        ("right", NODE),
    ),
    ASTType.Interval: (("location", LOC), ("left", NODE), ("right", NODE)),
    ASTType.Function: (("location", LOC), ("name", STR), ("arguments", SEQ), ("external", INT)),
    ASTType.Pool: (("location", LOC), ("arguments", SEQ)),
    ASTType.BooleanConstant: (("value", INT),),
    ASTType.SymbolicAtom: (("symbol", NODE),),
    ASTType.Comparison: (("term", NODE), ("guards", SEQ)),
    ASTType.Guard: (("comparison", INT), ("term", NODE)),
    ASTType.ConditionalLiteral: (("location", LOC), ("literal", NODE), ("condition", SEQ)),
    ASTType.Aggregate: (
        ("location", LOC),
        ("left_guard", OPT),
        ("elements", SEQ),
        ("right_guard", OPT),
    ),
    ASTType.BodyAggregateElement: (("terms", SEQ), ("condition", SEQ)),
    ASTType.BodyAggregate: _AGGREGATE,
    ASTType.HeadAggregateElement: (("terms", SEQ), ("condition", NODE)),
    ASTType.HeadAggregate: _AGGREGATE,
    ASTType.Disjunction: (("location", LOC), ("elements", SEQ)),
    ASTType.TheorySequence: (("location", LOC), ("sequence_type", INT), ("terms", SEQ)),
    ASTType.TheoryFunction: (("location", LOC), ("name", STR), ("arguments", SEQ)),
    ASTType.TheoryUnparsedTermElement: (("operators", STRS), ("term", NODE)),
    ASTType.TheoryUnparsedTerm: (("location", LOC), ("elements", SEQ)),
    ASTType.TheoryGuard: (("operator_name", STR), ("term", NODE)),
    ASTType.TheoryAtomElement: (("terms", SEQ), ("condition", SEQ)),
    ASTType.TheoryAtom: (("location", LOC), ("term", NODE), ("elements", SEQ), ("guard", OPT)),
    ASTType.Literal: (("location", LOC), ("sign", INT), ("atom", NODE)),
    ASTType.TheoryOperatorDefinition: (
        ("location", LOC),
        ("name", STR),
        ("priority", INT),
        ("operator_type", INT),
    ),
    ASTType.TheoryTermDefinition: (("location", LOC), ("name", STR), ("operators", SEQ)),
    ASTType.TheoryGuardDefinition: (("operators", STRS), ("term", STR)),
    ASTType.TheoryAtomDefinition: (
        ("location", LOC),
        ("atom_type", INT),
        ("name", STR),
        ("arity", INT),
        ("term", STR),
        ("guard", OPT),
    ),
    ASTType.Rule: (("location", LOC), ("head", NODE), ("body", SEQ)),
    ASTType.Definition: (("location", LOC), ("name", STR), ("value", NODE), ("is_default", INT)),
    ASTType.ShowSignature: _SIGNATURE,
    ASTType.ShowTerm: (("location", LOC), ("term", NODE), ("body", SEQ)),
    ASTType.Minimize: (
        ("location", LOC),
        ("weight", NODE),
        ("priority", NODE),
        ("terms", SEQ),
        ("body", SEQ),
    ),
    ASTType.Script: (("location", LOC), ("name", STR), ("code", STR)),
    ASTType.Program: (("location", LOC), ("name", STR), ("parameters", SEQ)),
    ASTType.External: (("location", LOC), ("atom", NODE), ("body", SEQ), ("external_type", NODE)),
    ASTType.Edge: (("location", LOC), ("node_u", NODE), ("node_v", NODE), ("body", SEQ)),
    ASTType.Heuristic: (
        ("location", LOC),
        ("atom", NODE),
        ("body", SEQ),
        ("bias", NODE),
        ("priority", NODE),
        ("modifier", NODE),
    ),
    ASTType.ProjectAtom: (("location", LOC), ("atom", NODE), ("body", SEQ)),
    ASTType.ProjectSignature: _SIGNATURE,
    ASTType.Defined: _SIGNATURE,
    ASTType.TheoryDefinition: (("location", LOC), ("name", STR), ("terms", SEQ), ("atoms", SEQ)),
    ASTType.Comment: (("location", LOC), ("value", STR), ("comment_type", INT)),
}

_KINDS: Dict[ASTType, Dict[str, str]] = {t: dict(fields) for t, fields in SCHEMA.items()}


def _location(value: Any) -> Location:
    """A location from anything shaped like one (pairs of triples)."""
    try:
        begin, end = value
        return Location(Position(*begin), Position(*end))
    except (TypeError, ValueError) as error:
        raise TypeError(f"a location is expected, not {value!r}") from error


def _checked_node(value: Any, name: str) -> "AST":
    if not isinstance(value, AST):
        raise TypeError(f"attribute {name}: an AST is expected, not {type(value).__name__}")
    return value


def _checked_str(value: Any, name: str) -> str:
    if not isinstance(value, str):
        raise TypeError(f"attribute {name}: a str is expected, not {type(value).__name__}")
    return value


def convert(kind: str, name: str, value: Any) -> Any:
    """The value of attribute `name` of kind `kind` stored for `value` (checked)."""
    if kind == LOC:
        return _location(value)
    if kind == STR:
        return _checked_str(value, name)
    if kind == INT:
        if not isinstance(value, int):
            raise TypeError(f"attribute {name}: an int is expected, not {value!r}")
        return int(value)
    if kind == SYM:
        if not isinstance(value, Symbol):
            raise TypeError(f"attribute {name}: a Symbol is expected, not {value!r}")
        return value
    if kind == NODE:
        return _checked_node(value, name)
    if kind == OPT:
        return None if value is None else _checked_node(value, name)
    if kind == SEQ:
        return ASTSequence(_checked_node(x, name) for x in list(value))
    return StrSequence(_checked_str(x, name) for x in list(value))


class _Sequence(abc.MutableSequence):
    """
    A sequence that is an attribute of a node (changing it changes the node); its items are
    checked by `_checked`. Sequences compare, order and hash as tuples of their items.
    """

    def __init__(self, items: Iterable = ()):
        self._items: list = list(items)

    @staticmethod
    def _checked(value, name: str):
        raise NotImplementedError

    def __eq__(self, other):
        if not isinstance(other, abc.Sequence):
            return NotImplemented
        return tuple(self) == tuple(other)

    def __lt__(self, other):
        return tuple(self) < tuple(other)

    def __hash__(self):
        return hash(tuple(self._items))

    def __len__(self) -> int:
        return len(self._items)

    def __getitem__(self, index):
        return self._items[index]

    def __setitem__(self, index, value):
        if isinstance(index, slice):
            raise TypeError("slicing not implemented")
        self._items[index] = self._checked(value, "item")

    def __delitem__(self, index):
        if isinstance(index, slice):
            raise TypeError("slicing not implemented")
        del self._items[index]

    def insert(self, index: int, value) -> None:
        """Inserts an item before `index`."""
        self._items.insert(index, self._checked(value, "item"))

    def __str__(self) -> str:
        return str(self._items)

    def __repr__(self) -> str:
        return repr(self._items)


class ASTSequence(_Sequence):
    """A sequence of `AST` nodes: an attribute of a node (changing it changes the node)."""

    @staticmethod
    def _checked(value, name: str):
        return _checked_node(value, name)


class StrSequence(_Sequence):
    """A sequence of strings: an attribute of a node (changing it changes the node)."""

    @staticmethod
    def _checked(value, name: str):
        return _checked_str(value, name)


ASTValue = Union[str, int, Symbol, Location, None, "AST", StrSequence, ASTSequence]


def _key(node: "AST") -> tuple:
    """The key of clingo's order and equality: the type, then the attributes but the
    location (an absent optional node comes first)."""
    parts: list = [node.ast_type.value]
    for name, kind in SCHEMA[node.ast_type]:
        if kind == LOC:
            continue
        value = node._values[name]  # pylint: disable=protected-access
        if kind == OPT:
            parts.append((0,) if value is None else (1, _key(value)))
        elif kind == NODE:
            parts.append(_key(value))
        elif kind == SEQ:
            parts.append(tuple(_key(x) for x in value))
        elif kind == STRS:
            parts.append(tuple(value))
        else:
            parts.append(value)
    return tuple(parts)


@total_ordering
class AST:
    """
    A node of a syntax tree (see the grammar in `rasp.ast`). Its attributes are those of
    its type (`keys()`); build nodes with the constructor functions of `rasp.ast`. Nodes
    compare, order and hash structurally, ignoring locations; `str` is the node as clingo
    prints it (what `parse_string` gives prints as valid input).
    """

    __slots__ = ("_type", "_values")

    def __init__(self, ast_type: ASTType, values: Dict[str, Any]):
        object.__setattr__(self, "_type", ast_type)
        object.__setattr__(self, "_values", values)

    @classmethod
    def build(cls, ast_type: ASTType, args: Dict[str, Any]) -> "AST":
        """A node of type `ast_type` with the attributes `args` (checked and converted)."""
        values = {}
        for name, kind in SCHEMA[ast_type]:
            if name not in args:
                raise TypeError(f"{ast_type.name}: missing attribute {name}")
            values[name] = convert(kind, name, args[name])
        return cls(ast_type, values)

    def __getattr__(self, name: str) -> ASTValue:
        values = object.__getattribute__(self, "_values")
        if name in values:
            return values[name]
        raise AttributeError(f"no attribute: {name}")

    def __setattr__(self, name: str, value: Any) -> None:
        kind = _KINDS[self._type].get(name)
        if kind is None:
            raise AttributeError(f"no attribute: {name}")
        self._values[name] = convert(kind, name, value)

    def __eq__(self, other):
        if not isinstance(other, AST):
            return NotImplemented
        return _key(self) == _key(other)

    def __lt__(self, other):
        if not isinstance(other, AST):
            return NotImplemented
        return _key(self) < _key(other)

    def __hash__(self):
        return hash(_key(self))

    def __str__(self) -> str:
        from ._ast_print import to_string  # pylint: disable=import-outside-toplevel

        return to_string(self)

    def __repr__(self) -> str:
        args = ", ".join(repr(x) for x in self.values())
        return f"ast.{self._type.name}({args})"

    def __copy__(self) -> "AST":
        """A shallow copy: sequences of its own that hold the same children."""
        values = {}
        for name, kind in SCHEMA[self._type]:
            value = self._values[name]
            if kind == SEQ:
                value = ASTSequence(value)
            elif kind == STRS:
                value = StrSequence(value)
            values[name] = value
        return AST(self._type, values)

    def __deepcopy__(self, memo: Optional[dict] = None) -> "AST":
        """A deep copy: every node below is copied too."""
        values = {}
        for name, kind in SCHEMA[self._type]:
            value = self._values[name]
            if kind == SEQ:
                value = ASTSequence(x.__deepcopy__(memo) for x in value)
            elif kind == STRS:
                value = StrSequence(value)
            elif kind == NODE or (kind == OPT and value is not None):
                value = value.__deepcopy__(memo)
            values[name] = value
        return AST(self._type, values)

    def update(self, **kwargs: Any) -> "AST":
        """
        A copy of the node with the attributes given replaced (the node itself if none is
        given).
        """
        if not kwargs:
            return self
        args = {name: kwargs.get(name, self._values[name]) for name, _ in SCHEMA[self._type]}
        unknown = set(kwargs) - set(args)
        if unknown:
            raise AttributeError(f"no attribute: {sorted(unknown)[0]}")
        return AST.build(self._type, args)

    def items(self) -> List[Tuple[str, ASTValue]]:
        """The attributes of the node: pairs of name and value."""
        return [(name, self._values[name]) for name, _ in SCHEMA[self._type]]

    def keys(self) -> List[str]:
        """The names of the node's attributes."""
        return [name for name, _ in SCHEMA[self._type]]

    def values(self) -> List[ASTValue]:
        """The values of the node's attributes."""
        return [self._values[name] for name, _ in SCHEMA[self._type]]

    @property
    def ast_type(self) -> ASTType:
        """The type of the node."""
        return self._type

    @property
    def child_keys(self) -> List[str]:
        """The names of the attributes that hold nodes (or sequences of nodes)."""
        return [name for name, kind in SCHEMA[self._type] if kind in (NODE, OPT, SEQ)]

    def unpool(self, other: bool = True, condition: bool = True) -> List["AST"]:
        """
        The nodes without pools this one stands for (see `rasp._ast_unpool`): `other`
        removes the pools outside conditions of conditional literals, `condition` those in
        them.
        """
        from ._ast_unpool import unpool  # pylint: disable=import-outside-toplevel

        return unpool(self, other, condition)
