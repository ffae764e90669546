//! The figures inside a text the calculation recorded, in a sheet's units
//! (issue 23 item 5): the engine's warnings and notices and the regulatory
//! findings are recorded in Spanish with SI figures ('Ningún condensador
//! del catálogo alcanza 30.8 kW'); an I-P sheet prints them with the same
//! conversions as its own figures ([`crate::display_units`], the one
//! table `data/units.json`).
//!
//! A figure is a number as the engine and the regulatory check write it
//! (`format!("{:.1}")`: a decimal point and an ASCII hyphen; or
//! [`crate::number_format`] in the request's locale: a decimal comma and
//! thousands grouped by a narrow no-break space) followed by one space and
//! a unit of [`UNITS`]. Only those are converted; a figure with any other
//! unit (A, Hz, %, t CO₂-eq...) or none stays as written, and so does every
//! other character: nothing is guessed.
//!
//! Precision (docs/decisions/2026-11-27-recorded-figures-in-sheet-units.md):
//! a figure written with `d` decimals is known to 10^-d of its unit; that
//! step converted (times the unit's factor, the offset of a temperature
//! left aside) gives the step of the new unit, and the new figure prints
//! with the fewest decimals whose step is no coarser: `ceil(-log10(step))`,
//! at least none. So -10.0 °C gives 14.0 °F, 5 K gives 9 °F, 30.8 kW gives
//! 105 094 BTU/h (8.76 TR); an integer is the coarsest a figure prints
//! (never rounded to tens), as the sheet prints BTU/h.

use crate::display_units::{self, Dimension, PressureKind, UnitSystem};
use crate::number_format::{self, NumberLocale};

/// What a recorded unit measures, as [`display_units`] converts it.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Kind {
    /// One dimension; `per` SI units of the table's per SI unit written
    /// (1000 L per m³), and a pressure's kind as written.
    Plain { dimension: Dimension, per: f64, pressure: PressureKind },
    /// A capacity (kW): BTU/h with refrigeration tons beside, as the sheet
    /// prints a capacity.
    Capacity,
    /// A quotient of two dimensions, neither with an offset (K/m, kg/kW):
    /// the shown unit is the numerator's over `denominator_unit`.
    Ratio { numerator: Dimension, denominator: Dimension, denominator_system: UnitSystem },
}

/// The SI units a recorded text writes after a figure, longest first, and
/// what each measures. Taken from the engine's and the regulatory check's
/// format strings (a test scans them: a unit missing here fails it):
/// bar is gauge wherever the engine writes it bare (PS and a tube's rating,
/// EN 378-2 and ASME B31.5 state them gauge); kPa is always a difference
/// (a line's drop, a riser's lift), so psi.
const UNITS: [(&str, Kind); 20] = [
    ("bar abs", plain(Dimension::Pressure, 1.0, PressureKind::Absolute)),
    ("bar(a)", plain(Dimension::Pressure, 1.0, PressureKind::Absolute)),
    ("bar(g)", plain(Dimension::Pressure, 1.0, PressureKind::Gauge)),
    ("kJ/kg", plain(Dimension::SpecificEnthalpy, 1.0, PressureKind::Gauge)),
    ("kg/m³", plain(Dimension::Density, 1.0, PressureKind::Gauge)),
    (
        "kg/kW",
        Kind::Ratio {
            numerator: Dimension::Mass,
            denominator: Dimension::Capacity,
            denominator_system: UnitSystem::Mx,
        },
    ),
    (
        "L/kW",
        Kind::Ratio {
            numerator: Dimension::Volume,
            denominator: Dimension::Capacity,
            denominator_system: UnitSystem::Mx,
        },
    ),
    (
        "K/m",
        Kind::Ratio {
            numerator: Dimension::TemperatureDifference,
            denominator: Dimension::Length,
            denominator_system: UnitSystem::Ip,
        },
    ),
    ("m/s", plain(Dimension::Velocity, 1.0, PressureKind::Gauge)),
    ("L/min", plain(Dimension::LiquidFlow, 1.0, PressureKind::Gauge)),
    ("m³", plain(Dimension::Volume, 1000.0, PressureKind::Gauge)),
    ("°C", plain(Dimension::Temperature, 1.0, PressureKind::Gauge)),
    ("kPa", plain(Dimension::PressureDrop, 1.0, PressureKind::Gauge)),
    ("kW", Kind::Capacity),
    ("bar", plain(Dimension::Pressure, 1.0, PressureKind::Gauge)),
    ("kg", plain(Dimension::Mass, 1.0, PressureKind::Gauge)),
    ("mm", plain(Dimension::SmallLength, 1.0, PressureKind::Gauge)),
    ("m", plain(Dimension::Length, 1.0, PressureKind::Gauge)),
    ("K", plain(Dimension::TemperatureDifference, 1.0, PressureKind::Gauge)),
    ("L", plain(Dimension::Volume, 1.0, PressureKind::Gauge)),
];

const fn plain(dimension: Dimension, per: f64, pressure: PressureKind) -> Kind {
    Kind::Plain { dimension, per, pressure }
}

/// The SI units [`in_units`] converts, as a recorded text writes them.
pub fn converted_units() -> impl Iterator<Item = &'static str> {
    UNITS.iter().map(|(unit, _)| *unit)
}

/// `text` with every figure of a unit of [`UNITS`] in I-P units when
/// `system` is I-P; in the mixed Mexican system (the screens', not a
/// sheet's) only its pressures (psig, psia, psi drops) and capacities (TR)
/// change, the system's departures from SI, so a volume never turns into
/// litres; as written in SI.
pub fn in_units(text: &str, system: UnitSystem) -> String {
    in_units_exact(text, system, &ExactFigures::default())
}

/// The exact SI values of a recorded answer behind the figures its texts
/// write rounded: the capacities (kW) and charges (kg) the sheet prints
/// from the answer itself. Tester's defect 21 (report 2): a warning's
/// '86.7 kW' converted to '295 833 BTU/h' beside the condenser block's
/// '295 719 BTU/h' of the same 86.67 kW; converted from the exact value,
/// both print one figure.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ExactFigures {
    /// kW.
    pub capacities: Vec<f64>,
    /// kg.
    pub masses: Vec<f64>,
}

