//! The p-h diagram of a circuit (issue 23 item 3): the refrigerant's
//! saturation dome and the cycle's four numbered points
//! (`domain::engine::ph_cycle`), pressure on a logarithmic axis as engineers
//! read it. One function serves the project screen (GET /api/charts/ph.svg,
//! shown as <img>) and the data sheet, so both draw the same picture. Output
//! depends only on the inputs; coordinates print with a decimal point (SVG
//! syntax), axis labels in the given number locale.

use std::collections::HashMap;
use std::fmt::Write;

use domain::engine::ph_cycle::{ph_diagram, CycleConditions, DomePoint, PhDiagram};
use domain::number_format::{self, NumberLocale};
use domain::project::SheetUnits;
use domain::properties::dataset;
use domain::rules::Rejection;

use super::chart_labels::{
    axis_titles, coordinate as num, escape_text as escape, place, place_clear_of, place_strictly, LabelBox, Request,
    Scene, Spot,
};
use super::format::{Figures, Measure};
use crate::library::refrigerants::{check_temperatures, query_number};
use crate::AppError;

const WIDTH: f64 = 560.0;
const HEIGHT: f64 = 380.0;
const LEFT: f64 = 60.0;
const RIGHT: f64 = 16.0;
const TOP: f64 = 30.0;
const BOTTOM: f64 = 46.0;
const DOME: &str = "#2980b9";
const CYCLE: &str = "#c0392b";

/// The enthalpy axis, kJ/kg: a round step giving at most 8 intervals.
fn h_axis(low: f64, high: f64) -> (f64, f64, f64) {
    let span = (high - low).max(1.0);
    let step = [10.0, 20.0, 25.0, 50.0, 100.0, 200.0].into_iter().find(|s| span / s <= 8.0).unwrap_or(500.0);
    ((low / step).floor() * step, (high / step).ceil() * step, step)
}

/// Labelled pressure ticks, bar: 1, 2 and 5 times the powers of ten in
/// `[low, high]`, as log-paper is printed.
fn p_ticks(low: f64, high: f64) -> Vec<f64> {
    let mut ticks = Vec::new();
    let mut decade = 10f64.powf(low.log10().floor());
    while decade <= high * 1.000001 {
        for m in [1.0, 2.0, 5.0] {
            let v = m * decade;
            if v >= low * 0.999999 && v <= high * 1.000001 {
                ticks.push(v);
            }
        }
        decade *= 10.0;
    }
    ticks
}

/// Unlabelled minor grid lines: 1 to 9 times each power of ten.
fn p_minor(low: f64, high: f64) -> Vec<f64> {
    let mut lines = Vec::new();
    let mut decade = 10f64.powf(low.log10().floor());
    while decade <= high {
        for m in 1..10 {
            let v = f64::from(m) * decade;
            if v > low && v < high {
                lines.push(v);
            }
        }
        decade *= 10.0;
    }
    lines
}

fn figure(value: f64, decimals: usize, locale: NumberLocale) -> String {
    number_format::trimmed(Some(value), decimals, locale)
}

/// Where the enthalpy and entropy a sheet prints count from, J/kg and
/// J/(kg·K) of the dataset's IIR reference (h = 200 kJ/kg, s = 1 kJ/(kg·K)
/// for the saturated liquid at 0 °C): nothing to subtract on an SI sheet; on
/// an I-P sheet the saturated liquid at -40 °F (= -40 °C), ASHRAE's I-P
/// reference (h = 0 BTU/lb, s = 0 BTU/(lb·°F); ASHRAE Handbook—Fundamentals,
/// ch. 30), so the figures read as the I-P tables and charts print them.
/// `None` on an I-P sheet of a refrigerant whose table does not reach -40 °C
/// (it then keeps the IIR reference, and the sheet says so).
pub fn ip_reference(refrigerant: &str, figures: Figures) -> Option<(f64, f64)> {
    if !figures.is_ip() {
        return Some((0.0, 0.0));
    }
    let liquid = dataset().refrigerant(refrigerant).ok()?.saturation(-40.0).ok()?;
    Some((liquid.h_liquid, liquid.s_liquid))
}

