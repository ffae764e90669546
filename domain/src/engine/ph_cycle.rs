//! The p-h diagram of a circuit's vapour-compression cycle (issue 23 item 3):
//! the saturation dome of the refrigerant from the reference dataset and the
//! four state points of the cycle as the engine calculates it (performance.rs).
//!
//! 1. Evaporator outlet: superheated suction gas at the evaporating (dew)
//!    pressure and the compressors' inlet temperature.
//! 2. Compressor discharge: the condensing (dew) pressure and the discharge
//!    temperature the engine gives (set or energy balance); where it gives
//!    none, the isentropic discharge from 1, marked.
//! 3. Condenser outlet: liquid at the condensing pressure and the bubble
//!    temperature minus the subcooling, its enthalpy and entropy those of the
//!    saturated liquid at its temperature (the engine's enthalpy method).
//! 4. After expansion: isenthalpic (h4 = h3, ASHRAE Fundamentals 2017 ch. 2)
//!    at the evaporating pressure. Its temperature and entropy follow the
//!    quality between the bubble and dew states at that pressure (linear in
//!    quality; exact for a pure fluid, an approximation inside a blend's glide).
//!
//! Units as the property tables: Pa (absolute), °C, J/kg, J/(kg·K).

use serde::{Deserialize, Serialize};

use super::EngineError;
use crate::properties::{RefrigerantData, Side};

/// What the cycle is drawn from, as a circuit's calculation gives it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CycleConditions {
    /// °C, dew point.
    pub evaporating: f64,
    /// °C, dew point.
    pub condensing: f64,
    /// °C of the gas at the compressor inlet (`suctionTemp`).
    pub suction_temp: f64,
    /// K below the condensing bubble point.
    pub subcooling: f64,
    /// °C; `None` when the engine gave none (the isentropic discharge is drawn).
    pub discharge_temp: Option<f64>,
}

/// One numbered state of the cycle.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct StatePoint {
    /// 1 to 4.
    pub number: u8,
    /// Pa, absolute.
    pub p: f64,
    /// °C.
    pub t: f64,
    /// J/kg.
    pub h: f64,
    /// J/(kg·K).
    pub s: f64,
}

/// A point of the saturation dome.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DomePoint {
    /// J/kg.
    pub h: f64,
    /// Pa, absolute.
    pub p: f64,
}

/// The dome and the cycle of one circuit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PhDiagram {
    pub refrigerant: String,
    /// °C, the refrigerant's critical temperature (the dome ends 1 K below).
    pub critical_temperature: f64,
    /// Saturated liquid, from the table's lowest temperature up.
    pub bubble: Vec<DomePoint>,
    /// Saturated vapour, from the table's lowest temperature up.
    pub dew: Vec<DomePoint>,
    /// The states 1 to 4 in order.
    pub points: Vec<StatePoint>,
    /// True when point 2 is the isentropic discharge (no discharge
    /// temperature was given).
    pub discharge_isentropic: bool,
}

/// Temperature step of the dome's points, K (the table's is 0.5 K; 2 K
/// draws the curves smoothly at a chart's size).
const DOME_STEP: f64 = 2.0;

/// The saturation dome: bubble and dew curves as (h, p), from the table's
/// lowest temperature to its highest (Tc − 1 K).
pub fn dome(refrigerant: &RefrigerantData) -> (Vec<DomePoint>, Vec<DomePoint>) {
    let (t_min, t_max) = refrigerant.temperature_range();
    let steps = ((t_max - t_min) / DOME_STEP).floor() as usize;
    let temperatures = (0..=steps).map(|i| t_min + DOME_STEP * i as f64).chain(
        // The top of the table, unless the steps already end on it.
        (t_max - (t_min + DOME_STEP * steps as f64) > 1e-9).then_some(t_max),
    );
    let mut bubble = Vec::with_capacity(steps + 2);
    let mut dew = Vec::with_capacity(steps + 2);
    for t in temperatures {
        let Ok(sat) = refrigerant.saturation(t) else { continue };
        if sat.h_liquid.is_finite() && sat.p_bubble.is_finite() {
            bubble.push(DomePoint { h: sat.h_liquid, p: sat.p_bubble });
        }
        if sat.h_vapour.is_finite() && sat.p_dew.is_finite() {
            dew.push(DomePoint { h: sat.h_vapour, p: sat.p_dew });
        }
    }
    (bubble, dew)
}

