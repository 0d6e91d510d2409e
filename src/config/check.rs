//! Range and consistency checks of a parsed configuration, one function per section. Each
//! pushes an [`Issue`] naming the key path and the allowed range.

use super::issue::Issue;
use super::sections::Config;

struct Checker<'a> {
    issues: &'a mut Vec<Issue>,
}

impl Checker<'_> {
    fn range<T: PartialOrd + std::fmt::Display + Copy>(&mut self, path: &str, v: T, lo: T, hi: T) {
        if !(v >= lo && v <= hi) {
            self.issues.push(Issue::new(path, format!("{v} is out of range: allowed {lo} ..= {hi}")));
        }
    }
    fn finite_range(&mut self, path: &str, v: f64, lo: f64, hi: f64) {
        if !v.is_finite() {
            self.issues.push(Issue::new(path, format!("{v} is not a finite number: allowed {lo} ..= {hi}")));
        } else {
            self.range(path, v, lo, hi);
        }
    }
    fn one_of(&mut self, path: &str, v: &str, allowed: &[&str]) {
        if !allowed.contains(&v) {
            self.issues.push(Issue::new(path, format!("`{v}` is not allowed: expected one of {}", allowed.join(", "))));
        }
    }
    fn fail(&mut self, path: &str, msg: String) {
        self.issues.push(Issue::new(path, msg));
    }
}

impl Config {
    /// Range and consistency checks after parsing. Empty when the config is usable.
    pub fn check(&self) -> Vec<Issue> {
        let mut issues = Vec::new();
        let mut c = Checker { issues: &mut issues };
        self.check_runtime(&mut c);
        self.check_adm(&mut c);
        self.check_control(&mut c);
        self.check_arm(&mut c);
        self.check_motion(&mut c);
        self.check_gripper(&mut c);
        self.check_camera(&mut c);
        self.check_perception(&mut c);
        self.check_sim(&mut c);
        self.check_knowledge(&mut c);
        self.check_offline(&mut c);
        self.check_llm(&mut c);
        self.check_reason(&mut c);
        self.check_api(&mut c);
        self.check_ask(&mut c);
        self.check_traversability(&mut c);
        self.check_intent(&mut c);
        issues
    }

    fn check_runtime(&self, c: &mut Checker<'_>) {
        let r = &self.runtime;
        c.finite_range("runtime.decision_rate_hz", r.decision_rate_hz, 0.5, 100.0);
        c.finite_range("runtime.status_interval_s", r.status_interval_s, 0.1, 3600.0);
        c.finite_range("runtime.shutdown_timeout_s", r.shutdown_timeout_s, 0.1, 10.0);
        c.range("runtime.io_threads", r.io_threads, 1, 64);
    }

    fn check_adm(&self, c: &mut Checker<'_>) {
        let a = &self.adm;
        c.range("adm.x", a.x, 19, 19);
        c.range("adm.a", a.a, 1, 64);
        c.range("adm.b", a.b, 1, 16);
        c.finite_range("adm.d_index", a.d_index as f64, 0.0, 100.0);
        c.finite_range("adm.c", a.c as f64, 0.0, 100.0);
        c.finite_range("adm.d", a.d as f64, 0.0, 100.0);
        c.finite_range("adm.m", a.m as f64, 0.0, 1.0);
        c.range("adm.n", a.n, 1, 100);
        c.range("adm.n_prime", a.n_prime, 1, 1000);
        if a.n_prime < 2 * a.n {
            c.fail("adm.n_prime", format!("{} must be at least 2 * adm.n = {}", a.n_prime, 2 * a.n));
        }
        c.finite_range("adm.px", a.px as f64, 1.0, 4096.0);
        c.finite_range("adm.switch", a.switch as f64, 0.0, 2.0);
        c.finite_range("adm.visible", a.visible as f64, 0.0, 1.0);
        c.finite_range("adm.pool_fit", a.pool_fit as f64, 0.0, 1.0);
        c.finite_range("adm.fit_rank", a.fit_rank as f64, 0.0, 8.0);
        c.finite_range("adm.context_rank", a.context_rank as f64, 0.0, 4.0);
        c.finite_range("adm.embedding_weight", a.embedding_weight as f64, 0.0, 1.0);
        c.finite_range("adm.embedding_temperature", a.embedding_temperature as f64, 0.001, 1.0);
        c.finite_range("adm.place_min", a.place_min as f64, 0.0, 1.0);
        c.finite_range("adm.visible_patience_s", a.visible_patience_s as f64, 0.5, 120.0);
    }

