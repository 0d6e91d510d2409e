//! Replay camera: recorded aligned colour + depth frames from a directory, played back in
//! real time at the recorded rate, looping or ending as configured. Like a live camera with a
//! frame queue of one, a read returns the newest frame due so far (frames a slow reader missed
//! are skipped; `seq` is the playback frame number, so it jumps) or, when that one was already
//! read, waits for the next; `captured_ns` is the frame's playback time, so a reader measures
//! honest frame ages.
//!
//! Layout of a recording directory:
//! * `meta.json`: `{"fps": 30.0, "width": 640, "height": 480, "fx": .., "fy": .., "cx": ..,
//!   "cy": .., "coeffs": [k1, k2, p1, p2, k3], "depth_scale": 0.001}`;
//! * `NNNNNN.color.png`: RGB (8-bit; RGBA / grey are converted);
//! * `NNNNNN.depth.png` (optional per frame): 16-bit grey, depth aligned to colour, in
//!   units of `depth_scale` metres.
//!
//! [`write_meta`] and [`write_frame`] produce this layout (a recorder and test fixtures).

use crate::config::Config;
use crate::perception::{Cadence, Camera, Frame, Intrinsics, PerceptionError};
use crate::types::clock::now_ns;
use image::{ImageBuffer, Luma, RgbImage};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// `meta.json` of a recording.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayMeta {
    /// Recorded frame rate, Hz.
    pub fps: f64,
    pub width: u32,
    pub height: u32,
    pub fx: f64,
    pub fy: f64,
    pub cx: f64,
    pub cy: f64,
    /// Brown-Conrady k1, k2, p1, p2, k3.
    pub coeffs: [f64; 5],
    /// Metres per depth unit.
    pub depth_scale: f32,
}

impl ReplayMeta {
    pub fn intrinsics(&self) -> Intrinsics {
        Intrinsics {
            width: self.width,
            height: self.height,
            fx: self.fx,
            fy: self.fy,
            cx: self.cx,
            cy: self.cy,
            coeffs: self.coeffs,
        }
    }
}

fn err(dir: &Path, reason: impl Into<String>) -> PerceptionError {
    PerceptionError::Camera { device: format!("replay {}", dir.display()), reason: reason.into() }
}

fn color_path(dir: &Path, i: u64) -> PathBuf {
    dir.join(format!("{i:06}.color.png"))
}

fn depth_path(dir: &Path, i: u64) -> PathBuf {
    dir.join(format!("{i:06}.depth.png"))
}

/// Writes `meta.json`.
pub fn write_meta(dir: &Path, meta: &ReplayMeta) -> Result<(), PerceptionError> {
    let text = serde_json::to_string_pretty(meta).map_err(|e| err(dir, e.to_string()))?;
    std::fs::write(dir.join("meta.json"), text).map_err(|e| err(dir, format!("meta.json: {e}")))
}

/// Writes one frame as `index`'s colour (and depth, when present) PNGs.
pub fn write_frame(dir: &Path, index: u64, f: &Frame) -> Result<(), PerceptionError> {
    let (w, h) = (f.intrinsics.width, f.intrinsics.height);
    let rgb = RgbImage::from_raw(w, h, f.rgb.to_vec())
        .ok_or_else(|| err(dir, format!("frame {index}: {} colour bytes for {w}x{h}", f.rgb.len())))?;
    let p = color_path(dir, index);
    rgb.save(&p).map_err(|e| err(dir, format!("{}: {e}", p.display())))?;
    if let Some(d) = &f.depth {
        let img: ImageBuffer<Luma<u16>, Vec<u16>> = ImageBuffer::from_raw(w, h, d.to_vec())
            .ok_or_else(|| err(dir, format!("frame {index}: {} depth values for {w}x{h}", d.len())))?;
        let p = depth_path(dir, index);
        img.save(&p).map_err(|e| err(dir, format!("{}: {e}", p.display())))?;
    }
    Ok(())
}

/// Plays a recording back.
pub struct ReplayCamera {
    dir: PathBuf,
    name: String,
    meta: ReplayMeta,
    /// Recorded frame indices, sorted.
    indices: Vec<u64>,
    looping: bool,
    /// Playback frame number of the last frame read.
    last: Option<u64>,
    /// Monotonic ns of playback frame 0 (the first read).
    started_ns: Option<u64>,
}

