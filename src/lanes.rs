//! Dot products and Euclidean distances of embeddings, summed in eight interleaved lanes.
//!
//! Written here rather than taken from a crate for the hot paths that compare embeddings
//! by the thousand (every catalog label against a detector label, every HNSW hop): a
//! plain `iter().sum()` adds one product after another, a dependency chain the compiler
//! may not reorder for floats, so a 384-float MiniLM comparison costs one add latency per
//! element. Eight independent partial sums vectorise (and pipeline even unvectorised).
//! The lane order is fixed, so every result is the same on any machine, unlike kernels
//! that choose their summation order by the CPU's features at run time.

const LANES: usize = 8;

/// `Σ f(a[i], b[i])` over the shorter of the two slices, in eight lanes.
#[inline(always)]
fn lane_sum(a: &[f32], b: &[f32], f: impl Fn(f32, f32) -> f32) -> f32 {
    let n = a.len().min(b.len());
    let (a, b) = (&a[..n], &b[..n]);
    let mut acc = [0.0f32; LANES];
    let mut ca = a.chunks_exact(LANES);
    let mut cb = b.chunks_exact(LANES);
    for (x, y) in (&mut ca).zip(&mut cb) {
        for k in 0..LANES {
            acc[k] += f(x[k], y[k]);
        }
    }
    for (k, (&x, &y)) in ca.remainder().iter().zip(cb.remainder()).enumerate() {
        acc[k] += f(x, y);
    }
    ((acc[0] + acc[4]) + (acc[1] + acc[5])) + ((acc[2] + acc[6]) + (acc[3] + acc[7]))
}

/// Dot product (the cosine, for unit vectors).
pub fn dot(a: &[f32], b: &[f32]) -> f32 {
    lane_sum(a, b, |x, y| x * y)
}

/// Euclidean distance.
pub fn l2(a: &[f32], b: &[f32]) -> f32 {
    lane_sum(a, b, |x, y| (x - y) * (x - y)).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(n: usize) -> (Vec<f32>, Vec<f32>) {
        ((0..n).map(|i| (i as f32 * 0.37).sin()).collect(), (0..n).map(|i| (i as f32 * 0.11).cos()).collect())
    }

    #[test]
    fn lane_sums_agree_with_the_exact_sums_at_every_length() {
        for n in [0usize, 1, 7, 8, 9, 19, 384] {
            let (a, b) = pair(n);
            let dot64: f64 = a.iter().zip(&b).map(|(x, y)| *x as f64 * *y as f64).sum();
            let l2_64 = a.iter().zip(&b).map(|(x, y)| ((x - y) as f64).powi(2)).sum::<f64>().sqrt();
            assert!((dot(&a, &b) as f64 - dot64).abs() <= 1e-5 * (1.0 + dot64.abs()), "dot, n {n}");
            assert!((l2(&a, &b) as f64 - l2_64).abs() <= 1e-5 * (1.0 + l2_64), "l2, n {n}");
            assert_eq!(l2(&a, &a), 0.0);
        }
    }

    #[test]
    fn the_shorter_slice_sets_the_length() {
        assert_eq!(dot(&[1.0, 2.0, 3.0], &[1.0, 1.0]), 3.0);
        assert_eq!(l2(&[3.0, 4.0, 100.0], &[0.0, 0.0]), 5.0);
    }
}
