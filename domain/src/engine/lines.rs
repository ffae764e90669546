//! Refrigerant line sizing (ENGINEERING.md section 6): ASTM B280 copper,
//! Darcy–Weisbach with the Churchill (1977) friction factor, the pressure drop
//! turned into a saturation-temperature penalty, ASHRAE velocities, and the
//! oil-return check of vertical suction risers (Trane minimum velocities).

use serde::{Deserialize, Serialize};

pub use super::split::{Split, SplitError};
use super::{Defaults, EngineError};
use crate::properties::{PropertyError, RefrigerantData, Side};

const INCH: f64 = 0.0254;
const ROUGHNESS: f64 = 1.5e-6;
const FPM: f64 = 0.00508;

/// ASTM B280 ACR tube: nominal OD label, OD and ID in inches, and the
/// minimum riser velocity for oil return in fpm (Trane), where tabulated.
pub const TUBES: [(&str, f64, f64, Option<f64>); 14] = [
    ("1/4", 0.250, 0.190, None),
    ("3/8", 0.375, 0.311, Some(370.0)),
    ("1/2", 0.500, 0.436, Some(460.0)),
    ("5/8", 0.625, 0.555, Some(520.0)),
    ("3/4", 0.750, 0.666, Some(560.0)),
    ("7/8", 0.875, 0.785, Some(600.0)),
    ("1-1/8", 1.125, 1.025, Some(700.0)),
    ("1-3/8", 1.375, 1.265, Some(780.0)),
    ("1-5/8", 1.625, 1.505, Some(840.0)),
    ("2-1/8", 2.125, 1.985, Some(980.0)),
    ("2-5/8", 2.625, 2.465, Some(1080.0)),
    ("3-1/8", 3.125, 2.945, Some(1180.0)),
    ("3-5/8", 3.625, 3.425, Some(1270.0)),
    ("4-1/8", 4.125, 3.897, Some(1360.0)),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum LineKind {
    Suction,
    Discharge,
    Liquid,
}

impl LineKind {
    /// As the data sheet names it ('línea de succión').
    pub fn label(self) -> &'static str {
        match self {
            Self::Suction => "succión",
            Self::Discharge => "descarga",
            Self::Liquid => "líquido",
        }
    }
}

/// Which end of a line sits at the saturation pressure the design fixes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FixedEnd {
    /// Suction (evaporator outlet) and liquid (condenser outlet) lines.
    Inlet,
    /// Discharge lines end at the condenser inlet.
    Outlet,
}

/// The fluid in a line at one state: density kg/m³ and viscosity Pa·s, and
/// the saturation pressure (Pa, on `side`) at its fixed end, from which the
/// saturation-temperature penalty of a pressure drop is taken exactly.
#[derive(Clone, Copy)]
pub struct LineFluid<'a> {
    pub density: f64,
    pub viscosity: f64,
    pub refrigerant: &'a RefrigerantData,
    pub pressure: f64,
    pub side: Side,
    pub fixed_end: FixedEnd,
}

