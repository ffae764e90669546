//! /api/projects: create, list, edit, recalculate, duplicate, delete, view
//! at any version, diff, optimistic concurrency and the audit.

use serde_json::{json, Value};

use crate::helpers::{demo_catalogue, spawn_app, status_and_body, status_and_json, TestApp};
use crate::on_both_stores;
use crate::support::{rack_body, rack_request, TestStore};

on_both_stores!(
    a_rack_project_is_saved_with_the_servers_own_calculation,
    a_project_is_edited_viewed_at_any_version_diffed_and_deleted,
    a_stale_if_match_is_refused_with_412,
    the_sheets_units_and_language_are_kept_across_saves,
    a_project_is_duplicated_with_its_origin,
    a_polynomial_edit_changes_neither_an_old_version_nor_its_replay_only_a_recalculation,
    the_audit_reproduces_every_recorded_calculation_and_views_rebuild_equal,
    saving_follows_the_spec_rules,
    every_equipment_type_is_saved_with_the_answer_of_its_endpoint,
    a_condition_entered_as_a_gauge_pressure_is_stored_with_its_dew_temperature,
    a_circuits_evaporation_entered_as_a_pressure_is_stored_in_si,
    the_engines_texts_are_given_in_a_persons_units,
    a_project_body_is_read_as_strictly_as_a_calculation_body,
);

async fn create(app: &TestApp, body: &Value) -> Value {
    let response = app.post("/api/projects", body).await;
    let etag = response.headers().get("etag").map(|v| v.to_str().unwrap().to_string());
    let (status, project) = status_and_json(response).await;
    assert_eq!(status, 201, "{project}");
    assert_eq!(etag, Some(format!("\"{}\"", project["version"])));
    project
}

async fn get(app: &TestApp, path: &str) -> (u16, Value) {
    status_and_json(app.get(path).await).await
}

async fn send(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    body: Option<&Value>,
    if_match: Option<&str>,
) -> (u16, Value) {
    let mut request = app.client.request(method, app.url(path)).header("X-Fichas-Usuario", "Jos%C3%A9%20P%C3%A9rez");
    if let Some(v) = if_match {
        request = request.header("If-Match", v);
    }
    if let Some(b) = body {
        request = request.json(b);
    }
    status_and_body(request.send().await.unwrap()).await
}

fn without_provenance_time(mut v: Value) -> Value {
    // Nothing in an answer depends on time; kept as a guard for the comparison.
    if let Some(map) = v.as_object_mut() {
        map.remove("calculatedAt");
    }
    v
}

async fn a_rack_project_is_saved_with_the_servers_own_calculation(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let mut body = rack_body("Rack Supermercado");
    body["calculationResults"] = json!({"totals": {"coolingCapacity": 1}});
    let project = create(&app, &body).await;
    assert_eq!(project["version"], 1, "created and calculated in one event: one save, one version");
    assert_eq!(project["name"], "Rack Supermercado");
    assert_eq!(project["rackConfig"]["customer"], "Supermercado Sur");
    assert_eq!(project["rackConfig"]["circuits"][0]["id"], "1");

    // The results are the calculation endpoint's answer for the same input, not the client's.
    let (status, expected) = status_and_json(app.post("/api/racks/calculate", &rack_request(&body)).await).await;
    assert_eq!(status, 200, "{expected}");
    assert_eq!(without_provenance_time(project["calculationResults"].clone()), without_provenance_time(expected));
    assert!(project["calculationResults"]["totals"]["coolingCapacity"].as_f64().unwrap() > 40_000.0);
    assert_eq!(project["calculation"]["engineVersion"], domain::engine::ENGINE_VERSION);

    let list = app.list("/api/projects").await;
    assert_eq!(list.len(), 1);
    let row = &list[0];
    assert_eq!(
        (row["name"].as_str(), row["equipmentType"].as_str(), row["compressorCount"].as_u64()),
        (Some("Rack Supermercado"), Some("rack"), Some(2))
    );
    assert_eq!(row["isPro"], true);
    assert_eq!(row["summary"]["coolingCapacity"], project["calculationResults"]["totals"]["coolingCapacity"]);
    // The card shows what the sheet judges the rack against: its circuits' requirements, each its compliance's.
    let circuits = project["calculationResults"]["circuits"].as_array().unwrap();
    let required: f64 = circuits.iter().map(|c| c["compliance"]["requiredCapacity"].as_f64().unwrap()).sum();
    assert!(required > 0.0, "{circuits:?}");
    assert_eq!(row["summary"]["requiredCapacity"].as_f64(), Some(required));

    let (status, read) = get(&app, &format!("/api/projects/{}", project["id"].as_str().unwrap())).await;
    assert_eq!((status, &read), (200, &project));
}

