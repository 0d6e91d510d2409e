//! Multi-head scaled-dot-product self-attention straight from the packed `in_proj` output
//! (`nn.MultiheadAttention` with one `in_proj_weight`): no reshapes, no permuted copies, no
//! materialised mask. A causal mask is applied by visiting only keys `j <= i`; a query subset
//! (one row per sequence, e.g. CLIP's end-of-text token in the last layer) computes only
//! those output rows.

use super::act::exp_slice;
use super::simd::{dispatch_fma, madd};
use super::{shape_err, KernelError};
use rayon::prelude::*;

/// Shape of one self-attention call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AttentionShape {
    pub batch: usize,
    pub seq: usize,
    pub heads: usize,
    pub head_dim: usize,
    /// Query `i` sees keys `0..=i` only (`attn_mask` = upper triangle of -inf).
    pub causal: bool,
}

impl AttentionShape {
    pub fn width(&self) -> usize {
        self.heads * self.head_dim
    }
}

const LANES: usize = 8;

#[inline(always)]
fn dot<const FMA: bool>(a: &[f32], b: &[f32]) -> f32 {
    let mut acc = [0f32; LANES];
    let (ca, cb) = (a.chunks_exact(LANES), b.chunks_exact(LANES));
    let tail: f32 = ca.remainder().iter().zip(cb.remainder()).map(|(x, y)| x * y).sum();
    for (x, y) in ca.zip(cb) {
        for l in 0..LANES {
            acc[l] = madd::<FMA>(acc[l], x[l], y[l]);
        }
    }
    (acc[0] + acc[4]) + (acc[1] + acc[5]) + ((acc[2] + acc[6]) + (acc[3] + acc[7])) + tail
}

/// `a . b[t]` for four vectors `b[t]` at once.
#[inline(always)]
fn dot4<const FMA: bool>(a: &[f32], b: [&[f32]; 4]) -> [f32; 4] {
    let mut acc = [[0f32; LANES]; 4];
    let n = a.len() / LANES * LANES;
    for i in (0..n).step_by(LANES) {
        let x = &a[i..i + LANES];
        for t in 0..4 {
            let y = &b[t][i..i + LANES];
            for l in 0..LANES {
                acc[t][l] = madd::<FMA>(acc[t][l], x[l], y[l]);
            }
        }
    }
    let mut out = [0f32; 4];
    for t in 0..4 {
        let c = acc[t];
        let tail: f32 = a[n..].iter().zip(&b[t][n..]).map(|(x, y)| x * y).sum();
        out[t] = (c[0] + c[4]) + (c[1] + c[5]) + ((c[2] + c[6]) + (c[3] + c[7])) + tail;
    }
    out
}

/// One query row, all heads: `seq` is the visible key count, `row` the stride of a packed row.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn attend_row_body<const FMA: bool>(
    q: &[f32],
    kv: &[f32],
    row: usize,
    keys: usize,
    heads: usize,
    hd: usize,
    scores: &mut [f32],
    out: &mut [f32],
) {
    let w = heads * hd;
    let scale = 1.0 / (hd as f32).sqrt();
    for h in 0..heads {
        let qh = &q[h * hd..(h + 1) * hd];
        let s = &mut scores[..keys];
        // four keys at a time: four independent FMA chains instead of one
        let mut j = 0;
        while j + 4 <= keys {
            let k = |t: usize| &kv[(j + t) * row + w + h * hd..][..hd];
            let d = dot4::<FMA>(qh, [k(0), k(1), k(2), k(3)]);
            s[j..j + 4].iter_mut().zip(d).for_each(|(sj, d)| *sj = d * scale);
            j += 4;
        }
        for (t, sj) in s.iter_mut().enumerate().skip(j) {
            *sj = dot::<FMA>(qh, &kv[t * row + w + h * hd..][..hd]) * scale;
        }
        let max = s.iter().fold(f32::NEG_INFINITY, |m, &v| m.max(v));
        s.iter_mut().for_each(|v| *v -= max);
        exp_slice(s);
        let inv = 1.0 / s.iter().sum::<f32>();
        let oh = &mut out[h * hd..(h + 1) * hd];
        if hd == 64 {
            // CLIP's head width: the accumulator stays in eight vector registers
            let mut acc = [0f32; 64];
            for (j, &p) in s.iter().enumerate() {
                if let Ok(v) = <&[f32; 64]>::try_from(&kv[j * row + 2 * w + h * hd..][..64]) {
                    let p = p * inv;
                    for t in 0..64 {
                        acc[t] = madd::<FMA>(acc[t], p, v[t]);
                    }
                }
            }
            oh.copy_from_slice(&acc);
            continue;
        }
        oh.iter_mut().for_each(|o| *o = 0.0);
        for (j, &p) in s.iter().enumerate() {
            let v = &kv[j * row + 2 * w + h * hd..][..hd];
            let p = p * inv;
            for (o, &x) in oh.iter_mut().zip(v) {
                *o = madd::<FMA>(*o, p, x);
            }
        }
    }
}

