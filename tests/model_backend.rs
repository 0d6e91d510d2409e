//! The `candle` perception backend on converted random-weight checkpoints: frames from a
//! synthetic camera, YOLO-World for the vocabulary, MobileCLIP embeddings of the top crops,
//! and the perception contract (part prompts and their kinds, tracked people, the frame, the
//! prompts' MobileCLIP text embeddings).

#[allow(dead_code)]
#[path = "support/child.rs"]
mod child;

use aide::config::{load_str, DEFAULT_TOML};
use aide::perception::camera::synthetic::SyntheticCamera;
use aide::perception::candle_backend::CandleBackend;
use aide::perception::PerceptionSource;
use aide::types::{EmbeddingSpace, PartBox, PartKind, PartPrompt, Vocabulary, PERSON_PROMPT};
use candle_core::{DType, Device, Tensor};
use nalgebra::Isometry3;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

/// A random OpenAI-CLIP text tower with the full 49408-token vocabulary (so real tokenizer
/// ids fit), 1 layer of width 64, official key names.
fn random_clip_text(dir: &Path) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut r = |shape: &[usize], s: f64| seeded_normal(&mut rng, shape, s as f32);
    let w = 64;
    let mut t: HashMap<String, Tensor> = HashMap::new();
    t.insert("token_embedding.weight".into(), r(&[49408, w], 0.02));
    t.insert("positional_embedding".into(), r(&[77, w], 0.01));
    let b = "transformer.resblocks.0";
    for (n, s) in [
        ("ln_1.weight", vec![w]),
        ("ln_1.bias", vec![w]),
        ("attn.in_proj_weight", vec![3 * w, w]),
        ("attn.in_proj_bias", vec![3 * w]),
        ("attn.out_proj.weight", vec![w, w]),
        ("attn.out_proj.bias", vec![w]),
        ("ln_2.weight", vec![w]),
        ("ln_2.bias", vec![w]),
        ("mlp.c_fc.weight", vec![4 * w, w]),
        ("mlp.c_fc.bias", vec![4 * w]),
        ("mlp.c_proj.weight", vec![w, 4 * w]),
        ("mlp.c_proj.bias", vec![w]),
    ] {
        t.insert(format!("{b}.{n}"), r(&s, 0.1));
    }
    t.insert("ln_final.weight".into(), r(&[w], 0.1));
    t.insert("ln_final.bias".into(), r(&[w], 0.1));
    t.insert("text_projection".into(), r(&[w, 512], 0.125));
    let p = dir.join("clip_text_random.safetensors");
    candle_core::safetensors::save(&t, &p).unwrap();
    p.display().to_string()
}

#[test]
fn frames_become_observations_with_crop_embeddings_and_the_vocabulary_is_cached() {
    let dir = tempfile::tempdir().unwrap();
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/main");
    let mut cfg = load_str(DEFAULT_TOML, "default", &[]).unwrap().perception;
    cfg.backend = "candle".into();
    cfg.imgsz = 224;
    cfg.min_confidence = 0.0; // random weights: keep whatever the detector ranks highest
    cfg.max_detections = 6;
    cfg.embed_top_n = 3;
    cfg.embed_in_background = false; // every observation waits for its crops
    cfg.yolo_world_weights = fx.join("yolo_world_w0125.safetensors").display().to_string();
    cfg.mobileclip_weights = fx.join("mobileclip_s0.safetensors").display().to_string();
    cfg.clip_text_weights = random_clip_text(dir.path());
    let mut be = CandleBackend::from_config(&cfg, Box::new(SyntheticCamera::new(320, 240))).unwrap();
    assert_eq!(be.name(), "candle");

    let vocab = objects(&["cup", "hammer", "bottle"]);
    be.set_vocabulary(&vocab);
    be.set_vocabulary(&vocab);
    assert_eq!(be.vocabulary_encodings(), 1, "same vocabulary: no re-encoding");

    let pose = Isometry3::identity();
    let mut last_seq = None;
    for _ in 0..2 {
        let obs = be.next_observation(&pose).unwrap();
        assert_eq!(obs.image_size, (320, 240));
        assert!(last_seq.is_none_or(|s| obs.seq > s));
        last_seq = Some(obs.seq);
        assert_eq!(obs.detections.len(), 6);
        let mut ids: Vec<u64> = obs.detections.iter().map(|d| d.track_id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), 6, "track ids are unique within a frame");
        for (i, d) in obs.ranked().iter().enumerate() {
            assert!(vocab.has_object(&d.label));
            assert!(d.bbox.inside_image(320.0, 240.0), "{:?}", d.bbox);
            // The top 3 always carry an embedding (computed now, or their track's earlier one);
            // the others may carry their track's earlier one.
            match &d.embedding {
                Some(e) => {
                    assert_eq!(e.len(), 512);
                    let n: f32 = e.iter().map(|v| v * v).sum::<f32>().sqrt();
                    assert!((n - 1.0).abs() < 1e-4);
                }
                None => assert!(i >= 3, "detection {i} of the top 3 has no embedding"),
            }
        }
    }
    be.set_vocabulary(&objects(&["sponge"]));
    assert_eq!(be.vocabulary_encodings(), 2);
    let obs = be.next_observation(&pose).unwrap();
    assert!(obs.detections.iter().all(|d| d.label == "sponge"));
}

