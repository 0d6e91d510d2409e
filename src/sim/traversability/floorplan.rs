//! A generated floor plan: a grid of 2x1 to 3x2 rooms of random sizes, interior walls with
//! doorways so every room is reachable (a random spanning tree of the rooms, some extra
//! doorways, sometimes two between a pair), named rooms.

use crate::decide::traversability::{Rect, Room};
use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Interior wall thickness, metres.
pub const WALL: f64 = 0.1;
/// A doorway keeps this far from the ends of its wall, metres.
const DOOR_MARGIN: f64 = 0.4;

/// A gap in an interior wall.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Door {
    /// The gap: the door's width along the wall, the wall's thickness across it.
    pub gap: Rect,
    /// The wall runs along y (between rooms side by side in x).
    pub along_y: bool,
}

impl Door {
    /// The footprint of something standing in the doorway: the gap, reaching `depth` metres
    /// into each room.
    pub fn footprint(&self, depth: f64) -> Rect {
        let (dx, dy) = if self.along_y { (depth, 0.0) } else { (0.0, depth) };
        Rect {
            min: [cm(self.gap.min[0] - dx), cm(self.gap.min[1] - dy)],
            max: [cm(self.gap.max[0] + dx), cm(self.gap.max[1] + dy)],
        }
    }
}

#[derive(Debug, Clone)]
pub struct FloorPlan {
    pub size_m: [f64; 2],
    pub rooms: Vec<Room>,
    pub walls: Vec<Rect>,
    pub doors: Vec<Door>,
}

/// Metres rounded to centimetres (files stay readable).
pub fn cm(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}

/// A shared wall between two rooms: the rooms' indices, the fixed coordinate, its extent.
struct Edge {
    a: usize,
    b: usize,
    along_y: bool,
    at: f64,
    from: f64,
    to: f64,
}

pub fn floor_plan(rng: &mut ChaCha8Rng, names: &[String]) -> FloorPlan {
    let (cols, rows) = (rng.random_range(2..=3usize), rng.random_range(1..=2usize));
    let xs = cumulative(rng, cols, 3.5, 5.5);
    let ys = cumulative(rng, rows, 3.0, 4.5);
    let mut names: Vec<&String> = names.iter().collect();
    names.shuffle(rng);
    let half = WALL / 2.0;
    let room = |c: usize, r: usize| Rect {
        min: [cm(xs[c] + if c > 0 { half } else { 0.0 }), cm(ys[r] + if r > 0 { half } else { 0.0 })],
        max: [
            cm(xs[c + 1] - if c + 1 < cols { half } else { 0.0 }),
            cm(ys[r + 1] - if r + 1 < rows { half } else { 0.0 }),
        ],
    };
    let rooms = (0..rows * cols)
        .map(|k| Room { name: names[k % names.len()].clone(), area: room(k % cols, k / cols) })
        .collect();
    let mut edges = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            if c + 1 < cols {
                edges.push(Edge {
                    a: r * cols + c,
                    b: r * cols + c + 1,
                    along_y: true,
                    at: xs[c + 1],
                    from: ys[r],
                    to: ys[r + 1],
                });
            }
            if r + 1 < rows {
                edges.push(Edge {
                    a: r * cols + c,
                    b: (r + 1) * cols + c,
                    along_y: false,
                    at: ys[r + 1],
                    from: xs[c],
                    to: xs[c + 1],
                });
            }
        }
    }
    edges.shuffle(rng);
    let mut component: Vec<usize> = (0..rows * cols).collect();
    let (mut walls, mut doors) = (Vec::new(), Vec::new());
    for e in &edges {
        let (ca, cb) = (component[e.a], component[e.b]);
        let joins = ca != cb;
        if joins {
            component.iter_mut().filter(|c| **c == cb).for_each(|c| *c = ca);
        }
        let count = if joins || rng.random_bool(0.35) {
            if e.to - e.from >= 3.4 && rng.random_bool(0.25) {
                2
            } else {
                1
            }
        } else {
            0
        };
        let gaps = door_gaps(rng, e.from, e.to, count);
        walls.extend(wall_pieces(e, &gaps));
        doors.extend(gaps.iter().map(|&(s0, s1)| Door { gap: oriented(e, s0, s1), along_y: e.along_y }));
    }
    FloorPlan { size_m: [xs[cols], ys[rows]], rooms, walls, doors }
}

/// 0, n1, n1+n2, ...: `n` random lengths in lo..hi, centimetres.
fn cumulative(rng: &mut ChaCha8Rng, n: usize, lo: f64, hi: f64) -> Vec<f64> {
    let mut out = vec![0.0];
    for _ in 0..n {
        let last = *out.last().unwrap_or(&0.0);
        out.push(cm(last + rng.random_range(lo..hi)));
    }
    out
}

/// `count` (0..=2) doorway intervals along [from, to], 0.9-1.2 m wide, apart.
fn door_gaps(rng: &mut ChaCha8Rng, from: f64, to: f64, count: usize) -> Vec<(f64, f64)> {
    let parts: Vec<(f64, f64)> = match count {
        0 => vec![],
        1 => vec![(from, to)],
        _ => vec![(from, (from + to) / 2.0 - 0.2), ((from + to) / 2.0 + 0.2, to)],
    };
    parts
        .into_iter()
        .map(|(a, b)| {
            let w = cm(rng.random_range(0.9..1.2));
            let lo = if a == from { a + DOOR_MARGIN } else { a };
            let hi = if b == to { b - DOOR_MARGIN - w } else { b - w };
            let s = cm(if hi > lo { rng.random_range(lo..hi) } else { lo });
            (s, cm(s + w))
        })
        .collect()
}

/// The wall of `e` with the `gaps` cut out.
fn wall_pieces(e: &Edge, gaps: &[(f64, f64)]) -> Vec<Rect> {
    let mut pieces = Vec::new();
    let mut at = e.from;
    for &(s0, s1) in gaps {
        pieces.push(oriented(e, at, s0));
        at = s1;
    }
    pieces.push(oriented(e, at, e.to));
    pieces
}

/// The rectangle of wall thickness across `e`, from `s0` to `s1` along it.
fn oriented(e: &Edge, s0: f64, s1: f64) -> Rect {
    let half = WALL / 2.0;
    if e.along_y {
        Rect { min: [cm(e.at - half), s0], max: [cm(e.at + half), s1] }
    } else {
        Rect { min: [s0, cm(e.at - half)], max: [s1, cm(e.at + half)] }
    }
}
