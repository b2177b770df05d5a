//! The whole pipeline as the `rasp` command runs it (parse, check, ground, solve, print):
//! the first byte of the input picks the command line (solving with enumeration,
//! optimization, consequences or projection, `--mode=gringo`, `--text`, JSON output), the
//! rest is the program. Solving stops after a small time budget; grounding has none, so the
//! input is capped and run with libFuzzer's `-timeout` (see fuzz/README.md).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rasp::cli::Args;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

const MAX_INPUT: usize = 1024;

/// Command lines, chosen by the first byte of the input.
const COMMAND_LINES: &[&[&str]] = &[
    &["0"],
    &["--mode=gringo"],
    &["--text"],
    &["0", "--outf=2"],
    &["0", "--opt-mode=optN"],
    &["0", "--enum-mode=brave"],
    &["0", "--enum-mode=cautious"],
    &["0", "--project"],
    &["3", "--opt-mode=enum", "-V0"],
    &["0", "--opt-strategy=usc", "--stats"],
];

fuzz_target!(|data: &[u8]| {
    let Some((&choice, program)) = data.split_first() else {
        return;
    };
    let Some(text) = rasp_fuzz::text(program, MAX_INPUT) else {
        return;
    };
    // An `#include` would read files of this machine (or block on a device).
    if text.contains("include") {
        return;
    }
    let path = std::env::temp_dir().join(format!("rasp-fuzz-{}.lp", std::process::id()));
    std::fs::write(&path, text).expect("write the input file");
    let mut argv = vec!["rasp".to_string(), path.display().to_string()];
    let options = COMMAND_LINES[choice as usize % COMMAND_LINES.len()];
    argv.extend(options.iter().map(|s| s.to_string()));
    let args = Args::parse_command_line(argv).expect("a valid command line");
    let code = rasp_fuzz::with_interrupt(|interrupt| {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let signal = Arc::new(AtomicBool::new(false));
        rasp::cli::run(&args, &mut out, &mut err, interrupt, signal)
    });
    assert!(
        matches!(code, 0 | 1 | 10 | 11 | 20 | 30 | 65),
        "exit code {code} is not one of clingo's"
    );
});
