//! The label lexicon (`assets/knowledge/lexicon.toml`): general English words a detector or
//! a person uses for objects and storage places, mapped to catalog objects by rule rather
//! than by MiniLM similarity.
//!
//! * **Heads**: a label's head noun ("snips" in "ratchet pruning snips") or two-word head
//!   ("pruning snips") names a catalog object. The label then also reads as that object's
//!   name at [`HEAD_WEIGHT`].
//! * **Places**: a storage label is a generic container noun ("cabinet", "cupboard",
//!   "shelves", "basket") whose qualifier says which place it is: "bedside cabinet" is a
//!   nightstand, "linen cupboard" a closet, "cupboard under the sink" the sink cupboard. When
//!   the head is one of `containers`, the label also reads as the place named by the first
//!   qualifier among its words (before the head, nearest first, then in the prepositional
//!   tail, last first) that has an entry for this container or an `any` entry, at
//!   [`PLACE_WEIGHT`]. A qualifier may name a different place per container ("kitchen":
//!   drawer -> kitchen drawer, any other container -> cabinet) or only some containers
//!   ("key": hooks -> coat rack); one with nothing for this container is passed over ("key
//!   cupboard in the hall" is read by "hall"). After a neighbour preposition ("beside",
//!   "next to", "by", "above", ...) a qualifier that is itself the place ("fridge", "sink")
//!   says nothing: "cupboard beside the fridge" is a kitchen cupboard.
//!
//! The weights sit below an exact two-word catalog match (`labels::HEAD2_WEIGHT`), so a label
//! that already names a catalog object by its last two words keeps it, and above the one-word
//! head (`labels::HEAD1_WEIGHT`) and the typical MiniLM cosine of an unrelated name.

use super::tool::{normalize_label, Tool, ToolKind};
use super::KnowledgeError;
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap, HashSet};

pub const LEXICON_FILE: &str = "lexicon.toml";

/// Weight of a label read through the head lexicon.
pub const HEAD_WEIGHT: f32 = 0.9;
/// Weight of a storage label read through a place qualifier.
pub const PLACE_WEIGHT: f32 = 0.9;

/// Key of a qualifier's fallback place (any container not listed).
const ANY: &str = "any";

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLexicon {
    #[serde(default)]
    containers: Vec<String>,
    #[serde(default)]
    heads: BTreeMap<String, String>,
    #[serde(default)]
    places: BTreeMap<String, RawPlace>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawPlace {
    One(String),
    ByContainer(BTreeMap<String, String>),
}

/// The parsed lexicon: names are catalog names (checked against the catalog).
#[derive(Debug, Clone, Default)]
pub struct Lexicon {
    /// Head noun or two-word head -> catalog name.
    pub heads: HashMap<String, String>,
    /// Generic container nouns of storage labels.
    pub containers: HashSet<String>,
    /// Qualifier -> (container or "any") -> catalog storage place.
    pub places: HashMap<String, HashMap<String, String>>,
    /// Catalog labels of the form `X of Y` ("chest of drawers"), which `labels::split_with`
    /// keeps whole.
    pub phrases: HashSet<String>,
    /// Qualifiers that are themselves a storage place's name ("fridge", "sink"), with that
    /// place: after a neighbour preposition ("cupboard beside the fridge") they name the
    /// neighbour, not the place (but "drawer by the sink" is still a kitchen drawer).
    pub self_places: HashMap<String, String>,
}

/// Prepositions that put a storage label next to the thing they name rather than in or
/// under it: "cupboard beside the fridge" is a kitchen cupboard, not the fridge, while
/// "cupboard under the sink" is the sink cupboard.
const NEIGHBOUR: &[&str] = &["beside", "next", "near", "by", "above", "over", "behind", "opposite", "alongside"];

/// Where the qualifier of a place reading stands in the label.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QualifierAt {
    /// Right before the container noun ("kitchen drawer").
    BesideHead,
    /// Further before it ("bathroom wall cabinet"): more specific than the two-word head.
    BeforeHead,
    /// In the prepositional tail ("cupboard under the sink").
    Tail,
}

fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).map(|i| i + 1).unwrap_or(0)
}

impl Lexicon {
    /// Parses `text` and checks it against the catalog: every target is a catalog object
    /// (places: of kind storage), no head term is already a catalog label (the catalog's
    /// own aliases decide those), terms are lower case and single-spaced. An empty text is
    /// an empty lexicon.
    pub fn parse(text: &str, tools: &[Tool], tool_index: &HashMap<String, usize>) -> Result<Lexicon, KnowledgeError> {
        let err = |needle: &str, reason: String| KnowledgeError::Asset {
            file: LEXICON_FILE.into(),
            line: line_of(text, needle),
            reason,
        };
        let raw: RawLexicon = toml::from_str(text).map_err(|e| {
            let line = e.span().map(|s| text[..s.start.min(text.len())].lines().count().max(1)).unwrap_or(0);
            KnowledgeError::Asset { file: LEXICON_FILE.into(), line, reason: e.message().to_string() }
        })?;
        let labels: HashMap<String, &str> = tools
            .iter()
            .flat_map(|t| std::iter::once(&t.name).chain(&t.labels).map(move |l| (normalize_label(l), t.name.as_str())))
            .collect();
        let term = |t: &str| -> Result<String, KnowledgeError> {
            let n = normalize_label(t);
            if n.is_empty() || n != t {
                return Err(err(&format!("\"{t}\""), format!("term {t:?} must be lower case with single spaces")));
            }
            Ok(n)
        };
        let target = |t: &str, name: &str, storage: bool| -> Result<String, KnowledgeError> {
            let Some(&i) = tool_index.get(name) else {
                return Err(err(&format!("\"{t}\""), format!("`{t}` names `{name}`, which is not in the catalog")));
            };
            if storage && tools[i].kind != ToolKind::Storage {
                return Err(err(
                    &format!("\"{t}\""),
                    format!("place qualifier `{t}` names `{name}`, not a storage place"),
                ));
            }
            Ok(name.to_string())
        };
        let mut lex =
            Lexicon { phrases: labels.keys().filter(|l| l.contains(" of ")).cloned().collect(), ..Lexicon::default() };
        for c in &raw.containers {
            lex.containers.insert(term(c)?);
        }
        for (t, name) in &raw.heads {
            let k = term(t)?;
            if k.split(' ').count() > 2 {
                return Err(err(&format!("\"{t}\""), format!("head `{t}`: one or two words")));
            }
            if let Some(owner) = labels.get(&k) {
                return Err(err(&format!("\"{t}\""), format!("head `{t}` is already a catalog label of `{owner}`")));
            }
            lex.heads.insert(k, target(t, name, false)?);
        }
        for (q, p) in &raw.places {
            let k = term(q)?;
            let mut by = HashMap::new();
            match p {
                RawPlace::One(name) => {
                    by.insert(ANY.to_string(), target(q, name, true)?);
                }
                RawPlace::ByContainer(m) => {
                    for (c, name) in m {
                        if c != ANY && !lex.containers.contains(c) {
                            return Err(err(
                                &format!("\"{q}\""),
                                format!("qualifier `{q}`: `{c}` is not a container (nor `{ANY}`)"),
                            ));
                        }
                        by.insert(c.clone(), target(q, name, true)?);
                    }
                }
            }
            if let Some(owner) = labels.get(&k).filter(|owner| by.values().any(|name| name == *owner)) {
                lex.self_places.insert(k.clone(), owner.to_string());
            }
            lex.places.insert(k, by);
        }
        Ok(lex)
    }

    pub fn is_empty(&self) -> bool {
        self.heads.is_empty() && self.places.is_empty()
    }

