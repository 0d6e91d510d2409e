//! A packed copy of the space's sub-clusters for the DFS and the retrieval hot path.
//!
//! The instructions of one intent share their affordance vector and their planning
//! results, so a sub-cluster of 1,400 instructions holds a few dozen distinct instruction
//! vectors and tool vectors. Per sub-cluster this keeps:
//! - the distinct instruction vectors of its live members (first-appearance order) with
//!   the first live member holding each: the nearest member is found over these;
//! - the distinct tool vectors of those members' results, and the members as runs of
//!   consecutive members with the same results (same tool vector per result) and the same
//!   storage places: retrieval computes one distance per distinct tool vector, then writes
//!   each run's passing results once, with the run's member count.
//!
//! Vectors are stored dimension-major in blocks of [`LANES`] so that a block's squared
//! distances are computed together; each lane adds its dimensions in the same order as
//! [`dist2`](crate::knowledge::kmeans::dist2), so every distance is bit-identical to the
//! straightforward per-member computation and so are the DFS and retrieval results
//! (tested against that computation in `space::tests`).
//!
//! The copy is derived from `entries` and `clusters`: [`super::Space`] rebuilds it whenever
//! it changes them (build, insert, tombstone).

use super::{Cluster, Entry, Retrieved};
use crate::types::affordance::X;
use std::collections::{HashMap, HashSet};

/// Vectors per block (one f32 lane each).
const LANES: usize = 8;
/// Distinct tool vectors of a sub-cluster whose distances fit the stack table; beyond it
/// (only with hundreds of inserted out-of-catalog tools) distances are computed per result.
const MAX_TOOLS: usize = 512;

/// Vectors in dimension-major blocks: `data[b * X + i][l]` is dimension `i` of vector
/// `b * LANES + l`; unused lanes of the last block are zero.
#[derive(Debug, Clone, Default)]
struct Blocks {
    data: Vec<[f32; LANES]>,
    len: usize,
}

impl Blocks {
    fn push(&mut self, v: &[f32; X]) {
        let lane = self.len % LANES;
        if lane == 0 {
            self.data.resize(self.data.len() + X, [0.0; LANES]);
        }
        let base = self.data.len() - X;
        for (i, &x) in v.iter().enumerate() {
            self.data[base + i][lane] = x;
        }
        self.len += 1;
    }

    /// Calls `f(first, d2)` for each block: `d2[l]` is the squared distance of vector
    /// `first + l` to `q` (lanes past `len` hold the distance of a zero vector).
    #[inline]
    fn each_block(&self, q: &[f32; X], mut f: impl FnMut(usize, &[f32; LANES])) {
        for (b, block) in self.data.chunks_exact(X).enumerate() {
            let mut acc = [0.0f32; LANES];
            for (row, &qi) in block.iter().zip(q) {
                for l in 0..LANES {
                    let d = row[l] - qi;
                    acc[l] += d * d;
                }
            }
            f(b * LANES, &acc);
        }
    }

    /// Squared distance of vector `k` to `q` (same order of operations as a block).
    fn dist2_one(&self, k: usize, q: &[f32; X]) -> f32 {
        let (b, l) = (k / LANES, k % LANES);
        let mut s = 0.0f32;
        for (row, &qi) in self.data[b * X..(b + 1) * X].iter().zip(q) {
            let d = row[l] - qi;
            s += d * d;
        }
        s
    }
}

/// Consecutive live members with the same results (same tool vector per result).
#[derive(Debug, Clone, Copy)]
struct Run {
    /// Range in `SubIndex::members`.
    members: (u32, u32),
    /// Range in `SubIndex::results`: the tool index of each result, in result order.
    results: (u32, u32),
}

#[derive(Debug, Clone, Default)]
struct SubIndex {
    /// Distinct instruction vectors of live members, in order of first appearance.
    inst: Blocks,
    /// First live member (entry id) holding each distinct instruction vector.
    inst_entry: Vec<u32>,
    /// Distinct tool vectors of the live members' results.
    tools: Blocks,
    runs: Vec<Run>,
    /// Live members in sub-cluster order.
    members: Vec<u32>,
    results: Vec<u32>,
}

fn bits(v: &[f32; X]) -> [u32; X] {
    v.map(f32::to_bits)
}

