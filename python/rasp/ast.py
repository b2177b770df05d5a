"""
clingo's abstract syntax trees (`clingo.ast`) are not supported by rasp. The module has the
names that libraries use when they are loaded (the classes `AST`, `ASTSequence` and the
enumeration `ASTType`), so that they load; building or transforming syntax trees raises
NotImplementedError naming the feature.

One use works: passing a program from `parse_string` (or `parse_files`) to a
`ProgramBuilder` unchanged. The callback gets the program as one opaque statement (its
`str` is the program text); inspecting it raises NotImplementedError.
"""

from typing import NamedTuple
from .core import OrderedEnum


class ASTType(OrderedEnum):
    """
    Enumeration of the types of abstract syntax trees (their names only, in rasp).
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


def _unsupported(what: str):
    raise NotImplementedError(f"rasp: clingo.ast is not supported ({what})")


class AST:
    """An abstract syntax tree: not supported by rasp (NotImplementedError)."""

    def __init__(self, *args, **kwargs):
        _unsupported("clingo.ast.AST")


class ASTSequence:
    """A sequence of syntax trees: not supported by rasp (NotImplementedError)."""

    def __init__(self, *args, **kwargs):
        _unsupported("clingo.ast.ASTSequence")


class Transformer:
    """Transforms syntax trees: not supported by rasp (NotImplementedError)."""

    def __init__(self, *args, **kwargs):
        _unsupported("clingo.ast.Transformer")


class _ProgramText:
    """A program passed through `parse_string` (see the module documentation)."""

    def __init__(self, text: str):
        self._text = text

    def __str__(self) -> str:
        return self._text

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        _unsupported(f"clingo.ast.AST.{name} (the statements of parse_string)")


def parse_string(program: str, callback, control=None, logger=None, message_limit: int = 20):
    """
    Calls `callback` with the program as one opaque statement (see the module
    documentation), for a `ProgramBuilder` (syntax errors are reported when it is added).
    """
    if control is not None:
        _unsupported("clingo.ast.parse_string with a control object")
    callback(_ProgramText(program))


def parse_files(files, callback, control=None, logger=None, message_limit: int = 20):
    """Calls `callback` with each file's program as one opaque statement (see `parse_string`)."""
    for path in files:
        with open(path, encoding="utf-8") as file:
            parse_string(file.read(), callback, control, logger, message_limit)


class ProgramBuilder:
    """
    Adds statements to a program: rasp takes only the opaque statements of `parse_string`
    (see the module documentation); others raise NotImplementedError.
    """

    def __init__(self, control):
        self._control = control

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        return False

    def add(self, statement) -> None:
        """Adds a statement of `parse_string` to the program."""
        if not isinstance(statement, _ProgramText):
            _unsupported("clingo.ast.ProgramBuilder.add of a syntax tree")
        self._control.add("base", [], str(statement))


def __getattr__(name: str):
    if name.startswith("__"):
        raise AttributeError(name)
    _unsupported(f"clingo.ast.{name}")


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
