//! The refrigerant library and the refrigerant lookups the project screens use.

use std::collections::HashMap;

use anyhow::Context;
use domain::equipment::EquipmentType;
use domain::number_format::NumberLocale;
use domain::project::{saturation_temperatures, Condition, SaturationTemperatures};
use domain::properties::{dataset, normalize_code, Side};
use domain::refrigerant::pt_chart::{compare_chart, parse_chart, ChartSource};
use domain::refrigerant::RefrigerantCommand;
use domain::rules::Rejection;
use read_models::refrigerant_library::{RefrigerantRow, VIEW_NAME};
use serde::Serialize;

use super::rows::{all, written};
use super::uploads::{check_document, extension, Upload, CHART_TYPES};
use crate::actor::{Actor, EventMetadata, SYSTEM};
use crate::{AppError, AppState};

/// What a fresh install offers without any click, in the order the
/// refrigerant selects list them (R404A is the default, app-and-projects.md §9).
pub const COMMON_REFRIGERANTS: [&str; 24] = [
    "R404A",
    "R507A",
    "R134a",
    "R410A",
    "R448A",
    "R449A",
    "R717",
    "R407A",
    "R407C",
    "R407F",
    "R22",
    "R744",
    "R290",
    "R32",
    "R513A",
    "R452A",
    "R454B",
    "R454C",
    "R455A",
    "R1234yf",
    "R1234ze(E)",
    "R600a",
    "R450A",
    "R1270",
];

fn rank(code: &str) -> (usize, String) {
    let position = COMMON_REFRIGERANTS.iter().position(|c| *c == code).unwrap_or(usize::MAX);
    (position, code.to_string())
}

/// The aggregate id of a code: the dataset's spelling, else the normalized text.
fn id_for(code: &str) -> String {
    dataset().refrigerant(code).map_or_else(|_| normalize_code(code), |r| r.code().to_string())
}

/// Generates the sheets of the common refrigerants that the library lacks,
/// and rebuilds every sheet built from an older reference dataset (the
/// aggregate keeps the equipment choice). Safe to run on every start and from
/// several instances at once.
pub async fn ensure_common(state: &AppState) -> Result<usize, AppError> {
    let rows = all::<RefrigerantRow>(state.views.as_ref(), VIEW_NAME).await?;
    let current = dataset().hash();
    let stale =
        rows.iter().filter(|r| r.sheet.as_ref().is_some_and(|s| s.dataset_hash != current)).map(|r| r.id.as_str());
    let missing = COMMON_REFRIGERANTS.into_iter().filter(|code| !rows.iter().any(|r| r.id == *code));
    let mut generated = 0;
    for code in stale.chain(missing) {
        let metadata = EventMetadata::new(&Actor::system(SYSTEM));
        match state.refrigerants.execute(code, RefrigerantCommand::GenerateSheet { code: code.into() }, metadata).await
        {
            Ok(()) => generated += 1,
            // Another instance seeded it first.
            Err(cqrs_es::AggregateError::AggregateConflict) => {}
            // A stored code the new dataset no longer has keeps its sheet.
            Err(cqrs_es::AggregateError::UserError(error)) => {
                tracing::warn!(code, %error, "refrigerant sheet not rebuilt from the reference dataset");
            }
            Err(error) => return Err(error.into()),
        }
    }
    Ok(generated)
}

/// The company's number locale: generated texts print their figures in it.
async fn company_locale(state: &AppState) -> Result<NumberLocale, AppError> {
    Ok(crate::sheets::sheet_settings::company(state).await?.details.number_locale)
}

/// The row with its sheet's description and notes in `locale`.
fn localized(mut row: RefrigerantRow, locale: NumberLocale) -> RefrigerantRow {
    row.sheet = row.sheet.map(|sheet| sheet.in_locale(locale));
    row
}

async fn in_company_locale(state: &AppState, row: RefrigerantRow) -> Result<RefrigerantRow, AppError> {
    Ok(localized(row, company_locale(state).await?))
}

async fn library_rows(state: &AppState) -> Result<Vec<RefrigerantRow>, AppError> {
    let mut rows: Vec<RefrigerantRow> = all(state.views.as_ref(), VIEW_NAME).await?;
    rows.retain(|r| r.sheet.is_some());
    rows.sort_by_cached_key(|r| rank(&r.id));
    Ok(rows)
}

