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

use app::library::compressor_data::PolynomialInput;
use domain::compressor::coefficients::UnitSystem;
use serde_json::Value;

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
    let digits = k.strip_prefix("coefficient").or_else(|| k.strip_prefix("coeficiente")).or_else(|| k.strip_prefix("coef"))
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
        if (2..=4).contains(&digits.len()) && (suffix.is_empty() || (suffix.len() == 1 && suffix.chars().all(|c| c.is_ascii_uppercase()))) {
            return Some(domain::compressor::model::canonical_refrigerant(token));
        }
    }
    None
}

/// I-P when the text speaks °F, Btu/h or lb/h.
pub(crate) fn unit_system(text: &str) -> UnitSystem {
    let lower = text.to_lowercase();
    if ["°f", "ºf", "btu", "lb/h", "lbm/h", "fahrenheit"].iter().any(|w| lower.contains(w)) {
        UnitSystem::Ip
    } else {
        UnitSystem::Si
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Column {
    Model,
    Coefficient(usize),
    Refrigerant,
    Parameter,
    Formula,
    EvapMin,
    EvapMax,
    CondMin,
    CondMax,
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
        "formula" | "ecuacion" | "equation" => Column::Formula,
        _ if k.contains("evap") || k.starts_with("to") || k.starts_with("te") || k.starts_with("sst") => {
            if k.contains("max") { Column::EvapMax } else if k.contains("min") { Column::EvapMin } else { return None }
        }
        _ if k.contains("cond") || k.starts_with("tc") || k.starts_with("sdt") => {
            if k.contains("max") { Column::CondMax } else if k.contains("min") { Column::CondMin } else { return None }
        }
        _ => return None,
    })
}

/// What a grid gave, with the lines it could not use.
pub(crate) struct GridResult {
    pub polynomials: Vec<PolynomialInput>,
    /// The model column of each set, where the grid has one.
    pub models: Vec<Option<String>>,
    pub warnings: Vec<String>,
}

fn value(cell: Option<&String>) -> Option<Value> {
    cell.and_then(|c| number(c)).map(Value::from)
}

fn set_coefficient(input: &mut PolynomialInput, index: usize, v: Option<Value>) {
    let slot = match index {
        0 => &mut input.c1,
        1 => &mut input.c2,
        2 => &mut input.c3,
        3 => &mut input.c4,
        4 => &mut input.c5,
        5 => &mut input.c6,
        6 => &mut input.c7,
        7 => &mut input.c8,
        8 => &mut input.c9,
        _ => &mut input.c10,
    };
    // Non-numeric coefficients become 0 (library.md section 5).
    *slot = Some(v.unwrap_or(Value::from(0.0)));
}

fn row_per_set(rows: &[Vec<String>], header: usize, columns: &[Option<Column>], text: &str) -> GridResult {
    // A refrigerant named elsewhere in the file applies only to a table
    // without a refrigerant column: an empty cell must not borrow another row's.
    let file_refrigerant = if columns.contains(&Some(Column::Refrigerant)) { None } else { find_refrigerant(text) };
    let units = unit_system(text);
    let mut polynomials = Vec::new();
    let mut models = Vec::new();
    let mut warnings = Vec::new();
    for (n, row) in rows.iter().enumerate().skip(header + 1) {
        let numeric = columns
            .iter()
            .zip(row)
            .filter(|(c, cell)| matches!(c, Some(Column::Coefficient(_))) && number(cell).is_some())
            .count();
        if numeric < 3 {
            if row.iter().any(|c| !c.trim().is_empty()) {
                warnings.push(format!("Línea {} sin coeficientes: {}", n + 1, row.join(" ")));
            }
            continue;
        }
        let mut input = PolynomialInput { unit_system: Some(units), ..Default::default() };
        let mut model = None;
        for (col, cell) in columns.iter().zip(row) {
            match col {
                Some(Column::Model) => model = Some(cell.trim().to_string()).filter(|s| !s.is_empty()),
                Some(Column::Coefficient(i)) => set_coefficient(&mut input, *i, value(Some(cell))),
                Some(Column::Refrigerant) => input.refrigerant = find_refrigerant(cell).or_else(|| Some(cell.trim().to_string()).filter(|s| !s.is_empty())),
                Some(Column::Parameter) => input.parameter = Some(cell.trim().to_string()).filter(|s| !s.is_empty()),
                Some(Column::Formula) => input.formula = Some(cell.trim().to_string()).filter(|s| !s.is_empty()),
                Some(Column::EvapMin) => input.evap_temp_min = value(Some(cell)),
                Some(Column::EvapMax) => input.evap_temp_max = value(Some(cell)),
                Some(Column::CondMin) => input.cond_temp_min = value(Some(cell)),
                Some(Column::CondMax) => input.cond_temp_max = value(Some(cell)),
                None => {}
            }
        }
        for i in 0..10 {
            if input.coefficients()[i].is_none() {
                set_coefficient(&mut input, i, None);
            }
        }
        if input.refrigerant.is_none() {
            input.refrigerant.clone_from(&file_refrigerant);
        }
        polynomials.push(input);
        models.push(model);
    }
    GridResult { polynomials, models, warnings }
}

