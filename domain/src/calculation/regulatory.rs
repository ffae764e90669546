//! The regulatory part of a calculation request and the findings of its
//! answer (issue 21 item 7; rules in `crate::regulation`).

use serde::{Deserialize, Serialize};

use super::choices::{check, choice, Choice};
use super::CalculationError;
use crate::engine::circuit_charge;
use crate::engine::system::SystemResult;
use crate::number_format::NumberLocale;
use crate::properties::RefrigerantData;
use crate::regulation::{
    assess, AccessCategory, Date, EquipmentKind, Jurisdiction, LargestCircuit, LocationClass, RefrigerantFacts,
    RegulatoryCompliance, RegulatoryInput, SiteInput,
};

/// The date the rule tables were last checked against the texts; rules are
/// applied at it when a request brings no date (the API always fills one).
pub const RULES_REVIEWED: Date = Date::new(2026, 11, 25);

impl Choice for Jurisdiction {
    const ALL: &'static [Self] = &[Jurisdiction::Eu, Jurisdiction::Es, Jurisdiction::Mx, Jurisdiction::Other];
    fn key(self) -> &'static str {
        self.code()
    }
}

impl Choice for AccessCategory {
    const ALL: &'static [Self] = &[AccessCategory::A, AccessCategory::B, AccessCategory::C];
    fn key(self) -> &'static str {
        match self {
            AccessCategory::A => "a",
            AccessCategory::B => "b",
            AccessCategory::C => "c",
        }
    }
}

impl Choice for LocationClass {
    const ALL: &'static [Self] = &[LocationClass::I, LocationClass::Ii, LocationClass::Iii, LocationClass::Iv];
    fn key(self) -> &'static str {
        match self {
            LocationClass::I => "I",
            LocationClass::Ii => "II",
            LocationClass::Iii => "III",
            LocationClass::Iv => "IV",
        }
    }
}

/// The room the system serves, as a request names it (EN 378-1 section 5);
/// the lists are checked like every other choice, naming their field.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct SiteRequest {
    /// m³ of the smallest occupied room a leak can reach.
    pub room_volume: Option<f64>,
    /// a (general), b (supervised) or c (authorised occupancy).
    #[cfg_attr(feature = "openapi", schema(value_type = Option<AccessCategory>))]
    pub access_category: Option<String>,
    /// I, II, III or IV.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<LocationClass>))]
    pub location_class: Option<String>,
}

impl SiteRequest {
    fn site(&self) -> SiteInput {
        SiteInput {
            room_volume: self.room_volume,
            access_category: choice(self.access_category.as_deref(), "accessCategory").ok().flatten(),
            location_class: choice(self.location_class.as_deref(), "locationClass").ok().flatten(),
        }
    }
}

/// Which rules apply, at what date, to which room.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct RegulatoryRequest {
    /// `EU`, `ES`, `MX` or `other`; absent, the company's setting.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Jurisdiction>))]
    pub jurisdiction: Option<String>,
    /// YYYY-MM-DD the rules are applied at; absent, today.
    pub reference_date: Option<String>,
    /// The room the system serves (EN 378-1 charge limits).
    pub site: Option<SiteRequest>,
    /// How the findings' messages print their figures: es-MX, es-ES, es-AR,
    /// es-CL or es-CO; absent, the company's setting.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<NumberLocale>))]
    pub number_locale: Option<String>,
}

impl RegulatoryRequest {
    /// Fills what the request left out: the company's jurisdiction and today.
    pub fn with_defaults(mut self, jurisdiction: Jurisdiction, locale: NumberLocale, today: &str) -> Self {
        self.jurisdiction.get_or_insert_with(|| jurisdiction.code().to_string());
        self.number_locale.get_or_insert_with(|| locale.tag().to_string());
        self.reference_date.get_or_insert_with(|| today.to_string());
        self
    }