    /// The storage place a container label's qualifiers name, and where that qualifier
    /// stands: the first qualifier among its words (before the head, nearest first, two-word
    /// ones first; then the prepositional tail, last word first) with an entry for this
    /// container or an `any` entry. A qualifier without one says nothing ("key cupboard in the
    /// hall" is a hall cupboard), nor does a place's own name after a neighbour preposition
    /// ("shelf by the sink").
    pub fn place_reading(&self, core: &[&str], tail: &[&str]) -> Option<(String, QualifierAt)> {
        let n = core.len();
        let container = core.last().filter(|h| self.containers.contains(**h))?;
        let entry = |q: &str| self.places.get(q).and_then(|by| by.get(*container).or_else(|| by.get(ANY)));
        let before = &core[..n - 1];
        for i in (0..before.len()).rev() {
            let at = if i + 1 == before.len() { QualifierAt::BesideHead } else { QualifierAt::BeforeHead };
            let two = (i >= 1).then(|| before[i - 1..=i].join(" "));
            if let Some(p) = two.as_deref().and_then(entry).or_else(|| entry(before[i])) {
                return Some((p.clone(), at));
            }
        }
        let neighbour = tail.first().is_some_and(|w| NEIGHBOUR.contains(w));
        let tail_entry = |q: &str| entry(q).filter(|p| !(neighbour && self.self_places.get(q) == Some(*p)));
        for i in (0..tail.len()).rev() {
            let two = (i >= 1).then(|| tail[i - 1..=i].join(" "));
            if let Some(p) = two.as_deref().and_then(tail_entry).or_else(|| tail_entry(tail[i])) {
                return Some((p.clone(), QualifierAt::Tail));
            }
        }
        None
    }

    /// The catalog object a label's head noun or two-word head names through the lexicon.
    pub fn head_reading(&self, core: &[&str]) -> Option<&String> {
        let n = core.len();
        let head2 = (n >= 2).then(|| core[n - 2..].join(" "));
        head2.as_ref().and_then(|h| self.heads.get(h)).or_else(|| core.last().and_then(|h| self.heads.get(*h)))
    }

    /// The catalog names a label reads as through the lexicon, with their weights (see the
    /// module docs): its head reading, then its place reading when that is another object.
    /// `core`: the label's head phrase, `tail`: its prepositional tail (see `labels::split`).
    pub fn readings(&self, core: &[&str], tail: &[&str]) -> Vec<(String, f32)> {
        Self::combine(self.head_reading(core), self.place_reading(core, tail).map(|(p, _)| p))
    }

