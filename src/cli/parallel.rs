//! `--parallel-mode` (`-t <n>[,compete|split]`): several solvers, one per thread, each
//! configured differently.
//!
//! Each thread translates the program into its own solver (the first one uses the solver
//! the engine made) with its own configuration (`configuration.rs`: the portfolio's presets,
//! another seed for the initial activities). What they do together depends on the run:
//! - one model (or satisfiability) without optimization or consequences, `compete` mode:
//!   they race ([`race`]); the first thread to find a model or to refute the program wins and
//!   stops the others;
//! - enumeration (a model limit other than 1, backtracking, no projection), and one model in
//!   `split` mode: they split the search space ([`enumerate`], `solve/split.rs`), as clasp
//!   does; the models are those of one thread, in another order;
//! - branch-and-bound optimization (`opt`): all threads optimize and share their best costs
//!   ([`optimize`]);
//! - other enumeration (projected, recorded, `domRec`), optimization and consequences run in
//!   the first thread alone (`solving.rs` decides), which gives clingo's answers.
//!
//! The threads share the short clauses they learn (clasp's default distribution: at most 3
//! literals, or at most 4 decision levels, `solve/share.rs`) over the translation's own
//! variables: those depend on no thread's bound, which hangs on a tag of its own solve call.

use super::args::{invalid_value, is_off, unsigned_or_minus_one};
use super::configuration;
use crate::aspif::GroundProgram;
use crate::solve::{
    ClauseExchange, Distribution, Enumeration, Model, Optimization, OptimizeResult, SolveError,
    SolveOptions, SolveResult, SolveStats, Solver, WorkQueue,
};
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The most threads clasp accepts.
const MAX_THREADS: u32 = 64;

/// Reads `-t`'s value: `<n {1..64}>[,<mode {compete|split}>]`; the number of threads and
/// whether the mode is `split`.
pub(super) fn threads(value: Option<&str>) -> Result<(u32, bool), String> {
    let Some(value) = value else {
        return Ok((1, false));
    };
    let (n, mode) = match value.split_once(',') {
        Some((n, mode)) => (n, Some(mode)),
        None => (value, None),
    };
    let invalid = || invalid_value(value, "parallel-mode");
    let n: u32 = n.trim().parse().map_err(|_| invalid())?;
    let mode_ok =
        mode.is_none_or(|m| ["compete", "split"].contains(&m.to_ascii_lowercase().as_str()));
    if !(1..=MAX_THREADS).contains(&n) || !mode_ok {
        return Err(invalid());
    }
    Ok((n, mode.is_some_and(|m| m.eq_ignore_ascii_case("split"))))
}

/// Reads `--distribute=<type>[,<mode>][,<lbd>][,<size>]` or `no` as clasp reads it: the
/// clauses the racing threads share (`None`: none).
pub(super) fn distribution(value: Option<&str>) -> Result<Option<Distribution>, String> {
    let Some(value) = value else {
        return Ok(Some(Distribution::default()));
    };
    let invalid = || invalid_value(value, "distribute");
    let lower = value.to_ascii_lowercase();
    if is_off(&lower) {
        return Ok(None);
    }
    let mut parts = lower.split(',').peekable();
    let (conflicts, loops) = match parts.next() {
        Some("all") => (true, true),
        Some("conflict") => (true, false),
        Some("loop") => (false, true),
        Some("short") => (false, false),
        _ => return Err(invalid()),
    };
    parts.next_if(|mode| ["global", "local"].contains(mode));
    let mut numbers = parts.map(unsigned_or_minus_one);
    let max_lbd = numbers
        .next()
        .transpose()
        .map_err(|_| invalid())?
        .unwrap_or(4);
    let max_size = numbers
        .next()
        .transpose()
        .map_err(|_| invalid())?
        .unwrap_or(u32::MAX);
    if max_lbd > 127 || numbers.next().is_some() {
        return Err(invalid());
    }
    Ok(Some(Distribution {
        conflicts,
        loops,
        max_lbd,
        max_size,
    }))
}

