//! The perception pipeline under load: a synthetic colour + depth sequence with realistic
//! motion ([`SceneCamera`]: 5-10 textured boxes, a panning and swaying camera, some objects
//! sliding) goes through the runtime's own perception thread with the `candle` backend
//! (YOLO-World, tracker, MobileCLIP crop embeddings on the embed stage), while a 10 Hz
//! consumer reads the newest observation the way the decision thread does and records how old
//! it was. Used by `aide bench perception` and the `pipeline` criterion bench.

use super::decision_clock::{self, DecisionClock};
use super::pacer::PacingParams;
use super::perception_thread::{self, PerceptionLink};
use crate::config::PerceptionConfig;
use crate::perception::candle_backend::{CandleBackend, PerceptionCounters};
use crate::perception::models::preprocess::{Letterbox, LetterboxMode};
use crate::perception::parts::detector_labels;
use crate::perception::synthetic_scene::SceneCamera;
use crate::perception::{PartKind, PartPrompt, PerceptionError, PerceptionSource, Vocabulary, PERSON_PROMPT};
use crate::types::clock::now_ns;
use crate::types::observation::Observation;
use hdrhistogram::Histogram;
use serde::Serialize;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What to run.
#[derive(Debug, Clone)]
pub struct PipelineBenchOptions {
    /// Measured time after the first observation, seconds.
    pub seconds: f64,
    /// Detector input (letterbox) size.
    pub imgsz: u32,
    /// Objects in the scene; the detector keeps its top this-many boxes per frame.
    pub objects: usize,
    pub width: u32,
    pub height: u32,
    /// Camera frame rate (frames are rendered in real time at this rate at most).
    pub camera_fps: f64,
    pub seed: u64,
    /// Decision rate of the consumer, Hz.
    pub decision_hz: f64,
    /// The detector's vocabulary (see [`policy_vocabulary`] for one the size of the decide
    /// side's).
    pub vocabulary: Vocabulary,
    /// Text embeddings of the vocabulary's detector labels ([`detector_labels`]) computed
    /// elsewhere (small test towers whose token vocabulary cannot take real CLIP ids); `None`:
    /// the configured CLIP text encoder.
    pub text_embeddings: Option<Vec<Vec<f32>>>,
}

/// Object prompts a kitchen / workshop vocabulary policy may hold, after [`PERSON_PROMPT`].
const BENCH_OBJECTS: &[&str] = &[
    "cup",
    "bottle",
    "bowl",
    "hammer",
    "sponge",
    "knife",
    "spoon",
    "scissors",
    "plate",
    "fork",
    "mug",
    "glass",
    "pan",
    "pot",
    "kettle",
    "towel",
    "brush",
    "screwdriver",
    "wrench",
    "pliers",
    "tape",
    "box",
    "book",
    "phone",
    "remote",
    "lamp",
    "chair",
    "table",
    "shelf",
    "drawer",
    "cabinet",
    "fridge",
    "sink",
    "basket",
    "bin",
    "bag",
    "jar",
    "lid",
    "cutting board",
    "ladle",
    "spatula",
    "whisk",
    "toaster",
    "microwave",
    "oven",
    "tray",
];

/// A vocabulary the size the decide side's policy gives the detector: `objects` object
/// prompts ([`PERSON_PROMPT`], then household things, then `object K` when those run out) and
/// two part prompts, "handle" (operational) and "opening" (functional).
pub fn policy_vocabulary(objects: usize) -> Vocabulary {
    let named = std::iter::once(PERSON_PROMPT).chain(BENCH_OBJECTS.iter().copied()).map(String::from);
    let extra = (1..).map(|k| format!("object {k}"));
    let parts = [
        PartPrompt { name: "handle".into(), kind: PartKind::Operational },
        PartPrompt { name: "opening".into(), kind: PartKind::Functional },
    ];
    Vocabulary::new(named.chain(extra).take(objects), parts)
}

impl Default for PipelineBenchOptions {
    fn default() -> Self {
        PipelineBenchOptions {
            seconds: 20.0,
            imgsz: 320,
            objects: 8,
            width: 640,
            height: 480,
            camera_fps: 30.0,
            seed: 7,
            decision_hz: 10.0,
            vocabulary: Vocabulary::new(BENCH_OBJECTS[..8].iter().map(|s| s.to_string()), []),
            text_embeddings: None,
        }
    }
}

