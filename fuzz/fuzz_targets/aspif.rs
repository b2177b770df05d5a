//! The aspif reader and the solver (`rasp --mode=clasp`): any text is read as an aspif
//! program or rejected with an error; a program read is written back (as aspif and as text)
//! and solved, with a small time budget.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rasp::solve::{SolveOptions, Solver};

const MAX_INPUT: usize = 4096;
/// Atom ids above this are refused (an aspif line may name atom 4000000000; the solver then
/// allocates for every id below it, which is not what this target looks for).
const MAX_ATOM: u32 = 10_000;

fuzz_target!(|data: &[u8]| {
    let Some(text) = rasp_fuzz::text(data, MAX_INPUT) else {
        return;
    };
    let Ok(program) = rasp::aspif::read::read(text) else {
        return;
    };
    if program.atom_count > MAX_ATOM {
        return;
    }
    let _ = rasp::aspif::write::write(&program);
    let _ = rasp::aspif::text::write(&program, &[]);
    rasp_fuzz::with_interrupt(|interrupt| {
        let options = SolveOptions {
            interrupt: Some(interrupt),
            ..SolveOptions::default()
        };
        if let Ok(mut solver) = Solver::new(&program, &options) {
            let mut models = 0;
            let _ = solver.solve(&mut |model| {
                let _ = model.shown(&program);
                models += 1;
                models < 20
            });
        }
    });
});
