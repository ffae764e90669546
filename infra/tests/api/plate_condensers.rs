//! A water-cooled chiller's brazed-plate condensers (engine 1.13.0; tester
//! report 3, defect 2; docs/decisions/2026-11-28-plate-condenser-selection.md).

use app::ports::PdfRenderer;
use app::sheets::render::render_html;
use domain::design_config::DesignSettings;
use domain::engine::water_side::condenser_capacity_at_duty;
use domain::heat_exchanger::pressure_drop_at;
use infra::pdf::{ChromiumRenderer, ChromiumSettings};
use serde_json::{json, Value};

use crate::helpers::{demo_catalogue, spawn_app, status_and_json, TestApp};
use crate::sheet_render::{demo_library, detail_from_endpoints, pdftotext, pdftotext_raw, row_with, sheet, words};
use crate::support::TestStore;

/// The tester's json/chiller-agua-2c.json: R134a condensing at `cond` °C,
/// water 30/35 °C on the hot side, circuit 1 with three ZS45K4E-TF5 on
/// PSD-40, circuit 2 with two on PSD-25.
fn water_cooled_chiller(evaporators: Option<(&str, &str)>, cond: f64) -> Value {
    let zs = |ids: &[&str]| -> Vec<Value> {
        ids.iter().map(|i| json!({"id": i, "model": "ZS45K4E-TF5", "type": "scroll"})).collect()
    };
    let (one, two) = evaporators.unwrap_or(("", ""));
    json!({"name": "Chiller agua-agua dos circuitos", "equipmentType": "chiller", "refrigerant": "R134a", "voltage": 460,
    "condTemp": cond, "isPro": false, "proDescription": "", "designNotes": "", "designImages": [],
    "chillerConfig": {
        "capacityMethod": "direct", "chillerType": "agua-agua", "modelName": "", "numberOfCircuits": 2,
        "requiredCapacity": 60, "customer": "Plásticos Industriales", "responsable": "Ing. Ana Torres", "project": "Inyectoras",
        "coldSide": {"fluidType": "water", "flowRateUnit": "m3h", "tempIn": 12, "tempOut": 7},
        "hotSide": {"fluidType": "water", "flowRateUnit": "m3h", "tempIn": 30, "tempOut": 35},
        "circuits": [
            {"id": "1", "evapTemp": 2, "requiredCapacity": 35, "heatExchangerId": one, "compressors": zs(&["1", "2", "3"])},
            {"id": "2", "evapTemp": 2, "requiredCapacity": 25, "heatExchangerId": two, "compressors": zs(&["4", "5"])}
        ]
    }})
}

async fn exchangers(app: &TestApp) -> Vec<Value> {
    let (status, list) = status_and_json(app.get("/api/heat-exchangers").await).await;
    assert_eq!(status, 200, "{list}");
    list.as_array().or_else(|| list["items"].as_array()).expect("a list of exchangers").clone()
}

fn id_of(rows: &[Value], model: &str) -> String {
    rows.iter().find(|r| r["model"] == model).unwrap_or_else(|| panic!("no {model}"))["id"].as_str().unwrap().into()
}

