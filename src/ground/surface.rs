//! The ground program as the input wrote it, for `--text`.
//!
//! The grounder translates aggregates, conditional literals, choice rules with bounds,
//! conditional disjunctions and weak constraints into plain rules over auxiliary atoms
//! (see `emit.rs`). Printed as they are, those rules are hard to read (`#aux(7)`, weight
//! rules, `#minimize` without tuples). With [`super::GroundOptions::atom_names`] the
//! grounder also keeps a [`Surface`]: what each auxiliary atom of a rule body stands for
//! (a ground aggregate, a ground conditional literal, a double negation), the ground head
//! constructs and the ground weak constraints, all as typed values (atoms, literals,
//! symbols). [`write`] prints the program from it in clingo's surface syntax: the rules of
//! grounding proper with their auxiliary atoms spelled out, the head constructs instead of
//! their translation, the weak constraints with their tuples. The text is valid input with
//! the same answer sets (what clingo's `--text` is not always: it prints `#delayed` atoms).

use super::Grounded;
use crate::aspif::theory::TheoryData;
use crate::aspif::{AtomId, Body, GroundLit, HeadKind, renamed_atom, renamed_lit};
use crate::check::ir::flip;
use crate::symbol::{Symbol, SymbolTable};
use crate::syntax::ast::{AggregateFunction, Relation};
use std::collections::HashMap;
use std::fmt::Write;

/// A ground tuple of terms.
pub type Tuple = Box<[Symbol]>;

/// A ground condition: a conjunction of literals.
pub type Condition = Box<[GroundLit]>;

/// What the translation hides, recorded while grounding.
#[derive(Clone, Debug, Default)]
pub struct Surface {
    /// The rules the program had before the translation at the end of grounding: the rest
    /// (but facts) translates what [`Surface::heads`] and [`Surface::atoms`] record.
    pub grounded_rules: usize,
    /// What auxiliary atoms in rule bodies stand for.
    pub atoms: HashMap<AtomId, Construct>,
    /// The ground instances of head disjunctions with conditions and head aggregates.
    pub heads: Vec<HeadConstruct>,
    /// The ground weak constraints (minimize elements).
    pub weak: Vec<Weak>,
    /// The shown signatures, when `#show` statements restrict them or auxiliary predicates
    /// must be hidden (`None`: all atoms).
    pub show: Option<Vec<Signature>>,
    /// The `#show term : body.` instances, in the order of the outputs (an output of the
    /// program joins the conditions of a term shown several times).
    pub shown_terms: Vec<(Symbol, Condition)>,
}

impl Surface {
    /// Replaces each atom that is a key of `renamed` by its value (see
    /// `GroundProgram::rename_atoms`).
    pub fn rename_atoms(&mut self, renamed: &HashMap<AtomId, AtomId>) {
        let atom = |a: &mut AtomId| *a = renamed_atom(renamed, *a);
        let lit = |l: &mut GroundLit| *l = renamed_lit(renamed, *l);
        for construct in self.atoms.values_mut() {
            match construct {
                Construct::Not(l) => lit(l),
                Construct::Conditional(parts) => {
                    for (l, condition) in parts {
                        l.iter_mut().for_each(lit);
                        condition.iter_mut().for_each(lit);
                    }
                }
                Construct::Aggregate(aggregate) => {
                    for (_, condition) in &mut aggregate.elements {
                        condition.iter_mut().for_each(lit);
                    }
                }
            }
        }
        for construct in &mut self.heads {
            construct.body.iter_mut().for_each(lit);
            match &mut construct.head {
                Head::Disjunction(elements) => {
                    for (atoms, condition) in elements {
                        atoms.iter_mut().for_each(atom);
                        condition.iter_mut().for_each(lit);
                    }
                }
                Head::Aggregate { elements, .. } => {
                    for (_, a, condition) in elements {
                        atom(a);
                        condition.iter_mut().for_each(lit);
                    }
                }
            }
        }
        for weak in &mut self.weak {
            weak.body.iter_mut().for_each(lit);
        }
        for (_, condition) in &mut self.shown_terms {
            condition.iter_mut().for_each(lit);
        }
    }
}

