//! Max pooling k x k, stride 1, "same" size (padding k / 2 that never wins, as PyTorch pads
//! with -inf): YOLO's SPPF block chains three of these. Separable: a max over each row
//! window, then over each column window of that, per channel plane in parallel; one pass
//! over the plane each, no padded copy (candle's path concatenates four -inf borders first).

use super::shape_err;
use super::KernelError;
use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp1, Layout, Shape, Tensor};
use rayon::prelude::*;

/// The pooling op for (B, C, H, W) f32 CPU tensors.
#[derive(Debug, Clone, Copy)]
pub struct MaxPoolSame {
    k: usize,
}

impl MaxPoolSame {
    /// `k` odd (an even window has no centred "same" form).
    pub fn new(k: usize) -> Result<Self, KernelError> {
        if k == 0 || k.is_multiple_of(2) {
            return Err(shape_err("max_pool_same", format!("window {k}: must be odd")));
        }
        Ok(MaxPoolSame { k })
    }

    pub fn forward(&self, x: &Tensor) -> Result<Tensor, KernelError> {
        x.dims4()?;
        Ok(x.contiguous()?.apply_op1_no_bwd(self)?)
    }
}

impl CustomOp1 for MaxPoolSame {
    fn name(&self) -> &'static str {
        "aide-max-pool-same"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> candle_core::Result<(CpuStorage, Shape)> {
        let CpuStorage::F32(data) = s else {
            return Err(candle_core::Error::Msg(format!("max_pool_same: f32 only, got {:?}", s.dtype())));
        };
        let (a, e) =
            l.contiguous_offsets().ok_or_else(|| candle_core::Error::Msg("max_pool_same: not contiguous".into()))?;
        let (_, _, h, w) = l.shape().dims4()?;
        let x = &data[a..e];
        let mut out = vec![0f32; x.len()];
        if h * w > 0 {
            let r = self.k / 2;
            out.par_chunks_mut(h * w).zip(x.par_chunks(h * w)).for_each_init(Vec::new, |tmp, (o, p)| {
                pool_plane(p, o, h, w, r, tmp);
            });
        }
        Ok((CpuStorage::F32(out), l.shape().clone()))
    }
}

/// `o[y, x] = max of p over rows y-r..=y+r, columns x-r..=x+r` (clipped to the plane).
fn pool_plane(p: &[f32], o: &mut [f32], h: usize, w: usize, r: usize, tmp: &mut Vec<f32>) {
    tmp.clear();
    tmp.resize(h * w, 0.0);
    for (src, dst) in p.chunks_exact(w).zip(tmp.chunks_exact_mut(w)) {
        for (x, d) in dst.iter_mut().enumerate() {
            *d = src[x.saturating_sub(r)..(x + r + 1).min(w)].iter().copied().fold(f32::NEG_INFINITY, f32::max);
        }
    }
    for (y, dst) in o.chunks_exact_mut(w).enumerate() {
        let rows = y.saturating_sub(r)..(y + r + 1).min(h);
        dst.copy_from_slice(&tmp[rows.start * w..(rows.start + 1) * w]);
        for yy in rows.start + 1..rows.end {
            dst.iter_mut().zip(&tmp[yy * w..(yy + 1) * w]).for_each(|(d, &v)| *d = d.max(v));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

    /// candle's max_pool2d over an input padded with -inf (the model's previous path).
    fn reference(x: &Tensor, k: usize) -> Tensor {
        let p = k / 2;
        let (b, c, h, w) = x.dims4().unwrap();
        let ninf = |hh: usize, ww: usize| Tensor::full(f32::NEG_INFINITY, (b, c, hh, ww), x.device()).unwrap();
        let xw = Tensor::cat(&[ninf(h, p), x.clone(), ninf(h, p)], 3).unwrap();
        let xp = Tensor::cat(&[ninf(p, w + 2 * p), xw, ninf(p, w + 2 * p)], 2).unwrap();
        xp.max_pool2d_with_stride(k, 1).unwrap()
    }

    #[test]
    fn matches_candle_on_padded_input() {
        let dev = Device::Cpu;
        for (shape, k) in
            [((1, 3, 10, 10), 5), ((2, 4, 7, 13), 5), ((1, 2, 3, 2), 5), ((1, 1, 6, 9), 3), ((1, 2, 4, 4), 1)]
        {
            // all negative: a zero padding would show up at the borders
            let x = (Tensor::rand(0f32, 1.0, shape, &dev).unwrap() - 2.0).unwrap();
            let got = MaxPoolSame::new(k).unwrap().forward(&x).unwrap();
            let want = reference(&x, k);
            let d = (got - want).unwrap().abs().unwrap().flatten_all().unwrap().max(0).unwrap();
            assert_eq!(d.to_scalar::<f32>().unwrap(), 0.0, "{shape:?} k{k}");
        }
    }

    #[test]
    fn even_windows_are_refused() {
        assert!(MaxPoolSame::new(4).is_err());
        assert!(MaxPoolSame::new(0).is_err());
    }
}
