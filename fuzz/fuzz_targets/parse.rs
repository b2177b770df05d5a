//! The parser alone: any text parses to a program or to clingo-style errors (rendered), and a
//! parsed program prints; nothing panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rasp::diag::SourceMap;

const MAX_INPUT: usize = 4096;

fuzz_target!(|data: &[u8]| {
    let Some(text) = rasp_fuzz::text(data, MAX_INPUT) else {
        return;
    };
    let mut sources = SourceMap::new();
    let file = sources.add("-", text);
    match rasp::syntax::parse(text, file) {
        Ok(program) => {
            let _ = program.to_string();
        }
        Err(errors) => {
            for e in errors {
                let _ = e.render(&sources);
            }
        }
    }
});
