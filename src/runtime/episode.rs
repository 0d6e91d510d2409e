//! Per-frame scoring of a closed-loop episode (the paper's ESR, Table IV): on each valid
//! frame, is the robot's current target right?
//!
//! A frame is *valid* when something that decides the task is in view (an acceptable tool
//! or a storage place that is right to explore), or the arm is committed to a grasp. It is
//! *correct* when the decision's target is acceptable: the grounded tool is one of the
//! episode's `accept` objects, the exploration goes to one of its `explore` places (or a
//! visible region holding an acceptable tool), or the committed grasp is on an accepted tool.

use crate::decide::{Decision, Exploration};
use crate::perception::Observation;
use crate::sim::Episode;
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FrameVerdict {
    /// Nothing decisive in view: not counted.
    NotValid,
    Correct,
    Wrong,
}

impl FrameVerdict {
    /// Judges one frame. `truth` maps a track id to the scene object id.
    pub fn judge(
        d: &Decision,
        obs: &Observation,
        committed: Option<u64>,
        ep: &Episode,
        truth: impl Fn(u64) -> Option<String>,
    ) -> FrameVerdict {
        let is = |id: u64, set: &[String]| truth(id).is_some_and(|t| set.contains(&t));
        if let Some(track) = committed {
            return if is(track, &ep.accept) { FrameVerdict::Correct } else { FrameVerdict::Wrong };
        }
        let relevant = obs.detections.iter().any(|x| is(x.track_id, &ep.accept) || is(x.track_id, &ep.explore));
        if !relevant {
            return FrameVerdict::NotValid;
        }
        let correct = match (&d.grounding, &d.exploration) {
            (Some(g), _) => is(g.track_id, &ep.accept),
            (None, Some(Exploration::Invisible { track_id: Some(id), .. })) => is(*id, &ep.explore),
            (None, Some(Exploration::Visible { region })) => {
                obs.detections.iter().any(|x| is(x.track_id, &ep.accept) && region.intersects(&x.bbox))
            }
            _ => false,
        };
        if correct {
            FrameVerdict::Correct
        } else {
            FrameVerdict::Wrong
        }
    }
}

/// Counts of an episode's frames.
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq)]
pub struct EpisodeScore {
    pub valid_frames: u64,
    pub correct_frames: u64,
}

impl EpisodeScore {
    pub fn record(&mut self, v: FrameVerdict) {
        match v {
            FrameVerdict::NotValid => {}
            FrameVerdict::Correct => {
                self.valid_frames += 1;
                self.correct_frames += 1;
            }
            FrameVerdict::Wrong => self.valid_frames += 1,
        }
    }

    /// Execution success rate over valid frames (0 when there were none).
    pub fn esr(&self) -> f64 {
        if self.valid_frames == 0 {
            0.0
        } else {
            self.correct_frames as f64 / self.valid_frames as f64
        }
    }
}
