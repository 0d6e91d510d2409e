//! The `candle` perception backend: camera frame -> YOLO-World for the current vocabulary ->
//! tracker (ids stable across frames, ego-motion from the arm's kinematics) -> MobileCLIP image
//! embeddings of the crops that need one -> [`Observation`].
//!
//! Speed comes from not repeating work:
//! - the vocabulary's CLIP text embeddings are cached by label (a new label costs one text
//!   pass, a vocabulary change among known labels costs none);
//! - a track's crop is embedded once and re-embedded only when its box changed materially
//!   or the embedding aged (see [`Tracker::needs_embedding`]); the crops one frame needs go
//!   through the image encoder in one batch;
//! - with `perception.embed_in_background`, that batch runs on a second thread (the embed
//!   stage, fed through a one-slot hand-off) while the next frames are detected: an observation
//!   is published as soon as its frame is detected and tracked, carrying every embedding its
//!   tracks already have; a new track's embedding joins it in a later observation;
//! - with `perception.embed_yield_to_detector`, that stage pauses between the encoder's blocks
//!   while a frame is being detected ([`DetectorTurn`]), so the two do not share the cores.
//!
//! Any [`Camera`] works (RealSense, replay, or the [`SyntheticCamera`] below, which draws
//! moving coloured rectangles for tests and demos).

use super::detector_turn::{DetectorTurn, Yielder};
use super::kernels;
use super::models::clip_text::TextTransformer;
use super::models::clip_tokenizer::ClipTokenizer;
use super::models::detector::{DetectedBox, Detector, TextEncoder};
use super::models::layers::l2_normalize;
use super::models::mobileclip::MobileClipImage;
use super::models::nms::NmsParams;
use super::models::preprocess::{crop_resize, LetterboxMode, RgbView};
use super::models::weights::Weights;
use super::models::yolo_world::YoloWorld;
use super::tracker::{DepthView, Tracker, TrackerParams, View};
use super::{Camera, Detection, Frame, Intrinsics, Observation, PartBox, PartKind, PerceptionError, PerceptionSource};
use crate::config::PerceptionConfig;
use crate::geometry::BBox;
use candle_core::{Device, Tensor};
use nalgebra::Isometry3;
use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender, TrySendError};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Input side of the MobileCLIP image encoder.
pub const CROP_SIZE: u32 = 256;

fn model_err(model: &str, reason: impl std::fmt::Display) -> PerceptionError {
    PerceptionError::Model { model: model.to_string(), reason: reason.to_string() }
}

/// Counters of the backend, readable from other threads (bench, STATUS).
#[derive(Debug, Default)]
pub struct PerceptionCounters {
    /// Frames detected, tracked and published.
    pub frames: AtomicU64,
    /// Crop embeddings computed (one per crop in a batch).
    pub embeds_computed: AtomicU64,
    /// Image-encoder forwards (batches).
    pub embed_batches: AtomicU64,
    /// Detections among the top `embed_top_n` whose track's embedding was reused.
    pub embeds_skipped: AtomicU64,
    /// Published observations whose top `embed_top_n` detections all carried an embedding.
    pub frames_fully_embedded: AtomicU64,
    /// Tracks started.
    pub tracks_created: AtomicU64,
    /// Labels whose text embedding was computed (each once).
    pub text_embeds_computed: AtomicU64,
    /// Where a frame's time goes, summed over frames (ns): waiting for and reading the camera
    /// frame (a synthetic camera renders it then), from capture to the start of processing,
    /// the detector (letterbox + forward + NMS), tracking + crop scheduling + building the
    /// observation.
    pub camera_ns: AtomicU64,
    pub capture_to_start_ns: AtomicU64,
    pub detect_ns: AtomicU64,
    pub track_ns: AtomicU64,
    /// Image-encoder forwards, summed (ns), on whichever thread ran them.
    pub embed_ns: AtomicU64,
    /// Batches on the idle-policy embed pool that took longer than `embed_idle_max_ms` (each
    /// sends the next batch to the niced pool).
    pub embed_starved: AtomicU64,
    /// Time the embed stage paused for the detector's turn, summed (ns), and batches that spent
    /// their whole `embed_yield_max_ms` budget and ran through.
    pub embed_yield_ns: AtomicU64,
    pub embed_yield_spent: AtomicU64,
}

impl PerceptionCounters {
    fn add(c: &AtomicU64, n: u64) {
        c.fetch_add(n, Ordering::Relaxed);
    }

    pub fn get(c: &AtomicU64) -> u64 {
        c.load(Ordering::Relaxed)
    }
}

/// Camera pose at a frame's capture, when the camera knows it better than the caller (a
/// simulated rig). Returning `None` keeps the pose passed to `next_observation`.
pub type FramePose = Box<dyn Fn(&Frame) -> Option<Isometry3<f64>> + Send>;

/// Crops of one frame to embed, in one batch.
struct EmbedJob {
    t_ns: u64,
    /// (track id, crop box) per crop, in batch order.
    items: Vec<(u64, BBox)>,
    /// `items.len()` crops, CHW, `CROP_SIZE` square.
    crops: Vec<f32>,
}

