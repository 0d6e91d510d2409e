//! `aide eval --traversability`: runs the query policy on scenarios with a simulated person
//! and scores the driven path against the hidden truth, beside two baselines: ask about every
//! uncertain obstacle (then drive the shortest safe path), and ask nothing (plan as if every
//! uncertain obstacle were blocked). Success: the driven path reaches the goal through no
//! blocked cell, or the goal is reported unreachable when it truly is.

use crate::config::TraversabilityConfig;
use crate::decide::traversability::{Costs, Grid, GridParams, Hyp, Layout, Plan, PlanParams, TraversabilityError};
use crate::sim::traversability::{Scenario, ScenarioKind, SimulatedPerson};
use serde::Serialize;

/// The costs and grid of a run.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EvalParams {
    pub plan: PlanParams,
    pub costs: Costs,
    pub default_prior: f64,
}

impl From<&TraversabilityConfig> for EvalParams {
    fn from(c: &TraversabilityConfig) -> Self {
        let grid = GridParams {
            resolution_m: c.resolution_m,
            clearance_m: c.clearance_m,
            max_uncertain: c.max_uncertain,
            max_cells: c.max_cells,
        };
        EvalParams {
            plan: PlanParams { grid, max_states: c.max_search_states },
            costs: Costs { query: c.lambda1, per_metre: c.lambda2 },
            default_prior: c.default_prior,
        }
    }
}

/// How one method did on one scenario.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Run {
    pub success: bool,
    pub queries: usize,
    /// Metres driven (None: reported the goal unreachable).
    pub length_m: Option<f64>,
    /// lambda1 x queries + lambda2 x metres.
    pub cost: f64,
}

/// One scenario's three runs and the questions the policy asked.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ScenarioResult {
    pub id: String,
    pub kind: ScenarioKind,
    pub uncertain: usize,
    /// Obstacles on some candidate path (the only ones the policy may ask about).
    pub relevant: usize,
    pub policy: Run,
    pub ask_all: Run,
    pub no_query: Run,
    pub questions: Vec<String>,
}

/// A scenario the planner could not take (bad layout, start in a wall, ...).
#[derive(Debug, thiserror::Error)]
#[error("scenario {id}: {source}")]
pub struct EvalError {
    pub id: String,
    #[source]
    pub source: TraversabilityError,
}

/// Runs every scenario.
pub fn evaluate(scenarios: &[Scenario], p: &EvalParams) -> Result<Vec<ScenarioResult>, EvalError> {
    scenarios.iter().map(|s| evaluate_one(s, p).map_err(|source| EvalError { id: s.id.clone(), source })).collect()
}

fn evaluate_one(s: &Scenario, p: &EvalParams) -> Result<ScenarioResult, TraversabilityError> {
    let layout = s.layout(p.default_prior);
    let plan = Plan::new(&layout, s.start, s.goal, &p.plan)?;
    let truth = Truth::new(s, &layout, &plan, p)?;
    let mut person = SimulatedPerson::new(s);
    let r = plan.resolve(&layout, p.costs, &mut person);
    let driven = r.branch.map(|i| &plan.tree.branches[i].cells[..]);
    let policy = truth.score(driven, r.asked.len(), p.costs);
    let ask_all = truth.score(truth.shortest.as_deref(), s.uncertain.len(), p.costs);
    let no_query = truth.score(truth.certain.as_deref(), 0, p.costs);
    Ok(ScenarioResult {
        id: s.id.clone(),
        kind: s.kind,
        uncertain: s.uncertain.len(),
        relevant: plan.tree.relevant().len(),
        policy,
        ask_all,
        no_query,
        questions: person.heard,
    })
}

/// The scorer's view: the grid with the hidden truth, the shortest truly safe path and the
/// shortest path avoiding every uncertain obstacle.
struct Truth {
    grid: Grid,
    passable: Hyp,
    start: (usize, usize),
    goal: (usize, usize),
    shortest: Option<Vec<(usize, usize)>>,
    certain: Option<Vec<(usize, usize)>>,
}

impl Truth {
    fn new(s: &Scenario, layout: &Layout, plan: &Plan, p: &EvalParams) -> Result<Truth, TraversabilityError> {
        let blocked_as = |keep: Hyp| {
            let mut l = layout.clone();
            l.blocked
                .extend(l.uncertain.iter().enumerate().filter(|(i, _)| !keep.contains(*i)).map(|(_, o)| o.footprint));
            l.uncertain.clear();
            l
        };
        let passable = s.truth();
        let path_in = |l: &Layout| -> Result<Option<Vec<(usize, usize)>>, TraversabilityError> {
            let plan = Plan::new(l, s.start, s.goal, &p.plan)?;
            Ok(plan.tree.branches.into_iter().next().map(|c| c.cells))
        };
        let shortest = path_in(&blocked_as(passable))?;
        let certain = path_in(&blocked_as(Hyp::EMPTY))?;
        Ok(Truth { grid: plan.grid.clone(), passable, start: plan.start, goal: plan.goal, shortest, certain })
    }

