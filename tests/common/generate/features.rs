//! What the generator can exercise ([`Feature`]s, switched off by a [`Config`]) and the
//! program text it builds ([`Text`], which carries its features), with the choice helpers.

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
    PoolBodyCondition "pool_body_condition" "" "a pool or interval in a body conditional literal or its condition",
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
    Arithmetic "arithmetic" "" "arithmetic (`* / \\ ** |.| & ? ^ ~`, negative operands, wrapping around), tuples, functions",
    UndefHead "undef_head" "ground" "undefined arithmetic in a head",
    UndefBody "undef_body" "" "undefined arithmetic in a body literal",
    UndefCondition "undef_condition" "" "undefined arithmetic in a condition",
    UndefAggregate "undef_aggregate" "" "undefined arithmetic in an aggregate element",
    UndefMinimize "undef_minimize" "" "undefined arithmetic in a minimize element",
    NonIntWeight "nonint_weight" "ground" "a non-integer weight in #sum or a minimize element",
    TheoryBody "theory_body" "" "a theory atom in a body (free unless a rule derives it)",
    TheoryHead "theory_head" "" "a theory atom in a head",
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

    pub(super) fn on(&self, features: &[Feature]) -> bool {
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
    pub fn new(text: impl Into<String>, features: &[Feature]) -> Text {
        Text {
            text: text.into(),
            features: Features::of(features),
        }
    }

    pub(super) fn join(parts: &[Text], separator: &str) -> Text {
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
    pub(super) fn format(format: &str, parts: &[&Text], features: &[Feature]) -> Text {
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

    pub(super) fn with(mut self, feature: Feature) -> Text {
        self.features = self.features.union(Features::of(&[feature]));
        self
    }
}

pub(super) type Gen = BoxedStrategy<Text>;

/// One of `options` (weight, required features, strategy): those whose features are off
/// are left out.
pub(super) fn choose(config: &Config, options: Vec<(u32, &[Feature], Gen)>) -> Gen {
    let options: Vec<(u32, Gen)> = options
        .into_iter()
        .filter(|(_, features, _)| config.on(features))
        .map(|(w, _, g)| (w, g))
        .collect();
    Union::new_weighted(options).boxed()
}

pub(super) fn just(text: &str, features: &[Feature]) -> Gen {
    Just(Text::new(text, features)).boxed()
}

pub(super) fn select(texts: &[&str], features: &[Feature]) -> Gen {
    let features = Features::of(features);
    let texts: Vec<String> = texts.iter().map(|s| s.to_string()).collect();
    prop::sample::select(texts)
        .prop_map(move |text| Text { text, features })
        .boxed()
}

impl Text {
    pub(super) fn with_features(mut self, features: Features) -> Text {
        self.features = self.features.union(features);
        self
    }
}
