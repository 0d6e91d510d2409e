//! MobileCLIP image and text encoders from open_clip checkpoints (`MobileCLIP-S1`, `-S2`,
//! `MobileCLIP2-S0`, `MobileCLIP2-S2`): a timm FastViT MCi trunk under `visual.trunk.*` and a
//! CLIP text tower without causal mask under `text.*`.
//!
//! The MCi trunks (mci0, mci1, mci2) share one architecture: a 3-block MobileOne stem, four
//! stages (RepMixer blocks in stages 0-2, attention blocks in stage 3), patch-embedding
//! downsampling before stages 1-3 (with squeeze-excite before stages 2 and 3, GELU after the
//! large-kernel conv), a conditional positional encoding before stage 3, a MobileOne final
//! conv with squeeze-excite, average pooling and a linear head that projects to the joint
//! embedding. Stage widths and block counts come from the checkpoint; everything else above
//! is fixed and required (a missing branch is an error, never a silent zero).
//!
//! Both checkpoint forms load: the training-time branches open_clip saves
//! (`conv_kxk`, `conv_scale`, `identity`, `large_conv`/`small_conv`, `mixer`/`norm`, `pos_enc`),
//! folded here exactly as timm's `reparameterize` does, or already reparameterised
//! `reparam_conv` tensors.

use super::clip_text::{TextFlavour, TextTransformer};
use super::layers::{self, bn_scale_shift, fold_bn, input_err, Conv, Result};
use super::weights::{Scope, Weights};
use crate::perception::kernels::{self, Activation};
use candle_core::{Device, Module, Tensor, D};
use candle_nn::Linear;

const BN_EPS: f64 = 1e-5;
const ATTN_HEAD_DIM: usize = 32;

/// Identity kernel of a (grouped) conv: `[i, i % (cin/groups), k/2, k/2] = 1`.
fn identity_kernel(cin: usize, groups: usize, k: usize) -> Result<Tensor> {
    let ipg = cin / groups;
    let mut v = vec![0f32; cin * ipg * k * k];
    for i in 0..cin {
        v[((i * ipg + i % ipg) * k + k / 2) * k + k / 2] = 1.0;
    }
    Ok(Tensor::from_vec(v, (cin, ipg, k, k), &Device::Cpu)?)
}

/// Pads a k0 x k0 kernel with zeros to k x k (centred).
fn pad_kernel(w: &Tensor, k: usize) -> Result<Tensor> {
    let k0 = w.dim(3)?;
    if k0 == k {
        return Ok(w.clone());
    }
    let p = (k - k0) / 2;
    Ok(w.pad_with_zeros(D::Minus1, p, p)?.pad_with_zeros(D::Minus2, p, p)?)
}

/// Conv (no bias) + BatchNorm under `s` (`conv.weight`, `bn.*`), folded.
fn conv_bn(s: &Scope<'_>, cin: usize, cout: usize, groups: usize, k: usize) -> Result<(Tensor, Tensor)> {
    let w = s.pp("conv").get("weight", &[cout, cin / groups, k, k])?;
    fold_bn(&w, &s.pp("bn"), BN_EPS)
}

/// `reparam_conv` (weight + bias) if the checkpoint is in inference form.
fn reparam(s: &Scope<'_>, cin: usize, cout: usize, groups: usize, k: usize) -> Result<Option<(Tensor, Tensor)>> {
    if !s.contains("reparam_conv.weight") {
        return Ok(None);
    }
    let r = s.pp("reparam_conv");
    Ok(Some((r.get("weight", &[cout, cin / groups, k, k])?, r.get("bias", &[cout])?)))
}

/// Squeeze-excite (`se.fc1`, `se.fc2`, ReLU, sigmoid gate).
#[derive(Debug, Clone)]
struct SqueezeExcite {
    /// with the ReLU fused
    fc1: Conv,
    fc2: Conv,
}

impl SqueezeExcite {
    fn load(s: &Scope<'_>, c: usize) -> Result<Self> {
        let fc1 = layers::load_conv(&s.pp("fc1"), c, 1, 1, true, Activation::Relu)?;
        let rd = fc1.out_channels();
        let fc2 = layers::load_conv(&s.pp("fc2"), rd, 1, 1, true, Activation::None)?;
        if fc2.out_channels() != c {
            return Err(s.weights().infer_error(&s.name("fc2.weight"), "output width differs from input").into());
        }
        Ok(SqueezeExcite { fc1, fc2 })
    }

    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        let s = x.mean_keepdim(D::Minus1)?.mean_keepdim(D::Minus2)?;
        let s = self.fc2.forward(&self.fc1.forward(&s)?)?;
        Ok(x.broadcast_mul(&layers::activate(&s, Activation::Sigmoid)?)?)
    }
}

