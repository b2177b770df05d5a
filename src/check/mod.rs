//! From syntax trees to the normalized program the grounder instantiates: constants
//! ([`constants`]), the `base` program part, rewriting ([`rewrite`]) and safety ([`safety`]).
//!
//! [`check`] returns the program with clingo's informational messages (atoms that occur in
//! no rule head), or the errors (unsafe variables, bad constants).

mod constants;
mod criteria;
mod globals;
mod inequalities;
pub mod ir;
mod parts;
pub mod print;
mod rewrite;
pub mod safety;
mod scripts;
mod theory;
pub mod undefined;

use crate::diag::{Diagnostic, Span};
use crate::symbol::{Symbol, SymbolTable};
use crate::syntax::ast::{self, StatementKind};
use ir::{BodyElement, Head, Literal, PredId};
use print::Printer;
use rewrite::Rewriter;
use std::collections::{HashMap, HashSet};

/// A constant definition given on the command line (`-c name=value`).
#[derive(Clone, Debug)]
pub struct ConstDefinition {
    /// The name.
    pub name: String,
    /// The value, a term without variables.
    pub value: ast::Term,
    /// Where it is defined (clingo shows a `-c` definition as the file `<name=value>`).
    pub span: Span,
}

/// A program part to check and ground: the statements after `#program name(p1,...,pk).`
/// (up to the next `#program`), with the parameters replaced by `args`. The statements
/// before any `#program` belong to `base`, which has no parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// The name.
    pub name: String,
    /// The values of its parameters.
    pub args: Vec<Symbol>,
}

impl Part {
    /// The part `base`.
    pub fn base() -> Part {
        Part {
            name: "base".into(),
            args: Vec::new(),
        }
    }
}

/// The values of the constants (`#const` in every part, and `command_line`, which takes
/// precedence) that are symbols; `None` if their definitions are wrong (an error that
/// [`check`] reports).
pub fn constant_values(
    statements: &[ast::Statement],
    command_line: &[ConstDefinition],
    symbols: &mut SymbolTable,
) -> Option<HashMap<String, Symbol>> {
    let all: Vec<&ast::Statement> = statements.iter().collect();
    let consts = constants::constants(&all, command_line, symbols).ok()?;
    let values = consts.into_iter().filter_map(|(name, value)| match value {
        ir::Term::Symbol(symbol) => Some((name, symbol)),
        _ => None,
    });
    Some(values.collect())
}

/// How [`check`] checks.
#[derive(Clone, Copy, Debug, Default)]
pub struct CheckOptions<'a> {
    /// The grounder has script functions to call: every script call `@f(...)` is unfolded
    /// into a literal of its own (see [`scripts`]).
    pub scripts: bool,
    /// Predicates that have atoms already (of earlier steps, or added directly): their
    /// atoms are not reported as occurring in no rule head.
    pub defined: &'a [ir::Predicate],
    /// Optimization statements become rules ([`criteria`], `--rewrite-minimize`).
    pub rewrite_minimize: bool,
    /// How many of the first statements an earlier grounding step checked: as gringo
    /// rewrites each statement once, their infos are not reported again, and those of the
    /// parts not grounded now are not checked again.
    pub checked: usize,
}

