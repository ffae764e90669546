//! A saturation condition entered as a pressure (issue 24 item 3):
//! technicians read suction and discharge pressures off gauges. A project
//! keeps the pressure as it was entered (bar absolute, and whether it was a
//! gauge reading) and calculates with its saturation temperature, read off
//! the refrigerant's table on the dew curve: every temperature of a project
//! is a dew point (ENGINEERING.md section 1; EN 12900 and AHRI 540 rate
//! compressors at dew points), so the pressure and the temperature it
//! stores beside it are the same point of the same table. For a blend with
//! glide the bubble temperature at the pressure is given beside it.

use serde::Serialize;

use crate::properties::{dataset, PropertyError, Side};
use crate::rules::{DomainError, Rejection};

pub use crate::calculation::SaturationPressure;

/// Which condition a pressure gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Condition {
    Evaporating,
    Condensing,
}

impl Condition {
    /// The API field the pressure is sent in.
    pub fn field(self) -> &'static str {
        match self {
            Self::Evaporating => "evapPressure",
            Self::Condensing => "condPressure",
        }
    }

    /// The field as the screens name it.
    pub fn label(self) -> &'static str {
        match self {
            Self::Evaporating => "Presión de evaporación",
            Self::Condensing => "Presión de condensación",
        }
    }
}

/// The saturation temperatures at a pressure, °C.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SaturationTemperatures {
    /// bar absolute.
    pub absolute_bar: f64,
    /// Dew temperature: the one the project stores and calculates with.
    pub dew: f64,
    /// Bubble temperature (the dew temperature for a pure fluid or an azeotrope).
    pub bubble: f64,
}

/// Why an entered pressure gives no temperature. Each names its field.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PressureEntryError {
    #[error("{}: elija primero el refrigerante", .condition.label())]
    RefrigerantRequired { condition: Condition },
    #[error("{}: {reason}", .condition.label())]
    NoTable { condition: Condition, reason: String },
    #[error("{}: debe ser una presión absoluta mayor que cero", .condition.label())]
    NotPositive { condition: Condition },
    #[error(
        "{}: {bar:.3} bar(a) está fuera de la tabla de saturación de {code} ({min:.3} a {max:.3} bar(a))",
        .condition.label()
    )]
    OutOfTable { condition: Condition, code: String, bar: f64, min: f64, max: f64 },
}

impl PressureEntryError {
    fn condition(&self) -> Condition {
        match self {
            Self::RefrigerantRequired { condition }
            | Self::NoTable { condition, .. }
            | Self::NotPositive { condition }
            | Self::OutOfTable { condition, .. } => *condition,
        }
    }
}

impl DomainError for PressureEntryError {
    fn code(&self) -> &'static str {
        match self {
            Self::RefrigerantRequired { .. } => "project.pressure_refrigerant_required",
            Self::NoTable { .. } => "project.pressure_no_table",
            Self::NotPositive { .. } => "project.pressure_not_positive",
            Self::OutOfTable { .. } => "project.pressure_out_of_table",
        }
    }

    fn rejection(&self) -> Rejection {
        Rejection::RuleViolation
    }

    fn field(&self) -> Option<&'static str> {
        Some(self.condition().field())
    }
}

/// The dew and bubble temperatures of `refrigerant` at `absolute_bar`,
/// the inverse of the saturation table's p(T) (cubic in ln p, as the
/// table is read forwards); a pressure outside the table is refused.
pub fn saturation_temperatures(
    refrigerant: Option<&str>,
    absolute_bar: f64,
    condition: Condition,
) -> Result<SaturationTemperatures, PressureEntryError> {
    let code = refrigerant.map(str::trim).filter(|c| !c.is_empty());
    let code = code.ok_or(PressureEntryError::RefrigerantRequired { condition })?;
    if !(absolute_bar.is_finite() && absolute_bar > 0.0) {
        return Err(PressureEntryError::NotPositive { condition });
    }
    let data = dataset()
        .refrigerant(code)
        .map_err(|error| PressureEntryError::NoTable { condition, reason: error.to_string() })?;
    let pa = absolute_bar * 1e5;
    let read = |side: Side| {
        data.saturation_temperature(pa, side).map_err(|error| match error {
            PropertyError::OutOfRange { min, max, .. } => PressureEntryError::OutOfTable {
                condition,
                code: data.code().to_string(),
                bar: absolute_bar,
                min: min / 1e5,
                max: max / 1e5,
            },
            other => PressureEntryError::NoTable { condition, reason: other.to_string() },
        })
    };
    let dew = read(Side::Dew)?;
    // The bubble curve lies above the dew curve: a pressure inside the dew
    // table may lie beyond the bubble table's top; the dew point is what counts.
    let bubble = read(Side::Bubble).unwrap_or(dew);
    Ok(SaturationTemperatures { absolute_bar, dew, bubble })
}

