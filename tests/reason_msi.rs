//! MSI against a scripted OpenAI-compatible server on loopback: the happy path through
//! every stage with images, and every failure the slow stream must survive. In every
//! case: no invalid plan comes out as executable, the fallback is reported, the 10 Hz
//! loop running beside it keeps its rate, and the planning log has one line per HTTP
//! request and no secret.

#[path = "support/scripted_llm.rs"]
mod scripted_llm;

use aide::config::{self, Config};
use aide::decide::types::{Exploration, Stream, TaskContext};
use aide::knowledge::{AffordanceVector, TaskPlan, X};
use aide::perception::{Detection, Frame, Intrinsics, Observation};
use aide::reason::client::Secret;
use aide::reason::msi::MsiConfig;
use aide::reason::prompts::Dimension;
use aide::reason::stream::Planner;
use aide::reason::{log, AffordanceSpace, FallbackReasoner, LlmClient, Msi, PlanningLog, RangeReach, StaticGrounder};
use aide::runtime::slow::SlowStream;
use aide::types::geometry::BBox;
use aide::types::plan::SlowAnswer;
use arc_swap::ArcSwap;
use scripted_llm::{Recorded, Reply, ScriptedLlm};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const KEY: &str = "sk-test-SECRET-0123456789abcdef";
const MUG: BBox = BBox { x1: 100.0, y1: 100.0, x2: 200.0, y2: 220.0 };

fn drink() -> AffordanceVector {
    let mut v = [0.0; X];
    v[..10].iter_mut().for_each(|x| *x = 8.0);
    AffordanceVector(v)
}

fn strike() -> AffordanceVector {
    let mut v = [0.0; X];
    v[10..].iter_mut().for_each(|x| *x = 8.0);
    AffordanceVector(v)
}

/// A relationship space of two cluster centres: the instruction's cluster is the centre
/// nearest its vector; a tool's fit is its distance to that centre.
struct TwoClusterSpace {
    centres: Vec<AffordanceVector>,
    stored: Mutex<Vec<TaskPlan>>,
}

impl AffordanceSpace for TwoClusterSpace {
    fn affordance_fit(&self, instruction: &AffordanceVector, tool: &AffordanceVector) -> f32 {
        let c = self.centres.iter().min_by(|a, b| a.distance(instruction).total_cmp(&b.distance(instruction))).unwrap();
        c.distance(tool)
    }
    fn store(&self, plan: &TaskPlan) -> Result<(), String> {
        self.stored.lock().unwrap().push(plan.clone());
        Ok(())
    }
}

/// The offline stand-in: grounds the most confident detection whose label is a drink
/// vessel, else explores the cupboard.
struct RuleOffline;

impl FallbackReasoner for RuleOffline {
    fn plan(&self, task: &TaskContext, obs: &Observation) -> Result<TaskPlan, String> {
        let d = obs.ranked().into_iter().find(|d| ["mug", "glass"].contains(&d.label.as_str())).ok_or("no vessel")?;
        Ok(TaskPlan {
            instruction: task.instruction.clone(),
            instruction_vector: drink(),
            tool: d.label.clone(),
            tool_vector: drink(),
            operational_part: None,
            functional_part: None,
            unseen_regions: vec!["cupboard".into()],
            notes: vec!["rule: first vessel in view".into()],
            source: Stream::Offline,
            grounding: None,
            exploration: Some(Exploration::Visible { region: d.bbox }),
        })
    }
}

fn det(id: u64, label: &str, conf: f32, b: [f32; 4]) -> Detection {
    Detection {
        track_id: id,
        label: label.into(),
        confidence: conf,
        bbox: b.into(),
        parts: vec![],
        embedding: None,
        position: None,
    }
}

fn scene() -> (Observation, Frame) {
    let mut obs = Observation::empty((640, 480));
    obs.seq = 42;
    obs.detections = vec![
        det(20, "cupboard", 0.9, [0.0, 0.0, 90.0, 300.0]),
        det(7, "mug", 0.8, [MUG.x1, MUG.y1, MUG.x2, MUG.y2]),
        det(9, "glass", 0.7, [300.0, 120.0, 360.0, 220.0]),
        det(12, "hammer", 0.6, [420.0, 300.0, 560.0, 380.0]),
    ];
    let rgb: Vec<u8> = (0..640 * 480 * 3).map(|i| ((i / 3) % 640 / 3) as u8).collect();
    let frame = Frame {
        seq: 42,
        captured_ns: 0,
        intrinsics: Intrinsics {
            width: 640,
            height: 480,
            fx: 615.0,
            fy: 615.0,
            cx: 320.0,
            cy: 240.0,
            coeffs: [0.0; 5],
        },
        rgb: Arc::from(rgb),
        depth: None,
        depth_scale: 0.001,
    };
    (obs, frame)
}