/// What was measured.
#[derive(Debug, Clone, Serialize)]
pub struct PipelineBenchReport {
    pub seconds: f64,
    pub imgsz: u32,
    /// `perception.letterbox` and the detector input it gives for the camera's frames.
    pub letterbox: String,
    pub input_width: u32,
    pub input_height: u32,
    pub objects: usize,
    /// Camera frames detected, tracked and published per second.
    pub pipeline_hz: f64,
    /// Frames published in the measured window.
    pub frames: u64,
    /// Share of those whose top `embed_top_n` detections all carried an embedding.
    pub frames_fully_embedded: f64,
    /// Rate of the consumer (nominal `decision_hz`).
    pub decision_hz: f64,
    pub decisions: u64,
    /// The consumer's tick: phase-locked to publications or on a fixed grid, and the
    /// shortest / longest period between ticks, ms.
    pub decision_phase_lock: bool,
    pub decision_period_min_ms: f64,
    pub decision_period_max_ms: f64,
    /// `perception.pace_to_decision`: frames started for a decision tick / at once, paced
    /// frames published after their tick, and the share of ticks that found an observation
    /// newer than the previous tick's.
    pub pace_to_decision: bool,
    pub paced_frames: u64,
    pub free_frames: u64,
    pub late_frames: u64,
    pub fresh_ticks: f64,
    /// Frames per second of frame work (start of a frame to its publication, the waits of a
    /// paced thread excluded): what the pipeline could publish free-running.
    pub pipeline_capacity_hz: f64,
    /// `perception.embed_sched_idle`, and crop batches that ran longer than
    /// `embed_idle_max_ms` on the idle-policy pool (finished at the normal policy).
    pub embed_sched_idle: bool,
    pub embed_starved: u64,
    /// `perception.embed_yield_to_detector`, the embed stage's pauses for the detector's turn
    /// per crop embedded (ms), and batches that spent their `embed_yield_max_ms` budget.
    pub embed_yield_to_detector: bool,
    pub embed_yield_ms_per_crop: f64,
    pub embed_yield_spent: u64,
    /// Age of the observation each decision used (capture to use), ms.
    pub perception_age_p50_ms: f64,
    pub perception_age_p95_ms: f64,
    pub perception_age_max_ms: f64,
    pub embeds_computed: u64,
    pub embeds_skipped: u64,
    pub embed_batches: u64,
    pub tracks_created: u64,
    /// Prompts (object + part) in the detector's vocabulary, and part prompts among them,
    /// median over the consumer's ticks.
    pub vocabulary_size: u64,
    pub part_prompts: u64,
    /// Where a frame's time went, mean per published frame, ms: reading the camera (the
    /// synthetic camera waits for its next frame and renders it), capture to start of
    /// processing, the detector (letterbox, forward, NMS), tracking + crop scheduling.
    pub camera_ms: f64,
    pub capture_to_start_ms: f64,
    pub detect_ms: f64,
    pub track_ms: f64,
    /// Image-encoder time per embedded crop, ms (on the embed stage, overlapped with detection).
    pub embed_ms_per_crop: f64,
    /// Resident memory at the end of the run / peak of the process so far, MiB.
    pub rss_mib: f64,
    pub peak_rss_mib: f64,
}

