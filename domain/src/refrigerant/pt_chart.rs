//! Reading a manufacturer's pressure–temperature chart from the text of an
//! uploaded PDF or image, and comparing it with the reference dataset.
//!
//! Recognised: temperature in °C or °F; pressure in bar, psi, kPa or MPa,
//! gauge or absolute; one pressure column, or bubble and dew (liquid and
//! vapour) columns. Rows whose pressures are not numbers are skipped; rows
//! outside -50 to 60 °C are dropped (library.md sections 5 and 9).

use serde::{Deserialize, Serialize};

use super::chart_match::{is_off_reference, MATCH_TOLERANCE_PCT};
use crate::properties::{RefrigerantData, ATMOSPHERIC_PA, BAR_PER_PSI};
use crate::units::{names_scale, Scale};

pub const CHART_T_MIN: f64 = -50.0;
pub const CHART_T_MAX: f64 = 60.0;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum TemperatureUnit {
    #[serde(rename = "°C")]
    Celsius,
    #[serde(rename = "°F")]
    Fahrenheit,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum PressureUnit {
    Bar,
    Psi,
    #[serde(rename = "kPa")]
    KPa,
    #[serde(rename = "MPa")]
    MPa,
}

impl PressureUnit {
    fn to_bar(self, value: f64) -> f64 {
        match self {
            Self::Bar => value,
            Self::Psi => value * BAR_PER_PSI,
            Self::KPa => value / 100.0,
            Self::MPa => value * 10.0,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum PressureBasis {
    #[serde(rename = "absoluta")]
    Absolute,
    #[serde(rename = "manométrica")]
    Gauge,
}

/// The chart as read from the text, in its own units.
#[derive(Debug, Clone, PartialEq)]
pub struct ParsedChart {
    /// The scale the text names; Celsius when it names none (then
    /// `temperature_unit_stated` is false and the comparison decides).
    pub temperature_unit: TemperatureUnit,
    pub temperature_unit_stated: bool,
    pub pressure_unit: PressureUnit,
    /// `None` when the text does not say.
    pub pressure_basis: Option<PressureBasis>,
    /// Whether the two pressure columns are bubble then dew (or one column).
    pub two_columns: bool,
    pub bubble_first: bool,
    /// (temperature, first pressure, second pressure) in the chart's units.
    pub rows: Vec<(f64, f64, Option<f64>)>,
    /// Rows with a temperature but a pressure that is not a number.
    pub skipped_rows: usize,
    /// Those rows as the text has them, for the review.
    pub skipped_lines: Vec<String>,
    /// Rows read only after correcting an OCR misreading (index into
    /// `rows`, and what was corrected, in Spanish).
    pub doubts: Vec<(usize, String)>,
    /// The atmospheric pressure the chart states for its gauge readings, bar.
    pub atmospheric_pressure: Option<f64>,
}

/// One row of an uploaded chart, in °C and bar absolute, with its deviation
/// from the reference dataset in percent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ChartRow {
    pub temp: f64,
    pub bubble_pressure: Option<f64>,
    pub dew_pressure: Option<f64>,
    pub reference_bubble: Option<f64>,
    pub reference_dew: Option<f64>,
    /// Largest |chart − reference| / reference × 100 of the row.
    pub deviation: Option<f64>,
    /// The row breaks the curve's rise (a misread digit or decimal point):
    /// shown, but left out of the largest deviation.
    #[serde(default)]
    pub suspect: bool,
    /// A trusted row further than the tolerance from the dataset (see
    /// [`super::chart_match`]); false in charts recorded before the check.
    #[serde(default)]
    pub off_reference: bool,
    /// Why the row is doubtful beyond the curve's rise (an OCR misreading
    /// corrected, a bubble pressure below the dew pressure): shown in the
    /// review; the row is also `suspect`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub doubt: Option<String>,
}

/// An uploaded P–T chart as the event records it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UploadedChart {
    pub file_name: String,
    pub sha256: String,
    pub media_type: String,
    /// `pdf-text` or `ocr`.
    pub extraction: String,
    pub temperature_unit: TemperatureUnit,
    /// True when the chart did not name its temperature scale and the one
    /// that agrees with the dataset was taken.
    #[serde(default)]
    pub temperature_unit_inferred: bool,
    pub pressure_unit: PressureUnit,
    pub pressure_basis: PressureBasis,
    /// True when the chart did not say gauge or absolute and the basis that
    /// agrees with the dataset was taken.
    pub basis_inferred: bool,
    pub rows: Vec<ChartRow>,
    pub skipped_rows: usize,
    pub max_deviation: Option<f64>,
    pub max_deviation_temp: Option<f64>,
    pub dataset_hash: String,
    /// The deviation, %, above which a row does not match (absent in charts
    /// recorded before the check).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tolerance_pct: Option<f64>,
    /// How many trusted rows are off: more than none means the chart is not
    /// this refrigerant's (or was misread), and the upload says so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rows_off_reference: Option<usize>,
    /// bar added to gauge readings: the chart's stated atmospheric pressure,
    /// else the standard 1.01325 bar (library.md section 9). Absent for
    /// absolute charts and in charts recorded before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub atmospheric_pressure: Option<f64>,
    /// True when `atmospheric_pressure` is the one the chart states.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub atmospheric_pressure_stated: bool,
    /// Lines with a temperature whose pressures could not be read (skipped,
    /// library.md section 5), as the file has them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skipped_lines: Vec<String>,
}

/// A cell of the chart: table rules (`|`, `;`) around it are OCR's and the
/// typesetter's, and so is a degree sign after a temperature (`-40°`,
/// `-40*`, `-40°C`: OCR reads `°` as `*` or `º`); the number itself is read
/// by the project's one reader.
fn number(token: &str) -> Option<f64> {
    // OCR reads a minus sign as an em dash.
    let dashed = token.strip_prefix('—').map(|rest| format!("-{rest}"));
    let token = dashed.as_deref().unwrap_or(token);
    let trimmed = token.trim_matches(|c: char| matches!(c, '|' | ';' | '*' | '°' | 'º' | '˚'));
    let trimmed = match trimmed.strip_suffix(['C', 'c', 'F', 'f']) {
        Some(rest) if token.contains(['°', 'º', '˚', '*']) => rest.trim_end_matches(['°', 'º', '˚', '*']),
        _ => trimmed,
    };
    crate::numbers::parse_number(trimmed)
}

/// A cell OCR misread: letters it takes for digits (`O`/`o` for 0, `l`/`I`
/// for 1, `S` for 5) in a cell that has digits. The value and a note for
/// the review, or `None`.
fn corrected(token: &str) -> Option<(f64, String)> {
    if !token.chars().any(|c| c.is_ascii_digit()) {
        return None;
    }
    let fixed: String = token
        .chars()
        .map(|c| match c {
            'O' | 'o' => '0',
            'l' | 'I' => '1',
            'S' => '5',
            other => other,
        })
        .collect();
    let value = number(&fixed)?;
    Some((value, format!("«{token}» leído como {fixed}")))
}

/// Cells that are only a unit or a rule (OCR and typesetters put them in rows).
fn decoration(token: &str) -> bool {
    let lower = token.to_lowercase();
    matches!(
        lower.as_str(),
        "°c" | "°f"
            | "ºc"
            | "ºf"
            | "*c"
            | "*f"
            | "˚c"
            | "˚f"
            | "°"
            | "º"
            | "*"
            | "bar"
            | "psig"
            | "psia"
            | "psi"
            | "kpa"
            | "-"
            | "—"
            | "–"
    )
}

/// Words of a line that states the atmospheric pressure.
const ATMOSPHERE_WORDS: [&str; 8] =
    ["atmosf", "atmosph", "patm", "p. atm", "p atm", "barométrica", "barometrica", "barometric"];

/// Lines that tell how to convert ("para presión absoluta sume 1,013 bar")
/// name the other basis, not the chart's.
const CONVERSION_WORDS: [&str; 10] = [
    "sume",
    "añada",
    "agregue",
    "para obtener",
    "para convertir",
    "reste",
    "add ",
    "to obtain",
    "to convert",
    "subtract",
];

/// The atmospheric pressure a chart states, bar (0.5 to 1.1 bar: sea level
/// to about 5000 m), from a line that names the atmosphere.
fn stated_atmosphere(text: &str) -> Option<f64> {
    for line in text.lines() {
        let lower = line.to_lowercase();
        // "Presión atmosférica: 0,95 bar", or "para presiones absolutas sume 1,013 bar".
        if !ATMOSPHERE_WORDS.iter().chain(&CONVERSION_WORDS).any(|w| lower.contains(w)) {
            continue;
        }
        let tokens: Vec<&str> = lower
            .split(|c: char| c.is_whitespace() || matches!(c, '(' | ')' | '=' | ':' | ';'))
            .filter(|t| !t.is_empty())
            .collect();
        for (i, token) in tokens.iter().enumerate() {
            let (digits, attached) = match token.find(|c: char| c.is_alphabetic()) {
                Some(at) if at > 0 => (&token[..at], Some(&token[at..])),
                _ => (*token, None),
            };
            let Some(value) = crate::numbers::parse_number(digits) else { continue };
            let unit = attached.or(tokens.get(i + 1).copied()).unwrap_or("");
            let bar = match unit.trim_end_matches(['.', ',']) {
                "bar" | "bara" | "bar(a)" => value,
                "mbar" | "hpa" => value / 1000.0,
                "kpa" => value / 100.0,
                "psi" | "psia" => value * BAR_PER_PSI,
                _ => continue,
            };
            if (0.5..=1.1).contains(&bar) {
                return Some(bar);
            }
        }
    }
    None
}

fn contains_any(text: &str, words: &[&str]) -> bool {
    words.iter().any(|w| text.contains(w))
}

const BUBBLE_WORDS: [&str; 5] = ["burbuja", "bubble", "líquido", "liquido", "liquid"];
const DEW_WORDS: [&str; 5] = ["rocío", "rocio", "dew", "vapor", "vapour"];

/// Reads a chart from extracted text.
pub fn parse_chart(text: &str) -> ParsedChart {
    let lower = text.to_lowercase();
    let fahrenheit = names_scale(text, Scale::Fahrenheit);
    let celsius = names_scale(text, Scale::Celsius);
    let temperature_unit = if fahrenheit && !celsius { TemperatureUnit::Fahrenheit } else { TemperatureUnit::Celsius };
    let temperature_unit_stated = fahrenheit != celsius;
    let pressure_unit = if lower.contains("psi") {
        PressureUnit::Psi
    } else if lower.contains("kpa") {
        PressureUnit::KPa
    } else if lower.contains("mpa") {
        PressureUnit::MPa
    } else {
        PressureUnit::Bar
    };
    // Notes on converting with the atmosphere name the other basis: those
    // sentences are left out.
    let lower: String = lower
        .lines()
        .map(|l| {
            l.split(". ").filter(|s| !CONVERSION_WORDS.iter().any(|w| s.contains(w))).collect::<Vec<_>>().join(". ")
        })
        .collect::<Vec<_>>()
        .join("\n");
    let pressure_basis = if contains_any(
        &lower,
        &[
            "psia", "bara", "bar(a)", "bar (a)", "bar abs", "kpa abs", "mpa abs", "kpa(a)", "(abs)", "absoluta",
            "absolute", "abs.",
        ],
    ) {
        Some(PressureBasis::Absolute)
    } else if contains_any(
        &lower,
        &[
            "psig",
            "barg",
            "bar(g)",
            "bar (g)",
            "bar rel",
            "kpag",
            "kpa(g)",
            "mpa(g)",
            "relativa",
            "manométrica",
            "manometrica",
            "gauge",
        ],
    ) {
        Some(PressureBasis::Gauge)
    } else {
        None
    };
    // Column roles from the first header line naming both curves.
    let mut bubble_first = true;
    for line in lower.lines() {
        let bubble = BUBBLE_WORDS.iter().filter_map(|w| line.find(w)).min();
        let dew = DEW_WORDS.iter().filter_map(|w| line.find(w)).min();
        if let (Some(b), Some(d)) = (bubble, dew) {
            bubble_first = b < d;
            break;
        }
    }
    // Liquid | Temp | Vapor charts (common in °F/psig) put the temperature between the curves.
    let temperature_between = lower.lines().find_map(|line| {
        let bubble = BUBBLE_WORDS.iter().filter_map(|w| line.find(w)).min()?;
        let dew = DEW_WORDS.iter().filter_map(|w| line.find(w)).min()?;
        let temp = ["temp", "°", "*f", "*c", "ºf", "ºc"].iter().filter_map(|w| line.find(w)).min()?;
        Some((bubble < temp) == (temp < dew))
    });
    let mut rows = Vec::new();
    let mut skipped_rows = 0;
    let mut skipped_lines = Vec::new();
    let mut doubts = Vec::new();
    let mut pressure_columns = 0;
    for line in text.lines() {
        let mut tokens: Vec<&str> = line
            .split(|c: char| c.is_whitespace() || c == ';' || c == '|' || c == '\t')
            .filter(|t| !t.is_empty() && !decoration(t))
            .collect();
        if temperature_between == Some(true) && tokens.len() == 3 {
            tokens.swap(0, 1);
        }
        let Some(temperature) = tokens.first().and_then(|t| number(t)) else { continue };
        let rest = &tokens[1..];
        if rest.is_empty() {
            continue;
        }
        let mut notes = Vec::new();
        let values: Vec<Option<f64>> = rest
            .iter()
            .map(|t| {
                number(t).or_else(|| {
                    let (value, note) = corrected(t)?;
                    notes.push(note);
                    Some(value)
                })
            })
            .collect();
        if values.iter().any(Option::is_none) || values.len() > 2 {
            skipped_rows += 1;
            skipped_lines.push(line.trim().to_string());
            continue;
        }
        if !notes.is_empty() {
            doubts.push((rows.len(), notes.join("; ")));
        }
        pressure_columns = pressure_columns.max(values.len());
        rows.push((temperature, values[0].unwrap_or(f64::NAN), values.get(1).copied().flatten()));
    }
    ParsedChart {
        temperature_unit,
        temperature_unit_stated,
        pressure_unit,
        pressure_basis,
        two_columns: pressure_columns == 2,
        bubble_first,
        rows,
        skipped_rows,
        skipped_lines,
        doubts,
        atmospheric_pressure: stated_atmosphere(text),
    }
}

/// Identity of the uploaded file, for the event.
pub struct ChartSource {
    pub file_name: String,
    pub sha256: String,
    pub media_type: String,
    pub extraction: String,
}

fn rows_on_basis(
    parsed: &ParsedChart,
    data: &RefrigerantData,
    basis: PressureBasis,
    scale: TemperatureUnit,
) -> Vec<ChartRow> {
    let offset = if basis == PressureBasis::Gauge { atmosphere(parsed) } else { 0.0 };
    let to_bar = |v: f64| parsed.pressure_unit.to_bar(v) + offset;
    let mut rows = Vec::new();
    for (index, &(t_raw, first, second)) in parsed.rows.iter().enumerate() {
        let temp = match scale {
            TemperatureUnit::Celsius => t_raw,
            TemperatureUnit::Fahrenheit => (t_raw - 32.0) * 5.0 / 9.0,
        };
        if !(CHART_T_MIN..=CHART_T_MAX).contains(&temp) {
            continue;
        }
        let (bubble, dew) = match (parsed.two_columns, second) {
            (true, Some(second)) if parsed.bubble_first => (Some(to_bar(first)), Some(to_bar(second))),
            (true, Some(second)) => (Some(to_bar(second)), Some(to_bar(first))),
            _ => (None, Some(to_bar(first))),
        };
        let reference = data.pressures(temp).ok().map(|(b, d)| (b / 1e5, d / 1e5));
        let deviation = reference.and_then(|(rb, rd)| {
            [bubble.map(|b| (b - rb).abs() / rb), dew.map(|d| (d - rd).abs() / rd)]
                .into_iter()
                .flatten()
                .fold(None, |acc: Option<f64>, v| Some(acc.map_or(v, |a| a.max(v))))
                .map(|v| v * 100.0)
        });
        let mut doubt = parsed.doubts.iter().find(|(i, _)| *i == index).map(|(_, note)| note.clone());
        // At one temperature a blend's bubble pressure is above its dew pressure.
        if let (Some(b), Some(d)) = (bubble, dew) {
            if b < d * (1.0 - 1e-3) {
                let note = "presión de burbuja menor que la de rocío".to_string();
                doubt = Some(doubt.map_or(note.clone(), |n| format!("{n}; {note}")));
            }
        }
        rows.push(ChartRow {
            temp: (temp * 100.0).round() / 100.0,
            bubble_pressure: bubble.map(|v| (v * 1e4).round() / 1e4),
            dew_pressure: dew.map(|v| (v * 1e4).round() / 1e4),
            reference_bubble: reference.map(|r| (r.0 * 1e4).round() / 1e4),
            reference_dew: reference.map(|r| (r.1 * 1e4).round() / 1e4),
            deviation: deviation.map(|d| (d * 100.0).round() / 100.0),
            suspect: doubt.is_some(),
            off_reference: false,
            doubt,
        });
    }
    mark_suspects(&mut rows);
    rows
}

/// bar added to a gauge reading: the chart's own, else the standard atmosphere.
fn atmosphere(parsed: &ParsedChart) -> f64 {
    parsed.atmospheric_pressure.unwrap_or(ATMOSPHERIC_PA / 1e5)
}

/// Largest |ln p − prediction| a row may show before it is suspect: a
/// saturation curve is close to a straight line of ln p against 1/T
/// (Clausius–Clapeyron), so neighbours predict a row within a few percent;
/// a misread decimal point is a factor of ten.
const SUSPECT_LN_RATIO: f64 = 0.14; // ln(1.15)

/// Marks the rows that break a curve's rise: first those outside the longest
/// run of rising pressures, then, one at a time, the row its trusted
/// neighbours predict worst while that is beyond [`SUSPECT_LN_RATIO`].
fn mark_suspects(rows: &mut [ChartRow]) {
    let series: [fn(&ChartRow) -> Option<f64>; 2] = [|r| r.bubble_pressure, |r| r.dew_pressure];
    for pressure in series {
        let mut points: Vec<(usize, f64, f64)> = rows
            .iter()
            .enumerate()
            .filter_map(|(i, r)| pressure(r).filter(|p| *p > 0.0).map(|p| (i, 1.0 / (r.temp + 273.15), p.ln())))
            .collect();
        // Rising temperature is falling 1/T.
        points.sort_by(|a, b| b.1.total_cmp(&a.1));
        let keep = longest_rise(&points.iter().map(|p| p.2).collect::<Vec<_>>());
        let mut trusted = Vec::new();
        for (k, point) in points.iter().enumerate() {
            if keep[k] {
                trusted.push(*point);
            } else {
                rows[point.0].suspect = true;
            }
        }
        while trusted.len() >= 4 {
            let worst = (0..trusted.len())
                .map(|k| (k, (trusted[k].2 - predicted(&trusted, k)).abs()))
                .max_by(|a, b| a.1.total_cmp(&b.1))
                .filter(|w| w.1 > SUSPECT_LN_RATIO);
            let Some((k, _)) = worst else { break };
            rows[trusted[k].0].suspect = true;
            trusted.remove(k);
        }
    }
}

/// ln p at point `k` from its neighbours (x = 1/T): between the two beside
/// it, or along the two nearest on one side at the ends.
fn predicted(points: &[(usize, f64, f64)], k: usize) -> f64 {
    let (a, b) = if k == 0 {
        (points[1], points[2])
    } else if k == points.len() - 1 {
        (points[k - 2], points[k - 1])
    } else {
        (points[k - 1], points[k + 1])
    };
    let x = points[k].1;
    a.2 + (b.2 - a.2) * (x - a.1) / (b.1 - a.1)
}

/// Which values belong to the longest strictly rising subsequence.
fn longest_rise(values: &[f64]) -> Vec<bool> {
    let n = values.len();
    let mut length = vec![1usize; n];
    let mut previous = vec![usize::MAX; n];
    for i in 0..n {
        for j in 0..i {
            if values[j] < values[i] && length[j] + 1 > length[i] {
                length[i] = length[j] + 1;
                previous[i] = j;
            }
        }
    }
    let mut keep = vec![false; n];
    let mut at = (0..n).max_by_key(|&i| (length[i], std::cmp::Reverse(i)));
    while let Some(i) = at {
        keep[i] = true;
        at = (previous[i] != usize::MAX).then_some(previous[i]);
    }
    keep
}

fn max_deviation(rows: &[ChartRow]) -> Option<(f64, f64)> {
    rows.iter().filter(|r| !r.suspect).filter_map(|r| r.deviation.map(|d| (d, r.temp))).fold(None, |acc, (d, t)| {
        match acc {
            Some((best, _)) if best >= d => acc,
            _ => Some((d, t)),
        }
    })
}

/// Converts a parsed chart to °C and bar absolute and compares it with the
/// dataset. When the chart does not state gauge or absolute, the reading that
/// agrees best with the dataset is taken and marked as inferred.
pub fn compare_chart(
    parsed: &ParsedChart,
    data: &RefrigerantData,
    dataset_hash: &str,
    source: ChartSource,
) -> UploadedChart {
    let scales: &[TemperatureUnit] = if parsed.temperature_unit_stated {
        &[parsed.temperature_unit]
    } else {
        &[TemperatureUnit::Celsius, TemperatureUnit::Fahrenheit]
    };
    let bases: &[PressureBasis] = match &parsed.pressure_basis {
        Some(basis) => std::slice::from_ref(basis),
        None => &[PressureBasis::Gauge, PressureBasis::Absolute],
    };
    // The reading that agrees best with the dataset, among those the text
    // leaves open (the smallest largest deviation of its trusted rows).
    let mut best: Option<(f64, TemperatureUnit, PressureBasis)> = None;
    for &scale in scales {
        for &basis in bases {
            let worst = max_deviation(&rows_on_basis(parsed, data, basis, scale)).map_or(f64::MAX, |d| d.0);
            if best.is_none_or(|(d, _, _)| worst < d) {
                best = Some((worst, scale, basis));
            }
        }
    }
    let (_, scale, basis) = best.expect("at least one reading");
    let inferred = parsed.pressure_basis.is_none();
    let mut rows = rows_on_basis(parsed, data, basis, scale);
    let mut off = 0;
    for row in rows.iter_mut() {
        row.off_reference = is_off_reference(row.deviation, row.suspect);
        off += usize::from(row.off_reference);
    }
    let worst = max_deviation(&rows);
    UploadedChart {
        file_name: source.file_name,
        sha256: source.sha256,
        media_type: source.media_type,
        extraction: source.extraction,
        temperature_unit: scale,
        temperature_unit_inferred: !parsed.temperature_unit_stated,
        pressure_unit: parsed.pressure_unit,
        pressure_basis: basis,
        basis_inferred: inferred,
        rows,
        skipped_rows: parsed.skipped_rows,
        max_deviation: worst.map(|w| w.0),
        max_deviation_temp: worst.map(|w| w.1),
        dataset_hash: dataset_hash.to_string(),
        tolerance_pct: Some(MATCH_TOLERANCE_PCT),
        rows_off_reference: Some(off),
        atmospheric_pressure: (basis == PressureBasis::Gauge).then(|| atmosphere(parsed)),
        atmospheric_pressure_stated: basis == PressureBasis::Gauge && parsed.atmospheric_pressure.is_some(),
        skipped_lines: parsed.skipped_lines.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::pdf_source;
    use super::*;
    use crate::properties::dataset;

    #[test]
    fn it_should_read_a_celsius_bar_gauge_chart_with_bubble_and_dew_columns() {
        let text = "Tabla P-T R404A\nTemp (°C)  Líquido bar(g)  Vapor bar(g)\n-40 0,33 0,30\n-30 1,06 1,01\nn/d\n-20 2,05 x\n70 30 30\n";
        let parsed = parse_chart(text);
        assert_eq!(parsed.temperature_unit, TemperatureUnit::Celsius);
        assert_eq!(parsed.pressure_unit, PressureUnit::Bar);
        assert_eq!(parsed.pressure_basis, Some(PressureBasis::Gauge));
        assert!(parsed.two_columns && parsed.bubble_first);
        assert_eq!(parsed.skipped_rows, 1);
        let data = dataset().refrigerant("R404A").unwrap();
        let chart = compare_chart(&parsed, data, "h", pdf_source());
        assert_eq!(chart.rows.len(), 2, "70 °C is outside -50..60");
        assert!((chart.rows[0].bubble_pressure.unwrap() - 1.34325).abs() < 1e-3);
        assert!(chart.max_deviation.unwrap() < 3.0, "{:?}", chart.max_deviation);
    }

    #[test]
    fn it_should_read_fahrenheit_psig_and_convert_to_celsius_bar_absolute() {
        // R134a: 32 °F is 0 °C, where the saturation pressure is 2.928 bar abs (27.8 psig).
        let text = "Temp °F   R-134a psig\n32  27.8\n";
        let parsed = parse_chart(text);
        assert_eq!(parsed.temperature_unit, TemperatureUnit::Fahrenheit);
        assert_eq!(parsed.pressure_unit, PressureUnit::Psi);
        let chart = compare_chart(&parsed, dataset().refrigerant("R134a").unwrap(), "h", pdf_source());
        assert_eq!(chart.rows[0].temp, 0.0);
        let dew = chart.rows[0].dew_pressure.unwrap();
        assert!((dew - (27.8 * 0.0689476 + 1.01325)).abs() < 1e-3);
        assert!(chart.max_deviation.unwrap() < 0.5);
    }

    #[test]
    fn it_should_infer_gauge_or_absolute_from_the_dataset_when_the_chart_does_not_say() {
        let parsed = parse_chart("T bar\n0 2.928\n20 5.717\n");
        let chart = compare_chart(&parsed, dataset().refrigerant("R134a").unwrap(), "h", pdf_source());
        assert_eq!(chart.pressure_basis, PressureBasis::Absolute);
        assert!(chart.basis_inferred);
        let parsed = parse_chart("T bar\n0 1.915\n20 4.704\n");
        let chart = compare_chart(&parsed, dataset().refrigerant("R134a").unwrap(), "h", pdf_source());
        assert_eq!(chart.pressure_basis, PressureBasis::Gauge);
    }

    #[test]
    fn it_should_report_the_largest_deviation_and_where() {
        let parsed = parse_chart("°C bar abs\n0 2.928\n10 4.5\n");
        let chart = compare_chart(&parsed, dataset().refrigerant("R134a").unwrap(), "h", pdf_source());
        assert_eq!(chart.max_deviation_temp, Some(10.0));
        assert!(chart.max_deviation.unwrap() > 3.0);
    }

    #[test]
    fn a_row_that_breaks_the_rise_is_suspect_and_left_out_of_the_largest_deviation() {
        // R134a dew pressures, bar abs; OCR read 4.146 at 10 °C as 41.46.
        let text = "Temp °C  bar abs\n-20 1.327\n-10 2.006\n0 2.928\n10 41.46\n20 5.717\n30 7.702\n";
        let chart = compare_chart(&parse_chart(text), dataset().refrigerant("R134a").unwrap(), "h", pdf_source());
        let suspect: Vec<f64> = chart.rows.iter().filter(|r| r.suspect).map(|r| r.temp).collect();
        assert_eq!(suspect, [10.0]);
        assert!(chart.max_deviation.unwrap() < 2.0, "{:?}", chart.max_deviation);
        assert_ne!(chart.max_deviation_temp, Some(10.0));
    }

    #[test]
    fn a_misread_last_row_is_suspect_too() {
        // 30 °C read as 77.02 instead of 7.702: still rising, but ten times what the curve allows.
        let text = "Temp °C  bar abs\n-20 1.327\n-10 2.006\n0 2.928\n10 4.146\n20 5.717\n30 77.02\n";
        let chart = compare_chart(&parse_chart(text), dataset().refrigerant("R134a").unwrap(), "h", pdf_source());
        let suspect: Vec<f64> = chart.rows.iter().filter(|r| r.suspect).map(|r| r.temp).collect();
        assert_eq!(suspect, [30.0]);
    }

    #[test]
    fn a_clean_chart_has_no_suspect_rows() {
        let text = "Temp °C  bar abs\n-40 0.512\n-30 0.844\n-20 1.327\n-10 2.006\n0 2.928\n10 4.146\n20 5.717\n30 7.702\n40 10.17\n50 13.18\n60 16.82\n";
        let chart = compare_chart(&parse_chart(text), dataset().refrigerant("R134a").unwrap(), "h", pdf_source());
        assert!(chart.rows.iter().all(|r| !r.suspect));
        assert!(chart.rows.iter().all(|r| r.deviation.unwrap() < 2.0), "{:?}", chart.rows);
    }

    #[test]
    fn a_chart_that_names_no_scale_is_read_on_the_scale_that_fits_and_says_so() {
        // R134a in °F and psig, no unit for temperature anywhere.
        let text = "T  psig\n0 6.5\n20 18.4\n40 35.1\n60 57.4\n80 86.9\n";
        let chart = compare_chart(&parse_chart(text), dataset().refrigerant("R134a").unwrap(), "h", pdf_source());
        assert_eq!(chart.temperature_unit, TemperatureUnit::Fahrenheit);
        assert!(chart.temperature_unit_inferred);
        assert!(chart.max_deviation.unwrap() < 2.0, "{:?}", chart.max_deviation);
    }

    #[test]
    fn ocr_degree_signs_and_unicode_minus_are_read() {
        let parsed = parse_chart("Temp *F  R134a psig\n0 6.5\n");
        assert_eq!(parsed.temperature_unit, TemperatureUnit::Fahrenheit);
        let parsed =
            parse_chart("Temperatura °C   Líquido (burbuja) bar   Vapor (rocío) bar\n\u{2212}40   0,33   0,30\n");
        assert_eq!(parsed.rows, [(-40.0, 0.33, Some(0.30))]);
        assert!(parsed.temperature_unit_stated);
    }

    /// Gauge pressures printed from the dataset against `atmosphere` bar.
    fn gauge_rows(code: &str, temps: &[i32], atmosphere: f64, write: impl Fn(i32, f64, f64) -> String) -> String {
        let data = dataset().refrigerant(code).unwrap();
        temps
            .iter()
            .map(|&t| {
                let (b, d) = data.pressures(f64::from(t)).unwrap();
                write(t, b / 1e5 - atmosphere, d / 1e5 - atmosphere) + "\n"
            })
            .collect()
    }

    #[test]
    fn gauge_readings_are_converted_with_the_atmosphere_the_chart_states() {
        // A chart for a site at 1000 m: gauges read against 0.90 bar.
        let body =
            gauge_rows("R404A", &[-40, -30, -20, -10, 0, 10, 20, 30, 40], 0.90, |t, b, d| format!("{t} {b:.3} {d:.3}"));
        let text = format!(
            "Presiones relativas (bar). Presión atmosférica de referencia: 0,90 bar\n\
             Para obtener presiones absolutas sume la presión atmosférica.\nTemp °C  Burbuja  Rocío\n{body}"
        );
        let parsed = parse_chart(&text);
        assert_eq!(
            parsed.pressure_basis,
            Some(PressureBasis::Gauge),
            "the note on absolute pressures is not the chart's"
        );
        assert_eq!(parsed.atmospheric_pressure, Some(0.90));
        let note = parse_chart("Presiones relativas (bar). Para presiones absolutas sume 1,013 bar.\n0 5,0\n");
        assert_eq!((note.pressure_basis, note.atmospheric_pressure), (Some(PressureBasis::Gauge), Some(1.013)));
        let chart = compare_chart(&parsed, dataset().refrigerant("R404A").unwrap(), "h", pdf_source());
        assert_eq!((chart.atmospheric_pressure, chart.atmospheric_pressure_stated), (Some(0.90), true));
        assert!(chart.max_deviation.unwrap() < 0.5, "{:?}", chart.max_deviation);
        // Without the statement the standard atmosphere is used and said.
        let standard = compare_chart(
            &parse_chart("bar manométrica\n0 5,0\n"),
            dataset().refrigerant("R404A").unwrap(),
            "h",
            pdf_source(),
        );
        assert_eq!((standard.atmospheric_pressure, standard.atmospheric_pressure_stated), (Some(1.01325), false));
    }

    #[test]
    fn degree_signs_however_ocr_reads_them_stay_out_of_the_rows() {
        let parsed = parse_chart("Temp. °C  bar abs\n-40°C 1,32\n-30* 2,04\n-20 °C 3,05\n—10º 4,40\n");
        let temps: Vec<f64> = parsed.rows.iter().map(|r| r.0).collect();
        assert_eq!(temps, [-40.0, -30.0, -20.0, -10.0]);
        assert!(parsed.skipped_lines.is_empty(), "{:?}", parsed.skipped_lines);
    }

    #[test]
    fn a_misread_digit_is_corrected_and_the_row_flagged_not_dropped() {
        let text = "Temp °C  bar abs\n-20 1.327\n-10 2.OO6\n0 2.928\n10 4.l46\n20 5.717\n30 ?\n";
        let parsed = parse_chart(text);
        assert_eq!(parsed.rows.len(), 5);
        assert_eq!(parsed.skipped_lines, ["30 ?"]);
        let chart = compare_chart(&parsed, dataset().refrigerant("R134a").unwrap(), "h", pdf_source());
        let doubtful: Vec<(f64, Option<&str>)> =
            chart.rows.iter().filter(|r| r.suspect).map(|r| (r.temp, r.doubt.as_deref())).collect();
        assert_eq!(doubtful, [(-10.0, Some("«2.OO6» leído como 2.006")), (10.0, Some("«4.l46» leído como 4.146"))]);
        assert_eq!(chart.skipped_lines, ["30 ?"]);
    }

    #[test]
    fn a_chart_with_the_temperature_between_liquid_and_vapour_columns_is_read() {
        let body = gauge_rows("R407C", &[-30, -20, -10, 0, 10, 20, 30, 40], 1.01325, |t, b, d| {
            let psi = |bar: f64| bar / BAR_PER_PSI;
            format!("{:.1}   {}   {:.1}", psi(b), (f64::from(t) * 1.8 + 32.0).round(), psi(d))
        });
        let text = format!("R-407C\nLiquid psig   Temp °F   Vapor psig\n{body}");
        let parsed = parse_chart(&text);
        assert!(parsed.two_columns && parsed.bubble_first);
        let chart = compare_chart(&parsed, dataset().refrigerant("R407C").unwrap(), "h", pdf_source());
        assert_eq!(chart.rows.len(), 8);
        assert!(chart.rows.iter().all(|r| r.bubble_pressure > r.dew_pressure && !r.suspect), "{:?}", chart.rows);
        assert!(chart.max_deviation.unwrap() < 1.0, "{:?}", chart.max_deviation);
    }

    #[test]
    fn a_bubble_pressure_below_the_dew_pressure_is_doubtful() {
        let text = "°C  bar abs  Burbuja  Rocío\n0 5,0 4,4\n10 6,5 6,9\n20 8,9 8,0\n";
        let chart = compare_chart(&parse_chart(text), dataset().refrigerant("R407C").unwrap(), "h", pdf_source());
        assert_eq!(chart.rows[1].doubt.as_deref(), Some("presión de burbuja menor que la de rocío"));
        assert!(chart.rows[1].suspect);
    }
}
