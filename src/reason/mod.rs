//! MSI, the slow stream: reasoning that produces validated task plans.
//!
//! AIDE's Multi-Stage Inference (seed 000, III-A1 and III-B) on an OpenAI-compatible
//! chat-completions endpoint, hardened as seed 003 describes and economical as seed 001
//! (MIND) describes:
//!
//! - [`client`]: the HTTP client (timeouts, retries with backoff and Retry-After, a
//!   [`breaker`] circuit breaker, API key from the environment, never logged).
//! - [`image`]: scene image and numbered candidate crops as base64 JPEG data URLs.
//! - [`schema`]: JSON schemas generated per call from the live registry (the ids of the
//!   objects observed now, the known part names).
//! - [`validate`]: structural (jsonschema) and semantic validation of every answer.
//! - [`select`]: SayCan-style selection (LLM preference x affordance fit x reachability),
//!   the hallucination check and the clarification policy.
//! - [`msi`]: the MM-CoT stages with error feedback, producing a [`TaskPlan`].
//! - [`stream`]: the planner of one slow-stream request: MSI within the deadline, the
//!   offline reasoner as fallback (saying why), or alone without an LLM.
//! - [`log`]: every planning call as one JSON line in a rotating dataset.
//! - [`mind`]: judgment maintenance with instruction dependencies and event footprints.
//!
//! The relationship space and the offline reasoner live elsewhere; this module reaches
//! them through the small traits below ([`AffordanceSpace`], [`FallbackReasoner`],
//! [`Grounder`], [`Reachability`]).

pub mod breaker;
pub mod client;
pub mod image;
pub mod log;
pub mod mind;
pub mod msi;
pub mod offline;
pub mod prompts;
pub mod schema;
pub mod select;
pub mod stream;
pub mod validate;

use crate::decide::types::TaskContext;
use crate::knowledge::{AffordanceVector, TaskPlan};
use crate::perception::{Detection, Frame, Observation};
use std::sync::{Arc, Mutex};

pub use client::{LlmClient, LlmError};
pub use log::PlanningLog;
pub use msi::Msi;
pub use stream::Planner;

/// What MSI needs from the Instruction-Tool Relationship Space.
pub trait AffordanceSpace: Send + Sync {
    /// Euclidean distance of a tool's affordance vector to the instruction's cluster (the
    /// tools retrieved for `instruction` by DFS, or the cluster centre when nothing is
    /// retrieved). Small: the tool fits the instruction; large: a likely hallucination.
    fn affordance_fit(&self, instruction: &AffordanceVector, tool: &AffordanceVector) -> f32;
    /// Stores a validated plan so later frames use ADM.
    fn store(&self, plan: &TaskPlan) -> Result<(), String>;
}

/// The reasoner used when the LLM cannot answer (unreachable, slow, refusing, invalid).
pub trait FallbackReasoner: Send + Sync {
    fn plan(&self, task: &TaskContext, obs: &Observation) -> Result<TaskPlan, String>;
}

/// The grounding submodule's hook into perception.
pub trait Grounder: Send + Sync {
    /// Adds labels (the predicted tool, storage places) to the open-vocabulary detector.
    fn extend_vocabulary(&self, labels: &[String]);
    /// The newest observation, when perception publishes one; `None`: use the request's.
    fn current(&self) -> Option<Arc<Observation>>;
}

/// How feasible reaching a detected object is, 0..1 (the SayCan affordance side).
pub trait Reachability: Send + Sync {
    fn reach(&self, d: &Detection) -> f32;
}

impl<F: Fn(&Detection) -> f32 + Send + Sync> Reachability for F {
    fn reach(&self, d: &Detection) -> f32 {
        self(d)
    }
}

/// Reachability of a mobile manipulator that can drive to anything it sees: objects
/// without a depth position count as reachable, objects with one are reachable when they
/// lie within `max_range_m` of the base (beyond it: 0).
#[derive(Debug, Clone, Copy)]
pub struct RangeReach {
    pub max_range_m: f64,
}

impl Reachability for RangeReach {
    fn reach(&self, d: &Detection) -> f32 {
        match d.position {
            Some(p) if (p[0] * p[0] + p[1] * p[1]).sqrt() > self.max_range_m => 0.0,
            _ => 1.0,
        }
    }
}

/// A grounder for a fixed observation (one image, `aide plan`, tests): there is no
/// detector to re-run, so it records the vocabulary it was given and grounds on the
/// request's observation.
#[derive(Default)]
pub struct StaticGrounder {
    vocabulary: Mutex<Vec<String>>,
}

impl StaticGrounder {
    /// The labels added so far.
    pub fn vocabulary(&self) -> Vec<String> {
        self.vocabulary.lock().map(|v| v.clone()).unwrap_or_default()
    }
}

impl Grounder for StaticGrounder {
    fn extend_vocabulary(&self, labels: &[String]) {
        if let Ok(mut v) = self.vocabulary.lock() {
            for l in labels {
                if !v.contains(l) {
                    v.push(l.clone());
                }
            }
        }
    }
    fn current(&self) -> Option<Arc<Observation>> {
        None
    }
}

/// One request to the slow stream.
#[derive(Debug, Clone)]
pub struct PlanRequest {
    /// Caller's id, echoed in the outcome.
    pub id: u64,
    pub task: TaskContext,
    pub observation: Arc<Observation>,
    /// The colour frame the observation came from (for the images sent to the LLM).
    pub frame: Option<Frame>,
}
