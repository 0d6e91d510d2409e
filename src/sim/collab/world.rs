//! The floor over time, on a fixed step (`step_s`): the robot walks to the target it is given,
//! the scripted person walks their plan, and work accrues on a task while an agent whose target
//! it is stands at it (an independent task: either agent, counted once; a cooperative task:
//! both). The robot sees the person only through [`World::observe_person`] (their position
//! plus seeded noise); the script stays here.

use super::person::{step_towards, RobotSeen, ScriptedPerson};
use super::scenario::{Scenario, ScenarioError};
use crate::config::IntentConfig;
use crate::types::collab::{floor_distance, CollabTask, TaskKind};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

/// Who completed a task.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Agent {
    Robot,
    Person,
    Both,
}

impl Agent {
    /// Whether the person took part.
    pub fn person(self) -> bool {
        matches!(self, Agent::Person | Agent::Both)
    }
}

/// A task completed at a time.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Completion {
    pub task: usize,
    pub t_s: f64,
    pub by: Agent,
}

/// One run of a scenario.
pub struct World {
    cfg: IntentConfig,
    scenario: Scenario,
    tasks: Vec<CollabTask>,
    steps: u64,
    robot: [f64; 2],
    robot_target: Option<usize>,
    person: ScriptedPerson,
    progress: Vec<f64>,
    done: Vec<bool>,
    completions: Vec<Completion>,
    robot_walked_m: f64,
    person_walked_m: f64,
    duplicated_s: f64,
    noise: ChaCha8Rng,
}

impl World {
    /// The scenario at time 0; `noise_seed` seeds the observation noise.
    pub fn new(scenario: &Scenario, cfg: &IntentConfig, noise_seed: u64) -> Result<World, ScenarioError> {
        scenario.validate().map_err(|message| ScenarioError::Invalid { file: scenario.id.clone(), message })?;
        let n = scenario.tasks.len();
        Ok(World {
            cfg: *cfg,
            tasks: scenario.collab_tasks(),
            steps: 0,
            robot: scenario.robot_start,
            robot_target: None,
            person: ScriptedPerson::new(scenario),
            progress: vec![0.0; n],
            done: vec![false; n],
            completions: Vec::with_capacity(n),
            robot_walked_m: 0.0,
            person_walked_m: 0.0,
            duplicated_s: 0.0,
            noise: ChaCha8Rng::seed_from_u64(noise_seed),
            scenario: scenario.clone(),
        })
    }

    /// Simulated time, s.
    pub fn now_s(&self) -> f64 {
        self.steps as f64 * self.cfg.step_s
    }

    pub fn tasks(&self) -> &[CollabTask] {
        &self.tasks
    }

    pub fn done(&self) -> &[bool] {
        &self.done
    }

    pub fn robot(&self) -> [f64; 2] {
        self.robot
    }

    /// Every task completed.
    pub fn finished(&self) -> bool {
        self.done.iter().all(|d| *d)
    }

    /// Completions in time order.
    pub fn completions(&self) -> &[Completion] {
        &self.completions
    }

    /// Distance walked by the robot and by the person, m.
    pub fn walked_m(&self) -> (f64, f64) {
        (self.robot_walked_m, self.person_walked_m)
    }

    /// Seconds both agents stood working at the same independent task (duplicated effort).
    pub fn duplicated_s(&self) -> f64 {
        self.duplicated_s
    }

    /// The person's position as the robot's sensing reports it: the truth plus independent
    /// normal noise of `observation_noise_m` on each axis.
    pub fn observe_person(&mut self) -> [f64; 2] {
        let p = self.person.position();
        let s = self.cfg.observation_noise_m;
        [p[0] + s * normal(&mut self.noise), p[1] + s * normal(&mut self.noise)]
    }

    /// The person's true position (for the scorer and tests, never the robot).
    pub fn person_truth(&self) -> [f64; 2] {
        self.person.position()
    }

    /// Advances one step with the robot heading for `robot_target` (`None`: it stands).
    pub fn step(&mut self, robot_target: Option<usize>) {
        let now = self.now_s();
        self.robot_target = robot_target.filter(|&t| t < self.tasks.len());
        let previous = self.robot;
        if let Some(t) = self.robot_target {
            let (p, walked, _) =
                step_towards(self.robot, self.tasks[t].position, self.cfg.robot_speed_mps * self.cfg.step_s);
            self.robot = p;
            self.robot_walked_m += walked;
        }
        let seen = RobotSeen { position: self.robot, previous, at_task: self.robot_at_task() };
        self.person_walked_m += self.person.step(&self.cfg, &self.scenario, now, &self.done, seen);
        self.work(now + self.cfg.step_s);
        self.steps += 1;
    }

    /// The robot's target when it stands at it.
    fn robot_at_task(&self) -> Option<usize> {
        self.robot_target.filter(|&t| floor_distance(self.robot, self.tasks[t].position) <= self.cfg.arrive_m)
    }

