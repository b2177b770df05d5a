//! Terms, atoms, conditions and body literals: pools, intervals and undefined arithmetic
//! wherever the configuration allows them.

use super::features::{Config, Feature, Gen, Text, choose, select};
use proptest::prelude::*;

/// Where a term occurs: it decides which pool and undefined-arithmetic features apply.
#[derive(Clone, Copy, Debug)]
pub(super) enum Pos {
    Head,
    Disjunction,
    Choice,
    HeadCondition,
    HeadAggregate,
    Body,
    BodyCondition,
    Aggregate,
    Minimize,
}

impl Pos {
    pub(super) fn pool(self) -> Feature {
        match self {
            Pos::Head => Feature::PoolHead,
            Pos::Disjunction => Feature::PoolDisjunction,
            Pos::Choice => Feature::PoolChoice,
            Pos::HeadCondition => Feature::PoolHeadCondition,
            Pos::HeadAggregate => Feature::PoolHeadAggregate,
            Pos::Body => Feature::PoolBody,
            Pos::BodyCondition => Feature::PoolBodyCondition,
            Pos::Aggregate | Pos::Minimize => Feature::PoolAggregate,
        }
    }

    pub(super) fn undefined(self) -> Feature {
        match self {
            Pos::Head
            | Pos::Disjunction
            | Pos::Choice
            | Pos::HeadCondition
            | Pos::HeadAggregate => Feature::UndefHead,
            Pos::Body => Feature::UndefBody,
            Pos::BodyCondition => Feature::UndefCondition,
            Pos::Aggregate => Feature::UndefAggregate,
            Pos::Minimize => Feature::UndefMinimize,
        }
    }
}

/// Defined arithmetic and compound terms over a variable `{}` (which is never 0).
/// (The last three wrap around in 32 bits, as clingo's arithmetic does, to small values:
/// `65537*65535` is `2^32-1`, the literal `4294967296` is 0.)
pub(super) const ARITHMETIC: &[&str] = &[
    "{}*2",
    "-{}",
    "|{}-2|",
    "{}\\2",
    "{}/2",
    "-{}/2",
    "(-{})\\2",
    "{}**2",
    "2**(-{})",
    "({},1)",
    "f({})",
    "{}-3",
    "{}&3",
    "{}?4",
    "{}^2",
    "~{}",
    "(-{})/2",
    "-f({})",
    "-({},1)",
    "{}*65537*65535",
    "{}+2147483647-2147483647",
    "4294967296+{}",
];

/// A term over `vars`: variables, numbers, `V+1`, symbols, arithmetic; pools, intervals and undefined
/// arithmetic where the configuration allows them at `pos`.
pub(super) fn term(config: &Config, pos: Pos, vars: &'static [&'static str]) -> Gen {
    let var = prop::sample::select(vars.to_vec());
    let plain = choose(
        config,
        vec![
            (4, &[], var.clone().prop_map(|v| Text::new(v, &[])).boxed()),
            (2, &[], select(&["1", "2", "3"], &[])),
            (
                1,
                &[],
                var.clone()
                    .prop_map(|v| Text::new(format!("{v}+1"), &[]))
                    .boxed(),
            ),
            (
                1,
                &[Feature::Symbolic],
                select(
                    &["a", "\"s\"", "#sup", "#inf", "k", "-a"],
                    &[Feature::Symbolic],
                ),
            ),
            (
                1,
                &[Feature::Arithmetic],
                (var.clone(), prop::sample::select(ARITHMETIC))
                    .prop_map(|(v, f)| Text::new(f.replace("{}", v), &[Feature::Arithmetic]))
                    .boxed(),
            ),
        ],
    );
    let number = prop_oneof![
        prop::sample::select(vars.to_vec()).prop_map(str::to_string),
        (0..4i32).prop_map(|n| n.to_string()),
    ];
    let pool = pos.pool();
    let undefined = pos.undefined();
    choose(
        config,
        vec![
            (10, &[], plain.clone()),
            (
                1,
                &[pool, Feature::Pool],
                (plain.clone(), plain.clone())
                    .prop_map(move |(a, b)| {
                        Text::format("({};{})", &[&a, &b], &[pool, Feature::Pool])
                    })
                    .boxed(),
            ),
            (
                1,
                &[pool, Feature::Interval],
                (number.clone(), number)
                    .prop_map(move |(a, b)| {
                        Text::new(format!("{a}..{b}"), &[pool, Feature::Interval])
                    })
                    .boxed(),
            ),
            (
                1,
                &[undefined],
                (
                    var,
                    prop::sample::select(vec![
                        "{}/0",
                        "{}\\0",
                        "\"a\"+{}",
                        "a*{}",
                        "{}/({}-{})",
                        "@f({})",
                    ]),
                )
                    .prop_map(move |(v, f)| Text::new(f.replace("{}", v), &[undefined]))
                    .boxed(),
            ),
        ],
    )
}

