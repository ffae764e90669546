/// What a user typed in the heat-exchanger dialog. On create, a missing field
/// breaks the matching rule; on update, a missing field keeps its value.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct HeatExchangerDraft {
    pub model: Option<String>,
    pub brand: Option<String>,
    pub capacity_kw: Option<f64>,
    /// The wire value as typed; anything but cooling, heating or both
    /// breaks the application-type rule.
    pub application_type: Option<String>,
    /// `Some("")` clears the notes.
    pub notes: Option<String>,
    /// The water-side pressure drop, kPa, and the water flow it is rated
    /// at, L/min: `None` keeps the stored figure, `Some(None)` clears it.
    pub pressure_drop_kpa: Option<Option<f64>>,
    pub rated_flow_lmin: Option<Option<f64>>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum HeatExchangerCommand {
    CreateHeatExchanger(HeatExchangerDraft),
    UpdateHeatExchanger(HeatExchangerDraft),
    DeleteHeatExchanger,
    /// Undoes a deletion ('Deshacer'); the deletion stays in the history.
    RestoreHeatExchanger,
}
