//! YOLO-World's text-guided channel gating (`MaxSigmoidAttnBlock`) as one fused pass:
//!
//! `out[b, h*c2h + j, p] = y[b, h*c2h + j, p] * sigmoid(max_k <e[b, h*hc.., p], g[b, k, h, ..]> * scale + bias[h])`
//!
//! for image `b`, head `h`, pixel `p`, text `k`: the attention weight of each head and pixel
//! is the best-matching text's similarity to that head's slice of the embedding, and it
//! scales the head's slice of the projection `y`. Candle needs a transpose copy, a batched
//! matmul, a max, four element-wise passes and a broadcast multiply for this; here each
//! (image, head, pixel chunk) task accumulates the K similarities over a cache-sized chunk of
//! pixels, reduces them and gates `y` in place while it is hot.

use super::simd::{dispatch_fma, madd};
use super::{shape_err, KernelError};
use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp3, Layout, Shape, Tensor};
use rayon::prelude::*;

/// Pixels per task: K accumulators of this many f32 stay in L1/L2.
const CHUNK: usize = 1024;

/// The gating op: heads, per-head bias and the similarity scale (`1 / sqrt(hc)` in YOLO-World).
#[derive(Debug, Clone)]
pub struct MaxSigmoidGate {
    bias: Vec<f32>,
    scale: f32,
}

impl MaxSigmoidGate {
    /// `bias`: one value per head.
    pub fn new(bias: Vec<f32>, scale: f32) -> Self {
        MaxSigmoidGate { bias, scale }
    }

    fn heads(&self) -> usize {
        self.bias.len()
    }

    /// `y` (B, C2, H, W) the projection to gate, `e` (B, C, H, W) the embedding, `g` (B, K,
    /// C) the guide (text) embeddings split into `heads` slices of `C / heads`, all f32 on
    /// the CPU. Returns the gated `y`.
    pub fn forward(&self, y: &Tensor, e: &Tensor, g: &Tensor) -> Result<Tensor, KernelError> {
        const OP: &str = "max_sigmoid_gate";
        let nh = self.heads();
        let (b, c2, h, w) = y.dims4()?;
        let (eb, c, eh, ew) = e.dims4()?;
        let (gb, _k, gc) = g.dims3()?;
        if nh == 0 || (eb, eh, ew) != (b, h, w) || gb != b || gc != c || c % nh != 0 || c2 % nh != 0 {
            return Err(shape_err(OP, format!("y {:?}, e {:?}, g {:?} with {nh} heads", y.dims(), e.dims(), g.dims())));
        }
        Ok(y.contiguous()?.apply_op3_no_bwd(&e.contiguous()?, &g.contiguous()?, self)?)
    }
}

fn f32_slice<'a>(s: &'a CpuStorage, l: &Layout, what: &str) -> candle_core::Result<&'a [f32]> {
    let CpuStorage::F32(d) = s else {
        return Err(candle_core::Error::Msg(format!("max_sigmoid_gate: {what} must be f32, got {:?}", s.dtype())));
    };
    let (a, e) = l
        .contiguous_offsets()
        .ok_or_else(|| candle_core::Error::Msg(format!("max_sigmoid_gate: {what} not contiguous")))?;
    Ok(&d[a..e])
}

impl CustomOp3 for MaxSigmoidGate {
    fn name(&self) -> &'static str {
        "aide-max-sigmoid-gate"
    }

    fn cpu_fwd(
        &self,
        sy: &CpuStorage,
        ly: &Layout,
        se: &CpuStorage,
        le: &Layout,
        sg: &CpuStorage,
        lg: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        let (y, e, g) = (f32_slice(sy, ly, "y")?, f32_slice(se, le, "e")?, f32_slice(sg, lg, "g")?);
        let (b, c2, h, w) = ly.shape().dims4()?;
        let c = le.shape().dims4()?.1;
        let k = lg.shape().dims3()?.1;
        let nh = self.heads();
        let (hw, hc, c2h) = (h * w, c / nh, c2 / nh);
        let mut out = y.to_vec();
        if hw == 0 || k == 0 {
            return Ok((CpuStorage::F32(out), ly.shape().clone()));
        }
        // 1. attention weights (B, nh, HW), tasks over (image, head, pixel chunk)
        let mut aw = vec![0f32; b * nh * hw];
        aw.par_chunks_mut(hw).enumerate().for_each(|(bh, awrow)| {
            let (bi, hi) = (bh / nh, bh % nh);
            let eblk = &e[(bi * c + hi * hc) * hw..(bi * c + (hi + 1) * hc) * hw];
            let gb = &g[bi * k * c..(bi + 1) * k * c];
            // this head's slice of every text embedding, (K, hc)
            let gh: Vec<f32> =
                (0..k).flat_map(|ki| gb[ki * c + hi * hc..ki * c + (hi + 1) * hc].iter().copied()).collect();
            awrow.par_chunks_mut(CHUNK).enumerate().for_each_init(Vec::new, |acc, (ci, dst)| {
                let p0 = ci * CHUNK;
                head_weights(acc, eblk, &gh, (hw, hc, k), p0, dst, self.scale, self.bias[hi]);
            });
        });
        // 2. gate every row of y by its head's weights
        out.par_chunks_mut(hw).enumerate().for_each(|(r, row)| {
            let (bi, ch) = (r / c2, r % c2);
            let wrow = &aw[(bi * nh + ch / c2h) * hw..(bi * nh + ch / c2h + 1) * hw];
            row.iter_mut().zip(wrow).for_each(|(v, a)| *v *= a);
        });
        Ok((CpuStorage::F32(out), ly.shape().clone()))
    }
}

