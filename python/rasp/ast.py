"""
clingo's abstract syntax trees (`clingo.ast`) are not supported by rasp: importing this
module works (so that libraries that import it when they are loaded can be used without it),
using anything in it raises NotImplementedError.
"""


def __getattr__(name: str):
    if name.startswith("__"):
        raise AttributeError(name)
    raise NotImplementedError(f"rasp: clingo.ast is not supported (clingo.ast.{name})")
