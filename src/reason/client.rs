//! OpenAI-compatible chat-completions client (OpenAI, vLLM, Ollama's /v1, llama.cpp
//! server): timeouts, retries with exponential backoff and full jitter that honour
//! Retry-After, a circuit breaker, and an API key that never leaves this module except
//! in the Authorization header (see [`Secret`]).

use super::breaker::CircuitBreaker;
use crate::config::LlmConfig;
use rand::Rng;
use serde::Serialize;
use serde_json::{json, Value};
use std::fmt;
use std::time::{Duration, Instant, SystemTime};

/// An API key. Debug and Display print `[REDACTED]`; [`Secret::redact`] scrubs it (and
/// any 8-character piece of it, as servers echo parts of wrong keys) from text.
#[derive(Clone)]
pub struct Secret(String);

impl Secret {
    pub fn new(s: String) -> Option<Secret> {
        let s = s.trim().to_string();
        (!s.is_empty()).then_some(Secret(s))
    }

    fn expose(&self) -> &str {
        &self.0
    }

    /// `text` with every occurrence of the key, or of any 8-character piece of it,
    /// replaced by `[REDACTED]`.
    pub fn redact(&self, text: &str) -> String {
        let mut out = text.replace(&self.0, "[REDACTED]");
        let chars: Vec<char> = self.0.chars().collect();
        if chars.len() >= 8 {
            for w in chars.windows(8) {
                let piece: String = w.iter().collect();
                if out.contains(&piece) {
                    out = out.replace(&piece, "[REDACTED]");
                }
            }
        }
        out
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[REDACTED]")
    }
}

/// One part of a message's content.
#[derive(Debug, Clone, PartialEq)]
pub enum Part {
    Text(String),
    /// A `data:image/jpeg;base64,...` URL.
    Image(String),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    pub role: &'static str,
    pub content: Vec<Part>,
}

impl Message {
    pub fn system(t: impl Into<String>) -> Self {
        Message { role: "system", content: vec![Part::Text(t.into())] }
    }
    pub fn user(parts: Vec<Part>) -> Self {
        Message { role: "user", content: parts }
    }
    pub fn user_text(t: impl Into<String>) -> Self {
        Message { role: "user", content: vec![Part::Text(t.into())] }
    }
    pub fn assistant(t: impl Into<String>) -> Self {
        Message { role: "assistant", content: vec![Part::Text(t.into())] }
    }

    /// OpenAI wire form: a plain string when the content is one text, parts otherwise.
    pub fn to_json(&self) -> Value {
        match self.content.as_slice() {
            [Part::Text(t)] => json!({"role": self.role, "content": t}),
            parts => {
                let parts: Vec<Value> = parts
                    .iter()
                    .map(|p| match p {
                        Part::Text(t) => json!({"type": "text", "text": t}),
                        Part::Image(u) => json!({"type": "image_url", "image_url": {"url": u}}),
                    })
                    .collect();
                json!({"role": self.role, "content": parts})
            }
        }
    }

    /// Loggable form: images replaced by their size and a content hash.
    pub fn to_log_json(&self) -> Value {
        let parts: Vec<Value> = self
            .content
            .iter()
            .map(|p| match p {
                Part::Text(t) => json!({"type": "text", "text": t}),
                Part::Image(u) => {
                    json!({"type": "image", "bytes": u.len(), "fnv64": format!("{:016x}", fnv64(u.as_bytes()))})
                }
            })
            .collect();
        json!({"role": self.role, "content": parts})
    }
}

fn fnv64(b: &[u8]) -> u64 {
    b.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, x| (h ^ *x as u64).wrapping_mul(0x0100_0000_01b3))
}

/// How the answer is constrained.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResponseFormat {
    JsonSchema,
    JsonObject,
    None,
}

impl ResponseFormat {
    pub fn parse(s: &str) -> ResponseFormat {
        match s {
            "json_object" => ResponseFormat::JsonObject,
            "none" => ResponseFormat::None,
            _ => ResponseFormat::JsonSchema,
        }
    }
}

