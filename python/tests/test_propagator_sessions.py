"""
Propagators across the solve calls of a session, as clingo runs them (clingo's example
`examples/clingo/dl`, a difference-logic propagator minimizing a bound over several calls,
found these): the watches of an earlier call's `init` stay; `undo` sees the decision level
it undoes; each call ends with its levels above the root undone; a propagator hears only
of the root literals it has not heard of. Each checked on rasp and on clingo (the oracle).
"""

import pytest

import rasp

PROGRAM = """
#program base.
{ a(1..6) }.
:- a(1), a(2), a(3).
b(X) :- a(X), X > 3.
#program more(k).
{ c(k) }.
:- c(k), not a(k).
"""


class Recorder:
    """Watches the atoms `a/1` in the first call's `init` only, keeps a stack of what it
    heard of by decision level, and checks clingo's invariants on it."""

    def __init__(self):
        self.first = True
        self.stack = []  # (level, changes)
        self.heard_above_root = [0]  # per call: changes heard of above the root
        self.root = set()
        self.errors = []

    def init(self, init):
        if self.first:
            for atom in init.symbolic_atoms.by_signature("a", 1):
                init.add_watch(init.solver_literal(atom.literal))
            self.first = False
        else:
            self.heard_above_root.append(0)

    def propagate(self, control, changes):
        level = control.assignment.decision_level
        if level == 0:
            again = self.root.intersection(changes)
            if again:
                self.errors.append(f"root literals heard of again: {sorted(again)}")
            self.root.update(changes)
        else:
            self.heard_above_root[-1] += len(changes)
        if self.stack and self.stack[-1][0] == level:
            self.stack[-1][1].extend(changes)
        else:
            self.stack.append((level, list(changes)))

    def undo(self, thread_id, assignment, changes):
        level = assignment.decision_level
        if not self.stack or self.stack[-1][0] != level:
            self.errors.append(f"undo at level {level}, heard of {self.stack[-1:]}")
            return
        heard = self.stack.pop()[1]
        if sorted(heard) != sorted(changes):
            self.errors.append(f"undo of {sorted(changes)}, heard of {sorted(heard)}")

    def after_call(self):
        above = [entry for entry in self.stack if entry[0] > 0]
        if above:
            self.errors.append(f"levels not undone after the call: {above}")


def run(module):
    recorder = Recorder()
    ctl = module.Control(["0"])
    ctl.register_propagator(recorder)
    ctl.add("base", [], PROGRAM)
    ctl.ground([("base", [])])
    counts = []
    for k in range(1, 4):
        result = ctl.solve()
        recorder.after_call()
        counts.append(str(result))
        ctl.ground([("more", [module.Number(k)])])
    return recorder, counts


@pytest.mark.parametrize("name", ["rasp", "clingo"])
def test_propagators_across_solve_calls(clingo_oracle, name):
    module = rasp if name == "rasp" else clingo_oracle
    recorder, results = run(module)
    assert recorder.errors == []
    assert results == ["SAT", "SAT", "SAT"]
    # The watches of the first call's init hold in the later calls too.
    assert len(recorder.heard_above_root) == 3
    assert all(count > 0 for count in recorder.heard_above_root), recorder.heard_above_root
