//! Shared test support: random small non-ground programs (proptest strategies) over every
//! construct the grounder supports, and helpers that run rasp's pipeline in-process.
//!
//! Programs are safe by construction: every rule starts with domain literals `d(X)` that bind
//! its variables, over a small domain, so they ground to a few dozen atoms.

#![allow(dead_code)]

use proptest::prelude::*;
use rasp::diag::SourceMap;
use rasp::ground::{GroundOptions, Grounded};
use rasp::solve::{SolveOptions, SolveResult, Solver};
use rasp::symbol::SymbolTable;
use std::collections::BTreeSet;

/// Predicates the generator uses: name and arity. `d/1` is the domain (facts `d(1..3)`).
const PREDICATES: &[(&str, usize)] = &[("p", 1), ("q", 1), ("r", 2), ("s", 0), ("t", 1), ("-p", 1)];
const VARS: &[&str] = &["X", "Y"];

fn atom(pred: usize, args: &[String]) -> String {
    let (name, arity) = PREDICATES[pred];
    if arity == 0 {
        name.to_string()
    } else {
        format!("{name}({})", args[..arity].join(","))
    }
}

/// A term over the rule's variables and small constants.
fn term() -> impl Strategy<Value = String> + Clone {
    prop_oneof![
        4 => prop::sample::select(VARS).prop_map(str::to_string),
        2 => (1..=3i32).prop_map(|n| n.to_string()),
        1 => prop::sample::select(VARS).prop_map(|v| format!("{v}+1")),
    ]
}

fn args() -> impl Strategy<Value = Vec<String>> + Clone {
    prop::collection::vec(term(), 2)
}

/// A body literal (the variables are bound by the rule's domain literals).
fn body_literal() -> impl Strategy<Value = String> {
    let atom_lit = (0..PREDICATES.len(), args());
    prop_oneof![
        4 => atom_lit.clone().prop_map(|(p, a): (usize, Vec<String>)| atom(p, &a)),
        3 => atom_lit.clone().prop_map(|(p, a): (usize, Vec<String>)| format!("not {}", atom(p, &a))),
        1 => atom_lit.prop_map(|(p, a): (usize, Vec<String>)| format!("not not {}", atom(p, &a))),
        2 => (term(), prop::sample::select(vec!["<", "<=", "!=", "=", ">"]), term()).prop_map(|(l, r, t)| format!("{l}{r}{t}")),
        2 => aggregate(),
        // Anonymous variables (projected away by the grounder).
        1 => (0..PREDICATES.len(), prop::bool::ANY).prop_map(|(p, negated)| {
            let naf = if negated { "not " } else { "" };
            format!("{naf}{}", atom(p, &["_".to_string(), "X".to_string()]))
        }),
        1 => (0..PREDICATES.len(), 0..PREDICATES.len()).prop_map(|(a, b)| {
            let z = vec!["Z".to_string(), "Z".to_string()];
            format!("{} : {}, d(Z)", atom(a, &z), atom(b, &z))
        }),
    ]
}

/// A body aggregate over a local variable `Z` and the generator's predicates.
fn aggregate() -> impl Strategy<Value = String> {
    let names: Vec<String> = PREDICATES
        .iter()
        .map(|&(name, arity)| match arity {
            0 => name.to_string(),
            1 => format!("{name}(Z)"),
            _ => format!("{name}(Z,Z)"),
        })
        .collect();
    aggregate_over(names)
}