fn dims() -> Vec<Dimension> {
    (0..X).map(|i| Dimension { name: format!("d{i}"), meaning: format!("capability {i}") }).collect()
}

fn ids_of(rec: &Recorded) -> Vec<u64> {
    rec.schema()["properties"]["candidates"]["items"]["properties"]["id"]["enum"]
        .as_array()
        .map(|a| a.iter().filter_map(|x| x.as_u64()).collect())
        .unwrap_or_default()
}

fn stage1_answer() -> Value {
    json!({"reasoning": "a drink needs a vessel", "tool_label": "mug", "attributes": ["ceramic", "with a handle"],
           "storage_places": ["cupboard", "fridge"], "instruction_affordance": drink().0, "tool_affordance": drink().0})
}

fn stage2_answer(rec: &Recorded, prefer: u64) -> Value {
    let c: Vec<Value> = ids_of(rec)
        .into_iter()
        .map(|id| {
            let v = if [7, 9].contains(&id) { drink() } else { strike() };
            json!({"id": id, "preference": if id == prefer { 0.9 } else { 0.05 }, "affordance": v.0})
        })
        .collect();
    json!({"reasoning": "the mug has a handle", "candidates": c, "none_suitable": false})
}

fn stage3_answer() -> Value {
    json!({"reasoning": "handle right, opening on top",
           "operational": {"part": "handle", "box": [180, 140, 198, 190]},
           "functional": {"part": "opening", "box": [105, 102, 190, 118]}})
}

/// A well-behaved model: answers each stage correctly, preferring the mug.
fn happy(rec: &Recorded) -> Reply {
    match rec.schema_name() {
        "aide_stage1" => Reply::json(&stage1_answer()),
        "aide_stage2" => Reply::json(&stage2_answer(rec, 7)),
        "aide_stage3" => Reply::json(&stage3_answer()),
        other => Reply::status(400, &format!("unexpected schema {other}")),
    }
}

struct Harness {
    server: ScriptedLlm,
    slow: Arc<Mutex<SlowStream>>,
    dir: tempfile::TempDir,
    space: Arc<TwoClusterSpace>,
    grounder: Arc<StaticGrounder>,
}

fn config(base_url: &str, extra: &[&str]) -> Config {
    let mut o: Vec<String> = vec![
        format!("llm.base_url=\"{base_url}\""),
        "llm.timeout_ms=2000".into(),
        "llm.connect_timeout_ms=500".into(),
        "llm.max_retries=1".into(),
        "llm.retry_base_ms=20".into(),
        "llm.retry_max_ms=1500".into(),
        "llm.max_repairs=1".into(),
        "llm.breaker_failures=10".into(),
        "llm.image_max_side=256".into(),
        "reason.deadline_ms=20000".into(),
    ];
    o.extend(extra.iter().map(|s| s.to_string()));
    config::load_str("", "test", &o).expect("test config is valid")
}

async fn harness(server: ScriptedLlm, extra: &[&str], key: Option<&str>) -> Harness {
    let cfg = config(&server.base_url(), extra);
    let client = match key {
        Some(k) => LlmClient::with_key(&cfg.llm, Secret::new(k.into())),
        None => LlmClient::from_config(&cfg.llm),
    }
    .unwrap();
    let client = Arc::new(client);
    let dir = tempfile::tempdir().unwrap();
    let redactor = client.clone();
    let log = Arc::new(
        PlanningLog::open(
            dir.path().join("planning-log"),
            cfg.reason.log_max_bytes,
            cfg.reason.log_max_files,
            move |s: &str| redactor.redact(s),
        )
        .unwrap(),
    );
    let space = Arc::new(TwoClusterSpace { centres: vec![drink(), strike()], stored: Mutex::new(vec![]) });
    let grounder = Arc::new(StaticGrounder::default());
    let msi = Msi::new(
        client,
        MsiConfig::from_config(&cfg),
        dims(),
        space.clone(),
        grounder.clone(),
        Arc::new(RangeReach { max_range_m: 10.0 }),
        Some(log.clone()),
    )
    .unwrap();
    let planner = Planner::new(Some(Arc::new(msi)), Arc::new(RuleOffline), Some(log), &cfg);
    let adm = Arc::new(ArcSwap::from_pointee(cfg.adm.clone()));
    let slow = SlowStream::on(&tokio::runtime::Handle::current(), planner, adm, "msi").without_min_interval();
    Harness { server, slow: Arc::new(Mutex::new(slow)), dir, space, grounder }
}

