//! MIND-style maintenance of cached judgments (seed 001).
//!
//! For each instruction a [`Signature`] says once which state categories its
//! *qualification* (does this region hold something that serves the request: the
//! semantic, LLM-evaluated judgment) and its *selection* (which qualifying, reachable
//! region to go for: deterministic) read. A world [`Event`] carries a [`Footprint`]: the
//! categories it changed and the regions they changed in. After an event a [`Maintainer`]
//! re-judges only the regions in the footprint when a changed category is a
//! qualification dependency, recomputes reachability when topology or position changed,
//! re-runs selection (no LLM call) when a changed category is a dependency of either
//! stage, and refreshes everything when the event is uncertain. Every judgment call is
//! counted, so full recomputation and MIND can be compared exactly
//! ([`run_event_benchmark`]).

use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// MIND's five state categories.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    /// Which objects (by class) are in which region, and in which container.
    Inventory,
    /// What a region is called (kitchen, office).
    RegionLabel,
    /// Where the robot is.
    Position,
    /// What happened before (objects the person already used).
    History,
    /// Doors between regions and containers (drawer, fridge) open or closed.
    Topology,
}

pub const CATEGORIES: [Category; 5] =
    [Category::Inventory, Category::RegionLabel, Category::Position, Category::History, Category::Topology];

impl Category {
    pub fn name(&self) -> &'static str {
        match self {
            Category::Inventory => "inventory",
            Category::RegionLabel => "region_label",
            Category::Position => "position",
            Category::History => "history",
            Category::Topology => "topology",
        }
    }
    pub fn parse(s: &str) -> Option<Category> {
        CATEGORIES.into_iter().find(|c| c.name() == s)
    }
}

/// Which categories each stage reads (compiled once per instruction).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Signature {
    pub qualification: BTreeSet<Category>,
    pub selection: BTreeSet<Category>,
}

impl Signature {
    /// Stage widening (MIND IV-A): every reported category may belong to either stage.
    pub fn widened(&self) -> Signature {
        let all: BTreeSet<Category> = self.qualification.union(&self.selection).copied().collect();
        Signature { qualification: all.clone(), selection: all }
    }

    /// True when this signature contains `other` in both stages (conservative coverage).
    pub fn contains(&self, other: &Signature) -> bool {
        other.qualification.is_subset(&self.qualification) && other.selection.is_subset(&self.selection)
    }
}

// ------------------------------------------------------------------------------------
// World model

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct InventoryItem {
    pub class: String,
    /// The container it is in ("fridge", "drawer"), if any.
    #[serde(default)]
    pub container: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Room {
    pub id: String,
    pub label: String,
    #[serde(default)]
    pub items: Vec<InventoryItem>,
    /// Containers in this region and whether each is open.
    #[serde(default)]
    pub containers: BTreeMap<String, bool>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Door {
    pub a: String,
    pub b: String,
    pub open: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct World {
    pub regions: Vec<Room>,
    pub doors: Vec<Door>,
    /// Room the robot is in.
    pub robot: String,
    /// Classes the person already used.
    #[serde(default)]
    pub history: Vec<String>,
}

/// A change of the world.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    Remove {
        region: String,
        class: String,
    },
    Add {
        region: String,
        class: String,
        #[serde(default)]
        container: Option<String>,
    },
    Move {
        from: String,
        to: String,
        class: String,
    },
    Robot {
        to: String,
    },
    Container {
        region: String,
        container: String,
        open: bool,
    },
    Door {
        a: String,
        b: String,
        open: bool,
    },
    Used {
        class: String,
    },
    Relabel {
        region: String,
        label: String,
    },
    /// Something changed that the detector could not attribute: refresh everything.
    Unknown {
        note: String,
    },
}

/// The regions an event may affect.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scope {
    All,
    Regions(BTreeSet<String>),
}

/// What an event changed: categories, and the regions in scope (MIND IV-B). `None`
/// categories: uncertain, refresh everything.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Footprint {
    pub categories: Option<BTreeSet<Category>>,
    pub scope: Scope,
}

