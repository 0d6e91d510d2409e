//! The decision thread: the decision clock, the task commands, the slots it reads
//! (observation, robot state, the slow stream's answers) and writes (the motion goal), one
//! [`DecisionTick`] per tick, and the bookkeeping after it (status, the simulator's episode
//! score, timing). Every decision rule lives in [`crate::decide::tick`].

use super::decision_clock::{self, DecisionClock};
use super::episode::{score_tick, sim_person_reply, TickTrace};
use super::slow::SlowStream;
use super::task_state::{lock, LoopSummary, OpenQuestion, Shared, TaskCommand, TaskOutcome, TaskStatus};
use super::task_tick::{recording_scorer, task_tick, ScoredSink};
use super::world_link::WorldLink;
use crate::config::Config;
use crate::control::{ControlHandle, MotionGoal, RobotState};
use crate::decide::ask::session::Effect;
use crate::decide::motion::{ArmModel, MotionOutput, Phase};
use crate::decide::tick::{DecisionTick, TickInput, TickReport};
use crate::decide::vocabulary::VocabularyPolicy;
use crate::decide::{Exploration, Stream};
use crate::knowledge::Knowledge;
use crate::perception::Observation;
use crate::record::messages::TaskRecord;
use crate::record::{Recorder, Tick};
use crate::sim::Episode;
use crate::types::clock;
use crate::types::plan::SlowAnswer;
use hdrhistogram::Histogram;
use std::sync::atomic::Ordering;
use std::sync::mpsc::Receiver;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What the decision thread owns besides the shared slots.
pub(super) struct DecisionCtx {
    pub arm: Arc<dyn ArmModel>,
    pub world: Box<dyn WorldLink>,
    pub knowledge: Arc<Knowledge>,
    pub slow: SlowStream,
    pub vocabulary: VocabularyPolicy,
    pub episode: Option<Episode>,
    pub task_timeout: Option<Duration>,
    /// What the person chose when asked about a request before.
    pub answers: super::answers::AnswerBook,
    /// Where every tick's inputs and decision are recorded (`--record`).
    pub recorder: Option<Recorder>,
    /// Tasks started so far (numbers the tasks of a recording).
    pub tasks_started: u32,
}

/// The running task.
struct Task {
    tick: DecisionTick,
    started: Instant,
    /// The catalog tool the parts in the vocabulary are for.
    parts_for: Option<String>,
    /// The vocabulary version the task started with: no decision is made on a frame the
    /// detector saw with an older one (for at most [`VOCABULARY_SETTLE`]).
    vocabulary: u64,
    /// The person's replies already read (the status keeps them all).
    replies_read: usize,
    /// In a simulated episode: the simulated person's reply to the open question, and when it
    /// is said.
    sim_reply: Option<(Instant, String)>,
    /// Since when the camera's newest frame has been too old to decide on.
    camera_lost: Option<Instant>,
    /// Its number in this run, its ticks so far, and (when recording) what the asking
    /// layer's scorer returned this tick.
    number: u32,
    ticks: u64,
    scored: Option<ScoredSink>,
}

/// How long the simulated person takes to answer a question.
const SIM_REPLY_AFTER: Duration = Duration::from_secs(2);

/// How long a new task waits for a frame made with its vocabulary before deciding anyway.
const VOCABULARY_SETTLE: Duration = Duration::from_secs(1);

