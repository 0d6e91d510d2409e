//! Depthwise 2-D convolution (`groups == in_channels`, `out_channels = m * in_channels`),
//! NCHW f32, square kernel of any size, any stride, zero padding, fused bias and activation.
//!
//! Per input channel (one parallel task): the plane is copied once into a zero-padded
//! scratch buffer whose rows are split into `stride` phases (even / odd columns for stride
//! 2), so that every kernel tap reads a contiguous run of the row; then each output row is
//! accumulated tap row by tap row with the inner loop over contiguous output columns (fixed
//! unrolled taps for k = 3, 5, 7), and the bias + activation epilogue runs on the row while it
//! is in L1. Candle instead runs one tiny convolution per channel group and concatenates.

use super::act::Activation;
use super::simd::{dispatch_fma, madd};
use super::{shape_err, KernelError};
use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp1, Layout, Shape, Tensor};
use rayon::prelude::*;

/// Geometry of one depthwise convolution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DwGeometry {
    pub cin: usize,
    /// Output channels per input channel (`out_channels / in_channels`).
    pub mult: usize,
    pub k: usize,
    pub stride: usize,
    pub padding: usize,
}

impl DwGeometry {
    /// Output height and width for an `h` x `w` input, or `None` when the padded input is
    /// smaller than the kernel.
    pub fn out_hw(&self, h: usize, w: usize) -> Option<(usize, usize)> {
        let (hp, wp) = (h + 2 * self.padding, w + 2 * self.padding);
        if hp < self.k || wp < self.k || self.stride == 0 {
            return None;
        }
        Some(((hp - self.k) / self.stride + 1, (wp - self.k) / self.stride + 1))
    }
}

/// A depthwise convolution with its weights laid out for the kernel.
#[derive(Debug, Clone)]
pub struct DepthwiseConv2d {
    g: DwGeometry,
    /// (cout, k * k)
    weight: Vec<f32>,
    /// (cout)
    bias: Vec<f32>,
    act: Activation,
}

