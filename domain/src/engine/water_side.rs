//! The chiller's water side and model name (ENGINEERING.md section 8).

use serde::{Deserialize, Serialize};

use crate::properties::{secondary_fluids, secondary_properties, PropertyError, SecondaryState};

/// kW per ton of refrigeration and L/min per US gallon per minute: the
/// one units table's factors (data/units.json, which the screens convert
/// with; a test holds them equal).
pub const KW_PER_TR: f64 = 3.516853;
pub const LMIN_PER_GPM: f64 = 3.785411784;

/// A secondary fluid choice: `water`, or `MPG-30` / `MEG-20` (% mass).
pub fn parse_fluid(value: &str) -> (String, f64) {
    match value.trim().rsplit_once('-') {
        Some((fluid, pct)) => (fluid.to_string(), pct.trim_end_matches('%').parse().unwrap_or(0.0)),
        None => (value.trim().to_string(), 0.0),
    }
}

/// A secondary fluid's value (`water`, `MPG-30`) in words, as screens,
/// sheets and messages name it: "Agua", "Propilenglicol (MPG) al 30 %".
/// An unknown value is given back as it came.
pub fn fluid_in_words(value: &str) -> String {
    let (code, concentration) = match value.rsplit_once('-') {
        Some((code, c)) => (code, c.trim_end_matches('%').parse::<f64>().ok()),
        None => (value, None),
    };
    match secondary_fluids().into_iter().find(|f| f.code.eq_ignore_ascii_case(code.trim())) {
        Some(fluid) => match concentration.filter(|c| *c > 0.0) {
            Some(c) => format!("{} al {c:.0} %", fluid.name),
            None => fluid.name,
        },
        None => value.to_string(),
    }
}

fn properties(fluid: &str, t_in: f64, t_out: f64) -> Result<SecondaryState, PropertyError> {
    let (code, concentration) = parse_fluid(fluid);
    secondary_properties(&code, concentration, (t_in + t_out) / 2.0)
}

/// Q = ρ·V̇·cp·|ΔT|, W, with properties at the mean temperature; flow in L/min.
pub fn capacity_from_flow(fluid: &str, flow_l_min: f64, t_in: f64, t_out: f64) -> Result<f64, PropertyError> {
    let s = properties(fluid, t_in, t_out)?;
    Ok(s.rho * flow_l_min / 60_000.0 * s.cp * (t_in - t_out).abs())
}

/// The flow (L/min) that carries `capacity_w` between the two temperatures.
pub fn flow_from_capacity(fluid: &str, capacity_w: f64, t_in: f64, t_out: f64) -> Result<f64, PropertyError> {
    let s = properties(fluid, t_in, t_out)?;
    Ok(capacity_w / (s.rho * s.cp * (t_in - t_out).abs()) * 60_000.0)
}

/// The freezing point of a secondary fluid, °C: water 0 °C; glycol
/// mixtures by concentration from the secondary-fluid table (refdata).
/// `None` when the table does not know the fluid.
pub fn freezing_point(fluid: &str) -> Option<f64> {
    let (code, concentration) = parse_fluid(fluid);
    if code.eq_ignore_ascii_case("water") {
        return Some(0.0);
    }
    // Any temperature inside the table reads the (interpolated) freezing point.
    secondary_properties(&code, concentration, 20.0).ok().map(|s| s.freezing_point)
}

/// A warning when the leaving water is within `margin` K of freezing.
pub fn freezing_warning(fluid: &str, t_out: f64, margin: f64) -> Result<Option<String>, PropertyError> {
    let freezing = freezing_point(fluid).unwrap_or(f64::NAN);
    Ok((freezing.is_finite() && t_out - freezing < margin).then(|| {
        format!("Margen de congelación insuficiente: la salida a {t_out:.1} °C está a menos de {margin:.0} K del punto de congelación ({freezing:.1} °C)")
    }))
}

/// Below this approach (K) a plate exchanger grows out of proportion (product default).
pub const MIN_APPROACH_K: f64 = 2.0;