/// One convolution (all re-parameterisable branches folded) + optional SE + optional GELU.
/// Without SE the GELU is fused into the convolution; with SE it follows the gate.
#[derive(Debug, Clone)]
struct RepConv {
    conv: Conv,
    se: Option<SqueezeExcite>,
    /// activation after the SE gate
    post: Activation,
}

impl RepConv {
    #[allow(clippy::too_many_arguments)]
    fn new(
        w: Tensor,
        b: Tensor,
        stride: usize,
        padding: usize,
        groups: usize,
        se: Option<SqueezeExcite>,
        gelu: bool,
    ) -> Result<Self> {
        let gelu = if gelu { Activation::Gelu } else { Activation::None };
        let (fused, post) = if se.is_some() { (Activation::None, gelu) } else { (gelu, Activation::None) };
        Ok(RepConv { conv: Conv::new(w, Some(b), stride, padding, groups, fused)?, se, post })
    }

    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        let y = self.conv.forward(x)?;
        match &self.se {
            Some(se) => layers::activate(&se.forward(&y)?, self.post),
            None => Ok(y),
        }
    }
}

/// Options of timm's `MobileOneBlock` that are fixed by the architecture.
#[derive(Debug, Clone, Copy)]
struct MobileOne {
    cin: usize,
    cout: usize,
    k: usize,
    stride: usize,
    groups: usize,
    se: bool,
    act: bool,
    scale_branch: bool,
    /// `num_conv_branches` > 0 (RepMixer's `norm` has none: identity BN only).
    conv_branch: bool,
}

/// Folded (weight, bias) of a `MobileOneBlock`'s branches (before SE / activation).
fn mobileone_kernel(s: &Scope<'_>, o: MobileOne) -> Result<(Tensor, Tensor)> {
    if let Some(wb) = reparam(s, o.cin, o.cout, o.groups, o.k)? {
        return Ok(wb);
    }
    let mut w = Tensor::zeros((o.cout, o.cin / o.groups, o.k, o.k), candle_core::DType::F32, &Device::Cpu)?;
    let mut b = Tensor::zeros(o.cout, candle_core::DType::F32, &Device::Cpu)?;
    if o.conv_branch {
        let n = (0..).take_while(|i| s.contains(&format!("conv_kxk.{i}.conv.weight"))).count().max(1);
        for i in 0..n {
            let (wk, bk) = conv_bn(&s.pp(format!("conv_kxk.{i}")), o.cin, o.cout, o.groups, o.k)?;
            w = (w + wk)?;
            b = (b + bk)?;
        }
    }
    if o.scale_branch && o.k > 1 {
        let (ws, bs) = conv_bn(&s.pp("conv_scale"), o.cin, o.cout, o.groups, 1)?;
        w = (w + pad_kernel(&ws, o.k)?)?;
        b = (b + bs)?;
    }
    if o.cin == o.cout && o.stride == 1 {
        let (scale, shift) = bn_scale_shift(&s.pp("identity"), o.cin, BN_EPS)?;
        let wi = identity_kernel(o.cin, o.groups, o.k)?.broadcast_mul(&scale.reshape((o.cin, 1, 1, 1))?)?;
        w = (w + wi)?;
        b = (b + shift)?;
    }
    Ok((w, b))
}

fn mobileone(s: &Scope<'_>, o: MobileOne) -> Result<RepConv> {
    let (w, b) = mobileone_kernel(s, o)?;
    let se = if o.se { Some(SqueezeExcite::load(&s.pp("se"), o.cout)?) } else { None };
    RepConv::new(w, b, o.stride, o.k / 2, o.groups, se, o.act)
}

/// `PatchEmbed`: ReparamLargeKernelConv (7x7 + 3x3, depthwise-grouped, stride 2) then a 1x1
/// MobileOne block.
#[derive(Debug, Clone)]
struct PatchEmbed {
    lk: RepConv,
    pw: RepConv,
}

