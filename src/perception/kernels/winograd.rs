//! Winograd convolution for dense 3x3, stride 1, padding 1 (NCHW f32): `F(m x m, 3 x 3)`
//! with `m` = 2 (4x4 input tiles) or 4 (6x6 input tiles), Lavin & Gray's formulation
//! `Y = A^T [ (G g G^T) (.) (B^T d B) ] A`.
//!
//! * Weights are transformed once, at construction: `U[xi] (cout, cin)` for each of the
//!   `a * a` transform positions `xi` (computed in f64, stored f32).
//! * Per image, three parallel phases on the current rayon pool: the input tiles of each
//!   input channel are transformed into `V[xi] (cin, tiles)` (one task per channel), then
//!   `a * a` gemms `M[xi] (cout, tiles) = U[xi] @ V[xi]` run with the `gemm` crate (one
//!   single-threaded gemm per task, over all the image's tiles so the gemm's packing of `U`
//!   is amortised; cutting the image into L2-sized blocks of tile rows measured slower
//!   because the gemms got only 5-25 columns), then the output transform of each
//!   output channel adds the bias and applies the activation while the plane is in cache.
//!   No own AVX2 micro-kernel: the gemm crate's is the same shape, the loss is in narrow gemms.
//! * The transforms are vectorised across the tiles: tile rows are gathered from a
//!   zero-padded line into `(a, a, tiles)` planes, so every stage of `B^T d B` and
//!   `A^T m A` is an axpy over contiguous runs of tiles (AVX2 + FMA when available).
//! * V and M live in a buffer of the calling thread, the transform planes in one per worker
//!   thread; both grow on first use and are reused, so steady-state inference does not
//!   allocate them.
//! * Edges: tiles past the right / bottom border read zeros and their outputs outside the
//!   plane are not written, so any H, W >= 1 works.
//!
//! Rounding: the transforms multiply and add values of mixed sign before the channel sum,
//! so the result differs from a direct convolution by more than summation order does; the
//! tests bound it at 1e-4 (F4: transform constants up to 8 and 1/24) and 2e-5 (F2) of the
//! output magnitude at 128 input channels.

use super::act::Activation;
use super::out_ptr::OutPtr;
use super::sgemm::{self, crate_gemm_block, Epilogue, PackedA};
use super::simd::{dispatch_fma, madd};
use rayon::prelude::*;
use std::cell::RefCell;

/// Output tile size of the Winograd transform.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WinogradTile {
    /// `F(2x2, 3x3)`: 16 gemms per block, 2.25x fewer multiplies than direct.
    F2,
    /// `F(4x4, 3x3)`: 36 gemms per block, 4x fewer multiplies than direct.
    F4,
}

/// Transform matrices of one tile size, row-major: `bt (a, a)`, `g (a, 3)`, `at (m, a)`.
struct Transform {
    m: usize,
    a: usize,
    bt: &'static [f32],
    g: &'static [f64],
    at: &'static [f32],
}

const F2_T: Transform = Transform {
    m: 2,
    a: 4,
    #[rustfmt::skip]
    bt: &[
        1.0, 0.0, -1.0, 0.0,
        0.0, 1.0, 1.0, 0.0,
        0.0, -1.0, 1.0, 0.0,
        0.0, 1.0, 0.0, -1.0,
    ],
    #[rustfmt::skip]
    g: &[
        1.0, 0.0, 0.0,
        0.5, 0.5, 0.5,
        0.5, -0.5, 0.5,
        0.0, 0.0, 1.0,
    ],
    #[rustfmt::skip]
    at: &[
        1.0, 1.0, 1.0, 0.0,
        0.0, 1.0, -1.0, -1.0,
    ],
};

const F4_T: Transform = Transform {
    m: 4,
    a: 6,
    #[rustfmt::skip]
    bt: &[
        4.0, 0.0, -5.0, 0.0, 1.0, 0.0,
        0.0, -4.0, -4.0, 1.0, 1.0, 0.0,
        0.0, 4.0, -4.0, -1.0, 1.0, 0.0,
        0.0, -2.0, -1.0, 2.0, 1.0, 0.0,
        0.0, 2.0, -1.0, -2.0, 1.0, 0.0,
        0.0, 4.0, 0.0, -5.0, 0.0, 1.0,
    ],
    #[rustfmt::skip]
    g: &[
        1.0 / 4.0, 0.0, 0.0,
        -1.0 / 6.0, -1.0 / 6.0, -1.0 / 6.0,
        -1.0 / 6.0, 1.0 / 6.0, -1.0 / 6.0,
        1.0 / 24.0, 1.0 / 12.0, 1.0 / 6.0,
        1.0 / 24.0, -1.0 / 12.0, 1.0 / 6.0,
        0.0, 0.0, 1.0,
    ],
    #[rustfmt::skip]
    at: &[
        1.0, 1.0, 1.0, 1.0, 1.0, 0.0,
        0.0, 1.0, -1.0, 2.0, -2.0, 0.0,
        0.0, 1.0, 1.0, 4.0, 4.0, 0.0,
        0.0, 1.0, -1.0, 8.0, -8.0, 1.0,
    ],
};

