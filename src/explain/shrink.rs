//! Shrinking a set that keeps a property (unsatisfiability) to a minimal one, as delta
//! debugging does: candidates are left out in large chunks first, then one by one, and a
//! chunk whose absence keeps the property is dropped for good. Unsatisfiability of logic
//! programs is not monotonic (leaving out a statement may make another one droppable), so
//! the one-by-one passes repeat until none drops anything: then leaving out any one of the
//! kept candidates loses the property.

/// What a test of a part found.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Verdict {
    /// The part has the property.
    Unsatisfiable,
    /// It has not (or it is not even correct).
    Other,
    Interrupted,
}

/// Leaves out what it can of the `candidates` among the elements `kept`, while `test` says
/// the kept elements are unsatisfiable; returns false if a test was interrupted.
pub(super) fn shrink(
    candidates: &[usize],
    kept: &mut [bool],
    mut test: impl FnMut(&[bool]) -> Verdict,
) -> bool {
    let mut chunk = candidates.len() / 2;
    loop {
        let chunk_size = chunk.max(1);
        let mut dropped = false;
        let indices: Vec<usize> = candidates.iter().copied().filter(|&i| kept[i]).collect();
        for group in indices.chunks(chunk_size) {
            for &i in group {
                kept[i] = false;
            }
            match test(kept) {
                Verdict::Unsatisfiable => dropped = true,
                Verdict::Interrupted => return false,
                Verdict::Other => {
                    for &i in group {
                        kept[i] = true;
                    }
                }
            }
        }
        if chunk > 1 {
            chunk /= 2;
        } else if !dropped {
            return true;
        }
    }
}
