//! Issue 23 items 3 and 4, read from the printed PDF's text: each system
//! type's sheet carries its circuits' p-h diagrams with the table of points,
//! the bare compressor's none; the envelope charts say which envelope they
//! draw, the maker's polygon where the set has one; and on the demo set no
//! chart has overlapping labels or anything clipped.

use app::ports::PdfRenderer;
use app::sheets::chart_labels::{layout_faults, strict_layout_faults};
use app::sheets::envelope::{envelope_svg, ChartText, DutyPoint, Envelope};
use app::sheets::format::Figures;
use app::sheets::language::svg_in_english;
use app::sheets::render::render_html;
use app::sheets::template_versions::{chart_text, TEMPLATE_VERSION};
use domain::design_config::DesignSettings;
use domain::number_format::NumberLocale;
use domain::project::{SheetLanguage, SheetUnits};
use infra::pdf::{ChromiumRenderer, ChromiumSettings};
use serde_json::json;

use crate::helpers::{demo_catalogue, four_ves_csv, import_reviewed_csv, spawn_app};
use crate::sheet_render::{demo_library, detail_from_endpoints, pdftotext, project_bodies, sheet};
use crate::support::TestStore;

fn line_with<'a>(text: &'a str, needle: &str) -> &'a str {
    text.lines().find(|l| l.contains(needle)).unwrap_or_else(|| panic!("no line with '{needle}'\n{text}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_system_sheet_prints_its_circuits_p_h_diagrams_and_points_and_the_bare_compressor_none() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    demo_library(&app).await;
    let pdf = ChromiumRenderer::new(ChromiumSettings::default());
    for (kind, body) in project_bodies() {
        let detail = detail_from_endpoints(&app, &body).await;
        let sheet = sheet(&detail, &DesignSettings::default());
        let bytes = pdf.render(&render_html(&sheet).unwrap()).await.unwrap();
        let text = pdftotext(&bytes);
        if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
            std::fs::write(format!("{dir}/{kind}-charts.pdf"), &bytes).unwrap();
        }
        // Every envelope here is a demo set's rectangle of limits, and says so.
        let notes = text.matches("Envolvente rectangular (solo límites de evaporación y condensación)").count();
        assert_eq!(notes, sheet.envelopes.len(), "{kind}: one note per chart\n{text}");
        assert!(!text.contains("Envolvente del fabricante"), "{kind}");
        if kind == "motocompresora" {
            assert!(sheet.ph_diagrams.is_empty() && !text.contains("Diagrama p-h"), "a bare compressor has no cycle");
            continue;
        }
        let expected = if kind == "rack" { 2 } else { 1 };
        assert_eq!(sheet.ph_diagrams.len(), expected, "{kind}: one diagram per circuit");
        // The section title and each diagram's own title (drawn in the SVG).
        let refrigerant = body["refrigerant"].as_str().unwrap();
        assert_eq!(text.matches(&format!("Diagrama p-h · {refrigerant}")).count(), expected, "{kind}\n{text}");
        assert!(text.contains("Presión (bar abs)") && text.contains("Entalpía (kJ/kg)"), "{kind}: the axes");
        for header in ["p (bar abs)", "T (°C)", "h (kJ/kg)", "s (kJ/kg·K)"] {
            assert_eq!(text.matches(header).count(), expected, "{kind}: '{header}' once per table\n{text}");
        }
        if kind == "rack" {
            assert!(text.contains("Circuito 1") && text.contains("Circuito 2"));
        }
        for figure in &sheet.ph_diagrams {
            let lines: Vec<&str> = text.lines().collect();
            for point in &figure.points {
                // The point's figures on one line, its name beside them: at
                // the sheet's type size (`ficha-14`) a name may wrap.
                let at = lines
                    .iter()
                    .position(|l| {
                        l.contains(&point.pressure)
                            && l.contains(&point.temperature)
                            && l.contains(&point.enthalpy)
                            && l.contains(&point.entropy)
                    })
                    .unwrap_or_else(|| panic!("{kind}: point {}'s figures not on one line\n{text}", point.number));
                let row = lines[at];
                let first = point.state.split(' ').next().unwrap_or_default();
                let starts = format!("{} {first}", point.number);
                assert!(row.contains(&starts), "{kind}: point {} is not named on its row: {row}", point.number);
                // A wrapped name's other lines sit within three lines of it
                // (pdftotext puts blank lines between).
                let named = lines[at.saturating_sub(3)..(at + 4).min(lines.len())].join("\n");
                for word in point.state.split(' ') {
                    assert!(
                        named.contains(word),
                        "{kind}: point {} lacks '{word}' of '{}'\n{named}",
                        point.number,
                        point.state
                    );
                }
            }
            let model = line_with(&text, "Ciclo de");
            assert!(model.contains("evaporación"), "{kind}: {model}");
        }
    }
}

