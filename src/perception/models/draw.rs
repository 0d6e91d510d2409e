//! Drawing detections on an RGB image for people to look at: rectangle outlines and labels in
//! a built-in 5x7 bitmap font (upper-case letters, digits, a few signs), on a filled tag.

/// 5x7 glyphs, one byte per row (low 5 bits, MSB = leftmost column).
fn glyph(c: char) -> [u8; 7] {
    match c.to_ascii_uppercase() {
        'A' => [14, 17, 17, 31, 17, 17, 17],
        'B' => [30, 17, 17, 30, 17, 17, 30],
        'C' => [14, 17, 16, 16, 16, 17, 14],
        'D' => [30, 17, 17, 17, 17, 17, 30],
        'E' => [31, 16, 16, 30, 16, 16, 31],
        'F' => [31, 16, 16, 30, 16, 16, 16],
        'G' => [14, 17, 16, 23, 17, 17, 15],
        'H' => [17, 17, 17, 31, 17, 17, 17],
        'I' => [14, 4, 4, 4, 4, 4, 14],
        'J' => [7, 2, 2, 2, 2, 18, 12],
        'K' => [17, 18, 20, 24, 20, 18, 17],
        'L' => [16, 16, 16, 16, 16, 16, 31],
        'M' => [17, 27, 21, 21, 17, 17, 17],
        'N' => [17, 17, 25, 21, 19, 17, 17],
        'O' => [14, 17, 17, 17, 17, 17, 14],
        'P' => [30, 17, 17, 30, 16, 16, 16],
        'Q' => [14, 17, 17, 17, 21, 18, 13],
        'R' => [30, 17, 17, 30, 20, 18, 17],
        'S' => [15, 16, 16, 14, 1, 1, 30],
        'T' => [31, 4, 4, 4, 4, 4, 4],
        'U' => [17, 17, 17, 17, 17, 17, 14],
        'V' => [17, 17, 17, 17, 17, 10, 4],
        'W' => [17, 17, 17, 21, 21, 21, 10],
        'X' => [17, 17, 10, 4, 10, 17, 17],
        'Y' => [17, 17, 10, 4, 4, 4, 4],
        'Z' => [31, 1, 2, 4, 8, 16, 31],
        '0' => [14, 17, 19, 21, 25, 17, 14],
        '1' => [4, 12, 4, 4, 4, 4, 14],
        '2' => [14, 17, 1, 2, 4, 8, 31],
        '3' => [31, 2, 4, 2, 1, 17, 14],
        '4' => [2, 6, 10, 18, 31, 2, 2],
        '5' => [31, 16, 30, 1, 1, 17, 14],
        '6' => [6, 8, 16, 30, 17, 17, 14],
        '7' => [31, 1, 2, 4, 8, 8, 8],
        '8' => [14, 17, 17, 14, 17, 17, 14],
        '9' => [14, 17, 17, 15, 1, 2, 12],
        '.' => [0, 0, 0, 0, 0, 12, 12],
        '-' => [0, 0, 0, 31, 0, 0, 0],
        '_' => [0, 0, 0, 0, 0, 0, 31],
        ':' => [0, 12, 12, 0, 12, 12, 0],
        '%' => [24, 25, 2, 4, 8, 19, 3],
        ' ' => [0; 7],
        _ => [31, 17, 17, 17, 17, 17, 31],
    }
}

/// Distinct colours for labels.
pub const PALETTE: [[u8; 3]; 8] = [
    [230, 25, 75],
    [60, 180, 75],
    [0, 130, 200],
    [245, 130, 48],
    [145, 30, 180],
    [70, 240, 240],
    [240, 50, 230],
    [210, 245, 60],
];

/// A mutable RGB8 canvas.
pub struct Canvas<'a> {
    pub width: u32,
    pub height: u32,
    pub rgb: &'a mut [u8],
}

impl Canvas<'_> {
    fn put(&mut self, x: i64, y: i64, c: [u8; 3]) {
        if x >= 0 && y >= 0 && x < self.width as i64 && y < self.height as i64 {
            let i = ((y as usize) * self.width as usize + x as usize) * 3;
            self.rgb[i..i + 3].copy_from_slice(&c);
        }
    }

    /// Rectangle outline `thickness` pixels wide, inside the box.
    pub fn rect(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, thickness: i64, c: [u8; 3]) {
        let (x1, y1, x2, y2) = (x1.round() as i64, y1.round() as i64, x2.round() as i64 - 1, y2.round() as i64 - 1);
        for t in 0..thickness {
            for x in x1..=x2 {
                self.put(x, y1 + t, c);
                self.put(x, y2 - t, c);
            }
            for y in y1..=y2 {
                self.put(x1 + t, y, c);
                self.put(x2 - t, y, c);
            }
        }
    }

    /// Text at (x, y) (top-left), `scale` pixels per font dot, on a filled background.
    pub fn label(&mut self, x: i64, y: i64, text: &str, scale: i64, fg: [u8; 3], bg: [u8; 3]) {
        let n = text.chars().count() as i64;
        let (w, h) = (n * 6 * scale + scale, 9 * scale);
        for yy in y..y + h {
            for xx in x..x + w {
                self.put(xx, yy, bg);
            }
        }
        for (i, ch) in text.chars().enumerate() {
            let g = glyph(ch);
            for (row, bits) in g.iter().enumerate() {
                for col in 0..5 {
                    if bits & (16 >> col) != 0 {
                        for dy in 0..scale {
                            for dx in 0..scale {
                                self.put(
                                    x + scale + (i as i64 * 6 + col) * scale + dx,
                                    y + scale + row as i64 * scale + dy,
                                    fg,
                                );
                            }
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rectangle_outline_leaves_the_inside_untouched() {
        let mut px = vec![0u8; 10 * 10 * 3];
        let mut c = Canvas { width: 10, height: 10, rgb: &mut px };
        c.rect(2.0, 2.0, 8.0, 8.0, 1, [255, 0, 0]);
        assert_eq!(&px[(2 * 10 + 2) * 3..(2 * 10 + 2) * 3 + 3], &[255, 0, 0]);
        assert_eq!(&px[(5 * 10 + 5) * 3..(5 * 10 + 5) * 3 + 3], &[0, 0, 0]);
        assert_eq!(&px[(7 * 10 + 7) * 3..(7 * 10 + 7) * 3 + 3], &[255, 0, 0]);
    }

    #[test]
    fn labels_draw_inside_the_canvas_only() {
        let mut px = vec![0u8; 20 * 12 * 3];
        let mut c = Canvas { width: 20, height: 12, rgb: &mut px };
        c.label(15, 5, "CUP 0.9", 1, [255, 255, 255], [1, 2, 3]);
        assert_eq!(&px[(5 * 20 + 15) * 3..(5 * 20 + 15) * 3 + 3], &[1, 2, 3]);
    }
}
