"""
Functions and classes related to statistics: rasp gives them as nested dicts and lists,
with clingo's keys where rasp has the figures.
"""

from typing import Any, Dict, List, Union

__all__ = ["StatisticsArray", "StatisticsMap", "StatisticsValue"]

StatisticsValue = Union[float, "StatisticsArray", "StatisticsMap"]
"""A value of the statistics: a number, an array or a map."""

StatisticsArray = List[Any]
"""An array of statistics (a list)."""


class _UserValue:
    """Turns the values a user puts into `user_step`/`user_accu` into floats (as clingo's
    statistics do); callables update the previous value."""

    @staticmethod
    def update(old, new):
        if callable(new):
            return float(new(old))
        if isinstance(new, dict):
            base = old if isinstance(old, dict) else {}
            for key, value in new.items():
                base[key] = _UserValue.update(base.get(key), value)
            return base
        if isinstance(new, (list, tuple)):
            base = old if isinstance(old, list) else []
            for i, value in enumerate(new):
                if i < len(base):
                    base[i] = _UserValue.update(base[i], value)
                else:
                    base.append(_UserValue.update(None, value))
            return base
        return float(new)


class StatisticsMap(dict):
    """
    A map of statistics (a dict), as `on_statistics` gets them: values assigned to the user
    statistics are turned into floats (callables update the old value), as clingo's
    statistics do.
    """

    def __init__(self, store: Dict[str, Any]):
        super().__init__()
        self._store = store
        dict.update(self, store)

    def __setitem__(self, key, value):
        self._store[key] = _UserValue.update(self._store.get(key), value)
        dict.__setitem__(self, key, self._store[key])

    def update(self, *args, **kwargs):  # pylint: disable=arguments-differ
        """Assigns each key of a mapping (or of keyword arguments) as `map[key] = value`
        does (callables update the old value; maps and arrays update the old ones)."""
        for key, value in dict(*args, **kwargs).items():
            self[key] = value