/// Normalizes the statements of the program `parts` (for the single part `base`, consuming
/// them, so that large inputs do not stay in memory twice). Constants (`#const`) are those of
/// every part. See [`CheckOptions`] for `options`.
pub fn check(
    statements: Vec<ast::Statement>,
    parts: &[Part],
    command_line: &[ConstDefinition],
    symbols: &mut SymbolTable,
    options: CheckOptions<'_>,
) -> Result<(ir::Program, Vec<Diagnostic>), Vec<Diagnostic>> {
    let scripts = options.scripts;
    let statements = match options.rewrite_minimize {
        true => criteria::rewrite(statements),
        false => statements,
    };
    let all: Vec<&ast::Statement> = statements.iter().collect();
    let consts = constants::constants(&all, command_line, symbols)?;
    drop(all);
    let with_facts = predicates_with_facts(&statements, symbols);
    let mut checker = Checker {
        rewriter: Rewriter::new(symbols, consts),
        errors: Vec::new(),
        reported_unsafe: HashSet::new(),
        late_facts: ir::Facts::default(),
        infos: Vec::new(),
        scripts,
        quiet: false,
    };
    // Theory definitions hold for the whole program, whichever part they are in.
    for statement in &statements {
        if let StatementKind::Theory(definition) = &statement.kind {
            let errors = checker.rewriter.theories.add(definition, statement.span);
            checker.errors.extend(errors);
        }
    }
    // `#show p/n.` and `#show.` hold for the whole program, whichever part they are in, as
    // in gringo (which collects them as it reads).
    for statement in statements.iter().filter(|s| parts::is_global(s)) {
        checker.top_level(statement);
    }
    if parts == [Part::base()] {
        checker.base(statements, options.checked);
    } else {
        checker.parts(&statements, parts, options.checked);
    }
    let Checker {
        mut rewriter,
        mut errors,
        late_facts,
        mut infos,
        ..
    } = checker;
    infos.sort_by_key(|d| d.span.map(|s| (s.file, s.start)));
    for (predicate, args) in late_facts.iter() {
        rewriter.program.facts.push(predicate, args);
    }
    errors.append(&mut rewriter.diagnostics);
    if !errors.is_empty() {
        // clingo reports what it simplified away before the errors of its safety check.
        infos.append(&mut errors);
        return Err(infos);
    }
    rewriter.finish_projections();
    let mut program = rewriter.program;
    program.with_facts_in_any_part = with_facts;
    infos.extend(undefined_atoms(&program, symbols, options.defined));
    Ok((program, infos))
}

/// The predicates that have a fact in any of `statements`, whichever part it is in, as
/// gringo counts them (found by probing clingo 5.8.3): a rule without body whose head is
/// one atom with arguments ground once their operations are evaluated, where a part's
/// parameter counts as ground on its own or in a function or tuple, but not in an operation
/// or with a pool (`p(k)`, `p(1;2)` and `p(1+1)` count, `p(k+1)`, `p(k;k)` and `p(1..2)` do
/// not).
fn predicates_with_facts(
    statements: &[ast::Statement],
    symbols: &mut SymbolTable,
) -> HashSet<ir::Predicate> {
    let mut found: HashSet<ir::Predicate> = HashSet::new();
    let mut params: &[String] = &[];
    for statement in statements {
        match &statement.kind {
            StatementKind::Program { params: p, .. } => params = p,
            StatementKind::Facts(block) => {
                // A block holds many facts of few predicates: each is named once.
                let signatures: HashSet<(u32, usize)> = (block.facts.iter().enumerate())
                    .map(|(i, fact)| (fact.name, block.arguments(i).len()))
                    .collect();
                for (name, arity) in signatures {
                    found.insert(ir::Predicate {
                        name: symbols.name(block.name(name)),
                        arity: arity as u32,
                        negative: false,
                    });
                }
            }
            StatementKind::Rule(ast::Rule {
                head: Some(ast::Head::Literal(literal)),
                body,
            }) if body.is_empty() && literal.naf == ast::Naf::Positive => {
                let ast::LiteralKind::Atom(atom) = &literal.kind else {
                    continue;
                };
                if atom.has_pool() && atom.terms().any(|t| mentions(t, params)) {
                    continue;
                }
                if !atom.terms().all(|t| fact_argument(t, params)) {
                    continue;
                }
                for (negative, name, args) in atom.alternatives() {
                    found.insert(ir::Predicate {
                        name: symbols.name(name),
                        arity: args.len() as u32,
                        negative,
                    });
                }
            }
            _ => {}
        }
    }
    found
}

/// Whether `term` is an argument of a fact as gringo counts facts (see
/// [`predicates_with_facts`]).
fn fact_argument(term: &ast::Term, params: &[String]) -> bool {
    use ast::TermKind;
    match &term.kind {
        TermKind::Integer(_) | TermKind::String(_) | TermKind::Infimum | TermKind::Supremum => true,
        TermKind::Variable(_) | TermKind::Anonymous | TermKind::Interval(..) => false,
        TermKind::Function { external, pool, .. } => {
            !external && pool.iter().flatten().all(|t| fact_argument(t, params))
        }
        TermKind::Tuple(terms) | TermKind::Pool(terms) => {
            terms.iter().all(|t| fact_argument(t, params))
        }
        TermKind::Unary(_, t) => !mentions(t, params) && fact_argument(t, params),
        TermKind::Binary(_, l, r) => {
            !mentions(l, params)
                && !mentions(r, params)
                && fact_argument(l, params)
                && fact_argument(r, params)
        }
    }
}

