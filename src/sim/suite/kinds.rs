//! What each episode kind puts into a home: where the tool is (or is not), what changes when,
//! and what solves the episode.

use super::data::{Need, Room};
use super::home::{mm, Home, NoFit};
use crate::sim::scene::{EpisodeKind, EventAction, Expect, SceneEvent};
use rand::seq::IndexedRandom;
use rand::Rng;

/// How the world changes in a world-change episode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// A person walks up and takes the tool away; another one is further off.
    TakenAway,
    /// The tool is moved from the near surface to the far one.
    Moved,
    /// The open container holding the tool is shut.
    Closed,
    /// Only a substitute is in view, then a tool of the best kind is put down.
    BetterAppears,
}

pub const CHANGES: [Change; 4] = [Change::TakenAway, Change::Moved, Change::Closed, Change::BetterAppears];

/// What solves an episode.
pub struct Solution {
    pub accept: Vec<String>,
    pub explore: Vec<String>,
    pub expect: Expect,
}

impl Solution {
    fn grasp(accept: Vec<String>, explore: Vec<String>) -> Solution {
        Solution { accept, explore, expect: Expect::Grasp }
    }
}

/// Object types of `list` the room has.
fn in_room<'a>(room: &Room, list: &'a [String]) -> Vec<&'a String> {
    list.iter().filter(|t| room.objects.contains(t)).collect()
}

/// Container types of `need.stored_in` the room has.
fn stores(room: &Room, need: &Need) -> Vec<String> {
    need.stored_in.iter().filter(|c| room.containers.contains(c)).cloned().collect()
}

/// Whether `need` can make an episode of `kind` (and `change`) in `room`.
pub fn fits(kind: EpisodeKind, change: Change, room: &Room, need: &Need) -> bool {
    let tools = !in_room(room, &need.tools).is_empty();
    let subs = !in_room(room, &need.substitutes).is_empty();
    let store = !stores(room, need).is_empty();
    match kind {
        EpisodeKind::InView | EpisodeKind::Far | EpisodeKind::Occluded => tools,
        EpisodeKind::InContainer | EpisodeKind::Absent => tools && store,
        EpisodeKind::SubstituteInView => subs,
        EpisodeKind::WorldChange => match change {
            Change::TakenAway | Change::Moved => tools,
            Change::Closed => tools && store,
            Change::BetterAppears => tools && subs,
        },
    }
}

/// The containers an episode needs in its home.
pub fn must_have(kind: EpisodeKind, change: Change, room: &Room, need: &Need, rng: &mut impl Rng) -> Vec<String> {
    let wants_store = matches!(kind, EpisodeKind::InContainer | EpisodeKind::Absent | EpisodeKind::SubstituteInView)
        || (kind == EpisodeKind::WorldChange && change == Change::Closed);
    let s = stores(room, need);
    match s.choose(rng) {
        Some(c) if wants_store => vec![c.clone()],
        _ => Vec::new(),
    }
}

/// Places the tool(s), events and solution of `kind` into `home`.
pub fn build(kind: EpisodeKind, change: Change, need: &Need, home: &mut Home) -> Result<Solution, NoFit> {
    let tool = in_room(home.room, &need.tools).choose(home.rng).map(|t| t.to_string());
    let sub = in_room(home.room, &need.substitutes).choose(home.rng).map(|t| t.to_string());
    let tool = || tool.clone().ok_or(NoFit("no tool of the need in this room"));
    let store_ids = home.containers_of(&need.stored_in);
    let sol = match kind {
        EpisodeKind::InView => Solution::grasp(vec![home.on_surface(&tool()?, false)?], Vec::new()),
        EpisodeKind::Far => Solution::grasp(vec![home.on_surface(&tool()?, true)?], Vec::new()),
        EpisodeKind::Occluded => {
            let id = home.behind_occluder(&tool()?)?;
            Solution::grasp(vec![id], vec![home.near.id.clone()])
        }
        EpisodeKind::InContainer => {
            let c = store_ids.first().ok_or(NoFit("no store"))?.clone();
            Solution::grasp(vec![home.inside(&tool()?, &c)?], store_ids)
        }
        EpisodeKind::SubstituteInView => {
            let s = sub.ok_or(NoFit("no substitute in this room"))?;
            Solution::grasp(vec![home.on_surface(&s, false)?], store_ids)
        }
        EpisodeKind::Absent => {
            if store_ids.is_empty() {
                return Err(NoFit("nowhere right to explore"));
            }
            Solution { accept: Vec::new(), explore: store_ids, expect: Expect::ReportAbsent }
        }
        EpisodeKind::WorldChange => world_change(change, &tool()?, sub, &store_ids, home)?,
    };
    Ok(sol)
}

