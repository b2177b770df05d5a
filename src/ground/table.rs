//! The atoms derived so far for one predicate, in insertion order, with generations for
//! semi-naive evaluation and indexes on bound argument positions.
//!
//! Arguments are stored flat (`arity` symbols per atom, one vector for the whole table) and
//! looked up through a hash table of atom indexes, so an atom costs no allocation of its own:
//! tables of millions of atoms (transitive closures) stay small.
//!
//! Invariants: atoms are never removed and keep their index while a step grounds (between
//! steps, clingo's cleanup makes a table anew without the atoms a solve call fixed false:
//! [`AtomTable::without`]); `old_end <= delta_end <= len()`. Atoms `[0, old_end)` are the
//! old generation, `[old_end, delta_end)` the delta (derived in the previous round) and
//! `[delta_end, len())` were derived in the current round and are invisible to matching
//! until [`AtomTable::promote`]. Index postings are in increasing atom order, so a
//! generation is a contiguous slice of them.

use crate::aspif::AtomId;
use crate::symbol::Symbol;
use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use std::hash::{BuildHasher, Hash, Hasher};
use std::ops::Range;

/// Which atoms a body literal ranges over in semi-naive evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Version {
    /// Every visible atom (old and delta).
    All,
    /// Atoms derived before the previous round.
    Old,
    /// Atoms derived in the previous round.
    Delta,
}

/// What is known about one atom, in 32 bits: its id in the ground program (0: none yet;
/// ids start at 1) and, in the top bit, whether it is a fact (certainly true, derived by a
/// rule whose body is certainly true).
#[derive(Clone, Copy, Debug, Default)]
pub struct AtomState(u32);

impl AtomState {
    const FACT: u32 = 1 << 31;

    /// Whether the atom is a fact.
    pub fn fact(self) -> bool {
        self.0 & Self::FACT != 0
    }

    /// Marks the atom a fact.
    pub fn set_fact(&mut self) {
        self.0 |= Self::FACT;
    }

    /// The atom's id in the ground program, once it has one.
    pub fn id(self) -> Option<AtomId> {
        match self.0 & !Self::FACT {
            0 => None,
            id => Some(AtomId(id)),
        }
    }

    /// Gives the atom its id.
    pub fn set_id(&mut self, id: AtomId) {
        assert!(id.0 != 0 && id.0 < Self::FACT, "atom ids are in 1..2^31");
        self.0 = (self.0 & Self::FACT) | id.0;
    }

    /// Takes the atom's id back (see `Grounder::unnumber_fresh`).
    pub fn clear_id(&mut self) {
        self.0 &= Self::FACT;
    }
}

/// An index on some argument positions: for each key (the arguments at those positions) the
/// atoms that have it, in increasing order.
///
/// Stored without an allocation per key: a key is represented by its first atom (whose
/// arguments at `positions` are the key), and only keys with more than one atom have a
/// posting list of their own. Indexes over millions of atoms with mostly distinct keys (a
/// join on a functional argument) cost a few bytes per key.
#[derive(Debug)]
struct Index {
    positions: Vec<usize>,
    /// Atoms indexed so far: `[0, built)`.
    built: usize,
    /// The keys, as indexes into `keys`, hashed by [`key_hash`] of their symbols.
    lookup: HashTable<u32>,
    /// Per key: its first atom, and the index of its posting list in `lists` if it has
    /// more than one atom ([`Key::SINGLE`] otherwise: the postings are just the first atom).
    keys: Vec<Key>,
    /// The posting lists of keys with more than one atom.
    lists: Vec<Vec<u32>>,
}

/// A key of an [`Index`].
#[derive(Clone, Copy, Debug)]
struct Key {
    first: u32,
    list: u32,
}

impl Key {
    /// `list` of a key with one atom.
    const SINGLE: u32 = u32::MAX;
}

/// The hash of an index key (the same for a key given as a slice and one read from a
/// table's arguments).
fn key_hash(symbols: impl Iterator<Item = Symbol>) -> u64 {
    let mut hasher = FxBuildHasher.build_hasher();
    for symbol in symbols {
        symbol.hash(&mut hasher);
    }
    hasher.finish()
}

impl Index {
    /// The atoms with key number `k`.
    fn postings(&self, k: usize) -> &[u32] {
        let key = &self.keys[k];
        match key.list {
            Key::SINGLE => std::slice::from_ref(&key.first),
            list => &self.lists[list as usize],
        }
    }

