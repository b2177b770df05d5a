//! The canonical printer: `Display` for every syntax tree node.
//!
//! The output is valid clingo syntax that parses back to an equal tree (the round-trip test in
//! `tests/syntax.rs` checks this over the whole test corpus). Terms are printed without spaces,
//! as clingo prints symbols, with the fewest parentheses that keep operator precedence; the
//! statement level has spaces for readability.

use super::ast::*;
use std::fmt::{self, Display, Formatter, Write};

/// Writes `items` separated by `sep`.
fn join<T: Display>(f: &mut Formatter<'_>, items: &[T], sep: &str) -> fmt::Result {
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(sep)?;
        }
        item.fmt(f)?;
    }
    Ok(())
}

/// Binding strength of a term's outermost operator (higher binds tighter).
fn precedence(term: &Term) -> u8 {
    match &term.kind {
        TermKind::Interval(..) => 1,
        TermKind::Binary(op, ..) => match op {
            BinaryOp::Xor => 2,
            BinaryOp::Or => 3,
            BinaryOp::And => 4,
            BinaryOp::Add | BinaryOp::Sub => 5,
            BinaryOp::Mul | BinaryOp::Div | BinaryOp::Mod => 6,
            BinaryOp::Pow => 7,
        },
        TermKind::Unary(UnaryOp::Minus | UnaryOp::BitNot, _) => 8,
        // A negative literal prints with a leading `-`, so it binds like unary minus.
        TermKind::Integer(n) if *n < 0 => 8,
        _ => 9,
    }
}

/// Writes `term`, in parentheses if it binds looser than `min`.
fn term_at(f: &mut Formatter<'_>, term: &Term, min: u8) -> fmt::Result {
    if precedence(term) < min {
        write!(f, "({term})")
    } else {
        term.fmt(f)
    }
}

fn binary_symbol(op: BinaryOp) -> &'static str {
    match op {
        BinaryOp::Xor => "^",
        BinaryOp::Or => "?",
        BinaryOp::And => "&",
        BinaryOp::Add => "+",
        BinaryOp::Sub => "-",
        BinaryOp::Mul => "*",
        BinaryOp::Div => "/",
        BinaryOp::Mod => "\\",
        BinaryOp::Pow => "**",
    }
}

/// An empty pool (only in trees built through the API), as clingo writes it: no text reads
/// as one.
const EMPTY_POOL: &str = "(1/0)()";

/// Writes argument lists separated by `;`, each with its terms separated by `,`.
fn argument_pool(f: &mut Formatter<'_>, pool: &[Vec<Term>]) -> fmt::Result {
    for (i, args) in pool.iter().enumerate() {
        if i > 0 {
            f.write_char(';')?;
        }
        join(f, args, ",")?;
    }
    Ok(())
}

/// Writes `name` followed by its argument pool, omitting `()` for a constant.
fn applied(f: &mut Formatter<'_>, name: &str, pool: &[Vec<Term>]) -> fmt::Result {
    f.write_str(name)?;
    if pool.len() == 1 && pool[0].is_empty() {
        return Ok(());
    }
    f.write_char('(')?;
    argument_pool(f, pool)?;
    f.write_char(')')
}

/// Writes a string literal with clingo's three escapes.
pub(crate) fn quote(f: &mut impl Write, s: &str) -> fmt::Result {
    f.write_char('"')?;
    for c in s.chars() {
        match c {
            '"' => f.write_str("\\\"")?,
            '\\' => f.write_str("\\\\")?,
            '\n' => f.write_str("\\n")?,
            c => f.write_char(c)?,
        }
    }
    f.write_char('"')
}

/// Writes the elements of a tuple: `()`, `(a,)`, `(a,b)` without the parentheses.
fn tuple_elements(f: &mut Formatter<'_>, elements: &[Term]) -> fmt::Result {
    join(f, elements, ",")?;
    if elements.len() == 1 {
        f.write_char(',')?;
    }
    Ok(())
}

