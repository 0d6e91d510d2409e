//! Reading a person's reply to "which one do you mean?" from free text: a choice by colour,
//! kind, side or landmark ("the blue one", "the one by the sink"), by order ("the second",
//! "the last one"), "any of them", or "none of these" with what they meant instead
//! ("neither, the glass in the cupboard"). Words first; when words settle nothing, a sentence
//! embedding of the reply against each option's description, if one is given.

use super::describe::{words_of, Description};

/// How close a reply is to an option's phrase, 0..1 (a sentence embedding's cosine); none
/// when it cannot say.
pub type Similarity<'a> = &'a dyn Fn(&str, &str) -> Option<f32>;

/// What the reply says.
#[derive(Debug, Clone, PartialEq)]
pub enum Reply {
    /// The option at this index (into the question's options).
    Choice(usize),
    /// None of the options; what was said after the refusal, if anything.
    NoneOf(Option<String>),
    /// Any of them will do.
    Any,
    /// Nothing the robot can act on.
    Unclear,
}

const NONE: &[&str] = &["none", "neither", "nothing", "nope", "no"];
const NONE_PHRASES: &[&str] = &["not those", "not these", "not that", "not any", "something else", "other one"];
const YES: &[&str] = &["yes", "yeah", "yep", "sure", "ok", "okay", "correct", "right"];
const ANY: &[&str] = &["any", "either", "whichever", "whatever", "both", "anything"];
const ANY_PHRASES: &[&str] =
    &["doesn't matter", "does not matter", "don't mind", "do not mind", "you choose", "up to you", "don't care"];
const ORDINALS: &[(&str, usize)] =
    &[("first", 0), ("1st", 0), ("second", 1), ("2nd", 1), ("third", 2), ("3rd", 2), ("fourth", 3), ("4th", 3)];
const LAST: &[&str] = &["last", "latter"];
const FORMER: &[&str] = &["former"];

/// Reads `text` against the question's `options`. `similarity` (optional) scores the reply
/// against an option's phrase in 0..1 (a sentence embedding's cosine); it decides only when
/// words do not, and only with a lead of `margin` over the runner-up.
pub fn parse(text: &str, options: &[Description], similarity: Option<Similarity<'_>>, margin: f32) -> Reply {
    let lower = text.to_lowercase();
    let said = words_of(&lower);
    if said.is_empty() {
        return Reply::Unclear;
    }
    if let Some(r) = refusal(&lower, &said) {
        return r;
    }
    if let Some(i) = by_words(&said, options) {
        return Reply::Choice(i);
    }
    if let Some(i) = by_order(&said, options.len()) {
        return Reply::Choice(i);
    }
    // "Do you mean the glass?" "yes, please".
    if options.len() == 1 && said.first().is_some_and(|w| YES.contains(&w.as_str())) {
        return Reply::Choice(0);
    }
    if ANY.iter().any(|a| said.iter().any(|s| s == a)) || ANY_PHRASES.iter().any(|a| lower.contains(a)) {
        return Reply::Any;
    }
    similarity.and_then(|f| by_meaning(&lower, options, f, margin)).map_or(Reply::Unclear, Reply::Choice)
}

/// "none of these", "neither, the glass in the cupboard": a refusal at the start of the reply
/// (or a refusal phrase anywhere), with the rest as what they meant instead.
fn refusal(lower: &str, said: &[String]) -> Option<Reply> {
    let first = said.first()?;
    let phrase = NONE_PHRASES.iter().find(|p| lower.contains(*p));
    if !NONE.contains(&first.as_str()) && phrase.is_none() {
        return None;
    }
    let cut = match phrase {
        Some(p) => lower.find(p).map(|i| i + p.len()),
        None => lower.find(first.as_str()).map(|i| i + first.len()),
    }
    .unwrap_or(lower.len());
    let rest = lower[cut..].trim_start_matches(|c: char| !c.is_alphanumeric());
    let rest = rest.strip_prefix("of these").or_else(|| rest.strip_prefix("of them")).unwrap_or(rest);
    let rest = rest.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'').trim();
    let rest = rest.strip_prefix("i meant ").or_else(|| rest.strip_prefix("i mean ")).unwrap_or(rest).trim();
    Some(Reply::NoneOf((!rest.is_empty()).then(|| rest.to_string())))
}

