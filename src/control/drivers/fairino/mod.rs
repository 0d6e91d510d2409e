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
pub mod xmlrpc;

use super::link::{sleep_unless, sleep_until_unless, LinkError, LinkHealth, LinkStats};
use super::{Arm, ArmFeedback, DeviceName, DriverError, ErrorText};
use crate::config::Config;
use crate::control::types::{Joints, DOF};
use crate::runtime::clock::now_ns;
use feed::{cnde_type, Deframed, Deframer, FeedSample, Framing};
use std::io::{Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use xmlrpc::{RpcClient, RpcError, Value};

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

// ---------------------------------------------------------------------------------------
// RPC thread

struct Rpc<'a> {
    sh: &'a Shared,
    client: RpcClient,
    device: DeviceName,
}

impl Rpc<'_> {
    /// One call; updates the link health. Transport errors drop the connection.
    fn call(&mut self, method: &str, params: &[Value]) -> Result<Value, DriverError> {
        match self.client.call(method, params) {
            Ok(v) => {
                self.sh.rpc.frame_ok();
                Ok(v)
            }
            Err(RpcError::Fault { code, message }) => {
                self.sh.rpc.frame_ok();
                Err(DriverError::Fault { device: self.device.clone(), code, message: message.into() })
            }
            Err(RpcError::Timeout(ms)) => {
                self.sh.rpc.timeout();
                self.lost(LinkError::Timeout);
                Err(DriverError::Timeout {
                    device: self.device.clone(),
                    what: method.to_string().into(),
                    timeout_ms: ms,
                })
            }
            Err(RpcError::Io(source)) => {
                self.lost(LinkError::Disconnected);
                Err(DriverError::Io { device: self.device.clone(), source })
            }
            Err(e @ (RpcError::Http(_) | RpcError::Xml(_))) => {
                self.sh.rpc.crc_error();
                Err(DriverError::Protocol { device: self.device.clone(), detail: format!("{method}: {e}").into() })
            }
        }
    }

    fn lost(&mut self, why: LinkError) {
        self.client.disconnect();
        self.sh.rpc.down(why);
        self.sh.servo_active.store(false, Ordering::Release);
    }

    /// A call whose answer is an SDK error code (0 = success).
    fn call_code(&mut self, method: &str, params: &[Value]) -> Result<(), DriverError> {
        let v = self.call(method, params)?;
        match v.as_i64() {
            Some(0) => Ok(()),
            Some(code) => {
                Err(DriverError::Fault { device: self.device.clone(), code, message: error_meaning(code).into() })
            }
            None => Err(DriverError::Protocol {
                device: self.device.clone(),
                detail: format!("{method} answered {v:?}, expected an int").into(),
            }),
        }
    }

    fn servo_start(&mut self) -> Result<(), DriverError> {
        self.call_code("ServoMoveStart", &[])?;
        self.sh.servo_active.store(true, Ordering::Release);
        Ok(())
    }

    fn actual_joints_deg(&mut self) -> Result<[f64; DOF], DriverError> {
        let v = self.call("GetActualJointPosDegree", &[Value::Int(1)])?;
        let a = v.as_array().unwrap_or(&[]);
        let code = a.first().and_then(Value::as_i64);
        match code {
            Some(0) if a.len() == 7 => {
                let mut q = [0.0; DOF];
                for (o, x) in q.iter_mut().zip(&a[1..]) {
                    *o = x.as_f64().unwrap_or(f64::NAN);
                }
                if q.iter().all(|x| x.is_finite()) {
                    return Ok(q);
                }
                Err(DriverError::Protocol {
                    device: self.device.clone(),
                    detail: format!("GetActualJointPosDegree answered {v:?}").into(),
                })
            }
            Some(c) if c != 0 => {
                Err(DriverError::Fault { device: self.device.clone(), code: c, message: error_meaning(c).into() })
            }
            _ => Err(DriverError::Protocol {
                device: self.device.clone(),
                detail: format!("GetActualJointPosDegree answered {v:?}").into(),
            }),
        }
    }

    /// Streaming armed on this connection (ServoMoveStart unless the reconnection already
    /// did it) and the measured joints, rad.
    fn arm_streaming(&mut self) -> Result<Joints, DriverError> {
        if !self.sh.servo_active.load(Ordering::Acquire) {
            self.servo_start()?;
        }
        let q = self.actual_joints_deg()?;
        self.sh.streaming_wanted.store(true, Ordering::Release);
        self.sh.servo_error.store(0, Ordering::Release);
        self.sh.rpc.set_fault(0);
        Ok(q.map(f64::to_radians))
    }

    fn handle(&mut self, req: Request, opts: &FairinoOptions, resync_reply: &SyncSender<Result<Joints, DriverError>>) {
        if !self.client.is_connected() && self.client.connect().is_ok() {
            self.sh.rpc.up();
        }
        match req {
            Request::Start(reply) => {
                let r = (|| {
                    self.servo_start()?;
                    let q = self.actual_joints_deg()?;
                    self.sh.streaming_wanted.store(true, Ordering::Release);
                    self.sh.servo_error.store(0, Ordering::Release);
                    Ok(q.map(f64::to_radians))
                })();
                let _ = reply.try_send(r);
            }
            Request::Resync => {
                let r = self.arm_streaming();
                match &r {
                    Ok(q) => {
                        tracing::info!(device = %self.device, q_deg = ?q.map(f64::to_degrees), "re-synchronised: streaming from the measured joints")
                    }
                    Err(e) => {
                        tracing::warn!(device = %self.device, error = %e, "re-synchronisation failed; the control thread will retry")
                    }
                }
                let _ = resync_reply.try_send(r);
            }
            Request::Stop(reply) => {
                self.sh.streaming_wanted.store(false, Ordering::Release);
                let end = if self.sh.servo_active.swap(false, Ordering::AcqRel) {
                    self.call_code("ServoMoveEnd", &[])
                } else {
                    Ok(())
                };
                let stop = self.call_code("StopMotion", &[]);
                let _ = reply.try_send(stop.and(end));
            }
            Request::MoveJ { q_deg, vel_pct, reply } => {
                let r = (|| {
                    // As the SDK does: the Cartesian target comes from the controller's own
                    // forward kinematics of the joint target.
                    let fk = self.call("GetForwardKin", &[Value::doubles(&q_deg)])?;
                    let a = fk.as_array().unwrap_or(&[]);
                    let code = a.first().and_then(Value::as_i64).unwrap_or(-1);
                    if code != 0 || a.len() != 7 {
                        return Err(DriverError::Fault {
                            device: self.device.clone(),
                            code,
                            message: format!("GetForwardKin: {}", error_meaning(code)).into(),
                        });
                    }
                    let desc: Vec<f64> = a[1..].iter().map(|x| x.as_f64().unwrap_or(0.0)).collect();
                    let _ = opts;
                    self.call_code(
                        "MoveJ",
                        &[
                            Value::doubles(&q_deg),
                            Value::doubles(&desc),
                            Value::Int(0),
                            Value::Int(0),
                            Value::Double(vel_pct),
                            Value::Double(0.0),
                            Value::Double(100.0),
                            Value::doubles(&[0.0; 4]),
                            Value::Double(-1.0),
                            Value::Int(0),
                            Value::doubles(&[0.0; 6]),
                        ],
                    )
                })();
                let _ = reply.try_send(r);
            }
        }
    }
}

