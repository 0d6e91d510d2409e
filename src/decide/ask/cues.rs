//! Free information (seed 002's tool calls): what the robot can learn about which object is
//! meant without asking anyone. Each check reweighs the belief only when it tells the
//! candidates apart, and each costs the verification cost, far below a question's:
//! - words of the request that name a candidate's colour, kind, side or landmark ("the blue
//!   one", "the mug by the sink"), and size or nearness words ("the big one", "the closest");
//! - reachability (an object the arm cannot reach from here is less likely the one to take);
//! - a person walking: the object they head for is likelier the one they mean.

use super::candidate::{normalized, Candidate};
use super::describe::{words_of, Description};
use crate::types::observation::Person;

/// The weights of free information (from `[ask]`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CueWeights {
    /// Likelihood ratio for a candidate that a distinguishing request word names.
    pub word_evidence: f32,
    /// Heading sharpness (seed 002's beta) for a walking person's direction.
    pub heading_beta: f32,
    /// Least speed (m/s) for a person's heading to count.
    pub min_speed: f64,
}

/// What a person chose when asked about a request before: the kind and colour of the object.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Remembered {
    pub label: String,
    #[serde(default)]
    pub colour: Option<String>,
}

impl Remembered {
    pub fn of(c: &Candidate) -> Remembered {
        Remembered { label: c.label.clone(), colour: c.attributes.first().cloned() }
    }

    pub fn matches(&self, c: &Candidate) -> bool {
        self.label == c.label && (self.colour.is_none() || self.colour.as_ref() == c.attributes.first())
    }
}

/// The same request answered before: the object of the kind (and colour) the person chose
/// then is taken again when it is there (a likelihood ratio of `word_evidence` squared).
pub fn remembered_answer(
    remembered: &[Remembered],
    cands: &[Candidate],
    w: &CueWeights,
    p: &mut Vec<f32>,
) -> Option<Check> {
    let last = remembered.last()?;
    let hits: Vec<bool> = cands.iter().map(|c| last.matches(c)).collect();
    if !hits.iter().any(|&h| h) || hits.iter().all(|&h| h) {
        return None;
    }
    let f: Vec<f32> = hits.iter().map(|&h| if h { w.word_evidence * w.word_evidence } else { 1.0 }).collect();
    reweigh(p, &f);
    Some(Check { name: "earlier answer", detail: format!("asked before, the person chose the {}", last.label) })
}

/// One free check that changed the belief, for the notes.
#[derive(Debug, Clone, PartialEq)]
pub struct Check {
    pub name: &'static str,
    pub detail: String,
}

const BIG: &[&str] = &["big", "bigger", "biggest", "large", "larger", "largest", "huge"];
const SMALL: &[&str] = &["small", "smaller", "smallest", "little", "tiny"];
const NEAR: &[&str] = &["near", "nearer", "nearest", "close", "closer", "closest"];
const FAR: &[&str] = &["far", "farther", "farthest", "further", "furthest"];

/// Applies every free check to `p` (aligned with `cands`; `descs` describe them) and returns
/// the checks that changed it.
pub fn free_information(
    request: &str,
    cands: &[Candidate],
    descs: &[Description],
    reach: Option<&[f32]>,
    people: &[Person],
    w: &CueWeights,
    p: &mut Vec<f32>,
) -> Vec<Check> {
    let said = words_of(request);
    let mut checks = Vec::new();
    checks.extend(named(&said, descs, w, p));
    checks.extend(size_words(&said, cands, w, p));
    checks.extend(nearness_words(&said, cands, w, p));
    if let Some(r) = reach {
        checks.extend(reachability(r, p));
    }
    checks.extend(heading(people, cands, w, p));
    checks
}

/// Words of the request that some candidates' descriptions hold and others do not.
fn named(said: &[String], descs: &[Description], w: &CueWeights, p: &mut Vec<f32>) -> Option<Check> {
    let words: Vec<Vec<String>> = descs.iter().map(|d| d.words()).collect();
    let telling: Vec<&String> = said
        .iter()
        .filter(|s| {
            let n = words.iter().filter(|ws| ws.contains(s)).count();
            n > 0 && n < words.len()
        })
        .collect();
    if telling.is_empty() {
        return None;
    }
    let f: Vec<f32> =
        words.iter().map(|ws| if telling.iter().any(|t| ws.contains(t)) { w.word_evidence } else { 1.0 }).collect();
    reweigh(p, &f);
    let said: Vec<&str> = telling.iter().map(|s| s.as_str()).collect();
    Some(Check { name: "request words", detail: format!("the request says {}", said.join(", ")) })
}

fn size_words(said: &[String], cands: &[Candidate], w: &CueWeights, p: &mut Vec<f32>) -> Option<Check> {
    let area = |i: usize| cands[i].bbox.area();
    let pick = if said.iter().any(|s| BIG.contains(&s.as_str())) {
        extreme(cands.len(), |a, b| area(a).total_cmp(&area(b)))
    } else if said.iter().any(|s| SMALL.contains(&s.as_str())) {
        extreme(cands.len(), |a, b| area(b).total_cmp(&area(a)))
    } else {
        None
    }?;
    favour(p, pick, w.word_evidence);
    Some(Check { name: "size", detail: format!("size words point at the {}", cands[pick].label) })
}

