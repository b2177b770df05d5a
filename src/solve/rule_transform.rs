//! clasp's transformation of a cardinality or weight rule into normal rules without
//! auxiliary atoms (`RuleTransform::transformSelect`), which its default `--trans-ext=dynamic`
//! applies to the rules with few ways to reach their bound: one rule per sufficient subset of
//! the body's literals. `translate.rs` turns such a body into the disjunction of the
//! conjunctions of these subsets.

use super::lit::Lit;

/// Whether a weight body of `n` elements and bound `bound` is translated into clauses under
/// `--trans-ext=dynamic`: clasp's test for a rule it transforms without auxiliary atoms
/// (`LogicProgram::transformNoAux`): bound 1, or at most 6 elements and at most 15 ways to
/// choose `bound` of them.
pub(super) fn few_subsets(n: usize, bound: u32) -> bool {
    let bound = bound as usize;
    if bound == 1 {
        return true;
    }
    if n > 6 {
        return false;
    }
    // n choose bound (0 for a bound above n: weighted elements).
    let ways = if bound > n {
        0
    } else {
        (0..bound).fold(1usize, |acc, i| acc * (n - i) / (i + 1))
    };
    ways <= 15
}

/// The subsets of `elements` whose weights reach `bound`, each the first ones in a walk
/// that takes elements by decreasing weight (in their order among equal weights) until the
/// bound is reached: every set of true elements that reaches the bound contains one (its
/// first elements in that order that do). clasp's `RuleTransform::transformSelect`.
pub(super) fn sufficient_subsets(elements: &[(Lit, u32)], bound: u32) -> Vec<Vec<Lit>> {
    let mut sorted = elements.to_vec();
    sorted.sort_by_key(|&(_, w)| std::cmp::Reverse(w));
    // rest[i]: the weight of the elements from i on.
    let mut rest = vec![0u64; sorted.len() + 1];
    for i in (0..sorted.len()).rev() {
        rest[i] = rest[i + 1] + u64::from(sorted[i].1);
    }
    let mut subsets = Vec::new();
    let mut chosen = Vec::new();
    extend_subsets(
        &sorted,
        &rest,
        u64::from(bound),
        0,
        0,
        &mut chosen,
        &mut subsets,
    );
    subsets
}

/// Adds to `subsets` each way to extend `chosen` (of weight `sum`) by elements from the
/// `from`-th on until it reaches `bound`.
fn extend_subsets(
    sorted: &[(Lit, u32)],
    rest: &[u64],
    bound: u64,
    from: usize,
    sum: u64,
    chosen: &mut Vec<Lit>,
    subsets: &mut Vec<Vec<Lit>>,
) {
    if sum >= bound {
        subsets.push(chosen.clone());
        return;
    }
    for next in from..sorted.len() {
        if sum + rest[next] < bound {
            break;
        }
        chosen.push(sorted[next].0);
        let weight = u64::from(sorted[next].1);
        extend_subsets(sorted, rest, bound, next + 1, sum + weight, chosen, subsets);
        chosen.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::lit::Var;

    #[test]
    fn few_subsets_is_clasps_test() {
        assert!(few_subsets(40, 1));
        assert!(few_subsets(6, 2)); // 15 ways
        assert!(!few_subsets(6, 3)); // 20 ways
        assert!(!few_subsets(7, 2));
        assert!(few_subsets(3, 5)); // weighted: no way to choose 5 of 3
    }

    #[test]
    fn sufficient_subsets_take_the_heaviest_first() {
        let (a, b, c) = (Var(1).pos(), Var(2).pos(), Var(3).pos());
        let count = [(a, 1), (b, 1), (c, 1)];
        assert_eq!(
            sufficient_subsets(&count, 2),
            vec![vec![a, b], vec![a, c], vec![b, c]]
        );
        let weighted = [(c, 1), (b, 2), (a, 3)];
        assert_eq!(sufficient_subsets(&weighted, 3), vec![vec![a], vec![b, c]]);
    }
}
