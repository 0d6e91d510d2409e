//! Inverse kinematics by damped least squares (Levenberg-Marquardt with error-dependent
//! damping), position and orientation, joint limits enforced by projection after every
//! step, several seeds tried in order (the caller's seed first, so consecutive solutions
//! at the decision rate stay on one branch). Fixed-size maths only: no allocation.

use super::{jacobian_of, orientation_error, Kinematics, KinematicsError, PoseSummary};
use crate::control::types::{Joints, DOF};
use nalgebra::{Isometry3, Matrix6, Vector6};

/// Tuning of the solver.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct IkOptions {
    /// Accepted position error, metres.
    pub tolerance_m: f64,
    /// Accepted orientation error, radians.
    pub tolerance_rad: f64,
    /// Iterations per seed.
    pub max_iterations: usize,
    /// Seeds tried at most (the caller's, the home pose, then fixed spread seeds).
    pub max_seeds: usize,
    /// Metres of position error that weigh as much as one radian of orientation error.
    pub orientation_weight_m: f64,
    /// Largest joint change of one iteration, rad (keeps the linearisation honest).
    pub max_step_rad: f64,
}

impl Default for IkOptions {
    fn default() -> Self {
        IkOptions {
            tolerance_m: 1e-4,
            tolerance_rad: 1e-3,
            max_iterations: 60,
            max_seeds: 48,
            orientation_weight_m: 0.2,
            max_step_rad: 0.35,
        }
    }
}

/// A converged solution.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct IkSolution {
    pub q: Joints,
    pub position_error_m: f64,
    pub orientation_error_rad: f64,
    /// Iterations over all seeds.
    pub iterations: usize,
    /// 0 for the caller's seed.
    pub seed_index: usize,
}

/// Radical inverse of `i` in base `b` (the Halton sequence): a deterministic, evenly
/// spread fraction in 0..1, so the same request always tries the same seeds.
fn halton(mut i: usize, b: usize) -> f64 {
    let (mut f, mut r) = (1.0, 0.0);
    while i > 0 {
        f /= b as f64;
        r += f * (i % b) as f64;
        i /= b;
    }
    r
}

const HALTON_BASES: [usize; DOF] = [2, 3, 5, 7, 11, 13];

const STALL_ITERATIONS: usize = 8;
const STALL_RATIO: f64 = 0.999;

/// Upper bound of [`IkOptions::max_seeds`].
pub const MAX_SEEDS: usize = 64;

impl Kinematics {
    /// Joints that put the tool centre point at `target` (base frame), starting from
    /// `seed`. Fails with [`KinematicsError::Unreachable`] naming the pose and the best
    /// residual when no seed converges within the joint limits.
    pub fn inverse(
        &self,
        target: &Isometry3<f64>,
        seed: &Joints,
        opts: &IkOptions,
    ) -> Result<IkSolution, KinematicsError> {
        self.inverse_to(target, &Isometry3::identity(), seed, opts)
    }

    /// Like [`Kinematics::inverse`] for the flange instead of the tool centre point.
    pub fn inverse_flange(
        &self,
        target: &Isometry3<f64>,
        seed: &Joints,
        opts: &IkOptions,
    ) -> Result<IkSolution, KinematicsError> {
        self.inverse_to(target, &self.tcp_offset().inverse(), seed, opts)
    }

