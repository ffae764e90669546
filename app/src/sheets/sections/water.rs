//! The chiller's water side: the cold side in words (fluid by name and
//! concentration, flow with its unit), the plate exchanger, the hot side
//! only when the unit is water-cooled, the ambient when it is air-cooled,
//! and the one requirement the chiller is judged against.

use domain::calculation::{ChillerSettings, WaterSide};
use domain::engine::water_side::{fluid_in_words, freezing_point};
use domain::engine::Defaults;
use domain::project::ChillerConfig;
use serde::Serialize;

use super::answer::Answer;
use super::compliance::{compliance_of, Compliance};
use crate::sheets::format::{Figures, Measure};

#[derive(Debug, Clone, Serialize)]
pub struct WaterSection {
    pub chiller_type: &'static str,
    /// Where the requirement comes from, in words.
    pub requirement_source: &'static str,
    pub required_capacity: String,
    /// The requirement in refrigeration tons, on an I-P sheet.
    pub required_tons: Option<String>,
    pub cold_side: Vec<(String, String)>,
    pub exchanger: Vec<(String, String)>,
    pub hot_side: Vec<(String, String)>,
    /// °C, air-cooled units only.
    pub ambient: Option<String>,
    /// The cooled fluid's freezing point and the margins to it.
    pub freezing: Vec<(String, String)>,
    pub compliance: Option<Compliance>,
    pub notes: Vec<String>,
    /// One row per circuit's exchanger, in a table (`ficha-11` on; empty
    /// before, the rows in `exchanger`).
    pub exchangers: Vec<ExchangerRow>,
    /// A water-cooled unit's plate condenser per refrigerant circuit, in a
    /// table like the exchangers' (`ficha-13` on, engine 1.13.0; empty
    /// before and on an air-cooled unit).
    pub condensers: Vec<CondenserRow>,
}

/// One refrigerant circuit's plate condenser as `ficha-13` tabulates it
/// (`water_table::tabulate_condensers`), every figure with its unit.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CondenserRow {
    /// 'Circuito 1 (A)', as the rest of the sheet names it.
    pub circuit: String,
    /// The selected plate's model, or 'ninguno' when none rejects the heat.
    pub model: String,
    /// No plate selected: flagged 'sin condensador'.
    pub missing: bool,
    /// The circuit's heat rejected, Σ(Q + P).
    pub heat: String,
    /// At the design condition; '—' without a plate.
    pub capacity: String,
    /// '(estimación)' where the design condition is not the rating.
    pub capacity_note: Option<String>,
    /// The circuit's part of the hot-side flow, in the hot side's unit.
    pub flow: String,
    pub pressure_drop: String,
    /// Condensing minus leaving water temperature.
    pub approach: String,
}

/// One circuit's plate exchanger as `ficha-11` tabulates it
/// (`water_table`), every figure with its unit.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ExchangerRow {
    /// 'Circuito 1 (A)', as the rest of the sheet names it.
    pub circuit: String,
    pub model: String,
    pub capacity: String,
    pub sufficient: bool,
    /// The circuit's part of the cold-side flow, in the project's unit; '—'
    /// when not known.
    pub flow: String,
    /// At that flow; for a glycol, water's ('estimación'); 'no conocida'
    /// without a rating.
    pub pressure_drop: String,
    pub approach: String,
    /// The catalogue's rating with water; '—' without one. From `ficha-12`
    /// led by the catalogue capacity where `capacity` is not it.
    pub rating: String,
    /// '(estimación)' or '(sin verificar)' after the capacity (`ficha-12`
    /// on, engine 1.12.0); `None` at the rating and before.
    pub capacity_note: Option<String>,
    /// No capacity could be judged: not flagged 'insuficiente'.
    pub unverified: bool,
    /// Sufficient on an estimate whose margin is within its uncertainty:
    /// flagged 'atención' (`ficha-13` on, engine 1.13.0).
    pub attention: bool,
}