impl Display for Term {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match &self.kind {
            TermKind::Integer(n) => write!(f, "{n}"),
            TermKind::String(s) => quote(f, s),
            TermKind::Variable(name) => f.write_str(name),
            TermKind::Anonymous => f.write_char('_'),
            TermKind::Infimum => f.write_str("#inf"),
            TermKind::Supremum => f.write_str("#sup"),
            TermKind::Function {
                name,
                pool,
                external,
            } => {
                if *external {
                    f.write_char('@')?;
                }
                applied(f, name, pool)
            }
            TermKind::Tuple(elements) => {
                f.write_char('(')?;
                tuple_elements(f, elements)?;
                f.write_char(')')
            }
            TermKind::Pool(alternatives) if alternatives.is_empty() => f.write_str(EMPTY_POOL),
            TermKind::Pool(alternatives) => {
                f.write_char('(')?;
                pool_alternatives(f, alternatives)?;
                f.write_char(')')
            }
            TermKind::Unary(UnaryOp::Abs, operand) => {
                f.write_char('|')?;
                match &operand.kind {
                    TermKind::Pool(alternatives) => pool_alternatives(f, alternatives)?,
                    _ => operand.fmt(f)?,
                }
                f.write_char('|')
            }
            TermKind::Unary(op, operand) => {
                f.write_char(if *op == UnaryOp::Minus { '-' } else { '~' })?;
                term_at(f, operand, 8)
            }
            TermKind::Binary(op, left, right) => {
                let p = precedence(self);
                let (left_min, right_min) = if *op == BinaryOp::Pow {
                    (p + 1, p)
                } else {
                    (p, p + 1)
                };
                term_at(f, left, left_min)?;
                f.write_str(binary_symbol(*op))?;
                term_at(f, right, right_min)
            }
            TermKind::Interval(low, high) => {
                term_at(f, low, 1)?;
                f.write_str("..")?;
                term_at(f, high, 2)
            }
        }
    }
}

/// Writes pool alternatives separated by `;`; a tuple alternative is written without its own
/// parentheses (`(a,b;c)`), any other term as itself.
fn pool_alternatives(f: &mut Formatter<'_>, alternatives: &[Term]) -> fmt::Result {
    for (i, alternative) in alternatives.iter().enumerate() {
        if i > 0 {
            f.write_char(';')?;
        }
        match &alternative.kind {
            TermKind::Tuple(elements) => tuple_elements(f, elements)?,
            _ => alternative.fmt(f)?,
        }
    }
    Ok(())
}

impl Display for Relation {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Relation::Eq => "=",
            Relation::Ne => "!=",
            Relation::Lt => "<",
            Relation::Le => "<=",
            Relation::Gt => ">",
            Relation::Ge => ">=",
        })
    }
}

impl Display for Naf {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Naf::Positive => "",
            Naf::Not => "not ",
            Naf::NotNot => "not not ",
        })
    }
}

impl Display for Atom {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        if !self.pool.is_empty() && self.others.is_empty() {
            if self.negative {
                f.write_char('-')?;
            }
            return applied(f, &self.name, &self.pool);
        }
        // Only in trees built through the API: written as clingo writes them.
        if self.pool.is_empty() && self.others.is_empty() {
            return f.write_str(EMPTY_POOL);
        }
        f.write_char('(')?;
        for (i, (negative, name, args)) in self.alternatives().enumerate() {
            if i > 0 {
                f.write_char(';')?;
            }
            if negative {
                f.write_char('-')?;
            }
            f.write_str(name)?;
            if !args.is_empty() {
                f.write_char('(')?;
                join(f, args, ",")?;
                f.write_char(')')?;
            }
        }
        f.write_char(')')
    }
}

impl Display for Comparison {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        self.left.fmt(f)?;
        for (relation, term) in &self.rest {
            write!(f, "{relation}{term}")?;
        }
        Ok(())
    }
}

impl Display for Literal {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        self.naf.fmt(f)?;
        match &self.kind {
            LiteralKind::Boolean(true) => f.write_str("#true"),
            LiteralKind::Boolean(false) => f.write_str("#false"),
            LiteralKind::Atom(atom) => atom.fmt(f),
            LiteralKind::Comparison(comparison) => comparison.fmt(f),
        }
    }
}

/// Writes ` : l1, l2` (or ` :` for an empty condition).
fn condition(f: &mut Formatter<'_>, literals: &[Literal]) -> fmt::Result {
    f.write_str(" :")?;
    if !literals.is_empty() {
        f.write_char(' ')?;
        join(f, literals, ", ")?;
    }
    Ok(())
}

