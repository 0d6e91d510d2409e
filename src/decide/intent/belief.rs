//! The belief over the person's target task (seed 002, II-B2). Each remaining task `i` scores
//! `-alpha * d_i + beta * c_i`, with `d_i` the person's distance to it and `c_i` the cosine
//! between the person's heading and the direction to it (0 when the heading is neutral: the
//! person moved less than `epsilon_m` over the velocity window); the belief is the softmax of
//! the scores over the remaining tasks. Completed tasks have probability 0.

use super::error::{finite_point, IntentError};
use super::track::PersonTrack;
use crate::config::IntentConfig;
use crate::types::collab::{floor_distance, CollabTask};
use crate::types::Person;

/// What the belief reads of the person at one instant.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Cue {
    /// Floor position, m.
    pub position: [f64; 2],
    /// Unit heading, or `None` when the person (nearly) stands.
    pub heading: Option<[f64; 2]>,
}

impl Cue {
    /// The cue of a person at `position` moving at `velocity` (m/s): the heading is neutral
    /// when they would move less than `epsilon_m` over the velocity window.
    pub fn new(cfg: &IntentConfig, position: [f64; 2], velocity: Option<[f64; 2]>) -> Result<Cue, IntentError> {
        finite_point("person position", position)?;
        let heading = match velocity {
            Some(v) => {
                finite_point("person velocity", v)?;
                let speed = v[0].hypot(v[1]);
                (speed * cfg.heading_window_s >= cfg.epsilon_m).then(|| [v[0] / speed, v[1] / speed])
            }
            None => None,
        };
        Ok(Cue { position, heading })
    }

    /// The cue of a tracked person (newest position, finite-difference velocity); `None` before
    /// the first sample.
    pub fn from_track(cfg: &IntentConfig, track: &PersonTrack) -> Option<Result<Cue, IntentError>> {
        Some(Cue::new(cfg, track.position()?, track.velocity()))
    }

    /// The cue of a person as perception reports them (the base frame's x and y are the floor's).
    pub fn from_person(cfg: &IntentConfig, p: &Person) -> Result<Cue, IntentError> {
        Cue::new(cfg, [p.position[0], p.position[1]], Some([p.velocity[0], p.velocity[1]]))
    }
}

/// Probability of each task being the person's target, in the tasks' order.
#[derive(Debug, Clone, PartialEq)]
pub struct Belief {
    p: Vec<f64>,
}

impl Belief {
    /// The belief from one cue over `tasks`, of which those with `done[i]` are completed.
    pub fn update(cfg: &IntentConfig, cue: &Cue, tasks: &[CollabTask], done: &[bool]) -> Result<Belief, IntentError> {
        if done.len() != tasks.len() {
            return Err(IntentError::CompletionLength { flags: done.len(), tasks: tasks.len() });
        }
        let mut p = vec![0.0; tasks.len()];
        let mut best = f64::NEG_INFINITY;
        for (i, t) in tasks.iter().enumerate().filter(|(i, _)| !done[*i]) {
            finite_point("task position", t.position)?;
            p[i] = score(cfg, cue, t.position);
            best = best.max(p[i]);
        }
        let mut sum = 0.0;
        for (pi, _) in p.iter_mut().zip(done).filter(|(_, d)| !**d) {
            *pi = (*pi - best).exp();
            sum += *pi;
        }
        if sum > 0.0 {
            p.iter_mut().for_each(|pi| *pi /= sum);
        }
        Ok(Belief { p })
    }

    /// Probability that task `i` is the target (0 for a task out of range).
    pub fn of(&self, i: usize) -> f64 {
        self.p.get(i).copied().unwrap_or(0.0)
    }

    /// The most likely task and its probability (`rho`); `None` when every task is completed.
    pub fn most_likely(&self) -> Option<(usize, f64)> {
        self.p.iter().copied().enumerate().filter(|(_, p)| *p > 0.0).max_by(|a, b| a.1.total_cmp(&b.1))
    }

    /// How many tasks it covers.
    pub fn len(&self) -> usize {
        self.p.len()
    }

    pub fn is_empty(&self) -> bool {
        self.p.is_empty()
    }
}

