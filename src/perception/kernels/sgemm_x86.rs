//! The x86-64 micro-kernels of [`super`]: AVX2 and AVX-512 register blocks over packed
//! panels, with the epilogue fused into the store.

use super::super::simd::Lanes;
use super::{epilogue_row, Epilogue, KC, MC, MR, NC, NR_WIDE, PACK_B};
use std::arch::x86_64::{__m256, __m512};

/// Splits `k` into near-equal blocks of at most [`KC`]: (count, block size).
fn k_blocks(k: usize) -> (usize, usize) {
    let nkb = k.div_ceil(KC).max(1);
    (nkb, k.div_ceil(nkb))
}

/// The packed gemm of one task with the `W`-column micro-kernel ([`super::NR`]: AVX2,
/// [`NR_WIDE`]: AVX-512). `p`: A's panels; see [`super::gemm_serial`].
///
/// # Safety
/// The CPU has AVX2 and FMA, and AVX-512F if `W == NR_WIDE`; the operands were checked;
/// `c` as in `gemm_serial`.
#[allow(clippy::too_many_arguments)]
pub(super) unsafe fn gemm_panels<const W: usize>(
    p: &[f32],
    k: usize,
    (r0, r1): (usize, usize),
    b: &[f32],
    ldb: usize,
    (n0, n1): (usize, usize),
    c: *mut f32,
    ldc: usize,
    ep: &Epilogue,
) {
    let (nkb, kcb) = k_blocks(k);
    let nc_max = NC.min((n1 - n0).next_multiple_of(W));
    crate::perception::kernels::with_scratch(&PACK_B, |buf| {
        let need = kcb.max(1) * nc_max + 16;
        if buf.len() < need {
            buf.resize(need, 0.0);
        }
        let off = buf.as_ptr().align_offset(64).min(15);
        let bp = &mut buf[off..need];
        let mut jc = n0;
        while jc < n1 {
            let nc = NC.min(n1 - jc);
            let npan = nc.div_ceil(W);
            for kb in 0..nkb {
                let pc = kb * kcb;
                let kc = kcb.min(k - pc.min(k));
                let (first, last) = (kb == 0, kb + 1 == nkb);
                pack_b::<W>(b, ldb, pc, kc, jc, nc, bp);
                let mut ic = r0;
                while ic < r1 {
                    let mc = MC.min(r1 - ic);
                    for jp in 0..npan {
                        let bpan = &bp[jp * kc * W..(jp + 1) * kc * W];
                        let j0 = jc + jp * W;
                        let nr = W.min(n1 - j0);
                        let mut i0 = ic;
                        while i0 < ic + mc {
                            let mr = MR.min(r1 - i0);
                            let apan = &p[(i0 / MR) * MR * k + pc * MR..][..kc * MR];
                            let mut init = [0f32; MR];
                            if first {
                                if let Some(bias) = ep.bias {
                                    init[..mr].copy_from_slice(&bias[i0..i0 + mr]);
                                }
                            }
                            // SAFETY: apan / bpan hold kc * MR / kc * W values; the
                            // full tile (i0..i0+MR, j0..j0+W) lies inside the task's
                            // block of C when mr == MR and nr == W, else a local tile.
                            unsafe {
                                let ct = c.add(i0 * ldc + j0);
                                if mr == MR && nr == W {
                                    kernel::<W>(kc, apan.as_ptr(), bpan.as_ptr(), ct, ldc, first, &init);
                                } else {
                                    let mut t = [0f32; MR * NR_WIDE];
                                    if !first {
                                        for r in 0..mr {
                                            std::ptr::copy_nonoverlapping(ct.add(r * ldc), t[r * W..].as_mut_ptr(), nr);
                                        }
                                    }
                                    kernel::<W>(kc, apan.as_ptr(), bpan.as_ptr(), t.as_mut_ptr(), W, first, &init);
                                    for r in 0..mr {
                                        std::ptr::copy_nonoverlapping(t[r * W..].as_ptr(), ct.add(r * ldc), nr);
                                    }
                                }
                            }
                            i0 += MR;
                        }
                    }
                    if last && (ep.act != super::Activation::None || ep.residual.is_some()) {
                        // on the block's rows of nc columns (still in L2): per 6x16 tile,
                        // the activation's vector loop would get 16-value rows and run its
                        // scalar remainder (GELU convs measured up to 2x slower)
                        for r in ic..ic + mc {
                            // SAFETY: row r, columns jc..jc+nc lie in the task's block of C.
                            let row = unsafe { std::slice::from_raw_parts_mut(c.add(r * ldc + jc), nc) };
                            epilogue_row(row, r, jc, ep, false);
                        }
                    }
                    ic += mc;
                }
            }
            jc += nc;
        }
    });
}