/// Resident and peak resident memory of this process, MiB (Linux `/proc/self/status`).
pub fn resident_mib() -> (f64, f64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.split_whitespace().next())
            .and_then(|kb| kb.parse::<f64>().ok())
            .map_or(0.0, |kb| kb / 1024.0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

struct Snapshot {
    frames: u64,
    fully: u64,
    computed: u64,
    skipped: u64,
    batches: u64,
    tracks: u64,
    camera_ns: u64,
    capture_to_start_ns: u64,
    detect_ns: u64,
    track_ns: u64,
    embed_ns: u64,
    starved: u64,
    yield_ns: u64,
    yield_spent: u64,
}

/// (paced, free, late) frames of the perception thread so far, and its busy time (ns).
fn pace_counts(link: &PerceptionLink) -> (u64, u64, u64, u64) {
    let g = |c: &std::sync::atomic::AtomicU64| c.load(Ordering::Relaxed);
    (g(&link.paced_frames), g(&link.free_frames), g(&link.late_frames), g(&link.busy_ns))
}

fn snapshot(c: &PerceptionCounters) -> Snapshot {
    let g = PerceptionCounters::get;
    Snapshot {
        frames: g(&c.frames),
        fully: g(&c.frames_fully_embedded),
        computed: g(&c.embeds_computed),
        skipped: g(&c.embeds_skipped),
        batches: g(&c.embed_batches),
        tracks: g(&c.tracks_created),
        camera_ns: g(&c.camera_ns),
        capture_to_start_ns: g(&c.capture_to_start_ns),
        detect_ns: g(&c.detect_ns),
        track_ns: g(&c.track_ns),
        embed_ns: g(&c.embed_ns),
        starved: g(&c.embed_starved),
        yield_ns: g(&c.embed_yield_ns),
        yield_spent: g(&c.embed_yield_spent),
    }
}

/// Runs the pipeline; `cfg` names the checkpoints (`yolo_world_weights`, `mobileclip_weights`,
/// `clip_text_weights`). The detector keeps its top `objects` boxes per frame whatever their
/// confidence (random-weight checkpoints score everything low).
pub fn run_pipeline_bench(
    cfg: &PerceptionConfig,
    opts: &PipelineBenchOptions,
) -> Result<PipelineBenchReport, PerceptionError> {
    let (cfg, input) = bench_config(cfg, opts)?;
    let Pipeline { link, thread, counters } = start_pipeline(&cfg, opts)?;

    // Warm-up: the first frame pays for lazy initialisation.
    let warm_until = Instant::now() + Duration::from_secs(600);
    while link.frames.load(Ordering::Relaxed) == 0 && Instant::now() < warm_until && !thread.is_finished() {
        std::thread::sleep(Duration::from_millis(5));
    }
    let base = snapshot(&counters);
    let pace_base = pace_counts(&link);

    let mut consumer = Consumer::new(opts.decision_hz, cfg.decision_phase_lock)?;
    consumer.run(&link, &thread, opts.seconds, &counters);
    let elapsed = consumer.t0.elapsed().as_secs_f64();
    let end = snapshot(&counters);
    let pace_end = pace_counts(&link);
    let (rss, peak) = resident_mib();
    link.stop.store(true, Ordering::Release);
    let _ = thread.join();
    std::hint::black_box(consumer.checksum);

    let window = Window { elapsed, base, end, pace_base, pace_end, pace_to_decision: link.pacing.enabled, rss, peak };
    Ok(report(&cfg, opts, &input, &window, &consumer))
}

fn bad(reason: String) -> PerceptionError {
    PerceptionError::Model { model: "pipeline bench".into(), reason }
}

/// The perception configuration the bench runs (the candle backend, the bench's input size
/// and box count) and the detector input it gives for the camera's frames.
fn bench_config(
    cfg: &PerceptionConfig,
    opts: &PipelineBenchOptions,
) -> Result<(PerceptionConfig, Letterbox), PerceptionError> {
    if !(opts.seconds.is_finite() && opts.seconds > 0.0 && opts.decision_hz > 0.0 && opts.camera_fps > 0.0) {
        return Err(bad(format!("seconds {} / decision_hz {} must be > 0", opts.seconds, opts.decision_hz)));
    }
    let mut cfg = cfg.clone();
    cfg.backend = "candle".into();
    cfg.imgsz = opts.imgsz;
    cfg.min_confidence = 0.0;
    cfg.max_detections = opts.objects.max(1);
    let mode = LetterboxMode::parse(&cfg.letterbox)
        .ok_or_else(|| bad(format!("perception.letterbox `{}`: rect or square", cfg.letterbox)))?;
    let input = Letterbox::with_mode(opts.width, opts.height, opts.imgsz, mode);
    Ok((cfg, input))
}

/// The running perception thread and what it reports through.
struct Pipeline {
    link: Arc<PerceptionLink>,
    thread: std::thread::JoinHandle<()>,
    counters: Arc<PerceptionCounters>,
}

/// Builds the backend on the synthetic camera and starts the runtime's perception thread.
fn start_pipeline(cfg: &PerceptionConfig, opts: &PipelineBenchOptions) -> Result<Pipeline, PerceptionError> {
    let camera = SceneCamera::new(opts.width, opts.height, opts.camera_fps, opts.objects, opts.seed);
    let motion = camera.motion();
    // The perception thread gives the backend the camera pose at each frame's capture time.
    let mut backend = CandleBackend::from_config(cfg, Box::new(camera))?;
    // The labels' text embeddings first (errors surface here), then the vocabulary itself
    // (part kinds), as the perception thread will apply it again.
    let labels = detector_labels(&opts.vocabulary);
    match &opts.text_embeddings {
        Some(rows) => backend.set_vocabulary_embeddings(&labels, rows)?,
        None => backend.try_set_vocabulary(&labels)?,
    }
    backend.set_vocabulary(&opts.vocabulary);
    let counters = backend.counters();
    let link = Arc::new(PerceptionLink::default().with_pacing(PacingParams::from_config(cfg)));
    link.live.vocabulary.publish(opts.vocabulary.clone());
    let thread = {
        let link = link.clone();
        std::thread::Builder::new()
            .name("aide-perception".into())
            .spawn(move || {
                let pose = move |t_ns| motion.pose_at(t_ns);
                perception_thread::run(&link, &pose, &mut backend);
            })
            .map_err(|e| bad(format!("cannot start the perception thread: {e}")))?
    };
    Ok(Pipeline { link, thread, counters })
}

/// The consumer: what the decision thread does with an observation, at its rate.
struct Consumer {
    ages: Histogram<u64>,
    /// Its tick: the decision loop's schedule (`perception.decision_phase_lock`).
    clock: DecisionClock,
    never: AtomicBool,
    t0: Instant,
    decisions: u64,
    checksum: f32,
    periods: Histogram<u64>,
    last_tick: Option<u64>,
    fresh: u64,
    last_seq: Option<u64>,
    /// The detector's vocabulary size and part prompts at each tick.
    vocabulary_sizes: Vec<u64>,
    part_prompts: Vec<u64>,
}

impl Consumer {
    fn new(decision_hz: f64, phase_lock: bool) -> Result<Consumer, PerceptionError> {
        let ages = Histogram::<u64>::new_with_bounds(1, 600_000_000, 3).map_err(|e| bad(e.to_string()))?;
        let period = Duration::from_secs_f64(1.0 / decision_hz);
        let clock = DecisionClock::new(period, now_ns(), phase_lock);
        let never = AtomicBool::new(false);
        let t0 = Instant::now();
        let periods = Histogram::<u64>::new_with_bounds(1, 60_000_000, 3).map_err(|e| bad(e.to_string()))?;
        Ok(Consumer {
            ages,
            clock,
            never,
            t0,
            decisions: 0,
            checksum: 0.0,
            periods,
            last_tick: None,
            fresh: 0,
            last_seq: None,
            vocabulary_sizes: Vec::new(),
            part_prompts: Vec::new(),
        })
    }

    /// Ticks for `seconds` (or until the perception thread ends), using the newest
    /// observation at each tick and sampling the detector's vocabulary gauges.
    fn run(
        &mut self,
        link: &PerceptionLink,
        thread: &std::thread::JoinHandle<()>,
        seconds: f64,
        counters: &PerceptionCounters,
    ) {
        while self.t0.elapsed().as_secs_f64() < seconds && !thread.is_finished() {
            let tick = decision_clock::wait_tick(&mut self.clock, &link.published, &self.never);
            if let Some(l) = self.last_tick {
                let _ = self.periods.record(((tick - l) / 1000).clamp(1, 60_000_000));
            }
            self.last_tick = Some(tick);
            if let Some(obs) = link.live.observation.load().as_ref().clone() {
                self.observe(&obs);
            }
            self.vocabulary_sizes.push(PerceptionCounters::get(&counters.vocabulary_prompts));
            self.part_prompts.push(PerceptionCounters::get(&counters.vocabulary_part_prompts));
            self.decisions += 1;
        }
    }

    /// Records the observation's age and freshness, and does a decision's work on it.
    fn observe(&mut self, obs: &Observation) {
        if self.last_seq != Some(obs.seq) {
            self.fresh += 1;
            self.last_seq = Some(obs.seq);
        }
        let age_us = now_ns().saturating_sub(obs.captured_ns) / 1000;
        let _ = self.ages.record(age_us.clamp(1, 600_000_000));
        // Rank the detections and compare the best one's embedding with the others'.
        let ranked = obs.ranked();
        if let Some(e0) = ranked.first().and_then(|d| d.embedding.clone()) {
            for d in &ranked[1..] {
                if let Some(e) = &d.embedding {
                    self.checksum += e0.iter().zip(e.iter()).map(|(a, b)| a * b).sum::<f32>();
                }
            }
        }
    }
}

/// The measured window: counters at its start and end, its length, memory at its end.
struct Window {
    elapsed: f64,
    base: Snapshot,
    end: Snapshot,
    /// [`pace_counts`] at the start and the end.
    pace_base: (u64, u64, u64, u64),
    pace_end: (u64, u64, u64, u64),
    pace_to_decision: bool,
    rss: f64,
    peak: f64,
}

fn report(
    cfg: &PerceptionConfig,
    opts: &PipelineBenchOptions,
    input: &Letterbox,
    w: &Window,
    c: &Consumer,
) -> PipelineBenchReport {
    let (elapsed, base, end, pace_base, pace_end) = (w.elapsed, &w.base, &w.end, w.pace_base, w.pace_end);
    let (ages, periods, decisions, fresh) = (&c.ages, &c.periods, c.decisions, c.fresh);
    let frames = end.frames - base.frames;
    let q = |v: f64| ages.value_at_quantile(v) as f64 / 1e3;
    let per = |ns: u64, n: u64| if n == 0 { 0.0 } else { ns as f64 / n as f64 / 1e6 };
    let computed = end.computed - base.computed;
    PipelineBenchReport {
        seconds: elapsed,
        imgsz: opts.imgsz,
        letterbox: cfg.letterbox.clone(),
        input_width: input.width,
        input_height: input.height,
        objects: opts.objects,
        pipeline_hz: frames as f64 / elapsed,
        frames,
        frames_fully_embedded: if frames == 0 { 0.0 } else { (end.fully - base.fully) as f64 / frames as f64 },
        decision_hz: decisions as f64 / elapsed,
        decisions,
        decision_phase_lock: cfg.decision_phase_lock,
        decision_period_min_ms: periods.min() as f64 / 1e3,
        decision_period_max_ms: periods.max() as f64 / 1e3,
        pace_to_decision: w.pace_to_decision,
        paced_frames: pace_end.0 - pace_base.0,
        free_frames: pace_end.1 - pace_base.1,
        late_frames: pace_end.2 - pace_base.2,
        pipeline_capacity_hz: if pace_end.3 > pace_base.3 {
            frames as f64 / ((pace_end.3 - pace_base.3) as f64 / 1e9)
        } else {
            0.0
        },
        fresh_ticks: if decisions == 0 { 0.0 } else { fresh as f64 / decisions as f64 },
        embed_sched_idle: cfg.embed_sched_idle,
        embed_starved: end.starved - base.starved,
        embed_yield_to_detector: cfg.embed_yield_to_detector,
        embed_yield_ms_per_crop: per(end.yield_ns - base.yield_ns, computed),
        embed_yield_spent: end.yield_spent - base.yield_spent,
        perception_age_p50_ms: q(0.5),
        perception_age_p95_ms: q(0.95),
        perception_age_max_ms: ages.max() as f64 / 1e3,
        embeds_computed: computed,
        embeds_skipped: end.skipped - base.skipped,
        embed_batches: end.batches - base.batches,
        tracks_created: end.tracks - base.tracks,
        vocabulary_size: median(&c.vocabulary_sizes),
        part_prompts: median(&c.part_prompts),
        camera_ms: per(end.camera_ns - base.camera_ns, frames),
        capture_to_start_ms: per(end.capture_to_start_ns - base.capture_to_start_ns, frames),
        detect_ms: per(end.detect_ns - base.detect_ns, frames),
        track_ms: per(end.track_ns - base.track_ns, frames),
        // encoder time only: the pauses for the detector are reported apart
        embed_ms_per_crop: per((end.embed_ns - base.embed_ns).saturating_sub(end.yield_ns - base.yield_ns), computed),
        rss_mib: w.rss,
        peak_rss_mib: w.peak,
    }
}

/// The median of `v` (the upper one of an even count; 0 when empty).
fn median(v: &[u64]) -> u64 {
    let mut s = v.to_vec();
    s.sort_unstable();
    s.get(s.len() / 2).copied().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_policy_sized_vocabulary_has_the_person_n_object_prompts_and_two_part_prompts() {
        for n in [1, 32, 100] {
            let v = policy_vocabulary(n);
            assert_eq!((v.objects.len(), v.parts.len()), (n, 2), "{n}");
            assert!(v.has_object(PERSON_PROMPT));
            assert_eq!(v.part_kind("handle"), Some(PartKind::Operational));
            assert_eq!(v.part_kind("opening"), Some(PartKind::Functional));
            assert_eq!(detector_labels(&v).len(), n + 2);
        }
        assert!(policy_vocabulary(100).has_object("object 53"), "filled past the named prompts");
    }

    #[test]
    fn median_of_samples() {
        assert_eq!(median(&[]), 0);
        assert_eq!(median(&[34, 8, 34]), 34);
        assert_eq!(median(&[1, 2, 3, 4]), 3);
    }
}