/// A set imported with the maker's envelope (issue 27's CSV) prints that
/// polygon and says so; a duty point in the corner it cuts off is marked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_set_with_the_makers_polygon_prints_it_and_says_so() {
    let app = spawn_app(TestStore::sqlite()).await;
    import_reviewed_csv(&app, "4VES-10Y", &four_ves_csv(true)).await;

    let project = json!({"name": "Compresor 4VES", "equipmentType": "motocompresora", "refrigerant": "R449A", "voltage": 460,
        "evapTemp": -18, "condTemp": 45, "compressorsConfig": [{"model": "4VES-10Y", "type": "reciprocante"}],
        "isPro": false, "proDescription": "", "designNotes": "", "designImages": []});
    let detail = detail_from_endpoints(&app, &project).await;
    let answer = &detail["calculationResults"]["compressors"][0];
    assert_eq!(answer["operatingLimits"]["envelopePolygon"].as_array().map(Vec::len), Some(5), "{answer}");
    let sheet = sheet(&detail, &DesignSettings::default());
    assert_eq!(sheet.envelopes.len(), 1);
    let svg = &sheet.envelopes[0];
    let points = svg.split("<polygon points=\"").nth(1).and_then(|rest| rest.split('"').next()).unwrap();
    assert_eq!(points.split(' ').count(), 5, "the maker's five corners: {points}");
    let bytes = ChromiumRenderer::new(ChromiumSettings::default()).render(&render_html(&sheet).unwrap()).await.unwrap();
    if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
        std::fs::write(format!("{dir}/motocompresora-polygon.pdf"), &bytes).unwrap();
    }
    let text = pdftotext(&bytes);
    assert!(text.contains("Envolvente del fabricante"), "{text}");
    assert!(!text.contains("Envolvente rectangular"), "{text}");
    // −18/45 °C: inside the limits (−20…5, 20…50 °C), past the cut from (−20, 35) to (−10, 50).
    assert!(text.contains("4VES-10Y · fuera de rango"), "{text}");
    // Up to ficha-6 the label may cross the polygon's edge (issued sheets
    // regenerate as printed); the versions after keep it clear, as the
    // screen's chart does.
    let clear = app::sheets::template_versions::chart_text(
        TEMPLATE_VERSION,
        app::sheets::format::Figures::in_locale(NumberLocale::EsMx),
    )
    .clear_outline;
    let faults: Vec<String> =
        layout_faults(svg).into_iter().filter(|f| clear || !f.contains("crosses the outline")).collect();
    assert!(faults.is_empty(), "{faults:?}");
    let limits = &answer["operatingLimits"];
    let limit = |key: &str| limits[key].as_f64().unwrap();
    let envelope = Envelope {
        evap_min: limit("evapTempMin"),
        evap_max: limit("evapTempMax"),
        cond_min: limit("condTempMin"),
        cond_max: limit("condTempMax"),
        polygon: serde_json::from_value(limits["envelopePolygon"].clone()).unwrap(),
        tool_defaults: false,
    };
    let point = DutyPoint { evap: -18.0, cond: 45.0, label: "4VES-10Y".into() };
    let newest = envelope_svg(&envelope, &[point], ChartText::new(NumberLocale::EsMx));
    assert!(newest.contains("4VES-10Y · fuera de rango"));
    assert_eq!(layout_faults(&newest), Vec::<String>::new(), "{newest}");
}

