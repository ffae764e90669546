//! How wide and tall the charts' text prints: the metrics of the fonts the
//! sheet inlines (templates/fonts/DejaVuSans.ttf and DejaVuSans-Bold.ttf,
//! subsets of DejaVu Sans 2.37), read from the embedded files themselves:
//! each character's advance width through `cmap` (format 4) and `hmtx`,
//! and the line's ascent and descent from `hhea`. So a chart's labels are
//! placed, and a test measures them, as Chromium sets them with those
//! fonts, not by an average per character.

use std::sync::OnceLock;

/// The fonts the sheet inlines (`render`'s @font-face) and the charts are
/// measured with.
pub(crate) const FONT_REGULAR: &[u8] = include_bytes!("../../templates/fonts/DejaVuSans.ttf");
pub(crate) const FONT_BOLD: &[u8] = include_bytes!("../../templates/fonts/DejaVuSans-Bold.ttf");

/// One font's metrics, font units.
struct Metrics {
    units_per_em: f64,
    ascender: f64,
    descender: f64,
    /// (first, last, id delta, glyph id array offset or 0) of each `cmap`
    /// format 4 segment, and the file for the glyph id array.
    segments: Vec<(u32, u32, u16, usize)>,
    advances: Vec<u16>,
    data: &'static [u8],
}

fn u16_at(data: &[u8], at: usize) -> u16 {
    u16::from_be_bytes([data[at], data[at + 1]])
}

fn u32_at(data: &[u8], at: usize) -> u32 {
    u32::from_be_bytes([data[at], data[at + 1], data[at + 2], data[at + 3]])
}

impl Metrics {
    /// Reads a TrueType file's `head`, `hhea`, `hmtx` and its Windows
    /// Unicode (3, 1) `cmap` subtable, format 4. Panics on a file that has
    /// none: the fonts are the build's own, tested below.
    fn read(data: &'static [u8]) -> Self {
        let table = |tag: &[u8; 4]| -> usize {
            let count = usize::from(u16_at(data, 4));
            (0..count)
                .map(|i| 12 + 16 * i)
                .find(|at| &data[*at..*at + 4] == tag)
                .map(|at| u32_at(data, at + 8) as usize)
                .unwrap_or_else(|| panic!("font without {}", String::from_utf8_lossy(tag)))
        };
        let head = table(b"head");
        let hhea = table(b"hhea");
        let hmtx = table(b"hmtx");
        let cmap = table(b"cmap");
        let units_per_em = f64::from(u16_at(data, head + 18));
        let ascender = f64::from(u16_at(data, hhea + 4) as i16);
        let descender = -f64::from(u16_at(data, hhea + 6) as i16);
        let metrics = usize::from(u16_at(data, hhea + 34));
        let advances = (0..metrics).map(|g| u16_at(data, hmtx + 4 * g)).collect();
        let subtables = usize::from(u16_at(data, cmap + 2));
        let unicode = (0..subtables)
            .map(|i| cmap + 4 + 8 * i)
            .find(|at| u16_at(data, *at) == 3 && u16_at(data, at + 2) == 1)
            .map(|at| cmap + u32_at(data, at + 4) as usize)
            .expect("a Windows Unicode cmap");
        assert_eq!(u16_at(data, unicode), 4, "cmap format 4");
        let count = usize::from(u16_at(data, unicode + 6) / 2);
        let ends = unicode + 14;
        let starts = ends + 2 * count + 2;
        let deltas = starts + 2 * count;
        let offsets = deltas + 2 * count;
        let segments = (0..count)
            .map(|i| {
                let offset = usize::from(u16_at(data, offsets + 2 * i));
                (
                    u32::from(u16_at(data, starts + 2 * i)),
                    u32::from(u16_at(data, ends + 2 * i)),
                    u16_at(data, deltas + 2 * i),
                    if offset == 0 { 0 } else { offsets + 2 * i + offset },
                )
            })
            .collect();
        Self { units_per_em, ascender, descender, segments, advances, data }
    }