/// The dome and the four state points of the cycle at `conditions`.
pub fn ph_diagram(refrigerant: &RefrigerantData, conditions: CycleConditions) -> Result<PhDiagram, EngineError> {
    let superheat = conditions.suction_temp - conditions.evaporating;
    if superheat < -1e-9 {
        return Err(EngineError::NegativeSuperheat(superheat));
    }
    if conditions.subcooling < 0.0 {
        return Err(EngineError::NegativeSubcooling(conditions.subcooling));
    }
    let (_, p_evap) = refrigerant.pressures(conditions.evaporating)?;
    let (_, p_cond) = refrigerant.pressures(conditions.condensing)?;

    let suction = refrigerant.vapour_pt(p_evap, conditions.suction_temp.max(conditions.evaporating))?;
    let (discharge, discharge_isentropic) = match conditions.discharge_temp {
        Some(t) => (refrigerant.vapour_pt(p_cond, t)?, false),
        None => (refrigerant.vapour_ps(p_cond, suction.s)?, true),
    };
    let t_liquid = refrigerant.saturation_temperature(p_cond, Side::Bubble)? - conditions.subcooling;
    let liquid = refrigerant.saturation(t_liquid)?;

    // Isenthalpic expansion into the two-phase region at the evaporating pressure.
    let h4 = liquid.h_liquid;
    let t_bubble_evap = refrigerant.saturation_temperature(p_evap, Side::Bubble)?;
    let bubble_evap = refrigerant.saturation(t_bubble_evap)?;
    let dew_evap = refrigerant.saturation(conditions.evaporating)?;
    let quality = (h4 - bubble_evap.h_liquid) / (dew_evap.h_vapour - bubble_evap.h_liquid);
    let t4 = t_bubble_evap + quality * (conditions.evaporating - t_bubble_evap);
    let s4 = bubble_evap.s_liquid + quality * (dew_evap.s_vapour - bubble_evap.s_liquid);

    let points = vec![
        StatePoint { number: 1, p: p_evap, t: suction.t, h: suction.h, s: suction.s },
        StatePoint { number: 2, p: p_cond, t: discharge.t, h: discharge.h, s: discharge.s },
        StatePoint { number: 3, p: p_cond, t: t_liquid, h: liquid.h_liquid, s: liquid.s_liquid },
        StatePoint { number: 4, p: p_evap, t: t4, h: h4, s: s4 },
    ];
    let (bubble, dew) = dome(refrigerant);
    Ok(PhDiagram {
        refrigerant: refrigerant.code().to_string(),
        critical_temperature: refrigerant.info.critical_temperature,
        bubble,
        dew,
        points,
        discharge_isentropic,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::properties::dataset;

    fn r134a() -> &'static RefrigerantData {
        dataset().refrigerant("R134a").unwrap()
    }

    fn cycle(superheat: f64, subcooling: f64, discharge: Option<f64>) -> PhDiagram {
        let conditions = CycleConditions {
            evaporating: -10.0,
            condensing: 40.0,
            suction_temp: -10.0 + superheat,
            subcooling,
            discharge_temp: discharge,
        };
        ph_diagram(r134a(), conditions).unwrap()
    }

    fn close(actual: f64, expected: f64, tolerance: f64, what: &str) {
        assert!((actual - expected).abs() <= tolerance, "{what}: {actual} against {expected} (±{tolerance})");
    }

    /// NIST Chemistry WebBook / ASHRAE Fundamentals 2017 ch. 30, R-134a
    /// saturated (IIR reference: h = 200 kJ/kg, s = 1 kJ/(kg·K) for the
    /// liquid at 0 °C): −10 °C 2.0060 bar, h″ 392.66 kJ/kg, s″ 1.7334;
    /// 40 °C 10.166 bar, h′ 256.41 kJ/kg, s′ 1.1905.
    #[test]
    fn saturated_ends_match_the_published_r134a_table() {
        let d = cycle(0.0, 0.0, None);
        let [p1, p2, p3, p4] = [d.points[0], d.points[1], d.points[2], d.points[3]];
        close(p1.p / 1e5, 2.0060, 0.002, "p1 bar");
        close(p1.h / 1e3, 392.66, 0.3, "h1 kJ/kg");
        close(p1.s / 1e3, 1.7334, 0.001, "s1 kJ/(kg·K)");
        close(p3.p / 1e5, 10.166, 0.01, "p3 bar");
        close(p3.h / 1e3, 256.41, 0.3, "h3 kJ/kg");
        close(p3.s / 1e3, 1.1905, 0.001, "s3 kJ/(kg·K)");
        close(p3.t, 40.0, 1e-6, "t3 °C");
        // Isenthalpic expansion to the evaporating pressure; throttling makes entropy.
        assert_eq!(p4.h, p3.h);
        assert_eq!(p4.p, p1.p);
        close(p4.t, -10.0, 1e-6, "t4 °C (pure fluid)");
        assert!(p4.s > p3.s, "throttling is irreversible");
        // No discharge temperature: the isentropic discharge, marked.
        assert!(d.discharge_isentropic);
        assert_eq!(p2.p, p3.p);
        close(p2.s, p1.s, 1e-3, "s2 = s1");
        assert!(p2.t > 40.0 && p2.t < 60.0, "R134a −10/40 isentropic discharge about 47 °C: {}", p2.t);
    }

    #[test]
    fn superheat_subcooling_and_discharge_place_the_points() {
        let d = cycle(10.0, 5.0, Some(70.0));
        let [p1, p2, p3, p4] = [d.points[0], d.points[1], d.points[2], d.points[3]];
        close(p1.t, 0.0, 1e-9, "t1");
        close(p2.t, 70.0, 1e-6, "t2");
        close(p3.t, 35.0, 1e-6, "t3 = 40 − 5 K");
        assert!(!d.discharge_isentropic);
        // NIST: saturated liquid at 35 °C, 249.01 kJ/kg; superheated vapour
        // at 0.2006 MPa, 0 °C, about 401.1 kJ/kg (cp ≈ 0.84 kJ/(kg·K)).
        close(p3.h / 1e3, 249.01, 0.3, "h3 kJ/kg");
        close(p1.h / 1e3, 401.1, 1.0, "h1 kJ/kg");
        assert_eq!(p4.h, p3.h);
        assert!(p2.h > p1.h && p2.s > p1.s, "a real compression: h and s rise");
        assert_eq!(d.points.iter().map(|p| p.number).collect::<Vec<_>>(), [1, 2, 3, 4]);
    }

    /// R-134a's critical point: 101.06 °C, 40.59 bar, 389.6 kJ/kg (NIST).
    #[test]
    fn the_dome_closes_near_the_critical_point() {
        let (bubble, dew) = dome(r134a());
        assert!(bubble.len() > 50 && dew.len() == bubble.len());
        let (top_liquid, top_vapour) = (bubble.last().unwrap(), dew.last().unwrap());
        close(top_liquid.p / 1e5, 40.59, 0.05 * 40.59, "top pressure bar");
        close(top_liquid.h / 1e3, 389.6, 25.0, "top liquid h");
        close(top_vapour.h / 1e3, 389.6, 25.0, "top vapour h");
        assert!(top_liquid.h < top_vapour.h);
        // Both curves rise in pressure; the liquid's enthalpy rises with it.
        assert!(bubble.windows(2).all(|w| w[1].p > w[0].p && w[1].h > w[0].h));
        assert!(dew.windows(2).all(|w| w[1].p > w[0].p));
    }

    #[test]
    fn a_blend_expands_into_its_glide() {
        let r = dataset().refrigerant("R407C").unwrap();
        let conditions = CycleConditions {
            evaporating: -10.0,
            condensing: 40.0,
            suction_temp: -5.0,
            subcooling: 2.0,
            discharge_temp: None,
        };
        let d = ph_diagram(r, conditions).unwrap();
        let t_bubble = r.saturation_temperature(d.points[3].p, Side::Bubble).unwrap();
        // After the valve the blend is between its bubble and dew points.
        assert!(d.points[3].t > t_bubble && d.points[3].t < -10.0, "t4 {} in ({t_bubble}, −10)", d.points[3].t);
    }

    #[test]
    fn negative_superheat_or_subcooling_is_refused() {
        let base = CycleConditions {
            evaporating: -10.0,
            condensing: 40.0,
            suction_temp: -12.0,
            subcooling: 0.0,
            discharge_temp: None,
        };
        assert!(matches!(ph_diagram(r134a(), base), Err(EngineError::NegativeSuperheat(_))));
        let wet = CycleConditions { suction_temp: -5.0, subcooling: -1.0, ..base };
        assert!(matches!(ph_diagram(r134a(), wet), Err(EngineError::NegativeSubcooling(_))));
    }
}