fn nearness_words(said: &[String], cands: &[Candidate], w: &CueWeights, p: &mut Vec<f32>) -> Option<Check> {
    let dist: Vec<f64> = cands.iter().map(|c| c.position.map_or(f64::NAN, |q| q[0].hypot(q[1]))).collect();
    if dist.iter().any(|d| d.is_nan()) {
        return None;
    }
    let pick = if said.iter().any(|s| NEAR.contains(&s.as_str())) {
        extreme(cands.len(), |a, b| dist[b].total_cmp(&dist[a]))
    } else if said.iter().any(|s| FAR.contains(&s.as_str())) {
        extreme(cands.len(), |a, b| dist[a].total_cmp(&dist[b]))
    } else {
        None
    }?;
    favour(p, pick, w.word_evidence);
    Some(Check { name: "distance", detail: format!("nearness words point at the {}", cands[pick].label) })
}

/// The largest under `cmp` among `n` (none for fewer than two).
fn extreme(n: usize, cmp: impl Fn(usize, usize) -> std::cmp::Ordering) -> Option<usize> {
    (n >= 2).then(|| (0..n).max_by(|&a, &b| cmp(a, b))).flatten()
}

fn reachability(reach: &[f32], p: &mut Vec<f32>) -> Option<Check> {
    let lo = reach.iter().copied().fold(f32::INFINITY, f32::min);
    let hi = reach.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    if reach.len() != p.len() || hi - lo < 0.2 {
        return None;
    }
    let f: Vec<f32> = reach.iter().map(|r| 0.25 + 0.75 * r.clamp(0.0, 1.0)).collect();
    reweigh(p, &f);
    Some(Check { name: "reachability", detail: format!("reachability from here {lo:.2}..{hi:.2}") })
}

/// A walking person's heading: exp(beta x cosine) between their velocity and the direction
/// from them to each candidate (seed 002's heading cue), for the fastest person.
fn heading(people: &[Person], cands: &[Candidate], w: &CueWeights, p: &mut Vec<f32>) -> Option<Check> {
    let speed = |q: &Person| q.velocity[0].hypot(q.velocity[1]);
    let person = people.iter().filter(|q| speed(q) >= w.min_speed).max_by(|a, b| speed(a).total_cmp(&speed(b)))?;
    let v = [person.velocity[0] / speed(person), person.velocity[1] / speed(person)];
    let mut f = Vec::with_capacity(cands.len());
    for c in cands {
        let q = c.position?;
        let d = [q[0] - person.position[0], q[1] - person.position[1]];
        let n = d[0].hypot(d[1]).max(1e-3);
        f.push((w.heading_beta * ((v[0] * d[0] + v[1] * d[1]) / n) as f32).exp());
    }
    reweigh(p, &f);
    Some(Check { name: "person heading", detail: format!("a person walks at {:.1} m/s", speed(person)) })
}

fn favour(p: &mut Vec<f32>, i: usize, ratio: f32) {
    let f: Vec<f32> = (0..p.len()).map(|j| if j == i { ratio } else { 1.0 }).collect();
    reweigh(p, &f);
}

fn reweigh(p: &mut Vec<f32>, f: &[f32]) {
    let w: Vec<f32> = p.iter().zip(f).map(|(a, b)| a * b).collect();
    *p = normalized(w);
}

#[cfg(test)]
mod tests {
    use super::super::candidate::cand;
    use super::super::describe::describe;
    use super::*;

    const W: CueWeights = CueWeights { word_evidence: 8.0, heading_beta: 1.0, min_speed: 0.2 };

    fn run(request: &str, cands: &[Candidate], people: &[Person]) -> (Vec<f32>, Vec<Check>) {
        let descs = describe(cands, &(0..cands.len()).collect::<Vec<_>>(), &[]);
        let mut p = vec![1.0 / cands.len() as f32; cands.len()];
        let checks = free_information(request, cands, &descs, None, people, &W, &mut p);
        (p, checks)
    }

    #[test]
    fn a_colour_in_the_request_picks_that_candidate() {
        let c = [cand(0, "mug", "blue", 10.0, 0.5), cand(1, "mug", "white", 400.0, 0.5)];
        let (p, checks) = run("I'd like some tea in the white one", &c, &[]);
        assert!(p[1] > 0.85, "{p:?}");
        assert_eq!(checks[0].name, "request words");
    }

    #[test]
    fn words_every_candidate_shares_tell_nothing() {
        let c = [cand(0, "mug", "blue", 10.0, 0.5), cand(1, "mug", "white", 400.0, 0.5)];
        let (p, checks) = run("bring me a mug", &c, &[]);
        assert_eq!(p, vec![0.5, 0.5]);
        assert!(checks.is_empty());
    }

    #[test]
    fn the_thing_a_walking_person_heads_for_becomes_likelier() {
        let mut c = [cand(0, "mug", "", 10.0, 0.5), cand(1, "glass", "", 400.0, 0.5)];
        c[0].position = Some([1.0, 1.0, 0.8]);
        c[1].position = Some([1.0, -1.0, 0.8]);
        let walker = Person { track_id: 1, position: [3.0, 1.0, 0.0], velocity: [-0.8, 0.0, 0.0] };
        let (p, checks) = run("I am thirsty", &c, &[walker]);
        assert!(p[0] > p[1], "{p:?}");
        assert_eq!(checks[0].name, "person heading");
    }

    #[test]
    fn a_standing_person_says_nothing() {
        let mut c = [cand(0, "mug", "", 10.0, 0.5), cand(1, "glass", "", 400.0, 0.5)];
        c[0].position = Some([1.0, 1.0, 0.8]);
        c[1].position = Some([1.0, -1.0, 0.8]);
        let standing = Person { track_id: 1, position: [3.0, 1.0, 0.0], velocity: [0.05, 0.0, 0.0] };
        assert_eq!(run("I am thirsty", &c, &[standing]).0, vec![0.5, 0.5]);
    }
}
