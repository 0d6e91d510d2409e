//! `aide run`: the service around the [`Runtime`]. Signals (SIGTERM/SIGINT: controlled stop;
//! SIGHUP: reload), sd-notify (READY, WATCHDOG while healthy, STATUS, RELOADING, STOPPING),
//! periodic status, and a local control socket (`task TEXT`, `cancel`, `status`).

use super::build;
use super::commands::{self, Command, Origin};
use super::notify::Notifier;
use super::supervisor::{Runtime, RuntimeOptions, ShutdownSummary};
use crate::api::ApiServer;
use crate::config::{self, Config};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncWriteExt, BufReader};
use tokio::net::UnixListener;
use tokio::signal::unix::{signal, SignalKind};

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ServiceError {
    #[error(transparent)]
    Runtime(#[from] super::RuntimeError),
    #[error(transparent)]
    Build(#[from] build::BuildError),
    #[error("{what}: {source}")]
    Io {
        what: String,
        #[source]
        source: std::io::Error,
    },
}

/// Where the service's configuration came from, so SIGHUP can read it again.
#[derive(Debug, Clone)]
pub struct ConfigSource {
    pub file: Option<PathBuf>,
    pub overrides: Vec<String>,
}

impl ConfigSource {
    pub fn load(&self) -> Result<Config, config::ConfigError> {
        match &self.file {
            Some(p) => config::load_file(p, &self.overrides),
            None => config::load_str(config::DEFAULT_TOML, "<embedded default>", &self.overrides),
        }
    }
}

/// Options of `aide run`.
#[derive(Debug, Clone, Default)]
pub struct ServeOptions {
    /// Start with this task.
    pub instruction: Option<String>,
    /// Exit (code 0) once the first task ends.
    pub exit_after_task: bool,
    /// Control socket path; `None`: `<state_dir>/aide.sock`.
    pub socket: Option<PathBuf>,
    /// Record the decision stream to this MCAP file.
    pub record: Option<PathBuf>,
}

/// Runs the service until SIGTERM/SIGINT (or the first task's end with `exit_after_task`).
pub async fn serve(source: ConfigSource, cfg: Config, opts: ServeOptions) -> Result<ShutdownSummary, ServiceError> {
    let notifier = Notifier::from_env();
    log_effective_config(&source, &cfg);
    let state_dir = cfg.state_dir();
    std::fs::create_dir_all(&state_dir).map_err(|e| ServiceError::Io {
        what: format!("creating state directory {}", state_dir.display()),
        source: e,
    })?;
    let runtime = Arc::new(start_runtime(&cfg, &opts).await?);

    let socket_path = opts.socket.clone().unwrap_or_else(|| state_dir.join("aide.sock"));
    let _ = std::fs::remove_file(&socket_path);
    let listener = UnixListener::bind(&socket_path).map_err(|e| ServiceError::Io {
        what: format!("binding control socket {}", socket_path.display()),
        source: e,
    })?;
    let mut signals = Signals::install()?;
    let mut ticks = Ticks::new(&cfg, &notifier);
    let api = start_api(&cfg, &state_dir, &runtime).await;
    let mut svc = Service { notifier, runtime, current: cfg, was_healthy: true, api };

    svc.notifier.ready(&status_line(&svc.runtime));
    tracing::info!(socket = %socket_path.display(), "aide is up");

    loop {
        tokio::select! {
            _ = signals.term.recv() => { tracing::info!("SIGTERM: controlled stop"); break; }
            _ = signals.int.recv() => { tracing::info!("SIGINT: controlled stop"); break; }
            _ = signals.hup.recv() => svc.reload(&source),
            _ = ticks.status.tick() => svc.status(),
            _ = ticks.watchdog.tick() => svc.watchdog(),
            _ = ticks.events.tick() => {
                if svc.events(opts.exit_after_task) {
                    break;
                }
            }
            conn = listener.accept() => {
                if let Ok((stream, _)) = conn {
                    let rt = svc.runtime.clone();
                    tokio::spawn(async move { handle_client(stream, rt).await });
                }
            }
        }
    }
    svc.stop(&socket_path).await
}

/// Starts the operator API when enabled. A failure (port taken, unreadable token file) is
/// logged naming the key and the service runs on without it: the robot does not depend on it.
async fn start_api(cfg: &Config, state_dir: &std::path::Path, rt: &Arc<Runtime>) -> Option<ApiServer> {
    if !cfg.api.enabled {
        return None;
    }
    match ApiServer::start(&cfg.api, state_dir, rt).await {
        Ok(api) => {
            tracing::info!(url = %format!("http://{}/", api.addr), token = %api.token_source, "operator API and dashboard listening");
            Some(api)
        }
        Err(e) => {
            tracing::error!(error = %e, "operator API not started; the robot runs without it");
            None
        }
    }
}

/// Logs where the configuration came from, its fingerprint and the keys that differ from the
/// embedded default (`aide config show` prints the whole).
fn log_effective_config(source: &ConfigSource, cfg: &Config) {
    let file = source.file.as_ref().map_or("<embedded default>".to_string(), |p| p.display().to_string());
    let changed = config::diffs(&Config::embedded_default(), cfg);
    let changed = if changed.is_empty() { "none".to_string() } else { changed.join(", ") };
    tracing::info!(file = %file, hash = %config::fingerprint(cfg), differs_from_default = %changed, "effective configuration (aide config show prints it whole)");
}

/// Builds and starts the runtime (on a blocking thread: start-up loads models and opens
/// devices).
async fn start_runtime(cfg: &Config, opts: &ServeOptions) -> Result<Runtime, ServiceError> {
    let started_cfg = cfg.clone();
    let rt_opts =
        RuntimeOptions { instruction: opts.instruction.clone(), record: opts.record.clone(), ..Default::default() };
    let runtime = tokio::task::spawn_blocking(move || build::start(started_cfg, rt_opts))
        .await
        .map_err(|e| ServiceError::Io { what: "start-up task".into(), source: std::io::Error::other(e) })??;
    Ok(runtime)
}

/// The signals the service answers.
struct Signals {
    term: tokio::signal::unix::Signal,
    int: tokio::signal::unix::Signal,
    hup: tokio::signal::unix::Signal,
}

impl Signals {
    fn install() -> Result<Signals, ServiceError> {
        let sig = |k: SignalKind, name: &str| {
            signal(k).map_err(|e| ServiceError::Io { what: format!("installing {name} handler"), source: e })
        };
        let term = sig(SignalKind::terminate(), "SIGTERM")?;
        let int = sig(SignalKind::interrupt(), "SIGINT")?;
        let hup = sig(SignalKind::hangup(), "SIGHUP")?;
        Ok(Signals { term, int, hup })
    }
}

/// The service's periodic work: status lines, watchdog pings, control events.
struct Ticks {
    status: tokio::time::Interval,
    watchdog: tokio::time::Interval,
    events: tokio::time::Interval,
}

impl Ticks {
    fn new(cfg: &Config, notifier: &Notifier) -> Ticks {
        let status_every = Duration::from_secs_f64(cfg.runtime.status_interval_s);
        let status = tokio::time::interval(status_every);
        // Ping the watchdog at half its period, but only while the control thread is healthy.
        let wd_period = notifier.watchdog_period().map(|p| p / 2).unwrap_or(Duration::from_secs(1));
        let watchdog = tokio::time::interval(wd_period);
        let events = tokio::time::interval(Duration::from_millis(200));
        Ticks { status, watchdog, events }
    }
}

/// The running service: the runtime, the configuration in force and the watchdog's view.
struct Service {
    notifier: Notifier,
    runtime: Arc<Runtime>,
    current: Config,
    was_healthy: bool,
    api: Option<ApiServer>,
}

impl Service {
    /// SIGHUP: reads the configuration again and applies what can change live.
    fn reload(&mut self, source: &ConfigSource) {
        self.notifier.reloading();
        match source.load() {
            Ok(new) => {
                let live = config::live_changes(&self.current, &new);
                let restart = config::restart_changes(&self.current, &new);
                if !restart.is_empty() {
                    tracing::warn!(keys = %restart.join(", "), "reload: these keys changed but need a restart; the running values stay");
                }
                let applied = keep_restart_only(&self.current, &new);
                self.runtime.apply_live(applied.clone());
                tracing::info!(keys = %if live.is_empty() { "none".to_string() } else { live.join(", ") }, "reload: applied");
                self.current = applied;
            }
            Err(e) => {
                for line in e.issues() {
                    tracing::error!(reason = %line, "reload rejected; the last good configuration stays in force");
                }
            }
        }
        self.notifier.reloaded(&status_line(&self.runtime));
    }

    fn status(&self) {
        let line = status_line(&self.runtime);
        self.notifier.status(&line);
        tracing::info!(status = %line, "status");
    }

    /// Pings the watchdog while healthy; says once why not when that ends.
    fn watchdog(&mut self) {
        let healthy = self.runtime.healthy();
        if healthy {
            self.notifier.watchdog();
        } else if self.was_healthy {
            let f = self.runtime.driver_faults();
            match (&f.arm, &f.gripper) {
                (None, None) => {
                    tracing::error!("unhealthy: control or decision loop stalled; withholding the watchdog ping")
                }
                _ => {
                    tracing::error!(arm = %f.arm.as_deref().unwrap_or("ok"), gripper = %f.gripper.as_deref().unwrap_or("ok"), "unhealthy: driver fault; the arm is stopped; withholding the watchdog ping")
                }
            }
        }
        self.was_healthy = healthy;
    }

    /// Logs the control events; true when the service should exit (the task ended and
    /// `exit_after_task`).
    fn events(&self, exit_after_task: bool) -> bool {
        for ev in self.runtime.control_events() {
            log_control_event(&ev);
            if let Some(api) = &self.api {
                api.events.control(&ev);
            }
        }
        if exit_after_task && self.runtime.status().outcome.is_some() {
            let st = self.runtime.status();
            tracing::info!(outcome = %st.outcome.map_or("none".to_string(), |o| o.to_string()), tool = %st.tool.as_deref().unwrap_or("none"), esr = st.score.esr(), "task ended; exiting as asked");
            return true;
        }
        false
    }

    /// Controlled stop of the runtime; removes the socket.
    async fn stop(self, socket_path: &std::path::Path) -> Result<ShutdownSummary, ServiceError> {
        self.notifier.stopping("stopping: decelerating the arm");
        let _ = std::fs::remove_file(socket_path);
        if let Some(api) = &self.api {
            api.stop();
        }
        let timeout = Duration::from_secs_f64(self.current.runtime.shutdown_timeout_s);
        let rt = match Arc::try_unwrap(self.runtime) {
            Ok(rt) => rt,
            Err(shared) => {
                // A client connection still holds it: give it a moment, then insist.
                tokio::time::sleep(Duration::from_millis(50)).await;
                Arc::try_unwrap(shared)
                    .map_err(|_| super::RuntimeError::Stop("runtime still in use by a client".into()))?
            }
        };
        let kb = rt.knowledge();
        let summary = tokio::task::spawn_blocking(move || rt.shutdown(timeout))
            .await
            .map_err(|e| ServiceError::Io { what: "shutdown task".into(), source: std::io::Error::other(e) })??;
        log_summary(&summary);
        // The arm is stopped: fold the plans learned this run into the index (the log keeps
        // them if this fails or is cut short).
        self.notifier.stopping("stopping: folding learned plans into the index");
        match tokio::task::spawn_blocking(move || kb.fold_plan_log()).await {
            Ok(Err(e)) => tracing::warn!("learned plans stay in the plan log: {e}"),
            Err(e) => tracing::warn!("learned plans stay in the plan log: {e}"),
            Ok(Ok(())) => {}
        }
        Ok(summary)
    }
}

/// The reloaded configuration with the running values of restart-only keys kept.
fn keep_restart_only(current: &Config, new: &Config) -> Config {
    let mut applied = new.clone();
    applied.runtime.state_dir = current.runtime.state_dir.clone();
    applied.runtime.io_threads = current.runtime.io_threads;
    applied.control.realtime = current.control.realtime;
    applied.control.priority = current.control.priority;
    applied.control.lock_memory = current.control.lock_memory;
    applied.arm = current.arm.clone();
    applied.gripper = current.gripper.clone();
    applied.camera = current.camera.clone();
    applied.perception = current.perception.clone();
    applied.sim = current.sim.clone();
    applied.knowledge = current.knowledge.clone();
    applied.llm = current.llm.clone();
    applied.api = current.api.clone();
    applied
}

fn log_summary(summary: &ShutdownSummary) {
    tracing::info!(
        took_ms = summary.took.as_millis() as u64,
        control_rate_hz = summary.control.rate_hz,
        control_p99_jitter_us = summary.control.jitter_p99_us,
        control_missed = summary.control.missed,
        peak_decel_ratio = summary.report.peak_deceleration_ratio,
        stop_ms = summary.report.stop_duration.as_millis() as u64,
        decision_rate_hz = summary.decision.rate_hz,
        decision_p99_us = summary.decision.p99_us,
        "stopped"
    );
}

/// Logs a control-thread event as one line: driver faults as errors (they stop the arm),
/// other stops, rejections and misses as warnings, the rest as information.
fn log_control_event(ev: &crate::control::ControlEvent) {
    use crate::control::EventKind;
    match ev.kind {
        EventKind::DriverError { device, text } => {
            tracing::error!(%device, cause = %text, cycle = ev.cycle, "driver fault: {ev}")
        }
        _ if ev.is_warning() => tracing::warn!(cycle = ev.cycle, "{ev}"),
        _ => tracing::info!(cycle = ev.cycle, "{ev}"),
    }
}

/// One line a person can read in `systemctl status aide`.
pub fn status_line(rt: &Runtime) -> String {
    let faults = rt.driver_faults();
    let mut prefix = String::new();
    if let Some(f) = &faults.arm {
        prefix.push_str(&format!("ARM FAULT, stopped: {f} | "));
    }
    if let Some(f) = &faults.gripper {
        prefix.push_str(&format!("GRIPPER FAULT, stopped: {f} | "));
    }
    let st = rt.status();
    let c = rt.control_stats();
    let d = rt.decision_stats();
    let task = match (&st.instruction, st.outcome) {
        (None, _) => "idle".to_string(),
        (Some(i), None) if st.open_question.is_some() => format!(
            "\"{i}\": ASKING \"{}\" (aide answer TEXT)",
            st.open_question.as_ref().map(|q| clip(&q.text, 200)).unwrap_or_default()
        ),
        (Some(i), Some(o)) => format!("\"{i}\": {o}"),
        (Some(i), None) => format!(
            "\"{i}\": {} via {}{}{}",
            st.phase.unwrap_or(crate::decide::motion::Phase::Search),
            st.stream.unwrap_or(crate::decide::Stream::Adm),
            st.tool.as_ref().map(|t| format!(", tool {t}")).unwrap_or_default(),
            st.exploring.as_ref().map(|e| format!(", exploring {e}")).unwrap_or_default(),
        ),
    };
    // The slow stream: which reasoner planned last, and why the offline one did.
    let slow = match (&st.fallback, st.plan_stream) {
        (Some(f), _) => format!(" | {}", clip(f, 160)),
        (None, Some(s)) => format!(" | plan via {s}"),
        (None, None) => String::new(),
    };
    format!(
        "{prefix}{task} | control {:.0} Hz jitter p99 {:.0} us missed {} | decide {:.1} Hz p99 {:.0} us | perception age {:.0} ms (p95 {:.0} ms){slow}",
        c.rate_hz, c.jitter_p99_us, c.missed, d.rate_hz, d.p99_us, st.perception_age_ms, d.perception_age_p95_ms
    )
}

fn clip(s: &str, max_chars: usize) -> String {
    match s.char_indices().nth(max_chars) {
        Some((i, _)) => format!("{}...", &s[..i]),
        None => s.to_string(),
    }
}

/// Longest request line the control socket reads, bytes (a task's text fits many times over).
const MAX_LINE: usize = 4096;
/// How long a client may take to send one line before the connection is closed.
const LINE_TIMEOUT: Duration = Duration::from_secs(30);

/// One request line from the socket, or why there is none.
enum Request {
    Line(String),
    TooLong,
    NotUtf8,
    TimedOut,
    Closed,
}

/// Reads one line of at most [`MAX_LINE`] bytes; a longer one is drained to its end (so the
/// next request starts clean) and refused, and its bytes are never kept or echoed.
async fn read_request<R: tokio::io::AsyncBufRead + Unpin>(r: &mut R) -> Request {
    use tokio::io::AsyncBufReadExt;
    let mut buf = Vec::with_capacity(256);
    let mut too_long = false;
    let read = async {
        loop {
            let chunk = match r.fill_buf().await {
                Ok([]) => return if buf.is_empty() && !too_long { None } else { Some(()) },
                Ok(c) => c,
                Err(_) => return None,
            };
            let (take, done) = match chunk.iter().position(|&b| b == b'\n') {
                Some(n) => (n + 1, true),
                None => (chunk.len(), false),
            };
            if !too_long && buf.len() + take <= MAX_LINE + 1 {
                buf.extend_from_slice(&chunk[..take]);
            } else {
                too_long = true;
                buf.clear();
            }
            r.consume(take);
            if done {
                return Some(());
            }
        }
    };
    match tokio::time::timeout(LINE_TIMEOUT, read).await {
        Err(_) => Request::TimedOut,
        Ok(None) => Request::Closed,
        Ok(Some(())) if too_long => Request::TooLong,
        Ok(Some(())) => match String::from_utf8(buf) {
            Ok(line) => Request::Line(line),
            Err(_) => Request::NotUtf8,
        },
    }
}

async fn handle_client(stream: tokio::net::UnixStream, rt: Arc<Runtime>) {
    let (r, mut w) = stream.into_split();
    let mut r = BufReader::new(r);
    loop {
        let reply = match read_request(&mut r).await {
            Request::Line(line) => answer(&rt, line.trim()),
            Request::TooLong => format!("error: request line longer than {MAX_LINE} bytes (ignored)"),
            Request::NotUtf8 => "error: request is not UTF-8 text (ignored)".to_string(),
            Request::TimedOut | Request::Closed => break,
        };
        if w.write_all(format!("{reply}\n").as_bytes()).await.is_err() {
            break;
        }
    }
}

/// The reply to one request line. An unknown command is named by its first word only, cut
/// to a few characters: input is never echoed back whole.
fn answer(rt: &Runtime, line: &str) -> String {
    let cmd = match line {
        "status" => return status_json(rt),
        "cancel" => Command::Cancel,
        "stop" => Command::Stop,
        _ => match (line.strip_prefix("task "), line.strip_prefix("answer ")) {
            (Some(text), _) => Command::Task(text.to_string()),
            (_, Some(text)) => Command::Answer(text.to_string()),
            _ => return unknown_command(line),
        },
    };
    match commands::execute(rt, cmd, Origin::Socket, rt.config().api.max_text_chars) {
        Ok(()) => "ok".to_string(),
        Err(e) => format!("error: {e}"),
    }
}

/// The error for a line that is no command: its first word, cut to 16 printable characters.
fn unknown_command(line: &str) -> String {
    let word: String =
        line.split_whitespace().next().unwrap_or("").chars().filter(|c| c.is_ascii_graphic()).take(16).collect();
    format!("error: unknown command `{word}` (expected: task TEXT | cancel | stop | answer TEXT | status)")
}

fn status_json(rt: &Runtime) -> String {
    status_report(rt).to_string()
}

/// The status the socket's `status` and the API's `GET /api/status` answer: the task (stream,
/// target, phase, notes), the loops' rates, the perception's age, the safety state with the
/// last stop's cause, and the open question.
pub fn status_report(rt: &Runtime) -> serde_json::Value {
    let st = rt.status();
    let robot = rt.robot_state();
    serde_json::json!({
        "status": status_line(rt),
        "open_question": st.open_question,
        "task": st,
        "control": rt.control_stats(),
        "decision": rt.decision_stats(),
        "faults": rt.driver_faults(),
        "robot": {
            "mode": robot.mode,
            "stop_cause": robot.stop_cause,
            "stop_cause_text": robot.stop_cause.map(|c| c.to_string()),
            "operator_stop": rt.operator_stopped(),
            "gripper": robot.gripper,
        },
        "frames": rt.frames(),
        "uptime_s": rt.uptime().as_secs_f64(),
        "healthy": rt.healthy(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn requests(input: &[u8]) -> Vec<String> {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        rt.block_on(async {
            let mut r = BufReader::new(input);
            let mut out = Vec::new();
            loop {
                match read_request(&mut r).await {
                    Request::Line(l) => out.push(format!("line {}", l.trim())),
                    Request::TooLong => out.push("too long".into()),
                    Request::NotUtf8 => out.push("not utf-8".into()),
                    Request::TimedOut => out.push("timed out".into()),
                    Request::Closed => break,
                }
            }
            out
        })
    }

    #[test]
    fn an_oversized_line_is_refused_and_the_next_request_still_read() {
        let mut input = vec![b'x'; 5 * 1024 * 1024];
        input.extend_from_slice(b"\nstatus\n");
        assert_eq!(requests(&input), vec!["too long", "line status"]);
    }

    #[test]
    fn invalid_utf8_is_refused_without_closing_the_connection() {
        assert_eq!(requests(b"task \xff\xfe\ncancel\n"), vec!["not utf-8", "line cancel"]);
    }

    #[test]
    fn a_line_at_the_limit_is_read_and_a_last_line_needs_no_newline() {
        let mut input = vec![b'a'; MAX_LINE];
        input.extend_from_slice(b"\nstatus");
        let got = requests(&input);
        assert_eq!(got.len(), 2);
        assert_eq!(got[1], "line status");
    }

    #[test]
    fn an_unknown_command_is_named_by_a_short_word_never_echoed_whole() {
        let reply = unknown_command(&format!("{}xyz secret-token-123", "A".repeat(1000)));
        assert!(reply.contains(&format!("`{}`", "A".repeat(16))), "{reply}");
        assert!(!reply.contains("secret-token") && !reply.contains("xyz") && reply.len() < 120, "{reply}");
        assert!(unknown_command("st\u{1b}[2Jatus").contains("`st[2Jatus`"), "control characters are dropped");
    }
}
