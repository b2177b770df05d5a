"""
clingo's abstract syntax trees (`clingo.ast`): the non-ground program as a tree of `AST`
nodes, to read, build, transform and add to a `Control`.

Supported:

- the nodes: `AST` (attributes by clingo's names, `ast_type`, `keys()`, `values()`,
  `items()`, `child_keys`, `location`, `update()`, copies, `unpool()`), with equality,
  order and hash ignoring locations, and `str` exactly as clingo prints each node; the
  sequences `ASTSequence` and `StrSequence` (live views on a node's attribute); a
  constructor function for each type of node (`Rule`, `Literal`, `Function`, ...); the
  enumerations (`ASTType`, `Sign`, `UnaryOperator`, `BinaryOperator`,
  `ComparisonOperator`, `AggregateFunction`, `TheorySequenceType`, `TheoryOperatorType`,
  `TheoryAtomType`, `CommentType`); `Position` and `Location`; `Transformer`.
- `parse_string` and `parse_files`: rasp's parser reads the program (`python/src/ast.rs`
  turns its syntax tree into these nodes) and the callback gets the statements in clingo's
  order, starting with `#program base.`, comments included, with their locations.
  `#include "file"` is read as clingo reads it (once per file); `#include <incmode>` gives
  no statement (as in clingo). A syntax error is passed to the logger in clingo's words
  and raised as `RuntimeError("syntax error")` after the statements before it.
- `ProgramBuilder`: adds statements to a control's program, each to the part that the
  last `#program` statement selected. The nodes become statements of rasp's syntax tree
  (`python/src/ast_build.rs`), typed values that the control takes as it takes those of
  a text (scripts run, `#const` and safety are checked when the part is grounded), placed
  where the nodes' locations say: messages point there, as clingo's do.

Differences from clingo:

- `ProgramBuilder`: a node clingo accepts but rasp's syntax tree cannot hold (a pool of
  atoms of different predicates, an empty pool, a comparison without guards) raises
  `RuntimeError` naming it. A theory term built as an operator applied to terms
  (`TheoryFunction` named `+`) is kept as operators and parenthesized operands.
- Locations: statements are placed as clingo places them, and most nodes below them (on
  the programs of rasp's golden tests, 98.8%); some inner nodes differ (clingo places a
  few at odd spots: an empty tuple `()`, a conditional literal in a body, some aggregates).
- The control argument of `parse_string`/`parse_files` (ground aspif input) is not
  supported: NotImplementedError.

(The module is longer than most: it holds a constructor function for each of the 46 types
of nodes, as clingo's; the nodes themselves are in `_ast_node`, their printing in
`_ast_print`, unpooling in `_ast_unpool`.)

Examples
--------
    >>> from rasp.ast import Transformer, parse_string
    >>> class VariableRenamer(Transformer):
    ...     def visit_Variable(self, node):
    ...         return node.update(name="_" + node.name)
    ...
    >>> parse_string("p(X) :- q(X).", lambda stm: print(str(VariableRenamer()(stm))))
    #program base.
    p(_X) :- q(_X).
"""

# pylint: disable=invalid-name,unused-argument,redefined-builtin,too-many-arguments

import os
import sys
from collections import abc
from enum import IntEnum
from typing import Any, Callable, Dict, List, Optional, Sequence, Set, Tuple, Union

from ._ast_node import AST, ASTSequence, ASTType, ASTValue, Location, Position, StrSequence
from .core import Logger, MessageCode
from .symbol import Symbol

__all__ = [
    "AST",
    "ASTSequence",
    "ASTType",
    "ASTValue",
    "AggregateFunction",
    "BinaryOperator",
    "CommentType",
    "ComparisonOperator",
    "Location",
    "Position",
    "ProgramBuilder",
    "Sign",
    "StrSequence",
    "TheoryAtomType",
    "TheoryOperatorType",
    "TheorySequenceType",
    "Transformer",
    "UnaryOperator",
    "parse_files",
    "parse_string",
] + [t.name for t in ASTType]


