use serde::{Deserialize, Serialize};

use super::{HeatExchangerCommand, HeatExchangerDraft, HeatExchangerError, HeatExchangerEvent};
use crate::catalogue_item::{refusals_as_variants, CatalogueItem, Change, ItemKind, ItemSpec, Step};
use crate::rules::{non_blank, too_long, BRAND_MAX_CHARS, MODEL_MAX_CHARS};

/// Longest notes text, in characters.
pub const NOTES_MAX_CHARS: usize = 2000;

/// Smallest capacity a plate heat exchanger may list, kW.
pub const CAPACITY_MIN_KW: f64 = 0.1;

/// Largest capacity a plate heat exchanger may list, kW (100 MW; a larger
/// figure is a typo, and would overflow the selections' figures).
pub const CAPACITY_MAX_KW: f64 = 100_000.0;

/// What a plate heat exchanger is used for (library.md section 9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum ApplicationType {
    Cooling,
    Heating,
    Both,
}

impl ApplicationType {
    /// Reads the API's wire value; anything else is `None`.
    pub fn parse(value: &str) -> Option<Self> {
        match value.trim() {
            "cooling" => Some(Self::Cooling),
            "heating" => Some(Self::Heating),
            "both" => Some(Self::Both),
            _ => None,
        }
    }
}

/// The warning when a save repeats another exchanger's brand and model
/// (allowed: a warning, not a refusal; issue 14).
pub fn duplicate_message(model: &str, brand: &str) -> String {
    format!("Ya existe un intercambiador {model} de la marca {brand}")
}

/// A valid plate heat exchanger, as the catalogue stores it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct HeatExchangerSpec {
    pub model: String,
    pub brand: String,
    pub capacity_kw: f64,
    pub application_type: ApplicationType,
    pub notes: Option<String>,
}

impl HeatExchangerSpec {
    /// Applies a draft over `base` (none when creating) and checks every rule
    /// of library.md section 5, in the order the dialog shows the fields.
    pub fn from_draft(draft: HeatExchangerDraft, base: Option<&HeatExchangerSpec>) -> Result<Self, HeatExchangerError> {
        let model = non_blank(draft.model.or_else(|| base.map(|b| b.model.clone())))
            .ok_or(HeatExchangerError::ModelRequired)?;
        if too_long(&model, MODEL_MAX_CHARS) {
            return Err(HeatExchangerError::ModelTooLong);
        }
        let brand = non_blank(draft.brand.or_else(|| base.map(|b| b.brand.clone())))
            .ok_or(HeatExchangerError::BrandRequired)?;
        if too_long(&brand, BRAND_MAX_CHARS) {
            return Err(HeatExchangerError::BrandTooLong);
        }
        let capacity_kw = draft
            .capacity_kw
            .or(base.map(|b| b.capacity_kw))
            .filter(|c| c.is_finite() && *c >= CAPACITY_MIN_KW)
            .ok_or(HeatExchangerError::CapacityTooLow)?;
        if capacity_kw > CAPACITY_MAX_KW {
            return Err(HeatExchangerError::CapacityTooHigh);
        }
        let application_type = match draft.application_type {
            Some(value) => ApplicationType::parse(&value),
            None => base.map(|b| b.application_type),
        }
        .ok_or(HeatExchangerError::ApplicationTypeRequired)?;
        let notes = match draft.notes {
            Some(notes) => non_blank(Some(notes)),
            None => base.and_then(|b| b.notes.clone()),
        };
        if notes.as_deref().is_some_and(|n| too_long(n, NOTES_MAX_CHARS)) {
            return Err(HeatExchangerError::NotesTooLong);
        }
        Ok(Self { model, brand, capacity_kw, application_type, notes })
    }
}

/// The plate heat exchanger aggregate.
pub type HeatExchanger = CatalogueItem<HeatExchangerKind>;

/// What names a plate heat exchanger among catalogue entries: its stored type, spec,
/// commands and events.
pub struct HeatExchangerKind;

