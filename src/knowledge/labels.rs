//! The label space: where detections are compared with tools.
//!
//! A detector label ("enamel camping mug") is embedded with MiniLM and compared with every
//! catalog name and synonym. Its representation is a *catalog posterior*: for each catalog
//! object, the best cosine over its names; the top `K` objects and a "none of these" class
//! (a fixed cosine `null`) get softmax weights at temperature `tau`; the result is
//! L2-normalised (with the null class, which is then dropped) into a vector with one slot
//! per catalog object. A label that matches nothing well keeps most of its mass on the null
//! class, so its similarity to every tool is small.
//!
//! Detector labels put the object's kind last and qualify it ("enamel camping mug",
//! "box grater with four sides", "pack of safety matches"): [`variants`] derives the head
//! phrase (the part before a prepositional tail, where the particle of "clip on reading lamp"
//! opens none, discounted a little when a tail was cut off so that "remote for the air
//! conditioner" is not read as the bare "remote"; `X of Y` with a quantity word X gives Y,
//! see [`split_with`]) and its last two and last word (a short `for` tail also gives the
//! compound it names, "stove for camping" as "camping stove": see `purpose_compound`), and
//! an object's cosine is the best over the full label and the discounted variants. Two
//! labels are similar when they resolve to the same catalog objects, so the cosine of these
//! vectors behaves like the category-level image similarity the paper gets from MobileCLIP
//! (same kind of object: close to 1; different kind: close to 0), and the paper's thresholds
//! (m = 0.85, visible = 0.75, switch = 0.5) keep their meaning.

use super::assets::{normalize_label, Assets};
use super::lexicon::{Lexicon, QualifierAt, PLACE_WEIGHT};
use crate::perception::models::minilm::{dot, DIM};

/// Objects kept in a label's posterior.
pub const TOP_K: usize = 8;

/// Discount of a two-word head phrase's cosine ("camping mug").
pub const HEAD2_WEIGHT: f32 = 0.92;
/// Discount of a one-word head's cosine ("mug").
pub const HEAD1_WEIGHT: f32 = 0.82;
/// Discount of the head phrase when a prepositional tail was cut off ("stove" of "stove for
/// camping"): the tail qualifies the head, so a catalog name matching the whole label
/// ("remote for the air conditioner") outranks one matching the head alone ("remote"). Above
/// the lexicon's `PLACE_WEIGHT`: the head still counts more than a place its tail names.
pub const HEAD_TAIL_WEIGHT: f32 = 0.97;

/// Words that open a prepositional tail ("... with four sides", "... next to the stove").
#[rustfmt::skip]
const TAIL_WORDS: &[&str] = &[
    "with", "for", "from", "by", "in", "on", "under", "above", "beside", "behind", "near", "next", "inside", "over",
    "at", "below", "beneath", "underneath", "wearing",
];
/// Quantity words of `X of Y` labels where the object is Y.
const QUANTITY: &[&str] = &[
    "pack", "packet", "box", "bag", "roll", "tube", "tub", "bottle", "can", "tin", "jar", "carton", "set", "pair",
    "ball", "bundle", "reel", "spool", "pot", "sachet", "stack", "bunch", "piece", "sheet", "kit", "bar", "cup",
    "glass", "mug", "bowl", "plate", "handful", "sack",
];
/// Particle compounds: a particle and the verbs that make one modifier with it when more of
/// the noun phrase follows ("clip on reading lamp", "built in wardrobe", "pull out drawer").
/// Hyphenated forms ("clip-on") are one word already.
const PARTICLE_COMPOUNDS: &[(&str, &[&str])] = &[
    (
        "on",
        &[
            "clip", "snap", "screw", "bolt", "stick", "slip", "strap", "tie", "iron", "sew", "press", "roll", "add",
            "hook", "clamp",
        ],
    ),
    (
        "in",
        &[
            "built", "walk", "plug", "drop", "slot", "clip", "screw", "push", "snap", "step", "roll", "slide", "leave",
            "tuck",
        ],
    ),
    ("out", &["pull", "fold", "slide", "roll", "pop", "tilt", "swing", "cut"]),
    ("up", &["pop", "fold", "roll", "pull", "push", "stand", "flip", "tip", "lift", "wind", "top"]),
    ("down", &["fold", "drop", "pull", "roll", "flip", "slide", "tip", "push"]),
    ("over", &["fold", "roll", "flip", "pull", "slip", "wrap"]),
    ("off", &["peel", "pull", "tear", "twist", "snap", "flip", "lift", "pop", "clip"]),
    ("away", &["fold", "tuck", "stow", "take", "throw"]),
    ("through", &["walk", "pass", "see"]),
    ("under", &["built", "slide"]),
];
/// Words after a particle that start a prepositional object, not more of the noun phrase
/// ("clip on the desk").
const PHRASE_STARTS: &[&str] = &[
    "the", "a", "an", "this", "that", "these", "those", "my", "your", "his", "her", "its", "our", "their", "some",
    "each", "every", "another", "top",
];

