//! The operator API of `aide run` over HTTP: without the right token nothing is answered and
//! nothing changes; bad requests get JSON errors naming the problem; a task runs through it,
//! the stop brings the arm to a controlled stop and the event stream reports what happens.

#[path = "support/api_service.rs"]
mod api_service;
#[allow(dead_code)]
#[path = "support/child.rs"]
mod child;

use api_service::{ApiService, TOKEN};
use serde_json::json;
use std::time::Duration;

const COMMANDS: &[&str] = &["/api/task", "/api/answer", "/api/cancel", "/api/stop"];

#[test]
fn requests_without_the_right_token_get_401_and_change_nothing() {
    let s = ApiService::start(&[]);
    let body = || Some(json!({"instruction": "I am thirsty", "answer": "yes"}).to_string().into_bytes());
    for token in [None, Some("wrong-token-0123456789abcdef"), Some("test-token-0123456789abcde")] {
        for path in COMMANDS {
            let r = s.request("POST", path, token, body());
            assert_eq!(r.status, 401, "{path} with {token:?}: {}", r.body);
            assert!(r.json()["error"].as_str().unwrap().contains("bearer token"), "{}", r.body);
        }
        for path in ["/api/status", "/api/events", "/metrics", "/api/scene", "/api/frame.jpg"] {
            assert_eq!(s.request("GET", path, token, None).status, 401, "{path}");
        }
    }
    let st = s.get("/api/status").json();
    assert!(st["task"]["instruction"].is_null(), "no task started: {st}");
    assert_eq!(st["robot"]["operator_stop"], false, "no stop engaged: {st}");
    // The service's log lines reach this test through a reader thread: wait for them.
    s.wait_log("missing bearer token", Duration::from_secs(5));
    s.wait_log("wrong bearer token", Duration::from_secs(5));
    assert!(!s.log_text().contains(TOKEN), "the token is never logged");
    // The dashboard page and the description are public.
    assert_eq!(s.request("GET", "/", None, None).status, 200);
    assert_eq!(s.request("GET", "/api/openapi.json", None, None).json()["openapi"], "3.1.0");
}

#[test]
fn bad_requests_get_json_errors_naming_the_problem() {
    let s = ApiService::start(&["--set", "api.max_body_bytes=1024", "--set", "api.max_text_chars=50"]);
    let raw = |path: &str, body: &[u8]| s.request("POST", path, Some(TOKEN), Some(body.to_vec()));
    let cases: Vec<(api_service::Reply, u16, &str)> = vec![
        (raw("/api/task", b"{\"instruction\": "), 400, "incomplete JSON"),
        (raw("/api/task", b"\xff\xfe not json"), 400, "not valid JSON"),
        (raw("/api/task", b"{\"text\": \"hi\"}"), 400, "expected fields"),
        (raw("/api/task", &vec![b' '; 5000]), 413, "larger than 1024 bytes (api.max_body_bytes)"),
        (s.post("/api/task", json!({"instruction": "   "})), 422, "the instruction is empty"),
        (s.post("/api/task", json!({"instruction": "x".repeat(51)})), 422, "51 characters long; at most 50"),
        (s.post("/api/answer", json!({"answer": "the blue one"})), 409, "no open question"),
        (s.get("/api/nothing-here"), 404, "no such route"),
    ];
    for (r, status, needle) in cases {
        assert_eq!(r.status, status, "{}", r.body);
        let msg = r.json()["error"].as_str().unwrap().to_string();
        assert!(msg.contains(needle), "`{msg}` should say `{needle}`");
        assert!(!msg.contains("xxxxxxxxxx"), "input is not echoed: {msg}");
    }
    assert!(s.get("/api/status").json()["open_question"].is_null());
    let line = s.wait_log("\"outcome\":\"no open question\"", Duration::from_secs(2));
    assert!(line.contains("operator command refused") && line.contains("\"command\":\"answer\""), "{line}");
}

