//! The perception pipeline per frame on the small committed checkpoints: detection, tracking
//! and crop embedding (only for the tracks that need it) on a synthetic sequence of a panning
//! camera over 8 textured boxes (time per frame; frames/s = 1 / time), and the tracker alone.
//!
//! `aide bench perception --weights DIR` runs the same pipeline threaded, on full-size
//! checkpoints, with the 10 Hz consumer and perception age.

use aide::config::{load_str, DEFAULT_TOML};
use aide::perception::candle_backend::CandleBackend;
use aide::perception::synthetic_scene::SceneCamera;
use aide::perception::tracker::{DepthView, Tracker, TrackerParams, View};
use aide::perception::{Camera, Frame};
use criterion::{criterion_group, criterion_main, Criterion};
use std::path::Path;

fn frames(n: usize) -> (Vec<Frame>, aide::perception::synthetic_scene::SceneMotion) {
    let mut cam = SceneCamera::new(320, 240, 1000.0, 8, 7);
    let motion = cam.motion();
    let frames = (0..n)
        .map(|i| {
            let mut f = cam.next_frame().unwrap();
            // 30 fps timestamps whatever the render speed.
            f.captured_ns = motion.start_ns + i as u64 * 33_333_333;
            let (rgb, depth) = cam.render(f.captured_ns);
            f.rgb = rgb.into();
            f.depth = Some(depth.into());
            f
        })
        .collect();
    (frames, motion)
}

fn bench(c: &mut Criterion) {
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/main");
    let mut cfg = load_str(DEFAULT_TOML, "default", &[]).unwrap().perception;
    cfg.backend = "candle".into();
    cfg.imgsz = 224;
    cfg.min_confidence = 0.0;
    cfg.max_detections = 8;
    cfg.embed_in_background = false; // one iteration = one frame fully processed
    cfg.yolo_world_weights = fx.join("yolo_world_w0125.safetensors").display().to_string();
    cfg.mobileclip_weights = fx.join("mobileclip_s0.safetensors").display().to_string();
    let (frames, motion) = frames(60);
    let mut be = CandleBackend::from_config(&cfg, Box::new(SceneCamera::new(320, 240, 30.0, 8, 7))).unwrap();
    let labels: Vec<String> = ["cup", "bottle", "bowl", "hammer"].iter().map(|s| s.to_string()).collect();
    let rows: Vec<Vec<f32>> =
        (0..labels.len()).map(|i| (0..512).map(|j| ((i * 512 + j) as f32 * 0.37).sin()).collect()).collect();
    be.set_vocabulary_embeddings(&labels, &rows).unwrap();

    let mut g = c.benchmark_group("pipeline");
    g.sample_size(20);
    let mut i = 0;
    g.bench_function("frame_detect_track_embed_fixtures", |b| {
        b.iter(|| {
            let f = &frames[i % frames.len()];
            i += 1;
            be.process(f, &motion.pose_at(f.captured_ns)).unwrap()
        })
    });
    let counters = be.counters();
    let get = aide::perception::candle_backend::PerceptionCounters::get;
    eprintln!(
        "pipeline: {} frames, embeddings computed {} / skipped {}",
        get(&counters.frames),
        get(&counters.embeds_computed),
        get(&counters.embeds_skipped)
    );

    // The tracker alone: 8 objects, a turning camera, depth.
    let k = frames[0].intrinsics;
    let dets: Vec<Vec<(String, aide::types::geometry::BBox)>> = frames
        .iter()
        .map(|f| {
            let pose = motion.pose_at(f.captured_ns);
            (0..8)
                .map(|j| {
                    let p = pose.inverse_transform_point(&nalgebra::Point3::new(0.2 * j as f64 - 0.7, 0.0, 2.0));
                    let (u, v) = (k.fx * p.x / p.z + k.cx, k.fy * p.y / p.z + k.cy);
                    (format!("l{}", j % 3), aide::types::geometry::BBox::centered(u as f32, v as f32, 30.0, 40.0))
                })
                .collect()
        })
        .collect();
    let mut tr = Tracker::new(TrackerParams::from_config(&aide::config::Config::embedded_default().perception));
    let mut j = 0;
    g.bench_function("tracker_update_8_objects", |b| {
        b.iter(|| {
            let f = &frames[j % frames.len()];
            let d = &dets[j % frames.len()];
            j += 1;
            let depth =
                f.depth.as_deref().map(|data| DepthView { width: k.width, height: k.height, data, scale: 0.001 });
            let view = View {
                t_ns: f.captured_ns + (j / frames.len()) as u64 * 2_000_000_000,
                pose: motion.pose_at(f.captured_ns),
                intrinsics: k,
                depth,
            };
            tr.update(&view, d.iter().map(|(l, b)| (l.as_str(), *b)))
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
