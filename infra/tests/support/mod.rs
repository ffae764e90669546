//! Shared test support: a private PostgreSQL cluster started once per test
//! process from Debian's `postgresql` package, in a temporary folder on a
//! loopback port, and stopped when the process exits; the stores under test
//! and the fixtures more than one test binary builds.
#![allow(dead_code)]

pub mod postgres;

use std::path::PathBuf;

use app::library::compressors::CatalogueImport;
use infra::store::Database;
use serde_json::{json, Value};

/// A store under test and what keeps it alive.
pub enum TestStore {
    Sqlite(tempfile::TempDir),
    Postgres { url: String },
}

impl TestStore {
    pub fn sqlite() -> Self {
        Self::Sqlite(tempfile::tempdir().expect("Failed to create a temporary data folder"))
    }

    pub fn postgres() -> Self {
        Self::Postgres { url: postgres::fresh_database() }
    }

    pub fn data_dir(&self) -> PathBuf {
        match self {
            Self::Sqlite(dir) => dir.path().to_path_buf(),
            Self::Postgres { .. } => std::env::temp_dir(),
        }
    }

    pub fn settings_store(&self) -> app::server_config::StoreSettings {
        match self {
            Self::Sqlite(_) => app::server_config::StoreSettings::Embedded,
            Self::Postgres { url } => app::server_config::StoreSettings::Postgres { url: url.clone() },
        }
    }

    /// Opens (and migrates) the store; calling it again is a restart.
    pub async fn open(&self) -> Database {
        Database::open(&self.settings_store(), &self.data_dir()).await.expect("Failed to open the store under test")
    }

    /// Imports a compressor catalogue file of `tools/demo` as `fichas
    /// import-catalogue` does, opening the store beside any running server
    /// and closing it after; what was imported and what was skipped.
    pub async fn import_demo_catalogue(&self, file: &str) -> CatalogueImport {
        let db = self.open().await;
        let state = infra::wiring::app_state(&db, &self.data_dir());
        let summary = infra::catalogue_import::import_catalogue(&state, &demo_file(file), false, false)
            .await
            .unwrap()
            .expect("an import that is not `if_empty` always imports");
        db.close().await;
        summary
    }
}

/// A file of `tools/demo`, the demo data `make run` loads.
pub fn demo_file(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tools/demo").join(name)
}

/// A one-circuit rack project as the editor saves it: two 3DA3-075E-TFD of
/// the demo catalogue at −6.7 °C / 40 °C, 40 kW, R404A.
pub fn rack_body(name: &str) -> Value {
    json!({
        "name": name, "equipmentType": "rack", "voltage": 460, "refrigerant": "R404A", "condTemp": 40,
        "rackConfig": {
            "customer": "Supermercado Sur", "responsable": "Ing. Pérez", "pipeDistance": 25, "capacityControl": "STANDARD",
            "numberOfCircuits": 1, "accessories": {"oilSeparators": true},
            "liquidLinesConfig": {"numberOfLines": 1},
            "circuits": [{"id": 1, "evapTemp": -6.7, "requiredCapacity": 40,
                "compressors": [{"id": 1, "model": "3DA3-075E-TFD", "type": "reciprocante"}, {"id": 2, "model": "3DA3-075E-TFD", "type": "reciprocante"}],
                "suctionLinesConfig": {"numberOfLines": 1}}]
        },
        "isPro": true, "proDescription": "Modelo PRO", "designNotes": "Notas"
    })
}

/// The calculation request (POST /api/racks/calculate) the screen sends for
/// a rack project body such as `rack_body`.
pub fn rack_request(body: &Value) -> Value {
    json!({
        "circuits": body["rackConfig"]["circuits"], "condTemp": body["condTemp"], "refrigerant": body["refrigerant"],
        "voltage": body["voltage"], "pipeDistance": body["rackConfig"]["pipeDistance"],
        "liquidLinesConfig": body["rackConfig"]["liquidLinesConfig"], "capacityControl": body["rackConfig"]["capacityControl"]
    })
}

/// Declares one `#[tokio::test]` per store for an `async fn(TestStore)`.
#[macro_export]
macro_rules! on_both_stores {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name($crate::support::TestStore::sqlite()).await
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name($crate::support::TestStore::postgres()).await
                }
            )*
        }
    };
}

/// A one-page PDF with one text line per entry in the standard Type 1
/// Helvetica font (text poppler reads back), as a manufacturer's chart or
/// data sheet.
pub fn pdf_with_lines(lines: &[&str]) -> Vec<u8> {
    use lopdf::content::{Content, Operation};
    use lopdf::{dictionary, Document, Object, Stream};
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let font_id = doc.add_object(dictionary! {"Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Helvetica"});
    let resources_id = doc.add_object(dictionary! {"Font" => dictionary! {"F1" => font_id}});
    let mut operations = vec![];
    for (i, line) in lines.iter().enumerate() {
        let y = 780 - 16 * i64::try_from(i).unwrap();
        operations.push(Operation::new("BT", vec![]));
        operations.push(Operation::new("Tf", vec!["F1".into(), 11.into()]));
        operations.push(Operation::new("Td", vec![40.into(), y.into()]));
        operations.push(Operation::new("Tj", vec![Object::string_literal(*line)]));
        operations.push(Operation::new("ET", vec![]));
    }
    let content = Content { operations }.encode().unwrap();
    let content_id = doc.add_object(Stream::new(dictionary! {}, content));
    let page_id = doc.add_object(dictionary! {"Type" => "Page", "Parent" => pages_id, "Contents" => content_id});
    doc.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! {
            "Type" => "Pages", "Kids" => vec![page_id.into()], "Count" => 1,
            "Resources" => resources_id, "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
        }),
    );
    let catalog_id = doc.add_object(dictionary! {"Type" => "Catalog", "Pages" => pages_id});
    doc.trailer.set("Root", catalog_id);
    let mut bytes = Vec::new();
    doc.save_to(&mut bytes).unwrap();
    bytes
}