    /// Frames reach the control thread on decision ticks: the camera watchdog must leave room
    /// for three decision periods and three camera frames, or it would stop a healthy robot.
    fn check_camera_watchdog(&self, c: &mut Checker<'_>) {
        let (rate, fps) = (self.runtime.decision_rate_hz, self.camera.fps.min(self.sim.fps));
        if !(rate.is_finite() && rate > 0.0 && fps.is_finite() && fps > 0.0) {
            return;
        }
        let least_ms = 3000.0 / rate + 3000.0 / fps;
        if (self.control.perception_timeout_ms as f64) < least_ms {
            c.fail(
                "control.perception_timeout_ms",
                format!(
                    "{} must be at least {least_ms:.0} ms: three decision periods (runtime.decision_rate_hz = {rate}) and three camera frames (camera.fps / sim.fps = {fps})",
                    self.control.perception_timeout_ms
                ),
            );
        }
    }

    fn check_control(&self, c: &mut Checker<'_>) {
        let k = &self.control;
        c.finite_range("control.rate_hz", k.rate_hz, 10.0, 2000.0);
        c.range("control.goal_timeout_ms", k.goal_timeout_ms, 10, 60_000);
        c.range("control.perception_timeout_ms", k.perception_timeout_ms, 100, 60_000);
        c.range("control.priority", k.priority, 1, 99);
        c.range("control.cpu", k.cpu, -1, 1023);
        c.finite_range("control.goal_tolerance_rad", k.goal_tolerance_rad, 1e-5, 0.5);
        c.range("control.spin_us", k.spin_us, 0, 2_000);
        c.range("control.late_us", k.late_us, 10, 1_000_000);
        if k.rate_hz.is_finite() && k.rate_hz > 0.0 && k.spin_us as f64 >= 0.5e6 / k.rate_hz {
            c.fail(
                "control.spin_us",
                format!(
                    "{} must be below half the control period ({:.0} us at control.rate_hz = {})",
                    k.spin_us,
                    0.5e6 / k.rate_hz,
                    k.rate_hz
                ),
            );
        }
        self.check_camera_watchdog(c);
        let s = &k.safety;
        for i in 0..3 {
            if !(s.workspace_min[i].is_finite()
                && s.workspace_max[i].is_finite()
                && s.workspace_min[i] < s.workspace_max[i])
            {
                c.fail(
                    "control.safety.workspace_min",
                    format!(
                        "axis {i}: min {} must be finite and below workspace_max {}",
                        s.workspace_min[i], s.workspace_max[i]
                    ),
                );
            }
        }
        c.finite_range("control.safety.person_slow_scale", s.person_slow_scale, 0.0, 1.0);
        c.finite_range("control.safety.person_slow_m", s.person_slow_m, 0.0, 10.0);
        c.finite_range("control.safety.person_stop_m", s.person_stop_m, 0.0, 10.0);
        if s.person_stop_m > s.person_slow_m {
            c.fail(
                "control.safety.person_stop_m",
                format!("{} must not exceed person_slow_m {}", s.person_stop_m, s.person_slow_m),
            );
        }
        c.finite_range("control.safety.max_speed_scale", s.max_speed_scale, 0.01, 1.0);
        c.finite_range("control.safety.max_following_error_rad", s.max_following_error_rad, 0.001, 1.0);
    }