impl PatchEmbed {
    fn load(s: &Scope<'_>, cin: usize, cout: usize, se: bool) -> Result<Self> {
        let p0 = s.pp("proj.0");
        let (w, b) = match reparam(&p0, cin, cout, cin, 7)? {
            Some(wb) => wb,
            None => {
                let (wl, bl) = conv_bn(&p0.pp("large_conv"), cin, cout, cin, 7)?;
                let (ws, bs) = conv_bn(&p0.pp("small_conv"), cin, cout, cin, 3)?;
                ((wl + pad_kernel(&ws, 7)?)?, (bl + bs)?)
            }
        };
        let se = if se { Some(SqueezeExcite::load(&p0.pp("se"), cout)?) } else { None };
        let lk = RepConv::new(w, b, 2, 3, cin, se, true)?;
        let pw = mobileone(
            &s.pp("proj.1"),
            MobileOne {
                cin: cout,
                cout,
                k: 1,
                stride: 1,
                groups: 1,
                se: false,
                act: true,
                scale_branch: true,
                conv_branch: true,
            },
        )?;
        Ok(PatchEmbed { lk, pw })
    }

    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        self.pw.forward(&self.lk.forward(x)?)
    }
}

/// `ConvMlp`: depthwise 7x7 conv + BN, 1x1 expand, GELU (fused), 1x1 project, times the
/// block's layer scale (folded into the projection: `gamma * (W x + b) = (gamma W) x + gamma b`).
#[derive(Debug, Clone)]
struct ConvMlp {
    conv: Conv,
    fc1: Conv,
    fc2: Conv,
}

impl ConvMlp {
    /// `gamma` (dim): the layer scale applied to the MLP's output.
    fn load(s: &Scope<'_>, dim: usize, gamma: &Tensor) -> Result<Self> {
        let (w, b) = conv_bn(&s.pp("conv"), dim, dim, dim, 7)?;
        let fc1 = layers::load_conv(&s.pp("fc1"), dim, 1, 1, true, Activation::Gelu)?;
        let hidden = fc1.out_channels();
        let f2 = s.pp("fc2");
        let cout = layers::out_channels(&f2)?;
        if cout != dim {
            return Err(s.weights().infer_error(&s.name("fc2.weight"), "output width differs from input").into());
        }
        let w2 = f2.get("weight", &[dim, hidden, 1, 1])?.broadcast_mul(&gamma.reshape((dim, 1, 1, 1))?)?;
        let b2 = f2.get("bias", &[dim])?.mul(gamma)?;
        let fc2 = Conv::new(w2, Some(b2), 1, 0, 1, Activation::None)?;
        Ok(ConvMlp { conv: Conv::new(w, Some(b), 1, 3, dim, Activation::None)?, fc1, fc2 })
    }

    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        self.fc2.forward(&self.fc1.forward(&self.conv.forward(x)?)?)
    }
}

/// A layer-scale `gamma` of shape (dim, 1, 1), as a (dim) vector.
fn layer_scale(s: &Scope<'_>, dim: usize) -> Result<Tensor> {
    Ok(s.get("gamma", &[dim, 1, 1])?.reshape(dim)?)
}

#[derive(Debug, Clone)]
enum Block {
    /// `x = x + gamma * (mixer(x) - norm(x))` folded into one depthwise conv; then
    /// `x + gamma * mlp(x)` with gamma folded into the MLP.
    RepMixer { mixer: Conv, mlp: ConvMlp },
    /// `x + gamma1 * proj(attn(qkv(norm(x))))`, then `x + gamma2 * mlp(x)`: the BatchNorm is
    /// folded into `qkv` (which gains a bias), `gamma1` into `proj`, `gamma2` into the MLP.
    Attention { qkv: Linear, proj: Linear, mlp: ConvMlp, dim: usize },
}