impl Event {
    /// The footprint, by MIND's convention: inventory changes are local to the changed
    /// regions; position, doors, history and labels scope all regions. A container is
    /// local to its region, so opening one scopes that region only.
    pub fn footprint(&self) -> Footprint {
        let one = |c: Category, regions: &[&String]| Footprint {
            categories: Some([c].into()),
            scope: Scope::Regions(regions.iter().map(|r| (*r).clone()).collect()),
        };
        let all = |c: Category| Footprint { categories: Some([c].into()), scope: Scope::All };
        match self {
            Event::Remove { region, .. } | Event::Add { region, .. } => one(Category::Inventory, &[region]),
            Event::Move { from, to, .. } => one(Category::Inventory, &[from, to]),
            Event::Container { region, .. } => one(Category::Topology, &[region]),
            Event::Robot { .. } => all(Category::Position),
            Event::Door { .. } => all(Category::Topology),
            Event::Used { .. } => all(Category::History),
            Event::Relabel { .. } => all(Category::RegionLabel),
            Event::Unknown { .. } => Footprint { categories: None, scope: Scope::All },
        }
    }
}

#[derive(Debug, thiserror::Error, PartialEq)]
#[non_exhaustive]
pub enum MindError {
    #[error("event {event}: no region `{region}`")]
    NoRegion { event: usize, region: String },
    #[error("event {event}: no `{class}` in region `{region}`")]
    NoItem { event: usize, region: String, class: String },
    #[error("event {event}: no container `{container}` in region `{region}`")]
    NoContainer { event: usize, region: String, container: String },
    #[error("event {event}: no door between `{a}` and `{b}`")]
    NoDoor { event: usize, a: String, b: String },
    #[error("events file `{file}`: {reason}")]
    File { file: String, reason: String },
}

impl World {
    fn region_mut(&mut self, id: &str, event: usize) -> Result<&mut Room, MindError> {
        self.regions.iter_mut().find(|r| r.id == id).ok_or(MindError::NoRegion { event, region: id.into() })
    }

    pub fn region(&self, id: &str) -> Option<&Room> {
        self.regions.iter().find(|r| r.id == id)
    }

    /// Applies an event (`event` numbers it in errors).
    pub fn apply(&mut self, e: &Event, event: usize) -> Result<(), MindError> {
        match e {
            Event::Remove { region, class } => {
                let r = self.region_mut(region, event)?;
                let i = r.items.iter().position(|it| &it.class == class).ok_or_else(|| MindError::NoItem {
                    event,
                    region: region.clone(),
                    class: class.clone(),
                })?;
                r.items.remove(i);
            }
            Event::Add { region, class, container } => {
                let r = self.region_mut(region, event)?;
                if let Some(c) = container {
                    if !r.containers.contains_key(c) {
                        return Err(MindError::NoContainer { event, region: region.clone(), container: c.clone() });
                    }
                }
                r.items.push(InventoryItem { class: class.clone(), container: container.clone() });
            }
            Event::Move { from, to, class } => {
                self.region_mut(to, event)?;
                let r = self.region_mut(from, event)?;
                let i = r.items.iter().position(|it| &it.class == class).ok_or_else(|| MindError::NoItem {
                    event,
                    region: from.clone(),
                    class: class.clone(),
                })?;
                r.items.remove(i);
                self.region_mut(to, event)?.items.push(InventoryItem { class: class.clone(), container: None });
            }
            Event::Robot { to } => {
                self.region_mut(to, event)?;
                self.robot = to.clone();
            }
            Event::Container { region, container, open } => {
                let r = self.region_mut(region, event)?;
                let c = r.containers.get_mut(container).ok_or_else(|| MindError::NoContainer {
                    event,
                    region: region.clone(),
                    container: container.clone(),
                })?;
                *c = *open;
            }
            Event::Door { a, b, open } => {
                let d = self
                    .doors
                    .iter_mut()
                    .find(|d| (&d.a == a && &d.b == b) || (&d.a == b && &d.b == a))
                    .ok_or_else(|| MindError::NoDoor { event, a: a.clone(), b: b.clone() })?;
                d.open = *open;
            }
            Event::Used { class } => self.history.push(class.clone()),
            Event::Relabel { region, label } => self.region_mut(region, event)?.label = label.clone(),
            Event::Unknown { .. } => {}
        }
        Ok(())
    }

