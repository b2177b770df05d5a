"""
`Control.theory_atoms` and the backend's `add_theory_*`: each script runs on rasp and on
clingo's module (if installed), and gives the same theory atoms (their text, guards, terms
with their types, elements with their conditions as symbols) and the same answer sets.
Atoms are compared as sets where rasp's order differs from clingo's (see the README).
"""

import pytest

import rasp

THEORY = """
#theory t {
    term { + : 1, binary, left; - : 2, unary; * : 2, binary, left;
           ** : 3, binary, right; .. : 0, binary, left };
    &a/0 : term, head;
    &b/1 : term, {<=, =, >=}, term, any;
    &c/0 : term, directive;
    &d/0 : term, body
}.
"""

PROGRAMS = [
    # Body and head atoms, operators, tuples, lists, sets, conditions with negation.
    '{p(1..2)}. q :- &d{ X : p(X) }. &a{ 1+2*3; -x; (1,2); (1,); [a,b]; {c}; '
    'f(g(1),"s") : p(1), not p(2) }.',
    # Guards, elements of several terms, a head atom under a body.
    "{p(1..3)}. &b(1){ X : p(X) } <= 5 :- p(1). &b(2){ X,Y : p(X), p(Y), X<Y } = (1+2).",
    # Directives.
    "&c{ x; y }. &c{ z }.",
    # Right associative operators, unary minus, a constraint.
    "{p}. :- &d{ x; 1**2**3 }, p. r :- &d { -1 }.",
    # Conditions that facts decide.
    "a. &a{ 1 : a }. &a{ 2 : not a }.",
    # Negative numbers from variables and in guards, intervals as theory terms.
    "&a{ X : X=-1 }. &a{ 1..2 }. &b(x){ a } >= -3. &b(y){ } = f(-2).",
    # Empty sequences, nested tuples, a condition with a computed negation.
    "{p(1..2)}. #show q/0. q :- &d{ X,f(X) : p(X), not p(3-X) }. &a{ [ ]; { }; (); ((1,2),) }.",
    # Classical negation in conditions.
    "-p(1). {-p(2)}. &a{ 1 : -p(1); 2 : -p(2), not -p(1) }.",
]


def term(t):
    """A theory term as a comparable value: its type, name or number, arguments."""
    kind = t.type.name
    if kind == "Number":
        return (kind, t.number)
    name = t.name if kind in ("Function", "Symbol") else None
    return (kind, name, tuple(term(a) for a in t.arguments))


def literal_names(ctl):
    """A function writing a program literal with its atom's symbol."""
    names = {a.literal: str(a.symbol) for a in ctl.symbolic_atoms}

    def name(lit):
        text = names.get(abs(lit), "aux")
        return text if lit > 0 else "not " + text

    return name


def describe(ctl, ordered=False):
    """The theory atoms of `ctl`: text, directive or not, term, guard, elements."""
    name = literal_names(ctl)
    atoms = []
    for atom in ctl.theory_atoms:
        guard = atom.guard
        if guard is not None:
            guard = (guard[0], str(guard[1]), term(guard[1]))
        elements = tuple(
            (str(e), tuple(term(t) for t in e.terms), tuple(map(name, e.condition)))
            for e in atom.elements
        )
        atoms.append((str(atom), atom.literal == 0, str(atom.term), term(atom.term), guard, elements))
    return atoms if ordered else sorted(atoms)


def grounded(clingo, program, ordered=False):
    ctl = clingo.Control(["0"])
    ctl.add("base", [], THEORY + program)
    ctl.ground([("base", [])])
    return describe(ctl, ordered)


def models(ctl):
    found = []
    ctl.solve(on_model=lambda m: found.append(sorted(str(s) for s in m.symbols(shown=True))))
    return sorted(found)


@pytest.mark.parametrize("program", PROGRAMS)
def test_grounded_atoms_as_clingo(program):
    clingo = pytest.importorskip("clingo")
    assert grounded(rasp, program) == grounded(clingo, program)


