//! Coefficient sets per speed and supply frequency (issue 27): the demo
//! catalogue's variable-speed model (tools/demo/variable-speed.idf, sets at
//! 30, 50 and 70 Hz) and its fixed-speed 60 Hz parent, Copeland
//! 3DA3-075E-TFD of the EnergyPlus sample.

use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app, status_and_json, TestApp};
use crate::on_both_stores;
use crate::support::TestStore;

on_both_stores!(
    a_set_is_chosen_by_its_frequency_and_interpolated_between_published_speeds,
    a_frequency_without_a_set_is_refused_never_scaled,
    a_vfd_rack_states_its_capacity_range_from_the_lead_speeds,
    a_variable_speed_rack_project_saves_and_prints_its_capacity_range,
    a_variable_speed_compressor_s_sheets_print_the_mains_its_drive_range_and_its_rla_speed,
    a_digital_rack_with_a_variable_speed_compressor_prints_its_minimum_speeds_and_rla_rows,
);

const VS: &str = "VS3D-075-DEMO";
const FIXED: &str = "3DA3-075E-TFD";

/// The demo catalogue as `make run` loads it: the EnergyPlus sample, then
/// the variable-speed demo model.
pub(crate) async fn demo_catalogue_with_variable_speed(app: &TestApp) {
    for file in ["compressors-sample.idf", "variable-speed.idf"] {
        let summary = app.store.import_demo_catalogue(file).await;
        assert!(summary.skipped.is_empty(), "{file}: {:?}", summary.skipped);
    }
}

async fn single(app: &TestApp, model: &str, frequency: Value) -> (u16, Value) {
    let body =
        json!({ "model": model, "evapTemp": -6.7, "condTemp": 40.6, "refrigerant": "R404A", "frequency": frequency });
    status_and_json(app.post("/api/calculate", &body).await).await
}

fn watts(answer: &Value, key: &str) -> f64 {
    answer[key].as_f64().unwrap_or_else(|| panic!("{key}: {answer}"))
}

async fn a_set_is_chosen_by_its_frequency_and_interpolated_between_published_speeds(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue_with_variable_speed(&app).await;
    // The one model holds its six sets, each with its speed.
    let compressors = app.list("/api/compressors").await;
    let vs = compressors.iter().find(|c| c["model"] == VS).expect("the demo model is in the catalogue");
    let sets = app.list(&format!("/api/compressors/{}/polynomials", vs["id"].as_str().unwrap())).await;
    let mut speeds: Vec<f64> = sets.iter().map(|s| s["provenance"]["rating"]["frequency"].as_f64().unwrap()).collect();
    speeds.sort_by(f64::total_cmp);
    assert_eq!(speeds, [30.0, 30.0, 50.0, 50.0, 70.0, 70.0]);

    let (status, parent) = single(&app, FIXED, json!(60)).await;
    assert_eq!(status, 200, "{parent}");
    assert_eq!(parent["frequency"], 60.0);
    assert!(parent.get("speedInterpolation").is_none());

    // At a published speed: that set, capacity = the 60 Hz parent × f/60
    // (how the demo sets were derived; 6 significant digits in the file).
    let (status, at_50) = single(&app, VS, json!("50 Hz")).await;
    assert_eq!(status, 200, "{at_50}");
    assert_eq!(at_50["frequency"], 50.0);
    assert!((watts(&at_50, "coolingCapacity") / (watts(&parent, "coolingCapacity") * 50.0 / 60.0) - 1.0).abs() < 1e-4);
    assert_eq!(at_50["provenance"]["polynomialIds"].as_array().unwrap().len(), 2);

    // Between 50 and 70 Hz: linear in speed. At 60 Hz the capacity is the
    // parent's again; the power is the mean of 1.00 × 50/60 and 1.03 × 70/60.
    let (status, at_60) = single(&app, VS, json!(60)).await;
    assert_eq!(status, 200, "{at_60}");
    assert_eq!(at_60["frequency"], 60.0);
    let interpolation = &at_60["speedInterpolation"];
    assert_eq!(
        (interpolation["lowerFrequency"].as_f64(), interpolation["upperFrequency"].as_f64()),
        (Some(50.0), Some(70.0))
    );
    assert_eq!(interpolation["upperWeight"], 0.5);
    assert!(interpolation["method"].as_str().unwrap().contains("AHRI 540-2020"), "{interpolation}");
    assert!((watts(&at_60, "coolingCapacity") / watts(&parent, "coolingCapacity") - 1.0).abs() < 1e-4);
    let power_share = (50.0 / 60.0 + 1.03 * 70.0 / 60.0) / 2.0;
    assert!((watts(&at_60, "powerInput") / (watts(&parent, "powerInput") * power_share) - 1.0).abs() < 1e-4);
    assert_eq!(at_60["provenance"]["polynomialIds"].as_array().unwrap().len(), 4, "both speeds' sets are named");
}

