//! Camera frames: what a [`Camera`] delivers to the perception thread.

pub use crate::types::frame::Frame;
pub use crate::types::intrinsics::Intrinsics;

/// When a fixed-rate camera's frames become readable: frame k at `anchor_ns + k * period_ns`
/// (monotonic ns, k of either sign).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cadence {
    pub anchor_ns: u64,
    pub period_ns: u64,
}

impl Cadence {
    /// Frames every `1 / fps` seconds from `anchor_ns`.
    pub fn at_fps(anchor_ns: u64, fps: f64) -> Cadence {
        Cadence { anchor_ns, period_ns: ((1e9 / fps) as u64).max(1) }
    }

    /// The time the newest frame readable at `t` became readable (at or before `t`; 0 when
    /// that would be before the clock's start).
    pub fn latest_at_or_before(&self, t: u64) -> u64 {
        let p = self.period_ns.max(1);
        if t >= self.anchor_ns {
            self.anchor_ns + (t - self.anchor_ns) / p * p
        } else {
            self.anchor_ns.saturating_sub((self.anchor_ns - t).div_ceil(p) * p)
        }
    }
}

/// A source of frames (RealSense, replay directory, ...).
pub trait Camera: Send {
    /// Blocks until the next frame (bounded by the device's frame period and a timeout).
    fn next_frame(&mut self) -> Result<Frame, super::PerceptionError>;
    fn name(&self) -> &str;
    /// When frames become readable, for a camera that runs at a fixed rate and knows its phase
    /// (`None`: unknown, e.g. before the first frame). A paced reader starts on an arrival.
    fn cadence(&self) -> Option<Cadence> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::Cadence;

    #[test]
    fn the_latest_arrival_is_found_on_either_side_of_the_anchor() {
        let c = Cadence { anchor_ns: 1_000, period_ns: 100 };
        assert_eq!(c.latest_at_or_before(1_000), 1_000);
        assert_eq!(c.latest_at_or_before(1_099), 1_000);
        assert_eq!(c.latest_at_or_before(1_250), 1_200);
        assert_eq!(c.latest_at_or_before(999), 900);
        assert_eq!(c.latest_at_or_before(900), 900);
        assert_eq!(c.latest_at_or_before(50), 0, "before the clock's start");
    }
}
