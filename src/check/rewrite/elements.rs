//! Head disjunctions and body conditional literals as gringo reads them.
//!
//! gringo unpools the literal of a disjunction element `l : c` into a *conjunction*: `a(1;2)`
//! and `a(1..2)` stand for the disjunct `a(1) & a(2)` (for each instance of `c`; a pool in `c`
//! makes separate elements). A negated literal or a comparison in a disjunction is *shifted*
//! into a local condition: `not p` is the part "`p` does not hold", `X < Y` the part "`X >= Y`
//! does not hold". Conversely, gringo unpools the literal of a body conditional literal into a
//! *disjunction* of clauses: `p(1;2) : q` holds if `q` implies `p(1) | p(2)`, `p(1..2) : q`
//! likewise, and a variable of the literal bound neither by the condition nor by the rule
//! (`p(X) : q`) is local to its clause: `q` implies some `p(X)`.
//!
//! The grounder knows elements of one literal only. Any other element gets an auxiliary atom
//! `#head_n(V)` or `#clause_n(V)`, where `V` are the element's variables that its condition or
//! the rule binds, defined by [`AuxRule`]s:
//!
//! * a head element `H1 & ... & Hk : c` (each `Hi` an atom or "false", over the instances of
//!   its local condition `li`) becomes the disjunct `#head_n(V) : c`, with the rules
//!   `Hi :- #head_n(V), li` (a constraint for "false") and `#head_n(V) :- D, c, H1 : l1, ...,
//!   Hk : lk` (the conjunction holding makes the disjunct true, as in gringo's translation);
//! * a body conditional literal `C1 | ... | Ck : c` becomes `#clause_n(V) : c`, with a rule
//!   `#clause_n(V) :- D, c, Ci` for each clause.
//!
//! `D` is the plain part (literals and aggregates) of the body of the rule the element is in:
//! it binds the rule's variables in `V`. With it, the auxiliary atom holds exactly when the
//! element's content does, wherever the rule's body holds. A head element's `D` only binds
//! (the ground rule leaves it out): the atom holds wherever the conjunction does, as
//! gringo's element, which makes its disjunction hold whatever the body.

use super::{Alt, Rewriter, Scope, false_literal, naf_holds, without_anonymous};
use crate::check::ir::{self, BodyElement, Conditional, Head, Literal, PredId, VarId};
use crate::diag::Span;
use crate::symbol::Symbol;
use crate::syntax::ast::{self, LiteralKind, Naf};
use std::collections::{HashMap, HashSet};

/// A rule that defines an auxiliary atom of an element, added for each rule of the statement
/// that mentions the atom (`trigger`).
pub(super) struct AuxRule {
    trigger: PredId,
    head: Head,
    body: Vec<BodyElement>,
    /// Which part of the mentioning rule's plain body is added (to bind the rule's variables).
    domain: Domain,
}

impl AuxRule {
    /// A rule `head :- D, body` for each rule that mentions `trigger`, where `D` (the
    /// mentioning rule's plain body without negated atoms) only binds.
    pub(super) fn binding(trigger: PredId, head: Head, body: Vec<BodyElement>) -> AuxRule {
        AuxRule {
            trigger,
            head,
            body,
            domain: Domain::Binding,
        }
    }
}

/// The part of a rule's body that binds the rule's variables in an [`AuxRule`].
#[derive(Clone, Copy, PartialEq, Eq)]
enum Domain {
    /// None (the rule mentions no variable of the mentioning rule but its own).
    None,
    /// The plain body: literals and aggregates.
    Plain,
    /// The plain body without its negated atoms, which bind nothing, and only to bind (see
    /// [`ir::Rule::binding`]: the ground rule leaves it out): for the conjunction of a head
    /// element, whose truth gringo judges apart from the rule's body (an element that
    /// certainly holds makes the disjunction hold whatever the body), so that the auxiliary
    /// atom is a fact wherever the element certainly holds.
    Binding,
}

/// The disjuncts of a head disjunction, with their origins, and the range literals that
/// unfold intervals in the rule's body.
#[derive(Default)]
pub(super) struct DisjunctionParts {
    pub disjuncts: Vec<Conditional>,
    pub origins: Vec<ir::DisjunctOrigin>,
    pub ranges: Vec<Literal>,
}

