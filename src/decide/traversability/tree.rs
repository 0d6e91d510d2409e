//! The decision tree over traversability propositions: the candidate paths in cost order, each
//! branch taken when its hypothesis holds and no cheaper branch's does. With every answer known
//! it picks the shortest safe path; the query policy decides which answers to get.

use super::hyp::Hyp;
use super::search::Candidate;

/// The candidate paths of one start and goal, cheapest first.
#[derive(Debug, Clone, PartialEq)]
pub struct DecisionTree {
    pub branches: Vec<Candidate>,
}

impl DecisionTree {
    /// From the search's output (already in cost order).
    pub fn new(branches: Vec<Candidate>) -> Self {
        DecisionTree { branches }
    }

    /// Every obstacle some branch condition names: the only ones worth asking about.
    pub fn relevant(&self) -> Hyp {
        self.branches.iter().fold(Hyp::EMPTY, |h, b| h.with(b.hyp))
    }

    /// The branch taken when exactly the obstacles in `passable` are passable: the cheapest
    /// whose hypothesis holds. None: the goal cannot be reached.
    pub fn select(&self, passable: Hyp) -> Option<usize> {
        self.branches.iter().position(|b| b.hyp.is_subset_of(passable))
    }

    /// Branches still possible when the obstacles in `blocked` are known blocked.
    pub fn possible(&self, blocked: Hyp) -> impl Iterator<Item = (usize, &Candidate)> {
        self.branches.iter().enumerate().filter(move |(_, b)| !b.hyp.intersects(blocked))
    }
}

#[cfg(test)]
mod tests {
    use super::super::search::candidate_paths;
    use super::super::test_maps::map;
    use super::*;

    #[test]
    fn with_every_answer_known_the_tree_takes_the_shortest_safe_path() {
        let m = map(&["...........", ".S..a...G..", "#####.####.", "......b...."]);
        let tree = DecisionTree::new(candidate_paths(&m.grid, m.start, m.goal, 100_000).unwrap());
        assert_eq!(tree.relevant(), Hyp::single(0), "b lies only on paths longer than the certain one");
        let through_a = tree.select(Hyp::single(0)).unwrap();
        let blocked_a = tree.select(Hyp::EMPTY).unwrap();
        assert_eq!(tree.branches[through_a].hyp, Hyp::single(0));
        assert_eq!(tree.branches[blocked_a].hyp, Hyp::EMPTY);
        assert!(tree.branches[through_a].length_m < tree.branches[blocked_a].length_m);
    }
}
