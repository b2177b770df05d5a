//! `--heuristic` and `--dom-mod`, read as clasp reads them.
//!
//! rasp has clasp's lookback heuristics (`Vsids`, `Berkmin`, `Vmtf`, `None`;
//! `solve/lookback.rs`) and `Domain` on top of VSIDS (`solve/domain.rs`); VSIDS stands in for
//! `Unit` (clasp's lookahead). `Vsids,<n>` and `Domain,<n>` set the decay to `0.<n>` (`n` read
//! as clasp reads it, at most 65535; 0 is 0.95), `Berkmin,<n>` the most learnt clauses it
//! scans (0: all), `Vmtf,<n>` how many variables a learnt clause moves to the front (0: 8).

use super::args::{invalid_value, is_off, unsigned_or_minus_one};
use crate::solve::{AtomPick, DecisionHeuristic, DefaultModifier, DefaultModifierKind};

/// What `--heuristic` and `--dom-mod` ask for.
#[derive(Clone, Debug, Default)]
pub(super) struct HeuristicSettings {
    /// The heuristic asked for (`None`: the configuration's).
    pub(super) heuristic: Option<DecisionHeuristic>,
    /// The decay of `Vsids,<n>` or `Domain,<n>`.
    pub(super) decay: Option<f64>,
    /// The warnings clingo prints for these options.
    pub(super) warnings: Vec<&'static str>,
}

/// The heuristics of `--heuristic`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Auto,
    Berkmin,
    Vmtf,
    Vsids,
    Domain,
    Unit,
    None,
}

impl HeuristicSettings {
    /// Reads `--heuristic=<heuristic>` and `--dom-mod=<dom_mod>`.
    pub(super) fn new(
        heuristic: Option<&str>,
        dom_mod: Option<&str>,
    ) -> Result<HeuristicSettings, String> {
        let (kind, param) = match heuristic {
            Some(value) => {
                parse_heuristic(value).ok_or_else(|| invalid_value(value, "heuristic"))?
            }
            None => (Kind::Auto, 0),
        };
        let default = match dom_mod {
            Some(value) => parse_dom_mod(value).ok_or_else(|| invalid_value(value, "dom-mod"))?,
            None => None,
        };
        let mut settings = HeuristicSettings::default();
        if matches!(kind, Kind::Vsids | Kind::Domain) && heuristic.is_some() {
            // clasp keeps 16 bits of the parameter, and reads `0.<n>` as n / 10^digits.
            let mut decay = f64::from(param.min(u32::from(u16::MAX)));
            if param == 0 {
                decay = 0.95;
            }
            while decay > 1.0 {
                decay /= 10.0;
            }
            settings.decay = Some(decay);
        }
        if kind == Kind::Unit {
            settings
                .warnings
                .push("Heuristic 'Unit' implies lookahead. Using 'atom'.");
        }
        settings.heuristic = match kind {
            Kind::Auto => None,
            Kind::Vsids | Kind::Unit => Some(DecisionHeuristic::Vsids),
            Kind::Berkmin => Some(DecisionHeuristic::Berkmin { limit: param }),
            Kind::Vmtf => Some(DecisionHeuristic::Vmtf { moves: param }),
            Kind::None => Some(DecisionHeuristic::First),
            Kind::Domain => Some(DecisionHeuristic::Domain(default)),
        };
        if kind != Kind::Domain && default.is_some() {
            settings
                .warnings
                .push("Domain options require heuristic 'Domain'!");
        }
        Ok(settings)
    }
}

/// `<name>[,<n>]`: the name case-insensitive (leading blanks skipped), `<n>` only for the
/// lookback heuristics (Berkmin, Vmtf, Vsids, Domain).
fn parse_heuristic(value: &str) -> Option<(Kind, u32)> {
    let (name, param) = match value.split_once(',') {
        Some((name, param)) => (name, Some(param)),
        None => (value, None),
    };
    let kind = match name.trim_start().to_ascii_lowercase().as_str() {
        "auto" => Kind::Auto,
        "berkmin" => Kind::Berkmin,
        "vmtf" => Kind::Vmtf,
        "vsids" => Kind::Vsids,
        "domain" => Kind::Domain,
        "unit" => Kind::Unit,
        "none" => Kind::None,
        _ => return None,
    };
    let lookback = matches!(
        kind,
        Kind::Berkmin | Kind::Vmtf | Kind::Vsids | Kind::Domain
    );
    match param {
        None => Some((kind, 0)),
        Some(n) => {
            let n = unsigned_or_minus_one(n.trim_start()).ok()?;
            (lookback || n == 0).then_some((kind, n))
        }
    }
}

