"""
rasp's Python module: clingo's Python API (version 5.8), run by rasp's grounder and
solver. Code written for clingo runs with `import rasp as clingo`.

Theory atoms are supported (`Control.theory_atoms`, the backend's `add_theory_*`);
rasp solves no theory: a theory atom no rule derives is free, unless a propagator
(`Control.register_propagator`, `rasp.propagator`) watches it. Python scripts in programs
(`#script (python)`) run once `rasp.script.enable_python()` is called, and clingo's
application (`rasp.application.clingo_main`) runs programs as the clingo command does
(`python3 -m rasp` is the `rasp` command with Python scripts). `rasp.ast` is clingo's
`clingo.ast`: syntax trees that rasp's parser builds (`parse_string`, `parse_files`), to
inspect, transform (`Transformer`) and add to a control (`ProgramBuilder`, which adds each
statement as a typed syntax tree); see its documentation for the differences.

Examples
--------
    >>> import rasp as clingo
    >>> ctl = clingo.Control(["0"])
    >>> ctl.add("base", [], "1 {a; b} 1.")
    >>> ctl.ground([("base", [])])
    >>> print(ctl.solve(on_model=print))
    a
    b
    SAT
"""

from .application import *  # noqa: F401,F403
from .backend import *  # noqa: F401,F403
from .configuration import *  # noqa: F401,F403
from .control import *  # noqa: F401,F403
from .core import *  # noqa: F401,F403
from .propagator import *  # noqa: F401,F403
from .solving import *  # noqa: F401,F403
from .statistics import *  # noqa: F401,F403
from .symbol import *  # noqa: F401,F403
from .symbolic_atoms import *  # noqa: F401,F403
from .theory_atoms import *  # noqa: F401,F403

__version__ = ".".join(map(str, version()))  # noqa: F405
