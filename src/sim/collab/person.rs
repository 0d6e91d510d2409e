//! The scripted person: walks their legs in order (through any via points: feints and
//! detours), works at independent tasks, waits at cooperative ones for the robot up to
//! `wait_s` (then, unless they see the robot coming, moves the task to the end of their plan and
//! comes back later, as the seed's person does), skips a task the robot has completed or is working on, and, on the way to a
//! cooperative task, goes to join the robot instead when they see it waiting at another one.

use super::scenario::Scenario;
use crate::config::IntentConfig;
use crate::types::collab::{floor_distance, TaskKind};
use std::collections::VecDeque;

/// What the person sees of the robot: where it is and the task it stands at as its target.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RobotSeen {
    pub position: [f64; 2],
    /// Where it was one step before (to see whether it is coming closer).
    pub previous: [f64; 2],
    pub at_task: Option<usize>,
}

/// The person during one run.
#[derive(Debug, Clone)]
pub struct ScriptedPerson {
    position: [f64; 2],
    /// Planned tasks not yet started, in order (the target is not among them).
    queue: VecDeque<usize>,
    /// Via points of each task's leg, taken once, only when the leg starts as planned.
    via_of: Vec<Vec<[f64; 2]>>,
    target: Option<usize>,
    via: VecDeque<[f64; 2]>,
    wait_since: Option<f64>,
}

impl ScriptedPerson {
    /// The person of a validated scenario at its start.
    pub fn new(s: &Scenario) -> Self {
        let mut via_of = vec![Vec::new(); s.tasks.len()];
        let mut queue = VecDeque::with_capacity(s.tasks.len());
        for leg in &s.person.legs {
            if let Some(i) = s.task_index(&leg.task) {
                via_of[i] = leg.via.clone();
                queue.push_back(i);
            }
        }
        ScriptedPerson { position: s.person.start, queue, via_of, target: None, via: VecDeque::new(), wait_since: None }
    }

    pub fn position(&self) -> [f64; 2] {
        self.position
    }

    /// The task they are walking to or standing at.
    pub fn target(&self) -> Option<usize> {
        self.target
    }

    /// The task they are at (within `arrive_m` of their target), working or waiting.
    pub fn at_task(&self, cfg: &IntentConfig, s: &Scenario) -> Option<usize> {
        self.target.filter(|&t| floor_distance(self.position, s.tasks[t].position) <= cfg.arrive_m)
    }

    /// One step of `dt_s` at time `now_s`: choose, walk, wait. Returns the distance walked.
    pub fn step(&mut self, cfg: &IntentConfig, s: &Scenario, now_s: f64, done: &[bool], robot: RobotSeen) -> f64 {
        self.drop_finished_target(cfg, s, done, robot);
        self.join_a_waiting_robot(cfg, s, done, robot);
        if self.target.is_none() {
            self.next_target(s, done, robot);
        }
        let walked = self.walk(cfg, s);
        self.wait(cfg, s, now_s, robot);
        walked
    }

    /// A target that is completed, or an independent one the robot is at, is given up.
    fn drop_finished_target(&mut self, cfg: &IntentConfig, s: &Scenario, done: &[bool], robot: RobotSeen) {
        let Some(t) = self.target else { return };
        let taken =
            s.tasks[t].kind == TaskKind::Independent && robot.at_task == Some(t) && self.at_task(cfg, s).is_none();
        if done[t] || taken {
            self.target = None;
            self.via.clear();
            self.wait_since = None;
        }
    }

    /// On the way to a cooperative task, seeing the robot at another unfinished cooperative
    /// task, the person goes there instead (the planned one goes back to the front).
    fn join_a_waiting_robot(&mut self, cfg: &IntentConfig, s: &Scenario, done: &[bool], robot: RobotSeen) {
        let Some(c) = robot.at_task.filter(|&c| s.tasks[c].kind == TaskKind::Cooperative && !done[c]) else { return };
        let Some(t) = self.target else { return };
        if t == c || s.tasks[t].kind != TaskKind::Cooperative || self.at_task(cfg, s).is_some() {
            return;
        }
        self.queue.retain(|&q| q != c);
        self.queue.push_front(t);
        self.target = Some(c);
        self.via.clear();
        self.wait_since = None;
    }

    /// The next planned task still to do; via points only when none was skipped.
    fn next_target(&mut self, s: &Scenario, done: &[bool], robot: RobotSeen) {
        let mut skipped = false;
        while let Some(t) = self.queue.pop_front() {
            let taken = s.tasks[t].kind == TaskKind::Independent && robot.at_task == Some(t);
            if done[t] || taken {
                skipped = true;
                continue;
            }
            self.target = Some(t);
            if !skipped {
                self.via = std::mem::take(&mut self.via_of[t]).into();
            }
            return;
        }
    }

    /// Walks towards the next via point or the target at `person_speed_mps`; the distance walked.
    fn walk(&mut self, cfg: &IntentConfig, s: &Scenario) -> f64 {
        let Some(t) = self.target else { return 0.0 };
        let goal = self.via.front().copied().unwrap_or(s.tasks[t].position);
        let (p, walked, reached) = step_towards(self.position, goal, cfg.person_speed_mps * cfg.step_s);
        self.position = p;
        if reached && !self.via.is_empty() {
            self.via.pop_front();
        }
        walked
    }

    /// Alone at a cooperative target for `wait_s`: unless the robot is coming closer to it
    /// (then they wait again), move it to the end of the plan.
    fn wait(&mut self, cfg: &IntentConfig, s: &Scenario, now_s: f64, robot: RobotSeen) {
        let Some(t) = self.at_task(cfg, s).filter(|&t| s.tasks[t].kind == TaskKind::Cooperative) else {
            self.wait_since = None;
            return;
        };
        if floor_distance(robot.position, s.tasks[t].position) <= cfg.arrive_m {
            self.wait_since = None;
            return;
        }
        let since = *self.wait_since.get_or_insert(now_s);
        let x = s.tasks[t].position;
        let coming = floor_distance(robot.position, x) < floor_distance(robot.previous, x) - 1e-9;
        if now_s - since >= cfg.wait_s && coming {
            self.wait_since = Some(now_s);
        } else if now_s - since >= cfg.wait_s {
            self.queue.push_back(t);
            self.target = None;
            self.wait_since = None;
        }
    }
}

/// Moves from `from` towards `to` by at most `step` metres: the new point, the distance moved,
/// and whether `to` was reached.
pub fn step_towards(from: [f64; 2], to: [f64; 2], step: f64) -> ([f64; 2], f64, bool) {
    let d = floor_distance(from, to);
    if d <= step {
        return (to, d, true);
    }
    let k = step / d;
    ([from[0] + (to[0] - from[0]) * k, from[1] + (to[1] - from[1]) * k], step, false)
}
