//! Whether to act or ask (seed 002, target ambiguity): the candidate set is the objects with
//! P(o = target) >= tau after free information; candidates the robot would treat alike
//! (the same plan) count as one option; a question is asked only when acting on the best
//! guess is expected to cost more than asking: (1 - P(best option)) x wrong_cost >
//! query_cost. The belief keeps a share for "what the person needs is not in view" (each
//! option judged on its own acceptance score, see [`Suitability`]): P(best option) is its
//! share among the candidates times P(some option suits), and for a lone option just the
//! latter, so a lone weak candidate is confirmed with the person ("Do you mean the glass?")
//! rather than fetched. Free checks cost the verification cost
//! each. The two baselines of the evaluation (never ask, ask whenever the set holds more than
//! one object) run through the same code without free checks or plan grouping.

use super::candidate::{normalized, prior, Candidate, Suitability};
use super::cues::{free_information, remembered_answer, Check, CueWeights, Remembered};
use super::describe::{describe, Description, Landmark};
use crate::types::observation::Person;

/// When to ask.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Ask when the expected cost of a wrong guess exceeds a question's.
    ExpectedCost,
    /// Act on the best guess (baseline).
    NeverAsk,
    /// Ask whenever more than one object is a candidate (baseline).
    AskAlways,
}

/// The costs and thresholds of asking (from `[ask]`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AskParams {
    pub tau: f32,
    pub temperature: f32,
    /// lambda1: a question's cost (the person's attention, the wait).
    pub query_cost: f32,
    /// lambda2: one free check's cost.
    pub verification_cost: f32,
    /// Acting on the wrong object: the trip, handing it back, and the question after all.
    pub wrong_cost: f32,
    pub max_options: usize,
    pub cues: CueWeights,
    /// How surely a candidate suits on its own score; `None`: the right thing is taken to be
    /// in view whenever a candidate is (no confirmation of a lone candidate).
    pub suits: Option<Suitability>,
}

impl AskParams {
    pub fn from_config(a: &crate::config::AskConfig) -> AskParams {
        AskParams {
            tau: a.tau,
            temperature: a.temperature,
            query_cost: a.query_cost,
            verification_cost: a.verification_cost,
            wrong_cost: a.wrong_cost,
            max_options: a.max_options,
            cues: CueWeights {
                word_evidence: a.word_evidence,
                heading_beta: a.heading_beta,
                min_speed: a.heading_min_speed,
            },
            suits: a.confirm_weak.then_some(Suitability { at: a.suits_at, spread: a.suits_spread }),
        }
    }
}

/// A question for the person: the text, and the candidate each option stands for.
#[derive(Debug, Clone, PartialEq)]
pub struct Question {
    pub text: String,
    /// Candidate indices, in the order the question names them.
    pub options: Vec<usize>,
    pub descriptions: Vec<Description>,
}

/// What to do.
#[derive(Debug, Clone, PartialEq)]
pub enum Resolve {
    /// Go for this candidate.
    Act(usize),
    Ask(Question),
    /// No candidate is likely enough.
    Nothing,
}

/// The decision with the belief and the costs that led to it.
#[derive(Debug, Clone, PartialEq)]
pub struct Resolution {
    pub resolve: Resolve,
    /// Belief over the candidates after free information.
    pub p: Vec<f32>,
    /// Candidates with p >= tau, likeliest first.
    pub candidate_set: Vec<usize>,
    pub checks: Vec<Check>,
    /// Expected cost of acting on the best option, and of asking.
    pub act_cost: f32,
    pub ask_cost: f32,
    /// P(what the person needs is among the candidates), 1 without a suitability model.
    pub p_in_view: f32,
}

/// The situation a decision is made in.
pub struct Situation<'a> {
    pub request: &'a str,
    pub cands: &'a [Candidate],
    /// Things in view that are not candidates, to say where a candidate is.
    pub landmarks: &'a [Landmark],
    /// Reachability of each candidate from here (0..1), when known.
    pub reach: Option<&'a [f32]>,
    pub people: &'a [Person],
    /// Candidates already ruled out (a "none of these"), weight zero.
    pub excluded: &'a [usize],
    /// What the person chose when asked about this request before.
    pub remembered: &'a [Remembered],
}

