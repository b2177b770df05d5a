#!/usr/bin/env python3
"""Benchmarks the incremental Labyrinth against the one-shot encoding, rasp against clingo.

    python3 benches/labyrinth.py [--runs N] [--models K] [--rasp PATH[,PATH...]] [--out DIR]

Generates boards with programs/labyrinth/tools/generate.py (sizes and seeds below; cached in
DIR), then runs, alternately, N times each, on every board:
    incremental: programs/labyrinth/incremental.lp BOARD -c imax=M+1 K -q --stats
    one-shot:    programs/labyrinth/encoding.lp BOARD K -q --stats
with rasp (target/release/rasp, or each build of --rasp, e.g. a baseline to compare with) and
with clingo (tools/clingo). With K = 1 (the default) the incremental mode finds one plan with
the fewest pushes and the one-shot encoding any plan within max_steps; K = 0 enumerates the
plans (incremental: all of the fewest pushes). Prints, per board and encoding, the median
CPU time of each solver (user + system, of the child: the machine may be shared), the ratio of
rasp's to clingo's medians, and the models and calls each reports, which must agree.
Build first with `cargo build --release`. Never part of the test suite: timings are
measured here, not asserted.
"""
import argparse
import os
import re
import resource
import statistics
import subprocess
import sys

from common import CLINGO, ROOT, rasp_binary

LABYRINTH = os.path.join(ROOT, "programs", "labyrinth")

# (size, max_steps, seed, min_pushes): boards that need a few pushes.
BOARDS = [
    (7, 3, 2, 2),
    (9, 4, 4, 4),
    (10, 4, 11, 3),
    (11, 4, 12, 3),
    (12, 5, 13, 3),
    (9, 4, 24, 3),
    (10, 4, 22, 3),
    (10, 4, 25, 3),
    (10, 4, 28, 3),
    (11, 4, 26, 3),
    (11, 4, 29, 3),
]


def cpu_run(cmd):
    """Runs cmd; returns its CPU time (user + system) and its output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run(cmd, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode not in (10, 20, 30):
        sys.exit(f"{' '.join(cmd)} exited {proc.returncode}:\n{proc.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, proc.stdout


def field(text, name):
    m = re.search(rf"^{name}\s*:\s*([0-9]+)", text, re.M)
    return m.group(1) if m else "?"


def board(out, size, steps, seed, pushes):
    path = os.path.join(out, f"board_{size}x{size}_s{seed}.lp")
    if not os.path.exists(path):
        generate = os.path.join(LABYRINTH, "tools", "generate.py")
        cmd = [sys.executable, generate, str(size), "--steps", str(steps), "--seed", str(seed),
               "--min-pushes", str(pushes)]
        text = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
        with open(path, "w") as f:
            f.write(text)
    return path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--models", type=int, default=1)
    ap.add_argument("--rasp", default=rasp_binary())
    ap.add_argument("--out", default="/tmp/rasp-labyrinth-bench")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    solvers = [(f"rasp{i}" if "," in args.rasp else "rasp", [path])
               for i, path in enumerate(args.rasp.split(","))]
    solvers.append(("clingo", [CLINGO]))
    header = f"{'board':<16} {'encoding':<12}" + "".join(f" {n:>9}" for n, _ in solvers)
    header += "".join(f" {n + '/cl':>9}" for n, _ in solvers[:-1]) + "  models calls"
    print(header)
    ratios = {name: [] for name, _ in solvers[:-1]}
    for size, steps, seed, pushes in BOARDS:
        path = board(args.out, size, steps, seed, pushes)
        name = os.path.basename(path)[6:-3]
        encodings = [
            ("incremental", [os.path.join(LABYRINTH, "incremental.lp"), path,
                             "-c", f"imax={steps + 1}"]),
            ("one-shot", [os.path.join(LABYRINTH, "encoding.lp"), path]),
        ]
        for encoding, files in encodings:
            times = {n: [] for n, _ in solvers}
            answers = {}
            for _ in range(args.runs):
                for n, cmd in solvers:
                    cpu, out = cpu_run(cmd + files + [str(args.models), "-q", "--stats"])
                    times[n].append(cpu)
                    answers[n] = (field(out, "Models"), field(out, "Calls"))
            medians = {n: statistics.median(t) for n, t in times.items()}
            line = f"{name:<16} {encoding:<12}"
            line += "".join(f" {medians[n]:>8.2f}s" for n, _ in solvers)
            for n, _ in solvers[:-1]:
                ratio = medians[n] / max(medians["clingo"], 1e-3)
                ratios[n].append(ratio)
                line += f" {ratio:>9.2f}"
            models = {a for a in answers.values()}
            line += "  " + (" ".join(models.pop()) if len(models) == 1 else f"DIFFER {answers}")
            print(line, flush=True)
    for n, r in ratios.items():
        print(f"{n}: geometric mean of the ratios to clingo: "
              f"{statistics.geometric_mean(r):.2f}")


if __name__ == "__main__":
    main()
