//! Image preprocessing: letterboxing for the detector (as ultralytics' `LetterBox`: keep the
//! aspect ratio, pad with grey 114 to a square, or with `auto` minimal padding only up to the
//! next multiple of the stride: a rectangle) and crop-resizing for the image encoder
//! (as open_clip's MobileCLIP transform: shortest side to the input size, centre crop,
//! scale to 0..1, mean 0 / std 1). Bilinear sampling with half-pixel centres.

use crate::types::geometry::BBox;

/// An RGB8 image borrowed from a frame.
#[derive(Debug, Clone, Copy)]
pub struct RgbView<'a> {
    pub width: u32,
    pub height: u32,
    /// Row-major RGB8, `width * height * 3` bytes.
    pub data: &'a [u8],
}

impl<'a> RgbView<'a> {
    /// `None` when the buffer does not hold `width * height * 3` bytes or the image is empty.
    pub fn new(width: u32, height: u32, data: &'a [u8]) -> Option<Self> {
        (width > 0 && height > 0 && data.len() == width as usize * height as usize * 3).then_some(RgbView {
            width,
            height,
            data,
        })
    }

    #[inline]
    fn px(&self, x: usize, y: usize, c: usize) -> f32 {
        self.data[(y * self.width as usize + x) * 3 + c] as f32
    }
}

/// How the detector input is shaped around the resized image.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LetterboxMode {
    /// `size` x `size`, the short side padded to the full size.
    Square,
    /// Long side `size`, the short side padded only up to the next multiple of the stride
    /// (ultralytics' `LetterBox(auto=True)` at inference): a 640x480 frame at 320 becomes
    /// 320 x 256 instead of 320 x 320.
    #[default]
    Rect,
}

impl LetterboxMode {
    /// `"rect"` or `"square"` (the `perception.letterbox` config values).
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "rect" => Some(LetterboxMode::Rect),
            "square" => Some(LetterboxMode::Square),
            _ => None,
        }
    }
}

/// The detector's largest stride: input sides are multiples of it.
pub const LETTERBOX_STRIDE: u32 = 32;

/// The geometry of one letterbox: how the original image maps into the detector input.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Letterbox {
    /// Detector input size, pixels (both `size` in square mode).
    pub width: u32,
    pub height: u32,
    /// Original pixels -> input pixels.
    pub scale: f32,
    pub pad_left: u32,
    pub pad_top: u32,
    /// Size of the resized image inside the input (without padding).
    pub inner_w: u32,
    pub inner_h: u32,
    /// Original image size.
    pub src_w: u32,
    pub src_h: u32,
}

impl Letterbox {
    /// Geometry for an image of `w` x `h` into a `size` x `size` input.
    pub fn new(w: u32, h: u32, size: u32) -> Self {
        Self::with_mode(w, h, size, LetterboxMode::Square)
    }

    /// Geometry for an image of `w` x `h` at `size` (a multiple of [`LETTERBOX_STRIDE`]):
    /// square, or a rectangle whose long side is `size` and whose short side is the resized
    /// side rounded up to a multiple of the stride.
    pub fn with_mode(w: u32, h: u32, size: u32, mode: LetterboxMode) -> Self {
        let scale = (size as f32 / h as f32).min(size as f32 / w as f32);
        let inner_w = ((w as f32 * scale).round() as u32).clamp(1, size);
        let inner_h = ((h as f32 * scale).round() as u32).clamp(1, size);
        let (width, height) = match mode {
            LetterboxMode::Square => (size, size),
            LetterboxMode::Rect => {
                let up = |v: u32| (v.div_ceil(LETTERBOX_STRIDE) * LETTERBOX_STRIDE).min(size.max(LETTERBOX_STRIDE));
                (up(inner_w), up(inner_h))
            }
        };
        let dw = (width - inner_w) as f32 / 2.0;
        let dh = (height - inner_h) as f32 / 2.0;
        Letterbox {
            width,
            height,
            scale,
            pad_left: (dw - 0.1).round().max(0.0) as u32,
            pad_top: (dh - 0.1).round().max(0.0) as u32,
            inner_w,
            inner_h,
            src_w: w,
            src_h: h,
        }
    }

