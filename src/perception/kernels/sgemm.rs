//! Packed single-precision gemm for the convolutions: `C (M, N) = A (M, K) @ B (K, N)` where
//! `A` is a constant (a convolution's weights, packed once at load into [`PackedA`]) and `B`
//! is an activation matrix read row-major with any row stride (input planes, im2col tiles,
//! Winograd-domain tiles), with the bias, the activation and an optional residual applied to
//! each output tile while it is still in L1.
//!
//! Why our own and not the `gemm` crate candle uses: on the MobileCLIP image tower's 1x1
//! convolutions (16x16 and 8x8 maps: 256 and 64 columns) the crate ran at 56-100 GFLOP/s on
//! two cores, re-packing the weights on every call and losing to its own tiling overheads on
//! such narrow matrices; 1x1 convs were ~48 ms of an ~80 ms forward at two threads. Here:
//!
//! * `A` is packed once into micro-panels of [`MR`] rows (k-major inside a panel, rows past
//!   `M` zero), so a K block of a panel is one contiguous run.
//! * `B` is packed per call into micro-panels of [`NR`] columns (columns past `N` zero) in a
//!   64-byte aligned buffer of the worker thread, grown on first use and reused.
//! * The micro-kernel keeps a 6x16 tile of `C` in 12 AVX2 registers (two 8-lane loads of `B`
//!   and six broadcasts of `A` per k, 12 FMAs), or on CPUs with AVX-512 a 6x32 tile in 12
//!   zmm registers (two 16-lane loads, the same six broadcasts, twice the work per FMA; `B`
//!   is then packed in 32-column panels). Tiles past the edges of `C` run on a local buffer,
//!   so there are no out-of-bounds reads or writes for any M, N, K.
//! * Blocking: K in blocks of at most [`KC`] (a B micro-panel stays in L1), N in blocks of
//!   [`NC`] columns and M in blocks of [`MC`] rows (the packed B block and the A block in L2).
//!   The bias initialises the accumulators of the first K block; the activation and the
//!   residual are applied to each M block's rows of the N block right after its last K block
//!   (in L2; rows of up to NC values, so the activation runs its vector loop).
//! * [`gemm`] splits C over both M and N blocks on the current rayon pool ([`super::threads`]
//!   workers), so two threads are busy even for 8x8 maps; [`gemm_serial`] is one task, for
//!   callers that already run in parallel (im2col tiles, Winograd positions).
//! * Runtime dispatch: on CPUs without AVX2 + FMA (and on other architectures) `PackedA`
//!   keeps `A` row-major and the same entry points run the `gemm` crate plus a separate
//!   epilogue pass.

use super::act::Activation;
use super::out_ptr::OutPtr;
use rayon::prelude::*;
use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};

/// Rows of the micro-kernel's tile of `C` (and of a packed `A` panel).
pub const MR: usize = 6;
/// Columns of the AVX2 micro-kernel's tile of `C` (and of a packed `B` panel).
pub const NR: usize = 16;
/// Columns of the AVX-512 micro-kernel's tile of `C` (and of its packed `B` panels).
pub const NR_WIDE: usize = 32;
/// Largest K block: a `KC x NR` B micro-panel is 16 KiB (half of a 32 KiB L1; 32 KiB for the
/// AVX-512 kernel's 32-column panels: all of a Zen 4's L1, two thirds of a Zen 5's).
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
const KC: usize = 256;
/// Rows of an M block: its `MC x KC` A block (96 KiB) stays in L2 while the N block's panels pass.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
const MC: usize = 96;
/// Columns of an N block: its packed `KC x NC` B block (256 KiB) stays in L2.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
const NC: usize = 256;
/// Below this many multiply-adds a gemm runs as one task (splitting costs more than it gains).
const PAR_MIN_FLOPS: usize = 1 << 18;
/// Fewest `NR` panels of an N block / `MR` panels of an M block when a gemm is split.
const MIN_N_PANELS: usize = 4;
const MIN_M_PANELS: usize = 4;

