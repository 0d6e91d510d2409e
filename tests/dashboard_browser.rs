//! The dashboard in a real browser: headless Chromium driven over W3C WebDriver (chromedriver)
//! against `aide run` on the simulated robot, in a scene with two things to drink from. Open
//! the page, enter the token, answer when no question is open (refused), ask for something to
//! drink, answer the robot's question on the page, see the tool grounded, press stop and see
//! the controlled stop. Skips, saying why, only when chromium or
//! chromedriver is not installed (tools/test.sh installs them).
//!
//! `AIDE_UPDATE_SCREENSHOT=1` copies the screenshot to docs/dashboard.png.

#[path = "support/api_service.rs"]
mod api_service;
#[allow(dead_code)]
#[path = "support/child.rs"]
mod child;

use api_service::{ApiService, TOKEN};
use serde_json::{json, Value};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// A chromedriver process and one headless Chromium session on it.
struct Browser {
    driver: Child,
    base: String,
    session: String,
    http: reqwest::Client,
    rt: tokio::runtime::Runtime,
}

impl Browser {
    fn start() -> Browser {
        let port = free_port();
        let driver = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver");
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        let mut b = Browser {
            driver,
            base: format!("http://127.0.0.1:{port}"),
            session: String::new(),
            http: reqwest::Client::new(),
            rt,
        };
        b.wait_ready();
        let caps = json!({"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": {
            "binary": CHROMIUM,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1300,1000"]
        }}}});
        let v = b.call("POST", "/session", Some(caps));
        b.session = v["sessionId"].as_str().unwrap_or_else(|| panic!("no session: {v}")).to_string();
        b
    }

    fn wait_ready(&self) {
        let end = Instant::now() + Duration::from_secs(20);
        while Instant::now() < end {
            let ok = self.rt.block_on(self.http.get(format!("{}/status", self.base)).send()).is_ok();
            if ok {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        panic!("chromedriver did not answer within 20 s");
    }

    /// One WebDriver call; returns its `value`.
    fn call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let url = format!("{}{path}", self.base);
        let mut req = self.http.request(method.parse().unwrap(), url);
        if let Some(b) = body {
            req = req.json(&b);
        }
        let v: Value = self.rt.block_on(async {
            let r = req.send().await.unwrap_or_else(|e| panic!("webdriver {method} {path}: {e}"));
            r.json::<Value>().await.unwrap_or_else(|e| panic!("webdriver reply to {method} {path}: {e}"))
        });
        if v["value"]["error"].is_string() {
            panic!("webdriver {method} {path}: {}", v["value"]);
        }
        v["value"].clone()
    }

    fn s(&self, path: &str) -> String {
        format!("/session/{}{path}", self.session)
    }

    fn goto(&self, url: &str) {
        self.call("POST", &self.s("/url"), Some(json!({"url": url})));
    }

    fn element(&self, css: &str) -> String {
        let v = self.call("POST", &self.s("/element"), Some(json!({"using": "css selector", "value": css})));
        v.as_object().and_then(|o| o.values().next()).and_then(|e| e.as_str()).expect("element id").to_string()
    }

    /// Replaces the field's text with `text`.
    fn type_into(&self, css: &str, text: &str) {
        let e = self.element(css);
        self.call("POST", &self.s(&format!("/element/{e}/clear")), Some(json!({})));
        self.call("POST", &self.s(&format!("/element/{e}/value")), Some(json!({"text": text})));
    }

    fn click(&self, css: &str) {
        let e = self.element(css);
        self.call("POST", &self.s(&format!("/element/{e}/click")), Some(json!({})));
    }

    fn text(&self, css: &str) -> String {
        let e = self.element(css);
        self.call("GET", &self.s(&format!("/element/{e}/text")), None).as_str().unwrap_or("").to_string()
    }

    fn script(&self, js: &str) -> Value {
        self.call("POST", &self.s("/execute/sync"), Some(json!({"script": js, "args": []})))
    }

    /// Waits until the text of `css` satisfies `pred`; returns it.
    fn wait_text(&self, css: &str, within: Duration, pred: impl Fn(&str) -> bool) -> String {
        let end = Instant::now() + within;
        let mut last = String::new();
        while Instant::now() < end {
            last = self.text(css);
            if pred(&last) {
                return last;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
        panic!("`{css}` never as expected within {within:?}; last text: `{last}`");
    }

    fn screenshot(&self) -> Vec<u8> {
        use base64::Engine;
        let b64 = self.call("GET", &self.s("/screenshot"), None);
        base64::engine::general_purpose::STANDARD.decode(b64.as_str().unwrap()).unwrap()
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let url = format!("{}/session/{}", self.base, self.session);
            let _ = self.rt.block_on(self.http.delete(url).send());
        }
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

#[test]
fn the_dashboard_in_chromium_answers_the_robots_question_sees_the_tool_grounded_and_stops_the_arm() {
    let missing: Vec<_> = [CHROMIUM, CHROMEDRIVER].into_iter().filter(|p| !std::path::Path::new(p).exists()).collect();
    if !missing.is_empty() {
        println!(
            "SKIPPED: {} not installed (apt-get install chromium chromium-driver; tools/test.sh does)",
            missing.join(" and ")
        );
        return;
    }
    // Two things to drink from in view, and every wrong guess dear: the robot asks.
    let aide = ApiService::start(&[
        "--set",
        "sim.scene=\"tests/data/scenes/two_vessels.toml\"",
        "--set",
        "ask.wrong_cost=1000.0",
        "--set",
        "ask.wait_s=60.0",
    ]);
    let b = Browser::start();
    b.goto(&format!("{}/", aide.base));
    assert_eq!(b.text("#health"), "not connected");

    b.type_into("#token", "not-the-token-0123456789");
    b.click("#login-button");
    b.wait_text("#health", Duration::from_secs(5), |t| t == "token refused");

    b.type_into("#token", TOKEN);
    b.click("#login-button");
    b.wait_text("#health", Duration::from_secs(10), |t| t == "connected");
    assert_eq!(b.script("return sessionStorage.getItem('aide-api-token')"), json!(TOKEN), "kept for the session");

    b.type_into("#answer-text", "the blue one");
    b.click("#answer-send");
    b.wait_text("#reply", Duration::from_secs(5), |t| t == "no open question");

    b.type_into("#instruction", "I could do with something to drink");
    b.click("#submit");
    let question = b.wait_text("#question-text", Duration::from_secs(60), |t| t != "none open");
    let choices = b.script("return [...document.querySelectorAll('#choices button')].map(b => b.textContent)");
    assert_eq!(choices.as_array().map(Vec::len), Some(2), "a button per option for `{question}`: {choices}");
    b.type_into("#answer-text", "the first one");
    b.click("#answer-send");
    b.wait_text("#question-text", Duration::from_secs(10), |t| t == "none open");
    assert_eq!(b.script("return document.getElementById('answer-text').value"), json!(""), "a taken answer is cleared");
    let tool = b.wait_text("#tool", Duration::from_secs(90), |t| t != "-");
    let st = aide.get("/api/status").json();
    assert!(tool.starts_with(st["task"]["tool"].as_str().unwrap()), "page `{tool}`, status {st}");
    // The chosen tool's box is drawn in its colour (#3ddc84) over the frame.
    let green = "const c = document.getElementById('live'); \
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data; let n = 0; \
        for (let i = 0; i < d.length; i += 4) if (d[i] === 0x3d && d[i + 1] === 0xdc && d[i + 2] === 0x84) n++; \
        return frameImg !== null && scene.detections.some(d => d.chosen) ? n : -1";
    let end = Instant::now() + Duration::from_secs(5);
    let mut pixels = b.script(green);
    while pixels.as_i64().unwrap_or(-1) < 100 && Instant::now() < end {
        std::thread::sleep(Duration::from_millis(200));
        pixels = b.script(green);
    }
    assert!(pixels.as_i64().unwrap_or(-1) >= 100, "the frame with the chosen tool's box: {pixels} box pixels");
    let png = b.screenshot();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let shot = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("dashboard.png");
    std::fs::write(&shot, &png).unwrap();
    if std::env::var_os("AIDE_UPDATE_SCREENSHOT").is_some() {
        std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/dashboard.png"), &png).unwrap();
    }
    println!("screenshot: {}", shot.display());
    b.wait_text("#events", Duration::from_secs(5), |t| t.contains("new task: \"I could do with something to drink\""));
    let st = aide.get("/api/status").json();
    assert_eq!(st["task"]["answers"], json!(["the first one"]), "the page's answer reached the robot: {st}");

    b.click("#stop");
    let safety = b.wait_text("#safety", Duration::from_secs(5), |t| t.starts_with("stopped"));
    assert!(safety.contains("stop requested by the operator") && safety.contains("[operator stop]"), "{safety}");
    let st = aide.get("/api/status").json();
    assert_eq!(st["robot"]["stop_cause"], "e_stop");
    assert_eq!(st["task"]["outcome"], "cancelled", "{st}");
    b.wait_text("#events", Duration::from_secs(5), |t| t.contains("operator: stop"));
}
