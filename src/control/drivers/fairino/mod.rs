//! FAIRINO FR3 arm over Ethernet: XML-RPC commands on port 20003 and a real-time state
//! feed (CNDE on 20005, or the legacy packet on 20004). See docs/hardware-protocols.md.
//!
//! Two I/O threads own the sockets:
//! * the RPC thread streams `ServoJ` every `cmd_t` with the newest set-point, and runs
//!   `ServoMoveStart` / `ServoMoveEnd` / `StopMotion` / `MoveJ` on request;
//! * the feed thread decodes state frames and publishes the newest sample.
//!
//! The control thread only touches wait-free triple buffers and atomics: `command` writes
//! the newest set-point, `read` copies the newest sample and checks the links' health.
//! Both reconnect on their own after `reconnect_s`; after a reconnection `ServoJ`
//! streaming resumes only with a set-point written after the link came back.

pub mod feed;
mod feed_thread;
mod rpc_thread;
pub mod xmlrpc;

use super::link::{LinkError, LinkHealth, LinkStats};
use super::{Arm, ArmFeedback, DeviceName, DriverError, ErrorText};
use crate::config::Config;
use crate::control::types::{Joints, DOF};
use crate::types::clock::now_ns;
use feed::{FeedSample, Framing};
use feed_thread::feed_thread;
use rpc_thread::rpc_thread;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use xmlrpc::RpcClient;

/// Meaning of a controller / SDK error code (robot_error.h of the FAIRINO C++ SDK 3.9.5).
pub fn error_meaning(code: i64) -> &'static str {
    match code {
        0 => "success",
        -1 => "other error",
        -2 => "network communication abnormal",
        -3 => "XML-RPC communication failed",
        -4 => "XML-RPC command execution failed",
        3 => "number of parameters inconsistent",
        4 => "parameter value out of range",
        8 => "trajectory file failed to open",
        14 => "command failed to execute",
        18 => "a program is running",
        25 => "computation failed",
        28 => "inverse kinematics failed",
        29 => "joint value exceeds its limit (ServoJ joint overrun)",
        30 => "non-resettable fault: power off and restart the control box",
        38 => "singular pose",
        64 => "command not queued",
        76 => "wait timed out",
        99 => "safety stop",
        112 => "target pose cannot be reached",
        _ => "unknown error code",
    }
}

/// Error code the SDK defines for a ServoJ target outside the joint limits.
pub const ERR_SERVOJ_JOINT_OVERRUN: i32 = 29;
/// Error code the SDK defines for a parameter out of range.
pub const ERR_PARAM_VALUE: i32 = 4;
/// Error code the SDK defines for a command that failed to execute.
pub const ERR_EXECUTION_FAILED: i32 = 14;
/// Error code the SDK defines for a safety stop (also used for the e-stop flag).
pub const ERR_SAFETY_STOP: i32 = 99;

/// Connection settings, from `[arm.fairino]`.
#[derive(Debug, Clone)]
pub struct FairinoOptions {
    pub host: String,
    pub rpc_port: u16,
    pub state_port: u16,
    pub framing: Framing,
    pub state_period_ms: u16,
    pub cmd_t: f64,
    /// Largest joint step one ServoJ may command (degrees): each joint's speed limit times
    /// `cmd_t`. After a stall of the streaming thread the set-point may have moved further;
    /// the stream then walks toward it at this rate instead of sending a step the controller
    /// refuses (or executes as a jerk).
    pub max_step_deg: [f64; DOF],
    pub rpc_timeout: Duration,
    pub feed_timeout: Duration,
    pub reconnect: Duration,
}

impl FairinoOptions {
    pub fn from_config(cfg: &Config) -> Self {
        let f = &cfg.arm.fairino;
        FairinoOptions {
            host: f.host.clone(),
            rpc_port: f.rpc_port,
            state_port: f.state_port,
            framing: if f.state_feed == "legacy" { Framing::Legacy } else { Framing::Cnde },
            state_period_ms: f.state_period_ms.min(u16::MAX as u64) as u16,
            cmd_t: f.cmd_t,
            max_step_deg: std::array::from_fn(|i| {
                cfg.arm.joints.get(i).map_or(f64::INFINITY, |j| j.max_velocity.to_degrees() * f.cmd_t)
            }),
            rpc_timeout: Duration::from_millis(f.rpc_timeout_ms),
            feed_timeout: Duration::from_millis(f.feed_timeout_ms),
            reconnect: Duration::from_secs_f64(f.reconnect_s),
        }
    }
}