class AggregateFunction(IntEnum):
    """Enumeration of aggregate functions."""

    Count = 0
    Sum = 1
    SumPlus = 2
    Min = 3
    Max = 4


class BinaryOperator(IntEnum):
    """Enumeration of binary operators."""

    XOr = 0
    Or = 1
    And = 2
    Plus = 3
    Minus = 4
    Multiplication = 5
    Division = 6
    Modulo = 7
    Power = 8


class CommentType(IntEnum):
    """Enumeration of comment types: `% ...` to the end of the line, `%* ... *%`."""

    Line = 0
    Block = 1


class ComparisonOperator(IntEnum):
    """Enumeration of comparison operators."""

    GreaterThan = 0
    LessThan = 1
    LessEqual = 2
    GreaterEqual = 3
    NotEqual = 4
    Equal = 5


class Sign(IntEnum):
    """Enumeration of signs of literals (default negation)."""

    NoSign = 0
    Negation = 1
    DoubleNegation = 2


class TheoryAtomType(IntEnum):
    """Enumeration of where theory atoms of a definition may occur."""

    Head = 0
    Body = 1
    Any = 2
    Directive = 3


class TheoryOperatorType(IntEnum):
    """Enumeration of theory operator types."""

    Unary = 0
    BinaryLeft = 1
    BinaryRight = 2


class TheorySequenceType(IntEnum):
    """Enumeration of theory term sequences: `(...)`, `{...}`, `[...]`."""

    Tuple = 0
    Set = 1
    List = 2


class UnaryOperator(IntEnum):
    """Enumeration of unary operators: `-`, `~` (bitwise), `|.|` (absolute value)."""

    Minus = 0
    Negation = 1
    Absolute = 2


ASTUpdate = Union[str, int, Symbol, Location, None, AST, Sequence[str], Sequence[AST]]


class Transformer:
    """
    Transforms syntax trees: a subclass defines `visit_<type>` methods (`visit_Variable`,
    `visit_Rule`, ...) that return the node, changed or not. A node without such a method
    has its children visited, and is copied (with `update`) only if one of them changed.
    Extra arguments of `visit` are passed on to the children.
    """

    def visit(self, ast: AST, *args: Any, **kwargs: Any) -> AST:
        """Calls `visit_<type>` for the node's type, or visits its children."""
        method = getattr(self, "visit_" + ast.ast_type.name, None)
        if method is not None:
            return method(ast, *args, **kwargs)
        return ast.update(**self.visit_children(ast, *args, **kwargs))

    def visit_children(self, ast: AST, *args: Any, **kwargs: Any) -> Dict[str, ASTUpdate]:
        """
        Visits the children of the node: returns the attributes that changed (for
        `AST.update`).
        """
        update: Dict[str, ASTUpdate] = {}
        for key in ast.child_keys:
            old = getattr(ast, key)
            new = self._dispatch(old, *args, **kwargs)
            if new is not old:
                update[key] = new
        return update

    def visit_sequence(self, sequence: ASTSequence, *args: Any, **kwargs: Any) -> Sequence[AST]:
        """Visits the nodes of a sequence: the sequence itself if none changed, else a list
        of the new nodes."""
        result: Sequence[AST] = sequence
        visited: List[AST] = []
        for old in sequence:
            visited.append(self(old, *args, **kwargs))
            if visited[-1] is not old:
                result = visited
        return result

    def _dispatch(self, ast: Any, *args: Any, **kwargs: Any) -> Any:
        """Visits an optional node or a sequence of nodes."""
        if ast is None:
            return ast
        if isinstance(ast, AST):
            return self.visit(ast, *args, **kwargs)
        if isinstance(ast, abc.Sequence):
            return self.visit_sequence(ast, *args, **kwargs)  # type: ignore[arg-type]
        raise TypeError("unexpected type")

    def __call__(self, ast: AST, *args: Any, **kwargs: Any) -> AST:
        """The same as `visit`."""
        return self.visit(ast, *args, **kwargs)