/// One chat-completion call.
#[derive(Debug, Clone)]
pub struct ChatRequest {
    pub messages: Vec<Message>,
    /// Schema name and schema of the expected JSON answer.
    pub schema: Option<(String, Value)>,
}

/// The assistant's answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChatReply {
    pub content: Option<String>,
    /// OpenAI's structured-output refusal text.
    pub refusal: Option<String>,
    pub finish_reason: Option<String>,
    pub model: Option<String>,
    pub usage: Option<Value>,
}

/// What one HTTP request did (for the planning-call log).
#[derive(Debug, Clone, Serialize)]
pub struct HttpAttempt {
    pub status: Option<u16>,
    pub latency_ms: f64,
    /// Error text (redacted), when the request failed.
    pub error: Option<String>,
    /// Raw response body (redacted) for a 200, or an excerpt of an error body.
    pub body: Option<String>,
    /// Wait before the next attempt, ms.
    pub wait_ms: Option<u64>,
}

/// Why a call failed after its retries.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum LlmError {
    #[error("no LLM configured (llm.base_url is empty)")]
    NotConfigured,
    #[error("LLM endpoint {url} unreachable: {reason}")]
    Unreachable { url: String, reason: String },
    #[error("LLM endpoint {url} did not answer within {ms} ms")]
    Timeout { url: String, ms: u64 },
    #[error("LLM endpoint {url} rejected the API key from ${env} (HTTP {status})")]
    Unauthorized { url: String, env: String, status: u16 },
    #[error("LLM endpoint {url} is rate limiting (HTTP 429){}", retry_after_ms.map(|m| format!(", Retry-After {m} ms exceeds llm.retry_max_ms")).unwrap_or_default())]
    RateLimited { url: String, retry_after_ms: Option<u64> },
    #[error("LLM endpoint {url} answered HTTP {status}: {body}")]
    Http { url: String, status: u16, body: String },
    #[error("LLM circuit breaker is open for another {remaining_ms} ms after repeated failures")]
    CircuitOpen { remaining_ms: u64 },
    #[error("LLM endpoint {url} sent an unreadable response: {reason}")]
    BadResponse { url: String, reason: String },
}

/// The result of [`LlmClient::chat`] with the attempts it took.
#[derive(Debug)]
pub struct ChatOutcome {
    pub result: Result<ChatReply, LlmError>,
    pub attempts: Vec<HttpAttempt>,
    /// The request body as sent, with images summarised (for the log).
    pub request_log: Value,
}

/// Chat-completions client. Cheap to share behind an `Arc`.
pub struct LlmClient {
    http: reqwest::Client,
    url: String,
    model: String,
    key: Option<Secret>,
    key_env: String,
    cfg: LlmConfig,
    format: ResponseFormat,
    breaker: CircuitBreaker,
}

impl fmt::Debug for LlmClient {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LlmClient").field("url", &self.url).field("model", &self.model).field("key", &self.key).finish()
    }
}

impl LlmClient {
    /// Builds a client from `[llm]`; the key is read from the environment variable named
    /// by `llm.api_key_env` (unset or empty: no Authorization header, as local servers
    /// need none).
    pub fn from_config(cfg: &LlmConfig) -> Result<LlmClient, LlmError> {
        let key = std::env::var(&cfg.api_key_env).ok().and_then(Secret::new);
        Self::with_key(cfg, key)
    }

