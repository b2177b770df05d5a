//! What a run derives from the command line: the files, output format, warnings, the number
//! of models and the reasoning mode, and the `-c` constant definitions.

use super::args::{Args, invalid_value, usage_message};
use super::heuristic::HeuristicSettings;
use crate::diag::Warning;
use crate::output::{Format, Quiet, ValueFormat};
use crate::solve::{ConsequenceKind, EnumMode, OptMode, OptStrategy};
use std::collections::HashSet;

/// The settings a run derives from the command line.
pub(super) struct Settings {
    /// The files to read (`-`: standard input).
    pub(super) files: Vec<String>,
    /// The inputs as the header names them: clingo calls standard input `stdin` when no
    /// file was given, `-` when it was named.
    pub(super) input_names: Vec<String>,
    /// `None`: not given (the default depends on the reasoning mode).
    pub(super) models: Option<u64>,
    pub(super) format: Format,
    /// How a model's atoms are printed (`--out-atomf`, `--out-ifs`, `--out-hide-aux`).
    pub(super) values: ValueFormat,
    /// `--single-shot`: the program may not grow after the first step.
    pub(super) single_shot: bool,
    pub(super) verbosity: u8,
    /// `-q`, if given.
    pub(super) quiet: Option<Quiet>,
    pub(super) stats: bool,
    pub(super) warnings: HashSet<Warning>,
    pub(super) reasoning: Reasoning,
    /// `--heuristic` and `--dom-mod`.
    pub(super) heuristic: HeuristicSettings,
    /// `-t`: the number of threads.
    pub(super) threads: u32,
    /// `-t`'s mode `split` (rather than `compete`).
    pub(super) split: bool,
    /// `--distribute`: the clauses the threads of a race share (`None`: none).
    pub(super) distribution: Option<crate::solve::Distribution>,
    /// `--configuration`.
    pub(super) preset: super::configuration::Preset,
    /// Whether `--configuration` is `auto` (or not given): the preset then depends on the
    /// input, as clingo's (`Settings::preset_for`).
    pub(super) preset_auto: bool,
    /// `--sat-prepro`, if given (`Some(None)`: `no`).
    pub(super) sat_prepro: Option<Option<crate::solve::SatPrepro>>,
    /// `--restarts`: the policy and the sequence's repetition limit, if given.
    pub(super) restarts: Option<(crate::solve::RestartPolicy, u32)>,
    /// The search options of `search_args.rs`.
    pub(super) search: super::search::SearchSettings,
    /// `--save-progress`, if given (`SolveOptions::save_progress`: clasp's 0, none, is
    /// `u32::MAX`).
    pub(super) save_progress: Option<u32>,
}

/// What solving computes: `--opt-mode`, `--opt-strategy`, `--enum-mode` and `--project`.
#[derive(Clone, Debug, Default)]
pub(super) struct Reasoning {
    /// `None`: `--opt-mode=ignore`.
    pub(super) opt_mode: Option<OptMode>,
    /// The initial bound of `--opt-mode`.
    pub(super) bound: Option<Vec<i64>>,
    /// `--opt-stop`: stop optimizing at a model whose costs are at most these.
    pub(super) stop: Option<Vec<i64>>,
    pub(super) strategy: OptStrategy,
    /// `None`: `auto`.
    pub(super) enum_mode: Option<EnumMode>,
    pub(super) consequences: Option<ConsequenceKind>,
    pub(super) project: Option<ProjectTarget>,
    /// `--enum-mode=domRec`, which needs the domain heuristic.
    pub(super) dom_rec: bool,
}

/// `--project`'s target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ProjectTarget {
    /// `#project` atoms if there are any, else the shown ones.
    Auto,
    /// The shown atoms.
    Show,
    /// The `#project` atoms.
    Project,
}

