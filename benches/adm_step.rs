//! One ADM decision step (ERS, S_max vs m, part grounding or exploration) on a scene.

use aide::config::Config;
use aide::decide::adm::Adm;
use aide::decide::types::TaskContext;
use aide::eval::{dataset::ObjectSpec, runner};
use aide::knowledge::Knowledge;
use criterion::{criterion_group, criterion_main, Criterion};
use std::sync::Arc;

fn bench(c: &mut Criterion) {
    let mut cfg = Config::embedded_default();
    // The test suite's index (built once by the first test or bench that opens it; kept as
    // built): a second index of ~53,000 instructions cost CI a whole build.
    cfg.knowledge.index_dir = concat!(env!("CARGO_TARGET_TMPDIR"), "/aide-test-index").into();
    cfg.knowledge.persist_plans = false;
    let kb = Arc::new(Knowledge::open(&cfg).expect("knowledge base (needs ./models/all-minilm-l6-v2)"));
    let p = &cfg.adm;
    for (name, labels) in [
        (
            "adm_step_grounded",
            ["notebook", "remote control", "novel", "glasses case", "cup", "pine cone", "tennis ball"],
        ),
        (
            "adm_step_explore",
            ["notebook", "remote control", "novel", "glasses case", "cabinet", "pine cone", "tennis ball"],
        ),
    ] {
        let objs: Vec<ObjectSpec> = labels
            .iter()
            .enumerate()
            .map(|(i, l)| ObjectSpec {
                id: format!("o{i}"),
                label: l.to_string(),
                confidence: 0.9 - 0.05 * i as f32,
                bbox: [10.0 + 60.0 * i as f32, 20.0, 60.0 + 60.0 * i as f32, 90.0].into(),
                attributes: Vec::new(),
            })
            .collect();
        let obs = runner::observe(&kb, &objs, None).unwrap();
        let adm = Adm::new(TaskContext { instruction: "I am thirsty".into(), instruction_vector: None }, kb.clone(), p)
            .unwrap();
        c.bench_function(name, |b| b.iter(|| std::hint::black_box(adm.step(&obs, p))));
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
