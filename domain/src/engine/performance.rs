//! Compressor performance at a duty point (ENGINEERING.md section 2).

use serde::{Deserialize, Serialize};

use super::speed::{self, ChosenSet, DriveSpeeds, SpeedInterpolation, SpeedPlan};
use super::{Defaults, EngineError};
use crate::compressor::coefficients::{evaluate, Parameter};
use crate::compressor::envelope::EnvelopeSource;
use crate::compressor::model::{CompressorType, Polynomial, TemperatureBasis};
use crate::compressor::physics::{check_point, CheckedSets, PhysicalFault};
use crate::properties::{RefrigerantData, Side};

/// A catalogue compressor, as the engine needs it. Serialisable because a
/// recorded calculation keeps the exact data it used.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompressorData {
    pub id: String,
    pub model: String,
    pub compressor_type: CompressorType,
    /// V, from the catalogue's voltage ("460V").
    pub rated_voltage: Option<f64>,
    /// A, the motor's rated current (RLA) where the data sheet gives it.
    pub rated_current: Option<f64>,
    /// Hz the rated current is at (the motor's nameplate frequency), where given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rated_frequency: Option<f64>,
    pub polynomials: Vec<Polynomial>,
    /// The physical checks of its sets, made once (issue 21 item 1).
    #[serde(skip)]
    #[cfg_attr(feature = "openapi", schema(ignore))]
    pub checked: CheckedSets,
}

/// Where a compressor runs: dew temperatures (°C), supply voltage,
/// optionally a suction superheat and a liquid subcooling (K) other than the
/// set's rating, and the frequency (Hz: the supply's, or the drive's for a
/// variable-speed compressor) that chooses its sets.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Duty {
    pub to: f64,
    pub tc: f64,
    pub voltage: f64,
    pub superheat: Option<f64>,
    pub subcooling: Option<f64>,
    /// `None`: not asked; the sets are used as published (one frequency).
    pub frequency: Option<f64>,
}

/// The envelope of the capacity set used.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct OperatingLimits {
    pub evap_temp_min: f64,
    pub evap_temp_max: f64,
    pub cond_temp_min: f64,
    pub cond_temp_max: f64,
    /// The manufacturer's envelope polygon of the set, °C, when it has one
    /// (engine 1.8.0 on): what the duty point was checked against besides
    /// the limits, and what the sheet draws. Absent for sets known only by
    /// their limits, and in answers recorded before 1.8.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub envelope_polygon: Option<Vec<crate::compressor::envelope::EnvelopePoint>>,
    /// Where the envelope comes from (engine 1.13.0 on; tester report 3,
    /// defect 3): with `toolDefaults` the limits are the spec's defaults
    /// for a source that states none, and no in/out verdict rests on them.
    /// Absent in answers recorded before; read it with [`Self::source`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub envelope_source: Option<EnvelopeSource>,
}

impl OperatingLimits {
    /// Where the envelope comes from: as the answer states it, or for an
    /// answer recorded before 1.13.0, as its polygon and limits read
    /// ([`EnvelopeSource::of_recorded`]).
    pub fn source(&self) -> EnvelopeSource {
        self.envelope_source.unwrap_or_else(|| {
            EnvelopeSource::of_recorded(
                self.envelope_polygon.is_some(),
                [self.evap_temp_min, self.evap_temp_max, self.cond_temp_min, self.cond_temp_max],
            )
        })
    }
}

/// A compressor's performance at a duty point.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Performance {
    /// W.
    pub cooling_capacity: f64,
    /// W.
    pub power_input: f64,
    /// A at the supply voltage.
    pub current: f64,
    /// °C; `None` when neither a set nor the property tables give it.
    pub discharge_temp: Option<f64>,
    /// kg/h.
    pub mass_flow: f64,
    pub in_envelope: bool,
    pub operating_limits: OperatingLimits,
    /// Catalogue ids (`{compressorId}:p{n}`) of the sets used.
    pub polynomial_ids: Vec<String>,
    /// Figures computed from properties rather than read from a set.
    pub estimated: Vec<String>,
    /// °C of the gas at the compressor inlet that these figures are at (the
    /// rating's, or the project's when corrected).
    pub suction_temp: f64,
    /// The conditions the figures are at and where they come from (section 2).
    pub rating_conditions: RatingBasis,
    pub warnings: Vec<String>,
    /// Hz the figures are at: the sets' supply frequency, or the drive
    /// frequency of a variable-speed compressor; absent when the sets state
    /// none (results recorded before issue 27 read as absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frequency: Option<f64>,
    /// Present when the figures interpolate linearly in speed between the
    /// sets of two neighbouring published speeds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub speed_interpolation: Option<SpeedInterpolation>,
    /// The speeds its drive runs it between, for a variable-speed
    /// compressor (sets at two or more speeds; engine 1.14.0): what the
    /// sheet states beside the speed at the duty. Absent for a fixed-speed
    /// one and in answers recorded before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drive_speeds: Option<DriveSpeeds>,
    /// Which temperatures these are (issue 21 item 9): the answer's are
    /// dew points; the set's, and the point it was read at, when its basis
    /// differs. Absent in answers recorded before engine 1.7.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub temperature_basis: Option<TemperatureStatement>,
}

/// The temperature basis of an answer and of the set it read.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TemperatureStatement {
    /// The answer's (and the request's) evaporating and condensing
    /// temperatures: always dew points.
    pub basis: TemperatureBasis,
    /// The capacity set's basis.
    pub set_basis: TemperatureBasis,
    /// °C the set was read at, in its own basis: the duty's dew points
    /// converted to mid-points for a mid-point set of a blend with glide.
    pub set_evap_temp: f64,
    pub set_cond_temp: f64,
}

