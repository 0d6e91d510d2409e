//! The perception thread: frame after frame, asks the perception source for the next
//! observation (giving it the camera pose from the arm's kinematics) and publishes it to a
//! latest-value slot the decision thread reads without waiting. The runtime and the pipeline
//! bench run this same loop.

use super::clock;
use super::live::LivePerception;
use crate::perception::PerceptionSource;
use nalgebra::Isometry3;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// What the perception thread shares with the rest of the process.
pub struct PerceptionLink {
    /// The newest observation and the detector's vocabulary (shared with MSI's grounding).
    pub live: Arc<LivePerception>,
    pub stop: AtomicBool,
    /// Monotonic ns of the last published observation (liveness).
    pub beat_ns: AtomicU64,
    /// Observations published.
    pub frames: AtomicU64,
    /// Frames that failed.
    pub errors: AtomicU64,
}

impl Default for PerceptionLink {
    fn default() -> Self {
        PerceptionLink::new(Arc::new(LivePerception::new()))
    }
}

impl PerceptionLink {
    pub fn new(live: Arc<LivePerception>) -> Self {
        PerceptionLink {
            live,
            stop: AtomicBool::new(false),
            beat_ns: AtomicU64::new(clock::now_ns()),
            frames: AtomicU64::new(0),
            errors: AtomicU64::new(0),
        }
    }
}

/// Runs until `link.stop` is set. `camera_pose` gives the camera's pose in the base frame now.
pub fn run(link: &PerceptionLink, camera_pose: &dyn Fn() -> Isometry3<f64>, source: &mut dyn PerceptionSource) {
    let mut consecutive_errors = 0u32;
    let mut vocabulary_version = 0;
    while !link.stop.load(Ordering::Acquire) {
        if link.live.vocabulary.version() != vocabulary_version {
            vocabulary_version = link.live.vocabulary.version();
            source.set_vocabulary(&link.live.vocabulary.load());
        }
        let cam = camera_pose();
        match source.next_observation(&cam) {
            Ok(obs) => {
                consecutive_errors = 0;
                link.frames.fetch_add(1, Ordering::Relaxed);
                link.beat_ns.store(clock::now_ns(), Ordering::Relaxed);
                link.live.observation.publish(Some(Arc::new(obs)));
                link.live.observed_with_vocabulary(vocabulary_version);
            }
            Err(e) => {
                consecutive_errors += 1;
                link.errors.fetch_add(1, Ordering::Relaxed);
                if consecutive_errors == 1 || consecutive_errors % 100 == 0 {
                    tracing::error!(source = source.name(), error = %e, consecutive_errors, "perception failed");
                }
                // Back off so a dead camera does not spin a core.
                std::thread::sleep(Duration::from_millis(50));
            }
        }
    }
}
