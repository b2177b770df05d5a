//! The status line of a long run (`--progress`): when standard error is a terminal, after two
//! seconds, one line there, redrawn in place twice a second: the phase (grounding or
//! solving) and its time, the models found, the search's conflicts and restarts, the costs
//! of the last model and the lower bound proven (core-guided optimization), as the solve
//! publishes them ([`LiveStats`]). Every write to
//! standard output or error first erases it ([`Erasing`]), so it never mixes with the
//! output, and it is erased when the run ends. A thread draws it; the search only adds its
//! counters to a [`LiveStats`] every 128 steps.

use crate::solve::LiveStats;
use std::io::{IsTerminal, Write};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Moves to the start of the line and clears it.
const ERASE: &[u8] = b"\r\x1b[K";

/// When the line is shown (`--progress`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum StatusMode {
    /// When standard error is a terminal.
    #[default]
    Auto,
    /// Always (on standard error, even when it is no terminal).
    Yes,
    /// Never.
    No,
}

/// The phase a run is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Grounding,
    Solving,
    /// Incremental mode: grounding and solving step by step.
    Steps,
}

/// The running status line: dropping it stops its thread and erases it.
pub struct StatusLine {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

/// What the drawing thread and the run share.
struct Shared {
    state: Mutex<State>,
    /// Wakes the thread when the run ends.
    wake: Condvar,
    live: Arc<LiveStats>,
}

/// The line's contents and whether it is on the screen, behind one lock, which every write
/// to the run's streams takes.
struct State {
    phase: Phase,
    shown: bool,
    done: bool,
    /// Where the line is drawn.
    sink: Box<dyn Write + Send>,
}

impl State {
    /// Erases the line if it is shown.
    fn erase(&mut self) {
        if self.shown {
            let _ = self.sink.write_all(ERASE);
            let _ = self.sink.flush();
            self.shown = false;
        }
    }
}

impl StatusLine {
    /// The status line of a run, on standard error, if `mode` asks for one there.
    pub fn for_run(mode: StatusMode) -> Option<StatusLine> {
        let on = match mode {
            StatusMode::Auto => std::io::stderr().is_terminal(),
            StatusMode::Yes => true,
            StatusMode::No => false,
        };
        let (delay, period) = (Duration::from_secs(2), Duration::from_millis(500));
        on.then(|| StatusLine::start(delay, period, Box::new(std::io::stderr())))
    }

    /// Starts the thread that draws the line into `sink` after `delay`, every `period`.
    pub fn start(delay: Duration, period: Duration, sink: Box<dyn Write + Send>) -> StatusLine {
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                phase: Phase::Grounding,
                shown: false,
                done: false,
                sink,
            }),
            wake: Condvar::new(),
            live: Arc::new(LiveStats::default()),
        });
        let drawing = shared.clone();
        let thread = std::thread::spawn(move || draw(&drawing, delay, period));
        StatusLine {
            shared,
            thread: Some(thread),
        }
    }

    /// Where the solve publishes its counters and models.
    pub fn live(&self) -> Arc<LiveStats> {
        self.shared.live.clone()
    }

    /// Notes the phase the run entered.
    pub fn phase(&self, phase: Phase) {
        self.shared.lock().phase = phase;
    }

    /// `inner`, erasing the line before each write.
    pub fn erasing<'w>(&self, inner: &'w mut dyn Write) -> Erasing<'w> {
        Erasing {
            shared: self.shared.clone(),
            inner,
        }
    }
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl Drop for StatusLine {
    fn drop(&mut self) {
        self.shared.lock().done = true;
        self.shared.wake.notify_all();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        self.shared.lock().erase();
    }
}

