//! The FAIRINO controller's real-time state feeds (layouts in docs/hardware-protocols.md).
//!
//! * `legacy` (port 20004, firmware before 3.9): a packed `ROBOT_STATE_PKG`, head `5A 5A`,
//!   frame counter, little-endian u16 data length, data, and a little-endian u16 that is
//!   the wrapping sum of every byte before it. Frame = length + 7 bytes. Only the leading
//!   fields, stable across SDK versions, are decoded here.
//! * `cnde` (port 20005, firmware 3.9+): frames `5A 5A`, counter, type, u16 length, data,
//!   `A5 A5`. The client subscribes to named fields; data frames carry them in order.
//!
//! Both deframers are streaming (bytes may arrive split or merged) and resynchronise on
//! a bad frame, counting it.

/// What the driver needs from one state sample. Joint values in degrees, as on the wire.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct FeedSample {
    pub frame_cnt: u8,
    /// 1 stop, 2 run, 3 pause.
    pub program_state: u8,
    /// 1 stop, 2 run, 3 pause, 4 drag.
    pub robot_state: u8,
    pub main_code: i32,
    pub sub_code: i32,
    /// 0 automatic, 1 manual.
    pub robot_mode: u8,
    pub q_deg: [f64; 6],
    pub qd_deg: [f64; 6],
    /// Emergency stop pressed (CNDE only; the legacy prefix does not reach it).
    pub estop: bool,
    pub motion_done: bool,
}

pub const HEAD: [u8; 2] = [0x5A, 0x5A];
pub const CNDE_TAIL: [u8; 2] = [0xA5, 0xA5];

/// Offsets in the packed legacy `ROBOT_STATE_PKG` (robot_types.h).
mod legacy_off {
    pub const PROGRAM_STATE: usize = 5;
    pub const ROBOT_STATE: usize = 6;
    pub const MAIN_CODE: usize = 7;
    pub const SUB_CODE: usize = 11;
    pub const ROBOT_MODE: usize = 15;
    pub const JT_CUR_POS: usize = 16;
    // tl_cur_pos 64, flange_cur_pos 112, then actual_qd:
    pub const ACTUAL_QD: usize = 160;
    /// Bytes of the decoded prefix (through actual_qd).
    pub const PREFIX_END: usize = 208;
}

/// CNDE frame types (SDK `CNDE_FRAME_TYPE_*`).
pub mod cnde_type {
    pub const OUTPUT_CONFIG: u8 = 0x01;
    pub const OUTPUT_START: u8 = 0x02;
    pub const OUTPUT_STOP: u8 = 0x03;
    pub const OUTPUT_DATA: u8 = 0x04;
    pub const MESSAGE: u8 = 0x06;
}

/// A CNDE field: its name on the wire and its encoded size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CndeKind {
    U8,
    I32,
    F64x6,
}

impl CndeKind {
    pub const fn size(self) -> usize {
        match self {
            CndeKind::U8 => 1,
            CndeKind::I32 => 4,
            CndeKind::F64x6 => 48,
        }
    }
}

/// The fields this driver subscribes to, in subscription order (names from the SDK).
pub const CNDE_FIELDS: [(&str, CndeKind); 9] = [
    ("program_state", CndeKind::U8),
    ("robot_state", CndeKind::U8),
    ("main_code", CndeKind::I32),
    ("sub_code", CndeKind::I32),
    ("robot_mode", CndeKind::U8),
    ("actual_joint_pos", CndeKind::F64x6),
    ("actual_joint_vel", CndeKind::F64x6),
    ("emergency_stop", CndeKind::U8),
    ("motion_done", CndeKind::I32),
];

/// Size of one CNDE data frame payload with [`CNDE_FIELDS`].
pub const CNDE_DATA_LEN: usize = {
    let mut n = 0;
    let mut i = 0;
    while i < CNDE_FIELDS.len() {
        n += CNDE_FIELDS[i].1.size();
        i += 1;
    }
    n
};

fn f64s(b: &[u8]) -> [f64; 6] {
    let mut out = [0.0; 6];
    for (i, o) in out.iter_mut().enumerate() {
        let mut w = [0u8; 8];
        w.copy_from_slice(&b[i * 8..i * 8 + 8]);
        *o = f64::from_le_bytes(w);
    }
    out
}

