//! The non-cooperative baseline of seed 002 (IV-A2): the robot takes the nearest uncompleted
//! task, ignoring where the person is heading. It keeps a target until it is completed and
//! waits at a cooperative task as long as the coordinating robot does (then re-plans the same
//! way), so the two differ only in reading the person.

use super::error::IntentError;
use super::policy::Situation;
use super::wait::{nearest, CoopWait};
use crate::config::IntentConfig;

/// The robot that ignores the person.
#[derive(Debug, Clone)]
pub struct NearestTaskPolicy {
    cfg: IntentConfig,
    target: Option<usize>,
    wait: CoopWait,
}

impl NearestTaskPolicy {
    pub fn new(cfg: IntentConfig) -> Self {
        NearestTaskPolicy { cfg, target: None, wait: CoopWait::default() }
    }

    /// One decision: the task to go to (or stay at). The person's position is read only to see
    /// whether they are at a cooperative task with the robot, never to guess their target.
    pub fn step(&mut self, s: &Situation<'_>) -> Result<Option<usize>, IntentError> {
        s.check()?;
        self.wait.fit(s.tasks.len());
        if self.target.is_some_and(|t| s.done[t]) {
            self.target = None;
        }
        self.wait.lift(&self.cfg, s.tasks, s.done, None);
        if self.target.is_none() {
            self.target = nearest(s.tasks, s.robot, |i| self.wait.available(i, s.done, None));
        }
        if self.wait.expired(&self.cfg, s.now_s, s.tasks, self.target, s.robot, s.person, |_| false) {
            self.target = nearest(s.tasks, s.robot, |i| self.wait.available(i, s.done, None));
        }
        Ok(self.target)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::decide::intent::{Belief, Cue};
    use crate::types::collab::{CollabTask, TaskKind};

    #[test]
    fn the_baseline_takes_the_nearest_task_even_when_the_person_is_heading_there() {
        let cfg = Config::embedded_default().intent;
        let tasks = vec![
            CollabTask { name: "A".into(), kind: TaskKind::Independent, position: [-4.0, 0.0] },
            CollabTask { name: "B".into(), kind: TaskKind::Independent, position: [4.0, 0.0] },
        ];
        let done = [false; 2];
        let person = [2.0, 0.0];
        let belief = Belief::update(&cfg, &Cue::new(&cfg, person, Some([1.0, 0.0])).unwrap(), &tasks, &done).unwrap();
        let s = Situation { now_s: 0.0, robot: [3.0, 1.0], person, tasks: &tasks, done: &done, belief: &belief };
        assert_eq!(NearestTaskPolicy::new(cfg).step(&s).unwrap(), Some(1));
    }
}
