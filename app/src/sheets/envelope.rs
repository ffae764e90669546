//! The operating-envelope chart: the compressor's envelope as the maker
//! draws it (the coefficient set's polygon, issue 23 item 4) or, where only
//! its evaporating/condensing limits are known, the rectangle of those
//! limits, with the duty points marked inside (green) or outside (red,
//! 'fuera de rango'), and a line under the chart saying which envelope it is. One function serves the project screen
//! (GET /api/charts/envelope.svg, shown as <img>) and the data sheet (the
//! same SVG inlined), so both always agree. Output depends only on the
//! inputs: no ids, no clock; coordinates print with a decimal point (SVG
//! syntax), the axis labels in the given number locale (the screens' rules,
//! `domain::number_format`).

use std::fmt::Write;

use domain::compressor::envelope::{contains as inside_polygon, EnvelopePoint, TOOL_DEFAULTS_NOTE};
use domain::number_format::{self, NumberLocale, Quantity};

use super::chart_labels::{
    axis_titles, coordinate as num, escape_text as escape, note_mark, place_clear_of, place_strictly, LabelBox,
    Request, Scene, Spot,
};
use super::glyph_widths::text_width;

/// Limits of a coefficient set, °C (evaporating and condensing dew points),
/// and the maker's polygon when the set has one.
#[derive(Debug, Clone, PartialEq)]
pub struct Envelope {
    pub evap_min: f64,
    pub evap_max: f64,
    pub cond_min: f64,
    pub cond_max: f64,
    /// The maker's envelope (`Polynomial::envelope_polygon`, in the answer's
    /// `operatingLimits` from engine 1.8.0); `None`: only the limits are known.
    pub polygon: Option<Vec<EnvelopePoint>>,
    /// The limits are the tool's defaults for a source without an envelope
    /// (engine 1.13.0's `envelopeSource: toolDefaults`; tester report 3,
    /// defect 3): drawn dashed, no point judged inside, and said so.
    pub tool_defaults: bool,
}

impl Envelope {
    /// The envelope's corners (to, tc): the maker's polygon as published,
    /// else the rectangle of the limits, clockwise from the bottom left.
    pub fn polygon(&self) -> Vec<(f64, f64)> {
        if let Some(points) = &self.polygon {
            return points.iter().map(|p| (p.to, p.tc)).collect();
        }
        vec![
            (self.evap_min, self.cond_min),
            (self.evap_min, self.cond_max),
            (self.evap_max, self.cond_max),
            (self.evap_max, self.cond_min),
        ]
    }

    /// Inside the limits and, where the set has one, the maker's polygon
    /// (edges inside): the calculation's own test (`domain::compressor::envelope`).
    pub fn contains(&self, evap: f64, cond: f64) -> bool {
        (self.evap_min..=self.evap_max).contains(&evap)
            && (self.cond_min..=self.cond_max).contains(&cond)
            && self.polygon.as_deref().is_none_or(|p| inside_polygon(p, evap, cond))
    }

    /// What the line under the chart says the envelope is.
    pub fn shape_note(&self) -> &'static str {
        if self.polygon.is_some() {
            "Envolvente del fabricante"
        } else {
            "Envolvente rectangular (solo límites de evaporación y condensación)"
        }
    }

    pub fn is_valid(&self) -> bool {
        [self.evap_min, self.evap_max, self.cond_min, self.cond_max].iter().all(|v| v.is_finite())
            && self.evap_min < self.evap_max
            && self.cond_min < self.cond_max
    }
}

/// How a chart's text prints: the number locale of its labels, and whether
/// the limits are written out above the plot ('Evap: -40 a 7,2 °C · Cond:
/// 20 a 60 °C'; the ticks fall on round values and cannot show them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChartText {
    pub locale: NumberLocale,
    pub limits: bool,
    /// Point labels placed clear of each other (`chart_labels`, `ficha-4`
    /// on); before, each sat above-right of its point, overlapping.
    pub spread_labels: bool,
    /// A line under the chart says whether the envelope is the maker's
    /// polygon or the rectangle of the limits (`ficha-5` on).
    pub shape_note: bool,
    /// Point labels also clear of the envelope's edge (issue 23 item 4,
    /// after `ficha-6`); before, a label could be written across it.
    pub clear_outline: bool,
    /// The temperature unit of the axes and the limits, '°C' or '°F' (an
    /// I-P sheet's, `ficha-7` on); the figures drawn are already in it.
    pub unit: &'static str,
    /// A thin line from a point to its label where the label found room
    /// only away from it (`ficha-12` on, where a label carries its
    /// circuit's name and is longer); before, the label alone.
    pub leaders: bool,
    /// An envelope of the tool's default limits is drawn dashed, its points
    /// in the attention colour and not judged inside, and the line under
    /// the chart says whose limits they are (`ficha-13` on). Before, it was
    /// drawn as any rectangle of limits.
    pub default_envelope: bool,
    /// Every label placed by `chart_labels::place_strictly`, measured with
    /// the inlined font in the language it prints in: none overlaps another
    /// text, a point or the envelope's edge or leaves the plot; one that
    /// finds no room becomes a numbered note under the chart (`ficha-14`
    /// on; issue 23 item 4, the tester's big rack). Before, a label that
    /// found no room was written at its first choice, over another.
    pub strict: bool,
    /// The chart prints in English (`language::svg_in_english` translates
    /// its texts afterwards): a strict layout measures each text as it
    /// will print.
    pub english: bool,
}

impl ChartText {
    /// Labels in `locale`, limits written out, labels spread, the
    /// envelope's shape said under the chart, labels clear of its edge.
    pub fn new(locale: NumberLocale) -> Self {
        Self {
            locale,
            limits: true,
            spread_labels: true,
            shape_note: true,
            clear_outline: true,
            unit: "°C",
            leaders: false,
            default_envelope: false,
            strict: false,
            english: false,
        }
    }
}

/// A duty point to mark, °C.
#[derive(Debug, Clone, PartialEq)]
pub struct DutyPoint {
    pub evap: f64,
    pub cond: f64,
    pub label: String,
}

const WIDTH: f64 = 480.0;
const HEIGHT: f64 = 320.0;
/// Room for the line that says the envelope's shape.
const NOTE: f64 = 16.0;
const LEFT: f64 = 56.0;
const RIGHT: f64 = 16.0;
const TOP: f64 = 30.0;
const BOTTOM: f64 = 46.0;
const INSIDE: &str = "#27ae60";
const OUTSIDE: &str = "#c0392b";
/// A point against the tool's default limits: neither inside nor outside
/// the maker's envelope, which is not known.
const ATTENTION: &str = "#b9770e";

/// A tick step giving at most 8 intervals over `span`.
fn step(span: f64) -> f64 {
    [1.0, 2.0, 5.0, 10.0, 20.0, 50.0].into_iter().find(|s| span / s <= 8.0).unwrap_or(100.0)
}

/// The axis range: the data padded by a step, on step multiples.
fn axis(values: impl Iterator<Item = f64> + Clone) -> (f64, f64, f64) {
    let low = values.clone().fold(f64::INFINITY, f64::min);
    let high = values.fold(f64::NEG_INFINITY, f64::max);
    let s = step((high - low).max(1.0) * 1.2);
    ((low / s).floor() * s - s, (high / s).ceil() * s + s, s)
}

