//! clasp's lemma log (`--lemma-out`): the clauses the search learns from conflicts, written
//! as integrity constraints over the program's atoms, as aspif rules (`1 0 0 0 n l1 .. ln`
//! after an `asp 1 0 0` header, a `0` at the end) or as text (`:- a, not b.  %lbd = 2`,
//! `__atom(N)` for an atom without a name).
//!
//! A learnt clause is logged when its LBD is at most the limit, fewer than the most lemmas
//! have been logged, and each of its variables is an atom of the program (with
//! `shown_only`, a shown one): its negation is an integrity constraint over those atoms.
//! clasp also logs a clause over other variables (rule bodies, auxiliary atoms) after it
//! has resolved them away with their reasons; rasp leaves such clauses out, so it logs
//! fewer lemmas, each a consequence of the program as clasp's are.

use super::lit::Lit;
use crate::aspif::{GroundLit, GroundProgram};
use std::io::Write;
use std::sync::Mutex;

/// Which lemmas are logged, and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LemmaOptions {
    /// The largest LBD of a lemma logged (`--lemma-out-lbd`).
    pub max_lbd: u32,
    /// The most lemmas logged per solve step (`--lemma-out-max`).
    pub max_count: u32,
    /// Only lemmas over shown atoms (`--lemma-out-dom=output`).
    pub shown_only: bool,
    /// As text rather than aspif (`--lemma-out-txt`).
    pub text: bool,
}

impl Default for LemmaOptions {
    fn default() -> LemmaOptions {
        LemmaOptions {
            max_lbd: u32::MAX,
            max_count: u32::MAX,
            shown_only: false,
            text: false,
        }
    }
}

/// Where the lemmas of all solvers go.
pub struct LemmaLog {
    options: LemmaOptions,
    state: Mutex<LogState>,
}

struct LogState {
    out: Box<dyn Write + Send>,
    /// The lemmas logged in this step.
    logged: u32,
    /// The steps started.
    steps: u32,
    /// Whether the log is closed: nothing more is written.
    closed: bool,
}

impl std::fmt::Debug for LemmaLog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LemmaLog")
            .field("options", &self.options)
            .finish_non_exhaustive()
    }
}

impl LemmaLog {
    /// A log written to `out`.
    pub fn new(out: Box<dyn Write + Send>, options: LemmaOptions) -> LemmaLog {
        LemmaLog {
            options,
            state: Mutex::new(LogState {
                out,
                logged: 0,
                steps: 0,
                closed: false,
            }),
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, LogState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A solve step begins: aspif's header before the first (`incremental` for a
    /// multi-shot program), a `0` before the others.
    pub fn start_step(&self, incremental: bool) {
        let mut state = self.state();
        state.logged = 0;
        state.steps += 1;
        if !self.options.text {
            let line = match (state.steps, incremental) {
                (1, true) => "asp 1 0 0 incremental\n",
                (1, false) => "asp 1 0 0\n",
                _ => "0\n",
            };
            let _ = state.out.write_all(line.as_bytes());
        }
    }

    /// The end of the log: aspif's final `0`.
    pub fn close(&self) {
        let mut state = self.state();
        if state.closed {
            return;
        }
        state.closed = true;
        if !self.options.text && state.steps > 0 {
            let _ = state.out.write_all(b"0\n");
        }
        let _ = state.out.flush();
    }
}

/// What a solver needs to log its lemmas: its variables' atoms and names.
#[derive(Clone, Debug)]
pub(super) struct LemmaSink {
    log: std::sync::Arc<LemmaLog>,
    /// By variable: the atom literal its positive literal is (0: none, or not logged).
    atoms: Vec<i32>,
    /// By variable: the shown name of its positive literal and whether it is negated.
    names: Vec<Option<(std::sync::Arc<str>, bool)>>,
}

impl LemmaSink {
    /// The sink of a solver of `program` whose atom `a` is the literal `atom_lit[a]`, and
    /// whose atoms `1..=visible` are the program's own.
    pub fn new(
        log: std::sync::Arc<LemmaLog>,
        program: &GroundProgram,
        (atom_lit, visible): (&[Lit], u32),
        variables: usize,
    ) -> LemmaSink {
        let shown_only = log.options.shown_only;
        let mut names: Vec<Option<(std::sync::Arc<str>, bool)>> = vec![None; variables];
        let mut shown = vec![false; variables];
        for output in &program.outputs {
            if let &[g] = output.condition.as_slice() {
                let lit = super::translate::solver_lit(atom_lit, g);
                shown[lit.var().index()] = true;
                names[lit.var().index()] = Some((output.symbol.as_str().into(), lit.is_negative()));
            }
        }
        let mut atoms = vec![0i32; variables];
        for atom in 1..=visible.min(atom_lit.len().saturating_sub(1) as u32) {
            let lit = atom_lit[atom as usize];
            let v = lit.var().index();
            if v == 0 || (shown_only && !shown[v]) {
                continue;
            }
            let signed = if lit.is_negative() {
                -(atom as i32)
            } else {
                atom as i32
            };
            // The first atom, a positive one before a negative one, as clasp maps them.
            if atoms[v] == 0 || (signed > 0 && atoms[v] < 0) {
                atoms[v] = signed;
            }
        }
        LemmaSink { log, atoms, names }
    }

    /// Logs the clause `learnt` of LBD `lbd` if it qualifies.
    pub fn offer(&self, learnt: &[Lit], lbd: u32) {
        let options = &self.log.options;
        if lbd > options.max_lbd {
            return;
        }
        // The integrity constraint: the negations of the clause's literals.
        let mut body = Vec::with_capacity(learnt.len());
        for &l in learnt {
            let atom = self.atoms.get(l.var().index()).copied().unwrap_or(0);
            if atom == 0 {
                return;
            }
            let negated = !l.is_negative();
            body.push((
                l.var().index(),
                GroundLit(if negated { -atom } else { atom }),
            ));
        }
        let line = match options.text {
            true => self.text(&body, lbd),
            false => {
                let lits: Vec<String> = body.iter().map(|(_, g)| g.0.to_string()).collect();
                format!("1 0 0 0 {} {}\n", lits.len(), lits.join(" "))
            }
        };
        let mut state = self.log.state();
        if state.closed || state.logged >= options.max_count {
            return;
        }
        state.logged += 1;
        let _ = state.out.write_all(line.as_bytes());
    }

    /// `:- l1, ..., ln.  %lbd = N`: shown names where the variables have them.
    fn text(&self, body: &[(usize, GroundLit)], lbd: u32) -> String {
        let lits: Vec<String> = (body.iter())
            .map(|&(v, g)| match &self.names[v] {
                Some((name, negated)) => {
                    // `g` is the variable's literal when its atom literal is positive.
                    let var_negative = (g.0 < 0) != (self.atoms[v] < 0);
                    let not = if var_negative != *negated { "not " } else { "" };
                    format!("{not}{name}")
                }
                None => {
                    let not = if g.is_negative() { "not " } else { "" };
                    format!("{not}__atom({})", g.atom().0)
                }
            })
            .collect();
        format!(":- {}.  %lbd = {lbd}\n", lits.join(", "))
    }
}
