//! config/local-llm.toml: a valid configuration whose requests have the shape a local
//! llama.cpp or Ollama server takes (the chat-completions path, the model name, a JSON-schema
//! response format, no Authorization header, no images, a short answer budget).

#[path = "support/scripted_llm.rs"]
mod scripted_llm;

use aide::config;
use scripted_llm::{Reply, ScriptedLlm};
use std::path::PathBuf;
use std::process::Command;

fn local_config() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("config/local-llm.toml")
}

#[test]
fn the_local_configuration_is_valid_and_sized_for_cpu_generation() {
    let cfg = config::load_file(&local_config(), &[]).expect("config/local-llm.toml is valid");
    assert!(cfg.llm.base_url.starts_with("http://127.0.0.1:"), "a server on this machine");
    assert!(!cfg.llm.send_images);
    assert_eq!(cfg.llm.response_format, "json_schema");
    assert!(cfg.reason.deadline_ms >= 120_000, "CPU generation needs minutes, not seconds");
    assert!(cfg.llm.timeout_ms <= cfg.reason.deadline_ms);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_have_the_shape_a_local_server_takes() {
    let server = ScriptedLlm::start(|_, _| Reply::content("{\"ok\": true}")).await;
    let url = server.base_url();
    let out = tokio::task::spawn_blocking(move || {
        Command::new(env!("CARGO_BIN_EXE_aide"))
            .arg("--config")
            .arg(local_config())
            .args(["--set", &format!("llm.base_url=\"{url}\""), "llm", "ping", "--json"])
            .env_remove("AIDE_LOCAL_LLM_API_KEY")
            .output()
            .expect("run aide")
    })
    .await
    .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert_eq!(out.status.code(), Some(0), "{text} {}", String::from_utf8_lossy(&out.stderr));
    let r = &server.requests()[0];
    assert_eq!(r.path, "/v1/chat/completions");
    assert_eq!(r.body["model"], "qwen2.5-3b-instruct");
    assert_eq!(r.body["response_format"]["type"], "json_schema");
    assert_eq!(r.schema_name(), "aide_ping");
    assert_eq!(r.body["max_tokens"], 400);
    assert_eq!(r.header("authorization"), None, "a local server gets no key");
    assert!(r.image_urls().is_empty());
}
