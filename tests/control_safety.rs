//! Property tests: no out-of-limit command ever leaves the process.
//!
//! 1. The envelope alone, fed arbitrary candidates (NaN, infinities, jumps, slow
//!    drifts) from arbitrary admissible states, only ever forwards finite commands inside
//!    the joint ranges whose velocity and acceleration stay within the limits.
//! 2. The whole control step, driven by random goals (some out of range or NaN), speed
//!    scales, people, e-stops and planner silences, only ever sends the sim arm commands
//!    within the limits (the sim arm checks and counts every set-point itself).

mod control_rig;

use aide::config::Config;
use aide::control::events::{EventKind, StopDetail};
use aide::control::kinematics::Kinematics;
use aide::control::safety::{LimitKind, SafetyEnvelope, SafetyParams};
use aide::control::trajectory::JointTrajectory;
use aide::control::{GripperCommand, Joints};
use control_rig::Rig;
use proptest::prelude::*;

const DT: f64 = 0.004;

fn kin() -> Kinematics {
    Kinematics::from_config(&Config::embedded_default().arm).unwrap()
}

/// A candidate value: mostly near the previous command, sometimes garbage.
fn candidate_delta() -> impl Strategy<Value = f64> {
    prop_oneof![
        6 => -0.02f64..0.02,
        2 => -1.0f64..1.0,
        1 => Just(f64::NAN),
        1 => Just(f64::INFINITY),
        1 => Just(f64::NEG_INFINITY),
        1 => -50.0f64..50.0,
    ]
}

fn fractions() -> impl Strategy<Value = [f64; 6]> {
    proptest::array::uniform6(0.0f64..=1.0)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn the_envelope_never_forwards_an_out_of_limit_command(
        start in fractions(),
        steps in proptest::collection::vec((proptest::array::uniform6(candidate_delta()), 0.0f64..=1.2), 1..300),
    ) {
        let k = kin();
        let l = *k.limits();
        let params = SafetyParams::from_control(&Config::embedded_default().control);
        let q0: Joints = std::array::from_fn(|i| l.lower[i] + start[i] * (l.upper[i] - l.lower[i]));
        let mut env = SafetyEnvelope::new(&k, params, DT, &q0);
        let mut q_prev = q0;
        let mut v_prev = [0.0; 6];
        for (delta, cap) in steps {
            let cand: Joints = std::array::from_fn(|i| q_prev[i] + delta[i]);
            let out = env.filter(&cand, cap);
            let bound_scale = cap.min(params.max_speed_scale);
            for i in 0..6 {
                let q = out.q[i];
                prop_assert!(q.is_finite());
                prop_assert!(q >= l.lower[i] && q <= l.upper[i], "joint {} position {} outside", i, q);
                let v = (q - q_prev[i]) / DT;
                let a = (v - v_prev[i]) / DT;
                let v_bound = (l.max_velocity[i] * bound_scale).max(v_prev[i].abs());
                prop_assert!(v.abs() <= v_bound * (1.0 + 1e-9) + 1e-9, "joint {} velocity {} > {}", i, v, v_bound);
                prop_assert!(a.abs() <= l.max_acceleration[i] * (1.0 + 1e-9) + 1e-6, "joint {} accel {}", i, a);
                // Room to brake before the range ends at full deceleration.
                let room = if v > 0.0 { l.upper[i] - q } else { q - l.lower[i] };
                prop_assert!(v * v / (2.0 * l.max_acceleration[i]) <= room + 1e-9, "joint {} cannot brake in time", i);
                v_prev[i] = v;
            }
            q_prev = out.q;
        }
    }
}

#[derive(Debug, Clone)]
enum Action {
    /// Publish a goal: joint fractions of the range (may be pushed outside), speed scale.
    Goal {
        f: [f64; 6],
        outside: Option<(usize, f64)>,
        speed: f64,
        grasp: bool,
    },
    /// Run cycles, refreshing the goal (10 Hz) or letting it go stale.
    Run {
        cycles: usize,
        refresh: bool,
    },
    Person(Option<f64>),
    EStop(bool),
    GripperFault(bool),
}