/// Whether `words[i]` is the particle of a particle compound: the word before it is one of
/// the particle's verbs and a word that continues the noun phrase follows.
fn particle_compound(words: &[&str], i: usize) -> bool {
    let Some(verbs) = PARTICLE_COMPOUNDS.iter().find(|(p, _)| *p == words[i]).map(|(_, v)| v) else {
        return false;
    };
    i >= 1
        && verbs.contains(&words[i - 1])
        && words.get(i + 1).is_some_and(|n| !PHRASE_STARTS.contains(n) && !TAIL_WORDS.contains(n))
}

/// [`split_with`] without a lexicon (no catalog phrases, containers or heads).
pub fn split<'a>(words: &[&'a str]) -> (Vec<&'a str>, Vec<&'a str>) {
    split_with(words, &Lexicon::default())
}

/// A label's head phrase and prepositional tail: the words before a tail word ("with",
/// "next", ...; not the particle of a particle compound such as "clip on reading lamp") and
/// those from it on. In the head phrase, `X of Y` gives:
/// * Y when X is a quantity word ("pack of safety matches", "bag of frozen peas");
/// * `X of Y` from X on when it is a catalog label ("chest of drawers");
/// * Y when Y ends in a container noun ("bank of drawers"), or in a lexicon head and X is
///   not a container ("pile of tumblers"; "shelf of tumblers" stays a shelf);
/// * X otherwise ("lid of the pan").
pub fn split_with<'a>(words: &[&'a str], lex: &Lexicon) -> (Vec<&'a str>, Vec<&'a str>) {
    let cut = (1..words.len())
        .find(|&i| TAIL_WORDS.contains(&words[i]) && !particle_compound(words, i))
        .unwrap_or(words.len());
    let mut core: Vec<&str> = words[..cut].to_vec();
    if let Some(of) = core.iter().position(|w| *w == "of") {
        let (left, right) = (&core[..of], &core[of + 1..]);
        let head = |ws: &[&str]| {
            let n = ws.len();
            lex.heads.contains_key(ws[n - 1]) || n >= 2 && lex.heads.contains_key(&ws[n - 2..].join(" "))
        };
        core = match (left.last(), right.last()) {
            (Some(q), Some(_)) if QUANTITY.contains(q) => right.to_vec(),
            (Some(_), Some(_)) if (1..=right.len()).any(|j| lex.phrases.contains(&core[of - 1..=of + j].join(" "))) => {
                core[of - 1..].to_vec()
            }
            (Some(x), Some(y)) if lex.containers.contains(*y) || (!lex.containers.contains(*x) && head(right)) => {
                right.to_vec()
            }
            (Some(_), _) => left.to_vec(),
            _ => core,
        };
    }
    (core, words[cut..].to_vec())
}

/// Longest `for` tail (content words) that [`purpose_compound`] moves before the head.
const PURPOSE_WORDS: usize = 3;

/// The compound English makes of a head and its `for` tail: "stove for camping" is a camping
/// stove, "brush for the toilet" a toilet brush, "remote for the air conditioner" an air
/// conditioner remote. The tail names what the object serves, which is what tells one kind of
/// object from another with the same head noun, so this reading counts as the whole label
/// (the bare head counts [`HEAD_TAIL_WEIGHT`]). Only a short tail of plain words (no further
/// preposition, determiners dropped) is moved: "box for keeping letters in" stays as is.
fn purpose_compound(head: &str, tail: &[&str]) -> Option<String> {
    let (first, rest) = tail.split_first()?;
    if *first != "for" || head.is_empty() {
        return None;
    }
    let words: Vec<&str> = rest.iter().copied().filter(|w| !PHRASE_STARTS.contains(w)).collect();
    let plain = (1..=PURPOSE_WORDS).contains(&words.len()) && words.iter().all(|w| !TAIL_WORDS.contains(w));
    plain.then(|| format!("{} {head}", words.join(" ")))
}