impl SaturationPressure {
    /// The dew temperature (°C) this pressure gives for `refrigerant`.
    pub fn dew_temperature(&self, refrigerant: Option<&str>, condition: Condition) -> Result<f64, PressureEntryError> {
        Ok(saturation_temperatures(refrigerant, self.absolute_bar, condition)?.dew)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KPA_PER_PSI: f64 = 6.894757;
    const ATMOSPHERE_KPA: f64 = 101.325;

    fn dew(code: &str, bar: f64) -> f64 {
        saturation_temperatures(Some(code), bar, Condition::Evaporating).unwrap().dew
    }

    /// NIST Chemistry WebBook, R134a (1,1,1,2-tetrafluoroethane) saturation
    /// properties (Tillner-Roth and Baehr 1994 equation of state):
    /// 0.20060 MPa at -10 °C, 0.29280 MPa at 0 °C, 0.48858 MPa at 15 °C,
    /// 0.57171 MPa at 20 °C, 1.0166 MPa at 40 °C.
    #[test]
    fn it_should_read_r134a_saturation_temperatures_as_nist_publishes_them() {
        for (bar, t) in [(2.0060, -10.0), (2.9280, 0.0), (4.8858, 15.0), (5.7171, 20.0), (10.166, 40.0)] {
            let got = dew("R134a", bar);
            assert!((got - t).abs() < 0.02, "R134a at {bar} bar(a): {got} °C, published {t} °C");
        }
    }

    /// The reference points the dataset ships (domain/refdata/check.json,
    /// CoolProp off the table's grid): T(p) returns each point's dew and
    /// bubble temperature from its dew and bubble pressure.
    #[test]
    fn it_should_invert_the_shipped_reference_points_of_a_blend() {
        let check: serde_json::Value =
            serde_json::from_str(include_str!("../../refdata/check.json")).expect("check.json reads");
        let points = check["points"]["R404A"]["saturation"].as_array().expect("R404A points");
        let mut tried = 0;
        for point in points {
            let t = point["t"].as_f64().unwrap();
            if !(-40.0..=55.0).contains(&t) {
                continue;
            }
            let (p_dew, p_bubble) = (point["pDew"].as_f64().unwrap(), point["pBubble"].as_f64().unwrap());
            let read = saturation_temperatures(Some("R404A"), p_dew / 1e5, Condition::Condensing).unwrap();
            assert!((read.dew - t).abs() < 0.01, "R404A dew at {p_dew} Pa: {} °C, reference {t} °C", read.dew);
            let bubble = saturation_temperatures(Some("R404A"), p_bubble / 1e5, Condition::Condensing).unwrap();
            assert!((bubble.bubble - t).abs() < 0.01, "R404A bubble at {p_bubble} Pa: {} °C", bubble.bubble);
            tried += 1;
        }
        assert!(tried >= 3, "{tried} reference points in range");
    }

    /// 60 psig is 5.150 bar(a) (60 × 6.894757 kPa + 101.325 kPa): R134a's
    /// dew point there is 16.68 °C by the NIST figures at 15 and 20 °C
    /// (above, interpolated in ln p); R404A's about -5 °C, with its bubble
    /// point a fraction of a kelvin below (the glide).
    #[test]
    fn sixty_psig_reads_as_published_for_r134a_and_r404a() {
        let bar = (60.0 * KPA_PER_PSI + ATMOSPHERE_KPA) / 100.0;
        assert!((bar - 5.150_104_2).abs() < 1e-9);
        let r134a = dew("R134a", bar);
        let published = 15.0 + 5.0 * (bar / 4.8858).ln() / (5.7171_f64 / 4.8858).ln();
        assert!((r134a - published).abs() < 0.05, "R134a: {r134a} °C, published {published} °C");
        let r404a = saturation_temperatures(Some("R404A"), bar, Condition::Evaporating).unwrap();
        assert!((-6.0..=-4.5).contains(&r404a.dew), "R404A dew {}", r404a.dew);
        let glide = r404a.dew - r404a.bubble;
        assert!((0.2..=0.9).contains(&glide), "R404A glide {glide} K");
        // The forward table gives the pressure back.
        let (_, p_dew) = dataset().refrigerant("R404A").unwrap().pressures(r404a.dew).unwrap();
        assert!((p_dew / 1e5 - bar).abs() < 1e-6);
    }

    #[test]
    fn it_should_refuse_a_pressure_outside_the_table_naming_the_field() {
        let error = saturation_temperatures(Some("R134a"), 80.0, Condition::Condensing).unwrap_err();
        assert_eq!(error.field(), Some("condPressure"));
        let message = error.to_string();
        assert!(
            message
                .starts_with("Presión de condensación: 80.000 bar(a) está fuera de la tabla de saturación de R134a ("),
            "{message}"
        );
        let low = saturation_temperatures(Some("R134a"), 1e-6, Condition::Evaporating).unwrap_err();
        assert_eq!((low.code(), low.field()), ("project.pressure_out_of_table", Some("evapPressure")));
        let none = saturation_temperatures(None, 5.0, Condition::Evaporating).unwrap_err();
        assert_eq!(none.to_string(), "Presión de evaporación: elija primero el refrigerante");
        let negative = saturation_temperatures(Some("R134a"), -1.0, Condition::Evaporating).unwrap_err();
        assert_eq!(negative.code(), "project.pressure_not_positive");
        let unknown = saturation_temperatures(Some("R9999"), 5.0, Condition::Evaporating).unwrap_err();
        assert_eq!((unknown.code(), unknown.field()), ("project.pressure_no_table", Some("evapPressure")));
    }

    #[test]
    fn a_configuration_takes_each_condition_from_its_pressure_and_reads_old_events_without_one() {
        use crate::project::ProjectConfig;
        // An event payload saved before pressures could be entered.
        let old: ProjectConfig =
            serde_json::from_value(serde_json::json!({"equipmentType": "motocompresora", "refrigerant": "R134a", "evapTemp": -10.0, "condTemp": 40.0}))
                .unwrap();
        assert_eq!((old.evap_pressure, old.cond_pressure), (None, None));
        assert!(serde_json::to_value(&old).unwrap().get("evapPressure").is_none());
        assert_eq!(old.clone().with_saturation_pressures().unwrap(), old);

        let bar = (60.0 * KPA_PER_PSI + ATMOSPHERE_KPA) / 100.0;
        let entered =
            ProjectConfig { cond_pressure: Some(SaturationPressure { absolute_bar: bar, gauge: true }), ..old };
        let derived = entered.with_saturation_pressures().unwrap();
        assert_eq!(derived.evap_temp, Some(-10.0));
        assert_eq!(derived.cond_temp, Some(dew("R134a", bar)));
        let json = serde_json::to_value(&derived).unwrap();
        assert_eq!(json["condPressure"], serde_json::json!({"absoluteBar": bar, "gauge": true}));

        let no_refrigerant = ProjectConfig { refrigerant: None, ..derived };
        let error = no_refrigerant.with_saturation_pressures().unwrap_err();
        assert_eq!(error.field(), Some("condPressure"));
    }

    /// Each circuit of a rack, a condensing unit or a chiller takes its
    /// evaporating condition from the pressure entered for it; a circuit
    /// without one keeps its temperature.
    #[test]
    fn every_circuit_takes_its_evaporating_condition_from_its_pressure() {
        use crate::calculation::Circuit;
        use crate::project::{ChillerConfig, CondensingUnitConfig, ProjectConfig, RackConfig};
        let bar = (20.0 * KPA_PER_PSI + ATMOSPHERE_KPA) / 100.0;
        let entered = Circuit {
            evap_temp: Some(0.0),
            evap_pressure: Some(SaturationPressure { absolute_bar: bar, gauge: true }),
            ..Default::default()
        };
        let typed = Circuit { evap_temp: Some(-30.0), ..Default::default() };
        let circuits = vec![entered.clone(), typed.clone()];
        let config = ProjectConfig {
            refrigerant: Some("R404A".into()),
            rack_config: Some(RackConfig { circuits: circuits.clone(), ..Default::default() }),
            condensing_unit_config: Some(CondensingUnitConfig { circuits: circuits.clone(), ..Default::default() }),
            chiller_config: Some(ChillerConfig { circuits, ..Default::default() }),
            ..ProjectConfig::default()
        };
        let derived = config.with_saturation_pressures().unwrap();
        // R404A's P-T charts read a dew point near -15 °F (-26 °C) at 20 psig.
        let expected = dew("R404A", bar);
        assert!((-27.0..=-25.0).contains(&expected), "R404A at 20 psig: {expected} °C");
        let lists = [
            &derived.rack_config.as_ref().unwrap().circuits,
            &derived.condensing_unit_config.as_ref().unwrap().circuits,
            &derived.chiller_config.as_ref().unwrap().circuits,
        ];
        for list in lists {
            assert_eq!(list[0].evap_temp, Some(expected));
            assert_eq!(list[0].evap_pressure, entered.evap_pressure);
            assert_eq!(list[1], typed);
        }
        // Stored as entered; a circuit without a pressure writes none.
        let json = serde_json::to_value(&derived).unwrap();
        assert_eq!(
            json["chillerConfig"]["circuits"][0]["evapPressure"],
            serde_json::json!({"absoluteBar": bar, "gauge": true})
        );
        assert!(json["chillerConfig"]["circuits"][1].get("evapPressure").is_none());

        let out = Circuit { evap_pressure: Some(SaturationPressure { absolute_bar: 90.0, gauge: false }), ..typed };
        let refused = ProjectConfig {
            refrigerant: Some("R404A".into()),
            rack_config: Some(RackConfig { circuits: vec![out], ..Default::default() }),
            ..ProjectConfig::default()
        };
        assert_eq!(refused.with_saturation_pressures().unwrap_err().field(), Some("evapPressure"));
    }
}
