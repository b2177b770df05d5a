"""
`@`-functions: `Control.ground(parts, context)` calls the context's methods for `@f(...)`
terms. Each program runs on rasp and on clingo's module (if installed): the same answer
sets, the same symbolic atoms, the same exceptions.
"""

import pytest

import rasp

PROGRAMS = [
    # A function in a head, in a body atom, in a comparison, returning lists and none.
    "d(1..3). p(@inc(X)) :- d(X). q(X) :- d(X), X = @inc(1). r(X) :- d(X), @inc(X) > 3.",
    "d(1..2). p(@pair(X)) :- d(X). e :- p(1). f :- p(9).",
    "d(1..2). p(@both(X,a)) :- d(X). n(@none(X)) :- d(X).",
    # Choice elements, aggregates, conditional literals, disjunctions, constraints.
    "{ c(@pair(1)) }. s(S) :- S = #sum { Y : Y = @pair(X), X = 1..2 }.",
    # (A conditional literal's literal with a call of several values holds in clingo if one
    # of them does; rasp requires all: see the README.)
    "d(1..2). t :- c(@inc(X)) : d(X). { c(1..3) }.",
    "d(1..2). a(@inc(X)) ; b(X) :- d(X).",
    "d(1..3). :- d(X), @inc(X) = 3. { e(X) : d(X) }.",
    # Strings, tuples, negative numbers and functions as arguments and values.
    'v(@echo("s")). v(@echo((1,2))). v(@echo(-3)). v(@echo(-f(a))). v(@echo(#sup)).',
    # Shown terms and minimize statements.
    "d(1..2). { p(X) : d(X) }. #show @inc(X) : p(X). #minimize { @inc(X) : p(X) }.",
    # Program parameters in calls.
    "#program base. d(1). #program step(k). s(@inc(k)) :- d(_).",
]


class Context:
    """The functions of the programs."""

    def __init__(self, module):
        self.module = module

    def inc(self, x):
        return self.module.Number(x.number + 1)

    def pair(self, x):
        return [x, self.module.Number(x.number * 10)]

    def both(self, x, y):
        return self.module.Function("", [x, y])

    def none(self, x):
        return []

    def echo(self, x):
        return x


def run(module, program):
    ctl = module.Control(["0", "--opt-mode=enum"])
    ctl.add("base", [], program)
    parts = [("base", [])]
    if "#program step" in program:
        parts.append(("step", [module.Number(5)]))
    ctl.ground(parts, Context(module))
    models = []
    ctl.solve(on_model=lambda m: models.append(sorted(str(s) for s in m.symbols(shown=True))))
    atoms = sorted(str(a.symbol) for a in ctl.symbolic_atoms)
    return sorted(models), atoms


@pytest.mark.parametrize("program", PROGRAMS)
def test_context_as_clingo(program):
    clingo = pytest.importorskip("clingo")
    assert run(rasp, program) == run(clingo, program)


class Failing:
    """Functions that fail as a context's can."""

    def boom(self, x):
        raise ValueError("boom " + str(x))

    def text(self):
        return "no symbol"


@pytest.mark.parametrize(
    "program, error",
    [
        ("p(@boom(1)).", ValueError),
        ("d(1..2). p(X) :- d(X), X = @boom(X).", ValueError),
        ("p(@missing(1)).", AttributeError),
        ("p(@boom(1,2)).", TypeError),
        ("p(@text()).", AttributeError),
    ],
)
def test_context_errors(program, error):
    """An exception of a function stops grounding and is raised by `ground`, as in clingo."""
    for module in [rasp] + ([pytest.importorskip("clingo")]):
        ctl = module.Control()
        ctl.add("base", [], program)
        with pytest.raises(error):
            ctl.ground([("base", [])], Failing())


def test_without_context():
    """Without a context a call is undefined: clingo's info, and the atom is not derived."""
    messages = []
    ctl = rasp.Control(logger=lambda code, text: messages.append((code, text)))
    ctl.add("base", [], "p(@f(1)). q.")
    ctl.ground([("base", [])])
    assert [str(a.symbol) for a in ctl.symbolic_atoms] == ["q"]
    assert messages and messages[0][0] == rasp.MessageCode.OperationUndefined
    assert "function 'f' not found" in messages[0][1]
