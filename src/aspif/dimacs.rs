//! Reading DIMACS CNF (`p cnf`) and weighted CNF (`p wcnf`), as `clingo --mode=clasp` reads
//! them, into a [`GroundProgram`].
//!
//! Comment lines start with `c`. The problem line `p cnf VARS CLAUSES` is followed by clauses,
//! each a list of non-zero literals ending in `0`. In `p wcnf VARS CLAUSES [TOP]` each clause
//! starts with its positive weight; a clause weighing `TOP` or more is hard, the others are
//! soft: a model pays the weight of each soft clause it violates.
//!
//! The translation: variable `v` is atom `v`, free to be true or false (one choice rule over
//! all variables); a hard clause is the integrity constraint that its literals are all false;
//! a soft clause gets a fresh atom that holds when the clause is violated, minimized with the
//! clause's weight. Models show the variables only ([`Cnf::variables`]), or, with clasp's
//! extensions ([`ext`], `--parse-ext`), what its `c output` lines say.

mod ext;

use super::read::ReadError;
use super::scan::Scanner;
use super::{AtomId, GroundLit, GroundProgram, HeadKind, Minimize, Rule, WeightedLit};

/// The largest variable (clasp's `VAR_MAX`, `2^28 - 1` less its reserved ones; rasp's atoms
/// allow more, the readers agree on this bound).
const MAX_VAR: u64 = (1 << 28) - 2;

/// A SAT problem as a ground program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cnf {
    /// Clauses as integrity constraints, soft clauses as a minimize statement.
    pub program: GroundProgram,
    /// The variables are atoms `1..=variables`; higher atoms are the translation's.
    pub variables: u32,
    /// The variables a model shows, after the shown names of the program's output table.
    pub shown: VarRange,
}

/// The variables `start..end` (clasp's output range of a SAT problem).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VarRange {
    /// The first variable.
    pub start: u32,
    /// One past the last.
    pub end: u32,
}

impl VarRange {
    /// No variable.
    pub const EMPTY: VarRange = VarRange { start: 0, end: 0 };

    /// The variables.
    pub fn atoms(self) -> impl Iterator<Item = AtomId> {
        (self.start..self.end).map(AtomId)
    }
}

/// How DIMACS input is read (clasp's parser options).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// `--parse-maxsat`: each clause of a `p cnf` problem is soft, of weight 1 (a model
    /// violates as few as it can).
    pub maxsat: bool,
    /// `--parse-ext`: the directives of the comment lines after the problem line ([`ext`]).
    pub extensions: bool,
}

/// Parses DIMACS text into a ground program.
pub fn read(text: &str, options: Options) -> Result<Cnf, ReadError> {
    let mut scan = Scanner::new(text);
    let Problem {
        weighted,
        variables,
        top,
    } = problem_line(&mut scan)?;
    let mut program = GroundProgram {
        atom_count: variables,
        ..GroundProgram::default()
    };
    let all: Vec<AtomId> = (1..=variables).map(AtomId).collect();
    program.rules.push(Rule {
        kind: HeadKind::Choice,
        head: &all,
        body: super::Body::Normal(&[]),
    });
    let mut shown = VarRange {
        start: 1,
        end: variables + 1,
    };
    if options.extensions {
        let extensions = ext::Extensions {
            scan: &mut scan,
            variables,
            program: &mut program,
            shown: &mut shown,
        };
        extensions.read()?;
    }
    let mut soft = Vec::new();
    let mut body = Vec::new();
    loop {
        skip_comments(&mut scan);
        if scan.at_end() {
            break;
        }
        let weight = if weighted {
            let w = scan.int("wcnf: positive clause weight expected")?;
            if w <= 0 {
                return Err(scan.error("wcnf: positive clause weight expected"));
            }
            Some(w)
        } else {
            options.maxsat.then_some(1)
        };
        clause_body(&mut scan, variables, &mut body)?;
        match weight {
            Some(w) if top.is_none_or(|top| w < top) => {
                let violated = program.new_atom();
                program.rules.push(Rule::normal(&[violated], &body));
                let weight = i32::try_from(w).map_err(|_| scan.error("invalid clause weight"))?;
                soft.push(WeightedLit {
                    lit: GroundLit::positive(violated),
                    weight,
                });
            }
            _ => program.rules.push(Rule::constraint(&body)),
        }
    }
    if !soft.is_empty() {
        program.minimize.push(Minimize {
            priority: 0,
            elements: soft,
        });
    }
    Ok(Cnf {
        program,
        variables,
        shown,
    })
}

/// The problem line.
struct Problem {
    /// `p wcnf` rather than `p cnf`.
    weighted: bool,
    /// The number of variables.
    variables: u32,
    /// The weight from which a clause is hard (`p wcnf` only; `None`: every clause is soft).
    top: Option<i64>,
}

/// Reads the comments and the problem line.
fn problem_line(scan: &mut Scanner) -> Result<Problem, ReadError> {
    skip_comments(scan);
    if !scan.keyword("p") {
        return Err(scan.error("missing problem line"));
    }
    scan.skip_blanks();
    let weighted = if scan.keyword("wcnf") {
        true
    } else if scan.keyword("cnf") {
        false
    } else {
        return Err(scan.error("unrecognized format, [w]cnf expected"));
    };
    let variables = scan.unsigned(MAX_VAR, "#vars expected")? as u32;
    scan.unsigned(u64::from(u32::MAX), "#clauses expected")?;
    scan.skip_blanks();
    let header_rest = scan.rest_of_line().trim();
    let top = match header_rest {
        "" => None,
        _ if weighted => Some(
            header_rest
                .parse::<i64>()
                .map_err(|_| scan.error("invalid extra characters in problem line"))?,
        ),
        _ => return Err(scan.error("invalid extra characters in problem line")),
    };
    Ok(Problem {
        weighted,
        variables,
        top,
    })
}