async fn a_project_is_edited_viewed_at_any_version_diffed_and_deleted(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let project = create(&app, &rack_body("Rack Norte")).await;
    let id = project["id"].as_str().unwrap();
    let path = format!("/api/projects/{id}");

    // A rename records one event and does not recalculate.
    let (status, renamed) =
        send(&app, reqwest::Method::PATCH, &path, Some(&json!({"name": "Rack Norte 2"})), Some("\"1\"")).await;
    assert_eq!(status, 200, "{renamed}");
    assert_eq!((renamed["version"].as_u64(), renamed["calculation"]["version"].as_u64()), (Some(2), Some(1)));
    assert_eq!(renamed["rackConfig"], project["rackConfig"], "absent fields keep their value");

    // A warmer condensing temperature recalculates in the same event (one save, one version): capacity falls.
    let (status, warmer) = send(&app, reqwest::Method::PATCH, &path, Some(&json!({"condTemp": "45,0"})), None).await;
    assert_eq!(status, 200, "{warmer}");
    assert_eq!((warmer["version"].as_u64(), warmer["calculation"]["version"].as_u64()), (Some(3), Some(3)));
    let q = |p: &Value| p["calculationResults"]["totals"]["coolingCapacity"].as_f64().unwrap();
    assert!(q(&warmer) < q(&project));

    // Nothing changed: no event.
    let (_, same) = send(&app, reqwest::Method::PATCH, &path, Some(&json!({"condTemp": 45})), None).await;
    assert_eq!(same["version"], 3);

    // As of version 1, exactly what the user saw then, results included.
    let (status, v1) = get(&app, &format!("{path}/versions/1")).await;
    assert_eq!(status, 200);
    assert_eq!(v1, project);
    assert_eq!(get(&app, &format!("{path}/versions/4")).await.0, 404);
    assert_eq!(get(&app, &format!("{path}/versions/0")).await.0, 404);
    assert_eq!(get(&app, &format!("{path}/versions/dos")).await.0, 404);

    let (status, diff) = get(&app, &format!("{path}/diff?from=1&to=3")).await;
    assert_eq!(status, 200, "{diff}");
    let changes = diff["changes"].as_array().unwrap();
    assert!(changes.iter().any(|c| c["path"] == "condTemp" && c["before"] == 40.0 && c["after"] == 45.0), "{diff}");
    assert!(changes.iter().any(|c| c["path"] == "name"));
    let capacity = diff["results"].as_array().unwrap().iter().find(|r| r["path"] == "totals.coolingCapacity").unwrap();
    assert!(capacity["delta"].as_f64().unwrap() < 0.0 && capacity["deltaPct"].as_f64().unwrap() < 0.0);
    assert!((capacity["after"].as_f64().unwrap() - q(&warmer)).abs() < 1e-9);
    assert_eq!(get(&app, &format!("{path}/diff?from=1")).await.0, 422);

    // Deleted: gone from the list and the detail, its history still readable.
    let (status, _) = send(&app, reqwest::Method::DELETE, &path, None, None).await;
    assert_eq!(status, 204);
    assert_eq!(get(&app, &path).await.0, 404);
    assert!(app.list("/api/projects").await.is_empty());
    let (status, history) = get(&app, &format!("{path}/history")).await;
    assert_eq!(status, 200);
    let types: Vec<&str> = history.as_array().unwrap().iter().map(|h| h["eventType"].as_str().unwrap()).collect();
    assert_eq!(types, ["ProjectCreated", "ProjectChanged", "ProjectChanged", "ProjectDeleted"], "one entry per save");
    let versions: Vec<u64> = history.as_array().unwrap().iter().map(|h| h["version"].as_u64().unwrap()).collect();
    assert_eq!(versions, [1, 2, 3, 4]);
    assert!(history[0]["summary"].as_str().unwrap().contains("Cálculo (al guardar): capacidad"), "{history}");
    assert_eq!(history[0]["actor"], "anónimo");
    assert_eq!(history[1]["actor"], "José Pérez");
    assert_eq!(history[1]["clientAddress"], "127.0.0.1");
    assert_eq!(history[1]["summary"], "Proyecto modificado: nombre");
    let warmer_entry = history[2]["summary"].as_str().unwrap();
    assert!(warmer_entry.contains("temperatura de condensación") && warmer_entry.contains("Cálculo (al guardar)"));
    assert!(history[0]["recordedAt"].as_str().is_some());
    assert_eq!(get(&app, "/api/projects/no-existe/history").await.0, 404);
    assert_eq!(get(&app, "/api/projects/no-existe").await.0, 404);
}

