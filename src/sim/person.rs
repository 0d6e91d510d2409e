//! The person who answers the robot's questions in the evaluation: they know what they meant
//! (the dataset's hidden `intent`, or any acceptable object when they have no preference) and
//! reply in their own words, pointing at their choice by whatever sets it apart among the
//! options the robot named (its colour, its kind, its side, or its place in the list), or
//! saying none of these is it. Replies are drawn from a seeded generator.

use crate::decide::ask::Description;
use rand::seq::IndexedRandom;
use rand::Rng;

const FRAMES: &[&str] = &["{}", "{}, please", "I meant {}", "{} I think", "oh, {}", "{} would be great"];
const NONE: &[&str] = &["none of these", "neither of them", "no, something else", "none of those, sorry"];
const ANY: &[&str] = &["either is fine", "any of them", "I don't mind"];
const YES: &[&str] = &["yes", "yes, please", "sure", "yes, that will do"];
const ORDINAL: &[&str] = &["first", "second", "third", "fourth", "fifth"];

/// What the person wants: these objects (track ids) and no others, or any of them alike.
pub struct SimulatedPerson<'a> {
    pub wanted: &'a [u64],
    /// True when the person has no preference among `wanted`.
    pub indifferent: bool,
}

impl SimulatedPerson<'_> {
    /// The reply to a question naming `options` (track ids) described as `descs`.
    pub fn reply(&self, options: &[u64], descs: &[Description], rng: &mut impl Rng) -> String {
        let meant: Vec<usize> = (0..options.len()).filter(|&k| self.wanted.contains(&options[k])).collect();
        let Some(&k) = meant.first() else { return pick(NONE, rng) };
        if self.indifferent && meant.len() > 1 {
            return pick(ANY, rng);
        }
        if options.len() == 1 && rng.random_bool(0.5) {
            return pick(YES, rng);
        }
        let pointer = pointer(k, descs, rng);
        pick(FRAMES, rng).replace("{}", &pointer)
    }
}

/// Words that set option `k` apart: a colour or a kind no other option has, else its side,
/// else its place in the list.
fn pointer(k: usize, descs: &[Description], rng: &mut impl Rng) -> String {
    let me = &descs[k];
    let unique = |f: &dyn Fn(&Description) -> Option<String>| {
        let mine = f(me)?;
        descs.iter().enumerate().all(|(j, d)| j == k || f(d).as_deref() != Some(mine.as_str())).then_some(mine)
    };
    let colour = unique(&|d: &Description| d.colour.clone()).map(|c| format!("the {c} one"));
    let kind = unique(&|d: &Description| Some(d.label.clone())).map(|l| format!("the {l}"));
    let mut ways: Vec<String> = colour.into_iter().chain(kind).collect();
    if ways.is_empty() {
        if let Some(side) = me.side {
            ways.push(format!("the one on the {}", side.words()[0]));
        }
    }
    ways.choose(rng).cloned().unwrap_or_else(|| format!("the {} one", ORDINAL[k.min(ORDINAL.len() - 1)]))
}

fn pick(v: &[&str], rng: &mut impl Rng) -> String {
    v.choose(rng).copied().unwrap_or_default().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decide::ask::describe::Side;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn d(label: &str, colour: &str, side: Side) -> Description {
        Description { label: label.into(), colour: Some(colour.into()), side: Some(side), landmark: None }
    }

    #[test]
    fn the_person_points_at_what_they_meant_and_refuses_what_they_did_not() {
        let descs = [d("mug", "blue", Side::Left), d("mug", "white", Side::Right)];
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let p = SimulatedPerson { wanted: &[7], indifferent: false };
        for _ in 0..10 {
            let r = p.reply(&[3, 7], &descs, &mut rng);
            assert!(r.contains("white"), "{r}");
        }
        let r = p.reply(&[3, 4], &descs, &mut rng);
        assert!(r.contains("none") || r.contains("neither") || r.contains("no,"), "{r}");
    }
}