impl Block {
    fn load_repmixer(s: &Scope<'_>, dim: usize) -> Result<Self> {
        let tm = s.pp("token_mixer");
        let mixer = match reparam(&tm, dim, dim, dim, 3)? {
            Some((w, b)) => Conv::new(w, Some(b), 1, 1, dim, Activation::None)?,
            None => {
                let dw = |conv_branch: bool, scale_branch: bool| MobileOne {
                    cin: dim,
                    cout: dim,
                    k: 3,
                    stride: 1,
                    groups: dim,
                    se: false,
                    act: false,
                    scale_branch,
                    conv_branch,
                };
                let (wm, bm) = mobileone_kernel(&tm.pp("mixer"), dw(true, true))?;
                let (wn, bn) = mobileone_kernel(&tm.pp("norm"), dw(false, false))?;
                let g = tm.pp("layer_scale").get("gamma", &[dim, 1, 1])?;
                // timm RepMixer.reparameterize: id + gamma * (W_mixer - W_norm), gamma * (b_m - b_n)
                let w = (identity_kernel(dim, dim, 3)? + (wm - wn)?.broadcast_mul(&g.reshape((dim, 1, 1, 1))?)?)?;
                let b = (bm - bn)?.mul(&g.flatten_all()?)?;
                Conv::new(w, Some(b), 1, 1, dim, Activation::None)?
            }
        };
        let gamma = layer_scale(&s.pp("layer_scale"), dim)?;
        Ok(Block::RepMixer { mixer, mlp: ConvMlp::load(&s.pp("mlp"), dim, &gamma)? })
    }

    fn load_attention(s: &Scope<'_>, dim: usize) -> Result<Self> {
        if !dim.is_multiple_of(ATTN_HEAD_DIM) {
            return Err(s
                .weights()
                .infer_error(
                    &s.name("token_mixer.qkv.weight"),
                    format!("width {dim} not a multiple of {ATTN_HEAD_DIM}"),
                )
                .into());
        }
        // qkv(x * scale + shift) = (W diag(scale)) x + W shift
        let (scale, shift) = bn_scale_shift(&s.pp("norm"), dim, BN_EPS)?;
        let wq = s.pp("token_mixer.qkv").get("weight", &[3 * dim, dim])?;
        let bq = wq.matmul(&shift.reshape((dim, 1))?)?.reshape(3 * dim)?;
        let qkv = Linear::new(wq.broadcast_mul(&scale.reshape((1, dim))?)?, Some(bq));
        let gamma1 = layer_scale(&s.pp("layer_scale_1"), dim)?;
        let p = s.pp("token_mixer.proj");
        let wp = p.get("weight", &[dim, dim])?.broadcast_mul(&gamma1.reshape((dim, 1))?)?;
        let proj = Linear::new(wp, Some(p.get("bias", &[dim])?.mul(&gamma1)?));
        let gamma2 = layer_scale(&s.pp("layer_scale_2"), dim)?;
        Ok(Block::Attention { qkv, proj, mlp: ConvMlp::load(&s.pp("mlp"), dim, &gamma2)?, dim })
    }

    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        match self {
            Block::RepMixer { mixer, mlp } => {
                let x = mixer.forward(x)?;
                Ok((&x + mlp.forward(&x)?)?)
            }
            Block::Attention { qkv, proj, mlp, dim } => {
                let (b, c, h, w) = x.dims4()?;
                let n = h * w;
                // contiguous: candle's batched matmul mis-reads this transposed view for B > 1
                let t = x.flatten_from(2)?.transpose(1, 2)?.contiguous()?; // (B, N, C)
                let heads = dim / ATTN_HEAD_DIM;
                let q_k_v = qkv.forward(&t)?.reshape((b, n, 3, heads, ATTN_HEAD_DIM))?.permute((2, 0, 3, 1, 4))?;
                let q = (q_k_v.get(0)?.contiguous()? * (ATTN_HEAD_DIM as f64).powf(-0.5))?;
                let k = q_k_v.get(1)?.contiguous()?;
                let v = q_k_v.get(2)?.contiguous()?;
                let att = layers::softmax_last(&q.matmul(&k.t()?)?)?;
                let y = att.matmul(&v)?.transpose(1, 2)?.reshape((b, n, c))?;
                let y = proj.forward(&y)?.transpose(1, 2)?.reshape((b, c, h, w))?;
                let x = (x + y)?;
                Ok((&x + mlp.forward(&x)?)?)
            }
        }
    }
}

#[derive(Debug, Clone)]
struct Stage {
    downsample: Option<PatchEmbed>,
    pos_emb: Option<Conv>,
    blocks: Vec<Block>,
}

/// Sizes read from the checkpoint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FastVitInfo {
    pub dims: [usize; 4],
    pub blocks: [usize; 4],
    pub embed_dim: usize,
}

