//! A fake Robotiq 2F-85 on a pseudo-terminal: the Modbus RTU slave side, byte for byte
//! (function 3/4 status reads at 0x07D0, function 16 writes at 0x03E8, CRC-16/Modbus,
//! silent drop of frames with a bad CRC or another unit id, exception answers), and the
//! gripper's behaviour: activation, motion at the requested speed, object detection when
//! the fingers close on an object, faults.

use super::fake_serial::{DeviceModel, FakeSerialDevice};
use crc::{Crc, CRC_16_MODBUS};
use std::io;
use std::path::Path;
use std::time::{Duration, Instant};

const CRC16: Crc<u16> = Crc::<u16>::new(&CRC_16_MODBUS);

/// The 2F-85's registers and physics.
#[derive(Debug, Clone)]
pub struct RobotiqModel {
    pub slave: u8,
    /// Robot output bytes: action request, reserved, reserved, rPR, rSP, rFR.
    out_regs: [u8; 6],
    act: bool,
    /// gSTA: 0 reset, 1 activating, 3 active.
    sta: u8,
    activation_started: Option<Instant>,
    /// Finger position in device units (0 open .. 255 closed).
    pos: f64,
    /// gOBJ
    obj: u8,
    flt: u8,
    holding: bool,
    /// Device position (0..255) where the fingers meet an object; None: nothing there.
    pub object_at: Option<f64>,
    /// How long activation takes (the real gripper: a few seconds).
    pub activation_time: Duration,
    /// Full stroke at full speed.
    pub stroke_s: f64,
    last_tick: Option<Instant>,
    /// Requests dropped for a bad CRC.
    pub bad_crc_requests: u64,
    /// Activation requests received (rACT going from 0 to 1).
    pub activations: u64,
    /// Go-to requests received while active (writes with rGTO set), and the last one's
    /// position, speed and force bytes (rPR, rSP, rFR).
    pub gotos: u64,
    pub last_goto: Option<[u8; 3]>,
}

impl RobotiqModel {
    pub fn new(slave: u8) -> Self {
        RobotiqModel {
            slave,
            out_regs: [0; 6],
            act: false,
            sta: 0,
            activation_started: None,
            pos: 0.0,
            obj: 0,
            flt: 0,
            holding: false,
            object_at: None,
            activation_time: Duration::from_millis(200),
            stroke_s: 0.5,
            last_tick: None,
            bad_crc_requests: 0,
            activations: 0,
            gotos: 0,
            last_goto: None,
        }
    }

    /// Places an object between the fingers at normalised closure `at` (0 open .. 1
    /// closed), or removes it (a held object drops).
    pub fn set_object(&mut self, at: Option<f32>) {
        self.object_at = at.map(|a| (a.clamp(0.0, 1.0) as f64) * 255.0);
        if self.object_at.is_none() && self.holding {
            self.holding = false;
            self.obj = 0; // fingers move on towards the request
        }
    }

    /// Puts the gripper in a fault (e.g. 0x08 over-temperature, 0x0E overcurrent).
    pub fn set_fault(&mut self, code: u8) {
        self.flt = code & 0x0F;
    }

    pub fn position(&self) -> u8 {
        self.pos.round().clamp(0.0, 255.0) as u8
    }

    pub fn is_active(&self) -> bool {
        self.act && self.sta == 3
    }

    fn gto(&self) -> bool {
        self.out_regs[0] & 0x08 != 0
    }

    /// The six status bytes (robot input registers).
    pub fn status_bytes(&self) -> [u8; 6] {
        let moving = self.gto() && self.obj == 0 && self.sta == 3;
        let current = if self.holding {
            self.out_regs[5] / 2
        } else if moving {
            10
        } else {
            0
        };
        [
            (self.obj << 6) | (self.sta << 4) | ((self.gto() as u8) << 3) | self.act as u8,
            0,
            self.flt,
            self.out_regs[3],
            self.position(),
            current,
        ]
    }

