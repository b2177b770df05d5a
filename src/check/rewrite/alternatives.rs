//! The alternatives of an expansion (a pool, an interval) and their combinations, in the
//! orders in which gringo unpools.

use super::ir::Literal;

/// One alternative of an expansion, with the range literals it needs.
#[derive(Clone, Debug)]
pub(super) struct Alt<T> {
    pub(super) value: T,
    pub(super) ranges: Vec<Literal>,
}

impl<T> Alt<T> {
    pub(super) fn plain(value: T) -> Alt<T> {
        Alt {
            value,
            ranges: Vec::new(),
        }
    }

    pub(super) fn map<U>(self, f: impl FnOnce(T) -> U) -> Alt<U> {
        Alt {
            value: f(self.value),
            ranges: self.ranges,
        }
    }
}

/// All combinations of one alternative from each list, in the order of gringo's
/// `cross_product` (libgringo/gringo/utility.hh), with which it unpools the arguments of a
/// function term, the literals of a body or a condition and the bounds of an aggregate: the
/// *first* list varies fastest (`p((1;2),(3;4))` is `p(1,3)`, `p(2,3)`, `p(1,4)`, `p(2,4)`).
/// The order makes the order of the unpooled statements and elements, and so gringo's
/// numbering of their atoms.
pub(super) fn cross<T: Clone>(lists: Vec<Vec<Alt<T>>>) -> Vec<Alt<Vec<T>>> {
    let mut out = vec![Alt::plain(Vec::new())];
    for list in lists {
        // Values move on their last use (no copy at all without pools), so that a deep
        // term is not copied once per level.
        let mut next = Vec::with_capacity(out.len() * list.len());
        let alts = list.len();
        let mut prefixes: Vec<Option<Alt<Vec<T>>>> = out.into_iter().map(Some).collect();
        let count = prefixes.len();
        for (a, alt) in list.into_iter().enumerate() {
            let mut alt = Some(alt);
            for (p, slot) in prefixes.iter_mut().enumerate() {
                let prefix = take_or_clone(slot, a + 1 == alts);
                next.push(extended(prefix, take_or_clone(&mut alt, p + 1 == count)));
            }
        }
        out = next;
    }
    out
}

/// All combinations of one alternative from each list as nested loops: the *last* list
/// varies fastest. gringo unpools the two operands of a binary operation, the bounds of an
/// interval and the two sides of a comparison this way (`Term::unpool(a, b, ...)`,
/// libgringo/gringo/term.hh), and the parts of `#edge`, `#external` and `#heuristic` heads.
pub(super) fn nested<T: Clone>(lists: Vec<Vec<Alt<T>>>) -> Vec<Alt<Vec<T>>> {
    let mut out = vec![Alt::plain(Vec::new())];
    for list in lists {
        // As in `cross`, values move on their last use.
        let mut next = Vec::with_capacity(out.len() * list.len());
        let prefixes = out.len();
        let mut list: Vec<Option<Alt<T>>> = list.into_iter().map(Some).collect();
        let alts = list.len();
        for (p, prefix) in out.into_iter().enumerate() {
            let mut prefix = Some(prefix);
            for (a, slot) in list.iter_mut().enumerate() {
                let alt = take_or_clone(slot, p + 1 == prefixes);
                next.push(extended(take_or_clone(&mut prefix, a + 1 == alts), alt));
            }
        }
        out = next;
    }
    out
}

/// The value in `slot`: taken on its last use (`last`), cloned before, so that a value moves
/// once rather than being copied for every combination.
fn take_or_clone<T: Clone>(slot: &mut Option<T>, last: bool) -> T {
    let value = if last { slot.take() } else { slot.clone() };
    value.expect("a value is taken on its last use only")
}

/// `prefix` with `alt` appended, and the ranges of both.
fn extended<T>(mut prefix: Alt<Vec<T>>, alt: Alt<T>) -> Alt<Vec<T>> {
    prefix.value.push(alt.value);
    prefix.ranges.extend(alt.ranges);
    prefix
}