impl ExactFigures {
    /// The exact values a figure written in `unit` may stand for.
    fn of(&self, unit: &str) -> &[f64] {
        match unit {
            "kW" => &self.capacities,
            "kg" => &self.masses,
            _ => &[],
        }
    }
}

/// How a figure was rounded from its exact value: to the nearest (the
/// engine's `{:.1}`), up (a minimum) or down (a maximum).
#[derive(Debug, Clone, Copy, PartialEq)]
enum Rounding {
    Nearest,
    Up,
    Down,
}

/// `value` rounded to `decimals` as `rounding` says; up and down as the
/// regulatory check's `at_least` and `at_most` round (a whole step to
/// within the arithmetic's error stays that step).
fn rounded(value: f64, decimals: usize, rounding: Rounding) -> f64 {
    let scale = 10f64.powi(i32::try_from(decimals).unwrap_or(0));
    match rounding {
        Rounding::Nearest => (value * scale).round() / scale,
        Rounding::Up => (value * scale * (1.0 - 1e-12)).ceil() / scale,
        Rounding::Down => (value * scale * (1.0 + 1e-12)).floor() / scale,
    }
}

/// The one exact value among `candidates` that `figure` is the rounding
/// of, and how it was rounded; none when no candidate is, or when two
/// different ones are and not exactly one of them to the nearest (then the
/// figure converts as written).
fn exact_behind(figure: &Figure, candidates: &[f64]) -> Option<(f64, Rounding)> {
    let tolerance = 10f64.powi(-i32::try_from(figure.decimals).unwrap_or(0)) * 1e-6;
    let mut found: Vec<(f64, Rounding)> = candidates
        .iter()
        .copied()
        .filter(|v| v.is_finite())
        .filter_map(|v| {
            [Rounding::Nearest, Rounding::Up, Rounding::Down]
                .into_iter()
                .find(|r| (rounded(v, figure.decimals, *r) - figure.value).abs() <= tolerance)
                .map(|r| (v, r))
        })
        .collect();
    found.sort_by(|a, b| a.0.total_cmp(&b.0));
    found.dedup_by(|a, b| (a.0 - b.0).abs() <= 1e-9 * b.0.abs().max(1.0));
    if found.len() == 1 {
        return found.pop();
    }
    let mut nearest: Vec<(f64, Rounding)> = found.into_iter().filter(|(_, r)| *r == Rounding::Nearest).collect();
    if nearest.len() == 1 {
        nearest.pop()
    } else {
        None
    }
}

/// As [`in_units`], each figure that is the rounding of one of `exact`'s
/// values converted from that value, rounded the way the figure was
/// (tester's defects 21 and 15, report 2: one figure per quantity on a
/// sheet, never a conversion of a rounded one).
pub fn in_units_exact(text: &str, system: UnitSystem, exact: &ExactFigures) -> String {
    if system == UnitSystem::Si {
        return text.to_string();
    }
    let mark = text_decimal_mark(text);
    let mut out = String::with_capacity(text.len() + 16);
    let mut at = 0;
    while at < text.len() {
        let rest = &text[at..];
        let Some(figure) = figure_at(text, at) else {
            let c = rest.chars().next().unwrap_or_default();
            out.push(c);
            at += c.len_utf8();
            continue;
        };
        let after = &text[at + figure.len..];
        match after.strip_prefix(' ').and_then(unit_at).filter(|(_, kind)| converts(kind, system)) {
            Some((unit, kind)) => {
                match exact_behind(&figure, exact.of(unit)) {
                    Some((value, rounding)) => {
                        let from = Figure { value, ..figure.clone() };
                        out.push_str(&converted_as(&from, kind, system, mark, rounding));
                    }
                    None => out.push_str(&converted(&figure, kind, system, mark)),
                }
                at += figure.len + 1 + unit.len();
            }
            None => {
                out.push_str(&text[at..at + figure.len]);
                at += figure.len;
            }
        }
    }
    out
}

/// A figure a regulation states as its threshold, as an I-P sheet prints
/// it: as the regulation writes it, with its I-P figure beside ('40 kW
/// (136 486 BTU/h)', '-50 °C (-58 °F)'), because the law is read and quoted
/// in its own units (issue 23 leftovers: the Annex IV multipack threshold of
/// Regulation (EU) 2024/573 printed '136 486 BTU/h (11.4 TR)' alone, a
/// figure no regulation states). `statutory` lists the figures as the
/// findings write them ([`crate::regulation::statutory_figures`]); every
/// other figure of `text` is converted by `convert` as before. A statutory
/// figure is found whole only: not inside a longer number ('140 kW', '40.0
/// kW' stay the project's figures).
pub fn keeping_statutory(text: &str, statutory: &[String], convert: impl Fn(&str) -> String) -> String {
    // Each statutory figure leaves the text under a mark no conversion reads
    // (private-use characters around its index), and comes back after.
    let mut marked = text.to_string();
    let mut kept = Vec::new();
    for figure in statutory {
        let mut out = String::with_capacity(marked.len());
        let mut rest = marked.as_str();
        while let Some(at) = rest.find(figure.as_str()) {
            let before = rest[..at].chars().next_back();
            let after = rest[at + figure.len()..].chars().next();
            let whole = figure_at(rest, at).is_some()
                && after.is_none_or(|c| !c.is_alphanumeric() && !matches!(c, '/' | '³' | '²'))
                && !before.is_some_and(|c| c.is_ascii_digit());
            out.push_str(&rest[..at]);
            if whole {
                out.push_str(&format!("\u{E000}{}\u{E001}", kept.len()));
                kept.push(figure.clone());
            } else {
                out.push_str(figure);
            }
            rest = &rest[at + figure.len()..];
        }
        out.push_str(rest);
        marked = out;
    }
    let mut converted = convert(&marked);
    for (index, figure) in kept.iter().enumerate().rev() {
        let beside = statutory_beside(figure).map_or_else(|| figure.clone(), |ip| format!("{figure} ({ip})"));
        converted = converted.replace(&format!("\u{E000}{index}\u{E001}"), &beside);
    }
    converted
}