    fn apply_request(&mut self, now: Instant) {
        let r_act = self.out_regs[0] & 0x01 != 0;
        if !r_act {
            // Reset: clears faults and activation.
            self.act = false;
            self.sta = 0;
            self.flt = 0;
            self.obj = 0;
            self.activation_started = None;
            return;
        }
        if !self.act {
            self.act = true;
            self.sta = 1;
            self.activation_started = Some(now);
            self.activations += 1;
        }
        if self.gto() {
            if self.sta != 3 {
                self.flt = 0x05; // action delayed: activation must complete
            } else {
                self.obj = 0;
                self.holding = false;
                self.gotos += 1;
                self.last_goto = Some([self.out_regs[3], self.out_regs[4], self.out_regs[5]]);
            }
        }
    }

    fn answer(&mut self, frame: &[u8], now: Instant, out: &mut Vec<u8>) {
        let start = out.len();
        out.push(self.slave);
        let f = frame[1];
        let exception = |out: &mut Vec<u8>, code: u8| {
            out.truncate(start);
            out.extend_from_slice(&[frame[0], f | 0x80, code]);
        };
        match f {
            3 | 4 => {
                let reg = u16::from_be_bytes([frame[2], frame[3]]);
                let n = u16::from_be_bytes([frame[4], frame[5]]) as usize;
                if reg != 0x07D0 || !(1..=3).contains(&n) {
                    exception(out, 0x02);
                } else {
                    out.push(f);
                    out.push((2 * n) as u8);
                    out.extend_from_slice(&self.status_bytes()[..2 * n]);
                }
            }
            16 => {
                let reg = u16::from_be_bytes([frame[2], frame[3]]);
                let n = u16::from_be_bytes([frame[4], frame[5]]) as usize;
                let bytes = frame[6] as usize;
                if reg != 0x03E8 || !(1..=3).contains(&n) || bytes != 2 * n {
                    exception(out, 0x02);
                } else {
                    self.out_regs[..bytes].copy_from_slice(&frame[7..7 + bytes]);
                    self.apply_request(now);
                    out.extend_from_slice(&frame[1..6]);
                }
            }
            _ => exception(out, 0x01),
        }
        let crc = CRC16.checksum(&out[start..]);
        out.extend_from_slice(&crc.to_le_bytes());
    }
}

/// Length of the RTU request at the front of `b`, when it can be known yet.
fn request_len(b: &[u8]) -> Option<Option<usize>> {
    if b.len() < 2 {
        return None;
    }
    match b[1] {
        1..=6 => Some(Some(8)),
        15 | 16 => {
            if b.len() < 7 {
                None
            } else {
                Some(Some(9 + b[6] as usize))
            }
        }
        _ => Some(None),
    }
}

impl DeviceModel for RobotiqModel {
    fn on_bytes(&mut self, input: &mut Vec<u8>, now: Instant, out: &mut Vec<u8>) {
        loop {
            let len = match request_len(input) {
                None => return,
                Some(None) => {
                    // Unknown function: answer an exception if the frame is ours, resync.
                    input.clear();
                    return;
                }
                Some(Some(n)) => n,
            };
            if input.len() < len {
                return;
            }
            let frame: Vec<u8> = input.drain(..len).collect();
            let crc = CRC16.checksum(&frame[..len - 2]);
            if crc.to_le_bytes() != [frame[len - 2], frame[len - 1]] {
                self.bad_crc_requests += 1;
                input.clear(); // a slave resyncs on the silence that follows
                return;
            }
            if frame[0] != self.slave {
                continue;
            }
            self.answer(&frame, now, out);
        }
    }