/// What an auxiliary body atom stands for.
#[derive(Clone, Debug)]
pub enum Construct {
    /// The negation of a literal (the atom of `not not a` holds when `not a` does).
    Not(GroundLit),
    /// A conjunction of conditional literals `literal : condition` (`None`: `#false`).
    Conditional(Vec<(Option<GroundLit>, Condition)>),
    /// A ground aggregate with its bounds.
    Aggregate(Aggregate),
}

/// A ground aggregate: elements `tuple : condition` and bounds `value relation bound`.
#[derive(Clone, Debug)]
pub struct Aggregate {
    /// `#count`, `#sum`, ...
    pub function: AggregateFunction,
    /// The elements.
    pub elements: Vec<(Tuple, Condition)>,
    /// The bounds.
    pub bounds: Vec<(Relation, Symbol)>,
}

/// A ground head construct with its body.
#[derive(Clone, Debug)]
pub struct HeadConstruct {
    /// The head.
    pub head: Head,
    /// The body.
    pub body: Vec<GroundLit>,
}

/// The head of a [`HeadConstruct`].
#[derive(Clone, Debug)]
pub enum Head {
    /// `a : c ; b : d`, each element the conjunction of its atoms (`#true` if none).
    Disjunction(Vec<(Vec<AtomId>, Condition)>),
    /// `bounds #function { tuple : atom : condition ; ... }` (choice rules: `#count` with
    /// the tuples `0,atom`).
    Aggregate {
        /// `#count`, `#sum`, ...
        function: AggregateFunction,
        /// The elements: tuple, atom, condition.
        elements: Vec<(Tuple, AtomId, Condition)>,
        /// The bounds `value relation bound`.
        bounds: Vec<(Relation, Symbol)>,
    },
}

/// A ground weak constraint `:~ body. [weight@priority, terms]`.
#[derive(Clone, Debug)]
pub struct Weak {
    /// The body.
    pub body: Condition,
    /// The weight.
    pub weight: Symbol,
    /// The priority.
    pub priority: i32,
    /// The other terms of the tuple.
    pub terms: Box<[Symbol]>,
}

/// A predicate signature `name/arity` (`-name/arity` for classical negation).
#[derive(Clone, Debug)]
pub struct Signature {
    /// The name.
    pub name: String,
    /// The arity.
    pub arity: usize,
    /// Classically negated.
    pub negative: bool,
}

