//! The regulatory findings of every calculation answer (issue 21 item 7).

use serde_json::{json, Value};

use crate::helpers::{demo_catalogue, four_ves_csv, import_reviewed_csv, spawn_app, status_and_json, TestApp};
use crate::on_both_stores;
use crate::sheet_settings::save_company;
use crate::support::TestStore;

on_both_stores!(
    a_rack_answer_carries_the_f_gas_findings_of_its_jurisdiction,
    a_calculation_without_jurisdiction_takes_the_company_setting,
    a_chiller_answer_carries_the_en_378_charge_limits,
    a_bad_reference_date_is_refused_naming_the_field,
    a_project_keeps_its_jurisdiction_date_and_room_across_saves,
    a_single_compressor_answer_and_a_motor_compressor_project_carry_the_findings,
    an_r449a_compressor_states_the_room_its_charge_needs,
    a_two_circuit_chiller_states_each_circuit_s_charge_and_judges_the_largest,
);

async fn calculate_rack(app: &TestApp, extra: Value) -> (u16, Value) {
    let mut body = json!({
        "condTemp": 40, "refrigerant": "R404A", "voltage": "460V", "pipeDistance": 25,
        "circuits": [{ "id": "MT", "evapTemp": -10,
            "compressors": [{ "model": "3DA3-075E-TFD" }, { "model": "3DB3-100E-TFD" }] }]
    });
    body.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
    status_and_json(app.post("/api/racks/calculate", &body).await).await
}

fn finding<'a>(answer: &'a Value, source_part: &str) -> &'a Value {
    answer["regulatoryCompliance"]["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["source"].as_str().unwrap().contains(source_part))
        .unwrap_or_else(|| panic!("no finding cites {source_part}: {}", answer["regulatoryCompliance"]))
}

async fn a_rack_answer_carries_the_f_gas_findings_of_its_jurisdiction(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let (status, rack) = calculate_rack(&app, json!({ "jurisdiction": "ES", "referenceDate": "2026-11-25" })).await;
    assert_eq!(status, 200, "{rack}");
    let compliance = &rack["regulatoryCompliance"];
    assert_eq!(compliance["jurisdiction"], "ES");
    assert_eq!(compliance["date"], "2026-11-25");
    // R404A (GWP 3922) in stationary refrigeration: Annex IV point 5.
    let point5 = finding(&rack, "Reglamento (UE) 2024/573, anexo IV, punto 5");
    assert_eq!(point5["status"], "fail");
    let leak = finding(&rack, "artículo 5, apartado");
    let tonnes = rack["refrigerantCharge"]["co2Equivalent"].as_f64().unwrap();
    // The charge's t CO₂-eq as the sheet's charge section prints it: the
    // same label and two decimals (tester's defect 16).
    let printed = format!("{} t CO₂-eq", domain::number_format::fixed(Some(tonnes), 2, Default::default()));
    assert!(leak["message"].as_str().unwrap().contains(&printed), "{printed}: {leak}");
    assert_eq!(leak["status"], if tonnes >= 5.0 { "warning" } else { "ok" });
    assert!(finding(&rack, "Kigali")["message"].as_str().unwrap().contains("Unión Europea"));
    assert!(!rack.to_string().contains("517/2014"));

    let (_, mx) = calculate_rack(&app, json!({ "jurisdiction": "MX" })).await;
    let sources: Vec<&str> = mx["regulatoryCompliance"]["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["source"].as_str().unwrap())
        .collect();
    assert!(sources.iter().all(|s| !s.contains("2024/573")), "{sources:?}");
    assert!(finding(&mx, "Kigali")["message"].as_str().unwrap().contains("grupo 1"));
}

async fn a_calculation_without_jurisdiction_takes_the_company_setting(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let (_, before) = calculate_rack(&app, json!({})).await;
    assert_eq!(before["regulatoryCompliance"]["jurisdiction"], "other");
    let today = chrono::Utc::now().date_naive().to_string();
    assert_eq!(before["regulatoryCompliance"]["date"], today.as_str());

    let (status, saved) = status_and_json(save_company(&app, &json!({ "jurisdiction": "EU" })).await).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["jurisdiction"], "EU");
    let (_, after) = calculate_rack(&app, json!({})).await;
    assert_eq!(after["regulatoryCompliance"]["jurisdiction"], "EU");
    assert_eq!(finding(&after, "anexo IV, punto 5")["status"], "fail");

    let (status, error) = status_and_json(save_company(&app, &json!({ "jurisdiction": "FR" })).await).await;
    assert_eq!(status, 422, "{error}");
    assert_eq!(error["field"], "jurisdiction");
}

