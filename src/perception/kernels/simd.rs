//! CPU feature dispatch for the kernels. The kernels are plain Rust loops over contiguous
//! slices written so that LLVM vectorises them; each is compiled three times, for the
//! baseline target, with AVX2 + FMA, and with AVX-512F (+VL) + FMA, and [`fast_path`] /
//! [`avx512_path`] pick at run time.
//!
//! Why a 512-bit build: on hosts with full-width AVX-512 units (AMD Zen 5, Intel server
//! cores) PyTorch's oneDNN runs 512-bit kernels, and our AVX2 builds do half the work per
//! instruction there (measured with the AVX2 builds alone: YOLO-World @320 1.29x and the
//! MobileCLIP image tower 1.57x PyTorch's time at two threads on such a host).

#[cfg(target_arch = "x86_64")]
use std::arch::x86_64::*;
use std::sync::atomic::{AtomicBool, Ordering};

static AVX512_ALLOWED: AtomicBool = AtomicBool::new(true);

/// True when the AVX2 + FMA build of the kernels can run on this CPU (checked once).
#[inline]
pub(crate) fn fast_path() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        use std::sync::OnceLock;
        static FAST: OnceLock<bool> = OnceLock::new();
        *FAST.get_or_init(|| is_x86_feature_detected!("avx2") && is_x86_feature_detected!("fma"))
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// True when the AVX-512F + VL + FMA builds of the kernels can run on this CPU and
/// [`set_avx512`] did not turn them off.
#[inline]
pub(crate) fn avx512_path() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        use std::sync::OnceLock;
        static HAS: OnceLock<bool> = OnceLock::new();
        AVX512_ALLOWED.load(Ordering::Relaxed)
            && *HAS.get_or_init(|| {
                fast_path() && is_x86_feature_detected!("avx512f") && is_x86_feature_detected!("avx512vl")
            })
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Allows (the default) or forbids the AVX-512 builds of the kernels; forbidden, AVX-512
/// CPUs run the AVX2 + FMA builds (for A/B measurements: `model_latency --no-avx512`).
pub fn set_avx512(on: bool) {
    AVX512_ALLOWED.store(on, Ordering::Relaxed);
}

/// `a + b * c`: one fused multiply-add on the FMA build, a separate multiply and add on the
/// baseline build (where `mul_add` would be a slow libm call).
#[inline(always)]
pub(crate) fn madd<const FMA: bool>(a: f32, b: f32, c: f32) -> f32 {
    if FMA {
        b.mul_add(c, a)
    } else {
        a + b * c
    }
}

/// Defines `$name(args) -> ret` that runs `$body::<true>` compiled with AVX-512F + VL + FMA
/// or with AVX2 + FMA, the widest this CPU has, and `$body::<false>` otherwise. `$body` must
/// be `#[inline(always)]` and take `const FMA: bool` as its only generic parameter.
macro_rules! dispatch_fma {
    ($vis:vis fn $name:ident($($arg:ident: $ty:ty),* $(,)?) $(-> $ret:ty)? => $body:ident) => {
        #[allow(clippy::too_many_arguments)]
        $vis fn $name($($arg: $ty),*) $(-> $ret)? {
            #[cfg(target_arch = "x86_64")]
            {
                #[target_feature(enable = "avx512f,avx512vl,avx2,fma")]
                #[allow(clippy::too_many_arguments)]
                unsafe fn wide($($arg: $ty),*) $(-> $ret)? {
                    $body::<true>($($arg),*)
                }
                #[target_feature(enable = "avx2,fma")]
                #[allow(clippy::too_many_arguments)]
                unsafe fn fast($($arg: $ty),*) $(-> $ret)? {
                    $body::<true>($($arg),*)
                }
                if $crate::perception::kernels::simd::avx512_path() {
                    // SAFETY: the CPU supports AVX-512F, AVX-512VL, AVX2 and FMA (checked at run time).
                    return unsafe { wide($($arg),*) };
                }
                if $crate::perception::kernels::simd::fast_path() {
                    // SAFETY: the CPU supports AVX2 and FMA (checked at run time just above).
                    return unsafe { fast($($arg),*) };
                }
            }
            $body::<false>($($arg),*)
        }
    };
}
pub(crate) use dispatch_fma;

