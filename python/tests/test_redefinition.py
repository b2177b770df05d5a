"""
clingo's "redefinition of atom" across the steps of a multi-shot session: a grounding step,
or a rule of the backend, that gives rules to an atom that rules before the last solve call
define raises `RuntimeError` with clingo's text (the atom's name and id); the control stays
usable, and steps grounded without a solve call between them may define an atom together.
The same script run on clingo's module (if installed) gives the same results.
"""

import pytest

import rasp


def run(module):
    """The results of a session with redefinitions: each step's `ok` or error text, and the
    models of each solve call."""
    ctl = module.Control(["0"])
    results = []

    def ground(name, text):
        ctl.add(name, [], text)
        try:
            ctl.ground([(name, [])])
            results.append((name, "ok"))
        except RuntimeError as error:
            results.append((name, str(error)))

    def solve():
        models = []
        ctl.solve(on_model=lambda m: models.append(sorted(str(s) for s in m.symbols(shown=True))))
        results.append(sorted(models))

    def backend_rule(head, body):
        try:
            with ctl.backend() as backend:
                atoms = [backend.add_atom(module.parse_term(h)) for h in head + body]
                backend.add_rule(atoms[: len(head)], atoms[len(head):])
            results.append(("backend", "ok"))
        except RuntimeError as error:
            results.append(("backend", str(error)))

    ground("choice", "{ q(1) }. #external e.")
    ground("unsolved", "q(1) :- p. { p }.")
    solve()
    ground("rule", "q(1) :- t. { t }.")
    solve()
    ground("fact", "f. { v }.")
    solve()
    ground("fact_again", "f.")
    ground("external", "e :- v.")
    solve()
    ground("external_again", "e :- t.")
    backend_rule(["q(1)"], ["v"])
    backend_rule(["w"], ["v"])
    solve()
    symbolic = sorted((str(a.symbol), a.is_external) for a in ctl.symbolic_atoms)
    results.append(symbolic)
    return results


def test_a_step_that_redefines_an_atom_fails():
    results = run(rasp)
    assert results[:4] == [
        ("choice", "ok"),
        ("unsolved", "ok"),
        [[], ["p", "q(1)"], ["q(1)"]],
        ("rule", "redefinition of atom <'q(1)',2>"),
    ]
    assert ("external_again", "redefinition of atom <'e',1>") in results
    assert ("backend", "redefinition of atom <'q(1)',2>") in results
    assert ("backend", "ok") in results


def test_redefinitions_as_clingo(clingo):
    assert run(rasp) == run(clingo)
