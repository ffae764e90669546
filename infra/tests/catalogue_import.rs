//! `fichas import-catalogue`: whole files in one go, as ordinary events.

mod support;

use std::path::PathBuf;

use app::library::compressors::CatalogueImport;
use infra::catalogue_import::import_catalogue;
use infra::wiring::app_state;
use support::TestStore;

fn sample() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tools/demo/compressors-sample.idf")
}

#[tokio::test]
async fn the_energyplus_sample_becomes_26_models_with_60_sets_once() {
    let store = TestStore::sqlite();
    let db = store.open().await;
    let state = app_state(&db, &store.data_dir());
    let summary = import_catalogue(&state, &sample(), true, false).await.unwrap().unwrap();
    assert_eq!(summary, CatalogueImport { compressors: 30, new_compressors: 26, polynomials: 60, skipped: vec![] });
    let rows = app::library::compressors::list(&state, None).await.unwrap();
    assert_eq!(rows.len(), 26);
    assert_eq!(rows.iter().map(|r| r.polynomials.len()).sum::<usize>(), 60);
    assert!(rows.iter().all(|r| r.source.as_ref().is_some_and(|s| s.file_name == "compressors-sample.idf")));
    // The demo import of `make run` does nothing on a catalogue that has compressors.
    let again = import_catalogue(&state, &sample(), true, false).await.unwrap();
    assert!(again.is_none());
}

#[tokio::test]
async fn a_csv_catalogue_with_a_model_column_is_grouped_by_model() {
    let store = TestStore::sqlite();
    let db = store.open().await;
    let state = app_state(&db, &store.data_dir());
    let path = store.data_dir().join("catalogo.csv");
    std::fs::write(
        &path,
        "Modelo;Refrigerante;Parametro;c1;c2;c3;c4;c5;c6;c7;c8;c9;c10\n\
         ZB45;R407C;Capacidad;30000;900;-200;10;-3;0,5;0;0;0;0\n\
         ZB45;R407C;Potencia;5000;-20;80;1;1;1;0;0;0;0\n\
         ZB58;R407C;Capacidad;38000;1100;-250;10;-3;0,5;0;0;0;0\n\
         ZX99;;Capacidad;1;2;3;4;5;6;7;8;9;10\n",
    )
    .unwrap();
    let summary = import_catalogue(&state, &path, false, false).await.unwrap().unwrap();
    assert_eq!((summary.compressors, summary.new_compressors, summary.polynomials), (2, 2, 3));
    // The entry without a refrigerant is reported and nothing of it is written.
    assert_eq!(summary.skipped, vec!["ZX99: Refrigerante no detectado".to_string()]);
    let rows = app::library::compressors::list(&state, None).await.unwrap();
    assert_eq!(rows.len(), 2);
}

#[tokio::test]
async fn a_catalogue_entry_with_an_unknown_parameter_label_is_skipped_not_guessed() {
    let store = TestStore::sqlite();
    let db = store.open().await;
    let state = app_state(&db, &store.data_dir());
    let path = store.data_dir().join("catalogo.csv");
    std::fs::write(
        &path,
        "Modelo;Refrigerante;Parámetro;c1;c2;c3;c4;c5;c6;c7;c8;c9;c10\n\
         ZB45;R407C;Capacidad frigorífica [kW];30;0,5;-0,2;0,01;0;0;0;0;0;0\n\
         ZB58;R407C;Rendimiento;0,7;0;0;0;0;0;0;0;0;0\n",
    )
    .unwrap();
    let summary = import_catalogue(&state, &path, false, false).await.unwrap().unwrap();
    assert_eq!((summary.compressors, summary.polynomials), (1, 1));
    assert_eq!(summary.skipped.len(), 1);
    assert!(summary.skipped[0].starts_with("ZB58: Parámetro no reconocido: «Rendimiento»"), "{:?}", summary.skipped);
    let rows = app::library::compressors::list(&state, None).await.unwrap();
    let zb45 = &rows[0].polynomials[0];
    // Read as capacity in kW, stored in W.
    assert_eq!(serde_json::to_value(zb45).unwrap()["coefficients"][0], 30000.0);
}
