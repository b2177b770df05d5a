//! The input given to the engine: ground input read (with `--compute` and `--lemma-in`
//! applied, as clasp applies them), or a logic program loaded and grounded.

use super::{Args, Grounding, Mode};
use crate::aspif::dimacs::VarRange;
use crate::diag::{Diagnostic, SourceMap};
use crate::engine::{Engine, EngineResult, Failure};
use crate::input::Input;

/// Gives the engine the input: a ground program (read), or a logic program parsed, checked
/// and grounded with the `-c` definitions, reporting messages as they come. Returns the
/// number of variables of DIMACS input (shown as clasp shows them), and the later steps of
/// an incremental ground program.
pub(super) fn ground_input(
    engine: &mut Engine,
    input: Input,
    args: &Args,
    options: crate::ground::GroundOptions<'_>,
    report: &mut dyn FnMut(&[Diagnostic], &SourceMap),
) -> Result<(Option<VarRange>, Vec<crate::aspif::GroundProgram>), Grounding> {
    let mut outcome = |engine: &Engine, outcome: EngineResult| match outcome {
        Ok(messages) => {
            report(&messages, engine.sources());
            Ok(())
        }
        Err(failed) => {
            report(&failed.messages, engine.sources());
            Err(match failed.failure {
                Failure::Interrupted => Grounding::Interrupted,
                failure => Grounding::Failed(failure.message().into_owned()),
            })
        }
    };
    for definition in &args.consts {
        let defined = engine.define(definition).map(|()| Vec::new());
        outcome(engine, defined)?;
    }
    match input {
        Input::Ground {
            program, warnings, ..
        } => {
            report(&warnings, engine.sources());
            let mut ground = program.map_err(Grounding::Failed)?;
            if args.mode == Mode::Clasp && ground.sat_variables.is_none() {
                force_computed(&mut ground.program, args.compute);
            }
            if args.mode == Mode::Clasp {
                (args.lemmas.read_into(&mut ground.program)).map_err(Grounding::Failed)?;
            }
            engine.set_ground(ground.program);
            Ok((ground.sat_variables, ground.steps))
        }
        Input::Unreadable(errors) => {
            report(&errors, engine.sources());
            Err(Grounding::Failed(Failure::Parsing.message().into_owned()))
        }
        Input::Program(files) => {
            let loaded = engine.load(&files);
            outcome(engine, loaded)?;
            if let Some(shown) = &args.show_preds {
                engine.show_signatures(&shown.0);
            }
            if engine.incmode() {
                // Grounded step by step (`incmode::run`).
                return Ok((None, Vec::new()));
            }
            let grounded = engine.ground(options);
            outcome(engine, grounded)?;
            Ok((None, Vec::new()))
        }
    }
}

/// `--compute=<lit>` (clasp's, for ground input with `--mode=clasp`): the integrity
/// constraint that makes literal `lit` true (an atom beyond the program's is false, so that
/// the program has no model then); 0 or none: nothing.
fn force_computed(program: &mut crate::aspif::GroundProgram, compute: Option<i32>) {
    use crate::aspif::{AtomId, GroundLit, Rule};
    let Some(lit) = compute.filter(|&lit| lit != 0) else {
        return;
    };
    let atom = AtomId(lit.unsigned_abs());
    program.atom_count = program.atom_count.max(atom.0);
    let violated = match lit > 0 {
        true => GroundLit::negative(atom),
        false => GroundLit::positive(atom),
    };
    program.rules.push(Rule::constraint(&[violated]));
}