/// The point (°C) a set of `basis` is read at for dew temperatures `to`
/// and `tc`: the same for a dew-point set; for a mid-point set, the mean
/// of the dew and bubble temperatures at each side's pressure (the
/// mid-point convention of zeotropic blends' ratings; the pressure is the
/// dew pressure of the requested temperature). Equal for pure fluids and
/// azeotropes, whose bubble and dew points coincide.
pub fn set_point(
    refrigerant: &RefrigerantData,
    basis: TemperatureBasis,
    to: f64,
    tc: f64,
) -> Result<(f64, f64), EngineError> {
    match basis {
        TemperatureBasis::Dew => Ok((to, tc)),
        TemperatureBasis::MidPoint => {
            let mid = |t: f64| -> Result<f64, EngineError> {
                let (_, p_dew) = refrigerant.pressures(t)?;
                Ok((t + refrigerant.saturation_temperature(p_dew, Side::Bubble)?) / 2.0)
            };
            Ok((mid(to)?, mid(tc)?))
        }
    }
}

/// Where a rating condition comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum ConditionSource {
    /// Stated by the coefficient set (its data sheet or file).
    CoefficientSet,
    /// Not stated by the set: a product default (`Defaults`).
    ProductDefault,
}

/// The rating conditions of the capacity set used, at this duty point, and
/// the correction to the project's conditions when one was applied
/// (ENGINEERING.md section 2: every result states them).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RatingBasis {
    /// °C at the compressor inlet, when the set is rated at a return-gas temperature.
    pub return_gas_temp: Option<f64>,
    /// K of suction superheat of the rating at this evaporating temperature.
    pub superheat: f64,
    pub superheat_source: ConditionSource,
    /// K of liquid subcooling of the rating below the condensing bubble point.
    pub subcooling: f64,
    pub subcooling_source: ConditionSource,
    /// Present when the figures were corrected to the project's conditions.
    pub correction: Option<Correction>,
}

/// A correction from the rating to the project's superheat or subcooling
/// (Rice & Dabiri on mass flow, enthalpy method on capacity).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Correction {
    /// K, the project's suction superheat the figures are at.
    pub superheat: f64,
    /// K, the project's liquid subcooling the figures are at.
    pub subcooling: f64,
    /// Q_corrected / Q_rating.
    pub capacity_factor: f64,
    /// ṁ_corrected / ṁ_rating.
    pub mass_flow_factor: f64,
    /// P_corrected / P_rating.
    pub power_factor: f64,
    /// Rice & Dabiri F used on the mass flow.
    pub rice_dabiri_factor: f64,
}

/// K outside the set's envelope: its limits and, where the source drew one,
/// its polygon (`Polynomial::distance_outside`, ENGINEERING.md section 2).
fn distance_outside(p: &Polynomial, to: f64, tc: f64) -> f64 {
    p.distance_outside(to, tc)
}

/// The set of `parameter` for `refrigerant` whose envelope holds the point,
/// else the nearest one.
pub fn choose_set<'a>(
    sets: &'a [Polynomial],
    refrigerant: &str,
    parameter: Parameter,
    to: f64,
    tc: f64,
) -> Option<&'a Polynomial> {
    sets.iter()
        .filter(|p| p.refrigerant == refrigerant && p.parameter == parameter)
        .min_by(|a, b| distance_outside(a, to, tc).total_cmp(&distance_outside(b, to, tc)))
}

fn parse_voltage(text: &str) -> Option<f64> {
    let digits: String = text.chars().take_while(|c| c.is_ascii_digit() || *c == '.').collect();
    digits.parse().ok().filter(|v: &f64| *v > 0.0)
}

impl CompressorData {
    pub fn rated_voltage_from(text: &str) -> Option<f64> {
        parse_voltage(text)
    }

    /// The speeds (Hz) at which it publishes capacity and power for `refrigerant`.
    pub fn published_speeds(&self, refrigerant: &str) -> Vec<f64> {
        speed::published_speeds(&self.polynomials, refrigerant)
    }

    /// The speeds a drive runs it between on `refrigerant`, if it publishes
    /// sets at two or more.
    pub fn drive_speeds(&self, refrigerant: &str) -> Option<DriveSpeeds> {
        DriveSpeeds::of(&self.published_speeds(refrigerant))
    }

    /// Which of its sets a duty point at `frequency` uses (see `speed`).
    pub fn speed_plan(&self, refrigerant: &str, frequency: Option<f64>) -> Result<SpeedPlan, EngineError> {
        speed::plan(&self.model, &self.published_speeds(refrigerant), frequency)
    }

    /// Where its sets cannot describe a real compressor (issue 21 item 1),
    /// checked on the first call and remembered while the sets stay the same.
    pub fn physical_faults(&self) -> Vec<PhysicalFault> {
        self.checked.faults(&self.polynomials)
    }

    /// Searches now the envelopes [`envelope_maximum_current`] may need and
    /// makes the physical checks, so that a catalogue kept in memory hands
    /// out compressors (and clones of them) that never search again.
    pub fn with_envelope_maxima(self) -> Self {
        for set in &self.polynomials {
            if matches!(set.parameter, Parameter::Current | Parameter::PowerInput) {
                set.grid_maximum(ENVELOPE_GRID);
            }
        }
        self.physical_faults();
        self
    }
}

/// Points per side of the grid searched for the envelope's largest current.
const ENVELOPE_GRID: usize = 100;

/// The RLA to assume when the data sheet gives no rated current
/// (ENGINEERING.md section 5, NEC 440): the largest current over the
/// envelope of the set used at this duty point, at the supply voltage (and
/// the duty point's own current when it lies outside the envelope). A
/// nameplate RLA bounds the current anywhere in the envelope, so the duty
/// point's current alone is not conservative. From the current set where
/// there is one, else P/(√3·V·PF) over the power set. `None` without sets.
pub fn envelope_maximum_current(
    compressor: &CompressorData,
    refrigerant: &str,
    duty: Duty,
    defaults: &Defaults,
) -> Option<f64> {
    envelope_maximum(compressor, refrigerant, duty, defaults).map(|(current, _)| current)
}