/// Issue 23 item 5: a project chooses its sheet's units and language; a
/// save that leaves them out keeps them, the history names the change, and
/// a value outside the list is refused naming the field.
async fn the_sheets_units_and_language_are_kept_across_saves(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let project = create(&app, &rack_body("Rack IP")).await;
    assert_eq!((project.get("sheetUnits"), project.get("sheetLanguage")), (None, None), "SI and Spanish by default");
    let path = format!("/api/projects/{}", project["id"].as_str().unwrap());

    let body = json!({"sheetUnits": "IP", "sheetLanguage": "en"});
    let (status, chosen) = send(&app, reqwest::Method::PATCH, &path, Some(&body), None).await;
    assert_eq!(status, 200, "{chosen}");
    assert_eq!((&chosen["sheetUnits"], &chosen["sheetLanguage"]), (&json!("IP"), &json!("en")));
    let (_, renamed) = send(&app, reqwest::Method::PATCH, &path, Some(&json!({"name": "Rack I-P"})), None).await;
    assert_eq!((&renamed["sheetUnits"], &renamed["sheetLanguage"]), (&json!("IP"), &json!("en")));
    let (_, history) = get(&app, &format!("{path}/history")).await;
    assert_eq!(history[1]["summary"], "Proyecto modificado: unidades de la ficha, idioma de la ficha", "{history}");

    let (status, refused) =
        send(&app, reqwest::Method::PATCH, &path, Some(&json!({"sheetUnits": "imperial"})), None).await;
    assert_eq!(status, 422, "{refused}");
    assert_eq!(refused["field"], "sheetUnits");
    assert_eq!(refused["message"], "Unidades de la ficha: 'imperial' no es una opción válida (SI o IP)");
}

async fn a_stale_if_match_is_refused_with_412(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let project = create(&app, &rack_body("Rack")).await;
    let path = format!("/api/projects/{}", project["id"].as_str().unwrap());
    let (status, _) = send(&app, reqwest::Method::PATCH, &path, Some(&json!({"name": "Rack B"})), Some("\"1\"")).await;
    assert_eq!(status, 200);
    for (method, target, body) in [
        (reqwest::Method::PATCH, path.clone(), Some(json!({"name": "Rack C"}))),
        (reqwest::Method::DELETE, path.clone(), None),
        (reqwest::Method::POST, format!("{path}/recalculate"), None),
    ] {
        let (status, error) = send(&app, method, &target, body.as_ref(), Some("\"1\"")).await;
        assert_eq!(status, 412, "{error}");
        assert_eq!(error["code"], "project.version_mismatch");
        assert!(error["message"].as_str().unwrap().starts_with("El proyecto fue modificado"));
    }
    for (method, target, body) in [
        (reqwest::Method::PATCH, path.clone(), Some(json!({"name": "X"}))),
        (reqwest::Method::DELETE, path.clone(), None),
        (reqwest::Method::POST, format!("{path}/recalculate"), None),
    ] {
        let (status, error) = send(&app, method.clone(), &target, body.as_ref(), Some("dos")).await;
        assert_eq!((status, error["code"].as_str()), (400, Some("malformed_body")), "{method} {target}");
        assert!(error["message"].as_str().unwrap().starts_with("If-Match debe indicar la versión"), "{error}");
    }
    let (status, _) = get(&app, &format!("{path}/versions/dos")).await;
    assert_eq!(status, 404, "a version that is not a number names none");
    let (status, _) = send(&app, reqwest::Method::POST, &format!("{path}/recalculate"), None, Some("\"2\"")).await;
    assert_eq!(status, 200);
}

async fn a_project_is_duplicated_with_its_origin(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let project = create(&app, &rack_body("Rack Centro")).await;
    let id = project["id"].as_str().unwrap();
    let (status, copy) = send(&app, reqwest::Method::POST, &format!("/api/projects/{id}/duplicate"), None, None).await;
    assert_eq!(status, 201, "{copy}");
    assert_eq!(copy["name"], "Rack Centro (Copia)");
    assert_eq!(copy["duplicatedFrom"], json!({"id": id, "version": 1, "name": "Rack Centro", "shownVersion": 1}));
    assert_eq!(copy["version"], 1, "a copy and its calculation are one event");
    assert_eq!(copy["calculationResults"], project["calculationResults"]);
    assert_eq!(copy["rackConfig"], project["rackConfig"]);
    let (_, history) = get(&app, &format!("/api/projects/{}/history", copy["id"].as_str().unwrap())).await;
    assert_eq!(history[0]["eventType"], "ProjectDuplicated");
    // The original is named as people know it, never by its id (issue 23 item 2).
    let summary = history[0]["summary"].as_str().unwrap();
    assert!(summary.starts_with("Proyecto duplicado de «Rack Centro» (versión 1): Rack Centro (Copia)"), "{summary}");
    assert!(!summary.contains(id), "{summary}");
    assert_eq!(app.list("/api/projects").await.len(), 2);

    // The spec's duplicate: POST /api/projects with the copied fields (simple type).
    let simple = json!({"name": "Moto (Copia)", "equipmentType": "motocompresora", "evapTemp": -6.7, "condTemp": 40, "refrigerant": "R404A",
        "compressorsConfig": [{"model": "3DA3-075E-TFD", "type": "reciprocante"}], "calculationResults": {"bogus": true}});
    let moto = create(&app, &simple).await;
    assert_eq!(moto["calculationResults"]["compressors"].as_array().unwrap().len(), 1);
    assert!(moto["calculationResults"]["bogus"].is_null());
    assert_eq!(send(&app, reqwest::Method::POST, "/api/projects/nope/duplicate", None, None).await.0, 404);
}