/// Checks `--integrate=<pick>[,<n>][,<topo>]` as clasp reads it (rasp integrates every
/// clause its peers share, at its next restart).
pub(super) fn check_integrate(value: Option<&str>) -> Result<(), String> {
    let Some(value) = value else {
        return Ok(());
    };
    let invalid = || invalid_value(value, "integrate");
    let lower = value.to_ascii_lowercase();
    let parts: Vec<&str> = lower.split(',').collect();
    let valid = match parts[..] {
        [pick, ref rest @ ..] if rest.len() <= 2 => {
            ["all", "unsat", "gp", "active"].contains(&pick)
                && rest
                    .first()
                    .is_none_or(|n| unsigned_or_minus_one(n).is_ok())
                && (rest.get(1)).is_none_or(|topo| ["all", "ring", "cube", "cubex"].contains(topo))
        }
        _ => false,
    };
    if valid { Ok(()) } else { Err(invalid()) }
}

/// clasp's warning when there are more threads than logical CPUs.
pub(super) fn oversubscription(threads: u32) -> Option<String> {
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    (threads as usize > cpus)
        .then(|| format!("Oversubscription: #Threads={threads} exceeds logical CPUs={cpus}."))
}

/// The threads of a parallel search.
#[derive(Clone, Copy, Debug)]
pub(super) struct Portfolio {
    pub threads: u32,
    /// What the command line chose itself (the presets keep it).
    pub chosen: configuration::Chosen,
    /// The learnt clauses the threads share (`None`: none).
    pub distribution: Option<Distribution>,
}

impl Portfolio {
    /// The exchange of the threads' clauses, if they share any.
    fn exchange(&self) -> Option<Arc<ClauseExchange>> {
        (self.distribution).map(|d| Arc::new(ClauseExchange::new(self.threads, d)))
    }
}

/// The options of thread `i` > 0 of the portfolio (`thread`: `i` and whether the command
/// line chose the heuristic): the portfolio's configuration `i`, interrupted by `interrupt`.
fn thread_options(
    options: &SolveOptions,
    (i, chosen): (u32, configuration::Chosen),
    interrupt: &Arc<AtomicBool>,
) -> SolveOptions {
    SolveOptions {
        interrupt: Some(interrupt.clone()),
        ..configuration::portfolio(options, i, chosen)
    }
}

/// For each thread `i` > 0 of the portfolio, in order: its options `options_of(i)` and a
/// copy of `first` to search with them, where a copy serves (`Solver::fork`: the thread
/// then searches at once instead of building its solver from the program while the first
/// thread searches; on Sudoku 49x49 the building took as long as the first thread's
/// search, so that a second thread never helped).
fn further_threads(
    first: &Solver,
    threads: u32,
    options_of: impl Fn(u32) -> SolveOptions,
) -> std::vec::IntoIter<(SolveOptions, Option<Solver>)> {
    let further: Vec<_> = (1..threads)
        .map(|i| {
            let options = options_of(i);
            let fork = first.fork(&options);
            (options, fork)
        })
        .collect();
    further.into_iter()
}

/// The solver of thread `i` > 0 of the portfolio: `forked` if there is one, else `program`
/// translated with the thread's `options`; sharing clauses through `exchange` if there is
/// one.
fn thread_solver(
    (program, options): (&GroundProgram, &SolveOptions),
    forked: Option<Solver>,
    i: u32,
    exchange: &Option<Arc<ClauseExchange>>,
) -> Result<Solver, SolveError> {
    let mut solver = match forked {
        Some(solver) => solver,
        None => Solver::new(program, options)?,
    };
    if let Some(exchange) = exchange {
        solver.share_through(Some((exchange.clone(), i)));
    }
    Ok(solver)
}

/// Makes the engine's solver thread 0 of the portfolio: interrupted by `interrupt`, sharing
/// clauses through the portfolio's exchange, which it returns for the other threads (the
/// threads search alike-translated programs: what one learns holds for all).
fn enlist_first(
    first: &mut Solver,
    portfolio: &Portfolio,
    interrupt: &Arc<AtomicBool>,
) -> Option<Arc<ClauseExchange>> {
    first.set_interrupt(Some(interrupt.clone()));
    let exchange = portfolio.exchange();
    if let Some(exchange) = &exchange {
        first.share_through(Some((exchange.clone(), 0)));
    }
    exchange
}

