"""
Core functionality used throughout the module: enumerations, the logger and the version.
"""

from enum import Enum
from typing import Callable, Tuple

__all__ = ["Logger", "MessageCode", "OrderedEnum", "TruthValue", "version"]


class OrderedEnum(Enum):
    """
    Enumeration that supports comparisons of its members (by value).
    """

    def __lt__(self, other):
        if self.__class__ is other.__class__:
            return self.value < other.value
        return NotImplemented

    def __le__(self, other):
        if self.__class__ is other.__class__:
            return self.value <= other.value
        return NotImplemented

    def __gt__(self, other):
        if self.__class__ is other.__class__:
            return self.value > other.value
        return NotImplemented

    def __ge__(self, other):
        if self.__class__ is other.__class__:
            return self.value >= other.value
        return NotImplemented


class MessageCode(OrderedEnum):
    """
    Enumeration of the different types of messages (warnings and errors).
    """

    AtomUndefined = 2
    """Informs about an undefined atom."""
    FileIncluded = 3
    """Indicates that the same file was included multiple times."""
    GlobalVariable = 5
    """Informs about a global variable in a tuple of an aggregate element."""
    OperationUndefined = 0
    """Informs about an undefined arithmetic operation or unsupported weight."""
    Other = 6
    """Reports other kinds of messages."""
    RuntimeError = 1
    """To report multiple errors; a corresponding runtime error is raised later."""
    VariableUnbounded = 4
    """Informs about a CSP variable with an unbounded domain."""


class TruthValue(OrderedEnum):
    """
    Enumeration of the different truth values.
    """

    False_ = 2
    """Represents truth value false."""
    Free = 0
    """Represents absence of a truth value."""
    True_ = 1
    """Represents truth value true."""
    Release = 3
    """Indicates that an atom is to be released."""


Logger = Callable[[MessageCode, str], None]
"""A function called with a message code and the message (the warnings of rasp)."""


def version() -> Tuple[int, int, int]:
    """
    The version of clingo's API that this module provides (major, minor, revision).
    """
    return (5, 8, 0)