    /// Scores a driven path (None: the method reported the goal unreachable).
    fn score(&self, driven: Option<&[(usize, usize)]>, queries: usize, c: Costs) -> Run {
        let length_m = driven.map(|cells| self.length(cells));
        let success = match driven {
            Some(cells) => self.is_safe(cells),
            None => self.shortest.is_none(),
        };
        Run { success, queries, length_m, cost: c.query * queries as f64 + c.per_metre * length_m.unwrap_or(0.0) }
    }

    /// Starts at the start, ends at the goal, steps between neighbours, and enters no wall and
    /// no obstacle that is in truth blocked.
    fn is_safe(&self, cells: &[(usize, usize)]) -> bool {
        let ends = cells.first() == Some(&self.start) && cells.last() == Some(&self.goal);
        let steps = cells.windows(2).all(|w| {
            let neighbour = self.grid.neighbours(w[0]).any(|(n, _)| n == w[1]);
            neighbour && self.grid.step_needs(w[0], w[1]).is_subset_of(self.passable)
        });
        ends && steps
            && cells.iter().all(|&c| !self.grid.is_blocked(c) && self.grid.needs(c).is_subset_of(self.passable))
    }

    fn length(&self, cells: &[(usize, usize)]) -> f64 {
        let r = self.grid.resolution_m;
        cells
            .windows(2)
            .map(|w| if w[0].0 != w[1].0 && w[0].1 != w[1].1 { std::f64::consts::SQRT_2 * r } else { r })
            .sum()
    }
}

/// One method's numbers over a set of scenarios.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct MethodSummary {
    pub success: f64,
    pub queries_per_scenario: f64,
    pub mean_cost: f64,
    /// Mean metres driven over the scenarios where it drove (None: it drove in none).
    pub mean_length_m: Option<f64>,
}

/// The numbers of a split, over all its scenarios or those of one kind.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Summary {
    pub n: usize,
    pub policy: MethodSummary,
    pub ask_all: MethodSummary,
    pub no_query: MethodSummary,
    /// 1 - policy queries / ask-all queries.
    pub query_reduction: f64,
}

/// Sums up `results` (all, or only those of `kind`).
pub fn summarize(results: &[ScenarioResult], kind: Option<ScenarioKind>) -> Summary {
    let rs: Vec<&ScenarioResult> = results.iter().filter(|r| kind.is_none_or(|k| r.kind == k)).collect();
    let method = |f: fn(&ScenarioResult) -> Run| {
        let runs: Vec<Run> = rs.iter().map(|r| f(r)).collect();
        let n = runs.len().max(1) as f64;
        let lengths: Vec<f64> = runs.iter().filter_map(|r| r.length_m).collect();
        MethodSummary {
            success: runs.iter().filter(|r| r.success).count() as f64 / n,
            queries_per_scenario: runs.iter().map(|r| r.queries as f64).sum::<f64>() / n,
            mean_cost: runs.iter().map(|r| r.cost).sum::<f64>() / n,
            mean_length_m: (!lengths.is_empty()).then(|| lengths.iter().sum::<f64>() / lengths.len() as f64),
        }
    };
    let (policy, ask_all, no_query) = (method(|r| r.policy), method(|r| r.ask_all), method(|r| r.no_query));
    let query_reduction = if ask_all.queries_per_scenario > 0.0 {
        1.0 - policy.queries_per_scenario / ask_all.queries_per_scenario
    } else {
        0.0
    };
    Summary { n: rs.len(), policy, ask_all, no_query, query_reduction }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::traversability::Scenario;

    const CORRIDOR: &str = r#"
id = "corridor"
kind = "single"
size_m = [5.0, 1.0]
start = [0.5, 0.5]
goal = [4.5, 0.5]
[[uncertain]]
label = "curtain"
min = [2.0, 0.0]
max = [3.0, 1.0]
prior = 0.5
passable = false
"#;

    fn params() -> EvalParams {
        let mut c = crate::config::Config::embedded_default().traversability;
        (c.resolution_m, c.clearance_m) = (1.0, 0.0);
        EvalParams::from(&c)
    }

    fn truth(s: &Scenario) -> Truth {
        let layout = s.layout(0.5);
        let plan = Plan::new(&layout, s.start, s.goal, &params().plan).unwrap();
        Truth::new(s, &layout, &plan, &params()).unwrap()
    }

    #[test]
    fn the_scorer_fails_a_path_through_a_blocked_obstacle_or_with_a_jump() {
        let s = Scenario::parse(CORRIDOR, "corridor.toml").unwrap();
        let t = truth(&s);
        let c = params().costs;
        let straight: Vec<(usize, usize)> = (0..5).map(|x| (x, 0)).collect();
        assert!(!t.score(Some(&straight), 0, c).success, "the curtain is in truth blocked");
        assert!(!t.score(Some(&[(0, 0), (4, 0)]), 0, c).success, "a jump is not a path");
        assert!(t.score(None, 1, c).success, "the goal is in truth unreachable: saying so succeeds");
        let open = Scenario::parse(&CORRIDOR.replace("passable = false", "passable = true"), "open.toml").unwrap();
        let t = truth(&open);
        let run = t.score(Some(&straight), 1, c);
        assert!(run.success);
        assert_eq!(run.cost, 10.0 + 4.0);
        assert!(!t.score(None, 1, c).success, "giving up on a reachable goal fails");
    }
}
