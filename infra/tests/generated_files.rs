//! Importers on files made the way manufacturers make them, generated here
//! by more than one tool: Chromium's print to PDF (CID-keyed TrueType fonts,
//! Identity-H, Unicode minus signs), Chromium screenshots wrapped in a PDF
//! with no text layer (a scan), lopdf (Type 1 fonts) and CSV text with ';'
//! and ',' separators, decimal commas, Spanish and English labels and I-P
//! units. Every page names its font file (DejaVu Sans, Debian
//! `fonts-dejavu-core`, installed by tools/deps.sh).

mod support;

use std::path::Path;

use app::library::uploads::Upload;
use app::ports::BadFile;
use app::ports::{CatalogueExtractor, CatalogueFile, DocumentKind, ExtractError, TextExtractor};
use app::AppError;
use domain::compressor::coefficients::OutputUnit;
use domain::compressor::coefficients::UnitSystem;
use domain::compressor::model::Polynomial;
use domain::compressor::set_reading::SetReading;
use domain::properties::{dataset, ATMOSPHERIC_PA};
use domain::refrigerant::pt_chart::{compare_chart, parse_chart, ChartSource, PressureBasis, TemperatureUnit};
use infra::extract::LocalTextExtractor;
use infra::importers::LocalCatalogueExtractor;

const FONT: &str = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

fn page(body: &str, size: &str) -> String {
    assert!(Path::new(FONT).exists(), "{FONT} is missing: run tools/deps.sh test (Debian package fonts-dejavu-core)");
    format!(
        r#"<!doctype html><html><head><meta charset="utf-8"><style>
        @font-face {{ font-family: Named; src: url(file://{FONT}); }}
        @page {{ size: A3 landscape; margin: 10mm; }}
        body {{ font: {size} Named; color: black; background: white; margin: 24px; }}
        td, th {{ padding: 2px 22px; text-align: left; white-space: nowrap; }}
        </style></head><body>{body}</body></html>"#
    )
}

fn chromium(dir: &Path, html: &str, output: &[&str]) {
    let file = dir.join(format!("{}.html", uuid::Uuid::new_v4()));
    std::fs::write(&file, html).unwrap();
    let result = std::process::Command::new("/usr/bin/chromium")
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--no-first-run",
            "--no-pdf-header-footer",
        ])
        .args([
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--allow-file-access-from-files",
        ])
        .arg(format!("--user-data-dir={}", dir.join("profile").display()))
        .args(output)
        .arg(format!("file://{}", file.display()))
        .output()
        .expect("Chromium is needed for this test (Debian package chromium)");
    assert!(result.status.success(), "{}", String::from_utf8_lossy(&result.stderr));
}

/// Chromium's print to PDF: text with CID-keyed fonts.
fn printed_pdf(html: &str) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("out.pdf");
    chromium(dir.path(), html, &[&format!("--print-to-pdf={}", pdf.display())]);
    std::fs::read(pdf).unwrap()
}

/// A scan: each page a screenshot, printed into a PDF with no text layer.
fn scanned_pdf(pages: &[String]) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let mut images = String::new();
    for (i, html) in pages.iter().enumerate() {
        let png = dir.path().join(format!("page{i}.png"));
        chromium(dir.path(), html, &[&format!("--screenshot={}", png.display()), "--window-size=900,700"]);
        images.push_str(&format!(
            r#"<img src="file://{}" style="width: 100%; display: block; break-after: page">"#,
            png.display()
        ));
    }
    let wrapper = format!(r#"<!doctype html><html><body style="margin: 0">{images}</body></html>"#);
    let pdf = dir.path().join("scan.pdf");
    chromium(dir.path(), &wrapper, &[&format!("--print-to-pdf={}", pdf.display())]);
    std::fs::read(pdf).unwrap()
}

fn extractor() -> (LocalTextExtractor, tempfile::TempDir) {
    let scratch = tempfile::tempdir().unwrap();
    (LocalTextExtractor::new(scratch.path().to_path_buf()), scratch)
}