pub(super) fn decision_loop(
    shared: &Shared,
    control: &ControlHandle,
    mut ctx: DecisionCtx,
    tasks: Receiver<TaskCommand>,
) {
    let mut timing = LoopTiming::new();
    let mut seq = 0u64;
    let mut task: Option<Task> = None;
    // perception.* keys need a restart: the phase lock is chosen once.
    let phase_lock = shared.cfg.load().perception.decision_phase_lock;
    let period = |cfg: &Config| Duration::from_secs_f64(1.0 / cfg.runtime.decision_rate_hz);
    let mut clock = DecisionClock::new(period(&shared.cfg.load()), clock::now_ns(), phase_lock);
    let mut last = clock::now();
    let mut applied_cfg: Option<Arc<Config>> = None;
    shared.perception.live.set_policy_vocabulary(ctx.vocabulary.base(), true);
    while !shared.stop_decisions.load(Ordering::Acquire) {
        let cfg = shared.cfg.load_full();
        if !applied_cfg.as_ref().is_some_and(|a| Arc::ptr_eq(a, &cfg)) {
            // A reload: the slow stream plans with the new thresholds from its next plan on.
            ctx.slow.set_adm(cfg.adm.clone());
            applied_cfg = Some(cfg.clone());
        }
        // The tick: on the fixed grid, or phase-locked to perception publications (periods
        // within 0.9-1.1 of the nominal one, the average rate kept; see decision_clock).
        clock.set_period(period(&cfg), phase_lock);
        decision_clock::wait_tick(&mut clock, &shared.perception.published, &shared.stop_decisions);
        // The tick's time on the process's clock (simulated in the episode benchmark) and on
        // the wall clock (what its compute costs).
        let (now, wall) = (clock::now(), Instant::now());
        let dt = now.duration_since(last).as_secs_f64().min(0.5);
        last = now;
        shared.decision_beat_ns.store(clock::now_ns(), Ordering::Relaxed);
        while let Ok(cmd) = tasks.try_recv() {
            command(shared, &mut ctx, &cfg, cmd, &mut task);
        }
        seq += 1;
        let state = control.state();
        let latest = shared.perception.live.latest();
        // The safety layer hears of people on every tick, with or without a task.
        if let Some(obs) = &latest {
            control.set_nearest_person(nearest_person(obs));
            control.set_frame_captured(obs.captured_ns);
        }
        let Some(t) = task.as_mut() else {
            control.publish_goal(MotionGoal::hold(seq, clock::now_ns()));
            continue;
        };
        if lock(&shared.status).outcome.is_some() {
            // Finished: keep the arm where the task left it.
            control.publish_goal(goal(seq, &t.tick.hold(&state)));
            continue;
        }
        let live = &shared.perception.live;
        let settled = live.observed_vocabulary() >= t.vocabulary || clock::since(t.started) > VOCABULARY_SETTLE;
        let fresh = latest.filter(|_| settled).filter(|o| camera_live(shared, t, o, cfg.control.perception_timeout_ms));
        let Some(obs) = fresh else {
            // Nothing to decide on (no frame made with the task's vocabulary yet, or the camera
            // lost: the control thread stops the arm too); nothing is decided blind.
            control.publish_goal(MotionGoal::hold(seq, clock::now_ns()));
            time_out_undecided(shared, &ctx, t);
            continue;
        };
        decide(shared, control, &mut ctx, &cfg, t, Slots { seq, state, obs: &obs, dt });
        timing.record(now, wall, obs.captured_ns, shared);
    }
    // Leave the arm a last goal to hold where it is: the control thread decelerates.
    control.publish_goal(MotionGoal::hold(seq + 1, clock::now_ns()));
}

/// What one tick of a task reads from the slots.
struct Slots<'a> {
    seq: u64,
    state: RobotState,
    obs: &'a Arc<Observation>,
    dt: f64,
}

/// One decision of the running task: the tick on this observation, then what follows from
/// it (the recording, the conversation, the slow stream, the vocabulary, the goal, the
/// simulated world, the status and the episode's trace).
fn decide(shared: &Shared, control: &ControlHandle, ctx: &mut DecisionCtx, cfg: &Config, t: &mut Task, slots: Slots) {
    let Slots { seq, state, obs, dt } = slots;
    let answer = ctx.slow.poll();
    let had_answer = answer.is_some();
    say_sim_reply(shared, t);
    let reply = new_reply(shared, t);
    let tick_now = clock::now();
    let recorded_answer = ctx.recorder.as_ref().and_then(|_| answer.clone());
    let input = TickInput { obs, state: &state, now: tick_now, answer, reply: reply.as_deref() };
    let report = t.tick.tick(input, &cfg.adm);
    t.ticks += 1;
    if let Some(r) = ctx.recorder.as_mut() {
        r.labels(&ctx.knowledge);
        r.tick(Tick {
            task: t.number,
            tick: t.ticks,
            since_start_ns: tick_now.duration_since(t.started).as_nanos() as u64,
            obs: obs.clone(),
            state,
            answer: recorded_answer,
            reply,
            scored: t.scored.as_ref().map(|s| std::mem::take(&mut *lock(s))).unwrap_or_default(),
            decision: report.decision.clone(),
            motion: report.motion.clone(),
        });
    }
    follow_conversation(shared, ctx, cfg, t, &report.ask, obs);
    if let (Effect::Hold { tracks, descriptions, asked: true, .. }, Some(ep)) = (&report.ask, &ctx.episode) {
        let text = sim_person_reply(&*ctx.world, ep, tracks, descriptions);
        t.sim_reply = Some((clock::now() + SIM_REPLY_AFTER, text));
    }
    if report.ask_slow && ctx.slow.request(t.tick.task(), obs) {
        lock(&shared.status).msi_requests += 1;
    }
    match &report.adopted {
        Some(a) => record_answer(shared, a),
        None if had_answer => tracing::debug!("slow stream answer for an earlier task dropped"),
        None => {}
    }
    follow_task_vocabulary(shared, ctx, t, &report);
    control.publish_goal(goal(seq, &report.motion));
    move_world(shared, ctx, &report.motion, &state, dt);
    record_decision(shared, ctx, t, &report, obs);
    if ctx.episode.is_some() {
        let t_s = clock::since(t.started).as_secs_f64();
        lock(&shared.trace).push(TickTrace::of(&*ctx.world, t_s, &report.decision, report.motion.phase, &state));
    }
}