async fn a_chiller_answer_carries_the_en_378_charge_limits(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let body = json!({
        "refrigerant": "R134a", "voltage": 460, "jurisdiction": "other",
        "site": { "roomVolume": 1, "accessCategory": "a", "locationClass": "I" },
        "chillerConfig": {
            "capacityMethod": "direct", "requiredCapacity": 20, "chillerType": "agua-aire", "condTemp": 45,
            "circuits": [{ "id": 1, "evapTemp": 2, "requiredCapacity": 20, "compressors": [{ "model": "ZS45K4E-TF5" }] }]
        }
    });
    let (status, chiller) = status_and_json(app.post("/api/chillers/calculate", &body).await).await;
    assert_eq!(status, 200, "{chiller}");
    // R134a's practical limit is 0.25 kg/m³: a 1 m³ room takes 0.25 kg.
    let toxicity = finding(&chiller, "EN 378-1");
    assert_eq!(toxicity["status"], "fail", "{toxicity}");
    // The company's number locale, es-MX by default, prints the figures.
    assert!(toxicity["message"].as_str().unwrap().contains("0.25 kg admisibles"), "{toxicity}");
    let mut spain = body.clone();
    spain["numberLocale"] = json!("es-ES");
    let (status, chiller) = status_and_json(app.post("/api/chillers/calculate", &spain).await).await;
    assert_eq!(status, 200, "{chiller}");
    let toxicity = finding(&chiller, "EN 378-1");
    assert!(toxicity["message"].as_str().unwrap().contains("0,25 kg admisibles"), "{toxicity}");
}

/// Tester's defect 8 (report 2): each refrigerant circuit of a chiller is
/// its own refrigerating system (EN 378-1): the answer states each
/// circuit's charge and t CO₂-eq, EN 378-1 reads the largest, and the
/// F-gas leak checks the unit's total (Regulation (EU) 2024/573, art. 5).
async fn a_two_circuit_chiller_states_each_circuit_s_charge_and_judges_the_largest(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let compressors = json!([{ "model": "ZS45K4E-TF5" }]);
    let body = json!({
        "refrigerant": "R134a", "voltage": 460, "jurisdiction": "ES", "referenceDate": "2026-11-27",
        "site": { "roomVolume": 30, "accessCategory": "a", "locationClass": "I" },
        "chillerConfig": {
            "capacityMethod": "direct", "requiredCapacity": 40, "chillerType": "agua-aire", "condTemp": 45,
            "circuits": [
                { "id": "A", "evapTemp": 2, "requiredCapacity": 20, "compressors": compressors },
                { "id": "B", "evapTemp": 2, "requiredCapacity": 20, "compressors": compressors }
            ]
        }
    });
    let (status, chiller) = status_and_json(app.post("/api/chillers/calculate", &body).await).await;
    assert_eq!(status, 200, "{chiller}");
    let charge = &chiller["refrigerantCharge"];
    let total = charge["recommendedCharge"].as_f64().unwrap();
    let circuits = charge["circuits"].as_array().unwrap_or_else(|| panic!("{charge}"));
    assert_eq!(circuits.len(), 2, "{charge}");
    assert_eq!((circuits[0]["label"].as_str(), circuits[1]["label"].as_str()), (Some("1 (A)"), Some("2 (B)")));
    let kg: Vec<f64> = circuits.iter().map(|c| c["recommendedCharge"].as_f64().unwrap()).collect();
    // Two equal circuits: half the unit's charge each, adding up to it.
    assert!((kg[0] + kg[1] - total).abs() < 1e-9 && (kg[0] - kg[1]).abs() < 1e-9, "{charge}");
    let co2: f64 = circuits.iter().map(|c| c["co2Equivalent"].as_f64().unwrap()).sum();
    assert!((co2 - charge["co2Equivalent"].as_f64().unwrap()).abs() < 1e-9, "{charge}");
    let toxicity = finding(&chiller, "tabla C.1");
    let message = toxicity["message"].as_str().unwrap();
    // Equal circuits are said to be equal (engine 1.12.0, tester report 3
    // defect 14); one circuit's charge, not the unit's, is judged.
    assert!(
        message.starts_with(&format!("Los 2 circuitos frigoríficos independientes, de {:.2} kg cada uno (", kg[0])),
        "{message}"
    );
    assert!(message.contains(&format!("({total:.2} kg en total en el equipo;")), "{message}");
    assert!(message.contains(&format!("Carga de {:.2} kg", kg[1])), "{message}");
    // The F-gas leak check reads the unit's total (GWP 1430).
    let leak = finding(&chiller, "artículo 5");
    assert!(leak["message"].as_str().unwrap().contains(&format!("{:.2} t CO₂-eq", total * 1.430)), "{leak}");
    // A one-circuit chiller states no list.
    let mut one = body.clone();
    one["chillerConfig"]["circuits"].as_array_mut().unwrap().truncate(1);
    one["chillerConfig"]["requiredCapacity"] = json!(20);
    let (status, single) = status_and_json(app.post("/api/chillers/calculate", &one).await).await;
    assert_eq!(status, 200, "{single}");
    assert!(single["refrigerantCharge"]["circuits"].is_null(), "{}", single["refrigerantCharge"]);
    // The API document types the list.
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let schema = &doc["components"]["schemas"]["CircuitCharge"]["properties"];
    for key in ["circuitId", "label", "recommendedCharge", "co2Equivalent"] {
        assert!(!schema[key].is_null(), "CircuitCharge.{key}: {schema}");
    }
}