fn source() -> ChartSource {
    ChartSource {
        file_name: "pt.pdf".into(),
        sha256: "x".into(),
        media_type: "application/pdf".into(),
        extraction: "pdf-text".into(),
    }
}

fn comma(value: f64, decimals: usize) -> String {
    format!("{value:.decimals$}").replace('.', ",")
}

/// Unicode minus, as typesetters write negative numbers.
fn typeset(text: String) -> String {
    text.replace('-', "\u{2212}")
}

#[tokio::test]
async fn a_cid_font_chart_with_unicode_minus_signs_is_read_from_its_text_layer() {
    let data = dataset().refrigerant("R404A").unwrap();
    let temps = [-40, -30, -20, -10, 0, 10, 20, 30, 40, 50];
    let rows: String = temps
        .iter()
        .map(|&t| {
            let (bubble, dew) = data.pressures(f64::from(t)).unwrap();
            let gauge = |pa: f64| (pa - ATMOSPHERIC_PA) / 1e5;
            format!(
                "<tr><td>{}</td><td>{}</td><td>{}</td></tr>",
                typeset(t.to_string()),
                comma(gauge(bubble), 2),
                comma(gauge(dew), 2)
            )
        })
        .collect();
    let html = page(
        &format!(
            "<h3>R404A · Tabla de presión–temperatura</h3><p>Presión manométrica</p>\
             <table><tr><th>Temperatura °C</th><th>Líquido (burbuja) bar</th><th>Vapor (rocío) bar</th></tr>{rows}</table>"
        ),
        "13px",
    );
    let pdf = printed_pdf(&html);
    assert!(pdf.windows(10).any(|w| w == b"Identity-H"), "Chromium wrote CID-keyed fonts");
    let (reader, _scratch) = extractor();
    let document = reader.extract_text(&pdf, DocumentKind::Pdf).await.unwrap();
    assert!(!document.ocr);
    assert!(document.text.contains('\u{2212}'), "the text layer keeps the Unicode minus: {}", document.text);
    let parsed = parse_chart(&document.text);
    assert_eq!(parsed.temperature_unit, TemperatureUnit::Celsius);
    assert_eq!(parsed.pressure_basis, Some(PressureBasis::Gauge));
    let chart = compare_chart(&parsed, data, "h", source());
    let read: Vec<f64> = chart.rows.iter().map(|r| r.temp).collect();
    assert_eq!(read, temps.map(f64::from), "{}", document.text);
    assert!(chart.rows.iter().all(|r| !r.suspect && r.deviation.unwrap() < 2.0), "{:?}", chart.rows);
}

#[tokio::test]
async fn a_scanned_fahrenheit_chart_is_read_page_by_page_and_never_as_celsius() {
    let data = dataset().refrigerant("R134a").unwrap();
    let psig = |f: i32| {
        let c = (f64::from(f) - 32.0) / 1.8;
        (data.pressures(c).unwrap().1 - ATMOSPHERIC_PA) / 1e5 / 0.068_947_572_9
    };
    let table = |temps: &[i32]| {
        let rows: String = temps.iter().map(|&t| format!("<tr><td>{t}</td><td>{:.1}</td></tr>", psig(t))).collect();
        page(&format!("<table><tr><th>Temp °F</th><th>R134a psig</th></tr>{rows}</table>"), "28px")
    };
    let first = [0, 10, 20, 30, 40];
    let second = [50, 60, 70, 80, 90, 100];
    let pdf = scanned_pdf(&[table(&first), table(&second)]);
    let (reader, _scratch) = extractor();
    let document = reader.extract_text(&pdf, DocumentKind::Pdf).await.unwrap();
    assert!(document.ocr, "no text layer: read by OCR");
    let chart = compare_chart(&parse_chart(&document.text), data, "h", source());
    assert_eq!(chart.temperature_unit, TemperatureUnit::Fahrenheit, "{}", document.text);
    let trusted: Vec<_> = chart.rows.iter().filter(|r| !r.suspect).collect();
    assert!(trusted.len() >= 9, "both pages read: {}", document.text);
    assert!(trusted.iter().all(|r| r.deviation.unwrap() < 2.0), "{:?}", chart.rows);
    assert!(chart.max_deviation.unwrap() < 2.0);
}

