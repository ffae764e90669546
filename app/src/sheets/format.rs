//! How figures print on a data sheet: the company's number locale (the
//! same rules as the screens, `domain::number_format`), fixed decimals, no
//! negative zero, and a dash for a missing value, so the same data always
//! prints the same text.

use domain::display_units::{self, Dimension, PressureKind, UnitSystem};
use domain::number_format::{self, NumberLocale};
use domain::project::{SheetLanguage, SheetUnits};
use serde::Serialize;

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

    /// A percentage for a CSS width: one decimal and a decimal point
    /// whatever the sheet's locale, since CSS reads no other mark (tester
    /// report 4 #13: '70,2%' made a decimal-comma sheet's bars invalid).
    pub fn css_percent(value: f64) -> String {
        number_format::fixed(Some(value), 1, NumberLocale::EsMx)
    }

    /// W to kW.
    pub fn kw(self, watts: Option<f64>, decimals: usize) -> String {
        self.fixed(watts.map(|w| w / 1000.0), decimals)
    }

    /// Whether the sheet prints in I-P units (°F, psig, BTU/h...).
    pub fn is_ip(self) -> bool {
        self.units == SheetUnits::Ip
    }

    fn system(self) -> UnitSystem {
        match self.units {
            SheetUnits::Si => UnitSystem::Si,
            SheetUnits::Ip => UnitSystem::Ip,
        }
    }

    /// The unit `measure` prints in on this sheet: the SI sheet's own labels
    /// as it has always printed them, the I-P ones from `data/units.json`.
    pub fn unit(self, measure: Measure) -> &'static str {
        if !self.is_ip() {
            return measure.si_label();
        }
        let (dimension, kind) = measure.dimension();
        display_units::unit_label(dimension, UnitSystem::Ip, kind)
    }

    /// A figure stored in `measure`'s SI unit, in the sheet's unit: with
    /// `si_decimals` on an SI sheet, the I-P unit's decimals (the units
    /// table's, else [`Measure::ip_decimals`]) on an I-P one.
    pub fn number(self, value: Option<f64>, measure: Measure, si_decimals: usize) -> String {
        let decimals = if self.is_ip() { measure.ip_decimals() } else { si_decimals };
        self.number_with(value, measure, si_decimals, decimals)
    }

    /// As [`Self::number`], with the I-P decimals given (a pipe's inside
    /// diameter in inches to the thousandth, as the tube tables list it).
    pub fn number_with(self, value: Option<f64>, measure: Measure, si_decimals: usize, ip_decimals: usize) -> String {
        if !self.is_ip() {
            return self.fixed(value, si_decimals);
        }
        self.fixed(value.map(|v| self.convert(v, measure)), ip_decimals)
    }

    /// A figure stored in `measure`'s SI unit, as a number in the sheet's
    /// unit (a chart's coordinates); unchanged on an SI sheet.
    pub fn convert(self, value: f64, measure: Measure) -> f64 {
        if !self.is_ip() {
            return value;
        }
        let (dimension, kind) = measure.dimension();
        let stored = if measure == Measure::AbsolutePressure { PressureKind::Absolute } else { PressureKind::Gauge };
        display_units::to_display(value, dimension, self.system(), stored, kind)
    }

    /// A figure in the sheet's unit with at most `decimals` decimals,
    /// trailing zeros dropped, and its unit: a length as typed, "15 m",
    /// "22.5 m", "49.2 ft".
    pub fn trimmed_measure(self, value: Option<f64>, measure: Measure, decimals: usize) -> String {
        let shown = value.map(|v| self.convert(v, measure));
        format!("{} {}", number_format::trimmed(shown, decimals, self.locale), self.unit(measure))
    }

    /// A figure and its unit: "35.0 °C", "95.0 °F".
    pub fn measure(self, value: Option<f64>, measure: Measure, si_decimals: usize) -> String {
        format!("{} {}", self.number(value, measure, si_decimals), self.unit(measure))
    }

    /// A refrigeration capacity (W) in the sheet's unit, kW or BTU/h.
    pub fn capacity(self, watts: Option<f64>, si_decimals: usize) -> String {
        self.number(watts.map(|w| w / 1000.0), Measure::HeatFlow, si_decimals)
    }

    /// A capacity (W) in refrigeration tons, which an I-P sheet prints
    /// beside BTU/h ('10.00 TR'); `None` on an SI sheet.
    pub fn tons(self, watts: Option<f64>) -> Option<String> {
        self.is_ip().then(|| {
            let tons = watts.map(|w| display_units::tons_of_refrigeration(w / 1000.0));
            let decimals = display_units::decimals(Dimension::Capacity, UnitSystem::Mx).unwrap_or(2);
            format!("{} {}", self.fixed(tons, decimals), display_units::unit(Dimension::Capacity, UnitSystem::Mx))
        })
    }

    /// The energy efficiency ratio (BTU/h per W) of a COP, which an I-P
    /// sheet prints beside it (AHRI 540 tables list it to one decimal):
    /// 'EER 8.5 BTU/(W·h)'; `None` on an SI sheet.
    pub fn eer(self, cop: Option<f64>) -> Option<String> {
        self.is_ip().then(|| {
            let eer = cop.map(|c| {
                display_units::to_display(
                    c / 1000.0,
                    Dimension::Capacity,
                    UnitSystem::Ip,
                    PressureKind::Gauge,
                    PressureKind::Gauge,
                )
            });
            format!("EER {} BTU/(W·h)", self.fixed(eer, 1))
        })
    }

    /// The units the sheet's templates print beside its figures.
    pub fn labels(self) -> UnitLabels {
        UnitLabels {
            temperature: self.unit(Measure::Temperature),
            temperature_difference: self.unit(Measure::TemperatureDifference),
            capacity: self.unit(Measure::HeatFlow),
            // Electrical power input stays in kW on an I-P sheet, as AHRI 540
            // and the makers' I-P tables give it (docs/decisions).
            power: "kW",
            gauge: self.unit(Measure::GaugePressure),
            absolute: self.unit(Measure::AbsolutePressure),
            velocity: self.unit(Measure::Velocity),
            density: self.unit(Measure::Density),
            mass: self.unit(Measure::Mass),
            volume: self.unit(Measure::Volume),
            enthalpy: self.unit(Measure::SpecificEnthalpy),
            entropy: self.unit(Measure::SpecificEntropy),
        }
    }
}