/// Whether `term` mentions one of the part's parameters `params`.
fn mentions(term: &ast::Term, params: &[String]) -> bool {
    use ast::TermKind;
    match &term.kind {
        TermKind::Function { name, pool, .. } => {
            (pool.len() == 1 && pool[0].is_empty() && params.contains(name))
                || pool.iter().flatten().any(|t| mentions(t, params))
        }
        TermKind::Tuple(terms) | TermKind::Pool(terms) => terms.iter().any(|t| mentions(t, params)),
        TermKind::Unary(_, t) => mentions(t, params),
        TermKind::Binary(_, l, r) | TermKind::Interval(l, r) => {
            mentions(l, params) || mentions(r, params)
        }
        _ => false,
    }
}

/// The state of [`check`] while it rewrites the statements.
struct Checker<'a> {
    rewriter: Rewriter<'a>,
    errors: Vec<Diagnostic>,
    /// The statements whose unsafe variables are reported (by where they start).
    reported_unsafe: HashSet<(u32, u32)>,
    /// Facts that are ground only after rewriting (`p(-1).`, `p(1;2).`, `-p.`): gringo
    /// stores them after the facts written plainly, so they come after them (see
    /// `is_plain_fact`).
    late_facts: ir::Facts,
    /// clingo's infos about operations undefined whatever the variables' values.
    infos: Vec<Diagnostic>,
    /// Whether script calls are unfolded (see [`check`]).
    scripts: bool,
    /// Whether the infos of the statement being rewritten are left out (an earlier step
    /// reported them).
    quiet: bool,
}

impl Checker<'_> {
    /// Rewrites a statement of a part not being grounded, for its infos and errors only:
    /// the program stays as it was.
    fn scratch(&mut self, statement: &ast::Statement) {
        let saved = self.rewriter.take_program();
        let late_facts = std::mem::take(&mut self.late_facts);
        self.quiet = false;
        self.top_level(statement);
        self.rewriter.restore_program(saved);
        self.late_facts = late_facts;
    }

    /// Rewrites a statement of a part being checked.
    fn top_level(&mut self, statement: &ast::Statement) {
        match &statement.kind {
            StatementKind::Const { .. }
            | StatementKind::Include { .. }
            | StatementKind::Program { .. } => {}
            StatementKind::Facts(facts) => {
                if !self.rewriter.facts(facts) {
                    facts.statements().for_each(|s| self.statement(&s));
                }
            }
            _ => {
                if !self.quiet {
                    (self.infos).extend(globals::global_tuple_variables(statement));
                }
                self.statement(statement)
            }
        }
    }

    /// Rewrites a statement into rules of the program (or facts), or reports its unsafe
    /// variables.
    fn statement(&mut self, statement: &ast::Statement) {
        let rewritten = self.rewriter.statement(statement);
        let plain = is_plain_fact(statement);
        // The operations reported for auxiliary rules: they repeat an element that gringo
        // simplifies once.
        let mut aux_reported: Vec<crate::diag::Span> = Vec::new();
        // gringo drops a statement with a theory atom one of whose elements has an operation
        // undefined whatever the variables' values: the rules of its auxiliary atom go.
        let void: HashSet<PredId> = (rewritten.rules.iter())
            .filter(|r| matches!(r.head, Head::TheoryElement { .. }) && undefined::rule_dropped(r))
            .filter_map(|r| match &r.head {
                Head::TheoryElement { occurrence, .. } => (self.rewriter.program.theory)
                    .get(*occurrence as usize)
                    .map(|o| o.predicate),
                _ => None,
            })
            .collect();
        for (index, mut rule) in rewritten.rules.into_iter().enumerate() {
            if self.scripts {
                scripts::unfold(&mut rule);
            }
            // gringo simplifies the rule before its safety check: it reports the operations
            // that are undefined whatever the variables' values and drops what contains them.
            let mut infos =
                undefined_operations(&rule, self.rewriter.symbols, &self.rewriter.program);
            if index >= rewritten.aux_start {
                infos.retain(|info| {
                    let span = info.span.expect("an operation's place");
                    let new = !(aux_reported.iter()).any(|s| s.same_place(span));
                    aux_reported.push(span);
                    new
                });
            }
            if !self.quiet {
                self.infos.extend(infos);
            }
            if undefined::rule_dropped(&rule) {
                continue;
            }
            if !void.is_empty() {
                let mut mentions = false;
                rule.for_each_predicate(&mut |p| mentions |= void.contains(&p));
                if mentions {
                    continue;
                }
            }
            undefined::drop_undefined_body_elements(&mut rule);
            undefined::simplify_head(&mut rule);
            let unsafe_vars = safety::unsafe_variables(&rule);
            if !unsafe_vars.is_empty() {
                if self
                    .reported_unsafe
                    .insert((statement.span.start, statement.span.file.0))
                {
                    self.errors.extend(unsafe_errors(
                        statement,
                        &rule,
                        &unsafe_vars,
                        (&rewritten.var_spans, &rewritten.occurrences),
                    ));
                }
                continue;
            }
            if let Some((predicate, args)) = ground_fact(&rule) {
                if plain {
                    self.rewriter.program.facts.push(predicate, &args);
                } else {
                    self.late_facts.push(predicate, &args);
                }
                continue;
            }
            self.rewriter.program.rules.push(rule);
        }
    }
}

