//! A water chiller (POST /api/chillers/calculate; ENGINEERING.md section 8).

use serde::{Deserialize, Serialize};

use super::catalogue::Catalogue;
use super::checks::{cond_temp, refrigerant};
use super::hot_side::{hot_side_warning, plate_condensers, HotDuty, HotSideCheck};
use super::input::{ChillerInput, CondenserSettings, WaterSide};
use super::rack::{circuits, condenser_choice, line_sizes, Common};
use super::regulatory::system_compliance;
use super::CalculationError;
use crate::display_units::litres_per_minute;
use crate::engine::charge::Evaporator;
use crate::engine::design_pressure::HighSide;
use crate::engine::lines::Split;
use crate::engine::system::{
    calculate, circuit_condenser_limit, circuit_label, judged, once_each, without_condenser, CapacityLimit,
    CircuitInput, Compliance, CondenserChoice, LimitingComponent, Package, SystemResult,
};
use crate::engine::water_side::{
    approach, capacity_at_duty, capacity_from_flow, flow_from_capacity, fluid_in_words, freezing_point,
    freezing_warning, is_rating, model_name, parse_fluid, Approach, CapacityBasis, DutyCapacity, KW_PER_TR,
    MAX_PRESSURE_DROP_KPA, MIN_APPROACH_K, RATED_EVAPORATING_C, RATED_INLET_C, RATED_OUTLET_C,
};
use crate::engine::Defaults;
use crate::heat_exchanger::WaterPressureDrop;
use crate::properties::PropertyError;
use crate::regulation::EquipmentKind;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct HeatExchangerCheck {
    pub circuit_id: String,
    pub heat_exchanger_id: String,
    pub model: String,
    /// W (the catalogue's kW), like every capacity in an answer.
    pub capacity: f64,
    /// W: the circuit's required capacity.
    pub required_capacity: f64,
    pub sufficient: bool,
    /// The water-side pressure drop at the circuit's part of the cold-side
    /// flow, when the library rates the exchanger and the flow is known
    /// (engine 1.10.0; absent before, and written only when known).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub water_pressure_drop: Option<WaterPressureDrop>,
    /// How `sufficient` was judged (engine 1.12.0; absent before, when the
    /// catalogue capacity was taken whatever the duty): at the rating, on
    /// an estimate at the duty, or not at all.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capacity_basis: Option<CapacityBasis>,
    /// The capacity at the circuit's duty (fluid, temperatures,
    /// evaporating temperature), estimated from the rating, when the duty
    /// is not the rating (engine 1.12.0; decision
    /// 2026-11-28-plate-evaporator-capacity-at-the-duty).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duty_capacity: Option<DutyCapacity>,
    /// Sufficient on the estimate, but not at the low end of its
    /// uncertainty (`dutyCapacity.lowerBound`): 'Atención', not a firm pass
    /// (engine 1.13.0; review E3; decision 2026-11-28-estimate-margins).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub within_uncertainty: bool,
}

impl HeatExchangerCheck {
    /// W the check judged with: the estimate at the duty where there is one,
    /// else the catalogue capacity (`None` when unverified).
    pub fn judged_capacity(&self) -> Option<f64> {
        match (self.capacity_basis, &self.duty_capacity) {
            (Some(CapacityBasis::Unverified), _) => None,
            (_, Some(duty)) => Some(duty.capacity),
            _ => Some(self.capacity),
        }
    }
}

