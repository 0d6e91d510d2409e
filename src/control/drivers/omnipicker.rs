//! Agibot OmniPicker gripper: CAN (1 Mbit/s) through a Waveshare USB-CAN-A style adapter
//! on a serial port. Sources are community drivers, not a vendor specification: see
//! docs/hardware-protocols.md for what is confirmed and what is not.
//!
//! * Adapter setup (sent on every open), fixed 20 bytes: `AA 55 12 <speed> <frame type>
//!   <filter id x4> <mask id x4> <mode> <auto resend> <spare x4> <sum of bytes 2..=18>`.
//! * CAN frame on the serial line: `AA`, type byte `0xC0 | ext<<5 | rtr<<4 | dlc`, the id
//!   (4 bytes for extended, 2 for standard, least significant byte first), `dlc` data
//!   bytes, `55`. There is no checksum: a bad type or tail byte is a framing error.
//! * Set-point payload: `[0x00, pos, force, vel, acc, dec, 0, 0]`, each 0..255, pos 0xFF
//!   fully open, 0x00 fully closed.
//! * The gripper answers every set-point with `[fault, state, pos, vel, force, ...]`:
//!   fault 0 none, 1 over-temperature, 2 over-speed, 3 initialisation failure, 4 over
//!   limit; state 0 arrived, 1 moving, 2 stalled (holding an object), 3 object dropped.
//!   It has no status request, so the driver polls by re-sending the current set-point.

use super::serial_link::{GripperProtocol, Polled, SerialGripper, SerialLink, SerialOptions, TxError};
use super::DriverError;
use crate::config::Config;
use crate::control::types::{GripperCommand, GripperState, GripperStatus};
use std::time::{Duration, Instant};

/// Meaning of an OmniPicker fault byte.
pub fn fault_meaning(code: u16) -> &'static str {
    match code {
        0 => "no fault",
        1 => "over-temperature",
        2 => "over-speed",
        3 => "initialisation failure",
        4 => "over limit",
        _ => "unknown fault",
    }
}

pub const FRAME_START: u8 = 0xAA;
pub const FRAME_END: u8 = 0x55;

/// A classic CAN frame as the adapter carries it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CanFrame {
    pub id: u32,
    pub extended: bool,
    pub len: u8,
    pub data: [u8; 8],
}

impl CanFrame {
    /// Serial bytes of the frame (at most 15).
    pub fn encode(&self, out: &mut Vec<u8>) {
        out.clear();
        out.push(FRAME_START);
        out.push(0xC0 | (self.extended as u8) << 5 | (self.len & 0x0F));
        let id = self.id.to_le_bytes();
        out.extend_from_slice(if self.extended { &id[..4] } else { &id[..2] });
        out.extend_from_slice(&self.data[..self.len as usize]);
        out.push(FRAME_END);
    }

    /// Bytes that follow `AA type` for this type byte (id + data + tail), or None when
    /// the type byte is not a data frame of at most 8 bytes.
    pub fn rest_len(type_byte: u8) -> Option<usize> {
        if type_byte & 0xC0 != 0xC0 || type_byte & 0x10 != 0 {
            return None;
        }
        let dlc = (type_byte & 0x0F) as usize;
        if dlc > 8 {
            return None;
        }
        let id_len = if type_byte & 0x20 != 0 { 4 } else { 2 };
        Some(id_len + dlc + 1)
    }

    /// Decodes `AA type rest...`; None on a framing error.
    pub fn decode(type_byte: u8, rest: &[u8]) -> Option<CanFrame> {
        let n = Self::rest_len(type_byte)?;
        if rest.len() != n || rest[n - 1] != FRAME_END {
            return None;
        }
        let extended = type_byte & 0x20 != 0;
        let id_len = if extended { 4 } else { 2 };
        let mut idb = [0u8; 4];
        idb[..id_len].copy_from_slice(&rest[..id_len]);
        let len = type_byte & 0x0F;
        let mut data = [0u8; 8];
        data[..len as usize].copy_from_slice(&rest[id_len..id_len + len as usize]);
        Some(CanFrame { id: u32::from_le_bytes(idb), extended, len, data })
    }
}

/// Adapter setup: 1 Mbit/s CAN, extended frames, accept all, normal mode, variable-length
/// serial protocol.
pub fn adapter_setup_frame() -> [u8; 20] {
    let mut f = [0u8; 20];
    f[0] = 0xAA;
    f[1] = 0x55;
    f[2] = 0x12; // settings, variable-length protocol
    f[3] = 0x01; // 1 Mbit/s
    f[4] = 0x02; // extended frames
                 // 5..=8 filter id, 9..=12 mask id: 0 = accept all; 13 mode normal; 14 auto resend
    f[19] = setup_checksum(&f);
    f
}

/// Checksum of a setup frame: low byte of the sum of bytes 2..=18.
pub fn setup_checksum(f: &[u8; 20]) -> u8 {
    f[2..19].iter().fold(0u8, |s, x| s.wrapping_add(*x))
}

/// The set-point payload for a normalised command.
pub fn command_payload(cmd: &GripperCommand) -> [u8; 8] {
    // Truncating, as the community drivers scale percentages (50 % -> 0x7F).
    let b = |x: f32| (x.clamp(0.0, 1.0) * 255.0) as u8;
    let vel = b(cmd.speed);
    [0x00, b(1.0 - cmd.position), b(cmd.force), vel, vel, vel, 0, 0]
}

