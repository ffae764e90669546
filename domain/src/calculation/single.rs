//! One compressor at one duty point (POST /api/calculate) and the motor
//! compressor project, a list of them at one duty point.

use serde::{Deserialize, Serialize};

use super::catalogue::Catalogue;
use super::checks::{frequency, refrigerant, resolve, temperatures, voltage};
use super::input::{CompressorChoice, SimpleInput, SingleInput};
use super::regulatory::motor_compressor_compliance;
use super::{provenance, CalculationError};
use crate::engine::electrical::{electrical_loads, CompressorLoad, ElectricalLoads};
use crate::engine::performance::{performance, Duty, Performance};
use crate::engine::system::{compressor_load, CalculationProvenance, Totals};
use crate::engine::Defaults;
use crate::regulation::RegulatoryCompliance;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SingleAnswer {
    pub compressor_id: String,
    pub model: String,
    #[serde(flatten)]
    pub performance: Performance,
    pub provenance: CalculationProvenance,
    /// The rules of the jurisdiction checked for this compressor (issue 21
    /// item 7), each citing its source; without a charge, EN 378-1 states
    /// the room a charge needs. Absent in answers recorded before it.
    #[serde(default)]
    pub regulatory_compliance: RegulatoryCompliance,
}

/// A motor compressor project's results: each compressor and their sum.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SimpleAnswer {
    pub compressors: Vec<SingleAnswer>,
    pub totals: Totals,
    /// The rules checked for the project as a whole (its total capacity).
    #[serde(default)]
    pub regulatory_compliance: RegulatoryCompliance,
    /// The compressors on their supply: each RLA with its basis, MCA, MOCP
    /// and breaker (NEC 440 and 240.6(A), as a rack's), counting each
    /// compressor's crankcase heater but no control circuit, which a bare
    /// compressor does not bring
    /// (docs/decisions/2026-11-27-bare-compressor-electrical.md). Absent in
    /// answers recorded before it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub electrical_loads: Option<ElectricalLoads>,
}

fn blank(value: Option<&str>) -> bool {
    value.is_none_or(|s| s.trim().is_empty())
}

/// One compressor (W, W, A, °C).
pub fn single(input: &SingleInput, catalogue: &dyn Catalogue) -> Result<SingleAnswer, CalculationError> {
    single_on_supply(input, catalogue).map(|(answer, _)| answer)
}

/// One compressor and its load on the supply (its RLA, ENGINEERING.md section 5).
fn single_on_supply(
    input: &SingleInput,
    catalogue: &dyn Catalogue,
) -> Result<(SingleAnswer, CompressorLoad), CalculationError> {
    let (Some(evap), Some(cond)) = (input.evap_temp, input.cond_temp) else {
        return Err(CalculationError::MissingFields);
    };
    if blank(input.compressor_id.as_deref()) && blank(input.model.as_deref()) {
        return Err(CalculationError::MissingFields);
    }
    let r = refrigerant(input.refrigerant.as_deref())?;
    temperatures(r, evap, cond)?;
    input.check_choices()?;
    let choice = CompressorChoice {
        compressor_id: input.compressor_id.clone(),
        model: input.model.clone(),
        ..Default::default()
    };
    let compressor = resolve(catalogue, &choice, r.code())?;
    let defaults = Defaults::default();
    let duty = Duty {
        to: evap,
        tc: cond,
        voltage: voltage(input.voltage)?,
        superheat: input.superheat,
        subcooling: input.subcooling,
        frequency: frequency(input.frequency)?,
    };
    let perf = performance(&compressor, r, duty, &defaults)?;
    let load = compressor_load(&compressor, &perf, r.code(), duty, input.frequency, &defaults);
    let answer = SingleAnswer {
        regulatory_compliance: motor_compressor_compliance(&input.regulatory, r, perf.cooling_capacity, evap),
        provenance: provenance(r.code(), perf.polynomial_ids.clone(), defaults),
        compressor_id: compressor.id,
        model: compressor.model,
        performance: perf,
    };
    Ok((answer, load))
}

