//! Every option that clingo lists (`clingo --help=3`) is one rasp knows, but for those
//! listed in [`NOT_YET`]: a new clingo option, or one rasp loses, fails here.

use super::{rasp, stderr};
use std::path::PathBuf;
use std::process::Command;

/// clingo's options that rasp does not have yet (each is an unknown option to it).
const NOT_YET: &[&str] = &[];

/// The long options of clingo's `--help=3` text: the words after `--` (or `--[no-]`) at the
/// start of a line.
fn listed_options(help: &str) -> Vec<String> {
    let mut names: Vec<String> = (help.lines())
        .filter_map(|line| {
            let line = line.trim_start();
            let line = line.split_once(", ").map_or(line, |(short, rest)| {
                if short.starts_with('-') && short.len() == 2 {
                    rest
                } else {
                    line
                }
            });
            let name = line.strip_prefix("--")?;
            let name = name.strip_prefix("[no-]").unwrap_or(name);
            let end = name
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
                .unwrap_or(name.len());
            (end > 0).then(|| name[..end].to_string())
        })
        .collect();
    names.sort();
    names.dedup();
    names
}

#[test]
fn every_option_clingo_lists_is_known() {
    let clingo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tools/clingo");
    let help = Command::new(&clingo).arg("--help=3").output();
    let Some(help) = help.ok().filter(|o| o.status.success()) else {
        assert!(
            std::env::var_os("RASP_REQUIRE_ORACLE").is_none_or(|v| v != "1"),
            "the clingo oracle does not run"
        );
        eprintln!("the clingo oracle does not run: its options are not compared");
        return;
    };
    let names = listed_options(&String::from_utf8_lossy(&help.stdout));
    assert!(names.len() > 90, "{names:?}");
    let mut unknown = Vec::new();
    for name in &names {
        let output = rasp(&[&format!("--{name}"), "-q"], "a.");
        if stderr(&output).contains("unknown option") {
            unknown.push(name.as_str());
        }
    }
    assert_eq!(unknown, NOT_YET);
}

/// `--parse-maxsat` makes every clause of a `p cnf` input soft, of weight 1 (clasp's
/// reading of DIMACS as MaxSAT); a `p wcnf` input is read as without it. The answers are
/// clingo's: cost 1, three optimal assignments.
#[test]
fn parse_maxsat_makes_the_clauses_of_cnf_soft() {
    let cnf = "p cnf 2 3\n1 2 0\n-1 0\n-2 0\n";
    let optimal = rasp(
        &["--mode=clasp", "0", "--parse-maxsat", "--opt-mode=optN"],
        cnf,
    );
    let out = super::stdout(&optimal);
    assert!(out.contains("s OPTIMUM FOUND"), "{out}");
    let mut models: Vec<&str> = (out.lines())
        .skip_while(|l| !l.starts_with("o "))
        .filter(|l| l.starts_with("v "))
        .collect();
    models.sort_unstable();
    models.dedup();
    assert_eq!(models, ["v -1 -2 0", "v -1 2 0", "v 1 -2 0"], "{out}");
    let hard = rasp(&["--mode=clasp", "0", "--no-parse-maxsat"], cnf);
    assert!(super::stdout(&hard).contains("s UNSATISFIABLE"));
}

/// `--compute=<lit>` forces a literal of ground input true with `--mode=clasp` (an unknown
/// atom: no model), and changes nothing in clingo's mode, as in clingo: the numbers of
/// models are clingo's.
#[test]
fn compute_forces_a_literal_of_ground_input() {
    // `{a;b}. c :- a.` as gringo writes it, with two facts: atoms 1, 2 facts, a 3, b 4, c 5.
    let aspif = "asp 1 0 0\n1 0 1 1 0 0\n1 0 1 2 0 0\n1 1 2 3 4 0 0\n1 0 1 5 0 1 3\n\
                 4 1 a 1 3\n4 1 b 1 4\n4 1 c 1 5\n0\n";
    for (args, models) in [
        (&["--mode=clasp", "--compute=3"][..], "Models       : 2\n"),
        (&["--mode=clasp", "--compute=-3"], "Models       : 2\n"),
        (&["--mode=clasp", "--compute=-1"], "Models       : 0\n"),
        (&["--mode=clasp", "--compute=99"], "Models       : 0\n"),
        (&["--mode=clasp", "--compute=0"], "Models       : 4\n"),
        (&["--compute=-1"], "Models       : 4\n"),
    ] {
        let output = rasp(&[args, &["0"]].concat(), aspif);
        assert!(
            super::stdout(&output).contains(models),
            "{args:?}: {}",
            super::stdout(&output)
        );
    }
    for bad in ["--compute=x", "--compute=-0x3"] {
        super::assert_invalid_value(bad, "compute");
    }
}