impl LineFluid<'_> {
    /// Saturation-temperature penalty (K) of a pressure drop `dp` (Pa): the
    /// exact difference of the saturation temperatures at the line's inlet
    /// and outlet pressures (ENGINEERING.md section 6). A local-slope
    /// linearisation understates it on the suction side, where the
    /// saturation curve bends, and lets failing lines pass.
    pub fn penalty(&self, dp: f64) -> Result<f64, PropertyError> {
        let (inlet, outlet) = match self.fixed_end {
            FixedEnd::Inlet => (self.pressure, self.pressure - dp),
            FixedEnd::Outlet => (self.pressure + dp, self.pressure),
        };
        if outlet <= 0.0 {
            return Err(PropertyError::OutOfRange {
                fluid: self.refrigerant.code().to_string(),
                quantity: "p",
                value: outlet,
                min: 0.0,
                max: inlet,
            });
        }
        let t = |p| self.refrigerant.saturation_temperature(p, self.side);
        Ok(t(inlet)? - t(outlet)?)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct OilReturn {
    /// Velocity at the smallest capacity step, m/s.
    pub velocity_at_minimum: f64,
    /// Required in a vertical riser, m/s (horizontal runs need 0.75 of it).
    pub minimum_vertical: f64,
    pub riser_ok: bool,
    pub horizontal_ok: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct LineSizing {
    pub line_number: usize,
    pub kind: LineKind,
    /// Cooling capacity the line carries, W.
    pub capacity: f64,
    /// kg/h, like every mass flow in an answer.
    pub mass_flow: f64,
    /// Nominal OD, inches (e.g. "1-1/8").
    pub diameter: String,
    pub diameter_mm: f64,
    pub inner_diameter_mm: f64,
    /// m/s.
    pub velocity: f64,
    pub pressure_drop_kpa: f64,
    /// Saturation-temperature penalty over the equivalent length, K.
    pub penalty_k: f64,
    pub equivalent_length: f64,
    /// Whether the chosen tube meets every criterion of its line type.
    pub meets_criteria: bool,
    pub oil_return: Option<OilReturn>,
}

impl LineSizing {
    /// A Spanish warning naming the limits a line that does not meet its
    /// criteria goes beyond (`place` says where, e.g. 'del circuito MT').
    pub fn criteria_warning(&self, place: &str, d: &Defaults) -> Option<String> {
        if self.meets_criteria {
            return None;
        }
        let per_metre = self.penalty_k / self.equivalent_length;
        let mut broken = Vec::new();
        let (max_k_per_m, velocity) = match self.kind {
            LineKind::Suction => (d.suction_max_k_per_m, (None, d.suction_max_velocity)),
            LineKind::Discharge => {
                (d.discharge_max_k_per_m, (Some(d.discharge_min_velocity), d.discharge_max_velocity))
            }
            LineKind::Liquid => (d.liquid_max_k_per_m, (None, d.liquid_max_velocity)),
        };
        if per_metre > max_k_per_m {
            broken.push(format!("{per_metre:.3} K/m (máximo {max_k_per_m:.3} K/m)"));
        }
        if self.kind == LineKind::Suction && self.penalty_k > d.suction_max_total_k {
            broken.push(format!("{:.2} K en total (máximo {:.1} K)", self.penalty_k, d.suction_max_total_k));
        }
        match velocity {
            (Some(min), _) if self.velocity < min => {
                broken.push(format!("{:.1} m/s (mínimo {min:.0} m/s)", self.velocity))
            }
            (_, max) if self.velocity > max => broken.push(format!("{:.1} m/s (máximo {max:.1} m/s)", self.velocity)),
            _ => {}
        }
        Some(format!(
            "La línea de {} {}{place} ({}\") no cumple todos los criterios de diseño: {}",
            self.kind.label(),
            self.line_number,
            self.diameter,
            broken.join(", ")
        ))
    }
}

/// Churchill (1977) Darcy friction factor, valid in every regime.
pub fn churchill(reynolds: f64, relative_roughness: f64) -> f64 {
    let a = (2.457 * (1.0 / ((7.0 / reynolds).powf(0.9) + 0.27 * relative_roughness)).ln()).powi(16);
    let b = (37530.0 / reynolds).powi(16);
    8.0 * ((8.0 / reynolds).powi(12) + (a + b).powf(-1.5)).powf(1.0 / 12.0)
}

/// Velocity (m/s) and Darcy–Weisbach pressure drop (Pa) of a flow in a tube.
pub fn flow(mass_flow: f64, inner_diameter: f64, fluid: &LineFluid, length: f64) -> (f64, f64) {
    let area = std::f64::consts::PI * inner_diameter * inner_diameter / 4.0;
    let velocity = mass_flow / (fluid.density * area);
    let reynolds = fluid.density * velocity * inner_diameter / fluid.viscosity;
    let f = churchill(reynolds, ROUGHNESS / inner_diameter);
    (velocity, f * length / inner_diameter * fluid.density * velocity * velocity / 2.0)
}

fn criteria(kind: LineKind, velocity: f64, penalty: f64, length: f64, d: &Defaults) -> bool {
    let per_metre = penalty / length;
    match kind {
        LineKind::Suction => {
            per_metre <= d.suction_max_k_per_m && penalty <= d.suction_max_total_k && velocity <= d.suction_max_velocity
        }
        LineKind::Discharge => {
            per_metre <= d.discharge_max_k_per_m
                && velocity >= d.discharge_min_velocity
                && velocity <= d.discharge_max_velocity
        }
        LineKind::Liquid => per_metre <= d.liquid_max_k_per_m && velocity <= d.liquid_max_velocity,
    }
}

/// The smallest tube meeting every criterion of `kind` for `mass_flow`
/// kg/s (and `minimum_mass_flow` kg/s at the smallest capacity step); when
/// none does, the smallest that meets the pressure-drop limit (flagged). A tube whose
/// outlet pressure would leave the property tables fails every criterion;
/// when even the largest does, the line cannot be sized.
#[allow(clippy::too_many_arguments)]
pub fn size_line(
    kind: LineKind,
    line_number: usize,
    capacity: f64,
    mass_flow: f64,
    minimum_mass_flow: Option<f64>,
    fluid: &LineFluid,
    equivalent_length: f64,
    defaults: &Defaults,
) -> Result<LineSizing, EngineError> {
    let evaluate = |(label, od, id, fpm): (&str, f64, f64, Option<f64>)| {
        let inner = id * INCH;
        let (velocity, dp) = flow(mass_flow, inner, fluid, equivalent_length);
        let penalty = fluid.penalty(dp).ok();
        let meets = penalty.is_some_and(|k| criteria(kind, velocity, k, equivalent_length, defaults));
        let oil_return = match (kind, fpm, minimum_mass_flow) {
            (LineKind::Suction, Some(fpm), Some(m_min)) => {
                let (v_min, _) = flow(m_min, inner, fluid, equivalent_length);
                let required = fpm * FPM;
                Some(OilReturn {
                    velocity_at_minimum: v_min,
                    minimum_vertical: required,
                    riser_ok: v_min >= required,
                    horizontal_ok: v_min >= 0.75 * required,
                })
            }
            _ => None,
        };
        penalty.map(|penalty_k| LineSizing {
            line_number,
            kind,
            capacity,
            mass_flow: mass_flow * 3600.0,
            diameter: label.to_string(),
            diameter_mm: od * INCH * 1000.0,
            inner_diameter_mm: inner * 1000.0,
            velocity,
            pressure_drop_kpa: dp / 1000.0,
            penalty_k,
            equivalent_length,
            meets_criteria: meets,
            oil_return,
        })
    };
    let all: Vec<LineSizing> = TUBES.iter().copied().filter_map(evaluate).collect();
    if let Some(best) = all.iter().find(|l| l.meets_criteria) {
        return Ok(best.clone());
    }
    let limit = match kind {
        LineKind::Suction => defaults.suction_max_k_per_m,
        LineKind::Discharge => defaults.discharge_max_k_per_m,
        LineKind::Liquid => defaults.liquid_max_k_per_m,
    };
    let largest = TUBES[TUBES.len() - 1].0;
    all.iter()
        .find(|l| l.penalty_k / l.equivalent_length <= limit)
        .or_else(|| all.last().filter(|l| l.diameter == largest))
        .cloned()
        .ok_or(EngineError::LineBeyondTubes { kind: kind.label(), line_number, largest })
}

/// Suction gas at the compressors' inlet state: dew pressure at `to`, gas
/// at `suction_temp` (the state the compressors' mass flow is at).
pub fn suction_fluid(refrigerant: &RefrigerantData, to: f64, suction_temp: f64) -> Result<LineFluid<'_>, EngineError> {
    let (_, p) = refrigerant.pressures(to)?;
    let state = refrigerant.vapour_pt(p, suction_temp)?;
    let viscosity = state.mu.or(refrigerant.saturation(to)?.mu_vapour).unwrap_or(1.1e-5);
    Ok(LineFluid {
        density: state.rho,
        viscosity,
        refrigerant,
        pressure: p,
        side: Side::Dew,
        fixed_end: FixedEnd::Inlet,
    })
}

/// Hot gas at the condensing pressure and the discharge temperature.
pub fn discharge_fluid(
    refrigerant: &RefrigerantData,
    tc: f64,
    discharge_temp: f64,
) -> Result<LineFluid<'_>, EngineError> {
    let (_, p) = refrigerant.pressures(tc)?;
    let state = refrigerant.vapour_pt(p, discharge_temp.max(tc))?;
    let viscosity = state.mu.or(refrigerant.saturation(tc)?.mu_vapour).unwrap_or(1.4e-5);
    Ok(LineFluid {
        density: state.rho,
        viscosity,
        refrigerant,
        pressure: p,
        side: Side::Dew,
        fixed_end: FixedEnd::Outlet,
    })
}

