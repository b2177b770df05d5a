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
                let mut extended = if a + 1 == alts {
                    slot.take()
                } else {
                    slot.clone()
                }
                .expect("the last alternative takes each prefix");
                let alt = if p + 1 == count {
                    alt.take()
                } else {
                    alt.clone()
                }
                .expect("the last prefix takes the alternative");
                extended.value.push(alt.value);
                extended.ranges.extend(alt.ranges);
                next.push(extended);
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
        for (p, prefix) in out.into_iter().enumerate() {
            let mut prefix = Some(prefix);
            let alts = list.len();
            for (a, slot) in list.iter_mut().enumerate() {
                let alt = if p + 1 == prefixes {
                    slot.take()
                } else {
                    slot.clone()
                };
                let alt = alt.expect("the last prefix takes each alternative");
                let mut extended = if a + 1 == alts {
                    prefix.take()
                } else {
                    prefix.clone()
                }
                .expect("the last alternative takes the prefix");
                extended.value.push(alt.value);
                extended.ranges.extend(alt.ranges);
                next.push(extended);
            }
        }
        out = next;
    }
    out
}