/// Gives the engine's solver back the run's interrupt (`options`) once the threads are done.
fn release_first(first: &mut Solver, options: &SolveOptions) {
    first.set_interrupt(options.interrupt.clone());
    first.share_through(None);
}

/// Until `done` is set: passes the run's interrupt (`user`: a time limit, a signal) on to
/// the threads by calling `interrupt`. It looks every 5 ms, and when unparked: whoever sets
/// `done` unparks it (`finish`), so that a run does not wait for its next look.
fn watch(user: &Option<Arc<AtomicBool>>, done: &AtomicBool, interrupt: impl Fn()) {
    while !done.load(Ordering::SeqCst) {
        if user.as_ref().is_some_and(|u| u.load(Ordering::SeqCst)) {
            interrupt();
        }
        std::thread::park_timeout(Duration::from_millis(5));
    }
}

/// Sets `done` and wakes the thread running [`watch`] on it.
fn finish(done: &AtomicBool, watcher: &std::thread::ScopedJoinHandle<'_, ()>) {
    done.store(true, Ordering::SeqCst);
    watcher.thread().unpark();
}

/// How a race ended.
pub(super) struct Raced {
    /// The thread that answered first (0 if none did).
    pub winner: u32,
    pub result: SolveResult,
    /// The model it found, if any.
    pub model: Option<Model>,
    /// The winner's solver, if it is not the first thread's (for the statistics).
    pub solver: Option<Solver>,
}

/// Races the portfolio's solvers of `program` for one model: `first` (the engine's, with
/// `options`) and one more per further thread; they share the clauses the portfolio's
/// distribution names. `interrupt`, the run's flag, stops them all.
pub(super) fn race(
    first: &mut Solver,
    program: &GroundProgram,
    options: &SolveOptions,
    enumeration: &Enumeration,
    portfolio: Portfolio,
) -> Result<Raced, SolveError> {
    let Portfolio {
        threads, chosen, ..
    } = portfolio;
    let stop = Arc::new(AtomicBool::new(false));
    let done = AtomicBool::new(false);
    let winner: Mutex<Option<u32>> = Mutex::new(None);
    let user = options.interrupt.clone();
    let options_of = |i| thread_options(options, (i, chosen), &stop);
    let mut further = further_threads(first, threads, options_of);
    let exchange = enlist_first(first, &portfolio, &stop);
    // A thread's search: the first one that ends by itself wins and stops the others.
    let search = |solver: &mut Solver, i: u32| {
        let mut model = None;
        let result = solver.enumerate(enumeration, &[], &mut |m| {
            model = Some(m.clone());
            false
        });
        if !matches!(result, SolveResult::Interrupted { .. }) {
            let mut w = winner.lock().expect("no thread panics holding it");
            if w.is_none() {
                *w = Some(i);
                stop.store(true, Ordering::SeqCst);
            }
        }
        (result, model)
    };
    let outcome = std::thread::scope(|scope| {
        let (stop, done) = (&stop, &done);
        let user = &user;
        let watcher = scope.spawn(move || watch(user, done, || stop.store(true, Ordering::SeqCst)));
        let others: Vec<_> = (1..threads)
            .map(|i| {
                let (search, exchange) = (&search, &exchange);
                let (options, fork) = further.next().expect("one per further thread");
                scope.spawn(move || {
                    let mut solver = thread_solver((program, &options), fork, i, exchange)?;
                    let (result, model) = search(&mut solver, i);
                    solver.share_through(None);
                    Ok::<_, SolveError>((result, model, solver))
                })
            })
            .collect();
        let own = search(first, 0);
        let mut results = vec![Ok((own.0, own.1, None))];
        for handle in others {
            let joined = handle.join().expect("a portfolio thread does not panic");
            results.push(joined.map(|(r, m, s)| (r, m, Some(s))));
        }
        finish(done, &watcher);
        results
    });
    release_first(first, options);
    let w = winner
        .into_inner()
        .expect("no thread panicked")
        .unwrap_or(0);
    let mut outcome = outcome;
    let (result, model, solver) = outcome.swap_remove(w as usize)?;
    Ok(Raced {
        winner: w,
        result,
        model,
        solver,
    })
}