    /// Builds a client with an explicit key (tests, key files).
    pub fn with_key(cfg: &LlmConfig, key: Option<Secret>) -> Result<LlmClient, LlmError> {
        if cfg.base_url.is_empty() {
            return Err(LlmError::NotConfigured);
        }
        let url = format!("{}/chat/completions", cfg.base_url.trim_end_matches('/'));
        let http = reqwest::Client::builder()
            .connect_timeout(Duration::from_millis(cfg.connect_timeout_ms))
            .timeout(Duration::from_millis(cfg.timeout_ms))
            .build()
            .map_err(|e| LlmError::Unreachable {
                url: url.clone(),
                reason: format!("cannot build HTTP client: {e}"),
            })?;
        Ok(LlmClient {
            http,
            url,
            model: cfg.model.clone(),
            key,
            key_env: cfg.api_key_env.clone(),
            format: ResponseFormat::parse(&cfg.response_format),
            breaker: CircuitBreaker::new(cfg.breaker_failures, Duration::from_millis(cfg.breaker_cooldown_ms)),
            cfg: cfg.clone(),
        })
    }

    pub fn url(&self) -> &str {
        &self.url
    }
    pub fn model(&self) -> &str {
        &self.model
    }
    pub fn breaker(&self) -> &CircuitBreaker {
        &self.breaker
    }

    /// Scrubs the API key from text bound for logs.
    pub fn redact(&self, text: &str) -> String {
        match &self.key {
            Some(k) => k.redact(text),
            None => text.to_string(),
        }
    }

    /// The request body for `req`.
    pub fn body(&self, req: &ChatRequest, log_form: bool) -> Value {
        let messages: Vec<Value> =
            req.messages.iter().map(|m| if log_form { m.to_log_json() } else { m.to_json() }).collect();
        let mut body = json!({
            "model": self.model,
            "messages": messages,
            "temperature": self.cfg.temperature,
            "max_tokens": self.cfg.max_tokens,
        });
        if let Some((name, schema)) = &req.schema {
            match self.format {
                ResponseFormat::JsonSchema => {
                    body["response_format"] =
                        json!({"type": "json_schema", "json_schema": {"name": name, "strict": true, "schema": schema}});
                }
                ResponseFormat::JsonObject => body["response_format"] = json!({"type": "json_object"}),
                ResponseFormat::None => {}
            }
        }
        body
    }

    /// Sends one chat completion, retrying transient failures (connection errors,
    /// timeouts, 429, 5xx) up to `llm.max_retries` times. Never panics; every failure is
    /// an [`LlmError`] naming the endpoint.
    pub async fn chat(&self, req: &ChatRequest) -> ChatOutcome {
        let body = self.body(req, false);
        let request_log = self.body(req, true);
        let mut attempts = Vec::new();
        let mut attempt = 0u32;
        loop {
            if let Err(remaining) = self.breaker.allow(Instant::now()) {
                let e = LlmError::CircuitOpen { remaining_ms: remaining.as_millis() as u64 };
                return ChatOutcome { result: Err(e), attempts, request_log };
            }
            let t0 = Instant::now();
            let step = self.send_once(&body).await;
            let latency_ms = t0.elapsed().as_secs_f64() * 1e3;
            let (status, outcome) = step;
            let mut record = HttpAttempt { status, latency_ms, error: None, body: None, wait_ms: None };
            match outcome {
                Attempt::Done(reply, raw) => {
                    self.breaker.on_success();
                    record.body = Some(self.redact(&raw));
                    attempts.push(record);
                    return ChatOutcome { result: Ok(reply), attempts, request_log };
                }
                Attempt::Fatal(e, raw) => {
                    // The server answered, so it is up; an auth failure still counts against
                    // the breaker so that a wrong key does not hammer the endpoint.
                    if matches!(e, LlmError::Unauthorized { .. }) {
                        self.breaker.on_failure(Instant::now());
                    } else {
                        self.breaker.on_success();
                    }
                    record.error = Some(self.redact(&e.to_string()));
                    record.body = raw.map(|r| self.redact(&excerpt(&r)));
                    attempts.push(record);
                    return ChatOutcome { result: Err(redact_err(self, e)), attempts, request_log };
                }
                Attempt::Transient(e, retry_after, raw) => {
                    let opened = self.breaker.on_failure(Instant::now());
                    record.error = Some(self.redact(&e.to_string()));
                    record.body = raw.map(|r| self.redact(&excerpt(&r)));
                    let last = attempt >= self.cfg.max_retries || opened;
                    if last {
                        attempts.push(record);
                        return ChatOutcome { result: Err(redact_err(self, e)), attempts, request_log };
                    }
                    let wait = match retry_after {
                        Some(ra) if ra > Duration::from_millis(self.cfg.retry_max_ms) => {
                            attempts.push(record);
                            let e = LlmError::RateLimited {
                                url: self.url.clone(),
                                retry_after_ms: Some(ra.as_millis() as u64),
                            };
                            return ChatOutcome { result: Err(e), attempts, request_log };
                        }
                        Some(ra) => ra,
                        None => backoff(attempt, self.cfg.retry_base_ms, self.cfg.retry_max_ms, &mut rand::rng()),
                    };
                    record.wait_ms = Some(wait.as_millis() as u64);
                    attempts.push(record);
                    tokio::time::sleep(wait).await;
                    attempt += 1;
                }
            }
        }
    }

