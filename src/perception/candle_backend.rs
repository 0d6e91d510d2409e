//! The `candle` perception backend: camera frame -> YOLO-World for the current vocabulary ->
//! MobileCLIP image embeddings of the top-N crops (one batched pass) -> [`Observation`].
//!
//! Any [`Camera`] works (RealSense, replay, or the [`SyntheticCamera`] below, which draws
//! moving coloured rectangles for tests and demos). Track ids are kept across frames by
//! greedy IoU matching with the previous frame's detections of the same label.

use super::models::clip_text::TextTransformer;
use super::models::clip_tokenizer::ClipTokenizer;
use super::models::detector::{DetectedBox, Detector, TextEncoder};
use super::models::layers::l2_normalize;
use super::models::mobileclip::MobileClipImage;
use super::models::nms::NmsParams;
use super::models::preprocess::{crop_resize, RgbView};
use super::models::weights::Weights;
use super::models::yolo_world::YoloWorld;
use super::{Camera, Detection, Frame, Intrinsics, Observation, PerceptionError, PerceptionSource};
use crate::config::PerceptionConfig;
use crate::geometry::BBox;
use candle_core::{Device, Tensor};
use nalgebra::Isometry3;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

/// Input side of the MobileCLIP image encoder.
pub const CROP_SIZE: u32 = 256;
/// IoU above which a detection continues the previous frame's track of the same label.
const TRACK_IOU: f32 = 0.3;

fn model_err(model: &str, reason: impl std::fmt::Display) -> PerceptionError {
    PerceptionError::Model { model: model.to_string(), reason: reason.to_string() }
}

/// YOLO-World + MobileCLIP on camera frames.
pub struct CandleBackend {
    camera: Box<dyn Camera>,
    detector: Detector,
    image_encoder: Option<MobileClipImage>,
    embed_top_n: usize,
    previous: Vec<(u64, String, BBox)>,
    next_track: u64,
    crops: Vec<f32>,
}

impl CandleBackend {
    pub fn new(
        camera: Box<dyn Camera>,
        detector: Detector,
        image_encoder: Option<MobileClipImage>,
        embed_top_n: usize,
    ) -> Self {
        CandleBackend {
            camera,
            detector,
            image_encoder,
            embed_top_n,
            previous: Vec::new(),
            next_track: 1,
            crops: Vec::new(),
        }
    }

    /// Loads the checkpoints named in `[perception]`.
    pub fn from_config(cfg: &PerceptionConfig, camera: Box<dyn Camera>) -> Result<Self, PerceptionError> {
        let load = |model: &str, path: &str| Weights::load(Path::new(path)).map_err(|e| model_err(model, e));
        let yolo =
            YoloWorld::load(&load("yolo-world", &cfg.yolo_world_weights)?).map_err(|e| model_err("yolo-world", e))?;
        let text = if cfg.clip_text_weights.is_empty() {
            None
        } else {
            let w = load("clip-text", &cfg.clip_text_weights)?;
            let tower = TextTransformer::load_openai_clip(&w).map_err(|e| model_err("clip-text", e))?;
            let tokenizer = ClipTokenizer::new().map_err(|e| model_err("clip-tokenizer", e))?;
            Some(TextEncoder { tokenizer, tower })
        };
        let image_encoder = if cfg.mobileclip_weights.is_empty() || cfg.embed_top_n == 0 {
            None
        } else {
            let w = load("mobileclip-image", &cfg.mobileclip_weights)?;
            Some(MobileClipImage::load(&w).map_err(|e| model_err("mobileclip-image", e))?)
        };
        let params =
            NmsParams { min_confidence: cfg.min_confidence, iou: cfg.nms_iou, max_detections: cfg.max_detections };
        let detector = Detector::new(yolo, text, cfg.imgsz, params);
        Ok(Self::new(camera, detector, image_encoder, cfg.embed_top_n))
    }

    /// How many times the vocabulary's text embeddings were computed.
    pub fn vocabulary_encodings(&self) -> u64 {
        self.detector.vocabulary_encodings
    }

    fn track_ids(&mut self, boxes: &[DetectedBox]) -> Vec<u64> {
        let mut free: Vec<bool> = vec![true; self.previous.len()];
        let mut ids = Vec::with_capacity(boxes.len());
        for b in boxes {
            let best = self
                .previous
                .iter()
                .enumerate()
                .filter(|(i, (_, l, _))| free[*i] && *l == b.label)
                .map(|(i, (id, _, pb))| (i, *id, pb.iou(&b.bbox)))
                .filter(|(_, _, iou)| *iou > TRACK_IOU)
                .max_by(|a, b| a.2.total_cmp(&b.2));
            let id = match best {
                Some((i, id, _)) => {
                    free[i] = false;
                    id
                }
                None => {
                    self.next_track += 1;
                    self.next_track - 1
                }
            };
            ids.push(id);
        }
        self.previous = boxes.iter().zip(&ids).map(|(b, id)| (*id, b.label.clone(), b.bbox)).collect();
        ids
    }

