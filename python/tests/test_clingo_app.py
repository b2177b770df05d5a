"""
clingo's application tests with Python scripts (app/clingo/tests/python in clingo's
repository, ported by tools/port-clingo-tests into clingo_app/): each program runs as
clingo's test suite runs it (`0 NAME.lp -Wnone` and the options of NAME.cmd), here with
`python -m rasp`, and its output, normalized as clingo's run.py normalizes it (the models of
each solve call, sorted, and the last result), must be the NAME.sol of clingo's suite. The
same programs run with the clingo oracle (clingo's `clingo_main` with Python enabled) check
that the expected outputs are clingo 5.8's.

The `rasp` command hands programs with scripts over to the module: one case runs through
it (the binary of `cargo build`, if there is one).
"""

import os
import signal
import subprocess
import sys
import time

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
CASES_DIR = os.path.join(HERE, "clingo_app")
ROOT = os.path.dirname(os.path.dirname(HERE))
CASES = sorted(f[:-3] for f in os.listdir(CASES_DIR) if f.endswith(".lp"))

# The cases rasp does not pass, with the reason; a case that passes anyway fails the run,
# so that its entry goes.
UNSUPPORTED = {
    "add_minimize": "minimize constraints of propagators (PropagateInit.add_minimize)",
    "free": "a propagator in a reference cycle through a Control is not collected: the "
    "native session's reference to it is not visible to Python's garbage collector",
    "wc4": "weight constraints of propagators compared for equality (compare_equal)",
    "wc5": "weight constraints of propagators compared for equality (compare_equal)",
    "wc6": "weight constraints of propagators compared for equality (compare_equal)",
    "test_numeric": "program literals that name no atom: clingo makes an atom of one that "
    "an external is assigned, rasp's Control refuses them",
    "observer": "the test reifies the ground program an observer sees, and rasp's rules and "
    "auxiliary atoms are not gringo's",
    "observer_replace": "observers that replace the solver (replace=True)",
}

# The oracle: clingo's application with Python scripts enabled, as the clingo binary runs.
ORACLE = """
import sys
import clingo.script
from clingo.application import Application, clingo_main
clingo.script.enable_python()
class Clingo(Application):
    program_name = "clingo"
    version = "5.8.3"
sys.exit(clingo_main(Clingo(), sys.argv[1:]))
"""


def normalize(output: str) -> str:
    """clingo's run.py normalization: for each solve call after the first `Solving...` a
    line `Step: n` and its models (each one's atoms sorted, the models sorted), then the
    last result (SAT, UNSAT, UNKNOWN, OPTIMUM FOUND)."""
    steps, current, result = [], None, "ERROR"
    lines = output.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("Solving..."):
            current = []
            steps.append(current)
        elif line.startswith("Answer: "):
            i += 1
            if current is not None and i < len(lines):
                current.append(" ".join(sorted(lines[i].strip().split(" "))))
        else:
            for prefix, name in (("SATISFIABLE", "SAT"), ("UNSATISFIABLE", "UNSAT"),
                                 ("UNKNOWN", "UNKNOWN"), ("OPTIMUM FOUND", "OPTIMUM FOUND")):
                if line.startswith(prefix):
                    result = name
        i += 1
    normalized = []
    for number, models in enumerate(steps, 1):
        normalized.append(f"Step: {number}")
        normalized.extend(sorted(models))
    return "\n".join(normalized + [result, ""])


def arguments(name: str):
    args = ["0", name + ".lp", "-Wnone"]
    cmd = os.path.join(CASES_DIR, name + ".cmd")
    if os.path.exists(cmd):
        with open(cmd) as file:
            args += file.read().split()
    return args


def expected(name: str) -> str:
    with open(os.path.join(CASES_DIR, name + ".sol")) as file:
        return file.read()


def run(command, name: str, env=None) -> str:
    done = subprocess.run(command + arguments(name), cwd=CASES_DIR, capture_output=True,
                          text=True, timeout=120, env=env, check=False)
    return normalize(done.stdout)


@pytest.mark.parametrize("name", [
    pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=UNSUPPORTED[name]))
    if name in UNSUPPORTED else name
    for name in CASES
])
def test_rasp_gives_clingos_output(name):
    assert run([sys.executable, "-m", "rasp"], name) == expected(name)


@pytest.mark.parametrize("name", CASES)
def test_the_expected_output_is_clingos(name):
    try:
        import clingo  # noqa: F401  pylint: disable=import-outside-toplevel,unused-import
    except ImportError:
        if os.environ.get("RASP_REQUIRE_ORACLE"):
            pytest.fail("the clingo oracle is not installed")
        pytest.skip("the clingo oracle is not installed")
    assert run([sys.executable, "-c", ORACLE], name) == expected(name)


def _rasp_command():
    """The `rasp` command built last (debug or release); skips the test if there is none."""
    binaries = [os.path.join(ROOT, "target", profile, "rasp") for profile in ("debug", "release")]
    built = [b for b in binaries if os.path.exists(b)]
    if not built:
        pytest.skip("the rasp command is not built (cargo build)")
    return max(built, key=os.path.getmtime)