/// Every library refrigerant, common ones first, texts in the company's locale.
pub async fn list(state: &AppState) -> Result<Vec<RefrigerantRow>, AppError> {
    let locale = company_locale(state).await?;
    Ok(library_rows(state).await?.into_iter().map(|row| localized(row, locale)).collect())
}

fn not_in_library() -> AppError {
    AppError::from_rule(domain::refrigerant::RefrigerantError::NotFound)
}

/// One library refrigerant, texts in the company's locale.
pub async fn by_code(state: &AppState, code: &str) -> Result<RefrigerantRow, AppError> {
    let row = stored(state, code).await?;
    in_company_locale(state, row).await
}

async fn stored(state: &AppState, code: &str) -> Result<RefrigerantRow, AppError> {
    let id = id_for(code);
    let record = state.views.load(VIEW_NAME, &id).await.context("Failed to load a refrigerant")?;
    let row: RefrigerantRow = match record {
        Some(record) => serde_json::from_value(record.payload).context("Failed to read a refrigerant row")?,
        None => return Err(not_in_library()),
    };
    if row.sheet.is_none() {
        return Err(not_in_library());
    }
    Ok(row)
}

/// Generates (or regenerates) a sheet from the reference dataset.
pub async fn generate(state: &AppState, code: &str, actor: &Actor) -> Result<RefrigerantRow, AppError> {
    let id = id_for(code);
    state
        .refrigerants
        .execute(&id, RefrigerantCommand::GenerateSheet { code: code.to_string() }, EventMetadata::new(actor))
        .await?;
    let row = written(state.views.as_ref(), VIEW_NAME, &id).await?;
    in_company_locale(state, row).await
}

/// `expected`: the version the user opened (`If-Match`); `None` writes over any.
pub async fn change_equipment_types(
    state: &AppState,
    id: &str,
    expected: Option<usize>,
    types: Vec<String>,
    actor: &Actor,
) -> Result<RefrigerantRow, AppError> {
    let id = id_for(id);
    let command = RefrigerantCommand::ChangeEquipmentTypes { equipment_types: types };
    state.refrigerants.execute_at(&id, expected, command, EventMetadata::new(actor)).await?;
    let row = written(state.views.as_ref(), VIEW_NAME, &id).await?;
    in_company_locale(state, row).await
}

/// Codes a project of `equipment_type` may use (all library codes without one).
pub async fn codes_for(state: &AppState, equipment_type: Option<&str>) -> Result<Vec<String>, AppError> {
    let wanted = match equipment_type.map(str::trim).filter(|t| !t.is_empty()) {
        None => None,
        Some(value) => Some(EquipmentType::parse(value).ok_or_else(|| {
            AppError::from_rule(domain::refrigerant::RefrigerantError::UnknownEquipmentType(value.to_string()))
        })?),
    };
    Ok(library_rows(state)
        .await?
        .into_iter()
        .filter(|r| match (wanted, &r.sheet) {
            (None, _) => true,
            (Some(kind), Some(sheet)) => sheet.allowed_equipment_types.contains(&kind),
            (Some(_), None) => false,
        })
        .map(|r| r.id)
        .collect())
}

/// Reads a P–T chart from an uploaded PDF or image, stores the file and
/// records the chart beside the reference table.
pub async fn upload_chart(
    state: &AppState,
    id: &str,
    upload: Upload,
    actor: &Actor,
) -> Result<RefrigerantRow, AppError> {
    let row = stored(state, id).await?;
    let kind = check_document(&upload, CHART_TYPES).map_err(AppError::from_rule)?;
    let data = dataset().refrigerant(&row.id).map_err(AppError::from_rule)?;
    let sha256 = sha256_hex(&upload.bytes);
    let document = state.extractor.extract_text(&upload.bytes, kind).await?;
    let parsed = parse_chart(&document.text);
    let source = ChartSource {
        file_name: upload.file_name.clone(),
        sha256,
        media_type: crate::ports::media_type(extension(kind)).into(),
        extraction: if document.ocr { "ocr" } else { "pdf-text" }.into(),
    };
    let chart = compare_chart(&parsed, data, dataset().hash(), source);
    if chart.rows.is_empty() {
        return Err(AppError::from_rule(domain::refrigerant::RefrigerantError::EmptyChart));
    }
    // Keep the original before recording anything that refers to it.
    state.files.put(&upload.bytes, extension(kind)).await.context("Failed to store the uploaded file")?;
    state
        .refrigerants
        .execute(&row.id, RefrigerantCommand::RecordPressureChart { chart: Box::new(chart) }, EventMetadata::new(actor))
        .await?;
    let row = written(state.views.as_ref(), VIEW_NAME, &row.id).await?;
    in_company_locale(state, row).await
}