    fn tick(&mut self, now: Instant) {
        let dt = self.last_tick.map_or(0.0, |t| (now - t).as_secs_f64());
        self.last_tick = Some(now);
        if self.sta == 1 {
            if self.activation_started.is_some_and(|t| now - t >= self.activation_time) {
                self.sta = 3;
                self.pos = 0.0;
                self.obj = 0;
            }
            return;
        }
        if self.sta != 3 || !self.gto() || self.flt != 0 || self.holding {
            return;
        }
        let target = self.out_regs[3] as f64;
        let speed = 255.0 / self.stroke_s * (0.2 + 0.8 * self.out_regs[4] as f64 / 255.0);
        let step = speed * dt;
        let closing = target > self.pos;
        let next = if closing { (self.pos + step).min(target) } else { (self.pos - step).max(target) };
        if let (true, Some(o)) = (closing, self.object_at) {
            if self.pos <= o && next >= o {
                self.pos = o;
                self.obj = 2;
                self.holding = true;
                return;
            }
        }
        self.pos = next;
        self.obj = if (self.pos - target).abs() < 1e-9 { 3 } else { 0 };
    }

    fn power_on(&mut self, now: Instant) {
        let (slave, object_at, activation_time, stroke_s) =
            (self.slave, self.object_at, self.activation_time, self.stroke_s);
        *self = RobotiqModel::new(slave);
        self.object_at = object_at;
        self.activation_time = activation_time;
        self.stroke_s = stroke_s;
        self.last_tick = Some(now);
    }

    fn corrupt(&self, answer: &mut [u8]) {
        if let Some(last) = answer.last_mut() {
            *last ^= 0xA5;
        }
    }
}

/// A fake 2F-85 behind `link`.
pub type FakeRobotiq = FakeSerialDevice<RobotiqModel>;

/// Starts a fake 2F-85 with unit id `slave` behind the symlink `link`.
pub fn spawn(link: &Path, slave: u8) -> io::Result<FakeRobotiq> {
    FakeSerialDevice::spawn(RobotiqModel::new(slave), link)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exchange(m: &mut RobotiqModel, req: &[u8], now: Instant) -> Vec<u8> {
        let mut input = req.to_vec();
        let mut out = Vec::new();
        m.on_bytes(&mut input, now, &mut out);
        out
    }

    #[test]
    fn the_manuals_activation_exchange_is_answered_byte_for_byte() {
        let t0 = Instant::now();
        let mut m = RobotiqModel::new(9);
        let ack = exchange(&mut m, &[0x09, 0x10, 0x03, 0xE8, 0x00, 0x03, 0x06, 0, 0, 0, 0, 0, 0, 0x73, 0x30], t0);
        assert_eq!(ack, [0x09, 0x10, 0x03, 0xE8, 0x00, 0x03, 0x01, 0x30]);
        // rACT = 1: activation in progress, then complete (status 0x11 then 0x31).
        let _ = exchange(
            &mut m,
            &{
                let mut f = vec![0x09, 0x10, 0x03, 0xE8, 0x00, 0x03, 0x06, 0x01, 0, 0, 0, 0, 0];
                let c = CRC16.checksum(&f);
                f.extend_from_slice(&c.to_le_bytes());
                f
            },
            t0,
        );
        let st = exchange(&mut m, &[0x09, 0x03, 0x07, 0xD0, 0x00, 0x01, 0x85, 0xCF], t0);
        assert_eq!(st, [0x09, 0x03, 0x02, 0x11, 0x00, 0x55, 0xD5]);
        m.tick(t0 + m.activation_time);
        let st = exchange(&mut m, &[0x09, 0x03, 0x07, 0xD0, 0x00, 0x01, 0x85, 0xCF], t0);
        assert_eq!(st, [0x09, 0x03, 0x02, 0x31, 0x00, 0x4C, 0x15]);
    }

    #[test]
    fn frames_with_a_bad_crc_or_for_another_unit_get_no_answer() {
        let mut m = RobotiqModel::new(9);
        let now = Instant::now();
        assert!(exchange(&mut m, &[0x09, 0x03, 0x07, 0xD0, 0x00, 0x01, 0x85, 0xCE], now).is_empty());
        assert_eq!(m.bad_crc_requests, 1);
        let mut other = vec![0x0A, 0x03, 0x07, 0xD0, 0x00, 0x01];
        let c = CRC16.checksum(&other);
        other.extend_from_slice(&c.to_le_bytes());
        assert!(exchange(&mut m, &other, now).is_empty());
    }
}
