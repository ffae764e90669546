//! Where a chart's point labels go so that none overlaps another label, a
//! point or the plot's border (issue 23: two compressors on one duty point
//! printed their names on top of each other), and the coordinate and text
//! writing the charts share.

/// A coordinate as the charts' SVG writes it: up to one decimal, no
/// trailing zero, no negative zero, always a decimal point.
pub fn coordinate(value: f64) -> String {
    let text = format!("{:.1}", (value * 10.0).round() / 10.0 + 0.0);
    let text = text.strip_suffix(".0").unwrap_or(&text).to_string();
    if text == "-0" {
        "0".into()
    } else {
        text
    }
}

/// Text for an SVG element or attribute, escaped.
pub fn escape_text(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// A label's box, px, SVG coordinates (y down).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LabelBox {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

impl LabelBox {
    fn overlaps(&self, other: &LabelBox) -> bool {
        self.x < other.x + other.width
            && other.x < self.x + self.width
            && self.y < other.y + other.height
            && other.y < self.y + self.height
    }

    fn inside(&self, bounds: &LabelBox) -> bool {
        self.x >= bounds.x
            && self.y >= bounds.y
            && self.x + self.width <= bounds.x + bounds.width
            && self.y + self.height <= bounds.y + bounds.height
    }
}

/// A placed label: its text's anchor point and `text-anchor`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placed {
    pub x: f64,
    pub y: f64,
    pub anchor: &'static str,
    pub at: LabelBox,
}

/// Text height and the width of one character at the charts' 11 px DejaVu
/// Sans (its mean advance is about 0.6 em; a little over, so boxes err wide).
const LINE: f64 = 13.0;
const CHAR: f64 = 6.9;
/// A point's marker radius and the gap between marker and text.
const MARKER: f64 = 6.0;
const GAP: f64 = 8.0;

/// The width a label takes, px.
pub fn label_width(text: &str) -> f64 {
    text.chars().count() as f64 * CHAR
}

/// Places each `(x, y, text)` point's label next to it, in order: right of
/// the point then left, above then below, stepping a line further out until
/// the box is clear of every label already placed, every marker and the
/// `bounds`. A label that finds no room anywhere goes to its first choice.
pub fn place(points: &[(f64, f64, &str)], bounds: LabelBox) -> Vec<Placed> {
    let markers: Vec<LabelBox> = points
        .iter()
        .map(|(x, y, _)| LabelBox { x: x - MARKER, y: y - MARKER, width: 2.0 * MARKER, height: 2.0 * MARKER })
        .collect();
    let mut placed: Vec<Placed> = Vec::new();
    for (x, y, text) in points {
        let width = label_width(text);
        let candidate = |step: usize, right: bool, up: bool| {
            let lift = step as f64 * LINE;
            let baseline = if up { y - 7.0 - lift } else { y + LINE + 4.0 + lift };
            let (text_x, left, anchor) =
                if right { (x + GAP, x + GAP, "start") } else { (x - GAP, x - GAP - width, "end") };
            Placed {
                x: text_x,
                y: baseline,
                anchor,
                at: LabelBox { x: left, y: baseline - LINE + 3.0, width, height: LINE },
            }
        };
        let first = candidate(0, x + GAP + width <= bounds.x + bounds.width, true);
        let clear = |c: &Placed| {
            c.at.inside(&bounds)
                && placed.iter().all(|p| !p.at.overlaps(&c.at))
                && markers.iter().all(|m| !m.overlaps(&c.at))
        };
        let chosen = (0..12)
            .flat_map(|step| {
                [(true, true), (false, true), (true, false), (false, false)]
                    .map(|(right, up)| candidate(step, right, up))
            })
            .find(|c| clear(c))
            .unwrap_or(first);
        placed.push(chosen);
    }
    placed
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLOT: LabelBox = LabelBox { x: 56.0, y: 30.0, width: 408.0, height: 244.0 };

    #[test]
    fn four_compressors_on_one_duty_point_get_four_labels_that_do_not_overlap() {
        let points: Vec<(f64, f64, &str)> =
            ["ZB45KCE-TFD", "ZB45KCE-TFD", "ZS45K4E-TF5", "3DA3-075E-TFD"].iter().map(|t| (200.0, 120.0, *t)).collect();
        let placed = place(&points, PLOT);
        for (i, a) in placed.iter().enumerate() {
            assert!(a.at.inside(&PLOT), "{a:?}");
            assert!(!a.at.overlaps(&LabelBox { x: 194.0, y: 114.0, width: 12.0, height: 12.0 }), "on the marker");
            for b in &placed[i + 1..] {
                assert!(!a.at.overlaps(&b.at), "{a:?} over {b:?}");
            }
        }
    }

    #[test]
    fn a_lone_point_keeps_its_label_above_right_and_one_at_the_right_edge_goes_left() {
        let placed = place(&[(100.0, 150.0, "ZP54"), (455.0, 200.0, "ZP61KCE")], PLOT);
        assert_eq!((placed[0].x, placed[0].y, placed[0].anchor), (108.0, 143.0, "start"));
        assert_eq!((placed[1].x, placed[1].anchor), (447.0, "end"));
    }
}
