//! `aide model verify`: run a model on a fixture's inputs and compare with the outputs the
//! official implementation computed (see tools/make_fixtures.py for the fixture layout).

use super::clip_text::{tokens_from_tensor, TextTransformer};
use super::layers::ModelError;
use super::mobileclip::{MobileClipImage, MobileClipText};
use super::weights::{Weights, WeightsError};
use super::yolo_world::YoloWorld;
use candle_core::{DType, Device, Tensor};
use std::collections::HashMap;
use std::path::Path;

/// Which model a checkpoint holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ModelKind {
    YoloWorld,
    MobileclipImage,
    MobileclipText,
    ClipText,
}

impl ModelKind {
    pub const ALL: [ModelKind; 4] =
        [ModelKind::YoloWorld, ModelKind::MobileclipImage, ModelKind::MobileclipText, ModelKind::ClipText];

    pub fn name(self) -> &'static str {
        match self {
            ModelKind::YoloWorld => "yolo-world",
            ModelKind::MobileclipImage => "mobileclip-image",
            ModelKind::MobileclipText => "mobileclip-text",
            ModelKind::ClipText => "clip-text",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.name() == s)
    }

    /// Fixture input names and the expected-output name.
    pub fn tensors(self) -> (&'static [&'static str], &'static str) {
        match self {
            ModelKind::YoloWorld => (&["images", "txt_feats"], "output"),
            ModelKind::MobileclipImage => (&["images"], "image_embeds"),
            ModelKind::MobileclipText | ModelKind::ClipText => (&["tokens"], "text_embeds"),
        }
    }
}

/// Why verification could not run.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum VerifyError {
    #[error(transparent)]
    Weights(#[from] WeightsError),
    #[error("fixture `{path}`: {reason}")]
    Fixture { path: String, reason: String },
    #[error("fixture `{path}`: missing tensor `{name}`")]
    FixtureMissing { path: String, name: String },
    #[error("model: {0}")]
    Model(ModelError),
    #[error("cannot write `{path}`: {reason}")]
    Dump { path: String, reason: String },
}

impl From<ModelError> for VerifyError {
    fn from(e: ModelError) -> Self {
        match e {
            ModelError::Weights(w) => VerifyError::Weights(w),
            other => VerifyError::Model(other),
        }
    }
}

impl VerifyError {
    /// 2 for a checkpoint or fixture that does not fit (missing, unexpected or mis-shaped
    /// tensors), 1 for anything else.
    pub fn exit_code(&self) -> u8 {
        match self {
            VerifyError::Weights(w) if w.is_mismatch() => 2,
            VerifyError::FixtureMissing { .. } => 2,
            _ => 1,
        }
    }
}

/// Absolute tolerance of [`within_tolerance`].
pub const ATOL: f32 = 1e-3;
/// Relative tolerance of [`within_tolerance`].
pub const RTOL: f32 = 1e-4;

/// `|got - expected| <= 1e-3 + 1e-4 * |expected|` (NaN never passes).
pub fn within_tolerance(got: f32, expected: f32) -> bool {
    (got - expected).abs() <= ATOL + RTOL * expected.abs()
}

/// The outcome of one comparison.
#[derive(Debug, Clone)]
pub struct VerifyReport {
    pub kind: ModelKind,
    /// Name of the compared tensor and what the model computed (f32).
    pub output_name: String,
    pub output: Tensor,
    pub elements: usize,
    pub max_abs_diff: f32,
    /// Elements outside the tolerance.
    pub failures: usize,
    /// Flat index, got, expected of the worst element (largest excess over its tolerance).
    pub worst: Option<(usize, f32, f32)>,
    /// A short description of the loaded model.
    pub model: String,
}

impl VerifyReport {
    pub fn passed(&self) -> bool {
        self.failures == 0
    }
}

fn load_fixture(path: &Path) -> Result<HashMap<String, Tensor>, VerifyError> {
    let shown = path.display().to_string();
    let data = std::fs::read(path).map_err(|e| VerifyError::Fixture { path: shown.clone(), reason: e.to_string() })?;
    candle_core::safetensors::load_buffer(&data, &Device::Cpu)
        .map_err(|e| VerifyError::Fixture { path: shown, reason: e.to_string() })
}

fn take(fx: &HashMap<String, Tensor>, name: &str, path: &Path) -> Result<Tensor, VerifyError> {
    fx.get(name)
        .cloned()
        .ok_or_else(|| VerifyError::FixtureMissing { path: path.display().to_string(), name: name.to_string() })
}

fn as_f32(t: Tensor, name: &str, path: &Path) -> Result<Tensor, VerifyError> {
    t.to_dtype(DType::F32)
        .map_err(|e| VerifyError::Fixture { path: path.display().to_string(), reason: format!("`{name}`: {e}") })
}

