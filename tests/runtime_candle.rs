//! The runtime with `perception.backend = "candle"`: YOLO-World + MobileCLIP checkpoints in the
//! official layout (random weights) on recorded frames, inside the same threads as `aide run`.

use aide::config::Config;
use aide::perception::camera::replay::{write_frame, write_meta, ReplayMeta};
use aide::perception::camera::synthetic::SyntheticCamera;
use aide::perception::Camera;
use aide::runtime::build;
use aide::runtime::supervisor::{Runtime, RuntimeOptions};
use std::path::Path;
use std::time::{Duration, Instant};

#[test]
fn the_perception_thread_runs_the_candle_models_on_recorded_frames() {
    let dir = tempfile::tempdir().unwrap();
    let frames = dir.path().join("frames");
    std::fs::create_dir_all(&frames).unwrap();
    let (w, h) = (320u32, 240u32);
    let meta = ReplayMeta {
        fps: 10.0,
        width: w,
        height: h,
        fx: 300.0,
        fy: 300.0,
        cx: 160.0,
        cy: 120.0,
        coeffs: [0.0; 5],
        depth_scale: 0.001,
    };
    write_meta(&frames, &meta).unwrap();
    let mut cam = SyntheticCamera::new(w, h);
    for i in 0..4 {
        write_frame(&frames, i, &cam.next_frame().unwrap()).unwrap();
    }

    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/main");
    let mut cfg = Config::embedded_default();
    cfg.runtime.state_dir = dir.path().join("state").display().to_string();
    cfg.knowledge.index_dir = format!("{}/aide-test-index", env!("CARGO_TARGET_TMPDIR"));
    cfg.knowledge.persist_plans = false; // the shared index stays as built
    cfg.camera.backend = "replay".into();
    cfg.camera.replay_dir = frames.display().to_string();
    cfg.camera.replay_loop = true;
    cfg.camera.width = w;
    cfg.camera.height = h;
    cfg.camera.cx = 160.0;
    cfg.camera.cy = 120.0;
    cfg.perception.backend = "candle".into();
    cfg.perception.imgsz = 224;
    cfg.perception.min_confidence = 0.0;
    cfg.perception.yolo_world_weights = fx.join("yolo_world_w0125.safetensors").display().to_string();
    cfg.perception.mobileclip_weights = fx.join("mobileclip_s0.safetensors").display().to_string();
    assert!(cfg.check().is_empty(), "{:?}", cfg.check());

    let kb = build::open_knowledge(&cfg).unwrap();
    let parts = build::build_parts(&cfg, kb, None).unwrap();
    let rt =
        Runtime::start(cfg, parts, RuntimeOptions { instruction: Some("I am thirsty".into()), ..Default::default() })
            .unwrap();
    let end = Instant::now() + Duration::from_secs(60);
    while rt.frames() < 3 && Instant::now() < end {
        std::thread::sleep(Duration::from_millis(50));
    }
    let frames_seen = rt.frames();
    let healthy = rt.healthy();
    rt.shutdown(Duration::from_secs(2)).unwrap();
    assert!(frames_seen >= 3, "the candle perception thread processed {frames_seen} frames");
    assert!(healthy, "control, decision and perception loops alive");
}