/// A flow unit code (`lmin`, `gpm`, `m3h`) as printed.
pub fn flow_unit_in_words(code: Option<&str>) -> &'static str {
    match code.map(str::to_ascii_lowercase).as_deref() {
        Some("gpm") => "gal/min (EE. UU.)",
        Some("m3h") => "m³/h",
        _ => "L/min",
    }
}

/// `litres_per_minute` (L/min, as the engine records a flow) in the unit
/// `code` names (`lmin`, `m3h`, `gpm`), printed with that unit: m³/h with
/// two decimals (100.1 L/min = 6.01 m³/h), the others with one.
pub fn in_chosen_unit(litres_per_minute: f64, code: Option<&str>, figures: Figures) -> String {
    let code = if figures.is_ip() { Some("gpm") } else { code };
    let decimals = if code.is_some_and(|c| c.eq_ignore_ascii_case("m3h")) { 2 } else { 1 };
    let value = domain::display_units::flow_in_unit(litres_per_minute, code);
    format!("{} {}", figures.fixed(Some(value), decimals), flow_unit_in_words(code))
}

fn side_rows(side: &WaterSide, figures: Figures) -> Vec<(String, String)> {
    let mut rows = Vec::new();
    if let Some(fluid) = side.fluid_type.as_deref().filter(|f| !f.trim().is_empty()) {
        rows.push(("Fluido".into(), fluid_in_words(fluid)));
    }
    if let Some(flow) = side.flow_rate {
        // An I-P sheet prints every flow in US gal/min, whatever unit it was entered in.
        let code = side.flow_rate_unit.as_deref();
        let printed = if figures.is_ip() {
            let gpm =
                figures.number(Some(domain::display_units::litres_per_minute(flow, code)), Measure::LiquidFlow, 1);
            format!("{gpm} {}", flow_unit_in_words(Some("gpm")))
        } else {
            format!("{} {}", figures.fixed(Some(flow), 1), flow_unit_in_words(code))
        };
        rows.push(("Caudal".into(), printed));
    }
    if let Some(t) = side.temp_in {
        rows.push(("Temperatura de entrada".into(), figures.measure(Some(t), Measure::Temperature, 1)));
    }
    if let Some(t) = side.temp_out {
        rows.push(("Temperatura de salida".into(), figures.measure(Some(t), Measure::Temperature, 1)));
    }
    rows
}

/// What the cold side prints for a field the project does not state.
pub const NOT_STATED: &str = "no indicado";
pub const NOT_STATED_F: &str = "no indicada";

/// The whole cold side (`ficha-9` on), whatever the capacity method: the
/// fluid, the flow (the project's, else the one the calculation derived
/// from the requirement and the temperatures, said so), the inlet and
/// outlet temperatures, each 'no indicado' where neither states it; and,
/// when no approach could be found, why.
pub fn whole_cold_side(config: &ChillerSettings, answer: &Answer, figures: Figures) -> WholeColdSide {
    let side = config.cold_side.clone().unwrap_or_default();
    let stated = side_rows(&side, figures);
    let stated_row = |label: &str| stated.iter().find(|(l, _)| l == label).map(|(_, v)| v.clone());
    let derived_flow = answer.cold_side_flow.filter(|_| side.flow_rate.is_none()).map(|flow| {
        let unit = if figures.is_ip() { flow_unit_in_words(Some("gpm")) } else { "L/min" };
        let printed = figures.number(Some(flow), Measure::LiquidFlow, 1);
        format!("{printed} {unit} (calculado de la capacidad requerida y las temperaturas)")
    });
    let rows = vec![
        ("Fluido".to_string(), stated_row("Fluido").unwrap_or_else(|| NOT_STATED.into())),
        ("Caudal".to_string(), stated_row("Caudal").or(derived_flow).unwrap_or_else(|| NOT_STATED.into())),
        (
            "Temperatura de entrada".to_string(),
            stated_row("Temperatura de entrada").unwrap_or_else(|| NOT_STATED_F.into()),
        ),
        (
            "Temperatura de salida".to_string(),
            stated_row("Temperatura de salida").unwrap_or_else(|| NOT_STATED_F.into()),
        ),
    ];
    let approach = answer
        .approaches
        .is_empty()
        .then(|| ("Aproximación".to_string(), "no indicada: sin temperatura de salida del fluido".to_string()));
    WholeColdSide { rows, approach }
}