/// A statutory figure's I-P figure: a capacity in BTU/h alone (the sheet's
/// TR would be a third figure of one threshold), any other unit as
/// [`in_units`] converts it; none for a figure without a unit it converts.
fn statutory_beside(figure: &str) -> Option<String> {
    let parsed = figure_at(figure, 0)?;
    let (unit, kind) = figure[parsed.len..].strip_prefix(' ').and_then(unit_at)?;
    if parsed.len + 1 + unit.len() != figure.len() || !converts(&kind, UnitSystem::Ip) {
        return None;
    }
    let mark = text_decimal_mark(figure);
    Some(match kind {
        Kind::Capacity => {
            let step = 10f64.powi(-i32::try_from(parsed.decimals).unwrap_or(0));
            let shown = display(parsed.value, Dimension::Capacity, UnitSystem::Ip, PressureKind::Gauge);
            let factor = display(1.0, Dimension::Capacity, UnitSystem::Ip, PressureKind::Gauge);
            let unit = display_units::unit(Dimension::Capacity, UnitSystem::Ip);
            format!("{} {unit}", written(shown, decimals_for(step, factor), &parsed, mark))
        }
        _ => converted(&parsed, kind, UnitSystem::Ip, mark),
    })
}

/// The EN 378 guidance 'cada kg de carga necesita 1.9 m³ de local' (and
/// its English, 'each kg of charge needs 1.9 m³') in I-P per pound: 'cada
/// lb de carga necesita 30 ft³' (1 m³/kg = 16.018 ft³/lb, with the
/// figure's precision as [`in_units`] keeps it), so a sheet does not mix
/// kilograms with cubic feet. Every other part of `text` is left as
/// written; run before [`in_units`].
pub fn room_per_pound(text: &str) -> String {
    const PHRASES: [(&str, &str); 2] = [
        ("cada kg de carga necesita ", "cada lb de carga necesita "),
        ("each kg of charge needs ", "each lb of charge needs "),
    ];
    let mut out = text.to_string();
    for (per_kg, per_lb) in PHRASES {
        let Some(start) = out.find(per_kg) else { continue };
        let at = start + per_kg.len();
        let Some(figure) = figure_at(&out, at) else { continue };
        if !out[at + figure.len..].starts_with(" m³") {
            continue;
        }
        let factor = display(1.0, Dimension::Volume, UnitSystem::Ip, PressureKind::Gauge) * 1000.0
            / display(1.0, Dimension::Mass, UnitSystem::Ip, PressureKind::Gauge);
        let step = 10f64.powi(-i32::try_from(figure.decimals).unwrap_or(0));
        let mark = text_decimal_mark(&out);
        let value = written(figure.value * factor, decimals_for(step, factor), &figure, mark);
        let volume = display_units::unit(Dimension::Volume, UnitSystem::Ip);
        out = format!("{}{per_lb}{value} {volume}{}", &out[..start], &out[at + figure.len + " m³".len()..]);
    }
    out
}

/// The figures of `text` followed by a unit of [`UNITS`]: where each
/// starts, the figure and its unit.
fn figures_with_units(text: &str) -> Vec<(usize, Figure, &'static str)> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < text.len() {
        match figure_at(text, at) {
            Some(figure) => {
                let len = figure.len;
                if let Some((unit, _)) = text[at + len..].strip_prefix(' ').and_then(unit_at) {
                    out.push((at, figure, unit));
                }
                at += len;
            }
            None => at += text[at..].chars().next().map_or(1, char::len_utf8),
        }
    }
    out
}

/// The room minima of the EN 378 findings in I-P from their exact values,
/// rounded up as the SI figure is (tester's defect 15, report 2): 'la
/// carga de 19.93 kg necesita un local de al menos 38.4 m³ (límite
/// práctico 0.52 kg/m³)' states 19.93 / 0.52 = 38.33 m³ rounded up; in
/// I-P 1354 ft³ (43.94 lb / 0.03246 lb/ft³), not the 1356 ft³ of 38.4 m³,
/// and 'each lb of charge needs' 30.9 ft³ (16.018 / 0.52 = 30.80 up), not
/// the 32 of a rounded 2.0 m³/kg. The exact value is the charge (`exact`'s
/// mass the written one rounds, else as written) over a limit the text
/// states (kg/m³: the practical limit, ATEL/ODL, or 20 % of the LFL), the
/// one whose rounding up gives the SI figure; a figure no such quotient
/// gives is left to [`in_units`]. Run on an I-P sheet's text before
/// [`in_units_exact`], in place of [`room_per_pound`].
pub fn room_minima_in_ip(text: &str, exact: &ExactFigures) -> String {
    const PER_KG: [(&str, &str); 2] = [
        ("cada kg de carga necesita ", "cada lb de carga necesita "),
        ("each kg of charge needs ", "each lb of charge needs "),
    ];
    const AT_LEAST: [&str; 2] = ["al menos ", "at least "];
    let figures = figures_with_units(text);
    let limits: Vec<f64> = figures.iter().filter(|(_, _, u)| *u == "kg/m³").map(|(_, f, _)| f.value).collect();
    let charges: Vec<f64> = figures
        .iter()
        .filter(|(_, _, u)| *u == "kg")
        .map(|(_, f, _)| exact_behind(f, &exact.masses).map_or(f.value, |(v, _)| v))
        .collect();
    let per_pound = display(1.0, Dimension::Volume, UnitSystem::Ip, PressureKind::Gauge) * 1000.0
        / display(1.0, Dimension::Mass, UnitSystem::Ip, PressureKind::Gauge);
    let per_cubic_metre = display(1000.0, Dimension::Volume, UnitSystem::Ip, PressureKind::Gauge);
    let volume = display_units::unit(Dimension::Volume, UnitSystem::Ip);
    let mark = text_decimal_mark(text);
    let mut out = String::with_capacity(text.len());
    let mut done = 0;
    for (at, figure, unit) in &figures {
        if *unit != "m³" {
            continue;
        }
        let before = &text[..*at];
        let per_kg = PER_KG.iter().find(|(kg, _)| before.ends_with(kg));
        let candidates: Vec<f64> = match per_kg {
            Some(_) => limits.iter().map(|l| 1.0 / l).collect(),
            None if AT_LEAST.iter().any(|p| before.ends_with(p)) => {
                charges.iter().flat_map(|c| limits.iter().flat_map(move |l| [c / l, c / (0.2 * l)])).collect()
            }
            None => continue,
        };
        let found: Vec<f64> = candidates
            .into_iter()
            .filter(|v| (rounded(*v, figure.decimals, Rounding::Up) - figure.value).abs() < 1e-9)
            .collect();
        let Some(value) = found.first().copied().filter(|v| found.iter().all(|o| (o - v).abs() <= 1e-9 * v.abs()))
        else {
            continue;
        };
        let factor = if per_kg.is_some() { per_pound } else { per_cubic_metre };
        let step = 10f64.powi(-i32::try_from(figure.decimals).unwrap_or(0));
        let decimals = decimals_for(step, factor);
        let ip = written(rounded(value * factor, decimals, Rounding::Up), decimals, figure, mark);
        match per_kg {
            Some((kg, lb)) => {
                out.push_str(&text[done..at - kg.len()]);
                out.push_str(lb);
            }
            None => out.push_str(&text[done..*at]),
        }
        out.push_str(&format!("{ip} {volume}"));
        done = at + figure.len + " m³".len();
    }
    out.push_str(&text[done..]);
    out
}

