//! A fake serial device on a pseudo-terminal pair, reachable through a stable symlink
//! (as udev's `/dev/serial/by-id/...` links are). The device model answers byte for
//! byte; faults can be injected: corrupt answers (CRC / framing), silence (timeouts),
//! and unplugging (the pty closes and the link disappears) and plugging back in (a new
//! pty behind the same link, the device freshly powered on).

use serialport::{SerialPort, TTYPort};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The device side of a serial protocol.
pub trait DeviceModel: Send + 'static {
    /// Consumes complete requests from the front of `input` and appends the answers to
    /// `out`. Incomplete requests stay in `input`.
    fn on_bytes(&mut self, input: &mut Vec<u8>, now: Instant, out: &mut Vec<u8>);
    /// Advances the physics to `now`.
    fn tick(&mut self, now: Instant);
    /// The device was (re)powered: back to its power-on state.
    fn power_on(&mut self, now: Instant);
    /// Damages one answer so that its CRC / framing check fails.
    fn corrupt(&self, answer: &mut [u8]);
}

struct Shared<D> {
    model: Mutex<D>,
    stop: AtomicBool,
    plugged: AtomicBool,
    /// Mirrors whether a pty currently exists.
    present: AtomicBool,
    silent: AtomicBool,
    corrupt_next: AtomicU32,
    answers: AtomicU64,
    link: PathBuf,
    slave_name: Mutex<String>,
}

pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// A running fake serial device. Dropping it unplugs it and removes the link.
pub struct FakeSerialDevice<D: DeviceModel> {
    shared: Arc<Shared<D>>,
    thread: Option<JoinHandle<()>>,
}

impl<D: DeviceModel> FakeSerialDevice<D> {
    /// Creates the pty, points `link` at it (replacing a stale symlink there) and starts
    /// answering.
    pub fn spawn(model: D, link: &Path) -> io::Result<Self> {
        if let Ok(m) = std::fs::symlink_metadata(link) {
            if m.file_type().is_symlink() {
                std::fs::remove_file(link)?;
            } else {
                return Err(io::Error::new(
                    io::ErrorKind::AlreadyExists,
                    format!("{} exists and is not a symlink", link.display()),
                ));
            }
        }
        let shared = Arc::new(Shared {
            model: Mutex::new(model),
            stop: AtomicBool::new(false),
            plugged: AtomicBool::new(true),
            present: AtomicBool::new(false),
            silent: AtomicBool::new(false),
            corrupt_next: AtomicU32::new(0),
            answers: AtomicU64::new(0),
            link: link.to_path_buf(),
            slave_name: Mutex::new(String::new()),
        });
        let sh = shared.clone();
        let thread = std::thread::Builder::new().name("fake-serial".into()).spawn(move || run(sh))?;
        let dev = FakeSerialDevice { shared, thread: Some(thread) };
        dev.wait_present(true)?;
        Ok(dev)
    }