#[derive(Debug, Clone, Copy, Default)]
struct SetPoint {
    q_deg: [f64; DOF],
    seq: u64,
}

#[derive(Debug, Clone, Copy, Default)]
struct FeedSnap {
    sample: FeedSample,
    stamp_ns: u64,
    valid: bool,
}

enum Request {
    Start(SyncSender<Result<Joints, DriverError>>),
    /// Re-arm streaming after a lost link and re-read the joints; the answer goes to the
    /// RPC thread's resync reply channel (created once, so the control step never allocates).
    Resync,
    Stop(SyncSender<Result<(), DriverError>>),
    MoveJ {
        q_deg: [f64; DOF],
        vel_pct: f64,
        reply: SyncSender<Result<(), DriverError>>,
    },
}

struct Shared {
    stop: AtomicBool,
    rpc: LinkHealth,
    feed: LinkHealth,
    /// The control side asked for streaming (start without stop).
    streaming_wanted: AtomicBool,
    /// ServoMoveStart succeeded on the current connection.
    servo_active: AtomicBool,
    /// Non-zero code of the last ServoJ / streaming call; cleared by a success.
    servo_error: AtomicI64,
    servoj_sent: AtomicU64,
}

/// The FR3 driver.
pub struct FairinoArm {
    name: DeviceName,
    rpc_name: DeviceName,
    feed_name: DeviceName,
    opts: FairinoOptions,
    shared: Arc<Shared>,
    set_in: triple_buffer::Input<SetPoint>,
    feed_out: triple_buffer::Output<FeedSnap>,
    req_tx: SyncSender<Request>,
    resync_rx: Receiver<Result<Joints, DriverError>>,
    /// A `Request::Resync` is queued or running.
    resync_pending: bool,
    threads: Vec<JoinHandle<()>>,
    seq: u64,
    /// The controller error last reported, formatted once: a fault that persists is reported
    /// every control cycle by cloning this, not by formatting it again.
    controller_fault: Option<(i32, i32, ErrorText)>,
}

fn deg(q: &Joints) -> [f64; DOF] {
    q.map(f64::to_degrees)
}

impl FairinoArm {
    /// Starts the I/O threads (they connect in the background and keep reconnecting).
    pub fn new(opts: FairinoOptions) -> Result<Self, DriverError> {
        let name: DeviceName = format!("fairino FR3 {}", opts.host).into();
        let client = RpcClient::new(&opts.host, opts.rpc_port, opts.rpc_timeout)
            .map_err(|source| DriverError::Io { device: name.clone(), source })?;
        let shared = Arc::new(Shared {
            stop: AtomicBool::new(false),
            rpc: LinkHealth::default(),
            feed: LinkHealth::default(),
            streaming_wanted: AtomicBool::new(false),
            servo_active: AtomicBool::new(false),
            servo_error: AtomicI64::new(0),
            servoj_sent: AtomicU64::new(0),
        });
        let (set_in, set_out) = triple_buffer::triple_buffer(&SetPoint::default());
        let (feed_in, feed_out) = triple_buffer::triple_buffer(&FeedSnap::default());
        let (req_tx, req_rx) = mpsc::sync_channel(4);
        let (resync_tx, resync_rx) = mpsc::sync_channel(1);
        let spawn_err = |source| DriverError::Io { device: name.clone(), source };
        let rpc = {
            let (sh, o) = (shared.clone(), opts.clone());
            std::thread::Builder::new()
                .name("fairino-rpc".into())
                .spawn(move || rpc_thread(sh, o, client, set_out, req_rx, resync_tx))
                .map_err(spawn_err)?
        };
        let feed = {
            let (sh, o) = (shared.clone(), opts.clone());
            std::thread::Builder::new()
                .name("fairino-feed".into())
                .spawn(move || feed_thread(sh, o, feed_in))
                .map_err(spawn_err)?
        };
        Ok(FairinoArm {
            rpc_name: format!("{name} XML-RPC :{}", opts.rpc_port).into(),
            feed_name: format!("{name} state feed :{}", opts.state_port).into(),
            name,
            opts,
            shared,
            set_in,
            feed_out,
            req_tx,
            resync_rx,
            resync_pending: false,
            threads: vec![rpc, feed],
            seq: 0,
            controller_fault: None,
        })
    }

