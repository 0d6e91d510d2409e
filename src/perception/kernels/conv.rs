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
use super::out_ptr::OutPtr;
use super::sgemm::{self, Epilogue, PackedA};
use super::winograd::{Winograd3x3, WinogradTile};
use super::{shape_err, KernelError};
use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp1, Layout, Shape, Tensor};
use rayon::prelude::*;
use std::cell::RefCell;
use std::sync::OnceLock;

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
        k_is_pointwise(self.k, self.stride, self.padding)
    }
}

fn k_is_pointwise(k: usize, stride: usize, padding: usize) -> bool {
    k == 1 && stride == 1 && padding == 0
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
    algo: ConvAlgo,
    /// The weights packed for [`sgemm`] (built at construction when [`sgemm::enabled`]);
    /// `None`: the gemm crate on `weight`.
    packed: Option<PackedA>,
    /// The weights in the Winograd domain per tile (`F2`, `F4`), built on the first forward
    /// that uses that tile (so a conv only ever run at one size holds one copy).
    wino: [OnceLock<Winograd3x3>; 2],
}

/// How a [`DenseConv2d`] computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ConvAlgo {
    /// Winograd where [`winograd_auto`] says it is faster, im2col + gemm elsewhere.
    #[default]
    Auto,
    /// Always im2col (or the input itself for 1x1) + gemm.
    Im2col,
    /// Winograd with this tile whenever the geometry allows it (3x3, stride 1, padding 1).
    Winograd(WinogradTile),
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
        let g = ConvGeometry { cin, cout, k: kh, stride, padding };
        // The packed kernel where it measured faster: 1x1 stride 1 (see `sgemm`). For kxk
        // (im2col tiles) and Winograd the gemm crate was as fast or faster at one thread
        // (64->128 3x3/s2 @80: 4.5 vs 4.1 ms, 128->128 @20 F4 1.06 vs 1.05, im2col 32->32 @80
        // 2.4 vs 2.6; loaded machine): [`Self::with_packed_gemm`] turns it on there. With
        // AVX-512 the packed kernel does twice the work per instruction of the crate's (which
        // runs its AVX2 kernel on stable Rust), so every conv uses it then.
        let packed = (sgemm::enabled() && (k_is_pointwise(kh, stride, padding) || sgemm::wide()))
            .then(|| PackedA::new(&weight, cout, cin * kh * kh));
        Ok(DenseConv2d { g, weight, bias, act, algo: ConvAlgo::Auto, packed, wino: Default::default() })
    }

    /// Chooses the algorithm ([`ConvAlgo::Auto`] by default).
    pub fn with_algo(mut self, algo: ConvAlgo) -> Self {
        self.algo = algo;
        self
    }

    /// Computes with the `gemm` crate instead of the packed kernel ([`sgemm`]), the path used
    /// before it (for A/B measurements and tests of the fallback on CPUs without AVX2 + FMA).
    pub fn with_crate_gemm(mut self) -> Self {
        self.packed = None;
        self.wino = Default::default();
        self
    }

    /// Runs every gemm of this convolution (im2col tiles and Winograd too, not only 1x1) on
    /// the packed kernel when this CPU has it (for measurements and tests).
    pub fn with_packed_gemm(mut self) -> Self {
        if sgemm::enabled() && self.packed.is_none() {
            self.packed = Some(PackedA::new(&self.weight, self.g.cout, self.weight.len() / self.g.cout));
            self.wino = Default::default();
        }
        self
    }

    /// True when the gemms run on the packed kernel (AVX2 + FMA or AVX-512).
    pub fn uses_packed_gemm(&self) -> bool {
        self.packed.is_some()
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

    /// The algorithm chosen at construction (or with [`Self::with_algo`]).
    pub fn algo(&self) -> ConvAlgo {
        self.algo
    }

    /// The Winograd tile an `h` x `w` input runs with, `None` for im2col + gemm.
    pub fn winograd_for(&self, h: usize, w: usize) -> Option<WinogradTile> {
        match self.algo {
            ConvAlgo::Im2col => None,
            ConvAlgo::Auto => winograd_auto(&self.g, h, w),
            ConvAlgo::Winograd(t) => winograd_fits(&self.g).then_some(t),
        }
    }

    fn winograd(&self, tile: WinogradTile) -> &Winograd3x3 {
        let i = match tile {
            WinogradTile::F2 => 0,
            WinogradTile::F4 => 1,
        };
        self.wino[i]
            .get_or_init(|| Winograd3x3::new(tile, &self.weight, self.g.cout, self.g.cin, self.packed.is_some()))
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
        if let Some(tile) = self.winograd_for(h, w) {
            self.winograd(tile).forward(&data[a..e], (b, h, w), &self.bias, self.act, &mut out);
            return Ok((CpuStorage::F32(out), Shape::from((b, self.g.cout, oh, ow))));
        }
        let weights = match &self.packed {
            Some(p) => Weights::Packed(p),
            None => Weights::RowMajor(&self.weight),
        };
        conv2d_f32(&self.g, &data[a..e], (b, h, w), weights, &self.bias, self.act, &mut out);
        Ok((CpuStorage::F32(out), Shape::from((b, self.g.cout, oh, ow))))
    }
}

