"""
What running clingo's own examples (potassco/clingo `examples/clingo`, with their Python
scripts and applications) under rasp found missing, each checked against clingo (the oracle,
if the clingo module is installed): `Model.symbols(complement=True)`, the count of optimal
models in the statistics, `--opt-mode=ignore`, `Flag` as a truth value, clingo's names at the
top of the module, `enable_enumeration_assumption`, `Configuration.is_array`, a one-shot
application's `Models : 1`, and a run that lets go of its native application on its own
thread.
"""

import gc
import sys
import threading

import pytest

import rasp
from rasp.application import Application, Flag, clingo_main

PROGRAMS = [
    "{a}. b :- a. #show c : a. #show b/0.",
    "{p(1..3)}. q(X) :- p(X), X>1. #show q/1. #show r(X): p(X). #show r(5): p(1).",
    "{a}. #external e. x(1). #show.",
    "{a;b}. #show a/0. #show t(1):b. #show t(1):a.",
]

SELECTIONS = [
    {"shown": True},
    {"atoms": True},
    {"terms": True},
    {"atoms": True, "terms": True},
    {"shown": True, "atoms": True},
]


def symbols_of_models(module, program):
    """For each model (by its shown atoms), the symbols and their complement of each
    selection, printed."""
    ctl = module.Control(["0"])
    ctl.add("base", [], program)
    ctl.ground([("base", [])])
    found = {}

    def on_model(model):
        key = " ".join(sorted(str(s) for s in model.symbols(atoms=True)))
        found[key] = [
            ([str(s) for s in model.symbols(**selection)],
             [str(s) for s in model.symbols(**selection, complement=True)])
            for selection in SELECTIONS
        ]

    ctl.solve(on_model=on_model)
    return found


@pytest.mark.parametrize("program", PROGRAMS)
def test_complement_of_model_symbols_is_clingos(clingo_oracle, program):
    assert symbols_of_models(rasp, program) == symbols_of_models(clingo_oracle, program)


def summary_models(module, arguments, program):
    ctl = module.Control(arguments)
    ctl.add("base", [], program)
    ctl.ground([("base", [])])
    costs = []
    ctl.solve(on_model=lambda m: costs.append(list(m.cost)))
    summary = ctl.statistics["summary"]
    return dict(summary["models"]), list(summary["costs"]), costs


@pytest.mark.parametrize("arguments", [
    ["--opt-mode=optN", "0"], ["--opt-mode=opt", "0"], ["--opt-mode=optN", "2"],
    ["--opt-mode=ignore", "0"],
])
def test_optimal_models_and_ignored_costs_are_clingos(clingo_oracle, arguments):
    program = "{a;b;c}. #minimize{1,X:a,X=1;1,X:b,X=2}."
    ours = summary_models(rasp, arguments, program)
    theirs = summary_models(clingo_oracle, arguments, program)
    # The models of an optimization before the optimum depend on the search.
    assert ours[0] == theirs[0]
    assert ours[1] == theirs[1]
    assert (arguments[0] == "--opt-mode=ignore") == (ours[2] == [[]] * len(ours[2]))


def test_flag_is_a_truth_value():
    assert not Flag()
    assert Flag(True)
    flag = Flag()
    flag.flag = True
    assert flag


def test_application_names_at_the_top_of_the_module():
    assert rasp.clingo_main is clingo_main
    assert rasp.Application is Application
    assert rasp.Flag is Flag


def test_control_switches_keep_their_values():
    ctl = rasp.Control()
    assert ctl.enable_enumeration_assumption and ctl.enable_cleanup
    ctl.enable_enumeration_assumption = False
    ctl.enable_cleanup = False
    assert not ctl.enable_enumeration_assumption and not ctl.enable_cleanup


def test_configuration_arrays():
    ctl = rasp.Control(["-t", "2"])
    assert ctl.configuration.solver.is_array
    assert len(ctl.configuration.solver) == 2
    assert not ctl.configuration.solver[0].is_array
    assert not ctl.configuration.solve.is_array


class _OneShot(Application):
    program_name = "clingo"
    version = "5.8.3"


def test_one_shot_application_knows_the_search_was_exhausted(tmp_path, capfd):
    # clingo solves a program without a main function in one shot: its only model ends
    # the search (`Models : 1`); a Control's solve call stops at its limit (`1+`).
    program = tmp_path / "facts.lp"
    program.write_text("a. b :- a.\n")
    assert clingo_main(_OneShot(), [str(program)]) == 30
    assert "Models       : 1\n" in capfd.readouterr().out
    choice = tmp_path / "choice.lp"
    choice.write_text("{a}.\n")
    assert clingo_main(_OneShot(), [str(choice)]) == 10
    assert "Models       : 1+\n" in capfd.readouterr().out


def test_a_run_lets_go_of_its_native_application(tmp_path, capfd, monkeypatch):
    # A run's control may outlive it in a reference cycle (solve calls and their models),
    # freed by the garbage collector on whatever thread it runs: the native application,
    # bound to the run's thread, must not go with it (pyo3 reported "NativeApp is
    # unsendable, but is being dropped on another thread" as an unraisable exception).
    program = tmp_path / "facts.lp"
    program.write_text("a.\n")
    unraisable = []
    monkeypatch.setattr(sys, "unraisablehook", lambda u: unraisable.append(str(u.exc_value)))
    assert clingo_main(_OneShot(), [str(program)]) == 30
    collector = threading.Thread(target=gc.collect)
    collector.start()
    collector.join()
    assert not unraisable
    assert "Models       : 1\n" in capfd.readouterr().out


@pytest.mark.parametrize("name", ["rasp", "clingo"])
def test_asynchronous_search_calls_on_finish_on_its_thread(clingo_oracle, name):
    # clingo's examples/clingo/solve-async: the caller loops until `on_finish` sets a
    # flag, and only then waits (rasp called `on_finish` when the caller waited).
    module = rasp if name == "rasp" else clingo_oracle
    ctl = module.Control()
    ctl.add("base", [], "1 { p(X); q(X) } 1 :- X = 1..8. :- not 9 { p(1..8); q(1..8) }.")
    ctl.ground([("base", [])])
    finished = threading.Event()
    results = []

    def on_finish(result):
        results.append(str(result))
        finished.set()

    handle = ctl.solve(on_finish=on_finish, async_=True)
    assert finished.wait(30), "on_finish was not called while the caller did not wait"
    assert str(handle.get()) == "UNSAT" and results == ["UNSAT"]
