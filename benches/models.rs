//! Perception model latency at the default sizes, batch 1: YOLO-World at perception.imgsz
//! (320) with a 4-label vocabulary, MobileCLIP image tower at 256, CLIP and MobileCLIP text
//! towers on 77 tokens.
//!
//! Full-size random checkpoints (the real architectures) come from
//! `python tools/make_fixtures.py --full-size DIR`; point the bench at them with
//! `AIDE_BENCH_WEIGHTS=DIR cargo bench --bench models`. Without it the small committed
//! fixtures are used (useful as a smoke run, meaningless as numbers).

use aide::perception::models::clip_text::TextTransformer;
use aide::perception::models::mobileclip::{MobileClipImage, MobileClipText};
use aide::perception::models::weights::Weights;
use aide::perception::models::yolo_world::YoloWorld;
use candle_core::{Device, Tensor};
use criterion::{criterion_group, criterion_main, Criterion};
use std::path::PathBuf;

fn weights(full: &str, fixture: &str) -> Weights {
    let p = match std::env::var("AIDE_BENCH_WEIGHTS") {
        Ok(dir) => PathBuf::from(dir).join(full),
        Err(_) => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/main").join(fixture),
    };
    Weights::load(&p).unwrap_or_else(|e| panic!("{e}"))
}

fn bench(c: &mut Criterion) {
    let dev = Device::Cpu;
    let mut g = c.benchmark_group("models");
    g.sample_size(10);

    let yolo = YoloWorld::load(&weights("yolov8s-worldv2.safetensors", "yolo_world_w0125.safetensors")).unwrap();
    let x = Tensor::rand(0f32, 1.0, (1, 3, 320, 320), &dev).unwrap();
    let t = Tensor::randn(0f32, 1.0, (1, 4, 512), &dev).unwrap();
    g.bench_function("yolo_world_320_k4", |b| b.iter(|| yolo.forward(&x, &t).unwrap()));

    let img = MobileClipImage::load(&weights("mobileclip2_s0.safetensors", "mobileclip_s0.safetensors")).unwrap();
    let x = Tensor::rand(0f32, 1.0, (1, 3, 256, 256), &dev).unwrap();
    g.bench_function("mobileclip_image_256", |b| b.iter(|| img.forward(&x).unwrap()));

    let mut tokens = vec![0u32; 77];
    tokens[..6].copy_from_slice(&[49406, 320, 1125, 539, 320, 1937]);
    tokens[6] = 49407;
    let small = std::env::var("AIDE_BENCH_WEIGHTS").is_err();
    if small {
        // the committed towers have 1000-token vocabularies
        for v in tokens.iter_mut().filter(|v| **v > 0) {
            *v %= 998;
        }
        tokens[6] = 999;
    }
    let mtext = MobileClipText::load(&weights("mobileclip2_s0.safetensors", "mobileclip_s0.safetensors")).unwrap();
    let batch = vec![tokens.clone()];
    g.bench_function("mobileclip_text_77", |b| b.iter(|| mtext.encode(&batch).unwrap()));

    let clip =
        TextTransformer::load_openai_clip(&weights("clip_vit_b32_text.safetensors", "clip_text_w128l2.safetensors"))
            .unwrap();
    g.bench_function("clip_text_77", |b| b.iter(|| clip.encode(&batch).unwrap()));
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
