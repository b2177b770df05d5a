//! Differential test against clingo on random ground programs too large for the brute-force
//! oracle (up to 40 atoms, 60 rules): the same aspif goes to rasp's solver and to clingo's
//! Python module (one Python process for the whole batch), and the answer sets must agree.
//! clingo runs with `--eq=0`: its equivalence preprocessing loses answer sets of some
//! hand-made aspif (`{a} :- 1 #sum{3: b; 2: a}. b :- c. {c}.` misses `{a, b, c}`, which the
//! same program grounded from source, or solved with `--eq=0`, has); gringo does not write
//! such rules. Without clingo reported as ignored, with a note (failing with
//! `RASP_REQUIRE_ORACLE=1`: see `oracle_gate`). More cases:
//! `RASP_DIFF_CASES=2000 RASP_DIFF_ATOMS=80 cargo test --test solver_differential`.

mod oracle;
mod oracle_gate;

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use rasp::aspif::{Body, GroundProgram, HeadKind, Output};
use rasp::solve::{SolveOptions, SolveResult, Solver};
use std::process::Command;

/// Programs with more answer sets than this are not compared.
const MAX_MODELS: usize = 500;

const CLINGO_SCRIPT: &str = r#"
import sys, clingo
for path in sys.argv[1:]:
    ctl = clingo.Control(["0", "--eq=0"])
    ctl.load(path)
    ctl.ground([("base", [])])
    models = []
    def on_model(m):
        models.append(" ".join(sorted(str(s) for s in m.symbols(shown=True))))
        return len(models) <= MAX
    ctl.solve(on_model=on_model)
    if len(models) > MAX:
        print("TOO-MANY")
    else:
        # With --eq=0 clasp may report a model twice (free body variables): compare sets.
        print("|".join(sorted(set(models))) + ("" if models else "UNSAT"))
"#;

/// A choice rule with several head atoms whose weight body mentions one of them
/// (`{a; c} :- 1 #sum{1: a; 1: b}.` or `… #sum{2: not a; 1: b}` in aspif): clasp 5.8 never
/// derives that atom through the rule, although the standard semantics (and clasp itself for
/// a single head atom, and clingo for the same rule grounded from source, through auxiliary
/// atoms) does. rasp follows the standard semantics; gringo never writes such rules, so they
/// are left out here.
///
/// A weight body with a literal and its complement (`1 #sum{1: not a; 1: a}`) in a program
/// that is not head-cycle-free: clasp 5.8 loses answer sets (`tests/solver_regressions.rs`,
/// `complementary_weight_elements_in_a_non_hcf_component`, found by this test at case 8,113
/// of 20,000); gringo writes such a body otherwise. Left out too, in all programs (they are
/// few).
fn clasp_quirk(program: &GroundProgram) -> bool {
    program.rules.iter().any(|r| {
        let Body::Sum { elements, .. } = &r.body else {
            return false;
        };
        let choice_on_head = r.kind == HeadKind::Choice
            && r.head.len() > 1
            && elements.iter().any(|e| r.head.contains(&e.lit.atom()));
        let complementary = elements
            .iter()
            .any(|e| elements.iter().any(|f| f.lit.0 == -e.lit.0));
        choice_on_head || complementary
    })
}

/// rasp's answer sets in the script's format, or `None` for more than `MAX_MODELS`.
fn rasp_line(program: &GroundProgram) -> Option<String> {
    // With clingo's equivalence preprocessing (`--eq=3`), as the command line solves.
    let options = SolveOptions {
        eq: 3,
        ..SolveOptions::default()
    };
    let mut solver = Solver::new(program, &options).ok()?;
    let mut models = Vec::new();
    let result = solver.solve(&mut |m| {
        let mut shown = m.shown(program);
        shown.sort_unstable();
        models.push(shown.join(" "));
        models.len() <= MAX_MODELS
    });
    if models.len() > MAX_MODELS {
        return None;
    }
    assert!(!matches!(result, SolveResult::Interrupted { .. }));
    models.sort();
    let n = models.len();
    models.dedup();
    assert_eq!(n, models.len(), "rasp reported a model twice");
    Some(if models.is_empty() {
        "UNSAT".to_string()
    } else {
        models.join("|")
    })
}

fn main() {
    let args = libtest_mimic::Arguments::from_args();
    let trials = vec![oracle_gate::trial(
        "solver_agrees_with_clingo_on_larger_programs",
        || {
            solver_agrees_with_clingo_on_larger_programs();
            Ok(())
        },
    )];
    oracle_gate::note(trials.len());
    libtest_mimic::run(&args, trials).exit();
}

fn solver_agrees_with_clingo_on_larger_programs() {
    let cases: usize = std::env::var("RASP_DIFF_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(150);
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        TestRng::from_seed(RngAlgorithm::ChaCha, &[42; 32]),
    );
    let atoms: u32 = std::env::var("RASP_DIFF_ATOMS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(40);
    let strategy = oracle::generate::program(atoms, atoms as usize * 3 / 2);
    let dir = std::env::temp_dir().join(format!("rasp-differential-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut programs = Vec::new();
    let mut paths = Vec::new();
    while programs.len() < cases {
        let mut program = strategy.new_tree(&mut runner).unwrap().current();
        // Whether clasp treats an `#external` atom as defined depends on the order of the
        // statements in hand-made aspif in ways gringo's output never shows (`:- a. {a}.
        // #external a. [true]` is unsatisfiable, `{a}. #external a. [true] :- a.` is not);
        // externals are covered by the golden corpus and the oracle tests instead.
        program.externals.clear();
        program.outputs = (1..=program.atom_count)
            .map(|a| Output {
                symbol: format!("a{a}"),
                condition: vec![rasp::aspif::GroundLit(a as i32)],
            })
            .collect();
        if Solver::new(&program, &SolveOptions::default()).is_err() || clasp_quirk(&program) {
            continue;
        }
        let path = dir.join(format!("p{}.aspif", programs.len()));
        std::fs::write(&path, rasp::aspif::write::write(&program)).unwrap();
        paths.push(path);
        programs.push(program);
    }
    let script = CLINGO_SCRIPT.replace("MAX", &MAX_MODELS.to_string());
    let out = Command::new("python3")
        .arg("-c")
        .arg(&script)
        .args(&paths)
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let expected: Vec<&str> = text.lines().collect();
    assert_eq!(expected.len(), programs.len());
    let mut compared = 0;
    for ((program, path), want) in programs.iter().zip(&paths).zip(expected) {
        if want == "TOO-MANY" {
            continue;
        }
        let got = rasp_line(program).unwrap_or_else(|| "TOO-MANY".into());
        if got != want {
            let got: Vec<&str> = got.split('|').collect();
            let want: Vec<&str> = want.split('|').collect();
            let missing: Vec<_> = want.iter().filter(|m| !got.contains(m)).collect();
            let extra: Vec<_> = got.iter().filter(|m| !want.contains(m)).collect();
            panic!(
                "disagreement on {}: rasp misses {missing:?} and adds {extra:?}",
                path.display()
            );
        }
        compared += 1;
    }
    std::fs::remove_dir_all(&dir).ok();
    assert!(
        compared * 2 >= cases,
        "only {compared} of {cases} programs were compared"
    );
}