/// The cold side's rows and, without a leaving temperature, the approach's.
#[derive(Debug, Clone, PartialEq)]
pub struct WholeColdSide {
    pub rows: Vec<(String, String)>,
    pub approach: Option<(String, String)>,
}

/// The cooled fluid's freezing point (the engine's
/// `water_side::freezing_point`: water 0 °C, glycols by concentration) and
/// how far the leaving fluid and the coldest evaporation stand from it,
/// against the engine's margins (`Defaults`: 3 K leaving, 1 K evaporating).
fn freezing_rows(config: &ChillerSettings, answer: &Answer, figures: Figures) -> Vec<(String, String)> {
    let cold = config.cold_side.as_ref();
    let Some(freezing) = cold.and_then(|c| c.fluid_type.as_deref()).and_then(freezing_point) else {
        return Vec::new();
    };
    let defaults = Defaults::default();
    let margin = |label: &str, from: Option<f64>, min: f64| {
        from.map(|t| {
            (
                label.to_string(),
                format!(
                    "{} (mín. {})",
                    figures.measure(Some(t - freezing), Measure::TemperatureDifference, 1),
                    figures.measure(Some(min), Measure::TemperatureDifference, 0)
                ),
            )
        })
    };
    let mut rows =
        vec![("Punto de congelación del fluido".to_string(), figures.measure(Some(freezing), Measure::Temperature, 1))];
    rows.extend(margin("Margen de congelación · salida", cold.and_then(|c| c.temp_out), defaults.freezing_margin));
    rows.extend(margin(
        "Margen de congelación · evaporación",
        answer.coldest_evaporation(),
        defaults.evaporation_freezing_margin,
    ));
    rows
}

/// The section, from the project's chiller settings and the typed answer.
pub fn water_section(config: &ChillerSettings, answer: &Answer, figures: Figures) -> WaterSection {
    let water_cooled = config.chiller_type.as_deref() == Some("agua-agua");
    let fluid_method = config.capacity_method.as_deref() == Some("fluid");
    let mut exchanger = Vec::new();
    for check in &answer.heat_exchanger_checks {
        exchanger.push((
            format!("Intercambiador de placas (circuito {})", check.circuit_id),
            format!(
                "{} · {} {}{}",
                check.model,
                figures.capacity(Some(check.capacity), 2),
                figures.unit(Measure::HeatFlow),
                if check.sufficient { "" } else { " (insuficiente)" }
            ),
        ));
    }
    for approach in &answer.approaches {
        exchanger.push((
            format!("Aproximación (circuito {})", approach.circuit_id),
            format!(
                "{}{}",
                figures.measure(Some(approach.approach), Measure::TemperatureDifference, 1),
                if approach.tight { " (ajustada)" } else { "" }
            ),
        ));
    }
    let mut notes = Vec::new();
    if answer.heat_exchanger_checks.is_empty() {
        notes.push(NO_EXCHANGER_NOTE.to_string());
    } else {
        notes.push(NO_PRESSURE_DROP_NOTE.to_string());
    }
    let freezing = freezing_rows(config, answer, figures);
    let mut hot_side = Vec::new();
    if water_cooled {
        hot_side = config.hot_side.as_ref().map(|s| side_rows(s, figures)).unwrap_or_default();
        if let Some(hot) = &answer.hot_side {
            hot_side.push((
                "Calor a disipar".into(),
                format!("{} {}", figures.capacity(Some(hot.heat_rejection), 2), figures.unit(Measure::HeatFlow)),
            ));
            let unit = if figures.is_ip() { flow_unit_in_words(Some("gpm")) } else { "L/min" };
            let flow = figures.number(Some(hot.required_flow), Measure::LiquidFlow, 1);
            hot_side.push(("Caudal necesario".into(), format!("{flow} {unit}")));
        }
    }
    WaterSection {
        chiller_type: if water_cooled {
            "Agua-agua (condensación por agua)"
        } else {
            "Agua-aire (condensación por aire)"
        },
        requirement_source: if fluid_method {
            "calculada del caudal y las temperaturas del fluido frío"
        } else {
            "indicada en el proyecto"
        },
        required_capacity: figures.capacity(answer.required_capacity, 2),
        required_tons: figures.tons(answer.required_capacity),
        cold_side: config.cold_side.as_ref().map(|s| side_rows(s, figures)).unwrap_or_default(),
        exchanger,
        hot_side,
        ambient: (!water_cooled)
            .then(|| config.ambient_temp.map(|t| figures.number(Some(t), Measure::Temperature, 1)))
            .flatten(),
        compliance: answer.compliance.as_ref().and_then(|c| compliance_of(c, figures)),
        freezing,
        notes,
        exchangers: Vec::new(),
        condensers: Vec::new(),
    }
}

