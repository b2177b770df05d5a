"""
rasp's `ast` module against clingo's (the oracle): every program of `tests/golden/` that
clingo parses is parsed by both (`parse_files`), and the statements must be the same:
their number, their text (`str`), the types of their nodes and their locations (those of
inner nodes may differ: see `rasp.ast`); a program transformed by a
`Transformer` and added through a `ProgramBuilder` must have clingo's answer sets.
"""

import os
from typing import Any, Dict, List, Optional, Tuple

import pytest

import rasp
from rasp import ast as rasp_ast

ROOT = os.path.join(os.path.dirname(__file__), "..", "..", "tests", "golden")

# The programs whose syntax trees differ from clingo's, with the reason.
KNOWN: Dict[str, str] = {}


def _types(node: Any, module: Any) -> Any:
    """The tree of node types below a node (or a sequence of them)."""
    if node is None:
        return None
    if isinstance(node, module.AST):
        children = tuple(_types(getattr(node, key), module) for key in node.child_keys)
        return (node.ast_type.name, children)
    return tuple(_types(child, module) for child in node)


def _parse(module: Any, path: str) -> Optional[List[Any]]:
    """The statements of a file, or None if it does not parse."""
    statements: List[Any] = []
    try:
        module.parse_files([path], statements.append, logger=lambda code, message: None)
    except RuntimeError:
        return None
    return statements


def _compare(clingo: Any, path: str) -> Tuple[int, int, List[str]]:
    """(statements compared, statements equal, differences) of one program."""
    theirs = _parse(clingo.ast, path)
    if theirs is None:
        return 0, 0, []
    ours = _parse(rasp_ast, path)
    if ours is None:
        return len(theirs), 0, [f"{path}: rasp does not parse it"]
    differences = []
    if len(ours) != len(theirs):
        differences.append(f"{path}: {len(ours)} statements, clingo {len(theirs)}")
    equal = 0
    for mine, other in zip(ours, theirs):
        if str(mine) != str(other):
            differences.append(f"{path}: {str(mine)!r} != {str(other)!r}")
        elif _types(mine, rasp_ast) != _types(other, clingo.ast):
            differences.append(f"{path}: the node types of {str(mine)!r} differ")
        elif tuple(mine.location) != tuple(other.location):
            differences.append(f"{path}: {str(mine)!r} at {mine.location}, clingo {other.location}")
        else:
            equal += 1
    return len(theirs), equal, differences


def test_the_golden_programs_parse_as_in_clingo(clingo, golden_programs):
    """Every statement of the corpus is the same as clingo's."""
    programs, compared, equal = 0, 0, 0
    differences: List[str] = []
    for path in golden_programs:
        count, same, found = _compare(clingo, path)
        if count == 0 and not found:
            continue
        programs += 1
        compared += count
        equal += same
        relative = os.path.relpath(path, ROOT)
        if relative not in KNOWN:
            differences.extend(found)
    print(f"{programs} programs, {compared} statements compared, {equal} equal")
    assert programs > 1000
    assert not differences, "\n".join(differences[:20])


def _renamer(module: Any) -> Any:
    """A transformer of `module.ast` that renames the predicate `p` to `q`."""

    class Rename(module.ast.Transformer):  # pylint: disable=too-few-public-methods
        """Renames the predicate `p` to `q`."""

        def visit_SymbolicAtom(self, node):  # pylint: disable=invalid-name
            """Renames the atom's predicate."""
            symbol = node.symbol
            if symbol.ast_type == module.ast.ASTType.Function and symbol.name == "p":
                return node.update(symbol=symbol.update(name="q"))
            return node

    return Rename()


PROGRAM = """
#program base.
n(1..3).
{ p(X) : n(X) } 2.
r(X) :- p(X), not s(X).
s(X) :- n(X), X > 2, not p(X).
:- p(1), p(3).
#program extra(k).
p(k).
"""


def _models(module: Any, transformer: Any) -> List[List[str]]:
    ctl = module.Control(["0"])
    with module.ast.ProgramBuilder(ctl) as builder:
        module.ast.parse_string(PROGRAM, lambda stm: builder.add(transformer(stm)))
    ctl.ground([("base", []), ("extra", [module.Number(2)])])
    models: List[List[str]] = []
    ctl.solve(on_model=lambda m: models.append(sorted(str(s) for s in m.symbols(atoms=True))))
    return sorted(models)


def test_a_transformed_program_has_clingos_answer_sets(clingo):
    """A program renamed by a transformer and built with `ProgramBuilder`."""
    ours = _models(rasp, _renamer(rasp))
    theirs = _models(clingo, _renamer(clingo))
    assert ours == theirs
    assert ours and all(not any(a.startswith("p(") for a in model) for model in ours)


@pytest.mark.parametrize(
    "program",
    [
        "a :- b(X), X = #count { Y : c(Y) }.\n% c\n#show a/0.",
        "#const n = 2. p(1..n). #external e(X) : p(X). [true]",
        "&diff { x - y } <= 3. #theory t { x { - : 1, binary, left }; &diff/0 : x, {<=}, x, any }.",
        "p(1;2). q(X) :- p(X); not r(X) : s(X). #minimize { 1,X : p(X) }.",
    ],
)
def test_parse_string_matches_clingo(clingo, program):
    """Statements, types and locations of statements as clingo's."""
    ours: List[Any] = []
    theirs: List[Any] = []
    rasp_ast.parse_string(program, ours.append)
    clingo.ast.parse_string(program, theirs.append)
    assert [str(s) for s in ours] == [str(s) for s in theirs]
    assert [_types(s, rasp_ast) for s in ours] == [_types(s, clingo.ast) for s in theirs]
    assert [tuple(s.location) for s in ours] == [tuple(s.location) for s in theirs]


def test_syntax_errors_as_clingo(clingo):
    """The statements before a syntax error are passed on, then RuntimeError."""
    for module in (rasp, clingo):
        statements: List[str] = []
        messages: List[str] = []
        with pytest.raises(RuntimeError, match="syntax error"):
            module.ast.parse_string(
                "a. b :- c(.",
                lambda s: statements.append(str(s)),
                logger=lambda c, m: messages.append(m),
            )
        assert statements == ["#program base.", "a."]
        assert len(messages) == 1 and messages[0].startswith("<string>:1:")
