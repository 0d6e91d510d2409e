//! `aide run` on the embedded simulated default with its operator API on a free local port and
//! a known token, for the API and browser tests; plain HTTP requests to it.

#![allow(dead_code)]

use super::child;
use std::process::{Child, Command};
use std::time::{Duration, Instant};

pub const TOKEN: &str = "test-token-0123456789abcdef";

pub struct ApiService {
    child: Child,
    log: child::Log,
    /// `http://127.0.0.1:PORT`
    pub base: String,
    pub state_dir: std::path::PathBuf,
    http: reqwest::Client,
    rt: tokio::runtime::Runtime,
    _dir: tempfile::TempDir,
}

/// A reply: status code and body text.
pub struct Reply {
    pub status: u16,
    pub body: String,
}

impl Reply {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }
}

impl ApiService {
    pub fn start(extra: &[&str]) -> ApiService {
        let dir = tempfile::tempdir().unwrap();
        let state = dir.path().join("state");
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_aide"));
        cmd.args(["run", "--log-format", "json", "--set"])
            .arg(format!("runtime.state_dir=\"{}\"", state.display()))
            .args(["--set", "api.listen=\"127.0.0.1:0\"", "--set"])
            .arg(child::shared_index_setting())
            .args(["--set", "knowledge.persist_plans=false"])
            .args(extra)
            .env("AIDE_API_TOKEN", TOKEN);
        let (child, log) = child::spawn_service(&mut cmd, &dir.path().join("no-notify.sock"));
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        let mut s = ApiService {
            child,
            log,
            base: String::new(),
            state_dir: state,
            http: reqwest::Client::new(),
            rt,
            _dir: dir,
        };
        let line = s.wait_log("operator API and dashboard listening", Duration::from_secs(120));
        let v: serde_json::Value = serde_json::from_str(&line).unwrap();
        let url = v["url"].as_str().or(v["fields"]["url"].as_str()).unwrap_or_else(|| panic!("no url in {line}"));
        s.base = url.trim_end_matches('/').to_string();
        s
    }

    pub fn log_text(&self) -> String {
        self.log.lock().unwrap().join("\n")
    }

    pub fn wait_log(&self, needle: &str, within: Duration) -> String {
        child::wait_log(&self.log, needle, within)
    }

    /// `method path` with `token` as the bearer (none: no Authorization header) and `body`.
    pub fn request(&self, method: &str, path: &str, token: Option<&str>, body: Option<Vec<u8>>) -> Reply {
        let url = format!("{}{path}", self.base);
        let mut req = self.http.request(method.parse().unwrap(), url);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        if let Some(b) = body {
            req = req.header("content-type", "application/json").body(b);
        }
        self.rt.block_on(async {
            let r = req.send().await.expect("request");
            let status = r.status().as_u16();
            Reply { status, body: r.text().await.unwrap_or_default() }
        })
    }

    pub fn get(&self, path: &str) -> Reply {
        self.request("GET", path, Some(TOKEN), None)
    }

    pub fn post(&self, path: &str, body: serde_json::Value) -> Reply {
        self.request("POST", path, Some(TOKEN), Some(body.to_string().into_bytes()))
    }

    /// Opens the event stream (`GET /api/events`).
    pub fn open_events(&self) -> reqwest::Response {
        let url = format!("{}/api/events", self.base);
        let r = self.rt.block_on(self.http.get(url).bearer_auth(TOKEN).send()).expect("event stream");
        assert_eq!(r.status().as_u16(), 200);
        r
    }

    /// The event stream's text received within `within`.
    pub fn read_events(&self, mut r: reqwest::Response, within: Duration) -> String {
        let mut text = String::new();
        self.rt.block_on(async {
            let end = tokio::time::Instant::now() + within;
            while let Ok(Ok(Some(chunk))) = tokio::time::timeout_at(end, r.chunk()).await {
                text.push_str(&String::from_utf8_lossy(&chunk));
            }
        });
        text
    }

    /// Polls the status until `pred` holds.
    pub fn wait_status(
        &self,
        what: &str,
        within: Duration,
        pred: impl Fn(&serde_json::Value) -> bool,
    ) -> serde_json::Value {
        let end = Instant::now() + within;
        let mut last = serde_json::Value::Null;
        while Instant::now() < end {
            last = self.get("/api/status").json();
            if pred(&last) {
                return last;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        panic!("not {what} within {within:?}; status: {last}");
    }
}

impl Drop for ApiService {
    fn drop(&mut self) {
        child::reap(&mut self.child);
    }
}
