//! Learnt nogoods shared between the solvers of a parallel search (clasp's `--distribute`
//! and `--integrate`).
//!
//! The threads of a portfolio (`-t <n>`, `cli/parallel.rs`: the race for one answer, the
//! threads of a branch-and-bound optimization) solve the same program, translated alike. A
//! solver that learns a short clause (at most 3 literals, or of a kind the distribution
//! names with at most `max_lbd` decision levels and `max_size` literals) puts it in its
//! outbox; at its next restart, back at decision level 0, it posts the outbox to the
//! [`ClauseExchange`] and takes in the clauses its peers posted since, as learnt clauses of
//! its own (simplified by its level-0 assignment; a unit clause becomes a fact, one false
//! throughout proves the program unsatisfiable).
//!
//! Clauses learnt from conflicts travel (clasp's default `conflict`), loop nogoods on
//! request (`loop`, `all`), and only those over the translation's own variables: what a
//! solver adds for one solve call (an optimization bound, the blocking clauses of recorded
//! models) is conditional on a tag, a variable made for the call and assumed by it, so a
//! clause that depends on it names the tag and stays home. A clause that depends on
//! nothing else is a consequence of the program for every peer.

use super::Solver;
use super::clause_db::ClauseKind;
use super::lit::Lit;
use std::sync::Mutex;

/// What is shared: learnt clauses and loop nogoods with at most 3 literals, and those of the
/// kinds it names with at most `max_lbd` decision levels and `max_size` literals (clasp's
/// `--distribute=<type>,global,<lbd>,<size>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Distribution {
    /// Whether clauses learnt from conflicts are shared beyond the short ones (at most 3
    /// literals, always shared; clasp's `conflict` and `all`).
    pub conflicts: bool,
    /// Whether loop nogoods (of unfounded sets and of minimality checks) are shared beyond
    /// the short ones (clasp's `loop` and `all`).
    pub loops: bool,
    /// The most decision levels of a clause shared.
    pub max_lbd: u32,
    /// The most literals of a clause shared.
    pub max_size: u32,
}

impl Default for Distribution {
    /// clasp's default: `conflict,global,4` (any size).
    fn default() -> Distribution {
        Distribution {
            conflicts: true,
            loops: false,
            max_lbd: 4,
            max_size: u32::MAX,
        }
    }
}

/// The clauses the solvers of a parallel search post for each other: a log that every peer
/// reads from its own cursor; what all peers have read is dropped. A peer takes only the
/// clauses of peers with its translation (the same fingerprint).
#[derive(Debug)]
pub struct ClauseExchange {
    inner: Mutex<Log>,
    distribution: Distribution,
}

#[derive(Debug, Default)]
struct Log {
    /// The literals of the clauses in the log, one after the other.
    lits: Vec<Lit>,
    /// Per clause: its poster, the end of its literals in `lits` and its LBD.
    clauses: Vec<Posted>,
    /// The number of clauses dropped from the front of the log.
    dropped: usize,
    /// Per peer: the (absolute) number of clauses it has read.
    cursors: Vec<usize>,
    /// Per peer: the fingerprint of its translation (`Solver::translation_fingerprint`).
    fingerprints: Vec<Option<u64>>,
}

#[derive(Clone, Copy, Debug)]
struct Posted {
    peer: u32,
    end: usize,
    lbd: u32,
}

impl ClauseExchange {
    /// An exchange for `peers` solvers.
    pub fn new(peers: u32, distribution: Distribution) -> ClauseExchange {
        ClauseExchange {
            inner: Mutex::new(Log {
                cursors: vec![0; peers as usize],
                fingerprints: vec![None; peers as usize],
                ..Log::default()
            }),
            distribution,
        }
    }

    /// Posts `peer`'s outbox and hands it every clause the others posted since its last
    /// visit (`take(lits, lbd)`).
    fn visit(&self, peer: u32, outbox: &mut Outbox, take: &mut dyn FnMut(&[Lit], u32)) {
        let mut log = self
            .inner
            .lock()
            .expect("no solver panics holding the exchange");
        let log = &mut *log;
        let mut start = 0;
        for &(end, lbd) in &outbox.clauses {
            log.lits.extend_from_slice(&outbox.lits[start..end]);
            start = end;
            log.clauses.push(Posted {
                peer,
                end: log.lits.len(),
                lbd,
            });
        }
        outbox.lits.clear();
        outbox.clauses.clear();
        let own = log.fingerprints[peer as usize];
        let from = log.cursors[peer as usize] - log.dropped;
        let mut start = if from == 0 {
            0
        } else {
            log.clauses[from - 1].end
        };
        for posted in &log.clauses[from..] {
            if posted.peer != peer && log.fingerprints[posted.peer as usize] == own {
                take(&log.lits[start..posted.end], posted.lbd);
            }
            start = posted.end;
        }
        log.cursors[peer as usize] = log.dropped + log.clauses.len();
        // Drop what every peer has read, once it is worth moving the rest.
        let read = log.cursors.iter().min().copied().unwrap_or(0) - log.dropped;
        if read >= 1024 && read * 2 >= log.clauses.len() {
            let cut = log.clauses[read - 1].end;
            log.lits.drain(..cut);
            log.clauses.drain(..read);
            for posted in &mut log.clauses {
                posted.end -= cut;
            }
            log.dropped += read;
        }
    }
}

