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

/// Water-side pressure drop a rating may state, kPa (from 0.1 kPa to 5 bar:
/// brazed-plate evaporators are rated from a few kPa to about 100 kPa; a
/// larger figure is a typo).
pub const PRESSURE_DROP_RANGE_KPA: (f64, f64) = (0.1, 500.0);

/// Water flow a rating may be given at, L/min (up to the flow 100 MW needs
/// with 5 K of water: about 290 000 L/min).
pub const RATED_FLOW_RANGE_LMIN: (f64, f64) = (0.01, 1_000_000.0);

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
    /// The maker's water-side pressure drop, kPa, at `rated_flow_lmin` of
    /// water: stated together or not at all. Absent from items saved before
    /// it was kept (their events read without it) and written only when
    /// given, so those items serialise as they did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pressure_drop_kpa: Option<f64>,
    /// The water flow of that rating, L/min.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rated_flow_lmin: Option<f64>,
}

/// A rating figure from the draft (`Some(None)` clears it) over the stored one,
/// checked against its range.
fn rating_figure(
    typed: Option<Option<f64>>,
    stored: Option<f64>,
    (min, max): (f64, f64),
    error: HeatExchangerError,
) -> Result<Option<f64>, HeatExchangerError> {
    match typed.unwrap_or(stored) {
        Some(value) if !(value.is_finite() && (min..=max).contains(&value)) => Err(error),
        value => Ok(value),
    }
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
        let pressure_drop_kpa = rating_figure(
            draft.pressure_drop_kpa,
            base.and_then(|b| b.pressure_drop_kpa),
            PRESSURE_DROP_RANGE_KPA,
            HeatExchangerError::PressureDropOutOfRange,
        )?;
        let rated_flow_lmin = rating_figure(
            draft.rated_flow_lmin,
            base.and_then(|b| b.rated_flow_lmin),
            RATED_FLOW_RANGE_LMIN,
            HeatExchangerError::RatedFlowOutOfRange,
        )?;
        match (pressure_drop_kpa, rated_flow_lmin) {
            (Some(_), None) => return Err(HeatExchangerError::RatedFlowRequired),
            (None, Some(_)) => return Err(HeatExchangerError::PressureDropRequired),
            _ => {}
        }
        Ok(Self { model, brand, capacity_kw, application_type, notes, pressure_drop_kpa, rated_flow_lmin })
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
            ..Default::default()
        }
    }

    fn spec() -> HeatExchangerSpec {
        HeatExchangerSpec {
            model: "B25T".into(),
            brand: "SWEP".into(),
            capacity_kw: 45.5,
            application_type: ApplicationType::Cooling,
            notes: None,
            pressure_drop_kpa: None,
            rated_flow_lmin: None,
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
    fn it_should_keep_a_water_pressure_drop_with_its_flow_and_clear_both() {
        let rated =
            HeatExchangerDraft { pressure_drop_kpa: Some(Some(25.0)), rated_flow_lmin: Some(Some(86.0)), ..draft() };
        let spec = HeatExchangerSpec::from_draft(rated, None).unwrap();
        assert_eq!((spec.pressure_drop_kpa, spec.rated_flow_lmin), (Some(25.0), Some(86.0)));
        // An update that leaves them out keeps them; one that clears both clears them.
        let kept = HeatExchangerSpec::from_draft(HeatExchangerDraft::default(), Some(&spec)).unwrap();
        assert_eq!(kept, spec);
        let clear =
            HeatExchangerDraft { pressure_drop_kpa: Some(None), rated_flow_lmin: Some(None), ..Default::default() };
        let cleared = HeatExchangerSpec::from_draft(clear, Some(&spec)).unwrap();
        assert_eq!((cleared.pressure_drop_kpa, cleared.rated_flow_lmin), (None, None));
    }

    #[test]
    fn it_should_not_accept_a_pressure_drop_without_its_flow_or_out_of_range() {
        rejects(
            HeatExchangerDraft { pressure_drop_kpa: Some(Some(25.0)), ..draft() },
            HeatExchangerError::RatedFlowRequired,
        );
        rejects(
            HeatExchangerDraft { rated_flow_lmin: Some(Some(86.0)), ..draft() },
            HeatExchangerError::PressureDropRequired,
        );
        rejects(
            HeatExchangerDraft { pressure_drop_kpa: Some(Some(0.0)), rated_flow_lmin: Some(Some(86.0)), ..draft() },
            HeatExchangerError::PressureDropOutOfRange,
        );
        rejects(
            HeatExchangerDraft { pressure_drop_kpa: Some(Some(25.0)), rated_flow_lmin: Some(Some(-1.0)), ..draft() },
            HeatExchangerError::RatedFlowOutOfRange,
        );
    }

    /// Events recorded before the rating was kept read as items without it,
    /// and an item without it serialises as those events did.
    #[test]
    fn an_event_recorded_before_the_rating_reads_without_it() {
        let old = r#"{"HeatExchangerCreated":{"spec":{"model":"B25T","brand":"SWEP","capacityKw":45.5,"applicationType":"cooling","notes":null}}}"#;
        let event: HeatExchangerEvent = serde_json::from_str(old).unwrap();
        assert_eq!(event, created());
        assert_eq!(serde_json::to_string(&event).unwrap(), old);
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
