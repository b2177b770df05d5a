//! The differential tester's random programs over the whole input language as users write
//! it: every head form (atoms, classical negation, disjunctions with `not` and `not not`
//! elements and conditional elements, choices with bounds and conditions, head aggregates),
//! pools and intervals in every position, undefined arithmetic (`/0`, `\0`, arithmetic on
//! strings and constants, script calls `@f(X)`), arithmetic that wraps around, and
//! non-integer weights, body literals of every kind, `#show`
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

mod features;
mod statements;
mod terms;

pub use features::{Config, Feature, Features, Text};
use features::{Gen, choose, just, select};
use proptest::prelude::*;
use proptest::strategy::BoxedStrategy;
use statements::{assignment_rule, fact, minimize, rule, show};
use terms::THEORY;
pub use terms::aggregate_of;

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
            let mut parts = vec![
                Text::new(THEORY, &[]),
                Text::format("{}d(1..3).", &[&constant], &[]),
                c,
            ];
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
