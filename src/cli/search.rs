//! clasp's search options of `search_args.rs`: each value checked as clasp checks it (the
//! same values accepted and rejected, `clasp_cli_options.inl`), and mapped onto rasp's
//! settings where rasp has the setting: `--sign-def`, `--sign-fix`, `--rand-freq`,
//! `--score-other`, `--deletion=no`, `--del-cfl` with a fixed or arithmetic schedule,
//! `--trans-ext`, `--partial-check`, `--forget-on-step` and `--supp-models`.
//! The others are checked and ignored: rasp has no lookahead, no tester configuration, no
//! size-based deletion, and so on (README's table of options).

use super::args::{Args, invalid_value, is_off, usage_message};
use super::clasp_value::{Reader, name_set};
use super::configuration::restart_policy;
use super::search_args::SearchArgs;
use crate::solve::{
    ForgetOnStep, PartialCheck, RestartPolicy, ScoreOther, SignDefault, SolveLimit, SolveOptions,
    TransExt,
};

/// What the search options set.
#[derive(Clone, Debug, Default)]
pub(super) struct SearchSettings {
    /// `--sign-def`.
    sign_default: Option<SignDefault>,
    /// `--sign-fix`.
    sign_fix: bool,
    /// `--rand-freq`.
    rand_freq: Option<f64>,
    /// `--score-other`: whether loop nogoods bump their variables.
    score_other: Option<ScoreOther>,
    /// `--deletion=no`.
    no_deletion: bool,
    /// `--del-cfl`: the first reduction, its growth and cycle.
    reduce: Option<(u64, u64, u64)>,
    /// `--trans-ext`.
    trans_ext: Option<TransExt>,
    /// `--partial-check`.
    partial_check: Option<PartialCheck>,
    /// `--solve-limit`.
    solve_limit: Option<SolveLimit>,
    /// `--forget-on-step`.
    forget_on_step: Option<ForgetOnStep>,
    /// `--supp-models`.
    supported_models: bool,
}

/// The signs of `--sign-def` and `--sign-def-disj`, in clasp's order.
const SIGNS: [SignDefault; 4] = [
    SignDefault::Asp,
    SignDefault::Positive,
    SignDefault::Negative,
    SignDefault::Random,
];

impl SearchSettings {
    /// Reads the search options; an error in clasp's words for a value it rejects.
    pub(super) fn new(args: &SearchArgs) -> Result<SearchSettings, String> {
        check_ignored(args)?;
        let sign = |v: &str| one_of(v, &["asp", "pos", "neg", "rnd"]).map(|i| SIGNS[i]);
        read(&args.sign_def_disj, "sign-def-disj", sign)?;
        let deletion = read(&args.deletion, "deletion", deletion)?;
        let del_cfl = read(&args.del_cfl, "del-cfl", del_cfl)?;
        Ok(SearchSettings {
            sign_default: read(&args.sign_def, "sign-def", sign)?,
            sign_fix: args.sign_fix,
            rand_freq: read(&args.rand_freq, "rand-freq", rand_freq)?,
            score_other: read(&args.score_other, "score-other", |v| {
                one_of(v, &["auto", "no", "loop", "all"]).map(|i| match i {
                    0 => ScoreOther::Auto,
                    1 => ScoreOther::No,
                    _ => ScoreOther::Loops,
                })
            })?,
            no_deletion: deletion == Some(false),
            reduce: del_cfl.flatten(),
            trans_ext: read(&args.trans_ext, "trans-ext", trans_ext)?,
            partial_check: read(&args.partial_check, "partial-check", partial_check)?,
            solve_limit: read(&args.solve_limit, "solve-limit", solve_limit)?.flatten(),
            forget_on_step: read(&args.forget_on_step, "forget-on-step", forget_on_step)?,
            supported_models: args.supp_models,
        })
    }

