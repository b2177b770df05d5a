"""
Ctrl-C (SIGINT) stops a long solve with KeyboardInterrupt, as it stops clingo's.
"""

import signal
import subprocess
import sys
import time


def default_sigint():
    """In the child before it runs: Ctrl-C back to its default. A shell that starts a job in
    the background (`.ci/run &`) sets SIGINT to ignored for it and everything it starts;
    Python then installs no KeyboardInterrupt handler, and a background search (which,
    unlike `solve`, installs no handler of its own) never hears the signal."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


SCRIPT = """
import rasp
ctl = rasp.Control()
# The pigeonhole principle, 13 pigeons, 12 holes: hours of search.
ctl.add("base", [], "p(1..13). h(1..12). 1 {in(P,H) : h(H)} 1 :- p(P). :- h(H), 2 {in(P,H) : p(P)}.")
ctl.ground([("base", [])])
print("solving", flush=True)
try:
    ctl.solve()
except KeyboardInterrupt:
    print("interrupted", flush=True)
"""


def test_ctrl_c_stops_a_solve():
    run = subprocess.Popen(
        [sys.executable, "-c", SCRIPT],
        stdout=subprocess.PIPE,
        text=True,
        preexec_fn=default_sigint,
    )
    assert run.stdout.readline().strip() == "solving"
    time.sleep(0.5)
    run.send_signal(signal.SIGINT)
    try:
        out, _ = run.communicate(timeout=60)
    finally:
        run.kill()  # (a search that went on would keep a core busy for the rest of CI)
    assert out.splitlines()[0] == "interrupted"
