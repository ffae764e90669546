//! The import corpus (issue 27): data sheets and P–T charts made by several
//! tools with several fonts (tools/corpus/generate.py, which writes what
//! each file states into tests/corpus/expected.json from its inputs). Every
//! file is read as an upload is, through poppler and tesseract
//! (tools/deps.sh), and compared with what it states.

use std::path::PathBuf;

use app::ports::{CatalogueExtractor, CatalogueFile, DocumentKind, TextExtractor};
use domain::compressor::envelope::EnvelopePoint;
use domain::compressor::model::Polynomial;
use domain::compressor::set_reading::SetReading;
use domain::properties::dataset;
use domain::refrigerant::pt_chart::{compare_chart, parse_chart, ChartSource, PressureBasis, TemperatureUnit};
use domain::units::fahrenheit_to_celsius;
use infra::extract::LocalTextExtractor;
use infra::importers::LocalCatalogueExtractor;
use serde_json::Value;

fn corpus() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

fn expected() -> Value {
    serde_json::from_slice(&std::fs::read(corpus().join("expected.json")).unwrap()).unwrap()
}

fn numbers(v: &Value) -> Vec<f64> {
    v.as_array().unwrap().iter().map(|x| x.as_f64().unwrap()).collect()
}

fn coefficients(p: &SetReading) -> Vec<f64> {
    p.coefficients.iter().map(|c| c.unwrap()).collect()
}

#[tokio::test]
async fn every_data_sheet_of_the_corpus_gives_its_coefficients_and_envelope() {
    let all = expected();
    let sheets = all["datasheets"].as_array().unwrap();
    assert!(sheets.len() >= 8);
    for sheet in sheets {
        let file = sheet["file"].as_str().unwrap();
        let bytes = std::fs::read(corpus().join(file)).unwrap();
        let scratch = tempfile::tempdir().unwrap();
        let found = LocalCatalogueExtractor::new(LocalTextExtractor::new(scratch.path().to_path_buf()))
            .polynomials(&bytes, CatalogueFile::Document(DocumentKind::Pdf))
            .await
            .unwrap();
        assert_eq!(found.polynomials.len(), 2, "{file}: {:?}", found.warnings);
        let (capacity, power) = (&found.polynomials[0], &found.polynomials[1]);
        assert_eq!(capacity.parameter.as_deref(), Some("coolingCapacity"), "{file}");
        assert_eq!(power.parameter.as_deref(), Some("powerInput"), "{file}");
        assert_eq!(coefficients(capacity), numbers(&sheet["capacity"]), "{file}");
        assert_eq!(coefficients(power), numbers(&sheet["power"]), "{file}");
        let ip = sheet["unitSystem"] == "ip";
        let celsius = |v: f64| if ip { fahrenheit_to_celsius(v) } else { v };
        for set in &found.polynomials {
            assert_eq!(set.refrigerant.as_deref(), sheet["refrigerant"].as_str(), "{file}");
            if sheet["unplaced"] == true {
                assert!(set.evap_temp_min.is_none() && set.envelope_polygon.is_none(), "{file}: nothing is guessed");
                continue;
            }
            let imported = Polynomial::from_draft("p1".into(), set.clone().into_draft(), None, None).unwrap();
            let evap = numbers(&sheet["evap"]);
            let cond = numbers(&sheet["cond"]);
            let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
            assert!(
                close(imported.evap_temp_min, celsius(evap[0]))
                    && close(imported.evap_temp_max, celsius(evap[1]))
                    && close(imported.cond_temp_min, celsius(cond[0]))
                    && close(imported.cond_temp_max, celsius(cond[1])),
                "{file}: {imported:?}"
            );
            let polygon: Option<Vec<EnvelopePoint>> = sheet["polygon"].as_array().map(|points| {
                points
                    .iter()
                    .map(|p| EnvelopePoint { to: p[0].as_f64().unwrap(), tc: p[1].as_f64().unwrap() })
                    .collect()
            });
            assert_eq!(imported.envelope_polygon, polygon, "{file}");
        }
        if sheet["unplaced"] == true {
            assert_eq!(found.envelope_unplaced.len(), 1, "{file}: {:?}", found.envelope_unplaced);
            assert!(found.envelope_unplaced[0].starts_with("Rango de aplicación"), "{file}");
        } else {
            assert!(found.envelope_unplaced.is_empty(), "{file}: {:?}", found.envelope_unplaced);
            assert!(!found.envelope_sources.is_empty(), "{file}");
        }
    }
}

fn source(extraction: &str) -> ChartSource {
    ChartSource {
        file_name: "corpus.pdf".into(),
        sha256: "x".into(),
        media_type: "application/pdf".into(),
        extraction: extraction.into(),
    }
}

#[tokio::test]
async fn every_chart_of_the_corpus_gives_every_row_on_its_basis() {
    let all = expected();
    let charts = all["charts"].as_array().unwrap();
    assert!(charts.len() >= 4);
    for chart in charts {
        let file = chart["file"].as_str().unwrap();
        let bytes = std::fs::read(corpus().join(file)).unwrap();
        let scratch = tempfile::tempdir().unwrap();
        let document = LocalTextExtractor::new(scratch.path().to_path_buf())
            .extract_text(&bytes, DocumentKind::Pdf)
            .await
            .unwrap();
        let text = &document.text;
        assert_eq!(document.ocr, chart["extraction"] == "ocr", "{file}");
        let parsed = parse_chart(text);
        let code = chart["code"].as_str().unwrap();
        let read = compare_chart(&parsed, dataset().refrigerant(code).unwrap(), "h", source("ocr"));
        let basis = if chart["basis"] == "manométrica" { PressureBasis::Gauge } else { PressureBasis::Absolute };
        assert_eq!((read.pressure_basis, read.basis_inferred), (basis, false), "{file}: {text}");
        assert_eq!(read.atmospheric_pressure, chart["atmosphere"].as_f64(), "{file}");
        assert_eq!(read.atmospheric_pressure_stated, chart["atmosphereStated"] == true, "{file}");
        let unit =
            if chart["temperatureUnit"] == "°F" { TemperatureUnit::Fahrenheit } else { TemperatureUnit::Celsius };
        assert_eq!(read.temperature_unit, unit, "{file}");
        // Every row of the chart is there: none dropped, whatever OCR made of it.
        let temps: Vec<f64> = read.rows.iter().map(|r| r.temp).collect();
        assert_eq!(temps, numbers(&chart["temps"]), "{file}: {text}");
        let (bubble, dew) = (numbers(&chart["bubble"]), numbers(&chart["dew"]));
        let two = chart["twoColumns"] == true;
        // Printed to 0.01 bar or 0.1 psi; a misread row may only be a suspect one.
        let mut suspect = 0;
        for (i, row) in read.rows.iter().enumerate() {
            let near = |got: Option<f64>, want: f64| got.is_some_and(|g| (g - want).abs() < 0.011);
            let right = near(row.dew_pressure, dew[i]) && (!two || near(row.bubble_pressure, bubble[i]));
            if row.suspect {
                suspect += 1;
            } else {
                assert!(right, "{file}: row {row:?} should be {} / {}\n{text}", bubble[i], dew[i]);
            }
        }
        assert!(suspect <= 2, "{file}: {suspect} doubtful rows\n{text}");
        assert!(read.max_deviation.unwrap() < 1.5, "{file}: {:?}", read.max_deviation);
    }
}
