//! The rules of each kind of statement, before auxiliary rules and the final rewriting
//! steps ([`Rewriter::statement`]).

use super::*;

impl Rewriter<'_> {
    /// The rules of `statement` (directives that make no rule change the program's
    /// signatures and return none).
    pub(super) fn rules_of(
        &mut self,
        scope: &mut Scope,
        statement: &ast::Statement,
    ) -> Vec<ir::Rule> {
        let span = statement.span;
        let pairs = match &statement.kind {
            ast::StatementKind::Rule(rule) => self.rule_rules(scope, rule),
            ast::StatementKind::WeakConstraint(weak) => {
                self.weak_constraint_rules(scope, weak, span)
            }
            ast::StatementKind::Optimize(optimize) => self.optimize_rules(scope, optimize, span),
            ast::StatementKind::ShowTerm { term, body } => self.show_term_rules(scope, term, body),
            ast::StatementKind::ProjectAtom { atom, body } => self.project_rules(scope, atom, body),
            ast::StatementKind::External(external) => self.external_rules(scope, external, span),
            ast::StatementKind::Heuristic(heuristic) => {
                self.heuristic_rules(scope, heuristic, span)
            }
            ast::StatementKind::Edge { pairs, body } => self.edge_rules(scope, pairs, body),
            ast::StatementKind::ShowAll => {
                self.program.show_filter = true;
                Vec::new()
            }
            ast::StatementKind::ShowSignature(signature) => {
                let predicate = self.signature(signature);
                self.program.show_filter = true;
                self.program
                    .show_signatures
                    .push(ir::ShowSignature { predicate, span });
                Vec::new()
            }
            ast::StatementKind::ProjectSignature(signature) => {
                let predicate = self.signature(signature);
                self.program.project_signatures.push(predicate);
                Vec::new()
            }
            ast::StatementKind::Defined(signature) => {
                let predicate = self.signature(signature);
                self.program.defined.push(predicate);
                Vec::new()
            }
            ast::StatementKind::Const { .. }
            | ast::StatementKind::Include { .. }
            | ast::StatementKind::Program { .. }
            | ast::StatementKind::Facts(_) => {
                unreachable!("handled before rewriting")
            }
            // Read before the statements are (see `check`).
            // Definitions, and scripts (run when they were read).
            ast::StatementKind::Theory(_) | ast::StatementKind::Script(_) => Vec::new(),
        };
        let (part, part_literals) = self.part_literals(scope, span);
        (pairs.into_iter())
            .map(|(head, mut body)| ir::Rule {
                head,
                body: {
                    body.extend(part_literals.iter().cloned());
                    body
                },
                binding: 0,
                vars: Vec::new(),
                part: part.clone(),
                span,
            })
            .collect()
    }

    /// A rule: each body alternative with each head alternative, in this order (the body
    /// outermost, as gringo's `Statement::unpool` in libgringo/src/input/statement.cc, and
    /// as for every other kind of statement): the order of the rules is the order gringo
    /// grounds them in (within a component, last first), which numbers their atoms.
    fn rule_rules(&mut self, scope: &mut Scope, rule: &ast::Rule) -> Vec<(Head, Vec<BodyElement>)> {
        let mut out = Vec::new();
        let heads = match &rule.head {
            None => vec![Alt::plain(Head::False)],
            Some(head) => self.head(scope, head, !rule.body.is_empty()),
        };
        let bodies = self.body(scope, &rule.body);
        for body in &bodies {
            for head in &heads {
                out.push((head.value.clone(), with_ranges(body, &head.ranges)));
            }
        }
        out
    }

    /// A weak constraint: a minimize element per tuple and body alternative.
    fn weak_constraint_rules(
        &mut self,
        scope: &mut Scope,
        weak: &ast::WeakConstraint,
        span: Span,
    ) -> Vec<(Head, Vec<BodyElement>)> {
        let mut out = Vec::new();
        let priority = weak.priority.clone().unwrap_or_else(|| zero(span));
        let mut terms = vec![weak.weight.clone(), priority];
        terms.extend(weak.terms.iter().cloned());
        let bodies = self.body(scope, &weak.body);
        let tuples = self.terms(scope, &terms);
        for body in &bodies {
            for tuple in &tuples {
                let mut t = tuple.value.clone();
                let rest = t.split_off(2);
                let (w, p) = (t.remove(0), t.remove(0));
                out.push((
                    Head::Minimize(w, p, rest, weak.weight.span),
                    with_ranges(body, &tuple.ranges),
                ));
            }
        }
        out
    }

    /// `#minimize`/`#maximize`: a minimize element per element, tuple and condition
    /// alternative (weights negated for `#maximize`).
    fn optimize_rules(
        &mut self,
        scope: &mut Scope,
        optimize: &ast::Optimize,
        span: Span,
    ) -> Vec<(Head, Vec<BodyElement>)> {
        let mut out = Vec::new();
        for element in &optimize.elements {
            let mut weight = element.weight.clone();
            if optimize.maximize {
                weight = ast::Term::new(
                    weight.span,
                    TermKind::Unary(UnaryOp::Minus, Box::new(weight)),
                );
            }
            let priority = element.priority.clone().unwrap_or_else(|| zero(span));
            let mut terms = vec![weight, priority];
            terms.extend(element.terms.iter().cloned());
            // Each element is a statement of gringo's, its condition the body.
            let conditions = self.condition(scope, &element.condition);
            let tuples = self.terms(scope, &terms);
            for condition in &conditions {
                for tuple in &tuples {
                    let mut t = tuple.value.clone();
                    let rest = t.split_off(2);
                    let (w, p) = (t.remove(0), t.remove(0));
                    let body = condition
                        .value
                        .iter()
                        .chain(&condition.ranges)
                        .chain(&tuple.ranges)
                        .cloned()
                        .map(BodyElement::Literal)
                        .collect();
                    let weight_span = element.weight.span;
                    out.push((Head::Minimize(w, p, rest, weight_span), body));
                }
            }
        }
        out
    }

    /// `#show term : body.`
    fn show_term_rules(
        &mut self,
        scope: &mut Scope,
        term: &ast::Term,
        body: &[ast::BodyElement],
    ) -> Vec<(Head, Vec<BodyElement>)> {
        let mut out = Vec::new();
        let bodies = self.body(scope, body);
        let terms = self.term(scope, term);
        for body in &bodies {
            for term in &terms {
                out.push((
                    Head::Show(term.value.clone()),
                    with_ranges(body, &term.ranges),
                ));
            }
        }
        out
    }

    /// `#project atom : body.`: the atom is matched like a body literal (it binds its
    /// variables), as in gringo.
    fn project_rules(
        &mut self,
        scope: &mut Scope,
        atom: &ast::Atom,
        body: &[ast::BodyElement],
    ) -> Vec<(Head, Vec<BodyElement>)> {
        let mut out = Vec::new();
        let bodies = self.body(scope, body);
        let atoms = self.atom(scope, atom);
        for body in &bodies {
            for atom in &atoms {
                let mut body = with_ranges(body, &atom.ranges);
                body.push(BodyElement::Literal(Literal::Atom(
                    Naf::Positive,
                    atom.value.clone(),
                )));
                out.push((Head::Project(atom.value.clone()), body));
            }
        }
        out
    }

    /// `#external atom : body. [value]` (`false` by default).
    fn external_rules(
        &mut self,
        scope: &mut Scope,
        external: &ast::External,
        span: Span,
    ) -> Vec<(Head, Vec<BodyElement>)> {
        let mut out = Vec::new();
        let ast::External { atom, body, value } = external;
        let value = value
            .clone()
            .unwrap_or_else(|| ast::Term::new(span, constant("false")));
        let bodies = self.body(scope, body);
        let atoms = self.atom(scope, atom);
        let values = self.term(scope, &value);
        for body in &bodies {
            for atom in &atoms {
                for value in &values {
                    let mut ranges = atom.ranges.clone();
                    ranges.extend(value.ranges.iter().cloned());
                    out.push((
                        Head::External(atom.value.clone(), value.value.clone()),
                        with_ranges(body, &ranges),
                    ));
                }
            }
        }
        out
    }

    /// `#heuristic atom : body. [weight@priority, modifier]`: the atom is matched like a
    /// body literal, as in gringo.
    fn heuristic_rules(
        &mut self,
        scope: &mut Scope,
        heuristic: &ast::Heuristic,
        span: Span,
    ) -> Vec<(Head, Vec<BodyElement>)> {
        let mut out = Vec::new();
        let ast::Heuristic {
            atom,
            body,
            weight,
            priority,
            modifier,
        } = heuristic;
        let priority = priority.clone().unwrap_or_else(|| zero(span));
        let bodies = self.body(scope, body);
        let terms = [weight.clone(), priority, modifier.clone()];
        let atoms = self.atom(scope, atom);
        let tuples = self.terms_nested(scope, &terms);
        for body in &bodies {
            for atom in &atoms {
                for tuple in &tuples {
                    let mut ranges = atom.ranges.clone();
                    ranges.extend(tuple.ranges.iter().cloned());
                    let [w, p, m]: [Term; 3] = tuple.value.clone().try_into().expect("three terms");
                    let mut body = with_ranges(body, &ranges);
                    body.push(BodyElement::Literal(Literal::Atom(
                        Naf::Positive,
                        atom.value.clone(),
                    )));
                    out.push((Head::Heuristic(atom.value.clone(), w, p, m), body));
                }
            }
        }
        out
    }

    /// `#edge (u,v) : body.`
    fn edge_rules(
        &mut self,
        scope: &mut Scope,
        pairs: &[(ast::Term, ast::Term)],
        body: &[ast::BodyElement],
    ) -> Vec<(Head, Vec<BodyElement>)> {
        let mut out = Vec::new();
        let bodies = self.body(scope, body);
        for (from, to) in pairs {
            let tuples = self.terms_nested(scope, [from, to]);
            for body in &bodies {
                for pair in &tuples {
                    let [u, v]: [Term; 2] = pair.value.clone().try_into().expect("two terms");
                    out.push((Head::Edge(u, v), with_ranges(body, &pair.ranges)));
                }
            }
        }
        out
    }
}
