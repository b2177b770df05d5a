//! Random multi-shot sessions against clingo's Python API: programs with the parts `base`,
//! `p(k)` and `q` (whose rules may define externals of earlier parts: `e(k)`, `x(1)`, or
//! atoms that earlier parts define: `b(k)`, `a(1)`, among them atoms a solve call fixed at
//! its root, which clingo's cleanup makes facts or removes: `a(2)`, `a(3)`, `j`, `ok(k)`), and
//! sessions of grounding parts (with arguments; a part grounded earlier may be grounded
//! again), assigning and releasing externals and solving under assumptions, run by
//! [`rasp::api::Session`] and by
//! `tools/multishot-sol`. `MULTISHOT_SESSIONS` sets the number of sessions (default 40),
//! `MULTISHOT_SEED` the first seed. A session with a step that clingo refuses (an atom
//! defined again after a solve call) is compared up to that step's error: what a failing
//! step keeps depends on the order of clingo's grounder (see `src/engine/definitions.rs`).
//! The error names the atom without its id: rasp numbers some atoms in an order of its own
//! (facts, rules whose bodies hold at once), the hand-written sessions compare ids.
//! Needs the oracle (clingo's Python module): ignored without it.

mod multishot_session;
mod oracle_gate;

use libtest_mimic::{Arguments, Failed};
use std::fmt::Write;
use std::path::Path;

/// A small random number generator (xorshift), so that a seed names a session.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// Rules of the part `base`, of `p(k)` and of `q`.
const BASE: &[&str] = &[
    "d(1..3).",
    "{ a(X) } :- d(X).",
    "b(X) :- d(X), not a(X).",
    "#external e(X) : d(X).",
    "c(X) :- e(X).",
    "f(1).",
    ":- a(1), a(2), a(3).",
    "g :- #count { X : a(X) } >= 2.",
    "j :- not a(_).",
    ":- a(3).",
    ":- not a(2).",
    "u(X) :- e(X).",
    "{ ok(1..3) }. :- ok(2). :- not ok(3).",
];
const STEP: &[&str] = &[
    "h(k) :- a(k).",
    "h(k) :- e(k), not b(k).",
    "{ m(k) }.",
    "#external x(k).",
    "y(k) :- x(k), d(k).",
    "z(k) :- m(k), not y(k).",
    ":- m(k), a(k).",
    "w(X,k) :- h(X), X < k.",
    "f(k+1) :- f(k).",
    "n(k) :- #sum { 1,X : h(X); 2 : m(k) } >= 2.",
    "e(k) :- m(k).",
    "e(k) :- h(k), not z(k).",
    "o(k) :- not w(_,k).",
    "l(k) :- d(k), not h(_).",
    "i(k) :- m(k), not e(_).",
    "b(k) :- m(k).",
    "a(k) :- m(k).",
    "u(k) :- m(k).",
    "ok(k) :- not y(k).",
    "p(1..k) :- m(k).",
    "p((k;k+1)) :- h(k).",
    "1 { m2(k,X) : d(X) } 1 :- m(k).",
    "cd(k) :- m(X) : d(X), X < k.",
    "#show t(k) : m(k).",
    "ct(k,N) :- N = #count { X : a(X), X <= k }.",
    "hq(k) ; hr(k) :- e(k).",
];
const Q: &[&str] = &[
    "r :- h(X).",
    "{ s }.",
    "t :- s, not r.",
    "u :- z(X).",
    "#external v.",
    ":- v, not s.",
    "x(1) :- s.",
    "i :- not h(_), not w(_,_).",
    "a(1) :- s.",
    "j :- s.",
    "ok(2) :- s.",
];
const ATOMS: &[&str] = &[
    "a(1)", "a(2)", "b(1)", "e(1)", "e(2)", "e(3)", "h(1)", "h(2)", "m(1)", "m(2)", "x(1)", "x(2)",
    "x(3)", "y(1)", "s", "v", "r", "g", "q(9)", "a(3)", "j", "u(1)", "ok(2)",
];
const EXTERNALS: &[&str] = &["e(1)", "e(2)", "e(3)", "x(1)", "x(2)", "x(3)", "v", "a(1)"];

