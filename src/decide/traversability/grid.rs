//! The base's workspace as a 2-D occupancy grid: cells that are certainly blocked (walls,
//! furniture, the floor's edge, all grown by the base's clearance) and cells that are free
//! only if some uncertain obstacles are passable (each cell names the set it needs).

use super::hyp::Hyp;
use super::TraversabilityError;
use serde::{Deserialize, Serialize};

/// An axis-aligned rectangle on the floor, metres.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rect {
    pub min: [f64; 2],
    pub max: [f64; 2],
}

impl Rect {
    pub fn centre(&self) -> [f64; 2] {
        [(self.min[0] + self.max[0]) / 2.0, (self.min[1] + self.max[1]) / 2.0]
    }
    /// Distance from `p` to the rectangle (0 inside).
    pub fn distance(&self, p: [f64; 2]) -> f64 {
        let dx = (self.min[0] - p[0]).max(p[0] - self.max[0]).max(0.0);
        let dy = (self.min[1] - p[1]).max(p[1] - self.max[1]).max(0.0);
        dx.hypot(dy)
    }
    fn is_valid(&self) -> bool {
        self.min.iter().chain(&self.max).all(|v| v.is_finite())
            && self.min[0] <= self.max[0]
            && self.min[1] <= self.max[1]
    }
}

/// An obstacle whose traversability is unknown: a curtain, a cardboard box, a half-open door.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UncertainObstacle {
    /// What perception calls it ("curtain").
    pub label: String,
    pub footprint: Rect,
    /// Prior probability (0..=1) that the base can pass through it.
    pub prior: f64,
}

/// A named region of the map ("kitchen"), used to word questions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Room {
    pub name: String,
    pub area: Rect,
}

/// What the robot knows of its workspace: the floor `[0, size_m]`, certain obstacles, uncertain
/// ones and the rooms' names.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Layout {
    pub size_m: [f64; 2],
    pub blocked: Vec<Rect>,
    pub uncertain: Vec<UncertainObstacle>,
    pub rooms: Vec<Room>,
}

/// How a layout becomes a grid.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GridParams {
    /// Side of a cell, metres.
    pub resolution_m: f64,
    /// The base's radius plus margin: obstacles grow by this much.
    pub clearance_m: f64,
    /// Most uncertain obstacles accepted (the query policy's table grows as 3^n).
    pub max_uncertain: usize,
    /// Most cells accepted.
    pub max_cells: usize,
}

/// A grid cell, column `x` and row `y`.
pub type Cell = (usize, usize);

/// The rasterised layout.
#[derive(Debug, Clone)]
pub struct Grid {
    pub width: usize,
    pub height: usize,
    pub resolution_m: f64,
    blocked: Vec<bool>,
    needs: Vec<Hyp>,
}

impl Grid {
    /// Rasterises `layout`; every cell whose centre lies within the clearance of an obstacle
    /// (or of the floor's edge) takes it.
    pub fn new(layout: &Layout, p: &GridParams) -> Result<Grid, TraversabilityError> {
        check(layout, p)?;
        let width = (layout.size_m[0] / p.resolution_m).ceil() as usize;
        let height = (layout.size_m[1] / p.resolution_m).ceil() as usize;
        let mut g = Grid {
            width,
            height,
            resolution_m: p.resolution_m,
            blocked: vec![false; width * height],
            needs: vec![Hyp::EMPTY; width * height],
        };
        for y in 0..height {
            for x in 0..width {
                let c = g.centre((x, y));
                let near = |r: &Rect| r.distance(c) < p.clearance_m || r.distance(c) == 0.0;
                let edge = c[0].min(c[1]).min(layout.size_m[0] - c[0]).min(layout.size_m[1] - c[1]);
                g.blocked[y * width + x] = edge < p.clearance_m || layout.blocked.iter().any(near);
                g.needs[y * width + x] =
                    layout.uncertain.iter().enumerate().filter(|(_, o)| near(&o.footprint)).map(|(i, _)| i).collect();
            }
        }
        Ok(g)
    }

