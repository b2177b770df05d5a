//! Solves a Labyrinth board (ASP Competition 2011) with the rasp library and draws, for each
//! solution, the board before the first push and after each push: every field with its
//! connections, the goal `G`, and `*` on the fields the avatar can stand on.
//!
//!     cargo run --release --example labyrinth [INSTANCE]
//!
//! INSTANCE defaults to the description's 4x4 example (solutions A and B).

use rasp::api::{Answer, Control, Value};
use std::collections::{HashMap, HashSet};

const PROGRAM: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/programs/labyrinth/encoding.lp"
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

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let instance = std::env::args()
        .nth(1)
        .unwrap_or_else(|| DEFAULT.to_string());
    let mut control = Control::new();
    control
        .add_file(PROGRAM)
        .add_file(instance.clone())
        .add_text(
            "<show>",
            "#show size/1. #show conn/4. #show goal/3. #show reach/3.",
        );
    let answers = control.ground()?.answers(0)?;
    if !answers.is_empty() {
        println!("{LEGEND}");
    }
    for answer in &answers {
        let n = answer
            .atoms_of("size")
            .next()
            .and_then(|a| a[0].as_int())
            .unwrap_or(0);
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
        let names: Vec<&str> = pushes.iter().map(|(_, p)| p.as_str()).collect();
        println!("Solution {}: {}", answer.number, names.join(" "));
        let states = states(answer);
        for (t, state) in states.iter().enumerate().take(pushes.len() + 1) {
            let title = if t == 0 {
                "start".to_string()
            } else {
                pushes[t - 1].1.clone()
            };
            println!("{title}:");
            print!("{}", draw(n, state));
        }
    }
    if answers.is_empty() {
        println!("{instance}: no solution");
    }
    Ok(())
}
