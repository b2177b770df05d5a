"""
Scripts embedded in logic programs (`#script (language) ... #end.`), as clingo's
`clingo.script` module has them.

A script runs when the program that holds it is read (`Control.add`, `Control.load`), in
the language registered under its name; `@f(...)` terms of a program grounded without a
context call the function `f` of the first registered language that has it, and a `main`
function runs the program when clingo's application (`rasp.application.clingo_main`, or
the `rasp` command) reads it. As in clingo's Python module, Python scripts run only after
`enable_python()`; without it (or with an unregistered language) a script is the error
`<language> support not available`.

Examples
--------
    >>> import rasp.script
    >>> from rasp.control import Control
    >>> rasp.script.enable_python()
    >>> ctl = Control()
    >>> ctl.add("base", [], '''
    ... #script (python)
    ... from rasp import Number
    ... def succ(a):
    ...     return Number(a.number + 1)
    ... #end.
    ... a(@succ(1)).''')
    >>> ctl.ground([("base", [])])
    >>> print(ctl.solve(on_model=print))
    a(2)
    SAT
"""

from abc import ABCMeta, abstractmethod
from typing import Any, Dict, Iterable, List, Optional, Tuple, Union

from .ast import Location, Position
from .symbol import Symbol

try:
    import __main__  # type: ignore
except ImportError:  # an embedding interpreter without a main module
    import sys
    import types

    sys.modules["__main__"] = types.ModuleType("__main__", "the main module")
    import __main__  # type: ignore

__all__ = ["Script", "enable_python", "register_script"]


class Script(metaclass=ABCMeta):
    """
    This interface can be implemented to embed custom scripting languages into logic
    programs.
    """

    @abstractmethod
    def execute(self, location: Location, code: str) -> None:
        """Execute the given source code (read at `location`)."""

    @abstractmethod
    def call(
        self, location: Location, name: str, arguments: Iterable[Symbol]
    ) -> Union[Iterable[Symbol], Symbol]:
        """Call the function with the given name and arguments; return its symbols."""

    @abstractmethod
    def callable(self, name: str) -> bool:
        """Whether there is a function with the given name."""

    def main(self, control: Any) -> None:
        """Run the main function (with the `Control` object of the application)."""


class _PythonScript(Script):
    """Python, run in the namespace of the module `__main__`, as clingo runs it."""

    def execute(self, location, code):
        exec(code, __main__.__dict__, __main__.__dict__)  # pylint: disable=exec-used

    def call(self, location, name, arguments):
        return getattr(__main__, name)(*arguments)

    def callable(self, name):
        return name in __main__.__dict__ and callable(__main__.__dict__[name])

    def main(self, control):
        __main__.main(control)  # pylint: disable=no-member


_PYTHON_SCRIPT = _PythonScript()
# The languages registered, in the order of registration (a name registered again keeps its
# place with the new script).
_SCRIPTS: Dict[str, Script] = {}


def register_script(name: str, script: Script, version: str = "1.0.0") -> None:
    """
    Registers a script language which can then be embedded into a logic program.

    Parameters
    ----------
    name
        The name of the script language (`#script (name) ... #end.`).
    script
        The script implementation.
    version
        The version of the language (kept for clingo's signature).
    """
    # pylint: disable=unused-argument
    _SCRIPTS[name] = script


def enable_python() -> None:
    """
    Enables the evaluation of Python scripts in logic programs (the `rasp` command and
    `rasp.application.clingo_main` enable it; the Python module, as clingo's, not by
    default).
    """
    register_script("python", _PYTHON_SCRIPT)


class _Registry:
    """What the native module asks about scripts while it reads a program."""

    @staticmethod
    def runs(language: str) -> bool:
        return language in _SCRIPTS

    @staticmethod
    def execute(language: str, place: Tuple[str, int, int, int, int], code: str) -> None:
        file, begin_line, begin_column, end_line, end_column = place
        location = Location(
            Position(file, begin_line, begin_column), Position(file, end_line, end_column)
        )
        _SCRIPTS[language].execute(location, code)


_REGISTRY = _Registry()


def _with(name: str) -> Optional[Script]:
    """The first script language that has a function `name`."""
    for script in list(_SCRIPTS.values()):
        if script.callable(name):
            return script
    return None


def _defines(name: str) -> bool:
    return _with(name) is not None


def _call(name: str, arguments: List[Symbol]) -> Union[Iterable[Symbol], Symbol]:
    script = _with(name)
    assert script is not None, "called only for functions that scripts define"
    unknown = Location(Position("<unknown>", 0, 0), Position("<unknown>", 0, 0))
    return script.call(unknown, name, arguments)


def _main() -> Optional[Script]:
    """The first script language that has a `main` function."""
    return _with("main")