static ENABLED: AtomicBool = AtomicBool::new(true);

/// Turns the packed kernel on or off for weights packed afterwards (off: every [`PackedA`]
/// built later keeps `A` row-major and runs the `gemm` crate, the path without this kernel;
/// for A/B measurements). On by default.
pub fn set_enabled(on: bool) {
    ENABLED.store(on, Ordering::Release);
}

/// True when [`PackedA::new`] packs for the packed micro-kernel (AVX2 + FMA, or AVX-512 when
/// [`wide`]): the CPU has AVX2 + FMA and [`set_enabled`] did not turn it off.
pub fn enabled() -> bool {
    ENABLED.load(Ordering::Acquire) && super::simd::fast_path()
}

/// True when [`PackedA::new`] packs for the AVX-512 micro-kernel ([`enabled`] and the CPU
/// has AVX-512F + VL, not turned off with [`super::set_avx512`]).
pub fn wide() -> bool {
    enabled() && super::simd::avx512_path()
}

/// The constant left operand `A (M, K)` of a gemm, in the layout the kernel reads.
#[derive(Debug, Clone)]
pub struct PackedA {
    m: usize,
    k: usize,
    repr: Repr,
}

#[derive(Debug, Clone)]
enum Repr {
    /// `ceil(M / MR)` panels of `K x MR` (k-major), rows past M zero; `wide`: computed with
    /// the AVX-512 6x32 micro-kernel (the panels are the same for both widths).
    Panels { p: Vec<f32>, wide: bool },
    /// `A` row-major, for the `gemm` crate.
    RowMajor(Vec<f32>),
}

impl PackedA {
    /// Packs `a` (M, K) row-major for the fastest kernel this CPU runs (see [`enabled`]).
    /// Panics if `a.len() != m * k`.
    pub fn new(a: &[f32], m: usize, k: usize) -> Self {
        if enabled() {
            Self::panels(a, m, k, wide())
        } else {
            Self::portable(a, m, k)
        }
    }

    /// Keeps `a` row-major and runs the `gemm` crate (the fallback on CPUs without AVX2 + FMA),
    /// on any CPU. Panics if `a.len() != m * k`.
    pub fn portable(a: &[f32], m: usize, k: usize) -> Self {
        assert_eq!(a.len(), m * k, "PackedA: {m} x {k} matrix from {} values", a.len());
        PackedA { m, k, repr: Repr::RowMajor(a.to_vec()) }
    }

    /// `wide` needs a CPU with AVX-512 ([`super::simd::avx512_path`]).
    fn panels(a: &[f32], m: usize, k: usize, wide: bool) -> Self {
        assert_eq!(a.len(), m * k, "PackedA: {m} x {k} matrix from {} values", a.len());
        let mut p = vec![0f32; m.div_ceil(MR) * MR * k];
        for (i, row) in a.chunks_exact(k.max(1)).enumerate().take(m) {
            let panel = &mut p[(i / MR) * MR * k..][..MR * k];
            for (kk, &v) in row.iter().enumerate() {
                panel[kk * MR + i % MR] = v;
            }
        }
        PackedA { m, k, repr: Repr::Panels { p, wide } }
    }

    pub fn rows(&self) -> usize {
        self.m
    }

    pub fn cols(&self) -> usize {
        self.k
    }

    /// True when the packed micro-kernel (AVX2 or AVX-512) computes with this matrix.
    pub fn is_packed(&self) -> bool {
        matches!(self.repr, Repr::Panels { .. })
    }

    /// Columns of the micro-kernel's tile of `C` for this matrix: [`NR_WIDE`] with the
    /// AVX-512 kernel, [`NR`] otherwise (callers cut `C` into tiles of whole multiples).
    pub fn tile_cols(&self) -> usize {
        match self.repr {
            Repr::Panels { wide: true, .. } => NR_WIDE,
            _ => NR,
        }
    }
}

