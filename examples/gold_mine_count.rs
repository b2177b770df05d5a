//! Counts the unambiguous Gold Mine puzzles (exactly one way to place the three ladder
//! tiles) with the rasp library, by projected enumeration, and checks the source's headline:
//! 965 puzzles, 9 with one pile of gold, 165 with two and 791 with three.
//!
//!     cargo run --release --example gold_mine_count [GOLDS...]
//!
//! GOLDS (default `1 2 3`) are the numbers of piles to count. `programs/gold_mine/count.lp`
//! guesses a puzzle (`item/2`: the dwarf and the piles) together with `solutions` different
//! placements that solve it, and projects its answer sets onto the puzzle (`#project`), so
//! the number of answer sets is the number of puzzles with at least `solutions` solutions.
//! The unambiguous puzzles are those with at least one solution but not two.

use rasp::api::{Control, EnumMode, Enumeration, SolveOptions};
use std::time::Instant;

const COUNT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/programs/gold_mine/count.lp");

/// The source's numbers of unambiguous puzzles with 1, 2 and 3 piles of gold.
const SOURCE: [u64; 3] = [9, 165, 791];

/// The number of puzzles with `golds` piles and at least `solutions` solutions.
fn puzzles(golds: u32, solutions: u32) -> Result<u64, rasp::api::Error> {
    let mut control = Control::new();
    control
        .add_file(COUNT)
        .define("golds", &golds.to_string())
        .define("solutions", &solutions.to_string());
    let mut ground = control.ground()?;
    let how = Enumeration {
        // Recording each puzzle found is much faster here than backtracking over the
        // projected atoms, which the encoding derives rather than guesses.
        mode: EnumMode::Record,
        projection: Some(ground.projection()),
        // Only counted: the answers need not list their atoms.
        count_only: true,
    };
    let mut count = 0;
    ground.enumerate(&SolveOptions::default(), &how, 0, |_| {
        count += 1;
        true
    })?;
    Ok(count)
}

fn main() {
    if let Err(e) = run() {
        eprintln!("gold_mine_count: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let golds: Vec<u32> = std::env::args()
        .skip(1)
        .map(|a| {
            a.parse().ok().filter(|&g| g >= 1).ok_or_else(|| {
                format!("`{a}` is no number of piles of gold (give whole numbers from 1, e.g. `1 2 3`, or nothing for 1, 2 and 3)")
            })
        })
        .collect::<Result<_, _>>()?;
    let golds = if golds.is_empty() {
        vec![1, 2, 3]
    } else {
        golds
    };
    println!("piles  >= 1 solution  >= 2 solutions  unambiguous  time");
    let mut total = 0;
    for &g in &golds {
        let start = Instant::now();
        let (any, ambiguous) = (puzzles(g, 1)?, puzzles(g, 2)?);
        let unambiguous = any - ambiguous;
        total += unambiguous;
        println!(
            "{g:>5}  {any:>14}  {ambiguous:>14}  {unambiguous:>11}  {:.2} s",
            start.elapsed().as_secs_f64()
        );
        if let Some(&expected) = SOURCE.get(g as usize - 1)
            && unambiguous != expected
        {
            let message =
                format!("{g} piles: {unambiguous} unambiguous, the source says {expected}");
            return Err(message.into());
        }
    }
    println!("total unambiguous: {total}");
    if golds == [1, 2, 3] {
        assert_eq!(total, 965, "the source counts 965 unambiguous puzzles");
        println!("as the source says: 965 = 9 + 165 + 791");
    }
    Ok(())
}
