//! `aide bench ...`: measurements printed as numbers (human or `--json`).
//!
//! `aide bench control [--seconds S] [--busy-threads N] [--json]` runs the real control
//! thread at `control.rate_hz` on the simulated arm and gripper while a planner thread
//! re-targets it at 10 Hz, optionally with N threads keeping cores busy (a stand-in for
//! the perception thread), and prints the loop's timing: `rate_hz`, period jitter
//! `p50_us` / `p99_us` / `max_us` (|period - nominal|), `missed` deadlines, and the step
//! duration. SCHED_FIFO and mlockall follow `control.realtime` / `control.lock_memory`
//! (`--set control.realtime=false` measures without).
//!
//! `aide bench perception [--imgsz N] [--threads T] [--seconds S] [--weights DIR] [--prompts N] [--json]`
//! runs the perception pipeline on a synthetic colour + depth sequence (see
//! [`aide::runtime::pipeline_bench`]) with a policy-sized vocabulary (`--prompts` object
//! prompts, 32 by default, plus the part prompts "handle" and "opening") and then times one
//! forward of each model (median of `--reps`): `yolo_world_ms` (at `--imgsz`, that
//! vocabulary), `mobileclip_image_ms` (one 256 px crop), `text_ms` (one 77-token prompt
//! through the CLIP text tower); it prints those with `pipeline_hz`, `decision_hz`,
//! `perception_age_p95_ms`, the embedding counts, `vocabulary_size` and `part_prompts`
//! (medians over the run) and `rss_mib`. `--weights DIR` holds `yolov8s-worldv2.safetensors`, `mobileclip2_s0.safetensors`
//! and `clip_vit_b32_text.safetensors` (official layout); without it the small test fixtures
//! run, and the output says they are not representative.
//!
//! `aide bench render [--frames N] [--json]` times the simulator's camera image
//! ([`aide::sim::render`]) of `sim.scene` at the camera's size times `sim.render_scale`,
//! the view sweeping across the scene: `median_ms`, `p90_ms`, `max_ms` per frame.

use super::bench_perception::PerceptionBenchArgs;
use super::bench_render::RenderBenchArgs;
use super::GlobalArgs;
use aide::config::Config;
use aide::control::drivers::sim_arm::SimArm;
use aide::control::drivers::sim_gripper::{SimClock, SimGripper};
use aide::control::kinematics::Kinematics;
use aide::control::{ControlHandle, GoalKind, GripperCommand, Joints, LoopStats, MotionGoal};
use aide::types::clock::now_ns;
use anyhow::Context;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    #[command(subcommand)]
    pub what: BenchCommand,
}

#[derive(clap::Subcommand, Debug)]
pub enum BenchCommand {
    /// Run the control loop on the simulated arm and print its timing.
    Control(ControlBenchArgs),
    /// Run the perception pipeline on a synthetic sequence and time each model.
    Perception(PerceptionBenchArgs),
    /// Time the simulator's camera image (colour and depth) per frame.
    Render(RenderBenchArgs),
}

