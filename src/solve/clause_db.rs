//! The clause arena: all clauses of three or more literals in one flat `Vec<Lit>`, addressed
//! by [`ClauseRef`] (MiniSat's `RegionAllocator`, varisat's `ClauseAlloc`).
//!
//! Layout of a clause at offset `r`: three header words stored as raw `Lit` codes — the length
//! (`len | removed << 24`: `removed` slots after the literals held literals that
//! strengthening took out, see [`ClauseDb::strengthen`]), the flags and LBD (`flags | lbd <<
//! 3 | search << 24`, `search` where propagation's last search for a watch ended, see
//! [`ClauseDb::watch_search`]), and the activity (how often conflict analysis used the
//! clause, halved at each reduction: clasp's clause activity) — then the literals.
//! The first two literals are the watched ones (see `propagate.rs`). A deleted clause stays in
//! the arena, counted as waste, until [`ClauseDb::compact`] copies the live clauses into a fresh
//! arena. Binary clauses never live here (see `watch.rs`).

use super::lit::Lit;

/// A handle to a clause: the offset of its header in the arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct ClauseRef(pub u32);

const HEADER: usize = 3;
const LEARNT: u32 = 1;
const DELETED: u32 = 2;
const FLAG_BITS: u32 = 3;
/// The flags word: the LBD in the bits above the flags (at most 2^20), the position where
/// the last search for a watch ended in the top byte (see [`ClauseDb::watch_search`]).
const LBD_MASK: u32 = (1 << 21) - 1;
const SEARCH_SHIFT: u32 = 24;
/// The length word: the number of literals in its low bits, removed slots above.
const LEN_BITS: u32 = 24;
const LEN_MASK: u32 = (1 << LEN_BITS) - 1;

/// What kind of clause to add.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ClauseKind {
    /// Part of the translated program (or added through the API): never deleted.
    Original,
    /// Learnt from a conflict, or a loop nogood: may be deleted by reduction.
    Learnt,
}

/// The arena and the list of learnt clauses.
#[derive(Clone, Debug, Default)]
pub(crate) struct ClauseDb {
    arena: Vec<Lit>,
    /// Learnt clauses, oldest first; may contain deleted ones until compaction.
    pub learnt: Vec<ClauseRef>,
    /// Number of arena words held by deleted clauses.
    wasted: usize,
}

impl ClauseDb {
    /// Drops every clause (keeping the arena's memory).
    pub fn clear(&mut self) {
        self.arena.clear();
        self.learnt.clear();
        self.wasted = 0;
    }

    /// Adds a clause of at least three literals.
    pub fn add(&mut self, lits: &[Lit], kind: ClauseKind, lbd: u32) -> ClauseRef {
        assert!(
            lits.len() >= 3 && lits.len() <= LEN_MASK as usize,
            "clauses in the arena have three or more literals"
        );
        let r = ClauseRef(self.arena.len() as u32);
        let flags = match kind {
            ClauseKind::Original => 0,
            ClauseKind::Learnt => LEARNT,
        };
        self.arena.push(Lit(lits.len() as u32));
        self.arena
            .push(Lit(flags | (lbd.min(1 << 20) << FLAG_BITS)));
        self.arena.push(Lit(0));
        self.arena.extend_from_slice(lits);
        if kind == ClauseKind::Learnt {
            self.learnt.push(r);
        }
        r
    }

    /// The literals of clause `r`.
    #[inline]
    pub fn lits(&self, r: ClauseRef) -> &[Lit] {
        let start = r.0 as usize;
        let len = (self.arena[start].0 & LEN_MASK) as usize;
        &self.arena[start + HEADER..start + HEADER + len]
    }

    /// The literals of clause `r`, mutable (to move watched literals to the front).
    #[inline]
    pub fn lits_mut(&mut self, r: ClauseRef) -> &mut [Lit] {
        let start = r.0 as usize;
        let len = (self.arena[start].0 & LEN_MASK) as usize;
        &mut self.arena[start + HEADER..start + HEADER + len]
    }

    /// The words clause `r` occupies in the arena after its header.
    fn slots(&self, r: ClauseRef) -> usize {
        let word = self.arena[r.0 as usize].0;
        ((word & LEN_MASK) + (word >> LEN_BITS)) as usize
    }