struct EmbedDone {
    t_ns: u64,
    items: Vec<(u64, BBox)>,
    crops: Vec<f32>,
    embeddings: Result<Vec<Arc<[f32]>>, String>,
}

/// Embeds `n` crops; `pause` runs before each encoder block (see [`DetectorTurn`]).
fn embed_batch(
    enc: &MobileClipImage,
    crops: &[f32],
    n: usize,
    counters: &PerceptionCounters,
    pause: &mut (dyn FnMut() + Send),
) -> Result<Vec<Arc<[f32]>>, String> {
    let t0 = Instant::now();
    let r = embed_batch_timed(enc, crops, n, pause);
    PerceptionCounters::add(&counters.embed_ns, t0.elapsed().as_nanos() as u64);
    r
}

fn embed_batch_timed(
    enc: &MobileClipImage,
    crops: &[f32],
    n: usize,
    pause: &mut (dyn FnMut() + Send),
) -> Result<Vec<Arc<[f32]>>, String> {
    let s = CROP_SIZE as usize;
    let mut run = || -> Result<Vec<Vec<f32>>, Box<dyn std::error::Error>> {
        let x = Tensor::from_slice(crops, (n, 3, s, s), &Device::Cpu)?;
        Ok(l2_normalize(&enc.forward_pausing(&x, pause)?)?.to_vec2::<f32>()?)
    };
    run().map(|rows| rows.into_iter().map(Arc::from).collect()).map_err(|e| e.to_string())
}

/// Embeds one batch, yielding to the detector's turn (when given) for at most `budget`.
fn embed_yielding(
    enc: &MobileClipImage,
    crops: &[f32],
    n: usize,
    counters: &PerceptionCounters,
    turn: Option<&DetectorTurn>,
    budget: Duration,
) -> Result<Vec<Arc<[f32]>>, String> {
    let Some(turn) = turn else { return embed_batch(enc, crops, n, counters, &mut || {}) };
    let mut y = Yielder::new(turn, budget);
    let r = embed_batch(enc, crops, n, counters, &mut || y.pause());
    PerceptionCounters::add(&counters.embed_yield_ns, y.waited().as_nanos() as u64);
    if y.exhausted() {
        PerceptionCounters::add(&counters.embed_yield_spent, 1);
    }
    r
}

/// Where crops are embedded: in the calling thread, or on the embed stage's thread.
enum Embedder {
    None,
    Inline(MobileClipImage),
    Background(EmbedStage),
}

/// The embed stage's thread and its two channels.
struct EmbedStage {
    jobs: Option<SyncSender<EmbedJob>>,
    done: Receiver<EmbedDone>,
    thread: Option<JoinHandle<()>>,
}

