#!/usr/bin/env python3
"""Measures the Python module's cost over the `rasp` binary (issue 18): the same solve
through `rasp.Control` and through `target/release/rasp`, in CPU time.

    python3 benches/python_module.py [--runs N] [--python PYTHON]

PYTHON (default .venv-py/bin/python3) has rasp's module installed from a release build:

    python3 -m venv .venv-py
    CARGO_TARGET_DIR=$PWD/target .venv-py/bin/pip install ./python   # release, LTO

and target/release/rasp is built (`cargo build --release`). The cases, run alternately N
times each (default 5), the median CPU time of each:
    queens-12        all 14,200 answer sets of 12 queens (binary: `0 -q`; Python:
                     `solve(on_model=...)` with `model.symbols(shown=True)` on each, then
                     without touching the model, then with `yield_=True` iteration)
    optimization     a weighted vertex cover of 75 nodes by branch-and-bound (the binary
                     prints the improving models' costs; Python calls on_model for each)
    unsat            the pigeonhole principle, 10 pigeons in 9 holes: one long search
The binary's time is the process's CPU time (user + system); Python's is
`time.process_time()` around `Control` creation, `add`, `ground` and `solve` inside the
interpreter (the interpreter's start and `import rasp` are left out: about 40 ms). Never
part of the test suite: timings are measured here, not asserted.

Measured on 28 November 2026 (load 9-11 on 2 cores; queens 5 runs, the others 3):
    queens-12     binary 3.857 s; symbols 3.691 (0.957x), plain 3.468 (0.899x),
                  yield 4.127 (1.070x)
    optimization  binary 2.075 s (27 models); plain 2.403 (1.158x; 28 models: another search)
    unsat         binary 6.532 s (138,876 conflicts); plain 3.873 (0.593x; 93,876 conflicts)
"""
import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile

from common import ROOT, rasp_binary

BINARY = rasp_binary()

QUEENS = """
#const n = 12.
1 { q(X,Y) : Y = 1..n } 1 :- X = 1..n.
:- q(X,Y), q(X',Y), X < X'.
:- q(X,Y), q(X',Y'), X < X', X' - X = |Y' - Y|.
#show q/2.
"""


def vertex_cover(nodes=75, edges=220, seed=7):
    rng = random.Random(seed)
    lines = [f"node({v},{rng.randint(1, 9)})." for v in range(nodes)]
    pairs = set()
    while len(pairs) < edges:
        a, b = rng.sample(range(nodes), 2)
        pairs.add((min(a, b), max(a, b)))
    lines += [f"edge({a},{b})." for a, b in sorted(pairs)]
    lines += [
        "{ in(V) : node(V,_) }.",
        ":- edge(A,B), not in(A), not in(B).",
        "#minimize { W,V : in(V), node(V,W) }.",
        "#show in/1.",
    ]
    return "\n".join(lines) + "\n"


PIGEONS = """
p(1..10). h(1..9).
1 { in(P,H) : h(H) } 1 :- p(P).
:- h(H), 2 { in(P,H) : p(P) }.
"""

SCRIPT = r"""
import sys, time
import rasp as clingo
path, mode, arguments = sys.argv[1], sys.argv[2], sys.argv[3:]
text = open(path).read()
start = time.process_time()
ctl = clingo.Control(arguments)
ctl.add("base", [], text)
ctl.ground([("base", [])])
count = 0
if mode == "symbols":
    def on_model(model):
        global count
        count += len(model.symbols(shown=True))
    result = ctl.solve(on_model=on_model)
elif mode == "yield":
    with ctl.solve(yield_=True) as handle:
        for model in handle:
            count += len(model.symbols(shown=True))
        result = handle.get()
else:
    result = ctl.solve(on_model=lambda model: None)
elapsed = time.process_time() - start
models = int(ctl.statistics["summary"]["models"]["enumerated"])
print(f"{elapsed} {models} {result}")
"""


def binary_time(path, arguments):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    run = subprocess.run([BINARY, path, *arguments], capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if run.returncode not in (10, 20, 30):
        sys.exit(f"rasp failed: {run.stderr}")
    seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return seconds


def python_time(python, script, path, mode, arguments):
    run = subprocess.run(
        [python, script, path, mode, *arguments], capture_output=True, text=True, check=True
    )
    elapsed, models, result = run.stdout.split()
    return float(elapsed), int(models), result


def main():
    global BINARY
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--python", default=os.path.join(ROOT, ".venv-py", "bin", "python3"))
    parser.add_argument("--binary", default=BINARY)
    parser.add_argument("--cases", default="queens-12,optimization,unsat")
    args = parser.parse_args()
    BINARY = args.binary
    work = tempfile.mkdtemp(prefix="rasp-bench-python-")
    script = os.path.join(work, "solve.py")
    with open(script, "w") as f:
        f.write(SCRIPT)
    cases = []
    for name, text, arguments, modes in [
        ("queens-12", QUEENS, ["0"], ["symbols", "plain", "yield"]),
        ("optimization", vertex_cover(), [], ["plain"]),
        ("unsat", PIGEONS, [], ["plain"]),
    ]:
        path = os.path.join(work, f"{name}.lp")
        with open(path, "w") as f:
            f.write(text)
        cases.append((name, path, arguments, modes))
    print(f"load average before: {os.getloadavg()}")
    for name, path, arguments, modes in cases:
        if name not in args.cases.split(","):
            continue
        times = {"binary": []}
        times.update({mode: [] for mode in modes})
        counts = {}
        for _ in range(args.runs):
            times["binary"].append(binary_time(path, [*arguments, "-q"]))
            for mode in modes:
                elapsed, models, result = python_time(args.python, script, path, mode, arguments)
                times[mode].append(elapsed)
                counts[mode] = (models, result)
        base = statistics.median(times["binary"])
        print(f"{name}: binary {base:.3f} s CPU (runs {', '.join(f'{t:.2f}' for t in times['binary'])})")
        for mode in modes:
            median = statistics.median(times[mode])
            models, result = counts[mode]
            runs = ", ".join(f"{t:.2f}" for t in times[mode])
            print(f"  python {mode:8} {median:.3f} s ({median / base:.3f}x; {models} models, "
                  f"{result}; runs {runs})")
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
