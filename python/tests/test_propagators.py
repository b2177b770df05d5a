"""
Propagators (`rasp.propagator`) against clingo's: a propagator that allows at most `k` of
the atoms `p/1` true (clauses in `propagate`, or only in `check` on total assignments), on
random programs; the answer sets must be clingo's. Also a propagator's exception.
"""

import random

import pytest

import rasp


class AtMost:
    """At most `k` of the atoms `p(_)`: when `k + 1` of them hold, a clause forbids them."""

    def __init__(self, k, in_check, undo_always=False):
        self.k = k
        self.in_check = in_check
        self.undo_always = undo_always
        self.lits = []
        self.undone = 0

    def init(self, init):
        self.lits = sorted({init.solver_literal(a.literal)
                            for a in init.symbolic_atoms.by_signature("p", 1)})
        for lit in self.lits:
            init.add_watch(lit)
        if not self.in_check:
            init.check_mode = type(init.check_mode).Off
        if self.undo_always:
            init.undo_mode = type(init.undo_mode).Always

    def _forbid(self, control):
        true = [lit for lit in self.lits if control.assignment.is_true(lit)]
        if len(true) > self.k:
            control.add_clause([-lit for lit in true[: self.k + 1]])

    def propagate(self, control, changes):
        if not self.in_check:
            self._forbid(control)

    def undo(self, thread_id, assignment, changes):
        self.undone += 1

    def check(self, control):
        self._forbid(control)


def random_program(rng):
    n = rng.randint(2, 6)
    lines = [f"{{ p(1..{n}) }}.", f"{{ q(1..{rng.randint(1, 3)}) }}."]
    for _ in range(rng.randint(0, 4)):
        a, b = rng.randint(1, n), rng.randint(1, n)
        lines.append(rng.choice([f"p({a}) :- q(1), not p({b}).", f":- p({a}), p({b}), q(2).",
                                 f"q(3) :- p({a}).", f"p({a}) :- p({b}), q(1)."]))
    return "\n".join(lines)


def answer_sets(module, program, propagator):
    ctl = module.Control(["0"])
    ctl.add("base", [], program)
    ctl.ground([("base", [])])
    ctl.register_propagator(propagator)
    found = []
    ctl.solve(on_model=lambda m: found.append(" ".join(sorted(map(str, m.symbols(atoms=True))))))
    return sorted(found)


@pytest.mark.parametrize("in_check", [False, True])
def test_random_programs_with_a_propagator_give_clingos_answer_sets(in_check, clingo_oracle):
    clingo = clingo_oracle
    rng = random.Random(7 + in_check)
    for _ in range(60):
        program = random_program(rng)
        k = rng.randint(0, 3)
        ours = answer_sets(rasp, program, AtMost(k, in_check, rng.random() < 0.5))
        theirs = answer_sets(clingo, program, AtMost(k, in_check))
        assert ours == theirs, program


def test_an_exception_of_a_propagator_is_raised_by_solve():
    class Failing:
        def init(self, init):
            for atom in init.symbolic_atoms:
                init.add_watch(init.solver_literal(atom.literal))

        def propagate(self, control, changes):
            raise ValueError("propagation failed")

    ctl = rasp.Control(["0"])
    ctl.add("base", [], "{a; b}.")
    ctl.ground([("base", [])])
    ctl.register_propagator(Failing())
    with pytest.raises(ValueError, match="propagation failed"):
        ctl.solve()


def test_a_view_of_the_solver_kept_after_its_call_raises():
    kept = []

    class Keeping:
        def init(self, init):
            kept.append(init)

    ctl = rasp.Control()
    ctl.add("base", [], "a.")
    ctl.ground([("base", [])])
    ctl.register_propagator(Keeping())
    ctl.solve()
    with pytest.raises(RuntimeError, match="outside the call"):
        kept[0].add_watch(1)
