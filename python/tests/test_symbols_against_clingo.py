"""
rasp's symbols against clingo's (the oracle, if the clingo module is installed): the same
order, printing, representation and parsing, on random symbols.
"""

import random

import pytest

import rasp

clingo = pytest.importorskip("clingo")

NAMES = ["", "a", "b", "f", "g", "ab", "_x", "aB"]
STRINGS = ["", "a", "b", 'q"t', "back\\slash", "new\nline", "z"]


def random_symbol(module, rng, depth=0):
    kind = rng.randrange(6 if depth < 2 else 4)
    if kind == 0:
        return module.Number(rng.randint(-3, 3))
    if kind == 1:
        return module.String(rng.choice(STRINGS))
    if kind == 2:
        return rng.choice([module.Infimum, module.Supremum])
    if kind == 3:
        name = rng.choice(NAMES[1:])
        return module.Function(name, [], rng.random() < 0.7)
    name = rng.choice(NAMES)
    args = [random_symbol(module, rng, depth + 1) for _ in range(rng.randrange(4))]
    positive = True if not name else rng.random() < 0.7
    return module.Function(name, args, positive)


def test_order_printing_and_parsing_match_clingo():
    for seed in range(200):
        ours = [random_symbol(rasp, random.Random(seed * 100 + i)) for i in range(8)]
        theirs = [random_symbol(clingo, random.Random(seed * 100 + i)) for i in range(8)]
        assert [str(s) for s in ours] == [str(s) for s in theirs]
        assert [repr(s) for s in ours] == [repr(s) for s in theirs]
        order = sorted(range(8), key=lambda i: ours[i])
        assert [str(ours[i]) for i in order] == [str(s) for s in sorted(theirs)]
        for a, b in zip(ours, theirs):
            assert str(rasp.parse_term(str(a))) == str(clingo.parse_term(str(b)))


def test_arithmetic_in_parse_term_matches_clingo():
    for text in ["1+2*3", "-(3)", "7/2", "-7/2", "7\\-2", "-7\\2", "2**10", "|-5|", "3?5", "3^5", "3&5", "~3", "f(1+1,-a)", "(1,)", "(1+1)"]:
        assert str(rasp.parse_term(text)) == str(clingo.parse_term(text)), text