/// One f32 vector register type and the few operations the sgemm micro-kernel and the
/// depthwise row kernel need, so each has one generic body for AVX2 and AVX-512 (the pattern
/// of `memchr`'s vector trait: `#[inline(always)]` methods inlined into a `#[target_feature]`
/// entry point; the entry points themselves cannot be generic over the feature set).
#[cfg(target_arch = "x86_64")]
pub(crate) trait Lanes: Copy {
    const N: usize;
    type Mask: Copy;
    /// Lanes `0..n` on (`n <= N`).
    unsafe fn mask(n: usize) -> Self::Mask;
    unsafe fn splat(x: f32) -> Self;
    /// Loads the masked lanes, zero elsewhere; masked-off lanes are not read.
    unsafe fn load(m: Self::Mask, p: *const f32) -> Self;
    /// Loads `N` values.
    unsafe fn loadu(p: *const f32) -> Self;
    /// Stores `N` values.
    unsafe fn storeu(p: *mut f32, v: Self);
    /// `a * b + c`
    unsafe fn fmadd(a: Self, b: Self, c: Self) -> Self;
    unsafe fn store(p: *mut f32, m: Self::Mask, v: Self);
}

#[cfg(target_arch = "x86_64")]
impl Lanes for __m512 {
    const N: usize = 16;
    type Mask = __mmask16;
    #[inline(always)]
    unsafe fn mask(n: usize) -> __mmask16 {
        ((1u32 << n) - 1) as u16
    }
    #[inline(always)]
    unsafe fn splat(x: f32) -> Self {
        unsafe { _mm512_set1_ps(x) }
    }
    #[inline(always)]
    unsafe fn load(m: __mmask16, p: *const f32) -> Self {
        // SAFETY: the caller's; masked-off lanes are not accessed.
        unsafe { _mm512_maskz_loadu_ps(m, p) }
    }
    #[inline(always)]
    unsafe fn loadu(p: *const f32) -> Self {
        // SAFETY: the caller's.
        unsafe { _mm512_loadu_ps(p) }
    }
    #[inline(always)]
    unsafe fn storeu(p: *mut f32, v: Self) {
        // SAFETY: the caller's.
        unsafe { _mm512_storeu_ps(p, v) }
    }
    #[inline(always)]
    unsafe fn fmadd(a: Self, b: Self, c: Self) -> Self {
        unsafe { _mm512_fmadd_ps(a, b, c) }
    }
    #[inline(always)]
    unsafe fn store(p: *mut f32, m: __mmask16, v: Self) {
        // SAFETY: the caller's; masked-off lanes are not accessed.
        unsafe { _mm512_mask_storeu_ps(p, m, v) }
    }
}

#[cfg(target_arch = "x86_64")]
impl Lanes for __m256 {
    const N: usize = 8;
    type Mask = __m256i;
    #[inline(always)]
    unsafe fn mask(n: usize) -> __m256i {
        unsafe { _mm256_cmpgt_epi32(_mm256_set1_epi32(n as i32), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7)) }
    }
    #[inline(always)]
    unsafe fn splat(x: f32) -> Self {
        unsafe { _mm256_set1_ps(x) }
    }
    #[inline(always)]
    unsafe fn load(m: __m256i, p: *const f32) -> Self {
        // SAFETY: the caller's; masked-off lanes are not accessed.
        unsafe { _mm256_maskload_ps(p, m) }
    }
    #[inline(always)]
    unsafe fn loadu(p: *const f32) -> Self {
        // SAFETY: the caller's.
        unsafe { _mm256_loadu_ps(p) }
    }
    #[inline(always)]
    unsafe fn storeu(p: *mut f32, v: Self) {
        // SAFETY: the caller's.
        unsafe { _mm256_storeu_ps(p, v) }
    }
    #[inline(always)]
    unsafe fn fmadd(a: Self, b: Self, c: Self) -> Self {
        unsafe { _mm256_fmadd_ps(a, b, c) }
    }
    #[inline(always)]
    unsafe fn store(p: *mut f32, m: __m256i, v: Self) {
        // SAFETY: the caller's; masked-off lanes are not accessed.
        unsafe { _mm256_maskstore_ps(p, m, v) }
    }
}
