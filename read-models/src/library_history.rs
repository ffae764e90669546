//! "Who changed this library item, when, and how?" — one entry per event of
//! a compressor (and of one of its coefficient sets), a condenser, a plate
//! heat exchanger or a refrigerant sheet, in the shape of the project
//! history (GET /api/compressors/{id}/history and its siblings). Read from
//! the item's own events, oldest first: nothing to project.

use cqrs_es::{Aggregate, EventEnvelope};
use domain::compressor::{Compressor, CompressorEvent};
use domain::condenser::CondenserEvent;
use domain::heat_exchanger::HeatExchangerEvent;
use domain::refrigerant::RefrigerantEvent;

pub use crate::project_history::HistoryEntry;

/// A library event's one-line Spanish summary.
pub trait LibraryEvent {
    fn summary(&self) -> String;
}

impl LibraryEvent for CompressorEvent {
    fn summary(&self) -> String {
        match self {
            Self::CompressorRegistered { spec, source } => match source {
                Some(file) => format!("Compresor registrado: {} (de {})", spec.model, file.file_name),
                None => format!("Compresor registrado: {}", spec.model),
            },
            Self::CompressorUpdated { spec } => format!("Compresor modificado: {}", spec.model),
            Self::CompressorRemoved {} => "Compresor eliminado".into(),
            Self::CompressorRestored {} => "Compresor restaurado".into(),
            Self::PolynomialsImported { source, polynomials, replaced } => {
                let from = source.as_ref().map(|f| format!(" de {}", f.file_name)).unwrap_or_default();
                let sets: Vec<String> =
                    polynomials.iter().map(|p| format!("{} {}", p.refrigerant, p.parameter.label())).collect();
                let replaced =
                    if replaced.is_empty() { String::new() } else { format!("; reemplaza {}", replaced.join(", ")) };
                format!("Polinomios importados{from}: {}{replaced}", sets.join(", "))
            }
            Self::PolynomialUpdated { polynomial } => {
                format!("Polinomio modificado: {} {}", polynomial.refrigerant, polynomial.parameter.label())
            }
        }
    }
}

impl LibraryEvent for CondenserEvent {
    fn summary(&self) -> String {
        match self {
            Self::CondenserCreated { spec } => format!("Condensador creado: {}", spec.model),
            Self::CondenserUpdated { spec } => format!("Condensador modificado: {}", spec.model),
            Self::CondenserDeleted {} => "Condensador eliminado".into(),
            Self::CondenserRestored {} => "Condensador restaurado".into(),
        }
    }
}

impl LibraryEvent for HeatExchangerEvent {
    fn summary(&self) -> String {
        match self {
            Self::HeatExchangerCreated { spec } => format!("Intercambiador creado: {}", spec.model),
            Self::HeatExchangerUpdated { spec } => format!("Intercambiador modificado: {}", spec.model),
            Self::HeatExchangerDeleted {} => "Intercambiador eliminado".into(),
            Self::HeatExchangerRestored {} => "Intercambiador restaurado".into(),
        }
    }
}

impl LibraryEvent for RefrigerantEvent {
    fn summary(&self) -> String {
        match self {
            Self::SheetGenerated { sheet } => format!("Ficha de refrigerante generada: {}", sheet.code),
            Self::EquipmentTypesChanged { equipment_types } => {
                let names: Vec<&str> = equipment_types.iter().map(|t| t.label()).collect();
                format!(
                    "Tipos de equipo permitidos: {}",
                    if names.is_empty() { "ninguno".into() } else { names.join(", ") }
                )
            }
            Self::PressureChartUploaded { chart } => format!("Gráfico P-T subido: {}", chart.file_name),
        }
    }
}

/// Every event of one library item, oldest first.
pub fn history<A: Aggregate>(events: &[EventEnvelope<A>]) -> Vec<HistoryEntry>
where
    A::Event: LibraryEvent,
{
    events.iter().map(|e| HistoryEntry::of(e, e.payload.summary())).collect()
}

/// The events of a compressor that made or changed its coefficient set
/// `local_id` (`p3`): the import that brought it, an import that replaced
/// it, and each edit.
pub fn polynomial_history(events: &[EventEnvelope<Compressor>], local_id: &str) -> Vec<HistoryEntry> {
    events
        .iter()
        .filter(|e| match &e.payload {
            CompressorEvent::PolynomialsImported { polynomials, replaced, .. } => {
                polynomials.iter().any(|p| p.id == local_id) || replaced.iter().any(|r| r == local_id)
            }
            CompressorEvent::PolynomialUpdated { polynomial } => polynomial.id == local_id,
            _ => false,
        })
        .map(|e| HistoryEntry::of(e, e.payload.summary()))
        .collect()
}