async fn a_bad_reference_date_is_refused_naming_the_field(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let (status, error) = calculate_rack(&app, json!({ "referenceDate": "25/11/2026" })).await;
    assert_eq!(status, 422, "{error}");
    assert_eq!(error["field"], "referenceDate");
    assert!(error["message"].as_str().unwrap().contains("Fecha de referencia"), "{error}");
    for (extra, field, label) in [
        (json!({ "jurisdiction": "FR" }), "jurisdiction", "Jurisdicción"),
        (json!({ "site": { "accessCategory": "d" } }), "accessCategory", "Categoría de acceso"),
        (json!({ "site": { "locationClass": "V" } }), "locationClass", "Clase de ubicación"),
        (json!({ "site": { "roomVolume": 0 } }), "site.roomVolume", "El volumen del local"),
        (json!({ "numberLocale": "en-US" }), "numberLocale", "Formato numérico"),
    ] {
        let (status, error) = calculate_rack(&app, extra).await;
        assert_eq!((status, error["field"].as_str()), (422, Some(field)), "{error}");
        assert!(error["message"].as_str().unwrap().contains(label), "{error}");
    }
}

fn rack_project(extra: Value) -> Value {
    let mut body = json!({
        "name": "Rack Centro", "equipmentType": "rack", "voltage": 460, "refrigerant": "R404A", "condTemp": 40,
        "rackConfig": { "pipeDistance": 25, "numberOfCircuits": 1, "liquidLinesConfig": {"numberOfLines": 1},
            "circuits": [{"id": 1, "evapTemp": -10, "requiredCapacity": 40,
                "compressors": [{"id": 1, "model": "3DA3-075E-TFD"}, {"id": 2, "model": "3DB3-100E-TFD"}],
                "suctionLinesConfig": {"numberOfLines": 1}}] }
    });
    body.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
    body
}