    /// Hop distance from the robot to every region reachable through open doors.
    pub fn reachability(&self) -> BTreeMap<String, usize> {
        let mut dist = BTreeMap::new();
        let mut q = VecDeque::new();
        dist.insert(self.robot.clone(), 0usize);
        q.push_back(self.robot.clone());
        while let Some(r) = q.pop_front() {
            let d = dist[&r];
            for door in self.doors.iter().filter(|d| d.open) {
                let next = if door.a == r {
                    &door.b
                } else if door.b == r {
                    &door.a
                } else {
                    continue;
                };
                if !dist.contains_key(next) {
                    dist.insert(next.clone(), d + 1);
                    q.push_back(next.clone());
                }
            }
        }
        dist
    }
}

// ------------------------------------------------------------------------------------
// Instructions and judges

/// The exact predicate of a benchmark instruction (MIND V: an exact benchmark predicate
/// isolates maintenance errors from model errors).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Predicate {
    /// The region holds at least one of these classes...
    pub any_of: Vec<String>,
    /// ...counting only items outside closed containers.
    #[serde(default)]
    pub accessible_only: bool,
    /// ...counting only items inside these containers ("fridge" for cold drinks).
    #[serde(default)]
    pub inside: Vec<String>,
    /// ...and the region is the one the robot is in ("from this room").
    #[serde(default)]
    pub in_robot_region: bool,
    /// ...ignoring classes the person already used ("something I have not had").
    #[serde(default)]
    pub exclude_used: bool,
    /// ...and the region carries one of these labels.
    #[serde(default)]
    pub region_labels: Vec<String>,
}

impl Predicate {
    pub fn holds(&self, w: &World, region: &Room) -> bool {
        if self.in_robot_region && region.id != w.robot {
            return false;
        }
        if !self.region_labels.is_empty() && !self.region_labels.contains(&region.label) {
            return false;
        }
        region.items.iter().any(|it| {
            self.any_of.contains(&it.class)
                && (self.inside.is_empty() || it.container.as_ref().is_some_and(|c| self.inside.contains(c)))
                && (!self.accessible_only
                    || it.container.as_ref().is_none_or(|c| region.containers.get(c).copied().unwrap_or(true)))
                && (!self.exclude_used || !w.history.contains(&it.class))
        })
    }

    /// The categories this predicate truly reads (the reference signature's first stage).
    pub fn reads(&self) -> BTreeSet<Category> {
        let mut s: BTreeSet<Category> = [Category::Inventory].into();
        if self.accessible_only {
            s.insert(Category::Topology);
        }
        if self.in_robot_region {
            s.insert(Category::Position);
        }
        if self.exclude_used {
            s.insert(Category::History);
        }
        if !self.region_labels.is_empty() {
            s.insert(Category::RegionLabel);
        }
        s
    }
}

/// How a target is chosen among qualifying, reachable regions (deterministic).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Selector {
    /// Fewest door hops from the robot; ties by region order.
    Nearest,
    /// First in region order.
    First,
}

