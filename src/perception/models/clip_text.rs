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
use crate::perception::kernels::attention::{self_attention, AttentionShape};
use crate::perception::kernels::linear::{Linear, LinearAct};
use crate::perception::kernels::{self, norm::layer_norm_rows};
use candle_core::{DType, Device, Tensor};

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
const LN_EPS: f32 = 1e-5;

/// `nn.LayerNorm(width)` parameters.
#[derive(Debug, Clone)]
struct Norm {
    gamma: Vec<f32>,
    beta: Vec<f32>,
}

impl Norm {
    fn load(s: &Scope<'_>, width: usize) -> Result<Self> {
        let ln = layers::load_layer_norm(s, width, LN_EPS as f64)?;
        let v = |t: &Tensor| -> Result<Vec<f32>> { Ok(t.to_dtype(DType::F32)?.to_vec1()?) };
        let beta = match ln.bias() {
            Some(b) => v(b)?,
            None => vec![0.0; width],
        };
        Ok(Norm { gamma: v(ln.weight())?, beta })
    }

    fn forward(&self, x: &[f32], out: &mut [f32]) -> Result<()> {
        Ok(layer_norm_rows(x, &self.gamma, &self.beta, LN_EPS, out)?)
    }
}

#[derive(Debug, Clone)]
struct Block {
    ln_1: Norm,
    in_proj: Linear,
    out_proj: Linear,
    ln_2: Norm,
    c_fc: Linear,
    c_proj: Linear,
}