#[test]
fn a_task_through_the_api_is_grounded_and_the_stop_is_a_controlled_stop() {
    let s = ApiService::start(&[]);
    let events = s.open_events();
    assert_eq!(s.post("/api/task", json!({"instruction": "I am thirsty"})).status, 200);
    let st = s.wait_status("grounded", Duration::from_secs(90), |v| v["task"]["tool"].is_string());
    let scene = s.get("/api/scene").json();
    let chosen: Vec<_> = scene["detections"].as_array().unwrap().iter().filter(|d| d["chosen"] == true).collect();
    assert_eq!(chosen.len(), 1, "the chosen tool is marked in the scene: {scene}");
    assert_eq!(chosen[0]["track_id"], st["task"]["tool_track"]);
    let frame = s.request("GET", "/api/frame.jpg", Some(TOKEN), None);
    assert_eq!(frame.status, 200);

    assert_eq!(s.post("/api/stop", json!({})).status, 200);
    let st = s.wait_status("stopped", Duration::from_secs(5), |v| v["robot"]["mode"] == "stopped");
    assert_eq!(st["robot"]["stop_cause"], "e_stop", "{st}");
    assert_eq!(st["robot"]["operator_stop"], true);
    let metrics = s.get("/metrics").body;
    assert!(metrics.contains("aide_arm_stopped 1") && metrics.contains("aide_operator_stop 1"), "{metrics}");
    let seen = s.read_events(events, Duration::from_secs(3));
    assert!(seen.contains("event: task") && seen.contains("new task: \\\"I am thirsty\\\""), "{seen}");
    assert!(seen.contains("event: decision") && seen.contains("event: operator"), "{seen}");
    assert!(s.log_text().contains("\"command\":\"stop\",\"outcome\":\"done\""), "the stop is logged with its outcome");

    // A new task releases the operator's stop.
    assert_eq!(s.post("/api/task", json!({"instruction": "I am thirsty"})).status, 200);
    let st = s.wait_status("tracking again", Duration::from_secs(10), |v| v["robot"]["mode"] == "tracking");
    // With the API, its event stream and the dashboard's routes busy, the control step has
    // still not allocated (the service counts allocations inside every step).
    assert!(st["control"]["cycles"].as_u64().unwrap() > 500, "{st}");
    assert_eq!(st["control"]["allocations_counted"], true, "the service counts allocations: {st}");
    assert_eq!(st["control"]["step_allocations"], 0, "{st}");
    assert!(s.get("/metrics").body.contains("aide_control_step_allocations 0"));
}

#[test]
fn slow_and_stalled_clients_hold_up_neither_the_api_nor_the_control_socket() {
    use std::io::{BufRead, BufReader, Write};
    let s = ApiService::start(&["--set", "api.max_event_streams=4"]);
    let addr = s.base.trim_start_matches("http://").to_string();
    // Clients that send half a request and stall, and clients that send nothing at all.
    let mut stalled = Vec::new();
    for i in 0..24 {
        let mut c = std::net::TcpStream::connect(&addr).unwrap();
        if i % 2 == 0 {
            c.write_all(b"GET /api/status HTTP/1.1\r\nHost: robot\r\nAuthorization: Bea").unwrap();
        }
        stalled.push(c);
    }
    // Event streams nobody reads, one more than allowed.
    let streams: Vec<_> = (0..4).map(|_| s.open_events()).collect();
    let over = s.request("GET", "/api/events", Some(TOKEN), None);
    assert_eq!(over.status, 503, "a fifth event stream is refused: {}", over.body);
    assert!(over.json()["error"].as_str().unwrap().contains("api.max_event_streams"), "{}", over.body);
    // Control-socket clients that stall mid-line, or send bytes that are not UTF-8.
    let sock = s.state_dir.join("aide.sock");
    let mut idle = Vec::new();
    for i in 0..8 {
        let mut c = std::os::unix::net::UnixStream::connect(&sock).unwrap();
        c.write_all(if i % 2 == 0 { b"stat".as_slice() } else { b"\xff\xfe\xfd".as_slice() }).unwrap();
        idle.push(c);
    }
    // Meanwhile everyone else is answered at once.
    let t0 = std::time::Instant::now();
    for _ in 0..5 {
        assert_eq!(s.get("/api/status").status, 200);
    }
    let mut c = std::os::unix::net::UnixStream::connect(&sock).unwrap();
    c.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    c.write_all(b"status\n").unwrap();
    let mut line = String::new();
    BufReader::new(&c).read_line(&mut line).unwrap();
    let st: serde_json::Value = serde_json::from_str(&line).unwrap();
    assert_eq!(st["healthy"], true, "{st}");
    assert!(t0.elapsed() < Duration::from_secs(10), "answered beside the stalled clients in {:?}", t0.elapsed());
    drop((stalled, streams, idle));
}
