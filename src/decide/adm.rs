//! ADM, the fast stream (seed 000, III-A2): per task, one DFS retrieval; per observation,
//! ERS over the top-N detections, the S_max test against m, part grounding, the switching
//! rule and the exploration policy.

use super::ers::{self, PoolTool};
use super::explore::{self, PoolRegion};
use super::types::{Decision, Exploration, Stream, TaskContext, TaskGrounding};
use crate::config::AdmConfig;
use crate::knowledge::{AffordanceVector, DfsResult, Knowledge, KnowledgeError, Retrieved, TaskPlan, Understanding};
use crate::perception::Observation;
use std::sync::Arc;

/// Storage places (by name) with their weights, before they become [`PoolRegion`]s.
type RegionVotes = Vec<(String, f32)>;

/// Per-task state of the fast stream.
pub struct Adm {
    task: TaskContext,
    kb: Arc<Knowledge>,
    vector: AffordanceVector,
    understanding: Option<Understanding>,
    dfs: DfsResult,
    retrieved: Vec<Retrieved>,
    pool: Vec<PoolTool>,
    regions: Vec<PoolRegion>,
    adopted: usize,
}

impl std::fmt::Debug for Adm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Adm").field("instruction", &self.task.instruction).field("pool", &self.pool.len()).finish()
    }
}

impl Adm {
    /// Understands the instruction (unless `task.instruction_vector` is given) and runs the
    /// DFS retrieval once.
    pub fn new(task: TaskContext, kb: Arc<Knowledge>, p: &AdmConfig) -> Result<Adm, KnowledgeError> {
        let (vector, understanding) = match task.instruction_vector {
            Some(v) => (v, None),
            None => {
                let u = kb.understand(&task.instruction)?;
                (u.vector, Some(u))
            }
        };
        let dfs = kb.dfs(&vector, p.c)?;
        let retrieved = match dfs.at {
            Some(at) => kb.with_space(|s| s.retrieve(at, &vector, p.d))?,
            None => Vec::new(),
        };
        let mut adm =
            Adm { task, kb, vector, understanding, dfs, retrieved, pool: Vec::new(), regions: Vec::new(), adopted: 0 };
        adm.build_pool(p)?;
        Ok(adm)
    }

    /// The ERS pool and the storage regions of this task. The DFS retrieval gives the
    /// candidates (relevance 1 - distance / d); the understanding of the instruction (its
    /// nearest known instructions' tools and places, see
    /// [`crate::knowledge::preferences::preferences`]) then keeps the retrieved tools it scores at least
    /// `adm.pool_fit` of its best tool, adds the tools it favours that the DFS missed, and
    /// weights the storage regions. Without an understanding (a given instruction vector)
    /// the retrieval is used as it is.
    fn build_pool(&mut self, p: &AdmConfig) -> Result<(), KnowledgeError> {
        let kb = self.kb.clone();
        let (mut pool, mut regions) = self.retrieval_pool(&kb, p.d)?;
        if let Some(u) = self.understanding.as_ref().filter(|_| p.pool_fit > 0.0) {
            prefer(&kb, u, p, &mut pool, &mut regions)?;
        }
        for t in &mut pool {
            t.label = self.label_of(&t.name, t.catalog)?;
        }
        let mut out = Vec::with_capacity(regions.len());
        for (name, w) in regions {
            let catalog = kb.assets().find_label(&name);
            let label = self.label_of(&name, catalog)?;
            out.push(PoolRegion { name, catalog, label, weight: w });
        }
        out.sort_by(|a, b| b.weight.total_cmp(&a.weight));
        self.pool = pool;
        self.regions = out;
        Ok(())
    }