/// Decides for `s` under `mode`.
pub fn resolve(s: &Situation<'_>, params: &AskParams, mode: Mode) -> Resolution {
    let n = s.cands.len();
    let all: Vec<usize> = (0..n).collect();
    let mut p = prior(s.cands, params.temperature);
    for &i in s.excluded {
        if i < n {
            p[i] = 0.0;
        }
    }
    p = normalized(p);
    let descs = describe(s.cands, &all, s.landmarks);
    // The baselines plan without resolving anything: no free checks.
    let checks = match mode {
        Mode::ExpectedCost => {
            let mut checks = free_information(s.request, s.cands, &descs, s.reach, s.people, &params.cues, &mut p);
            checks.extend(remembered_answer(s.remembered, s.cands, &params.cues, &mut p));
            checks
        }
        Mode::NeverAsk | Mode::AskAlways => Vec::new(),
    };
    let mut set: Vec<usize> = all.into_iter().filter(|&i| p[i] >= params.tau && !s.excluded.contains(&i)).collect();
    set.sort_by(|&a, &b| p[b].total_cmp(&p[a]));
    let options = plan_options(s.cands, &p, &set);
    let p_in_view = match (mode, params.suits) {
        (Mode::ExpectedCost, Some(suits)) => in_view(s, &set, &options, suits),
        _ => 1.0,
    };
    // A lone option stands against looking further only; several also against each other.
    let best = match options.as_slice() {
        [_] => p_in_view,
        _ => options.first().map_or(0.0, |o| o.1) * p_in_view,
    };
    let act_cost = (1.0 - best) * params.wrong_cost;
    let ask_cost = params.query_cost;
    let ask = match mode {
        Mode::ExpectedCost => act_cost > ask_cost,
        Mode::NeverAsk => false,
        Mode::AskAlways => set.len() > 1,
    };
    let resolve = match options.first() {
        None => Resolve::Nothing,
        Some(_) if ask => {
            let shown: Vec<usize> =
                if mode == Mode::AskAlways { set.clone() } else { options.iter().map(|o| o.0).collect() };
            Resolve::Ask(question(s, &shown[..shown.len().min(params.max_options.max(2))]))
        }
        Some(o) => Resolve::Act(o.0),
    };
    Resolution { resolve, p, candidate_set: set, checks, act_cost, ask_cost, p_in_view }
}

/// P(some option suits): one chance per option (its best acceptance score in `set`); 1 when
/// the best option is of a kind the person chose for this request before.
fn in_view(s: &Situation<'_>, set: &[usize], options: &[(usize, f32)], suits: Suitability) -> f32 {
    let vouched = options.first().is_some_and(|o| s.remembered.last().is_some_and(|r| r.matches(&s.cands[o.0])));
    if vouched {
        return 1.0;
    }
    let best_of = |rep: usize| {
        let members = set.iter().filter(|&&j| s.cands[j].same_plan(&s.cands[rep]));
        members.map(|&j| s.cands[j].suit_score).fold(f32::NEG_INFINITY, f32::max)
    };
    suits.p_any(options.iter().map(|o| best_of(o.0)))
}

/// One option per plan among `set`: its likeliest member and the belief of every candidate
/// (in the set or not) with that plan, likeliest first.
fn plan_options(cands: &[Candidate], p: &[f32], set: &[usize]) -> Vec<(usize, f32)> {
    let mut out: Vec<(usize, f32)> = Vec::new();
    for &i in set {
        if out.iter().any(|(j, _)| cands[*j].same_plan(&cands[i])) {
            continue;
        }
        let mass = (0..cands.len()).filter(|&j| cands[j].same_plan(&cands[i])).map(|j| p[j]).sum();
        out.push((i, mass));
    }
    out.sort_by(|a, b| b.1.total_cmp(&a.1));
    out
}

