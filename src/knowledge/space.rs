//! The Instruction-Tool Relationship Space (seed 000, III-C) and its affordance-based
//! DFS retrieval (III-D).
//!
//! Construction: all instruction vectors are clustered into `a` groups (k-means); the
//! index instructions are those whose vector, and the vector of at least one of their
//! tools, lie within `D` of their cluster centre (T of them); these are clustered again
//! into `a` clusters with `b` sub-clusters each. Instructions outside the selection stay
//! in the knowledge base (they still teach the language model neighbours) but are not
//! reachable by the DFS.
//!
//! Query: visit clusters by distance of their centre to the input vector, and inside
//! each, sub-clusters by distance; stop at the first sub-cluster holding an instruction
//! within `c` of the input. Retrieve the planning results (tools) of that sub-cluster's
//! instructions whose tool vectors lie within `d` of the input vector.

//!
//! The query runs over a packed copy of the sub-clusters ([`packed`]): distinct vectors only,
//! stored for several distances at once. It returns exactly what the per-member
//! computation returns (the tests keep that computation as an oracle); with a reused
//! [`QueryBuf`] a query allocates nothing.

mod packed;

use super::kmeans::{dist2, kmeans, Vector};
use crate::types::affordance::{AffordanceVector, X};
use packed::Packed;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// Where an entry came from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Origin {
    /// assets/knowledge/instructions.toml, intent index.
    Asset { intent: usize },
    /// Inserted at run time from a plan of the slow stream (`msi` or `offline`).
    Inserted { source: String },
}

/// One planning result indexed by an instruction: a tool and its affordance vector.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolRef {
    /// Catalog name, or the observed label for a tool outside the catalog.
    pub name: String,
    /// Catalog index when known.
    pub catalog: Option<usize>,
    pub vector: AffordanceVector,
    /// Part names (from the plan or the catalog).
    pub operational: Option<String>,
    pub functional: Option<String>,
}

/// An instruction with its planning results.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    pub text: String,
    pub vector: AffordanceVector,
    pub results: Vec<ToolRef>,
    /// Storage places where its tools usually are.
    pub unseen: Vec<String>,
    pub origin: Origin,
    /// Tombstone: replaced by a newer entry (hnsw_rs cannot delete; searches skip it).
    /// Set it with [`Space::tombstone`] (the packed copy of the space follows it).
    pub dead: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SubCluster {
    pub centre: AffordanceVector,
    /// Entry indices.
    pub members: Vec<u32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Cluster {
    pub centre: AffordanceVector,
    pub subs: Vec<SubCluster>,
}

/// Build parameters (part of the persisted index's identity).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct SpaceParams {
    pub a: usize,
    pub b: usize,
    pub d_index: f32,
    pub seed: u64,
}

/// The space. `entries` and `clusters` are read freely; change them only through
/// [`Space::build`], [`Space::insert`] and [`Space::tombstone`], which keep the packed copy
/// the queries run on in step.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Space {
    pub params: SpaceParams,
    pub entries: Vec<Entry>,
    pub clusters: Vec<Cluster>,
    /// Centres of the first clustering (all instructions), used for the D selection.
    pub selection_centres: Vec<AffordanceVector>,
    /// Derived from `entries` and `clusters`: not persisted, built on first use after a load.
    #[serde(skip)]
    packed: PackedCell,
}

/// The lazily built packed copy; equal to any other (it is derived data).
#[derive(Clone, Default)]
struct PackedCell(OnceLock<Packed>);

impl PartialEq for PackedCell {
    fn eq(&self, _: &PackedCell) -> bool {
        true
    }
}

impl std::fmt::Debug for PackedCell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.get().is_some() { "Packed" } else { "Packed(not built)" })
    }
}

/// Where the DFS stopped (the [`DfsResult`] without its path).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DfsHit {
    /// Entry within `c` of the input and its distance, when one was found.
    pub hit: Option<(u32, f32)>,
    /// (cluster, sub-cluster) of the hit.
    pub at: Option<(usize, usize)>,
}

/// Reusable buffers of a query ([`Space::query`]): once they have grown to the largest
/// result seen, a query allocates nothing.
#[derive(Debug, Clone, Default)]
pub struct QueryBuf {
    /// DFS path of the last query.
    pub path: Vec<DfsStep>,
    /// Retrieved planning results of the last query.
    pub retrieved: Vec<Retrieved>,
}

