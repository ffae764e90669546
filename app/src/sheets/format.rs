//! How figures print on a data sheet: the company's number locale (the
//! same rules as the screens, `domain::number_format`), fixed decimals, no
//! negative zero, and a dash for a missing value, so the same data always
//! prints the same text.

use domain::number_format::{self, NumberLocale};
use domain::project::{SheetLanguage, SheetUnits};

/// How the figures of one sheet print: the company's number locale, and the
/// units and language the project asks its sheet in (where the sheet's
/// template version prints them). Passed to every section builder and chart
/// (issue 28 item 4: no thread-local), so two sheets built at once cannot
/// print in each other's locale.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Figures {
    pub locale: NumberLocale,
    pub units: SheetUnits,
    pub language: SheetLanguage,
}

impl Figures {
    /// Figures in `locale`, SI and Spanish: every sheet before the project
    /// chose its units and language.
    pub fn in_locale(locale: NumberLocale) -> Self {
        Self { locale, ..Self::default() }
    }

    /// `value` with `decimals` decimals; '—' when absent or not finite.
    /// Halves round away from zero, as on screen.
    pub fn fixed(self, value: Option<f64>, decimals: usize) -> String {
        number_format::fixed(value, decimals, self.locale)
    }

    /// W to kW.
    pub fn kw(self, watts: Option<f64>, decimals: usize) -> String {
        self.fixed(watts.map(|w| w / 1000.0), decimals)
    }
}

/// An RFC 3339 instant as the sheet prints its date of issue (dd/mm/aaaa, UTC).
pub fn issue_date(rfc3339: &str) -> String {
    chrono::DateTime::parse_from_rfc3339(rfc3339)
        .map(|t| t.with_timezone(&chrono::Utc).format("%d/%m/%Y").to_string())
        .unwrap_or_else(|_| rfc3339.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_print_fixed_decimals_without_negative_zero() {
        let mx = Figures::default();
        assert_eq!(mx.fixed(Some(47.006_87), 2), "47.01");
        assert_eq!(mx.fixed(Some(-0.001), 2), "0.00");
        assert_eq!(mx.fixed(Some(-10.0), 1), "-10.0");
        assert_eq!(mx.fixed(None, 1), "—");
        assert_eq!(mx.fixed(Some(f64::NAN), 1), "—");
        assert_eq!(mx.kw(Some(21_387.33), 2), "21.39");
        assert_eq!(mx.fixed(Some(75.25), 1), "75.3");
        assert_eq!(mx.fixed(Some(-75.25), 1), "-75.3");
    }

    #[test]
    fn it_should_print_in_the_locale_of_its_sheet() {
        let spain = Figures::in_locale(NumberLocale::EsEs);
        let argentina = Figures::in_locale(NumberLocale::EsAr);
        assert_eq!(spain.fixed(Some(-46.24), 1), "-46,2");
        assert_eq!(argentina.kw(Some(21_387.33), 2), "21,39");
        assert_eq!(Figures::default().fixed(Some(-46.24), 1), "-46.2", "each sheet its own locale");
        assert_eq!(Figures::in_locale(NumberLocale::EsMx).fixed(Some(14_800.0), 0), "14\u{202F}800");
    }

    #[test]
    fn it_should_print_the_issue_date_in_utc() {
        assert_eq!(issue_date("2026-11-22T23:30:00-03:00"), "23/11/2026");
    }
}