    /// Takes literal `lit` out of clause `r` (on-the-fly subsumption: a resolvent that is the
    /// clause without `lit`); the last literal takes its place. Returns false, leaving the
    /// clause as it is, if it would have fewer than three literals or it has no more room
    /// for removed slots. The caller fixes the watches.
    pub fn strengthen(&mut self, r: ClauseRef, lit: Lit) -> bool {
        let start = r.0 as usize;
        let word = self.arena[start].0;
        let (len, removed) = (word & LEN_MASK, word >> LEN_BITS);
        if len <= 3 || removed == u8::MAX as u32 {
            return false;
        }
        let lits = self.lits_mut(r);
        let Some(at) = lits.iter().position(|&l| l == lit) else {
            return false;
        };
        lits[at] = lits[len as usize - 1];
        self.arena[start].0 = (len - 1) | ((removed + 1) << LEN_BITS);
        self.wasted += 1;
        true
    }

    fn flags(&self, r: ClauseRef) -> u32 {
        self.arena[r.0 as usize + 1].0
    }

    /// Whether clause `r` was learnt.
    pub fn is_learnt(&self, r: ClauseRef) -> bool {
        self.flags(r) & LEARNT != 0
    }

    /// Whether clause `r` was deleted.
    pub fn is_deleted(&self, r: ClauseRef) -> bool {
        self.flags(r) & DELETED != 0
    }

    /// The literal block distance recorded for clause `r`.
    pub fn lbd(&self, r: ClauseRef) -> u32 {
        (self.flags(r) >> FLAG_BITS) & LBD_MASK
    }

    /// Lowers the LBD recorded for clause `r` to `lbd`.
    pub fn set_lbd(&mut self, r: ClauseRef, lbd: u32) {
        let word = &mut self.arena[r.0 as usize + 1].0;
        let kept = *word & !(LBD_MASK << FLAG_BITS);
        *word = kept | (lbd.min(1 << 20) << FLAG_BITS);
    }

    /// The literals of clause `r`, mutable, and where the last search for a literal to watch
    /// in it ended (0 before the first; 255 at most, a hint past which a longer clause
    /// searches on; the caller clamps it to the clause):
    /// propagation searches on from there and wraps around (Gent, "Optimal implementation of
    /// watched literals and more general techniques", JAIR 2013), so that in a long clause
    /// the false literals at its front are not passed over again at every visit (CaDiCaL's
    /// long clauses keep such a position too). The search records its end with
    /// [`ClauseDb::set_search_start`]. Measured against the search from the third literal
    /// each time (5 December 2026, geometric means of CPU time per conflict over renumbered
    /// copies): 0.88 on pigeon10_9, qg40 and colour_opt of `benches/table.py` (12 copies
    /// each), 0.93 on six random 3-SAT problems of 250-300 variables, 0.965 on
    /// qbf-20+20-s1 of `benches/saturation.py` (48 copies), and 1.015 (noise) on the 60
    /// copies of the 12x12 Labyrinth board of `benches/labyrinth.py --large`; but 1.04 on
    /// lab-3-2-s1 of the saturation suite (60 copies), whose tester learns long clauses of
    /// assumptions (the old search kept for clauses of up to 12 literals did no better).
    #[inline]
    pub fn watch_search(&mut self, r: ClauseRef) -> (&mut [Lit], usize) {
        let start = r.0 as usize;
        let len = (self.arena[start].0 & LEN_MASK) as usize;
        let at = (self.arena[start + 1].0 >> SEARCH_SHIFT) as usize;
        (&mut self.arena[start + HEADER..start + HEADER + len], at)
    }

    /// Records where the last search for a watch in clause `r` ended (see
    /// [`ClauseDb::watch_search`]).
    #[inline]
    pub fn set_search_start(&mut self, r: ClauseRef, at: usize) {
        let word = &mut self.arena[r.0 as usize + 1].0;
        *word = (*word & !(0xff << SEARCH_SHIFT)) | ((at.min(255) as u32) << SEARCH_SHIFT);
    }

    /// The activity of clause `r`.
    pub fn activity(&self, r: ClauseRef) -> u32 {
        self.arena[r.0 as usize + 2].0
    }

    /// Counts one use of clause `r` by conflict analysis.
    pub fn bump(&mut self, r: ClauseRef) {
        let a = &mut self.arena[r.0 as usize + 2].0;
        *a = a.saturating_add(1);
    }

    /// Sets the activity of every learnt clause to 0.
    pub fn reset_learnt_activities(&mut self) {
        for r in &self.learnt {
            self.arena[r.0 as usize + 2].0 = 0;
        }
    }

    /// Halves the activity of clause `r`.
    pub fn age(&mut self, r: ClauseRef) {
        self.arena[r.0 as usize + 2].0 >>= 1;
    }

    /// Marks clause `r` deleted; its watches must be dropped by the caller (compaction
    /// rebuilds them).
    pub fn delete(&mut self, r: ClauseRef) {
        if !self.is_deleted(r) {
            self.arena[r.0 as usize + 1].0 |= DELETED;
            self.wasted += HEADER + self.lits(r).len();
            // (The removed slots were counted when they were removed.)
        }
    }

