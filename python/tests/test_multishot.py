"""
Multi-shot solving through the Python API: program parts with parameters grounded step by
step, external atoms assigned and released, assumptions and cores; the same script run on
clingo's module (if installed) gives the same answers.
"""

import pytest

import rasp

PROGRAM = """
#program base.
#external go(1..2).
#program step(t).
at(t) :- go(t).
next(t+1) :- at(t).
#show at/1.
#show next/1.
"""


def run(module):
    ctl = module.Control(["0"])
    ctl.add("base", [], PROGRAM)
    ctl.ground([("base", []), ("step", [module.Number(1)])])
    answers = []

    def solve(**kwargs):
        models = []
        result = ctl.solve(on_model=lambda m: models.append(sorted(str(s) for s in m.symbols(shown=True))), **kwargs)
        answers.append((str(result), sorted(models)))

    solve()
    ctl.assign_external(module.Function("go", [module.Number(1)]), True)
    solve()
    ctl.ground([("step", [module.Number(2)])])
    ctl.assign_external(module.Function("go", [module.Number(2)]), None)
    solve()
    solve(assumptions=[(module.Function("at", [module.Number(2)]), True)])
    core = []
    ctl.solve(assumptions=[(module.Function("go", [module.Number(1)]), False)], on_core=core.append)
    # The core holds the failed assumption (clingo's also holds the literals that give the
    # externals their values, which rasp leaves out: they are no assumptions of the call).
    go1 = ctl.symbolic_atoms[module.Function("go", [module.Number(1)])].literal
    answers.append(("core", -go1 in core[0]))
    ctl.release_external(module.Function("go", [module.Number(1)]))
    solve()
    externals = sorted(str(a.symbol) for a in ctl.symbolic_atoms if a.is_external)
    answers.append(("externals", externals))
    return answers


def test_multishot_session():
    answers = run(rasp)
    assert answers[0] == ("SAT", [[]])
    assert answers[1] == ("SAT", [["at(1)", "next(2)"]])
    assert answers[2] == ("SAT", [["at(1)", "at(2)", "next(2)", "next(3)"], ["at(1)", "next(2)"]])
    assert answers[3] == ("SAT", [["at(1)", "at(2)", "next(2)", "next(3)"]])
    assert answers[4] == ("core", True)


def test_multishot_session_as_clingo():
    clingo = pytest.importorskip("clingo")
    assert run(rasp) == run(clingo)


def statistics_over_calls(module):
    """The statistics of two solve calls: their shape (keys), each call's counters and
    models, the sums over both (`accu`), and whether each time is a number of seconds."""
    ctl = module.Control(["--stats", "0"])
    ctl.add("base", [], "{a;b;c;d;e}. :- a, b. :- not c, d.")
    ctl.ground([("base", [])])
    seen = []
    for _ in range(2):
        ctl.solve()
        s = ctl.statistics
        times = {k: isinstance(v, float) and v >= 0 for k, v in s["summary"]["times"].items()}
        accu_times = {k: isinstance(v, float) and v >= 0 for k, v in s["accu"]["times"].items()}
        seen.append((
            list(s.keys()),
            times,
            accu_times,
            s["summary"]["models"],
            s["accu"]["models"],
            s["accu"]["solving"]["solvers"]["choices"] >= s["solving"]["solvers"]["choices"],
        ))
    return seen


def test_statistics_of_each_call_and_their_sums():
    seen = statistics_over_calls(rasp)
    assert seen[1][3] == {"enumerated": 18.0, "optimal": 0.0}
    assert seen[1][4] == {"enumerated": 36.0, "optimal": 0.0}
    assert seen[0][5] and seen[1][5]
    assert all(seen[1][1].values()) and all(seen[1][2].values())


def test_statistics_of_each_call_and_their_sums_as_clingo():
    clingo = pytest.importorskip("clingo")
    rasp_seen, clingo_seen = statistics_over_calls(rasp), statistics_over_calls(clingo)
    # clingo's `solving` has more counters than rasp keeps; the keys above are all there.
    assert [(keys, t, a, m, am) for keys, t, a, m, am, _ in rasp_seen] == [
        ([k for k in keys if k in rasp_seen[0][0]], t, a, m, am)
        for keys, t, a, m, am, _ in clingo_seen
    ]


def unsafe_part_not_grounded(module):
    """Grounding `base` twice while part `p`, never grounded, has an unsafe rule: clingo
    checks every part at each step, so both steps fail."""
    messages = []
    ctl = module.Control(["0"], logger=lambda code, message: messages.append(message.splitlines()[0]))
    ctl.add("base", [], "a.")
    ctl.add("p", ["k"], "b(X) :- c(k).")
    outcomes = []
    for _ in range(2):
        try:
            ctl.ground([("base", [])])
            outcomes.append("grounded")
        except RuntimeError as error:
            outcomes.append(str(error))
    return outcomes, messages


def test_unsafe_rule_of_a_part_not_grounded():
    outcomes, messages = unsafe_part_not_grounded(rasp)
    assert outcomes == ["grounding stopped because of errors"] * 2
    assert messages == ["<block>:1:1-14: error: unsafe variables in:"] * 2


def test_unsafe_rule_of_a_part_not_grounded_as_clingo():
    clingo = pytest.importorskip("clingo")
    assert unsafe_part_not_grounded(rasp) == unsafe_part_not_grounded(clingo)


def terms_shown_by_two_steps(module):
    """A term that two steps show is shown once per model, in the place of the step whose
    condition holds first (gringo gives each step an output of its own)."""
    ctl = module.Control(["0"])
    ctl.add("base", [], "{ p(0..2) }.")
    ctl.add("check", ["k"], "#show x : p(k). #show z. #show p/1.")
    answers = []
    for k in range(3):
        ctl.ground([("check", [module.Number(k)])])
        models = []
        ctl.solve(on_model=lambda m: models.append(" ".join(str(s) for s in m.symbols(shown=True))))
        answers.append(sorted(models))
    return answers


def test_terms_shown_by_two_steps_as_clingo():
    clingo = pytest.importorskip("clingo")
    assert terms_shown_by_two_steps(rasp) == terms_shown_by_two_steps(clingo)
