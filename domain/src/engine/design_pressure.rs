//! Design pressure PS of each side of a system (EN 378-2:2016, 5.2): the
//! saturation pressure at the minimum design temperature the standard
//! gives for the installation's ambient class, never below the pressure
//! the system runs at. Lines are checked against it (pipe.rs).
//!
//! EN 378-2:2016, 5.2, minimum design temperatures, °C:
//!
//! | ambient                                    | ≤ 32 | ≤ 38 | ≤ 43 |
//! |--------------------------------------------|------|------|------|
//! | high side, air-cooled condenser            | 55   | 59   | 63   |
//! | high side, water-cooled condenser          | max. leaving water + 8 K |
//! | low side, exchanger exposed to the outdoor | 32   | 38   | 43   |
//!
//! The low side takes the outdoor column, which covers evaporators indoors
//! too (27 / 33 / 38 °C). With no ambient temperature stated, the ≤ 43 °C
//! class is taken and said so. Above 43 °C the high side keeps its 20 K
//! over the ambient. R744 has no saturation pressure at these temperatures
//! (critical point 30.98 °C): its sides take the pressures CO₂ plant is
//! built for, 120 bar on the high side (transcritical gas cooler; EN 378-2
//! leaves PS above the critical point to the designer) and 45 bar on the
//! low side (with standstill pressure control), both stated on the answer.

use serde::{Deserialize, Serialize};

use super::EngineError;
use crate::properties::RefrigerantData;

const ATMOSPHERE: f64 = 101_325.0;

/// How the high side rejects its heat.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub enum HighSide {
    #[default]
    AirCooled,
    /// With the leaving water temperature, °C, where known.
    WaterCooled { leaving_water: Option<f64> },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DesignPressures {
    /// PS of the high side (discharge and liquid lines), bar (gauge).
    pub high_side: f64,
    /// PS of the low side (suction lines), bar (gauge).
    pub low_side: f64,
    /// The design temperatures they are saturation pressures at, °C
    /// (`None` where the fluid is above its critical point).
    pub high_side_temp: Option<f64>,
    pub low_side_temp: Option<f64>,
    /// How they were set, in Spanish, with the standard cited.
    pub basis: String,
}

/// R744's sides where saturation gives no answer, bar (gauge).
const R744_HIGH_SIDE: f64 = 120.0;
const R744_LOW_SIDE: f64 = 45.0;

/// Share of PS (gauge) the design condensing pressure may reach on a
/// high side, water- or (engine 1.12.0) air-cooled, so the high-pressure
/// cut-out can be set between them, below PS: a product choice (decision
/// 2026-11-27-water-cooled-ps-margin).
const CUT_OUT_SHARE: f64 = 0.9;

