//! `--configuration` (clasp's preset configurations) and the portfolio of `-t` and
//! `--print-portfolio`.
//!
//! rasp has one search with a few parameters (`SolveOptions`): the restart policy, the
//! heuristic, the decay of VSIDS and the seed of the initial activities. A preset sets the
//! first three as near clasp's as rasp's search allows: clasp's dynamic restarts
//! (`D,<n>,<k>`) are rasp's glucose-style ones, its Luby and geometric restarts (`L,<n>`,
//! `x,<n>,1.5`) are the same.
//! `--restarts` (clasp's option) is read here too ([`restart_policy`]). `tweety` and `many`
//! keep rasp's defaults (tweety is clasp's choice for ASP programs, and rasp's defaults are
//! tweety's where rasp has the setting, `SolveOptions`), as does `auto` for a program; for a
//! CNF `auto` is `trendy`, as in clingo (`Settings::preset_for`). The presets but tweety and
//! frumpy also turn on SAT preprocessing ([`Preset::sat_prepro`]); frumpy decides by Berkmin
//! and keeps weight bodies native ([`Preset::trans_ext`]).

use super::args::{USAGE_INFO, invalid_value, is_off, unsigned_or_minus_one};
use crate::solve::{DecisionHeuristic, RestartPolicy, SatPrepro, SolveOptions, TransExt};

/// A preset of `--configuration`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Preset {
    /// rasp's defaults (`auto`, `tweety`, `many`).
    Default,
    Frumpy,
    Jumpy,
    Handy,
    Crafty,
    Trendy,
}

/// The threads of the portfolio, in clingo's order (`-t <n>` uses the first n, then again
/// from the second with other seeds).
const PORTFOLIO: [Preset; 5] = [
    Preset::Default,
    Preset::Trendy,
    Preset::Frumpy,
    Preset::Crafty,
    Preset::Jumpy,
];

impl Preset {
    /// Reads `--configuration=<arg>`: a preset's name (any case), or a configuration file,
    /// which rasp does not read: an error, clingo's when the file does not exist.
    pub(super) fn parse(value: Option<&str>) -> Result<Preset, String> {
        let Some(value) = value else {
            return Ok(Preset::Default);
        };
        Ok(match value.to_ascii_lowercase().as_str() {
            "auto" | "tweety" | "many" => Preset::Default,
            "frumpy" => Preset::Frumpy,
            "jumpy" => Preset::Jumpy,
            "handy" => Preset::Handy,
            "crafty" => Preset::Crafty,
            "trendy" => Preset::Trendy,
            _ if std::fs::File::open(value).is_err() => {
                let text = format!("Could not open config file '{value}'");
                return Err(format!("*** ERROR: (rasp): {text}\n{USAGE_INFO}"));
            }
            _ => {
                let text = format!("'{value}': rasp does not read configuration files");
                return Err(format!("*** ERROR: (rasp): {text}\n{USAGE_INFO}"));
            }
        })
    }

    /// The restart policy, heuristic and decay of the preset.
    fn settings(self) -> (RestartPolicy, DecisionHeuristic, f64) {
        let defaults = SolveOptions::default();
        let (restarts, decay) = match self {
            Preset::Default => (defaults.restarts, defaults.decay),
            Preset::Frumpy => (
                RestartPolicy::Geometric {
                    unit: 100,
                    factor: 1.5,
                },
                defaults.decay,
            ),
            Preset::Jumpy => (RestartPolicy::Luby { unit: 100 }, 0.92),
            Preset::Handy | Preset::Trendy => (
                RestartPolicy::Glucose {
                    window: 100,
                    k: 0.7,
                },
                defaults.decay,
            ),
            Preset::Crafty => (
                RestartPolicy::Geometric {
                    unit: 128,
                    factor: 1.5,
                },
                defaults.decay,
            ),
        };
        let heuristic = match self {
            Preset::Frumpy => DecisionHeuristic::Berkmin { limit: 0 },
            _ => DecisionHeuristic::Vsids,
        };
        (restarts, heuristic, decay)
    }

    /// The backjumps that save phases in the preset (`SolveOptions::save_progress`): clasp's
    /// `--save-progress` of each of its presets but `tweety`, which has rasp's default (none:
    /// `decide.rs`).
    pub(super) fn save_progress(self) -> u32 {
        match self {
            Preset::Default => SolveOptions::default().save_progress,
            Preset::Trendy => 75,
            Preset::Frumpy | Preset::Crafty => 180,
            Preset::Jumpy => 70,
            Preset::Handy => 20,
        }
    }