    fn embed_crops(&mut self, img: &RgbView<'_>, boxes: &[DetectedBox]) -> Result<Vec<Arc<[f32]>>, PerceptionError> {
        let Some(enc) = &self.image_encoder else {
            return Ok(Vec::new());
        };
        let n = boxes.len().min(self.embed_top_n);
        if n == 0 {
            return Ok(Vec::new());
        }
        self.crops.clear();
        for b in &boxes[..n] {
            crop_resize(img, &b.bbox, CROP_SIZE, &mut self.crops);
        }
        let s = CROP_SIZE as usize;
        let run = || -> Result<Vec<Vec<f32>>, Box<dyn std::error::Error>> {
            let x = Tensor::from_slice(&self.crops, (n, 3, s, s), &Device::Cpu)?;
            Ok(l2_normalize(&enc.forward(&x)?)?.to_vec2::<f32>()?)
        };
        let rows = run().map_err(|e| model_err("mobileclip-image", e))?;
        Ok(rows.into_iter().map(Arc::from).collect())
    }

    /// Processes one frame (exposed for replay tools and tests).
    pub fn process(&mut self, frame: &Frame, camera_pose: &Isometry3<f64>) -> Result<Observation, PerceptionError> {
        let start = Instant::now();
        let (w, h) = (frame.intrinsics.width, frame.intrinsics.height);
        let img = RgbView::new(w, h, &frame.rgb).ok_or_else(|| PerceptionError::Camera {
            device: self.camera.name().to_string(),
            reason: format!("frame {} has {} bytes for {w}x{h} RGB", frame.seq, frame.rgb.len()),
        })?;
        let boxes = self.detector.detect(&img)?;
        let ids = self.track_ids(&boxes);
        let embeddings = self.embed_crops(&img, &boxes)?;
        let detections = boxes
            .into_iter()
            .zip(ids)
            .enumerate()
            .map(|(i, (b, track_id))| Detection {
                track_id,
                label: b.label,
                confidence: b.score,
                bbox: b.bbox,
                parts: Vec::new(),
                embedding: embeddings.get(i).cloned(),
                position: None,
            })
            .collect();
        Ok(Observation {
            seq: frame.seq,
            captured_ns: frame.captured_ns,
            camera_pose: *camera_pose,
            image_size: (w, h),
            detections,
            people: Vec::new(),
            processing: start.elapsed(),
        })
    }
}

impl PerceptionSource for CandleBackend {
    fn next_observation(&mut self, camera_pose: &Isometry3<f64>) -> Result<Observation, PerceptionError> {
        let frame = self.camera.next_frame()?;
        self.process(&frame, camera_pose)
    }

    fn set_vocabulary(&mut self, labels: &[String]) {
        if let Err(e) = self.detector.set_vocabulary(labels) {
            tracing::warn!(error = %e, "perception: cannot set vocabulary {labels:?}; keeping the previous one");
        }
    }

    fn name(&self) -> &str {
        "candle"
    }
}

/// A camera that draws coloured rectangles moving across a grey background (no depth).
pub struct SyntheticCamera {
    width: u32,
    height: u32,
    seq: u64,
    /// (colour, x, y, w, h, dx per frame)
    rects: Vec<([u8; 3], i64, i64, i64, i64, i64)>,
}

impl SyntheticCamera {
    pub fn new(width: u32, height: u32) -> Self {
        let (w, h) = (width as i64, height as i64);
        SyntheticCamera {
            width,
            height,
            seq: 0,
            rects: vec![
                ([220, 40, 40], w / 10, h / 4, w / 4, h / 3, 3),
                ([40, 60, 220], w / 2, h / 2, w / 5, h / 4, -2),
                ([40, 200, 80], w / 3, h / 10, w / 8, h / 5, 1),
            ],
        }
    }
}

impl Camera for SyntheticCamera {
    fn next_frame(&mut self) -> Result<Frame, PerceptionError> {
        let (w, h) = (self.width as i64, self.height as i64);
        let mut rgb = vec![110u8; (w * h * 3) as usize];
        for &(c, x0, y0, rw, rh, dx) in &self.rects {
            let x0 = (x0 + dx * self.seq as i64).rem_euclid(w.max(1));
            for y in y0.max(0)..(y0 + rh).min(h) {
                for x in x0..(x0 + rw).min(w) {
                    let i = ((y * w + x) * 3) as usize;
                    rgb[i..i + 3].copy_from_slice(&c);
                }
            }
        }
        let f = Frame {
            seq: self.seq,
            captured_ns: crate::runtime::clock::now_ns(),
            intrinsics: Intrinsics {
                width: self.width,
                height: self.height,
                fx: self.width as f64,
                fy: self.width as f64,
                cx: self.width as f64 / 2.0,
                cy: self.height as f64 / 2.0,
                coeffs: [0.0; 5],
            },
            rgb: rgb.into(),
            depth: None,
            depth_scale: 0.001,
        };
        self.seq += 1;
        Ok(f)
    }

    fn name(&self) -> &str {
        "synthetic"
    }
}