/// One node visited by the DFS.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DfsStep {
    pub cluster: usize,
    pub sub: Option<usize>,
    /// Distance from the input vector to the node's centre.
    pub centre_distance: f32,
    /// Nearest member of the sub-cluster and its distance (sub-cluster nodes only).
    pub nearest: Option<(u32, f32)>,
}

/// Outcome of the DFS.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DfsResult {
    pub path: Vec<DfsStep>,
    /// Entry within `c` of the input and its distance, when one was found.
    pub hit: Option<(u32, f32)>,
    /// (cluster, sub-cluster) of the hit.
    pub at: Option<(usize, usize)>,
}

/// Retrieved planning results: result `result` of `members` instructions, the run of live
/// members of the sub-cluster that starts at `entry` and shares this entry's planning
/// results (the same tool vector at each position) and its storage places. One record
/// stands for the whole run so that a broad need, whose retrieval holds nearly every
/// phrasing of its intent, costs a record per intent rather than one per phrasing.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Retrieved {
    /// First member of the run.
    pub entry: u32,
    pub result: usize,
    /// Distance of the tool vector to the input vector (<= d).
    pub distance: f32,
    /// Instructions the record stands for (>= 1).
    pub members: u32,
}

impl Retrieved {
    /// Number of planning results the records stand for (one per instruction and tool).
    pub fn total(rs: &[Retrieved]) -> usize {
        rs.iter().map(|r| r.members as usize).sum()
    }
}

fn v(a: &AffordanceVector) -> &Vector {
    &a.0
}

impl Space {
    /// Builds the space over `entries` (all asset and inserted entries).
    pub fn build(entries: Vec<Entry>, p: SpaceParams) -> Space {
        let live: Vec<usize> = (0..entries.len()).filter(|&i| !entries[i].dead).collect();
        let pts: Vec<Vector> = live.iter().map(|&i| entries[i].vector.0).collect();
        let first = kmeans(&pts, p.a, p.seed, 100);
        let dd = p.d_index * p.d_index;
        let selected: Vec<usize> = live
            .iter()
            .enumerate()
            .filter(|(k, &i)| {
                let c = &first.centres[first.assign[*k]];
                let e = &entries[i];
                dist2(v(&e.vector), c) <= dd && e.results.iter().any(|r| dist2(v(&r.vector), c) <= dd)
            })
            .map(|(_, &i)| i)
            .collect();
        let mut s = Space {
            params: p,
            entries,
            clusters: Vec::new(),
            selection_centres: first.centres.iter().map(|c| AffordanceVector(*c)).collect(),
            packed: PackedCell::default(),
        };
        s.cluster(&selected);
        s.prepare();
        s
    }

    /// Builds the packed copy the queries run on now rather than in the first query (a
    /// space read from disk has none yet).
    pub fn prepare(&self) {
        self.packed();
    }

    fn packed(&self) -> &Packed {
        self.packed.0.get_or_init(|| Packed::new(&self.entries, &self.clusters))
    }

    /// Tombstones entry `id` (replaced by a newer entry): no query returns it any more.
    pub fn tombstone(&mut self, id: u32) {
        if let Some(e) = self.entries.get_mut(id as usize) {
            e.dead = true;
            self.packed = PackedCell::default();
        }
    }

    fn cluster(&mut self, selected: &[usize]) {
        let p = self.params;
        let pts: Vec<Vector> = selected.iter().map(|&i| self.entries[i].vector.0).collect();
        let top = kmeans(&pts, p.a, p.seed.wrapping_add(1), 100);
        let mut clusters = Vec::new();
        for (ci, centre) in top.centres.iter().enumerate() {
            let idx: Vec<usize> = (0..selected.len()).filter(|&k| top.assign[k] == ci).collect();
            let sub_pts: Vec<Vector> = idx.iter().map(|&k| pts[k]).collect();
            let sub = kmeans(&sub_pts, p.b, p.seed.wrapping_add(2 + ci as u64), 100);
            let subs = sub
                .centres
                .iter()
                .enumerate()
                .map(|(si, sc)| SubCluster {
                    centre: AffordanceVector(*sc),
                    members: idx
                        .iter()
                        .enumerate()
                        .filter(|(j, _)| sub.assign[*j] == si)
                        .map(|(_, &k)| selected[k] as u32)
                        .collect(),
                })
                .collect();
            clusters.push(Cluster { centre: AffordanceVector(*centre), subs });
        }
        self.clusters = clusters;
    }

