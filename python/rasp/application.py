"""
clingo's `application` module is not supported by rasp: using anything in it raises
NotImplementedError.
"""


def __getattr__(name: str):
    if name.startswith("__"):
        raise AttributeError(name)
    raise NotImplementedError(f"rasp: clingo.application is not supported (clingo.application.{name})")
