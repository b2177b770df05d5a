//! Solves an aspif program (as `clingo --mode=gringo` writes it) with rasp's solver and prints
//! the answer sets in clingo's text format.
//!
//! Usage: `solve_aspif [FILE|-] [-n N] [-q] [--stats] [--time-limit S]` — `N` models (0: all,
//! default 1), `-q` prints no models, `--stats` prints search statistics, `S` seconds before
//! the search is interrupted. For experiments, the environment variables `RASP_SEED`,
//! `RASP_DECAY`, `RASP_LUBY` (restart unit; default glucose-style), `RASP_REDUCE` (first
//! reduction) and `RASP_NOMOMS` change the search options. Exit codes as clingo's: 10 SAT,
//! 20 UNSAT, 30 all models found, 65 bad input.

use rasp::aspif;
use rasp::engine::Engine;
use rasp::solve::{SolveOptions, SolveResult};
use std::io::{Read, Write};
use std::time::Instant;

fn main() {
    let mut path = None;
    let mut limit = 1u64;
    let mut quiet = false;
    let mut stats = false;
    let mut time_limit = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-n" => limit = args.next().and_then(|n| n.parse().ok()).unwrap_or(1),
            "-q" => quiet = true,
            "--stats" => stats = true,
            "--time-limit" => time_limit = args.next().and_then(|n| n.parse::<u64>().ok()),
            _ if arg.parse::<u64>().is_ok() => limit = arg.parse().unwrap_or(1),
            _ => path = Some(arg),
        }
    }
    let mut text = String::new();
    let read = match path.as_deref() {
        None | Some("-") => std::io::stdin().read_to_string(&mut text).map(|_| ()),
        Some(p) => std::fs::read_to_string(p).map(|t| text = t),
    };
    if let Err(e) = read {
        eprintln!("error: {e}");
        std::process::exit(65);
    }
    let start = Instant::now();
    let program = match aspif::read::read(&text) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(65);
        }
    };
    let mut options = SolveOptions::default();
    if let Some(d) = std::env::var("RASP_DECAY")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        options.decay = d;
    }
    if let Some(u) = std::env::var("RASP_LUBY").ok().and_then(|v| v.parse().ok()) {
        options.restarts = rasp::solve::RestartPolicy::Luby { unit: u };
    }
    if let Some(r) = std::env::var("RASP_REDUCE")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        options.reduce_first = r;
        options.reduce_increment = r / 4;
    }
    if std::env::var("RASP_NOMOMS").is_ok() {
        options.init_moms = false;
    }
    if let Some(seed) = std::env::var("RASP_SEED").ok().and_then(|v| v.parse().ok()) {
        options.seed = seed;
    }
    if let Some(seconds) = time_limit {
        let flag = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        options.interrupt = Some(flag.clone());
        std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_secs(seconds));
            flag.store(true, std::sync::atomic::Ordering::Relaxed);
        });
    }
    let mut engine = Engine::new();
    engine.set_ground(program);
    let (solver, view) = match engine.solver(&options) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(65);
        }
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut count = 0u64;
    let result = solver.solve(&mut |model| {
        count += 1;
        if !quiet {
            let _ = writeln!(out, "Answer: {count}");
            let _ = writeln!(out, "{}", model.shown(view.program).join(" "));
        }
        limit == 0 || count < limit
    });
    let elapsed = start.elapsed().as_secs_f64();
    let _ = match result {
        SolveResult::Satisfiable { .. } => writeln!(out, "SATISFIABLE"),
        SolveResult::Unsatisfiable => writeln!(out, "UNSATISFIABLE"),
        SolveResult::Interrupted { .. } => writeln!(out, "INTERRUPTED"),
    };
    let more = matches!(
        result,
        SolveResult::Satisfiable {
            exhausted: false,
            ..
        }
    );
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "Models       : {}{}",
        result.models(),
        if more { "+" } else { "" }
    );
    let _ = writeln!(out, "Time         : {elapsed:.3}s");
    if stats {
        let s = solver.stats();
        let _ = writeln!(out, "Choices      : {}", s.choices);
        let _ = writeln!(out, "Conflicts    : {}", s.conflicts);
        let _ = writeln!(out, "Restarts     : {}", s.restarts);
        let _ = writeln!(out, "Learnt       : {}", s.learnt);
        let _ = writeln!(out, "Loop nogoods : {}", s.loop_nogoods);
        let _ = writeln!(out, "Deleted      : {}", s.deleted);
        let _ = writeln!(out, "Propagations : {}", s.propagations);
        let _ = writeln!(out, "Variables    : {}", s.variables);
        let _ = writeln!(out, "Loop atoms   : {}", s.loop_atoms);
        let _ = writeln!(
            out,
            "Conflicts/s  : {:.0}",
            s.conflicts as f64 / elapsed.max(1e-9)
        );
    }
    let _ = out.flush();
    drop(out);
    std::process::exit(result.exit_code());
}
