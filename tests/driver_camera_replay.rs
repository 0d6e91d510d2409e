//! The replay camera reads back what the recorder writes, in real time at the recorded rate
//! (the newest frame due, stale ones skipped), looping or ending as configured, and names the
//! file when a recording is broken.

use aide::perception::camera::{write_frame, write_meta, ReplayCamera, ReplayMeta};
use aide::perception::{Camera, Frame, PerceptionError};
use std::sync::Arc;

fn meta() -> ReplayMeta {
    ReplayMeta {
        fps: 50.0,
        width: 8,
        height: 6,
        fx: 615.5,
        fy: 616.0,
        cx: 4.0,
        cy: 3.0,
        coeffs: [0.01, -0.02, 0.001, 0.0, 0.003],
        depth_scale: 0.001,
    }
}

/// A synthetic frame whose pixels encode its index.
fn frame(i: u64, with_depth: bool) -> Frame {
    let m = meta();
    let n = (m.width * m.height) as usize;
    let rgb: Vec<u8> = (0..n * 3).map(|k| (k as u64 * 7 + i * 31) as u8).collect();
    let depth: Vec<u16> = (0..n).map(|k| 400 + k as u16 * 13 + i as u16 * 1000).collect();
    Frame {
        seq: i,
        captured_ns: 0,
        intrinsics: m.intrinsics(),
        rgb: Arc::from(rgb),
        depth: with_depth.then(|| Arc::from(depth)),
        depth_scale: m.depth_scale,
    }
}

fn recording(frames: u64) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    write_meta(dir.path(), &meta()).unwrap();
    for i in 0..frames {
        write_frame(dir.path(), i, &frame(i, i != 1)).unwrap();
    }
    dir
}

#[test]
fn frames_come_back_as_recorded_with_intrinsics_and_depth_scale() {
    let dir = recording(3);
    let mut cam = ReplayCamera::open(dir.path(), false).unwrap();
    assert_eq!(cam.len(), 3);
    let mut seen = Vec::new();
    loop {
        match cam.next_frame() {
            Ok(f) => {
                // `seq` is the playback frame number: a reader descheduled past a frame skips it
                let want = frame(f.seq, f.seq != 1);
                assert_eq!(f.rgb, want.rgb, "colour of frame {}", f.seq);
                assert_eq!(f.depth, want.depth, "depth of frame {} (frame 1 has none)", f.seq);
                assert_eq!(f.intrinsics, meta().intrinsics());
                assert_eq!(f.depth_scale, 0.001);
                seen.push(f.seq);
            }
            Err(e) => {
                assert!(matches!(e, PerceptionError::Closed), "{e}");
                break;
            }
        }
    }
    assert_eq!(seen[0], 0, "playback starts at the first frame");
    assert!(seen.windows(2).all(|w| w[0] < w[1]) && *seen.last().unwrap() < 3, "{seen:?}");
}

#[test]
fn a_looping_replay_starts_over_in_real_time() {
    let dir = recording(2);
    let mut cam = ReplayCamera::open(dir.path(), true).unwrap();
    let frames: Vec<Frame> = (0..5).map(|_| cam.next_frame().unwrap()).collect();
    let start = frames[0].captured_ns;
    for f in &frames {
        assert_eq!(f.rgb, frame(f.seq % 2, true).rgb, "playback frame {} is recorded frame {}", f.seq, f.seq % 2);
        assert_eq!(f.captured_ns, start + f.seq * 20_000_000, "captured on the 50 Hz playback grid");
    }
    assert!(frames.windows(2).all(|w| w[0].seq < w[1].seq), "each frame is read once");
}

#[test]
fn a_slow_reader_gets_the_newest_frame_not_a_stale_one() {
    let dir = recording(2);
    let mut cam = ReplayCamera::open(dir.path(), true).unwrap();
    let first = cam.next_frame().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(70)); // 3.5 periods at 50 Hz
    let next = cam.next_frame().unwrap();
    assert!(next.seq >= first.seq + 3, "frames 1 and 2 were skipped: got {}", next.seq);
}

#[test]
fn broken_recordings_are_errors_that_name_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let e = ReplayCamera::open(dir.path(), false).err().unwrap().to_string();
    assert!(e.contains("meta.json"), "{e}");
    write_meta(dir.path(), &meta()).unwrap();
    assert!(ReplayCamera::open(dir.path(), false).err().unwrap().to_string().contains("no NNNNNN.color.png"));
    // A colour frame of the wrong size.
    let mut m = meta();
    m.width = 4;
    m.height = 4;
    let small = Frame { intrinsics: m.intrinsics(), rgb: Arc::from(vec![0u8; 48]), depth: None, ..frame(0, false) };
    write_frame(dir.path(), 0, &small).unwrap();
    let mut cam = ReplayCamera::open(dir.path(), false).unwrap();
    let e = cam.next_frame().err().unwrap().to_string();
    assert!(e.contains("000000.color.png") && e.contains("8x6"), "{e}");
}