/// Predicates of rule heads and bodies: name and arity.
pub(super) const RULE_VARS: &[&str] = &["X", "Y"];
pub(super) const LOCAL_VARS: &[&str] = &["Z", "X"];

/// An atom of one of `predicates` whose arguments are terms at `pos`; sometimes with a pool
/// of argument tuples `p(a;b)`.
pub(super) fn atom(
    config: &Config,
    pos: Pos,
    predicates: &'static [(&'static str, usize)],
    vars: &'static [&'static str],
) -> Gen {
    let pool = pos.pool();
    let tuple_pool = config.on(&[pool, Feature::Pool]);
    (
        prop::sample::select(predicates.to_vec()),
        prop::collection::vec(term(config, pos, vars), 4),
        prop::bool::weighted(if tuple_pool { 0.08 } else { 0.0 }),
    )
        .prop_map(move |((name, arity), args, pooled)| {
            let classical = if name.starts_with('-') {
                Text::new("", &[Feature::Classical])
            } else {
                Text::default()
            };
            let text = match arity {
                0 => Text::new(name, &[]),
                _ if pooled => {
                    let a = Text::join(&args[..arity], ",");
                    let b = Text::join(&args[2..2 + arity], ",");
                    Text::format(
                        &format!("{name}({{}};{{}})"),
                        &[&a, &b],
                        &[pool, Feature::Pool],
                    )
                }
                _ => Text::format(
                    &format!("{name}({{}})"),
                    &[&Text::join(&args[..arity], ",")],
                    &[],
                ),
            };
            Text::join(&[text, classical], "")
        })
        .boxed()
}

/// A condition over the local variable `Z`: `d(Z)` and up to two more literals over the
/// condition predicates `preds` (or comparisons).
pub(super) fn condition(config: &Config, pos: Pos, preds: &'static [(&'static str, usize)]) -> Gen {
    let mut options: Vec<(u32, &[Feature], Gen)> = vec![
        (3, &[], atom(config, pos, preds, LOCAL_VARS)),
        (
            1,
            &[],
            atom(config, pos, preds, LOCAL_VARS)
                .prop_map(|a| Text::format("not {}", &[&a], &[]))
                .boxed(),
        ),
        (
            1,
            &[Feature::Comparison],
            (
                term(config, pos, LOCAL_VARS),
                select(&["<", "!=", ">="], &[]),
                term(config, pos, &["Z"]),
            )
                .prop_map(|(l, r, t)| Text::format("{}{}{}", &[&l, &r, &t], &[Feature::Comparison]))
                .boxed(),
        ),
    ];
    // Anonymous variables only over `r/2`, never in the conditions of heads.
    if preds.contains(&("r", 2)) {
        options.push((
            1,
            &[Feature::AnonymousCondition],
            select(&["r(Z,_)", "not r(_,Z)"], &[Feature::AnonymousCondition]),
        ));
    }
    let literal = choose(config, options);
    prop::collection::vec(literal, 0..3)
        .prop_map(|mut literals| {
            literals.insert(0, Text::new("d(Z)", &[]));
            Text::join(&literals, ", ")
        })
        .boxed()
}

