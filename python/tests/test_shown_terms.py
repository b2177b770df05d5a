"""
`Model.symbols` lists atoms and shown terms as clingo does: the true atoms (or the shown
ones), then the shown terms in the order of the `#show` statements (the last one first);
an atom and a term with the same symbol are both listed (`#show p/1. #show p(X) : q(X).`).
"""

import pytest

import rasp

PROGRAMS = [
    "p(1). p(2). {q(1..2)}. #show p/1. #show p(X) : q(X). #show q(X) : q(X), X > 1.",
    "{a; b}. #show a/0. #show b : b. #show c : a. #show 42 : a, b.",
    "{q(1..3)}. #show q(X) : q(X). #show r(X) : q(X), X < 3.",
    "{a}. b :- a. #show. #show a : a.",
]

FLAGS = [
    {"shown": True},
    {"shown": True, "atoms": True},
    {"shown": True, "terms": True},
    {"atoms": True, "terms": True},
    {"terms": True},
    {"atoms": True},
]


def listed(module, program):
    ctl = module.Control(["0"])
    ctl.add("base", [], program)
    ctl.ground([("base", [])])
    models = []
    ctl.solve(on_model=lambda m: models.append(
        [[str(s) for s in m.symbols(**flags)] for flags in FLAGS]))
    return sorted(models)


@pytest.mark.parametrize("program", PROGRAMS)
def test_symbols_as_clingos(clingo_oracle, program):
    assert listed(rasp, program) == listed(clingo_oracle, program)