/// `text` with the decimal mark of every figure that of `locale`: a text
/// the calculation recorded in the request's number locale (the
/// regulatory findings, [`crate::number_format`]) printed on a sheet of
/// another, so the sheet reads in one locale (tester's defect 16: '20,90
/// kg' in the findings of a sheet printing '20.90'). Every locale groups
/// thousands alike (a narrow no-break space) and a mark is a mark only
/// between digits, so nothing else of the text changes.
pub fn in_locale(text: &str, locale: NumberLocale) -> String {
    with_decimal_mark(text, locale, |_| true)
}

/// `text` with the decimal mark of `locale` in every figure for which
/// `remarks` (given what follows the figure) holds; the rest as written.
fn with_decimal_mark(text: &str, locale: NumberLocale, remarks: impl Fn(&str) -> bool) -> String {
    let mark = locale.decimal_mark();
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    while at < text.len() {
        match figure_at(text, at) {
            Some(figure) => {
                let written = &text[at..at + figure.len];
                if remarks(&text[at + figure.len..]) {
                    out.extend(written.chars().map(|c| if matches!(c, '.' | ',') { mark } else { c }));
                } else {
                    out.push_str(written);
                }
                at += figure.len;
            }
            None => {
                let c = text[at..].chars().next().unwrap_or_default();
                out.push(c);
                at += c.len_utf8();
            }
        }
    }
    out
}

/// `text` with the decimal mark of every figure followed by a unit (a
/// space, then a letter, '°', '%' or 'µ': '22.4 L', '35.0 °C', '0.30
/// L/kW', '16.4 kPa') that of `locale`: a text the engine recorded with a
/// decimal point ('{:.1}') printed on a sheet of a decimal-comma locale,
/// so a Spanish reader does not take '22.4 L' for 224 L (tester report 3,
/// defect 29). A figure followed by anything else, a clause ('EN 378-2,
/// 5.2;', 'B31.5', '504.1.2') or a version, stays as written.
pub fn unit_figures_in_locale(text: &str, locale: NumberLocale) -> String {
    with_decimal_mark(text, locale, |after| {
        let mut after = after.chars();
        after.next() == Some(' ') && after.next().is_some_and(|c| c.is_alphabetic() || matches!(c, '°' | '%' | 'µ'))
    })
}

/// Whether `system` shows a figure of `kind` in units of its own: every
/// one in I-P; in the Mexican mix a pressure, a pressure drop and a
/// capacity only (data/units.json, `mx`).
fn converts(kind: &Kind, system: UnitSystem) -> bool {
    match system {
        UnitSystem::Ip => true,
        UnitSystem::Mx => matches!(
            kind,
            Kind::Capacity | Kind::Plain { dimension: Dimension::Pressure | Dimension::PressureDrop, .. }
        ),
        UnitSystem::Si => false,
    }
}

/// A number as written: its value, decimals, sign and decimal mark.
#[derive(Debug, Clone, PartialEq)]
struct Figure {
    value: f64,
    decimals: usize,
    /// The minus sign written ('-' or '−'), if negative.
    minus: Option<char>,
    mark: Option<char>,
    /// Bytes of the text it takes.
    len: usize,
}

const GROUP: char = '\u{202F}';

/// The figure that starts at byte `at` of `text`, if one does: a digit (or
/// a minus sign before one) not inside a word or another number.
fn figure_at(text: &str, at: usize) -> Option<Figure> {
    let before = text[..at].chars().next_back();
    if before.is_some_and(|c| c.is_alphanumeric() || matches!(c, '.' | ',' | '_' | GROUP | '-' | '−' | '/')) {
        return None;
    }
    let rest = &text[at..];
    let mut chars = rest.char_indices().peekable();
    let minus = match chars.peek() {
        Some((_, c @ ('-' | '−'))) => {
            let c = *c;
            chars.next();
            Some(c)
        }
        _ => None,
    };
    let mut digits = String::new();
    let mut end = 0;
    let mut decimals = 0;
    let mut mark = None;
    for (i, c) in chars {
        let next_is_digit = rest[i + c.len_utf8()..].starts_with(|n: char| n.is_ascii_digit());
        match c {
            '0'..='9' => {
                digits.push(c);
                if mark.is_some() {
                    decimals += 1;
                }
                end = i + 1;
            }
            GROUP if mark.is_none() && !digits.is_empty() && next_is_digit => {}
            '.' | ',' if mark.is_none() && !digits.is_empty() && next_is_digit => {
                mark = Some(c);
                digits.push('.');
            }
            _ => break,
        }
    }
    if digits.is_empty() || digits.ends_with('.') {
        return None;
    }
    let magnitude: f64 = digits.parse().ok()?;
    Some(Figure { value: if minus.is_some() { -magnitude } else { magnitude }, decimals, minus, mark, len: end })
}