/// "Which one do you mean: the blue mug on the left, or the glass by the sink?"
fn question(s: &Situation<'_>, shown: &[usize]) -> Question {
    let descriptions = describe(s.cands, shown, s.landmarks);
    let phrases: Vec<String> = descriptions.iter().map(|d| d.phrase()).collect();
    let text = match phrases.as_slice() {
        [] => String::new(),
        [one] => format!("Do you mean {one}?"),
        [init @ .., last] => format!("Which one do you mean: {}, or {last}?", init.join(", ")),
    };
    Question { text, options: shown.to_vec(), descriptions }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::super::candidate::cand;
    use super::*;

    pub(crate) const P: AskParams = AskParams {
        tau: 0.1,
        temperature: 0.1,
        query_cost: 10.0,
        verification_cost: 1.0,
        wrong_cost: 30.0,
        max_options: 3,
        cues: CueWeights { word_evidence: 8.0, heading_beta: 1.0, min_speed: 0.2 },
        suits: None,
    };

    fn run(request: &str, cands: &[Candidate], mode: Mode) -> Resolution {
        let s = Situation { request, cands, landmarks: &[], reach: None, people: &[], excluded: &[], remembered: &[] };
        resolve(&s, &P, mode)
    }

    #[test]
    fn two_different_things_that_suit_alike_are_asked_about_by_colour_and_place() {
        let c = [cand(0, "mug", "blue", 10.0, 0.7), cand(1, "glass", "", 400.0, 0.68), cand(2, "vase", "", 200.0, 0.1)];
        let r = run("I am thirsty", &c, Mode::ExpectedCost);
        let Resolve::Ask(q) = &r.resolve else { panic!("{r:?}") };
        assert_eq!(q.text, "Which one do you mean: the blue mug on the left, or the glass on the right?");
        assert_eq!(q.options, vec![0, 1]);
        assert!(!q.text.contains('0') && !q.text.contains('1'), "no ids in a question");
    }

    #[test]
    fn a_clear_favourite_is_taken_without_a_question_though_the_set_holds_two() {
        let c = [cand(0, "mug", "", 10.0, 0.8), cand(1, "glass", "", 400.0, 0.6)];
        let r = run("I am thirsty", &c, Mode::ExpectedCost);
        assert_eq!(r.candidate_set.len(), 2, "{:?}", r.p);
        assert_eq!(r.resolve, Resolve::Act(0));
        assert!(matches!(run("I am thirsty", &c, Mode::AskAlways).resolve, Resolve::Ask(_)));
    }

    #[test]
    fn two_identical_things_are_one_plan_and_need_no_question() {
        let c = [cand(0, "mug", "white", 10.0, 0.7), cand(1, "mug", "white", 400.0, 0.7)];
        assert!(matches!(run("I am thirsty", &c, Mode::ExpectedCost).resolve, Resolve::Act(_)));
        assert!(matches!(run("I am thirsty", &c, Mode::AskAlways).resolve, Resolve::Ask(_)));
    }

    #[test]
    fn the_request_naming_a_colour_settles_it_for_free() {
        let c = [cand(0, "mug", "blue", 10.0, 0.7), cand(1, "mug", "white", 400.0, 0.7)];
        let r = run("tea in the white one please", &c, Mode::ExpectedCost);
        assert_eq!(r.resolve, Resolve::Act(1));
        assert_eq!(r.checks.len(), 1);
    }

    #[test]
    fn never_ask_takes_the_best_guess_and_nothing_likely_is_nothing() {
        let c = [cand(0, "mug", "blue", 10.0, 0.7), cand(1, "glass", "", 400.0, 0.7)];
        assert!(matches!(run("I am thirsty", &c, Mode::NeverAsk).resolve, Resolve::Act(_)));
        assert_eq!(run("I am thirsty", &[], Mode::ExpectedCost).resolve, Resolve::Nothing);
    }

    #[test]
    fn a_lone_weak_candidate_is_confirmed_and_a_lone_strong_one_is_taken() {
        let p = AskParams { suits: Some(Suitability { at: 0.2, spread: 0.05 }), ..P };
        let s = |c: &[Candidate], remembered: &[Remembered]| {
            let s = Situation {
                request: "I am thirsty",
                cands: c,
                landmarks: &[],
                reach: None,
                people: &[],
                excluded: &[],
                remembered,
            };
            resolve(&s, &p, Mode::ExpectedCost)
        };
        let r = s(&[cand(0, "glass", "", 10.0, 0.12)], &[]);
        let Resolve::Ask(q) = &r.resolve else { panic!("{r:?}") };
        assert_eq!(q.text, "Do you mean the glass?");
        assert!(r.p_in_view < 0.2, "{}", r.p_in_view);
        assert_eq!(s(&[cand(0, "mug", "", 10.0, 0.6)], &[]).resolve, Resolve::Act(0));
        let chose_before = [Remembered { label: "glass".into(), colour: None }];
        assert_eq!(
            s(&[cand(0, "glass", "", 10.0, 0.12)], &chose_before).resolve,
            Resolve::Act(0),
            "the person chose a glass before"
        );
        assert_eq!(
            run("I am thirsty", &[cand(0, "glass", "", 10.0, 0.12)], Mode::ExpectedCost).resolve,
            Resolve::Act(0),
            "without the model a lone candidate is taken"
        );
    }

    #[test]
    fn an_excluded_candidate_is_not_asked_about_again() {
        let c = [cand(0, "mug", "blue", 10.0, 0.7), cand(1, "glass", "", 400.0, 0.7), cand(2, "cup", "", 200.0, 0.69)];
        let s = Situation {
            request: "I am thirsty",
            cands: &c,
            landmarks: &[],
            reach: None,
            people: &[],
            excluded: &[0, 1],
            remembered: &[],
        };
        assert_eq!(resolve(&s, &P, Mode::ExpectedCost).resolve, Resolve::Act(2));
    }
}
