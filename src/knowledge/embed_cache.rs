//! MiniLM embedding cache of the index build: every text embedded for the relationship
//! space (instructions, catalog labels) with its embedding, keyed by the text and the model.
//!
//! A fresh build embeds every instruction (minutes on a 2-core CPU with a few thousand
//! instructions); with the cache a rebuild embeds only the texts that changed. The file
//! lives next to the index (`<index_dir>/embed-cache.bin`), is written atomically (temp
//! file, fsync, rename) and carries a checksum: a torn, foreign or corrupt file is ignored
//! (everything is embedded again), never trusted.
//!
//! Layout (little endian): magic `AIDEEMB1`, u32 model-tag length, model tag, u32 DIM,
//! u32 count, then per text: u32 length, UTF-8 bytes, DIM f32; last, u64 FNV-1a of all
//! preceding bytes.

use super::persist::{self, Fnv};
use crate::perception::models::minilm::DIM;
use std::collections::HashMap;
use std::path::Path;

/// File name inside the index directory.
pub const FILE: &str = "embed-cache.bin";
const MAGIC: &[u8; 8] = b"AIDEEMB1";

/// Texts and their embeddings for one model.
#[derive(Debug, Default)]
pub struct EmbedCache {
    model: String,
    map: HashMap<String, Vec<f32>>,
}

impl EmbedCache {
    /// An empty cache for `model` (a tag that changes when the model does).
    pub fn new(model: &str) -> EmbedCache {
        EmbedCache { model: model.to_string(), map: HashMap::new() }
    }

    /// Loads `dir/embed-cache.bin` when it is intact and was written for `model`; else an
    /// empty cache.
    pub fn load(dir: &Path, model: &str) -> EmbedCache {
        std::fs::read(dir.join(FILE)).ok().and_then(|b| Self::decode(&b, model)).unwrap_or_else(|| Self::new(model))
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    pub fn get(&self, text: &str) -> Option<&[f32]> {
        self.map.get(text).map(|v| v.as_slice())
    }

    pub fn insert(&mut self, text: &str, e: &[f32]) {
        if e.len() == DIM {
            self.map.insert(text.to_string(), e.to_vec());
        }
    }

    /// Keeps only the given texts (the cache does not grow with texts no longer used).
    pub fn retain_texts<'a>(&mut self, texts: impl IntoIterator<Item = &'a str>) {
        let keep: std::collections::HashSet<&str> = texts.into_iter().collect();
        self.map.retain(|t, _| keep.contains(t.as_str()));
    }

    /// Writes the cache atomically to `dir/embed-cache.bin`.
    pub fn save(&self, dir: &Path) -> Result<(), persist::PersistError> {
        persist::write_atomic(dir, FILE, &self.encode())
    }

    pub fn encode(&self) -> Vec<u8> {
        let mut keys: Vec<&String> = self.map.keys().collect();
        keys.sort();
        let mut b = Vec::with_capacity(16 + keys.len() * (DIM * 4 + 48));
        b.extend_from_slice(MAGIC);
        b.extend_from_slice(&(self.model.len() as u32).to_le_bytes());
        b.extend_from_slice(self.model.as_bytes());
        b.extend_from_slice(&(DIM as u32).to_le_bytes());
        b.extend_from_slice(&(keys.len() as u32).to_le_bytes());
        for k in keys {
            b.extend_from_slice(&(k.len() as u32).to_le_bytes());
            b.extend_from_slice(k.as_bytes());
            for x in &self.map[k] {
                b.extend_from_slice(&x.to_le_bytes());
            }
        }
        let mut h = Fnv::new();
        h.write(&b);
        b.extend_from_slice(&h.finish().to_le_bytes());
        b
    }

    /// Parses an encoded cache; `None` when it is torn, corrupt or for another model.
    pub fn decode(b: &[u8], model: &str) -> Option<EmbedCache> {
        let body_len = b.len().checked_sub(8)?;
        let (body, sum) = b.split_at(body_len);
        let mut h = Fnv::new();
        h.write(body);
        if h.finish().to_le_bytes() != sum {
            return None;
        }
        let mut r = Reader { b: body, at: 0 };
        if r.take(8)? != MAGIC {
            return None;
        }
        let ml = r.u32()? as usize;
        if r.take(ml)? != model.as_bytes() || r.u32()? as usize != DIM {
            return None;
        }
        let n = r.u32()? as usize;
        let mut map = HashMap::with_capacity(n.min(1 << 20));
        for _ in 0..n {
            let tl = r.u32()? as usize;
            let text = std::str::from_utf8(r.take(tl)?).ok()?.to_string();
            let raw = r.take(DIM * 4)?;
            let e: Vec<f32> = raw.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
            map.insert(text, e);
        }
        (r.at == body.len()).then_some(EmbedCache { model: model.to_string(), map })
    }
}

struct Reader<'a> {
    b: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(n)?;
        let s = self.b.get(self.at..end)?;
        self.at = end;
        Some(s)
    }

    fn u32(&mut self) -> Option<u32> {
        let s = self.take(4)?;
        Some(u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn emb(seed: f32) -> Vec<f32> {
        (0..DIM).map(|i| seed + i as f32 * 1e-3).collect()
    }

    #[test]
    fn a_saved_cache_reloads_its_texts_and_embeddings() {
        let dir = tempfile::tempdir().unwrap();
        let mut c = EmbedCache::new("m1");
        c.insert("I am thirsty", &emb(0.5));
        c.insert("mug", &emb(-0.25));
        c.save(dir.path()).unwrap();
        let r = EmbedCache::load(dir.path(), "m1");
        assert_eq!(r.len(), 2);
        assert_eq!(r.get("I am thirsty").unwrap(), emb(0.5).as_slice());
        assert_eq!(r.get("mug").unwrap(), emb(-0.25).as_slice());
        assert!(r.get("I am hungry").is_none());
    }

    #[test]
    fn a_cache_of_another_model_is_not_used() {
        let dir = tempfile::tempdir().unwrap();
        let mut c = EmbedCache::new("m1");
        c.insert("mug", &emb(1.0));
        c.save(dir.path()).unwrap();
        assert!(EmbedCache::load(dir.path(), "m2").is_empty());
    }

    #[test]
    fn a_torn_or_corrupt_cache_is_ignored() {
        let mut c = EmbedCache::new("m1");
        c.insert("mug", &emb(1.0));
        c.insert("cup", &emb(2.0));
        let b = c.encode();
        for cut in [0, 7, 20, b.len() / 2, b.len() - 1] {
            assert!(EmbedCache::decode(&b[..cut], "m1").is_none(), "torn at {cut}");
        }
        let mut flipped = b.clone();
        flipped[40] ^= 0x10;
        assert!(EmbedCache::decode(&flipped, "m1").is_none());
        assert_eq!(EmbedCache::decode(&b, "m1").unwrap().len(), 2);
    }

    #[test]
    fn retain_drops_texts_no_longer_used() {
        let mut c = EmbedCache::new("m1");
        c.insert("mug", &emb(1.0));
        c.insert("cup", &emb(2.0));
        c.retain_texts(["cup"]);
        assert_eq!(c.len(), 1);
        assert!(c.get("cup").is_some());
    }
}
