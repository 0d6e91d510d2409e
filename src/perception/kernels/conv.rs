//! Dense 2-D convolution (`groups == 1`), NCHW f32, as one gemm per image:
//! `out (cout, OH*OW) = W (cout, cin*k*k) @ col (cin*k*k, OH*OW)`.
//!
//! * 1x1, stride 1, no padding: `col` is the input plane matrix itself (no copy at all).
//! * otherwise: `col` is built by im2col (one contiguous output-sized run per
//!   (channel, ky, kx) row, filled in parallel) into a buffer kept per calling thread and
//!   reused across calls, so steady-state inference does not allocate it per frame.
//!
//! The gemm is the `gemm` crate candle itself uses (same version), threaded on the current
//! rayon pool with [`super::threads`] workers; the bias + activation epilogue runs in place
//! over the output rows, in parallel. Candle's own path copies the input to NHWC, im2cols
//! 512-pixel tiles element by element, scatters the result back and then needs separate
//! passes (and allocations) for the bias and the activation.

use super::act::Activation;
use super::{shape_err, KernelError};
use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp1, Layout, Shape, Tensor};
use rayon::prelude::*;
use std::cell::RefCell;

/// Geometry of one dense convolution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConvGeometry {
    pub cin: usize,
    pub cout: usize,
    pub k: usize,
    pub stride: usize,
    pub padding: usize,
}

impl ConvGeometry {
    /// Output height and width for an `h` x `w` input, or `None` when the padded input is
    /// smaller than the kernel.
    pub fn out_hw(&self, h: usize, w: usize) -> Option<(usize, usize)> {
        let (hp, wp) = (h + 2 * self.padding, w + 2 * self.padding);
        if hp < self.k || wp < self.k || self.stride == 0 {
            return None;
        }
        Some(((hp - self.k) / self.stride + 1, (wp - self.k) / self.stride + 1))
    }

    /// True when the input plane matrix is the gemm operand as is.
    fn is_pointwise(&self) -> bool {
        self.k == 1 && self.stride == 1 && self.padding == 0
    }
}

/// A dense convolution with its weights laid out as the gemm's left operand.
#[derive(Debug, Clone)]
pub struct DenseConv2d {
    g: ConvGeometry,
    /// (cout, cin * k * k), row-major
    weight: Vec<f32>,
    /// (cout)
    bias: Vec<f32>,
    act: Activation,
}

impl DenseConv2d {
    /// `w`: (cout, cin, k, k); `b`: (cout).
    pub fn new(
        w: &Tensor,
        b: Option<&Tensor>,
        stride: usize,
        padding: usize,
        act: Activation,
    ) -> Result<Self, KernelError> {
        const OP: &str = "conv2d";
        let (cout, cin, kh, kw) = w.dims4().map_err(|_| shape_err(OP, format!("weight {:?} not 4-D", w.dims())))?;
        if kh != kw || kh == 0 || cin == 0 || cout == 0 || stride == 0 {
            return Err(shape_err(OP, format!("weight ({cout}, {cin}, {kh}, {kw}), stride {stride}")));
        }
        let weight = w.to_dtype(candle_core::DType::F32)?.flatten_all()?.to_vec1::<f32>()?;
        let bias = match b {
            Some(b) => {
                let v = b.to_dtype(candle_core::DType::F32)?.flatten_all()?.to_vec1::<f32>()?;
                if v.len() != cout {
                    return Err(shape_err(OP, format!("bias of {} values for {cout} channels", v.len())));
                }
                v
            }
            None => vec![0.0; cout],
        };
        Ok(DenseConv2d { g: ConvGeometry { cin, cout, k: kh, stride, padding }, weight, bias, act })
    }

    pub fn geometry(&self) -> ConvGeometry {
        self.g
    }

    pub fn activation(&self) -> Activation {
        self.act
    }

    /// `x`: (B, cin, H, W) f32 on the CPU.
    pub fn forward(&self, x: &Tensor) -> candle_core::Result<Tensor> {
        x.contiguous()?.apply_op1_no_bwd(self)
    }
}

impl CustomOp1 for DenseConv2d {
    fn name(&self) -> &'static str {
        "aide-conv2d"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> candle_core::Result<(CpuStorage, Shape)> {
        let CpuStorage::F32(data) = s else {
            return Err(candle_core::Error::Msg(format!("conv2d: f32 only, got {:?}", s.dtype())));
        };
        let (a, e) =
            l.contiguous_offsets().ok_or_else(|| candle_core::Error::Msg("conv2d: input not contiguous".into()))?;
        let (b, c, h, w) = l.shape().dims4()?;
        let (oh, ow) = match (c == self.g.cin).then(|| self.g.out_hw(h, w)).flatten() {
            Some(hw) => hw,
            None => {
                return Err(candle_core::Error::Msg(format!(
                    "conv2d: input ({b}, {c}, {h}, {w}) does not fit {:?}",
                    self.g
                )))
            }
        };
        let mut out = vec![0f32; b * self.g.cout * oh * ow];
        conv2d_f32(&self.g, &data[a..e], (b, h, w), &self.weight, &self.bias, self.act, &mut out);
        Ok((CpuStorage::F32(out), Shape::from((b, self.g.cout, oh, ow))))
    }
}

