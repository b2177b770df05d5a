"""
clingo's `propagator` module is not supported by rasp: using anything in it raises
NotImplementedError.
"""


def __getattr__(name: str):
    if name.startswith("__"):
        raise AttributeError(name)
    raise NotImplementedError(f"rasp: clingo.propagator is not supported (clingo.propagator.{name})")