#[derive(clap::Args, Debug)]
pub struct ControlBenchArgs {
    /// How long to run, seconds.
    #[arg(long, default_value_t = 10.0)]
    pub seconds: f64,
    /// Threads that spin meanwhile, keeping cores busy (like the perception thread).
    #[arg(long, default_value_t = 0)]
    pub busy_threads: usize,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

pub fn run(g: &GlobalArgs, a: BenchArgs) -> anyhow::Result<u8> {
    super::init_logging(g);
    match a.what {
        BenchCommand::Control(c) => control(g, c),
        BenchCommand::Perception(p) => super::bench_perception::run(g, p),
        BenchCommand::Render(r) => super::bench_render::run(g, r),
    }
}

/// Result of `aide bench control`.
#[derive(Debug, serde::Serialize)]
struct ControlBenchReport {
    seconds: f64,
    busy_threads: usize,
    rate_hz: f64,
    nominal_rate_hz: f64,
    /// Period jitter |period - nominal|, microseconds.
    p50_us: f64,
    p99_us: f64,
    max_us: f64,
    missed: u64,
    cycles: u64,
    step_p50_us: f64,
    step_p99_us: f64,
    step_max_us: f64,
    wake_latency_p99_us: f64,
    wake_latency_max_us: f64,
    period_p50_us: f64,
    period_max_us: f64,
    samples_dropped: u64,
    sched_fifo_priority: Option<i32>,
    memory_locked: bool,
    /// CPU the control thread was pinned to (`control.cpu`).
    cpu: Option<u32>,
    goals_published: u64,
    stop_ms: f64,
    stop_peak_deceleration_ratio: f64,
}

fn report(seconds: f64, busy: usize, s: &LoopStats, goals: u64, stop_ms: f64, ratio: f64) -> ControlBenchReport {
    ControlBenchReport {
        seconds,
        busy_threads: busy,
        rate_hz: s.rate_hz,
        nominal_rate_hz: s.nominal_rate_hz,
        p50_us: s.jitter_p50_us,
        p99_us: s.jitter_p99_us,
        max_us: s.jitter_max_us,
        missed: s.missed,
        cycles: s.cycles,
        step_p50_us: s.step_p50_us,
        step_p99_us: s.step_p99_us,
        step_max_us: s.step_max_us,
        wake_latency_p99_us: s.latency_p99_us,
        wake_latency_max_us: s.latency_max_us,
        period_p50_us: s.period_p50_us,
        period_max_us: s.period_max_us,
        samples_dropped: s.samples_dropped,
        sched_fifo_priority: s.sched_fifo_priority,
        memory_locked: s.memory_locked,
        cpu: s.cpu,
        goals_published: goals,
        stop_ms,
        stop_peak_deceleration_ratio: ratio,
    }
}

/// Joint targets around the ready pose whose tool stays inside the workspace: the
/// planner stand-in wanders through them, re-targeting before each is reached.
fn wander(cfg: &Config, kin: &Kinematics, k: u64) -> Joints {
    let home = cfg.arm.home;
    let mut q = home;
    for (i, v) in q.iter_mut().enumerate() {
        *v += 0.35 * ((k as f64) * 0.37 + 1.3 * i as f64).sin();
    }
    let q = kin.limits().clamp(&q);
    if kin.tcp_position(&q).z > 0.0 {
        q
    } else {
        home
    }
}

fn control(g: &GlobalArgs, a: ControlBenchArgs) -> anyhow::Result<u8> {
    if !(a.seconds.is_finite() && a.seconds > 0.0 && a.seconds <= 3600.0) {
        return Err(super::InvalidInput(format!("--seconds {} must be in 0 < S <= 3600", a.seconds)).into());
    }
    let cfg = g.load_config()?;
    let kin = Kinematics::from_config(&cfg.arm).context("arm kinematics")?;
    let (arm, _probe) = SimArm::new(kin.limits(), &cfg.arm.home, 1.0 / cfg.control.rate_hz);
    let (gripper, _gh) = SimGripper::new(cfg.gripper.stroke_s, SimClock::Monotonic);

    let stop_busy = Arc::new(AtomicBool::new(false));
    let busy = spawn_busy(a.busy_threads, &stop_busy)?;

    let h = ControlHandle::spawn(&cfg, Box::new(arm), Box::new(gripper)).context("starting the control loop")?;
    let seq = drive(&h, &cfg, &kin, a.seconds);
    let stats = h.stats();
    let shutdown = h.shutdown(Duration::from_secs_f64(cfg.runtime.shutdown_timeout_s.max(1.0)));
    stop_busy.store(true, Ordering::Relaxed);
    for t in busy {
        let _ = t.join();
    }
    let shutdown = shutdown.context("controlled stop at the end of the bench")?;
    let r = report(
        a.seconds,
        a.busy_threads,
        &stats,
        seq,
        shutdown.stop_duration.as_secs_f64() * 1e3,
        shutdown.peak_deceleration_ratio,
    );
    if a.json {
        println!("{}", serde_json::to_string(&r)?);
    } else {
        print_control(&r);
    }
    Ok(0)
}

/// `n` threads that keep cores busy until `stop` is set.
fn spawn_busy(n: usize, stop_busy: &Arc<AtomicBool>) -> anyhow::Result<Vec<std::thread::JoinHandle<()>>> {
    let busy: Vec<_> = (0..n)
        .map(|i| {
            let stop = stop_busy.clone();
            std::thread::Builder::new().name(format!("bench-busy-{i}")).spawn(move || {
                let mut x = 1.0f64;
                while !stop.load(Ordering::Relaxed) {
                    for _ in 0..10_000 {
                        x = (x * 1.000_001 + 0.5).sqrt();
                    }
                    std::hint::black_box(x);
                }
            })
        })
        .collect::<Result<_, _>>()
        .context("spawning busy threads")?;
    Ok(busy)
}

/// The planner stand-in: a new joint goal every 100 ms for `seconds`, the gripper toggling
/// every 30 goals, logging the loop's events. Returns the goals published.
fn drive(h: &ControlHandle, cfg: &Config, kin: &Kinematics, seconds: f64) -> u64 {
    let t0 = Instant::now();
    let mut seq = 0u64;
    while t0.elapsed().as_secs_f64() < seconds {
        seq += 1;
        let gripper = Some(if (seq / 30).is_multiple_of(2) { GripperCommand::OPEN } else { GripperCommand::GRASP });
        h.publish_goal(MotionGoal {
            seq,
            issued_ns: now_ns(),
            kind: GoalKind::Joints { q: wander(cfg, kin, seq) },
            gripper,
            speed_scale: 0.6,
        });
        for e in h.drain_events() {
            log_event(&e);
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    seq
}

fn print_control(r: &ControlBenchReport) {
    println!(
        "control loop: {:.2} Hz (nominal {:.0}) over {:.1} s, {} cycles, {} missed deadlines",
        r.rate_hz, r.nominal_rate_hz, r.seconds, r.cycles, r.missed
    );
    println!(
        "period jitter |period - nominal|: p50 {:.1} us, p99 {:.1} us, max {:.1} us",
        r.p50_us, r.p99_us, r.max_us
    );
    println!("wake-up latency: p99 {:.1} us, max {:.1} us", r.wake_latency_p99_us, r.wake_latency_max_us);
    println!("step: p50 {:.1} us, p99 {:.1} us, max {:.1} us", r.step_p50_us, r.step_p99_us, r.step_max_us);
    println!(
        "SCHED_FIFO: {}; memory locked: {}; busy threads: {}",
        r.sched_fifo_priority.map(|p| format!("priority {p}")).unwrap_or_else(|| "no".into()),
        r.memory_locked,
        r.busy_threads
    );
    println!(
        "final controlled stop: {:.0} ms, peak deceleration {:.0}% of the limit",
        r.stop_ms,
        r.stop_peak_deceleration_ratio * 100.0
    );
}

fn log_event(e: &aide::control::ControlEvent) {
    if e.is_warning() {
        tracing::warn!(cycle = e.cycle, "{e}");
    } else {
        tracing::info!(cycle = e.cycle, "{e}");
    }
}