/// Tester report 3, defect 3, read from the printed PDF: a set imported
/// without the maker's envelope (its CSV's envelope table names another
/// refrigerant) prints the tool's default limits as such, under a dashed
/// outline, and the 'Atención' among the warnings; never as the maker's
/// rectangle with the point inside.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_set_with_the_tools_default_limits_prints_them_as_such() {
    let app = spawn_app(TestStore::sqlite()).await;
    let csv = "Parametro;Refrigerante;C1;C2;C3;C4;C5;C6;C7;C8;C9;C10\n\
               Capacidad;R290;12000;400;-100;5;-2;0,3;0;0;0;0\n\
               Potencia;R290;1500;-20;60;0;0;0;0;0;0;0\n\
               Capacidad;R32;12000;400;-100;5;-2;0,3;0;0;0;0\n\
               Potencia;R32;1500;-20;60;0;0;0;0;0;0;0\n\
               \nEnvolvente de aplicación R32\nto (°C);tc (°C)\n-25;20\n-25;50\n10;60\n10;20\n";
    import_reviewed_csv(&app, "A2L-TEST", csv).await;
    let project = json!({"name": "Compresor R290", "equipmentType": "motocompresora", "refrigerant": "R290", "voltage": 460,
        "evapTemp": -10, "condTemp": 45, "compressorsConfig": [{"model": "A2L-TEST", "type": "reciprocante"}],
        "isPro": false, "proDescription": "", "designNotes": "", "designImages": []});
    let detail = detail_from_endpoints(&app, &project).await;
    let answer = &detail["calculationResults"]["compressors"][0];
    assert_eq!(answer["operatingLimits"]["envelopeSource"], "toolDefaults", "{answer}");
    let sheet = sheet(&detail, &DesignSettings::default());
    let bytes = ChromiumRenderer::new(ChromiumSettings::default()).render(&render_html(&sheet).unwrap()).await.unwrap();
    if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
        std::fs::write(format!("{dir}/motocompresora-defaults.pdf"), &bytes).unwrap();
    }
    let text = pdftotext(&bytes);
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("Envolvente del fabricante no indicada (límites por defecto de la herramienta)"), "{text}");
    assert!(!text.contains("Envolvente rectangular"), "{text}");
    assert!(
        flat.contains("Atención: envolvente del fabricante no indicada (límites por defecto de la herramienta) para A2L-TEST (R290)"),
        "{text}"
    );
    assert!(sheet.envelopes[0].contains("stroke-dasharray"), "a dashed outline");
    assert!(!flat.contains("fuera de rango"), "-10/45 °C is inside the defaults: {text}");
}