/// A solver's place in a [`ClauseExchange`].
#[derive(Debug)]
pub(crate) struct Sharing {
    exchange: std::sync::Arc<ClauseExchange>,
    peer: u32,
    /// The variables of the translation: a clause with a later one (a tag of one solve
    /// call, such as an optimization bound's) is not shared.
    variables: usize,
    outbox: Outbox,
}

/// The clauses a solver learnt since its last visit to the exchange.
#[derive(Debug, Default)]
struct Outbox {
    lits: Vec<Lit>,
    /// Per clause: the end of its literals and its LBD.
    clauses: Vec<(usize, u32)>,
}

impl Sharing {
    /// Joins `exchange` as its peer `peer`, a solver of a translation with `variables` and
    /// `fingerprint`.
    pub fn new(
        exchange: std::sync::Arc<ClauseExchange>,
        peer: u32,
        (variables, fingerprint): (usize, u64),
    ) -> Sharing {
        let mut log = exchange
            .inner
            .lock()
            .expect("no solver panics holding the exchange");
        log.fingerprints[peer as usize] = Some(fingerprint);
        drop(log);
        Sharing {
            exchange,
            peer,
            variables,
            outbox: Outbox::default(),
        }
    }

    /// Offers a clause learnt from a conflict (`is_loop` false) or a loop nogood, with its
    /// LBD (computed only if needed): kept for the peers if it is short enough and names
    /// only variables of the translation.
    pub fn offer(&mut self, learnt: &[Lit], is_loop: bool, lbd: impl FnOnce() -> u32) {
        if learnt.iter().any(|l| l.var().index() >= self.variables) {
            return;
        }
        let limits = self.exchange.distribution;
        let short = learnt.len() <= 3;
        let size_ok = learnt.len() as u64 <= u64::from(limits.max_size);
        let kind = if is_loop {
            limits.loops
        } else {
            limits.conflicts
        };
        if !(short || kind && size_ok) {
            return;
        }
        let lbd = lbd();
        if short || lbd <= limits.max_lbd {
            self.outbox.lits.extend_from_slice(learnt);
            self.outbox.clauses.push((self.outbox.lits.len(), lbd));
        }
    }

    /// Posts the outbox and passes each clause of the peers to `take`.
    pub fn visit(&mut self, take: &mut dyn FnMut(&[Lit], u32)) {
        self.exchange.visit(self.peer, &mut self.outbox, take);
    }
}

