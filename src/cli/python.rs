//! Programs with scripts (`#script (python) ... #end.`): the `rasp` command hands such a run
//! over to rasp's Python module (`python3 -m rasp` with the same command line, or the
//! interpreter that `RASP_PYTHON` names; set empty, none), which runs the scripts as clingo does (a `main`
//! function runs the program; `@f(...)` calls the script's `f`) and prints clingo's output.
//! Where the module is not installed, the run goes on here, and the script is clingo's
//! error `python support not available`.
//!
//! A run is handed over when a file named on the command line (or standard input) has
//! `#script` in its text; a script only in an included file is not seen.

use super::args::Args;
use crate::diag::{FileId, SourceMap};
use std::io::{Read, Write};
use std::process::{Command, Stdio};

/// Whether the text of one of the inputs `files` names a script.
pub(super) fn has_script(files: &[(String, FileId)], sources: &SourceMap) -> bool {
    (files.iter()).any(|(_, file)| sources.file(*file).text.contains("#script"))
}

/// The Python interpreter to run the module with (`RASP_PYTHON` empty: none).
fn interpreter() -> String {
    std::env::var("RASP_PYTHON").unwrap_or_else(|_| "python3".to_string())
}

/// Whether the interpreter has rasp's Python module.
fn module_installed(python: &str) -> bool {
    if python.is_empty() {
        return false;
    }
    let probe = Command::new(python)
        .args(["-c", "import rasp._rasp"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    probe.is_ok_and(|status| status.success())
}

/// Runs the command line of `args` with the Python module, standard input (if the program
/// is read from it) given as `stdin`; its output goes to `out` and `err`. Returns the exit
/// code, or `None` if the module is not there to run it.
pub(super) fn run(
    args: &Args,
    stdin: Option<&str>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Option<i32> {
    let python = interpreter();
    if !module_installed(&python) {
        return None;
    }
    let mut child = Command::new(&python)
        .args(["-m", "rasp"])
        .args(&args.command_line)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::inherit()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    let feeding = (child.stdin.take())
        .zip(stdin.map(str::to_string))
        .map(|(mut pipe, text)| {
            std::thread::spawn(move || {
                let _ = pipe.write_all(text.as_bytes());
            })
        });
    let mut stderr = child.stderr.take().expect("piped");
    let messages = std::thread::spawn(move || {
        let mut text = Vec::new();
        let _ = stderr.read_to_end(&mut text);
        text
    });
    // The output as it comes (models are printed as they are found).
    let mut stdout = child.stdout.take().expect("piped");
    let mut buffer = [0; 8192];
    while let Ok(n) = stdout.read(&mut buffer) {
        if n == 0 {
            break;
        }
        let _ = out.write_all(&buffer[..n]);
        let _ = out.flush();
    }
    let _ = err.write_all(&messages.join().unwrap_or_default());
    if let Some(feeding) = feeding {
        let _ = feeding.join();
    }
    let status = child.wait().ok()?;
    Some(status.code().unwrap_or(super::EXIT_INTERRUPTED))
}
