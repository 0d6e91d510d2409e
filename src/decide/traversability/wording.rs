//! Questions worded for a person: the obstacle's label and where it is (the doorway between
//! two rooms, or the room it stands in), never an id. When two obstacles would read the same,
//! the one asked about is told apart by compass side.

use super::grid::{Layout, Rect};

/// "Can I get through the curtain in the doorway between the hall and the kitchen?"
pub fn question(layout: &Layout, obstacle: usize) -> String {
    format!("Can I get through the {}?", describe(layout, obstacle))
}

/// "curtain in the doorway between the hall and the kitchen" (with "(the western one)" when
/// another obstacle has the same label and place).
pub fn describe(layout: &Layout, obstacle: usize) -> String {
    let Some(o) = layout.uncertain.get(obstacle) else {
        return "obstacle ahead".into();
    };
    let base = format!("{} {}", o.label, place(layout, &o.footprint));
    let twin = layout.uncertain.iter().enumerate().find(|(i, t)| {
        *i != obstacle && t.label == o.label && place(layout, &t.footprint) == place(layout, &o.footprint)
    });
    match twin {
        Some((_, t)) => format!("{base} (the {} one)", side(o.footprint.centre(), t.footprint.centre())),
        None => base,
    }
}

/// Where a footprint is: between the rooms it touches, in its room, or by coordinates.
fn place(layout: &Layout, r: &Rect) -> String {
    let touching: Vec<&str> =
        layout.rooms.iter().filter(|room| overlaps(&room.area, r, 0.05)).map(|room| room.name.as_str()).collect();
    match touching.as_slice() {
        [] => {
            let [x, y] = r.centre();
            format!("at {x:.1} m, {y:.1} m on the map")
        }
        [one] => format!("in the {one}"),
        [a, b] => format!("in the doorway between the {a} and the {b}"),
        [first @ .., last] => format!("where the {} and the {last} meet", first.join(", the ")),
    }
}

fn overlaps(a: &Rect, b: &Rect, slack: f64) -> bool {
    a.min[0] < b.max[0] + slack
        && b.min[0] < a.max[0] + slack
        && a.min[1] < b.max[1] + slack
        && b.min[1] < a.max[1] + slack
}

/// Which side of `other` the point `p` lies on, y up the map being north.
fn side(p: [f64; 2], other: [f64; 2]) -> &'static str {
    let (dx, dy) = (p[0] - other[0], p[1] - other[1]);
    match (dx.abs() >= dy.abs(), dx >= 0.0, dy >= 0.0) {
        (true, true, _) => "eastern",
        (true, false, _) => "western",
        (false, _, true) => "northern",
        (false, _, false) => "southern",
    }
}

#[cfg(test)]
mod tests {
    use super::super::grid::{Room, UncertainObstacle};
    use super::*;

    fn rect(x0: f64, y0: f64, x1: f64, y1: f64) -> Rect {
        Rect { min: [x0, y0], max: [x1, y1] }
    }

    fn home() -> Layout {
        let obstacle = |label: &str, footprint| UncertainObstacle { label: label.into(), footprint, prior: 0.5 };
        Layout {
            size_m: [10.0, 5.0],
            blocked: vec![],
            uncertain: vec![
                obstacle("curtain", rect(4.9, 2.0, 5.1, 3.0)),
                obstacle("cardboard box", rect(1.0, 1.0, 1.5, 1.5)),
                obstacle("cardboard box", rect(3.0, 1.0, 3.5, 1.5)),
            ],
            rooms: vec![
                Room { name: "hall".into(), area: rect(0.0, 0.0, 4.9, 5.0) },
                Room { name: "kitchen".into(), area: rect(5.1, 0.0, 10.0, 5.0) },
            ],
        }
    }

    #[test]
    fn a_question_names_the_label_and_the_doorway_never_an_id() {
        assert_eq!(
            question(&home(), 0),
            "Can I get through the curtain in the doorway between the hall and the kitchen?"
        );
    }

    #[test]
    fn two_boxes_in_one_room_are_told_apart() {
        assert_eq!(question(&home(), 1), "Can I get through the cardboard box in the hall (the western one)?");
        assert_eq!(question(&home(), 2), "Can I get through the cardboard box in the hall (the eastern one)?");
    }
}