/// The ground program as text in clingo's surface syntax. Without a recorded [`Surface`]
/// (`GroundOptions::atom_names` off) there are no names to print either: the text is empty.
pub fn write(grounded: &Grounded, symbols: &SymbolTable) -> String {
    let Some(surface) = &grounded.surface else {
        return String::new();
    };
    let printer = Printer {
        names: &grounded.names,
        surface,
        symbols,
        readable: false,
        theory: theory_atoms(&grounded.program.theory),
    };
    let program = &grounded.program;
    let mut out = String::new();
    let mut facts = std::collections::HashSet::new();
    for (index, rule) in program.rules.iter().enumerate() {
        // Rules that define auxiliary atoms, and the translation at the end, are shown as
        // what they translate (facts may be added at the end too).
        let named = rule.head.iter().all(|&a| printer.name(a).is_some());
        let fact = rule.kind == HeadKind::Disjunction
            && rule.head.len() == 1
            && rule.body == Body::Normal(&[]);
        if !named || (index >= surface.grounded_rules && !fact) {
            continue;
        }
        if fact {
            facts.insert(rule.head[0]);
        }
        let atoms: Vec<String> = rule.head.iter().map(|&a| printer.atom(a)).collect();
        let head = match rule.kind {
            HeadKind::Choice => format!("{{{}}}", atoms.join(";")),
            HeadKind::Disjunction => atoms.join(";"),
        };
        let body = match rule.body {
            Body::Normal(lits) => printer.body(lits),
            Body::Sum { lower, elements } => {
                // Distinct tuples: every element counts.
                let elements: Vec<String> = (elements.iter().enumerate())
                    .map(|(i, e)| format!("{},{i}:{}", e.weight, printer.lit(e.lit)))
                    .collect();
                format!("{lower}<=#sum{{{}}}", elements.join(";"))
            }
        };
        printer.rule(&mut out, &head, &body);
    }
    for construct in &surface.heads {
        // A disjunction left with one atom and no condition is that atom's fact, printed
        // above (its translation).
        if let (Head::Disjunction(elements), []) = (&construct.head, &construct.body[..])
            && let [(atoms, condition)] = &elements[..]
            && let ([atom], []) = (&atoms[..], &condition[..])
            && facts.contains(atom)
        {
            continue;
        }
        let head = printer.head(&construct.head);
        printer.rule(&mut out, &head, &printer.body(&construct.body));
    }
    for weak in &surface.weak {
        let mut tuple = format!("{}@{}", printer.symbol(weak.weight), weak.priority);
        for &t in weak.terms.iter() {
            let _ = write!(tuple, ",{}", printer.symbol(t));
        }
        let _ = writeln!(out, ":~{}.[{tuple}]", printer.body(&weak.body));
    }
    for (atom, value) in &program.externals {
        let value = value.directive_suffix();
        let _ = writeln!(out, "#external {}.{value}", printer.atom(*atom));
    }
    for h in &program.heuristics {
        let modifier = h.modifier.name();
        let condition = printer.condition(&h.condition);
        let atom = printer.atom(h.atom);
        let _ = writeln!(
            out,
            "#heuristic {atom}{condition}.[{}@{},{modifier}]",
            h.value, h.priority
        );
    }
    for edge in &program.edges {
        let condition = printer.condition(&edge.condition);
        let _ = writeln!(out, "#edge ({},{}){condition}.", edge.from, edge.to);
    }
    let theory = &program.theory;
    for directive in theory.atoms.iter().filter(|a| a.atom.is_none()) {
        let _ = writeln!(out, "{}.", theory.atom_text(directive, &|l| printer.lit(l)));
    }
    if let Some(atoms) = &program.projection {
        for &atom in atoms {
            let _ = writeln!(out, "#project {}.", printer.atom(atom));
        }
    }
    printer.outputs(&mut out);
    out
}

/// What each auxiliary atom that stands for a body construct (an aggregate, a conditional
/// literal, a double negation) is, as written in clingo's syntax, for explanations: the
/// rewriting's auxiliary predicates keep their names (`#p_push_3(2)`). Empty without a
/// recorded [`Surface`].
pub fn construct_texts(grounded: &Grounded, symbols: &SymbolTable) -> HashMap<AtomId, String> {
    let Some(surface) = &grounded.surface else {
        return HashMap::new();
    };
    let printer = Printer {
        names: &grounded.names,
        surface,
        symbols,
        readable: true,
        theory: (&grounded.program.theory, HashMap::new()),
    };
    (surface.atoms.iter())
        .filter(|(atom, _)| printer.name(**atom).is_none())
        .map(|(&atom, construct)| (atom, printer.construct(construct)))
        .collect()
}

/// Prints the parts of statements.
struct Printer<'a> {
    names: &'a [Option<String>],
    surface: &'a Surface,
    symbols: &'a SymbolTable,
    /// For people rather than as input: auxiliary predicates keep their names.
    readable: bool,
    /// The theory atoms, and where each program atom's is: as input, a theory atom is
    /// written out with its condition literals as input names them.
    theory: (&'a TheoryData, HashMap<AtomId, usize>),
}

/// The theory data of a program with the index of each program atom's theory atom.
fn theory_atoms(theory: &TheoryData) -> (&TheoryData, HashMap<AtomId, usize>) {
    let index = (theory.atoms.iter().enumerate())
        .filter_map(|(i, a)| Some((a.atom?, i)))
        .collect();
    (theory, index)
}