/// Points the detector at the task: when a plan was adopted (the pool grew) or the grounded
/// tool changed (its part prompts), the policy's vocabulary is recomputed. Allocates only then.
fn follow_task_vocabulary(shared: &Shared, ctx: &DecisionCtx, t: &mut Task, report: &TickReport) {
    let grounded = report.decision.grounding.as_ref();
    let tool = grounded.map(|g| &g.matched_tool);
    if report.adopted.is_none() && tool == t.parts_for.as_ref() {
        return;
    }
    t.parts_for = tool.cloned();
    match ctx.vocabulary.for_task(t.tick.decider().adm(), grounded) {
        Ok(v) => {
            shared.perception.live.set_policy_vocabulary(v, false);
        }
        Err(e) => tracing::warn!(error = %e, "vocabulary: cannot embed the task's prompts; keeping the previous ones"),
    }
}

fn goal(seq: u64, out: &MotionOutput) -> MotionGoal {
    MotionGoal { seq, issued_ns: clock::now_ns(), kind: out.arm, gripper: out.gripper, speed_scale: out.speed_scale }
}

/// The base and the world beside the arm: drive, and follow the gripper (what it closes on,
/// what it pulls).
fn move_world(shared: &Shared, ctx: &mut DecisionCtx, out: &MotionOutput, state: &RobotState, dt: f64) {
    if !ctx.world.drive(&out.base, dt) {
        push_note(shared, "the base cannot move here: exploration needs the operator".to_string());
    }
    ctx.world.sync(state, out.gripper.as_ref());
}

fn command(shared: &Shared, ctx: &mut DecisionCtx, cfg: &Config, cmd: TaskCommand, task: &mut Option<Task>) {
    match cmd {
        TaskCommand::Start(instruction) => *task = start_task(shared, ctx, cfg, instruction),
        TaskCommand::Cancel => {
            if task.take().is_some() {
                shared.perception.live.set_policy_vocabulary(ctx.vocabulary.base(), true);
                let mut st = lock(&shared.status);
                st.outcome = Some(TaskOutcome::Cancelled);
                st.finished_ns = Some(clock::now_ns());
                shared.finished.notify_all();
                tracing::info!("task cancelled");
            }
        }
    }
}

fn start_task(shared: &Shared, ctx: &mut DecisionCtx, cfg: &Config, instruction: String) -> Option<Task> {
    let remembered = ctx.answers.recall(&instruction);
    let sink: Option<ScoredSink> = ctx.recorder.as_ref().map(|_| Default::default());
    let wrap = |inner| match &sink {
        Some(s) => recording_scorer(inner, s.clone()),
        None => inner,
    };
    let tick = match task_tick(cfg, &ctx.knowledge, ctx.arm.clone(), &instruction, remembered.clone(), wrap) {
        Ok(t) => t,
        Err(e) => {
            tracing::error!(%instruction, error = %e, "cannot understand the instruction");
            *lock(&shared.status) = TaskStatus {
                instruction: Some(instruction),
                outcome: Some(TaskOutcome::Failed),
                notes: vec![e.to_string()],
                ..Default::default()
            };
            shared.finished.notify_all();
            return None;
        }
    };
    let wanted = ctx.vocabulary.for_task(tick.decider().adm(), None).unwrap_or_else(|e| {
        tracing::warn!(error = %e, "vocabulary: cannot embed the task's prompts; the base vocabulary only");
        ctx.vocabulary.base()
    });
    tracing::info!(%instruction, prompts = wanted.objects.len(), "task started");
    let vocabulary = shared.perception.live.set_policy_vocabulary(wanted, true);
    lock(&shared.trace).clear();
    ctx.tasks_started += 1;
    let number = ctx.tasks_started;
    if let Some(r) = ctx.recorder.as_mut() {
        r.task(TaskRecord { task: number, instruction: instruction.clone(), remembered });
    }
    *lock(&shared.status) = TaskStatus {
        instruction: Some(instruction),
        started_ns: clock::now_ns(),
        slow_backend: ctx.slow.kind().to_string(),
        ..Default::default()
    };
    let (started, scored) = (clock::now(), sink);
    Some(Task {
        tick,
        started,
        parts_for: None,
        vocabulary,
        replies_read: 0,
        sim_reply: None,
        camera_lost: None,
        number,
        ticks: 0,
        scored,
    })
}

