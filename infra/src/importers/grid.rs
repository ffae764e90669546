//! Coefficient tables as a grid of cells, from CSV or from the text of a PDF
//! or an OCR'd image. Two manufacturer layouts are recognised:
//!
//! - one row per set: a header naming c1..c10 (any order, any case, `C1`,
//!   `coef1`, `a1`...), optionally refrigerant, parameter, formula and the
//!   envelope columns;
//! - transposed: rows `C1`..`C10`, one column per parameter (capacity,
//!   power, current, mass flow, discharge temperature), the refrigerant named
//!   in a header line or a column title.
//!
//! I-P units are detected from the text (°F, Btu/h, lb/h) and recorded, so the
//! domain converts the sets at import.

use domain::compressor::coefficients::UnitSystem;
use domain::compressor::labels::read_parameter_label;
use domain::compressor::model::{RatingConditions, TemperatureBasis};
use domain::compressor::set_reading::SetReading;
use domain::units::{names_scale, Scale};

/// Lower-case, no accents, no spaces, underscores, dots or dashes.
pub(crate) fn key(text: &str) -> String {
    text.trim()
        .to_lowercase()
        .chars()
        .map(|c| match c {
            'á' => 'a',
            'é' => 'e',
            'í' => 'i',
            'ó' => 'o',
            'ú' => 'u',
            'ñ' => 'n',
            other => other,
        })
        .filter(|c| !matches!(c, ' ' | '_' | '.' | '-' | '(' | ')' | '[' | ']' | '°' | 'º' | '/' | '"' | '\''))
        .collect()
}

/// Every number of every importer is read by the project's one reader.
pub(crate) use domain::numbers::parse_number as number;

/// Index 0..9 of a coefficient column title (`c1`, `C10`, `coef3`, `a4`, `k5`).
fn coefficient_index(title: &str) -> Option<usize> {
    let k = key(title);
    let digits = k
        .strip_prefix("coefficient")
        .or_else(|| k.strip_prefix("coeficiente"))
        .or_else(|| k.strip_prefix("coef"))
        .or_else(|| k.strip_prefix('c'))
        .or_else(|| k.strip_prefix('a'))
        .or_else(|| k.strip_prefix('k'))?;
    let n: usize = digits.parse().ok()?;
    (1..=10).contains(&n).then_some(n - 1)
}

/// A refrigerant code inside some text (`R404A`, `R-134a`, `R1234ze(E)`):
/// any code of the reference dataset, or R + 2 to 4 digits + an optional
/// letter for codes the dataset lacks.
pub(crate) fn find_refrigerant(text: &str) -> Option<String> {
    for raw in text.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | ':' | '|' | '=' | '"' | '/')) {
        let token = raw.trim_end_matches('.');
        let normalized = token.to_uppercase().replace('-', "");
        if !normalized.starts_with('R') {
            continue;
        }
        if let Ok(known) = domain::properties::dataset().refrigerant(&normalized) {
            return Some(known.code().to_string());
        }
        let rest = &normalized[1..];
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let suffix = &rest[digits.len()..];
        if (2..=4).contains(&digits.len())
            && (suffix.is_empty() || (suffix.len() == 1 && suffix.chars().all(|c| c.is_ascii_uppercase())))
        {
            return Some(domain::compressor::model::canonical_refrigerant(token));
        }
    }
    None
}

/// I-P when the temperatures are in °F, or when the outputs are in Btu/h
/// or lb/h and the text says nothing of °C (AHRI 540 I-P files).
pub(crate) fn unit_system(text: &str) -> UnitSystem {
    let lower = text.to_lowercase();
    let ip_outputs = ["btu", "lb/h", "lbm/h", "lb/hr"].iter().any(|w| lower.contains(w));
    if names_scale(text, Scale::Fahrenheit) || (ip_outputs && !names_scale(text, Scale::Celsius)) {
        UnitSystem::Ip
    } else {
        UnitSystem::Si
    }
}

