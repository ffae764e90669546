//! A refrigerant's data sheet, built only from the reference dataset
//! (ENGINEERING.md section 1): no figure here is typed by hand or guessed.

use serde::{Deserialize, Serialize};

use super::RefrigerantError;
use crate::equipment::EquipmentType;
use crate::number_format::{self, NumberLocale, Quantity};
use crate::properties::{dataset, normalize_code, PropertyError, RefrigerantData, ATMOSPHERIC_PA};

/// One row of a sheet table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PressureRow {
    /// °C.
    pub temp: f64,
    /// Dew pressure, bar absolute (the pressure for pure fluids).
    pub pressure: f64,
    /// Bubble pressure, bar absolute.
    pub bubble_pressure: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ValueRow {
    pub temp: f64,
    pub value: f64,
}

/// Range over which the dataset computes this refrigerant (°C, bar absolute).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct OperatingRanges {
    pub min_evap: f64,
    pub max_evap: f64,
    pub min_cond: f64,
    pub max_cond: f64,
    pub max_pressure: f64,
}

/// The sheet as the library shows it (library.md section 3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RefrigerantSheet {
    pub code: String,
    pub name: String,
    #[serde(rename = "type")]
    pub family: String,
    pub safety_class: String,
    /// GWP AR4 (the value of the annexes of EU F-gas Regulation (EU) 2024/573).
    pub gwp: Option<f64>,
    pub gwp_ar5: Option<f64>,
    pub odp: Option<f64>,
    pub is_flammable: bool,
    /// 'No inflamable', 'Ligeramente inflamable', 'Inflamable', 'Altamente inflamable'.
    pub flammability: String,
    /// 'Baja' (class A) or 'Alta' (class B).
    pub toxicity_level: String,
    /// `[component, mass %]` pairs, in the standard's order.
    #[cfg_attr(feature = "openapi", schema(schema_with = composition_schema))]
    pub composition: Option<Vec<(String, f64)>>,
    pub normal_boiling_point: Option<f64>,
    /// Shown instead of a normal boiling point by a fluid that has none: its
    /// triple point is above atmospheric pressure (R744).
    #[serde(default)]
    pub triple_point: Option<SheetTriplePoint>,
    pub glide: Option<f64>,
    pub critical_temperature: f64,
    pub lfl: Option<f64>,
    pub operating_ranges: OperatingRanges,
    pub allowed_equipment_types: Vec<EquipmentType>,
    pub description: String,
    pub notes: Vec<String>,
    pub normatives: Vec<String>,
    pub pressure_table: Vec<PressureRow>,
    /// kg/m³ of saturated vapour (dew).
    pub vapor_density_table: Vec<ValueRow>,
    /// kg/m³ of saturated liquid (bubble).
    pub liquid_density_table: Vec<ValueRow>,
    /// Enthalpy of vaporisation, kJ/kg (dew vapour minus bubble liquid).
    pub enthalpy_table: Vec<ValueRow>,
    /// Where each transport property comes from (`coolprop` or `mixing-rule`).
    #[cfg_attr(feature = "openapi", schema(schema_with = transport_sources_schema))]
    pub transport_sources: Vec<(String, String)>,
    pub dataset_hash: String,
    pub coolprop_version: String,
}

/// A list of two-element `[name, value]` arrays. Written without
/// `prefixItems` and `items: false` (what utoipa gives a tuple), which
/// OpenAPI 3.0 generators cannot read; the pair's order is in the description.
#[cfg(feature = "openapi")]
fn pairs_schema(
    value: utoipa::openapi::schema::Type,
    nullable: bool,
    description: &str,
) -> utoipa::openapi::schema::Array {
    use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, OneOfBuilder, SchemaType, Type};
    use utoipa::openapi::RefOr;
    let name = ObjectBuilder::new().schema_type(Type::String);
    // A pair of two strings is an array of strings: oneOf over two equal
    // schemas matches both and so validates nothing (schemathesis, ST108).
    let member: RefOr<utoipa::openapi::Schema> = if value == Type::String {
        name.into()
    } else {
        OneOfBuilder::new().item(name).item(ObjectBuilder::new().schema_type(value)).into()
    };
    let pair = ArrayBuilder::new().items(member).min_items(Some(2)).max_items(Some(2));
    let outer: SchemaType = if nullable { [Type::Array, Type::Null].into_iter().collect() } else { Type::Array.into() };
    ArrayBuilder::new().schema_type(outer).items(pair).description(Some(description)).build()
}

