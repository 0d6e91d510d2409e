//! The RPC thread: owns the XML-RPC socket, streams `ServoJ` every `cmd_t` with the newest
//! set-point and runs `ServoMoveStart` / `ServoMoveEnd` / `StopMotion` / `MoveJ` on request.

use super::super::link::{sleep_unless, sleep_until_unless, LinkError};
use super::super::{DeviceName, DriverError};
use super::xmlrpc::{RpcClient, RpcError, Value};
use super::*;
use crate::control::types::{Joints, DOF};
use std::sync::atomic::Ordering;
use std::sync::mpsc::{Receiver, SyncSender};
use std::sync::Arc;
use std::time::{Duration, Instant};

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

/// The RPC thread's state between iterations: its connection, inputs and what it last
/// streamed.
struct RpcLoop<'a> {
    rpc: Rpc<'a>,
    opts: FairinoOptions,
    set_out: triple_buffer::Output<SetPoint>,
    req_rx: Receiver<Request>,
    resync_reply: SyncSender<Result<Joints, DriverError>>,
    /// Set-points at or below this sequence number predate the current connection.
    stale_seq: u64,
    servo_id: i32,
    /// The last ServoJ target sent on this connection.
    last_sent: Option<[f64; DOF]>,
}

impl RpcLoop<'_> {
    /// Connects when not connected. False when the connection failed (queued requests
    /// answered, the reconnect interval waited).
    fn connected(&mut self) -> bool {
        if self.rpc.client.is_connected() {
            return true;
        }
        let sh = self.rpc.sh;
        match self.rpc.client.connect() {
            Ok(()) => {
                sh.rpc.up();
                self.stale_seq = self.set_out.read().seq;
                self.last_sent = None;
                if sh.streaming_wanted.load(Ordering::Acquire) {
                    match self.rpc.servo_start() {
                        Ok(()) => {
                            tracing::info!(device = %self.rpc.device, "reconnected; ServoJ streaming re-armed, waiting for a fresh set-point")
                        }
                        Err(e) => {
                            tracing::warn!(device = %self.rpc.device, error = %e, "reconnected but ServoMoveStart failed")
                        }
                    }
                } else {
                    tracing::info!(device = %self.rpc.device, "connected");
                }
                true
            }
            Err(e) => {
                if sh.rpc.is_connected() || sh.rpc.snapshot().last_error == LinkError::None {
                    tracing::warn!(device = %self.rpc.device, error = %e, "cannot connect; retrying every {:.2} s", self.opts.reconnect.as_secs_f64());
                }
                sh.rpc.down(LinkError::Disconnected);
                // Answer queued requests at once rather than letting them time out.
                while let Ok(req) = self.req_rx.try_recv() {
                    fail_request(req, &self.rpc.device, &self.resync_reply);
                }
                sleep_unless(&sh.stop, self.opts.reconnect);
                false
            }
        }
    }

    /// Runs the queued requests.
    fn serve_requests(&mut self) {
        while let Ok(req) = self.req_rx.try_recv() {
            self.rpc.handle(req, &self.opts, &self.resync_reply);
        }
    }

    /// Sends one ServoJ toward the newest set-point while streaming (not for set-points
    /// that predate the connection).
    fn stream(&mut self) {
        let sh = self.rpc.sh;
        if !(sh.servo_active.load(Ordering::Acquire) && sh.streaming_wanted.load(Ordering::Acquire)) {
            return;
        }
        let sp = *self.set_out.read();
        let q = match self.last_sent {
            Some(prev) => step_toward(&prev, &sp.q_deg, &self.opts.max_step_deg),
            None => sp.q_deg,
        };
        if sp.seq > self.stale_seq {
            self.servo_id = self.servo_id.wrapping_add(1) & 0x7FFF_FFFF;
            let params = [
                Value::doubles(&q),
                Value::doubles(&[0.0; 4]),
                Value::Double(0.0),
                Value::Double(0.0),
                Value::Double(self.opts.cmd_t),
                Value::Double(0.0),
                Value::Double(0.0),
                Value::Int(self.servo_id),
            ];
            match self.rpc.call_code("ServoJ", &params) {
                Ok(()) => {
                    self.last_sent = Some(q);
                    sh.servoj_sent.fetch_add(1, Ordering::Relaxed);
                    if sh.servo_error.swap(0, Ordering::AcqRel) != 0 {
                        sh.rpc.set_fault(0);
                    }
                }
                Err(DriverError::Fault { code, .. }) => {
                    sh.servoj_sent.fetch_add(1, Ordering::Relaxed);
                    if sh.servo_error.swap(code, Ordering::AcqRel) != code {
                        tracing::error!(device = %self.rpc.device, code, meaning = error_meaning(code), "ServoJ refused");
                    }
                    sh.rpc.set_fault(code);
                }
                Err(e) => {
                    tracing::error!(device = %self.rpc.device, error = %e, "ServoJ streaming lost");
                }
            }
        }
    }
}

pub(super) fn rpc_thread(
    sh: Arc<Shared>,
    opts: FairinoOptions,
    client: RpcClient,
    set_out: triple_buffer::Output<SetPoint>,
    req_rx: Receiver<Request>,
    resync_reply: SyncSender<Result<Joints, DriverError>>,
) {
    let device: DeviceName = format!("fairino FR3 {} XML-RPC :{}", opts.host, opts.rpc_port).into();
    let period = Duration::from_secs_f64(opts.cmd_t);
    let mut lp = RpcLoop {
        rpc: Rpc { sh: &sh, client, device },
        opts,
        set_out,
        req_rx,
        resync_reply,
        stale_seq: 0,
        servo_id: 0,
        last_sent: None,
    };
    let mut next = Instant::now();
    while !sh.stop.load(Ordering::Acquire) {
        if !lp.connected() {
            continue;
        }
        lp.serve_requests();
        lp.stream();
        next += period;
        let now = Instant::now();
        if next + period < now {
            next = now; // after a stall, do not burst to catch up
        }
        sleep_until_unless(&sh.stop, next);
    }
    let rpc = &mut lp.rpc;
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
