//! The `candle` perception backend: camera frame -> YOLO-World for the current vocabulary ->
//! tracker (ids stable across frames, ego-motion from the arm's kinematics) -> MobileCLIP image
//! embeddings of the crops that need one -> [`Observation`].
//!
//! The perception contract ([`PerceptionSource::set_vocabulary`]): YOLO-World is asked for the
//! [`Vocabulary`]'s object and part prompts; a box found under a part prompt is a part (of the
//! kind the vocabulary gives the prompt) of the object box holding it, a box found under
//! [`PERSON_PROMPT`](super::PERSON_PROMPT) is a tracked [`Person`] (position from
//! depth, velocity from its track, see [`super::people`]), every other box a detection. Each
//! observation carries its frame and, when the MobileCLIP checkpoint has a usable text tower,
//! the object prompts' MobileCLIP text embeddings ([`PromptSpace`]), the space of the crop
//! embeddings.
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
//! Any [`Camera`] works (RealSense, replay, or the [`super::camera::synthetic::SyntheticCamera`], which draws
//! moving coloured rectangles for tests and demos).

pub use super::counters::PerceptionCounters;
use super::detector_turn::DetectorTurn;
use super::embed_stage::{embed_batch, EmbedJob, EmbedStage, Embedder};
use super::model_err;
use super::models::clip_text::TextTransformer;
use super::models::clip_tokenizer::ClipTokenizer;
use super::models::detector::{DetectedBox, Detector, TextEncoder};
use super::models::mobileclip::MobileClipImage;
use super::models::nms::NmsParams;
use super::models::preprocess::{crop_resize, LetterboxMode, RgbView};
use super::models::weights::Weights;
use super::models::yolo_world::YoloWorld;
use super::parts::{attach_parts, detector_labels, role_of, vocabulary_of_labels, BoxRole};
use super::people::PeopleTracks;
use super::prompt_space::PromptSpace;
use super::tracker::{DepthView, Tracker, TrackerParams, View};
use super::{Camera, Detection, Frame, Observation, PartKind, PerceptionError, PerceptionSource, Person, Vocabulary};
use crate::config::PerceptionConfig;
use crate::types::geometry::BBox;
use candle_core::{Device, Tensor};
use nalgebra::Isometry3;
use std::collections::HashMap;
use std::path::Path;
use std::sync::mpsc::TrySendError;
use std::sync::Arc;
use std::time::{Duration, Instant};

pub use super::embed_stage::CROP_SIZE;

/// Camera pose at a frame's capture, when the camera knows it better than the caller (a
/// simulated rig). Returning `None` keeps the pose passed to `next_observation`.
pub type FramePose = Box<dyn Fn(&Frame) -> Option<Isometry3<f64>> + Send>;

