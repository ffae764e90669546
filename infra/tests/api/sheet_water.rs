//! The chiller sheet's water side as its engineer reads it (issue 23,
//! leftovers of the water side): one flow unit wording on an I-P sheet,
//! every warning's flow in the sheet's unit, a glycol named by name and
//! concentration, on a Spanish SI and an English I-P sheet.

use app::ports::PdfRenderer;
use app::sheets::render::render_html;
use domain::design_config::DesignSettings;
use infra::pdf::{ChromiumRenderer, ChromiumSettings};
use serde_json::{json, Value};

use crate::helpers::{demo_catalogue, spawn_app, status_and_json, TestApp};
use crate::sheet_render::{demo_library, detail_from_endpoints, pdftotext, sheet};
use crate::sheet_units::flat;
use crate::support::TestStore;

/// A water-cooled chiller cooling 30 % ethylene glycol, its condensers
/// cooled by 30 % propylene glycol (a dry-cooler loop), both sides in
/// m³/h, the hot side's typed flow short of what its heat needs.
fn glycol_chiller(exchanger: &str) -> Value {
    json!({"name": "Chiller glicol", "equipmentType": "chiller", "refrigerant": "R134a", "voltage": 460,
    "condTemp": 45, "isPro": false, "proDescription": "", "designNotes": "", "designImages": [],
    "chillerConfig": {
        "capacityMethod": "direct", "chillerType": "agua-agua", "modelName": "", "numberOfCircuits": 1,
        "requiredCapacity": 30, "customer": "Lácteos del Valle", "responsable": "Ing. Ana Torres", "project": "Nave 2",
        "coldSide": {"fluidType": "MEG-30", "flowRateUnit": "m3h", "tempIn": 0, "tempOut": -4},
        "hotSide": {"fluidType": "MPG-30", "flowRate": 3, "flowRateUnit": "m3h", "tempIn": 30, "tempOut": 35},
        "circuits": [
            {"id": "1", "evapTemp": -9, "requiredCapacity": 30, "heatExchangerId": exchanger,
             "compressors": [{"id": "1", "model": "ZS45K4E-TF5", "type": "scroll"}, {"id": "2", "model": "ZS45K4E-TF5", "type": "scroll"}]}
        ]
    }})
}

async fn exchanger_id(app: &TestApp, model: &str) -> String {
    let (status, list) = status_and_json(app.get("/api/heat-exchangers").await).await;
    assert_eq!(status, 200, "{list}");
    let rows = list.as_array().or_else(|| list["items"].as_array()).expect("a list of exchangers").clone();
    rows.iter().find(|r| r["model"] == model).unwrap_or_else(|| panic!("no {model}"))["id"].as_str().unwrap().into()
}

async fn printed(detail: &Value, name: &str) -> String {
    let pdf = ChromiumRenderer::new(ChromiumSettings::default());
    let bytes = pdf.render(&render_html(&sheet(detail, &DesignSettings::default())).unwrap()).await.unwrap();
    let text = pdftotext(&bytes);
    if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
        std::fs::write(format!("{dir}/{name}.pdf"), &bytes).unwrap();
        std::fs::write(format!("{dir}/{name}.txt"), &text).unwrap();
        std::fs::write(format!("{dir}/{name}.json"), serde_json::to_string_pretty(detail).unwrap()).unwrap();
    }
    flat(&text)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_glycol_chiller_sheet_words_its_water_side_in_its_units() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    demo_library(&app).await;
    let body = glycol_chiller(&exchanger_id(&app, "PSD-40").await);
    let detail = detail_from_endpoints(&app, &body).await;
    let es = printed(&detail, "chiller-glycol-es").await;
    let mut english = detail.clone();
    english["sheetUnits"] = json!("IP");
    english["sheetLanguage"] = json!("en");
    let en = printed(&english, "chiller-glycol-ipen").await;
    let hot = &detail["calculationResults"]["hotSide"];
    let m3h = |lmin: &Value| format!("{:.2} m³/h", lmin.as_f64().unwrap() * 0.06);

    // Both sides in m³/h: every flow on the page in m³/h, the warnings' too.
    assert!(es.contains("Lado frío · Fluido Etilenglicol (MEG) al 30 % en masa"), "{es}");
    assert!(es.contains("Lado caliente · Fluido Propilenglicol (MPG) al 30 % en masa"), "{es}");
    let shortfall = format!(
        "Caudal del lado caliente insuficiente: 3.00 m³/h de Propilenglicol (MPG) al 30 % en masa para {} necesarios",
        m3h(&hot["requiredFlow"])
    );
    assert!(es.contains(&shortfall), "{shortfall}\n{es}");
    assert!(es.contains("Lado caliente · Caudal 3.00 m³/h"), "the typed flow as the others\n{es}");
    assert!(es.contains("el fluido saldría a"), "{es}");
    // The glycol hot side's drop is water's at the same flow, said so.
    let condenser = &hot["condensers"][0]["selected"];
    let drop = format!("{:.1} kPa (agua, estimación)", condenser["waterPressureDrop"]["kpa"].as_f64().unwrap());
    assert!(es.contains(&format!("{} {drop}", m3h(&hot["condensers"][0]["flow"]))), "{drop}\n{es}");
    assert!(es.contains("Caída de presión del fluido en el condensador"), "{es}");
    for absent in ["L/min", "Caudal de agua", "el agua saldría", "escalado del agua a Agua", "lado del agua escalado"]
    {
        assert!(!es.contains(absent), "'{absent}'\n{es}");
    }

    // I-P: one flow unit, GPM, in the tables and the warnings alike.
    assert!(en.contains("Cold side · Fluid Ethylene glycol (MEG) at 30 % by mass"), "{en}");
    assert!(en.contains("Hot side · Flow 13.2 GPM"), "3 m³/h = 13.21 GPM\n{en}");
    assert!(en.contains("Hot-side flow too low: 13.21 GPM of Propylene glycol (MPG) at 30 % by mass where"), "{en}");
    assert!(en.contains("(water's, estimate)"), "{en}");
    for absent in ["gal/min", "US gal", "L/min", "m³/h", "[Spanish, not translated]", "% en masa"] {
        assert!(!en.contains(absent), "'{absent}'\n{en}");
    }
}