    fn check_arm(&self, c: &mut Checker<'_>) {
        let arm = &self.arm;
        c.one_of("arm.backend", &arm.backend, &["sim", "fairino"]);
        if arm.joints.len() != 6 {
            c.fail("arm.joints", format!("{} joints given: exactly 6 are required", arm.joints.len()));
        }
        for (i, j) in arm.joints.iter().enumerate() {
            let p = format!("arm.joints[{i}]");
            if !(j.lower.is_finite() && j.upper.is_finite() && j.lower < j.upper) {
                c.fail(&format!("{p}.lower"), format!("{} must be finite and below upper {}", j.lower, j.upper));
            }
            c.finite_range(&format!("{p}.max_velocity"), j.max_velocity, 1e-3, 20.0);
            c.finite_range(&format!("{p}.max_acceleration"), j.max_acceleration, 1e-3, 200.0);
            c.finite_range(&format!("{p}.max_jerk"), j.max_jerk, 1e-2, 10_000.0);
            if let Some(r) = arm.ready.get(i) {
                if !(j.lower..=j.upper).contains(r) {
                    c.fail(
                        "arm.ready",
                        format!("joint {i} ready {r} is outside its limits {} ..= {}", j.lower, j.upper),
                    );
                }
            }
            if let Some(h) = arm.home.get(i) {
                if !(j.lower..=j.upper).contains(h) {
                    c.fail("arm.home", format!("joint {i} home {h} is outside its limits {} ..= {}", j.lower, j.upper));
                }
            }
        }
        c.finite_range("arm.tcp_offset_m", arm.tcp_offset_m, 0.0, 1.0);
        c.one_of("arm.mount", &arm.mount, &["mobile", "fixed"]);
        c.finite_range("arm.reach_min_m", arm.reach_min_m, 0.0, 2.0);
        c.finite_range("arm.reach_max_m", arm.reach_max_m, 0.0, 2.0);
        if arm.reach_min_m.is_finite() && arm.reach_max_m.is_finite() && arm.reach_min_m >= arm.reach_max_m {
            c.fail(
                "arm.reach_max_m",
                format!("{} must be above arm.reach_min_m = {}", arm.reach_max_m, arm.reach_min_m),
            );
        }
        c.finite_range("arm.reach_bearing_rad", arm.reach_bearing_rad, 0.0, std::f64::consts::PI);
        c.finite_range("arm.fairino.cmd_t", arm.fairino.cmd_t, 0.001, 0.016);
        c.range("arm.fairino.rpc_timeout_ms", arm.fairino.rpc_timeout_ms, 1, 10_000);
        c.finite_range("arm.fairino.reconnect_s", arm.fairino.reconnect_s, 0.05, 60.0);
        c.one_of("arm.fairino.state_feed", &arm.fairino.state_feed, &["cnde", "legacy"]);
        c.range("arm.fairino.state_period_ms", arm.fairino.state_period_ms, 8, 1000);
        c.range("arm.fairino.feed_timeout_ms", arm.fairino.feed_timeout_ms, 5, 10_000);
        if arm.fairino.host.is_empty() {
            c.fail("arm.fairino.host", "a controller address is required".into());
        }
    }

    fn check_motion(&self, c: &mut Checker<'_>) {
        let m = &self.motion;
        c.finite_range("motion.grasp_reach_m", m.grasp_reach_m, 0.1, 2.0);
        c.finite_range("motion.pregrasp_above_m", m.pregrasp_above_m, 0.0, 0.5);
        c.finite_range("motion.lift_m", m.lift_m, 0.0, 0.5);
        c.finite_range("motion.explore_stop_m", m.explore_stop_m, 0.1, 3.0);
        c.finite_range("motion.open_margin_m", m.open_margin_m, 0.0, 2.0);
        c.finite_range("motion.open_pull_m", m.open_pull_m, 0.1, 0.5);
        c.finite_range("motion.drive_margin_m", m.drive_margin_m, 0.0, 2.0);
        c.finite_range("motion.approach_tolerance_m", m.approach_tolerance_m, 0.005, 1.0);
        c.finite_range("motion.approach_bearing_rad", m.approach_bearing_rad, 0.005, 1.0);
        c.finite_range("motion.travel_speed", m.travel_speed, 0.01, 1.0);
        c.finite_range("motion.fine_speed", m.fine_speed, 0.01, 1.0);
        c.range("motion.max_attempts", m.max_attempts, 1, 20);
        c.finite_range("motion.search_give_up_s", m.search_give_up_s, 2.0, 600.0);
        c.finite_range("motion.look_around_s", m.look_around_s, 1.0, 600.0);
        c.finite_range("motion.walk_min_m", m.walk_min_m, 0.3, 10.0);
        for (i, v) in m.look_point.iter().enumerate() {
            c.finite_range(&format!("motion.look_point[{i}]"), *v, -5.0, 5.0);
        }
    }

