#!/usr/bin/env python3
"""Regenerates the expectations of the solver's golden corpus from clingo, the oracle.

For each X.lp in this folder (or the files given as arguments) writes
  X.aspif  the ground program, `clingo --mode=gringo X.lp`
  X.sol    the answer sets of `clingo X.lp 0`, normalized: one line per answer set with its
           shown atoms sorted (byte order) and joined by single spaces, the lines sorted, then
           SATISFIABLE or UNSATISFIABLE.
Uses the repository's tools/clingo unless CLINGO names another clingo executable.
Also run by `RASP_BLESS=1 cargo test --test solver_golden`. Review the diff after blessing.
"""
import concurrent.futures
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CLINGO = os.environ.get(
    "CLINGO",
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tools", "clingo"),
)


def normalize(output: str) -> str:
    lines = output.splitlines()
    models = []
    result = None
    for i, line in enumerate(lines):
        if line.startswith("Answer:"):
            atoms = lines[i + 1].split()
            models.append(" ".join(sorted(atoms, key=lambda s: s.encode())))
        elif line in ("SATISFIABLE", "UNSATISFIABLE"):
            result = line
    if result is None:
        raise RuntimeError("clingo printed no result:\n" + output)
    models.sort(key=lambda s: s.encode())
    return "".join(m + "\n" for m in models) + result + "\n"


def bless(lp: str) -> str:
    base = lp[:-3]
    aspif = subprocess.run([CLINGO, "--mode=gringo", lp], capture_output=True, text=True)
    if aspif.returncode != 0:
        raise RuntimeError(f"{lp}: clingo --mode=gringo failed:\n{aspif.stderr}")
    solved = subprocess.run([CLINGO, lp, "0"], capture_output=True, text=True)
    if solved.returncode not in (10, 20, 30):
        raise RuntimeError(f"{lp}: clingo exited {solved.returncode}:\n{solved.stderr}")
    with open(base + ".aspif", "w") as f:
        f.write(aspif.stdout)
    with open(base + ".sol", "w") as f:
        f.write(normalize(solved.stdout))
    return os.path.basename(lp)


def main() -> None:
    files = sys.argv[1:] or sorted(
        os.path.join(HERE, f) for f in os.listdir(HERE) if f.endswith(".lp")
    )
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for name in pool.map(bless, files):
            print("blessed", name)


if __name__ == "__main__":
    main()