async fn a_project_keeps_its_jurisdiction_date_and_room_across_saves(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    save_company(&app, &json!({ "jurisdiction": "MX" })).await;

    // Created without a jurisdiction: the company's, at today's date; the room volume read as a number.
    let body = rack_project(json!({ "site": { "roomVolume": "2000", "accessCategory": "a", "locationClass": "II" } }));
    let (status, project) = status_and_json(app.post("/api/projects", &body).await).await;
    assert_eq!(status, 201, "{project}");
    let today = chrono::Utc::now().date_naive().to_string();
    assert_eq!(
        (project["jurisdiction"].as_str(), project["referenceDate"].as_str()),
        (Some("MX"), Some(today.as_str()))
    );
    assert_eq!(project["site"]["roomVolume"], 2000.0);
    let results = &project["calculationResults"];
    assert_eq!(results["regulatoryCompliance"]["jurisdiction"], "MX");
    assert_eq!(results["regulatoryCompliance"]["date"], today.as_str());
    let toxicity = finding(results, "EN 378-1");
    assert!(toxicity["message"].as_str().unwrap().contains("2000"), "{toxicity}");
    // Class II is judged as class I, and says so (tester's defect 35, report 2).
    assert!(toxicity["message"].as_str().unwrap().contains("Clase de ubicación II evaluada"), "{toxicity}");
    assert!(finding(results, "Kigali")["message"].as_str().unwrap().contains("grupo 1"));

    // The company moves to the EU: the saved project keeps Mexico.
    save_company(&app, &json!({ "jurisdiction": "EU" })).await;
    let path = format!("/api/projects/{}", project["id"].as_str().unwrap());
    let (status, warmer) = status_and_json(app.patch(&path, &json!({ "condTemp": 42 })).await).await;
    assert_eq!(status, 200, "{warmer}");
    assert_eq!(warmer["jurisdiction"], "MX");
    assert_eq!(warmer["calculationResults"]["regulatoryCompliance"]["jurisdiction"], "MX");

    // Spain, at a date before point 6 applied (1 January 2022): point 5 fails, point 6 warns.
    let (status, spain) =
        status_and_json(app.patch(&path, &json!({ "jurisdiction": "ES", "referenceDate": "2021-06-01" })).await).await;
    assert_eq!(status, 200, "{spain}");
    let results = &spain["calculationResults"];
    assert_eq!(results["regulatoryCompliance"]["date"], "2021-06-01");
    assert_eq!(finding(results, "anexo IV, punto 5")["status"], "fail");
    let point6 = finding(results, "anexo IV, punto 6");
    assert_eq!(point6["status"], "warning", "{point6}");
    assert!(point6["message"].as_str().unwrap().contains("1 de enero de 2022"), "{point6}");

    let (status, error) = status_and_json(app.patch(&path, &json!({ "jurisdiction": "FR" })).await).await;
    assert_eq!(status, 422, "{error}");
    assert_eq!(error["field"], "jurisdiction", "{error}");
}

/// Issue 21 item 7: the regulatory result is in every calculation answer,
/// the single compressor's included, and in the OpenAPI document.
async fn a_single_compressor_answer_and_a_motor_compressor_project_carry_the_findings(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let body = json!({ "model": "3DA3-075E-TFD", "refrigerant": "R404A", "evapTemp": -10, "condTemp": 40,
        "voltage": 460, "jurisdiction": "ES", "referenceDate": "2026-11-25" });
    let (status, single) = status_and_json(app.post("/api/calculate", &body).await).await;
    assert_eq!(status, 200, "{single}");
    assert_eq!(single["regulatoryCompliance"]["jurisdiction"], "ES");
    assert_eq!(single["regulatoryCompliance"]["date"], "2026-11-25");
    // R404A (GWP 3922) in stationary refrigeration: Annex IV point 5, even for the compressor alone.
    assert_eq!(finding(&single, "anexo IV, punto 5")["status"], "fail");
    // No charge is sized: EN 378-1 states what the system's charge needs
    // (0.52 kg/m³: 1.923 m³ per kg, rounded up to 1.93; engine 1.11.0,
    // tester's defect 15 of report 2).
    let charge = finding(&single, "EN 378-1");
    assert!(charge["message"].as_str().unwrap().contains("necesita 1.93 m³"), "{charge}");
    assert!(finding(&single, "Kigali")["message"].as_str().unwrap().contains("Unión Europea"));
    // Point 6 names multipack racks, not a compressor.
    assert!(!single["regulatoryCompliance"].to_string().contains("punto 6"), "{single}");

    // Without a jurisdiction: the company's, at today's date; a bad one is refused naming the field.
    let mut bare = body.clone();
    bare.as_object_mut().unwrap().retain(|k, _| k != "jurisdiction" && k != "referenceDate");
    let (_, other) = status_and_json(app.post("/api/calculate", &bare).await).await;
    assert_eq!(other["regulatoryCompliance"]["jurisdiction"], "other");
    assert_eq!(other["regulatoryCompliance"]["date"], chrono::Utc::now().date_naive().to_string().as_str());
    let mut wrong = body.clone();
    wrong["jurisdiction"] = json!("FR");
    let (status, error) = status_and_json(app.post("/api/calculate", &wrong).await).await;
    assert_eq!((status, error["field"].as_str()), (422, Some("jurisdiction")), "{error}");

    // A motor compressor project keeps the findings in its results (the sheet prints them from there).
    let project = json!({ "name": "Moto Normativa", "equipmentType": "motocompresora", "refrigerant": "R404A",
        "evapTemp": -10, "condTemp": 40, "voltage": 460, "jurisdiction": "EU", "referenceDate": "2026-11-25",
        "compressorsConfig": [{ "id": 1, "model": "3DA3-075E-TFD" }, { "id": 2, "model": "3DB3-100E-TFD" }] });
    let (status, saved) = status_and_json(app.post("/api/projects", &project).await).await;
    assert_eq!(status, 201, "{saved}");
    let results = &saved["calculationResults"];
    assert_eq!(results["regulatoryCompliance"]["jurisdiction"], "EU", "{results}");
    assert_eq!(finding(results, "anexo IV, punto 5")["status"], "fail");

    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let schema = &doc["components"]["schemas"]["SingleAnswer"];
    let text = schema.to_string();
    assert!(text.contains("regulatoryCompliance") && text.contains("RegulatoryCompliance"), "{schema}");
    let request = doc["components"]["schemas"]["SingleRequest"].to_string();
    assert!(request.contains("jurisdiction"), "{request}");
}