fn rpc_thread(
    sh: Arc<Shared>,
    opts: FairinoOptions,
    client: RpcClient,
    mut set_out: triple_buffer::Output<SetPoint>,
    req_rx: Receiver<Request>,
    resync_reply: SyncSender<Result<Joints, DriverError>>,
) {
    let device: DeviceName = format!("fairino FR3 {} XML-RPC :{}", opts.host, opts.rpc_port).into();
    let mut rpc = Rpc { sh: &sh, client, device };
    let period = Duration::from_secs_f64(opts.cmd_t);
    let mut next = Instant::now();
    // Set-points at or below this sequence number predate the current connection.
    let mut stale_seq = 0u64;
    let mut servo_id: i32 = 0;
    // The last ServoJ target sent on this connection.
    let mut last_sent: Option<[f64; DOF]> = None;
    while !sh.stop.load(Ordering::Acquire) {
        if !rpc.client.is_connected() {
            match rpc.client.connect() {
                Ok(()) => {
                    sh.rpc.up();
                    stale_seq = set_out.read().seq;
                    last_sent = None;
                    if sh.streaming_wanted.load(Ordering::Acquire) {
                        match rpc.servo_start() {
                            Ok(()) => {
                                tracing::info!(device = %rpc.device, "reconnected; ServoJ streaming re-armed, waiting for a fresh set-point")
                            }
                            Err(e) => {
                                tracing::warn!(device = %rpc.device, error = %e, "reconnected but ServoMoveStart failed")
                            }
                        }
                    } else {
                        tracing::info!(device = %rpc.device, "connected");
                    }
                }
                Err(e) => {
                    if sh.rpc.is_connected() || sh.rpc.snapshot().last_error == LinkError::None {
                        tracing::warn!(device = %rpc.device, error = %e, "cannot connect; retrying every {:.2} s", opts.reconnect.as_secs_f64());
                    }
                    sh.rpc.down(LinkError::Disconnected);
                    // Answer queued requests at once rather than letting them time out.
                    while let Ok(req) = req_rx.try_recv() {
                        fail_request(req, &rpc.device, &resync_reply);
                    }
                    sleep_unless(&sh.stop, opts.reconnect);
                    continue;
                }
            }
        }
        while let Ok(req) = req_rx.try_recv() {
            rpc.handle(req, &opts, &resync_reply);
        }
        if sh.servo_active.load(Ordering::Acquire) && sh.streaming_wanted.load(Ordering::Acquire) {
            let sp = *set_out.read();
            let q = match last_sent {
                Some(prev) => step_toward(&prev, &sp.q_deg, &opts.max_step_deg),
                None => sp.q_deg,
            };
            if sp.seq > stale_seq {
                servo_id = servo_id.wrapping_add(1) & 0x7FFF_FFFF;
                let params = [
                    Value::doubles(&q),
                    Value::doubles(&[0.0; 4]),
                    Value::Double(0.0),
                    Value::Double(0.0),
                    Value::Double(opts.cmd_t),
                    Value::Double(0.0),
                    Value::Double(0.0),
                    Value::Int(servo_id),
                ];
                match rpc.call_code("ServoJ", &params) {
                    Ok(()) => {
                        last_sent = Some(q);
                        sh.servoj_sent.fetch_add(1, Ordering::Relaxed);
                        if sh.servo_error.swap(0, Ordering::AcqRel) != 0 {
                            sh.rpc.set_fault(0);
                        }
                    }
                    Err(DriverError::Fault { code, .. }) => {
                        sh.servoj_sent.fetch_add(1, Ordering::Relaxed);
                        if sh.servo_error.swap(code, Ordering::AcqRel) != code {
                            tracing::error!(device = %rpc.device, code, meaning = error_meaning(code), "ServoJ refused");
                        }
                        sh.rpc.set_fault(code);
                    }
                    Err(e) => {
                        tracing::error!(device = %rpc.device, error = %e, "ServoJ streaming lost");
                    }
                }
            }
        }
        next += period;
        let now = Instant::now();
        if next + period < now {
            next = now; // after a stall, do not burst to catch up
        }
        sleep_until_unless(&sh.stop, next);
    }
    if sh.servo_active.load(Ordering::Acquire) && rpc.client.is_connected() {
        let _ = rpc.call_code("ServoMoveEnd", &[]);
    }
    rpc.client.disconnect();
}

