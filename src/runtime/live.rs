//! What perception shares with the rest of the runtime: the newest observation and the
//! open vocabulary the detector looks for. The perception thread publishes observations
//! and applies vocabulary changes; the decision loop and the slow stream's grounding step
//! read the observation and extend the vocabulary. Readers never wait for a writer.

use crate::perception::Observation;
use crate::reason::Grounder;
use crate::slot::Slot;
use crate::types::vocabulary::Vocabulary;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Shared perception state (one per runtime).
pub struct LivePerception {
    /// The newest observation (`None` before the first frame).
    pub observation: Slot<Option<Arc<Observation>>>,
    /// What the detector looks for: the decide side's policy vocabulary (see
    /// [`crate::decide::vocabulary`]) with the slow stream's labels added.
    pub vocabulary: Slot<Vocabulary>,
    /// The two parts of the vocabulary; serialises their writers (the decision loop and the
    /// slow stream). Readers of the slot never take it.
    parts: Mutex<VocabularyParts>,
    /// Vocabulary version in force when the newest observation was captured.
    observed_vocabulary: AtomicU64,
}

#[derive(Default)]
struct VocabularyParts {
    policy: Vocabulary,
    slow: Vec<String>,
}

impl Default for LivePerception {
    fn default() -> Self {
        Self::new()
    }
}

impl LivePerception {
    pub fn new() -> LivePerception {
        LivePerception {
            observation: Slot::new(None),
            vocabulary: Slot::new(Vocabulary::default()),
            parts: Mutex::new(VocabularyParts::default()),
            observed_vocabulary: AtomicU64::new(0),
        }
    }

    fn compose(&self, f: impl FnOnce(&mut VocabularyParts)) -> u64 {
        let mut parts = self.parts.lock().unwrap_or_else(|p| p.into_inner());
        f(&mut parts);
        let v = parts.policy.with_objects(&parts.slow);
        if *self.vocabulary.load() != v {
            self.vocabulary.publish(v);
        }
        self.vocabulary.version()
    }

    /// Sets the policy's vocabulary (the decision loop, when the task or its grounding
    /// changes). `new_task` drops the previous task's slow-stream labels. Returns the
    /// version in force; unchanged when the composed vocabulary is.
    pub fn set_policy_vocabulary(&self, policy: Vocabulary, new_task: bool) -> u64 {
        self.compose(|p| {
            p.policy = policy;
            if new_task {
                p.slow.clear();
            }
        })
    }

    /// Adds the slow stream's labels (its planned tool, storage places). Returns the
    /// vocabulary version that holds them (unchanged when every label was already there).
    pub fn extend_vocabulary(&self, labels: &[String]) -> u64 {
        self.compose(|p| {
            for l in labels.iter().map(|l| l.trim()).filter(|l| !l.is_empty()) {
                if !p.slow.iter().any(|x| x == l) {
                    p.slow.push(l.to_string());
                }
            }
        })
    }

    /// Called by the perception thread after publishing an observation captured with
    /// vocabulary `version` in force.
    pub fn observed_with_vocabulary(&self, version: u64) {
        self.observed_vocabulary.store(version, Ordering::Release);
    }

    /// Vocabulary version in force for the newest observation.
    pub fn observed_vocabulary(&self) -> u64 {
        self.observed_vocabulary.load(Ordering::Acquire)
    }

    pub fn latest(&self) -> Option<Arc<Observation>> {
        (*self.observation.load()).clone()
    }
}

/// MSI's grounding hook on the live perception: stage 1's label goes into the detector's
/// vocabulary, and grounding uses the first observation made with that vocabulary (waiting
/// at most `settle` for it; then the newest one). Runs on the slow stream's thread only.
pub struct LiveGrounder {
    live: Arc<LivePerception>,
    settle: Duration,
    wanted: AtomicU64,
}

impl LiveGrounder {
    pub fn new(live: Arc<LivePerception>, settle: Duration) -> LiveGrounder {
        LiveGrounder { live, settle, wanted: AtomicU64::new(0) }
    }
}

impl Grounder for LiveGrounder {
    fn extend_vocabulary(&self, labels: &[String]) {
        let v = self.live.extend_vocabulary(labels);
        self.wanted.store(v, Ordering::Release);
        tracing::debug!(labels = ?labels, version = v, "slow stream: detector vocabulary extended");
    }

    fn current(&self) -> Option<Arc<Observation>> {
        let wanted = self.wanted.load(Ordering::Acquire);
        let end = Instant::now() + self.settle;
        while self.live.observed_vocabulary() < wanted && Instant::now() < end {
            std::thread::sleep(Duration::from_millis(10));
        }
        self.live.latest()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extending_the_vocabulary_merges_labels_and_bumps_the_version_only_on_change() {
        let live = LivePerception::new();
        let v1 = live.extend_vocabulary(&["mug".into(), "fridge".into()]);
        assert_eq!(live.vocabulary.load().objects, vec!["fridge".to_string(), "mug".to_string()]);
        assert_eq!(live.extend_vocabulary(&["mug".into(), " ".into()]), v1);
        let v2 = live.extend_vocabulary(&["cup".into()]);
        assert!(v2 > v1);
        assert_eq!(live.vocabulary.load().len(), 3);
    }

    #[test]
    fn the_policy_and_the_slow_stream_compose_and_a_new_task_drops_old_slow_labels() {
        let live = LivePerception::new();
        live.extend_vocabulary(&["hammer".into()]);
        let policy = Vocabulary::new(["person".into(), "fridge".into()], []);
        let v = live.set_policy_vocabulary(policy.clone(), false);
        assert_eq!(live.vocabulary.load().objects, ["fridge", "hammer", "person"]);
        assert_eq!(live.set_policy_vocabulary(policy.clone(), false), v, "unchanged: same version");
        live.set_policy_vocabulary(policy, true);
        assert_eq!(live.vocabulary.load().objects, ["fridge", "person"]);
    }

    #[test]
    fn the_grounder_waits_for_an_observation_made_with_its_label_then_returns_it() {
        let live = Arc::new(LivePerception::new());
        let g = LiveGrounder::new(live.clone(), Duration::from_secs(2));
        live.observation.publish(Some(Arc::new(Observation::empty((640, 480)))));
        g.extend_vocabulary(&["hammer".into()]);
        let l = live.clone();
        let perception = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            let mut o = Observation::empty((640, 480));
            o.seq = 7;
            l.observation.publish(Some(Arc::new(o)));
            l.observed_with_vocabulary(l.vocabulary.version());
        });
        let obs = g.current().expect("an observation");
        perception.join().unwrap();
        assert_eq!(obs.seq, 7, "grounding used the frame made with the new vocabulary");
    }
}
