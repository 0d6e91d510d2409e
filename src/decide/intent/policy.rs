//! Coordination-aware task selection (seed 002, II-B3) with stability gating.
//!
//! The robot switches target only when the most likely person target `g` has probability
//! `rho >= tau_intent` and the robot is not committed (within `r_commit_m` of its current,
//! uncompleted target); otherwise it keeps its target, and with none it takes the nearest
//! remaining task. When it may switch: a cooperative `g` is joined; for an independent `g` it
//! takes complementary work (keeps an independent target other than `g`, else the nearest
//! other independent task, else a cooperative task that will need it) and never `g` itself:
//! with nothing else left it holds still rather than duplicate the person's effort. Alone at a
//! cooperative task it waits `wait_s`, then re-evaluates: it waits again only when the person is
//! confidently heading there, else it re-plans to other work ([`super::wait`]).

use super::belief::Belief;
use super::error::{finite, finite_point, IntentError};
use super::wait::{nearest, CoopWait};
use crate::config::IntentConfig;
use crate::types::collab::{floor_distance, CollabTask, TaskKind};

/// What the robot knows at one decision: its own position, the person's observed position,
/// the tasks and which are completed, and the belief over the person's target.
#[derive(Debug, Clone, Copy)]
pub struct Situation<'a> {
    pub now_s: f64,
    pub robot: [f64; 2],
    pub person: [f64; 2],
    pub tasks: &'a [CollabTask],
    pub done: &'a [bool],
    pub belief: &'a Belief,
}

impl Situation<'_> {
    /// Refuses inconsistent or non-finite input.
    pub fn check(&self) -> Result<(), IntentError> {
        finite("decision time", self.now_s)?;
        finite_point("robot position", self.robot)?;
        finite_point("person position", self.person)?;
        let n = self.tasks.len();
        if self.done.len() != n {
            return Err(IntentError::CompletionLength { flags: self.done.len(), tasks: n });
        }
        if self.belief.len() != n {
            return Err(IntentError::BeliefLength { len: self.belief.len(), tasks: n });
        }
        self.tasks.iter().try_for_each(|t| finite_point("task position", t.position))
    }

    fn distance(&self, from: [f64; 2], task: usize) -> f64 {
        floor_distance(from, self.tasks[task].position)
    }

    fn kind(&self, task: usize) -> TaskKind {
        self.tasks[task].kind
    }
}

/// A robot choosing its task from the belief over the person's target.
#[derive(Debug, Clone)]
pub struct CoordinationPolicy {
    cfg: IntentConfig,
    target: Option<usize>,
    wait: CoopWait,
}

impl CoordinationPolicy {
    pub fn new(cfg: IntentConfig) -> Self {
        CoordinationPolicy { cfg, target: None, wait: CoopWait::default() }
    }

    /// The current target (index into the tasks).
    pub fn target(&self) -> Option<usize> {
        self.target
    }

    /// When the robot started waiting alone at a cooperative target, if it is waiting.
    pub fn waiting_since(&self) -> Option<f64> {
        self.wait.since()
    }

    /// One decision: the task to go to (or stay at), `None` to hold still.
    pub fn step(&mut self, s: &Situation<'_>) -> Result<Option<usize>, IntentError> {
        s.check()?;
        self.wait.fit(s.tasks.len());
        if self.target.is_some_and(|t| s.done[t]) {
            self.target = None;
        }
        self.wait.lift(&self.cfg, s.tasks, s.done, Some(s.person));
        self.select(s);
        let tau = self.cfg.tau_intent;
        let coming = |t: usize| s.belief.most_likely().is_some_and(|(g, rho)| g == t && rho >= tau);
        if self.wait.expired(&self.cfg, s.now_s, s.tasks, self.target, s.robot, s.person, coming) {
            self.target = None;
            self.select(s);
        }
        Ok(self.target)
    }

    /// The gated choice: switch when confident and not committed, else keep, else nearest.
    fn select(&mut self, s: &Situation<'_>) {
        let committed = self.target.is_some_and(|t| s.distance(s.robot, t) <= self.cfg.r_commit_m);
        match s.belief.most_likely() {
            Some((g, rho)) if rho >= self.cfg.tau_intent && !committed => self.target = self.coordinate(g, s),
            _ if self.target.is_none() => {
                self.target = nearest(s.tasks, s.robot, |i| self.wait.available(i, s.done, None))
            }
            _ => {}
        }
    }