struct LoopStats {
    ticks: u64,
    elapsed: Duration,
}

impl LoopStats {
    /// The loop completed at least 90 % of the ticks a 10 Hz loop owes in its run time.
    fn kept_rate(&self) -> bool {
        let owed = (self.elapsed.as_secs_f64() / 0.1).floor() as u64;
        self.ticks as f64 >= 0.9 * owed as f64
    }
}

/// Runs a 10 Hz loop on its own thread (as the decision loop does): it asks the slow
/// stream for a plan on its first tick, polls for the answer every tick, and stops once the
/// answer is there (or after `limit`).
async fn episode(h: &Harness, instruction: &str, limit: Duration) -> (SlowAnswer, LoopStats) {
    let (obs, frame) = scene();
    let slow = h.slow.clone();
    let task = TaskContext { instruction: instruction.into(), instruction_vector: None };
    let obs = Arc::new(obs);
    let stop = Arc::new(AtomicBool::new(false));
    let t = std::thread::spawn(move || {
        let period = Duration::from_millis(100);
        let t0 = Instant::now();
        let mut next = t0;
        let mut ticks = 0u64;
        let mut sent = false;
        let out = loop {
            let mut s = slow.lock().unwrap();
            if !sent {
                sent = s.request_with_frame(&task, &obs, Some(frame.clone()));
            }
            let answer = s.poll();
            drop(s);
            ticks += 1;
            if let Some(a) = answer {
                break Some(a);
            }
            if t0.elapsed() > limit || stop.load(Ordering::Relaxed) {
                break None;
            }
            next += period;
            if let Some(d) = next.checked_duration_since(Instant::now()) {
                std::thread::sleep(d);
            }
        };
        (out, LoopStats { ticks, elapsed: t0.elapsed() })
    });
    let (out, stats) = tokio::task::spawn_blocking(move || t.join().unwrap()).await.unwrap();
    (out.expect("the slow stream answered in time"), stats)
}

/// Asks the slow stream for a plan on the test scene without a frame; whether it was taken.
fn ask(h: &Harness) -> bool {
    let (obs, _) = scene();
    let task = TaskContext { instruction: "I'm thirsty".into(), instruction_vector: None };
    h.slow.lock().unwrap().request(&task, &Arc::new(obs))
}

fn log_records(h: &Harness) -> Vec<Value> {
    log::read_dir(&h.dir.path().join("planning-log")).unwrap()
}

/// The checks every case shares.
fn common_checks(h: &Harness, out: &SlowAnswer, stats: &LoopStats) {
    assert!(stats.kept_rate(), "the 10 Hz loop fell behind: {} ticks in {:?}", stats.ticks, stats.elapsed);
    let recs = log_records(h);
    let calls = recs.iter().filter(|r| r["kind"] == "llm_call").count();
    assert_eq!(calls, h.server.count(), "one log line per HTTP request");
    assert_eq!(out.llm_calls as usize, h.server.count());
    assert_eq!(recs.iter().filter(|r| r["kind"] == "outcome").count(), 1);
    for p in log::files(&h.dir.path().join("planning-log")) {
        let text = std::fs::read_to_string(p).unwrap();
        assert!(!text.contains(KEY) && !text.contains("0123456789abcdef"), "the API key leaked into the log");
        assert!(!text.contains("data:image/jpeg;base64"), "images are summarised in the log, not copied");
    }
}

