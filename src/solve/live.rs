//! What a running solve publishes for a display of its progress (the command line's status
//! line): the search's conflicts and restarts, added every 128 search steps, the lower bound
//! that core-guided optimization has proven, and the models its caller reports with their
//! costs. Another thread reads them; a search without a [`LiveStats`] in its options
//! publishes nothing.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

/// Counters of the searches that share it (every thread of a parallel solve adds its own).
#[derive(Debug, Default)]
pub struct LiveStats {
    conflicts: AtomicU64,
    restarts: AtomicU64,
    lower_bound: Mutex<Vec<i64>>,
    models: AtomicU64,
    costs: Mutex<Vec<i64>>,
}

impl LiveStats {
    /// The conflicts published so far.
    pub fn conflicts(&self) -> u64 {
        self.conflicts.load(Ordering::Relaxed)
    }

    /// The restarts published so far.
    pub fn restarts(&self) -> u64 {
        self.restarts.load(Ordering::Relaxed)
    }

    /// The lower bound of the costs last proven (empty: none).
    pub fn lower_bound(&self) -> Vec<i64> {
        self.lower_bound
            .lock()
            .map(|b| b.clone())
            .unwrap_or_default()
    }

    /// The models reported so far.
    pub fn models(&self) -> u64 {
        self.models.load(Ordering::Relaxed)
    }

    /// The costs of the last model reported (empty: none).
    pub fn costs(&self) -> Vec<i64> {
        self.costs.lock().map(|c| c.clone()).unwrap_or_default()
    }

    /// Notes a model reported, with its costs (empty: none).
    pub fn model(&self, costs: &[i64]) {
        self.models.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut last) = self.costs.lock() {
            last.clear();
            last.extend_from_slice(costs);
        }
    }

    /// Adds the conflicts and restarts of a search since its last report.
    pub(crate) fn add(&self, conflicts: u64, restarts: u64) {
        self.conflicts.fetch_add(conflicts, Ordering::Relaxed);
        self.restarts.fetch_add(restarts, Ordering::Relaxed);
    }

    /// Notes a proven lower bound of the costs.
    pub(crate) fn set_lower_bound(&self, bound: &[i64]) {
        if let Ok(mut lower) = self.lower_bound.lock() {
            lower.clear();
            lower.extend_from_slice(bound);
        }
    }
}