/// How a parallel enumeration ended.
pub(super) struct Enumerated {
    /// The thread that reached the model limit, if one did (else 0).
    pub winner: u32,
    pub result: SolveResult,
    /// When the first and the last model were found, if any was.
    pub first_model: Option<Instant>,
    pub last_model: Option<Instant>,
    /// The statistics of the other threads' solvers (the first thread's is the engine's).
    pub others: Vec<SolveStats>,
}

/// How one thread of a parallel enumeration ended.
struct ThreadEnd {
    result: SolveResult,
    /// When it found its first and its last model, if any.
    first: Option<Instant>,
    last: Option<Instant>,
    /// Whether it found the model at the limit.
    limited: bool,
}

/// Enumerates up to `limit` models (0: all) of `program` with the portfolio's threads
/// splitting the search space between them (`solve/split.rs`), as clasp enumerates with
/// several threads: `first` (the engine's solver, with `options`) and one more solver per
/// further thread; backtracking, without projection. The threads count the models (exactly
/// `limit` are reported) and publish them to `options.live`; `on_model`, if given, gets a
/// copy of each here, in the order found (the threads copy none without it). With `limit`
/// 1, the threads split the search for one model (`-t <n>,split`).
pub(super) fn enumerate(
    first: &mut Solver,
    (program, options): (&GroundProgram, &SolveOptions),
    enumeration: &Enumeration,
    portfolio: Portfolio,
    limit: u64,
    mut on_model: Option<&mut dyn FnMut(&Model)>,
) -> Result<Enumerated, SolveError> {
    let Portfolio {
        threads, chosen, ..
    } = portfolio;
    let stop = Arc::new(AtomicBool::new(false));
    let done = AtomicBool::new(false);
    let user = options.interrupt.clone();
    let queue = Arc::new(WorkQueue::new(threads, first));
    // The models found (more than `limit` when several threads pass it at once: those
    // beyond it are not reported).
    let models = AtomicU64::new(0);
    let options_of = |i| thread_options(options, (i, chosen), &stop);
    let mut further = further_threads(first, threads, options_of);
    let exchange = enlist_first(first, &portfolio, &stop);
    let copies = on_model.is_some();
    // Without copies, the models' atoms are never read.
    let enumeration = &Enumeration {
        count_only: !copies,
        ..enumeration.clone()
    };
    let (sender, receiver) = std::sync::mpsc::channel::<Model>();
    // A thread's search, and how it ended.
    let search = |solver: &mut Solver, sender: std::sync::mpsc::Sender<Model>| {
        let (mut first, mut last, mut limited) = (None, None, false);
        // Without a limit, each thread counts its own models (the shared count is then
        // written once, at the end, rather than by both threads for every model).
        let mut own = 0;
        let result = solver.enumerate_split(enumeration, &queue, &mut |model| {
            let n = match limit {
                0 => {
                    own += 1;
                    own
                }
                limit => {
                    let n = models.fetch_add(1, Ordering::SeqCst) + 1;
                    if n > limit {
                        return false;
                    }
                    n
                }
            };
            let now = Instant::now();
            first.get_or_insert(now);
            last = Some(now);
            if let Some(live) = &options.live {
                live.model(&model.costs);
            }
            if copies {
                let _ = sender.send(model.clone());
            }
            limited = n == limit;
            if limited {
                stop.store(true, Ordering::SeqCst);
            }
            !limited
        });
        models.fetch_add(own, Ordering::SeqCst);
        ThreadEnd {
            result,
            first,
            last,
            limited,
        }
    };
    let first_solver = &mut *first;
    let outcome = std::thread::scope(|scope| {
        let (stop, done, search) = (&stop, &done, &search);
        let user = &user;
        let watcher = scope.spawn(move || watch(user, done, || stop.store(true, Ordering::SeqCst)));
        let mut handles = Vec::new();
        let mut first = Some(first_solver);
        for i in 0..threads {
            let sender = sender.clone();
            let own = first.take();
            let exchange = &exchange;
            let prepared = if i == 0 { None } else { further.next() };
            handles.push(scope.spawn(move || {
                let mut made = None;
                let solver: &mut Solver = match own {
                    Some(solver) => solver,
                    None => {
                        let (options, fork) = prepared.expect("one per further thread");
                        let solver = thread_solver((program, &options), fork, i, exchange)?;
                        made.insert(solver)
                    }
                };
                let end = search(solver, sender);
                solver.share_through(None);
                Ok::<_, SolveError>((end, made.map(|s| s.stats().clone())))
            }));
        }
        drop(sender);
        for model in receiver {
            if let Some(on_model) = on_model.as_mut() {
                on_model(&model);
            }
        }
        let results: Vec<_> = handles
            .into_iter()
            .map(|h| h.join().expect("a portfolio thread does not panic"))
            .collect();
        finish(done, &watcher);
        results
    });
    release_first(first, options);
    let models = models.into_inner().min(match limit {
        0 => u64::MAX,
        n => n,
    });
    let mut ends = Vec::new();
    let mut others = Vec::new();
    for (end, stats) in outcome.into_iter().collect::<Result<Vec<_>, _>>()? {
        ends.push(end);
        others.extend(stats);
    }
    let limiter = ends.iter().position(|end| end.limited);
    let result = if let Some(i) = limiter {
        // The thread that reached the limit says whether the space was exhausted anyway.
        let exhausted = matches!(
            ends[i].result,
            SolveResult::Satisfiable {
                exhausted: true,
                ..
            }
        );
        SolveResult::Satisfiable { models, exhausted }
    } else if (ends.iter()).any(|end| matches!(end.result, SolveResult::Interrupted { .. })) {
        SolveResult::Interrupted { models }
    } else if models > 0 {
        SolveResult::Satisfiable {
            models,
            exhausted: true,
        }
    } else {
        SolveResult::Unsatisfiable
    };
    Ok(Enumerated {
        winner: limiter.unwrap_or(0) as u32,
        result,
        first_model: ends.iter().filter_map(|end| end.first).min(),
        last_model: ends.iter().filter_map(|end| end.last).max(),
        others,
    })
}

