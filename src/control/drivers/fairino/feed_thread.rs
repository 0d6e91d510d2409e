//! The feed thread: owns the state-feed socket (CNDE or the legacy packet), decodes frames
//! and publishes the newest sample.

use super::super::link::{sleep_unless, LinkError};
use super::feed::{cnde_type, Deframed, Deframer, Framing};
use super::*;
use crate::types::clock::now_ns;
use std::io::{Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

pub(super) fn feed_thread(sh: Arc<Shared>, opts: FairinoOptions, mut out: triple_buffer::Input<FeedSnap>) {
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
        match d.next_frame() {
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
                match d.next_frame() {
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