    fn check_gripper(&self, c: &mut Checker<'_>) {
        let g = &self.gripper;
        c.one_of("gripper.backend", &g.backend, &["sim", "robotiq", "omnipicker"]);
        if g.backend != "sim" && g.port.is_empty() {
            c.fail("gripper.port", format!("a serial device path is required for backend `{}`", g.backend));
        }
        c.range("gripper.baud", g.baud, 1200, 4_000_000);
        c.range("gripper.slave_id", g.slave_id, 1, 247);
        c.range("gripper.can_id", g.can_id, 0, 0x1FFF_FFFF);
        c.range("gripper.timeout_ms", g.timeout_ms, 1, 10_000);
        c.range("gripper.poll_ms", g.poll_ms, 1, 1000);
        c.finite_range("gripper.reconnect_s", g.reconnect_s, 0.05, 60.0);
        c.finite_range("gripper.activation_timeout_s", g.activation_timeout_s, 0.1, 60.0);
        c.finite_range("gripper.stroke_s", g.stroke_s, 0.05, 10.0);
    }

    fn check_camera(&self, c: &mut Checker<'_>) {
        let cam = &self.camera;
        c.one_of("camera.backend", &cam.backend, &["sim", "replay", "realsense"]);
        c.range("camera.width", cam.width, 16, 8192);
        c.range("camera.height", cam.height, 16, 8192);
        c.finite_range("camera.fps", cam.fps, 1.0, 240.0);
        c.finite_range("camera.fx", cam.fx, 1.0, 1e5);
        c.finite_range("camera.fy", cam.fy, 1.0, 1e5);
        c.finite_range("camera.cx", cam.cx, 0.0, cam.width as f64);
        c.finite_range("camera.cy", cam.cy, 0.0, cam.height as f64);
        c.range("camera.frame_timeout_ms", cam.frame_timeout_ms, 10, 60_000);
        if cam.backend == "replay" && cam.replay_dir.is_empty() {
            c.fail("camera.replay_dir", "a directory of recorded frames is required for backend `replay`".into());
        }
    }