/// What a figure of the sheet measures, stored in the SI unit its label
/// names (°C, K, bar gauge, bar absolute, kPa, kW, kg, m, mm, m/s, kg/m³,
/// kJ/kg, kJ/(kg·K), L, L/min).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Measure {
    Temperature,
    /// A difference of temperatures: K, or °F without the offset.
    TemperatureDifference,
    /// bar above the atmosphere ('psig').
    GaugePressure,
    /// bar absolute ('psia').
    AbsolutePressure,
    /// kPa, a difference ('psi').
    PressureDrop,
    /// kW: a capacity, a heat flow ('BTU/h').
    HeatFlow,
    Mass,
    Length,
    SmallLength,
    Velocity,
    Density,
    SpecificEnthalpy,
    SpecificEntropy,
    Volume,
    LiquidFlow,
}

impl Measure {
    fn dimension(self) -> (Dimension, PressureKind) {
        let plain = |d| (d, PressureKind::Gauge);
        match self {
            Self::Temperature => plain(Dimension::Temperature),
            Self::TemperatureDifference => plain(Dimension::TemperatureDifference),
            Self::GaugePressure => plain(Dimension::Pressure),
            Self::AbsolutePressure => (Dimension::Pressure, PressureKind::Absolute),
            Self::PressureDrop => plain(Dimension::PressureDrop),
            Self::HeatFlow => plain(Dimension::Capacity),
            Self::Mass => plain(Dimension::Mass),
            Self::Length => plain(Dimension::Length),
            Self::SmallLength => plain(Dimension::SmallLength),
            Self::Velocity => plain(Dimension::Velocity),
            Self::Density => plain(Dimension::Density),
            Self::SpecificEnthalpy => plain(Dimension::SpecificEnthalpy),
            Self::SpecificEntropy => plain(Dimension::SpecificEntropy),
            Self::Volume => plain(Dimension::Volume),
            Self::LiquidFlow => plain(Dimension::LiquidFlow),
        }
    }