#[test]
fn crops_are_embedded_once_per_track_on_the_embed_stage_and_reused_afterwards() {
    let dir = tempfile::tempdir().unwrap();
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/main");
    let mut cfg = load_str(DEFAULT_TOML, "default", &[]).unwrap().perception;
    cfg.backend = "candle".into();
    cfg.imgsz = 160;
    cfg.min_confidence = 0.0;
    cfg.max_detections = 4;
    cfg.embed_top_n = 3;
    cfg.embed_in_background = true;
    cfg.reembed_max_age_ms = 3_600_000;
    cfg.yolo_world_weights = fx.join("yolo_world_w0125.safetensors").display().to_string();
    cfg.mobileclip_weights = fx.join("mobileclip_s0.safetensors").display().to_string();
    cfg.clip_text_weights = random_clip_text(dir.path());
    let mut cam = SyntheticCamera::new(200, 150);
    let mut frame = aide::perception::Camera::next_frame(&mut cam).unwrap();
    let mut be = CandleBackend::from_config(&cfg, Box::new(cam)).unwrap();
    let vocab = objects(&["cup", "bottle"]);
    be.set_vocabulary(&vocab);
    be.set_vocabulary(&objects(&["bottle"]));
    be.set_vocabulary(&vocab);
    assert_eq!(be.vocabulary_encodings(), 1, "known labels are never re-encoded");
    let pose = Isometry3::identity();
    let counters = be.counters();
    let get = aide::perception::candle_backend::PerceptionCounters::get;

    // The same scene again and again: the tracks stay, their crops are embedded once.
    let first = be.process(&frame, &pose).unwrap();
    assert_eq!(first.detections.len(), 4);
    assert!(first.detections.iter().all(|d| d.embedding.is_none()), "published before the embed stage finished");
    be.flush_embeddings();
    assert_eq!(get(&counters.embeds_computed), 3, "one batch of the top 3 crops");
    assert_eq!(get(&counters.embed_batches), 1);
    for k in 1..4u64 {
        frame.seq = k;
        frame.captured_ns += 100_000_000;
        let obs = be.process(&frame, &pose).unwrap();
        let ids: Vec<u64> = obs.detections.iter().map(|d| d.track_id).collect();
        let first_ids: Vec<u64> = first.detections.iter().map(|d| d.track_id).collect();
        assert_eq!(ids, first_ids, "frame {k}: same objects, same ids");
        for d in &obs.ranked()[..3] {
            assert_eq!(d.embedding.as_ref().map(|e| e.len()), Some(512), "frame {k}: cached embedding");
        }
        be.flush_embeddings();
    }
    assert_eq!(get(&counters.embeds_computed), 3, "nothing re-embedded");
    assert_eq!(get(&counters.embeds_skipped), 9, "3 frames x 3 top crops reused");
    assert_eq!(get(&counters.frames_fully_embedded), 3);
}