/// One part of a head element: an atom (`None`: "false") over the instances of a local
/// condition.
type Part = (Option<ir::Atom>, Vec<Literal>);

impl Rewriter<'_> {
    /// Adds the disjuncts of the head disjunction element `element` to `out`: one element of
    /// gringo's per alternative of its condition's pools, with a disjunct per alternative of
    /// its literal's pools (their conjunction). An element without condition whose literal is
    /// one part (an atom without pools, or "false") puts that part's local condition into the
    /// rule's body, as gringo does: `not p ; q :- B` is `q :- B, not not p` and
    /// `p(1..2) ; q :- B` is `p(X) ; q :- B, X = 1..2`, so that an instance whose disjunct
    /// certainly holds is no rule at all.
    pub(super) fn disjunction_element(
        &mut self,
        scope: &mut Scope,
        element: &ast::ConditionalLiteral,
        out: &mut DisjunctionParts,
    ) {
        let mut parts = self.head_parts(scope, &element.literal);
        // A pool keeps its element a conjunction for gringo even when one alternative is
        // left (`r(X/0,X;X,X)` is `r(X,X)`): it is never a plain disjunct.
        let pooled = matches!(&element.literal.kind, LiteralKind::Atom(atom) if atom.has_pool())
            && element.literal.naf == Naf::Positive;
        if element.condition.is_empty()
            && !pooled
            && let [(atom, local)] = parts.as_mut_slice()
        {
            out.ranges.append(local);
            if atom.is_none() {
                return;
            }
        }
        let conditions = self.condition(scope, &element.condition);
        for condition in conditions {
            let mut condition_literals = condition.value;
            condition_literals.extend(condition.ranges);
            let group = out.origins.last().map_or(0, |o| o.element + 1);
            let mut disjuncts = Vec::new();
            if parts.iter().all(|(atom, _)| atom.is_some()) {
                for (atom, local) in &parts {
                    let atom = atom.clone().expect("atom parts");
                    let mut condition = condition_literals.clone();
                    condition.extend(local.iter().cloned());
                    let literal = Literal::Atom(Naf::Positive, atom);
                    let own = condition_literals.len()..condition.len();
                    disjuncts.push((Conditional { literal, condition }, own));
                }
            } else {
                let literal =
                    self.head_conjunction(scope, element.span, &parts, &condition_literals);
                let condition = condition_literals.clone();
                disjuncts.push((Conditional { literal, condition }, 0..0));
            }
            // The key: variables of the literal in the (written) condition (the grounder leaves
            // out those the rule's body binds).
            let condition_vars = variables(&condition_literals);
            let mut key = Vec::new();
            let mut add = |v: VarId| {
                if condition_vars.contains(&v) && !key.contains(&v) {
                    key.push(v)
                }
            };
            for (atom, local) in &parts {
                if let Some(atom) = atom {
                    atom.args.iter().for_each(|t| t.for_each_var(&mut add));
                }
                local.iter().for_each(|l| l.for_each_var(&mut add));
            }
            key.sort();
            for (d, local) in disjuncts {
                out.disjuncts.push(d);
                out.origins.push(ir::DisjunctOrigin {
                    element: group,
                    key: key.clone(),
                    local,
                    pooled,
                });
            }
        }
    }

    /// The auxiliary atom `#head_n(V)` of a head element with parts that are not all atoms
    /// (the parts of a negated literal or a comparison), with its rules.
    fn head_conjunction(
        &mut self,
        scope: &mut Scope,
        span: Span,
        parts: &[Part],
        condition_literals: &[Literal],
    ) -> Literal {
        let mut vars = Vec::new();
        for (atom, local) in parts {
            if let Some(atom) = atom {
                atom.args
                    .iter()
                    .for_each(|t| t.for_each_var(&mut |v| vars.push(v)));
            }
            local
                .iter()
                .for_each(|l| l.for_each_var(&mut |v| vars.push(v)));
        }
        // Only the variables the parts need: gringo's element is one per value of the
        // literal's variables, the condition's other variables give alternative instances of
        // its condition.
        let condition_vars = variables(condition_literals);
        let (inner, outer) = vars.into_iter().partition(|v| condition_vars.contains(v));
        let aux = self.aux_atom(scope, "head", span, inner, outer);
        let aux_literal = Literal::Atom(Naf::Positive, aux.clone());
        let mut conjunction: Vec<BodyElement> = condition_literals
            .iter()
            .cloned()
            .map(BodyElement::Literal)
            .collect();
        for (atom, local) in parts {
            let mut body = vec![BodyElement::Literal(aux_literal.clone())];
            body.extend(local.iter().cloned().map(BodyElement::Literal));
            self.aux_rules.push(AuxRule {
                trigger: aux.predicate,
                head: atom.clone().map_or(Head::False, Head::Atom),
                body,
                domain: Domain::None,
            });
            let literal = atom
                .clone()
                .map_or_else(false_literal, |a| Literal::Atom(Naf::Positive, a));
            conjunction.push(if local.is_empty() {
                BodyElement::Literal(literal)
            } else {
                BodyElement::Conditional(Conditional {
                    literal,
                    condition: local.clone(),
                })
            });
        }
        self.aux_rules.push(AuxRule {
            trigger: aux.predicate,
            head: Head::Atom(aux),
            body: conjunction,
            domain: Domain::Binding,
        });
        aux_literal
    }

    /// The parts of a literal in a head disjunction: an atom's pool alternatives (with the
    /// ranges of its intervals as local condition); for any other literal, "false" under the
    /// shifted literal (and its ranges).
    fn head_parts(&mut self, scope: &mut Scope, literal: &ast::Literal) -> Vec<Part> {
        match (&literal.kind, literal.naf) {
            (LiteralKind::Atom(atom), Naf::Positive) => (self.atom(scope, atom).into_iter())
                .map(|alt| {
                    let atom = self.project_in_head(scope, alt.value, literal.span);
                    (Some(atom), alt.ranges)
                })
                .collect(),
            // `#true` is a part that never fails, `#false` one that always does.
            (LiteralKind::Boolean(value), naf) => {
                let never = naf_holds(naf, *value).then(false_literal);
                vec![(None, never.into_iter().collect())]
            }
            _ => {
                let mut parts = Vec::new();
                let alternatives = self.literal(scope, literal);
                let single = matches!(alternatives.as_slice(), [alt] if alt.value.len() == 1);
                for alt in alternatives {
                    for l in alt.value {
                        let mut local = alt.ranges.clone();
                        // An atom (not pooled) with an operation undefined whatever the
                        // variables' values: gringo replaces the literal by `#true` before
                        // anything else, as it does a disjunct's atom with one, so it is one
                        // (see `undefined::simplify_head`), not a literal shifted into the body.
                        if let Literal::Atom(_, atom) = &l
                            && single
                            && crate::check::undefined::literal_undefined(&l)
                        {
                            parts.push((Some(atom.clone()), local));
                            continue;
                        }
                        local.push(shift(l));
                        parts.push((None, local));
                    }
                }
                parts
            }
        }
    }

    /// An atom with anonymous arguments in a disjunction, like `p(_,X)`, projected as gringo
    /// projects it: `#h_p_0(X)`, which also holds where some `p(_,X)` does, but which the
    /// projections of body literals (`#p_p_0`) do not see, as in gringo. (Not a classically
    /// negated atom, whose `_` gringo reports as unsafe.)
    fn project_in_head(&mut self, scope: &Scope, atom: ir::Atom, span: Span) -> ir::Atom {
        let anonymous: Vec<bool> = (atom.args.iter())
            .map(|t| matches!(t, ir::Term::Variable(v) if scope.is_anonymous(*v)))
            .collect();
        if !anonymous.contains(&true) || self.program.predicates[atom.predicate.0 as usize].negative
        {
            return atom;
        }
        let mut definition = Vec::new();
        let spans = (atom.span, span);
        let predicate = self.projection("h", atom.predicate, &anonymous, spans, &mut definition);
        self.program.rules.extend(definition);
        ir::Atom {
            predicate,
            args: without_anonymous(atom.args, &anonymous),
            span: atom.span,
        }
    }

    /// The elements of a choice or head aggregate for `element` whose literal is not an atom
    /// (`not p : c`, `X < Y : c`): each counts where its condition and its literal hold, and
    /// chooses nothing. Its atom is an auxiliary one, `#elem_n(V) :- D, c, l`; its set
    /// terms are the literal's, as in a body set aggregate, or a number for a comparison.
    pub(super) fn literal_element(
        &mut self,
        scope: &mut Scope,
        element: &ast::ConditionalLiteral,
    ) -> Vec<(Conditional, Vec<ir::Term>)> {
        let literals = self.literal(scope, &element.literal);
        let mut out = Vec::new();
        for condition in self.condition(scope, &element.condition) {
            for literal in &literals {
                let mut condition_literals = condition.value.clone();
                condition_literals.extend(condition.ranges.iter().cloned());
                condition_literals.extend(literal.value.iter().cloned());
                condition_literals.extend(literal.ranges.iter().cloned());
                let mut vars = Vec::new();
                // gringo tells the comparisons of an aggregate apart by a number (from 3 on),
                // so that equal ones are two elements.
                let mut tuple = Vec::new();
                for l in &literal.value {
                    let first = vars.len();
                    l.for_each_var(&mut |v| vars.push(v));
                    if let Literal::Compare(..) = l {
                        let id = 3 + self.aux_count as i32;
                        tuple.push(ir::Term::Symbol(Symbol::Int(id)));
                        tuple.extend(vars[first..].iter().map(|&v| ir::Term::Variable(v)));
                    } else {
                        let naf = super::naf_code(&element.literal);
                        tuple.push(ir::Term::Symbol(Symbol::Int(naf)));
                        tuple.extend(super::literal_terms(l, &self.program));
                    }
                }
                let condition_vars = variables(&condition_literals);
                let aux = self.aux_atom(scope, "elem", element.span, condition_vars, vars);
                self.aux_rules.push(AuxRule {
                    trigger: aux.predicate,
                    head: Head::Atom(aux.clone()),
                    body: (condition_literals.iter().cloned())
                        .map(BodyElement::Literal)
                        .collect(),
                    domain: Domain::Plain,
                });
                let conditional = Conditional {
                    literal: Literal::Atom(Naf::Positive, aux),
                    condition: condition_literals,
                };
                out.push((conditional, tuple));
            }
        }
        out
    }

    /// The elements of the body conditional literal `conditional` (one per alternative of
    /// its condition's pools, or several for a comparison chain).
    pub(super) fn body_conditional(
        &mut self,
        scope: &mut Scope,
        conditional: &ast::ConditionalLiteral,
    ) -> Vec<BodyElement> {
        let mut clauses = self.literal(scope, &conditional.literal);
        if clauses.is_empty() {
            // `#false : c` holds when `c` has no instance: keep a false literal.
            clauses.push(Alt::plain(vec![false_literal()]));
        }
        let mut elements = Vec::new();
        for condition in self.condition(scope, &conditional.condition) {
            let mut condition_literals = condition.value;
            condition_literals.extend(condition.ranges);
            let mut condition_vars = Vec::new();
            condition_literals
                .iter()
                .for_each(|l| l.for_each_var(&mut |v| condition_vars.push(v)));
            // An anonymous variable is projected away, except in a classically negated
            // atom (which gringo does not project): there it is local to the clause.
            let predicates = &self.program.predicates;
            let projected = |l: &Literal| match l {
                Literal::Atom(_, atom) => !predicates[atom.predicate.0 as usize].negative,
                _ => true,
            };
            let clause_local = |l: &Literal, v: VarId| {
                let outside =
                    condition_vars.contains(&v) || scope.occurs_outside(v, conditional.span);
                let projected_away = scope.is_anonymous(v) && projected(l);
                !outside && !projected_away
            };
            if let [clause] = clauses.as_slice()
                && clause.ranges.is_empty()
                && !clause.value.iter().any(|l| {
                    let mut local = false;
                    l.for_each_var(&mut |v| local |= clause_local(l, v));
                    local
                })
            {
                // A comparison chain is a conjunction of comparisons. (`l : ..., l, ...` is a
                // tautology, which gringo keeps all the same: in a recursive component it is
                // `#delayed`, and so are the atoms its rule derives.)
                for l in &clause.value {
                    elements.push(BodyElement::Conditional(Conditional {
                        literal: l.clone(),
                        condition: condition_literals.clone(),
                    }));
                }
                continue;
            }
            let mut vars = Vec::new();
            for clause in &clauses {
                for l in clause.value.iter().chain(&clause.ranges) {
                    l.for_each_var(&mut |v| vars.push(v));
                }
            }
            let span = conditional.span;
            let aux = self.aux_atom(scope, "clause", span, condition_vars.clone(), vars);
            for clause in &clauses {
                let body = (condition_literals.iter())
                    .chain(&clause.value)
                    .chain(&clause.ranges)
                    .cloned()
                    .map(BodyElement::Literal)
                    .collect();
                self.aux_rules.push(AuxRule {
                    trigger: aux.predicate,
                    head: Head::Atom(aux.clone()),
                    body,
                    domain: Domain::Plain,
                });
            }
            elements.push(BodyElement::Conditional(Conditional {
                literal: Literal::Atom(Naf::Positive, aux),
                condition: condition_literals,
            }));
        }
        elements
    }

    /// A fresh auxiliary atom for an element at `span`, over the variables `inner` (of its
    /// condition) and those of `vars` that occur outside the element (the rule's).
    /// Anonymous variables are left out: each is local to its literal, and projected away
    /// in the rules defining the atom (`p((Z;Z)) : d(Z), r(Z,_)` gives `#clause_n(Z)`).
    fn aux_atom(
        &mut self,
        scope: &Scope,
        kind: &str,
        span: Span,
        inner: Vec<VarId>,
        vars: Vec<VarId>,
    ) -> ir::Atom {
        let mut args: Vec<VarId> = Vec::new();
        for v in inner {
            if !args.contains(&v) && !scope.is_anonymous(v) {
                args.push(v)
            }
        }
        for v in vars {
            if !args.contains(&v) && scope.occurs_outside(v, span) {
                args.push(v);
            }
        }
        let name = format!("#{kind}_{}", self.aux_count);
        self.aux_count += 1;
        ir::Atom {
            predicate: self.predicate(&name, args.len(), false),
            args: args.into_iter().map(ir::Term::Variable).collect(),
            span,
        }
    }

    /// Whether `predicate` is the auxiliary predicate of a theory atom occurrence.
    fn is_theory_predicate(&self, predicate: PredId) -> bool {
        self.program.theory.iter().any(|o| o.predicate == predicate)
    }

    /// The rules that define the auxiliary atoms of the elements rewritten since the last
    /// call, for the statement's rules `rules`.
    pub(super) fn aux_rules_for(&mut self, scope: &mut Scope, rules: &[ir::Rule]) -> Vec<ir::Rule> {
        let aux_rules = std::mem::take(&mut self.aux_rules);
        let mut out: Vec<ir::Rule> = Vec::new();
        for rule in rules {
            let mut mentioned: Vec<PredId> = Vec::new();
            let mut literals: Vec<&Literal> = Vec::new();
            match &rule.head {
                // (A disjunction whose other disjuncts moved into the body is a normal rule.)
                Head::Atom(atom) => mentioned.push(atom.predicate),
                Head::Disjunction(elements, ..) => {
                    literals.extend(elements.iter().map(|e| &e.literal))
                }
                Head::Aggregate(aggregate) => mentioned.extend(
                    (aggregate.elements.iter())
                        .filter_map(|e| e.atom.as_ref())
                        .map(|atom| atom.predicate),
                ),
                Head::Theory(atom) => mentioned.push(atom.predicate),
                _ => {}
            }
            for element in &rule.body {
                match element {
                    BodyElement::Conditional(c) => literals.push(&c.literal),
                    // (a theory atom's)
                    BodyElement::Literal(literal @ Literal::Atom(_, atom))
                        if self.is_theory_predicate(atom.predicate) =>
                    {
                        literals.push(literal)
                    }
                    _ => {}
                }
            }
            for literal in literals {
                if let Literal::Atom(_, atom) = literal {
                    mentioned.push(atom.predicate);
                }
            }
            let mentions = |predicate: PredId| mentioned.contains(&predicate);
            let globals = global_variables(rule);
            for aux in aux_rules.iter().filter(|aux| mentions(aux.trigger)) {
                let mut body: Vec<BodyElement> = Vec::new();
                let theory = &self.program.theory;
                let in_domain = |e: &&BodyElement| match e {
                    BodyElement::Conditional(_) => false,
                    // A theory atom binds nothing its rule does not (and the atoms of its
                    // occurrence come from the rules made here).
                    BodyElement::Literal(Literal::Atom(_, atom))
                        if theory.iter().any(|o| o.predicate == atom.predicate) =>
                    {
                        false
                    }
                    BodyElement::Literal(Literal::Atom(Naf::Not | Naf::NotNot, _)) => {
                        aux.domain == Domain::Plain
                    }
                    // A negated aggregate binds nothing either (nor does gringo's element
                    // depend on it: `-p(X) ; not r(X) :- d(X), not #count{..} < 0.`).
                    BodyElement::Aggregate(Naf::Not | Naf::NotNot, _) => {
                        aux.domain == Domain::Plain
                    }
                    _ => aux.domain != Domain::None,
                };
                body.extend(rule.body.iter().filter(in_domain).cloned());
                // A head element's conjunction holds whatever the body (gringo judges it
                // apart): the copied body only binds the rule's variables.
                let binding = if aux.domain == Domain::Binding {
                    body.len()
                } else {
                    0
                };
                // An aggregate's local variables are its own: fresh ones in the auxiliary
                // rule, so that they meet no variable of the element of the same name.
                for element in &mut body {
                    if let BodyElement::Aggregate(_, aggregate) = element {
                        rename_locals(scope, aggregate, &globals, rule.span);
                    }
                }
                body.extend(aux.body.iter().cloned());
                let aux_rule = ir::Rule {
                    head: aux.head.clone(),
                    body,
                    binding,
                    vars: Vec::new(),
                    part: rule.part.clone(),
                    span: rule.span,
                };
                if !out.contains(&aux_rule) {
                    out.push(aux_rule);
                }
            }
        }
        out
    }
}