/// What the threads of a parallel optimization share.
struct Shared {
    /// The best costs found by any thread.
    best: Mutex<Option<Vec<i64>>>,
    /// Set when a thread asks the others to take up a better bound; one flag per thread
    /// (the thread's interrupt).
    nudge: Vec<Arc<AtomicBool>>,
    /// Set when the run is over (a thread finished, or the run was interrupted).
    done: AtomicBool,
    /// The thread that finished first.
    winner: Mutex<Option<u32>>,
}

impl Shared {
    fn nudge_all(&self) {
        self.nudge
            .iter()
            .for_each(|n| n.store(true, Ordering::SeqCst));
    }
}

/// How a parallel optimization ended.
pub(super) struct Optimized {
    pub winner: u32,
    pub result: OptimizeResult,
    /// The winner's solver, if it is not the first thread's (for the statistics).
    pub solver: Option<Solver>,
}

/// Branch-and-bound optimization (`opt`) by the portfolio's solvers, which share their best
/// costs (and the learnt clauses the portfolio's distribution names that depend on no
/// bound): each model better than all before is reported by `on_model` (numbered in the
/// order reported) and makes the others continue under its costs as a strict bound; the
/// first thread whose search is exhausted proves the optimum (or that there is no model).
pub(super) fn optimize(
    first: &mut Solver,
    program: &GroundProgram,
    options: &SolveOptions,
    how: &Optimization,
    portfolio: Portfolio,
    on_model: &mut dyn FnMut(&Model),
) -> Result<Optimized, SolveError> {
    let Portfolio {
        threads, chosen, ..
    } = portfolio;
    let shared = Shared {
        best: Mutex::new(None),
        nudge: (0..threads)
            .map(|_| Arc::new(AtomicBool::new(false)))
            .collect(),
        done: AtomicBool::new(false),
        winner: Mutex::new(None),
    };
    let user = options.interrupt.clone();
    let options_of = |i| thread_options(options, (i, chosen), &shared.nudge[i as usize]);
    let mut further = further_threads(first, threads, options_of);
    let exchange = enlist_first(first, &portfolio, &shared.nudge[0]);
    let (sender, receiver) = std::sync::mpsc::channel::<Model>();
    let first_solver = &mut *first;
    let outcome = std::thread::scope(|scope| {
        let (shared, exchange) = (&shared, &exchange);
        let user = &user;
        let watcher = scope.spawn(move || {
            watch(user, &shared.done, || {
                shared.done.store(true, Ordering::SeqCst);
                shared.nudge_all();
            })
        });
        let mut handles = Vec::new();
        let mut first = Some(first_solver);
        for i in 0..threads {
            let sender = sender.clone();
            let own = first.take();
            let prepared = if i == 0 { None } else { further.next() };
            handles.push(scope.spawn(move || {
                let mut made = None;
                let solver: &mut Solver = match own {
                    Some(solver) => solver,
                    None => {
                        let (options, fork) = prepared.expect("one per further thread");
                        let solver = thread_solver((program, &options), fork, i, exchange)?;
                        made.insert(solver)
                    }
                };
                let result = optimize_thread(solver, how, shared, i, &sender);
                Ok::<_, SolveError>((result, made))
            }));
        }
        drop(sender);
        for model in receiver {
            on_model(&model);
        }
        let results: Vec<_> = handles
            .into_iter()
            .map(|h| h.join().expect("a portfolio thread does not panic"))
            .collect();
        finish(&shared.done, &watcher);
        results
    });
    release_first(first, options);
    let winner = shared
        .winner
        .lock()
        .expect("no thread panicked")
        .unwrap_or(0);
    let mut outcome = outcome;
    let (result, solver) = outcome.swap_remove(winner as usize)?;
    Ok(Optimized {
        winner,
        result,
        solver,
    })
}

