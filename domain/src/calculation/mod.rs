//! The calculation rules of app-and-projects.md sections 5 and 9 and the
//! three calculations the screens run (single compressor, rack or
//! condensing unit, chiller), over a `Catalogue`. Pure: the catalogue comes
//! in through the trait, so a recorded calculation can be rerun exactly on
//! the data it used.

mod calculation_error;
mod catalogue;
mod checks;
mod chiller;
mod choices;
mod hot_side;
mod input;
mod rack;
mod regulatory;
mod single;

use serde::{Deserialize, Serialize};

pub use crate::engine::system::CapacityControl;
pub use crate::engine::water_side::CapacityBasis;
pub use calculation_error::{label, CalculationError};
pub use catalogue::{Catalogue, CatalogueSnapshot, HeatExchangerData, RecordingCatalogue};
pub use checks::{
    cond_range, cond_temp, condensing_applications, in_range, temperatures, widest_cond_range, CondensingApplication,
    CHILLER_MAX_CIRCUITS, COND_RANGE, DEFAULT_OVERSIZING, DEFAULT_PIPE_DISTANCE, DEFAULT_VOLTAGE, EVAP_RANGE,
    LIQUID_LIFT_RANGE, PIPE_DISTANCE_RANGE, RACK_MAX_CIRCUITS, UNIT_MAX_CIRCUITS,
};
pub use checks::{frequency, refrigerant, voltage};
pub use chiller::{chiller, exchanger_drop_warning, ChillerAnswer, HeatExchangerCheck};
#[cfg(feature = "openapi")]
pub use choices::fluid_type_schema;
pub use choices::{
    check, check_fluid, choice, fluid_types, CalculationMode, CapacityMethod, CapacityUnit, ChillerType, Choice,
    CondenserFanType, DivisionType, FlowRateUnit,
};
pub use hot_side::{
    condenser_drop_warning, hot_side_warning, CondenserDuty, HotSideCheck, HotSideShortfall, PlateCondenser,
};
pub use input::{
    CalculationInput, ChillerInput, ChillerSettings, Circuit, CompressorChoice, CondenserSettings, Division,
    LinesConfig, RackInput, SaturationPressure, SimpleInput, SingleInput, TypedCondenser, WaterSide,
};
pub use rack::rack;
pub use regulatory::{facts, system_compliance, RegulatoryRequest, SiteRequest, RULES_REVIEWED};
pub use single::{simple, single, SimpleAnswer, SingleAnswer};

use crate::engine::system::{CalculationProvenance, SystemResult};
use crate::engine::{Defaults, ENGINE_VERSION};
use crate::properties::dataset;

/// The answer of any calculation, as its endpoint gives it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "kind", content = "answer", rename_all = "camelCase")]
#[allow(clippy::large_enum_variant)] // one answer per calculation, recorded once: a box would only add an allocation
pub enum CalculationOutput {
    Simple(SimpleAnswer),
    Rack(SystemResult),
    Chiller(ChillerAnswer),
}

impl CalculationOutput {
    /// The capacity the equipment is judged against, W, as its compliance
    /// states it and the sheet prints it ('Cumplimiento … % de …'): a
    /// chiller's requirement (the fluid's with the fluid method); a system's
    /// circuits' requirements added up, each circuit judged against its own;
    /// `None` for a bare compressor, which is judged against none, and for
    /// a system with a circuit that has no requirement.
    pub fn required_capacity(&self) -> Option<f64> {
        let judged = |w: f64| (w > 0.0).then_some(w);
        match self {
            Self::Simple(_) => None,
            Self::Rack(s) if s.circuits.is_empty() => None,
            Self::Rack(s) => {
                s.circuits.iter().try_fold(0.0, |sum, c| Some(sum + judged(c.compliance.as_ref()?.required_capacity)?))
            }
            Self::Chiller(c) => judged(c.compliance.required_capacity),
        }
    }

    /// Cooling capacity (W), power (W) and current (A) of the whole equipment.
    pub fn totals(&self) -> (f64, f64, f64) {
        match self {
            Self::Simple(a) => (a.totals.cooling_capacity, a.totals.power_input, a.totals.current),
            Self::Rack(s) => (s.totals.cooling_capacity, s.totals.power_input, s.totals.current),
            Self::Chiller(c) => {
                (c.system.totals.cooling_capacity, c.system.totals.power_input, c.system.totals.current)
            }
        }
    }
}

impl CalculationOutput {
    /// This answer as a reader serves it: a system's compressor loads each
    /// with its circuit id (`SystemResult::with_load_circuits`), stated in
    /// answers recorded before engine 1.14.0 by the one rule of its own.
    pub fn with_load_circuits(self) -> Self {
        match self {
            Self::Rack(s) => Self::Rack(s.with_load_circuits()),
            Self::Chiller(c) => Self::Chiller(ChillerAnswer { system: c.system.with_load_circuits(), ..c }),
            simple @ Self::Simple(_) => simple,
        }
    }
}

/// Runs whichever calculation `input` asks for.
pub fn run(input: &CalculationInput, catalogue: &dyn Catalogue) -> Result<CalculationOutput, CalculationError> {
    Ok(match input {
        CalculationInput::Simple(i) => CalculationOutput::Simple(simple(i, catalogue)?),
        CalculationInput::Rack(i) => CalculationOutput::Rack(rack(i, catalogue)?),
        CalculationInput::Chiller(i) => CalculationOutput::Chiller(chiller(i, catalogue)?),
    })
}

pub(crate) fn provenance(refrigerant: &str, polynomial_ids: Vec<String>, defaults: Defaults) -> CalculationProvenance {
    CalculationProvenance {
        engine_version: ENGINE_VERSION.into(),
        dataset_hash: dataset().hash().into(),
        coolprop_version: dataset().coolprop_version().into(),
        refrigerant: refrigerant.into(),
        polynomial_ids,
        defaults,
    }
}

#[cfg(test)]
mod required_capacity_tests {
    use super::CalculationOutput;

    /// An answer of the API as the web's fixtures record it (a project's
    /// `calculationResults`), read as the event records it.
    fn output(kind: &str, fixture: &str) -> CalculationOutput {
        let project: serde_json::Value = serde_json::from_str(fixture).unwrap();
        serde_json::from_value(serde_json::json!({"kind": kind, "answer": project["calculationResults"]})).unwrap()
    }

    /// What the project list shows: the figure each compliance judges
    /// against, 'Cumplimiento … % de …' on the sheet.
    #[test]
    fn the_requirement_is_the_one_compliance_judges_against() {
        let chiller = output(
            "chiller",
            include_str!("../../../web/src/features/project-editor/utils/fixtures/api-chiller-remote.json"),
        );
        assert_eq!(chiller.required_capacity(), Some(24_000.0));
        // Two circuits, 35 and 5 kW, each judged against its own.
        let rack =
            output("rack", include_str!("../../../web/src/features/project-editor/utils/fixtures/api-rack.json"));
        assert_eq!(rack.required_capacity(), Some(40_000.0));
        let simple = output(
            "simple",
            include_str!("../../../web/src/features/project-editor/utils/fixtures/api-motocompresora.json"),
        );
        assert_eq!(simple.required_capacity(), None);
    }
}
