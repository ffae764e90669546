//! The one number reader of the project: every importer and every API field
//! that accepts a number as text goes through [`parse_number`].
//!
//! Accepted, as written by spreadsheets, PDF typesetters and OCR in Spanish
//! and English:
//!
//! - a decimal point or a decimal comma (`18,05`, `18.05`);
//! - thousands separators: `.` or `,` (whichever is not the decimal mark),
//!   spaces including non-breaking (U+00A0), narrow no-break (U+202F), thin
//!   (U+2009) and figure (U+2007) spaces, and apostrophes (`1'234.5`); the
//!   groups after the first must have exactly three digits;
//! - a sign: `+`, `-`, the Unicode minus `−` (U+2212), the en dash `–`
//!   (U+2013), the hyphens U+2010/U+2011 and the small/full-width minus;
//! - an exponent (`1.5E-05`, `-2,3e+3`).
//!
//! A single comma or a single point with no other separator is the decimal
//! mark (`1,234` is 1.234, as Spanish writes it). Anything else (units,
//! letters, two decimal marks, badly grouped digits, NaN, infinities) is not
//! a number: the caller reports it rather than guessing.

/// Characters read as a space inside a number.
fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\u{00A0}' | '\u{202F}' | '\u{2009}' | '\u{2007}' | '\u{2008}' | '\u{200A}' | '\t')
}

/// Characters read as a minus sign.
fn is_minus(c: char) -> bool {
    matches!(c, '-' | '\u{2212}' | '\u{2013}' | '\u{2010}' | '\u{2011}' | '\u{FE63}' | '\u{FF0D}')
}

/// Reads a number written by a person, a spreadsheet, a PDF or OCR.
/// Returns `None` for anything that is not exactly one finite number.
pub fn parse_number(text: &str) -> Option<f64> {
    let trimmed = text.trim_matches(|c: char| c.is_whitespace() || is_space(c));
    let mut chars = trimmed.chars().peekable();
    let mut negative = false;
    match chars.peek() {
        Some(&c) if is_minus(c) => {
            negative = true;
            chars.next();
        }
        Some('+') => {
            chars.next();
        }
        _ => {}
    }
    // A space between the sign and the digits is tolerated ("− 12,5").
    while chars.peek().is_some_and(|c| is_space(*c)) {
        chars.next();
    }
    let rest: String = chars.collect();
    let (mantissa, exponent) = split_exponent(&rest)?;
    let mantissa = normalise_mantissa(mantissa)?;
    let mut canonical = String::with_capacity(mantissa.len() + 8);
    if negative {
        canonical.push('-');
    }
    canonical.push_str(&mantissa);
    if let Some(exp) = exponent {
        canonical.push('e');
        canonical.push_str(&exp);
    }
    canonical.parse::<f64>().ok().filter(|v| v.is_finite())
}

/// Splits `1,5E-03` into `1,5` and `-03` (the exponent normalised to an
/// ASCII sign and digits).
fn split_exponent(text: &str) -> Option<(&str, Option<String>)> {
    let Some(pos) = text.find(['e', 'E']) else { return Some((text, None)) };
    let (mantissa, exp) = (&text[..pos], &text[pos + 1..]);
    let mut out = String::new();
    let mut chars = exp.chars().peekable();
    match chars.peek() {
        Some(&c) if is_minus(c) => {
            out.push('-');
            chars.next();
        }
        Some('+') => {
            chars.next();
        }
        _ => {}
    }
    let digits: String = chars.collect();
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    out.push_str(&digits);
    Some((mantissa, Some(out)))
}

