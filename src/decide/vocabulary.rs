//! The vocabulary policy: what the open-vocabulary detector is asked to look for. A base
//! that is never empty ("person", the storage places and the everyday objects the knowledge
//! base names most), plus, during a task, the tools its DFS retrieval pooled and the storage
//! places it would explore, plus the part prompts of the grounded tool. The slow stream's
//! labels are added beside this policy (see `runtime::live`). Every prompt is embedded in the
//! label space when it enters, so ERS reads detections under it without a model call.

use super::adm::Adm;
use super::ers::PoolTool;
use crate::knowledge::{Knowledge, KnowledgeError, ToolKind};
use crate::types::observation::PartKind;
use crate::types::plan::TaskGrounding;
use crate::types::vocabulary::{PartPrompt, Vocabulary, PERSON_PROMPT};
use std::collections::HashMap;

/// Bounds of the policy (`perception.base_prompts`, `perception.max_prompts`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VocabularyBounds {
    pub base_prompts: usize,
    pub max_prompts: usize,
}

/// The policy: its base, chosen once from the knowledge base, its bounds, and the part
/// prompt for the handles of storage places.
#[derive(Debug, Clone)]
pub struct VocabularyPolicy {
    base: Vec<String>,
    bounds: VocabularyBounds,
    handle: Option<PartPrompt>,
}

impl VocabularyPolicy {
    /// The base from the knowledge base's intents: each catalog object scores 1 / (1 + rank)
    /// in every intent that lists it (tools and storage places apart); a third of the base
    /// (at least one) goes to storage places, the rest to objects, "person" always first.
    pub fn new(kb: &Knowledge, bounds: VocabularyBounds) -> Result<VocabularyPolicy, KnowledgeError> {
        let assets = kb.assets();
        let mut tools: HashMap<usize, f32> = HashMap::new();
        let mut places: HashMap<usize, f32> = HashMap::new();
        for intent in &assets.intents {
            for (rank, &t) in intent.tools.iter().enumerate() {
                *tools.entry(t).or_default() += 1.0 / (1.0 + rank as f32);
            }
            for (rank, &p) in intent.unseen.iter().enumerate() {
                *places.entry(p).or_default() += 1.0 / (1.0 + rank as f32);
            }
        }
        let room = bounds.base_prompts.saturating_sub(1);
        let n_places = (room / 3).max(1).min(room);
        let mut base = vec![PERSON_PROMPT.to_string()];
        base.extend(top(&places, n_places, |i| assets.tools[i].kind == ToolKind::Storage, |i| &assets.tools[i].name));
        base.extend(top(
            &tools,
            room - n_places,
            |i| assets.tools[i].kind != ToolKind::Storage,
            |i| &assets.tools[i].name,
        ));
        let refs: Vec<&str> = base.iter().map(String::as_str).collect();
        kb.embed_labels(&refs)?;
        Ok(VocabularyPolicy { base, bounds, handle: None })
    }

    /// While no tool is grounded, the detector also looks for the part `name` (a storage
    /// place's handle, an operational region: where the arm pulls to open it).
    pub fn with_handle_prompt(mut self, name: &str) -> VocabularyPolicy {
        self.handle = Some(PartPrompt { name: name.trim().to_string(), kind: PartKind::Operational });
        self
    }

    /// What the detector looks for without a task.
    pub fn base(&self) -> Vocabulary {
        Vocabulary::new(self.base.iter().cloned(), [])
    }

    /// What the detector looks for during the task `adm` plans, with `grounded` the tool
    /// ADM or the slow stream grounded (its parts become part prompts; with none, the handle
    /// prompt is the part prompt): the base, the pool's
    /// tools by relevance and its storage places by weight, up to `max_prompts` objects. New
    /// prompts are embedded in the label space (a MiniLM call for those only).
    pub fn for_task(&self, adm: &Adm, grounded: Option<&TaskGrounding>) -> Result<Vocabulary, KnowledgeError> {
        let mut tools: Vec<&PoolTool> = adm.pool().iter().collect();
        tools.sort_by(|a, b| b.relevance.total_cmp(&a.relevance));
        let task = tools.iter().map(|t| t.name.clone()).chain(adm.regions().iter().map(|r| r.name.clone()));
        let mut objects = self.base.clone();
        for name in task {
            if objects.len() >= self.bounds.max_prompts {
                break;
            }
            if !objects.contains(&name) {
                objects.push(name);
            }
        }
        let refs: Vec<&str> = objects.iter().map(String::as_str).collect();
        adm.knowledge().embed_labels(&refs)?;
        let parts = match grounded {
            Some(g) => part_prompts(adm, g),
            None => self.handle.iter().cloned().collect(),
        };
        Ok(Vocabulary::new(objects, parts))
    }
}

/// The `n` best-scored catalog indices that pass `keep`, as names (ties by name).
fn top<'a>(
    scores: &HashMap<usize, f32>,
    n: usize,
    keep: impl Fn(usize) -> bool,
    name: impl Fn(usize) -> &'a String,
) -> Vec<String> {
    let mut v: Vec<(usize, f32)> = scores.iter().map(|(&i, &s)| (i, s)).filter(|(i, _)| keep(*i)).collect();
    v.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| name(a.0).cmp(name(b.0))));
    v.into_iter().take(n).map(|(i, _)| name(i).clone()).collect()
}

/// The part prompts of the grounded tool: the part names its pool entry (a plan) gives, else
/// the catalog layout of the tool it matched.
fn part_prompts(adm: &Adm, g: &TaskGrounding) -> Vec<PartPrompt> {
    let kb = adm.knowledge();
    let pooled = adm.pool().iter().find(|t| t.name == g.matched_tool);
    let catalog = pooled.and_then(|t| t.catalog).or_else(|| kb.assets().find_label(&g.matched_tool));
    let layout = catalog.map(|c| &kb.assets().tools[c]);
    let named = |from_plan: Option<&String>, from_catalog: Option<&String>, kind| {
        from_plan.or(from_catalog).map(|n| PartPrompt { name: n.clone(), kind })
    };
    let op =
        named(pooled.and_then(|t| t.operational.as_ref()), layout.map(|t| &t.operational.part), PartKind::Operational);
    let fun =
        named(pooled.and_then(|t| t.functional.as_ref()), layout.map(|t| &t.functional.part), PartKind::Functional);
    op.into_iter().chain(fun).filter(|p| p.name != "whole").collect()
}