async fn a_polynomial_edit_changes_neither_an_old_version_nor_its_replay_only_a_recalculation(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let project = create(&app, &rack_body("Rack Auditado")).await;
    let path = format!("/api/projects/{}", project["id"].as_str().unwrap());

    // Raise the capacity set's constant term by 10 %.
    let compressor_id =
        project["calculationResults"]["circuits"][0]["compressors"][0]["compressorId"].as_str().unwrap();
    let sets = app.list(&format!("/api/compressors/{compressor_id}/polynomials")).await;
    let capacity = sets
        .iter()
        .find(|s| {
            s["refrigerant"] == "R404A"
                && s["parameter"] == "coolingCapacity"
                && project["calculationResults"]["circuits"][0]["compressors"][0]["polynomialIds"]
                    .as_array()
                    .unwrap()
                    .contains(&s["id"])
        })
        .unwrap();
    let mut edit = json!({ "refrigerant": "R404A", "parameter": "coolingCapacity",
        "evapTempMin": capacity["evapTempMin"], "evapTempMax": capacity["evapTempMax"], "condTempMin": capacity["condTempMin"], "condTempMax": capacity["condTempMax"] });
    for i in 0..10 {
        edit[format!("c{}", i + 1)] = capacity["coefficients"][i].clone();
    }
    edit["c1"] = json!(capacity["coefficients"][0].as_f64().unwrap() * 1.1);
    let (status, _) =
        status_and_json(app.patch(&format!("/api/polynomials/{}", capacity["id"].as_str().unwrap()), &edit).await)
            .await;
    assert_eq!(status, 200);

    // The saved project and its replay are untouched.
    assert_eq!(get(&app, &path).await.1, project);
    assert_eq!(get(&app, &format!("{path}/versions/1")).await.1, project);
    let db = app.store.open().await;
    let state = infra::wiring::app_state(&db, &app.store.data_dir());
    let rows = app::projects::audit::verify(&state, project["id"].as_str()).await.unwrap();
    db.close().await;
    assert_eq!(rows.len(), 1);
    assert!(rows[0].identical && rows[0].largest_difference == 0.0, "{rows:?}");

    // A recalculation picks the edit up and says what moved.
    let (status, answer) = send(&app, reqwest::Method::POST, &format!("{path}/recalculate"), None, None).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["version"], 2);
    let moved = answer["changed"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["path"] == "totals.coolingCapacity")
        .expect("capacity moved");
    assert!(moved["deltaPct"].as_f64().unwrap() > 1.0, "{moved}");
    assert_eq!(
        get(&app, &format!("{path}/versions/1")).await.1,
        project,
        "the old version still shows the old figures"
    );
}

async fn the_audit_reproduces_every_recorded_calculation_and_views_rebuild_equal(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let a = create(&app, &rack_body("Rack A")).await;
    create(&app, &rack_body("Rack B")).await;
    let path = format!("/api/projects/{}", a["id"].as_str().unwrap());
    send(&app, reqwest::Method::PATCH, &path, Some(&json!({"condTemp": 35})), None).await;
    send(&app, reqwest::Method::POST, &format!("{path}/duplicate"), None, None).await;

    // The binary, on the same store.
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_fichas"));
    command.args(["audit", "verify", "--log", "warn"]).env_remove("DATABASE_URL");
    match &app.store {
        TestStore::Sqlite(dir) => command.args(["--data-dir", dir.path().to_str().unwrap()]),
        TestStore::Postgres { url } => command.args(["--database-url", url]),
    };
    let output = command.output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.contains("4 cálculos verificados, 0 con diferencias"), "{stdout}");

    // Views after a rebuild equal the live ones.
    let live =
        (app.list("/api/projects").await, get(&app, &path).await.1, get(&app, &format!("{path}/history")).await.1);
    let db = app.store.open().await;
    infra::wiring::rebuild_views(&db).await.unwrap();
    db.close().await;
    let rebuilt =
        (app.list("/api/projects").await, get(&app, &path).await.1, get(&app, &format!("{path}/history")).await.1);
    assert_eq!(live, rebuilt);
}

