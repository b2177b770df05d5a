//! Generates a Coal to Diamonds board whose fewest-clicks solution is unique, with the
//! saturation program `programs/coal_to_diamonds/generator/encoding.lp` and the rasp library,
//! draws it and its solution, and checks it: the solver enumerates every way of clicking
//! with no more clicks (with `programs/coal_to_diamonds/encoding.lp`) and must find exactly
//! one, the generator's.
//!
//!     cargo run --release --example coal_to_diamonds -- [--min-clicks N] [--seed N]
//!
//! Defaults: at least 6 clicks (7 is the most any such 3x3 board needs), seed 1.

use rasp::api::{Answer, Control, Value};
use rasp::solve::{DecisionHeuristic, SolveOptions};
use std::collections::HashMap;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/programs/coal_to_diamonds");
const LEGEND: &str = "Legend: on the board C coal, 1 and 2 the stages between, D a diamond \
(a click advances every item in the clicked cell's row and column by one phase, a diamond to \
coal); in the solution, how often to click each cell (. never).";

/// The options `[--min-clicks N] [--seed N]`, or what is wrong with them in plain words.
fn options(args: &[String]) -> Result<(u32, u32), String> {
    let (mut min_clicks, mut seed) = (6, 1);
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let (what, least) = match arg.as_str() {
            "--min-clicks" => ("the least number of clicks", 0),
            "--seed" => ("the seed", 1),
            other => {
                return Err(format!(
                    "unknown option `{other}` (use --min-clicks N, --seed N)"
                ));
            }
        };
        let text = rest
            .next()
            .ok_or_else(|| format!("{arg} needs a value, e.g. `{arg} 3`"))?;
        let value = (text.parse::<u32>().ok())
            .filter(|&n| n >= least)
            .ok_or_else(|| {
                format!("{what} must be a whole number of at least {least}, not `{text}`")
            })?;
        *(if arg == "--seed" {
            &mut seed
        } else {
            &mut min_clicks
        }) = value;
    }
    Ok((min_clicks, seed))
}

/// The values of the atoms `name(R,C,V)` of `answer`, by cell.
fn grid(answer: &Answer, name: &str) -> HashMap<(i32, i32), i32> {
    let int = |v: &Value| v.as_int().unwrap_or(0);
    (answer.atoms_of(name))
        .map(|a| ((int(&a[0]), int(&a[1])), int(&a[2])))
        .collect()
}

/// A 3x3 grid, each cell drawn by `glyph`.
fn draw(cells: &HashMap<(i32, i32), i32>, glyph: impl Fn(Option<i32>) -> char) -> String {
    let mut out = String::from("+-------+\n");
    for r in 1..=3 {
        out.push('|');
        for c in 1..=3 {
            out.push(' ');
            out.push(glyph(cells.get(&(r, c)).copied()));
        }
        out.push_str(" |\n");
    }
    out.push_str("+-------+\n");
    out
}

fn run(args: &[String]) -> Result<(), Box<dyn std::error::Error>> {
    let (min_clicks, seed) = options(args)?;
    let mut control = Control::new();
    control
        .add_file(format!("{DIR}/generator/encoding.lp"))
        .define("min_clicks", &min_clicks.to_string())
        .define("seed", &seed.to_string());
    let options = SolveOptions {
        heuristic: DecisionHeuristic::Domain(None),
        ..SolveOptions::default()
    };
    let generated = control.ground()?.answers_with(&options, 1)?.pop();
    let Some(generated) = generated else {
        println!("No board has a unique fewest-clicks solution of {min_clicks} or more clicks.");
        return Ok(());
    };
    let (board, clicks) = (grid(&generated, "init"), grid(&generated, "click"));
    let total: i32 = clicks.values().sum();
    println!("A board whose fewest-clicks solution is unique (seed {seed}):");
    print!(
        "{}",
        draw(&board, |p| match p {
            Some(0) => 'C',
            Some(3) => 'D',
            Some(p) => char::from_digit(p as u32, 10).unwrap_or('?'),
            None => '?',
        })
    );
    println!("Its solution, {total} clicks:");
    print!(
        "{}",
        draw(&clicks, |k| k
            .and_then(|k| char::from_digit(k as u32, 10))
            .unwrap_or('.'))
    );
    println!("{LEGEND}");
    // The check: every way of clicking the board with no more clicks.
    let facts: String = (board.iter())
        .map(|((r, c), p)| format!("init({r},{c},{p}). "))
        .collect();
    let mut check = Control::new();
    check.add_file(format!("{DIR}/encoding.lp")).add_text(
        "<board>",
        &format!("{facts} :- #sum{{ K,R,C : clicks(R,C,K) }} > {total}."),
    );
    let all = check.ground()?.answers(0)?;
    let unique = all.len() == 1 && grid(&all[0], "click") == clicks;
    println!(
        "Checked: enumerating all ways of clicking this board with at most {total} clicks \
         (encoding.lp) finds {}{}.",
        all.len(),
        if unique {
            ", the one above"
        } else {
            " (a bug)"
        }
    );
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Err(e) = run(&args) {
        eprintln!("coal_to_diamonds: {e}");
        std::process::exit(1);
    }
}
