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
