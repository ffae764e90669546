//! The regulatory part of a calculation request and the findings of its
//! answer (issue 21 item 7; rules in `crate::regulation`).

use serde::{Deserialize, Serialize};

use super::CalculationError;
use crate::engine::system::SystemResult;
use crate::properties::RefrigerantData;
use crate::regulation::{
    assess, Date, EquipmentKind, Jurisdiction, RefrigerantFacts, RegulatoryCompliance, RegulatoryInput, SiteInput,
};

/// The date the rule tables were last checked against the texts; rules are
/// applied at it when a request brings no date (the API always fills one).
pub const RULES_REVIEWED: Date = Date::new(2026, 11, 25);

/// Which rules apply, at what date, to which room.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct RegulatoryRequest {
    /// `EU`, `ES`, `MX` or `other`; absent, the company's setting.
    pub jurisdiction: Option<Jurisdiction>,
    /// YYYY-MM-DD the rules are applied at; absent, today.
    pub reference_date: Option<String>,
    /// The room the system serves (EN 378-1 charge limits).
    pub site: Option<SiteInput>,
}

impl RegulatoryRequest {
    /// Fills what the request left out: the company's jurisdiction and today.
    pub fn with_defaults(mut self, jurisdiction: Jurisdiction, today: &str) -> Self {
        self.jurisdiction.get_or_insert(jurisdiction);
        self.reference_date.get_or_insert_with(|| today.to_string());
        self
    }

    /// A date that is not YYYY-MM-DD, or a room volume that is not above
    /// zero, is refused naming its field.
    pub fn check(&self) -> Result<(), CalculationError> {
        if let Some(text) = self.reference_date.as_deref().filter(|t| Date::parse(t).is_none()) {
            return Err(CalculationError::NotAChoice {
                field: "referenceDate",
                value: text.to_string(),
                allowed: vec!["una fecha AAAA-MM-DD".into()],
            });
        }
        if self.site.and_then(|s| s.room_volume).is_some_and(|v| !(v.is_finite() && v > 0.0)) {
            return Err(CalculationError::NotANumber { field: "site.roomVolume" });
        }
        Ok(())
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
        jurisdiction: request.jurisdiction.unwrap_or_default(),
        date: request.date(),
        equipment,
        refrigerant: facts(r),
        cooling_capacity_kw: result.totals.cooling_capacity / 1000.0,
        charge_kg: Some(result.refrigerant_charge.recommended_charge),
        lowest_evap_temp: result.circuits.iter().map(|c| c.evap_temp).fold(f64::INFINITY, f64::min),
        site: request.site.unwrap_or_default(),
    })
}
