//! Requests people make in the generated episodes: a need's phrases (assets/sim/requests.toml)
//! poured into a template of one of five styles, all drawn from the episode's seeded generator.

use super::data::{Need, Templates};
use rand::seq::IndexedRandom;
use rand::Rng;

/// How a request is put.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// Names what would help ("bring me ...").
    Direct,
    /// Says only what is wrong.
    Indirect,
    Polite,
    /// A word or two.
    Terse,
    /// Explains the situation first.
    Context,
}

pub const STYLES: [Style; 5] = [Style::Direct, Style::Indirect, Style::Polite, Style::Terse, Style::Context];

/// One request for `need`, in a style drawn from `rng`.
pub fn request(need: &Need, templates: &Templates, rng: &mut impl Rng) -> String {
    let style = *STYLES.choose(rng).expect("five styles");
    request_in(style, need, templates, rng)
}

/// One request for `need` in `style`.
pub fn request_in(style: Style, need: &Need, t: &Templates, rng: &mut impl Rng) -> String {
    let mut out = pick(templates(style, t), rng).to_string();
    for (slot, values) in slots(need) {
        if out.contains(slot) {
            out = out.replace(slot, pick(values, rng));
        }
    }
    capitalise(&out)
}

/// Every request the generator can make for `need`, in every style: what any seed draws
/// from (the knowledge-base exclusion test checks them all).
pub fn every_request(need: &Need, t: &Templates) -> Vec<String> {
    let mut out = Vec::new();
    for style in STYLES {
        for template in templates(style, t) {
            fill(template, &slots(need), &mut out);
        }
    }
    out
}

/// `text` with each slot it names replaced by each of that slot's values, in every
/// combination.
fn fill(text: &str, slots: &[(&str, &Vec<String>)], out: &mut Vec<String>) {
    match slots.iter().position(|(slot, _)| text.contains(slot)) {
        None => out.push(capitalise(text)),
        Some(i) => {
            for v in slots[i].1 {
                fill(&text.replace(slots[i].0, v), slots, out);
            }
        }
    }
}

fn templates(style: Style, t: &Templates) -> &[String] {
    match style {
        Style::Direct => &t.direct,
        Style::Indirect => &t.indirect,
        Style::Polite => &t.polite,
        Style::Terse => &t.terse,
        Style::Context => &t.context,
    }
}

fn slots(need: &Need) -> [(&'static str, &Vec<String>); 5] {
    [
        ("{state}", &need.states),
        ("{want}", &need.wants),
        ("{thing}", &need.things),
        ("{terse}", &need.terse),
        ("{context}", &need.contexts),
    ]
}

fn pick<'a>(v: &'a [String], rng: &mut impl Rng) -> &'a str {
    v.choose(rng).map(String::as_str).unwrap_or("")
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::super::data::Catalogue;
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn every_style_fills_every_slot_with_the_needs_own_words() {
        let c = Catalogue::embedded().unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for need in &c.needs {
            for style in STYLES {
                for _ in 0..8 {
                    let r = request_in(style, need, &c.templates, &mut rng);
                    assert!(!r.contains('{') && !r.contains('}'), "{r}");
                    assert!(r.chars().next().is_some_and(|c| c.is_uppercase()), "{r}");
                }
            }
        }
    }

    #[test]
    fn a_terse_request_is_short_and_a_context_request_explains() {
        let c = Catalogue::embedded().unwrap();
        let need = c.needs.iter().find(|n| n.id == "crack_nuts").unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let terse = request_in(Style::Terse, need, &c.templates, &mut rng);
        assert!(terse.split_whitespace().count() <= 5, "{terse}");
        let ctx = request_in(Style::Context, need, &c.templates, &mut rng).to_lowercase();
        assert!(need.contexts.iter().any(|x| ctx.contains(&x.to_lowercase())), "{ctx}");
    }
}
