//! Camera intrinsics, shared by perception (deprojection), control (the camera mount
//! kinematics), decide (part placement) and the simulator (projection).

/// Pinhole intrinsics with Brown-Conrady distortion (RealSense's model).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Intrinsics {
    pub width: u32,
    pub height: u32,
    pub fx: f64,
    pub fy: f64,
    pub cx: f64,
    pub cy: f64,
    /// k1, k2, p1, p2, k3.
    pub coeffs: [f64; 5],
}
