//! Solves a Doors board with the rasp library and draws each solution as the source document
//! draws boards: rooms with their numbers, closed doors as walls, open doors as gaps.
//!
//!     cargo run --release --example doors [INSTANCE]
//!
//! INSTANCE defaults to `programs/doors/instances/grid1.lp` (its one solution).

use rasp::api::{Control, Value};
use std::collections::{HashMap, HashSet};

const PROGRAM: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/programs/doors/encoding.lp");
const DEFAULT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/programs/doors/instances/grid1.lp"
);

/// The glyph of a corner joining walls to the north, east, south and west.
fn corner(north: bool, east: bool, south: bool, west: bool) -> char {
    match (north, east, south, west) {
        (false, false, false, false) => ' ',
        (true, false, true, false) => '│',
        (false, true, false, true) => '─',
        (false, true, true, false) => '┌',
        (false, false, true, true) => '┐',
        (true, true, false, false) => '└',
        (true, false, false, true) => '┘',
        (true, true, true, false) => '├',
        (true, false, true, true) => '┤',
        (false, true, true, true) => '┬',
        (true, true, false, true) => '┴',
        (true, true, true, true) => '┼',
        (true, false, false, false) => '╵',
        (false, true, false, false) => '╶',
        (false, false, true, false) => '╷',
        (false, false, false, true) => '╴',
    }
}

/// The board with doors `open` ((row, column, 'e' or 's')) drawn in box-drawing characters.
fn draw(
    rows: i32,
    cols: i32,
    numbers: &HashMap<(i32, i32), i32>,
    open: &HashSet<(i32, i32, char)>,
) -> String {
    let width = numbers
        .values()
        .map(|n| n.to_string().len())
        .max()
        .unwrap_or(1)
        + 2;
    // The board's edges are walls; inside, a door is a wall unless it is open.
    let wall_east = |r: i32, c: i32| c == 0 || c == cols || !open.contains(&(r, c, 'e'));
    let wall_south = |r: i32, c: i32| r == 0 || r == rows || !open.contains(&(r, c, 's'));
    let mut out = String::new();
    for r in 0..=rows {
        for c in 0..=cols {
            let north = r > 0 && wall_east(r, c);
            let south = r < rows && wall_east(r + 1, c);
            let west = c > 0 && wall_south(r, c);
            let east = c < cols && wall_south(r, c + 1);
            out.push(corner(north, east, south, west));
            if c < cols {
                out.push_str(&(if east { "─" } else { " " }).repeat(width));
            }
        }
        out.push('\n');
        if r == rows {
            break;
        }
        for c in 0..=cols {
            out.push(if wall_east(r + 1, c) { '│' } else { ' ' });
            if c < cols {
                let number = numbers
                    .get(&(r + 1, c + 1))
                    .map(i32::to_string)
                    .unwrap_or_default();
                out.push_str(&format!("{number:^width$}"));
            }
        }
        out.push('\n');
    }
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
        // Show the board too, so the picture needs nothing but the answer sets.
        .add_text("<show>", "#show rows/1. #show cols/1. #show number/3.");
    let answers = control.ground()?.answers(0)?;
    let int = |v: &Value| v.as_int().unwrap_or(0);
    for answer in &answers {
        let one = |name| answer.atoms_of(name).next().map_or(0, |a| int(&a[0]));
        let (rows, cols) = (one("rows"), one("cols"));
        let numbers = answer
            .atoms_of("number")
            .map(|a| ((int(&a[0]), int(&a[1])), int(&a[2])))
            .collect();
        let open = answer
            .atoms_of("open")
            .map(|a| {
                (
                    int(&a[0]),
                    int(&a[1]),
                    a[2].name().chars().next().unwrap_or('?'),
                )
            })
            .collect();
        println!("Solution {}:", answer.number);
        print!("{}", draw(rows, cols, &numbers, &open));
    }
    if answers.is_empty() {
        println!("{instance}: no solution");
    }
    Ok(())
}
