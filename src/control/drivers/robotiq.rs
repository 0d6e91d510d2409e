//! Robotiq 2F-85 class gripper over Modbus RTU (115200 8N1, slave 9 by default).
//!
//! Registers (big-endian 16-bit, two bytes each), see docs/hardware-protocols.md:
//! * robot output at 0x03E8, written with function 16: byte 0 action request
//!   (rACT bit 0, rGTO bit 3, rATR bit 4), bytes 1-2 reserved, byte 3 rPR (position
//!   request, 0 open .. 255 closed), byte 4 rSP (speed), byte 5 rFR (force);
//! * robot input at 0x07D0, read with function 3: byte 0 gripper status (gACT bit 0,
//!   gGTO bit 3, gSTA bits 4-5, gOBJ bits 6-7), byte 1 reserved, byte 2 fault (gFLT low
//!   nibble), byte 3 gPR (echo), byte 4 gPO (position), byte 5 gCU (current).
//!
//! Requests are built and answers checked (CRC-16/Modbus, unit id, function, exception)
//! with `rmodbus`.

use super::serial_link::{GripperProtocol, Polled, SerialGripper, SerialLink, SerialOptions, TxError};
use super::DriverError;
use crate::config::Config;
use crate::control::types::{GripperCommand, GripperState, GripperStatus};
use rmodbus::client::ModbusRequest;
use rmodbus::{ErrorKind, ModbusProto};
use std::time::{Duration, Instant};

/// First register of the robot output (commands).
pub const REG_OUTPUT: u16 = 0x03E8;
/// First register of the robot input (status).
pub const REG_INPUT: u16 = 0x07D0;

/// Meaning of a gFLT fault code (2F-85 manual; see docs/hardware-protocols.md).
pub fn fault_meaning(code: u16) -> &'static str {
    match code {
        0x00 => "no fault",
        0x05 => "action delayed: activation (reactivation) must complete first",
        0x07 => "the activation bit must be set before an action",
        0x08 => "maximum operating temperature exceeded: let it cool down",
        0x09 => "no communication during at least 1 second",
        0x0A => "under minimum operating voltage",
        0x0B => "automatic release in progress",
        0x0C => "internal fault: contact support",
        0x0D => "activation fault: check that nothing blocks the fingers",
        0x0E => "overcurrent triggered",
        0x0F => "automatic release completed",
        _ => "unknown fault",
    }
}

/// Decoded status registers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Status {
    pub g_act: bool,
    pub g_gto: bool,
    /// 0 reset / auto-release, 1 activation in progress, 3 activation complete.
    pub g_sta: u8,
    /// 0 moving, 1 stopped on contact while opening, 2 stopped on contact while closing,
    /// 3 at the requested position.
    pub g_obj: u8,
    pub g_flt: u8,
    pub g_pr: u8,
    pub g_po: u8,
    pub g_cu: u8,
}

impl Status {
    /// From the six status bytes (three registers, big-endian).
    pub fn from_bytes(b: [u8; 6]) -> Status {
        Status {
            g_act: b[0] & 0x01 != 0,
            g_gto: b[0] & 0x08 != 0,
            g_sta: (b[0] >> 4) & 0x03,
            g_obj: (b[0] >> 6) & 0x03,
            g_flt: b[2] & 0x0F,
            g_pr: b[3],
            g_po: b[4],
            g_cu: b[5],
        }
    }
}

/// The three output registers for a go-to request.
pub fn goto_registers(cmd: &GripperCommand) -> [u16; 3] {
    let b = |x: f32| (x.clamp(0.0, 1.0) * 255.0).round() as u16;
    // rACT | rGTO, reserved, reserved, rPR, rSP, rFR
    [0x0900, b(cmd.position), (b(cmd.speed) << 8) | b(cmd.force)]
}

/// An activation request the gripper did not take (gACT still 0) is repeated after this.
const ACTIVATION_RETRY: Duration = Duration::from_secs(2);

/// Reset (rACT = 0) and activate (rACT = 1) register values.
pub const RESET_REGISTERS: [u16; 3] = [0x0000, 0x0000, 0x0000];
pub const ACTIVATE_REGISTERS: [u16; 3] = [0x0100, 0x0000, 0x0000];

/// The Modbus side of the 2F-85.
pub struct RobotiqProtocol {
    slave: u8,
    timeout: Duration,
    pending: Option<GripperCommand>,
    /// When activation was last requested (None: not requested since the last activation).
    activation_sent: Option<Instant>,
    /// The object seen while closing, kept to tell a drop from an empty close.
    holding: bool,
    dropped: bool,
    req: Vec<u8>,
}

