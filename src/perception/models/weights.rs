//! Strict checkpoint loading: every tensor a model needs must be present with the expected
//! shape, and every tensor in the file must be used by the model (or explicitly declared as
//! belonging to another part of the checkpoint). Errors name the tensor.
//!
//! Unlike candle-transformers' builders (which sometimes replace a missing branch by zeros),
//! a checkpoint that does not match the architecture is refused instead of silently giving
//! wrong answers.

use candle_core::{DType, Device, Tensor};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::Mutex;

/// A checkpoint that does not fit the model, or cannot be read.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum WeightsError {
    #[error("weights `{path}`: {reason}")]
    Read { path: String, reason: String },
    #[error("weights `{path}`: missing tensor `{name}`")]
    Missing { path: String, name: String },
    #[error("weights `{path}`: tensor `{name}` has shape {found:?}, expected {expected:?}")]
    Shape { path: String, name: String, expected: Vec<usize>, found: Vec<usize> },
    #[error("weights `{path}`: tensor `{name}` has dtype {dtype}, expected a float tensor")]
    DType { path: String, name: String, dtype: String },
    #[error("weights `{path}`: {} unexpected tensor(s) not used by the model, first `{}`{}",
        names.len(), names.first().map(String::as_str).unwrap_or(""),
        if names.len() > 1 { format!(" (also: {})", names[1..names.len().min(6)].join(", ")) } else { String::new() })]
    Unexpected { path: String, names: Vec<String> },
    #[error("weights `{path}`: cannot infer {what}: {reason}")]
    Infer { path: String, what: String, reason: String },
}

impl WeightsError {
    /// The name of the offending tensor, when the error is about one.
    pub fn tensor_name(&self) -> Option<&str> {
        match self {
            WeightsError::Missing { name, .. }
            | WeightsError::Shape { name, .. }
            | WeightsError::DType { name, .. } => Some(name),
            WeightsError::Unexpected { names, .. } => names.first().map(String::as_str),
            _ => None,
        }
    }

    /// True when the checkpoint does not fit the architecture (missing, unexpected or
    /// mis-shaped tensors), as opposed to an unreadable file.
    pub fn is_mismatch(&self) -> bool {
        !matches!(self, WeightsError::Read { .. })
    }
}

/// All tensors of one safetensors file, as f32 on the CPU, with a record of which ones the
/// model consumed.
pub struct Weights {
    path: String,
    tensors: BTreeMap<String, Tensor>,
    consumed: Mutex<BTreeSet<String>>,
}

impl std::fmt::Debug for Weights {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Weights").field("path", &self.path).field("tensors", &self.tensors.len()).finish()
    }
}

/// Suffix of BatchNorm's training counter: metadata, never needed for inference.
const BN_COUNTER: &str = ".num_batches_tracked";

impl Weights {
    /// Reads a safetensors file; float tensors (f16, bf16, f32, f64) become f32.
    pub fn load(path: &Path) -> Result<Self, WeightsError> {
        let shown = path.display().to_string();
        let data =
            std::fs::read(path).map_err(|e| WeightsError::Read { path: shown.clone(), reason: e.to_string() })?;
        Self::from_bytes(&data, &shown)
    }

    /// Reads safetensors bytes; `path` is only used in messages.
    pub fn from_bytes(data: &[u8], path: &str) -> Result<Self, WeightsError> {
        let raw = candle_core::safetensors::load_buffer(data, &Device::Cpu)
            .map_err(|e| WeightsError::Read { path: path.to_string(), reason: e.to_string() })?;
        Self::from_tensors(raw.into_iter().collect(), path)
    }

    /// Wraps tensors already in memory (tests, converted checkpoints).
    pub fn from_tensors(raw: BTreeMap<String, Tensor>, path: &str) -> Result<Self, WeightsError> {
        let mut tensors = BTreeMap::new();
        for (name, t) in raw {
            let t = match t.dtype() {
                DType::F32 => t,
                DType::F16 | DType::BF16 | DType::F64 => t
                    .to_dtype(DType::F32)
                    .map_err(|e| WeightsError::Read { path: path.to_string(), reason: e.to_string() })?,
                _ => t, // integer tensors are kept; `get` refuses them by name
            };
            tensors.insert(name, t);
        }
        Ok(Weights { path: path.to_string(), tensors, consumed: Mutex::new(BTreeSet::new()) })
    }

    pub fn path(&self) -> &str {
        &self.path
    }

    /// Whether a tensor exists (does not mark it as used; for inferring architecture sizes).
    pub fn contains(&self, name: &str) -> bool {
        self.tensors.contains_key(name)
    }

    /// The shape of a tensor, if present (does not mark it as used).
    pub fn shape_of(&self, name: &str) -> Option<Vec<usize>> {
        self.tensors.get(name).map(|t| t.dims().to_vec())
    }