impl Reasoning {
    fn new(args: &Args) -> Result<Reasoning, String> {
        let invalid = invalid_value;
        let mut reasoning = Reasoning {
            opt_mode: Some(OptMode::Optimal),
            ..Reasoning::default()
        };
        if let Some(value) = &args.opt_mode {
            let mut parts = value.split(',');
            reasoning.opt_mode = match parts.next() {
                Some("opt") => Some(OptMode::Optimal),
                Some("optN") => Some(OptMode::EnumerateOptimal),
                Some("enum") => Some(OptMode::Bounded),
                Some("ignore") => None,
                _ => return Err(invalid(value, "opt-mode")),
            };
            let bound: Vec<i64> = parts
                .map(|b| b.trim().parse::<i64>())
                .collect::<Result<_, _>>()
                .map_err(|_| invalid(value, "opt-mode"))?;
            reasoning.bound = (!bound.is_empty()).then_some(bound);
        }
        if let Some(value) = &args.opt_stop {
            let stop: Vec<i64> = (value.split(','))
                .map(|b| b.trim().parse::<i64>())
                .collect::<Result<_, _>>()
                .map_err(|_| invalid(value, "opt-stop"))?;
            reasoning.stop = Some(stop);
        }
        if let Some(value) = &args.opt_strategy {
            reasoning.strategy =
                OptStrategy::parse(value).ok_or_else(|| invalid(value, "opt-strategy"))?;
        }
        if let Some(value) = &args.enum_mode {
            match value.as_str() {
                "auto" => {}
                "bt" => reasoning.enum_mode = Some(EnumMode::Backtrack),
                "record" => reasoning.enum_mode = Some(EnumMode::Record),
                // Without the domain heuristic clasp ignores it (with a warning).
                "domRec" => reasoning.dom_rec = true,
                "brave" => reasoning.consequences = Some(ConsequenceKind::Brave),
                "cautious" => reasoning.consequences = Some(ConsequenceKind::Cautious),
                _ => return Err(invalid(value, "enum-mode")),
            }
        }
        if let Some(value) = &args.project {
            let mut parts = value.split(',');
            reasoning.project = match parts.next() {
                Some("auto" | "") => Some(ProjectTarget::Auto),
                Some("show") => Some(ProjectTarget::Show),
                Some("project") => Some(ProjectTarget::Project),
                Some("no") if value == "no" => None,
                _ => return Err(invalid(value, "project")),
            };
            if !parts.all(|p| p.parse::<u8>().is_ok_and(|n| n <= 3)) {
                return Err(invalid(value, "project"));
            }
        }
        Ok(reasoning)
    }
}

impl Settings {
    /// The preset for an input that is a CNF (DIMACS) or not: `auto` picks clasp's for the
    /// problem type, `trendy` for CNF and rasp's defaults (`tweety`'s) for programs.
    pub(super) fn preset_for(&self, cnf: bool) -> super::configuration::Preset {
        match self.preset_auto && cnf {
            true => super::configuration::Preset::Trendy,
            false => self.preset,
        }
    }

    /// Whether the search reports one model at a time and enumerates none (one model, or
    /// models of decreasing cost up to the optimum), so that SAT preprocessing may eliminate
    /// atoms and extend each model (`SatPrepro::extend_models`).
    pub(super) fn single_models(&self, program: &crate::aspif::GroundProgram) -> bool {
        let r = &self.reasoning;
        let optimizing = !program.minimize.is_empty() && r.opt_mode.is_some();
        let plain = r.consequences.is_none() && r.project.is_none() && !r.dom_rec;
        plain
            && match r.opt_mode {
                Some(OptMode::Optimal) if optimizing => true,
                _ => self.models.unwrap_or(1) == 1,
            }
    }

    pub(super) fn new(args: &Args) -> Result<Settings, String> {
        let mut files = Vec::new();
        // A number among the inputs is the number of models, given at most once.
        let mut number = args.models;
        for input in &args.inputs {
            match input.parse::<u64>() {
                Ok(_) if number.is_some() => {
                    return Err(usage_message("multiple occurrences: 'models'"));
                }
                Ok(n) => number = Some(i64::try_from(n).unwrap_or(i64::MAX)),
                Err(_) => files.push(input.clone()),
            }
        }
        let input_names = if files.is_empty() {
            files.push("-".to_string());
            vec!["stdin".to_string()]
        } else {
            files.clone()
        };
        // clasp reads any other number as the default, text.
        let format = match args.outf.unwrap_or(0) {
            1 => Format::Competition,
            2 => Format::Json,
            3 => Format::None,
            _ => Format::Text,
        };
        let quiet = args.quiet.as_deref().map(quiet_levels).transpose()?;
        let values = value_format(args)?;
        let stats = args
            .stats
            .as_deref()
            .map(stats_level)
            .transpose()?
            .unwrap_or(false);
        let warnings = warning_classes(&args.warn)?;
        super::parallel::check_integrate(args.integrate.as_deref())?;
        let search = super::search::SearchSettings::new(&args.search)?;
        let (threads, split) = super::parallel::threads(args.parallel_mode.as_deref())?;
        super::search::check_tester(args.search.tester.as_deref())?;
        Ok(Settings {
            files,
            input_names,
            values,
            single_shot: args.single_shot,
            // A negative number asks for the default.
            models: number.and_then(|n| u64::try_from(n).ok()),
            reasoning: Reasoning::new(args)?,
            heuristic: HeuristicSettings::new(args.heuristic.as_deref(), args.dom_mod.as_deref())?,
            threads,
            split,
            distribution: super::parallel::distribution(args.distribute.as_deref())?,
            preset: super::configuration::Preset::parse(args.configuration.as_deref())?,
            preset_auto: (args.configuration.as_deref())
                .is_none_or(|c| c.eq_ignore_ascii_case("auto")),
            sat_prepro: (args.sat_prepro.as_deref())
                .map(super::configuration::sat_prepro)
                .transpose()?,
            restarts: (args.restarts.as_deref())
                .map(super::configuration::restart_policy)
                .transpose()?,
            search,
            // clasp's 0 saves no phases at all.
            save_progress: (args.save_progress).map(|n| if n == 0 { u32::MAX } else { n }),
            format,
            verbosity: args.verbose.unwrap_or(1).clamp(0, u8::MAX.into()) as u8,
            quiet,
            stats,
            warnings,
        })
    }
}