impl DepthwiseConv2d {
    /// `w`: (cout, 1, k, k) with `cout` a multiple of `cin`; `b`: (cout).
    pub fn new(
        w: &Tensor,
        b: Option<&Tensor>,
        cin: usize,
        stride: usize,
        padding: usize,
        act: Activation,
    ) -> Result<Self, KernelError> {
        const OP: &str = "depthwise_conv2d";
        let (cout, one, kh, kw) = w.dims4().map_err(|_| shape_err(OP, format!("weight {:?} not 4-D", w.dims())))?;
        if one != 1 || kh != kw || kh == 0 || cin == 0 || cout % cin != 0 || stride == 0 {
            return Err(shape_err(
                OP,
                format!("weight ({cout}, {one}, {kh}, {kw}) for {cin} input channels, stride {stride}"),
            ));
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
        Ok(DepthwiseConv2d { g: DwGeometry { cin, mult: cout / cin, k: kh, stride, padding }, weight, bias, act })
    }

    pub fn geometry(&self) -> DwGeometry {
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

impl CustomOp1 for DepthwiseConv2d {
    fn name(&self) -> &'static str {
        "aide-depthwise-conv2d"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> candle_core::Result<(CpuStorage, Shape)> {
        let CpuStorage::F32(data) = s else {
            return Err(candle_core::Error::Msg(format!("depthwise_conv2d: f32 only, got {:?}", s.dtype())));
        };
        let (a, e) = l
            .contiguous_offsets()
            .ok_or_else(|| candle_core::Error::Msg("depthwise_conv2d: input not contiguous".into()))?;
        let (b, c, h, w) = l.shape().dims4()?;
        let (oh, ow) = match (c == self.g.cin).then(|| self.g.out_hw(h, w)).flatten() {
            Some(hw) => hw,
            None => {
                return Err(candle_core::Error::Msg(format!(
                    "depthwise_conv2d: input ({b}, {c}, {h}, {w}) does not fit {:?}",
                    self.g
                )))
            }
        };
        let mut out = vec![0f32; b * c * self.g.mult * oh * ow];
        depthwise_f32(&self.g, &data[a..e], (b, h, w), &self.weight, &self.bias, self.act, &mut out);
        Ok((CpuStorage::F32(out), Shape::from((b, c * self.g.mult, oh, ow))))
    }
}

/// The kernel on slices: `x` (B, cin, H, W) contiguous, `weight` (cin * mult, k * k),
/// `bias` (cin * mult), `out` (B, cin * mult, OH, OW). Parallel over input channels on the
/// current rayon pool.
///
/// Panics if the slice lengths do not match the geometry (callers validate shapes first).
pub fn depthwise_f32(
    g: &DwGeometry,
    x: &[f32],
    (b, h, w): (usize, usize, usize),
    weight: &[f32],
    bias: &[f32],
    act: Activation,
    out: &mut [f32],
) {
    let Some((oh, ow)) = g.out_hw(h, w) else { return };
    let cout = g.cin * g.mult;
    assert!(x.len() == b * g.cin * h * w && out.len() == b * cout * oh * ow, "depthwise_f32: buffer sizes");
    assert!(weight.len() == cout * g.k * g.k && bias.len() == cout, "depthwise_f32: weight sizes");
    if out.is_empty() {
        return;
    }
    let plane_out = g.mult * oh * ow;
    // at least ~4096 outputs per task: tiny planes (late stages) are grouped
    let min_len = 4096usize.div_ceil(plane_out);
    #[cfg(target_arch = "x86_64")]
    let isa = x86::isa_for(g);
    out.par_chunks_mut(plane_out).enumerate().with_min_len(min_len).for_each_init(Vec::new, |scratch, (i, o)| {
        let ic = i % g.cin;
        let src = &x[i * h * w..(i + 1) * h * w];
        let kk = g.k * g.k;
        let wts = &weight[ic * g.mult * kk..(ic + 1) * g.mult * kk];
        let bs = &bias[ic * g.mult..(ic + 1) * g.mult];
        #[cfg(target_arch = "x86_64")]
        if let Some(isa) = isa {
            // SAFETY: `isa_for` checked that the CPU has the features of `isa`.
            unsafe { x86::channel(isa, g, src, (h, w), wts, bs, act, scratch, o) };
            return;
        }
        channel(g, src, h, w, wts, bs, act, scratch, o);
    });
}

dispatch_fma!(fn channel(
    g: &DwGeometry,
    src: &[f32],
    h: usize,
    w: usize,
    wts: &[f32],
    bias: &[f32],
    act: Activation,
    scratch: &mut Vec<f32>,
    out: &mut [f32],
) => channel_body);

/// One input channel: pad into `scratch`, then every output plane of this channel.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn channel_body<const FMA: bool>(
    g: &DwGeometry,
    src: &[f32],
    h: usize,
    w: usize,
    wts: &[f32],
    bias: &[f32],
    act: Activation,
    scratch: &mut Vec<f32>,
    out: &mut [f32],
) {
    let Some((oh, ow)) = g.out_hw(h, w) else { return };
    let (k, s) = (g.k, g.stride);
    let (_, wp, phase_off) = pad_channel(g, src, h, w, 0, scratch);
    // Where tap kx of output column 0 reads within a padded row.
    let offs: Vec<usize> = (0..k).map(|kx| if s <= 8 { phase_off[kx % s] + kx / s } else { kx }).collect();
    let kk = k * k;
    for (j, plane) in out.chunks_exact_mut(oh * ow).enumerate() {
        let wj = &wts[j * kk..(j + 1) * kk];
        for (oy, acc) in plane.chunks_exact_mut(ow).enumerate() {
            acc.fill(bias[j]);
            for ky in 0..k {
                let r = oy * s + ky;
                let row = &scratch[r * wp..(r + 1) * wp];
                let wr = &wj[ky * k..(ky + 1) * k];
                if s > 8 {
                    for (kx, &wv) in wr.iter().enumerate() {
                        for (ox, a) in acc.iter_mut().enumerate() {
                            *a = madd::<FMA>(*a, wv, row[ox * s + kx]);
                        }
                    }
                    continue;
                }
                match k {
                    3 => taps::<3, FMA>(acc, row, wr, &offs),
                    5 => taps::<5, FMA>(acc, row, wr, &offs),
                    7 => taps::<7, FMA>(acc, row, wr, &offs),
                    _ => {
                        for (&wv, &off) in wr.iter().zip(&offs) {
                            for (a, &v) in acc.iter_mut().zip(&row[off..off + ow]) {
                                *a = madd::<FMA>(*a, wv, v);
                            }
                        }
                    }
                }
            }
            act.apply_slice(acc);
        }
    }
}

/// Copies one input plane into `scratch` zero-padded, the rows split into `stride` phases
/// (columns 0, s, 2s, ... then 1, 1 + s, ...), plus `extra_rows` zero rows at the bottom;
/// returns the padded rows the output reads, the padded row length, and where each phase
/// starts within a row (strides above 8 keep the plain layout).
fn pad_channel(
    g: &DwGeometry,
    src: &[f32],
    h: usize,
    w: usize,
    extra_rows: usize,
    scratch: &mut Vec<f32>,
) -> (usize, usize, [usize; 8]) {
    let Some((oh, ow)) = g.out_hw(h, w) else { return (0, 0, [0; 8]) };
    let (k, s, p) = (g.k, g.stride, g.padding);
    // Padded rows/columns that the output actually reads.
    let hp = (oh - 1) * s + k;
    let wp = (ow - 1) * s + k;
    // Row layout: phase 0 columns (0, s, 2s, ...), then phase 1 (1, 1 + s, ...), ...
    let mut phase_off = [0usize; 8];
    let phases = s.min(8);
    if s <= 8 {
        for ph in 1..phases {
            phase_off[ph] = phase_off[ph - 1] + (wp - (ph - 1)).div_ceil(s);
        }
    }
    scratch.clear();
    scratch.resize((hp + extra_rows) * wp, 0.0);
    for r in 0..hp {
        let Some(iy) = r.checked_sub(p).filter(|&iy| iy < h) else { continue };
        let srow = &src[iy * w..(iy + 1) * w];
        let drow = &mut scratch[r * wp..(r + 1) * wp];
        if s == 1 {
            let lo = p.min(wp);
            let n = w.min(wp - lo);
            drow[lo..lo + n].copy_from_slice(&srow[..n]);
        } else if s <= 8 {
            // phase by phase: the input columns of one phase are every s-th, and they land
            // side by side (a strided copy LLVM vectorises; per-column `c % s` did not)
            for (ph, &off) in phase_off.iter().enumerate().take(s) {
                // first input column ix with (ix + p) % s == ph
                let ix0 = (ph + s - p % s) % s;
                if ix0 >= w {
                    continue;
                }
                let n = (w - ix0).div_ceil(s).min(wp.saturating_sub(ix0 + p).div_ceil(s));
                if n == 0 {
                    continue;
                }
                let d0 = off + (ix0 + p) / s;
                for (d, &v) in drow[d0..d0 + n].iter_mut().zip(srow[ix0..].iter().step_by(s)) {
                    *d = v;
                }
            }
        } else {
            // unusual strides: plain layout, strided reads below
            for (ix, &v) in srow.iter().enumerate() {
                if ix + p < wp {
                    drow[ix + p] = v;
                }
            }
        }
    }
    (hp, wp, phase_off)
}

/// `acc[x] += sum_i w[i] * row[offs[i] + x]` for one kernel row of `K` taps.
#[inline(always)]
#[allow(clippy::needless_range_loop)] // one index over K sources: the form LLVM vectorises
fn taps<const K: usize, const FMA: bool>(acc: &mut [f32], row: &[f32], w: &[f32], offs: &[usize]) {
    let n = acc.len();
    let wk: [f32; K] = std::array::from_fn(|i| w[i]);
    // Each source run is exactly `n` long (slicing checks it), so `x < n` is in bounds below.
    let src: [&[f32]; K] = std::array::from_fn(|i| &row[offs[i]..offs[i] + n]);
    for x in 0..n {
        let mut t = acc[x];
        for i in 0..K {
            // SAFETY: src[i].len() == n and x < n.
            t = madd::<FMA>(t, wk[i], unsafe { *src[i].get_unchecked(x) });
        }
        acc[x] = t;
    }
}

/// The x86 kernels for the common shapes (k = 3, 5, 7; stride 1 or 2), with AVX-512 (16-lane
/// strips) or AVX2 + FMA (8-lane): output rows are computed [`x86::R`] at a time in column
/// strips, each padded input row of the strip loaded once per tap column and multiplied into
/// every output row it feeds, the accumulators held in registers. The portable build above
/// walks one output row at a time through slices; on the image tower's small maps (16x16,
/// 32x32) its per-row loop overheads dominated (depthwise convs were ~13 of its ~37 ms at two
/// threads on a Zen 5; ~5 ms with the 16-lane kernel).
#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::super::simd::Lanes;
    use super::{pad_channel, Activation, DwGeometry};
    use std::arch::x86_64::*;

    /// Output rows computed together.
    pub(super) const R: usize = 4;

    #[cfg(test)]
    thread_local! {
        /// Tests: the path [`isa_for`] returns on this thread (`Some(None)`: the portable
        /// build); only widths the CPU has may be forced.
        pub(super) static FORCE: std::cell::Cell<Option<Option<Isa>>> = const { std::cell::Cell::new(None) };
    }

    /// Which vector width to run.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub(super) enum Isa {
        Avx512,
        Avx2,
    }

