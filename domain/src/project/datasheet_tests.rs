//! GeneratePdf: a sheet is recorded only for a calculated, live project and
//! a version it has reached.

use cqrs_es::test::TestFramework;

use super::aggregate_tests::{calculated, created, info, rack};
use super::*;
use crate::datasheet::{file_name, IssuedDatasheet};

type ProjectTest = TestFramework<Project>;

fn sheet(project_version: usize) -> IssuedDatasheet {
    IssuedDatasheet {
        sheet_id: "s-1".into(),
        project_id: "p-1".into(),
        project_version,
        company_settings_version: 0,
        design_settings_version: 3,
        template_version: "ficha-1".into(),
        renderer: "Chromium/156.0.8078.79".into(),
        html_sha256: "a".repeat(64),
        pdf_sha256: "b".repeat(64),
        pdf_key: format!("{}.pdf", "b".repeat(64)),
        file_name: file_name("Proyecto 1", 1, "0B5C-3E7E"),
        issued_at: "2026-11-22T08:30:00.000Z".into(),
    }
}

#[test]
fn it_should_record_a_sheet_of_a_calculated_project() {
    ProjectTest::with(())
        .given(created())
        .when(ProjectCommand::GeneratePdf { datasheet: sheet(1) })
        .then_expect_events(vec![ProjectEvent::DatasheetGenerated(Box::new(sheet(1)))]);
}

#[test]
fn it_should_not_record_a_sheet_of_a_project_never_calculated() {
    ProjectTest::with(())
        .given(vec![ProjectEvent::ProjectCreated { info: info("Sin cálculo"), config: rack(), calculation: None }])
        .when(ProjectCommand::GeneratePdf { datasheet: sheet(1) })
        .then_expect_error(ProjectError::PdfRequiresCalculation);
}

#[test]
fn it_should_not_record_a_sheet_of_a_version_the_project_has_not_reached() {
    for version in [0, 2] {
        ProjectTest::with(())
            .given(created())
            .when(ProjectCommand::GeneratePdf { datasheet: sheet(version) })
            .then_expect_error(ProjectError::UnknownVersion { version });
    }
}

#[test]
fn it_should_not_record_a_sheet_of_a_deleted_project() {
    let mut events = created();
    events.push(ProjectEvent::ProjectDeleted {});
    ProjectTest::with(())
        .given(events)
        .when(ProjectCommand::GeneratePdf { datasheet: sheet(1) })
        .then_expect_error(ProjectError::NotFound);
}

#[test]
fn it_should_give_a_sheet_its_own_version_without_changing_the_project() {
    let mut project = Project::default();
    for event in created() {
        cqrs_es::Aggregate::apply(&mut project, event);
    }
    cqrs_es::Aggregate::apply(&mut project, ProjectEvent::DatasheetGenerated(Box::new(sheet(1))));
    assert_eq!(project.version(), 2);
    assert!(project.is_calculated());
}

/// A user's save of 'Rack Norte' made while the project was at `version`.
fn save_based_on(version: usize) -> ProjectCommand {
    ProjectCommand::ChangeProject {
        expected_version: Some(version),
        info: info("Rack Norte"),
        config: calculated(rack(), Default::default()),
    }
}

#[test]
fn it_should_accept_a_save_based_on_the_version_before_a_sheet_was_issued() {
    let mut events = created();
    events.push(ProjectEvent::DatasheetGenerated(Box::new(sheet(1))));
    ProjectTest::with(()).given(events).when(save_based_on(1)).then_expect_events(vec![ProjectEvent::ProjectChanged {
        info: info("Rack Norte"),
        config: rack(),
        calculation: None,
    }]);
}

#[test]
fn it_should_still_refuse_a_save_based_on_a_version_before_a_change() {
    let mut events = created();
    events.push(ProjectEvent::ProjectChanged { info: info("Rack Sur"), config: rack(), calculation: None });
    events.push(ProjectEvent::DatasheetGenerated(Box::new(sheet(2))));
    ProjectTest::with(())
        .given(events)
        .when(save_based_on(1))
        .then_expect_error(ProjectError::VersionMismatch { expected: 1, actual: 3 });
}
