//! How figures print on a data sheet: the company's number locale (the
//! same rules as the screens, `domain::number_format`), fixed decimals, no
//! negative zero, and a dash for a missing value, so the same data always
//! prints the same text.

use std::cell::Cell;

use domain::number_format::{self, NumberLocale};

thread_local! {
    /// The locale of the sheet being built on this thread ([`in_locale`]).
    static LOCALE: Cell<NumberLocale> = const { Cell::new(NumberLocale::EsMx) };
}

/// Runs `build` with figures printed in `locale` (the sheet model is built
/// synchronously, so the locale cannot leak to another sheet).
pub fn in_locale<T>(locale: NumberLocale, build: impl FnOnce() -> T) -> T {
    struct Restore(NumberLocale);
    impl Drop for Restore {
        fn drop(&mut self) {
            LOCALE.with(|l| l.set(self.0));
        }
    }
    let _restore = Restore(LOCALE.with(|l| l.replace(locale)));
    build()
}

/// `value` with `decimals` decimals; '—' when absent or not finite. Halves
/// round away from zero, as on screen.
pub fn fixed(value: Option<f64>, decimals: usize) -> String {
    number_format::fixed(value, decimals, LOCALE.with(Cell::get))
}

/// W to kW.
pub fn kw(watts: Option<f64>, decimals: usize) -> String {
    fixed(watts.map(|w| w / 1000.0), decimals)
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
        assert_eq!(fixed(Some(47.006_87), 2), "47.01");
        assert_eq!(fixed(Some(-0.001), 2), "0.00");
        assert_eq!(fixed(Some(-10.0), 1), "-10.0");
        assert_eq!(fixed(None, 1), "—");
        assert_eq!(fixed(Some(f64::NAN), 1), "—");
        assert_eq!(kw(Some(21_387.33), 2), "21.39");
        assert_eq!(fixed(Some(75.25), 1), "75.3");
        assert_eq!(fixed(Some(-75.25), 1), "-75.3");
    }

    #[test]
    fn it_should_print_in_the_locale_of_the_sheet_being_built() {
        assert_eq!(in_locale(NumberLocale::EsEs, || fixed(Some(-46.24), 1)), "-46,2");
        assert_eq!(in_locale(NumberLocale::EsAr, || kw(Some(21_387.33), 2)), "21,39");
        assert_eq!(fixed(Some(-46.24), 1), "-46.2", "the locale ends with the build");
        assert_eq!(in_locale(NumberLocale::EsMx, || fixed(Some(14_800.0), 0)), "14\u{202F}800");
    }

    #[test]
    fn it_should_print_the_issue_date_in_utc() {
        assert_eq!(issue_date("2026-11-22T23:30:00-03:00"), "23/11/2026");
    }
}
