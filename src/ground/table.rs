//! The atoms derived so far for one predicate, in insertion order, with generations for
//! semi-naive evaluation and indexes on bound argument positions.
//!
//! Invariants: atoms are never removed and keep their index; `old_end <= delta_end <=
//! len()`. Atoms `[0, old_end)` are the old generation, `[old_end, delta_end)` the delta
//! (derived in the previous round) and `[delta_end, len())` were derived in the current round
//! and are invisible to matching until [`AtomTable::promote`]. Index postings are in
//! increasing atom order, so a generation is a contiguous slice of them.

use crate::aspif::AtomId;
use crate::symbol::Symbol;
use indexmap::IndexMap;
use rustc_hash::{FxBuildHasher, FxHashMap};
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

/// What is known about one atom.
#[derive(Clone, Copy, Debug, Default)]
pub struct AtomState {
    /// Certainly true (derived by a rule whose body is certainly true).
    pub fact: bool,
    /// The atom's id in the ground program, once it has one.
    pub id: Option<AtomId>,
}

/// An index on some argument positions.
#[derive(Debug)]
struct Index {
    positions: Vec<usize>,
    /// Atoms indexed so far: `[0, built)`.
    built: usize,
    postings: FxHashMap<Box<[Symbol]>, Vec<u32>>,
}

/// The atoms of one predicate.
#[derive(Debug, Default)]
pub struct AtomTable {
    atoms: IndexMap<Box<[Symbol]>, AtomState, FxBuildHasher>,
    old_end: usize,
    delta_end: usize,
    indexes: Vec<Index>,
}

impl AtomTable {
    /// The number of atoms (all generations).
    pub fn len(&self) -> usize {
        self.atoms.len()
    }

    /// Whether there are no atoms.
    pub fn is_empty(&self) -> bool {
        self.atoms.is_empty()
    }

    /// The index of the atom with arguments `args`, if it was derived.
    pub fn find(&self, args: &[Symbol]) -> Option<usize> {
        self.atoms.get_index_of(args)
    }

    /// The arguments of atom `index`.
    pub fn args(&self, index: usize) -> &[Symbol] {
        self.atoms.get_index(index).expect("atom index").0
    }

    /// The state of atom `index`.
    pub fn state(&self, index: usize) -> AtomState {
        self.atoms[index]
    }

    /// Mutable state of atom `index`.
    pub fn state_mut(&mut self, index: usize) -> &mut AtomState {
        &mut self.atoms[index]
    }

    /// Adds an atom (or finds it). Returns its index and whether it is new.
    pub fn insert(&mut self, args: &[Symbol]) -> (usize, bool) {
        if let Some(index) = self.atoms.get_index_of(args) {
            return (index, false);
        }
        let (index, _) = self.atoms.insert_full(args.into(), AtomState::default());
        (index, true)
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
        self.delta_end = self.atoms.len();
        self.old_end < self.delta_end
    }

    /// Makes every atom visible as old (for a predicate whose component is complete).
    pub fn settle(&mut self) {
        self.old_end = self.atoms.len();
        self.delta_end = self.atoms.len();
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
                    postings: FxHashMap::default(),
                });
                self.indexes.len() - 1
            }
        };
        let index = &mut self.indexes[id];
        while index.built < self.atoms.len() {
            let args = self.atoms.get_index(index.built).expect("atom").0;
            let key: Box<[Symbol]> = index.positions.iter().map(|&p| args[p]).collect();
            index
                .postings
                .entry(key)
                .or_default()
                .push(index.built as u32);
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
        match index.postings.get(key) {
            Some(postings) => {
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
