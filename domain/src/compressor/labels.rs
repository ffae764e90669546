//! What a coefficient set's label in a manufacturer's file means: the
//! parameter (by meaning, in Spanish or English) and the unit the label
//! states in brackets or parentheses, with the conversion to the canonical
//! units (W, W, A, °C, kg/h).
//!
//! A label that names nothing known is *not* a parameter: the importer shows
//! it as unrecognised and the user chooses (issue 11). Only the spec's
//! `POST /api/polynomials` keeps the rule "any other value is discharge
//! temperature" (`Parameter::parse`, below).

use super::coefficients::{OutputUnit, Parameter};

impl Parameter {
    /// Reads a parameter name in Spanish or English. Absent: cooling capacity;
    /// any other text: discharge temperature (library.md section 3: the rule of
    /// `POST /api/polynomials`; importers flag unknown labels instead, see
    /// [`read_parameter_label`]).
    pub fn parse(value: Option<&str>) -> Self {
        let Some(value) = value.map(str::trim).filter(|v| !v.is_empty()) else {
            return Self::CoolingCapacity;
        };
        read_parameter_label(value).map_or(Self::DischargeTemp, |l| l.parameter)
    }
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
    use crate::compressor::coefficients::{output_to_canonical, W_PER_BTU_H};

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
