"""
Searches controlled from Python, against clingo's Python module: clauses and nogoods added
on models (`SolveControl.add_clause`, for the rest of the solve call only), the lower bounds
of core-guided optimization (`on_unsat`), and searches in the background (`async_`; Ctrl-C
in test_keyboard_interrupt.py).
"""

import threading

import clingo
import pytest

import rasp

F = {"rasp": rasp.Function, "clingo": clingo.Function}

# (program, arguments, the clause to add on each model: a function of the model's shown
# atoms' names and the module's Function).
CLAUSES = [
    ("{a;b;c}.", ["0"], lambda names, f: [(f("a"), False)]),
    ("{a;b;c}.", ["0"], lambda names, f: [(f("a"), True)]),
    ("{a;b;c}.", ["0"], lambda names, f: [(f("zz"), True)]),
    ("{a;b;c}.", ["0"], lambda names, f: [(f("zz"), False)]),
    ("{a;b;c}.", ["0"], lambda names, f: []),
    # (Order-dependent: checked for the clauses only.)
    ("{a;b;c}.", ["0"], lambda names, f: [(f(n), False) for n in names] or [(f("a"), True)]),
    ("{a;b;c}.", ["0", "--enum-mode=record"], lambda names, f: [(f("a"), True)]),
    ("{a;b;c}.", ["0", "--project"], lambda names, f: [(f("b"), True), (f("c"), False)]),
    # (The models found depend on the first one: compared by their number.)
    ("1 {a; b; c} 1.", ["0"], lambda names, f: [(f("b" if "a" in names else "a"), False)]),
    ("{a;b;c}. #minimize{1,X:a,X=1;1,X:b,X=2;1,X:c,X=3}.", ["0"], lambda names, f: [(f("a"), True)]),
    ("{a;b;c}. :- not a, not b, not c. #minimize{1,a:a; 2,b:b; 3,c:c}.", ["0"], lambda names, f: [(f("a"), False)]),
]


def _models(module, program, arguments, clause, yield_):
    """The models of a call that adds `clause` on each model, then those of a second
    call (the clauses held for the first only)."""
    ctl = module.Control(arguments)
    ctl.add("base", [], program)
    ctl.ground([("base", [])])
    found = []

    def on_model(model):
        names = [s.name for s in model.symbols(shown=True)]
        found.append(tuple(sorted(names)))
        model.context.add_clause(clause(names, F[module.__name__]))

    if yield_:
        with ctl.solve(yield_=True) as handle:
            for model in handle:
                on_model(model)
            result = handle.get()
    else:
        result = ctl.solve(on_model=on_model)
    again = []
    ctl.solve(on_model=lambda m: again.append(tuple(sorted(str(s) for s in m.symbols(shown=True)))))
    return str(result), found, again


@pytest.mark.parametrize("yield_", [False, True])
@pytest.mark.parametrize("case", range(len(CLAUSES)))
def test_clauses_on_models_as_clingo(case, yield_):
    program, arguments, clause = CLAUSES[case]
    expected = _models(clingo, program, arguments, clause, yield_)
    result, found, again = _models(rasp, program, arguments, clause, yield_)
    assert result == expected[0]
    if "#minimize" in program:
        # The models found on the way to the optimum depend on the search.
        assert found[-1:] == expected[1][-1:] and again[-1:] == expected[2][-1:]
    elif case == 5:
        assert all(len(set(m)) == len(m) for m in found)
    elif program.startswith("1 {"):
        assert len(found) == len(expected[1]) and sorted(again) == sorted(expected[2])
    else:
        assert sorted(found) == sorted(expected[1]) and sorted(again) == sorted(expected[2])


