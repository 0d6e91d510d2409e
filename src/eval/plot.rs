//! `aide eval --episodes SUITE --plot DIR`: one PNG per episode. Above, the home from the top
//! (x to the right, y up; one pixel per centimetre at most): objects as boxes in their colour,
//! outlined green when they solve the task, blue when they are a right place to explore;
//! people's walking paths in grey; the base's path in orange (start: square, end: disc), the
//! gripper's in purple; the places explored (blue cross) and the tools grounded (green cross,
//! red when wrong). Below, the decision stream over time: one column per decision, the motion
//! phase in the upper band, the stream in the middle band (ADM grey, MSI blue, offline teal),
//! and in the lower band whether the target was right (green), wrong (red) or none (white).

use crate::canvas::Canvas;
use crate::decide::motion::Phase;
use crate::decide::Stream;
use crate::runtime::supervisor::TickTrace;
use crate::sim::{Episode, Scene};
use std::path::Path;

const W: usize = 900;
const MAP_H: usize = 600;
const STRIP_H: usize = 120;
const MARGIN: f32 = 30.0;
const GREEN: [u8; 3] = [30, 160, 60];
const BLUE: [u8; 3] = [40, 90, 220];
const RED: [u8; 3] = [210, 40, 40];
const ORANGE: [u8; 3] = [240, 140, 20];
const PURPLE: [u8; 3] = [140, 60, 170];
const GREY: [u8; 3] = [150, 150, 150];

/// World-to-pixel mapping of the top view: the scene's objects and the robot's path fit in it.
struct View {
    x0: f64,
    y0: f64,
    scale: f64,
    /// Pixels that centre the drawing in the map area.
    pad: (f64, f64),
}

impl View {
    fn fit(scene: &Scene, trace: &[TickTrace]) -> View {
        let mut pts: Vec<[f64; 2]> = Vec::new();
        for o in &scene.objects {
            pts.push([o.position[0] - o.size[0] / 2.0, o.position[1] - o.size[1] / 2.0]);
            pts.push([o.position[0] + o.size[0] / 2.0, o.position[1] + o.size[1] / 2.0]);
        }
        pts.extend(trace.iter().filter_map(|t| t.robot).map(|r| [r.base[0], r.base[1]]));
        pts.push([scene.robot.base[0], scene.robot.base[1]]);
        let (mut x0, mut x1, mut y0, mut y1) = (f64::MAX, f64::MIN, f64::MAX, f64::MIN);
        for p in &pts {
            (x0, x1, y0, y1) = (x0.min(p[0]), x1.max(p[0]), y0.min(p[1]), y1.max(p[1]));
        }
        let avail = (W as f64 - 2.0 * MARGIN as f64, MAP_H as f64 - 2.0 * MARGIN as f64);
        let scale = (avail.0 / (x1 - x0).max(0.5)).min(avail.1 / (y1 - y0).max(0.5)).min(100.0);
        let pad = ((avail.0 - (x1 - x0) * scale) / 2.0, (avail.1 - (y1 - y0) * scale) / 2.0);
        View { x0, y0, scale, pad }
    }

    fn px(&self, x: f64, y: f64) -> (f32, f32) {
        let u = MARGIN as f64 + self.pad.0 + (x - self.x0) * self.scale;
        let v = MAP_H as f64 - MARGIN as f64 - self.pad.1 - (y - self.y0) * self.scale;
        (u as f32, v as f32)
    }
}

/// Draws one episode and writes it to `out`.
pub fn write_episode_png(scene: &Scene, ep: &Episode, trace: &[TickTrace], out: &Path) -> std::io::Result<()> {
    let mut c = Canvas::new(W, MAP_H + STRIP_H);
    let view = View::fit(scene, trace);
    draw_objects(&mut c, &view, scene, ep);
    draw_people(&mut c, &view, scene);
    draw_paths(&mut c, &view, trace);
    draw_targets(&mut c, &view, scene, ep, trace);
    draw_stream(&mut c, ep, trace);
    c.write_png(out)
}