impl Display for ConditionalLiteral {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        self.literal.fmt(f)?;
        condition(f, &self.condition)
    }
}

impl Display for AggregateFunction {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            AggregateFunction::Count => "#count",
            AggregateFunction::Sum => "#sum",
            AggregateFunction::SumPlus => "#sum+",
            AggregateFunction::Min => "#min",
            AggregateFunction::Max => "#max",
        })
    }
}

impl Display for BodyAggregateElement {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        join(f, &self.terms, ",")?;
        if self.terms.is_empty() {
            // `: condition` (a lone `:` separates nothing from the condition).
            f.write_char(':')?;
            if !self.condition.is_empty() {
                f.write_char(' ')?;
                join(f, &self.condition, ", ")?;
            }
            Ok(())
        } else if self.condition.is_empty() {
            Ok(())
        } else {
            condition(f, &self.condition)
        }
    }
}

impl Display for HeadAggregateElement {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        join(f, &self.terms, ",")?;
        if !self.terms.is_empty() {
            f.write_char(' ')?;
        }
        write!(f, ": {}", self.literal)?;
        if !self.condition.is_empty() {
            condition(f, &self.condition)?;
        }
        Ok(())
    }
}

impl<E: Display> Display for Aggregate<E> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        if let Some(guard) = &self.left {
            write!(f, "{} {} ", guard.term, guard.relation)?;
        }
        match &self.elements {
            AggregateElements::Set(elements) => {
                f.write_char('{')?;
                for (i, element) in elements.iter().enumerate() {
                    f.write_str(if i == 0 { " " } else { "; " })?;
                    element.literal.fmt(f)?;
                    if !element.condition.is_empty() {
                        condition(f, &element.condition)?;
                    }
                }
                f.write_str(" }")?;
            }
            AggregateElements::Function(function, elements) => {
                write!(f, "{function} {{")?;
                for (i, element) in elements.iter().enumerate() {
                    f.write_str(if i == 0 { " " } else { "; " })?;
                    element.fmt(f)?;
                }
                f.write_str(" }")?;
            }
        }
        if let Some(guard) = &self.right {
            write!(f, " {} {}", guard.relation, guard.term)?;
        }
        Ok(())
    }
}

impl Display for Head {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Head::Literal(literal) => literal.fmt(f),
            Head::Disjunction(elements) => {
                for (i, element) in elements.iter().enumerate() {
                    if i > 0 {
                        f.write_str("; ")?;
                    }
                    element.literal.fmt(f)?;
                    if !element.condition.is_empty() {
                        condition(f, &element.condition)?;
                    }
                }
                Ok(())
            }
            Head::Aggregate(aggregate) => aggregate.fmt(f),
            Head::Theory(atom) => atom.fmt(f),
        }
    }
}

impl Display for BodyElement {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            BodyElement::Literal(literal) => literal.fmt(f),
            BodyElement::Conditional(conditional) => conditional.fmt(f),
            BodyElement::Aggregate { naf, aggregate, .. } => write!(f, "{naf}{aggregate}"),
            BodyElement::Theory { naf, atom, .. } => write!(f, "{naf}{atom}"),
        }
    }
}

/// Writes body elements separated by `, `, or by `; ` after a conditional literal (whose
/// condition would otherwise continue).
fn body(f: &mut Formatter<'_>, elements: &[BodyElement]) -> fmt::Result {
    for (i, element) in elements.iter().enumerate() {
        if i > 0 {
            let after_condition = matches!(elements[i - 1], BodyElement::Conditional(_));
            f.write_str(if after_condition { "; " } else { ", " })?;
        }
        element.fmt(f)?;
    }
    Ok(())
}

/// Writes ` : body.` or `.` (directives with an optional condition).
fn body_condition(f: &mut Formatter<'_>, elements: &[BodyElement]) -> fmt::Result {
    if !elements.is_empty() {
        f.write_str(" : ")?;
        body(f, elements)?;
    }
    f.write_char('.')
}

fn weight_priority(f: &mut Formatter<'_>, weight: &Term, priority: &Option<Term>) -> fmt::Result {
    weight.fmt(f)?;
    if let Some(priority) = priority {
        write!(f, "@{priority}")?;
    }
    Ok(())
}