    /// `options` with the settings of the search options given.
    pub(super) fn apply(&self, options: &mut SolveOptions) {
        if let Some(sign) = self.sign_default {
            options.sign_default = sign;
        }
        if self.sign_fix {
            options.sign_fix = true;
        }
        if let Some(p) = self.rand_freq {
            options.rand_freq = p;
        }
        if let Some(chosen) = self.score_other {
            options.score_other = chosen;
        }
        if let Some((first, increment, cycle)) = self.reduce {
            (options.reduce_first, options.reduce_increment) = (first, increment);
            options.reduce_cycle = cycle;
        }
        if self.no_deletion {
            options.reduce_first = u64::MAX;
        }
        if let Some(mode) = self.trans_ext {
            options.trans_ext = mode;
        }
        if let Some(check) = self.partial_check {
            options.partial_check = check;
        }
        if self.solve_limit.is_some() {
            options.solve_limit = self.solve_limit;
        }
        if let Some(forget) = self.forget_on_step {
            options.forget_on_step = forget;
        }
        if self.supported_models {
            options.supported_models = true;
        }
    }
}

/// `--forget-on-step=<list>|no`: `varScores`, `signs`, `lemmaScores`, `lemmas`, or clasp's
/// bit mask of them (0 to 15).
fn forget_on_step(value: &str) -> Option<ForgetOnStep> {
    let names = ["varScores", "signs", "lemmaScores", "lemmas"];
    let mask = if is_off(value) {
        Some(0)
    } else {
        name_set(value, &names, 15)
    };
    mask.map(ForgetOnStep::from_mask)
}

/// `--solve-limit=<n>[,<m>]|no`: at most `n` conflicts and `m` restarts (each unsigned, `-1`
/// or `umax` for none; clasp reads `0` as a number, not as off), or no limit (`None`).
fn solve_limit(value: &str) -> Option<Option<SolveLimit>> {
    let count = |n: u32| {
        if n == u32::MAX {
            u64::MAX
        } else {
            u64::from(n)
        }
    };
    if value != "0" && is_off(value) {
        return Some(None);
    }
    let mut r = Reader::new(value);
    let conflicts = r.unsigned()?;
    let restarts = r.or(u32::MAX, Reader::unsigned)?;
    let unlimited = conflicts == u32::MAX && restarts == u32::MAX;
    r.end().then_some((!unlimited).then_some(SolveLimit {
        conflicts: count(conflicts),
        restarts: count(restarts),
    }))
}

/// `--trans-ext=<mode>|no`. rasp transforms without auxiliary atoms only (clasp's `dynamic`):
/// the modes that transform more (`all`, `card`, `weight`) do that much, those that keep
/// the bodies of normal rules native (`choice`, `scc`, `integ`) are `no`.
fn trans_ext(value: &str) -> Option<TransExt> {
    use TransExt::{Dynamic, Native};
    const MODES: [(&str, TransExt); 8] = [
        ("no", Native),
        ("all", Dynamic),
        ("choice", Native),
        ("card", Dynamic),
        ("weight", Dynamic),
        ("scc", Native),
        ("integ", Native),
        ("dynamic", Dynamic),
    ];
    one_of(value, &MODES.map(|(name, _)| name)).map(|i| MODES[i].1)
}

/// The value of option `name` read by `read`, if given; clasp's error if `read` rejects it.
fn read<T>(
    value: &Option<String>,
    name: &str,
    read: impl Fn(&str) -> Option<T>,
) -> Result<Option<T>, String> {
    (value.as_deref())
        .map(|v| read(v).ok_or_else(|| invalid_value(v, name)))
        .transpose()
}

/// One of `names` (any case) and nothing else: its index.
fn one_of(value: &str, names: &[&str]) -> Option<usize> {
    let mut r = Reader::new(value);
    r.name(names).filter(|_| r.end())
}

/// A value read by `read` to its end, or clasp's "off" (`None`).
fn off_or<'a, T>(
    value: &'a str,
    read: impl FnOnce(&mut Reader<'a>) -> Option<T>,
) -> Option<Option<T>> {
    if is_off(value) {
        return Some(None);
    }
    let mut r = Reader::new(value);
    read(&mut r).filter(|_| r.end()).map(Some)
}

/// An unsigned number and nothing else.
fn unsigned(value: &str) -> Option<u32> {
    let mut r = Reader::new(value);
    r.unsigned().filter(|_| r.end())
}

