use cqrs_es::persist::PersistedEventRepository;
use domain::compressor::Compressor;
use serde_json::{json, Value};

use crate::helpers::{assert_error, create_compressor, spawn_app, status_and_json, upload_file};
use crate::on_both_stores;
use crate::support::pdf_with_lines;
use crate::support::TestStore;

on_both_stores!(
    registers_lists_filters_and_removes_compressors,
    extracts_reviews_and_imports_polynomials_from_a_csv,
    sets_that_cannot_describe_a_real_compressor_are_shown_and_refused,
    labels_are_read_by_meaning_and_an_unknown_one_needs_a_choice,
    imports_the_energyplus_sample_and_edits_one_polynomial,
    reads_a_data_sheet_pdf_and_registers_it_with_its_source,
);

async fn registers_lists_filters_and_removes_compressors(store: TestStore) {
    let app = spawn_app(store).await;
    let row = create_compressor(
        &app,
        &json!({ "model": "4GE-23Y", "availableOptions": "Arrancador suave\n\n  Ventilador de culata  " }),
    )
    .await;
    assert_eq!(row["type"], "reciprocante");
    assert_eq!(row["refrigerant"], "R404A");
    assert_eq!(row["voltage"], "460V");
    assert_eq!(row["availableOptions"], json!(["Arrancador suave", "Ventilador de culata"]));
    assert_eq!(row["polynomialStats"], json!([]));
    let other = create_compressor(&app, &json!({ "model": "HSK7451", "type": "tornillo", "refrigerant": "R134a", "voltage": 380, "availableOptions": ["  "] })).await;
    assert_eq!(other["voltage"], "380V");
    assert_eq!(other["availableOptions"], Value::Null);

    let (status, error) = status_and_json(app.post("/api/compressors", &json!({ "model": " " })).await).await;
    assert_eq!(status, 422);
    assert_error(&error, "compressor.model_required", "Modelo requerido");

    let r134a: Vec<Value> = app.list("/api/compressors?refrigerant=r-134a").await;
    assert_eq!(r134a.iter().map(|c| c["model"].clone()).collect::<Vec<_>>(), vec![json!("HSK7451")]);
    assert_eq!(app.list("/api/compressors").await.len(), 2);

    let path = format!("/api/compressors/{}", row["id"].as_str().unwrap());
    assert_eq!(app.delete(&path).await.status(), 204);
    assert_eq!(app.list("/api/compressors").await.len(), 1);
    assert_eq!(app.delete(&path).await.status(), 404);
}