fn parameter_of(title: &str) -> Option<&'static str> {
    let k = key(title);
    let has = |words: &[&str]| words.iter().any(|w| k.contains(w));
    if has(&["capac", "cooling", "frigor", "qo", "refrigeration"]) || k == "q" {
        Some("coolingCapacity")
    } else if has(&["power", "potencia", "input", "consumo"]) || k == "p" || k == "kw" {
        Some("powerInput")
    } else if has(&["current", "corriente", "amp"]) || k == "i" || k == "a" {
        Some("current")
    } else if has(&["mass", "masic", "flujo", "caudal"]) || k == "m" {
        Some("massFlow")
    } else if has(&["discharge", "descarga"]) || k == "td" {
        Some("dischargeTemp")
    } else {
        None
    }
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
    // The parameter titles: the nearest line above with parameter words.
    let header = rows[..first].iter().rev().find(|r| r.iter().skip(1).any(|c| parameter_of(c).is_some()))?;
    let titles: Vec<(usize, &'static str, String)> = header
        .iter()
        .enumerate()
        .filter_map(|(i, t)| parameter_of(t).map(|p| (i, p, t.clone())))
        .collect();
    let units = unit_system(text);
    let file_refrigerant = find_refrigerant(text);
    let width = rows[first].len();
    // Titles may be one cell left of the values when the first header cell is empty or absent.
    let offset = usize::from(header.len() < width);
    let mut polynomials = Vec::new();
    for (col, parameter, title) in titles {
        let mut input = PolynomialInput {
            parameter: Some(parameter.to_string()),
            refrigerant: find_refrigerant(&title).or_else(|| file_refrigerant.clone()),
            unit_system: Some(units),
            ..Default::default()
        };
        for i in 0..10 {
            set_coefficient(&mut input, i, None);
        }
        for &(n, index) in &coefficient_rows {
            set_coefficient(&mut input, index, value(rows[n].get(col + offset)));
        }
        polynomials.push(input);
    }
    let models = vec![None; polynomials.len()];
    Some(GridResult { polynomials, models, warnings: Vec::new() })
}

/// Reads coefficient sets from a grid; `text` is the whole source, searched
/// for a file-level refrigerant and units.
pub(crate) fn read_grid(rows: &[Vec<String>], text: &str) -> GridResult {
    let header = rows.iter().position(|r| r.iter().filter(|c| coefficient_index(c).is_some()).count() >= 3);
    match header {
        Some(h) => {
            let columns: Vec<Option<Column>> = rows[h].iter().map(|t| column(t)).collect();
            row_per_set(rows, h, &columns, text)
        }
        None => transposed(rows, text).unwrap_or(GridResult { polynomials: Vec::new(), models: Vec::new(), warnings: Vec::new() }),
    }
}

/// A CSV catalogue: one set per row with a model column, grouped by model.
pub(crate) fn catalogue_from_csv(text: &str) -> Vec<super::idf::CatalogueEntry> {
    let result = read_grid(&csv_rows(text), text);
    let mut entries: Vec<super::idf::CatalogueEntry> = Vec::new();
    for (polynomial, model) in result.polynomials.into_iter().zip(result.models) {
        let Some(model) = model else { continue };
        match entries.iter_mut().find(|e| e.source_name == model) {
            Some(entry) => entry.polynomials.push(polynomial),
            None => entries.push(super::idf::CatalogueEntry {
                source_name: model.clone(),
                compressor: app::library::compressor_data::CompressorInput {
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

/// Splits extracted PDF or OCR text on whitespace and `|`.
pub(crate) fn text_rows(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .map(|l| l.split(|c: char| c.is_whitespace() || c == '|' || c == ';').filter(|t| !t.is_empty()).map(str::to_string).collect())
        .collect()
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

    fn coefficients(p: &PolynomialInput) -> Vec<f64> {
        p.coefficients().iter().map(|c| c.as_ref().and_then(Value::as_f64).unwrap()).collect()
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
        assert_eq!(p.parameter.as_deref(), Some("Capacidad"));
        assert_eq!(coefficients(p)[..3], [25000.0, 850.2, -120.5]);
        assert_eq!(p.evap_temp_min, Some(Value::from(-40.0)));
        assert_eq!(p.cond_temp_max, Some(Value::from(55.0)));
        assert_eq!(result.polynomials[1].refrigerant.as_deref(), Some("R404A"));
        assert_eq!(result.warnings.len(), 1);
    }

    #[test]
    fn it_should_read_comma_separated_english_exports() {
        let csv = "refrigerant,parameter,c1,c2,c3,c4,c5,c6,c7,c8,c9,c10\nR134a,power,1292,-22.37,18.31,-1.215,0.8844,0.7498,-0.01094,0.008246,0.01396,-0.008319\n";
        let result = read_grid(&csv_rows(csv), csv);
        assert_eq!(result.polynomials[0].parameter.as_deref(), Some("power"));
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
        assert_eq!(result.polynomials[1].parameter.as_deref(), Some("Potencia"));
    }

    #[test]
    fn it_should_find_refrigerant_codes() {
        assert_eq!(find_refrigerant("Gas: R-134A").as_deref(), Some("R134a"));
        assert_eq!(find_refrigerant("R1234ze(E) chiller").as_deref(), Some("R1234ze(E)"));
        assert_eq!(find_refrigerant("Rev 2024"), None);
    }
}
