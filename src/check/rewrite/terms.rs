//! Atoms and terms: constants substituted, ground subterms folded, pools and intervals
//! expanded; and gringo's extraction of arithmetic arguments of positive atoms into
//! assignments.

use super::*;

impl Rewriter<'_> {
    pub(super) fn atom(&mut self, scope: &mut Scope, atom: &ast::Atom) -> Vec<Alt<ir::Atom>> {
        let mut out = Vec::new();
        for (negative, name, arguments) in atom.alternatives() {
            let predicate = self.predicate(name, arguments.len(), negative);
            for args in self.terms(scope, arguments) {
                out.push(args.map(|args| ir::Atom {
                    predicate,
                    args,
                    span: atom.span,
                }));
            }
        }
        out
    }

    pub(super) fn terms<'t>(
        &mut self,
        scope: &mut Scope,
        terms: impl IntoIterator<Item = &'t ast::Term>,
    ) -> Vec<Alt<Vec<Term>>> {
        let lists = terms.into_iter().map(|t| self.term(scope, t)).collect();
        cross(lists)
    }

    /// The alternatives of `terms` as nested loops, the first term outermost (see
    /// [`nested`]).
    pub(super) fn terms_nested<'t>(
        &mut self,
        scope: &mut Scope,
        terms: impl IntoIterator<Item = &'t ast::Term>,
    ) -> Vec<Alt<Vec<Term>>> {
        let lists = terms.into_iter().map(|t| self.term(scope, t)).collect();
        nested(lists)
    }

    /// The alternatives of a term (pools expanded, intervals turned into range variables).
    pub(super) fn term(&mut self, scope: &mut Scope, term: &ast::Term) -> Vec<Alt<Term>> {
        let span = term.span;
        let alternatives = match &term.kind {
            TermKind::Integer(n) => vec![Alt::plain(Term::Symbol(Symbol::Int(*n as i32)))],
            TermKind::String(s) => vec![Alt::plain(Term::Symbol(self.symbols.string(s)))],
            TermKind::Variable(name) => vec![Alt::plain(Term::Variable(scope.var(name, span)))],
            TermKind::Anonymous => vec![Alt::plain(Term::Variable(scope.fresh("Anon", span)))],
            TermKind::Infimum => vec![Alt::plain(Term::Symbol(Symbol::Infimum))],
            TermKind::Supremum => vec![Alt::plain(Term::Symbol(Symbol::Supremum))],
            TermKind::Function {
                name,
                pool,
                external,
            } => {
                if !*external && pool.len() == 1 && pool[0].is_empty() {
                    if let Some(i) = self.params.iter().position(|(p, _)| p == name) {
                        let var = scope.var(&part_variable(i), span);
                        return vec![Alt::plain(Term::Variable(var))];
                    }
                    if let Some(value) = self.consts.get(name) {
                        return vec![Alt::plain(value.clone())];
                    }
                }
                let name_id = self.symbols.name(name);
                let mut out = Vec::new();
                for arguments in pool {
                    for args in self.terms(scope, arguments) {
                        out.push(args.map(|args| {
                            if *external {
                                Term::External(name_id, args, span)
                            } else {
                                Term::Function(name_id, args)
                            }
                        }));
                    }
                }
                out
            }
            TermKind::Tuple(elements) => {
                let name = self.symbols.tuple_name();
                self.terms(scope, elements)
                    .into_iter()
                    .map(|a| a.map(|args| Term::Function(name, args)))
                    .collect()
            }
            TermKind::Pool(alternatives) => {
                let mut out = Vec::new();
                for alternative in alternatives {
                    out.extend(self.term(scope, alternative));
                }
                out
            }
            TermKind::Unary(op, operand) => self
                .term(scope, operand)
                .into_iter()
                .map(|a| a.map(|t| Term::Unary(*op, Box::new(t), span)))
                .collect(),
            TermKind::Binary(op, left, right) => self
                .terms_nested(scope, [&**left, &**right])
                .into_iter()
                .map(|a| {
                    a.map(|mut ts| {
                        let r = ts.pop().expect("two terms");
                        let l = ts.pop().expect("two terms");
                        Term::Binary(*op, Box::new(l), Box::new(r), span)
                    })
                })
                .collect(),
            TermKind::Interval(low, high) => {
                let mut out = Vec::new();
                for bounds in self.terms_nested(scope, [&**low, &**high]) {
                    let var = scope.fresh("Range", span);
                    let mut ranges = bounds.ranges;
                    let [l, h]: [Term; 2] = bounds.value.try_into().expect("two bounds");
                    ranges.push(Literal::Range(var, l, h));
                    out.push(Alt {
                        value: Term::Variable(var),
                        ranges,
                    });
                }
                out
            }
        };
        alternatives
            .into_iter()
            .map(|a| a.map(|t| self.fold(t)))
            .collect()
    }

    /// Replaces a ground term by its value, where that value is defined. The subterms are
    /// folded already (a subterm that is not a symbol is not ground or has no value), so
    /// looking at the immediate subterms suffices: deep terms fold in linear time. As in
    /// gringo, a product with an operand 0 stays as it is (see [`Term::linear`]).
    fn fold(&mut self, term: Term) -> Term {
        let symbol = |t: &Term| matches!(t, Term::Symbol(_));
        let zero = |t: &Term| matches!(t, Term::Symbol(Symbol::Int(0)));
        let foldable = match &term {
            Term::Symbol(_) | Term::Variable(_) | Term::External(..) => false,
            Term::Function(_, args) => args.iter().all(symbol),
            Term::Unary(_, t, _) => symbol(t),
            Term::Binary(ast::BinaryOp::Mul, l, r, _) if zero(l) || zero(r) => false,
            Term::Binary(_, l, r, _) => symbol(l) && symbol(r),
        };
        if !foldable {
            return term;
        }
        match eval::eval(&term, &Binding::new(0), self.symbols) {
            Ok(value) => Term::Symbol(value),
            Err(_) => term,
        }
    }
}