/// An axis label: a temperature in `locale`, trailing zeros dropped ('-40',
/// '7,5').
fn label(value: f64, locale: NumberLocale) -> String {
    number_format::trimmed(Some(value), Quantity::Temperature.decimals(), locale)
}

/// The chart as a standalone SVG document, its text as `text` says.
pub fn envelope_svg(envelope: &Envelope, points: &[DutyPoint], text: ChartText) -> String {
    let locale = text.locale;
    let defaults = text.default_envelope && envelope.tool_defaults;
    let corners = envelope.polygon();
    let xs = [envelope.evap_min, envelope.evap_max]
        .into_iter()
        .chain(corners.iter().map(|c| c.0))
        .chain(points.iter().map(|p| p.evap));
    let ys = [envelope.cond_min, envelope.cond_max]
        .into_iter()
        .chain(corners.iter().map(|c| c.1))
        .chain(points.iter().map(|p| p.cond));
    let limits = format!(
        "Evap: {} a {} {u} · Cond: {} a {} {u}",
        label(envelope.evap_min, locale),
        label(envelope.evap_max, locale),
        label(envelope.cond_min, locale),
        label(envelope.cond_max, locale),
        u = text.unit
    );
    // A strict layout measures each text as it prints; where the limits
    // would touch the title, they take a line of their own under it and
    // the chart grows by that line.
    let printed = |spanish: &str| -> String {
        if text.english {
            super::language::english(spanish).unwrap_or_else(|| spanish.to_string())
        } else {
            spanish.to_string()
        }
    };
    let lift = if text.strict
        && text.limits
        && LEFT + text_width(&printed(TITLE), 13.0, true) + TITLE_GAP
            > WIDTH - RIGHT - text_width(&printed(&limits), 10.0, false)
    {
        LIMITS_LINE
    } else {
        0.0
    };
    let top = TOP + lift;
    let base = HEIGHT + lift;
    let (x0, x1, xs_step) = axis(xs.collect::<Vec<_>>().into_iter());
    let (y0, y1, ys_step) = axis(ys.collect::<Vec<_>>().into_iter());
    let plot_w = WIDTH - LEFT - RIGHT;
    let plot_h = HEIGHT - TOP - BOTTOM;
    let px = |x: f64| LEFT + (x - x0) / (x1 - x0) * plot_w;
    let py = |y: f64| top + (y1 - y) / (y1 - y0) * plot_h;
    let outline: Vec<(f64, f64)> = corners.iter().map(|(e, c)| (px(*e), py(*c))).collect();
    let labelled: Vec<(f64, f64, String, &str)> = points
        .iter()
        .map(|point| {
            let inside = envelope.contains(point.evap, point.cond);
            let mut label = escape(point.label.trim());
            if !inside {
                label = if label.is_empty() { "fuera de rango".into() } else { format!("{label} · fuera de rango") };
            }
            let colour = match (inside, defaults) {
                (false, _) => OUTSIDE,
                (true, true) => ATTENTION,
                (true, false) => INSIDE,
            };
            (px(point.evap), py(point.cond), label, colour)
        })
        .collect();
    let plot = LabelBox { x: LEFT, y: top, width: plot_w, height: plot_h };
    // The strict layout: each named point's spot, and the notes under the
    // chart (their lines, each with its colour).
    let strict = text.strict.then(|| {
        let named = merged(points, &labelled);
        let requests: Vec<Request> = named
            .iter()
            .map(|(x, y, label, _)| Request {
                x: *x,
                y: *y,
                width: text_width(&printed(&unescape(label)), 11.0, false),
            })
            .collect();
        let markers: Vec<(f64, f64)> = labelled.iter().map(|(x, y, _, _)| (*x, *y)).collect();
        let scene = Scene {
            bounds: inset(plot),
            markers: &markers,
            marker_radius: MARKER_CLEAR,
            outline: &outline,
            clearance: OUTLINE_AIR,
            size: 11.0,
            bold: false,
        };
        let spots = place_strictly(&requests, &scene);
        let mut notes: Vec<(String, &str)> = Vec::new();
        for (spot, (_, _, label, colour)) in spots.iter().zip(&named) {
            if let Spot::Noted { number, .. } = spot {
                let line = format!("{} {label}", note_mark(*number));
                for part in wrapped(&line, &printed, WIDTH - 2.0 * RIGHT) {
                    notes.push((part, *colour));
                }
            }
        }
        (spots, notes, named)
    });
    let notes = strict.as_ref().map_or(0, |(_, notes, _)| notes.len());
    let note_lines = if notes > 0 { notes + 1 } else { 0 };
    let height = if text.shape_note { base + NOTE } else { base } + note_lines as f64 * NOTE_LINE;

    let mut svg = String::with_capacity(4096);
    let _ = write!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" font-family="DejaVu Sans, sans-serif" font-size="11" role="img" aria-label="Envolvente de operación">"#,
        w = num(WIDTH),
        h = num(height)
    );
    let _ = write!(svg, r##"<rect width="{}" height="{}" fill="#ffffff"/>"##, num(WIDTH), num(height));
    let _ = write!(
        svg,
        r##"<text x="{}" y="18" font-size="13" font-weight="bold" fill="#2c3e50">{TITLE}</text>"##,
        num(LEFT)
    );
    if text.limits {
        let _ = write!(
            svg,
            r##"<text x="{}" y="{}" font-size="10" text-anchor="end" fill="#555">{limits}</text>"##,
            num(WIDTH - RIGHT),
            num(18.0 + lift),
        );
    }
    // Grid and ticks; a strict chart sets its evaporating ticks 2 px lower,
    // clear of the lowest condensing tick at the corner (their line boxes
    // met by 1.8 px).
    let tick_drop = if text.strict { STRICT_TICK_DROP } else { 15.0 };
    let mut x = x0;
    while x <= x1 + 1e-9 {
        let _ = write!(
            svg,
            r##"<line x1="{p}" y1="{t}" x2="{p}" y2="{b}" stroke="#e3e7ea" stroke-width="1"/><text x="{p}" y="{l}" text-anchor="middle" fill="#555">{v}</text>"##,
            p = num(px(x)),
            t = num(top),
            b = num(top + plot_h),
            l = num(top + plot_h + tick_drop),
            v = label(x, locale)
        );
        x += xs_step;
    }
    let mut y = y0;
    while y <= y1 + 1e-9 {
        let _ = write!(
            svg,
            r##"<line x1="{l}" y1="{p}" x2="{r}" y2="{p}" stroke="#e3e7ea" stroke-width="1"/><text x="{tx}" y="{ty}" text-anchor="end" fill="#555">{v}</text>"##,
            l = num(LEFT),
            r = num(LEFT + plot_w),
            p = num(py(y)),
            tx = num(LEFT - 6.0),
            ty = num(py(y) + 4.0),
            v = label(y, locale)
        );
        y += ys_step;
    }
    let _ = write!(
        svg,
        r##"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="#95a5a6" stroke-width="1"/>"##,
        num(LEFT),
        num(top),
        num(plot_w),
        num(plot_h)
    );
    // The envelope.
    let drawn: Vec<String> = outline.iter().map(|(x, y)| format!("{},{}", num(*x), num(*y))).collect();
    if defaults {
        // Not the maker's envelope: a dashed outline, no fill.
        let _ = write!(
            svg,
            r##"<polygon points="{}" fill="none" stroke="#7f8c8d" stroke-width="1.5" stroke-dasharray="6 4"/>"##,
            drawn.join(" ")
        );
    } else {
        let _ = write!(
            svg,
            r##"<polygon points="{}" fill="#3498db" fill-opacity="0.18" stroke="#2980b9" stroke-width="2"/>"##,
            drawn.join(" ")
        );
    }
    // Duty points, then their labels (on top of every marker).
    let circle = |svg: &mut String, cx: f64, cy: f64, colour: &str| {
        let _ = write!(
            svg,
            r##"<circle cx="{}" cy="{}" r="5" fill="{colour}" stroke="#ffffff" stroke-width="1.5"/>"##,
            num(cx),
            num(cy)
        );
    };
    if let Some((spots, _, named)) = &strict {
        for (cx, cy, _, colour) in &labelled {
            circle(&mut svg, *cx, *cy, colour);
        }
        for (spot, (_, _, label, colour)) in spots.iter().zip(named) {
            let (at, leader, words) = match spot {
                Spot::Placed { at, leader } => (at, leader, label.clone()),
                Spot::Noted { number, mark: Some((at, leader)) } => (at, leader, note_mark(*number)),
                Spot::Noted { mark: None, .. } => continue,
            };
            if let Some(((x1, y1), (x2, y2))) = leader {
                let _ = write!(
                    svg,
                    r#"<line class="leader" x1="{}" y1="{}" x2="{}" y2="{}" stroke="{colour}" stroke-width="0.7"/>"#,
                    num(*x1),
                    num(*y1),
                    num(*x2),
                    num(*y2)
                );
            }
            let _ = write!(
                svg,
                r#"<text class="label" x="{}" y="{}" text-anchor="{}" fill="{colour}">{words}</text>"#,
                num(at.x),
                num(at.y),
                at.anchor
            );
        }
    } else {
        write_labels(&mut svg, &labelled, text, plot, &outline, circle);
    }
    axis_titles(
        &mut svg,
        &format!("Temperatura de evaporación ({})", text.unit),
        &format!("Temperatura de condensación ({})", text.unit),
        LEFT + plot_w / 2.0,
        top + plot_h / 2.0,
        base,
    );
    let note_y = base + NOTE - 6.0;
    if text.shape_note && defaults {
        // The longer note, centred on the page's width so that it fits.
        let _ = write!(
            svg,
            r##"<text x="{}" y="{}" font-size="10" text-anchor="middle" fill="{ATTENTION}">{}</text>"##,
            num(WIDTH / 2.0),
            num(note_y),
            TOOL_DEFAULTS_NOTE
        );
    } else if text.shape_note {
        let _ = write!(
            svg,
            r##"<text x="{}" y="{}" font-size="10" text-anchor="middle" fill="#555">{}</text>"##,
            num(LEFT + plot_w / 2.0),
            num(note_y),
            envelope.shape_note()
        );
    }
    if let Some((_, notes, _)) = strict.as_ref().filter(|(_, notes, _)| !notes.is_empty()) {
        let first = if text.shape_note { note_y } else { base - 6.0 } + NOTE_LINE;
        let _ = write!(
            svg,
            r##"<text x="{}" y="{}" font-size="10" fill="#555">{NOTES_HEADING}</text>"##,
            num(RIGHT),
            num(first)
        );
        for (i, (line, colour)) in notes.iter().enumerate() {
            let _ = write!(
                svg,
                r#"<text x="{}" y="{}" font-size="10" fill="{colour}">{line}</text>"#,
                num(RIGHT),
                num(first + (i + 1) as f64 * NOTE_LINE)
            );
        }
    }
    svg.push_str("</svg>");
    svg
}