    fn check_perception(&self, c: &mut Checker<'_>) {
        let p = &self.perception;
        c.one_of("perception.backend", &p.backend, &["sim", "candle"]);
        c.range("perception.imgsz", p.imgsz, 32, 2048);
        if !p.imgsz.is_multiple_of(32) {
            c.fail("perception.imgsz", format!("{} must be a multiple of 32 (the detector's largest stride)", p.imgsz));
        }
        c.one_of("perception.letterbox", &p.letterbox, &["rect", "square"]);
        c.range("perception.embed_nice", p.embed_nice, 0, 19);
        c.finite_range("perception.pace_quantile", p.pace_quantile, 0.5, 1.0);
        c.finite_range("perception.pace_margin_ms", p.pace_margin_ms, 0.0, 50.0);
        c.range("perception.embed_idle_max_ms", p.embed_idle_max_ms, 100, 60_000);
        c.range("perception.embed_yield_max_ms", p.embed_yield_max_ms, 0, 60_000);
        c.range("perception.threads", p.threads, 0, 256);
        c.finite_range("perception.nms_iou", p.nms_iou as f64, 0.0, 1.0);
        c.range("perception.max_detections", p.max_detections, 1, 1000);
        c.range("perception.embed_top_n", p.embed_top_n, 0, 64);
        c.finite_range("perception.min_confidence", p.min_confidence as f64, 0.0, 1.0);
        c.finite_range("perception.track_iou", p.track_iou as f64, 0.01, 0.99);
        c.range("perception.track_max_missed", p.track_max_missed, 0, 300);
        c.range("perception.person_velocity_window_ms", p.person_velocity_window_ms, 0, 5000);
        c.finite_range("perception.reembed_scale_change", p.reembed_scale_change as f64, 0.0, 10.0);
        c.finite_range("perception.reembed_aspect_change", p.reembed_aspect_change as f64, 0.0, 10.0);
        c.range("perception.reembed_max_age_ms", p.reembed_max_age_ms, 50, 3_600_000);
        c.range("perception.base_prompts", p.base_prompts, 1, 256);
        c.range("perception.max_prompts", p.max_prompts, p.base_prompts.clamp(1, 256), 512);
        c.range("perception.handle_prompt (characters)", p.handle_prompt.trim().chars().count(), 1, 64);
        if p.backend == "candle" && p.yolo_world_weights.is_empty() {
            c.fail("perception.yolo_world_weights", "a safetensors path is required for backend `candle`".into());
        }
        if p.backend == "sim" && (self.camera.backend != "sim") {
            c.fail(
                "perception.backend",
                format!("`sim` perception needs camera.backend = \"sim\", not `{}`", self.camera.backend),
            );
        }
    }

    fn check_sim(&self, c: &mut Checker<'_>) {
        let sim = &self.sim;
        if sim.scene.is_empty() {
            c.fail("sim.scene", "a scene name or file path is required".into());
        }
        c.finite_range("sim.box_noise_px", sim.box_noise_px as f64, 0.0, 100.0);
        c.finite_range("sim.confidence_noise", sim.confidence_noise as f64, 0.0, 0.5);
        c.finite_range("sim.fps", sim.fps, 1.0, 240.0);
        c.finite_range("sim.prompt_match", sim.prompt_match as f64, 0.0, 1.0);
        c.finite_range("sim.confusion_rate", sim.confusion_rate as f64, 0.0, 1.0);
        c.finite_range("sim.embedding_noise", sim.embedding_noise as f64, 0.0, 1.0);
        c.range("sim.render_every", sim.render_every, 0, 1000);
        c.finite_range("sim.render_scale", sim.render_scale as f64, 0.1, 1.0);
    }

    fn check_knowledge(&self, c: &mut Checker<'_>) {
        let kn = &self.knowledge;
        c.finite_range("knowledge.label_temperature", kn.label_temperature as f64, 0.001, 1.0);
        c.finite_range("knowledge.label_null", kn.label_null as f64, -1.0, 1.0);
        c.finite_range("knowledge.place_kernel_min", kn.place_kernel_min as f64, 0.0, 1.0);
        c.range("knowledge.neighbours", kn.neighbours, 1, 64);
        c.range("knowledge.neighbour_pool", kn.neighbour_pool, 0, 512);
        c.finite_range("knowledge.neighbour_temperature", kn.neighbour_temperature as f64, 0.001, 1.0);
        c.finite_range("knowledge.member_temperature", kn.member_temperature as f64, 0.0, 1.0);
        c.finite_range("knowledge.ridge_weight", kn.ridge_weight as f64, 0.0, 1.0);
        c.finite_range("knowledge.ridge_lambda", kn.ridge_lambda as f64, 1e-6, 1e6);
        c.finite_range("knowledge.clause_margin", kn.clause_margin as f64, 0.0, 1.0);
        c.finite_range("knowledge.lexical_weight", kn.lexical_weight as f64, 0.0, 1.0);
        c.finite_range("knowledge.intent_weight", kn.intent_weight as f64, 0.0, 10.0);
        c.finite_range("knowledge.place_vote_pooled", kn.place_vote_pooled as f64, 0.0, 1.0);
        c.range("knowledge.plan_log_compact_bytes", kn.plan_log_compact_bytes, 4096, 1 << 30);
    }

