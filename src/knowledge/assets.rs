//! The knowledge files: affordance dimensions, the tool catalog and the ambiguous
//! instructions (grouped by intent). Parsed from TOML and cross-checked; every error names
//! the file and, where it can, the line.

use super::lexicon::Lexicon;
pub use super::tool::{normalize_label, Dimension, PartLayout, Tool, ToolKind};
use super::KnowledgeError;
use crate::types::affordance::{AffordanceVector, X};
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};
use std::path::Path;

pub const DIMENSIONS_FILE: &str = "dimensions.toml";
pub const TOOLS_FILE: &str = "tools.toml";
pub const INSTRUCTIONS_FILE: &str = "instructions.toml";
pub use super::lexicon::LEXICON_FILE;

/// The copy embedded in the binary.
pub const EMBEDDED: [(&str, &str); 4] = [
    (DIMENSIONS_FILE, include_str!("../../assets/knowledge/dimensions.toml")),
    (TOOLS_FILE, include_str!("../../assets/knowledge/tools.toml")),
    (INSTRUCTIONS_FILE, include_str!("../../assets/knowledge/instructions.toml")),
    (LEXICON_FILE, include_str!("../../assets/knowledge/lexicon.toml")),
];

/// Raw texts of the knowledge files, with where they came from.
#[derive(Debug, Clone)]
pub struct Sources {
    pub origin: String,
    pub dimensions: String,
    pub tools: String,
    pub instructions: String,
    /// The label lexicon (empty: none; optional in a site copy).
    pub lexicon: String,
}

impl Sources {
    pub fn embedded() -> Sources {
        Sources {
            origin: "<embedded assets/knowledge>".into(),
            dimensions: EMBEDDED[0].1.into(),
            tools: EMBEDDED[1].1.into(),
            instructions: EMBEDDED[2].1.into(),
            lexicon: EMBEDDED[3].1.into(),
        }
    }

    pub fn from_dir(dir: &Path) -> Result<Sources, KnowledgeError> {
        let read = |f: &str| {
            let p = dir.join(f);
            std::fs::read_to_string(&p).map_err(|e| KnowledgeError::Io { path: p, reason: e.to_string() })
        };
        Ok(Sources {
            origin: dir.display().to_string(),
            dimensions: read(DIMENSIONS_FILE)?,
            tools: read(TOOLS_FILE)?,
            instructions: read(INSTRUCTIONS_FILE)?,
            lexicon: if dir.join(LEXICON_FILE).exists() { read(LEXICON_FILE)? } else { String::new() },
        })
    }

    /// Stable 64-bit digest of the texts (decides whether a persisted index is stale).
    pub fn digest(&self) -> u64 {
        let mut h = super::persist::Fnv::new();
        for t in [&self.dimensions, &self.tools, &self.instructions, &self.lexicon] {
            h.write(t.as_bytes());
            h.write(&[0xff]);
        }
        h.finish()
    }
}

/// A group of instructions that need the same thing.
#[derive(Debug, Clone)]
pub struct Intent {
    pub name: String,
    pub vector: AffordanceVector,
    /// Catalog indices of acceptable tools, best first.
    pub tools: Vec<usize>,
    /// Catalog indices of storage places, most likely first.
    pub unseen: Vec<usize>,
    pub instructions: Vec<String>,
}