/// `--global-restarts=<n>[,<sched>]|no`: `<n>` above 0, `<sched>` a schedule (`F`, `L`,
/// `x` or `+`).
fn global_restarts(value: &str) -> bool {
    if is_off(value) {
        return true;
    }
    let (count, sched) = match value.split_once(',') {
        Some((count, sched)) => (count, Some(sched)),
        None => (value, None),
    };
    unsigned(count).is_some_and(|n| n > 0) && sched.is_none_or(|s| schedule(s).is_some())
}

/// `<n>[,<m>]` with `<n>` above 0, or off (clasp's `--rand-prob`, `--counter-restarts`,
/// `--shuffle`).
fn positive_and_count(value: &str) -> bool {
    off_or(value, |r| {
        let n = r.unsigned().filter(|&n| n > 0)?;
        Some((n, r.or(0, Reader::unsigned)?))
    })
    .is_some()
}

/// `--rand-freq=<p>|no`: a probability (as a 32-bit float).
fn rand_freq(value: &str) -> Option<f64> {
    let p = off_or(value, Reader::real)?.unwrap_or(0.0) as f32;
    (0.0..=1.0).contains(&p).then_some(f64::from(p))
}

/// `--deletion=<algo>[,<n {1..100}>][,<score>]|no`: whether deletion is on.
fn deletion(value: &str) -> Option<bool> {
    let on = off_or(value, |r| {
        r.name(&["basic", "sort", "ipSort", "ipHeap"])?;
        r.or(75, Reader::unsigned)
            .filter(|n| (1..=100).contains(n))?;
        r.or(0, |r| r.name(&["activity", "lbd", "mixed"]))
    })?;
    Some(on.is_some())
}

/// A schedule of clasp (`F`, `L`, `x` or `+` with their numbers and an optional repetition
/// limit, as `--restarts` reads them, but not `D` or `no`).
fn schedule(value: &str) -> Option<(RestartPolicy, u32)> {
    let policy = restart_policy(value).ok()?;
    let dynamic = matches!(
        policy.0,
        RestartPolicy::Glucose { .. } | RestartPolicy::Never
    );
    (!dynamic).then_some(policy)
}

/// `--del-cfl=<sched>|no`: rasp's reduction schedule for a fixed (`F,<n>`) or arithmetic
/// (`+,<n>,<m>[,<lim>]`) schedule, none for others.
fn del_cfl(value: &str) -> Option<Option<(u64, u64, u64)>> {
    if is_off(value) {
        return Some(None);
    }
    Some(match schedule(value)? {
        (RestartPolicy::Fixed { every }, _) => Some((every.into(), 0, 0)),
        (RestartPolicy::Arithmetic { unit, step }, lim) => {
            Some((unit.into(), step.into(), lim.into()))
        }
        _ => None,
    })
}

/// `--del-grow=<f>[,<g>][,<sched>]|no`: `<f>` at least 1, `<g>` at least 0 (both finite as
/// 32-bit floats).
fn del_grow(value: &str) -> bool {
    let float = |x: f64| (x as f32).is_finite().then_some(x);
    off_or(value, |r| {
        r.real().and_then(float).filter(|&f| f >= 1.0)?;
        r.or(3.0, Reader::real)
            .and_then(float)
            .filter(|&g| g >= 0.0)?;
        let rest = r.rest();
        (rest.is_empty() || schedule(rest).is_some()).then_some(())
    })
    .is_some()
}

/// `--del-init=<f>[,<n>,<o>]`: `<f>` above 0 (its inverse too, as a 32-bit float).
fn del_init(value: &str) -> bool {
    let mut r = Reader::new(value);
    r.real().is_some_and(|f| f > 0.0 && (1.0 / f) as f32 > 0.0)
        && r.or(10, Reader::unsigned).is_some()
        && r.or(u32::MAX, Reader::unsigned).is_some()
        && r.end()
}

/// `--block-restarts=<n>[,<R>][,<c>][,<a>]|no`: clasp keeps `<n>` in 23 bits (at least 1),
/// `<c>` in 29, `<R>` from 1.0 to 5.0.
fn block_restarts(value: &str) -> bool {
    off_or(value, |r| {
        r.unsigned().filter(|n| (1..1 << 23).contains(n))?;
        let scale = r.or(1.4, Reader::real)? as f32;
        r.or(10_000, Reader::unsigned).filter(|&c| c < 1 << 29)?;
        r.or(1, |r| r.name(&["d", "e", "l", "es", "ls"]))?;
        (1.0..=5.0).contains(&scale).then_some(())
    })
    .is_some()
}