/// A plate evaporator rated `rated_w` at a circuit's duty: its basis and
/// estimate. `fluid` is the cold side's (water when not given), the
/// temperatures its entering and leaving ones when given, `flow` the
/// circuit's part of the cold-side flow (L/min) when known, else the flow
/// that carries `duty_w` between the temperatures (engine 1.14.0).
fn exchanger_at_duty(
    rated_w: f64,
    fluid: Option<&str>,
    temperatures: Option<(f64, f64)>,
    evap: f64,
    (flow, duty_w): (Option<f64>, f64),
) -> Result<(CapacityBasis, Option<DutyCapacity>), CalculationError> {
    let fluid = fluid.unwrap_or("water");
    let water = parse_fluid(fluid).0.eq_ignore_ascii_case("water");
    Ok(match temperatures {
        // Water whose temperatures the project does not give: estimated at
        // the rating's water temperatures and the circuit's evaporating
        // temperature (engine 1.13.0; review E3: 1.12.0 took the rating
        // whatever the evaporation).
        None if water => {
            let rated = Some((RATED_INLET_C, RATED_OUTLET_C));
            return exchanger_at_duty(rated_w, Some("water"), rated, evap, (flow, duty_w));
        }
        None => (CapacityBasis::Unverified, None),
        Some((t_in, t_out)) if is_rating(fluid, t_in, t_out, evap) => (CapacityBasis::Rating, None),
        Some((t_in, t_out)) => {
            // Outside the fluid's property table there is no estimate (the
            // answer says it is unverified); any other failure is refused.
            let flow = match flow {
                Some(flow) => flow,
                None => match flow_from_capacity(fluid, duty_w, t_in, t_out) {
                    Ok(flow) => flow,
                    Err(PropertyError::OutOfRange { .. }) => return Ok((CapacityBasis::Unverified, None)),
                    Err(e) => return Err(e.into()),
                },
            };
            match capacity_at_duty(rated_w, fluid, (t_in, t_out), evap, flow) {
                Ok(Some(duty)) => (CapacityBasis::Estimate, Some(duty)),
                Ok(None) | Err(PropertyError::OutOfRange { .. }) => (CapacityBasis::Unverified, None),
                Err(e) => return Err(e.into()),
            }
        }
    })
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ChillerAnswer {
    #[serde(flatten)]
    pub system: SystemResult,
    pub generated_model_name: String,
    /// W: with the fluid method the fluid's capacity, else the one typed.
    pub required_capacity: f64,
    /// The whole chiller's cooling capacity against `required_capacity`.
    pub compliance: Compliance,
    /// Leaving fluid minus each circuit's evaporating temperature, when the
    /// leaving temperature is known.
    pub approaches: Vec<Approach>,
    /// L/min on the cold side, when known.
    pub cold_side_flow: Option<f64>,
    pub hot_side: Option<HotSideCheck>,
    pub heat_exchanger_checks: Vec<HeatExchangerCheck>,
}

struct Side {
    fluid: Option<String>,
    /// L/min.
    flow: Option<f64>,
    t_in: Option<f64>,
    t_out: Option<f64>,
}

fn side(side: &WaterSide) -> Side {
    Side {
        fluid: side.fluid_type.clone().filter(|f| !f.trim().is_empty()),
        flow: side.flow_rate.map(|f| litres_per_minute(f, side.flow_rate_unit.as_deref())),
        t_in: side.temp_in,
        t_out: side.temp_out,
    }
}

/// The requirement (W) and the cold-side flow (L/min) when known.
fn requirement(
    input: &ChillerInput,
    cold_side: &WaterSide,
    cold: &Side,
) -> Result<(f64, Option<f64>), CalculationError> {
    let config = &input.chiller;
    if config.capacity_method.as_deref() == Some("fluid") {
        let (Some(fluid), Some(flow), Some(t_in), Some(t_out)) = (cold.fluid.clone(), cold.flow, cold.t_in, cold.t_out)
        else {
            return Err(CalculationError::CapacityUndetermined);
        };
        // No flow carries no heat: the flow is what to correct, not the
        // required capacity the screen computes from it (review item).
        if flow.is_nan() || flow <= 0.0 {
            return Err(CalculationError::ColdSideFlow);
        }
        let w = capacity_from_flow(&fluid, flow, t_in, t_out)?;
        if w <= 0.0 {
            return Err(CalculationError::ZeroCapacity);
        }
        return Ok((w, Some(flow)));
    }
    if let Some(kw) = config.required_capacity.filter(|v| *v < 0.0) {
        return Err(CalculationError::NegativeCapacity(kw));
    }
    if config.required_capacity == Some(0.0) {
        return Err(CalculationError::ZeroCapacity);
    }
    let Some(kw) = config.required_capacity.filter(|v| *v > 0.0) else {
        return Err(CalculationError::CapacityUndetermined);
    };
    let w = if cold_side.capacity_unit.as_deref() == Some("tr") { kw * KW_PER_TR * 1000.0 } else { kw * 1000.0 };
    let flow = match (cold.fluid.clone(), cold.t_in, cold.t_out) {
        (Some(f), Some(a), Some(b)) if a != b => Some(flow_from_capacity(&f, w, a, b)?),
        _ => None,
    };
    Ok((w, flow))
}

/// The cold side, when both its temperatures are given, enters warmer than
/// it leaves: an evaporator cools its fluid (equal temperatures carry no
/// heat at any flow).
fn cooled(cold: &Side) -> Result<(), CalculationError> {
    match (cold.t_in, cold.t_out) {
        (Some(t_in), Some(t_out)) if t_in <= t_out => Err(CalculationError::ColdSideNotCooled { t_in, t_out }),
        _ => Ok(()),
    }
}

/// A water-cooled chiller's hot side, when both its temperatures are given,
/// enters colder than it leaves: a condenser warms its water (the review
/// of engine 1.13.0: an inverted hot side selected no plate and said
/// nothing), as [`cooled`] asks of the cold side.
fn warmed(hot: &Side) -> Result<(), CalculationError> {
    match (hot.t_in, hot.t_out) {
        (Some(t_in), Some(t_out)) if t_in >= t_out => Err(CalculationError::HotSideNotWarmed { t_in, t_out }),
        _ => Ok(()),
    }
}

/// Without both hot-side temperatures no plate condenser is selected or
/// checked (decision 2026-11-28-plate-condenser-selection): the answer
/// says so, naming the rating conditions a maker quotes (EN 14511-2:
/// water 30/35 °C).
fn hot_side_unset_warning(hot: &Side) -> Option<String> {
    (hot.t_in.is_none() || hot.t_out.is_none()).then(|| {
        "Lado caliente sin temperaturas de entrada y salida: no se selecciona ni se comprueba el condensador por agua de ningún circuito; indíquelas (con agua de 30 °C a 35 °C según EN 14511-2)".to_string()
    })
}

/// Each circuit's approach to the leaving fluid temperature (°C). A circuit
/// evaporating at or above it cannot cool the fluid and is refused.
fn approaches(circuits: &[CircuitInput], leaving: f64) -> Result<Vec<Approach>, CalculationError> {
    circuits
        .iter()
        .enumerate()
        .map(|(i, c)| {
            if c.evap_temp >= leaving {
                return Err(CalculationError::EvaporationNotBelowLeaving {
                    circuit: circuit_label(i, &c.id),
                    evap: c.evap_temp,
                    leaving,
                });
            }
            Ok(approach(&c.id, leaving, c.evap_temp))
        })
        .collect()
}

/// No circuit may evaporate less than `margin` K above the cooled fluid's
/// freezing point (water 0 °C; glycol mixtures from the secondary-fluid
/// table): the fluid would freeze on the plates. The way out is a glycol
/// mixture or a warmer evaporation, which the message says.
fn not_freezing(circuits: &[CircuitInput], fluid: &str, margin: f64) -> Result<(), CalculationError> {
    let Some(freezing) = freezing_point(fluid) else { return Ok(()) };
    // The margin is a minimum (the sheet: 'mín. 1 K'): exactly 1 K passes
    // (tester report 3, defect 25); 1e-9 K absorbs the binary rounding of
    // a freezing point such as −12.8 °C.
    match circuits.iter().enumerate().find(|(_, c)| c.evap_temp - freezing < margin - 1e-9) {
        Some((i, c)) => Err(CalculationError::EvaporationFreezes {
            circuit: circuit_label(i, &c.id),
            evap: c.evap_temp,
            fluid: fluid_in_words(fluid),
            // To the tenth, as the sheet prints temperatures (issue 23:
            // MPG-10's '-2.867 °C').
            freezing: (freezing * 10.0).round() / 10.0,
            margin,
        }),
        None => Ok(()),
    }
}

/// A chiller has one requirement (typed, or the cold side's by the fluid
/// method); its circuits' typed capacities are the engineer's split of it.
/// When they do not add up to it (1 %), each circuit and its plate
/// exchanger are judged against its share of the one requirement, in
/// proportion to the capacities typed, and the answer says so (engine
/// 1.9.0: before, a circuit was judged against its typed figure and could
/// read 'CUMPLE' beside a chiller 'INSUFICIENTE'). Gives each circuit's
/// requirement, kW, and the warning when they were rescaled.
fn circuit_shares(circuits: &[CircuitInput], required_w: f64) -> (Vec<Option<f64>>, Option<String>) {
    let typed: Vec<Option<f64>> = circuits.iter().map(|c| c.required_capacity).collect();
    let circuits_kw: f64 = typed.iter().flatten().sum();
    let required_kw = required_w / 1000.0;
    if (circuits_kw - required_kw).abs() <= 0.01 * required_kw || circuits_kw <= 0.0 {
        return (typed, None);
    }
    let shares = typed.iter().map(|kw| kw.map(|kw| kw / circuits_kw * required_kw)).collect();
    let warning = format!(
        "Las capacidades requeridas de los circuitos suman {circuits_kw:.1} kW y el chiller requiere {required_kw:.1} kW: cada circuito y su intercambiador se juzgan contra su parte de los {required_kw:.1} kW, en proporción a la capacidad indicada"
    );
    (shares, Some(warning))
}

/// The condenser's limit on the whole system, when it rejects less than
/// the load.
fn system_condenser_limit(system: &SystemResult) -> Option<CapacityLimit> {
    if super::rack::selection_failed(system) {
        return Some(CapacityLimit::no_condenser(system.condenser_analysis.cooling_capacity));
    }
    let check = system.condenser.as_ref()?;
    let model = system.auto_selected_condenser.as_ref().or(system.given_condenser.as_ref()).map(|c| c.model.clone());
    CapacityLimit::condenser(
        &model.unwrap_or_default(),
        check.capacity,
        system.condenser_analysis.total_condenser_load,
        system.condenser_analysis.cooling_capacity,
    )
}

/// The chiller's limit: what its circuits deliver together, named by the
/// component that takes the most off (`None` when no circuit is limited).
/// Each entry is a circuit's compressors' capacity (W) and its limit.
fn chiller_limit(circuits: &[(f64, Option<CapacityLimit>)]) -> Option<CapacityLimit> {
    let worst = circuits
        .iter()
        .filter_map(|(w, l)| l.as_ref().map(|l| (w - l.capacity, l)))
        .max_by(|a, b| a.0.total_cmp(&b.0))?
        .1;
    Some(CapacityLimit {
        capacity: circuits.iter().map(|(w, l)| l.as_ref().map_or(*w, |l| l.capacity)).sum(),
        compressors_capacity: circuits.iter().map(|(w, _)| w).sum(),
        ..worst.clone()
    })
}

/// Each circuit's condenser limit, in the circuits' order: its own
/// condenser's where each circuit has one (an air-cooled chiller of
/// several circuits, engine 1.11.0), else its share of the one condenser's.
fn condenser_limits(system: &SystemResult) -> Vec<Option<CapacityLimit>> {
    if !system.circuit_condensers.is_empty() {
        return system
            .circuits
            .iter()
            .zip(&system.circuit_condensers)
            .map(|(circuit, own)| {
                // Its selection found none: no condenser, nothing delivered
                // (decision 2026-11-27-no-condenser-no-verdict).
                if own.condenser.is_none() && own.auto_select_error.is_some() {
                    return Some(CapacityLimit::no_condenser(circuit.totals.cooling_capacity));
                }
                let (condenser, check) = (own.condenser.as_ref()?, own.check.as_ref()?);
                CapacityLimit::condenser(&condenser.model, check.capacity, own.load, circuit.totals.cooling_capacity)
            })
            .collect();
    }
    let shared = system_condenser_limit(system);
    system
        .circuits
        .iter()
        .map(|c| shared.as_ref().map(|l| circuit_condenser_limit(l, c.totals.cooling_capacity)))
        .collect()
}

pub fn chiller(input: &ChillerInput, catalogue: &dyn Catalogue) -> Result<ChillerAnswer, CalculationError> {
    let config = &input.chiller;
    let circuits_in = config.circuits.clone().unwrap_or_default();
    let cond = input.cond_temp.or(config.cond_temp);
    let Some(common) = Common::read(
        cond,
        (input.voltage, input.frequency),
        (config.pipe_distance, true),
        input.superheat,
        input.subcooling,
    )?
    else {
        return Err(CalculationError::IncompleteFields);
    };
    if circuits_in.is_empty() {
        return Err(CalculationError::IncompleteFields);
    }
    if circuits_in.len() > super::CHILLER_MAX_CIRCUITS {
        return Err(CalculationError::LimitReached("Un chiller puede tener máximo 4 circuitos"));
    }
    let cold_side = config.cold_side.clone().unwrap_or_default();
    let cold = side(&cold_side);
    cooled(&cold)?;
    let water_to_water = config.chiller_type.as_deref() == Some("agua-agua");
    let mut warnings = Vec::new();
    if water_to_water {
        let hot = side(&config.hot_side.clone().unwrap_or_default());
        warmed(&hot)?;
        warnings.extend(hot_side_unset_warning(&hot));
    }
    let (required_w, cold_flow) = requirement(input, &cold_side, &cold)?;
    if let (Some(f), Some(t_out)) = (&cold.fluid, cold.t_out) {
        warnings.extend(freezing_warning(f, t_out, Defaults::default().freezing_margin)?);
    }
    let r = refrigerant(input.refrigerant.as_deref())?;
    cond_temp(r, common.cond)?;
    let circuits = circuits(
        &circuits_in,
        catalogue,
        r,
        common.cond,
        true,
        "Cada circuito necesita temperatura de evaporación, capacidad requerida y al menos un compresor",
    )?;
    let approaches = match cold.t_out {
        Some(leaving) => approaches(&circuits, leaving)?,
        None => Vec::new(),
    };
    if let Some(fluid) = &cold.fluid {
        not_freezing(&circuits, fluid, Defaults::default().evaporation_freezing_margin)?;
    }
    warnings.extend(approaches.iter().enumerate().filter_map(|(i, a)| a.warning_for(&circuit_label(i, &a.circuit_id))));
    let unit_config = CondenserSettings {
        condenser_id: config.condenser_id.clone(),
        auto_select_condenser: config.auto_select_condenser,
        condenser_oversizing: config.condenser_oversizing,
        ambient_temp: config.ambient_temp,
        filter_microchannel_only: config.filter_microchannel_only,
        typed: config.typed_condenser.clone(),
        ..Default::default()
    };
    let (condenser, ambient) =
        if water_to_water { (CondenserChoice::None, None) } else { condenser_choice(catalogue, Some(&unit_config))? };
    super::rack::ambient_for_the_condenser(common.cond, ambient)?;
    let sizes = line_sizes(&circuits_in, &circuits, None, config.discharge_line_size.as_deref())?;
    let mut system_input = common.system(r, circuits, Split::Single, condenser, ambient);
    system_input.line_sizes = sizes;
    // A packaged chiller: a brazed-plate evaporator and no liquid receiver
    // (docs/decisions/2026-11-27-packaged-lines-and-charge.md).
    // Its refrigerant circuits are independent: an air-cooled one has a
    // condenser per circuit, a water-cooled one a brazed-plate condenser
    // (engine 1.11.0; docs/decisions/2026-11-27-one-condenser-per-refrigerant-circuit.md).
    system_input.package = Package {
        receiver: false,
        evaporator: Evaporator::BrazedPlate,
        condenser_per_circuit: !water_to_water,
        plate_condenser: water_to_water,
        independent_circuits: true,
        suction_inside: true,
        ..Package::default()
    };
    if water_to_water {
        let leaving_water = side(&config.hot_side.clone().unwrap_or_default()).t_out;
        if let Some(leaving) = leaving_water.filter(|w| common.cond - w < MIN_APPROACH_K) {
            return Err(CalculationError::CondenserApproach { cond: common.cond, leaving, min: MIN_APPROACH_K });
        }
        system_input.high_side = HighSide::WaterCooled { leaving_water };
    }
    let mut system = calculate(&system_input)?;
    // Water–water: the hot side must take Σ(Q + P), each refrigerant
    // circuit's in its own brazed-plate condenser from the catalogue
    // (engine 1.13.0; decision 2026-11-28-plate-condenser-selection).
    let hot_side = if water_to_water {
        let hot = side(&config.hot_side.clone().unwrap_or_default());
        let fluid = hot.fluid.unwrap_or_else(|| "water".into());
        match (hot.t_in, hot.t_out) {
            (Some(a), Some(b)) if a != b => {
                let required = flow_from_capacity(&fluid, system.totals.heat_rejection, a, b)?;
                let mut check = HotSideCheck {
                    heat_rejection: system.totals.heat_rejection,
                    required_flow: required,
                    given_flow: hot.flow,
                    difference: hot.flow.map(|g| g - required),
                    condensers: Vec::new(),
                };
                warnings.extend(hot_side_warning(&check, a, b));
                if a < b {
                    let duty = HotDuty { fluid: &fluid, t_in: a, t_out: b, cond: common.cond };
                    let (duties, selection) = plate_condensers(&system, &check, &duty, catalogue)?;
                    check.condensers = duties;
                    warnings.extend(selection);
                }
                Some(check)
            }
            _ => None,
        }
    } else {
        None
    };
    // A circuit without a condenser is not charged for one: the charge is
    // calculated again without it (the heat it must reject is unchanged).
    let missing: Vec<bool> = hot_side.iter().flat_map(|h| &h.condensers).map(|c| c.selection_error.is_some()).collect();
    if missing.iter().any(|m| *m) {
        for (slot, m) in system_input.package.without_plate_condenser.iter_mut().zip(&missing) {
            *slot = *m;
        }
        system = calculate(&system_input)?;
    }
    system.regulatory_compliance = system_compliance(&input.regulatory, EquipmentKind::Chiller, r, &system);
    if !water_to_water {
        without_condenser(&mut system);
        super::rack::no_condenser_found(&mut system);
        super::rack::unverified_without_ambient(&mut system, ambient);
    }
    let (shares, shares_warning) = circuit_shares(&system_input.circuits, required_w);
    warnings.extend(shares_warning);

    // Plate heat exchangers: catalogue capacity ≥ the circuit's share.
    let mut checks = Vec::new();
    let shares_kw: f64 = shares.iter().flatten().fold(0.0, |sum, kw| sum + kw);
    for (i, ((request, circuit), share)) in circuits_in.iter().zip(&system_input.circuits).zip(&shares).enumerate() {
        let Some(id) = request.heat_exchanger_id.as_deref().filter(|s| !s.is_empty()) else { continue };
        let Some(hx) = catalogue.heat_exchanger(id) else {
            return Err(CalculationError::UnknownHeatExchanger {
                circuit: circuit_label(i, &circuit.id),
                id: id.into(),
            });
        };
        let required = share.unwrap_or(0.0);
        let label = circuit_label(i, &circuit.id);
        // Engine 1.12.0: judged at the circuit's duty, not at the rating
        // (tester report 2, defect 34).
        let temperatures = cold.t_in.zip(cold.t_out);
        // The circuits' exchangers share the cold-side flow in proportion
        // to their part of the requirement (one circuit: all of it). The
        // parts are taken over their sum, so the flows add up to the
        // chiller's even where the typed capacities fall within the 1 %
        // the shares tolerate (engine 1.12.0; tester report 3, defect 7:
        // 4.98 of 5.0 m³/h through the one exchanger).
        let circuit_flow = cold_flow.filter(|_| shares_kw > 0.0).map(|flow| flow * required / shares_kw);
        // Without the flow, the one that carries the circuit's requirement
        // (else its compressors' capacity) between the temperatures.
        let compressors_w = system.circuits.get(i).map_or(0.0, |c| c.totals.cooling_capacity);
        let duty_w = if required > 0.0 { required * 1000.0 } else { compressors_w };
        let (basis, duty) = exchanger_at_duty(
            hx.capacity_kw * 1000.0,
            cold.fluid.as_deref(),
            temperatures,
            circuit.evap_temp,
            (circuit_flow, duty_w),
        )?;
        let judged_kw = match basis {
            CapacityBasis::Unverified => None,
            _ => Some(duty.as_ref().map_or(hx.capacity_kw, |d| d.capacity / 1000.0)),
        };
        let sufficient = judged_kw.is_some_and(|kw| kw >= required);
        let within_uncertainty =
            sufficient && duty.as_ref().and_then(|d| d.lower_bound).is_some_and(|low| low / 1000.0 < required);
        if within_uncertainty {
            let low = duty.as_ref().and_then(|d| d.lower_bound).unwrap_or_default() / 1000.0;
            warnings.push(format!(
                "Atención: capacidad estimada del intercambiador {} ({:.1} kW para {:.1} kW requeridos en el circuito {label}) con un margen dentro de la incertidumbre de la estimación: con el lado del fluido entre el 30 % y el 70 % de la resistencia serían {:.1} kW; confirme la selección con el fabricante",
                hx.model,
                judged_kw.unwrap_or_default(),
                required,
                low,
            ));
        }
        if temperatures.is_none() && basis == CapacityBasis::Estimate {
            warnings.push(format!(
                "Intercambiador {} del circuito {label}: sin temperaturas del lado frío, su capacidad se estima con agua de {RATED_INLET_C:.0} °C a {RATED_OUTLET_C:.0} °C y la evaporación del circuito ({:.1} °C)",
                hx.model, circuit.evap_temp,
            ));
        }
        // The catalogue and the circuit speak kW; the answer W.
        // Named by model, as the sheet's exchanger table names it (tester
        // report 3, minor: 'Demostración PSD-8' beside 'PSD-8').
        match (&duty, judged_kw) {
            (_, None) => warnings.push(format!(
                "Capacidad sin verificar del intercambiador {} en el circuito {label}: su capacidad de catálogo ({:.1} kW) es con agua de {RATED_INLET_C:.0} °C a {RATED_OUTLET_C:.0} °C y evaporación a {RATED_EVAPORATING_C:.0} °C; con {} {}; confirme la selección con el fabricante",
                hx.model,
                hx.capacity_kw,
                cold.fluid.as_deref().map_or_else(|| "agua".to_string(), fluid_in_words),
                if temperatures.is_none() {
                    "y sin temperaturas de entrada y salida no se puede estimar"
                } else {
                    "a estas temperaturas no se puede estimar"
                },
            )),
            (None, Some(kw)) if !sufficient => warnings.push(format!(
                "Intercambiador subdimensionado: {} ({:.1} kW) para {:.1} kW requeridos en el circuito {label}",
                hx.model, kw, required,
            )),
            (Some(_), Some(kw)) if !sufficient => warnings.push(format!(
                "Intercambiador subdimensionado: {} ({:.1} kW estimados en las condiciones del circuito; {:.1} kW de catálogo con agua de {RATED_INLET_C:.0} °C a {RATED_OUTLET_C:.0} °C) para {:.1} kW requeridos en el circuito {label}",
                hx.model, kw, hx.capacity_kw, required,
            )),
            _ => {}
        }
        let water_pressure_drop = match (hx.pressure_drop_kpa, hx.rated_flow_lmin, circuit_flow, &cold.fluid) {
            (Some(kpa), Some(rated), Some(flow), fluid) if rated > 0.0 && flow > 0.0 => {
                Some(WaterPressureDrop::at(kpa, rated, flow, fluid.as_deref().unwrap_or("water")))
            }
            _ => None,
        };
        // Report 2, defect 19: a drop past the product's limit is warned,
        // not only printed (for a glycol the figure is water's, so lower).
        if let Some(drop) = water_pressure_drop.as_ref().filter(|d| d.kpa > MAX_PRESSURE_DROP_KPA) {
            warnings.push(exchanger_drop_warning(&hx.model, &label, drop));
        }
        checks.push(HeatExchangerCheck {
            circuit_id: circuit.id.clone(),
            heat_exchanger_id: hx.id.clone(),
            model: hx.model.clone(),
            capacity: hx.capacity_kw * 1000.0,
            required_capacity: required * 1000.0,
            sufficient,
            water_pressure_drop,
            capacity_basis: Some(basis),
            duty_capacity: duty,
            within_uncertainty,
        });
    }
    // Each circuit delivers no more than its weakest component: its
    // compressors, its share of the condenser, its plate exchanger.
    let condenser_limits = match &hot_side {
        // A water-cooled circuit's own plate condenser: the selected one
        // rejects its heat; none selected, none condenses.
        Some(hot) if !hot.condensers.is_empty() => system
            .circuits
            .iter()
            .zip(&hot.condensers)
            .map(|(c, duty)| {
                duty.selection_error.is_some().then(|| CapacityLimit::no_condenser(c.totals.cooling_capacity))
            })
            .collect(),
        _ => condenser_limits(&system),
    };
    let mut limits = Vec::new();
    for ((result, share), condenser) in system.circuits.iter_mut().zip(&shares).zip(condenser_limits) {
        let in_envelope = result.compressors.iter().all(|c| c.performance.in_envelope);
        let compressors_w = result.totals.cooling_capacity;
        let exchanger = checks.iter().find(|c| c.circuit_id == result.circuit_id).and_then(|c| {
            Some(CapacityLimit {
                component: LimitingComponent::HeatExchanger,
                model: c.model.clone(),
                capacity: c.judged_capacity()?,
                compressors_capacity: compressors_w,
            })
        });
        let limit = CapacityLimit::tighter(condenser, exchanger).filter(|l| l.capacity < compressors_w);
        result.compliance =
            share.filter(|kw| *kw > 0.0).map(|kw| judged(kw * 1000.0, compressors_w, limit.clone(), in_envelope));
        limits.push((compressors_w, limit));
    }
    let in_envelope = system.circuits.iter().flat_map(|c| &c.compressors).all(|c| c.performance.in_envelope);
    let compliance = judged(required_w, system.totals.cooling_capacity, chiller_limit(&limits), in_envelope);
    // The unit's oversizing: its circuits share its requirement.
    warnings.extend(compliance.oversizing_warning(""));
    system.warnings.extend(warnings);
    once_each(&mut system.warnings);
    Ok(ChillerAnswer {
        generated_model_name: model_name(
            water_to_water,
            system.totals.cooling_capacity,
            r.code(),
            system_input.circuits.len(),
        ),
        required_capacity: required_w,
        compliance,
        approaches,
        cold_side_flow: cold_flow,
        hot_side,
        heat_exchanger_checks: checks,
        system,
    })
}

/// The warning the engine records for a plate evaporator whose water-side
/// drop at its circuit's flow passes [`MAX_PRESSURE_DROP_KPA`] (`label`:
/// the circuit as the texts name it, '1 (A)').
///
/// Never reworded: the sheet finds the recorded text by building it again
/// (app sheets water_words.rs) to word it in the side's unit, so a new
/// wording is a new function for a new engine version, this one kept for
/// the answers that recorded it.
pub fn exchanger_drop_warning(model: &str, label: &str, drop: &WaterPressureDrop) -> String {
    format!(
        "Caída de presión excesiva en el intercambiador {model} del circuito {label}: {:.1} kPa con {:.1} L/min, más de los {MAX_PRESSURE_DROP_KPA:.0} kPa que admite el producto en un evaporador de placas soldadas; elija un intercambiador mayor o confírmela con el fabricante",
        drop.kpa, drop.flow_lmin,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::super::catalogue::CatalogueSnapshot;
    use super::super::input::{ChillerSettings, Circuit, CompressorChoice, WaterSide};
    use crate::rules::DomainError;

    fn circuit(id: &str, evap: f64, kw: Option<f64>) -> CircuitInput {
        CircuitInput {
            id: id.into(),
            evap_temp: evap,
            required_capacity: kw,
            compressors: Vec::new(),
            suction_split: Split::Single,
        }
    }

    /// Issue 13, item 5: leaving water at 7 °C cannot come from a circuit
    /// evaporating at 7 °C or above; 1 K of approach is reported and warned.
    #[test]
    fn it_should_refuse_a_circuit_evaporating_at_or_above_the_leaving_fluid() {
        let error = approaches(&[circuit("1", 2.0, None), circuit("2", 7.0, None)], 7.0).unwrap_err();
        assert_eq!(
            error,
            CalculationError::EvaporationNotBelowLeaving { circuit: "2".into(), evap: 7.0, leaving: 7.0 }
        );
        assert_eq!(
            error.to_string(),
            "La temperatura de evaporación del circuito 2 (7 °C) debe ser menor que la de salida del fluido (7 °C)"
        );
        let found = approaches(&[circuit("1", 2.0, None), circuit("2", 6.0, None)], 7.0).unwrap();
        assert_eq!(found.iter().map(|a| (a.approach, a.tight)).collect::<Vec<_>>(), vec![(5.0, false), (1.0, true)]);
    }

    #[test]
    fn it_should_judge_circuits_against_their_share_when_they_do_not_add_up() {
        let split = [circuit("1", 2.0, Some(17.5)), circuit("2", 2.0, Some(17.5))];
        assert_eq!(circuit_shares(&split, 34_960.0), (vec![Some(17.5), Some(17.5)], None));
        // Issue 23 (tester): the fluid gives 33.55 kW, circuit 1 typed 20 kW.
        let (shares, warning) = circuit_shares(&[circuit("1", 2.0, Some(20.0))], 33_550.0);
        assert_eq!(shares, vec![Some(33.55)]);
        assert_eq!(
            warning.as_deref(),
            Some("Las capacidades requeridas de los circuitos suman 20.0 kW y el chiller requiere 33.5 kW: cada circuito y su intercambiador se juzgan contra su parte de los 33.5 kW, en proporción a la capacidad indicada")
        );
        // Two circuits typed 10 + 30 kW of a 60 kW chiller: 15 and 45 kW.
        let (shares, _) = circuit_shares(&[circuit("1", 2.0, Some(10.0)), circuit("2", 2.0, Some(30.0))], 60_000.0);
        assert_eq!(shares, vec![Some(15.0), Some(45.0)]);
    }

    /// Issue 23, tester defect 1: a chiller delivers what its circuits
    /// deliver, each limited by its weakest component, and is named by the
    /// component that takes the most off.
    #[test]
    fn the_chiller_is_limited_by_its_circuits_weakest_components() {
        let limit = |model: &str, capacity: f64, compressors: f64| CapacityLimit {
            component: LimitingComponent::HeatExchanger,
            model: model.into(),
            capacity,
            compressors_capacity: compressors,
        };
        assert_eq!(chiller_limit(&[(20_000.0, None), (20_000.0, None)]), None);
        let both = chiller_limit(&[
            (20_000.0, Some(limit("PSD-8", 8_000.0, 20_000.0))),
            (20_000.0, Some(limit("PSD-15", 15_000.0, 20_000.0))),
        ])
        .unwrap();
        assert_eq!((both.model.as_str(), both.capacity, both.compressors_capacity), ("PSD-8", 23_000.0, 40_000.0));
        let one = chiller_limit(&[(20_000.0, None), (16_000.0, Some(limit("PSD-8", 8_000.0, 16_000.0)))]).unwrap();
        assert_eq!((one.capacity, one.compressors_capacity), (28_000.0, 36_000.0));
    }

    /// Issue 23 (tester): 160 L/min on the hot side where 186.8 L/min are
    /// needed between 30 and 35 °C: the water would rise 5.84 K, leave at
    /// 35.8 °C, and the condensing temperature with it.
    #[test]
    fn it_should_warn_when_the_condenser_water_is_short() {
        let check = |given: f64| HotSideCheck {
            heat_rejection: 65_000.0,
            required_flow: 186.78,
            given_flow: Some(given),
            difference: Some(given - 186.78),
            condensers: Vec::new(),
        };
        assert_eq!(
            hot_side_warning(&check(160.0), 30.0, 35.0).as_deref(),
            Some("Caudal de agua del condensador insuficiente: 160.0 L/min para 186.8 L/min necesarios (65.0 kW de 30.0 °C a 35.0 °C): el agua saldría a 35.8 °C (salto de 5.8 K en vez de 5.0 K) y subiría la temperatura de condensación")
        );
        assert_eq!(hot_side_warning(&check(185.0), 30.0, 35.0), None, "within 1 %");
        assert_eq!(hot_side_warning(&check(200.0), 30.0, 35.0), None);
    }

    /// Issue 13, item 10: a negative required capacity was accepted.
    #[test]
    fn it_should_refuse_a_negative_required_capacity() {
        let compressors = Some(vec![CompressorChoice { model: Some("X".into()), ..Default::default() }]);
        let input = ChillerInput {
            chiller: ChillerSettings {
                capacity_method: Some("direct".into()),
                required_capacity: Some(-20.0),
                cond_temp: Some(40.0),
                circuits: Some(vec![Circuit {
                    evap_temp: Some(2.0),
                    required_capacity: Some(20.0),
                    compressors,
                    ..Default::default()
                }]),
                ..Default::default()
            },
            refrigerant: Some("R134a".into()),
            ..Default::default()
        };
        let error = chiller(&input, &CatalogueSnapshot::default()).unwrap_err();
        assert_eq!(error, CalculationError::NegativeCapacity(-20.0));
        assert_eq!(error.to_string(), "La capacidad requerida no puede ser negativa: -20 kW");
        // A capacity typed in BTU/h arrives with the conversion's float digits; the message does not repeat them.
        let typed = CalculationError::NegativeCapacity(-5.000085525269999);
        assert_eq!(typed.to_string(), "La capacidad requerida no puede ser negativa: -5 kW");
        assert_eq!(
            CalculationError::NegativeCapacity(-1.2345).to_string(),
            "La capacidad requerida no puede ser negativa: -1.235 kW"
        );
    }

    fn one_circuit(config: ChillerSettings) -> ChillerInput {
        let compressors = Some(vec![CompressorChoice { model: Some("X".into()), ..Default::default() }]);
        ChillerInput {
            chiller: ChillerSettings {
                cond_temp: Some(40.0),
                circuits: Some(vec![Circuit {
                    evap_temp: Some(2.0),
                    required_capacity: Some(20.0),
                    compressors,
                    ..Default::default()
                }]),
                ..config
            },
            refrigerant: Some("R134a".into()),
            ..Default::default()
        }
    }

    /// Tester report 3, defect 23: a required capacity of 0 judged nothing;
    /// by the fluid method, no flow gives none either.
    #[test]
    fn it_should_refuse_a_required_capacity_of_zero() {
        let direct = ChillerSettings {
            capacity_method: Some("direct".into()),
            required_capacity: Some(0.0),
            ..Default::default()
        };
        let error = chiller(&one_circuit(direct), &CatalogueSnapshot::default()).unwrap_err();
        assert_eq!(error, CalculationError::ZeroCapacity);
        assert_eq!(error.to_string(), "La capacidad requerida debe ser mayor que 0");
        assert_eq!(error.field(), Some("requiredCapacity"));
        let fluid = ChillerSettings {
            capacity_method: Some("fluid".into()),
            cold_side: Some(WaterSide {
                fluid_type: Some("water".into()),
                flow_rate: Some(0.0),
                temp_in: Some(12.0),
                temp_out: Some(7.0),
                ..Default::default()
            }),
            ..Default::default()
        };
        let error = chiller(&one_circuit(fluid), &CatalogueSnapshot::default()).unwrap_err();
        assert_eq!(error, CalculationError::ColdSideFlow);
        assert_eq!((error.code(), error.field()), ("calculation.cold_side_flow", Some("coldSide.flowRate")));
        assert_eq!(error.to_string(), "El caudal del fluido frío debe ser mayor que 0");
    }

    /// Tester report 3, defect 17: water entering at 7 °C and leaving at
    /// 12 °C (or at 7 °C) was accepted and complied; an evaporator cools.
    #[test]
    fn it_should_refuse_a_cold_side_that_is_not_cooled() {
        let with = |t_in: f64, t_out: f64| ChillerSettings {
            capacity_method: Some("direct".into()),
            required_capacity: Some(20.0),
            cold_side: Some(WaterSide {
                fluid_type: Some("water".into()),
                temp_in: Some(t_in),
                temp_out: Some(t_out),
                ..Default::default()
            }),
            ..Default::default()
        };
        let error = chiller(&one_circuit(with(7.0, 12.0)), &CatalogueSnapshot::default()).unwrap_err();
        assert_eq!(error, CalculationError::ColdSideNotCooled { t_in: 7.0, t_out: 12.0 });
        assert_eq!(
            error.to_string(),
            "La temperatura de entrada del fluido frío (7 °C) debe superar la de salida (12 °C)"
        );
        assert_eq!(error.field(), Some("coldSide.tempIn"));
        let error = chiller(&one_circuit(with(7.0, 7.0)), &CatalogueSnapshot::default()).unwrap_err();
        assert_eq!(error, CalculationError::ColdSideNotCooled { t_in: 7.0, t_out: 7.0 });
        // 12 → 7 °C passes this rule (the unknown compressor is next).
        let error = chiller(&one_circuit(with(12.0, 7.0)), &CatalogueSnapshot::default()).unwrap_err();
        assert_eq!(error, CalculationError::UnknownCompressor("X".into()));
    }

    /// The review of engine 1.13.0: a water-cooled chiller's hot side
    /// entering at or above its leaving temperature selected no plate
    /// condenser and said nothing; it is refused as the cold side is, and a
    /// hot side without its temperatures is said to go unchecked.
    #[test]
    fn it_should_refuse_a_hot_side_that_is_not_warmed() {
        let with = |t_in: Option<f64>, t_out: Option<f64>| ChillerSettings {
            capacity_method: Some("direct".into()),
            required_capacity: Some(20.0),
            chiller_type: Some("agua-agua".into()),
            hot_side: Some(WaterSide {
                fluid_type: Some("water".into()),
                temp_in: t_in,
                temp_out: t_out,
                ..Default::default()
            }),
            ..Default::default()
        };
        let error = chiller(&one_circuit(with(Some(35.0), Some(30.0))), &CatalogueSnapshot::default()).unwrap_err();
        assert_eq!(error, CalculationError::HotSideNotWarmed { t_in: 35.0, t_out: 30.0 });
        assert_eq!((error.code(), error.field()), ("calculation.hot_side_not_warmed", Some("hotSide.tempIn")));
        assert_eq!(
            error.to_string(),
            "La temperatura de entrada del fluido del lado caliente (35 °C) debe ser menor que la de salida (30 °C): el condensador lo calienta"
        );
        let error = chiller(&one_circuit(with(Some(30.0), Some(30.0))), &CatalogueSnapshot::default()).unwrap_err();
        assert_eq!(error.code(), "calculation.hot_side_not_warmed");
        // 30 → 35 °C passes this rule (the unknown compressor is next).
        let error = chiller(&one_circuit(with(Some(30.0), Some(35.0))), &CatalogueSnapshot::default()).unwrap_err();
        assert_eq!(error, CalculationError::UnknownCompressor("X".into()));
        let unset = |t_in, t_out| hot_side_unset_warning(&side(&with(t_in, t_out).hot_side.unwrap()));
        assert_eq!(unset(Some(30.0), Some(35.0)), None);
        assert!(unset(None, Some(35.0)).unwrap().contains("no se selecciona ni se comprueba el condensador por agua"));
        assert!(unset(None, None).is_some());
    }

    /// Tester report 3, defect 25: the margin is a minimum, 'mín. 1 K' on
    /// the sheet: evaporating at 1 °C over water (0 °C) passes, at 0.9 °C
    /// it does not; a glycol's freezing point keeps the same boundary.
    #[test]
    fn a_freezing_margin_of_exactly_the_minimum_passes() {
        assert_eq!(not_freezing(&[circuit("1", 1.0, None)], "water", 1.0), Ok(()));
        let error = not_freezing(&[circuit("1", 0.9, None)], "water", 1.0).unwrap_err();
        assert!(matches!(error, CalculationError::EvaporationFreezes { evap: 0.9, freezing: 0.0, .. }), "{error}");
        assert!(error.to_string().contains("a menos de 1 K sobre el punto de congelación"), "{error}");
        let freezing = freezing_point("MPG-30").unwrap();
        assert_eq!(not_freezing(&[circuit("1", freezing + 1.0, None)], "MPG-30", 1.0), Ok(()));
        assert!(not_freezing(&[circuit("1", freezing + 0.99, None)], "MPG-30", 1.0).is_err());
        // Issue 23: MPG-10 freezes at −2.867 °C, said as the sheet rounds it.
        let error = not_freezing(&[circuit("1", -2.0, None)], "MPG-10", 1.0).unwrap_err();
        assert!(error.to_string().contains("(Propilenglicol (MPG) al 10 %, -2.9 °C)"), "{error}");
    }

    /// Tester report 3, defect 28: an unknown exchanger is named with its circuit.
    #[test]
    fn an_unknown_exchanger_names_its_circuit() {
        let error = CalculationError::UnknownHeatExchanger { circuit: "1".into(), id: "hx-9".into() };
        assert_eq!(error.to_string(), "Intercambiador del circuito 1 no encontrado en la biblioteca: hx-9");
        assert_eq!((error.code(), error.field()), ("calculation.unknown_heat_exchanger", Some("heatExchangerId")));
    }

    /// Tester report 2, defect 34: the basis of a plate evaporator's check
    /// (engine 1.12.0; the figures by hand in water_side's tests: at the
    /// 50.01 L/min that carry 12.73 kW of MEG-30 from 0 to −4 °C, 12.90 kW).
    #[test]
    fn a_plate_evaporator_is_judged_at_the_duty_or_said_unverified() {
        let at =
            |fluid, temperatures, evap, flow| exchanger_at_duty(25_000.0, fluid, temperatures, evap, flow).unwrap();
        assert_eq!(at(None, None, 2.0, (None, 25_000.0)), (CapacityBasis::Rating, None));
        assert_eq!(at(Some("water"), Some((12.0, 7.0)), 2.0, (None, 25_000.0)), (CapacityBasis::Rating, None));
        assert_eq!(at(Some("MEG-30"), None, -9.0, (None, 12_730.0)), (CapacityBasis::Unverified, None));
        assert_eq!(
            at(Some("MEG-30"), Some((-20.0, -24.0)), -30.0, (Some(50.0), 12_730.0)),
            (CapacityBasis::Unverified, None),
            "below the fluid's table"
        );
        let (basis, duty) = at(Some("MEG-30"), Some((0.0, -4.0)), -9.0, (Some(50.0105), 12_730.0));
        let duty = duty.unwrap();
        assert_eq!(basis, CapacityBasis::Estimate);
        assert!((duty.capacity - 12_904.9).abs() < 2.0, "{duty:?}");
        // Without the flow, the one that carries the requirement: the same.
        let (_, without) = at(Some("MEG-30"), Some((0.0, -4.0)), -9.0, (None, 12_730.0));
        assert!((without.unwrap().capacity - duty.capacity).abs() < 1.0);
        let check = |basis, duty| HeatExchangerCheck {
            circuit_id: "1".into(),
            heat_exchanger_id: "h".into(),
            model: "PSD-25".into(),
            capacity: 25_000.0,
            required_capacity: 12_730.0,
            sufficient: true,
            water_pressure_drop: None,
            capacity_basis: basis,
            duty_capacity: duty,
            within_uncertainty: false,
        };
        assert_eq!(check(Some(CapacityBasis::Estimate), Some(duty.clone())).judged_capacity(), Some(duty.capacity));
        assert_eq!(check(Some(CapacityBasis::Unverified), None).judged_capacity(), None);
        assert_eq!(check(None, None).judged_capacity(), Some(25_000.0), "a 1.11.0 record: the catalogue's");
    }

    /// Review E3 (engine 1.13.0): water without temperatures is estimated
    /// at the rating's 12/7 °C and the circuit's evaporation (at 0 °C with
    /// the 71.52 L/min that carry 25 kW, the 32.15 kW of water_side's
    /// tests), not given the rating whatever it evaporates at; at 2 °C it
    /// is the rating, at 7 °C none flows.
    #[test]
    fn water_without_temperatures_is_estimated_at_the_rated_water_temperatures() {
        let (basis, duty) = exchanger_at_duty(25_000.0, None, None, 0.0, (None, 25_000.0)).unwrap();
        assert_eq!(basis, CapacityBasis::Estimate);
        assert!((duty.unwrap().capacity - 32_150.0).abs() < 2.0);
        let at = |fluid, evap| exchanger_at_duty(25_000.0, fluid, None, evap, (None, 25_000.0)).unwrap();
        assert_eq!(at(Some("water"), 2.0), (CapacityBasis::Rating, None));
        assert_eq!(at(None, 7.0), (CapacityBasis::Unverified, None));
    }
}
