//! The "unseen sizes" check: fixtures made with other seeds, input sizes, vocabularies and
//! architecture sizes (deeper YOLO C2f stacks, a head built for 4 classes, MobileCLIP-S1's
//! trunk at 224 px, a 1-layer 192-wide CLIP text tower) than the ones development used.

use aide::perception::models::verify::{verify, ModelKind};
use std::path::Path;

fn check(kind: ModelKind, weights: &str, fixture: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/unseen");
    let r = verify(kind, &dir.join(weights), &dir.join(fixture)).unwrap_or_else(|e| panic!("{fixture}: {e}"));
    assert!(r.passed(), "{fixture}: {} elements off, max_abs_diff={}, worst {:?}", r.failures, r.max_abs_diff, r.worst);
}

#[test]
fn yolo_world_at_unseen_sizes_depths_and_vocabularies() {
    check(
        ModelKind::YoloWorld,
        "yolo_world_w009d067.safetensors",
        "yolo_world_w009d067_224x288_k7.fixture.safetensors",
    );
    check(
        ModelKind::YoloWorld,
        "yolo_world_w009d067.safetensors",
        "yolo_world_w009d067_128x128_k1.fixture.safetensors",
    );
}

#[test]
fn clip_text_with_an_unseen_width_depth_and_vocabulary() {
    check(ModelKind::ClipText, "clip_text_w192l1.safetensors", "clip_text_w192l1_b4.fixture.safetensors");
}

#[test]
fn mobileclip_s1_at_unseen_sizes() {
    check(ModelKind::MobileclipImage, "mobileclip_s1.safetensors", "mobileclip_s1_image_224_b2.fixture.safetensors");
    check(ModelKind::MobileclipImage, "mobileclip_s1.safetensors", "mobileclip_s1_image_256_b1.fixture.safetensors");
    check(ModelKind::MobileclipText, "mobileclip_s1.safetensors", "mobileclip_s1_text_b2.fixture.safetensors");
}
