"""
Ctrl-C (SIGINT) stops a long solve with KeyboardInterrupt, as it stops clingo's.
"""

import signal
import subprocess
import sys
import time

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
    )
    assert run.stdout.readline().strip() == "solving"
    time.sleep(0.5)
    run.send_signal(signal.SIGINT)
    out, _ = run.communicate(timeout=60)
    assert out.splitlines()[0] == "interrupted"