/// `--strengthen=<mode>[,<type>][,<bump>]|no`.
fn strengthen(value: &str) -> bool {
    off_or(value, |r| {
        r.name(&["local", "recursive"])?;
        r.or(0, |r| r.name(&["all", "short", "binary"]))?;
        r.or(true, Reader::flag)
    })
    .is_some()
}

/// `--update-lbd=<mode>[,<n {0..127}>]|no`.
fn update_lbd(value: &str) -> bool {
    off_or(value, |r| {
        r.name(&["less", "glucose", "pseudo"])?;
        r.or(0, Reader::unsigned).filter(|&n| n <= 127)
    })
    .is_some()
}

/// `--contraction=<n>[,<rep>]|no`, `<n>` above 0.
fn contraction(value: &str) -> bool {
    off_or(value, |r| {
        r.unsigned().filter(|&n| n > 0)?;
        r.or(0, |r| r.name(&["no", "decisionSeq", "allUIP", "dynamic"]))
    })
    .is_some()
}

/// `--lookahead=<type>[,<limit>]|no`.
fn lookahead(value: &str) -> bool {
    off_or(value, |r| {
        r.name(&["atom", "body", "hybrid"])?;
        r.or(0, Reader::unsigned)
    })
    .is_some()
}

/// `--partial-check=<p>[,<h>]|no`, `<p>` from 1 to 100 (`no`: 0).
fn partial_check(value: &str) -> Option<PartialCheck> {
    let check = off_or(value, |r| {
        let percent = r.unsigned().filter(|p| (1..=100).contains(p))?;
        let high_step = r.or(0, Reader::unsigned)?;
        Some(PartialCheck { percent, high_step })
    })?;
    Some(check.unwrap_or_default())
}

/// `--opt-usc-shrink=<algo>[,<limit {0..31}>]|no`.
fn opt_usc_shrink(value: &str) -> bool {
    off_or(value, |r| {
        r.name(&["lin", "inv", "bin", "rgs", "exp", "min"])?;
        r.or(10, Reader::unsigned).filter(|&n| n <= 31)
    })
    .is_some()
}

/// `--vsids-progress=<n>[,<i {0..100}>][,<c>]|0`: clasp keeps `<n>` in 10 bits, `<c>` in 15.
fn vsids_progress(value: &str) -> bool {
    off_or(value, |r| {
        r.unsigned().filter(|&n| n < 1 << 10)?;
        r.or(1, Reader::unsigned).filter(|&i| i <= 100)?;
        r.or(5000, Reader::unsigned).filter(|&c| c < 1 << 15)
    })
    .is_some()
}

/// `--del-max=<n>[,<X>]|no`, `<n>` above 0.
fn del_max(value: &str) -> bool {
    off_or(value, |r| {
        r.unsigned().filter(|&n| n > 0)?;
        r.or(0, Reader::unsigned)
    })
    .is_some()
}

/// `--del-glue=<n {0..15}>[,<m {0|1}>]`.
fn del_glue(value: &str) -> bool {
    let mut r = Reader::new(value);
    r.unsigned().is_some_and(|n| n <= 15)
        && r.or(0, Reader::unsigned).is_some_and(|m| m <= 1)
        && r.end()
}

/// An option whose value rasp checks and ignores: its name, its value and its check.
type Ignored<'a> = (&'static str, &'a Option<String>, fn(&str) -> bool);

