//! The tests that compare with clingo (the oracle, `tools/clingo`: clingo 5.8 from PyPI) and
//! what they do without it: reported as ignored, with a note, never passed. CI sets
//! `RASP_REQUIRE_ORACLE=1`, and then a missing oracle fails these tests instead.

#![allow(dead_code)]

use libtest_mimic::{Failed, Trial};
use std::path::PathBuf;
use std::process::Command;

/// The oracle: `tools/clingo`, or the command in `RASP_CLINGO`.
pub fn command() -> PathBuf {
    std::env::var_os("RASP_CLINGO").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tools/clingo"),
        PathBuf::from,
    )
}

/// Whether the oracle runs (`tools/clingo --version` succeeds; the Python scripts of the
/// tests import the same module).
pub fn available() -> bool {
    static AVAILABLE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *AVAILABLE.get_or_init(|| {
        Command::new(command())
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

/// Whether a missing oracle is an error (`RASP_REQUIRE_ORACLE=1`, as CI sets it).
pub fn required() -> bool {
    std::env::var_os("RASP_REQUIRE_ORACLE").is_some_and(|v| v == "1")
}

/// A test that needs the oracle: without it, ignored (or failing if it is required).
pub fn trial(
    name: impl Into<String>,
    test: impl FnOnce() -> Result<(), Failed> + Send + 'static,
) -> Trial {
    let trial = Trial::test(name, move || {
        if available() {
            test()
        } else {
            Err(missing().into())
        }
    });
    trial.with_ignored_flag(!available() && !required())
}

/// Why an oracle test cannot run.
fn missing() -> String {
    format!(
        "the clingo oracle ({}) does not run and RASP_REQUIRE_ORACLE=1 requires it \
         (install it: python3 -m pip install 'clingo==5.8.*')",
        command().display()
    )
}

/// Prints, once per test binary, that `count` oracle tests are skipped (if they are).
pub fn note(count: usize) {
    if count > 0 && !available() && !required() {
        eprintln!(
            "note: the clingo oracle ({}) does not run: {count} tests that compare with clingo \
             are ignored (python3 -m pip install 'clingo==5.8.*'; RASP_REQUIRE_ORACLE=1 makes \
             them fail instead)",
            command().display()
        );
    }
}
