//! Strongly connected components of dependency graphs (the grounder's components and
//! statement order, the solver's loops): Tarjan's algorithm, iterative, so that graphs of
//! millions of nodes do not recurse.

/// A graph on nodes `0..len()` with its successor lists in one array (compressed rows): for
/// graphs built once and only read, as the solver's positive dependency graph (a vector per
/// node cost an allocation each, and more as it grew).
#[derive(Clone, Debug, Default)]
pub(crate) struct Adjacency {
    /// The successors of `v` are `targets[starts[v]..starts[v + 1]]`.
    starts: Vec<u32>,
    targets: Vec<u32>,
}

impl Adjacency {
    /// The graph on nodes `0..n` whose node `v` has `degree(v)` successors, written by
    /// `fill(v, out)` (exactly that many pushed onto `out`).
    pub fn new(
        n: usize,
        degree: impl Fn(usize) -> usize,
        mut fill: impl FnMut(usize, &mut Vec<u32>),
    ) -> Adjacency {
        let mut starts = Vec::with_capacity(n + 1);
        let mut total = 0;
        starts.push(0);
        for v in 0..n {
            total += degree(v);
            starts.push(u32::try_from(total).expect("fewer than 2^32 edges"));
        }
        let mut targets = Vec::with_capacity(total);
        for v in 0..n {
            fill(v, &mut targets);
            debug_assert_eq!(targets.len(), starts[v + 1] as usize, "degree of node {v}");
        }
        Adjacency { starts, targets }
    }

    /// The graph on nodes `0..n` with the edges `(from, to)` of `edges` (each successor list
    /// in the order of the edges).
    pub fn from_edges(n: usize, edges: &[(u32, u32)]) -> Adjacency {
        let mut starts = vec![0u32; n + 1];
        for &(from, _) in edges {
            starts[from as usize + 1] += 1;
        }
        for v in 0..n {
            starts[v + 1] += starts[v];
        }
        let mut next = starts.clone();
        let mut targets = vec![0u32; edges.len()];
        for &(from, to) in edges {
            let at = &mut next[from as usize];
            targets[*at as usize] = to;
            *at += 1;
        }
        Adjacency { starts, targets }
    }

    /// Adds `k` nodes without successors.
    pub fn add_nodes(&mut self, k: usize) {
        let end = self.targets.len() as u32;
        self.starts.extend(std::iter::repeat_n(end, k));
    }

    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.starts.len() - 1
    }

    /// The successors of node `v`.
    pub fn successors(&self, v: usize) -> &[u32] {
        &self.targets[self.starts[v] as usize..self.starts[v + 1] as usize]
    }
}

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
        let successor = |v: usize, position: usize| successors[v].get(position).map(&node);
        Components::search(successors.len(), successor, roots)
    }

    /// The components of `graph`, the search starting from the nodes of `roots` in order.
    pub fn of(graph: &Adjacency, roots: impl IntoIterator<Item = usize>) -> Components {
        let successor = |v: usize, position: usize| {
            let successors = graph.successors(v);
            successors.get(position).map(|&w| w as usize)
        };
        Components::search(graph.len(), successor, roots)
    }

    /// Tarjan's algorithm on nodes `0..n`, where `successor(v, i)` is the `i`-th successor
    /// of `v` (`None` past the last).
    fn search(
        n: usize,
        successor: impl Fn(usize, usize) -> Option<usize>,
        roots: impl IntoIterator<Item = usize>,
    ) -> Components {
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
                if let Some(w) = successor(v, *position) {
                    *position += 1;
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
    fn compressed_rows_give_the_components_of_the_vectors() {
        // the graph of `components_of_a_small_graph`, built both ways
        let edges = [(0, 1), (2, 1), (1, 2), (4, 4)];
        let from_edges = Adjacency::from_edges(5, &edges);
        let successors: Vec<Vec<u32>> = vec![vec![1], vec![2], vec![1], vec![], vec![4]];
        let from_degrees = Adjacency::new(
            5,
            |v| successors[v].len(),
            |v, out| {
                out.extend_from_slice(&successors[v]);
            },
        );
        for graph in [&from_edges, &from_degrees] {
            assert_eq!(graph.len(), 5);
            assert_eq!(graph.successors(2), &[1]);
            assert_eq!(graph.successors(3), &[] as &[u32]);
            let components = Components::of(graph, 0..5);
            assert_eq!(components.component_of(), vec![1, 0, 0, 2, 3]);
        }
    }

    #[test]
    fn roots_decide_the_order_of_independent_components() {
        let successors: Vec<Vec<usize>> = vec![vec![], vec![], vec![0]];
        let components = Components::new(&successors, |&w| w, (0..3).rev());
        let order: Vec<usize> = components.iter().flatten().copied().collect();
        assert_eq!(order, vec![0, 2, 1]);
    }
}
