//! Prompt texts of the MM-CoT stages (seed 000, III-B), kept rigid so that the model has
//! little room to improvise structure (seed 003). The answer format is also enforced by
//! the per-call JSON schema; the prompt states it for servers that cannot enforce it.

use crate::types::geometry::BBox;
use serde_json::Value;

/// One affordance dimension: its name and what a score measures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dimension {
    pub name: String,
    pub meaning: String,
}

pub const SYSTEM: &str = "You are the reasoning stage of a mobile manipulator robot that acts on vague \
requests. You see the robot's camera image. You only use objects that are listed as observed; you \
never invent objects, ids or part names. You answer with exactly one JSON object that matches the \
given JSON schema, with no text before or after it. Think step by step in the `reasoning` field, \
briefly, then fill the other fields.";

fn dims(d: &[Dimension]) -> String {
    d.iter().enumerate().map(|(i, d)| format!("{:2}. {}: {}", i + 1, d.name, d.meaning)).collect::<Vec<_>>().join("\n")
}

fn schema_block(schema: &Value) -> String {
    format!("JSON schema of the answer:\n{}", serde_json::to_string(schema).unwrap_or_default())
}

fn b(x: &BBox) -> String {
    format!("[{:.0}, {:.0}, {:.0}, {:.0}]", x.x1, x.y1, x.x2, x.y2)
}

/// Stage 1: target tool label, key attributes, storage places, affordance scores.
pub fn stage1(instruction: &str, observed: &[(u64, String, BBox)], d: &[Dimension], schema: &Value) -> String {
    let seen = if observed.is_empty() {
        "nothing detected yet".to_string()
    } else {
        observed.iter().map(|(i, l, _)| format!("{l} (object {i})")).collect::<Vec<_>>().join(", ")
    };
    format!(
        "Request from a person: \"{instruction}\"\n\
         Objects the detector sees in the image: {seen}.\n\n\
         Step 1. Decide which kind of tool or object would serve the request (it need not be in \
         view). Give its short detector label in `tool_label` (e.g. \"cup\", \"hammer\") and the key \
         attributes that tell a good instance (material, shape, size, state) in `attributes`.\n\
         Step 2. Name up to five places where such a tool is usually kept (e.g. \"fridge\", \
         \"drawer\", \"cupboard\") in `storage_places`, most likely first.\n\
         Step 3. Score, on 0..10, how much the REQUEST needs each capability below \
         (`instruction_affordance`) and how well the TOOL you named provides it (`tool_affordance`), \
         19 numbers each, in this order:\n{}\n\n{}",
        dims(d),
        schema_block(schema)
    )
}

/// Stage 2: choose among the numbered candidates (crops follow in the same order).
pub fn stage2(
    instruction: &str,
    label: &str,
    attributes: &[String],
    cands: &[(u64, String, f32, BBox)],
    d: &[Dimension],
    schema: &Value,
) -> String {
    let list = cands
        .iter()
        .enumerate()
        .map(|(n, (id, l, c, bb))| {
            format!("candidate {}: id {id}, label \"{l}\", detector confidence {c:.2}, box {}", n + 1, b(bb))
        })
        .collect::<Vec<_>>()
        .join("\n");
    format!(
        "Request: \"{instruction}\". The tool sought: {label} ({}).\n\
         The grounding step found these candidates (their image crops follow, numbered the same way):\n{list}\n\n\
         For EVERY candidate give: `id`; `preference`, the probability (0..1) that it is the best \
         object to serve the request; `affordance`, 19 scores (0..10) of how well it provides each \
         capability:\n{}\n\
         Set `none_suitable` to true when none of them can serve the request.\n\n{}",
        if attributes.is_empty() { "no particular attributes".to_string() } else { attributes.join(", ") },
        dims(d),
        schema_block(schema)
    )
}

/// Stage 3: operational and functional regions inside the chosen box.
pub fn stage3(
    instruction: &str,
    label: &str,
    id: u64,
    chosen: &BBox,
    img: (f32, f32),
    parts: &[String],
    schema: &Value,
) -> String {
    format!(
        "Request: \"{instruction}\". The chosen tool is the {label} (object {id}) with box {} in a \
         {:.0}x{:.0} image (its crop follows).\n\
         Name its operational region (where the robot should hold it) and its functional region \
         (where it acts on the task), each with a part name from {:?} and a box [x1, y1, x2, y2] in \
         full-image pixels that lies inside the tool's box.\n\n{}",
        b(chosen),
        img.0,
        img.1,
        parts,
        schema_block(schema)
    )
}

/// Invisible exploration: which observed storage place to explore.
pub fn explore(instruction: &str, label: &str, places: &[(u64, String, BBox)], schema: &Value) -> String {
    let list = places.iter().map(|(i, l, bb)| format!("id {i}: \"{l}\", box {}", b(bb))).collect::<Vec<_>>().join("\n");
    format!(
        "Request: \"{instruction}\". No {label} is in view. These storage places are visible:\n{list}\n\
         Which one most likely holds a {label}? Answer with its `id`.\n\n{}",
        schema_block(schema)
    )
}

/// The repair message: the validator's problems, fed back verbatim.
pub fn repair(problems: &[String]) -> String {
    format!(
        "Your answer was rejected by the validator:\n- {}\nAnswer again with one JSON object that fixes \
         these problems and matches the schema.",
        problems.join("\n- ")
    )
}
