//! Scene files: the simulated world's objects, people and demo episodes (`assets/scenes/*.toml`).

use crate::perception::PartKind;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::path::Path;

/// Scenes shipped inside the binary, by name.
pub const EMBEDDED_SCENES: &[(&str, &str)] = &[
    ("home", include_str!("../../assets/scenes/home.toml")),
    ("workbench", include_str!("../../assets/scenes/workbench.toml")),
];

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SceneError {
    #[error("scene `{name}`: not an embedded scene ({}) and not a readable file: {source}", EMBEDDED_SCENES.iter().map(|s| s.0).collect::<Vec<_>>().join(", "))]
    NotFound {
        name: String,
        #[source]
        source: std::io::Error,
    },
    #[error("scene `{file}`: {message}")]
    Parse { file: String, message: String },
    #[error("scene `{file}`: object `{object}`: {message}")]
    Object { file: String, object: String, message: String },
}

/// Fastest walking speed a scene may give a person, m/s (a brisk walk is 1.5-2).
pub const MAX_WALKING_SPEED: f64 = 3.0;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scene {
    pub name: String,
    pub robot: RobotStart,
    pub objects: Vec<SceneObject>,
    #[serde(default)]
    pub people: Vec<ScenePerson>,
    #[serde(default)]
    pub episodes: Vec<Episode>,
    /// Changes to the world at given times (see [`SceneEvent`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<SceneEvent>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RobotStart {
    /// x, y (m), yaw (rad) of the mobile base.
    pub base: [f64; 3],
    pub arm_mount_height: f64,
    pub max_linear: f64,
    pub max_angular: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenePart {
    pub kind: PartKind,
    pub name: String,
    /// Fractions [x1, y1, x2, y2] of the object's image box.
    #[serde(rename = "box")]
    pub frac: [f32; 4],
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SceneObject {
    pub id: String,
    /// The object's hidden identity, in words ("white glazed ceramic mug with a handle"):
    /// what the simulated detector compares its prompts with. Only the simulator and the
    /// scorer read it; the robot sees only the prompt that matched.
    pub description: String,
    /// Its appearance colour (sRGB), for the simulator's rendering.
    #[serde(default = "grey")]
    pub colour: [u8; 3],
    /// Centre in the world frame, metres.
    pub position: [f64; 3],
    /// Extent along x, y, z, metres.
    pub size: [f64; 3],
    #[serde(default = "yes")]
    pub graspable: bool,
    #[serde(default)]
    pub container: bool,
    /// A container that stands open at the start (default: closed).
    #[serde(default, skip_serializing_if = "is_false")]
    pub open: bool,
    /// Id of the container hiding this object until opened.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inside: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<ScenePart>,
    /// How clearly the detector sees it at close range (0..1).
    #[serde(default = "default_visibility")]
    pub visibility: f32,
}

fn yes() -> bool {
    true
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn grey() -> [u8; 3] {
    [128, 128, 128]
}

/// How clearly the detector sees an object at close range when its scene does not say.
pub const DEFAULT_VISIBILITY: f32 = 0.92;

fn default_visibility() -> f32 {
    DEFAULT_VISIBILITY
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenePerson {
    /// Where the person stands, or starts walking, world frame, metres (z: the height the
    /// person is reported at).
    pub position: [f64; 3],
    /// Waypoints [x, y] (world frame, metres) walked in order from `position` at `speed`, at
    /// the height of `position`; empty: the person stands still (see [`super::people`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub path: Vec<[f64; 2]>,
    /// Walking speed, m/s (needed with a path).
    #[serde(default)]
    pub speed: f64,
    /// What the person does at the last waypoint.
    #[serde(default)]
    pub at_end: PathEnd,
}

/// What a walking person does at the end of the path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PathEnd {
    /// Walks straight back to `position` and round the path again, for ever.
    #[default]
    Loop,
    /// Stays at the last waypoint.
    Stop,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Episode {
    pub instruction: String,
    /// Objects that solve the task.
    pub accept: Vec<String>,
    /// Places that are right to explore while no acceptable object is in view.
    #[serde(default)]
    pub explore: Vec<String>,
    /// What ends the episode well: grasping an object of `accept` (the default), or, with
    /// nothing acceptable anywhere (`accept` empty), exploring a place of `explore` and
    /// reporting that the tool cannot be found.
    #[serde(default, skip_serializing_if = "Expect::is_grasp")]
    pub expect: Expect,
    /// What the episode tests (generated episodes say; hand-written ones may not).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<EpisodeKind>,
}

/// How an episode is solved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Expect {
    /// The robot grasps an object of `accept`.
    #[default]
    Grasp,
    /// The robot explores a place of `explore` and reports the tool absent.
    ReportAbsent,
}

impl Expect {
    fn is_grasp(&self) -> bool {
        *self == Expect::Grasp
    }
}

/// What an episode tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EpisodeKind {
    /// An acceptable tool is in view from the start.
    InView,
    /// The tool is 2.5-4 m away: the base drives, then the arm grasps.
    Far,
    /// The tool is hidden from the start view behind another object.
    Occluded,
    /// The tool is inside a closed container.
    InContainer,
    /// No tool of the best kind anywhere; a substitute is in view.
    SubstituteInView,
    /// No acceptable tool anywhere: explore, then report it absent.
    Absent,
    /// The world changes mid-episode (see the scene's `events`).
    WorldChange,
}

impl EpisodeKind {
    pub const ALL: [EpisodeKind; 7] = [
        EpisodeKind::InView,
        EpisodeKind::Far,
        EpisodeKind::Occluded,
        EpisodeKind::InContainer,
        EpisodeKind::SubstituteInView,
        EpisodeKind::Absent,
        EpisodeKind::WorldChange,
    ];

    /// The snake_case name episode files use.
    pub fn name(&self) -> &'static str {
        match self {
            EpisodeKind::InView => "in_view",
            EpisodeKind::Far => "far",
            EpisodeKind::Occluded => "occluded",
            EpisodeKind::InContainer => "in_container",
            EpisodeKind::SubstituteInView => "substitute_in_view",
            EpisodeKind::Absent => "absent",
            EpisodeKind::WorldChange => "world_change",
        }
    }
}

/// A change to the world at a given time: a person takes something away, moves it or puts
/// something down, or a container is shut.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SceneEvent {
    /// Seconds since the simulator's first frame (the clock people walk by).
    pub at_s: f64,
    pub action: EventAction,
    /// The object (for `close`: the container) it happens to.
    pub object: String,
    /// Where the object goes (world frame, its centre, metres): `move` only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<[f64; 3]>,
}

