//! A person's recent floor positions, and their velocity by finite differences over a short
//! window (seed 002: `v_t = x_t - x_(t-1)`, taken over `heading_window_s` rather than one step
//! so it does not depend on the observation rate and averages out position noise).

use super::error::{finite, finite_point, IntentError};
use std::collections::VecDeque;

/// The positions of one person over the last window, oldest first.
#[derive(Debug, Clone)]
pub struct PersonTrack {
    window_s: f64,
    /// (time s, floor position m); never longer than the samples within `window_s` plus one.
    samples: VecDeque<(f64, [f64; 2])>,
}

impl PersonTrack {
    /// An empty track whose velocity spans `window_s` seconds.
    pub fn new(window_s: f64) -> Self {
        PersonTrack { window_s, samples: VecDeque::with_capacity(64) }
    }

    /// Adds the position seen at `t_s`; times must increase.
    pub fn push(&mut self, t_s: f64, position: [f64; 2]) -> Result<(), IntentError> {
        finite("person sample time", t_s)?;
        finite_point("person position", position)?;
        if let Some(&(last_s, _)) = self.samples.back() {
            if t_s <= last_s {
                return Err(IntentError::TimeNotIncreasing { t_s, last_s });
            }
        }
        self.samples.push_back((t_s, position));
        // Keep one sample at or before the window's start, so the span is the whole window.
        while self.samples.len() > 2 && self.samples[1].0 <= t_s - self.window_s {
            self.samples.pop_front();
        }
        Ok(())
    }

    /// The newest position, if any.
    pub fn position(&self) -> Option<[f64; 2]> {
        self.samples.back().map(|s| s.1)
    }

    /// Velocity, m/s: the displacement from the oldest kept sample to the newest over the
    /// time between them. `None` before the second sample.
    pub fn velocity(&self) -> Option<[f64; 2]> {
        let (&(t0, p0), &(t1, p1)) = (self.samples.front()?, self.samples.back()?);
        let dt = t1 - t0;
        (dt > 0.0).then(|| [(p1[0] - p0[0]) / dt, (p1[1] - p0[1]) / dt])
    }

    /// Forgets every sample (the person was lost).
    pub fn clear(&mut self) {
        self.samples.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn velocity_is_the_displacement_over_the_window_by_finite_differences() {
        let mut t = PersonTrack::new(0.5);
        assert_eq!(t.velocity(), None, "no samples");
        t.push(0.0, [0.0, 0.0]).unwrap();
        assert_eq!(t.velocity(), None, "one sample");
        for k in 1..=20 {
            t.push(k as f64 * 0.1, [k as f64 * 0.1, 0.0]).unwrap(); // 1 m/s along x
        }
        let v = t.velocity().unwrap();
        assert!((v[0] - 1.0).abs() < 1e-9 && v[1].abs() < 1e-9, "{v:?}");
        assert!(t.samples.len() <= 7, "only the window is kept: {}", t.samples.len());
        assert_eq!(t.position(), Some([2.0, 0.0]));
    }

    #[test]
    fn a_turn_shows_in_the_velocity_once_the_window_has_passed() {
        let mut t = PersonTrack::new(0.5);
        for k in 0..=10 {
            t.push(k as f64 * 0.1, [k as f64 * 0.1, 0.0]).unwrap();
        }
        for k in 1..=6 {
            t.push(1.0 + k as f64 * 0.1, [1.0, k as f64 * 0.1]).unwrap(); // now along y
        }
        let v = t.velocity().unwrap();
        assert!(v[0].abs() < 1e-9 && (v[1] - 1.0).abs() < 1e-9, "{v:?}");
    }

    #[test]
    fn bad_samples_are_refused_with_what_was_wrong() {
        let mut t = PersonTrack::new(0.5);
        t.push(1.0, [0.0, 0.0]).unwrap();
        assert_eq!(t.push(1.0, [0.1, 0.0]), Err(IntentError::TimeNotIncreasing { t_s: 1.0, last_s: 1.0 }));
        assert!(matches!(t.push(2.0, [f64::NAN, 0.0]), Err(IntentError::NotFinite { what: "person position", .. })));
        assert!(matches!(t.push(f64::INFINITY, [0.0, 0.0]), Err(IntentError::NotFinite { .. })));
        assert_eq!(t.position(), Some([0.0, 0.0]), "a refused sample changes nothing");
    }
}