async fn extracts_reviews_and_imports_polynomials_from_a_csv(store: TestStore) {
    let app = spawn_app(store).await;
    let row = create_compressor(&app, &json!({ "model": "4VES-10Y" })).await;
    let id = row["id"].as_str().unwrap();
    let csv = "Parametro;Refrigerante;C1;C2;C3;C4;C5;C6;C7;C8;C9;C10\nCapacidad;R449A;25000;850,2;-120,5;10;-3;0,5;0,01;0;0;0\nPotencia;R449A;4000;-20;50;0;0;0;0;0;0;x\n";
    let path = format!("/api/compressors/{id}/import-polynomials");
    let (status, extraction) =
        status_and_json(upload_file(&app, &path, "4ves.csv", "text/csv", csv.as_bytes().to_vec()).await).await;
    assert_eq!(status, 200, "{extraction}");
    assert_eq!(extraction["method"], "csv");
    assert_eq!(extraction["polynomials"].as_array().unwrap().len(), 2);
    assert_eq!(extraction["polynomials"][1]["c10"], 0.0, "non-numeric becomes 0");
    assert_eq!(extraction["polynomials"][1]["nonNumeric"], json!({ "c10": "x" }), "and the review is told");
    assert_eq!(extraction["polynomials"][0].get("nonNumeric"), None);
    assert_eq!(extraction["source"]["fileName"], "4ves.csv");
    assert_eq!(extraction["physicalFaults"], json!([]));
    // Nothing is saved before confirmation.
    assert_eq!(app.list(&format!("/api/compressors/{id}/polynomials")).await.len(), 0);

    // The reviewer corrects one value, then confirms.
    let mut polynomials = extraction["polynomials"].clone();
    polynomials[0]["c1"] = json!(25100);
    let body = json!({ "source": extraction["source"], "polynomials": polynomials });
    let confirm = app
        .client
        .post(app.url(&format!("/api/compressors/{id}/polynomials/import")))
        .header("X-Fichas-Usuario", "Revisora%20Ana%20P%C3%A9rez")
        .json(&body)
        .send()
        .await
        .unwrap();
    let (status, row) = status_and_json(confirm).await;
    assert_eq!(status, 200, "{row}");
    assert_eq!(row["polynomialStats"], json!([{ "refrigerant": "R449A", "count": 2 }]));
    let saved = app.list(&format!("/api/compressors/{id}/polynomials")).await;
    assert_eq!(saved[0]["provenance"]["reviewedBy"], "Revisora Ana Pérez", "who confirmed the review");
    // The import's event records who issued it, like every library write.
    let events = app.store.open().await.event_repository().get_events::<Compressor>(id).await.unwrap();
    let last = events.last().unwrap();
    assert_eq!(last.event_type, "PolynomialsImported");
    assert_eq!(last.metadata["user"], "Revisora Ana Pérez");
    assert_eq!(events[0].metadata["user"], "anónimo", "a write without a name is the anonymous user's");
    assert_eq!(saved[0]["coefficients"][0], 25100.0);
    assert_eq!(saved[0]["parameter"], "coolingCapacity");
    assert_eq!(saved[0]["evapTempMin"], -45.0);
    assert_eq!(saved[0]["provenance"]["source"]["sha256"], extraction["source"]["sha256"]);

    // A source the server never received is refused.
    let forged = json!({ "source": { "fileName": "x.csv", "sha256": "0".repeat(64), "method": "csv" }, "polynomials": polynomials });
    let (status, _) =
        status_and_json(app.post(&format!("/api/compressors/{id}/polynomials/import"), &forged).await).await;
    assert_eq!(status, 422);

    for (name, mime, bytes, code) in [
        ("vacio.csv", "text/csv", b"solo texto;sin coeficientes\n".to_vec(), "import.no_polynomials"),
        ("tabla.xlsx", "application/vnd.ms-excel", b"PK\x03\x04".to_vec(), "upload.unsupported_type"),
        ("falso.csv", "text/csv", b"%PDF-1.4 binario".to_vec(), "upload.content_mismatch"),
    ] {
        let (status, error) = status_and_json(upload_file(&app, &path, name, mime, bytes).await).await;
        assert_eq!((status, error["code"].as_str()), (422, Some(code)), "{name}: {error}");
    }
    let body = json!({ "source": null, "polynomials": [{ "c1": 1 }] });
    let (status, error) =
        status_and_json(app.post(&format!("/api/compressors/{id}/polynomials/import"), &body).await).await;
    assert_eq!(status, 422);
    assert_error(&error, "compressor.refrigerant_not_detected", "Refrigerante no detectado");
    let (status, error) = status_and_json(
        app.post(&format!("/api/compressors/{id}/polynomials/import"), &json!({ "polynomials": [] })).await,
    )
    .await;
    assert_eq!(status, 422);
    assert_error(&error, "compressor.no_polynomials", "No se encontraron polinomios");
}