/// A time for an event, seconds after the first frame, rounded to 0.1 s.
fn at(home: &mut Home, lo: f64, hi: f64) -> f64 {
    (home.rng.random_range(lo..=hi) * 10.0f64).round() / 10.0
}

fn event(at_s: f64, action: EventAction, object: &str, to: Option<[f64; 3]>) -> SceneEvent {
    SceneEvent { at_s, action, object: object.to_string(), to }
}

fn world_change(
    change: Change,
    tool: &str,
    sub: Option<String>,
    store_ids: &[String],
    home: &mut Home,
) -> Result<Solution, NoFit> {
    match change {
        Change::TakenAway => {
            let near = home.on_surface(tool, false)?;
            let spare = home.on_surface(tool, true)?;
            let t = taken_by_a_walker(home, &near);
            home.events.push(event(t, EventAction::Remove, &near, None));
            Ok(Solution::grasp(vec![near, spare], Vec::new()))
        }
        Change::Moved => {
            let id = home.on_surface(tool, false)?;
            let to = home.far_spot(tool)?;
            let t = at(home, 1.0, 2.5);
            home.events.push(event(t, EventAction::Move, &id, Some(to)));
            Ok(Solution::grasp(vec![id], Vec::new()))
        }
        Change::Closed => {
            let c = store_ids.first().ok_or(NoFit("no store"))?.clone();
            let id = home.inside(tool, &c)?;
            home.set_open(&c);
            let t = at(home, 2.0, 3.5);
            home.events.push(event(t, EventAction::Close, &c, None));
            Ok(Solution::grasp(vec![id], vec![c]))
        }
        Change::BetterAppears => {
            let s = sub.ok_or(NoFit("no substitute in this room"))?;
            home.on_surface(&s, false)?;
            let better = home.on_surface(tool, false)?;
            let t = at(home, 0.5, 1.5);
            home.events.push(event(t, EventAction::Add, &better, None));
            Ok(Solution::grasp(vec![better], Vec::new()))
        }
    }
}

/// A person walks in from the side, reaches across the near surface for `object` from its far
/// side, and walks off to the other side; the time (s) the object is taken.
fn taken_by_a_walker(home: &mut Home, object: &str) -> f64 {
    let y = home.objects.iter().find(|o| o.id == object).map(|o| o.position[1]).unwrap_or(0.0);
    let pick = [mm(home.near.front + home.near.depth + 0.25), y];
    let side = if home.rng.random_bool(0.5) { 1.0 } else { -1.0 };
    let start = [mm(pick[0] + 0.4), side * 2.6];
    let exit = [mm(pick[0] + 1.2), -side * 2.6];
    let speed = mm(home.rng.random_range(1.0..=1.4));
    let walk = ((pick[0] - start[0]).powi(2) + (pick[1] - start[1]).powi(2)).sqrt();
    home.people.push(crate::sim::scene::ScenePerson {
        position: [start[0], start[1], 1.0],
        path: vec![pick, exit],
        speed,
        at_end: crate::sim::scene::PathEnd::Stop,
    });
    ((walk / speed) * 10.0).ceil() / 10.0
}

/// Whether the catalogue has, for every kind, some room and need that fit it.
#[cfg(test)]
pub fn every_kind_fits_somewhere(cat: &super::data::Catalogue) -> bool {
    EpisodeKind::ALL
        .iter()
        .all(|&k| CHANGES.iter().all(|&c| cat.rooms.iter().any(|r| cat.needs.iter().any(|n| fits(k, c, r, n)))))
}