fn i32_at(b: &[u8], at: usize) -> i32 {
    i32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

/// Wrapping 16-bit byte sum, the legacy feed's checksum.
pub fn byte_sum16(b: &[u8]) -> u16 {
    b.iter().fold(0u16, |s, x| s.wrapping_add(*x as u16))
}

/// Decodes a complete, checked legacy frame.
pub fn decode_legacy(frame: &[u8]) -> Option<FeedSample> {
    use legacy_off::*;
    if frame.len() < PREFIX_END + 2 {
        return None;
    }
    Some(FeedSample {
        frame_cnt: frame[2],
        program_state: frame[PROGRAM_STATE],
        robot_state: frame[ROBOT_STATE],
        main_code: i32_at(frame, MAIN_CODE),
        sub_code: i32_at(frame, SUB_CODE),
        robot_mode: frame[ROBOT_MODE],
        q_deg: f64s(&frame[JT_CUR_POS..]),
        qd_deg: f64s(&frame[ACTUAL_QD..]),
        estop: false,
        motion_done: false,
    })
}

/// Encodes a legacy frame whose data is `data_len` bytes (at least the decoded prefix;
/// the rest of the struct is zero), as a controller would send it.
pub fn encode_legacy(out: &mut Vec<u8>, s: &FeedSample, data_len: usize) {
    use legacy_off::*;
    let data_len = data_len.max(PREFIX_END - 5);
    out.clear();
    out.extend_from_slice(&HEAD);
    out.push(s.frame_cnt);
    out.extend_from_slice(&(data_len as u16).to_le_bytes());
    out.resize(5 + data_len, 0);
    out[PROGRAM_STATE] = s.program_state;
    out[ROBOT_STATE] = s.robot_state;
    out[MAIN_CODE..MAIN_CODE + 4].copy_from_slice(&s.main_code.to_le_bytes());
    out[SUB_CODE..SUB_CODE + 4].copy_from_slice(&s.sub_code.to_le_bytes());
    out[ROBOT_MODE] = s.robot_mode;
    for i in 0..6 {
        out[JT_CUR_POS + 8 * i..JT_CUR_POS + 8 * i + 8].copy_from_slice(&s.q_deg[i].to_le_bytes());
        out[ACTUAL_QD + 8 * i..ACTUAL_QD + 8 * i + 8].copy_from_slice(&s.qd_deg[i].to_le_bytes());
    }
    let sum = byte_sum16(out);
    out.extend_from_slice(&sum.to_le_bytes());
}

/// Encodes a CNDE frame.
pub fn encode_cnde(out: &mut Vec<u8>, count: u8, ty: u8, data: &[u8]) {
    out.clear();
    out.extend_from_slice(&HEAD);
    out.push(count);
    out.push(ty);
    out.extend_from_slice(&(data.len() as u16).to_le_bytes());
    out.extend_from_slice(data);
    out.extend_from_slice(&CNDE_TAIL);
}

/// The data of the output-config frame subscribing to [`CNDE_FIELDS`] at `period_ms`.
pub fn cnde_config_data(period_ms: u16) -> Vec<u8> {
    let mut d = period_ms.to_le_bytes().to_vec();
    let names: Vec<&str> = CNDE_FIELDS.iter().map(|f| f.0).collect();
    d.extend_from_slice(names.join(",").as_bytes());
    d
}

/// Decodes an OUTPUT_DATA payload laid out as [`CNDE_FIELDS`].
pub fn decode_cnde_data(d: &[u8], frame_cnt: u8) -> Option<FeedSample> {
    if d.len() < CNDE_DATA_LEN {
        return None;
    }
    let mut s = FeedSample { frame_cnt, ..FeedSample::default() };
    let mut at = 0;
    for (name, kind) in CNDE_FIELDS {
        let b = &d[at..at + kind.size()];
        match name {
            "program_state" => s.program_state = b[0],
            "robot_state" => s.robot_state = b[0],
            "main_code" => s.main_code = i32_at(b, 0),
            "sub_code" => s.sub_code = i32_at(b, 0),
            "robot_mode" => s.robot_mode = b[0],
            "actual_joint_pos" => s.q_deg = f64s(b),
            "actual_joint_vel" => s.qd_deg = f64s(b),
            "emergency_stop" => s.estop = b[0] != 0,
            "motion_done" => s.motion_done = i32_at(b, 0) != 0,
            _ => {}
        }
        at += kind.size();
    }
    Some(s)
}

/// Encodes one OUTPUT_DATA payload for the named fields (the fake controller's side).
/// Unknown names are skipped.
pub fn encode_cnde_fields(out: &mut Vec<u8>, names: &[String], s: &FeedSample) {
    out.clear();
    for n in names {
        match n.as_str() {
            "program_state" => out.push(s.program_state),
            "robot_state" => out.push(s.robot_state),
            "main_code" => out.extend_from_slice(&s.main_code.to_le_bytes()),
            "sub_code" => out.extend_from_slice(&s.sub_code.to_le_bytes()),
            "robot_mode" => out.push(s.robot_mode),
            "actual_joint_pos" => s.q_deg.iter().for_each(|x| out.extend_from_slice(&x.to_le_bytes())),
            "actual_joint_vel" => s.qd_deg.iter().for_each(|x| out.extend_from_slice(&x.to_le_bytes())),
            "emergency_stop" => out.push(s.estop as u8),
            "motion_done" => out.extend_from_slice(&(s.motion_done as i32).to_le_bytes()),
            _ => {}
        }
    }
}

/// What the deframer found.
#[derive(Debug, PartialEq, Eq)]
pub enum Deframed {
    /// A complete frame is in `Deframer::frame()`.
    Frame,
    /// A frame failed its checksum or tail check and was skipped.
    Corrupt,
    /// More bytes are needed.
    NeedMore,
}

/// Which framing a [`Deframer`] expects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Framing {
    /// `5A5A cnt len16 data sum16`.
    Legacy,
    /// `5A5A cnt type len16 data A5A5`.
    Cnde,
}

