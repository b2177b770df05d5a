//! The elements of one instance of a body aggregate or conditional literal: tuples, each
//! with the conditions under which it counts, in the order they were first added. Stored
//! flat, as an aggregate over facts can have millions of elements (`#sum{ V,J : w(J,V), J <
//! I }` over 1,000 items has half a million): the tuples' symbols in one array, a hash table
//! of tuple indices, and per tuple the index of its conditions, none stored for a tuple
//! that certainly counts (a condition that is empty).

use crate::aspif::GroundLit;
use crate::symbol::Symbol;
use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use std::hash::BuildHasher;

/// Marks a tuple that certainly counts in [`ElementSet::conditions`].
const CERTAIN: u32 = u32::MAX;

/// Tuples with their conditions, in the order first added.
#[derive(Debug, Default)]
pub struct ElementSet {
    /// Tuple `i` is `symbols[ends[i - 1]..ends[i]]` (from 0 for the first).
    symbols: Vec<Symbol>,
    ends: Vec<u32>,
    /// Per tuple: [`CERTAIN`], or the index of its conditions in `conditional`.
    conditions: Vec<u32>,
    conditional: Vec<Vec<Box<[GroundLit]>>>,
    /// Tuple indices, hashed by their symbols.
    lookup: HashTable<u32>,
    /// The conditions of a certain tuple as [`ElementSet::conditions`] gives them: one,
    /// empty (it allocates nothing).
    certain: [Box<[GroundLit]>; 1],
}

/// What adding an element did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Added {
    /// Nothing: the tuple counts already under that condition, or certainly.
    Nothing,
    /// A new tuple or a new condition of one.
    New,
    /// Tuple `index` counts certainly now; it counted under `counted` conditions before.
    Certain { index: usize, counted: u32 },
}

fn hash(tuple: &[Symbol]) -> u64 {
    FxBuildHasher.hash_one(tuple)
}

/// Tuple `i` of the flat `symbols` ending at `ends` (apart from the set, for the hash
/// table's rehashing while the set is borrowed).
fn tuple_in<'s>(symbols: &'s [Symbol], ends: &[u32], i: usize) -> &'s [Symbol] {
    let start = if i == 0 { 0 } else { ends[i - 1] as usize };
    &symbols[start..ends[i] as usize]
}

impl ElementSet {
    /// The number of tuples.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there are no tuples.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// Tuple `i`.
    pub fn tuple(&self, i: usize) -> &[Symbol] {
        tuple_in(&self.symbols, &self.ends, i)
    }

    /// The conditions of tuple `i` (a certain one has one, empty).
    pub fn conditions(&self, i: usize) -> &[Box<[GroundLit]>] {
        match self.conditions[i] {
            CERTAIN => &self.certain,
            c => &self.conditional[c as usize],
        }
    }

    /// Whether tuple `i` certainly counts.
    pub fn certain(&self, i: usize) -> bool {
        self.conditions[i] == CERTAIN
    }

    /// The tuples with their conditions, in the order first added.
    pub fn iter(&self) -> impl Iterator<Item = (&[Symbol], &[Box<[GroundLit]>])> {
        (0..self.len()).map(|i| (self.tuple(i), self.conditions(i)))
    }

    /// Adds `tuple` under `condition` (empty: it certainly counts).
    pub fn add(&mut self, tuple: &[Symbol], condition: Box<[GroundLit]>) -> Added {
        let h = hash(tuple);
        let found = self.lookup.find(h, |&i| self.tuple(i as usize) == tuple);
        let Some(&i) = found else {
            self.symbols.extend_from_slice(tuple);
            self.ends.push(self.symbols.len() as u32);
            let conditions = if condition.is_empty() {
                CERTAIN
            } else {
                self.conditional.push(vec![condition]);
                (self.conditional.len() - 1) as u32
            };
            self.conditions.push(conditions);
            let index = (self.ends.len() - 1) as u32;
            let (symbols, ends) = (&self.symbols, &self.ends);
            self.lookup
                .insert_unique(h, index, |&i| hash(tuple_in(symbols, ends, i as usize)));
            return Added::New;
        };
        let i = i as usize;
        let c = match self.conditions[i] {
            CERTAIN => return Added::Nothing,
            c => c as usize,
        };
        let conditions = &mut self.conditional[c];
        if conditions.contains(&condition) {
            return Added::Nothing;
        }
        if condition.is_empty() {
            // A condition that makes the tuple certain replaces the others.
            let counted = std::mem::take(conditions).len() as u32;
            self.conditions[i] = CERTAIN;
            return Added::Certain { index: i, counted };
        }
        conditions.push(condition);
        Added::New
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tuples_keep_their_order_and_conditions() {
        let mut set = ElementSet::default();
        let (a, b) = ([Symbol::Int(1)], [Symbol::Int(2), Symbol::Int(3)]);
        let c: Box<[GroundLit]> = Box::new([GroundLit(4)]);
        assert_eq!(set.add(&b, c.clone()), Added::New);
        assert_eq!(set.add(&a, Box::default()), Added::New);
        assert_eq!(set.add(&b, c.clone()), Added::Nothing);
        assert_eq!(set.add(&b, Box::new([GroundLit(5)])), Added::New);
        assert_eq!(set.add(&a, c.clone()), Added::Nothing, "a certainly counts");
        let listed: Vec<_> = set.iter().map(|(t, cs)| (t.to_vec(), cs.len())).collect();
        assert_eq!(listed, vec![(b.to_vec(), 2), (a.to_vec(), 1)]);
        assert!(set.certain(1) && set.conditions(1)[0].is_empty());
        assert_eq!(
            set.add(&b, Box::default()),
            Added::Certain {
                index: 0,
                counted: 2
            }
        );
        assert!(set.certain(0));
        assert_eq!(set.tuple(1), &a);
    }
}
