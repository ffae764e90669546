//! The sizing engine (ENGINEERING.md sections 2 to 8): pure functions over
//! plain data, SI inside (°C for temperatures, W, A, kg, m, Pa).

pub mod charge;
pub mod circuit_charge;
pub mod condenser;
pub mod design_pressure;
pub mod electrical;
pub mod lines;
pub mod performance;
pub mod ph_cycle;
pub mod pipe;
pub mod speed;
pub mod split;
pub mod system;
pub mod unit_limits;
pub mod warnings_en;
pub mod water_side;

#[cfg(test)]
mod recorded_answers_tests;

use serde::{Deserialize, Serialize};

use crate::properties::PropertyError;
use crate::rules::{DomainError, Rejection};

/// Recorded with every result, so an old calculation can be reproduced.
pub const ENGINE_VERSION: &str = "1.14.0";

/// Product defaults: figures that are choices, not published facts
/// (ENGINEERING.md). Every result records the values it used.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct Defaults {
    /// Rice & Dabiri volumetric-efficiency factor F (section 2).
    pub rice_dabiri_factor: f64,
    /// Suction superheat assumed when a set gives neither superheat nor return gas, K.
    pub rating_superheat: f64,
    /// Liquid subcooling assumed when a set gives neither subcooling nor liquid temperature, K.
    pub rating_subcooling: f64,
    /// Share of compressor power rejected through an oil cooler (section 4).
    pub oil_cooling_screw: f64,
    pub oil_cooling_reciprocating: f64,
    /// Discharge temperature above which a result warns, °C (section 2).
    pub discharge_temp_limit: f64,
    /// Power factor of motors and fans (section 5).
    pub power_factor: f64,
    pub power_factor_ec_fans: f64,
    /// Crankcase heater per semi-hermetic or screw compressor, W.
    pub crankcase_heater_w: f64,
    /// Control circuit, VA.
    pub control_va: f64,
    /// Equivalent length = distance × this (fittings allowance, section 6).
    pub fittings_factor: f64,
    pub suction_max_k_per_m: f64,
    pub suction_max_total_k: f64,
    pub suction_max_velocity: f64,
    pub discharge_max_k_per_m: f64,
    pub discharge_min_velocity: f64,
    pub discharge_max_velocity: f64,
    /// Total saturation penalty of a discharge line, K (ASHRAE Handbook—
    /// Refrigeration 2018, ch. 1: lines sized for about 1 K, 2 °F).
    pub discharge_max_total_k: f64,
    pub liquid_max_k_per_m: f64,
    pub liquid_max_velocity: f64,
    /// Total saturation penalty of a liquid line, K (ASHRAE Handbook—
    /// Refrigeration 2018, ch. 1: about 0.5 K, 1 °F).
    pub liquid_max_total_k: f64,
    /// Smallest capacity step of a VFD compressor, share of full load.
    pub vfd_minimum: f64,
    /// Smallest capacity step of a digital scroll, share of full load
    /// (engine 1.14.0): Copeland Scroll Digital modulates down to 10 % of
    /// full load (Emerson Application Engineering Bulletins AE4-1395 and
    /// AE21-1319 R2, 2009). Before, a digital circuit took `vfd_minimum`:
    /// provenance recorded before has no `digitalMinimum`, reads `None` and
    /// writes back as it was; read it through [`Defaults::digital_minimum`],
    /// which gives that record's `vfd_minimum`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub digital_minimum: Option<f64>,
    /// Condenser internal volume when the catalogue gives none, L per kW.
    pub condenser_litres_per_kw: f64,
    /// Share of the condenser volume that holds liquid.
    pub condenser_liquid_fraction: f64,
    /// Receiver volume per kW of heat rejection, L, and its operating level.
    pub receiver_litres_per_kw: f64,
    pub receiver_level: f64,
    /// Evaporator charge allowance, kg per kW of cooling (remote
    /// finned-tube air coolers).
    pub evaporator_kg_per_kw: f64,
    /// A packaged chiller's brazed-plate evaporator, kg per kW of cooling
    /// (engine 1.10.0; docs/decisions/2026-11-27-packaged-lines-and-charge.md).
    pub plate_evaporator_kg_per_kw: f64,
    /// A water-cooled chiller's brazed-plate condenser, kg per kW of heat
    /// rejected (engine 1.11.0; before, the air coil's 0.3 L/kW).
    pub plate_condenser_kg_per_kw: f64,
    /// Refrigerant charge safety margin (app-and-projects.md section 9).
    pub charge_margin: f64,
    /// Liquid subcooling at the condenser outlet, K: not used since engine
    /// 1.10.0 (lines and charge take the duty point's subcooling, the
    /// project's or the sets' rating); kept so recorded provenance reads
    /// the same.
    pub subcooling: f64,
    /// Water-side warning margin above the freezing point, K.
    pub freezing_margin: f64,
    /// A chiller circuit must evaporate more than this above the cooled
    /// fluid's freezing point, K: the plates are near the evaporating
    /// temperature, and a fluid at its freezing point there freezes and
    /// bursts them.
    pub evaporation_freezing_margin: f64,
    /// Density of the compressor oil carried up risers, kg/m³ (POE and
    /// mineral oils, 900 to 980; the lower is the demanding one).
    pub oil_density: f64,
}

