//! The search space split between the threads of a parallel search (clasp's guiding paths:
//! `--parallel-mode=<n>,split`, and enumeration with several threads).
//!
//! The threads solve the same program, translated alike, so a literal means the same in each.
//! A *guiding path* is a list of literals, assumed by the search that takes it; the paths
//! handed out cover the search space without overlapping, so the models the threads find
//! are all the models, each found once. The first thread to start takes the empty path (the
//! whole space). A thread without work waits for a path; while one waits, a searching thread
//! gives away part of its space at its next decision: at the lowest level above its path
//! whose decision is not flipped yet (clasp gives away the same half), the decisions of the
//! levels below (flipped, each the last value left to explore there) and the negation of
//! that level's decision make the new path, and the level is marked flipped
//! (`enumerate.rs`): the thread keeps the decision's half and never explores the other
//! again. When every thread waits and no path is left, the space is exhausted.
//!
//! A flipped level is never backjumped below (`enumerate.rs`), so a thread that split keeps
//! its restarts above that level, as clasp's splitting thread adds the decision to its root.

use super::enumerate::{LevelMark, decision};
use super::lit::Lit;
use super::search::SearchEnd;
use super::{Enumeration, Model, SolveResult, Solver, result_of, step};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};

/// The guiding paths of a parallel search that splits its space, shared by its threads:
/// each thread calls [`Solver::enumerate_split`] with it.
#[derive(Debug)]
pub struct WorkQueue {
    state: Mutex<QueueState>,
    /// Signalled when a path is queued or the search is over.
    ready: Condvar,
    /// Whether some thread waits for a path that nobody gave it yet (read at every decision
    /// of the searching threads, so kept outside the lock).
    hungry: AtomicBool,
    /// The fingerprint of the translation the paths are over: a solver with another one
    /// takes no part.
    fingerprint: u64,
}

#[derive(Debug)]
struct QueueState {
    /// Paths not taken yet.
    paths: Vec<Vec<Lit>>,
    /// The threads that take part.
    threads: u32,
    /// Those among them without a path: waiting for one, done, or not started yet.
    idle: u32,
    /// Those waiting for a path (a thread that has not asked for one yet gets none: as in
    /// clasp, a search that ends before another thread asks is never split).
    waiting: u32,
    /// Set when the space is exhausted or the search was stopped: nobody takes a path.
    over: bool,
}

impl QueueState {
    fn hungry(&self) -> bool {
        !self.over && self.waiting as usize > self.paths.len()
    }
}

impl WorkQueue {
    /// The queue of `threads` threads whose solvers translated the program as `solver` did;
    /// it holds the empty path, for the first thread to take.
    pub fn new(threads: u32, solver: &Solver) -> WorkQueue {
        WorkQueue {
            state: Mutex::new(QueueState {
                paths: vec![Vec::new()],
                threads,
                idle: threads,
                waiting: 0,
                over: false,
            }),
            ready: Condvar::new(),
            hungry: AtomicBool::new(false),
            fingerprint: solver.translation_fingerprint(),
        }
    }

    /// The state (also after a thread panicked: [`StopOnUnwind`] still ends the search).
    fn lock(&self) -> std::sync::MutexGuard<'_, QueueState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Updates `hungry` from `state` (under its lock).
    fn publish(&self, state: &QueueState) {
        self.hungry.store(state.hungry(), Ordering::Relaxed);
    }

    /// Whether a thread waits for a path that no searching thread gave it yet.
    #[inline]
    pub fn hungry(&self) -> bool {
        self.hungry.load(Ordering::Relaxed)
    }

    /// The next path of a thread that has none: waits until one is given, or returns `None`
    /// when the search is over (the space exhausted: every thread waits, no path is left).
    fn take(&self) -> Option<Vec<Lit>> {
        let mut state = self.lock();
        loop {
            if state.over {
                return None;
            }
            if let Some(path) = state.paths.pop() {
                state.idle -= 1;
                self.publish(&state);
                return Some(path);
            }
            if self.end_if_exhausted(&mut state) {
                return None;
            }
            state.waiting += 1;
            self.publish(&state);
            state = self
                .ready
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
            state.waiting -= 1;
        }
    }

    /// A thread searched its path to the end: it has none now.
    fn finished(&self) {
        let mut state = self.lock();
        state.idle += 1;
        self.publish(&state);
    }

    /// A thread whose solver cannot take part (another translation) leaves for good.
    fn leave(&self) {
        let mut state = self.lock();
        state.threads -= 1;
        state.idle -= 1;
        if !self.end_if_exhausted(&mut state) {
            self.publish(&state);
        }
    }

    /// Ends the search if the space is exhausted: every thread is without a path and no
    /// path is left. Returns whether it did.
    fn end_if_exhausted(&self, state: &mut QueueState) -> bool {
        let exhausted = state.idle == state.threads && state.paths.is_empty();
        if exhausted {
            state.over = true;
            self.publish(state);
            self.ready.notify_all();
        }
        exhausted
    }

    /// Ends the search for every thread (a model limit reached, an interrupt): the waiting
    /// ones take no path. Returns whether the rest of the space was empty anyway: every other
    /// thread was waiting and no path was left.
    fn stop(&self) -> bool {
        let mut state = self.lock();
        let drained = state.paths.is_empty() && state.idle + 1 >= state.threads;
        state.over = true;
        self.publish(&state);
        self.ready.notify_all();
        drained
    }

