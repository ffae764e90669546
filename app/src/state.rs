use std::sync::Arc;

use domain::condenser::Condenser;
use domain::heat_exchanger::HeatExchanger;

use crate::ports::{CommandBus, ViewStore};

/// Everything a request handler may use, wired by the binary.
#[derive(Clone)]
pub struct AppState {
    pub condensers: Arc<dyn CommandBus<Condenser>>,
    pub heat_exchangers: Arc<dyn CommandBus<HeatExchanger>>,
    pub views: Arc<dyn ViewStore>,
}
