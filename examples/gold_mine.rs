//! Solves a Gold Mine puzzle (SmartGames) with the rasp library and draws the cave with the
//! tiles placed: `D` the dwarf, `$` gold, the tile's number on the cells it covers and `H`
//! where it has a ladder (joining the cell with the one above); `|` are the room walls.
//!
//!     cargo run --release --example gold_mine [INSTANCE]
//!     cargo run --release --example gold_mine -- generate [--golds N] [--seed N]
//!
//! INSTANCE defaults to the source's puzzle 1. `generate` makes a fresh puzzle with N piles
//! of gold (default 1, seed 1) that exactly one placement solves, with the saturation program
//! `programs/gold_mine/generator/encoding.lp`, draws it and its solution, and checks it: the
//! solver enumerates all placements that solve the puzzle with `encoding.lp` and must find
//! exactly one, the generator's.

use rasp::api::{Answer, Control, Value};
use rasp::solve::{DecisionHeuristic, SolveOptions};
use std::collections::{HashMap, HashSet};

const GENERATOR: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/programs/gold_mine/generator/encoding.lp"
);
const SHOW: &str = "#show wall/2. #show dwarf/2. #show gold/2. #show part/4. #show rung/4.";
const LEGEND: &str = "Legend: D the dwarf, $ gold, . an empty cell, | a wall between rooms; \
in the solution 1, 2, 3 a cell covered by that tile, H a ladder (joining its cell with the \
one above).";

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

/// The generator's options `[--golds N] [--seed N]`, or what is wrong with them in plain words.
fn generator_options(args: &[String]) -> Result<(u32, u32), String> {
    let (mut golds, mut seed) = (1, 1);
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let what = match arg.as_str() {
            "--golds" => "the number of piles of gold",
            "--seed" => "the seed",
            other => {
                return Err(format!(
                    "unknown option `{other}` (use --golds N, --seed N)"
                ));
            }
        };
        let text = rest
            .next()
            .ok_or_else(|| format!("{arg} needs a value, e.g. `{arg} 2`"))?;
        let value = (text.parse::<u32>().ok())
            .filter(|&n| n >= 1)
            .ok_or_else(|| format!("{what} must be a whole number of at least 1, not `{text}`"))?;
        *(if arg == "--golds" {
            &mut golds
        } else {
            &mut seed
        }) = value;
    }
    Ok((golds, seed))
}

/// `generate`: a fresh unambiguous puzzle, drawn, and its check.
fn generate(args: &[String]) -> Result<(), Box<dyn std::error::Error>> {
    let (golds, seed) = generator_options(args)?;
    let mut control = Control::new();
    control
        .add_file(GENERATOR)
        .add_text("<show>", SHOW)
        .define("golds", &golds.to_string())
        .define("seed", &seed.to_string());
    let options = SolveOptions {
        heuristic: DecisionHeuristic::Domain(None),
        ..SolveOptions::default()
    };
    let generated = control.ground()?.answers_with(&options, 1)?.pop();
    let Some(mut generated) = generated else {
        println!("No puzzle with {golds} piles of gold has exactly one solution.");
        return Ok(());
    };
    let solution = generated.clone();
    generated.atoms.retain(|a| a.name() != "place");
    println!("A puzzle with {golds} piles of gold (seed {seed}):");
    print!("{}", draw(&generated));
    println!("Its solution:");
    print!("{}", draw(&solution));
    println!("{LEGEND}");
    // The check: all solutions of the puzzle, with the puzzle's own encoding.
    let facts: String = (["dwarf", "gold"].iter())
        .flat_map(|name| pairs(&solution, name).map(move |(x, y)| format!("{name}({x},{y}). ")))
        .collect();
    let mut check = Control::new();
    check.add_file(PROGRAM).add_text("<puzzle>", &facts);
    let all = check.ground()?.answers(0)?;
    let places = |a: &Answer| {
        let mut p: Vec<String> = (a.atoms_of("place")).map(|v| format!("{v:?}")).collect();
        p.sort();
        p
    };
    let unique = all.len() == 1 && places(&all[0]) == places(&solution);
    println!(
        "Checked: enumerating all placements that solve this puzzle with encoding.lp finds {} \
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
            eprintln!("gold_mine generate: {e}");
            std::process::exit(1);
        }
        return Ok(());
    }
    let instance = args.first().cloned().unwrap_or_else(|| DEFAULT.to_string());
    let mut control = Control::new();
    control
        .add_file(PROGRAM)
        .add_file(instance.clone())
        .add_text("<show>", SHOW);
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
