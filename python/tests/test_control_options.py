"""
A `Control`'s command line sets the search's options as clingo's does (`--seed`,
`--configuration`, `--restarts`, `--save-progress`, ...), read as the `rasp` command reads
them, with clingo's errors for bad ones. (rasp's `Control` used to read only the options of
its configuration tree that it solved with, and to ignore or refuse the others.)
"""

import pytest

import rasp

GOOD = [
    ["--seed=3"],
    ["--seed", "3"],
    ["--save-progress=0"],
    ["--save-progress", "0"],
    ["--rand-freq", "0.5", "--restarts", "L,100"],
    ["--configuration=crafty"],
    ["--restarts=L,100"],
    ["--heuristic=Berkmin", "-c", "k=2", "0"],
]

BAD = [
    ["--seed=x"],
    ["--foo"],
    ["--seed=1", "--seed=2"],
    ["--restarts=Q"],
]


def outcome(module, arguments):
    """The models of a small program solved with `arguments`, or the error."""
    try:
        ctl = module.Control(arguments + (["0"] if "0" not in arguments else []))
    except RuntimeError as error:
        return str(error)
    ctl.add("base", [], "{a;b;c}. :- a, b.")
    ctl.ground([("base", [])])
    models = []
    ctl.solve(on_model=lambda m: models.append(sorted(str(s) for s in m.symbols(atoms=True))))
    return sorted(models)


@pytest.mark.parametrize("arguments", GOOD + BAD)
def test_options_as_clingos(clingo_oracle, arguments):
    assert outcome(rasp, arguments) == outcome(clingo_oracle, arguments)


def test_the_seed_changes_the_search():
    """Different seeds, different first models (it was always the same)."""
    program = "{p(1..20)}. :- #count { X : p(X) } != 10."
    firsts = set()
    for seed in range(8):
        ctl = rasp.Control([f"--seed={seed}", "--rand-freq=0.5"])
        ctl.add("base", [], program)
        ctl.ground([("base", [])])
        with ctl.solve(yield_=True) as handle:
            firsts.add(str(sorted(str(s) for s in next(iter(handle)).symbols(atoms=True))))
    assert len(firsts) > 1