/// Turns the digits and separators into `1234.5` form, or `None` when the
/// separators cannot be read one way only.
fn normalise_mantissa(text: &str) -> Option<String> {
    if text.is_empty() {
        return None;
    }
    if !text.chars().all(|c| c.is_ascii_digit() || matches!(c, ',' | '.' | '\'' | '\u{2019}') || is_space(c)) {
        return None;
    }
    let commas = text.matches(',').count();
    let points = text.matches('.').count();
    let decimal = match (commas, points) {
        (0, 0) => None,
        (1, 0) => Some(','),
        (0, 1) => Some('.'),
        (_, 0) | (0, _) => None, // several of one kind: thousands separators
        _ => {
            // Both: the last one is the decimal mark and appears once.
            let last = if text.rfind(',') > text.rfind('.') { ',' } else { '.' };
            if text.matches(last).count() != 1 {
                return None;
            }
            Some(last)
        }
    };
    let (integer, fraction) = match decimal {
        Some(mark) => {
            let pos = text.rfind(mark)?;
            (&text[..pos], Some(&text[pos + mark.len_utf8()..]))
        }
        None => (text, None),
    };
    let mut out = String::new();
    // Integer part: groups split by any grouping character.
    let groups: Vec<&str> =
        integer.split(|c: char| matches!(c, ',' | '.' | '\'' | '\u{2019}') || is_space(c)).collect();
    if groups.len() > 1 {
        let first_ok = (1..=3).contains(&groups[0].len());
        if !first_ok || groups[1..].iter().any(|g| g.len() != 3) {
            return None;
        }
    }
    for g in &groups {
        out.push_str(g);
    }
    if let Some(fraction) = fraction {
        if !fraction.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        if out.is_empty() && fraction.is_empty() {
            return None;
        }
        if out.is_empty() {
            out.push('0');
        }
        out.push('.');
        out.push_str(if fraction.is_empty() { "0" } else { fraction });
    }
    if out.is_empty() {
        return None;
    }
    Some(out)
}

/// A number as a screen, an API client or a file sends it: a JSON number or
/// text read by [`parse_number`] (`"40,5"`, `"−10"`). The project's one
/// wrapper for such fields (request bodies, imported coefficient sets); an
/// absent or `null` field is `Option::None` around it.
///
/// Deserialising accepts any JSON value: a boolean, list or object is kept
/// as [`NumberText::Unreadable`], so the caller refuses it naming its field
/// (or, with [`number_or_text`], as a malformed body).
#[derive(Debug, Clone, PartialEq)]
pub enum NumberText {
    Number(serde_json::Number),
    Text(String),
    Unreadable(serde_json::Value),
}

/// A [`NumberText`] that is neither empty nor a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotANumber;

impl NumberText {
    /// The number, `None` for empty text; text that is not a number (or a
    /// value of another JSON type) is an error for the caller to name.
    pub fn read(&self) -> Result<Option<f64>, NotANumber> {
        match self {
            Self::Number(n) => Ok(n.as_f64().filter(|v| v.is_finite())),
            Self::Text(s) if s.trim().is_empty() => Ok(None),
            Self::Text(s) => parse_number(s).map(Some).ok_or(NotANumber),
            // `null` inside a list (`"values": [60, null]`) is an empty entry.
            Self::Unreadable(serde_json::Value::Null) => Ok(None),
            Self::Unreadable(_) => Err(NotANumber),
        }
    }

    /// The number, if it is one (empty or unreadable text is `None`).
    pub fn value(&self) -> Option<f64> {
        self.read().ok().flatten()
    }

    /// The text without a unit written after it (`"460V"`, `"60 Hz"`).
    pub fn without_unit(self, units: &[&str]) -> Self {
        match self {
            Self::Text(s) => {
                let t = s.trim();
                let t = units.iter().find_map(|u| t.strip_suffix(u)).unwrap_or(t);
                Self::Text(t.trim().to_string())
            }
            other => other,
        }
    }
}

impl From<f64> for NumberText {
    fn from(value: f64) -> Self {
        serde_json::Number::from_f64(value).map_or(Self::Unreadable(serde_json::Value::Null), Self::Number)
    }
}

