//! How the robot names one of several objects to a person: its colour and kind, and where it
//! is among the others ("on the left") or what it stands by ("by the sink"). The same words
//! are what a reply may use to pick one, so questions and reply parsing share them.

use super::candidate::Candidate;
use crate::types::geometry::BBox;

/// Where a candidate is among the candidates, across the view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Left,
    Middle,
    Right,
}

impl Side {
    pub fn words(self) -> &'static [&'static str] {
        match self {
            Side::Left => &["left", "leftmost"],
            Side::Middle => &["middle", "centre", "center", "between"],
            Side::Right => &["right", "rightmost"],
        }
    }

    fn phrase(self) -> &'static str {
        match self {
            Side::Left => "on the left",
            Side::Middle => "in the middle",
            Side::Right => "on the right",
        }
    }
}

/// A thing in view that is not a candidate and can anchor a description ("the sink").
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Landmark {
    pub label: String,
    pub bbox: BBox,
}

/// What distinguishes each candidate, in words.
#[derive(Debug, Clone, PartialEq)]
pub struct Description {
    pub label: String,
    pub colour: Option<String>,
    pub side: Option<Side>,
    pub landmark: Option<String>,
}

impl Description {
    /// "the blue mug by the sink", "the white mug on the left".
    pub fn phrase(&self) -> String {
        let mut s = String::from("the ");
        if let Some(c) = &self.colour {
            s.push_str(c);
            s.push(' ');
        }
        s.push_str(&self.label);
        if let Some(l) = &self.landmark {
            s.push_str(" by the ");
            s.push_str(l);
        } else if let Some(side) = self.side {
            s.push(' ');
            s.push_str(side.phrase());
        }
        s
    }

    /// Every word a person might use to point at it.
    pub fn words(&self) -> Vec<String> {
        let mut w: Vec<String> = words_of(&self.label);
        if let Some(c) = &self.colour {
            w.extend(words_of(c));
        }
        if let Some(l) = &self.landmark {
            w.extend(words_of(l));
        }
        if let Some(side) = self.side {
            w.extend(side.words().iter().map(|s| s.to_string()));
        }
        w
    }
}

/// Lower-case words of `text` (letters and digits), plurals folded ("mugs" -> "mug").
pub fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty())
        .map(|w| fold_plural(&w.to_lowercase()))
        .collect()
}

fn fold_plural(w: &str) -> String {
    if w.len() > 3 && w.ends_with('s') && !w.ends_with("ss") {
        w[..w.len() - 1].to_string()
    } else {
        w.to_string()
    }
}

/// The description of every candidate in `shown` (indices into `cands`), with the side
/// among them (left / middle / right by box centre; a middle only for three or more) and
/// the nearest landmark whose box lies within one candidate width of it.
pub fn describe(cands: &[Candidate], shown: &[usize], landmarks: &[Landmark]) -> Vec<Description> {
    let mut by_x: Vec<usize> = shown.to_vec();
    by_x.sort_by(|&a, &b| cands[a].bbox.center().0.total_cmp(&cands[b].bbox.center().0));
    let mut out: Vec<Description> = shown
        .iter()
        .map(|&i| {
            let c = &cands[i];
            let rank = by_x.iter().position(|&j| j == i).unwrap_or(0);
            let side = match (rank, by_x.len()) {
                (_, n) if n < 2 => None,
                (0, _) => Some(Side::Left),
                (r, n) if r + 1 == n => Some(Side::Right),
                (_, 3) => Some(Side::Middle),
                _ => None,
            };
            Description {
                label: c.label.clone(),
                colour: c.attributes.first().cloned(),
                side,
                landmark: nearest_landmark(&c.bbox, landmarks),
            }
        })
        .collect();
    // A landmark two options share tells them apart no better than nothing.
    let shared: Vec<Option<String>> = out.iter().map(|d| d.landmark.clone()).collect();
    for d in &mut out {
        if d.landmark.is_some() && shared.iter().filter(|l| **l == d.landmark).count() > 1 {
            d.landmark = None;
        }
    }
    out
}

fn nearest_landmark(b: &BBox, landmarks: &[Landmark]) -> Option<String> {
    let (cx, cy) = b.center();
    let reach = b.width().max(b.height());
    landmarks
        .iter()
        .map(|l| (gap(b, &l.bbox), l, l.bbox.center()))
        .filter(|(g, _, _)| *g <= reach)
        .min_by(|a, b| {
            let da = (a.2 .0 - cx).hypot(a.2 .1 - cy);
            let db = (b.2 .0 - cx).hypot(b.2 .1 - cy);
            (a.0, da).partial_cmp(&(b.0, db)).unwrap_or(std::cmp::Ordering::Equal)
        })
        .map(|(_, l, _)| l.label.clone())
}

/// Pixels between two boxes (0 when they touch or overlap).
fn gap(a: &BBox, b: &BBox) -> f32 {
    let dx = (b.x1 - a.x2).max(a.x1 - b.x2).max(0.0);
    let dy = (b.y1 - a.y2).max(a.y1 - b.y2).max(0.0);
    dx.hypot(dy)
}

#[cfg(test)]
mod tests {
    use super::super::candidate::cand;
    use super::*;

    #[test]
    fn two_candidates_are_told_apart_by_colour_and_side() {
        let c = [cand(0, "mug", "blue", 10.0, 0.5), cand(1, "mug", "white", 400.0, 0.5)];
        let d = describe(&c, &[0, 1], &[]);
        assert_eq!(d[0].phrase(), "the blue mug on the left");
        assert_eq!(d[1].phrase(), "the white mug on the right");
    }

    #[test]
    fn a_landmark_next_to_a_candidate_names_where_it_is() {
        let c = [cand(0, "mug", "blue", 10.0, 0.5), cand(1, "glass", "", 400.0, 0.5)];
        let sink = Landmark { label: "sink".into(), bbox: BBox::new(470.0, 180.0, 600.0, 300.0) };
        let d = describe(&c, &[0, 1], &[sink]);
        assert_eq!(d[1].phrase(), "the glass by the sink");
        assert_eq!(d[0].phrase(), "the blue mug on the left");
    }

    #[test]
    fn a_landmark_two_options_share_gives_way_to_their_sides() {
        let c = [cand(0, "spoon", "", 10.0, 0.5), cand(1, "rolling pin", "", 150.0, 0.5)];
        let book = Landmark { label: "notebook".into(), bbox: BBox::new(75.0, 200.0, 145.0, 280.0) };
        let d = describe(&c, &[0, 1], &[book]);
        assert_eq!(
            (d[0].phrase(), d[1].phrase()),
            ("the spoon on the left".into(), "the rolling pin on the right".into())
        );
    }

    #[test]
    fn words_fold_plurals_and_case() {
        assert_eq!(words_of("Blue Mugs, please"), vec!["blue", "mug", "please"]);
    }
}
