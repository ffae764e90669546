use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app, status_and_json, TestApp};
use crate::on_both_stores;
use crate::support::TestStore;

on_both_stores!(
    company_settings_start_from_the_preset_and_persist_across_restarts,
    company_settings_refuse_a_blank_name_and_an_invalid_email,
    company_settings_keep_the_number_locale,
    refrigerant_texts_print_in_the_company_number_locale,
    design_config_starts_from_the_spec_defaults_and_keeps_its_versions,
    design_config_refuses_an_invalid_colour_at_its_field,
    design_upload_answers_a_url_that_serves_the_image,
);

pub async fn save_company(app: &TestApp, body: &Value) -> reqwest::Response {
    app.post("/api/company-settings", body).await
}

pub async fn save_design(app: &TestApp, body: &Value) -> reqwest::Response {
    app.post("/api/design-config", body).await
}

pub async fn design_upload(app: &TestApp, name: &str, mime: &str, bytes: &[u8]) -> reqwest::Response {
    let part = reqwest::multipart::Part::bytes(bytes.to_vec()).file_name(name.to_string()).mime_str(mime).unwrap();
    let form = reqwest::multipart::Form::new().part("file", part);
    app.client.post(app.url("/api/design-config/upload")).multipart(form).send().await.unwrap()
}

/// A real 1×1 red PNG.
pub const RED_PIXEL_PNG: &[u8] = &[
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49,
    0x44, 0x41, 0x54, 0x08, 0xD7, 0x63, 0xF8, 0xCF, 0xC0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00, 0x18, 0xDD, 0x8D, 0xB0,
    0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
];

async fn company_settings_start_from_the_preset_and_persist_across_restarts(store: TestStore) {
    let mut app = spawn_app(store).await;
    let (status, fresh) = status_and_json(app.get("/api/company-settings").await).await;
    assert_eq!(status, 200);
    assert_eq!(
        fresh,
        json!({"companyName": "Fichas Técnicas Refrigeración", "email": "", "phone": "", "website": "", "numberLocale": "es-MX",
               "jurisdiction": "other", "appVersion": "1.0.0", "lastUpdate": "Enero 2025", "version": 0, "updatedAt": null})
    );
    let body = json!({"companyName": " Frío Industrial SA ", "email": "ventas@frio.example", "phone": "555 123", "website": "frio.example"});
    let (status, saved) = status_and_json(save_company(&app, &body).await).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["companyName"], "Frío Industrial SA");
    assert_eq!(saved["version"], 1);
    assert!(saved["updatedAt"].is_string());
    app.restart().await;
    let (_, again) = status_and_json(app.get("/api/company-settings").await).await;
    assert_eq!(again, saved);
}

async fn company_settings_refuse_a_blank_name_and_an_invalid_email(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, body) = status_and_json(save_company(&app, &json!({"companyName": "  ", "email": ""})).await).await;
    assert_eq!(status, 422);
    assert_error(&body, "company_settings.name_required", "El nombre de la empresa es requerido");
    assert_eq!(body["field"], "companyName");
    let (status, body) =
        status_and_json(save_company(&app, &json!({"companyName": "Frío", "email": "ventas@"})).await).await;
    assert_eq!(status, 422);
    assert_error(&body, "company_settings.invalid_email", "Correo electrónico inválido");
    assert_eq!(body["field"], "email");
    let (_, unchanged) = status_and_json(app.get("/api/company-settings").await).await;
    assert_eq!(unchanged["version"], 0);
}

async fn company_settings_keep_the_number_locale(store: TestStore) {
    let mut app = spawn_app(store).await;
    let (status, saved) = status_and_json(save_company(&app, &json!({"numberLocale": "es-ES"})).await).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["numberLocale"], "es-ES");
    assert_eq!(saved["companyName"], "Fichas Técnicas Refrigeración");
    // A save that leaves the locale out keeps it.
    let (status, saved) = status_and_json(save_company(&app, &json!({"phone": "555 123"})).await).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!((saved["numberLocale"].as_str(), saved["version"].as_u64()), (Some("es-ES"), Some(2)));
    for tag in ["en-US", "es", "es_ES", ""] {
        let (status, body) = status_and_json(save_company(&app, &json!({"numberLocale": tag})).await).await;
        assert_eq!(status, 422, "{tag}: {body}");
        assert_error(
            &body,
            "company_settings.unknown_number_locale",
            "Formato numérico no válido: use es-MX, es-ES, es-AR, es-CL o es-CO",
        );
        assert_eq!(body["field"], "numberLocale");
    }
    let (status, saved) = status_and_json(save_company(&app, &json!({"numberLocale": "es-CO"})).await).await;
    assert_eq!((status, saved["numberLocale"].as_str()), (200, Some("es-CO")));
    app.restart().await;
    let (_, again) = status_and_json(app.get("/api/company-settings").await).await;
    assert_eq!(again["numberLocale"], "es-CO");
    assert_eq!(again["version"], 3);
}