impl Settings {
    /// The threads of `-t` and what they share.
    pub(super) fn portfolio(&self) -> super::parallel::Portfolio {
        super::parallel::Portfolio {
            threads: self.threads,
            chosen: super::configuration::Chosen {
                heuristic: self.heuristic.heuristic.is_some(),
                save_progress: self.save_progress.is_some(),
            },
            distribution: self.distribution,
        }
    }
}

/// `-q`'s levels (models, costs, calls): clasp compares them with 0 (all) and 1 (best): below 0 is
/// 0, above 2 is 2.
fn quiet_levels(levels: &str) -> Result<Quiet, String> {
    let parsed: Vec<u8> = levels
        .split(',')
        .map(|l| l.trim().parse::<i32>().ok().map(|l| l.clamp(0, 2) as u8))
        .collect::<Option<Vec<u8>>>()
        .filter(|levels| levels.len() <= 3)
        .ok_or_else(|| invalid_value(levels, "quiet"))?;
    let models = parsed.first().copied().unwrap_or(2);
    Ok(Quiet {
        models,
        costs: parsed.get(1).copied().unwrap_or(models),
        calls: parsed.get(2).copied().unwrap_or(2),
    })
}

/// Whether `--stats=<level>[,<solver level>]` asks for statistics (each a number, the level
/// at most 3).
fn stats_level(value: &str) -> Result<bool, String> {
    let levels: Option<Vec<u8>> = value.split(',').map(|l| l.parse().ok()).collect();
    match levels.as_deref() {
        Some([level] | [level, _]) if *level <= 3 => Ok(*level > 0),
        _ => Err(invalid_value(value, "stats")),
    }
}

/// The warning classes `-W` leaves on (all by default).
fn warning_classes(specs: &[String]) -> Result<HashSet<Warning>, String> {
    let mut warnings: HashSet<Warning> = Warning::ALL.into_iter().collect();
    for spec in specs {
        match spec.as_str() {
            "none" => warnings.clear(),
            "all" => warnings.extend(Warning::ALL),
            other => {
                let (enable, name) = match other.strip_prefix("no-") {
                    Some(name) => (false, name),
                    None => (true, other),
                };
                let class = Warning::ALL
                    .into_iter()
                    .find(|w| w.name() == name)
                    .ok_or_else(|| invalid_value(spec, "warn"))?;
                if enable {
                    warnings.insert(class);
                } else {
                    warnings.remove(&class);
                }
            }
        }
    }
    Ok(warnings)
}

/// `--out-atomf`, `--out-ifs` and `--out-hide-aux`, with clasp's errors.
fn value_format(args: &Args) -> Result<ValueFormat, String> {
    let atom = match &args.out_atomf {
        Some(text) => ValueFormat::atom_format(text)
            .map_err(|message| format!("*** ERROR: (rasp): {message}\n"))?,
        None => None,
    };
    let separator = match &args.out_ifs {
        Some(text) => ValueFormat::separator(text).ok_or_else(|| invalid_value(text, "out-ifs"))?,
        None => ' ',
    };
    Ok(ValueFormat {
        atom,
        separator,
        hide_aux: args.out_hide_aux,
    })
}