impl SubIndex {
    fn new(members: &[u32], entries: &[Entry]) -> SubIndex {
        let mut s = SubIndex::default();
        let mut inst_ids: HashSet<[u32; X]> = HashSet::new();
        let mut tool_ids: HashMap<[u32; X], u32> = HashMap::new();
        let mut prev: Option<(u32, u32)> = None; // results range of the previous live member
        let mut prev_unseen: &[String] = &[];
        for &m in members {
            let Some(e) = entries.get(m as usize).filter(|e| !e.dead) else {
                continue;
            };
            if inst_ids.insert(bits(&e.vector.0)) {
                s.inst.push(&e.vector.0);
                s.inst_entry.push(m);
            }
            let start = s.results.len() as u32;
            for r in &e.results {
                let next = tool_ids.len() as u32;
                let t = *tool_ids.entry(bits(&r.vector.0)).or_insert_with(|| {
                    s.tools.push(&r.vector.0);
                    next
                });
                s.results.push(t);
            }
            let end = s.results.len() as u32;
            let same = prev.is_some_and(|(a, b)| s.results[a as usize..b as usize] == s.results[start as usize..])
                && prev_unseen == e.unseen.as_slice();
            prev_unseen = &e.unseen;
            s.members.push(m);
            let n = s.members.len() as u32;
            match s.runs.last_mut() {
                Some(run) if same => {
                    run.members.1 = n;
                    s.results.truncate(start as usize);
                }
                _ => {
                    s.runs.push(Run { members: (n - 1, n), results: (start, end) });
                    prev = Some((start, end));
                }
            }
        }
        s
    }

    /// Nearest live member to `q` and its squared distance: the first member in
    /// sub-cluster order among those at the least distance.
    fn nearest(&self, q: &[f32; X]) -> Option<(u32, f32)> {
        let mut best: Option<(usize, f32)> = None;
        let n = self.inst.len;
        self.inst.each_block(q, |first, d2| {
            for (l, &d) in d2.iter().enumerate().take(n - first) {
                if best.is_none_or(|(_, bd)| d < bd) {
                    best = Some((first + l, d));
                }
            }
        });
        best.map(|(g, d)| (self.inst_entry[g], d))
    }

    /// Appends the results whose tool lies within `sqrt(dd)` of `q` with their distances,
    /// one record per run and result, in member order and result order.
    fn retrieve(&self, q: &[f32; X], dd: f32, out: &mut Vec<Retrieved>) {
        let nt = self.tools.len;
        let mut table = [0.0f32; MAX_TOOLS];
        let tabled = nt <= MAX_TOOLS;
        if tabled {
            self.tools.each_block(q, |first, d2| {
                let k = (nt - first).min(LANES);
                table[first..first + k].copy_from_slice(&d2[..k]);
            });
        }
        let d2 = |t: u32| if tabled { table[t as usize] } else { self.tools.dist2_one(t as usize, q) };
        for run in &self.runs {
            let entry = self.members[run.members.0 as usize];
            let members = run.members.1 - run.members.0;
            let results = &self.results[run.results.0 as usize..run.results.1 as usize];
            for (result, &t) in results.iter().enumerate() {
                let x = d2(t);
                if x <= dd {
                    out.push(Retrieved { entry, result, distance: x.sqrt(), members });
                }
            }
        }
    }
}

/// The packed sub-clusters of a space, `subs[offset[ci] + si]`.
#[derive(Debug, Clone, Default)]
pub(super) struct Packed {
    offset: Vec<usize>,
    subs: Vec<SubIndex>,
}

impl Packed {
    pub(super) fn new(entries: &[Entry], clusters: &[Cluster]) -> Packed {
        let mut p = Packed::default();
        for c in clusters {
            p.offset.push(p.subs.len());
            p.subs.extend(c.subs.iter().map(|s| SubIndex::new(&s.members, entries)));
        }
        p
    }

    fn sub(&self, at: (usize, usize)) -> Option<&SubIndex> {
        let base = *self.offset.get(at.0)?;
        let end = self.offset.get(at.0 + 1).copied().unwrap_or(self.subs.len());
        self.subs[base..end].get(at.1)
    }

    /// Nearest live member of sub-cluster `at` and its squared distance.
    pub(super) fn nearest(&self, at: (usize, usize), q: &[f32; X]) -> Option<(u32, f32)> {
        self.sub(at)?.nearest(q)
    }

    /// Appends sub-cluster `at`'s results whose tool lies within `sqrt(dd)` of `q`.
    pub(super) fn retrieve(&self, at: (usize, usize), q: &[f32; X], dd: f32, out: &mut Vec<Retrieved>) {
        if let Some(s) = self.sub(at) {
            s.retrieve(q, dd, out);
        }
    }
}
