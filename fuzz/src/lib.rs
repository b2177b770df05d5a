//! Support for the fuzz targets.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// How long a target may solve before it is interrupted.
const SOLVE_BUDGET: Duration = Duration::from_millis(300);

/// Runs `f` with an interrupt flag that a watchdog sets after [`SOLVE_BUDGET`] (the solver
/// checks it; the watchdog ends as soon as `f` returns).
pub fn with_interrupt<T>(f: impl FnOnce(Arc<AtomicBool>) -> T) -> T {
    let interrupt = Arc::new(AtomicBool::new(false));
    let (done, watchdog) = std::sync::mpsc::channel::<()>();
    let flag = interrupt.clone();
    let timer = std::thread::spawn(move || {
        if watchdog.recv_timeout(SOLVE_BUDGET).is_err() {
            flag.store(true, Ordering::SeqCst);
        }
    });
    let result = f(interrupt);
    drop(done);
    timer.join().expect("the watchdog does not panic");
    result
}

/// The input as text, if it is UTF-8 and at most `max` bytes long (longer inputs add little
/// coverage and slow the search down).
pub fn text(data: &[u8], max: usize) -> Option<&str> {
    if data.len() > max {
        return None;
    }
    std::str::from_utf8(data).ok()
}
