//! `aide llm ping` against the scripted server and against a closed port.

#[path = "support/scripted_llm.rs"]
mod scripted_llm;

use scripted_llm::{Reply, ScriptedLlm};
use std::process::Command;

fn ping(base_url: &str) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_aide"))
        .args(["--set", &format!("llm.base_url=\"{base_url}\""), "--set", "llm.max_retries=0", "llm", "ping", "--json"])
        .env("AIDE_LLM_API_KEY", "sk-cli-secret-key-123456")
        .output()
        .expect("run aide")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ping_validates_a_structured_answer_and_fails_on_a_closed_port() {
    let server = ScriptedLlm::start(|_, _| Reply::content("{\"ok\": true}")).await;
    let url = server.base_url();
    let out = tokio::task::spawn_blocking(move || ping(&url)).await.unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert_eq!(out.status.code(), Some(0), "{text} {}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_str(text.trim()).unwrap();
    assert_eq!((v["ok"].as_bool(), v["http_status"].as_u64()), (Some(true), Some(200)));
    let r = &server.requests()[0];
    assert_eq!(r.schema_name(), "aide_ping");
    assert_eq!(r.header("authorization"), Some("Bearer sk-cli-secret-key-123456"));

    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap();
    let out = tokio::task::spawn_blocking(move || ping(&format!("http://{closed}/v1"))).await.unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(text.contains("unreachable") && !text.contains("sk-cli-secret"), "{text}");
}

/// `aide plan` on a scene where ADM asks the slow stream, with the LLM at `base_url`
/// (or `--offline`). Returns the JSON it printed.
fn plan(base_url: &str, offline: bool, state: &std::path::Path) -> serde_json::Value {
    plan_with(base_url, offline, state, &[])
}

/// [`plan`] with more `--set` settings.
fn plan_with(base_url: &str, offline: bool, state: &std::path::Path, settings: &[&str]) -> serde_json::Value {
    let scene = state.join("scene.json");
    std::fs::write(
        &scene,
        r#"{"objects": [{"id": "o1", "label": "notebook", "confidence": 0.52, "bbox": [519, 109, 576, 165]},
                        {"id": "o2", "label": "remote control", "confidence": 0.54, "bbox": [71, 123, 128, 156]},
                        {"id": "o5", "label": "cup", "confidence": 0.69, "bbox": [136, 148, 200, 185]}]}"#,
    )
    .unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_aide"));
    cmd.args(["--set", &format!("llm.base_url=\"{base_url}\""), "--set", "llm.max_retries=0"])
        .args(["--set", &format!("runtime.state_dir=\"{}\"", state.display())])
        .args(["--set", &format!("knowledge.index_dir=\"{}/aide-test-index\"", env!("CARGO_TARGET_TMPDIR"))])
        .args(["--set", "knowledge.persist_plans=false"])
        .args(settings.iter().flat_map(|s| ["--set", s]))
        .args(["plan", "--instruction", "my grandmother wants to knit a scarf", "--json"])
        .arg("--scene")
        .arg(&scene);
    if offline {
        cmd.arg("--offline");
    }
    let out = cmd.output().expect("run aide");
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert_eq!(out.status.code(), Some(0), "{text} {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_str(text.trim()).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plan_asks_the_llm_and_says_so_when_it_falls_back_to_the_offline_reasoner() {
    let server = ScriptedLlm::start(|_, _| Reply::content("{\"tool_label\": \"yarn\", oops")).await;
    let url = server.base_url();
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().to_path_buf();
    let (u, s) = (url.clone(), state.clone());
    let v = tokio::task::spawn_blocking(move || plan(&u, false, &s)).await.unwrap();
    assert!(!server.requests().is_empty(), "the LLM was asked");
    assert_eq!(v["stream"], "offline", "{v:#}");
    let notes = v["notes"].to_string();
    assert!(notes.contains("fallback"), "the fallback is reported: {notes}");

    // --offline never calls the model.
    let asked = server.requests().len();
    let v = tokio::task::spawn_blocking(move || plan(&url, true, &state)).await.unwrap();
    assert_eq!(server.requests().len(), asked, "no request with --offline");
    assert_eq!(v["stream"], "offline");
    assert!(!v["notes"].to_string().contains("fallback"), "{v:#}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_llm_stalling_past_the_deadline_gets_the_offline_answer_used_and_reported() {
    let server = ScriptedLlm::start(|_, _| Reply::Hang).await;
    let url = server.base_url();
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().to_path_buf();
    let started = std::time::Instant::now();
    let v = tokio::task::spawn_blocking(move || plan_with(&url, false, &state, &["reason.deadline_ms=1500"]))
        .await
        .unwrap();
    assert!(!server.requests().is_empty(), "the LLM was asked");
    assert_eq!(v["stream"], "offline", "the offline answer is the one used: {v:#}");
    let offline = {
        let dir = tempfile::tempdir().unwrap();
        let url = server.base_url();
        tokio::task::spawn_blocking(move || plan(&url, true, dir.path())).await.unwrap()
    };
    assert_eq!(v["tool"], offline["tool"], "the same tool as --offline: {v:#}");
    let notes = v["notes"].to_string();
    assert!(notes.contains("fallback") && notes.contains("deadline"), "the stall is reported: {notes}");
    assert!(started.elapsed() < std::time::Duration::from_secs(60), "answered soon after the deadline");
}