/// [`envelope_maximum_current`] and where the envelope it searched comes
/// from: the maker's, or the tool's default range (a set that states none).
pub fn envelope_maximum(
    compressor: &CompressorData,
    refrigerant: &str,
    duty: Duty,
    defaults: &Defaults,
) -> Option<(f64, EnvelopeSource)> {
    let plan = compressor.speed_plan(refrigerant, duty.frequency).ok()?;
    let chosen = |parameter| speed::choose(&compressor.polynomials, refrigerant, parameter, plan, (duty.to, duty.tc));
    let (chosen, is_current) = match chosen(Parameter::Current) {
        Some(c) => (c, true),
        None => (chosen(Parameter::PowerInput)?, false),
    };
    let set = &chosen.set;
    let largest = evaluate(&set.coefficients, duty.to, duty.tc).max(set.grid_maximum(ENVELOPE_GRID));
    let current = if is_current {
        compressor.rated_voltage.map_or(largest, |v| largest * v / duty.voltage)
    } else {
        largest / (3f64.sqrt() * duty.voltage * defaults.power_factor)
    };
    Some((current, set.envelope_source()))
}

/// Share k_oil of a compressor's power that leaves through its oil cooler
/// (ENGINEERING.md section 4): product defaults by type, none for scrolls.
pub fn oil_cooling_factor(compressor_type: CompressorType, defaults: &Defaults) -> f64 {
    match compressor_type {
        CompressorType::Tornillo => defaults.oil_cooling_screw,
        CompressorType::Reciprocante | CompressorType::Scroll => defaults.oil_cooling_reciprocating,
    }
}

/// Suction gas temperature at the set's rating: its return-gas temperature,
/// else its rated superheat, else the product default superheat; with the
/// source of the figure.
fn rating_suction_temperature(set: &Polynomial, to: f64, defaults: &Defaults) -> (f64, Option<f64>, ConditionSource) {
    let rating = &set.provenance.rating;
    match (rating.return_gas_temp.filter(|t| *t > to), rating.superheat) {
        (Some(t), _) => (t, Some(t), ConditionSource::CoefficientSet),
        (None, Some(sh)) => (to + sh, None, ConditionSource::CoefficientSet),
        (None, None) => (to + defaults.rating_superheat, None, ConditionSource::ProductDefault),
    }
}

/// Liquid temperature at the set's rating (°C): its rated liquid temperature,
/// else the bubble point minus its rated subcooling, else minus the product
/// default; with the source of the figure.
fn rating_liquid_temperature(set: &Polynomial, t_bubble: f64, defaults: &Defaults) -> (f64, ConditionSource) {
    let rating = &set.provenance.rating;
    match (rating.liquid_temp, rating.subcooling) {
        (Some(t), _) => (t, ConditionSource::CoefficientSet),
        (None, Some(sc)) => (t_bubble - sc, ConditionSource::CoefficientSet),
        (None, None) => (t_bubble - defaults.rating_subcooling, ConditionSource::ProductDefault),
    }
}

