//! An optional OpenAI-compatible language model that helps extraction when
//! the offline readers find nothing (or miss required data-sheet fields).
//! Off unless configured; every answer is reviewed by the user before saving.

use std::time::Duration;

use anyhow::{bail, Context};
use app::library::compressor_data::{CompressorInput, PolynomialInput};
use app::server_config::LlmSettings;
use domain::compressor::model::CompressorDraft;
use domain::compressor::set_reading::SetReading;
use serde::Deserialize;
use serde_json::{json, Value};

/// Longest document text sent to the model, in characters.
const MAX_TEXT: usize = 24_000;

const POLYNOMIALS_PROMPT: &str = "Eres un asistente que extrae coeficientes polinomiales de compresores de refrigeración \
(EN 12900 / AHRI 540) de tablas de fabricantes. Responde solo con JSON: {\"polynomials\": [{\"refrigerant\": \"R404A\", \
\"parameter\": \"coolingCapacity|powerInput|current|massFlow|dischargeTemp\", \"c1\": 0, ..., \"c10\": 0, \"evapTempMin\": null, \
\"evapTempMax\": null, \"condTempMin\": null, \"condTempMax\": null, \"unitSystem\": \"si|ip\"}]}. No inventes valores: \
si un dato no está en el texto, usa null.";

const DATASHEET_PROMPT: &str = "Eres un asistente que extrae datos de fichas técnicas de compresores de refrigeración. \
Responde solo con JSON con estos campos (null si el texto no lo indica, nunca inventes): {\"model\", \"brand\", \
\"type\": \"reciprocante|tornillo|scroll\", \"refrigerant\", \"voltage\", \"technicalData\": {\"displacement\", \"cylinders\", \
\"weight\", \"maxPressureHP\", \"maxPressureLP\", \"suctionConnection\", \"dischargeConnection\"}, \"motorData\": {\"phases\", \
\"frequency\", \"ratedCurrent\", \"startingCurrent\", \"power\", \"efficiency\", \"protectionType\"}, \"oilData\": {\"type\", \
\"charge\", \"service\"}, \"soundData\": {\"soundPowerLevel\", \"soundPressureLevel\"}, \"dimensions\": {\"length\", \"width\", \
\"height\", \"connectionHeight\"}} en unidades SI (kg, m³/h, bar, A, kW, L, dB, mm).";

pub struct LlmClient {
    http: reqwest::Client,
    settings: LlmSettings,
}

#[derive(Deserialize)]
struct Completion {
    choices: Vec<Choice>,
}

#[derive(Deserialize)]
struct Choice {
    message: Message,
}

#[derive(Deserialize)]
struct Message {
    content: String,
}

#[derive(Deserialize)]
struct PolynomialsAnswer {
    #[serde(default)]
    polynomials: Vec<PolynomialInput>,
}

/// The JSON object inside a model's answer (code fences and prose around it dropped).
fn json_in(content: &str) -> anyhow::Result<Value> {
    let start = content.find('{').context("the model's answer has no JSON object")?;
    let end = content.rfind('}').context("the model's answer has no JSON object")?;
    serde_json::from_str(&content[start..=end]).context("the model's answer is not valid JSON")
}

impl LlmClient {
    pub fn new(settings: LlmSettings) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(90))
            .build()
            .context("Failed to build the HTTP client")?;
        Ok(Self { http, settings })
    }

    async fn ask(&self, system: &str, text: &str) -> anyhow::Result<Value> {
        let text: String = text.chars().take(MAX_TEXT).collect();
        let body = json!({
            "model": self.settings.model,
            "temperature": 0,
            "response_format": { "type": "json_object" },
            "messages": [ { "role": "system", "content": system }, { "role": "user", "content": text } ],
        });
        let mut request = self.http.post(format!("{}/chat/completions", self.settings.url)).json(&body);
        if let Some(key) = &self.settings.api_key {
            request = request.bearer_auth(key);
        }
        let response = request.send().await.context("The language model did not answer")?;
        if !response.status().is_success() {
            bail!("The language model answered {}", response.status());
        }
        let completion: Completion =
            response.json().await.context("The language model's answer is not a chat completion")?;
        let content =
            completion.choices.into_iter().next().context("The language model gave no choice")?.message.content;
        json_in(&content)
    }

    /// The model answers in the review's JSON shape; its numbers are read.
    pub async fn polynomials(&self, text: &str) -> anyhow::Result<Vec<SetReading>> {
        let answer: PolynomialsAnswer =
            serde_json::from_value(self.ask(POLYNOMIALS_PROMPT, text).await?).context("Unexpected polynomial JSON")?;
        Ok(answer.polynomials.into_iter().map(SetReading::from).collect())
    }

    /// The model answers in the form's JSON shape; read as a draft.
    pub async fn datasheet(&self, text: &str) -> anyhow::Result<CompressorDraft> {
        let answer: CompressorInput =
            serde_json::from_value(self.ask(DATASHEET_PROMPT, text).await?).context("Unexpected data-sheet JSON")?;
        Ok(answer.into_draft())
    }
}

/// Fields the offline reader found win; the model only fills the gaps.
pub fn fill_gaps(found: CompressorDraft, model: CompressorDraft) -> CompressorDraft {
    CompressorDraft {
        model: found.model.or(model.model),
        brand: found.brand.or(model.brand),
        compressor_type: found.compressor_type.or(model.compressor_type),
        refrigerant: found.refrigerant.or(model.refrigerant),
        voltage: found.voltage.or(model.voltage),
        technical_data: found.technical_data.or(model.technical_data),
        motor_data: found.motor_data.or(model.motor_data),
        oil_data: found.oil_data.or(model.oil_data),
        sound_data: found.sound_data.or(model.sound_data),
        dimensions: found.dimensions.or(model.dimensions),
        available_options: found.available_options.or(model.available_options),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_find_the_json_inside_a_fenced_answer() {
        let value = json_in("Aquí está:\n```json\n{\"polynomials\": []}\n```").unwrap();
        assert_eq!(value, json!({ "polynomials": [] }));
        assert!(json_in("sin datos").is_err());
    }

    #[test]
    fn the_offline_reader_wins_over_the_model() {
        let found = CompressorDraft { model: Some("4GE-23Y".into()), ..Default::default() };
        let model =
            CompressorDraft { model: Some("otro".into()), refrigerant: Some("R404A".into()), ..Default::default() };
        let merged = fill_gaps(found, model);
        assert_eq!(merged.model.as_deref(), Some("4GE-23Y"));
        assert_eq!(merged.refrigerant.as_deref(), Some("R404A"));
    }
}