    /// The vector width this CPU runs for `g`, `None` for a geometry these kernels do not
    /// handle or a CPU without AVX2 + FMA.
    pub(super) fn isa_for(g: &DwGeometry) -> Option<Isa> {
        if !(matches!(g.k, 3 | 5 | 7) && matches!(g.stride, 1 | 2)) {
            return None;
        }
        #[cfg(test)]
        if let Some(forced) = FORCE.with(|c| c.get()) {
            return forced;
        }
        if super::super::simd::avx512_path() {
            Some(Isa::Avx512)
        } else if super::super::simd::fast_path() {
            Some(Isa::Avx2)
        } else {
            None
        }
    }

    /// One input channel (as `super::channel`) with the vector width `isa`, for a geometry
    /// [`isa_for`] returned it for.
    ///
    /// # Safety
    /// The CPU has the features of `isa` (AVX-512F + VL, or AVX2 + FMA).
    #[allow(clippy::too_many_arguments)]
    pub(super) unsafe fn channel(
        isa: Isa,
        g: &DwGeometry,
        src: &[f32],
        (h, w): (usize, usize),
        wts: &[f32],
        bias: &[f32],
        act: Activation,
        scratch: &mut Vec<f32>,
        out: &mut [f32],
    ) {
        // SAFETY: the caller's.
        unsafe {
            match isa {
                Isa::Avx512 => channel_avx512(g, src, (h, w), wts, bias, act, scratch, out),
                Isa::Avx2 => channel_avx2(g, src, (h, w), wts, bias, act, scratch, out),
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    #[target_feature(enable = "avx512f,avx512vl,avx2,fma")]
    unsafe fn channel_avx512(
        g: &DwGeometry,
        src: &[f32],
        hw: (usize, usize),
        wts: &[f32],
        bias: &[f32],
        act: Activation,
        scratch: &mut Vec<f32>,
        out: &mut [f32],
    ) {
        // SAFETY: AVX-512F is enabled here.
        unsafe { channel_with::<__m512>(g, src, hw, wts, bias, act, scratch, out) }
    }

    #[allow(clippy::too_many_arguments)]
    #[target_feature(enable = "avx2,fma")]
    unsafe fn channel_avx2(
        g: &DwGeometry,
        src: &[f32],
        hw: (usize, usize),
        wts: &[f32],
        bias: &[f32],
        act: Activation,
        scratch: &mut Vec<f32>,
        out: &mut [f32],
    ) {
        // SAFETY: AVX2 and FMA are enabled here.
        unsafe { channel_with::<__m256>(g, src, hw, wts, bias, act, scratch, out) }
    }

    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    unsafe fn channel_with<V: Lanes>(
        g: &DwGeometry,
        src: &[f32],
        (h, w): (usize, usize),
        wts: &[f32],
        bias: &[f32],
        act: Activation,
        scratch: &mut Vec<f32>,
        out: &mut [f32],
    ) {
        let Some((oh, ow)) = g.out_hw(h, w) else { return };
        let (k, s) = (g.k, g.stride);
        let (hp, wp, ph) = pad_channel(g, src, h, w, (R - 1) * s, scratch);
        assert!(scratch.len() >= (hp + (R - 1) * s) * wp && wts.len() == out.len() / (oh * ow) * k * k);
        let kk = k * k;
        for (j, plane) in out.chunks_exact_mut(oh * ow).enumerate() {
            let wj = &wts[j * kk..(j + 1) * kk];
            let b = bias[j];
            // SAFETY: the CPU features are the caller's; the scratch holds the R-row blocks'
            // rows (asserted above) and each tap's run of `ow` columns (pad_channel's layout).
            unsafe {
                match (k, s) {
                    (3, 1) => plane_rows::<V, 3, 1>(scratch, wp, &ph, wj, b, plane, oh, ow),
                    (3, 2) => plane_rows::<V, 3, 2>(scratch, wp, &ph, wj, b, plane, oh, ow),
                    (5, 1) => plane_rows::<V, 5, 1>(scratch, wp, &ph, wj, b, plane, oh, ow),
                    (5, 2) => plane_rows::<V, 5, 2>(scratch, wp, &ph, wj, b, plane, oh, ow),
                    (7, 1) => plane_rows::<V, 7, 1>(scratch, wp, &ph, wj, b, plane, oh, ow),
                    (7, 2) => plane_rows::<V, 7, 2>(scratch, wp, &ph, wj, b, plane, oh, ow),
                    _ => unreachable!("isa_for() admits k 3/5/7, stride 1/2"),
                }
            }
            act.apply_slice(plane);
        }
    }

    /// One output plane `out` (oh, ow) = bias + the K x K stride-S taps over the padded,
    /// phase-split rows in `sc` (row length `wp`, phase starts `ph`); no activation.
    ///
    /// # Safety
    /// The CPU runs `V`; `w` holds K * K values; `sc` holds
    /// `((oh - 1) * S + K + (R - 1) * S) * wp` values laid out by `pad_channel`.
    #[inline(always)]
    #[allow(clippy::too_many_arguments, clippy::needless_range_loop)]
    unsafe fn plane_rows<V: Lanes, const K: usize, const S: usize>(
        sc: &[f32],
        wp: usize,
        ph: &[usize; 8],
        w: &[f32],
        bias: f32,
        out: &mut [f32],
        oh: usize,
        ow: usize,
    ) {
        let offs: [usize; K] = std::array::from_fn(|kx| ph[kx % S] + kx / S);
        let (sp, wptr, op) = (sc.as_ptr(), w.as_ptr(), out.as_mut_ptr());
        let mut x0 = 0;
        while x0 < ow {
            // SAFETY: (all below) rows oy0*S .. oy0*S + (R-1)*S + K lie in `sc` (the extra
            // zero rows cover a block past the last output row); the masked loads read lanes
            // x0..x0+n of each tap's run, inside the row; the stores write row oy0 + i < oh.
            unsafe {
                let m = V::mask((ow - x0).min(V::N));
                let mut oy0 = 0;
                while oy0 < oh {
                    let mut acc = [V::splat(bias); R];
                    for r in 0..(R - 1) * S + K {
                        let row = sp.add((oy0 * S + r) * wp + x0);
                        for kx in 0..K {
                            let v = V::load(m, row.add(offs[kx]));
                            for i in 0..R {
                                // output row oy0 + i reads input row (oy0 + i) * S + ky
                                if r >= i * S && r - i * S < K {
                                    let wv = V::splat(*wptr.add((r - i * S) * K + kx));
                                    acc[i] = V::fmadd(wv, v, acc[i]);
                                }
                            }
                        }
                    }
                    for i in 0..R.min(oh - oy0) {
                        V::store(op.add((oy0 + i) * ow + x0), m, acc[i]);
                    }
                    oy0 += R;
                }
            }
            x0 += V::N;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{Device, Module};

    fn reference(x: &Tensor, w: &Tensor, b: &Tensor, cin: usize, stride: usize, pad: usize, act: Activation) -> Tensor {
        let conv = candle_nn::Conv2d::new(
            w.clone(),
            Some(b.clone()),
            candle_nn::Conv2dConfig { stride, padding: pad, groups: cin, dilation: 1, cudnn_fwd_algo: None },
        );
        super::super::act::apply_candle(&conv.forward(x).unwrap(), act).unwrap()
    }

    #[allow(clippy::too_many_arguments)]
    fn check(
        bsz: usize,
        cin: usize,
        mult: usize,
        h: usize,
        w: usize,
        k: usize,
        stride: usize,
        pad: usize,
        act: Activation,
    ) {
        let dev = Device::Cpu;
        let x = Tensor::randn(0f32, 1.0, (bsz, cin, h, w), &dev).unwrap();
        let wt = Tensor::randn(0f32, 0.5, (cin * mult, 1, k, k), &dev).unwrap();
        let b = Tensor::randn(0f32, 1.0, cin * mult, &dev).unwrap();
        let op = DepthwiseConv2d::new(&wt, Some(&b), cin, stride, pad, act).unwrap();
        let want = reference(&x, &wt, &b, cin, stride, pad, act);
        for path in paths() {
            set_path(path);
            let got = op.forward(&x);
            set_path(None);
            let got = got.unwrap();
            assert_eq!(got.dims(), want.dims(), "k{k} s{stride} p{pad} {h}x{w}");
            let d = (got - &want)
                .unwrap()
                .abs()
                .unwrap()
                .flatten_all()
                .unwrap()
                .max(0)
                .unwrap()
                .to_scalar::<f32>()
                .unwrap();
            assert!(d < 1e-4, "{path:?} k{k} s{stride} p{pad} {h}x{w} mult{mult} {act:?}: max abs diff {d}");
        }
    }

    /// Every path this CPU runs: the portable build (`Some(None)`), and the x86 AVX2 and
    /// AVX-512 kernels where it has them.
    #[cfg(target_arch = "x86_64")]
    fn paths() -> Vec<Option<Option<x86::Isa>>> {
        let mut v = vec![Some(None)];
        if crate::perception::kernels::simd::fast_path() {
            v.push(Some(Some(x86::Isa::Avx2)));
        }
        if crate::perception::kernels::simd::avx512_path() {
            v.push(Some(Some(x86::Isa::Avx512)));
        }
        v
    }

    #[cfg(not(target_arch = "x86_64"))]
    fn paths() -> Vec<Option<()>> {
        vec![None]
    }

    #[cfg(target_arch = "x86_64")]
    fn set_path(p: Option<Option<x86::Isa>>) {
        x86::FORCE.with(|c| c.set(p));
    }

    #[cfg(not(target_arch = "x86_64"))]
    fn set_path(_: Option<()>) {}

    #[test]
    fn matches_candle_for_kernel_sizes_strides_and_paddings() {
        for k in [1, 3, 5, 7] {
            for stride in [1, 2] {
                for pad in [0, k / 2] {
                    check(1, 5, 1, 13, 11, k, stride, pad, Activation::None);
                }
            }
        }
    }

    #[test]
    fn row_blocks_and_column_strips_match_candle_past_their_edges() {
        // rows not a multiple of the row block, columns past one 16-lane strip and short of
        // two, a 1-column output, and the image tower's shapes (16x16, 32x32)
        for (h, w) in [(5, 5), (6, 17), (9, 33), (1, 40), (16, 16), (32, 32), (3, 1)] {
            for k in [3, 5, 7] {
                for stride in [1, 2] {
                    check(1, 3, 1, h.max(k / 2 + 1), w.max(k / 2 + 1), k, stride, k / 2, Activation::Silu);
                }
            }
        }
        check(1, 2, 2, 19, 21, 7, 2, 3, Activation::Gelu);
    }

    #[test]
    fn matches_candle_on_odd_sizes_batches_and_multipliers() {
        check(2, 3, 1, 9, 17, 3, 2, 1, Activation::None);
        check(1, 4, 2, 16, 16, 7, 2, 3, Activation::Gelu);
        check(2, 2, 3, 8, 5, 3, 1, 1, Activation::Silu);
        check(1, 6, 1, 7, 7, 7, 1, 3, Activation::Relu);
        check(1, 3, 1, 3, 4, 5, 1, 2, Activation::None);
        check(1, 2, 1, 10, 10, 2, 3, 0, Activation::None);
        check(1, 2, 1, 40, 40, 3, 9, 1, Activation::None);
    }

    #[test]
    fn bias_defaults_to_zero_and_bad_weights_are_refused() {
        let dev = Device::Cpu;
        let wt = Tensor::ones((4, 1, 3, 3), candle_core::DType::F32, &dev).unwrap();
        let op = DepthwiseConv2d::new(&wt, None, 4, 1, 1, Activation::None).unwrap();
        let x = Tensor::ones((1, 4, 3, 3), candle_core::DType::F32, &dev).unwrap();
        let y = op.forward(&x).unwrap().get(0).unwrap().get(0).unwrap().to_vec2::<f32>().unwrap();
        assert_eq!(y, vec![vec![4., 6., 4.], vec![6., 9., 6.], vec![4., 6., 4.]]);
        assert!(DepthwiseConv2d::new(&wt, None, 3, 1, 1, Activation::None).is_err(), "4 not a multiple of 3");
        let bad = Tensor::ones((4, 2, 3, 3), candle_core::DType::F32, &dev).unwrap();
        assert!(DepthwiseConv2d::new(&bad, None, 4, 1, 1, Activation::None).is_err());
        let wrong_c = Tensor::ones((1, 3, 3, 3), candle_core::DType::F32, &dev).unwrap();
        assert!(op.forward(&wrong_c).is_err());
    }
}
