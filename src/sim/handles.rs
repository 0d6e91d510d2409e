//! Where a simulated container's handle is, for opening it by contact: the gripper closes on
//! the handle and pulls it away from the container. The handle is the container's part named
//! [`HANDLE_PART`], given (like every part) as fractions of the container's image box; on the
//! box's faces it becomes a patch at the same fractions, seen from outside the face.

use super::scene::SceneObject;
use nalgebra::{Point3, Vector3};

/// The part name of a container's handle in scene files.
pub const HANDLE_PART: &str = "handle";

/// How far (m) the fingers may be from the handle's patch and still close on it.
pub const HANDLE_MARGIN_M: f64 = 0.04;

/// How far (m) a gripped handle must be pulled from where it was gripped to open its container.
pub const PULL_TO_OPEN_M: f64 = 0.08;

/// Whether the tool centre point `tcp` (world frame) is at the handle of container `o` whose
/// centre is `centre`: within [`HANDLE_MARGIN_M`] of one of its four side faces, inside the
/// handle's patch on that face (its image-box fractions, widened by the margin). A container
/// without a handle part has nothing to grip.
pub fn at_handle(o: &SceneObject, centre: [f64; 3], tcp: &Point3<f64>) -> bool {
    let Some(h) = o.parts.iter().find(|p| p.name == HANDLE_PART) else { return false };
    let [x0, y0, x1, y1] = h.frac.map(f64::from);
    let c = Vector3::from(centre);
    let half = Vector3::from(o.size) / 2.0;
    let rel = tcp.coords - c;
    // Height: image rows run from the top of the box down.
    let (top, bottom) = (half.z - y0 * o.size[2], half.z - y1 * o.size[2]);
    if rel.z > top + HANDLE_MARGIN_M || rel.z < bottom - HANDLE_MARGIN_M {
        return false;
    }
    side_faces().iter().any(|&(axis, sign)| {
        let across = 1 - axis;
        let depth = sign * rel[axis] - half[axis];
        if !(-HANDLE_MARGIN_M..=HANDLE_MARGIN_M).contains(&depth) {
            return false;
        }
        // Seen from outside the face (looking along -normal, z up), the image's right is
        // (-normal) x z; the fraction runs from the left edge.
        let right = right_of(axis, sign);
        let u = rel.dot(&right) / o.size[across] + 0.5;
        let margin = HANDLE_MARGIN_M / o.size[across];
        u >= x0 - margin && u <= x1 + margin
    })
}

/// The corners of the handle's patch on the side face of container `o` (centre `centre`) that
/// the eye at `eye` (world frame) sees most squarely; `None` without a handle part or when
/// the eye is inside the box's footprint.
pub fn facing_patch(o: &SceneObject, centre: [f64; 3], eye: &Vector3<f64>) -> Option<[Point3<f64>; 4]> {
    let h = o.parts.iter().find(|p| p.name == HANDLE_PART)?;
    let [x0, y0, x1, y1] = h.frac.map(f64::from);
    let c = Vector3::from(centre);
    let half = Vector3::from(o.size) / 2.0;
    let rel = eye - c;
    let (axis, sign) = side_faces()
        .into_iter()
        .filter(|&(axis, sign)| sign * rel[axis] > half[axis])
        .max_by(|a, b| (a.1 * rel[a.0] - half[a.0]).total_cmp(&(b.1 * rel[b.0] - half[b.0])))?;
    let across = 1 - axis;
    let right = right_of(axis, sign);
    let mut face = c;
    face[axis] += sign * half[axis];
    let at = |u: f64, v: f64| {
        let along = (u - 0.5) * o.size[across];
        let z = half.z - v * o.size[2];
        Point3::from(face + right * along + Vector3::z() * z)
    };
    Some([at(x0, y0), at(x1, y0), at(x0, y1), at(x1, y1)])
}

/// Distance (m) from `p` to the box of object `o` centred at `centre` (0 inside it).
pub fn distance_to_box(o: &SceneObject, centre: [f64; 3], p: &Point3<f64>) -> f64 {
    let outside = |i: usize| ((p[i] - centre[i]).abs() - o.size[i] / 2.0).max(0.0);
    (0..3).map(|i| outside(i).powi(2)).sum::<f64>().sqrt()
}

/// The four side faces of a box: the axis of their normal (0: x, 1: y) and its sign.
fn side_faces() -> [(usize, f64); 4] {
    [(0, 1.0), (0, -1.0), (1, 1.0), (1, -1.0)]
}

/// The image's right direction for a viewer outside the face with normal `sign` along `axis`.
fn right_of(axis: usize, sign: f64) -> Vector3<f64> {
    let mut normal = Vector3::zeros();
    normal[axis] = sign;
    (-normal).cross(&Vector3::z())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perception::PartKind;
    use crate::sim::scene::ScenePart;

    /// A cupboard 0.5 deep, 0.8 wide, 1 m tall at the origin (centre 0.5 m up), its handle in
    /// the right half of the face, between 0.3 and 0.5 of its height from the top.
    fn cupboard() -> SceneObject {
        let mut o: SceneObject = toml::from_str(
            "id = \"c\"\ndescription = \"cupboard\"\nposition = [0.0, 0.0, 0.5]\nsize = [0.5, 0.8, 1.0]\ncontainer = true",
        )
        .unwrap();
        o.parts = vec![ScenePart { kind: PartKind::Operational, name: HANDLE_PART.into(), frac: [0.7, 0.3, 0.8, 0.5] }];
        o
    }

    #[test]
    fn the_handle_is_a_patch_on_the_face_at_its_fractions() {
        let o = cupboard();
        // Face +x: seen from +x the right is +y; u = 0.75 -> y = 0.2; height 0.6 m from the floor.
        assert!(at_handle(&o, o.position, &Point3::new(0.26, 0.2, 0.6)));
        assert!(!at_handle(&o, o.position, &Point3::new(0.26, -0.2, 0.6)), "the mirrored side of the face");
        assert!(!at_handle(&o, o.position, &Point3::new(0.26, 0.2, 0.2)), "below the handle");
        assert!(!at_handle(&o, o.position, &Point3::new(0.4, 0.2, 0.6)), "in front of the face, in the air");
        assert!(!at_handle(&o, o.position, &Point3::new(0.0, 0.2, 0.6)), "inside the cupboard");
        // Face -y: seen from -y the right is +x; u = 0.75 -> x = 0.125.
        assert!(at_handle(&o, o.position, &Point3::new(0.125, -0.41, 0.6)));
    }

    #[test]
    fn the_patch_seen_from_outside_a_face_is_the_one_the_world_grips() {
        let o = cupboard();
        let patch = facing_patch(&o, o.position, &Vector3::new(1.5, 0.3, 1.2)).expect("seen from +x");
        for corner in &patch {
            assert!((corner.x - 0.25).abs() < 1e-9, "on the +x face: {corner:?}");
        }
        let mid = Point3::from((patch[0].coords + patch[3].coords) / 2.0);
        assert!(at_handle(&o, o.position, &mid), "{mid:?}");
        assert!(facing_patch(&o, o.position, &Vector3::new(0.1, 0.1, 2.0)).is_none(), "from above the top");
    }

    #[test]
    fn a_container_without_a_handle_has_nothing_to_grip() {
        let mut o = cupboard();
        o.parts.clear();
        assert!(!at_handle(&o, o.position, &Point3::new(0.26, 0.2, 0.6)));
    }
}
