//! The optional language model: used only when configured, only where the
//! offline readers fall short, and tested against a fake OpenAI-compatible
//! server on loopback (no network).

use std::sync::{Arc, Mutex};

use app::ports::{CatalogueExtractor, CatalogueFile, DocumentKind, DocumentText, ExtractError, TextExtractor};
use app::server_config::LlmSettings;
use async_trait::async_trait;
use axum::routing::post;
use axum::{Json, Router};
use domain::compressor::model::{ExtractionMethod, TemperatureBasis};
use infra::importers::llm::LlmClient;
use infra::importers::LocalCatalogueExtractor;
use serde_json::{json, Value};

/// A document whose text is known in advance.
struct FixedText(&'static str);

#[async_trait]
impl TextExtractor for FixedText {
    async fn extract_text(&self, _: &[u8], _: DocumentKind) -> Result<DocumentText, ExtractError> {
        Ok(DocumentText { text: self.0.to_string(), ocr: false })
    }
}

/// Starts a fake `/v1/chat/completions` that answers `content` and records requests.
async fn fake_model(content: Value) -> (String, Arc<Mutex<Vec<Value>>>) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = seen.clone();
    let app = Router::new().route(
        "/v1/chat/completions",
        post(move |Json(body): Json<Value>| {
            let log = log.clone();
            let content = content.clone();
            async move {
                log.lock().unwrap().push(body);
                Json(json!({ "choices": [{ "message": { "role": "assistant", "content": format!("```json\n{content}\n```") } }] }))
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/v1", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (url, seen)
}

fn client(url: &str) -> Option<LlmClient> {
    Some(
        LlmClient::new(LlmSettings { url: url.into(), model: "modelo-local".into(), api_key: Some("clave".into()) })
            .unwrap(),
    )
}

#[tokio::test]
async fn the_model_reads_a_table_the_offline_reader_could_not() {
    let answer = json!({ "polynomials": [{ "refrigerant": "R449A", "parameter": "coolingCapacity", "c1": 25000, "c2": 850.2, "c3": -120.5,
        "c4": 10, "c5": -3, "c6": 0.5, "c7": 0.01, "c8": 0, "c9": 0, "c10": 0 }] });
    let (url, seen) = fake_model(answer).await;
    let extractor = LocalCatalogueExtractor::new(FixedText("")).with_llm(client(&url));
    let csv = b"Tabla de capacidad 4GE-23Y con R449A: 25000 + 850,2 to - 120,5 tc ...";
    let result = extractor.polynomials(csv, CatalogueFile::Csv).await.unwrap();
    assert_eq!(result.method, ExtractionMethod::Llm);
    assert_eq!(result.polynomials.len(), 1);
    assert_eq!(result.polynomials[0].refrigerant.as_deref(), Some("R449A"));
    let request = &seen.lock().unwrap()[0];
    assert_eq!(request["model"], "modelo-local");
    assert_eq!(request["temperature"], 0);
    assert!(request["messages"][1]["content"].as_str().unwrap().contains("4GE-23Y"));
}

/// Issue 21 item 9: the file's note on dew or mid-point temperatures
/// reaches the model's sets too, whatever the model answered.
#[tokio::test]
async fn the_models_sets_take_the_temperature_basis_the_file_states() {
    let answer = json!({ "polynomials": [{ "refrigerant": "R407F", "parameter": "coolingCapacity", "c1": 25000, "c2": 850.2, "c3": -120.5,
        "c4": 10, "c5": -3, "c6": 0.5, "c7": 0.01, "c8": 0, "c9": 0, "c10": 0 }] });
    let (url, _) = fake_model(answer).await;
    let extractor = LocalCatalogueExtractor::new(FixedText("")).with_llm(client(&url));
    let text = "Tabla de capacidad 4FES-5Y con R407F (temperaturas de punto medio): 25000 + 850,2 to - 120,5 tc ..."
        .as_bytes();
    let result = extractor.polynomials(text, CatalogueFile::Csv).await.unwrap();
    assert_eq!(result.method, ExtractionMethod::Llm);
    let basis = result.polynomials[0].rating.as_ref().and_then(|r| r.temperature_basis);
    assert_eq!(basis, Some(TemperatureBasis::MidPoint));
}

#[tokio::test]
async fn the_model_is_not_asked_when_the_offline_reader_succeeds_or_when_not_configured() {
    let (url, seen) = fake_model(json!({ "polynomials": [] })).await;
    let csv = b"refrigerant;c1;c2;c3;c4;c5;c6;c7;c8;c9;c10\nR404A;1;2;3;4;5;6;7;8;9;10\n";
    let with_model = LocalCatalogueExtractor::new(FixedText("")).with_llm(client(&url));
    assert_eq!(with_model.polynomials(csv, CatalogueFile::Csv).await.unwrap().method, ExtractionMethod::Csv);
    let offline = LocalCatalogueExtractor::new(FixedText(""));
    assert!(offline.polynomials(b"nada", CatalogueFile::Csv).await.unwrap().polynomials.is_empty());
    assert!(seen.lock().unwrap().is_empty());
}

#[tokio::test]
async fn the_model_fills_only_the_data_sheet_fields_the_reader_missed() {
    let answer = json!({ "model": "INVENTADO", "type": "scroll", "refrigerant": "R448A", "voltage": "460V" });
    let (url, seen) = fake_model(answer).await;
    let text = "Modelo: ZS21K4E-TF5\nCompresor de alta eficiencia para media temperatura\n";
    let extractor = LocalCatalogueExtractor::new(FixedText(text)).with_llm(client(&url));
    let sheet = extractor.datasheet(b"%PDF-1.4", DocumentKind::Pdf).await.unwrap();
    assert_eq!(sheet.method, ExtractionMethod::Llm);
    assert_eq!(sheet.compressor.model.as_deref(), Some("ZS21K4E-TF5"), "the offline reading wins");
    assert_eq!(sheet.compressor.refrigerant.as_deref(), Some("R448A"));
    assert_eq!(seen.lock().unwrap().len(), 1);
}
