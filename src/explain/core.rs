//! For an unsatisfiable program, a minimal set of its statements that cannot hold together,
//! with their places and text (`:unsat`, `--explain`).
//!
//! The core is looked for among the constraints first, the rules and facts of the program
//! kept as its background; only if the program is unsatisfiable without any constraint, among
//! the constraints and rules (the facts kept); only if the facts alone are, among all
//! statements (but `#const`, `#include`, `#program` and other directives, which stay). So a
//! core says which constraints conflict, not that leaving out a fact would make a constraint
//! fail earlier. The candidates are shrunk as `shrink.rs` does, to a core that is
//! unsatisfiable and satisfiable without any one of its statements. Each test grounds and
//! solves the remaining program again; a left-out statement is replaced by blanks, so that
//! the places in messages stay those of the program.
//!
//! The program's statements, read from its sources as the cores read them, also answer
//! `:whynot` for an atom the grounder never met: the rules whose head has its predicate.

use super::instances::Instances;
use super::shrink::{Verdict, shrink};
use super::support::{PLACE_COMMENT, find_atom};
use super::{Program, Source};
use crate::api::{SolveOptions, SolveResult};
use crate::aspif::GroundLit;
use crate::diag::FileId;
use crate::syntax::{self, ast, ast::StatementKind};
use std::fmt::Write;
use std::sync::atomic::Ordering;

/// A statement that a core may leave out: its source and byte range, and what it is.
struct Piece {
    source: usize,
    start: usize,
    end: usize,
    kind: Kind,
}

/// What a statement is, in the order in which cores take them in.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    Constraint,
    Rule,
    Fact,
}

/// The stages: the kinds of statements the core is made of, named for the message, and
/// its background.
const STAGES: [(Kind, Stage); 3] = [
    (
        Kind::Constraint,
        Stage("constraint(s)", " with the rules and facts"),
    ),
    (
        Kind::Rule,
        Stage("rule(s) and constraint(s)", " with the facts"),
    ),
    (Kind::Fact, Stage("statement(s)", "")),
];

/// What a core is made of and its background, for the message.
#[derive(Clone, Copy)]
struct Stage(&'static str, &'static str);

/// A core: its stage, and its statements, one line each with its place.
struct Core {
    stage: Stage,
    lines: Vec<String>,
}

impl Program {
    /// `:unsat`: the core of the unsatisfiable program, after `prefix`; or that the program is
    /// not unsatisfiable, or that the search was interrupted.
    pub(crate) fn unsat(&self, prefix: &str, out: &mut String) {
        match self.unsatisfiable_core(None) {
            None => out.push_str("INTERRUPTED\n"),
            Some(None) => out.push_str("the program is not unsatisfiable (see :solve)\n"),
            Some(Some(Core { stage, lines })) => {
                let _ = writeln!(
                    out,
                    "{prefix}these {} {} cannot hold together{} (without any one of them the \
                     program is satisfiable):",
                    lines.len(),
                    stage.0,
                    stage.1
                );
                out.push_str(&lines.concat());
                self.instance_core(None, &lines, "cannot hold together", out);
            }
        }
    }

    /// Why the chosen atom `atom` (as printed) is in every answer set, if it is: the core
    /// of the program with `:- ATOM.` added.
    pub(crate) fn forced(&self, atom: &str, out: &mut String) {
        match self.unsatisfiable_core(Some(&format!(":- {atom}."))) {
            None => out.push_str("INTERRUPTED\n"),
            Some(None) => {
                let _ = writeln!(out, "{atom} is not in every answer set");
            }
            Some(Some(Core { stage, lines })) => {
                let _ = writeln!(
                    out,
                    "{atom} is in every answer set: these {} {} require it{} (without any one \
                     of them, it is not):",
                    lines.len(),
                    stage.0,
                    stage.1
                );
                out.push_str(&lines.concat());
                self.instance_core(Some(atom), &lines, "require it", out);
            }
        }
    }