    /// Every live clause, in arena order.
    pub fn live(&self) -> impl Iterator<Item = ClauseRef> + '_ {
        let mut at = 0usize;
        std::iter::from_fn(move || {
            while at < self.arena.len() {
                let r = ClauseRef(at as u32);
                at += HEADER + self.slots(r);
                if !self.is_deleted(r) {
                    return Some(r);
                }
            }
            None
        })
    }

    /// Copies the live clauses into a fresh arena; returns the map from old to new handles
    /// (`map(old)` is `None` for deleted clauses). Watches and reasons must be remapped by the
    /// caller.
    pub fn compact(&mut self) -> impl Fn(ClauseRef) -> Option<ClauseRef> + use<> {
        let mut arena = Vec::with_capacity(self.arena.len() - self.wasted);
        let mut moves: Vec<(u32, u32)> = Vec::new();
        for r in self.live().collect::<Vec<_>>() {
            let start = r.0 as usize;
            let len = self.lits(r).len();
            moves.push((r.0, arena.len() as u32));
            // The removed slots stay behind.
            arena.push(Lit(len as u32));
            arena.extend_from_slice(&self.arena[start + 1..start + HEADER + len]);
        }
        self.arena = arena;
        self.wasted = 0;
        let map = move |r: ClauseRef| {
            moves
                .binary_search_by_key(&r.0, |&(old, _)| old)
                .ok()
                .map(|i| ClauseRef(moves[i].1))
        };
        self.learnt = self.learnt.iter().filter_map(|&r| map(r)).collect();
        map
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn add_delete_compact() {
        let mut db = ClauseDb::default();
        let a = db.add(&[Lit(2), Lit(4), Lit(6)], ClauseKind::Original, 0);
        let b = db.add(&[Lit(3), Lit(5), Lit(7), Lit(9)], ClauseKind::Learnt, 3);
        let c = db.add(&[Lit(8), Lit(10), Lit(12)], ClauseKind::Learnt, 2);
        assert_eq!(db.lbd(b), 3);
        db.set_lbd(b, 2);
        assert_eq!(db.lbd(b), 2);
        assert!(db.is_learnt(b) && !db.is_learnt(a));
        db.delete(b);
        assert_eq!(db.live().collect::<Vec<_>>(), vec![a, c]);
        let map = db.compact();
        assert_eq!(map(b), None);
        let c2 = map(c).unwrap();
        assert_eq!(db.lits(c2), &[Lit(8), Lit(10), Lit(12)]);
        assert_eq!(db.learnt, vec![c2]);
    }

    #[test]
    fn the_search_start_shares_a_word_with_the_lbd_and_flags() {
        let mut db = ClauseDb::default();
        let lits: Vec<Lit> = (1..=300).map(|v| Lit(2 * v)).collect();
        let c = db.add(&lits, ClauseKind::Learnt, 1 << 20);
        assert_eq!(db.watch_search(c).1, 0);
        db.set_search_start(c, 7);
        assert_eq!(db.watch_search(c), (&mut lits.clone()[..], 7));
        assert_eq!(db.lbd(c), 1 << 20);
        db.set_lbd(c, 5);
        assert_eq!((db.lbd(c), db.watch_search(c).1), (5, 7));
        // Past 255 the start is a hint: the search goes on from there and wraps around.
        db.set_search_start(c, 299);
        assert_eq!(db.watch_search(c).1, 255);
        db.delete(c);
        assert!(db.is_learnt(c) && db.is_deleted(c));
        assert_eq!((db.lbd(c), db.watch_search(c).1), (5, 255));
    }

    #[test]
    fn strengthened_clauses_keep_their_slots_until_compaction() {
        let mut db = ClauseDb::default();
        let a = db.add(&[Lit(2), Lit(4), Lit(6), Lit(8)], ClauseKind::Learnt, 2);
        let b = db.add(&[Lit(3), Lit(5), Lit(7)], ClauseKind::Learnt, 2);
        assert!(db.strengthen(a, Lit(4)));
        assert_eq!(db.lits(a), &[Lit(2), Lit(8), Lit(6)]);
        // Three literals are the least.
        assert!(!db.strengthen(a, Lit(2)));
        assert!(!db.strengthen(b, Lit(3)));
        assert_eq!(db.live().collect::<Vec<_>>(), vec![a, b]);
        let map = db.compact();
        let (a2, b2) = (map(a).unwrap(), map(b).unwrap());
        assert_eq!(db.lits(a2), &[Lit(2), Lit(8), Lit(6)]);
        assert_eq!(db.lits(b2), &[Lit(3), Lit(5), Lit(7)]);
        assert_eq!(db.live().count(), 2);
    }
}