#[tokio::test]
async fn a_data_sheet_printed_by_chromium_is_read_by_label() {
    let html = page(
        "<h2>BITZER · Ficha técnica</h2><table>\
         <tr><td>Modelo</td><td>4FES-5Y</td><td>Refrigerantes</td><td>R134a, R404A, R507A</td></tr>\
         <tr><td>Tensión</td><td>380-420 V / 3 / 50 Hz</td><td>Número de cilindros</td><td>4</td></tr>\
         <tr><td>Desplazamiento (1450 rpm)</td><td>18,05 m³/h</td><td>Peso</td><td>89 kg</td></tr>\
         <tr><td>Presión máxima AP</td><td>28 bar</td><td>Presión máxima BP</td><td>19 bar</td></tr>\
         <tr><td>Conexión de succión</td><td>22 mm - 7/8\"</td><td>Conexión de descarga</td><td>16 mm - 5/8\"</td></tr>\
         <tr><td>Corriente máxima de operación</td><td>11,9 A</td><td>Corriente de arranque</td><td>48 A</td></tr>\
         <tr><td>Potencia del motor</td><td>4,0 kW</td><td>Protección</td><td>SE-B1</td></tr>\
         <tr><td>Aceite</td><td>BSE32</td><td>Carga de aceite</td><td>1,5 dm³</td></tr>\
         <tr><td>Nivel de presión sonora</td><td>64 dB(A)</td><td>Largo</td><td>557 mm</td></tr>\
         <tr><td>Ancho</td><td>336 mm</td><td>Alto</td><td>341 mm</td></tr></table>",
        "12px",
    );
    let pdf = printed_pdf(&html);
    let (reader, _scratch) = extractor();
    let extracted = LocalCatalogueExtractor::new(reader).datasheet(&pdf, DocumentKind::Pdf).await.unwrap();
    let c = extracted.compressor;
    assert_eq!(c.model.as_deref(), Some("4FES-5Y"));
    assert_eq!(c.compressor_type.as_deref(), Some("reciprocante"), "from the family, the sheet names no type");
    assert_eq!(c.refrigerant.as_deref(), Some("R134a"));
    assert_eq!(c.voltage.as_deref(), Some("380V"));
    let t = c.technical_data.unwrap();
    assert_eq!((t.displacement, t.cylinders, t.weight), (Some(18.05), Some(4.0), Some(89.0)));
    assert_eq!((t.max_pressure_hp, t.max_pressure_lp), (Some(28.0), Some(19.0)));
    assert_eq!(t.suction_connection.as_deref(), Some("22 mm - 7/8\""));
    let m = c.motor_data.unwrap();
    assert_eq!(
        (m.phases, m.frequency, m.rated_current, m.starting_current, m.power),
        (Some(3.0), Some(50.0), Some(11.9), Some(48.0), Some(4.0))
    );
    assert_eq!(m.protection_type.as_deref(), Some("SE-B1"));
    let o = c.oil_data.unwrap();
    assert_eq!((o.oil_type.as_deref(), o.charge), (Some("BSE32"), Some(1.5)));
    assert_eq!(c.sound_data.unwrap().sound_pressure_level, Some(64.0));
    let d = c.dimensions.unwrap();
    assert_eq!((d.length, d.width, d.height), (Some(557.0), Some(336.0), Some(341.0)));
    assert!(extracted.sources["technicalData.displacement"].contains("18,05 m³/h"), "{:?}", extracted.sources);
    assert!(extracted.sources["type"].starts_with("Familia Bitzer"));
}