/// The notes of `ficha-4` to `ficha-9`, when no exchanger is assigned and
/// when one is (its pressure drop was never known then).
const NO_EXCHANGER_NOTE: &str =
    "Intercambiador de placas: ninguno asignado en el proyecto; modelo y caída de presión del agua por definir.";
const NO_PRESSURE_DROP_NOTE: &str =
    "La caída de presión del agua en el intercambiador no figura: el catálogo de intercambiadores no la registra.";

/// The section as `ficha-10` on prints it: each exchanger's row followed
/// by its pressure drop, the ratings once after the approaches, and the
/// notes of [`pressure_drop_rows`] in place of the older sheets' note.
/// With `chosen_unit` (`ficha-11` on) the flows print in the unit the
/// project chose for the cold side ([`pressure_drop_rows_in`]).
pub fn with_pressure_drops(
    section: &mut WaterSection,
    config: &ChillerSettings,
    answer: &Answer,
    figures: Figures,
    chosen_unit: bool,
) {
    let (drops, ratings, notes) = pressure_drop_rows_in(config, answer, figures, chosen_unit);
    let rest = section.exchanger.split_off(drops.len().min(section.exchanger.len()));
    let exchangers = std::mem::take(&mut section.exchanger);
    for (exchanger, drop) in exchangers.into_iter().zip(drops) {
        section.exchanger.push(exchanger);
        section.exchanger.push(drop);
    }
    section.exchanger.extend(rest);
    section.exchanger.extend(ratings);
    section.notes.retain(|n| n != NO_EXCHANGER_NOTE && n != NO_PRESSURE_DROP_NOTE);
    section.notes.extend(notes);
}

/// How the pressure drop at the duty's flow is found, printed once under
/// the exchanger rows (`domain::heat_exchanger::FLOW_EXPONENT`).
pub const PRESSURE_DROP_METHOD: &str = "Caída de presión a caudal de proyecto: la del catálogo escalada con el cuadrado del caudal (Δp ∝ caudal², flujo turbulento; SWEP, Refrigerant Handbook, cap. 1); cada intercambiador lleva la parte del caudal de su circuito, en proporción a su capacidad requerida.";

/// Label and value rows of the section.
type Rows = Vec<(String, String)>;

/// The water side's pressure drop rows (`ficha-10` on), after each
/// exchanger's row: the drop at the circuit's flow, in kPa (psi on an I-P
/// sheet), with that flow; for a fluid other than water the figure is
/// water's at that flow, said so (the catalogue rates for water), never
/// printed as the glycol's; without a rating, that it is not known. Then
/// each rated exchanger's rating, once, and how the figure was scaled.
/// Gives the rows and the notes that replace the older sheets' note.
pub fn pressure_drop_rows(config: &ChillerSettings, answer: &Answer, figures: Figures) -> (Rows, Rows, Vec<String>) {
    pressure_drop_rows_in(config, answer, figures, false)
}

