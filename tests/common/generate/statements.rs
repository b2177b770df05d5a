//! Statements: heads and rules, facts, `#show`, `#minimize` and weak constraints.

use super::features::{Config, Feature, Gen, Text, choose, just, select};
use super::terms::*;
use proptest::prelude::*;

/// A rule head ("" for a constraint).
pub(super) fn head(config: &Config) -> Gen {
    let atom = |pos| atom(config, pos, HEAD_PREDICATES, RULE_VARS);
    let disjunct = choose(
        config,
        vec![
            (6, &[], atom(Pos::Disjunction)),
            (
                1,
                &[Feature::HeadNot],
                atom(Pos::Disjunction)
                    .prop_map(|a| Text::format("not {}", &[&a], &[Feature::HeadNot]))
                    .boxed(),
            ),
            (
                1,
                &[Feature::HeadNotNot],
                atom(Pos::Disjunction)
                    .prop_map(|a| Text::format("not not {}", &[&a], &[Feature::HeadNotNot]))
                    .boxed(),
            ),
            (1, &[Feature::HeadCondition], head_condition_element(config)),
        ],
    );
    let choice_element = choose(
        config,
        vec![
            (4, &[], atom(Pos::Choice)),
            (
                1,
                &[Feature::ChoiceCondition],
                (
                    atom_over_local(config, Pos::Choice, HEAD_PREDICATES),
                    condition(config, Pos::Choice, HEAD_CONDITION_PREDICATES),
                )
                    .prop_map(|(a, c)| {
                        // The local variable is W, not the Z of body aggregates: clingo
                        // 5.8.3 takes the two for one (see tests/golden/regressions/
                        // clingo_bug_choice_condition_aggregate_scope.lp).
                        let mut element =
                            Text::format("{} : {}", &[&a, &c], &[Feature::ChoiceCondition]);
                        element.text = element.text.replace('Z', "W");
                        element
                    })
                    .boxed(),
            ),
        ],
    );
    let bounds = choose(
        config,
        vec![
            (3, &[], just("{{}}", &[])),
            (
                1,
                &[Feature::ChoiceBounds],
                select(
                    &["1 {{}}", "{{}} <= 1", "2 {{}} 2", "{{}} != 1"],
                    &[Feature::ChoiceBounds],
                ),
            ),
        ],
    );
    let aggregate_element = (
        weight(config, Pos::HeadAggregate),
        atom_over_local(config, Pos::HeadAggregate, HEAD_PREDICATES),
        condition(config, Pos::HeadAggregate, HEAD_CONDITION_PREDICATES),
    )
        .prop_map(|(w, a, c)| Text::format("{},Z : {} : {}", &[&w, &a, &c], &[]));
    choose(
        config,
        vec![
            (
                6,
                &[Feature::HeadAtom],
                atom(Pos::Head)
                    .prop_map(|a| a.with(Feature::HeadAtom))
                    .boxed(),
            ),
            (
                3,
                &[Feature::Disjunction],
                prop::collection::vec(disjunct, 2..4)
                    .prop_map(|d| Text::join(&d, " ; ").with(Feature::Disjunction))
                    .boxed(),
            ),
            (
                3,
                &[Feature::Choice],
                (bounds, prop::collection::vec(choice_element, 1..4))
                    .prop_map(|(b, e)| {
                        let elements = Text::join(&e, "; ");
                        Text::format(
                            &b.text.replace("{{}}", "{ {} }"),
                            &[&elements],
                            &[Feature::Choice],
                        )
                        .with_features(b.features)
                    })
                    .boxed(),
            ),
            (
                1,
                &[Feature::HeadNot],
                atom(Pos::Head)
                    .prop_map(|a| Text::format("not {}", &[&a], &[Feature::HeadNot]))
                    .boxed(),
            ),
            (2, &[Feature::Constraint], just("", &[Feature::Constraint])),
            (
                1,
                &[Feature::TheoryHead],
                theory_atom(config, Pos::Aggregate, true),
            ),
            (
                1,
                &[Feature::HeadAggregate],
                (
                    prop::sample::select(vec![
                        "1 <= #count{{}}",
                        "#count{{}} <= 1",
                        "#sum{{}} >= 1",
                        "#sum{{}} != 0",
                    ]),
                    prop::collection::vec(aggregate_element, 1..3),
                )
                    .prop_map(|(f, e)| {
                        let elements = Text::join(&e, "; ");
                        Text::format(
                            &f.replace("{{}}", "{ {} }"),
                            &[&elements],
                            &[Feature::HeadAggregate],
                        )
                    })
                    .boxed(),
            ),
            (
                1,
                &[Feature::HeadCondition],
                prop::collection::vec(head_condition_element(config), 1..3)
                    .prop_map(|e| Text::join(&e, " ; "))
                    .boxed(),
            ),
        ],
    )
}