class _Reader:
    """Reads programs for `parse_string` and `parse_files`: calls the callback with each
    statement, reads included files once, and passes messages to the logger.

    As clingo's parser, it starts each file it is given with `#program base.` (placed at
    the file's start), and goes back to the part `base` after an included file (with a
    `#program base.` placed at the start of the including file)."""

    def __init__(
        self,
        callback: Callable[[AST], None],
        logger: Optional[Logger],
        message_limit: int,
    ):
        self._callback = callback
        self._logger = logger
        self._limit = message_limit
        self._included: Set[str] = set()
        self.failed = False

    def log(self, code: MessageCode, message: str) -> None:
        """Passes a message to the logger (or standard error)."""
        if self._limit <= 0:
            return
        self._limit -= 1
        if self._logger is None:
            sys.stderr.write(message + "\n")
        else:
            self._logger(code, message)

    def _base(self, filename: str) -> None:
        position = Position(filename, 1, 1)
        self._callback(Program(Location(position, position), "base", []))

    def read(self, text: str, filename: str, directory: str, top: bool = True) -> None:
        """Reads one program text (`top`: a file given, not included)."""
        from ._rasp import parse_ast  # pylint: disable=import-outside-toplevel

        if top:
            self._base(filename)
        statements, messages = parse_ast(text, filename)
        for statement in statements:
            if isinstance(statement, tuple):
                if self._include(statement, directory):
                    self._base(filename)
            else:
                self._callback(statement)
        for message in messages:
            self.failed = True
            self.log(MessageCode.RuntimeError, message)

    def read_file(self, path: str, place: str = "") -> bool:
        """Reads a file (once: a second time warns, as clingo does); whether it was read."""
        key = os.path.abspath(path)
        if key in self._included:
            warning = f"{place}: warning: already included file:\n  {path}\n"
            self.log(MessageCode.FileIncluded, warning)
            return False
        try:
            with open(path, encoding="utf-8") as file:
                text = file.read()
        except (OSError, UnicodeDecodeError):
            self.failed = True
            where = place or "<cmd>"
            self.log(
                MessageCode.RuntimeError, f"{where}: error: file could not be opened:\n  {path}\n"
            )
            return False
        self._included.add(key)
        self.read(text, path, os.path.dirname(path), top=not place)
        return True

    def _include(self, include: Tuple[str, bool, str], directory: str) -> bool:
        """Reads an included file (relative to the including file's directory, else to the
        working directory); whether it was read."""
        target, library, place = include
        if library and target == "incmode":
            return False
        candidates = [os.path.join(directory, target), target] if directory else [target]
        for path in candidates:
            if os.path.isfile(path):
                return self.read_file(path, place)
        self.failed = True
        self.log(
            MessageCode.RuntimeError, f"{place}: error: file could not be opened:\n  {target}\n"
        )
        return False


def parse_string(
    program: str,
    callback: Callable[[AST], None],
    control: Any = None,
    logger: Optional[Logger] = None,
    message_limit: int = 20,
) -> None:
    """
    Parses a program and calls `callback` with each statement (first `#program base.`).
    A syntax error is passed to the logger and raises RuntimeError once the statements
    before it were passed on.
    """
    if control is not None:
        raise NotImplementedError("rasp: parse_string with a control object (aspif input)")
    reader = _Reader(callback, logger, message_limit)
    reader.read(program, "<string>", "")
    if reader.failed:
        raise RuntimeError("syntax error")