#[cfg(feature = "openapi")]
fn composition_schema() -> utoipa::openapi::schema::Array {
    pairs_schema(
        utoipa::openapi::schema::Type::Number,
        true,
        "Componentes de la mezcla: pares [componente, % en masa], en el orden de la norma; null en un fluido puro",
    )
}

#[cfg(feature = "openapi")]
fn transport_sources_schema() -> utoipa::openapi::schema::Array {
    pairs_schema(
        utoipa::openapi::schema::Type::String,
        false,
        "De dónde viene cada propiedad de transporte: pares [propiedad, fuente] (coolprop o mixing-rule)",
    )
}

/// A triple point as the sheet shows it: °C and bar absolute.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SheetTriplePoint {
    pub temp: f64,
    pub pressure: f64,
}

/// The triple point of a fluid that does not boil at atmospheric pressure.
fn triple_point_above_atmospheric(data: &RefrigerantData) -> Option<SheetTriplePoint> {
    data.info
        .triple_point
        .filter(|tp| tp.p > ATMOSPHERIC_PA)
        .map(|tp| SheetTriplePoint { temp: round(tp.t, 2), pressure: round(tp.p / 1e5, 4) })
}

/// Sheet tables run from -50 to 60 °C every 5 K, inside the dataset's range.
const TABLE_MIN: f64 = -50.0;
const TABLE_MAX: f64 = 60.0;
const TABLE_STEP: f64 = 5.0;

fn round(value: f64, decimals: i32) -> f64 {
    let f = 10f64.powi(decimals);
    (value * f).round() / f
}

fn flammability(safety_class: &str) -> (&'static str, bool) {
    match safety_class.get(1..) {
        Some("1") => ("No inflamable", false),
        Some("2L") => ("Ligeramente inflamable", true),
        Some("2") => ("Inflamable", true),
        Some("3") => ("Altamente inflamable", true),
        _ => ("Desconocida", false),
    }
}

fn temperature(value: f64, locale: NumberLocale) -> String {
    number_format::quantity(Some(value), Quantity::Temperature, locale)
}

/// The sheet's Spanish description, its figures printed in `locale`.
fn description(sheet: &RefrigerantSheet, locale: NumberLocale) -> String {
    let mut text = sheet.name.clone();
    if let Some(composition) = &sheet.composition {
        let shares: Vec<String> = composition
            .iter()
            .map(|(_, pct)| number_format::trimmed(Some(*pct), Quantity::MassShare.decimals(), locale))
            .collect();
        text.push_str(&format!(" ({} % en masa)", shares.join("/")));
    }
    text.push_str(&format!(". Clase de seguridad {}.", sheet.safety_class));
    if let Some(nbp) = sheet.normal_boiling_point {
        text.push_str(&format!(" Punto de ebullición normal {} °C;", temperature(nbp, locale)));
    } else if let Some(tp) = sheet.triple_point {
        text.push_str(&format!(
            " Sin punto de ebullición normal: a presión atmosférica pasa de sólido a vapor; punto triple {} °C a {} bar;",
            temperature(tp.temp, locale),
            number_format::quantity(Some(tp.pressure), Quantity::Pressure, locale)
        ));
    }
    text.push_str(&format!(" temperatura crítica {} °C.", temperature(sheet.critical_temperature, locale)));
    if let Some(glide) = sheet.glide {
        let glide = number_format::quantity(Some(glide), Quantity::TemperatureDifference, locale);
        text.push_str(&format!(" Deslizamiento de temperatura {glide} K a presión atmosférica."));
    }
    text
}

