"""
clingo's abstract syntax trees (`clingo.ast`) are not supported by rasp. The module has the
names that libraries use when they are loaded (the classes `AST`, `ASTSequence` and the
enumeration `ASTType`), so that they load; parsing, building or transforming syntax trees
raises NotImplementedError naming the feature.
"""

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


def parse_string(*args, **kwargs):
    """Parsing programs into syntax trees is not supported by rasp (NotImplementedError)."""
    _unsupported("clingo.ast.parse_string")


def parse_files(*args, **kwargs):
    """Parsing programs into syntax trees is not supported by rasp (NotImplementedError)."""
    _unsupported("clingo.ast.parse_files")


class ProgramBuilder:
    """Adds syntax trees to a program: not supported by rasp (NotImplementedError)."""

    def __init__(self, *args, **kwargs):
        _unsupported("clingo.ast.ProgramBuilder")


def __getattr__(name: str):
    if name.startswith("__"):
        raise AttributeError(name)
    _unsupported(f"clingo.ast.{name}")
