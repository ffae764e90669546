//! 'Análisis del condensador' (issue 23 item 1): the heat the condenser
//! takes and its shares (cooling, heat of compression, oil cooling), from
//! the engine's `CondenserAnalysis`; the condenser itself is
//! [`super::condenser_unit`].

use serde::Serialize;

use super::source::Recorded;
use crate::sheets::format::Figures;

#[derive(Debug, Clone, Serialize)]
pub struct Condenser {
    pub cooling: String,
    pub compression_heat: String,
    pub oil_cooling: String,
    pub total_load: String,
    pub cooling_share: String,
    pub compression_share: String,
    pub oil_share: String,
    /// The three shares as the bar's CSS widths read them, with a decimal
    /// point whatever the locale (`ficha-13` on; the shares above printed
    /// there before, and broke the bar with a decimal comma).
    pub cooling_css: String,
    pub compression_css: String,
    pub oil_css: String,
    /// The condenser chosen, as `ficha-1` to `ficha-3` print it.
    pub selected: Option<String>,
}

/// The section; `None` for a bare compressor, which has no condenser.
pub fn condenser(answer: &Recorded, figures: Figures) -> Option<Condenser> {
    let system = answer.system()?;
    let analysis = &system.condenser_analysis;
    let chosen = match (&system.auto_selected_condenser, &system.condenser) {
        (Some(c), _) => Some((c.model.trim(), c.capacity, c.is_out_of_range)),
        // A condenser named in the project: the check does not repeat its model.
        (None, Some(check)) => Some(("", check.capacity, false)),
        (None, None) => None,
    };
    let selected = chosen.map(|(model, capacity, out_of_range)| {
        let mut line = format!(
            "Condensador {model}: {} {}",
            figures.capacity(Some(capacity), 2),
            figures.unit(crate::sheets::format::Measure::HeatFlow)
        );
        if out_of_range {
            line.push_str(" (fuera de rango ideal)");
        }
        line
    });
    Some(Condenser {
        cooling: figures.capacity(Some(analysis.cooling_capacity), 2),
        compression_heat: figures.capacity(Some(analysis.heat_rejection - analysis.cooling_capacity), 2),
        oil_cooling: figures.capacity(Some(analysis.oil_cooling), 2),
        total_load: figures.capacity(Some(analysis.total_condenser_load), 2),
        cooling_share: figures.fixed(Some(analysis.percentages.cooling_capacity), 1),
        compression_share: figures.fixed(Some(analysis.percentages.compression_heat), 1),
        oil_share: figures.fixed(Some(analysis.percentages.oil_cooling), 1),
        cooling_css: Figures::css_percent(analysis.percentages.cooling_capacity),
        compression_css: Figures::css_percent(analysis.percentages.compression_heat),
        oil_css: Figures::css_percent(analysis.percentages.oil_cooling),
        selected,
    })
}

#[cfg(test)]
mod tests {
    use super::super::test_sources::source;
    use super::*;

    #[test]
    fn the_condenser_load_and_its_shares_add_up() {
        for kind in ["rack", "condensadora", "chiller"] {
            let section = condenser(&source(kind).answer, Figures::default()).unwrap();
            let share = |s: &str| s.parse::<f64>().unwrap();
            let sum = share(&section.cooling_share) + share(&section.compression_share) + share(&section.oil_share);
            assert!((sum - 100.0).abs() <= 0.15, "{kind}: {sum}");
            assert!(section.total_load != "—" && section.cooling != "—", "{kind}");
        }
        let unit = condenser(&source("condensadora").answer, Figures::default()).unwrap();
        assert_eq!(unit.selected.as_deref(), Some("Condensador CAD-2V-50 (demostración): 33.33 kW"));
        assert!(condenser(&source("motocompresora").answer, Figures::default()).is_none());
    }

    #[test]
    fn an_ip_sheet_prints_the_condenser_load_in_btu_per_hour() {
        let ip = Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() };
        let source = source("condensadora");
        let load = source.answer.system().unwrap().condenser_analysis.total_condenser_load;
        let section = condenser(&source.answer, ip).unwrap();
        assert_eq!(section.total_load, domain::number_format::fixed(Some(load / 0.293_071_07), 0, Default::default()));
        assert!(section.selected.unwrap().ends_with(" BTU/h"));
    }
}