/// The global variables of a rule: those of its plain body literals and aggregate bounds
/// (a safe rule binds every other global variable there).
fn global_variables(rule: &ir::Rule) -> HashSet<VarId> {
    let mut globals = HashSet::new();
    for element in &rule.body {
        match element {
            BodyElement::Literal(l) => l.for_each_var(&mut |v| {
                globals.insert(v);
            }),
            BodyElement::Aggregate(_, aggregate) => (aggregate.bounds.iter()).for_each(|b| {
                b.term.for_each_var(&mut |v| {
                    globals.insert(v);
                })
            }),
            BodyElement::Conditional(_) => {}
        }
    }
    globals
}

/// Gives the variables of `aggregate`'s elements that are not `globals` (nor anonymous)
/// fresh names.
fn rename_locals(
    scope: &mut Scope,
    aggregate: &mut ir::Aggregate,
    globals: &HashSet<VarId>,
    span: Span,
) {
    let mut locals = Vec::new();
    for element in &aggregate.elements {
        // (An anonymous variable is its occurrence's own already, and is projected away.)
        let mut add = |v: VarId| {
            if !globals.contains(&v) && !scope.is_anonymous(v) && !locals.contains(&v) {
                locals.push(v);
            }
        };
        element.tuple.iter().for_each(|t| t.for_each_var(&mut add));
        element
            .condition
            .iter()
            .for_each(|l| l.for_each_var(&mut add));
    }
    let fresh: HashMap<VarId, VarId> = (locals.into_iter())
        .map(|v| (v, scope.fresh("L", span)))
        .collect();
    aggregate.rename_element_vars(&|v| fresh.get(&v).copied().unwrap_or(v));
}

/// The variables of `literals`, in order of occurrence (with repetitions).
fn variables(literals: &[Literal]) -> Vec<VarId> {
    let mut vars = Vec::new();
    literals
        .iter()
        .for_each(|l| l.for_each_var(&mut |v| vars.push(v)));
    vars
}

/// A literal of a head disjunction as the local condition under which the part fails:
/// `not p` fails if `not not p` holds, `not not p` if `not p` does, `X < Y` if `not X < Y`.
fn shift(literal: Literal) -> Literal {
    match literal {
        Literal::Atom(naf, atom) => Literal::Atom(
            match naf {
                Naf::Not => Naf::NotNot,
                Naf::Positive | Naf::NotNot => Naf::Not,
            },
            atom,
        ),
        Literal::Compare(naf, left, relation, right) => {
            let naf = match naf {
                Naf::Positive | Naf::NotNot => Naf::Not,
                Naf::Not => Naf::Positive,
            };
            Literal::Compare(naf, left, relation, right)
        }
        range @ Literal::Range(..) => range,
    }
}
