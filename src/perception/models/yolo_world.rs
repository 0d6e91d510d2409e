//! YOLO-World v2 (ultralytics `yolov8{n,s,m,l,x}-worldv2.yaml`), loaded from the official
//! `WorldModel` state dict (`model.N.*`). Channel widths, bottleneck counts, attention heads and
//! the head's hidden widths are read from the checkpoint's shapes, so every scale loads.
//!
//! Layout (layer index = checkpoint prefix `model.N`):
//! backbone 0-9: Conv, Conv, C2f, Conv, C2f(P3), Conv, C2f(P4), Conv, C2f, SPPF(P5);
//! neck 10-21: Upsample, Concat(6), C2fAttn(12), Upsample, Concat(4), C2fAttn(15, P3 out),
//! Conv, Concat(12), C2fAttn(18, P4 out), Conv, Concat(9), C2fAttn(21, P5 out);
//! 22: WorldDetect (box branch cv2 + DFL, embedding branch cv3 + BNContrastiveHead cv4).
//! The v2 yaml has no ImagePoolingAttn, so the text features reach the head unchanged.
//!
//! Output of [`YoloWorld::forward`]: `(B, 4 + K, A)`, boxes as (cx, cy, w, h) in input pixels
//! then K sigmoid class scores, anchors ordered P3 row-major, then P4, then P5 — exactly
//! ultralytics' `WorldModel.predict(images, txt_feats=...)[0]`.

use super::layers::{self, bn_scale_shift, fold_bn, input_err, Conv, Result};
use super::weights::{Scope, Weights};
use crate::perception::kernels::{self, gate::MaxSigmoidGate, Activation};
use candle_core::{Device, Module, Tensor, D};
use candle_nn::Linear;

/// ultralytics' `initialize_weights` sets every BatchNorm's eps to 1e-3.
const BN_EPS: f64 = 1e-3;
const STRIDES: [usize; 3] = [8, 16, 32];

/// ultralytics `Conv`: Conv2d (no bias) + BatchNorm + optional SiLU; BN folded in, SiLU fused.
#[derive(Debug, Clone)]
struct ConvBnAct {
    conv: Conv,
    cout: usize,
}

impl ConvBnAct {
    fn load(s: &Scope<'_>, cin: usize, stride: usize, act: bool) -> Result<Self> {
        let (w, b, k) = Self::load_folded(s, cin)?;
        let cout = w.dim(0)?;
        let act = if act { Activation::Silu } else { Activation::None };
        Ok(ConvBnAct { conv: Conv::new(w, Some(b), stride, k / 2, 1, act)?, cout })
    }

    /// The conv weight (cout, cin, k, k) with its BatchNorm folded in, the bias, and k.
    fn load_folded(s: &Scope<'_>, cin: usize) -> Result<(Tensor, Tensor, usize)> {
        let c = s.pp("conv");
        let shp = c.require_shape("weight")?;
        let (cout, k) = (shp[0], *shp.get(2).unwrap_or(&1));
        let w = c.get("weight", &[cout, cin, k, k])?;
        let (w, b) = fold_bn(&w, &s.pp("bn"), BN_EPS)?;
        Ok((w, b, k))
    }

    /// Two stride-1 SiLU convs on the same input as one conv with their output channels
    /// concatenated (`a`'s first): one im2col and one gemm instead of two. Returns the conv
    /// and `a`'s output width (the split point).
    fn load_pair(a: &Scope<'_>, b: &Scope<'_>, cin: usize) -> Result<(Self, usize)> {
        let (wa, ba, ka) = Self::load_folded(a, cin)?;
        let (wb, bb, kb) = Self::load_folded(b, cin)?;
        if ka != kb {
            return Err(a
                .weights()
                .infer_error(&b.name("conv.weight"), format!("kernel {kb} differs from {ka}"))
                .into());
        }
        let ca = wa.dim(0)?;
        let w = Tensor::cat(&[wa, wb], 0)?;
        let bias = Tensor::cat(&[ba, bb], 0)?;
        let cout = w.dim(0)?;
        Ok((ConvBnAct { conv: Conv::new(w, Some(bias), 1, ka / 2, 1, Activation::Silu)?, cout }, ca))
    }

    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        self.conv.forward(x)
    }
}