/// A body aggregate over a local variable `Z` whose elements are conditioned on `atoms`
/// (each mentioning `Z` or not): one or two elements, weights of either sign, conditions
/// positive or negated, one bound or two, the aggregate itself positive or negated.
fn aggregate_over(atoms: Vec<String>) -> impl Strategy<Value = String> {
    let element = (
        prop::sample::select(vec!["Z", "Z", "-Z", "Z-2", "1"]),
        prop::sample::select(atoms),
        prop::bool::weighted(0.25),
    )
        .prop_map(|(weight, atom, negated)| {
            let naf = if negated { "not " } else { "" };
            format!("{weight} : {naf}{atom}, d(Z)")
        });
    (
        prop::sample::select(vec!["#count", "#sum", "#sum", "#sum+", "#min", "#max"]),
        prop::collection::vec(element, 1..3),
        prop::sample::select(vec!["<", "<=", "=", "!=", ">=", ">"]),
        -2..4i32,
        prop::option::weighted(0.2, (prop::sample::select(vec!["<", "<=", "!="]), -1..4i32)),
        prop::bool::weighted(0.2),
    )
        .prop_map(|(f, elements, rel, k, lower, negated)| {
            let naf = if negated { "not " } else { "" };
            let lower = lower.map(|(r, l)| format!("{l} {r} ")).unwrap_or_default();
            format!("{naf}{lower}{f}{{ {} }} {rel} {k}", elements.join("; "))
        })
}

