//! EnergyPlus IDF catalogues: `Refrigeration:Compressor` objects with their
//! `Curve:Bicubic` capacity and power curves (W, °C, EnergyPlus coefficient
//! order), rated conditions, and the nominal ratings written in comments.

use std::collections::HashMap;

use domain::compressor::coefficients::{CoefficientOrder, UnitSystem, W_PER_BTU_H};
use domain::compressor::model::{CompressorDraft, MotorData, RatingConditions};
use domain::compressor::set_reading::SetReading;

use super::grid::number;
use super::CatalogueEntry;

struct Curve {
    coefficients: [f64; 10],
    x_min: Option<f64>,
    x_max: Option<f64>,
    y_min: Option<f64>,
    y_max: Option<f64>,
}

struct CompressorObject {
    name: String,
    power_curve: String,
    capacity_curve: String,
    superheat: Option<f64>,
    return_gas: Option<f64>,
    liquid: Option<f64>,
    subcooling: Option<f64>,
}

/// Splits IDF text into objects (type, fields); comments removed.
fn objects(text: &str) -> Vec<(String, Vec<String>)> {
    let mut clean = String::new();
    for line in text.lines() {
        clean.push_str(line.split('!').next().unwrap_or(""));
        clean.push('\n');
    }
    clean
        .split(';')
        .filter_map(|object| {
            let mut fields = object.split(',').map(|f| f.trim().to_string());
            let kind = fields.next()?.to_string();
            (!kind.is_empty()).then(|| (kind, fields.collect()))
        })
        .collect()
}

/// `!Detailed Compressor: NAME, !nominal MBtu/h = X, !nominal kW = Y`
/// (the dataset writes Btu/h as "MBtu/h").
fn nominal_ratings(text: &str) -> HashMap<String, (Option<f64>, Option<f64>)> {
    let mut out = HashMap::new();
    for line in text.lines() {
        let Some(rest) = line.trim().strip_prefix("!Detailed Compressor:") else { continue };
        let mut parts = rest.split('!');
        let name = parts.next().unwrap_or("").trim().trim_end_matches(',').trim().to_string();
        let mut capacity = None;
        let mut power = None;
        for part in parts {
            let value = part.split('=').nth(1).map(|v| v.trim().trim_end_matches(',')).and_then(number);
            if part.contains("Btu/h") {
                capacity = value.map(|v| v * W_PER_BTU_H);
            } else if part.contains("kW") {
                power = value.map(|v| v * 1000.0);
            }
        }
        out.insert(name, (capacity, power));
    }
    out
}

fn field(fields: &[String], i: usize) -> Option<f64> {
    fields.get(i).and_then(|f| number(f))
}

/// What the object name says: brand, series, frequency, refrigerant,
/// application class and model. Two styles: `Carlyle_R-134A_High_06DR013` /
/// `Copeland-SCROLL-60HZ_R-404A_LOW_ZF11K4E-TF5`, and
/// `Bitzer 2MSL-07K-4SU_sub`, whose refrigerant is only in the curve names
/// (`2MSL-07K-4SU_R744_qcurv_sub`).
fn describe(name: &str, capacity_curve: &str) -> Described {
    let parts: Vec<&str> = name.split('_').collect();
    if let Some(r) = parts.iter().position(|p| super::grid::find_refrigerant(p).is_some()) {
        let joined = parts[..r].join("_");
        let head: Vec<&str> = joined.split('-').map(str::trim).collect();
        let brand = head.first().map(|s| s.to_string()).filter(|s| !s.is_empty());
        let series = head.get(1).map(|s| s.to_string());
        let frequency = head.iter().find_map(|p| super::grid::frequency_in(p));
        let refrigerant = Some(domain::compressor::model::canonical_refrigerant(parts[r]));
        let application = parts.get(r + 1).map(|s| s.to_string());
        let model =
            parts.get(r + 2..).map(|m| m.join("_")).filter(|m| !m.is_empty()).unwrap_or_else(|| name.to_string());
        return Described { brand, series, frequency, refrigerant, application, model };
    }
    let refrigerant = capacity_curve.split('_').find_map(super::grid::find_refrigerant);
    let (brand, rest) = name.split_once(' ').map_or((None, name), |(b, r)| (Some(b.to_string()), r));
    let (model, mode) = rest.rsplit_once('_').map_or((rest, None), |(m, mode)| (m, Some(mode)));
    let application = mode.map(|m| match m.to_lowercase().as_str() {
        "sub" => "Subcritical".to_string(),
        "trans" => "Transcritical".to_string(),
        other => other.to_string(),
    });
    Described { brand, series: None, frequency: None, refrigerant, application, model: model.trim().to_string() }
}

