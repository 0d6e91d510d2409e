//! Intel RealSense D435 (needs librealsense2 2.56 and the `realsense` feature): colour
//! RGB8 and depth Z16 at `camera.width` x `camera.height` @ `camera.fps` (640x480@30 by
//! default), depth aligned to colour by librealsense's align block, the colour stream's
//! intrinsics (with its Brown-Conrady coefficients) and the depth scale of the device.
//!
//! Its [`Camera::cadence`] is learnt by a [`CadenceEstimator`] from the colour frames'
//! timestamps and frame numbers and the times reads that had to wait returned. Whether a read
//! waits is known without a timing threshold: the pipeline is polled first, and only when
//! nothing is queued does it wait, so the frameset it then returns arrived after the poll and
//! the return time is its arrival plus a delay >= 0. A queued frameset arrived at some unknown
//! earlier time; while the estimator wants arrival evidence (at start, after a device restart,
//! or when its arrivals are over 5 s old) such a frameset is dropped and the next one waited
//! for: a fresher frame, at most one period later.

use super::cadence::{Arrival, CadenceEstimator, CadenceParams, FrameInfo};
use crate::config::Config;
use crate::perception::{Cadence, Camera, Frame, Intrinsics, PerceptionError};
use crate::types::clock::now_ns;
use realsense_rust::config::Config as RsConfig;
use realsense_rust::context::Context;
use realsense_rust::frame::{ColorFrame, CompositeFrame, DepthFrame, FrameEx};
use realsense_rust::kind::{Rs2Format, Rs2StreamKind};
use realsense_rust::pipeline::{ActivePipeline, InactivePipeline};
use realsense_rust::processing_blocks::align::Align;
use std::ffi::CString;
use std::sync::Arc;
use std::task::Poll;
use std::time::Duration;

/// A running RealSense pipeline with depth-to-colour alignment.
pub struct RealSenseCamera {
    name: String,
    pipeline: ActivePipeline,
    align: Align,
    _context: Context,
    timeout: Duration,
    seq: u64,
    cadence: CadenceEstimator,
    /// Resets of `cadence` already logged.
    cadence_resets: u64,
}

// SAFETY: `Align` holds librealsense processing-block and frame-queue handles, which
// librealsense allows to be used from any thread; the camera is used by one thread at a
// time (it is moved to the perception thread, never shared).
unsafe impl Send for RealSenseCamera {}

fn err(name: &str, reason: impl std::fmt::Display) -> PerceptionError {
    PerceptionError::Camera { device: name.to_string(), reason: reason.to_string() }
}

impl RealSenseCamera {
    pub fn from_config(cfg: &Config) -> Result<Self, PerceptionError> {
        let c = &cfg.camera;
        let name = if c.realsense_serial.is_empty() {
            "realsense".to_string()
        } else {
            format!("realsense {}", c.realsense_serial)
        };
        let context = Context::new().map_err(|e| err(&name, format!("context: {e}")))?;
        let pipeline = InactivePipeline::try_from(&context).map_err(|e| err(&name, format!("pipeline: {e}")))?;
        let mut rs = RsConfig::new();
        if !c.realsense_serial.is_empty() {
            let serial = CString::new(c.realsense_serial.clone())
                .map_err(|_| err(&name, "camera.realsense_serial contains a NUL byte"))?;
            rs.enable_device_from_serial(&serial).map_err(|e| err(&name, format!("device: {e}")))?;
        }
        let (w, h, fps) = (c.width as usize, c.height as usize, c.fps.round() as usize);
        rs.enable_stream(Rs2StreamKind::Color, None, w, h, Rs2Format::Rgb8, fps)
            .map_err(|e| err(&name, format!("colour {w}x{h}@{fps}: {e}")))?;
        rs.enable_stream(Rs2StreamKind::Depth, None, w, h, Rs2Format::Z16, fps)
            .map_err(|e| err(&name, format!("depth {w}x{h}@{fps}: {e}")))?;
        let pipeline = pipeline.start(Some(rs)).map_err(|e| err(&name, format!("start: {e}")))?;
        let align = Align::new(Rs2StreamKind::Color, 1).map_err(|e| err(&name, format!("align: {e}")))?;
        Ok(RealSenseCamera {
            name,
            pipeline,
            align,
            _context: context,
            timeout: Duration::from_millis(c.frame_timeout_ms),
            seq: 0,
            cadence: CadenceEstimator::new(CadenceParams::at_fps(c.fps)),
            cadence_resets: 0,
        })
    }

