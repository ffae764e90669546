use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app, status_and_json, TestApp};
use crate::on_both_stores;
use crate::sheet_settings::{save_company, RED_PIXEL_PNG};
use crate::support::TestStore;

on_both_stores!(
    an_uploaded_image_is_content_addressed_and_served_with_its_checked_type,
    an_uploaded_svg_is_sanitised_before_it_is_served,
    uploads_that_are_not_images_or_lie_about_their_type_are_refused,
    an_image_over_ten_megabytes_is_refused_with_the_spec_message,
    unknown_or_malformed_object_keys_are_not_found,
    the_envelope_chart_marks_the_duty_point,
    the_envelope_chart_writes_its_limits_in_the_company_number_locale,
);

pub async fn upload_object(app: &TestApp, name: &str, mime: &str, bytes: &[u8]) -> reqwest::Response {
    let part = reqwest::multipart::Part::bytes(bytes.to_vec()).file_name(name.to_string()).mime_str(mime).unwrap();
    let form = reqwest::multipart::Form::new().part("file", part);
    app.client.post(app.url("/api/objects/upload")).multipart(form).send().await.unwrap()
}

pub async fn envelope_chart(app: &TestApp, query: &str) -> reqwest::Response {
    app.get(&format!("/api/charts/envelope.svg?{query}")).await
}

async fn an_uploaded_image_is_content_addressed_and_served_with_its_checked_type(store: TestStore) {
    let mut app = spawn_app(store).await;
    let (status, first) = status_and_json(upload_object(&app, "rojo.png", "image/png", RED_PIXEL_PNG).await).await;
    assert_eq!(status, 200, "{first}");
    // Declared as something else, the same bytes land under the same key.
    let (_, second) =
        status_and_json(upload_object(&app, "blob", "application/octet-stream", RED_PIXEL_PNG).await).await;
    assert_eq!(first, second);
    let key = first["key"].as_str().unwrap();
    assert_eq!(first["url"], format!("/api/objects/public/{key}"));
    assert_eq!(key.len(), 64 + 4);
    app.restart().await;
    let served = app.get(first["url"].as_str().unwrap()).await;
    assert_eq!(served.status(), 200);
    assert_eq!(served.headers()["content-type"], "image/png");
    assert_eq!(served.headers()["x-content-type-options"], "nosniff");
    assert_eq!(served.bytes().await.unwrap().as_ref(), RED_PIXEL_PNG);
}

async fn an_uploaded_svg_is_sanitised_before_it_is_served(store: TestStore) {
    let app = spawn_app(store).await;
    let svg = br##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="fetch('https://x.example')"><script>alert(1)</script><rect width="10" height="10" fill="#c0392b"/></svg>"##;
    let (status, body) = status_and_json(upload_object(&app, "logo.svg", "image/svg+xml", svg).await).await;
    assert_eq!(status, 200, "{body}");
    let served = app.get(body["url"].as_str().unwrap()).await;
    assert_eq!(served.headers()["content-type"], "image/svg+xml");
    let text = served.text().await.unwrap();
    assert!(text.contains("<rect") && text.contains("#c0392b"), "{text}");
    assert!(!text.contains("script") && !text.contains("onload") && !text.contains("x.example"), "{text}");
}

async fn uploads_that_are_not_images_or_lie_about_their_type_are_refused(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, body) =
        status_and_json(upload_object(&app, "ficha.pdf", "application/pdf", b"%PDF-1.7 ...").await).await;
    assert_eq!(status, 422);
    assert_error(
        &body,
        "upload.unsupported_type",
        "Tipo de archivo no soportado. Solo se permiten imágenes (PNG, JPG o SVG)",
    );
    let (status, body) = status_and_json(upload_object(&app, "foto.jpg", "image/jpeg", RED_PIXEL_PNG).await).await;
    assert_eq!(status, 422);
    assert_error(
        &body,
        "upload.content_mismatch",
        "El contenido del archivo foto.jpg no corresponde a su tipo declarado",
    );
    let (status, body) = status_and_json(
        upload_object(&app, "roto.svg", "image/svg+xml", b"<svg xmlns=\"http://www.w3.org/2000/svg\"><g></svg>").await,
    )
    .await;
    assert_eq!(status, 422);
    assert_error(&body, "upload.invalid_svg", "La imagen SVG roto.svg no es válida");
    let empty = reqwest::multipart::Form::new().text("other", "x");
    let (status, body) =
        status_and_json(app.client.post(app.url("/api/objects/upload")).multipart(empty).send().await.unwrap()).await;
    assert_eq!(status, 422);
    assert_error(&body, "upload.missing", "Archivo requerido");
}

async fn an_image_over_ten_megabytes_is_refused_with_the_spec_message(store: TestStore) {
    let app = spawn_app(store).await;
    let mut big = RED_PIXEL_PNG.to_vec();
    big.resize(10 * 1024 * 1024 + 1, 0);
    let (status, body) = status_and_json(upload_object(&app, "grande.png", "image/png", &big).await).await;
    assert_eq!(status, 422);
    assert_error(&body, "upload.too_large", "El archivo grande.png excede el límite de 10MB");
}