/// The approach of a chiller circuit: leaving fluid minus evaporating temperature.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Approach {
    pub circuit_id: String,
    /// K.
    pub approach: f64,
    /// Below `MIN_APPROACH_K`.
    pub tight: bool,
}

/// The approach of a circuit evaporating at `evap` (°C) that cools the
/// fluid to `leaving` (°C). At or below 0 K no heat flows: the calculation
/// rules refuse such a circuit before it gets here.
pub fn approach(circuit: &str, leaving: f64, evap: f64) -> Approach {
    let approach = leaving - evap;
    Approach { circuit_id: circuit.to_string(), approach, tight: approach < MIN_APPROACH_K }
}

impl Approach {
    /// The Spanish warning of a tight approach.
    pub fn warning(&self) -> Option<String> {
        self.warning_for(&self.circuit_id)
    }

    /// The warning naming the circuit as `label` ('2 (LT)').
    pub fn warning_for(&self, label: &str) -> Option<String> {
        self.tight.then(|| {
            format!(
                "Aproximación de {:.1} K en el circuito {} (salida del fluido menos evaporación): por debajo de {MIN_APPROACH_K:.0} K el intercambiador resulta desproporcionado",
                self.approach, label
            )
        })
    }
}

/// `CH` + `AA` (water–air) or `AG` (water–water) + kW + refrigerant + circuits.
pub fn model_name(water_to_water: bool, capacity_w: f64, refrigerant: &str, circuits: usize) -> String {
    format!("CH{}-{:.0}-{refrigerant}-{circuits}C", if water_to_water { "AG" } else { "AA" }, capacity_w / 1000.0)
}

#[cfg(test)]
mod tests {

    /// The screens convert TR and GPM with data/units.json: the engine's
    /// water side must use the very same factors (1 US gallon = 231 in³).
    #[test]
    fn the_water_side_factors_are_the_units_tables() {
        let table: serde_json::Value = serde_json::from_str(include_str!("../../data/units.json")).unwrap();
        assert_eq!(table["factors"]["kilowattPerTonOfRefrigeration"].as_f64(), Some(KW_PER_TR));
        assert_eq!(table["factors"]["litrePerUsGallon"].as_f64(), Some(LMIN_PER_GPM));
        assert!((LMIN_PER_GPM - 231.0 * 0.016_387_064).abs() < 1e-15);
    }
    use super::*;

    #[test]
    fn capacity_from_flow_and_back_agree() {
        // 100 L/min of water 12 → 7 °C: ρ 999.7, cp 4193 at 9.5 °C: ≈ 34.93 kW.
        let q = capacity_from_flow("water", 100.0, 12.0, 7.0).unwrap();
        assert!((q - 34_930.0).abs() < 60.0, "{q}");
        let flow = flow_from_capacity("water", q, 12.0, 7.0).unwrap();
        assert!((flow - 100.0).abs() < 1e-9);
        let glycol = capacity_from_flow("MPG-30", 100.0, 0.0, -5.0).unwrap();
        assert!(glycol < q, "glycol carries less heat per litre");
    }

    /// Issue 13, item 5: the approach is reported, and warned below 2 K.
    #[test]
    fn the_approach_is_reported_and_warned_when_tight() {
        let tight = approach("1", 7.0, 6.0);
        assert_eq!((tight.approach, tight.tight), (1.0, true));
        assert!(tight.warning().unwrap().starts_with("Aproximación de 1.0 K en el circuito 1"));
        let fine = approach("2", 7.0, 2.0);
        assert_eq!((fine.approach, fine.tight, fine.warning()), (5.0, false, None));
    }

    #[test]
    fn it_warns_near_freezing_and_names_the_model() {
        assert!(freezing_warning("water", 2.0, 3.0).unwrap().is_some());
        assert!(freezing_warning("water", 7.0, 3.0).unwrap().is_none());
        assert!(freezing_warning("MPG-30", -8.0, 3.0).unwrap().is_none());
        assert_eq!(model_name(false, 119_600.0, "R404A", 2), "CHAA-120-R404A-2C");
        assert_eq!(model_name(true, 50_200.0, "R134a", 1), "CHAG-50-R134a-1C");
    }
}
