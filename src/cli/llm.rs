//! `aide llm ping`: checks the configured OpenAI-compatible endpoint with one small
//! schema-constrained request and reports status, latency and whether the answer validated.

use super::{GlobalArgs, InvalidInput};
use aide::reason::client::{ChatRequest, LlmClient, Message};
use aide::reason::validate;
use serde_json::json;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct LlmArgs {
    #[command(subcommand)]
    action: Action,
}

#[derive(clap::Subcommand, Debug)]
enum Action {
    /// Send one small structured-output request to llm.base_url (exit 0 when it validates).
    Ping {
        /// Print the result as one JSON object.
        #[arg(long)]
        json: bool,
    },
}

pub fn run(g: &GlobalArgs, a: LlmArgs) -> anyhow::Result<u8> {
    let cfg = g.load_config()?;
    let Action::Ping { json: as_json } = a.action;
    if cfg.llm.base_url.is_empty() {
        return Err(InvalidInput(
            "llm.base_url is empty: set it, e.g. --set llm.base_url=http://127.0.0.1:8000/v1".into(),
        )
        .into());
    }
    let client = LlmClient::from_config(&cfg.llm)?;
    let schema = json!({"type": "object", "properties": {"ok": {"type": "boolean"}}, "required": ["ok"], "additionalProperties": false});
    let req = ChatRequest {
        messages: vec![Message::user_text("Reply with the JSON object {\"ok\": true} and nothing else.")],
        schema: Some(("aide_ping".into(), schema.clone())),
    };
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    let t0 = Instant::now();
    let out = rt.block_on(client.chat(&req));
    let ms = t0.elapsed().as_secs_f64() * 1e3;
    let (ok, detail) = match &out.result {
        Err(e) => (false, e.to_string()),
        Ok(r) if r.refusal.is_some() => (false, format!("refused: {}", r.refusal.clone().unwrap_or_default())),
        Ok(r) => match validate::parse_json(r.content.as_deref().unwrap_or(""))
            .and_then(|v| validate::structural(&schema, &v).map(|_| v))
        {
            Ok(v) if v["ok"] == true => (true, format!("answer validated ({})", r.model.clone().unwrap_or_default())),
            Ok(v) => (false, format!("answer validated but says {v}")),
            Err(p) => (false, format!("answer did not validate: {}", p.join("; "))),
        },
    };
    let status = out.attempts.last().and_then(|a| a.status);
    if as_json {
        println!(
            "{}",
            json!({"url": client.url(), "model": client.model(), "ok": ok, "http_status": status,
                   "attempts": out.attempts.len(), "latency_ms": ms, "detail": detail})
        );
    } else {
        println!(
            "{} model {}: {} (HTTP {}, {} attempt(s), {ms:.0} ms)",
            client.url(),
            client.model(),
            if ok { "ok" } else { "FAILED" },
            status.map(|s| s.to_string()).unwrap_or_else(|| "-".into()),
            out.attempts.len()
        );
        println!("{detail}");
    }
    Ok(if ok { 0 } else { 1 })
}
