//! ERS reads a detection by its crop embedding as well as by the prompt it was reported
//! under: when the two disagree, the crop decides which tool it is (with
//! `adm.embedding_weight` above 0.5); without crop embeddings the label alone counts.

use aide::config::Config;
use aide::decide::ers::{self, PoolTool, Ranking};
use aide::knowledge::Knowledge;
use aide::perception::{Detection, EmbeddingSpace, Observation, PromptEmbeddings};
use aide::types::BBox;
use std::sync::Arc;

fn knowledge() -> (Knowledge, Config) {
    let mut cfg = Config::embedded_default();
    // One relationship-space index for every test binary (built once, reloaded after).
    cfg.knowledge.index_dir = format!("{}/aide-test-index", env!("CARGO_TARGET_TMPDIR"));
    cfg.knowledge.persist_plans = false;
    (Knowledge::open(&cfg).expect("the test index opens"), cfg)
}

fn pool_of(kb: &Knowledge, name: &str) -> Vec<PoolTool> {
    let c = kb.assets().find_label(name).expect("a catalog object");
    let label = Arc::from(aide::knowledge::labels::sparse(&kb.embed_label(name).unwrap()));
    vec![PoolTool {
        name: name.into(),
        catalog: Some(c),
        label,
        relevance: 1.0,
        fit: 1.0,
        operational: None,
        functional: None,
    }]
}

/// One detection reported under `prompt` whose crop shows `seen` (MiniLM of the words: the
/// simulator's stand-in space), with the prompts `vocabulary` embedded in the same space.
fn observation(kb: &Knowledge, prompt: &str, seen: &str, vocabulary: &[&str]) -> Observation {
    kb.embed_labels(vocabulary).unwrap();
    let emb = |t: &str| -> Arc<[f32]> { Arc::from(kb.embed_text(t).unwrap()) };
    let mut prompts: Vec<(String, Arc<[f32]>)> = vocabulary.iter().map(|p| (p.to_string(), emb(p))).collect();
    prompts.sort_by(|a, b| a.0.cmp(&b.0));
    let mut obs = Observation::empty((640, 480));
    obs.detections.push(Detection {
        track_id: 1,
        label: prompt.into(),
        confidence: 0.8,
        bbox: BBox::new(100.0, 100.0, 200.0, 200.0),
        parts: Vec::new(),
        embedding: Some(emb(seen)),
        position: None,
    });
    obs.prompt_embeddings = Some(Arc::new(PromptEmbeddings { space: EmbeddingSpace::MiniLmStandIn, prompts }));
    obs
}

fn s_max(kb: &Knowledge, cfg: &Config, obs: &Observation, pool: &[PoolTool]) -> f32 {
    let (best, seen) = ers::rank(kb, &obs.detections, &[0], pool, &Ranking::new(&cfg.adm, None, obs));
    assert_eq!(seen, 1);
    best.map_or(0.0, |b| b.sim)
}

#[test]
fn a_crop_that_shows_a_mug_is_matched_to_the_mug_though_the_detector_said_hammer() {
    let (kb, mut cfg) = knowledge();
    let mut pool = pool_of(&kb, "hammer");
    pool.extend(pool_of(&kb, "mug"));
    let obs = observation(&kb, "hammer", "white glazed ceramic mug with a handle", &["hammer", "mug", "sofa"]);
    let matched = |cfg: &Config| {
        let (best, _) = ers::rank(&kb, &obs.detections, &[0], &pool, &Ranking::new(&cfg.adm, None, &obs));
        let b = best.expect("a match");
        (pool[b.tool].name.clone(), b.sim)
    };
    cfg.adm.embedding_weight = 0.0;
    assert_eq!(matched(&cfg).0, "hammer", "by the label alone");
    cfg.adm.embedding_weight = 0.6;
    let (tool, sim) = matched(&cfg);
    assert_eq!(tool, "mug", "the crop decides which tool it is");
    // Label and crop disagree: the match is less sure than either alone would be, so ERS
    // does not ground it at once (S below m) but explores it or asks the slow stream.
    assert!(sim > 0.5 && sim < cfg.adm.m, "{sim}");
}

#[test]
fn without_crop_embeddings_the_label_alone_counts() {
    let (kb, cfg) = knowledge();
    let pool = pool_of(&kb, "mug");
    let mut obs = observation(&kb, "mug", "steel claw hammer", &["hammer", "mug"]);
    let with_crop = s_max(&kb, &cfg, &obs, &pool);
    obs.prompt_embeddings = None;
    let label_only = s_max(&kb, &cfg, &obs, &pool);
    assert!(label_only > cfg.adm.m, "{label_only}");
    assert!(with_crop < label_only, "a crop showing a hammer pulls a `mug` detection down: {with_crop}");
}
