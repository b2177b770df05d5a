//! Solves a Doors board with the rasp library and draws each solution as the source document
//! draws boards: rooms with their numbers, closed doors as walls, open doors as gaps.
//!
//!     cargo run --release --example doors [INSTANCE]
//!     cargo run --release --example doors -- generate [ROWSxCOLS] [--givens N] [--seed N]
//!
//! INSTANCE defaults to `programs/doors/instances/grid1.lp` (its one solution). `generate`
//! makes a fresh board whose numbers admit exactly one door layout with the saturation
//! program `programs/doors/generator/encoding.lp` (default 4x4, at most 10 numbers, seed 1),
//! draws it, and checks it: the solver enumerates all layouts of the board with
//! `encoding.lp` and must find exactly one, the generator's.

use rasp::api::{Answer, Control, Value};
use rasp::solve::{DecisionHeuristic, SolveOptions};
use std::collections::{HashMap, HashSet};

const PROGRAM: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/programs/doors/encoding.lp");
const GENERATOR: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/programs/doors/generator/encoding.lp"
);
const LEGEND: &str = "Legend: a number is how many rooms its room sees (itself included, \
looking north, east, south and west through open doors). On the board every inner line is a \
wall with a door, to be opened or closed; in the solution lines are closed doors and gaps \
open ones.";
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

/// The numbers and open doors of an answer set.
type Board = (HashMap<(i32, i32), i32>, HashSet<(i32, i32, char)>);

fn board(answer: &Answer) -> Board {
    let int = |v: &Value| v.as_int().unwrap_or(0);
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
    (numbers, open)
}

/// The generator's options: `[ROWSxCOLS] [--givens N] [--seed N]`, as (rows, cols, givens,
/// seed), or what is wrong with them in plain words.
fn generator_options(args: &[String]) -> Result<(i32, i32, i32, i32), String> {
    let number = |what: &str, text: &str| {
        text.parse::<i32>()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| format!("{what} must be a whole number of at least 1, not `{text}`"))
    };
    let (mut rows, mut cols, mut givens, mut seed) = (4, 4, None, 1);
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let mut value = |name: &str| {
            rest.next()
                .ok_or_else(|| format!("{name} needs a value, e.g. `{name} 3`"))
        };
        match arg.as_str() {
            "--givens" => givens = Some(number("the number of givens", value("--givens")?)?),
            "--seed" => seed = number("the seed", value("--seed")?)?,
            size => {
                let (r, c) = size.split_once('x').ok_or_else(|| {
                    format!("`{size}` is no board size (write ROWSxCOLS, e.g. 4x4) nor an option (--givens, --seed)")
                })?;
                rows = number("the number of rows", r)?;
                cols = number("the number of columns", c)?;
            }
        }
    }
    // By default, about five numbers in eight rooms.
    Ok((
        rows,
        cols,
        givens.unwrap_or((rows * cols * 5 + 7) / 8),
        seed,
    ))
}

/// `generate`: a fresh unique board, drawn, and its check.
fn generate(args: &[String]) -> Result<(), Box<dyn std::error::Error>> {
    let (rows, cols, givens, seed) = generator_options(args)?;
    let mut control = Control::new();
    control
        .add_file(GENERATOR)
        .define("rows", &rows.to_string())
        .define("cols", &cols.to_string())
        .define("givens", &givens.to_string())
        .define("seed", &seed.to_string());
    let options = SolveOptions {
        heuristic: DecisionHeuristic::Domain(None),
        ..SolveOptions::default()
    };
    let generated = control.ground()?.answers_with(&options, 1)?.pop();
    let Some(generated) = generated else {
        println!(
            "No {rows}x{cols} board with at most {givens} numbers has a unique solution; \
             allow more numbers (--givens)."
        );
        return Ok(());
    };
    let (numbers, open) = board(&generated);
    println!(
        "A {rows}x{cols} board with {} numbers (seed {seed}):",
        numbers.len()
    );
    print!("{}", draw(rows, cols, &numbers, &HashSet::new()));
    println!("Its solution:");
    print!("{}", draw(rows, cols, &numbers, &open));
    println!("{LEGEND}");
    // The check: all solutions of the board, with the puzzle's own encoding.
    let facts: String = (numbers.iter())
        .map(|((r, c), n)| format!("number({r},{c},{n}). "))
        .collect();
    let mut check = Control::new();
    check
        .add_file(PROGRAM)
        .add_text("<board>", &format!("rows({rows}). cols({cols}). {facts}"));
    let all = check.ground()?.answers(0)?;
    let unique = all.len() == 1 && board(&all[0]).1 == open;
    println!(
        "Checked: enumerating all door layouts of this board with encoding.lp finds {} \
         solution{}{}.",
        all.len(),
        if all.len() == 1 { "" } else { "s" },
        if unique {
            ", the one above"
        } else {
            " (a bug)"
        }
    );
    Ok(())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "generate") {
        if let Err(e) = generate(&args[1..]) {
            eprintln!("doors generate: {e}");
            std::process::exit(1);
        }
        return Ok(());
    }
    let instance = args.first().cloned().unwrap_or_else(|| DEFAULT.to_string());
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
        let (numbers, open) = board(answer);
        println!("Solution {}:", answer.number);
        print!("{}", draw(rows, cols, &numbers, &open));
    }
    if answers.is_empty() {
        println!("{instance}: no solution");
    }
    Ok(())
}