#[tokio::test]
async fn an_english_data_sheet_with_imperial_units_is_read_by_label() {
    let html = page(
        "<table><tr><td>Brand</td><td>Carlyle</td></tr><tr><td>Model</td><td>06TRD039</td></tr>\
         <tr><td>Refrigerant</td><td>R-134a</td></tr><tr><td>Rated voltage</td><td>460 V - 3 ph - 60 Hz</td></tr>\
         <tr><td>Weight</td><td>441 lb</td></tr><tr><td>Displacement</td><td>22.9 cfm</td></tr>\
         <tr><td>Locked rotor amps</td><td>173 A</td></tr><tr><td>Length</td><td>30.5 in</td></tr></table>",
        "12px",
    );
    let pdf = printed_pdf(&html);
    let (reader, _scratch) = extractor();
    let extracted = LocalCatalogueExtractor::new(reader).datasheet(&pdf, DocumentKind::Pdf).await.unwrap();
    let c = extracted.compressor;
    assert_eq!(c.model.as_deref(), Some("06TRD039"));
    assert_eq!(c.compressor_type.as_deref(), Some("tornillo"), "Carlyle 06T is a screw compressor");
    assert_eq!(c.refrigerant.as_deref(), Some("R134a"));
    assert_eq!(c.voltage.as_deref(), Some("460V"));
    let t = c.technical_data.unwrap();
    assert_eq!(t.weight, Some(200.034));
    assert_eq!(t.displacement, Some(38.907));
    assert_eq!(c.motor_data.unwrap().starting_current, Some(173.0));
    assert_eq!(c.dimensions.unwrap().length, Some(774.7));
}

/// Ten coefficients as a file writes them, and the values they stand for.
const FILE_COEFFICIENTS: [(&str, f64); 10] = [
    ("2,9483412E+04", 2.9483412e4),
    ("1021,5634", 1021.5634),
    ("\u{2212}318,70215", -318.70215),
    ("13,6120981", 13.6120981),
    ("\u{2212}6,14502", -6.14502),
    ("2,0113", 2.0113),
    ("0,0861245", 0.0861245),
    ("\u{2212}0,0412087", -0.0412087),
    ("0,0098766", 0.0098766),
    ("\u{2212}1,9871E\u{2212}02", -1.9871e-2),
];

fn coefficients(p: &SetReading) -> [f64; 10] {
    p.coefficients.map(Option::unwrap)
}

fn assert_exact(p: &SetReading, expected: &[f64; 10]) {
    for (got, want) in coefficients(p).iter().zip(expected) {
        assert!((got - want).abs() <= 1e-9 * want.abs().max(1.0), "{got} != {want}");
    }
}

#[tokio::test]
async fn a_printed_polynomial_table_with_spanish_labels_and_units_imports_exactly() {
    let heads: String = (1..=10).map(|i| format!("<th>C{i}</th>")).collect();
    let row = |label: &str, scale: f64| {
        let cells: String = FILE_COEFFICIENTS
            .iter()
            .map(|(text, v)| {
                if scale == 1.0 {
                    format!("<td>{text}</td>")
                } else {
                    format!("<td>{}</td>", typeset(comma(v * scale, 9)))
                }
            })
            .collect();
        format!("<tr><td>{label}</td><td>R449A</td>{cells}<td>\u{2212}35</td><td>5</td><td>20</td><td>55</td></tr>")
    };
    let html = page(
        &format!(
            "<p>Polinomios EN 12900 · 4FES-5Y</p><table><tr><th>Parámetro</th><th>Refrigerante</th>{heads}\
             <th>Temp. evaporación mín</th><th>Temp. evaporación máx</th><th>Temp. condensación mín</th><th>Temp. condensación máx</th></tr>\
             {}{}{}</table>",
            row("Capacidad frigorífica [W]", 1.0),
            row("Potencia absorbida [kW]", 1e-3),
            row("Caudal másico [kg/s]", 1e-5)
        ),
        "7px",
    );
    let pdf = printed_pdf(&html);
    let (reader, _scratch) = extractor();
    let found = LocalCatalogueExtractor::new(reader)
        .polynomials(&pdf, CatalogueFile::Document(DocumentKind::Pdf))
        .await
        .unwrap();
    assert_eq!(found.polynomials.len(), 3, "{:?}", found.warnings);
    let values = FILE_COEFFICIENTS.map(|(_, v)| v);
    let expect = [
        ("coolingCapacity", OutputUnit::Watt, 1.0),
        ("powerInput", OutputUnit::Kilowatt, 1e-3),
        ("massFlow", OutputUnit::KgPerSecond, 1e-5),
    ];
    for (p, (parameter, unit, scale)) in found.polynomials.iter().zip(expect) {
        assert_eq!((p.parameter.as_deref(), p.output_unit), (Some(parameter), Some(unit)));
        assert_eq!(p.refrigerant.as_deref(), Some("R449A"));
        assert_eq!(p.unit_system, Some(UnitSystem::Si));
        let file: [f64; 10] = values.map(|v| format!("{:.9}", v * scale).parse().unwrap());
        assert_exact(p, if scale == 1.0 { &values } else { &file });
        assert_eq!((p.evap_temp_min, p.cond_temp_max), (Some(-35.0), Some(55.0)));
    }
    // At import, kW becomes W and kg/s becomes kg/h.
    let power = Polynomial::from_draft("p1".into(), found.polynomials[1].clone().into_draft(), None, None).unwrap();
    assert!((power.coefficients[0] - 2.9483412e4).abs() < 1e-6);
    let flow = Polynomial::from_draft("p2".into(), found.polynomials[2].clone().into_draft(), None, None).unwrap();
    assert!((flow.coefficients[0] - 2.9483412e4 * 1e-5 * 3600.0).abs() < 1e-6);
}