/// Every compressor of a motor compressor project at its duty point
/// (section 5: 'Por favor complete todos los campos requeridos', 'Compresores incompletos').
pub fn simple(input: &SimpleInput, catalogue: &dyn Catalogue) -> Result<SimpleAnswer, CalculationError> {
    if input.evap_temp.is_none() || input.cond_temp.is_none() || input.compressors.is_empty() {
        return Err(CalculationError::MissingFields);
    }
    if !input.compressors.iter().all(CompressorChoice::is_named) {
        return Err(CalculationError::IncompleteCompressors);
    }
    input.check_choices()?;
    let compressors = input
        .compressors
        .iter()
        .map(|c| {
            let one = SingleInput {
                compressor_id: c.compressor_id.clone(),
                model: c.model.clone(),
                evap_temp: input.evap_temp,
                cond_temp: input.cond_temp,
                refrigerant: input.refrigerant.clone(),
                voltage: input.voltage,
                frequency: input.frequency,
                superheat: input.superheat,
                subcooling: input.subcooling,
                regulatory: input.regulatory.clone(),
            };
            single_on_supply(&one, catalogue)
        })
        .collect::<Result<Vec<_>, _>>()?;
    let (compressors, loads): (Vec<SingleAnswer>, Vec<CompressorLoad>) = compressors.into_iter().unzip();
    // A bare compressor brings no control circuit: no control transformer load.
    let bare = Defaults { control_va: 0.0, ..Defaults::default() };
    let electrical = electrical_loads(loads, &[], voltage(input.voltage)?, &bare);
    let totals = Totals {
        cooling_capacity: compressors.iter().map(|c| c.performance.cooling_capacity).sum(),
        power_input: compressors.iter().map(|c| c.performance.power_input).sum(),
        current: compressors.iter().map(|c| c.performance.current).sum(),
    };
    let r = refrigerant(input.refrigerant.as_deref())?;
    let evap = input.evap_temp.unwrap_or_default();
    let regulatory_compliance = motor_compressor_compliance(&input.regulatory, r, totals.cooling_capacity, evap);
    Ok(SimpleAnswer { compressors, totals, regulatory_compliance, electrical_loads: Some(electrical) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calculation::CatalogueSnapshot;
    use crate::copeland_3da3;
    use crate::engine::electrical::RlaBasis;
    use crate::engine::performance::CompressorData;

    fn catalogue(rated_current: Option<f64>) -> CatalogueSnapshot {
        CatalogueSnapshot {
            // Copeland 3DA3-075E-TFD's EnergyPlus sets (SI), on R404A.
            compressors: vec![CompressorData { rated_current, ..copeland_3da3::compressor("cmp-1", "R404A") }],
            model_lookups: vec![("3da3-075e-tfd".into(), vec!["cmp-1".into()])],
            ..Default::default()
        }
    }

    fn input() -> SimpleInput {
        SimpleInput {
            evap_temp: Some(-10.0),
            cond_temp: Some(40.0),
            refrigerant: Some("R404A".into()),
            voltage: Some(460.0),
            compressors: vec![CompressorChoice { compressor_id: Some("cmp-1".into()), ..Default::default() }],
            ..Default::default()
        }
    }

    /// A bare compressor on its own supply, worked by hand (NEC 440.33 and
    /// 240.6(A), as `electrical_loads`): RLA 14 A at 460 V, its crankcase
    /// heater 100 W / (√3 × 460) = 0.1255 A, no control circuit:
    ///   MCA  = 1.25 × 14 + 0.1255 = 17.63 A → 14 AWG (20 A, NEC 310.16 75 °C)
    ///   MOCP = 2.25 × 14 + 0.1255 = 31.63 → 30 A (≥ MCA)
    #[test]
    fn a_motor_compressor_records_its_electrical_loads_without_a_control_circuit() {
        let answer = simple(&input(), &catalogue(Some(14.0))).unwrap();
        let loads = answer.electrical_loads.unwrap();
        assert_eq!(loads.compressors.len(), 1);
        assert_eq!((loads.compressors[0].rla, loads.compressors[0].rla_basis), (14.0, RlaBasis::RatedCurrent));
        assert_eq!(loads.control_consumption, 0.0);
        assert!((loads.crankcase_heaters - 0.1255).abs() < 1e-4, "{}", loads.crankcase_heaters);
        assert!((loads.mca - 17.6255).abs() < 1e-3, "{}", loads.mca);
        assert_eq!((loads.mocp, loads.voltage), (30.0, 460.0));
        assert_eq!(loads.recommendations.conductor, "14 AWG");
        let estimated = simple(&input(), &catalogue(None)).unwrap().electrical_loads.unwrap();
        assert!(estimated.compressors[0].estimated && estimated.compressors[0].rla_basis == RlaBasis::EnvelopeMaximum);
        assert!(estimated.compressors[0].rla >= answer.compressors[0].performance.current);
    }
}
