//! `model verify` on fixtures computed by the official implementations (ultralytics, open_clip,
//! timm) with random weights: see tools/make_fixtures.py. `main/` is what development used;
//! `unseen/` has other seeds, input sizes, vocabularies and architecture sizes.

use aide::perception::models::verify::{verify, ModelKind};
use std::path::{Path, PathBuf};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn check(kind: ModelKind, weights: &str, fixture: &str) {
    let dir = fixtures();
    let r = verify(kind, &dir.join(weights), &dir.join(fixture))
        .unwrap_or_else(|e| panic!("{} {fixture}: {e}", kind.name()));
    assert!(
        r.passed(),
        "{} {fixture}: {} of {} elements out of tolerance, max_abs_diff={}, worst (index, got, expected) {:?}",
        kind.name(),
        r.failures,
        r.elements,
        r.max_abs_diff,
        r.worst
    );
    eprintln!("{} {fixture}: {} ; max_abs_diff={}", kind.name(), r.model, r.max_abs_diff);
}

#[test]
fn yolo_world_matches_ultralytics_at_two_sizes_and_vocabularies() {
    check(
        ModelKind::YoloWorld,
        "main/yolo_world_w0125.safetensors",
        "main/yolo_world_w0125_320x320_k3.fixture.safetensors",
    );
    check(
        ModelKind::YoloWorld,
        "main/yolo_world_w0125.safetensors",
        "main/yolo_world_w0125_192x256_k5.fixture.safetensors",
    );
}

#[test]
fn clip_text_matches_open_clip() {
    check(ModelKind::ClipText, "main/clip_text_w128l2.safetensors", "main/clip_text_w128l2_b3.fixture.safetensors");
}

#[test]
fn mobileclip_text_matches_open_clip() {
    check(
        ModelKind::MobileclipText,
        "main/mobileclip_s0.safetensors",
        "main/mobileclip_s0_text_b3.fixture.safetensors",
    );
}

#[test]
fn mobileclip_image_matches_open_clip_in_training_and_reparameterised_form() {
    check(
        ModelKind::MobileclipImage,
        "main/mobileclip_s0.safetensors",
        "main/mobileclip_s0_image_256_b1.fixture.safetensors",
    );
    check(
        ModelKind::MobileclipImage,
        "main/mobileclip_s2_reparam.safetensors",
        "main/mobileclip_s2_reparam_image_256_b1.fixture.safetensors",
    );
}