#[derive(Debug, Clone)]
struct Bottleneck {
    cv1: ConvBnAct,
    cv2: ConvBnAct,
    add: bool,
}

impl Bottleneck {
    fn load(s: &Scope<'_>, c: usize, shortcut: bool) -> Result<Self> {
        let cv1 = ConvBnAct::load(&s.pp("cv1"), c, 1, true)?;
        let cv2 = ConvBnAct::load(&s.pp("cv2"), cv1.cout, 1, true)?;
        let add = shortcut && cv2.cout == c;
        Ok(Bottleneck { cv1, cv2, add })
    }

    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        let y = self.cv2.forward(&self.cv1.forward(x)?)?;
        Ok(if self.add { (x + y)? } else { y })
    }
}

fn count_blocks(s: &Scope<'_>) -> usize {
    (0..).take_while(|i| s.contains(&format!("m.{i}.cv1.conv.weight"))).count()
}

/// `MaxSigmoidAttnBlock`: text-guided channel-group gating.
#[derive(Debug, Clone)]
struct MaxSigmoidAttn {
    ec: Option<ConvBnAct>,
    gl: Linear,
    bias: Tensor,
    proj_conv: ConvBnAct,
    nh: usize,
    hc: usize,
    gate: MaxSigmoidGate,
}

impl MaxSigmoidAttn {
    fn load(s: &Scope<'_>, c: usize, guide_dim: usize) -> Result<Self> {
        let gl = layers::load_linear(&s.pp("gl"), guide_dim, true)?;
        let ec_dim = gl.weight().dim(0)?;
        // `ec` exists exactly when the embedding width differs from the input width.
        let ec = if ec_dim != c { Some(ConvBnAct::load(&s.pp("ec"), c, 1, false)?) } else { None };
        let nh = s.require_shape("bias")?.first().copied().unwrap_or(0);
        let bias = s.get("bias", &[nh])?;
        let proj_conv = ConvBnAct::load(&s.pp("proj_conv"), c, 1, false)?;
        let c2 = proj_conv.cout;
        if nh == 0 || c2 % nh != 0 || ec_dim != c2 {
            return Err(s
                .weights()
                .infer_error(&s.name("bias"), format!("{nh} heads do not divide embedding {ec_dim} / output {c2}"))
                .into());
        }
        let hc = c2 / nh;
        let gate = MaxSigmoidGate::new(bias.to_vec1::<f32>()?, 1.0 / (hc as f32).sqrt());
        Ok(MaxSigmoidAttn { ec, gl, bias, proj_conv, nh, hc, gate })
    }

    /// `x` (B, c, H, W); `guide` (B, K, 512).
    fn forward(&self, x: &Tensor, guide: &Tensor) -> Result<Tensor> {
        let g = prof(kernels::profile::span(|| "yolo.attn gl".into()), || Ok(self.gl.forward(guide)?))?; // (B, K, nh * hc)
        let embed = match &self.ec {
            Some(ec) => ec.forward(x)?,
            None => x.clone(),
        };
        let y = self.proj_conv.forward(x)?;
        if kernels::reference_ops() {
            return self.forward_candle(&y, &embed, &g);
        }
        let _s = kernels::profile::span(|| "yolo.attn gate".into());
        Ok(self.gate.forward(&y, &embed, &g)?)
    }