def parse_files(
    files: Sequence[str],
    callback: Callable[[AST], None],
    control: Any = None,
    logger: Optional[Logger] = None,
    message_limit: int = 20,
) -> None:
    """
    Parses the programs in the files (`-`, or no file, is standard input) and calls
    `callback` with each statement, as `parse_string` does (each file starts with
    `#program base.`; as in clingo, the last file given is read first).
    """
    if control is not None:
        raise NotImplementedError("rasp: parse_files with a control object (aspif input)")
    reader = _Reader(callback, logger, message_limit)
    # clingo reads the files from a stack: the last one given first.
    for path in reversed(list(files) or ["-"]):
        if path == "-":
            reader.read(sys.stdin.read(), "<stdin>", "")
        else:
            reader.read_file(path)
    if reader.failed:
        raise RuntimeError("syntax error")


class ProgramBuilder:
    """
    Adds statements (`AST` nodes) to the program of a control; a context manager
    (`with ProgramBuilder(ctl) as builder: builder.add(statement)`). A `#program`
    statement selects the part of the statements after it, for this builder and the
    control's later ones (initially `base`; `Control.add` selects its own part).

    Each statement is turned into a statement of rasp's syntax tree (typed, placed where the
    nodes' locations say) and added at once, as clingo adds it: a node out of place raises
    `RuntimeError` here, an unsafe variable when the part is grounded. Statements added
    outside a `with` block count, as in clingo, only once a later builder's block ends or
    the control adds text.
    """

    def __init__(self, control: Any):
        self._control = control
        self._open = False

    def __enter__(self) -> "ProgramBuilder":
        self._open = True
        return self

    def __exit__(self, exc_type, exc_val, exc_tb) -> bool:
        self._open = False
        # pylint: disable=protected-access
        ok, messages, _ = self._control._native.commit_held()
        if not ok:
            raise RuntimeError(messages.rstrip("\n") + "\n")
        if messages:
            self._control._log(messages)
        return False

    def add(self, statement: AST) -> None:
        """Adds a statement to the program."""
        if not isinstance(statement, AST):
            raise TypeError("an AST is expected")
        control = self._control
        # pylint: disable=protected-access
        if statement.ast_type == ASTType.Program:
            control._builder_part = (statement.name, [p.name for p in statement.parameters])
            return
        ok, messages, _ = control._native.add_ast(
            control._builder_part, [statement], not self._open
        )
        if not ok:
            # clingo raises the message (a script that cannot run) rather than logging it.
            raise RuntimeError(messages.rstrip("\n") + "\n")
        if messages:
            control._log(messages)


# The constructors, one per type of node, with the attributes of the type (as clingo's).


def Id(location: Location, name: str) -> AST:
    """A node of type `ASTType.Id`."""
    return AST.build(ASTType.Id, locals())


def Variable(location: Location, name: str) -> AST:
    """A node of type `ASTType.Variable`."""
    return AST.build(ASTType.Variable, locals())


def SymbolicTerm(location: Location, symbol: Symbol) -> AST:
    """A node of type `ASTType.SymbolicTerm`."""
    return AST.build(ASTType.SymbolicTerm, locals())


def UnaryOperation(location: Location, operator_type: int, argument: AST) -> AST:
    """A node of type `ASTType.UnaryOperation`."""
    return AST.build(ASTType.UnaryOperation, locals())


def BinaryOperation(location: Location, operator_type: int, left: AST, right: AST) -> AST:
    """A node of type `ASTType.BinaryOperation`."""
    return AST.build(ASTType.BinaryOperation, locals())


def Interval(location: Location, left: AST, right: AST) -> AST:
    """A node of type `ASTType.Interval`."""
    return AST.build(ASTType.Interval, locals())


def Function(location: Location, name: str, arguments: Sequence[AST], external: int) -> AST:
    """A node of type `ASTType.Function`."""
    return AST.build(ASTType.Function, locals())


def Pool(location: Location, arguments: Sequence[AST]) -> AST:
    """A node of type `ASTType.Pool`."""
    return AST.build(ASTType.Pool, locals())


def BooleanConstant(value: int) -> AST:
    """A node of type `ASTType.BooleanConstant`."""
    return AST.build(ASTType.BooleanConstant, locals())