    fn wait_present(&self, want: bool) -> io::Result<()> {
        let end = Instant::now() + Duration::from_secs(2);
        while self.shared.present.load(Ordering::Acquire) != want {
            if Instant::now() > end {
                return Err(io::Error::new(io::ErrorKind::TimedOut, "fake serial device did not change state"));
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        Ok(())
    }

    /// The stable path a driver opens.
    pub fn link(&self) -> &Path {
        &self.shared.link
    }

    /// The pty the link points at now (empty while unplugged).
    pub fn pty_name(&self) -> String {
        lock(&self.shared.slave_name).clone()
    }

    /// Runs `f` on the device model (to place objects, read its state, ...).
    pub fn with_model<R>(&self, f: impl FnOnce(&mut D) -> R) -> R {
        f(&mut lock(&self.shared.model))
    }

    /// Damage the next `n` answers (the host sees CRC / framing errors).
    pub fn corrupt_next(&self, n: u32) {
        self.shared.corrupt_next.store(n, Ordering::Release);
    }

    /// Stop answering (the host sees timeouts) or resume.
    pub fn set_silent(&self, silent: bool) {
        self.shared.silent.store(silent, Ordering::Release);
    }

    /// Answers sent so far.
    pub fn answers(&self) -> u64 {
        self.shared.answers.load(Ordering::Relaxed)
    }

    /// Pulls the cable: the pty closes and the link disappears.
    pub fn unplug(&self) -> io::Result<()> {
        self.shared.plugged.store(false, Ordering::Release);
        self.wait_present(false)
    }

    /// Plugs it back in: a new pty behind the same link, the device freshly powered.
    pub fn replug(&self) -> io::Result<()> {
        self.shared.plugged.store(true, Ordering::Release);
        self.wait_present(true)
    }
}

impl<D: DeviceModel> Drop for FakeSerialDevice<D> {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Release);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

struct Endpoint {
    master: TTYPort,
    /// Kept open so the master does not see a hang-up while the host reconnects.
    _slave: TTYPort,
}

fn plug<D: DeviceModel>(sh: &Shared<D>) -> io::Result<Endpoint> {
    let (mut master, slave) = TTYPort::pair().map_err(io::Error::from)?;
    master.set_timeout(Duration::from_millis(2)).map_err(io::Error::from)?;
    let name = slave.name().unwrap_or_default();
    let _ = std::fs::remove_file(&sh.link);
    std::os::unix::fs::symlink(&name, &sh.link)?;
    *lock(&sh.slave_name) = name;
    lock(&sh.model).power_on(Instant::now());
    Ok(Endpoint { master, _slave: slave })
}

fn unplug<D>(sh: &Shared<D>, ep: &mut Option<Endpoint>) {
    *ep = None;
    let _ = std::fs::remove_file(&sh.link);
    lock(&sh.slave_name).clear();
}

fn run<D: DeviceModel>(sh: Arc<Shared<D>>) {
    let mut ep: Option<Endpoint> = None;
    let mut input: Vec<u8> = Vec::with_capacity(512);
    let mut out: Vec<u8> = Vec::with_capacity(512);
    let mut buf = [0u8; 256];
    while !sh.stop.load(Ordering::Acquire) {
        let plugged = sh.plugged.load(Ordering::Acquire);
        if plugged && ep.is_none() {
            match plug(&sh) {
                Ok(e) => {
                    ep = Some(e);
                    input.clear();
                    sh.present.store(true, Ordering::Release);
                }
                Err(e) => {
                    tracing::error!(error = %e, "fake serial device: cannot create a pty");
                    std::thread::sleep(Duration::from_millis(50));
                    continue;
                }
            }
        } else if !plugged && ep.is_some() {
            unplug(&sh, &mut ep);
            sh.present.store(false, Ordering::Release);
        }
        let Some(e) = ep.as_mut() else {
            std::thread::sleep(Duration::from_millis(2));
            continue;
        };
        match e.master.read(&mut buf) {
            Ok(n) if n > 0 => input.extend_from_slice(&buf[..n]),
            Ok(_) => std::thread::sleep(Duration::from_millis(1)),
            Err(err) if matches!(err.kind(), io::ErrorKind::TimedOut | io::ErrorKind::WouldBlock) => {}
            Err(_) => std::thread::sleep(Duration::from_millis(1)),
        }
        let now = Instant::now();
        out.clear();
        {
            let mut m = lock(&sh.model);
            m.tick(now);
            m.on_bytes(&mut input, now, &mut out);
            if !out.is_empty() && sh.corrupt_next.load(Ordering::Acquire) > 0 {
                sh.corrupt_next.fetch_sub(1, Ordering::AcqRel);
                m.corrupt(&mut out);
            }
        }
        if input.len() > 4096 {
            input.clear(); // garbage without frames
        }
        if !out.is_empty() && !sh.silent.load(Ordering::Acquire) && e.master.write_all(&out).is_ok() {
            sh.answers.fetch_add(1, Ordering::Relaxed);
        }
    }
    unplug(&sh, &mut ep);
    sh.present.store(false, Ordering::Release);
}
