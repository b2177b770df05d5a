"""
Runs the permutation puzzle's source notebook (notebook_permutation.py) and compares what it
prints with the notebook's own output: the solution, then the eight puzzles (as a set: the
order of answer sets is the solver's).
"""

import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).parent

PUZZLES = {
    "[2, 0, 0, 0]",
    "[3, 0, 0, 0]",
    "[0, 0, 0, 3]",
    "[0, 4, 0, 0]",
    "[0, 0, 1, 0]",
    "[0, 0, 4, 0]",
    "[0, 1, 0, 0]",
    "[0, 0, 0, 2]",
}


def test_notebook_prints_the_notebooks_answers():
    run = subprocess.run(
        [sys.executable, str(HERE / "notebook_permutation.py")],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = run.stdout.splitlines()
    assert lines[0] == "Solution: [2, 4, 1, 3]"
    prefix = "Puzzle with a unique solution: "
    assert all(line.startswith(prefix) for line in lines[1:])
    puzzles = [line[len(prefix):] for line in lines[1:]]
    assert len(puzzles) == 8
    assert set(puzzles) == PUZZLES