/// Everything parsed from the knowledge files.
#[derive(Debug, Clone)]
pub struct Assets {
    pub dimensions: Vec<Dimension>,
    pub tools: Vec<Tool>,
    pub intents: Vec<Intent>,
    pub tool_index: HashMap<String, usize>,
    /// Words for objects and storage places, by rule (see [`super::lexicon`]).
    pub lexicon: Lexicon,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DimsFile {
    dimension: Vec<RawDim>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDim {
    name: String,
    meaning: String,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ToolsFile {
    tool: Vec<RawTool>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTool {
    name: String,
    #[serde(default)]
    labels: Vec<String>,
    kind: ToolKind,
    material: String,
    size: String,
    rigidity: String,
    operational: PartLayout,
    functional: PartLayout,
    affordance: BTreeMap<String, f32>,
    #[serde(default)]
    hazardous: bool,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InstrFile {
    intent: Vec<RawIntent>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawIntent {
    name: String,
    affordance: BTreeMap<String, f32>,
    tools: Vec<String>,
    unseen: Vec<String>,
    instructions: Vec<String>,
}

/// 1-based line of the first line containing `needle`, for error messages.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).map(|i| i + 1).unwrap_or(0)
}

fn parse<T: serde::de::DeserializeOwned>(text: &str, file: &str) -> Result<T, KnowledgeError> {
    toml::from_str(text).map_err(|e| {
        let line = e.span().map(|s| text[..s.start.min(text.len())].lines().count().max(1)).unwrap_or(0);
        KnowledgeError::Asset { file: file.into(), line, reason: e.message().to_string() }
    })
}

fn vector(
    dims: &[Dimension],
    m: &BTreeMap<String, f32>,
    file: &str,
    line: usize,
    what: &str,
) -> Result<AffordanceVector, KnowledgeError> {
    let mut v = [0.0f32; X];
    for (k, s) in m {
        let Some(i) = dims.iter().position(|d| &d.name == k) else {
            return Err(KnowledgeError::Asset {
                file: file.into(),
                line,
                reason: format!("{what}: unknown affordance dimension `{k}`"),
            });
        };
        if !s.is_finite() || !(0.0..=10.0).contains(s) {
            return Err(KnowledgeError::Asset {
                file: file.into(),
                line,
                reason: format!("{what}: score {k} = {s} is outside 0..=10"),
            });
        }
        v[i] = *s;
    }
    Ok(AffordanceVector(v))
}

fn asset_err(file: &str, line: usize, reason: String) -> KnowledgeError {
    KnowledgeError::Asset { file: file.into(), line, reason }
}

/// The affordance dimensions: exactly X, each named once.
fn parse_dimensions(text: &str) -> Result<Vec<Dimension>, KnowledgeError> {
    let d: DimsFile = parse(text, DIMENSIONS_FILE)?;
    if d.dimension.len() != X {
        return Err(asset_err(
            DIMENSIONS_FILE,
            0,
            format!("{} dimensions defined, exactly X = {X} are required", d.dimension.len()),
        ));
    }
    let dimensions: Vec<Dimension> =
        d.dimension.into_iter().map(|r| Dimension { name: r.name, meaning: r.meaning }).collect();
    for (i, a) in dimensions.iter().enumerate() {
        if dimensions[..i].iter().any(|b| b.name == a.name) {
            return Err(asset_err(
                DIMENSIONS_FILE,
                line_of(text, &format!("\"{}\"", a.name)),
                format!("dimension `{}` defined twice", a.name),
            ));
        }
    }
    Ok(dimensions)
}

/// The tool catalog and its name index: names unique, part boxes inside the object, every
/// label owned by one object.
fn parse_tools(text: &str, dimensions: &[Dimension]) -> Result<(Vec<Tool>, HashMap<String, usize>), KnowledgeError> {
    let t: ToolsFile = parse(text, TOOLS_FILE)?;
    let mut tools = Vec::with_capacity(t.tool.len());
    let mut tool_index = HashMap::new();
    let mut label_owner: HashMap<String, String> = HashMap::new();
    for r in t.tool {
        let line = line_of(text, &format!("name = \"{}\"", r.name));
        if tool_index.contains_key(&r.name) {
            return Err(asset_err(TOOLS_FILE, line, format!("tool `{}` defined twice", r.name)));
        }
        check_parts(&r, line)?;
        claim_labels(&r, line, &mut label_owner)?;
        let v = vector(dimensions, &r.affordance, TOOLS_FILE, line, &format!("tool `{}`", r.name))?;
        tool_index.insert(r.name.clone(), tools.len());
        tools.push(Tool {
            name: r.name,
            labels: r.labels,
            kind: r.kind,
            material: r.material,
            size: r.size,
            rigidity: r.rigidity,
            hazardous: r.hazardous,
            operational: r.operational,
            functional: r.functional,
            vector: v,
        });
    }
    Ok((tools, tool_index))
}

/// A tool's part boxes are fractions of its box with x1 < x2, y1 < y2.
fn check_parts(r: &RawTool, line: usize) -> Result<(), KnowledgeError> {
    for p in [&r.operational, &r.functional] {
        let [x1, y1, x2, y2] = p.frac;
        let ok = [x1, y1, x2, y2].iter().all(|v| (0.0..=1.0).contains(v)) && x1 < x2 && y1 < y2;
        if !ok {
            return Err(asset_err(
                TOOLS_FILE,
                line,
                format!(
                    "tool `{}`: part `{}` box {:?} must be fractions 0..=1 with x1 < x2, y1 < y2",
                    r.name, p.part, p.frac
                ),
            ));
        }
    }
    Ok(())
}

/// Records the tool as the owner of its name and labels; a label another tool owns is an error.
fn claim_labels(r: &RawTool, line: usize, label_owner: &mut HashMap<String, String>) -> Result<(), KnowledgeError> {
    for l in std::iter::once(&r.name).chain(r.labels.iter()) {
        let key = normalize_label(l);
        if let Some(other) = label_owner.insert(key, r.name.clone()) {
            if other != r.name {
                return Err(asset_err(
                    TOOLS_FILE,
                    line,
                    format!("label `{l}` of `{}` is already a label of `{other}`", r.name),
                ));
            }
        }
    }
    Ok(())
}

/// The parsed tool catalog, for resolving the names the instructions file uses.
struct Catalog<'a> {
    dimensions: &'a [Dimension],
    tools: &'a [Tool],
    tool_index: &'a HashMap<String, usize>,
}

impl Catalog<'_> {
    /// The intents: tools and unseen regions from the catalog (regions storage places), at
    /// least one tool and one instruction each, no instruction in two intents.
    fn parse_intents(&self, text: &str) -> Result<Vec<Intent>, KnowledgeError> {
        let f: InstrFile = parse(text, INSTRUCTIONS_FILE)?;
        let mut intents = Vec::with_capacity(f.intent.len());
        let mut seen_text: HashMap<String, String> = HashMap::new();
        for r in f.intent {
            let line = line_of(text, &format!("name = \"{}\"", r.name));
            let what = format!("intent `{}`", r.name);
            let v = vector(self.dimensions, &r.affordance, INSTRUCTIONS_FILE, line, &what)?;
            let tl = self.lookup(&r.tools, false, &what, line)?;
            let ul = self.lookup(&r.unseen, true, &what, line)?;
            if tl.is_empty() || r.instructions.is_empty() {
                return Err(asset_err(
                    INSTRUCTIONS_FILE,
                    line,
                    format!("{what}: needs at least one tool and one instruction"),
                ));
            }
            for s in &r.instructions {
                if s.trim().is_empty() {
                    return Err(asset_err(INSTRUCTIONS_FILE, line, format!("{what}: empty instruction")));
                }
                if let Some(o) = seen_text.insert(s.to_lowercase(), r.name.clone()) {
                    return Err(asset_err(
                        INSTRUCTIONS_FILE,
                        line_of(text, s),
                        format!("instruction {s:?} appears in intents `{o}` and `{}`", r.name),
                    ));
                }
            }
            intents.push(Intent { name: r.name, vector: v, tools: tl, unseen: ul, instructions: r.instructions });
        }
        Ok(intents)
    }

    /// Catalog indices of `names` (of `what`, at `line`); with `storage`, each must be a
    /// storage place.
    fn lookup(&self, names: &[String], storage: bool, what: &str, line: usize) -> Result<Vec<usize>, KnowledgeError> {
        names
            .iter()
            .map(|n| {
                let i = *self.tool_index.get(n).ok_or_else(|| {
                    asset_err(INSTRUCTIONS_FILE, line, format!("{what}: `{n}` is not in the tool catalog"))
                })?;
                if storage && self.tools[i].kind != ToolKind::Storage {
                    return Err(asset_err(
                        INSTRUCTIONS_FILE,
                        line,
                        format!("{what}: unseen region `{n}` is not a storage place (kind = \"storage\")"),
                    ));
                }
                Ok(i)
            })
            .collect()
    }
}

impl Assets {
    /// Parses and cross-checks the three files.
    pub fn parse(src: &Sources) -> Result<Assets, KnowledgeError> {
        let dimensions = parse_dimensions(&src.dimensions)?;
        let (tools, tool_index) = parse_tools(&src.tools, &dimensions)?;
        let catalog = Catalog { dimensions: &dimensions, tools: &tools, tool_index: &tool_index };
        let intents = catalog.parse_intents(&src.instructions)?;
        if intents.is_empty() || tools.is_empty() {
            return Err(asset_err(
                INSTRUCTIONS_FILE,
                0,
                "the knowledge base needs at least one intent and one tool".into(),
            ));
        }
        let lexicon = Lexicon::parse(&src.lexicon, &tools, &tool_index)?;
        Ok(Assets { dimensions, tools, intents, tool_index, lexicon })
    }

    pub fn instruction_count(&self) -> usize {
        self.intents.iter().map(|i| i.instructions.len()).sum()
    }

    /// Catalog index of a name or label (case-insensitive, exact).
    pub fn find_label(&self, label: &str) -> Option<usize> {
        let k = normalize_label(label);
        self.tools
            .iter()
            .position(|t| normalize_label(&t.name) == k || t.labels.iter().any(|l| normalize_label(l) == k))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_knowledge_parses_and_is_large_enough() {
        let a = Assets::parse(&Sources::embedded()).unwrap();
        assert_eq!(a.dimensions.len(), X);
        assert!(a.tools.len() >= 200, "{} tools", a.tools.len());
        assert!(a.instruction_count() >= 1500, "{} instructions", a.instruction_count());
    }

    #[test]
    fn an_unknown_tool_in_an_intent_names_the_file_line_and_tool() {
        let mut s = Sources::embedded();
        s.instructions = s.instructions.replacen("tools = [\"cup\"", "tools = [\"flux capacitor\"", 1);
        let e = Assets::parse(&s).unwrap_err().to_string();
        assert!(e.starts_with("instructions.toml:7:") && e.contains("flux capacitor"), "{e}");
    }

    #[test]
    fn a_score_out_of_range_is_rejected() {
        let mut s = Sources::embedded();
        s.tools = s.tools.replacen("liquid = 9", "liquid = 11", 1);
        let e = Assets::parse(&s).unwrap_err().to_string();
        assert!(e.contains("outside 0..=10"), "{e}");
    }
}