    async fn send_once(&self, body: &Value) -> (Option<u16>, Attempt) {
        let mut rb = self.http.post(&self.url).json(body);
        if let Some(k) = &self.key {
            rb = rb.bearer_auth(k.expose());
        }
        let resp = match rb.send().await {
            Ok(r) => r,
            Err(e) => return (None, Attempt::Transient(self.transport_error(&e), None, None)),
        };
        let status = resp.status().as_u16();
        let retry_after = resp
            .headers()
            .get(reqwest::header::RETRY_AFTER)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| parse_retry_after(v, SystemTime::now()));
        let text = match resp.text().await {
            Ok(t) => t,
            Err(e) => return (Some(status), Attempt::Transient(self.transport_error(&e), None, None)),
        };
        let url = self.url.clone();
        let a = match status {
            200..=299 => match parse_reply(&text) {
                Ok(reply) => Attempt::Done(reply, text),
                Err(reason) => Attempt::Fatal(LlmError::BadResponse { url, reason }, Some(text)),
            },
            401 | 403 => Attempt::Fatal(LlmError::Unauthorized { url, env: self.key_env.clone(), status }, Some(text)),
            429 => Attempt::Transient(LlmError::RateLimited { url, retry_after_ms: None }, retry_after, Some(text)),
            408 | 500..=599 => {
                Attempt::Transient(LlmError::Http { url, status, body: excerpt(&text) }, retry_after, Some(text))
            }
            _ => Attempt::Fatal(LlmError::Http { url, status, body: excerpt(&text) }, Some(text)),
        };
        (Some(status), a)
    }

    fn transport_error(&self, e: &reqwest::Error) -> LlmError {
        if e.is_timeout() {
            LlmError::Timeout { url: self.url.clone(), ms: self.cfg.timeout_ms }
        } else {
            let mut reason = e.to_string();
            let mut src = std::error::Error::source(e);
            while let Some(s) = src {
                reason.push_str(": ");
                reason.push_str(&s.to_string());
                src = s.source();
            }
            LlmError::Unreachable { url: self.url.clone(), reason }
        }
    }
}

enum Attempt {
    Done(ChatReply, String),
    Fatal(LlmError, Option<String>),
    Transient(LlmError, Option<Duration>, Option<String>),
}

fn redact_err(c: &LlmClient, e: LlmError) -> LlmError {
    match e {
        LlmError::Http { url, status, body } => LlmError::Http { url, status, body: c.redact(&body) },
        LlmError::Unreachable { url, reason } => LlmError::Unreachable { url, reason: c.redact(&reason) },
        LlmError::BadResponse { url, reason } => LlmError::BadResponse { url, reason: c.redact(&reason) },
        other => other,
    }
}

fn excerpt(s: &str) -> String {
    let mut end = s.len().min(500);
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    s[..end].to_string()
}

