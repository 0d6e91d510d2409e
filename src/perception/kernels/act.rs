//! Element-wise activations on f32 slices, written without libm calls so the loops
//! vectorise: `exp` by range reduction to `2^n * e^r` with a degree-6 polynomial on
//! |r| <= ln2/2 (relative error ~2e-7), `erf` by Abramowitz & Stegun 7.1.26 (absolute error
//! <= 1.5e-7) on top of it. Used as the fused epilogue of the conv kernels and as a standalone
//! candle op ([`apply`]).

use super::simd::{dispatch_fma, madd};
use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp1, Layout, Shape, Tensor};
use rayon::prelude::*;

/// The activations the perception models use after a convolution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Activation {
    /// Identity.
    #[default]
    None,
    Relu,
    /// `x * sigmoid(x)` (YOLO's `nn.SiLU`).
    Silu,
    /// Exact GELU `0.5 x (1 + erf(x / sqrt 2))` (`nn.GELU()`, candle's `gelu_erf`).
    Gelu,
    Sigmoid,
}

impl Activation {
    /// Applies the activation in place.
    pub fn apply_slice(self, v: &mut [f32]) {
        match self {
            Activation::None => {}
            Activation::Relu => v.iter_mut().for_each(|x| *x = x.max(0.0)),
            Activation::Silu => silu_slice(v),
            Activation::Gelu => gelu_slice(v),
            Activation::Sigmoid => sigmoid_slice(v),
        }
    }

    /// `v[i] = act(v[i] + bias)`: the epilogue of a conv output row.
    pub fn bias_apply_slice(self, v: &mut [f32], bias: f32) {
        if bias != 0.0 {
            v.iter_mut().for_each(|x| *x += bias);
        }
        self.apply_slice(v);
    }
}

const LOG2E: f32 = std::f32::consts::LOG2_E;
const LN2_HI: f32 = 0.693_359_4;
const LN2_LO: f32 = -2.121_944_4e-4;
/// 1.5 * 2^23: adding and subtracting it rounds an f32 of magnitude < 2^22 to the nearest
/// integer with plain arithmetic (vectorises, unlike `f32::round`).
const ROUND_MAGIC: f32 = 12_582_912.0;

/// e^x for x in any range (clamped to [-87, 88], where e^x is a normal f32).
#[inline(always)]
fn exp<const FMA: bool>(x: f32) -> f32 {
    let x = x.clamp(-87.0, 88.0);
    // z's bit pattern is ROUND_MAGIC's plus n (two's complement), n = round(x / ln 2)
    let z = x * LOG2E + ROUND_MAGIC;
    let n = z - ROUND_MAGIC;
    let r = madd::<FMA>(madd::<FMA>(x, -n, LN2_HI), -n, LN2_LO);
    // Taylor-like minimax polynomial of e^r on [-ln2/2, ln2/2] (Cephes expf coefficients)
    let mut p = 1.987_569_1e-4f32;
    p = madd::<FMA>(1.398_199_9e-3, p, r);
    p = madd::<FMA>(8.333_452e-3, p, r);
    p = madd::<FMA>(4.166_579_6e-2, p, r);
    p = madd::<FMA>(1.666_666_5e-1, p, r);
    p = madd::<FMA>(0.5, p, r);
    let r2 = r * r;
    let e = madd::<FMA>(r + 1.0, p, r2);
    // 2^n from integer ops on the bits (`n as i32` would be a scalar saturating conversion)
    let scale = f32::from_bits(z.to_bits().wrapping_sub(ROUND_MAGIC.to_bits()).wrapping_add(127) << 23);
    e * scale
}

/// erf(x), absolute error <= 1.5e-7 (Abramowitz & Stegun 7.1.26) plus f32 rounding (<= 4e-7 measured).
#[inline(always)]
fn erf<const FMA: bool>(x: f32) -> f32 {
    let a = x.abs();
    let t = 1.0 / madd::<FMA>(1.0, 0.327_591_1, a);
    let mut p = 1.061_405_4f32;
    p = madd::<FMA>(-1.453_152, p, t);
    p = madd::<FMA>(1.421_413_8, p, t);
    p = madd::<FMA>(-0.284_496_74, p, t);
    p = madd::<FMA>(0.254_829_6, p, t);
    let y = 1.0 - p * t * exp::<FMA>(-a * a);
    y.copysign(x)
}

#[inline(always)]
fn silu_body<const FMA: bool>(v: &mut [f32]) {
    for x in v.iter_mut() {
        *x /= 1.0 + exp::<FMA>(-*x);
    }
}

#[inline(always)]
fn sigmoid_body<const FMA: bool>(v: &mut [f32]) {
    for x in v.iter_mut() {
        *x = 1.0 / (1.0 + exp::<FMA>(-*x));
    }
}

#[inline(always)]
fn gelu_body<const FMA: bool>(v: &mut [f32]) {
    for x in v.iter_mut() {
        *x = 0.5 * *x * (1.0 + erf::<FMA>(*x * std::f32::consts::FRAC_1_SQRT_2));
    }
}

#[inline(always)]
fn exp_body<const FMA: bool>(v: &mut [f32]) {
    for x in v.iter_mut() {
        *x = exp::<FMA>(*x);
    }
}

#[inline(always)]
fn erf_body<const FMA: bool>(v: &mut [f32]) {
    for x in v.iter_mut() {
        *x = erf::<FMA>(*x);
    }
}

