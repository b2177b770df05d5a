"""
`str` of the nodes of `rasp.ast`, exactly as clingo prints them (clingo's
`libclingo/src/astv2_str.cc`): operations in parentheses, statements with their final `.`,
a right guard alone moved nowhere (the parser moves it), enumerations by their symbols.
"""

from typing import Callable, Dict, Iterable, List

from ._ast_node import AST, ASTType

_UNARY_LEFT = {0: "-", 1: "~", 2: "|"}
_UNARY_RIGHT = {2: "|"}
_BINARY = {0: "^", 1: "?", 2: "&", 3: "+", 4: "-", 5: "*", 6: "/", 7: "\\", 8: "**"}
_SIGN = {0: "", 1: "not ", 2: "not not "}
_COMPARISON = {0: ">", 1: "<", 2: "<=", 3: ">=", 4: "!=", 5: "="}
_FUNCTION = {0: "#count", 1: "#sum", 2: "#sum+", 3: "#min", 4: "#max"}
_SEQUENCE = {0: ("(", ")"), 1: ("{", "}"), 2: ("[", "]")}
_OPERATOR_TYPE = {0: "unary", 1: "binary, left", 2: "binary, right"}
_ATOM_TYPE = {0: "head", 1: "body", 2: "any", 3: "directive"}


def _list(items: Iterable, pre: str, sep: str, post: str, empty: bool) -> str:
    """The items joined by `sep` between `pre` and `post`, which are left out for no items
    unless `empty`."""
    items = list(items)
    if not items and not empty:
        return ""
    return pre + sep.join(str(x) for x in items) + post


def _body(body: List[AST], pre: str = " : ") -> str:
    return _list(body, pre if body else "", "; ", ".", True)


def _left_guard(guard) -> str:
    if guard is None:
        return ""
    return f"{guard.term} {_COMPARISON.get(guard.comparison, '')} "


def _right_guard(guard) -> str:
    if guard is None:
        return ""
    return f" {_COMPARISON.get(guard.comparison, '')} {guard.term}"


def _signature(node: AST) -> str:
    return f"{'' if node.positive else '-'}{node.name}/{node.arity}"


def _function(node: AST) -> str:
    args = node.arguments
    tuple_comma = not node.name and len(args) == 1
    empty = not node.name and not args
    external = "@" if node.external else ""
    return external + node.name + _list(args, "(", ",", ",)" if tuple_comma else ")", empty)


def _pool(node: AST) -> str:
    args = node.arguments
    out = "(1/0)" if not args else ""
    if len(args) == 1:
        return str(args[0])
    first = args[0] if args else None
    same = (
        first is not None
        and first.ast_type == ASTType.Function
        and all(
            a.ast_type == ASTType.Function
            and a.name == first.name
            and bool(a.external) == bool(first.external)
            for a in args
        )
    )
    if not same:
        return out + _list(args, "(", ";", ")", True)
    tuple_comma = not first.name
    parts = []
    for arg in args:
        comma = "," if tuple_comma and len(arg.arguments) == 1 else ""
        parts.append(_list(arg.arguments, "", ",", comma, True))
    return ("@" if first.external else "") + first.name + "(" + ";".join(parts) + ")"


def _unparsed(node: AST) -> str:
    elements = node.elements
    parens = len(elements) != 1 or len(elements[0].operators) > 0
    inner = " ".join(str(e) for e in elements)
    return f"({inner})" if parens else inner


def _theory_sequence(node: AST) -> str:
    left, right = _SEQUENCE.get(node.sequence_type, ("", ""))
    comma = "," if len(node.terms) == 1 and node.sequence_type == 0 else ""
    return left + ",".join(str(t) for t in node.terms) + comma + right


def _theory_atom(node: AST) -> str:
    guard = f" {node.guard}" if node.guard is not None else ""
    return f"&{node.term} {{{_list(node.elements, ' ', '; ', '', False)} }}{guard}"


def _theory_atom_definition(node: AST) -> str:
    guard = f", {node.guard}" if node.guard is not None else ""
    atom_type = _ATOM_TYPE.get(node.atom_type, "")
    return f"&{node.name}/{node.arity}: {node.term}{guard}, {atom_type}"


def _theory_definition(node: AST) -> str:
    parts = []
    for term in node.terms:
        operators = _list(term.operators, "    ", ";\n    ", "\n", True)
        parts.append(f"  {term.name} {{\n{operators}  }}")
    parts.extend(f"  {atom}" for atom in node.atoms)
    inner = ";\n".join(parts) + ("\n" if parts else "")
    return f"#theory {node.name} {{\n{inner}}}."


def _aggregate(node: AST, function: str) -> str:
    elements = _list(node.elements, " ", "; ", "", False)
    return (
        f"{_left_guard(node.left_guard)}{function}{{{elements} }}{_right_guard(node.right_guard)}"
    )


def _minimize(node: AST) -> str:
    terms = _list(node.terms, ",", ",", "", False)
    return f":~ {_body(node.body, '')} [{node.weight}@{node.priority}{terms}]"


