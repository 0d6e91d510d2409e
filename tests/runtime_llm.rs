//! The runtime's slow stream with a hosted LLM: the runtime runs on the simulated robot with
//! `llm.base_url` pointing at a scripted OpenAI-compatible server on loopback. The six demo
//! instructions are planned by MSI first and then served by ADM; an unreachable server or
//! one that only sends invalid JSON makes the offline reasoner plan (status and log say
//! "fallback") and the episode still succeeds; a slow server never holds up the 10 Hz loop.
//!
//! The scripted "model" answers like a competent VLM that knows the scene: stage 1 names the
//! catalog tool of the episode's accepted object with the knowledge base's affordance
//! vectors, stage 2 prefers the candidate that is that object (it reads the simulator's track
//! ids, test-side truth standing for a model that recognises the object), stage 3 returns the
//! catalog's part regions inside the chosen box, exploration picks one of the episode's
//! places.

#[path = "support/scripted_llm.rs"]
mod scripted_llm;

use aide::config::Config;
use aide::decide::types::Stream;
use aide::knowledge::Knowledge;
use aide::reason::image::decode_data_url;
use aide::reason::log;
use aide::runtime::build;
use aide::runtime::service::status_line;
use aide::runtime::supervisor::{Runtime, RuntimeOptions, TaskOutcome, TaskStatus};
use aide::sim::{Episode, Scene, SimWorld};
use scripted_llm::{Recorded, Reply, ScriptedLlm};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What the scripted model knows about one instruction.
#[derive(Clone)]
struct Expect {
    /// Catalog name of the accepted object (stage 1's label).
    tool: String,
    /// Scene label of the accepted object (what the detector prints).
    object_track: u64,
    instruction_vector: Vec<f32>,
    tool_vector: Vec<f32>,
    storage: Vec<String>,
    operational: (String, [f32; 4]),
    functional: (String, [f32; 4]),
}

struct Fixture {
    cfg: Config,
    scene: Scene,
    kb: Arc<Knowledge>,
    expect: HashMap<String, Expect>,
    _dir: tempfile::TempDir,
}

fn fixture() -> Fixture {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = Config::embedded_default();
    cfg.runtime.state_dir = dir.path().display().to_string();
    // One relationship-space index for every test binary (built once, reloaded after).
    cfg.knowledge.index_dir = format!("{}/aide-test-index", env!("CARGO_TARGET_TMPDIR"));
    cfg.knowledge.persist_plans = false; // the shared index stays as built
    cfg.llm.timeout_ms = 5000;
    cfg.llm.connect_timeout_ms = 300;
    cfg.llm.retry_base_ms = 20;
    cfg.llm.retry_max_ms = 200;
    cfg.llm.max_retries = 1;
    cfg.llm.max_repairs = 1;
    cfg.reason.deadline_ms = 20_000;
    let scene = Scene::load(&cfg.sim.scene).unwrap();
    let kb = build::open_knowledge(&cfg).unwrap();
    let parts_ok = &cfg.reason.part_names;
    let mut expect = HashMap::new();
    for ep in &scene.episodes {
        let obj = scene.object(&ep.accept[0]).unwrap();
        let c = kb.assets().find_label(&obj.id).expect("the accepted object's id names a catalog object");
        let t = &kb.tools()[c];
        let part = |p: &str| if parts_ok.iter().any(|x| x == p) { p.to_string() } else { "body".to_string() };
        let catalog_name = |id: &str| kb.assets().find_label(id).map(|c| kb.tools()[c].name.clone());
        let mut storage: Vec<String> = ep.explore.iter().filter_map(|id| catalog_name(id)).collect();
        if storage.is_empty() {
            storage.push("sofa".into());
        }
        expect.insert(
            ep.instruction.clone(),
            Expect {
                tool: t.name.clone(),
                object_track: track_of(&scene, &obj.id),
                // The knowledge base's estimate can overshoot 10 by a rounding error; a model
                // answers within the schema's range.
                instruction_vector: kb
                    .understand(&ep.instruction)
                    .unwrap()
                    .vector
                    .0
                    .iter()
                    .map(|x| x.clamp(0.0, 10.0))
                    .collect(),
                tool_vector: t.vector.0.to_vec(),
                storage,
                operational: (part(&t.operational.part), t.operational.frac),
                functional: (part(&t.functional.part), t.functional.frac),
            },
        );
    }
    Fixture { cfg, scene, kb, expect, _dir: dir }
}