/// One thread of a parallel optimization: optimizes under the best costs known, again
/// whenever another thread found better ones, until some thread finishes.
fn optimize_thread(
    solver: &mut Solver,
    how: &Optimization,
    shared: &Shared,
    i: u32,
    sender: &std::sync::mpsc::Sender<Model>,
) -> OptimizeResult {
    let nudge = &shared.nudge[i as usize];
    let mut how = how.clone();
    loop {
        nudge.store(false, Ordering::SeqCst);
        if shared.done.load(Ordering::SeqCst) {
            return finished(shared, SolveResult::Interrupted { models: 0 }, false);
        }
        if let Some(best) = shared.best.lock().expect("no thread panicked").clone() {
            // Strictly better than `best`, as an inclusive lexicographic bound.
            let mut bound = best;
            if let Some(last) = bound.last_mut() {
                *last -= 1;
            }
            how.bound = Some(bound);
        }
        let result = solver.optimize(&how, &mut |model| {
            let mut best = shared.best.lock().expect("no thread panicked");
            if best.as_ref().is_none_or(|b| model.costs < *b) {
                *best = Some(model.costs.clone());
                let _ = sender.send(model.clone());
                shared
                    .nudge
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i as usize)
                    .for_each(|(_, n)| n.store(true, Ordering::SeqCst));
            }
            true
        });
        if solver.limit_reached() {
            // `--solve-limit` stopped this thread's search; the others go on.
            return finished(shared, result.result, false);
        }
        if !matches!(result.result, SolveResult::Interrupted { .. }) {
            // Exhausted: nothing is better than the best costs known, or there is no model.
            let mut winner = shared.winner.lock().expect("no thread panicked");
            if winner.is_none() && !shared.done.load(Ordering::SeqCst) {
                *winner = Some(i);
                shared.done.store(true, Ordering::SeqCst);
                shared.nudge_all();
            }
            drop(winner);
            let best = shared.best.lock().expect("no thread panicked").is_some();
            let end = match best {
                true => SolveResult::Satisfiable {
                    models: 0,
                    exhausted: true,
                },
                false => SolveResult::Unsatisfiable,
            };
            return finished(shared, end, true);
        }
    }
}

/// The result of a thread that ended with `end` (`proven`: its search was exhausted).
fn finished(shared: &Shared, end: SolveResult, proven: bool) -> OptimizeResult {
    let best = shared.best.lock().expect("no thread panicked").clone();
    OptimizeResult {
        proven: proven && best.is_some(),
        best,
        result: end,
        enumerated: 0,
        lower_bound: Vec::new(),
    }
}
