//! Validation of every LLM answer: structural (the JSON schema of the call, checked with
//! the `jsonschema` crate even when the endpoint claims to enforce it) and semantic
//! (against the live registry: ids that were presented, only those still present now
//! kept, boxes inside the image and inside the chosen box, scores finite and in range,
//! labels non-empty). Messages are written for the model: they are fed back verbatim when
//! the answer is retried.

use super::schema::Registry;
use crate::knowledge::AffordanceVector;
use crate::types::geometry::BBox;
use serde_json::Value;

/// Validator messages; non-empty means invalid.
pub type Problems = Vec<String>;

/// Parses the answer text as JSON. Tolerates a Markdown code fence around it (servers
/// without schema enforcement add one), nothing else.
pub fn parse_json(content: &str) -> Result<Value, Problems> {
    let t = content.trim();
    let t = t
        .strip_prefix("```json")
        .or_else(|| t.strip_prefix("```"))
        .and_then(|r| r.trim_end().strip_suffix("```"))
        .unwrap_or(t)
        .trim();
    serde_json::from_str(t)
        .map_err(|e| vec![format!("the answer is not valid JSON ({e}); reply with one JSON object only")])
}

/// Checks `v` against `schema`. Every violation is reported with its JSON pointer.
pub fn structural(schema: &Value, v: &Value) -> Result<(), Problems> {
    let validator =
        jsonschema::validator_for(schema).map_err(|e| vec![format!("internal: schema does not compile: {e}")])?;
    let problems: Problems = validator
        .iter_errors(v)
        .map(|e| {
            let at = e.instance_path().to_string();
            format!("at `{}`: {e}", if at.is_empty() { "/" } else { at.as_str() })
        })
        .collect();
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

fn f32s(v: &Value) -> Vec<f32> {
    v.as_array().map(|a| a.iter().map(|x| x.as_f64().unwrap_or(f64::NAN) as f32).collect()).unwrap_or_default()
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| a.iter().filter_map(|x| x.as_str().map(|s| s.trim().to_string())).collect())
        .unwrap_or_default()
}

fn vector(v: &Value, what: &str, p: &mut Problems) -> AffordanceVector {
    AffordanceVector::from_slice(&f32s(v)).unwrap_or_else(|e| {
        p.push(format!("{what}: {e}"));
        AffordanceVector::default()
    })
}

/// Stage 1 answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Stage1 {
    pub tool_label: String,
    pub attributes: Vec<String>,
    pub storage_places: Vec<String>,
    pub instruction: AffordanceVector,
    pub tool: AffordanceVector,
}

pub fn stage1(v: &Value) -> Result<Stage1, Problems> {
    let mut p = Problems::new();
    let tool_label = v["tool_label"].as_str().unwrap_or("").trim().to_string();
    if tool_label.is_empty() {
        p.push("`tool_label` is empty: name the tool that serves the instruction".into());
    }
    let storage_places: Vec<String> = strings(&v["storage_places"]).into_iter().filter(|s| !s.is_empty()).collect();
    if storage_places.is_empty() {
        p.push("`storage_places` must name at least one place where such a tool is usually kept".into());
    }
    let instruction = vector(&v["instruction_affordance"], "`instruction_affordance`", &mut p);
    let tool = vector(&v["tool_affordance"], "`tool_affordance`", &mut p);
    let attributes = strings(&v["attributes"]).into_iter().filter(|s| !s.is_empty()).collect();
    if p.is_empty() {
        Ok(Stage1 { tool_label, attributes, storage_places, instruction, tool })
    } else {
        Err(p)
    }
}