/// The frequency (Hz) a piece of text states, as files write it: `50 Hz`,
/// `60Hz`, `-30HZ`, `Frecuencia: 50 Hz`; `None` when it states none, or
/// several different ones (`50/60 Hz` rates for both and names neither).
pub(crate) fn frequency_in(text: &str) -> Option<f64> {
    let lower = text.to_lowercase();
    let mut found: Vec<f64> = Vec::new();
    for (at, _) in lower.match_indices("hz") {
        // The number just before `hz`, spaces allowed between them.
        let before = lower[..at].trim_end();
        let start = before
            .char_indices()
            .rev()
            .take_while(|(_, c)| c.is_ascii_digit() || matches!(c, '.' | ','))
            .last()
            .map_or(before.len(), |(i, _)| i);
        // `50/60 Hz`: two frequencies, neither stated alone (`400V/3/50Hz` is one).
        if let Some(head) = before[..start].strip_suffix('/') {
            let digits = head.len() - head.trim_end_matches(|c: char| c.is_ascii_digit()).len();
            if number(&head[head.len() - digits..]).is_some_and(|v| (10.0..=120.0).contains(&v)) {
                return None;
            }
        }
        if let Some(value) = number(&before[start..]).filter(|v| (10.0..=120.0).contains(v)) {
            if !found.iter().any(|f| (f - value).abs() < 1e-9) {
                found.push(value);
            }
        }
    }
    match found.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// Words with which makers state that a blend's evaporating and
/// condensing temperatures are mid-points (the mean of dew and bubble at
/// the pressure), as `key` writes them: English, German, Spanish, French.
const MID_POINT_WORDS: [&str; 8] = [
    "midpoint",
    "meantemperature",
    "mittelwert",
    "mitteltemperatur",
    "temperaturamedia",
    "puntomedio",
    "temperaturasmedias",
    "temperaturemoyenne",
];

/// Words with which they state dew points (EN 12900 and AHRI 540's basis).
const DEW_WORDS: [&str; 5] = ["dewpoint", "dewtemperature", "taupunkt", "rocio", "pointderosee"];

/// The temperature basis a file states for its sets (issue 21 item 9):
/// mid-point where it names one (`Mid-point temperatures`, `Mittelwert`,
/// `temperatura media`), dew where it names only the dew point (`dew point`,
/// `Taupunkt`, `punto de rocío`), `None` where it names neither. A mid-point
/// statement wins over a dew word beside it, since makers define the
/// mid-point by the dew and bubble points ("mean of dew and bubble point").
/// The import review shows what was read and the engineer corrects it.
pub(crate) fn temperature_basis_in(text: &str) -> Option<TemperatureBasis> {
    let k = key(text);
    if MID_POINT_WORDS.iter().any(|w| k.contains(w)) {
        Some(TemperatureBasis::MidPoint)
    } else if DEW_WORDS.iter().any(|w| k.contains(w)) {
        Some(TemperatureBasis::Dew)
    } else {
        None
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Column {
    Model,
    Frequency,
    Coefficient(usize),
    Refrigerant,
    Parameter,
    Unit,
    Formula,
    EvapMin,
    EvapMax,
    CondMin,
    CondMax,
}

/// An envelope column by meaning: evaporating or condensing, minimum or
/// maximum. Anything else with a min/max (discharge, suction, ambient...) is
/// not an envelope column.
fn envelope_column(k: &str) -> Option<Column> {
    let (is_max, is_min) = (k.contains("max"), k.contains("min"));
    if is_max == is_min {
        return None;
    }
    const OTHER: [&str; 14] = [
        "descarga",
        "discharge",
        "succion",
        "suction",
        "aspiracion",
        "liquido",
        "liquid",
        "ambiente",
        "ambient",
        "sobrecal",
        "superheat",
        "subenf",
        "subcool",
        "retorno",
    ];
    if OTHER.iter().any(|w| k.contains(w)) {
        return None;
    }
    let stem = k.replace("maxima", "").replace("minima", "").replace("max", "").replace("min", "");
    let short = |names: &[&str]| names.iter().any(|n| stem == *n || stem.strip_suffix(['c', 'f']) == Some(*n));
    let evap = stem.contains("evap") || short(&["te", "to", "t0", "sst", "tempte", "tempto"]);
    let cond = stem.contains("cond") || short(&["tc", "tk", "sdt", "temptc"]);
    match (evap, cond, is_max) {
        (true, false, true) => Some(Column::EvapMax),
        (true, false, false) => Some(Column::EvapMin),
        (false, true, true) => Some(Column::CondMax),
        (false, true, false) => Some(Column::CondMin),
        _ => None,
    }
}

fn column(title: &str) -> Option<Column> {
    if let Some(i) = coefficient_index(title) {
        return Some(Column::Coefficient(i));
    }
    let k = key(title);
    Some(match k.as_str() {
        "model" | "modelo" | "compressor" | "compresor" | "compressormodel" | "modelodecompresor" => Column::Model,
        "refrigerant" | "refrigerante" | "refrig" | "gas" | "fluid" | "fluido" => Column::Refrigerant,
        "parameter" | "parametro" | "parametros" | "tipo" | "type" | "variable" | "magnitud" => Column::Parameter,
        "unit" | "units" | "unidad" | "unidades" => Column::Unit,
        "formula" | "ecuacion" | "equation" => Column::Formula,
        "frequency" | "frecuencia" | "freq" | "hz" | "frequencyhz" | "frecuenciahz" | "speedhz" | "velocidadhz" => {
            Column::Frequency
        }
        _ => return envelope_column(&k),
    })
}

/// Sets a set's parameter from the file's label, by meaning; an unknown
/// label is flagged for the user's choice, never taken as discharge
/// temperature. An empty label leaves the spec's default (capacity).
fn label_parameter(input: &mut SetReading, label: &str, unit: Option<&str>) {
    let label = label.trim();
    if label.is_empty() {
        return;
    }
    // A separate unit cell reads as if the label carried it.
    let full = match unit.map(str::trim).filter(|u| !u.is_empty()) {
        Some(u) if read_parameter_label(label).is_some_and(|l| l.unit.is_none()) => format!("{label} [{u}]"),
        _ => label.to_string(),
    };
    input.source_label = Some(full.clone());
    match read_parameter_label(&full) {
        Some(l) => {
            input.parameter = Some(l.parameter.key().to_string());
            input.output_unit = l.unit;
            input.parameter_unrecognised = false;
        }
        None => {
            input.parameter = None;
            input.output_unit = None;
            input.parameter_unrecognised = true;
        }
    }
}

/// What a grid gave, with the lines it could not use.
pub(crate) struct GridResult {
    /// Each with the model of its row, where the grid has a model column.
    pub polynomials: Vec<SetReading>,
    pub warnings: Vec<String>,
}

fn value(cell: Option<&String>) -> Option<f64> {
    cell.and_then(|c| number(c))
}

/// Sets a coefficient from the file's cell; a cell with text that is not a
/// number becomes 0 and is recorded so the review shows it.
fn set_cell(input: &mut SetReading, index: usize, cell: Option<&String>) {
    let v = value(cell);
    if let Some(text) = cell.map(|c| c.trim()).filter(|c| !c.is_empty()) {
        if v.is_none() {
            input.non_numeric.insert(format!("c{}", index + 1), text.to_string());
        }
    }
    set_coefficient(input, index, v);
}

fn set_coefficient(input: &mut SetReading, index: usize, v: Option<f64>) {
    // Non-numeric coefficients become 0 (library.md section 5).
    input.coefficients[index.min(9)] = Some(v.unwrap_or(0.0));
}

fn row_per_set(rows: &[Vec<String>], header: usize, columns: &[Option<Column>], text: &str) -> GridResult {
    // A refrigerant named elsewhere in the file applies only to a table
    // without a refrigerant column: an empty cell must not borrow another row's.
    let file_refrigerant = if columns.contains(&Some(Column::Refrigerant)) { None } else { find_refrigerant(text) };
    let units = unit_system(text);
    let mut polynomials = Vec::new();
    let mut warnings = Vec::new();
    // A heading such as `Datos a 50 Hz` states the frequency of the sets
    // below it, until the next heading that states another.
    let mut heading_frequency = rows[..=header].iter().rev().find_map(|r| frequency_in(&r.join(" ")));
    for (n, row) in rows.iter().enumerate().skip(header + 1) {
        let numeric = columns
            .iter()
            .zip(row)
            .filter(|(c, cell)| matches!(c, Some(Column::Coefficient(_))) && number(cell).is_some())
            .count();
        if numeric < 3 {
            if row.iter().any(|c| !c.trim().is_empty()) {
                heading_frequency = frequency_in(&row.join(" ")).or(heading_frequency);
                warnings.push(format!("Línea {} sin coeficientes: {}", n + 1, row.join(" ")));
            }
            continue;
        }
        let mut input = SetReading { unit_system: Some(units), frequency: heading_frequency, ..Default::default() };
        let unit_cell = columns.iter().zip(row).find(|(c, _)| **c == Some(Column::Unit)).map(|(_, cell)| cell.as_str());
        for (col, cell) in columns.iter().zip(row) {
            match col {
                Some(Column::Model) => input.model = Some(cell.trim().to_string()).filter(|s| !s.is_empty()),
                Some(Column::Coefficient(i)) => set_cell(&mut input, *i, Some(cell)),
                Some(Column::Refrigerant) => {
                    input.refrigerant =
                        find_refrigerant(cell).or_else(|| Some(cell.trim().to_string()).filter(|s| !s.is_empty()))
                }
                Some(Column::Parameter) => label_parameter(&mut input, cell, unit_cell),
                Some(Column::Formula) => input.formula = Some(cell.trim().to_string()).filter(|s| !s.is_empty()),
                Some(Column::EvapMin) => input.evap_temp_min = value(Some(cell)),
                Some(Column::EvapMax) => input.evap_temp_max = value(Some(cell)),
                Some(Column::CondMin) => input.cond_temp_min = value(Some(cell)),
                Some(Column::CondMax) => input.cond_temp_max = value(Some(cell)),
                Some(Column::Frequency) => {
                    input.frequency = frequency_in(&format!("{cell} Hz")).or(input.frequency);
                }
                Some(Column::Unit) | None => {}
            }
        }
        for i in 0..10 {
            if input.coefficients[i].is_none() {
                set_coefficient(&mut input, i, None);
            }
        }
        if input.refrigerant.is_none() {
            input.refrigerant.clone_from(&file_refrigerant);
        }
        polynomials.push(input);
    }
    GridResult { polynomials, warnings }
}

fn transposed(rows: &[Vec<String>], text: &str) -> Option<GridResult> {
    // Rows whose first cell names a coefficient.
    let coefficient_rows: Vec<(usize, usize)> = rows
        .iter()
        .enumerate()
        .filter_map(|(n, r)| r.first().and_then(|c| coefficient_index(c)).map(|i| (n, i)))
        .collect();
    if coefficient_rows.len() < 3 {
        return None;
    }
    let first = coefficient_rows[0].0;
    // The titles: the nearest line above that names a parameter, else the
    // nearest line above with text beyond its first cell.
    let above = &rows[..first];
    let header = above
        .iter()
        .rev()
        .find(|r| r.iter().any(|c| read_parameter_label(c).is_some()))
        .or_else(|| above.iter().rev().find(|r| r.iter().skip(1).any(|c| !c.trim().is_empty())))?;
    let width = rows[first].len();
    // Titles may be one cell left of the values when the first header cell is empty or absent.
    let offset = usize::from(header.len() < width);
    let units = unit_system(text);
    let file_refrigerant = find_refrigerant(text);
    let file_frequency = frequency_in(text);
    let mut polynomials = Vec::new();
    let mut warnings = Vec::new();
    for (col, title) in header.iter().enumerate() {
        let title = title.trim();
        if title.is_empty() || (col == 0 && offset == 0) {
            continue;
        }
        let values: Vec<Option<f64>> =
            coefficient_rows.iter().map(|&(n, _)| rows[n].get(col + offset).and_then(|c| number(c))).collect();
        if values.iter().filter(|v| v.is_some()).count() < 3 {
            warnings.push(format!("Columna «{title}» sin coeficientes"));
            continue;
        }
        let mut input = SetReading {
            refrigerant: find_refrigerant(title).or_else(|| file_refrigerant.clone()),
            unit_system: Some(units),
            frequency: frequency_in(title).or(file_frequency),
            ..Default::default()
        };
        label_parameter(&mut input, title, None);
        for i in 0..10 {
            set_coefficient(&mut input, i, None);
        }
        for &(n, index) in &coefficient_rows {
            set_cell(&mut input, index, rows[n].get(col + offset));
        }
        polynomials.push(input);
    }
    Some(GridResult { polynomials, warnings })
}

/// Reads coefficient sets from a grid; `text` is the whole source, searched
/// for a file-level refrigerant and units.
pub(crate) fn read_grid(rows: &[Vec<String>], text: &str) -> GridResult {
    let mut result = read_sets(rows, text);
    state_temperature_basis(&mut result.polynomials, text);
    result
}

/// The file's statement of dew or mid-point temperatures applies to every
/// set it holds, however they were read; the review shows it beside each.
pub(crate) fn state_temperature_basis(sets: &mut [SetReading], text: &str) {
    if let Some(basis) = temperature_basis_in(text) {
        for set in sets {
            set.rating.get_or_insert_with(RatingConditions::default).temperature_basis = Some(basis);
        }
    }
}

fn read_sets(rows: &[Vec<String>], text: &str) -> GridResult {
    let header = rows.iter().position(|r| r.iter().filter(|c| coefficient_index(c).is_some()).count() >= 3);
    match header {
        Some(h) => {
            let columns: Vec<Option<Column>> = rows[h].iter().map(|t| column(t)).collect();
            row_per_set(rows, h, &columns, text)
        }
        None => transposed(rows, text).unwrap_or(GridResult { polynomials: Vec::new(), warnings: Vec::new() }),
    }
}

/// A CSV catalogue: one set per row with a model column, grouped by model.
pub(crate) fn catalogue_from_csv(text: &str) -> Vec<super::CatalogueEntry> {
    let result = read_grid(&csv_rows(text), text);
    let mut entries: Vec<super::CatalogueEntry> = Vec::new();
    for polynomial in result.polynomials {
        let Some(model) = polynomial.model.clone() else { continue };
        match entries.iter_mut().find(|e| e.source_name == model) {
            Some(entry) => entry.polynomials.push(polynomial),
            None => entries.push(super::CatalogueEntry {
                source_name: model.clone(),
                compressor: domain::compressor::model::CompressorDraft {
                    model: Some(model),
                    refrigerant: polynomial.refrigerant.clone(),
                    ..Default::default()
                },
                polynomials: vec![polynomial],
            }),
        }
    }
    entries
}

/// Splits CSV text: `;`, tab or `,` separators (the most frequent wins),
/// quotes honoured, decimal commas kept for `number`.
pub(crate) fn csv_rows(text: &str) -> Vec<Vec<String>> {
    let sample: String = text.lines().take(20).collect();
    let separator = [';', '\t', ','].into_iter().max_by_key(|s| sample.matches(*s).count()).unwrap_or(',');
    text.lines()
        .map(|line| {
            let mut cells = Vec::new();
            let mut current = String::new();
            let mut quoted = false;
            for c in line.chars() {
                match c {
                    '"' => quoted = !quoted,
                    c if c == separator && !quoted => cells.push(std::mem::take(&mut current)),
                    c => current.push(c),
                }
            }
            cells.push(current);
            cells.into_iter().map(|c| c.trim().to_string()).collect()
        })
        .collect()
}

/// Splits extracted PDF or OCR text into cells. Layout-preserving text
/// (`pdftotext -layout`) separates columns by two or more spaces, `|`, `;`
/// or tabs; inside such a cell, numbers and coefficient names separated by
/// one space are cells of their own and the other words stay together
/// (`Temp. condensación máx`, `Capacidad frigorífica [W]`).
pub(crate) fn text_rows(text: &str) -> Vec<Vec<String>> {
    text.lines().map(text_row).collect()
}

fn text_row(line: &str) -> Vec<String> {
    let normalised: String = line.chars().map(|c| if matches!(c, '\t' | '|' | ';') { '\u{1F}' } else { c }).collect();
    let mut cells = Vec::new();
    for wide in normalised.split('\u{1F}').flat_map(split_wide) {
        let mut words: Vec<&str> = Vec::new();
        for token in wide.split_whitespace() {
            if number(token).is_some() || coefficient_index(token).is_some() || find_refrigerant(token).is_some() {
                if !words.is_empty() {
                    cells.push(words.join(" "));
                    words.clear();
                }
                cells.push(token.to_string());
            } else {
                words.push(token);
            }
        }
        if !words.is_empty() {
            cells.push(words.join(" "));
        }
    }
    cells
}

/// Splits on runs of two or more spaces.
fn split_wide(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b' ' && bytes.get(i + 1) == Some(&b' ') {
            out.push(&text[start..i]);
            while i < bytes.len() && bytes[i] == b' ' {
                i += 1;
            }
            start = i;
        } else {
            i += 1;
        }
    }
    out.push(&text[start..]);
    out.into_iter().filter(|c| !c.trim().is_empty()).collect()
}

/// Bytes as text: UTF-8, else Windows-1252/Latin-1 (spreadsheet exports).
pub(crate) fn decode(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.trim_start_matches('\u{feff}').to_string(),
        Err(_) => bytes.iter().map(|&b| b as char).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn coefficients(p: &SetReading) -> Vec<f64> {
        p.coefficients.iter().map(|c| c.unwrap()).collect()
    }

    #[test]
    fn it_should_read_one_set_per_row_with_columns_in_any_order_and_decimal_commas() {
        let csv = "Parámetro;Refrigerante;C3;C1;C2;C4;C5;C6;C7;C8;C9;C10;Evap min;Evap max;Cond min;Cond max\n\
                   Capacidad;R404A;-120,5;25000;850,2;10;-3;0,5;0,01;0;0;0;-40;0;25;55\n\
                   Potencia;r-404a;50;4000;-20;1;2;3;4;5;6;7;-40;0;25;55\n\
                   Notas;sin datos\n";
        let result = read_grid(&csv_rows(csv), csv);
        assert_eq!(result.polynomials.len(), 2);
        let p = &result.polynomials[0];
        assert_eq!(p.refrigerant.as_deref(), Some("R404A"));
        assert_eq!(p.parameter.as_deref(), Some("coolingCapacity"));
        assert_eq!(p.source_label.as_deref(), Some("Capacidad"));
        assert_eq!(coefficients(p)[..3], [25000.0, 850.2, -120.5]);
        assert_eq!(p.evap_temp_min, Some(-40.0));
        assert_eq!(p.cond_temp_max, Some(55.0));
        assert_eq!(result.polynomials[1].refrigerant.as_deref(), Some("R404A"));
        assert_eq!(result.warnings.len(), 1);
    }

    #[test]
    fn it_should_read_the_frequency_as_files_write_it() {
        assert_eq!(frequency_in("50 Hz"), Some(50.0));
        assert_eq!(frequency_in("Datos a 60Hz, R404A"), Some(60.0));
        assert_eq!(frequency_in("Copeland-SCROLL-60HZ"), Some(60.0));
        assert_eq!(frequency_in("Alimentación 400V/3/50Hz"), Some(50.0));
        assert_eq!(frequency_in("Velocidad 47,5 Hz"), Some(47.5));
        // Two frequencies named together, or none: not a set's frequency.
        assert_eq!(frequency_in("50/60 Hz"), None);
        assert_eq!(frequency_in("tablas a 50 Hz y a 60 Hz"), None);
        assert_eq!(frequency_in("R404A 460V"), None);
        assert_eq!(frequency_in("2 Hz"), None);
    }

    /// Issue 21 item 9: makers state whether a blend's temperatures are
    /// dew points or mid-points in a note above the table, in their language.
    #[test]
    fn it_should_read_the_temperature_basis_the_file_states() {
        let mid = [
            "Evaporating and condensing temperatures are mid-point values (mean of dew and bubble point)",
            "Rating: mean temperatures, suction gas 20 °C",
            "Verdampfungs- und Verflüssigungstemperatur: Mittelwert (Mitteltemperatur)",
            "Temperaturas de evaporación y condensación: temperatura media",
            "Datos a punto medio, 50 Hz",
        ];
        for text in mid {
            assert_eq!(temperature_basis_in(text), Some(TemperatureBasis::MidPoint), "{text}");
        }
        let dew = [
            "Ratings at dew point temperatures, AHRI 540",
            "Temperaturas referidas al punto de rocío",
            "Bezogen auf Taupunkttemperaturen",
            "Températures au point de rosée",
        ];
        for text in dew {
            assert_eq!(temperature_basis_in(text), Some(TemperatureBasis::Dew), "{text}");
        }
        for text in ["R407F 50 Hz, recalentamiento 10 K", "Capacidad [W]; c1; c2", ""] {
            assert_eq!(temperature_basis_in(text), None, "{text}");
        }
    }

    #[test]
    fn every_set_of_a_file_takes_the_basis_its_note_states() {
        let csv = "Bitzer 4FES-5Y R407F 50 Hz\n\
                   Temperaturas de evaporación y condensación referidas a la temperatura media (punto medio)\n\
                   Parámetro;c1;c2;c3;c4;c5;c6;c7;c8;c9;c10\n\
                   Capacidad [W];1;2;3;4;5;6;7;8;9;10\n\
                   Potencia [W];1;2;3;4;5;6;7;8;9;10\n";
        let result = read_grid(&csv_rows(csv), csv);
        assert_eq!(result.polynomials.len(), 2);
        for p in &result.polynomials {
            assert_eq!(p.rating.as_ref().and_then(|r| r.temperature_basis), Some(TemperatureBasis::MidPoint));
        }
        // A file that says nothing leaves the basis to the review (dew by default).
        let plain = "Parámetro;c1;c2;c3;c4;c5;c6;c7;c8;c9;c10\nCapacidad [W];1;2;3;4;5;6;7;8;9;10\n";
        let result = read_grid(&csv_rows(plain), plain);
        assert_eq!(result.polynomials[0].rating, None);
        // The transposed layout of a PDF's text: the note is a line of the page.
        let pdf = "Copeland ZB45KCE R407C\nRatings at dew point temperatures\n\
                   Capacity Power\nC1 1 2\nC2 3 4\nC3 5 6\nC4 7 8\n";
        let result = read_grid(&text_rows(pdf), pdf);
        assert!(!result.polynomials.is_empty());
        for p in &result.polynomials {
            assert_eq!(p.rating.as_ref().and_then(|r| r.temperature_basis), Some(TemperatureBasis::Dew));
        }
    }

    #[test]
    fn it_should_read_a_frequency_column_per_set() {
        let csv = "Refrigerante;Parámetro;Frecuencia [Hz];c1;c2;c3;c4;c5;c6;c7;c8;c9;c10\n\
                   R404A;Capacidad;30;1;2;3;4;5;6;7;8;9;10\n\
                   R404A;Capacidad;70 Hz;1;2;3;4;5;6;7;8;9;10\n\
                   R404A;Potencia;;1;2;3;4;5;6;7;8;9;10\n";
        let result = read_grid(&csv_rows(csv), csv);
        let frequencies: Vec<_> = result.polynomials.iter().map(|p| p.frequency).collect();
        assert_eq!(frequencies, [Some(30.0), Some(70.0), None]);
    }

    #[test]
    fn it_should_give_each_table_the_frequency_of_its_heading() {
        let text = "Polinomios EN 12900 - 50 Hz\n\
                    Parámetro;c1;c2;c3;c4;c5;c6;c7;c8;c9;c10\n\
                    Capacidad;1;2;3;4;5;6;7;8;9;10\n\
                    Potencia;1;2;3;4;5;6;7;8;9;10\n\
                    Polinomios EN 12900 - 60Hz\n\
                    Capacidad;1;2;3;4;5;6;7;8;9;10\n";
        let result = read_grid(&csv_rows(text), text);
        let frequencies: Vec<_> = result.polynomials.iter().map(|p| p.frequency).collect();
        assert_eq!(frequencies, [Some(50.0), Some(50.0), Some(60.0)]);
        // The transposed layout takes the one frequency its file states.
        let transposed =
            "Refrigerante R449A, 60 Hz\n;Capacidad [W];Potencia [W]\nC1;30000;5000\nC2;1000;10\nC3;-300;80\n";
        let result = read_grid(&csv_rows(transposed), transposed);
        assert!(result.polynomials.iter().all(|p| p.frequency == Some(60.0)), "{:?}", result.polynomials);
    }

    #[test]
    fn it_should_read_comma_separated_english_exports() {
        let csv = "refrigerant,parameter,c1,c2,c3,c4,c5,c6,c7,c8,c9,c10\nR134a,power,1292,-22.37,18.31,-1.215,0.8844,0.7498,-0.01094,0.008246,0.01396,-0.008319\n";
        let result = read_grid(&csv_rows(csv), csv);
        assert_eq!(result.polynomials[0].parameter.as_deref(), Some("powerInput"));
        assert_eq!(coefficients(&result.polynomials[0])[9], -0.008319);
    }

    #[test]
    fn it_should_turn_non_numeric_coefficients_into_zero() {
        let csv = "refrigerant;c1;c2;c3;c4;c5;c6;c7;c8;c9;c10\nR404A;1;2;3;n/a;5;6;7;8;9;10\n";
        let result = read_grid(&csv_rows(csv), csv);
        assert_eq!(coefficients(&result.polynomials[0])[3], 0.0);
    }

    #[test]
    fn it_should_read_the_transposed_layout_with_the_refrigerant_in_a_header_line() {
        let csv = "Compresor;4GE-23Y\nRefrigerante;R449A\n;Capacidad [W];Potencia [W];Corriente [A]\n\
                   C1;30000;5000;12\nC2;1000;10;0,1\nC3;-300;80;0,2\nC4;10;0;0\nC5;-5;1;0\nC6;1;0;0\nC7;0;0;0\nC8;0;0;0\nC9;0;0;0\nC10;0;0;0\n";
        let result = read_grid(&csv_rows(csv), csv);
        let parameters: Vec<_> = result.polynomials.iter().map(|p| p.parameter.clone().unwrap()).collect();
        assert_eq!(parameters, ["coolingCapacity", "powerInput", "current"]);
        assert!(result.polynomials.iter().all(|p| p.refrigerant.as_deref() == Some("R449A")));
        assert_eq!(coefficients(&result.polynomials[1])[2], 80.0);
        assert_eq!(coefficients(&result.polynomials[2])[1], 0.1);
    }

    #[test]
    fn it_should_detect_ip_units() {
        let csv = "Refrigerant R-404A, ratings in Btu/h at °F\nrefrigerant,c1,c2,c3,c4,c5,c6,c7,c8,c9,c10\nR404A,1,2,3,4,5,6,7,8,9,10\n";
        assert_eq!(read_grid(&csv_rows(csv), csv).polynomials[0].unit_system, Some(UnitSystem::Ip));
    }

    #[test]
    fn it_should_read_whitespace_tables_from_pdf_text() {
        let text = "Polinomios EN 12900 - R407F\nParametro C1 C2 C3 C4 C5 C6 C7 C8 C9 C10\nCapacidad 21000 700 -150 9 -4 0.3 0.05 -0.02 0.01 0\nPotencia 3000 -20 60 -0.5 0.8 0.6 0 0 0 0\n";
        let result = read_grid(&text_rows(text), text);
        assert_eq!(result.polynomials.len(), 2);
        assert_eq!(result.polynomials[0].refrigerant.as_deref(), Some("R407F"));
        assert_eq!(result.polynomials[1].parameter.as_deref(), Some("powerInput"));
    }

    #[test]
    fn it_should_find_refrigerant_codes() {
        assert_eq!(find_refrigerant("Gas: R-134A").as_deref(), Some("R134a"));
        assert_eq!(find_refrigerant("R1234ze(E) chiller").as_deref(), Some("R1234ze(E)"));
        assert_eq!(find_refrigerant("Rev 2024"), None);
    }

    #[test]
    fn envelope_headers_are_read_by_meaning() {
        assert_eq!(column("Temp. condensación máx"), Some(Column::CondMax));
        assert_eq!(column("Temp. condensación mín"), Some(Column::CondMin));
        assert_eq!(column("Temp. evaporación máx (°C)"), Some(Column::EvapMax));
        assert_eq!(column("Te min"), Some(Column::EvapMin));
        assert_eq!(column("to max"), Some(Column::EvapMax));
        assert_eq!(column("Tc max °C"), Some(Column::CondMax));
        assert_eq!(column("SDT min"), Some(Column::CondMin));
        assert_eq!(column("Evap min"), Some(Column::EvapMin));
        assert_eq!(column("Temp. descarga max"), None);
        assert_eq!(column("Temperatura de descarga máxima"), None);
        assert_eq!(column("Temp. min"), None);
    }

    #[test]
    fn a_condensing_maximum_is_not_taken_for_the_evaporating_one() {
        let csv = "Refrigerante;Parámetro;c1;c2;c3;c4;c5;c6;c7;c8;c9;c10;Temp. evaporación mín;Temp. evaporación máx;Temp. condensación mín;Temp. condensación máx;Temp. descarga max\n\
                   R404A;Capacidad frigorífica [W];1;2;3;4;5;6;7;8;9;10;-35;5;20;55;130\n";
        let p = &read_grid(&csv_rows(csv), csv).polynomials[0];
        assert_eq!(p.evap_temp_min, Some(-35.0));
        assert_eq!(p.evap_temp_max, Some(5.0));
        assert_eq!(p.cond_temp_min, Some(20.0));
        assert_eq!(p.cond_temp_max, Some(55.0));
    }

    #[test]
    fn spanish_and_english_labels_with_units_give_the_right_parameter_and_unit() {
        use domain::compressor::coefficients::OutputUnit;
        let csv = "Refrigerante;Parámetro;c1;c2;c3;c4;c5;c6;c7;c8;c9;c10\n\
                   R404A;Capacidad frigorífica [W];1;2;3;4;5;6;7;8;9;10\n\
                   R404A;Potencia absorbida [kW];1;2;3;4;5;6;7;8;9;10\n\
                   R404A;Current (A);1;2;3;4;5;6;7;8;9;10\n\
                   R404A;Caudal másico (kg/s);1;2;3;4;5;6;7;8;9;10\n\
                   R404A;Temperatura de descarga [°C];1;2;3;4;5;6;7;8;9;10\n";
        let result = read_grid(&csv_rows(csv), csv);
        let read: Vec<_> = result.polynomials.iter().map(|p| (p.parameter.clone().unwrap(), p.output_unit)).collect();
        assert_eq!(
            read,
            [
                ("coolingCapacity".to_string(), Some(OutputUnit::Watt)),
                ("powerInput".to_string(), Some(OutputUnit::Kilowatt)),
                ("current".to_string(), Some(OutputUnit::Ampere)),
                ("massFlow".to_string(), Some(OutputUnit::KgPerSecond)),
                ("dischargeTemp".to_string(), Some(OutputUnit::Celsius)),
            ]
        );
        assert!(result.polynomials.iter().all(|p| !p.parameter_unrecognised));
    }

    #[test]
    fn an_unknown_label_is_flagged_and_never_taken_as_discharge_temperature() {
        let csv =
            "refrigerant,parameter,c1,c2,c3,c4,c5,c6,c7,c8,c9,c10\nR134a,Isentropic efficiency,1,2,3,4,5,6,7,8,9,10\n";
        let p = &read_grid(&csv_rows(csv), csv).polynomials[0];
        assert!(p.parameter_unrecognised);
        assert_eq!(p.parameter, None);
        assert_eq!(p.source_label.as_deref(), Some("Isentropic efficiency"));
    }

    #[test]
    fn a_unit_column_applies_to_the_label_beside_it() {
        use domain::compressor::coefficients::OutputUnit;
        let csv = "Refrigerant;Parameter;Unit;c1;c2;c3;c4;c5;c6;c7;c8;c9;c10\nR407C;Capacity;kW;1;2;3;4;5;6;7;8;9;10\n";
        let p = &read_grid(&csv_rows(csv), csv).polynomials[0];
        assert_eq!((p.parameter.as_deref(), p.output_unit), (Some("coolingCapacity"), Some(OutputUnit::Kilowatt)));
    }

    #[test]
    fn fahrenheit_is_recognised_however_it_is_written() {
        for text in ["Temp °F", "Temp ºF", "Temp *F", "temperature (F)", "deg F", "Fahrenheit"] {
            assert_eq!(unit_system(text), UnitSystem::Ip, "{text}");
        }
        // Btu/h outputs with Celsius inputs stay SI; the label's unit converts the output.
        assert_eq!(unit_system("Capacity (Btu/h) at to, tc in °C"), UnitSystem::Si);
        assert_eq!(unit_system("Capacity (Btu/h)"), UnitSystem::Ip);
    }

    #[test]
    fn layout_text_keeps_multiword_titles_in_one_cell() {
        let line = "Parámetro                     c1          c2        Temp. condensación máx";
        assert_eq!(text_row(line), ["Parámetro", "c1", "c2", "Temp. condensación máx"]);
        let line = "Capacidad frigorífica [W]    2,5E+04    −120,5    55";
        assert_eq!(text_row(line), ["Capacidad frigorífica [W]", "2,5E+04", "−120,5", "55"]);
    }
}