/// `no` (also `off`, `0`, `false`) or `<mod>[,<pick>]`: the modifier by name
/// (case-insensitive) or number 1..7, the pick a mask below 32 or a list of names.
fn parse_dom_mod(value: &str) -> Option<Option<DefaultModifier>> {
    if is_off(value) {
        return Some(None);
    }
    let (modifier, pick) = match value.split_once(',') {
        Some((m, p)) => (m, Some(p)),
        None => (value, None),
    };
    use DefaultModifierKind as M;
    const BY_NUMBER: [M; 7] = [
        M::Level,
        M::Positive,
        M::True,
        M::Negative,
        M::False,
        M::Init,
        M::Factor,
    ];
    let modifier = if modifier.starts_with(|c: char| c >= 'A') {
        match modifier.to_ascii_lowercase().as_str() {
            "level" => M::Level,
            "pos" => M::Positive,
            "true" => M::True,
            "neg" => M::Negative,
            "false" => M::False,
            "init" => M::Init,
            "factor" => M::Factor,
            _ => return None,
        }
    } else {
        let n = unsigned_or_minus_one(modifier).ok()?;
        *BY_NUMBER.get((n as usize).checked_sub(1)?)?
    };
    let pick = match pick {
        None => AtomPick::default(),
        Some(pick) => parse_pick(pick)?,
    };
    Some(Some(DefaultModifier { modifier, pick }))
}

/// A pick: a bit mask below 32 (1 scc, 2 hcc, 4 disj, 8 opt, 16 show) or a list of
/// `all`, `scc`, `hcc`, `disj`, `opt`, `show` (case-insensitive).
fn parse_pick(pick: &str) -> Option<AtomPick> {
    let mask = match unsigned_or_minus_one(pick.trim_start()) {
        Ok(mask) if mask < 32 => mask,
        Ok(_) => return None,
        Err(_) => {
            let mut mask = 0;
            for name in pick.split(',') {
                mask |= match name.to_ascii_lowercase().as_str() {
                    "all" => 0,
                    "scc" => 1,
                    "hcc" => 2,
                    "disj" => 4,
                    "opt" => 8,
                    "show" => 16,
                    _ => return None,
                };
            }
            mask
        }
    };
    Some(AtomPick {
        scc: mask & 1 != 0,
        hcc: mask & 2 != 0,
        disj: mask & 4 != 0,
        opt: mask & 8 != 0,
        show: mask & 16 != 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heuristic_values_as_clasp_reads_them() {
        for ok in [
            "Domain",
            "domain",
            "DOMAIN",
            "Vsids,92",
            " vsids",
            "Berkmin,0x10",
            "Vsids,-1",
            "None,0",
            "auto",
            "Vsids, 92",
            "Vsids,+5",
        ] {
            assert!(parse_heuristic(ok).is_some(), "{ok}");
        }
        for bad in [
            "foo",
            "Unit,3",
            "Vsids,",
            "vsids ,92",
            "Vsids,92 ",
            "Vsids,1.5",
            "auto,3",
            "vsids,92,3",
            "vsids,-2",
            "Vsids,4294967296",
        ] {
            assert!(parse_heuristic(bad).is_none(), "{bad}");
        }
        let decay = |v| HeuristicSettings::new(Some(v), None).unwrap().decay;
        let near = |d: Option<f64>, x: f64| d.is_some_and(|d| (d - x).abs() < 1e-9);
        assert!(near(decay("Vsids,92"), 0.92));
        assert!(near(decay("Domain"), 0.95));
        assert!(near(decay("Vsids,7"), 0.7));
        assert!(near(decay("Vsids,-1"), 0.65535));
        assert_eq!(decay("Berkmin,7"), None);
    }

    #[test]
    fn dom_mod_values_as_clasp_reads_them() {
        for ok in [
            "level",
            "Level",
            "level,show",
            "level,scc,show",
            "pos,opt",
            "true,all",
            "1",
            "7,31",
            "no",
            "0",
            "off",
            "false",
            "False",
            "level,5",
            "level,0",
            "LEVEL,SHOW",
            "0x3",
            "level,0x10",
            "level,all,show",
        ] {
            assert!(parse_dom_mod(ok).is_some(), "{ok}");
        }
        for bad in [
            "neg,min",
            "8",
            "no,show",
            "level,32",
            "foo",
            "level,",
            " level",
            "level, show",
            "0,3",
            "no,",
            "NO",
            "level,1,show",
            "level,no",
            "level,-1",
            "yes",
        ] {
            assert!(parse_dom_mod(bad).is_none(), "{bad}");
        }
        assert_eq!(parse_dom_mod("false"), Some(None));
        let pick = parse_dom_mod("False,show,opt").unwrap().unwrap();
        assert_eq!(pick.modifier, DefaultModifierKind::False);
        assert!(pick.pick.show && pick.pick.opt && !pick.pick.scc);
    }
}
