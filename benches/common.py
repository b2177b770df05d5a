"""What the benchmark scripts of benches/ share: where the repository, clingo and rasp's
release build are, building rasp, reading a statistic of the systems' output, and splitting
a program into its statements to shuffle them.

The scripts import it as `common` (each runs with benches/ on its path). rasp's binaries are
looked up in $CARGO_TARGET_DIR when it is set (as cargo builds them), else in ROOT/target;
clingo is $CLINGO when set, else tools/clingo (the oracle, clingo's Python package).
"""
import math
import os
import random
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLINGO = os.environ.get("CLINGO", os.path.join(ROOT, "tools", "clingo"))


def target_dir():
    """Cargo's target directory: $CARGO_TARGET_DIR, else ROOT/target."""
    return os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))


def build_rasp(example=None, quiet=True):
    """Runs `cargo build --release` (with `--example EXAMPLE`, `-q` when `quiet`) in ROOT;
    raises `subprocess.CalledProcessError` when the build fails."""
    cmd = ["cargo", "build", "--release"]
    if example:
        cmd += ["--example", example]
    if quiet:
        cmd.append("-q")
    subprocess.run(cmd, cwd=ROOT, check=True)


def rasp_binary(name="rasp"):
    """The path of the release build of `name`: the rasp binary, or any other name an
    example (target_dir()/release/examples/NAME, built by `build_rasp(example=NAME)`)."""
    release = os.path.join(target_dir(), "release")
    return os.path.join(release, name if name == "rasp" else os.path.join("examples", name))


def field(text, pattern):
    """The number the first group of `pattern` (a multi-line regex) matches in a system's
    output, thousands separators dropped; NaN when it does not match. E.g.
    `field(out, r"^Conflicts\\s*:\\s*([0-9]+)")`."""
    m = re.search(pattern, text, re.M)
    return float(m.group(1).replace(",", "")) if m else float("nan")


def ratio_interval(xs, ys, draws=2000, seed=0):
    """A 95% bootstrap interval for the ratio of the geometric means of `xs` to `ys`, the
    times of two systems on the same copies (paired by position): the copies are drawn with
    replacement `draws` times, from `random.Random(seed)`, and the 2.5th and 97.5th
    percentiles of the ratios returned. On heavy-tailed instances the interval says whether
    a ratio near 1 tells the systems apart: on 180 copies of the Labyrinth's 12x12_s2 board,
    whose logarithms of CPU times spread by about 1.0 in both systems, it is about 0.84 to
    1.29 around 1.04 (benches/labyrinth.py)."""
    logs = [math.log(x) - math.log(y) for x, y in zip(xs, ys)]
    rng = random.Random(seed)
    n = len(logs)
    ratios = sorted(math.exp(sum(logs[rng.randrange(n)] for _ in range(n)) / n)
                    for _ in range(draws))
    return ratios[int(0.025 * draws)], ratios[int(0.975 * draws) - 1]


def result_of(text):
    """A system's answer in its output `text`: (SATISFIABLE, UNSATISFIABLE or UNKNOWN, the
    number of models), "?" and -1 for what the text lacks."""
    result = re.search(r"^(SATISFIABLE|UNSATISFIABLE|UNKNOWN)$", text, re.M)
    models = re.search(r"^Models\s*:\s*([0-9]+)", text, re.M)
    return (result.group(1) if result else "?", int(models.group(1)) if models else -1)


# Directives whose meaning depends on where they stand (or that embed another language, or
# define a theory grammar whose operators may contain `.`): a program with one of them
# cannot be shuffled statement by statement.
UNSHUFFLABLE = re.compile(r"#(program|script|include|theory)\b")


def _line_of(text, i):
    """The number of the line of position i (from 1), for error messages."""
    return text.count("\n", 0, i) + 1


def _line_end(text, i):
    """The position of the newline that ends the line of position i (or the text's end)."""
    end = text.find("\n", i)
    return len(text) if end < 0 else end


def _block_comment_end(text, i):
    """The position after the block comment `%* ... *%` that starts at i. As gringo's lexer
    (and rasp's, src/syntax/token.rs): block comments nest, and inside one a `%` not
    followed by `*` starts a line comment."""
    start, depth = i, 0
    while i < len(text):
        if text.startswith("%*", i):
            depth, i = depth + 1, i + 2
        elif text.startswith("*%", i):
            depth, i = depth - 1, i + 2
            if depth == 0:
                return i
        elif text[i] == "%":
            i = _line_end(text, i)
        else:
            i += 1
    raise ValueError(f"line {_line_of(text, start)}: unterminated block comment")


def _string_end(text, i):
    """The position after the string literal that starts at i (its `"`). A string ends on
    its line; `\\"` does not end it."""
    j = i + 1
    while j < len(text) and text[j] != "\n":
        if text[j] == "\\":
            j += 2
        elif text[j] == '"':
            return j + 1
        else:
            j += 1
    raise ValueError(f"line {_line_of(text, i)}: unterminated string")


def _pieces(text):
    """The text as (position, piece) pairs: a comment as " " (so that dropping it glues no
    tokens together), a string literal whole, `..` whole, any other character alone."""
    i = 0
    while i < len(text):
        if text.startswith("%*", i):
            yield i, " "
            i = _block_comment_end(text, i)
        elif text[i] == "%" or text.startswith("#!", i):
            yield i, " "
            i = _line_end(text, i)
        elif text[i] == '"':
            end = _string_end(text, i)
            yield i, text[i:end]
            i = end
        elif text.startswith("..", i):
            yield i, ".."
            i += 2
        else:
            yield i, text[i]
            i += 1