impl Embedder {
    /// The embed stage. With two or more inference threads it runs on a one-thread side pool
    /// of lower priority (`nice`, [`kernels::side_pool`]): the detector keeps all its threads and the
    /// crops are embedded in the gaps (its serial phases, NMS, tracking, waiting for frames)
    /// instead of splitting the cores with it. With one inference thread it shares that one.
    ///
    /// With `idle_max` (`perception.embed_sched_idle`, `perception.embed_idle_max_ms`) the stage
    /// runs on a side pool as large as the inference pool at the idle scheduling policy instead:
    /// it gets only cores nothing else wants and is preempted as soon as the detector wakes. So
    /// that a busy machine cannot starve it, a watchdog moves the pool's threads to the normal
    /// policy at `nice` while a batch has run longer than `idle_max`, and back when it is done
    /// (leaving the idle policy needs CAP_SYS_NICE or a RLIMIT_NICE allowing `nice`; without
    /// them a warning says the guard is off).
    ///
    /// With `turn` (`perception.embed_yield_to_detector`) the stage also pauses between encoder
    /// blocks while the detector runs, for at most `yield_max` a batch ([`DetectorTurn`]).
    fn background(
        enc: MobileClipImage,
        counters: Arc<PerceptionCounters>,
        nice: i32,
        idle_max: Option<Duration>,
        turn: Option<(Arc<DetectorTurn>, Duration)>,
    ) -> Result<Self, PerceptionError> {
        let pool_err =
            |e: kernels::KernelError| model_err("mobileclip-image", format!("cannot start the embed pool: {e}"));
        let threads = kernels::threads();
        let pool = match idle_max {
            Some(_) => Some(kernels::side_pool(threads, "aide-embed-idle", 0).map_err(pool_err)?),
            None if threads >= 2 => Some(kernels::side_pool(1, "aide-embed-pool", nice).map_err(pool_err)?),
            None => None,
        };
        let idle = match (idle_max, &pool) {
            (Some(max), Some(p)) => {
                let set: Vec<(i64, Option<std::io::Error>)> =
                    p.broadcast(|_| (thread_id(), set_policy(0, Policy::Idle).err()));
                if let Some(e) = set.iter().find_map(|(_, e)| e.as_ref()) {
                    tracing::warn!(error = %e, "embed stage: cannot set SCHED_IDLE; it competes with the detector");
                }
                Some(IdleGuard { tids: set.into_iter().map(|(t, _)| t).collect(), max, nice, warned: false })
            }
            _ => None,
        };
        let (jobs, job_rx) = sync_channel::<EmbedJob>(1);
        let (done_tx, done) = sync_channel::<EmbedDone>(2);
        let thread = std::thread::Builder::new()
            .name("aide-embed".into())
            .spawn(move || {
                let mut idle = idle;
                let (turn, budget) = match &turn {
                    Some((t, b)) => (Some(&**t), *b),
                    None => (None, Duration::ZERO),
                };
                while let Ok(job) = job_rx.recv() {
                    let run = || embed_yielding(&enc, &job.crops, job.items.len(), &counters, turn, budget);
                    let embeddings = match (&pool, idle.as_mut()) {
                        (Some(p), Some(guard)) => guard.run(&counters, || p.install(run)),
                        (Some(p), None) => p.install(run),
                        (None, _) => run(),
                    };
                    let out = EmbedDone { t_ns: job.t_ns, items: job.items, crops: job.crops, embeddings };
                    if done_tx.send(out).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| model_err("mobileclip-image", format!("cannot start the embed thread: {e}")))?;
        Ok(Embedder::Background(EmbedStage { jobs: Some(jobs), done, thread: Some(thread) }))
    }
}

/// The idle-policy embed pool's starvation guard (see [`Embedder::background`]).
struct IdleGuard {
    /// Kernel thread ids of the pool's threads.
    tids: Vec<i64>,
    max: Duration,
    nice: i32,
    warned: bool,
}

impl IdleGuard {
    /// Runs `f` (one batch on the pool); if it takes longer than `max`, the pool's threads run
    /// at the normal policy until it is done.
    fn run<R>(&mut self, counters: &PerceptionCounters, f: impl FnOnce() -> R) -> R {
        let (tids, max, nice) = (&self.tids, self.max, self.nice);
        let failed = std::thread::scope(|s| {
            let (tx, rx) = std::sync::mpsc::channel::<()>();
            let watchdog = s.spawn(move || {
                if rx.recv_timeout(max) != Err(std::sync::mpsc::RecvTimeoutError::Timeout) {
                    return None; // done in time
                }
                PerceptionCounters::add(&counters.embed_starved, 1);
                let boosted: Result<(), std::io::Error> =
                    tids.iter().try_for_each(|&t| set_policy(t, Policy::Normal { nice }));
                let _ = rx.recv(); // until the batch is done
                for &t in tids {
                    let _ = set_policy(t, Policy::Idle);
                }
                boosted.err()
            });
            let r = f();
            drop(tx);
            (r, watchdog.join().ok().flatten())
        });
        let (r, err) = failed;
        if let Some(e) = err {
            if !self.warned {
                self.warned = true;
                tracing::warn!(error = %e, "embed stage: cannot leave SCHED_IDLE for a starved batch (needs CAP_SYS_NICE); embedding waits for idle cores");
            }
        }
        r
    }
}

/// Kernel thread id of the calling thread (0 off Linux).
fn thread_id() -> i64 {
    #[cfg(target_os = "linux")]
    // SAFETY: gettid has no arguments and cannot fail.
    return unsafe { libc::syscall(libc::SYS_gettid) } as i64;
    #[cfg(not(target_os = "linux"))]
    0
}

/// A thread's scheduling policy.
#[derive(Debug, Clone, Copy)]
enum Policy {
    /// SCHED_IDLE: runs only when its core would otherwise idle (no privilege needed).
    Idle,
    /// SCHED_OTHER at this nice value.
    Normal { nice: i32 },
}

/// Sets thread `tid`'s (0: the calling thread's) scheduling policy (Linux).
fn set_policy(tid: i64, policy: Policy) -> Result<(), std::io::Error> {
    #[cfg(target_os = "linux")]
    {
        let param = libc::sched_param { sched_priority: 0 };
        let (p, nice) = match policy {
            Policy::Idle => (libc::SCHED_IDLE, None),
            Policy::Normal { nice } => (libc::SCHED_OTHER, Some(nice)),
        };
        // SAFETY: plain syscalls on a thread id of this process; `param` is valid for both policies.
        unsafe {
            if libc::sched_setscheduler(tid as libc::pid_t, p, &param) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            if let Some(n) = nice {
                if libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, n) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
        }
        Ok(())
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = (tid, policy);
        Err(std::io::Error::new(std::io::ErrorKind::Unsupported, "scheduling policies are set on Linux only"))
    }
}

impl Drop for EmbedStage {
    fn drop(&mut self) {
        self.jobs.take(); // closes the channel: the embed thread ends after its current batch
        while self.done.try_recv().is_ok() {}
        if let Some(t) = self.thread.take() {
            // Unblock a thread waiting to hand back its last batch.
            let _ = self.done.try_recv();
            let _ = t.join();
        }
    }
}

/// YOLO-World + tracker + MobileCLIP on camera frames.
pub struct CandleBackend {
    camera: Box<dyn Camera>,
    detector: Detector,
    text: Option<TextEncoder>,
    /// L2-normalised text embedding per label ever used.
    text_cache: HashMap<String, Vec<f32>>,
    vocabulary: Vec<String>,
    vocabulary_encodings: u64,
    tracker: Tracker,
    embedder: Embedder,
    /// An embed job is on the embed stage (at most one).
    in_flight: bool,
    embed_top_n: usize,
    /// Held while the detector runs, when the embed stage yields to it.
    turn: Option<Arc<DetectorTurn>>,
    frame_pose: Option<FramePose>,
    counters: Arc<PerceptionCounters>,
    spare_crops: Vec<Vec<f32>>,
    errors_logged: u64,
}

impl CandleBackend {
    /// A backend embedding crops in the calling thread (`embed_in_background` off).
    pub fn new(
        camera: Box<dyn Camera>,
        detector: Detector,
        text: Option<TextEncoder>,
        image_encoder: Option<MobileClipImage>,
        embed_top_n: usize,
        tracker: TrackerParams,
    ) -> Self {
        let embedder = match image_encoder {
            Some(e) if embed_top_n > 0 => Embedder::Inline(e),
            _ => Embedder::None,
        };
        CandleBackend {
            camera,
            detector,
            text,
            text_cache: HashMap::new(),
            vocabulary: Vec::new(),
            vocabulary_encodings: 0,
            tracker: Tracker::new(tracker),
            embedder,
            in_flight: false,
            embed_top_n,
            turn: None,
            frame_pose: None,
            counters: Arc::new(PerceptionCounters::default()),
            spare_crops: Vec::new(),
            errors_logged: 0,
        }
    }

    /// Moves crop embedding to its own thread (see the module docs), its side pool at
    /// scheduling priority `nice` (`perception.embed_nice`) or, with `idle_max`
    /// (`perception.embed_sched_idle`, `embed_idle_max_ms`), at the idle policy. With
    /// `yield_max` (`perception.embed_yield_to_detector`, `embed_yield_max_ms`) it pauses while
    /// the detector runs ([`DetectorTurn`]).
    pub fn embed_in_background(
        mut self,
        nice: i32,
        idle_max: Option<Duration>,
        yield_max: Option<Duration>,
    ) -> Result<Self, PerceptionError> {
        if let Embedder::Inline(_) = self.embedder {
            if let Embedder::Inline(enc) = std::mem::replace(&mut self.embedder, Embedder::None) {
                let turn = yield_max.map(|b| (Arc::new(DetectorTurn::default()), b));
                self.turn = turn.as_ref().map(|(t, _)| t.clone());
                self.embedder = Embedder::background(enc, self.counters.clone(), nice, idle_max, turn)?;
            }
        }
        Ok(self)
    }

    /// Uses `f` for the camera pose of each frame (see [`FramePose`]).
    pub fn with_frame_pose(mut self, f: FramePose) -> Self {
        self.frame_pose = Some(f);
        self
    }

    /// Loads the checkpoints named in `[perception]`.
    pub fn from_config(cfg: &PerceptionConfig, camera: Box<dyn Camera>) -> Result<Self, PerceptionError> {
        let load = |model: &str, path: &str| Weights::load(Path::new(path)).map_err(|e| model_err(model, e));
        let yolo =
            YoloWorld::load(&load("yolo-world", &cfg.yolo_world_weights)?).map_err(|e| model_err("yolo-world", e))?;
        let text = if cfg.clip_text_weights.is_empty() {
            None
        } else {
            let w = load("clip-text", &cfg.clip_text_weights)?;
            let tower = TextTransformer::load_openai_clip(&w).map_err(|e| model_err("clip-text", e))?;
            let tokenizer = ClipTokenizer::new().map_err(|e| model_err("clip-tokenizer", e))?;
            Some(TextEncoder { tokenizer, tower })
        };
        let image_encoder = if cfg.mobileclip_weights.is_empty() || cfg.embed_top_n == 0 {
            None
        } else {
            let w = load("mobileclip-image", &cfg.mobileclip_weights)?;
            Some(MobileClipImage::load(&w).map_err(|e| model_err("mobileclip-image", e))?)
        };
        let params =
            NmsParams { min_confidence: cfg.min_confidence, iou: cfg.nms_iou, max_detections: cfg.max_detections };
        let letterbox = LetterboxMode::parse(&cfg.letterbox).ok_or_else(|| {
            model_err("yolo-world", format!("perception.letterbox `{}`: rect or square", cfg.letterbox))
        })?;
        let detector = Detector::new(yolo, None, cfg.imgsz, params).with_letterbox(letterbox);
        let be = Self::new(camera, detector, text, image_encoder, cfg.embed_top_n, TrackerParams::from_config(cfg));
        if cfg.embed_in_background {
            let idle_max = cfg.embed_sched_idle.then(|| Duration::from_millis(cfg.embed_idle_max_ms));
            let yield_max = cfg.embed_yield_to_detector.then(|| Duration::from_millis(cfg.embed_yield_max_ms));
            be.embed_in_background(cfg.embed_nice, idle_max, yield_max)
        } else {
            Ok(be)
        }
    }

    /// How many times the text encoder ran for the vocabulary (once per batch of new labels).
    pub fn vocabulary_encodings(&self) -> u64 {
        self.vocabulary_encodings
    }

    /// The backend's counters (shared; keep a clone before moving the backend to its thread).
    pub fn counters(&self) -> Arc<PerceptionCounters> {
        self.counters.clone()
    }

    pub fn tracker(&self) -> &Tracker {
        &self.tracker
    }

    /// Sets the vocabulary from embeddings computed elsewhere (one row per label); they join
    /// the label cache.
    pub fn set_vocabulary_embeddings(&mut self, labels: &[String], rows: &[Vec<f32>]) -> Result<(), PerceptionError> {
        if rows.len() != labels.len() {
            return Err(model_err("vocabulary", format!("{} embeddings for {} labels", rows.len(), labels.len())));
        }
        for (l, r) in labels.iter().zip(rows) {
            self.text_cache.insert(l.clone(), r.clone());
        }
        self.apply_vocabulary(labels)
    }

    /// Sets the vocabulary; only labels never seen before go through the text encoder.
    pub fn try_set_vocabulary(&mut self, labels: &[String]) -> Result<(), PerceptionError> {
        if labels == self.vocabulary.as_slice() {
            return Ok(());
        }
        let mut missing: Vec<String> = labels.iter().filter(|l| !self.text_cache.contains_key(*l)).cloned().collect();
        missing.dedup();
        if !missing.is_empty() {
            let enc = self.text.as_ref().ok_or_else(|| model_err("clip-text", "no CLIP text encoder loaded"))?;
            let rows =
                enc.embed(&missing).and_then(|t| Ok(t.to_vec2::<f32>()?)).map_err(|e| model_err("clip-text", e))?;
            self.vocabulary_encodings += 1;
            PerceptionCounters::add(&self.counters.text_embeds_computed, missing.len() as u64);
            for (l, r) in missing.into_iter().zip(rows) {
                self.text_cache.insert(l, r);
            }
        }
        self.apply_vocabulary(labels)
    }

    fn apply_vocabulary(&mut self, labels: &[String]) -> Result<(), PerceptionError> {
        if labels.is_empty() {
            self.detector.set_vocabulary(&[]).map_err(|e| model_err("vocabulary", e))?;
            self.vocabulary.clear();
            return Ok(());
        }
        let dim = self.text_cache.get(&labels[0]).map(Vec::len).unwrap_or(0);
        let mut flat = Vec::with_capacity(labels.len() * dim);
        for l in labels {
            match self.text_cache.get(l) {
                Some(r) if r.len() == dim => flat.extend_from_slice(r),
                _ => return Err(model_err("vocabulary", format!("no {dim}-d text embedding for `{l}`"))),
            }
        }
        let t = Tensor::from_vec(flat, (labels.len(), dim), &Device::Cpu).map_err(|e| model_err("vocabulary", e))?;
        self.detector.set_vocabulary_embeddings(labels, &t).map_err(|e| model_err("vocabulary", e))?;
        self.vocabulary = labels.to_vec();
        Ok(())
    }

    /// Takes finished embeddings from the embed stage into the tracks.
    fn collect_embeddings(&mut self, wait: bool) {
        let Embedder::Background(EmbedStage { done, .. }) = &self.embedder else { return };
        let mut finished = Vec::new();
        if wait && self.in_flight {
            if let Ok(d) = done.recv() {
                finished.push(d);
            }
        }
        while let Ok(d) = done.try_recv() {
            finished.push(d);
        }
        for d in finished {
            self.in_flight = false;
            self.finish(d.t_ns, &d.items, d.embeddings);
            self.spare_crops.push(d.crops);
        }
    }

    fn finish(&mut self, t_ns: u64, items: &[(u64, BBox)], embeddings: Result<Vec<Arc<[f32]>>, String>) {
        match embeddings {
            Ok(rows) => {
                PerceptionCounters::add(&self.counters.embeds_computed, rows.len() as u64);
                PerceptionCounters::add(&self.counters.embed_batches, 1);
                for ((id, b), e) in items.iter().zip(rows) {
                    self.tracker.set_embedding(*id, *b, t_ns, e);
                }
            }
            Err(e) => {
                self.errors_logged += 1;
                if self.errors_logged == 1 || self.errors_logged % 100 == 0 {
                    tracing::warn!(error = %e, n = self.errors_logged, "mobileclip-image: crop embedding failed");
                }
                for (id, _) in items {
                    self.tracker.clear_pending(*id);
                }
            }
        }
    }

    /// Schedules the crops of this frame's top detections whose tracks need an embedding.
    fn schedule_embeddings(&mut self, img: &RgbView<'_>, t_ns: u64, boxes: &[DetectedBox], ids: &[u64]) {
        if matches!(self.embedder, Embedder::None) {
            return;
        }
        let mut items = Vec::new();
        let mut skipped = 0;
        for (b, id) in boxes.iter().zip(ids).take(self.embed_top_n) {
            let Some(t) = self.tracker.track(*id) else { continue };
            if self.tracker.needs_embedding(t, t_ns) {
                items.push((*id, b.bbox));
            } else if t.embedding.is_some() {
                skipped += 1;
            }
        }
        PerceptionCounters::add(&self.counters.embeds_skipped, skipped);
        if items.is_empty() || (self.in_flight && matches!(self.embedder, Embedder::Background(_))) {
            return; // the embed stage is busy: these tracks are scheduled again next frame
        }
        let mut crops = self.spare_crops.pop().unwrap_or_default();
        crops.clear();
        for (_, b) in &items {
            crop_resize(img, b, CROP_SIZE, &mut crops);
        }
        match &self.embedder {
            Embedder::None => {}
            Embedder::Inline(enc) => {
                let r = embed_batch(enc, &crops, items.len(), &self.counters, &mut || {});
                self.finish(t_ns, &items, r);
                self.spare_crops.push(crops);
            }
            Embedder::Background(EmbedStage { jobs, .. }) => {
                let Some(jobs) = jobs else { return };
                for (id, _) in &items {
                    self.tracker.mark_pending(*id);
                }
                match jobs.try_send(EmbedJob { t_ns, items, crops }) {
                    Ok(()) => self.in_flight = true,
                    Err(TrySendError::Full(j)) | Err(TrySendError::Disconnected(j)) => {
                        for (id, _) in &j.items {
                            self.tracker.clear_pending(*id);
                        }
                        self.spare_crops.push(j.crops);
                    }
                }
            }
        }
    }

    /// Waits until the embed stage has finished what it was given (tests, tools).
    pub fn flush_embeddings(&mut self) {
        self.collect_embeddings(true);
    }

    fn next_frame(&mut self) -> Result<Frame, PerceptionError> {
        let t0 = Instant::now();
        let frame = self.camera.next_frame();
        PerceptionCounters::add(&self.counters.camera_ns, t0.elapsed().as_nanos() as u64);
        frame
    }

    /// Processes one frame (exposed for replay tools and tests).
    pub fn process(&mut self, frame: &Frame, camera_pose: &Isometry3<f64>) -> Result<Observation, PerceptionError> {
        let start = Instant::now();
        let (w, h) = (frame.intrinsics.width, frame.intrinsics.height);
        let img = RgbView::new(w, h, &frame.rgb).ok_or_else(|| PerceptionError::Camera {
            device: self.camera.name().to_string(),
            reason: format!("frame {} has {} bytes for {w}x{h} RGB", frame.seq, frame.rgb.len()),
        })?;
        let pose = self.frame_pose.as_ref().and_then(|f| f(frame)).unwrap_or(*camera_pose);
        PerceptionCounters::add(
            &self.counters.capture_to_start_ns,
            crate::runtime::clock::now_ns().saturating_sub(frame.captured_ns),
        );
        self.collect_embeddings(false);
        let t_detect = Instant::now();
        let boxes = {
            let _turn = self.turn.as_deref().map(DetectorTurn::hold);
            self.detector.detect(&img)?
        };
        let t_track = Instant::now();
        PerceptionCounters::add(&self.counters.detect_ns, (t_track - t_detect).as_nanos() as u64);
        let depth =
            frame.depth.as_deref().map(|d| DepthView { width: w, height: h, data: d, scale: frame.depth_scale });
        let view = View { t_ns: frame.captured_ns, pose, intrinsics: frame.intrinsics, depth };
        let (part_boxes, boxes): (Vec<DetectedBox>, Vec<DetectedBox>) =
            boxes.into_iter().partition(|b| part_of_label(&b.label).is_some());
        let ids = self.tracker.update(&view, boxes.iter().map(|b| (b.label.as_str(), b.bbox)));
        let created = ids.iter().filter(|id| self.tracker.track(**id).is_some_and(|t| t.hits == 1)).count();
        PerceptionCounters::add(&self.counters.tracks_created, created as u64);
        self.schedule_embeddings(&img, frame.captured_ns, &boxes, &ids);

        let top_n = self.embed_top_n;
        let mut fully = true;
        let detections: Vec<Detection> = boxes
            .into_iter()
            .zip(ids)
            .enumerate()
            .map(|(i, (b, track_id))| {
                let t = self.tracker.track(track_id);
                let embedding = t.and_then(|t| t.embedding.clone());
                if i < top_n && embedding.is_none() {
                    fully = false;
                }
                Detection {
                    track_id,
                    label: b.label,
                    confidence: b.score,
                    bbox: b.bbox,
                    parts: Vec::new(),
                    embedding,
                    position: t.and_then(|t| t.point).map(|p| [p.x, p.y, p.z]),
                }
            })
            .collect();
        let mut detections = detections;
        attach_parts(&mut detections, &part_boxes, &view);
        PerceptionCounters::add(&self.counters.frames, 1);
        PerceptionCounters::add(&self.counters.track_ns, t_track.elapsed().as_nanos() as u64);
        if fully && !matches!(self.embedder, Embedder::None) {
            PerceptionCounters::add(&self.counters.frames_fully_embedded, 1);
        }
        Ok(Observation {
            seq: frame.seq,
            captured_ns: frame.captured_ns,
            camera_pose: pose,
            image_size: (w, h),
            detections,
            people: Vec::new(),
            processing: start.elapsed(),
        })
    }
}

impl PerceptionSource for CandleBackend {
    fn next_observation(&mut self, camera_pose: &Isometry3<f64>) -> Result<Observation, PerceptionError> {
        let frame = self.next_frame()?;
        self.process(&frame, camera_pose)
    }

    /// Uses the pose at the frame's capture time (unless a [`FramePose`] knows better).
    fn next_observation_at(&mut self, pose_at: &dyn Fn(u64) -> Isometry3<f64>) -> Result<Observation, PerceptionError> {
        let frame = self.next_frame()?;
        self.process(&frame, &pose_at(frame.captured_ns))
    }

    fn set_vocabulary(&mut self, labels: &[String]) {
        if let Err(e) = self.try_set_vocabulary(labels) {
            tracing::warn!(error = %e, "perception: cannot set vocabulary {labels:?}; keeping the previous one");
        }
    }

    fn name(&self) -> &str {
        "candle"
    }

    fn camera_cadence(&self) -> Option<crate::perception::Cadence> {
        self.camera.cadence()
    }
}

/// Part names the detector's vocabulary may hold, by the last word of a label ("mug handle",
/// "handle"), and the kind of region each is (AIDE's operational / functional regions).
const PART_WORDS: &[(&str, PartKind)] = &[
    ("handle", PartKind::Operational),
    ("grip", PartKind::Operational),
    ("opening", PartKind::Functional),
    ("rim", PartKind::Functional),
    ("spout", PartKind::Functional),
    ("blade", PartKind::Functional),
    ("head", PartKind::Functional),
    ("bristles", PartKind::Functional),
    ("tip", PartKind::Functional),
];

/// Share of a part box that must lie inside an object box for the part to belong to it.
const PART_INSIDE: f32 = 0.6;

/// (kind, part name) when `label` names an object part rather than an object.
pub fn part_of_label(label: &str) -> Option<(PartKind, &'static str)> {
    let last = label.split_whitespace().last()?.to_ascii_lowercase();
    PART_WORDS.iter().find(|(w, _)| *w == last).map(|(w, k)| (*k, *w))
}

/// Gives each part detection to the object detection whose box holds most of it (at least
/// [`PART_INSIDE`]; ties: the smaller object), with the part's own depth-measured point (the
/// same estimate as an object's, [`View::point_in`]). Parts inside no object are dropped.
pub fn attach_parts(detections: &mut [Detection], parts: &[DetectedBox], view: &View<'_>) {
    for p in parts {
        let Some((kind, name)) = part_of_label(&p.label) else { continue };
        let area = p.bbox.area().max(1e-6);
        let owner = detections
            .iter_mut()
            .filter_map(|d| {
                let inside = d.bbox.intersection(&p.bbox).map_or(0.0, |i| i.area() / area);
                (inside >= PART_INSIDE).then_some((inside, d))
            })
            .max_by(|a, b| a.0.total_cmp(&b.0).then(b.1.bbox.area().total_cmp(&a.1.bbox.area())));
        if let Some((_, d)) = owner {
            d.parts.push(PartBox {
                kind,
                name: name.to_string(),
                bbox: p.bbox,
                confidence: p.score,
                position: view.point_in(&p.bbox).map(|q| [q.x, q.y, q.z]),
            });
        }
    }
}

/// A camera that draws coloured rectangles moving across a grey background (no depth).
pub struct SyntheticCamera {
    width: u32,
    height: u32,
    seq: u64,
    /// (colour, x, y, w, h, dx per frame)
    rects: Vec<([u8; 3], i64, i64, i64, i64, i64)>,
}

impl SyntheticCamera {
    pub fn new(width: u32, height: u32) -> Self {
        let (w, h) = (width as i64, height as i64);
        SyntheticCamera {
            width,
            height,
            seq: 0,
            rects: vec![
                ([220, 40, 40], w / 10, h / 4, w / 4, h / 3, 3),
                ([40, 60, 220], w / 2, h / 2, w / 5, h / 4, -2),
                ([40, 200, 80], w / 3, h / 10, w / 8, h / 5, 1),
            ],
        }
    }
}

impl Camera for SyntheticCamera {
    fn next_frame(&mut self) -> Result<Frame, PerceptionError> {
        let (w, h) = (self.width as i64, self.height as i64);
        let mut rgb = vec![110u8; (w * h * 3) as usize];
        for &(c, x0, y0, rw, rh, dx) in &self.rects {
            let x0 = (x0 + dx * self.seq as i64).rem_euclid(w.max(1));
            for y in y0.max(0)..(y0 + rh).min(h) {
                for x in x0..(x0 + rw).min(w) {
                    let i = ((y * w + x) * 3) as usize;
                    rgb[i..i + 3].copy_from_slice(&c);
                }
            }
        }
        let f = Frame {
            seq: self.seq,
            captured_ns: crate::runtime::clock::now_ns(),
            intrinsics: Intrinsics {
                width: self.width,
                height: self.height,
                fx: self.width as f64,
                fy: self.width as f64,
                cx: self.width as f64 / 2.0,
                cy: self.height as f64 / 2.0,
                coeffs: [0.0; 5],
            },
            rgb: rgb.into(),
            depth: None,
            depth_scale: 0.001,
        };
        self.seq += 1;
        Ok(f)
    }

    fn name(&self) -> &str {
        "synthetic"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn intrinsics() -> Intrinsics {
        Intrinsics { width: 100, height: 80, fx: 100.0, fy: 100.0, cx: 50.0, cy: 40.0, coeffs: [0.0; 5] }
    }

    fn det(label: &str, bbox: BBox) -> Detection {
        Detection {
            track_id: 1,
            label: label.into(),
            confidence: 0.9,
            bbox,
            parts: Vec::new(),
            embedding: None,
            position: None,
        }
    }

    fn part(label: &str, bbox: BBox) -> DetectedBox {
        DetectedBox { label: label.into(), class: 0, score: 0.7, bbox }
    }

    #[test]
    fn part_labels_are_recognised_by_their_last_word() {
        assert_eq!(part_of_label("mug handle"), Some((PartKind::Operational, "handle")));
        assert_eq!(part_of_label("Opening"), Some((PartKind::Functional, "opening")));
        assert_eq!(part_of_label("hammer"), None);
        assert_eq!(part_of_label(""), None);
    }

    #[test]
    fn a_part_joins_the_object_holding_it_with_its_own_depth_measured_point() {
        // depth: 1.0 m everywhere, 0.5 m in the handle's region (it sticks out towards us)
        let k = intrinsics();
        let mut depth = vec![1000u16; 100 * 80];
        for y in 30..50 {
            for x in 70..80 {
                depth[y * 100 + x] = 500;
            }
        }
        let pose = Isometry3::translation(0.0, 0.0, 0.2);
        let view = View {
            t_ns: 0,
            pose,
            intrinsics: k,
            depth: Some(DepthView { width: 100, height: 80, data: &depth, scale: 0.001 }),
        };
        let mut dets =
            vec![det("mug", BBox::new(40.0, 20.0, 82.0, 60.0)), det("book", BBox::new(0.0, 0.0, 30.0, 30.0))];
        let parts =
            [part("mug handle", BBox::new(70.0, 30.0, 80.0, 50.0)), part("handle", BBox::new(90.0, 70.0, 99.0, 79.0))];
        attach_parts(&mut dets, &parts, &view);
        assert_eq!(dets[0].parts.len(), 1, "the handle inside the mug's box");
        assert!(dets[1].parts.is_empty());
        let p = &dets[0].parts[0];
        assert_eq!((p.kind, p.name.as_str()), (PartKind::Operational, "handle"));
        let q = p.position.expect("a depth-measured point");
        // centre pixel (75, 40) at 0.5 m: x = (75 - 50) / 100 * 0.5, y = 0, z = 0.5 (+0.2 pose)
        assert!((q[0] - 0.125).abs() < 1e-6 && q[1].abs() < 1e-6 && (q[2] - 0.7).abs() < 1e-6, "{q:?}");
    }

    /// A helper thread standing in for an embed-pool thread: (its tid, a sender that ends it).
    fn pool_thread() -> (i64, std::sync::mpsc::Sender<()>, JoinHandle<()>) {
        let (tid_tx, tid_rx) = std::sync::mpsc::channel();
        let (stop_tx, stop_rx) = std::sync::mpsc::channel::<()>();
        let h = std::thread::spawn(move || {
            set_policy(0, Policy::Idle).unwrap();
            tid_tx.send(thread_id()).unwrap();
            let _ = stop_rx.recv();
        });
        (tid_rx.recv().unwrap(), stop_tx, h)
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_batch_done_in_time_leaves_the_pool_idle_and_a_starved_one_is_counted() {
        let (tid, stop, h) = pool_thread();
        let counters = PerceptionCounters::default();
        let mut quick = IdleGuard { tids: vec![tid], max: Duration::from_secs(60), nice: 5, warned: false };
        assert_eq!(quick.run(&counters, || 7), 7);
        assert_eq!(PerceptionCounters::get(&counters.embed_starved), 0);
        // a batch outlasting the guard by far: the watchdog fires, then restores the idle policy
        let mut slow = IdleGuard { tids: vec![tid], max: Duration::from_millis(1), nice: 5, warned: false };
        assert_eq!(slow.run(&counters, || std::thread::sleep(Duration::from_millis(1500))), ());
        assert_eq!(PerceptionCounters::get(&counters.embed_starved), 1);
        // SAFETY: reads the policy of a live thread of this process.
        let policy = unsafe { libc::sched_getscheduler(tid as libc::pid_t) };
        assert_eq!(policy, libc::SCHED_IDLE, "back on the idle policy after the batch");
        drop(stop);
        h.join().unwrap();
    }

    #[test]
    fn without_depth_a_part_has_no_point() {
        let view = View { t_ns: 0, pose: Isometry3::identity(), intrinsics: intrinsics(), depth: None };
        let mut dets = vec![det("knife", BBox::new(10.0, 10.0, 90.0, 30.0))];
        attach_parts(&mut dets, &[part("blade", BBox::new(50.0, 12.0, 88.0, 28.0))], &view);
        assert_eq!(dets[0].parts[0].kind, PartKind::Functional);
        assert_eq!(dets[0].parts[0].position, None);
    }
}