/// Elements per parallel task at least (smaller tasks cost more in scheduling than they save).
const MIN_TASK: usize = 4096;

thread_local! {
    /// im2col buffer of the thread that runs a forward, reused across calls.
    static COL: RefCell<Vec<f32>> = const { RefCell::new(Vec::new()) };
}

/// The kernel on slices: `x` (B, cin, H, W) contiguous, `weight` (cout, cin * k * k),
/// `bias` (cout), `out` (B, cout, OH, OW), fully overwritten.
///
/// Panics if the slice lengths do not match the geometry (callers validate shapes first).
pub fn conv2d_f32(
    g: &ConvGeometry,
    x: &[f32],
    (b, h, w): (usize, usize, usize),
    weight: &[f32],
    bias: &[f32],
    act: Activation,
    out: &mut [f32],
) {
    let Some((oh, ow)) = g.out_hw(h, w) else { return };
    let kdim = g.cin * g.k * g.k;
    let (hw, ohw) = (h * w, oh * ow);
    assert!(x.len() == b * g.cin * hw && out.len() == b * g.cout * ohw, "conv2d_f32: buffer sizes");
    assert!(weight.len() == g.cout * kdim && bias.len() == g.cout, "conv2d_f32: weight sizes");
    if out.is_empty() {
        return;
    }
    for (xb, ob) in x.chunks_exact(g.cin * hw).zip(out.chunks_exact_mut(g.cout * ohw)) {
        if g.is_pointwise() {
            gemm_into(ob, weight, xb, g.cout, ohw, kdim);
        } else {
            // A nested forward on this thread (rayon work stealing while we wait) finds the
            // buffer borrowed and uses a temporary one instead.
            COL.with(|cell| match cell.try_borrow_mut() {
                Ok(mut col) => im2col_gemm(g, xb, (h, w), (oh, ow), weight, ob, &mut col),
                Err(_) => im2col_gemm(g, xb, (h, w), (oh, ow), weight, ob, &mut Vec::new()),
            });
        }
        ob.par_chunks_mut(ohw)
            .zip(bias.par_iter())
            .with_min_len(MIN_TASK.div_ceil(ohw))
            .for_each(|(row, &bv)| act.bias_apply_slice(row, bv));
    }
}

fn im2col_gemm(
    g: &ConvGeometry,
    xb: &[f32],
    (h, w): (usize, usize),
    (oh, ow): (usize, usize),
    weight: &[f32],
    ob: &mut [f32],
    col: &mut Vec<f32>,
) {
    let (k, s, p) = (g.k, g.stride, g.padding);
    let ohw = oh * ow;
    let kdim = g.cin * k * k;
    col.resize(kdim * ohw, 0.0);
    col.par_chunks_mut(ohw).with_min_len(MIN_TASK.div_ceil(ohw)).enumerate().for_each(|(r, crow)| {
        let (ci, kyx) = (r / (k * k), r % (k * k));
        let (ky, kx) = (kyx / k, kyx % k);
        let plane = &xb[ci * h * w..(ci + 1) * h * w];
        // output columns whose input column ox*s + kx - p lies inside 0..w
        let ox_lo = p.saturating_sub(kx).div_ceil(s).min(ow);
        let ox_hi = if w + p > kx { ((w + p - kx - 1) / s + 1).min(ow) } else { 0 }.max(ox_lo);
        for (oy, orow) in crow.chunks_exact_mut(ow).enumerate() {
            let iy = (oy * s + ky).wrapping_sub(p);
            if iy >= h {
                orow.fill(0.0);
                continue;
            }
            let src = &plane[iy * w..(iy + 1) * w];
            orow[..ox_lo].fill(0.0);
            orow[ox_hi..].fill(0.0);
            if ox_hi > ox_lo {
                let ix0 = ox_lo * s + kx - p;
                if s == 1 {
                    orow[ox_lo..ox_hi].copy_from_slice(&src[ix0..ix0 + (ox_hi - ox_lo)]);
                } else if s == 2 {
                    // constant stride: LLVM vectorises this as an interleaved load
                    let n = ox_hi - ox_lo;
                    let src = &src[ix0..ix0 + 2 * (n - 1) + 1];
                    for (i, o) in orow[ox_lo..ox_hi].iter_mut().enumerate() {
                        *o = src[2 * i];
                    }
                } else {
                    for (o, v) in orow[ox_lo..ox_hi].iter_mut().zip(src[ix0..].iter().step_by(s)) {
                        *o = *v;
                    }
                }
            }
        }
    });
    gemm_into(ob, weight, col, g.cout, ohw, kdim);
}

