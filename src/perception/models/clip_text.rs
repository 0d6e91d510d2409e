//! CLIP-style text transformers from open_clip / OpenAI checkpoints.
//!
//! * OpenAI CLIP ViT-B/32 (what YOLO-World's vocabulary is embedded with): causal attention
//!   mask, QuickGELU, keys `token_embedding.weight`, `positional_embedding`,
//!   `transformer.resblocks.N.{ln_1,attn.in_proj_*,attn.out_proj,ln_2,mlp.c_fc,mlp.c_proj}`,
//!   `ln_final`, `text_projection` (OpenAI's and open_clip's `CLIP` state dict).
//! * MobileCLIP's text tower (open_clip `CustomTextCLIP`): the same under `text.`, without the
//!   causal mask and with exact (erf) GELU.
//!
//! Width, depth, vocabulary, context length and projection width come from the checkpoint;
//! heads are width / 64 (every CLIP text tower uses 64-wide heads). The sequence embedding is
//! taken at the position of the largest token id (end-of-text) and projected; [`encode`]
//! returns it unnormalised (open_clip's `encode_text(normalize=False)`).

use super::layers::{self, input_err, Result};
use super::weights::{Scope, Weights};
use crate::perception::kernels::{self, Activation};
use candle_core::{DType, Device, Module, Tensor};
use candle_nn::{LayerNorm, Linear};

/// Architecture switches that are not visible in the tensors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TextFlavour {
    /// Causal (autoregressive) attention mask: OpenAI CLIP yes, MobileCLIP no.
    pub causal: bool,
    /// QuickGELU (`x * sigmoid(1.702 x)`, OpenAI CLIP) instead of exact GELU.
    pub quick_gelu: bool,
}

impl TextFlavour {
    pub const OPENAI_CLIP: TextFlavour = TextFlavour { causal: true, quick_gelu: true };
    pub const MOBILECLIP: TextFlavour = TextFlavour { causal: false, quick_gelu: false };
}

pub const HEAD_DIM: usize = 64;

#[derive(Debug, Clone)]
struct Block {
    ln_1: LayerNorm,
    in_proj: Linear,
    out_proj: Linear,
    ln_2: LayerNorm,
    c_fc: Linear,
    c_proj: Linear,
}

/// A CLIP text tower.
#[derive(Debug, Clone)]
pub struct TextTransformer {
    token_embedding: Tensor,
    positional: Tensor,
    blocks: Vec<Block>,
    ln_final: LayerNorm,
    projection: Tensor,
    flavour: TextFlavour,
    width: usize,
    heads: usize,
    vocab: usize,
    context: usize,
}

impl TextTransformer {
    /// Loads from `s` (root for OpenAI CLIP, `text` for MobileCLIP). Does not check for
    /// unused tensors; callers do that with [`Weights::finish`].
    pub fn load(s: &Scope<'_>, flavour: TextFlavour) -> Result<Self> {
        let shp = s.require_shape("token_embedding.weight")?;
        let (vocab, width) = match shp.as_slice() {
            [v, w] => (*v, *w),
            _ => return Err(s.weights().infer_error(&s.name("token_embedding.weight"), "not 2-D").into()),
        };
        if width % HEAD_DIM != 0 {
            return Err(s
                .weights()
                .infer_error(
                    &s.name("token_embedding.weight"),
                    format!("width {width} is not a multiple of {HEAD_DIM}"),
                )
                .into());
        }
        let token_embedding = s.get("token_embedding.weight", &[vocab, width])?;
        let context = s.require_shape("positional_embedding")?.first().copied().unwrap_or(0);
        let positional = s.get("positional_embedding", &[context, width])?;
        let t = s.pp("transformer.resblocks");
        let n = (0..).take_while(|i| t.contains(&format!("{i}.ln_1.weight"))).count();
        let mut blocks = Vec::with_capacity(n);
        for i in 0..n {
            let b = t.pp(i);
            let a = b.pp("attn");
            let in_proj =
                Linear::new(a.get("in_proj_weight", &[3 * width, width])?, Some(a.get("in_proj_bias", &[3 * width])?));
            let out_proj =
                Linear::new(a.get("out_proj.weight", &[width, width])?, Some(a.get("out_proj.bias", &[width])?));
            let c_fc = layers::load_linear(&b.pp("mlp.c_fc"), width, true)?;
            let hidden = c_fc.weight().dim(0)?;
            let c_proj = layers::load_linear(&b.pp("mlp.c_proj"), hidden, true)?;
            if c_proj.weight().dim(0)? != width {
                return Err(s
                    .weights()
                    .infer_error(&b.name("mlp.c_proj.weight"), "output width differs from the model width")
                    .into());
            }
            blocks.push(Block {
                ln_1: layers::load_layer_norm(&b.pp("ln_1"), width, 1e-5)?,
                in_proj,
                out_proj,
                ln_2: layers::load_layer_norm(&b.pp("ln_2"), width, 1e-5)?,
                c_fc,
                c_proj,
            });
        }
        if blocks.is_empty() {
            return Err(s.weights().infer_error(&t.name("0.ln_1.weight"), "no transformer blocks").into());
        }
        let ln_final = layers::load_layer_norm(&s.pp("ln_final"), width, 1e-5)?;
        let out = s.require_shape("text_projection")?.get(1).copied().unwrap_or(0);
        let projection = s.get("text_projection", &[width, out])?;
        Ok(TextTransformer {
            token_embedding,
            positional,
            blocks,
            ln_final,
            projection,
            flavour,
            width,
            heads: width / HEAD_DIM,
            vocab,
            context,
        })
    }