    /// The block with candle's ops (`--reference` A/B runs).
    fn forward_candle(&self, y: &Tensor, embed: &Tensor, g: &Tensor) -> Result<Tensor> {
        let (b, c2, h, w) = y.dims4()?;
        let k = g.dim(1)?;
        let g = g.reshape((b, k, self.nh, self.hc))?;
        // (B, nh, HW, hc) @ (B, nh, hc, K) -> (B, nh, HW, K), max over K
        let e = embed.reshape((b, self.nh, self.hc, h * w))?.transpose(2, 3)?.contiguous()?;
        let g = g.permute((0, 2, 3, 1))?.contiguous()?;
        let aw = e.matmul(&g)?.max(D::Minus1)?; // (B, nh, HW)
        let aw = (aw / (self.hc as f64).sqrt())?.broadcast_add(&self.bias.reshape((1, self.nh, 1))?)?;
        let aw = candle_nn::ops::sigmoid(&aw)?.reshape((b, self.nh, 1, h, w))?;
        let y = y.reshape((b, self.nh, c2 / self.nh, h, w))?.broadcast_mul(&aw)?;
        Ok(y.reshape((b, c2, h, w))?)
    }
}

/// `C2f` (backbone, shortcut) and `C2fAttn` (neck, no shortcut, attention branch).
#[derive(Debug, Clone)]
struct C2f {
    cv1: ConvBnAct,
    cv2: ConvBnAct,
    m: Vec<Bottleneck>,
    attn: Option<MaxSigmoidAttn>,
    c: usize,
}

impl C2f {
    fn load(s: &Scope<'_>, cin: usize, shortcut: bool, attn: bool) -> Result<Self> {
        let cv1 = ConvBnAct::load(&s.pp("cv1"), cin, 1, true)?;
        if cv1.cout % 2 != 0 {
            return Err(s.weights().infer_error(&s.name("cv1.conv.weight"), "odd hidden width").into());
        }
        let c = cv1.cout / 2;
        let n = count_blocks(s);
        let m = (0..n).map(|i| Bottleneck::load(&s.pp(format!("m.{i}")), c, shortcut)).collect::<Result<Vec<_>>>()?;
        let attn = if attn { Some(MaxSigmoidAttn::load(&s.pp("attn"), c, 512)?) } else { None };
        let parts = 2 + n + usize::from(attn.is_some());
        let cv2 = ConvBnAct::load(&s.pp("cv2"), parts * c, 1, true)?;
        Ok(C2f { cv1, cv2, m, attn, c })
    }

    fn forward(&self, x: &Tensor, guide: Option<&Tensor>) -> Result<Tensor> {
        let y = self.cv1.forward(x)?;
        let mut ys = vec![y.narrow(1, 0, self.c)?, y.narrow(1, self.c, self.c)?];
        for m in &self.m {
            let last = ys.last().cloned().ok_or_else(|| input_err("C2f", "empty"))?;
            ys.push(m.forward(&last)?);
        }
        if let (Some(attn), Some(g)) = (&self.attn, guide) {
            let last = ys.last().cloned().ok_or_else(|| input_err("C2f", "empty"))?;
            let _s = kernels::profile::span(|| "yolo.attn".into());
            ys.push(attn.forward(&last, g)?);
        }
        let cat = prof(kernels::profile::span(|| "yolo.c2f cat".into()), || Ok(Tensor::cat(&ys, 1)?))?;
        self.cv2.forward(&cat)
    }

    fn cout(&self) -> usize {
        self.cv2.cout
    }
}

/// `SPPF`: three chained 5x5 max-pools (stride 1, padding 2 with -inf as PyTorch pads).
#[derive(Debug, Clone)]
struct Sppf {
    cv1: ConvBnAct,
    cv2: ConvBnAct,
    k: usize,
}

impl Sppf {
    fn load(s: &Scope<'_>, cin: usize) -> Result<Self> {
        // v8 yaml rows get a SiLU on cv1 (ultralytics' legacy SPPF).
        let cv1 = ConvBnAct::load(&s.pp("cv1"), cin, 1, true)?;
        let cv2 = ConvBnAct::load(&s.pp("cv2"), 4 * cv1.cout, 1, true)?;
        Ok(Sppf { cv1, cv2, k: 5 })
    }

    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        let y0 = self.cv1.forward(x)?;
        let cat = prof(kernels::profile::span(|| "yolo.sppf pool+cat".into()), || {
            let y1 = max_pool_same(&y0, self.k)?;
            let y2 = max_pool_same(&y1, self.k)?;
            let y3 = max_pool_same(&y2, self.k)?;
            Ok(Tensor::cat(&[y0.clone(), y1, y2, y3], 1)?)
        })?;
        self.cv2.forward(&cat)
    }
}