/// What is applied to each element of `C` after the product: `act(AB + bias[row]) + residual`.
#[derive(Debug, Clone, Copy, Default)]
pub struct Epilogue<'a> {
    /// One value per row of `C` (M).
    pub bias: Option<&'a [f32]>,
    pub act: Activation,
    /// Added after the activation: element `(i, j)` is `residual.0[i * residual.1 + j]`.
    pub residual: Option<(&'a [f32], usize)>,
}

thread_local! {
    /// Packed B block of each thread that runs a gemm task, reused.
    static PACK_B: RefCell<Vec<f32>> = const { RefCell::new(Vec::new()) };
}

/// `C = act(A @ B + bias) + residual`, split over the current rayon pool.
/// `b`: (K, N) with row stride `ldb`; `c`: (M, N) with row stride `ldc`, overwritten.
/// Panics if a slice is too short for the shapes and strides.
pub fn gemm(a: &PackedA, b: &[f32], ldb: usize, n: usize, c: &mut [f32], ldc: usize, ep: &Epilogue) {
    let m = a.m;
    if m == 0 || n == 0 {
        return;
    }
    assert!(ldc >= n && c.len() >= (m - 1) * ldc + n, "sgemm: C of {} values for {m} x {n}, stride {ldc}", c.len());
    check_operands(a, (0, m), b, ldb, n, ep);
    let (mb, nb) = split(m, n, a.k, super::threads(), a.tile_cols());
    let (m_blocks, n_blocks) = (m.div_ceil(mb), n.div_ceil(nb));
    let cp = OutPtr(c.as_mut_ptr());
    let task = |t: usize| {
        let (i, j) = (t / n_blocks, t % n_blocks);
        let rows = (i * mb, ((i + 1) * mb).min(m));
        let cols = (j * nb, ((j + 1) * nb).min(n));
        // SAFETY: C holds rows 0..m of n values at stride ldc (asserted above); task (i, j)
        // writes only its rows x cols block and tasks are distinct (i, j) pairs.
        unsafe { gemm_unchecked(a, rows, b, ldb, cols, cp.get(), ldc, ep) };
    };
    let tasks = m_blocks * n_blocks;
    if tasks == 1 {
        task(0);
    } else {
        (0..tasks).into_par_iter().with_max_len(1).for_each(task);
    }
}

/// Rows `rows.0..rows.1` and columns `cols.0..cols.1` of `C = act(A @ B + bias) + residual`
/// on the calling thread; `c` points at element (0, 0) of `C` (row stride `ldc`), `rows.0`
/// must be a multiple of [`MR`]. Panics if `b`, the bias or the residual is too short.
///
/// # Safety
/// `c` must be valid for writes of rows `rows.0..rows.1` (stride `ldc`), columns
/// `cols.0..cols.1`, with no other thread accessing that block, and must not alias `b`,
/// the bias or the residual.
#[allow(clippy::too_many_arguments)]
pub unsafe fn gemm_serial(
    a: &PackedA,
    rows: (usize, usize),
    b: &[f32],
    ldb: usize,
    cols: (usize, usize),
    c: *mut f32,
    ldc: usize,
    ep: &Epilogue,
) {
    assert!(rows.0 <= rows.1 && rows.1 <= a.m && rows.0.is_multiple_of(MR), "sgemm: rows {rows:?} of {}", a.m);
    assert!(cols.0 <= cols.1 && ldc >= cols.1, "sgemm: columns {cols:?}, stride {ldc}");
    check_operands(a, rows, b, ldb, cols.1, ep);
    // SAFETY: operands checked above; C is the caller's contract.
    unsafe { gemm_unchecked(a, rows, b, ldb, cols, c, ldc, ep) }
}