/// [`pressure_drop_rows`]; with `chosen_unit` (`ficha-11` on, tester
/// defect 14) each flow in the unit the project chose for the cold side,
/// as its flow row prints it (6.01 m³/h, not 100.1 L/min).
pub fn pressure_drop_rows_in(
    config: &ChillerSettings,
    answer: &Answer,
    figures: Figures,
    chosen_unit: bool,
) -> (Rows, Rows, Vec<String>) {
    let fluid = config.cold_side.as_ref().and_then(|c| c.fluid_type.clone()).filter(|f| !f.trim().is_empty());
    let water = fluid.as_deref().is_none_or(|f| f.trim().eq_ignore_ascii_case("water"));
    let flow_unit = if figures.is_ip() { flow_unit_in_words(Some("gpm")) } else { "L/min" };
    let chosen = config.cold_side.as_ref().and_then(|c| c.flow_rate_unit.as_deref());
    let flow = |lmin: f64| {
        if chosen_unit {
            in_chosen_unit(lmin, chosen, figures)
        } else {
            format!("{} {flow_unit}", figures.number(Some(lmin), Measure::LiquidFlow, 1))
        }
    };
    let kpa = |kpa: f64| figures.measure(Some(kpa), Measure::PressureDrop, 1);
    let mut rows = Vec::new();
    let mut ratings: Vec<(String, String)> = Vec::new();
    let mut notes = Vec::new();
    for check in &answer.heat_exchanger_checks {
        let label = if water {
            format!("Caída de presión del agua (circuito {})", check.circuit_id)
        } else {
            format!("Caída de presión del fluido (circuito {})", check.circuit_id)
        };
        let value = match &check.water_pressure_drop {
            Some(drop) if drop.rated_for_water_only => {
                let note = format!(
                    "Con {} la caída de presión es mayor que la indicada, que es la del agua al mismo caudal (estimación: el catálogo la da para agua); confírmela con el fabricante.",
                    fluid_in_words(fluid.as_deref().unwrap_or_default())
                );
                if !notes.contains(&note) {
                    notes.push(note);
                }
                format!("{} con agua a {} (estimación)", kpa(drop.kpa), flow(drop.flow_lmin))
            }
            Some(drop) => format!("{} con {}", kpa(drop.kpa), flow(drop.flow_lmin)),
            None => "no conocida: el catálogo no da la caída de presión de este intercambiador o falta el caudal"
                .to_string(),
        };
        rows.push((label, value));
        if let Some(drop) = &check.water_pressure_drop {
            let label = format!("Caída de presión de catálogo · {}", check.model);
            if !ratings.iter().any(|(l, _)| *l == label) {
                ratings.push((label, format!("{} con {} de agua", kpa(drop.rated_kpa), flow(drop.rated_flow_lmin))));
            }
        }
    }
    if !ratings.is_empty() {
        notes.push(PRESSURE_DROP_METHOD.to_string());
    }
    if answer.heat_exchanger_checks.is_empty() {
        notes.push(
            "Intercambiador de placas: ninguno asignado en el proyecto; modelo y caída de presión por definir."
                .to_string(),
        );
    }
    (rows, ratings, notes)
}

/// The chiller's sides as `ficha-1` to `ficha-3` print them: the project's
/// entries as stored (the codes, and numbers as their JSON text).
#[derive(Debug, Clone, Serialize)]
pub struct ChillerSide {
    pub chiller_type: String,
    pub required_capacity: String,
    pub cold_side: Vec<(String, String)>,
    pub hot_side: Vec<(String, String)>,
}

/// A stored number as its JSON text ("100.0"), as those versions printed it.
fn as_stored(value: Option<f64>) -> String {
    value.and_then(serde_json::Number::from_f64).map(|n| n.to_string()).unwrap_or_default()
}