/// The person's newest reply since the last tick (replies arrive through
/// [`super::Runtime::answer`], which takes them only while a question is open).
fn new_reply(shared: &Shared, t: &mut Task) -> Option<String> {
    let st = lock(&shared.status);
    let fresh = st.answers.get(t.replies_read..).and_then(|a| a.last().cloned());
    t.replies_read = st.answers.len();
    fresh
}

/// Says the simulated person's reply when its time has come (as `aide answer` would).
fn say_sim_reply(shared: &Shared, t: &mut Task) {
    let Some((at, text)) = t.sim_reply.take() else { return };
    if clock::now() < at {
        t.sim_reply = Some((at, text));
        return;
    }
    let mut st = lock(&shared.status);
    if let Some(q) = st.open_question.take() {
        tracing::info!(question = %q.text, reply = %text, "the simulated person answers");
        st.notes.push(format!("answer to \"{}\": {text}", q.text));
        st.answers.push(text);
    }
}

/// The conversation's effect on the status, the log and the knowledge base: an open question
/// is published (`aide status`, STATUS=, the API), a settled one closed (a reply kept as a
/// learned plan), silence under `give_up` ends the task.
fn follow_conversation(shared: &Shared, ctx: &mut DecisionCtx, cfg: &Config, t: &Task, e: &Effect, obs: &Observation) {
    match e {
        Effect::Proceed | Effect::Hold { asked: false, .. } => {}
        Effect::Hold { question, options, asked: true, .. } => {
            tracing::info!(%question, "asking the person");
            {
                let mut st = lock(&shared.status);
                st.open_question = Some(OpenQuestion { text: question.clone(), choices: options.clone() });
                st.question = Some(question.clone());
            }
            push_note(shared, format!("asked: {question}"));
        }
        Effect::Locked { track, label, colour, answered } => {
            {
                let mut st = lock(&shared.status);
                st.open_question = None;
                st.question = None;
            }
            if *answered {
                push_note(shared, format!("the person means `{label}`"));
                if cfg.ask.learn_answers {
                    let request = &t.tick.task().instruction;
                    let answer = crate::decide::ask::Remembered { label: label.clone(), colour: colour.clone() };
                    if let Err(e) = ctx.answers.record(request, answer) {
                        tracing::warn!(error = %e, "asking: the answer book could not be written");
                    }
                    super::asking::learn_answer(&ctx.knowledge, cfg, t.tick.task(), obs, *track);
                }
            }
        }
        Effect::GiveUp(why) => {
            let mut st = lock(&shared.status);
            if st.outcome.is_none() {
                tracing::warn!(%why, "asking: nobody answered; the task ends");
                st.open_question = None;
                st.notes.push(why.clone());
                st.outcome = Some(TaskOutcome::Unanswered);
                st.finished_ns = Some(clock::now_ns());
                shared.finished.notify_all();
            }
        }
    }
}