def statements(text):
    """The statements of a program's text, in order, each on one line (the blanks and
    comments between its tokens made one space) and ending in its `.`. A `.` ends a
    statement unless it is part of `..` or inside a string or comment; the `[...]` after the
    `.` of a weak constraint or a `#heuristic` belongs to the statement (and ends it).
    Raises ValueError for unterminated strings and comments, text after the last
    statement, and the directives of UNSHUFFLABLE."""
    found, current = [], []  # the statements, and the pieces of the next one
    dot = False  # current holds a statement up to its `.` (and perhaps a `[...]` after it)
    brackets = 0  # the `[` after that `.` not yet closed

    def finish():
        nonlocal dot
        found.append("".join(current).strip())
        current.clear()
        dot = False

    for pos, piece in _pieces(text):
        if piece.isspace():  # blanks as one space, none before a statement
            if current and not current[-1].isspace():
                current.append(" ")
            continue
        if dot and not brackets and piece != "[":
            finish()
        if not current:
            directive = UNSHUFFLABLE.match(text, pos)
            if directive:
                raise ValueError(f"line {_line_of(text, pos)}: {directive.group(0)} (the "
                                 "statements of this program cannot be reordered)")
        current.append(piece)
        if piece == "." and not dot:
            dot = True
        elif dot and piece in ("[", "]"):
            brackets += 1 if piece == "[" else -1
            if not brackets:
                finish()
    if brackets or current and not dot:
        raise ValueError(f"text after the last statement: {''.join(current).strip()[:60]!r}")
    if dot:
        finish()
    return found


def shuffled_program(paths, seed, out):
    """Writes to the file `out` the statements of all files `paths` (comments dropped), one
    a line, in the order of `random.Random(seed).shuffle`; returns `out`. The ground
    program is the same, its atoms (and so every tie of a search) are numbered in another
    order. Raises ValueError (naming the file) for what `statements` refuses."""
    found = []
    for path in paths:
        with open(path) as f:
            try:
                found += statements(f.read())
            except ValueError as e:
                raise ValueError(f"{path}: {e}") from None
    random.Random(seed).shuffle(found)
    with open(out, "w") as f:
        f.write("\n".join(found) + "\n")
    return out


def _aspif_atom_positions(fields):
    """The positions in an aspif statement (its fields, the type first) that hold atoms or
    literals (signed atoms)."""
    kind = fields[0]
    if kind == "1":  # rule: head type, head atoms, body type, body
        heads = int(fields[2])
        at = 3 + heads
        found = list(range(3, at))
        if fields[at] == "0":  # normal body: literals
            found += range(at + 2, at + 2 + int(fields[at + 1]))
        else:  # weight body: bound, then literal-weight pairs
            found += range(at + 3, at + 3 + 2 * int(fields[at + 2]), 2)
        return found
    if kind == "2":  # minimize: priority, literal-weight pairs
        return list(range(3, 3 + 2 * int(fields[2]), 2))
    if kind in ("3", "6"):  # project (atoms), assumptions (literals)
        return list(range(2, 2 + int(fields[1])))
    if kind == "4":  # output: the string's length and text, then literals
        return list(range(4, 4 + int(fields[3])))
    if kind == "5":  # external
        return [1]
    if kind == "7":  # heuristic: modifier, atom, bias, priority, condition
        return [2] + list(range(6, 6 + int(fields[5])))
    if kind == "8":  # edge: two nodes, condition
        return list(range(4, 4 + int(fields[3])))
    if kind in ("0", "10"):
        return []
    raise ValueError(f"aspif statement of type {kind} is not renumbered")


def _aspif_fields(line):
    """The fields of an aspif statement; an output statement's string (which may hold
    spaces) is one field."""
    if not line.startswith("4 "):
        return line.split()
    _, length, rest = line.split(" ", 2)
    return ["4", length, rest[:int(length)]] + rest[int(length):].split()


def permuted_aspif(text, seed):
    """The aspif program `text` with its atoms renumbered by the permutation of
    `random.Random(seed).shuffle`: the same ground program, with every tie of a search
    (which both systems break by the atoms' numbers) drawn anew. Raises ValueError for a
    statement it cannot renumber (theory statements)."""
    lines = text.splitlines()
    statements = [_aspif_fields(line) for line in lines[1:] if line.strip()]
    positions = [_aspif_atom_positions(s) for s in statements]
    largest = max((abs(int(s[i])) for s, at in zip(statements, positions) for i in at),
                  default=0)
    image = list(range(1, largest + 1))
    random.Random(seed).shuffle(image)
    for s, at in zip(statements, positions):
        for i in at:
            lit = int(s[i])
            s[i] = str(image[lit - 1] if lit > 0 else -image[-lit - 1])
    return "\n".join([lines[0]] + [" ".join(s) for s in statements]) + "\n"


def permuted_copies(paths, constants, count, out):
    """The files of `count` renumbered copies of the program `paths`: ground once by
    `clingo --mode=gringo` with the `-c` options `constants`, copy k (1 to `count`) written
    to OUT-permK.aspif with its atoms renumbered by `permuted_aspif(ground, k)`. Returns
    the copies as lists of one file, in order."""
    ground = subprocess.run([CLINGO, "--mode=gringo", *paths, *constants],
                            capture_output=True, text=True, check=True).stdout
    files = []
    for k in range(1, count + 1):
        path = f"{out}-perm{k}.aspif"
        with open(path, "w") as f:
            f.write(permuted_aspif(ground, k))
        files.append([path])
    return files
