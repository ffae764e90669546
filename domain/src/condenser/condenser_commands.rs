use crate::rules::Dimensions;

/// What a user typed in the condenser dialog. On create, a missing field
/// breaks the matching rule; on update, a missing field keeps its value.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CondenserDraft {
    pub model: Option<String>,
    /// Total heat rejection at `rated_delta_t`, kW.
    pub capacity: Option<f64>,
    pub fan_count: Option<i64>,
    /// Electrical consumption per fan, kW.
    pub fan_power_consumption: Option<f64>,
    pub is_microchannel: Option<bool>,
    pub dimensions: Option<Dimensions>,
    /// Condensing minus ambient temperature at which `capacity` is rated, K.
    pub rated_delta_t: Option<f64>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum CondenserCommand {
    CreateCondenser(CondenserDraft),
    UpdateCondenser(CondenserDraft),
    DeleteCondenser,
    /// Undoes a deletion ('Deshacer'); the deletion stays in the history.
    RestoreCondenser,
}