/// The slow stream's answer for this task, as the status and the log report it; the
/// detector is pointed at the planned tool and its storage places.
fn record_answer(shared: &Shared, answer: &SlowAnswer) {
    {
        let mut st = lock(&shared.status);
        st.llm_calls += u64::from(answer.llm_calls);
        st.fallback = answer.fallback.as_ref().map(|r| format!("fallback: {r}"));
    }
    if let Some(reason) = &answer.fallback {
        tracing::warn!(%reason, "fallback: the offline reasoner planned instead of MSI");
        push_note(shared, format!("fallback: {reason}"));
    }
    if let Some(q) = &answer.question {
        tracing::info!(question = %q, "slow stream asks");
        lock(&shared.status).question = Some(q.clone());
        push_note(shared, format!("question: {q}"));
    }
    let Some(plan) = &answer.plan else {
        if answer.question.is_none() {
            let why = answer.notes.last().cloned().unwrap_or_else(|| "no reason given".into());
            tracing::warn!(reason = %why, "slow stream found no plan");
            push_note(shared, format!("slow stream: {why}"));
        }
        return;
    };
    tracing::info!(
        tool = %plan.tool,
        stream = ?answer.stream,
        llm_calls = answer.llm_calls,
        ms = answer.elapsed_ms as u64,
        "slow stream plan adopted"
    );
    tracing::debug!(notes = %plan.notes.join(" | "), "why this plan");
    let labels: Vec<String> = std::iter::once(plan.tool.clone()).chain(plan.unseen_regions.iter().cloned()).collect();
    shared.perception.live.extend_vocabulary(&labels);
    let mut st = lock(&shared.status);
    st.plans += 1;
    st.first_plan_stream.get_or_insert(answer.stream);
    st.plan_stream = Some(answer.stream);
    st.plan_notes.clone_from(&plan.notes);
    if plan.grounding.is_some() {
        st.chosen_because.clone_from(&plan.notes);
    }
    if answer.stream == Stream::Msi {
        st.question = None;
    }
}

/// What this tick decided, in the status; the simulator's per-frame score; the task's outcome
/// once the motion strategy is done.
fn record_decision(shared: &Shared, ctx: &DecisionCtx, t: &Task, report: &TickReport, obs: &Observation) {
    let (decision, out) = (&report.decision, &report.motion);
    let mut st = lock(&shared.status);
    st.decisions += 1;
    st.first_decision_ns.get_or_insert_with(clock::now_ns);
    st.frames_seen = obs.seq;
    st.phase = Some(out.phase);
    st.stream = Some(decision.stream);
    if st.plans > 0 {
        st.after_plan.add(decision.stream);
    }
    st.perception_age_ms = clock::now_ns().saturating_sub(obs.captured_ns) as f64 / 1e6;
    if let Some(g) = &decision.grounding {
        st.tool = Some(g.label.clone());
        st.tool_track = Some(g.track_id);
    }
    st.exploring = decision.exploration.as_ref().map(|e| match e {
        Exploration::Visible { .. } => "visible region".to_string(),
        Exploration::Invisible { region_label, .. } => region_label.clone(),
    });
    st.held = ctx.world.held();
    if let Some(note) = out.note.as_ref().filter(|n| st.notes.last() != Some(*n)) {
        tracing::debug!(%note, "motion");
        st.notes.push(note.clone());
        let n = st.notes.len();
        if n > 20 {
            st.notes.drain(..n - 20);
        }
    }
    if let Some(ep) = &ctx.episode {
        score_tick(&mut st.score, &*ctx.world, t.tick.committed_track(), decision, obs, out.phase, ep);
    }
    if let Some(o) = outcome(out.phase, ctx, &st, t.started) {
        finish(shared, &mut st, o);
    }
}

/// Ends the task with outcome `o` (the status says so, waiters wake).
fn finish(shared: &Shared, st: &mut TaskStatus, o: TaskOutcome) {
    st.outcome = Some(o);
    st.finished_ns = Some(clock::now_ns());
    shared.finished.notify_all();
    let (tool, held) = (st.tool.as_deref().unwrap_or("-"), st.held.as_deref().unwrap_or("-"));
    tracing::info!(outcome = %o, tool, held, decisions = st.decisions, esr = st.score.esr(), "task finished");
}

fn past_time_limit(ctx: &DecisionCtx, started: Instant) -> bool {
    ctx.task_timeout.is_some_and(|to| clock::since(started) > to)
}

/// A task past its time limit ends as timed out also while nothing can be decided (no frame
/// made with its vocabulary yet, or the camera lost).
fn time_out_undecided(shared: &Shared, ctx: &DecisionCtx, t: &Task) {
    if past_time_limit(ctx, t.started) {
        let mut st = lock(&shared.status);
        if st.outcome.is_none() {
            finish(shared, &mut st, TaskOutcome::TimedOut);
        }
    }
}

