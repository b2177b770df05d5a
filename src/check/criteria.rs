//! `--rewrite-minimize`: optimization statements become rules, as gringo rewrites them. An
//! element `W@P,T1,...,Tn : C` of `#minimize` (`-W` for `#maximize`) and a weak constraint
//! `:~ C. [W@P,T1,...,Tn]` become `_criteria(P,W,(T1,...,Tn,)) :- C.` (`P` 0 if not written;
//! the weight need not be an integer then), and the program optimizes nothing. The atoms of
//! `_criteria/3` are always shown: if the program restricts what is shown (`#show.`, `#show
//! p/n.`) and has optimization statements, `#show _criteria/3.` is added. A meta-encoding reads them from the reified program
//! (clingo's `examples/reify/optimization`).

use crate::syntax::ast::{
    Atom, BodyElement, Head, Literal, LiteralKind, Naf, Rule, Signature, Statement, StatementKind,
    Term, TermKind, UnaryOp,
};

/// The predicate of the criteria atoms.
const CRITERIA: &str = "_criteria";

/// `statements` with their optimization statements rewritten into rules.
pub(super) fn rewrite(statements: Vec<Statement>) -> Vec<Statement> {
    let (mut restricted, mut rewritten) = (false, false);
    let mut out = Vec::with_capacity(statements.len());
    for statement in statements {
        let span = statement.span;
        rewritten |= matches!(
            statement.kind,
            StatementKind::WeakConstraint(_) | StatementKind::Optimize(_)
        );
        match statement.kind {
            StatementKind::WeakConstraint(weak) => out.push(Statement {
                span,
                kind: StatementKind::Rule(Rule {
                    head: Some(criterion(span, weak.priority, weak.weight, weak.terms)),
                    body: weak.body,
                }),
            }),
            StatementKind::Optimize(optimize) => {
                for element in optimize.elements {
                    let weight = match optimize.maximize {
                        false => element.weight,
                        true => Term {
                            span: element.weight.span,
                            kind: TermKind::Unary(UnaryOp::Minus, Box::new(element.weight)),
                        },
                    };
                    let head = criterion(element.span, element.priority, weight, element.terms);
                    let body = element.condition.into_iter().map(BodyElement::Literal);
                    out.push(Statement {
                        span: element.span,
                        kind: StatementKind::Rule(Rule {
                            head: Some(head),
                            body: body.collect(),
                        }),
                    });
                }
            }
            kind => {
                restricted |= matches!(
                    kind,
                    StatementKind::ShowAll | StatementKind::ShowSignature(_)
                );
                out.push(Statement { span, kind });
            }
        }
    }
    // Only with something rewritten: `#show _criteria/3.` over no rule would bring the info
    // that no atoms occur over it, which clingo does not give.
    if let Some(first) = out
        .first()
        .map(|s| s.span)
        .filter(|_| restricted && rewritten)
    {
        out.push(Statement {
            span: first,
            kind: StatementKind::ShowSignature(Signature {
                negative: false,
                name: CRITERIA.to_string(),
                arity: 3,
            }),
        });
    }
    out
}

/// The head `_criteria(priority, weight, (terms))`.
fn criterion(
    span: crate::diag::Span,
    priority: Option<Term>,
    weight: Term,
    terms: Vec<Term>,
) -> Head {
    let priority = priority.unwrap_or(Term {
        span,
        kind: TermKind::Integer(0),
    });
    let tuple = Term {
        span,
        kind: TermKind::Tuple(terms),
    };
    Head::Literal(Literal {
        span,
        naf: Naf::Positive,
        kind: LiteralKind::Atom(Atom::new(
            span,
            false,
            CRITERIA.to_string(),
            vec![vec![priority, weight, tuple]],
        )),
    })
}
