//! The intent-aware collaboration benchmark (seed 002, IV-A2): every scenario runs twice in the
//! 2-D co-simulation, once with the coordinating robot (belief over the person's target plus the
//! coordination rules) and once with the baseline that takes the nearest uncompleted task, on
//! the same observation noise. Reported: the average probability the belief gives the true
//! target and how often it ranks it first (the true target at a step is the next task the person
//! completes, as in the seed), total task time of both robots and the relative saving, and the
//! distances walked.

use crate::config::IntentConfig;
use crate::decide::intent::{Belief, CoordinationPolicy, Cue, IntentError, NearestTaskPolicy, PersonTrack, Situation};
use crate::sim::collab::{Behaviour, Completion, Scenario, ScenarioError, World};
use serde::Serialize;

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum IntentEvalError {
    #[error(transparent)]
    Scenario(#[from] ScenarioError),
    #[error("scenario {id}: {source}")]
    Intent { id: String, source: IntentError },
}

/// Which robot runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RobotKind {
    /// Reads the person: belief plus coordination rules.
    Coordinating,
    /// Takes the nearest uncompleted task, ignoring the person.
    Nearest,
}

/// One run of one scenario.
#[derive(Debug, Clone, Serialize)]
pub struct RunOutcome {
    /// When the last task was completed (or the time limit), s.
    pub time_s: f64,
    /// Every task completed within the time limit.
    pub finished: bool,
    pub robot_walked_m: f64,
    pub person_walked_m: f64,
    /// Seconds both stood working at the same independent task.
    pub duplicated_s: f64,
    /// Tasks the robot completed alone, the person alone, and together.
    pub by_robot: usize,
    pub by_person: usize,
    pub together: usize,
    /// Mean belief in the true target over the scored steps, and the share of them where it
    /// ranked first (`None`: the person completed nothing).
    pub true_target_probability: Option<f64>,
    pub top1: Option<f64>,
    pub scored_steps: usize,
}

/// One scenario under both robots.
#[derive(Debug, Clone, Serialize)]
pub struct ScenarioOutcome {
    pub id: String,
    pub behaviour: Behaviour,
    pub tasks: usize,
    pub coordinating: RunOutcome,
    pub nearest: RunOutcome,
}

/// Means over a set of scenarios.
#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    pub n: usize,
    /// Mean over scenarios of each run's mean true-target probability (coordinating robot).
    pub true_target_probability: f64,
    /// Mean over scenarios of each run's top-1 share.
    pub top1: f64,
    /// Mean total task time, s, of each robot, and `1 - coordinating / nearest`.
    pub time_s: f64,
    pub baseline_time_s: f64,
    pub time_saving: f64,
    /// Mean distances walked, m.
    pub robot_walked_m: f64,
    pub person_walked_m: f64,
    pub baseline_robot_walked_m: f64,
    pub baseline_person_walked_m: f64,
    /// Mean seconds of duplicated effort on independent tasks.
    pub duplicated_s: f64,
    pub baseline_duplicated_s: f64,
    /// Runs that hit the time limit.
    pub unfinished: usize,
    pub baseline_unfinished: usize,
}

/// The means of the scenarios whose person behaves one way.
#[derive(Debug, Clone, Serialize)]
pub struct BehaviourSummary {
    pub behaviour: Behaviour,
    #[serde(flatten)]
    pub summary: Summary,
}

/// The whole report: overall, per behaviour, per scenario.
#[derive(Debug, Clone, Serialize)]
pub struct IntentReport {
    pub overall: Summary,
    pub by_behaviour: Vec<BehaviourSummary>,
    pub scenarios: Vec<ScenarioOutcome>,
}

/// Runs every scenario under both robots.
pub fn evaluate(scenarios: &[Scenario], cfg: &IntentConfig) -> Result<IntentReport, IntentEvalError> {
    let outcomes = scenarios
        .iter()
        .map(|s| {
            let seed = noise_seed(&s.id);
            Ok(ScenarioOutcome {
                id: s.id.clone(),
                behaviour: s.person.behaviour,
                tasks: s.tasks.len(),
                coordinating: run(s, cfg, RobotKind::Coordinating, seed)?,
                nearest: run(s, cfg, RobotKind::Nearest, seed)?,
            })
        })
        .collect::<Result<Vec<_>, IntentEvalError>>()?;
    let all: Vec<&ScenarioOutcome> = outcomes.iter().collect();
    let by_behaviour = [Behaviour::RationalNearest, Behaviour::RationalOrder, Behaviour::Ambiguous]
        .into_iter()
        .filter_map(|b| {
            let some: Vec<&ScenarioOutcome> = outcomes.iter().filter(|o| o.behaviour == b).collect();
            (!some.is_empty()).then(|| BehaviourSummary { behaviour: b, summary: summarize(&some) })
        })
        .collect();
    Ok(IntentReport { overall: summarize(&all), by_behaviour, scenarios: outcomes })
}

