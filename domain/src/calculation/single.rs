//! One compressor at one duty point (POST /api/calculate) and the motor
//! compressor project, a list of them at one duty point.

use serde::{Deserialize, Serialize};

use super::catalogue::Catalogue;
use super::checks::{frequency, refrigerant, resolve, temperatures, voltage};
use super::input::{CompressorChoice, SimpleInput, SingleInput};
use super::regulatory::motor_compressor_compliance;
use super::{provenance, CalculationError};
use crate::engine::performance::{performance, Duty, Performance};
use crate::engine::system::{CalculationProvenance, Totals};
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
}

fn blank(value: Option<&str>) -> bool {
    value.is_none_or(|s| s.trim().is_empty())
}

/// One compressor (W, W, A, °C).
pub fn single(input: &SingleInput, catalogue: &dyn Catalogue) -> Result<SingleAnswer, CalculationError> {
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
    Ok(SingleAnswer {
        regulatory_compliance: motor_compressor_compliance(&input.regulatory, r, perf.cooling_capacity, evap),
        provenance: provenance(r.code(), perf.polynomial_ids.clone(), defaults),
        compressor_id: compressor.id,
        model: compressor.model,
        performance: perf,
    })
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
            single(&one, catalogue)
        })
        .collect::<Result<Vec<_>, _>>()?;
    let totals = Totals {
        cooling_capacity: compressors.iter().map(|c| c.performance.cooling_capacity).sum(),
        power_input: compressors.iter().map(|c| c.performance.power_input).sum(),
        current: compressors.iter().map(|c| c.performance.current).sum(),
    };
    let r = refrigerant(input.refrigerant.as_deref())?;
    let evap = input.evap_temp.unwrap_or_default();
    let regulatory_compliance = motor_compressor_compliance(&input.regulatory, r, totals.cooling_capacity, evap);
    Ok(SimpleAnswer { compressors, totals, regulatory_compliance })
}
