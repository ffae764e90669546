//! "Which compressors does the catalogue hold, with which coefficient sets?"
//! — the Compresores tab, GET /api/compressors and the polynomial panel.

use cqrs_es::{EventEnvelope, View};
use domain::compressor::model::{CompressorSpec, Polynomial, SourceFile};
use domain::compressor::physics::{check_sets, PhysicalFault};
use domain::compressor::{Compressor, CompressorEvent};
use serde::{Deserialize, Serialize};

use crate::metadata::recorded_at;

pub const VIEW_NAME: &str = "compressor_catalogue";

/// A coefficient set as the API shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PolynomialRow {
    /// `{compressorId}:{local id}`.
    pub id: String,
    pub compressor_id: String,
    #[serde(flatten)]
    pub polynomial: Polynomial,
    pub imported_at: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PolynomialStat {
    pub refrigerant: String,
    pub count: usize,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompressorRow {
    pub id: String,
    #[serde(flatten)]
    pub spec: Option<CompressorSpec>,
    pub source: Option<SourceFile>,
    pub polynomials: Vec<PolynomialRow>,
    /// Present (possibly empty) so the UI knows polynomials were looked at.
    pub polynomial_stats: Vec<PolynomialStat>,
    /// Refrigerants with coefficient sets, the registered one first.
    pub available_refrigerants: Vec<String>,
    pub created_at: Option<String>,
    pub updated_at: Option<String>,
    pub version: usize,
    pub removed: bool,
    /// Where its sets cannot describe a real compressor (issue 21 item 1),
    /// `sets` naming local ids (`p1`); empty when they can. Absent from rows
    /// projected before the check existed until [`CompressorRow::check_physics`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub physical_faults: Option<Vec<PhysicalFault>>,
}

impl CompressorRow {
    fn refresh_stats(&mut self) {
        let mut stats: Vec<PolynomialStat> = Vec::new();
        for p in &self.polynomials {
            match stats.iter_mut().find(|s| s.refrigerant == p.polynomial.refrigerant) {
                Some(stat) => stat.count += 1,
                None => stats.push(PolynomialStat { refrigerant: p.polynomial.refrigerant.clone(), count: 1 }),
            }
        }
        let primary = self.spec.as_ref().map(|s| s.refrigerant.clone());
        let mut refrigerants: Vec<String> = primary.into_iter().collect();
        for stat in &stats {
            if !refrigerants.contains(&stat.refrigerant) {
                refrigerants.push(stat.refrigerant.clone());
            }
        }
        self.polynomial_stats = stats;
        self.available_refrigerants = refrigerants;
        self.physical_faults = None;
        self.check_physics();
    }

    /// Fills [`Self::physical_faults`] when it is not known yet.
    pub fn check_physics(&mut self) -> &[PhysicalFault] {
        let sets = &self.polynomials;
        self.physical_faults
            .get_or_insert_with(|| check_sets(&sets.iter().map(|p| p.polynomial.clone()).collect::<Vec<_>>()))
    }
}

impl View<Compressor> for CompressorRow {
    fn update(&mut self, event: &EventEnvelope<Compressor>) {
        self.id.clone_from(&event.aggregate_id);
        self.version = event.sequence;
        let at = recorded_at(&event.metadata);
        let row_of = |p: &Polynomial| PolynomialRow {
            id: format!("{}:{}", event.aggregate_id, p.id),
            compressor_id: event.aggregate_id.clone(),
            polynomial: p.clone(),
            imported_at: at.clone(),
        };
        match &event.payload {
            CompressorEvent::CompressorRegistered { spec, source } => {
                self.created_at.clone_from(&at);
                self.spec = Some(spec.clone());
                self.source.clone_from(source);
            }
            CompressorEvent::CompressorUpdated { spec } => self.spec = Some(spec.clone()),
            CompressorEvent::CompressorRemoved {} => self.removed = true,
            CompressorEvent::CompressorRestored {} => self.removed = false,
            CompressorEvent::PolynomialsImported { polynomials, replaced, .. } => {
                self.polynomials.retain(|p| !replaced.contains(&p.polynomial.id));
                self.polynomials.extend(polynomials.iter().map(row_of));
            }
            CompressorEvent::PolynomialUpdated { polynomial } => {
                if let Some(slot) = self.polynomials.iter_mut().find(|p| p.polynomial.id == polynomial.id) {
                    slot.polynomial = polynomial.clone();
                }
            }
        }
        self.refresh_stats();
        self.updated_at = at;
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use domain::compressor::model::{CompressorDraft, Polynomial, PolynomialDraft};

    use super::*;

    #[test]
    fn it_should_round_trip_a_row_with_polynomials_and_keep_both_ids() {
        let spec =
            CompressorSpec::from_draft(CompressorDraft { model: Some("4GE-23Y".into()), ..Default::default() }, None)
                .unwrap();
        let draft = PolynomialDraft { refrigerant: Some("R449A".into()), ..Default::default() };
        let polynomial = Polynomial::from_draft("p1".into(), draft, None, None).unwrap();
        let mut row = CompressorRow::default();
        for (sequence, payload) in [
            CompressorEvent::CompressorRegistered { spec, source: None },
            CompressorEvent::PolynomialsImported { source: None, polynomials: vec![polynomial], replaced: vec![] },
        ]
        .into_iter()
        .enumerate()
        {
            row.update(&EventEnvelope {
                aggregate_id: "c9".into(),
                sequence: sequence + 1,
                payload,
                metadata: HashMap::new(),
            });
        }
        let json = serde_json::to_value(&row).unwrap();
        assert_eq!(json["polynomials"][0]["id"], "c9:p1");
        assert_eq!(json["polynomials"][0]["localId"], "p1");
        assert_eq!(json["availableRefrigerants"], serde_json::json!(["R404A", "R449A"]));
        assert_eq!(json["polynomialStats"], serde_json::json!([{ "refrigerant": "R449A", "count": 1 }]));
        assert_eq!(serde_json::from_value::<CompressorRow>(json).unwrap(), row);
    }

    /// Issue 21 item 1: sets recorded before the physical check (events are
    /// never edited) are marked in the library, on rows projected after and
    /// on rows stored before the field existed.
    #[test]
    fn it_should_mark_sets_recorded_before_the_physical_check() {
        let set = |id: &str, parameter: &str, c1: f64| {
            let draft = PolynomialDraft {
                refrigerant: Some("R404A".into()),
                parameter: Some(parameter.into()),
                coefficients: [c1, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                ..Default::default()
            };
            Polynomial::from_draft(id.into(), draft, None, None).unwrap()
        };
        // 20 kW of capacity for 5 W of power: the power was typed in kW.
        let polynomials = vec![set("p1", "coolingCapacity", 20_000.0), set("p2", "powerInput", 5.0)];
        let mut row = CompressorRow::default();
        row.update(&EventEnvelope {
            aggregate_id: "c1".into(),
            sequence: 1,
            payload: CompressorEvent::PolynomialsImported { source: None, polynomials, replaced: vec![] },
            metadata: HashMap::new(),
        });
        let faults = row.physical_faults.clone().unwrap();
        assert_eq!(faults.len(), 1);
        assert_eq!(faults[0].sets, ["p1", "p2"]);
        assert!(faults[0].message.ends_with("la potencia parece estar en kW"), "{}", faults[0].message);

        let mut stored = serde_json::to_value(&row).unwrap();
        stored.as_object_mut().unwrap().remove("physicalFaults");
        let mut old: CompressorRow = serde_json::from_value(stored).unwrap();
        assert_eq!(old.physical_faults, None);
        assert_eq!(old.check_physics(), faults.as_slice());
    }
}