/// Which reference an SI sheet's enthalpy and entropy count from (and an
/// I-P sheet's where ASHRAE's cannot be read): the dataset's IIR reference,
/// as every refrigerant has been since engine 1.10.0 (sheets from
/// `ficha-10`, the screen), or, for sheets issued before, the reference
/// they were printed with: CoolProp's own, which for blends is not IIR
/// (R404A's liquid at 0 °C at 198.5 kJ/kg), the dataset's `iirShift`
/// taken back so they print again as issued.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Basis {
    Iir,
    CoolProp,
}

/// What to subtract from the dataset's h and s (J/kg, J/(kg·K)) to print
/// them as `basis` and `figures` ask: [`ip_reference`] on an I-P sheet
/// that can read it, else nothing on the IIR basis or the dataset's
/// shift on CoolProp's.
pub fn reference_as_of(refrigerant: &str, figures: Figures, basis: Basis) -> (f64, f64) {
    match ip_reference(refrigerant, figures) {
        Some(ashrae) if figures.is_ip() => ashrae,
        _ if basis == Basis::Iir => (0.0, 0.0),
        _ => dataset().refrigerant(refrigerant).map(|r| (r.iir_shift().h, r.iir_shift().s)).unwrap_or_default(),
    }
}

/// The units a p-h query asks (`units`, issue 24 item 3): `SI` (or none)
/// or `IP`, as a project's `sheetUnits`; any other value is refused, never
/// read as SI.
pub fn units_from_query(query: &HashMap<String, String>) -> Result<SheetUnits, AppError> {
    match query.get("units").map(|u| u.trim()) {
        None | Some("") => Ok(SheetUnits::Si),
        Some(u) if u.eq_ignore_ascii_case("si") => Ok(SheetUnits::Si),
        Some(u) if u.eq_ignore_ascii_case("ip") => Ok(SheetUnits::Ip),
        Some(_) => Err(AppError::Rejected {
            rejection: Rejection::RuleViolation,
            code: "query.invalid",
            message: "Unidades: debe ser SI o IP".into(),
            field: Some("units"),
        }),
    }
}

/// The diagram with h and s measured from the reference of its `units`'
/// chart ([`ip_reference`]): unchanged in SI; in I-P from ASHRAE's (still
/// J/kg and J/(kg·K)), so a table of the points reads as the I-P chart
/// beside it. A refrigerant whose table does not reach -40 °C keeps the
/// IIR reference, as its I-P chart does.
pub fn in_reference(mut diagram: PhDiagram, units: SheetUnits) -> PhDiagram {
    let figures = Figures { units, ..Figures::default() };
    let (h_ref, s_ref) = ip_reference(&diagram.refrigerant, figures).unwrap_or_default();
    for point in &mut diagram.points {
        point.h -= h_ref;
        point.s -= s_ref;
    }
    for point in diagram.bubble.iter_mut().chain(diagram.dew.iter_mut()) {
        point.h -= h_ref;
    }
    diagram
}

/// The diagram as a standalone SVG document, in the sheet's units:
/// kJ/kg and bar absolute, or BTU/lb (from ASHRAE's reference,
/// [`ip_reference`]) and psia on an I-P sheet.
pub fn ph_svg(diagram: &PhDiagram, figures: Figures) -> String {
    ph_svg_placed(diagram, figures, true, Placement::Strict, Basis::Iir)
}

/// The chart; with `to_critical_point` (the screen's, and sheets from
/// `ficha-9`) the dome rises to the refrigerant's critical point, where its
/// branches meet, instead of crossing flat between the table's top points
/// (sheets issued before, as issued).
pub fn ph_svg_as_of(diagram: &PhDiagram, figures: Figures, to_critical_point: bool) -> String {
    ph_svg_drawn(diagram, figures, to_critical_point, false, Basis::Iir)
}

/// How a diagram places its point numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Placement {
    /// Beside each point, the first clear spot or the first choice
    /// (`chart_labels::place`; sheets before `ficha-10`).
    Near,
    /// As `Near`, also clear of the cycle's lines (`ficha-10` to `ficha-13`).
    ClearOfCycle,
    /// `chart_labels::place_strictly`: never on another text, a point or
    /// the cycle's lines, nor outside the plot, with a leader where a
    /// number stands away from its point (`ficha-14` on, the screen).
    Strict,
}

