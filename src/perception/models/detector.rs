//! Open-vocabulary detection: letterbox -> YOLO-World for the current vocabulary -> NMS ->
//! boxes in original-image pixels. The vocabulary's CLIP text embeddings are computed once
//! per vocabulary change (never per frame) and kept L2-normalised, as ultralytics does.

use super::clip_text::TextTransformer;
use super::clip_tokenizer::ClipTokenizer;
use super::layers::{self, input_err, ModelError, Result};
use super::nms::{self, NmsParams};
use super::preprocess::{Letterbox, LetterboxMode, RgbView};
use super::yolo_world::YoloWorld;
use crate::types::geometry::BBox;
use candle_core::{Device, Tensor};

/// One detection in original-image pixels.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct DetectedBox {
    pub label: String,
    /// Index of the label in the vocabulary.
    pub class: usize,
    pub score: f32,
    pub bbox: BBox,
}

/// The CLIP text side: tokenizer + text tower.
pub struct TextEncoder {
    pub tokenizer: ClipTokenizer,
    pub tower: TextTransformer,
}

impl TextEncoder {
    /// L2-normalised embeddings (K, 512) of `labels`.
    pub fn embed(&self, labels: &[String]) -> Result<Tensor> {
        let tokens = self.tokenizer.tokenize_batch(labels).map_err(|e| input_err("labels", e.to_string()))?;
        Ok(layers::l2_normalize(&self.tower.encode(&tokens)?)?)
    }
}

/// YOLO-World with a cached vocabulary.
pub struct Detector {
    yolo: YoloWorld,
    text: Option<TextEncoder>,
    labels: Vec<String>,
    /// (1, K, 512), L2-normalised; `None` until a vocabulary is set.
    text_feats: Option<Tensor>,
    pub params: NmsParams,
    pub imgsz: u32,
    /// Square `imgsz` input, or a rectangle with minimal padding (see [`LetterboxMode`]).
    pub letterbox: LetterboxMode,
    input: Vec<f32>,
    /// How many times text embeddings were computed (for tests and logs).
    pub vocabulary_encodings: u64,
}

impl Detector {
    pub fn new(yolo: YoloWorld, text: Option<TextEncoder>, imgsz: u32, params: NmsParams) -> Self {
        Detector {
            yolo,
            text,
            labels: Vec::new(),
            text_feats: None,
            params,
            imgsz,
            letterbox: LetterboxMode::Square,
            input: Vec::new(),
            vocabulary_encodings: 0,
        }
    }

    /// Uses `mode` for the detector input's shape.
    pub fn with_letterbox(mut self, mode: LetterboxMode) -> Self {
        self.letterbox = mode;
        self
    }

    pub fn labels(&self) -> &[String] {
        &self.labels
    }

    /// Sets the vocabulary; text embeddings are recomputed only when the labels change.
    pub fn set_vocabulary(&mut self, labels: &[String]) -> Result<()> {
        if labels == self.labels.as_slice() && self.text_feats.is_some() {
            return Ok(());
        }
        if labels.is_empty() {
            self.labels.clear();
            self.text_feats = None;
            return Ok(());
        }
        let enc = self.text.as_ref().ok_or_else(|| input_err("vocabulary", "no CLIP text encoder loaded"))?;
        let feats = enc.embed(labels)?.unsqueeze(0)?;
        self.vocabulary_encodings += 1;
        self.labels = labels.to_vec();
        self.text_feats = Some(feats);
        Ok(())
    }

    /// Sets the vocabulary with embeddings computed elsewhere, (K, E); they are L2-normalised.
    pub fn set_vocabulary_embeddings(&mut self, labels: &[String], embeddings: &Tensor) -> Result<()> {
        let (k, _) = embeddings.dims2()?;
        if k != labels.len() {
            return Err(input_err("embeddings", format!("{k} rows for {} labels", labels.len())));
        }
        self.labels = labels.to_vec();
        self.text_feats = Some(layers::l2_normalize(embeddings)?.unsqueeze(0)?);
        Ok(())
    }

    /// Detects the vocabulary in an RGB image. Empty vocabulary: no detections.
    pub fn detect(&mut self, img: &RgbView<'_>) -> Result<Vec<DetectedBox>> {
        let Some(text) = &self.text_feats else {
            return Ok(Vec::new());
        };
        let lb = Letterbox::with_mode(img.width, img.height, self.imgsz, self.letterbox);
        lb.apply(img, &mut self.input);
        let x = Tensor::from_slice(&self.input, (1, 3, lb.height as usize, lb.width as usize), &Device::Cpu)?;
        let out = self.yolo.forward(&x, text)?; // (1, 4 + K, A)
        let (_, rows, a) = out.dims3()?;
        let k = rows - 4;
        let pred: Vec<f32> = out.flatten_all()?.to_vec1()?;
        let kept = nms::select(&pred, k, a, &self.params);
        Ok(kept
            .into_iter()
            .map(|c| DetectedBox {
                label: self.labels.get(c.class).cloned().unwrap_or_default(),
                class: c.class,
                score: c.score,
                bbox: lb.unmap(&c.bbox),
            })
            .collect())
    }
}

impl From<ModelError> for crate::perception::PerceptionError {
    fn from(e: ModelError) -> Self {
        crate::perception::PerceptionError::Model { model: "candle".into(), reason: e.to_string() }
    }
}