/// Issue 21 item 1: power typed in kW (a COP near 2,000) is shown in the
/// review with the point and the likely cause, and refused at confirmation
/// and when typed by hand; nothing is saved.
async fn sets_that_cannot_describe_a_real_compressor_are_shown_and_refused(store: TestStore) {
    let app = spawn_app(store).await;
    let row = create_compressor(&app, &json!({ "model": "4VES-10Y" })).await;
    let id = row["id"].as_str().unwrap();
    let csv = "Parametro;Refrigerante;C1;C2;C3;C4;C5;C6;C7;C8;C9;C10\nCapacidad;R449A;25000;850,2;-120,5;10;-3;0,5;0,01;0;0;0\nPotencia;R449A;4;-0,02;0,05;0;0;0;0;0;0;0\n";
    let path = format!("/api/compressors/{id}/import-polynomials");
    let (status, extraction) =
        status_and_json(upload_file(&app, &path, "4ves-kw.csv", "text/csv", csv.as_bytes().to_vec()).await).await;
    assert_eq!(status, 200, "{extraction}");
    let faults = extraction["physicalFaults"].as_array().unwrap();
    assert_eq!(faults.len(), 1, "{extraction}");
    assert_eq!(faults[0]["check"], "aboveCarnot");
    assert_eq!(faults[0]["likelyCause"], "powerInKilowatts");
    assert_eq!(faults[0]["sets"], json!(["0", "1"]));
    assert!(faults[0]["value"].as_f64().unwrap() > 1000.0, "{}", faults[0]);
    let message = faults[0]["message"].as_str().unwrap();
    assert!(
        message.starts_with("El COP de R449A (") && message.ends_with("la potencia parece estar en kW"),
        "{message}"
    );

    let body = json!({ "source": extraction["source"], "polynomials": extraction["polynomials"] });
    let (status, error) =
        status_and_json(app.post(&format!("/api/compressors/{id}/polynomials/import"), &body).await).await;
    assert_eq!(status, 422, "{error}");
    assert_error(&error, "compressor.physically_impossible", message);
    assert_eq!(app.list(&format!("/api/compressors/{id}/polynomials")).await.len(), 0, "nothing saved");

    // Typed by hand: a capacity set that turns negative inside its envelope.
    let typed = json!({
        "compressorId": id, "refrigerant": "R449A", "parameter": "coolingCapacity",
        "c1": 1750, "c2": 0, "c3": -100, "c4": 0, "c5": 0, "c6": 0, "c7": 0, "c8": 0, "c9": 0, "c10": 0,
        "evapTempMin": -30, "evapTempMax": 0, "condTempMin": 10, "condTempMax": 50,
    });
    let (status, error) = status_and_json(app.post("/api/polynomials", &typed).await).await;
    assert_eq!(status, 422, "{error}");
    assert_eq!(error["code"], "compressor.physically_impossible");
    assert!(error["message"].as_str().unwrap().starts_with("La capacidad frigorífica de R449A vale -"), "{error}");
    let listed: Vec<Value> = app.list("/api/compressors").await;
    assert_eq!(listed[0]["physicalFaults"], json!([]), "a compressor without sets is not marked");
}