impl From<&str> for NumberText {
    fn from(text: &str) -> Self {
        Self::Text(text.to_string())
    }
}

impl From<String> for NumberText {
    fn from(text: String) -> Self {
        Self::Text(text)
    }
}

impl serde::Serialize for NumberText {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Number(n) => n.serialize(serializer),
            Self::Text(s) => s.serialize(serializer),
            Self::Unreadable(v) => v.serialize(serializer),
        }
    }
}

impl<'de> serde::Deserialize<'de> for NumberText {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match serde_json::Value::deserialize(deserializer)? {
            serde_json::Value::Number(n) => Self::Number(n),
            serde_json::Value::String(s) => Self::Text(s),
            other => Self::Unreadable(other),
        })
    }
}

/// Serde reader of an optional [`NumberText`] that refuses any other JSON
/// type at once (a malformed body, never a silent 0).
pub fn number_or_text<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Option<NumberText>, D::Error> {
    match <Option<NumberText> as serde::Deserialize>::deserialize(deserializer)? {
        Some(NumberText::Unreadable(_)) => Err(serde::de::Error::custom("expected a number or text")),
        other => Ok(other),
    }
}

/// Serde reader of a count given as a JSON number: `3` and `3.0` are the
/// same integer (JSON Schema's `integer` accepts both, and generated clients
/// send either); a fraction, a negative or a value beyond `u32` is refused.
pub fn whole_u32<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<u32, D::Error> {
    let value = <f64 as serde::Deserialize>::deserialize(deserializer)?;
    if value.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&value) {
        Ok(value as u32)
    } else {
        Err(serde::de::Error::custom(format!("se esperaba un número entero, no {value}")))
    }
}

#[cfg(test)]
mod tests {
    #[derive(serde::Deserialize)]
    struct Count {
        #[serde(deserialize_with = "super::whole_u32")]
        n: u32,
    }

