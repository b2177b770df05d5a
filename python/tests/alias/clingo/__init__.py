"""
`import clingo` gives rasp (and `clingo.control` rasp's `control`, ...): put this folder on
PYTHONPATH to run code written for clingo on rasp unchanged (the test suites of libraries
built on clingo). Not for an environment where clingo itself is installed.
"""

import sys

import rasp

for _name in list(sys.modules):
    if _name.startswith("rasp."):
        sys.modules["clingo." + _name[len("rasp."):]] = sys.modules[_name]
sys.modules["clingo"] = rasp
