//! The generator's vocabulary, read from `assets/sim/*.toml` (embedded in the binary): object
//! types, furniture, room layouts, needs and request templates. Every name one file uses from
//! another is checked when the data is read.

use super::SuiteError;
use crate::perception::PartKind;
use serde::Deserialize;
use std::collections::HashSet;

const OBJECTS: (&str, &str) = ("assets/sim/objects.toml", include_str!("../../../assets/sim/objects.toml"));
const FURNITURE: (&str, &str) = ("assets/sim/furniture.toml", include_str!("../../../assets/sim/furniture.toml"));
const ROOMS: (&str, &str) = ("assets/sim/rooms.toml", include_str!("../../../assets/sim/rooms.toml"));
const REQUESTS: (&str, &str) = ("assets/sim/requests.toml", include_str!("../../../assets/sim/requests.toml"));

/// A hidden appearance: the description the simulated detector reads, the colour it is drawn in.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Look {
    pub description: String,
    pub colour: [u8; 3],
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PartSpec {
    pub kind: PartKind,
    pub name: String,
    #[serde(rename = "box")]
    pub frac: [f32; 4],
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ObjectType {
    #[serde(rename = "type")]
    pub name: String,
    /// [depth, width, height] as the robot meets it, metres.
    pub size: [f64; 3],
    #[serde(default = "yes")]
    pub graspable: bool,
    #[serde(default)]
    pub parts: Vec<PartSpec>,
    pub looks: Vec<Look>,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SurfaceType {
    #[serde(rename = "type")]
    pub name: String,
    pub height: f64,
    /// [depth, width], metres.
    pub footprint: [f64; 2],
    pub looks: Vec<Look>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ContainerType {
    #[serde(rename = "type")]
    pub name: String,
    /// `door` or `drawer` (how it opens; both hide what is inside while closed).
    pub kind: String,
    /// [depth, width, height], metres.
    pub size: [f64; 3],
    /// Height things stand at inside, metres above the floor.
    pub shelf: f64,
    /// The handle's box, fractions of the container's image box.
    pub handle: [f32; 4],
    pub looks: Vec<Look>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OccluderType {
    #[serde(rename = "type")]
    pub name: String,
    pub size: [f64; 3],
    pub looks: Vec<Look>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Room {
    pub name: String,
    pub near: Vec<String>,
    pub far: Vec<String>,
    pub containers: Vec<String>,
    pub occluders: Vec<String>,
    pub objects: Vec<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Need {
    pub id: String,
    pub tools: Vec<String>,
    pub substitutes: Vec<String>,
    pub stored_in: Vec<String>,
    pub states: Vec<String>,
    pub wants: Vec<String>,
    pub things: Vec<String>,
    pub terse: Vec<String>,
    pub contexts: Vec<String>,
}

impl Need {
    /// Whether an object type serves this need at all (tool or substitute).
    pub fn serves(&self, object_type: &str) -> bool {
        self.tools.iter().chain(&self.substitutes).any(|t| t == object_type)
    }
}

/// Request templates by style.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Templates {
    pub direct: Vec<String>,
    pub indirect: Vec<String>,
    pub polite: Vec<String>,
    pub terse: Vec<String>,
    pub context: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ObjectsFile {
    object: Vec<ObjectType>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FurnitureFile {
    surface: Vec<SurfaceType>,
    container: Vec<ContainerType>,
    occluder: Vec<OccluderType>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RoomsFile {
    room: Vec<Room>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RequestsFile {
    templates: Templates,
    need: Vec<Need>,
}

/// Everything the generator draws from.
#[derive(Debug, Clone)]
pub struct Catalogue {
    pub objects: Vec<ObjectType>,
    pub surfaces: Vec<SurfaceType>,
    pub containers: Vec<ContainerType>,
    pub occluders: Vec<OccluderType>,
    pub rooms: Vec<Room>,
    pub needs: Vec<Need>,
    pub templates: Templates,
}

fn parse<T: serde::de::DeserializeOwned>((file, text): (&str, &str)) -> Result<T, SuiteError> {
    toml::from_str(text)
        .map_err(|e| SuiteError::Data { file: file.into(), message: e.to_string().trim().replace('\n', " ") })
}

fn data_err(file: &str, message: String) -> SuiteError {
    SuiteError::Data { file: file.into(), message }
}

impl Catalogue {
    /// The embedded data, checked.
    pub fn embedded() -> Result<Catalogue, SuiteError> {
        let o: ObjectsFile = parse(OBJECTS)?;
        let f: FurnitureFile = parse(FURNITURE)?;
        let r: RoomsFile = parse(ROOMS)?;
        let q: RequestsFile = parse(REQUESTS)?;
        let c = Catalogue {
            objects: o.object,
            surfaces: f.surface,
            containers: f.container,
            occluders: f.occluder,
            rooms: r.room,
            needs: q.need,
            templates: q.templates,
        };
        c.check()?;
        Ok(c)
    }

    pub fn object(&self, name: &str) -> &ObjectType {
        self.objects.iter().find(|o| o.name == name).expect("object types are checked when read")
    }

    pub fn surface(&self, name: &str) -> &SurfaceType {
        self.surfaces.iter().find(|o| o.name == name).expect("surface types are checked when read")
    }

    pub fn container(&self, name: &str) -> &ContainerType {
        self.containers.iter().find(|o| o.name == name).expect("container types are checked when read")
    }

    pub fn occluder(&self, name: &str) -> &OccluderType {
        self.occluders.iter().find(|o| o.name == name).expect("occluder types are checked when read")
    }

    fn check(&self) -> Result<(), SuiteError> {
        self.check_shapes()?;
        let names = |v: Vec<&str>| -> HashSet<String> { v.into_iter().map(String::from).collect() };
        let objects = names(self.objects.iter().map(|o| o.name.as_str()).collect());
        let surfaces = names(self.surfaces.iter().map(|o| o.name.as_str()).collect());
        let containers = names(self.containers.iter().map(|o| o.name.as_str()).collect());
        let occluders = names(self.occluders.iter().map(|o| o.name.as_str()).collect());
        let known = |file: &str, what: &str, set: &HashSet<String>, used: &[String], by: &str| match used
            .iter()
            .find(|u| !set.contains(*u))
        {
            Some(u) => Err(data_err(file, format!("{by}: unknown {what} `{u}`"))),
            None => Ok(()),
        };
        for r in &self.rooms {
            let by = format!("room `{}`", r.name);
            known(ROOMS.0, "surface", &surfaces, &r.near, &by)?;
            known(ROOMS.0, "surface", &surfaces, &r.far, &by)?;
            known(ROOMS.0, "container", &containers, &r.containers, &by)?;
            known(ROOMS.0, "occluder", &occluders, &r.occluders, &by)?;
            known(ROOMS.0, "object type", &objects, &r.objects, &by)?;
            if r.near.is_empty() || r.far.is_empty() || r.containers.len() < 2 || r.occluders.is_empty() {
                return Err(data_err(ROOMS.0, format!("{by}: needs near, far, two containers and an occluder")));
            }
        }
        for n in &self.needs {
            let by = format!("need `{}`", n.id);
            known(REQUESTS.0, "object type", &objects, &n.tools, &by)?;
            known(REQUESTS.0, "object type", &objects, &n.substitutes, &by)?;
            known(REQUESTS.0, "container", &containers, &n.stored_in, &by)?;
            let phrasings = [&n.tools, &n.stored_in, &n.states, &n.wants, &n.things, &n.terse, &n.contexts];
            if phrasings.iter().any(|v| v.is_empty()) {
                return Err(data_err(REQUESTS.0, format!("{by}: every list but `substitutes` needs an entry")));
            }
        }
        let t = &self.templates;
        if [&t.direct, &t.indirect, &t.polite, &t.terse, &t.context].iter().any(|v| v.is_empty()) {
            return Err(data_err(REQUESTS.0, "[templates]: every style needs a template".into()));
        }
        Ok(())
    }

    fn check_shapes(&self) -> Result<(), SuiteError> {
        let positive = |v: &[f64]| v.iter().all(|x| x.is_finite() && *x > 0.0);
        let ordered = |f: &[f32; 4]| f.iter().all(|v| (0.0..=1.0).contains(v)) && f[0] < f[2] && f[1] < f[3];
        for o in &self.objects {
            if !positive(&o.size) || o.looks.is_empty() || !o.parts.iter().all(|p| ordered(&p.frac)) {
                return Err(data_err(
                    OBJECTS.0,
                    format!("object `{}`: positive size, a look, ordered part boxes", o.name),
                ));
            }
        }
        for s in &self.surfaces {
            if !positive(&s.footprint) || !(0.6..=1.0).contains(&s.height) || s.looks.is_empty() {
                return Err(data_err(
                    FURNITURE.0,
                    format!("surface `{}`: height 0.6..=1.0 m, a footprint, a look", s.name),
                ));
            }
        }
        for c in &self.containers {
            if !positive(&c.size) || !ordered(&c.handle) || c.shelf > c.size[2] || c.looks.is_empty() {
                return Err(data_err(
                    FURNITURE.0,
                    format!("container `{}`: size, ordered handle box, shelf inside", c.name),
                ));
            }
            if c.kind != "door" && c.kind != "drawer" {
                return Err(data_err(
                    FURNITURE.0,
                    format!("container `{}`: kind `{}` is not door or drawer", c.name, c.kind),
                ));
            }
        }
        for o in &self.occluders {
            if !positive(&o.size) || o.looks.is_empty() {
                return Err(data_err(FURNITURE.0, format!("occluder `{}`: positive size and a look", o.name)));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_data_reads_and_its_names_agree() {
        let c = Catalogue::embedded().unwrap();
        assert!(c.rooms.len() >= 12, "{} layouts", c.rooms.len());
        assert!(c.needs.iter().filter(|n| !n.substitutes.is_empty()).count() >= 10);
        for n in &c.needs {
            let at_home = c.rooms.iter().any(|r| n.tools.iter().any(|t| r.objects.contains(t)));
            assert!(at_home, "need `{}`: no room has one of its tools", n.id);
        }
    }
}