dispatch_fma!(fn attend_row(
    q: &[f32], kv: &[f32], row: usize, keys: usize, heads: usize, hd: usize, scores: &mut [f32], out: &mut [f32]
) => attend_row_body);

/// Self-attention over `qkv` of shape (batch, seq, 3 * width): each row holds the query
/// (heads x head_dim, head-major), then the key, then the value, as the output of
/// `x @ in_proj_weight.T + in_proj_bias`. Writes the heads' outputs concatenated per row (the
/// input of `out_proj`):
///
/// * `queries: None`: every row, `out` is (batch, seq, width);
/// * `queries: Some(rows)`, one row index per sequence: only that row, `out` is (batch, width).
///
/// Runs in parallel over output rows on the current rayon pool.
pub fn self_attention(
    s: &AttentionShape,
    qkv: &[f32],
    queries: Option<&[usize]>,
    out: &mut [f32],
) -> Result<(), KernelError> {
    let w = s.width();
    let row = 3 * w;
    if w == 0 || s.seq == 0 || s.batch == 0 || qkv.len() != s.batch * s.seq * row {
        return Err(shape_err("self_attention", format!("qkv has {} values for {s:?}", qkv.len())));
    }
    let n_out = match queries {
        None => s.batch * s.seq,
        Some(q) if q.len() == s.batch && q.iter().all(|&i| i < s.seq) => s.batch,
        Some(q) => {
            return Err(shape_err(
                "self_attention",
                format!("query rows {q:?}: need one per sequence (batch {}) below seq {}", s.batch, s.seq),
            ))
        }
    };
    if out.len() != n_out * w {
        return Err(shape_err("self_attention", format!("out has {} values, need {}", out.len(), n_out * w)));
    }
    let task = |scores: &mut Vec<f32>, (r, o): (usize, &mut [f32])| {
        let (b, i) = match queries {
            None => (r / s.seq, r % s.seq),
            Some(q) => (r, q[r]),
        };
        let kv = &qkv[b * s.seq * row..(b + 1) * s.seq * row];
        let keys = if s.causal { i + 1 } else { s.seq };
        attend_row(&kv[i * row..i * row + w], kv, row, keys, s.heads, s.head_dim, scores, o);
    };
    if super::threads() > 1 && n_out > 1 {
        out.par_chunks_mut(w).enumerate().for_each_init(|| vec![0f32; s.seq], task);
    } else {
        let mut scores = vec![0f32; s.seq];
        out.chunks_mut(w).enumerate().for_each(|ro| task(&mut scores, ro));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{Device, Tensor};

    /// The reference: attention in candle ops, as the model runs it without this kernel.
    fn candle_attention(qkv: &Tensor, s: &AttentionShape) -> Vec<f32> {
        let (b, l, h, hd) = (s.batch, s.seq, s.heads, s.head_dim);
        let qkv = qkv.reshape((b, l, 3, h, hd)).unwrap().permute((2, 0, 3, 1, 4)).unwrap();
        let q = (qkv.get(0).unwrap().contiguous().unwrap() * (hd as f64).powf(-0.5)).unwrap();
        let k = qkv.get(1).unwrap().contiguous().unwrap();
        let v = qkv.get(2).unwrap().contiguous().unwrap();
        let mut att = q.matmul(&k.t().unwrap()).unwrap();
        if s.causal {
            let m: Vec<f32> =
                (0..l).flat_map(|i| (0..l).map(move |j| if j > i { f32::NEG_INFINITY } else { 0.0 })).collect();
            att = att.broadcast_add(&Tensor::from_vec(m, (l, l), &Device::Cpu).unwrap()).unwrap();
        }
        let att = candle_nn::ops::softmax_last_dim(&att).unwrap();
        let y = att.matmul(&v).unwrap().transpose(1, 2).unwrap().reshape((b, l, h * hd)).unwrap();
        y.flatten_all().unwrap().to_vec1().unwrap()
    }

    fn max_err(a: &[f32], b: &[f32]) -> f32 {
        a.iter().zip(b).map(|(x, y)| (x - y).abs()).fold(0f32, f32::max)
    }

    #[test]
    fn matches_candles_attention_with_and_without_the_causal_mask() {
        for causal in [false, true] {
            let s = AttentionShape { batch: 2, seq: 11, heads: 3, head_dim: 64, causal };
            let qkv = Tensor::randn(0f32, 1.0, (s.batch, s.seq, 3 * s.width()), &Device::Cpu).unwrap();
            let want = candle_attention(&qkv, &s);
            let v: Vec<f32> = qkv.flatten_all().unwrap().to_vec1().unwrap();
            let mut out = vec![0f32; want.len()];
            self_attention(&s, &v, None, &mut out).unwrap();
            assert!(max_err(&out, &want) < 1e-5, "causal {causal}: max error {}", max_err(&out, &want));
        }
    }

    #[test]
    fn selected_query_rows_equal_those_rows_of_the_full_output() {
        let s = AttentionShape { batch: 3, seq: 9, heads: 2, head_dim: 12, causal: true };
        let qkv = Tensor::randn(0f32, 1.0, (s.batch, s.seq, 3 * s.width()), &Device::Cpu).unwrap();
        let v: Vec<f32> = qkv.flatten_all().unwrap().to_vec1().unwrap();
        let w = s.width();
        let mut full = vec![0f32; s.batch * s.seq * w];
        self_attention(&s, &v, None, &mut full).unwrap();
        let rows = [4, 0, 8];
        let mut some = vec![0f32; s.batch * w];
        self_attention(&s, &v, Some(&rows), &mut some).unwrap();
        for (b, &i) in rows.iter().enumerate() {
            let want = &full[(b * s.seq + i) * w..][..w];
            assert_eq!(&some[b * w..(b + 1) * w], want, "sequence {b} row {i}");
        }
    }

    #[test]
    fn the_first_causal_row_is_its_own_value() {
        let s = AttentionShape { batch: 1, seq: 4, heads: 1, head_dim: 8, causal: true };
        let qkv: Vec<f32> = (0..s.seq * 3 * 8).map(|i| (i as f32 * 0.37).sin()).collect();
        let mut out = vec![0f32; s.seq * 8];
        self_attention(&s, &qkv, None, &mut out).unwrap();
        assert!(max_err(&out[..8], &qkv[16..24]) < 1e-6);
    }

    #[test]
    fn bad_shapes_are_refused() {
        let s = AttentionShape { batch: 1, seq: 4, heads: 1, head_dim: 8, causal: false };
        let mut out = vec![0f32; 32];
        assert!(self_attention(&s, &[0.0; 10], None, &mut out).is_err());
        assert!(self_attention(&s, &[0.0; 96], Some(&[4]), &mut out[..8]).is_err());
    }
}