#[tokio::test]
async fn a_transposed_english_table_in_ip_units_imports_exactly() {
    let rows: String = FILE_COEFFICIENTS
        .iter()
        .enumerate()
        .map(|(i, (text, _))| {
            format!(
                "<tr><td>C{}</td><td>{}</td><td>{}</td><td>0.5</td></tr>",
                i + 1,
                text.replace(',', "."),
                text.replace(',', ".")
            )
        })
        .collect();
    let html = page(
        &format!(
            "<p>Model 06TRD039 · Refrigerant R-134a · AHRI 540 coefficients, temperatures in °F</p>\
             <table><tr><th></th><th>Capacity (Btu/h)</th><th>Power (W)</th><th>Isentropic efficiency</th></tr>{rows}</table>"
        ),
        "11px",
    );
    let pdf = printed_pdf(&html);
    let (reader, _scratch) = extractor();
    let found = LocalCatalogueExtractor::new(reader)
        .polynomials(&pdf, CatalogueFile::Document(DocumentKind::Pdf))
        .await
        .unwrap();
    assert_eq!(found.polynomials.len(), 3);
    let values = FILE_COEFFICIENTS.map(|(_, v)| v);
    let capacity = &found.polynomials[0];
    assert_eq!(
        (capacity.parameter.as_deref(), capacity.output_unit),
        (Some("coolingCapacity"), Some(OutputUnit::BtuPerHour))
    );
    assert_eq!(capacity.unit_system, Some(UnitSystem::Ip));
    assert_exact(capacity, &values);
    assert_eq!(found.polynomials[1].parameter.as_deref(), Some("powerInput"));
    assert_exact(&found.polynomials[1], &values);
    let unknown = &found.polynomials[2];
    assert!(unknown.parameter_unrecognised && unknown.parameter.is_none());
    assert_eq!(unknown.source_label.as_deref(), Some("Isentropic efficiency"));
    assert!(found.polynomials.iter().all(|p| p.refrigerant.as_deref() == Some("R134a")));
}

