//! How an answer recorded before a verdict was stated reads, against the
//! one table the web's mirror is tested with
//! (web/src/lib/fixtures/recorded-answers.json): the envelope's source
//! (`OperatingLimits::source`, engine 1.13.0), the compliance bands and the
//! shortfall (`ComplianceBand`, `Compliance::is_insufficient`, engine
//! 1.14.0), and the tool's default envelope the screens receive.

use serde_json::Value;

use super::performance::OperatingLimits;
use super::system::{Compliance, ComplianceBand};
use crate::compressor::envelope::{DefaultEnvelope, EnvelopeSource};

fn table() -> Value {
    serde_json::from_str(include_str!("../../../web/src/lib/fixtures/recorded-answers.json")).unwrap()
}

fn rows<'a>(table: &'a Value, name: &str) -> &'a Vec<Value> {
    let rows = table[name].as_array().unwrap();
    assert!(!rows.is_empty(), "{name}: no rows");
    rows
}

#[test]
fn the_tables_default_envelope_is_the_one_the_api_serves() {
    assert_eq!(serde_json::to_value(DefaultEnvelope::of_spec()).unwrap(), table()["defaultEnvelope"]);
}

#[test]
fn an_answers_envelope_source_reads_as_the_table_says() {
    let table = table();
    for row in rows(&table, "envelopeSources") {
        let limits: OperatingLimits = serde_json::from_value(row["limits"].clone()).unwrap();
        let expected: EnvelopeSource = serde_json::from_value(row["source"].clone()).unwrap();
        assert_eq!(limits.source(), expected, "{}", row["case"]);
    }
}

#[test]
fn a_percentage_falls_in_the_band_the_table_says() {
    let table = table();
    for row in rows(&table, "complianceBands") {
        let band = match ComplianceBand::of(row["percentage"].as_f64().unwrap()) {
            ComplianceBand::WithReserve => "withReserve",
            ComplianceBand::Adjusted => "adjusted",
            ComplianceBand::Insufficient => "insufficient",
        };
        assert_eq!(band, row["band"], "{}", row["percentage"]);
    }
}

#[test]
fn a_shortfall_reads_as_the_table_says() {
    let table = table();
    for row in rows(&table, "shortfalls") {
        let compliance: Compliance = serde_json::from_value(row["compliance"].clone()).unwrap();
        assert_eq!(compliance.is_insufficient(), row["insufficient"].as_bool().unwrap(), "{}", row["case"]);
    }
}