impl WinogradTile {
    fn transform(self) -> &'static Transform {
        match self {
            WinogradTile::F2 => &F2_T,
            WinogradTile::F4 => &F4_T,
        }
    }

    /// Output pixels per tile side.
    pub fn output(self) -> usize {
        self.transform().m
    }
}

thread_local! {
    /// Transform planes and padded line of each worker thread, reused.
    static SCRATCH: RefCell<Vec<f32>> = const { RefCell::new(Vec::new()) };
}

/// A 3x3, stride 1, padding 1 dense convolution with its weights in the Winograd domain.
#[derive(Debug, Clone)]
pub struct Winograd3x3 {
    tile: WinogradTile,
    cin: usize,
    cout: usize,
    /// (a * a, cout, cin), row-major
    u: Vec<f32>,
    /// `U[xi]` packed for [`sgemm`], one per transform position (`None`: the gemm crate on `u`).
    packed: Option<Vec<PackedA>>,
}

impl Winograd3x3 {
    /// `weight`: (cout, cin, 3, 3) row-major. Panics if its length is not `cout * cin * 9`.
    /// `packed`: run the gemms on the packed kernel ([`sgemm`], when this CPU has it) rather
    /// than the `gemm` crate.
    pub fn new(tile: WinogradTile, weight: &[f32], cout: usize, cin: usize, packed: bool) -> Self {
        assert_eq!(weight.len(), cout * cin * 9, "Winograd3x3::new: weight size");
        let t = tile.transform();
        let a = t.a;
        let mut u = vec![0f32; a * a * cout * cin];
        let mut gg = vec![0f64; a * 3];
        for (oc, w_oc) in weight.chunks_exact(cin * 9).enumerate() {
            for (ic, g) in w_oc.chunks_exact(9).enumerate() {
                // gg = G g (a, 3); U = gg G^T (a, a)
                for r in 0..a {
                    for c in 0..3 {
                        gg[r * 3 + c] = (0..3).map(|k| t.g[r * 3 + k] * g[k * 3 + c] as f64).sum();
                    }
                }
                for r in 0..a {
                    for c in 0..a {
                        let v: f64 = (0..3).map(|k| gg[r * 3 + k] * t.g[c * 3 + k]).sum();
                        u[((r * a + c) * cout + oc) * cin + ic] = v as f32;
                    }
                }
            }
        }
        let packed = (packed && sgemm::enabled())
            .then(|| u.chunks_exact(cout * cin).map(|ux| PackedA::new(ux, cout, cin)).collect());
        Winograd3x3 { tile, cin, cout, u, packed }
    }

    pub fn tile(&self) -> WinogradTile {
        self.tile
    }

