//! Ctrl-C during a search: while a [`sigint::Guard`] is installed, SIGINT sets the
//! search's interrupt flag instead of Python's (which only acts when Python code runs).

use std::sync::atomic::{AtomicBool, AtomicPtr, Ordering};

/// The interrupt flag of the running search.
static FLAG: AtomicPtr<AtomicBool> = AtomicPtr::new(std::ptr::null_mut());
/// Whether SIGINT arrived.
static CAUGHT: AtomicBool = AtomicBool::new(false);

extern "C" fn handle(_: libc::c_int) {
    CAUGHT.store(true, Ordering::SeqCst);
    let flag = FLAG.load(Ordering::SeqCst);
    if !flag.is_null() {
        // SAFETY: the flag outlives the guard, which clears the pointer first.
        unsafe { (*flag).store(true, Ordering::SeqCst) };
    }
}

/// SIGINT handled by [`handle`] until [`Guard::restore`].
pub(super) struct Guard {
    previous: libc::sigaction,
}

impl Guard {
    /// Installs the handler for `flag`.
    pub(super) fn install(flag: &AtomicBool) -> Guard {
        CAUGHT.store(false, Ordering::SeqCst);
        FLAG.store(
            flag as *const AtomicBool as *mut AtomicBool,
            Ordering::SeqCst,
        );
        // SAFETY: plain sigaction calls with zeroed (valid) structures.
        unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = handle as *const () as libc::sighandler_t;
            libc::sigemptyset(&mut action.sa_mask);
            let mut previous: libc::sigaction = std::mem::zeroed();
            libc::sigaction(libc::SIGINT, &action, &mut previous);
            Guard { previous }
        }
    }

    /// Puts Python's handler back; whether SIGINT arrived meanwhile.
    pub(super) fn restore(self) -> bool {
        // SAFETY: restores the action saved by `install`.
        unsafe { libc::sigaction(libc::SIGINT, &self.previous, std::ptr::null_mut()) };
        FLAG.store(std::ptr::null_mut(), Ordering::SeqCst);
        CAUGHT.load(Ordering::SeqCst)
    }
}