impl Display for Signature {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let sign = if self.negative { "-" } else { "" };
        write!(f, "{sign}{}/{}", self.name, self.arity)
    }
}

impl Display for Statement {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        self.kind.fmt(f)
    }
}

impl Display for Rule {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match &self.head {
            Some(head) => {
                head.fmt(f)?;
                if !self.body.is_empty() {
                    f.write_str(" :- ")?;
                }
            }
            None => f.write_str(":- ")?,
        }
        body(f, &self.body)?;
        f.write_char('.')
    }
}

impl Display for WeakConstraint {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(":~ ")?;
        body(f, &self.body)?;
        f.write_str(". [")?;
        weight_priority(f, &self.weight, &self.priority)?;
        for term in &self.terms {
            write!(f, ",{term}")?;
        }
        f.write_char(']')
    }
}

impl Display for Optimize {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let keyword = if self.maximize {
            "#maximize"
        } else {
            "#minimize"
        };
        write!(f, "{keyword} {{")?;
        for (i, element) in self.elements.iter().enumerate() {
            f.write_str(if i == 0 { " " } else { "; " })?;
            weight_priority(f, &element.weight, &element.priority)?;
            for term in &element.terms {
                write!(f, ",{term}")?;
            }
            if !element.condition.is_empty() {
                condition(f, &element.condition)?;
            }
        }
        f.write_str(" }.")
    }
}

impl Display for Heuristic {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let Heuristic {
            atom,
            body,
            weight,
            priority,
            modifier,
        } = self;
        write!(f, "#heuristic {atom}")?;
        body_condition(f, body)?;
        f.write_str(" [")?;
        weight_priority(f, weight, priority)?;
        write!(f, ",{modifier}]")
    }
}

impl Display for StatementKind {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            StatementKind::Rule(rule) => rule.fmt(f),
            StatementKind::Theory(theory) => theory.fmt(f),
            StatementKind::Script(script) => {
                write!(f, "#script ({}){}#end.", script.language, script.code)
            }
            StatementKind::WeakConstraint(weak) => weak.fmt(f),
            StatementKind::Optimize(optimize) => optimize.fmt(f),
            StatementKind::ShowAll => f.write_str("#show."),
            StatementKind::ShowSignature(signature) => write!(f, "#show {signature}."),
            StatementKind::ShowTerm { term, body } => {
                // `#show p/1.` would read as a signature: keep such a term in parentheses.
                if body.is_empty() && matches!(term.kind, TermKind::Binary(BinaryOp::Div, ..)) {
                    write!(f, "#show ({term})")?;
                } else {
                    write!(f, "#show {term}")?;
                }
                body_condition(f, body)
            }
            StatementKind::ProjectSignature(signature) => write!(f, "#project {signature}."),
            StatementKind::ProjectAtom { atom, body } => {
                write!(f, "#project {atom}")?;
                body_condition(f, body)
            }
            StatementKind::Defined(signature) => write!(f, "#defined {signature}."),
            StatementKind::External(external) => {
                let External { atom, body, value } = &**external;
                write!(f, "#external {atom}")?;
                body_condition(f, body)?;
                if let Some(value) = value {
                    write!(f, " [{value}]")?;
                }
                Ok(())
            }
            StatementKind::Const { name, value, kind } => {
                write!(f, "#const {name} = {value}.")?;
                if *kind == ConstKind::Override {
                    f.write_str(" [override]")?;
                }
                Ok(())
            }
            StatementKind::Include { target, library } => {
                if *library {
                    write!(f, "#include <{target}>.")
                } else {
                    f.write_str("#include ")?;
                    quote(f, target)?;
                    f.write_char('.')
                }
            }
            StatementKind::Program { name, params } => {
                write!(f, "#program {name}")?;
                if !params.is_empty() {
                    write!(f, "({})", params.join(","))?;
                }
                f.write_char('.')
            }
            StatementKind::Heuristic(heuristic) => heuristic.fmt(f),
            StatementKind::Facts(facts) => {
                for (i, statement) in facts.statements().enumerate() {
                    if i > 0 {
                        f.write_char('\n')?;
                    }
                    statement.fmt(f)?;
                }
                Ok(())
            }
            StatementKind::Edge { pairs, body } => {
                f.write_str("#edge (")?;
                for (i, (from, to)) in pairs.iter().enumerate() {
                    if i > 0 {
                        f.write_char(';')?;
                    }
                    write!(f, "{from},{to}")?;
                }
                f.write_char(')')?;
                body_condition(f, body)
            }
        }
    }
}