/// What `describe` reads from an object name.
struct Described {
    brand: Option<String>,
    series: Option<String>,
    frequency: Option<f64>,
    refrigerant: Option<String>,
    application: Option<String>,
    model: String,
}

fn polynomial(curve: &Curve, parameter: &str, refrigerant: &Option<String>, rating: &RatingConditions) -> SetReading {
    SetReading {
        refrigerant: refrigerant.clone(),
        parameter: Some(parameter.into()),
        evap_temp_min: curve.x_min,
        evap_temp_max: curve.x_max,
        cond_temp_min: curve.y_min,
        cond_temp_max: curve.y_max,
        unit_system: Some(UnitSystem::Si),
        order: Some(CoefficientOrder::EnergyPlus),
        rating: Some(rating.clone()),
        frequency: rating.frequency,
        ..Default::default()
    }
    .with_coefficients(curve.coefficients)
}

/// Every compressor of an IDF file with its capacity and power sets.
pub fn read_idf(text: &str) -> Vec<CatalogueEntry> {
    let mut curves = HashMap::new();
    let mut compressors = Vec::new();
    for (kind, fields) in objects(text) {
        match kind.to_lowercase().as_str() {
            "curve:bicubic" => {
                let Some(name) = fields.first() else { continue };
                let values: Vec<f64> = (1..=10).filter_map(|i| field(&fields, i)).collect();
                let Ok(coefficients) = <[f64; 10]>::try_from(values) else { continue };
                curves.insert(
                    name.to_lowercase(),
                    Curve {
                        coefficients,
                        x_min: field(&fields, 11),
                        x_max: field(&fields, 12),
                        y_min: field(&fields, 13),
                        y_max: field(&fields, 14),
                    },
                );
            }
            "refrigeration:compressor" => compressors.push(CompressorObject {
                name: fields.first().cloned().unwrap_or_default(),
                power_curve: fields.get(1).cloned().unwrap_or_default().to_lowercase(),
                capacity_curve: fields.get(2).cloned().unwrap_or_default().to_lowercase(),
                superheat: field(&fields, 3),
                return_gas: field(&fields, 4),
                liquid: field(&fields, 5),
                subcooling: field(&fields, 6),
            }),
            _ => {}
        }
    }
    let nominal = nominal_ratings(text);
    compressors
        .into_iter()
        .filter_map(|c| {
            let Described { brand, series, frequency, refrigerant, application, model } =
                describe(&c.name, &c.capacity_curve);
            let (nominal_capacity, nominal_power) = nominal.get(&c.name).copied().unwrap_or((None, None));
            let rating = RatingConditions {
                superheat: c.superheat,
                return_gas_temp: c.return_gas,
                subcooling: c.subcooling,
                liquid_temp: c.liquid,
                frequency,
                application: application.clone(),
                nominal_capacity,
                nominal_power,
                temperature_basis: None,
            };
            let capacity = curves.get(&c.capacity_curve)?;
            let power = curves.get(&c.power_curve)?;
            // The type from the maker's model family (domain table, cited there);
            // a model the table does not know takes the spec's default on register.
            let compressor_type = domain::compressor::families::family_of(brand.as_deref(), series.as_deref(), &model)
                .map(|f| f.compressor_type.key().to_string());
            let compressor = CompressorDraft {
                model: Some(model),
                brand: brand.clone(),
                compressor_type,
                refrigerant: refrigerant.clone(),
                voltage: Some("460V".into()),
                motor_data: Some(MotorData { frequency, ..Default::default() }),
                available_options: series.map(|s| vec![format!("Serie {s}")]),
                ..Default::default()
            };
            let of_model = |p: SetReading| SetReading { model: compressor.model.clone(), ..p };
            Some(CatalogueEntry {
                source_name: c.name,
                polynomials: vec![
                    of_model(polynomial(capacity, "coolingCapacity", &refrigerant, &rating)),
                    of_model(polynomial(power, "powerInput", &refrigerant, &rating)),
                ],
                compressor,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use domain::compressor::coefficients::evaluate;

    use super::*;

    const SAMPLE: &str = include_str!("../../../tools/demo/compressors-sample.idf");

    #[test]
    fn it_should_read_every_compressor_of_the_sample_with_both_curves() {
        let entries = read_idf(SAMPLE);
        assert_eq!(entries.len(), 30);
        let first = &entries[0];
        assert_eq!(first.compressor.model.as_deref(), Some("06DR013"));
        assert_eq!(first.compressor.brand.as_deref(), Some("Carlyle"));
        assert_eq!(first.compressor.refrigerant.as_deref(), Some("R134a"));
        assert_eq!(first.polynomials.len(), 2);
        let rating = first.polynomials[0].rating.as_ref().unwrap();
        assert_eq!(rating.return_gas_temp, Some(18.3));
        assert_eq!(rating.application.as_deref(), Some("High"));
        assert!((rating.nominal_capacity.unwrap() - 33606.6 * W_PER_BTU_H).abs() < 1e-6);
        assert_eq!(rating.nominal_power, Some(2600.0));
        let scroll = entries.iter().find(|e| e.source_name.contains("ZF11K4E")).unwrap();
        assert_eq!(scroll.compressor.compressor_type.as_deref(), Some("scroll"));
        // Carlyle 06T models are screw compressors (issue 13, item 8).
        let screws: Vec<_> =
            entries.iter().filter(|e| e.compressor.model.as_deref().is_some_and(|m| m.starts_with("06T"))).collect();
        assert_eq!(screws.len(), 3);
        assert!(screws.iter().all(|e| e.compressor.compressor_type.as_deref() == Some("tornillo")));
        assert!(
            entries.iter().all(|e| e.compressor.compressor_type.is_some()),
            "every sample model is in the family table"
        );
        assert_eq!(scroll.compressor.refrigerant.as_deref(), Some("R404A"));
        let r507 = entries.iter().find(|e| e.source_name.contains("R-507_")).unwrap();
        assert_eq!(r507.compressor.refrigerant.as_deref(), Some("R507A"));
    }

    #[test]
    fn it_should_read_names_that_keep_the_refrigerant_in_the_curves() {
        let Described { brand, refrigerant, application, model, .. } =
            describe("Bitzer 2MSL-07K-4SU_sub", "2msl-07k-4su_r744_qcurv_sub");
        assert_eq!(brand.as_deref(), Some("Bitzer"));
        assert_eq!(model, "2MSL-07K-4SU");
        assert_eq!(refrigerant.as_deref(), Some("R744"));
        assert_eq!(application.as_deref(), Some("Subcritical"));
    }

    #[test]
    fn it_should_keep_the_curve_values_once_reordered() {
        let entries = read_idf(SAMPLE);
        let capacity = &entries[0].polynomials[0];
        let raw: [f64; 10] = capacity.coefficients.map(Option::unwrap);
        assert_eq!(raw[0], 17190.0);
        let en = domain::compressor::coefficients::from_energyplus(&raw);
        // Direct EnergyPlus evaluation at to = 4.4 °C, tc = 37.8 °C.
        let (x, y) = (4.4, 37.8);
        let direct = raw[0]
            + raw[1] * x
            + raw[2] * x * x
            + raw[3] * y
            + raw[4] * y * y
            + raw[5] * x * y
            + raw[6] * x.powi(3)
            + raw[7] * y.powi(3)
            + raw[8] * x * x * y
            + raw[9] * x * y * y;
        assert!((evaluate(&en, x, y) - direct).abs() < 1e-6);
        assert_eq!(capacity.evap_temp_min, Some(-17.8));
        assert_eq!(capacity.cond_temp_max, Some(48.9));
    }
}