/// Panics unless `b` holds K rows of `n` values at stride `ldb` and the epilogue's operands
/// cover rows `rows` and columns `0..n`.
fn check_operands(a: &PackedA, rows: (usize, usize), b: &[f32], ldb: usize, n: usize, ep: &Epilogue) {
    assert!(
        ldb >= n && (a.k == 0 || b.len() >= (a.k - 1) * ldb + n),
        "sgemm: B of {} values for {} x {n}, stride {ldb}",
        b.len(),
        a.k
    );
    if let Some(bias) = ep.bias {
        assert!(bias.len() >= rows.1, "sgemm: bias of {} values for {} rows", bias.len(), rows.1);
    }
    if let Some((r, ld)) = ep.residual {
        assert!(
            rows.1 == 0 || (ld >= n && r.len() >= (rows.1 - 1) * ld + n),
            "sgemm: residual of {} values for {} x {n}, stride {ld}",
            r.len(),
            rows.1
        );
    }
}

/// Block sizes `(rows, columns)` of the tasks [`gemm`] splits `C (m, n)` into: about two
/// tasks per thread, each of whole micro-panels, choosing among the splits the one that
/// re-reads the least (an M split packs the B columns once per M block, an N split streams
/// `A` once per N block).
/// `nr`: columns of the micro-kernel's tile.
fn split(m: usize, n: usize, k: usize, threads: usize, nr: usize) -> (usize, usize) {
    if threads <= 1 || m * n * k.max(1) < PAR_MIN_FLOPS {
        return (m, n);
    }
    let (mp, np) = (m.div_ceil(MR), n.div_ceil(nr));
    let target = 2 * threads;
    let mut best: Option<(usize, usize, usize)> = None;
    for nb in 1..=target.min(np) {
        let mb = target.div_ceil(nb).min(mp);
        let (pm, pn) = (mp.div_ceil(mb), np.div_ceil(nb));
        if (nb > 1 && pn < MIN_N_PANELS) || (mb > 1 && pm < MIN_M_PANELS) {
            continue;
        }
        let (mb, nb) = (mp.div_ceil(pm), np.div_ceil(pn)); // blocks actually used
        if mb * nb < target.min(mp * np) / 2 {
            continue; // too few tasks for the threads
        }
        let cost = nb * m + mb * n;
        if best.is_none_or(|(c, _, _)| cost < c) {
            best = Some((cost, pm, pn));
        }
    }
    match best {
        Some((_, pm, pn)) => ((pm * MR).min(m), (pn * nr).min(n)),
        None => {
            // too small to split by the rules: halve along the longer side in panels
            if mp >= np {
                ((mp.div_ceil(threads) * MR).min(m), n)
            } else {
                (m, (np.div_ceil(threads) * nr).min(n))
            }
        }
    }
}

/// [`gemm_serial`] without the operand checks.
#[allow(clippy::too_many_arguments)]
unsafe fn gemm_unchecked(
    a: &PackedA,
    rows: (usize, usize),
    b: &[f32],
    ldb: usize,
    cols: (usize, usize),
    c: *mut f32,
    ldc: usize,
    ep: &Epilogue,
) {
    if rows.0 >= rows.1 || cols.0 >= cols.1 {
        return;
    }
    match &a.repr {
        // SAFETY (both): Panels is only built when the CPU has AVX2 + FMA (`enabled`), wide
        // ones only when it also has AVX-512F + VL (`simd::avx512_path`).
        #[cfg(target_arch = "x86_64")]
        Repr::Panels { p, wide: false } => unsafe { x86::gemm_panels::<NR>(p, a.k, rows, b, ldb, cols, c, ldc, ep) },
        #[cfg(target_arch = "x86_64")]
        Repr::Panels { p, wide: true } => unsafe {
            x86::gemm_panels::<NR_WIDE>(p, a.k, rows, b, ldb, cols, c, ldc, ep)
        },
        #[cfg(not(target_arch = "x86_64"))]
        Repr::Panels { .. } => unreachable!("packed panels are only built on x86_64"),
        Repr::RowMajor(w) => {
            let (m, n) = (rows.1 - rows.0, cols.1 - cols.0);
            // SAFETY: the caller's contract on c; w and b are checked slices.
            unsafe {
                let d = c.add(rows.0 * ldc + cols.0);
                if a.k == 0 {
                    for r in 0..m {
                        std::slice::from_raw_parts_mut(d.add(r * ldc), n).fill(0.0);
                    }
                } else {
                    crate_gemm_block(d, ldc, &w[rows.0 * a.k..rows.1 * a.k], &b[cols.0..], ldb, m, n, a.k);
                }
                for r in rows.0..rows.1 {
                    let row = std::slice::from_raw_parts_mut(c.add(r * ldc + cols.0), n);
                    epilogue_row(row, r, cols.0, ep, true);
                }
            }
        }
    }
}