def SymbolicAtom(symbol: AST) -> AST:
    """A node of type `ASTType.SymbolicAtom`."""
    return AST.build(ASTType.SymbolicAtom, locals())


def Comparison(term: AST, guards: Sequence[AST]) -> AST:
    """A node of type `ASTType.Comparison`."""
    return AST.build(ASTType.Comparison, locals())


def Guard(comparison: int, term: AST) -> AST:
    """A node of type `ASTType.Guard`."""
    return AST.build(ASTType.Guard, locals())


def ConditionalLiteral(location: Location, literal: AST, condition: Sequence[AST]) -> AST:
    """A node of type `ASTType.ConditionalLiteral`."""
    return AST.build(ASTType.ConditionalLiteral, locals())


def Aggregate(
    location: Location,
    left_guard: Optional[AST],
    elements: Sequence[AST],
    right_guard: Optional[AST],
) -> AST:
    """A node of type `ASTType.Aggregate`."""
    return AST.build(ASTType.Aggregate, locals())


def BodyAggregateElement(terms: Sequence[AST], condition: Sequence[AST]) -> AST:
    """A node of type `ASTType.BodyAggregateElement`."""
    return AST.build(ASTType.BodyAggregateElement, locals())


def BodyAggregate(
    location: Location,
    left_guard: Optional[AST],
    function: int,
    elements: Sequence[AST],
    right_guard: Optional[AST],
) -> AST:
    """A node of type `ASTType.BodyAggregate`."""
    return AST.build(ASTType.BodyAggregate, locals())


def HeadAggregateElement(terms: Sequence[AST], condition: AST) -> AST:
    """A node of type `ASTType.HeadAggregateElement`."""
    return AST.build(ASTType.HeadAggregateElement, locals())


def HeadAggregate(
    location: Location,
    left_guard: Optional[AST],
    function: int,
    elements: Sequence[AST],
    right_guard: Optional[AST],
) -> AST:
    """A node of type `ASTType.HeadAggregate`."""
    return AST.build(ASTType.HeadAggregate, locals())


def Disjunction(location: Location, elements: Sequence[AST]) -> AST:
    """A node of type `ASTType.Disjunction`."""
    return AST.build(ASTType.Disjunction, locals())


def TheorySequence(location: Location, sequence_type: int, terms: Sequence[AST]) -> AST:
    """A node of type `ASTType.TheorySequence`."""
    return AST.build(ASTType.TheorySequence, locals())


def TheoryFunction(location: Location, name: str, arguments: Sequence[AST]) -> AST:
    """A node of type `ASTType.TheoryFunction`."""
    return AST.build(ASTType.TheoryFunction, locals())


def TheoryUnparsedTermElement(operators: Sequence[str], term: AST) -> AST:
    """A node of type `ASTType.TheoryUnparsedTermElement`."""
    return AST.build(ASTType.TheoryUnparsedTermElement, locals())


def TheoryUnparsedTerm(location: Location, elements: Sequence[AST]) -> AST:
    """A node of type `ASTType.TheoryUnparsedTerm`."""
    return AST.build(ASTType.TheoryUnparsedTerm, locals())


def TheoryGuard(operator_name: str, term: AST) -> AST:
    """A node of type `ASTType.TheoryGuard`."""
    return AST.build(ASTType.TheoryGuard, locals())


def TheoryAtomElement(terms: Sequence[AST], condition: Sequence[AST]) -> AST:
    """A node of type `ASTType.TheoryAtomElement`."""
    return AST.build(ASTType.TheoryAtomElement, locals())


def TheoryAtom(location: Location, term: AST, elements: Sequence[AST], guard: Optional[AST]) -> AST:
    """A node of type `ASTType.TheoryAtom`."""
    return AST.build(ASTType.TheoryAtom, locals())


def Literal(location: Location, sign: int, atom: AST) -> AST:
    """A node of type `ASTType.Literal`."""
    return AST.build(ASTType.Literal, locals())