    /// The key number of the atoms whose arguments at `positions` are `key`, if any.
    fn find(&self, key: &[Symbol], args: &[Symbol], arity: usize) -> Option<usize> {
        let positions = &self.positions;
        self.lookup
            .find(key_hash(key.iter().copied()), |&k| {
                let first = self.keys[k as usize].first as usize;
                let atom = &args[first * arity..(first + 1) * arity];
                positions.iter().zip(key).all(|(&p, s)| atom[p] == *s)
            })
            .map(|&k| k as usize)
    }

    /// Adds atom `atom` (greater than every atom indexed so far).
    fn add(&mut self, atom: usize, args: &[Symbol], arity: usize) {
        let key_of = |a: usize| {
            let atom_args = &args[a * arity..(a + 1) * arity];
            self.positions.iter().map(move |&p| atom_args[p])
        };
        let hash = key_hash(key_of(atom));
        let found = self.lookup.find(hash, |&k| {
            key_of(self.keys[k as usize].first as usize).eq(key_of(atom))
        });
        match found {
            Some(&k) => {
                let key = &mut self.keys[k as usize];
                if key.list == Key::SINGLE {
                    key.list = self.lists.len() as u32;
                    self.lists.push(vec![key.first]);
                }
                self.lists[key.list as usize].push(atom as u32);
            }
            None => {
                let k = self.keys.len() as u32;
                self.keys.push(Key {
                    first: atom as u32,
                    list: Key::SINGLE,
                });
                let keys = &self.keys;
                self.lookup.insert_unique(hash, k, |&k| {
                    key_hash(key_of(keys[k as usize].first as usize))
                });
            }
        }
    }
}

/// The atoms of one predicate.
#[derive(Debug)]
pub struct AtomTable {
    arity: usize,
    /// The arguments of atom `i` are `args[i * arity..(i + 1) * arity]`.
    args: Vec<Symbol>,
    states: Vec<AtomState>,
    /// Atom indexes, hashed by their arguments.
    lookup: HashTable<u32>,
    old_end: usize,
    delta_end: usize,
    indexes: Vec<Index>,
}

fn hash(args: &[Symbol]) -> u64 {
    FxBuildHasher.hash_one(args)
}

impl AtomTable {
    /// An empty table for atoms with `arity` arguments.
    pub fn new(arity: usize) -> AtomTable {
        AtomTable {
            arity,
            args: Vec::new(),
            states: Vec::new(),
            lookup: HashTable::new(),
            old_end: 0,
            delta_end: 0,
            indexes: Vec::new(),
        }
    }

    /// The number of atoms (all generations).
    pub fn len(&self) -> usize {
        self.states.len()
    }

    /// Whether there are no atoms.
    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    /// Whether every atom is a fact.
    pub fn all_facts(&self) -> bool {
        self.states.iter().all(|s| s.fact())
    }

    /// The index of the atom with arguments `args`, if it was derived.
    pub fn find(&self, args: &[Symbol]) -> Option<usize> {
        self.lookup
            .find(hash(args), |&i| self.args(i as usize) == args)
            .map(|&i| i as usize)
    }

    /// The arguments of atom `index`.
    pub fn args(&self, index: usize) -> &[Symbol] {
        &self.args[index * self.arity..(index + 1) * self.arity]
    }

    /// The state of atom `index`.
    pub fn state(&self, index: usize) -> AtomState {
        self.states[index]
    }

    /// Mutable state of atom `index`.
    pub fn state_mut(&mut self, index: usize) -> &mut AtomState {
        &mut self.states[index]
    }

    /// Adds an atom (or finds it). Returns its index and whether it is new.
    pub fn insert(&mut self, args: &[Symbol]) -> (usize, bool) {
        debug_assert_eq!(args.len(), self.arity);
        let h = hash(args);
        if let Some(&i) = self.lookup.find(h, |&i| {
            let i = i as usize;
            &self.args[i * self.arity..(i + 1) * self.arity] == args
        }) {
            return (i as usize, false);
        }
        let index = self.states.len();
        self.args.extend_from_slice(args);
        self.states.push(AtomState::default());
        let (flat, arity) = (&self.args, self.arity);
        self.lookup.insert_unique(h, index as u32, |&i| {
            let i = i as usize;
            hash(&flat[i * arity..(i + 1) * arity])
        });
        (index, true)
    }

    /// The table without the atoms `removed` says (index: the atom's), the others in their
    /// order with their states, all old.
    pub fn without(&self, removed: &[bool]) -> AtomTable {
        let mut table = AtomTable::new(self.arity);
        for index in (0..self.len()).filter(|&index| !removed[index]) {
            let (kept, _) = table.insert(self.args(index));
            *table.state_mut(kept) = self.state(index);
        }
        table.settle();
        table
    }