/// `dst (m, n) = lhs (m, k) @ rhs (k, n)`, all row-major and contiguous.
fn gemm_into(dst: &mut [f32], lhs: &[f32], rhs: &[f32], m: usize, n: usize, k: usize) {
    assert!(dst.len() >= m * n && lhs.len() >= m * k && rhs.len() >= k * n, "gemm_into: operand sizes");
    let threads = super::threads();
    let par = if threads > 1 { gemm::Parallelism::Rayon(threads) } else { gemm::Parallelism::None };
    // SAFETY: the three buffers hold at least the m*n, m*k and k*n elements addressed with
    // these row/column strides (asserted above); dst does not alias lhs or rhs (&mut).
    unsafe {
        gemm::gemm(
            m,
            n,
            k,
            dst.as_mut_ptr(),
            1,
            n as isize,
            false,
            lhs.as_ptr(),
            1,
            k as isize,
            rhs.as_ptr(),
            1,
            n as isize,
            0.0,
            1.0,
            false,
            false,
            false,
            par,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{Device, Module};

    #[allow(clippy::too_many_arguments)]
    fn check(
        bsz: usize,
        cin: usize,
        cout: usize,
        h: usize,
        w: usize,
        k: usize,
        stride: usize,
        pad: usize,
        act: Activation,
    ) {
        let dev = Device::Cpu;
        let x = Tensor::randn(0f32, 1.0, (bsz, cin, h, w), &dev).unwrap();
        let wt = Tensor::randn(0f32, 0.3, (cout, cin, k, k), &dev).unwrap();
        let b = Tensor::randn(0f32, 1.0, cout, &dev).unwrap();
        let op = DenseConv2d::new(&wt, Some(&b), stride, pad, act).unwrap();
        let got = op.forward(&x).unwrap();
        let conv = candle_nn::Conv2d::new(
            wt,
            Some(b),
            candle_nn::Conv2dConfig { stride, padding: pad, groups: 1, dilation: 1, cudnn_fwd_algo: None },
        );
        let want = super::super::act::apply_candle(&conv.forward(&x).unwrap(), act).unwrap();
        assert_eq!(got.dims(), want.dims());
        let d = (got - want).unwrap().abs().unwrap().flatten_all().unwrap().max(0).unwrap().to_scalar::<f32>().unwrap();
        assert!(d < 1e-4, "cin{cin} cout{cout} k{k} s{stride} p{pad} {h}x{w} {act:?}: max abs diff {d}");
    }

    #[test]
    fn pointwise_matches_candle() {
        check(1, 16, 24, 9, 7, 1, 1, 0, Activation::None);
        check(2, 33, 5, 4, 6, 1, 1, 0, Activation::Silu);
    }

    #[test]
    fn strided_and_padded_1x1_matches_candle() {
        check(1, 8, 8, 9, 9, 1, 2, 0, Activation::None);
        check(1, 3, 4, 5, 6, 1, 1, 1, Activation::Relu);
    }

    #[test]
    fn kxk_matches_candle_for_strides_and_paddings() {
        for k in [2, 3, 5] {
            for stride in [1, 2, 3] {
                for pad in [0, k / 2] {
                    check(1, 3, 6, 11, 13, k, stride, pad, Activation::None);
                }
            }
        }
    }

    #[test]
    fn kxk_odd_sizes_batches_and_activations() {
        check(2, 7, 9, 8, 5, 3, 2, 1, Activation::Silu);
        check(1, 16, 32, 17, 17, 3, 1, 1, Activation::Gelu);
        check(1, 4, 4, 3, 3, 3, 1, 0, Activation::Sigmoid);
        check(1, 2, 3, 6, 6, 7, 1, 3, Activation::None);
    }

    #[test]
    fn bad_weights_and_inputs_are_refused() {
        let dev = Device::Cpu;
        let w = Tensor::ones((4, 3, 3, 2), candle_core::DType::F32, &dev).unwrap();
        assert!(DenseConv2d::new(&w, None, 1, 1, Activation::None).is_err(), "non-square kernel");
        let w = Tensor::ones((4, 3, 3, 3), candle_core::DType::F32, &dev).unwrap();
        let b = Tensor::ones(3, candle_core::DType::F32, &dev).unwrap();
        assert!(DenseConv2d::new(&w, Some(&b), 1, 1, Activation::None).is_err(), "bias length");
        let op = DenseConv2d::new(&w, None, 1, 0, Activation::None).unwrap();
        let x = Tensor::ones((1, 2, 5, 5), candle_core::DType::F32, &dev).unwrap();
        assert!(op.forward(&x).is_err(), "channel mismatch");
        let x = Tensor::ones((1, 3, 2, 5), candle_core::DType::F32, &dev).unwrap();
        assert!(op.forward(&x).is_err(), "smaller than the kernel");
    }
}