    #[test]
    fn a_count_reads_3_and_3_0_alike_and_refuses_fractions() {
        let read = |json: &str| serde_json::from_str::<Count>(json).map(|c| c.n).map_err(|e| e.to_string());
        assert_eq!(read(r#"{"n": 3}"#), Ok(3));
        assert_eq!(read(r#"{"n": 3148714.0}"#), Ok(3_148_714));
        assert!(read(r#"{"n": 2.5}"#).unwrap_err().contains("entero"));
        assert!(read(r#"{"n": -1}"#).is_err());
        assert!(read(r#"{"n": 1e12}"#).is_err());
    }

    use super::parse_number;

    fn n(text: &str) -> Option<f64> {
        parse_number(text)
    }

    #[test]
    fn decimal_point_and_decimal_comma() {
        assert_eq!(n("18.05"), Some(18.05));
        assert_eq!(n("18,05"), Some(18.05));
        assert_eq!(n("0,5"), Some(0.5));
        assert_eq!(n(",5"), Some(0.5));
        assert_eq!(n("5."), Some(5.0));
        assert_eq!(n("42"), Some(42.0));
        assert_eq!(n("  7,25 "), Some(7.25));
    }

    #[test]
    fn a_single_comma_is_the_decimal_mark() {
        assert_eq!(n("1,234"), Some(1.234));
        assert_eq!(n("1.234"), Some(1.234));
    }

    #[test]
    fn thousands_separators() {
        assert_eq!(n("1,234.5"), Some(1234.5));
        assert_eq!(n("1.234,5"), Some(1234.5));
        assert_eq!(n("1.234.567"), Some(1_234_567.0));
        assert_eq!(n("1,234,567"), Some(1_234_567.0));
        assert_eq!(n("1 234,5"), Some(1234.5));
        assert_eq!(n("1\u{00A0}234,5"), Some(1234.5));
        assert_eq!(n("12\u{202F}345"), Some(12345.0));
        assert_eq!(n("12\u{2009}345.25"), Some(12345.25));
        assert_eq!(n("1'234.5"), Some(1234.5));
        assert_eq!(n("1.234.567,89"), Some(1_234_567.89));
    }

    #[test]
    fn badly_grouped_digits_are_not_a_number() {
        assert_eq!(n("12 34"), None);
        assert_eq!(n("1.23.4"), None);
        assert_eq!(n("1,2,3"), None);
        assert_eq!(n("1234,567.8"), None);
        assert_eq!(n("1,234,5.6"), None);
        assert_eq!(n("1.2,3.4"), None);
    }

    #[test]
    fn minus_signs_of_every_typesetter() {
        assert_eq!(n("-40"), Some(-40.0));
        assert_eq!(n("\u{2212}40"), Some(-40.0));
        assert_eq!(n("\u{2013}12,5"), Some(-12.5));
        assert_eq!(n("\u{2010}3"), Some(-3.0));
        assert_eq!(n("\u{2212} 3,5"), Some(-3.5));
        assert_eq!(n("+3,5"), Some(3.5));
        assert_eq!(n("\u{00A0}\u{2212}1\u{00A0}234,5\u{00A0}"), Some(-1234.5));
    }

    #[test]
    fn exponents() {
        assert_eq!(n("1.5E-05"), Some(1.5e-5));
        assert_eq!(n("-2,3e+3"), Some(-2300.0));
        assert_eq!(n("\u{2212}4.104591e\u{2212}03"), Some(-4.104591e-3));
        assert_eq!(n("6E2"), Some(600.0));
        assert_eq!(n("1e"), None);
        assert_eq!(n("e5"), None);
        assert_eq!(n("1e5.5"), None);
    }

    #[test]
    fn full_precision_is_kept() {
        let text = "-0.000123456789012345";
        assert_eq!(n(text), Some(-0.000123456789012345));
        assert_eq!(n("2.9483412E+04"), Some(29483.412));
    }

    #[test]
    fn what_is_not_a_number() {
        for text in
            ["", " ", "-", "+", ",", ".", "abc", "12 V", "NaN", "inf", "1e999", "--3", "3-", "1,2.3,4", "°C", "12a"]
        {
            assert_eq!(n(text), None, "{text:?}");
        }
    }

    #[test]
    fn a_number_field_reads_a_number_or_text_and_names_anything_else() {
        use super::{NotANumber, NumberText};
        let read = |json: &str| serde_json::from_str::<Option<NumberText>>(json).unwrap().map(|n| n.read());
        assert_eq!(read("40.5"), Some(Ok(Some(40.5))));
        assert_eq!(read("\"\u{2212}10,5\""), Some(Ok(Some(-10.5))));
        assert_eq!(read("\" \""), Some(Ok(None)));
        assert_eq!(read("null"), None);
        assert_eq!(read("\"frío\""), Some(Err(NotANumber)));
        assert_eq!(read("true"), Some(Err(NotANumber)));
        let volts = NumberText::from("460V").without_unit(&["V", "v"]);
        assert_eq!(volts.read(), Ok(Some(460.0)));
        assert_eq!(serde_json::to_string(&NumberText::from(5.0)).unwrap(), "5.0");
        assert_eq!(serde_json::to_string(&NumberText::from("1,5")).unwrap(), "\"1,5\"");
    }

    #[derive(serde::Deserialize)]
    struct Strict {
        #[serde(default, deserialize_with = "super::number_or_text")]
        n: Option<super::NumberText>,
    }

    #[test]
    fn the_strict_reader_refuses_other_json_types() {
        assert!(serde_json::from_str::<Strict>(r#"{"n": [1]}"#).is_err());
        assert_eq!(serde_json::from_str::<Strict>(r#"{"n": "2"}"#).unwrap().n, Some(super::NumberText::from("2")));
        assert_eq!(serde_json::from_str::<Strict>("{}").unwrap().n, None);
    }
}
