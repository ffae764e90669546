//! The secondary fluids of the dataset by name: what GET /api/fluids lists,
//! the table a client interpolates, and the properties the water side uses.

use super::dataset::dataset;
use super::secondary::{SecondaryFluid, SecondaryFluidInfo, SecondaryState, SecondaryTable};
use super::PropertyError;

/// The secondary fluids of the dataset, each with its concentrations.
pub fn secondary_fluids() -> Vec<SecondaryFluidInfo> {
    let mut out: Vec<SecondaryFluidInfo> = Vec::new();
    for fluid in dataset().secondary_fluids() {
        match out.iter_mut().find(|f| f.code == fluid.code) {
            Some(info) => info.concentrations.push(fluid.concentration),
            None => out.push(SecondaryFluidInfo {
                code: fluid.code.clone(),
                name: fluid.name.clone(),
                concentrations: vec![fluid.concentration],
            }),
        }
    }
    out
}

/// The table of `fluid` at a tabulated `concentration` (% mass); `None` when
/// the dataset has no table there.
pub fn secondary_table(fluid: &str, concentration: f64) -> Option<SecondaryTable> {
    dataset()
        .secondary_fluids()
        .iter()
        .find(|f| f.code.eq_ignore_ascii_case(fluid.trim()) && f.concentration == concentration)
        .map(|f| SecondaryTable {
            t_min: f.t_min,
            step: f.step,
            density: f.rho.clone(),
            cp: f.cp.clone(),
            freezing_point: f.freezing_point,
        })
}

/// Properties of `fluid` (water, MPG, MEG) at `concentration` % mass and `t` °C;
/// linear between the tabulated concentrations.
pub fn secondary_properties(fluid: &str, concentration: f64, t: f64) -> Result<SecondaryState, PropertyError> {
    let tables: Vec<&SecondaryFluid> =
        dataset().secondary_fluids().iter().filter(|f| f.code.eq_ignore_ascii_case(fluid.trim())).collect();
    let out_of_range =
        |quantity, value, min, max| PropertyError::OutOfRange { fluid: fluid.to_string(), quantity, value, min, max };
    match tables.as_slice() {
        [] => Err(PropertyError::UnknownSecondaryFluid(fluid.to_string())),
        [only] => only
            .state(t)
            .ok_or_else(|| out_of_range("T", t, only.t_min, only.t_min + only.step * (only.rho.len() - 1) as f64)),
        many => {
            let (lo, hi) = (many[0].concentration, many[many.len() - 1].concentration);
            if !(concentration >= lo && concentration <= hi) {
                return Err(out_of_range("concentración", concentration, lo, hi));
            }
            let range = |f: &SecondaryFluid| out_of_range("T", t, f.t_min, f.t_min + f.step * (f.rho.len() - 1) as f64);
            // A tabulated concentration reads its own table, to its own
            // freezing point: engine 1.13.0 read it as the upper end of an
            // interpolation with the concentration below, so MEG-50 was
            // refused below −23 °C (MEG-40's table) though its own runs to
            // −35 °C (issue 23).
            if let Some(own) = many.iter().find(|f| f.concentration == concentration) {
                return own.state(t).ok_or_else(|| range(own));
            }
            let upper = many.iter().position(|f| f.concentration >= concentration).unwrap_or(many.len() - 1).max(1);
            let (a, b) = (many[upper - 1], many[upper]);
            let f = (concentration - a.concentration) / (b.concentration - a.concentration);
            let sa = a.state(t).ok_or_else(|| range(a))?;
            let sb = b.state(t).ok_or_else(|| range(b))?;
            let mix = |x: f64, y: f64| x + (y - x) * f;
            Ok(SecondaryState {
                rho: mix(sa.rho, sb.rho),
                cp: mix(sa.cp, sb.cp),
                mu: (sa.mu.ln() + (sb.mu.ln() - sa.mu.ln()) * f).exp(),
                k: mix(sa.k, sb.k),
                freezing_point: mix(sa.freezing_point, sb.freezing_point),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_row_is_what_the_interpolation_gives_at_that_temperature() {
        let water = secondary_table("water", 0.0).unwrap();
        let row = ((9.5 - water.t_min) / water.step).round() as usize;
        let at = secondary_properties("water", 0.0, 9.5).unwrap();
        assert_eq!((water.density[row], water.cp[row]), (at.rho, at.cp));
        assert_eq!(water.density.len(), water.cp.len());
        assert_eq!(water.freezing_point, 0.0);
        assert!(secondary_table("MPG", 30.0).is_some_and(|t| t.freezing_point < -10.0));
    }

    /// Issue 23: MEG-50 reads its own table to −35.0 °C, 1 K above its
    /// freezing point (−35.99 °C, CoolProp's INCOMP::MEG, Melinder 2010),
    /// not MEG-40's, which ends at −23 °C; MPG-50 to −31.5 °C.
    #[test]
    fn a_tabulated_concentration_reads_its_own_table_to_its_freezing_point() {
        let meg = secondary_properties("MEG", 50.0, -34.0).unwrap();
        assert!((meg.freezing_point + 35.994).abs() < 1e-3, "{meg:?}");
        assert_eq!(meg.rho, secondary_table("MEG", 50.0).map(|t| t.density[2]).unwrap());
        assert!(secondary_properties("MPG", 50.0, -31.0).is_ok());
        assert!(secondary_properties("MEG", 40.0, -22.5).is_ok(), "MEG-40 below MEG-30's −14 °C");
        let below = secondary_properties("MEG", 50.0, -36.0).unwrap_err();
        assert_eq!(
            below,
            PropertyError::OutOfRange { fluid: "MEG".into(), quantity: "T", value: -36.0, min: -35.0, max: 60.0 }
        );
        // Between two concentrations the colder end is the warmer table's.
        assert!(secondary_properties("MEG", 45.0, -30.0).is_err());
    }

    #[test]
    fn it_has_no_table_between_tabulated_concentrations() {
        assert!(secondary_table("MPG", 35.0).is_none());
        assert!(secondary_table("brine", 0.0).is_none());
    }
}
