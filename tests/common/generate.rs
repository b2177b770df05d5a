//! The differential tester's random programs over the whole input language as users write
//! it: every head form (atoms, classical negation, disjunctions with `not` and `not not`
//! elements and conditional elements, choices with bounds and conditions, head aggregates),
//! pools and intervals in every position, undefined arithmetic (`/0`, `\0`, arithmetic on
//! strings and constants) and non-integer weights, body literals of every kind, `#show`
//! signatures and terms, `#minimize` and weak constraints (some grounding to nothing), and a
//! reasoning mode per program (enumeration, brave, cautious, optimization, projection).
//!
//! Each generated piece carries the set of [`Feature`]s it exercises, so the tester counts
//! coverage exactly; a [`Config`] switches features off (`RASP_DIFF_OFF`), e.g. those whose
//! fixes are pending.
//!
//! Programs are safe by construction: the variables of a rule are bound by domain literals
//! `d(X)` (facts `d(1..3)`), local ones (`Z`) by `d(Z)` in their condition. Conditional
//! head elements use their own predicate `h/1` under conditions over `c/1` and `d/1`, which
//! no rule with a head depends on, so they are never recursive: clingo 5.8.3 misgrounds
//! recursive head conditions (see the README's known differences).

use proptest::prelude::*;
use proptest::strategy::{BoxedStrategy, Union};

macro_rules! features {
    ($($name:ident $id:literal $area:literal $doc:literal,)*) => {
        /// A construct a generated program can exercise.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Feature { $(#[doc = $doc] $name,)* }

        impl Feature {
            /// Every feature, in table order.
            pub const ALL: &'static [Feature] = &[$(Feature::$name,)*];

            /// The name `RASP_DIFF_OFF` takes.
            pub fn id(self) -> &'static str {
                match self { $(Feature::$name => $id,)* }
            }

            /// The area of pending fixes the feature belongs to ("" for none).
            pub fn area(self) -> &'static str {
                match self { $(Feature::$name => $area,)* }
            }

            /// What the feature is.
            pub fn doc(self) -> &'static str {
                match self { $(Feature::$name => $doc,)* }
            }
        }
    };
}

