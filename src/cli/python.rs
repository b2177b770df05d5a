//! Programs with scripts (`#script (python) ... #end.`): the `rasp` command hands such a run
//! over to rasp's Python module (`python3 -m rasp` with the same command line, or the
//! interpreter that `RASP_PYTHON` names; set empty, none), which runs the scripts as clingo does (a `main`
//! function runs the program; `@f(...)` calls the script's `f`) and prints clingo's output.
//! Where the module is not installed, the run goes on here, and the script is clingo's
//! error `python support not available`.
//!
//! A run is handed over when the text of an input (a file named on the command line, or
//! standard input) or of a file it includes (`#include "file".`, followed as text, before
//! any parsing) has `#script`.

use super::args::Args;
use crate::diag::{FileId, SourceMap};
use std::collections::HashSet;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Whether the text of one of the inputs `files`, or of a file they include, names a script.
pub(super) fn has_script(files: &[(String, FileId)], sources: &SourceMap) -> bool {
    let mut seen = HashSet::new();
    (files.iter()).any(|(path, file)| {
        let directory = Path::new(path).parent().unwrap_or(Path::new(""));
        names_script(&sources.file(*file).text, directory, &mut seen)
    })
}

/// Whether `text` (of a file in `directory`) or a file it includes names a script; `seen`:
/// the files followed so far.
fn names_script(text: &str, directory: &Path, seen: &mut HashSet<PathBuf>) -> bool {
    if text.contains("#script") {
        return true;
    }
    let mut rest = text;
    while let Some(at) = rest.find("#include") {
        rest = &rest[at + "#include".len()..];
        let Some(target) = included(rest) else {
            continue;
        };
        let relative = directory.join(target);
        let path = if relative.exists() {
            relative
        } else {
            PathBuf::from(target)
        };
        let key = std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
        if !seen.insert(key) {
            continue;
        }
        let Ok(included_text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let directory = path.parent().unwrap_or(Path::new("")).to_path_buf();
        if names_script(&included_text, &directory, seen) {
            return true;
        }
    }
    false
}

/// The file named by the `"file"` that starts `text` (after blanks), without escapes.
fn included(text: &str) -> Option<&str> {
    let text = text.trim_start().strip_prefix('"')?;
    let end = text.find('"')?;
    Some(&text[..end]).filter(|name| !name.contains('\\'))
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
    let mut command = Command::new(&python);
    dies_with_this_process(&mut command);
    let mut child = command
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

/// Makes the child that `command` starts end when this process ends, however it ends: a
/// `rasp` stopped by `timeout` or killed must not leave its Python run going (one that
/// loops would run on forever). On Linux the child asks the kernel for SIGTERM when its
/// parent dies (`PR_SET_PDEATHSIG`), and ends at once if the parent is already gone.
#[cfg(target_os = "linux")]
fn dies_with_this_process(command: &mut Command) {
    use std::os::unix::process::CommandExt;
    let parent = std::process::id() as libc::pid_t;
    // SAFETY: between fork and exec the closure calls only `prctl`, `getppid` and `raise`,
    // which are async-signal-safe, and allocates nothing.
    #[allow(unsafe_code)]
    unsafe {
        command.pre_exec(move || {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGTERM) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            if libc::getppid() != parent {
                libc::raise(libc::SIGTERM);
            }
            Ok(())
        });
    }
}

/// Elsewhere the child outlives a killed parent.
#[cfg(not(target_os = "linux"))]
fn dies_with_this_process(_command: &mut Command) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_script_in_an_included_file_is_seen_and_include_cycles_end() {
        let dir = std::env::temp_dir().join(format!("rasp-python-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        std::fs::write(dir.join("sub/a.lp"), "#include \"b.lp\". p.").unwrap();
        std::fs::write(
            dir.join("sub/b.lp"),
            "#include \"a.lp\".\n#script (python)\n#end.",
        )
        .unwrap();
        std::fs::write(
            dir.join("sub/c.lp"),
            "#include \"a.lp\". % #include \"none.lp\".",
        )
        .unwrap();
        std::fs::write(dir.join("sub/d.lp"), "#include \"d.lp\". q.").unwrap();
        let mut seen = HashSet::new();
        assert!(names_script("#include \"sub/a.lp\".", &dir, &mut seen));
        let mut seen = HashSet::new();
        assert!(names_script("#include \"sub/c.lp\".", &dir, &mut seen));
        let mut seen = HashSet::new();
        assert!(!names_script(
            "#include \"sub/d.lp\". #include <incmode>.",
            &dir,
            &mut seen
        ));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
