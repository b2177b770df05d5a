//! Solves a Gold Mine puzzle (SmartGames) with the rasp library and draws the cave with the
//! tiles placed: `D` the dwarf, `$` gold, the tile's number on the cells it covers and `H`
//! where it has a ladder (joining the cell with the one above); `|` are the room walls.
//!
//!     cargo run --release --example gold_mine [INSTANCE]
//!
//! INSTANCE defaults to the source's puzzle 1.

use rasp::api::{Answer, Control, Value};
use std::collections::{HashMap, HashSet};

const PROGRAM: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/programs/gold_mine/encoding.lp"
);
const DEFAULT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/programs/gold_mine/instances/puzzle01.lp"
);

fn int(v: &Value) -> i32 {
    v.as_int().unwrap_or(0)
}

fn pairs<'a>(answer: &'a Answer, name: &'a str) -> impl Iterator<Item = (i32, i32)> + 'a {
    answer.atoms_of(name).map(|a| (int(&a[0]), int(&a[1])))
}

/// The cave of one solution, row 1 on top.
fn draw(answer: &Answer) -> String {
    // Cells covered by tiles (with the tile type) and ladders, from the placements and the
    // tile shapes (part/4: covered offsets, rung/4: ladder offsets).
    let offsets = |name: &str| -> HashMap<(String, String), Vec<(i32, i32)>> {
        let mut out: HashMap<(String, String), Vec<(i32, i32)>> = HashMap::new();
        for a in answer.atoms_of(name) {
            out.entry((a[0].to_string(), a[1].to_string()))
                .or_default()
                .push((int(&a[2]), int(&a[3])));
        }
        out
    };
    let (parts, rungs) = (offsets("part"), offsets("rung"));
    let mut cells: HashMap<(i32, i32), char> = HashMap::new();
    for p in answer.atoms_of("place") {
        let key = (p[0].to_string(), p[1].to_string());
        let (x, y) = (int(&p[2]), int(&p[3]));
        let digit = p[0].to_string().chars().next().unwrap_or('?');
        for &(dx, dy) in parts.get(&key).into_iter().flatten() {
            cells.insert((x + dx, y + dy), digit);
        }
        for &(dx, dy) in rungs.get(&key).into_iter().flatten() {
            cells.insert((x + dx, y + dy), 'H');
        }
    }
    for (x, y) in pairs(answer, "dwarf") {
        cells.insert((x, y), 'D');
    }
    for (x, y) in pairs(answer, "gold") {
        cells.insert((x, y), '$');
    }
    let walls: HashSet<(i32, i32)> = pairs(answer, "wall").collect();
    let width = 7;
    let height = 4;
    let mut out = format!("+{}+\n", "--".repeat(width as usize));
    for y in 1..=height {
        out.push('|');
        for x in 1..=width {
            out.push(*cells.get(&(x, y)).unwrap_or(&'.'));
            out.push(if x == width || walls.contains(&(x, y)) {
                '|'
            } else {
                ' '
            });
        }
        out.push('\n');
    }
    out.push_str(&format!("+{}+\n", "--".repeat(width as usize)));
    out
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
            "#show wall/2. #show dwarf/2. #show gold/2. #show part/4. #show rung/4.",
        );
    let answers = control.ground()?.answers(0)?;
    for answer in &answers {
        let places: Vec<String> = answer
            .atoms_of("place")
            .map(|a| format!("place({},{},{},{})", a[0], a[1], a[2], a[3]))
            .collect();
        println!("Solution {}: {}", answer.number, places.join(" "));
        print!("{}", draw(answer));
    }
    if answers.is_empty() {
        println!("{instance}: no solution");
    }
    Ok(())
}
