//! SayCan-style selection (seed 003): the LLM's preference times an affordance fit from
//! the relationship space times reachability, with a floor below which nothing is
//! chosen. The projection onto the space doubles as the hallucination check of AIDE
//! (III-A1): a candidate whose affordance vector lies far from the instruction's cluster
//! is rejected with that reason. Ambiguity between different tools that score alike
//! becomes a clarification question (seed 002: ask only when the answer changes the plan).

use super::validate::CandidateScore;
use super::{AffordanceSpace, Reachability};
use crate::knowledge::AffordanceVector;
use crate::perception::Detection;
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SelectConfig {
    pub floor: f32,
    pub hallucination_distance: f32,
    pub ask_tau: f32,
    pub ask_margin: f32,
}

/// One candidate's scores, logged with every plan.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Scored {
    pub id: u64,
    pub label: String,
    /// LLM preference, 0..1.
    pub preference: f32,
    /// Distance of its affordance vector to the instruction's cluster.
    pub distance: f32,
    /// 1 - distance / hallucination_distance, clamped to 0..1.
    pub fit: f32,
    pub reach: f32,
    /// preference x fit x reach.
    pub combined: f32,
    pub rejected: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Selection {
    /// Index into the scored list.
    Chosen(usize),
    /// Ask the person this.
    Ask(String),
    /// Nothing qualifies: explore (the reason).
    Explore(String),
}

fn norm(l: &str) -> String {
    l.trim().to_lowercase().trim_end_matches('s').to_string()
}

/// Scores the candidates and decides. `cands` pairs each stage-2 score with the detection
/// it refers to. Returns the decision, the scores and notes for the outcome.
pub fn select(
    instruction: &str,
    instr: &AffordanceVector,
    cands: &[(CandidateScore, &Detection)],
    none_suitable: bool,
    space: &dyn AffordanceSpace,
    reach: &dyn Reachability,
    cfg: &SelectConfig,
) -> (Selection, Vec<Scored>, Vec<String>) {
    let mut notes = Vec::new();
    let limit = cfg.hallucination_distance.max(f32::EPSILON);
    let scored: Vec<Scored> = cands.iter().map(|(c, d)| score(c, d, instr, space, reach, limit)).collect();

    let top_pref = scored.iter().enumerate().max_by(|a, b| a.1.preference.total_cmp(&b.1.preference)).map(|(i, _)| i);
    if let Some(i) = top_pref {
        if let Some(why) = &scored[i].rejected {
            notes.push(format!("the LLM's choice {} was rejected: {why}", scored[i].id));
        } else if scored[i].reach < 1.0 {
            notes.push(format!("the LLM's choice {} has reachability {:.2}", scored[i].id, scored[i].reach));
        }
    }
    if none_suitable {
        return (Selection::Explore("the LLM found no suitable candidate in view".into()), scored, notes);
    }
    let mut order: Vec<usize> = (0..scored.len()).collect();
    order.sort_by(|a, b| scored[*b].combined.total_cmp(&scored[*a].combined));
    let Some(&best) = order.first() else {
        return (Selection::Explore("no candidate in view".into()), scored, notes);
    };
    if scored[best].combined < cfg.floor {
        let decision = below_floor(instruction, &scored, top_pref, best, cfg);
        return (decision, scored, notes);
    }
    if let Some(q) = tie_question(instruction, &scored, &order, cfg) {
        return (Selection::Ask(q), scored, notes);
    }
    (Selection::Chosen(best), scored, notes)
}

/// One candidate's scores: preference x affordance fit x reachability, or rejected as a
/// hallucination when its affordance vector lies beyond `limit`.
fn score(
    c: &CandidateScore,
    d: &Detection,
    instr: &AffordanceVector,
    space: &dyn AffordanceSpace,
    reach: &dyn Reachability,
    limit: f32,
) -> Scored {
    let distance = space.affordance_fit(instr, &c.affordance);
    let distance = if distance.is_finite() { distance } else { f32::INFINITY };
    let fit = (1.0 - distance / limit).clamp(0.0, 1.0);
    let r = reach.reach(d);
    let r = if r.is_finite() { r.clamp(0.0, 1.0) } else { 0.0 };
    let rejected = (distance > limit).then(|| {
        format!(
            "hallucination: the affordance vector of {} `{}` lies {distance:.1} from the instruction's cluster (limit {limit:.1})",
            c.id, d.label
        )
    });
    let combined = if rejected.is_some() { 0.0 } else { c.preference * fit * r };
    Scored { id: c.id, label: d.label.clone(), preference: c.preference, distance, fit, reach: r, combined, rejected }
}

/// Nothing reaches the floor: ask about the LLM's choice (`top_pref`) when it wanted it
/// enough, otherwise explore.
fn below_floor(
    instruction: &str,
    scored: &[Scored],
    top_pref: Option<usize>,
    best: usize,
    cfg: &SelectConfig,
) -> Selection {
    let wanted = top_pref.filter(|i| scored[*i].preference >= cfg.ask_tau);
    match wanted {
        Some(i) => {
            let s = &scored[i];
            let why = if s.rejected.is_some() {
                "it does not seem to suit the request"
            } else if s.reach < 0.5 {
                "I cannot reach it"
            } else {
                "I am not confident it suits the request"
            };
            let q = format!(
                "For \"{instruction}\" the best match I see is the {} (object {}), but {why}. Should I use it, or look elsewhere?",
                s.label, s.id
            );
            Selection::Ask(q)
        }
        None => {
            let r = format!(
                "no candidate reaches the selection floor {:.2} (best {:.2})",
                cfg.floor, scored[best].combined
            );
            Selection::Explore(r)
        }
    }
}