impl RobotiqProtocol {
    pub fn new(slave: u8, timeout: Duration) -> Self {
        RobotiqProtocol {
            slave,
            timeout,
            pending: None,
            activation_sent: None,
            holding: false,
            dropped: false,
            req: Vec::with_capacity(32),
        }
    }

    fn map_err(e: ErrorKind) -> TxError {
        match e {
            ErrorKind::FrameCRCError | ErrorKind::FrameBroken => TxError::Crc,
            other => TxError::Exception(format!("{other:?}")),
        }
    }

    fn write_registers(&mut self, link: &mut SerialLink, regs: &[u16; 3]) -> Result<(), TxError> {
        let mut mreq = ModbusRequest::new(self.slave, ModbusProto::Rtu);
        self.req.clear();
        mreq.generate_set_holdings_bulk(REG_OUTPUT, regs, &mut self.req).map_err(Self::map_err)?;
        link.send(&self.req)?;
        let deadline = Instant::now() + self.timeout;
        // Normal answer: id, 0x10, reg(2), count(2), crc(2) = 8; exception: 5.
        let mut head = [0u8; 5];
        link.recv_exact(&mut head, deadline)?;
        let mut full = [0u8; 8];
        full[..5].copy_from_slice(&head);
        let n = if head[1] & 0x80 != 0 { 5 } else { 8 };
        if n == 8 {
            link.recv_exact(&mut full[5..], deadline)?;
        }
        mreq.parse_ok(&full[..n]).map_err(Self::map_err)
    }

    fn read_status(&mut self, link: &mut SerialLink) -> Result<Status, TxError> {
        let mut mreq = ModbusRequest::new(self.slave, ModbusProto::Rtu);
        self.req.clear();
        mreq.generate_get_holdings(REG_INPUT, 3, &mut self.req).map_err(Self::map_err)?;
        link.send(&self.req)?;
        let deadline = Instant::now() + self.timeout;
        // Normal answer: id, 0x03, byte count 6, 6 bytes, crc(2) = 11; exception: 5.
        let mut buf = [0u8; 11];
        link.recv_exact(&mut buf[..5], deadline)?;
        let n = if buf[1] & 0x80 != 0 { 5 } else { 11 };
        if n == 11 {
            link.recv_exact(&mut buf[5..], deadline)?;
        }
        let mut regs: Vec<u16> = Vec::with_capacity(3);
        mreq.parse_u16(&buf[..n], &mut regs).map_err(Self::map_err)?;
        if regs.len() != 3 {
            return Err(TxError::Crc);
        }
        let mut b = [0u8; 6];
        for (i, r) in regs.iter().enumerate() {
            b[2 * i..2 * i + 2].copy_from_slice(&r.to_be_bytes());
        }
        Ok(Status::from_bytes(b))
    }

    /// Normalised state from the status registers.
    fn state_of(&mut self, s: &Status) -> GripperState {
        let position = s.g_po as f32 / 255.0;
        let status = if s.g_flt != 0 {
            GripperStatus::Fault
        } else if !s.g_act || s.g_sta != 3 || !s.g_gto {
            GripperStatus::Idle
        } else {
            match s.g_obj {
                0 => GripperStatus::Moving,
                1 | 2 => GripperStatus::Holding,
                _ => GripperStatus::Arrived,
            }
        };
        // A held object that is gone: without a new request the fingers move on (gOBJ 0)
        // to the requested position (gOBJ 3). Sticky until the next request.
        if status == GripperStatus::Holding {
            self.holding = true;
        } else if self.holding && matches!(status, GripperStatus::Moving | GripperStatus::Arrived) {
            self.holding = false;
            self.dropped = true;
        }
        let moving_or_arrived = matches!(status, GripperStatus::Moving | GripperStatus::Arrived);
        let status = if self.dropped && moving_or_arrived { GripperStatus::Dropped } else { status };
        GripperState { position, status, fault_code: s.g_flt as u16 }
    }
}