/// What a [`SceneEvent`] does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventAction {
    /// The object leaves the world (unless the gripper holds it).
    Remove,
    /// The object is put down at `to` (unless the gripper holds it).
    Move,
    /// The object enters the world: absent until then.
    Add,
    /// The container shuts, hiding what is inside again.
    Close,
}

impl Scene {
    /// Loads an embedded scene by name, or a scene file by path.
    pub fn load(name_or_path: &str) -> Result<Scene, SceneError> {
        if let Some((_, text)) = EMBEDDED_SCENES.iter().find(|(n, _)| *n == name_or_path) {
            return Scene::parse(text, &format!("<embedded {name_or_path}>"));
        }
        let text = std::fs::read_to_string(Path::new(name_or_path))
            .map_err(|source| SceneError::NotFound { name: name_or_path.into(), source })?;
        Scene::parse(&text, name_or_path)
    }

    /// Parses and validates scene text; `file` names it in errors.
    pub fn parse(text: &str, file: &str) -> Result<Scene, SceneError> {
        let scene: Scene = toml::from_str(text)
            .map_err(|e| SceneError::Parse { file: file.into(), message: e.to_string().trim().replace('\n', " ") })?;
        scene.validate(file)?;
        Ok(scene)
    }

    pub(crate) fn validate(&self, file: &str) -> Result<(), SceneError> {
        let err =
            |object: &str, message: String| SceneError::Object { file: file.into(), object: object.into(), message };
        let mut ids = HashSet::new();
        for o in &self.objects {
            if !ids.insert(o.id.as_str()) {
                return Err(err(&o.id, "duplicate id".into()));
            }
            if o.size.iter().any(|s| !s.is_finite() || *s <= 0.0) {
                return Err(err(&o.id, format!("size {:?} must be positive", o.size)));
            }
            if o.position.iter().any(|p| !p.is_finite()) {
                return Err(err(&o.id, format!("position {:?} must be finite", o.position)));
            }
            if o.open && !o.container {
                return Err(err(&o.id, "`open = true` on an object that is not a container".into()));
            }
            if !(0.0..=1.0).contains(&o.visibility) {
                return Err(err(&o.id, format!("visibility {} outside 0..=1", o.visibility)));
            }
            for p in &o.parts {
                let f = p.frac;
                if f.iter().any(|v| !(0.0..=1.0).contains(v)) || f[0] >= f[2] || f[1] >= f[3] {
                    return Err(err(
                        &o.id,
                        format!("part `{}` box {:?} must be ordered fractions in 0..=1", p.name, f),
                    ));
                }
            }
        }
        for o in &self.objects {
            if let Some(c) = &o.inside {
                match self.objects.iter().find(|x| &x.id == c) {
                    Some(x) if x.container => {}
                    Some(_) => {
                        return Err(err(&o.id, format!("`inside = \"{c}\"` names an object that is not a container")))
                    }
                    None => return Err(err(&o.id, format!("`inside = \"{c}\"` names no object"))),
                }
            }
        }
        self.validate_people(file)?;
        self.validate_events(file)?;
        for (i, e) in self.episodes.iter().enumerate() {
            for id in e.accept.iter().chain(e.explore.iter()) {
                if !ids.contains(id.as_str()) {
                    return Err(err(&format!("episodes[{i}]"), format!("names unknown object `{id}`")));
                }
            }
        }
        Ok(())
    }