async fn imports_the_energyplus_sample_and_edits_one_polynomial(store: TestStore) {
    let app = spawn_app(store).await;
    let row = create_compressor(&app, &json!({ "model": "06DR013", "refrigerant": "R134a" })).await;
    let id = row["id"].as_str().unwrap();
    let idf = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/../tools/demo/compressors-sample.idf")).unwrap();
    let (status, extraction) = status_and_json(
        upload_file(
            &app,
            &format!("/api/compressors/{id}/import-polynomials"),
            "sample.idf",
            "application/octet-stream",
            idf,
        )
        .await,
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(extraction["method"], "idf");
    assert_eq!(extraction["polynomials"].as_array().unwrap().len(), 60);
    // The sample is a catalogue of 26 models: this compressor's is chosen (issue 23).
    let first_two: Vec<Value> = extraction["polynomials"].as_array().unwrap()[..2].to_vec();
    assert_eq!(first_two[0]["model"], "06DR013");
    let body = json!({ "source": extraction["source"], "polynomials": first_two, "model": "06DR013" });
    let (status, _) =
        status_and_json(app.post(&format!("/api/compressors/{id}/polynomials/import"), &body).await).await;
    assert_eq!(status, 200);
    let saved = app.list(&format!("/api/compressors/{id}/polynomials")).await;
    let capacity = &saved[0];
    assert_eq!(capacity["provenance"]["originalOrder"], "energyPlus");
    assert_eq!(capacity["provenance"]["rating"]["returnGasTemp"], 18.3);
    // EnergyPlus c3 (x²) is EN 12900 c4 (to²).
    assert_eq!(capacity["coefficients"][3], capacity["provenance"]["originalCoefficients"][2]);

    // Edit and save one set.
    let mut edit = json!({ "refrigerant": "R134a", "parameter": "coolingCapacity",
        "evapTempMin": capacity["evapTempMin"], "evapTempMax": capacity["evapTempMax"],
        "condTempMin": capacity["condTempMin"], "condTempMax": capacity["condTempMax"] });
    for i in 0..10 {
        edit[format!("c{}", i + 1)] = capacity["coefficients"][i].clone();
    }
    edit["c1"] = json!(17000);
    let pid = capacity["id"].as_str().unwrap();
    let (status, updated) = status_and_json(app.patch(&format!("/api/polynomials/{pid}"), &edit).await).await;
    assert_eq!(status, 200, "{updated}");
    assert_eq!(updated["coefficients"][0], 17000.0);
    assert_eq!(updated["c1"], 17000.0, "the spec's Polynomial names its terms c1..c10");
    assert_eq!(updated["c10"], updated["coefficients"][9]);
    assert_eq!(updated["provenance"]["edited"], true);
    let (status, _) = status_and_json(app.patch("/api/polynomials/nope:p1", &edit).await).await;
    assert_eq!(status, 404);

    // One set typed by hand.
    let manual = json!({ "compressorId": id, "refrigerant": "R513A", "parameter": "current", "c1": 12, "c2": 0.1 });
    let (status, added) = status_and_json(app.post("/api/polynomials", &manual).await).await;
    assert_eq!(status, 201, "{added}");
    assert_eq!(added["parameter"], "current");
    assert_eq!(added["provenance"]["source"], Value::Null);
}

async fn reads_a_data_sheet_pdf_and_registers_it_with_its_source(store: TestStore) {
    let app = spawn_app(store).await;
    let pdf = pdf_with_lines(&[
        "FICHA TECNICA DEL COMPRESOR",
        "Modelo: 4FES-5Y",
        "Marca: Bitzer",
        "Tipo: Semi-hermetico reciprocante",
        "Refrigerante: R-449A",
        "Voltaje: 460 V",
        "Desplazamiento: 18,4 m3/h",
        "Cilindros: 4",
        "Peso: 88 kg",
        "Frecuencia: 60 Hz",
        "Corriente nominal: 9,8 A",
        "Carga de aceite: 1,75 L",
        "Alto: 380 mm",
    ]);
    let (status, sheet) =
        status_and_json(upload_file(&app, "/api/compressors/import-with-ai", "4fes.pdf", "application/pdf", pdf).await)
            .await;
    assert_eq!(status, 200, "{sheet}");
    assert_eq!(sheet["model"], "4FES-5Y");
    assert_eq!(sheet["type"], "reciprocante");
    assert_eq!(sheet["refrigerant"], "R449A");
    assert_eq!(sheet["voltage"], "460V");
    assert_eq!(sheet["technicalData"]["displacement"], 18.4);
    assert_eq!(sheet["motorData"]["ratedCurrent"], 9.8);
    assert_eq!(sheet["method"], "pdf-text");

    let mut body = sheet.clone();
    body.as_object_mut().unwrap().remove("method");
    let row = create_compressor(&app, &body).await;
    assert_eq!(row["source"]["fileName"], "4fes.pdf");
    assert_eq!(row["oilData"]["charge"], 1.75);

    let incomplete = pdf_with_lines(&["Catalogo general", "Modelo: XYZ"]);
    let (status, error) = status_and_json(
        upload_file(&app, "/api/compressors/import-with-ai", "x.pdf", "application/pdf", incomplete).await,
    )
    .await;
    assert_eq!(status, 422);
    assert!(error["error"].as_str().unwrap().starts_with("Datos incompletos"), "{error}");
    let (status, error) = status_and_json(
        upload_file(&app, "/api/compressors/import-with-ai", "x.txt", "text/plain", b"hola".to_vec()).await,
    )
    .await;
    assert_eq!(status, 422);
    assert_eq!(
        error["error"],
        "Tipo de archivo no soportado. Por favor sube una ficha técnica en PDF o imagen (JPG, PNG)"
    );
}

#[tokio::test]
async fn a_file_over_10_mb_gets_a_clear_error_and_nothing_is_kept() {
    let app = spawn_app(TestStore::sqlite()).await;
    let mut big = b"%PDF-1.4\n".to_vec();
    big.resize(11 * 1024 * 1024, b' ');
    let (status, error) = status_and_json(
        upload_file(&app, "/api/compressors/import-with-ai", "enorme.pdf", "application/pdf", big).await,
    )
    .await;
    assert_eq!(status, 422, "{error}");
    assert_eq!(error["code"], "upload.too_large");
    assert_eq!(error["error"], "El archivo enorme.pdf excede el límite de 10MB");
    assert!(
        !app.store.data_dir().join("uploads").exists()
            || std::fs::read_dir(app.store.data_dir().join("uploads")).unwrap().count() == 0
    );
}

async fn labels_are_read_by_meaning_and_an_unknown_one_needs_a_choice(store: TestStore) {
    let app = spawn_app(store).await;
    let row = create_compressor(&app, &json!({ "model": "4FES-5Y" })).await;
    let id = row["id"].as_str().unwrap();
    let csv = "Refrigerante;Parámetro;c1;c2;c3;c4;c5;c6;c7;c8;c9;c10\n\
               R404A;Capacidad frigorífica [kW];12,345678901;0,41;-0,12;0,004;-0,003;0,0009;1E-05;-2E-05;3E-06;-4E-06\n\
               R404A;Rendimiento isentrópico;0,7;0,001;-0,002;0;0;0;0;0;0;0\n";
    let path = format!("/api/compressors/{id}/import-polynomials");
    let (status, extraction) =
        status_and_json(upload_file(&app, &path, "es.csv", "text/csv", csv.as_bytes().to_vec()).await).await;
    assert_eq!(status, 200, "{extraction}");
    let first = &extraction["polynomials"][0];
    assert_eq!((first["parameter"].as_str(), first["outputUnit"].as_str()), (Some("coolingCapacity"), Some("kW")));
    assert_eq!(first["sourceLabel"], "Capacidad frigorífica [kW]");
    assert_eq!(first["c1"], 12.345678901);
    let second = &extraction["polynomials"][1];
    assert_eq!(second["parameterUnrecognised"], true);
    assert_eq!(second["parameter"], Value::Null);
    assert_eq!(second["sourceLabel"], "Rendimiento isentrópico");

    // Confirming without a choice, or with the raw label, is refused.
    let confirm = format!("/api/compressors/{id}/polynomials/import");
    let mut polynomials = extraction["polynomials"].clone();
    for parameter in [Value::Null, json!("Rendimiento isentrópico")] {
        polynomials[1]["parameter"] = parameter;
        let body = json!({ "source": extraction["source"], "polynomials": polynomials });
        let (status, error) = status_and_json(app.post(&confirm, &body).await).await;
        assert_eq!(status, 422, "{error}");
        assert_eq!(error["code"], "compressor.parameter_not_recognised");
        assert!(error["message"].as_str().unwrap().contains("Rendimiento isentrópico"), "{error}");
    }
    assert_eq!(app.list(&format!("/api/compressors/{id}/polynomials")).await.len(), 0);

    // The user's choice is taken; kW is stored as W, the file's values kept.
    polynomials[1]["parameter"] = json!("dischargeTemp");
    polynomials[1]["parameterUnrecognised"] = json!(false);
    let body = json!({ "source": extraction["source"], "polynomials": polynomials });
    let (status, row) = status_and_json(app.post(&confirm, &body).await).await;
    assert_eq!(status, 200, "{row}");
    let saved = app.list(&format!("/api/compressors/{id}/polynomials")).await;
    assert_eq!(saved[0]["parameter"], "coolingCapacity");
    assert!((saved[0]["coefficients"][0].as_f64().unwrap() - 12_345.678901).abs() < 1e-9);
    assert_eq!(saved[0]["provenance"]["originalCoefficients"][0], 12.345678901);
    assert_eq!(saved[0]["provenance"]["outputUnit"], "kW");
    assert_eq!(saved[1]["parameter"], "dischargeTemp");
}
