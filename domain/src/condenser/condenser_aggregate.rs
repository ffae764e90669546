use serde::{Deserialize, Serialize};

use super::{CondenserCommand, CondenserDraft, CondenserError, CondenserEvent};
use crate::catalogue_item::{refusals_as_variants, CatalogueItem, Change, ItemKind, ItemSpec, Step};
use crate::rules::{non_blank, too_long, Dimensions, MODEL_MAX_CHARS};

/// Rated ΔT (condensing minus ambient) assumed when a catalogue entry gives
/// none: a product default of ENGINEERING.md section 4.
pub const DEFAULT_RATED_DELTA_T: f64 = 15.0;

/// Smallest heat rejection a condenser may list, kW.
pub const CAPACITY_MIN_KW: f64 = 0.1;

/// Largest heat rejection a condenser may list, kW (100 MW: no air-cooled
/// condenser is near it; a larger figure is a typo, and would overflow the
/// selections' figures).
pub const CAPACITY_MAX_KW: f64 = 100_000.0;

/// Largest power per fan, kW.
pub const FAN_POWER_MAX_KW: f64 = 1_000.0;

/// Smallest power per fan, kW.
pub const FAN_POWER_MIN_KW: f64 = 0.001;

/// Rated ΔT a condenser may list, K (inclusive).
pub const RATED_DELTA_T_RANGE: (f64, f64) = (1.0, 30.0);

/// Why a heat rejection (kW) is not one a condenser may list, if it is
/// not: the one rule the catalogue and a project's typed condenser
/// (`calculation::rack::typed_condenser`) read.
pub fn capacity_refusal(capacity: f64) -> Option<CondenserError> {
    if !capacity.is_finite() || capacity < CAPACITY_MIN_KW {
        Some(CondenserError::CapacityTooLow)
    } else if capacity > CAPACITY_MAX_KW {
        Some(CondenserError::CapacityTooHigh)
    } else {
        None
    }
}

/// Whether a power per fan (kW) is above what a condenser may list, or no
/// figure. The catalogue also needs at least [`FAN_POWER_MIN_KW`] (it has
/// fans); a project's typed condenser may have none, and 0 kW.
pub fn fan_power_too_high(fan_power: f64) -> bool {
    !fan_power.is_finite() || fan_power > FAN_POWER_MAX_KW
}

/// A valid condenser, as the catalogue stores it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CondenserSpec {
    pub model: String,
    /// Total heat rejection at `rated_delta_t`, kW.
    pub capacity: f64,
    pub fan_count: u32,
    /// kW per fan.
    pub fan_power_consumption: f64,
    pub is_microchannel: bool,
    pub dimensions: Dimensions,
    /// K.
    pub rated_delta_t: f64,
}

impl CondenserSpec {
    /// Applies a draft over `base` (none when creating) and checks every rule
    /// of library.md section 5, in the order the dialog shows the fields.
    pub fn from_draft(draft: CondenserDraft, base: Option<&CondenserSpec>) -> Result<Self, CondenserError> {
        let model =
            non_blank(draft.model.or_else(|| base.map(|b| b.model.clone()))).ok_or(CondenserError::ModelRequired)?;
        if too_long(&model, MODEL_MAX_CHARS) {
            return Err(CondenserError::ModelTooLong);
        }
        let capacity = draft.capacity.or(base.map(|b| b.capacity)).ok_or(CondenserError::CapacityTooLow)?;
        if let Some(refusal) = capacity_refusal(capacity) {
            return Err(refusal);
        }
        let fan_count = draft
            .fan_count
            .or(base.map(|b| i64::from(b.fan_count)))
            .filter(|n| *n >= 1)
            .and_then(|n| u32::try_from(n).ok())
            .ok_or(CondenserError::NoFans)?;
        let fan_power_consumption = draft
            .fan_power_consumption
            .or(base.map(|b| b.fan_power_consumption))
            .filter(|p| p.is_finite() && *p >= FAN_POWER_MIN_KW)
            .ok_or(CondenserError::FanPowerTooLow)?;
        if fan_power_too_high(fan_power_consumption) {
            return Err(CondenserError::FanPowerTooHigh);
        }
        let is_microchannel = draft.is_microchannel.or(base.map(|b| b.is_microchannel)).unwrap_or(false);
        let dimensions = draft.dimensions.or(base.map(|b| b.dimensions)).unwrap_or_default();
        if !dimensions.all_positive() {
            return Err(CondenserError::DimensionsNotPositive);
        }
        let rated_delta_t = draft.rated_delta_t.or(base.map(|b| b.rated_delta_t)).unwrap_or(DEFAULT_RATED_DELTA_T);
        if !(RATED_DELTA_T_RANGE.0..=RATED_DELTA_T_RANGE.1).contains(&rated_delta_t) {
            return Err(CondenserError::RatedDeltaTOutOfRange);
        }
        Ok(Self { model, capacity, fan_count, fan_power_consumption, is_microchannel, dimensions, rated_delta_t })
    }
}

