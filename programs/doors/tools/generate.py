#!/usr/bin/env python3
"""Generate a random Doors board with exactly one solution.

Usage: python3 tools/generate.py ROWS COLS [--seed N] [--open P] [--clingo PATH] > instances/x.lp

Draws every door open with probability P (default 0.5), writes each room's count of visible
rooms, and then, in a random order, removes every number whose removal keeps the solution
unique.  Uniqueness is checked by running clingo (the oracle tools/clingo of the repository
unless --clingo or $CLINGO names another) on encoding.lp with the board and asking for two
answer sets.  The result is a board where every remaining number is needed."""
import argparse
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ENCODING = os.path.join(HERE, "..", "encoding.lp")
ORACLE = os.path.join(HERE, "..", "..", "..", "tools", "clingo")


def visible(rows, cols, opened, r, c):
    """Rooms seen from (r,c), itself included; opened holds the open doors as (r,c,'e'|'s')."""
    count = 1
    for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
        rr, cc = r, c
        while True:
            # The door between (rr,cc) and the next room, named by the room west or north of it.
            nr, nc = rr + dr, cc + dc
            if not (1 <= nr <= rows and 1 <= nc <= cols):
                break
            door = (min(rr, nr), min(cc, nc), "e" if dr == 0 else "s")
            if door not in opened:
                break
            count += 1
            rr, cc = nr, nc
    return count


def facts(rows, cols, numbers):
    out = [f"rows({rows}). cols({cols})."]
    for r in range(1, rows + 1):
        row = [f"number({r},{c},{numbers[(r, c)]})." for c in range(1, cols + 1)
               if (r, c) in numbers]
        if row:
            out.append(" ".join(row))
    return "\n".join(out) + "\n"


def solutions(clingo, rows, cols, numbers):
    """How many solutions the board has, counting up to 2."""
    run = subprocess.run([clingo, ENCODING, "-", "2", "-q"], input=facts(rows, cols, numbers),
                         capture_output=True, text=True)
    if run.returncode not in (10, 20, 30):
        sys.exit(run.stderr)
    for line in run.stdout.splitlines():
        if line.startswith("Models"):
            return int(line.split(":")[1].strip().rstrip("+"))
    sys.exit("no model count in clingo's output")


def main():
    ap = argparse.ArgumentParser(usage=__doc__.splitlines()[2][7:])
    ap.add_argument("rows", type=int)
    ap.add_argument("cols", type=int)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--open", type=float, default=0.5)
    ap.add_argument("--clingo", default=os.environ.get("CLINGO", ORACLE))
    args = ap.parse_args()
    rng = random.Random(args.seed)
    rows, cols = args.rows, args.cols
    while True:
        doors = [(r, c, "e") for r in range(1, rows + 1) for c in range(1, cols)]
        doors += [(r, c, "s") for r in range(1, rows) for c in range(1, cols + 1)]
        opened = {d for d in doors if rng.random() < args.open}
        numbers = {(r, c): visible(rows, cols, opened, r, c)
                   for r in range(1, rows + 1) for c in range(1, cols + 1)}
        # With every number given the doors may still be ambiguous; then draw again.
        if solutions(args.clingo, rows, cols, numbers) == 1:
            break
    rooms = sorted(numbers)
    rng.shuffle(rooms)
    for room in rooms:
        n = numbers.pop(room)
        if solutions(args.clingo, rows, cols, numbers) != 1:
            numbers[room] = n
    print(f"% A random {rows}x{cols} Doors board with exactly one solution:")
    print(f"%   python3 tools/generate.py {rows} {cols} --seed {args.seed} --open {args.open}")
    sys.stdout.write(facts(rows, cols, numbers))


if __name__ == "__main__":
    main()
