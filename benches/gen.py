#!/usr/bin/env python3
"""Writes the benchmark instances (ASP programs) into a folder: gen.py OUT_DIR.

Each instance is `NAME.lp`; `NAME.models` holds how many models to ask for (0: all).
"""
import os
import random
import sys


def pigeonhole(p, h):
    return (f"p(1..{p}). h(1..{h}).\n"
            "1 { in(P,H) : h(H) } 1 :- p(P).\n"
            ":- in(P1,H), in(P2,H), P1 < P2.\n")


def queens(n):
    return (f"#const n={n}.\n"
            "1 { q(R,1..n) } 1 :- R = 1..n.\n"
            "1 { q(1..n,C) } 1 :- C = 1..n.\n"
            ":- q(R1,C1), q(R2,C2), R1 < R2, R2-R1 = |C2-C1|.\n")


def hamilton_grid(k):
    """Hamiltonian cycle on a k x k grid graph (edges both ways): non-tight (reachability)."""
    lines = [f"x(1..{k}). y(1..{k}).", "node((X,Y)) :- x(X), y(Y).",
             "edge((X,Y),(X+1,Y)) :- node((X,Y)), node((X+1,Y)).",
             "edge((X,Y),(X,Y+1)) :- node((X,Y)), node((X,Y+1)).",
             "edge(U,V) :- edge(V,U).",
             "1 { in(U,V) : edge(U,V) } 1 :- node(U).",
             "1 { in(U,V) : edge(U,V) } 1 :- node(V).",
             "reach((1,1)).",
             "reach(V) :- reach(U), in(U,V).",
             ":- node(U), not reach(U).",
             "#show in/2."]
    return "\n".join(lines) + "\n"


def coloring(n, ratio, seed):
    """3-colouring of a random graph with n nodes and ratio*n edges (threshold ~2.35)."""
    rng = random.Random(seed)
    edges = set()
    while len(edges) < int(ratio * n):
        u, v = rng.sample(range(1, n + 1), 2)
        edges.add((min(u, v), max(u, v)))
    facts = " ".join(f"edge({u},{v})." for u, v in sorted(edges))
    return (f"node(1..{n}). col(1..3).\n{facts}\n"
            "1 { c(N,C) : col(C) } 1 :- node(N).\n"
            ":- edge(U,V), c(U,C), c(V,C).\n")


def enumeration(k):
    """2^k - 2^(k-2) answer sets: k free atoms, a(1) and a(2) not both."""
    return f"{{ a(1..{k}) }}.\n:- a(1), a(2).\n"


INSTANCES = {
    "pigeonhole_8_7": (pigeonhole(8, 7), 1),
    "pigeonhole_9_8": (pigeonhole(9, 8), 1),
    "queens_20": (queens(20), 1),
    "queens_50": (queens(50), 1),
    "queens_100": (queens(100), 1),
    "hamilton_grid_6": (hamilton_grid(6), 1),
    "hamilton_grid_10": (hamilton_grid(10), 1),
    "hamilton_grid_8": (hamilton_grid(8), 1),
    "coloring_300_unsat": (coloring(300, 2.3, 13), 1),
    "coloring_350_sat": (coloring(350, 2.3, 14), 1),
    "enumerate_98304": (enumeration(17), 0),
}


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    os.makedirs(out, exist_ok=True)
    for name, (text, models) in INSTANCES.items():
        with open(os.path.join(out, name + ".lp"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".models"), "w") as f:
            f.write(f"{models}\n")
        print(name)


if __name__ == "__main__":
    main()
