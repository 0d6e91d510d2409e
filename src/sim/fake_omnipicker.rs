//! A fake Agibot OmniPicker behind a fake Waveshare USB-CAN-A adapter on a
//! pseudo-terminal: the adapter's setup frame (checksum checked) and variable-length
//! serial framing, and the gripper's answer to every set-point frame. The framing and
//! payloads follow community drivers (docs/hardware-protocols.md), not a vendor spec.

use super::fake_serial::{DeviceModel, FakeSerialDevice};
use crate::control::drivers::omnipicker::{setup_checksum, CanFrame, FRAME_START};
use std::io;
use std::path::Path;
use std::time::Instant;

/// The gripper and its adapter.
#[derive(Debug, Clone)]
pub struct OmniPickerModel {
    pub can_id: u32,
    /// The adapter received a valid setup frame since power-on.
    pub adapter_configured: bool,
    /// Position in device units: 255 open .. 0 closed.
    pos: f64,
    target: f64,
    /// Speed, 0..255 as commanded.
    vel: u8,
    force: u8,
    /// 0 arrived, 1 moving, 2 stalled (holding), 3 dropped.
    state: u8,
    pub fault: u8,
    /// Device position where the fingers meet an object (closing towards 0).
    object_at: Option<f64>,
    /// Full stroke at full speed, seconds.
    pub stroke_s: f64,
    last_tick: Option<Instant>,
    /// Set-point frames received.
    pub commands: u64,
    last_payload: Option<[u8; 8]>,
    /// Setup frames refused for a bad checksum.
    pub bad_setup_frames: u64,
}

impl OmniPickerModel {
    pub fn new(can_id: u32) -> Self {
        OmniPickerModel {
            can_id,
            adapter_configured: false,
            pos: 255.0,
            target: 255.0,
            vel: 0,
            force: 0,
            state: 0,
            fault: 0,
            object_at: None,
            stroke_s: 0.5,
            last_tick: None,
            commands: 0,
            last_payload: None,
            bad_setup_frames: 0,
        }
    }

    /// Places an object at normalised closure `at` (0 open .. 1 closed) or removes it
    /// (a held object drops).
    pub fn set_object(&mut self, at: Option<f32>) {
        self.object_at = at.map(|a| (1.0 - a.clamp(0.0, 1.0) as f64) * 255.0);
        if self.object_at.is_none() && self.state == 2 {
            self.state = 3;
        }
    }

    /// Normalised closure now (0 open .. 1 closed).
    pub fn closure(&self) -> f32 {
        (1.0 - self.pos / 255.0) as f32
    }

    fn status_payload(&self) -> [u8; 8] {
        let p = self.pos.round().clamp(0.0, 255.0) as u8;
        let f = if self.state == 2 { self.force } else { 0 };
        [self.fault, self.state, p, if self.state == 1 { self.vel } else { 0 }, f, 0, 0, 0]
    }
}

impl DeviceModel for OmniPickerModel {
    fn on_bytes(&mut self, input: &mut Vec<u8>, _now: Instant, out: &mut Vec<u8>) {
        loop {
            let Some(start) = input.iter().position(|b| *b == FRAME_START) else {
                input.clear();
                return;
            };
            input.drain(..start);
            if input.len() < 2 {
                return;
            }
            if input[1] == 0x55 {
                // adapter setup frame, 20 bytes
                if input.len() < 20 {
                    return;
                }
                let mut f = [0u8; 20];
                f.copy_from_slice(&input[..20]);
                input.drain(..20);
                if setup_checksum(&f) == f[19] {
                    self.adapter_configured = true;
                } else {
                    self.bad_setup_frames += 1;
                }
                continue;
            }
            let Some(n) = CanFrame::rest_len(input[1]) else {
                input.drain(..1);
                continue;
            };
            if input.len() < 2 + n {
                return;
            }
            let frame = CanFrame::decode(input[1], &input[2..2 + n]);
            input.drain(..2 + n);
            let Some(frame) = frame else { continue };
            // Without its setup the adapter forwards nothing.
            if !self.adapter_configured || frame.id != self.can_id || frame.len != 8 || frame.data[0] != 0 {
                continue;
            }
            self.commands += 1;
            let d = frame.data;
            // The same set-point re-sent (the host polls that way) changes nothing.
            if self.last_payload != Some(d) {
                self.last_payload = Some(d);
                self.target = d[1] as f64;
                self.force = d[2];
                self.vel = d[3];
                let closing_further = self.target <= self.pos;
                if self.fault != 0 || (self.state == 2 && closing_further) {
                    // stays faulted / keeps holding
                } else if (self.target - self.pos).abs() > 1e-9 {
                    self.state = 1;
                } else {
                    self.state = 0;
                }
            }
            let reply = CanFrame { id: self.can_id, extended: true, len: 8, data: self.status_payload() };
            let mut bytes = Vec::with_capacity(15);
            reply.encode(&mut bytes);
            out.extend_from_slice(&bytes);
        }
    }

    fn tick(&mut self, now: Instant) {
        let dt = self.last_tick.map_or(0.0, |t| (now - t).as_secs_f64());
        self.last_tick = Some(now);
        if self.state != 1 || self.fault != 0 {
            return;
        }
        let speed = 255.0 / self.stroke_s * (0.1 + 0.9 * self.vel as f64 / 255.0);
        let step = speed * dt;
        let closing = self.target < self.pos;
        let next = if closing { (self.pos - step).max(self.target) } else { (self.pos + step).min(self.target) };
        if let (true, Some(o)) = (closing, self.object_at) {
            if self.pos >= o && next <= o {
                self.pos = o;
                self.state = 2;
                return;
            }
        }
        self.pos = next;
        if (self.pos - self.target).abs() < 1e-9 {
            self.state = 0;
        }
    }

    fn power_on(&mut self, now: Instant) {
        let (id, obj, stroke) = (self.can_id, self.object_at, self.stroke_s);
        *self = OmniPickerModel::new(id);
        self.object_at = obj;
        self.stroke_s = stroke;
        self.last_tick = Some(now);
    }

    fn corrupt(&self, answer: &mut [u8]) {
        if let Some(last) = answer.last_mut() {
            *last = 0x00; // the adapter's end byte 0x55 is gone
        }
    }
}

/// A fake OmniPicker behind `link`.
pub type FakeOmniPicker = FakeSerialDevice<OmniPickerModel>;

/// Starts a fake OmniPicker with CAN id `can_id` behind the symlink `link`.
pub fn spawn(link: &Path, can_id: u32) -> io::Result<FakeOmniPicker> {
    FakeSerialDevice::spawn(OmniPickerModel::new(can_id), link)
}