/// The unit of [`UNITS`] `rest` starts with, whole (not the start of a
/// longer word or unit).
fn unit_at(rest: &str) -> Option<(&'static str, Kind)> {
    UNITS.iter().copied().find(|(unit, _)| {
        rest.strip_prefix(unit).is_some_and(|after| {
            !after.starts_with(|c: char| c.is_alphanumeric() || matches!(c, '/' | '³' | '²' | '·' | '_' | '('))
        })
    })
}

/// The decimal mark of the first figure of `text` written with one; the
/// engine's point if none is.
fn text_decimal_mark(text: &str) -> char {
    let mut at = 0;
    while at < text.len() {
        if let Some(figure) = figure_at(text, at) {
            if let Some(mark) = figure.mark {
                return mark;
            }
            at += figure.len;
        } else {
            at += text[at..].chars().next().map_or(1, char::len_utf8);
        }
    }
    '.'
}

/// The decimals that keep a figure's step `si_step` once converted by
/// `factor` (the shown unit per SI unit).
fn decimals_for(si_step: f64, factor: f64) -> usize {
    let step = si_step * factor.abs();
    let needed = (-step.log10() - 1e-9).ceil();
    if needed.is_finite() && needed > 0.0 {
        needed as usize
    } else {
        0
    }
}

/// `value` with `decimals` decimals, written as the figure it replaces was.
fn written(value: f64, decimals: usize, figure: &Figure, mark: char) -> String {
    let locale = if figure.mark.unwrap_or(mark) == ',' { NumberLocale::EsEs } else { NumberLocale::EsMx };
    let text = number_format::fixed(Some(value), decimals, locale);
    match figure.minus {
        Some('−') => text.replacen('-', "−", 1),
        _ => text,
    }
}

/// SI to `system`, without a pressure's change of kind.
fn display(value: f64, dimension: Dimension, system: UnitSystem, kind: PressureKind) -> f64 {
    display_units::to_display(value, dimension, system, kind, kind)
}

fn converted(figure: &Figure, kind: Kind, system: UnitSystem, mark: char) -> String {
    converted_as(figure, kind, system, mark, Rounding::Nearest)
}

/// [`converted`], the new figures rounded as `rounding` says: a figure
/// read from an exact value keeps the way its SI figure was rounded.
fn converted_as(figure: &Figure, kind: Kind, system: UnitSystem, mark: char, rounding: Rounding) -> String {
    // To the nearest, as `written` rounds: the bytes of every sheet before.
    let written = |value: f64, decimals: usize, figure: &Figure, mark: char| match rounding {
        Rounding::Nearest => written(value, decimals, figure, mark),
        _ => written(rounded(value, decimals, rounding), decimals, figure, mark),
    };
    let step = 10f64.powi(-i32::try_from(figure.decimals).unwrap_or(0));
    match kind {
        Kind::Plain { dimension, per, pressure } => {
            let value = display(figure.value * per, dimension, system, pressure);
            let factor = display(per, dimension, system, pressure) - display(0.0, dimension, system, pressure);
            let unit = display_units::unit_label(dimension, system, pressure);
            format!("{} {unit}", written(value, decimals_for(step, factor), figure, mark))
        }
        Kind::Capacity => {
            let shown = display(figure.value, Dimension::Capacity, system, PressureKind::Gauge);
            let factor = display(1.0, Dimension::Capacity, system, PressureKind::Gauge);
            let unit = display_units::unit(Dimension::Capacity, system);
            let mut text = format!("{} {unit}", written(shown, decimals_for(step, factor), figure, mark));
            if system == UnitSystem::Ip {
                let tons = display_units::tons_of_refrigeration(figure.value);
                let per_ton = display_units::tons_of_refrigeration(1.0);
                let ton = display_units::unit(Dimension::Capacity, UnitSystem::Mx);
                text.push_str(&format!(" ({} {ton})", written(tons, decimals_for(step, per_ton), figure, mark)));
            }
            text
        }
        Kind::Ratio { numerator, denominator, denominator_system } => {
            let denominator_system = if system == UnitSystem::Si { UnitSystem::Si } else { denominator_system };
            let factor = display(1.0, numerator, system, PressureKind::Gauge)
                / display(1.0, denominator, denominator_system, PressureKind::Gauge);
            let unit = format!(
                "{}/{}",
                display_units::unit(numerator, system),
                display_units::unit(denominator, denominator_system)
            );
            format!("{} {unit}", written(figure.value * factor, decimals_for(step, factor), figure, mark))
        }
    }
}

#[cfg(test)]
mod tests {

    /// Issue 23 leftovers: a threshold of Regulation (EU) 2024/573 reads as
    /// the regulation states it, its I-P figure beside; the project's own
    /// figures convert as before. 40 kW / 0.29307107 W per BTU/h = 136 486
    /// BTU/h; -50 °C = -58 °F.
    #[test]
    fn a_statutory_threshold_keeps_its_figure_with_the_ip_one_beside() {
        let statutory = crate::regulation::statutory_figures();
        let ip = |t: &str| keeping_statutory(t, &statutory, |t| in_units(t, UnitSystem::Ip));
        assert_eq!(
            ip("La capacidad de 30,0 kW es menor que los 40 kW desde los que se prohíben los sistemas de capacidad nominal igual o superior a 40 kW, con gases"),
            "La capacidad de 102\u{202F}364 BTU/h (8,53 TR) es menor que los 40 kW (136\u{202F}486 BTU/h) desde los que se prohíben los sistemas de capacidad nominal igual o superior a 40 kW (136\u{202F}486 BTU/h), con gases"
        );
        assert_eq!(
            ip("Exento: la evaporación a -52,0 °C enfría por debajo de -50 °C (salvo por debajo de -50 °C)."),
            "Exento: la evaporación a -61,6 °F enfría por debajo de -50 °C (-58 °F) (salvo por debajo de -50 °C (-58 °F))."
        );
        // Not inside another figure: 140 kW and 40.0 kW are the project's.
        assert_eq!(ip("de 140 kW y 40.0 kW"), in_units("de 140 kW y 40.0 kW", UnitSystem::Ip));
    }
    #[test]
    fn a_recorded_text_reads_in_the_sheets_number_locale() {
        let es = "Carga de 20,90 kg > 15,60 kg admisibles en un local de 30 m³: necesita al menos 40,2 m³; 28\u{202F}571,5 m³; -10,5 °C; R404A (GWP 3922), 1 de enero de 2020. Artículo 5, apartado 3.";
        let mx = "Carga de 20.90 kg > 15.60 kg admisibles en un local de 30 m³: necesita al menos 40.2 m³; 28\u{202F}571.5 m³; -10.5 °C; R404A (GWP 3922), 1 de enero de 2020. Artículo 5, apartado 3.";
        assert_eq!(super::in_locale(es, NumberLocale::EsMx), mx);
        assert_eq!(super::in_locale(mx, NumberLocale::EsEs), es);
        assert_eq!(super::in_locale(es, NumberLocale::EsAr), es);
    }