    /// The SI sheet's labels, as `ficha-1` to `ficha-6` print them.
    fn si_label(self) -> &'static str {
        match self {
            Self::Temperature => "°C",
            Self::TemperatureDifference => "K",
            Self::GaugePressure => "bar",
            Self::AbsolutePressure => "bar abs",
            Self::PressureDrop => "kPa",
            Self::HeatFlow => "kW",
            Self::Mass => "kg",
            Self::Length => "m",
            Self::SmallLength => "mm",
            Self::Velocity => "m/s",
            Self::Density => "kg/m³",
            Self::SpecificEnthalpy => "kJ/kg",
            Self::SpecificEntropy => "kJ/kg·K",
            Self::Volume => "L",
            Self::LiquidFlow => "L/min",
        }
    }

    /// Decimals of the I-P unit: the units table's (°F 1, psi 1, psi of a
    /// drop 2, BTU/h 0, lb 1, ft 1, in 1, ft/min 0, lb/ft³ 2), and for the
    /// units only the sheet prints, as their tables list them (BTU/lb 1,
    /// BTU/(lb·°F) 4, ft³ 3, gpm 1).
    pub fn ip_decimals(self) -> usize {
        let (dimension, _) = self.dimension();
        display_units::decimals(dimension, UnitSystem::Ip).unwrap_or(match self {
            Self::SpecificEntropy => 4,
            Self::Volume => 3,
            _ => 1,
        })
    }
}

/// The units beside the sheet's figures, for its templates.
#[derive(Debug, Clone, Serialize)]
pub struct UnitLabels {
    pub temperature: &'static str,
    pub temperature_difference: &'static str,
    pub capacity: &'static str,
    pub power: &'static str,
    pub gauge: &'static str,
    pub absolute: &'static str,
    pub velocity: &'static str,
    pub density: &'static str,
    pub mass: &'static str,
    pub volume: &'static str,
    pub enthalpy: &'static str,
    pub entropy: &'static str,
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

    /// Issue 23 item 5: an I-P sheet's figures, against the exact factors
    /// (1 TR = 3.516853 kW, 1 BTU/h = 0.29307107 W, 1 psi = 6.894757 kPa).
    #[test]
    fn an_ip_sheet_prints_every_figure_in_ip_units() {
        let ip = Figures { units: SheetUnits::Ip, ..Figures::default() };
        let si = Figures::default();
        assert_eq!(ip.measure(Some(-10.0), Measure::Temperature, 1), "14.0 °F");
        assert_eq!(ip.measure(Some(10.0), Measure::TemperatureDifference, 1), "18.0 °F");
        // 10 bar(g) = 1000 kPa / 6.894757 = 145.04 psig; 10 bar(a) = 145.04 psia.
        assert_eq!(ip.measure(Some(10.0), Measure::GaugePressure, 1), "145.0 psig");
        assert_eq!(ip.measure(Some(10.0), Measure::AbsolutePressure, 2), "145.0 psia");
        assert_eq!(ip.measure(Some(12.35), Measure::PressureDrop, 2), "1.79 psi");
        // 35.16853 kW = 120 000 BTU/h = 10 TR.
        assert_eq!(ip.capacity(Some(35_168.53), 2), "120\u{202F}000");
        assert_eq!(ip.tons(Some(35_168.53)).as_deref(), Some("10.00 TR"));
        assert_eq!(si.tons(Some(35_168.53)), None);
        assert_eq!(ip.measure(Some(45.359_237), Measure::Mass, 2), "100.0 lb");
        assert_eq!(ip.measure(Some(3.048), Measure::Length, 1), "10.0 ft");
        assert_eq!(ip.number_with(Some(31.75), Measure::SmallLength, 2, 3), "1.250");
        assert_eq!(ip.measure(Some(5.08), Measure::Velocity, 2), "1000 ft/min");
        assert_eq!(ip.measure(Some(1201.385), Measure::Density, 1), "75.00 lb/ft³");
        assert_eq!(ip.measure(Some(392.7), Measure::SpecificEnthalpy, 1), "168.8 BTU/lb");
        assert_eq!(ip.measure(Some(1.7334), Measure::SpecificEntropy, 4), "0.4140 BTU/(lb·°F)");
        assert_eq!(ip.measure(Some(28.316_846_592), Measure::Volume, 2), "1.000 ft³");
        assert_eq!(ip.measure(Some(378.541_178_4), Measure::LiquidFlow, 1), "100.0 GPM");
        for (measure, label) in [
            (Measure::Temperature, "-10.0 °C"),
            (Measure::GaugePressure, "-10.0 bar"),
            (Measure::AbsolutePressure, "-10.0 bar abs"),
            (Measure::SpecificEntropy, "-10.0 kJ/kg·K"),
        ] {
            assert_eq!(si.measure(Some(-10.0), measure, 1), label, "the SI sheet as it always printed");
        }
    }

    #[test]
    fn it_should_print_the_issue_date_in_utc() {
        assert_eq!(issue_date("2026-11-22T23:30:00-03:00"), "23/11/2026");
    }
}