/// At decision level 0: posts what `s` learnt since its last visit and takes in, as learnt
/// clauses, those its peers posted. False if they show that the program has no answer set.
pub(super) fn exchange(s: &mut Solver) -> bool {
    let Some(mut sharing) = s.sharing.take() else {
        return true;
    };
    debug_assert_eq!(s.trail.level(), 0);
    let variables = sharing.variables;
    sharing.visit(&mut |lits, lbd| {
        // The peers offer none (they have this solver's translation); kept for safety.
        if lits.iter().all(|l| l.var().index() < variables) {
            s.add_root_clause_as(lits, ClauseKind::Learnt, lbd);
        }
    });
    s.sharing = Some(sharing);
    if !s.ok {
        s.failed.clear();
    }
    s.ok
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    fn lits(codes: &[u32]) -> Vec<Lit> {
        codes.iter().map(|&c| Lit(c)).collect()
    }

    fn visit(sharing: &mut Sharing) -> Vec<(Vec<u32>, u32)> {
        let mut got = Vec::new();
        sharing.visit(&mut |lits, lbd| got.push((lits.iter().map(|l| l.0).collect(), lbd)));
        got
    }

    #[test]
    fn peers_receive_what_the_others_post_once() {
        let exchange = Arc::new(ClauseExchange::new(4, Distribution::default()));
        let mut peers: Vec<Sharing> = (0..3)
            .map(|i| Sharing::new(exchange.clone(), i, (100, 7)))
            .collect();
        // Another translation: it neither takes nor gives.
        let mut stranger = Sharing::new(exchange.clone(), 3, (100, 8));
        stranger.offer(&lits(&[6]), false, || 1);
        assert!(visit(&mut stranger).is_empty());
        peers[0].offer(&lits(&[2, 5]), false, || 2);
        peers[0].offer(&lits(&[2, 5, 7, 9, 11, 13]), false, || 5); // LBD over 4: kept home
        peers[1].offer(&lits(&[4]), false, || 1);
        peers[1].offer(&lits(&[4, 250]), false, || 1); // variable 125: a tag of its own
        assert!(visit(&mut peers[0]).is_empty());
        assert_eq!(visit(&mut peers[1]), vec![(vec![2, 5], 2)]);
        assert_eq!(visit(&mut peers[2]), vec![(vec![2, 5], 2), (vec![4], 1)]);
        assert_eq!(visit(&mut peers[0]), vec![(vec![4], 1)]);
        assert!(visit(&mut peers[2]).is_empty());
        assert!(visit(&mut stranger).is_empty());
    }

    /// `pigeons` pigeons in `holes` holes, each pigeon in a hole, no two in one, as aspif.
    fn pigeonhole(pigeons: u32, holes: u32) -> String {
        let x = |p: u32, h: u32| p * holes + h + 1;
        let n = pigeons * holes;
        let atoms: Vec<String> = (1..=n).map(|a| a.to_string()).collect();
        let mut text = format!("asp 1 0 0\n1 1 {n} {} 0 0\n", atoms.join(" "));
        for p in 0..pigeons {
            let nots: Vec<String> = (0..holes).map(|h| format!("-{}", x(p, h))).collect();
            text += &format!("1 0 0 0 {holes} {}\n", nots.join(" "));
        }
        for h in 0..holes {
            for p in 0..pigeons {
                for q in p + 1..pigeons {
                    text += &format!("1 0 0 0 2 {} {}\n", x(p, h), x(q, h));
                }
            }
        }
        text + "0\n"
    }

    #[test]
    fn a_solver_takes_in_what_its_peer_learnt() {
        let program = crate::aspif::read::read(&pigeonhole(7, 6)).unwrap();
        let options = crate::solve::SolveOptions::default();
        let exchange = Arc::new(ClauseExchange::new(2, Distribution::default()));
        let mut first = Solver::new(&program, &options).unwrap();
        first.share_through(Some((exchange.clone(), 0)));
        assert!(matches!(
            first.solve(&mut |_| true),
            crate::solve::SolveResult::Unsatisfiable
        ));
        // The second one, alike, starts from what the first one learnt (at its first
        // restart), and needs far fewer conflicts.
        let mut second = Solver::new(&program, &options).unwrap();
        second.share_through(Some((exchange.clone(), 1)));
        assert!(matches!(
            second.solve(&mut |_| true),
            crate::solve::SolveResult::Unsatisfiable
        ));
        let (before, after) = (first.stats().conflicts, second.stats().conflicts);
        assert!(after * 2 < before, "{after} conflicts after {before}");
        // Without the exchange it needs as many as the first.
        let mut alone = Solver::new(&program, &options).unwrap();
        assert!(matches!(
            alone.solve(&mut |_| true),
            crate::solve::SolveResult::Unsatisfiable
        ));
        assert_eq!(alone.stats().conflicts, before);
    }

    #[test]
    fn what_every_peer_read_is_dropped() {
        let size = Distribution {
            conflicts: true,
            loops: false,
            max_lbd: 4,
            max_size: 4,
        };
        let exchange = Arc::new(ClauseExchange::new(2, size));
        let mut a = Sharing::new(exchange.clone(), 0, (2000, 7));
        let mut b = Sharing::new(exchange.clone(), 1, (2000, 7));
        for round in 0..5u32 {
            for i in 0..1000 {
                a.offer(&lits(&[round, i, i + 1]), false, || 3);
            }
            a.offer(&lits(&[1, 2, 3, 4, 5]), false, || 2); // over the size limit
            assert!(visit(&mut a).is_empty());
            let got = visit(&mut b);
            assert_eq!(got.len(), 1000);
            assert_eq!(got[999], (vec![round, 999, 1000], 3));
        }
        let log = exchange.inner.lock().unwrap();
        assert!(log.clauses.len() < 2000 && log.dropped >= 3000);
    }
}
