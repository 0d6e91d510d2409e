//! The event benchmark: episodes of world events over a scene, each instruction's
//! decision maintained by MIND and by full recomputation, every judgment call counted.

use super::*;
use std::path::Path;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EventEpisode {
    pub id: String,
    pub scene: String,
    pub instruction: String,
    pub events: Vec<Event>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EventScene {
    pub id: String,
    pub world: World,
}

/// The events file (`tests/data/mind_events.json`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EventsFile {
    pub instructions: Vec<InstructionSpec>,
    pub scenes: Vec<EventScene>,
    pub episodes: Vec<EventEpisode>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct InstructionReport {
    pub id: String,
    pub episodes: usize,
    pub full_evaluations: u64,
    pub mind_evaluations: u64,
    /// The compiled signature contains the reference read sets (MIND's coverage condition).
    pub signature_contains_reference: bool,
}

/// What `aide eval --events FILE --json` prints.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EventBenchReport {
    pub episodes: usize,
    /// Post-event decisions compared (episodes x events).
    pub decisions: usize,
    pub decisions_preserved: usize,
    /// Judge calls including initialisation, summed over episodes.
    pub full_evaluations: u64,
    pub mind_evaluations: u64,
    pub mean_full_evaluations: f64,
    pub mean_mind_evaluations: f64,
    /// mind / full.
    pub evaluation_ratio: f64,
    pub reselections_without_llm: u64,
    pub per_instruction: Vec<InstructionReport>,
    /// Episodes whose decisions differed: (episode, event index, full, mind).
    pub mismatches: Vec<(String, usize, Option<String>, Option<String>)>,
}

/// Runs full recomputation and MIND side by side over every episode of `path`, with the
/// deterministic [`PredicateJudge`], and compares every post-event decision.
pub fn run_event_benchmark(path: &Path) -> Result<EventBenchReport, MindError> {
    let file = path.display().to_string();
    let text =
        std::fs::read_to_string(path).map_err(|e| MindError::File { file: file.clone(), reason: e.to_string() })?;
    let data: EventsFile =
        serde_json::from_str(&text).map_err(|e| MindError::File { file: file.clone(), reason: e.to_string() })?;
    run_events(&data).map_err(|e| match e {
        MindError::File { file: f, reason } if f == "<events>" => MindError::File { file, reason },
        MindError::File { .. } => e,
        other => MindError::File { file, reason: other.to_string() },
    })
}

/// [`run_event_benchmark`] on parsed data.
pub fn run_events(data: &EventsFile) -> Result<EventBenchReport, MindError> {
    let mut rep = EventBenchReport {
        episodes: 0,
        decisions: 0,
        decisions_preserved: 0,
        full_evaluations: 0,
        mind_evaluations: 0,
        mean_full_evaluations: 0.0,
        mean_mind_evaluations: 0.0,
        evaluation_ratio: 0.0,
        reselections_without_llm: 0,
        per_instruction: data
            .instructions
            .iter()
            .map(|s| InstructionReport {
                id: s.id.clone(),
                episodes: 0,
                full_evaluations: 0,
                mind_evaluations: 0,
                signature_contains_reference: s
                    .depends
                    .contains(&Signature { qualification: s.predicate.reads(), selection: s.select.reads() }),
            })
            .collect(),
        mismatches: Vec::new(),
    };
    let bad = |reason: String| MindError::File { file: "<events>".into(), reason };
    for ep in &data.episodes {
        let spec = data
            .instructions
            .iter()
            .find(|s| s.id == ep.instruction)
            .ok_or_else(|| bad(format!("episode {}: unknown instruction `{}`", ep.id, ep.instruction)))?;
        let scene = data
            .scenes
            .iter()
            .find(|s| s.id == ep.scene)
            .ok_or_else(|| bad(format!("episode {}: unknown scene `{}`", ep.id, ep.scene)))?;
        let mut world = scene.world.clone();
        let mut full_judge = PredicateJudge::default();
        let mut mind_judge = PredicateJudge::default();
        let (_, _) = full_recompute(spec, &world, &mut full_judge);
        let mut m = Maintainer::new(spec.clone(), &world, &mut mind_judge);
        for (k, e) in ep.events.iter().enumerate() {
            world.apply(e, k).map_err(|err| bad(format!("episode {}: {err}", ep.id)))?;
            let (full_target, _) = full_recompute(spec, &world, &mut full_judge);
            let mind_target = m.on_event(&world, e, &mut mind_judge).map(str::to_string);
            rep.decisions += 1;
            if full_target == mind_target {
                rep.decisions_preserved += 1;
            } else {
                rep.mismatches.push((ep.id.clone(), k, full_target, mind_target));
            }
        }
        rep.episodes += 1;
        rep.full_evaluations += full_judge.calls;
        rep.mind_evaluations += mind_judge.calls;
        rep.reselections_without_llm += m.reselections_without_llm;
        if let Some(ir) = rep.per_instruction.iter_mut().find(|r| r.id == spec.id) {
            ir.episodes += 1;
            ir.full_evaluations += full_judge.calls;
            ir.mind_evaluations += mind_judge.calls;
        }
    }
    if rep.episodes > 0 {
        rep.mean_full_evaluations = rep.full_evaluations as f64 / rep.episodes as f64;
        rep.mean_mind_evaluations = rep.mind_evaluations as f64 / rep.episodes as f64;
    }
    if rep.full_evaluations > 0 {
        rep.evaluation_ratio = rep.mind_evaluations as f64 / rep.full_evaluations as f64;
    }
    Ok(rep)
}