/// Makes every argument of a positive atom a pattern, as gringo does: an argument that is
/// not one (say `X*X`, or `X+Y`) is replaced by a fresh variable `V`, and `V = term` is added
/// to the same body or condition. Such a term binds none of its variables.
pub(super) fn extract_arithmetic(scope: &mut Scope, rule: &mut ir::Rule) {
    let mut extra = Vec::new();
    for element in &mut rule.body {
        match element {
            BodyElement::Literal(literal) => extract_in_literal(scope, literal, &mut extra),
            BodyElement::Conditional(conditional) => {
                extract_in_condition(scope, &mut conditional.condition)
            }
            BodyElement::Aggregate(_, aggregate) => {
                for element in &mut aggregate.elements {
                    extract_in_condition(scope, &mut element.condition);
                }
            }
        }
    }
    rule.body
        .extend(extra.into_iter().map(BodyElement::Literal));
    match &mut rule.head {
        Head::Disjunction(elements, ..) => {
            for element in elements {
                extract_in_condition(scope, &mut element.condition);
            }
        }
        Head::Aggregate(aggregate) => {
            for element in &mut aggregate.elements {
                extract_in_condition(scope, &mut element.condition);
            }
        }
        _ => {}
    }
}

fn extract_in_condition(scope: &mut Scope, literals: &mut Vec<Literal>) {
    let mut extra = Vec::new();
    for literal in literals.iter_mut() {
        extract_in_literal(scope, literal, &mut extra);
    }
    literals.extend(extra);
}

fn extract_in_literal(scope: &mut Scope, literal: &mut Literal, extra: &mut Vec<Literal>) {
    if let Literal::Atom(Naf::Positive, atom) = literal {
        for arg in &mut atom.args {
            extract_term(scope, arg, atom.span, extra);
        }
    }
}

fn extract_term(scope: &mut Scope, term: &mut Term, span: Span, extra: &mut Vec<Literal>) {
    if term.is_pattern() {
        return;
    }
    match term {
        Term::Function(_, args) => {
            for arg in args {
                extract_term(scope, arg, span, extra);
            }
        }
        Term::Unary(UnaryOp::Minus, inner, _) if matches!(**inner, Term::Function(..)) => {
            extract_term(scope, inner, span, extra)
        }
        _ => {
            let span = term.span().unwrap_or(span);
            let var = scope.fresh("Arith", span);
            let value = std::mem::replace(term, Term::Variable(var));
            extra.push(Literal::Compare(
                Naf::Positive,
                Term::Variable(var),
                Relation::Eq,
                value,
            ));
        }
    }
}