    fn check_offline(&self, c: &mut Checker<'_>) {
        let o = &self.offline;
        c.finite_range("offline.accept", o.accept as f64, 0.0, 1.0);
        c.finite_range("offline.place_min", o.place_min as f64, 0.0, 1.0);
        c.finite_range("offline.context", o.context as f64, 0.0, 2.0);
        c.finite_range("offline.unvoted_rank", o.unvoted_rank as f64, 0.0, 1.0);
    }

    fn check_ask(&self, c: &mut Checker<'_>) {
        let a = &self.ask;
        c.finite_range("ask.tau", a.tau as f64, 0.0, 1.0);
        c.finite_range("ask.temperature", a.temperature as f64, 0.01, 5.0);
        c.finite_range("ask.query_cost", a.query_cost as f64, 0.0, 1000.0);
        c.finite_range("ask.verification_cost", a.verification_cost as f64, 0.0, 1000.0);
        c.finite_range("ask.wrong_cost", a.wrong_cost as f64, 0.0, 10000.0);
        c.finite_range("ask.word_evidence", a.word_evidence as f64, 1.0, 100.0);
        c.finite_range("ask.heading_beta", a.heading_beta as f64, 0.0, 10.0);
        c.finite_range("ask.heading_min_speed", a.heading_min_speed, 0.0, 5.0);
        c.range("ask.max_options", a.max_options, 2, 5);
        c.finite_range("ask.wait_s", a.wait_s, 0.5, 600.0);
        c.range("ask.reasks", a.reasks, 0, 1);
        c.range("ask.max_questions", a.max_questions, 0, 20);
        c.one_of("ask.on_silence", &a.on_silence, &["best_guess", "give_up"]);
        c.finite_range("ask.reply_margin", a.reply_margin as f64, 0.0, 1.0);
        c.finite_range("ask.suits_at", a.suits_at as f64, 0.0, 1.0);
        c.finite_range("ask.suits_spread", a.suits_spread as f64, 0.005, 1.0);
    }