/// Packs rows `pc..pc + kc`, columns `jc..jc + nc` of `b` into `ceil(nc / W)` panels of
/// `kc x W` (k-major), columns past `nc` zero.
fn pack_b<const W: usize>(b: &[f32], ldb: usize, pc: usize, kc: usize, jc: usize, nc: usize, dst: &mut [f32]) {
    if kc == 0 {
        return;
    }
    for (jp, panel) in dst.chunks_exact_mut(kc * W).take(nc.div_ceil(W)).enumerate() {
        let j0 = jc + jp * W;
        let w = W.min(jc + nc - j0);
        for (kk, d) in panel.chunks_exact_mut(W).enumerate() {
            let src = &b[(pc + kk) * ldb + j0..][..w];
            d[..w].copy_from_slice(src);
            d[w..].fill(0.0);
        }
    }
}

/// The `W`-column micro-kernel: [`kernel_6x16`] or [`kernel_6x32`].
///
/// # Safety
/// As the kernel called (`W == NR_WIDE` needs AVX-512F).
#[inline(always)]
unsafe fn kernel<const W: usize>(
    kc: usize,
    a: *const f32,
    b: *const f32,
    c: *mut f32,
    ldc: usize,
    first: bool,
    init: &[f32; MR],
) {
    // SAFETY: the caller's contract.
    unsafe {
        if W == NR_WIDE {
            kernel_6x32(kc, a, b, c, ldc, first, init)
        } else {
            kernel_6x16(kc, a, b, c, ldc, first, init)
        }
    }
}

/// `C[0..6, 0..16] = init[r] + sum_k A[k][r] B[k][..]` (`first`), or `C += sum ...`, in
/// 12 ymm accumulators. `a`: `kc x MR` panel, `b`: `kc x 16` panel, `c` row stride `ldc`.
///
/// # Safety
/// The CPU has AVX2 and FMA; `a`, `b` hold `kc * MR` / `kc * 16` values; `c` is valid for
/// reads and writes of 6 rows of 16 values at stride `ldc`.
#[target_feature(enable = "avx2,fma")]
unsafe fn kernel_6x16(kc: usize, a: *const f32, b: *const f32, c: *mut f32, ldc: usize, first: bool, init: &[f32; MR]) {
    // SAFETY: the function's contract; AVX2 + FMA are enabled here.
    unsafe { kernel_6x2v::<__m256>(kc, a, b, c, ldc, first, init) }
}

/// [`kernel_6x16`] with 32 columns in 12 zmm accumulators (`b`: `kc x 32` panel).
///
/// # Safety
/// As [`kernel_6x16`] with 32 columns, and the CPU has AVX-512F.
#[target_feature(enable = "avx512f,avx2,fma")]
unsafe fn kernel_6x32(kc: usize, a: *const f32, b: *const f32, c: *mut f32, ldc: usize, first: bool, init: &[f32; MR]) {
    // SAFETY: the function's contract; AVX-512F is enabled here.
    unsafe { kernel_6x2v::<__m512>(kc, a, b, c, ldc, first, init) }
}

/// The micro-kernel body on a 6 x (2 vectors) tile: per k two loads of `B`, six
/// broadcasts of `A`, twelve FMAs.
///
/// # Safety
/// The CPU runs `V`; `a`, `b` hold `kc * MR` / `kc * 2 * V::N` values; `c` is valid for
/// reads and writes of 6 rows of `2 * V::N` values at stride `ldc`.
#[inline(always)]
#[allow(clippy::needless_range_loop)] // r indexes the accumulators and C's rows alike
unsafe fn kernel_6x2v<V: Lanes>(
    kc: usize,
    a: *const f32,
    b: *const f32,
    c: *mut f32,
    ldc: usize,
    first: bool,
    init: &[f32; MR],
) {
    // SAFETY: the function's contract.
    unsafe {
        let mut acc = [[V::splat(0.0); 2]; MR];
        if first {
            for r in 0..MR {
                let v = V::splat(init[r]);
                acc[r] = [v, v];
            }
        } else {
            for r in 0..MR {
                acc[r] = [V::loadu(c.add(r * ldc)), V::loadu(c.add(r * ldc + V::N))];
            }
        }
        let (mut a, mut b) = (a, b);
        for _ in 0..kc {
            let b0 = V::loadu(b);
            let b1 = V::loadu(b.add(V::N));
            for r in 0..MR {
                let av = V::splat(*a.add(r));
                acc[r][0] = V::fmadd(av, b0, acc[r][0]);
                acc[r][1] = V::fmadd(av, b1, acc[r][1]);
            }
            a = a.add(MR);
            b = b.add(2 * V::N);
        }
        for r in 0..MR {
            V::storeu(c.add(r * ldc), acc[r][0]);
            V::storeu(c.add(r * ldc + V::N), acc[r][1]);
        }
    }
}