use crate::ports::sha256_hex;

/// Answer of GET /api/refrigerants/{code}/pressures, bar absolute.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Pressures {
    pub code: String,
    /// Dew pressure at the evaporating temperature.
    pub evaporation_pressure: f64,
    pub evaporation_temp: f64,
    /// Bubble pressure at the evaporating temperature, and the bubble
    /// temperature at the evaporating pressure.
    pub evaporation_bubble_pressure: f64,
    pub evaporation_bubble_temp: f64,
    pub condensation_pressure: f64,
    pub condensation_temp: f64,
    pub condensation_bubble_pressure: f64,
    pub condensation_bubble_temp: f64,
    /// Dew minus bubble temperature at the evaporating and condensing pressures, K.
    pub evaporation_glide: f64,
    pub condensation_glide: f64,
    pub unit: &'static str,
    pub dataset_hash: String,
}

fn bar(pa: f64) -> f64 {
    (pa / 1e5 * 1e4).round() / 1e4
}

fn round2(value: f64) -> f64 {
    (value * 100.0).round() / 100.0
}

/// A required number of a query string (a decimal comma is accepted); its
/// messages name it by `label`, as the screens do, and `field` by `key`.
pub fn query_number(query: &HashMap<String, String>, key: &'static str, label: &str) -> Result<f64, AppError> {
    let invalid = |message: String| AppError::Rejected {
        rejection: Rejection::RuleViolation,
        code: "query.invalid",
        message,
        field: Some(key),
    };
    let text = query
        .get(key)
        .map(|v| v.trim())
        .filter(|v| !v.is_empty())
        .ok_or_else(|| invalid(format!("{label}: dato requerido")))?;
    domain::numbers::parse_number(text).ok_or_else(|| invalid(format!("{label} debe ser un número")))
}

/// Temperatures the P–T endpoints accept, °C: wider than any refrigerant's
/// table, narrow enough that a table walk in 5 K steps always ends.
pub const QUERY_TEMP_RANGE: (f64, f64) = (-100.0, 200.0);

/// Temperatures a user typed: both present, numbers within
/// [`QUERY_TEMP_RANGE`], evaporation below condensation.
pub fn check_temperatures(query: &HashMap<String, String>) -> Result<(f64, f64), AppError> {
    let (evap, cond) = (
        query_number(query, "evapTemp", "Temperatura de evaporación")?,
        query_number(query, "condTemp", "Temperatura de condensación")?,
    );
    for (value, field) in [(evap, "evapTemp"), (cond, "condTemp")] {
        if !(QUERY_TEMP_RANGE.0..=QUERY_TEMP_RANGE.1).contains(&value) {
            return Err(AppError::Rejected {
                rejection: Rejection::RuleViolation,
                code: "query.temperature_out_of_range",
                message: format!(
                    "Temperatura fuera de rango: debe estar entre {} y {} °C",
                    QUERY_TEMP_RANGE.0, QUERY_TEMP_RANGE.1
                ),
                field: Some(field),
            });
        }
    }
    if evap >= cond {
        return Err(AppError::Rejected {
            rejection: Rejection::RuleViolation,
            code: "query.evaporation_above_condensation",
            message: "La temperatura de evaporación debe ser menor que la de condensación".into(),
            field: Some("evapTemp"),
        });
    }
    Ok((evap, cond))
}