    use super::*;
    use UnitSystem::Ip;

    /// Tester report 3, defect 29: the engine's figures with their units
    /// in the sheet's decimal mark; clauses and versions as written.
    #[test]
    fn a_recorded_figure_with_its_unit_takes_the_sheets_decimal_mark() {
        let recorded = "22.4 L, líquido hasta el 30 % de nivel; 0.30 L/kW; pierde 16.4 kPa; ambiente 35.0 °C; 12.5 %; 1.5 µm (EN 378-2, 5.2; ASME B31.5, 504.1.2) versión 1.11.0";
        assert_eq!(
            unit_figures_in_locale(recorded, NumberLocale::EsEs),
            "22,4 L, líquido hasta el 30 % de nivel; 0,30 L/kW; pierde 16,4 kPa; ambiente 35,0 °C; 12,5 %; 1,5 µm (EN 378-2, 5.2; ASME B31.5, 504.1.2) versión 1.11.0"
        );
        assert_eq!(unit_figures_in_locale(recorded, NumberLocale::EsMx), recorded);
        assert_eq!(unit_figures_in_locale("3\u{202F}412,1 BTU/h", NumberLocale::EsMx), "3\u{202F}412.1 BTU/h");
    }

    /// Tester's defect 21 (report 2): the warning's condenser and the
    /// condenser block print one figure, converted from the exact 86.67 kW
    /// (295 719 BTU/h), not from the warning's rounded 86.7 (295 833).
    #[test]
    fn a_figure_the_answer_holds_exactly_converts_from_its_exact_value() {
        let warning = "Un solo condensador (CAD-4V-130 (demostración), 86.7 kW) para 2 circuitos";
        let exact = ExactFigures { capacities: vec![86.666_666_666_7, 47.262], masses: vec![] };
        assert_eq!(
            in_units_exact(warning, Ip, &exact),
            "Un solo condensador (CAD-4V-130 (demostración), 295\u{202F}719 BTU/h (24.64 TR)) para 2 circuitos"
        );
        assert!(in_units(warning, Ip).contains("295\u{202F}833 BTU/h (24.65 TR)"), "as written, without the answer");
        // Two exact values behind one figure: neither is chosen.
        let two = ExactFigures { capacities: vec![86.66, 86.74], masses: vec![] };
        assert_eq!(in_units_exact(warning, Ip, &two), in_units(warning, Ip));
        // A figure no exact value rounds to converts as written.
        let other = ExactFigures { capacities: vec![90.0], masses: vec![] };
        assert_eq!(in_units_exact(warning, Ip, &other), in_units(warning, Ip));
    }

    /// Tester's defect 15 (report 2), the I-P half: a room minimum from the
    /// unrounded charge over the limit, rounded up as the SI figure is.
    #[test]
    fn a_room_minimum_in_ip_is_the_exact_quotient_rounded_up() {
        let exact = ExactFigures { capacities: vec![], masses: vec![19.9312] };
        let finding = "La carga de 19.93 kg necesita un local de al menos 38.4 m³ (límite práctico 0.52 kg/m³), o el sistema en sala de máquinas";
        let ip = in_units_exact(&room_minima_in_ip(finding, &exact), Ip, &exact);
        assert_eq!(
            ip,
            "La carga de 43.94 lb necesita un local de al menos 1354 ft³ (límite práctico 0.0325 lb/ft³), o el sistema en sala de máquinas"
        );
        let english = "Charge of 20.90 kg > 15.60 kg allowed in a room of 30 m³ (practical limit 0.52 kg/m³): it needs at least 40.2 m³, or";
        // 20.9 / 0.52 = 40.19 m³ = 1419.4 ft³, up 1420.
        assert!(room_minima_in_ip(english, &ExactFigures::default()).contains("at least 1420 ft³, or"));
        assert!(room_minima_in_ip(english, &ExactFigures::default()).contains("a room of 30 m³"), "only minima");
        let lfl = "Carga de 3.00 kg entre m1 y m3 (LFL 0.307 kg/m³: m1 = 1.22 kg): necesita un local de al menos 48.9 m³ (20 % del LFL por m³)";
        // 3 / (0.2 × 0.307) = 48.86 m³ = 1725.5 ft³, up 1726; 48.9 m³ is 1726.9.
        assert!(room_minima_in_ip(lfl, &ExactFigures::default()).contains("al menos 1726 ft³ (20 %"));
        let per_kg = "cada kg de carga necesita 1.93 m³ de local ocupado (límite práctico 0.52 kg/m³)";
        assert_eq!(
            in_units(&room_minima_in_ip(per_kg, &exact), Ip),
            "cada lb de carga necesita 30.9 ft³ de local ocupado (límite práctico 0.0325 lb/ft³)"
        );
        // A figure no quotient of the text gives is left as written.
        let odd = "La carga de 19.93 kg necesita un local de al menos 50.0 m³ (límite práctico 0.52 kg/m³)";
        assert_eq!(room_minima_in_ip(odd, &exact), odd);
    }