/// The condenser aggregate: its current spec, and whether it was deleted.
pub type Condenser = CatalogueItem<CondenserKind>;

/// What names a condenser among catalogue entries: its stored type, spec,
/// commands and events.
pub struct CondenserKind;

impl ItemSpec for CondenserSpec {
    type Draft = CondenserDraft;
    type Error = CondenserError;

    fn from_draft(draft: CondenserDraft, base: Option<&Self>) -> Result<Self, CondenserError> {
        CondenserSpec::from_draft(draft, base)
    }
}

refusals_as_variants!(CondenserError);

impl ItemKind for CondenserKind {
    const TYPE: &'static str = "Condenser";
    type Spec = CondenserSpec;
    type Command = CondenserCommand;
    type Event = CondenserEvent;
    type Error = CondenserError;

    fn step(command: CondenserCommand) -> Step<CondenserDraft> {
        match command {
            CondenserCommand::CreateCondenser(draft) => Step::Create(draft),
            CondenserCommand::UpdateCondenser(draft) => Step::Update(draft),
            CondenserCommand::DeleteCondenser => Step::Delete,
            CondenserCommand::RestoreCondenser => Step::Restore,
        }
    }

    fn event(change: Change<CondenserSpec>) -> CondenserEvent {
        match change {
            Change::Created(spec) => CondenserEvent::CondenserCreated { spec },
            Change::Updated(spec) => CondenserEvent::CondenserUpdated { spec },
            Change::Deleted => CondenserEvent::CondenserDeleted {},
            Change::Restored => CondenserEvent::CondenserRestored {},
        }
    }