    /// `x` (B, cin, H, W) contiguous, `bias` (cout), `out` (B, cout, H, W), fully overwritten.
    /// Panics if the slice lengths do not match (callers validate shapes first).
    ///
    /// Three parallel phases per image on the current rayon pool ([`super::threads`]
    /// workers): input transform (one task per input channel), `a * a` gemms over all the
    /// image's tiles (one task per transform position: wide gemms, so the gemm crate's
    /// packing of `U` is amortised), output transform + bias + activation (one task per
    /// output channel). V and M are kept per calling thread and reused.
    pub fn forward(&self, x: &[f32], (b, h, w): (usize, usize, usize), bias: &[f32], act: Activation, out: &mut [f32]) {
        let (cin, cout) = (self.cin, self.cout);
        let hw = h * w;
        assert!(x.len() == b * cin * hw && out.len() == b * cout * hw, "winograd: buffer sizes");
        assert!(bias.len() == cout, "winograd: bias size");
        if out.is_empty() {
            return;
        }
        let t = self.tile.transform();
        let (m, aa) = (t.m, t.a * t.a);
        let (tx, tyn) = (w.div_ceil(m), h.div_ceil(m));
        let nt = tx * tyn;
        let par = super::threads() > 1;
        let run = |n: usize, f: &(dyn Fn(usize) + Sync)| {
            if par && n > 1 {
                (0..n).into_par_iter().with_max_len(1).for_each(f);
            } else {
                (0..n).for_each(f);
            }
        };
        super::with_scratch(&BIG, |buf| {
            let need = aa * (cin + cout) * nt;
            if buf.len() < need {
                buf.resize(need, 0.0);
            }
            let (v, mm) = buf.split_at_mut(aa * cin * nt);
            let (vp, mp) = (OutPtr(v.as_mut_ptr()), OutPtr(mm.as_mut_ptr()));
            for (xb, ob) in x.chunks_exact(cin * hw).zip(out.chunks_exact_mut(cout * hw)) {
                let op = OutPtr(ob.as_mut_ptr());
                // V[xi][ci][T]
                run(cin, &|ci| {
                    with_small(aa * nt, tx * m + 2, |p0, p1, line| {
                        // SAFETY: task ci writes only V[xi][ci][..] for every xi (disjoint runs).
                        let v = unsafe { std::slice::from_raw_parts_mut(vp.get(), aa * cin * nt) };
                        let plane = &xb[ci * hw..(ci + 1) * hw];
                        input_transform(t, plane, (h, w), tx, (0, tyn), line, p0, p1, &mut v[ci * nt..], cin * nt);
                    })
                });
                // M[xi] (cout, T) = U[xi] (cout, cin) @ V[xi] (cin, T)
                run(aa, &|xi| {
                    // SAFETY: task xi reads V[xi] (written above, read-only now) and writes M[xi] only.
                    unsafe {
                        let vx = std::slice::from_raw_parts(vp.get().add(xi * cin * nt), cin * nt);
                        let dst = mp.get().add(xi * cout * nt);
                        match &self.packed {
                            Some(p) => {
                                sgemm::gemm_serial(&p[xi], (0, cout), vx, nt, (0, nt), dst, nt, &Epilogue::default())
                            }
                            None => {
                                let lhs = &self.u[xi * cout * cin..(xi + 1) * cout * cin];
                                crate_gemm_block(dst, nt, lhs, vx, nt, cout, nt, cin);
                            }
                        }
                    }
                });
                run(cout, &|co| {
                    with_small(aa * nt, 0, |p0, p1, _| {
                        // SAFETY: M is complete and read-only now; task co writes only output plane co.
                        let (mm, plane) = unsafe {
                            (
                                std::slice::from_raw_parts(mp.get(), aa * cout * nt),
                                std::slice::from_raw_parts_mut(op.get().add(co * hw), hw),
                            )
                        };
                        output_transform(t, &mm[co * nt..], cout * nt, nt, p0, p1, plane, w, tx, h);
                        act.bias_apply_slice(plane, bias[co]);
                    })
                });
            }
        });
    }
}