fn fail_request(req: Request, device: &str, resync_reply: &SyncSender<Result<Joints, DriverError>>) {
    let err = || DriverError::Disconnected { device: device.into() };
    match req {
        Request::Resync => {
            let _ = resync_reply.try_send(Err(err()));
        }
        Request::Start(r) => {
            let _ = r.try_send(Err(err()));
        }
        Request::Stop(r) | Request::MoveJ { reply: r, .. } => {
            let _ = r.try_send(Err(err()));
        }
    }
}

// ---------------------------------------------------------------------------------------
// Feed thread

fn feed_thread(sh: Arc<Shared>, opts: FairinoOptions, mut out: triple_buffer::Input<FeedSnap>) {
    let device = format!("fairino FR3 {} state feed :{}", opts.host, opts.state_port);
    let mut deframer = Deframer::new(opts.framing, 16 * 1024);
    let mut warned = false;
    while !sh.stop.load(Ordering::Acquire) {
        match feed_session(&sh, &opts, &mut deframer, &mut out) {
            Ok(()) => {}
            Err(e) => {
                if !warned || sh.feed.is_connected() {
                    tracing::warn!(device = %device, error = %e, "state feed lost; reconnecting every {:.2} s", opts.reconnect.as_secs_f64());
                    warned = true;
                }
            }
        }
        if sh.stop.load(Ordering::Acquire) {
            break;
        }
        if sh.feed.is_connected() {
            sh.feed.down(LinkError::Disconnected);
        }
        sleep_unless(&sh.stop, opts.reconnect);
    }
}