/// The texts a label is compared by: the label itself, then (when different) its head
/// phrase, the head's last two words and its last word, each with its discount.
pub fn variants(label: &str) -> Vec<(String, f32)> {
    variants_with(label, &Lexicon::default())
}

/// [`variants`], then the catalog names the label reads as through the lexicon (see
/// [`super::lexicon`]), each with its weight.
pub fn variants_with(label: &str, lex: &Lexicon) -> Vec<(String, f32)> {
    let l = normalize_label(label);
    let words: Vec<&str> = l.split(' ').filter(|w| !w.is_empty()).collect();
    let (core, tail) = split_with(&words, lex);
    let mut out: Vec<(String, f32)> = vec![(l.clone(), 1.0)];
    let mut push = |t: String, w: f32| match out.iter_mut().find(|(x, _)| *x == t) {
        Some(seen) => seen.1 = seen.1.max(w),
        None if !t.is_empty() => out.push((t, w)),
        None => {}
    };
    let head = core.join(" ");
    let purpose = purpose_compound(&head, &tail);
    push(head, if tail.is_empty() { 1.0 } else { HEAD_TAIL_WEIGHT });
    if let Some(purpose) = purpose {
        push(purpose, 1.0);
    }
    // Not "of drawers" from a kept "chest of drawers".
    if core.len() >= 3 && core[core.len() - 2] != "of" {
        push(core[core.len() - 2..].join(" "), HEAD2_WEIGHT);
    }
    if core.len() >= 2 {
        push(core[core.len() - 1].to_string(), HEAD1_WEIGHT);
    }
    let place = lex.place_reading(&core, &tail);
    let place_at = place.as_ref().map(|(_, at)| *at);
    let readings = Lexicon::combine(lex.head_reading(&core), place.map(|(p, _)| p));
    // (Head and place readings share one weight: either makes the label qualified.)
    let qualified = readings.iter().any(|(_, w)| *w == PLACE_WEIGHT);
    for (name, w) in readings {
        push(normalize_label(&name), w);
    }
    // A qualified storage label ("cupboard under the sink") is not the bare container
    // ("cupboard"): with a place reading, the container alone counts as a one-word head. A
    // qualifier before the two-word head ("bathroom wall cabinet") is more specific than that
    // head ("wall cabinet"), which then counts as a one-word head too.
    if let (true, Some(c)) = (qualified, core.last()) {
        let before_head2 = place_at == Some(QualifierAt::BeforeHead);
        let head2 = (before_head2 && core.len() >= 2).then(|| core[core.len() - 2..].join(" "));
        for v in out.iter_mut().skip(1).filter(|v| v.0 == *c || head2.as_ref() == Some(&v.0)) {
            v.1 = v.1.min(HEAD1_WEIGHT);
        }
    }
    out
}

#[derive(Debug, Clone)]
pub struct LabelSpace {
    /// (normalised label, catalog index) for every catalog name and synonym.
    pub labels: Vec<(String, usize)>,
    /// MiniLM embeddings of `labels`, row-major, DIM wide.
    pub emb: Vec<f32>,
    pub n_tools: usize,
    pub tau: f32,
    /// Cosine of the "none of the catalog" class.
    pub null: f32,
}

impl LabelSpace {
    /// The texts to embed, in order.
    pub fn label_texts(a: &Assets) -> Vec<(String, usize)> {
        let mut v = Vec::new();
        for (i, t) in a.tools.iter().enumerate() {
            v.push((normalize_label(&t.name), i));
            for l in &t.labels {
                v.push((normalize_label(l), i));
            }
        }
        v
    }

    pub fn new(labels: Vec<(String, usize)>, emb: Vec<f32>, n_tools: usize, tau: f32, null: f32) -> LabelSpace {
        LabelSpace { labels, emb, n_tools, tau, null }
    }

    /// Best cosine per catalog object for a MiniLM embedding.
    pub fn scores(&self, e: &[f32]) -> Vec<f32> {
        let mut s = vec![-1.0f32; self.n_tools];
        for (k, (_, t)) in self.labels.iter().enumerate() {
            let c = dot(e, &self.emb[k * DIM..(k + 1) * DIM]);
            if c > s[*t] {
                s[*t] = c;
            }
        }
        s
    }