    /// Solves for the pose `tcp * extra` (extra = identity: the TCP).
    fn inverse_to(
        &self,
        target: &Isometry3<f64>,
        extra: &Isometry3<f64>,
        seed: &Joints,
        opts: &IkOptions,
    ) -> Result<IkSolution, KinematicsError> {
        let t = target.translation.vector;
        let r = target.rotation.coords;
        if !(t.iter().chain(r.iter()).all(|v| v.is_finite())) {
            return Err(KinematicsError::NonFinite { what: "inverse kinematics target pose" });
        }
        if !seed.iter().all(|v| v.is_finite()) {
            return Err(KinematicsError::NonFinite { what: "inverse kinematics seed" });
        }
        let lim = self.limits();
        let mut best = (f64::INFINITY, f64::INFINITY, f64::INFINITY);
        let mut iterations = 0;
        let seeds_total = opts.max_seeds.clamp(1, MAX_SEEDS);
        for s in 0..seeds_total {
            let q0 = match s {
                0 => lim.clamp(seed),
                1 => self.home(),
                _ => {
                    let mut q = [0.0; DOF];
                    for i in 0..DOF {
                        // Stay off the range ends, where the projection stalls the descent.
                        let f = 0.1 + 0.8 * halton(s - 1, HALTON_BASES[i]);
                        q[i] = lim.lower[i] + f * (lim.upper[i] - lim.lower[i]);
                    }
                    q
                }
            };
            let (q, ep, er, it) = self.solve_from(target, extra, q0, opts);
            iterations += it;
            if ep <= opts.tolerance_m && er <= opts.tolerance_rad {
                return Ok(IkSolution {
                    q: self.nearest_equivalent(&q, seed),
                    position_error_m: ep,
                    orientation_error_rad: er,
                    iterations,
                    seed_index: s,
                });
            }
            let score = ep + opts.orientation_weight_m * er;
            if score < best.0 {
                best = (score, ep, er);
            }
        }
        Err(KinematicsError::Unreachable {
            target: PoseSummary::from(target),
            position_residual_m: best.1,
            orientation_residual_rad: best.2,
            seeds_tried: seeds_total,
            tolerance_m: opts.tolerance_m,
            tolerance_rad: opts.tolerance_rad,
        })
    }

    /// One damped-least-squares descent; returns the final joints, position and
    /// orientation errors and the iterations used.
    fn solve_from(
        &self,
        target: &Isometry3<f64>,
        extra: &Isometry3<f64>,
        mut q: Joints,
        opts: &IkOptions,
    ) -> (Joints, f64, f64, usize) {
        let lim = *self.limits();
        let w = opts.orientation_weight_m;
        let mut stall = 0;
        let mut last_cost = f64::INFINITY;
        for it in 0..opts.max_iterations {
            let mut f = self.frames(&q);
            f.tcp *= *extra;
            let ep = target.translation.vector - f.tcp.translation.vector;
            let er = orientation_error(&target.rotation, &f.tcp.rotation);
            let (np, nr) = (ep.norm(), er.norm());
            if np <= opts.tolerance_m && nr <= opts.tolerance_rad {
                return (q, np, nr, it);
            }
            let e = Vector6::new(ep.x, ep.y, ep.z, w * er.x, w * er.y, w * er.z);
            let cost = e.norm_squared();
            // Stop a descent that no longer improves (stuck at a limit or a local minimum).
            if cost > last_cost * STALL_RATIO {
                stall += 1;
                if stall >= STALL_ITERATIONS {
                    return (q, np, nr, it);
                }
            } else {
                stall = 0;
            }
            last_cost = last_cost.min(cost);
            let mut j = jacobian_of(&f);
            for c in 0..DOF {
                for r in 3..6 {
                    j[(r, c)] *= w;
                }
            }
            // Sugihara's damping: large far from the solution, a small floor near it.
            let lambda = 0.5 * cost + 1e-6;
            let a: Matrix6<f64> = j.transpose() * j + Matrix6::identity() * lambda;
            let g = j.transpose() * e;
            let Some(ch) = a.cholesky() else {
                return (q, np, nr, it);
            };
            let dq = ch.solve(&g);
            let max_abs = dq.amax();
            let scale = if max_abs > opts.max_step_rad { opts.max_step_rad / max_abs } else { 1.0 };
            for i in 0..DOF {
                q[i] = (q[i] + dq[i] * scale).clamp(lim.lower[i], lim.upper[i]);
            }
        }
        let mut f = self.frames(&q);
        f.tcp *= *extra;
        let np = (target.translation.vector - f.tcp.translation.vector).norm();
        let nr = orientation_error(&target.rotation, &f.tcp.rotation).norm();
        (q, np, nr, opts.max_iterations)
    }

