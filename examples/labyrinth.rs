//! Solves a Labyrinth board (ASP Competition 2011) with the rasp library and draws, for each
//! solution, the board before the first push and after each push: every field with its
//! connections, the goal `G`, and `*` on the fields the avatar can stand on.
//!
//!     cargo run --release --example labyrinth [INSTANCE]
//!     cargo run --release --example labyrinth -- generate [N] [--pushes K] [--seed S]
//!
//! INSTANCE defaults to the description's 4x4 example (solutions A and B). `generate` runs
//! the generator (`programs/labyrinth/generator/encoding.lp`, saturation) for a fresh N x N
//! board (default 3) whose unique shortest solution has K pushes (default 2), draws it with
//! that solution, and checks it: the puzzle's own encoding, enumerating every solution of at
//! most K pushes, must find exactly that one.

use rasp::api::{Answer, Control, Value};
use rasp::solve::{DecisionHeuristic, SolveOptions};
use std::collections::{HashMap, HashSet};

const PROGRAM: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/programs/labyrinth/encoding.lp"
);
const GENERATOR: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/programs/labyrinth/generator/encoding.lp"
);
const DEFAULT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/programs/labyrinth/instances/example.lp"
);

const LEGEND: &str = "Legend: each field is drawn with its connections (│ north and south, \
─ west and east) around its centre: G the goal, * a field the avatar can stand on at that \
step, else the field's junction (how its connections meet).";

/// The state after a number of pushes: connections per field, the goal, reachable fields.
#[derive(Default)]
struct State {
    connections: HashMap<(i32, i32), HashSet<char>>,
    goal: Option<(i32, i32)>,
    reachable: HashSet<(i32, i32)>,
}

/// The junction glyph of a field with connections in the directions `d` (n, e, s, w).
fn junction(d: &HashSet<char>) -> char {
    match (
        d.contains(&'n'),
        d.contains(&'e'),
        d.contains(&'s'),
        d.contains(&'w'),
    ) {
        (true, true, true, true) => '┼',
        (true, true, true, false) => '├',
        (true, false, true, true) => '┤',
        (false, true, true, true) => '┬',
        (true, true, false, true) => '┴',
        (true, false, true, false) => '│',
        (false, true, false, true) => '─',
        (false, true, true, false) => '┌',
        (false, false, true, true) => '┐',
        (true, true, false, false) => '└',
        (true, false, false, true) => '┘',
        (true, false, false, false) => '╵',
        (false, true, false, false) => '╶',
        (false, false, true, false) => '╷',
        (false, false, false, true) => '╴',
        (false, false, false, false) => '·',
    }
}

/// Draws an N x N board, row N on top (rows count from the bottom), each field 3x3.
fn draw(n: i32, state: &State) -> String {
    let mut out = String::new();
    for x in (1..=n).rev() {
        let mut lines = [String::new(), String::new(), String::new()];
        for y in 1..=n {
            let empty = HashSet::new();
            let d = state.connections.get(&(x, y)).unwrap_or(&empty);
            let center = if state.goal == Some((x, y)) {
                'G'
            } else if state.reachable.contains(&(x, y)) {
                '*'
            } else {
                junction(d)
            };
            let arm = |dir: char, glyph: char| if d.contains(&dir) { glyph } else { ' ' };
            lines[0].push_str(&format!(" {} ", arm('n', '│')));
            lines[1].push_str(&format!("{}{center}{}", arm('w', '─'), arm('e', '─')));
            lines[2].push_str(&format!(" {} ", arm('s', '│')));
        }
        for line in lines {
            out.push_str(line.trim_end());
            out.push('\n');
        }
    }
    out
}

fn coordinates(args: &[Value]) -> (i32, i32) {
    (args[1].as_int().unwrap_or(0), args[2].as_int().unwrap_or(0))
}

/// The states of a solution, by step.
fn states(answer: &Answer) -> Vec<State> {
    let mut states: Vec<State> = Vec::new();
    let mut at = |t: &Value| {
        let t = t.as_int().unwrap_or(0) as usize;
        while states.len() <= t {
            states.push(State::default());
        }
        t
    };
    let mut connections = Vec::new();
    for a in answer.atoms_of("conn") {
        connections.push((
            at(&a[0]),
            coordinates(a),
            a[3].name().chars().next().unwrap_or('?'),
        ));
    }
    let mut goals = Vec::new();
    for a in answer.atoms_of("goal") {
        goals.push((at(&a[0]), coordinates(a)));
    }
    let mut reach = Vec::new();
    for a in answer.atoms_of("reach") {
        reach.push((at(&a[0]), coordinates(a)));
    }
    for (t, field, d) in connections {
        states[t].connections.entry(field).or_default().insert(d);
    }
    for (t, field) in goals {
        states[t].goal = Some(field);
    }
    for (t, field) in reach {
        states[t].reachable.insert(field);
    }
    states
}

/// The pushes of an answer set, in order, as `push(Z,D,S)`.
fn pushes(answer: &Answer) -> Vec<String> {
    let mut pushes: Vec<(i32, String)> = answer
        .atoms_of("push")
        .map(|a| {
            (
                a[2].as_int().unwrap_or(0),
                format!("push({},{},{})", a[0], a[1], a[2]),
            )
        })
        .collect();
    pushes.sort();
    pushes.into_iter().map(|(_, p)| p).collect()
}