impl Default for Defaults {
    fn default() -> Self {
        Self {
            rice_dabiri_factor: 0.75,
            rating_superheat: 10.0,
            rating_subcooling: 0.0,
            oil_cooling_screw: 0.25,
            oil_cooling_reciprocating: 0.0,
            discharge_temp_limit: 135.0,
            power_factor: 0.85,
            power_factor_ec_fans: 0.95,
            crankcase_heater_w: 100.0,
            control_va: 300.0,
            fittings_factor: 1.5,
            suction_max_k_per_m: 0.04,
            suction_max_total_k: 1.5,
            suction_max_velocity: 20.0,
            discharge_max_k_per_m: 0.02,
            discharge_min_velocity: 10.0,
            discharge_max_velocity: 18.0,
            discharge_max_total_k: 1.0,
            liquid_max_k_per_m: 0.02,
            liquid_max_velocity: 1.5,
            liquid_max_total_k: 0.5,
            vfd_minimum: 0.3,
            digital_minimum: Some(0.1),
            condenser_litres_per_kw: 0.3,
            condenser_liquid_fraction: 0.3,
            receiver_litres_per_kw: 0.8,
            receiver_level: 0.3,
            evaporator_kg_per_kw: 0.2,
            plate_evaporator_kg_per_kw: 0.05,
            plate_condenser_kg_per_kw: 0.05,
            charge_margin: 0.10,
            subcooling: 3.0,
            freezing_margin: 3.0,
            evaporation_freezing_margin: 1.0,
            oil_density: 900.0,
        }
    }
}

impl Defaults {
    /// A digital scroll's smallest step, share of full load: the recorded
    /// `digitalMinimum`, else (provenance recorded before engine 1.14.0,
    /// whose digital circuits took the VFD's step) its `vfdMinimum`.
    pub fn digital_minimum(&self) -> f64 {
        self.digital_minimum.unwrap_or(self.vfd_minimum)
    }
}