impl ItemSpec for HeatExchangerSpec {
    type Draft = HeatExchangerDraft;
    type Error = HeatExchangerError;

    fn from_draft(draft: HeatExchangerDraft, base: Option<&Self>) -> Result<Self, HeatExchangerError> {
        HeatExchangerSpec::from_draft(draft, base)
    }
}

refusals_as_variants!(HeatExchangerError);

impl ItemKind for HeatExchangerKind {
    const TYPE: &'static str = "HeatExchanger";
    type Spec = HeatExchangerSpec;
    type Command = HeatExchangerCommand;
    type Event = HeatExchangerEvent;
    type Error = HeatExchangerError;

    fn step(command: HeatExchangerCommand) -> Step<HeatExchangerDraft> {
        match command {
            HeatExchangerCommand::CreateHeatExchanger(draft) => Step::Create(draft),
            HeatExchangerCommand::UpdateHeatExchanger(draft) => Step::Update(draft),
            HeatExchangerCommand::DeleteHeatExchanger => Step::Delete,
            HeatExchangerCommand::RestoreHeatExchanger => Step::Restore,
        }
    }

    fn event(change: Change<HeatExchangerSpec>) -> HeatExchangerEvent {
        match change {
            Change::Created(spec) => HeatExchangerEvent::HeatExchangerCreated { spec },
            Change::Updated(spec) => HeatExchangerEvent::HeatExchangerUpdated { spec },
            Change::Deleted => HeatExchangerEvent::HeatExchangerDeleted {},
            Change::Restored => HeatExchangerEvent::HeatExchangerRestored {},
        }
    }