    /// Names of all tensors in the file.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.tensors.keys().map(String::as_str)
    }

    /// The shape of a tensor that must exist (for inferring architecture sizes).
    pub fn require_shape(&self, name: &str) -> Result<Vec<usize>, WeightsError> {
        self.shape_of(name).ok_or_else(|| self.missing(name))
    }

    fn missing(&self, name: &str) -> WeightsError {
        WeightsError::Missing { path: self.path.clone(), name: name.to_string() }
    }

    fn mark(&self, name: &str) {
        if let Ok(mut c) = self.consumed.lock() {
            c.insert(name.to_string());
        }
    }

    /// A float tensor with exactly the given shape; marks it as used.
    pub fn get(&self, name: &str, shape: &[usize]) -> Result<Tensor, WeightsError> {
        let t = self.get_any(name)?;
        if t.dims() != shape {
            return Err(WeightsError::Shape {
                path: self.path.clone(),
                name: name.to_string(),
                expected: shape.to_vec(),
                found: t.dims().to_vec(),
            });
        }
        Ok(t)
    }

    /// A float tensor of any shape; marks it as used.
    pub fn get_any(&self, name: &str) -> Result<Tensor, WeightsError> {
        let t = self.tensors.get(name).ok_or_else(|| self.missing(name))?;
        if t.dtype() != DType::F32 {
            return Err(WeightsError::DType {
                path: self.path.clone(),
                name: name.to_string(),
                dtype: format!("{:?}", t.dtype()),
            });
        }
        self.mark(name);
        Ok(t.clone())
    }

    /// A view whose names are prefixed with `prefix.`.
    pub fn pp(&self, prefix: impl AsRef<str>) -> Scope<'_> {
        Scope { w: self, prefix: prefix.as_ref().to_string() }
    }

    /// A view without prefix.
    pub fn root(&self) -> Scope<'_> {
        Scope { w: self, prefix: String::new() }
    }

    /// Checks that every tensor was used, except those whose names start with one of
    /// `other_parts` (tensors of another part of the same checkpoint, e.g. `visual.` when
    /// loading the text tower) and BatchNorm's `num_batches_tracked` counters.
    pub fn finish(&self, other_parts: &[&str]) -> Result<(), WeightsError> {
        let consumed = match self.consumed.lock() {
            Ok(c) => c.clone(),
            Err(p) => p.into_inner().clone(),
        };
        let unexpected: Vec<String> = self
            .tensors
            .keys()
            .filter(|n| !consumed.contains(*n))
            .filter(|n| !other_parts.iter().any(|p| n.starts_with(p)))
            .filter(|n| !n.ends_with(BN_COUNTER))
            .cloned()
            .collect();
        if unexpected.is_empty() {
            Ok(())
        } else {
            Err(WeightsError::Unexpected { path: self.path.clone(), names: unexpected })
        }
    }

    /// An error about inferring the architecture from the checkpoint.
    pub fn infer_error(&self, what: &str, reason: impl Into<String>) -> WeightsError {
        WeightsError::Infer { path: self.path.clone(), what: what.to_string(), reason: reason.into() }
    }
}

/// A prefixed view of [`Weights`] (like candle's `VarBuilder::pp`).
#[derive(Clone)]
pub struct Scope<'a> {
    w: &'a Weights,
    prefix: String,
}

impl<'a> Scope<'a> {
    pub fn name(&self, leaf: &str) -> String {
        if self.prefix.is_empty() {
            leaf.to_string()
        } else {
            format!("{}.{leaf}", self.prefix)
        }
    }

    pub fn pp(&self, sub: impl std::fmt::Display) -> Scope<'a> {
        Scope { w: self.w, prefix: self.name(&sub.to_string()) }
    }

    pub fn get(&self, leaf: &str, shape: &[usize]) -> Result<Tensor, WeightsError> {
        self.w.get(&self.name(leaf), shape)
    }

    pub fn get_any(&self, leaf: &str) -> Result<Tensor, WeightsError> {
        self.w.get_any(&self.name(leaf))
    }

    pub fn contains(&self, leaf: &str) -> bool {
        self.w.contains(&self.name(leaf))
    }

    pub fn shape_of(&self, leaf: &str) -> Option<Vec<usize>> {
        self.w.shape_of(&self.name(leaf))
    }

    pub fn require_shape(&self, leaf: &str) -> Result<Vec<usize>, WeightsError> {
        self.w.require_shape(&self.name(leaf))
    }

    pub fn weights(&self) -> &'a Weights {
        self.w
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(names: &[(&str, &[usize])]) -> Weights {
        let raw =
            names.iter().map(|(n, s)| (n.to_string(), Tensor::zeros(*s, DType::F16, &Device::Cpu).unwrap())).collect();
        Weights::from_tensors(raw, "test.safetensors").unwrap()
    }

    #[test]
    fn a_missing_tensor_is_an_error_naming_it() {
        let w = w(&[("a.weight", &[2, 3])]);
        let e = w.pp("a").get("bias", &[2]).unwrap_err();
        assert_eq!(e.tensor_name(), Some("a.bias"));
        assert!(e.to_string().contains("missing tensor `a.bias`"), "{e}");
    }

    #[test]
    fn a_mis_shaped_tensor_is_an_error_naming_it_and_both_shapes() {
        let w = w(&[("a.weight", &[2, 3])]);
        let e = w.get("a.weight", &[3, 2]).unwrap_err();
        assert_eq!(e.tensor_name(), Some("a.weight"));
        assert!(e.to_string().contains("[2, 3]") && e.to_string().contains("[3, 2]"), "{e}");
    }

    #[test]
    fn an_unused_tensor_is_an_error_naming_it_unless_declared_as_another_part() {
        let w = w(&[("a.weight", &[2]), ("b.extra", &[1]), ("visual.x", &[1]), ("bn.num_batches_tracked", &[])]);
        let t = w.get("a.weight", &[2]).unwrap();
        assert_eq!(t.dtype(), DType::F32, "f16 checkpoints are widened to f32");
        let e = w.finish(&["visual."]).unwrap_err();
        assert_eq!(e.tensor_name(), Some("b.extra"));
        assert!(e.to_string().contains("b.extra"));
        w.get("b.extra", &[1]).unwrap();
        w.finish(&["visual."]).unwrap();
        assert!(w.finish(&[]).is_err(), "visual.x is unexpected when not declared");
    }
}