/// Max-pool k x k, stride 1, padding k/2 filled with -inf (output size = input size).
pub(crate) fn max_pool_same(x: &Tensor, k: usize) -> Result<Tensor> {
    if !kernels::reference_ops() && k % 2 == 1 {
        return Ok(kernels::pool::MaxPoolSame::new(k)?.forward(x)?);
    }
    let p = k / 2;
    let (b, c, h, w) = x.dims4()?;
    let ninf = |hh: usize, ww: usize| Tensor::full(f32::NEG_INFINITY, (b, c, hh, ww), x.device());
    let xw = Tensor::cat(&[ninf(h, p)?, x.clone(), ninf(h, p)?], 3)?;
    let xp = Tensor::cat(&[ninf(p, w + 2 * p)?, xw, ninf(p, w + 2 * p)?], 2)?;
    Ok(xp.max_pool2d_with_stride(k, 1)?)
}

/// The embedding branch's last 1x1 conv (`cv3.i.2`) followed by `BNContrastiveHead`
/// (`cv4.i`: BatchNorm on the region embeddings, dot product with the L2-normalised text
/// embeddings, `* exp(logit_scale) + bias`). Everything is linear, so at load the BatchNorm
/// is folded into the conv (`W' = diag(s) W`, `b' = s b + t`) and per forward the text is
/// folded in too: scores = `(ls * T W') x + (ls * T b' + bias)`, one 1x1 conv with K outputs
/// straight from the hidden features instead of a conv to the 512-wide embedding, a
/// BatchNorm pass and a matmul.
#[derive(Debug, Clone)]
struct ContrastHead {
    /// (E, c) BatchNorm-folded conv weight
    w: Tensor,
    /// (E, 1)
    b: Tensor,
    logit_scale_exp: f64,
    bias: f64,
}

impl ContrastHead {
    fn load(conv: &Scope<'_>, head: &Scope<'_>, cin: usize) -> Result<Self> {
        let shp = conv.require_shape("weight")?;
        let embed = shp.first().copied().unwrap_or(0);
        let w = conv.get("weight", &[embed, cin, 1, 1])?.reshape((embed, cin))?;
        let b = conv.get("bias", &[embed])?;
        let (scale, shift) = bn_scale_shift(&head.pp("norm"), embed, BN_EPS)?;
        let w = w.broadcast_mul(&scale.reshape((embed, 1))?)?;
        let b = (b.mul(&scale)? + shift)?.reshape((embed, 1))?;
        let ls: f32 = head.get("logit_scale", &[])?.to_scalar()?;
        let bias: f32 = head.get("bias", &[1])?.to_vec1::<f32>()?[0];
        Ok(ContrastHead { w, b, logit_scale_exp: (ls as f64).exp(), bias: bias as f64 })
    }

    fn embed_dim(&self) -> Result<usize> {
        Ok(self.w.dim(0)?)
    }

    /// `x` (B, c, H, W) hidden features, `w_norm` (B, K, E) normalised text -> (B, K, H*W).
    fn forward(&self, x: &Tensor, w_norm: &Tensor) -> Result<Tensor> {
        let (b, _, h, w) = x.dims4()?;
        let k = w_norm.dim(1)?;
        let tw = (w_norm.broadcast_matmul(&self.w)? * self.logit_scale_exp)?; // (B, K, c)
        let tb = ((w_norm.broadcast_matmul(&self.b)? * self.logit_scale_exp)? + self.bias)?; // (B, K, 1)
        let mut out = Vec::with_capacity(b);
        for i in 0..b {
            let wi = tw.get(i)?;
            let c = wi.dim(1)?;
            let conv =
                Conv::new(wi.reshape((k, c, 1, 1))?, Some(tb.get(i)?.flatten_all()?), 1, 0, 1, Activation::None)?;
            out.push(conv.forward(&x.narrow(0, i, 1)?)?.reshape((1, k, h * w))?);
        }
        Ok(if b == 1 { out.pop().ok_or_else(|| input_err("images", "empty batch"))? } else { Tensor::cat(&out, 0)? })
    }
}