/// The sheet's Spanish notes, figures printed in `locale`.
fn notes(sheet: &RefrigerantSheet, locale: NumberLocale) -> Vec<String> {
    let mut notes = Vec::new();
    if sheet.odp.unwrap_or(0.0) > 0.0 {
        notes.push("Sustancia que agota la capa de ozono: su uso está restringido por el Protocolo de Montreal; solo mantenimiento de instalaciones existentes.".into());
    }
    if sheet.gwp.unwrap_or(0.0) >= 2500.0 {
        notes.push(
            "PCA ≥ 2500: prohibida la comercialización de equipos fijos de refrigeración desde el 1 de enero de 2020, salvo para enfriar productos por debajo de -50 °C (Reglamento (UE) 2024/573, anexo IV, punto 5)."
                .into(),
        );
    }
    if sheet.glide.unwrap_or(0.0) >= 1.0 {
        notes.push("Mezcla zeotrópica: cargar en fase líquida; las temperaturas de evaporación y condensación se expresan como punto de rocío.".into());
    }
    match flammability(&sheet.safety_class).0 {
        "Altamente inflamable" => notes.push("Altamente inflamable: aplicar ATEX 2014/34/UE, limitar la carga según EN 378 y usar detección de fugas obligatoria.".into()),
        "Ligeramente inflamable" | "Inflamable" => notes.push("Inflamable: la carga máxima depende del LFL y del volumen del local (EN 378, IEC 60335-2-89).".into()),
        _ => {}
    }
    if sheet.safety_class.starts_with('B') {
        notes.push("Toxicidad alta (clase B): sala de máquinas con ventilación y detección según EN 378.".into());
    }
    if sheet.critical_temperature < 40.0 {
        notes.push(format!(
            "Temperatura crítica de {} °C: por encima de ella el ciclo es transcrítico y esta ficha no lo cubre.",
            temperature(sheet.critical_temperature, locale)
        ));
    }
    if sheet.transport_sources.iter().any(|(_, source)| source == "mixing-rule") {
        notes.push("Propiedades de transporte del líquido estimadas con una regla de mezcla sobre los componentes (CoolProp no da valores plausibles para esta mezcla).".into());
    }
    notes
}

impl RefrigerantSheet {
    /// The description and notes written again from the sheet's figures in
    /// `locale` (the stored texts are in the locale of the day they were
    /// generated).
    #[must_use]
    pub fn in_locale(mut self, locale: NumberLocale) -> Self {
        self.description = description(&self, locale);
        self.notes = notes(&self, locale);
        self
    }
}

/// Where the dataset computes: evaporation up to 20 °C, condensation from
/// 10 °C, both inside the saturation table (product default, recorded in
/// docs/architecture/refrigerants.md).
fn operating_ranges(data: &RefrigerantData) -> Result<OperatingRanges, PropertyError> {
    let (t_min, t_max) = data.temperature_range();
    let max_cond = t_max.floor();
    let (_, p_dew) = data.pressures(max_cond)?;
    Ok(OperatingRanges {
        min_evap: t_min.ceil(),
        max_evap: max_cond.min(20.0),
        min_cond: t_min.ceil().max(10.0f64.min(max_cond)),
        max_cond,
        max_pressure: round(p_dew / 1e5, 2),
    })
}

fn tables(data: &RefrigerantData) -> (Vec<PressureRow>, Vec<ValueRow>, Vec<ValueRow>, Vec<ValueRow>) {
    let (t_min, t_max) = data.temperature_range();
    let mut rows = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut t = TABLE_MIN;
    while t <= TABLE_MAX + 1e-9 {
        if t >= t_min && t <= t_max {
            if let Ok(s) = data.saturation(t) {
                rows.0.push(PressureRow {
                    temp: t,
                    pressure: round(s.p_dew / 1e5, 4),
                    bubble_pressure: round(s.p_bubble / 1e5, 4),
                });
                rows.1.push(ValueRow { temp: t, value: round(s.rho_vapour, 3) });
                rows.2.push(ValueRow { temp: t, value: round(s.rho_liquid, 2) });
                rows.3.push(ValueRow { temp: t, value: round((s.h_vapour - s.h_liquid) / 1000.0, 2) });
            }
        }
        t += TABLE_STEP;
    }
    rows
}