/// Checks the values of the options rasp ignores.
fn check_ignored(a: &SearchArgs) -> Result<(), String> {
    let checks: [Ignored; 26] = [
        ("share", &a.share, |v| {
            one_of(v, &["no", "all", "auto", "problem", "learnt"]).is_some()
        }),
        ("global-restarts", &a.global_restarts, global_restarts),
        ("rand-prob", &a.rand_prob, positive_and_count),
        ("counter-restarts", &a.counter_restarts, positive_and_count),
        ("shuffle", &a.shuffle, positive_and_count),
        ("init-watches", &a.init_watches, |v| {
            one_of(v, &["rnd", "first", "least"]).is_some()
        }),
        ("update-mode", &a.update_mode, |v| {
            one_of(v, &["propagate", "conflict"]).is_some()
        }),
        ("score-res", &a.score_res, |v| {
            one_of(v, &["auto", "min", "set", "multiset"]).is_some()
        }),
        ("loops", &a.loops, |v| {
            one_of(v, &["common", "distinct", "shared", "no"]).is_some()
        }),
        ("reset-restarts", &a.reset_restarts, |v| {
            one_of(v, &["no", "repeat", "disable"]).is_some()
        }),
        ("acyc-prop", &a.acyc_prop, |v| {
            unsigned(v).is_some_and(|n| n <= 1)
        }),
        ("reverse-arcs", &a.reverse_arcs, |v| {
            unsigned(v).is_some_and(|n| n <= 3)
        }),
        ("del-estimate", &a.del_estimate, |v| {
            unsigned(v).is_some_and(|n| n <= 3)
        }),
        ("del-on-restart", &a.del_on_restart, |v| {
            unsigned(v).is_some_and(|n| n <= 100)
        }),
        ("opt-heuristic", &a.opt_heuristic, |v| {
            is_off(v) || name_set(v, &["sign", "model"], 3).is_some()
        }),
        ("vsids-progress", &a.vsids_progress, vsids_progress),
        ("lookahead", &a.lookahead, lookahead),
        ("opt-usc-shrink", &a.opt_usc_shrink, opt_usc_shrink),
        ("strengthen", &a.strengthen, strengthen),
        ("update-lbd", &a.update_lbd, update_lbd),
        ("contraction", &a.contraction, contraction),
        ("block-restarts", &a.block_restarts, block_restarts),
        ("del-grow", &a.del_grow, del_grow),
        ("del-init", &a.del_init, del_init),
        ("del-max", &a.del_max, del_max),
        ("del-glue", &a.del_glue, del_glue),
    ];
    for (name, value, check) in checks {
        if let Some(value) = value.as_deref().filter(|v| !check(v)) {
            return Err(invalid_value(value, name));
        }
    }
    Ok(())
}

/// The options a tester takes besides those of `search_args.rs` (which all are, but for
/// those of clasp's ASP preprocessing and `--tester` itself).
const TESTER_OPTIONS: [&str; 13] = [
    "configuration",
    "heuristic",
    "init-moms",
    "no-init-moms",
    "dom-mod",
    "sat-prepro",
    "otfs",
    "restarts",
    "save-progress",
    "local-restarts",
    "no-local-restarts",
    "seed",
    "opt-strategy",
];

/// `--tester=<options>`: the options, split at blanks, read as rasp's command line; errors
/// in the context `<tester>`, as clingo's (an option a tester does not take is unknown
/// there). rasp has no separate tester configuration.
pub(super) fn check_tester(options: Option<&str>) -> Result<(), String> {
    let Some(options) = options else {
        return Ok(());
    };
    let argv: Vec<String> = (std::iter::once("rasp").chain(options.split_whitespace()))
        .map(String::from)
        .collect();
    let in_tester = |message: String| message.replacen("'<rasp>'", "'<tester>'", 1);
    let unknown = |name: &str| in_tester(usage_message(&format!("unknown option: '{name}'")));
    let args = Args::parse_command_line(argv.clone()).map_err(in_tester)?;
    if let Some(input) = args.inputs.first() {
        return Err(unknown(input));
    }
    let not_in_tester = [
        "trans-ext",
        "backprop",
        "no-backprop",
        "no-gamma",
        "eq-dfs",
        "supp-models",
        "no-ufs-check",
        "dlp-old-map",
        "share",
        "no-share",
        "global-restarts",
        "tester",
    ];
    for (name, heading) in super::args::given_options(argv) {
        let search = heading.as_deref() == Some(super::search_args::HEADING);
        if !(search && !not_in_tester.contains(&name.as_str())
            || TESTER_OPTIONS.contains(&name.as_str()))
        {
            return Err(unknown(&name));
        }
    }
    super::settings::Settings::new(&args)
        .map(|_| ())
        .map_err(in_tester)
}