/// The baseline of the evaporating ticks under a strict chart's plot, px.
pub(crate) const STRICT_TICK_DROP: f64 = 17.0;
/// The chart's title.
const TITLE: &str = "Envolvente de operación";
/// Px kept between the title and the limits on its line.
const TITLE_GAP: f64 = 8.0;
/// The line the limits take under the title where they do not fit beside it.
const LIMITS_LINE: f64 = 13.0;
/// A note's line under the chart, px (10 px text).
const NOTE_LINE: f64 = 13.0;
/// The line over the notes: why these points carry a number.
pub const NOTES_HEADING: &str = "Puntos numerados (su etiqueta no cabe en el gráfico):";
/// The radius a point's box keeps clear: the 5 px marker, its 1.5 px white
/// stroke's outer half and half a pixel.
const MARKER_CLEAR: f64 = 6.5;
/// Px kept between a label and the envelope's edge: its 2 px stroke's half
/// and a pixel.
const OUTLINE_AIR: f64 = 2.0;

/// The labels of a strict chart: the points on one duty with one verdict
/// and one circuit (a circuit's compressors) share a label, their models
/// joined by ' / ' and the circuit said once ('3DA3-075E-TFD /
/// 3DB3-100E-TFD · Circuito 1 (MT)'), then '· fuera de rango' once where
/// they are outside. Points without a name get no label, unless outside.
fn merged<'a>(points: &[DutyPoint], labelled: &[(f64, f64, String, &'a str)]) -> Vec<(f64, f64, String, &'a str)> {
    // (x, y, colour, circuit, models)
    type Group<'c> = (f64, f64, &'c str, Option<String>, Vec<String>);
    let mut groups: Vec<Group> = Vec::new();
    for (point, (x, y, _, colour)) in points.iter().zip(labelled) {
        let name = escape(point.label.trim());
        let (model, circuit) = match name.split_once(" · ") {
            Some((m, c)) => (m.to_string(), Some(c.to_string())),
            None => (name.clone(), None),
        };
        let at = groups.iter().position(|g| g.0 == *x && g.1 == *y && g.2 == *colour && g.3 == circuit);
        let group = match at {
            Some(i) => &mut groups[i],
            None => {
                groups.push((*x, *y, colour, circuit, Vec::new()));
                groups.last_mut().expect("just pushed")
            }
        };
        if !group.4.contains(&model) {
            group.4.push(model);
        }
    }
    groups
        .into_iter()
        .filter_map(|(x, y, colour, circuit, models)| {
            let models: Vec<String> = models.into_iter().filter(|m| !m.is_empty()).collect();
            let label = match circuit {
                Some(c) => format!("{} · {c}", models.join(" / ")),
                None => models.join(" / "),
            };
            match (label.is_empty(), colour == OUTSIDE) {
                (true, false) => None,
                (true, true) => Some((x, y, "fuera de rango".to_string(), colour)),
                (false, true) => Some((x, y, format!("{label} · fuera de rango"), colour)),
                (false, false) => Some((x, y, label, colour)),
            }
        })
        .collect()
}

/// The plot less a pixel each side: a label never touches the frame.
fn inset(plot: LabelBox) -> LabelBox {
    LabelBox { x: plot.x + 1.0, y: plot.y + 1.0, width: plot.width - 2.0, height: plot.height - 2.0 }
}