#[tokio::test]
async fn csv_files_with_either_separator_import_exactly() {
    let values = FILE_COEFFICIENTS.map(|(_, v)| v);
    let spanish: String =
        FILE_COEFFICIENTS.iter().map(|(t, _)| t.replace('\u{2212}', "-")).collect::<Vec<_>>().join(";");
    let csv = format!(
        "Modelo;4FES-5Y\nRefrigerante;Parámetro;c1;c2;c3;c4;c5;c6;c7;c8;c9;c10\nR404A;Capacidad frigorífica [W];{spanish}\nR404A;Corriente [A];{spanish}\n"
    );
    let english: String = FILE_COEFFICIENTS
        .iter()
        .map(|(t, _)| t.replace('\u{2212}', "-").replace(',', "."))
        .collect::<Vec<_>>()
        .join(",");
    let csv_ip = format!(
        "refrigerant,parameter,c1,c2,c3,c4,c5,c6,c7,c8,c9,c10,Evap min (F),Evap max (F)\nR-407C,Mass flow (lb/h),{english},-20,45\nR-407C,Discharge temperature (F),{english},-20,45\n"
    );
    let (reader, _scratch) = extractor();
    let extractor = LocalCatalogueExtractor::new(reader);
    let es = extractor.polynomials(csv.as_bytes(), CatalogueFile::Csv).await.unwrap();
    assert_eq!(es.polynomials.len(), 2);
    assert_eq!(
        (es.polynomials[0].parameter.as_deref(), es.polynomials[0].output_unit),
        (Some("coolingCapacity"), Some(OutputUnit::Watt))
    );
    assert_eq!(
        (es.polynomials[1].parameter.as_deref(), es.polynomials[1].output_unit),
        (Some("current"), Some(OutputUnit::Ampere))
    );
    es.polynomials.iter().for_each(|p| assert_exact(p, &values));
    let ip = extractor.polynomials(csv_ip.as_bytes(), CatalogueFile::Csv).await.unwrap();
    assert_eq!(ip.polynomials.len(), 2);
    assert_eq!(
        (ip.polynomials[0].parameter.as_deref(), ip.polynomials[0].output_unit),
        (Some("massFlow"), Some(OutputUnit::LbPerHour))
    );
    assert_eq!(
        (ip.polynomials[1].parameter.as_deref(), ip.polynomials[1].output_unit),
        (Some("dischargeTemp"), Some(OutputUnit::Fahrenheit))
    );
    assert!(ip
        .polynomials
        .iter()
        .all(|p| p.unit_system == Some(UnitSystem::Ip) && p.refrigerant.as_deref() == Some("R407C")));
    ip.polynomials.iter().for_each(|p| assert_exact(p, &values));
    // The °F envelope is stored in °C.
    let flow = Polynomial::from_draft("p1".into(), ip.polynomials[0].clone().into_draft(), None, None).unwrap();
    assert!((flow.evap_temp_min - (-20.0 - 32.0) / 1.8).abs() < 1e-12);
}

#[tokio::test]
async fn bad_files_are_the_user_s_and_broken_tools_the_machine_s() {
    let (reader, _scratch) = extractor();
    let pdf = printed_pdf(&page("<p>Modelo 4FES-5Y</p>", "12px"));
    let truncated = &pdf[..pdf.len() * 2 / 3];
    assert!(matches!(
        reader.extract_text(truncated, DocumentKind::Pdf).await,
        Err(ExtractError::BadFile(BadFile::DamagedPdf))
    ));
    assert!(matches!(
        reader.extract_text(&encrypted_pdf(), DocumentKind::Pdf).await,
        Err(ExtractError::BadFile(BadFile::EncryptedPdf))
    ));
    // Without tesseract, an image cannot be read: the machine's fault, not the file's.
    let broken = LocalTextExtractor::new(_scratch.path().to_path_buf()).with_tools(
        "pdftotext",
        "pdftoppm",
        "/nonexistent/tesseract",
    );
    let png = std::fs::read(scanned_png()).unwrap();
    match broken.extract_text(&png, DocumentKind::Png).await {
        Err(ExtractError::Infrastructure(cause)) => assert!(cause.to_string().contains("tesseract"), "{cause:#}"),
        other => panic!("expected an infrastructure error, got {other:?}"),
    }
}

#[tokio::test]
async fn without_pdftotext_the_text_layer_is_read_by_lopdf() {
    let scratch = tempfile::tempdir().unwrap();
    let reader = LocalTextExtractor::new(scratch.path().to_path_buf()).with_tools(
        "/nonexistent/pdftotext",
        "pdftoppm",
        "tesseract",
    );
    let pdf = support::pdf_with_lines(&["Modelo: 4FES-5Y", "Refrigerante: R404A", "Tension: 400 V"]);
    let document = reader.extract_text(&pdf, DocumentKind::Pdf).await.unwrap();
    assert!(!document.ocr);
    assert!(document.text.contains("4FES-5Y"), "{}", document.text);
}