/// A random program and session.
fn session(seed: u64) -> (String, String) {
    let mut random = Random(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut program = String::from("#program base.\n");
    let rules = |random: &mut Random, from: &[&str], out: &mut String| {
        for _ in 0..1 + random.below(4) {
            let _ = writeln!(out, "{}", random.pick(from));
        }
    };
    rules(&mut random, BASE, &mut program);
    program += "#program p(k).\n";
    rules(&mut random, STEP, &mut program);
    program += "#program q.\n";
    rules(&mut random, Q, &mut program);
    let mut steps = String::new();
    let mut k = 1;
    steps += "ground base\n";
    for _ in 0..2 + random.below(6) {
        match random.below(6) {
            0 | 1 => {
                // Mostly a new step; sometimes a part grounded before, again.
                let mut parts = match random.below(6) {
                    0 => "ground base".to_string(),
                    1 => format!("ground p({})", 1 + random.below(k)),
                    _ => {
                        k += 1;
                        format!("ground p({})", k - 1)
                    }
                };
                if random.below(3) == 0 {
                    parts += " q";
                }
                let _ = writeln!(steps, "{parts}");
            }
            2 => {
                let value = random.pick(&["true", "false", "free"]);
                let _ = writeln!(steps, "assign {} {value}", random.pick(EXTERNALS));
            }
            3 if random.below(2) == 0 => {
                let _ = writeln!(steps, "release {}", random.pick(EXTERNALS));
            }
            _ => {
                let mut line = String::from("solve");
                for _ in 0..random.below(3) {
                    let sign = if random.below(2) == 0 { "-" } else { "" };
                    let _ = write!(line, " {sign}{}", random.pick(ATOMS));
                }
                let _ = writeln!(steps, "{line}");
            }
        }
    }
    steps += "solve\n";
    (program, steps)
}

fn main() {
    let args = Arguments::from_args();
    let count: u64 = (std::env::var("MULTISHOT_SESSIONS").ok())
        .and_then(|n| n.parse().ok())
        .unwrap_or(40);
    let first: u64 = (std::env::var("MULTISHOT_SEED").ok())
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    let trial = oracle_gate::trial("random_sessions_agree_with_clingo", move || {
        compare(first..first + count)
    });
    libtest_mimic::run(&args, vec![trial]).exit();
}

/// Runs the sessions of `seeds` through clingo (one process for all) and rasp.
fn compare(seeds: std::ops::Range<u64>) -> Result<(), Failed> {
    let dir = std::env::temp_dir().join(format!("rasp-multishot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mut paths = Vec::new();
    for seed in seeds.clone() {
        let (program, steps) = session(seed);
        let path = dir.join(format!("s{seed}.lp"));
        std::fs::write(&path, program).map_err(|e| e.to_string())?;
        std::fs::write(path.with_extension("steps"), steps).map_err(|e| e.to_string())?;
        paths.push(path);
    }
    let tool = Path::new(env!("CARGO_MANIFEST_DIR")).join("tools/multishot-sol");
    let status = std::process::Command::new(tool)
        .args(&paths)
        .arg("--write")
        .status()
        .map_err(|e| e.to_string())?;
    if !status.success() {
        return Err("tools/multishot-sol failed".into());
    }
    let mut mismatches = Vec::new();
    let mut compared = 0;
    let mut refused = 0;
    for path in &paths {
        let expected = std::fs::read_to_string(path.with_extension("sol")).unwrap();
        let steps = std::fs::read_to_string(path.with_extension("steps")).unwrap();
        refused += usize::from(expected.lines().any(|l| l.starts_with("error: ")));
        compared += 1;
        let actual = multishot_session::run(path, &steps);
        if until_error(&actual) != until_error(&expected) {
            mismatches.push(format!(
                "{}:\n{}--- steps\n{steps}--- clingo\n{expected}--- rasp\n{actual}",
                path.display(),
                std::fs::read_to_string(path).unwrap()
            ));
        }
    }
    if mismatches.is_empty() {
        let _ = std::fs::remove_dir_all(&dir);
        eprintln!("{compared} sessions agree ({refused} of them up to a step clingo refused)");
        return Ok(());
    }
    let total = mismatches.len();
    mismatches.truncate(3);
    Err(format!(
        "{total} of {compared} sessions differ:\n{}",
        mismatches.join("\n")
    )
    .into())
}

/// What a session printed up to its first `error: ` line (with it, without the id of the
/// atom it names), or all of it.
fn until_error(printed: &str) -> String {
    let mut until = String::new();
    for line in printed.split_inclusive('\n') {
        if line.starts_with("error: ") {
            let without_id = line.rsplit_once(',').map_or(line, |(name, _)| name);
            until.push_str(without_id);
            break;
        }
        until.push_str(line);
    }
    until
}