    fn validate_events(&self, file: &str) -> Result<(), SceneError> {
        for (i, e) in self.events.iter().enumerate() {
            let err =
                |message: String| SceneError::Object { file: file.into(), object: format!("events[{i}]"), message };
            if !(e.at_s.is_finite() && e.at_s >= 0.0) {
                return Err(err(format!("at_s {} must be a time >= 0 s", e.at_s)));
            }
            let Some(o) = self.object(&e.object) else {
                return Err(err(format!("names unknown object `{}`", e.object)));
            };
            match (e.action, e.to) {
                (EventAction::Move, None) => {
                    return Err(err("`move` needs `to` (where the object goes: [x, y, z])".into()))
                }
                (EventAction::Move, Some(to)) if to.iter().any(|v| !v.is_finite()) => {
                    return Err(err(format!("`to` {to:?} must be finite")))
                }
                (EventAction::Move, Some(_)) => {}
                (_, Some(_)) => return Err(err("`to` belongs to `move` only".into())),
                (EventAction::Close, None) if !o.container => {
                    return Err(err(format!("`close` names `{}`, which is not a container", e.object)))
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn validate_people(&self, file: &str) -> Result<(), SceneError> {
        for (i, p) in self.people.iter().enumerate() {
            let err =
                |message: String| SceneError::Object { file: file.into(), object: format!("people[{i}]"), message };
            if p.position.iter().chain(p.path.iter().flatten()).any(|v| !v.is_finite()) {
                return Err(err("position and path must be finite".into()));
            }
            let walks = p.speed > 0.0 && p.speed <= MAX_WALKING_SPEED;
            if !(p.path.is_empty() || walks) {
                return Err(err(format!("speed {} must be in (0, {MAX_WALKING_SPEED}] m/s with a path", p.speed)));
            }
        }
        Ok(())
    }

    pub fn object(&self, id: &str) -> Option<&SceneObject> {
        self.objects.iter().find(|o| o.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_home_scene_has_the_six_paper_episodes() {
        let s = Scene::load("home").unwrap();
        assert_eq!(s.episodes.len(), 6);
        assert_eq!(s.episodes[0].instruction, "I am thirsty");
        assert!(s.object("cola").unwrap().inside.as_deref() == Some("fridge"));
    }

    #[test]
    fn a_hidden_object_must_name_a_container() {
        let text = r#"
name = "bad"
[robot]
base = [0.0, 0.0, 0.0]
arm_mount_height = 0.7
max_linear = 0.5
max_angular = 1.0
[[objects]]
id = "box"
description = "box"
position = [1.0, 0.0, 0.5]
size = [0.1, 0.1, 0.1]
[[objects]]
id = "can"
description = "can"
position = [1.0, 0.0, 0.5]
size = [0.1, 0.1, 0.1]
inside = "box"
"#;
        let e = Scene::parse(text, "bad.toml").unwrap_err().to_string();
        assert!(e.contains("bad.toml") && e.contains("`can`") && e.contains("not a container"), "{e}");
    }

    #[test]
    fn a_walking_person_needs_a_speed_and_says_how_the_path_ends() {
        let scene = |person: &str| {
            let robot = "base = [0.0, 0.0, 0.0]\narm_mount_height = 0.7\nmax_linear = 0.5\nmax_angular = 1.0";
            format!("name = \"p\"\nobjects = []\n[robot]\n{robot}\n[[people]]\n{person}")
        };
        let ok = Scene::parse(
            &scene("position = [1.0, 0.0, 0.9]\npath = [[2.0, 0.0]]\nspeed = 0.8\nat_end = \"stop\""),
            "p",
        )
        .unwrap();
        assert_eq!((ok.people[0].speed, ok.people[0].at_end), (0.8, PathEnd::Stop));
        let looping =
            Scene::parse(&scene("position = [1.0, 0.0, 0.9]\npath = [[2.0, 0.0]]\nspeed = 0.8"), "p").unwrap();
        assert_eq!(looping.people[0].at_end, PathEnd::Loop, "a path loops unless told to stop");
        let e = Scene::parse(&scene("position = [1.0, 0.0, 0.9]\npath = [[2.0, 0.0]]"), "p").unwrap_err().to_string();
        assert!(e.contains("people[0]") && e.contains("speed"), "{e}");
        let e = Scene::parse(
            &scene("position = [1.0, 0.0, 0.9]\npath = [[2.0, 0.0]]\nspeed = 1.0\nat_end = \"bounce\""),
            "p",
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("bounce"), "{e}");
    }

    #[test]
    fn an_unknown_scene_names_the_embedded_ones() {
        let e = Scene::load("/nonexistent/scene.toml").unwrap_err().to_string();
        assert!(e.contains("home"), "{e}");
    }

    fn with_event(event: &str) -> Result<Scene, SceneError> {
        let mut text = EMBEDDED_SCENES[0].1.to_string();
        text.push_str("\n[[events]]\n");
        text.push_str(event);
        Scene::parse(&text, "ev.toml")
    }

    #[test]
    fn scene_events_name_real_objects_and_say_what_they_need() {
        let s = with_event("at_s = 2.5\naction = \"move\"\nobject = \"mug\"\nto = [1.0, 0.2, 0.75]").unwrap();
        assert_eq!(s.events[0].action, EventAction::Move);
        let e = |ev: &str| with_event(ev).unwrap_err().to_string();
        let m = e("at_s = 1.0\naction = \"move\"\nobject = \"mug\"");
        assert!(m.contains("events[0]") && m.contains("`to`"), "{m}");
        let m = e("at_s = 1.0\naction = \"close\"\nobject = \"mug\"");
        assert!(m.contains("not a container"), "{m}");
        let m = e("at_s = -1.0\naction = \"remove\"\nobject = \"mug\"");
        assert!(m.contains("at_s"), "{m}");
        let m = e("at_s = 1.0\naction = \"remove\"\nobject = \"unicorn\"");
        assert!(m.contains("unicorn"), "{m}");
        let m = e("at_s = 1.0\naction = \"explode\"\nobject = \"mug\"");
        assert!(m.contains("explode"), "{m}");
    }
}
