//! A project body as the screens send it (section 3 fields, numbers as
//! numbers or text), read into the domain's information and configuration.

use domain::calculation::CalculationError;
use domain::project::{equipment_type, ProjectConfig, ProjectInfo};
use domain::rules::DomainError;
use read_models::project_detail::ProjectDetail;
use serde_json::{Map, Value};

use super::api_error::ApiError;
use super::calculation_dto::number;
use crate::AppError;

/// Fields read as numbers wherever they appear in a project body.
const NUMBER_FIELDS: [&str; 26] = [
    "voltage",
    "frequency",
    "evapTemp",
    "condTemp",
    "superheat",
    "subcooling",
    "requiredCapacity",
    "pipeDistance",
    "numberOfLines",
    "numberOfCircuits",
    "length",
    "width",
    "height",
    "shippingWeight",
    "condenserCapacity",
    "condenserFanCount",
    "condenserFanPower",
    "condenserOversizing",
    "ambientTemp",
    "flowRate",
    "inputCapacity",
    "tempIn",
    "tempOut",
    "calculatedCapacity",
    "calculatedFlowRate",
    "roomVolume",
];

/// `number()`'s field names are `'static`; this finds the one for a key.
fn static_field(key: &str) -> &'static str {
    NUMBER_FIELDS.iter().find(|f| **f == key).copied().unwrap_or("value")
}

/// Reads numbers sent as text, ids sent as numbers, and empty numbers as absent.
fn normalise(value: &mut Value) -> Result<(), CalculationError> {
    match value {
        Value::Object(map) => {
            for (key, v) in map.iter_mut() {
                if NUMBER_FIELDS.contains(&key.as_str()) {
                    let text = match &*v {
                        Value::String(s) if key == "voltage" => {
                            Value::String(s.trim().trim_end_matches(['V', 'v']).to_string())
                        }
                        Value::String(s) if key == "frequency" => {
                            Value::String(s.trim().trim_end_matches(['H', 'h', 'Z', 'z']).trim().to_string())
                        }
                        other => other.clone(),
                    };
                    *v = number(&Some(text), static_field(key))?.map_or(Value::Null, Value::from);
                } else if key == "values" {
                    if let Value::Array(items) = v {
                        for item in items.iter_mut() {
                            *item = number(&Some(item.clone()), "division")?.map_or(Value::Null, Value::from);
                        }
                    }
                } else if (key == "id" || key.ends_with("Id")) && v.is_number() {
                    *v = Value::String(v.to_string());
                } else {
                    normalise(v)?;
                }
            }
        }
        Value::Array(items) => items.iter_mut().try_for_each(normalise)?,
        _ => {}
    }
    Ok(())
}

fn malformed(error: serde_json::Error) -> ApiError {
    ApiError::MalformedBody { message: "Los datos enviados no tienen el formato esperado", detail: error.to_string() }
}

fn rule(error: impl DomainError) -> ApiError {
    ApiError::App(AppError::from_rule(error))
}

/// Information and configuration from a whole body.
pub fn read(mut body: Value) -> Result<(ProjectInfo, ProjectConfig), ApiError> {
    if !body.is_object() {
        return Err(ApiError::MalformedBody {
            message: "Los datos enviados no tienen el formato esperado",
            detail: "expected an object".into(),
        });
    }
    normalise(&mut body).map_err(rule)?;
    let kind = body.get("equipmentType").and_then(Value::as_str).unwrap_or_default();
    let equipment_type = equipment_type(kind).map_err(rule)?;
    if let Some(map) = body.as_object_mut() {
        map.insert("equipmentType".into(), serde_json::to_value(equipment_type).map_err(malformed)?);
        for key in ["name", "proDescription", "designNotes"] {
            if map.get(key).is_some_and(Value::is_null) {
                map.remove(key);
            }
        }
        if map.get("designImages").is_some_and(Value::is_null) {
            map.remove("designImages");
        }
    }
    let info: ProjectInfo = serde_json::from_value(body.clone()).map_err(malformed)?;
    let config: ProjectConfig = serde_json::from_value(body).map_err(malformed)?;
    config.check_choices().map_err(rule)?;
    Ok((info, config))
}

/// PATCH: the body's top-level fields over the saved ones.
pub fn merged(current: &ProjectDetail, patch: Value) -> Result<Value, ApiError> {
    let Value::Object(patch) = patch else {
        return Err(ApiError::MalformedBody {
            message: "Los datos enviados no tienen el formato esperado",
            detail: "expected an object".into(),
        });
    };
    let mut base: Map<String, Value> = match serde_json::to_value(current).map_err(malformed)? {
        Value::Object(map) => map,
        _ => Map::new(),
    };
    for (key, value) in patch {
        base.insert(key, value);
    }
    Ok(Value::Object(base))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn it_should_read_numbers_written_as_text_and_ids_sent_as_numbers() {
        let body = json!({
            "name": "Rack", "equipmentType": "rack", "voltage": "460V", "condTemp": "40,5",
            "rackConfig": {"pipeDistance": "", "circuits": [{"id": 1, "evapTemp": "−10", "compressors": [{"id": 7, "model": "X"}],
                "suctionLinesConfig": {"numberOfLines": "2", "division": {"type": "percentage", "values": ["60", 40]}}}]}
        });
        let (info, config) = read(body).unwrap();
        assert_eq!(info.name, "Rack");
        assert_eq!((config.voltage, config.cond_temp), (Some(460.0), Some(40.5)));
        let rack = config.rack_config.unwrap();
        assert_eq!(rack.general.pipe_distance, None);
        assert_eq!(rack.circuits[0].id.as_deref(), Some("1"));
        assert_eq!(rack.circuits[0].evap_temp, Some(-10.0));
        assert_eq!(
            rack.circuits[0].suction_lines_config.as_ref().unwrap().division.as_ref().unwrap().values,
            Some(vec![60.0, 40.0])
        );
    }

    #[test]
    fn it_should_name_a_field_that_is_not_a_number_in_spanish() {
        let Err(ApiError::App(AppError::Rejected { message, field, .. })) =
            read(json!({"equipmentType": "rack", "condTemp": "caliente"}))
        else {
            panic!()
        };
        assert_eq!(message, "Temperatura de condensación debe ser un número");
        assert_eq!(field, Some("condTemp"));
    }

    #[test]
    fn it_should_refuse_an_unknown_equipment_type() {
        assert!(matches!(
            read(json!({"name": "X", "equipmentType": "bomba"})),
            Err(ApiError::App(AppError::Rejected { code: "project.equipment_type_required", .. }))
        ));
    }

    #[test]
    fn it_should_refuse_a_value_outside_a_fixed_list_naming_the_field() {
        let body = json!({"equipmentType": "chiller", "chillerConfig": {"coldSide": {"flowRateUnit": "GPM"}}});
        let Err(ApiError::App(AppError::Rejected { message, field, .. })) = read(body) else { panic!() };
        assert_eq!(message, "Unidad de caudal: 'GPM' no es una opción válida (lmin, gpm o m3h)");
        assert_eq!(field, Some("flowRateUnit"));
        let body = json!({"equipmentType": "chiller", "chillerConfig": {"coldSide": {"flowRateUnit": "gpm", "fluidType": "MPG-30"}}});
        assert!(read(body).is_ok());
    }
}