/// Parses a chat-completions response body.
pub fn parse_reply(text: &str) -> Result<ChatReply, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| format!("response is not JSON: {e}"))?;
    let choice = v.get("choices").and_then(|c| c.get(0)).ok_or_else(|| "response has no choices[0]".to_string())?;
    let msg = choice.get("message").ok_or_else(|| "choices[0] has no message".to_string())?;
    let s = |x: Option<&Value>| x.and_then(|y| y.as_str()).map(str::to_string);
    Ok(ChatReply {
        content: s(msg.get("content")),
        refusal: s(msg.get("refusal")).filter(|r| !r.is_empty()),
        finish_reason: s(choice.get("finish_reason")),
        model: s(v.get("model")),
        usage: v.get("usage").cloned(),
    })
}

/// Parses a Retry-After value: delay-seconds or an HTTP date (RFC 9110 section 10.2.3).
pub fn parse_retry_after(v: &str, now: SystemTime) -> Option<Duration> {
    let v = v.trim();
    if let Ok(s) = v.parse::<u64>() {
        return Some(Duration::from_secs(s));
    }
    if let Ok(s) = v.parse::<f64>() {
        return (s.is_finite() && s >= 0.0).then(|| Duration::from_secs_f64(s));
    }
    let at = httpdate::parse_http_date(v).ok()?;
    Some(at.duration_since(now).unwrap_or(Duration::ZERO))
}

/// Exponential backoff with full jitter: uniform in [cap/2, cap] where
/// cap = min(max, base * 2^attempt).
pub fn backoff(attempt: u32, base_ms: u64, max_ms: u64, rng: &mut impl Rng) -> Duration {
    let cap = base_ms.saturating_mul(1u64 << attempt.min(30)).min(max_ms).max(1);
    Duration::from_millis(rng.random_range(cap / 2..=cap))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn retry_after_reads_seconds_and_http_dates() {
        let now = SystemTime::UNIX_EPOCH + Duration::from_secs(1_445_412_480);
        assert_eq!(parse_retry_after("7", now), Some(Duration::from_secs(7)));
        assert_eq!(parse_retry_after("0.5", now), Some(Duration::from_millis(500)));
        // 21 Oct 2015 07:28:00 GMT is 1445412480; ten seconds later:
        assert_eq!(parse_retry_after("Wed, 21 Oct 2015 07:28:10 GMT", now), Some(Duration::from_secs(10)));
        assert_eq!(parse_retry_after("Wed, 21 Oct 2015 07:27:00 GMT", now), Some(Duration::ZERO));
        assert_eq!(parse_retry_after("soon", now), None);
    }

    #[test]
    fn backoff_grows_exponentially_with_jitter_and_a_cap() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        for a in 0..8 {
            let cap = (100u64 << a).min(1000);
            let d = backoff(a, 100, 1000, &mut rng).as_millis() as u64;
            assert!(d >= cap / 2 && d <= cap, "attempt {a}: {d} outside {}..={cap}", cap / 2);
        }
    }

    #[test]
    fn secrets_are_scrubbed_whole_and_in_pieces() {
        let k = Secret::new("sk-test-0123456789abcdef".into()).unwrap();
        assert_eq!(format!("{k:?}"), "[REDACTED]");
        let t = k.redact("key sk-test-0123456789abcdef and echo sk-test-01****cdef and 3456789abcd");
        assert!(!t.contains("sk-test-0123456789abcdef"));
        assert!(!t.contains("3456789a"), "{t}");
    }

    #[test]
    fn replies_are_parsed_with_refusals_and_finish_reasons() {
        let r = parse_reply(r#"{"model":"m","choices":[{"message":{"role":"assistant","content":null,"refusal":"I can't"},"finish_reason":"stop"}]}"#).unwrap();
        assert_eq!(r.refusal.as_deref(), Some("I can't"));
        assert_eq!(r.content, None);
        assert!(parse_reply("{}").is_err());
    }
}
