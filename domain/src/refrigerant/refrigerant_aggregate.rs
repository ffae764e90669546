use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use serde::{Deserialize, Serialize};

use super::sheet::build_sheet;
use super::{RefrigerantCommand, RefrigerantError, RefrigerantEvent, RefrigerantSheet};
use crate::equipment::EquipmentType;

/// A refrigerant of the library. Its id is its code.
#[derive(Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Refrigerant {
    sheet: Option<RefrigerantSheet>,
    equipment_types: Vec<EquipmentType>,
}

impl Aggregate for Refrigerant {
    const TYPE: &'static str = "Refrigerant";
    type Command = RefrigerantCommand;
    type Event = RefrigerantEvent;
    type Error = RefrigerantError;
    type Services = ();

    async fn handle(
        &mut self,
        command: Self::Command,
        _services: &Self::Services,
        sink: &EventSink<Self>,
    ) -> Result<(), Self::Error> {
        match command {
            RefrigerantCommand::GenerateSheet { code } => {
                let mut sheet = build_sheet(&code)?;
                if let Some(current) = &self.sheet {
                    // A regenerated sheet keeps the administrator's equipment choice.
                    sheet.allowed_equipment_types = self.equipment_types.clone();
                    if *current == sheet {
                        return Ok(());
                    }
                }
                sink.write(RefrigerantEvent::SheetGenerated { sheet: Box::new(sheet) }, self).await;
            }
            RefrigerantCommand::ChangeEquipmentTypes { equipment_types } => {
                if self.sheet.is_none() {
                    return Err(RefrigerantError::NotFound);
                }
                let mut parsed = Vec::new();
                for value in equipment_types {
                    let kind = EquipmentType::parse(&value).ok_or(RefrigerantError::UnknownEquipmentType(value))?;
                    if !parsed.contains(&kind) {
                        parsed.push(kind);
                    }
                }
                if parsed != self.equipment_types {
                    sink.write(RefrigerantEvent::EquipmentTypesChanged { equipment_types: parsed }, self).await;
                }
            }
            RefrigerantCommand::RecordPressureChart { chart } => {
                if self.sheet.is_none() {
                    return Err(RefrigerantError::NotFound);
                }
                if chart.rows.is_empty() {
                    return Err(RefrigerantError::EmptyChart);
                }
                sink.write(RefrigerantEvent::PressureChartUploaded { chart }, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: Self::Event) {
        match event {
            RefrigerantEvent::SheetGenerated { sheet } => {
                self.equipment_types.clone_from(&sheet.allowed_equipment_types);
                self.sheet = Some(*sheet);
            }
            RefrigerantEvent::EquipmentTypesChanged { equipment_types } => {
                if let Some(sheet) = &mut self.sheet {
                    sheet.allowed_equipment_types.clone_from(&equipment_types);
                }
                self.equipment_types = equipment_types;
            }
            RefrigerantEvent::PressureChartUploaded { .. } => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::super::pt_chart::{compare_chart, parse_chart};
    use super::super::test_support::pdf_source;
    use super::*;
    use crate::properties::dataset;

    type RefrigerantTest = TestFramework<Refrigerant>;

    fn generated(code: &str) -> RefrigerantEvent {
        RefrigerantEvent::SheetGenerated { sheet: Box::new(build_sheet(code).unwrap()) }
    }

    #[test]
    fn it_should_generate_a_sheet_from_the_dataset() {
        RefrigerantTest::with(())
            .given_no_previous_events()
            .when(RefrigerantCommand::GenerateSheet { code: " r448a".into() })
            .then_expect_events(vec![generated("R448A")]);
    }

    #[test]
    fn it_should_not_generate_without_a_code() {
        RefrigerantTest::with(())
            .given_no_previous_events()
            .when(RefrigerantCommand::GenerateSheet { code: "  ".into() })
            .then_expect_error(RefrigerantError::CodeRequired);
    }

    #[test]
    fn it_should_not_generate_an_unknown_code() {
        RefrigerantTest::with(())
            .given_no_previous_events()
            .when(RefrigerantCommand::GenerateSheet { code: "R999X".into() })
            .then_expect_error(RefrigerantError::UnknownCode {
                code: "R999X".into(),
                closest: dataset().closest("R999X", 3),
            });
    }

    #[test]
    fn it_should_record_nothing_when_regenerating_an_unchanged_sheet() {
        RefrigerantTest::with(())
            .given(vec![generated("R134a")])
            .when(RefrigerantCommand::GenerateSheet { code: "R134a".into() })
            .then_expect_events(vec![]);
    }

    #[test]
    fn it_should_change_the_equipment_types_and_refuse_unknown_ones() {
        RefrigerantTest::with(())
            .given(vec![generated("R134a")])
            .when(RefrigerantCommand::ChangeEquipmentTypes {
                equipment_types: vec!["Chiller".into(), "rack".into(), "chiller".into()],
            })
            .then_expect_events(vec![RefrigerantEvent::EquipmentTypesChanged {
                equipment_types: vec![EquipmentType::Chiller, EquipmentType::Rack],
            }]);
        RefrigerantTest::with(())
            .given(vec![generated("R134a")])
            .when(RefrigerantCommand::ChangeEquipmentTypes { equipment_types: vec!["bomba".into()] })
            .then_expect_error(RefrigerantError::UnknownEquipmentType("bomba".into()));
    }

    fn chart(text: &str) -> super::super::pt_chart::UploadedChart {
        compare_chart(&parse_chart(text), dataset().refrigerant("R134a").unwrap(), dataset().hash(), pdf_source())
    }

    #[test]
    fn it_should_record_an_uploaded_chart() {
        let chart = Box::new(chart("°C bar abs\n0 2.93\n"));
        RefrigerantTest::with(())
            .given(vec![generated("R134a")])
            .when(RefrigerantCommand::RecordPressureChart { chart: chart.clone() })
            .then_expect_events(vec![RefrigerantEvent::PressureChartUploaded { chart }]);
    }

    #[test]
    fn it_should_refuse_a_chart_without_rows_or_for_an_unknown_refrigerant() {
        RefrigerantTest::with(())
            .given(vec![generated("R134a")])
            .when(RefrigerantCommand::RecordPressureChart { chart: Box::new(chart("nada aquí")) })
            .then_expect_error(RefrigerantError::EmptyChart);
        RefrigerantTest::with(())
            .given_no_previous_events()
            .when(RefrigerantCommand::RecordPressureChart { chart: Box::new(chart("°C bar abs\n0 2.93\n")) })
            .then_expect_error(RefrigerantError::NotFound);
    }
}
