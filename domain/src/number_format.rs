//! How the server prints figures (generated Spanish texts, the PDF data
//! sheet): the same table and rules as the web app's `web/src/lib/format.ts`.
//! The table (locales, decimals per quantity) is the domain's own data,
//! `domain/data/number-format.json`, embedded at build time; the web app's
//! build reads the same file (its `@domain-data` alias).
//!
//! Rules: the locale's decimal mark ('.' for es-MX, ',' for the others),
//! halves away from zero, no negative zero, the ASCII hyphen for negatives,
//! thousands grouped by a narrow no-break space from five integer digits on.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

const TABLE_JSON: &str = include_str!("../data/number-format.json");

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Table {
    default_locale: String,
    locales: BTreeMap<String, LocaleEntry>,
    decimals: BTreeMap<String, usize>,
}

#[derive(Deserialize)]
struct LocaleEntry {
    decimal: String,
}

static TABLE: LazyLock<Table> =
    LazyLock::new(|| serde_json::from_str(TABLE_JSON).expect("domain/data/number-format.json is valid"));

/// The company's number locale (/configuracion). Stored by its tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum NumberLocale {
    #[default]
    #[serde(rename = "es-MX")]
    EsMx,
    #[serde(rename = "es-ES")]
    EsEs,
    #[serde(rename = "es-AR")]
    EsAr,
    #[serde(rename = "es-CL")]
    EsCl,
    #[serde(rename = "es-CO")]
    EsCo,
}

impl NumberLocale {
    pub const ALL: [Self; 5] = [Self::EsMx, Self::EsEs, Self::EsAr, Self::EsCl, Self::EsCo];

    pub fn tag(self) -> &'static str {
        match self {
            Self::EsMx => "es-MX",
            Self::EsEs => "es-ES",
            Self::EsAr => "es-AR",
            Self::EsCl => "es-CL",
            Self::EsCo => "es-CO",
        }
    }

    /// The locale of a tag as the API receives it (exact, e.g. `es-AR`).
    pub fn parse(tag: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|l| l.tag() == tag.trim())
    }

    pub fn decimal_mark(self) -> char {
        match TABLE.locales.get(self.tag()).map(|e| e.decimal.as_str()) {
            Some(",") => ',',
            _ => '.',
        }
    }
}

impl fmt::Display for NumberLocale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// Quantities with their decimals in the shared table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantity {
    Temperature,
    TemperatureDifference,
    Percent,
    Capacity,
    CompressorCapacity,
    Power,
    FanPower,
    Current,
    Voltage,
    Pressure,
    /// A line's pressure drop (kPa).
    PressureDrop,
    /// A suction line's saturation penalty (K).
    SaturationPenalty,
    /// A line's inner diameter (mm).
    PipeDiameter,
    Density,
    Length,
    Weight,
    Charge,
    Velocity,
    Gwp,
    MassShare,
    Factor,
}

impl Quantity {
    fn key(self) -> &'static str {
        match self {
            Self::Temperature => "temperature",
            Self::TemperatureDifference => "temperatureDifference",
            Self::Percent => "percent",
            Self::Capacity => "capacity",
            Self::CompressorCapacity => "compressorCapacity",
            Self::Power => "power",
            Self::FanPower => "fanPower",
            Self::Current => "current",
            Self::Voltage => "voltage",
            Self::Pressure => "pressure",
            Self::PressureDrop => "pressureDrop",
            Self::SaturationPenalty => "saturationPenalty",
            Self::PipeDiameter => "pipeDiameter",
            Self::Density => "density",
            Self::Length => "length",
            Self::Weight => "weight",
            Self::Charge => "charge",
            Self::Velocity => "velocity",
            Self::Gwp => "gwp",
            Self::MassShare => "massShare",
            Self::Factor => "factor",
        }
    }

    pub fn decimals(self) -> usize {
        TABLE.decimals.get(self.key()).copied().unwrap_or(2)
    }
}

const GROUP: char = '\u{202F}';

fn group(digits: &str) -> String {
    if digits.len() < 5 {
        return digits.to_string();
    }
    let head = match digits.len() % 3 {
        0 => 3,
        n => n,
    };
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 * 3);
    out.push_str(&digits[..head]);
    for chunk in digits.as_bytes()[head..].chunks(3) {
        out.push(GROUP);
        out.push_str(std::str::from_utf8(chunk).unwrap_or_default());
    }
    out
}

fn compose(value: f64, min_decimals: usize, max_decimals: usize, locale: NumberLocale) -> String {
    let factor = 10f64.powi(i32::try_from(max_decimals).unwrap_or(12));
    let scaled = value.abs() * factor;
    // The nudge absorbs binary representation (1.005 * 100 = 100.4999...), as the web does.
    let rounded = (scaled + f64::EPSILON * scaled * 4.0).round() / factor;
    let text = format!("{rounded:.max_decimals$}");
    let (int, frac) = text.split_once('.').unwrap_or((&text, ""));
    let mut frac = frac.trim_end_matches('0').to_string();
    while frac.len() < min_decimals {
        frac.push('0');
    }
    let negative = value < 0.0 && (int.chars().chain(frac.chars()).any(|c| c != '0'));
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    out.push_str(&group(int));
    if !frac.is_empty() {
        out.push(locale.decimal_mark());
        out.push_str(&frac);
    }
    out
}