fn stored_rows(side: &WaterSide) -> Vec<(String, String)> {
    [
        ("Fluido", side.fluid_type.as_deref().unwrap_or_default().trim().to_string()),
        ("Caudal", as_stored(side.flow_rate)),
        ("Unidad de caudal", side.flow_rate_unit.as_deref().unwrap_or_default().trim().to_string()),
        ("Temperatura de entrada (°C)", as_stored(side.temp_in)),
        ("Temperatura de salida (°C)", as_stored(side.temp_out)),
    ]
    .into_iter()
    .filter(|(_, value)| !value.is_empty())
    .map(|(label, value)| (label.to_string(), value))
    .collect()
}

/// The sides of `ficha-1` to `ficha-3`; `None` without a chiller configuration.
pub fn legacy_chiller_side(
    config: Option<&ChillerConfig>,
    required_capacity: Option<f64>,
    figures: Figures,
) -> Option<ChillerSide> {
    let config = config?;
    Some(ChillerSide {
        chiller_type: match config.chiller_type.as_deref().map(str::trim) {
            Some("agua-agua") => "Agua-agua".into(),
            _ => "Agua-aire".into(),
        },
        required_capacity: figures.kw(required_capacity, 2),
        cold_side: config.cold_side.as_ref().map(|c| stored_rows(&c.side)).unwrap_or_default(),
        hot_side: config.hot_side.as_ref().map(stored_rows).unwrap_or_default(),
    })
}

#[cfg(test)]
mod tests {
    use domain::engine::system::compliance;

    use super::super::answer::CircuitDuty;
    use super::*;

    fn config(kind: &str) -> ChillerSettings {
        serde_json::from_value(serde_json::json!({
            "capacityMethod": "fluid", "chillerType": kind, "ambientTemp": 35,
            "coldSide": {"fluidType": "MPG-30", "flowRate": 100, "flowRateUnit": "lmin", "tempIn": 12, "tempOut": 7},
            "hotSide": {"fluidType": "water", "flowRate": 20, "flowRateUnit": "gpm", "tempIn": 30, "tempOut": 35}
        }))
        .unwrap()
    }

    #[test]
    fn the_cold_side_prints_in_words_and_the_air_cooled_unit_has_no_hot_side() {
        let answer = Answer {
            required_capacity: Some(34_960.0),
            compliance: Some(compliance(21_290.0, 34_960.0)),
            ..Answer::default()
        };
        let section = water_section(&config("agua-aire"), &answer, Figures::default());
        let printed = format!("{:?}", section.cold_side);
        assert!(printed.contains("Propilenglicol (MPG) al 30 %") && printed.contains("100.0 L/min"), "{printed}");
        assert!(!printed.contains("lmin") && !printed.contains("MPG-30"), "{printed}");
        assert!(section.hot_side.is_empty());
        assert_eq!(section.ambient.as_deref(), Some("35.0"));
        let judged = section.compliance.unwrap();
        assert_eq!(
            (judged.required.as_str(), judged.percentage.as_str()),
            ("34.96", "60.9"),
            "judged against the fluid's requirement"
        );
        assert_eq!(section.requirement_source, "calculada del caudal y las temperaturas del fluido frío");
    }

    #[test]
    fn it_should_print_the_freezing_point_of_30_percent_propylene_glycol_and_both_margins() {
        let answer = Answer {
            circuits: vec![CircuitDuty { evap_temp: -3.0 }, CircuitDuty { evap_temp: 2.0 }],
            ..Answer::default()
        };
        let section = water_section(&config("agua-aire"), &answer, Figures::default());
        // ASHRAE Handbook Fundamentals 2017, ch. 31, table 4: 30 % (mass) propylene glycol freezes at -12.7 °C.
        let freezing: f64 = section.freezing[0].1.trim_end_matches(" °C").parse().unwrap();
        assert!((freezing - -12.7).abs() <= 0.3, "{freezing}");
        assert_eq!(section.freezing[1].0, "Margen de congelación · salida");
        assert_eq!(
            section.freezing[1].1,
            format!("{} K (mín. 3 K)", Figures::default().fixed(Some(7.0 - freezing), 1))
        );
        assert_eq!(
            section.freezing[2].1,
            format!("{} K (mín. 1 K)", Figures::default().fixed(Some(-3.0 - freezing), 1)),
            "the coldest circuit"
        );
    }

