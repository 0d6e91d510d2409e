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

use super::affordance::{AffordanceVector, X};
use super::kmeans::{dist2, kmeans, Vector};
use serde::{Deserialize, Serialize};

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

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Space {
    pub params: SpaceParams,
    pub entries: Vec<Entry>,
    pub clusters: Vec<Cluster>,
    /// Centres of the first clustering (all instructions), used for the D selection.
    pub selection_centres: Vec<AffordanceVector>,
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

/// A retrieved planning result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Retrieved {
    pub entry: u32,
    pub result: usize,
    /// Distance of the tool vector to the input vector (<= d).
    pub distance: f32,
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
        };
        s.cluster(&selected);
        s
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
        let mut order: [(f32, usize); 64] = [(0.0, 0); 64];
        let n = self.clusters.len().min(64);
        for (i, cl) in self.clusters.iter().take(n).enumerate() {
            order[i] = (dist2(&cl.centre.0, &q.0), i);
        }
        order[..n].sort_by(|a, b| a.0.total_cmp(&b.0));
        for &(cd, ci) in &order[..n] {
            path.push(DfsStep { cluster: ci, sub: None, centre_distance: cd.sqrt(), nearest: None });
            let cl = &self.clusters[ci];
            let mut sorder: [(f32, usize); 16] = [(0.0, 0); 16];
            let m = cl.subs.len().min(16);
            for (i, s) in cl.subs.iter().take(m).enumerate() {
                sorder[i] = (dist2(&s.centre.0, &q.0), i);
            }
            sorder[..m].sort_by(|a, b| a.0.total_cmp(&b.0));
            for &(sd, si) in &sorder[..m] {
                let mut best: Option<(u32, f32)> = None;
                for &e in &cl.subs[si].members {
                    let en = &self.entries[e as usize];
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

    /// Planning results of the sub-cluster `at` whose tool vectors lie within `d` of `q`, in
    /// sub-cluster order with their distances. Not sorted: the consumers take the best per
    /// tool, and sorting the 1,000+ results of a broad sub-cluster was most of the query time.
    pub fn retrieve(&self, at: (usize, usize), q: &AffordanceVector, d: f32) -> Vec<Retrieved> {
        let Some(sub) = self.clusters.get(at.0).and_then(|c| c.subs.get(at.1)) else {
            return Vec::new();
        };
        // Not reserved for every member's every result: for a broad sub-cluster (1,400 members
        // at T = 4,800) that was 130+ KiB per query, past malloc's mmap threshold, so every
        // query faulted in fresh pages. (An exact counting pass first measured slower.)
        let dd = d * d;
        let mut out = Vec::new();
        for &e in &sub.members {
            let en = &self.entries[e as usize];
            if en.dead {
                continue;
            }
            for (ri, r) in en.results.iter().enumerate() {
                let t = dist2(&r.vector.0, &q.0);
                if t <= dd {
                    out.push(Retrieved { entry: e, result: ri, distance: t.sqrt() });
                }
            }
        }
        out
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
        s.entries[0].dead = true;
        s.insert(new);
        let hit = s.dfs(&q, 10.0);
        assert_eq!(s.entries[hit.hit.unwrap().0 as usize].text, "new");
        assert!(s.retrieve(hit.at.unwrap(), &q, 15.0).iter().all(|r| !s.entries[r.entry as usize].dead));
    }
}