/// The sheet prints the findings the calculation recorded, each with its
/// source, under 'Cumplimiento normativo' (read from the PDF's text).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sheet_prints_every_finding_with_its_source() {
    use app::ports::PdfRenderer;
    use app::sheets::render::render_html;
    use domain::design_config::DesignSettings;
    use infra::pdf::{ChromiumRenderer, ChromiumSettings};

    use crate::sheet_render::{detail_from_endpoints, pdftotext, project_bodies, sheet};

    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    save_company(&app, &json!({ "jurisdiction": "ES" })).await;
    let (_, rack) = project_bodies().into_iter().find(|(kind, _)| *kind == "rack").unwrap();
    let detail = detail_from_endpoints(&app, &rack).await;
    let findings = detail["calculationResults"]["regulatoryCompliance"]["findings"].as_array().unwrap().clone();
    assert!(findings.len() >= 5, "{findings:?}");
    let sheet = sheet(&detail, &DesignSettings::default());
    let html = render_html(&sheet).unwrap();
    // From `ficha-10` a figure and its unit are joined by a no-break space.
    let printed = [
        ("&#x2f;", "/"),
        ("&quot;", "\""),
        ("&#x27;", "'"),
        ("&lt;", "<"),
        ("&gt;", ">"),
        ("&amp;", "&"),
        ("\u{a0}", " "),
    ]
    .iter()
    .fold(html.clone(), |text, (entity, c)| text.replace(entity, c));
    for f in &findings {
        for key in ["source", "message"] {
            let value = f[key].as_str().unwrap();
            assert!(printed.contains(value), "the sheet does not print the {key} '{value}'");
        }
    }
    let bytes = ChromiumRenderer::new(ChromiumSettings::default()).render(&html).await.unwrap();
    let text = pdftotext(&bytes);
    if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
        std::fs::write(format!("{dir}/rack-regulations.pdf"), &bytes).unwrap();
    }
    assert!(text.contains("Cumplimiento normativo"), "{text}");
    assert!(text.contains("Jurisdicción: España"), "{text}");
    for (status, printed) in [("fail", "No"), ("warning", "Atención"), ("ok", "Cumple")] {
        if findings.iter().any(|f| f["status"] == status) {
            assert!(text.contains(printed), "a '{status}' finding prints '{printed}'\n{text}");
        }
    }
    assert!(findings.iter().any(|f| f["status"] == "fail"), "R404A fails Annex IV point 5");
    assert!(!text.contains("517/2014"));
}

/// Tester's defect 20: an R449A compressor alone (POST /api/calculate) is
/// told what its system's charge needs from R449A's practical limit,
/// 0.357 kg/m³ (EN 378-1:2016+A1:2020 Annex E, Table E.2): 1 / 0.357 =
/// 2.80 m³ per kg, rounded up to 2.9 (engine 1.11.0), not that the limit
/// is missing from the table.
async fn an_r449a_compressor_states_the_room_its_charge_needs(store: TestStore) {
    let app = spawn_app(store).await;
    import_reviewed_csv(&app, "4VES-10Y", &four_ves_csv(false)).await;

    let body = json!({ "model": "4VES-10Y", "refrigerant": "R449A", "evapTemp": -5, "condTemp": 35, "voltage": 460 });
    let (status, answer) = status_and_json(app.post("/api/calculate", &body).await).await;
    assert_eq!(status, 200, "{answer}");
    let charge = finding(&answer, "EN 378-1")["message"].as_str().unwrap().to_owned();
    // 1 / 0.357 = 2.801 m³ per kg, two decimals rounded up (engine 1.11.0).
    assert!(charge.contains("2.81 m³") && charge.contains("0.357 kg/m³"), "{charge}");
    assert!(!charge.contains("no está en la tabla"), "{charge}");
}