/// The demo set `make run` loads (tools/demo, the sample and the
/// variable-speed model): every compressor of each envelope drawn on one
/// chart at a duty point inside it, at its corners and outside it, as a
/// sheet of a rack with all of them would. From `ficha-14` (strict labels),
/// in Spanish and English (the SVG as translated), °C and °F, es-MX and
/// es-ES figures: no two texts intersect, every label inside the plot and
/// off every point and the envelope's edge, no leader through a text,
/// boxes measured from the SVG with the inlined font.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_chart_of_the_demo_set_has_overlapping_labels_or_anything_clipped() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    app.store.import_demo_catalogue("variable-speed.idf").await;
    let compressors = app.list("/api/compressors").await;
    assert!(compressors.len() >= 20, "the demo catalogue: {}", compressors.len());
    assert!(compressors.iter().any(|c| c["model"] == "VS3D-075-DEMO"), "the variable-speed model");
    // (envelope, models) of every capacity set.
    let mut groups: Vec<(Envelope, Vec<String>)> = Vec::new();
    for compressor in &compressors {
        let id = compressor["id"].as_str().unwrap();
        let model = compressor["model"].as_str().unwrap().to_string();
        for set in app.list(&format!("/api/compressors/{id}/polynomials")).await {
            if set["parameter"] != "coolingCapacity" {
                continue;
            }
            let limit = |key: &str| set[key].as_f64().unwrap();
            let envelope = Envelope {
                evap_min: limit("evapTempMin"),
                evap_max: limit("evapTempMax"),
                cond_min: limit("condTempMin"),
                cond_max: limit("condTempMax"),
                polygon: serde_json::from_value(set["envelopePolygon"].clone()).ok(),
                tool_defaults: false,
            };
            match groups.iter_mut().find(|(e, _)| *e == envelope) {
                Some((_, models)) if !models.contains(&model) => models.push(model.clone()),
                Some(_) => {}
                None => groups.push((envelope, vec![model.clone()])),
            }
        }
    }
    // The EnergyPlus curves share their limits: three envelopes.
    assert!(groups.len() >= 3, "{}", groups.len());
    let f = |c: f64| c * 1.8 + 32.0;
    let mut checked = 0;
    for (envelope, models) in &groups {
        let (e0, e1, c0, c1) = (envelope.evap_min, envelope.evap_max, envelope.cond_min, envelope.cond_max);
        let duties = [((e0 + e1) / 2.0, (c0 + c1) / 2.0), (e0, c0), (e1, c1), (e0, c1), (e1, c0), (e1 + 5.0, c1 + 5.0)];
        // Every model of the envelope at each duty, one circuit each, as a
        // rack with all of them; then every model at all six duties at once.
        let circuit = |i: usize| format!("Circuito {} (MT{})", i + 1, i + 1);
        let mut cases: Vec<Vec<DutyPoint>> = duties
            .iter()
            .map(|(evap, cond)| {
                models
                    .iter()
                    .enumerate()
                    .map(|(i, m)| DutyPoint { evap: *evap, cond: *cond, label: format!("{m} · {}", circuit(i)) })
                    .collect()
            })
            .collect();
        cases.push(
            models
                .iter()
                .enumerate()
                .map(|(i, m)| {
                    let (evap, cond) = duties[i % duties.len()];
                    DutyPoint { evap, cond, label: format!("{m} · {}", circuit(i)) }
                })
                .collect(),
        );
        for points in &cases {
            for (english, ip, locale) in [
                (false, false, NumberLocale::EsMx),
                (false, false, NumberLocale::EsEs),
                (false, true, NumberLocale::EsEs),
                (true, false, NumberLocale::EsMx),
                (true, true, NumberLocale::EsMx),
            ] {
                let (drawn, points): (Envelope, Vec<DutyPoint>) = if ip {
                    (
                        Envelope {
                            evap_min: f(e0),
                            evap_max: f(e1),
                            cond_min: f(c0),
                            cond_max: f(c1),
                            polygon: envelope.polygon.as_ref().map(|p| {
                                p.iter()
                                    .map(|c| domain::compressor::envelope::EnvelopePoint { to: f(c.to), tc: f(c.tc) })
                                    .collect()
                            }),
                            tool_defaults: false,
                        },
                        points
                            .iter()
                            .map(|p| DutyPoint { evap: f(p.evap), cond: f(p.cond), label: p.label.clone() })
                            .collect(),
                    )
                } else {
                    (envelope.clone(), points.clone())
                };
                let figures = Figures {
                    locale,
                    units: if ip { SheetUnits::Ip } else { SheetUnits::Si },
                    language: if english { SheetLanguage::En } else { SheetLanguage::Es },
                };
                let text = chart_text(TEMPLATE_VERSION, figures);
                assert!(text.strict && text.english == english);
                let svg = envelope_svg(&drawn, &points, text);
                let svg = if english { svg_in_english(&svg) } else { svg };
                let faults = strict_layout_faults(&svg);
                assert!(faults.is_empty(), "{models:?} english {english} ip {ip}: {faults:#?}\n{svg}");
                for p in &points {
                    let model = p.label.split(" · ").next().unwrap();
                    assert!(svg.contains(model), "{model} printed nowhere\n{svg}");
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 3 * 7 * 5, "{checked}");
}

/// The tester's case (issue 23 item 4): a big rack (three circuits, the
/// most a rack has, ten compressors of the demo set), two circuits outside,
/// printed Spanish SI and English I-P. Every envelope chart and p-h diagram
/// on the sheet (as translated) has no two texts intersecting, no label off
/// the plot, on a point or across the envelope, no leader through a text;
/// the PDF prints the verdicts. With FICHAS_SHEET_OUT set, the PDFs are
/// written there to be looked at.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_big_racks_charts_have_no_overlap_in_spanish_si_and_english_ip() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    let pdf = ChromiumRenderer::new(ChromiumSettings::default());
    for (language, units) in [("es", "SI"), ("en", "IP")] {
        let mut body = big_rack();
        body["sheetLanguage"] = json!(language);
        body["sheetUnits"] = json!(units);
        let detail = detail_from_endpoints(&app, &body).await;
        let sheet = sheet(&detail, &DesignSettings::default());
        assert_eq!(sheet.envelopes.len(), 2, "the LOW and MED envelopes of R404A");
        let english = language == "en";
        let charts: Vec<String> = sheet
            .envelopes
            .iter()
            .chain(sheet.ph_diagrams.iter().filter_map(|f| f.svg.as_ref()))
            .map(|svg| if english { svg_in_english(svg) } else { svg.clone() })
            .collect();
        assert!(charts.len() >= 2 + 3, "{language}: envelopes and diagrams: {}", charts.len());
        for chart in &charts {
            assert_eq!(strict_layout_faults(chart), Vec::<String>::new(), "{language} {units}\n{chart}");
        }
        let outside = if english { "out of range" } else { "fuera de rango" };
        // One red label or number per circuit outside (a note may break
        // 'out of range' over two lines).
        let envelopes = charts[..2].join("");
        assert!(envelopes.matches(r##"class="label" "##).count() >= 3, "{envelopes}");
        let red = envelopes.split("<text class=").filter(|t| t.contains(r##"fill="#c0392b""##)).count();
        assert!(red >= 2, "{language}: two circuits outside\n{envelopes}");
        let bytes = pdf.render(&render_html(&sheet).unwrap()).await.unwrap();
        if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
            std::fs::write(format!("{dir}/rack-big-{language}-{units}.pdf"), &bytes).unwrap();
        }
        let text = pdftotext(&bytes);
        assert!(text.contains(outside), "{language}: the verdict on paper\n{text}");
    }
}

/// A rack of three circuits on R404A, condensing at 45 °C: four
/// compressors at −10 °C inside the MED envelope (−17.8 to 4.4 °C), two at
/// 7 °C above it, four at −45 °C below the LOW one (−40 to −17.8 °C).
fn big_rack() -> serde_json::Value {
    let circuit = |id: &str, evap: f64, capacity: f64, models: &[&str]| {
        let compressors: Vec<serde_json::Value> = models
            .iter()
            .enumerate()
            .map(|(i, m)| json!({"id": format!("{id}{i}"), "model": m, "type": if m.starts_with('Z') { "scroll" } else { "reciprocante" }}))
            .collect();
        json!({"id": id, "evapTemp": evap, "requiredCapacity": capacity, "compressors": compressors,
               "suctionLinesConfig": {"numberOfLines": 1}})
    };
    let config = json!({
        "customer": "Supermercados del Norte", "responsable": "Ing. Laura Méndez", "capacityControl": "VFD",
        "condenserFanType": "EC", "numberOfCircuits": 3, "pipeDistance": 25,
        "liquidLinesConfig": {"numberOfLines": 1},
        "accessories": {"oilSeparators": true, "receivers": true, "filterDriers": true, "economizer": false},
        "circuits": [
            circuit("MT", -10.0, 40.0, &["3DA3-075E-TFD", "3DB3-100E-TFD", "ZS26K4E-TF5", "ZS21K4E-TF5"]),
            circuit("MT2", 7.0, 20.0, &["6DJ3-400E-TSN", "ZS56K4E-TWC"]),
            circuit("LT", -45.0, 8.0, &["2DL3-040E-TFD", "2DB3-060E-TFD", "ZF11K4E-TF5", "ZF13K4E-TF5"]),
        ]
    });
    json!({"name": "Rack grande Tienda 22", "equipmentType": "rack", "refrigerant": "R404A", "voltage": 460,
           "condTemp": 45, "rackConfig": config, "isPro": false, "proDescription": "", "designNotes": "",
           "designImages": []})
}