/// Whether a statement is a fact gringo recognizes as one while parsing: a positive atom
/// whose arguments are numbers, constants, strings, `#inf`, `#sup` or functions of them.
/// Other facts (with a negative number, a tuple, arithmetic, a pool or classical negation)
/// gringo recognizes only after rewriting, and outputs after all the plain ones.
fn is_plain_fact(statement: &ast::Statement) -> bool {
    fn plain(term: &ast::Term) -> bool {
        match &term.kind {
            ast::TermKind::Integer(n) => *n >= 0,
            ast::TermKind::String(_) | ast::TermKind::Infimum | ast::TermKind::Supremum => true,
            ast::TermKind::Function {
                pool,
                external: false,
                ..
            } => pool.len() == 1 && pool[0].iter().all(plain),
            _ => false,
        }
    }
    let StatementKind::Rule(rule) = &statement.kind else {
        return false;
    };
    let Some(ast::Head::Literal(literal)) = &rule.head else {
        return false;
    };
    let ast::LiteralKind::Atom(atom) = &literal.kind else {
        return false;
    };
    rule.body.is_empty()
        && literal.naf == ast::Naf::Positive
        && !atom.negative
        && atom.pool.len() == 1
        && atom.others.is_empty()
        && atom.pool[0].iter().all(plain)
}

/// The predicate and arguments of a rule that is a ground fact.
fn ground_fact(rule: &ir::Rule) -> Option<(PredId, Box<[Symbol]>)> {
    let Head::Atom(atom) = &rule.head else {
        return None;
    };
    if !rule.body.is_empty() {
        return None;
    }
    let args = atom
        .args
        .iter()
        .map(|t| match t {
            ir::Term::Symbol(s) => Some(*s),
            _ => None,
        })
        .collect::<Option<Box<[Symbol]>>>()?;
    Some((atom.predicate, args))
}

