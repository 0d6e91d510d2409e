//! `aide bench perception`: see the module docs of [`super::bench`].

use super::{GlobalArgs, InvalidInput};
use aide::config::Config;
use aide::perception::models::clip_text::TextTransformer;
use aide::perception::models::clip_tokenizer::ClipTokenizer;
use aide::perception::models::layers::l2_normalize;
use aide::perception::models::mobileclip::MobileClipImage;
use aide::perception::models::weights::Weights;
use aide::perception::models::yolo_world::YoloWorld;
use aide::perception::parts::detector_labels;
use aide::runtime::pipeline_bench::{policy_vocabulary, run_pipeline_bench, PipelineBenchOptions, PipelineBenchReport};
use anyhow::Context;
use candle_core::{Device, Tensor};
use std::path::{Path, PathBuf};
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct PerceptionBenchArgs {
    /// Detector input size (letterbox), a multiple of 32; default: perception.imgsz.
    #[arg(long)]
    pub imgsz: Option<u32>,
    /// Inference threads (sets RAYON_NUM_THREADS before any model runs); default: the environment's.
    #[arg(long)]
    pub threads: Option<usize>,
    /// Measured pipeline time, seconds.
    #[arg(long, default_value_t = 20.0)]
    pub seconds: f64,
    /// Directory with the full-size checkpoints; default: the small test fixtures.
    #[arg(long)]
    pub weights: Option<std::path::PathBuf>,
    /// Objects in the synthetic scene (5-10 is what the targets assume).
    #[arg(long, default_value_t = 8)]
    pub objects: usize,
    /// Forwards per model for the latency medians.
    #[arg(long, default_value_t = 5)]
    pub reps: usize,
    /// Object prompts in the detector's vocabulary ("person", household things, then
    /// `object K`), plus the part prompts "handle" and "opening": a vocabulary the size the
    /// decide side's policy gives the detector.
    #[arg(long, default_value_t = 32)]
    pub prompts: usize,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

const FULL: [&str; 3] = ["yolov8s-worldv2.safetensors", "mobileclip2_s0.safetensors", "clip_vit_b32_text.safetensors"];
const FIXTURES: [&str; 3] =
    ["yolo_world_w0125.safetensors", "mobileclip_s0.safetensors", "clip_text_w128l2.safetensors"];
/// Most object prompts `--prompts` takes.
const MAX_PROMPTS: usize = 512;
/// Token ids of the committed small text tower (1000-token vocabulary; the end token is the
/// largest id, as CLIP's pooling expects).
const FIXTURE_VOCAB: u32 = 1000;

#[derive(Debug, serde::Serialize)]
struct Report {
    weights: String,
    representative: bool,
    threads: usize,
    imgsz: u32,
    /// At `imgsz` x `imgsz` (what the PyTorch side-by-side compares).
    yolo_world_ms: f64,
    /// At the pipeline's detector input (`perception.letterbox`; 320 x 256 for 640x480 in rect).
    yolo_world_pipeline_ms: f64,
    mobileclip_image_ms: f64,
    text_ms: f64,
    pipeline_hz: f64,
    decision_hz: f64,
    perception_age_p50_ms: f64,
    perception_age_p95_ms: f64,
    rss_mib: f64,
    peak_rss_mib: f64,
    embeds_computed: u64,
    embeds_skipped: u64,
    /// Prompts (object + part) in the detector's vocabulary and part prompts among them,
    /// medians over the run.
    vocabulary_size: u64,
    part_prompts: u64,
    pipeline: PipelineBenchReport,
}

fn median_ms(reps: usize, mut f: impl FnMut() -> anyhow::Result<()>) -> anyhow::Result<f64> {
    f()?; // warm-up
    let mut t = Vec::with_capacity(reps);
    for _ in 0..reps.max(1) {
        let s = Instant::now();
        f()?;
        t.push(s.elapsed().as_secs_f64() * 1e3);
    }
    t.sort_by(|a, b| a.total_cmp(b));
    Ok(t[t.len() / 2])
}

/// CLIP token ids of `labels`, folded into the small fixture tower's vocabulary.
fn tokens(labels: &[String], fixture: bool) -> anyhow::Result<Vec<Vec<u32>>> {
    let mut toks = ClipTokenizer::new()?.tokenize_batch(labels)?;
    if fixture {
        for t in &mut toks {
            for v in t.iter_mut().filter(|v| **v > 0) {
                *v = if *v == 49407 { FIXTURE_VOCAB - 1 } else { *v % (FIXTURE_VOCAB - 2) };
            }
        }
    }
    Ok(toks)
}

pub fn run(g: &GlobalArgs, a: PerceptionBenchArgs) -> anyhow::Result<u8> {
    if let Some(t) = a.threads {
        if !(1..=256).contains(&t) {
            return Err(InvalidInput(format!("--threads {t} must be in 1..=256")).into());
        }
    }
    let cfg = g.load_config()?;
    // Before any model runs: the inference pool (our kernels and candle's gemm) gets exactly
    // this many threads; without --threads, `perception.threads` (0 = all cores).
    let threads = aide::perception::kernels::set_threads(a.threads.unwrap_or(cfg.perception.threads))?;
    tracing::info!(threads, "inference threads");
    let imgsz = check_args(&a, cfg.perception.imgsz)?;
    let ck = Checkpoints::find(&a)?;
    let pl = pipeline(&cfg, &a, imgsz, &ck)?;
    let lat = latencies(&ck, &pl, imgsz, a.reps)?;
    let r = Report::new(&ck, imgsz, &lat, pl.report);
    if a.json {
        println!("{}", serde_json::to_string(&r)?);
    } else {
        print_report(&r, a.reps);
    }
    Ok(0)
}

/// Checks --seconds, --objects, --reps and the detector input size (--imgsz, default
/// `imgsz`), which it returns.
fn check_args(a: &PerceptionBenchArgs, imgsz: u32) -> anyhow::Result<u32> {
    if !(a.seconds.is_finite() && a.seconds > 0.0 && a.seconds <= 3600.0) {
        return Err(InvalidInput(format!("--seconds {} must be in 0 < S <= 3600", a.seconds)).into());
    }
    if !(1..=32).contains(&a.objects) || a.reps == 0 || a.reps > 1000 {
        return Err(InvalidInput("--objects must be in 1..=32 and --reps in 1..=1000".into()).into());
    }
    if !(1..=MAX_PROMPTS).contains(&a.prompts) {
        return Err(InvalidInput(format!("--prompts {} must be in 1..={MAX_PROMPTS}", a.prompts)).into());
    }
    let imgsz = a.imgsz.unwrap_or(imgsz);
    if !(32..=2048).contains(&imgsz) || !imgsz.is_multiple_of(32) {
        return Err(InvalidInput(format!("--imgsz {imgsz} must be a multiple of 32 in 32..=2048")).into());
    }
    Ok(imgsz)
}

/// The three checkpoints (detector, image tower, text tower): the full-size ones in
/// --weights, or the small test fixtures.
struct Checkpoints {
    dir: PathBuf,
    paths: Vec<PathBuf>,
    fixture: bool,
}

impl Checkpoints {
    fn find(a: &PerceptionBenchArgs) -> anyhow::Result<Checkpoints> {
        let (dir, names, fixture) = match &a.weights {
            Some(d) => (d.clone(), FULL, false),
            None => (PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/main"), FIXTURES, true),
        };
        let paths: Vec<PathBuf> = names.iter().map(|n| dir.join(n)).collect();
        for p in &paths {
            if !p.is_file() {
                return Err(InvalidInput(format!("checkpoint {} not found", p.display())).into());
            }
        }
        Ok(Checkpoints { dir, paths, fixture })
    }
}

/// The pipeline run, with the text tower and label tokens the latencies reuse.
struct Pipeline {
    report: PipelineBenchReport,
    text_tower: TextTransformer,
    label_tokens: Vec<Vec<u32>>,
}

/// Runs the perception pipeline on the synthetic sequence.
fn pipeline(cfg: &Config, a: &PerceptionBenchArgs, imgsz: u32, ck: &Checkpoints) -> anyhow::Result<Pipeline> {
    let path_str = |p: &Path| p.display().to_string();
    let mut pcfg = cfg.perception.clone();
    pcfg.yolo_world_weights = path_str(&ck.paths[0]);
    pcfg.mobileclip_weights = path_str(&ck.paths[1]);
    // The consumer ticks at the runtime's decision rate (`runtime.decision_rate_hz`, 10 Hz by default).
    let mut opts = PipelineBenchOptions {
        seconds: a.seconds,
        imgsz,
        objects: a.objects,
        decision_hz: cfg.runtime.decision_rate_hz,
        vocabulary: policy_vocabulary(a.prompts),
        ..Default::default()
    };

    let text_tower = TextTransformer::load_openai_clip(&Weights::load(&ck.paths[2])?).context("CLIP text tower")?;
    let label_tokens = tokens(&detector_labels(&opts.vocabulary), ck.fixture)?;
    if ck.fixture {
        // The small tower cannot take real CLIP ids: embed the folded ids here.
        let rows = l2_normalize(&text_tower.encode(&label_tokens)?)?.to_vec2::<f32>()?;
        opts.text_embeddings = Some(rows);
    } else {
        pcfg.clip_text_weights = path_str(&ck.paths[2]);
    }
    tracing::info!(weights = %ck.dir.display(), imgsz, seconds = a.seconds, "perception bench: pipeline");
    let report = run_pipeline_bench(&pcfg, &opts).context("perception pipeline")?;
    Ok(Pipeline { report, text_tower, label_tokens })
}

/// Single-forward latencies, ms (median of `reps`).
struct Latencies {
    yolo_ms: f64,
    yolo_pipeline_ms: f64,
    image_ms: f64,
    text_ms: f64,
}

/// Single-forward latencies, after the pipeline (its models are freed by now).
fn latencies(ck: &Checkpoints, pl: &Pipeline, imgsz: u32, reps: usize) -> anyhow::Result<Latencies> {
    let dev = Device::Cpu;
    let yolo = YoloWorld::load(&Weights::load(&ck.paths[0])?).context("YOLO-World")?;
    let x = Tensor::rand(0f32, 1.0, (1, 3, imgsz as usize, imgsz as usize), &dev)?;
    let text = l2_normalize(&pl.text_tower.encode(&pl.label_tokens)?)?.unsqueeze(0)?;
    let yolo_ms = median_ms(reps, || Ok(yolo.forward(&x, &text).map(drop)?))?;
    let (ph, pw) = (pl.report.input_height as usize, pl.report.input_width as usize);
    let yolo_pipeline_ms = if (ph, pw) == (imgsz as usize, imgsz as usize) {
        yolo_ms
    } else {
        let xp = Tensor::rand(0f32, 1.0, (1, 3, ph, pw), &dev)?;
        median_ms(reps, || Ok(yolo.forward(&xp, &text).map(drop)?))?
    };
    drop(yolo);
    let img = MobileClipImage::load(&Weights::load(&ck.paths[1])?).context("MobileCLIP image tower")?;
    let crop = Tensor::rand(0f32, 1.0, (1, 3, 256, 256), &dev)?;
    let image_ms = median_ms(reps, || Ok(img.forward(&crop).map(drop)?))?;
    drop(img);
    let one = vec![pl.label_tokens[0].clone()];
    let text_ms = median_ms(reps, || Ok(pl.text_tower.encode(&one).map(drop)?))?;
    Ok(Latencies { yolo_ms, yolo_pipeline_ms, image_ms, text_ms })
}

impl Report {
    fn new(ck: &Checkpoints, imgsz: u32, lat: &Latencies, p: PipelineBenchReport) -> Report {
        Report {
            weights: if ck.fixture { "fixtures (not representative)".into() } else { ck.dir.display().to_string() },
            representative: !ck.fixture,
            threads: candle_core::utils::get_num_threads(),
            imgsz,
            yolo_world_ms: lat.yolo_ms,
            yolo_world_pipeline_ms: lat.yolo_pipeline_ms,
            mobileclip_image_ms: lat.image_ms,
            text_ms: lat.text_ms,
            pipeline_hz: p.pipeline_hz,
            decision_hz: p.decision_hz,
            perception_age_p50_ms: p.perception_age_p50_ms,
            perception_age_p95_ms: p.perception_age_p95_ms,
            rss_mib: p.rss_mib,
            peak_rss_mib: p.peak_rss_mib,
            embeds_computed: p.embeds_computed,
            embeds_skipped: p.embeds_skipped,
            vocabulary_size: p.vocabulary_size,
            part_prompts: p.part_prompts,
            pipeline: p,
        }
    }
}

/// The human form of the report (`reps`: forwards per latency median).
fn print_report(r: &Report, reps: usize) {
    let p = &r.pipeline;
    println!(
        "weights: {} | threads {} | imgsz {} | letterbox {} ({}x{} detector input)",
        r.weights, r.threads, r.imgsz, p.letterbox, p.input_width, p.input_height
    );
    println!(
        "model latency, one forward (median of {}): yolo_world_ms {:.1} (square) / {:.1} (pipeline input) | mobileclip_image_ms {:.1} | text_ms {:.1}",
        reps, r.yolo_world_ms, r.yolo_world_pipeline_ms, r.mobileclip_image_ms, r.text_ms
    );
    println!(
        "pipeline ({} objects, {:.1} s): pipeline_hz {:.2} ({} frames, {:.0}% with every top crop embedded) | decision_hz {:.2}",
        p.objects,
        p.seconds,
        r.pipeline_hz,
        p.frames,
        p.frames_fully_embedded * 100.0,
        r.decision_hz
    );
    println!(
        "perception age: p50 {:.0} ms, perception_age_p95_ms {:.0}, max {:.0} ms | decision tick {} (periods {:.0}-{:.0} ms)",
        r.perception_age_p50_ms,
        r.perception_age_p95_ms,
        p.perception_age_max_ms,
        if p.decision_phase_lock { "phase-locked" } else { "fixed grid" },
        p.decision_period_min_ms,
        p.decision_period_max_ms
    );
    println!(
        "perception thread: {} | {} frames paced, {} free-running, {} late for their tick | {:.0}% of ticks found a new observation | capacity {:.1} frames/s of frame work",
        if p.pace_to_decision { "paced to the decision tick" } else { "free-running" },
        p.paced_frames,
        p.free_frames,
        p.late_frames,
        p.fresh_ticks * 100.0,
        p.pipeline_capacity_hz
    );
    println!(
        "embeddings: computed {} in {} batches, skipped {} (track cache) | tracks created {}",
        r.embeds_computed, p.embed_batches, r.embeds_skipped, p.tracks_created
    );
    println!("vocabulary: {} prompts, {} of them part prompts (medians)", r.vocabulary_size, r.part_prompts);
    println!("memory: rss_mib {:.0} (peak {:.0})", r.rss_mib, r.peak_rss_mib);
}
