"""
clingo's application: `clingo_main` runs a program as the `clingo` command does, with an
`Application` object that may give its own `main` (and options of its own). Without one,
the files are loaded (Python scripts in them run: `#script (python)`), and a script's
`main(control)` runs the program if there is one; otherwise the part `base` is grounded and
solved. The output is clingo's: the header, each solve call's `Solving...` and models, and
the summary, with clingo's options (`0`, `-q`, `--outf`, `-V`, `--opt-mode`, ...) read by
rasp's command line.

The `rasp` command runs a program that has Python scripts this way (`python3 -m rasp`).

Examples
--------
    >>> import sys
    >>> from rasp.application import Application, clingo_main
    >>> class App(Application):
    ...     program_name = "app"
    ...     def main(self, control, files):
    ...         control.add("base", [], "a.")
    ...         control.ground([("base", [])])
    ...         control.solve()
    >>> code = clingo_main(App(), ["-V0"])  # doctest: +SKIP
    a
    SATISFIABLE
"""

import _thread
import sys
import threading
import traceback
from typing import Any, Callable, List, Optional, Sequence

from . import script
from ._call import _AppOutput
from ._rasp import NativeApp, rasp_version
from .control import Control, _parse_arguments
from .symbol import Function, Number, SymbolType

__all__ = ["Application", "ApplicationOptions", "Flag", "clingo_main"]


class Flag:
    """A Boolean option of an application (`ApplicationOptions.add_flag`)."""

    def __init__(self, value: bool = False):
        self._flag = bool(value)

    def __bool__(self) -> bool:
        return self._flag

    @property
    def flag(self) -> bool:
        """The value of the flag."""
        return self._flag

    @flag.setter
    def flag(self, value: bool) -> None:
        self._flag = bool(value)


class ApplicationOptions:
    """
    The options an application adds to clingo's (`Application.register_options`): each is
    `--<name>` (with a value: `--<name>=<value>` or `--<name> <value>`, given to its parser,
    which returns whether the value is valid; a flag takes none).
    """

    def __init__(self) -> None:
        # name -> (parser or flag, multi, seen)
        self._options: dict = {}

    def add(self, group: str, option: str, description: str, parser: Callable[[str], bool],
            multi: bool = False, argument: Optional[str] = None) -> None:
        """Add an option whose value `parser` processes (`option`: `name[,short]`)."""
        # pylint: disable=unused-argument,too-many-arguments
        self._options[option.split(",")[0]] = [parser, multi, False]

    def add_flag(self, group: str, option: str, description: str, target: Flag) -> None:
        """Add a flag that sets `target` (`--name`, `--name=yes|no`)."""
        # pylint: disable=unused-argument
        self._options[option.split(",")[0]] = [target, False, False]

    def _take(self, arguments: Sequence[str]) -> List[str]:
        """The arguments without the application's options, which are processed."""
        rest: List[str] = []
        args = list(arguments)
        i = 0
        while i < len(args):
            arg = args[i]
            name, eq, value = arg[2:].partition("=") if arg.startswith("--") else ("", "", "")
            entry = self._options.get(name)
            if entry is None:
                rest.append(arg)
                i += 1
                continue
            handler, multi, seen = entry
            if seen and not multi:
                raise RuntimeError(f"'{name}': option given more than once")
            entry[2] = True
            if isinstance(handler, Flag):
                handler.flag = value.lower() not in ("no", "0", "false", "off") if eq else True
            else:
                if not eq:
                    i += 1
                    if i >= len(args):
                        raise RuntimeError(f"'{name}' requires a value!")
                    value = args[i]
                if handler(value) is False:
                    raise RuntimeError(f"'{value}' invalid value for: '{name}'")
            i += 1
        return rest


class Application:
    """
    An application run by `clingo_main`. Everything is optional: `program_name` and
    `version` (the header's `<program_name> version <version>`), `message_limit`,
    `main(control, files)` (by default: load the files, then a script's `main` or ground
    and solve), `register_options(options)`, `validate_options()` (False: a bad command
    line) and `logger(code, message)`.
    """

    program_name: str = "clingo"
    version: str = "5.8.3"
    message_limit: int = 20


def clingo_main(application: Any, arguments: Optional[Sequence[str]] = None) -> int:
    """
    Runs `application` with clingo's command line `arguments` (by default the process's);
    returns the exit code (clingo's: 10 satisfiable, 20 unsatisfiable, 30 all models found,
    65 an error in the input, 1 a bad command line).
    """
    args = list(sys.argv[1:] if arguments is None else arguments)
    name = getattr(application, "program_name", "clingo")
    version = getattr(application, "version", "5.8.3")
    options = ApplicationOptions()
    try:
        if hasattr(application, "register_options"):
            application.register_options(options)
        args = options._take(args)
        if hasattr(application, "validate_options") and application.validate_options() is False:
            raise RuntimeError("invalid command line")
    except RuntimeError as error:
        sys.stderr.write(f"*** ERROR: ({name}): {error}\n")
        return 1
    started = NativeApp.start(args, name, version)
    if isinstance(started, int):
        return started
    app = started
    files = app.files()
    control = Control(
        _control_arguments(args, files),
        logger=getattr(application, "logger", None),
        message_limit=getattr(application, "message_limit", 20),
    )
    control._app = _AppOutput(app, getattr(application, "print_model", None))
    control._native.configure_as(app)
    sys.stdout.flush()
    app.header()
    end = "done"
    timer = _time_limit(app.time_limit(), control)
    try:
        if hasattr(application, "main"):
            # The files named (standard input only if named: `-`).
            named = files if "-" in args or files != ["-"] else []
            application.main(control, named)
        else:
            _default_main(control, files)
    except KeyboardInterrupt:
        end = "time limit" if timer is not None and timer.fired else "signal"
    except Exception as error:  # pylint: disable=broad-except
        end = "failed"
        sys.stdout.flush()
        message = str(error) if isinstance(error, RuntimeError) else traceback.format_exc()
        sys.stderr.write(f"*** ERROR: ({name}): {message.rstrip()}\n")
    finally:
        if timer is not None:
            timer.cancel()
    control._app.flush()
    sys.stderr.flush()
    try:
        return app.finish(end)
    finally:
        # The run is over: its control lets go of the native application, so that it is
        # dropped here, on its own thread. The control may outlive the run in a reference
        # cycle (its solve calls and their models), which the garbage collector frees on
        # whatever thread it runs, a search's for one; the native application, bound to
        # its thread, cannot be dropped there (pyo3 reports it as an unraisable error).
        control._app.close()
        control._app = None