async fn a_frequency_without_a_set_is_refused_never_scaled(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue_with_variable_speed(&app).await;
    let (status, body) = single(&app, FIXED, json!(50)).await;
    assert_eq!(status, 422);
    assert_error(
        &body,
        "calculation.frequency_not_published",
        "El compresor 3DA3-075E-TFD no tiene polinomios a 50 Hz (solo a 60 Hz): no se escalan desde otra frecuencia",
    );
    assert_eq!(body["field"], "frequency");

    let (status, body) = single(&app, VS, json!(25)).await;
    assert_eq!(status, 422);
    assert_error(
        &body,
        "calculation.speed_out_of_range",
        "La frecuencia de 25 Hz está fuera de las velocidades publicadas del compresor VS3D-075-DEMO (30 a 70 Hz)",
    );

    let (status, body) = single(&app, VS, Value::Null).await;
    assert_eq!(status, 422);
    assert_error(
        &body,
        "calculation.frequency_required",
        "El compresor VS3D-075-DEMO tiene polinomios a 30, 50 y 70 Hz: indique la frecuencia",
    );

    let (status, body) = single(&app, FIXED, json!(5)).await;
    assert_eq!(status, 422);
    assert_error(&body, "calculation.frequency", "La frecuencia debe estar entre 10 y 120 Hz: 5 Hz");
    assert_eq!(body["field"], "frequency");

    // Sets that state no frequency (the Carlyle entries) are used as
    // published, and the answer says so.
    let (status, carlyle) = status_and_json(
        app.post(
            "/api/calculate",
            &json!({ "model": "06DR013", "evapTemp": 0, "condTemp": 40, "refrigerant": "R134a", "frequency": 50 }),
        )
        .await,
    )
    .await;
    assert_eq!(status, 200, "{carlyle}");
    assert!(carlyle.get("frequency").is_none());
    assert!(carlyle["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .any(|w| w.as_str().unwrap().contains("no indican su frecuencia")));
}

fn rack(lead: &str, frequency: f64) -> Value {
    json!({
        "refrigerant": "R404A", "condTemp": 40.6, "voltage": 460, "frequency": frequency,
        "capacityControl": "VFD",
        "circuits": [{ "id": "1", "evapTemp": -6.7, "requiredCapacity": 30,
                       "compressors": [{ "model": lead }, { "model": FIXED }] }],
    })
}

async fn a_vfd_rack_states_its_capacity_range_from_the_lead_speeds(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue_with_variable_speed(&app).await;
    let (status, answer) = status_and_json(app.post("/api/racks/calculate", &rack(VS, 60.0)).await).await;
    assert_eq!(status, 200, "{answer}");
    let circuit = &answer["circuits"][0];
    let compressors = circuit["compressors"].as_array().unwrap();
    // The lead runs up to its highest published speed; the others at the supply's.
    assert_eq!((compressors[0]["frequency"].as_f64(), compressors[1]["frequency"].as_f64()), (Some(70.0), Some(60.0)));
    let range = &circuit["capacityRange"];
    assert_eq!(range["basis"], "speedRange");
    assert_eq!((range["minimumFrequency"].as_f64(), range["maximumFrequency"].as_f64()), (Some(30.0), Some(70.0)));
    assert_eq!(range["leadModel"], VS);
    assert_eq!(range["maximum"], circuit["totals"]["coolingCapacity"]);
    let (_, slowest) = single(&app, VS, json!(30)).await;
    assert!((watts(range, "minimum") / watts(&slowest, "coolingCapacity") - 1.0).abs() < 1e-9, "{range} {slowest}");
    assert!((watts(range, "minimumMassFlow") / watts(&slowest, "massFlow") - 1.0).abs() < 1e-9);
    // Oil return is checked at that step: the riser's velocity at the
    // minimum is the full-load velocity scaled by the step's share of flow.
    let total_flow: f64 = compressors.iter().map(|c| watts(c, "massFlow")).sum();
    let line = &circuit["suctionLines"][0];
    let share = watts(&line["oilReturn"], "velocityAtMinimum") / watts(line, "velocity");
    assert!((share / (watts(range, "minimumMassFlow") / total_flow) - 1.0).abs() < 1e-6, "{line}");

    // A fixed-speed lead: the product default step, stated and warned.
    let (status, fixed) = status_and_json(app.post("/api/racks/calculate", &rack(FIXED, 60.0)).await).await;
    assert_eq!(status, 200, "{fixed}");
    let range = &fixed["circuits"][0]["capacityRange"];
    assert_eq!(range["basis"], "productDefault");
    let lead = &fixed["circuits"][0]["compressors"][0];
    assert!((watts(range, "minimum") / (0.3 * watts(lead, "coolingCapacity")) - 1.0).abs() < 1e-9);
    assert!(fixed["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .any(|w| w.as_str().unwrap().contains("no publica polinomios a varias velocidades")));

    // A 50 Hz supply: the fixed-speed 60 Hz compressor is refused, not scaled.
    let (status, body) = status_and_json(app.post("/api/racks/calculate", &rack(VS, 50.0)).await).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["code"], "calculation.frequency_not_published");
}

/// A rack project under VFD whose lead is the variable-speed model, on a
/// 460 V / 60 Hz supply.
fn vfd_rack_project() -> Value {
    json!({
        "name": "Rack VFD Tienda 7", "equipmentType": "rack", "refrigerant": "R404A", "voltage": "460V", "frequency": "60 Hz",
        "condTemp": 40.6,
        "rackConfig": { "customer": "Supermercados del Norte", "capacityControl": "VFD", "condenserFanType": "EC",
            "numberOfCircuits": 1, "pipeDistance": 25, "liquidLinesConfig": { "numberOfLines": 1 },
            "circuits": [{ "id": "1", "evapTemp": -6.7, "requiredCapacity": 30,
                "compressors": [{ "id": "1", "model": VS, "type": "reciprocante" }, { "id": "2", "model": FIXED, "type": "reciprocante" }],
                "suctionLinesConfig": { "numberOfLines": 1 } }] },
        "isPro": false, "proDescription": "", "designNotes": "", "designImages": [],
    })
}

async fn a_variable_speed_rack_project_saves_and_prints_its_capacity_range(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue_with_variable_speed(&app).await;
    let body = vfd_rack_project();
    let (project, flat) = saved_and_printed(&app, &body, "vs-rack-capacity-range").await;
    assert_eq!(project["frequency"], 60.0, "the project keeps its supply frequency");
    let range = &project["calculationResults"]["circuits"][0]["capacityRange"];
    assert_eq!(range["basis"], "speedRange", "{project}");
    let (minimum, maximum) = (watts(range, "minimum") / 1000.0, watts(range, "maximum") / 1000.0);
    let expected = format!("Rango de capacidad: {minimum:.2} a {maximum:.2} kW");
    assert!(flat.contains(&expected), "{expected} in {flat}");
    assert!(flat.contains("compresor líder VS3D-075-DEMO de 30 a 70 Hz"), "{flat}");
    assert!(flat.contains("70 Hz") && flat.contains("60 Hz"), "each compressor's speed is printed: {flat}");
}

/// Saves `body` as a project and prints its sheet (`FICHAS_TEST_SHEET_OUT_DIR`
/// keeps it as `<dir>/<name>.pdf`); the project and the sheet's text in
/// drawing order on one line, each table cell whole however it wraps.
async fn saved_and_printed(app: &TestApp, body: &Value, name: &str) -> (Value, String) {
    let (status, project) = status_and_json(app.post("/api/projects", body).await).await;
    assert_eq!(status, 201, "{project}");
    let response = app
        .client
        .post(app.url(&format!("/api/projects/{}/generate-pdf", project["id"].as_str().unwrap())))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let bytes = response.bytes().await.unwrap().to_vec();
    if let Ok(dir) = std::env::var("FICHAS_TEST_SHEET_OUT_DIR") {
        std::fs::write(format!("{dir}/{name}.pdf"), &bytes).unwrap();
    }
    (project, crate::sheet_render::words(&crate::sheet_render::pdftotext_raw(&bytes)))
}

/// Issue 23, the variable-speed tester: the supply printed the drive's top
/// speed ('Alimentación 460 V · 3 fases · 70 Hz'), the motor-compressor
/// stated no speed range, and its RLA was at the duty's speed where the
/// rack's was at the top one. Now, on both types: the mains, the speed at
/// the duty with the drive's range, and the RLA at 70 Hz, the same figure.
async fn a_variable_speed_compressor_s_sheets_print_the_mains_its_drive_range_and_its_rla_speed(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue_with_variable_speed(&app).await;
    let moto = json!({
        "name": "Motocompresor VS", "equipmentType": "motocompresora", "refrigerant": "R404A", "voltage": "460V",
        "frequency": "60 Hz", "evapTemp": -6.7, "condTemp": 40.6,
        "compressorsConfig": [{ "model": VS, "type": "reciprocante" }],
        "isPro": false, "proDescription": "", "designNotes": "", "designImages": [],
    });
    let (project, text) = saved_and_printed(&app, &moto, "vs-motocompresora-si-es").await;
    let load = &project["calculationResults"]["electricalLoads"]["compressors"][0];
    assert_eq!(load["rlaFrequency"], 70.0, "{load}");
    let moto_rla = watts(load, "rla");
    assert!(text.contains("Alimentación 460 V · 3 fases · 60 Hz"), "{text}");
    assert!(text.contains("60 Hz, interpolado entre 50 y 70 Hz"), "{text}");
    assert!(text.contains("variador de 30 a 70 Hz"), "the drive's range: {text}");
    assert!(text.contains(&format!("RLA VS3D-075-DEMO a 70 Hz {moto_rla:.2} A (estimada)")), "{text}");
    assert!(text.contains("la velocidad máxima de su variador"), "{text}");

    let mut rack = vfd_rack_project();
    rack["sheetLanguage"] = json!("en");
    rack["sheetUnits"] = json!("IP");
    let (project, text) = saved_and_printed(&app, &rack, "vs-rack-ip-en").await;
    let loads = &project["calculationResults"]["electricalLoads"]["compressors"];
    assert_eq!(watts(&loads[0], "rla"), moto_rla, "one rule: the same RLA on both types");
    assert!(loads[1].get("rlaFrequency").is_none(), "the fixed-speed compressor: {loads}");
    assert!(text.contains("Supply 460 V · 3 phases · 60 Hz"), "not the lead's 70 Hz: {text}");
    assert!(text.contains("70 Hz · drive from 30 to 70 Hz"), "{text}");
    assert!(text.contains(&format!("RLA VS3D-075-DEMO at 70 Hz {moto_rla:.2} A (estimated)")), "{text}");
    assert!(!text.contains("[Spanish, not translated]"), "{text}");

    // Two identical compressors in one circuit: one row, counted.
    rack["sheetLanguage"] = json!("es");
    rack["sheetUnits"] = json!("SI");
    rack["rackConfig"]["circuits"][0]["compressors"] = json!([
        { "id": "1", "model": FIXED, "type": "reciprocante" }, { "id": "2", "model": FIXED, "type": "reciprocante" }]);
    rack["rackConfig"]["capacityControl"] = json!("STANDARD");
    let (project, text) = saved_and_printed(&app, &rack, "rack-two-identical").await;
    let rla = watts(&project["calculationResults"]["electricalLoads"]["compressors"][0], "rla");
    assert!(text.contains(&format!("RLA 3DA3-075E-TFD 2 × {rla:.2} A (estimada)")), "{text}");
    assert_eq!(text.matches("RLA 3DA3-075E-TFD").count(), 1, "{text}");
}

/// The code review of issue 23: the digital-scroll sheet was checked by unit
/// tests only. A DIGITAL rack of two circuits: 'MT' leads with the scroll
/// ZS26K4E-TF5 beside the variable-speed VS3D-075-DEMO, 'LT' has two
/// identical 3DA3-075E-TFD. The sheet states the digital minimum (10 %,
/// AE21-1319 R2) with its oil return at the loaded flow (engine 1.14.0),
/// the VS compressor's speed with its drive's range, the mains, and one RLA
/// row per model per circuit, grouped by each load's `circuitId`; in
/// Spanish SI and English I-P.
async fn a_digital_rack_with_a_variable_speed_compressor_prints_its_minimum_speeds_and_rla_rows(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue_with_variable_speed(&app).await;
    let mut body = vfd_rack_project();
    body["name"] = json!("Rack digital Tienda 9");
    body["rackConfig"]["capacityControl"] = json!("DIGITAL");
    body["rackConfig"]["numberOfCircuits"] = json!(2);
    body["rackConfig"]["circuits"] = json!([
        { "id": "MT", "evapTemp": -6.7, "requiredCapacity": 30,
          "compressors": [{ "id": "1", "model": "ZS26K4E-TF5", "type": "scroll" }, { "id": "2", "model": VS, "type": "reciprocante" }],
          "suctionLinesConfig": { "numberOfLines": 1 } },
        { "id": "LT", "evapTemp": -6.7, "requiredCapacity": 30,
          "compressors": [{ "id": "3", "model": FIXED, "type": "reciprocante" }, { "id": "4", "model": FIXED, "type": "reciprocante" }],
          "suctionLinesConfig": { "numberOfLines": 1 } },
    ]);
    let (project, text) = saved_and_printed(&app, &body, "digital-vs-rack-si-es").await;
    let answer = &project["calculationResults"];
    let range = &answer["circuits"][0]["capacityRange"];
    let lead = &answer["circuits"][0]["compressors"][0];
    assert_eq!(range["minimumShare"], 0.1, "{range}");
    assert_eq!(range["loadedMassFlow"], lead["massFlow"], "oil return at the lead's full flow: {range}");
    let loads = answer["electricalLoads"]["compressors"].as_array().unwrap();
    let circuits: Vec<&str> = loads.iter().map(|l| l["circuitId"].as_str().unwrap()).collect();
    assert_eq!(circuits, ["MT", "MT", "LT", "LT"]);
    let (vs_rla, fixed_rla) = (watts(&loads[1], "rla"), watts(&loads[2], "rla"));

    assert!(text.contains("Alimentación 460 V · 3 fases · 60 Hz"), "{text}");
    assert!(
        text.contains("mínimo: 10 % del compresor líder ZS26K4E-TF5, scroll digital (Copeland Scroll Digital modula del 10 al 100 %, boletín AE21-1319 R2, refrigeración); retorno de aceite en el mínimo, al caudal pleno del compresor en carga (el mínimo promedia ciclos con y sin carga):"),
        "{text}"
    );
    assert!(text.contains("60 Hz, interpolado entre 50 y 70 Hz"), "{text}");
    assert!(text.contains("variador de 30 a 70 Hz"), "{text}");
    assert!(text.contains(&format!("RLA VS3D-075-DEMO a 70 Hz · Circuito 1 (MT) {vs_rla:.2} A (estimada)")), "{text}");
    assert!(text.contains("RLA ZS26K4E-TF5 · Circuito 1 (MT)"), "{text}");
    assert!(text.contains(&format!("RLA 3DA3-075E-TFD · Circuito 2 (LT) 2 × {fixed_rla:.2} A (estimada)")), "{text}");
    assert_eq!(text.matches("RLA 3DA3-075E-TFD").count(), 1, "{text}");

    body["sheetLanguage"] = json!("en");
    body["sheetUnits"] = json!("IP");
    let (_, text) = saved_and_printed(&app, &body, "digital-vs-rack-ip-en").await;
    assert!(text.contains("Supply 460 V · 3 phases · 60 Hz"), "{text}");
    assert!(
        text.contains("minimum: 10 % of the lead compressor ZS26K4E-TF5, digital scroll (Copeland Scroll Digital modulates from 10 to 100 %, bulletin AE21-1319 R2, refrigeration); oil return at the minimum, at the compressor's full flow while loaded (the minimum averages loaded and unloaded cycles):"),
        "{text}"
    );
    assert!(text.contains("· drive from 30 to 70 Hz"), "{text}");
    assert!(text.contains(&format!("RLA VS3D-075-DEMO at 70 Hz · Circuit 1 (MT) {vs_rla:.2} A (estimated)")), "{text}");
    assert!(text.contains(&format!("RLA 3DA3-075E-TFD · Circuit 2 (LT) 2 × {fixed_rla:.2} A (estimated)")), "{text}");
    assert!(!text.contains("[Spanish, not translated]"), "{text}");
}
