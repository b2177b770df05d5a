"""
clingo's `theory_atoms` module is not supported by rasp: using anything in it raises
NotImplementedError.
"""


def __getattr__(name: str):
    if name.startswith("__"):
        raise AttributeError(name)
    raise NotImplementedError(f"rasp: clingo.theory_atoms is not supported (clingo.theory_atoms.{name})")