/// The task's outcome once the motion strategy has finished, failed, found the tool out of
/// reach, or the task has run past its time limit.
fn outcome(phase: Phase, ctx: &DecisionCtx, st: &TaskStatus, started: Instant) -> Option<TaskOutcome> {
    match phase {
        Phase::Done => {
            let ok = match (&ctx.episode, st.held.as_ref()) {
                (Some(ep), Some(h)) => ep.accept.contains(h),
                (Some(_), None) => false,
                (None, _) => true,
            };
            Some(if ok { TaskOutcome::Grasped } else { TaskOutcome::Failed })
        }
        Phase::Failed => Some(TaskOutcome::Failed),
        Phase::OutOfReach => Some(TaskOutcome::OutOfReach),
        Phase::NotFound => Some(TaskOutcome::NotFound),
        _ if past_time_limit(ctx, started) => Some(TaskOutcome::TimedOut),
        _ => None,
    }
}

/// Whether `obs` is fresh enough to decide on (`timeout_ms`, `control.perception_timeout_ms`);
/// the task's notes and the log say when the camera is lost and when it is back.
fn camera_live(shared: &Shared, t: &mut Task, obs: &Observation, timeout_ms: u64) -> bool {
    let age_ms = clock::now_ns().saturating_sub(obs.captured_ns) / 1_000_000;
    let live = age_ms <= timeout_ms;
    match (live, t.camera_lost) {
        (false, None) => {
            t.camera_lost = Some(clock::now());
            let source = &shared.perception.source;
            tracing::warn!(source, age_ms, "camera lost: no new frame; the arm holds until frames return");
            push_note(
                shared,
                format!("camera lost (`{source}`): the newest frame is {age_ms} ms old; holding until frames return"),
            );
        }
        (true, Some(since)) => {
            t.camera_lost = None;
            let lost_s = clock::since(since).as_secs_f64();
            tracing::info!(source = %shared.perception.source, lost_s, "camera back: going on");
            push_note(shared, format!("camera back after {lost_s:.1} s: going on"));
        }
        _ => {}
    }
    live
}

fn push_note(shared: &Shared, note: String) {
    let mut st = lock(&shared.status);
    if st.notes.last() != Some(&note) {
        st.notes.push(note);
    }
}

fn nearest_person(obs: &Observation) -> Option<f64> {
    obs.people.iter().map(|p| (p.position[0].powi(2) + p.position[1].powi(2)).sqrt()).min_by(|a, b| a.total_cmp(b))
}

/// The decision loop's timing: compute time per tick and the age of the perception each
/// decision used, summarised every ten ticks.
struct LoopTiming {
    hist: Option<Histogram<u64>>,
    /// Perception age in microseconds, up to 10 minutes.
    age_hist: Option<Histogram<u64>>,
    count: u64,
    /// The first recorded decision: the rate is the loop's while it decides.
    started: Option<Instant>,
}

impl LoopTiming {
    fn new() -> LoopTiming {
        LoopTiming {
            hist: Histogram::<u64>::new_with_bounds(1, 10_000_000, 3).ok(),
            age_hist: Histogram::<u64>::new_with_bounds(1, 600_000_000, 3).ok(),
            count: 0,
            started: None,
        }
    }

    /// Records a tick at `tick` (the process's clock) whose compute started at `wall`.
    fn record(&mut self, tick: Instant, wall: Instant, captured_ns: u64, shared: &Shared) {
        let age_ns = clock::now_ns().saturating_sub(captured_ns);
        if let Some(h) = self.age_hist.as_mut() {
            let _ = h.record((age_ns / 1000).clamp(1, 600_000_000));
        }
        if let Some(h) = self.hist.as_mut() {
            let _ = h.record((wall.elapsed().as_micros() as u64).max(1));
        }
        self.count += 1;
        let started = *self.started.get_or_insert(tick);
        if !self.count.is_multiple_of(10) {
            return;
        }
        let Some(h) = self.hist.as_ref() else { return };
        let age = |q: f64| self.age_hist.as_ref().map_or(0.0, |a| a.value_at_quantile(q) as f64 / 1e3);
        *lock(&shared.decision_summary) = LoopSummary {
            perception_age_p50_ms: age(0.5),
            perception_age_p95_ms: age(0.95),
            rate_hz: (self.count - 1) as f64 / clock::since(started).as_secs_f64(),
            p50_us: h.value_at_quantile(0.5) as f64,
            p99_us: h.value_at_quantile(0.99) as f64,
            max_us: h.max() as f64,
            count: self.count,
        };
    }
}