dispatch_fma!(pub fn silu_slice(v: &mut [f32]) => silu_body);
dispatch_fma!(pub fn sigmoid_slice(v: &mut [f32]) => sigmoid_body);
dispatch_fma!(pub fn gelu_slice(v: &mut [f32]) => gelu_body);
dispatch_fma!(pub fn exp_slice(v: &mut [f32]) => exp_body);
dispatch_fma!(pub fn erf_slice(v: &mut [f32]) => erf_body);

/// Elements per parallel task of [`apply`].
const CHUNK: usize = 16 * 1024;

struct ActOp(Activation);

impl CustomOp1 for ActOp {
    fn name(&self) -> &'static str {
        "aide-activation"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> candle_core::Result<(CpuStorage, Shape)> {
        let CpuStorage::F32(data) = s else {
            return Err(candle_core::Error::Msg(format!("activation: f32 only, got {:?}", s.dtype())));
        };
        let (a, b) =
            l.contiguous_offsets().ok_or_else(|| candle_core::Error::Msg("activation: input not contiguous".into()))?;
        let mut out = data[a..b].to_vec();
        out.par_chunks_mut(CHUNK).for_each(|c| self.0.apply_slice(c));
        Ok((CpuStorage::F32(out), l.shape().clone()))
    }
}

/// `act(x)` for an f32 CPU tensor of any shape (made contiguous first). With
/// [`super::reference_ops`] on, candle's own ops compute it instead.
pub fn apply(x: &Tensor, act: Activation) -> candle_core::Result<Tensor> {
    if act == Activation::None {
        return Ok(x.clone());
    }
    if super::reference_ops() {
        return apply_candle(x, act);
    }
    x.contiguous()?.apply_op1_no_bwd(&ActOp(act))
}

/// `act(x)` with candle's ops (the reference the kernels are tested against).
pub fn apply_candle(x: &Tensor, act: Activation) -> candle_core::Result<Tensor> {
    match act {
        Activation::None => Ok(x.clone()),
        Activation::Relu => x.relu(),
        Activation::Silu => candle_nn::ops::silu(x),
        Activation::Gelu => x.gelu_erf(),
        Activation::Sigmoid => candle_nn::ops::sigmoid(x),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

    fn sweep() -> Vec<f32> {
        (-4000..=4000).map(|i| i as f32 * 0.005).chain([-100.0, -88.5, -30.0, 30.0, 88.5, 100.0]).collect()
    }

    fn max_diff(a: &[f32], b: &[f32]) -> f32 {
        a.iter().zip(b).map(|(x, y)| (x - y).abs()).fold(0.0, f32::max)
    }

    #[test]
    fn exp_matches_libm_to_a_few_ulp() {
        let xs: Vec<f32> = (-870..=879).map(|i| i as f32 * 0.1 + 0.0123).collect();
        let mut v = xs.clone();
        exp_slice(&mut v);
        for (x, e) in xs.iter().zip(&v) {
            let want = x.exp();
            assert!(((e - want) / want).abs() < 1e-6, "exp({x}) = {e}, libm {want}");
        }
        let mut far = vec![-1000.0f32, 1000.0];
        exp_slice(&mut far);
        assert!(far[0] >= 0.0 && far[0] < 1e-37 && far[1].is_finite() && far[1] > 1e38, "{far:?}");
    }

    #[test]
    fn erf_matches_the_reference_within_5e7() {
        let xs = sweep();
        let mut v = xs.clone();
        erf_slice(&mut v);
        let want: Vec<f32> = xs.iter().map(|&x| candle_core::cpu::erf::erf_f64(x as f64) as f32).collect();
        assert!(max_diff(&v, &want) < 5e-7, "{}", max_diff(&v, &want));
        assert_eq!(v[4000], 0.0, "erf(0)");
    }

    #[test]
    fn activations_match_candle_ops() {
        let xs = sweep();
        let dev = Device::Cpu;
        let t = Tensor::from_vec(xs.clone(), (xs.len(),), &dev).unwrap();
        for act in [Activation::Silu, Activation::Gelu, Activation::Relu, Activation::Sigmoid] {
            let got = t.apply_op1_no_bwd(&ActOp(act)).unwrap().to_vec1::<f32>().unwrap();
            let want = apply_candle(&t, act).unwrap().to_vec1::<f32>().unwrap();
            let d = max_diff(&got, &want);
            assert!(d < 2e-5, "{act:?}: max abs diff {d}");
        }
    }

    #[test]
    fn apply_handles_strided_views_and_identity() {
        let dev = Device::Cpu;
        let t = Tensor::arange(-6f32, 6., &dev).unwrap().reshape((3, 4)).unwrap().t().unwrap();
        let got = apply(&t, Activation::Relu).unwrap().to_vec2::<f32>().unwrap();
        assert_eq!(got, t.relu().unwrap().to_vec2::<f32>().unwrap());
        let same = apply(&t, Activation::None).unwrap();
        assert_eq!(same.to_vec2::<f32>().unwrap(), t.to_vec2::<f32>().unwrap());
    }

    #[test]
    fn bias_then_activation() {
        let mut v = vec![-1.0f32, 0.0, 1.0];
        Activation::Relu.bias_apply_slice(&mut v, 0.5);
        assert_eq!(v, vec![0.0, 0.5, 1.5]);
    }
}