impl ReplayCamera {
    /// Opens a recording; fails (naming the file) when the directory is not one.
    pub fn open(dir: &Path, looping: bool) -> Result<Self, PerceptionError> {
        let meta_path = dir.join("meta.json");
        let text =
            std::fs::read_to_string(&meta_path).map_err(|e| err(dir, format!("{}: {e}", meta_path.display())))?;
        let meta: ReplayMeta =
            serde_json::from_str(&text).map_err(|e| err(dir, format!("{}: {e}", meta_path.display())))?;
        if !(meta.fps.is_finite() && meta.fps > 0.0 && meta.fps <= 1000.0) {
            return Err(err(dir, format!("meta.json: fps {} must be in 0..1000", meta.fps)));
        }
        if meta.width == 0 || meta.height == 0 || !(meta.depth_scale > 0.0) {
            return Err(err(dir, "meta.json: width, height and depth_scale must be positive"));
        }
        let mut indices: Vec<u64> = std::fs::read_dir(dir)
            .map_err(|e| err(dir, e.to_string()))?
            .filter_map(|e| e.ok())
            .filter_map(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                name.strip_suffix(".color.png")?.parse::<u64>().ok()
            })
            .collect();
        indices.sort_unstable();
        if indices.is_empty() {
            return Err(err(dir, "no NNNNNN.color.png frames"));
        }
        Ok(ReplayCamera {
            name: format!("replay {}", dir.display()),
            dir: dir.to_path_buf(),
            meta,
            indices,
            looping,
            last: None,
            started_ns: None,
        })
    }

    pub fn from_config(cfg: &Config) -> Result<Self, PerceptionError> {
        Self::open(Path::new(&cfg.camera.replay_dir), cfg.camera.replay_loop)
    }

    pub fn meta(&self) -> &ReplayMeta {
        &self.meta
    }

    /// Number of recorded frames.
    pub fn len(&self) -> usize {
        self.indices.len()
    }

    pub fn is_empty(&self) -> bool {
        self.indices.is_empty()
    }

    fn load(&self, index: u64) -> Result<(Vec<u8>, Option<Vec<u16>>), PerceptionError> {
        let (w, h) = (self.meta.width, self.meta.height);
        let cp = color_path(&self.dir, index);
        let color = image::open(&cp).map_err(|e| err(&self.dir, format!("{}: {e}", cp.display())))?;
        if (color.width(), color.height()) != (w, h) {
            return Err(err(
                &self.dir,
                format!("{}: {}x{}, meta.json says {w}x{h}", cp.display(), color.width(), color.height()),
            ));
        }
        let rgb = color.to_rgb8().into_raw();
        let dp = depth_path(&self.dir, index);
        let depth = if dp.exists() {
            let d = image::open(&dp).map_err(|e| err(&self.dir, format!("{}: {e}", dp.display())))?;
            let image::DynamicImage::ImageLuma16(d) = d else {
                return Err(err(&self.dir, format!("{}: depth must be 16-bit grey", dp.display())));
            };
            if d.dimensions() != (w, h) {
                return Err(err(&self.dir, format!("{}: size differs from the colour frame", dp.display())));
            }
            Some(d.into_raw())
        } else {
            None
        };
        Ok((rgb, depth))
    }
}

impl Camera for ReplayCamera {
    /// The newest frame due (see the module docs); playback starts at the first read.
    fn next_frame(&mut self) -> Result<Frame, PerceptionError> {
        let now = now_ns();
        let start = *self.started_ns.get_or_insert(now);
        let period = Cadence::at_fps(start, self.meta.fps).period_ns;
        let (k, t) = crate::perception::synthetic_scene::newest_frame(start, period, now, self.last);
        let n = self.indices.len() as u64;
        if k >= n && !self.looping {
            return Err(PerceptionError::Closed);
        }
        if t > now {
            std::thread::sleep(Duration::from_nanos(t - now));
        }
        self.last = Some(k);
        let (rgb, depth) = self.load(self.indices[(k % n) as usize])?;
        Ok(Frame {
            seq: k,
            captured_ns: t,
            intrinsics: self.meta.intrinsics(),
            rgb: Arc::from(rgb),
            depth: depth.map(Arc::from),
            depth_scale: self.meta.depth_scale,
        })
    }

    fn name(&self) -> &str {
        &self.name
    }

    /// Frames are replayed on the recording's rate from the first read.
    fn cadence(&self) -> Option<Cadence> {
        self.started_ns.map(|anchor| Cadence::at_fps(anchor, self.meta.fps))
    }
}
