//! Issue 23 item 3: the p-h diagram of a cycle, as points (GET /api/charts/ph)
//! and as the SVG the screen and the sheet show (GET /api/charts/ph.svg).

use serde_json::json;

use crate::helpers::{spawn_app, status_and_json};
use crate::on_both_stores;
use crate::sheet_settings::save_company;
use crate::support::TestStore;

on_both_stores!(
    the_ph_diagram_gives_the_four_points_and_the_dome,
    the_ph_diagram_svg_prints_in_the_company_number_locale,
    a_ph_diagram_query_without_its_data_names_the_field,
    an_ip_user_gets_the_ph_diagram_as_the_ip_sheet_draws_it,
    a_blend_is_on_the_iir_reference,
);

const R134A: &str = "refrigerant=R134a&evapTemp=-10&condTemp=40&superheat=0&subcooling=0&dischargeTemp=55";

async fn the_ph_diagram_gives_the_four_points_and_the_dome(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, body) = status_and_json(app.get(&format!("/api/charts/ph?{R134A}")).await).await;
    assert_eq!(status, 200, "{body}");
    let points = body["points"].as_array().unwrap();
    assert_eq!(points.len(), 4);
    let at = |i: usize, key: &str| points[i][key].as_f64().unwrap();
    // NIST R-134a: −10 °C 2.0060 bar, h″ 392.66 kJ/kg; 40 °C 10.166 bar, h′ 256.41 kJ/kg.
    assert!((at(0, "p") / 1e5 - 2.0060).abs() < 0.002, "{body}");
    assert!((at(0, "h") / 1e3 - 392.66).abs() < 0.3, "{body}");
    assert!((at(2, "p") / 1e5 - 10.166).abs() < 0.01, "{body}");
    assert!((at(2, "h") / 1e3 - 256.41).abs() < 0.3, "{body}");
    assert!((at(1, "t") - 55.0).abs() < 1e-6 && at(1, "p") == at(2, "p"));
    assert_eq!(at(3, "h"), at(2, "h"), "isenthalpic expansion");
    assert_eq!(body["dischargeIsentropic"], false);
    assert!(body["bubble"].as_array().unwrap().len() > 50 && body["dew"].as_array().unwrap().len() > 50);
}

async fn the_ph_diagram_svg_prints_in_the_company_number_locale(store: TestStore) {
    let app = spawn_app(store).await;
    let response = app.get(&format!("/api/charts/ph.svg?{R134A}")).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "image/svg+xml");
    let svg = response.text().await.unwrap();
    assert!(svg.contains("Diagrama p-h") && svg.contains("Presión (bar abs)"), "{svg}");
    assert!(svg.contains(">0.5<"), "es-MX by default: {svg}");
    assert_eq!(save_company(&app, &json!({"numberLocale": "es-AR"})).await.status(), 200);
    let svg = app.get(&format!("/api/charts/ph.svg?{R134A}")).await.text().await.unwrap();
    assert!(svg.contains(">0,5<"), "es-AR: {svg}");
}

async fn a_ph_diagram_query_without_its_data_names_the_field(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, body) =
        status_and_json(app.get("/api/charts/ph?refrigerant=R134a&evapTemp=-10&condTemp=40&subcooling=0").await).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["field"], "superheat", "{body}");
    assert_eq!(body["message"], "Sobrecalentamiento: dato requerido", "{body}");
    let (status, body) = status_and_json(
        app.get("/api/charts/ph?refrigerant=R134a&evapTemp=-10&condTemp=40&superheat=5&subcooling=-2").await,
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["field"], "subcooling", "{body}");
    let (status, body) = status_and_json(
        app.get("/api/charts/ph?refrigerant=R999&evapTemp=-10&condTemp=40&superheat=5&subcooling=0").await,
    )
    .await;
    assert!(status == 404 || status == 422, "{status} {body}");
}

/// Issue 24 item 3: the screen asks the chart in the user's I-P units, as
/// the I-P sheet draws it: psia and BTU/lb, h and s from ASHRAE's
/// reference (0 at the saturated liquid at -40 °F = -40 °C).
async fn an_ip_user_gets_the_ph_diagram_as_the_ip_sheet_draws_it(store: TestStore) {
    let app = spawn_app(store).await;
    let svg = app.get(&format!("/api/charts/ph.svg?{R134A}&units=IP")).await.text().await.unwrap();
    assert!(svg.contains("psia") && svg.contains("BTU/lb") && !svg.contains("bar abs"), "{svg}");
    let (_, si) = status_and_json(app.get(&format!("/api/charts/ph?{R134A}")).await).await;
    let (status, ip) = status_and_json(app.get(&format!("/api/charts/ph?{R134A}&units=IP")).await).await;
    assert_eq!(status, 200, "{ip}");
    let h = |body: &serde_json::Value, i: usize| body["points"][i]["h"].as_f64().unwrap();
    // NIST R-134a, IIR reference: h′(-40 °C) = 148.14 kJ/kg, h″(-10 °C) = 392.66 kJ/kg,
    // so 244.52 kJ/kg (105.1 BTU/lb) from ASHRAE's reference.
    assert!((h(&ip, 0) / 1e3 - 244.52).abs() < 0.3, "{ip}");
    assert!((h(&si, 0) - h(&ip, 0) - 148.14e3).abs() < 300.0, "{si} {ip}");
    assert_eq!(ip["points"][0]["p"], si["points"][0]["p"], "pressures and temperatures stay as they are");
    assert_eq!(ip["points"][0]["t"], si["points"][0]["t"]);
    let (status, refused) = status_and_json(app.get(&format!("/api/charts/ph?{R134A}&units=imperial")).await).await;
    assert_eq!(status, 422, "an unknown unit system is refused, not drawn in SI: {refused}");
    assert!(refused.to_string().contains("Unidades: debe ser SI o IP"), "{refused}");
}

/// Tester's defect 6, its query: R-404A at 0 °C saturated suction and 40 °C
/// condensing. IIR reference (h 200 kJ/kg, s 1 kJ/(kg·K) for the saturated
/// liquid at 0 °C, a blend's bubble point); CoolProp 8.0.0 (`R404A.mix`) on
/// it: point 1 6.003 bar, h 365.82 kJ/kg, s 1.6078 kJ/(kg·K); point 3 (bubble
/// at 18.146 bar) h 259.61 kJ/kg, s 1.1995. Before: 364.33 and 1.6720.
async fn a_blend_is_on_the_iir_reference(store: TestStore) {
    let app = spawn_app(store).await;
    let query = "refrigerant=R404A&evapTemp=0&condTemp=40&superheat=0&subcooling=0";
    let (status, body) = status_and_json(app.get(&format!("/api/charts/ph?{query}")).await).await;
    assert_eq!(status, 200, "{body}");
    let points = body["points"].as_array().unwrap();
    let at = |i: usize, key: &str| points[i][key].as_f64().unwrap();
    assert!((at(0, "p") / 1e5 - 6.003).abs() < 0.005, "{body}");
    assert!((at(0, "h") / 1e3 - 365.82).abs() < 0.05, "{body}");
    assert!((at(0, "s") / 1e3 - 1.6078).abs() < 0.0002, "{body}");
    assert!((at(2, "h") / 1e3 - 259.61).abs() < 0.05, "{body}");
    assert!((at(2, "s") / 1e3 - 1.1995).abs() < 0.0002, "{body}");
}
