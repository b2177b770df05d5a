"""
The tests of other projects that rasp does not pass, deselected with the reason (reported
by `pytest -rA` among the deselected; the count is printed by pytest).
"""

import glob
import importlib
import os
from typing import List

import pytest

# The golden programs of the Rust tests: the corpus of the syntax-tree tests.
GOLDEN = os.path.join(os.path.dirname(__file__), "..", "..", "tests", "golden")

EXCLUDED: dict = {
    "clingo_tests/test_atoms.py::TestAtoms::test_symbolic_atom": "rasp numbers atoms in an "
    "order of its own: the external p(3) of `p(1). {p(2)}. #external p(3).` gets atom 1, "
    "where the test expects 2 or more",
    "clingo_tests/test_propagator.py::TestSymbol::test_propagator": "new solver literals "
    "during the search (PropagateControl.add_literal) are not supported",
    "clingo_tests/test_propagator.py::TestSymbol::test_propagator_init": "minimize "
    "constraints of propagators (PropagateInit.add_minimize) are not supported",
}


def pytest_collection_modifyitems(config, items):
    """Deselects the excluded tests."""
    kept, deselected = [], []
    for item in items:
        node = item.nodeid.split("tests/", 1)[-1]
        if node in EXCLUDED:
            deselected.append(item)
        else:
            kept.append(item)
    if deselected:
        config.hook.pytest_deselected(items=deselected)
        items[:] = kept


@pytest.fixture(scope="session")
def excluded():
    """The excluded tests with their reasons."""
    return EXCLUDED


@pytest.fixture
def clingo_oracle():
    """The clingo module (the oracle); the test is skipped without it, and fails if
    `RASP_REQUIRE_ORACLE` is set (as in CI)."""
    try:
        import clingo  # pylint: disable=import-outside-toplevel
    except ImportError:
        if os.environ.get("RASP_REQUIRE_ORACLE"):
            pytest.fail("the clingo oracle is not installed")
        pytest.skip("the clingo oracle is not installed")
    return clingo


@pytest.fixture(name="clingo")
def fixture_clingo(clingo_oracle):
    """The oracle, with its `ast` module loaded."""
    importlib.import_module("clingo.ast")
    return clingo_oracle


@pytest.fixture(scope="session")
def golden_programs() -> List[str]:
    """The golden programs that are ASCII (clingo's module cannot report a message that is
    not UTF-8), sorted by path."""
    paths = sorted(glob.glob(os.path.join(GOLDEN, "**", "*.lp"), recursive=True))
    result = []
    for path in paths:
        with open(path, "rb") as file:
            if file.read().isascii():
                result.append(path)
    return result