/// Applies the epilogue to `row` (row `r` of C from column `j0`); the bias only if `with_bias`
/// (the packed kernel adds it to the accumulators instead).
#[inline]
fn epilogue_row(row: &mut [f32], r: usize, j0: usize, ep: &Epilogue, with_bias: bool) {
    let bias = if with_bias { ep.bias.map_or(0.0, |b| b[r]) } else { 0.0 };
    ep.act.bias_apply_slice(row, bias);
    if let Some((res, ld)) = ep.residual {
        for (o, x) in row.iter_mut().zip(&res[r * ld + j0..]) {
            *o += x;
        }
    }
}

/// `dst (m, n) = lhs (m, k) @ rhs (k, n)` with the `gemm` crate on one thread; `dst` has row
/// stride `dst_rs`, `lhs` is contiguous, `rhs` has row stride `rhs_rs`.
///
/// # Safety
/// `dst` must be valid for writes of rows `0..m` (stride `dst_rs`) of `n` elements each,
/// not aliasing `lhs` or `rhs`.
#[allow(clippy::too_many_arguments)]
pub(super) unsafe fn crate_gemm_block(
    dst: *mut f32,
    dst_rs: usize,
    lhs: &[f32],
    rhs: &[f32],
    rhs_rs: usize,
    m: usize,
    n: usize,
    k: usize,
) {
    assert!(lhs.len() >= m * k && (k == 0 || rhs.len() >= (k - 1) * rhs_rs + n), "gemm_block: operand sizes");
    assert!(dst_rs >= n && rhs_rs >= n, "gemm_block: strides");
    // SAFETY: lhs and rhs hold the addressed elements (asserted above); dst is the caller's.
    unsafe {
        gemm::gemm(
            m,
            n,
            k,
            dst,
            1,
            dst_rs as isize,
            false,
            lhs.as_ptr(),
            1,
            k as isize,
            rhs.as_ptr(),
            1,
            rhs_rs as isize,
            0.0,
            1.0,
            false,
            false,
            false,
            gemm::Parallelism::None,
        );
    }
}