/// Runs `kind` with `weights` on the fixture's inputs and compares with its expected output.
pub fn verify(kind: ModelKind, weights: &Path, fixture: &Path) -> Result<VerifyReport, VerifyError> {
    let w = Weights::load(weights)?;
    let fx = load_fixture(fixture)?;
    let (_, out_name) = kind.tensors();
    let expected = as_f32(take(&fx, out_name, fixture)?, out_name, fixture)?;
    let (output, model) = match kind {
        ModelKind::YoloWorld => {
            let m = YoloWorld::load(&w)?;
            let images = as_f32(take(&fx, "images", fixture)?, "images", fixture)?;
            let txt = as_f32(take(&fx, "txt_feats", fixture)?, "txt_feats", fixture)?;
            let i = m.info();
            let desc = format!(
                "YOLO-World v2 scale {} (stem {} ch, {} bottleneck(s))",
                i.scale().map(String::from).unwrap_or_else(|| "custom".into()),
                i.stem_channels,
                i.depth
            );
            (m.forward(&images, &txt)?, desc)
        }
        ModelKind::MobileclipImage => {
            let m = MobileClipImage::load(&w)?;
            let images = as_f32(take(&fx, "images", fixture)?, "images", fixture)?;
            let i = m.info();
            let desc = format!(
                "MobileCLIP image tower {} (dims {:?}, blocks {:?})",
                i.variant().unwrap_or("custom FastViT-MCi"),
                i.dims,
                i.blocks
            );
            (m.forward(&images)?, desc)
        }
        ModelKind::MobileclipText => {
            let m = MobileClipText::load(&w)?;
            let tokens = tokens_from_tensor(&take(&fx, "tokens", fixture)?)?;
            let desc = format!("MobileCLIP text tower ({} layers)", m.tower.num_layers());
            (m.encode(&tokens)?, desc)
        }
        ModelKind::ClipText => {
            let m = TextTransformer::load_openai_clip(&w)?;
            let tokens = tokens_from_tensor(&take(&fx, "tokens", fixture)?)?;
            let desc = format!("CLIP text tower ({} layers)", m.num_layers());
            (m.encode(&tokens)?, desc)
        }
    };
    compare(kind, out_name, output, &expected, model)
}

fn compare(
    kind: ModelKind,
    name: &str,
    output: Tensor,
    expected: &Tensor,
    model: String,
) -> Result<VerifyReport, VerifyError> {
    if output.dims() != expected.dims() {
        return Err(VerifyError::Model(ModelError::Input {
            name: name.to_string(),
            reason: format!("model computed shape {:?}, fixture expects {:?}", output.dims(), expected.dims()),
        }));
    }
    let got: Vec<f32> = output.flatten_all().and_then(|t| t.to_vec1()).map_err(ModelError::from)?;
    let exp: Vec<f32> = expected.flatten_all().and_then(|t| t.to_vec1()).map_err(ModelError::from)?;
    let mut max_abs_diff = 0f32;
    let mut failures = 0;
    let mut worst: Option<(usize, f32, f32, f32)> = None;
    for (i, (&g, &e)) in got.iter().zip(&exp).enumerate() {
        let d = (g - e).abs();
        let d = if d.is_nan() { f32::INFINITY } else { d };
        max_abs_diff = max_abs_diff.max(d);
        if !within_tolerance(g, e) {
            failures += 1;
        }
        let excess = d - (ATOL + RTOL * e.abs());
        if worst.is_none_or(|w| excess > w.3) {
            worst = Some((i, g, e, excess));
        }
    }
    Ok(VerifyReport {
        kind,
        output_name: name.to_string(),
        output,
        elements: got.len(),
        max_abs_diff,
        failures,
        worst: worst.map(|(i, g, e, _)| (i, g, e)),
        model,
    })
}

/// Writes what the model computed as f32 under the expected output's name.
pub fn dump(report: &VerifyReport, path: &Path) -> Result<(), VerifyError> {
    let t = report.output.to_dtype(DType::F32).map_err(ModelError::from)?;
    let map: HashMap<String, Tensor> = [(report.output_name.clone(), t)].into_iter().collect();
    candle_core::safetensors::save(&map, path)
        .map_err(|e| VerifyError::Dump { path: path.display().to_string(), reason: e.to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tolerance_scales_with_the_expected_magnitude() {
        assert!(within_tolerance(1000.09, 1000.0));
        assert!(!within_tolerance(1000.2, 1000.0));
        assert!(within_tolerance(0.5009, 0.5));
        assert!(!within_tolerance(0.502, 0.5));
        assert!(!within_tolerance(f32::NAN, 0.5));
    }

    #[test]
    fn kinds_round_trip_through_their_names() {
        for k in ModelKind::ALL {
            assert_eq!(ModelKind::parse(k.name()), Some(k));
        }
        assert_eq!(ModelKind::parse("yolo"), None);
    }
}
