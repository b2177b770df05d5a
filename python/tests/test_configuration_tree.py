"""
clingo's configuration tree (`ctl.configuration`): its entries, their defaults and
descriptions as clingo's; a value written is checked as clingo checks it and set as the
command-line option it stands for, from the next solve call on (the program's
preprocessing, `asp`, before the first call only).
"""

import pytest

import rasp

PIGEONS = "p(1..6). h(1..6). 1 { in(P,H) : h(H) } 1 :- p(P). :- in(P,H), in(Q,H), P < Q."


def entries(conf, path=""):
    """The entries of `conf` by dotted name: a group's or an array's kind, a value's value."""
    out = {}
    for key in conf.keys:
        value = getattr(conf, key)
        if isinstance(value, (str, type(None))):
            out[path + key] = (value, conf.description(key))
            continue
        out[path + key] = ("array" if value.is_array else "group", conf.description(key))
        if not value.is_array:
            out.update(entries(value, path + key + "."))
        elif len(value):
            out.update(entries(value[0], path + key + "."))
    return out


def test_the_tree_is_clingos(clingo_oracle):
    """The same entries, defaults and descriptions (tools/config-tree writes rasp's)."""
    ours = rasp.Control()
    theirs = clingo_oracle.Control()
    assert entries(ours.configuration) == entries(theirs.configuration)


def first_model(control, program=PIGEONS):
    control.add("base", [], program)
    control.ground([("base", [])])
    return next_model(control)


def next_model(control):
    models = []
    control.solve(on_model=lambda m: models.append(sorted(str(s) for s in m.symbols(atoms=True)))
                  or False)
    return models[0] if models else None


@pytest.mark.parametrize(
    "group,name,value,option",
    [
        ("solver", "sign_def", "pos", "--sign-def=pos"),
        ("solver", "rand_freq", "0.5", "--rand-freq=0.5"),
        ("solver", "seed", "7", "--seed=7"),
        ("solver", "restarts", "F,10", "--restarts=F,10"),
        ("solver", "sign_fix", "yes", "--sign-fix"),
        ("solver", "heuristic", "berkmin", "--heuristic=berkmin"),
    ],
)
def test_a_value_written_is_its_option(group, name, value, option):
    """Writing an entry before solving searches as the option on the command line; written
    between calls, it takes effect from the next (rasp then solves with a new solver, whose
    first search is that of a control given the option)."""
    base = ["--rand-freq=0.2", "--seed=3"]
    given_base = [a for a in base if not a.startswith(option.partition("=")[0])]
    given_first = first_model(rasp.Control(given_base + [option]))
    written = rasp.Control(base)
    setattr(getattr(written.configuration, group), name, value)
    assert first_model(written) == given_first
    later = rasp.Control(base)
    first_model(later)
    setattr(getattr(later.configuration, group), name, value)
    assert next_model(later) == given_first


def test_bad_values_and_names_are_refused():
    ctl = rasp.Control()
    for name, value in [("seed", "x"), ("rand_freq", "2"), ("sign_fix", "maybe"),
                        ("restarts", "Q")]:
        with pytest.raises(RuntimeError, match="could not set option value"):
            setattr(ctl.configuration.solver, name, value)
    with pytest.raises(AttributeError):
        ctl.configuration.solver.foo = 1
    with pytest.raises(AttributeError):
        _ = ctl.configuration.solver.foo
    with pytest.raises(RuntimeError):
        ctl.configuration.solve = 1
    assert ctl.configuration.solver.sign_fix == "0"
    ctl.configuration.solver.sign_fix = True
    assert ctl.configuration.solver.sign_fix == "1"


def supported(module, write_after_first):
    """The models of a program with positive loops when `asp.supp_models` is written before
    the first solve call, or after it."""
    ctl = module.Control(["0"])
    if not write_after_first:
        ctl.configuration.asp.supp_models = 1
    ctl.add("base", [], "{c}. a :- b. b :- a. a :- c. :- c.")
    ctl.ground([("base", [])])
    calls = []
    for _ in range(2):
        models = []
        ctl.solve(on_model=lambda m: models.append(sorted(str(s) for s in m.symbols(atoms=True))))
        calls.append(sorted(models))
        ctl.configuration.asp.supp_models = 1 if write_after_first else 0
    return calls


@pytest.mark.parametrize("write_after_first", [False, True])
def test_preprocessing_is_set_before_the_first_call(clingo_oracle, write_after_first):
    assert supported(rasp, write_after_first) == supported(clingo_oracle, write_after_first)


def test_a_solve_limit_written_between_calls_stops_the_next(clingo_oracle):
    for module in (rasp, clingo_oracle):
        ctl = module.Control()
        assert first_model(ctl) is not None
        ctl.configuration.solve.solve_limit = "0"
        assert ctl.solve().unknown, module