async fn saving_follows_the_spec_rules(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let cases = [
        (json!({"equipmentType": "rack", "name": "  "}), 422, "project.name_required", "Nombre requerido"),
        (
            json!({"equipmentType": "bomba", "name": "X"}),
            422,
            "project.equipment_type_required",
            "Seleccione un tipo de equipo",
        ),
        (
            json!({"equipmentType": "rack", "name": "Sin cálculo", "refrigerant": "R404A"}),
            422,
            "project.calculation_required",
            "Debe calcular antes de guardar",
        ),
        (
            json!({"equipmentType": "motocompresora", "name": "X", "evapTemp": "frío"}),
            422,
            "calculation.not_a_number",
            "Temperatura de evaporación debe ser un número",
        ),
        (
            json!({"equipmentType": "motocompresora", "name": "X", "designImages": ["a", "b", "c", "d"], "evapTemp": -6.7, "condTemp": 40, "refrigerant": "R404A",
            "compressorsConfig": [{"model": "3DA3-075E-TFD"}]}),
            422,
            "project.too_many_images",
            "Solo se permiten máximo 3 imágenes",
        ),
        (json!([1, 2]), 400, "malformed_body", "Los datos enviados no tienen el formato esperado"),
        (
            json!({"equipmentType": "rack", "name": "X", "isPro": "sí"}),
            400,
            "malformed_body",
            "Los datos enviados no tienen el formato esperado",
        ),
    ];
    for (body, status, code, message) in cases {
        let (got, error) = status_and_json(app.post("/api/projects", &body).await).await;
        assert_eq!((got, error["code"].as_str()), (status, Some(code)), "{body}: {error}");
        assert!(error["message"].as_str().unwrap().starts_with(message), "{error}");
    }
    let rack = rack_body("Rack");
    let mut four_lines = rack.clone();
    four_lines["rackConfig"]["liquidLinesConfig"]["numberOfLines"] = json!(5);
    let (status, error) = status_and_json(app.post("/api/projects", &four_lines).await).await;
    assert_eq!(status, 422);
    assert!(error["message"].as_str().unwrap().contains("El número de líneas debe estar entre 1 y 4"), "{error}");
    let mut lowercase = rack.clone();
    lowercase["rackConfig"]["capacityControl"] = json!("vfd");
    let (status, error) = status_and_json(app.post("/api/projects", &lowercase).await).await;
    assert_eq!((status, error["field"].as_str()), (422, Some("capacityControl")), "{error}");
    assert_eq!(error["message"], "Control de capacidad: 'vfd' no es una opción válida (STANDARD, VFD o DIGITAL)");
    // Every configuration part is checked, not only the one the equipment type calculates.
    let mut stale_chiller = rack.clone();
    stale_chiller["chillerConfig"] = json!({"coldSide": {"capacityUnit": "TR"}});
    let (status, error) = status_and_json(app.post("/api/projects", &stale_chiller).await).await;
    assert_eq!((status, error["field"].as_str()), (422, Some("capacityUnit")), "{error}");
    assert!(app.list("/api/projects").await.is_empty(), "nothing refused was saved");
    let saved = create(&app, &rack).await;
    let path = format!("/api/projects/{}", saved["id"].as_str().unwrap());
    let patch = json!({"rackConfig": {"condenserFanType": "EC Fan", "circuits": rack["rackConfig"]["circuits"]}});
    let (status, error) = status_and_json(app.patch(&path, &patch).await).await;
    assert_eq!((status, error["code"].as_str()), (422, Some("calculation.not_a_choice")), "{error}");
    assert_eq!(
        error["message"],
        "Tipo de ventilador del condensador: 'EC Fan' no es una opción válida (FIX SPEED, VFD o EC)"
    );
    assert_eq!(get(&app, &path).await.1["version"], saved["version"], "the refused change wrote nothing");
}

async fn every_equipment_type_is_saved_with_the_answer_of_its_endpoint(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    for i in 0..2 {
        let condenser = json!({"model": format!("CD-{}", 60 + 40 * i), "capacity": 60 + 40 * i, "fanCount": 2, "fanPowerConsumption": 0.5});
        assert_eq!(app.post("/api/condensers", &condenser).await.status(), 201);
    }
    let circuit =
        json!({"id": "1", "evapTemp": -6.7, "requiredCapacity": 20, "compressors": [{"model": "3DA3-075E-TFD"}]});
    let unit = json!({"name": "UC", "equipmentType": "condensadora", "refrigerant": "R404A", "condTemp": 45,
        "condensingUnitConfig": {"autoSelectCondenser": true, "ambientTemp": 35, "circuits": [circuit], "accessories": {"dryFilters": true}}});
    let saved = create(&app, &unit).await;
    let (_, expected) = status_and_json(
        app.post(
            "/api/racks/calculate",
            &json!({"circuits": [circuit], "condTemp": 45, "refrigerant": "R404A",
        "condensingUnitConfig": {"autoSelectCondenser": true, "ambientTemp": 35}}),
        )
        .await,
    )
    .await;
    assert_eq!(saved["calculationResults"], expected);
    assert!(
        !saved["calculationResults"]["autoSelectedCondenser"].is_null()
            || !saved["calculationResults"]["autoSelectError"].is_null()
    );
    assert_eq!(saved["calculation"]["conden"], Value::Null);

    // Water leaving at 7 °C: the circuit evaporates at 2 °C, clear of freezing.
    let circuit =
        json!({"id": "1", "evapTemp": 2, "requiredCapacity": 20, "compressors": [{"model": "3DA3-075E-TFD"}]});
    let chiller_config = json!({"capacityMethod": "fluid", "chillerType": "agua-aire", "circuits": [circuit],
        "coldSide": {"fluidType": "water", "flowRate": 100, "flowRateUnit": "lmin", "tempIn": 12, "tempOut": 7}});
    let chiller = json!({"name": "CH", "equipmentType": "chiller", "refrigerant": "R404A", "condTemp": 45, "chillerConfig": chiller_config});
    let saved = create(&app, &chiller).await;
    let (_, expected) = status_and_json(
        app.post(
            "/api/chillers/calculate",
            &json!({"chillerConfig": chiller_config, "condTemp": 45, "refrigerant": "R404A"}),
        )
        .await,
    )
    .await;
    assert_eq!(saved["calculationResults"], expected);
    assert!(saved["calculationResults"]["generatedModelName"].as_str().unwrap().starts_with("CHAA-"));

    let moto = json!({"name": "Moto", "equipmentType": "motocompresora", "refrigerant": "R404A", "evapTemp": -6.7, "condTemp": 45,
        "compressorsConfig": [{"model": "3DA3-075E-TFD"}, {"model": "3DA3-075E-TFD"}]});
    let saved = create(&app, &moto).await;
    let (_, one) = status_and_json(
        app.post(
            "/api/calculate",
            &json!({"model": "3DA3-075E-TFD", "evapTemp": -6.7, "condTemp": 45, "refrigerant": "R404A"}),
        )
        .await,
    )
    .await;
    assert_eq!(saved["calculationResults"]["compressors"][1], one);
    assert_eq!(
        saved["calculationResults"]["totals"]["coolingCapacity"].as_f64().unwrap(),
        2.0 * one["coolingCapacity"].as_f64().unwrap()
    );
    let kinds: Vec<String> =
        app.list("/api/projects").await.iter().map(|r| r["equipmentType"].as_str().unwrap().to_string()).collect();
    assert_eq!(kinds.len(), 3);
}

