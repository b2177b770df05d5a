"""
The tests of other projects that rasp does not pass, deselected with the reason (reported
by `pytest -rA` among the deselected; the count is printed by pytest).
"""

import os

import pytest

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