/// `-alpha * d + beta * cos`, the cue score of the task at `x`.
fn score(cfg: &IntentConfig, cue: &Cue, x: [f64; 2]) -> f64 {
    let d = floor_distance(cue.position, x);
    let c = match cue.heading {
        Some(h) => {
            let n = d.max(cfg.epsilon_m);
            (h[0] * (x[0] - cue.position[0]) + h[1] * (x[1] - cue.position[1])) / n
        }
        None => 0.0,
    };
    -cfg.alpha * d + cfg.beta * c
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::types::collab::TaskKind;

    fn cfg() -> IntentConfig {
        Config::embedded_default().intent
    }

    fn task(name: &str, x: f64, y: f64) -> CollabTask {
        CollabTask { name: name.into(), kind: TaskKind::Independent, position: [x, y] }
    }

    /// A at the left, B ahead-right, C at the right, all about 4 m from the person's start.
    fn floor() -> Vec<CollabTask> {
        vec![task("A", -4.0, 0.0), task("B", 2.0, 4.0), task("C", 4.0, 0.0)]
    }

    #[test]
    fn a_person_walking_straight_at_b_makes_b_most_likely() {
        let cfg = cfg();
        let tasks = floor();
        let mut track = PersonTrack::new(cfg.heading_window_s);
        let mut last = None;
        for k in 0..=20 {
            // 1 m/s from the origin straight at B (2, 4)
            let s = k as f64 * 0.1 / 20f64.sqrt();
            track.push(k as f64 * 0.1, [2.0 * s, 4.0 * s]).unwrap();
            if k >= 5 {
                let cue = Cue::from_track(&cfg, &track).unwrap().unwrap();
                let b = Belief::update(&cfg, &cue, &tasks, &[false; 3]).unwrap();
                assert_eq!(b.most_likely().unwrap().0, 1, "after {k} steps: {b:?}");
                assert!(b.of(1) >= cfg.tau_intent, "confident: {b:?}");
                last = Some(b);
            }
        }
        let b = last.unwrap();
        assert!((b.of(0) + b.of(1) + b.of(2) - 1.0).abs() < 1e-12);
    }

    #[test]
    fn a_standing_person_reads_as_heading_nowhere_and_the_nearest_task_leads() {
        let cfg = cfg();
        let cue = Cue::new(&cfg, [3.0, 0.5], Some([0.01, 0.0])).unwrap();
        assert_eq!(cue.heading, None, "0.01 m/s is below epsilon over the window");
        let b = Belief::update(&cfg, &cue, &floor(), &[false; 3]).unwrap();
        assert_eq!(b.most_likely().unwrap().0, 2, "C is nearest: {b:?}");
    }

    #[test]
    fn completed_tasks_leave_the_belief() {
        let cfg = cfg();
        let cue = Cue::new(&cfg, [0.0, 0.0], Some([1.0, 2.0])).unwrap();
        let b = Belief::update(&cfg, &cue, &floor(), &[false, true, false]).unwrap();
        assert_eq!(b.of(1), 0.0);
        assert!((b.of(0) + b.of(2) - 1.0).abs() < 1e-12);
        let none = Belief::update(&cfg, &cue, &floor(), &[true; 3]).unwrap();
        assert_eq!(none.most_likely(), None, "nothing left to aim at");
    }

    #[test]
    fn bad_input_is_a_typed_error_not_a_panic() {
        let cfg = cfg();
        let cue = Cue::new(&cfg, [0.0, 0.0], None).unwrap();
        assert_eq!(
            Belief::update(&cfg, &cue, &floor(), &[false; 2]),
            Err(IntentError::CompletionLength { flags: 2, tasks: 3 })
        );
        let mut bad = floor();
        bad[2].position[1] = f64::NAN;
        assert!(matches!(
            Belief::update(&cfg, &cue, &bad, &[false; 3]),
            Err(IntentError::NotFinite { what: "task position", .. })
        ));
        assert!(Cue::new(&cfg, [0.0, f64::INFINITY], None).is_err());
        assert!(Cue::new(&cfg, [0.0, 0.0], Some([f64::NAN, 0.0])).is_err());
    }

    #[test]
    fn a_person_reported_by_perception_gives_the_same_cue_as_their_motion() {
        let cfg = cfg();
        let p = Person { track_id: 3, position: [1.0, 2.0, 0.9], velocity: [0.0, -0.8, 0.0] };
        let cue = Cue::from_person(&cfg, &p).unwrap();
        assert_eq!(cue.position, [1.0, 2.0]);
        assert_eq!(cue.heading, Some([0.0, -1.0]));
    }
}