    fn change(event: HeatExchangerEvent) -> Change<HeatExchangerSpec> {
        match event {
            HeatExchangerEvent::HeatExchangerCreated { spec } => Change::Created(spec),
            HeatExchangerEvent::HeatExchangerUpdated { spec } => Change::Updated(spec),
            HeatExchangerEvent::HeatExchangerDeleted {} => Change::Deleted,
            HeatExchangerEvent::HeatExchangerRestored {} => Change::Restored,
        }
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;

    type HeatExchangerTest = TestFramework<HeatExchanger>;

    fn draft() -> HeatExchangerDraft {
        HeatExchangerDraft {
            model: Some("B25T".into()),
            brand: Some(" SWEP ".into()),
            capacity_kw: Some(45.5),
            application_type: Some("cooling".into()),
            notes: Some("   ".into()),
        }
    }

    fn spec() -> HeatExchangerSpec {
        HeatExchangerSpec {
            model: "B25T".into(),
            brand: "SWEP".into(),
            capacity_kw: 45.5,
            application_type: ApplicationType::Cooling,
            notes: None,
        }
    }

    fn created() -> HeatExchangerEvent {
        HeatExchangerEvent::HeatExchangerCreated { spec: spec() }
    }

    fn rejects(draft: HeatExchangerDraft, error: HeatExchangerError) {
        HeatExchangerTest::with(())
            .given_no_previous_events()
            .when(HeatExchangerCommand::CreateHeatExchanger(draft))
            .then_expect_error(error);
    }

    #[test]
    fn it_should_create_a_heat_exchanger_with_trimmed_text_and_blank_notes_dropped() {
        HeatExchangerTest::with(())
            .given_no_previous_events()
            .when(HeatExchangerCommand::CreateHeatExchanger(draft()))
            .then_expect_events(vec![created()]);
    }

    #[test]
    fn it_should_not_create_a_heat_exchanger_without_a_model() {
        rejects(HeatExchangerDraft { model: None, ..draft() }, HeatExchangerError::ModelRequired);
    }

    #[test]
    fn it_should_not_create_a_heat_exchanger_without_a_brand() {
        rejects(HeatExchangerDraft { brand: Some("".into()), ..draft() }, HeatExchangerError::BrandRequired);
    }

    #[test]
    fn it_should_not_accept_a_capacity_below_a_tenth_of_a_kilowatt() {
        rejects(HeatExchangerDraft { capacity_kw: Some(0.05), ..draft() }, HeatExchangerError::CapacityTooLow);
    }

    #[test]
    fn it_should_not_create_a_heat_exchanger_without_an_application_type() {
        rejects(HeatExchangerDraft { application_type: None, ..draft() }, HeatExchangerError::ApplicationTypeRequired);
    }

    #[test]
    fn it_should_not_accept_an_application_type_outside_the_three() {
        rejects(
            HeatExchangerDraft { application_type: Some("Frío".into()), ..draft() },
            HeatExchangerError::ApplicationTypeRequired,
        );
    }

    #[test]
    fn it_should_only_read_the_three_application_types() {
        assert_eq!(ApplicationType::parse("heating"), Some(ApplicationType::Heating));
        assert_eq!(ApplicationType::parse("both"), Some(ApplicationType::Both));
        assert_eq!(ApplicationType::parse("Frío"), None);
    }

    #[test]
    fn it_should_not_create_the_same_heat_exchanger_twice() {
        HeatExchangerTest::with(())
            .given(vec![created()])
            .when(HeatExchangerCommand::CreateHeatExchanger(draft()))
            .then_expect_error(HeatExchangerError::AlreadyExists);
    }

    #[test]
    fn it_should_update_only_the_given_fields() {
        let update = HeatExchangerDraft {
            application_type: Some("both".into()),
            notes: Some("Doble circuito".into()),
            ..Default::default()
        };
        let spec = HeatExchangerSpec {
            application_type: ApplicationType::Both,
            notes: Some("Doble circuito".into()),
            ..spec()
        };
        HeatExchangerTest::with(())
            .given(vec![created()])
            .when(HeatExchangerCommand::UpdateHeatExchanger(update))
            .then_expect_events(vec![HeatExchangerEvent::HeatExchangerUpdated { spec }]);
    }

    #[test]
    fn it_should_not_update_an_unknown_heat_exchanger() {
        HeatExchangerTest::with(())
            .given_no_previous_events()
            .when(HeatExchangerCommand::UpdateHeatExchanger(draft()))
            .then_expect_error(HeatExchangerError::NotFound);
    }

    #[test]
    fn it_should_record_a_deletion_and_refuse_a_second_one() {
        HeatExchangerTest::with(())
            .given(vec![created()])
            .when(HeatExchangerCommand::DeleteHeatExchanger)
            .then_expect_events(vec![HeatExchangerEvent::HeatExchangerDeleted {}]);
        HeatExchangerTest::with(())
            .given(vec![created(), HeatExchangerEvent::HeatExchangerDeleted {}])
            .when(HeatExchangerCommand::DeleteHeatExchanger)
            .then_expect_error(HeatExchangerError::NotFound);
    }

    #[test]
    fn it_should_limit_model_brand_and_notes_lengths() {
        rejects(HeatExchangerDraft { model: Some("M".repeat(81)), ..draft() }, HeatExchangerError::ModelTooLong);
        rejects(HeatExchangerDraft { brand: Some("B".repeat(61)), ..draft() }, HeatExchangerError::BrandTooLong);
        rejects(HeatExchangerDraft { notes: Some("n".repeat(2001)), ..draft() }, HeatExchangerError::NotesTooLong);
    }

    #[test]
    fn it_should_restore_a_deleted_heat_exchanger_as_a_new_event() {
        HeatExchangerTest::with(())
            .given(vec![created(), HeatExchangerEvent::HeatExchangerDeleted {}])
            .when(HeatExchangerCommand::RestoreHeatExchanger)
            .then_expect_events(vec![HeatExchangerEvent::HeatExchangerRestored {}]);
        HeatExchangerTest::with(())
            .given(vec![created()])
            .when(HeatExchangerCommand::RestoreHeatExchanger)
            .then_expect_error(HeatExchangerError::NotDeleted);
        HeatExchangerTest::with(())
            .given_no_previous_events()
            .when(HeatExchangerCommand::RestoreHeatExchanger)
            .then_expect_error(HeatExchangerError::NotFound);
    }
}
