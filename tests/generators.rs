//! The unique-puzzle generators of `programs/<puzzle>/generator/` (saturation): rasp generates
//! a puzzle, and clingo, enumerating all solutions of it with the puzzle's own encoding, must
//! find exactly one, the generator's. Ignored without the clingo oracle (or failing with
//! `RASP_REQUIRE_ORACLE=1`, see `oracle_gate`).

mod oracle_gate;

use libtest_mimic::{Arguments, Failed};
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// A generator run: the puzzle's directory, the generator's arguments, which shown atoms
/// make the puzzle (the others are its solution), and extra program text for the check.
struct Case {
    name: &'static str,
    puzzle: &'static str,
    args: &'static [&'static str],
    given: &'static [&'static str],
    /// Facts that go with the puzzle (e.g. the board's size).
    extra: &'static str,
    /// Arguments of the check.
    check_args: &'static [&'static str],
}

const CASES: &[Case] = &[
    Case {
        name: "doors_4x4_seed_3",
        puzzle: "doors",
        args: &["-c", "seed=3", "--heuristic=Domain"],
        given: &["number"],
        extra: "rows(4). cols(4).",
        check_args: &["0"],
    },
    Case {
        name: "doors_5x5_seed_1",
        puzzle: "doors",
        args: &[
            "-c",
            "rows=5",
            "-c",
            "cols=5",
            "-c",
            "givens=16",
            "--heuristic=Domain",
        ],
        given: &["number"],
        extra: "rows(5). cols(5).",
        check_args: &["0"],
    },
    Case {
        name: "gold_mine_3_golds_seed_2",
        puzzle: "gold_mine",
        args: &["-c", "golds=3", "-c", "seed=2", "--heuristic=Domain"],
        given: &["dwarf", "gold"],
        extra: "",
        check_args: &["0"],
    },
    Case {
        name: "coal_to_diamonds_seed_2",
        puzzle: "coal_to_diamonds",
        args: &["-c", "seed=2", "--heuristic=Domain"],
        given: &["init"],
        // Every way of clicking with no more clicks than the generator's solution (below).
        extra: "",
        check_args: &["--opt-mode=ignore", "0"],
    },
    Case {
        name: "labyrinth_3x3_one_push_seed_4",
        puzzle: "labyrinth",
        args: &["-c", "pushes=1", "-c", "seed=4", "--heuristic=Domain"],
        given: &["field", "init_on", "goal_on", "connect", "max_steps"],
        // Every solution of at most `pushes` pushes (max_steps).
        extra: "",
        check_args: &["0"],
    },
];

fn main() {
    let args = Arguments::from_args();
    let trials = CASES
        .iter()
        .map(|case| oracle_gate::trial(case.name, move || check(case)))
        .collect();
    libtest_mimic::run(&args, trials).exit();
}

/// The atoms of the first answer set in clingo-style output `text`.
fn first_answer(text: &str) -> Option<Vec<String>> {
    let mut lines = text.lines();
    lines.find(|l| l.starts_with("Answer:"))?;
    Some(lines.next()?.split_whitespace().map(String::from).collect())
}

/// All answer sets in clingo-style output `text`, each sorted.
fn answers(text: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut lines = text.lines();
    while lines.any(|l| l.starts_with("Answer:")) {
        let mut atoms: Vec<String> = (lines.next().unwrap_or_default().split_whitespace())
            .map(String::from)
            .collect();
        atoms.sort();
        out.push(atoms);
    }
    out
}

fn check(case: &Case) -> Result<(), Failed> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("programs")
        .join(case.puzzle);
    let generated = Command::new(env!("CARGO_BIN_EXE_rasp"))
        .arg(dir.join("generator/encoding.lp"))
        .args(case.args)
        .arg("1")
        .output()?;
    let text = String::from_utf8_lossy(&generated.stdout);
    let atoms = first_answer(&text).ok_or_else(|| format!("no puzzle generated:\n{text}"))?;
    let is_given = |a: &String| case.given.iter().any(|g| a.starts_with(&format!("{g}(")));
    let mut solution: Vec<String> = atoms.iter().filter(|a| !is_given(a)).cloned().collect();
    solution.sort();
    let mut instance: String = atoms
        .iter()
        .filter(|a| is_given(a))
        .map(|a| format!("{a}. "))
        .collect();
    instance.push_str(case.extra);
    if case.puzzle == "coal_to_diamonds" {
        let clicks: i64 = (solution.iter())
            .filter_map(|a| {
                a.trim_end_matches(')')
                    .rsplit(',')
                    .next()?
                    .parse::<i64>()
                    .ok()
            })
            .sum();
        instance.push_str(&format!(":- #sum{{ K,R,C : clicks(R,C,K) }} > {clicks}."));
    }
    let mut clingo = Command::new(oracle_gate::command())
        .arg(dir.join("encoding.lp"))
        .arg("-")
        .args(case.check_args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()?;
    clingo
        .stdin
        .take()
        .ok_or("no stdin")?
        .write_all(instance.as_bytes())?;
    let output = clingo.wait_with_output()?;
    let found = answers(&String::from_utf8_lossy(&output.stdout));
    if found != [solution.clone()] {
        return Err(format!(
            "puzzle {instance}\ngenerator's solution {solution:?}\nclingo's solutions {found:?}"
        )
        .into());
    }
    Ok(())
}