    /// Loads an OpenAI CLIP text tower from a checkpoint that holds only it (tensors of a
    /// vision tower, `visual.*`, and CLIP's bookkeeping entries are tolerated).
    pub fn load_openai_clip(w: &Weights) -> Result<Self> {
        let m = Self::load(&w.root(), TextFlavour::OPENAI_CLIP)?;
        w.finish(&["visual.", "logit_scale", "input_resolution", "context_length", "vocab_size"])?;
        Ok(m)
    }

    pub fn output_dim(&self) -> usize {
        self.projection.dims()[1]
    }

    pub fn context_length(&self) -> usize {
        self.context
    }

    pub fn num_layers(&self) -> usize {
        self.blocks.len()
    }

    /// `tokens`: one row of ids per text (each row at most the context length, EOT = the
    /// largest id of the row). Returns (B, output_dim), unnormalised. Runs on the inference
    /// thread pool ([`kernels::install`]).
    pub fn encode(&self, tokens: &[Vec<u32>]) -> Result<Tensor> {
        kernels::install(|| self.encode_on_pool(tokens))
    }

    fn encode_on_pool(&self, tokens: &[Vec<u32>]) -> Result<Tensor> {
        let b = tokens.len();
        let l = tokens.first().map(Vec::len).unwrap_or(0);
        if b == 0 || l == 0 || l > self.context || tokens.iter().any(|t| t.len() != l) {
            return Err(input_err("tokens", format!("need B >= 1 rows of equal length 1..={}", self.context)));
        }
        if let Some(bad) = tokens.iter().flatten().find(|&&t| t as usize >= self.vocab) {
            return Err(input_err("tokens", format!("id {bad} outside the vocabulary of {}", self.vocab)));
        }
        let flat: Vec<u32> = tokens.iter().flatten().copied().collect();
        let dev = Device::Cpu;
        let ids = Tensor::from_vec(flat, (b * l,), &dev)?;
        let x = self.token_embedding.index_select(&ids, 0)?.reshape((b, l, self.width))?;
        let mut x = x.broadcast_add(&self.positional.narrow(0, 0, l)?)?;
        let mask = if self.flavour.causal { Some(causal_mask(l, &dev)?) } else { None };
        for blk in &self.blocks {
            let h = blk.ln_1.forward(&x)?;
            x = (x + self.attention(blk, &h, mask.as_ref())?)?;
            let h = blk.ln_2.forward(&x)?;
            let h = blk.c_fc.forward(&h)?;
            let h = if self.flavour.quick_gelu { quick_gelu(&h)? } else { layers::activate(&h, Activation::Gelu)? };
            x = (x + blk.c_proj.forward(&h)?)?;
        }
        let x = self.ln_final.forward(&x)?;
        // pool at the first position of each row's largest id (torch.argmax semantics)
        let mut rows = Vec::with_capacity(b);
        for (i, t) in tokens.iter().enumerate() {
            let mut best = 0;
            for (j, &v) in t.iter().enumerate() {
                if v > t[best] {
                    best = j;
                }
            }
            rows.push(x.get(i)?.get(best)?.unsqueeze(0)?);
        }
        Ok(Tensor::cat(&rows, 0)?.matmul(&self.projection)?)
    }

    fn attention(&self, blk: &Block, x: &Tensor, mask: Option<&Tensor>) -> Result<Tensor> {
        let (b, l, w) = x.dims3()?;
        let (h, hd) = (self.heads, HEAD_DIM);
        let qkv = blk.in_proj.forward(x)?.reshape((b, l, 3, h, hd))?.permute((2, 0, 3, 1, 4))?;
        let q = (qkv.get(0)?.contiguous()? * (hd as f64).powf(-0.5))?;
        let k = qkv.get(1)?.contiguous()?;
        let v = qkv.get(2)?.contiguous()?;
        let mut att = q.matmul(&k.t()?)?; // (B, h, L, L)
        if let Some(m) = mask {
            att = att.broadcast_add(m)?;
        }
        let att = layers::softmax_last(&att)?;
        let y = att.matmul(&v)?.transpose(1, 2)?.reshape((b, l, w))?;
        Ok(blk.out_proj.forward(&y)?)
    }
}

fn quick_gelu(x: &Tensor) -> candle_core::Result<Tensor> {
    x.mul(&candle_nn::ops::sigmoid(&(x * 1.702)?)?)
}

fn causal_mask(l: usize, dev: &Device) -> candle_core::Result<Tensor> {
    let v: Vec<f32> = (0..l).flat_map(|i| (0..l).map(move |j| if j > i { f32::NEG_INFINITY } else { 0.0 })).collect();
    Tensor::from_vec(v, (l, l), dev)
}

/// Token ids from an i64/u32 tensor of shape (B, L) (fixtures store i64).
pub fn tokens_from_tensor(t: &Tensor) -> Result<Vec<Vec<u32>>> {
    let (b, l) = t.dims2().map_err(|_| input_err("tokens", "expected (B, L)"))?;
    let v: Vec<i64> = t.to_dtype(DType::I64)?.flatten_all()?.to_vec1()?;
    let mut rows = Vec::with_capacity(b);
    for r in v.chunks(l.max(1)) {
        let row = r
            .iter()
            .map(|&x| u32::try_from(x).map_err(|_| input_err("tokens", format!("negative or huge id {x}"))))
            .collect::<Result<Vec<u32>>>()?;
        rows.push(row);
    }
    Ok(rows)
}

/// L2-normalised embeddings (B, E) as rows.
pub fn normalized_rows(t: &Tensor) -> Result<Vec<Vec<f32>>> {
    Ok(layers::l2_normalize(t)?.to_vec2()?)
}