#[tokio::test]
async fn the_use_cases_answer_422_for_bad_files_500_for_broken_tools_and_keep_nothing() {
    let store = support::TestStore::sqlite();
    let db = store.open().await;
    let mut state = infra::wiring::app_state(&db, &store.data_dir());
    let upload = |name: &str, mime: &str, bytes: Vec<u8>| Upload {
        file_name: name.into(),
        content_type: Some(mime.into()),
        bytes,
    };
    let pdf = printed_pdf(&page("<p>Modelo 4FES-5Y</p>", "12px"));
    let truncated = pdf[..pdf.len() / 2].to_vec();
    let sha = |bytes: &[u8]| {
        use sha2::Digest;
        hex::encode(sha2::Sha256::digest(bytes))
    };
    match app::library::compressors::extract_datasheet(
        &state,
        upload("ficha.pdf", "application/pdf", truncated.clone()),
    )
    .await
    {
        Err(AppError::Rejected { code, message, .. }) => {
            assert_eq!(code, "upload.damaged_pdf");
            assert_eq!(message, "El PDF está dañado o incompleto y no se puede leer");
        }
        other => panic!("expected a 422, got {other:?}"),
    }
    assert!(!state.files.contains(&sha(&truncated)).await.unwrap());
    let scratch = store.data_dir().join("tmp");
    let broken = LocalTextExtractor::new(scratch.clone()).with_tools(
        "/nonexistent/pdftotext",
        "/nonexistent/pdftoppm",
        "/nonexistent/tesseract",
    );
    state.catalogue_extractor = std::sync::Arc::new(LocalCatalogueExtractor::new(broken));
    let png = std::fs::read(scanned_png()).unwrap();
    let result =
        app::library::compressors::extract_datasheet(&state, upload("ficha.png", "image/png", png.clone())).await;
    assert!(matches!(result, Err(AppError::Internal(_))), "{result:?}");
    assert!(!state.files.contains(&sha(&png)).await.unwrap());
    assert!(std::fs::read_dir(&scratch).map_or(true, |mut d| d.next().is_none()), "no scratch files left");
}

/// A small PNG of a table, rendered with the named font.
fn scanned_png() -> std::path::PathBuf {
    let dir = tempfile::tempdir().unwrap().keep();
    let png = dir.join("ficha.png");
    chromium(
        &dir,
        &page("<p>Modelo 4FES-5Y</p>", "20px"),
        &[&format!("--screenshot={}", png.display()), "--window-size=400,200"],
    );
    png
}

/// A PDF that needs a user password (standard security handler, revision 2,
/// with an owner and user entry no empty password opens).
fn encrypted_pdf() -> Vec<u8> {
    use lopdf::{dictionary, Document, Object, StringFormat};
    let mut doc = Document::with_version("1.4");
    let pages_id = doc.new_object_id();
    let page_id = doc.add_object(dictionary! {"Type" => "Page", "Parent" => pages_id});
    doc.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! {"Type" => "Pages", "Kids" => vec![page_id.into()], "Count" => 1, "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()]}),
    );
    let catalog_id = doc.add_object(dictionary! {"Type" => "Catalog", "Pages" => pages_id});
    doc.trailer.set("Root", catalog_id);
    let filled = |b: u8| Object::String(vec![b; 32], StringFormat::Hexadecimal);
    let encrypt_id = doc.add_object(
        dictionary! {"Filter" => "Standard", "V" => 1, "R" => 2, "O" => filled(0x41), "U" => filled(0x42), "P" => -44},
    );
    doc.trailer.set("Encrypt", encrypt_id);
    doc.trailer.set(
        "ID",
        vec![
            Object::String(vec![7; 16], StringFormat::Hexadecimal),
            Object::String(vec![7; 16], StringFormat::Hexadecimal),
        ],
    );
    let mut bytes = Vec::new();
    doc.save_to(&mut bytes).unwrap();
    bytes
}