thread_local! {
    /// V and M of each thread that calls a Winograd forward, reused.
    static BIG: RefCell<Vec<f32>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` with two transform planes of `plane` elements and a line of `line` elements
/// from this worker thread's reused scratch.
fn with_small(plane: usize, line: usize, f: impl FnOnce(&mut [f32], &mut [f32], &mut [f32])) {
    super::with_scratch(&SCRATCH, |buf| {
        if buf.len() < 2 * plane + line {
            buf.resize(2 * plane + line, 0.0);
        }
        let (p0, rest) = buf.split_at_mut(plane);
        let (p1, rest) = rest.split_at_mut(plane);
        f(p0, p1, &mut rest[..line]);
    })
}

/// `o[..] += c * s[..]`
#[inline(always)]
fn axpy<const FMA: bool>(o: &mut [f32], c: f32, s: &[f32]) {
    for (o, s) in o.iter_mut().zip(s) {
        *o = madd::<FMA>(*o, c, *s);
    }
}

/// `o[..] = sum_k coef[k] * run(k)[..]`, skipping zero coefficients (the transforms are sparse).
#[inline(always)]
fn weighted_runs<'a, const FMA: bool>(o: &mut [f32], coef: &[f32], run: impl Fn(usize) -> &'a [f32]) {
    o.fill(0.0);
    for (k, &c) in coef.iter().enumerate() {
        if c != 0.0 {
            axpy::<FMA>(o, c, run(k));
        }
    }
}

/// `dst[i] = sum_k mat[i][k] src[k]` for `rows` x `k` matrix `mat`, where `src[k]` is
/// the `n`-run at `src[(k * kstride + inner) * n..]` and the result run `i` goes to
/// `dst[(i * istride + inner) * n..]`, for every `inner` in `0..inner_n`.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn small_matmul<const FMA: bool>(
    mat: &[f32],
    rows: usize,
    k: usize,
    src: &[f32],
    kstride: usize,
    dst: &mut [f32],
    istride: usize,
    inner_n: usize,
    n: usize,
) {
    for i in 0..rows {
        for inner in 0..inner_n {
            let o = &mut dst[(i * istride + inner) * n..][..n];
            weighted_runs::<FMA>(o, &mat[i * k..(i + 1) * k], |kk| &src[(kk * kstride + inner) * n..][..n]);
        }
    }
}

/// Input transform of one channel plane for tile rows `ty0..ty1` (`nt` tiles): `V[xi][T]`
/// is written at `v[xi * v_stride + T]`. `p0`, `p1`: scratch of `a * a * nt`; `line`: of
/// `tx * m + 2`.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn input_body<const FMA: bool>(
    t: &Transform,
    plane: &[f32],
    (h, w): (usize, usize),
    tx: usize,
    (ty0, ty1): (usize, usize),
    line: &mut [f32],
    p0: &mut [f32],
    p1: &mut [f32],
    v: &mut [f32],
    v_stride: usize,
) {
    let (m, a) = (t.m, t.a);
    let nt = (ty1 - ty0) * tx;
    // p0 (r, j, T) = d_T[r][j]: input pixel (ty * m + r - 1, tx * m + j - 1), zero outside
    line[0] = 0.0;
    line[w + 1..].fill(0.0);
    for ty in ty0..ty1 {
        let t0 = (ty - ty0) * tx;
        for r in 0..a {
            let iy = (ty * m + r).wrapping_sub(1);
            let p = &mut p0[r * a * nt..(r + 1) * a * nt];
            if iy >= h {
                for j in 0..a {
                    p[j * nt + t0..j * nt + t0 + tx].fill(0.0);
                }
                continue;
            }
            line[1..w + 1].copy_from_slice(&plane[iy * w..(iy + 1) * w]);
            for j in 0..a {
                let dst = &mut p[j * nt + t0..j * nt + t0 + tx];
                for (i, o) in dst.iter_mut().enumerate() {
                    *o = line[i * m + j];
                }
            }
        }
    }
    // p1 (r', j) = sum_r BT[r'][r] p0 (r, j)
    small_matmul::<FMA>(t.bt, a, a, p0, a, p1, a, a, nt);
    // V (r', c') = sum_j BT[c'][j] p1 (r', j)
    for rp in 0..a {
        for cp in 0..a {
            let o = &mut v[(rp * a + cp) * v_stride..][..nt];
            weighted_runs::<FMA>(o, &t.bt[cp * a..(cp + 1) * a], |j| &p1[(rp * a + j) * nt..][..nt]);
        }
    }
}

/// Output transform of one output channel: `mm[xi * mm_stride + T]` for the block's `nt`
/// tiles into `region` (its output rows `0..oh_blk`, width `w`), overwritten. `p0`, `p1`:
/// scratch of `a * a * nt`.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn output_body<const FMA: bool>(
    t: &Transform,
    mm: &[f32],
    mm_stride: usize,
    nt: usize,
    p0: &mut [f32],
    p1: &mut [f32],
    region: &mut [f32],
    w: usize,
    tx: usize,
    oh_blk: usize,
) {
    let (m, a) = (t.m, t.a);
    // p0 (i, c') = sum_r' AT[i][r'] M (r', c')
    for i in 0..m {
        for cp in 0..a {
            let o = &mut p0[(i * a + cp) * nt..][..nt];
            weighted_runs::<FMA>(o, &t.at[i * a..(i + 1) * a], |rp| &mm[(rp * a + cp) * mm_stride..][..nt]);
        }
    }
    // p1 (i, j) = sum_c' AT[j][c'] p0 (i, c')
    for i in 0..m {
        for j in 0..m {
            let o = &mut p1[(i * m + j) * nt..][..nt];
            weighted_runs::<FMA>(o, &t.at[j * a..(j + 1) * a], |cp| &p0[(i * a + cp) * nt..][..nt]);
        }
    }
    // scatter: tile T = (tyl, tx_i), pixel (tyl * m + i, tx_i * m + j), clipped to the plane
    let tyn_blk = nt / tx;
    for tyl in 0..tyn_blk {
        for i in 0..m {
            let oy = tyl * m + i;
            if oy >= oh_blk {
                break;
            }
            let row = &mut region[oy * w..(oy + 1) * w];
            for j in 0..m {
                let src = &p1[(i * m + j) * nt + tyl * tx..][..tx];
                // full tiles: every column j of tile tx_i is inside the row
                let full = if w > j { (w - j - 1) / m + 1 } else { 0 }.min(tx);
                for (k, s) in src[..full].iter().enumerate() {
                    row[k * m + j] = *s;
                }
            }
        }
    }
}

dispatch_fma!(fn input_transform(
    t: &Transform,
    plane: &[f32],
    hw: (usize, usize),
    tx: usize,
    tys: (usize, usize),
    line: &mut [f32],
    p0: &mut [f32],
    p1: &mut [f32],
    v: &mut [f32],
    v_stride: usize,
) => input_body);

dispatch_fma!(fn output_transform(
    t: &Transform,
    mm: &[f32],
    mm_stride: usize,
    nt: usize,
    p0: &mut [f32],
    p1: &mut [f32],
    region: &mut [f32],
    w: usize,
    tx: usize,
    oh_blk: usize,
) => output_body);
