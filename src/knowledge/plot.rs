//! `aide index plot`: the 19-d space projected to 2-D (principal components), instruction
//! points coloured by cluster (filled discs), catalog tools as hollow squares in the
//! colour of their nearest cluster, cluster centres as crosses, like the paper's Fig. 3.

use super::kmeans::{nearest, Vector};
use super::{Knowledge, KnowledgeError};
use crate::canvas::Canvas;
use crate::types::affordance::X;
use std::path::Path;

const W: usize = 1000;
const H: usize = 760;
const PALETTE: [[u8; 3]; 12] = [
    [230, 25, 75],
    [60, 180, 75],
    [0, 130, 200],
    [245, 130, 48],
    [145, 30, 180],
    [70, 190, 190],
    [240, 50, 230],
    [170, 110, 40],
    [128, 128, 0],
    [0, 0, 128],
    [128, 0, 0],
    [100, 100, 100],
];

/// Top-2 principal axes of `pts` (power iteration with deflation).
fn pca2(pts: &[Vector]) -> (Vector, [Vector; 2]) {
    let n = pts.len().max(1) as f32;
    let mut mean = [0.0f32; X];
    for p in pts {
        for i in 0..X {
            mean[i] += p[i] / n;
        }
    }
    let mut cov = [[0.0f32; X]; X];
    for p in pts {
        for i in 0..X {
            for j in 0..X {
                cov[i][j] += (p[i] - mean[i]) * (p[j] - mean[j]) / n;
            }
        }
    }
    let mut axes = [[0.0f32; X]; 2];
    for (k, axis) in axes.iter_mut().enumerate() {
        let mut v = [1.0f32; X];
        v[k] = 2.0;
        for _ in 0..200 {
            let mut w = [0.0f32; X];
            for i in 0..X {
                for j in 0..X {
                    w[i] += cov[i][j] * v[j];
                }
            }
            let norm = w.iter().map(|x| x * x).sum::<f32>().sqrt().max(1e-12);
            for i in 0..X {
                v[i] = w[i] / norm;
            }
        }
        let lambda: f32 = (0..X).map(|i| (0..X).map(|j| cov[i][j] * v[j]).sum::<f32>() * v[i]).sum();
        for i in 0..X {
            for j in 0..X {
                cov[i][j] -= lambda * v[i] * v[j];
            }
        }
        *axis = v;
    }
    (mean, axes)
}

/// Writes the plot; returns the number of points drawn.
pub fn write_png(kb: &Knowledge, out: &Path) -> Result<usize, KnowledgeError> {
    let (inst, centres, assign) = kb.with_space(|s| {
        let mut inst = Vec::new();
        let mut assign = Vec::new();
        for (ci, c) in s.clusters.iter().enumerate() {
            for sub in &c.subs {
                for &m in &sub.members {
                    let e = &s.entries[m as usize];
                    if !e.dead {
                        inst.push(e.vector.0);
                        assign.push(ci);
                    }
                }
            }
        }
        let centres: Vec<Vector> = s.clusters.iter().map(|c| c.centre.0).collect();
        (inst, centres, assign)
    })?;
    let tools: Vec<Vector> = kb.tools().iter().map(|t| t.vector.0).collect();
    let mut all = inst.clone();
    all.extend(tools.iter().cloned());
    let (mean, axes) = pca2(&all);
    let proj = |p: &Vector| -> (f32, f32) {
        let mut a = 0.0;
        let mut b = 0.0;
        for i in 0..X {
            a += (p[i] - mean[i]) * axes[0][i];
            b += (p[i] - mean[i]) * axes[1][i];
        }
        (a, b)
    };
    // Deterministic jitter so identical vectors (one intent) show as a small cloud.
    let jitter = |k: usize| -> (f32, f32) {
        let h = (k as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (((h >> 16) & 0xffff) as f32 / 65535.0 - 0.5, ((h >> 32) & 0xffff) as f32 / 65535.0 - 0.5)
    };
    let pts: Vec<(f32, f32)> = all.iter().map(proj).collect();
    let (mut x0, mut x1, mut y0, mut y1) = (f32::MAX, f32::MIN, f32::MAX, f32::MIN);
    for &(x, y) in &pts {
        x0 = x0.min(x);
        x1 = x1.max(x);
        y0 = y0.min(y);
        y1 = y1.max(y);
    }
    let m = 40.0;
    let sx = (W as f32 - 2.0 * m - 160.0) / (x1 - x0).max(1e-6);
    let sy = (H as f32 - 2.0 * m) / (y1 - y0).max(1e-6);
    let to_px = |(x, y): (f32, f32)| (m + (x - x0) * sx, H as f32 - m - (y - y0) * sy);
    let mut c = Canvas::new(W, H);
    for (k, (p, &a)) in pts.iter().zip(&assign).enumerate() {
        let (jx, jy) = jitter(k);
        let (x, y) = to_px(*p);
        c.disc(x + jx * 14.0, y + jy * 14.0, 3.0, PALETTE[a % PALETTE.len()], 0.55);
    }
    for (k, t) in tools.iter().enumerate() {
        let a = nearest(&centres, t);
        let (x, y) = to_px(pts[inst.len() + k]);
        c.square(x, y, 4, PALETTE[a % PALETTE.len()]);
    }
    for (a, ce) in centres.iter().enumerate() {
        let (x, y) = to_px(proj(ce));
        c.cross(x, y, 9, [0, 0, 0]);
        c.cross(x, y, 7, PALETTE[a % PALETTE.len()]);
    }
    // Legend: one swatch per cluster down the right edge.
    for a in 0..centres.len() {
        let y = 40 + a as i64 * 26;
        c.rect(W as i64 - 120, y, W as i64 - 100, y + 18, PALETTE[a % PALETTE.len()], 1.0);
    }
    c.write_png(out).map_err(|e| KnowledgeError::Io { path: out.to_path_buf(), reason: e.to_string() })?;
    Ok(pts.len())
}