    /// The glyph of `c`, if the font has one.
    fn glyph(&self, c: char) -> Option<usize> {
        let code = c as u32;
        let &(start, _, delta, array) =
            self.segments.iter().find(|(start, end, _, _)| code >= *start && code <= *end)?;
        let glyph = if array == 0 {
            (code as u16).wrapping_add(delta)
        } else {
            match u16_at(self.data, array + 2 * (code - start) as usize) {
                0 => 0,
                g => g.wrapping_add(delta),
            }
        };
        (glyph != 0).then_some(usize::from(glyph))
    }

    /// The advance of `c`, font units; a character the subset lacks
    /// (Chromium would draw it from another font) counts as a full em,
    /// wider than any of the subset's letters and digits.
    fn advance(&self, c: char) -> f64 {
        match self.glyph(c) {
            Some(g) => f64::from(self.advances[g.min(self.advances.len() - 1)]),
            None => self.units_per_em,
        }
    }
}

fn metrics(bold: bool) -> &'static Metrics {
    static REGULAR: OnceLock<Metrics> = OnceLock::new();
    static BOLD: OnceLock<Metrics> = OnceLock::new();
    if bold {
        BOLD.get_or_init(|| Metrics::read(FONT_BOLD))
    } else {
        REGULAR.get_or_init(|| Metrics::read(FONT_REGULAR))
    }
}

/// The width of `text` set at `size` px, px: the sum of its characters'
/// advances, as set without kerning.
pub fn text_width(text: &str, size: f64, bold: bool) -> f64 {
    let font = metrics(bold);
    text.chars().map(|c| font.advance(c)).sum::<f64>() / font.units_per_em * size
}

/// How far a line of text at `size` px reaches above and below its
/// baseline, px: the font's `hhea` ascender and descender (1901 and 483
/// of 2048 units in DejaVu Sans), the line box Chromium lays it in.
pub fn ascent_descent(size: f64, bold: bool) -> (f64, f64) {
    let font = metrics(bold);
    (font.ascender / font.units_per_em * size, font.descender / font.units_per_em * size)
}

/// Whether the inlined font draws every character of `text` (else
/// Chromium takes the missing ones from another font, whose widths are
/// not these).
pub fn covers(text: &str, bold: bool) -> bool {
    text.chars().all(|c| metrics(bold).glyph(c).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// DejaVu Sans: a digit is 1303 units (0.636 em), a space 651; bold 'A'
    /// 1585; the minus sign U+2212 1716 and the middle dot 651, as the
    /// fonts' own `hmtx` gives them.
    #[test]
    fn widths_are_the_fonts_advances() {
        assert!((text_width("0", 2048.0, false) - 1303.0).abs() < 1e-9);
        assert!((text_width(" ", 2048.0, false) - 651.0).abs() < 1e-9);
        assert!((text_width("A", 2048.0, true) - 1585.0).abs() < 1e-9);
        assert!((text_width("°C", 11.0, false) - (1024.0 + 1430.0) / 2048.0 * 11.0).abs() < 1e-9);
        assert!((text_width("\u{2212}", 2048.0, false) - 1716.0).abs() < 1e-9);
        assert!((text_width("·", 2048.0, false) - 651.0).abs() < 1e-9);
        assert!((text_width("W", 2048.0, false) - 2025.0).abs() < 1e-9);
    }

    #[test]
    fn the_line_box_is_the_fonts_ascender_and_descender() {
        let (up, down) = ascent_descent(2048.0, false);
        assert_eq!((up, down), (1901.0, 483.0));
        assert!(covers("Evap: -40,5 a 7,2 °C · Cond: ñ É → ₂", false));
        assert!(!covers("温", false), "not in the subset");
        assert!((text_width("温", 10.0, false) - 10.0).abs() < 1e-9, "a missing glyph counts as an em");
    }
}