/// The errors for the unsafe variables `vars` of a rule of `statement`, as clingo reports
/// them: one for the variables local to each aggregate or conditional literal (at it:
/// body aggregates first, then body conditional literals, then the head's), then one for
/// the rest (at the statement). A variable of an aggregate's guard is not local to it.
fn unsafe_errors(
    statement: &ast::Statement,
    rule: &ir::Rule,
    vars: &[ir::VarId],
    (var_spans, occurrences): (&[Span], &HashMap<String, Vec<Span>>),
) -> Vec<Diagnostic> {
    let mut scopes = local_scopes(statement);
    scopes.push(Scope {
        span: statement.span,
        text: statement.to_string(),
        locals: vec![statement.span],
    });
    let mut members: Vec<Vec<ir::VarId>> = vec![Vec::new(); scopes.len()];
    // Where each variable is reported: its first occurrence in the text of its scope (the
    // rewriting may meet an element's condition before its tuple).
    let mut spans = var_spans.to_vec();
    for &v in vars {
        let span = spans[v.0 as usize];
        let inside = |s: &Span, span: &Span| {
            s.file == span.file && s.start <= span.start && span.end <= s.end
        };
        let scope = scopes
            .iter()
            .position(|scope| scope.locals.iter().any(|s| inside(s, &span)))
            .unwrap_or(scopes.len() - 1);
        let name = &rule.vars[v.0 as usize];
        let in_scope = |o: &&Span| scopes[scope].locals.iter().any(|s| inside(s, o));
        if let Some(first) = (occurrences.get(name).into_iter().flatten())
            .filter(in_scope)
            .min_by_key(|o| o.start)
        {
            spans[v.0 as usize] = *first;
        }
        members[scope].push(v);
    }
    scopes
        .into_iter()
        .zip(members)
        .filter(|(_, vars)| !vars.is_empty())
        .map(|(scope, vars)| unsafe_error(scope.span, &scope.text, rule, &vars, &spans))
        .collect()
}

/// A part of a statement with local variables: where it is, its text, and where its local
/// variables occur (an aggregate's elements, not its guards).
struct Scope {
    span: Span,
    text: String,
    locals: Vec<Span>,
}

/// The spans of an aggregate's elements.
fn element_spans<E>(aggregate: &ast::Aggregate<E>, span: impl Fn(&E) -> Span) -> Vec<Span> {
    match &aggregate.elements {
        ast::AggregateElements::Set(elements) => elements.iter().map(|e| e.span).collect(),
        ast::AggregateElements::Function(_, elements) => elements.iter().map(span).collect(),
    }
}

/// Whether a head aggregate is a choice of one element without bounds and without a pool
/// in its literal or condition.
fn single_choice_without_pool(aggregate: &ast::HeadAggregate) -> bool {
    let ast::AggregateElements::Set(elements) = &aggregate.elements else {
        return false;
    };
    let pooled = |literal: &ast::Literal| match &literal.kind {
        ast::LiteralKind::Atom(atom) => atom.has_pool(),
        ast::LiteralKind::Comparison(c) => {
            c.left.has_pool() || c.rest.iter().any(|(_, t)| t.has_pool())
        }
        ast::LiteralKind::Boolean(_) => false,
    };
    aggregate.left.is_none()
        && aggregate.right.is_none()
        && elements.len() == 1
        && !pooled(&elements[0].literal)
        && !elements[0].condition.iter().any(pooled)
}

