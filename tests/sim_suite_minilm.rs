//! The generated episodes against the real MiniLM: requests kept apart from the knowledge
//! base, descriptions a detector prompt of the catalog would match, and tools that the honest
//! simulated detector sees (or, occluded, does not see) from the robot's start.

use aide::config::Config;
use aide::decide::arm_model::{ArmModel, KinematicArm};
use aide::knowledge::assets::{Assets, Sources};
use aide::knowledge::embed_cache::EmbedCache;
use aide::knowledge::Knowledge;
use aide::perception::models::minilm::{MiniLm, DIM};
use aide::perception::{PartPrompt, PerceptionSource, Vocabulary};
use aide::sim::suite::{every_request, generate, EpisodeCase, EpisodeKind};
use aide::sim::{OracleParams, Scene, SimPerception, SimWorld, TextEncoder};
use candle_core::{Device, Tensor};
use std::collections::{BTreeSet, HashMap};
use std::sync::{Arc, Mutex};

/// MiniLM with a cache: each text is embedded once across the whole test.
struct Encoder {
    m: MiniLm,
    cache: Mutex<HashMap<String, Vec<f32>>>,
}

impl Encoder {
    fn open() -> Arc<Encoder> {
        let m = MiniLm::open("").expect("all-MiniLM-L6-v2 in ./models (tools/fetch-models.sh)");
        Arc::new(Encoder { m, cache: Mutex::new(HashMap::new()) })
    }
}

