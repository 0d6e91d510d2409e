//! Images for the LLM: the scene and numbered candidate crops as base64 JPEG data URLs.

use crate::perception::Frame;
use crate::types::geometry::BBox;
use base64::Engine;
use image::{imageops, RgbImage};

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ImageError {
    #[error("frame {seq}: {len} RGB bytes do not make a {w}x{h} image")]
    Size { seq: u64, len: usize, w: u32, h: u32 },
    #[error("frame {seq}: crop {bbox:?} lies outside the {w}x{h} image")]
    Crop { seq: u64, bbox: [f32; 4], w: u32, h: u32 },
    #[error("JPEG encoding failed: {0}")]
    Encode(String),
}

/// Encodes the whole frame, or the part inside `crop`, scaled so that its longest side
/// is at most `max_side`, as `data:image/jpeg;base64,...`.
pub fn jpeg_data_url(frame: &Frame, crop: Option<&BBox>, max_side: u32, quality: u8) -> Result<String, ImageError> {
    let (w, h) = (frame.intrinsics.width, frame.intrinsics.height);
    let need = w as usize * h as usize * 3;
    if frame.rgb.len() != need || w == 0 || h == 0 {
        return Err(ImageError::Size { seq: frame.seq, len: frame.rgb.len(), w, h });
    }
    let img = RgbImage::from_raw(w, h, frame.rgb.to_vec()).ok_or(ImageError::Size {
        seq: frame.seq,
        len: frame.rgb.len(),
        w,
        h,
    })?;
    let img = match crop {
        None => img,
        Some(b) => {
            let c = b.clamp_to(w as f32, h as f32);
            let (x, y) = (c.x1.floor() as u32, c.y1.floor() as u32);
            let cw = (c.x2.ceil() as u32).saturating_sub(x);
            let ch = (c.y2.ceil() as u32).saturating_sub(y);
            if !b.is_finite() || cw == 0 || ch == 0 {
                return Err(ImageError::Crop { seq: frame.seq, bbox: (*b).into(), w, h });
            }
            imageops::crop_imm(&img, x, y, cw, ch).to_image()
        }
    };
    let img = fit(img, max_side.max(1));
    let mut jpeg = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, quality.clamp(1, 100))
        .encode_image(&img)
        .map_err(|e| ImageError::Encode(e.to_string()))?;
    Ok(format!("data:image/jpeg;base64,{}", base64::engine::general_purpose::STANDARD.encode(&jpeg)))
}

fn fit(img: RgbImage, max_side: u32) -> RgbImage {
    let (w, h) = img.dimensions();
    let long = w.max(h);
    if long <= max_side {
        return img;
    }
    let s = max_side as f64 / long as f64;
    let nw = ((w as f64 * s).round() as u32).max(1);
    let nh = ((h as f64 * s).round() as u32).max(1);
    imageops::resize(&img, nw, nh, imageops::FilterType::Triangle)
}

/// Decodes a data URL produced by [`jpeg_data_url`] (tests, log inspection).
pub fn decode_data_url(url: &str) -> Option<image::DynamicImage> {
    let b64 = url.strip_prefix("data:image/jpeg;base64,")?;
    let bytes = base64::engine::general_purpose::STANDARD.decode(b64).ok()?;
    image::load_from_memory_with_format(&bytes, image::ImageFormat::Jpeg).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perception::Intrinsics;
    use std::sync::Arc;

    fn frame(w: u32, h: u32) -> Frame {
        let rgb: Vec<u8> = (0..w * h * 3).map(|i| (i % 251) as u8).collect();
        Frame {
            seq: 1,
            captured_ns: 0,
            intrinsics: Intrinsics { width: w, height: h, fx: 1.0, fy: 1.0, cx: 0.0, cy: 0.0, coeffs: [0.0; 5] },
            rgb: Arc::from(rgb),
            depth: None,
            depth_scale: 0.001,
        }
    }

    #[test]
    fn scene_and_crops_become_decodable_jpeg_data_urls_of_bounded_size() {
        let f = frame(640, 480);
        let scene = jpeg_data_url(&f, None, 320, 80).unwrap();
        let img = decode_data_url(&scene).unwrap();
        assert_eq!((img.width(), img.height()), (320, 240));
        let crop = jpeg_data_url(&f, Some(&BBox::new(10.0, 20.0, 110.0, 70.0)), 320, 80).unwrap();
        let img = decode_data_url(&crop).unwrap();
        assert_eq!((img.width(), img.height()), (100, 50));
    }

    #[test]
    fn a_box_of_the_camera_image_lands_on_a_reduced_frame_scaled() {
        let f = frame(320, 240);
        let b = f.box_in_pixels(&BBox::new(100.0, 40.0, 300.0, 240.0), (640, 480));
        assert_eq!(b, BBox::new(50.0, 20.0, 150.0, 120.0));
        let same = BBox::new(1.0, 2.0, 3.0, 4.0);
        assert_eq!(f.box_in_pixels(&same, (320, 240)), same);
    }

    #[test]
    fn bad_frames_and_crops_are_errors_not_panics() {
        let mut f = frame(8, 8);
        assert!(matches!(
            jpeg_data_url(&f, Some(&BBox::new(20.0, 20.0, 30.0, 30.0)), 64, 80),
            Err(ImageError::Crop { .. })
        ));
        f.rgb = Arc::from(vec![0u8; 5]);
        assert!(matches!(jpeg_data_url(&f, None, 64, 80), Err(ImageError::Size { .. })));
    }
}
