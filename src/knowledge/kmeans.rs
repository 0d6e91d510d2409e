//! Seeded k-means (k-means++ initialisation, Lloyd iterations) over affordance vectors.
//! Deterministic for a given seed and input order.

use crate::types::affordance::X;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub type Vector = [f32; X];

pub fn dist2(a: &Vector, b: &Vector) -> f32 {
    let mut s = 0.0;
    for i in 0..X {
        let d = a[i] - b[i];
        s += d * d;
    }
    s
}

/// Result: `k' <= k` centres (fewer when there are fewer distinct points) and, per point,
/// the index of its centre.
#[derive(Debug, Clone)]
pub struct Clustering {
    pub centres: Vec<Vector>,
    pub assign: Vec<usize>,
}

pub fn kmeans(points: &[Vector], k: usize, seed: u64, max_iter: usize) -> Clustering {
    if points.is_empty() || k == 0 {
        return Clustering { centres: Vec::new(), assign: vec![0; points.len()] };
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // k-means++: first centre uniform, then proportional to squared distance.
    let mut centres: Vec<Vector> = vec![points[rng.random_range(0..points.len())]];
    let mut d2: Vec<f32> = points.iter().map(|p| dist2(p, &centres[0])).collect();
    while centres.len() < k {
        let total: f64 = d2.iter().map(|&x| x as f64).sum();
        if total <= 0.0 {
            break; // every point coincides with a centre
        }
        let mut r = rng.random::<f64>() * total;
        let mut pick = points.len() - 1;
        for (i, &x) in d2.iter().enumerate() {
            r -= x as f64;
            if r <= 0.0 {
                pick = i;
                break;
            }
        }
        centres.push(points[pick]);
        for (i, p) in points.iter().enumerate() {
            d2[i] = d2[i].min(dist2(p, &points[pick]));
        }
    }
    let mut assign = vec![0usize; points.len()];
    for it in 0..max_iter.max(1) {
        let mut changed = false;
        for (i, p) in points.iter().enumerate() {
            let best = nearest(&centres, p);
            if best != assign[i] || it == 0 {
                changed |= best != assign[i];
                assign[i] = best;
            }
        }
        let mut sums = vec![[0.0f64; X]; centres.len()];
        let mut counts = vec![0usize; centres.len()];
        for (p, &a) in points.iter().zip(&assign) {
            counts[a] += 1;
            for j in 0..X {
                sums[a][j] += p[j] as f64;
            }
        }
        for (c, (s, &n)) in centres.iter_mut().zip(sums.iter().zip(&counts)) {
            if n > 0 {
                for j in 0..X {
                    c[j] = (s[j] / n as f64) as f32;
                }
            }
        }
        if !changed && it > 0 {
            break;
        }
    }
    // Drop empty clusters, renumbering.
    let mut counts = vec![0usize; centres.len()];
    for &a in &assign {
        counts[a] += 1;
    }
    let mut remap = vec![usize::MAX; centres.len()];
    let mut kept = Vec::new();
    for (i, c) in centres.iter().enumerate() {
        if counts[i] > 0 {
            remap[i] = kept.len();
            kept.push(*c);
        }
    }
    for a in &mut assign {
        *a = remap[*a];
    }
    Clustering { centres: kept, assign }
}

pub fn nearest(centres: &[Vector], p: &Vector) -> usize {
    let mut best = 0;
    let mut bd = f32::INFINITY;
    for (i, c) in centres.iter().enumerate() {
        let d = dist2(c, p);
        if d < bd {
            bd = d;
            best = i;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(x: f32, y: f32) -> Vector {
        let mut v = [0.0; X];
        v[0] = x;
        v[1] = y;
        v
    }

    #[test]
    fn separates_well_separated_groups_and_is_deterministic() {
        let pts: Vec<Vector> = (0..30)
            .map(|i| if i % 2 == 0 { at(0.0 + (i % 3) as f32 * 0.1, 0.0) } else { at(9.0, 9.0 - (i % 3) as f32 * 0.1) })
            .collect();
        let a = kmeans(&pts, 2, 7, 50);
        let b = kmeans(&pts, 2, 7, 50);
        assert_eq!(a.assign, b.assign);
        assert_eq!(a.centres.len(), 2);
        for i in 0..pts.len() {
            assert_eq!(a.assign[i] == a.assign[0], i % 2 == 0);
        }
    }

    #[test]
    fn fewer_distinct_points_than_k_gives_fewer_clusters() {
        let pts = vec![at(1.0, 1.0); 5];
        let c = kmeans(&pts, 3, 1, 10);
        assert_eq!(c.centres.len(), 1);
        assert!(c.assign.iter().all(|&a| a == 0));
    }
}