/// One detection level of `WorldDetect`. The first 3x3 conv of the box branch (`cv2.i.0`)
/// and of the embedding branch (`cv3.i.0`) read the same features: they run as one conv
/// (`first`) whose first `box_width` output channels are the box branch's.
#[derive(Debug, Clone)]
struct DetectLevel {
    first: ConvBnAct,
    box_width: usize,
    box_conv: ConvBnAct,
    box_out: Conv,
    emb_conv: ConvBnAct,
    contrast: ContrastHead,
}

#[derive(Debug, Clone)]
struct WorldDetect {
    levels: Vec<DetectLevel>,
    /// `dfl.conv.weight` flattened: the value of each of the `reg_max` bins (arange in practice).
    dfl: Tensor,
    reg_max: usize,
}

impl WorldDetect {
    fn load(s: &Scope<'_>, chs: [usize; 3]) -> Result<Self> {
        let mut levels = Vec::with_capacity(3);
        let mut reg4 = 0;
        for (i, &cin) in chs.iter().enumerate() {
            let b = s.pp(format!("cv2.{i}"));
            let e = s.pp(format!("cv3.{i}"));
            let (first, box_width) = ConvBnAct::load_pair(&b.pp(0), &e.pp(0), cin)?;
            let box_conv = ConvBnAct::load(&b.pp(1), box_width, 1, true)?;
            let box_out = layers::load_conv(&b.pp(2), box_conv.cout, 1, 1, true, Activation::None)?;
            reg4 = box_out.out_channels();
            let emb_conv = ConvBnAct::load(&e.pp(1), first.cout - box_width, 1, true)?;
            let contrast = ContrastHead::load(&e.pp(2), &s.pp(format!("cv4.{i}")), emb_conv.cout)?;
            levels.push(DetectLevel { first, box_width, box_conv, box_out, emb_conv, contrast });
        }
        if reg4 % 4 != 0 || reg4 == 0 {
            return Err(s.weights().infer_error(&s.name("cv2.0.2.weight"), "box channels not 4 * reg_max").into());
        }
        let reg_max = reg4 / 4;
        let dfl = s.get("dfl.conv.weight", &[1, reg_max, 1, 1])?.reshape((1, 1, reg_max, 1))?;
        Ok(WorldDetect { levels, dfl, reg_max })
    }

    fn embed_dim(&self) -> Result<usize> {
        self.levels[0].contrast.embed_dim()
    }