/// Why a calculation cannot be made.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum EngineError {
    #[error("El compresor {model} no tiene polinomios de capacidad y potencia para {refrigerant}")]
    NoPolynomials { model: String, refrigerant: String },
    #[error("{0}")]
    Property(#[from] PropertyError),
    #[error("El flujo másico del compresor {0} no es positivo en este punto de operación")]
    NoMassFlow(String),
    #[error("La línea de {kind} {line_number} no se puede dimensionar: incluso en {largest} su caída de presión sale de la tabla de propiedades")]
    LineBeyondTubes { kind: &'static str, line_number: usize, largest: String },
    /// A size the engineer fixed that the line's tube series does not have.
    #[error(
        "El diámetro «{size}» de la línea de {kind} {line_number} no es un tubo de {material} de la serie: {sizes}"
    )]
    UnknownLineSize { kind: &'static str, line_number: usize, size: String, material: &'static str, sizes: String },
    /// A fixed size whose loss takes the outlet out of the property tables.
    #[error("La línea de {kind} {line_number} no se puede calcular en {size}: su caída de presión sale de la tabla de propiedades; elija un diámetro mayor")]
    FixedLineBeyondTables { kind: &'static str, line_number: usize, size: String },
    #[error("{0}")]
    Split(#[from] split::SplitError),
    #[error("Los datos del compresor {model} no son físicamente posibles. {message}")]
    PhysicallyImpossible { model: String, message: String },
    #[error("El sobrecalentamiento no puede ser negativo: {0} K")]
    NegativeSuperheat(f64),
    #[error("El subenfriamiento no puede ser negativo: {0} K")]
    NegativeSubcooling(f64),
    /// A frequency with no set published at it and no two to interpolate
    /// between: never scaled from another frequency (issue 27).
    #[error("El compresor {model} no tiene polinomios a {requested} Hz (solo a {speeds}): no se escalan desde otra frecuencia")]
    FrequencyNotPublished { model: String, requested: String, speeds: String },
    /// A speed below the lowest or above the highest published one.
    #[error("La frecuencia de {requested} Hz está fuera de las velocidades publicadas del compresor {model} ({lowest} a {highest} Hz)")]
    SpeedOutOfRange { model: String, requested: String, lowest: String, highest: String },
    /// Sets at several speeds and no frequency asked.
    #[error("El compresor {model} tiene polinomios a {speeds}: indique la frecuencia")]
    FrequencyRequired { model: String, speeds: String },
    /// No PS of the refrigerant's saturation table (it stops 1 K below the
    /// critical point) leaves the high-pressure cut-out `margin` K above the
    /// design condensing at 90 % of PS at most (engine 1.13.0;
    /// `design_pressure::CUT_OUT_MARGIN_K`): never a PS clipped to the
    /// table's top.
    #[error("Ninguna presión de diseño PS de {refrigerant} bajo su punto crítico ({critical:.1} °C) deja el presostato de alta a {margin:.0} K sobre la condensación de diseño de {cond:.1} °C y al 90 % de PS como máximo (práctica habitual y margen elegido por el producto; el limitador puede llegar a PS según EN 378-2): baje la temperatura de condensación")]
    DesignPressureBeyondTables { refrigerant: String, cond: f64, margin: f64, critical: f64 },
}

impl DomainError for EngineError {
    fn code(&self) -> &'static str {
        match self {
            Self::NoPolynomials { .. } => "calculation.no_polynomials",
            Self::Property(e) => e.code(),
            Self::NoMassFlow(_) => "calculation.no_mass_flow",
            Self::LineBeyondTubes { .. } => "calculation.line_beyond_tubes",
            Self::UnknownLineSize { .. } => "calculation.unknown_line_size",
            Self::FixedLineBeyondTables { .. } => "calculation.fixed_line_beyond_tables",
            Self::Split(_) => "calculation.line_division",
            Self::PhysicallyImpossible { .. } => "calculation.physically_impossible",
            Self::NegativeSuperheat(_) => "calculation.negative_superheat",
            Self::NegativeSubcooling(_) => "calculation.negative_subcooling",
            Self::FrequencyNotPublished { .. } => "calculation.frequency_not_published",
            Self::SpeedOutOfRange { .. } => "calculation.speed_out_of_range",
            Self::FrequencyRequired { .. } => "calculation.frequency_required",
            Self::DesignPressureBeyondTables { .. } => "calculation.design_pressure_beyond_tables",
        }
    }

    fn field(&self) -> Option<&'static str> {
        match self {
            Self::NegativeSuperheat(_) => Some("superheat"),
            Self::NegativeSubcooling(_) => Some("subcooling"),
            Self::FrequencyNotPublished { .. } | Self::SpeedOutOfRange { .. } | Self::FrequencyRequired { .. } => {
                Some("frequency")
            }
            Self::DesignPressureBeyondTables { .. } => Some("condTemp"),
            _ => None,
        }
    }

    fn rejection(&self) -> Rejection {
        Rejection::RuleViolation
    }
}