def test_each_model_satisfies_the_clauses_before_it():
    ctl = rasp.Control(["0"])
    ctl.add("base", [], "{a;b;c;d}.")
    ctl.ground([("base", [])])
    clauses, found = [], []

    def on_model(model):
        names = {s.name for s in model.symbols(shown=True)}
        for clause in clauses:
            assert any((n in names) == truth for n, truth in clause)
        found.append(names)
        # Not this model, in the atoms it has: one of them false or another one true.
        clause = [(n, False) for n in sorted(names)] + [
            (n, True) for n in "abcd" if n not in names
        ][:1]
        clauses.append(clause)
        model.context.add_clause([(rasp.Function(n), t) for n, t in clause])

    ctl.solve(on_model=on_model)
    assert len(found) >= 2


def test_nogoods_on_models():
    ctl = rasp.Control(["0"])
    ctl.add("base", [], "{a;b}.")
    ctl.ground([("base", [])])
    found = []

    def on_model(model):
        found.append(str(model))
        model.context.add_nogood([(rasp.Function("a"), True)])

    ctl.solve(on_model=on_model)
    assert "a" not in found[1:] and "a b" not in found[1:]


LOWER = [
    ("1 { p(X); q(X) } 1 :- X=1..3. #minimize { 1,p,X: p(X); 1,q,X: q(X) }.", ["--opt-str=usc"]),
    ("1 { p(X); q(X) } 1 :- X=1..3. #minimize { 1,p,X: p(X); 1,q,X: q(X) }.", ["--opt-str=bb"]),
    ("1 { p(X); q(X) } 1 :- X=1..3. #minimize { 1@2,p,X: p(X); 1@2,q,X: q(X) }. {r(1..2)}. "
     ":- not r(1). #minimize{2@1,X:r(X)}. #minimize{-1@3,X : r(X)}.", ["--opt-str=usc"]),
    ("{a}. :- not a. #minimize{1:a}.", ["--opt-str=usc"]),
    ("{a;b}. :- not a, not b. #minimize{2:a; 3:b}.", ["--opt-str=usc"]),
    ("a. :- a. #minimize{1:a}.", ["--opt-str=usc"]),
]


def _lower(module, program, arguments):
    ctl = module.Control(arguments)
    ctl.add("base", [], program)
    ctl.ground([("base", [])])
    lower = []
    result = ctl.solve(on_unsat=lambda bound: lower.append(list(bound)))
    summary = ctl.statistics["summary"]
    return str(result), lower, summary["lower"], summary["costs"]


@pytest.mark.parametrize("case", range(len(LOWER)))
def test_lower_bounds_as_clingo(case):
    program, arguments = LOWER[case]
    assert _lower(rasp, program, arguments) == _lower(clingo, program, arguments)


HARD = "1 { p(P,H): H=1..30 } 1 :- P=1..31.\n1 { p(P,H): P=1..31 } 1 :- H=1..30."


def test_async_search_runs_in_the_background():
    ctl = rasp.Control()
    ctl.add("base", [], HARD)
    ctl.ground([("base", [])])
    with ctl.solve(async_=True) as handle:
        assert handle.wait(0) is False
        assert handle.wait(0.2) is False
        handle.cancel()
        result = handle.get()
    assert result.interrupted
    # The control is usable again.
    ctl.add("q", [], "q.")
    ctl.ground([("q", [])])


def test_async_models_come_on_the_search_thread():
    ctl = rasp.Control(["0"])
    ctl.add("base", [], "{a;b}.")
    ctl.ground([("base", [])])
    threads = []
    with ctl.solve(async_=True, on_model=lambda m: threads.append(threading.current_thread())) as handle:
        assert str(handle.get()) == "SAT"
    assert len(threads) == 4 and threading.main_thread() not in threads


def test_a_new_call_cancels_an_open_handle():
    ctl = rasp.Control(["0"])
    ctl.add("base", [], "{a;b}.")
    ctl.ground([("base", [])])
    handle = ctl.solve(yield_=True)
    next(iter(handle))
    assert str(ctl.solve()) == "SAT"
    assert list(handle) == [] and handle.get().interrupted
