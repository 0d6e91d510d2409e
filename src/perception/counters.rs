//! Counters of the camera perception backend, readable from other threads (bench, STATUS).

use std::sync::atomic::{AtomicU64, Ordering};

/// Counters of the backend, readable from other threads (bench, STATUS).
#[derive(Debug, Default)]
pub struct PerceptionCounters {
    /// Frames detected, tracked and published.
    pub frames: AtomicU64,
    /// Crop embeddings computed (one per crop in a batch).
    pub embeds_computed: AtomicU64,
    /// Image-encoder forwards (batches).
    pub embed_batches: AtomicU64,
    /// Detections among the top `embed_top_n` whose track's embedding was reused.
    pub embeds_skipped: AtomicU64,
    /// Published observations whose top `embed_top_n` detections all carried an embedding.
    pub frames_fully_embedded: AtomicU64,
    /// Tracks started.
    pub tracks_created: AtomicU64,
    /// Labels whose text embedding was computed (each once).
    pub text_embeds_computed: AtomicU64,
    /// Object prompts whose MobileCLIP text embedding was computed (each once).
    pub prompt_embeds_computed: AtomicU64,
    /// Gauges, not counters: the prompts (object + part) in the detector's vocabulary now,
    /// and how many of them are part prompts.
    pub vocabulary_prompts: AtomicU64,
    pub vocabulary_part_prompts: AtomicU64,
    /// Where a frame's time goes, summed over frames (ns): waiting for and reading the camera
    /// frame (a synthetic camera renders it then), from capture to the start of processing,
    /// the detector (letterbox + forward + NMS), tracking + crop scheduling + building the
    /// observation.
    pub camera_ns: AtomicU64,
    pub capture_to_start_ns: AtomicU64,
    pub detect_ns: AtomicU64,
    pub track_ns: AtomicU64,
    /// Image-encoder forwards, summed (ns), on whichever thread ran them.
    pub embed_ns: AtomicU64,
    /// Batches on the idle-policy embed pool that took longer than `embed_idle_max_ms` (each
    /// sends the next batch to the niced pool).
    pub embed_starved: AtomicU64,
    /// Time the embed stage paused for the detector's turn, summed (ns), and batches that spent
    /// their whole `embed_yield_max_ms` budget and ran through.
    pub embed_yield_ns: AtomicU64,
    pub embed_yield_spent: AtomicU64,
}

impl PerceptionCounters {
    pub(crate) fn add(c: &AtomicU64, n: u64) {
        c.fetch_add(n, Ordering::Relaxed);
    }

    pub(crate) fn set(c: &AtomicU64, v: u64) {
        c.store(v, Ordering::Relaxed);
    }

    pub fn get(c: &AtomicU64) -> u64 {
        c.load(Ordering::Relaxed)
    }
}