/// Issue 24 item 3: an I-P user types 20 °F evaporating and reads 60 psig
/// off the discharge gauge (R134a, a low condensing pressure): the project
/// keeps the pressure, absolute, and calculates at its dew temperature.
async fn a_condition_entered_as_a_gauge_pressure_is_stored_with_its_dew_temperature(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    // 60 psig = 60 × 6.894757 kPa + 101.325 kPa (domain/data/units.json) = 5.150 bar(a).
    let psig = |p: f64| (p * 6.894757 + 101.325) / 100.0;
    let bar = psig(60.0);
    assert!((bar - 5.150).abs() < 5e-4);
    let (status, read) =
        get(&app, &format!("/api/refrigerants/r134a/saturation-temperatures?condPressure={bar}")).await;
    assert_eq!(status, 200, "{read}");
    assert_eq!(
        (read["code"].as_str(), read["basis"].as_str(), &read["evaporation"]),
        (Some("R134a"), Some("dew"), &Value::Null)
    );
    let dew = read["condensation"]["dew"].as_f64().unwrap();
    // NIST: 0.48858 MPa at 15 °C, 0.57171 MPa at 20 °C.
    assert!((dew - 16.68).abs() < 0.05, "{read}");
    assert_eq!(read["condensation"]["dew"], read["condensation"]["bubble"], "a pure fluid has no glide");

    let body = json!({"name": "Manómetro", "equipmentType": "motocompresora", "refrigerant": "R134a",
        "evapTemp": (20.0 - 32.0) / 1.8, "condTemp": 45, "condPressure": {"absoluteBar": bar, "gauge": true},
        "compressorsConfig": [{"model": "ZS38K4E-TF5"}]});
    let project = create(&app, &body).await;
    let id = project["id"].as_str().unwrap();
    let path = format!("/api/projects/{id}");
    let (_, saved) = get(&app, &path).await;
    assert!((saved["evapTemp"].as_f64().unwrap() - -6.67).abs() < 0.005, "{saved}");
    assert_eq!(saved["condPressure"], json!({"absoluteBar": bar, "gauge": true}));
    assert_eq!(saved["condTemp"].as_f64(), Some(dew), "the pressure wins over the temperature sent beside it");
    assert!(saved.get("evapPressure").is_none(), "{saved}");
    assert!(saved["calculationResults"].is_object());

    // Outside the table: refused in Spanish naming the field, nothing saved.
    let mut high = body.clone();
    high["condPressure"] = json!({"absoluteBar": 80, "gauge": false});
    let (status, error) = send(&app, reqwest::Method::PATCH, &path, Some(&high), None).await;
    assert_eq!((status, error["field"].as_str()), (422, Some("condPressure")), "{error}");
    assert!(
        error["message"]
            .as_str()
            .unwrap()
            .starts_with("Presión de condensación: 80.000 bar(a) está fuera de la tabla de saturación de R134a ("),
        "{error}"
    );
    let (status, _) = get(&app, "/api/refrigerants/R134a/saturation-temperatures?evapPressure=0,00001").await;
    assert_eq!(status, 422);
    assert_eq!(get(&app, "/api/refrigerants/R134a/saturation-temperatures").await.0, 422);
    assert_eq!(get(&app, "/api/refrigerants/R9999/saturation-temperatures?evapPressure=3").await.0, 404);

    // A new reading: its history entry and the diff name the pressure.
    let (status, higher) = send(
        &app,
        reqwest::Method::PATCH,
        &path,
        Some(&json!({"condPressure": {"absoluteBar": psig(70.0), "gauge": true}})),
        None,
    )
    .await;
    assert_eq!((status, higher["version"].as_u64()), (200, Some(2)), "{higher}");
    assert!(higher["condTemp"].as_f64().unwrap() > dew + 2.0);
    let (_, history) = get(&app, &format!("{path}/history")).await;
    let summary = history[1]["summary"].as_str().unwrap();
    assert!(summary.contains("temperatura de condensación, presión de condensación"), "{summary}");
    let (_, diff) = get(&app, &format!("{path}/diff?from=1&to=2")).await;
    let changes = diff["changes"].as_array().unwrap();
    assert!(changes.iter().any(|c| c["path"] == "condPressure.absoluteBar" && c["before"] == bar), "{diff}");

    // A temperature typed instead of the pressure: the pressure is dropped.
    let (status, typed) = send(&app, reqwest::Method::PATCH, &path, Some(&json!({"condTemp": 35})), None).await;
    assert_eq!(status, 200, "{typed}");
    assert_eq!((typed["condTemp"].as_f64(), typed.get("condPressure")), (Some(35.0), None));
}