    #[test]
    fn it_should_convert_temperatures_and_differences_with_the_source_s_significance() {
        // -10.0 °C = 14.0 °F; 5 K = 9 °F; 59 °C = 138.2 °F, written 138 as
        // 59 is known to the degree; -50 °C = -58 °F.
        assert_eq!(in_units("evaporación -10.0 °C", Ip), "evaporación 14.0 °F");
        assert_eq!(in_units("subenfriamiento de 5 K solo", Ip), "subenfriamiento de 9 °F solo");
        assert_eq!(in_units("saturación a 59 °C en alta", Ip), "saturación a 138 °F en alta");
        assert_eq!(in_units("por debajo de -50 °C (", Ip), "por debajo de -58 °F (");
        assert_eq!(in_units("ΔT = 10.0 K", Ip), "ΔT = 18.0 °F");
        // 0.031 K/m × 1.8 °F/K × 0.3048 m/ft = 0.01701 °F/ft; the step 0.001 K/m
        // is 0.00055 °F/ft, so four decimals.
        assert_eq!(in_units("0.031 K/m (máximo 0.020 K/m)", Ip), "0.0170 °F/ft (máximo 0.0110 °F/ft)");
    }

    /// A capacity prints as the sheet prints one: BTU/h and TR beside.
    /// 30.8 kW / 0.29307107 W per BTU/h = 105 093.96 BTU/h; / 3.516853 kW per
    /// TR = 8.758 TR (its step 0.1 kW = 0.028 TR, so two decimals).
    #[test]
    fn it_should_print_a_capacity_in_btu_per_hour_and_tons() {
        assert_eq!(
            in_units("Ningún condensador del catálogo alcanza 30.8 kW", Ip),
            "Ningún condensador del catálogo alcanza 105\u{202F}094 BTU/h (8.76 TR)"
        );
        // 40 kW = 136 486 BTU/h = 11.37 TR, known to the kW: 11.4 TR.
        assert_eq!(in_units("igual o superior a 40 kW,", Ip), "igual o superior a 136\u{202F}486 BTU/h (11.4 TR),");
    }

    /// The engine writes PS and a tube's rating in bar gauge; an absolute
    /// pressure says so. 12 bar(g) = 1200 kPa / 6.894757 = 174.0 psig; 12
    /// bar(a) = 174.0 psia; 12 bar abs is the same.
    #[test]
    fn it_should_convert_a_pressure_keeping_it_gauge_or_absolute() {
        // The step 0.1 bar is 1.45 psi: no decimals.
        assert_eq!(in_units("admite 12.0 bar y", Ip), "admite 174 psig y");
        assert_eq!(in_units("admite 12.0 bar(g) y", Ip), "admite 174 psig y");
        assert_eq!(in_units("12.0 bar(a)", Ip), "174 psia");
        assert_eq!(in_units("12.0 bar abs", Ip), "174 psia");
        // 12.45 bar(g) = 180.57 psig: two decimals in bar, one in psi.
        assert_eq!(in_units("PS 12.45 bar", Ip), "PS 180.6 psig");
        // A drop or lift is a difference: 12.3 kPa = 1.784 psi, step 0.0145 psi.
        assert_eq!(in_units("pierde 12.3 kPa por fricción", Ip), "pierde 1.78 psi por fricción");
    }

    /// The regulatory check writes its figures in the request's locale:
    /// decimal comma, thousands grouped by a narrow no-break space.
    #[test]
    fn it_should_read_and_write_a_figure_in_the_locale_it_was_written_in() {
        // 1.84 kg = 4.0565 lb (step 0.022 lb: two decimals); 1,9 m³ = 67.1 ft³.
        assert_eq!(in_units("m1 = 1,84 kg, m3 = 61,36 kg", Ip), "m1 = 4,06 lb, m3 = 135,28 lb");
        assert_eq!(in_units("necesita 1,9 m³ de local", Ip), "necesita 67 ft³ de local");
        // 28 571 m³ = 1 008 975 ft³, grouped as the locale groups.
        assert_eq!(in_units("al menos 28\u{202F}571 m³", Ip), "al menos 1\u{202F}008\u{202F}975 ft³");
        // 0.307 kg/m³ = 0.019165 lb/ft³; step 0.001 kg/m³ = 0.0000624 lb/ft³.
        assert_eq!(in_units("(LFL 0,307 kg/m³)", Ip), "(LFL 0,01917 lb/ft³)");
        // U+2212 is read as a minus and written back as one.
        assert_eq!(in_units("−10.0 °C", Ip), "14.0 °F");
        assert_eq!(in_units("−20.0 °C", Ip), "−4.0 °F");
    }

    /// The tester's finding 25: 'each kg of charge needs 67 ft³' mixed
    /// kilograms with cubic feet. 1.9 m³/kg × 35.3147 ft³/m³ × 0.45359 kg/lb
    /// = 30.4 ft³/lb, known to 1.6 ft³/lb (0.1 m³/kg): 30.
    #[test]
    fn the_room_a_unit_of_charge_needs_is_per_pound_in_ip() {
        assert_eq!(
            in_units(
                &room_per_pound("cada kg de carga necesita 1.9 m³ de local ocupado (límite práctico 0.52 kg/m³)"),
                Ip
            ),
            "cada lb de carga necesita 30 ft³ de local ocupado (límite práctico 0.0325 lb/ft³)"
        );
        assert_eq!(
            room_per_pound("check it; each kg of charge needs 1,92 m³ of occupied room"),
            "check it; each lb of charge needs 30,8 ft³ of occupied room"
        );
        assert_eq!(room_per_pound("cada kg de carga necesita mucho"), "cada kg de carga necesita mucho");
    }

    #[test]
    fn it_should_convert_the_charge_s_allowances_and_volumes() {
        // 0.20 kg/kW × 3.516853 kW/TR / 0.45359237 kg/lb = 1.551 lb/TR.
        assert_eq!(in_units("asignación de 0.20 kg/kW", Ip), "asignación de 1.55 lb/TR");
        // 2.50 L/kW × 3.516853 / 28.316846592 L/ft³ = 0.3105 ft³/TR.
        assert_eq!(in_units("volumen por defecto 2.50 L/kW", Ip), "volumen por defecto 0.310 ft³/TR");
        // 45.0 L = 1.589 ft³ (step 0.0035 ft³); 1.4 m/s = 275.6 ft/min.
        assert_eq!(in_units("45.0 L, líquido", Ip), "1.589 ft³, líquido");
        assert_eq!(in_units("(1.4 m/s, mínimo 3.6 m/s)", Ip), "(276 ft/min, mínimo 709 ft/min)");
    }