/// Builds the sheet of `code` from the reference dataset. The code is
/// trimmed and upper-cased; an unknown code names the closest known ones.
pub fn build_sheet(code: &str) -> Result<RefrigerantSheet, RefrigerantError> {
    let code = code.trim();
    if code.is_empty() {
        return Err(RefrigerantError::CodeRequired);
    }
    let set = dataset();
    let data = set
        .refrigerant(code)
        .map_err(|_| RefrigerantError::UnknownCode { code: normalize_code(code), closest: set.closest(code, 3) })?;
    let info = &data.info;
    let (flammability, is_flammable) = flammability(&info.safety_class);
    let (pressure_table, vapor_density_table, liquid_density_table, enthalpy_table) = tables(data);
    let operating_ranges = operating_ranges(data)
        .map_err(|_| RefrigerantError::UnknownCode { code: info.code.clone(), closest: vec![] })?;
    Ok(RefrigerantSheet {
        code: info.code.clone(),
        name: info.name.clone(),
        family: info.family.clone(),
        safety_class: info.safety_class.clone(),
        gwp: info.gwp_ar4,
        gwp_ar5: info.gwp_ar5,
        odp: info.odp,
        is_flammable,
        flammability: flammability.to_string(),
        toxicity_level: if info.safety_class.starts_with('B') { "Alta" } else { "Baja" }.to_string(),
        composition: info.composition.clone(),
        normal_boiling_point: info.normal_boiling_point,
        triple_point: triple_point_above_atmospheric(data),
        glide: info.glide_at_atmospheric,
        critical_temperature: info.critical_temperature,
        lfl: info.lfl,
        operating_ranges,
        allowed_equipment_types: info.equipment_types.iter().filter_map(|e| EquipmentType::parse(e)).collect(),
        description: String::new(),
        notes: Vec::new(),
        normatives: info.normatives.clone(),
        pressure_table,
        vapor_density_table,
        liquid_density_table,
        enthalpy_table,
        transport_sources: data.transport_sources().to_vec(),
        dataset_hash: set.hash().to_string(),
        coolprop_version: set.coolprop_version().to_string(),
    }
    .in_locale(NumberLocale::default()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_build_r404a_from_the_dataset() {
        let sheet = build_sheet("  r404a ").unwrap();
        assert_eq!(sheet.code, "R404A");
        assert_eq!(sheet.safety_class, "A1");
        assert_eq!(sheet.gwp, Some(3922.0));
        assert!(!sheet.is_flammable);
        assert_eq!(sheet.toxicity_level, "Baja");
        assert_eq!(sheet.pressure_table.first().map(|r| r.temp), Some(-50.0));
        assert_eq!(sheet.pressure_table.last().map(|r| r.temp), Some(60.0));
        assert!(sheet.pressure_table.iter().all(|r| r.bubble_pressure >= r.pressure));
        assert!(sheet.notes.iter().any(|n| n.contains("PCA ≥ 2500")));
        assert!(sheet.description.contains("44/52/4 % en masa"));
        assert!(sheet.description.contains("Punto de ebullición normal -46.2 °C"), "{}", sheet.description);
        assert!(sheet.description.contains("Deslizamiento de temperatura 0.8 K"), "{}", sheet.description);
        assert_eq!(sheet.dataset_hash, dataset().hash());
    }

    #[test]
    fn it_should_write_description_and_notes_in_the_company_locale() {
        let sheet = build_sheet("R404A").unwrap().in_locale(NumberLocale::EsEs);
        assert!(sheet.description.contains("Punto de ebullición normal -46,2 °C"), "{}", sheet.description);
        assert!(sheet.description.contains("temperatura crítica 72,1 °C"), "{}", sheet.description);
        assert!(sheet.description.contains("Deslizamiento de temperatura 0,8 K"), "{}", sheet.description);
        let co2 = build_sheet("R744").unwrap();
        assert!(co2.notes.iter().any(|n| n.contains("Temperatura crítica de 31.0 °C")), "{:?}", co2.notes);
        let co2 = co2.in_locale(NumberLocale::EsCo);
        assert!(co2.notes.iter().any(|n| n.contains("Temperatura crítica de 31,0 °C")), "{:?}", co2.notes);
        let r407c = build_sheet("R407C").unwrap().in_locale(NumberLocale::EsAr);
        assert!(r407c.description.contains("(23/25/52 % en masa)"), "{}", r407c.description);
    }

    #[test]
    fn it_should_refuse_an_empty_code() {
        assert_eq!(build_sheet("   "), Err(RefrigerantError::CodeRequired));
    }

    #[test]
    fn it_should_name_the_closest_codes_for_an_unknown_one() {
        let Err(RefrigerantError::UnknownCode { code, closest }) = build_sheet("r448") else { panic!() };
        assert_eq!(code, "R448");
        assert!(closest.contains(&"R448A".to_string()));
    }

    #[test]
    fn it_should_show_the_triple_point_of_carbon_dioxide_instead_of_a_boiling_point() {
        // CO2 has no liquid at 1 atm (it sublimes at -78.5 °C); its triple
        // point is 216.592 K and 0.51795 MPa (Span and Wagner, 1996).
        let sheet = build_sheet("R744").unwrap();
        assert_eq!(sheet.normal_boiling_point, None);
        let tp = sheet.triple_point.expect("R744 shows its triple point");
        assert!((tp.temp - (216.592 - 273.15)).abs() < 0.01, "{}", tp.temp);
        assert!((tp.pressure - 5.1795).abs() < 0.001, "{}", tp.pressure);
        assert!(sheet.description.contains("punto triple -56.6 °C a 5.18 bar"), "{}", sheet.description);
        assert!(!sheet.description.contains("ebullición normal -"), "{}", sheet.description);
        let sheet = sheet.in_locale(NumberLocale::EsEs);
        assert!(sheet.description.contains("punto triple -56,6 °C a 5,18 bar"), "{}", sheet.description);
    }

    #[test]
    fn it_should_show_a_boiling_point_for_every_fluid_that_boils_at_atmospheric_pressure() {
        for data in dataset().refrigerants() {
            let sheet = build_sheet(data.code()).unwrap();
            let above_atmospheric = data.info.triple_point.is_some_and(|tp| tp.p > ATMOSPHERIC_PA);
            assert_eq!(sheet.triple_point.is_some(), above_atmospheric, "{}", data.code());
            assert_eq!(sheet.normal_boiling_point.is_none(), above_atmospheric, "{}", data.code());
        }
        // Published normal boiling points: ammonia 239.82 K, R134a 247.08 K (NIST REFPROP).
        let nbp = |code: &str| build_sheet(code).unwrap().normal_boiling_point.unwrap();
        assert!((nbp("R717") - (239.82 - 273.15)).abs() < 0.05, "{}", nbp("R717"));
        assert!((nbp("R134a") - (247.08 - 273.15)).abs() < 0.05, "{}", nbp("R134a"));
        assert_eq!(build_sheet("R134a").unwrap().triple_point, None);
    }

    #[test]
    fn it_should_mark_ammonia_as_toxic_and_mildly_flammable() {
        let sheet = build_sheet("R717").unwrap();
        assert_eq!(sheet.name, "Amoniaco");
        assert_eq!(sheet.toxicity_level, "Alta");
        assert_eq!(sheet.flammability, "Ligeramente inflamable");
        assert!(sheet.normatives.contains(&"IEC 60335-2-89".to_string()));
    }
}
