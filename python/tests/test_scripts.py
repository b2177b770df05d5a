"""
Scripts in programs (`rasp.script`): Python scripts once enabled, languages of one's own,
`@f(...)` calls of script functions, errors; each against clingo where the oracle is
installed.
"""

import importlib
import subprocess
import sys

import pytest

import rasp
import rasp.script

PROGRAM = """
#script (python)
from {module} import Number, String
def succ(a):
    return Number(a.number + 1)
def pair(a):
    return [a, String("x")]
#end.
a(@succ(1)). b(@pair(2)). c(@missing(3)). d :- c(_).
#const k = 4.
"""


def models(module, program, messages):
    ctl = module.Control(["0"], logger=lambda code, message: messages.append(message))
    ctl.add("base", [], program)
    ctl.ground([("base", [])])
    found = []
    ctl.solve(on_model=lambda m: found.append(sorted(str(s) for s in m.symbols(shown=True))))
    return found, ctl.get_const("k")


def test_python_scripts_run_once_enabled_as_in_clingo(clingo_oracle):
    rasp.script.enable_python()
    ours = []
    got = models(rasp, PROGRAM.format(module="rasp"), ours)
    assert got[0] == [['a(2)', 'b("x")', 'b(2)']]
    assert str(got[1]) == "4"
    assert ours == ["<block>:9:29-40: info: operation undefined:\n  function 'missing' not "
                    "found\n"]
    clingo = clingo_oracle
    importlib.import_module("clingo.script").enable_python()
    theirs = []
    assert models(clingo, PROGRAM.format(module="clingo"), theirs)[0] == got[0]
    assert theirs == ours


def test_a_context_is_asked_before_the_scripts():
    rasp.script.enable_python()
    ctl = rasp.Control()
    ctl.add("base", [], "#script (python)\ndef f(x): return x\n#end.\na(@f(1)).")

    class Context:
        @staticmethod
        def f(x):
            return rasp.Number(x.number * 10)

    ctl.ground([("base", [])], Context())
    assert [str(a.symbol) for a in ctl.symbolic_atoms.by_signature("a", 1)] == ["a(10)"]


def test_a_language_of_ones_own():
    class Doubling(rasp.script.Script):
        def __init__(self):
            self.read = []

        def execute(self, location, code):
            self.read.append((location.begin.line, location.end.line, code.strip()))

        def call(self, location, name, arguments):
            return rasp.Number(2 * arguments[0].number)

        def callable(self, name):
            return name == "double"

    language = Doubling()
    rasp.script.register_script("doubling", language)
    ctl = rasp.Control()
    ctl.add("base", [], "p.\n#script (doubling)\nanything\n#end.\nq(@double(21)).")
    assert language.read == [(2, 4, "anything")]
    ctl.ground([("base", [])])
    assert [str(a.symbol) for a in ctl.symbolic_atoms.by_signature("q", 1)] == ["q(42)"]


def test_an_unknown_language_is_clingos_error():
    # clingo logs the messages before the script and raises the fatal one (clingo 5.8.3).
    messages = []
    ctl = rasp.Control(logger=lambda code, message: messages.append(message))
    with pytest.raises(RuntimeError) as raised:
        ctl.add("base", [], "p(.\n#script (cobol) x #end.")
    assert str(raised.value) == "<block>:2:1-24: error: cobol support not available\n"
    assert len(messages) == 1
    assert messages[0].startswith("<block>:1:3-4: error: syntax error, unexpected .")


def test_the_application_ends_an_unknown_language_with_a_fatal_error(tmp_path):
    # clingo's default main logs the message and fails with `fatal error` (exit code 65).
    program = tmp_path / "lua.lp"
    program.write_text("p.\n#script (lua)\nx = 1\n#end.\n")
    done = subprocess.run([sys.executable, "-m", "rasp", str(program)], capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 65
    assert done.stderr == (f"{program}:2:1-4:6: error: lua support not available\n\n"
                           "*** ERROR: (rasp): fatal error\n")


def test_an_exception_of_a_script_is_raised_by_add():
    rasp.script.enable_python()
    ctl = rasp.Control()
    with pytest.raises(ValueError, match="boom"):
        ctl.add("base", [], "#script (python)\nraise ValueError('boom')\n#end.")