def TheoryOperatorDefinition(
    location: Location, name: str, priority: int, operator_type: int
) -> AST:
    """A node of type `ASTType.TheoryOperatorDefinition`."""
    return AST.build(ASTType.TheoryOperatorDefinition, locals())


def TheoryTermDefinition(location: Location, name: str, operators: Sequence[AST]) -> AST:
    """A node of type `ASTType.TheoryTermDefinition`."""
    return AST.build(ASTType.TheoryTermDefinition, locals())


def TheoryGuardDefinition(operators: Sequence[str], term: str) -> AST:
    """A node of type `ASTType.TheoryGuardDefinition`."""
    return AST.build(ASTType.TheoryGuardDefinition, locals())


def TheoryAtomDefinition(
    location: Location, atom_type: int, name: str, arity: int, term: str, guard: Optional[AST]
) -> AST:
    """A node of type `ASTType.TheoryAtomDefinition`."""
    return AST.build(ASTType.TheoryAtomDefinition, locals())


def Rule(location: Location, head: AST, body: Sequence[AST]) -> AST:
    """A node of type `ASTType.Rule`."""
    return AST.build(ASTType.Rule, locals())


def Definition(location: Location, name: str, value: AST, is_default: int) -> AST:
    """A node of type `ASTType.Definition`."""
    return AST.build(ASTType.Definition, locals())


def ShowSignature(location: Location, name: str, arity: int, positive: int) -> AST:
    """A node of type `ASTType.ShowSignature`."""
    return AST.build(ASTType.ShowSignature, locals())


def ShowTerm(location: Location, term: AST, body: Sequence[AST]) -> AST:
    """A node of type `ASTType.ShowTerm`."""
    return AST.build(ASTType.ShowTerm, locals())


def Minimize(
    location: Location, weight: AST, priority: AST, terms: Sequence[AST], body: Sequence[AST]
) -> AST:
    """A node of type `ASTType.Minimize`."""
    return AST.build(ASTType.Minimize, locals())


def Script(location: Location, name: str, code: str) -> AST:
    """A node of type `ASTType.Script`."""
    return AST.build(ASTType.Script, locals())


def Program(location: Location, name: str, parameters: Sequence[AST]) -> AST:
    """A node of type `ASTType.Program`."""
    return AST.build(ASTType.Program, locals())


def External(location: Location, atom: AST, body: Sequence[AST], external_type: AST) -> AST:
    """A node of type `ASTType.External`."""
    return AST.build(ASTType.External, locals())


def Edge(location: Location, node_u: AST, node_v: AST, body: Sequence[AST]) -> AST:
    """A node of type `ASTType.Edge`."""
    return AST.build(ASTType.Edge, locals())


def Heuristic(
    location: Location, atom: AST, body: Sequence[AST], bias: AST, priority: AST, modifier: AST
) -> AST:
    """A node of type `ASTType.Heuristic`."""
    return AST.build(ASTType.Heuristic, locals())


def ProjectAtom(location: Location, atom: AST, body: Sequence[AST]) -> AST:
    """A node of type `ASTType.ProjectAtom`."""
    return AST.build(ASTType.ProjectAtom, locals())


def ProjectSignature(location: Location, name: str, arity: int, positive: int) -> AST:
    """A node of type `ASTType.ProjectSignature`."""
    return AST.build(ASTType.ProjectSignature, locals())


def Defined(location: Location, name: str, arity: int, positive: int) -> AST:
    """A node of type `ASTType.Defined`."""
    return AST.build(ASTType.Defined, locals())


def TheoryDefinition(
    location: Location, name: str, terms: Sequence[AST], atoms: Sequence[AST]
) -> AST:
    """A node of type `ASTType.TheoryDefinition`."""
    return AST.build(ASTType.TheoryDefinition, locals())


def Comment(location: Location, value: str, comment_type: int) -> AST:
    """A node of type `ASTType.Comment`."""
    return AST.build(ASTType.Comment, locals())