async fn unknown_or_malformed_object_keys_are_not_found(store: TestStore) {
    let app = spawn_app(store).await;
    for key in [&format!("{}.png", "a".repeat(64)), "..%2F..%2Fetc%2Fpasswd", "abc.png"] {
        let (status, body): (u16, Value) = status_and_json(app.get(&format!("/api/objects/public/{key}")).await).await;
        assert_eq!(status, 404, "{key}");
        assert_eq!(body["code"], "route_not_found");
    }
}

async fn the_envelope_chart_marks_the_duty_point(store: TestStore) {
    let app = spawn_app(store).await;
    let inside = envelope_chart(&app, "evapMin=-40&evapMax=7.2&condMin=20&condMax=60&evap=-10&cond=40&label=C1").await;
    assert_eq!(inside.status(), 200);
    assert_eq!(inside.headers()["content-type"], "image/svg+xml");
    let svg = inside.text().await.unwrap();
    assert!(svg.contains("<polygon") && svg.contains("#27ae60") && svg.contains(">C1<"), "{svg}");
    let outside = envelope_chart(&app, "evapMin=-40&evapMax=7.2&condMin=20&condMax=60&evap=10&cond=40")
        .await
        .text()
        .await
        .unwrap();
    assert!(outside.contains("#c0392b") && outside.contains("fuera de rango"));
    let (status, body) =
        status_and_json(envelope_chart(&app, "evapMin=-40&evapMax=7.2&condMin=20&condMax=60&evap=-10").await).await;
    assert_eq!(status, 422);
    assert_error(&body, "query.invalid", "Temperatura de condensación: dato requerido");
    let (status, body) =
        status_and_json(envelope_chart(&app, "evapMin=5&evapMax=-5&condMin=20&condMax=60&evap=0&cond=40").await).await;
    assert_eq!(status, 422);
    assert_eq!(body["code"], "envelope.invalid_limits");
    // The maker's polygon (issue 23 item 4): -35/55 °C is inside both ranges, in the corner it cuts off.
    let limits = "evapMin=-40&evapMax=7.2&condMin=20&condMax=60&evap=-35&cond=55&label=ZF15";
    let polygon = "-40,20;-40,45;-20,60;7.2,60;7.2,20";
    let svg = envelope_chart(&app, &format!("{limits}&polygon={}", polygon.replace(';', "%3B"))).await;
    assert_eq!(svg.status(), 200);
    let svg = svg.text().await.unwrap();
    let corners = svg.split("<polygon points=\"").nth(1).and_then(|r| r.split('"').next()).unwrap();
    assert_eq!(corners.split(' ').count(), 5, "{svg}");
    assert!(svg.contains("ZF15 · fuera de rango") && svg.contains("#c0392b"), "{svg}");
    let (status, body) =
        status_and_json(envelope_chart(&app, &format!("{limits}&polygon=-40,20%3B-40,45")).await).await;
    assert_eq!(status, 422);
    assert_eq!((&body["code"], &body["field"]), (&json!("envelope.invalid_polygon"), &json!("polygon")), "{body}");
}

async fn the_envelope_chart_writes_its_limits_in_the_company_number_locale(store: TestStore) {
    let app = spawn_app(store).await;
    let query = "evapMin=-40.5&evapMax=7.2&condMin=20&condMax=60&evap=-10&cond=40&label=C1";
    let svg = envelope_chart(&app, query).await.text().await.unwrap();
    assert!(svg.contains(">Evap: -40.5 a 7.2 °C · Cond: 20 a 60 °C<"), "es-MX by default: {svg}");
    assert_eq!(save_company(&app, &json!({"numberLocale": "es-AR"})).await.status(), 200);
    let svg = envelope_chart(&app, query).await.text().await.unwrap();
    assert!(svg.contains(">Evap: -40,5 a 7,2 °C · Cond: 20 a 60 °C<"), "es-AR: {svg}");
}

/// The form has one part, `file` (the OpenAPI schema says so): a file beside
/// other parts is refused, not half-read.
#[tokio::test]
async fn a_file_beside_other_form_parts_is_refused() {
    let app = spawn_app(TestStore::sqlite()).await;
    let part =
        reqwest::multipart::Part::bytes(RED_PIXEL_PNG.to_vec()).file_name("rojo.png").mime_str("image/png").unwrap();
    let form = reqwest::multipart::Form::new().part("file", part).text("other", "x");
    let (status, body) =
        status_and_json(app.client.post(app.url("/api/objects/upload")).multipart(form).send().await.unwrap()).await;
    assert_eq!(status, 400);
    assert_error(&body, "malformed_body", "El formulario solo admite el archivo (campo file)");
}
