//! ERS query: DFS over the relationship space + retrieval within d + ranking of the top-N
//! detections against the retrieved tools (target p99 <= 50 us with T >= 1,368). Before
//! timing, the bench counts the allocations of 1,000 warm queries (a counting global
//! allocator on this thread) and fails if there is any.

use aide::config::Config;
use aide::decide::adm::Adm;
use aide::decide::ers;
use aide::decide::types::TaskContext;
use aide::eval::{dataset::ObjectSpec, runner};
use aide::knowledge::space::QueryBuf;
use aide::knowledge::Knowledge;
use criterion::{criterion_group, criterion_main, Criterion};
use std::sync::Arc;

#[global_allocator]
static GLOBAL: aide::alloc_count::Counting = aide::alloc_count::Counting;

fn setup() -> (Arc<Knowledge>, Config) {
    let mut cfg = Config::embedded_default();
    // The test suite's index (built once by the first test or bench that opens it; kept as
    // built): a second index of ~53,000 instructions cost CI a whole build.
    cfg.knowledge.index_dir = concat!(env!("CARGO_TARGET_TMPDIR"), "/aide-test-index").into();
    cfg.knowledge.persist_plans = false;
    (Arc::new(Knowledge::open(&cfg).expect("knowledge base (needs ./models/all-minilm-l6-v2)")), cfg)
}

pub fn scene() -> Vec<ObjectSpec> {
    ["notebook", "remote control", "novel", "glasses case", "cup", "pine cone", "tennis ball"]
        .iter()
        .enumerate()
        .map(|(i, l)| ObjectSpec {
            id: format!("o{i}"),
            label: l.to_string(),
            confidence: 0.9 - 0.05 * i as f32,
            bbox: [10.0 + 60.0 * i as f32, 20.0, 60.0 + 60.0 * i as f32, 90.0].into(),
            attributes: Vec::new(),
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let (kb, cfg) = setup();
    let p = &cfg.adm;
    let u = kb.understand("I am thirsty").unwrap();
    let obs = runner::observe(&kb, &scene(), None).unwrap();
    let adm =
        Adm::new(TaskContext { instruction: "I am thirsty".into(), instruction_vector: Some(u.vector) }, kb.clone(), p)
            .unwrap();
    let pool = adm.pool().to_vec();
    let mut ranked: Vec<usize> = (0..obs.detections.len()).collect();
    ranked.sort_by(|&a, &b| obs.detections[b].confidence.total_cmp(&obs.detections[a].confidence));
    ranked.truncate(p.n);
    let mut buf = QueryBuf::default();
    let mut query = || ers::query(&kb, &u.vector, p, &obs, &ranked, &pool, &mut buf).unwrap();
    query();
    let ((), n) = aide::alloc_count::counted(|| {
        for _ in 0..1000 {
            std::hint::black_box(query());
        }
    });
    assert_eq!(n, 0, "{n} allocations in 1,000 warm ERS queries");
    println!("ers_query: 0 allocations in 1,000 warm queries");
    c.bench_function("ers_query", |b| b.iter(|| std::hint::black_box(query())));
    c.bench_function("understand_new_instruction", |b| {
        b.iter(|| std::hint::black_box(kb.understand("my mouth is so dry after the hike").unwrap()))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