impl GripperProtocol for RobotiqProtocol {
    fn kind(&self) -> &'static str {
        "robotiq 2F-85"
    }

    fn fault_meaning(&self, code: u16) -> &'static str {
        fault_meaning(code)
    }

    fn on_open(&mut self, _link: &mut SerialLink) -> Result<(), TxError> {
        self.activation_sent = None;
        self.holding = false;
        self.dropped = false;
        self.pending = None;
        Ok(())
    }

    fn cycle(
        &mut self,
        link: &mut SerialLink,
        new_cmd: Option<GripperCommand>,
        started: bool,
    ) -> Result<Option<Polled>, TxError> {
        if let Some(c) = new_cmd {
            self.pending = Some(c);
        }
        let mut status = self.read_status(link)?;
        let active = status.g_act && status.g_sta == 3;
        let retry = self.activation_sent.is_none_or(|t| t.elapsed() > ACTIVATION_RETRY && !status.g_act);
        if started && !active && status.g_sta != 1 && retry {
            // Activation sequence: clear rACT, then set it (the manual's order).
            self.write_registers(link, &RESET_REGISTERS)?;
            self.write_registers(link, &ACTIVATE_REGISTERS)?;
            self.activation_sent = Some(Instant::now());
            self.pending = None; // never move on a command issued before activation
        }
        if active {
            self.activation_sent = None;
            if let Some(c) = self.pending {
                self.write_registers(link, &goto_registers(&c))?;
                self.pending = None;
                self.holding = false;
                self.dropped = false;
                // Read back so the state reflects the accepted request.
                status = self.read_status(link)?;
            }
        }
        let state = self.state_of(&status);
        Ok(Some(Polled { state, ready: status.g_act && status.g_sta == 3 && status.g_flt == 0 }))
    }
}

/// The Robotiq driver: [`RobotiqProtocol`] behind the serial I/O thread.
pub struct Robotiq(SerialGripper);

impl Robotiq {
    pub fn new(opts: SerialOptions, slave: u8) -> Result<Self, DriverError> {
        let proto = RobotiqProtocol::new(slave, opts.timeout);
        Ok(Robotiq(SerialGripper::spawn(proto, opts, fault_meaning)?))
    }

    pub fn from_config(cfg: &Config) -> Result<Self, DriverError> {
        Self::new(SerialOptions::from_config(cfg), cfg.gripper.slave_id)
    }
}

super::serial_link::delegate_gripper!(Robotiq);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_manuals_close_request_is_what_rmodbus_builds_from_our_registers() {
        // Close at full speed and force: `09 10 03 E8 00 03 06 09 00 00 FF FF FF 42 29`.
        let regs = goto_registers(&GripperCommand { position: 1.0, force: 1.0, speed: 1.0 });
        let mut req = ModbusRequest::new(9, ModbusProto::Rtu);
        let mut out = Vec::new();
        req.generate_set_holdings_bulk(REG_OUTPUT, &regs, &mut out).unwrap();
        assert_eq!(out, [0x09, 0x10, 0x03, 0xE8, 0x00, 0x03, 0x06, 0x09, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0x42, 0x29]);
    }

    #[test]
    fn the_manuals_activation_and_status_requests_match() {
        let mut req = ModbusRequest::new(9, ModbusProto::Rtu);
        let mut out = Vec::new();
        req.generate_set_holdings_bulk(REG_OUTPUT, &RESET_REGISTERS, &mut out).unwrap();
        assert_eq!(out, [0x09, 0x10, 0x03, 0xE8, 0x00, 0x03, 0x06, 0, 0, 0, 0, 0, 0, 0x73, 0x30]);
        out.clear();
        req.generate_get_holdings(REG_INPUT, 1, &mut out).unwrap();
        assert_eq!(out, [0x09, 0x03, 0x07, 0xD0, 0x00, 0x01, 0x85, 0xCF]);
    }

    #[test]
    fn status_bytes_of_a_grasp_decode_to_holding() {
        // Answer `09 03 06 B9 00 00 FF BD 00 ..`: activated, go-to, object while closing.
        let s = Status::from_bytes([0xB9, 0x00, 0x00, 0xFF, 0xBD, 0x00]);
        assert_eq!((s.g_act, s.g_gto, s.g_sta, s.g_obj, s.g_pr, s.g_po), (true, true, 3, 2, 0xFF, 0xBD));
        let mut p = RobotiqProtocol::new(9, Duration::from_millis(10));
        assert_eq!(p.state_of(&s).status, GripperStatus::Holding);
        // The object slips out: fingers reach the request, gOBJ = 3.
        let gone = Status::from_bytes([0xF9, 0x00, 0x00, 0xFF, 0xFF, 0x00]);
        assert_eq!(p.state_of(&gone).status, GripperStatus::Dropped);
    }

    #[test]
    fn a_fault_nibble_is_reported_with_its_meaning() {
        let s = Status::from_bytes([0x31, 0x00, 0x07, 0x00, 0x00, 0x00]);
        let mut p = RobotiqProtocol::new(9, Duration::from_millis(10));
        let st = p.state_of(&s);
        assert_eq!((st.status, st.fault_code), (GripperStatus::Fault, 7));
        assert!(fault_meaning(7).contains("activation bit"));
    }
}
