//! `:solve [N] [OPTIONS]`, with clingo's options of reasoning: the number of answer sets
//! (`N`, `-n N`, `--models=N`), brave and cautious consequences (`-e brave|cautious`,
//! `--enum-mode=...`), the optimization mode (`--opt-mode=opt|optN|enum|ignore`) and
//! projection (`--project`), and constants for this solve only (`-c NAME=TERM`). The
//! answers are printed as clingo prints them, without times.

use super::{Session, const_definition, report, set_const};
use crate::api::{
    Answer, ConsequenceKind, EnumMode, Enumeration, Error, Ground, OptMode, Optimization,
    SolveOptions, SolveResult,
};
use std::fmt::Write;
use std::sync::atomic::Ordering;
use std::time::Instant;

/// What `:solve` was asked for.
#[derive(Debug, Default, PartialEq, Eq)]
struct Request {
    /// How many answer sets (`None`: clingo's default, 1, or all when optimizing; 0: all).
    limit: Option<u64>,
    consequences: Option<ConsequenceKind>,
    /// `None`: ignore the minimize statements.
    optimize: Option<OptMode>,
    /// Whether `--opt-mode` was given (consequences are otherwise those of the optimal
    /// answer sets).
    opt_mode_given: bool,
    project: bool,
    /// `-c NAME=TERM`: constants for this solve (the session's are restored after it).
    consts: Vec<(String, String)>,
}

/// The options `:solve` takes, for its error message.
const OPTIONS: &str =
    "N, -n N, -e brave|cautious, --opt-mode=opt|optN|enum|ignore, --project, -c NAME=TERM";

impl Request {
    fn parse(argument: &str) -> Result<Request, String> {
        let mut request = Request {
            optimize: Some(OptMode::Optimal),
            ..Request::default()
        };
        let mut words = argument.split_whitespace();
        while let Some(word) = words.next() {
            let (option, inline) = match word.split_once('=') {
                // `-c n=3`: the `=` is the constant's.
                _ if word == "-c" || word == "--const" => (word, None),
                Some(("--const", value)) => ("--const", Some(value)),
                _ if word.starts_with("-c") => ("-c", Some(&word[2..])),
                Some((option, value)) => (option, Some(value)),
                None if word.starts_with("-n") && word.len() > 2 => ("-n", Some(&word[2..])),
                None => (word, None),
            };
            let mut value = || inline.or_else(|| words.next()).unwrap_or("");
            match option {
                "-n" | "--models" => request.limit = Some(count(value())?),
                "-e" | "--enum-mode" => {
                    request.consequences = match value() {
                        "brave" => Some(ConsequenceKind::Brave),
                        "cautious" => Some(ConsequenceKind::Cautious),
                        "bt" | "record" | "auto" => None,
                        other => return Err(format!("unknown enumeration mode `{other}`")),
                    }
                }
                "--opt-mode" => {
                    request.opt_mode_given = true;
                    request.optimize = match value() {
                        "opt" => Some(OptMode::Optimal),
                        "optN" => Some(OptMode::EnumerateOptimal),
                        "enum" => Some(OptMode::Bounded),
                        "ignore" => None,
                        other => return Err(format!("unknown optimization mode `{other}`")),
                    }
                }
                "--project" => request.project = true,
                "-c" | "--const" => {
                    let text = value();
                    let Some(definition) = const_definition(text) else {
                        return Err(format!("`{text}`: write -c NAME=TERM"));
                    };
                    set_const(&mut request.consts, definition);
                }
                number if number.chars().all(|c| c.is_ascii_digit()) => {
                    request.limit = Some(count(number)?);
                }
                other => return Err(format!("unknown option `{other}` (:solve takes {OPTIONS})")),
            }
        }
        Ok(request)
    }
}

impl Request {
    /// How the minimize statements restrict the answer sets of consequences: to the optimal
    /// ones unless `--opt-mode` says otherwise (as clingo's `--opt-mode=optN`; its default
    /// `opt` takes answer sets of decreasing cost, which depends on the order of the search).
    fn consequence_optimization(&self) -> Option<Optimization> {
        let mode = match (self.opt_mode_given, self.optimize) {
            (false, _) => OptMode::EnumerateOptimal,
            (true, None) => return None,
            (true, Some(mode)) => mode,
        };
        Some(Optimization {
            mode,
            ..Optimization::default()
        })
    }
}