/// Normalised state from a status payload.
pub fn state_of_reply(d: &[u8; 8]) -> GripperState {
    let fault = d[0] as u16;
    let status = if fault != 0 {
        GripperStatus::Fault
    } else {
        match d[1] {
            0 => GripperStatus::Arrived,
            1 => GripperStatus::Moving,
            2 => GripperStatus::Holding,
            3 => GripperStatus::Dropped,
            _ => GripperStatus::Fault,
        }
    };
    // An unknown state byte is reported as a fault with the state in the high byte.
    let fault_code = if fault == 0 && d[1] > 3 { 0x100 | d[1] as u16 } else { fault };
    GripperState { position: 1.0 - d[2] as f32 / 255.0, status, fault_code }
}

/// The OmniPicker side of the serial link.
pub struct OmniPickerProtocol {
    can_id: u32,
    timeout: Duration,
    current: Option<GripperCommand>,
    out: Vec<u8>,
}

impl OmniPickerProtocol {
    pub fn new(can_id: u32, timeout: Duration) -> Self {
        OmniPickerProtocol { can_id, timeout, current: None, out: Vec::with_capacity(16) }
    }

    fn exchange(&mut self, link: &mut SerialLink, cmd: &GripperCommand) -> Result<[u8; 8], TxError> {
        let frame = CanFrame { id: self.can_id, extended: true, len: 8, data: command_payload(cmd) };
        frame.encode(&mut self.out);
        link.send(&self.out)?;
        let deadline = Instant::now() + self.timeout;
        let mut skipped = 0usize;
        loop {
            let mut b = [0u8; 1];
            link.recv_exact(&mut b, deadline)?;
            if b[0] != FRAME_START {
                skipped += 1;
                if skipped > 64 {
                    return Err(TxError::Crc);
                }
                continue;
            }
            link.recv_exact(&mut b, deadline)?;
            let Some(n) = CanFrame::rest_len(b[0]) else {
                return Err(TxError::Crc);
            };
            let mut rest = [0u8; 13];
            link.recv_exact(&mut rest[..n], deadline)?;
            let f = CanFrame::decode(b[0], &rest[..n]).ok_or(TxError::Crc)?;
            if f.len != 8 {
                return Err(TxError::Crc);
            }
            return Ok(f.data);
        }
    }
}

impl GripperProtocol for OmniPickerProtocol {
    fn kind(&self) -> &'static str {
        "omnipicker"
    }

    fn fault_meaning(&self, code: u16) -> &'static str {
        fault_meaning(code)
    }

    fn on_open(&mut self, link: &mut SerialLink) -> Result<(), TxError> {
        self.current = None;
        link.send(&adapter_setup_frame())
    }

    fn cycle(
        &mut self,
        link: &mut SerialLink,
        new_cmd: Option<GripperCommand>,
        started: bool,
    ) -> Result<Option<Polled>, TxError> {
        if let Some(c) = new_cmd {
            self.current = Some(c);
        }
        if started && self.current.is_none() {
            // No status request exists: starting means commanding a known state (open).
            self.current = Some(GripperCommand::OPEN);
        }
        let Some(cmd) = self.current else {
            return Ok(None);
        };
        let reply = self.exchange(link, &cmd)?;
        let state = state_of_reply(&reply);
        Ok(Some(Polled { state, ready: state.fault_code == 0 }))
    }
}

/// The OmniPicker driver: [`OmniPickerProtocol`] behind the serial I/O thread.
pub struct OmniPicker(SerialGripper);

impl OmniPicker {
    pub fn new(opts: SerialOptions, can_id: u32) -> Result<Self, DriverError> {
        let proto = OmniPickerProtocol::new(can_id, opts.timeout);
        Ok(OmniPicker(SerialGripper::spawn(proto, opts, fault_meaning)?))
    }

    pub fn from_config(cfg: &Config) -> Result<Self, DriverError> {
        Self::new(SerialOptions::from_config(cfg), cfg.gripper.can_id)
    }
}

super::serial_link::delegate_gripper!(OmniPicker);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_open_command_matches_the_community_frame() {
        // zhenglianchi/OmniPicker-USB-CAN-A `gripper_open`: AA E8 01 00 00 00 00 FF 7F 7F 7F 7F 00 00 55
        let cmd = GripperCommand { position: 0.0, force: 0.5, speed: 0.5 };
        let f = CanFrame { id: 1, extended: true, len: 8, data: command_payload(&cmd) };
        let mut out = Vec::new();
        f.encode(&mut out);
        assert_eq!(out, [0xAA, 0xE8, 0x01, 0, 0, 0, 0x00, 0xFF, 0x7F, 0x7F, 0x7F, 0x7F, 0, 0, 0x55]);
    }

    #[test]
    fn frames_round_trip_and_bad_tails_are_framing_errors() {
        let f = CanFrame { id: 0x1234, extended: false, len: 8, data: [1, 2, 3, 4, 5, 6, 7, 8] };
        let mut out = Vec::new();
        f.encode(&mut out);
        assert_eq!(out.len(), 13);
        assert_eq!(CanFrame::decode(out[1], &out[2..]), Some(f));
        let mut bad = out.clone();
        *bad.last_mut().unwrap() = 0x00;
        assert_eq!(CanFrame::decode(bad[1], &bad[2..]), None);
    }

    #[test]
    fn replies_map_to_normalised_states() {
        assert_eq!(state_of_reply(&[0, 2, 0x40, 0, 0x80, 0, 0, 0]).status, GripperStatus::Holding);
        assert_eq!(state_of_reply(&[0, 3, 0x00, 0, 0, 0, 0, 0]).status, GripperStatus::Dropped);
        let s = state_of_reply(&[1, 1, 0xFF, 0, 0, 0, 0, 0]);
        assert_eq!((s.status, s.fault_code, s.position), (GripperStatus::Fault, 1, 0.0));
    }

    #[test]
    fn the_setup_frame_checksum_covers_bytes_2_to_18() {
        let f = adapter_setup_frame();
        assert_eq!(f[19], 0x12 + 0x01 + 0x02);
    }
}
