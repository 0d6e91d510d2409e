//! A scripted OpenAI-compatible chat-completions server on loopback, for tests.
//!
//! Plain tokio TcpListener and hand-written HTTP/1.1 (one request per connection,
//! `Connection: close`). A test gives a handler that maps (request number, request) to a
//! [`Reply`]; every request is recorded for assertions.

#![allow(dead_code)]

use serde_json::{json, Value};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// What the server does with one request.
#[derive(Debug, Clone)]
pub enum Reply {
    /// Status, extra headers, body.
    Http(u16, Vec<(String, String)>, String),
    /// Reads the request, then never answers (keeps the connection open).
    Hang,
    /// Answers with the inner reply after a delay (a slow model).
    Delayed(Duration, Box<Reply>),
}

impl Reply {
    /// A 200 chat completion whose message content is `content`.
    pub fn content(content: &str) -> Reply {
        Reply::chat(Some(content), None, "stop")
    }

    pub fn chat(content: Option<&str>, refusal: Option<&str>, finish: &str) -> Reply {
        let body = json!({
            "id": "chatcmpl-scripted",
            "object": "chat.completion",
            "model": "scripted",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content, "refusal": refusal}, "finish_reason": finish}],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}
        });
        Reply::Http(200, vec![], body.to_string())
    }

    pub fn json(v: &Value) -> Reply {
        Reply::content(&v.to_string())
    }

    pub fn status(code: u16, body: &str) -> Reply {
        Reply::Http(code, vec![], body.to_string())
    }
}

/// One request as the server saw it.
#[derive(Debug, Clone)]
pub struct Recorded {
    pub at: Instant,
    pub path: String,
    pub headers: Vec<(String, String)>,
    pub body: Value,
}

impl Recorded {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    /// The `json_schema.name` of the requested response format (the MSI stage).
    pub fn schema_name(&self) -> &str {
        self.body["response_format"]["json_schema"]["name"].as_str().unwrap_or("")
    }

    pub fn schema(&self) -> &Value {
        &self.body["response_format"]["json_schema"]["schema"]
    }

    /// All text parts of all messages, joined.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for m in self.body["messages"].as_array().into_iter().flatten() {
            match &m["content"] {
                Value::String(s) => out.push_str(s),
                Value::Array(parts) => {
                    for p in parts {
                        if let Some(t) = p["text"].as_str() {
                            out.push_str(t);
                        }
                    }
                }
                _ => {}
            }
            out.push('\n');
        }
        out
    }

    /// URLs of all image parts.
    pub fn image_urls(&self) -> Vec<String> {
        let mut out = Vec::new();
        for m in self.body["messages"].as_array().into_iter().flatten() {
            for p in m["content"].as_array().into_iter().flatten() {
                if p["type"] == "image_url" {
                    out.push(p["image_url"]["url"].as_str().unwrap_or("").to_string());
                }
            }
        }
        out
    }
}

type Handler = dyn Fn(usize, &Recorded) -> Reply + Send + Sync;

pub struct ScriptedLlm {
    pub addr: std::net::SocketAddr,
    requests: Arc<Mutex<Vec<Recorded>>>,
}

impl ScriptedLlm {
    /// Starts the server on 127.0.0.1 (an ephemeral port) on the current runtime.
    pub async fn start(handler: impl Fn(usize, &Recorded) -> Reply + Send + Sync + 'static) -> ScriptedLlm {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind loopback");
        let addr = listener.local_addr().expect("local addr");
        let requests = Arc::new(Mutex::new(Vec::new()));
        let handler: Arc<Handler> = Arc::new(handler);
        let reqs = requests.clone();
        tokio::spawn(async move {
            loop {
                let Ok((sock, _)) = listener.accept().await else {
                    return;
                };
                let (h, r) = (handler.clone(), reqs.clone());
                tokio::spawn(async move {
                    let _ = serve(sock, h, r).await;
                });
            }
        });
        ScriptedLlm { addr, requests }
    }

    pub fn base_url(&self) -> String {
        format!("http://{}/v1", self.addr)
    }

    pub fn requests(&self) -> Vec<Recorded> {
        self.requests.lock().unwrap().clone()
    }

    pub fn count(&self) -> usize {
        self.requests.lock().unwrap().len()
    }
}

async fn serve(mut sock: TcpStream, handler: Arc<Handler>, reqs: Arc<Mutex<Vec<Recorded>>>) -> std::io::Result<()> {
    let mut buf = Vec::new();
    let mut chunk = [0u8; 8192];
    let head_end = loop {
        let n = sock.read(&mut chunk).await?;
        if n == 0 {
            return Ok(());
        }
        buf.extend_from_slice(&chunk[..n]);
        if let Some(p) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            break p + 4;
        }
    };
    let head = String::from_utf8_lossy(&buf[..head_end]).to_string();
    let mut lines = head.split("\r\n");
    let request_line = lines.next().unwrap_or("");
    let path = request_line.split(' ').nth(1).unwrap_or("").to_string();
    let headers: Vec<(String, String)> =
        lines.filter_map(|l| l.split_once(':').map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))).collect();
    let len: usize = headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("content-length"))
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or(0);
    while buf.len() < head_end + len {
        let n = sock.read(&mut chunk).await?;
        if n == 0 {
            break;
        }
        buf.extend_from_slice(&chunk[..n]);
    }
    let body: Value = serde_json::from_slice(&buf[head_end..(head_end + len).min(buf.len())]).unwrap_or(Value::Null);
    let rec = Recorded { at: Instant::now(), path, headers, body };
    let n = {
        let mut r = reqs.lock().unwrap();
        r.push(rec.clone());
        r.len() - 1
    };
    let mut reply = handler(n, &rec);
    while let Reply::Delayed(d, inner) = reply {
        tokio::time::sleep(d).await;
        reply = *inner;
    }
    match reply {
        Reply::Delayed(..) => Ok(()),
        Reply::Hang => {
            tokio::time::sleep(Duration::from_secs(600)).await;
            Ok(())
        }
        Reply::Http(status, extra, body) => {
            let reason = match status {
                200 => "OK",
                401 => "Unauthorized",
                429 => "Too Many Requests",
                500 => "Internal Server Error",
                _ => "Status",
            };
            let mut resp = format!(
                "HTTP/1.1 {status} {reason}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n",
                body.len()
            );
            for (k, v) in extra {
                resp.push_str(&format!("{k}: {v}\r\n"));
            }
            resp.push_str("\r\n");
            resp.push_str(&body);
            sock.write_all(resp.as_bytes()).await?;
            sock.shutdown().await
        }
    }
}
