"""
`Control.backend()`: ground statements added directly. Each script runs on rasp and on
clingo's module (if installed): the same answer sets and the same symbolic atoms.
"""

import pytest

import rasp
import rasp.ast


def models(ctl, **kwargs):
    found = []
    ctl.solve(on_model=lambda m: found.append(sorted(str(s) for s in m.symbols(shown=True))), **kwargs)
    return sorted(found)


def atoms(ctl):
    return sorted((str(a.symbol), a.is_fact, a.is_external) for a in ctl.symbolic_atoms)


def facts_then_rules(clingo):
    """clorm's way: facts through the backend, then a program over them."""
    ctl = clingo.Control(["0"])
    with ctl.backend() as backend:
        for n in range(1, 4):
            atom = backend.add_atom(clingo.Function("p", [clingo.Number(n)]))
            backend.add_rule([atom])
    ctl.add("base", [], "q(X+1) :- p(X). { r(X) } :- q(X).")
    ctl.ground([("base", [])])
    return models(ctl), atoms(ctl)


def rules_over_ground_atoms(clingo):
    """Rules, choice rules, weight rules and constraints over grounded and fresh atoms."""
    ctl = clingo.Control(["0"])
    ctl.add("base", [], "{ a; b; c }.")
    ctl.ground([("base", [])])
    with ctl.backend() as backend:
        a, b, c = (backend.add_atom(clingo.Function(n)) for n in "abc")
        aux = backend.add_atom()
        d = backend.add_atom(clingo.Function("d"))
        backend.add_rule([aux], [a, -b])
        backend.add_rule([d], [aux])
        backend.add_weight_rule([backend.add_atom(clingo.Function("two"))], 2, [(a, 1), (b, 1), (c, 1)])
        backend.add_rule([], [c, -a])
        e = backend.add_atom(clingo.Function("e"))
        backend.add_rule([e], [], choice=True)
    return models(ctl), atoms(ctl)


def minimize_and_externals(clingo):
    """Minimize statements, externals, assumptions."""
    ctl = clingo.Control(["0", "--opt-mode=optN"])
    ctl.add("base", [], "{ a; b }. :- not a, not b.")
    ctl.ground([("base", [])])
    with ctl.backend() as backend:
        a, b = (backend.add_atom(clingo.Function(n)) for n in "ab")
        x = backend.add_atom(clingo.Function("x"))
        backend.add_external(x, clingo.TruthValue.True_)
        backend.add_minimize(0, [(a, 2), (b, 1)])
        backend.add_rule([], [x, b])
    first = models(ctl)
    ctl.assign_external(clingo.Function("x"), False)
    second = models(ctl)
    # clingo's symbolic atoms do not mark an atom made external by the backend as external
    # (rasp's do): compared without that flag.
    return first, second, [atom[:2] for atom in atoms(ctl)]


def show_statements(clingo):
    """A backend atom is shown as the `#show` statements of the next step select."""
    ctl = clingo.Control(["0"])
    with ctl.backend() as backend:
        backend.add_rule([backend.add_atom(clingo.Function("p", [clingo.Number(1)]))])
        backend.add_rule([backend.add_atom(clingo.Function("c"))])
    ctl.add("base", [], "q(X) :- p(X). #show q/1.")
    ctl.ground([("base", [])])
    return models(ctl), atoms(ctl)


def remove_minimize_replace_project(clingo):
    """Minimize statements removed, projection replaced and extended between solves."""
    ctl = clingo.Control(["0", "--project"])
    ctl.add("base", [], "{ a; b; c }. #minimize { 1,a : a }. #project a/0.")
    ctl.ground([("base", [])])
    costs = []
    ctl.solve(on_model=lambda m: costs.append(m.cost))
    ctl.remove_minimize()
    ctl.add("s1", [], "#minimize { 2,b : b }.")
    ctl.ground([("s1", [])])
    ctl.solve(on_model=lambda m: costs.append(m.cost))
    ctl.replace_project([clingo.Function("b")])
    first = models(ctl)
    ctl.add_project([clingo.Function("c")])
    return costs, first, models(ctl)


@pytest.mark.parametrize(
    "script", [remove_minimize_replace_project, facts_then_rules, rules_over_ground_atoms, minimize_and_externals, show_statements]
)
def test_backend_as_clingo(script):
    clingo = pytest.importorskip("clingo")
    assert script(rasp) == script(clingo)


def test_atoms_of_symbols():
    """The same symbol gives the same atom; an atom of the program gives its literal."""
    ctl = rasp.Control()
    ctl.add("base", [], "{ a }.")
    ctl.ground([("base", [])])
    with ctl.backend() as backend:
        a = backend.add_atom(rasp.Function("a"))
        assert a == ctl.symbolic_atoms[rasp.Function("a")].literal
        assert backend.add_atom(rasp.Function("z")) == backend.add_atom(rasp.Function("z"))
        assert backend.add_atom() != backend.add_atom()


def test_program_builder_passes_text():
    """`clingo.ast.parse_string` into a `ProgramBuilder` adds the program (as clorm does),
    each statement to its part."""
    ctl = rasp.Control(["0"])
    statements = []
    rasp.ast.parse_string("p(1..2). #program other. q.", statements.append)
    with rasp.ast.ProgramBuilder(ctl) as builder:
        for statement in statements:
            builder.add(statement)
    ctl.ground([("base", [])])
    assert models(ctl) == [["p(1)", "p(2)"]]
    assert statements[0].ast_type == rasp.ast.ASTType.Program