/// Defect 2 on both stores: each refrigerant circuit gets the smallest
/// demo condensing plate (PCD-*, rated water 30/35 °C at 40 °C) whose
/// capacity at the duty covers its heat rejected; at the design 45 °C a
/// plate rejects more than its rating (UA/LMTD). The answer carries the
/// model, the capacity at the design condition, the circuit's flow, the
/// water-side drop (Δp ∝ flow²) and the approach (45 − 35 = 10 K); no
/// circuit is limited by a condenser.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_circuit_of_a_water_cooled_chiller_gets_its_plate_condenser_on_both_stores() {
    for store in [TestStore::sqlite(), TestStore::postgres()] {
        let app = spawn_app(store).await;
        demo_catalogue(&app).await;
        demo_library(&app).await;
        let rows = exchangers(&app).await;
        let body = water_cooled_chiller(Some((&id_of(&rows, "PSD-40"), &id_of(&rows, "PSD-25"))), 45.0);
        let (status, saved) = status_and_json(app.post("/api/projects", &body).await).await;
        assert_eq!(status, 201, "{saved}");
        let answer = &saved["calculationResults"];
        let hot = &answer["hotSide"];
        let duties = hot["condensers"].as_array().unwrap_or_else(|| panic!("{answer}"));
        assert_eq!(duties.len(), 2, "{hot}");
        // Per circuit, at its flow (engine 1.14.0): (model, capacity at the
        // duty, its low end, rated kPa, rated L/min), selected on the low
        // end (decision 2026-11-28-estimate-margins).
        let condensing: Vec<&Value> = rows.iter().filter(|r| r["applicationType"] != "cooling").collect();
        assert_eq!(condensing.len(), 7, "the demo library's condensing plates");
        for (duty, circuit) in duties.iter().zip(answer["circuits"].as_array().unwrap()) {
            let flow = duty["flow"].as_f64().unwrap();
            let mut plates: Vec<(String, f64, f64, f64, f64)> = condensing
                .iter()
                .map(|r| {
                    let rated = r["capacityKw"].as_f64().unwrap() * 1000.0;
                    let at_duty =
                        condenser_capacity_at_duty(rated, "water", (30.0, 35.0), 45.0, flow).unwrap().unwrap();
                    let (kpa, rated_flow) =
                        (r["pressureDropKpa"].as_f64().unwrap(), r["ratedFlowLmin"].as_f64().unwrap());
                    (
                        r["model"].as_str().unwrap().to_string(),
                        at_duty.capacity,
                        at_duty.lower_bound.unwrap(),
                        kpa,
                        rated_flow,
                    )
                })
                .collect();
            plates.sort_by(|a, b| a.1.total_cmp(&b.1));
            let heat = duty["heatRejection"].as_f64().unwrap();
            let expected = plates.iter().find(|p| p.2 >= heat).expect("a demo plate rejects it");
            let selected = &duty["selected"];
            assert_eq!(selected["model"], expected.0.as_str(), "{duty}");
            assert!(expected.0.starts_with("PCD-"), "{duty}");
            assert!((selected["capacity"].as_f64().unwrap() - expected.1).abs() < 1e-6, "{duty}");
            assert!(selected["capacity"].as_f64().unwrap() > selected["ratedCapacity"].as_f64().unwrap(), "{duty}");
            assert_eq!(selected["capacityBasis"], "estimate", "{duty}");
            assert_eq!(selected["dutyCapacity"]["flow"].as_f64(), Some(flow), "the estimate is at the printed flow");
            let drop = &selected["waterPressureDrop"];
            assert!(
                (drop["kpa"].as_f64().unwrap() - pressure_drop_at(expected.3, expected.4, flow)).abs() < 1e-9,
                "{drop}"
            );
            assert_eq!(duty["approach"], 10.0);
            assert!(duty["selectionError"].is_null(), "{duty}");
            let limit = &circuit["compliance"]["limitedBy"];
            assert!(limit.is_null() || limit["component"] != "noCondenser", "{circuit}");
        }
        let flows: f64 = duties.iter().map(|d| d["flow"].as_f64().unwrap()).sum();
        assert!((flows - hot["requiredFlow"].as_f64().unwrap()).abs() < 1e-6, "the circuits share the hot side's flow");
        let warnings = answer["warnings"].as_array().unwrap();
        assert!(!warnings.iter().any(|w| w.as_str().unwrap().contains("no seleccionado")), "{warnings:?}");
    }
}