/// One scenario with one robot, observation noise seeded by `noise_seed`.
pub fn run(s: &Scenario, cfg: &IntentConfig, kind: RobotKind, noise_seed: u64) -> Result<RunOutcome, IntentEvalError> {
    let bad = |source: IntentError| IntentEvalError::Intent { id: s.id.clone(), source };
    let mut world = World::new(s, cfg, noise_seed)?;
    let tasks = world.tasks().to_vec();
    let mut track = PersonTrack::new(cfg.heading_window_s);
    let mut coordinating = CoordinationPolicy::new(*cfg);
    let mut nearest = NearestTaskPolicy::new(*cfg);
    let mut trace: Vec<(f64, Belief)> = Vec::new();
    while !world.finished() && world.now_s() < cfg.time_limit_s {
        let now = world.now_s();
        let seen = world.observe_person();
        track.push(now, seen).map_err(bad)?;
        let cue = Cue::new(cfg, seen, track.velocity()).map_err(bad)?;
        let belief = Belief::update(cfg, &cue, &tasks, world.done()).map_err(bad)?;
        let situation = Situation {
            now_s: now,
            robot: world.robot(),
            person: seen,
            tasks: &tasks,
            done: world.done(),
            belief: &belief,
        };
        let target = match kind {
            RobotKind::Coordinating => coordinating.step(&situation),
            RobotKind::Nearest => nearest.step(&situation),
        }
        .map_err(bad)?;
        trace.push((now, belief));
        world.step(target);
    }
    let (robot_walked_m, person_walked_m) = world.walked_m();
    let done = world.completions();
    let (p, top1, scored_steps) = recognition(&trace, done);
    let count = |f: fn(&Completion) -> bool| done.iter().filter(|c| f(c)).count();
    Ok(RunOutcome {
        time_s: done.last().filter(|_| world.finished()).map_or(world.now_s(), |c| c.t_s),
        finished: world.finished(),
        robot_walked_m,
        person_walked_m,
        duplicated_s: world.duplicated_s(),
        by_robot: count(|c| !c.by.person()),
        by_person: count(|c| c.by == crate::sim::collab::Agent::Person),
        together: count(|c| c.by == crate::sim::collab::Agent::Both),
        true_target_probability: p,
        top1,
        scored_steps,
    })
}

/// Mean belief in the true target and top-1 share over the steps before the person's last
/// completion; the true target at a step is the next task the person completes after it.
fn recognition(trace: &[(f64, Belief)], done: &[Completion]) -> (Option<f64>, Option<f64>, usize) {
    let person: Vec<&Completion> = done.iter().filter(|c| c.by.person()).collect();
    let (mut p_sum, mut hits, mut n) = (0.0, 0usize, 0usize);
    for (t, belief) in trace {
        let Some(next) = person.iter().find(|c| c.t_s > *t) else { break };
        p_sum += belief.of(next.task);
        hits += usize::from(belief.most_likely().is_some_and(|(g, _)| g == next.task));
        n += 1;
    }
    if n == 0 {
        return (None, None, 0);
    }
    (Some(p_sum / n as f64), Some(hits as f64 / n as f64), n)
}

fn summarize(o: &[&ScenarioOutcome]) -> Summary {
    let mean = |f: &dyn Fn(&ScenarioOutcome) -> Option<f64>| {
        let v: Vec<f64> = o.iter().filter_map(|s| f(s)).collect();
        if v.is_empty() {
            0.0
        } else {
            v.iter().sum::<f64>() / v.len() as f64
        }
    };
    let time_s = mean(&|s| Some(s.coordinating.time_s));
    let baseline_time_s = mean(&|s| Some(s.nearest.time_s));
    Summary {
        n: o.len(),
        true_target_probability: mean(&|s| s.coordinating.true_target_probability),
        top1: mean(&|s| s.coordinating.top1),
        time_s,
        baseline_time_s,
        time_saving: if baseline_time_s > 0.0 { 1.0 - time_s / baseline_time_s } else { 0.0 },
        robot_walked_m: mean(&|s| Some(s.coordinating.robot_walked_m)),
        person_walked_m: mean(&|s| Some(s.coordinating.person_walked_m)),
        baseline_robot_walked_m: mean(&|s| Some(s.nearest.robot_walked_m)),
        baseline_person_walked_m: mean(&|s| Some(s.nearest.person_walked_m)),
        duplicated_s: mean(&|s| Some(s.coordinating.duplicated_s)),
        baseline_duplicated_s: mean(&|s| Some(s.nearest.duplicated_s)),
        unfinished: o.iter().filter(|s| !s.coordinating.finished).count(),
        baseline_unfinished: o.iter().filter(|s| !s.nearest.finished).count(),
    }
}

/// A stable seed from a scenario id (FNV-1a), so a scenario always sees the same noise.
fn noise_seed(id: &str) -> u64 {
    id.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::sim::collab::generate::generate;

    #[test]
    fn both_robots_finish_generated_scenarios_and_the_report_covers_every_one() {
        let cfg = Config::embedded_default().intent;
        let scenarios = generate(77, 6, "t").unwrap();
        let r = evaluate(&scenarios, &cfg).unwrap();
        assert_eq!(r.overall.n, 6);
        assert_eq!(r.scenarios.len(), 6);
        assert_eq!((r.overall.unfinished, r.overall.baseline_unfinished), (0, 0), "{:#?}", r.scenarios);
        assert_eq!(r.by_behaviour.iter().map(|b| b.summary.n).sum::<usize>(), 6);
        for s in &r.scenarios {
            let c = &s.coordinating;
            assert_eq!(c.by_robot + c.by_person + c.together, s.tasks, "{s:?}");
            let p = c.true_target_probability.unwrap();
            assert!((0.0..=1.0).contains(&p) && c.scored_steps > 0, "{s:?}");
        }
    }

    #[test]
    fn the_same_scenario_runs_the_same_twice() {
        let cfg = Config::embedded_default().intent;
        let s = &generate(78, 1, "t").unwrap()[0];
        let a = run(s, &cfg, RobotKind::Coordinating, 4).unwrap();
        let b = run(s, &cfg, RobotKind::Coordinating, 4).unwrap();
        assert_eq!((a.time_s, a.true_target_probability), (b.time_s, b.true_target_probability));
    }
}