pub fn design_pressures(
    r: &RefrigerantData,
    ambient: Option<f64>,
    cond_temp: f64,
    evap_temp: f64,
    high_side: HighSide,
) -> Result<DesignPressures, EngineError> {
    let class = match ambient {
        Some(t) if t <= 32.0 => 32.0,
        Some(t) if t <= 38.0 => 38.0,
        Some(t) if t <= 43.0 => 43.0,
        Some(t) => t,
        None => 43.0,
    };
    let air_high = match class {
        32.0 => 55.0,
        38.0 => 59.0,
        c => c + 20.0,
    };
    let (high_temp, high_note) = match high_side {
        HighSide::AirCooled => (air_high, "condensador por aire".to_string()),
        HighSide::WaterCooled { leaving_water } => {
            let water = leaving_water.unwrap_or(cond_temp);
            (water + 8.0, format!("condensador por agua, {water:.1} °C + 8 K"))
        }
    };
    let high_temp = high_temp.max(cond_temp);
    let low_temp = class.max(evap_temp);
    let climate = match ambient {
        Some(t) => format!("ambiente {t:.1} °C, clase ≤ {class:.0} °C"),
        None => "sin temperatura ambiente: se toma la clase ≤ 43 °C".to_string(),
    };
    let t_max = r.temperature_range().1;
    if r.code().eq_ignore_ascii_case("R744") && high_temp > t_max {
        let (_, p_low) = if low_temp <= t_max { r.pressures(low_temp)? } else { (0.0, 0.0) };
        let low = ((p_low - ATMOSPHERE) / 1e5).max(R744_LOW_SIDE);
        return Ok(DesignPressures {
            high_side: R744_HIGH_SIDE,
            low_side: low,
            high_side_temp: None,
            low_side_temp: (low_temp <= t_max).then_some(low_temp),
            basis: format!(
                "EN 378-2:2016, 5.2 ({climate}); R744 por encima de su punto crítico: {R744_HIGH_SIDE:.0} bar en alta \
                 (enfriador de gas transcrítico) y {R744_LOW_SIDE:.0} bar en baja con control de presión en parada"
            ),
        });
    }
    // Bubble pressure: the higher of the two for a zeotropic blend.
    let gauge = |t: f64| -> Result<f64, EngineError> { Ok((r.pressures(t)?.0 - ATMOSPHERE) / 1e5) };
    // A water-cooled high side at leaving water + 8 K can sit barely above
    // the design condensing pressure (35 °C water, 40 °C condensing: 43 °C),
    // leaving the high-pressure cut-out, which must trip below PS (EN 378-2;
    // EN 12263), no room above the duty. PS covers the design condensing
    // pressure at `CUT_OUT_SHARE` of it (tester's defect 4, report 2;
    // decision 2026-11-27-water-cooled-ps-margin), in whole degrees. An
    // air-cooled high side condensing near its class temperature (R404A at
    // 55 °C in the ≤ 38 °C class: 59 °C, 94 %; or above it) has the same
    // problem and the same rule (engine 1.12.0).
    let (high_temp, high_note) = match high_side {
        _ if gauge(high_temp)? * CUT_OUT_SHARE < gauge(cond_temp)? => {
            let needed = gauge(cond_temp)? / CUT_OUT_SHARE;
            let mut t = high_temp.ceil();
            while gauge(t)? < needed && t < t_max {
                t += 1.0;
            }
            (
                t,
                format!(
                    "{high_note}; elevada para que la condensación de diseño a {cond_temp:.1} °C quede al 90 % de PS, bajo el presostato de alta"
                ),
            )
        }
        _ => (high_temp, high_note),
    };
    Ok(DesignPressures {
        high_side: gauge(high_temp)?,
        low_side: gauge(low_temp)?,
        high_side_temp: Some(high_temp),
        low_side_temp: Some(low_temp),
        basis: format!(
            "EN 378-2:2016, 5.2: saturación a {high_temp:.0} °C en alta ({high_note}) y {low_temp:.0} °C en baja ({climate})"
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::properties::dataset;

    /// R404A, air-cooled, 35 °C ambient (class ≤ 38 °C): PS high is the
    /// bubble pressure at 59 °C, low at 38 °C, gauge.
    #[test]
    fn r404a_takes_the_saturation_pressure_at_the_class_temperatures() {
        let r = dataset().refrigerant("R404A").unwrap();
        let ps = design_pressures(r, Some(35.0), 45.0, -10.0, HighSide::AirCooled).unwrap();
        assert_eq!((ps.high_side_temp, ps.low_side_temp), (Some(59.0), Some(38.0)));
        let bar_g = |t: f64| (r.pressures(t).unwrap().0 - ATMOSPHERE) / 1e5;
        assert_eq!((ps.high_side, ps.low_side), (bar_g(59.0), bar_g(38.0)));
        // About 26.5 and 16.5 bar g (R404A P-T charts: 2.76 and 1.75 MPa abs).
        assert!((26.0..27.5).contains(&ps.high_side) && (16.0..17.2).contains(&ps.low_side), "{ps:?}");
        assert!(ps.basis.contains("EN 378-2"));
        let unknown = design_pressures(r, None, 45.0, -10.0, HighSide::AirCooled).unwrap();
        assert_eq!(unknown.high_side_temp, Some(63.0));
        assert!(unknown.basis.contains("sin temperatura ambiente"));
    }

    #[test]
    fn a_water_cooled_high_side_takes_the_leaving_water_plus_8_k() {
        let r = dataset().refrigerant("R134a").unwrap();
        let ps = design_pressures(r, None, 38.0, 2.0, HighSide::WaterCooled { leaving_water: Some(35.0) }).unwrap();
        assert_eq!(ps.high_side_temp, Some(43.0));
        assert!(!ps.basis.contains("presostato"), "{}", ps.basis);
    }

    /// Tester's defect 4 (report 2): 35 °C water + 8 K = 43 °C, PS 10.0
    /// bar(g) for R134a, where the design condensing at 40 °C is 9.15
    /// bar(g) (CoolProp: 10.166 bar abs), 91.5 % of it: no room for the
    /// cut-out. PS rises to the first whole degree whose saturation reaches
    /// 9.15 / 0.9 = 10.17 bar(g): 44 °C (11.30 bar abs, 10.29 bar(g)).
    #[test]
    fn a_water_cooled_ps_leaves_the_cut_out_room_above_the_design_condensing() {
        let r = dataset().refrigerant("R134a").unwrap();
        let ps = design_pressures(r, None, 40.0, 2.0, HighSide::WaterCooled { leaving_water: Some(35.0) }).unwrap();
        assert_eq!(ps.high_side_temp, Some(44.0));
        let condensing = (r.pressures(40.0).unwrap().0 - ATMOSPHERE) / 1e5;
        assert!((condensing - 9.15).abs() < 0.01, "{condensing}");
        assert!(condensing <= 0.9 * ps.high_side && (ps.high_side - 10.29).abs() < 0.02, "{}", ps.high_side);
        assert!(ps.basis.contains("condensación de diseño a 40.0 °C quede al 90 % de PS"), "{}", ps.basis);
        let english = crate::recorded_english::english(&ps.basis).unwrap_or_default();
        assert!(english.contains("raised so that the design condensing at 40.0 °C is at 90 % of PS"), "{english}");
    }

    /// An air-cooled high side condensing near its EN 378-2 temperature
    /// (engine 1.12.0): R404A at 55 °C with 35 °C ambient (class ≤ 38 °C,
    /// 59 °C) runs at 94 % of the 59 °C PS; PS rises to the first whole
    /// degree whose saturation reaches p(55 °C) / 0.9. At 45 °C (75 %) it
    /// stays at 59 °C, as before.
    #[test]
    fn an_air_cooled_ps_leaves_the_cut_out_room_above_the_design_condensing() {
        let r = dataset().refrigerant("R404A").unwrap();
        let bar_g = |t: f64| (r.pressures(t).unwrap().0 - ATMOSPHERE) / 1e5;
        assert!(bar_g(55.0) > 0.9 * bar_g(59.0), "{} of {}", bar_g(55.0), bar_g(59.0));
        let ps = design_pressures(r, Some(35.0), 55.0, -10.0, HighSide::AirCooled).unwrap();
        let t = ps.high_side_temp.unwrap();
        assert!(t > 59.0 && bar_g(t) * 0.9 >= bar_g(55.0) && bar_g(t - 1.0) * 0.9 < bar_g(55.0), "{ps:?}");
        assert_eq!(ps.high_side, bar_g(t));
        assert!(
            ps.basis.contains(
                "(condensador por aire; elevada para que la condensación de diseño a 55.0 °C quede al 90 % de PS"
            ),
            "{}",
            ps.basis
        );
        let english = crate::recorded_english::english(&ps.basis).unwrap_or_default();
        assert!(
            english.contains("(air-cooled condenser; raised so that the design condensing at 55.0 °C"),
            "{english}"
        );
        // Above the class temperature (62 °C in the ≤ 32 °C class, 55 °C):
        // PS was the duty's own pressure, 100 %; now 90 % of it at most.
        let hot = design_pressures(r, Some(30.0), 62.0, -10.0, HighSide::AirCooled).unwrap();
        assert!(bar_g(62.0) <= 0.9 * hot.high_side + 1e-9, "{hot:?}");
        let usual = design_pressures(r, Some(35.0), 45.0, -10.0, HighSide::AirCooled).unwrap();
        assert_eq!(usual.high_side_temp, Some(59.0));
    }

    #[test]
    fn r744_takes_the_pressures_co2_plant_is_built_for() {
        let r = dataset().refrigerant("R744").unwrap();
        let ps = design_pressures(r, Some(30.0), 25.0, -10.0, HighSide::AirCooled).unwrap();
        assert_eq!(ps.high_side, 120.0);
        assert_eq!(ps.low_side, 45.0);
        assert!(ps.basis.contains("R744"));
    }
}
