//! Image uploads go through Debian's tesseract: a P–T chart rendered by
//! Chromium to PNG must come back as the same rows. The page names its font
//! file (DejaVu Sans, Debian `fonts-dejavu-core`, installed by
//! tools/deps.sh), so what tesseract sees does not depend on the machine's
//! default fonts.

/// The font every test image is rendered with.
pub const TEST_FONT: &str = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

use app::ports::{DocumentKind, TextExtractor};
use domain::refrigerant::pt_chart::{parse_chart, PressureBasis, PressureUnit, TemperatureUnit};
use infra::extract::LocalTextExtractor;

fn render_png(html: &str) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("chart.html");
    let png = dir.path().join("chart.png");
    std::fs::write(&page, html).unwrap();
    let status = std::process::Command::new("/usr/bin/chromium")
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run"])
        .args(["--disable-background-networking", "--disable-component-update", "--disable-sync"])
        .arg(format!("--user-data-dir={}", dir.path().join("profile").display()))
        .arg(format!("--screenshot={}", png.display()))
        .arg("--window-size=640,420")
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("Chromium is needed for this test (Debian package chromium)");
    assert!(status.status.success(), "{}", String::from_utf8_lossy(&status.stderr));
    std::fs::read(png).unwrap()
}

#[tokio::test]
async fn a_chart_image_is_read_by_ocr() {
    let rows: String = [("0", "6.5"), ("20", "18.4"), ("40", "35.1"), ("60", "57.4"), ("80", "86.9")]
        .iter()
        .map(|(t, p)| format!("<tr><td>{t}</td><td>{p}</td></tr>"))
        .collect();
    assert!(
        std::path::Path::new(TEST_FONT).exists(),
        "{TEST_FONT} is missing: run tools/deps.sh test (Debian package fonts-dejavu-core)"
    );
    let html = format!(
        r#"<html><head><meta charset="utf-8"><style>@font-face {{ font-family: Named; src: url(file://{TEST_FONT}); }}</style></head>
        <body style="font: 24px Named; background: white; color: black; margin: 24px">
        <table style="border-spacing: 60px 6px"><tr><th>Temp °F</th><th>R134a psig</th></tr>{rows}</table>
        </body></html>"#
    );
    let png = render_png(&html);
    let scratch = tempfile::tempdir().unwrap();
    let text =
        LocalTextExtractor::new(scratch.path().to_path_buf()).extract_text(&png, DocumentKind::Png).await.unwrap().text;
    let chart = parse_chart(&text);
    // Whatever tesseract makes of the degree sign (°F, ºF, *F), the chart is Fahrenheit.
    assert_eq!(chart.temperature_unit, TemperatureUnit::Fahrenheit, "{text}");
    assert_eq!(chart.pressure_unit, PressureUnit::Psi);
    assert_eq!(chart.pressure_basis, Some(PressureBasis::Gauge));
    let temps: Vec<f64> = chart.rows.iter().map(|r| r.0).collect();
    assert_eq!(temps, vec![0.0, 20.0, 40.0, 60.0, 80.0], "{text}");
    assert_eq!(chart.rows[2].1, 35.1);
}
