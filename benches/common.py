"""What the benchmark scripts of benches/ share: where the repository, clingo and rasp's
release build are, building rasp, and reading a statistic of the systems' output.

The scripts import it as `common` (each runs with benches/ on its path). rasp's binaries are
looked up in $CARGO_TARGET_DIR when it is set (as cargo builds them), else in ROOT/target;
clingo is $CLINGO when set, else tools/clingo (the oracle, clingo's Python package).
"""
import os
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