    /// The preset's settings in clasp's option syntax (for `--print-portfolio`); rasp's
    /// default restarts (`RestartPolicy::Auto`, chosen by program) have no clasp syntax and
    /// are left out.
    fn describe(self) -> String {
        let (restarts, heuristic, decay) = self.settings();
        let restarts = match restarts {
            RestartPolicy::Auto => String::new(),
            RestartPolicy::Never => " --restarts=0".to_string(),
            RestartPolicy::Luby { unit } => format!(" --restarts=L,{unit}"),
            RestartPolicy::Fixed { every } => format!(" --restarts=F,{every}"),
            RestartPolicy::Geometric { unit, factor } => format!(" --restarts=x,{unit},{factor}"),
            RestartPolicy::Arithmetic { unit, step } => format!(" --restarts=+,{unit},{step}"),
            RestartPolicy::Glucose { window, k } => format!(" --restarts=D,{window},{k}"),
        };
        let decay = (decay * 100.0).round();
        let local = if self == Preset::Default {
            " --local-restarts"
        } else {
            ""
        };
        let save = match self.save_progress() {
            u32::MAX => 0,
            n => n,
        };
        let heuristic = match heuristic {
            DecisionHeuristic::Berkmin { .. } => "Berkmin".to_string(),
            _ => format!("Vsids,{decay}"),
        };
        format!("--heuristic={heuristic}{restarts}{local} --save-progress={save}")
    }

    /// The SAT preprocessing of the preset, as clasp's (`--sat-prepro=2` with limits in all
    /// but `tweety` and `frumpy`). Not part of [`Preset::apply`]: the threads of a portfolio
    /// all keep the command line's, so that they share clauses over the same variables.
    pub(super) fn sat_prepro(self) -> Option<SatPrepro> {
        let iterations = match self {
            Preset::Default | Preset::Frumpy => return None,
            Preset::Trendy | Preset::Jumpy => 20,
            Preset::Crafty | Preset::Handy => 10,
        };
        Some(SatPrepro {
            iterations,
            occurrences: 25,
            seconds: 240,
            ..SatPrepro::level(2)
        })
    }

    /// How the preset translates weight bodies: clasp's `--trans-ext=dynamic` in all but
    /// `frumpy`, which keeps clasp's built-in default, `no`. Not part of [`Preset::apply`],
    /// as [`Preset::sat_prepro`].
    pub(super) fn trans_ext(self) -> TransExt {
        match self {
            Preset::Frumpy => TransExt::Native,
            _ => TransExt::Dynamic,
        }
    }

    /// `base` with the preset's restart policy, heuristic, decay and phase saving, but what
    /// the command line chose itself (`chosen`).
    pub(super) fn apply(self, base: &SolveOptions, chosen: Chosen) -> SolveOptions {
        let (restarts, heuristic, decay) = self.settings();
        SolveOptions {
            restarts,
            // Of clasp's presets, only its configuration for ASP (`tweety`) restarts locally.
            local_restarts: base.local_restarts && self == Preset::Default,
            decay: if chosen.heuristic { base.decay } else { decay },
            heuristic: if chosen.heuristic {
                base.heuristic
            } else {
                heuristic
            },
            save_progress: if chosen.save_progress {
                base.save_progress
            } else {
                self.save_progress()
            },
            ..base.clone()
        }
    }
}

/// The settings the command line chose itself, which a preset keeps.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Chosen {
    /// `--heuristic` (the heuristic and its decay).
    pub heuristic: bool,
    /// `--save-progress`.
    pub save_progress: bool,
}

/// The options of thread `i` of the portfolio: thread 0 has `base`; thread i > 0 the
/// portfolio's configuration i (cycling), with its own seed.
pub(super) fn portfolio(base: &SolveOptions, i: u32, chosen: Chosen) -> SolveOptions {
    if i == 0 {
        return base.clone();
    }
    let preset = PORTFOLIO[1 + (i as usize - 1) % (PORTFOLIO.len() - 1)];
    SolveOptions {
        seed: base.seed.wrapping_mul(31).wrapping_add(u64::from(i) * 7919),
        ..preset.apply(base, chosen)
    }
}

