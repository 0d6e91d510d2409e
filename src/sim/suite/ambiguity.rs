//! Items for the asking benchmark (`aide eval --dataset F --person simulated`), in the dataset
//! format: a table top seen from the robot, a request from the episode generator's needs
//! (written apart from the knowledge base), the objects as perception reports them (the
//! detector's prompt, a box, the colour named from the object's look), what the request could
//! mean (`expect`), and for some items the person's private choice (`intent`), which only the
//! simulated person and the scorer read. Four kinds in turn:
//! - `choice`: two or three things that serve the need, of different kinds or colours; the
//!   person wants one of them (`intent`);
//! - `named`: two of one kind in different colours, the request naming one by colour or side;
//! - `twins`: two identical things that serve the need (either will do; no `intent`);
//! - `clear`: one thing serves the need among things that do not (no `intent`).

use super::data::{Catalogue, Need, ObjectType};
use super::requests;
use super::SuiteError;
use crate::decide::ask::colour_name;
use crate::eval::dataset::{DatasetItem, Expect, ObjectSpec};
use crate::types::geometry::BBox;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The kinds in turn.
pub const KINDS: [&str; 4] = ["choice", "named", "twins", "clear"];

/// Image the boxes are drawn in, and the focal length and distance that size them.
const IMAGE: (f32, f32) = (640.0, 480.0);
const FOCAL_PX: f64 = 554.0;
const TABLE_DISTANCE_M: f64 = 1.2;
const TABLE_LINE_PX: f32 = 340.0;

/// One placed object: its spec and the type and colour name behind it.
struct Placed {
    spec: ObjectSpec,
    serves: bool,
    /// The person's private choice.
    intended: bool,
}

/// `count` items from `seed`, the kinds in turn (each block of four holds each once).
pub fn generate(seed: u64, count: usize) -> Result<Vec<DatasetItem>, SuiteError> {
    let cat = Catalogue::embedded()?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::with_capacity(count);
    let mut order = KINDS;
    for i in 0..count {
        if i % KINDS.len() == 0 {
            order.shuffle(&mut rng);
        }
        let mut item_rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
        out.push(item(i, order[i % KINDS.len()], &cat, &mut item_rng)?);
    }
    Ok(out)
}

fn item(i: usize, kind: &'static str, cat: &Catalogue, rng: &mut ChaCha8Rng) -> Result<DatasetItem, SuiteError> {
    for _ in 0..60 {
        let need = cat.needs.choose(rng).expect("needs");
        let Some((mut placed, suffix)) = layout(kind, need, cat, rng) else { continue };
        add_distractors(&mut placed, need, cat, rng);
        let objects = arrange(placed, rng);
        let accept: Vec<String> = objects.iter().filter(|p| p.serves).map(|p| p.spec.id.clone()).collect();
        let intent: Vec<String> = objects.iter().filter(|p| p.intended).map(|p| p.spec.id.clone()).collect();
        let intent = (!intent.is_empty()).then_some(intent);
        let mut instruction = requests::request(need, &cat.templates, rng);
        if let Some(s) = suffix.map(|s| s.words(&objects)) {
            instruction = format!("{}, {s}", instruction.trim_end_matches(['.', '?', '!']));
        }
        return Ok(DatasetItem {
            id: format!("{i:04}-{kind}-{}", need.id),
            instruction,
            objects: objects.into_iter().map(|p| p.spec).collect(),
            expect: Expect { tools: Some(accept), explore: None },
            intent,
        });
    }
    Err(SuiteError::Exhausted {
        index: i,
        kind,
        attempts: 60,
        last: "no need has enough graspable things for the kind",
    })
}

/// How a `named` request says which one: by its colour, or by its side among the two.
enum Suffix {
    Colour(String),
    Side,
}

impl Suffix {
    fn words(&self, objects: &[Placed]) -> String {
        match self {
            Suffix::Colour(c) => format!("the {c} one"),
            Suffix::Side => {
                let twins: Vec<&Placed> = objects.iter().filter(|p| p.serves).collect();
                let x = |p: &Placed| p.spec.bbox.center().0;
                let me = twins.iter().find(|p| p.intended).map_or(0.0, |p| x(p));
                let left = twins.iter().all(|p| x(p) >= me);
                format!("the one on the {}", if left { "left" } else { "right" })
            }
        }
    }
}

