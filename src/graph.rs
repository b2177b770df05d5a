//! Strongly connected components of dependency graphs (the grounder's components and
//! statement order, the solver's loops): Tarjan's algorithm, iterative, so that graphs of
//! millions of nodes do not recurse.

/// The strongly connected components of a graph, each listed after every component it has
/// edges to (reverse topological order).
pub(crate) struct Components {
    /// The nodes component by component; within a component, in the order the algorithm
    /// completed them.
    members: Vec<usize>,
    /// Component `c` is `members[ends[c] - len..ends[c]]`, starting at the previous end.
    ends: Vec<usize>,
}

impl Components {
    /// The components of the graph on nodes `0..successors.len()` with an edge from `v` to
    /// `node(w)` for each `w` in `successors[v]`. The depth-first search starts from the
    /// nodes of `roots` in that order (each node must be among them, or reachable).
    pub fn new<N>(
        successors: &[Vec<N>],
        node: impl Fn(&N) -> usize,
        roots: impl IntoIterator<Item = usize>,
    ) -> Components {
        let n = successors.len();
        const UNVISITED: usize = usize::MAX;
        let mut index = vec![UNVISITED; n];
        let mut low = vec![0; n];
        let mut on_stack = vec![false; n];
        let mut stack: Vec<usize> = Vec::new();
        let mut next_index = 0;
        let mut components = Components {
            members: Vec::with_capacity(n),
            ends: Vec::new(),
        };
        // (node, position in its successor list)
        let mut calls: Vec<(usize, usize)> = Vec::new();
        for root in roots {
            if index[root] != UNVISITED {
                continue;
            }
            calls.push((root, 0));
            index[root] = next_index;
            low[root] = next_index;
            next_index += 1;
            stack.push(root);
            on_stack[root] = true;
            while let Some(&mut (v, ref mut position)) = calls.last_mut() {
                if let Some(w) = successors[v].get(*position) {
                    *position += 1;
                    let w = node(w);
                    if index[w] == UNVISITED {
                        index[w] = next_index;
                        low[w] = next_index;
                        next_index += 1;
                        stack.push(w);
                        on_stack[w] = true;
                        calls.push((w, 0));
                    } else if on_stack[w] {
                        low[v] = low[v].min(index[w]);
                    }
                    continue;
                }
                calls.pop();
                if let Some(&(parent, _)) = calls.last() {
                    low[parent] = low[parent].min(low[v]);
                }
                if low[v] == index[v] {
                    loop {
                        let w = stack.pop().expect("Tarjan's stack holds the component");
                        on_stack[w] = false;
                        components.members.push(w);
                        if w == v {
                            break;
                        }
                    }
                    components.ends.push(components.members.len());
                }
            }
        }
        components
    }

    /// The components in order, each as its members in completion order.
    pub fn iter(&self) -> impl Iterator<Item = &[usize]> {
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        starts
            .zip(&self.ends)
            .map(|(start, &end)| &self.members[start..end])
    }

    /// The number of the component of each node (components numbered in order).
    pub fn component_of(&self) -> Vec<u32> {
        let mut of = vec![u32::MAX; self.members.len()];
        for (c, members) in self.iter().enumerate() {
            for &m in members {
                of[m] = c as u32;
            }
        }
        of
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_of_a_small_graph() {
        // 0 -> 1 -> 2 -> 1, 3 alone, 4 -> 4
        let successors = vec![vec![1], vec![2], vec![1], vec![], vec![4]];
        let components = Components::new(&successors, |&w| w, 0..5);
        let listed: Vec<Vec<usize>> = components.iter().map(<[usize]>::to_vec).collect();
        // {1, 2} is completed before 0, which depends on it.
        assert_eq!(listed, vec![vec![2, 1], vec![0], vec![3], vec![4]]);
        assert_eq!(components.component_of(), vec![1, 0, 0, 2, 3]);
    }

    #[test]
    fn roots_decide_the_order_of_independent_components() {
        let successors: Vec<Vec<usize>> = vec![vec![], vec![], vec![0]];
        let components = Components::new(&successors, |&w| w, (0..3).rev());
        let order: Vec<usize> = components.iter().flatten().copied().collect();
        assert_eq!(order, vec![0, 2, 1]);
    }
}
