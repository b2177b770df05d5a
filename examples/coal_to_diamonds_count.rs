//! Counts the solvable Coal to Diamonds boards and their fewest clicks with the rasp
//! library, and checks the source's numbers: of the 262,144 boards of the 3x3 game with four
//! phases, 16,384 are solvable, none needs more than 15 clicks, and exactly 7 need 15.
//!
//!     cargo run --release --example coal_to_diamonds_count [N PHASES]
//!
//! N and PHASES (default 3 and 4) give the board size and the number of phases. The
//! driver lets rasp enumerate every way of clicking (each cell clicked 0..PHASES-1 times)
//! together with the board it solves (`programs/coal_to_diamonds/count.lp`), and keeps for
//! each board the fewest clicks among the ways that solve it.

use rasp::api::{Control, SolveOptions, Value};
use std::collections::HashMap;
use std::time::Instant;

const COUNT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/programs/coal_to_diamonds/count.lp"
);

fn int(v: &Value) -> usize {
    v.as_int()
        .and_then(|i| usize::try_from(i).ok())
        .unwrap_or(0)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse())
        .collect::<Result<_, _>>()?;
    let (n, phases) = match args[..] {
        [] => (3, 4),
        [n, phases] => (n, phases),
        _ => return Err("usage: coal_to_diamonds_count [N PHASES]".into()),
    };
    let start = Instant::now();
    let mut control = Control::new();
    control
        .add_file(COUNT)
        .define("n", &n.to_string())
        .define("phases", &phases.to_string())
        .add_text("<show>", "#show clicks/3.");
    let mut ground = control.ground()?;

    // The fewest clicks of each solvable board (the phases of its cells, row by row).
    let mut fewest: HashMap<Vec<usize>, usize> = HashMap::new();
    let mut ways = 0u64;
    ground.solve(&SolveOptions::default(), 0, |answer| {
        ways += 1;
        let mut board = vec![0; n * n];
        for a in answer.atoms_of("init") {
            board[(int(&a[0]) - 1) * n + int(&a[1]) - 1] = int(&a[2]);
        }
        let clicks: usize = answer.atoms_of("clicks").map(|a| int(&a[2])).sum();
        let best = fewest.entry(board).or_insert(clicks);
        *best = (*best).min(clicks);
        true
    })?;

    let boards = (phases as u64).pow((n * n) as u32);
    let hardest = fewest.values().copied().max().unwrap_or(0);
    let mut needing = vec![0u64; hardest + 1];
    for &k in fewest.values() {
        needing[k] += 1;
    }
    println!("{n}x{n} boards with {phases} phases: {boards}");
    println!("ways of clicking: {ways}");
    println!("solvable boards: {}", fewest.len());
    println!("fewest clicks  boards");
    for (k, count) in needing.iter().enumerate() {
        println!("{k:>12}  {count:>6}");
    }
    println!("({:.2} s)", start.elapsed().as_secs_f64());
    if (n, phases) == (3, 4) {
        assert_eq!(ways, 262_144);
        assert_eq!(fewest.len(), 16_384, "the source: 16,384 solvable boards");
        assert_eq!(hardest, 15, "the source: none needs more than 15 clicks");
        assert_eq!(
            needing[15], 7,
            "the source: exactly 7 boards need 15 clicks"
        );
        println!("as the source says: 16,384 of 262,144 solvable, at most 15 clicks, 7 need 15");
    }
    Ok(())
}