/// The things that serve the need for `kind` (the person's choice marked), and what a `named`
/// request adds.
fn layout(kind: &str, need: &Need, cat: &Catalogue, rng: &mut ChaCha8Rng) -> Option<(Vec<Placed>, Option<Suffix>)> {
    let serving: Vec<&ObjectType> =
        need.tools.iter().chain(&need.substitutes).map(|t| cat.object(t)).filter(|o| o.graspable).collect();
    match kind {
        "choice" => {
            let n = rng.random_range(2..=3usize).min(serving.len());
            if n < 2 {
                return None;
            }
            let chosen: Vec<&ObjectType> = serving.choose_multiple(rng, n).copied().collect();
            let mut placed: Vec<Placed> =
                chosen.iter().enumerate().map(|(k, o)| place(o, None, k, true, rng)).collect();
            let k = rng.random_range(0..placed.len());
            placed[k].intended = true;
            Some((placed, None))
        }
        "named" => {
            let o = *serving.iter().filter(|o| distinct_colours(o) >= 2).collect::<Vec<_>>().choose(rng)?;
            let looks = two_colours(o, rng)?;
            let mut placed = vec![place(o, Some(looks.0), 0, true, rng), place(o, Some(looks.1), 1, true, rng)];
            let k = rng.random_range(0..2usize);
            placed[k].intended = true;
            let suffix =
                if rng.random_bool(0.5) { Suffix::Colour(placed[k].spec.attributes[0].clone()) } else { Suffix::Side };
            Some((placed, Some(suffix)))
        }
        "twins" => {
            let o = *serving.choose(rng)?;
            let look = rng.random_range(0..o.looks.len());
            Some((vec![place(o, Some(look), 0, true, rng), place(o, Some(look), 1, true, rng)], None))
        }
        _ => {
            let o = *serving.choose(rng)?;
            Some((vec![place(o, None, 0, true, rng)], None))
        }
    }
}

fn distinct_colours(o: &ObjectType) -> usize {
    let mut names: Vec<&str> = o.looks.iter().map(|l| colour_name(l.colour)).collect();
    names.sort();
    names.dedup();
    names.len()
}

/// Two looks of `o` whose colours have different names.
fn two_colours(o: &ObjectType, rng: &mut ChaCha8Rng) -> Option<(usize, usize)> {
    let mut pairs = Vec::new();
    for a in 0..o.looks.len() {
        for b in 0..o.looks.len() {
            if a != b && colour_name(o.looks[a].colour) != colour_name(o.looks[b].colour) {
                pairs.push((a, b));
            }
        }
    }
    pairs.choose(rng).copied()
}

/// One to three things that do not serve the need.
fn add_distractors(placed: &mut Vec<Placed>, need: &Need, cat: &Catalogue, rng: &mut ChaCha8Rng) {
    let others: Vec<&ObjectType> = cat.objects.iter().filter(|o| !need.serves(&o.name)).collect();
    let n = rng.random_range(1..=3usize);
    let start = placed.len();
    for (k, o) in others.choose_multiple(rng, n).enumerate() {
        placed.push(place(o, None, start + k, false, rng));
    }
}

/// An object of type `o` (look `look`, or a random one) as perception reports it; its box is
/// set by [`arrange`].
fn place(o: &ObjectType, look: Option<usize>, k: usize, serves: bool, rng: &mut ChaCha8Rng) -> Placed {
    let look = look.unwrap_or_else(|| rng.random_range(0..o.looks.len()));
    let w = (FOCAL_PX * o.size[1] / TABLE_DISTANCE_M) as f32;
    let h = (FOCAL_PX * o.size[2] / TABLE_DISTANCE_M) as f32;
    Placed {
        spec: ObjectSpec {
            id: format!("o{k}"),
            label: o.name.replace('_', " "),
            confidence: (rng.random_range(0.6..0.95f32) * 100.0).round() / 100.0,
            bbox: BBox::new(0.0, TABLE_LINE_PX - h, w, TABLE_LINE_PX),
            attributes: vec![colour_name(o.looks[look].colour).to_string()],
        },
        serves,
        intended: false,
    }
}

/// Shuffles the objects along the table and gives each a box in its own slot; ids follow the
/// order along the table, so an id says nothing about what the object is.
fn arrange(mut placed: Vec<Placed>, rng: &mut ChaCha8Rng) -> Vec<Placed> {
    placed.shuffle(rng);
    let slot = IMAGE.0 / placed.len() as f32;
    for (k, p) in placed.iter_mut().enumerate() {
        let b = p.spec.bbox;
        let w = b.width().min(slot * 0.9);
        let x = k as f32 * slot + rng.random_range(0.0..(slot - w).max(1.0));
        p.spec.bbox = BBox::new(x.round(), b.y1.round(), (x + w).round(), b.y2);
        p.spec.id = format!("o{k}");
    }
    placed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_has_the_shape_it_promises() {
        let items = generate(11, 40).unwrap();
        for it in &items {
            let accept = it.expect.tools.as_ref().unwrap();
            match it.id.split('-').nth(1).unwrap() {
                "choice" => assert!(accept.len() >= 2 && it.intent.as_ref().unwrap().len() == 1, "{it:?}"),
                "named" => assert!(accept.len() == 2 && it.intent.is_some(), "{it:?}"),
                "twins" => assert!(accept.len() == 2 && it.intent.is_none(), "{it:?}"),
                "clear" => assert!(accept.len() == 1 && it.intent.is_none(), "{it:?}"),
                k => panic!("unknown kind {k}"),
            }
            if let Some(intent) = &it.intent {
                assert!(intent.iter().all(|i| accept.contains(i)), "{it:?}");
            }
        }
    }

    #[test]
    fn a_seed_names_a_set() {
        let a = generate(5, 8).unwrap();
        let b = generate(5, 8).unwrap();
        assert_eq!(serde_json::to_string(&a).unwrap(), serde_json::to_string(&b).unwrap());
    }
}