/// The drawing thread: waits `delay`, then draws the line every `period` until the run ends.
fn draw(shared: &Shared, delay: Duration, period: Duration) {
    let begin = Instant::now();
    let mut state = shared.lock();
    loop {
        // Checked under the lock before each wait, so that the end is never missed.
        if state.done {
            return;
        }
        let elapsed = begin.elapsed();
        let wait = if elapsed < delay {
            delay - elapsed
        } else {
            period
        };
        state = match shared.wake.wait_timeout(state, wait) {
            Ok((state, _)) => state,
            Err(poisoned) => poisoned.into_inner().0,
        };
        if state.done {
            return;
        }
        if begin.elapsed() < delay {
            continue;
        }
        let line = render(&state, &shared.live, begin.elapsed());
        let _ = state.sink.write_all(b"\r");
        let _ = state.sink.write_all(line.as_bytes());
        let _ = state.sink.write_all(b"\x1b[K");
        let _ = state.sink.flush();
        state.shown = true;
    }
}

/// The text of the line.
fn render(state: &State, live: &LiveStats, elapsed: Duration) -> String {
    let phase = match state.phase {
        Phase::Grounding => "grounding",
        Phase::Solving => "solving",
        Phase::Steps => "grounding and solving steps",
    };
    let mut line = format!("rasp: {phase} {:.1}s", elapsed.as_secs_f64());
    if state.phase != Phase::Grounding {
        line += &format!(
            " | models {} | conflicts {} | restarts {}",
            live.models(),
            live.conflicts(),
            live.restarts()
        );
        let numbers = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(" ");
        let costs = live.costs();
        if !costs.is_empty() {
            line += &format!(" | costs {}", numbers(&costs));
        }
        let lower = live.lower_bound();
        if !lower.is_empty() {
            line += &format!(" | lower bound {}", numbers(&lower));
        }
    }
    line
}

/// A stream of the run that erases the status line before each write.
pub struct Erasing<'w> {
    shared: Arc<Shared>,
    inner: &'w mut dyn Write,
}

impl Write for Erasing<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let mut state = self.shared.lock();
        state.erase();
        self.inner.write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sink the test reads back.
    #[derive(Clone, Default)]
    struct Sink(Arc<Mutex<Vec<u8>>>);

    impl Sink {
        fn text(&self) -> String {
            String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
        }
    }

    impl Write for Sink {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn draws_after_the_delay_and_erases_before_output_and_at_the_end() {
        let sink = Sink::default();
        let status = StatusLine::start(
            Duration::from_millis(20),
            Duration::from_millis(10),
            Box::new(sink.clone()),
        );
        status.phase(Phase::Solving);
        status.live().model(&[7, 2]);
        status.live().add(12, 3);
        status.live().set_lower_bound(&[5]);
        let expected = "| models 1 | conflicts 12 | restarts 3 | costs 7 2 | lower bound 5\x1b[K";
        // However busy the machine, the thread draws within a minute.
        let waited = Instant::now();
        while !sink.text().contains(expected) && waited.elapsed() < Duration::from_secs(60) {
            std::thread::sleep(Duration::from_millis(10));
        }
        let drawn = sink.text();
        assert!(drawn.contains("\rrasp: solving "), "{drawn:?}");
        assert!(drawn.contains(expected), "{drawn:?}");
        // A write to the run's output erases the line first (the thread may draw it again
        // before the write, never between the erasing and the write).
        let before = sink.0.lock().unwrap().len();
        let mut out = Vec::new();
        status.erasing(&mut out).write_all(b"Answer: 1\n").unwrap();
        assert_eq!(out, b"Answer: 1\n");
        let after = sink.0.lock().unwrap()[before..].to_vec();
        assert!(after.windows(ERASE.len()).any(|w| w == ERASE), "{after:?}");
        drop(status);
        assert!(sink.0.lock().unwrap().ends_with(ERASE));
    }

    #[test]
    fn a_short_run_draws_nothing() {
        let sink = Sink::default();
        let status = StatusLine::start(
            Duration::from_secs(60),
            Duration::from_millis(10),
            Box::new(sink.clone()),
        );
        let mut out = Vec::new();
        status
            .erasing(&mut out)
            .write_all(b"SATISFIABLE\n")
            .unwrap();
        drop(status);
        assert!(sink.0.lock().unwrap().is_empty());
    }
}