    fn rated_check(fluid: &str) -> domain::calculation::HeatExchangerCheck {
        domain::calculation::HeatExchangerCheck {
            circuit_id: "1".into(),
            heat_exchanger_id: "h".into(),
            model: "PSD-40".into(),
            capacity: 40_000.0,
            required_capacity: 34_960.0,
            sufficient: true,
            water_pressure_drop: Some(domain::heat_exchanger::WaterPressureDrop::at(25.0, 86.0, 100.0, fluid)),
            capacity_basis: None,
            duty_capacity: None,
            within_uncertainty: false,
        }
    }

    /// ficha-10 (tester's defect 2): 25 kPa at 86 L/min is 33.8 kPa at
    /// 100 L/min (25 · (100/86)²), 4.90 psi on an I-P sheet (6.894757 kPa);
    /// a glycol's figure is water's, said so; unrated, not known.
    #[test]
    fn the_exchangers_pressure_drop_prints_with_its_flow_and_rating() {
        let mut water = config("agua-aire");
        water.cold_side.as_mut().unwrap().fluid_type = Some("water".into());
        let answer = Answer { heat_exchanger_checks: vec![rated_check("water")], ..Answer::default() };
        let (rows, ratings, notes) = pressure_drop_rows(&water, &answer, Figures::default());
        assert_eq!(
            rows,
            [("Caída de presión del agua (circuito 1)".to_string(), "33.8 kPa con 100.0 L/min".to_string())]
        );
        assert_eq!(ratings[0].1, "25.0 kPa con 86.0 L/min de agua");
        assert_eq!(notes, [PRESSURE_DROP_METHOD.to_string()]);
        let ip = Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() };
        let (rows, _, _) = pressure_drop_rows(&water, &answer, ip);
        assert!(rows[0].1.starts_with("4.90 psi con 26.4 gal/min"), "{rows:?}");

        let answer = Answer { heat_exchanger_checks: vec![rated_check("MPG-30")], ..Answer::default() };
        let (rows, _, notes) = pressure_drop_rows(&config("agua-aire"), &answer, Figures::default());
        assert_eq!(rows[0].0, "Caída de presión del fluido (circuito 1)");
        assert_eq!(rows[0].1, "33.8 kPa con agua a 100.0 L/min (estimación)");
        assert!(notes[0].starts_with("Con Propilenglicol (MPG) al 30 % la caída de presión es mayor"), "{notes:?}");