    /// [`LabelSpace::scores`] of many embeddings (row-major, DIM wide) at once: one matrix
    /// product per block of rows (candle's gemm), for the thousand catalog names scored at
    /// every index load. Equal to `scores` up to float rounding.
    pub fn scores_many(&self, rows: &[f32]) -> Result<Vec<Vec<f32>>, candle_core::Error> {
        use candle_core::{Device, Tensor};
        const BLOCK: usize = 128;
        let n_labels = self.labels.len();
        let mut out = Vec::with_capacity(rows.len() / DIM);
        if n_labels == 0 {
            out.resize(rows.len() / DIM, vec![-1.0f32; self.n_tools]);
            return Ok(out);
        }
        let table = Tensor::from_slice(&self.emb, (n_labels, DIM), &Device::Cpu)?.t()?;
        for block in rows.chunks(BLOCK * DIM) {
            let q = Tensor::from_slice(block, (block.len() / DIM, DIM), &Device::Cpu)?;
            for cos in q.matmul(&table)?.to_vec2::<f32>()? {
                let mut s = vec![-1.0f32; self.n_tools];
                for (c, (_, t)) in cos.into_iter().zip(&self.labels) {
                    if c > s[*t] {
                        s[*t] = c;
                    }
                }
                out.push(s);
            }
        }
        Ok(out)
    }

    /// Best discounted cosine per catalog object over a label's variants (embeddings and
    /// discounts from [`variants`]).
    ///
    /// One pass over the label table for all the variants: the table (about 25 MB) is read
    /// once per label rather than once per variant. Same values as the best of
    /// [`LabelSpace::scores`] per variant times its discount (every object has a label:
    /// its name).
    pub fn scores_variants(&self, es: &[(Vec<f32>, f32)]) -> Vec<f32> {
        let mut s = vec![-1.0f32; self.n_tools];
        for (k, (_, t)) in self.labels.iter().enumerate() {
            let row = &self.emb[k * DIM..(k + 1) * DIM];
            for (e, w) in es {
                s[*t] = s[*t].max(w * dot(e, row));
            }
        }
        s
    }

    /// The catalog posterior of per-object scores: softmax at `tau` over the top `K`
    /// objects and the null class, L2-normalised together with the null class, which is
    /// then dropped (norm at most 1: the cosine to a catalog object's own vector shrinks
    /// when the label matches nothing well).
    pub fn posterior_of_scores(&self, s: &[f32]) -> Vec<f32> {
        let mut idx: Vec<usize> = (0..s.len()).collect();
        idx.sort_by(|&a, &b| s[b].total_cmp(&s[a]));
        idx.truncate(TOP_K);
        let mut out = vec![0.0f32; self.n_tools];
        let Some(&top) = idx.first() else { return out };
        let hi = s[top].max(self.null);
        let null = ((self.null - hi) / self.tau).exp();
        let mut n2 = null * null;
        for &i in &idx {
            let w = ((s[i] - hi) / self.tau).exp();
            out[i] = w;
            n2 += w * w;
        }
        let n = n2.sqrt().max(1e-12);
        for &i in &idx {
            out[i] /= n;
        }
        out
    }
}

/// Sparse form (index, weight) of a dense posterior, for cheap similarity in the hot path.
pub fn sparse(dense: &[f32]) -> Vec<(u32, f32)> {
    dense.iter().enumerate().filter(|(_, &w)| w > 0.0).map(|(i, &w)| (i as u32, w)).collect()
}

