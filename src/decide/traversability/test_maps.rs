//! Maps drawn as text for the tests: `#` wall, `.` floor, `S` start, `G` goal, a lowercase
//! letter an uncertain obstacle (`a` is obstacle 0, `b` obstacle 1, ...). One character is
//! one cell of `resolution_m`; no clearance. The first line is the row y = 0.

use super::grid::{Cell, Grid, GridParams, Layout, Rect, UncertainObstacle};

pub struct TestMap {
    pub layout: Layout,
    pub grid: Grid,
    pub start: Cell,
    pub goal: Cell,
    pub start_m: [f64; 2],
    pub goal_m: [f64; 2],
    pub params: GridParams,
}

/// A map of 1 m cells where every uncertain obstacle has prior 0.5 and is labelled by its
/// letter.
pub fn map(rows: &[&str]) -> TestMap {
    map_with(rows, 1.0, &[])
}

/// A map of `resolution_m` cells; `obstacles` gives (letter, label, prior) where the default
/// (the letter, 0.5) does not do.
pub fn map_with(rows: &[&str], resolution_m: f64, obstacles: &[(char, &str, f64)]) -> TestMap {
    let (w, h) = (rows[0].chars().count(), rows.len());
    let mut layout = Layout { size_m: [w as f64 * resolution_m, h as f64 * resolution_m], ..Layout::default() };
    let (mut start, mut goal) = ((0, 0), (0, 0));
    let mut letters: Vec<char> = rows.iter().flat_map(|r| r.chars()).filter(|c| c.is_ascii_lowercase()).collect();
    letters.sort();
    letters.dedup();
    let mut footprints: Vec<Option<Rect>> = vec![None; letters.len()];
    for (y, row) in rows.iter().enumerate() {
        for (x, ch) in row.chars().enumerate() {
            let r = Rect {
                min: [x as f64 * resolution_m, y as f64 * resolution_m],
                max: [(x + 1) as f64 * resolution_m, (y + 1) as f64 * resolution_m],
            };
            match ch {
                '#' => layout.blocked.push(r),
                'S' => start = (x, y),
                'G' => goal = (x, y),
                c if c.is_ascii_lowercase() => {
                    let i = letters.iter().position(|l| *l == c).unwrap();
                    footprints[i] = Some(match footprints[i] {
                        Some(f) => Rect {
                            min: [f.min[0].min(r.min[0]), f.min[1].min(r.min[1])],
                            max: [f.max[0].max(r.max[0]), f.max[1].max(r.max[1])],
                        },
                        None => r,
                    });
                }
                _ => {}
            }
        }
    }
    for (i, l) in letters.iter().enumerate() {
        let (label, prior) =
            obstacles.iter().find(|o| o.0 == *l).map(|o| (o.1.to_string(), o.2)).unwrap_or((l.to_string(), 0.5));
        layout.uncertain.push(UncertainObstacle { label, footprint: footprints[i].unwrap(), prior });
    }
    let params = GridParams { resolution_m, clearance_m: 0.0, max_uncertain: 12, max_cells: 1_000_000 };
    let grid = Grid::new(&layout, &params).unwrap();
    let centre = |c: Cell| grid.centre(c);
    TestMap { start_m: centre(start), goal_m: centre(goal), layout, grid, start, goal, params }
}