/// `dst[i] = sigmoid(max_k sum_c eblk[c, p0 + i] * gh[k, c] * scale + bias)` for the pixels
/// `p0..p0 + dst.len()`; `acc` is scratch.
#[allow(clippy::too_many_arguments)]
fn head_weights(
    acc: &mut Vec<f32>,
    eblk: &[f32],
    gh: &[f32],
    (hw, hc, k): (usize, usize, usize),
    p0: usize,
    dst: &mut [f32],
    scale: f32,
    bias: f32,
) {
    let n = dst.len();
    acc.clear();
    acc.resize(k * n, 0.0);
    similarities(acc, eblk, gh, hw, hc, p0, n);
    dst.copy_from_slice(&acc[..n]);
    for ki in 1..k {
        dst.iter_mut().zip(&acc[ki * n..(ki + 1) * n]).for_each(|(d, &a)| *d = d.max(a));
    }
    dst.iter_mut().for_each(|d| *d = *d * scale + bias);
    super::act::sigmoid_slice(dst);
}

/// `acc[k, i] += sum_c e[c, p0 + i] * gh[k, c]` (i < n; `e` rows of `hw` pixels).
#[inline(always)]
fn similarities_body<const FMA: bool>(
    acc: &mut [f32],
    e: &[f32],
    gh: &[f32],
    hw: usize,
    hc: usize,
    p0: usize,
    n: usize,
) {
    let k = acc.len() / n.max(1);
    for ci in 0..hc {
        let erow = &e[ci * hw + p0..ci * hw + p0 + n];
        for ki in 0..k {
            let gv = gh[ki * hc + ci];
            let a = &mut acc[ki * n..(ki + 1) * n];
            a.iter_mut().zip(erow).for_each(|(a, &x)| *a = madd::<FMA>(*a, x, gv));
        }
    }
}

dispatch_fma!(fn similarities(acc: &mut [f32], e: &[f32], gh: &[f32], hw: usize, hc: usize, p0: usize, n: usize) => similarities_body);

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{Device, D};

    /// The block as ultralytics writes it, with candle ops.
    fn reference(y: &Tensor, e: &Tensor, g: &Tensor, bias: &[f32], nh: usize) -> Tensor {
        let (b, c2, h, w) = y.dims4().unwrap();
        let (_, c, _, _) = e.dims4().unwrap();
        let k = g.dim(1).unwrap();
        let hc = c / nh;
        let g = g.reshape((b, k, nh, hc)).unwrap().permute((0, 2, 3, 1)).unwrap().contiguous().unwrap();
        let e = e.reshape((b, nh, hc, h * w)).unwrap().transpose(2, 3).unwrap().contiguous().unwrap();
        let aw = e.matmul(&g).unwrap().max(D::Minus1).unwrap();
        let bias = Tensor::from_vec(bias.to_vec(), (1, nh, 1), y.device()).unwrap();
        let aw = (aw / (hc as f64).sqrt()).unwrap().broadcast_add(&bias).unwrap();
        let aw = candle_nn::ops::sigmoid(&aw).unwrap().reshape((b, nh, 1, h, w)).unwrap();
        y.reshape((b, nh, c2 / nh, h, w)).unwrap().broadcast_mul(&aw).unwrap().reshape((b, c2, h, w)).unwrap()
    }

    fn check(b: usize, c: usize, c2: usize, k: usize, nh: usize, h: usize, w: usize) {
        let dev = Device::Cpu;
        let y = Tensor::randn(0f32, 1.0, (b, c2, h, w), &dev).unwrap();
        let e = Tensor::randn(0f32, 1.0, (b, c, h, w), &dev).unwrap();
        let g = Tensor::randn(0f32, 1.0, (b, k, c), &dev).unwrap();
        let bias: Vec<f32> = (0..nh).map(|i| i as f32 * 0.3 - 0.5).collect();
        let op = MaxSigmoidGate::new(bias.clone(), 1.0 / ((c / nh) as f32).sqrt());
        let got = op.forward(&y, &e, &g).unwrap();
        let want = reference(&y, &e, &g, &bias, nh);
        let d = (got - want).unwrap().abs().unwrap().flatten_all().unwrap().max(0).unwrap().to_scalar::<f32>().unwrap();
        assert!(d < 1e-5, "b{b} c{c} c2{c2} k{k} nh{nh} {h}x{w}: max abs diff {d}");
    }

    #[test]
    fn matches_the_candle_reference() {
        check(1, 64, 64, 4, 2, 20, 20);
        check(2, 32, 48, 3, 4, 7, 9);
        // more pixels than one chunk, one text, one head
        check(1, 8, 16, 1, 1, 40, 33);
    }

    #[test]
    fn mismatched_shapes_are_refused() {
        let dev = Device::Cpu;
        let y = Tensor::zeros((1, 8, 4, 4), candle_core::DType::F32, &dev).unwrap();
        let e = Tensor::zeros((1, 6, 4, 4), candle_core::DType::F32, &dev).unwrap();
        let g = Tensor::zeros((1, 2, 6), candle_core::DType::F32, &dev).unwrap();
        assert!(MaxSigmoidGate::new(vec![0.0; 4], 1.0).forward(&y, &e, &g).is_err(), "6 channels in 4 heads");
        let g = Tensor::zeros((1, 2, 5), candle_core::DType::F32, &dev).unwrap();
        assert!(MaxSigmoidGate::new(vec![0.0; 2], 1.0).forward(&y, &e, &g).is_err(), "guide width");
    }
}