/// Cosine between a dense posterior and a sparse one (both unit norm).
#[inline]
pub fn sim_sparse(dense: &[f32], sparse: &[(u32, f32)]) -> f32 {
    let mut s = 0.0;
    for &(i, w) in sparse {
        if let Some(d) = dense.get(i as usize) {
            s += d * w;
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(l: &str) -> Vec<String> {
        variants(l).into_iter().map(|v| v.0).collect()
    }

    #[test]
    fn scoring_in_one_pass_or_one_product_matches_scoring_each_embedding() {
        // 300 labels over 40 objects, 200 query rows (two blocks): pseudo-random unit rows.
        let unit = |seed: usize| -> Vec<f32> {
            let v: Vec<f32> = (0..DIM).map(|i| ((seed * 7919 + i * 104_729) % 1000) as f32 / 500.0 - 1.0).collect();
            let n = v.iter().map(|x| x * x).sum::<f32>().sqrt();
            v.into_iter().map(|x| x / n).collect()
        };
        let labels: Vec<(String, usize)> = (0..300).map(|k| (format!("l{k}"), k % 40)).collect();
        let emb: Vec<f32> = (0..300).flat_map(unit).collect();
        let space = LabelSpace::new(labels, emb, 40, 0.05, 0.5);
        let rows: Vec<f32> = (1000..1200).flat_map(unit).collect();
        // All variants in one pass: the best of each variant's scores times its discount.
        let es: Vec<(Vec<f32>, f32)> = [(1000, 1.0), (1001, 0.97), (1002, 0.9)].map(|(k, w)| (unit(k), w)).to_vec();
        let mut each = vec![-1.0f32; 40];
        for (e, w) in &es {
            for (o, x) in each.iter_mut().zip(space.scores(e)) {
                *o = o.max(w * x);
            }
        }
        assert_eq!(space.scores_variants(&es), each);
        let many = space.scores_many(&rows).unwrap();
        assert_eq!(many.len(), 200);
        for (r, s) in many.iter().enumerate() {
            let one = space.scores(&rows[r * DIM..(r + 1) * DIM]);
            for (a, b) in s.iter().zip(&one) {
                assert!((a - b).abs() < 1e-5, "row {r}: {a} vs {b}");
            }
        }
    }

    #[test]
    fn a_label_is_also_compared_by_its_head_phrase() {
        assert_eq!(texts("Enamel  Camping Mug"), ["enamel camping mug", "camping mug", "mug"]);
        assert_eq!(texts("box grater with four sides"), ["box grater with four sides", "box grater", "grater"]);
        assert_eq!(texts("drawer next to the stove"), ["drawer next to the stove", "drawer"]);
        assert_eq!(texts("pack of safety matches"), ["pack of safety matches", "safety matches", "matches"]);
        assert_eq!(texts("can of ginger ale"), ["can of ginger ale", "ginger ale", "ale"]);
        assert_eq!(texts("mug"), ["mug"]);
        let lex = crate::knowledge::Assets::parse(&crate::knowledge::Sources::embedded()).unwrap().lexicon;
        assert_eq!(
            variants_with("cupboard under the sink", &lex),
            [
                ("cupboard under the sink".to_string(), 1.0),
                ("cupboard".to_string(), HEAD1_WEIGHT),
                ("cabinet".to_string(), PLACE_WEIGHT)
            ],
            "the bare container counts less than the place its qualifier names"
        );
        let w = variants("enamel camping mug");
        assert_eq!((w[0].1, w[1].1, w[2].1), (1.0, HEAD2_WEIGHT, HEAD1_WEIGHT));
    }

    #[test]
    fn a_head_cut_from_its_tail_counts_a_little_less_than_the_whole_label() {
        let w = variants("remote for the air conditioner");
        assert_eq!(w[0], ("remote for the air conditioner".to_string(), 1.0));
        assert_eq!(w[1], ("remote".to_string(), HEAD_TAIL_WEIGHT), "{w:?}");
        // "X of Y" keeps its object Y whole: no tail was cut off.
        assert_eq!(variants("tube of instant adhesive")[1], ("instant adhesive".to_string(), 1.0));
    }

    #[test]
    fn a_for_tail_is_also_read_as_the_compound_it_names() {
        assert!(variants("stove for camping").contains(&("camping stove".to_string(), 1.0)));
        assert!(variants("remote for the air conditioner").contains(&("air conditioner remote".to_string(), 1.0)));
        assert!(variants("brush for a toilet").contains(&("toilet brush".to_string(), 1.0)));
        // Long or prepositional tails, and other prepositions, stay as they are.
        assert_eq!(texts("box for keeping letters in"), ["box for keeping letters in", "box"]);
        assert_eq!(texts("food for the cat on the mat"), ["food for the cat on the mat", "food"]);
        assert_eq!(texts("mug with a chipped rim"), ["mug with a chipped rim", "mug"]);
    }

    #[test]
    fn a_room_before_a_two_word_storage_head_outranks_that_head() {
        let lex = lexicon();
        let v = variants_with("white bathroom wall cabinet", &lex);
        let weight = |t: &str| v.iter().find(|x| x.0 == t).map(|x| x.1);
        assert_eq!(weight("bathroom cabinet"), Some(PLACE_WEIGHT), "{v:?}");
        assert_eq!(weight("wall cabinet"), Some(HEAD1_WEIGHT), "a wall cabinet anywhere counts less: {v:?}");
        // A qualifier inside the two-word head leaves it whole.
        let k = variants_with("tall kitchen drawer", &lex);
        assert!(k.contains(&("kitchen drawer".to_string(), HEAD2_WEIGHT)), "{k:?}");
    }

    /// The head phrase `split_with` keeps of a label.
    fn head_of(label: &str, lex: &Lexicon) -> String {
        let w: Vec<&str> = label.split(' ').collect();
        split_with(&w, lex).0.join(" ")
    }

    fn lexicon() -> Lexicon {
        crate::knowledge::Assets::parse(&crate::knowledge::Sources::embedded()).unwrap().lexicon
    }

    #[test]
    fn a_particle_compound_is_part_of_the_noun_not_a_prepositional_tail() {
        let lex = lexicon();
        let core = |l: &str| head_of(l, &lex);
        assert_eq!(
            variants_with("clip on reading lamp", &lex),
            [
                ("clip on reading lamp".to_string(), 1.0),
                ("reading lamp".to_string(), HEAD2_WEIGHT),
                ("lamp".to_string(), HEAD1_WEIGHT)
            ],
            "a lamp, not paper clips"
        );
        assert_eq!(core("clip-on reading lamp"), "clip-on reading lamp");
        assert_eq!(core("built in wardrobe in the bedroom"), "built in wardrobe");
        assert_eq!(core("walk in closet"), "walk in closet");
        assert_eq!(core("plug in air freshener"), "plug in air freshener");
        assert_eq!(core("pull out drawer next to the oven"), "pull out drawer");
        assert_eq!(core("fold out table"), "fold out table");
        assert_eq!(core("pop up tent"), "pop up tent");
        assert_eq!(core("snap on lid"), "snap on lid");
        // A particle followed by its object is a preposition; other words are not verbs.
        assert_eq!(core("clip on the desk"), "clip");
        assert_eq!(core("plug in a socket"), "plug");
        assert_eq!(core("mug on table"), "mug");
        let hall = variants_with("walk in cupboard in the hall", &lex);
        assert!(hall.iter().any(|v| *v == ("closet".to_string(), PLACE_WEIGHT)), "{hall:?}");
    }

    #[test]
    fn below_beneath_and_wearing_open_a_tail_too() {
        let lex = lexicon();
        let core = |l: &str| head_of(l, &lex);
        assert_eq!(core("drawer beneath the toaster"), "drawer", "a drawer, not the toaster");
        assert_eq!(core("shelf below the window"), "shelf");
        assert_eq!(core("cupboard underneath the stairs"), "cupboard");
        assert_eq!(core("teddy bear wearing a scarf"), "teddy bear", "a teddy, not a scarf");
    }

    #[test]
    fn x_of_y_is_read_by_what_x_and_y_are() {
        let lex = lexicon();
        let core = |l: &str| head_of(l, &lex);
        // A quantity word: the object is Y.
        assert_eq!(core("box of matches"), "matches");
        assert_eq!(core("bag of frozen peas"), "frozen peas");
        assert_eq!(core("pair of pincers"), "pincers");
        // A catalog label stays whole (without the words before it).
        assert_eq!(core("chest of drawers in the hall"), "chest of drawers");
        assert_eq!(core("old deck of cards"), "deck of cards");
        assert_eq!(
            variants_with("chest of drawers in the hall", &lex)[..3],
            [
                ("chest of drawers in the hall".to_string(), 1.0),
                ("chest of drawers".to_string(), HEAD_TAIL_WEIGHT),
                ("drawers".to_string(), HEAD1_WEIGHT)
            ],
            "the catalog's own name counts more than any place the hall qualifier names"
        );
        // Y a container, or a lexicon head when X is no container: the object is Y.
        assert_eq!(core("bank of drawers"), "drawers");
        assert_eq!(core("pile of tumblers"), "tumblers");
        assert_eq!(core("shelf of tumblers"), "shelf");
        // Otherwise X.
        assert_eq!(core("lid of the saucepan"), "lid");
        assert_eq!(core("chest of toys"), "chest");
    }

    #[test]
    fn a_label_that_matches_nothing_well_is_near_no_catalog_object() {
        let ls = LabelSpace::new(vec![], vec![], 3, 0.02, 0.5);
        let sure = ls.posterior_of_scores(&[0.95, 0.4, 0.3]);
        assert!(sure[0] > 0.99, "{sure:?}");
        let unsure = ls.posterior_of_scores(&[0.38, 0.3, 0.2]);
        assert!(unsure.iter().all(|&w| w < 0.01), "{unsure:?}");
        let split = ls.posterior_of_scores(&[0.8, 0.8, 0.1]);
        assert!((split[0] - std::f32::consts::FRAC_1_SQRT_2).abs() < 1e-3, "{split:?}");
    }
}