/// Subcooled liquid leaving the condenser.
pub fn liquid_fluid(refrigerant: &RefrigerantData, tc: f64, subcooling: f64) -> Result<LineFluid<'_>, EngineError> {
    let (_, p) = refrigerant.pressures(tc)?;
    let t_bubble = refrigerant.saturation_temperature(p, Side::Bubble)?;
    let liquid = refrigerant.saturation(t_bubble - subcooling)?;
    let viscosity = liquid.mu_liquid.unwrap_or(1.5e-4);
    Ok(LineFluid {
        density: liquid.rho_liquid,
        viscosity,
        refrigerant,
        pressure: p,
        side: Side::Bubble,
        fixed_end: FixedEnd::Inlet,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::properties::dataset;

    #[test]
    fn churchill_matches_laminar_and_colebrook_values() {
        // Laminar: f = 64/Re.
        assert!((churchill(1000.0, 1e-5) - 0.064).abs() < 1e-4);
        // Smooth turbulent pipe at Re 1e5: Colebrook gives 0.0180.
        assert!((churchill(1e5, 0.0) - 0.0180).abs() < 0.0004);
    }

    /// R404A suction, −10 °C evaporating, 10 K superheat, 20 kW (mass flow
    /// 0.1594 kg/s from the enthalpy method), 25 m × 1.5 = 37.5 m equivalent.
    /// 1-3/8" meets 0.04 K/m, 1.5 K and 20 m/s; 1-1/8" (the next smaller size)
    /// goes over 1.5 K.
    #[test]
    fn a_suction_line_takes_the_smallest_tube_meeting_every_criterion() {
        let r = dataset().refrigerant("R404A").unwrap();
        let defaults = Defaults::default();
        let fluid = suction_fluid(r, -10.0, 0.0).unwrap();
        let m = 0.1594;
        let line = size_line(LineKind::Suction, 1, 20000.0, m, Some(m / 4.0), &fluid, 37.5, &defaults).unwrap();
        assert_eq!(line.diameter, "1-3/8");
        assert!(line.meets_criteria && line.penalty_k <= 1.5 && line.velocity <= 20.0);
        let (v, dp) = flow(m, 1.025 * INCH, &fluid, 37.5);
        assert!(
            !criteria(LineKind::Suction, v, fluid.penalty(dp).unwrap(), 37.5, &defaults),
            "1-1/8 must fail a criterion"
        );
        let oil = line.oil_return.unwrap();
        assert_eq!(oil.minimum_vertical, 780.0 * FPM);
    }

    #[test]
    fn a_liquid_line_keeps_velocity_under_one_and_a_half_metres_per_second() {
        let r = dataset().refrigerant("R404A").unwrap();
        let defaults = Defaults::default();
        let fluid = liquid_fluid(r, 40.0, 3.0).unwrap();
        let line = size_line(LineKind::Liquid, 1, 20000.0, 0.1594, None, &fluid, 37.5, &defaults).unwrap();
        assert!(line.meets_criteria && line.velocity <= 1.5);
        let smaller = TUBES.iter().position(|t| t.0 == line.diameter).unwrap() - 1;
        let (v, dp) = flow(0.1594, TUBES[smaller].2 * INCH, &fluid, 37.5);
        assert!(
            !criteria(LineKind::Liquid, v, fluid.penalty(dp).unwrap(), 37.5, &defaults),
            "{} must fail",
            TUBES[smaller].0
        );
    }

    /// A 330 kW R404A rack (2.6 kg/s, 40 °C condensing, 75 °C discharge):
    /// only a bore of about 60 mm keeps 0.02 K/m at 10 m/s or more, so the
    /// line is 2-5/8"; 2-1/8" goes over 0.02 K/m.
    #[test]
    fn a_large_discharge_line_stays_between_10_and_18_metres_per_second() {
        let r = dataset().refrigerant("R404A").unwrap();
        let defaults = Defaults::default();
        let fluid = discharge_fluid(r, 40.0, 75.0).unwrap();
        let line = size_line(LineKind::Discharge, 1, 330_000.0, 2.6, None, &fluid, 37.5, &defaults).unwrap();
        assert!(line.meets_criteria && (10.0..=18.0).contains(&line.velocity), "{line:?}");
        assert_eq!(line.diameter, "2-5/8");
        let (v, dp) = flow(2.6, 1.985 * INCH, &fluid, 37.5);
        assert!(fluid.penalty(dp).unwrap() / 37.5 > defaults.discharge_max_k_per_m && v <= 18.0 * 1.6);
    }

    /// At 20 kW the two discharge limits cannot both hold: the line keeps the
    /// pressure-drop limit and says it does not meet every criterion.
    #[test]
    fn a_small_discharge_line_keeps_the_pressure_drop_limit_when_velocity_cannot_be_met() {
        let r = dataset().refrigerant("R404A").unwrap();
        let defaults = Defaults::default();
        let fluid = discharge_fluid(r, 40.0, 75.0).unwrap();
        let line = size_line(LineKind::Discharge, 1, 20_000.0, 0.1594, None, &fluid, 37.5, &defaults).unwrap();
        assert!(!line.meets_criteria);
        assert!(line.penalty_k / 37.5 <= defaults.discharge_max_k_per_m);
    }

    /// The penalty is the difference of the saturation temperatures at the
    /// line's two ends, not the local slope times the pressure drop: on the
    /// suction side the curve bends, and the linearisation understates it.
    #[test]
    fn the_penalty_is_the_exact_difference_of_saturation_temperatures() {
        let r = dataset().refrigerant("R404A").unwrap();
        let defaults = Defaults::default();
        let fluid = suction_fluid(r, -30.0, -20.0).unwrap();
        let line = size_line(LineKind::Suction, 1, 8000.0, 0.06, None, &fluid, 37.5, &defaults).unwrap();
        let (_, p_evap) = r.pressures(-30.0).unwrap();
        let dp = line.pressure_drop_kpa * 1000.0;
        let exact = -30.0 - r.saturation_temperature(p_evap - dp, Side::Dew).unwrap();
        assert!((line.penalty_k - exact).abs() < 1e-9, "{} vs {exact}", line.penalty_k);
        let h = p_evap * 1e-3;
        let slope = (r.saturation_temperature(p_evap + h, Side::Dew).unwrap()
            - r.saturation_temperature(p_evap - h, Side::Dew).unwrap())
            / (2.0 * h);
        assert!(exact > slope * dp, "the curve bends: the linearised penalty is smaller");

        // A discharge line ends at the condenser: its inlet is above the condensing pressure.
        let hot = discharge_fluid(r, 40.0, 75.0).unwrap();
        let line = size_line(LineKind::Discharge, 1, 20_000.0, 0.1594, None, &hot, 37.5, &defaults).unwrap();
        let (_, p_cond) = r.pressures(40.0).unwrap();
        let exact = r.saturation_temperature(p_cond + line.pressure_drop_kpa * 1000.0, Side::Dew).unwrap() - 40.0;
        assert!((line.penalty_k - exact).abs() < 1e-9);
    }
}
