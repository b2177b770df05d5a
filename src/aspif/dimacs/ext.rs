//! clasp's extensions of DIMACS input, read with `--parse-ext` (clasp's `SatReader::parseExt`):
//! directives in the comment lines right after the problem line, up to the first line that
//! does not start with `c ` (later comments are only comments). Each is `c KEYWORD ...`:
//!
//! - `c minweight L1 W1 L2 W2 ... 0`: the cost of each literal `Li` true is `Wi` (a minimize
//!   statement at priority 0, adding up with the soft clauses of `p wcnf`);
//! - `c project V1 V2 ... [0]`: projection variables (used by `--project`);
//! - `c heuristic TYPE V BIAS PRIO COND`: a domain heuristic modifier (aspif's codes: 0 level,
//!   1 sign, 2 factor, 3 init, 4 true, 5 false) for variable `V` under literal `COND` (used by
//!   `--heuristic=Domain`);
//! - `c assume L1 L2 ... [0]`: literals assumed true;
//! - `c output L NAME`: `NAME` (the rest of the line) is shown when literal `L` holds;
//!   `c output range LO HI`: the variables shown are `LO..=HI`. The first `output` line shows
//!   no variables but those of a later `range`;
//! - `c graph N`, then `c node ...` lines (ignored), `c arc L U V` lines and `c endgraph`: the
//!   edges `U -> V` (nodes `0..=N`) of a graph that must stay acyclic, each present when `L`
//!   holds.
//!
//! Other `c ` lines are skipped. A literal is an integer, optionally written `xV` or `-xV`;
//! variable 0 is clasp's constant: `0` is true (it ends the lists), `-0` false.

use super::VarRange;
use crate::aspif::read::ReadError;
use crate::aspif::scan::Scanner;
use crate::aspif::{
    AtomId, Edge, GroundLit, GroundProgram, Heuristic, HeuristicModifier, Minimize, Output, Rule,
    WeightedLit,
};

/// A literal of an extension line, as clasp reads it: variable 0 is the constant true.
#[derive(Clone, Copy)]
struct ExtLit {
    var: u32,
    negative: bool,
}

impl ExtLit {
    /// clasp's `lit_true()`: `0`, which ends the lists of literals.
    fn is_true(self) -> bool {
        self.var == 0 && !self.negative
    }

    /// The literal as a condition: empty when always true, `None` when never.
    fn condition(self) -> Option<Vec<GroundLit>> {
        match self.var {
            0 if self.negative => None,
            0 => Some(Vec::new()),
            _ => Some(vec![self.ground()]),
        }
    }

    /// The literal of a variable other than 0.
    fn ground(self) -> GroundLit {
        let atom = AtomId(self.var);
        match self.negative {
            true => GroundLit::negative(atom),
            false => GroundLit::positive(atom),
        }
    }
}

/// The reader of the extension lines of a DIMACS input with `variables` variables.
pub(super) struct Extensions<'s, 't> {
    pub scan: &'s mut Scanner<'t>,
    pub variables: u32,
    pub program: &'s mut GroundProgram,
    /// The variables shown.
    pub shown: &'s mut VarRange,
}

impl Extensions<'_, '_> {
    /// Reads the extension lines that follow the problem line.
    pub fn read(mut self) -> Result<(), ReadError> {
        let (mut graph, mut output) = (false, false);
        while self.scan.keyword("c ") {
            if self.scan.keyword("graph ") {
                if graph {
                    return Err(self.scan.error("graph: only one graph supported"));
                }
                graph = true;
                self.graph()?;
            } else if self.scan.keyword("minweight ") {
                self.minweight()?;
            } else if self.scan.keyword("project ") {
                self.project()?;
            } else if self.scan.keyword("heuristic ") {
                self.heuristic()?;
            } else if self.scan.keyword("assume ") {
                self.assume()?;
            } else if self.scan.keyword("output ") {
                if !output {
                    *self.shown = VarRange::EMPTY;
                    output = true;
                }
                self.output()?;
            } else {
                self.scan.rest_of_line();
            }
        }
        Ok(())
    }

    /// A literal: blanks, an optional `-`, an optional `x`, a variable in `0..=variables`.
    fn lit(&mut self) -> Result<ExtLit, ReadError> {
        self.scan.skip_blanks();
        let negative = self.scan.eat('-');
        self.scan.eat('x');
        let var = self
            .scan
            .unsigned(u64::from(self.variables), "identifier expected")?;
        Ok(ExtLit {
            var: var as u32,
            negative,
        })
    }

    /// An integer in `min..=max`.
    fn int(&mut self, (min, max): (i64, i64), what: &str) -> Result<i64, ReadError> {
        let value = self.scan.int(what)?;
        match (min..=max).contains(&value) {
            true => Ok(value),
            false => Err(self.scan.error(what)),
        }
    }