/// No plate in the catalogue condenses: each circuit has no condenser, its
/// verdict INSUFICIENTE limited by `noCondenser`, one warning per circuit
/// says why, and the charge estimates the plate condenser and says so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_water_cooled_chiller_without_a_condensing_plate_is_limited_by_it_on_both_stores() {
    for store in [TestStore::sqlite(), TestStore::postgres()] {
        let app = spawn_app(store).await;
        demo_catalogue(&app).await;
        let (status, saved) = status_and_json(app.post("/api/projects", &water_cooled_chiller(None, 40.0)).await).await;
        assert_eq!(status, 201, "{saved}");
        let answer = &saved["calculationResults"];
        for (i, duty) in
            answer["hotSide"]["condensers"].as_array().unwrap_or_else(|| panic!("{answer}")).iter().enumerate()
        {
            assert!(duty["selected"].is_null(), "{duty}");
            let error = duty["selectionError"].as_str().unwrap();
            assert!(
                error.starts_with(&format!(
                    "Sin condensador en el circuito {}: el catálogo no tiene intercambiadores de placas para condensar",
                    i + 1
                )),
                "{error}"
            );
            let compliance = &answer["circuits"][i]["compliance"];
            assert_eq!(compliance["status"], "INSUFICIENTE", "{compliance}");
            assert_eq!(compliance["limitedBy"]["component"], "noCondenser", "{compliance}");
        }
        assert_eq!(answer["compliance"]["status"], "INSUFICIENTE");
        assert_eq!(answer["compliance"]["limitedBy"]["component"], "noCondenser");
        let warnings: Vec<&str> = answer["warnings"].as_array().unwrap().iter().map(|w| w.as_str().unwrap()).collect();
        assert_eq!(
            warnings.iter().filter(|w| w.starts_with("Sin condensador en el circuito")).count(),
            2,
            "{warnings:?}"
        );
        // Issue 23 item 1 (engine 1.14.0): its condenser is estimated, as a
        // unit's without one chosen, and the charge says so.
        let rows = answer["refrigerantCharge"]["breakdown"].as_array().unwrap();
        let plate = rows.iter().find(|r| r["component"] == "Condensador de placas soldadas").expect("estimated");
        assert!(plate["note"].as_str().unwrap().starts_with("estimación: asignación de 0.05 kg/kW"), "{plate}");
        let guidance = answer["refrigerantCharge"]["guidance"].as_array().unwrap();
        assert!(
            guidance[0]
                .as_str()
                .unwrap()
                .starts_with("Condensador estimado (la selección automática no encontró ninguno)"),
            "{guidance:?}"
        );
    }
}

/// Defect 2 on the sheet (`ficha-13`): the tester's chiller prints a
/// hot-side table like the cold side's, per circuit the condenser model,
/// its heat, its capacity at the design condition, the flow in the hot
/// side's unit (m³/h), the water-side drop in kPa and the approach (45 − 35
/// = 10 K), with how they were found; an English sheet in I-P translates
/// it all.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sheet_prints_each_circuits_plate_condenser() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    demo_library(&app).await;
    let rows = exchangers(&app).await;
    let body = water_cooled_chiller(Some((&id_of(&rows, "PSD-40"), &id_of(&rows, "PSD-25"))), 45.0);
    let detail = detail_from_endpoints(&app, &body).await;
    let duties = detail["calculationResults"]["hotSide"]["condensers"].as_array().unwrap().clone();
    let pdf = ChromiumRenderer::new(ChromiumSettings::default());
    let bytes = pdf.render(&render_html(&sheet(&detail, &DesignSettings::default())).unwrap()).await.unwrap();
    let text = pdftotext(&bytes);
    let mut english = detail.clone();
    english["sheetUnits"] = json!("IP");
    english["sheetLanguage"] = json!("en");
    let en_bytes = pdf.render(&render_html(&sheet(&english, &DesignSettings::default())).unwrap()).await.unwrap();
    let en_text = pdftotext(&en_bytes);
    if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
        std::fs::write(format!("{dir}/chiller-agua-2c.pdf"), &bytes).unwrap();
        std::fs::write(format!("{dir}/chiller-agua-2c.txt"), &text).unwrap();
        std::fs::write(format!("{dir}/chiller-agua-2c-ipen.pdf"), &en_bytes).unwrap();
        std::fs::write(format!("{dir}/chiller-agua-2c-ipen.txt"), &en_text).unwrap();
    }
    let cells = words(&pdftotext_raw(&bytes));
    let header = "Circuito Condensador de placas Calor a rechazar Capacidad Caudal Caída de presión Aproximación";
    assert!(cells.contains(header), "{cells}");
    for (i, duty) in duties.iter().enumerate() {
        let selected = &duty["selected"];
        let model = selected["model"].as_str().unwrap();
        let row = row_with(&text, model);
        assert!(row.starts_with(&format!("Circuito {}", i + 1)), "{row}\n{text}");
        let kw = |w: f64| format!("{:.2} kW", w / 1000.0);
        assert!(row.contains(&kw(duty["heatRejection"].as_f64().unwrap())), "{row}");
        assert!(row.contains(&format!("{} (estimación)", kw(selected["capacity"].as_f64().unwrap()))), "{row}");
        assert!(row.contains(&format!("{:.2} m³/h", duty["flow"].as_f64().unwrap() * 0.06)), "{row}");
        assert!(row.contains(&format!("{:.1} kPa", selected["waterPressureDrop"]["kpa"].as_f64().unwrap())), "{row}");
        assert!(row.contains("10.0 K"), "{row}");
    }
    assert!(cells.contains("Condensadores de placas: el más pequeño del catálogo"), "{cells}");
    assert!(cells.contains("ASHRAE, HVAC Systems and Equipment, cap. 39"), "{cells}");
    assert!(!text.contains("no seleccionado"), "{text}");
    let en_cells = words(&pdftotext_raw(&en_bytes));
    assert!(en_cells.contains("Plate condenser Heat to reject"), "{en_cells}");
    assert!(en_cells.contains("Plate condensers: the smallest in the catalogue"), "{en_cells}");
    assert!(!en_text.contains("Condensador de placas") && !en_text.contains("(estimación)"), "{en_text}");
}

