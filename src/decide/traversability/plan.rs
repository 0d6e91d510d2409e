//! One planning problem end to end: rasterise the layout, check the start and goal, search the
//! candidate paths, build the decision tree; then the query policy and the conversation.

use super::dialogue::{converse, AnswersPassability, Resolution};
use super::grid::{Cell, Grid, GridParams, Layout};
use super::policy::{Costs, QueryPolicy};
use super::search::candidate_paths;
use super::tree::DecisionTree;
use super::TraversabilityError;

/// Everything that bounds one plan.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlanParams {
    pub grid: GridParams,
    /// Most search states <cell, H> before the search gives up with an error.
    pub max_states: usize,
}

/// The decision tree of one start and goal in one layout.
#[derive(Debug, Clone)]
pub struct Plan {
    pub grid: Grid,
    pub start: Cell,
    pub goal: Cell,
    pub tree: DecisionTree,
    /// Probability that each uncertain obstacle is passable (layout order).
    pub priors: Vec<f64>,
}

impl Plan {
    /// Plans from `start_m` to `goal_m` (metres). A start or goal off the floor, in a wall or
    /// inside an uncertain obstacle is an error naming it; no path at all is an empty tree.
    pub fn new(
        layout: &Layout,
        start_m: [f64; 2],
        goal_m: [f64; 2],
        p: &PlanParams,
    ) -> Result<Plan, TraversabilityError> {
        let grid = Grid::new(layout, &p.grid)?;
        let start = free_cell(&grid, layout, "start", start_m)?;
        let goal = free_cell(&grid, layout, "goal", goal_m)?;
        let tree = DecisionTree::new(candidate_paths(&grid, start, goal, p.max_states)?);
        Ok(Plan { grid, start, goal, tree, priors: layout.uncertain.iter().map(|o| o.prior).collect() })
    }

    /// The optimal query policy under these costs.
    pub fn policy(&self, costs: Costs) -> QueryPolicy<'_> {
        QueryPolicy::new(&self.tree, &self.priors, costs)
    }

    /// Asks `person` what the policy asks and returns the branch to drive (or unreachable).
    pub fn resolve(&self, layout: &Layout, costs: Costs, person: &mut dyn AnswersPassability) -> Resolution {
        converse(&mut self.policy(costs), layout, person)
    }
}

fn free_cell(grid: &Grid, layout: &Layout, which: &'static str, p: [f64; 2]) -> Result<Cell, TraversabilityError> {
    let [x, y] = p;
    let cell = grid.cell_at(p).ok_or(TraversabilityError::OffFloor { which, x, y })?;
    if grid.is_blocked(cell) {
        return Err(TraversabilityError::Blocked { which, x, y });
    }
    if let Some(o) = grid.needs(cell).iter().next() {
        return Err(TraversabilityError::InsideUncertain { which, x, y, label: layout.uncertain[o].label.clone() });
    }
    Ok(cell)
}

#[cfg(test)]
mod tests {
    use super::super::dialogue::{Answer, Question};
    use super::super::test_maps::map_with;
    use super::*;

    fn params(m: &super::super::test_maps::TestMap) -> PlanParams {
        PlanParams { grid: m.params, max_states: 100_000 }
    }

    #[test]
    fn a_start_or_goal_in_a_wall_off_the_floor_or_in_an_obstacle_is_named() {
        let m = map_with(&["S#a.G"], 1.0, &[('a', "curtain", 0.5)]);
        let err = |s: [f64; 2], g: [f64; 2]| Plan::new(&m.layout, s, g, &params(&m)).unwrap_err().to_string();
        assert_eq!(
            err([1.5, 0.5], m.goal_m),
            "the start (1.50 m, 0.50 m) is inside a wall or within the base's clearance of one"
        );
        assert_eq!(err(m.start_m, [9.0, 0.5]), "the goal (9.00 m, 0.50 m) is off the map");
        assert_eq!(err(m.start_m, [2.5, 0.5]), "the goal (2.50 m, 0.50 m) is inside the uncertain obstacle `curtain`");
    }

    struct Says(Answer, Vec<String>);
    impl AnswersPassability for Says {
        fn answer(&mut self, q: &Question) -> Answer {
            self.1.push(q.text.clone());
            self.0
        }
    }

    #[test]
    fn a_walled_in_goal_is_unreachable_without_a_question() {
        let m = map_with(&["S.#.G"], 1.0, &[]);
        let plan = Plan::new(&m.layout, m.start_m, m.goal_m, &params(&m)).unwrap();
        let mut person = Says(Answer::Passable, vec![]);
        let r = plan.resolve(&m.layout, Costs { query: 10.0, per_metre: 1.0 }, &mut person);
        assert_eq!(r.branch, None);
        assert!(person.1.is_empty());
    }

    #[test]
    fn not_sure_counts_as_blocked() {
        let m = map_with(&["S.a.G"], 1.0, &[('a', "curtain", 0.9)]);
        let plan = Plan::new(&m.layout, m.start_m, m.goal_m, &params(&m)).unwrap();
        let mut person = Says(Answer::NotSure, vec![]);
        let r = plan.resolve(&m.layout, Costs { query: 10.0, per_metre: 1.0 }, &mut person);
        assert_eq!(person.1, vec!["Can I get through the curtain at 2.5 m, 0.5 m on the map?".to_string()]);
        assert_eq!(r.branch, None);
    }
}
