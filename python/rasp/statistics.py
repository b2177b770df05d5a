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

StatisticsMap = Dict[str, Any]
"""A map of statistics (a dict)."""


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