    /// The next frameset and how it arrived: a queued one is taken as it is unless the cadence
    /// estimator wants an arrival time, then it is dropped for the next one.
    fn next_frameset(&mut self) -> Result<(CompositeFrame, Arrival), PerceptionError> {
        match self.pipeline.poll().map_err(|e| err(&self.name, format!("poll: {e}")))? {
            Poll::Ready(queued) if !self.cadence.wants_arrival() => return Ok((queued, Arrival::Queued)),
            Poll::Ready(stale) => drop(stale),
            Poll::Pending => {}
        }
        let frames = self.pipeline.wait(Some(self.timeout)).map_err(|e| err(&self.name, format!("wait: {e}")))?;
        Ok((frames, Arrival::Blocked { at_ns: now_ns() }))
    }

    /// Feeds the colour frame's timestamp and number to the cadence estimator.
    fn observe_cadence(&mut self, color: &ColorFrame, arrival: Arrival) {
        if self.seq == 0 {
            tracing::info!(camera = %self.name, domain = ?color.timestamp_domain(), "colour frame timestamps");
        }
        self.cadence.observe(FrameInfo { device_ms: color.timestamp(), frame_number: color.frame_number(), arrival });
        let counters = self.cadence.counters();
        if counters.resets > self.cadence_resets {
            self.cadence_resets = counters.resets;
            tracing::info!(camera = %self.name, ?counters, "frame cadence relearnt (device restart or rate change)");
        }
    }
}

/// Copies `rows` rows of `row_bytes` from a strided buffer.
fn copy_rows(src: &[u8], stride: usize, row_bytes: usize, rows: usize) -> Option<Vec<u8>> {
    if stride < row_bytes || src.len() < stride * (rows.saturating_sub(1)) + row_bytes {
        return None;
    }
    let mut out = Vec::with_capacity(row_bytes * rows);
    for r in 0..rows {
        out.extend_from_slice(&src[r * stride..r * stride + row_bytes]);
    }
    Some(out)
}

impl Camera for RealSenseCamera {
    fn next_frame(&mut self) -> Result<Frame, PerceptionError> {
        let name = self.name.clone();
        let (frames, arrival) = self.next_frameset()?;
        self.align.queue(frames).map_err(|e| err(&name, format!("align: {e}")))?;
        let aligned = self.align.wait(self.timeout).map_err(|e| err(&name, format!("align: {e}")))?;
        let color =
            aligned.frames_of_type::<ColorFrame>().into_iter().next().ok_or_else(|| err(&name, "no colour frame"))?;
        let depth =
            aligned.frames_of_type::<DepthFrame>().into_iter().next().ok_or_else(|| err(&name, "no depth frame"))?;
        self.observe_cadence(&color, arrival);
        let (w, h) = (color.width(), color.height());
        if (depth.width(), depth.height()) != (w, h) {
            return Err(err(&name, "aligned depth differs in size from colour"));
        }
        let ri = color.stream_profile().intrinsics().map_err(|e| err(&name, format!("intrinsics: {e}")))?;
        let dist = ri.distortion();
        let intrinsics = Intrinsics {
            width: w as u32,
            height: h as u32,
            fx: ri.fx() as f64,
            fy: ri.fy() as f64,
            cx: ri.ppx() as f64,
            cy: ri.ppy() as f64,
            coeffs: dist.coeffs.map(|c| c as f64),
        };
        let depth_scale = depth.depth_units().map_err(|e| err(&name, format!("depth units: {e}")))?;
        // SAFETY: get_data points at get_data_size() bytes owned by the frame, alive while
        // the frame is; we copy them out before the frame is dropped.
        let color_bytes =
            unsafe { std::slice::from_raw_parts(color.get_data() as *const _ as *const u8, color.get_data_size()) };
        let depth_bytes =
            unsafe { std::slice::from_raw_parts(depth.get_data() as *const _ as *const u8, depth.get_data_size()) };
        let rgb =
            copy_rows(color_bytes, color.stride(), w * 3, h).ok_or_else(|| err(&name, "colour buffer too small"))?;
        let d8 =
            copy_rows(depth_bytes, depth.stride(), w * 2, h).ok_or_else(|| err(&name, "depth buffer too small"))?;
        let depth_vals: Vec<u16> = d8.chunks_exact(2).map(|b| u16::from_le_bytes([b[0], b[1]])).collect();
        let frame = Frame {
            seq: self.seq,
            captured_ns: now_ns(),
            intrinsics,
            rgb: Arc::from(rgb),
            depth: Some(Arc::from(depth_vals)),
            depth_scale,
        };
        self.seq += 1;
        Ok(frame)
    }

    fn name(&self) -> &str {
        &self.name
    }

    fn cadence(&self) -> Option<Cadence> {
        self.cadence.cadence()
    }
}

#[cfg(test)]
mod tests {
    use super::copy_rows;

    #[test]
    fn strided_rows_are_packed() {
        let src = [1, 2, 3, 0, 4, 5, 6, 0];
        assert_eq!(copy_rows(&src, 4, 3, 2), Some(vec![1, 2, 3, 4, 5, 6]));
        assert_eq!(copy_rows(&src, 4, 3, 3), None);
    }
}
