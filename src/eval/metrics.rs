//! Scoring of planning results against expectations (seed 000, IV-A): TSR over items
//! with `expect.tools`, ASR over items with `expect.explore` (tool-absent scenes), WSR =
//! whole plan (right tool, operational and functional regions present and inside the
//! tool's box) over tool items, FPS = items per second of planning.

use super::dataset::DatasetItem;
use crate::types::geometry::BBox;
use serde::Serialize;

/// What a plan chose for one item.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct PlanChoice {
    pub tool: Option<String>,
    pub explore: Option<String>,
    pub tool_box: Option<BBox>,
    pub operational: Option<BBox>,
    pub functional: Option<BBox>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ItemScore {
    pub id: String,
    /// The chosen object id (tool for tool items, place for explore items).
    pub choice: Option<String>,
    pub correct: bool,
    /// Whole plan correct (tool items only).
    pub whole: bool,
}

/// Scores one item.
pub fn score(item: &DatasetItem, o: &PlanChoice) -> ItemScore {
    if let Some(tools) = &item.expect.tools {
        let correct = o.tool.as_ref().is_some_and(|t| tools.contains(t));
        let inside = |b: &Option<BBox>| match (b, &o.tool_box) {
            (Some(b), Some(tb)) => tb.contains(b) && b.area() > 0.0,
            _ => false,
        };
        let whole = correct && inside(&o.operational) && inside(&o.functional);
        ItemScore { id: item.id.clone(), choice: o.tool.clone(), correct, whole }
    } else if let Some(places) = &item.expect.explore {
        let correct = o.explore.as_ref().is_some_and(|p| places.contains(p));
        ItemScore { id: item.id.clone(), choice: o.explore.clone(), correct, whole: correct }
    } else {
        ItemScore { id: item.id.clone(), choice: o.tool.clone().or(o.explore.clone()), correct: false, whole: false }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Summary {
    pub n: usize,
    pub tsr: f64,
    pub asr: f64,
    pub wsr: f64,
    pub fps: f64,
    pub tool_items: usize,
    pub explore_items: usize,
}

fn rate(k: usize, n: usize) -> f64 {
    if n == 0 {
        0.0
    } else {
        k as f64 / n as f64
    }
}

pub fn summarize(items: &[DatasetItem], scores: &[ItemScore], seconds: f64) -> Summary {
    let tool: Vec<usize> = (0..items.len()).filter(|&i| items[i].expect.tools.is_some()).collect();
    let expl: Vec<usize> =
        (0..items.len()).filter(|&i| items[i].expect.tools.is_none() && items[i].expect.explore.is_some()).collect();
    Summary {
        n: items.len(),
        tsr: rate(tool.iter().filter(|&&i| scores[i].correct).count(), tool.len()),
        asr: rate(expl.iter().filter(|&&i| scores[i].correct).count(), expl.len()),
        wsr: rate(tool.iter().filter(|&&i| scores[i].whole).count(), tool.len()),
        fps: if seconds > 0.0 { items.len() as f64 / seconds } else { 0.0 },
        tool_items: tool.len(),
        explore_items: expl.len(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::dataset::parse_jsonl;

    const DATA: &str = r#"{"id":"a","instruction":"I am thirsty","objects":[{"id":"o1","label":"cup","confidence":0.9,"bbox":[0,0,10,10]}],"expect":{"tools":["o1"]}}
{"id":"b","instruction":"I am thirsty","objects":[{"id":"o1","label":"cabinet","confidence":0.9,"bbox":[0,0,10,10]}],"expect":{"explore":["o1"]}}
{"id":"c","instruction":"I am thirsty","objects":[{"id":"o2","label":"mug","confidence":0.9,"bbox":[0,0,10,10]}],"expect":{"tools":["o2"]}}"#;

    #[test]
    fn tsr_asr_and_wsr_count_the_right_items() {
        let items = parse_jsonl(DATA, "t").unwrap();
        let b = BBox::new(0.0, 0.0, 10.0, 10.0);
        let inner = Some(BBox::new(1.0, 1.0, 5.0, 5.0));
        let outs = vec![
            PlanChoice {
                tool: Some("o1".into()),
                tool_box: Some(b),
                operational: inner,
                functional: inner,
                ..Default::default()
            },
            PlanChoice { explore: Some("o1".into()), ..Default::default() },
            // Right tool, but a region sticks out of the box: TSR yes, WSR no.
            PlanChoice {
                tool: Some("o2".into()),
                tool_box: Some(b),
                operational: inner,
                functional: Some(BBox::new(5.0, 5.0, 12.0, 9.0)),
                ..Default::default()
            },
        ];
        let scores: Vec<ItemScore> = items.iter().zip(&outs).map(|(i, o)| score(i, o)).collect();
        let s = summarize(&items, &scores, 2.0);
        assert_eq!((s.n, s.tool_items, s.explore_items), (3, 2, 1));
        assert_eq!(s.tsr, 1.0);
        assert_eq!(s.asr, 1.0);
        assert_eq!(s.wsr, 0.5);
        assert_eq!(s.fps, 1.5);
        let wrong = score(&items[1], &PlanChoice { tool: Some("o1".into()), ..Default::default() });
        assert!(!wrong.correct, "choosing a tool where a place was expected is wrong");
    }

    #[test]
    fn a_bad_line_names_its_line_number() {
        let e = parse_jsonl("{\"id\":\"a\"}\n", "f.jsonl").unwrap_err().to_string();
        assert!(e.starts_with("f.jsonl:1:"), "{e}");
    }
}