/// A grey picture with a red block, saved as `dir/in.png`.
fn red_block_png(dir: &Path) -> (image::RgbImage, std::path::PathBuf) {
    let mut img = image::RgbImage::from_pixel(200, 150, image::Rgb([100, 100, 100]));
    for y in 30..90 {
        for x in 40..120 {
            img.put_pixel(x, y, image::Rgb([200, 30, 30]));
        }
    }
    let input = dir.join("in.png");
    img.save(&input).unwrap();
    (img, input)
}

#[test]
fn aide_detect_prints_json_boxes_and_draws_them_on_a_png() {
    let dir = tempfile::tempdir().unwrap();
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/main");
    let clip = random_clip_text(dir.path());
    let (img, input) = red_block_png(dir.path());
    let (w, h) = img.dimensions();
    let out = dir.path().join("boxes.png");
    let yolo = fx.join("yolo_world_w0125.safetensors");
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_aide"))
        .args(["detect", "--image", input.to_str().unwrap(), "--prompts", "cup, hammer", "--weights"])
        .arg(&yolo)
        .args(["--clip-weights", &clip, "--conf", "0", "--imgsz", "160", "--json", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let boxes: Vec<serde_json::Value> = serde_json::from_slice(&o.stdout).unwrap();
    assert!(!boxes.is_empty());
    for b in &boxes {
        assert!(["cup", "hammer"].contains(&b["label"].as_str().unwrap()));
        assert_eq!(b["bbox"].as_array().unwrap().len(), 4);
    }
    let drawn = image::open(&out).unwrap().to_rgb8();
    assert_eq!(drawn.dimensions(), (w, h));
    assert_ne!(drawn.as_raw(), img.as_raw(), "boxes were drawn");
}

#[test]
fn aide_detect_without_prompts_looks_for_what_the_policy_gives_the_running_robot() {
    let dir = tempfile::tempdir().unwrap();
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/main");
    let clip = random_clip_text(dir.path());
    let (_, input) = red_block_png(dir.path());
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_aide"))
        .args(["--set", &child::shared_index_setting(), "detect", "--image", input.to_str().unwrap()])
        .args(["--instruction", "I am thirsty", "--weights"])
        .arg(fx.join("yolo_world_w0125.safetensors"))
        .args(["--clip-weights", &clip, "--conf", "0", "--imgsz", "160", "--json"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    let line = err.lines().find(|l| l.starts_with("vocabulary (policy):")).expect("the vocabulary is printed");
    let prompts: Vec<&str> = line.split_once(": ").unwrap().1.split_once(": ").unwrap().1.split(", ").collect();
    assert!(prompts.contains(&PERSON_PROMPT) && prompts.contains(&"handle"), "{line}");
    assert!(prompts.len() >= 16, "a policy-sized vocabulary: {line}");
    let boxes: Vec<serde_json::Value> = serde_json::from_slice(&o.stdout).unwrap();
    assert!(!boxes.is_empty());
    for b in &boxes {
        assert!(prompts.contains(&b["label"].as_str().unwrap()), "{b} is under a policy prompt");
    }
}

#[test]
fn the_crop_encoder_pauses_before_every_block_and_still_computes_the_same_embedding() {
    use aide::perception::models::mobileclip::MobileClipImage;
    use aide::perception::models::weights::Weights;
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/main");
    let enc = MobileClipImage::load(&Weights::load(&fx.join("mobileclip_s0.safetensors")).unwrap()).unwrap();
    let x = Tensor::randn(0f32, 1.0, (2, 3, 64, 64), &Device::Cpu).unwrap();
    let plain = enc.forward(&x).unwrap().to_vec2::<f32>().unwrap();
    let mut pauses = 0;
    let paused = enc.forward_pausing(&x, &mut || pauses += 1).unwrap().to_vec2::<f32>().unwrap();
    assert_eq!(plain, paused, "pausing changes nothing but the timing");
    let blocks: usize = enc.info().blocks.iter().sum();
    assert!(pauses > blocks, "{pauses} pauses for {blocks} blocks (plus stem, downsampling, final conv)");
}

/// A vocabulary of object prompts only.
fn objects(prompts: &[&str]) -> Vocabulary {
    Vocabulary::new(prompts.iter().map(|p| p.to_string()), [])
}

/// The candle backend's configuration on the committed random-weight checkpoints: every box
/// the detector ranks highest is kept, crops are embedded in the calling thread.
fn fixture_config(dir: &Path, imgsz: u32, max_detections: usize) -> aide::config::PerceptionConfig {
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/main");
    let mut cfg = load_str(DEFAULT_TOML, "default", &[]).unwrap().perception;
    cfg.backend = "candle".into();
    cfg.imgsz = imgsz;
    cfg.min_confidence = 0.0;
    cfg.max_detections = max_detections;
    cfg.embed_top_n = 3;
    cfg.embed_in_background = false;
    cfg.yolo_world_weights = fx.join("yolo_world_w0125.safetensors").display().to_string();
    cfg.mobileclip_weights = fx.join("mobileclip_s0.safetensors").display().to_string();
    cfg.clip_text_weights = random_clip_text(dir);
    cfg
}

/// The committed MobileCLIP-S0 fixture with a text tower that takes real CLIP token ids: its
/// 1000-token embedding table replaced by a random 49408-token one (everything else as
/// committed).
fn mobileclip_with_full_token_table(dir: &Path) -> String {
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/main/mobileclip_s0.safetensors");
    let mut t = candle_core::safetensors::load(&fx, &Device::Cpu).unwrap();
    let width = t["text.token_embedding.weight"].dim(1).unwrap();
    let table = seeded_normal(&mut ChaCha8Rng::seed_from_u64(29), &[49408, width], 0.02);
    t.insert("text.token_embedding.weight".into(), table);
    let p = dir.join("mobileclip_s0_full_tokens.safetensors");
    candle_core::safetensors::save(&t, &p).unwrap();
    p.display().to_string()
}

fn part(name: &str, kind: PartKind) -> PartPrompt {
    PartPrompt { name: name.into(), kind }
}

#[test]
fn part_boxes_exist_only_for_the_vocabularys_part_prompts_and_take_its_kind() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = fixture_config(dir.path(), 160, 40);
    let mut cam = SyntheticCamera::new(200, 150);
    let frame = aide::perception::Camera::next_frame(&mut cam).unwrap();
    let mut be = CandleBackend::from_config(&cfg, Box::new(cam)).unwrap();
    let pose = Isometry3::identity();

    // "mug handle" as an object prompt is an object, whatever its last word.
    be.set_vocabulary(&objects(&["cup", "mug handle"]));
    let obs = be.process(&frame, &pose).unwrap();
    assert!(obs.detections.iter().all(|d| d.parts.is_empty()), "no part prompt, no parts");
    assert!(obs.detections.iter().any(|d| d.label == "mug handle"), "reported as a detection");

    // "handle" as a functional part prompt (the part words would say operational).
    be.set_vocabulary(&Vocabulary::new(["cup".into()], [part("handle", PartKind::Functional)]));
    let obs = be.process(&frame, &pose).unwrap();
    assert!(obs.detections.iter().all(|d| d.label == "cup"), "a part box is never a detection");
    let parts: Vec<&PartBox> = obs.detections.iter().flat_map(|d| &d.parts).collect();
    assert!(!parts.is_empty(), "some handle box lies inside a cup box");
    for p in parts {
        assert_eq!((p.kind, p.name.as_str()), (PartKind::Functional, "handle"));
    }
}

#[test]
fn person_boxes_are_tracked_people_with_depth_positions_and_track_velocities() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = fixture_config(dir.path(), 160, 5);
    let (w, h) = (200u32, 150u32);
    let mut cam = SyntheticCamera::new(w, h);
    let mut frame = aide::perception::Camera::next_frame(&mut cam).unwrap();
    let mut be = CandleBackend::from_config(&cfg, Box::new(cam)).unwrap();
    be.set_vocabulary(&objects(&["bottle", PERSON_PROMPT]));
    let pose = Isometry3::translation(0.5, 0.0, 0.0);
    // The same image twice, 0.5 s apart, everything 0.5 m further away the second time.
    frame.depth = Some(vec![2000u16; (w * h) as usize].into());
    let first = be.process(&frame, &pose).unwrap();
    frame.seq += 1;
    frame.captured_ns += 500_000_000;
    frame.depth = Some(vec![2500u16; (w * h) as usize].into());
    let second = be.process(&frame, &pose).unwrap();

    assert!(!first.people.is_empty(), "random weights rank some person boxes in the top 5");
    for obs in [&first, &second] {
        assert_eq!(obs.people.len() + obs.detections.len(), 5);
        assert!(obs.detections.iter().all(|d| d.label == "bottle"), "people are not detections");
    }
    let ids = |o: &aide::types::Observation| o.people.iter().map(|p| p.track_id).collect::<Vec<_>>();
    assert_eq!(ids(&first), ids(&second), "same image: same person tracks");
    for (a, b) in first.people.iter().zip(&second.people) {
        assert_eq!(a.velocity, [0.0; 3], "first sighting of a track");
        assert!((a.position[2] - 2.0).abs() < 1e-3 && (b.position[2] - 2.5).abs() < 1e-3, "{a:?} {b:?}");
        // the same pixel 1.25 times further: camera-frame x scales by 1.25, the base frame's
        // x is the camera's plus its 0.5 m offset
        assert!(((b.position[0] - 0.5) - 1.25 * (a.position[0] - 0.5)).abs() < 1e-3, "{a:?} {b:?}");
        for k in 0..3 {
            let v = (b.position[k] - a.position[k]) / 0.5;
            assert!((b.velocity[k] - v).abs() < 1e-9, "axis {k}: {b:?} after {a:?}");
        }
        assert!((b.velocity[2] - 1.0).abs() < 1e-3, "0.5 m in 0.5 s away from the camera: {b:?}");
    }
}

#[test]
fn an_observation_carries_its_frame_and_the_object_prompts_mobileclip_text_embeddings() {
    use aide::perception::models::clip_tokenizer::ClipTokenizer;
    use aide::perception::models::layers::l2_normalize;
    use aide::perception::models::mobileclip::MobileClipText;
    use aide::perception::models::weights::Weights;
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = fixture_config(dir.path(), 160, 4);
    cfg.mobileclip_weights = mobileclip_with_full_token_table(dir.path());
    let mut cam = SyntheticCamera::new(200, 150);
    let frame = aide::perception::Camera::next_frame(&mut cam).unwrap();
    let mut be = CandleBackend::from_config(&cfg, Box::new(cam)).unwrap();
    assert_eq!(be.prompt_embeddings_unavailable(), None);
    let counters = be.counters();
    let get = aide::perception::candle_backend::PerceptionCounters::get;

    let vocab =
        Vocabulary::new(["mug", "bottle", PERSON_PROMPT].map(String::from), [part("handle", PartKind::Operational)]);
    be.set_vocabulary(&vocab);
    let obs = be.process(&frame, &Isometry3::identity()).unwrap();
    let shown = obs.frame.as_ref().expect("the frame");
    assert!(Arc::ptr_eq(&shown.rgb, &frame.rgb) && shown.seq == frame.seq, "the frame itself, not a copy");
    let table = obs.prompt_embeddings.clone().expect("prompt embeddings");
    assert_eq!(table.space, EmbeddingSpace::MobileClip);
    let names: Vec<&str> = table.prompts.iter().map(|(p, _)| p.as_str()).collect();
    assert_eq!(names, ["bottle", "mug", "person"], "object prompts, sorted; no part prompt");

    // Each row is MobileCLIP's text tower on the CLIP tokens of its prompt, unit norm, as wide
    // as the crop embeddings.
    let text = MobileClipText::load(&Weights::load(Path::new(&cfg.mobileclip_weights)).unwrap()).unwrap();
    let tokens = ClipTokenizer::new().unwrap().tokenize_batch(&names).unwrap();
    let want = l2_normalize(&text.encode(&tokens).unwrap()).unwrap().to_vec2::<f32>().unwrap();
    let crop = obs.ranked()[0].embedding.clone().expect("the top crop's embedding");
    for ((p, e), w) in table.prompts.iter().zip(&want) {
        assert_eq!(e.len(), crop.len(), "{p}");
        let n: f32 = e.iter().map(|v| v * v).sum::<f32>().sqrt();
        assert!((n - 1.0).abs() < 1e-4, "{p}: norm {n}");
        assert!(e.iter().zip(w).all(|(a, b)| (a - b).abs() < 1e-5), "{p}");
    }
    let crop_norm: f32 = crop.iter().map(|v| v * v).sum::<f32>().sqrt();
    assert!((crop_norm - 1.0).abs() < 1e-4);

    // Cached per prompt: one new prompt costs one pass of one prompt; known ones none.
    assert_eq!((be.prompt_encodings(), get(&counters.prompt_embeds_computed)), (1, 3));
    be.set_vocabulary(&vocab.with_objects(&["sponge".to_string()]));
    assert_eq!((be.prompt_encodings(), get(&counters.prompt_embeds_computed)), (2, 4));
    be.set_vocabulary(&vocab);
    assert_eq!((be.prompt_encodings(), get(&counters.prompt_embeds_computed)), (2, 4));
    let again = be.process(&frame, &Isometry3::identity()).unwrap();
    let again = again.prompt_embeddings.expect("prompt embeddings");
    assert_eq!(*again, *table, "the same rows from the cache");
    let next = be.process(&frame, &Isometry3::identity()).unwrap();
    assert!(Arc::ptr_eq(&again, next.prompt_embeddings.as_ref().unwrap()), "one table shared by observations");
}

#[test]
fn without_a_usable_mobileclip_text_tower_observations_carry_no_prompt_embeddings() {
    let dir = tempfile::tempdir().unwrap();
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/main");
    // The committed S0 fixture's text tower has 1000 token ids; the S2 fixture has no text tower.
    for (weights, why) in
        [("mobileclip_s0.safetensors", "1000"), ("mobileclip_s2_reparam.safetensors", "no MobileCLIP text tower")]
    {
        let mut cfg = fixture_config(dir.path(), 160, 3);
        cfg.mobileclip_weights = fx.join(weights).display().to_string();
        let mut be = CandleBackend::from_config(&cfg, Box::new(SyntheticCamera::new(200, 150))).unwrap();
        let reason = be.prompt_embeddings_unavailable().expect("a reason").to_string();
        assert!(reason.contains(why), "{weights}: {reason}");
        be.set_vocabulary(&objects(&["cup"]));
        let obs = be.next_observation(&Isometry3::identity()).unwrap();
        assert!(obs.prompt_embeddings.is_none() && obs.frame.is_some());
        assert!(obs.ranked()[0].embedding.is_some(), "crops are still embedded");
    }
}

/// Normal(0, `sd`) weights of `shape` from a seeded generator (Box-Muller), as f16: the same
/// random tower in every run, so what the detector ranks first does not change between runs.
fn seeded_normal(rng: &mut ChaCha8Rng, shape: &[usize], sd: f32) -> Tensor {
    let n: usize = shape.iter().product();
    let v: Vec<f32> = (0..n)
        .map(|_| {
            let (u1, u2): (f32, f32) = (rng.random_range(1e-7..1.0), rng.random_range(0.0..1.0));
            sd * (-2.0 * u1.ln()).sqrt() * (std::f32::consts::TAU * u2).cos()
        })
        .collect();
    Tensor::from_vec(v, shape, &Device::Cpu).unwrap().to_dtype(DType::F16).unwrap()
}
