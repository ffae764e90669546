//! The water-side pressure drop of a plate heat exchanger at a duty's flow,
//! from the maker's rating (a pressure drop at a stated water flow).

use serde::{Deserialize, Serialize};

/// The exponent of the flow in Δp ∝ V̇ⁿ. In fully turbulent flow through a
/// brazed plate channel the pressure drop goes with the square of the
/// velocity (SWEP, Refrigerant Handbook, ch. 1 'Basic heat transfer',
/// pressure-drop relations: doubling the velocity quadruples the pressure
/// drop). At lower flows the channel leaves full turbulence and the true
/// exponent is lower (about 1.8 with Kumar's 1984 friction factor,
/// f ∝ Re^-0.183), so a figure scaled far from the rating is an estimate.
pub const FLOW_EXPONENT: f64 = 2.0;

/// Δp at `flow` from the rating `rated_kpa` at `rated_flow` (both flows in
/// the same unit): Δp = Δp_rated · (V̇ / V̇_rated)ⁿ, n = [`FLOW_EXPONENT`].
pub fn pressure_drop_at(rated_kpa: f64, rated_flow: f64, flow: f64) -> f64 {
    rated_kpa * (flow / rated_flow).powf(FLOW_EXPONENT)
}

/// A plate exchanger's water-side pressure drop at a circuit's flow.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct WaterPressureDrop {
    /// kPa at `flow_lmin`, scaled from the rating with [`FLOW_EXPONENT`].
    pub kpa: f64,
    /// L/min through this exchanger (its circuit's part of the cold-side
    /// flow, in proportion to the circuit's requirement).
    pub flow_lmin: f64,
    /// The maker's rating: kPa at `rated_flow_lmin` L/min of water.
    pub rated_kpa: f64,
    pub rated_flow_lmin: f64,
    /// The exponent the figure was scaled with.
    pub exponent: f64,
    /// The cooled fluid is not water (a glycol mixture): the rating is for
    /// water, so `kpa` is water's at the same flow, an estimate below the
    /// real figure (a glycol mixture is more viscous).
    pub rated_for_water_only: bool,
}

impl WaterPressureDrop {
    /// The drop at `flow_lmin` of `fluid` (`water`, `MPG-30`...) from the rating.
    pub fn at(rated_kpa: f64, rated_flow_lmin: f64, flow_lmin: f64, fluid: &str) -> Self {
        let (code, _) = crate::engine::water_side::parse_fluid(fluid);
        Self {
            kpa: pressure_drop_at(rated_kpa, rated_flow_lmin, flow_lmin),
            flow_lmin,
            rated_kpa,
            rated_flow_lmin,
            exponent: FLOW_EXPONENT,
            rated_for_water_only: !code.eq_ignore_ascii_case("water"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// By hand: rated 25 kPa at 86 L/min; at 60 L/min,
    /// 25 · (60/86)² = 25 · 0.486749... = 12.1687 kPa; at 100 L/min,
    /// 25 · (100/86)² = 33.8021 kPa.
    #[test]
    fn it_should_scale_the_rating_with_the_square_of_the_flow() {
        assert!((pressure_drop_at(25.0, 86.0, 60.0) - 12.1687).abs() < 1e-4);
        assert!((pressure_drop_at(25.0, 86.0, 100.0) - 33.8021).abs() < 1e-4);
        assert_eq!(pressure_drop_at(25.0, 86.0, 86.0), 25.0);
    }

    #[test]
    fn a_glycol_figure_is_marked_as_scaled_from_a_water_rating() {
        let water = WaterPressureDrop::at(25.0, 86.0, 43.0, "water");
        assert!(!water.rated_for_water_only);
        assert!((water.kpa - 6.25).abs() < 1e-12, "half the flow, a quarter of the drop");
        assert!(WaterPressureDrop::at(25.0, 86.0, 43.0, "MPG-30").rated_for_water_only);
        assert!(WaterPressureDrop::at(25.0, 86.0, 43.0, "MEG-20").rated_for_water_only);
    }
}