fn unescape(text: &str) -> String {
    text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&amp;", "&")
}

/// `line` in lines no wider than `width` px at 10 px as `printed` prints
/// them, broken between words (a word longer than the line stands alone).
fn wrapped(line: &str, printed: &dyn Fn(&str) -> String, width: f64) -> Vec<String> {
    let printed_line = printed(&unescape(line));
    if text_width(&printed_line, 10.0, false) <= width {
        return vec![line.to_string()];
    }
    // Translated as a whole, then broken: each piece prints as measured.
    let escaped = escape(&printed_line);
    let mut lines: Vec<String> = Vec::new();
    for word in escaped.split(' ') {
        match lines.last_mut() {
            Some(last) if text_width(&unescape(&format!("{last} {word}")), 10.0, false) <= width => {
                last.push(' ');
                last.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// The point labels as sheets before `ficha-14` printed them.
fn write_labels(
    svg: &mut String,
    labelled: &[(f64, f64, String, &str)],
    text: ChartText,
    plot: LabelBox,
    outline: &[(f64, f64)],
    circle: impl Fn(&mut String, f64, f64, &str),
) {
    let spread = text.spread_labels.then(|| {
        let named: Vec<(f64, f64, &str)> =
            labelled.iter().filter(|l| !l.2.is_empty()).map(|(x, y, label, _)| (*x, *y, label.as_str())).collect();
        let outline = if text.clear_outline { outline } else { &[] };
        place_clear_of(&named, plot, outline)
    });
    if spread.is_some() {
        for (cx, cy, _, colour) in labelled {
            circle(svg, *cx, *cy, colour);
        }
    }
    let mut spread_at = spread.iter().flatten();
    for (cx, cy, label, colour) in labelled {
        let (cx, cy) = (*cx, *cy);
        if spread.is_none() {
            circle(svg, cx, cy, colour);
        }
        if label.is_empty() {
            continue;
        }
        let (x, y, anchor) = match spread_at.next() {
            Some(p) => {
                // The nearest point of the label's box: a leader where the
                // label sits more than a line away from its point.
                let (nx, ny) = (cx.clamp(p.at.x, p.at.x + p.at.width), cy.clamp(p.at.y, p.at.y + p.at.height));
                if text.leaders && (nx - cx).hypot(ny - cy) > LEADER_FROM {
                    let _ = write!(
                        svg,
                        r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{colour}" stroke-width="0.7"/>"#,
                        num(cx),
                        num(cy),
                        num(nx),
                        num(ny)
                    );
                }
                (p.x, p.y, p.anchor)
            }
            None => {
                let anchor = if cx > plot.x + plot.width * 0.7 { "end" } else { "start" };
                (cx + if anchor == "end" { -8.0 } else { 8.0 }, cy - 7.0, anchor)
            }
        };
        let _ =
            write!(svg, r#"<text x="{}" y="{}" text-anchor="{anchor}" fill="{colour}">{label}</text>"#, num(x), num(y));
    }
}

/// Lowest and highest temperature the chart endpoint draws (°C).
pub(crate) const CHART_MIN_C: f64 = -100.0;
pub(crate) const CHART_MAX_C: f64 = 200.0;
/// Px between a point and its label's box past which a leader is drawn.
const LEADER_FROM: f64 = 18.0;

/// Characters of the duty point's label, at most.
pub(crate) const LABEL_MAX_CHARS: usize = 60;

/// Most corners a query's polygon may have.
const QUERY_CORNERS: usize = 64;
/// A query's polygon as the OpenAPI document states it: 3 to
/// [`QUERY_CORNERS`] `to,tc` corners in °C with a decimal point.
pub(crate) const QUERY_POLYGON_PATTERN: &str = r"^(\s*[-+]?[0-9]{1,3}(\.[0-9]{1,4})?\s*,\s*[-+]?[0-9]{1,3}(\.[0-9]{1,4})?\s*;){2,63}\s*[-+]?[0-9]{1,3}(\.[0-9]{1,4})?\s*,\s*[-+]?[0-9]{1,3}(\.[0-9]{1,4})?\s*$";

/// The maker's polygon as the screen sends it: `to,tc` corners (°C, decimal
/// point) separated by `;`, checked as an imported one is
/// (`domain::compressor::envelope::check_polygon`).
fn polygon_from_query(text: &str) -> Result<Vec<EnvelopePoint>, crate::AppError> {
    let refused = |message: String| crate::AppError::Rejected {
        rejection: domain::rules::Rejection::RuleViolation,
        code: "envelope.invalid_polygon",
        message,
        field: Some("polygon"),
    };
    let corners: Option<Vec<EnvelopePoint>> = text
        .split(';')
        .map(|pair| {
            let (to, tc) = pair.split_once(',')?;
            let (to, tc) = (to.trim().parse::<f64>().ok()?, tc.trim().parse::<f64>().ok()?);
            (to.is_finite() && tc.is_finite()).then_some(EnvelopePoint { to, tc })
        })
        .collect();
    let corners = corners
        .ok_or_else(|| refused("Polígono de la envolvente: cada punto es 'to,tc' en °C, separados por ';'".into()))?;
    if corners.len() > QUERY_CORNERS {
        return Err(refused(format!("Polígono de la envolvente: a lo sumo {QUERY_CORNERS} puntos")));
    }
    domain::compressor::envelope::check_polygon(&corners).map_err(|e| refused(e.to_string()))?;
    Ok(corners)
}

/// The chart for GET /api/charts/envelope.svg: limits and one duty point
/// from the query (`evapMin`, `evapMax`, `condMin`, `condMax`, `evap`,
/// `cond`, optional `label`, and the maker's `polygon` where the answer
/// has one), each refused in Spanish when missing or wrong; axis labels in
/// `locale` (the company's, as on the screens).
pub fn chart_from_query(
    query: &std::collections::HashMap<String, String>,
    locale: NumberLocale,
) -> Result<String, crate::AppError> {
    use crate::library::refrigerants::query_number;
    let envelope = Envelope {
        evap_min: query_number(query, "evapMin", "Evaporación mínima")?,
        evap_max: query_number(query, "evapMax", "Evaporación máxima")?,
        cond_min: query_number(query, "condMin", "Condensación mínima")?,
        cond_max: query_number(query, "condMax", "Condensación máxima")?,
        polygon: match query.get("polygon").map(|p| p.trim()).filter(|p| !p.is_empty()) {
            Some(text) => Some(polygon_from_query(text)?),
            None => None,
        },
        // `defaults=1`: the answer's `envelopeSource` is `toolDefaults`.
        tool_defaults: query.get("defaults").is_some_and(|v| matches!(v.trim(), "1" | "true")),
    };
    if !envelope.is_valid() {
        return Err(crate::AppError::Rejected {
            rejection: domain::rules::Rejection::RuleViolation,
            code: "envelope.invalid_limits",
            message: "Límites de la envolvente inválidos: cada mínimo debe ser menor que su máximo".into(),
            field: Some("evapMin"),
        });
    }
    // Saturation temperatures of any refrigerant; far outside, the axes
    // would need billions of ticks (a request that never ends).
    let evap = query_number(query, "evap", "Temperatura de evaporación")?;
    let cond = query_number(query, "cond", "Temperatura de condensación")?;
    let values = [
        ("evapMin", envelope.evap_min),
        ("evapMax", envelope.evap_max),
        ("condMin", envelope.cond_min),
        ("condMax", envelope.cond_max),
        ("evap", evap),
        ("cond", cond),
    ];
    if let Some((field, _)) = values.iter().find(|(_, v)| !(CHART_MIN_C..=CHART_MAX_C).contains(v)) {
        return Err(crate::AppError::Rejected {
            rejection: domain::rules::Rejection::RuleViolation,
            code: "envelope.out_of_range",
            message: format!("Temperatura fuera de rango: debe estar entre {CHART_MIN_C} y {CHART_MAX_C} °C"),
            field: Some(*field),
        });
    }
    let label = query.get("label").map(|l| l.trim().to_string()).unwrap_or_default();
    if domain::rules::too_long(&label, LABEL_MAX_CHARS) {
        return Err(crate::AppError::Rejected {
            rejection: domain::rules::Rejection::RuleViolation,
            code: "envelope.label_too_long",
            message: "La etiqueta excede 60 caracteres".into(),
            field: Some("label"),
        });
    }
    let point = DutyPoint { evap, cond, label };
    // The screen says under the picture which envelope it is (it knows
    // whether the answer had a polygon); the picture keeps its size.
    Ok(envelope_svg(
        &envelope,
        &[point],
        ChartText { shape_note: false, default_envelope: true, strict: true, ..ChartText::new(locale) },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const MX: ChartText = ChartText {
        locale: NumberLocale::EsMx,
        limits: true,
        spread_labels: true,
        shape_note: true,
        clear_outline: true,
        unit: "°C",
        leaders: false,
        default_envelope: true,
        strict: false,
        english: false,
    };

    fn envelope() -> Envelope {
        Envelope { evap_min: -40.0, evap_max: 7.2, cond_min: 20.0, cond_max: 60.0, polygon: None, tool_defaults: false }
    }

    /// A strict chart (`ficha-14`) in `locale`, Spanish or English, °C or °F.
    fn strict(locale: NumberLocale, english: bool, unit: &'static str) -> ChartText {
        ChartText { strict: true, english, unit, leaders: true, default_envelope: true, ..ChartText::new(locale) }
    }

    /// The chart as it prints: translated on an English sheet.
    fn printed(svg: &str, english: bool) -> String {
        if english {
            crate::sheets::language::svg_in_english(svg)
        } else {
            svg.to_string()
        }
    }

    fn fahrenheit(c: f64) -> f64 {
        c * 1.8 + 32.0
    }

    /// The envelope and points in °F, as an I-P sheet draws them.
    fn in_ip(envelope: &Envelope, points: &[DutyPoint]) -> (Envelope, Vec<DutyPoint>) {
        let e = Envelope {
            evap_min: fahrenheit(envelope.evap_min),
            evap_max: fahrenheit(envelope.evap_max),
            cond_min: fahrenheit(envelope.cond_min),
            cond_max: fahrenheit(envelope.cond_max),
            polygon: envelope
                .polygon
                .as_ref()
                .map(|p| p.iter().map(|c| EnvelopePoint { to: fahrenheit(c.to), tc: fahrenheit(c.tc) }).collect()),
            tool_defaults: envelope.tool_defaults,
        };
        let p = points
            .iter()
            .map(|p| DutyPoint { evap: fahrenheit(p.evap), cond: fahrenheit(p.cond), label: p.label.clone() })
            .collect();
        (e, p)
    }

    /// The stress cases of issue 23 item 4: a big rack's compressors on a
    /// few duties (several outside the envelope), sixteen on one duty, a
    /// cluster of a dozen within a kelvin or two, points on the envelope's
    /// corners and on the plot's border, the longest labels a point can have.
    fn stress_cases() -> Vec<(&'static str, Envelope, Vec<DutyPoint>)> {
        let models = [
            "3DA3-075E-TFD",
            "3DB3-100E-TFD",
            "6DJ3-400E-TSN",
            "2DL3-040E-TFD",
            "2DB3-060E-TFD",
            "6DL3-270E-TSK",
            "ZS21K4E-TF5",
            "ZS26K4E-TF5",
            "ZS56K4E-TWC",
            "ZF11K4E-TF5",
            "ZF13K4E-TF5",
            "ZF15K4E-TF5",
            "VS3D-075-DEMO",
            "ZB45KCE-TFD",
            "3DF3-090E-TFD",
            "4DH3-250E-TSK",
        ];
        let circuits = ["Circuito 1 (MT)", "Circuito 2 (MT2)", "Circuito 3 (BT)", "Circuito 4 (BT2)", "Circuito 5 (C)"];
        let named = |i: usize| format!("{} · {}", models[i % models.len()], circuits[i % circuits.len()]);
        let rack: Vec<DutyPoint> = (0..15)
            .map(|i| {
                let (evap, cond) = [(-10.0, 45.0), (-6.7, 40.0), (-30.0, 45.0), (-35.0, 55.0), (5.0, 62.0)][i % 5];
                point(evap, cond, &named(i))
            })
            .collect();
        // Sixteen compressors of four circuits on one duty.
        let one_duty: Vec<DutyPoint> =
            (0..16).map(|i| point(-10.0, 40.0, &format!("{} · {}", models[i], circuits[i % 4]))).collect();
        // Twelve compressors of six circuits on one duty.
        let six_circuits: Vec<DutyPoint> = (0..12)
            .map(|i| point(-10.0, 40.0, &format!("{} · Circuito {} (MT{})", models[i], i % 6 + 1, i % 6 + 1)))
            .collect();
        let cluster: Vec<DutyPoint> = (0..12)
            .map(|i| {
                let f = i as f64;
                point(-12.0 + (f * 0.37) % 2.0, 44.0 + (f * 0.61) % 1.5, &named(i))
            })
            .collect();
        let corners: Vec<DutyPoint> =
            [(-40.0, 20.0), (-40.0, 60.0), (7.2, 60.0), (7.2, 20.0), (-45.0, 15.0), (12.0, 65.0)]
                .iter()
                .enumerate()
                .map(|(i, (e, c))| point(*e, *c, &named(i)))
                .collect();
        let longest: Vec<DutyPoint> = (0..6)
            .map(|i| point(-20.0 + i as f64 * 4.0, 50.0, &format!("{}{i} · {}", "W".repeat(30), circuits[i % 5])))
            .collect();
        vec![
            ("rack", maker(), rack.clone()),
            ("rack-rectangle", envelope(), rack),
            ("one duty", envelope(), one_duty),
            ("six circuits on one duty", maker(), six_circuits),
            ("cluster", maker(), cluster),
            ("corners", envelope(), corners),
            ("longest", envelope(), longest),
        ]
    }

    /// Issue 23 item 4, property-style: on every stress case, in Spanish
    /// and English, °C and °F, es-MX and es-ES figures, the printed SVG
    /// (translated where English) has no two texts intersecting, every
    /// label inside the plot and off every point and the envelope's edge,
    /// no leader through a text or another point: boxes measured from the
    /// SVG with the inlined font. Every label is on the chart or in a
    /// numbered note whose number marks its point.
    #[test]
    fn no_label_of_a_strict_chart_overlaps_anything_on_any_stress_case() {
        let mut noted = 0;
        for (case, envelope, points) in stress_cases() {
            for (english, ip, locale) in [
                (false, false, NumberLocale::EsEs),
                (false, true, NumberLocale::EsMx),
                (true, false, NumberLocale::EsMx),
                (true, true, NumberLocale::EsMx),
            ] {
                let (envelope, points) =
                    if ip { in_ip(&envelope, &points) } else { (envelope.clone(), points.clone()) };
                let unit = if ip { "°F" } else { "°C" };
                let svg = printed(&envelope_svg(&envelope, &points, strict(locale, english, unit)), english);
                let faults = crate::sheets::chart_labels::strict_layout_faults(&svg);
                assert!(faults.is_empty(), "{case}, english {english}, ip {ip}: {faults:#?}\n{svg}");
                let all = texts(&svg);
                let marks = texts_of_class(&svg, "label");
                for p in &points {
                    let model = p.label.split(" · ").next().unwrap();
                    let on_chart = marks.iter().any(|t| t.contains(model));
                    // A note's lines, each from its number to the next.
                    let note = notes_of(&all).into_iter().find(|n| n.contains(model));
                    assert!(on_chart || note.is_some(), "{case}: '{}' printed nowhere\n{svg}", p.label);
                    if let Some(note) = note.filter(|_| !on_chart) {
                        noted += 1;
                        let mark = note.split(' ').next().unwrap();
                        assert!(marks.iter().any(|m| m == mark), "{case}: note {mark} marks no point\n{svg}");
                    }
                }
            }
        }
        assert!(noted > 0, "some stress case must need notes, or the notes are not tested");
    }

    /// The same stress as the sheets before `ficha-14` print it: labels on
    /// top of each other (the tester's big rack), which the check finds.
    #[test]
    fn before_ficha_14_the_stress_cases_overlap_and_the_check_says_so() {
        let text = crate::sheets::template_versions::chart_text(
            "ficha-13",
            crate::sheets::format::Figures::in_locale(NumberLocale::EsMx),
        );
        assert!(!text.strict);
        let (_, envelope, points) = stress_cases().remove(0);
        let faults = crate::sheets::chart_labels::strict_layout_faults(&envelope_svg(&envelope, &points, text));
        assert!(faults.iter().any(|f| f.contains(" overlaps ")), "{faults:#?}");
        let now = crate::sheets::template_versions::chart_text(
            "ficha-14",
            crate::sheets::format::Figures::in_locale(NumberLocale::EsMx),
        );
        assert!(now.strict && !now.english);
    }

    /// A label that finds no room is a numbered note under the chart: the
    /// chart grows by the notes' lines, says why the points are numbered,
    /// and its number marks the point.
    #[test]
    fn a_label_without_room_is_a_numbered_note_under_the_chart() {
        let points: Vec<DutyPoint> = (0..16)
            .map(|i| point(-10.0, 40.0, &format!("MODELO-{i:02}-{} · Circuito 1 (MT)", "W".repeat(4))))
            .collect();
        let svg = envelope_svg(&envelope(), &points, strict(NumberLocale::EsMx, false, "°C"));
        let all = texts(&svg);
        // Sixteen compressors of one circuit on one duty: one label, too
        // long for the plot, in a note over several lines.
        let notes = notes_of(&all);
        assert_eq!(notes.len(), 1, "{svg}");
        assert!(notes[0].starts_with("(1) MODELO-00-WWWW / MODELO-01-WWWW / "), "{notes:?}");
        assert!(notes[0].ends_with("MODELO-15-WWWW · Circuito 1 (MT)"), "{notes:?}");
        assert!(all.iter().filter(|t| t.starts_with("MODELO-")).count() > 0, "broken over lines: {all:?}");
        assert!(texts_of_class(&svg, "label").contains(&"(1)".to_string()), "the point carries its number");
        let at = all.iter().position(|t| t == NOTES_HEADING).expect("the heading says why");
        let lines = all.len() - at;
        let height = HEIGHT + NOTE + lines as f64 * NOTE_LINE;
        assert!(svg.contains(&format!("viewBox=\"0 0 480 {}\"", num(height))), "{svg}");
        // English: the heading and the note in English, still clear.
        let english = printed(&envelope_svg(&envelope(), &points, strict(NumberLocale::EsMx, true, "°C")), true);
        assert!(english.contains("Numbered points (their label does not fit on the chart):"), "{english}");
        assert_eq!(crate::sheets::chart_labels::strict_layout_faults(&english), Vec::<String>::new());
    }

    /// The limits take a line of their own where they would touch the
    /// title (a long I-P line), and the whole chart moves down by it.
    #[test]
    fn long_limits_take_their_own_line_under_the_title() {
        let wide = Envelope { evap_min: -48.7, evap_max: 45.5, cond_min: 52.9, cond_max: 143.6, ..envelope() };
        let svg = envelope_svg(&wide, &[point(10.0, 100.0, "ZS21K4E-TF5")], strict(NumberLocale::EsEs, false, "°F"));
        assert!(svg.contains(r#"y="31" font-size="10" text-anchor="end""#), "{svg}");
        assert_eq!(crate::sheets::chart_labels::strict_layout_faults(&svg), Vec::<String>::new());
        let short = envelope_svg(&envelope(), &[point(-10.0, 40.0, "C1")], strict(NumberLocale::EsEs, false, "°C"));
        assert!(short.contains(r#"y="18" font-size="10" text-anchor="end""#), "{short}");
    }

    /// The notes under a chart, each note's lines joined.
    fn notes_of(texts: &[String]) -> Vec<String> {
        let Some(at) = texts.iter().position(|t| t == NOTES_HEADING || t.starts_with("Numbered points")) else {
            return Vec::new();
        };
        let mut notes: Vec<String> = Vec::new();
        for line in &texts[at + 1..] {
            match notes.last_mut() {
                Some(last) if !line.starts_with('(') => {
                    last.push(' ');
                    last.push_str(line);
                }
                _ => notes.push(line.clone()),
            }
        }
        notes
    }

    /// The texts of class `class`, in document order.
    fn texts_of_class(svg: &str, class: &str) -> Vec<String> {
        let doc = roxmltree::Document::parse(svg).unwrap();
        doc.descendants()
            .filter(|n| n.has_tag_name("text") && n.attribute("class") == Some(class))
            .filter_map(|n| n.text())
            .map(str::to_string)
            .collect()
    }

    /// Tester report 3, defect 3: the tool's default limits are drawn
    /// dashed, their point in the attention colour (no verdict), and the
    /// note says whose limits they are; before `ficha-13`, as any rectangle.
    #[test]
    fn the_tools_default_limits_are_drawn_dashed_and_said_to_be_so() {
        let defaults = Envelope {
            evap_min: -45.0,
            evap_max: 7.5,
            cond_min: 11.6,
            cond_max: 62.0,
            polygon: None,
            tool_defaults: true,
        };
        let svg = envelope_svg(&defaults, &[point(-10.0, 45.0, "A2L-TEST")], MX);
        assert!(svg.contains(r#"stroke-dasharray="6 4""#), "{svg}");
        assert!(!svg.contains("fill-opacity"), "no filled envelope: {svg}");
        assert!(svg.contains(&format!("fill=\"{ATTENTION}\" stroke=\"#ffffff\"")), "{svg}");
        assert!(!svg.contains(&format!("fill=\"{INSIDE}\"")), "{svg}");
        assert!(svg.contains(">Envolvente del fabricante no indicada (límites por defecto de la herramienta)</text>"));
        // Outside the defaults is still out of range.
        let out = envelope_svg(&defaults, &[point(-50.0, 45.0, "A2L-TEST")], MX);
        assert!(out.contains("A2L-TEST · fuera de rango") && out.contains(&format!("fill=\"{OUTSIDE}\"")));
        let before = ChartText { default_envelope: false, ..MX };
        let old = envelope_svg(&defaults, &[point(-10.0, 45.0, "A2L-TEST")], before);
        let plain = Envelope { tool_defaults: false, ..defaults.clone() };
        assert_eq!(old, envelope_svg(&plain, &[point(-10.0, 45.0, "A2L-TEST")], before));
    }

    fn point(evap: f64, cond: f64, label: &str) -> DutyPoint {
        DutyPoint { evap, cond, label: label.into() }
    }

    #[test]
    fn it_should_draw_the_limits_and_mark_a_point_inside_in_green() {
        let svg = envelope_svg(&envelope(), &[point(-10.0, 40.0, "C1")], MX);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.contains("<polygon points="));
        assert!(svg.contains(&format!("fill=\"{INSIDE}\"")));
        assert!(!svg.contains("fuera de rango"));
        assert!(roxmltree::Document::parse(&svg).is_ok(), "well-formed XML");
    }

    #[test]
    fn it_should_mark_a_point_outside_in_red_and_say_so() {
        let svg = envelope_svg(&envelope(), &[point(10.0, 40.0, "C2 <alta>")], MX);
        assert!(svg.contains(&format!("fill=\"{OUTSIDE}\"")));
        assert!(svg.contains("C2 &lt;alta&gt; · fuera de rango"), "{svg}");
    }

    #[test]
    fn it_should_keep_an_outside_point_on_the_chart() {
        let svg = envelope_svg(&envelope(), &[point(-60.0, 70.0, "")], MX);
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let circle = doc.descendants().find(|n| n.has_tag_name("circle")).unwrap();
        let cx: f64 = circle.attribute("cx").unwrap().parse().unwrap();
        let cy: f64 = circle.attribute("cy").unwrap().parse().unwrap();
        assert!(cx > LEFT && cx < WIDTH - RIGHT && cy > TOP && cy < HEIGHT - BOTTOM, "({cx}, {cy})");
    }

    #[test]
    fn it_should_give_the_same_bytes_for_the_same_inputs() {
        let points = [point(-10.0, 40.0, "C1"), point(-25.5, 45.0, "C2")];
        assert_eq!(envelope_svg(&envelope(), &points, MX), envelope_svg(&envelope(), &points, MX));
    }

    #[test]
    fn it_should_print_numbers_without_negative_zero() {
        assert_eq!(num(-0.04), "0");
        assert_eq!(num(7.25), "7.3");
        assert_eq!(num(-40.0), "-40");
    }

    /// The R404A corners of issue 27's test set: the maker cuts off low
    /// evaporating with high condensing.
    fn maker() -> Envelope {
        let corners = [(-40.0, 20.0), (-40.0, 45.0), (-20.0, 60.0), (7.2, 60.0), (7.2, 20.0)];
        Envelope { polygon: Some(corners.map(|(to, tc)| EnvelopePoint { to, tc }).to_vec()), ..envelope() }
    }

    /// The `points` attribute of the chart's envelope, as (x, y).
    fn drawn_envelope(svg: &str) -> Vec<(f64, f64)> {
        let doc = roxmltree::Document::parse(svg).unwrap();
        let polygon = doc.descendants().find(|n| n.has_tag_name("polygon")).unwrap();
        polygon
            .attribute("points")
            .unwrap()
            .split(' ')
            .map(|pair| {
                let (x, y) = pair.split_once(',').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect()
    }

    #[test]
    fn it_should_draw_the_makers_polygon_and_say_so_under_the_chart() {
        let svg = envelope_svg(&maker(), &[point(-10.0, 40.0, "ZF15")], MX);
        assert_eq!(drawn_envelope(&svg).len(), 5, "the maker's five corners, not the rectangle");
        assert!(texts(&svg).contains(&"Envolvente del fabricante".to_string()), "{svg}");
        assert!(!svg.contains("rectangular"));
        let rectangle = envelope_svg(&envelope(), &[point(-10.0, 40.0, "ZF15")], MX);
        assert_eq!(drawn_envelope(&rectangle).len(), 4);
        let note = "Envolvente rectangular (solo límites de evaporación y condensación)".to_string();
        assert!(texts(&rectangle).contains(&note), "{rectangle}");
        // The note sits under the axis title, inside the picture.
        let doc = roxmltree::Document::parse(&rectangle).unwrap();
        let at = doc.descendants().find(|n| n.text() == Some(note.as_str())).unwrap();
        let y: f64 = at.attribute("y").unwrap().parse().unwrap();
        assert!(y > HEIGHT - 8.0 && y <= HEIGHT + NOTE - 4.0, "{y}");
        assert!(rectangle.contains(&format!("viewBox=\"0 0 480 {}\"", HEIGHT + NOTE)));
    }

    #[test]
    fn a_point_in_the_corner_the_maker_cuts_off_is_out_of_range_though_within_the_limits() {
        let inside_limits = point(-35.0, 55.0, "ZF15");
        assert!(envelope().contains(inside_limits.evap, inside_limits.cond));
        assert!(!maker().contains(inside_limits.evap, inside_limits.cond));
        let svg = envelope_svg(&maker(), &[inside_limits], MX);
        assert!(svg.contains("ZF15 · fuera de rango"), "{svg}");
        assert!(svg.contains(&format!("fill=\"{OUTSIDE}\"")));
        assert!(maker().contains(-20.0, 60.0), "a corner is inside");
    }

    #[test]
    fn the_screens_chart_from_a_query_makes_no_claim_about_the_shape() {
        let query: std::collections::HashMap<String, String> = [
            ("evapMin", "-40"),
            ("evapMax", "7.2"),
            ("condMin", "20"),
            ("condMax", "60"),
            ("evap", "-10"),
            ("cond", "40"),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        let svg = chart_from_query(&query, NumberLocale::EsMx).unwrap();
        assert!(!svg.contains("Envolvente rectangular") && !svg.contains("del fabricante"), "{svg}");
        assert!(svg.contains(&format!("viewBox=\"0 0 480 {HEIGHT}\"")), "the screen's chart keeps its size");
    }

    fn query_with_polygon(polygon: &str) -> std::collections::HashMap<String, String> {
        [
            ("evapMin", "-40"),
            ("evapMax", "7.2"),
            ("condMin", "20"),
            ("condMax", "60"),
            ("evap", "-35"),
            ("cond", "55"),
            ("label", "ZF15K4E-TF5"),
            ("polygon", polygon),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
    }

    #[test]
    fn the_screens_chart_draws_the_makers_polygon_from_the_query_and_marks_a_cut_off_point() {
        let svg =
            chart_from_query(&query_with_polygon("-40,20;-40,45;-20,60;7.2,60;7.2,20"), NumberLocale::EsMx).unwrap();
        assert_eq!(drawn_envelope(&svg).len(), 5, "{svg}");
        assert!(svg.contains("ZF15K4E-TF5 · fuera de rango"), "-35/55 °C is in the cut-off corner: {svg}");
        assert!(svg.contains(&format!("fill=\"{OUTSIDE}\"")));
        assert_eq!(crate::sheets::chart_labels::layout_faults(&svg), Vec::<String>::new());
        // No polygon: the rectangle, and the same point inside it.
        let mut limits_only = query_with_polygon("");
        limits_only.remove("polygon");
        let rectangle = chart_from_query(&limits_only, NumberLocale::EsMx).unwrap();
        assert_eq!(drawn_envelope(&rectangle).len(), 4);
        assert!(!rectangle.contains("fuera de rango"));
    }

    #[test]
    fn the_screens_chart_refuses_a_polygon_it_cannot_read_or_draw() {
        let refused = |polygon: &str| match chart_from_query(&query_with_polygon(polygon), NumberLocale::EsMx) {
            Err(crate::AppError::Rejected { code, field, message, .. }) => {
                assert_eq!((code, field), ("envelope.invalid_polygon", Some("polygon")), "{polygon}");
                message
            }
            other => panic!("{polygon}: {other:?}"),
        };
        assert!(refused("-40;20").contains("'to,tc'"));
        assert!(refused("-40,20;-40,x;7,60").contains("'to,tc'"));
        assert!(refused("-40,20;-40,45").starts_with("Envolvente no válida"), "two corners");
        assert!(refused("-40,20;7,60;-40,60;7,20").starts_with("Envolvente no válida"), "crossing edges");
        assert!(refused("-400,20;-40,45;7,60").contains("-100 y 200"));
        let many: Vec<String> =
            (0..65).map(|i| format!("{},{}", -40.0 + f64::from(i) * 0.1, 20.0 + f64::from(i % 2))).collect();
        assert!(refused(&many.join(";")).contains("a lo sumo 64"));
    }

    #[test]
    fn it_should_only_accept_limits_whose_minimum_is_below_the_maximum() {
        assert!(envelope().is_valid());
        assert!(!Envelope { evap_min: 5.0, evap_max: 5.0, ..envelope() }.is_valid());
        assert!(!Envelope { cond_max: f64::NAN, ..envelope() }.is_valid());
    }

    #[test]
    fn it_should_refuse_temperatures_no_refrigerant_has_without_drawing() {
        let query = |evap_min: &str| -> std::collections::HashMap<String, String> {
            [
                ("evapMin", evap_min),
                ("evapMax", "7.2"),
                ("condMin", "20"),
                ("condMax", "60"),
                ("evap", "-10"),
                ("cond", "40"),
            ]
            .into_iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
        };
        assert!(chart_from_query(&query("-40"), NumberLocale::EsMx).is_ok());
        // Found by schemathesis: this never returned (ticks 100 K apart over 1e128 K).
        match chart_from_query(&query("-1.1316581405088896e128"), NumberLocale::EsMx) {
            Err(crate::AppError::Rejected { code, message, field, .. }) => {
                assert_eq!((code, field), ("envelope.out_of_range", Some("evapMin")));
                assert_eq!(message, "Temperatura fuera de rango: debe estar entre -100 y 200 °C");
            }
            other => panic!("{other:?}"),
        }
    }

    /// Every text of the chart, in document order.
    fn texts(svg: &str) -> Vec<String> {
        let doc = roxmltree::Document::parse(svg).unwrap();
        doc.descendants().filter(|n| n.has_tag_name("text")).filter_map(|n| n.text()).map(str::to_string).collect()
    }

    /// The chart with its texts taken out: what is drawn, and where.
    fn drawing(svg: &str) -> String {
        let doc = roxmltree::Document::parse(svg).unwrap();
        doc.descendants()
            .filter(|n| n.is_element())
            .map(|n| {
                let attributes: Vec<String> = n.attributes().map(|a| format!("{}={}", a.name(), a.value())).collect();
                format!("{} {}", n.tag_name().name(), attributes.join(" "))
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn it_should_write_the_labels_with_a_comma_in_es_es_and_a_point_in_es_mx() {
        let limits = Envelope { evap_min: -40.5, ..envelope() };
        let points = [point(-10.0, 40.0, "ZP54")];
        let mx = envelope_svg(&limits, &points, ChartText::new(NumberLocale::EsMx));
        let es = envelope_svg(&limits, &points, ChartText::new(NumberLocale::EsEs));
        assert!(texts(&mx).contains(&"Evap: -40.5 a 7.2 °C · Cond: 20 a 60 °C".to_string()), "{mx}");
        assert!(texts(&es).contains(&"Evap: -40,5 a 7,2 °C · Cond: 20 a 60 °C".to_string()), "{es}");
        assert!(!texts(&es).iter().any(|t| has_decimal(t, '.')), "no decimal point in es-ES: {:?}", texts(&es));
        assert!(!texts(&mx).iter().any(|t| has_decimal(t, ',')), "no decimal comma in es-MX: {:?}", texts(&mx));
        // Only the texts differ: coordinates keep the SVG's decimal point.
        assert_eq!(drawing(&mx), drawing(&es));
    }

    /// A digit, `mark`, a digit.
    fn has_decimal(text: &str, mark: char) -> bool {
        let chars: Vec<char> = text.chars().collect();
        chars.windows(3).any(|w| w[0].is_ascii_digit() && w[1] == mark && w[2].is_ascii_digit())
    }

    #[test]
    fn it_should_print_axis_labels_through_the_locale_formatter() {
        assert_eq!(label(-7.5, NumberLocale::EsAr), "-7,5");
        assert_eq!(label(-7.5, NumberLocale::EsMx), "-7.5");
        assert_eq!(label(-0.04, NumberLocale::EsCo), "0");
        assert_eq!(label(60.0, NumberLocale::EsCl), "60");
    }

    #[test]
    fn it_should_draw_a_ficha_1_chart_as_it_was_printed_before_labels_had_a_locale() {
        // `ficha-1` sheets drew their ticks with `num` and no limits line;
        // in es-MX the formatter prints every chartable value the same way.
        let mut value = -150.0;
        while value <= 250.0 {
            assert_eq!(label(value, NumberLocale::EsMx), num(value), "{value}");
            value += 0.25;
        }
        let old = ChartText {
            locale: NumberLocale::EsMx,
            limits: false,
            spread_labels: false,
            shape_note: false,
            clear_outline: false,
            unit: "°C",
            leaders: false,
            default_envelope: false,
            strict: false,
            english: false,
        };
        let svg = envelope_svg(&envelope(), &[point(-10.0, 40.0, "C1")], old);
        assert!(!svg.contains("Evap:"), "{svg}");
    }
}
