//! Naming an object's colour from its pixels: the median colour of the middle of its box,
//! and the basic colour term for it. What the robot can say about a look without a model.

use crate::types::frame::Frame;
use crate::types::geometry::BBox;

/// The plain colour word for an sRGB colour (a crop's median), one of eleven basic colour
/// terms: what the robot can say about an object's look without a model.
pub fn colour_name(rgb: [u8; 3]) -> &'static str {
    let [r, g, b] = rgb.map(|v| v as f32 / 255.0);
    let max = r.max(g).max(b);
    let min = r.min(g).min(b);
    let (light, chroma) = (max, max - min);
    if chroma < 0.12 {
        return match light {
            l if l > 0.8 => "white",
            l if l > 0.35 => "grey",
            _ => "black",
        };
    }
    let hue = if max == r {
        60.0 * ((g - b) / chroma).rem_euclid(6.0)
    } else if max == g {
        60.0 * ((b - r) / chroma + 2.0)
    } else {
        60.0 * ((r - g) / chroma + 4.0)
    };
    match hue {
        h if !(15.0..345.0).contains(&h) => {
            if light < 0.55 {
                "brown"
            } else if min > 0.55 {
                "pink"
            } else {
                "red"
            }
        }
        h if h < 45.0 => {
            if light < 0.6 {
                "brown"
            } else {
                "orange"
            }
        }
        h if h < 70.0 => "yellow",
        h if h < 170.0 => "green",
        h if h < 260.0 => "blue",
        _ => "purple",
    }
}

/// The median colour of the middle half of `b` in `f` (every other pixel), none when the box
/// lies outside the image.
pub fn crop_colour(f: &Frame, b: &BBox) -> Option<[u8; 3]> {
    let (w, h) = (f.intrinsics.width as f32, f.intrinsics.height as f32);
    let x0 = (b.x1 + 0.25 * b.width()).clamp(0.0, w) as usize;
    let x1 = (b.x2 - 0.25 * b.width()).clamp(0.0, w) as usize;
    let y0 = (b.y1 + 0.25 * b.height()).clamp(0.0, h) as usize;
    let y1 = (b.y2 - 0.25 * b.height()).clamp(0.0, h) as usize;
    let mut ch: [Vec<u8>; 3] = Default::default();
    for y in (y0..y1).step_by(2) {
        for x in (x0..x1).step_by(2) {
            let i = (y * f.intrinsics.width as usize + x) * 3;
            if let Some(px) = f.rgb.get(i..i + 3) {
                for c in 0..3 {
                    ch[c].push(px[c]);
                }
            }
        }
    }
    if ch[0].is_empty() {
        return None;
    }
    Some([0, 1, 2].map(|c| {
        let v = &mut ch[c];
        v.sort_unstable();
        v[v.len() / 2]
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_get_their_everyday_names() {
        assert_eq!(colour_name([50, 80, 160]), "blue");
        assert_eq!(colour_name([240, 240, 235]), "white");
        assert_eq!(colour_name([70, 140, 90]), "green");
        assert_eq!(colour_name([200, 30, 30]), "red");
        assert_eq!(colour_name([20, 20, 20]), "black");
        assert_eq!(colour_name([120, 72, 40]), "brown");
        assert_eq!(colour_name([230, 200, 40]), "yellow");
    }
}