impl Selector {
    pub fn reads(&self) -> BTreeSet<Category> {
        match self {
            Selector::Nearest => [Category::Position, Category::Topology].into(),
            Selector::First => [Category::Topology].into(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct InstructionSpec {
    pub id: String,
    pub text: String,
    pub predicate: Predicate,
    pub select: Selector,
    /// The compiled signature (what the dependency compiler answered for this text).
    pub depends: Signature,
}

/// The semantic judgment: does this region qualify for the instruction? Each call is one
/// LLM evaluation in a deployment.
pub trait Judge {
    fn qualifies(&mut self, spec: &InstructionSpec, world: &World, region: &Room) -> bool;
}

/// A frozen deterministic judge: the benchmark's exact predicate, counted per call.
#[derive(Debug, Default)]
pub struct PredicateJudge {
    pub calls: u64,
}

impl Judge for PredicateJudge {
    fn qualifies(&mut self, spec: &InstructionSpec, world: &World, region: &Room) -> bool {
        self.calls += 1;
        spec.predicate.holds(world, region)
    }
}

// ------------------------------------------------------------------------------------
// Maintenance

/// Cached judgments, reachability and the selected target for one instruction.
#[derive(Debug, Clone)]
pub struct Maintainer {
    pub spec: InstructionSpec,
    sig: Signature,
    verdicts: BTreeMap<String, bool>,
    reach: BTreeMap<String, usize>,
    target: Option<String>,
    /// Judge calls made by this maintainer.
    pub evaluations: u64,
    /// Times selection re-ran without any judge call.
    pub reselections_without_llm: u64,
}

impl Maintainer {
    /// Judges every region once (initialisation) and selects.
    pub fn new(spec: InstructionSpec, world: &World, judge: &mut dyn Judge) -> Maintainer {
        let sig = spec.depends.clone();
        let mut m = Maintainer {
            spec,
            sig,
            verdicts: BTreeMap::new(),
            reach: BTreeMap::new(),
            target: None,
            evaluations: 0,
            reselections_without_llm: 0,
        };
        m.refresh(world, judge, &Scope::All);
        m.reach = world.reachability();
        m.select(world);
        m
    }

    pub fn target(&self) -> Option<&str> {
        self.target.as_deref()
    }

    fn refresh(&mut self, world: &World, judge: &mut dyn Judge, scope: &Scope) -> usize {
        let mut n = 0;
        for r in &world.regions {
            let inside = match scope {
                Scope::All => true,
                Scope::Regions(s) => s.contains(&r.id),
            };
            if inside {
                let v = judge.qualifies(&self.spec, world, r);
                self.verdicts.insert(r.id.clone(), v);
                self.evaluations += 1;
                n += 1;
            }
        }
        n
    }

    fn select(&mut self, world: &World) {
        let feasible =
            world.regions.iter().filter(|r| self.verdicts.get(&r.id) == Some(&true) && self.reach.contains_key(&r.id));
        self.target = match self.spec.select {
            Selector::First => feasible.map(|r| r.id.clone()).next(),
            Selector::Nearest => feasible.min_by_key(|r| self.reach[&r.id]).map(|r| r.id.clone()),
        };
    }

    /// Maintains the judgments after `event` (already applied to `world`).
    pub fn on_event(&mut self, world: &World, event: &Event, judge: &mut dyn Judge) -> Option<&str> {
        let fp = event.footprint();
        let (changed, uncertain) = match &fp.categories {
            Some(c) => (c.clone(), false),
            None => (CATEGORIES.into_iter().collect(), true),
        };
        let semantic = uncertain || changed.iter().any(|c| self.sig.qualification.contains(c));
        let scope = if uncertain { Scope::All } else { fp.scope.clone() };
        let refreshed = if semantic { self.refresh(world, judge, &scope) } else { 0 };
        let reach_changed = uncertain || changed.contains(&Category::Topology) || changed.contains(&Category::Position);
        if reach_changed || refreshed > 0 {
            self.reach = world.reachability();
        }
        let reselect = reach_changed
            || refreshed > 0
            || changed.iter().any(|c| self.sig.qualification.contains(c) || self.sig.selection.contains(c));
        if reselect {
            if refreshed == 0 {
                self.reselections_without_llm += 1;
            }
            self.select(world);
        }
        self.target()
    }
}

/// Full recomputation: judge every region after every event.
pub fn full_recompute(spec: &InstructionSpec, world: &World, judge: &mut dyn Judge) -> (Option<String>, u64) {
    let m = Maintainer::new(spec.clone(), world, judge);
    (m.target, m.evaluations)
}

mod bench;
mod compile;

pub use bench::{run_event_benchmark, run_events, EventBenchReport, EventsFile, InstructionReport};
pub use bench::{EventEpisode, EventScene};
pub use compile::compile_signature;

#[cfg(test)]
mod tests {
    use super::*;

    fn world() -> World {
        let region = |id: &str, items: &[(&str, Option<&str>)], containers: &[(&str, bool)]| Room {
            id: id.into(),
            label: id.into(),
            items: items
                .iter()
                .map(|(c, k)| InventoryItem { class: (*c).into(), container: k.map(str::to_string) })
                .collect(),
            containers: containers.iter().map(|(c, o)| ((*c).to_string(), *o)).collect(),
        };
        World {
            regions: vec![
                region("kitchen", &[("mug", None), ("coke", Some("fridge"))], &[("fridge", false)]),
                region("hall", &[], &[]),
                region("office", &[("mug", None)], &[]),
            ],
            doors: vec![
                Door { a: "kitchen".into(), b: "hall".into(), open: true },
                Door { a: "hall".into(), b: "office".into(), open: true },
            ],
            robot: "office".into(),
            history: vec![],
        }
    }

    fn thirsty() -> InstructionSpec {
        InstructionSpec {
            id: "thirsty".into(),
            text: "I am thirsty".into(),
            predicate: Predicate {
                any_of: vec!["mug".into()],
                accessible_only: false,
                inside: vec![],
                in_robot_region: false,
                exclude_used: false,
                region_labels: vec![],
            },
            select: Selector::Nearest,
            depends: Signature {
                qualification: [Category::Inventory].into(),
                selection: [Category::Position, Category::Topology].into(),
            },
        }
    }

    #[test]
    fn a_robot_move_reselects_without_any_judgment() {
        let mut w = world();
        let mut j = PredicateJudge::default();
        let mut m = Maintainer::new(thirsty(), &w, &mut j);
        assert_eq!((m.target(), j.calls), (Some("office"), 3));
        let e = Event::Robot { to: "kitchen".into() };
        w.apply(&e, 0).unwrap();
        assert_eq!(m.on_event(&w, &e, &mut j), Some("kitchen"));
        assert_eq!(j.calls, 3, "selection-only change: no LLM evaluation");
        assert_eq!(m.reselections_without_llm, 1);
    }

    #[test]
    fn a_removal_rejudges_only_its_region_and_an_unknown_event_everything() {
        let mut w = world();
        let mut j = PredicateJudge::default();
        let mut m = Maintainer::new(thirsty(), &w, &mut j);
        let e = Event::Remove { region: "office".into(), class: "mug".into() };
        w.apply(&e, 0).unwrap();
        assert_eq!(m.on_event(&w, &e, &mut j), Some("kitchen"));
        assert_eq!(j.calls, 4);
        let e = Event::Unknown { note: "occlusion".into() };
        assert_eq!(m.on_event(&w, &e, &mut j), Some("kitchen"));
        assert_eq!(j.calls, 7);
    }

    #[test]
    fn a_closed_door_changes_the_target_through_reachability_alone() {
        let mut w = world();
        w.robot = "hall".into();
        let mut j = PredicateJudge::default();
        let mut m = Maintainer::new(thirsty(), &w, &mut j);
        assert_eq!(m.target(), Some("kitchen"), "tie at one hop: region order");
        let e = Event::Door { a: "kitchen".into(), b: "hall".into(), open: false };
        w.apply(&e, 0).unwrap();
        assert_eq!(m.on_event(&w, &e, &mut j), Some("office"));
        assert_eq!(j.calls, 3);
    }

    #[test]
    fn a_missing_dependency_is_detected_by_the_coverage_check() {
        let mut spec = thirsty();
        spec.predicate.accessible_only = true;
        let reference = Signature { qualification: spec.predicate.reads(), selection: spec.select.reads() };
        assert!(!spec.depends.contains(&reference));
        assert!(spec
            .depends
            .widened()
            .contains(&Signature { qualification: [Category::Inventory].into(), selection: [].into() }));
    }

    #[test]
    fn bad_events_name_the_missing_thing() {
        let mut w = world();
        let e = Event::Remove { region: "hall".into(), class: "mug".into() };
        assert_eq!(w.apply(&e, 3), Err(MindError::NoItem { event: 3, region: "hall".into(), class: "mug".into() }));
    }
}
