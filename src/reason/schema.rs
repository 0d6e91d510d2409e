//! JSON schemas generated per call from the live registry: the ids of the objects
//! observed now and the known part names are enums, so a strict structured-output
//! endpoint cannot even emit an unknown id (seed 003). Every schema follows the strict
//! subset OpenAI accepts: all properties required, `additionalProperties: false`.

use crate::knowledge::X;
use crate::perception::Observation;
use crate::types::geometry::BBox;
use serde_json::{json, Value};

/// What exists right now, as the schemas and the validators see it.
#[derive(Debug, Clone, PartialEq)]
pub struct Registry {
    /// Image size in pixels.
    pub image_w: f32,
    pub image_h: f32,
    /// Objects observed now: track id, label, box.
    pub objects: Vec<(u64, String, BBox)>,
    pub part_names: Vec<String>,
}

impl Registry {
    pub fn from_observation(obs: &Observation, part_names: &[String]) -> Registry {
        Registry {
            image_w: obs.image_size.0 as f32,
            image_h: obs.image_size.1 as f32,
            objects: obs.detections.iter().map(|d| (d.track_id, d.label.clone(), d.bbox)).collect(),
            part_names: part_names.to_vec(),
        }
    }

    pub fn has(&self, id: u64) -> bool {
        self.objects.iter().any(|(i, _, _)| *i == id)
    }

    pub fn bbox(&self, id: u64) -> Option<BBox> {
        self.objects.iter().find(|(i, _, _)| *i == id).map(|(_, _, b)| *b)
    }

    pub fn ids(&self) -> Vec<u64> {
        self.objects.iter().map(|(i, _, _)| *i).collect()
    }
}

fn obj(props: Vec<(&str, Value)>) -> Value {
    let required: Vec<&str> = props.iter().map(|(k, _)| *k).collect();
    let mut p = serde_json::Map::new();
    for (k, v) in props {
        p.insert(k.to_string(), v);
    }
    json!({"type": "object", "properties": p, "required": required, "additionalProperties": false})
}

fn string() -> Value {
    json!({"type": "string"})
}

fn affordance() -> Value {
    json!({"type": "array", "items": {"type": "number", "minimum": 0, "maximum": 10}, "minItems": X, "maxItems": X})
}

fn bbox() -> Value {
    json!({"type": "array", "items": {"type": "number"}, "minItems": 4, "maxItems": 4})
}

/// Stage 1: instruction + scene -> target tool label, key attributes, where such a tool is
/// usually kept, and affordance scores of the instruction and of that tool.
pub fn stage1() -> Value {
    obj(vec![
        ("reasoning", string()),
        ("tool_label", json!({"type": "string", "minLength": 1})),
        ("attributes", json!({"type": "array", "items": {"type": "string"}, "maxItems": 8})),
        ("storage_places", json!({"type": "array", "items": {"type": "string"}, "minItems": 1, "maxItems": 5})),
        ("instruction_affordance", affordance()),
        ("tool_affordance", affordance()),
    ])
}

/// Stage 2: a preference and affordance scores for every presented candidate; ids are an
/// enum of the candidates observed now.
pub fn stage2(candidate_ids: &[u64]) -> Value {
    let n = candidate_ids.len();
    obj(vec![
        ("reasoning", string()),
        (
            "candidates",
            json!({
                "type": "array",
                "minItems": n,
                "maxItems": n,
                "items": obj(vec![
                    ("id", json!({"type": "integer", "enum": candidate_ids})),
                    ("preference", json!({"type": "number", "minimum": 0, "maximum": 1})),
                    ("affordance", affordance()),
                ]),
            }),
        ),
        ("none_suitable", json!({"type": "boolean"})),
    ])
}

/// Stage 3: operational and functional regions of the chosen tool, named from the known
/// part names, boxes in full-image pixels.
pub fn stage3(part_names: &[String]) -> Value {
    let region = || obj(vec![("part", json!({"type": "string", "enum": part_names})), ("box", bbox())]);
    obj(vec![("reasoning", string()), ("operational", region()), ("functional", region())])
}

/// Invisible exploration: which observed storage place to explore.
pub fn explore(place_ids: &[u64]) -> Value {
    obj(vec![("reasoning", string()), ("id", json!({"type": "integer", "enum": place_ids}))])
}

/// MIND's dependency compiler: the state categories each stage reads.
pub fn dependencies(categories: &[&str]) -> Value {
    let list = || json!({"type": "array", "items": {"type": "string", "enum": categories}});
    obj(vec![("reasoning", string()), ("qualification", list()), ("selection", list())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schemas_are_strict_and_enumerate_the_live_registry() {
        let s = stage2(&[7, 9]);
        assert_eq!(s["additionalProperties"], false);
        assert_eq!(s["properties"]["candidates"]["items"]["properties"]["id"]["enum"], json!([7, 9]));
        assert_eq!(s["properties"]["candidates"]["minItems"], 2);
        let s3 = stage3(&["handle".to_string(), "opening".to_string()]);
        assert_eq!(s3["properties"]["operational"]["properties"]["part"]["enum"], json!(["handle", "opening"]));
        // every object level lists all of its properties as required (OpenAI strict mode)
        fn check(v: &Value) {
            if v.get("type") == Some(&json!("object")) {
                let props = v["properties"].as_object().unwrap();
                let req: Vec<&str> = v["required"].as_array().unwrap().iter().map(|x| x.as_str().unwrap()).collect();
                assert_eq!(props.len(), req.len());
                assert_eq!(v["additionalProperties"], false);
                props.values().for_each(check);
            }
            if let Some(i) = v.get("items") {
                check(i);
            }
        }
        for s in [stage1(), stage2(&[1]), stage3(&["handle".into()]), explore(&[3]), dependencies(&["position"])] {
            check(&s);
            assert!(jsonschema::validator_for(&s).is_ok());
        }
    }
}