    fn forward(&self, feats: [&Tensor; 3], text: &Tensor) -> Result<Tensor> {
        let b = text.dim(0)?;
        let w_norm = layers::l2_normalize(text)?;
        let mut boxes = Vec::with_capacity(3);
        let mut scores = Vec::with_capacity(3);
        let mut sizes = Vec::with_capacity(3);
        for (lvl, x) in self.levels.iter().zip(feats) {
            let (_, _, h, w) = x.dims4()?;
            sizes.push((h, w));
            let both = lvl.first.forward(x)?;
            let ce = lvl.first.cout - lvl.box_width;
            let bx = lvl.box_conv.forward(&both.narrow(1, 0, lvl.box_width)?)?;
            let bx = lvl.box_out.forward(&bx)?;
            boxes.push(bx.reshape((b, 4 * self.reg_max, h * w))?);
            let e = lvl.emb_conv.forward(&both.narrow(1, lvl.box_width, ce)?)?;
            let _s = kernels::profile::span(|| "yolo.contrast".into());
            scores.push(lvl.contrast.forward(&e, &w_norm)?);
        }
        let _s = kernels::profile::span(|| "yolo.detect post".into());
        let boxes = Tensor::cat(&boxes, 2)?; // (B, 4*reg, A)
        let scores = Tensor::cat(&scores, 2)?; // (B, K, A)
        let a = boxes.dim(2)?;
        // DFL: softmax over the bins of each side, expectation with the bin values.
        let dist = boxes.reshape((b, 4, self.reg_max, a))?.transpose(2, 3)?.contiguous()?;
        let dist = layers::softmax_last(&dist)?.transpose(2, 3)?; // (B, 4, reg, A)
        let dist = dist.broadcast_mul(&self.dfl)?.sum(2)?; // (B, 4, A)
        let (anchors, strides) = anchors(&sizes, boxes.device())?; // (2, A), (1, A)
        let lt = dist.narrow(1, 0, 2)?;
        let rb = dist.narrow(1, 2, 2)?;
        let x1y1 = anchors.unsqueeze(0)?.broadcast_sub(&lt)?;
        let x2y2 = anchors.unsqueeze(0)?.broadcast_add(&rb)?;
        let cxy = ((&x1y1 + &x2y2)? / 2.0)?;
        let wh = (x2y2 - x1y1)?;
        let dbox = Tensor::cat(&[cxy, wh], 1)?.broadcast_mul(&strides.unsqueeze(0)?)?;
        Ok(Tensor::cat(&[dbox, candle_nn::ops::sigmoid(&scores)?], 1)?)
    }
}

/// Anchor centres (grid units, +0.5) and strides for the three levels, as `make_anchors`.
fn anchors(sizes: &[(usize, usize)], dev: &Device) -> Result<(Tensor, Tensor)> {
    let total: usize = sizes.iter().map(|(h, w)| h * w).sum();
    let (mut xs, mut ys, mut ss) = (Vec::with_capacity(total), Vec::with_capacity(total), Vec::with_capacity(total));
    for (&(h, w), &s) in sizes.iter().zip(STRIDES.iter()) {
        for y in 0..h {
            for x in 0..w {
                xs.push(x as f32 + 0.5);
                ys.push(y as f32 + 0.5);
                ss.push(s as f32);
            }
        }
    }
    xs.extend(ys);
    Ok((Tensor::from_vec(xs, (2, total), dev)?, Tensor::from_vec(ss, (1, total), dev)?))
}

/// Sizes read from a checkpoint (for logs and the scale name).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct YoloWorldInfo {
    /// Output channels of layer 0 (16 n, 32 s, 48 m, 64 l, 80 x).
    pub stem_channels: usize,
    /// Bottlenecks in layer 2 (1 for n/s, 2 for m, 3 for l/x).
    pub depth: usize,
    /// Text embedding width expected by the head (512).
    pub embed_dim: usize,
}

impl YoloWorldInfo {
    /// The official scale letter, when the sizes match one.
    pub fn scale(&self) -> Option<char> {
        match (self.stem_channels, self.depth) {
            (16, 1) => Some('n'),
            (32, 1) => Some('s'),
            (48, 2) => Some('m'),
            (64, 3) => Some('l'),
            (80, 3) => Some('x'),
            _ => None,
        }
    }
}

/// The YOLO-World v2 detector.
#[derive(Debug, Clone)]
pub struct YoloWorld {
    convs: [ConvBnAct; 5], // layers 0, 1, 3, 5, 7
    c2f: [C2f; 4],         // layers 2, 4, 6, 8
    sppf: Sppf,            // 9
    attn: [C2f; 4],        // 12, 15, 18, 21
    down: [ConvBnAct; 2],  // 16, 19
    detect: WorldDetect,   // 22
    info: YoloWorldInfo,
}

