//! A small RGB raster for the project's plots: discs, squares, crosses, rectangles and lines
//! blended over a white page, written as PNG (to a temporary file renamed into place, so a
//! plot is never half written).

use std::io::Write;
use std::path::Path;

pub struct Canvas {
    w: usize,
    h: usize,
    px: Vec<u8>,
}

impl Canvas {
    /// A white `w` x `h` page.
    pub fn new(w: usize, h: usize) -> Canvas {
        Canvas { w, h, px: vec![255; w * h * 3] }
    }

    pub fn width(&self) -> usize {
        self.w
    }

    pub fn height(&self) -> usize {
        self.h
    }

    /// Blends colour `c` into pixel (x, y) with opacity `alpha`; outside the page: nothing.
    pub fn set(&mut self, x: i64, y: i64, c: [u8; 3], alpha: f32) {
        if x < 0 || y < 0 || x >= self.w as i64 || y >= self.h as i64 {
            return;
        }
        let i = (y as usize * self.w + x as usize) * 3;
        for (p, ck) in self.px[i..i + 3].iter_mut().zip(c) {
            *p = (*p as f32 * (1.0 - alpha) + ck as f32 * alpha) as u8;
        }
    }

    pub fn disc(&mut self, x: f32, y: f32, r: f32, c: [u8; 3], alpha: f32) {
        let ri = r.ceil() as i64;
        for dy in -ri..=ri {
            for dx in -ri..=ri {
                if ((dx * dx + dy * dy) as f32) <= r * r {
                    self.set(x as i64 + dx, y as i64 + dy, c, alpha);
                }
            }
        }
    }

    /// The outline of a square of half-side `r`.
    pub fn square(&mut self, x: f32, y: f32, r: i64, c: [u8; 3]) {
        for k in -r..=r {
            for (a, b) in [(k, -r), (k, r), (-r, k), (r, k)] {
                self.set(x as i64 + a, y as i64 + b, c, 1.0);
            }
        }
    }

    /// A diagonal cross of half-size `r`, three pixels thick.
    pub fn cross(&mut self, x: f32, y: f32, r: i64, c: [u8; 3]) {
        for k in -r..=r {
            for t in -1..=1 {
                self.set(x as i64 + k, y as i64 + k + t, c, 1.0);
                self.set(x as i64 + k, y as i64 - k + t, c, 1.0);
            }
        }
    }

    /// A filled rectangle [x1, x2) x [y1, y2) with opacity `alpha`.
    pub fn rect(&mut self, x1: i64, y1: i64, x2: i64, y2: i64, c: [u8; 3], alpha: f32) {
        for y in y1..y2 {
            for x in x1..x2 {
                self.set(x, y, c, alpha);
            }
        }
    }

    /// The outline of a rectangle, `t` pixels thick.
    pub fn outline(&mut self, x1: i64, y1: i64, x2: i64, y2: i64, t: i64, c: [u8; 3]) {
        self.rect(x1, y1, x2, y1 + t, c, 1.0);
        self.rect(x1, y2 - t, x2, y2, c, 1.0);
        self.rect(x1, y1, x1 + t, y2, c, 1.0);
        self.rect(x2 - t, y1, x2, y2, c, 1.0);
    }

    /// A straight line of discs of radius `r` from (x1, y1) to (x2, y2).
    pub fn line(&mut self, (x1, y1): (f32, f32), (x2, y2): (f32, f32), r: f32, c: [u8; 3]) {
        let steps = ((x2 - x1).abs().max((y2 - y1).abs()).ceil() as usize).max(1);
        for k in 0..=steps {
            let f = k as f32 / steps as f32;
            self.disc(x1 + (x2 - x1) * f, y1 + (y2 - y1) * f, r, c, 1.0);
        }
    }

    /// Writes the page as an 8-bit RGB PNG.
    pub fn write_png(&self, out: &Path) -> std::io::Result<()> {
        let tmp = out.with_extension("png.tmp");
        let file = std::fs::File::create(&tmp)?;
        let mut buf = std::io::BufWriter::new(file);
        let mut enc = png::Encoder::new(&mut buf, self.w as u32, self.h as u32);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        let mut w = enc.write_header().map_err(std::io::Error::other)?;
        w.write_image_data(&self.px).map_err(std::io::Error::other)?;
        w.finish().map_err(std::io::Error::other)?;
        buf.flush()?;
        buf.get_ref().sync_all()?;
        drop(buf);
        std::fs::rename(&tmp, out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drawing_blends_inside_the_page_and_ignores_the_outside() {
        let mut c = Canvas::new(10, 10);
        c.set(-1, 3, [0, 0, 0], 1.0);
        c.set(10, 3, [0, 0, 0], 1.0);
        c.set(2, 3, [0, 0, 0], 0.5);
        assert_eq!(&c.px[(3 * 10 + 2) * 3..(3 * 10 + 2) * 3 + 3], &[127, 127, 127]);
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("p.png");
        c.write_png(&out).unwrap();
        let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&out).unwrap()));
        let info = decoder.read_info().unwrap().info().clone();
        assert_eq!((info.width, info.height), (10, 10));
        assert!(!dir.path().join("p.png.tmp").exists());
    }
}