    /// Fills `out` (3 x height x width, CHW, values 0..1) with the letterboxed image.
    pub fn apply(&self, img: &RgbView<'_>, out: &mut Vec<f32>) {
        let (s, plane) = (self.width as usize, self.width as usize * self.height as usize);
        out.clear();
        out.resize(3 * plane, 114.0 / 255.0);
        let sx = img.width as f32 / self.inner_w as f32;
        let sy = img.height as f32 / self.inner_h as f32;
        for oy in 0..self.inner_h as usize {
            let (y0, y1, fy) = sample_coord(oy, sy, img.height as usize);
            for ox in 0..self.inner_w as usize {
                let (x0, x1, fx) = sample_coord(ox, sx, img.width as usize);
                let dst = (oy + self.pad_top as usize) * s + ox + self.pad_left as usize;
                for c in 0..3 {
                    let v = bilinear(img, x0, x1, fx, y0, y1, fy, c);
                    out[c * plane + dst] = v / 255.0;
                }
            }
        }
    }

    /// A box in input pixels back to original-image pixels, clamped to the image.
    pub fn unmap(&self, b: &BBox) -> BBox {
        let f = |v: f32, pad: u32| (v - pad as f32) / self.scale;
        BBox::new(f(b.x1, self.pad_left), f(b.y1, self.pad_top), f(b.x2, self.pad_left), f(b.y2, self.pad_top))
            .clamp_to(self.src_w as f32, self.src_h as f32)
    }
}

#[inline]
fn sample_coord(o: usize, scale: f32, n: usize) -> (usize, usize, f32) {
    let s = ((o as f32 + 0.5) * scale - 0.5).clamp(0.0, (n - 1) as f32);
    let i0 = s.floor() as usize;
    let i1 = (i0 + 1).min(n - 1);
    (i0, i1, s - i0 as f32)
}

#[inline]
#[allow(clippy::too_many_arguments)]
fn bilinear(img: &RgbView<'_>, x0: usize, x1: usize, fx: f32, y0: usize, y1: usize, fy: f32, c: usize) -> f32 {
    let top = img.px(x0, y0, c) * (1.0 - fx) + img.px(x1, y0, c) * fx;
    let bot = img.px(x0, y1, c) * (1.0 - fx) + img.px(x1, y1, c) * fx;
    top * (1.0 - fy) + bot * fy
}