impl FastVitInfo {
    /// The timm variant name when the sizes match a known MCi trunk.
    pub fn variant(&self) -> Option<&'static str> {
        match (self.dims, self.blocks) {
            ([64, 128, 256, 512], [2, 6, 10, 2]) => Some("fastvit_mci0"),
            ([64, 128, 256, 512], [4, 12, 20, 4]) => Some("fastvit_mci1"),
            ([80, 160, 320, 640], [4, 12, 24, 4]) => Some("fastvit_mci2"),
            _ => None,
        }
    }
}

/// MobileCLIP image encoder (`visual.trunk.*`).
#[derive(Debug, Clone)]
pub struct MobileClipImage {
    stem: [RepConv; 3],
    stages: Vec<Stage>,
    final_conv: RepConv,
    head: Linear,
    info: FastVitInfo,
}

impl MobileClipImage {
    /// Loads the image tower from an open_clip MobileCLIP checkpoint (text tower tensors are
    /// tolerated, anything else unused is an error).
    pub fn load(w: &Weights) -> Result<Self> {
        let m = Self::load_scope(&w.pp("visual.trunk"))?;
        w.finish(&["text.", "logit_scale", "logit_bias"])?;
        Ok(m)
    }

    fn load_scope(s: &Scope<'_>) -> Result<Self> {
        let (stem, c0) = Self::load_stem(s)?;
        let mut dims = [c0; 4];
        let mut counts = [0; 4];
        let mut stages = Vec::with_capacity(4);
        let mut prev = c0;
        for i in 0..4 {
            let (stage, dim, n) = Self::load_stage(s, i, prev)?;
            dims[i] = dim;
            counts[i] = n;
            prev = dim;
            stages.push(stage);
        }
        let fc = s.pp("final_conv");
        let fout = layers::out_channels(&fc.pp("conv_kxk.0.conv"))
            .or_else(|_| layers::out_channels(&fc.pp("reparam_conv")))?;
        let final_conv = mobileone(
            &fc,
            MobileOne {
                cin: prev,
                cout: fout,
                k: 3,
                stride: 1,
                groups: prev,
                se: true,
                act: true,
                scale_branch: true,
                conv_branch: true,
            },
        )?;
        let head = layers::load_linear(&s.pp("head.fc"), fout, true)?;
        let embed_dim = head.weight().dim(0)?;
        Ok(MobileClipImage { stem, stages, final_conv, head, info: FastVitInfo { dims, blocks: counts, embed_dim } })
    }

    /// The three stem convolutions and their width.
    fn load_stem(s: &Scope<'_>) -> Result<([RepConv; 3], usize)> {
        let c0 = layers::out_channels(&s.pp("stem.0.conv_kxk.0.conv"))
            .or_else(|_| layers::out_channels(&s.pp("stem.0.reparam_conv")))?;
        let mo = |cin, cout, k, stride, groups| MobileOne {
            cin,
            cout,
            k,
            stride,
            groups,
            se: false,
            act: true,
            scale_branch: true,
            conv_branch: true,
        };
        let stem = [
            mobileone(&s.pp("stem.0"), mo(3, c0, 3, 2, 1))?,
            mobileone(&s.pp("stem.1"), mo(c0, c0, 3, 2, c0))?,
            mobileone(&s.pp("stem.2"), mo(c0, c0, 1, 1, 1))?,
        ];
        Ok((stem, c0))
    }

    /// Stage `i` on `prev` input channels: the stage, its width and its block count.
    fn load_stage(s: &Scope<'_>, i: usize, prev: usize) -> Result<(Stage, usize, usize)> {
        let st = s.pp(format!("stages.{i}"));
        let downsample = if i > 0 {
            let p0 = st.pp("downsample.proj.0");
            let cout = layers::out_channels(&p0.pp("large_conv.conv"))
                .or_else(|_| layers::out_channels(&p0.pp("reparam_conv")))?;
            Some(PatchEmbed::load(&st.pp("downsample"), prev, cout, i >= 2)?)
        } else {
            None
        };
        let dim = match &downsample {
            Some(d) => d.pw.conv.out_channels(),
            None => prev,
        };
        let pos_emb = if i == 3 { Some(Self::load_pos_emb(&st.pp("pos_emb"), dim)?) } else { None };
        let n = (0..).take_while(|j| st.pp(format!("blocks.{j}")).contains("mlp.fc1.weight")).count();
        let blocks = (0..n)
            .map(|j| {
                let b = st.pp(format!("blocks.{j}"));
                if i == 3 {
                    Block::load_attention(&b, dim)
                } else {
                    Block::load_repmixer(&b, dim)
                }
            })
            .collect::<Result<Vec<_>>>()?;
        if blocks.is_empty() {
            return Err(s.weights().infer_error(&st.name("blocks.0.mlp.fc1.weight"), "stage without blocks").into());
        }
        Ok((Stage { downsample, pos_emb, blocks }, dim, n))
    }