/// Reads the literals of a clause up to its `0` into `body` as the body of the integrity
/// constraint that says they are all false.
fn clause_body(
    scan: &mut Scanner,
    variables: u32,
    body: &mut Vec<GroundLit>,
) -> Result<(), ReadError> {
    body.clear();
    loop {
        let lit = scan.int("invalid character in clause - '0' expected")?;
        if lit == 0 {
            return Ok(());
        }
        if lit.unsigned_abs() > u64::from(variables) {
            return Err(scan.error("invalid variable in clause"));
        }
        body.push(GroundLit(-(lit as i32)));
    }
}

/// Skips lines starting with `c`.
fn skip_comments(scan: &mut Scanner) {
    while scan.peek() == Some('c') {
        scan.rest_of_line();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::aspif::Body;

    #[test]
    fn clauses_become_constraints() {
        let cnf = read(
            "c a comment\np cnf 3 2\n1 -2 0\nc more\n2 3\n0\n",
            Options::default(),
        )
        .unwrap();
        assert_eq!(cnf.variables, 3);
        let p = &cnf.program;
        assert_eq!(p.rules.len(), 3);
        assert_eq!(p.rules.get(0).kind, HeadKind::Choice);
        assert_eq!(p.rules.get(0).head.len(), 3);
        assert_eq!(
            p.rules.get(1),
            Rule::constraint(&[GroundLit(-1), GroundLit(2)])
        );
        assert_eq!(
            p.rules.get(2),
            Rule::constraint(&[GroundLit(-2), GroundLit(-3)])
        );
    }

    #[test]
    fn soft_clauses_are_minimized() {
        let cnf = read(
            "p wcnf 2 3 10\n10 1 2 0\n3 -1 0\n4 -2 0\n",
            Options::default(),
        )
        .unwrap();
        let p = &cnf.program;
        assert_eq!(p.atom_count, 4);
        assert_eq!(p.rules.get(2), Rule::normal(&[AtomId(3)], &[GroundLit(1)]));
        assert_eq!(p.rules.get(2).body, Body::Normal(&[GroundLit(1)]));
        assert_eq!(
            p.minimize[0].elements,
            vec![
                WeightedLit {
                    lit: GroundLit(3),
                    weight: 3
                },
                WeightedLit {
                    lit: GroundLit(4),
                    weight: 4
                }
            ]
        );
    }

    #[test]
    fn extension_lines_follow_the_problem_line() {
        let text = "p cnf 3 1\nc minweight 1 2 -x2 -3 0\nc project 1 2\nc heuristic 3 2 -5 7 -1\n\
                    c assume -3 0\nc other\nc output 2 two\nc output range 1 2\n1 2 0\n\
                    c assume 1 0\n";
        let extensions = Options {
            extensions: true,
            ..Options::default()
        };
        let cnf = read(text, extensions).unwrap();
        let p = &cnf.program;
        let weighted = |lit, weight| WeightedLit {
            lit: GroundLit(lit),
            weight,
        };
        assert_eq!(p.minimize[0].elements, [weighted(1, 2), weighted(-2, -3)]);
        assert_eq!(p.projection, Some(vec![AtomId(1), AtomId(2)]));
        assert_eq!(p.heuristics.len(), 1);
        let heuristic = &p.heuristics[0];
        assert_eq!(heuristic.modifier, crate::aspif::HeuristicModifier::Init);
        assert_eq!(
            (heuristic.atom, heuristic.value, heuristic.priority),
            (AtomId(2), -5, 7)
        );
        assert_eq!(heuristic.condition, [GroundLit(-1)]);
        // The assumption after the first clause is a comment.
        assert_eq!(p.assumptions, [GroundLit(-3)]);
        assert_eq!(p.outputs.len(), 1);
        assert_eq!(p.outputs[0].symbol, "two");
        assert_eq!(cnf.shown, VarRange { start: 1, end: 3 });
        let plain = read(text, Options::default()).unwrap();
        assert!(plain.program.minimize.is_empty() && plain.program.outputs.is_empty());
        assert_eq!(plain.shown, VarRange { start: 1, end: 4 });
    }

    #[test]
    fn malformed_input_is_an_error_with_a_line() {
        for (text, line, message) in [
            ("c x\n", 2, "missing problem line"),
            ("p knf 1 1\n", 1, "unrecognized format, [w]cnf expected"),
            ("p cnf 2 1\n1 3 0\n", 2, "invalid variable in clause"),
            (
                "p cnf 2 1 5\n",
                1,
                "invalid extra characters in problem line",
            ),
            (
                "p cnf 2 1\n1 x 0\n",
                2,
                "invalid character in clause - '0' expected",
            ),
            (
                "p wcnf 2 1\n0 1 0\n",
                2,
                "wcnf: positive clause weight expected",
            ),
        ] {
            let error = read(text, Options::default()).unwrap_err();
            assert_eq!(
                (error.line, error.message.as_str()),
                (line, message),
                "{text}"
            );
        }
    }
}