/// A program whose aggregates are recursive: `p` and `q` are defined by rules whose body
/// aggregates count `p`, `q` and a freely chosen `c`, so the aggregates' elements depend
/// on the rules' heads (clingo's semantics of recursive aggregates, non-monotone ones
/// included).
pub fn recursive_aggregate_program() -> impl Strategy<Value = String> {
    let atoms: Vec<String> = ["p(Z)", "q(Z)", "c(Z)", "p(1)", "q(2)"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let rule = (
        prop::sample::select(vec!["p(X)", "q(X)", "p(1)"]),
        prop::sample::select(vec!["", ", c(X)", ", not c(X)", ", not p(X)"]),
        aggregate_over(atoms),
    )
        .prop_map(|(head, extra, aggregate)| format!("{head} :- d(X){extra}, {aggregate}."));
    (
        prop::sample::select(vec!["{ c(X) } :- d(X).", "c(1). { c(2) }.", "c(2)."]),
        prop::collection::vec(rule, 1..4),
    )
        .prop_map(|(choice, rules)| format!("d(1..3).\n{choice}\n{}\n", rules.join("\n")))
}

/// A rule: head (atom, choice, disjunction, constraint, head aggregate) and body.
fn rule() -> impl Strategy<Value = String> {
    let head = prop_oneof![
        6 => (0..PREDICATES.len(), args()).prop_map(|(p, a)| atom(p, &a)),
        2 => (0..PREDICATES.len(), args(), 0..PREDICATES.len(), args(), prop::option::of(0..3u8)).prop_map(|(p, a, q, b, bound)| {
            let bound = bound.map(|k| format!(" <= {k}")).unwrap_or_default();
            format!("{{ {}; {} }}{bound}", atom(p, &a), atom(q, &b))
        }),
        1 => (0..PREDICATES.len(), args(), 0..PREDICATES.len(), args()).prop_map(|(p, a, q, b)| format!("{} ; {}", atom(p, &a), atom(q, &b))),
        1 => Just(String::new()),
        1 => (0..PREDICATES.len(), 1..3i32).prop_map(|(p, k)| {
            let z = vec!["Z".to_string(), "Z".to_string()];
            format!("{k} <= #count{{ Z : {} : d(Z) }}", atom(p, &z))
        }),
        // Choice with a lower bound, #sum in the head, a conditional disjunction.
        1 => (0..PREDICATES.len(), args(), 0..PREDICATES.len(), args(), 0..3u8).prop_map(|(p, a, q, b, k)| {
            format!("{k} {{ {}; {} }}", atom(p, &a), atom(q, &b))
        }),
        1 => (0..PREDICATES.len(), prop::sample::select(vec!["Z", "-Z", "1"]), -1..3i32).prop_map(|(p, w, k)| {
            let z = vec!["Z".to_string(), "Z".to_string()];
            format!("#sum{{ {w},Z : {} : d(Z) }} >= {k}", atom(p, &z))
        }),
        // (No conditional literals in heads: clingo 5.8.3 misgrounds them in recursive
        // components; see tests/golden/regressions/clingo_bug_head_condition_*.lp.)
    ];
    (
        head,
        prop::collection::vec(body_literal(), 0..3),
        prop::bool::ANY,
    )
        .prop_map(|(head, body, two_vars)| {
            let mut literals = vec!["d(X)".to_string()];
            if two_vars {
                literals.push("d(Y)".to_string());
            }
            // Keep rules safe: without `d(Y)`, no literal may mention Y.
            literals.extend(
                body.into_iter()
                    .map(|l| if two_vars { l } else { l.replace('Y', "X") }),
            );
            let head = if two_vars {
                head
            } else {
                head.replace('Y', "X")
            };
            if head.is_empty() {
                format!(":- {}.", literals.join(", "))
            } else {
                format!("{head} :- {}.", literals.join(", "))
            }
        })
}

/// A rule whose head takes the value of an aggregate: `t(N) :- d(X), N = #agg{...}.`
fn assignment_rule() -> impl Strategy<Value = String> {
    (
        prop::sample::select(vec!["#count", "#sum", "#min", "#max"]),
        0..PREDICATES.len(),
        prop::sample::select(vec!["Z", "-Z", "Z-X"]),
    )
        .prop_map(|(f, p, w)| {
            let z = vec!["Z".to_string(), "Z".to_string()];
            format!("t(N) :- d(X), N = {f}{{ {w} : {}, d(Z) }}.", atom(p, &z))
        })
}

/// A random program: the domain, some facts, and rules.
pub fn program() -> impl Strategy<Value = String> {
    (
        prop::collection::vec((0..PREDICATES.len(), args()), 0..3),
        prop::collection::vec(prop_oneof![8 => rule(), 1 => assignment_rule()], 1..6),
    )
        .prop_map(|(facts, rules)| {
            let mut text = String::from("d(1..3).\n");
            for (p, a) in facts {
                // Facts must be ground.
                let a: Vec<String> = a
                    .iter()
                    .map(|t| t.replace('X', "1").replace('Y', "2"))
                    .collect();
                text.push_str(&format!("{}.\n", atom(p, &a)));
            }
            for rule in rules {
                text.push_str(&rule);
                text.push('\n');
            }
            text
        })
}

/// Parses, checks and grounds `text`.
pub fn ground(text: &str, options: GroundOptions) -> Result<Grounded, String> {
    let mut sources = SourceMap::new();
    let file = sources.add("-", text);
    let render = |errors: Vec<rasp::diag::Diagnostic>, sources: &SourceMap| -> String {
        errors.iter().map(|e| e.render(sources)).collect()
    };
    let program = rasp::syntax::parse(text, file).map_err(|e| render(e, &sources))?;
    let mut symbols = SymbolTable::new();
    let (checked, _) = rasp::check::check(program.statements, &[], &mut symbols)
        .map_err(|e| render(e, &sources))?;
    let grounded = rasp::ground::ground(&checked, &mut symbols, options);
    if !grounded.errors.is_empty() {
        let errors = grounded.errors.clone();
        return Err(render(errors, &sources));
    }
    Ok(grounded)
}

/// All answer sets of a ground program, each as its sorted shown atoms.
pub fn answer_sets(grounded: &Grounded) -> Result<BTreeSet<Vec<String>>, String> {
    let mut solver =
        Solver::new(&grounded.program, &SolveOptions::default()).map_err(|e| e.to_string())?;
    let mut models = BTreeSet::new();
    let result = solver.solve(&mut |model| {
        let mut atoms: Vec<String> = model
            .shown(&grounded.program)
            .into_iter()
            .map(str::to_string)
            .collect();
        atoms.sort();
        models.insert(atoms);
        true
    });
    match result {
        SolveResult::Interrupted { .. } => Err("interrupted".into()),
        _ => Ok(models),
    }
}
