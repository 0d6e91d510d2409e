//! The motion strategy's tunables: the `[motion]` section at the decision rate, and the
//! platform (a mobile base, or a fixed arm and its workspace) from `[arm]`.

use crate::config::{ArmConfig, MotionConfig};

/// Tunables of the strategy (metres, seconds).
#[derive(Debug, Clone, Copy)]
pub struct MotionParams {
    /// The `[motion]` section: stand-offs, heights, speeds, tolerances, the look point.
    pub m: MotionConfig,
    /// The arm rides on a base that can drive to the tool; false: a fixed arm.
    pub mobile_base: bool,
    /// Workspace of a fixed arm: horizontal distance from its base (m) and bearing (rad).
    pub reach_min_m: f64,
    pub reach_max_m: f64,
    pub reach_bearing_rad: f64,
    /// Decision steps of searching with nothing to go for before the task ends as
    /// [`Phase::NotFound`] (`motion.search_give_up_s` at the decision rate).
    pub search_give_up_steps: u32,
    /// Decision steps of turning on the spot before walking elsewhere to look
    /// (`motion.look_around_s` at the decision rate).
    pub look_around_steps: u32,
}

impl MotionParams {
    /// The strategy's tunables from the `[motion]` section and the platform from `[arm]`, for
    /// decisions at `decision_rate_hz`.
    pub fn from_config(motion: &MotionConfig, arm: &ArmConfig, decision_rate_hz: f64) -> Self {
        MotionParams {
            search_give_up_steps: (motion.search_give_up_s * decision_rate_hz).ceil().max(1.0) as u32,
            look_around_steps: (motion.look_around_s * decision_rate_hz).ceil().max(1.0) as u32,
            m: *motion,
            mobile_base: arm.mount != "fixed",
            reach_min_m: arm.reach_min_m,
            reach_max_m: arm.reach_max_m,
            reach_bearing_rad: arm.reach_bearing_rad,
        }
    }

    /// Why a tool at `horizontal` m and `bearing` rad is outside a fixed arm's workspace.
    pub(super) fn outside_workspace(&self, horizontal: f64, bearing: f64) -> Option<String> {
        let (lo, hi, b) = (self.reach_min_m, self.reach_max_m, self.reach_bearing_rad);
        let why = if horizontal < lo {
            "too close to the arm's base"
        } else if horizontal > hi {
            "too far"
        } else if bearing.abs() > b {
            "too far to the side"
        } else {
            return None;
        };
        Some(format!(
            "{horizontal:.2} m away at bearing {bearing:+.2} rad is {why} (fixed arm's workspace: {lo:.2}..{hi:.2} m, within {b:.2} rad of ahead)"
        ))
    }
}
