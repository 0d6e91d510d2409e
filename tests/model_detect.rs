//! Detection end to end (letterbox, YOLO-World, DFL boxes, NMS, label mapping) with a
//! checkpoint whose contrastive head is set so one class must win: every level's BatchNorm
//! maps all region embeddings to 5 * e0 (gamma 0, beta 5 e0), logit scale exp(0), bias -1,
//! so a class scores sigmoid(5 cos(text_k, e0) - 1). "hammer" is embedded as e0, every other
//! label points away from e0.

use aide::perception::models::detector::Detector;
use aide::perception::models::nms::NmsParams;
use aide::perception::models::preprocess::RgbView;
use aide::perception::models::weights::Weights;
use aide::perception::models::yolo_world::YoloWorld;
use candle_core::{Device, Tensor};
use std::collections::BTreeMap;

fn one_class_checkpoint() -> Weights {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/main/yolo_world_w0125.safetensors");
    let mut t: BTreeMap<String, Tensor> =
        candle_core::safetensors::load(&path, &Device::Cpu).unwrap().into_iter().collect();
    let dev = Device::Cpu;
    for i in 0..3 {
        let p = format!("model.22.cv4.{i}");
        let e = t[&format!("{p}.norm.weight")].dims1().unwrap();
        let mut beta = vec![0f32; e];
        beta[0] = 5.0;
        t.insert(format!("{p}.norm.weight"), Tensor::zeros(e, candle_core::DType::F32, &dev).unwrap());
        t.insert(format!("{p}.norm.bias"), Tensor::from_vec(beta, e, &dev).unwrap());
        t.insert(format!("{p}.logit_scale"), Tensor::new(0f32, &dev).unwrap());
        t.insert(format!("{p}.bias"), Tensor::new(&[-1f32], &dev).unwrap());
    }
    Weights::from_tensors(t, "one-class-wins").unwrap()
}

#[test]
fn the_class_the_head_favours_wins_every_detection() {
    let yolo = YoloWorld::load(&one_class_checkpoint()).unwrap();
    let params = NmsParams { min_confidence: 0.5, iou: 0.7, max_detections: 20 };
    let mut det = Detector::new(yolo, None, 320, params);
    let labels: Vec<String> = ["cup", "hammer", "knife", "sponge"].iter().map(|s| s.to_string()).collect();
    let mut emb = vec![0f32; 4 * 512];
    for k in 0..4 {
        for j in 0..512 {
            emb[k * 512 + j] = (((k * 7919 + j * 104729) % 1000) as f32 / 1000.0) - 0.5;
        }
        emb[k * 512] = if k == 1 { 40.0 } else { -40.0 };
    }
    let emb = Tensor::from_vec(emb, (4, 512), &Device::Cpu).unwrap();
    det.set_vocabulary_embeddings(&labels, &emb).unwrap();
    // a 640 x 480 frame with a red and a blue rectangle
    let (w, h) = (640u32, 480u32);
    let mut rgb = vec![90u8; (w * h * 3) as usize];
    for y in 100..300 {
        for x in 50..250 {
            rgb[((y * w + x) * 3) as usize] = 220;
        }
        for x in 350..600 {
            rgb[((y * w + x) * 3 + 2) as usize] = 200;
        }
    }
    let boxes = det.detect(&RgbView::new(w, h, &rgb).unwrap()).unwrap();
    assert!(!boxes.is_empty(), "the favoured class scores ~0.98 everywhere");
    assert!(boxes.len() <= 20);
    for b in &boxes {
        assert_eq!(b.label, "hammer", "{b:?}");
        assert_eq!(b.class, 1);
        assert!(b.score > 0.9, "{b:?}");
        assert!(b.bbox.inside_image(w as f32, h as f32), "{b:?}");
    }
    assert!(boxes.windows(2).all(|p| p[0].score >= p[1].score), "sorted by confidence");
}
