//! Hypothesis-augmented A* (seed 002, II-A): A* over states <cell, H>, H the set of uncertain
//! obstacles assumed passable so far. Entering an uncertain obstacle's cells adds it to H;
//! each state is expanded once. Reaching <goal, H> records the path and H, and every queued
//! state whose H contains a recorded one is dropped (it could only find a longer path that
//! assumes more). The result: the candidate paths in cost order, each assuming less than
//! every cheaper one.

use super::grid::{Cell, Grid};
use super::hyp::Hyp;
use super::TraversabilityError;
use std::cmp::Ordering;
use std::collections::{BinaryHeap, HashMap, HashSet};

/// One optimal path under one hypothesis.
#[derive(Debug, Clone, PartialEq)]
pub struct Candidate {
    /// The uncertain obstacles this path goes through (all must be passable).
    pub hyp: Hyp,
    /// Start to goal, inclusive.
    pub cells: Vec<Cell>,
    pub length_m: f64,
}

type State = (Cell, Hyp);

struct Queued {
    f: f64,
    g: f64,
    state: State,
}

impl PartialEq for Queued {
    fn eq(&self, o: &Self) -> bool {
        self.cmp(o) == Ordering::Equal
    }
}
impl Eq for Queued {}
impl PartialOrd for Queued {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for Queued {
    /// Lowest f first; then the larger g (nearer the goal), then fewer assumptions.
    fn cmp(&self, o: &Self) -> Ordering {
        o.f.total_cmp(&self.f)
            .then(self.g.total_cmp(&o.g))
            .then(o.state.1.len().cmp(&self.state.1.len()))
            .then(o.state.cmp(&self.state))
    }
}

/// Octile distance, metres: admissible and consistent on the 8-connected grid.
fn heuristic(a: Cell, b: Cell, res: f64) -> f64 {
    let (dx, dy) = (a.0.abs_diff(b.0) as f64, a.1.abs_diff(b.1) as f64);
    (dx.max(dy) + (std::f64::consts::SQRT_2 - 1.0) * dx.min(dy)) * res
}

/// Every candidate path from `start` to `goal` (both free cells), cheapest first. Empty when
/// the goal cannot be reached even with every uncertain obstacle passable. More than
/// `max_states` states: [`TraversabilityError::SearchTooLarge`].
pub fn candidate_paths(
    grid: &Grid,
    start: Cell,
    goal: Cell,
    max_states: usize,
) -> Result<Vec<Candidate>, TraversabilityError> {
    let first = (start, grid.needs(start));
    let mut best: HashMap<State, (f64, Option<State>)> = HashMap::from([(first, (0.0, None))]);
    let mut closed: HashSet<State> = HashSet::new();
    let mut queue = BinaryHeap::from([Queued { f: heuristic(start, goal, grid.resolution_m), g: 0.0, state: first }]);
    let mut found: Vec<Candidate> = Vec::new();
    let dominated = |h: Hyp, found: &[Candidate]| found.iter().any(|c| c.hyp.is_subset_of(h));
    while let Some(Queued { g, state, .. }) = queue.pop() {
        if dominated(state.1, &found) || !closed.insert(state) {
            continue;
        }
        if state.0 == goal {
            found.push(Candidate { hyp: state.1, cells: trace(&best, state), length_m: g });
            continue;
        }
        for (next, step) in grid.neighbours(state.0) {
            let n = (next, state.1.with(grid.step_needs(state.0, next)));
            let ng = g + step;
            if dominated(n.1, &found) || closed.contains(&n) || best.get(&n).is_some_and(|(b, _)| *b <= ng) {
                continue;
            }
            if best.len() >= max_states {
                return Err(TraversabilityError::SearchTooLarge { states: best.len() });
            }
            best.insert(n, (ng, Some(state)));
            queue.push(Queued { f: ng + heuristic(next, goal, grid.resolution_m), g: ng, state: n });
        }
    }
    Ok(found)
}

fn trace(best: &HashMap<State, (f64, Option<State>)>, mut s: State) -> Vec<Cell> {
    let mut cells = vec![s.0];
    while let Some((_, Some(p))) = best.get(&s) {
        cells.push(p.0);
        s = *p;
    }
    cells.reverse();
    cells
}

#[cfg(test)]
mod tests {
    use super::super::test_maps::map;
    use super::*;

    #[test]
    fn the_shortcut_through_the_curtain_comes_first_and_the_certain_detour_last() {
        let m = map(&["..........", ".S..a...G.", "#####.####", ".........."]);
        let paths = candidate_paths(&m.grid, m.start, m.goal, 100_000).unwrap();
        let hyps: Vec<Hyp> = paths.iter().map(|c| c.hyp).collect();
        assert_eq!(hyps, vec![Hyp::single(0), Hyp::EMPTY]);
        assert!(paths[0].length_m < paths[1].length_m);
        assert_eq!(paths[0].cells.first(), Some(&m.start));
        assert_eq!(paths[0].cells.last(), Some(&m.goal));
    }

    #[test]
    fn an_obstacle_beside_the_certain_shortest_path_is_never_a_candidate() {
        let m = map(&["...b......", ".S......G.", ".........."]);
        let paths = candidate_paths(&m.grid, m.start, m.goal, 100_000).unwrap();
        assert_eq!(paths.len(), 1);
        assert_eq!(paths[0].hyp, Hyp::EMPTY);
    }

    #[test]
    fn a_walled_off_goal_has_no_candidate() {
        let m = map(&[".S..#.G.", "....#..."]);
        assert!(candidate_paths(&m.grid, m.start, m.goal, 100_000).unwrap().is_empty());
    }

    #[test]
    fn two_obstacles_in_series_are_assumed_together() {
        let m = map(&[".S.a.b.G.", "#########"]);
        let paths = candidate_paths(&m.grid, m.start, m.goal, 100_000).unwrap();
        assert_eq!(paths.len(), 1);
        assert_eq!(paths[0].hyp, [0, 1].into_iter().collect());
    }

    #[test]
    fn a_search_over_its_budget_is_an_error() {
        let m = map(&[".S........G."]);
        assert!(matches!(
            candidate_paths(&m.grid, m.start, m.goal, 3),
            Err(TraversabilityError::SearchTooLarge { .. })
        ));
    }
}