/// The parts of a statement with local variables: body aggregates, body conditional
/// literals, the elements of a disjunction with a condition (reported at the disjunction),
/// a head aggregate.
fn local_scopes(statement: &ast::Statement) -> Vec<Scope> {
    let (head, body) = match &statement.kind {
        StatementKind::Rule(rule) => (rule.head.as_ref(), &rule.body),
        StatementKind::WeakConstraint(weak) => (None, &weak.body),
        StatementKind::ShowTerm { body, .. }
        | StatementKind::ProjectAtom { body, .. }
        | StatementKind::Edge { body, .. } => (None, body),
        StatementKind::External(external) => (None, &external.body),
        StatementKind::Heuristic(heuristic) => (None, &heuristic.body),
        // Each element of an optimize statement is a statement of its own, reported (as
        // clingo's parser locates it) from the first element to its end.
        StatementKind::Optimize(optimize) => {
            let Some(first) = optimize.elements.first().map(|e| e.span) else {
                return Vec::new();
            };
            let scope = |element: &ast::OptimizeElement| Scope {
                span: first.join(element.span),
                text: ast::Optimize {
                    maximize: optimize.maximize,
                    elements: vec![element.clone()],
                }
                .to_string(),
                locals: vec![element.span],
            };
            return optimize.elements.iter().map(scope).collect();
        }
        _ => return Vec::new(),
    };
    let mut scopes = Vec::new();
    for element in body {
        match element {
            ast::BodyElement::Aggregate {
                span, aggregate, ..
            } => scopes.push(Scope {
                span: *span,
                text: element.to_string(),
                locals: element_spans(aggregate, |e| e.span),
            }),
            ast::BodyElement::Theory { naf, atom, .. } => scopes.push(Scope {
                span: atom.span,
                text: format!("{naf}{}", theory::gringo_text(atom)),
                locals: atom.elements.iter().map(|e| e.span).collect(),
            }),
            _ => {}
        }
    }
    for element in body {
        if let ast::BodyElement::Conditional(conditional) = element {
            scopes.push(Scope {
                span: conditional.span,
                text: conditional.to_string(),
                locals: vec![conditional.span],
            });
        }
    }
    match head {
        // clingo reports the local variables of a disjunction's elements at the disjunction.
        Some(ast::Head::Disjunction(elements)) => {
            let span = elements[0].span.join(elements[elements.len() - 1].span);
            let text: Vec<String> = (elements.iter())
                .map(|e| match e.condition.is_empty() {
                    true => e.literal.to_string(),
                    false => e.to_string(),
                })
                .collect();
            for element in elements.iter().filter(|e| !e.condition.is_empty()) {
                scopes.push(Scope {
                    span,
                    text: text.join("; "),
                    locals: vec![element.span],
                });
            }
        }
        Some(aggregate @ ast::Head::Aggregate(a)) => scopes.push(Scope {
            span: match single_choice_without_pool(a) {
                // gringo locates a choice of one element, without bounds or pools, at the
                // statement (`{ p(X) }.`: 1:1-10, the `.` too).
                true => statement.span,
                false => a.span,
            },
            text: aggregate.to_string(),
            locals: element_spans(a, |e| e.span),
        }),
        _ => {}
    }
    scopes
}

/// `unsafe variables in: text` at `span`, with a note for each variable.
fn unsafe_error(
    span: Span,
    text: &str,
    rule: &ir::Rule,
    vars: &[ir::VarId],
    spans: &[Span],
) -> Diagnostic {
    let mut diagnostic = Diagnostic::error(span, format!("unsafe variables in:\n  {text}"));
    // Report the variables the user wrote; fresh ones only if nothing else is unsafe.
    let named: Vec<ir::VarId> = vars
        .iter()
        .copied()
        .filter(|v| !rule.vars[v.0 as usize].starts_with('#'))
        .collect();
    let shown = if named.is_empty() {
        vars.to_vec()
    } else {
        named
    };
    let mut shown: Vec<(Span, String)> = shown
        .iter()
        .map(|v| {
            let name = &rule.vars[v.0 as usize];
            let name = if name.starts_with("#Anon") {
                "_".to_string()
            } else {
                name.clone()
            };
            (spans[v.0 as usize], name)
        })
        .collect();
    shown.sort_by_key(|(span, _)| span.start);
    for (span, name) in shown {
        diagnostic = diagnostic.with_note(span, format!("'{name}' is unsafe"));
    }
    diagnostic
}

/// clingo's `info: operation undefined` for each operation of `rule` that is undefined
/// whatever the values of its variables, once per rule (a pool makes several; see
/// [`undefined`]).
fn undefined_operations(
    rule: &ir::Rule,
    symbols: &SymbolTable,
    program: &ir::Program,
) -> Vec<Diagnostic> {
    let printer = Printer {
        symbols,
        program,
        vars: &rule.vars,
    };
    undefined::rule_undefined_operations(rule)
        .into_iter()
        .map(|(span, term)| {
            Diagnostic::info(
                crate::diag::Warning::OperationUndefined,
                span,
                printer.undefined_operation(term),
            )
        })
        .collect()
}