/// A weight of a #sum or minimize element: integers mostly, sometimes not an integer or
/// undefined.
pub(super) fn weight(config: &Config, pos: Pos) -> Gen {
    let undefined = pos.undefined();
    choose(
        config,
        vec![
            (8, &[], select(&["Z", "-Z", "Z-2", "1", "2"], &[])),
            (
                1,
                &[Feature::NonIntWeight],
                select(&["a", "\"w\"", "f(Z)", "(Z,1)"], &[Feature::NonIntWeight]),
            ),
            (
                1,
                &[undefined],
                select(&["Z/0", "Z\\0", "a+Z"], &[undefined]),
            ),
            (
                1,
                &[pos.pool(), Feature::Pool],
                select(&["(Z;1)", "(1;2)"], &[pos.pool(), Feature::Pool]),
            ),
        ],
    )
}

pub(super) const BODY_PREDICATES: &[(&str, usize)] = &[
    ("p", 1),
    ("q", 1),
    ("r", 2),
    ("s", 0),
    ("t", 1),
    ("-p", 1),
    ("c", 1),
];
pub(super) const CONSTRAINT_PREDICATES: &[(&str, usize)] = &[
    ("p", 1),
    ("q", 1),
    ("r", 2),
    ("s", 0),
    ("t", 1),
    ("-p", 1),
    ("c", 1),
    ("h", 1),
];
pub(super) const CONDITION_PREDICATES: &[(&str, usize)] =
    &[("p", 1), ("q", 1), ("r", 2), ("s", 0), ("t", 1), ("-p", 1)];
pub(super) const HEAD_CONDITION_PREDICATES: &[(&str, usize)] = &[("c", 1)];

/// A body aggregate over the local variable `Z`.
pub(super) fn body_aggregate(config: &Config, preds: &'static [(&'static str, usize)]) -> Gen {
    let element = (
        weight(config, Pos::Aggregate),
        prop::option::weighted(0.3, term(config, Pos::Aggregate, LOCAL_VARS)),
        condition(config, Pos::Aggregate, preds),
    )
        .prop_map(|(w, t, c)| match t {
            Some(t) => Text::format("{},{} : {}", &[&w, &t, &c], &[]),
            None => Text::format("{} : {}", &[&w, &c], &[]),
        });
    aggregate_of(element)
        .prop_map(|a| a.with(Feature::BodyAggregate))
        .boxed()
}

/// A body aggregate of one or two `elements`: any function, one bound or two, positive or
/// negated.
pub fn aggregate_of(element: impl Strategy<Value = Text> + 'static) -> Gen {
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
            let elements = Text::join(&elements, "; ");
            Text::format(
                &format!("{naf}{lower}{f}{{ {{}} }} {rel} {k}"),
                &[&elements],
                &[],
            )
        })
        .boxed()
}

/// A body literal over `preds`.
pub(super) fn body_literal(config: &Config, preds: &'static [(&'static str, usize)]) -> Gen {
    let atom = || atom(config, Pos::Body, preds, RULE_VARS);
    let conditional = (
        atom_over_local(config, Pos::BodyCondition, CONDITION_PREDICATES),
        condition(config, Pos::BodyCondition, CONDITION_PREDICATES),
    )
        .prop_map(|(a, c)| Text::format("{} : {}", &[&a, &c], &[Feature::BodyCondition]));
    choose(
        config,
        vec![
            (5, &[], atom()),
            (
                3,
                &[Feature::BodyNot],
                atom()
                    .prop_map(|a| Text::format("not {}", &[&a], &[Feature::BodyNot]))
                    .boxed(),
            ),
            (
                1,
                &[Feature::BodyNotNot],
                atom()
                    .prop_map(|a| Text::format("not not {}", &[&a], &[Feature::BodyNotNot]))
                    .boxed(),
            ),
            (
                2,
                &[Feature::Comparison],
                (
                    term(config, Pos::Body, RULE_VARS),
                    select(&["<", "<=", "!=", "=", ">"], &[]),
                    term(config, Pos::Body, RULE_VARS),
                )
                    .prop_map(|(l, r, t)| {
                        Text::format("{}{}{}", &[&l, &r, &t], &[Feature::Comparison])
                    })
                    .boxed(),
            ),
            (
                2,
                &[Feature::BodyAggregate],
                body_aggregate(config, CONDITION_PREDICATES),
            ),
            (
                1,
                &[Feature::Anonymous],
                select(
                    &["p(_)", "not q(_)", "r(_,X)", "not r(X,_)", "-p(_)"],
                    &[Feature::Anonymous],
                ),
            ),
            (2, &[Feature::BodyCondition], conditional.boxed()),
            (
                1,
                &[Feature::TheoryBody],
                theory_atom(config, Pos::Aggregate, false),
            ),
            (
                1,
                &[Feature::Boolean],
                select(
                    &["#true", "not #false", "#false", "not #true"],
                    &[Feature::Boolean],
                ),
            ),
        ],
    )
}