/// Streaming frame splitter with a fixed-capacity buffer (no growth after creation).
pub struct Deframer {
    framing: Framing,
    buf: Vec<u8>,
    len: usize,
    /// Length of the frame at the start of `buf` after `Frame`.
    frame_len: usize,
}

impl Deframer {
    pub fn new(framing: Framing, capacity: usize) -> Self {
        Deframer { framing, buf: vec![0; capacity.max(64)], len: 0, frame_len: 0 }
    }

    /// Space to read new bytes into; call [`Deframer::filled`] with how many were read.
    pub fn spare(&mut self) -> &mut [u8] {
        self.consume_frame();
        if self.len == self.buf.len() {
            // A frame larger than the buffer cannot be valid here: drop a byte to resync.
            self.drop_front(1);
        }
        let len = self.len;
        &mut self.buf[len..]
    }

    pub fn filled(&mut self, n: usize) {
        self.len = (self.len + n).min(self.buf.len());
    }

    /// Feeds bytes (tests and the fake use this; the driver reads into `spare`).
    pub fn push(&mut self, mut bytes: &[u8]) {
        while !bytes.is_empty() {
            let spare = self.spare();
            let n = spare.len().min(bytes.len());
            spare[..n].copy_from_slice(&bytes[..n]);
            self.filled(n);
            bytes = &bytes[n..];
        }
    }

    /// The frame found by the last `Frame` result.
    pub fn frame(&self) -> &[u8] {
        &self.buf[..self.frame_len]
    }

    fn consume_frame(&mut self) {
        if self.frame_len > 0 {
            let n = self.frame_len;
            self.frame_len = 0;
            self.drop_front(n);
        }
    }

    fn drop_front(&mut self, n: usize) {
        let n = n.min(self.len);
        self.buf.copy_within(n..self.len, 0);
        self.len -= n;
    }