pub fn pressures(code: &str, evap: f64, cond: f64) -> Result<Pressures, AppError> {
    let data = dataset().refrigerant(code).map_err(AppError::from_rule)?;
    let (evap_bubble, evap_dew) = data.pressures(evap).map_err(AppError::from_rule)?;
    let (cond_bubble, cond_dew) = data.pressures(cond).map_err(AppError::from_rule)?;
    let evap_bubble_temp = data.saturation_temperature(evap_dew, Side::Bubble).map_err(AppError::from_rule)?;
    let cond_bubble_temp = data.saturation_temperature(cond_dew, Side::Bubble).map_err(AppError::from_rule)?;
    Ok(Pressures {
        code: data.code().to_string(),
        evaporation_pressure: bar(evap_dew),
        evaporation_temp: evap,
        evaporation_bubble_pressure: bar(evap_bubble),
        evaporation_bubble_temp: round2(evap_bubble_temp),
        condensation_pressure: bar(cond_dew),
        condensation_temp: cond,
        condensation_bubble_pressure: bar(cond_bubble),
        condensation_bubble_temp: round2(cond_bubble_temp),
        evaporation_glide: round2(evap - evap_bubble_temp),
        condensation_glide: round2(cond - cond_bubble_temp),
        unit: "bar",
        dataset_hash: dataset().hash().to_string(),
    })
}

/// The saturation temperatures at the pressures a user entered (bar
/// absolute), as a project save derives them (issue 24 item 3).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnteredPressures {
    pub code: String,
    /// `dew`: the temperature a project stores and calculates with; the
    /// bubble temperature is given beside it.
    pub basis: &'static str,
    pub evaporation: Option<SaturationTemperatures>,
    pub condensation: Option<SaturationTemperatures>,
    pub dataset_hash: String,
}

/// Reads `evapPressure` and `condPressure` (bar absolute, at least one) of
/// the query off `code`'s saturation table.
pub fn entered_pressures(code: &str, query: &HashMap<String, String>) -> Result<EnteredPressures, AppError> {
    let data = dataset().refrigerant(code).map_err(AppError::from_rule)?;
    let read = |condition: Condition| -> Result<Option<SaturationTemperatures>, AppError> {
        if query.get(condition.field()).is_none_or(|v| v.trim().is_empty()) {
            return Ok(None);
        }
        let bar = query_number(query, condition.field(), condition.label())?;
        saturation_temperatures(Some(data.code()), bar, condition).map(Some).map_err(AppError::from_rule)
    };
    let (evaporation, condensation) = (read(Condition::Evaporating)?, read(Condition::Condensing)?);
    if evaporation.is_none() && condensation.is_none() {
        return Err(AppError::Rejected {
            rejection: Rejection::RuleViolation,
            code: "query.invalid",
            message:
                "Indique la presión de evaporación o la de condensación (evapPressure o condPressure, bar absolutos)"
                    .into(),
            field: Some("evapPressure"),
        });
    }
    Ok(EnteredPressures {
        code: data.code().to_string(),
        basis: "dew",
        evaporation,
        condensation,
        dataset_hash: dataset().hash().to_string(),
    })
}

/// One row of the contextual P–T table.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TableRow {
    pub temp: f64,
    /// Dew pressure, bar absolute.
    pub pressure: f64,
    pub bubble_pressure: f64,
}

/// The P–T table every 5 K from 10 K below evaporation to 10 K above
/// condensation, inside the dataset's range; rows within 2.5 K of either
/// temperature are what the screen tags Evap and Cond.
pub fn contextual_table(code: &str, evap: f64, cond: f64) -> Result<Vec<TableRow>, AppError> {
    let data = dataset().refrigerant(code).map_err(AppError::from_rule)?;
    let (t_min, t_max) = data.temperature_range();
    // Only the refrigerant's own range is walked, whatever the temperatures.
    let start = ((evap - 10.0).max(t_min - 5.0) / 5.0).floor() * 5.0;
    let end = ((cond + 10.0).min(t_max + 5.0) / 5.0).ceil() * 5.0;
    let mut rows = Vec::new();
    let mut t = start;
    while t <= end + 1e-9 {
        if t >= t_min && t <= t_max {
            let (bubble, dew) = data.pressures(t).map_err(AppError::from_rule)?;
            rows.push(TableRow { temp: t, pressure: bar(dew), bubble_pressure: bar(bubble) });
        }
        t += 5.0;
    }
    Ok(rows)
}
