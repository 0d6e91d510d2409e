//! Layer normalisation over the last dimension of row-major f32 rows (`nn.LayerNorm(width)`),
//! two passes per row (mean, then variance of the centred values, as PyTorch), with 8-lane
//! partial sums so the reductions vectorise.

use super::simd::{dispatch_fma, madd};
use super::{shape_err, KernelError};

const LANES: usize = 8;

#[inline(always)]
fn lane_sum(acc: [f32; LANES]) -> f32 {
    (acc[0] + acc[4]) + (acc[1] + acc[5]) + ((acc[2] + acc[6]) + (acc[3] + acc[7]))
}

#[inline(always)]
fn layer_norm_body<const FMA: bool>(x: &[f32], gamma: &[f32], beta: &[f32], eps: f32, out: &mut [f32]) {
    let w = gamma.len();
    for (xr, or) in x.chunks_exact(w).zip(out.chunks_exact_mut(w)) {
        let mut acc = [0f32; LANES];
        let mut it = xr.chunks_exact(LANES);
        for c in &mut it {
            for l in 0..LANES {
                acc[l] += c[l];
            }
        }
        let mean = (lane_sum(acc) + it.remainder().iter().sum::<f32>()) / w as f32;
        let mut acc = [0f32; LANES];
        let mut it = xr.chunks_exact(LANES);
        for c in &mut it {
            for l in 0..LANES {
                let d = c[l] - mean;
                acc[l] = madd::<FMA>(acc[l], d, d);
            }
        }
        let tail: f32 = it.remainder().iter().map(|v| (v - mean) * (v - mean)).sum();
        let rstd = 1.0 / ((lane_sum(acc) + tail) / w as f32 + eps).sqrt();
        for (((o, &v), &g), &b) in or.iter_mut().zip(xr).zip(gamma).zip(beta) {
            *o = madd::<FMA>(b, (v - mean) * rstd, g);
        }
    }
}

dispatch_fma!(fn layer_norm_dispatch(x: &[f32], gamma: &[f32], beta: &[f32], eps: f32, out: &mut [f32]) => layer_norm_body);

/// `out[r] = (x[r] - mean) / sqrt(var + eps) * gamma + beta` for every row `r` of width
/// `gamma.len()` (biased variance, as `nn.LayerNorm`). `x` and `out` hold the same whole
/// number of rows.
pub fn layer_norm_rows(x: &[f32], gamma: &[f32], beta: &[f32], eps: f32, out: &mut [f32]) -> Result<(), KernelError> {
    let w = gamma.len();
    if w == 0 || beta.len() != w || !x.len().is_multiple_of(w) || out.len() != x.len() {
        return Err(shape_err(
            "layer_norm",
            format!("{} values into {} with gamma {w} / beta {}: need whole rows", x.len(), out.len(), beta.len()),
        ));
    }
    layer_norm_dispatch(x, gamma, beta, eps, out);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{Device, Tensor};

    #[test]
    fn matches_candles_layer_norm_on_rows_of_several_widths() {
        let dev = Device::Cpu;
        for (rows, w) in [(1, 8), (5, 512), (3, 77), (2, 13)] {
            let x = (Tensor::randn(0f32, 2.0, (rows, w), &dev).unwrap() + 0.7).unwrap();
            let g = Tensor::randn(1f32, 0.2, w, &dev).unwrap();
            let b = Tensor::randn(0f32, 0.2, w, &dev).unwrap();
            let want = candle_nn::ops::layer_norm(&x, &g, &b, 1e-5).unwrap().flatten_all().unwrap();
            let want: Vec<f32> = want.to_vec1().unwrap();
            let xv: Vec<f32> = x.flatten_all().unwrap().to_vec1().unwrap();
            let mut out = vec![0f32; xv.len()];
            layer_norm_rows(&xv, &g.to_vec1::<f32>().unwrap(), &b.to_vec1::<f32>().unwrap(), 1e-5, &mut out).unwrap();
            let err = out.iter().zip(&want).map(|(a, b)| (a - b).abs()).fold(0f32, f32::max);
            assert!(err < 1e-5, "rows {rows} width {w}: max error {err}");
        }
    }

    #[test]
    fn a_constant_row_normalises_to_beta() {
        let x = vec![3.0f32; 16];
        let mut out = vec![0f32; 16];
        layer_norm_rows(&x, &[2.0; 16], &[0.5; 16], 1e-5, &mut out).unwrap();
        assert!(out.iter().all(|&v| (v - 0.5).abs() < 1e-6), "{out:?}");
    }

    #[test]
    fn partial_rows_are_refused() {
        let mut out = vec![0f32; 10];
        let e = layer_norm_rows(&[0.0; 10], &[1.0; 4], &[0.0; 4], 1e-5, &mut out).unwrap_err();
        assert!(e.to_string().contains("layer_norm"), "{e}");
    }
}
