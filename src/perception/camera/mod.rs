//! Camera backends: `replay` (recorded colour + depth frames from a directory) and
//! `realsense` (Intel RealSense D435, behind the `realsense` cargo feature). The `sim`
//! camera belongs to the simulator and is not built here. `cadence` learns a live camera's
//! frame cadence from the frames it delivers.

pub mod cadence;
#[cfg(feature = "realsense")]
pub mod realsense;
pub mod replay;
pub mod synthetic;

pub use replay::{write_frame, write_meta, ReplayCamera, ReplayMeta};

use super::{Camera, PerceptionError};
use crate::config::Config;

/// Builds the camera named by `camera.backend` (`replay` or `realsense`).
pub fn build_camera(cfg: &Config) -> Result<Box<dyn Camera>, PerceptionError> {
    match cfg.camera.backend.as_str() {
        "replay" => Ok(Box::new(ReplayCamera::from_config(cfg)?)),
        #[cfg(feature = "realsense")]
        "realsense" => Ok(Box::new(realsense::RealSenseCamera::from_config(cfg)?)),
        #[cfg(not(feature = "realsense"))]
        "realsense" => Err(PerceptionError::Camera {
            device: "realsense".into(),
            reason: "this binary was built without the `realsense` feature \
                     (cargo build --features realsense, needs librealsense2 2.56)"
                .into(),
        }),
        other => Err(PerceptionError::Camera {
            device: other.into(),
            reason: "not built by perception::camera::build_camera (known here: replay, realsense)".into(),
        }),
    }
}
