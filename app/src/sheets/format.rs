//! How figures print on a data sheet: fixed decimals with a decimal point
//! (the app's es-MX style), no negative zero, and a dash for a missing
//! value, so the same data always prints the same text.

use serde_json::Value;

/// `value` with `decimals` decimals; '—' when absent or not finite.
pub fn fixed(value: Option<f64>, decimals: usize) -> String {
    match value.filter(|v| v.is_finite()) {
        Some(v) => {
            // Halves round away from zero, as the screens' toFixed does
            // (Rust's formatting would round 75.25 to 75.2).
            let factor = 10f64.powi(i32::try_from(decimals).unwrap_or(6));
            let v = (v * factor).round() / factor;
            let text = format!("{v:.decimals$}");
            // -0.00 prints as 0.00.
            if text.trim_start_matches('-').chars().all(|c| c == '0' || c == '.') {
                text.trim_start_matches('-').to_string()
            } else {
                text
            }
        }
        None => "—".to_string(),
    }
}

/// W to kW.
pub fn kw(watts: Option<f64>, decimals: usize) -> String {
    fixed(watts.map(|w| w / 1000.0), decimals)
}

/// The number at `path` (keys separated by '.') inside `value`.
pub fn num(value: &Value, path: &str) -> Option<f64> {
    at(value, path).and_then(Value::as_f64)
}

/// The text at `path`, trimmed; empty when absent. Numbers print as JSON does.
pub fn text(value: &Value, path: &str) -> String {
    match at(value, path) {
        Some(Value::String(s)) => s.trim().to_string(),
        Some(Value::Number(n)) => n.to_string(),
        _ => String::new(),
    }
}

pub fn at<'a>(value: &'a Value, path: &str) -> Option<&'a Value> {
    path.split('.').try_fold(value, |v, key| match key.parse::<usize>() {
        Ok(i) => v.get(i),
        Err(_) => v.get(key),
    })
}

/// The array at `path`; empty when absent.
pub fn list<'a>(value: &'a Value, path: &str) -> &'a [Value] {
    at(value, path).and_then(Value::as_array).map_or(&[], Vec::as_slice)
}

/// An RFC 3339 instant as the sheet prints its date of issue (dd/mm/aaaa, UTC).
pub fn issue_date(rfc3339: &str) -> String {
    chrono::DateTime::parse_from_rfc3339(rfc3339)
        .map(|t| t.with_timezone(&chrono::Utc).format("%d/%m/%Y").to_string())
        .unwrap_or_else(|_| rfc3339.to_string())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

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
    fn it_should_read_paths_through_objects_and_arrays() {
        let v = json!({"a": {"b": [{"c": 2.5}, {"c": "x"}]}});
        assert_eq!(num(&v, "a.b.0.c"), Some(2.5));
        assert_eq!(text(&v, "a.b.1.c"), "x");
        assert_eq!(text(&v, "a.b.0.c"), "2.5");
        assert_eq!(list(&v, "a.b").len(), 2);
        assert!(list(&v, "a.z").is_empty());
    }

    #[test]
    fn it_should_print_the_issue_date_in_utc() {
        assert_eq!(issue_date("2026-11-22T23:30:00-03:00"), "23/11/2026");
    }
}
