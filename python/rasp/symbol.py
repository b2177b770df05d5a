"""
Functions and classes for symbol manipulation: the ground terms of answer sets, ordered,
hashed and printed as clingo orders, hashes and prints them.

Examples
--------
    >>> from rasp.symbol import Function, Number, parse_term
    >>> num = Number(5)
    >>> fun = Function("f", [num])
    >>> str(fun)
    'f(5)'
    >>> parse_term("f(1+2)") == Function("f", [Number(3)])
    True
"""

from typing import Callable, List, Optional, Sequence

from .core import MessageCode, OrderedEnum

__all__ = [
    "Function",
    "Infimum",
    "Number",
    "String",
    "Supremum",
    "Symbol",
    "SymbolType",
    "Tuple_",
    "parse_term",
]


class SymbolType(OrderedEnum):
    """
    Enumeration of the different types of symbols.
    """

    Function = 5
    """A numeric symbol, e.g., `c`, `(1, "a")`, or `f(1,"a")`."""
    Infimum = 0
    """The `#inf` symbol."""
    Number = 1
    """A numeric symbol, e.g., `1`."""
    String = 4
    """A string symbol, e.g., `"a"`."""
    Supremum = 7
    """The `#sup` symbol."""


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"') + '"'


class Symbol:
    """
    Represents a symbol: a number, a string, a function (constants and tuples are
    functions), `#inf` or `#sup`. Symbols are immutable, ordered, hashable and printed as
    clingo prints them; build them with `Number`, `String`, `Function`, `Tuple_`,
    `Infimum`, `Supremum` or `parse_term`.
    """

    __slots__ = ("_type", "_value", "_args", "_positive", "_key", "_hash")

    def __init__(self, type_, value, args=(), positive=True):
        self._type = type_
        self._value = value
        self._args = tuple(args)
        self._positive = positive
        self._key = None
        self._hash = None

    def _order(self):
        """The key of clingo's order: `#inf`, numbers, positive constants, negative
        constants, strings, functions (positive first; by arity, name, arguments), `#sup`."""
        key = self._key
        if key is None:
            t = self._type
            if t is SymbolType.Number:
                key = (1, self._value)
            elif t is SymbolType.String:
                key = (4, self._value)
            elif t is SymbolType.Function:
                if not self._args:
                    key = (2 if self._positive else 3, self._value)
                else:
                    key = (
                        5,
                        0 if self._positive else 1,
                        len(self._args),
                        self._value,
                        tuple(a._order() for a in self._args),
                    )
            else:
                key = (t.value,)
            self._key = key
        return key

    def _encode(self):
        """The value as the native module reads it."""
        t = self._type
        if t is SymbolType.Number or t is SymbolType.String:
            return self._value
        if t is SymbolType.Function:
            return (self._value, self._positive, tuple(a._encode() for a in self._args))
        return (0,) if t is SymbolType.Infimum else (1,)

    def __eq__(self, other):
        if not isinstance(other, Symbol):
            return NotImplemented
        return self._order() == other._order()

    def __ne__(self, other):
        if not isinstance(other, Symbol):
            return NotImplemented
        return self._order() != other._order()

    def __lt__(self, other):
        if not isinstance(other, Symbol):
            return NotImplemented
        return self._order() < other._order()

    def __le__(self, other):
        if not isinstance(other, Symbol):
            return NotImplemented
        return self._order() <= other._order()

    def __gt__(self, other):
        if not isinstance(other, Symbol):
            return NotImplemented
        return self._order() > other._order()

    def __ge__(self, other):
        if not isinstance(other, Symbol):
            return NotImplemented
        return self._order() >= other._order()

    def __hash__(self):
        if self._hash is None:
            self._hash = hash(self._order())
        return self._hash

    def __str__(self):
        t = self._type
        if t is SymbolType.Number:
            return str(self._value)
        if t is SymbolType.String:
            return _quote(self._value)
        if t is SymbolType.Infimum:
            return "#inf"
        if t is SymbolType.Supremum:
            return "#sup"
        sign = "" if self._positive else "-"
        if not self._args:
            return sign + (self._value or "()")
        args = ",".join(str(a) for a in self._args)
        if not self._value and len(self._args) == 1:
            args += ","
        return f"{sign}{self._value}({args})"

    def __repr__(self):
        t = self._type
        if t is SymbolType.Number:
            return f"Number({self._value})"
        if t is SymbolType.String:
            return f"String({self._value!r})"
        if t is SymbolType.Infimum:
            return "Infimum"
        if t is SymbolType.Supremum:
            return "Supremum"
        args = ", ".join(repr(a) for a in self._args)
        return f"Function({self._value!r}, [{args}], {self._positive})"

    def match(self, name: str, arity: int, positive: bool = True) -> bool:
        """
        Check if this is a function symbol with the given signature.
        """
        return (
            self._type is SymbolType.Function
            and self._value == name
            and len(self._args) == arity
            and self._positive == positive
        )

    def _check(self, type_, what):
        if self._type is not type_:
            raise RuntimeError(f"unexpected: the symbol is no {what}")

    @property
    def arguments(self) -> List["Symbol"]:
        """The arguments of a function."""
        self._check(SymbolType.Function, "function")
        return list(self._args)

    @property
    def name(self) -> str:
        """The name of a function."""
        self._check(SymbolType.Function, "function")
        return self._value

    @property
    def negative(self) -> bool:
        """The inverted sign of a function."""
        self._check(SymbolType.Function, "function")
        return not self._positive

    @property
    def positive(self) -> bool:
        """The sign of a function."""
        self._check(SymbolType.Function, "function")
        return self._positive

    @property
    def number(self) -> int:
        """The value of a number."""
        self._check(SymbolType.Number, "number")
        return self._value

    @property
    def string(self) -> str:
        """The value of a string."""
        self._check(SymbolType.String, "string")
        return self._value

    @property
    def type(self) -> SymbolType:
        """The type of the symbol."""
        return self._type