/// Reads `--restarts=<sched>|no` as clasp reads it: `F,<n>`, `L,<n>[,<lim>]`,
/// `x,<n>,<f>[,<lim>]`, `+,<n>,<m>[,<lim>]` (the sequence starting again after `<lim>`
/// restarts, then after one more each time), `D,<n>,<K>[,<args>]` (rasp's glucose-style
/// restarts: the moving average's window and margin; clasp's further arguments are checked
/// and not used), or `no`/`0`. The policy and the repetition limit (0: none).
pub(super) fn restart_policy(value: &str) -> Result<(RestartPolicy, u32), String> {
    let invalid = || invalid_value(value, "restarts");
    let lower = value.to_ascii_lowercase();
    if is_off(&lower) {
        return Ok((RestartPolicy::Never, 0));
    }
    let parts: Vec<&str> = lower.split(',').collect();
    let count = |i: usize| -> Result<u32, String> {
        let n = parts.get(i).ok_or_else(invalid)?;
        unsigned_or_minus_one(n).map_err(|_| invalid())
    };
    let real = |i: usize| -> Result<f64, String> {
        let x = parts.get(i).ok_or_else(invalid)?;
        x.parse::<f64>()
            .ok()
            .filter(|x| x.is_finite())
            .ok_or_else(invalid)
    };
    // The optional repetition limit at position `i`, the last one.
    let limit = |i: usize| -> Result<u32, String> {
        match parts.len() {
            n if n == i => Ok(0),
            n if n == i + 1 => count(i),
            _ => Err(invalid()),
        }
    };
    let unit = count(1)?;
    if unit == 0 {
        return Err(invalid());
    }
    Ok(match parts[0] {
        "f" if parts.len() == 2 => (RestartPolicy::Fixed { every: unit }, 0),
        "l" => (RestartPolicy::Luby { unit }, limit(2)?),
        // clasp writes a geometric sequence `x` or `*` (not `X`).
        "x" | "*" if !value.starts_with('X') => {
            let factor = real(2)?;
            if factor < 1.0 {
                return Err(invalid());
            }
            (RestartPolicy::Geometric { unit, factor }, limit(3)?)
        }
        "+" => (
            RestartPolicy::Arithmetic {
                unit,
                step: count(2)?,
            },
            limit(3)?,
        ),
        "d" => {
            let k = real(2)?;
            let rest_ok = parts.len() <= 6
                && parts
                    .get(3)
                    .is_none_or(|l| unsigned_or_minus_one(l).is_ok())
                && (parts.get(4)).is_none_or(|f| ["d", "e", "l", "es", "ls"].contains(f));
            if !rest_ok || k <= 0.0 {
                return Err(invalid());
            }
            (RestartPolicy::Glucose { window: unit, k }, 0)
        }
        _ => return Err(invalid()),
    })
}

/// Reads `--sat-prepro=<level>[,<limit>...]` as clasp reads it: `no` (or level 0: `None`)
/// or a level up to 3, then at most five limits, by position or as `iter`, `occ`, `time`,
/// `frozen`, `size` `=<n>` (a limit not given keeps clasp's default).
pub(super) fn sat_prepro(value: &str) -> Result<Option<SatPrepro>, String> {
    const LIMITS: [&str; 5] = ["iter", "occ", "time", "frozen", "size"];
    let invalid = || invalid_value(value, "sat-prepro");
    let mut parts = value.split(',');
    let level = parts.next().unwrap_or_default();
    let level = if is_off(&level.to_ascii_lowercase()) {
        0
    } else {
        match unsigned_or_minus_one(level) {
            Ok(l) if l <= 3 => l as u8,
            _ => return Err(invalid()),
        }
    };
    let mut settings = SatPrepro::level(level);
    let limits: Vec<&str> = parts.collect();
    if limits.len() > LIMITS.len() {
        return Err(invalid());
    }
    for (position, limit) in limits.iter().enumerate() {
        let (key, number) = match limit.split_once('=') {
            Some((key, number)) if LIMITS.contains(&key) => (key, number),
            Some(_) => return Err(invalid()),
            None => (LIMITS[position], *limit),
        };
        let number = unsigned_or_minus_one(number).map_err(|_| invalid())?;
        match key {
            "iter" => settings.iterations = number,
            "occ" => settings.occurrences = number,
            "time" => settings.seconds = number,
            "frozen" => settings.frozen_percent = number,
            _ => settings.clauses_thousands = number,
        }
    }
    Ok((level > 0).then_some(settings))
}

/// `--print-portfolio`: the portfolio's configurations in clasp's format.
pub(super) fn print_portfolio() -> String {
    let mut text = String::from(
        "# rasp's portfolio for -t <n>: thread i runs configuration i (from solver.1 on,\n\
         # cycling, each thread with its own seed of the initial activities)\n",
    );
    for (i, preset) in PORTFOLIO.iter().enumerate() {
        text.push_str(&format!("[solver.{i}]: {}\n", preset.describe()));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_save_phases_as_clasps_unless_the_command_line_says() {
        let base = SolveOptions {
            save_progress: 5,
            ..SolveOptions::default()
        };
        let trendy = Preset::Trendy.apply(&base, Chosen::default());
        assert_eq!(trendy.save_progress, 75);
        let tweety = Preset::Default.apply(&base, Chosen::default());
        assert_eq!(tweety.save_progress, SolveOptions::default().save_progress);
        let chosen = Chosen {
            save_progress: true,
            ..Chosen::default()
        };
        assert_eq!(Preset::Trendy.apply(&base, chosen).save_progress, 5);
        // Thread 1 of `-t` runs `trendy`.
        assert_eq!(portfolio(&base, 1, Chosen::default()).save_progress, 75);
        assert_eq!(portfolio(&base, 0, Chosen::default()).save_progress, 5);
    }
}