    /// The core over the ground instances of the constraints (with `atom` false, if
    /// given), if there is one and it says more than the core of statements `lines`.
    fn instance_core(&self, atom: Option<&str>, lines: &[String], verb: &str, out: &mut String) {
        let Some(ground) = self.ground_named() else {
            return;
        };
        let assumed = match atom.map(|atom| find_atom(ground.names(), atom)) {
            None => Vec::new(),
            Some(Some(id)) => vec![GroundLit::negative(id)],
            Some(None) => return,
        };
        let options = SolveOptions {
            interrupt: Some(self.interrupt.clone()),
            ..SolveOptions::default()
        };
        let compact = |text: &str| text.split_whitespace().collect::<String>();
        let statements: Vec<String> = lines
            .iter()
            .filter_map(|line| line.split_once(": ").map(|(_, text)| compact(text)))
            .collect();
        let same = |blocks: &[String]| {
            blocks.len() == statements.len()
                && blocks.iter().all(|block| {
                    // Without the place of its statement, a comment after the rule.
                    let rule = block.split(PLACE_COMMENT).next().unwrap_or(block);
                    block.lines().count() == 1 && statements.contains(&compact(rule))
                })
        };
        if let Some(blocks) = Instances::new(&ground)
            .core(&assumed, &options)
            .filter(|blocks| !blocks.is_empty() && !same(blocks))
        {
            let _ = writeln!(
                out,
                "in the ground program, these {} constraint instance(s) {verb}:",
                blocks.len()
            );
            out.push_str(&blocks.concat());
        }
    }

    /// The core of the program (with the statement `extra` added, which stays); `None`
    /// inside if the program is not unsatisfiable; `None` if interrupted.
    fn unsatisfiable_core(&self, extra: Option<&str>) -> Option<Option<Core>> {
        let pieces = pieces(&self.sources);
        let added;
        let program = match extra {
            None => self,
            Some(text) => {
                let mut sources = self.sources.clone();
                sources.push(Source {
                    name: "<added>".to_string(),
                    text: text.to_string(),
                    other_part: false,
                });
                added = Program {
                    sources,
                    consts: self.consts.clone(),
                    interrupt: self.interrupt.clone(),
                };
                &added
            }
        };
        self.interrupt.store(false, Ordering::SeqCst);
        let (kept, kind, stage) = program.core(&pieces)?;
        if kept.is_empty() {
            return Some(None);
        }
        let lines = pieces
            .iter()
            .zip(&kept)
            .filter(|(p, k)| **k && p.kind <= kind)
            .map(|(piece, _)| statement_line(&self.sources[piece.source], piece.start, piece.end))
            .collect();
        Some(Some(Core { stage, lines }))
    }

    /// The core: which of `pieces` it keeps (those of kinds up to the one returned; the
    /// others are its background), and its stage; nothing kept if the program is not
    /// unsatisfiable; `None` if interrupted.
    fn core(&self, pieces: &[Piece]) -> Option<(Vec<bool>, Kind, Stage)> {
        let mut kept = vec![true; pieces.len()];
        match self.test(pieces, &kept) {
            Verdict::Unsatisfiable => {}
            Verdict::Interrupted => return None,
            Verdict::Other => return Some((Vec::new(), Kind::Fact, STAGES[2].1)),
        }
        for (kind, stage) in STAGES {
            // The background of this stage: the statements of the later kinds.
            let background: Vec<bool> = pieces.iter().map(|p| p.kind > kind).collect();
            match self.test(pieces, &background) {
                Verdict::Interrupted => return None,
                Verdict::Unsatisfiable if kind != Kind::Fact => continue,
                _ => {}
            }
            let candidates: Vec<usize> = (0..pieces.len()).filter(|&i| !background[i]).collect();
            if !shrink(&candidates, &mut kept, |kept| self.test(pieces, kept)) {
                return None;
            }
            return Some((kept, kind, stage));
        }
        unreachable!("the last stage takes every statement")
    }

    /// Whether the program without the statements not `kept` is unsatisfiable.
    fn test(&self, pieces: &[Piece], kept: &[bool]) -> Verdict {
        let mut texts: Vec<Vec<u8>> = (self.sources.iter())
            .map(|s| s.text.clone().into_bytes())
            .collect();
        for (piece, _) in pieces.iter().zip(kept).filter(|(_, k)| !**k) {
            for byte in &mut texts[piece.source][piece.start..piece.end] {
                if *byte != b'\n' {
                    *byte = b' ';
                }
            }
        }
        let texts = (texts.into_iter())
            .map(|text| String::from_utf8(text).expect("ASCII blanks replace whole statements"));
        let Ok(mut ground) = self.control_of(texts).ground() else {
            return Verdict::Other;
        };
        let options = SolveOptions {
            interrupt: Some(self.interrupt.clone()),
            ..SolveOptions::default()
        };
        match ground.solve(&options, 1, |_| true) {
            Ok(SolveResult::Unsatisfiable) => Verdict::Unsatisfiable,
            Ok(SolveResult::Interrupted { .. }) => Verdict::Interrupted,
            _ => Verdict::Other,
        }
    }
}