/// The one option whose words the reply uses most (a tie settles nothing).
fn by_words(said: &[String], options: &[Description]) -> Option<usize> {
    let hits: Vec<usize> = options
        .iter()
        .map(|d| {
            let w = d.words();
            said.iter().filter(|s| w.contains(s)).count()
        })
        .collect();
    let best = *hits.iter().max()?;
    (best > 0 && hits.iter().filter(|&&h| h == best).count() == 1).then(|| hits.iter().position(|&h| h == best))?
}

fn by_order(said: &[String], n: usize) -> Option<usize> {
    for s in said {
        if let Some((_, i)) = ORDINALS.iter().find(|(w, _)| w == s) {
            return (*i < n).then_some(*i);
        }
        if LAST.contains(&s.as_str()) {
            return n.checked_sub(1);
        }
        if FORMER.contains(&s.as_str()) {
            return (n > 0).then_some(0);
        }
    }
    None
}

fn by_meaning(reply: &str, options: &[Description], f: Similarity<'_>, margin: f32) -> Option<usize> {
    let mut s: Vec<(usize, f32)> =
        options.iter().enumerate().filter_map(|(i, d)| Some((i, f(reply, &d.phrase())?))).collect();
    s.sort_by(|a, b| b.1.total_cmp(&a.1));
    match s.as_slice() {
        [(i, _)] => Some(*i),
        [(i, a), (_, b), ..] if a - b >= margin => Some(*i),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::describe::Side;
    use super::*;

    fn opts() -> Vec<Description> {
        vec![
            Description { label: "mug".into(), colour: Some("blue".into()), side: Some(Side::Left), landmark: None },
            Description { label: "glass".into(), colour: None, side: Some(Side::Right), landmark: Some("sink".into()) },
        ]
    }

    fn p(text: &str) -> Reply {
        parse(text, &opts(), None, 0.1)
    }

    #[test]
    fn choices_by_colour_kind_side_landmark_and_order() {
        assert_eq!(p("the blue one"), Reply::Choice(0));
        assert_eq!(p("The glass, please."), Reply::Choice(1));
        assert_eq!(p("the one on the right"), Reply::Choice(1));
        assert_eq!(p("the thing by the sink"), Reply::Choice(1));
        assert_eq!(p("the second"), Reply::Choice(1));
        assert_eq!(p("first one"), Reply::Choice(0));
        assert_eq!(p("the last"), Reply::Choice(1));
    }

    #[test]
    fn refusals_keep_what_was_meant_instead() {
        assert_eq!(p("neither, the glass in the cupboard"), Reply::NoneOf(Some("the glass in the cupboard".into())));
        assert_eq!(p("None of these"), Reply::NoneOf(None));
        assert_eq!(p("no, I meant the teapot"), Reply::NoneOf(Some("the teapot".into())));
    }

    #[test]
    fn a_yes_confirms_the_only_option_and_chooses_nothing_among_several() {
        let one = &opts()[..1];
        assert_eq!(parse("yes, please", one, None, 0.1), Reply::Choice(0));
        assert_eq!(parse("Sure", one, None, 0.1), Reply::Choice(0));
        assert!(matches!(parse("no thanks", one, None, 0.1), Reply::NoneOf(_)));
        assert_eq!(p("yes"), Reply::Unclear);
    }

    #[test]
    fn indifference_and_noise() {
        assert_eq!(p("either is fine"), Reply::Any);
        assert_eq!(p("I don't mind"), Reply::Any);
        assert_eq!(p("hmm"), Reply::Unclear);
        assert_eq!(p(""), Reply::Unclear);
    }

    #[test]
    fn meaning_decides_only_when_words_do_not_and_with_a_lead() {
        let sim = |r: &str, o: &str| Some(if r.contains("tea") == o.contains("mug") { 0.8 } else { 0.3 });
        assert_eq!(parse("the one for tea", &opts(), Some(&sim), 0.1), Reply::Choice(0));
        let flat = |_: &str, _: &str| Some(0.5);
        assert_eq!(parse("the one for tea", &opts(), Some(&flat), 0.1), Reply::Unclear);
    }
}
