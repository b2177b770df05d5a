"""
The tests of other projects that rasp does not pass, deselected with the reason (reported
by `pytest -rA` among the deselected; the count is printed by pytest).
"""

import pytest

EXCLUDED: dict = {}


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