    /// The robot's task when the person is confidently heading to `g`.
    fn coordinate(&self, g: usize, s: &Situation<'_>) -> Option<usize> {
        if s.kind(g) == TaskKind::Cooperative && self.wait.available(g, s.done, None) {
            return Some(g);
        }
        let free = |i: usize| self.wait.available(i, s.done, Some(g));
        if let Some(t) = self.target.filter(|&t| free(t) && s.kind(t) == TaskKind::Independent) {
            return Some(t);
        }
        nearest(s.tasks, s.robot, |i| free(i) && s.kind(i) == TaskKind::Independent)
            .or_else(|| nearest(s.tasks, s.robot, |i| free(i) && s.kind(i) == TaskKind::Cooperative))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::decide::intent::belief::Cue;

    fn cfg() -> IntentConfig {
        Config::embedded_default().intent
    }

    fn task(name: &str, kind: TaskKind, x: f64, y: f64) -> CollabTask {
        CollabTask { name: name.into(), kind, position: [x, y] }
    }

    /// A and B independent on the left and right, C cooperative far ahead.
    fn floor() -> Vec<CollabTask> {
        vec![
            task("A", TaskKind::Independent, -4.0, 0.0),
            task("B", TaskKind::Independent, 4.0, 0.0),
            task("C", TaskKind::Cooperative, 0.0, 8.0),
        ]
    }

    /// The belief of a person at `at` walking at 1 m/s towards `to`.
    fn walking(at: [f64; 2], to: [f64; 2], tasks: &[CollabTask], done: &[bool]) -> Belief {
        let cfg = cfg();
        let d = [to[0] - at[0], to[1] - at[1]];
        let n = d[0].hypot(d[1]);
        let cue = Cue::new(&cfg, at, Some([d[0] / n, d[1] / n])).unwrap();
        Belief::update(&cfg, &cue, tasks, done).unwrap()
    }

    /// The belief of a person standing at `at`.
    fn standing(at: [f64; 2], tasks: &[CollabTask], done: &[bool]) -> Belief {
        let cfg = cfg();
        Belief::update(&cfg, &Cue::new(&cfg, at, None).unwrap(), tasks, done).unwrap()
    }

    fn situation<'a>(
        now_s: f64,
        robot: [f64; 2],
        person: [f64; 2],
        tasks: &'a [CollabTask],
        done: &'a [bool],
        belief: &'a Belief,
    ) -> Situation<'a> {
        Situation { now_s, robot, person, tasks, done, belief }
    }

    #[test]
    fn the_robot_never_takes_the_independent_task_the_person_is_confidently_heading_to() {
        let tasks = floor();
        let done = [false; 3];
        // The person walks at B from just left of it; the robot is even nearer to B.
        let person = [1.5, -0.5];
        let belief = walking(person, tasks[1].position, &tasks, &done);
        let (g, rho) = belief.most_likely().unwrap();
        assert!(g == 1 && rho >= cfg().tau_intent, "{belief:?}");
        let mut robot = CoordinationPolicy::new(cfg());
        let t = robot.step(&situation(0.0, [3.0, 1.0], person, &tasks, &done, &belief)).unwrap();
        assert_eq!(t, Some(0), "complementary independent work: A, not B");
        // With A done, the only other task is the cooperative C: the robot goes there.
        let done = [true, false, false];
        let belief = walking(person, tasks[1].position, &tasks, &done);
        let t =
            CoordinationPolicy::new(cfg()).step(&situation(0.0, [3.0, 1.0], person, &tasks, &done, &belief)).unwrap();
        assert_eq!(t, Some(2));
        // With only B left, the robot holds still rather than duplicate the person's effort.
        let done = [true, false, true];
        let belief = walking(person, tasks[1].position, &tasks, &done);
        let t =
            CoordinationPolicy::new(cfg()).step(&situation(0.0, [3.0, 1.0], person, &tasks, &done, &belief)).unwrap();
        assert_eq!(t, None);
    }

    #[test]
    fn the_robot_joins_the_cooperative_task_the_person_heads_to() {
        let tasks = floor();
        let done = [false; 3];
        let person = [0.0, 5.0];
        let belief = walking(person, tasks[2].position, &tasks, &done);
        let t =
            CoordinationPolicy::new(cfg()).step(&situation(0.0, [-3.0, 0.5], person, &tasks, &done, &belief)).unwrap();
        assert_eq!(t, Some(2));
    }

    #[test]
    fn a_committed_robot_does_not_switch_and_an_uncommitted_one_does() {
        let tasks = floor();
        let done = [false; 3];
        // The person stands between A and B: no confident target; the robot near A takes it.
        let unsure = standing([0.0, 0.0], &tasks, &done);
        assert!(unsure.most_likely().unwrap().1 < cfg().tau_intent, "{unsure:?}");
        let mut robot = CoordinationPolicy::new(cfg());
        assert_eq!(robot.step(&situation(0.0, [-3.0, 0.0], [0.0, 0.0], &tasks, &done, &unsure)).unwrap(), Some(0));
        // Now the person heads confidently for the cooperative C. The robot, 1 m from A
        // (within r_commit), stays with A.
        let person = [0.0, 6.0];
        let to_c = walking(person, tasks[2].position, &tasks, &done);
        assert!(to_c.most_likely().unwrap() >= (2, cfg().tau_intent), "{to_c:?}");
        assert_eq!(robot.step(&situation(0.1, [-3.0, 0.0], person, &tasks, &done, &to_c)).unwrap(), Some(0));
        assert_eq!(robot.step(&situation(0.2, [-3.5, 0.0], person, &tasks, &done, &to_c)).unwrap(), Some(0));
        // The same robot 3 m from A is not committed: it joins C.
        assert_eq!(robot.step(&situation(0.3, [-1.0, 0.0], person, &tasks, &done, &to_c)).unwrap(), Some(2));
    }

    #[test]
    fn an_unsure_belief_keeps_the_current_target() {
        let tasks = floor();
        let done = [false; 3];
        let mut robot = CoordinationPolicy::new(cfg());
        let unsure = standing([0.0, 0.0], &tasks, &done);
        assert_eq!(robot.step(&situation(0.0, [3.0, 0.0], [0.0, 0.0], &tasks, &done, &unsure)).unwrap(), Some(1));
        // The robot walks towards A's side past the middle: B is no longer nearest, but without
        // a confident belief the target stays.
        assert_eq!(robot.step(&situation(0.1, [-0.5, 0.0], [0.0, 0.0], &tasks, &done, &unsure)).unwrap(), Some(1));
    }

    #[test]
    fn the_robot_waits_at_most_wait_s_alone_at_a_cooperative_task() {
        let cfg = cfg();
        let tasks = floor();
        let done = [false; 3];
        let c = tasks[2].position;
        // The person stands between A and B (no confident target); the robot is at C.
        let person = [0.0, 0.0];
        let belief = standing(person, &tasks, &done);
        let mut robot = CoordinationPolicy::new(cfg);
        let t0 = 10.0;
        let mut left_at = None;
        for k in 0..100 {
            let now = t0 + k as f64 * 0.1;
            let t = robot.step(&situation(now, c, person, &tasks, &done, &belief)).unwrap();
            if t != Some(2) {
                left_at = Some(now);
                assert!(t.is_some(), "it re-plans to other work");
                break;
            }
            assert!(robot.waiting_since().is_some(), "waiting alone at {now}");
        }
        let waited = left_at.expect("it leaves") - t0;
        assert!(waited <= cfg.wait_s + 1e-9 && waited >= cfg.wait_s - 0.1 - 1e-9, "waited {waited} s");
    }

    #[test]
    fn with_the_person_there_the_robot_does_not_leave_a_cooperative_task() {
        let tasks = floor();
        let done = [false; 3];
        let c = tasks[2].position;
        let belief = standing(c, &tasks, &done);
        let mut robot = CoordinationPolicy::new(cfg());
        for k in 0..200 {
            let t = robot.step(&situation(k as f64 * 0.1, c, [0.1, 8.0], &tasks, &done, &belief)).unwrap();
            assert_eq!(t, Some(2));
            assert_eq!(robot.waiting_since(), None);
        }
    }

    #[test]
    fn inconsistent_input_is_refused() {
        let tasks = floor();
        let belief = standing([0.0, 0.0], &tasks, &[false; 3]);
        let mut robot = CoordinationPolicy::new(cfg());
        let e = robot.step(&situation(0.0, [0.0, 0.0], [0.0, 0.0], &tasks, &[false; 2], &belief));
        assert_eq!(e, Err(IntentError::CompletionLength { flags: 2, tasks: 3 }));
        let e = robot.step(&situation(0.0, [f64::NAN, 0.0], [0.0, 0.0], &tasks, &[false; 3], &belief));
        assert!(matches!(e, Err(IntentError::NotFinite { what: "robot position", .. })));
        let short = standing([0.0, 0.0], &tasks[..2], &[false; 2]);
        let e = robot.step(&situation(0.0, [0.0, 0.0], [0.0, 0.0], &tasks, &[false; 3], &short));
        assert_eq!(e, Err(IntentError::BeliefLength { len: 2, tasks: 3 }));
    }
}