    /// [`readings`](Self::readings) from an already computed head and place reading.
    pub fn combine(head: Option<&String>, place: Option<String>) -> Vec<(String, f32)> {
        let mut out: Vec<(String, f32)> = head.map(|h| (h.clone(), HEAD_WEIGHT)).into_iter().collect();
        if let Some(p) = place.filter(|p| head != Some(p)) {
            out.push((p, PLACE_WEIGHT));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knowledge::assets::{Assets, Sources};

    fn embedded() -> Assets {
        Assets::parse(&Sources::embedded()).unwrap()
    }

    fn read(a: &Assets, label: &str) -> Vec<String> {
        let l = normalize_label(label);
        let words: Vec<&str> = l.split(' ').collect();
        let (core, tail) = crate::knowledge::labels::split_with(&words, &a.lexicon);
        a.lexicon.readings(&core, &tail).into_iter().map(|r| r.0).collect()
    }

    #[test]
    fn a_qualifier_says_which_storage_place_a_generic_cupboard_is() {
        let a = embedded();
        assert_eq!(read(&a, "bedside cabinet"), ["nightstand"]);
        assert_eq!(read(&a, "linen cupboard"), ["closet"]);
        assert_eq!(read(&a, "cupboard under the sink"), ["cabinet"]);
        assert_eq!(read(&a, "sink caddy"), ["sink"]);
        assert_eq!(read(&a, "kitchen drawer next to the hob"), ["kitchen drawer"]);
        assert_eq!(read(&a, "tall kitchen cupboard"), ["cabinet"]);
        assert_eq!(read(&a, "bedside drawer"), ["drawer"], "a drawer stays a drawer");
        assert_eq!(read(&a, "drawer by the back door"), ["drawer"], "not the closet a door opens");
        assert_eq!(read(&a, "cupboard by the back door"), ["closet"]);
        assert_eq!(read(&a, "drawer under the stairs"), ["drawer"]);
        // Not a container head: the qualifier says nothing (tools named after a use keep
        // their own reading).
        assert!(read(&a, "bedside lamp").iter().all(|p| p != "nightstand"));
        assert!(read(&a, "oven tray").is_empty() && read(&a, "grocery bag").is_empty(), "trays and bags are carried");
    }

    #[test]
    fn a_place_named_after_a_neighbour_preposition_is_a_neighbour_not_the_place() {
        let a = embedded();
        assert!(read(&a, "cupboard beside the fridge").is_empty(), "a kitchen cupboard, not the fridge");
        assert!(read(&a, "cupboard by the fridge").is_empty());
        assert!(read(&a, "mug shelf by the sink").iter().all(|p| p != "sink"));
        assert_eq!(read(&a, "drawer by the sink"), ["kitchen drawer"], "the sink still says which drawer");
        assert_eq!(read(&a, "shelf in the fridge"), ["fridge"], "in it, it is the fridge");
        assert_eq!(read(&a, "cupboard under the sink"), ["cabinet"]);
        assert_eq!(read(&a, "cupboard by the back door"), ["closet"], "a neighbour that is no place still says where");
        assert_eq!(read(&a, "kitchen drawer by the fridge"), ["kitchen drawer"]);
    }

    #[test]
    fn a_qualifier_with_nothing_for_this_container_leaves_it_to_the_next_one() {
        let a = embedded();
        assert_eq!(read(&a, "key cupboard in the hall"), ["closet"], "\"key\" names hooks only: \"hall\" decides");
        assert_eq!(read(&a, "key hooks in the hall"), ["coat rack"]);
        let toy = "containers = [\"cupboard\", \"hooks\"]\n[places]\n\"key\" = { hooks = \"coat rack\" }\n\"hall\" = \"closet\"\n";
        let lex = Lexicon::parse(toy, &a.tools, &a.tool_index).unwrap();
        let place =
            |core: &[&str], tail: &[&str]| lex.readings(core, tail).into_iter().map(|r| r.0).collect::<Vec<_>>();
        assert_eq!(place(&["hall", "key", "cupboard"], &[]), ["closet"]);
        assert_eq!(
            place(&["hall", "key", "hooks"], &[]),
            ["coat rack"],
            "the nearest qualifier still wins when it has an entry"
        );
        assert!(place(&["key", "cupboard"], &[]).is_empty());
    }

    #[test]
    fn a_head_noun_names_its_catalog_object() {
        let a = embedded();
        assert_eq!(read(&a, "ratchet pruning snips"), ["garden shears"]);
        assert_eq!(read(&a, "stainless balloon whisk"), Vec::<String>::new(), "already a catalog label");
    }

    #[test]
    fn the_lexicon_is_checked_against_the_catalog() {
        let a = embedded();
        let bad = |text: &str| Lexicon::parse(text, &a.tools, &a.tool_index).unwrap_err().to_string();
        let e = bad("[heads]\n\"gizmo\" = \"flux capacitor\"\n");
        assert!(e.starts_with("lexicon.toml:2:") && e.contains("flux capacitor"), "{e}");
        let e = bad("[heads]\n\"spanner\" = \"hammer\"\n");
        assert!(e.contains("already a catalog label of `wrench`"), "{e}");
        let e = bad("containers = [\"cupboard\"]\n[places]\n\"bedside\" = \"hammer\"\n");
        assert!(e.starts_with("lexicon.toml:3:") && e.contains("not a storage place"), "{e}");
        let e = bad("containers = [\"cupboard\"]\n[places]\n\"bedside\" = { chest = \"nightstand\" }\n");
        assert!(e.contains("`chest` is not a container"), "{e}");
        let e = bad("[heads]\n\"Gizmo\" = \"hammer\"\n");
        assert!(e.contains("lower case"), "{e}");
        assert!(Lexicon::parse("", &a.tools, &a.tool_index).unwrap().is_empty());
    }
}
