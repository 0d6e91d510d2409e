//! Asking which object is meant, with the real knowledge base (MiniLM and the shared test
//! index): an answer kept (as a learned plan and in the answer book) means the same request in
//! the same scene is not asked again, and replies written by someone else are read right.

use aide::config::Config;
use aide::decide::ask::{self, AskParams, Candidate, Mode, Remembered, Resolve, Situation};
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

/// The item's candidates as the evaluation builds them, and its observation.
fn candidates(kb: &Arc<Knowledge>, cfg: &Config, it: &DatasetItem) -> (Vec<Candidate>, aide::perception::Observation) {
    let r = OfflineReasoner::new(kb.clone(), cfg.offline);
    let (cands, _) = aide::eval::ambiguity::item_candidates(kb, &r, cfg, it, None).unwrap();
    (cands, runner::observe(kb, &it.objects, None).unwrap())
}

fn decide(it: &DatasetItem, cands: &[Candidate], params: &AskParams, remembered: &[Remembered]) -> Resolve {
    let s = Situation {
        request: &it.instruction,
        cands,
        landmarks: &[],
        reach: None,
        people: &[],
        excluded: &[],
        remembered,
    };
    ask::resolve(&s, params, Mode::ExpectedCost).resolve
}

#[test]
fn an_answer_kept_is_not_asked_again() {
    let (kb, cfg) = knowledge();
    let params = AskParams::from_config(&cfg.ask);
    let items = dataset::read_jsonl(std::path::Path::new("assets/eval/ambiguity/dev.jsonl")).unwrap();
    let mut learned = 0;
    for it in items.iter().filter(|i| i.id.contains("-choice-")).take(12) {
        let (cands, obs) = candidates(&kb, &cfg, it);
        let Resolve::Ask(q) = decide(it, &cands, &params, &[]) else { continue };
        // The person chooses the option the robot thought less likely.
        let choice = &cands[*q.options.last().unwrap()];
        let chosen = choice.track_id;
        let task = TaskContext { instruction: it.instruction.clone(), instruction_vector: None };
        let r = OfflineReasoner::new(kb.clone(), cfg.offline);
        let plan = r.plan_choosing(&task, &obs, chosen as usize, &cfg.adm).unwrap().expect("a plan of the answer");
        kb.insert_plan(&plan).unwrap();
        let (again, _) = candidates(&kb, &cfg, it);
        match decide(it, &again, &params, &[Remembered::of(choice)]) {
            Resolve::Act(i) => assert_eq!(again[i].track_id, chosen, "{}: the learned choice is taken", it.id),
            other => panic!("{}: asked again after the answer was kept: {other:?}", it.id),
        }
        learned += 1;
    }
    assert!(learned >= 3, "only {learned} choice items asked on the development set");
}

/// How the replies of tests/data/replies_heldout.jsonl read: (read as meant, read as another
/// option, total).
fn read_heldout_replies(
    similarity: Option<aide::decide::ask::reply::Similarity<'_>>,
    margin: f32,
) -> (usize, Vec<String>, usize) {
    use aide::decide::ask::describe::Side;
    use aide::decide::ask::{Description, Reply};
    let text = std::fs::read_to_string("tests/data/replies_heldout.jsonl").unwrap();
    let (mut right, mut wrong_option, mut total) = (0, Vec::new(), 0);
    for (n, line) in text.lines().filter(|l| !l.trim().is_empty()).enumerate() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("line {}: {e}", n + 1));
        let side = |s: &serde_json::Value| match s.as_str() {
            Some("left") => Some(Side::Left),
            Some("middle") => Some(Side::Middle),
            Some("right") => Some(Side::Right),
            _ => None,
        };
        let opts: Vec<Description> = v["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| Description {
                label: o["label"].as_str().unwrap().to_string(),
                colour: o["colour"].as_str().map(String::from),
                side: side(&o["side"]),
                landmark: o["landmark"].as_str().map(String::from),
            })
            .collect();
        let reply = v["reply"].as_str().unwrap();
        let got = ask::parse_reply(reply, &opts, similarity, margin);
        let ok = match (&v["expect"], &got) {
            (serde_json::Value::Number(k), Reply::Choice(i)) => k.as_u64() == Some(*i as u64),
            (serde_json::Value::String(s), Reply::NoneOf(_)) => s == "none",
            (serde_json::Value::String(s), Reply::Any) => s == "any",
            (serde_json::Value::String(s), Reply::Unclear) => s == "unclear",
            _ => false,
        };
        total += 1;
        if ok {
            right += 1;
        } else if matches!(got, Reply::Choice(_)) {
            wrong_option.push(format!("{reply:?} -> {got:?} (expected {})", v["expect"]));
        } else {
            eprintln!("not read as meant: {reply:?} -> {got:?} (expected {})", v["expect"]);
        }
    }
    (right, wrong_option, total)
}

/// Replies written by someone who never saw the parser (tests/data/replies_heldout.jsonl):
/// each with the options the robot named and what the person meant; words only (the
/// default), then words and, for a reply no word of which names an option, its MiniLM meaning.
#[test]
fn replies_the_parser_was_not_written_for_are_read_right_and_never_as_another_option() {
    let (kb, cfg) = knowledge();
    let meaning = |a: &str, b: &str| kb.text_cosine(a, b);
    let (right, wrong_option, total) = read_heldout_replies(None, cfg.ask.reply_margin);
    eprintln!("held-out replies, words: {right}/{total} read as meant; {} read as another option", wrong_option.len());
    for w in &wrong_option {
        eprintln!("  {w}");
    }
    assert!(right * 100 >= total * 75, "{right}/{total} read as meant");
    assert!(wrong_option.len() * 100 <= total * 5, "read as another option: {wrong_option:#?}");
    // With ask.reply_by_meaning (off by default): more read as meant, and more as another option.
    let (by_meaning, wrong_by_meaning, _) = read_heldout_replies(Some(&meaning), cfg.ask.reply_margin);
    eprintln!("words and meaning: {by_meaning}/{total} read as meant; {} as another option", wrong_by_meaning.len());
    for w in &wrong_by_meaning {
        eprintln!("  {w}");
    }
    assert!(by_meaning >= right, "meaning lost replies the words read: {by_meaning} < {right}");
}