    fn change(event: CondenserEvent) -> Change<CondenserSpec> {
        match event {
            CondenserEvent::CondenserCreated { spec } => Change::Created(spec),
            CondenserEvent::CondenserUpdated { spec } => Change::Updated(spec),
            CondenserEvent::CondenserDeleted {} => Change::Deleted,
            CondenserEvent::CondenserRestored {} => Change::Restored,
        }
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;

    type CondenserTest = TestFramework<Condenser>;

    fn draft() -> CondenserDraft {
        CondenserDraft {
            model: Some("  CMC-120  ".into()),
            capacity: Some(120.0),
            fan_count: Some(4),
            fan_power_consumption: Some(0.85),
            is_microchannel: None,
            dimensions: None,
            rated_delta_t: None,
        }
    }

    fn spec() -> CondenserSpec {
        CondenserSpec {
            model: "CMC-120".into(),
            capacity: 120.0,
            fan_count: 4,
            fan_power_consumption: 0.85,
            is_microchannel: false,
            dimensions: Dimensions::default(),
            rated_delta_t: DEFAULT_RATED_DELTA_T,
        }
    }

    fn created() -> CondenserEvent {
        CondenserEvent::CondenserCreated { spec: spec() }
    }

    #[test]
    fn it_should_create_a_condenser_with_a_trimmed_model_and_defaults() {
        CondenserTest::with(())
            .given_no_previous_events()
            .when(CondenserCommand::CreateCondenser(draft()))
            .then_expect_events(vec![created()]);
    }

    #[test]
    fn it_should_not_create_a_condenser_without_a_model() {
        let draft = CondenserDraft { model: Some("   ".into()), ..draft() };
        CondenserTest::with(())
            .given_no_previous_events()
            .when(CondenserCommand::CreateCondenser(draft))
            .then_expect_error(CondenserError::ModelRequired);
    }

    #[test]
    fn it_should_not_accept_a_capacity_below_a_tenth_of_a_kilowatt() {
        for capacity in [None, Some(0.0), Some(0.09), Some(-5.0), Some(f64::NAN)] {
            let draft = CondenserDraft { capacity, ..draft() };
            CondenserTest::with(())
                .given_no_previous_events()
                .when(CondenserCommand::CreateCondenser(draft))
                .then_expect_error(CondenserError::CapacityTooLow);
        }
    }

    #[test]
    fn it_should_accept_exactly_a_tenth_of_a_kilowatt() {
        let draft = CondenserDraft { capacity: Some(0.1), ..draft() };
        let spec = CondenserSpec { capacity: 0.1, ..spec() };
        CondenserTest::with(())
            .given_no_previous_events()
            .when(CondenserCommand::CreateCondenser(draft))
            .then_expect_events(vec![CondenserEvent::CondenserCreated { spec }]);
    }

    #[test]
    fn it_should_not_accept_a_condenser_without_fans() {
        for fan_count in [None, Some(0), Some(-1)] {
            let draft = CondenserDraft { fan_count, ..draft() };
            CondenserTest::with(())
                .given_no_previous_events()
                .when(CondenserCommand::CreateCondenser(draft))
                .then_expect_error(CondenserError::NoFans);
        }
    }

    #[test]
    fn it_should_not_accept_a_fan_consumption_below_one_watt() {
        for fan_power_consumption in [None, Some(0.0), Some(0.0009)] {
            let draft = CondenserDraft { fan_power_consumption, ..draft() };
            CondenserTest::with(())
                .given_no_previous_events()
                .when(CondenserCommand::CreateCondenser(draft))
                .then_expect_error(CondenserError::FanPowerTooLow);
        }
    }

    #[test]
    fn it_should_not_accept_a_rated_delta_t_outside_one_to_thirty_kelvin() {
        for rated_delta_t in [Some(0.0), Some(0.5), Some(31.0)] {
            let draft = CondenserDraft { rated_delta_t, ..draft() };
            CondenserTest::with(())
                .given_no_previous_events()
                .when(CondenserCommand::CreateCondenser(draft))
                .then_expect_error(CondenserError::RatedDeltaTOutOfRange);
        }
    }

    #[test]
    fn it_should_not_accept_negative_dimensions() {
        let dimensions = Dimensions { length: Some(-1.0), ..Dimensions::default() };
        let draft = CondenserDraft { dimensions: Some(dimensions), ..draft() };
        CondenserTest::with(())
            .given_no_previous_events()
            .when(CondenserCommand::CreateCondenser(draft))
            .then_expect_error(CondenserError::DimensionsNotPositive);
    }

    #[test]
    fn it_should_not_create_the_same_condenser_twice() {
        CondenserTest::with(())
            .given(vec![created()])
            .when(CondenserCommand::CreateCondenser(draft()))
            .then_expect_error(CondenserError::AlreadyExists);
    }

    #[test]
    fn it_should_keep_unchanged_fields_on_update() {
        let update = CondenserDraft { capacity: Some(150.0), is_microchannel: Some(true), ..Default::default() };
        let spec = CondenserSpec { capacity: 150.0, is_microchannel: true, ..spec() };
        CondenserTest::with(())
            .given(vec![created()])
            .when(CondenserCommand::UpdateCondenser(update))
            .then_expect_events(vec![CondenserEvent::CondenserUpdated { spec }]);
    }

    #[test]
    fn it_should_apply_the_same_rules_on_update() {
        let update = CondenserDraft { fan_count: Some(0), ..Default::default() };
        CondenserTest::with(())
            .given(vec![created()])
            .when(CondenserCommand::UpdateCondenser(update))
            .then_expect_error(CondenserError::NoFans);
    }

    #[test]
    fn it_should_record_nothing_when_an_update_changes_nothing() {
        CondenserTest::with(())
            .given(vec![created()])
            .when(CondenserCommand::UpdateCondenser(draft()))
            .then_expect_events(vec![]);
    }

    #[test]
    fn it_should_not_update_an_unknown_condenser() {
        CondenserTest::with(())
            .given_no_previous_events()
            .when(CondenserCommand::UpdateCondenser(draft()))
            .then_expect_error(CondenserError::NotFound);
    }

    #[test]
    fn it_should_record_a_deletion_as_an_event() {
        CondenserTest::with(())
            .given(vec![created()])
            .when(CondenserCommand::DeleteCondenser)
            .then_expect_events(vec![CondenserEvent::CondenserDeleted {}]);
    }

    #[test]
    fn it_should_not_delete_or_update_a_deleted_condenser() {
        CondenserTest::with(())
            .given(vec![created(), CondenserEvent::CondenserDeleted {}])
            .when(CondenserCommand::DeleteCondenser)
            .then_expect_error(CondenserError::NotFound);
        CondenserTest::with(())
            .given(vec![created(), CondenserEvent::CondenserDeleted {}])
            .when(CondenserCommand::UpdateCondenser(draft()))
            .then_expect_error(CondenserError::NotFound);
    }

    #[test]
    fn it_should_not_accept_a_model_longer_than_eighty_characters() {
        let draft = CondenserDraft { model: Some("X".repeat(81)), ..draft() };
        CondenserTest::with(())
            .given_no_previous_events()
            .when(CondenserCommand::CreateCondenser(draft))
            .then_expect_error(CondenserError::ModelTooLong);
    }

    #[test]
    fn it_should_restore_a_deleted_condenser_as_a_new_event_and_then_accept_updates() {
        CondenserTest::with(())
            .given(vec![created(), CondenserEvent::CondenserDeleted {}])
            .when(CondenserCommand::RestoreCondenser)
            .then_expect_events(vec![CondenserEvent::CondenserRestored {}]);
        let update = CondenserDraft { capacity: Some(150.0), ..Default::default() };
        CondenserTest::with(())
            .given(vec![created(), CondenserEvent::CondenserDeleted {}, CondenserEvent::CondenserRestored {}])
            .when(CondenserCommand::UpdateCondenser(update))
            .then_expect_events(vec![CondenserEvent::CondenserUpdated {
                spec: CondenserSpec { capacity: 150.0, ..spec() },
            }]);
    }

    #[test]
    fn it_should_not_restore_a_live_or_unknown_condenser() {
        CondenserTest::with(())
            .given(vec![created()])
            .when(CondenserCommand::RestoreCondenser)
            .then_expect_error(CondenserError::NotDeleted);
        CondenserTest::with(())
            .given_no_previous_events()
            .when(CondenserCommand::RestoreCondenser)
            .then_expect_error(CondenserError::NotFound);
    }
}
