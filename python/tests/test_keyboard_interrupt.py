"""
Ctrl-C (SIGINT) stops a long solve with KeyboardInterrupt, as it stops clingo's: a solve in
the foreground, and one in the background (`async_`) that the caller waits for.
"""

import signal
import subprocess
import sys
import time

# The pigeonhole principle, 13 pigeons, 12 holes: hours of search.
PIGEONS = """
import rasp
ctl = rasp.Control()
ctl.add("base", [], "p(1..13). h(1..12). 1 {in(P,H) : h(H)} 1 :- p(P). :- h(H), 2 {in(P,H) : p(P)}.")
ctl.ground([("base", [])])
"""

FOREGROUND = PIGEONS + """
print("solving", flush=True)
try:
    ctl.solve()
except KeyboardInterrupt:
    print("interrupted", flush=True)
"""

BACKGROUND = PIGEONS + """
handle = ctl.solve(async_=True)
print("solving", flush=True)
try:
    handle.get()
except KeyboardInterrupt:
    print("interrupted", flush=True)
print(handle.get().interrupted, flush=True)
"""

# The signal comes while the handle runs Python code of its own before the native wait (a
# slow `_event`): the KeyboardInterrupt must stop the search all the same.
SLOW_EVENTS = """
import time
import rasp.solving
event = rasp.solving.SolveHandle._event
def slow_event(self, timeout):
    time.sleep(2)
    return event(self, timeout)
rasp.solving.SolveHandle._event = slow_event
"""


def default_sigint():
    """In the child before it runs: Ctrl-C back to its default. A shell that starts a job in
    the background (`.ci/run &`) sets SIGINT to ignored for it and everything it starts;
    Python then installs no KeyboardInterrupt handler, and a background search (which,
    unlike `solve`, installs no handler of its own) never hears the signal."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def interrupted(script):
    """The lines that `script` prints after "solving", given Ctrl-C half a second later."""
    run = subprocess.Popen(
        [sys.executable, "-c", script],
        stdout=subprocess.PIPE,
        text=True,
        preexec_fn=default_sigint,
    )
    try:
        assert run.stdout.readline().strip() == "solving"
        time.sleep(0.5)
        run.send_signal(signal.SIGINT)
        out, _ = run.communicate(timeout=60)
    finally:
        run.kill()  # (a search that went on would keep a core busy for the rest of CI)
    return out.splitlines()


def test_ctrl_c_stops_a_solve():
    assert interrupted(FOREGROUND)[0] == "interrupted"


def test_ctrl_c_stops_a_background_search():
    assert interrupted(BACKGROUND) == ["interrupted", "True"]


def test_ctrl_c_between_waits_stops_a_background_search():
    assert interrupted(SLOW_EVENTS + BACKGROUND) == ["interrupted", "True"]