    /// Looks for the next frame in the buffered bytes.
    pub fn next_frame(&mut self) -> Deframed {
        self.consume_frame();
        loop {
            // find the head
            let mut i = 0;
            while i + 1 < self.len && !(self.buf[i] == HEAD[0] && self.buf[i + 1] == HEAD[1]) {
                i += 1;
            }
            if i > 0 {
                self.drop_front(i);
            }
            let (hdr, extra) = match self.framing {
                Framing::Legacy => (5, 2),
                Framing::Cnde => (6, 2),
            };
            if self.len < hdr {
                return Deframed::NeedMore;
            }
            let dlen = u16::from_le_bytes([self.buf[hdr - 2], self.buf[hdr - 1]]) as usize;
            let total = hdr + dlen + extra;
            if total > self.buf.len() {
                // Not a real head (a 0x5A inside data): keep searching.
                self.drop_front(1);
                continue;
            }
            if self.len < total {
                return Deframed::NeedMore;
            }
            let ok = match self.framing {
                Framing::Legacy => {
                    let sum = byte_sum16(&self.buf[..total - 2]);
                    sum == u16::from_le_bytes([self.buf[total - 2], self.buf[total - 1]])
                }
                Framing::Cnde => self.buf[total - 2..total] == CNDE_TAIL,
            };
            if ok {
                self.frame_len = total;
                return Deframed::Frame;
            }
            self.drop_front(1);
            return Deframed::Corrupt;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> FeedSample {
        FeedSample {
            frame_cnt: 9,
            program_state: 1,
            robot_state: 2,
            main_code: 0,
            sub_code: 0,
            robot_mode: 0,
            q_deg: [10.0, -90.0, 45.5, -120.0, -90.0, 3.25],
            qd_deg: [0.5, 0.0, -1.0, 0.0, 0.0, 2.0],
            estop: false,
            motion_done: true,
        }
    }

    #[test]
    fn a_legacy_frame_split_across_reads_decodes_to_the_sample() {
        let mut f = Vec::new();
        encode_legacy(&mut f, &sample(), 900);
        assert_eq!(f.len(), 900 + 7);
        let mut d = Deframer::new(Framing::Legacy, 4096);
        d.push(&[0x00, 0x5A]); // noise, and a lone half head
        d.push(&f[..100]);
        assert_eq!(d.next_frame(), Deframed::NeedMore);
        d.push(&f[100..]);
        assert_eq!(d.next_frame(), Deframed::Frame);
        let mut want = sample();
        want.motion_done = false; // not in the legacy prefix
        assert_eq!(decode_legacy(d.frame()), Some(want));
        assert_eq!(d.next_frame(), Deframed::NeedMore);
    }

    #[test]
    fn a_legacy_frame_with_a_bad_checksum_is_reported_and_the_next_one_is_found() {
        let mut f = Vec::new();
        encode_legacy(&mut f, &sample(), 300);
        let mut bad = f.clone();
        bad[40] ^= 0xFF;
        let mut d = Deframer::new(Framing::Legacy, 4096);
        d.push(&bad);
        d.push(&f);
        assert_eq!(d.next_frame(), Deframed::Corrupt);
        let mut found = false;
        for _ in 0..400 {
            match d.next_frame() {
                Deframed::Frame => {
                    found = true;
                    break;
                }
                Deframed::Corrupt => continue,
                Deframed::NeedMore => break,
            }
        }
        assert!(found);
        assert_eq!(decode_legacy(d.frame()).map(|s| s.q_deg), Some(sample().q_deg));
    }

    #[test]
    fn cnde_data_round_trips_in_subscription_order() {
        let names: Vec<String> = CNDE_FIELDS.iter().map(|f| f.0.to_string()).collect();
        let mut data = Vec::new();
        encode_cnde_fields(&mut data, &names, &sample());
        assert_eq!(data.len(), CNDE_DATA_LEN);
        let mut frame = Vec::new();
        encode_cnde(&mut frame, 3, cnde_type::OUTPUT_DATA, &data);
        let mut d = Deframer::new(Framing::Cnde, 1024);
        d.push(&frame);
        assert_eq!(d.next_frame(), Deframed::Frame);
        let f = d.frame();
        assert_eq!((f[3], f.len()), (cnde_type::OUTPUT_DATA, data.len() + 8));
        assert_eq!(decode_cnde_data(&f[6..f.len() - 2], f[2]), Some(FeedSample { frame_cnt: 3, ..sample() }));
    }

    #[test]
    fn the_cnde_config_frame_names_the_fields_after_the_period() {
        let d = cnde_config_data(8);
        assert_eq!(&d[..2], &[8, 0]);
        let names = std::str::from_utf8(&d[2..]).unwrap();
        assert!(names.starts_with("program_state,robot_state,main_code"));
        assert!(names.contains("actual_joint_pos"));
    }
}