/// Issue 24 item 3, a circuit: the technician reads the suction gauge of
/// circuit 1 of an R134a rack (the web sends the circuit's `evapPressure`,
/// bar absolute, and whether it was a gauge reading) and types circuit 2's
/// temperature. The project keeps the pressure in bar absolute with its dew
/// temperature, calculates there, and refuses a nonsense pressure in Spanish
/// naming the field.
async fn a_circuits_evaporation_entered_as_a_pressure_is_stored_in_si(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    // 27.755 psig = (27.755 × 6.894757 + 101.325) kPa = 2.9269 bar(a): R134a boils at
    // 0 °C at 0.29269 MPa (NIST Chemistry WebBook, saturation table).
    let bar: f64 = (27.755 * 6.894757 + 101.325) / 100.0;
    assert!((bar - 2.9269).abs() < 5e-5, "{bar}");
    let compressors = json!([{"id": 1, "model": "ZS38K4E-TF5", "type": "scroll"}]);
    let circuit = |id: u32, evap: Value| {
        let mut c = json!({"id": id, "requiredCapacity": 6, "compressors": compressors, "suctionLinesConfig": {"numberOfLines": 1}});
        c.as_object_mut().unwrap().extend(evap.as_object().unwrap().clone());
        c
    };
    let gauge = json!({"absoluteBar": bar, "gauge": true});
    // The web sends the temperature it last read beside the pressure; the pressure wins.
    let body = json!({"name": "Manómetro de succión", "equipmentType": "rack", "voltage": 460, "refrigerant": "R134a", "condTemp": 40,
        "rackConfig": {"pipeDistance": 25, "capacityControl": "STANDARD", "numberOfCircuits": 2, "liquidLinesConfig": {"numberOfLines": 1},
            "circuits": [circuit(1, json!({"evapTemp": 3, "evapPressure": gauge})), circuit(2, json!({"evapTemp": -5}))]}});
    let project = create(&app, &body).await;
    let path = format!("/api/projects/{}", project["id"].as_str().unwrap());
    let (_, saved) = get(&app, &path).await;
    let circuits = &saved["rackConfig"]["circuits"];
    assert_eq!(circuits[0]["evapPressure"], gauge, "kept in bar absolute, marked as a gauge reading");
    let dew = circuits[0]["evapTemp"].as_f64().unwrap();
    assert!(dew.abs() < 0.05, "R134a at 2.9269 bar(a) is at 0 °C: {saved}");
    let (status, read) =
        get(&app, &format!("/api/refrigerants/R134a/saturation-temperatures?evapPressure={bar}")).await;
    assert_eq!(status, 200, "{read}");
    assert_eq!(read["evaporation"]["dew"].as_f64(), Some(dew), "the same table, the same point");
    assert_eq!((circuits[1]["evapTemp"].as_f64(), circuits[1].get("evapPressure")), (Some(-5.0), None));
    assert!(saved.get("evapPressure").is_none(), "the circuit keeps its own: {saved}");

    // Calculated at the dew temperature, as the calculation endpoint answers for it.
    let request = json!({"circuits": [circuit(1, json!({"evapTemp": dew})), circuit(2, json!({"evapTemp": -5}))], "condTemp": 40,
        "refrigerant": "R134a", "voltage": 460, "pipeDistance": 25, "liquidLinesConfig": {"numberOfLines": 1}, "capacityControl": "STANDARD"});
    let (status, expected) = status_and_json(app.post("/api/racks/calculate", &request).await).await;
    assert_eq!(status, 200, "{expected}");
    assert_eq!(saved["calculationResults"], expected);

    // Nonsense pressures: refused in Spanish naming the field; nothing is written.
    let cases = [
        (json!(-1.0), "Presión de evaporación: debe ser una presión absoluta mayor que cero"),
        (json!(0), "Presión de evaporación: debe ser una presión absoluta mayor que cero"),
        (json!(500), "Presión de evaporación: 500.000 bar(a) está fuera de la tabla de saturación de R134a ("),
    ];
    for (absolute_bar, message) in cases {
        let mut wrong = body["rackConfig"].clone();
        wrong["circuits"][0]["evapPressure"] = json!({"absoluteBar": absolute_bar, "gauge": false});
        let (status, error) =
            send(&app, reqwest::Method::PATCH, &path, Some(&json!({"rackConfig": wrong})), None).await;
        assert_eq!((status, error["field"].as_str()), (422, Some("evapPressure")), "{error}");
        assert!(error["message"].as_str().unwrap().starts_with(message), "{error}");
    }
    let mut text = body["rackConfig"].clone();
    text["circuits"][0]["evapPressure"] = json!({"absoluteBar": "mucho", "gauge": true});
    let (status, error) = send(&app, reqwest::Method::PATCH, &path, Some(&json!({"rackConfig": text})), None).await;
    assert_eq!((status, error["code"].as_str()), (400, Some("malformed_body")), "{error}");
    assert_eq!(error["message"], "Los datos enviados no tienen el formato esperado", "{error}");
    assert_eq!(get(&app, &path).await.1, saved, "nothing refused was written");
}