/// One candidate as scored in stage 2.
#[derive(Debug, Clone, PartialEq)]
pub struct CandidateScore {
    pub id: u64,
    pub preference: f32,
    pub affordance: AffordanceVector,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Stage2 {
    pub candidates: Vec<CandidateScore>,
    pub none_suitable: bool,
}

/// Stage 2 answer: every presented candidate still observed now scored exactly once, and no
/// id that was not presented. A presented candidate that left the view while the model was
/// answering (the robot turns while it waits) is not the model's error: its score is
/// dropped, so the selection only ranks objects the robot can still ground, and the answer
/// stands.
pub fn stage2(v: &Value, presented: &[u64], now: &Registry) -> Result<Stage2, Problems> {
    let mut p = Problems::new();
    let mut out = Vec::new();
    for (i, c) in v["candidates"].as_array().map(|a| a.as_slice()).unwrap_or(&[]).iter().enumerate() {
        let Some(id) = c["id"].as_u64() else {
            p.push(format!("candidates[{i}].id is not an observed object id"));
            continue;
        };
        if !presented.contains(&id) {
            p.push(format!(
                "candidates[{i}].id {id} is not an object observed now; the observed candidates are {:?}",
                presented.iter().filter(|x| now.has(**x)).collect::<Vec<_>>()
            ));
            continue;
        }
        if !now.has(id) {
            continue;
        }
        if out.iter().any(|o: &CandidateScore| o.id == id) {
            p.push(format!("candidate {id} is scored twice"));
            continue;
        }
        let preference = c["preference"].as_f64().unwrap_or(f64::NAN) as f32;
        if !preference.is_finite() || !(0.0..=1.0).contains(&preference) {
            p.push(format!("candidates[{i}].preference {preference} must be a probability in 0..1"));
        }
        let affordance = vector(&c["affordance"], &format!("candidates[{i}].affordance"), &mut p);
        out.push(CandidateScore { id, preference, affordance });
    }
    for id in presented.iter().filter(|id| now.has(**id)) {
        if !out.iter().any(|o| o.id == *id) {
            p.push(format!("candidate {id} was presented but not scored"));
        }
    }
    if p.is_empty() {
        Ok(Stage2 { candidates: out, none_suitable: v["none_suitable"].as_bool().unwrap_or(false) })
    } else {
        Err(p)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct PartRegion {
    pub part: String,
    pub bbox: BBox,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Stage3 {
    pub operational: PartRegion,
    pub functional: PartRegion,
}

/// Stage 3 answer: known part names, boxes inside the image and inside the chosen box.
pub fn stage3(v: &Value, chosen: &BBox, reg: &Registry) -> Result<Stage3, Problems> {
    let mut p = Problems::new();
    let mut region = |key: &str| -> PartRegion {
        let part = v[key]["part"].as_str().unwrap_or("").to_string();
        if !reg.part_names.contains(&part) {
            p.push(format!("`{key}.part` `{part}` is not a known part name; use one of {:?}", reg.part_names));
        }
        let raw = f32s(&v[key]["box"]);
        let bbox =
            if raw.len() == 4 { BBox { x1: raw[0], y1: raw[1], x2: raw[2], y2: raw[3] } } else { BBox::default() };
        if raw.len() != 4 || !bbox.is_finite() {
            p.push(format!("`{key}.box` must be four finite numbers [x1, y1, x2, y2]"));
        } else if !(bbox.x2 > bbox.x1 && bbox.y2 > bbox.y1) {
            p.push(format!("`{key}.box` {raw:?} is empty or inverted: need x1 < x2 and y1 < y2"));
        } else if !bbox.inside_image(reg.image_w, reg.image_h) {
            p.push(format!("`{key}.box` {raw:?} lies outside the {}x{} image", reg.image_w, reg.image_h));
        } else if !chosen.contains(&bbox) {
            p.push(format!(
                "`{key}.box` {raw:?} is not inside the chosen tool's box [{}, {}, {}, {}]",
                chosen.x1, chosen.y1, chosen.x2, chosen.y2
            ));
        }
        PartRegion { part, bbox }
    };
    let operational = region("operational");
    let functional = region("functional");
    if p.is_empty() {
        Ok(Stage3 { operational, functional })
    } else {
        Err(p)
    }
}

/// Invisible-exploration answer: one of the offered places, still observed now.
pub fn explore(v: &Value, offered: &[u64], now: &Registry) -> Result<u64, Problems> {
    match v["id"].as_u64() {
        Some(id) if offered.contains(&id) && now.has(id) => Ok(id),
        other => Err(vec![format!("`id` {other:?} is not one of the storage places observed now {offered:?}")]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn reg() -> Registry {
        Registry {
            image_w: 640.0,
            image_h: 480.0,
            objects: vec![(7, "mug".into(), BBox::new(100.0, 100.0, 200.0, 220.0))],
            part_names: vec!["handle".into(), "opening".into()],
        }
    }

    #[test]
    fn fenced_json_is_read_and_prose_is_rejected() {
        assert_eq!(parse_json("```json\n{\"a\":1}\n```").unwrap(), json!({"a": 1}));
        assert!(parse_json("I'm sorry, I cannot help").is_err());
    }

    #[test]
    fn structural_errors_name_the_path() {
        let s = super::super::schema::stage2(&[7]);
        let e = structural(&s, &json!({"reasoning": "", "candidates": [{"id": 99, "preference": 0.5, "affordance": [1]}], "none_suitable": false})).unwrap_err();
        assert!(e.iter().any(|m| m.contains("/candidates/0/id")), "{e:?}");
    }

    #[test]
    fn ids_never_presented_and_boxes_outside_the_tool_are_rejected() {
        let a = vec![5.0; 19];
        let v = json!({"candidates": [{"id": 9, "preference": 0.9, "affordance": a}], "none_suitable": false});
        let e = stage2(&v, &[7, 8], &reg()).unwrap_err();
        assert!(e[0].contains("not an object observed now"), "{e:?}");
        assert!(e[1].contains("candidate 7 was presented but not scored"), "{e:?}");
        let chosen = BBox::new(100.0, 100.0, 200.0, 220.0);
        let ok = json!({"operational": {"part": "handle", "box": [180, 130, 200, 180]}, "functional": {"part": "opening", "box": [100, 100, 180, 120]}});
        assert!(stage3(&ok, &chosen, &reg()).is_ok());
        let out = json!({"operational": {"part": "handle", "box": [180, 130, 700, 180]}, "functional": {"part": "opening", "box": [90, 100, 180, 120]}});
        let e = stage3(&out, &chosen, &reg()).unwrap_err();
        assert!(
            e[0].contains("outside the 640x480 image") && e[1].contains("not inside the chosen tool's box"),
            "{e:?}"
        );
    }

    #[test]
    fn a_candidate_that_left_the_view_while_the_model_answered_is_dropped_not_an_error() {
        let a = vec![5.0; 19];
        // 8 was presented, then left the view (only 7 is observed now).
        let v = json!({"candidates": [{"id": 7, "preference": 0.2, "affordance": a},
                                      {"id": 8, "preference": 0.9, "affordance": a}], "none_suitable": false});
        let s = stage2(&v, &[7, 8], &reg()).unwrap();
        assert_eq!(s.candidates.iter().map(|c| c.id).collect::<Vec<_>>(), vec![7]);
        // Still in view but unscored is the model's omission.
        let v = json!({"candidates": [{"id": 8, "preference": 0.9, "affordance": a}], "none_suitable": false});
        let e = stage2(&v, &[7, 8], &reg()).unwrap_err();
        assert_eq!(e, vec!["candidate 7 was presented but not scored".to_string()]);
    }

    #[test]
    fn out_of_range_scores_and_empty_labels_are_rejected() {
        let mut bad = vec![5.0; 19];
        bad[3] = 11.0;
        let v = json!({"tool_label": " ", "attributes": [], "storage_places": ["cupboard"], "instruction_affordance": bad, "tool_affordance": vec![1.0; 19]});
        let e = stage1(&v).unwrap_err();
        assert_eq!(e.len(), 2, "{e:?}");
    }
}