/// Evaluates a compressor at a duty point (ENGINEERING.md section 2): the
/// sets' values at their rating conditions, the mass flow from the enthalpy
/// method when no set gives it, discharge temperature from the energy balance
/// when no set gives it, current at the supply voltage, and the Rice & Dabiri
/// correction when another superheat is asked for.
pub fn performance(
    compressor: &CompressorData,
    refrigerant: &RefrigerantData,
    duty: Duty,
    defaults: &Defaults,
) -> Result<Performance, EngineError> {
    // A negative superheat is liquid at the suction, a negative subcooling
    // two-phase liquid: refused, never read as 0 K.
    if let Some(sh) = duty.superheat.filter(|v| *v < 0.0) {
        return Err(EngineError::NegativeSuperheat(sh));
    }
    if let Some(sc) = duty.subcooling.filter(|v| *v < 0.0) {
        return Err(EngineError::NegativeSubcooling(sc));
    }
    let code = refrigerant.code();
    let plan = compressor.speed_plan(code, duty.frequency)?;
    let set = |parameter| speed::choose(&compressor.polynomials, code, parameter, plan, (duty.to, duty.tc));
    let (Some(capacity), Some(power)) = (set(Parameter::CoolingCapacity), set(Parameter::PowerInput)) else {
        return Err(EngineError::NoPolynomials { model: compressor.model.clone(), refrigerant: code.to_string() });
    };
    let mass_flow_chosen = set(Parameter::MassFlow);
    let (capacity_set, power_set) = (capacity.set.as_ref(), power.set.as_ref());
    let mass_flow_set = mass_flow_chosen.as_ref().map(|m| m.set.as_ref());
    // The sets are read at the duty point in their own temperature basis.
    let basis = capacity_set.provenance.rating.temperature_basis.unwrap_or_default();
    let (to_set, tc_set) = set_point(refrigerant, basis, duty.to, duty.tc)?;
    let used: Vec<&ChosenSet> =
        [Some(&capacity), Some(&power), mass_flow_chosen.as_ref()].into_iter().flatten().collect();
    let impossible = |fault: PhysicalFault| EngineError::PhysicallyImpossible {
        model: compressor.model.clone(),
        message: fault.message,
    };
    // Sets that break physics anywhere in their envelope, then at this point
    // (which may lie outside it): refused, never a number (issue 21 item 1).
    if let Some(fault) =
        compressor.physical_faults().into_iter().find(|f| used.iter().any(|s| s.involves(|id| f.involves(id))))
    {
        return Err(impossible(fault));
    }
    if let Some(fault) = check_point(refrigerant, capacity_set, power_set, mass_flow_set, (to_set, tc_set)) {
        return Err(impossible(fault));
    }
    let mut ids: Vec<String> = capacity.ids.iter().chain(&power.ids).cloned().collect();
    let mut estimated = Vec::new();
    let mut warnings = Vec::new();
    let (frequency, speed_interpolation) = speed::statement(plan, capacity_set);
    if let (Some(asked), None) = (duty.frequency, frequency) {
        warnings.push(format!(
            "Los polinomios de {} no indican su frecuencia: se usan tal como se publicaron para el cálculo a {} Hz",
            compressor.model,
            speed::hz(asked)
        ));
    }
    let in_envelope = distance_outside(capacity_set, to_set, tc_set) == 0.0;
    if !in_envelope {
        warnings.push(format!(
            "Fuera de rango: el compresor {} opera fuera de su envolvente (evaporación {:.1} °C, condensación {:.1} °C)",
            compressor.model, duty.to, duty.tc
        ));
    } else if !capacity_set.envelope_source().is_makers() {
        // The spec's defaults are the calculator's bounds, not the maker's
        // envelope: no 'Dentro de rango' rests on them (tester report 3, defect 3).
        warnings.push(format!(
            "Atención: envolvente del fabricante no indicada (límites por defecto de la herramienta) para {} ({}): el punto de trabajo (evaporación {:.1} °C, condensación {:.1} °C) no se ha comprobado; verifíquelo con la envolvente del fabricante",
            compressor.model, capacity_set.refrigerant, duty.to, duty.tc
        ));
    }
    let q_map = evaluate(&capacity_set.coefficients, to_set, tc_set);
    let p_map = evaluate(&power_set.coefficients, to_set, tc_set);

    let (_, p_evap) = refrigerant.pressures(duty.to)?;
    let (_, p_cond) = refrigerant.pressures(duty.tc)?;
    let (t1_map, return_gas_temp, superheat_source) = rating_suction_temperature(capacity_set, duty.to, defaults);
    let suction_map = refrigerant.vapour_pt(p_evap, t1_map)?;
    let t_bubble = refrigerant.saturation_temperature(p_cond, Side::Bubble)?;
    let (t_liquid, subcooling_source) = rating_liquid_temperature(capacity_set, t_bubble, defaults);
    // The liquid leaving the condenser is subcooled at the condensing
    // pressure, not saturated at its temperature (issue 21 item 9).
    let h_liquid = refrigerant.subcooled_liquid_h(p_cond, t_liquid)?;

    let mass_flow_map = match &mass_flow_chosen {
        Some(m) => {
            ids.extend(m.ids.iter().cloned());
            evaluate(&m.set.coefficients, to_set, tc_set) / 3600.0
        }
        None => {
            estimated.push("massFlow".to_string());
            q_map / (suction_map.h - h_liquid)
        }
    };
    if !(mass_flow_map > 0.0 && mass_flow_map.is_finite()) {
        return Err(EngineError::NoMassFlow(compressor.model.clone()));
    }

    // Corrections when the project asks for another superheat (Rice &
    // Dabiri on mass flow, power with the isentropic rise) or subcooling
    // (capacity by the enthalpy method; mass flow and power unchanged).
    let superheat_changed = duty.superheat.filter(|sh| (duty.to + sh - t1_map).abs() > 1e-6);
    let subcooling_changed = duty.subcooling.filter(|sc| (t_bubble - sc - t_liquid).abs() > 1e-6);
    let (q, p, mass_flow, suction, correction) = if superheat_changed.is_some() || subcooling_changed.is_some() {
        let (suction, m_act, p_act) = match superheat_changed {
            Some(sh) => {
                let actual = refrigerant.vapour_pt(p_evap, duty.to + sh)?;
                let m_act = mass_flow_map * (1.0 + defaults.rice_dabiri_factor * (actual.rho / suction_map.rho - 1.0));
                let rise_map = refrigerant.vapour_ps(p_cond, suction_map.s)?.h - suction_map.h;
                let rise_act = refrigerant.vapour_ps(p_cond, actual.s)?.h - actual.h;
                (actual, m_act, p_map * (m_act * rise_act) / (mass_flow_map * rise_map))
            }
            None => (suction_map, mass_flow_map, p_map),
        };
        let t_liquid_act = subcooling_changed.map_or(t_liquid, |sc| t_bubble - sc);
        let h_liquid_act = refrigerant.subcooled_liquid_h(p_cond, t_liquid_act)?;
        let q_act = m_act * (suction.h - h_liquid_act);
        let correction = Correction {
            superheat: suction.t - duty.to,
            subcooling: t_bubble - t_liquid_act,
            capacity_factor: q_act / q_map,
            mass_flow_factor: m_act / mass_flow_map,
            power_factor: p_act / p_map,
            rice_dabiri_factor: defaults.rice_dabiri_factor,
        };
        (q_act, p_act, m_act, suction, Some(correction))
    } else {
        (q_map, p_map, mass_flow_map, suction_map, None)
    };
    let rating_conditions = RatingBasis {
        return_gas_temp,
        superheat: t1_map - duty.to,
        superheat_source,
        subcooling: t_bubble - t_liquid,
        subcooling_source,
        correction,
    };

    let discharge_temp = match set(Parameter::DischargeTemp) {
        Some(d) if rating_conditions.correction.is_none() => {
            ids.extend(d.ids.iter().cloned());
            Some(evaluate(&d.set.coefficients, to_set, tc_set))
        }
        _ => {
            // The oil cooler takes k_oil·P with the oil (section 4), so only
            // the rest heats the gas: counting all of P twice-counts it.
            estimated.push("dischargeTemp".to_string());
            let gas_share = 1.0 - oil_cooling_factor(compressor.compressor_type, defaults);
            match refrigerant.vapour_ph(p_cond, suction.h + p * gas_share / mass_flow) {
                Ok(state) => Some(state.t),
                Err(_) => {
                    warnings.push(format!(
                        "Temperatura de descarga de {} fuera de la tabla de propiedades",
                        compressor.model
                    ));
                    None
                }
            }
        }
    };

    if let Some(t) = discharge_temp.filter(|t| *t > defaults.discharge_temp_limit) {
        warnings.push(format!(
            "Temperatura de descarga de {} de {t:.1} °C: supera el límite de {:.0} °C",
            compressor.model, defaults.discharge_temp_limit
        ));
    }

    // A motor is another variant, not this one on a near supply, beyond
    // ±10 % of its rated voltage: NEMA MG 1, 12.44 (runs at rated voltage
    // ±10 %) and the outer edge of IEC 60034-1, 7.3 zone B (±10 %, primary
    // function with reduced performance, not for prolonged operation).
    // Rated for the supply in IEC's sense is zone A, ±5 % (continuous
    // operation); between 5 and 10 % the motor is the same one in zone B,
    // which this rule does not yet tell apart (a '208-230' label is stored
    // as 208 V: docs/decisions/2026-11-28-motor-voltage-zones.md). A
    // catalogue motor for another supply is another variant, whose
    // nameplate current is not this one's scaled by the voltages (tester
    // report 4, defect 12). The figure stays scaled, and says so.
    // The larger of the two as the base: a "208-230" label reads 208 V and
    // runs at 230 V.
    if let Some(v) = compressor.rated_voltage.filter(|v| (v - duty.voltage).abs() > 0.1 * v.max(duty.voltage)) {
        warnings.push(format!(
            "El compresor {} es de {v:.0} V en el catálogo y el proyecto es de {:.0} V: su corriente se ha escalado por la tensión; confírmela con la placa de la variante de {:.0} V del fabricante (NEC 440: la RLA es la de la placa)",
            compressor.model, duty.voltage, duty.voltage
        ));
    }
    let current = match set(Parameter::Current) {
        Some(c) => {
            ids.extend(c.ids.iter().cloned());
            let rated = evaluate(&c.set.coefficients, to_set, tc_set);
            compressor.rated_voltage.map_or(rated, |v| rated * v / duty.voltage)
        }
        None => {
            estimated.push("current".to_string());
            p / (3f64.sqrt() * duty.voltage * defaults.power_factor)
        }
    };

    Ok(Performance {
        cooling_capacity: q,
        power_input: p,
        current,
        discharge_temp,
        mass_flow: mass_flow * 3600.0,
        in_envelope,
        operating_limits: OperatingLimits {
            evap_temp_min: capacity_set.evap_temp_min,
            evap_temp_max: capacity_set.evap_temp_max,
            cond_temp_min: capacity_set.cond_temp_min,
            cond_temp_max: capacity_set.cond_temp_max,
            envelope_polygon: capacity_set.envelope_polygon.clone(),
            envelope_source: Some(capacity_set.envelope_source()),
        },
        polynomial_ids: ids,
        estimated,
        suction_temp: suction.t,
        rating_conditions,
        warnings,
        frequency,
        speed_interpolation,
        drive_speeds: compressor.drive_speeds(code),
        temperature_basis: Some(TemperatureStatement {
            basis: TemperatureBasis::Dew,
            set_basis: basis,
            set_evap_temp: to_set,
            set_cond_temp: tc_set,
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compressor::model::RatingConditions;
    use crate::copeland_3da3;
    use crate::properties::dataset;

    /// Copeland 3DA3-075E-TFD's EnergyPlus sets (SI) on R404A, rated
    /// subcooling as published.
    fn compressor() -> CompressorData {
        copeland_3da3::compressor_rated_subcooling("c", "R404A")
    }

    /// Issue 21 item 9: R744 condensing at 29 °C, 2 K below its critical
    /// point, had no discharge temperature: the superheated-vapour grid
    /// stopped at 28 °C. The grid now reaches 30 °C (tools/refdata), and
    /// the discharge state closes the energy balance h2 = h1 + P/ṁ.
    #[test]
    fn r744_at_29_degrees_condensing_has_a_discharge_temperature() {
        let r = dataset().refrigerant("R744").unwrap();
        let mut data = compressor();
        for p in &mut data.polynomials {
            p.refrigerant = "R744".into();
        }
        let duty = Duty { to: -10.0, tc: 29.0, voltage: 460.0, superheat: None, subcooling: None, frequency: None };
        let perf = performance(&data, r, duty, &Defaults::default()).unwrap();
        let t2 = perf.discharge_temp.expect("a discharge temperature at 29 °C");
        let (_, p_cond) = r.pressures(29.0).unwrap();
        let (_, p_evap) = r.pressures(-10.0).unwrap();
        let h1 = r.vapour_pt(p_evap, perf.suction_temp).unwrap().h;
        let h2 = r.vapour_pt(p_cond, t2).unwrap().h;
        let m = perf.mass_flow / 3600.0;
        assert!((h2 - (h1 + perf.power_input / m)).abs() < 1e-3 * (h2 - h1), "{t2} °C");
        assert!(t2 > 29.0 && perf.warnings.iter().all(|w| !w.contains("fuera de la tabla")), "{perf:?}");
    }

    /// Issue 21 item 9: a set rated at mid-point temperatures of a blend
    /// is read at the mid-points of the duty's dew temperatures (the mean
    /// of dew and bubble at each pressure), and every answer states that
    /// its own temperatures are dew points. R407F glides about 5 K: read at
    /// the dew points, the mid-point set would overstate the evaporating
    /// temperature by half the glide. Pure R134a has one saturation
    /// temperature: both bases read the same point.
    #[test]
    fn a_mid_point_set_is_read_at_the_mid_points_of_the_dew_temperatures() {
        let on = |code: &str, basis: Option<TemperatureBasis>| {
            let mut data = compressor();
            for p in &mut data.polynomials {
                p.refrigerant = code.into();
                p.provenance.rating.temperature_basis = basis;
            }
            data
        };
        let duty = Duty { to: -10.0, tc: 40.0, voltage: 460.0, superheat: None, subcooling: None, frequency: None };
        let r = dataset().refrigerant("R407F").unwrap();
        let dew = performance(&on("R407F", None), r, duty, &Defaults::default()).unwrap();
        let mid = performance(&on("R407F", Some(TemperatureBasis::MidPoint)), r, duty, &Defaults::default()).unwrap();
        let by_hand = |t: f64| {
            let (_, p) = r.pressures(t).unwrap();
            (t + r.saturation_temperature(p, Side::Bubble).unwrap()) / 2.0
        };
        let (to_mid, tc_mid) = (by_hand(-10.0), by_hand(40.0));
        assert!(to_mid < -11.5 && tc_mid < 38.5, "{to_mid} {tc_mid}");
        let statement = mid.temperature_basis.unwrap();
        assert_eq!((statement.basis, statement.set_basis), (TemperatureBasis::Dew, TemperatureBasis::MidPoint));
        assert!((statement.set_evap_temp - to_mid).abs() < 1e-12 && (statement.set_cond_temp - tc_mid).abs() < 1e-12);
        let data = on("R407F", None);
        assert!((mid.power_input - evaluate(&data.polynomials[1].coefficients, to_mid, tc_mid)).abs() < 1e-9);
        assert!(mid.cooling_capacity < dew.cooling_capacity, "the mid-point set is read colder");
        let plain = dew.temperature_basis.unwrap();
        assert_eq!((plain.set_basis, plain.set_evap_temp, plain.set_cond_temp), (TemperatureBasis::Dew, -10.0, 40.0));

        let pure = dataset().refrigerant("R134a").unwrap();
        let a = performance(&on("R134a", None), pure, duty, &Defaults::default()).unwrap();
        let b = performance(&on("R134a", Some(TemperatureBasis::MidPoint)), pure, duty, &Defaults::default()).unwrap();
        assert!((a.cooling_capacity - b.cooling_capacity).abs() < 1e-6 * a.cooling_capacity);
    }

    /// Issue 21 item 1: a power set typed in kW is refused with the cause,
    /// never turned into a COP of a thousand.
    #[test]
    fn a_compressor_whose_sets_break_physics_is_refused_not_calculated() {
        let r = dataset().refrigerant("R404A").unwrap();
        let mut data = compressor();
        data.polynomials[1].coefficients = data.polynomials[1].coefficients.map(|c| c / 1000.0);
        let duty = Duty { to: -6.7, tc: 40.0, voltage: 460.0, superheat: None, subcooling: None, frequency: None };
        let error = performance(&data, r, duty, &Defaults::default()).unwrap_err();
        assert!(matches!(error, EngineError::PhysicallyImpossible { .. }), "{error:?}");
        let message = error.to_string();
        assert!(message.starts_with("Los datos del compresor 3DA3-075E-TFD no son físicamente posibles."), "{message}");
        assert!(message.ends_with("la potencia parece estar en kW"), "{message}");
    }

    /// Outside its envelope a sound set may extrapolate below zero: the
    /// point itself is checked too.
    #[test]
    fn a_duty_point_where_the_capacity_extrapolates_below_zero_is_refused() {
        let r = dataset().refrigerant("R404A").unwrap();
        let data = compressor();
        let (to, tc) = (-45.0, 55.0);
        assert!(evaluate(&data.polynomials[0].coefficients, to, tc) <= 0.0);
        let duty = Duty { to, tc, voltage: 460.0, superheat: None, subcooling: None, frequency: None };
        let error = performance(&data, r, duty, &Defaults::default()).unwrap_err();
        assert!(error.to_string().contains("La capacidad frigorífica de R404A vale -"), "{error}");
    }

    /// Issue 27: a point inside the rectangle of limits but in a corner the
    /// maker's polygon cuts off is `fuera de rango` like one past a limit
    /// (ENGINEERING.md section 2), and the selection leaves it out.
    #[test]
    fn a_point_outside_the_drawn_polygon_is_out_of_envelope() {
        use crate::compressor::envelope::EnvelopePoint;
        let r = dataset().refrigerant("R404A").unwrap();
        let mut data = compressor();
        let corners = [(-17.8, 10.0), (-17.8, 37.8), (-6.7, 48.9), (4.4, 48.9), (4.4, 10.0)];
        for set in data.polynomials.iter_mut() {
            set.envelope_polygon = Some(corners.map(|(to, tc)| EnvelopePoint { to, tc }).to_vec());
        }
        let at = |to, tc| {
            let duty = Duty { to, tc, voltage: 460.0, superheat: None, subcooling: None, frequency: None };
            performance(&data, r, duty, &Defaults::default()).unwrap()
        };
        let cut = at(-15.0, 46.0);
        assert!(!cut.in_envelope);
        assert!(cut.warnings[0].starts_with("Fuera de rango"), "{:?}", cut.warnings);
        assert!(at(-6.7, 40.0).in_envelope);
        assert!(at(-17.8, 37.8).in_envelope, "a corner is inside");
        // The answer states the polygon it was checked against (engine
        // 1.8.0), so the sheet draws the maker's envelope.
        let drawn = cut.operating_limits.envelope_polygon.as_ref().expect("the polygon in the answer");
        assert_eq!(drawn.len(), 5);
        assert_eq!((drawn[2].to, drawn[2].tc), (-6.7, 48.9));
        let json = serde_json::to_value(&cut.operating_limits).unwrap();
        assert_eq!(json["envelopePolygon"][1], serde_json::json!({"to": -17.8, "tc": 37.8}));
    }

    /// A set known only by its limits answers as before 1.8.0: no polygon written.
    #[test]
    fn a_set_without_a_polygon_answers_its_limits_only() {
        let r = dataset().refrigerant("R404A").unwrap();
        let duty = Duty { to: -6.7, tc: 40.0, voltage: 460.0, superheat: None, subcooling: None, frequency: None };
        let answer = performance(&compressor(), r, duty, &Defaults::default()).unwrap();
        let json = serde_json::to_value(&answer.operating_limits).unwrap();
        assert!(json.get("envelopePolygon").is_none(), "{json}");
        // The four limits and, from 1.13.0, where they come from.
        assert_eq!(json.as_object().unwrap().len(), 5);
        assert_eq!(json["envelopeSource"], "makerRanges");
    }

    /// Tester report 3, defect 3: a set with the tool's default limits is
    /// not judged 'Dentro de rango'; the answer says so as an 'Atención',
    /// and states the source. An answer recorded before 1.13.0 reads it
    /// from its limits.
    #[test]
    fn a_set_with_the_tools_default_limits_gets_attention_not_a_verdict() {
        use crate::compressor::envelope::DEFAULT_LIMITS;
        let r = dataset().refrigerant("R404A").unwrap();
        let mut data = compressor();
        // Recorded as the defaults (this fit extrapolates below zero at
        // −45 °C / 57 °C, so its own limits are kept).
        for set in data.polynomials.iter_mut() {
            set.envelope_source = Some(EnvelopeSource::ToolDefaults);
        }
        let duty = Duty { to: -6.7, tc: 40.0, voltage: 460.0, superheat: None, subcooling: None, frequency: None };
        let answer = performance(&data, r, duty, &Defaults::default()).unwrap();
        assert!(answer.in_envelope, "inside the calculator's bounds");
        assert_eq!(answer.operating_limits.envelope_source, Some(EnvelopeSource::ToolDefaults));
        let attention: Vec<&String> =
            answer.warnings.iter().filter(|w| w.starts_with("Atención: envolvente")).collect();
        assert_eq!(
            attention,
            ["Atención: envolvente del fabricante no indicada (límites por defecto de la herramienta) para 3DA3-075E-TFD (R404A): el punto de trabajo (evaporación -6.7 °C, condensación 40.0 °C) no se ha comprobado; verifíquelo con la envolvente del fabricante"]
        );
        let mut old = answer.operating_limits.clone();
        old.envelope_source = None;
        [old.evap_temp_min, old.evap_temp_max, old.cond_temp_min, old.cond_temp_max] = DEFAULT_LIMITS;
        assert_eq!(old.source(), EnvelopeSource::ToolDefaults);
        // The maker's limits: no attention.
        let makers = performance(&compressor(), r, duty, &Defaults::default()).unwrap();
        assert!(makers.warnings.iter().all(|w| !w.starts_with("Atención: envolvente")), "{:?}", makers.warnings);
        assert_eq!(makers.operating_limits.source(), EnvelopeSource::MakerRanges);
    }

    /// Issue 13, item 6: a screw's oil cooler takes k_oil·P (0.25, product
    /// default) out with the oil, so the gas's enthalpy rise is P·(1 − k_oil)/ṁ.
    #[test]
    fn a_screw_discharge_temperature_leaves_out_the_oil_cooler_share() {
        let r = dataset().refrigerant("R404A").unwrap();
        let defaults = Defaults::default();
        let duty = Duty { to: -6.7, tc: 40.0, voltage: 460.0, superheat: None, subcooling: None, frequency: None };
        let piston = performance(&compressor(), r, duty, &defaults).unwrap();
        let screw = performance(
            &CompressorData { compressor_type: CompressorType::Tornillo, ..compressor() },
            r,
            duty,
            &defaults,
        )
        .unwrap();
        let (_, p_cond) = r.pressures(40.0).unwrap();
        let (_, p_evap) = r.pressures(-6.7).unwrap();
        let h1 = r.vapour_pt(p_evap, 18.3).unwrap().h;
        let m = screw.mass_flow / 3600.0;
        let balance = r.vapour_ph(p_cond, h1 + screw.power_input * 0.75 / m).unwrap().t;
        assert!((screw.discharge_temp.unwrap() - balance).abs() < 1e-9);
        let all_of_p = r.vapour_ph(p_cond, h1 + piston.power_input / m).unwrap().t;
        assert!((piston.discharge_temp.unwrap() - all_of_p).abs() < 1e-9, "no oil cooler: all of P heats the gas");
        assert!(screw.discharge_temp.unwrap() < piston.discharge_temp.unwrap() - 5.0);
    }

    #[test]
    fn a_discharge_temperature_over_the_limit_is_warned_in_spanish() {
        let r = dataset().refrigerant("R404A").unwrap();
        let duty = Duty { to: -6.7, tc: 40.0, voltage: 460.0, superheat: None, subcooling: None, frequency: None };
        let result = performance(&compressor(), r, duty, &Defaults::default()).unwrap();
        let t = result.discharge_temp.unwrap();
        assert!(t < 135.0 && !result.warnings.iter().any(|w| w.contains("Temperatura de descarga")));
        let strict = Defaults { discharge_temp_limit: t - 1.0, ..Defaults::default() };
        let warned = performance(&compressor(), r, duty, &strict).unwrap();
        let expected =
            format!("Temperatura de descarga de 3DA3-075E-TFD de {t:.1} °C: supera el límite de {:.0} °C", t - 1.0);
        assert!(warned.warnings.contains(&expected), "{:?}", warned.warnings);
    }

    /// Issue 13, item 2: 1.0.0 read a negative superheat as 0 K.
    #[test]
    fn a_negative_superheat_or_subcooling_is_refused() {
        let r = dataset().refrigerant("R404A").unwrap();
        let duty =
            Duty { to: -6.7, tc: 40.0, voltage: 460.0, superheat: Some(-2.0), subcooling: None, frequency: None };
        let error = performance(&compressor(), r, duty, &Defaults::default()).unwrap_err();
        assert_eq!(error, EngineError::NegativeSuperheat(-2.0));
        assert_eq!(error.to_string(), "El sobrecalentamiento no puede ser negativo: -2 K");
        assert_eq!(crate::rules::DomainError::field(&error), Some("superheat"));
        let duty = Duty { superheat: None, subcooling: Some(-1.5), ..duty };
        assert_eq!(
            performance(&compressor(), r, duty, &Defaults::default()).unwrap_err(),
            EngineError::NegativeSubcooling(-1.5)
        );
        let zero = Duty { superheat: Some(0.0), subcooling: Some(0.0), ..duty };
        assert!(performance(&compressor(), r, zero, &Defaults::default()).is_ok());
    }

    fn run(superheat: Option<f64>, subcooling: Option<f64>, voltage: f64) -> Performance {
        let r = dataset().refrigerant("R404A").unwrap();
        performance(
            &compressor(),
            r,
            Duty { to: -6.7, tc: 40.0, voltage, superheat, subcooling, frequency: None },
            &Defaults::default(),
        )
        .unwrap()
    }

    #[test]
    fn subcooling_raises_capacity_by_the_liquid_enthalpy_and_leaves_flow_and_power() {
        let rated = run(None, None, 460.0);
        let sub = run(None, Some(5.0), 460.0);
        let r = dataset().refrigerant("R404A").unwrap();
        let (_, p_cond) = r.pressures(40.0).unwrap();
        let tb = r.saturation_temperature(p_cond, Side::Bubble).unwrap();
        let (_, p_evap) = r.pressures(-6.7).unwrap();
        let h1 = r.vapour_pt(p_evap, 18.3).unwrap().h;
        let h_liquid = |t: f64| r.subcooled_liquid_h(p_cond, t).unwrap();
        let expected = (h1 - h_liquid(tb - 5.0)) / (h1 - h_liquid(tb));
        assert!((sub.cooling_capacity / rated.cooling_capacity - expected).abs() < 1e-9);
        assert!(expected > 1.03, "5 K of subcooling adds several percent: {expected}");
        assert_eq!(sub.power_input, rated.power_input);
        assert!((sub.mass_flow - rated.mass_flow).abs() < 1e-9);
        assert!((sub.rating_conditions.correction.unwrap().capacity_factor - expected).abs() < 1e-9);
    }

    #[test]
    fn less_superheat_than_the_rating_gives_denser_gas_and_more_mass_flow() {
        let rated = run(None, None, 460.0);
        let low = run(Some(5.0), None, 460.0);
        assert!(low.mass_flow > rated.mass_flow);
        let correction = low.rating_conditions.correction.clone().unwrap();
        assert!((correction.superheat - 5.0).abs() < 1e-9 && correction.subcooling.abs() < 1e-9);
        assert!((correction.mass_flow_factor - low.mass_flow / rated.mass_flow).abs() < 1e-12);
        assert!((correction.capacity_factor - low.cooling_capacity / rated.cooling_capacity).abs() < 1e-12);
        assert!((low.suction_temp - (-6.7 + 5.0)).abs() < 1e-9);
    }

    /// ENGINEERING.md section 2: every result states the conditions it is
    /// at. The EnergyPlus set rates at 18.3 °C return gas and 0 K
    /// subcooling, which at −6.7 °C evaporating is 25 K of superheat.
    #[test]
    fn a_result_states_the_rating_conditions_it_is_at_and_their_source() {
        let rated = run(None, None, 460.0);
        let basis = &rated.rating_conditions;
        assert_eq!(basis.return_gas_temp, Some(18.3));
        assert!((basis.superheat - 25.0).abs() < 1e-9);
        assert_eq!(basis.superheat_source, ConditionSource::CoefficientSet);
        assert!(basis.subcooling.abs() < 1e-9);
        assert_eq!(basis.subcooling_source, ConditionSource::CoefficientSet);
        assert!(basis.correction.is_none());
        assert!((rated.suction_temp - 18.3).abs() < 1e-9);

        // A set that states neither: the product defaults, said to be defaults.
        let mut bare = compressor();
        for p in &mut bare.polynomials {
            p.provenance.rating = RatingConditions::default();
        }
        let r = dataset().refrigerant("R404A").unwrap();
        let defaults = Defaults::default();
        let result = performance(
            &bare,
            r,
            Duty { to: -6.7, tc: 40.0, voltage: 460.0, superheat: None, subcooling: None, frequency: None },
            &defaults,
        )
        .unwrap();
        let basis = result.rating_conditions;
        assert_eq!(
            (basis.return_gas_temp, basis.superheat_source, basis.subcooling_source),
            (None, ConditionSource::ProductDefault, ConditionSource::ProductDefault)
        );
        assert!((basis.superheat - defaults.rating_superheat).abs() < 1e-9);
        assert!((basis.subcooling - defaults.rating_subcooling).abs() < 1e-9);
        let json = serde_json::to_value(run(None, None, 460.0)).unwrap();
        assert_eq!(json["ratingConditions"]["superheatSource"], "coefficientSet");
    }

    /// Tester report 4, defect 12: a 460 V catalogue compressor on a 220 V
    /// project has its current scaled by 460/220 and said so; within ±10 %
    /// of its rating (440 V and 480 V: NEMA MG 1, 12.44; IEC 60034-1 zone B,
    /// whose zone A is ±5 %) it is the same motor.
    #[test]
    fn a_motor_for_another_supply_is_warned_about() {
        let said = |voltage: f64| {
            run(None, None, voltage).warnings.iter().any(|w| w.contains("en el catálogo y el proyecto es de"))
        };
        assert!(!said(460.0) && !said(440.0) && !said(480.0));
        let warnings = run(None, None, 220.0).warnings;
        let warning = warnings.iter().find(|w| w.contains("en el catálogo")).unwrap_or_else(|| panic!("{warnings:?}"));
        assert!(warning.contains("es de 460 V en el catálogo y el proyecto es de 220 V"), "{warning}");
        assert!(warning.contains("variante de 220 V"), "{warning}");
        let english = crate::recorded_english::english(warning).unwrap_or_default();
        assert!(english.contains("is a 460 V motor in the catalogue and the project is 220 V"), "{english}");
    }

    #[test]
    fn current_from_power_follows_the_supply_voltage() {
        let at_460 = run(None, None, 460.0);
        let at_230 = run(None, None, 230.0);
        assert!((at_230.current / at_460.current - 2.0).abs() < 1e-9);
        assert!(at_460.estimated.contains(&"current".to_string()));
    }
}
