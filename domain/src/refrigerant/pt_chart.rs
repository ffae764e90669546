//! Reading a manufacturer's pressure–temperature chart from the text of an
//! uploaded PDF or image, and comparing it with the reference dataset.
//!
//! Recognised: temperature in °C or °F; pressure in bar, psi, kPa or MPa,
//! gauge or absolute; one pressure column, or bubble and dew (liquid and
//! vapour) columns. Rows whose pressures are not numbers are skipped; rows
//! outside -50 to 60 °C are dropped (library.md sections 5 and 9).

use serde::{Deserialize, Serialize};

use crate::properties::{RefrigerantData, ATMOSPHERIC_PA, BAR_PER_PSI};

pub const CHART_T_MIN: f64 = -50.0;
pub const CHART_T_MAX: f64 = 60.0;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TemperatureUnit {
    #[serde(rename = "°C")]
    Celsius,
    #[serde(rename = "°F")]
    Fahrenheit,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
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
    pub temperature_unit: TemperatureUnit,
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
}

/// One row of an uploaded chart, in °C and bar absolute, with its deviation
/// from the reference dataset in percent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChartRow {
    pub temp: f64,
    pub bubble_pressure: Option<f64>,
    pub dew_pressure: Option<f64>,
    pub reference_bubble: Option<f64>,
    pub reference_dew: Option<f64>,
    /// Largest |chart − reference| / reference × 100 of the row.
    pub deviation: Option<f64>,
}

/// An uploaded P–T chart as the event records it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UploadedChart {
    pub file_name: String,
    pub sha256: String,
    pub media_type: String,
    /// `pdf-text` or `ocr`.
    pub extraction: String,
    pub temperature_unit: TemperatureUnit,
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
}

/// A cell of the chart: table rules (`|`, `;`, `*`) around it are OCR's and
/// the typesetter's; the number itself is read by the project's one reader.
fn number(token: &str) -> Option<f64> {
    crate::numbers::parse_number(token.trim_matches(|c: char| c == '|' || c == ';' || c == '*'))
}

fn contains_any(text: &str, words: &[&str]) -> bool {
    words.iter().any(|w| text.contains(w))
}

const BUBBLE_WORDS: [&str; 5] = ["burbuja", "bubble", "líquido", "liquido", "liquid"];
const DEW_WORDS: [&str; 5] = ["rocío", "rocio", "dew", "vapor", "vapour"];