fn count(text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| format!("`{text}` is not a number of answer sets"))
}

impl Session {
    /// `:solve [N] [OPTIONS]`: grounds and solves, showing the answers as clingo does.
    pub(super) fn solve(&mut self, argument: &str, out: &mut String) {
        let request = match Request::parse(argument) {
            Ok(request) => request,
            Err(message) => {
                let _ = writeln!(out, "error: {message}");
                return;
            }
        };
        if request.consts.is_empty() {
            return self.solve_request(&request, out);
        }
        // The constants hold for this solve: the program is grounded with them, and again
        // without them at the next solve.
        let session = self.consts.clone();
        for definition in &request.consts {
            set_const(&mut self.consts, definition.clone());
        }
        self.invalidate();
        match self.control(out).check() {
            Ok(()) => self.solve_request(&request, out),
            Err(e) => report(&e, out),
        }
        self.consts = session;
        self.invalidate();
    }

    fn solve_request(&mut self, request: &Request, out: &mut String) {
        self.solved = None;
        self.answers.clear();
        self.statistics.clear();
        let start = Instant::now();
        let interrupt = self.interrupt.clone();
        let Some(ground) = self.grounded(out) else {
            return;
        };
        let grounded = start.elapsed();
        interrupt.store(false, Ordering::SeqCst);
        let options = SolveOptions {
            interrupt: Some(interrupt),
            ..SolveOptions::default()
        };
        if let Some(kind) = request.consequences {
            let how = request.consequence_optimization();
            return consequences(ground, &options, (kind, how.as_ref()), out);
        }
        let mut answers = Vec::new();
        let outcome = run(ground, &options, request, &mut answers, out);
        match outcome {
            Err(e) => report(&e, out),
            Ok((result, optimal)) => {
                let verdict = match (result, optimal) {
                    (SolveResult::Interrupted { .. }, _) => "INTERRUPTED",
                    (SolveResult::Unsatisfiable, _) => "UNSATISFIABLE",
                    (_, Some(true)) => "OPTIMUM FOUND",
                    _ => "SATISFIABLE",
                };
                let more = match result {
                    SolveResult::Satisfiable {
                        exhausted: false, ..
                    }
                    | SolveResult::Interrupted { .. } => "+",
                    _ => "",
                };
                let _ = writeln!(out, "{verdict}\nModels: {}{more}", result.models());
            }
        }
        let program = ground.program();
        let (atoms, rules) = (program.atom_count, program.rules.len());
        let _ = writeln!(
            self.statistics,
            "Grounding: {:.3}s\nSolving  : {:.3}s\nAtoms    : {atoms}\nRules    : {rules}\n\
             Models   : {}",
            grounded.as_secs_f64(),
            (start.elapsed() - grounded).as_secs_f64(),
            answers.len()
        );
        self.answers = answers;
    }
}

/// Enumerates or optimizes as `request` says, printing each answer set to `out` and
/// keeping it in `answers`; returns how the search ended and, when optimizing, whether the
/// optimum was proven.
fn run(
    ground: &mut Ground,
    options: &SolveOptions,
    request: &Request,
    answers: &mut Vec<Answer>,
    out: &mut String,
) -> Result<(SolveResult, Option<bool>), Error> {
    let optimize = request
        .optimize
        .filter(|_| !ground.program().minimize.is_empty());
    let limit = request
        .limit
        .unwrap_or(if optimize.is_some() { 0 } else { 1 });
    let mut optimal = 0;
    let mut on_answer = |answer: Answer| {
        let _ = writeln!(out, "Answer: {}", answer.number);
        let atoms: Vec<String> = answer.atoms.iter().map(|a| a.to_string()).collect();
        let _ = writeln!(out, "{}", atoms.join(" "));
        if optimize.is_some() {
            let costs: Vec<String> = answer.costs.iter().map(|c| c.to_string()).collect();
            let _ = writeln!(out, "Optimization: {}", costs.join(" "));
        }
        optimal += u64::from(answer.optimal);
        answers.push(answer);
        // With optN the limit counts the optimal answer sets.
        optimize != Some(OptMode::EnumerateOptimal) || limit == 0 || optimal < limit
    };
    let enumeration = Enumeration {
        mode: EnumMode::default(),
        projection: request.project.then(|| ground.projection()),
        count_only: false,
    };
    match optimize {
        None => ground
            .enumerate(options, &enumeration, limit, &mut on_answer)
            .map(|result| (result, None)),
        Some(mode) => {
            let how = Optimization {
                mode,
                enumeration,
                ..Optimization::default()
            };
            let limit = if mode == OptMode::EnumerateOptimal {
                0
            } else {
                limit
            };
            ground
                .optimize(options, &how, limit, &mut on_answer)
                .map(|r| (r.result, (mode != OptMode::Bounded).then_some(r.proven)))
        }
    }
}