fn action() -> impl Strategy<Value = Action> {
    let goal = (
        fractions(),
        proptest::option::weighted(0.2, (0usize..6, prop_oneof![Just(f64::NAN), -10.0f64..10.0])),
        prop_oneof![4 => 0.0f64..=1.0, 1 => Just(f64::NAN), 1 => 1.0f64..5.0, 1 => -1.0f64..0.0],
        any::<bool>(),
    )
        .prop_map(|(f, outside, speed, grasp)| Action::Goal { f, outside, speed, grasp });
    prop_oneof![
        4 => goal,
        6 => (1usize..120, prop::bool::weighted(0.8)).prop_map(|(cycles, refresh)| Action::Run { cycles, refresh }),
        1 => proptest::option::of(0.0f64..3.0).prop_map(Action::Person),
        1 => any::<bool>().prop_map(Action::EStop),
        1 => prop::bool::weighted(0.3).prop_map(Action::GripperFault),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn the_control_step_never_sends_an_out_of_limit_command(actions in proptest::collection::vec(action(), 1..25)) {
        let mut r = Rig::new();
        let l = *r.kin.limits();
        let max_scale = r.cfg.control.safety.max_speed_scale;
        for a in actions {
            match a {
                Action::Goal { f, outside, speed, grasp } => {
                    let mut q: Joints = std::array::from_fn(|i| l.lower[i] + f[i] * (l.upper[i] - l.lower[i]));
                    if let Some((j, v)) = outside {
                        q[j] = if v.is_nan() { v } else { l.upper[j] + v.abs() };
                    }
                    r.publish(q, speed, grasp.then_some(GripperCommand::GRASP));
                }
                Action::Run { cycles, refresh } => {
                    r.run(cycles, refresh);
                }
                Action::Person(d) => r.person = d,
                Action::EStop(on) => r.estop = on,
                Action::GripperFault(on) => r.gripper.set_fault(on),
            }
            let s = r.core.state();
            prop_assert!(s.q_cmd.iter().all(|v| v.is_finite()));
            prop_assert!(l.contains(&s.q_cmd));
        }
        r.assert_commands_within_limits(max_scale);
        // The planner itself stays inside the hard limits: the envelope never had to
        // correct a command (workspace findings on random goals are expected).
        let corrections = r.count(|k| matches!(
            k,
            EventKind::Stop { detail: StopDetail::Violation(v), .. } if v.kind != LimitKind::Workspace
        ));
        prop_assert_eq!(corrections, 0, "{:?}", r.events());
    }
}

/// A joint cruising at the speed cap sits exactly on the envelope's velocity bound, where
/// the finite difference of its planned position rounds either way. The envelope forwards
/// such commands as planned, clamped by at most the rounding tolerance, and the plan goes on
/// undisturbed. Re-seeding the generator from finite differences each time would hand it
/// lagging states, from which it overshoots the cap on another joint (1.8919 against
/// 1.89 rad/s, found by the property test above in CI; the case is also kept in
/// `control_safety.proptest-regressions`).
#[test]
fn a_joint_cruising_at_the_speed_cap_leaves_the_plan_untouched() {
    let mut r = Rig::new();
    let l = *r.kin.limits();
    let f = [0.0155, 0.4232, 0.3965, 0.9803, 0.0, 0.0];
    let goal: Joints = std::array::from_fn(|i| l.lower[i] + f[i] * (l.upper[i] - l.lower[i]));
    r.publish(goal, 0.93, None);
    let cap = r.cfg.control.safety.max_speed_scale;
    let mut alone = JointTrajectory::new(&l, r.dt_ns as f64 * 1e-9, &r.home());
    let mut at_cap = 0;
    for k in 0..600 {
        if k % 25 == 24 {
            r.refresh();
        }
        let s = r.step();
        let planned = alone.track(&goal, cap, cap).unwrap();
        for i in 0..6 {
            let off = (s.q_cmd[i] - planned.q[i]).abs();
            assert!(off < 1e-7, "cycle {k}: joint {i} command {} left the plan {} by {off}", s.q_cmd[i], planned.q[i]);
        }
        if (0..6).any(|i| (planned.qd[i].abs() - l.max_velocity[i] * cap).abs() < 1e-9) {
            at_cap += 1;
        }
    }
    assert!(at_cap > 50, "the goal should make a joint cruise at the cap ({at_cap} cycles)");
    assert!(r.core.state().goal_reached);
    assert!(r.stops().is_empty(), "{:?}", r.events());
    r.assert_commands_within_limits(cap);
}
