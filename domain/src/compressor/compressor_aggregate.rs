use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use serde::{Deserialize, Serialize};

use super::envelope::EnvelopeSource;
use super::model::{CompressorSpec, Polynomial};
use super::physics;
use super::{CompressorCommand, CompressorError, CompressorEvent};

/// A catalogue compressor with its current coefficient sets.
#[derive(Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Compressor {
    spec: Option<CompressorSpec>,
    removed: bool,
    polynomials: Vec<Polynomial>,
    /// Polynomials ever created, so local ids are never reused.
    created: usize,
}

impl Compressor {
    fn live(&self) -> Result<&CompressorSpec, CompressorError> {
        match (&self.spec, self.removed) {
            (Some(spec), false) => Ok(spec),
            _ => Err(CompressorError::NotFound),
        }
    }
}

impl Aggregate for Compressor {
    const TYPE: &'static str = "Compressor";
    type Command = CompressorCommand;
    type Event = CompressorEvent;
    type Error = CompressorError;
    type Services = ();

    async fn handle(
        &mut self,
        command: Self::Command,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), Self::Error> {
        let event = match command {
            CompressorCommand::RegisterCompressor { draft, source } => {
                if self.spec.is_some() {
                    return Err(CompressorError::AlreadyExists);
                }
                CompressorEvent::CompressorRegistered { spec: CompressorSpec::from_draft(draft, None)?, source }
            }
            CompressorCommand::UpdateCompressor(draft) => {
                let current = self.live()?;
                let spec = CompressorSpec::from_draft(draft, Some(current))?;
                if &spec == current {
                    return Ok(());
                }
                CompressorEvent::CompressorUpdated { spec }
            }
            CompressorCommand::RemoveCompressor => {
                self.live()?;
                CompressorEvent::CompressorRemoved {}
            }
            CompressorCommand::RestoreCompressor => match (&self.spec, self.removed) {
                (None, _) => return Err(CompressorError::NotFound),
                (Some(_), false) => return Err(CompressorError::NotRemoved),
                (Some(_), true) => CompressorEvent::CompressorRestored {},
            },
            CompressorCommand::ImportPolynomials { source, polynomials, reviewed_by } => {
                self.live()?;
                if polynomials.is_empty() {
                    return Err(CompressorError::NoPolynomials);
                }
                let mut imported = Vec::with_capacity(polynomials.len());
                for (i, draft) in polynomials.into_iter().enumerate() {
                    let id = format!("p{}", self.created + i + 1);
                    imported.push(Polynomial::from_draft(id, draft, source.clone(), reviewed_by.clone())?);
                }
                let replaced: Vec<String> = self
                    .polynomials
                    .iter()
                    .filter(|old| imported.iter().any(|new| new.same_slot(old)))
                    .map(|old| old.id.clone())
                    .collect();
                physically_possible(&self.polynomials, &imported)?;
                CompressorEvent::PolynomialsImported { source, polynomials: imported, replaced }
            }
            CompressorCommand::UpdatePolynomial { polynomial_id, draft } => {
                self.live()?;
                let current = self
                    .polynomials
                    .iter()
                    .find(|p| p.id == polynomial_id)
                    .ok_or(CompressorError::PolynomialNotFound)?;
                let mut updated =
                    Polynomial::from_draft(current.id.clone(), draft, current.provenance.source.clone(), None)?;
                // The source, rating and drawn envelope stay; the set is now the user's.
                updated.provenance.rating = current.provenance.rating.clone();
                if updated.envelope_polygon.is_none() {
                    updated.envelope_polygon = current.envelope_polygon.clone();
                }
                // The envelope's source changes only with the envelope: a form
                // that sends the tool's default limits back unchanged does not
                // make them the maker's (tester report 3, defect 3).
                if updated.envelope_polygon == current.envelope_polygon && updated.same_slot(current) {
                    updated.envelope_source = Some(current.envelope_source());
                } else if updated.envelope_polygon.is_some() {
                    updated.envelope_source = Some(EnvelopeSource::MakerPolygon);
                }
                updated.provenance.edited = true;
                if updated.coefficients == current.coefficients
                    && updated.same_slot(current)
                    && updated.envelope_polygon == current.envelope_polygon
                    && updated.formula == current.formula
                {
                    return Ok(());
                }
                physically_possible(&self.polynomials, std::slice::from_ref(&updated))?;
                CompressorEvent::PolynomialUpdated { polynomial: updated }
            }
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: Self::Event) {
        match event {
            CompressorEvent::CompressorRegistered { spec, .. } | CompressorEvent::CompressorUpdated { spec } => {
                self.spec = Some(spec)
            }
            CompressorEvent::CompressorRemoved {} => self.removed = true,
            CompressorEvent::CompressorRestored {} => self.removed = false,
            CompressorEvent::PolynomialsImported { polynomials, replaced, .. } => {
                self.polynomials.retain(|p| !replaced.contains(&p.id));
                self.created += polynomials.len();
                self.polynomials.extend(polynomials);
            }
            CompressorEvent::PolynomialUpdated { polynomial } => {
                if let Some(slot) = self.polynomials.iter_mut().find(|p| p.id == polynomial.id) {
                    *slot = polynomial;
                }
            }
        }
    }
}

/// Refuses new or changed sets that, alone or with the sets the compressor
/// keeps, break physics somewhere in their envelope (issue 21 item 1). Sets
/// recorded before this check stay as they were: they are marked in the
/// library and refused by the calculations instead.
fn physically_possible(current: &[Polynomial], new: &[Polynomial]) -> Result<(), CompressorError> {
    match physics::faults_of_new(current, new).into_iter().next() {
        Some(fault) => Err(CompressorError::PhysicallyImpossible(Box::new(fault))),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::super::coefficients::{CoefficientOrder, UnitSystem};
    use super::super::model::{CompressorDraft, ExtractionMethod, PolynomialDraft, SourceFile};
    use super::*;

    type CompressorTest = TestFramework<Compressor>;

    fn registered() -> CompressorEvent {
        let draft = CompressorDraft { model: Some("4GE-23Y".into()), ..Default::default() };
        CompressorEvent::CompressorRegistered { spec: CompressorSpec::from_draft(draft, None).unwrap(), source: None }
    }

    fn draft(refrigerant: &str, parameter: &str) -> PolynomialDraft {
        PolynomialDraft {
            refrigerant: Some(refrigerant.into()),
            parameter: Some(parameter.into()),
            coefficients: [1000.0, 30.0, -10.0, 0.5, -0.2, 0.01, 0.0, 0.0, 0.0, 0.0],
            ..Default::default()
        }
    }

    fn source() -> Option<SourceFile> {
        Some(SourceFile { file_name: "4GE.csv".into(), sha256: "ab".into(), method: ExtractionMethod::Csv })
    }

    fn import(drafts: Vec<PolynomialDraft>) -> CompressorCommand {
        CompressorCommand::ImportPolynomials { source: source(), polynomials: drafts, reviewed_by: None }
    }

    fn imported_events(given: Vec<CompressorEvent>, command: CompressorCommand) -> Vec<CompressorEvent> {
        CompressorTest::with(()).given(given).when(command).inspect_result().unwrap()
    }

    #[test]
    fn it_should_register_with_the_spec_defaults() {
        let draft = CompressorDraft {
            model: Some(" 4GE-23Y ".into()),
            available_options: Some(vec![" a \n\n b ".into()]),
            ..Default::default()
        };
        let events = CompressorTest::with(())
            .given_no_previous_events()
            .when(CompressorCommand::RegisterCompressor { draft, source: None })
            .inspect_result()
            .unwrap();
        let CompressorEvent::CompressorRegistered { spec, .. } = &events[0] else { panic!() };
        assert_eq!(spec.model, "4GE-23Y");
        assert_eq!(spec.compressor_type, super::super::model::CompressorType::Reciprocante);
        assert_eq!(spec.refrigerant, "R404A");
        assert_eq!(spec.voltage, "460V");
        assert_eq!(spec.available_options, Some(vec!["a".to_string(), "b".to_string()]));
    }

    #[test]
    fn it_should_not_register_without_a_model() {
        CompressorTest::with(())
            .given_no_previous_events()
            .when(CompressorCommand::RegisterCompressor { draft: CompressorDraft::default(), source: None })
            .then_expect_error(CompressorError::ModelRequired);
    }

    #[test]
    fn it_should_drop_empty_option_lists() {
        let draft = CompressorDraft {
            model: Some("X".into()),
            available_options: Some(vec!["  \n ".into()]),
            ..Default::default()
        };
        let spec = CompressorSpec::from_draft(draft, None).unwrap();
        assert_eq!(spec.available_options, None);
    }

    #[test]
    fn it_should_import_polynomials_in_one_event_with_their_source_and_defaults() {
        let events =
            imported_events(vec![registered()], import(vec![draft("r-404a", "Capacidad"), draft("R404A", "")]));
        let [CompressorEvent::PolynomialsImported { source: s, polynomials, replaced }] = events.as_slice() else {
            panic!()
        };
        assert_eq!(s, &source());
        assert!(replaced.is_empty());
        assert_eq!(polynomials.len(), 2);
        assert_eq!(polynomials[0].refrigerant, "R404A");
        assert_eq!(polynomials[0].id, "p1");
        assert_eq!(polynomials[1].parameter, super::super::coefficients::Parameter::CoolingCapacity);
        assert_eq!((polynomials[0].evap_temp_min, polynomials[0].cond_temp_max), (-45.0, 62.0));
        assert_eq!(polynomials[0].provenance.source.as_ref().unwrap().method, ExtractionMethod::Csv);
    }

    #[test]
    fn it_should_refuse_an_import_without_polynomials_or_without_refrigerant() {
        CompressorTest::with(())
            .given(vec![registered()])
            .when(import(vec![]))
            .then_expect_error(CompressorError::NoPolynomials);
        CompressorTest::with(())
            .given(vec![registered()])
            .when(import(vec![draft(" ", "Potencia")]))
            .then_expect_error(CompressorError::RefrigerantNotDetected);
    }

    #[test]
    fn it_should_replace_sets_of_the_same_refrigerant_parameter_and_envelope() {
        let first =
            imported_events(vec![registered()], import(vec![draft("R404A", "Capacidad"), draft("R404A", "Potencia")]));
        let mut history = vec![registered()];
        history.extend(first);
        let second = imported_events(history, import(vec![draft("R404A", "Capacidad")]));
        let [CompressorEvent::PolynomialsImported { polynomials, replaced, .. }] = second.as_slice() else { panic!() };
        assert_eq!(replaced, &vec!["p1".to_string()]);
        assert_eq!(polynomials[0].id, "p3");
    }

    #[test]
    fn it_should_keep_sets_at_other_speeds_beside_each_other() {
        let at = |frequency: f64| {
            let mut d = draft("R404A", "Capacidad");
            d.rating.frequency = Some(frequency);
            d
        };
        let first = imported_events(vec![registered()], import(vec![at(50.0)]));
        let mut history = vec![registered()];
        history.extend(first);
        let second = imported_events(history.clone(), import(vec![at(60.0)]));
        let [CompressorEvent::PolynomialsImported { replaced, .. }] = second.as_slice() else { panic!() };
        assert!(replaced.is_empty(), "a 60 Hz set does not replace the 50 Hz one");
        let again = imported_events(history, import(vec![at(50.0)]));
        let [CompressorEvent::PolynomialsImported { replaced, .. }] = again.as_slice() else { panic!() };
        assert_eq!(replaced, &vec!["p1".to_string()], "the same speed is replaced");
    }

    #[test]
    fn it_should_convert_energyplus_ip_sets_at_import() {
        let mut d = draft("R134a", "Capacidad");
        d.unit_system = Some(UnitSystem::Ip);
        d.order = Some(CoefficientOrder::EnergyPlus);
        // 20,000 Btu/h everywhere: positive whatever the term order.
        d.coefficients = [20_000.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0];
        let events = imported_events(vec![registered()], import(vec![d.clone()]));
        let CompressorEvent::PolynomialsImported { polynomials, .. } = &events[0] else { panic!() };
        assert_eq!(polynomials[0].provenance.original_coefficients, d.coefficients);
        assert_ne!(polynomials[0].coefficients, d.coefficients);
    }

    #[test]
    fn it_should_update_one_polynomial_and_mark_it_edited() {
        let mut history = vec![registered()];
        history.extend(imported_events(vec![registered()], import(vec![draft("R404A", "Capacidad")])));
        let mut edit = draft("R404A", "coolingCapacity");
        edit.coefficients[0] = 1234.0;
        let events = imported_events(
            history.clone(),
            CompressorCommand::UpdatePolynomial { polynomial_id: "p1".into(), draft: edit },
        );
        let CompressorEvent::PolynomialUpdated { polynomial } = &events[0] else { panic!() };
        assert_eq!(polynomial.coefficients[0], 1234.0);
        assert!(polynomial.provenance.edited);
        assert_eq!(polynomial.provenance.source, source());
        CompressorTest::with(())
            .given(history)
            .when(CompressorCommand::UpdatePolynomial { polynomial_id: "p9".into(), draft: draft("R404A", "") })
            .then_expect_error(CompressorError::PolynomialNotFound);
    }

    /// Tester report 3, defect 3: a set imported without an envelope keeps
    /// the tool's defaults through an edit of its coefficients that sends
    /// those limits back; typing the maker's limits makes them the maker's.
    #[test]
    fn an_edit_changes_the_envelopes_source_only_with_the_envelope() {
        let mut history = vec![registered()];
        history.extend(imported_events(vec![registered()], import(vec![draft("R290", "Capacidad")])));
        let CompressorEvent::PolynomialsImported { polynomials, .. } = &history[1] else { panic!() };
        assert_eq!(polynomials[0].envelope_source, Some(EnvelopeSource::ToolDefaults));
        let limits = |d: &mut PolynomialDraft, l: [f64; 4]| {
            (d.evap_temp_min, d.evap_temp_max, d.cond_temp_min, d.cond_temp_max) =
                (Some(l[0]), Some(l[1]), Some(l[2]), Some(l[3]));
        };
        let mut edit = draft("R290", "coolingCapacity");
        edit.coefficients[0] = 1234.0;
        limits(&mut edit, super::super::envelope::DEFAULT_LIMITS);
        let events = imported_events(
            history.clone(),
            CompressorCommand::UpdatePolynomial { polynomial_id: "p1".into(), draft: edit.clone() },
        );
        let CompressorEvent::PolynomialUpdated { polynomial } = &events[0] else { panic!() };
        assert_eq!(polynomial.envelope_source(), EnvelopeSource::ToolDefaults);
        limits(&mut edit, [-25.0, 10.0, 20.0, 60.0]);
        let events =
            imported_events(history, CompressorCommand::UpdatePolynomial { polynomial_id: "p1".into(), draft: edit });
        let CompressorEvent::PolynomialUpdated { polynomial } = &events[0] else { panic!() };
        assert_eq!(polynomial.envelope_source(), EnvelopeSource::MakerRanges);
    }

    #[test]
    fn it_should_remove_a_compressor_as_an_event_and_then_refuse_commands() {
        CompressorTest::with(())
            .given(vec![registered()])
            .when(CompressorCommand::RemoveCompressor)
            .then_expect_events(vec![CompressorEvent::CompressorRemoved {}]);
        CompressorTest::with(())
            .given(vec![registered(), CompressorEvent::CompressorRemoved {}])
            .when(import(vec![draft("R404A", "")]))
            .then_expect_error(CompressorError::NotFound);
    }

    #[test]
    fn it_should_restore_a_removed_compressor_as_a_new_event_with_its_polynomials() {
        let mut history = vec![registered()];
        history.extend(imported_events(vec![registered()], import(vec![draft("R404A", "Capacidad")])));
        history.push(CompressorEvent::CompressorRemoved {});
        CompressorTest::with(())
            .given(history.clone())
            .when(CompressorCommand::RestoreCompressor)
            .then_expect_events(vec![CompressorEvent::CompressorRestored {}]);
        // Restored, it takes commands again and still knows its set p1.
        history.push(CompressorEvent::CompressorRestored {});
        let mut edit = draft("R404A", "Capacidad");
        edit.coefficients[0] = 999.0;
        let events =
            imported_events(history, CompressorCommand::UpdatePolynomial { polynomial_id: "p1".into(), draft: edit });
        assert!(matches!(events.as_slice(), [CompressorEvent::PolynomialUpdated { .. }]));
    }

    #[test]
    fn it_should_not_restore_a_live_or_unknown_compressor() {
        CompressorTest::with(())
            .given(vec![registered()])
            .when(CompressorCommand::RestoreCompressor)
            .then_expect_error(CompressorError::NotRemoved);
        CompressorTest::with(())
            .given_no_previous_events()
            .when(CompressorCommand::RestoreCompressor)
            .then_expect_error(CompressorError::NotFound);
    }

    #[test]
    fn it_should_refuse_a_typed_coefficient_that_is_not_a_number() {
        let history = vec![registered()];
        let mut typed = draft("R404A", "Capacidad");
        typed.coefficients[2] = f64::NAN;
        CompressorTest::with(())
            .given(history)
            .when(import(vec![typed]))
            .then_expect_error(CompressorError::CoefficientNotANumber(3));
    }

    fn in_kilowatts(mut d: PolynomialDraft) -> PolynomialDraft {
        d.coefficients = d.coefficients.map(|c| c / 1000.0);
        d
    }

    #[test]
    fn it_should_refuse_an_import_whose_power_is_in_kilowatts_naming_the_cause() {
        let command = import(vec![draft("R404A", "Capacidad"), in_kilowatts(draft("R404A", "Potencia"))]);
        let error = CompressorTest::with(()).given(vec![registered()]).when(command).inspect_result().unwrap_err();
        let CompressorError::PhysicallyImpossible(fault) = &error else { panic!("{error:?}") };
        assert_eq!(fault.check, physics::PhysicalCheck::AboveCarnot);
        assert!(error.to_string().ends_with("la potencia parece estar en kW"), "{error}");
    }

    #[test]
    fn it_should_refuse_a_new_set_that_breaks_physics_with_a_set_already_kept() {
        // The capacity set is kept; a power set typed in kW joins it later.
        let history = vec![registered()]
            .into_iter()
            .chain(imported_events(vec![registered()], import(vec![draft("R404A", "Capacidad")])))
            .collect::<Vec<_>>();
        let result = CompressorTest::with(())
            .given(history.clone())
            .when(import(vec![in_kilowatts(draft("R404A", "Potencia"))]))
            .inspect_result();
        assert!(matches!(result, Err(CompressorError::PhysicallyImpossible(_))), "{result:?}");
        // Edited by hand into a negative capacity: refused as well.
        let mut negative = draft("R404A", "Capacidad");
        negative.coefficients[0] = -5000.0;
        let result = CompressorTest::with(())
            .given(history)
            .when(CompressorCommand::UpdatePolynomial { polynomial_id: "p1".into(), draft: negative })
            .inspect_result();
        let Err(CompressorError::PhysicallyImpossible(fault)) = result else { panic!("{result:?}") };
        assert_eq!(fault.check, physics::PhysicalCheck::NotPositive);
    }
}