fn feed_session(
    sh: &Shared,
    opts: &FairinoOptions,
    deframer: &mut Deframer,
    out: &mut triple_buffer::Input<FeedSnap>,
) -> std::io::Result<()> {
    let addr = (opts.host.as_str(), opts.state_port)
        .to_socket_addrs()?
        .next()
        .ok_or_else(|| std::io::Error::new(std::io::ErrorKind::NotFound, "no address"))?;
    let connect_timeout = opts.feed_timeout.max(Duration::from_millis(200));
    let mut s = TcpStream::connect_timeout(&addr, connect_timeout)?;
    s.set_nodelay(true)?;
    s.set_read_timeout(Some(opts.feed_timeout))?;
    s.set_write_timeout(Some(connect_timeout))?;
    *deframer = Deframer::new(opts.framing, 16 * 1024);
    if opts.framing == Framing::Cnde {
        cnde_handshake(&mut s, opts, deframer, sh, out)?;
    }
    sh.feed.up();
    let mut silent = Duration::ZERO;
    loop {
        if sh.stop.load(Ordering::Acquire) {
            if opts.framing == Framing::Cnde {
                let mut f = Vec::new();
                feed::encode_cnde(&mut f, 0, cnde_type::OUTPUT_STOP, &[]);
                let _ = s.write_all(&f);
            }
            return Ok(());
        }
        match s.read(deframer.spare()) {
            Ok(0) => {
                sh.feed.down(LinkError::Disconnected);
                return Err(std::io::Error::new(std::io::ErrorKind::ConnectionAborted, "closed by the controller"));
            }
            Ok(n) => {
                silent = Duration::ZERO;
                deframer.filled(n);
                drain_frames(deframer, opts.framing, sh, out);
            }
            Err(e) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {
                sh.feed.timeout();
                silent += opts.feed_timeout;
                if silent >= opts.feed_timeout * 5 {
                    sh.feed.down(LinkError::Timeout);
                    return Err(std::io::Error::new(std::io::ErrorKind::TimedOut, "no state frame; reconnecting"));
                }
            }
            Err(e) => {
                sh.feed.down(LinkError::Disconnected);
                return Err(e);
            }
        }
    }
}

fn drain_frames(d: &mut Deframer, framing: Framing, sh: &Shared, out: &mut triple_buffer::Input<FeedSnap>) {
    loop {
        match d.next() {
            Deframed::Frame => {
                let f = d.frame();
                let sample = match framing {
                    Framing::Legacy => feed::decode_legacy(f),
                    Framing::Cnde if f[3] == cnde_type::OUTPUT_DATA => feed::decode_cnde_data(&f[6..f.len() - 2], f[2]),
                    Framing::Cnde => continue, // messages after start are informational
                };
                match sample {
                    Some(sample) => {
                        sh.feed.frame_ok();
                        out.write(FeedSnap { sample, stamp_ns: now_ns(), valid: true });
                    }
                    None => sh.feed.crc_error(),
                }
            }
            Deframed::Corrupt => sh.feed.crc_error(),
            Deframed::NeedMore => return,
        }
    }
}

/// Subscribes to [`feed::CNDE_FIELDS`] and starts the output (SDK order: config, start).
fn cnde_handshake(
    s: &mut TcpStream,
    opts: &FairinoOptions,
    d: &mut Deframer,
    sh: &Shared,
    out: &mut triple_buffer::Input<FeedSnap>,
) -> std::io::Result<()> {
    let mut f = Vec::new();
    for (count, ty, data) in [
        (0u8, cnde_type::OUTPUT_CONFIG, feed::cnde_config_data(opts.state_period_ms)),
        (1u8, cnde_type::OUTPUT_START, Vec::new()),
    ] {
        feed::encode_cnde(&mut f, count, ty, &data);
        s.write_all(&f)?;
        let deadline = Instant::now() + Duration::from_millis(1000).max(opts.feed_timeout * 4);
        'answer: loop {
            if Instant::now() >= deadline {
                return Err(std::io::Error::new(std::io::ErrorKind::TimedOut, "no CNDE answer"));
            }
            match s.read(d.spare()) {
                Ok(0) => {
                    return Err(std::io::Error::new(std::io::ErrorKind::ConnectionAborted, "closed during CNDE setup"))
                }
                Ok(n) => d.filled(n),
                Err(e) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => continue,
                Err(e) => return Err(e),
            }
            loop {
                match d.next() {
                    Deframed::Frame => {
                        let fr = d.frame();
                        let payload = &fr[6..fr.len() - 2];
                        if fr[3] == cnde_type::MESSAGE {
                            if payload.first() == Some(&0) {
                                break 'answer;
                            }
                            let msg = String::from_utf8_lossy(payload.get(1..).unwrap_or(&[])).into_owned();
                            return Err(std::io::Error::new(
                                std::io::ErrorKind::InvalidData,
                                format!("CNDE refused: {msg}"),
                            ));
                        }
                        if fr[3] == cnde_type::OUTPUT_DATA && ty == cnde_type::OUTPUT_START {
                            // The controller may start streaming without a message first.
                            if let Some(sample) = feed::decode_cnde_data(payload, fr[2]) {
                                out.write(FeedSnap { sample, stamp_ns: now_ns(), valid: true });
                            }
                            break 'answer;
                        }
                    }
                    Deframed::Corrupt => sh.feed.crc_error(),
                    Deframed::NeedMore => break,
                }
            }
        }
    }
    Ok(())
}

/// `from` moved toward `to` by at most `max_step` per joint.
fn step_toward(from: &[f64; DOF], to: &[f64; DOF], max_step: &[f64; DOF]) -> [f64; DOF] {
    std::array::from_fn(|i| from[i] + (to[i] - from[i]).clamp(-max_step[i], max_step[i]))
}
