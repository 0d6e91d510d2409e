//! Asking which object is meant, with the real knowledge base (MiniLM and the shared test
//! index): on the development set the robot asks on some items and not others, and an answer
//! kept as a learned plan means the same request in the same scene is not asked again.

use aide::config::Config;
use aide::decide::ask::{self, AskParams, Candidate, Mode, Resolve, Situation};
use aide::decide::TaskContext;
use aide::eval::dataset::{self, DatasetItem};
use aide::eval::runner;
use aide::knowledge::Knowledge;
use aide::reason::offline::OfflineReasoner;
use std::sync::Arc;

fn knowledge() -> (Arc<Knowledge>, Config) {
    let mut cfg = Config::embedded_default();
    cfg.knowledge.index_dir = format!("{}/aide-test-index", env!("CARGO_TARGET_TMPDIR"));
    cfg.knowledge.persist_plans = false;
    (Arc::new(Knowledge::open(&cfg).expect("the shared test index")), cfg)
}

/// The item's candidates as the evaluation builds them: every detection at or above the
/// offline reasoner's acceptance bar.
fn candidates(kb: &Arc<Knowledge>, cfg: &Config, it: &DatasetItem) -> (Vec<Candidate>, aide::perception::Observation) {
    let r = OfflineReasoner::new(kb.clone(), cfg.offline);
    let obs = runner::observe(kb, &it.objects, None).unwrap();
    let task = TaskContext { instruction: it.instruction.clone(), instruction_vector: None };
    let scores = r.detection_scores(&task, &obs, &cfg.adm).unwrap();
    let cands = scores
        .into_iter()
        .filter(|(_, score, _)| *score >= r.accept())
        .map(|(det, _, rank)| {
            let o = &it.objects[det];
            Candidate {
                track_id: det as u64,
                label: o.label.clone(),
                attributes: o.attributes.clone(),
                bbox: o.bbox,
                position: None,
                score: rank,
            }
        })
        .collect();
    (cands, obs)
}

fn decide(it: &DatasetItem, cands: &[Candidate], params: &AskParams) -> Resolve {
    let s = Situation { request: &it.instruction, cands, landmarks: &[], reach: None, people: &[], excluded: &[] };
    ask::resolve(&s, params, Mode::ExpectedCost).resolve
}

#[test]
fn an_answer_kept_as_a_learned_plan_is_not_asked_again() {
    let (kb, cfg) = knowledge();
    let params = AskParams::from_config(&cfg.ask);
    let items = dataset::read_jsonl(std::path::Path::new("assets/eval/ambiguity/dev.jsonl")).unwrap();
    let mut learned = 0;
    for it in items.iter().filter(|i| i.id.contains("-choice-")).take(12) {
        let (cands, obs) = candidates(&kb, &cfg, it);
        let Resolve::Ask(q) = decide(it, &cands, &params) else { continue };
        // The person chooses the option the robot thought less likely.
        let chosen = cands[*q.options.last().unwrap()].track_id;
        let task = TaskContext { instruction: it.instruction.clone(), instruction_vector: None };
        let r = OfflineReasoner::new(kb.clone(), cfg.offline);
        let plan = r.plan_choosing(&task, &obs, chosen as usize, &cfg.adm).unwrap().expect("a plan of the answer");
        kb.insert_plan(&plan).unwrap();
        let (again, _) = candidates(&kb, &cfg, it);
        match decide(it, &again, &params) {
            Resolve::Act(i) => assert_eq!(again[i].track_id, chosen, "{}: the learned choice is taken", it.id),
            other => panic!("{}: asked again after the answer was kept: {other:?}", it.id),
        }
        learned += 1;
    }
    assert!(learned >= 3, "only {learned} choice items asked on the development set");
}
