"""
`AST.unpool`: the nodes without pools that a node stands for, in clingo's order (as
clingo's `libclingo/src/astv2_unpool.cc` computes them).

A pool `f(a;b)` stands for `f(a)` and `f(b)`; a node stands for the cross product of what
its attributes stand for. Bodies and the elements of aggregates and theory atoms are
*chains*: an element that stands for several (a conditional literal whose condition has a
pool) becomes several elements rather than several nodes. Pools in the conditions of
conditional literals are removed only if `condition` is asked for, the others only if
`other` is.
"""

from itertools import product
from typing import Dict, List, Optional, Sequence

from ._ast_node import AST, ASTType

OTHER, CONDITION = 1, 2
ALL = OTHER | CONDITION

# The types that never hold a pool.
_NONE = {
    ASTType.TheorySequence,
    ASTType.TheoryFunction,
    ASTType.TheoryUnparsedTermElement,
    ASTType.TheoryUnparsedTerm,
    ASTType.TheoryGuard,
    ASTType.Script,
    ASTType.Program,
    ASTType.ProjectSignature,
    ASTType.Definition,
    ASTType.ShowSignature,
    ASTType.Defined,
    ASTType.TheoryDefinition,
    ASTType.TheoryOperatorDefinition,
    ASTType.TheoryTermDefinition,
    ASTType.TheoryGuardDefinition,
    ASTType.TheoryAtomDefinition,
    ASTType.BooleanConstant,
    ASTType.Id,
    ASTType.Variable,
    ASTType.SymbolicTerm,
    ASTType.Comment,
}

# The attributes crossed, for the types that are products of their attributes.
_CROSS: Dict[ASTType, Sequence[str]] = {
    ASTType.UnaryOperation: ("argument",),
    ASTType.Comparison: ("term", "guards"),
    ASTType.Interval: ("left", "right"),
    ASTType.BinaryOperation: ("left", "right"),
    ASTType.Function: ("arguments",),
    ASTType.SymbolicAtom: ("symbol",),
    ASTType.Guard: ("term",),
    ASTType.BodyAggregateElement: ("terms", "condition"),
    ASTType.HeadAggregateElement: ("terms", "condition"),
    ASTType.TheoryAtomElement: ("condition",),
    ASTType.Literal: ("atom",),
}

# The types with a chain: the chain's attribute, whether only the conditions of its
# elements are split, and the attributes crossed after.
_CHAIN: Dict[ASTType, tuple] = {
    ASTType.BodyAggregate: ("elements", False, ("left_guard", "right_guard")),
    ASTType.HeadAggregate: ("elements", False, ("left_guard", "right_guard")),
    ASTType.Aggregate: ("elements", False, ("left_guard", "right_guard")),
    ASTType.Disjunction: ("elements", True, ("elements",)),
    ASTType.TheoryAtom: ("elements", False, ("term",)),
    ASTType.Rule: ("body", True, ("body", "head")),
    ASTType.ShowTerm: ("body", True, ("body", "term")),
    ASTType.Minimize: ("body", True, ("body", "weight", "priority", "terms")),
    ASTType.External: ("body", True, ("body", "atom", "external_type")),
    ASTType.Edge: ("body", True, ("body", "node_u", "node_v")),
    ASTType.Heuristic: ("body", True, ("body", "atom", "bias", "priority", "modifier")),
    ASTType.ProjectAtom: ("body", True, ("body", "atom")),
}


def _sequence(nodes: Sequence[AST], mode: int) -> Optional[List[List[AST]]]:
    """The sequences a sequence stands for (None: only itself), in clingo's order: the
    first element varies fastest."""
    pools = [_unpool(node, mode) for node in nodes]
    if all(pool is None for pool in pools):
        return None
    if any(pool is not None and not pool for pool in pools):
        return []
    result: List[List[AST]] = [[]]
    for node, pool in zip(nodes, pools):
        options = pool if pool is not None else [node]
        grown = [done + [options[0]] for done in result]
        for option in options[1:]:
            grown.extend(done + [option] for done in result)
        result = grown
    return result


def _value(value, mode: int) -> Optional[list]:
    """What an attribute's value stands for (None: only itself)."""
    if value is None:
        return None
    if isinstance(value, AST):
        return _unpool(value, mode)
    return _sequence(list(value), mode)


def _cross(
    node: AST, names: Sequence[str], mode: int, changed: bool = False
) -> Optional[List[AST]]:
    """The nodes `node` stands for through the attributes `names` (the first varies
    slowest); None if none of them has a pool and `changed` is false."""
    options = []
    pooled = changed
    for name in names:
        values = _value(getattr(node, name), mode)
        if values is None:
            options.append([getattr(node, name)])
        else:
            pooled = True
            options.append(values)
    if not pooled:
        return None
    return [node.update(**dict(zip(names, choice))) for choice in product(*options)]


def _chain(node: AST, name: str, conditions_only: bool) -> Optional[AST]:
    """The node with each element of the sequence `name` replaced by what it stands for
    (only conditions split if `conditions_only`); None if no element has a pool."""
    chain: List[AST] = []
    pooled = False
    for element in getattr(node, name):
        pool = _unpool(element, CONDITION if conditions_only else ALL)
        if pool is None:
            chain.append(element)
        else:
            pooled = True
            chain.extend(pool)
    return node.update(**{name: chain}) if pooled else None


def _unpool(node: AST, mode: int) -> Optional[List[AST]]:
    """The nodes `node` stands for without the pools of `mode`, or None if it has none."""
    kind = node.ast_type
    if kind == ASTType.ConditionalLiteral:
        names = {ALL: ("literal", "condition"), OTHER: ("literal",), CONDITION: ("condition",)}
        return _cross(node, names[mode], ALL) if mode in names else None
    if not mode & OTHER or kind in _NONE:
        return None
    if kind == ASTType.Pool:
        result: List[AST] = []
        for term in node.arguments:
            pool = _unpool(term, ALL)
            result.extend(pool if pool is not None else [term])
        return result
    if kind in _CROSS:
        return _cross(node, _CROSS[kind], ALL)
    name, conditions_only, names = _CHAIN[kind]
    chained = _chain(node, name, conditions_only)
    cross_mode = OTHER if conditions_only else ALL
    return _cross(chained or node, names, cross_mode, chained is not None)


def unpool(node: AST, other: bool = True, condition: bool = True) -> List[AST]:
    """The nodes without pools `node` stands for (see the module documentation)."""
    mode = (OTHER if other else 0) | (CONDITION if condition else 0)
    result = _unpool(node, mode)
    return [node] if result is None else result