def _definition(node: AST) -> str:
    override = "" if node.is_default else " [override]"
    return f"#const {node.name} = {node.value}.{override}"


def _show_signature(node: AST) -> str:
    return f"#show {_signature(node)}." if node.name else "#show."


_PRINTERS: Dict[ASTType, Callable[[AST], str]] = {
    ASTType.Id: lambda n: n.name,
    ASTType.Variable: lambda n: n.name,
    ASTType.SymbolicTerm: lambda n: str(n.symbol),
    ASTType.UnaryOperation: lambda n: _UNARY_LEFT.get(n.operator_type, "")
    + str(n.argument)
    + _UNARY_RIGHT.get(n.operator_type, ""),
    ASTType.BinaryOperation: lambda n: f"({n.left}{_BINARY.get(n.operator_type, '')}{n.right})",
    ASTType.Interval: lambda n: f"({n.left}..{n.right})",
    ASTType.Function: _function,
    ASTType.Pool: _pool,
    ASTType.Literal: lambda n: _SIGN.get(n.sign, "") + str(n.atom),
    ASTType.BooleanConstant: lambda n: "#true" if n.value else "#false",
    ASTType.SymbolicAtom: lambda n: str(n.symbol),
    ASTType.Comparison: lambda n: str(n.term) + "".join(str(g) for g in n.guards),
    ASTType.Guard: lambda n: f" {_COMPARISON.get(n.comparison, '')} {n.term}",
    ASTType.ConditionalLiteral: lambda n: str(n.literal)
    + _list(n.condition, ": ", ", ", "", False),
    ASTType.Aggregate: lambda n: _aggregate(n, ""),
    ASTType.BodyAggregateElement: lambda n: _list(n.terms, "", ",", "", False)
    + _list(n.condition, ": ", ", ", "", False),
    ASTType.BodyAggregate: lambda n: _aggregate(n, _FUNCTION.get(n.function, "") + " "),
    ASTType.HeadAggregateElement: lambda n: _list(n.terms, "", ",", "", False) + f": {n.condition}",
    ASTType.HeadAggregate: lambda n: _aggregate(n, _FUNCTION.get(n.function, "") + " "),
    ASTType.Disjunction: lambda n: "; ".join(str(e) for e in n.elements),
    ASTType.TheorySequence: _theory_sequence,
    ASTType.TheoryFunction: lambda n: n.name
    + _list(n.arguments, "(", ",", ")", len(n.arguments) > 0),
    ASTType.TheoryUnparsedTermElement: lambda n: _list(n.operators, "", " ", " ", False)
    + str(n.term),
    ASTType.TheoryUnparsedTerm: _unparsed,
    ASTType.TheoryGuard: lambda n: f"{n.operator_name} {n.term}",
    ASTType.TheoryAtomElement: lambda n: _list(n.terms, "", ",", "", False)
    + _list(n.condition, ": ", ", ", "", False),
    ASTType.TheoryAtom: _theory_atom,
    ASTType.TheoryOperatorDefinition: lambda n: f"{n.name} : {n.priority}, "
    + _OPERATOR_TYPE.get(n.operator_type, ""),
    ASTType.TheoryTermDefinition: lambda n: f"{n.name} {{\n"
    + _list(n.operators, "  ", ";\n", "\n", True)
    + "}",
    ASTType.TheoryGuardDefinition: lambda n: "{"
    + _list(n.operators, " ", ", ", "", False)
    + f" }}, {n.term}",
    ASTType.TheoryAtomDefinition: _theory_atom_definition,
    ASTType.TheoryDefinition: _theory_definition,
    ASTType.Rule: lambda n: str(n.head) + _body(n.body, " :- "),
    ASTType.Definition: _definition,
    ASTType.ShowSignature: _show_signature,
    ASTType.Defined: lambda n: f"#defined {_signature(n)}.",
    ASTType.ShowTerm: lambda n: f"#show {n.term}{_body(n.body)}",
    ASTType.Minimize: _minimize,
    ASTType.Script: lambda n: f"#script ({n.name}){n.code}#end.",
    ASTType.Program: lambda n: f"#program {n.name}"
    + _list(n.parameters, "(", ", ", ")", False)
    + ".",
    ASTType.External: lambda n: f"#external {n.atom}{_body(n.body)} [{n.external_type}]",
    ASTType.Edge: lambda n: f"#edge ({n.node_u},{n.node_v}){_body(n.body)}",
    ASTType.Heuristic: lambda n: f"#heuristic {n.atom}{_body(n.body)} "
    f"[{n.bias}@{n.priority},{n.modifier}]",
    ASTType.ProjectAtom: lambda n: f"#project {n.atom}{_body(n.body)}",
    ASTType.ProjectSignature: lambda n: f"#project {_signature(n)}.",
    ASTType.Comment: lambda n: n.value,
}


def to_string(node: AST) -> str:
    """The node as clingo prints it."""
    return _PRINTERS[node.ast_type](node)