/// True for the geometry Winograd computes: 3x3, stride 1, padding 1 ("same" size).
pub fn winograd_fits(g: &ConvGeometry) -> bool {
    g.k == 3 && g.stride == 1 && g.padding == 1
}

/// Least channels (in and out) for [`ConvAlgo::Auto`] to use Winograd: at 16 channels the
/// transforms cost more than the multiplies they save (2 threads, YOLO shapes, 16->16 @20x20
/// 0.15 ms im2col vs 0.18 F2 / 0.20 F4; @160x160 3.0 vs 6.1 / 7.3), at 32 F4 wins
/// (32->32 @80x80 2.65 vs 2.26 ms).
const WINO_MIN_CH: usize = 32;
/// Least output side for F(4x4, 3x3). F4 needs 4x fewer multiplies but gives the gemms
/// 4x fewer columns (tiles), and the gemm crate is inefficient below ~64 columns: at 20x20
/// (25 F4 tiles) F2 was as fast or faster in most runs (128->128: im2col 3.6-3.9 ms, F2
/// 2.6-3.0, F4 2.9-3.7; 256->128: 6.6-7.0 / 3.7-5.4 / 5.0-6.2; T = 1 and 2, loaded machine),
/// inside the model at T = 1 F4 was no faster than im2col there; at 40x40 F4 wins clearly
/// (64->64: 3.8 / 3.4 / 2.4 ms at T = 1; 128->128 at T = 2: 9.2 / 7.6 / 4.9). Between 8 and
/// this, F2 (256->256 @10x10: 4.4 / 2.3 / 4.5 ms at T = 2).
const WINO_F4_MIN_SIDE: usize = 32;
/// Least output side for F(2x2, 3x3) (smaller maps: im2col, not measured to lose or win).
const WINO_F2_MIN_SIDE: usize = 8;

/// The Winograd tile [`ConvAlgo::Auto`] uses for this geometry on an `h` x `w` input, or
/// `None` for im2col + gemm (measurements: `cargo bench --bench kernels -- conv3x3_same`).
pub fn winograd_auto(g: &ConvGeometry, h: usize, w: usize) -> Option<WinogradTile> {
    if !winograd_fits(g) || g.cin < WINO_MIN_CH || g.cout < WINO_MIN_CH {
        return None;
    }
    match h.min(w) {
        s if s >= WINO_F4_MIN_SIDE => Some(WinogradTile::F4),
        s if s >= WINO_F2_MIN_SIDE => Some(WinogradTile::F2),
        _ => None,
    }
}