    /// A jurisdiction, access category or location class off its list, a
    /// date that is not YYYY-MM-DD, or a room volume that is not above zero,
    /// is refused naming its field.
    pub fn check(&self) -> Result<(), CalculationError> {
        check::<Jurisdiction>(&self.jurisdiction, "jurisdiction")?;
        if let Some(tag) = self.number_locale.as_deref().filter(|t| NumberLocale::parse(t).is_none()) {
            return Err(CalculationError::NotAChoice {
                field: "numberLocale",
                value: tag.to_string(),
                allowed: NumberLocale::ALL.iter().map(|l| l.tag().to_string()).collect(),
            });
        }
        if let Some(text) = self.reference_date.as_deref().filter(|t| Date::parse(t).is_none()) {
            return Err(CalculationError::NotAChoice {
                field: "referenceDate",
                value: text.to_string(),
                allowed: vec!["una fecha AAAA-MM-DD".into()],
            });
        }
        if let Some(site) = &self.site {
            match site.room_volume {
                Some(v) if !v.is_finite() => return Err(CalculationError::NotANumber { field: "site.roomVolume" }),
                Some(v) if v <= 0.0 => return Err(CalculationError::NotPositive { field: "site.roomVolume" }),
                _ => {}
            }
            check::<AccessCategory>(&site.access_category, "accessCategory")?;
            check::<LocationClass>(&site.location_class, "locationClass")?;
        }
        Ok(())
    }

    fn jurisdiction(&self) -> Jurisdiction {
        choice(self.jurisdiction.as_deref(), "jurisdiction").ok().flatten().unwrap_or_default()
    }

    fn date(&self) -> Date {
        self.reference_date.as_deref().and_then(Date::parse).unwrap_or(RULES_REVIEWED)
    }
}

/// The refrigerant facts the rules read, from the dataset.
pub fn facts(r: &RefrigerantData) -> RefrigerantFacts {
    RefrigerantFacts {
        code: r.code().to_string(),
        family: r.info.family.clone(),
        safety_class: r.info.safety_class.clone(),
        gwp: r.info.gwp_ar4,
        lfl: r.info.lfl,
    }
}

/// The findings for a calculated system.
pub fn system_compliance(
    request: &RegulatoryRequest,
    equipment: EquipmentKind,
    r: &RefrigerantData,
    result: &SystemResult,
) -> RegulatoryCompliance {
    assess(&RegulatoryInput {
        jurisdiction: request.jurisdiction(),
        date: request.date(),
        equipment,
        refrigerant: facts(r),
        cooling_capacity_kw: result.totals.cooling_capacity / 1000.0,
        charge_kg: Some(result.refrigerant_charge.recommended_charge),
        largest_circuit: circuit_charge::largest(&result.refrigerant_charge.circuits).map(|c| LargestCircuit {
            label: c.label.clone(),
            charge_kg: c.recommended_charge,
            circuits: result.refrigerant_charge.circuits.len(),
            tied: circuit_charge::tied_with_largest(&result.refrigerant_charge.circuits),
        }),
        lowest_evap_temp: result.circuits.iter().map(|c| c.evap_temp).fold(f64::INFINITY, f64::min),
        site: request.site.as_ref().map(SiteRequest::site).unwrap_or_default(),
        locale: request.number_locale.as_deref().and_then(NumberLocale::parse).unwrap_or_default(),
    })
}

/// The findings for compressors alone (`POST /api/calculate` and motor
/// compressor projects): no charge is sized, so EN 378-1 states the room
/// volume a charge would need rather than checking one, and the Annex IV
/// points that name a system (multipack racks) do not apply to the
/// compressor by itself. `cooling_w` is the compressors' capacity, W.
pub fn motor_compressor_compliance(
    request: &RegulatoryRequest,
    r: &RefrigerantData,
    cooling_w: f64,
    evap_temp: f64,
) -> RegulatoryCompliance {
    assess(&RegulatoryInput {
        jurisdiction: request.jurisdiction(),
        date: request.date(),
        equipment: EquipmentKind::MotorCompressor,
        refrigerant: facts(r),
        cooling_capacity_kw: cooling_w / 1000.0,
        charge_kg: None,
        largest_circuit: None,
        lowest_evap_temp: evap_temp,
        site: request.site.as_ref().map(SiteRequest::site).unwrap_or_default(),
        locale: request.number_locale.as_deref().and_then(NumberLocale::parse).unwrap_or_default(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::DomainError;

    /// Tester report 4: a room of 0 m³ was said not to be a number.
    #[test]
    fn a_room_of_no_volume_is_refused_as_such() {
        let with_room = |v: f64| RegulatoryRequest {
            site: Some(SiteRequest { room_volume: Some(v), ..Default::default() }),
            ..Default::default()
        };
        let error = with_room(0.0).check().unwrap_err();
        assert_eq!(error.to_string(), "El volumen del local debe ser mayor que 0");
        assert_eq!((error.code(), error.field()), ("calculation.not_positive", Some("site.roomVolume")));
        assert_eq!(with_room(-3.0).check().unwrap_err(), error);
        assert_eq!(with_room(20.0).check(), Ok(()));
    }
}
