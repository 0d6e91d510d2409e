//! Compiling an instruction's MIND signature with the LLM.

use super::{Category, Signature, CATEGORIES};
use std::collections::BTreeSet;

/// Asks the LLM, once per instruction, which categories each stage reads (schema-
/// constrained to the five category names), then widens it for safety: MIND shows that a
/// demoted dependency voids the guarantee while a promoted one only costs evaluations.
pub async fn compile_signature(client: &crate::reason::LlmClient, instruction: &str) -> Result<Signature, String> {
    use crate::reason::client::{ChatRequest, Message};
    let names: Vec<&str> = CATEGORIES.iter().map(|c| c.name()).collect();
    let schema = crate::reason::schema::dependencies(&names);
    let prompt = format!(
        "A robot keeps, for each room, a cached judgment of whether the room holds something that \
         serves a request, and selects a target room among qualifying reachable rooms.\n\
         State categories: inventory (objects per room and container), region_label (room names), \
         position (robot's room), history (what the person already used), topology (doors, and \
         containers such as drawers and fridges open or closed).\n\
         For the request \"{instruction}\", list in `qualification` the categories whose change can \
         change whether a room qualifies, and in `selection` those whose change can change which \
         qualifying room is chosen. When unsure, include the category.\n\nJSON schema:\n{}",
        serde_json::to_string(&schema).unwrap_or_default()
    );
    let req = ChatRequest {
        messages: vec![Message::system(crate::reason::prompts::SYSTEM), Message::user_text(prompt)],
        schema: Some(("aide_dependencies".into(), schema.clone())),
    };
    let out = client.chat(&req).await;
    let reply = out.result.map_err(|e| e.to_string())?;
    let content = reply.content.ok_or_else(|| "empty answer".to_string())?;
    let v = crate::reason::validate::parse_json(&content).map_err(|p| p.join("; "))?;
    crate::reason::validate::structural(&schema, &v).map_err(|p| p.join("; "))?;
    let list = |k: &str| -> BTreeSet<Category> {
        v[k].as_array()
            .map(|a| a.iter().filter_map(|x| x.as_str().and_then(Category::parse)).collect())
            .unwrap_or_default()
    };
    let mut sig = Signature { qualification: list("qualification"), selection: list("selection") };
    // Inventory always qualifies a room (MIND III: qualification is unary in the region).
    sig.qualification.insert(Category::Inventory);
    Ok(sig.widened())
}