    pub fn from_config(cfg: &Config) -> Result<Self, DriverError> {
        Self::new(FairinoOptions::from_config(cfg))
    }

    /// Health of the XML-RPC link (ServoJ answers count as frames; faults carry the code).
    pub fn rpc_stats(&self) -> LinkStats {
        self.shared.rpc.snapshot()
    }

    /// Health of the state feed (checksum / tail errors count as CRC errors).
    pub fn feed_stats(&self) -> LinkStats {
        self.shared.feed.snapshot()
    }

    /// ServoJ calls answered so far.
    pub fn servoj_sent(&self) -> u64 {
        self.shared.servoj_sent.load(Ordering::Relaxed)
    }

    /// The message for controller error (`main`, `sub`): formatted when the code changes,
    /// shared while it persists.
    fn controller_fault_text(&mut self, main: i32, sub: i32) -> ErrorText {
        match &self.controller_fault {
            Some((m, s, text)) if *m == main && *s == sub => text.clone(),
            _ => {
                let text: ErrorText = format!("controller error main_code {main} sub_code {sub}").into();
                self.controller_fault = Some((main, sub, text.clone()));
                text
            }
        }
    }

    fn start_timeout(&self) -> Duration {
        self.opts.rpc_timeout * 6 + self.opts.reconnect + self.opts.feed_timeout * 3 + Duration::from_millis(500)
    }

    fn request<T>(
        &self,
        make: impl FnOnce(SyncSender<Result<T, DriverError>>) -> Request,
        timeout: Duration,
        what: &str,
    ) -> Result<T, DriverError> {
        let (tx, rx) = mpsc::sync_channel(1);
        self.req_tx.try_send(make(tx)).map_err(|_| DriverError::Rejected {
            device: self.name.clone(),
            reason: format!("{what}: the command queue is full or the I/O thread is gone").into(),
        })?;
        rx.recv_timeout(timeout).map_err(|_| DriverError::Timeout {
            device: self.rpc_name.clone(),
            what: what.to_string().into(),
            timeout_ms: timeout.as_millis() as u64,
        })?
    }

    /// Point-to-point joint move (`MoveJ`), blocking until the controller accepted it.
    /// Not for the control loop: it is for homing before streaming starts.
    pub fn move_j(&mut self, q: &Joints, vel_pct: f64) -> Result<(), DriverError> {
        if q.iter().any(|x| !x.is_finite()) || !(0.0..=100.0).contains(&vel_pct) {
            return Err(DriverError::Rejected {
                device: self.name.clone(),
                reason: format!("MoveJ needs finite joints and a speed of 0..100 %, got {q:?} at {vel_pct}").into(),
            });
        }
        let q_deg = deg(q);
        let t = self.start_timeout();
        self.request(|reply| Request::MoveJ { q_deg, vel_pct, reply }, t, "MoveJ")
    }
}