/// Appends the image-encoder input for one crop to `out` (3 x size x size, CHW, 0..1):
/// the box region (clamped to the image, at least one pixel), shortest side scaled to `size`,
/// centre-cropped.
pub fn crop_resize(img: &RgbView<'_>, b: &BBox, size: u32, out: &mut Vec<f32>) {
    let b = b.clamp_to(img.width as f32, img.height as f32);
    let (bw, bh) = (b.width().max(1.0), b.height().max(1.0));
    let scale = size as f32 / bw.min(bh); // output pixels per source pixel
    let (rw, rh) = (bw * scale, bh * scale);
    let (off_x, off_y) = ((rw - size as f32) / 2.0, (rh - size as f32) / 2.0);
    let s = size as usize;
    let base = out.len();
    out.resize(base + 3 * s * s, 0.0);
    let (w, h) = (img.width as usize, img.height as usize);
    for oy in 0..s {
        let sy = (b.y1 + (oy as f32 + off_y + 0.5) / scale - 0.5).clamp(0.0, (h - 1) as f32);
        let y0 = sy.floor() as usize;
        let (y1, fy) = ((y0 + 1).min(h - 1), sy - y0 as f32);
        for ox in 0..s {
            let sx = (b.x1 + (ox as f32 + off_x + 0.5) / scale - 0.5).clamp(0.0, (w - 1) as f32);
            let x0 = sx.floor() as usize;
            let (x1, fx) = ((x0 + 1).min(w - 1), sx - x0 as f32);
            for c in 0..3 {
                out[base + c * s * s + oy * s + ox] = bilinear(img, x0, x1, fx, y0, y1, fy, c) / 255.0;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wide_image_is_centred_vertically_with_grey_bands() {
        let lb = Letterbox::new(640, 480, 320);
        assert_eq!((lb.inner_w, lb.inner_h, lb.pad_left, lb.pad_top), (320, 240, 0, 40));
        let data = vec![255u8; 640 * 480 * 3];
        let img = RgbView::new(640, 480, &data).unwrap();
        let mut out = Vec::new();
        lb.apply(&img, &mut out);
        assert_eq!(out.len(), 3 * 320 * 320);
        assert!((out[0] - 114.0 / 255.0).abs() < 1e-6, "top band is grey");
        assert!((out[100 * 320 + 5] - 1.0).abs() < 1e-6, "image area is white");
    }

    #[test]
    fn rect_mode_pads_the_short_side_only_to_the_next_multiple_of_32() {
        let lb = Letterbox::with_mode(640, 480, 320, LetterboxMode::Rect);
        assert_eq!((lb.width, lb.height, lb.inner_w, lb.inner_h, lb.pad_left, lb.pad_top), (320, 256, 320, 240, 0, 8));
        let tall = Letterbox::with_mode(480, 640, 640, LetterboxMode::Rect);
        assert_eq!((tall.width, tall.height, tall.pad_left, tall.pad_top), (480, 640, 0, 0));
        let square = Letterbox::with_mode(640, 480, 320, LetterboxMode::Square);
        assert_eq!(square, Letterbox::new(640, 480, 320));
        // a tiny image is never smaller than one stride
        let tiny = Letterbox::with_mode(20, 10, 320, LetterboxMode::Rect);
        assert_eq!((tiny.width % 32, tiny.height % 32), (0, 0));
        assert!(tiny.inner_w <= tiny.width && tiny.inner_h <= tiny.height);
    }

    #[test]
    fn rect_input_is_the_square_input_without_its_extra_bands() {
        let (mut a, mut b) = (Vec::new(), Vec::new());
        let rc2 = Letterbox::with_mode(96, 40, 64, LetterboxMode::Rect); // 64 x 27 -> 64 x 32
        assert_eq!((rc2.width, rc2.height, rc2.pad_top), (64, 32, 2));
        // rows of the rect input are the square input's rows shifted by the band difference
        let data2: Vec<u8> = (0..96 * 40 * 3).map(|i| (i * 13 % 253) as u8).collect();
        let img2 = RgbView::new(96, 40, &data2).unwrap();
        let sq2 = Letterbox::with_mode(96, 40, 64, LetterboxMode::Square);
        sq2.apply(&img2, &mut a);
        rc2.apply(&img2, &mut b);
        let shift = (sq2.pad_top - rc2.pad_top) as usize;
        for c in 0..3 {
            for y in 0..32 {
                let ra = &a[c * 64 * 64 + (y + shift) * 64..][..64];
                let rb = &b[c * 64 * 32 + y * 64..][..64];
                assert_eq!(ra, rb, "channel {c} row {y}");
            }
        }
        // and a box maps back to the same original pixels from either input
        let in_sq = BBox::new(10.0, sq2.pad_top as f32 + 3.0, 50.0, sq2.pad_top as f32 + 20.0);
        let in_rc = BBox::new(10.0, rc2.pad_top as f32 + 3.0, 50.0, rc2.pad_top as f32 + 20.0);
        assert_eq!(sq2.unmap(&in_sq), rc2.unmap(&in_rc));
    }

    #[test]
    fn unmap_inverts_the_letterbox() {
        let lb = Letterbox::new(640, 480, 320);
        let b = lb.unmap(&BBox::new(10.0, 50.0, 110.0, 150.0));
        assert_eq!(b, BBox::new(20.0, 20.0, 220.0, 220.0));
    }

    #[test]
    fn a_crop_of_a_uniform_region_keeps_its_colour() {
        let mut data = vec![0u8; 100 * 50 * 3];
        for y in 0..50 {
            for x in 50..100 {
                data[(y * 100 + x) * 3] = 200;
            }
        }
        let img = RgbView::new(100, 50, &data).unwrap();
        let mut out = Vec::new();
        crop_resize(&img, &BBox::new(60.0, 10.0, 90.0, 40.0), 16, &mut out);
        assert_eq!(out.len(), 3 * 16 * 16);
        assert!(out[..256].iter().all(|v| (v - 200.0 / 255.0).abs() < 1e-6));
        assert!(out[256..].iter().all(|v| *v == 0.0));
    }
}