    fn check_api(&self, c: &mut Checker<'_>) {
        let a = &self.api;
        if a.listen.parse::<std::net::SocketAddr>().is_err() {
            c.fail("api.listen", format!("`{}` is not an address:port such as 127.0.0.1:7878", a.listen));
        }
        let env_ok = !a.token_env.is_empty() && a.token_env.chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '_');
        if !env_ok {
            c.fail("api.token_env", format!("`{}` is not an environment variable name (A-Z, 0-9, _)", a.token_env));
        }
        c.range("api.max_body_bytes", a.max_body_bytes, 256, 1_048_576);
        c.range("api.max_text_chars", a.max_text_chars, 1, 10_000);
        c.finite_range("api.rate_per_s", a.rate_per_s, 0.1, 1000.0);
        c.range("api.burst", a.burst, 1, 10_000);
        c.range("api.max_event_streams", a.max_event_streams, 1, 64);
    }

    fn check_intent(&self, c: &mut Checker<'_>) {
        let i = &self.intent;
        c.finite_range("intent.alpha", i.alpha, 0.0, 10.0);
        c.finite_range("intent.beta", i.beta, 0.0, 10.0);
        c.finite_range("intent.tau_intent", i.tau_intent, 0.0, 1.0);
        c.finite_range("intent.r_commit_m", i.r_commit_m, 0.0, 10.0);
        c.finite_range("intent.wait_s", i.wait_s, 0.0, 600.0);
        c.finite_range("intent.epsilon_m", i.epsilon_m, 1e-4, 1.0);
        c.finite_range("intent.heading_window_s", i.heading_window_s, 0.05, 10.0);
        c.finite_range("intent.arrive_m", i.arrive_m, 0.01, 2.0);
        c.finite_range("intent.robot_speed_mps", i.robot_speed_mps, 0.05, 5.0);
        c.finite_range("intent.person_speed_mps", i.person_speed_mps, 0.05, 5.0);
        c.finite_range("intent.step_s", i.step_s, 0.01, 1.0);
        c.finite_range("intent.time_limit_s", i.time_limit_s, 1.0, 36_000.0);
        c.finite_range("intent.observation_noise_m", i.observation_noise_m, 0.0, 1.0);
        if i.arrive_m.is_finite() && i.r_commit_m.is_finite() && i.r_commit_m < i.arrive_m {
            c.fail(
                "intent.r_commit_m",
                format!(
                    "{} must be at least intent.arrive_m = {} (an agent at its task is committed)",
                    i.r_commit_m, i.arrive_m
                ),
            );
        }
    }

    fn check_llm(&self, c: &mut Checker<'_>) {
        let l = &self.llm;
        if !(l.base_url.is_empty() || l.base_url.starts_with("http://") || l.base_url.starts_with("https://")) {
            c.fail("llm.base_url", format!("`{}` must start with http:// or https://", l.base_url));
        }
        c.range("llm.connect_timeout_ms", l.connect_timeout_ms, 1, 60_000);
        c.range("llm.timeout_ms", l.timeout_ms, 1, 600_000);
        c.range("llm.max_retries", l.max_retries, 0, 10);
        c.range("llm.max_repairs", l.max_repairs, 0, 10);
        c.range("llm.retry_base_ms", l.retry_base_ms, 1, 60_000);
        c.range("llm.retry_max_ms", l.retry_max_ms, 1, 600_000);
        if l.retry_max_ms < l.retry_base_ms {
            c.fail(
                "llm.retry_max_ms",
                format!("{} must be at least llm.retry_base_ms = {}", l.retry_max_ms, l.retry_base_ms),
            );
        }
        c.range("llm.breaker_failures", l.breaker_failures, 1, 100);
        c.range("llm.breaker_cooldown_ms", l.breaker_cooldown_ms, 10, 3_600_000);
        c.range("llm.max_tokens", l.max_tokens, 16, 65_536);
        c.finite_range("llm.temperature", l.temperature as f64, 0.0, 2.0);
        c.one_of("llm.response_format", &l.response_format, &["json_schema", "json_object", "none"]);
        c.range("llm.image_max_side", l.image_max_side, 32, 4096);
        c.range("llm.jpeg_quality", l.jpeg_quality, 1, 100);
    }

    fn check_reason(&self, c: &mut Checker<'_>) {
        let r = &self.reason;
        c.range("reason.deadline_ms", r.deadline_ms, 10, 3_600_000);
        c.finite_range("reason.selection_floor", r.selection_floor as f64, 0.0, 1.0);
        c.finite_range("reason.hallucination_distance", r.hallucination_distance as f64, 0.1, 100.0);
        c.finite_range("reason.ask_tau", r.ask_tau as f64, 0.0, 1.0);
        c.finite_range("reason.ask_margin", r.ask_margin as f64, 0.0, 1.0);
        if r.part_names.is_empty() || r.part_names.iter().any(|p| p.trim().is_empty()) {
            c.fail("reason.part_names", "a non-empty list of non-empty part names is required".into());
        }
        c.range("reason.log_max_bytes", r.log_max_bytes, 4096, 1 << 40);
        c.range("reason.log_max_files", r.log_max_files, 1, 100_000);
    }

    fn check_traversability(&self, c: &mut Checker<'_>) {
        let t = &self.traversability;
        c.finite_range("traversability.lambda1", t.lambda1, 0.0, 1e6);
        c.finite_range("traversability.lambda2", t.lambda2, 0.0, 1e6);
        c.finite_range("traversability.resolution_m", t.resolution_m, 0.01, 1.0);
        c.finite_range("traversability.clearance_m", t.clearance_m, 0.0, 2.0);
        c.finite_range("traversability.default_prior", t.default_prior, 0.0, 1.0);
        c.range("traversability.max_uncertain", t.max_uncertain, 1, 12);
        c.range("traversability.max_cells", t.max_cells, 100, 100_000_000);
        c.range("traversability.max_search_states", t.max_search_states, 1000, 100_000_000);
    }
}