    /// The pool as the DFS retrieval gives it (relevance 1 - distance / `d`, labels not yet
    /// set) and the storage regions its records vote for (weights relative to the top one).
    fn retrieval_pool(&self, kb: &Knowledge, d: f32) -> Result<(Vec<PoolTool>, RegionVotes), KnowledgeError> {
        let mut pool: Vec<PoolTool> = Vec::new();
        let mut regions: RegionVotes = Vec::new();
        let mut seen_entries = std::collections::HashSet::new();
        kb.with_space(|s| {
            for r in &self.retrieved {
                let e = &s.entries[r.entry as usize];
                let t = &e.results[r.result];
                let rel = (1.0 - r.distance / d.max(1e-6)).clamp(0.0, 1.0);
                match pool.iter_mut().find(|x| x.name == t.name) {
                    Some(x) => x.relevance = x.relevance.max(rel),
                    None => pool.push(PoolTool {
                        name: t.name.clone(),
                        catalog: t.catalog,
                        label: Arc::from(Vec::new()),
                        relevance: rel,
                        fit: 1.0,
                        operational: t.operational.clone(),
                        functional: t.functional.clone(),
                    }),
                }
                // A record stands for a run of instructions with the same storage places:
                // each of them votes.
                if seen_entries.insert(r.entry) {
                    for (pos, u) in e.unseen.iter().enumerate() {
                        let w = r.members as f32 / (1.0 + pos as f32);
                        match regions.iter_mut().find(|x| &x.0 == u) {
                            Some(x) => x.1 += w,
                            None => regions.push((u.clone(), w)),
                        }
                    }
                }
            }
        })?;
        let top = regions.iter().map(|r| r.1).fold(0.0f32, f32::max).max(1e-6);
        for r in &mut regions {
            r.1 /= top;
        }
        Ok((pool, regions))
    }

    fn label_of(&self, name: &str, catalog: Option<usize>) -> Result<Arc<[(u32, f32)]>, KnowledgeError> {
        if let Some(v) = catalog.and_then(|c| self.kb.tool_label(c)) {
            return Ok(v);
        }
        let dense = self.kb.embed_label(name)?;
        Ok(Arc::from(crate::knowledge::labels::sparse(&dense)))
    }

    pub fn task(&self) -> &TaskContext {
        &self.task
    }

    pub fn knowledge(&self) -> &Knowledge {
        &self.kb
    }

    /// The instruction's affordance vector used for retrieval.
    pub fn vector(&self) -> &AffordanceVector {
        &self.vector
    }

    pub fn understanding(&self) -> Option<&Understanding> {
        self.understanding.as_ref()
    }

    pub fn dfs(&self) -> &DfsResult {
        &self.dfs
    }

    pub fn retrieved(&self) -> &[Retrieved] {
        &self.retrieved
    }

    pub fn pool(&self) -> &[PoolTool] {
        &self.pool
    }

    pub fn regions(&self) -> &[PoolRegion] {
        &self.regions
    }

    /// Adds a plan from the slow stream (MSI or offline) to this task's retrieval pool:
    /// its tool with full relevance, its storage places first.
    pub fn adopt(&mut self, plan: TaskPlan) {
        let catalog = self.kb.assets().find_label(&plan.tool);
        let Ok(label) = self.label_of(&plan.tool, catalog) else {
            return;
        };
        self.pool.retain(|t| t.name != plan.tool);
        self.pool.push(PoolTool {
            name: plan.tool.clone(),
            catalog,
            label,
            relevance: 1.0,
            fit: 1.0,
            operational: plan.operational_part.clone(),
            functional: plan.functional_part.clone(),
        });
        for (pos, u) in plan.unseen_regions.iter().enumerate() {
            let w = 1.0 + 1.0 / (1.0 + pos as f32);
            if let Some(r) = self.regions.iter_mut().find(|r| &r.name == u) {
                r.weight = r.weight.max(w);
            } else if let Ok(label) = self.label_of(u, self.kb.assets().find_label(u)) {
                let catalog = self.kb.assets().find_label(u);
                self.regions.push(PoolRegion { name: u.clone(), catalog, label, weight: w });
            }
        }
        let top = self.regions.iter().map(|r| r.weight).fold(0.0f32, f32::max).max(1e-6);
        for r in &mut self.regions {
            r.weight /= top;
        }
        self.regions.sort_by(|a, b| b.weight.total_cmp(&a.weight));
        self.adopted += 1;
    }

