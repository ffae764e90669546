use std::sync::Arc;

use domain::condenser::Condenser;
use domain::heat_exchanger::HeatExchanger;
use domain::refrigerant::Refrigerant;

use crate::ports::{CommandBus, FileStore, TextExtractor, ViewStore};

/// Everything a request handler may use, wired by the binary.
#[derive(Clone)]
pub struct AppState {
    pub condensers: Arc<dyn CommandBus<Condenser>>,
    pub heat_exchangers: Arc<dyn CommandBus<HeatExchanger>>,
    pub refrigerants: Arc<dyn CommandBus<Refrigerant>>,
    pub views: Arc<dyn ViewStore>,
    pub extractor: Arc<dyn TextExtractor>,
    pub files: Arc<dyn FileStore>,
}
