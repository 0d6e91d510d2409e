//! `aide bench render`: see the module docs of [`super::bench`].

use super::GlobalArgs;
use aide::control::kinematics::camera::intrinsics_from_config;
use aide::sim::people::people_at;
use aide::sim::render::{self, RenderParams, Renderer};
use aide::sim::{Scene, SimWorld};
use anyhow::Context;
use nalgebra::{Isometry3, Matrix3, Rotation3, Translation3, UnitQuaternion, Vector3};
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct RenderBenchArgs {
    /// Frames to time (after a few unmeasured ones).
    #[arg(long, default_value_t = 300)]
    pub frames: usize,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, serde::Serialize)]
struct Report {
    scene: String,
    width: u32,
    height: u32,
    frames: usize,
    /// Wall time per frame (the scene's boxes, the picture, its depth).
    median_ms: f64,
    p90_ms: f64,
    max_ms: f64,
    /// The rendering thread's CPU time per frame (what other processes on the machine do
    /// not inflate).
    cpu_median_ms: f64,
}

/// CPU time of the calling thread, ms.
fn thread_cpu_ms() -> f64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec; the clock exists on Linux.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    ts.tv_sec as f64 * 1e3 + ts.tv_nsec as f64 / 1e6
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

/// The arm's camera 0.5 m above the arm base, 0.6 rad down, turned by `yaw` about the
/// vertical (optical frame in the arm base frame).
fn camera(yaw: f64) -> Isometry3<f64> {
    // optical z -> base x, optical x -> base -y, optical y -> base -z
    let r = Rotation3::from_matrix_unchecked(Matrix3::new(0.0, 0.0, 1.0, -1.0, 0.0, 0.0, 0.0, -1.0, 0.0));
    let r =
        Rotation3::from_axis_angle(&Vector3::z_axis(), yaw) * Rotation3::from_axis_angle(&Vector3::y_axis(), 0.6) * r;
    Isometry3::from_parts(Translation3::new(0.0, 0.0, 0.5), UnitQuaternion::from_rotation_matrix(&r))
}

pub fn run(g: &GlobalArgs, a: RenderBenchArgs) -> anyhow::Result<u8> {
    let cfg = g.load_config()?;
    let scene = Scene::load(&cfg.sim.scene).context("sim.scene")?;
    let world = SimWorld::new(scene);
    let params = RenderParams { every: 1, scale: cfg.sim.render_scale };
    let mut r = Renderer::new(&intrinsics_from_config(&cfg.camera), params);
    let arm = world.arm_base_in_world();
    let mut ms = Vec::with_capacity(a.frames);
    let mut cpu = Vec::with_capacity(a.frames);
    for k in 0..a.frames.max(1) + 5 {
        // The view sweeps from the shelf on the right over the table to the sofa on the left.
        let yaw = -1.2 + 2.4 * (k % 60) as f64 / 59.0;
        let (t0, c0) = (Instant::now(), thread_cpu_ms());
        let solids = render::solids(&world, &people_at(&world, k as f64 / 30.0));
        let frame = r.frame(&(arm * camera(yaw)), &solids, k as u64, 0);
        let (took, cpu_took) = (t0.elapsed().as_secs_f64() * 1e3, thread_cpu_ms() - c0);
        std::hint::black_box(frame);
        if k >= 5 {
            ms.push(took);
            cpu.push(cpu_took);
        }
    }
    ms.sort_by(f64::total_cmp);
    let q = |p: f64| ms.get(((ms.len().max(1) - 1) as f64 * p).round() as usize).copied().unwrap_or(f64::NAN);
    let c = r.intrinsics();
    let rep = Report {
        scene: world.scene.name.clone(),
        width: c.width,
        height: c.height,
        frames: ms.len(),
        median_ms: q(0.5),
        p90_ms: q(0.9),
        max_ms: q(1.0),
        cpu_median_ms: median(&mut cpu),
    };
    if a.json {
        println!("{}", serde_json::to_string(&rep)?);
    } else {
        println!(
            "render {}x{} ({}): median {:.2} ms, p90 {:.2} ms, max {:.2} ms over {} frames; CPU median {:.2} ms",
            rep.width, rep.height, rep.scene, rep.median_ms, rep.p90_ms, rep.max_ms, rep.frames, rep.cpu_median_ms
        );
    }
    Ok(0)
}
