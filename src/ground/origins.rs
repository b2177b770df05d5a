//! Where each ground rule comes from: the statement of the program whose instance (or
//! whose aggregate's, conditional literal's or head's translation) it is, for explanations
//! (`:why` in the REPL, `--explain`). Recorded with [`super::GroundOptions::atom_names`].

use crate::diag::Span;

/// The statement of each rule of a ground program, as runs of consecutive rules: rules are
/// written one statement's instance after the other, so a run per change is all it takes.
#[derive(Clone, Debug, Default)]
pub struct RuleOrigins {
    /// The first rule of each run (increasing) and the statement of its rules (`None`: rules
    /// the grounder or the engine made for no one statement, such as the consistency
    /// constraints of classical negation).
    runs: Vec<(usize, Option<Span>)>,
}

impl RuleOrigins {
    /// The rules from index `first` on (until the next mark) come from `statement`.
    pub fn mark(&mut self, first: usize, statement: Option<Span>) {
        let same = |a: Option<Span>, b: Option<Span>| match (a, b) {
            (Some(a), Some(b)) => a.same_place(b),
            (None, None) => true,
            _ => false,
        };
        match self.runs.last_mut() {
            Some(last) if same(last.1, statement) => {}
            Some(last) if last.0 == first => last.1 = statement,
            _ => self.runs.push((first, statement)),
        }
    }

    /// The statement rule `rule` comes from, if it was recorded.
    pub fn of(&self, rule: usize) -> Option<Span> {
        let run = self.runs.partition_point(|&(first, _)| first <= rule);
        self.runs.get(run.checked_sub(1)?)?.1
    }

    /// Appends the origins of a program whose rules were appended after `offset` rules.
    pub fn append(&mut self, offset: usize, other: RuleOrigins) {
        if other.runs.first().is_none_or(|&(first, _)| first > 0) {
            self.mark(offset, None);
        }
        for (first, statement) in other.runs {
            self.mark(offset + first, statement);
        }
    }

    /// The origins of the rules left when those whose entry in `kept` is false are taken out
    /// of the program (`kept`: one entry per rule).
    pub fn kept(&self, kept: &[bool]) -> RuleOrigins {
        let mut origins = RuleOrigins::default();
        if self.is_empty() {
            return origins;
        }
        let rules = (kept.iter().enumerate()).filter(|&(_, &keep)| keep);
        for (index, (rule, _)) in rules.enumerate() {
            origins.mark(index, self.of(rule));
        }
        origins
    }

    /// Whether anything was recorded.
    pub fn is_empty(&self) -> bool {
        self.runs.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::FileId;

    fn span(start: usize) -> Option<Span> {
        Some(Span::new(FileId(0), start, start + 1))
    }

    #[test]
    fn runs_answer_for_every_rule_after_their_start() {
        let mut origins = RuleOrigins::default();
        assert_eq!(origins.of(0).map(|s| s.start), None);
        origins.mark(0, span(5));
        origins.mark(2, span(5));
        origins.mark(3, span(9));
        origins.mark(3, span(7));
        origins.mark(6, None);
        let starts: Vec<_> = (0..8).map(|r| origins.of(r).map(|s| s.start)).collect();
        let five = Some(5);
        assert_eq!(
            starts,
            [five, five, five, Some(7), Some(7), Some(7), None, None]
        );
        assert_eq!(origins.runs.len(), 3);

        let mut step = RuleOrigins::default();
        step.mark(1, span(11));
        origins.append(10, step);
        assert_eq!(origins.of(9).map(|s| s.start), None);
        assert_eq!(origins.of(10).map(|s| s.start), None);
        assert_eq!(origins.of(11).map(|s| s.start), Some(11));
    }

    #[test]
    fn the_rules_kept_keep_their_statements() {
        let mut origins = RuleOrigins::default();
        origins.mark(0, span(5));
        origins.mark(2, span(9));
        origins.mark(4, None);
        let kept = origins.kept(&[true, false, false, true, true]);
        let starts: Vec<_> = (0..3).map(|r| kept.of(r).map(|s| s.start)).collect();
        assert_eq!(starts, [Some(5), Some(9), None]);
        assert!(RuleOrigins::default().kept(&[true]).is_empty());
    }
}