Infimum: Symbol = Symbol(SymbolType.Infimum, None)
"""The `#inf` symbol."""

Supremum: Symbol = Symbol(SymbolType.Supremum, None)
"""The `#sup` symbol."""


def Function(name: str, arguments: Sequence[Symbol] = [], positive: bool = True) -> Symbol:
    """
    Construct a function symbol (a constant without arguments; a tuple with the empty
    name); `positive` False makes it classically negated.
    """
    # pylint: disable=invalid-name,dangerous-default-value
    if not isinstance(name, str):
        raise TypeError("the name of a function must be a string")
    arguments = tuple(arguments)
    for arg in arguments:
        if not isinstance(arg, Symbol):
            raise TypeError("the arguments of a function must be symbols")
    if not name and not positive:
        raise RuntimeError("tuples cannot be negated")
    return Symbol(SymbolType.Function, name, arguments, bool(positive))


def Number(number: int) -> Symbol:
    """
    Construct a numeric symbol given a number (a 32-bit signed integer).
    """
    # pylint: disable=invalid-name
    if not isinstance(number, int):
        raise TypeError("an integer is required")
    if not -(2**31) <= number < 2**31:
        raise OverflowError("numbers are 32-bit signed integers")
    return Symbol(SymbolType.Number, int(number))


def String(string: str) -> Symbol:
    """
    Construct a string symbol given a string.
    """
    # pylint: disable=invalid-name
    if not isinstance(string, str):
        raise TypeError("a string symbol is made of a str")
    return Symbol(SymbolType.String, string)


def Tuple_(arguments: Sequence[Symbol]) -> Symbol:
    """
    A shortcut for `Function("", arguments)`.
    """
    # pylint: disable=invalid-name
    return Function("", arguments)


def _decode(value) -> Symbol:
    """A symbol from the native module's encoding."""
    if type(value) is int:  # pylint: disable=unidiomatic-typecheck
        return Symbol(SymbolType.Number, value)
    if type(value) is str:  # pylint: disable=unidiomatic-typecheck
        return Symbol(SymbolType.String, value)
    if len(value) == 3:
        return Symbol(SymbolType.Function, value[0], [_decode(a) for a in value[2]], value[1])
    return Infimum if value[0] == 0 else Supremum


def parse_term(
    string: str,
    logger: Optional[Callable[[MessageCode, str], None]] = None,
    message_limit: int = 20,
) -> Symbol:
    """
    Parse the given string as a ground term (evaluating arithmetic, as clingo does):
    `parse_term("p(1+2)")` is `p(3)`. Raises RuntimeError if the term is not ground, does
    not parse, or its value is undefined (say, a division by zero).
    """
    # pylint: disable=unused-argument
    from ._term import parse  # pylint: disable=import-outside-toplevel

    return parse(string)