/// YOLO-World + tracker + MobileCLIP on camera frames.
pub struct CandleBackend {
    camera: Box<dyn Camera>,
    detector: Detector,
    text: Option<TextEncoder>,
    /// L2-normalised text embedding per label ever used.
    text_cache: HashMap<String, Vec<f32>>,
    /// The labels YOLO-World is asked for.
    vocabulary: Vec<String>,
    vocabulary_encodings: u64,
    /// What those labels are (object, part of a kind, person).
    prompts: Vocabulary,
    /// MobileCLIP text embeddings of the object prompts.
    prompt_space: PromptSpace,
    people: PeopleTracks,
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
        let (embedder, why) = match image_encoder {
            Some(e) if embed_top_n > 0 => (Embedder::Inline(e), "no MobileCLIP text tower given"),
            _ => (Embedder::None, "no crop embeddings (no MobileCLIP image tower, or perception.embed_top_n = 0)"),
        };
        CandleBackend {
            camera,
            detector,
            text,
            text_cache: HashMap::new(),
            vocabulary: Vec::new(),
            vocabulary_encodings: 0,
            prompts: Vocabulary::default(),
            prompt_space: PromptSpace::unavailable(why),
            people: PeopleTracks::new(tracker.person_velocity_window_ns),
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

    /// Embeds the object prompts with `space` (MobileCLIP's text tower, in the space of the
    /// crop embeddings). Ignored without crop embeddings: there is nothing to compare with.
    pub fn with_prompt_space(mut self, space: PromptSpace) -> Self {
        if !matches!(self.embedder, Embedder::None) {
            self.prompt_space = space;
        }
        self
    }

    /// Uses `f` for the camera pose of each frame (see [`FramePose`]).
    pub fn with_frame_pose(mut self, f: FramePose) -> Self {
        self.frame_pose = Some(f);
        self
    }

    /// Loads the checkpoints named in `[perception]`.
    pub fn from_config(cfg: &PerceptionConfig, camera: Box<dyn Camera>) -> Result<Self, PerceptionError> {
        let yolo = YoloWorld::load(&load_weights("yolo-world", &cfg.yolo_world_weights)?)
            .map_err(|e| model_err("yolo-world", e))?;
        let text = load_clip_text(cfg)?;
        let (image_encoder, prompt_space) = load_mobileclip(cfg)?;
        let params =
            NmsParams { min_confidence: cfg.min_confidence, iou: cfg.nms_iou, max_detections: cfg.max_detections };
        let letterbox = LetterboxMode::parse(&cfg.letterbox).ok_or_else(|| {
            model_err("yolo-world", format!("perception.letterbox `{}`: rect or square", cfg.letterbox))
        })?;
        let detector = Detector::new(yolo, None, cfg.imgsz, params).with_letterbox(letterbox);
        let be = Self::new(camera, detector, text, image_encoder, cfg.embed_top_n, TrackerParams::from_config(cfg))
            .with_prompt_space(prompt_space);
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

    /// How many times MobileCLIP's text tower ran for the object prompts (once per batch of
    /// new prompts).
    pub fn prompt_encodings(&self) -> u64 {
        self.prompt_space.encodings()
    }

    /// Why observations carry no prompt embeddings (`None`: they do).
    pub fn prompt_embeddings_unavailable(&self) -> Option<&str> {
        self.prompt_space.reason()
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
        self.apply_vocabulary(labels)?;
        self.set_prompts(vocabulary_of_labels(labels));
        Ok(())
    }

    /// Sets the vocabulary from plain labels (a label ending in a part word, "mug handle", is
    /// a part prompt, see [`vocabulary_of_labels`]); only labels never seen before go through
    /// the text encoder.
    pub fn try_set_vocabulary(&mut self, labels: &[String]) -> Result<(), PerceptionError> {
        self.encode_labels(labels)?;
        self.set_prompts(vocabulary_of_labels(labels));
        Ok(())
    }

    /// What the detector's labels are from now on: the roles of its boxes, the gauges, and
    /// the object prompts' MobileCLIP embeddings.
    fn set_prompts(&mut self, prompts: Vocabulary) {
        let parts = prompts.parts.iter().filter(|p| self.vocabulary.contains(&p.name)).count();
        PerceptionCounters::set(&self.counters.vocabulary_prompts, self.vocabulary.len() as u64);
        PerceptionCounters::set(&self.counters.vocabulary_part_prompts, parts as u64);
        if let Err(e) = self.prompt_space.set(&prompts.objects, &self.counters) {
            tracing::warn!(error = %e, "perception: no prompt embeddings for this vocabulary");
        }
        self.prompts = prompts;
    }

    /// Gives YOLO-World `labels`; only labels never seen before go through the text encoder.
    fn encode_labels(&mut self, labels: &[String]) -> Result<(), PerceptionError> {
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
                if self.errors_logged == 1 || self.errors_logged.is_multiple_of(100) {
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
            crate::types::clock::now_ns().saturating_sub(frame.captured_ns),
        );
        self.collect_embeddings(false);
        let boxes = self.detect(&img)?;
        let t_track = Instant::now();
        let depth =
            frame.depth.as_deref().map(|d| DepthView { width: w, height: h, data: d, scale: frame.depth_scale });
        let view = View { t_ns: frame.captured_ns, pose, intrinsics: frame.intrinsics, depth };
        let sorted = SortedBoxes::new(boxes, &self.prompts);
        let tracked: Vec<(&str, BBox)> =
            sorted.objects.iter().chain(&sorted.people).map(|b| (b.label.as_str(), b.bbox)).collect();
        let ids = self.tracker.update(&view, tracked.into_iter());
        let created = ids.iter().filter(|id| self.tracker.track(**id).is_some_and(|t| t.hits == 1)).count();
        PerceptionCounters::add(&self.counters.tracks_created, created as u64);
        let (object_ids, person_ids) = ids.split_at(sorted.objects.len());
        self.schedule_embeddings(&img, frame.captured_ns, &sorted.objects, object_ids);
        let mut detections = self.detections(sorted.objects, object_ids);
        attach_parts(&mut detections, &sorted.parts, &view);
        let people = self.people(&sorted.people, person_ids, &view);
        PerceptionCounters::add(&self.counters.frames, 1);
        PerceptionCounters::add(&self.counters.track_ns, t_track.elapsed().as_nanos() as u64);
        Ok(Observation {
            seq: frame.seq,
            captured_ns: frame.captured_ns,
            camera_pose: pose,
            image_size: (w, h),
            detections,
            people,
            processing: start.elapsed(),
            frame: Some(Arc::new(frame.clone())),
            prompt_embeddings: self.prompt_space.table(),
        })
    }

    /// YOLO-World on one frame (holding the detector's turn), timed.
    fn detect(&mut self, img: &RgbView<'_>) -> Result<Vec<DetectedBox>, PerceptionError> {
        let t_detect = Instant::now();
        let boxes = {
            let _turn = self.turn.as_deref().map(DetectorTurn::hold);
            self.detector.detect(img)?
        };
        PerceptionCounters::add(&self.counters.detect_ns, t_detect.elapsed().as_nanos() as u64);
        Ok(boxes)
    }

    /// The object detections of `boxes` (tracks `ids`), with their tracks' embeddings and
    /// points; counts the frame as fully embedded when every top crop has an embedding.
    fn detections(&self, boxes: Vec<DetectedBox>, ids: &[u64]) -> Vec<Detection> {
        let mut fully = true;
        let detections = boxes
            .into_iter()
            .zip(ids)
            .enumerate()
            .map(|(i, (b, &track_id))| {
                let t = self.tracker.track(track_id);
                let embedding = t.and_then(|t| t.embedding.clone());
                if i < self.embed_top_n && embedding.is_none() {
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
        if fully && !matches!(self.embedder, Embedder::None) {
            PerceptionCounters::add(&self.counters.frames_fully_embedded, 1);
        }
        detections
    }

    /// The people of the person boxes `boxes` (tracks `ids`), seen from `view`.
    fn people(&mut self, boxes: &[DetectedBox], ids: &[u64], view: &View<'_>) -> Vec<Person> {
        let tracker = &self.tracker;
        self.people.retain(|id| tracker.track(id).is_some());
        boxes.iter().zip(ids).map(|(b, &id)| self.people.person(id, &b.bbox, view)).collect()
    }
}

/// One frame's boxes by what they are ([`role_of`]), each in the detector's order.
struct SortedBoxes {
    objects: Vec<DetectedBox>,
    people: Vec<DetectedBox>,
    parts: Vec<(PartKind, DetectedBox)>,
}

impl SortedBoxes {
    fn new(boxes: Vec<DetectedBox>, prompts: &Vocabulary) -> Self {
        let mut sorted = SortedBoxes { objects: Vec::new(), people: Vec::new(), parts: Vec::new() };
        for b in boxes {
            match role_of(&b.label, prompts) {
                BoxRole::Object => sorted.objects.push(b),
                BoxRole::Person => sorted.people.push(b),
                BoxRole::Part(kind) => sorted.parts.push((kind, b)),
            }
        }
        sorted
    }
}

/// A checkpoint named in `[perception]`, for `model`.
fn load_weights(model: &str, path: &str) -> Result<Weights, PerceptionError> {
    Weights::load(Path::new(path)).map_err(|e| model_err(model, e))
}

/// The CLIP text tower YOLO-World's vocabulary is embedded with (`clip_text_weights`).
fn load_clip_text(cfg: &PerceptionConfig) -> Result<Option<TextEncoder>, PerceptionError> {
    if cfg.clip_text_weights.is_empty() {
        return Ok(None);
    }
    let w = load_weights("clip-text", &cfg.clip_text_weights)?;
    let tower = TextTransformer::load_openai_clip(&w).map_err(|e| model_err("clip-text", e))?;
    let tokenizer = ClipTokenizer::new().map_err(|e| model_err("clip-tokenizer", e))?;
    Ok(Some(TextEncoder { tokenizer, tower }))
}

/// MobileCLIP's image tower (crop embeddings) and, from the same checkpoint, its text tower
/// (prompt embeddings), when `mobileclip_weights` is set and crops are embedded.
fn load_mobileclip(cfg: &PerceptionConfig) -> Result<(Option<MobileClipImage>, PromptSpace), PerceptionError> {
    if cfg.mobileclip_weights.is_empty() || cfg.embed_top_n == 0 {
        let why = "no crop embeddings (perception.mobileclip_weights empty or perception.embed_top_n = 0)";
        return Ok((None, PromptSpace::unavailable(why)));
    }
    let w = load_weights("mobileclip-image", &cfg.mobileclip_weights)?;
    let image = MobileClipImage::load(&w).map_err(|e| model_err("mobileclip-image", e))?;
    let prompts = PromptSpace::load(&w, image.info().embed_dim)?;
    Ok((Some(image), prompts))
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

    /// Object prompts and part prompts go to YOLO-World together ([`detector_labels`]); part
    /// boxes take the kind the vocabulary gives their prompt and join the object box that
    /// holds them ([`attach_parts`]); person boxes become people.
    fn set_vocabulary(&mut self, vocabulary: &Vocabulary) {
        let labels = detector_labels(vocabulary);
        match self.encode_labels(&labels) {
            Ok(()) => self.set_prompts(vocabulary.clone()),
            Err(e) => {
                tracing::warn!(error = %e, "perception: cannot set vocabulary {labels:?}; keeping the previous one")
            }
        }
    }

    fn name(&self) -> &str {
        "candle"
    }

    fn camera_cadence(&self) -> Option<crate::perception::Cadence> {
        self.camera.cadence()
    }
}