features! {
    Fact "fact" "" "facts besides the domain",
    HeadAtom "head_atom" "" "a rule with an atom as head",
    Classical "classical" "" "classical negation `-p(X)`",
    Disjunction "disjunction" "" "a disjunctive head",
    HeadNot "head_not" "heads" "`not p` in a head",
    HeadNotNot "head_not_not" "heads" "`not not p` in a head",
    Choice "choice" "" "a choice rule",
    ChoiceBounds "choice_bounds" "" "bounds on a choice",
    ChoiceCondition "choice_condition" "" "a conditional choice element `{p(Z) : c(Z)}`",
    HeadCondition "head_condition" "" "a conditional head element `h(Z) : c(Z)`",
    HeadAggregate "head_aggregate" "" "a head aggregate (#count, #sum)",
    Constraint "constraint" "" "an integrity constraint",
    PoolHead "pool_head" "heads" "a pool or interval in a head atom or fact",
    PoolDisjunction "pool_disjunction" "heads" "a pool or interval in a disjunct",
    PoolChoice "pool_choice" "heads" "a pool or interval in a choice element or its condition",
    PoolHeadCondition "pool_head_condition" "heads" "a pool or interval in a conditional head element or its condition",
    PoolHeadAggregate "pool_head_aggregate" "heads" "a pool or interval in a head aggregate element",
    PoolBody "pool_body" "" "a pool or interval in a body literal",
    PoolBodyCondition "pool_body_condition" "heads" "a pool or interval in a body conditional literal or its condition",
    PoolAggregate "pool_aggregate" "" "a pool or interval in a body aggregate or minimize element",
    Pool "pool" "" "a pool `(a;b)` or `p(a;b)` anywhere",
    Interval "interval" "" "an interval `a..b` anywhere",
    BodyNot "body_not" "" "`not p` in a body",
    BodyNotNot "body_not_not" "" "`not not p` in a body",
    Comparison "comparison" "" "a comparison",
    BodyAggregate "body_aggregate" "" "a body aggregate",
    Assignment "assignment" "" "an aggregate assigning a variable `N = #sum{...}`",
    BodyCondition "body_condition" "" "a conditional literal in a body",
    Const "const" "" "a `#const` definition (of `k`, which terms use)",
    Boolean "boolean" "" "`#true` and `#false` in a body",
    Anonymous "anonymous" "" "an anonymous variable in a body literal",
    AnonymousCondition "anonymous_condition" "heads" "an anonymous variable in a condition",
    Symbolic "symbolic" "" "symbolic constants, strings, `#sup`, `#inf` as terms",
    Arithmetic "arithmetic" "" "arithmetic (`* / \\ ** |.| & ? ^ ~`, negative operands), tuples, functions",
    UndefHead "undef_head" "ground" "undefined arithmetic in a head",
    UndefBody "undef_body" "" "undefined arithmetic in a body literal",
    UndefCondition "undef_condition" "" "undefined arithmetic in a condition",
    UndefAggregate "undef_aggregate" "" "undefined arithmetic in an aggregate element",
    UndefMinimize "undef_minimize" "" "undefined arithmetic in a minimize element",
    NonIntWeight "nonint_weight" "ground" "a non-integer weight in #sum or a minimize element",
    ShowSignature "show_signature" "" "`#show p/1.`",
    ShowClassical "show_classical" "" "`#show -p/1.`",
    ShowTerm "show_term" "modes" "`#show t : B.`",
    ShowNothing "show_nothing" "" "`#show.`",
    Minimize "minimize" "" "a `#minimize` statement",
    Weak "weak" "" "a weak constraint",
    Priority "priority" "" "optimization at more than one priority level",
    EmptyMinimize "empty_minimize" "modes" "a minimize statement or weak constraint that grounds to nothing",
    ModeEnumerate "mode_enumerate" "" "all answer sets (as a multiset)",
    ModeBrave "mode_brave" "" "brave consequences",
    ModeCautious "mode_cautious" "" "cautious consequences",
    ModeProject "mode_project" "" "projected answer sets (`--project`)",
    ModeOpt "mode_opt" "" "the optimum (`--opt-mode=opt`, costs only)",
    ModeOptN "mode_optn" "" "the optimal answer sets and costs (`--opt-mode=optN`)",
    ModeBraveOpt "mode_brave_opt" "modes" "brave consequences of the optimal answer sets",
    ModeCautiousOpt "mode_cautious_opt" "modes" "cautious consequences of the optimal answer sets",
}

/// A set of features.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features(u64);

impl Features {
    pub fn of(features: &[Feature]) -> Features {
        Features(features.iter().fold(0, |bits, &f| bits | 1 << f as u64))
    }

    pub fn contains(self, feature: Feature) -> bool {
        self.0 & (1 << feature as u64) != 0
    }

    pub fn union(self, other: Features) -> Features {
        Features(self.0 | other.0)
    }

    pub fn intersects(self, other: Features) -> bool {
        self.0 & other.0 != 0
    }

    pub fn iter(self) -> impl Iterator<Item = Feature> {
        Feature::ALL
            .iter()
            .copied()
            .filter(move |&f| self.contains(f))
    }
}

/// Which features the generator may use.
#[derive(Clone, Copy, Debug, Default)]
pub struct Config {
    off: Features,
}

impl Config {
    /// All features but those named (feature ids or areas: `heads`, `ground`, `modes`),
    /// separated by commas.
    pub fn without(names: &str) -> Result<Config, String> {
        let mut off = Features::default();
        for name in names.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            let matching: Vec<Feature> = Feature::ALL
                .iter()
                .copied()
                .filter(|f| f.id() == name || f.area() == name)
                .collect();
            if matching.is_empty() {
                return Err(format!("unknown feature or area `{name}`"));
            }
            off = off.union(Features::of(&matching));
        }
        Ok(Config { off })
    }

    fn on(&self, features: &[Feature]) -> bool {
        !self.off.intersects(Features::of(features))
    }
}

/// Program text with the features it exercises.
#[derive(Clone, Debug, Default)]
pub struct Text {
    pub text: String,
    pub features: Features,
}

impl Text {
    fn new(text: impl Into<String>, features: &[Feature]) -> Text {
        Text {
            text: text.into(),
            features: Features::of(features),
        }
    }

    fn join(parts: &[Text], separator: &str) -> Text {
        Text {
            text: parts
                .iter()
                .map(|p| p.text.as_str())
                .collect::<Vec<_>>()
                .join(separator),
            features: parts
                .iter()
                .fold(Features::default(), |f, p| f.union(p.features)),
        }
    }

