//! Builds the robot's parts from config: drivers, perception, the world link, knowledge and
//! the slow stream, then starts the [`Runtime`]. Backends are chosen by name in config.

use super::live::LivePerception;
use super::slow::SlowStream;
use super::supervisor::{Parts, Runtime, RuntimeError, RuntimeOptions};
use super::world_link::{FixedBase, SimLink, WorldLink};
use crate::config::Config;
use crate::control::drivers::sim_arm::SimArm;
use crate::control::drivers::sim_gripper::{SimClock, SimGripper, SimGripperHandle};
use crate::control::drivers::{Arm, Gripper};
use crate::control::kinematics::camera::intrinsics_from_config;
use crate::control::ControlHandle;
use crate::decide::arm_model::{ArmModel, KinematicArm};
use crate::decide::vocabulary::{VocabularyBounds, VocabularyPolicy};
use crate::knowledge::Knowledge;
use crate::perception::PerceptionSource;
use crate::sim::{OracleParams, Scene, SimPerception, SimWorld, TextEncoder};
use std::sync::{Arc, Mutex};

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BuildError {
    #[error("{part}: {reason}")]
    Part { part: String, reason: String },
    #[error(transparent)]
    Runtime(#[from] RuntimeError),
}

fn part_err(part: &str, e: impl std::fmt::Display) -> BuildError {
    BuildError::Part { part: part.into(), reason: e.to_string() }
}

/// The simulated detector's text encoder: the knowledge base's MiniLM.
struct KnowledgeText(Arc<Knowledge>);

impl TextEncoder for KnowledgeText {
    fn encode(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, String> {
        self.0.embed_texts(texts).map_err(|e| e.to_string())
    }
}

/// Opens the relationship space (builds or reloads the index).
pub fn open_knowledge(cfg: &Config) -> Result<Arc<Knowledge>, BuildError> {
    let progress = super::build_progress::StartupProgress::new();
    Knowledge::open_reporting(cfg, &progress).map(Arc::new).map_err(|e| part_err("knowledge", e))
}

/// Builds every part and starts the runtime.
pub fn start(cfg: Config, mut opts: RuntimeOptions) -> Result<Runtime, BuildError> {
    let knowledge = match opts.knowledge.take() {
        Some(k) => k,
        None => open_knowledge(&cfg)?,
    };
    let parts = build_parts(&cfg, knowledge, None)?;
    Ok(Runtime::start(cfg, parts, opts)?)
}

/// Builds the parts; `world` injects a simulated world (the demo resets it per episode).
pub fn build_parts(
    cfg: &Config,
    knowledge: Arc<Knowledge>,
    world: Option<Arc<Mutex<SimWorld>>>,
) -> Result<Parts, BuildError> {
    let kin_arm = KinematicArm::from_config(cfg).map_err(|e| part_err("arm kinematics", e))?;
    let limits = *kin_arm.kinematics().limits();
    let arm_model: Arc<dyn ArmModel> = Arc::new(kin_arm);

    let sim_world = if cfg.perception.backend == "sim" || cfg.arm.backend == "sim" {
        Some(match world {
            Some(w) => w,
            None => {
                let scene = Scene::load(&cfg.sim.scene).map_err(|e| part_err("sim.scene", e))?;
                Arc::new(Mutex::new(SimWorld::new(scene)))
            }
        })
    } else {
        None
    };

    let arm: Box<dyn Arm> = if cfg.arm.backend == "sim" {
        Box::new(SimArm::new(&limits, &cfg.arm.ready, 1.0 / cfg.control.rate_hz).0)
    } else {
        crate::control::drivers::build_arm(cfg).map_err(|e| part_err("arm", e))?
    };
    let mut gripper_handle: Option<SimGripperHandle> = None;
    let gripper: Box<dyn Gripper> = if cfg.gripper.backend == "sim" {
        let (g, h) = SimGripper::new(cfg.gripper.stroke_s, SimClock::Monotonic);
        gripper_handle = Some(h);
        Box::new(g)
    } else {
        crate::control::drivers::build_gripper(cfg).map_err(|e| part_err("gripper", e))?
    };
    let control = ControlHandle::spawn(cfg, arm, gripper).map_err(|e| part_err("control thread", e))?;

    let perception: Box<dyn PerceptionSource> = match cfg.perception.backend.as_str() {
        "sim" => {
            let w = sim_world.clone().ok_or_else(|| part_err("perception", "sim perception needs the sim world"))?;
            let encoder = Arc::new(KnowledgeText(knowledge.clone()));
            let cam = intrinsics_from_config(&cfg.camera);
            Box::new(
                SimPerception::new(w, cam, OracleParams::from_config(cfg), encoder)
                    .map_err(|e| part_err("sim perception", e))?,
            )
        }
        "candle" => {
            // The inference pool: our conv kernels and candle's gemm use perception.threads.
            let threads = crate::perception::kernels::set_threads(cfg.perception.threads)
                .map_err(|e| part_err("perception (threads)", e))?;
            tracing::info!(threads, "perception: inference threads");
            let camera = crate::perception::camera::build_camera(cfg).map_err(|e| part_err("camera", e))?;
            Box::new(
                crate::perception::candle_backend::CandleBackend::from_config(&cfg.perception, camera)
                    .map_err(|e| part_err("perception (candle)", e))?,
            )
        }
        other => return Err(part_err("perception.backend", format!("`{other}` is not a perception backend"))),
    };

    let world: Box<dyn WorldLink> = match (&sim_world, gripper_handle) {
        (Some(w), Some(h)) if cfg.arm.backend == "sim" => Box::new(SimLink::new(w.clone(), arm_model.clone(), h)),
        _ => Box::new(FixedBase),
    };
    let live = Arc::new(LivePerception::new());
    let slow = build_slow(cfg, knowledge.clone(), live.clone())?;
    let bounds =
        VocabularyBounds { base_prompts: cfg.perception.base_prompts, max_prompts: cfg.perception.max_prompts };
    let vocabulary = VocabularyPolicy::new(&knowledge, bounds)
        .map_err(|e| part_err("vocabulary", e))?
        .with_handle_prompt(&cfg.perception.handle_prompt);
    Ok(Parts { control, perception, world, arm: arm_model, knowledge, slow, live, vocabulary })
}

/// The slow stream: MSI with the hosted LLM when `llm.base_url` is set (the offline reasoner
/// as its fallback), the offline reasoner alone otherwise.
pub fn build_slow(
    cfg: &Config,
    knowledge: Arc<Knowledge>,
    live: Arc<LivePerception>,
) -> Result<SlowStream, BuildError> {
    if cfg.llm.base_url.trim().is_empty() {
        tracing::info!("slow stream: offline reasoner (llm.base_url is empty)");
        SlowStream::offline(knowledge, cfg).map_err(|e| part_err("slow stream", e))
    } else {
        SlowStream::msi(cfg, knowledge, live).map_err(|e| part_err("slow stream (llm)", e))
    }
}
