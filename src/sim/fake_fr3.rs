//! A fake FAIRINO FR3 controller on loopback, faithful to the wire protocols the driver
//! uses: XML-RPC on the command port, the legacy 0x5A5A state packet and the CNDE feed.
//!
//! It integrates commanded joints (ServoJ targets are tracked at the joint speed limits,
//! MoveJ at a percentage of them), enforces its own joint limits (answering the SDK's
//! `ERR_SERVOJ_JOINT_OVERRUN` = 29) and speed limits (a ServoJ step faster than the limit
//! is refused with `ERR_EXECUTION_FAILED` = 14: the real controller's code for this case
//! is not documented, see docs/hardware-protocols.md), and streams its state. Tests can
//! make it answer errors, go silent, drop every connection ("kill") and come back.

use crate::config::{Config, JointConfig};
use crate::control::drivers::fairino::feed::{self, cnde_type, Deframed, Deframer, FeedSample, Framing};
use crate::control::drivers::fairino::xmlrpc::{self, Value};
use crate::control::drivers::fairino::{ERR_EXECUTION_FAILED, ERR_PARAM_VALUE, ERR_SERVOJ_JOINT_OVERRUN};
use nalgebra::{Isometry3, Translation3, UnitQuaternion, Vector3};
use std::io::{self, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The fake controller's model of the arm.
#[derive(Debug, Clone)]
pub struct FakeFr3Options {
    /// Joint limits, degrees.
    pub lower_deg: [f64; 6],
    pub upper_deg: [f64; 6],
    /// Joint speed limits, deg/s.
    pub vmax_deg: [f64; 6],
    /// Joints at power-on, degrees.
    pub home_deg: [f64; 6],
    /// Kinematic chain for GetForwardKin (URDF joint origins) and the flange offset.
    pub joints: Vec<JointConfig>,
    pub flange_xyz: [f64; 3],
    /// Legacy feed period.
    pub legacy_period: Duration,
    /// Bytes of the legacy packet's data (the real struct is much longer than the part
    /// the driver decodes; the rest is zero here).
    pub legacy_data_len: usize,
}

impl FakeFr3Options {
    /// The arm described by `[arm]` (limits, speeds, home pose, chain).
    pub fn from_config(cfg: &Config) -> Self {
        let mut o = FakeFr3Options {
            lower_deg: [0.0; 6],
            upper_deg: [0.0; 6],
            vmax_deg: [0.0; 6],
            home_deg: cfg.arm.home.map(f64::to_degrees),
            joints: cfg.arm.joints.clone(),
            flange_xyz: cfg.arm.flange_xyz,
            legacy_period: Duration::from_millis(8),
            legacy_data_len: 1200,
        };
        for (i, j) in cfg.arm.joints.iter().take(6).enumerate() {
            o.lower_deg[i] = j.lower.to_degrees();
            o.upper_deg[i] = j.upper.to_degrees();
            o.vmax_deg[i] = j.max_velocity.to_degrees();
        }
        o
    }
}

/// Where the fake listens.
#[derive(Debug, Clone, Copy)]
pub struct FakeFr3Ports {
    pub rpc: SocketAddr,
    pub legacy: SocketAddr,
    pub cnde: SocketAddr,
}

impl FakeFr3Ports {
    /// Three free loopback ports chosen by the OS.
    pub fn any_loopback() -> Self {
        let a: SocketAddr = ([127, 0, 0, 1], 0).into();
        FakeFr3Ports { rpc: a, legacy: a, cnde: a }
    }
}

#[derive(Debug, Clone)]
struct Sim {
    q: [f64; 6],
    qd: [f64; 6],
    servo_mode: bool,
    /// Target being tracked at full speed (ServoJ) or at `speed_frac` (MoveJ).
    target: Option<[f64; 6]>,
    speed_frac: f64,
    last_servo: Option<[f64; 6]>,
    main_code: i32,
    sub_code: i32,
    estop: bool,
    frame_cnt: u8,
}

struct Shared {
    opts: FakeFr3Options,
    sim: Mutex<Sim>,
    /// The whole fake is shutting down.
    stop: AtomicBool,
    /// Listeners and connections are up (false after `kill`).
    alive: AtomicBool,
    /// Generation of listeners; threads of an older generation exit.
    generation: AtomicU64,
    /// Non-zero: every motion call is answered with this code.
    error_reply: AtomicI64,
    /// Read requests but answer nothing and stream nothing.
    silent: AtomicBool,
    conns: Mutex<Vec<TcpStream>>,
    servoj_ok: AtomicU64,
    servoj_refused: AtomicU64,
    /// Every XML-RPC call received, by method name, in arrival order.
    calls: Mutex<Vec<String>>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// A running fake controller. Dropping it stops every thread.
pub struct FakeFr3 {
    shared: Arc<Shared>,
    ports: FakeFr3Ports,
    threads: Vec<JoinHandle<()>>,
}

impl FakeFr3 {
    /// Binds the three ports (0 = any) and starts serving.
    pub fn start(ports: FakeFr3Ports, opts: FakeFr3Options) -> io::Result<FakeFr3> {
        let sim = Sim {
            q: opts.home_deg,
            qd: [0.0; 6],
            servo_mode: false,
            target: None,
            speed_frac: 1.0,
            last_servo: None,
            main_code: 0,
            sub_code: 0,
            estop: false,
            frame_cnt: 0,
        };
        let shared = Arc::new(Shared {
            opts,
            sim: Mutex::new(sim),
            stop: AtomicBool::new(false),
            alive: AtomicBool::new(false),
            generation: AtomicU64::new(0),
            error_reply: AtomicI64::new(0),
            silent: AtomicBool::new(false),
            conns: Mutex::new(Vec::new()),
            servoj_ok: AtomicU64::new(0),
            servoj_refused: AtomicU64::new(0),
            calls: Mutex::new(Vec::new()),
        });
        let mut fake = FakeFr3 { shared: shared.clone(), ports, threads: Vec::new() };
        fake.ports = fake.bind(ports)?;
        let sh = shared.clone();
        fake.threads.push(std::thread::Builder::new().name("fake-fr3-sim".into()).spawn(move || sim_thread(sh))?);
        Ok(fake)
    }

    fn bind(&mut self, ports: FakeFr3Ports) -> io::Result<FakeFr3Ports> {
        let rpc = TcpListener::bind(ports.rpc)?;
        let legacy = TcpListener::bind(ports.legacy)?;
        let cnde = TcpListener::bind(ports.cnde)?;
        let bound = FakeFr3Ports { rpc: rpc.local_addr()?, legacy: legacy.local_addr()?, cnde: cnde.local_addr()? };
        let gen = self.shared.generation.fetch_add(1, Ordering::AcqRel) + 1;
        self.shared.alive.store(true, Ordering::Release);
        for (l, kind) in [(rpc, Kind::Rpc), (legacy, Kind::Legacy), (cnde, Kind::Cnde)] {
            l.set_nonblocking(true)?;
            let sh = self.shared.clone();
            self.threads.push(
                std::thread::Builder::new()
                    .name("fake-fr3-accept".into())
                    .spawn(move || accept_loop(sh, l, kind, gen))?,
            );
        }
        Ok(bound)
    }

    pub fn ports(&self) -> FakeFr3Ports {
        self.ports
    }

    /// Current joints, degrees.
    pub fn joints_deg(&self) -> [f64; 6] {
        lock(&self.shared.sim).q
    }

    /// The last accepted ServoJ target, degrees.
    pub fn last_servo_target_deg(&self) -> Option<[f64; 6]> {
        lock(&self.shared.sim).last_servo
    }

    pub fn in_servo_mode(&self) -> bool {
        lock(&self.shared.sim).servo_mode
    }

    /// ServoJ calls accepted / refused.
    pub fn servoj_counts(&self) -> (u64, u64) {
        (self.shared.servoj_ok.load(Ordering::Relaxed), self.shared.servoj_refused.load(Ordering::Relaxed))
    }

    /// How many calls of `method` the fake has received (answered or refused).
    pub fn calls_of(&self, method: &str) -> usize {
        lock(&self.shared.calls).iter().filter(|m| *m == method).count()
    }

    /// Every XML-RPC method called so far, in arrival order.
    pub fn call_log(&self) -> Vec<String> {
        lock(&self.shared.calls).clone()
    }

    /// Answer every motion call with `code` (0: behave normally).
    pub fn set_error_reply(&self, code: i32) {
        self.shared.error_reply.store(code as i64, Ordering::Release);
    }

    /// Keep connections open but answer nothing and stream nothing.
    pub fn set_silent(&self, silent: bool) {
        self.shared.silent.store(silent, Ordering::Release);
    }

    /// Sets the controller error codes reported in the state feed.
    pub fn set_error_codes(&self, main_code: i32, sub_code: i32) {
        let mut s = lock(&self.shared.sim);
        s.main_code = main_code;
        s.sub_code = sub_code;
    }

    /// Presses (or releases) the emergency stop: motion stops, the feed reports it.
    pub fn set_estop(&self, pressed: bool) {
        let mut s = lock(&self.shared.sim);
        s.estop = pressed;
        if pressed {
            s.target = None;
            s.servo_mode = false;
        }
    }

    /// The controller "dies": listeners close and every connection is cut. Servo mode
    /// is lost, as after a controller restart.
    pub fn kill(&self) {
        {
            // Under the call log's lock (see `serve_rpc`): a request is either received and
            // executed before the controller died or never received, so `call_log()` read
            // after `kill` returns is final until `revive`.
            let _calls = lock(&self.shared.calls);
            self.shared.alive.store(false, Ordering::Release);
            self.shared.generation.fetch_add(1, Ordering::AcqRel);
            let mut s = lock(&self.shared.sim);
            s.servo_mode = false;
            s.target = None;
            s.last_servo = None;
        }
        for c in lock(&self.shared.conns).drain(..) {
            let _ = c.shutdown(std::net::Shutdown::Both);
        }
    }

    /// Comes back on the same ports after [`FakeFr3::kill`].
    pub fn revive(&mut self) -> io::Result<()> {
        let ports = self.ports;
        // The old accept threads notice the generation change within a few ms.
        std::thread::sleep(Duration::from_millis(20));
        self.ports = self.bind(ports)?;
        Ok(())
    }
}

impl Drop for FakeFr3 {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Release);
        self.kill();
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

#[derive(Clone, Copy)]
enum Kind {
    Rpc,
    Legacy,
    Cnde,
}

fn current(sh: &Shared, gen: u64) -> bool {
    !sh.stop.load(Ordering::Acquire) && sh.alive.load(Ordering::Acquire) && sh.generation.load(Ordering::Acquire) == gen
}

fn accept_loop(sh: Arc<Shared>, l: TcpListener, kind: Kind, gen: u64) {
    let mut handlers: Vec<JoinHandle<()>> = Vec::new();
    while current(&sh, gen) {
        match l.accept() {
            Ok((s, _)) => {
                let _ = s.set_nonblocking(false);
                let _ = s.set_nodelay(true);
                if let Ok(c) = s.try_clone() {
                    lock(&sh.conns).push(c);
                }
                let sh2 = sh.clone();
                let h = std::thread::Builder::new().name("fake-fr3-conn".into()).spawn(move || {
                    let _ = match kind {
                        Kind::Rpc => serve_rpc(&sh2, s, gen),
                        Kind::Legacy => serve_legacy(&sh2, s, gen),
                        Kind::Cnde => serve_cnde(&sh2, s, gen),
                    };
                });
                if let Ok(h) = h {
                    handlers.push(h);
                }
            }
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => std::thread::sleep(Duration::from_millis(2)),
            Err(_) => std::thread::sleep(Duration::from_millis(2)),
        }
        handlers.retain(|h| !h.is_finished());
    }
    drop(l);
    for h in handlers {
        let _ = h.join();
    }
}

fn sim_thread(sh: Arc<Shared>) {
    let dt = Duration::from_millis(2);
    let mut last = Instant::now();
    while !sh.stop.load(Ordering::Acquire) {
        std::thread::sleep(dt);
        let now = Instant::now();
        let h = (now - last).as_secs_f64();
        last = now;
        let mut s = lock(&sh.sim);
        let Some(t) = s.target else {
            s.qd = [0.0; 6];
            continue;
        };
        #[allow(clippy::needless_range_loop)] // i indexes the target, the state and the limits alike
        for i in 0..6 {
            let step = sh.opts.vmax_deg[i] * s.speed_frac * h;
            let d = (t[i] - s.q[i]).clamp(-step, step);
            s.q[i] += d;
            s.qd[i] = if h > 0.0 { d / h } else { 0.0 };
        }
    }
}

fn sample_of(sh: &Shared) -> FeedSample {
    let mut s = lock(&sh.sim);
    s.frame_cnt = s.frame_cnt.wrapping_add(1);
    let moving = s.qd.iter().any(|v| v.abs() > 1e-9);
    FeedSample {
        frame_cnt: s.frame_cnt,
        program_state: 1,
        robot_state: if moving { 2 } else { 1 },
        main_code: s.main_code,
        sub_code: s.sub_code,
        robot_mode: 0,
        q_deg: s.q,
        qd_deg: s.qd,
        estop: s.estop,
        motion_done: !moving,
    }
}

// ---------------------------------------------------------------------------------------
// XML-RPC

fn serve_rpc(sh: &Shared, s: TcpStream, gen: u64) -> io::Result<()> {
    s.set_read_timeout(Some(Duration::from_millis(20)))?;
    let mut w = s.try_clone()?;
    let mut r = BufReader::new(s);
    let mut body = String::new();
    let mut out = Vec::new();
    while current(sh, gen) {
        let msg = match xmlrpc::read_http_message(&mut r, 1 << 20) {
            Ok(Some(m)) => m,
            Ok(None) => return Ok(()),
            Err(e) if matches!(e.kind(), io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut) => continue,
            Err(e) => return Err(e),
        };
        if sh.silent.load(Ordering::Acquire) {
            continue;
        }
        match xmlrpc::parse_call(&msg.body) {
            Ok((method, params)) => {
                // Received and executed under the call log's lock, so `kill` falls wholly
                // before or after a request: one read just before it is not received by a
                // dead controller, and one received is not executed after the controller
                // has died (its servo state reset).
                let result = {
                    let mut calls = lock(&sh.calls);
                    if !current(sh, gen) {
                        return Ok(());
                    }
                    calls.push(method.clone());
                    dispatch(sh, &method, &params)
                };
                match result {
                    Ok(v) => xmlrpc::encode_response(&mut body, &v),
                    Err((code, m)) => xmlrpc::encode_fault(&mut body, code, &m),
                }
            }
            Err(e) => xmlrpc::encode_fault(&mut body, -32700, &format!("parse error: {e}")),
        }
        out.clear();
        write!(
            out,
            "HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nContent-Length: {}\r\n{}\r\n",
            body.len(),
            if msg.close { "Connection: close\r\n" } else { "" }
        )?;
        out.extend_from_slice(body.as_bytes());
        w.write_all(&out)?;
        if msg.close {
            return Ok(());
        }
    }
    Ok(())
}

fn within_limits(o: &FakeFr3Options, q: &[f64; 6]) -> bool {
    (0..6).all(|i| q[i] >= o.lower_deg[i] - 1e-9 && q[i] <= o.upper_deg[i] + 1e-9)
}

type Answer = Result<Value, (i32, String)>;

fn code(c: i32) -> Answer {
    Ok(Value::Int(c))
}

fn dispatch(sh: &Shared, method: &str, p: &[Value]) -> Answer {
    let injected = sh.error_reply.load(Ordering::Acquire) as i32;
    let o = &sh.opts;
    match method {
        "ServoMoveStart" | "ServoMoveEnd" | "StopMotion" | "ServoJ" | "MoveJ" if injected != 0 => {
            if method == "ServoJ" {
                sh.servoj_refused.fetch_add(1, Ordering::Relaxed);
            }
            code(injected)
        }
        "ServoMoveStart" => {
            let mut s = lock(&sh.sim);
            if s.estop {
                return code(ERR_EXECUTION_FAILED);
            }
            s.servo_mode = true;
            s.speed_frac = 1.0;
            s.last_servo = None;
            code(0)
        }
        "ServoMoveEnd" => {
            let mut s = lock(&sh.sim);
            s.servo_mode = false;
            s.target = None;
            code(0)
        }
        "StopMotion" => {
            lock(&sh.sim).target = None;
            code(0)
        }
        "ServoJ" => servo_j(sh, p),
        "MoveJ" => move_j(sh, p),
        "GetActualJointPosDegree" => {
            let q = lock(&sh.sim).q;
            let mut a = vec![Value::Int(0)];
            a.extend(q.iter().map(|x| Value::Double(*x)));
            Ok(Value::Array(a))
        }
        "GetForwardKin" => get_forward_kin(o, p),
        "RobotEnable" | "Mode" => code(0),
        "ResetAllError" => {
            let mut s = lock(&sh.sim);
            s.main_code = 0;
            s.sub_code = 0;
            code(0)
        }
        other => Err((-506, format!("method `{other}` is not defined in the fake"))),
    }
}

/// `ServoJ`: a streamed joint target, refused outside servo mode, the joint limits or the
/// speed limits.
fn servo_j(sh: &Shared, p: &[Value]) -> Answer {
    let o = &sh.opts;
    if p.len() != 8 {
        return code(3);
    }
    let (Some(q), Some(_axis), Some(cmd_t)) = (p[0].as_f64_array::<6>(), p[1].as_f64_array::<4>(), p[4].as_f64())
    else {
        return code(ERR_PARAM_VALUE);
    };
    let refuse = |c: i32| {
        sh.servoj_refused.fetch_add(1, Ordering::Relaxed);
        code(c)
    };
    if !(0.001..=0.016).contains(&cmd_t) || q.iter().any(|x| !x.is_finite()) {
        return refuse(ERR_PARAM_VALUE);
    }
    let mut s = lock(&sh.sim);
    if !s.servo_mode {
        return refuse(ERR_EXECUTION_FAILED);
    }
    if !within_limits(o, &q) {
        return refuse(ERR_SERVOJ_JOINT_OVERRUN);
    }
    let from = s.last_servo.unwrap_or(s.q);
    // The step from the previous target must be feasible within cmdT (5 % margin
    // for clock jitter between client and controller).
    if (0..6).any(|i| (q[i] - from[i]).abs() > o.vmax_deg[i] * cmd_t * 1.05 + 1e-9) {
        return refuse(ERR_EXECUTION_FAILED);
    }
    s.last_servo = Some(q);
    s.target = Some(q);
    s.speed_frac = 1.0;
    sh.servoj_ok.fetch_add(1, Ordering::Relaxed);
    code(0)
}

/// `MoveJ`: a joint move at a percentage of the speed limits (not in servo mode).
fn move_j(sh: &Shared, p: &[Value]) -> Answer {
    let o = &sh.opts;
    if p.len() != 11 {
        return code(3);
    }
    let (Some(q), Some(vel)) = (p[0].as_f64_array::<6>(), p[4].as_f64()) else {
        return code(ERR_PARAM_VALUE);
    };
    if !(0.0..=100.0).contains(&vel) || q.iter().any(|x| !x.is_finite()) {
        return code(ERR_PARAM_VALUE);
    }
    if !within_limits(o, &q) {
        return code(ERR_SERVOJ_JOINT_OVERRUN);
    }
    let mut s = lock(&sh.sim);
    if s.servo_mode || s.estop {
        return code(ERR_EXECUTION_FAILED);
    }
    s.target = Some(q);
    s.speed_frac = (vel / 100.0).max(0.01);
    code(0)
}

/// `GetForwardKin`: the flange pose (mm, degrees) of a joint target (degrees).
fn get_forward_kin(o: &FakeFr3Options, p: &[Value]) -> Answer {
    let Some(q) = p.first().and_then(|v| v.as_f64_array::<6>()) else {
        return Ok(Value::Array(vec![Value::Int(ERR_PARAM_VALUE)]));
    };
    let t = forward_kin(&o.joints, o.flange_xyz, &q.map(f64::to_radians));
    let (r, pi, y) = t.rotation.euler_angles();
    let x = t.translation.vector * 1000.0;
    let mut a = vec![Value::Int(0)];
    a.extend([x.x, x.y, x.z, r.to_degrees(), pi.to_degrees(), y.to_degrees()].map(Value::Double));
    Ok(Value::Array(a))
}

/// Flange pose for joint angles (rad) along a URDF chain of revolute joints about z.
pub fn forward_kin(joints: &[JointConfig], flange_xyz: [f64; 3], q: &[f64; 6]) -> Isometry3<f64> {
    let mut t = Isometry3::identity();
    for (j, qi) in joints.iter().zip(q) {
        let origin = Isometry3::from_parts(
            Translation3::new(j.xyz[0], j.xyz[1], j.xyz[2]),
            UnitQuaternion::from_euler_angles(j.rpy[0], j.rpy[1], j.rpy[2]),
        );
        t = t * origin * UnitQuaternion::from_axis_angle(&Vector3::z_axis(), *qi);
    }
    t * Translation3::new(flange_xyz[0], flange_xyz[1], flange_xyz[2])
}

// ---------------------------------------------------------------------------------------
// State feeds

fn serve_legacy(sh: &Shared, mut s: TcpStream, gen: u64) -> io::Result<()> {
    s.set_write_timeout(Some(Duration::from_millis(200)))?;
    let mut f = Vec::new();
    let mut next = Instant::now();
    while current(sh, gen) {
        if !sh.silent.load(Ordering::Acquire) {
            feed::encode_legacy(&mut f, &sample_of(sh), sh.opts.legacy_data_len);
            s.write_all(&f)?;
        }
        next += sh.opts.legacy_period;
        std::thread::sleep(next.saturating_duration_since(Instant::now()));
    }
    Ok(())
}

/// Names the fake can stream (the driver's subscription list).
fn known_field(name: &str) -> bool {
    feed::CNDE_FIELDS.iter().any(|f| f.0 == name)
}

fn serve_cnde(sh: &Shared, mut s: TcpStream, gen: u64) -> io::Result<()> {
    s.set_read_timeout(Some(Duration::from_millis(2)))?;
    s.set_write_timeout(Some(Duration::from_millis(200)))?;
    let mut d = Deframer::new(Framing::Cnde, 8192);
    let mut names: Vec<String> = Vec::new();
    let mut period = Duration::from_millis(8);
    let mut streaming = false;
    let mut next = Instant::now();
    let (mut out, mut data) = (Vec::new(), Vec::new());
    let mut count = 0u8;
    while current(sh, gen) {
        match s.read(d.spare()) {
            Ok(0) => return Ok(()),
            Ok(n) => d.filled(n),
            Err(e) if matches!(e.kind(), io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut) => {}
            Err(e) => return Err(e),
        }
        let silent = sh.silent.load(Ordering::Acquire);
        while let Deframed::Frame | Deframed::Corrupt = d.next_frame() {
            let fr = d.frame();
            if fr.is_empty() {
                continue; // a corrupt frame was skipped
            }
            let (ty, payload) = (fr[3], fr[6..fr.len() - 2].to_vec());
            let reply: Option<Vec<u8>> = match ty {
                cnde_type::OUTPUT_CONFIG if payload.len() >= 2 => {
                    let ms = u16::from_le_bytes([payload[0], payload[1]]) as u64;
                    let list = String::from_utf8_lossy(&payload[2..]).into_owned();
                    let unknown: Vec<&str> = list.split(',').filter(|n| !known_field(n)).collect();
                    if !unknown.is_empty() || !(8..=1000).contains(&ms) {
                        let mut m = vec![1u8];
                        m.extend_from_slice(format!("NOT_FOUND {}", unknown.join(",")).as_bytes());
                        Some(m)
                    } else {
                        names = list.split(',').map(str::to_string).collect();
                        period = Duration::from_millis(ms);
                        Some(vec![0])
                    }
                }
                cnde_type::OUTPUT_START => {
                    streaming = !names.is_empty();
                    next = Instant::now();
                    Some(vec![if streaming { 0 } else { 1 }])
                }
                cnde_type::OUTPUT_STOP => {
                    streaming = false;
                    Some(vec![0])
                }
                _ => None,
            };
            if let (Some(m), false) = (reply, silent) {
                count = count.wrapping_add(1);
                feed::encode_cnde(&mut out, count, cnde_type::MESSAGE, &m);
                s.write_all(&out)?;
            }
        }
        if streaming && Instant::now() >= next {
            next += period;
            if !silent {
                feed::encode_cnde_fields(&mut data, &names, &sample_of(sh));
                count = count.wrapping_add(1);
                feed::encode_cnde(&mut out, count, cnde_type::OUTPUT_DATA, &data);
                s.write_all(&out)?;
            }
        }
    }
    Ok(())
}