impl YoloWorld {
    /// Loads from an ultralytics `WorldModel` state dict; the weights must be used completely.
    pub fn load(w: &Weights) -> Result<Self> {
        let m = w.pp("model");
        let l0 = ConvBnAct::load(&m.pp(0), 3, 2, true)?;
        let l1 = ConvBnAct::load(&m.pp(1), l0.cout, 2, true)?;
        let l2 = C2f::load(&m.pp(2), l1.cout, true, false)?;
        let l3 = ConvBnAct::load(&m.pp(3), l2.cout(), 2, true)?;
        let l4 = C2f::load(&m.pp(4), l3.cout, true, false)?;
        let l5 = ConvBnAct::load(&m.pp(5), l4.cout(), 2, true)?;
        let l6 = C2f::load(&m.pp(6), l5.cout, true, false)?;
        let l7 = ConvBnAct::load(&m.pp(7), l6.cout(), 2, true)?;
        let l8 = C2f::load(&m.pp(8), l7.cout, true, false)?;
        let l9 = Sppf::load(&m.pp(9), l8.cout())?;
        let (p3, p4, p5) = (l4.cout(), l6.cout(), l9.cv2.cout);
        let l12 = C2f::load(&m.pp(12), p5 + p4, false, true)?;
        let l15 = C2f::load(&m.pp(15), l12.cout() + p3, false, true)?;
        let l16 = ConvBnAct::load(&m.pp(16), l15.cout(), 2, true)?;
        let l18 = C2f::load(&m.pp(18), l16.cout + l12.cout(), false, true)?;
        let l19 = ConvBnAct::load(&m.pp(19), l18.cout(), 2, true)?;
        let l21 = C2f::load(&m.pp(21), l19.cout + p5, false, true)?;
        let detect = WorldDetect::load(&m.pp(22), [l15.cout(), l18.cout(), l21.cout()])?;
        let info = YoloWorldInfo { stem_channels: l0.cout, depth: l2.m.len(), embed_dim: detect.embed_dim()? };
        w.finish(&[])?;
        Ok(YoloWorld {
            convs: [l0, l1, l3, l5, l7],
            c2f: [l2, l4, l6, l8],
            sppf: l9,
            attn: [l12, l15, l18, l21],
            down: [l16, l19],
            detect,
            info,
        })
    }

    pub fn info(&self) -> YoloWorldInfo {
        self.info
    }

    /// `images` (B, 3, H, W) in 0..1 with H, W multiples of 32; `text` (B or 1, K, 512) text
    /// embeddings. Returns (B, 4 + K, A). Runs on the inference thread pool
    /// ([`kernels::install`]).
    pub fn forward(&self, images: &Tensor, text: &Tensor) -> Result<Tensor> {
        kernels::install(|| self.forward_on_pool(images, text))
    }

