//! Issue 23: a catalogue file of several models imported into ONE
//! compressor takes the sets of the model chosen, never every model's.

use domain::compressor::coefficients::from_energyplus;
use domain::compressor::set_reading::SetReading;
use serde_json::{json, Value};

use crate::helpers::{
    assert_error, confirm_polynomials, create_compressor, spawn_app, status_and_json, upload_polynomials,
};
use crate::on_both_stores;
use crate::support::TestStore;

on_both_stores!(
    a_csv_catalogue_of_three_models_imports_the_chosen_models_sets_alone,
    the_energyplus_catalogue_needs_a_model_and_marks_the_compressors,
);

const SAMPLE: &str = include_str!("../../../tools/demo/compressors-sample.idf");
const MODELS: [&str; 3] = ["06DR013", "06DR316", "2DL3-040E-TFD"];

/// A maker's catalogue as a CSV with a model column: the demo EnergyPlus
/// catalogue's capacity and power sets of three models (2DL3-040E-TFD for
/// R404A and R507), in EN 12900 order, as the whole-catalogue import reads it.
fn three_model_csv() -> (String, Vec<(String, f64)>) {
    let mut csv = String::from(
        "Modelo;Refrigerante;Parámetro;Evap min;Evap max;Cond min;Cond max;C1;C2;C3;C4;C5;C6;C7;C8;C9;C10\n",
    );
    let mut first_terms = Vec::new();
    for entry in infra::importers::idf::read_idf(SAMPLE) {
        let model = entry.compressor.model.clone().unwrap();
        if !MODELS.contains(&model.as_str()) {
            continue;
        }
        for set in entry.polynomials {
            let SetReading { refrigerant, parameter, coefficients, .. } = &set;
            let en = from_energyplus(&coefficients.map(Option::unwrap));
            let label = if parameter.as_deref() == Some("coolingCapacity") { "Capacidad [W]" } else { "Potencia [W]" };
            let limits = [set.evap_temp_min, set.evap_temp_max, set.cond_temp_min, set.cond_temp_max]
                .map(|v| v.unwrap().to_string());
            let terms: Vec<String> = en.iter().map(f64::to_string).collect();
            csv.push_str(&format!(
                "{model};{};{label};{};{}\n",
                refrigerant.as_deref().unwrap(),
                limits.join(";"),
                terms.join(";")
            ));
            first_terms.push((model.clone(), en[0]));
        }
    }
    (csv, first_terms)
}