    /// Units no recorded text writes today, converted alike should one:
    /// 25 m = 82.02 ft (step 3.28 ft); 7.9 mm = 0.3110 in (step 0.0039 in);
    /// 200 kJ/kg = 85.98 BTU/lb (step 0.43 BTU/lb).
    #[test]
    fn it_should_convert_lengths_and_enthalpies_alike() {
        assert_eq!(in_units("25 m de tubo", Ip), "82 ft de tubo");
        assert_eq!(in_units("(7.9 mm)", Ip), "(0.311 in)");
        assert_eq!(in_units("200 kJ/kg", Ip), "86.0 BTU/lb");
    }

    /// The hot-side warning's flows (engine 1.9.0) in US gallons per
    /// minute: 40.0 L/min / 3.785411784 = 10.567 GPM (step 0.026 GPM).
    #[test]
    fn it_should_convert_liquid_flows_to_gallons_per_minute() {
        assert_eq!(in_units("40.0 L/min para 45.5 L/min necesarios", Ip), "10.57 GPM para 12.02 GPM necesarios");
    }

    #[test]
    fn it_should_leave_every_other_figure_and_word_as_written() {
        for text in [
            "Interruptor termomagnético de 35 A (protección máxima)",
            "a 60 Hz; 25 % de su capacidad; 5 t CO₂e",
            "cobre-hierro K65, R404A, m1 = m3, EN 378-2:2016, 5.2; ASME B31.5, 504.1.2",
            "un montante de 1-5/8\" no sube el aceite; DN 50 Sch 40",
            "30.8 kWh, 3 Kelvin, 12 bares, 5 kg_x, 7 m² y 8 m·s",
            "ya en °F: 14.0 °F, 174.0 psig, 1.78 psi",
            "",
        ] {
            assert_eq!(in_units(text, Ip), text);
        }
        let recorded = "Ningún condensador del catálogo alcanza 30.8 kW a ΔT = 10.0 K";
        assert_eq!(in_units(recorded, UnitSystem::Si), recorded);
    }

    /// The Mexican mix (°C with psig and TR): pressures, drops and
    /// capacities change, nothing else. 30.8 kW = 8.76 TR (÷ 3.516853);
    /// 22.5 bar(g) = 326 psig (× 14.5038, step 1.45 psi); 12.0 bar(a) =
    /// 174 psia; 12.3 kPa = 1.78 psi.
    #[test]
    fn the_mexican_mix_converts_pressures_and_capacities_only() {
        use UnitSystem::Mx;
        assert_eq!(
            in_units("Ningún condensador del catálogo alcanza 30.8 kW a ΔT = 10.0 K", Mx),
            "Ningún condensador del catálogo alcanza 8.76 TR a ΔT = 10.0 K"
        );
        assert_eq!(in_units("PS 22.5 bar frente a 12.0 bar(a)", Mx), "PS 326 psig frente a 174 psia");
        assert_eq!(in_units("pierde 12.3 kPa por fricción", Mx), "pierde 1.78 psi por fricción");
        for text in ["evaporación -10.0 °C", "ΔT = 10.0 K", "necesita 1,9 m³ de local", "m1 = 1,84 kg", "(1.4 m/s)"]
        {
            assert_eq!(in_units(text, Mx), text);
        }
    }

    /// Every unit the engine and the regulatory check write after a figure
    /// (their format strings, before their tests) is either converted here
    /// or named in `KEPT` with the reason it stays: a new unit in a recorded
    /// text fails here until it is placed.
    #[test]
    fn every_unit_the_producing_code_writes_after_a_figure_is_converted_or_kept() {
        // Units a figure keeps on an I-P sheet: currents and frequencies are
        // the same in both systems, conductor sizes are already American, the
        // F-gas Regulation states its thresholds in t CO₂e.
        const KEPT: [&str; 8] = ["%", "A", "V", "Hz", "AWG", "kcmil", "t CO₂e", "t CO₂-eq"];
        // Words a figure is followed by in the producing code, not units.
        // A parenthesis after a figure opens a remark, never a unit.
        const WORDS: [&str; 23] = [
            "de",
            "es",
            "del",
            "y",
            "a",
            "al",
            "en",
            "no",
            "por",
            "meses",
            "tiene",
            "contiene",
            "opera",
            "fuera",
            "circuitos",
            "anexo",
            "qua",
            "item",
            "Sch",
            "=",
            "*",
            "/",
            "-",
        ];
        let sources = crate::engine::warnings_en::SOURCES.into_iter().chain(crate::regulation::findings_en::SOURCES);
        let mut unplaced = Vec::new();
        for (file, source) in sources {
            for literal in crate::recorded_english::tests::literals(source) {
                let text = crate::recorded_english::tests::normalised(&literal);
                for (at, _) in text.match_indices(' ') {
                    let figure_before =
                        text[..at].ends_with("{}") || text[..at].ends_with(|c: char| c.is_ascii_digit());
                    if !figure_before {
                        continue;
                    }
                    let after = &text[at + 1..];
                    if after.is_empty() || after.starts_with(['{', '(']) {
                        continue;
                    }
                    let placed = unit_at(after).is_some()
                        || KEPT.iter().any(|k| {
                            after.strip_prefix(k).is_some_and(|rest| !rest.starts_with(char::is_alphanumeric))
                        })
                        || WORDS.iter().any(|w| {
                            after.strip_prefix(w).is_some_and(|rest| !rest.starts_with(char::is_alphanumeric))
                        });
                    if !placed {
                        let token: String = after.split(' ').next().unwrap_or_default().to_string();
                        unplaced.push(format!("{file}: '{token}' in {text}"));
                    }
                }
            }
        }
        assert!(unplaced.is_empty(), "units neither converted nor kept:\n{}", unplaced.join("\n"));
        // And the scan reads what it should: units the engine is known to write.
        let written: Vec<&str> = converted_units().collect();
        for unit in ["°C", "K", "kW", "bar", "kPa", "kg", "m³", "kg/m³", "m/s", "K/m", "L", "L/kW", "kg/kW"] {
            assert!(written.contains(&unit), "{unit}");
        }
    }
}