    /// The literals up to `0` or the end of the line, each read by `each` (with `skip_rest`,
    /// the rest of the line after a `0` is skipped).
    fn list(
        &mut self,
        skip_rest: bool,
        mut each: impl FnMut(&mut Self, ExtLit) -> Result<(), ReadError>,
    ) -> Result<(), ReadError> {
        let line = self.scan.line();
        loop {
            self.scan.skip_whitespace();
            if self.scan.line() != line {
                return Ok(());
            }
            let lit = self.lit()?;
            if lit.is_true() {
                if skip_rest {
                    self.scan.rest_of_line();
                }
                return Ok(());
            }
            each(self, lit)?;
        }
    }

    /// `minweight L1 W1 ... 0`.
    fn minweight(&mut self) -> Result<(), ReadError> {
        let mut elements = Vec::new();
        self.list(true, |ext, lit| {
            let range = (i64::from(i32::MIN), i64::from(i32::MAX));
            let weight = ext.int(range, "minweight: weight expected")? as i32;
            // `-0` is never true: it costs nothing.
            if lit.var != 0 {
                elements.push(WeightedLit {
                    lit: lit.ground(),
                    weight,
                });
            }
            Ok(())
        })?;
        // clasp adds no objective for an empty line.
        if !elements.is_empty() {
            self.program.minimize.push(Minimize {
                priority: 0,
                elements,
            });
        }
        Ok(())
    }

    /// `project V1 ... 0`.
    fn project(&mut self) -> Result<(), ReadError> {
        self.list(false, |ext, lit| {
            if lit.negative {
                return Err(ext.scan.error("project: positive literal expected"));
            }
            let projection = ext.program.projection.get_or_insert_with(Vec::new);
            projection.push(AtomId(lit.var));
            Ok(())
        })
    }

    /// `assume L1 ... 0`.
    fn assume(&mut self) -> Result<(), ReadError> {
        self.list(false, |ext, lit| {
            match lit.var {
                // Assuming the constant false: no model.
                0 => ext.program.rules.push(Rule::constraint(&[])),
                _ => ext.program.assumptions.push(lit.ground()),
            }
            Ok(())
        })
    }

    /// `heuristic TYPE V BIAS PRIO COND`.
    fn heuristic(&mut self) -> Result<(), ReadError> {
        let code = self.scan.unsigned(5, "heuristic: modifier expected")?;
        let atom = self.lit()?;
        if atom.negative {
            return Err(self.scan.error("heuristic: positive literal expected"));
        }
        let range = (i64::from(i16::MIN), i64::from(i16::MAX));
        let value = self.int(range, "heuristic: bias expected")? as i32;
        let priority = self.int((0, i64::from(u16::MAX)), "heuristic: priority expected")? as u32;
        let condition = self.lit()?.condition();
        if let (Some(condition), true) = (condition, atom.var != 0) {
            self.program.heuristics.push(Heuristic {
                modifier: HeuristicModifier::ALL[code as usize],
                atom: AtomId(atom.var),
                value,
                priority,
                condition,
            });
        }
        Ok(())
    }

    /// `output range LO HI` or `output L NAME`.
    fn output(&mut self) -> Result<(), ReadError> {
        if self.scan.keyword("range ") {
            let (low, high) = (self.lit()?, self.lit()?);
            if low.var > high.var {
                return Err(self.scan.error("output: invalid range"));
            }
            *self.shown = VarRange {
                start: low.var,
                end: high.var + 1,
            };
            return Ok(());
        }
        let condition = self.lit()?.condition();
        while self.scan.eat(' ') {}
        let name = self.scan.rest_of_line().trim_end_matches([' ', '\t']);
        if let Some(condition) = condition {
            self.program.outputs.push(Output {
                symbol: name.to_string(),
                condition,
            });
        }
        Ok(())
    }

    /// `graph N` up to `c endgraph`.
    fn graph(&mut self) -> Result<(), ReadError> {
        let nodes = self.scan.unsigned(
            u64::from(u32::MAX),
            "graph: positive number of nodes expected",
        )?;
        while self.scan.keyword("c ") {
            if self.scan.keyword("node ") {
                self.scan.rest_of_line();
            } else if self.scan.keyword("arc ") {
                let condition = self.lit()?.condition();
                let from = self.scan.unsigned(nodes, "graph: invalid start node")?;
                let to = self.scan.unsigned(nodes, "graph: invalid end node")?;
                if let Some(condition) = condition {
                    self.program.edges.push(Edge {
                        from: node(from, self.scan)?,
                        to: node(to, self.scan)?,
                        condition,
                    });
                }
            } else if self.scan.keyword("endgraph") {
                return Ok(());
            } else {
                break;
            }
        }
        Err(self.scan.error("graph: endgraph expected"))
    }
}

/// A node of the graph as an edge's end (rasp's edges have `i32` nodes).
fn node(n: u64, scan: &Scanner) -> Result<i32, ReadError> {
    i32::try_from(n).map_err(|_| scan.error("graph: node out of range"))
}
