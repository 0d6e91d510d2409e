//! The hnsw_rs index of MiniLM embeddings of instruction texts (cosine, for understanding new
//! instructions).
//!
//! hnsw_rs has no delete. Replaced entries are tombstoned in the space and skipped by
//! every search here (the search over-fetches to make up for them); when tombstones pass
//! a quarter of the points the owner rebuilds the index without them (compaction).

use hnsw_rs::prelude::*;
use std::path::Path;

const MAX_CONN: usize = 16;
const MAX_LAYER: usize = 16;
const EF_C: usize = 200;

/// An HNSW graph over f32 vectors with a distance `D`.
pub struct Ann<D: Distance<f32> + Default + Send + Sync + 'static> {
    pub hnsw: Hnsw<'static, f32, D>,
    pub dim: usize,
}

/// Euclidean on unit vectors: same order as cosine, and no `1 - dot < 0` rounding trap.
pub type TextAnn = Ann<L2Lanes>;

/// Euclidean distance summed in eight interleaved lanes ([`crate::lanes`]).
///
/// hnsw_rs's `DistL2` without its `simdeez_f` feature sums sequentially; with these lanes
/// the MiniLM graph of 58,907 texts builds about a quarter faster (release, 2 cores, warm
/// embedding cache: 151 s -> 122 s for the whole index). `simdeez_f` is not used because it
/// picks its summation order at run time by CPU feature: an index built on one machine
/// would not be the one built on another.
#[derive(Debug, Default, Clone, Copy)]
pub struct L2Lanes;

impl Distance<f32> for L2Lanes {
    fn eval(&self, a: &[f32], b: &[f32]) -> f32 {
        crate::lanes::l2(a, b)
    }
}

impl<D: Distance<f32> + Default + Send + Sync + 'static> Ann<D> {
    pub fn new(dim: usize, capacity: usize) -> Self {
        let mut hnsw = Hnsw::new(MAX_CONN, capacity.max(16), MAX_LAYER, EF_C, D::default());
        hnsw.set_extend_candidates(false);
        Ann { hnsw, dim }
    }

    pub fn insert(&self, v: &[f32], id: usize) {
        self.hnsw.insert_slice((v, id));
    }

    pub fn len(&self) -> usize {
        self.hnsw.get_nb_point()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `k` nearest ids accepted by `keep`, nearest first, with hnsw_rs distances.
    pub fn search(&self, q: &[f32], k: usize, keep: impl Fn(usize) -> bool) -> Vec<(usize, f32)> {
        let mut fetch = (k * 2).max(16);
        loop {
            let ef = fetch.max(64);
            let found = self.hnsw.search(q, fetch, ef);
            let n_found = found.len();
            let out: Vec<(usize, f32)> =
                found.into_iter().filter(|n| keep(n.d_id)).map(|n| (n.d_id, n.distance)).take(k).collect();
            if out.len() >= k || n_found < fetch || fetch >= self.len() {
                return out;
            }
            fetch *= 2;
        }
    }

    /// Dumps as `<dir>/<basename>.hnsw.graph` and `.hnsw.data`; returns the two file names.
    pub fn dump(&self, dir: &Path, basename: &str) -> Result<[String; 2], String> {
        let name = self.hnsw.file_dump(dir, basename).map_err(|e| e.to_string())?;
        if name != basename {
            return Err(format!("hnsw_rs wrote {name} instead of {basename} (files already present)"));
        }
        Ok([format!("{basename}.hnsw.graph"), format!("{basename}.hnsw.data")])
    }

    /// Reloads a dump. The small `HnswIo` reader is leaked so the graph can be `'static`
    /// (it is loaded into memory, not memory-mapped, so nothing else is borrowed).
    pub fn load(dir: &Path, basename: &str, dim: usize) -> Result<Self, String> {
        let io: &'static mut HnswIo = Box::leak(Box::new(HnswIo::new(dir, basename)));
        let hnsw: Hnsw<'static, f32, D> = io.load_hnsw::<f32, D>().map_err(|e| e.to_string())?;
        if hnsw.get_point_indexation().get_data_dimension() != dim && hnsw.get_nb_point() > 0 {
            return Err(format!("dimension {} instead of {dim}", hnsw.get_point_indexation().get_data_dimension()));
        }
        Ok(Ann { hnsw, dim })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_skips_tombstones_and_survives_a_dump_reload() {
        let a: TextAnn = Ann::new(3, 10);
        for i in 0..10 {
            a.insert(&[i as f32, 0.0, 0.0], i);
        }
        let near = a.search(&[0.1, 0.0, 0.0], 2, |id| id != 0);
        assert_eq!(near.iter().map(|n| n.0).collect::<Vec<_>>(), vec![1, 2]);
        let d = tempfile::tempdir().unwrap();
        let files = a.dump(d.path(), "t").unwrap();
        assert!(d.path().join(&files[0]).exists() && d.path().join(&files[1]).exists());
        let b: TextAnn = Ann::load(d.path(), "t", 3).unwrap();
        assert_eq!(b.len(), 10);
        assert_eq!(b.search(&[8.9, 0.0, 0.0], 1, |_| true)[0].0, 9);
    }
}
