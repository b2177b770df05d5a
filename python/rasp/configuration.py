"""
Functions and classes related to configuration: clingo's configuration tree, whose values
are strings (`ctl.configuration.solve.models = 0`).
"""

from typing import Dict, List, Optional, Union

__all__ = ["Configuration"]

# The groups and options of the tree that rasp knows, with their defaults and
# descriptions. rasp reads `solve.models`, `solve.opt_mode`, `solve.enum_mode`,
# `solve.project`, `solver.heuristic` and `solver.dom_mod` when it solves; the search's
# other options (`solver.seed`, `solver.restarts`, `asp.eq`, ...) are read from the
# `Control`'s command line, and values written to the tree later are kept as given.
_TREE: Dict[str, Dict[str, tuple]] = {
    "solve": {
        "models": ("-1", "Compute at most <n> models (0 for all)"),
        "enum_mode": ("auto", "Configure enumeration algorithm"),
        "opt_mode": ("opt", "Configure optimization algorithm"),
        "project": ("no", "Enable projective solution enumeration"),
        "parallel_mode": ("1", "Run parallel search with given number of threads"),
        "global_restarts": ("no", "Configure global restart policy"),
        "distribute": ("conflict,global,4,4194303", "Configure nogood distribution"),
        "integrate": ("gp,1024,all", "Configure nogood integration"),
        "solve_limit": ("umax,umax", "Stop search after <n> conflicts or <m> restarts"),
    },
    "asp": {
        "trans_ext": ("no", "Configure handling of extended rules"),
        "eq": ("3", "Configure equivalence preprocessing"),
        "backprop": ("no", "Use backpropagation in ASP-preprocessing"),
        "supp_models": ("no", "Compute supported models"),
        "no_ufs_check": ("no", "Disable unfounded set check"),
        "no_gamma": ("no", "Do not add gamma rules for non-hcf disjunctions"),
        "eq_dfs": ("no", "Enable df-order in eq-preprocessing"),
        "dlp_old_map": ("no", "Enable old mapping for disjunctive LPs"),
    },
    "solver": {
        "heuristic": ("vsids,92", "Configure decision heuristic"),
        "opt_strategy": ("bb,lin", "Configure optimization strategy"),
        "seed": ("1", "Set random number generator's seed to <n>"),
        "restarts": ("L,60", "Configure restart policy"),
        "deletion": ("basic,75,0", "Configure deletion algorithm"),
        "strengthen": ("recursive,all,yes", "Use MiniSAT-like conflict nogood strengthening"),
        "sign_def": ("asp", "Default sign heuristic"),
        "dom_mod": ("none,0", "Default modification for domain heuristic"),
    },
    "configuration": {},
    "tester": {},
    "share": {},
    "learn_explicit": {},
    "sat_prepro": {},
    "stats": {},
    "parse_ext": {},
    "parse_maxsat": {},
}

_VALUES = {
    "configuration": ("auto", "Initializes this configuration"),
    "share": ("auto", "Configure physical sharing of constraints"),
    "learn_explicit": ("no", "Do not use Short Implication Graph for learning"),
    "sat_prepro": ("no", "Run SatELite-like preprocessing"),
    "stats": ("0", "Enable statistics"),
    "parse_ext": ("no", "Enable extensions in non-aspif input"),
    "parse_maxsat": ("no", "Treat dimacs input as MaxSAT problem in wcnf format"),
}


def _text(value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


class Configuration:
    """
    Allows for changing the configuration of the underlying solver: options are attributes
    of the groups (`configuration.solve.models`), their values strings; `keys` lists a
    group's entries, `description(name)` describes one. The group `solver` is an array with
    one entry per thread (`-t N`).
    """

    def __init__(self, values: Dict[str, str], path: str = "", index: Optional[int] = None):
        object.__setattr__(self, "_values", values)
        object.__setattr__(self, "_path", path)
        object.__setattr__(self, "_index", index)

    def _group(self) -> Dict[str, tuple]:
        return _TREE.get(self._path, {}) if self._path else {}

    def _full(self, name: str) -> str:
        return f"{self._path}.{name}" if self._path else name

    @property
    def keys(self) -> Optional[List[str]]:
        """The names of the entries of this group (None for an array)."""
        if not self._path:
            return list(_TREE)
        if self._path == "solver" and self._index is None:
            return None
        return list(self._group())

    @property
    def is_array(self) -> bool:
        """Whether this group is an array of groups (`solver`, one per thread)."""
        return self._path == "solver" and self._index is None

    def __len__(self) -> int:
        if self._path == "solver" and self._index is None:
            return max(1, int(self._values.get("solve.parallel_mode", "1").split(",")[0]))
        return len(self.keys or [])

    def __getitem__(self, index: int) -> "Configuration":
        if not 0 <= index < len(self):
            raise IndexError("invalid index")
        return Configuration(self._values, self._path, index)

    def __getattr__(self, name: str) -> Union[None, str, "Configuration"]:
        if name.startswith("__"):
            raise AttributeError(name)
        if not self._path:
            if name in _VALUES:
                return self._values.get(name, _VALUES[name][0])
            if name in _TREE:
                return Configuration(self._values, name)
            raise AttributeError(f"no attribute: {name}")
        group = self._group()
        if name not in group:
            raise AttributeError(f"no attribute: {name}")
        return self._values.get(self._full(name), group[name][0])

    def __setattr__(self, name: str, value) -> None:
        if not self._path:
            if name not in _VALUES:
                raise AttributeError(f"no attribute: {name}")
        elif name not in self._group():
            raise AttributeError(f"no attribute: {name}")
        self._values[self._full(name)] = _text(value)

    def description(self, name: str) -> str:
        """Get a description for an option or option group."""
        if not self._path:
            if name in _VALUES:
                return _VALUES[name][1]
            if name in _TREE:
                return f"{name} options"
        group = self._group()
        if name in group:
            return group[name][1]
        raise RuntimeError(f"unknown option: {name}")
