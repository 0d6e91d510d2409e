//! The bounded wait at a cooperative task (seed 002: "if it arrives first, it waits up to a
//! bounded timeout before re-evaluating") and what it leaves behind: the task is *deferred*,
//! so re-planning picks other work, until the person comes near it or nothing else is left.

use crate::config::IntentConfig;
use crate::types::collab::{floor_distance, CollabTask, TaskKind};

/// The wait clock and the deferred tasks of one robot on one floor.
#[derive(Debug, Clone, Default)]
pub struct CoopWait {
    since: Option<f64>,
    deferred: Vec<bool>,
}

impl CoopWait {
    /// Fits the bookkeeping to a floor of `n` tasks (a new floor starts afresh).
    pub fn fit(&mut self, n: usize) {
        if self.deferred.len() != n {
            self.deferred = vec![false; n];
            self.since = None;
        }
    }

    /// When the robot started waiting alone at its target, if it is waiting.
    pub fn since(&self) -> Option<f64> {
        self.since
    }

    /// Advances the clock for a robot at `robot` whose target is `target`, the person being
    /// at `person`: true when the robot has waited `wait_s` alone at a cooperative target (the
    /// target is then deferred). At that point the wait is re-evaluated: when `coming(target)`
    /// (the person is confidently heading there) the clock starts again instead.
    #[allow(clippy::too_many_arguments)]
    pub fn expired(
        &mut self,
        cfg: &IntentConfig,
        now_s: f64,
        tasks: &[CollabTask],
        target: Option<usize>,
        robot: [f64; 2],
        person: [f64; 2],
        coming: impl Fn(usize) -> bool,
    ) -> bool {
        let alone = target.filter(|&t| {
            let x = tasks[t].position;
            tasks[t].kind == TaskKind::Cooperative
                && floor_distance(robot, x) <= cfg.arrive_m
                && floor_distance(person, x) > cfg.arrive_m
        });
        let Some(t) = alone else {
            self.since = None;
            return false;
        };
        let since = *self.since.get_or_insert(now_s);
        if now_s - since >= cfg.wait_s && coming(t) {
            self.since = Some(now_s);
        } else if now_s - since >= cfg.wait_s {
            self.deferred[t] = true;
            self.since = None;
            return true;
        }
        false
    }

    /// Lifts the deferral of tasks that are completed or that `person` (when given) has come
    /// within `r_commit_m` of.
    pub fn lift(&mut self, cfg: &IntentConfig, tasks: &[CollabTask], done: &[bool], person: Option<[f64; 2]>) {
        for (i, d) in self.deferred.iter_mut().enumerate() {
            let near = person.is_some_and(|p| floor_distance(p, tasks[i].position) <= cfg.r_commit_m);
            if done[i] || near {
                *d = false;
            }
        }
    }

    /// Whether the robot may take task `i`: not completed, and not deferred unless every
    /// remaining task other than `left_to_person` (the one the person is taking) is.
    pub fn available(&self, i: usize, done: &[bool], left_to_person: Option<usize>) -> bool {
        let all_deferred = (0..done.len()).all(|j| done[j] || self.deferred[j] || Some(j) == left_to_person);
        !done[i] && Some(i) != left_to_person && (!self.deferred[i] || all_deferred)
    }
}

/// The task nearest to `from` among those `ok` accepts.
pub fn nearest(tasks: &[CollabTask], from: [f64; 2], ok: impl Fn(usize) -> bool) -> Option<usize> {
    (0..tasks.len())
        .filter(|&i| ok(i))
        .min_by(|&a, &b| floor_distance(from, tasks[a].position).total_cmp(&floor_distance(from, tasks[b].position)))
}