fn draw_objects(c: &mut Canvas, view: &View, scene: &Scene, ep: &Episode) {
    // Large things first, so what stands on them stays visible.
    let mut objs: Vec<_> = scene.objects.iter().collect();
    objs.sort_by(|a, b| (b.size[0] * b.size[1]).total_cmp(&(a.size[0] * a.size[1])));
    for o in objs {
        let (ux1, vy1) = view.px(o.position[0] - o.size[0] / 2.0, o.position[1] + o.size[1] / 2.0);
        let (ux2, vy2) = view.px(o.position[0] + o.size[0] / 2.0, o.position[1] - o.size[1] / 2.0);
        let (x1, y1, x2, y2) =
            (ux1 as i64, vy1 as i64, (ux2 as i64).max(ux1 as i64 + 3), (vy2 as i64).max(vy1 as i64 + 3));
        c.rect(x1, y1, x2, y2, o.colour, 0.8);
        let edge = if ep.accept.contains(&o.id) {
            Some(GREEN)
        } else if ep.explore.contains(&o.id) {
            Some(BLUE)
        } else {
            None
        };
        c.outline(x1 - 2, y1 - 2, x2 + 2, y2 + 2, if edge.is_some() { 3 } else { 1 }, edge.unwrap_or([60, 60, 60]));
    }
}

fn draw_people(c: &mut Canvas, view: &View, scene: &Scene) {
    for p in &scene.people {
        let mut at = view.px(p.position[0], p.position[1]);
        c.disc(at.0, at.1, 5.0, GREY, 1.0);
        for w in &p.path {
            let next = view.px(w[0], w[1]);
            c.line(at, next, 1.0, GREY);
            at = next;
        }
    }
}

fn draw_paths(c: &mut Canvas, view: &View, trace: &[TickTrace]) {
    let places: Vec<_> = trace.iter().filter_map(|t| t.robot).collect();
    for pair in places.windows(2) {
        c.line(view.px(pair[0].base[0], pair[0].base[1]), view.px(pair[1].base[0], pair[1].base[1]), 2.0, ORANGE);
    }
    for r in &places {
        let (u, v) = view.px(r.tcp[0], r.tcp[1]);
        c.disc(u, v, 1.5, PURPLE, 0.6);
    }
    if let (Some(first), Some(last)) = (places.first(), places.last()) {
        let (u, v) = view.px(first.base[0], first.base[1]);
        c.square(u, v, 6, ORANGE);
        let (u, v) = view.px(last.base[0], last.base[1]);
        c.disc(u, v, 6.0, ORANGE, 1.0);
    }
}

fn draw_targets(c: &mut Canvas, view: &View, scene: &Scene, ep: &Episode, trace: &[TickTrace]) {
    let mut seen: Vec<&str> = Vec::new();
    for t in trace {
        let marks = t
            .place
            .as_deref()
            .map(|p| (p, BLUE))
            .into_iter()
            .chain(t.tool.as_deref().map(|id| (id, if ep.accept.iter().any(|a| a == id) { GREEN } else { RED })));
        for (id, colour) in marks {
            if seen.contains(&id) {
                continue;
            }
            seen.push(id);
            if let Some(o) = scene.object(id) {
                let (u, v) = view.px(o.position[0], o.position[1]);
                c.cross(u, v, 8, colour);
            }
        }
    }
}

fn phase_colour(p: Phase) -> [u8; 3] {
    match p {
        Phase::Search => [200, 200, 200],
        Phase::Explore | Phase::Opening => BLUE,
        Phase::Approach => ORANGE,
        Phase::PreGrasp | Phase::Grasp => PURPLE,
        Phase::Lift | Phase::Done => GREEN,
        Phase::Failed | Phase::OutOfReach => RED,
        Phase::NotFound => [90, 90, 90],
        Phase::Asking => [230, 200, 60],
    }
}

fn stream_colour(s: Stream) -> [u8; 3] {
    match s {
        Stream::Adm => [120, 120, 120],
        Stream::Msi => BLUE,
        Stream::Offline => [20, 150, 150],
    }
}

fn draw_stream(c: &mut Canvas, ep: &Episode, trace: &[TickTrace]) {
    let top = MAP_H as i64;
    c.rect(0, top, W as i64, top + 2, [0, 0, 0], 1.0);
    let n = trace.len().max(1) as f64;
    let band = (STRIP_H as i64 - 16) / 3;
    for (k, t) in trace.iter().enumerate() {
        let x1 = (MARGIN as f64 + k as f64 / n * (W as f64 - 2.0 * MARGIN as f64)) as i64;
        let x2 = (MARGIN as f64 + (k + 1) as f64 / n * (W as f64 - 2.0 * MARGIN as f64)).ceil() as i64;
        let right =
            t.tool.as_ref().map(|id| ep.accept.contains(id)).or(t.place.as_ref().map(|p| ep.explore.contains(p)));
        let verdict = match right {
            Some(true) => GREEN,
            Some(false) => RED,
            None => [255, 255, 255],
        };
        for (row, colour) in [phase_colour(t.phase), stream_colour(t.stream), verdict].into_iter().enumerate() {
            let y = top + 8 + row as i64 * band;
            c.rect(x1, y, x2, y + band - 4, colour, 1.0);
        }
    }
}