    fn forward_on_pool(&self, images: &Tensor, text: &Tensor) -> Result<Tensor> {
        let (b, c, h, w) = images.dims4().map_err(|_| input_err("images", "expected (B, 3, H, W)"))?;
        if c != 3 || h % 32 != 0 || w % 32 != 0 || h == 0 || w == 0 {
            return Err(input_err(
                "images",
                format!("shape ({b}, {c}, {h}, {w}): need 3 channels, H and W multiples of 32"),
            ));
        }
        let (tb, k, e) = text.dims3().map_err(|_| input_err("txt_feats", "expected (B, K, 512)"))?;
        if e != self.info.embed_dim || k == 0 || (tb != b && tb != 1) {
            return Err(input_err("txt_feats", format!("shape ({tb}, {k}, {e}) for {b} images")));
        }
        let text = if tb != b { text.broadcast_as((b, k, e))?.contiguous()? } else { text.clone() };
        let sp = |name: &'static str| kernels::profile::span(|| format!("yolo.{name}"));
        let x = prof(sp("L0 conv"), || self.convs[0].forward(images))?;
        let x = prof(sp("L1 conv"), || self.convs[1].forward(&x))?;
        let x = prof(sp("L2 c2f"), || self.c2f[0].forward(&x, None))?;
        let x = prof(sp("L3 conv"), || self.convs[2].forward(&x))?;
        let p3 = prof(sp("L4 c2f"), || self.c2f[1].forward(&x, None))?;
        let x = prof(sp("L5 conv"), || self.convs[3].forward(&p3))?;
        let p4 = prof(sp("L6 c2f"), || self.c2f[2].forward(&x, None))?;
        let x = prof(sp("L7 conv"), || self.convs[4].forward(&p4))?;
        let x = prof(sp("L8 c2f"), || self.c2f[3].forward(&x, None))?;
        let p5 = prof(sp("L9 sppf"), || self.sppf.forward(&x))?;
        let cat = prof(sp("L10-11 up+cat"), || Ok(Tensor::cat(&[upsample2(&p5)?, p4.clone()], 1)?))?;
        let n12 = prof(sp("L12 c2fattn"), || self.attn[0].forward(&cat, Some(&text)))?;
        let cat = prof(sp("L13-14 up+cat"), || Ok(Tensor::cat(&[upsample2(&n12)?, p3.clone()], 1)?))?;
        let o3 = prof(sp("L15 c2fattn"), || self.attn[1].forward(&cat, Some(&text)))?;
        let d = prof(sp("L16 conv"), || self.down[0].forward(&o3))?;
        let cat = prof(sp("L17 cat"), || Ok(Tensor::cat(&[d, n12.clone()], 1)?))?;
        let o4 = prof(sp("L18 c2fattn"), || self.attn[2].forward(&cat, Some(&text)))?;
        let d = prof(sp("L19 conv"), || self.down[1].forward(&o4))?;
        let cat = prof(sp("L20 cat"), || Ok(Tensor::cat(&[d, p5.clone()], 1)?))?;
        let o5 = prof(sp("L21 c2fattn"), || self.attn[3].forward(&cat, Some(&text)))?;
        prof(sp("L22 detect"), || self.detect.forward([&o3, &o4, &o5], &text))
    }
}

/// Runs `f` inside the profile span `span` (ends when `f` returns).
fn prof<T>(span: Option<kernels::profile::Span>, f: impl FnOnce() -> Result<T>) -> Result<T> {
    let r = f();
    drop(span);
    r
}

fn upsample2(x: &Tensor) -> Result<Tensor> {
    let (_, _, h, w) = x.dims4()?;
    Ok(x.upsample_nearest2d(2 * h, 2 * w)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sppf_pooling_pads_with_minus_infinity() {
        // All-negative input: zero padding would leak 0 into the border maxima.
        let x =
            Tensor::from_vec(vec![-5f32, -4., -3., -2., -1., -6., -7., -8., -9.], (1, 1, 3, 3), &Device::Cpu).unwrap();
        let y = max_pool_same(&x, 5).unwrap();
        let v = y.flatten_all().unwrap().to_vec1::<f32>().unwrap();
        assert!(v.iter().all(|&m| m == -1.0), "{v:?}");
        let y3 = max_pool_same(&x, 3).unwrap().flatten_all().unwrap().to_vec1::<f32>().unwrap();
        assert_eq!(y3, vec![-1., -1., -1., -1., -1., -1., -1., -1., -1.]);
        let x2 = Tensor::from_vec(vec![-5f32, -4., -3., -2.], (1, 1, 1, 4), &Device::Cpu).unwrap();
        let y2 = max_pool_same(&x2, 3).unwrap().flatten_all().unwrap().to_vec1::<f32>().unwrap();
        assert_eq!(y2, vec![-4., -3., -2., -2.]);
    }

    #[test]
    fn anchors_follow_make_anchors_order() {
        let (a, s) = anchors(&[(1, 2), (1, 1), (1, 1)], &Device::Cpu).unwrap();
        assert_eq!(a.to_vec2::<f32>().unwrap(), vec![vec![0.5, 1.5, 0.5, 0.5], vec![0.5, 0.5, 0.5, 0.5]]);
        assert_eq!(s.to_vec2::<f32>().unwrap(), vec![vec![8., 8., 16., 32.]]);
    }
}