class _TimeLimit(threading.Timer):
    """`--time-limit`: interrupts the search and the application's main function."""

    def __init__(self, seconds: int, control: Control):
        super().__init__(seconds, self._stop)
        self.daemon = True
        self.fired = False
        self._control = control

    def _stop(self) -> None:
        self.fired = True
        self._control.interrupt()
        _thread.interrupt_main()


def _time_limit(seconds: Optional[int], control: Control) -> Optional[_TimeLimit]:
    if not seconds:
        return None
    timer = _TimeLimit(seconds, control)
    timer.start()
    return timer


def _default_main(control: Control, files: List[str]) -> None:
    """clingo's main: load the files, then run a script's `main`, the incremental mode
    (`#include <incmode>`), or ground and solve."""
    for file in files:
        try:
            control.load(file)
        except RuntimeError as error:
            if not getattr(error, "_rasp_fatal", False):
                raise
            control._log(str(error) + "\n")
            raise RuntimeError("fatal error") from None
    main = script._main()
    if main is not None:
        main.main(control)
    elif control._native.incmode():
        _incmode(control)
    else:
        control.ground()
        # clingo solves a program without a main function in one shot: the search tells
        # whether a model limit ended it with no model left (`Models : 1`, not `1+`).
        control._single_shot = True
        control.solve()


def _incmode(control: Control) -> None:
    """
    clingo's incremental mode: step 0 grounds `check(0)` and `base`, step t > 0 releases
    `query(t-1)` and grounds `check(t)` and `step(t)`; then `query(t)` is assigned true and
    the program solved, until the step `imax - 1`, or from step `imin` on until the result
    is the one `istop` names (SAT, UNSAT or UNKNOWN). As rasp's command runs it
    (`src/cli/incmode.rs`).
    """
    control.add("check", ["t"], "#external query(t).")

    def constant(name):
        value = control.get_const(name)
        return value

    imax, imin, istop = constant("imax"), constant("imin"), constant("istop")
    maximum = imax.number if imax is not None and imax.type == SymbolType.Number else None
    minimum = imin.number if imin is not None and imin.type == SymbolType.Number else 0
    stop = "SAT"
    if istop is not None and istop.type == SymbolType.String:
        stop = istop.string
    elif istop is not None and istop.type == SymbolType.Function and not istop.arguments:
        stop = istop.name
    step, last = 0, None
    while maximum is None or step < maximum:
        if step > 0 and step >= minimum and last == stop:
            break
        parts = [("check", [Number(step)])]
        if step == 0:
            parts.append(("base", []))
        else:
            control.release_external(Function("query", [Number(step - 1)]))
            parts.append(("step", [Number(step)]))
        control.ground(parts)
        control.assign_external(Function("query", [Number(step)]), True)
        result = control.solve()
        last = "SAT" if result.satisfiable else "UNSAT" if result.unsatisfiable else "UNKNOWN"
        step += 1


def _control_arguments(arguments: List[str], files: List[str]) -> List[str]:
    """The command line without its files and the options a `Control` does not read (rasp's
    command line read them all)."""
    left = list(files)
    kept: List[str] = []
    i = 0
    while i < len(arguments):
        arg = arguments[i]
        if arg in left and (not arg.startswith("-") or arg == "-"):
            left.remove(arg)
            i += 1
            continue
        # The option alone, or with the next argument as its value.
        for take in (1, 2):
            candidate = arguments[i:i + take]
            try:
                _parse_arguments(candidate)
            except RuntimeError:
                continue
            kept += candidate
            i += take
            break
        else:
            i += 1
    return kept


def _main() -> int:
    """
    `python3 -m rasp`: clingo's command with Python scripts, named `rasp`. Scripts written
    for clingo import `clingo`: here that is rasp (`clingo.symbol` is `rasp.symbol`, ...),
    whether or not clingo is installed.
    """
    script.enable_python()
    _alias_clingo()

    class _Rasp:
        program_name = "rasp"
        version = _version()

    return clingo_main(_Rasp())


def _alias_clingo() -> None:
    """Makes `import clingo` (and its modules) give rasp's."""
    import importlib  # pylint: disable=import-outside-toplevel
    import pkgutil  # pylint: disable=import-outside-toplevel

    package = sys.modules[__name__.rsplit(".", 1)[0]]
    for module in pkgutil.iter_modules(package.__path__):
        if not module.name.startswith("_"):
            importlib.import_module(f"{package.__name__}.{module.name}")
    prefix = package.__name__ + "."
    for name in list(sys.modules):
        if name.startswith(prefix):
            sys.modules["clingo." + name[len(prefix):]] = sys.modules[name]
    sys.modules["clingo"] = package


def _version() -> str:
    return rasp_version()