    /// Number of index instructions (T) reachable by the DFS.
    pub fn indexed(&self) -> usize {
        self.clusters
            .iter()
            .flat_map(|c| c.subs.iter())
            .map(|s| s.members.iter().filter(|&&m| !self.entries[m as usize].dead).count())
            .sum()
    }

    pub fn live_entries(&self) -> usize {
        self.entries.iter().filter(|e| !e.dead).count()
    }

    /// Adds an entry at run time to the sub-cluster with the nearest centre (no
    /// re-clustering; a rebuild re-clusters everything).
    pub fn insert(&mut self, e: Entry) -> u32 {
        let id = self.entries.len() as u32;
        let q = e.vector.0;
        self.entries.push(e);
        if let Some((ci, si)) = self.nearest_sub(&q) {
            self.clusters[ci].subs[si].members.push(id);
        }
        self.packed = PackedCell::default();
        self.prepare();
        id
    }

    fn nearest_sub(&self, q: &Vector) -> Option<(usize, usize)> {
        let mut best = None;
        let mut bd = f32::INFINITY;
        for (ci, c) in self.clusters.iter().enumerate() {
            for (si, s) in c.subs.iter().enumerate() {
                let d = dist2(&s.centre.0, q);
                if d < bd {
                    bd = d;
                    best = Some((ci, si));
                }
            }
        }
        best
    }

    /// Affordance-based DFS (III-D): clusters by centre distance, then sub-clusters; stop
    /// at the first sub-cluster with a live instruction within `c` of `q`.
    pub fn dfs(&self, q: &AffordanceVector, c: f32) -> DfsResult {
        let mut path = Vec::with_capacity(8);
        let h = self.dfs_into(q, c, Some(&mut path));
        DfsResult { path, hit: h.hit, at: h.at }
    }

    /// [`Space::dfs`], writing the visited nodes to `path` (cleared first) when given.
    pub fn dfs_into(&self, q: &AffordanceVector, c: f32, mut path: Option<&mut Vec<DfsStep>>) -> DfsHit {
        if let Some(p) = path.as_deref_mut() {
            p.clear();
        }
        let packed = self.packed();
        let mut order: [(f32, usize); 64] = [(0.0, 0); 64];
        let n = self.clusters.len().min(64);
        for (i, cl) in self.clusters.iter().take(n).enumerate() {
            order[i] = (dist2(&cl.centre.0, &q.0), i);
        }
        order[..n].sort_by(|a, b| a.0.total_cmp(&b.0));
        for &(cd, ci) in &order[..n] {
            if let Some(p) = path.as_deref_mut() {
                p.push(DfsStep { cluster: ci, sub: None, centre_distance: cd.sqrt(), nearest: None });
            }
            let cl = &self.clusters[ci];
            let mut sorder: [(f32, usize); 16] = [(0.0, 0); 16];
            let m = cl.subs.len().min(16);
            for (i, s) in cl.subs.iter().take(m).enumerate() {
                sorder[i] = (dist2(&s.centre.0, &q.0), i);
            }
            sorder[..m].sort_by(|a, b| a.0.total_cmp(&b.0));
            for &(sd, si) in &sorder[..m] {
                let best = packed.nearest((ci, si), &q.0).map(|(e, d)| (e, d.sqrt()));
                if let Some(p) = path.as_deref_mut() {
                    p.push(DfsStep { cluster: ci, sub: Some(si), centre_distance: sd.sqrt(), nearest: best });
                }
                if let Some((e, d)) = best {
                    if d <= c {
                        return DfsHit { hit: Some((e, d)), at: Some((ci, si)) };
                    }
                }
            }
        }
        DfsHit { hit: None, at: None }
    }

    /// Planning results of the sub-cluster `at` whose tool vectors lie within `d` of `q`, in
    /// sub-cluster order with their distances, one record per run of members sharing them
    /// (see [`Retrieved`]). Not sorted: the consumers take the best per tool.
    pub fn retrieve(&self, at: (usize, usize), q: &AffordanceVector, d: f32) -> Vec<Retrieved> {
        let mut out = Vec::new();
        self.retrieve_into(at, q, d, &mut out);
        out
    }

