//! CPU feature dispatch for the kernels. The kernels are plain Rust loops over contiguous
//! slices written so that LLVM vectorises them; each is compiled twice, once for the baseline
//! target and once with AVX2 + FMA enabled, and [`fast_path`] picks at run time.

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

/// Defines `$name(args) -> ret` that runs `$body::<true>` compiled with AVX2 + FMA when the
/// CPU has them and `$body::<false>` otherwise. `$body` must be `#[inline(always)]` and take
/// `const FMA: bool` as its only generic parameter.
macro_rules! dispatch_fma {
    ($vis:vis fn $name:ident($($arg:ident: $ty:ty),* $(,)?) $(-> $ret:ty)? => $body:ident) => {
        #[allow(clippy::too_many_arguments)]
        $vis fn $name($($arg: $ty),*) $(-> $ret)? {
            #[cfg(target_arch = "x86_64")]
            {
                #[target_feature(enable = "avx2,fma")]
                #[allow(clippy::too_many_arguments)]
                unsafe fn fast($($arg: $ty),*) $(-> $ret)? {
                    $body::<true>($($arg),*)
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