impl Printer<'_> {
    fn name(&self, atom: AtomId) -> Option<&str> {
        self.names.get(atom.0 as usize)?.as_deref()
    }

    /// An atom: its symbol, or `#aux(N)` for an auxiliary atom nothing records. The
    /// rewriting's auxiliary predicates (`#p_...`, `#p_-q_...` for a classically negated `q`)
    /// become names the input language accepts (`__p_...`, `__p__neg_q_...`; the `#show`
    /// statements hide them).
    fn atom(&self, atom: AtomId) -> String {
        let (theory, index) = &self.theory;
        if let Some(&i) = index.get(&atom) {
            return theory.atom_text(&theory.atoms[i], &|l| self.lit(l));
        }
        match self.name(atom) {
            Some(name) if self.readable => name.to_string(),
            Some(name) => match name.strip_prefix('#') {
                Some(auxiliary) => {
                    let end = auxiliary.find('(').unwrap_or(auxiliary.len());
                    let (predicate, args) = auxiliary.split_at(end);
                    format!("__{}{args}", predicate.replace('-', "_neg_"))
                }
                None => name.to_string(),
            },
            None => format!("#aux({})", atom.0),
        }
    }

    /// The conjunction of head atoms `atoms`: `#true` for none, and for several (of one
    /// predicate: the alternatives of a pool) the pool of their arguments, `p(1,a;2,b)`,
    /// which gringo reads as their conjunction in a head.
    fn conjunction(&self, atoms: &[AtomId]) -> String {
        let names: Vec<String> = atoms.iter().map(|&a| self.atom(a)).collect();
        let Some(first) = names.first() else {
            return "#true".to_string();
        };
        let predicate = |name: &str| name.find('(').map(|i| name[..i].to_string());
        let args = |name: &str| {
            let inner = name.find('(').map(|i| &name[i + 1..name.len() - 1]);
            inner.unwrap_or("").to_string()
        };
        match predicate(first) {
            Some(p) if names.iter().all(|n| predicate(n).as_ref() == Some(&p)) => {
                let pool: Vec<String> = names.iter().map(|n| args(n)).collect();
                format!("{p}({})", pool.join(";"))
            }
            _ => names.join("&"),
        }
    }

    fn symbol(&self, symbol: Symbol) -> String {
        self.symbols.show(symbol)
    }

    /// A literal, with what an auxiliary atom stands for spelled out.
    fn lit(&self, lit: GroundLit) -> String {
        let atom = lit.atom();
        let positive = match self.surface.atoms.get(&atom) {
            Some(construct) if self.name(atom).is_none() => self.construct(construct),
            _ => self.atom(atom),
        };
        if lit.is_negative() {
            format!("not {positive}")
        } else {
            positive
        }
    }

    fn construct(&self, construct: &Construct) -> String {
        match construct {
            Construct::Not(lit) => format!("not {}", self.lit(*lit)),
            Construct::Conditional(elements) if elements.is_empty() => "#true".to_string(),
            Construct::Conditional(elements) => {
                let elements: Vec<String> = elements
                    .iter()
                    .map(|(lit, condition)| {
                        let lit = lit.map_or_else(|| "#false".to_string(), |l| self.lit(l));
                        format!("{lit}{}", self.condition(condition))
                    })
                    .collect();
                elements.join(";")
            }
            Construct::Aggregate(aggregate) if self.is_choice(aggregate) => {
                let atoms: Vec<String> = (aggregate.elements.iter())
                    .map(|(_, condition)| self.lit(condition[0]))
                    .collect();
                self.bounded(&format!("{{{}}}", atoms.join(";")), &aggregate.bounds)
            }
            Construct::Aggregate(aggregate) => {
                let elements: Vec<String> = aggregate
                    .elements
                    .iter()
                    .map(|(tuple, condition)| {
                        format!("{}{}", self.tuple(tuple), self.condition(condition))
                    })
                    .collect();
                let body = format!("{}{{{}}}", aggregate.function, elements.join(";"));
                self.bounded(&body, &aggregate.bounds)
            }
        }
    }

    /// Whether `aggregate` counts the atoms of a choice (the bounds of a choice rule, as
    /// written for explanations): its elements `0,a : a`.
    fn is_choice(&self, aggregate: &Aggregate) -> bool {
        self.readable
            && aggregate.function == AggregateFunction::Count
            && aggregate
                .elements
                .iter()
                .all(|(tuple, condition)| match (&**tuple, &**condition) {
                    ([Symbol::Int(0), s], [lit]) => {
                        !lit.is_negative()
                            && self.name(lit.atom()) == Some(self.symbol(*s).as_str())
                    }
                    _ => false,
                })
    }

    fn tuple(&self, tuple: &[Symbol]) -> String {
        let terms: Vec<String> = tuple.iter().map(|&s| self.symbol(s)).collect();
        terms.join(",")
    }

    /// `:l1,l2` (empty without literals).
    fn condition(&self, condition: &[GroundLit]) -> String {
        if condition.is_empty() {
            return String::new();
        }
        let lits: Vec<String> = condition.iter().map(|&l| self.lit(l)).collect();
        colon(&lits.join(","))
    }

    /// `inner` with its bounds: the first as a left guard, the second as a right one.
    fn bounded(&self, inner: &str, bounds: &[(Relation, Symbol)]) -> String {
        let mut text = String::new();
        if let Some(&(relation, bound)) = bounds.first() {
            let _ = write!(text, "{}{}", self.symbol(bound), flip(relation));
        }
        text.push_str(inner);
        for &(relation, bound) in bounds.iter().skip(1) {
            let _ = write!(text, "{relation}{}", self.symbol(bound));
        }
        text
    }

    /// A body: its literals joined by `,`, or by `;` when a conditional literal (whose
    /// condition a `,` would continue) is among them.
    fn body(&self, lits: &[GroundLit]) -> String {
        let conditional = lits.iter().any(|l| {
            !l.is_negative()
                && self.name(l.atom()).is_none()
                && matches!(
                    self.surface.atoms.get(&l.atom()),
                    Some(Construct::Conditional(_))
                )
        });
        let lits: Vec<String> = lits.iter().map(|&l| self.lit(l)).collect();
        lits.join(if conditional { ";" } else { "," })
    }

    fn head(&self, head: &Head) -> String {
        match head {
            Head::Disjunction(elements) => {
                let elements: Vec<String> = elements
                    .iter()
                    .map(|(atoms, condition)| {
                        format!("{}{}", self.conjunction(atoms), self.condition(condition))
                    })
                    .collect();
                elements.join(";")
            }
            Head::Aggregate {
                function,
                elements,
                bounds,
            } => {
                // A choice rule: `#count` over the tuples `0,atom`.
                let choice = *function == AggregateFunction::Count
                    && elements.iter().all(|(tuple, atom, _)| {
                        matches!(**tuple, [Symbol::Int(0), s]
                            if self.name(*atom) == Some(self.symbol(s).as_str()))
                    });
                let elements: Vec<String> = elements
                    .iter()
                    .map(|(tuple, atom, condition)| {
                        let element = format!("{}{}", self.atom(*atom), self.condition(condition));
                        match choice {
                            true => element,
                            false => format!("{}{}", self.tuple(tuple), colon(&element)),
                        }
                    })
                    .collect();
                let inner = match choice {
                    true => format!("{{{}}}", elements.join(";")),
                    false => format!("{function}{{{}}}", elements.join(";")),
                };
                self.bounded(&inner, bounds)
            }
        }
    }

    /// `head:-body.`, `head.` or `:-body.`
    fn rule(&self, out: &mut String, head: &str, body: &str) {
        out.push_str(head);
        if !body.is_empty() || head.is_empty() {
            out.push_str(":-");
            // After a theory atom, `:-` and an operator character would read as one theory
            // operator, its guard's (`&a{}:-&b{}`): gringo's text is not input there.
            if head.starts_with('&') && body.starts_with(crate::aspif::theory::is_operator_char) {
                out.push(' ');
            }
            out.push_str(body);
        }
        out.push_str(".\n");
    }

    /// The `#show` statements: the signatures when they restrict the shown atoms, then the
    /// shown terms.
    fn outputs(&self, out: &mut String) {
        if let Some(signatures) = &self.surface.show {
            if signatures.is_empty() {
                out.push_str("#show.\n");
            }
            for s in signatures {
                let sign = if s.negative { "-" } else { "" };
                let _ = writeln!(out, "#show {sign}{}/{}.", s.name, s.arity);
            }
        }
        for (symbol, condition) in &self.surface.shown_terms {
            let condition = self.condition(condition);
            let _ = writeln!(out, "#show {}{condition}.", self.symbol(*symbol));
        }
    }
}

/// `:text`, with a space before a classically negated atom, which `:-` would swallow.
fn colon(text: &str) -> String {
    let space = if text.starts_with('-') { " " } else { "" };
    format!(":{space}{text}")
}