def test_the_rasp_command_runs_scripts_with_the_module():
    binary = _rasp_command()
    env = dict(os.environ, RASP_PYTHON=sys.executable)
    assert run([binary], "multi", env) == expected("multi")
    # The program on standard input.
    with open(os.path.join(CASES_DIR, "multi.lp")) as file:
        done = subprocess.run([binary, "0"], stdin=file, capture_output=True, text=True,
                              timeout=120, env=env, check=False)
    assert normalize(done.stdout) == expected("multi")
    assert done.stdout.startswith("rasp version ")
    assert done.returncode == 20


def test_the_python_run_ends_with_the_rasp_command(tmp_path):
    """A `rasp` killed (by `timeout`, say) takes the Python run it started with it."""
    binary = _rasp_command()
    if not sys.platform.startswith("linux"):
        pytest.skip("only Linux ends a child with its parent")
    marker = tmp_path / "started"
    program = tmp_path / "loop.lp"
    program.write_text(
        "#script (python)\n"
        "import os\n"
        "def main(prg):\n"
        f"    open({str(marker)!r}, 'w').write(str(os.getpid()))\n"
        "    while True:\n"
        "        pass\n"
        "#end.\n")
    env = dict(os.environ, RASP_PYTHON=sys.executable)
    rasp = subprocess.Popen([binary, str(program)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, env=env)
    try:
        deadline = time.monotonic() + 60
        while not marker.exists() or not marker.read_text():
            assert time.monotonic() < deadline, "the script's main never started"
            time.sleep(0.05)
        child = int(marker.read_text())
    finally:
        rasp.kill()
        rasp.wait()
    deadline = time.monotonic() + 10
    try:
        while os.path.exists(f"/proc/{child}") and "zombie" not in _state(child):
            assert time.monotonic() < deadline, "the Python run outlived the rasp command"
            time.sleep(0.05)
    finally:
        # A failing run must not leave the looping child behind (it would keep a core busy).
        if os.path.exists(f"/proc/{child}") and "zombie" not in _state(child):
            os.kill(child, signal.SIGKILL)


def _state(pid):
    try:
        with open(f"/proc/{pid}/status") as file:
            return next((line for line in file if line.startswith("State:")), "").lower()
    except OSError:
        return "gone"


@pytest.mark.parametrize("name", ["counter", "counter_imin", "icolor", "twice"])
def test_the_incremental_mode_runs_as_clingos(name):
    """`#include <incmode>` without a script's `main`: clingo's incremental loop."""
    directory = os.path.join(ROOT, "tests", "golden", "incmode")
    args = [name + ".lp", "0"]
    if os.path.exists(os.path.join(directory, name + ".cmd")):
        with open(os.path.join(directory, name + ".cmd")) as file:
            args = [name + ".lp"] + file.read().split()

    def output(command):
        done = subprocess.run(command + args, cwd=directory, capture_output=True, text=True,
                              timeout=120, check=False)
        return normalize(done.stdout), done.returncode

    ours = output([sys.executable, "-m", "rasp"])
    assert ours[0].startswith("Step: 1")
    try:
        import clingo  # noqa: F401  pylint: disable=import-outside-toplevel,unused-import
    except ImportError:
        if os.environ.get("RASP_REQUIRE_ORACLE"):
            pytest.fail("the clingo oracle is not installed")
        pytest.skip("the clingo oracle is not installed")
    assert ours == output([sys.executable, "-c", ORACLE])


APPLICATION = """
import sys
from {module}.application import Application, clingo_main


class App(Application):
    program_name = "app"

    def print_model(self, model, printer):
        shown = " ".join(sorted(str(s) for s in model.symbols(shown=True)))
        sys.stdout.write("custom " + shown + "\\n")
        printer()

    def register_options(self, options):
        options.add("Example", "limit", "a number", self.limit)

    def limit(self, value):
        self.bound = int(value)
        return True

    def main(self, control, files):
        program = "{{a;b;c}}. :- #count{{1: a; 2: b; 3: c}} > %d." % self.bound
        control.add("base", [], program)
        control.ground([("base", [])])
        control.solve()


sys.exit(clingo_main(App(), ["0", "-V0", "--limit=1"]))
"""


def test_an_application_with_its_options_and_print_model_as_clingos():
    def run_app(module):
        done = subprocess.run([sys.executable, "-c", APPLICATION.format(module=module)],
                              capture_output=True, text=True, timeout=120, check=False)
        return done.returncode, sorted(done.stdout.splitlines())

    ours = run_app("rasp")
    assert ours[0] == 30
    try:
        import clingo  # noqa: F401  pylint: disable=import-outside-toplevel,unused-import
    except ImportError:
        if os.environ.get("RASP_REQUIRE_ORACLE"):
            pytest.fail("the clingo oracle is not installed")
        pytest.skip("the clingo oracle is not installed")
    assert ours == run_app("clingo")


LOOP = """
#script (python)
def main(prg):
    prg.ground([("base", [])])
    while True:
        prg.solve()
#end.
{ p(1..25) }.
"""


def test_the_time_limit_stops_the_main_function(tmp_path):
    program = tmp_path / "loop.lp"
    program.write_text(LOOP)
    done = subprocess.run([sys.executable, "-m", "rasp", str(program), "0", "-q",
                           "--time-limit=1"], capture_output=True, text=True, timeout=120,
                          check=False)
    assert "TIME LIMIT   : 1" in done.stdout
    assert "Models       : " in done.stdout and "+" in done.stdout
    assert done.stderr == "*** Info : (rasp): INTERRUPTED by signal!\n"
    assert done.returncode == 11