/// As [`ph_svg_as_of`]; with `clear_of_cycle` (the screen's, and sheets
/// from `ficha-10`) each point's number is placed clear of the cycle's
/// lines too (`chart_labels::place_clear_of`, as the envelope charts keep
/// their labels off the envelope), not on the compression line; h counted
/// from the reference of `basis`.
pub fn ph_svg_drawn(
    diagram: &PhDiagram,
    figures: Figures,
    to_critical_point: bool,
    clear_of_cycle: bool,
    basis: Basis,
) -> String {
    let placement = if clear_of_cycle { Placement::ClearOfCycle } else { Placement::Near };
    ph_svg_placed(diagram, figures, to_critical_point, placement, basis)
}

/// As [`ph_svg_drawn`], the numbers placed as `placement` says.
pub fn ph_svg_placed(
    diagram: &PhDiagram,
    figures: Figures,
    to_critical_point: bool,
    placement: Placement,
    basis: Basis,
) -> String {
    let locale = figures.locale;
    let (h_ref, _) = reference_as_of(&diagram.refrigerant, figures, basis);
    let kj = |h: f64| figures.convert((h - h_ref) / 1000.0, Measure::SpecificEnthalpy);
    let bar = |p: f64| figures.convert(p / 1e5, Measure::AbsolutePressure);
    let hs = diagram.bubble.iter().chain(&diagram.dew).map(|d| kj(d.h)).chain(diagram.points.iter().map(|p| kj(p.h)));
    let ps = diagram.bubble.iter().chain(&diagram.dew).map(|d| bar(d.p)).chain(diagram.points.iter().map(|p| bar(p.p)));
    let (h_low, h_high) = hs.fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), v| (a.min(v), b.max(v)));
    let (p_low, p_high) = ps.fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), v| (a.min(v), b.max(v)));
    let (x0, x1, x_step) = h_axis(h_low, h_high + 0.05 * (h_high - h_low));
    // The pressure axis from the decade tick below the lowest point to the
    // 1-2-5 tick above the highest.
    let y0 = p_ticks(p_low / 10.0, p_low).into_iter().filter(|v| *v <= p_low).fold(p_low, |_, v| v);
    let y1 = p_ticks(p_high, p_high * 10.0).into_iter().find(|v| *v >= p_high * 1.05).unwrap_or(p_high * 1.2);
    let plot_w = WIDTH - LEFT - RIGHT;
    let plot_h = HEIGHT - TOP - BOTTOM;
    let px = |h: f64| LEFT + (h - x0) / (x1 - x0) * plot_w;
    let py = |p: f64| TOP + (y1.ln() - p.ln()) / (y1.ln() - y0.ln()) * plot_h;

    let mut svg = String::with_capacity(8192);
    let _ = write!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" font-family="DejaVu Sans, sans-serif" font-size="11" role="img" aria-label="Diagrama p-h">"#,
        w = num(WIDTH),
        h = num(HEIGHT)
    );
    let _ = write!(svg, r##"<rect width="{}" height="{}" fill="#ffffff"/>"##, num(WIDTH), num(HEIGHT));
    let _ = write!(
        svg,
        r##"<text x="{}" y="18" font-size="13" font-weight="bold" fill="#2c3e50">Diagrama p-h · {}</text>"##,
        num(LEFT),
        escape(&diagram.refrigerant)
    );
    // Grid: minor lines per decade, labelled 1-2-5 ticks, enthalpy steps.
    for p in p_minor(y0, y1) {
        let _ = write!(
            svg,
            r##"<line x1="{}" y1="{y}" x2="{}" y2="{y}" stroke="#f0f2f4" stroke-width="1"/>"##,
            num(LEFT),
            num(LEFT + plot_w),
            y = num(py(p))
        );
    }
    for p in p_ticks(y0, y1) {
        let _ = write!(
            svg,
            r##"<line x1="{l}" y1="{y}" x2="{r}" y2="{y}" stroke="#dde2e6" stroke-width="1"/><text x="{tx}" y="{ty}" text-anchor="end" fill="#555">{v}</text>"##,
            l = num(LEFT),
            r = num(LEFT + plot_w),
            y = num(py(p)),
            tx = num(LEFT - 6.0),
            ty = num(py(p) + 4.0),
            v = figure(p, 2, locale)
        );
    }
    let mut h = x0;
    while h <= x1 + 1e-9 {
        let _ = write!(
            svg,
            r##"<line x1="{x}" y1="{t}" x2="{x}" y2="{b}" stroke="#dde2e6" stroke-width="1"/><text x="{x}" y="{l}" text-anchor="middle" fill="#555">{v}</text>"##,
            x = num(px(h)),
            t = num(TOP),
            b = num(TOP + plot_h),
            l = num(TOP + plot_h + if placement == Placement::Strict { 17.0 } else { 15.0 }),
            v = figure(h, 0, locale)
        );
        h += x_step;
    }
    let _ = write!(
        svg,
        r##"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="#95a5a6" stroke-width="1"/>"##,
        num(LEFT),
        num(TOP),
        num(plot_w),
        num(plot_h)
    );
    // The dome: up the bubble curve, across the top (1 K below the critical
    // point), down the dew curve.
    let apex = to_critical_point
        .then(|| dataset().refrigerant(&diagram.refrigerant).ok()?.critical_point())
        .flatten()
        .map(|c| DomePoint { h: c.h, p: c.p });
    let dome: Vec<String> = diagram
        .bubble
        .iter()
        .chain(apex.as_ref())
        .chain(diagram.dew.iter().rev())
        .map(|d| format!("{},{}", num(px(kj(d.h))), num(py(bar(d.p)))))
        .collect();
    if !dome.is_empty() {
        let _ =
            write!(svg, r##"<polyline points="{}" fill="none" stroke="{DOME}" stroke-width="1.8"/>"##, dome.join(" "));
    }
    // The cycle: 1 → 2 compression, 2 → 3 condenser, 3 → 4 expansion, 4 → 1 evaporator.
    let corners: Vec<(f64, f64)> = diagram.points.iter().map(|s| (px(kj(s.h)), py(bar(s.p)))).collect();
    let polygon: Vec<String> = corners.iter().map(|(x, y)| format!("{},{}", num(*x), num(*y))).collect();
    let _ = write!(
        svg,
        r##"<polygon points="{}" fill="{CYCLE}" fill-opacity="0.08" stroke="{CYCLE}" stroke-width="2" stroke-linejoin="round"/>"##,
        polygon.join(" ")
    );
    for (x, y) in &corners {
        let _ = write!(
            svg,
            r##"<circle cx="{}" cy="{}" r="4.5" fill="{CYCLE}" stroke="#ffffff" stroke-width="1.5"/>"##,
            num(*x),
            num(*y)
        );
    }
    let numbers: Vec<String> = diagram.points.iter().map(|s| s.number.to_string()).collect();
    let named: Vec<(f64, f64, &str)> = corners.iter().zip(&numbers).map(|((x, y), n)| (*x, *y, n.as_str())).collect();
    let plot = LabelBox { x: LEFT, y: TOP, width: plot_w, height: plot_h };
    if placement == Placement::Strict {
        write_numbers_strictly(&mut svg, &corners, &numbers, plot);
    } else {
        let placed = if placement == Placement::ClearOfCycle {
            place_clear_of(&named, plot, &corners)
        } else {
            place(&named, plot)
        };
        for (label, at) in numbers.iter().zip(placed) {
            let _ = write!(
                svg,
                r##"<text x="{}" y="{}" text-anchor="{}" font-weight="bold" fill="{CYCLE}">{label}</text>"##,
                num(at.x),
                num(at.y),
                at.anchor
            );
        }
    }
    if diagram.discharge_isentropic {
        let _ = write!(
            svg,
            r##"<text x="{}" y="18" font-size="10" text-anchor="end" fill="#555">2: descarga isentrópica</text>"##,
            num(WIDTH - RIGHT)
        );
    }
    axis_titles(
        &mut svg,
        &format!("Entalpía ({})", figures.unit(Measure::SpecificEnthalpy)),
        &format!("Presión ({})", figures.unit(Measure::AbsolutePressure)),
        LEFT + plot_w / 2.0,
        TOP + plot_h / 2.0,
        HEIGHT,
    );
    svg.push_str("</svg>");
    svg
}

/// The point numbers placed by `chart_labels::place_strictly`, 11 px
/// bold, clear of the cycle's lines by its 2 px stroke's half and a pixel,
/// of the 4.5 px markers with their stroke, and of the plot's frame. A
/// number that finds no room beside its point stands where its note mark
/// would (a number is narrower than '(1)'), with its leader; one that finds
/// none at all in the plot is not drawn (four numbers in a 484 × 304 px
/// plot always find room).
fn write_numbers_strictly(svg: &mut String, corners: &[(f64, f64)], numbers: &[String], plot: LabelBox) {
    let requests: Vec<Request> = corners
        .iter()
        .zip(numbers)
        .map(|((x, y), n)| Request { x: *x, y: *y, width: super::glyph_widths::text_width(n, 11.0, true) })
        .collect();
    let scene = Scene {
        bounds: LabelBox { x: plot.x + 1.0, y: plot.y + 1.0, width: plot.width - 2.0, height: plot.height - 2.0 },
        markers: corners,
        marker_radius: 6.0,
        outline: corners,
        clearance: 2.0,
        size: 11.0,
        bold: true,
    };
    for (label, spot) in numbers.iter().zip(place_strictly(&requests, &scene)) {
        let (at, leader) = match spot {
            Spot::Placed { at, leader } | Spot::Noted { mark: Some((at, leader)), .. } => (at, leader),
            Spot::Noted { mark: None, .. } => continue,
        };
        if let Some(((x1, y1), (x2, y2))) = leader {
            let _ = write!(
                svg,
                r#"<line class="leader" x1="{}" y1="{}" x2="{}" y2="{}" stroke="{CYCLE}" stroke-width="0.7"/>"#,
                num(x1),
                num(y1),
                num(x2),
                num(y2)
            );
        }
        let _ = write!(
            svg,
            r##"<text class="label" x="{}" y="{}" text-anchor="{}" font-weight="bold" fill="{CYCLE}">{label}</text>"##,
            num(at.x),
            num(at.y),
            at.anchor
        );
    }
}

/// The diagram a query asks for: `refrigerant`, `evapTemp`, `condTemp`
/// (°C, dew points), `superheat` and `subcooling` (K) and, optionally,
/// `dischargeTemp` (°C; without it the isentropic discharge is drawn).
pub fn diagram_from_query(query: &HashMap<String, String>) -> Result<PhDiagram, AppError> {
    let code = query.get("refrigerant").map(|c| c.trim()).filter(|c| !c.is_empty()).ok_or(AppError::Rejected {
        rejection: Rejection::RuleViolation,
        code: "query.invalid",
        message: "Refrigerante: dato requerido".into(),
        field: Some("refrigerant"),
    })?;
    let refrigerant = dataset().refrigerant(code).map_err(AppError::from_rule)?;
    let (evaporating, condensing) = check_temperatures(query)?;
    let superheat = query_number(query, "superheat", "Sobrecalentamiento")?;
    let subcooling = query_number(query, "subcooling", "Subenfriamiento")?;
    let discharge_temp = match query.get("dischargeTemp").map(|v| v.trim()).filter(|v| !v.is_empty()) {
        Some(_) => Some(query_number(query, "dischargeTemp", "Temperatura de descarga")?),
        None => None,
    };
    for (value, field, label) in
        [(superheat, "superheat", "El sobrecalentamiento"), (subcooling, "subcooling", "El subenfriamiento")]
    {
        if value > 100.0 {
            return Err(AppError::Rejected {
                rejection: Rejection::RuleViolation,
                code: "query.out_of_range",
                message: format!("{label} debe ser de 100 K como máximo"),
                field: Some(field),
            });
        }
    }
    let conditions =
        CycleConditions { evaporating, condensing, suction_temp: evaporating + superheat, subcooling, discharge_temp };
    ph_diagram(refrigerant, conditions).map_err(AppError::from_rule)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    fn r134a() -> PhDiagram {
        diagram_from_query(&query(&[
            ("refrigerant", "R134a"),
            ("evapTemp", "-10"),
            ("condTemp", "40"),
            ("superheat", "10"),
            ("subcooling", "5"),
            ("dischargeTemp", "70"),
        ]))
        .unwrap()
    }

    #[test]
    fn it_should_draw_a_log_pressure_axis_the_dome_and_the_numbered_cycle() {
        let svg = ph_svg(&r134a(), Figures::in_locale(NumberLocale::EsEs));
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert!(svg.contains("Diagrama p-h · R134A") || svg.contains("Diagrama p-h · R134a"), "{svg}");
        assert!(svg.contains("Presión (bar abs)") && svg.contains("Entalpía (kJ/kg)"));
        // 1-2-5 ticks in the sheet's locale: a decimal comma below 1 bar.
        for tick in [">0,1<", ">0,2<", ">0,5<", ">1<", ">2<", ">5<", ">10<", ">20<"] {
            assert!(svg.contains(tick), "tick {tick} missing");
        }
        assert_eq!(svg.matches("<circle").count(), 4);
        for n in ["1", "2", "3", "4"] {
            assert!(svg.contains(&format!(r#"fill="{CYCLE}">{n}</text>"#)), "point {n} unlabelled");
        }
        assert!(!svg.contains("NaN") && !svg.contains("inf"));
        assert!(!svg.contains("isentrópica"));
    }

    #[test]
    fn equal_ratios_of_pressure_are_equal_distances() {
        let svg = ph_svg(&r134a(), Figures::in_locale(NumberLocale::EsMx));
        let y_of = |label: &str| -> f64 {
            let end = svg.find(&format!(">{label}</text>")).unwrap();
            let start = svg[..end].rfind(" y=\"").unwrap() + 4;
            svg[start..].split('"').next().unwrap().parse().unwrap()
        };
        let (y1, y10, y2, y20) = (y_of("1"), y_of("10"), y_of("2"), y_of("20"));
        assert!(((y1 - y10) - (y2 - y20)).abs() < 0.2, "a decade is a decade: {} vs {}", y1 - y10, y2 - y20);
        assert!(y10 < y1, "pressure rises upwards");
    }

    #[test]
    fn the_labels_of_the_points_do_not_overlap() {
        let d = r134a();
        // Points 2 and 3 share a pressure, 3 and 4 an enthalpy: the labels
        // must still stay apart.
        let svg = ph_svg(&d, Figures::in_locale(NumberLocale::EsMx));
        let mut boxes = Vec::new();
        for n in ["1", "2", "3", "4"] {
            let end = svg.find(&format!(r#"fill="{CYCLE}">{n}</text>"#)).unwrap();
            let start = svg[..end].rfind("<text").unwrap();
            let attr = |name: &str| -> f64 {
                let at = svg[start..end].find(&format!(" {name}=\"")).unwrap() + start + name.len() + 3;
                svg[at..].split('"').next().unwrap().parse().unwrap()
            };
            boxes.push((attr("x"), attr("y")));
        }
        for i in 0..4 {
            for j in i + 1..4 {
                let (a, b) = (boxes[i], boxes[j]);
                assert!((a.0 - b.0).abs() > 7.0 || (a.1 - b.1).abs() > 13.0, "labels {i} and {j} overlap: {a:?} {b:?}");
            }
        }
    }

    /// The cycle's corners and each point number's box (13 px high, the
    /// labels' own measure), as drawn.
    fn cycle_and_numbers(svg: &str) -> (Vec<(f64, f64)>, Vec<LabelBox>) {
        let points = svg.split("<polygon points=\"").nth(1).unwrap().split('"').next().unwrap();
        let corners = points
            .split(' ')
            .map(|xy| {
                let (x, y) = xy.split_once(',').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect();
        let boxes = ["1", "2", "3", "4"]
            .iter()
            .map(|n| {
                let end = svg.find(&format!(r#"fill="{CYCLE}">{n}</text>"#)).unwrap();
                let start = svg[..end].rfind("<text").unwrap();
                let attr = |name: &str| -> &str {
                    let at = svg[start..end].find(&format!(" {name}=\"")).unwrap() + start + name.len() + 3;
                    svg[at..].split('"').next().unwrap()
                };
                let (x, y): (f64, f64) = (attr("x").parse().unwrap(), attr("y").parse().unwrap());
                let width = super::super::chart_labels::label_width(n);
                let left = if attr("text-anchor") == "end" { x - width } else { x };
                LabelBox { x: left, y: y - 10.0, width, height: 13.0 }
            })
            .collect();
        (corners, boxes)
    }

    /// The cycles the numbers' placement is tried on: R134a, and the
    /// low-temperature R404A and R507A ones, 10 K superheat, 3 K subcooling.
    fn three_cycles() -> impl Iterator<Item = (&'static str, PhDiagram)> {
        [("R134a", "-10", "40"), ("R404A", "-30", "45"), ("R507A", "-10", "40")].into_iter().map(
            |(refrigerant, evap, cond)| {
                let d = diagram_from_query(&query(&[
                    ("refrigerant", refrigerant),
                    ("evapTemp", evap),
                    ("condTemp", cond),
                    ("superheat", "10"),
                    ("subcooling", "3"),
                ]))
                .unwrap();
                (refrigerant, d)
            },
        )
    }

    /// The tester's finding 29: point 1's number sat on the compression
    /// line. Drawn clear of the cycle (the screen's, sheets from
    /// `ficha-10`), no number touches a line of the cycle, on the R134a
    /// cycle and on low-temperature R404A and R507A ones.
    #[test]
    fn the_point_numbers_stay_off_the_cycle_s_lines() {
        let mut crossed_before = 0;
        for (refrigerant, d) in three_cycles() {
            let figures = Figures::in_locale(NumberLocale::EsMx);
            let (corners, boxes) = cycle_and_numbers(&ph_svg_drawn(&d, figures, true, true, Basis::Iir));
            for (n, at) in boxes.iter().enumerate() {
                assert!(
                    !super::super::chart_labels::crosses(&corners, at, 0.0),
                    "{refrigerant}: {} on the cycle",
                    n + 1
                );
            }
            let (corners, boxes) = cycle_and_numbers(&ph_svg_as_of(&d, figures, true));
            crossed_before += boxes.iter().filter(|at| super::super::chart_labels::crosses(&corners, at, 0.0)).count();
        }
        assert!(crossed_before > 0, "the placement before crossed the cycle");
    }

    /// Issue 23 item 4 (`ficha-14`, the screen): placed strictly, the
    /// numbers of R134a, low-temperature R404A and R507A cycles, SI and
    /// I-P, Spanish and English, pass the strict check read from the SVG:
    /// no text on another, on a point, across the cycle or off the plot.
    #[test]
    fn strictly_placed_numbers_pass_the_strict_check() {
        use crate::sheets::chart_labels::strict_layout_faults;
        for (refrigerant, d) in three_cycles() {
            for units in [SheetUnits::Si, SheetUnits::Ip] {
                let figures = Figures { units, ..Figures::in_locale(NumberLocale::EsEs) };
                let svg = ph_svg_placed(&d, figures, true, Placement::Strict, Basis::Iir);
                let doc = roxmltree::Document::parse(&svg).unwrap();
                let labels = doc.descendants().filter(|n| n.attribute("class") == Some("label")).count();
                assert_eq!(labels, 4, "{svg}");
                assert_eq!(strict_layout_faults(&svg), Vec::<String>::new(), "{refrigerant}\n{svg}");
                let english = crate::sheets::language::svg_in_english(&svg);
                assert_eq!(strict_layout_faults(&english), Vec::<String>::new(), "{refrigerant}\n{english}");
            }
        }
    }

    #[test]
    fn without_a_discharge_temperature_it_says_the_discharge_is_isentropic() {
        let d = diagram_from_query(&query(&[
            ("refrigerant", "R404A"),
            ("evapTemp", "-30"),
            ("condTemp", "40"),
            ("superheat", "10"),
            ("subcooling", "0"),
        ]))
        .unwrap();
        assert!(d.discharge_isentropic);
        assert!(ph_svg(&d, Figures::in_locale(NumberLocale::EsMx)).contains("2: descarga isentrópica"));
    }

    #[test]
    fn a_bad_query_names_the_field_in_spanish() {
        let missing = diagram_from_query(&query(&[("evapTemp", "-10"), ("condTemp", "40")])).unwrap_err();
        assert!(matches!(missing, AppError::Rejected { field: Some("refrigerant"), .. }));
        let negative = diagram_from_query(&query(&[
            ("refrigerant", "R134a"),
            ("evapTemp", "-10"),
            ("condTemp", "40"),
            ("superheat", "-3"),
            ("subcooling", "0"),
        ]))
        .unwrap_err();
        match negative {
            AppError::Rejected { field, message, .. } => {
                assert_eq!(field, Some("superheat"));
                assert!(message.contains("no puede ser negativo"), "{message}");
            }
            other => panic!("{other:?}"),
        }
    }
}