async fn refrigerant_texts_print_in_the_company_number_locale(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, generated) =
        status_and_json(app.post("/api/refrigerants-library/generate/R404A", &json!({})).await).await;
    assert_eq!(status, 200, "{generated}");
    let description = generated["description"].as_str().unwrap().to_string();
    assert!(description.contains("Punto de ebullición normal -46.2 °C"), "{description}");
    assert!(description.contains("Deslizamiento de temperatura 0.8 K"), "{description}");
    assert_eq!(save_company(&app, &json!({"numberLocale": "es-ES"})).await.status(), 200);
    let (_, row) = status_and_json(app.get("/api/refrigerants-library/code/R404A").await).await;
    let description = row["description"].as_str().unwrap().to_string();
    assert!(description.contains("Punto de ebullición normal -46,2 °C"), "{description}");
    assert!(description.contains("temperatura crítica 72,1 °C"), "{description}");
    let listed = app.list("/api/refrigerants-library").await;
    let r404a = listed.iter().find(|r| r["id"] == "R404A").expect("R404A listed");
    let listed_description = r404a["description"].as_str().unwrap();
    assert_eq!(listed_description, description);
}

async fn design_config_starts_from_the_spec_defaults_and_keeps_its_versions(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, fresh) = status_and_json(app.get("/api/design-config").await).await;
    assert_eq!(status, 200);
    assert_eq!(
        fresh,
        json!({"headerColor": "#2980b9", "footerColor": "#34495e", "accentColor": "#3498db", "logoPosition": "top-left",
               "footerText": "", "logoUrl": "", "rackImageUrl": "", "condensingUnitImageUrl": "", "chillerImageUrl": "",
               "heatPumpImageUrl": "", "motorCompressorImageUrl": "", "traceabilityAppendix": false, "version": 0, "updatedAt": null})
    );
    let (status, first) = status_and_json(
        save_design(
            &app,
            &json!({"headerColor": "#C0392B", "logoPosition": "top-center", "footerText": "Garantía 2 años"}),
        )
        .await,
    )
    .await;
    assert_eq!(status, 200, "{first}");
    assert_eq!(
        (first["headerColor"].as_str(), first["logoPosition"].as_str(), first["version"].as_u64()),
        (Some("#c0392b"), Some("top-center"), Some(1))
    );
    let (_, second) = status_and_json(save_design(&app, &json!({"accentColor": "#112233"})).await).await;
    assert_eq!(second["version"], 2);
    assert_eq!(second["headerColor"], "#c0392b", "a field left out keeps its value");
    let (_, same) = status_and_json(save_design(&app, &json!({"accentColor": "#112233"})).await).await;
    assert_eq!(same["version"], 2, "a save that changes nothing records nothing");
}

async fn design_config_refuses_an_invalid_colour_at_its_field(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, body) = status_and_json(save_design(&app, &json!({"footerColor": "azul"})).await).await;
    assert_eq!(status, 422);
    assert_error(&body, "design_config.invalid_color", "Color inválido: use el formato #RRGGBB");
    assert_eq!(body["field"], "footerColor");
    let (status, body) =
        status_and_json(save_design(&app, &json!({"logoUrl": "https://cdn.example/logo.png"})).await).await;
    assert_eq!(status, 422);
    assert_eq!(body["field"], "logoUrl");
}

async fn design_upload_answers_a_url_that_serves_the_image(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, body) = status_and_json(design_upload(&app, "logo.png", "image/png", RED_PIXEL_PNG).await).await;
    assert_eq!(status, 200, "{body}");
    let url = body["url"].as_str().unwrap();
    assert_eq!(body.as_object().unwrap().len(), 1, "the answer is {{url}}: {body}");
    assert!(url.starts_with("/api/objects/public/") && url.ends_with(".png"), "{url}");
    let served = app.get(url).await;
    assert_eq!(served.status(), 200);
    assert_eq!(served.headers()["content-type"], "image/png");
    assert_eq!(served.bytes().await.unwrap().as_ref(), RED_PIXEL_PNG);
    let (status, saved) = status_and_json(save_design(&app, &json!({"logoUrl": url})).await).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["logoUrl"], url);
    let (status, body) = status_and_json(design_upload(&app, "notas.txt", "text/plain", b"hola").await).await;
    assert_eq!(status, 422);
    assert_error(
        &body,
        "upload.unsupported_type",
        "Tipo de archivo no soportado. Solo se permiten imágenes (PNG, JPG o SVG)",
    );
}