/// Reads a chart from extracted text.
pub fn parse_chart(text: &str) -> ParsedChart {
    let lower = text.to_lowercase();
    let temperature_unit = if contains_any(&lower, &["°f", "ºf", "fahrenheit", "deg f", "(f)", "temp f", " °f"]) {
        TemperatureUnit::Fahrenheit
    } else {
        TemperatureUnit::Celsius
    };
    let pressure_unit = if lower.contains("psi") {
        PressureUnit::Psi
    } else if lower.contains("kpa") {
        PressureUnit::KPa
    } else if lower.contains("mpa") {
        PressureUnit::MPa
    } else {
        PressureUnit::Bar
    };
    let pressure_basis = if contains_any(&lower, &["psia", "bara", "bar(a)", "bar (a)", "absoluta", "absolute", "abs."]) {
        Some(PressureBasis::Absolute)
    } else if contains_any(&lower, &["psig", "barg", "bar(g)", "bar (g)", "bar rel", "relativa", "manométrica", "manometrica", "gauge"]) {
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
    let mut rows = Vec::new();
    let mut skipped_rows = 0;
    let mut pressure_columns = 0;
    for line in text.lines() {
        let tokens: Vec<&str> = line.split(|c: char| c.is_whitespace() || c == ';' || c == '|' || c == '\t').filter(|t| !t.is_empty()).collect();
        let Some(temperature) = tokens.first().and_then(|t| number(t)) else { continue };
        let rest = &tokens[1..];
        if rest.is_empty() {
            continue;
        }
        let values: Vec<Option<f64>> = rest.iter().map(|t| number(t)).collect();
        if values.iter().any(Option::is_none) || values.len() > 2 {
            skipped_rows += 1;
            continue;
        }
        pressure_columns = pressure_columns.max(values.len());
        rows.push((temperature, values[0].unwrap_or(f64::NAN), values.get(1).copied().flatten()));
    }
    ParsedChart {
        temperature_unit,
        pressure_unit,
        pressure_basis,
        two_columns: pressure_columns == 2,
        bubble_first,
        rows,
        skipped_rows,
    }
}

/// Identity of the uploaded file, for the event.
pub struct ChartSource {
    pub file_name: String,
    pub sha256: String,
    pub media_type: String,
    pub extraction: String,
}

fn rows_on_basis(parsed: &ParsedChart, data: &RefrigerantData, basis: PressureBasis) -> Vec<ChartRow> {
    let offset = if basis == PressureBasis::Gauge { ATMOSPHERIC_PA / 1e5 } else { 0.0 };
    let to_bar = |v: f64| parsed.pressure_unit.to_bar(v) + offset;
    let mut rows = Vec::new();
    for &(t_raw, first, second) in &parsed.rows {
        let temp = match parsed.temperature_unit {
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
        rows.push(ChartRow {
            temp: (temp * 100.0).round() / 100.0,
            bubble_pressure: bubble.map(|v| (v * 1e4).round() / 1e4),
            dew_pressure: dew.map(|v| (v * 1e4).round() / 1e4),
            reference_bubble: reference.map(|r| (r.0 * 1e4).round() / 1e4),
            reference_dew: reference.map(|r| (r.1 * 1e4).round() / 1e4),
            deviation: deviation.map(|d| (d * 100.0).round() / 100.0),
        });
    }
    rows
}

fn max_deviation(rows: &[ChartRow]) -> Option<(f64, f64)> {
    rows.iter()
        .filter_map(|r| r.deviation.map(|d| (d, r.temp)))
        .fold(None, |acc, (d, t)| match acc {
            Some((best, _)) if best >= d => acc,
            _ => Some((d, t)),
        })
}

/// Converts a parsed chart to °C and bar absolute and compares it with the
/// dataset. When the chart does not state gauge or absolute, the reading that
/// agrees best with the dataset is taken and marked as inferred.
pub fn compare_chart(parsed: &ParsedChart, data: &RefrigerantData, dataset_hash: &str, source: ChartSource) -> UploadedChart {
    let (basis, inferred) = match parsed.pressure_basis {
        Some(basis) => (basis, false),
        None => {
            let gauge = max_deviation(&rows_on_basis(parsed, data, PressureBasis::Gauge)).map_or(f64::MAX, |d| d.0);
            let absolute = max_deviation(&rows_on_basis(parsed, data, PressureBasis::Absolute)).map_or(f64::MAX, |d| d.0);
            (if gauge < absolute { PressureBasis::Gauge } else { PressureBasis::Absolute }, true)
        }
    };
    let rows = rows_on_basis(parsed, data, basis);
    let worst = max_deviation(&rows);
    UploadedChart {
        file_name: source.file_name,
        sha256: source.sha256,
        media_type: source.media_type,
        extraction: source.extraction,
        temperature_unit: parsed.temperature_unit,
        pressure_unit: parsed.pressure_unit,
        pressure_basis: basis,
        basis_inferred: inferred,
        rows,
        skipped_rows: parsed.skipped_rows,
        max_deviation: worst.map(|w| w.0),
        max_deviation_temp: worst.map(|w| w.1),
        dataset_hash: dataset_hash.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::properties::dataset;

    fn source() -> ChartSource {
        ChartSource { file_name: "pt.pdf".into(), sha256: "x".into(), media_type: "application/pdf".into(), extraction: "pdf-text".into() }
    }

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
        let chart = compare_chart(&parsed, data, "h", source());
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
        let chart = compare_chart(&parsed, dataset().refrigerant("R134a").unwrap(), "h", source());
        assert_eq!(chart.rows[0].temp, 0.0);
        let dew = chart.rows[0].dew_pressure.unwrap();
        assert!((dew - (27.8 * 0.0689476 + 1.01325)).abs() < 1e-3);
        assert!(chart.max_deviation.unwrap() < 0.5);
    }

    #[test]
    fn it_should_infer_gauge_or_absolute_from_the_dataset_when_the_chart_does_not_say() {
        let parsed = parse_chart("T bar\n0 2.928\n20 5.717\n");
        let chart = compare_chart(&parsed, dataset().refrigerant("R134a").unwrap(), "h", source());
        assert_eq!(chart.pressure_basis, PressureBasis::Absolute);
        assert!(chart.basis_inferred);
        let parsed = parse_chart("T bar\n0 1.915\n20 4.704\n");
        let chart = compare_chart(&parsed, dataset().refrigerant("R134a").unwrap(), "h", source());
        assert_eq!(chart.pressure_basis, PressureBasis::Gauge);
    }

    #[test]
    fn it_should_report_the_largest_deviation_and_where() {
        let parsed = parse_chart("°C bar abs\n0 2.928\n10 4.5\n");
        let chart = compare_chart(&parsed, dataset().refrigerant("R134a").unwrap(), "h", source());
        assert_eq!(chart.max_deviation_temp, Some(10.0));
        assert!(chart.max_deviation.unwrap() > 3.0);
    }
}