/// A CLIP text tower.
///
/// The forward runs on plain row-major buffers with the kernels of
/// [`crate::perception::kernels`] (linear layers with fused bias / residual / activation,
/// layer norm, attention from packed QKV rows) and skips work that cannot change the output:
/// * with the causal mask, positions after the last end-of-text token are never seen by it,
///   so the sequence is cut there (7 positions instead of 77 for "a photo of a cup");
/// * the last block computes attention, its projection and the MLP only for the pooled
///   (end-of-text) row of each sequence.
#[derive(Debug, Clone)]
pub struct TextTransformer {
    /// (vocab, width) row-major.
    token_embedding: Vec<f32>,
    /// (context, width) row-major.
    positional: Vec<f32>,
    blocks: Vec<Block>,
    ln_final: Norm,
    /// `x @ text_projection` as a linear layer without bias.
    projection: Linear,
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
        let rows = |t: Tensor| -> Result<Vec<f32>> { Ok(t.to_dtype(DType::F32)?.flatten_all()?.to_vec1()?) };
        let token_embedding = rows(s.get("token_embedding.weight", &[vocab, width])?)?;
        let context = s.require_shape("positional_embedding")?.first().copied().unwrap_or(0);
        let positional = rows(s.get("positional_embedding", &[context, width])?)?;
        let t = s.pp("transformer.resblocks");
        let n = (0..).take_while(|i| t.contains(&format!("{i}.ln_1.weight"))).count();
        let mut blocks = Vec::with_capacity(n);
        for i in 0..n {
            let b = t.pp(i);
            let a = b.pp("attn");
            let in_proj = Linear::new(
                &a.get("in_proj_weight", &[3 * width, width])?,
                Some(&a.get("in_proj_bias", &[3 * width])?),
            )?;
            let out_proj =
                Linear::new(&a.get("out_proj.weight", &[width, width])?, Some(&a.get("out_proj.bias", &[width])?))?;
            let fc = layers::load_linear(&b.pp("mlp.c_fc"), width, true)?;
            let c_fc = Linear::new(fc.weight(), fc.bias())?;
            let hidden = c_fc.out_features();
            let proj = layers::load_linear(&b.pp("mlp.c_proj"), hidden, true)?;
            if proj.weight().dim(0)? != width {
                return Err(s
                    .weights()
                    .infer_error(&b.name("mlp.c_proj.weight"), "output width differs from the model width")
                    .into());
            }
            let c_proj = Linear::new(proj.weight(), proj.bias())?;
            blocks.push(Block {
                ln_1: Norm::load(&b.pp("ln_1"), width)?,
                in_proj,
                out_proj,
                ln_2: Norm::load(&b.pp("ln_2"), width)?,
                c_fc,
                c_proj,
            });
        }
        if blocks.is_empty() {
            return Err(s.weights().infer_error(&t.name("0.ln_1.weight"), "no transformer blocks").into());
        }
        let ln_final = Norm::load(&s.pp("ln_final"), width)?;
        let out = s.require_shape("text_projection")?.get(1).copied().unwrap_or(0);
        let projection = Linear::new(&s.get("text_projection", &[width, out])?.t()?, None)?;
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
        self.projection.out_features()
    }

    pub fn context_length(&self) -> usize {
        self.context
    }

    /// Token ids the tower takes (`0..vocab_size`).
    pub fn vocab_size(&self) -> usize {
        self.vocab
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
        // pooled position: the first position of each row's largest id (torch.argmax semantics)
        let eot: Vec<usize> = tokens
            .iter()
            .map(|t| t.iter().enumerate().fold(0, |best, (j, &v)| if v > t[best] { j } else { best }))
            .collect();
        // Under the causal mask no position sees a later one: what follows the last pooled
        // position cannot change any pooled row.
        let n = if self.flavour.causal { eot.iter().max().map_or(l, |&e| e + 1) } else { l };
        let (w, m) = (self.width, b * n);
        let mut x = vec![0f32; m * w];
        for (r, t) in tokens.iter().enumerate() {
            for (p, &id) in t[..n].iter().enumerate() {
                let dst = &mut x[(r * n + p) * w..(r * n + p + 1) * w];
                let tok = &self.token_embedding[id as usize * w..(id as usize + 1) * w];
                let pos = &self.positional[p * w..(p + 1) * w];
                dst.iter_mut().zip(tok.iter().zip(pos)).for_each(|(d, (a, c))| *d = a + c);
            }
        }
        let act = if self.flavour.quick_gelu { LinearAct::QuickGelu } else { LinearAct::Gelu };
        let hidden = self.blocks[0].c_fc.out_features();
        let mut h = vec![0f32; m * w];
        let mut qkv = vec![0f32; m * 3 * w];
        let mut att = vec![0f32; m * w];
        let mut mlp = vec![0f32; m * hidden];
        let shape =
            AttentionShape { batch: b, seq: n, heads: self.heads, head_dim: HEAD_DIM, causal: self.flavour.causal };
        let last = self.blocks.len() - 1;
        for blk in &self.blocks[..last] {
            blk.ln_1.forward(&x, &mut h)?;
            blk.in_proj.forward(&h, LinearAct::None, &mut qkv)?;
            self_attention(&shape, &qkv, None, &mut att)?;
            blk.out_proj.forward_add(&att, &mut x)?;
            blk.ln_2.forward(&x, &mut h)?;
            blk.c_fc.forward(&h, act, &mut mlp)?;
            blk.c_proj.forward_add(&mlp, &mut x)?;
        }
        // The last block: keys and values of every position, everything else for the pooled rows.
        let blk = &self.blocks[last];
        blk.ln_1.forward(&x, &mut h)?;
        blk.in_proj.forward(&h, LinearAct::None, &mut qkv)?;
        let (att, h, mlp) = (&mut att[..b * w], &mut h[..b * w], &mut mlp[..b * hidden]);
        self_attention(&shape, &qkv, Some(&eot), att)?;
        let mut pooled: Vec<f32> = eot
            .iter()
            .enumerate()
            .flat_map(|(r, &e)| x[(r * n + e) * w..(r * n + e + 1) * w].iter().copied())
            .collect();
        blk.out_proj.forward_add(att, &mut pooled)?;
        blk.ln_2.forward(&pooled, h)?;
        blk.c_fc.forward(h, act, mlp)?;
        blk.c_proj.forward_add(mlp, &mut pooled)?;
        self.ln_final.forward(&pooled, h)?;
        let mut out = vec![0f32; b * self.output_dim()];
        self.projection.forward(h, LinearAct::None, &mut out)?;
        Ok(Tensor::from_vec(out, (b, self.output_dim()), &Device::Cpu)?)
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn tower() -> TextTransformer {
        let p =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/main/clip_text_w128l2.safetensors");
        TextTransformer::load_openai_clip(&Weights::load(&p).expect("fixture")).expect("tower")
    }

    fn row(l: usize, head: &[u32], tail: u32) -> Vec<u32> {
        let mut t = vec![tail; l];
        t[..head.len()].copy_from_slice(head);
        t
    }

    #[test]
    fn under_the_causal_mask_tokens_after_the_end_token_change_nothing() {
        let m = tower();
        let l = m.context_length().min(16);
        let eot = (m.vocab - 1) as u32;
        let a = m.encode(&[row(l, &[3, 17, 42, eot], 0)]).unwrap();
        let b = m.encode(&[row(l, &[3, 17, 42, eot], 5)]).unwrap();
        let d = (a - b).unwrap().abs().unwrap().max_all().unwrap().to_scalar::<f32>().unwrap();
        assert_eq!(d, 0.0, "the sequence is cut after the end token");
    }

    #[test]
    fn a_batch_of_different_lengths_equals_each_text_alone() {
        let m = tower();
        let l = m.context_length().min(16);
        let eot = (m.vocab - 1) as u32;
        let rows = [row(l, &[3, eot], 0), row(l, &[3, 17, 42, 9, 11, eot], 0), row(l, &[8, 8, eot], 0)];
        let batch: Vec<Vec<f32>> = m.encode(&rows).unwrap().to_vec2().unwrap();
        for (i, r) in rows.iter().enumerate() {
            let alone: Vec<Vec<f32>> = m.encode(std::slice::from_ref(r)).unwrap().to_vec2().unwrap();
            let err = alone[0].iter().zip(&batch[i]).map(|(a, b)| (a - b).abs()).fold(0f32, f32::max);
            assert!(err < 1e-5, "row {i}: max difference {err}");
        }
    }
}