        let unrated = domain::calculation::HeatExchangerCheck { water_pressure_drop: None, ..rated_check("MPG-30") };
        let answer = Answer { heat_exchanger_checks: vec![unrated], ..Answer::default() };
        let (rows, ratings, notes) = pressure_drop_rows(&config("agua-aire"), &answer, Figures::default());
        assert!(rows[0].1.starts_with("no conocida"), "{rows:?}");
        assert!(!rows[0].0.contains("del agua") && ratings.is_empty() && notes.is_empty());
    }

    #[test]
    fn a_water_cooled_unit_prints_its_hot_side_and_no_ambient() {
        let section = water_section(&config("agua-agua"), &Answer::default(), Figures::default());
        assert_eq!(section.hot_side[0], ("Fluido".to_string(), "Agua".to_string()));
        assert_eq!(section.hot_side[1].1, "20.0 gal/min (EE. UU.)");
        assert_eq!(section.ambient, None);
    }

    /// The tester's finding (issue 23 item 2): a chiller by the direct
    /// method printed no cold side. From `ficha-9` every row prints: what
    /// the project states, the flow the calculation derived from the
    /// requirement and the temperatures, and 'no indicado' for the rest.
    #[test]
    fn a_direct_chiller_prints_every_cold_side_row_stated_derived_or_not_stated() {
        let direct: ChillerSettings = serde_json::from_value(serde_json::json!({
            "capacityMethod": "direct", "chillerType": "agua-aire", "requiredCapacity": 20,
            "coldSide": {"fluidType": "water", "tempIn": 12, "tempOut": 7}
        }))
        .unwrap();
        let answer = Answer {
            cold_side_flow: Some(57.3),
            approaches: vec![domain::engine::water_side::approach("1", 7.0, 2.0)],
            ..Answer::default()
        };
        let whole = whole_cold_side(&direct, &answer, Figures::default());
        let printed: Vec<(&str, &str)> = whole.rows.iter().map(|(l, v)| (l.as_str(), v.as_str())).collect();
        assert_eq!(
            printed,
            [
                ("Fluido", "Agua"),
                ("Caudal", "57.3 L/min (calculado de la capacidad requerida y las temperaturas)"),
                ("Temperatura de entrada", "12.0 °C"),
                ("Temperatura de salida", "7.0 °C"),
            ]
        );
        assert_eq!(whole.approach, None, "the approach prints with the exchanger");
        let bare: ChillerSettings =
            serde_json::from_value(serde_json::json!({"capacityMethod": "direct", "requiredCapacity": 20})).unwrap();
        let whole = whole_cold_side(&bare, &Answer::default(), Figures::default());
        let values: Vec<&str> = whole.rows.iter().map(|(_, v)| v.as_str()).collect();
        assert_eq!(values, ["no indicado", "no indicado", "no indicada", "no indicada"]);
        assert_eq!(whole.approach.unwrap().1, "no indicada: sin temperatura de salida del fluido");
    }

    #[test]
    fn a_ficha_3_sheet_prints_the_sides_as_stored() {
        let source = super::super::test_sources::source("chiller");
        let side = legacy_chiller_side(source.chiller(), Some(34_960.0), Figures::default()).unwrap();
        assert_eq!(side.cold_side[0], ("Fluido".to_string(), "water".to_string()));
        assert_eq!(side.cold_side[1], ("Caudal".to_string(), "100.0".to_string()));
        assert_eq!(side.cold_side[2], ("Unidad de caudal".to_string(), "lmin".to_string()));
        assert_eq!((side.chiller_type.as_str(), side.required_capacity.as_str()), ("Agua-aire", "34.96"));
    }

    /// Issue 23 item 5: 12 and 7 °C = 53.6 and 44.6 °F; 100 L/min = 26.4 US
    /// gal/min (3.785411784 L); the 3 K margin = 5.4 °F; 20 gpm stays 20.0.
    #[test]
    fn an_ip_sheet_prints_the_water_side_in_fahrenheit_and_gallons_per_minute() {
        let ip = Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() };
        let answer = Answer { required_capacity: Some(35_168.53), ..Answer::default() };
        let section = water_section(&config("agua-agua"), &answer, ip);
        let cold: Vec<&str> = section.cold_side.iter().map(|(_, v)| v.as_str()).collect();
        assert_eq!(cold, ["Propilenglicol (MPG) al 30 %", "26.4 gal/min (EE. UU.)", "53.6 °F", "44.6 °F"]);
        assert_eq!(section.hot_side[1].1, "20.0 gal/min (EE. UU.)");
        assert_eq!(
            (section.required_capacity.as_str(), section.required_tons.as_deref()),
            ("120\u{202F}000", Some("10.00 TR"))
        );
        assert!(section.freezing[1].1.ends_with(" °F (mín. 5.4 °F)"), "{:?}", section.freezing);
        assert!(section.freezing[0].1.ends_with(" °F"));
    }
}