/// Draws a solution (an answer set of `encoding.lp` showing size, conn, goal and reach): the
/// board at the start and after each push.
fn draw_solution(answer: &Answer) {
    let n = answer
        .atoms_of("size")
        .next()
        .and_then(|a| a[0].as_int())
        .unwrap_or(0);
    let pushes = pushes(answer);
    println!("Solution {}: {}", answer.number, pushes.join(" "));
    let states = states(answer);
    for (t, state) in states.iter().enumerate().take(pushes.len() + 1) {
        let title = if t == 0 { "start" } else { &pushes[t - 1] };
        println!("{title}:");
        print!("{}", draw(n, state));
    }
}

/// All solutions of an instance (file or text), showing what [`draw_solution`] needs.
fn solve(instance: &str, text: bool) -> Result<Vec<Answer>, Box<dyn std::error::Error>> {
    let mut control = Control::new();
    control.add_file(PROGRAM);
    if text {
        control.add_text("<board>", instance);
    } else {
        control.add_file(instance);
    }
    control.add_text(
        "<show>",
        "#show size/1. #show conn/4. #show goal/3. #show reach/3.",
    );
    Ok(control.ground()?.answers(0)?)
}

/// The generator's options `[N] [--pushes K] [--seed S]` as (N, K, S), or what is wrong with
/// them in plain words.
fn generator_options(args: &[String]) -> Result<(i32, i32, i32), String> {
    let number = |what: &str, text: &str, least: i32| {
        text.parse::<i32>()
            .ok()
            .filter(|&n| n >= least)
            .ok_or_else(|| {
                format!("{what} must be a whole number of at least {least}, not `{text}`")
            })
    };
    let (mut size, mut pushes, mut seed) = (3, 2, 1);
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let mut value = |name: &str| {
            rest.next()
                .ok_or_else(|| format!("{name} needs a value, e.g. `{name} 2`"))
        };
        match arg.as_str() {
            "--pushes" => pushes = number("the number of pushes", value("--pushes")?, 1)?,
            "--seed" => seed = number("the seed", value("--seed")?, 1)?,
            n => {
                // N, or NxN: the board is square.
                let side = match n.split_once('x') {
                    Some((a, b)) if a == b => a,
                    Some(_) => return Err(format!("`{n}` is no square board (write N or NxN)")),
                    None => n,
                };
                size = number("the board size", side, 2).map_err(|_| {
                    format!("`{n}` is no board size (write N or NxN, N at least 2) nor an option (--pushes, --seed)")
                })?
            }
        }
    }
    Ok((size, pushes, seed))
}

/// `generate`: a fresh board with a unique shortest solution, drawn, and its check.
fn generate(args: &[String]) -> Result<(), Box<dyn std::error::Error>> {
    let (size, pushes_wanted, seed) = generator_options(args)?;
    let mut control = Control::new();
    control
        .add_file(GENERATOR)
        .define("size", &size.to_string())
        .define("pushes", &pushes_wanted.to_string())
        .define("seed", &seed.to_string());
    let options = SolveOptions {
        heuristic: DecisionHeuristic::Domain(None),
        ..SolveOptions::default()
    };
    let Some(generated) = control.ground()?.answers_with(&options, 1)?.pop() else {
        println!(
            "No {size}x{size} board has a unique shortest solution of {pushes_wanted} pushes \
             (with fields of 2 or 3 connections)."
        );
        return Ok(());
    };
    // The instance in the competition's format.
    let mut facts = String::new();
    for name in ["field", "init_on", "goal_on", "connect", "max_steps"] {
        for a in generated.atoms_of(name) {
            let args: Vec<String> = a.iter().map(ToString::to_string).collect();
            facts.push_str(&format!("{name}({}). ", args.join(",")));
        }
    }
    let solution = pushes(&generated);
    println!(
        "A {size}x{size} board (seed {seed}) whose only solution of at most {pushes_wanted} \
         pushes is {}:",
        solution.join(" ")
    );
    println!("{LEGEND}");
    // The check: every solution of at most `pushes` pushes, with the puzzle's own encoding.
    let all = solve(&facts, true)?;
    for answer in &all {
        draw_solution(answer);
    }
    let unique = all.len() == 1 && pushes(&all[0]) == solution;
    println!(
        "Checked: enumerating all solutions of at most {pushes_wanted} pushes of this board with \
         encoding.lp finds {} solution{}{}.",
        all.len(),
        if all.len() == 1 { "" } else { "s" },
        if unique {
            ", the one above"
        } else {
            " (a bug)"
        }
    );
    println!("Instance: {}", facts.trim_end());
    Ok(())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "generate") {
        if let Err(e) = generate(&args[1..]) {
            eprintln!("labyrinth generate: {e}");
            std::process::exit(1);
        }
        return Ok(());
    }
    let instance = args.first().cloned().unwrap_or_else(|| DEFAULT.to_string());
    let answers = solve(&instance, false)?;
    if !answers.is_empty() {
        println!("{LEGEND}");
    }
    for answer in &answers {
        draw_solution(answer);
    }
    if answers.is_empty() {
        println!("{instance}: no solution");
    }
    Ok(())
}
