//! Whether an uploaded P–T chart is the refrigerant's (issue 14): a chart of
//! another fluid uploaded by mistake (R448A on R404A is about 11 % off) must
//! not pass as a successful update. Published P–T charts round to 0.1 bar or
//! 1 psi and blends differ slightly between sources, so up to 2 % is taken as
//! agreement; anything above is coloured and reported.

/// Largest deviation from the dataset, %, that still counts as agreement.
pub const MATCH_TOLERANCE_PCT: f64 = 2.0;

/// True when a trusted row (not a suspect misreading) deviates from the
/// dataset by more than the tolerance (`deviation` in %).
pub fn is_off_reference(deviation: Option<f64>, suspect: bool) -> bool {
    !suspect && deviation.is_some_and(|d| d > MATCH_TOLERANCE_PCT)
}

#[cfg(test)]
mod tests {
    use super::super::pt_chart::{compare_chart, parse_chart};
    use super::super::test_support::pdf_source;
    use super::*;
    use crate::properties::dataset;

    /// A chart of `code`'s dew pressures, bar absolute, from -40 to 40 °C.
    fn chart_of(code: &str) -> String {
        let data = dataset().refrigerant(code).unwrap();
        let mut text = String::from("Tabla P-T\nTemp (°C)  Presión (bar abs)\n");
        for t in (-40..=40).step_by(10) {
            let (_, dew) = data.pressures(f64::from(t)).unwrap();
            text.push_str(&format!("{t} {:.3}\n", dew / 1e5));
        }
        text
    }

    #[test]
    fn it_should_find_an_r448a_chart_uploaded_on_r404a_off_in_every_row() {
        let chart =
            compare_chart(&parse_chart(&chart_of("R448A")), dataset().refrigerant("R404A").unwrap(), "h", pdf_source());
        assert_eq!(chart.rows.len(), 9);
        assert_eq!(
            chart.rows_off_reference,
            Some(9),
            "{:?}",
            chart.rows.iter().map(|r| r.deviation).collect::<Vec<_>>()
        );
        assert!(chart.rows.iter().all(|r| r.off_reference));
        let worst = chart.max_deviation.unwrap();
        assert!(worst > 10.0 && worst < 30.0, "R448A's dew pressures are well below R404A's: {worst}");
        assert_eq!(chart.tolerance_pct, Some(MATCH_TOLERANCE_PCT));
    }

    #[test]
    fn it_should_find_the_refrigerant_s_own_chart_matching() {
        let chart =
            compare_chart(&parse_chart(&chart_of("R404A")), dataset().refrigerant("R404A").unwrap(), "h", pdf_source());
        assert_eq!(chart.rows_off_reference, Some(0));
        assert!(chart.max_deviation.unwrap() < 0.1);
    }

    #[test]
    fn it_should_not_count_a_suspect_row_or_a_row_at_the_tolerance() {
        let rows = [(Some(2.0), false), (Some(2.01), false), (Some(900.0), true), (None, false)];
        assert_eq!(rows.map(|(d, s)| is_off_reference(d, s)), [false, true, false, false]);
    }
}