    /// The cell holding point `p` (metres), if it is on the grid.
    pub fn cell_at(&self, p: [f64; 2]) -> Option<Cell> {
        let (x, y) = (p[0] / self.resolution_m, p[1] / self.resolution_m);
        (p[0].is_finite()
            && p[1].is_finite()
            && x >= 0.0
            && y >= 0.0
            && (x as usize) < self.width
            && (y as usize) < self.height)
            .then_some((x as usize, y as usize))
    }
    pub fn centre(&self, (x, y): Cell) -> [f64; 2] {
        [(x as f64 + 0.5) * self.resolution_m, (y as f64 + 0.5) * self.resolution_m]
    }
    /// Certainly blocked (wall, furniture, floor edge).
    pub fn is_blocked(&self, (x, y): Cell) -> bool {
        self.blocked[y * self.width + x]
    }
    /// The uncertain obstacles that must be passable to stand in this cell.
    pub fn needs(&self, (x, y): Cell) -> Hyp {
        self.needs[y * self.width + x]
    }
    /// The on-grid neighbours of a cell, 8-connected, without cutting a blocked corner, with
    /// the step's length in metres.
    pub fn neighbours(&self, (x, y): Cell) -> impl Iterator<Item = (Cell, f64)> + '_ {
        const STEPS: [(i64, i64); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];
        STEPS.iter().filter_map(move |&(dx, dy)| {
            let (nx, ny) = (x as i64 + dx, y as i64 + dy);
            if nx < 0 || ny < 0 || nx as usize >= self.width || ny as usize >= self.height {
                return None;
            }
            let n = (nx as usize, ny as usize);
            let diagonal = dx != 0 && dy != 0;
            if self.is_blocked(n)
                || (diagonal && (self.is_blocked((nx as usize, y)) || self.is_blocked((x, ny as usize))))
            {
                return None;
            }
            Some((n, if diagonal { std::f64::consts::SQRT_2 } else { 1.0 } * self.resolution_m))
        })
    }
    /// What a step from `from` to `to` needs: the target cell's obstacles, and on a diagonal
    /// step also those of the two corner cells it brushes.
    pub fn step_needs(&self, from: Cell, to: Cell) -> Hyp {
        let corners = self.needs((from.0, to.1)).with(self.needs((to.0, from.1)));
        let diagonal = from.0 != to.0 && from.1 != to.1;
        if diagonal {
            self.needs(to).with(corners)
        } else {
            self.needs(to)
        }
    }
}

fn check(layout: &Layout, p: &GridParams) -> Result<(), TraversabilityError> {
    let bad = |what: String| Err(TraversabilityError::BadLayout(what));
    if !(p.resolution_m.is_finite() && p.resolution_m > 0.0) {
        return bad(format!("grid resolution {} m must be a positive number", p.resolution_m));
    }
    if !(p.clearance_m.is_finite() && p.clearance_m >= 0.0) {
        return bad(format!("clearance {} m must be a number >= 0", p.clearance_m));
    }
    if !(layout.size_m.iter().all(|v| v.is_finite() && *v > 0.0)) {
        return bad(format!("floor size {:?} m must be positive", layout.size_m));
    }
    let cells = (layout.size_m[0] / p.resolution_m).ceil() * (layout.size_m[1] / p.resolution_m).ceil();
    if cells > p.max_cells as f64 {
        return Err(TraversabilityError::TooManyCells { cells: cells as u64, max: p.max_cells });
    }
    if let Some(r) = layout.blocked.iter().find(|r| !r.is_valid()) {
        return bad(format!("obstacle rectangle {r:?} needs finite corners with min <= max"));
    }
    let max = p.max_uncertain.min(Hyp::CAPACITY);
    if layout.uncertain.len() > max {
        return Err(TraversabilityError::TooManyUncertain { count: layout.uncertain.len(), max });
    }
    for o in &layout.uncertain {
        if !o.footprint.is_valid() {
            return bad(format!(
                "uncertain obstacle `{}`: footprint {:?} needs finite corners with min <= max",
                o.label, o.footprint
            ));
        }
        if !(0.0..=1.0).contains(&o.prior) {
            return Err(TraversabilityError::BadPrior { label: o.label.clone(), prior: o.prior });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(clearance_m: f64) -> GridParams {
        GridParams { resolution_m: 0.5, clearance_m, max_uncertain: 8, max_cells: 10_000 }
    }

    fn room() -> Layout {
        Layout {
            size_m: [4.0, 2.0],
            blocked: vec![Rect { min: [2.0, 0.0], max: [2.5, 1.0] }],
            uncertain: vec![UncertainObstacle {
                label: "curtain".into(),
                footprint: Rect { min: [2.0, 1.0], max: [2.5, 2.0] },
                prior: 0.5,
            }],
            rooms: vec![],
        }
    }

    #[test]
    fn walls_block_and_an_uncertain_obstacle_is_needed_by_its_cells() {
        let g = Grid::new(&room(), &params(0.0)).unwrap();
        assert_eq!((g.width, g.height), (8, 4));
        assert!(g.is_blocked((4, 0)) && g.is_blocked((4, 1)));
        assert!(!g.is_blocked((4, 2)) && g.needs((4, 2)) == Hyp::single(0));
        assert!(g.needs((0, 0)).is_empty() && !g.is_blocked((0, 0)));
    }

    #[test]
    fn clearance_grows_obstacles_and_the_floor_edge() {
        let g = Grid::new(&room(), &params(0.3)).unwrap();
        assert!(g.is_blocked((0, 0)), "the floor's edge is within 0.3 m of the corner cell");
        assert!(g.is_blocked((3, 1)), "the wall grows into its neighbour");
        assert_eq!(g.needs((5, 2)), Hyp::single(0));
    }

    #[test]
    fn bad_input_is_named() {
        let mut l = room();
        l.uncertain[0].prior = 1.5;
        let e = Grid::new(&l, &params(0.0)).unwrap_err();
        assert!(e.to_string().contains("curtain") && e.to_string().contains("1.5"), "{e}");
        let e = Grid::new(&room(), &GridParams { resolution_m: 0.0, ..params(0.0) }).unwrap_err();
        assert!(e.to_string().contains("resolution"), "{e}");
        let e = Grid::new(&room(), &GridParams { max_cells: 10, ..params(0.0) }).unwrap_err();
        assert!(matches!(e, TraversabilityError::TooManyCells { cells: 32, max: 10 }), "{e}");
    }
}
