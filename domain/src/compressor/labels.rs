//! What a coefficient set's label in a manufacturer's file means: the
//! parameter (by meaning, in Spanish or English) and the unit the label
//! states in brackets or parentheses, with the conversion to the canonical
//! units (W, W, A, °C, kg/h).
//!
//! A label that names nothing known is *not* a parameter: the importer shows
//! it as unrecognised and the user chooses (issue 11). Only the spec's
//! `POST /api/polynomials` keeps the rule "any other value is discharge
//! temperature" ([`super::coefficients::Parameter::parse`]).

use serde::{Deserialize, Serialize};

use super::coefficients::{Parameter, KG_PER_LB, W_PER_BTU_H};

/// The unit a label gives a set's output in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum OutputUnit {
    #[serde(rename = "W")]
    Watt,
    #[serde(rename = "kW")]
    Kilowatt,
    #[serde(rename = "Btu/h")]
    BtuPerHour,
    #[serde(rename = "A")]
    Ampere,
    #[serde(rename = "kg/h")]
    KgPerHour,
    #[serde(rename = "kg/s")]
    KgPerSecond,
    #[serde(rename = "lb/h")]
    LbPerHour,
    #[serde(rename = "°C")]
    Celsius,
    #[serde(rename = "°F")]
    Fahrenheit,
}

impl OutputUnit {
    /// Whether a set of this parameter can be written in this unit.
    pub fn fits(self, parameter: Parameter) -> bool {
        use OutputUnit::*;
        match parameter {
            Parameter::CoolingCapacity | Parameter::PowerInput => matches!(self, Watt | Kilowatt | BtuPerHour),
            Parameter::Current => self == Ampere,
            Parameter::MassFlow => matches!(self, KgPerHour | KgPerSecond | LbPerHour),
            Parameter::DischargeTemp => matches!(self, Celsius | Fahrenheit),
        }
    }

    /// The set's output in canonical units: X_canonical = a·X + b, applied
    /// term by term to the coefficients (b only to c1).
    pub fn to_canonical(self) -> (f64, f64) {
        use OutputUnit::*;
        match self {
            Watt | Ampere | KgPerHour | Celsius => (1.0, 0.0),
            Kilowatt => (1000.0, 0.0),
            BtuPerHour => (W_PER_BTU_H, 0.0),
            KgPerSecond => (3600.0, 0.0),
            LbPerHour => (KG_PER_LB, 0.0),
            Fahrenheit => (1.0 / 1.8, -32.0 / 1.8),
        }
    }

    /// Reads a unit as files write it (`W`, `kW`, `BTU/hr`, `MBH`, `A`,
    /// `kg/s`, `lbm/h`, `°C`, `ºF`, `*F`, `deg F`...).
    pub fn parse(text: &str) -> Option<Self> {
        let t: String = text
            .trim()
            .to_lowercase()
            .chars()
            .filter(|c| !c.is_whitespace() && !matches!(c, '.' | '°' | 'º' | '*' | '˚'))
            .collect();
        Some(match t.as_str() {
            "w" | "watt" | "watts" | "vatios" => Self::Watt,
            "kw" | "kilowatt" | "kilowatts" | "kilovatios" => Self::Kilowatt,
            "btu/h" | "btu/hr" | "btuh" | "btu" => Self::BtuPerHour,
            "a" | "amp" | "amps" | "ampere" | "amperes" | "amperios" => Self::Ampere,
            "kg/h" | "kg/hr" | "kgh" => Self::KgPerHour,
            "kg/s" | "kg/sec" | "kgs" => Self::KgPerSecond,
            "lb/h" | "lb/hr" | "lbm/h" | "lbm/hr" | "lbh" => Self::LbPerHour,
            "c" | "degc" | "celsius" => Self::Celsius,
            "f" | "degf" | "fahrenheit" => Self::Fahrenheit,
            _ => return None,
        })
    }
}