/// im2col tile budget in f32 elements (256 KiB): a tile of `kdim` rows and `TILE_ELEMS /
/// kdim` output pixels stays in a core's L2 cache between being written and being read by
/// the gemm, instead of streaming a whole-image column matrix (up to 30 MB at 640 px)
/// through memory.
const TILE_ELEMS: usize = 64 * 1024;
/// Narrowest column tile: thinner gemms lose more in packing than they gain in cache.
const MIN_TILE_N: usize = 96;
/// Output rows per gemm task at least when a convolution is split along its output channels.
const MIN_ROWS: usize = 16;

thread_local! {
    /// im2col buffer of each thread that runs a convolution tile, reused across calls.
    static COL: RefCell<Vec<f32>> = const { RefCell::new(Vec::new()) };
}

/// The weights of [`conv2d_f32`]: packed for [`sgemm`] or row-major (cout, cin * k * k) for
/// the `gemm` crate.
#[derive(Debug, Clone, Copy)]
pub enum Weights<'a> {
    Packed(&'a PackedA),
    RowMajor(&'a [f32]),
}

/// The kernel on slices: `x` (B, cin, H, W) contiguous, `weight` (cout, cin * k * k),
/// `bias` (cout), `out` (B, cout, OH, OW), fully overwritten.
///
/// Packed weights, 1x1 stride 1: one [`sgemm::gemm`] per image straight on the input planes
/// (it splits the output over channel and pixel blocks itself).
///
/// Otherwise (per image): the output matrix (cout, OH*OW) is cut into column tiles sized
/// so each tile's im2col block fits in L2, and, when there are too few tiles to keep every
/// thread busy, also into blocks of output channels. Each task builds its own im2col tile
/// (or reads the input directly for 1x1), runs a single-threaded gemm into its block of
/// `out` and applies bias + activation to that block while it is still in cache.
///
/// Panics if the slice lengths do not match the geometry (callers validate shapes first).
pub fn conv2d_f32(
    g: &ConvGeometry,
    x: &[f32],
    (b, h, w): (usize, usize, usize),
    weight: Weights,
    bias: &[f32],
    act: Activation,
    out: &mut [f32],
) {
    let Some((oh, ow)) = g.out_hw(h, w) else { return };
    let kdim = g.cin * g.k * g.k;
    let (hw, ohw) = (h * w, oh * ow);
    assert!(x.len() == b * g.cin * hw && out.len() == b * g.cout * ohw, "conv2d_f32: buffer sizes");
    let wlen = match weight {
        Weights::Packed(p) => p.rows() * p.cols(),
        Weights::RowMajor(w) => w.len(),
    };
    assert!(wlen == g.cout * kdim && bias.len() == g.cout, "conv2d_f32: weight sizes");
    if out.is_empty() {
        return;
    }
    let threads = super::threads().max(1);
    let ep = Epilogue { bias: Some(bias), act, residual: None };
    for (xb, ob) in x.chunks_exact(g.cin * hw).zip(out.chunks_exact_mut(g.cout * ohw)) {
        if let (Weights::Packed(p), true) = (weight, g.is_pointwise()) {
            sgemm::gemm(p, xb, ohw, ohw, ob, ohw, &ep);
            continue;
        }
        let tile_cols = match weight {
            Weights::Packed(p) => Some(p.tile_cols()),
            Weights::RowMajor(_) => None,
        };
        let plan = Plan::new(g, kdim, ohw, threads, tile_cols);
        let dst = OutPtr(ob.as_mut_ptr());
        let (tasks, task) = (plan.n_tiles * plan.m_blocks, |t: usize| {
            let (ti, mi) = (t / plan.m_blocks, t % plan.m_blocks);
            let c0 = ti * plan.tile_n;
            let tn = plan.tile_n.min(ohw - c0);
            let r0 = mi * plan.block_m;
            let rm = plan.block_m.min(g.cout - r0);
            let run = |rhs: &[f32], rhs_rs: usize| {
                // SAFETY: task (ti, mi) writes only rows r0..r0+rm, columns c0..c0+tn of
                // the image's (cout, ohw) output; tasks are distinct (ti, mi) pairs.
                unsafe {
                    match weight {
                        Weights::Packed(p) => {
                            // r0 is a multiple of MR (the plan's alignment)
                            sgemm::gemm_serial(p, (r0, r0 + rm), rhs, rhs_rs, (0, tn), dst.get().add(c0), ohw, &ep);
                        }
                        Weights::RowMajor(wt) => {
                            let d = dst.get().add(r0 * ohw + c0);
                            sgemm::crate_gemm_block(
                                d,
                                ohw,
                                &wt[r0 * kdim..(r0 + rm) * kdim],
                                rhs,
                                rhs_rs,
                                rm,
                                tn,
                                kdim,
                            );
                            for r in 0..rm {
                                let row = std::slice::from_raw_parts_mut(d.add(r * ohw), tn);
                                act.bias_apply_slice(row, bias[r0 + r]);
                            }
                        }
                    }
                }
            };
            if g.is_pointwise() {
                run(&xb[c0..], ohw);
            } else {
                // A nested forward on this thread finds the buffer borrowed and uses a
                // temporary one instead.
                super::with_scratch(&COL, |col| {
                    col.resize(kdim * tn, 0.0);
                    im2col_tile(g, xb, (h, w), ow, c0, tn, col);
                    run(col, tn);
                });
            }
        });
        if tasks <= 1 || threads <= 1 {
            (0..tasks).for_each(task);
        } else {
            (0..tasks).into_par_iter().with_max_len(1).for_each(task);
        }
    }
}

/// How one image's output matrix is cut into tasks.
#[derive(Debug, Clone, Copy)]
struct Plan {
    tile_n: usize,
    n_tiles: usize,
    block_m: usize,
    m_blocks: usize,
}

impl Plan {
    /// `packed`: the tile width of the packed kernel ([`sgemm::PackedA::tile_cols`]), whose
    /// tiles are [`sgemm::MR`] channels by that many pixels: channel blocks start at
    /// multiples of `MR` and pixel tiles are whole multiples of the width (a 113-pixel tile
    /// would compute 128).
    fn new(g: &ConvGeometry, kdim: usize, ohw: usize, threads: usize, packed: Option<usize>) -> Plan {
        let (align, tile_align) = match packed {
            Some(nr) => (sgemm::MR, nr),
            None => (8, 1),
        };
        let tile_n = (TILE_ELEMS / kdim).max(MIN_TILE_N) / tile_align * tile_align;
        let tile_n = tile_n.min(ohw).max(1);
        let n_tiles = ohw.div_ceil(tile_n);
        // Too few tiles for the threads: also split the output channels (an im2col tile is
        // then built once per channel block; cheap next to the gemm when kdim is large).
        let want = 2 * threads;
        let m_blocks = if threads > 1 && n_tiles < want {
            want.div_ceil(n_tiles).min(g.cout.div_ceil(MIN_ROWS)).max(1)
        } else {
            1
        };
        let block_m = g.cout.div_ceil(m_blocks).next_multiple_of(align).min(g.cout).max(1);
        Plan { tile_n, n_tiles, block_m, m_blocks: g.cout.div_ceil(block_m) }
    }
}

/// im2col of output pixels `c0..c0 + tn` (row-major over the output plane) into `col`
/// (kdim, tn): row `(ci, ky, kx)` holds the input value each of those pixels sees through
/// that kernel tap, zero where it falls into the padding.
fn im2col_tile(g: &ConvGeometry, xb: &[f32], (h, w): (usize, usize), ow: usize, c0: usize, tn: usize, col: &mut [f32]) {
    let (k, s, p) = (g.k, g.stride, g.padding);
    // output columns whose input column ox*s + kx - p lies inside 0..w, per kx
    let span = |kx: usize| {
        let lo = p.saturating_sub(kx).div_ceil(s).min(ow);
        let hi = if w + p > kx { ((w + p - kx - 1) / s + 1).min(ow) } else { 0 }.max(lo);
        (lo, hi)
    };
    for (r, crow) in col.chunks_exact_mut(tn).enumerate() {
        let (ci, kyx) = (r / (k * k), r % (k * k));
        let (ky, kx) = (kyx / k, kyx % k);
        let plane = &xb[ci * h * w..(ci + 1) * h * w];
        let (lo, hi) = span(kx);
        // walk the output rows the tile covers: pixel c0 + j is (oy, ox)
        let mut j = 0;
        while j < tn {
            let (oy, ox0) = ((c0 + j) / ow, (c0 + j) % ow);
            let ox1 = (ox0 + tn - j).min(ow);
            let orow = &mut crow[j..j + (ox1 - ox0)];
            j += ox1 - ox0;
            let iy = (oy * s + ky).wrapping_sub(p);
            if iy >= h {
                orow.fill(0.0);
                continue;
            }
            let src = &plane[iy * w..(iy + 1) * w];
            // valid output columns of this row segment
            let (a, e) = (lo.clamp(ox0, ox1), hi.clamp(ox0, ox1).max(lo.clamp(ox0, ox1)));
            orow[..a - ox0].fill(0.0);
            orow[e - ox0..].fill(0.0);
            if e > a {
                let ix0 = a * s + kx - p;
                let o = &mut orow[a - ox0..e - ox0];
                let n = e - a;
                if s == 1 {
                    o.copy_from_slice(&src[ix0..ix0 + n]);
                } else if s == 2 {
                    // constant stride: LLVM vectorises this as an interleaved load
                    let src = &src[ix0..ix0 + 2 * (n - 1) + 1];
                    for (i, v) in o.iter_mut().enumerate() {
                        *v = src[2 * i];
                    }
                } else {
                    for (v, x) in o.iter_mut().zip(src[ix0..].iter().step_by(s)) {
                        *v = *x;
                    }
                }
            }
        }
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
        check_algo(ConvAlgo::Im2col, true, bsz, cin, cout, (h, w), k, stride, pad, act, 1e-4);
        check_algo(ConvAlgo::Auto, true, bsz, cin, cout, (h, w), k, stride, pad, act, WINO_TOL);
    }

    /// Tolerance of the Winograd path relative to the output scale: F(4x4, 3x3)'s transforms
    /// scale intermediate values by up to 8 * 25 before the channel sum and by 1/24 after,
    /// so f32 rounding loses about 4 more bits than a direct sum (measured: ~1e-5 relative at
    /// 256 channels); 1e-3 leaves headroom while still catching any wrong tap or tile
    /// (those give errors of the output's own size).
    const WINO_TOL: f32 = 1e-3;

    #[allow(clippy::too_many_arguments)]
    fn check_algo(
        algo: ConvAlgo,
        bias: bool,
        bsz: usize,
        cin: usize,
        cout: usize,
        (h, w): (usize, usize),
        k: usize,
        stride: usize,
        pad: usize,
        act: Activation,
        tol: f32,
    ) -> f32 {
        let dev = Device::Cpu;
        let x = Tensor::randn(0f32, 1.0, (bsz, cin, h, w), &dev).unwrap();
        let wt = Tensor::randn(0f32, 0.3, (cout, cin, k, k), &dev).unwrap();
        let b = bias.then(|| Tensor::randn(0f32, 1.0, cout, &dev).unwrap());
        let op = DenseConv2d::new(&wt, b.as_ref(), stride, pad, act).unwrap().with_algo(algo).with_packed_gemm();
        let crate_op = op.clone().with_crate_gemm();
        let conv = candle_nn::Conv2d::new(
            wt,
            b,
            candle_nn::Conv2dConfig { stride, padding: pad, groups: 1, dilation: 1, cudnn_fwd_algo: None },
        );
        let want = super::super::act::apply_candle(&conv.forward(&x).unwrap(), act).unwrap();
        let scale = want.abs().unwrap().flatten_all().unwrap().max(0).unwrap().to_scalar::<f32>().unwrap().max(1.0);
        let mut worst = 0f32;
        // the packed sgemm (when this CPU has AVX2 + FMA) and the gemm crate fallback
        for op in [&op, &crate_op] {
            let got = op.forward(&x).unwrap();
            assert_eq!(got.dims(), want.dims());
            let d = (got - &want).unwrap().abs().unwrap().flatten_all().unwrap().max(0).unwrap();
            let d = d.to_scalar::<f32>().unwrap();
            // im2col: f32 sums in a different order, 1e-4 absolute on unit-size outputs, relative
            // beyond; Winograd: see WINO_TOL
            assert!(
                d < tol * scale,
                "{algo:?} packed {} cin{cin} cout{cout} k{k} s{stride} p{pad} {h}x{w} {act:?}: max abs diff {d} (scale {scale})",
                op.uses_packed_gemm()
            );
            worst = worst.max(d / scale);
        }
        worst
    }

    #[test]
    fn winograd_matches_candle_on_odd_sizes_and_edges() {
        for tile in [WinogradTile::F2, WinogradTile::F4] {
            let algo = ConvAlgo::Winograd(tile);
            // sizes not a multiple of the tile, smaller than a tile, one pixel, non-square
            for (h, w) in [(1, 1), (2, 3), (5, 5), (7, 13), (9, 6), (17, 17), (4, 8)] {
                check_algo(algo, true, 1, 3, 5, (h, w), 3, 1, 1, Activation::None, WINO_TOL);
            }
        }
    }

    #[test]
    fn winograd_matches_candle_for_channels_bias_activations_and_batches() {
        for tile in [WinogradTile::F2, WinogradTile::F4] {
            let algo = ConvAlgo::Winograd(tile);
            check_algo(algo, true, 1, 1, 1, (6, 7), 3, 1, 1, Activation::None, WINO_TOL);
            check_algo(algo, false, 1, 1, 4, (6, 7), 3, 1, 1, Activation::Relu, WINO_TOL);
            for act in [Activation::None, Activation::Relu, Activation::Silu, Activation::Gelu, Activation::Sigmoid] {
                check_algo(algo, act != Activation::Relu, 2, 8, 12, (11, 10), 3, 1, 1, act, WINO_TOL);
            }
            // many channels: split into channel blocks over the threads, and several tile-row blocks
            check_algo(algo, true, 1, 256, 70, (10, 10), 3, 1, 1, Activation::Silu, WINO_TOL);
            check_algo(algo, true, 1, 64, 40, (45, 37), 3, 1, 1, Activation::Silu, WINO_TOL);
            check_algo(algo, false, 3, 32, 16, (21, 19), 3, 1, 1, Activation::None, WINO_TOL);
        }
    }

    #[test]
    fn winograd_error_is_far_below_its_tolerance_on_model_sized_convs() {
        // the measured relative error, so a regression in rounding (not only a wrong result) shows
        let rel = |tile| {
            let (cin, cout, hw) = (128, 32, (20, 20));
            check_algo(ConvAlgo::Winograd(tile), true, 1, cin, cout, hw, 3, 1, 1, Activation::None, 1e-3)
        };
        let (f2, f4) = (rel(WinogradTile::F2), rel(WinogradTile::F4));
        assert!(f2 < 2e-5 && f4 < 1e-4, "relative error F2 {f2}, F4 {f4}");
    }

    #[test]
    fn auto_uses_winograd_only_for_same_size_3x3() {
        let dev = Device::Cpu;
        let op = |cin: usize, k: usize, s: usize, p: usize| {
            let w = Tensor::ones((32, cin, k, k), candle_core::DType::F32, &dev).unwrap();
            DenseConv2d::new(&w, None, s, p, Activation::None).unwrap()
        };
        assert_eq!(op(32, 3, 1, 1).winograd_for(40, 40), Some(WinogradTile::F4));
        assert_eq!(op(32, 3, 1, 1).winograd_for(10, 10), Some(WinogradTile::F2));
        assert_eq!(op(32, 3, 1, 1).winograd_for(20, 20), Some(WinogradTile::F2));
        assert!(op(32, 3, 1, 1).winograd_for(5, 5).is_none(), "tiny map");
        assert!(op(16, 3, 1, 1).winograd_for(40, 40).is_none(), "16 input channels");
        assert!(op(32, 3, 2, 1).winograd_for(40, 40).is_none(), "strided");
        assert!(op(32, 3, 1, 0).winograd_for(40, 40).is_none(), "valid padding");
        assert!(op(32, 1, 1, 0).winograd_for(40, 40).is_none(), "1x1");
        assert!(op(3, 3, 1, 1).winograd_for(40, 40).is_none(), "3 input channels");
        assert!(op(32, 3, 1, 1).with_algo(ConvAlgo::Im2col).winograd_for(40, 40).is_none(), "forced im2col");
    }

    #[test]
    fn pointwise_matches_candle() {
        check(1, 16, 24, 9, 7, 1, 1, 0, Activation::None);
        check(2, 33, 5, 4, 6, 1, 1, 0, Activation::Silu);
        // model-sized: split over channel and pixel blocks, channel counts not a multiple of
        // the kernel's 6 rows, pixels not a multiple of its 16 columns
        check(2, 256, 97, 16, 15, 1, 1, 0, Activation::Gelu);
        check(1, 520, 64, 8, 8, 1, 1, 0, Activation::None);
    }

    #[test]
    fn packs_pointwise_weights_for_the_fast_kernel_when_the_cpu_has_it() {
        let w = Tensor::ones((8, 4, 1, 1), candle_core::DType::F32, &Device::Cpu).unwrap();
        let op = DenseConv2d::new(&w, None, 1, 0, Activation::None).unwrap();
        assert_eq!(op.uses_packed_gemm(), super::super::simd::fast_path());
        assert!(!op.with_crate_gemm().uses_packed_gemm());
        // kxk: the gemm crate unless asked for, or unless the packed kernel is the AVX-512 one
        let w = Tensor::ones((8, 4, 3, 3), candle_core::DType::F32, &Device::Cpu).unwrap();
        let op = DenseConv2d::new(&w, None, 1, 1, Activation::None).unwrap();
        assert_eq!(op.uses_packed_gemm(), sgemm::wide());
        assert_eq!(op.with_packed_gemm().uses_packed_gemm(), super::super::simd::fast_path());
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
    fn tiles_across_output_rows_and_channel_blocks_match_candle() {
        // 64 * 9 taps: tiles of ~113 pixels that start and end mid-row, several per image
        check(1, 64, 24, 30, 37, 3, 1, 1, Activation::Silu);
        check(2, 64, 16, 29, 31, 3, 2, 1, Activation::None);
        // few pixels and wide taps: the channels are split into blocks for the threads
        check(1, 256, 70, 10, 10, 3, 1, 1, Activation::Silu);
        check(1, 512, 200, 9, 11, 1, 1, 0, Activation::None);
    }

    #[test]
    fn plans_cover_the_output_exactly() {
        for (cin, cout, k, ohw, threads) in
            [(3, 32, 3, 102_400, 2), (256, 70, 3, 100, 2), (512, 256, 1, 100, 4), (64, 8, 3, 7, 1)]
        {
            let g = ConvGeometry { cin, cout, k, stride: 1, padding: 1 };
            for packed in [None, Some(sgemm::NR), Some(sgemm::NR_WIDE)] {
                let p = Plan::new(&g, cin * k * k, ohw, threads, packed);
                assert!(p.tile_n * p.n_tiles >= ohw && p.tile_n * (p.n_tiles - 1) < ohw, "{p:?}");
                assert!(p.block_m * p.m_blocks >= cout && p.block_m * (p.m_blocks - 1) < cout, "{p:?}");
                if let Some(nr) = packed {
                    assert!(p.block_m.is_multiple_of(sgemm::MR) || p.m_blocks == 1, "{p:?}");
                    assert!(p.tile_n.is_multiple_of(nr) || p.n_tiles == 1, "{p:?}");
                }
            }
        }
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