    /// [`Space::retrieve`] into `out` (cleared first; no allocation once it is large enough).
    pub fn retrieve_into(&self, at: (usize, usize), q: &AffordanceVector, d: f32, out: &mut Vec<Retrieved>) {
        out.clear();
        self.packed().retrieve(at, &q.0, d * d, out);
    }

    /// DFS then retrieval within `d` at the sub-cluster where it stopped: the path and the
    /// results are left in `buf`.
    pub fn query(&self, q: &AffordanceVector, c: f32, d: f32, buf: &mut QueryBuf) -> DfsHit {
        let h = self.dfs_into(q, c, Some(&mut buf.path));
        match h.at {
            Some(at) => self.retrieve_into(at, q, d, &mut buf.retrieved),
            None => buf.retrieved.clear(),
        }
        h
    }
}

/// Euclidean distance between affordance vectors.
pub fn distance(a: &AffordanceVector, b: &AffordanceVector) -> f32 {
    dist2(&a.0, &b.0).sqrt()
}

/// The zero vector of dimension X (helper for tests and defaults).
pub fn zero() -> AffordanceVector {
    AffordanceVector([0.0; X])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn av(pairs: &[(usize, f32)]) -> AffordanceVector {
        let mut v = [0.0; X];
        for &(i, s) in pairs {
            v[i] = s;
        }
        AffordanceVector(v)
    }

    fn entry(text: &str, v: AffordanceVector, tool: AffordanceVector) -> Entry {
        Entry {
            text: text.into(),
            vector: v,
            results: vec![ToolRef {
                name: format!("tool for {text}"),
                catalog: None,
                vector: tool,
                operational: None,
                functional: None,
            }],
            unseen: vec!["drawer".into()],
            origin: Origin::Inserted { source: "test".into() },
            dead: false,
        }
    }

    fn params(a: usize, b: usize, d_index: f32) -> SpaceParams {
        SpaceParams { a, b, d_index, seed: 3 }
    }

    #[test]
    fn dfs_stops_only_at_an_instruction_within_c() {
        let s = Space::build(
            vec![entry("drink", av(&[(0, 9.0)]), av(&[(0, 9.0)])), entry("cut", av(&[(1, 9.0)]), av(&[(1, 9.0)]))],
            params(2, 1, 25.0),
        );
        // 8 away from "drink": found with c = 10, not with c = 7.
        let q = av(&[(0, 9.0), (2, 8.0)]);
        let hit = s.dfs(&q, 10.0);
        assert_eq!(hit.hit.map(|h| s.entries[h.0 as usize].text.clone()), Some("drink".into()));
        assert!((hit.hit.unwrap().1 - 8.0).abs() < 1e-4);
        let miss = s.dfs(&q, 7.0);
        assert!(miss.hit.is_none());
        assert!(miss.path.len() >= 2, "the DFS visited every node before giving up");
    }

    #[test]
    fn retrieval_keeps_only_tools_within_d() {
        let q = av(&[(0, 9.0)]);
        let near = entry("thirsty", q, av(&[(0, 9.0), (8, 5.0)])); // tool 5 away
        let far = entry("parched", q, av(&[(0, 9.0), (8, 10.0), (18, 10.0)])); // tool ~14.1 away
        let s = Space::build(vec![near, far], params(1, 1, 25.0));
        let hit = s.dfs(&q, 10.0);
        let at = hit.at.unwrap();
        assert_eq!(s.retrieve(at, &q, 15.0).len(), 2);
        let r = s.retrieve(at, &q, 10.0);
        assert_eq!(r.len(), 1);
        assert_eq!(s.entries[r[0].entry as usize].text, "thirsty");
        assert!((r[0].distance - 5.0).abs() < 1e-4);
    }

    #[test]
    fn selection_drops_instructions_farther_than_d_from_their_centre() {
        // Three tight points and one outlier in a single cluster: with D small the
        // outlier is not indexed, with D large it is.
        let mut es: Vec<Entry> = (0..3).map(|i| entry(&format!("a{i}"), av(&[(0, 9.0)]), av(&[(0, 9.0)]))).collect();
        es.push(entry("outlier", av(&[(5, 10.0), (6, 10.0)]), av(&[(5, 10.0)])));
        let tight = Space::build(es.clone(), params(1, 1, 6.0));
        assert_eq!(tight.indexed(), 3);
        let loose = Space::build(es, params(1, 1, 25.0));
        assert_eq!(loose.indexed(), 4);
    }

    #[test]
    fn tombstoned_entries_are_never_returned() {
        let q = av(&[(0, 9.0)]);
        let mut s = Space::build(vec![entry("old", q, q)], params(1, 1, 25.0));
        let mut new = entry("new", q, q);
        new.vector.0[1] = 1.0;
        s.tombstone(0);
        s.insert(new);
        let hit = s.dfs(&q, 10.0);
        assert_eq!(s.entries[hit.hit.unwrap().0 as usize].text, "new");
        assert!(s.retrieve(hit.at.unwrap(), &q, 15.0).iter().all(|r| !s.entries[r.entry as usize].dead));
    }

    /// The straightforward per-member DFS and retrieval the packed query replaced, kept as
    /// the oracle the packed query must match exactly.
    mod oracle {
        use super::super::*;

        pub fn dfs(s: &Space, q: &AffordanceVector, c: f32) -> DfsResult {
            let mut path = Vec::with_capacity(8);
            let mut order: [(f32, usize); 64] = [(0.0, 0); 64];
            let n = s.clusters.len().min(64);
            for (i, cl) in s.clusters.iter().take(n).enumerate() {
                order[i] = (dist2(&cl.centre.0, &q.0), i);
            }
            order[..n].sort_by(|a, b| a.0.total_cmp(&b.0));
            for &(cd, ci) in &order[..n] {
                path.push(DfsStep { cluster: ci, sub: None, centre_distance: cd.sqrt(), nearest: None });
                let cl = &s.clusters[ci];
                let mut sorder: [(f32, usize); 16] = [(0.0, 0); 16];
                let m = cl.subs.len().min(16);
                for (i, sc) in cl.subs.iter().take(m).enumerate() {
                    sorder[i] = (dist2(&sc.centre.0, &q.0), i);
                }
                sorder[..m].sort_by(|a, b| a.0.total_cmp(&b.0));
                for &(sd, si) in &sorder[..m] {
                    let mut best: Option<(u32, f32)> = None;
                    for &e in &cl.subs[si].members {
                        let en = &s.entries[e as usize];
                        if en.dead {
                            continue;
                        }
                        let d = dist2(&en.vector.0, &q.0);
                        if best.is_none_or(|(_, bd)| d < bd) {
                            best = Some((e, d));
                        }
                    }
                    let best = best.map(|(e, d)| (e, d.sqrt()));
                    path.push(DfsStep { cluster: ci, sub: Some(si), centre_distance: sd.sqrt(), nearest: best });
                    if let Some((e, d)) = best {
                        if d <= c {
                            return DfsResult { path, hit: Some((e, d)), at: Some((ci, si)) };
                        }
                    }
                }
            }
            DfsResult { path, hit: None, at: None }
        }

        pub fn retrieve(s: &Space, at: (usize, usize), q: &AffordanceVector, d: f32) -> Vec<Retrieved> {
            let Some(sub) = s.clusters.get(at.0).and_then(|c| c.subs.get(at.1)) else {
                return Vec::new();
            };
            let dd = d * d;
            let mut out = Vec::new();
            for &e in &sub.members {
                let en = &s.entries[e as usize];
                if en.dead {
                    continue;
                }
                for (ri, r) in en.results.iter().enumerate() {
                    let t = dist2(&r.vector.0, &q.0);
                    if t <= dd {
                        out.push(Retrieved { entry: e, result: ri, distance: t.sqrt(), members: 1 });
                    }
                }
            }
            out
        }

        /// The per-member records that run records stand for, in the oracle's order: for
        /// each member of a run (the next `members` live members of the sub-cluster from
        /// `entry`), the run's records in result order. Checks that the members of a run
        /// share the results' tool vectors and the storage places.
        pub fn expand(s: &Space, at: (usize, usize), rs: &[Retrieved]) -> Vec<Retrieved> {
            let live: Vec<u32> =
                s.clusters[at.0].subs[at.1].members.iter().copied().filter(|&e| !s.entries[e as usize].dead).collect();
            let mut out = Vec::new();
            let mut i = 0;
            while i < rs.len() {
                let (entry, n) = (rs[i].entry, rs[i].members);
                let mut j = i;
                while j < rs.len() && rs[j].entry == entry {
                    assert_eq!(rs[j].members, n, "one member count per run");
                    j += 1;
                }
                let from = live.iter().position(|&e| e == entry).expect("a run starts at a live member");
                let first = &s.entries[entry as usize];
                for &m in &live[from..from + n as usize] {
                    let e = &s.entries[m as usize];
                    assert_eq!(e.unseen, first.unseen, "members of a run share their storage places");
                    for r in &rs[i..j] {
                        assert_eq!(e.results[r.result].vector, first.results[r.result].vector);
                        out.push(Retrieved { entry: m, members: 1, ..r.clone() });
                    }
                }
                i = j;
            }
            out
        }
    }

    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Checks the packed DFS and retrieval against the oracle for `q`: the DFS with its
    /// path, and retrieval at the hit (or, with `every_sub`, at every sub-cluster).
    fn same_as_oracle(s: &Space, q: &AffordanceVector, c: f32, d: f32, every_sub: bool, buf: &mut QueryBuf) {
        let want = oracle::dfs(s, q, c);
        assert_eq!(s.dfs(q, c), want, "DFS of {q:?} with c = {c}");
        let h = s.query(q, c, d, buf);
        assert_eq!((h.hit, h.at, &buf.path), (want.hit, want.at, &want.path));
        assert_eq!(s.dfs_into(q, c, None), h);
        if let Some(at) = want.at {
            let got = oracle::expand(s, at, &buf.retrieved);
            assert_eq!(got, oracle::retrieve(s, at, q, d), "retrieval of {q:?} with d = {d} at {at:?}");
            assert_eq!(Retrieved::total(&buf.retrieved), got.len());
        } else {
            assert!(buf.retrieved.is_empty());
        }
        if every_sub {
            for (ci, cl) in s.clusters.iter().enumerate() {
                for si in 0..cl.subs.len() {
                    let got = oracle::expand(s, (ci, si), &s.retrieve((ci, si), q, d));
                    assert_eq!(got, oracle::retrieve(s, (ci, si), q, d), "at ({ci}, {si})");
                }
            }
        }
    }

    /// A query near the space's vectors, or anywhere in 0..10, or sparse like a need.
    fn random_query(rng: &mut ChaCha8Rng, s: &Space) -> AffordanceVector {
        let mut v = [0.0f32; X];
        match rng.random_range(0..5) {
            0 => v = s.entries[rng.random_range(0..s.entries.len())].vector.0,
            1 => {
                v = s.entries[rng.random_range(0..s.entries.len())].vector.0;
                for x in &mut v {
                    *x = (*x + rng.random_range(-2.0f32..2.0)).clamp(0.0, 10.0);
                }
            }
            2 => {
                let e = &s.entries[rng.random_range(0..s.entries.len())];
                if let Some(r) = e.results.first() {
                    v = r.vector.0;
                }
            }
            3 => {
                for _ in 0..rng.random_range(1..4) {
                    v[rng.random_range(0..X)] = rng.random_range(0.0f32..10.0);
                }
            }
            _ => {
                for x in &mut v {
                    *x = rng.random_range(0.0f32..10.0);
                }
            }
        }
        AffordanceVector(v)
    }

    fn random_c_d(rng: &mut ChaCha8Rng) -> (f32, f32) {
        let c = if rng.random_bool(0.5) { 10.0 } else { rng.random_range(0.0f32..20.0) };
        let d = match rng.random_range(0..4) {
            0 | 1 => 15.0,
            2 => rng.random_range(0.0f32..25.0),
            _ => f32::INFINITY,
        };
        (c, d)
    }

    /// A plan inserted at run time: a new need with one catalog tool and one unknown one.
    fn inserted(rng: &mut ChaCha8Rng, s: &Space, k: usize) -> Entry {
        let base = &s.entries[rng.random_range(0..s.entries.len())];
        let mut v = base.vector.0;
        v[rng.random_range(0..X)] = rng.random_range(0.0f32..10.0);
        let mut results: Vec<ToolRef> = base.results.iter().take(1).cloned().collect();
        let mut t = [0.0f32; X];
        t[k % X] = 7.0;
        results.push(ToolRef {
            name: format!("gadget {k}"),
            catalog: None,
            vector: AffordanceVector(t),
            operational: None,
            functional: None,
        });
        Entry {
            text: format!("inserted need {k}"),
            vector: AffordanceVector(v),
            results,
            unseen: vec![],
            origin: Origin::Inserted { source: "test".into() },
            dead: false,
        }
    }

    #[test]
    fn the_packed_query_returns_exactly_what_the_per_member_search_returns_on_the_knowledge_base() {
        let assets = crate::knowledge::Assets::parse(&crate::knowledge::Sources::embedded()).unwrap();
        let cfg = crate::config::Config::embedded_default();
        let p = SpaceParams { a: cfg.adm.a, b: cfg.adm.b, d_index: cfg.adm.d_index, seed: cfg.knowledge.seed };
        let mut s = Space::build(super::super::build::asset_entries(&assets), p);
        assert!(s.indexed() > 1_000, "the knowledge base's space (T = {})", s.indexed());
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let mut buf = QueryBuf::default();
        for k in 0..1_500 {
            let q = random_query(&mut rng, &s);
            let (c, d) = random_c_d(&mut rng);
            same_as_oracle(&s, &q, c, d, k % 50 == 0, &mut buf);
        }
        // Run-time plans: tombstones and insertions change the packed copy too.
        for k in 0..40 {
            let id = rng.random_range(0..s.entries.len()) as u32;
            s.tombstone(id);
            let e = inserted(&mut rng, &s, k);
            s.insert(e);
        }
        for k in 0..800 {
            let q = random_query(&mut rng, &s);
            let (c, d) = random_c_d(&mut rng);
            same_as_oracle(&s, &q, c, d, k % 50 == 0, &mut buf);
        }
        // Read back from disk: the packed copy is rebuilt from the entries.
        let back: Space = serde_json::from_slice(&serde_json::to_vec(&s).unwrap()).unwrap();
        assert_eq!(back, s);
        for _ in 0..300 {
            let q = random_query(&mut rng, &back);
            let (c, d) = random_c_d(&mut rng);
            same_as_oracle(&back, &q, c, d, false, &mut buf);
        }
    }

    #[test]
    fn the_packed_query_breaks_distance_ties_like_the_per_member_search() {
        // Coordinates on a coarse grid make exact ties between different vectors common;
        // intents share vectors and tools, members interleave, some are tombstoned.
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let grid = |rng: &mut ChaCha8Rng| {
            let mut v = [0.0f32; X];
            for x in v.iter_mut().take(4) {
                *x = [0.0, 5.0, 10.0][rng.random_range(0..3)];
            }
            if rng.random_bool(0.2) {
                v[3] = -0.0;
            }
            AffordanceVector(v)
        };
        let mut buf = QueryBuf::default();
        for round in 0..30 {
            let intents: Vec<(AffordanceVector, Vec<AffordanceVector>)> = (0..rng.random_range(1..12))
                .map(|_| (grid(&mut rng), (0..rng.random_range(0..4)).map(|_| grid(&mut rng)).collect()))
                .collect();
            let mut es = Vec::new();
            for k in 0..rng.random_range(1..80) {
                let (v, tools) = &intents[rng.random_range(0..intents.len())];
                let mut e = entry(&format!("i{k}"), *v, *v);
                e.results = tools
                    .iter()
                    .map(|t| ToolRef {
                        name: "t".into(),
                        catalog: None,
                        vector: *t,
                        operational: None,
                        functional: None,
                    })
                    .collect();
                es.push(e);
            }
            let mut s = Space::build(es, params(rng.random_range(1..4), rng.random_range(1..4), 25.0));
            for _ in 0..rng.random_range(0..5) {
                let id = rng.random_range(0..s.entries.len()) as u32;
                s.tombstone(id);
            }
            for k in 0..200 {
                let q = if k % 2 == 0 { grid(&mut rng) } else { random_query(&mut rng, &s) };
                let c = [0.0, 5.0, 7.071_068, 10.0, 12.0][rng.random_range(0..5)];
                let d = [0.0, 5.0, 10.0, 15.0, f32::INFINITY][rng.random_range(0..5)];
                same_as_oracle(&s, &q, c, d, k % 10 == 0, &mut buf);
            }
            assert!(round < 30);
        }
    }
}