/// The theory every program defines (its atoms are `&a`, `&b(T)`, `&h`).
pub(super) const THEORY: &str = "#theory t { term { + : 2, binary, left; - : 2, binary, left; \
    * : 3, binary, left; - : 4, unary; .. : 1, binary, left }; &a/0 : term, {<=,=,>}, term, any; \
    &b/1 : term, body; &h/0 : term, head }.";

/// A theory term over the local variable `Z` and the rule's `X`.
fn theory_term() -> Gen {
    select(
        &[
            "Z", "X", "Z+1", "-Z", "Z*X-1", "f(Z,X)", "(Z,a)", "{Z}", "[X,Z]", "\"s\"", "1..Z", "x",
        ],
        &[],
    )
}

/// A theory element: a tuple of one or two terms, with a condition that binds `Z` (or none).
fn theory_element(config: &Config, pos: Pos) -> Gen {
    (
        theory_term(),
        prop::option::weighted(0.3, theory_term()),
        prop::option::weighted(0.8, condition(config, pos, CONDITION_PREDICATES)),
    )
        .prop_map(|(t, u, c)| {
            let tuple = match u {
                Some(u) => Text::format("{},{}", &[&t, &u], &[]),
                None => t,
            };
            match c {
                Some(c) => Text::format("{} : {}", &[&tuple, &c], &[]),
                // Without a condition, `Z` is bound by nothing.
                None => Text::new(tuple.text.replace('Z', "X"), &[]),
            }
        })
        .boxed()
}

/// A theory atom with zero to two elements, in a body (`&a` with a guard or `&b(X)`) or a
/// head (`&h`, or `&a` with a guard).
pub(super) fn theory_atom(config: &Config, pos: Pos, head: bool) -> Gen {
    let feature = if head {
        Feature::TheoryHead
    } else {
        Feature::TheoryBody
    };
    (
        prop::collection::vec(theory_element(config, pos), 0..3),
        prop::sample::select(vec!["", " <= X", " = 1", " > X+1"]),
        prop::sample::select(vec!["&a", "&a", "&b(X)", "&b(1)"]),
        prop::bool::weighted(if head { 0.0 } else { 0.25 }),
    )
        .prop_map(move |(elements, guard, name, negated)| {
            let elements = Text::join(&elements, "; ");
            let (name, guard) = match (head, name) {
                (true, "&a") => ("&a", guard),
                (true, _) => ("&h", ""),
                (false, "&a") => ("&a", guard),
                (false, name) => (name, ""),
            };
            let naf = if negated { "not " } else { "" };
            Text::format(
                &format!("{naf}{name}{{ {{}} }}{guard}"),
                &[&elements],
                &[feature],
            )
        })
        .boxed()
}

/// An atom whose arguments range over the local variable `Z` (the head of a condition).
pub(super) fn atom_over_local(
    config: &Config,
    pos: Pos,
    preds: &'static [(&'static str, usize)],
) -> Gen {
    atom(config, pos, preds, &["Z"])
}

pub(super) const HEAD_PREDICATES: &[(&str, usize)] =
    &[("p", 1), ("q", 1), ("r", 2), ("s", 0), ("t", 1), ("-p", 1)];

/// A conditional head element `h(T) : condition` (never recursive: see the module doc).
pub(super) fn head_condition_element(config: &Config) -> Gen {
    (
        term(config, Pos::HeadCondition, &["Z", "Z", "X"]),
        condition(config, Pos::HeadCondition, HEAD_CONDITION_PREDICATES),
    )
        .prop_map(|(t, c)| Text::format("h({}) : {}", &[&t, &c], &[Feature::HeadCondition]))
        .boxed()
}