    /// Moves each joint by +-2 pi where that stays inside its limits and lands nearer
    /// the seed (same pose, less travel).
    fn nearest_equivalent(&self, q: &Joints, seed: &Joints) -> Joints {
        let lim = self.limits();
        let mut out = *q;
        let tau = std::f64::consts::TAU;
        for i in 0..DOF {
            for cand in [q[i] - tau, q[i] + tau] {
                if cand >= lim.lower[i] && cand <= lim.upper[i] && (cand - seed[i]).abs() < (out[i] - seed[i]).abs() {
                    out[i] = cand;
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::control::kinematics::Kinematics;
    use rand::{Rng, SeedableRng};

    fn fr3() -> Kinematics {
        Kinematics::from_config(&Config::embedded_default().arm).unwrap()
    }

    fn random_q(k: &Kinematics, rng: &mut impl Rng) -> Joints {
        let l = k.limits();
        let mut q = [0.0; DOF];
        for i in 0..DOF {
            q[i] = rng.random_range(l.lower[i]..l.upper[i]);
        }
        q
    }

    #[test]
    fn ik_recovers_random_reachable_poses_from_a_nearby_seed() {
        let k = fr3();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        let opts = IkOptions::default();
        for _ in 0..200 {
            let q_true = random_q(&k, &mut rng);
            let target = k.tcp_pose(&q_true);
            let mut seed = q_true;
            for s in seed.iter_mut() {
                *s += rng.random_range(-0.2..0.2);
            }
            let sol = k.inverse(&target, &seed, &opts).unwrap();
            let got = k.tcp_pose(&sol.q);
            assert!((got.translation.vector - target.translation.vector).norm() <= 1e-4);
            assert!(got.rotation.angle_to(&target.rotation) <= 1e-3);
            assert!(k.limits().contains(&sol.q));
        }
    }

    #[test]
    fn ik_finds_random_reachable_poses_from_the_home_pose() {
        let k = fr3();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let opts = IkOptions::default();
        let mut solved = 0;
        let n = 100;
        for _ in 0..n {
            let q_true = random_q(&k, &mut rng);
            let target = k.tcp_pose(&q_true);
            if let Ok(sol) = k.inverse(&target, &k.home(), &opts) {
                let got = k.tcp_pose(&sol.q);
                assert!((got.translation.vector - target.translation.vector).norm() <= 1e-4);
                assert!(k.limits().contains(&sol.q));
                solved += 1;
            }
        }
        // Multiple seeds make far poses solvable; a pose may still need a branch the
        // fixed seeds miss, but that must be rare.
        assert!(solved >= n * 99 / 100, "solved {solved} of {n}");
    }

    #[test]
    fn an_unreachable_pose_is_named_with_its_residual() {
        let k = fr3();
        let target = Isometry3::translation(2.0, 0.0, 0.5);
        let e = k.inverse(&target, &k.home(), &IkOptions::default()).unwrap_err();
        match e {
            KinematicsError::Unreachable { position_residual_m, target, .. } => {
                // The FR3 reaches about 0.62 m from the shoulder plus the tool.
                assert!(position_residual_m > 0.5, "{position_residual_m}");
                assert_eq!(target.xyz, [2.0, 0.0, 0.5]);
            }
            other => panic!("unexpected {other:?}"),
        }
        let text = k.inverse(&target, &k.home(), &IkOptions::default()).unwrap_err().to_string();
        assert!(text.contains("[2.0000, 0.0000, 0.5000]") && text.contains("residual"), "{text}");
    }

    #[test]
    fn nan_targets_are_refused() {
        let k = fr3();
        let target = Isometry3::translation(f64::NAN, 0.0, 0.5);
        assert!(matches!(k.inverse(&target, &k.home(), &IkOptions::default()), Err(KinematicsError::NonFinite { .. })));
    }

    #[test]
    fn flange_ik_matches_flange_fk() {
        let k = fr3();
        let q = [0.4, -1.1, 1.2, -1.5, -1.2, 0.3];
        let target = k.flange_pose(&q);
        let sol = k.inverse_flange(&target, &k.home(), &IkOptions::default()).unwrap();
        let got = k.flange_pose(&sol.q);
        assert!((got.translation.vector - target.translation.vector).norm() <= 1e-4);
    }
}