/// A rule: a head and a body whose variables `d(X)` (and `d(Y)`) bind.
pub(super) fn rule(config: &Config) -> Gen {
    (
        head(config),
        prop::collection::vec(body_literal(config, BODY_PREDICATES), 0..3),
        prop::collection::vec(body_literal(config, CONSTRAINT_PREDICATES), 0..3),
        prop::bool::ANY,
    )
        .prop_map(|(head, body, constraint_body, two_vars)| {
            let body = if head.text.is_empty() {
                constraint_body
            } else {
                body
            };
            let mut literals = vec![Text::new("d(X)", &[])];
            if two_vars {
                literals.push(Text::new("d(Y)", &[]));
            }
            literals.extend(body);
            let mut rule = if head.text.is_empty() {
                Text::format(":- {}.", &[&Text::join(&literals, ", ")], &[])
                    .with_features(head.features)
            } else {
                Text::format("{} :- {}.", &[&head, &Text::join(&literals, ", ")], &[])
            };
            // Without `d(Y)` no literal may mention Y.
            if !two_vars {
                rule.text = rule.text.replace('Y', "X");
            }
            rule
        })
        .boxed()
}

/// A rule whose head takes the value of an aggregate: `t(N) :- d(X), N = #agg{...}.`
pub(super) fn assignment_rule(config: &Config) -> Gen {
    (
        prop::sample::select(vec!["#count", "#sum", "#min", "#max"]),
        weight(config, Pos::Aggregate),
        condition(config, Pos::Aggregate, CONDITION_PREDICATES),
    )
        .prop_map(|(f, w, c)| {
            Text::format(
                &format!("t(N) :- d(X), N = {f}{{ {{}},Z : {{}} }}."),
                &[&w, &c],
                &[Feature::Assignment],
            )
        })
        .boxed()
}

/// A fact (ground: rule variables become numbers).
pub(super) fn fact(config: &Config) -> Gen {
    atom(config, Pos::Head, HEAD_PREDICATES, RULE_VARS)
        .prop_map(|mut a| {
            a.text = a.text.replace('X', "1").replace('Y', "2");
            Text::format("{}.", &[&a], &[Feature::Fact])
        })
        .boxed()
}

/// A `#show` statement.
pub(super) fn show(config: &Config) -> Gen {
    choose(
        config,
        vec![
            (
                4,
                &[Feature::ShowSignature],
                select(
                    &[
                        "#show p/1.",
                        "#show q/1.",
                        "#show r/2.",
                        "#show s/0.",
                        "#show h/1.",
                    ],
                    &[Feature::ShowSignature],
                ),
            ),
            (
                1,
                &[Feature::ShowClassical],
                just("#show -p/1.", &[Feature::ShowClassical]),
            ),
            (
                3,
                &[Feature::ShowTerm],
                select(
                    &[
                        "#show f(X) : p(X).",
                        "#show X : q(X).",
                        "#show (X,Y) : r(X,Y).",
                        "#show a.",
                        "#show n(X) : d(X), not t(X).",
                        "#show -p(X) : -p(X).",
                        "#show s : s.",
                        "#show g(X) : h(X), c(X).",
                    ],
                    &[Feature::ShowTerm],
                ),
            ),
            (
                1,
                &[Feature::ShowNothing],
                just("#show.", &[Feature::ShowNothing]),
            ),
        ],
    )
}

/// A `#minimize` statement or a weak constraint.
pub(super) fn minimize(config: &Config) -> Gen {
    let level = choose(
        config,
        vec![
            (3, &[], just("", &[])),
            (
                1,
                &[Feature::Priority],
                select(&["@1", "@2"], &[Feature::Priority]),
            ),
        ],
    );
    let weight = choose(
        config,
        vec![
            (6, &[], select(&["1", "X", "-1", "2", "X-2"], &[])),
            (
                1,
                &[Feature::NonIntWeight],
                select(&["a", "f(X)"], &[Feature::NonIntWeight]),
            ),
            (
                1,
                &[Feature::UndefMinimize],
                select(&["X/0", "X\\0", "a+1"], &[Feature::UndefMinimize]),
            ),
            (
                1,
                &[Feature::PoolAggregate, Feature::Pool],
                select(
                    &["(1;2)", "(X;1)"],
                    &[Feature::PoolAggregate, Feature::Pool],
                ),
            ),
        ],
    );
    let body = choose(
        config,
        vec![
            (
                6,
                &[],
                select(
                    &[
                        "p(X)",
                        "q(X)",
                        "t(X), not p(X)",
                        "r(X,X)",
                        "-p(X)",
                        "h(X)",
                        "c(X), not q(X)",
                    ],
                    &[],
                ),
            ),
            (
                1,
                &[Feature::EmptyMinimize],
                select(
                    &["p(X), X > 5, X < 9", "q(X), X = 7", "t(X), X != X"],
                    &[Feature::EmptyMinimize],
                ),
            ),
        ],
    );
    choose(
        config,
        vec![
            (
                2,
                &[Feature::Minimize],
                (weight.clone(), level.clone(), body.clone(), prop::bool::ANY)
                    .prop_map(|(w, l, b, tuple)| {
                        let t = if tuple { ",X" } else { "" };
                        Text::format(
                            &format!("#minimize{{ {{}}{{}}{t} : {{}} }}."),
                            &[&w, &l, &b],
                            &[Feature::Minimize],
                        )
                    })
                    .boxed(),
            ),
            (
                2,
                &[Feature::Weak],
                (weight, level, body, prop::bool::ANY)
                    .prop_map(|(w, l, b, tuple)| {
                        let t = if tuple { ",X" } else { "" };
                        Text::format(
                            &format!(":~ {{}}. [{{}}{{}}{t}]"),
                            &[&b, &w, &l],
                            &[Feature::Weak],
                        )
                    })
                    .boxed(),
            ),
        ],
    )
}