/// Converts a set written in `unit` to canonical output units (inputs
/// unchanged).
pub fn output_to_canonical(unit: OutputUnit, c: &[f64; 10]) -> [f64; 10] {
    let (a, b) = unit.to_canonical();
    let mut out = c.map(|v| v * a);
    out[0] += b;
    out
}

/// A label read by meaning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParameterLabel {
    pub parameter: Parameter,
    /// `None` when the label states no unit.
    pub unit: Option<OutputUnit>,
}

/// Lower case, no accents, single spaces, punctuation as spaces.
fn normalise(text: &str) -> String {
    let mapped: String = text
        .to_lowercase()
        .chars()
        .map(|c| match c {
            'á' | 'à' | 'ä' => 'a',
            'é' | 'è' | 'ë' => 'e',
            'í' | 'ì' | 'ï' => 'i',
            'ó' | 'ò' | 'ö' => 'o',
            'ú' | 'ù' | 'ü' => 'u',
            'ñ' => 'n',
            '_' | '-' | '.' | ',' | ':' | '/' => ' ',
            other => other,
        })
        .collect();
    mapped.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Names by meaning, normalised (see [`normalise`]); camelCase API keys are
/// compared lower-cased with the spaces removed.
const NAMES: &[(Parameter, &[&str])] = &[
    (
        Parameter::CoolingCapacity,
        &[
            "coolingcapacity",
            "capacidad frigorifica",
            "capacidad de refrigeracion",
            "capacidad",
            "potencia frigorifica",
            "cooling capacity",
            "refrigerating capacity",
            "refrigeration capacity",
            "evaporator capacity",
            "capacity",
            "cap",
            "q0",
            "qo",
            "q",
        ],
    ),
    (
        Parameter::PowerInput,
        &[
            "powerinput",
            "potencia absorbida",
            "potencia electrica",
            "potencia electrica absorbida",
            "potencia consumida",
            "consumo",
            "consumo electrico",
            "potencia",
            "power input",
            "input power",
            "electrical power",
            "power consumption",
            "power",
            "pwr",
            "p",
            "pe",
        ],
    ),
    (
        Parameter::Current,
        &[
            "current",
            "corriente",
            "corriente absorbida",
            "intensidad",
            "intensidad absorbida",
            "amperaje",
            "current draw",
            "amps",
            "i",
        ],
    ),
    (
        Parameter::MassFlow,
        &[
            "massflow",
            "caudal masico",
            "flujo masico",
            "caudal masico de refrigerante",
            "mass flow",
            "mass flow rate",
            "refrigerant mass flow",
            "mass",
            "m",
        ],
    ),
    (
        Parameter::DischargeTemp,
        &[
            "dischargetemp",
            "temperatura de descarga",
            "temperatura descarga",
            "temp descarga",
            "t descarga",
            "discharge temperature",
            "discharge gas temperature",
            "discharge temp",
            "td",
        ],
    ),
];

/// Splits `Capacidad frigorífica [W]`, `Capacity (W)`, `Power input, kW`
/// into the name and the unit text.
fn split_unit(label: &str) -> (String, Option<String>) {
    let trimmed = label.trim();
    for (open, close) in [('[', ']'), ('(', ')')] {
        if let (Some(start), true) = (trimmed.rfind(open), trimmed.ends_with(close)) {
            let unit = &trimmed[start + 1..trimmed.len() - 1];
            return (trimmed[..start].trim().to_string(), Some(unit.trim().to_string()));
        }
    }
    if let Some((name, unit)) = trimmed.rsplit_once(',') {
        if OutputUnit::parse(unit).is_some() {
            return (name.trim().to_string(), Some(unit.trim().to_string()));
        }
    }
    // A trailing unit word: `Capacity W`, `Discharge temperature °F`.
    if let Some((name, unit)) = trimmed.rsplit_once(char::is_whitespace) {
        if OutputUnit::parse(unit).is_some() && !name.trim().is_empty() {
            return (name.trim().to_string(), Some(unit.to_string()));
        }
    }
    (trimmed.to_string(), None)
}

/// Reads a parameter label by meaning. `None` when the name matches no
/// parameter, or the unit is unknown or does not fit the parameter.
pub fn read_parameter_label(label: &str) -> Option<ParameterLabel> {
    let (name, unit_text) = split_unit(label);
    let name = normalise(&name);
    let compact = name.replace(' ', "");
    let parameter = NAMES
        .iter()
        .find(|(_, names)| names.iter().any(|n| *n == name || (!n.contains(' ') && *n == compact)))
        .map(|(p, _)| *p)?;
    let unit = match unit_text {
        None => None,
        Some(text) => Some(OutputUnit::parse(&text).filter(|u| u.fits(parameter))?),
    };
    Some(ParameterLabel { parameter, unit })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(label: &str) -> Option<(Parameter, Option<OutputUnit>)> {
        read_parameter_label(label).map(|l| (l.parameter, l.unit))
    }

    #[test]
    fn it_should_read_capacity_labels_in_spanish_and_english() {
        use Parameter::CoolingCapacity as C;
        assert_eq!(read("Capacidad frigorífica [W]"), Some((C, Some(OutputUnit::Watt))));
        assert_eq!(read("Capacidad"), Some((C, None)));
        assert_eq!(read("Potencia frigorífica (kW)"), Some((C, Some(OutputUnit::Kilowatt))));
        assert_eq!(read("Cooling capacity (Btu/h)"), Some((C, Some(OutputUnit::BtuPerHour))));
        assert_eq!(read("Capacity (W)"), Some((C, Some(OutputUnit::Watt))));
        assert_eq!(read("Q0"), Some((C, None)));
        assert_eq!(read("Qo [kW]"), Some((C, Some(OutputUnit::Kilowatt))));
        assert_eq!(read("coolingCapacity"), Some((C, None)));
    }

    #[test]
    fn it_should_tell_electrical_power_from_refrigerating_power() {
        use Parameter::PowerInput as P;
        assert_eq!(read("Potencia absorbida [W]"), Some((P, Some(OutputUnit::Watt))));
        assert_eq!(read("Potencia eléctrica (kW)"), Some((P, Some(OutputUnit::Kilowatt))));
        assert_eq!(read("Power input"), Some((P, None)));
        assert_eq!(read("Power (W)"), Some((P, Some(OutputUnit::Watt))));
        assert_eq!(read("P"), Some((P, None)));
        assert_eq!(read("Potencia"), Some((P, None)));
        assert_eq!(read("Potencia frigorífica"), Some((Parameter::CoolingCapacity, None)));
    }

    #[test]
    fn it_should_read_current_mass_flow_and_discharge_temperature() {
        assert_eq!(read("Corriente [A]"), Some((Parameter::Current, Some(OutputUnit::Ampere))));
        assert_eq!(read("Intensidad"), Some((Parameter::Current, None)));
        assert_eq!(read("Current (A)"), Some((Parameter::Current, Some(OutputUnit::Ampere))));
        assert_eq!(read("I"), Some((Parameter::Current, None)));
        assert_eq!(read("Caudal másico [kg/s]"), Some((Parameter::MassFlow, Some(OutputUnit::KgPerSecond))));
        assert_eq!(read("Mass flow (lb/h)"), Some((Parameter::MassFlow, Some(OutputUnit::LbPerHour))));
        assert_eq!(read("m"), Some((Parameter::MassFlow, None)));
        assert_eq!(read("Temperatura de descarga [°C]"), Some((Parameter::DischargeTemp, Some(OutputUnit::Celsius))));
        assert_eq!(read("Discharge temperature (°F)"), Some((Parameter::DischargeTemp, Some(OutputUnit::Fahrenheit))));
        assert_eq!(read("Discharge temperature (*F)"), Some((Parameter::DischargeTemp, Some(OutputUnit::Fahrenheit))));
        assert_eq!(read("Temp. descarga ºC"), Some((Parameter::DischargeTemp, Some(OutputUnit::Celsius))));
    }

    #[test]
    fn it_should_not_guess_what_a_label_does_not_say() {
        for label in [
            "Rendimiento",
            "COP",
            "EER",
            "Notas",
            "Capacity (A)",
            "Current (kW)",
            "Power (furlongs)",
            "kW",
            "Eficiencia isentrópica",
            "",
        ] {
            assert_eq!(read(label), None, "{label:?}");
        }
    }

    #[test]
    fn it_should_convert_outputs_to_canonical_units() {
        let c = [1.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.5];
        assert_eq!(output_to_canonical(OutputUnit::Kilowatt, &c)[1], 2000.0);
        assert_eq!(output_to_canonical(OutputUnit::KgPerSecond, &c)[9], 1800.0);
        assert!((output_to_canonical(OutputUnit::BtuPerHour, &c)[0] - W_PER_BTU_H).abs() < 1e-15);
        // 212 °F constant is 100 °C.
        let f = output_to_canonical(OutputUnit::Fahrenheit, &[212.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
        assert!((f[0] - 100.0).abs() < 1e-12);
    }

    #[test]
    fn a_set_in_kilowatts_is_stored_in_watts_and_keeps_the_file_coefficients() {
        use crate::compressor::model::{Polynomial, PolynomialDraft};
        let file = [12.5, 0.41, -0.12, 0.004, -0.003, 0.0009, 1e-5, -2e-5, 3e-6, -4e-6];
        let draft = PolynomialDraft {
            refrigerant: Some("R404A".into()),
            parameter: Some("coolingCapacity".into()),
            coefficients: file,
            output_unit: Some(OutputUnit::Kilowatt),
            ..Default::default()
        };
        let p = Polynomial::from_draft("p1".into(), draft, None, None).unwrap();
        assert_eq!(p.provenance.original_coefficients, file);
        assert_eq!(p.provenance.output_unit, Some(OutputUnit::Kilowatt));
        assert_eq!(p.coefficients[0], 12500.0);
        assert!((p.coefficients[9] + 0.004).abs() < 1e-15);
    }

    #[test]
    fn a_unit_that_does_not_fit_the_parameter_is_refused() {
        use crate::compressor::model::{Polynomial, PolynomialDraft};
        use crate::compressor::CompressorError;
        let draft = PolynomialDraft {
            refrigerant: Some("R404A".into()),
            parameter: Some("current".into()),
            output_unit: Some(OutputUnit::Kilowatt),
            ..Default::default()
        };
        assert_eq!(
            Polynomial::from_draft("p1".into(), draft, None, None),
            Err(CompressorError::UnitDoesNotFitParameter)
        );
    }

    #[test]
    fn an_ip_envelope_is_converted_from_fahrenheit() {
        use crate::compressor::coefficients::UnitSystem;
        use crate::compressor::model::{Polynomial, PolynomialDraft};
        let draft = PolynomialDraft {
            refrigerant: Some("R404A".into()),
            evap_temp_min: Some(-40.0),
            evap_temp_max: Some(50.0),
            cond_temp_min: Some(68.0),
            cond_temp_max: Some(140.0),
            unit_system: Some(UnitSystem::Ip),
            ..Default::default()
        };
        let p = Polynomial::from_draft("p1".into(), draft, None, None).unwrap();
        assert!((p.evap_temp_min + 40.0).abs() < 1e-12);
        assert!((p.evap_temp_max - 10.0).abs() < 1e-12);
        assert!((p.cond_temp_min - 20.0).abs() < 1e-12);
        assert!((p.cond_temp_max - 60.0).abs() < 1e-12);
    }
}