async fn texts_in(app: &TestApp, system: &str, texts: &Value) -> (u16, Value) {
    status_and_json(app.post("/api/units/texts", &json!({"system": system, "texts": texts})).await).await
}

/// Issue 24 item 3: a calculation's warnings and findings, recorded with SI
/// figures, read in the person's units as the data sheet prints them (I-P).
async fn the_engines_texts_are_given_in_a_persons_units(store: TestStore) {
    let app = spawn_app(store).await;
    let texts = json!([
        "Ningún condensador del catálogo alcanza 30.8 kW",
        "Evaporación a -10.0 °C, 5 K de recalentamiento",
        "Sin cifras"
    ]);
    let (status, ip) = texts_in(&app, "ip", &texts).await;
    assert_eq!(status, 200, "{ip}");
    // 30.8 kW = 30 800 / 0.29307107 BTU/h = 105 094 BTU/h = 8.76 TR; -10 °C = 14 °F; 5 K = 9 °F.
    let ip: Vec<String> =
        ip["texts"].as_array().unwrap().iter().map(|t| t.as_str().unwrap().replace('\u{202f}', " ")).collect();
    assert_eq!(ip[0], "Ningún condensador del catálogo alcanza 105 094 BTU/h (8.76 TR)");
    assert_eq!(ip[1], "Evaporación a 14.0 °F, 9 °F de recalentamiento");
    assert_eq!(ip[2], "Sin cifras");
    let (status, si) = texts_in(&app, "si", &texts).await;
    assert_eq!((status, &si["texts"]), (200, &texts), "SI texts are the recorded ones");
    // The Mexican mix (°C with psig and TR) changes its capacities and pressures only: 30.8 kW = 8.76 TR.
    let (status, mx) = texts_in(&app, "mx", &texts).await;
    assert_eq!(status, 200, "{mx}");
    assert_eq!(
        mx["texts"],
        json!(["Ningún condensador del catálogo alcanza 8.76 TR", texts[1].clone(), texts[2].clone()]),
        "{mx}"
    );
    let (status, error) = texts_in(&app, "imperial", &texts).await;
    assert_eq!((status, error["code"].as_str()), (400, Some("malformed_body")), "{error}");
}

/// Issue 28: one way to read a request. A part written as an array of its
/// fields (`"compressorsConfig": [[]]`), which serde alone would accept, is
/// refused on a project's create and edit with the same 400 a calculation
/// body gets, and nothing is saved.
async fn a_project_body_is_read_as_strictly_as_a_calculation_body(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let mut calculation = rack_request(&rack_body("Rack"));
    calculation["circuits"][0]["compressors"] = json!([[]]);
    let (status, expected) = status_and_json(app.post("/api/racks/calculate", &calculation).await).await;
    assert_eq!((status, expected["code"].as_str()), (400, Some("malformed_body")), "{expected}");

    let mut body = json!({"equipmentType": "motocompresora", "name": "Motocompresora", "evapTemp": -6.7, "condTemp": 40,
        "refrigerant": "R404A", "compressorsConfig": [[]]});
    let (status, error) = status_and_json(app.post("/api/projects", &body).await).await;
    assert_eq!((status, &error["code"], &error["message"]), (400, &expected["code"], &expected["message"]), "{error}");
    assert!(app.list("/api/projects").await.is_empty());

    let project = create(&app, &rack_body("Rack Sur")).await;
    let path = format!("/api/projects/{}", project["id"].as_str().unwrap());
    body = json!({"compressorsConfig": [[]]});
    let (status, error) = status_and_json(app.patch(&path, &body).await).await;
    assert_eq!((status, &error["code"], &error["message"]), (400, &expected["code"], &expected["message"]), "{error}");
    assert_eq!(get(&app, &path).await.1, project, "the project is unchanged");
}