/// The review of engine 1.13.0, on both stores: a hot side entering at or
/// above its leaving temperature is a 422 naming `hotSide.tempIn` (it
/// selected no plate and said nothing), and a hot side without its
/// temperatures is saved with a warning that no plate condenser is selected
/// or checked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hot_side_that_does_not_warm_is_refused_and_one_without_temperatures_is_said_on_both_stores() {
    for store in [TestStore::sqlite(), TestStore::postgres()] {
        let app = spawn_app(store).await;
        demo_catalogue(&app).await;
        demo_library(&app).await;
        let mut body = water_cooled_chiller(None, 45.0);
        body["chillerConfig"]["hotSide"]["tempIn"] = json!(35);
        body["chillerConfig"]["hotSide"]["tempOut"] = json!(30);
        let (status, error) = status_and_json(app.post("/api/projects", &body).await).await;
        assert_eq!(status, 422, "{error}");
        assert!(
            error["message"].as_str().unwrap().contains(
                "La temperatura de entrada del fluido del lado caliente (35 °C) debe ser menor que la de salida (30 °C)"
            ),
            "{error}"
        );
        // The calculation itself names the field.
        let mut chiller = json!({"refrigerant": "R134a", "chillerConfig": body["chillerConfig"].clone()});
        chiller["chillerConfig"]["condTemp"] = json!(45);
        let (status, error) = status_and_json(app.post("/api/chillers/calculate", &chiller).await).await;
        assert_eq!(
            (status, error["code"].as_str(), error["field"].as_str()),
            (422, Some("calculation.hot_side_not_warmed"), Some("hotSide.tempIn")),
            "{error}"
        );

        let mut body = water_cooled_chiller(None, 45.0);
        body["chillerConfig"]["hotSide"] = json!({"fluidType": "water", "flowRateUnit": "m3h"});
        let (status, saved) = status_and_json(app.post("/api/projects", &body).await).await;
        assert_eq!(status, 201, "{saved}");
        let warnings = saved["calculationResults"]["warnings"].as_array().unwrap();
        assert!(
            warnings
                .iter()
                .filter_map(Value::as_str)
                .any(|w| w.starts_with("Lado caliente sin temperaturas de entrada y salida")),
            "{warnings:?}"
        );
    }
}