    /// Work of one step on every unfinished task; completions stamped `t_s`.
    fn work(&mut self, t_s: f64) {
        let robot_at = self.robot_at_task();
        let person_at = self.person.at_task(&self.cfg, &self.scenario);
        for i in 0..self.tasks.len() {
            if self.done[i] {
                continue;
            }
            let (r, p) = (robot_at == Some(i), person_at == Some(i));
            let works = match self.tasks[i].kind {
                TaskKind::Independent => {
                    if r && p {
                        self.duplicated_s += self.cfg.step_s;
                    }
                    r || p
                }
                TaskKind::Cooperative => r && p,
            };
            if !works {
                continue;
            }
            self.progress[i] += self.cfg.step_s;
            if self.progress[i] >= self.scenario.tasks[i].work_s - 1e-9 {
                self.done[i] = true;
                let by = match (r, p) {
                    (true, true) => Agent::Both,
                    (true, false) => Agent::Robot,
                    _ => Agent::Person,
                };
                self.completions.push(Completion { task: i, t_s, by });
            }
        }
    }
}

/// A standard normal draw (Box-Muller).
fn normal(rng: &mut ChaCha8Rng) -> f64 {
    let u1: f64 = rng.random::<f64>().max(f64::MIN_POSITIVE);
    let u2: f64 = rng.random();
    (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::sim::collab::{Behaviour, Leg, PersonScript, ScenarioTask};

    fn cfg() -> IntentConfig {
        let mut c = Config::embedded_default().intent;
        c.observation_noise_m = 0.0;
        c
    }

    /// A (independent) at (2, 2), B (cooperative) at (8, 2); the person plans B then A.
    fn scenario() -> Scenario {
        let task = |name: &str, kind, x: f64| ScenarioTask { name: name.into(), kind, position: [x, 2.0], work_s: 2.0 };
        Scenario {
            id: "t".into(),
            floor_m: [10.0, 4.0],
            robot_start: [5.0, 3.5],
            tasks: vec![task("A", TaskKind::Independent, 2.0), task("B", TaskKind::Cooperative, 8.0)],
            person: PersonScript {
                start: [6.0, 2.0],
                behaviour: Behaviour::RationalOrder,
                legs: vec![Leg { task: "B".into(), via: vec![] }, Leg { task: "A".into(), via: vec![] }],
            },
        }
    }

    fn run_until(w: &mut World, target: Option<usize>, t_s: f64) {
        while w.now_s() < t_s - 1e-9 && !w.finished() {
            w.step(target);
        }
    }

    #[test]
    fn a_cooperative_task_progresses_only_with_both_agents_at_it() {
        let cfg = cfg();
        let mut s = scenario();
        s.robot_start = [6.5, 3.0];
        let mut w = World::new(&s, &cfg, 1).unwrap();
        // The robot stands still; the person reaches B in 2 s and waits there alone.
        run_until(&mut w, None, 3.0);
        assert!(w.completions().is_empty(), "nothing done alone at a cooperative task");
        // The robot walks over (1.8 m at 0.8 m/s) and the two work 2 s together.
        run_until(&mut w, Some(1), 5.5);
        assert!(!w.done()[1]);
        run_until(&mut w, Some(1), 8.0);
        let c = w.completions()[0];
        assert_eq!((c.task, c.by), (1, Agent::Both));
    }

    #[test]
    fn the_person_waits_at_most_wait_s_alone_then_does_other_work_and_comes_back() {
        let cfg = cfg();
        let mut w = World::new(&scenario(), &cfg, 1).unwrap();
        let mut left_b = None;
        for _ in 0..200 {
            w.step(None);
            let p = w.person_truth();
            if left_b.is_none() && p[0] < 8.0 - cfg.arrive_m && w.now_s() > 2.5 {
                left_b = Some(w.now_s());
            }
        }
        // At B after 2 s, 5 s of waiting, then off to A.
        let left = left_b.expect("the person gives up waiting");
        assert!((left - (2.0 + cfg.wait_s)).abs() <= 0.5, "left B at {left} s");
        assert_eq!(w.completions().first().map(|c| (c.task, c.by)), Some((0, Agent::Person)));
        assert!(!w.done()[1], "B needs the robot");
    }

    #[test]
    fn the_person_skips_an_independent_task_the_robot_is_working_on() {
        let cfg = cfg();
        let mut s = scenario();
        s.person.legs.reverse(); // A first
        s.person.start = [4.0, 2.0];
        s.robot_start = [2.0, 2.5];
        let mut w = World::new(&s, &cfg, 1).unwrap();
        w.step(Some(0));
        w.step(Some(0));
        run_until(&mut w, Some(0), 1.0);
        // The robot is at A working; the person, 2 m away, turns to B.
        let p0 = w.person_truth();
        w.step(Some(0));
        assert!(w.person_truth()[0] > p0[0], "walking away from A towards B");
        run_until(&mut w, Some(0), 3.0);
        assert_eq!(w.completions()[0].by, Agent::Robot);
    }

    #[test]
    fn observation_noise_is_seeded_and_only_in_what_the_robot_sees() {
        let mut cfg = cfg();
        cfg.observation_noise_m = 0.1;
        let (mut a, mut b) = (World::new(&scenario(), &cfg, 9).unwrap(), World::new(&scenario(), &cfg, 9).unwrap());
        let (sa, sb) = (a.observe_person(), b.observe_person());
        assert_eq!(sa, sb, "same seed, same noise");
        assert_ne!(sa, a.person_truth());
        assert_eq!(a.person_truth(), [6.0, 2.0]);
    }
}