    /// One ADM decision for one observation. Pure: no I/O, no model call.
    pub fn step(&self, obs: &Observation, p: &AdmConfig) -> Decision {
        let dets = &obs.detections;
        let mut ranked: Vec<usize> = (0..dets.len()).collect();
        ranked.sort_by(|&a, &b| dets[b].confidence.total_cmp(&dets[a].confidence));
        let mut notes = Vec::with_capacity(2);
        if self.pool.is_empty() {
            notes.push(format!("novel task: no instruction within c = {} of the input and no adopted plan", p.c));
            return Decision {
                stream: Stream::Adm,
                grounding: None,
                exploration: None,
                request_msi: true,
                s_max: 0.0,
                notes,
            };
        }
        let top_n = &ranked[..ranked.len().min(p.n)];
        let ranking = ers::Ranking::new(p, self.understanding.as_ref().map(|u| &u.embedding[..]), obs);
        let (best, seen) = ers::rank(&self.kb, dets, top_n, &self.pool, &ranking);
        let s_max = best.map(|b| b.sim).unwrap_or(0.0);
        if seen < top_n.len() {
            notes.push(format!(
                "{} of the top {} detections have unknown labels (not embedded)",
                top_n.len() - seen,
                top_n.len()
            ));
        }
        let cx = StepCtx { obs, ranked: &ranked, ranking, p };
        if let Some(b) = best.filter(|b| b.sim > p.m) {
            return self.grounded(&cx, b, s_max, notes);
        }
        // Switching rule: the best candidate's confidence plus its similarity below `switch`.
        let conf = best.map(|b| dets[b.det].confidence).unwrap_or(0.0);
        let mut request_msi = conf + s_max < p.switch;
        if request_msi {
            notes.push(format!(
                "switch: confidence {conf:.2} + S_max {s_max:.2} < {}: asking the slow stream",
                p.switch
            ));
        }
        let exploration = self.explore(&cx, s_max, &mut request_msi, &mut notes);
        Decision { stream: Stream::Adm, grounding: None, exploration, request_msi, s_max, notes }
    }

    /// ERS found the tool: ground it and its parts.
    fn grounded(&self, cx: &StepCtx, b: ers::Match, s_max: f32, mut notes: Vec<String>) -> Decision {
        let (dets, p) = (&cx.obs.detections, cx.p);
        let d = &dets[b.det];
        let t = &self.pool[b.tool];
        let layout_tool = t.catalog.or_else(|| {
            ers::detection_vector(&self.kb, d, &cx.ranking.evidence).and_then(|v| self.kb.classify(&v)).map(|x| x.0)
        });
        let layout = layout_tool.and_then(|c| self.kb.tools().get(c)).map(|t| (&t.operational, &t.functional));
        let (operational, functional) = ers::ground_parts(d, layout);
        let layout_note = layout.and(layout_tool).and_then(|c| ers::layout_fallback_note(d, &self.kb.tools()[c].name));
        let context = cx.ranking.context.and_then(|e| self.kb.label_cosine(&d.label, e));
        notes.push(format!(
            "ERS: `{}` matches retrieved tool `{}` (S_max {:.3} > m {}; fit {:.2}{})",
            d.label,
            t.name,
            b.sim,
            p.m,
            t.fit,
            context.map(|c| format!(", label-instruction cosine {c:.2}")).unwrap_or_default()
        ));
        notes.extend(layout_note);
        Decision {
            stream: Stream::Adm,
            grounding: Some(TaskGrounding::of(d, (operational, functional), b.sim, &t.name)),
            exploration: None,
            request_msi: false,
            s_max,
            notes,
        }
    }

    /// Exploration: visible when some of the top 2N look like a retrieved tool, else
    /// invisible (a storage place).
    fn explore(
        &self,
        cx: &StepCtx,
        s_max: f32,
        request_msi: &mut bool,
        notes: &mut Vec<String>,
    ) -> Option<Exploration> {
        let (dets, ranked, p) = (&cx.obs.detections, cx.ranked, cx.p);
        let top_2n = &ranked[..ranked.len().min(2 * p.n)];
        let (best2, _) = ers::rank(&self.kb, dets, top_2n, &self.pool, &cx.ranking);
        let s2 = best2.map(|b| b.sim).unwrap_or(0.0);
        if s2 > p.visible {
            let looks_like_a_tool = |di: usize| {
                ers::detection_vector(&self.kb, &dets[di], &cx.ranking.evidence)
                    .and_then(|v| ers::best_tool(&v, &self.pool))
                    .is_some_and(|(_, s)| s > p.visible)
            };
            let region =
                explore::visible_region(dets, ranked, p.n, p.n_prime, p.px, cx.obs.image_size, looks_like_a_tool)
                    .or_else(|| best2.map(|b| dets[b.det].bbox));
            notes.push(format!(
                "S_max {s_max:.3} <= m {}: visible exploration (top-2N similarity {s2:.3} > {})",
                p.m, p.visible
            ));
            region.map(|region| Exploration::Visible { region })
        } else {
            self.invisible_exploration(cx, request_msi, notes)
        }
    }