/// Seed 002: the candidate set {o : P(o) >= tau}; ask only when two *different* tools in
/// it are practically tied, since then the answer changes the plan. `order`: by combined
/// score, best first.
fn tie_question(instruction: &str, scored: &[Scored], order: &[usize], cfg: &SelectConfig) -> Option<String> {
    let contenders: Vec<usize> = order
        .iter()
        .copied()
        .filter(|i| {
            scored[*i].rejected.is_none() && scored[*i].preference >= cfg.ask_tau && scored[*i].combined >= cfg.floor
        })
        .collect();
    if let [a, b, ..] = contenders[..] {
        if norm(&scored[a].label) != norm(&scored[b].label) && scored[a].combined - scored[b].combined < cfg.ask_margin
        {
            return Some(format!(
                "For \"{instruction}\", should I use the {} (object {}) or the {} (object {})?",
                scored[a].label, scored[a].id, scored[b].label, scored[b].id
            ));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knowledge::TaskPlan;
    use crate::types::geometry::BBox;

    /// A space whose instruction cluster is the instruction vector itself.
    struct Euclid;
    impl AffordanceSpace for Euclid {
        fn affordance_fit(&self, i: &AffordanceVector, t: &AffordanceVector) -> f32 {
            i.distance(t)
        }
        fn store(&self, _: &TaskPlan) -> Result<(), String> {
            Ok(())
        }
    }

    fn det(id: u64, label: &str) -> Detection {
        Detection {
            track_id: id,
            label: label.into(),
            confidence: 0.9,
            bbox: BBox::new(0.0, 0.0, 10.0, 10.0),
            parts: vec![],
            embedding: None,
            position: None,
        }
    }

    fn cand(id: u64, p: f32, v: f32) -> CandidateScore {
        CandidateScore { id, preference: p, affordance: AffordanceVector([v; 19]) }
    }

    const CFG: SelectConfig =
        SelectConfig { floor: 0.15, hallucination_distance: 25.0, ask_tau: 0.35, ask_margin: 0.05 };

    #[test]
    fn preference_times_feasibility_picks_the_reachable_tool() {
        let instr = AffordanceVector([5.0; 19]);
        let (a, b) = (det(1, "mug"), det(2, "glass"));
        let cands = vec![(cand(1, 0.8, 5.0), &a), (cand(2, 0.3, 5.0), &b)];
        let unreachable_mug = |d: &Detection| if d.track_id == 1 { 0.0 } else { 1.0 };
        let (s, scored, notes) = select("I'm thirsty", &instr, &cands, false, &Euclid, &unreachable_mug, &CFG);
        assert_eq!(s, Selection::Chosen(1));
        assert_eq!(scored[0].combined, 0.0);
        assert!(notes[0].contains("reachability 0.00"));
    }

    #[test]
    fn a_far_affordance_vector_is_rejected_as_a_hallucination() {
        let instr = AffordanceVector([1.0; 19]);
        let (a, b) = (det(1, "hammer"), det(2, "mug"));
        // hammer: distance sqrt(19 * 81) = 39 > 25; mug: 0.
        let cands = vec![(cand(1, 0.9, 10.0), &a), (cand(2, 0.4, 1.0), &b)];
        let (s, scored, notes) = select("I'm thirsty", &instr, &cands, false, &Euclid, &|_: &Detection| 1.0, &CFG);
        assert_eq!(s, Selection::Chosen(1));
        assert!(scored[0].rejected.as_ref().unwrap().starts_with("hallucination"));
        assert!(notes[0].contains("rejected: hallucination"));
    }

    #[test]
    fn below_the_floor_the_robot_asks_or_explores() {
        let instr = AffordanceVector([1.0; 19]);
        let a = det(1, "hammer");
        let wanted = vec![(cand(1, 0.9, 10.0), &a)];
        let (s, _, _) = select("I'm thirsty", &instr, &wanted, false, &Euclid, &|_: &Detection| 1.0, &CFG);
        assert!(matches!(s, Selection::Ask(q) if q.contains("hammer")));
        let unwanted = vec![(cand(1, 0.1, 1.0), &a)];
        let (s, _, _) = select("I'm thirsty", &instr, &unwanted, false, &Euclid, &|_: &Detection| 1.0, &CFG);
        assert!(matches!(s, Selection::Explore(_)));
        let (s, _, _) = select("I'm thirsty", &instr, &[], false, &Euclid, &|_: &Detection| 1.0, &CFG);
        assert!(matches!(s, Selection::Explore(_)));
    }

    #[test]
    fn tied_different_tools_make_a_question_and_tied_same_tools_do_not() {
        let instr = AffordanceVector([5.0; 19]);
        let (a, b, c) = (det(1, "mug"), det(2, "bottle"), det(3, "mugs"));
        let diff = vec![(cand(1, 0.5, 5.0), &a), (cand(2, 0.49, 5.0), &b)];
        let (s, _, _) = select("I'm thirsty", &instr, &diff, false, &Euclid, &|_: &Detection| 1.0, &CFG);
        assert!(matches!(s, Selection::Ask(q) if q.contains("mug") && q.contains("bottle")));
        let same = vec![(cand(1, 0.5, 5.0), &a), (cand(3, 0.49, 5.0), &c)];
        let (s, _, _) = select("I'm thirsty", &instr, &same, false, &Euclid, &|_: &Detection| 1.0, &CFG);
        assert_eq!(s, Selection::Chosen(0));
    }
}
