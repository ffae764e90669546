//! What changed between two versions of a project: inputs as paths with
//! before and after, results with their numeric change.

use serde::Serialize;
use serde_json::{Map, Value};

use read_models::project_detail::ProjectDetail;

#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Change {
    /// e.g. `rackConfig.circuits[0].evapTemp`.
    pub path: String,
    pub before: Value,
    pub after: Value,
}

#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResultChange {
    /// e.g. `circuits[0].totals.coolingCapacity` (units as the calculation answers: W, A, °C).
    pub path: String,
    pub before: Value,
    pub after: Value,
    /// after − before, for numbers.
    pub delta: Option<f64>,
    /// (after − before) / |before| × 100, for numbers with a non-zero before.
    pub delta_pct: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectDiff {
    pub from: usize,
    pub to: usize,
    pub changes: Vec<Change>,
    pub results: Vec<ResultChange>,
}

/// Fields of a detail that describe the record, not what the user configured.
const BOOKKEEPING: [&str; 8] =
    ["id", "version", "createdAt", "updatedAt", "calculationResults", "calculation", "deleted", "duplicatedFrom"];

fn leaves(prefix: &str, value: &Value, out: &mut Vec<(String, Value)>) {
    match value {
        Value::Object(map) => {
            for (key, v) in map {
                let path = if prefix.is_empty() { key.clone() } else { format!("{prefix}.{key}") };
                leaves(&path, v, out);
            }
        }
        Value::Array(items) if !items.is_empty() => {
            for (i, v) in items.iter().enumerate() {
                leaves(&format!("{prefix}[{i}]"), v, out);
            }
        }
        other => out.push((prefix.to_string(), other.clone())),
    }
}

/// Leaf-by-leaf differences, in the order of `a` then what only `b` has.
fn differences(a: &Value, b: &Value) -> Vec<(String, Value, Value)> {
    let (mut left, mut right) = (Vec::new(), Vec::new());
    leaves("", a, &mut left);
    leaves("", b, &mut right);
    let right_map: Map<String, Value> = right.iter().cloned().collect();
    let left_map: Map<String, Value> = left.iter().cloned().collect();
    let mut out: Vec<(String, Value, Value)> = left
        .into_iter()
        .filter_map(|(path, before)| {
            let after = right_map.get(&path).cloned().unwrap_or(Value::Null);
            (!same(&before, &after)).then_some((path, before, after))
        })
        .collect();
    out.extend(
        right
            .into_iter()
            .filter(|(path, _)| !left_map.contains_key(path))
            .filter(|(_, v)| !v.is_null())
            .map(|(path, after)| (path, Value::Null, after)),
    );
    out
}

/// Numbers compare by their exact value; the rest structurally.
fn same(a: &Value, b: &Value) -> bool {
    match (a.as_f64(), b.as_f64()) {
        (Some(x), Some(y)) => x.to_bits() == y.to_bits(),
        _ => a == b,
    }
}

fn inputs(detail: &ProjectDetail) -> Value {
    let mut value = serde_json::to_value(detail).unwrap_or(Value::Null);
    if let Value::Object(map) = &mut value {
        for key in BOOKKEEPING {
            map.remove(key);
        }
    }
    value
}

/// The numeric changes between two results (the same shape of answer).
pub fn result_changes(before: Option<&Value>, after: Option<&Value>) -> Vec<ResultChange> {
    let null = Value::Null;
    differences(before.unwrap_or(&null), after.unwrap_or(&null))
        .into_iter()
        .map(|(path, before, after)| {
            let delta = before.as_f64().zip(after.as_f64()).map(|(b, a)| a - b);
            let delta_pct = before.as_f64().zip(delta).filter(|(b, _)| *b != 0.0).map(|(b, d)| d / b.abs() * 100.0);
            ResultChange { path, before, after, delta, delta_pct }
        })
        .collect()
}

pub fn diff(a: &ProjectDetail, b: &ProjectDetail) -> ProjectDiff {
    ProjectDiff {
        from: a.version,
        to: b.version,
        changes: differences(&inputs(a), &inputs(b))
            .into_iter()
            .map(|(path, before, after)| Change { path, before, after })
            .collect(),
        results: result_changes(a.calculation_results.as_ref(), b.calculation_results.as_ref()),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn it_should_report_changed_inputs_by_path_and_results_with_their_change() {
        let mut a = ProjectDetail { version: 2, ..Default::default() };
        a.info.name = "Rack".into();
        a.config.cond_temp = Some(40.0);
        a.calculation_results =
            Some(json!({"totals": {"coolingCapacity": 1000.0, "current": 5.0}, "lines": [{"diameter": "7/8"}]}));
        let mut b = a.clone();
        b.version = 4;
        b.config.cond_temp = Some(45.0);
        b.calculation_results =
            Some(json!({"totals": {"coolingCapacity": 900.0, "current": 5.0}, "lines": [{"diameter": "1-1/8"}]}));
        let d = diff(&a, &b);
        assert_eq!((d.from, d.to), (2, 4));
        assert_eq!(d.changes, vec![Change { path: "condTemp".into(), before: json!(40.0), after: json!(45.0) }]);
        assert_eq!(d.results.len(), 2);
        let q = d.results.iter().find(|r| r.path == "totals.coolingCapacity").unwrap();
        assert_eq!((q.delta, q.delta_pct), (Some(-100.0), Some(-10.0)));
        let line = d.results.iter().find(|r| r.path == "lines[0].diameter").unwrap();
        assert_eq!((line.after.clone(), line.delta), (json!("1-1/8"), None));
    }

    #[test]
    fn identical_versions_have_no_differences() {
        let a = ProjectDetail { calculation_results: Some(json!({"x": 0.1 + 0.2})), ..Default::default() };
        let d = diff(&a, &a.clone());
        assert!(d.changes.is_empty() && d.results.is_empty());
    }
}