    /// The tool is not in view: explore the likeliest storage place in view, or look for one.
    fn invisible_exploration(
        &self,
        cx: &StepCtx,
        request_msi: &mut bool,
        notes: &mut Vec<String>,
    ) -> Option<Exploration> {
        let (dets, p) = (&cx.obs.detections, cx.p);
        match explore::choose_place(&self.kb, dets, &cx.ranking.evidence, &self.regions, p.place_min) {
            Some(c) => {
                let d = &dets[c.det];
                notes.push(format!(
                    "tool not in view: explore `{}` (the {}; place score {:.3})",
                    d.label, self.regions[c.region].name, c.sim
                ));
                Some(Exploration::Invisible {
                    region_label: self.regions[c.region].name.clone(),
                    track_id: Some(d.track_id),
                    region: Some(d.bbox),
                })
            }
            None => {
                let label = self.regions.first().map(|r| r.name.clone()).unwrap_or_default();
                notes.push(format!("tool not in view and no storage place seen: look for a {label}"));
                if !*request_msi {
                    // Nothing in view to act on: the slow stream looks at the whole scene.
                    *request_msi = true;
                    notes.push("nothing to ground or explore in view: asking the slow stream".into());
                }
                (!label.is_empty()).then_some(Exploration::Invisible {
                    region_label: label,
                    track_id: None,
                    region: None,
                })
            }
        }
    }
}

/// One decision step's inputs: the observation, its detections in confidence order, how ERS
/// ranks matches, and the configuration.
struct StepCtx<'a> {
    obs: &'a Observation,
    ranked: &'a [usize],
    ranking: ers::Ranking<'a>,
    p: &'a AdmConfig,
}

/// The understanding of the instruction applied to the retrieval's pool: keeps the tools it
/// scores at least `adm.pool_fit` of its best tool, adds the tools it favours that the DFS
/// missed, and weights the storage regions by the places it votes for.
fn prefer(
    kb: &Knowledge,
    u: &Understanding,
    p: &AdmConfig,
    pool: &mut Vec<PoolTool>,
    regions: &mut RegionVotes,
) -> Result<(), KnowledgeError> {
    let pref = crate::knowledge::preferences::preferences(kb, u, p.d)?;
    let best = pref.tool.iter().cloned().fold(0.0f32, f32::max).max(1e-6);
    let fit = |c: usize| pref.tool.get(c).copied().unwrap_or(0.0) / best;
    pool.retain(|t| t.catalog.is_none_or(|c| fit(c) >= p.pool_fit));
    for t in pool.iter_mut() {
        t.fit = t.catalog.map_or(1.0, fit);
    }
    // Objects that serve as tools, and objects the nearest known instructions list,
    // join from outside the retrieval. An everyday object with (near) zero
    // affordances fits a weak need's small vector by distance alone (a vinyl record
    // for "it's raining") and must not pass for a tool; but gloves (an object, not a
    // tool) are what cold hands want, and a DFS landing among rain instructions must
    // not leave them out.
    let joins = |c: usize, t: &crate::knowledge::Tool| t.serves_as_tool() || pref.voted[c];
    for (c, t) in kb.tools().iter().enumerate() {
        if fit(c) >= p.pool_fit && joins(c, t) && !pool.iter().any(|x| x.catalog == Some(c)) {
            pool.push(PoolTool {
                name: t.name.clone(),
                catalog: Some(c),
                label: Arc::from(Vec::new()),
                relevance: fit(c),
                fit: fit(c),
                operational: Some(t.operational.part.clone()),
                functional: Some(t.functional.part.clone()),
            });
        }
    }
    if pref.place.iter().any(|&x| x > 0.0) {
        *regions =
            kb.tools().iter().zip(&pref.place).filter(|(_, &w)| w > 0.0).map(|(t, &w)| (t.name.clone(), w)).collect();
    }
    Ok(())
}