/// The text between the first `"` after `after` and the next `"`.
fn quoted_after<'a>(text: &'a str, after: &str) -> Option<&'a str> {
    let rest = &text[text.find(after)? + after.len()..];
    let rest = &rest[rest.find('"')? + 1..];
    Some(&rest[..rest.find('"')?])
}

fn numbers(s: &str) -> Vec<f32> {
    s.split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-')).filter_map(|x| x.parse().ok()).collect()
}

fn enum_ids(v: &Value) -> Vec<u64> {
    v.as_array().map(|a| a.iter().filter_map(|x| x.as_u64()).collect()).unwrap_or_default()
}

/// The scripted model (see the file comment).
fn model(kb: Arc<Knowledge>, expect: HashMap<String, Expect>) -> impl Fn(usize, &Recorded) -> Reply + Send + Sync {
    move |_, rec| {
        let text = rec.text();
        let instruction = quoted_after(&text, "Request from a person:").or_else(|| quoted_after(&text, "Request:"));
        let Some(e) = instruction.and_then(|i| expect.get(i)) else {
            return Reply::status(400, "unknown instruction");
        };
        let vector_of = |label: &str| -> Vec<f32> {
            kb.assets().find_label(label).map(|c| kb.tools()[c].vector.0.to_vec()).unwrap_or_else(|| vec![0.0; 19])
        };
        let answer = match rec.schema_name() {
            "aide_stage1" => json!({
                "reasoning": "the request needs this tool", "tool_label": e.tool, "attributes": [],
                "storage_places": e.storage, "instruction_affordance": e.instruction_vector,
                "tool_affordance": e.tool_vector}),
            "aide_stage2" => {
                let ids = enum_ids(&rec.schema()["properties"]["candidates"]["items"]["properties"]["id"]["enum"]);
                let label_of = |id: u64| quoted_after(&text, &format!(": id {id}, label")).unwrap_or("").to_string();
                let cands: Vec<Value> = ids
                    .iter()
                    .map(|&id| {
                        let pref = if id == e.object_track { 0.9 } else { 0.02 };
                        let v = if id == e.object_track { e.tool_vector.clone() } else { vector_of(&label_of(id)) };
                        json!({"id": id, "preference": pref, "affordance": v})
                    })
                    .collect();
                let none = !ids.contains(&e.object_track);
                json!({"reasoning": "the one that fits", "candidates": cands, "none_suitable": none})
            }
            "aide_stage3" => {
                let b = numbers(&text[text.find("with box").unwrap_or(0)..]);
                let (x1, y1, x2, y2) = (b[0], b[1], b[2], b[3]);
                let place = |f: &[f32; 4]| {
                    let (w, h) = (x2 - x1, y2 - y1);
                    json!([x1 + f[0] * w, y1 + f[1] * h, x1 + f[2] * w, y1 + f[3] * h])
                };
                json!({"reasoning": "parts",
                       "operational": {"part": e.operational.0, "box": place(&e.operational.1)},
                       "functional": {"part": e.functional.0, "box": place(&e.functional.1)}})
            }
            "aide_explore" => {
                let ids = enum_ids(&rec.schema()["properties"]["id"]["enum"]);
                let pick = ids
                    .iter()
                    .copied()
                    .find(|&id| {
                        quoted_after(&text, &format!("id {id}:")).is_some_and(|l| e.storage.iter().any(|s| s == l))
                    })
                    .unwrap_or(ids[0]);
                json!({"reasoning": "likely there", "id": pick})
            }
            other => return Reply::status(400, &format!("unexpected schema {other}")),
        };
        Reply::json(&answer)
    }
}