    /// The last stage's conditional positional embedding (a 7x7 depthwise conv plus identity).
    fn load_pos_emb(pe: &Scope<'_>, dim: usize) -> Result<Conv> {
        Ok(match reparam(pe, dim, dim, dim, 7)? {
            Some((w, b)) => Conv::new(w, Some(b), 1, 3, dim, Activation::None)?,
            None => {
                let w = pe.pp("pos_enc").get("weight", &[dim, 1, 7, 7])?;
                let b = pe.pp("pos_enc").get("bias", &[dim])?;
                Conv::new((w + identity_kernel(dim, dim, 7)?)?, Some(b), 1, 3, dim, Activation::None)?
            }
        })
    }

    pub fn info(&self) -> &FastVitInfo {
        &self.info
    }

    /// `images` (B, 3, H, W), already normalised (MobileCLIP: 0..1, mean 0, std 1), H and W
    /// multiples of 32 (256 by default). Returns (B, embed_dim), unnormalised. Runs on the
    /// inference thread pool ([`kernels::install`]).
    pub fn forward(&self, images: &Tensor) -> Result<Tensor> {
        kernels::install(|| self.forward_on_pool(images, &mut || {}))
    }

    /// [`forward`](Self::forward), calling `pause` before each block (stem layer, downsampling,
    /// positional embedding, mixer or attention block, final conv): the caller may block there
    /// to leave the cores to more urgent work (the crop embedder yields to the detector).
    pub fn forward_pausing(&self, images: &Tensor, pause: &mut (dyn FnMut() + Send)) -> Result<Tensor> {
        kernels::install(|| self.forward_on_pool(images, pause))
    }

    fn forward_on_pool(&self, images: &Tensor, pause: &mut (dyn FnMut() + Send)) -> Result<Tensor> {
        let (_, c, h, w) = images.dims4().map_err(|_| input_err("images", "expected (B, 3, H, W)"))?;
        if c != 3 || h % 32 != 0 || w % 32 != 0 || h == 0 || w == 0 {
            return Err(input_err("images", format!("({c}, {h}, {w}): need 3 channels, H and W multiples of 32")));
        }
        let mut x = images.clone();
        for s in &self.stem {
            pause();
            x = s.forward(&x)?;
        }
        for st in &self.stages {
            if let Some(d) = &st.downsample {
                pause();
                x = d.forward(&x)?;
            }
            if let Some(p) = &st.pos_emb {
                pause();
                x = p.forward(&x)?;
            }
            for b in &st.blocks {
                pause();
                x = b.forward(&x)?;
            }
        }
        pause();
        let x = self.final_conv.forward(&x)?;
        let x = x.mean(D::Minus1)?.mean(D::Minus1)?;
        Ok(self.head.forward(&x)?)
    }
}

/// MobileCLIP text encoder (`text.*`, no causal mask, GELU).
#[derive(Debug, Clone)]
pub struct MobileClipText {
    pub tower: TextTransformer,
}

impl MobileClipText {
    pub fn load(w: &Weights) -> Result<Self> {
        let tower = TextTransformer::load(&w.pp("text"), TextFlavour::MOBILECLIP)?;
        w.finish(&["visual.", "logit_scale", "logit_bias"])?;
        Ok(MobileClipText { tower })
    }

    /// (B, embed_dim), unnormalised.
    pub fn encode(&self, tokens: &[Vec<u32>]) -> Result<Tensor> {
        self.tower.encode(tokens)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identity_kernel_of_a_depthwise_conv_is_a_centred_one() {
        let k = identity_kernel(2, 2, 3).unwrap();
        let v = k.flatten_all().unwrap().to_vec1::<f32>().unwrap();
        assert_eq!(v.iter().sum::<f32>(), 2.0);
        assert_eq!(v[4], 1.0);
        assert_eq!(v[9 + 4], 1.0);
    }
}