    /// Gives a waiting thread the path `make` builds, if a thread still waits for one
    /// (another searching thread may have served it) and `make` finds one to give.
    fn give(&self, make: impl FnOnce() -> Option<Vec<Lit>>) {
        let mut state = self.lock();
        if !state.hungry() {
            return;
        }
        if let Some(path) = make() {
            state.paths.push(path);
            self.publish(&state);
            self.ready.notify_one();
        }
    }
}

/// Ends the search of every thread when the thread holding it unwinds (a panic), so that
/// none waits for it forever.
struct StopOnUnwind<'a>(&'a WorkQueue);

impl Drop for StopOnUnwind<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.stop();
        }
    }
}

/// Called by the search at a decision when a thread waits for work: splits off the other
/// half of the lowest unflipped decision above the assumptions, if there is one.
pub(crate) fn offer(s: &mut Solver) {
    let Some((queue, path_len)) = s.split.clone() else {
        return;
    };
    queue.give(|| {
        let first_free = s.assumptions.len() as u32 + 1;
        let marks = &s.enumeration.marks;
        let level = (first_free..=s.trail.level())
            .find(|&l| marks[l as usize - 1] != LevelMark::Flipped)
            .filter(|&l| marks[l as usize - 1] == LevelMark::Free)?;
        let own = &s.assumptions[s.assumptions.len() - path_len..];
        let mut path = own.to_vec();
        path.extend((first_free..level).map(|l| decision(s, l)));
        path.push(!decision(s, level));
        s.enumeration.marks[level as usize - 1] = LevelMark::Flipped;
        Some(path)
    });
}

impl Solver {
    /// One thread of a parallel search that splits the search space ([`WorkQueue`]):
    /// enumerates the answer sets of the paths it takes from `queue`, as `how` says (with
    /// backtracking; no projection), calling `on_model` for each until it returns false,
    /// which ends the search of every thread. Models are numbered per thread. The result
    /// is this thread's: `Satisfiable { exhausted }` with `exhausted` only if the whole
    /// space was (every thread's), `Interrupted` when the interrupt flag stopped it.
    pub fn enumerate_split(
        &mut self,
        how: &Enumeration,
        queue: &Arc<WorkQueue>,
        on_model: &mut dyn FnMut(&Model) -> bool,
    ) -> SolveResult {
        debug_assert!(how.projection.is_none(), "projections are not split");
        if self.translation_fingerprint() != queue.fingerprint {
            queue.leave();
            return SolveResult::Unsatisfiable;
        }
        let _guard = StopOnUnwind(queue);
        let mut models = 0;
        let mut end = SearchEnd::Exhausted;
        while let Some(path) = queue.take() {
            self.split = Some((queue.clone(), path.len()));
            let searched = self.search_models(how, &path, &mut |s, mut model| {
                models += 1;
                model.number = models;
                let go_on = on_model(&model);
                s.model_atoms = model.true_atoms;
                step::after_model(go_on)
            });
            self.split = None;
            match searched {
                SearchEnd::Exhausted => queue.finished(),
                SearchEnd::Stopped { exhausted } => {
                    let drained = queue.stop();
                    end = SearchEnd::Stopped {
                        exhausted: exhausted && drained,
                    };
                    break;
                }
                SearchEnd::Interrupted => {
                    queue.stop();
                    end = SearchEnd::Interrupted;
                    break;
                }
            }
        }
        result_of(end, models)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::aspif::GroundProgram;
    use crate::solve::SolveOptions;

    fn queue(threads: u32) -> WorkQueue {
        let solver = Solver::new(&GroundProgram::default(), &SolveOptions::default()).unwrap();
        WorkQueue::new(threads, &solver)
    }

    #[test]
    fn a_waiting_thread_gets_a_path_and_the_last_idle_thread_ends_the_search() {
        let queue = queue(2);
        assert!(!queue.hungry(), "no thread waits yet");
        assert_eq!(queue.take(), Some(Vec::new()));
        std::thread::scope(|scope| {
            let waiting = scope.spawn(|| queue.take());
            while !queue.hungry() {
                std::thread::yield_now();
            }
            queue.give(|| Some(vec![Lit::TRUE]));
            assert!(!queue.hungry());
            assert_eq!(waiting.join().unwrap(), Some(vec![Lit::TRUE]));
        });
        queue.finished();
        std::thread::scope(|scope| {
            let waiting = scope.spawn(|| queue.take());
            queue.finished();
            assert_eq!(queue.take(), None);
            assert_eq!(waiting.join().unwrap(), None);
        });
    }

    #[test]
    fn a_search_that_ends_before_another_thread_asks_is_not_split() {
        let queue = queue(2);
        assert_eq!(queue.take(), Some(Vec::new()));
        queue.finished();
        assert_eq!(queue.take(), None, "the space is exhausted");
        assert_eq!(queue.take(), None, "the second thread comes too late");
    }

    #[test]
    fn a_thread_that_panics_ends_the_search_of_the_others() {
        let queue = queue(2);
        std::thread::scope(|scope| {
            let panicking = scope.spawn(|| {
                let _guard = StopOnUnwind(&queue);
                let _ = queue.take();
                panic!("a bug");
            });
            assert!(panicking.join().is_err());
            assert_eq!(queue.take(), None, "the other thread does not wait forever");
        });
    }
}