    /// `format` with `{}` replaced by the parts' texts in order, and `features` added.
    fn format(format: &str, parts: &[&Text], features: &[Feature]) -> Text {
        let mut text = String::new();
        let mut pieces = format.split("{}");
        text.push_str(pieces.next().unwrap_or(""));
        for (part, piece) in parts.iter().zip(pieces) {
            text.push_str(&part.text);
            text.push_str(piece);
        }
        let features = parts
            .iter()
            .fold(Features::of(features), |f, p| f.union(p.features));
        Text { text, features }
    }

    fn with(mut self, feature: Feature) -> Text {
        self.features = self.features.union(Features::of(&[feature]));
        self
    }
}

type Gen = BoxedStrategy<Text>;

/// One of `options` (weight, required features, strategy): those whose features are off
/// are left out.
fn choose(config: &Config, options: Vec<(u32, &[Feature], Gen)>) -> Gen {
    let options: Vec<(u32, Gen)> = options
        .into_iter()
        .filter(|(_, features, _)| config.on(features))
        .map(|(w, _, g)| (w, g))
        .collect();
    Union::new_weighted(options).boxed()
}

fn just(text: &str, features: &[Feature]) -> Gen {
    Just(Text::new(text, features)).boxed()
}

fn select(texts: &[&str], features: &[Feature]) -> Gen {
    let features = Features::of(features);
    let texts: Vec<String> = texts.iter().map(|s| s.to_string()).collect();
    prop::sample::select(texts)
        .prop_map(move |text| Text { text, features })
        .boxed()
}

/// Where a term occurs: it decides which pool and undefined-arithmetic features apply.
#[derive(Clone, Copy, Debug)]
enum Pos {
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
    fn pool(self) -> Feature {
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

    fn undefined(self) -> Feature {
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
const ARITHMETIC: &[&str] = &[
    "{}*2", "-{}", "|{}-2|", "{}\\2", "{}/2", "-{}/2", "(-{})\\2", "{}**2", "2**(-{})", "({},1)",
    "f({})", "{}-3", "{}&3", "{}?4", "{}^2", "~{}", "(-{})/2", "-f({})",
];

/// A term over `vars`: variables, numbers, `V+1`, symbols, arithmetic; pools, intervals and undefined
/// arithmetic where the configuration allows them at `pos`.
fn term(config: &Config, pos: Pos, vars: &'static [&'static str]) -> Gen {
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
                select(&["a", "\"s\"", "#sup", "#inf", "k"], &[Feature::Symbolic]),
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
                    prop::sample::select(vec!["{}/0", "{}\\0", "\"a\"+{}", "a*{}", "{}/({}-{})"]),
                )
                    .prop_map(move |(v, f)| Text::new(f.replace("{}", v), &[undefined]))
                    .boxed(),
            ),
        ],
    )
}

/// Predicates of rule heads and bodies: name and arity.
const PREDICATES: &[(&str, usize)] = &[("p", 1), ("q", 1), ("r", 2), ("s", 0), ("t", 1), ("-p", 1)];
const RULE_VARS: &[&str] = &["X", "Y"];
const LOCAL_VARS: &[&str] = &["Z", "X"];

/// An atom of one of `predicates` whose arguments are terms at `pos`; sometimes with a pool
/// of argument tuples `p(a;b)`.
fn atom(
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
fn condition(config: &Config, pos: Pos, preds: &'static [(&'static str, usize)]) -> Gen {
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
fn weight(config: &Config, pos: Pos) -> Gen {
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

const BODY_PREDICATES: &[(&str, usize)] = &[
    ("p", 1),
    ("q", 1),
    ("r", 2),
    ("s", 0),
    ("t", 1),
    ("-p", 1),
    ("c", 1),
];
const CONSTRAINT_PREDICATES: &[(&str, usize)] = &[
    ("p", 1),
    ("q", 1),
    ("r", 2),
    ("s", 0),
    ("t", 1),
    ("-p", 1),
    ("c", 1),
    ("h", 1),
];
const CONDITION_PREDICATES: &[(&str, usize)] =
    &[("p", 1), ("q", 1), ("r", 2), ("s", 0), ("t", 1), ("-p", 1)];
const HEAD_CONDITION_PREDICATES: &[(&str, usize)] = &[("c", 1)];

/// A body aggregate over the local variable `Z`.
fn body_aggregate(config: &Config, preds: &'static [(&'static str, usize)]) -> Gen {
    let element = (
        weight(config, Pos::Aggregate),
        prop::option::weighted(0.3, term(config, Pos::Aggregate, LOCAL_VARS)),
        condition(config, Pos::Aggregate, preds),
    )
        .prop_map(|(w, t, c)| match t {
            Some(t) => Text::format("{},{} : {}", &[&w, &t, &c], &[]),
            None => Text::format("{} : {}", &[&w, &c], &[]),
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
            let elements = Text::join(&elements, "; ");
            Text::format(
                &format!("{naf}{lower}{f}{{ {{}} }} {rel} {k}"),
                &[&elements],
                &[Feature::BodyAggregate],
            )
        })
        .boxed()
}

