"""
A reader of ground terms with clingo's arithmetic, for `parse_term`.
"""

import re
from typing import List, Tuple

from .symbol import Function, Infimum, Number, String, Supremum, Symbol, SymbolType

_TOKEN = re.compile(
    r"""\s*(?:
    (?P<number>0x[0-9A-Fa-f]+|0o[0-7]+|0b[01]+|[0-9]+)
  | (?P<string>"(?:[^"\\]|\\.)*")
  | (?P<special>\#inf(?:imum)?|\#sup(?:remum)?)
  | (?P<name>_*[a-z][A-Za-z0-9_']*)
  | (?P<op>\*\*|[-+*/\\(),|?^&~])
)""",
    re.VERBOSE,
)


def _tokens(text: str) -> List[Tuple[str, str]]:
    tokens, pos = [], 0
    text = text.rstrip()
    while pos < len(text):
        match = _TOKEN.match(text, pos)
        if match is None or match.end() == pos:
            raise RuntimeError(f"parsing failed: unexpected input at column {pos + 1}")
        kind = match.lastgroup
        tokens.append((kind, match.group(kind)))
        pos = match.end()
    return tokens


def _unquote(text: str) -> str:
    escapes = {"n": "\n", "\\": "\\", '"': '"', "t": "\t"}
    return re.sub(r"\\(.)", lambda m: escapes.get(m.group(1), m.group(0)), text[1:-1])


def _number(symbol: Symbol) -> int:
    if symbol.type is not SymbolType.Number:
        raise RuntimeError("parsing failed: undefined operation on a non-number")
    return symbol.number


def _wrap(value: int) -> Symbol:
    return Number((value + 2**31) % 2**32 - 2**31)


def _apply(op: str, left: Symbol, right: Symbol) -> Symbol:
    a, b = _number(left), _number(right)
    if op == "+":
        return _wrap(a + b)
    if op == "-":
        return _wrap(a - b)
    if op == "*":
        return _wrap(a * b)
    if op in ("/", "\\"):
        if b == 0:
            raise RuntimeError("parsing failed: division by zero")
        quotient = abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1)
        return _wrap(quotient if op == "/" else a - quotient * b)
    if op == "**":
        if b < 0:
            if a == 0:
                raise RuntimeError("parsing failed: undefined power")
            return Number(1 if a == 1 else (0 if a != -1 else (1 if b % 2 == 0 else -1)))
        return _wrap(a**b)
    if op == "?":
        return _wrap(a | b)
    if op == "^":
        return _wrap(a ^ b)
    return _wrap(a & b)


class _Parser:
    # Binary operators by precedence, loosest first.
    LEVELS = [("?",), ("^",), ("&",), ("+", "-"), ("*", "/", "\\")]

    def __init__(self, text: str):
        self.tokens = _tokens(text)
        self.pos = 0

    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else (None, None)

    def take(self, op=None):
        token = self.peek()
        if token[0] is None or (op is not None and token[1] != op):
            raise RuntimeError("parsing failed: unexpected end or token")
        self.pos += 1
        return token

    def term(self, level=0) -> Symbol:
        if level == len(self.LEVELS):
            return self.power()
        left = self.term(level + 1)
        while self.peek()[0] == "op" and self.peek()[1] in self.LEVELS[level]:
            op = self.take()[1]
            left = _apply(op, left, self.term(level + 1))
        return left

    def power(self) -> Symbol:
        base = self.unary()
        if self.peek() == ("op", "**"):
            self.take()
            return _apply("**", base, self.power())
        return base

    def unary(self) -> Symbol:
        kind, text = self.peek()
        if kind == "op" and text == "-":
            self.take()
            value = self.unary()
            if value.type is SymbolType.Function and value.name:
                return Function(value.name, value.arguments, not value.positive)
            return _wrap(-_number(value))
        if kind == "op" and text == "~":
            self.take()
            return _wrap(~_number(self.unary()))
        return self.primary()

    def arguments(self) -> Tuple[List[Symbol], bool]:
        """Terms up to `)`, and whether a trailing comma ended them."""
        args, trailing = [], False
        while self.peek() != ("op", ")"):
            args.append(self.term())
            trailing = False
            if self.peek() == ("op", ","):
                self.take()
                trailing = True
            else:
                break
        self.take(")")
        return args, trailing

    def primary(self) -> Symbol:
        kind, text = self.take()
        if kind == "number":
            return _wrap(int(text, 0))
        if kind == "string":
            return String(_unquote(text))
        if kind == "special":
            return Infimum if text.startswith("#inf") else Supremum
        if kind == "name":
            if self.peek() == ("op", "("):
                self.take()
                return Function(text, self.arguments()[0])
            return Function(text)
        if text == "(":
            args, trailing = self.arguments()
            if len(args) == 1 and not trailing:
                return args[0]
            return Function("", args)
        if text == "|":
            value = self.term()
            self.take("|")
            return _wrap(abs(_number(value)))
        raise RuntimeError(f"parsing failed: unexpected '{text}'")


def parse(text: str) -> Symbol:
    """The value of ground term `text`."""
    parser = _Parser(text)
    value = parser.term()
    if parser.pos != len(parser.tokens):
        raise RuntimeError("parsing failed: unexpected input after the term")
    return value
