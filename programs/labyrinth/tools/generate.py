#!/usr/bin/env python3
"""Generate a random Labyrinth instance (ASP Competition 2011 format) that has a solution.

Usage: python3 tools/generate.py N [--steps M] [--seed S] [--density P] [--min-pushes K] [--clingo PATH] > instances/x.lp

Every field of the N x N board gets each of its four connections with probability P
(default 0.5); the avatar and the goal are put on two different random fields.  The board is
kept only if clingo, running fewest_pushes.lp with max_steps(M) (default 2), finds a solution
needing at least K pushes (default 1): so the instance is solvable, and not trivially.  Boards
are drawn from the seed until one is kept; clingo is the repository's oracle tools/clingo
unless --clingo or $CLINGO names another."""
import argparse
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FEWEST = os.path.join(HERE, "..", "fewest_pushes.lp")
ORACLE = os.path.join(HERE, "..", "..", "..", "tools", "clingo")


def board(rng, n, density, steps):
    facts = [" ".join(f"field({x},{y})." for y in range(1, n + 1)) for x in range(1, n + 1)]
    fields = [(x, y) for x in range(1, n + 1) for y in range(1, n + 1)]
    init, goal = rng.sample(fields, 2)
    facts.append(f"init_on({init[0]},{init[1]}). goal_on({goal[0]},{goal[1]}).")
    for x in range(1, n + 1):
        row = [f"connect({x},{y},{d})." for y in range(1, n + 1) for d in "nsew"
               if rng.random() < density]
        if row:
            facts.append(" ".join(row))
    facts.append(f"max_steps({steps}).")
    return "\n".join(facts) + "\n"


def fewest_pushes(clingo, facts):
    """The fewest pushes that solve the instance, or None if it has no solution."""
    run = subprocess.run([clingo, FEWEST, "-", "-q", "0"], input=facts,
                         capture_output=True, text=True)
    if run.returncode not in (10, 20, 30):
        sys.exit(run.stderr)
    if "UNSATISFIABLE" in run.stdout:
        return None
    for line in run.stdout.splitlines():
        if line.startswith("Optimization :"):
            return int(line.split(":")[1])
    sys.exit("no optimum in clingo's output")


def main():
    ap = argparse.ArgumentParser(usage=__doc__.splitlines()[2][7:])
    ap.add_argument("n", type=int)
    ap.add_argument("--steps", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--density", type=float, default=0.5)
    ap.add_argument("--min-pushes", type=int, default=1)
    ap.add_argument("--clingo", default=os.environ.get("CLINGO", ORACLE))
    args = ap.parse_args()
    rng = random.Random(args.seed)
    for attempt in range(1, 1001):
        facts = board(rng, args.n, args.density, args.steps)
        pushes = fewest_pushes(args.clingo, facts)
        if pushes is not None and pushes >= args.min_pushes:
            break
    else:
        sys.exit("no board found in 1000 attempts")
    print(f"% A random {args.n}x{args.n} Labyrinth board, solvable with {pushes} push(es) at "
          f"least (draw {attempt} from the seed)")
    print(f"%   python3 tools/generate.py {args.n} --steps {args.steps} --seed {args.seed} "
          f"--density {args.density} --min-pushes {args.min_pushes}")
    sys.stdout.write(facts)


if __name__ == "__main__":
    main()
