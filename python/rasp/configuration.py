"""
Functions and classes related to configuration: clingo's configuration tree, whose values
are strings (`ctl.configuration.solve.models = 0`).
"""

from typing import Dict, List, Optional, Union

from ._config_tree import TREE
from ._rasp import NativeSession

__all__ = ["Configuration"]

# The tree's entries that are flags: options without a value (`--sign-fix`), written as
# booleans; those of `NEGATABLE` also have a negation (`--no-init-moms`).
_FLAGS = {
    "asp.backprop", "asp.supp_models", "asp.no_ufs_check", "asp.no_gamma", "asp.eq_dfs",
    "asp.dlp_old_map", "solver.restart_on_model", "solver.init_moms", "solver.sign_fix",
    "solver.berk_huang", "solver.vsids_acids", "solver.nant", "solver.no_lookback",
    "solver.update_act", "solver.local_restarts", "learn_explicit", "parse_ext",
    "parse_maxsat",
}
_NEGATABLE = {
    "asp.backprop", "solver.restart_on_model", "solver.init_moms", "solver.sign_fix",
    "solver.berk_huang", "solver.vsids_acids", "solver.nant", "solver.local_restarts",
    "parse_ext", "parse_maxsat",
}
# Entries the `Control` reads itself when it solves, rather than as options of the search.
_READ_BY_CONTROL = {"solve.models", "solve.enum_mode", "solve.opt_mode", "solve.project"}
# Entries of options rasp does not have yet: their values are kept, with no effect.
_NOT_AN_OPTION = {"parse_ext", "parse_maxsat"}

_TRUE = ("1", "yes", "true", "on")
_FALSE = ("0", "no", "false", "off")


def _text(value) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    return str(value)


def _option(key: str, value: str) -> Optional[str]:
    """The command-line option that sets entry `key` (a dotted name) to `value` (checked:
    `RuntimeError` if clingo would refuse it), or None if none is needed."""
    name = key.rsplit(".", 1)[-1].replace("_", "-")
    if key in _FLAGS:
        text = value.lower()
        if text not in _TRUE + _FALSE:
            raise RuntimeError("could not set option value")
        if text in _TRUE:
            return f"--{name}"
        return f"--no-{name}" if key in _NEGATABLE else None
    option = f"--{name}={value}"
    if key not in _NOT_AN_OPTION and not NativeSession.check_arguments([option]):
        raise RuntimeError("could not set option value")
    return option


class Configuration:
    """
    Allows for changing the configuration of the underlying solver: options are attributes
    of the groups (`configuration.solve.models`), their values strings; `keys` lists a
    group's entries, `description(name)` describes one. The group `solver` is an array with
    one entry per thread (`-t N`). A value written is checked as clingo checks it and takes
    effect at the next solve call, but for those of `asp` (the program's preprocessing),
    which count only before the first (the entries of `solver` for threads after the first
    and of `tester` are kept, with no effect).
    """

    def __init__(
        self,
        values: Dict[str, str],
        written: Optional[Dict[str, str]] = None,
        path: str = "",
        index: Optional[int] = None,
    ):
        object.__setattr__(self, "_values", values)
        object.__setattr__(self, "_written", {} if written is None else written)
        object.__setattr__(self, "_path", path)
        object.__setattr__(self, "_index", index)

    def _full(self, name: str) -> str:
        return f"{self._path}.{name}" if self._path else name

    def _kind(self) -> str:
        return TREE[self._path][0] if self._path else "group"

    def _is_array(self) -> bool:
        return self._kind() == "array" and self._index is None

    def _entry(self, name: str, verb: str = "no"):
        entry = TREE.get(self._full(name))
        if entry is None:
            raise AttributeError(f"{verb} attribute: {name}")
        return entry

    @property
    def keys(self) -> Optional[List[str]]:
        """The names of the entries of this group (of an array: of its elements)."""
        prefix = self._path + "." if self._path else ""
        return [k[len(prefix):] for k in TREE if k.startswith(prefix) and "." not in k[len(prefix):]]

    @property
    def is_array(self) -> bool:
        """Whether this group is an array of groups (`solver`, one per thread)."""
        return self._is_array()

    def __len__(self) -> int:
        if self._is_array():
            if self._path != "solver":
                return 0
            return max(1, int(self._values.get("solve.parallel_mode", "1").split(",")[0]))
        return len(self.keys or [])

    def __getitem__(self, index: int) -> "Configuration":
        if not self._is_array() or not 0 <= index < len(self):
            raise IndexError("invalid index")
        return Configuration(self._values, self._written, self._path, index)

    def _stored(self, name: str) -> str:
        """Where the value of entry `name` is kept: per thread after the first (an array's
        own entries are those of its first element)."""
        if self._index:
            return f"{self._path}[{self._index}].{name}"
        return self._full(name)

    def __getattr__(self, name: str) -> Union[None, str, "Configuration"]:
        if name.startswith("__"):
            raise AttributeError(name)
        kind, default, _ = self._entry(name)
        if kind != "value":
            return Configuration(self._values, self._written, self._full(name))
        return self._values.get(self._stored(name), default)

    def __setattr__(self, name: str, value) -> None:
        kind, _, _ = self._entry(name, "get")
        if kind != "value":
            raise RuntimeError("could not set option value")
        key = self._full(name)
        text = _text(value)
        option = _option(key, text) if not key.startswith("tester.") else None
        if key in _FLAGS:
            text = "1" if text.lower() in _TRUE else "0"
        stored = self._stored(name)
        self._values[stored] = text
        if stored == key and key not in _READ_BY_CONTROL:
            self._written.pop(key, None)
            if option is not None:
                self._written[key] = option

    def description(self, name: str) -> str:
        """Get a description for an option or option group."""
        entry = TREE.get(self._full(name))
        if entry is None:
            raise RuntimeError(f"unknown option: {name}")
        return entry[2]