/// A body literal over `preds`.
fn body_literal(config: &Config, preds: &'static [(&'static str, usize)]) -> Gen {
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
                &[Feature::Boolean],
                select(
                    &["#true", "not #false", "#false", "not #true"],
                    &[Feature::Boolean],
                ),
            ),
        ],
    )
}

/// An atom whose arguments range over the local variable `Z` (the head of a condition).
fn atom_over_local(config: &Config, pos: Pos, preds: &'static [(&'static str, usize)]) -> Gen {
    atom(config, pos, preds, &["Z"])
}

const HEAD_PREDICATES: &[(&str, usize)] =
    &[("p", 1), ("q", 1), ("r", 2), ("s", 0), ("t", 1), ("-p", 1)];

/// A conditional head element `h(T) : condition` (never recursive: see the module doc).
fn head_condition_element(config: &Config) -> Gen {
    (
        term(config, Pos::HeadCondition, &["Z", "Z", "X"]),
        condition(config, Pos::HeadCondition, HEAD_CONDITION_PREDICATES),
    )
        .prop_map(|(t, c)| Text::format("h({}) : {}", &[&t, &c], &[Feature::HeadCondition]))
        .boxed()
}

/// A rule head ("" for a constraint).
fn head(config: &Config) -> Gen {
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

impl Text {
    fn with_features(mut self, features: Features) -> Text {
        self.features = self.features.union(features);
        self
    }
}

/// A rule: a head and a body whose variables `d(X)` (and `d(Y)`) bind.
fn rule(config: &Config) -> Gen {
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
fn assignment_rule(config: &Config) -> Gen {
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
fn fact(config: &Config) -> Gen {
    atom(config, Pos::Head, HEAD_PREDICATES, RULE_VARS)
        .prop_map(|mut a| {
            a.text = a.text.replace('X', "1").replace('Y', "2");
            Text::format("{}.", &[&a], &[Feature::Fact])
        })
        .boxed()
}

/// A `#show` statement.
fn show(config: &Config) -> Gen {
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
fn minimize(config: &Config) -> Gen {
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

/// How a program is solved and compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// All answer sets (a multiset).
    Enumerate,
    /// The brave consequences (`--enum-mode=brave`; with `--opt-mode=optN` if optimizing).
    Brave,
    /// The cautious consequences.
    Cautious,
    /// The answer sets projected onto the shown atoms (`--project`), each once.
    Project,
    /// The optimum's costs (`--opt-mode=opt`).
    Opt,
    /// The optimal answer sets and their costs (`--opt-mode=optN`).
    OptN,
}

impl Mode {
    /// The command line arguments (besides `0`, all models).
    pub fn args(self, optimizing: bool) -> Vec<&'static str> {
        match (self, optimizing) {
            (Mode::Enumerate | Mode::Opt, _) => vec![],
            (Mode::Brave, false) => vec!["--enum-mode=brave"],
            (Mode::Cautious, false) => vec!["--enum-mode=cautious"],
            (Mode::Brave, true) => vec!["--enum-mode=brave", "--opt-mode=optN"],
            (Mode::Cautious, true) => vec!["--enum-mode=cautious", "--opt-mode=optN"],
            (Mode::Project, _) => vec!["--project"],
            (Mode::OptN, _) => vec!["--opt-mode=optN"],
        }
    }
}

/// A generated test case: the program, its mode, what it exercises.
#[derive(Clone, Debug)]
pub struct Case {
    pub program: String,
    pub mode: Mode,
    pub optimizing: bool,
    pub features: Features,
}

impl Case {
    /// The arguments rasp and clingo run with.
    pub fn args(&self) -> Vec<&'static str> {
        let mut args = vec!["0"];
        args.extend(self.mode.args(self.optimizing));
        args
    }
}

fn mode_feature(mode: Mode, optimizing: bool) -> Feature {
    match (mode, optimizing) {
        (Mode::Enumerate, _) => Feature::ModeEnumerate,
        (Mode::Brave, false) => Feature::ModeBrave,
        (Mode::Cautious, false) => Feature::ModeCautious,
        (Mode::Brave, true) => Feature::ModeBraveOpt,
        (Mode::Cautious, true) => Feature::ModeCautiousOpt,
        (Mode::Project, _) => Feature::ModeProject,
        (Mode::Opt, _) => Feature::ModeOpt,
        (Mode::OptN, _) => Feature::ModeOptN,
    }
}

/// The program text alone (domain, base facts of `c`, facts, rules, shows, minimize).
pub fn program_text(config: &Config) -> Gen {
    (
        select(
            &[
                "c(1). c(2).",
                "c(1..2). { c(3) }.",
                "{ c(X) } :- d(X), X < 3.",
            ],
            &[],
        ),
        choose(
            config,
            vec![
                (2, &[], just("", &[])),
                (
                    1,
                    &[Feature::Const],
                    select(
                        &["#const k = 2.\n", "#const k = a.\n", "#const k = 1+1.\n"],
                        &[Feature::Const],
                    ),
                ),
            ],
        ),
        prop::collection::vec(fact(config), 0..3),
        prop::collection::vec(
            prop_oneof![8 => rule(config), 1 => assignment_rule(config)],
            1..6,
        ),
        prop::option::weighted(0.5, prop::collection::vec(show(config), 1..3)),
    )
        .prop_map(|(c, constant, facts, rules, shows)| {
            let shows = shows.unwrap_or_default();
            let mut parts = vec![Text::format("{}d(1..3).", &[&constant], &[]), c];
            parts.extend(facts);
            parts.extend(rules);
            parts.extend(shows);
            let mut text = Text::join(&parts, "\n");
            text.text.push('\n');
            text
        })
        .boxed()
}

/// A test case: a program, perhaps with minimize statements, and a mode its minimize
/// statements allow.
pub fn case(config: &Config) -> BoxedStrategy<Case> {
    let optimize = config.on(&[Feature::Minimize]) || config.on(&[Feature::Weak]);
    let minimizes = if optimize {
        prop::option::weighted(0.4, prop::collection::vec(minimize(config), 1..3))
            .prop_map(Option::unwrap_or_default)
            .boxed()
    } else {
        Just(Vec::new()).boxed()
    };
    let config = *config;
    (program_text(&config), minimizes, 0..100u32)
        .prop_map(move |(program, minimizes, pick)| {
            let optimizing = !minimizes.is_empty();
            let modes: &[(u32, Mode)] = if optimizing {
                &[
                    (3, Mode::Opt),
                    (4, Mode::OptN),
                    (1, Mode::Brave),
                    (1, Mode::Cautious),
                ]
            } else {
                &[
                    (6, Mode::Enumerate),
                    (1, Mode::Brave),
                    (1, Mode::Cautious),
                    (1, Mode::Project),
                ]
            };
            let modes: Vec<(u32, Mode)> = modes
                .iter()
                .copied()
                .filter(|&(_, m)| config.on(&[mode_feature(m, optimizing)]))
                .collect();
            let total: u32 = modes.iter().map(|(w, _)| w).sum();
            let mut pick = pick % total.max(1);
            let mut mode = if optimizing {
                Mode::Opt
            } else {
                Mode::Enumerate
            };
            for &(w, m) in &modes {
                if pick < w {
                    mode = m;
                    break;
                }
                pick -= w;
            }
            let mut text = Text::join(&[program, Text::join(&minimizes, "\n")], "");
            if optimizing {
                text.text.push('\n');
            }
            Case {
                features: text
                    .features
                    .union(Features::of(&[mode_feature(mode, optimizing)])),
                program: text.text,
                mode,
                optimizing,
            }
        })
        .boxed()
}