impl TextEncoder for Encoder {
    fn encode(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, String> {
        let mut cache = self.cache.lock().unwrap();
        let mut missing: Vec<&str> = texts.iter().copied().filter(|t| !cache.contains_key(*t)).collect();
        missing.sort();
        missing.dedup();
        if !missing.is_empty() {
            for (t, e) in missing.iter().zip(self.m.embed_many(&missing, 64).map_err(|e| e.to_string())?) {
                cache.insert(t.to_string(), e);
            }
        }
        Ok(texts.iter().map(|t| cache[*t].clone()).collect())
    }
}

fn catalog() -> Assets {
    Assets::parse(&Sources::embedded()).unwrap()
}

/// The catalog's object names: what the robot's vocabulary asks the detector for.
fn catalog_names(a: &Assets) -> Vec<String> {
    a.tools.iter().map(|t| t.name.clone()).collect()
}

/// Row-major unit vectors as a matrix.
fn matrix(rows: &[Vec<f32>]) -> Tensor {
    let flat: Vec<f32> = rows.iter().flatten().copied().collect();
    Tensor::from_vec(flat, (rows.len(), DIM), &Device::Cpu).unwrap()
}

/// For each of `queries`, its best cosine among `keys` and where: (index, cosine).
fn best_matches(queries: &[Vec<f32>], keys: &[Vec<f32>]) -> Vec<(usize, f32)> {
    let mut out = Vec::with_capacity(queries.len());
    for chunk in queries.chunks(256) {
        let cos = matrix(chunk).matmul(&matrix(keys).t().unwrap()).unwrap().to_vec2::<f32>().unwrap();
        out.extend(
            cos.into_iter().map(|row| {
                row.into_iter().enumerate().fold((0, f32::MIN), |b, (i, c)| if c > b.1 { (i, c) } else { b })
            }),
        );
    }
    out
}

fn normalise(s: &str) -> String {
    s.to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || c.is_whitespace())
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every phrasing of the knowledge base (assets/knowledge/instructions.toml) with its MiniLM
/// embedding: from the shared test index's embedding cache where it has them, embedded here
/// otherwise (the cache only saves time; its key is the model file's size, as the index's).
fn knowledge_phrasings(enc: &Encoder, assets: &Assets) -> (Vec<String>, Vec<Vec<f32>>) {
    let mut cfg = Config::embedded_default();
    cfg.knowledge.index_dir = format!("{}/aide-test-index", env!("CARGO_TARGET_TMPDIR"));
    cfg.knowledge.persist_plans = false;
    let kb = Knowledge::open(&cfg).unwrap();
    let tag = std::fs::metadata(enc.m.dir().join("model.safetensors")).map(|m| m.len().to_string()).unwrap_or_default();
    let cache = EmbedCache::load(kb.index_dir(), &tag);
    let texts: Vec<String> = assets.intents.iter().flat_map(|i| i.instructions.iter().cloned()).collect();
    let missing: Vec<&str> = texts.iter().map(String::as_str).filter(|t| cache.get(t).is_none()).collect();
    let fresh: HashMap<&str, Vec<f32>> = missing.iter().copied().zip(enc.m.embed_many(&missing, 64).unwrap()).collect();
    println!("knowledge base: {} phrasings, {} embedded here", texts.len(), missing.len());
    let embs =
        texts.iter().map(|t| cache.get(t).map(<[f32]>::to_vec).unwrap_or_else(|| fresh[t.as_str()].clone())).collect();
    (texts, embs)
}

#[test]
fn generated_requests_are_not_in_the_knowledge_base() {
    let enc = Encoder::open();
    let assets = catalog();
    // Every request any seed can draw (the generator's whole space), and, as a check that
    // this is the whole space, what two suites of 400 drew.
    let requests: BTreeSet<String> = every_request().unwrap().into_iter().collect();
    for seed in [1, 2] {
        for c in generate(seed, 400).unwrap() {
            assert!(requests.contains(&c.episode.instruction), "{:?} is not in the space", c.episode.instruction);
        }
    }
    let requests: Vec<String> = requests.into_iter().collect();
    let (known, known_emb) = knowledge_phrasings(&enc, &assets);
    let exact: BTreeSet<String> = known.iter().map(|k| normalise(k)).collect();
    let verbatim: Vec<&String> = requests.iter().filter(|r| exact.contains(&normalise(r))).collect();
    assert!(verbatim.is_empty(), "requests that are knowledge-base phrasings: {verbatim:?}");
    let refs: Vec<&str> = requests.iter().map(String::as_str).collect();
    let emb = enc.encode(&refs).unwrap();
    let best = best_matches(&emb, &known_emb);
    let worst = best.iter().map(|b| b.1).fold(f32::MIN, f32::max);
    println!("{} different requests; the closest to a knowledge-base phrasing: cosine {worst:.3}", requests.len());
    let close: Vec<String> = requests
        .iter()
        .zip(&best)
        .filter(|(_, b)| b.1 >= 0.95)
        .map(|(r, b)| format!("{r:?} ~ {:?} ({:.3})", known[b.0], b.1))
        .collect();
    assert!(close.is_empty(), "requests within cosine 0.95 of a knowledge-base phrasing:\n{}", close.join("\n"));
}

#[test]
fn generated_descriptions_are_matched_by_a_catalog_name() {
    // A report, not a per-object check: how many of the things placed in the homes some name
    // of the robot's catalog matches at the simulator's threshold (sim.prompt_match).
    let enc = Encoder::open();
    let names = catalog_names(&catalog());
    let threshold = Config::embedded_default().sim.prompt_match;
    let cases = generate(7, 300).unwrap();
    let accepted: BTreeSet<&str> = cases
        .iter()
        .flat_map(|c| c.episode.accept.iter().filter_map(|a| c.scene.object(a)).map(|o| o.description.as_str()))
        .collect();
    let all: BTreeSet<&str> =
        cases.iter().flat_map(|c| c.scene.objects.iter().map(|o| o.description.as_str())).collect();
    let name_refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let name_emb = enc.encode(&name_refs).unwrap();
    for (what, set) in [("tools to grasp", &accepted), ("everything placed", &all)] {
        let descs: Vec<&str> = set.iter().copied().collect();
        let best = best_matches(&enc.encode(&descs).unwrap(), &name_emb);
        let hit = best.iter().filter(|b| b.1 >= threshold).count();
        println!("{what}: {hit} of {} descriptions reach {threshold} with some catalog name", descs.len());
        for (d, b) in descs.iter().zip(&best).filter(|(_, b)| b.1 < threshold) {
            println!("  below: {d:?} (best {:?} {:.2})", names[b.0], b.1);
        }
        assert!(hit * 10 >= descs.len() * 7, "{what}: only {hit} of {} matched", descs.len());
    }
}

/// The honest detector over `scene`, asked for `prompt` and the object's part names.
fn detector(scene: Scene, enc: Arc<Encoder>, prompt: &str, parts: Vec<PartPrompt>) -> SimPerception {
    let cfg = Config::embedded_default();
    let mut p = OracleParams::from_config(&cfg);
    p.confusion_rate = 0.0;
    let cam = aide::control::kinematics::camera::intrinsics_from_config(&cfg.camera);
    let world = Arc::new(Mutex::new(SimWorld::new(scene)));
    let mut s = SimPerception::new(world, cam, p, enc).unwrap().unpaced();
    s.set_vocabulary(&Vocabulary::new([prompt.to_string()], parts));
    s
}

/// Whether the detector reports scene object `id` from the robot's start pose (the arm at
/// its ready pose), under `prompt`.
fn seen_from_start(scene: &Scene, id: &str, enc: &Arc<Encoder>, prompt: &str) -> bool {
    let cfg = Config::embedded_default();
    let arm = KinematicArm::from_config(&cfg).unwrap();
    let ready = cfg.arm.ready;
    let cam = arm.camera_pose(&ready);
    let idx = scene.objects.iter().position(|o| o.id == id).unwrap();
    let o = &scene.objects[idx];
    let parts = o.parts.iter().map(|p| PartPrompt { name: p.name.clone(), kind: p.kind }).collect();
    let mut s = detector(scene.clone(), enc.clone(), prompt, parts);
    let obs = s.render_at(&cam, 1_000_000_000);
    obs.detections.iter().any(|d| d.track_id == idx as u64 + 1 && d.label == prompt)
}

#[test]
fn tools_in_view_are_seen_from_the_start_and_occluded_ones_are_not() {
    let enc = Encoder::open();
    let names = catalog_names(&catalog());
    let name_refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let name_emb = enc.encode(&name_refs).unwrap();
    let threshold = Config::embedded_default().sim.prompt_match;
    let (mut checked, mut unnamed) = (0, Vec::new());
    let cases: Vec<EpisodeCase> = [7u64, 8].iter().flat_map(|&s| generate(s, 140).unwrap()).collect();
    for c in &cases {
        let in_view = matches!(c.kind, EpisodeKind::InView | EpisodeKind::SubstituteInView);
        if !(in_view || c.kind == EpisodeKind::Occluded) {
            continue;
        }
        let id = &c.episode.accept[0];
        let desc = c.scene.object(id).unwrap().description.as_str();
        let (best, cos) = best_matches(&enc.encode(&[desc]).unwrap(), &name_emb)[0];
        if cos < threshold {
            unnamed.push(format!("{}: {desc:?} (best {:?} {cos:.2})", c.id, names[best]));
            continue;
        }
        let prompt = &names[best];
        checked += 1;
        if in_view {
            assert!(seen_from_start(&c.scene, id, &enc, prompt), "{}: {id} not seen under {prompt:?}", c.id);
        } else {
            assert!(!seen_from_start(&c.scene, id, &enc, prompt), "{}: {id} seen past its occluder", c.id);
            // Without the things on the surfaces (the occluder among them) it is seen.
            let mut bare = c.scene.clone();
            let on_the_floor = |o: &aide::sim::scene::SceneObject| o.position[2] - o.size[2] / 2.0 < 0.01;
            bare.objects.retain(|o| &o.id == id || on_the_floor(o));
            assert!(seen_from_start(&bare, id, &enc, prompt), "{}: {id} out of view even unoccluded", c.id);
        }
    }
    println!("{checked} tools checked from the start view; {} without a catalog name at {threshold}:", unnamed.len());
    for u in &unnamed {
        println!("  {u}");
    }
    assert!(checked >= 60, "only {checked} checked");
}
