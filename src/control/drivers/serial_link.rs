//! What the serial grippers share: a serial port that can vanish and come back, and the
//! I/O thread + wait-free hand-off around a device protocol.
//!
//! The control thread calls [`SerialGripper`]'s `command` and `read`, which only touch a
//! triple buffer and atomics. The I/O thread owns the port: every `poll_ms` it hands the
//! newest set-point (once) to the protocol, which talks to the device and returns the
//! state. A closed port is reopened every `reconnect_s`; a set-point issued before the
//! link was lost is never replayed after it comes back (the device may have been power
//! cycled; the controller decides again).

use super::link::{sleep_unless, sleep_until_unless, LinkError, LinkHealth, LinkStats};
use super::{DeviceName, DriverError, Gripper};
use crate::config::Config;
use crate::control::types::{GripperCommand, GripperState};
use crate::types::clock::now_ns;
use serialport::{SerialPort, TTYPort};
use std::io::{self, Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Why one exchange with the device failed.
#[derive(Debug)]
pub enum TxError {
    /// No (complete) answer in time.
    Timeout,
    /// The answer failed its CRC / checksum / framing check.
    Crc,
    /// The device answered with a protocol-level error (e.g. a Modbus exception).
    Exception(String),
    /// The port is gone (unplugged, closed).
    Closed(io::Error),
}

/// A serial port opened by path, closed on I/O errors, reopened by the owner.
pub struct SerialLink {
    path: String,
    baud: u32,
    timeout: Duration,
    port: Option<TTYPort>,
}

impl SerialLink {
    pub fn new(path: &str, baud: u32, timeout: Duration) -> Self {
        SerialLink { path: path.to_string(), baud, timeout, port: None }
    }

    pub fn path(&self) -> &str {
        &self.path
    }

    pub fn is_open(&self) -> bool {
        self.port.is_some()
    }

    /// Opens 8N1 at the configured baud rate.
    pub fn open(&mut self) -> io::Result<()> {
        let port = serialport::new(&self.path, self.baud)
            .data_bits(serialport::DataBits::Eight)
            .parity(serialport::Parity::None)
            .stop_bits(serialport::StopBits::One)
            .flow_control(serialport::FlowControl::None)
            .timeout(self.timeout)
            .open_native()
            .map_err(io::Error::from)?;
        let _ = port.clear(serialport::ClearBuffer::All);
        self.port = Some(port);
        Ok(())
    }

    pub fn close(&mut self) {
        self.port = None;
    }

    fn port(&mut self) -> Result<&mut TTYPort, TxError> {
        self.port.as_mut().ok_or_else(|| TxError::Closed(io::Error::from(io::ErrorKind::NotConnected)))
    }

    /// Writes a whole frame; a failure closes the port.
    pub fn send(&mut self, frame: &[u8]) -> Result<(), TxError> {
        let r = self.port()?.write_all(frame).and_then(|_| self.port.as_mut().map_or(Ok(()), |p| p.flush()));
        r.map_err(|e| {
            self.close();
            TxError::Closed(e)
        })
    }

    /// Discards unread input (after a corrupt or late answer).
    pub fn clear_input(&mut self) {
        if let Some(p) = &self.port {
            let _ = p.clear(serialport::ClearBuffer::Input);
        }
    }

    /// Reads exactly `buf.len()` bytes before `deadline`. A hang-up closes the port.
    pub fn recv_exact(&mut self, buf: &mut [u8], deadline: Instant) -> Result<(), TxError> {
        let mut got = 0;
        while got < buf.len() {
            let now = Instant::now();
            if now >= deadline {
                return Err(TxError::Timeout);
            }
            let port = self.port()?;
            let _ = port.set_timeout(deadline - now);
            match port.read(&mut buf[got..]) {
                Ok(0) => {
                    self.close();
                    return Err(TxError::Closed(io::Error::new(io::ErrorKind::UnexpectedEof, "port hung up")));
                }
                Ok(n) => got += n,
                Err(e) if matches!(e.kind(), io::ErrorKind::TimedOut | io::ErrorKind::WouldBlock) => {
                    return Err(TxError::Timeout)
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.close();
                    return Err(TxError::Closed(e));
                }
            }
        }
        Ok(())
    }
}

/// The device-specific half of a serial gripper.
pub trait GripperProtocol: Send + 'static {
    /// Short name of the device kind, e.g. `robotiq 2F-85`.
    fn kind(&self) -> &'static str;
    /// Meaning of a device fault code.
    fn fault_meaning(&self, code: u16) -> &'static str;
    /// Called each time the port (re)opens: the device state is unknown again.
    fn on_open(&mut self, link: &mut SerialLink) -> Result<(), TxError>;
    /// One poll cycle. `new_cmd` is a set-point the protocol has not seen yet (keep it
    /// until it is delivered); `started` is true once `Gripper::start` was called.
    /// `Ok(None)`: nothing was exchanged this cycle (e.g. nothing to send yet).
    fn cycle(
        &mut self,
        link: &mut SerialLink,
        new_cmd: Option<GripperCommand>,
        started: bool,
    ) -> Result<Option<Polled>, TxError>;
}