/// `-e brave|cautious`: the atoms true in some, or in every, answer set (with minimize
/// statements, of those that `how` says).
fn consequences(
    ground: &mut Ground,
    options: &SolveOptions,
    (kind, how): (ConsequenceKind, Option<&Optimization>),
    out: &mut String,
) {
    let (name, meaning) = match kind {
        ConsequenceKind::Brave => ("Brave", "in some"),
        ConsequenceKind::Cautious => ("Cautious", "in every"),
    };
    let optimizing = how.is_some() && !ground.program().minimize.is_empty();
    let (which, after) = match how.map(|how| how.mode) {
        Some(OptMode::EnumerateOptimal) if optimizing => (" optimal", ""),
        Some(OptMode::Optimal) if optimizing => (
            "",
            " of decreasing cost, as clingo's --opt-mode=opt: the result depends on the \
             order of the search",
        ),
        Some(OptMode::Bounded) if optimizing => ("", " within the bound"),
        _ => ("", ""),
    };
    let found = match ground.optimized_consequences(options, kind, how) {
        Err(e) => return report(&e, out),
        Ok(found) => found,
    };
    match (found.result, found.atoms) {
        (SolveResult::Interrupted { .. }, _) => out.push_str("INTERRUPTED\n"),
        (_, None) => out.push_str("UNSATISFIABLE\n"),
        (_, Some(atoms)) => {
            let atoms: Vec<String> = atoms.iter().map(|a| a.to_string()).collect();
            let _ = writeln!(
                out,
                "{name} consequences (true {meaning}{which} answer set{after}):"
            );
            let _ = writeln!(out, "{}", atoms.join(" "));
            if optimizing {
                let costs: Vec<String> = found.costs.iter().map(|c| c.to_string()).collect();
                let _ = writeln!(out, "Optimization: {}", costs.join(" "));
            }
            let verdict = match found.optimal {
                true => "OPTIMUM FOUND",
                false => "SATISFIABLE",
            };
            let _ = writeln!(out, "{verdict}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_read_as_clingo_spells_them() {
        let parsed = Request::parse("3 -e brave --opt-mode=optN --project").unwrap();
        assert_eq!(
            parsed,
            Request {
                limit: Some(3),
                consequences: Some(ConsequenceKind::Brave),
                optimize: Some(OptMode::EnumerateOptimal),
                opt_mode_given: true,
                project: true,
                consts: Vec::new(),
            }
        );
        let consts = |text| Request::parse(text).unwrap().consts;
        let n3 = vec![("n".to_string(), "3".to_string())];
        assert_eq!(consts("-c n=3"), n3);
        assert_eq!(consts("--const n=3"), n3);
        assert_eq!(consts("--const=n=3"), n3);
        assert_eq!(consts("-cn=3"), n3);
        assert_eq!(consts("-c n=2 -c n=3"), n3);
        assert!(Request::parse("-c n").is_err());
        assert_eq!(Request::parse("-n5").unwrap().limit, Some(5));
        assert_eq!(Request::parse("-n 0").unwrap().limit, Some(0));
        assert_eq!(Request::parse("--models=2").unwrap().limit, Some(2));
        assert_eq!(Request::parse("--opt-mode=ignore").unwrap().optimize, None);
        assert!(Request::parse("-e nope").is_err());
        assert!(
            Request::parse("--frobnicate")
                .unwrap_err()
                .contains(OPTIONS)
        );
    }
}