async fn a_csv_catalogue_of_three_models_imports_the_chosen_models_sets_alone(store: TestStore) {
    let app = spawn_app(store).await;
    let row = create_compressor(&app, &json!({ "model": "06DR316", "brand": "Carlyle", "refrigerant": "R134a" })).await;
    let id = row["id"].as_str().unwrap();
    let (csv, first_terms) = three_model_csv();
    assert_eq!(first_terms.len(), 8, "{csv}");
    let (status, extraction) =
        status_and_json(upload_polynomials(&app, id, "catalogo.csv", "text/csv", csv.into_bytes()).await).await;
    assert_eq!(status, 200, "{extraction}");
    assert_eq!(
        extraction["models"],
        json!([
            { "name": "06DR013", "rows": [0, 1], "matchesCompressor": false },
            { "name": "06DR316", "rows": [2, 3], "matchesCompressor": true },
            { "name": "2DL3-040E-TFD", "rows": [4, 5, 6, 7], "matchesCompressor": false },
        ])
    );
    let polynomials = extraction["polynomials"].as_array().unwrap().clone();
    let models: Vec<&str> = polynomials.iter().map(|p| p["model"].as_str().unwrap()).collect();
    assert_eq!(models, first_terms.iter().map(|(m, _)| m.as_str()).collect::<Vec<_>>(), "each set says its model");
    assert_eq!(extraction["physicalFaults"], json!([]), "each model's sets are checked apart");

    // The whole file without a choice: refused, naming the models found.
    let all = json!({ "source": extraction["source"], "polynomials": polynomials });
    let (status, error) = status_and_json(confirm_polynomials(&app, id, &all).await).await;
    assert_eq!(status, 422);
    assert_error(
        &error,
        "import.model_required",
        "El archivo contiene 3 modelos (06DR013, 06DR316, 2DL3-040E-TFD): indique en «model» el modelo cuyos polinomios se importan a este compresor",
    );
    assert_eq!(error["field"], "model");
    // A client that drops the sets' models still meets the file's.
    let stripped: Vec<Value> = polynomials
        .iter()
        .map(|p| {
            let mut p = p.clone();
            p.as_object_mut().unwrap().remove("model");
            p
        })
        .collect();
    let body = json!({ "source": extraction["source"], "polynomials": stripped });
    let (status, error) = status_and_json(confirm_polynomials(&app, id, &body).await).await;
    assert_eq!((status, error["code"].as_str()), (422, Some("import.model_required")), "{error}");
    let body = json!({ "source": extraction["source"], "polynomials": stripped, "model": "06DR316" });
    let (status, error) = status_and_json(confirm_polynomials(&app, id, &body).await).await;
    assert_eq!((status, error["code"].as_str()), (422, Some("import.set_without_model")), "{error}");
    let body = json!({ "source": extraction["source"], "polynomials": polynomials, "model": "ZR72" });
    let (status, error) = status_and_json(confirm_polynomials(&app, id, &body).await).await;
    assert_eq!(status, 422);
    assert_error(
        &error,
        "import.model_not_in_file",
        "El modelo «ZR72» no está en el archivo; modelos encontrados: 06DR013, 06DR316, 2DL3-040E-TFD",
    );
    assert!(app.list(&format!("/api/compressors/{id}/polynomials")).await.is_empty(), "nothing was saved");

    // The chosen model (spelled as the catalogue import compares names): its two sets alone.
    let body = json!({ "source": extraction["source"], "polynomials": polynomials, "model": " 06dr316 " });
    let (status, saved_row) = status_and_json(confirm_polynomials(&app, id, &body).await).await;
    assert_eq!(status, 200, "{saved_row}");
    assert_eq!(saved_row["polynomialStats"], json!([{ "refrigerant": "R134a", "count": 2 }]));
    let saved = app.list(&format!("/api/compressors/{id}/polynomials")).await;
    let expected: Vec<f64> = first_terms.iter().filter(|(m, _)| m == "06DR316").map(|(_, c1)| *c1).collect();
    let got: Vec<f64> = saved.iter().map(|p| p["c1"].as_f64().unwrap()).collect();
    assert_eq!(got, expected);
}

async fn the_energyplus_catalogue_needs_a_model_and_marks_the_compressors(store: TestStore) {
    let app = spawn_app(store).await;
    let row = create_compressor(&app, &json!({ "model": "2dl3-040e-tfd", "refrigerant": "R404A" })).await;
    let id = row["id"].as_str().unwrap();
    let (status, extraction) = status_and_json(
        upload_polynomials(&app, id, "catalogo.idf", "application/octet-stream", SAMPLE.as_bytes().to_vec()).await,
    )
    .await;
    assert_eq!(status, 200, "{extraction}");
    let models = extraction["models"].as_array().unwrap();
    assert_eq!(models.len(), 26, "30 entries, grouped by model as the catalogue import groups them");
    let matching: Vec<&Value> = models.iter().filter(|m| m["matchesCompressor"] == true).collect();
    assert_eq!(matching.len(), 1);
    assert_eq!((&matching[0]["name"], matching[0]["rows"].as_array().unwrap().len()), (&json!("2DL3-040E-TFD"), 4));
    let body = json!({ "source": extraction["source"], "polynomials": extraction["polynomials"] });
    let (status, error) = status_and_json(confirm_polynomials(&app, id, &body).await).await;
    assert_eq!((status, error["code"].as_str()), (422, Some("import.model_required")), "{error}");
    let body =
        json!({ "source": extraction["source"], "polynomials": extraction["polynomials"], "model": "2DL3-040E-TFD" });
    let (status, saved_row) = status_and_json(confirm_polynomials(&app, id, &body).await).await;
    assert_eq!(status, 200, "{saved_row}");
    assert_eq!(
        saved_row["polynomialStats"],
        json!([{ "refrigerant": "R404A", "count": 2 }, { "refrigerant": "R507A", "count": 2 }])
    );
}