/// The result of one successful poll.
#[derive(Debug, Clone, Copy)]
pub struct Polled {
    pub state: GripperState,
    /// Activated and accepting set-points.
    pub ready: bool,
}

/// Timing of a serial gripper, from `[gripper]`.
#[derive(Debug, Clone)]
pub struct SerialOptions {
    pub port: String,
    pub baud: u32,
    pub timeout: Duration,
    pub poll: Duration,
    pub reconnect: Duration,
    pub activation_timeout: Duration,
}

impl SerialOptions {
    pub fn from_config(cfg: &Config) -> Self {
        let g = &cfg.gripper;
        SerialOptions {
            port: g.port.clone(),
            baud: g.baud,
            timeout: Duration::from_millis(g.timeout_ms),
            poll: Duration::from_millis(g.poll_ms),
            reconnect: Duration::from_secs_f64(g.reconnect_s),
            activation_timeout: Duration::from_secs_f64(g.activation_timeout_s),
        }
    }

    /// A state older than this is stale: the I/O thread has stopped getting answers.
    fn stale_after(&self) -> Duration {
        (self.timeout + self.poll) * 3
    }
}

#[derive(Debug, Clone, Copy, Default)]
struct CmdSlot {
    cmd: Option<GripperCommand>,
    seq: u64,
}

#[derive(Debug, Clone, Copy, Default)]
struct StateSlot {
    state: GripperState,
    stamp_ns: u64,
    valid: bool,
}

struct Shared {
    stop: AtomicBool,
    started: AtomicBool,
    ready: AtomicBool,
    health: LinkHealth,
}

/// A gripper on a serial port: the I/O thread plus the control-side hand-off.
pub struct SerialGripper {
    name: DeviceName,
    opts: SerialOptions,
    shared: Arc<Shared>,
    cmd_in: triple_buffer::Input<CmdSlot>,
    state_out: triple_buffer::Output<StateSlot>,
    last_cmd: Option<GripperCommand>,
    seq: u64,
    fault_meaning: fn(u16) -> &'static str,
    thread: Option<JoinHandle<()>>,
}

impl SerialGripper {
    /// Starts the I/O thread, which opens the port in the background.
    pub fn spawn<P: GripperProtocol>(
        protocol: P,
        opts: SerialOptions,
        fault_meaning: fn(u16) -> &'static str,
    ) -> Result<Self, DriverError> {
        let name: DeviceName = format!("{} {}", protocol.kind(), opts.port).into();
        let shared = Arc::new(Shared {
            stop: AtomicBool::new(false),
            started: AtomicBool::new(false),
            ready: AtomicBool::new(false),
            health: LinkHealth::default(),
        });
        let (cmd_in, cmd_out) = triple_buffer::triple_buffer(&CmdSlot::default());
        let (state_in, state_out) = triple_buffer::triple_buffer(&StateSlot::default());
        let io = IoLoop {
            proto: protocol,
            sh: shared.clone(),
            link: SerialLink::new(&opts.port, opts.baud, opts.timeout),
            opts: opts.clone(),
            name: name.clone(),
            cmd_out,
            state_in,
            delivered_seq: 0,
            timeouts_in_row: 0,
            warned_open: false,
        };
        let thread = std::thread::Builder::new()
            .name("gripper-io".into())
            .spawn(move || io.run())
            .map_err(|source| DriverError::Io { device: name.clone(), source })?;
        Ok(SerialGripper {
            name,
            opts,
            shared,
            cmd_in,
            state_out,
            last_cmd: None,
            seq: 0,
            fault_meaning,
            thread: Some(thread),
        })
    }