@pytest.mark.parametrize(
    "program",
    [
        # The instances of one statement in the order found.
        "p(1..3). &b(X){ X } = 1 :- p(X).",
        # An atom that another statement's body depends on comes first.
        "q :- &d{1}. &a{2} :- q.",
    ],
)
def test_order_as_clingo(program):
    clingo = pytest.importorskip("clingo")
    assert grounded(rasp, program, ordered=True) == grounded(clingo, program, ordered=True)


def literals_are_program_atoms(clingo):
    """A theory atom's literal is its program atom: a constraint on it removes the answer
    sets where it holds (it is free: no rule derives it)."""
    ctl = clingo.Control(["0"])
    ctl.add("base", [], THEORY + "{p}. q :- &d{1}, p. &a{2} :- p. &a{3}.")
    ctl.ground([("base", [])])
    literals = {str(a): a.literal for a in ctl.theory_atoms}
    before = models(ctl)
    with ctl.backend() as backend:
        backend.add_rule([], [literals["&d{1}"]])
        backend.add_rule([], [-literals["&a{3}"]])
    return before, models(ctl), sorted(literals)


def steps_since_solving(clingo):
    """The atoms of the steps grounded since the last solve call, as clingo lists them."""
    ctl = clingo.Control()
    ctl.add("base", [], THEORY + "{p}. &a{ 1 : p }. #program s1. &a{2}. #program s2. &c{3}.")
    ctl.ground([("base", [])])
    seen = [describe(ctl)]
    ctl.ground([("s1", [])])
    seen.append(describe(ctl))
    ctl.solve()
    seen.append(describe(ctl))
    ctl.ground([("s2", [])])
    seen.append(describe(ctl))
    return seen


def backend_terms_and_atoms(clingo):
    """The backend's terms (of symbols too), elements and atoms, with and without guards
    and atoms; a fresh atom is free, and a rule can force it."""
    ctl = clingo.Control(["0"])
    symbols = [
        clingo.String('a"b'),
        clingo.Function("f", [clingo.Number(-1)]),
        clingo.Function("g", [], False),
        clingo.Tuple_([clingo.Number(1), clingo.Function("c")]),
        clingo.Infimum,
        clingo.Number(-4),
    ]
    with ctl.backend() as backend:
        name = backend.add_theory_term_string("s")
        for symbol in symbols:
            element = backend.add_theory_element([backend.add_theory_term_symbol(symbol)], [])
            backend.add_theory_atom(name, [element], 0)
        p = backend.add_atom(clingo.Function("p"))
        backend.add_rule([p], [], True)
        one = backend.add_theory_term_number(1)
        x = backend.add_theory_term_string("x")
        element = backend.add_theory_element([one], [p, -p])
        free = backend.add_theory_atom(x, [element])
        same = backend.add_theory_atom(x, [element])
        forced = backend.add_theory_atom_with_guard(x, [], "<=", one)
        backend.add_rule([], [-forced])
        assert free == same and free not in (0, forced)
    return describe(ctl), models(ctl)


@pytest.mark.parametrize(
    "script", [literals_are_program_atoms, steps_since_solving, backend_terms_and_atoms]
)
def test_theory_as_clingo(script):
    clingo = pytest.importorskip("clingo")
    assert script(rasp) == script(clingo)


def test_terms_elements_and_atoms_compare_by_id():
    """Terms, elements and atoms are equal, ordered and hashed by their ids, as clingo's."""
    ctl = rasp.Control()
    ctl.add("base", [], THEORY + "{p}. &a{ 1 : p; 1 }. &a{ 2 }.")
    ctl.ground([("base", [])])
    first, second = sorted(ctl.theory_atoms, key=str)
    assert first != second and len({first, second}) == 2 and (first < second) != (second < first)
    one_p, one = first.elements
    assert one_p.terms == one.terms and hash(one_p.terms[0]) == hash(one.terms[0])
    assert one_p.condition_id == one_p.condition[0] and one.condition_id == 0
    with pytest.raises(RuntimeError):
        one.terms[0].name
    assert rasp.TheoryTermType.Number < rasp.TheoryTermType.Symbol