impl Program {
    /// `:whynot` of an atom that is not in the ground program: the rules whose head has an
    /// atom of its predicate (`name`, classically negated if `negative`, of `arity`).
    pub(super) fn rules_for(&self, name: &str, negative: bool, arity: usize, out: &mut String) {
        let predicate = format!("{}{name}/{arity}", if negative { "-" } else { "" });
        let mut lines = Vec::new();
        for source in &self.sources {
            let Ok(program) = syntax::parse(&source.text, FileId(0)) else {
                continue;
            };
            for statement in program.statements {
                let StatementKind::Rule(rule) = &statement.kind else {
                    continue;
                };
                let derives = (rule.head.iter().flat_map(ast::Head::atoms)).any(|atom| {
                    atom.name == name
                        && atom.negative == negative
                        && atom.pool.iter().any(|args| args.len() == arity)
                });
                if derives {
                    let span = statement.span;
                    lines.push(statement_line(
                        source,
                        span.start as usize,
                        span.end as usize,
                    ));
                }
            }
        }
        if lines.is_empty() {
            let _ = writeln!(out, "no rule has {predicate} in its head");
        } else {
            let _ = writeln!(
                out,
                "the rules with {predicate} in their head (the grounder found no instance of \
                 them whose body can hold for it):"
            );
            out.push_str(&lines.concat());
        }
    }
}

/// A statement (bytes `start..end` of `source`) in one line, after its place.
fn statement_line(source: &Source, start: usize, end: usize) -> String {
    let before = &source.text[..start];
    let line = before.matches('\n').count() + 1;
    let column = start - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    let text: Vec<&str> = source.text[start..end].split_whitespace().collect();
    format!("{}:{line}:{column}: {}\n", source.name, text.join(" "))
}

/// The statements of the sources that a core may leave out.
fn pieces(sources: &[Source]) -> Vec<Piece> {
    let mut pieces = Vec::new();
    for (index, source) in sources.iter().enumerate() {
        let Ok(program) = syntax::parse(&source.text, FileId(0)) else {
            continue;
        };
        for statement in program.statements {
            let kind = match &statement.kind {
                StatementKind::Rule(rule) => match (&rule.head, rule.body.is_empty()) {
                    (None, _) => Kind::Constraint,
                    (Some(ast::Head::Literal(_)), true) => Kind::Fact,
                    _ => Kind::Rule,
                },
                StatementKind::Facts(block) => {
                    pieces.extend(block.facts.iter().map(|fact| Piece {
                        source: index,
                        start: fact.start as usize,
                        end: fact.end as usize,
                        kind: Kind::Fact,
                    }));
                    continue;
                }
                _ => continue,
            };
            pieces.push(Piece {
                source: index,
                start: statement.span.start as usize,
                end: statement.span.end as usize,
                kind,
            });
        }
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    /// On every unsatisfiable golden program (89, clingo's tests among them; see
    /// `golden_programs`): the core (with its background) is unsatisfiable, and without any
    /// one of its statements the program is satisfiable.
    #[test]
    fn cores_are_unsatisfiable_and_minimal_on_the_golden_programs() {
        let mut checked = 0;
        let unsatisfiable = super::super::golden_programs()
            .into_iter()
            .filter(|(p, _)| {
                std::fs::read_to_string(p.with_extension("sol"))
                    .is_ok_and(|s| s.contains("UNSATISFIABLE"))
            });
        for (path, consts) in unsatisfiable {
            let program = Program {
                sources: vec![Source {
                    name: path.display().to_string(),
                    text: std::fs::read_to_string(&path).unwrap(),
                    other_part: false,
                }],
                consts,
                interrupt: Arc::new(AtomicBool::new(false)),
            };
            let pieces = pieces(&program.sources);
            let (kept, kind, _) = program.core(&pieces).expect("not interrupted");
            if kept.is_empty() {
                continue;
            }
            let mut kept = kept;
            let name = path.display();
            assert!(
                program.test(&pieces, &kept) == Verdict::Unsatisfiable,
                "{name}: the core is satisfiable"
            );
            let core: Vec<usize> = (0..kept.len())
                .filter(|&i| kept[i] && pieces[i].kind <= kind)
                .collect();
            for i in core {
                kept[i] = false;
                assert!(
                    program.test(&pieces, &kept) == Verdict::Other,
                    "{name}: statement {i} is not needed"
                );
                kept[i] = true;
            }
            checked += 1;
        }
        assert!(checked >= 80, "{checked}");
    }
}