fn episode(f: &Fixture, instruction: &str) -> Episode {
    f.scene.episodes.iter().find(|e| e.instruction == instruction).unwrap().clone()
}

fn start(f: &Fixture, cfg: &Config, instruction: &str) -> Runtime {
    let world = Arc::new(Mutex::new(SimWorld::new(f.scene.clone())));
    let parts = build::build_parts(cfg, f.kb.clone(), Some(world)).unwrap();
    let opts = RuntimeOptions {
        instruction: Some(instruction.into()),
        episode: Some(episode(f, instruction)),
        task_timeout: Some(Duration::from_secs(60)),
        ..Default::default()
    };
    Runtime::start(cfg.clone(), parts, opts).unwrap()
}

fn with_llm(f: &Fixture, base_url: &str) -> Config {
    let mut cfg = f.cfg.clone();
    cfg.llm.base_url = base_url.into();
    cfg
}

/// Polls the status until `done` holds (or panics after `within`).
fn wait_until(rt: &Runtime, within: Duration, what: &str, done: impl Fn(&TaskStatus) -> bool) -> TaskStatus {
    let end = Instant::now() + within;
    loop {
        let st = rt.status();
        if done(&st) {
            return st;
        }
        assert!(Instant::now() < end, "{what}: not within {within:?}; status {st:#?}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn planning_log(cfg: &Config) -> PathBuf {
    Path::new(&cfg.runtime.state_dir).join("planning-log")
}

fn records(cfg: &Config) -> Vec<Value> {
    log::read_dir(&planning_log(cfg)).unwrap_or_default()
}

/// Requests the server got for one instruction, by stage.
fn stages_for(server: &ScriptedLlm, instruction: &str) -> Vec<String> {
    server
        .requests()
        .iter()
        .filter(|r| r.text().contains(&format!("\"{instruction}\"")))
        .map(|r| r.schema_name().to_string())
        .collect()
}

/// The simulator's track id of a scene object (its index + 1): test-side truth, as the
/// scripted model's "recognising" the object in its crop stands for a real model's sight.
fn track_of(scene: &Scene, id: &str) -> u64 {
    scene.objects.iter().position(|o| o.id == id).expect("a scene object") as u64 + 1
}

fn accepted_tracks(f: &Fixture, instruction: &str) -> Vec<u64> {
    episode(f, instruction).accept.iter().map(|id| track_of(&f.scene, id)).collect()
}

/// MSI made the first plan (the stages went to the server and are in the planning log with
/// their validation and an `msi` outcome), then ADM served the frames and grounded the
/// accepted object.
fn msi_then_adm(f: &Fixture, server: &ScriptedLlm, instruction: &str, rt: &Runtime, cfg: &Config) -> TaskStatus {
    let accept = accepted_tracks(f, instruction);
    let st = wait_until(rt, Duration::from_secs(40), instruction, |st| {
        st.first_plan_stream.is_some() && st.after_plan.adm >= 10 && st.tool_track.is_some_and(|t| accept.contains(&t))
    });
    assert_eq!(st.first_plan_stream, Some(Stream::Msi), "{instruction}: the first plan came from MSI: {st:#?}");
    assert_eq!(st.slow_backend, "msi");
    assert!(st.fallback.is_none(), "{instruction}: no fallback: {st:#?}");
    let stages = stages_for(server, instruction);
    let recs = records(cfg);
    let mine = |r: &&Value| r.to_string().contains(instruction);
    let outcomes: Vec<&Value> = recs.iter().filter(|r| r["kind"] == "outcome").filter(mine).collect();
    assert_eq!(stages.first().map(String::as_str), Some("aide_stage1"), "{instruction}: {stages:?}");
    assert!(!outcomes.is_empty(), "{instruction}: the planning log has the outcome");
    // Stage 1 always; stages 2 and 3 when candidates were in view, else an exploration plan.
    let first = &outcomes[0]["outcome"]["plan"];
    if first["grounding"].is_object() {
        assert!(stages.iter().any(|s| s == "aide_stage2") && stages.iter().any(|s| s == "aide_stage3"), "{stages:?}");
        assert_eq!(first["grounding"]["track_id"], json!(accept[0]), "{first:#}");
    } else {
        assert!(first["exploration"].is_object(), "{instruction}: an MSI plan grounds or explores: {first:#}");
    }
    assert_eq!(outcomes[0]["outcome"]["stream"], "msi", "{:#}", outcomes[0]);
    assert!(outcomes[0]["outcome"]["llm_calls"].as_u64().unwrap_or(0) >= 1);
    let valid_calls = recs.iter().filter(|r| r["kind"] == "llm_call" && r["outcome"] == "valid").count();
    assert!(valid_calls >= 1, "every stage call is logged with its validation");
    // ADM served the frames after the plan; the slow stream did not.
    assert!(st.after_plan.adm > st.after_plan.msi + st.after_plan.offline, "{:?}", st.after_plan);
    st
}

fn rt_tokio() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap()
}

#[test]
fn msi_plans_the_thirsty_episode_first_and_adm_serves_it_to_the_grasp() {
    let f = fixture();
    let tokio = rt_tokio();
    let server = tokio.block_on(ScriptedLlm::start(model(f.kb.clone(), f.expect.clone())));
    let cfg = with_llm(&f, &server.base_url());
    let instruction = "I am thirsty";
    let rt = start(&f, &cfg, instruction);
    msi_then_adm(&f, &server, instruction, &rt, &cfg);
    let outcome = rt.wait_outcome(Duration::from_secs(50));
    let st = rt.status();
    let d = rt.decision_stats();
    rt.shutdown(Duration::from_secs(2)).unwrap();
    assert_eq!(outcome, Some(TaskOutcome::Grasped), "{st:#?}");
    assert_eq!(st.held.as_deref(), Some("mug"));
    assert!(d.rate_hz >= 9.0, "decision loop at {} Hz", d.rate_hz);
    // The MSI plan is in the relationship space, where later tasks retrieve it.
    let inserted =
        f.kb.with_space(|s| {
            s.entries.iter().any(|e| {
                !e.dead
                    && e.text == instruction
                    && matches!(&e.origin, aide::knowledge::Origin::Inserted { source } if source == "msi")
            })
        })
        .unwrap();
    assert!(inserted, "the MSI plan was inserted into the relationship space");
}

#[test]
fn msi_grounds_the_hammer_the_duster_and_the_pillow_then_adm_takes_over() {
    let f = fixture();
    let tokio = rt_tokio();
    let server = tokio.block_on(ScriptedLlm::start(model(f.kb.clone(), f.expect.clone())));
    let cfg = with_llm(&f, &server.base_url());
    for instruction in
        ["I want to crack walnuts", "I want to clean the dust", "I want to support my waist while sitting"]
    {
        let rt = start(&f, &cfg, instruction);
        let st = msi_then_adm(&f, &server, instruction, &rt, &cfg);
        rt.shutdown(Duration::from_secs(2)).unwrap();
        assert!(st.outcome.is_none() || st.outcome == Some(TaskOutcome::Grasped), "{st:#?}");
    }
}

#[test]
fn msi_explores_the_fridge_and_the_drawer_then_adm_grounds_the_cola_and_the_tape() {
    let f = fixture();
    let tokio = rt_tokio();
    let server = tokio.block_on(ScriptedLlm::start(model(f.kb.clone(), f.expect.clone())));
    let cfg = with_llm(&f, &server.base_url());
    for instruction in ["I want something cold to drink", "I want to close up delivery boxes tightly"] {
        let rt = start(&f, &cfg, instruction);
        let st = msi_then_adm(&f, &server, instruction, &rt, &cfg);
        rt.shutdown(Duration::from_secs(2)).unwrap();
        assert!(st.outcome.is_none() || st.outcome == Some(TaskOutcome::Grasped), "{st:#?}");
    }
}

/// With `llm.send_images`, the runtime's requests carry the simulator's rendered frame: stage
/// 1 shows the model the scene; stage 2 the scene and a numbered crop of every candidate, all
/// JPEG data URLs that decode. The dust episode, because its MSI plans reach stage 2 (in the
/// thirsty one MSI's grounding finds no candidate in view and plans an exploration).
#[test]
fn msi_shows_the_model_the_rendered_scene_and_a_crop_of_every_candidate() {
    let f = fixture();
    let tokio = rt_tokio();
    let server = tokio.block_on(ScriptedLlm::start(model(f.kb.clone(), f.expect.clone())));
    let mut cfg = with_llm(&f, &server.base_url());
    cfg.llm.send_images = true;
    let instruction = "I want to clean the dust";
    let rt = start(&f, &cfg, instruction);
    let end = Instant::now() + Duration::from_secs(40);
    while !stages_for(&server, instruction).iter().any(|s| s == "aide_stage2") {
        if Instant::now() > end {
            let notes: Vec<Value> = records(&cfg).into_iter().filter(|r| r["kind"] == "outcome").collect();
            panic!("no stage 2 within 40 s: {:?}; outcomes {notes:#?}", stages_for(&server, instruction));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    rt.shutdown(Duration::from_secs(2)).unwrap();
    let requests = server.requests();
    let stage = |name: &str| requests.iter().find(|r| r.schema_name() == name && r.text().contains(instruction));
    let decode = |url: &String| decode_data_url(url).unwrap_or_else(|| panic!("not a JPEG data URL: {:.60}", url));
    let s1 = stage("aide_stage1").expect("stage 1 was asked");
    let scene = s1.image_urls().iter().map(decode).collect::<Vec<_>>();
    assert_eq!(scene.len(), 1, "stage 1: the scene");
    // The simulator draws its picture at sim.render_scale of the camera's size.
    let scaled = |n: u32| (f64::from(n) * f64::from(cfg.sim.render_scale)).round() as u32;
    let (w, h) = (scaled(cfg.camera.width), scaled(cfg.camera.height));
    let side = cfg.llm.image_max_side.min(w.max(h));
    assert_eq!(scene[0].width().max(scene[0].height()), side);
    let pixels = scene[0].to_rgb8();
    let first = pixels.get_pixel(0, 0);
    let n = (pixels.width() * pixels.height()) as usize;
    assert!(pixels.pixels().filter(|p| *p != first).count() > n / 8, "a picture, not a blank");

    let s2 = stage("aide_stage2").expect("stage 2 was asked");
    let ids = enum_ids(&s2.schema()["properties"]["candidates"]["items"]["properties"]["id"]["enum"]);
    assert!(!ids.is_empty());
    let images: Vec<_> = s2.image_urls().iter().map(decode).collect();
    assert_eq!(images.len(), 1 + ids.len(), "the scene and one crop per candidate {ids:?}");
    assert_eq!((images[0].width(), images[0].height()), (scene[0].width(), scene[0].height()));
    let text = s2.text();
    for (k, id) in ids.iter().enumerate() {
        assert!(text.contains(&format!("candidate {} (id {id}):", k + 1)), "crop {} is numbered: {text}", k + 1);
        let crop = &images[k + 1];
        assert!(crop.width() < w && crop.height() < h, "a crop, not the scene: {}x{}", crop.width(), crop.height());
    }
}

/// The offline reasoner planned, the status line and the log say why, the episode grasps.
fn assert_fallback_episode(f: &Fixture, cfg: &Config, instruction: &str, reason_has: &str) {
    let rt = start(f, cfg, instruction);
    let st = wait_until(&rt, Duration::from_secs(30), "a fallback plan", |st| st.first_plan_stream.is_some());
    assert_eq!(st.first_plan_stream, Some(Stream::Offline), "{st:#?}");
    let fallback = st.fallback.clone().expect("status reports the fallback");
    assert!(fallback.starts_with("fallback: ") && fallback.contains(reason_has), "{fallback}");
    let line = status_line(&rt);
    assert!(line.contains("fallback: "), "STATUS line: {line}");
    let outcome = rt.wait_outcome(Duration::from_secs(50));
    let st = rt.status();
    let d = rt.decision_stats();
    rt.shutdown(Duration::from_secs(2)).unwrap();
    assert_eq!(outcome, Some(TaskOutcome::Grasped), "{st:#?}");
    let accept = episode(f, instruction).accept;
    assert!(st.held.as_ref().is_some_and(|h| accept.contains(h)), "held {:?}", st.held);
    assert!(d.rate_hz >= 9.0, "decision loop at {} Hz", d.rate_hz);
    let recs = records(cfg);
    let fb = recs.iter().find(|r| r["kind"] == "outcome" && r["outcome"]["fallback"].is_string());
    let fb = fb.expect("the planning log records the fallback outcome");
    assert_eq!(fb["outcome"]["stream"], "offline");
    assert!(fb["outcome"]["fallback"].as_str().unwrap().contains(reason_has), "{fb:#}");
}

#[test]
fn an_unreachable_llm_falls_back_to_the_offline_reasoner_and_the_episode_still_grasps() {
    let f = fixture();
    // A port nobody listens on: connections are refused.
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let cfg = with_llm(&f, &format!("http://127.0.0.1:{port}/v1"));
    assert_fallback_episode(&f, &cfg, "I want to crack walnuts", "unreachable");
}

#[test]
fn an_llm_that_only_sends_invalid_json_falls_back_and_the_episode_still_grasps() {
    let f = fixture();
    let tokio = rt_tokio();
    let server = tokio.block_on(ScriptedLlm::start(|_, _| Reply::content("{\"tool_label\": \"mug\", oops")));
    let cfg = with_llm(&f, &server.base_url());
    assert_fallback_episode(&f, &cfg, "I am thirsty", "no valid answer");
    assert!(server.count() >= 2, "the answer was fed back for repair before giving up");
    let recs = records(&cfg);
    assert!(recs.iter().any(|r| r["kind"] == "llm_call" && r["validation"]["ok"] == false));
}

#[test]
fn a_slow_llm_never_holds_up_the_decision_loop() {
    let f = fixture();
    let tokio = rt_tokio();
    let inner = model(f.kb.clone(), f.expect.clone());
    let server =
        tokio.block_on(ScriptedLlm::start(move |n, r| Reply::Delayed(Duration::from_secs(3), Box::new(inner(n, r)))));
    let cfg = with_llm(&f, &server.base_url());
    let rt = start(&f, &cfg, "I am thirsty");
    // Wait for the first request to reach the (slow) server.
    let end = Instant::now() + Duration::from_secs(10);
    while server.count() == 0 {
        assert!(Instant::now() < end, "the slow stream never called the server");
        std::thread::sleep(Duration::from_millis(10));
    }
    let (d0, t0) = (rt.status().decisions, Instant::now());
    std::thread::sleep(Duration::from_millis(2500));
    let (d1, took) = (rt.status().decisions, t0.elapsed());
    let st = rt.status();
    let asked = server.count();
    rt.shutdown(Duration::from_secs(2)).unwrap();
    assert_eq!(asked, 1, "still waiting for the first answer");
    assert_eq!(st.first_plan_stream, None, "no plan yet: {st:#?}");
    let owed = took.as_secs_f64() * 10.0;
    assert!(
        (d1 - d0) as f64 >= 0.9 * owed,
        "{} decisions in {took:?} while the LLM was thinking (10 Hz owes {owed:.0})",
        d1 - d0
    );
}