impl Display for Program {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        for statement in &self.statements {
            writeln!(f, "{statement}")?;
        }
        Ok(())
    }
}

// ------------------------------------------------------------------ theories

impl Display for TheoryDefinition {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "#theory {} {{", self.name)?;
        let mut first = true;
        let mut separator = |f: &mut Formatter<'_>| {
            let s = if first { " " } else { "; " };
            first = false;
            f.write_str(s)
        };
        for term in &self.terms {
            separator(f)?;
            write!(f, "{} {{", term.name)?;
            for (i, op) in term.operators.iter().enumerate() {
                f.write_str(if i == 0 { " " } else { "; " })?;
                write!(f, "{} : {}, ", op.operator, op.priority)?;
                f.write_str(match op.kind {
                    TheoryOperatorKind::Unary => "unary",
                    TheoryOperatorKind::BinaryLeft => "binary, left",
                    TheoryOperatorKind::BinaryRight => "binary, right",
                })?;
            }
            f.write_str(" }")?;
        }
        for atom in &self.atoms {
            separator(f)?;
            write!(f, "&{}/{} : {}, ", atom.name, atom.arity, atom.elements)?;
            if let Some((operators, term)) = &atom.guard {
                write!(f, "{{ {} }}, {term}, ", operators.join(", "))?;
            }
            f.write_str(atom.kind.keyword())?;
        }
        f.write_str(" }.")
    }
}

impl Display for TheoryAtom {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "&{}", self.name)?;
        f.write_str("{")?;
        for (i, element) in self.elements.iter().enumerate() {
            f.write_str(if i == 0 { " " } else { "; " })?;
            element.fmt(f)?;
        }
        f.write_str(" }")?;
        if let Some((operator, term)) = &self.guard {
            write!(f, " {operator} {term}")?;
        }
        Ok(())
    }
}

impl Display for TheoryElement {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        // (A `:` right before `;` would read as the operator `:;`.)
        join(f, &self.tuple, ", ")?;
        if !self.condition.is_empty() {
            f.write_str(if self.tuple.is_empty() { ": " } else { " : " })?;
            join(f, &self.condition, ", ")?;
        } else if self.tuple.is_empty() {
            f.write_char(':')?;
        }
        Ok(())
    }
}

impl Display for TheoryTerm {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        // Operators stand apart from each other and from terms: adjacent ones would read as
        // one (`- -1` is not `--1`).
        for (i, (operators, primary)) in self.parts.iter().enumerate() {
            if i > 0 {
                f.write_char(' ')?;
            }
            for operator in operators {
                write!(f, "{operator} ")?;
            }
            primary.fmt(f)?;
        }
        Ok(())
    }
}

impl Display for TheoryPrimary {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            TheoryPrimary::Name(name) => f.write_str(name),
            TheoryPrimary::Integer(n) => write!(f, "{n}"),
            TheoryPrimary::String(s) => quote(f, s),
            TheoryPrimary::Infimum => f.write_str("#inf"),
            TheoryPrimary::Supremum => f.write_str("#sup"),
            TheoryPrimary::Variable(name, _) => f.write_str(name),
            TheoryPrimary::Function(name, args) => {
                write!(f, "{name}(")?;
                join(f, args, ", ")?;
                f.write_char(')')
            }
            TheoryPrimary::Tuple(terms) => {
                f.write_char('(')?;
                join(f, terms, ", ")?;
                f.write_str(if terms.len() == 1 { ",)" } else { ")" })
            }
            TheoryPrimary::Set(terms) => {
                f.write_char('{')?;
                join(f, terms, ", ")?;
                f.write_char('}')
            }
            TheoryPrimary::List(terms) => {
                f.write_char('[')?;
                join(f, terms, ", ")?;
                f.write_char(']')
            }
            TheoryPrimary::Parenthesized(term) => write!(f, "({term})"),
        }
    }
}
