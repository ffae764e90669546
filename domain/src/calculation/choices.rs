//! The fixed lists some inputs choose from (app-and-projects.md section 3),
//! spelled exactly as the screens send them and the spec writes them.
//!
//! Recorded inputs keep these fields as the text they arrived with (events
//! are never edited, and before these lists were enforced any text was
//! accepted), so the lists are checked where a request becomes a command or
//! a calculation: [`choice`] reads one field, the `check_choices` methods
//! walk an input. The engine still reads recorded text exactly as it always
//! did, so rerunning an old input gives the same result.

use serde::{Deserialize, Serialize};

use super::CalculationError;
use crate::engine::system::CapacityControl;

/// A closed list of spellings an input may take.
pub trait Choice: Copy + 'static {
    /// Every choice, in the screens' order.
    const ALL: &'static [Self];
    /// The spelling sent and stored.
    fn key(self) -> &'static str;
}

/// Reads `value` as one of `T`'s spellings: absent (or null) is `None`; any
/// other text, empty or differently cased included, is refused naming `field`.
pub fn choice<T: Choice>(value: Option<&str>, field: &'static str) -> Result<Option<T>, CalculationError> {
    let Some(text) = value else { return Ok(None) };
    T::ALL.iter().copied().find(|c| c.key() == text).map(Some).ok_or_else(|| CalculationError::NotAChoice {
        field,
        value: text.to_string(),
        allowed: T::ALL.iter().map(|c| c.key().to_string()).collect(),
    })
}

/// Checks `value` against `T` without converting it (inputs keep the text).
pub fn check<T: Choice>(value: &Option<String>, field: &'static str) -> Result<(), CalculationError> {
    choice::<T>(value.as_deref(), field).map(|_| ())
}

/// A secondary fluid as GET /api/fluids offers it (`water`, `MPG-30`...):
/// the dataset's tabulated fluids and concentrations.
pub fn fluid_types() -> Vec<String> {
    crate::properties::secondary_fluids()
        .iter()
        .flat_map(|f| f.concentrations.iter().map(|c| f.value(*c)).collect::<Vec<_>>())
        .collect()
}

/// Checks a fluid against [`fluid_types`].
pub fn check_fluid(value: &Option<String>, field: &'static str) -> Result<(), CalculationError> {
    let Some(text) = value else { return Ok(()) };
    let allowed = fluid_types();
    if allowed.iter().any(|f| f == text) {
        return Ok(());
    }
    Err(CalculationError::NotAChoice { field, value: text.clone(), allowed })
}

/// The OpenAPI schema of a fluid: [`fluid_types`] as an enumeration, or null.
#[cfg(feature = "openapi")]
pub fn fluid_type_schema() -> utoipa::openapi::Object {
    use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};
    let mut values: Vec<serde_json::Value> = fluid_types().into_iter().map(serde_json::Value::from).collect();
    values.push(serde_json::Value::Null);
    ObjectBuilder::new()
        .schema_type([Type::String, Type::Null].into_iter().collect::<SchemaType>())
        .enum_values(Some(values))
        .description(Some("Fluido secundario, uno de los que ofrece GET /api/fluids (`value`)"))
        .build()
}

macro_rules! choices {
    ($(#[$doc:meta])* $name:ident { $($variant:ident = $key:tt),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        pub enum $name {
            $(#[serde(rename = $key)] $variant),+
        }

        impl Choice for $name {
            const ALL: &'static [Self] = &[$(Self::$variant),+];
            fn key(self) -> &'static str {
                match self {
                    $(Self::$variant => $key),+
                }
            }
        }
    };
}

impl Choice for CapacityControl {
    const ALL: &'static [Self] = &[Self::Standard, Self::Vfd, Self::Digital];
    fn key(self) -> &'static str {
        match self {
            Self::Standard => "STANDARD",
            Self::Vfd => "VFD",
            Self::Digital => "DIGITAL",
        }
    }
}

choices!(
    /// The condenser fans of a rack or condensing unit (section 3).
    CondenserFanType { FixSpeed = "FIX SPEED", Vfd = "VFD", Ec = "EC" }
);
choices!(
    /// How parallel lines share a flow: by % or by kW.
    DivisionType { Percentage = "percentage", Capacity = "capacity" }
);
choices!(
    /// A chiller's capacity: given directly or computed from the cold side.
    CapacityMethod { Direct = "direct", Fluid = "fluid" }
);
choices!(
    /// Air-cooled (`agua-aire`) or water-cooled (`agua-agua`) chiller.
    ChillerType { AguaAire = "agua-aire", AguaAgua = "agua-agua" }
);
choices!(
    /// The cold side computes its capacity from the flow (`capacity`) or its
    /// flow from the capacity (`flowrate`).
    CalculationMode { Capacity = "capacity", Flowrate = "flowrate" }
);
choices!(
    /// kW or refrigeration tons (section 9).
    CapacityUnit { Kw = "kw", Tr = "tr" }
);
choices!(
    /// L/min, US gpm or m³/h (section 9).
    FlowRateUnit { Lmin = "lmin", Gpm = "gpm", M3h = "m3h" }
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::DomainError;

    #[test]
    fn it_should_read_the_spellings_of_the_spec_and_nothing_else() {
        assert_eq!(
            choice::<CondenserFanType>(Some("FIX SPEED"), "condenserFanType"),
            Ok(Some(CondenserFanType::FixSpeed))
        );
        assert_eq!(choice::<CapacityControl>(Some("DIGITAL"), "capacityControl"), Ok(Some(CapacityControl::Digital)));
        assert_eq!(choice::<FlowRateUnit>(None, "flowRateUnit"), Ok(None));
        for text in ["vfd", "", "FIX_SPEED", " VFD"] {
            assert!(choice::<CondenserFanType>(Some(text), "condenserFanType").is_err(), "{text:?}");
        }
    }

    #[test]
    fn it_should_name_the_field_as_the_screen_labels_it_and_list_the_choices() {
        let error = choice::<CapacityControl>(Some("vfd"), "capacityControl").unwrap_err();
        assert_eq!(error.to_string(), "Control de capacidad: 'vfd' no es una opción válida (STANDARD, VFD o DIGITAL)");
        assert_eq!((error.code(), error.field()), ("calculation.not_a_choice", Some("capacityControl")));
        let error = choice::<CapacityUnit>(Some("KW"), "capacityUnit").unwrap_err();
        assert_eq!(error.to_string(), "Unidad de capacidad: 'KW' no es una opción válida (kw o tr)");
    }

    #[test]
    fn the_serde_spelling_is_the_key() {
        for c in CondenserFanType::ALL {
            assert_eq!(serde_json::to_value(c).unwrap(), c.key());
        }
        for c in CapacityControl::ALL {
            assert_eq!(serde_json::to_value(c).unwrap(), c.key());
        }
        for c in FlowRateUnit::ALL {
            assert_eq!(serde_json::to_value(c).unwrap(), c.key());
        }
    }

    #[test]
    fn fluids_are_the_tabulated_ones() {
        let fluids = fluid_types();
        assert!(fluids.contains(&"water".to_string()) && fluids.contains(&"MPG-30".to_string()), "{fluids:?}");
        assert!(check_fluid(&Some("MPG-30".into()), "fluidType").is_ok());
        let error = check_fluid(&Some("agua".into()), "fluidType").unwrap_err();
        assert!(error.to_string().starts_with("Fluido: 'agua' no es una opción válida (water, "), "{error}");
    }
}