/// A fallback outcome: offline stream, reason reported, no MSI plan, nothing stored.
fn assert_fallback(h: &Harness, out: &SlowAnswer, reason_has: &str) {
    assert_eq!(out.stream, Stream::Offline, "{out:#?}");
    let reason = out.fallback.as_deref().expect("the fallback reason is reported");
    assert!(reason.contains(reason_has), "fallback reason `{reason}` lacks `{reason_has}`");
    assert!(out.notes.iter().any(|n| n.contains("fallback to the offline reasoner")));
    if let Some(p) = &out.plan {
        assert_eq!(p.source, Stream::Offline);
    }
    assert!(h.space.stored.lock().unwrap().is_empty(), "an invalid MSI plan was stored");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn happy_path_runs_every_stage_with_images_and_stores_a_validated_plan() {
    let h = harness(ScriptedLlm::start(|_, r| happy(r)).await, &[], Some(KEY)).await;
    let (out, stats) = episode(&h, "I'm thirsty", Duration::from_secs(10)).await;
    common_checks(&h, &out, &stats);
    assert_eq!(out.stream, Stream::Msi, "{out:#?}");
    assert!(out.fallback.is_none());
    let plan = out.plan.as_ref().expect("a plan");
    let g = plan.grounding.as_ref().expect("grounded");
    assert_eq!((g.track_id, g.label.as_str(), g.tool_box), (7, "mug", MUG));
    assert_eq!(g.operational, Some(BBox::new(180.0, 140.0, 198.0, 190.0)));
    assert_eq!((plan.operational_part.as_deref(), plan.functional_part.as_deref()), (Some("handle"), Some("opening")));
    assert_eq!(plan.source, Stream::Msi);
    assert_eq!(plan.tool_vector, drink());
    assert_eq!(h.space.stored.lock().unwrap().as_slice(), &[(**plan).clone()]);
    assert!(h.grounder.vocabulary().contains(&"mug".to_string()), "the label reached the detector vocabulary");

    let reqs = h.server.requests();
    let stages: Vec<&str> = reqs.iter().map(|r| r.schema_name()).collect();
    assert_eq!(stages, ["aide_stage1", "aide_stage2", "aide_stage3"]);
    for r in &reqs {
        assert_eq!(r.path, "/v1/chat/completions");
        assert_eq!(r.header("authorization"), Some(format!("Bearer {KEY}").as_str()));
        assert_eq!(r.body["response_format"]["type"], "json_schema");
        assert_eq!(r.body["response_format"]["json_schema"]["strict"], true);
        assert!(r.image_urls().iter().all(|u| u.starts_with("data:image/jpeg;base64,")));
        assert!(!r.image_urls().is_empty(), "every stage sees an image");
    }
    // Stage 2: the scene plus one numbered crop per candidate, ids enumerated from the scene.
    assert_eq!(reqs[1].image_urls().len(), 1 + 4);
    let mut ids = ids_of(&reqs[1]);
    ids.sort();
    assert_eq!(ids, vec![7, 9, 12, 20]);
    assert!(reqs[1].text().contains("candidate 1: id 7"), "the sought label ranks first");
    assert_eq!(reqs[2].schema()["properties"]["operational"]["properties"]["part"]["enum"][0], "handle");
    // The log carries the validation result and the scores.
    let recs = log_records(&h);
    assert!(recs.iter().filter(|r| r["kind"] == "llm_call").all(|r| r["validation"]["ok"] == true));
    let sel = recs.iter().find(|r| r["kind"] == "selection").expect("selection scores logged");
    assert_eq!(sel["scores"].as_array().unwrap().len(), 4);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_error_is_retried_and_a_malformed_answer_is_repaired_with_the_validators_message() {
    let server = ScriptedLlm::start(|n, r| match n {
        0 => Reply::status(500, "overloaded"),
        1 => Reply::content("{\"tool_label\": \"mug\", oops"),
        _ => happy(r),
    })
    .await;
    let h = harness(server, &[], Some(KEY)).await;
    let (out, stats) = episode(&h, "I'm thirsty", Duration::from_secs(10)).await;
    common_checks(&h, &out, &stats);
    assert_eq!(out.stream, Stream::Msi, "{out:#?}");
    assert!(out.plan.as_ref().unwrap().grounding.is_some());
    let reqs = h.server.requests();
    assert_eq!(reqs.len(), 5);
    assert!(reqs[2].text().contains("rejected by the validator") && reqs[2].text().contains("not valid JSON"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_json_that_never_validates_falls_back() {
    let h =
        harness(ScriptedLlm::start(|_, _| Reply::content("Sure! Here is the plan: mug")).await, &[], Some(KEY)).await;
    let (out, stats) = episode(&h, "I'm thirsty", Duration::from_secs(10)).await;
    common_checks(&h, &out, &stats);
    assert_fallback(&h, &out, "no valid answer after 1 repairs");
    assert_eq!(h.server.count(), 2, "one answer and one repair");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hallucinated_id_is_rejected_and_never_planned() {
    let server = ScriptedLlm::start(|_, r| match r.schema_name() {
        "aide_stage2" => {
            let mut a = stage2_answer(r, 7);
            a["candidates"][0]["id"] = json!(99);
            Reply::json(&a)
        }
        _ => happy(r),
    })
    .await;
    let h = harness(server, &[], Some(KEY)).await;
    let (out, stats) = episode(&h, "I'm thirsty", Duration::from_secs(10)).await;
    common_checks(&h, &out, &stats);
    assert_fallback(&h, &out, "stage2");
    let reqs = h.server.requests();
    assert!(reqs.last().unwrap().text().contains("/candidates/0/id"), "the repair names the bad id");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_box_outside_the_image_is_rejected() {
    let server = ScriptedLlm::start(|_, r| match r.schema_name() {
        "aide_stage3" => {
            let mut a = stage3_answer();
            a["functional"]["box"] = json!([105, 102, 900, 118]);
            Reply::json(&a)
        }
        _ => happy(r),
    })
    .await;
    let h = harness(server, &[], Some(KEY)).await;
    let (out, stats) = episode(&h, "I'm thirsty", Duration::from_secs(10)).await;
    common_checks(&h, &out, &stats);
    assert_fallback(&h, &out, "outside the 640x480 image");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusal_falls_back_at_once() {
    let server = ScriptedLlm::start(|_, _| Reply::chat(None, Some("I can't help with that."), "stop")).await;
    let h = harness(server, &[], Some(KEY)).await;
    let (out, stats) = episode(&h, "I'm thirsty", Duration::from_secs(10)).await;
    common_checks(&h, &out, &stats);
    assert_fallback(&h, &out, "refused");
    assert_eq!(h.server.count(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_truncated_answer_falls_back() {
    let server = ScriptedLlm::start(|_, _| Reply::chat(Some("{\"reasoning\": \"a drink ne"), None, "length")).await;
    let h = harness(server, &[], Some(KEY)).await;
    let (out, stats) = episode(&h, "I'm thirsty", Duration::from_secs(10)).await;
    common_checks(&h, &out, &stats);
    assert_fallback(&h, &out, "finish_reason length");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limiting_honours_retry_after_then_falls_back() {
    let server = ScriptedLlm::start(|_, _| {
        Reply::Http(429, vec![("Retry-After".into(), "1".into())], "{\"error\":\"slow down\"}".into())
    })
    .await;
    let h = harness(server, &[], Some(KEY)).await;
    let (out, stats) = episode(&h, "I'm thirsty", Duration::from_secs(10)).await;
    common_checks(&h, &out, &stats);
    assert_fallback(&h, &out, "429");
    let reqs = h.server.requests();
    assert_eq!(reqs.len(), 2);
    assert!(reqs[1].at - reqs[0].at >= Duration::from_millis(1000), "the retry waited Retry-After");
    let recs = log_records(&h);
    assert_eq!(recs.iter().find(|r| r["kind"] == "llm_call").unwrap()["http_status"], 429);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_retry_after_beyond_the_limit_ends_the_call_without_waiting() {
    let server =
        ScriptedLlm::start(|_, _| Reply::Http(429, vec![("Retry-After".into(), "3600".into())], "{}".into())).await;
    let h = harness(server, &[], Some(KEY)).await;
    let t0 = Instant::now();
    let (out, stats) = episode(&h, "I'm thirsty", Duration::from_secs(10)).await;
    common_checks(&h, &out, &stats);
    assert_fallback(&h, &out, "Retry-After 3600000 ms");
    assert_eq!(h.server.count(), 1);
    assert!(t0.elapsed() < Duration::from_secs(5));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_errors_are_retried_then_fall_back() {
    let h = harness(ScriptedLlm::start(|_, _| Reply::status(500, "{\"error\":\"boom\"}")).await, &[], Some(KEY)).await;
    let (out, stats) = episode(&h, "I'm thirsty", Duration::from_secs(10)).await;
    common_checks(&h, &out, &stats);
    assert_fallback(&h, &out, "HTTP 500");
    assert_eq!(h.server.count(), 2, "first attempt and one retry (llm.max_retries = 1)");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_never_answers_times_out_and_falls_back() {
    let h = harness(ScriptedLlm::start(|_, _| Reply::Hang).await, &["llm.timeout_ms=400"], Some(KEY)).await;
    let (out, stats) = episode(&h, "I'm thirsty", Duration::from_secs(10)).await;
    common_checks(&h, &out, &stats);
    assert_fallback(&h, &out, "did not answer within 400 ms");
    assert_eq!(h.server.count(), 2);
    assert!(stats.elapsed >= Duration::from_millis(800), "the loop ran throughout the stall");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_api_key_falls_back_without_retrying_or_leaking_the_key() {
    // The key comes from the environment variable named in llm.api_key_env.
    std::env::set_var("AIDE_TEST_WRONG_KEY", KEY);
    let server = ScriptedLlm::start(|_, r| {
        let got = r.header("authorization").unwrap_or("").trim_start_matches("Bearer ").to_string();
        Reply::status(401, &json!({"error": {"message": format!("Incorrect API key provided: {got}")}}).to_string())
    })
    .await;
    let h = harness(server, &["llm.api_key_env=\"AIDE_TEST_WRONG_KEY\""], None).await;
    let (out, stats) = episode(&h, "I'm thirsty", Duration::from_secs(10)).await;
    common_checks(&h, &out, &stats);
    assert_fallback(&h, &out, "rejected the API key from $AIDE_TEST_WRONG_KEY (HTTP 401)");
    assert_eq!(h.server.count(), 1, "authentication failures are not retried");
    assert!(!format!("{out:?}").contains(KEY));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nothing_suitable_in_view_explores_the_storage_place() {
    let server = ScriptedLlm::start(|_, r| match r.schema_name() {
        "aide_stage2" => {
            let mut a = stage2_answer(r, 0);
            a["none_suitable"] = json!(true);
            Reply::json(&a)
        }
        _ => happy(r),
    })
    .await;
    let h = harness(server, &[], Some(KEY)).await;
    let (out, stats) = episode(&h, "I'm thirsty", Duration::from_secs(10)).await;
    common_checks(&h, &out, &stats);
    assert_eq!(out.stream, Stream::Msi);
    let plan = out.plan.as_ref().unwrap();
    assert!(plan.grounding.is_none());
    assert_eq!(
        plan.exploration,
        Some(Exploration::Invisible {
            region_label: "cupboard".into(),
            track_id: Some(20),
            region: Some(BBox::new(0.0, 0.0, 90.0, 300.0))
        })
    );
    assert_eq!(plan.unseen_regions, vec!["cupboard".to_string(), "fridge".to_string()]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_llm_choice_far_from_the_instructions_cluster_is_rejected_as_a_hallucination() {
    // The model prefers the hammer (strike vector) for a drinking request.
    let server = ScriptedLlm::start(|_, r| match r.schema_name() {
        "aide_stage2" => Reply::json(&stage2_answer(r, 12)),
        _ => happy(r),
    })
    .await;
    let h = harness(server, &[], Some(KEY)).await;
    let (out, stats) = episode(&h, "I'm thirsty", Duration::from_secs(10)).await;
    common_checks(&h, &out, &stats);
    assert!(out.notes.iter().any(|n| n.contains("the LLM's choice 12 was rejected: hallucination")), "{:?}", out.notes);
    // Nothing else was wanted enough: the robot asks rather than act on the hammer.
    assert!(out.plan.is_none());
    assert!(out.question.as_deref().unwrap().contains("hammer"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_breaker_opens_after_repeated_failures_and_later_calls_fail_fast() {
    let server = ScriptedLlm::start(|_, _| Reply::status(503, "down")).await;
    let h = harness(server, &["llm.breaker_failures=2", "llm.breaker_cooldown_ms=60000"], Some(KEY)).await;
    let (out, _) = episode(&h, "I'm thirsty", Duration::from_secs(10)).await;
    assert_fallback(&h, &out, "HTTP 503");
    assert_eq!(h.server.count(), 2);
    // The next plan does not reach the server at all.
    assert!(ask(&h));
    let slow = h.slow.clone();
    let out = tokio::task::spawn_blocking(move || slow.lock().unwrap().wait(Duration::from_secs(5)))
        .await
        .unwrap()
        .expect("a second answer");
    assert_eq!(out.request_id, 2);
    assert_fallback(&h, &out, "circuit breaker is open");
    assert_eq!(h.server.count(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_busy_stream_refuses_requests_instead_of_blocking() {
    let h = harness(ScriptedLlm::start(|_, _| Reply::Hang).await, &["llm.timeout_ms=1500"], Some(KEY)).await;
    assert!(ask(&h), "the first request is taken");
    // wait until the worker holds it (the server saw it)
    let t0 = Instant::now();
    while h.server.count() == 0 && t0.elapsed() < Duration::from_secs(5) {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let t = Instant::now();
    assert!(!ask(&h), "a stream planning a request refuses the next");
    assert!(t.elapsed() < Duration::from_millis(50));
    assert!(h.slow.lock().unwrap().poll().is_none());
}