    /// The atoms a literal of version `version` ranges over.
    pub fn range(&self, version: Version) -> Range<usize> {
        match version {
            Version::All => 0..self.delta_end,
            Version::Old => 0..self.old_end,
            Version::Delta => self.old_end..self.delta_end,
        }
    }

    /// Makes the atoms of the current round the delta, and the delta old. Returns whether
    /// the new delta is non-empty.
    pub fn promote(&mut self) -> bool {
        self.old_end = self.delta_end;
        self.delta_end = self.len();
        self.old_end < self.delta_end
    }

    /// Makes all its atoms the delta and none old (the first round of a part of gringo's
    /// statement order that derives the predicate).
    pub fn reopen(&mut self) {
        self.old_end = 0;
        self.delta_end = self.len();
    }

    /// Makes every atom visible as old (for a predicate whose component is complete).
    pub fn settle(&mut self) {
        self.old_end = self.len();
        self.delta_end = self.len();
    }

    /// Makes sure an index on `positions` exists and covers every atom; returns its id for
    /// [`AtomTable::candidates`].
    pub fn prepare_index(&mut self, positions: &[usize]) -> usize {
        let id = match self.indexes.iter().position(|i| i.positions == positions) {
            Some(id) => id,
            None => {
                self.indexes.push(Index {
                    positions: positions.to_vec(),
                    built: 0,
                    lookup: HashTable::new(),
                    keys: Vec::new(),
                    lists: Vec::new(),
                });
                self.indexes.len() - 1
            }
        };
        let (len, arity) = (self.len(), self.arity);
        let index = &mut self.indexes[id];
        while index.built < len {
            index.add(index.built, &self.args, arity);
            index.built += 1;
        }
        id
    }

    /// The atoms in `range` whose arguments at the positions of index `index` equal `key`
    /// (all of `range` without an index), in increasing order. The index must be prepared.
    pub fn candidates(
        &self,
        index: Option<usize>,
        key: &[Symbol],
        range: Range<usize>,
    ) -> Candidates<'_> {
        let Some(index) = index else {
            return Candidates::Range(range);
        };
        let index = &self.indexes[index];
        debug_assert!(index.built >= range.end, "index not prepared");
        match index.find(key, &self.args, self.arity) {
            Some(k) => {
                let postings = index.postings(k);
                let from = postings.partition_point(|&i| (i as usize) < range.start);
                let to = postings.partition_point(|&i| (i as usize) < range.end);
                Candidates::Postings(&postings[from..to])
            }
            None => Candidates::Postings(&[]),
        }
    }
}

/// Candidate atom indexes for a match.
pub enum Candidates<'a> {
    /// A contiguous range.
    Range(Range<usize>),
    /// A slice of an index's postings.
    Postings(&'a [u32]),
}

impl Candidates<'_> {
    /// The number of candidates.
    pub fn len(&self) -> usize {
        match self {
            Candidates::Range(r) => r.len(),
            Candidates::Postings(p) => p.len(),
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `i`-th candidate.
    pub fn get(&self, i: usize) -> usize {
        match self {
            Candidates::Range(r) => r.start + i,
            Candidates::Postings(p) => p[i] as usize,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generations_and_indexes() {
        let mut table = AtomTable::new(2);
        let (a, b, c) = (Symbol::Int(1), Symbol::Int(2), Symbol::Int(3));
        assert_eq!(table.insert(&[a, b]), (0, true));
        assert_eq!(table.insert(&[a, c]), (1, true));
        assert_eq!(table.insert(&[a, b]), (0, false));
        assert_eq!(
            table.range(Version::All),
            0..0,
            "invisible before promotion"
        );
        assert!(table.promote());
        assert_eq!(table.range(Version::Delta), 0..2);
        table.insert(&[b, c]);
        assert!(table.promote());
        assert_eq!(table.range(Version::Old), 0..2);
        assert_eq!(table.range(Version::Delta), 2..3);
        let index = table.prepare_index(&[0]);
        let found = table.candidates(Some(index), &[a], table.range(Version::All));
        assert_eq!((found.len(), found.get(0), found.get(1)), (2, 0, 1));
        let found = table.candidates(Some(index), &[a], table.range(Version::Delta));
        assert!(found.is_empty());
        assert_eq!(table.find(&[b, c]), Some(2));
        assert_eq!(table.find(&[c, c]), None);
        table.state_mut(2).set_fact();
        let table = table.without(&[false, true, false]);
        assert_eq!(
            (table.len(), table.find(&[b, c]), table.find(&[a, c])),
            (2, Some(1), None)
        );
        assert!(table.state(1).fact() && table.range(Version::Old) == (0..2));
    }
}