#[cfg(target_arch = "x86_64")]
#[path = "sgemm_x86.rs"]
mod x86;

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{Device, Tensor};

    /// Deterministic values in [-1, 1).
    fn values(n: usize, seed: u64) -> Vec<f32> {
        let mut s = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (0..n)
            .map(|_| {
                s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                ((s >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
            })
            .collect()
    }

    /// Every representation this CPU can run: the packed kernel at each width it has (AVX2 +
    /// FMA, AVX-512) and the `gemm` crate fallback.
    fn variants(a: &[f32], m: usize, k: usize) -> Vec<PackedA> {
        let mut v = vec![PackedA::portable(a, m, k)];
        if super::super::simd::fast_path() {
            v.push(PackedA::panels(a, m, k, false));
        }
        if super::super::simd::avx512_path() {
            v.push(PackedA::panels(a, m, k, true));
        }
        v
    }

    fn act_f64(act: Activation, x: f64) -> f64 {
        match act {
            Activation::None => x,
            Activation::Relu => x.max(0.0),
            Activation::Silu => x / (1.0 + (-x).exp()),
            Activation::Sigmoid => 1.0 / (1.0 + (-x).exp()),
            Activation::Gelu => {
                let v: Vec<f32> = vec![x as f32];
                let t = Tensor::new(v.as_slice(), &Device::Cpu).unwrap().gelu_erf().unwrap();
                t.to_vec1::<f32>().unwrap()[0] as f64
            }
        }
    }

    struct Case {
        m: usize,
        n: usize,
        k: usize,
        ldb: usize,
        ldc: usize,
        bias: bool,
        act: Activation,
        residual: bool,
    }

    /// Runs `case` with every representation through [`gemm`] (on a 3-thread pool) and
    /// compares with an f64 reference; checks that the gaps between C's rows are untouched.
    fn check(case: &Case) {
        let Case { m, n, k, ldb, ldc, .. } = *case;
        let a = values(m * k, 1 + (m * 31 + n * 7 + k) as u64);
        let b = values(if k == 0 { 0 } else { (k - 1) * ldb + n }, 2 + k as u64);
        let bias = case.bias.then(|| values(m, 3));
        let res = case.residual.then(|| values((m - 1) * ldc + n, 4));
        let ep = Epilogue { bias: bias.as_deref(), act: case.act, residual: res.as_deref().map(|r| (r, ldc)) };
        let pool = rayon::ThreadPoolBuilder::new().num_threads(3).build().unwrap();
        for pa in variants(&a, m, k) {
            let mut c = vec![f32::NAN; (m - 1) * ldc + n];
            pool.install(|| gemm(&pa, &b, ldb, n, &mut c, ldc, &ep));
            for i in 0..m {
                for j in 0..ldc.min(c.len() - i * ldc) {
                    let got = c[i * ldc + j];
                    if j >= n {
                        assert!(got.is_nan(), "packed {}: gap ({i}, {j}) written", pa.is_packed());
                        continue;
                    }
                    let (mut dot, mut mag) = (bias.as_ref().map_or(0.0, |b| b[i] as f64), 0.0);
                    for kk in 0..k {
                        let p = a[i * k + kk] as f64 * b[kk * ldb + j] as f64;
                        dot += p;
                        mag += p.abs();
                    }
                    let want = act_f64(case.act, dot) + res.as_ref().map_or(0.0, |r| r[i * ldc + j] as f64);
                    let tol = 2e-6 * (mag + 1.0) + 1e-6 * want.abs();
                    assert!(
                        (got as f64 - want).abs() <= tol,
                        "packed {} tile {} m{m} n{n} k{k} {:?} at ({i}, {j}): {got} vs {want}",
                        pa.is_packed(),
                        pa.tile_cols(),
                        case.act
                    );
                }
            }
        }
    }

    #[test]
    fn matches_f64_reference_on_odd_sizes() {
        // 103 rows > MC, 257 columns > NC, 520 > KC (three K blocks), 0 = no product (bias only)
        for m in [1, 7, 17, 65, 103] {
            for n in [1, 3, 17, 63, 257] {
                for k in [0, 1, 7, 257, 520] {
                    check(&Case { m, n, k, ldb: n, ldc: n, bias: true, act: Activation::None, residual: false });
                }
            }
        }
    }

    #[test]
    fn every_activation_bias_residual_and_strides() {
        for act in [Activation::None, Activation::Relu, Activation::Silu, Activation::Gelu, Activation::Sigmoid] {
            for (bias, residual) in [(false, false), (true, false), (false, true), (true, true)] {
                check(&Case { m: 63, n: 65, k: 33, ldb: 70, ldc: 67, bias, act, residual });
            }
        }
        check(&Case { m: 3, n: 7, k: 300, ldb: 9, ldc: 8, bias: true, act: Activation::Silu, residual: true });
    }

    #[test]
    fn serial_blocks_write_only_their_block() {
        let (m, n, k) = (40, 50, 19);
        let (a, b, bias) = (values(m * k, 5), values(k * n, 6), values(m, 7));
        let ep = Epilogue { bias: Some(&bias), act: Activation::Relu, residual: None };
        for pa in variants(&a, m, k) {
            let mut whole = vec![0f32; m * n];
            gemm(&pa, &b, n, n, &mut whole, n, &ep);
            let mut c = vec![f32::NAN; m * n];
            let (rows, cols) = ((12, 31), (5, 44));
            // SAFETY: c holds m x n values at stride n; one thread.
            unsafe { gemm_serial(&pa, rows, &b, n, cols, c.as_mut_ptr(), n, &ep) };
            for i in 0..m {
                for j in 0..n {
                    let inside = (rows.0..rows.1).contains(&i) && (cols.0..cols.1).contains(&j);
                    let v = c[i * n + j];
                    if inside {
                        assert_eq!(v, whole[i * n + j], "packed {} ({i}, {j})", pa.is_packed());
                    } else {
                        assert!(v.is_nan(), "packed {}: ({i}, {j}) outside the block written", pa.is_packed());
                    }
                }
            }
        }
    }

    #[test]
    fn matches_candles_matmul() {
        let (m, n, k) = (65, 257, 63);
        let a = Tensor::randn(0f32, 1.0, (m, k), &Device::Cpu).unwrap();
        let b = Tensor::randn(0f32, 1.0, (k, n), &Device::Cpu).unwrap();
        let want: Vec<f32> = a.matmul(&b).unwrap().flatten_all().unwrap().to_vec1().unwrap();
        let (av, bv): (Vec<f32>, Vec<f32>) =
            (a.flatten_all().unwrap().to_vec1().unwrap(), b.flatten_all().unwrap().to_vec1().unwrap());
        for pa in variants(&av, m, k) {
            let mut c = vec![0f32; m * n];
            gemm(&pa, &bv, n, n, &mut c, n, &Epilogue::default());
            let d = c.iter().zip(&want).map(|(x, y)| (x - y).abs()).fold(0f32, f32::max);
            assert!(d < 1e-4, "packed {}: max diff {d}", pa.is_packed());
        }
    }

    #[test]
    fn splits_cover_the_output_in_whole_panels_and_use_the_threads() {
        for (m, n, k, threads) in [
            (768, 256, 256, 2),
            (256, 256, 768, 2),
            (1536, 64, 512, 2),
            (64, 4096, 192, 2),
            (384, 1024, 128, 4),
            (7, 9, 3, 2),
            (5, 300, 300, 2),
        ] {
            for nr in [NR, NR_WIDE] {
                let (mb, nb) = split(m, n, k, threads, nr);
                assert!(mb >= 1 && mb <= m && nb >= 1 && nb <= n, "({m}, {n}): {mb} x {nb}");
                assert!(mb == m || mb % MR == 0, "({m}, {n}): row block {mb}");
                assert!(nb == n || nb % nr == 0, "({m}, {n}): column block {nb} for tiles of {nr}");
                if m * n * k >= PAR_MIN_FLOPS {
                    assert!(
                        m.div_ceil(mb) * n.div_ceil(nb) >= threads,
                        "({m}, {n}): {mb} x {nb} for {threads} threads"
                    );
                }
            }
        }
        assert_eq!(split(768, 256, 256, 1, NR), (768, 256), "one thread: one task");
    }

    #[test]
    fn short_operands_are_refused() {
        let pa = PackedA::portable(&[1.0; 6], 2, 3);
        let mut c = vec![0f32; 8];
        let r = std::panic::catch_unwind(move || gemm(&pa, &[1.0; 11], 4, 4, &mut c, 4, &Epilogue::default()));
        assert!(r.is_err(), "B of 11 values for 3 x 4");
    }
}