    fn link_error(&self, h: &LinkStats) -> DriverError {
        match h.last_error {
            LinkError::Timeout => DriverError::Timeout {
                device: self.name.clone(),
                what: "status".into(),
                timeout_ms: self.opts.timeout.as_millis() as u64,
            },
            _ => DriverError::Disconnected { device: self.name.clone() },
        }
    }
}

impl Gripper for SerialGripper {
    fn start(&mut self) -> Result<(), DriverError> {
        self.shared.started.store(true, Ordering::Release);
        let deadline = Instant::now() + self.opts.activation_timeout;
        while Instant::now() < deadline {
            if self.shared.ready.load(Ordering::Acquire) {
                return Ok(());
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        let h = self.shared.health.snapshot();
        if !h.connected {
            return Err(self.link_error(&h));
        }
        Err(DriverError::Timeout {
            device: self.name.clone(),
            what: "activation".into(),
            timeout_ms: self.opts.activation_timeout.as_millis() as u64,
        })
    }

    fn command(&mut self, cmd: &GripperCommand) -> Result<(), DriverError> {
        let ok = |x: f32| x.is_finite() && (0.0..=1.0).contains(&x);
        if !(ok(cmd.position) && ok(cmd.force) && ok(cmd.speed)) {
            return Err(DriverError::Rejected {
                device: self.name.clone(),
                reason: format!("set-point {cmd:?} outside 0..1").into(),
            });
        }
        let h = self.shared.health.snapshot();
        if !h.connected {
            return Err(self.link_error(&h));
        }
        if self.last_cmd == Some(*cmd) {
            return Ok(());
        }
        self.last_cmd = Some(*cmd);
        self.seq += 1;
        self.cmd_in.write(CmdSlot { cmd: Some(*cmd), seq: self.seq });
        Ok(())
    }

    fn read(&mut self) -> Result<GripperState, DriverError> {
        let snap = *self.state_out.read();
        let h = self.shared.health.snapshot();
        if !h.connected {
            // The last set-point is forgotten: after reconnection a new one is needed.
            self.last_cmd = None;
            return Err(self.link_error(&h));
        }
        let age = now_ns().saturating_sub(snap.stamp_ns);
        if !snap.valid || age > self.opts.stale_after().as_nanos() as u64 {
            return Err(DriverError::Timeout {
                device: self.name.clone(),
                what: "status".into(),
                timeout_ms: self.opts.stale_after().as_millis() as u64,
            });
        }
        if snap.state.fault_code != 0 {
            let code = snap.state.fault_code;
            return Err(DriverError::Fault {
                device: self.name.clone(),
                code: code as i64,
                message: (self.fault_meaning)(code).into(),
            });
        }
        Ok(snap.state)
    }

    fn name(&self) -> &str {
        &self.name
    }

    fn link_stats(&self) -> Option<LinkStats> {
        Some(self.shared.health.snapshot())
    }
}

impl Drop for SerialGripper {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Release);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Consecutive timeouts after which the link counts as down.
const TIMEOUTS_TO_DOWN: u32 = 3;

/// The I/O thread's state: the protocol, the port and the hand-offs, and how the link fares.
struct IoLoop<P: GripperProtocol> {
    proto: P,
    sh: Arc<Shared>,
    opts: SerialOptions,
    name: DeviceName,
    cmd_out: triple_buffer::Output<CmdSlot>,
    state_in: triple_buffer::Input<StateSlot>,
    link: SerialLink,
    delivered_seq: u64,
    timeouts_in_row: u32,
    warned_open: bool,
}

impl<P: GripperProtocol> IoLoop<P> {
    /// Opens the port when closed. False when that failed (the reconnect interval waited).
    fn open(&mut self) -> bool {
        if self.link.is_open() {
            return true;
        }
        match self.link.open().map_err(TxError::Closed).and_then(|_| self.proto.on_open(&mut self.link)) {
            Ok(()) => {
                tracing::info!(device = %self.name, "serial port open");
                self.warned_open = false;
                self.timeouts_in_row = 0;
                // Set-points from before the link was (re)opened are not replayed.
                self.delivered_seq = self.delivered_seq.max(self.cmd_out.read().seq);
                self.sh.ready.store(false, Ordering::Release);
                true
            }
            Err(e) => {
                self.link.close();
                if !self.warned_open {
                    tracing::warn!(device = %self.name, error = ?e, "cannot open; retrying every {:.2} s", self.opts.reconnect.as_secs_f64());
                    self.warned_open = true;
                }
                self.wait_reopen(LinkError::Disconnected);
                false
            }
        }
    }

    /// Marks the link down, not ready, and waits the reconnect interval.
    fn wait_reopen(&mut self, why: LinkError) {
        self.sh.health.down(why);
        self.sh.ready.store(false, Ordering::Release);
        sleep_unless(&self.sh.stop, self.opts.reconnect);
    }

    /// The newest set-point if the protocol has not had it yet.
    fn new_cmd(&mut self) -> Option<GripperCommand> {
        let slot = *self.cmd_out.read();
        if slot.seq > self.delivered_seq {
            self.delivered_seq = slot.seq;
            slot.cmd
        } else {
            None
        }
    }

    /// One poll cycle with the device. False when the link went down (the reconnect
    /// interval waited).
    fn poll(&mut self, new_cmd: Option<GripperCommand>) -> bool {
        let sh = &*self.sh;
        match self.proto.cycle(&mut self.link, new_cmd, sh.started.load(Ordering::Acquire)) {
            Ok(None) => {}
            Ok(Some(p)) => {
                self.timeouts_in_row = 0;
                if !sh.health.is_connected() {
                    sh.health.up();
                }
                sh.health.frame_ok();
                sh.health.set_fault(p.state.fault_code as i64);
                sh.ready.store(p.ready, Ordering::Release);
                self.state_in.write(StateSlot { state: p.state, stamp_ns: now_ns(), valid: true });
            }
            Err(TxError::Timeout) => return self.timed_out(),
            Err(TxError::Crc) => {
                sh.health.crc_error();
                self.link.clear_input();
            }
            Err(TxError::Exception(what)) => {
                tracing::warn!(device = %self.name, %what, "device refused a request");
                sh.health.crc_error();
            }
            Err(TxError::Closed(e)) => {
                tracing::error!(device = %self.name, error = %e, "serial port lost");
                self.link.close();
                self.wait_reopen(LinkError::Disconnected);
                return false;
            }
        }
        true
    }

    /// Counts a timeout. False when there were too many in a row (the port closed, the
    /// reconnect interval waited).
    fn timed_out(&mut self) -> bool {
        self.sh.health.timeout();
        self.timeouts_in_row += 1;
        self.link.clear_input();
        if self.timeouts_in_row == TIMEOUTS_TO_DOWN {
            // A silent port is reopened by its path: an adapter swapped or replugged
            // behind the same /dev/serial/by-id link is a new device node, and a port
            // whose other end vanished without a hang-up (a descriptor still held
            // elsewhere) would otherwise time out forever.
            if self.sh.health.is_connected() {
                tracing::warn!(device = %self.name, "no answer to {TIMEOUTS_TO_DOWN} requests in a row; reopening the port every {:.2} s", self.opts.reconnect.as_secs_f64());
            }
            self.link.close();
            self.wait_reopen(LinkError::Timeout);
            return false;
        }
        true
    }
}

impl<P: GripperProtocol> IoLoop<P> {
    /// The I/O thread: open the port, send new commands, poll the state, every `opts.poll`.
    fn run(mut self) {
        let poll = self.opts.poll;
        let mut next = Instant::now();
        while !self.sh.stop.load(Ordering::Acquire) {
            if !self.open() {
                continue;
            }
            let new_cmd = self.new_cmd();
            if !self.poll(new_cmd) {
                continue;
            }
            next += poll;
            let now = Instant::now();
            if next + poll < now {
                next = now;
            }
            sleep_until_unless(&self.sh.stop, next);
        }
    }
}

/// `impl Gripper` for a driver newtype around a [`SerialGripper`] (its only field): every
/// serial gripper shares the I/O thread, so the trait simply forwards to it.
macro_rules! delegate_gripper {
    ($driver:ty) => {
        impl $crate::control::drivers::Gripper for $driver {
            fn start(&mut self) -> Result<(), $crate::control::drivers::DriverError> {
                self.0.start()
            }
            fn command(
                &mut self,
                cmd: &$crate::control::types::GripperCommand,
            ) -> Result<(), $crate::control::drivers::DriverError> {
                self.0.command(cmd)
            }
            fn read(&mut self) -> Result<$crate::control::types::GripperState, $crate::control::drivers::DriverError> {
                self.0.read()
            }
            fn name(&self) -> &str {
                self.0.name()
            }
            fn link_stats(&self) -> Option<$crate::control::drivers::LinkStats> {
                self.0.link_stats()
            }
        }
    };
}
pub(crate) use delegate_gripper;