impl Arm for FairinoArm {
    fn start(&mut self) -> Result<Joints, DriverError> {
        let deadline = Instant::now() + self.start_timeout();
        let q = self.request(Request::Start, self.start_timeout(), "ServoMoveStart")?;
        // Wait (bounded) for the state feed so the first `read` of the control loop works.
        loop {
            let snap = *self.feed_out.read();
            if snap.valid && self.shared.feed.is_connected() {
                return Ok(q);
            }
            if Instant::now() >= deadline {
                return Err(DriverError::Timeout {
                    device: self.feed_name.clone(),
                    what: "first state sample".into(),
                    timeout_ms: self.start_timeout().as_millis() as u64,
                });
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    /// Never waits: while the XML-RPC link is down it reports that (the RPC thread keeps
    /// reconnecting on its own); once it is up it queues one `Resync` for the RPC thread and
    /// polls for its answer on later calls.
    fn resync(&mut self) -> Result<Option<Joints>, DriverError> {
        if self.resync_pending {
            return match self.resync_rx.try_recv() {
                Ok(r) => {
                    self.resync_pending = false;
                    r.map(Some)
                }
                Err(mpsc::TryRecvError::Empty) => Ok(None),
                Err(mpsc::TryRecvError::Disconnected) => {
                    self.resync_pending = false;
                    Err(DriverError::Disconnected { device: self.rpc_name.clone() })
                }
            };
        }
        if !self.shared.rpc.is_connected() {
            return Err(DriverError::Disconnected { device: self.rpc_name.clone() });
        }
        // An answer left over from an attempt the control side gave up on is stale.
        while self.resync_rx.try_recv().is_ok() {}
        match self.req_tx.try_send(Request::Resync) {
            Ok(()) => self.resync_pending = true,
            // The queue is busy (a MoveJ or stop): ask again next cycle.
            Err(mpsc::TrySendError::Full(_)) => {}
            Err(mpsc::TrySendError::Disconnected(_)) => {
                return Err(DriverError::Disconnected { device: self.rpc_name.clone() })
            }
        }
        Ok(None)
    }

    fn read(&mut self) -> Result<ArmFeedback, DriverError> {
        let snap = *self.feed_out.read();
        if !self.shared.feed.is_connected() {
            return Err(DriverError::Disconnected { device: self.feed_name.clone() });
        }
        let age = now_ns().saturating_sub(snap.stamp_ns);
        if !snap.valid || age > self.opts.feed_timeout.as_nanos() as u64 {
            return Err(DriverError::Timeout {
                device: self.feed_name.clone(),
                what: "state sample".into(),
                timeout_ms: self.opts.feed_timeout.as_millis() as u64,
            });
        }
        let rpc = self.shared.rpc.snapshot();
        if !rpc.connected {
            return Err(match rpc.last_error {
                LinkError::Timeout => DriverError::Timeout {
                    device: self.rpc_name.clone(),
                    what: "XML-RPC answer".into(),
                    timeout_ms: self.opts.rpc_timeout.as_millis() as u64,
                },
                _ => DriverError::Disconnected { device: self.rpc_name.clone() },
            });
        }
        let code = self.shared.servo_error.load(Ordering::Acquire);
        if code != 0 {
            return Err(DriverError::Fault { device: self.name.clone(), code, message: error_meaning(code).into() });
        }
        let s = snap.sample;
        if s.estop {
            return Err(DriverError::Fault {
                device: self.name.clone(),
                code: ERR_SAFETY_STOP as i64,
                message: "emergency stop pressed".into(),
            });
        }
        if s.main_code != 0 {
            let message = self.controller_fault_text(s.main_code, s.sub_code);
            return Err(DriverError::Fault { device: self.name.clone(), code: s.main_code as i64, message });
        }
        Ok(ArmFeedback { q: s.q_deg.map(f64::to_radians), stamp_ns: snap.stamp_ns })
    }

    fn command(&mut self, q: &Joints) -> Result<(), DriverError> {
        if q.iter().any(|x| !x.is_finite()) {
            return Err(DriverError::Rejected {
                device: self.name.clone(),
                reason: "non-finite joint set-point".into(),
            });
        }
        if !self.shared.rpc.is_connected() {
            return Err(DriverError::Disconnected { device: self.rpc_name.clone() });
        }
        if !self.shared.streaming_wanted.load(Ordering::Acquire) {
            return Err(DriverError::Rejected {
                device: self.name.clone(),
                reason: "ServoJ streaming is not started (call start first)".into(),
            });
        }
        self.seq += 1;
        self.set_in.write(SetPoint { q_deg: deg(q), seq: self.seq });
        Ok(())
    }

    fn stop(&mut self) -> Result<(), DriverError> {
        let t = self.start_timeout();
        self.request(Request::Stop, t, "StopMotion")
    }

    fn name(&self) -> &str {
        &self.name
    }

    fn link_stats(&self) -> Option<LinkStats> {
        let (r, f) = (self.shared.rpc.snapshot(), self.shared.feed.snapshot());
        Some(LinkStats {
            connected: r.connected && f.connected,
            last_error: if r.last_error != LinkError::None { r.last_error } else { f.last_error },
            fault_code: r.fault_code,
            frames: f.frames,
            crc_errors: f.crc_errors,
            timeouts: r.timeouts + f.timeouts,
            reconnects: r.reconnects + f.reconnects,
        })
    }
}

impl Drop for FairinoArm {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Release);
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

/// `from` moved toward `to` by at most `max_step` per joint.
fn step_toward(from: &[f64; DOF], to: &[f64; DOF], max_step: &[f64; DOF]) -> [f64; DOF] {
    std::array::from_fn(|i| from[i] + (to[i] - from[i]).clamp(-max_step[i], max_step[i]))
}