/// Exactly `decimals` decimals; '—' when absent or not finite.
pub fn fixed(value: Option<f64>, decimals: usize, locale: NumberLocale) -> String {
    match value.filter(|v| v.is_finite()) {
        Some(v) => compose(v, decimals, decimals, locale),
        None => "—".to_string(),
    }
}

/// At most `decimals` decimals, trailing zeros dropped; '—' when absent.
pub fn trimmed(value: Option<f64>, decimals: usize, locale: NumberLocale) -> String {
    match value.filter(|v| v.is_finite()) {
        Some(v) => compose(v, 0, decimals, locale),
        None => "—".to_string(),
    }
}

/// A quantity with the table's decimals.
pub fn quantity(value: Option<f64>, quantity: Quantity, locale: NumberLocale) -> String {
    fixed(value, quantity.decimals(), locale)
}

/// The default locale named by the table (a test keeps it equal to the enum's).
pub fn table_default_locale() -> &'static str {
    &TABLE.default_locale
}

#[cfg(test)]
mod tests {
    use super::*;

    const COMMA: [NumberLocale; 4] = [NumberLocale::EsEs, NumberLocale::EsAr, NumberLocale::EsCl, NumberLocale::EsCo];

    #[test]
    fn it_should_agree_with_the_shared_table() {
        assert_eq!(table_default_locale(), NumberLocale::default().tag());
        let tags: Vec<&str> = NumberLocale::ALL.iter().map(|l| l.tag()).collect();
        let mut in_table: Vec<&str> = TABLE.locales.keys().map(String::as_str).collect();
        in_table.sort_unstable();
        let mut ours = tags.clone();
        ours.sort_unstable();
        assert_eq!(ours, in_table);
        for q in [
            Quantity::Temperature,
            Quantity::TemperatureDifference,
            Quantity::Percent,
            Quantity::Capacity,
            Quantity::CompressorCapacity,
            Quantity::Power,
            Quantity::FanPower,
            Quantity::Current,
            Quantity::Voltage,
            Quantity::Pressure,
            Quantity::PressureDrop,
            Quantity::SaturationPenalty,
            Quantity::PipeDiameter,
            Quantity::Density,
            Quantity::Length,
            Quantity::Weight,
            Quantity::Charge,
            Quantity::Velocity,
            Quantity::Gwp,
            Quantity::MassShare,
            Quantity::Factor,
        ] {
            assert!(TABLE.decimals.contains_key(q.key()), "{} missing from the table", q.key());
        }
        // The spec's results: discharge temperature and percentages 1, power 2.
        assert_eq!(Quantity::Temperature.decimals(), 1);
        assert_eq!(Quantity::Percent.decimals(), 1);
        assert_eq!(Quantity::Power.decimals(), 2);
        assert_eq!(Quantity::CompressorCapacity.decimals(), 1);
        // The lines' figures are 'other figures': 2 decimals.
        assert_eq!(Quantity::PressureDrop.decimals(), 2);
        assert_eq!(Quantity::SaturationPenalty.decimals(), 2);
        assert_eq!(Quantity::PipeDiameter.decimals(), 2);
    }

    #[test]
    fn it_should_print_the_locale_decimal_mark() {
        assert_eq!(fixed(Some(-46.2), 1, NumberLocale::EsMx), "-46.2");
        for locale in COMMA {
            assert_eq!(fixed(Some(-46.2), 1, locale), "-46,2");
        }
    }

    #[test]
    fn it_should_round_halves_away_from_zero_without_negative_zero() {
        assert_eq!(fixed(Some(75.25), 1, NumberLocale::EsMx), "75.3");
        assert_eq!(fixed(Some(-75.25), 1, NumberLocale::EsEs), "-75,3");
        assert_eq!(fixed(Some(1.005), 2, NumberLocale::EsMx), "1.01");
        assert_eq!(fixed(Some(-0.001), 2, NumberLocale::EsMx), "0.00");
        assert_eq!(fixed(None, 1, NumberLocale::EsMx), "—");
        assert_eq!(fixed(Some(f64::NAN), 1, NumberLocale::EsMx), "—");
    }

    #[test]
    fn it_should_group_thousands_with_a_narrow_space_from_five_digits() {
        assert_eq!(fixed(Some(3922.0), 0, NumberLocale::EsMx), "3922");
        assert_eq!(fixed(Some(14_800.0), 0, NumberLocale::EsEs), "14\u{202F}800");
        assert_eq!(fixed(Some(-1_234_567.891), 2, NumberLocale::EsCl), "-1\u{202F}234\u{202F}567,89");
    }

    #[test]
    fn it_should_drop_trailing_zeros_when_trimmed() {
        assert_eq!(trimmed(Some(44.0), 1, NumberLocale::EsMx), "44");
        assert_eq!(trimmed(Some(4.5), 1, NumberLocale::EsAr), "4,5");
        assert_eq!(quantity(Some(0.75), Quantity::TemperatureDifference, NumberLocale::EsEs), "0,8");
    }

    #[test]
    fn it_should_read_and_write_locale_tags() {
        assert_eq!(NumberLocale::parse("es-CO"), Some(NumberLocale::EsCo));
        assert_eq!(NumberLocale::parse("en-US"), None);
        assert_eq!(serde_json::to_string(&NumberLocale::EsAr).unwrap(), "\"es-AR\"");
        assert_eq!(serde_json::from_str::<NumberLocale>("\"es-CL\"").unwrap(), NumberLocale::EsCl);
    }
}