/// clingo's `info: atom does not occur in any rule head` for each body atom whose predicate
/// no rule, external or `#defined` can derive.
fn undefined_atoms(
    program: &ir::Program,
    symbols: &SymbolTable,
    known: &[ir::Predicate],
) -> Vec<Diagnostic> {
    let mut defined: HashSet<PredId> = program.defined.iter().copied().collect();
    let known = (program.predicates.iter().enumerate())
        .filter(|(_, p)| known.contains(p) || program.with_facts_in_any_part.contains(p))
        .map(|(i, _)| PredId(i as u32));
    defined.extend(known);
    defined.extend(program.facts.iter().map(|(p, _)| p));
    for rule in &program.rules {
        match &rule.head {
            Head::Atom(atom) | Head::External(atom, _) | Head::Theory(atom) => {
                defined.insert(atom.predicate);
            }
            Head::Disjunction(elements, ..) => {
                for element in elements {
                    if let Literal::Atom(_, atom) = &element.literal {
                        defined.insert(atom.predicate);
                    }
                }
            }
            Head::Aggregate(aggregate) => {
                for element in &aggregate.elements {
                    if let Some(atom) = &element.atom {
                        defined.insert(atom.predicate);
                    }
                }
            }
            _ => {}
        }
    }
    let mut seen = HashSet::new();
    let mut infos = Vec::new();
    // Rules and atoms with an operation that is always undefined are gone before gringo
    // looks for undefined atoms.
    for rule in program.rules.iter().filter(|r| !undefined::rule_dropped(r)) {
        let printer = Printer {
            symbols,
            program,
            vars: &rule.vars,
        };
        let mut report = |literal: &Literal| {
            if let Literal::Atom(_, atom) = literal
                && !defined.contains(&atom.predicate)
                && !undefined::literal_undefined(literal)
                && seen.insert((atom.span.file, atom.span.start))
            {
                // gringo prints a classically negated atom with variables as the term
                // `-p(X)` it is to it, in parentheses.
                let negated_pattern = program.predicates[atom.predicate.0 as usize].negative
                    && !atom.args.iter().all(ir::Term::is_ground);
                let printed = printer.atom(atom);
                let printed = if negated_pattern {
                    format!("({printed})")
                } else {
                    printed.to_string()
                };
                infos.push(Diagnostic::info(
                    crate::diag::Warning::AtomUndefined,
                    atom.span,
                    format!("atom does not occur in any rule head:\n  {printed}"),
                ));
            }
        };
        // An element (a conditional literal, an aggregate element) with an undefined
        // operation is gone, with its atoms.
        let mut report_element = |literals: &[&Literal], tuple: &[ir::Term]| {
            let gone = literals.iter().any(|l| undefined::literal_undefined(l))
                || tuple
                    .iter()
                    .any(|t| undefined::undefined_operation(t).is_some());
            if !gone {
                literals.iter().for_each(|l| report(l));
            }
        };
        fn conditional(c: &ir::Conditional) -> Vec<&Literal> {
            std::iter::once(&c.literal).chain(&c.condition).collect()
        }
        // The atom of a `#heuristic` or `#project` directive (a body literal that binds its
        // variables) is not reported: the directive is about atoms that may not exist.
        let directive_atom = match &rule.head {
            Head::Heuristic(atom, ..) | Head::Project(atom) => Some(atom.span.start),
            _ => None,
        };
        for element in &rule.body {
            match element {
                BodyElement::Literal(Literal::Atom(_, atom))
                    if Some(atom.span.start) == directive_atom => {}
                BodyElement::Literal(l) => report_element(&[l], &[]),
                BodyElement::Conditional(c) => report_element(&conditional(c), &[]),
                // gringo drops an aggregate without bounds (it always holds).
                BodyElement::Aggregate(_, a) if a.bounds.is_empty() => {}
                BodyElement::Aggregate(_, a) => a.elements.iter().for_each(|e| {
                    report_element(&e.condition.iter().collect::<Vec<_>>(), &e.tuple)
                }),
            }
        }
        match &rule.head {
            Head::Disjunction(elements, ..) => elements.iter().for_each(|e| {
                let mut literals = conditional(e);
                literals.remove(0);
                let gone = undefined::literal_undefined(&e.literal);
                if !gone {
                    report_element(&literals, &[]);
                }
            }),
            Head::Aggregate(a) => a.elements.iter().for_each(|e| {
                let atom = e.atom.iter().flat_map(|a| &a.args).cloned();
                let terms: Vec<ir::Term> = e.tuple.iter().cloned().chain(atom).collect();
                report_element(&e.condition.iter().collect::<Vec<_>>(), &terms)
            }),
            _ => {}
        }
    }
    infos.sort_by_key(|d| d.span.map(|s| (s.file, s.start)));
    infos
}
