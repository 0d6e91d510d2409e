//! CPU feature dispatch for the kernels. The kernels are plain Rust loops over contiguous
//! slices written so that LLVM vectorises them; each is compiled three times, for the
//! baseline target, with AVX2 + FMA, and with AVX-512F (+VL) + FMA, and [`fast_path`] /
//! [`avx512_path`] pick at run time.
//!
//! Why a 512-bit build: on hosts with full-width AVX-512 units (AMD Zen 5, Intel server
//! cores) PyTorch's oneDNN runs 512-bit kernels, and our AVX2 builds did half the work per
//! instruction there (session 14: YOLO-World @320 1.29x and the MobileCLIP image tower 1.57x
//! PyTorch's time at two threads on such a host).

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
