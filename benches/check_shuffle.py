#!/usr/bin/env python3
"""Checks benches/common.py's statement splitter: a shuffled copy of a program must be the
same ground program with the same answers.

    python3 benches/check_shuffle.py [--copies N] [--timeout S] [--out DIR]

For each program, the instances of benches/saturation.py (with their options) and each
programs/NAME/encoding.lp with each of its instances programs/NAME/instances/*.lp, writes
copies 1..N (default 2) with `shuffled_program` into DIR (default /tmp/rasp-check-shuffle)
and compares each with the original:
    ground program: the lines of `tools/clingo --text FILES OPTIONS`, equal up to order
                    (see `canonical`)
    answers:        `tools/clingo FILES OPTIONS -q -t 1` (an encoding: `0 -q -t 1`), the
                    result and the number of models, equal (not compared when either run
                    passes --timeout seconds, default 30)
Programs the splitter refuses (`#program`, ...) are listed as such. Prints a line per
program; exits 1 when a copy differs.
"""
import argparse
import glob
import os
import re
import subprocess
import sys

import saturation
from common import CLINGO, ROOT, result_of, shuffled_program


TOKEN = re.compile(r'"(?:\\.|[^"\\])*"|:-|:~|[(),;:{}]|[^(),;:{}"]+')


def items(text):
    """The sorted items of a part of a ground rule: the text between the separators
    `,;:{}` outside parentheses."""
    found, current, depth = [], [], 0
    for token in TOKEN.findall(text):
        depth += {"(": 1, ")": -1}.get(token, 0)
        if depth == 0 and token in ",;:{}":
            found.append("".join(current))
            current = []
        else:
            current.append(token)
    return sorted(found + ["".join(current)])


def canonical(lines):
    """clingo's `--text` lines in a form that does not depend on the order of the input's
    statements: the line of each rule or fact with its `#delayed(N)` (numbered in the
    order gringo meets them) replaced by their definitions, then as the sorted items of its
    head and its body (gringo prints the elements of a set in the order it grounded them,
    so which element follows which is the order's too); the lines sorted."""
    definitions = dict(re.findall(r"^(#delayed\(\d+\)) <=> (.*)$", "\n".join(lines), re.M))
    found = []
    for line in lines:
        if line.startswith("#delayed("):
            continue
        while "#delayed(" in line:
            line = re.sub(r"#delayed\(\d+\)", lambda m: "{" + definitions[m.group(0)] + "}",
                          line)
        head, arrow, body = line.partition(":-")
        found.append((items(head), arrow, items(body)))
    return sorted(found)


def ground(files, options):
    """clingo's ground program (`--text`), in `canonical` form."""
    cmd = [CLINGO, "--text", *files, *options]
    return canonical(subprocess.run(cmd, capture_output=True, text=True, check=True)
                     .stdout.splitlines())


def answer(files, options, timeout):
    """clingo's result and model count, or None when it runs over `timeout` seconds."""
    cmd = [CLINGO, *files, *options, "-q", "-t", "1"]
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout).stdout
    except subprocess.TimeoutExpired:
        return None
    return result_of(out)


def programs(out):
    """(name, files, options) of every program to check."""
    cases = [(name, saturation.files_of(name, text, out) + files, options)
             for name, text, files, options in saturation.instances()]
    for encoding in sorted(glob.glob(os.path.join(ROOT, "programs", "*", "encoding.lp"))):
        folder = os.path.dirname(encoding)
        for instance in sorted(glob.glob(os.path.join(folder, "instances", "*.lp"))):
            cases.append((os.path.relpath(instance, os.path.dirname(folder)),
                          [encoding, instance], ["0"]))
    return cases


def check(name, files, options, args):
    """Compares the copies of one program with it; returns whether they all agree."""
    try:
        copies = [shuffled_program(files, k, os.path.join(args.out, f"copy{k}.lp"))
                  for k in range(1, args.copies + 1)]
    except ValueError as e:
        print(f"{name:<40} refused: {e}")
        return True
    rules = ground(files, options)
    expected = answer(files, options, args.timeout)
    agree = True
    for k, copy in enumerate(copies, 1):
        same_rules = ground([copy], options) == rules
        got = answer([copy], options, args.timeout)
        same_answer = None in (expected, got) or got == expected
        agree &= same_rules and same_answer
        print(f"{name:<40} copy {k}: {len(rules)} ground lines "
              f"{'equal' if same_rules else 'DIFFER'}, answer {got or 'timed out'}"
              f"{'' if same_answer else f' DIFFERS from {expected}'}", flush=True)
    return agree


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--copies", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--out", default="/tmp/rasp-check-shuffle")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    results = [check(name, files, options, args) for name, files, options in programs(args.out)]
    sys.exit(0 if all(results) else 1)


if __name__ == "__main__":
    main()
