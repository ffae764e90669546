//! Issue 23: each equipment type's sheet, read from the PDF's text as the
//! customer reads it: every field the engineer expects, and no raw codes,
//! words run together, internal ids or hashes.

use app::ports::PdfRenderer;
use app::sheets::render::render_html;
use domain::design_config::DesignSettings;
use infra::pdf::{ChromiumRenderer, ChromiumSettings};

use crate::helpers::spawn_app;
use crate::helpers::{demo_catalogue, status_and_json, TestApp};
use crate::sheet_render::{
    after, demo_library, detail_from_endpoints, pdftotext, pdftotext_raw, project_bodies, row_with, sheet, words,
};
use crate::support::TestStore;

/// A run of `len` hexadecimal digits delimited by non-hex characters.
fn has_hex_run(text: &str, len: usize) -> bool {
    text.split(|c: char| !c.is_ascii_hexdigit())
        .any(|run| run.len() >= len && run.chars().any(|c| c.is_ascii_alphabetic()))
}

fn has_uuid(text: &str) -> bool {
    let bytes: Vec<char> = text.chars().collect();
    bytes.windows(36).any(|w| {
        w.iter().enumerate().all(|(i, c)| if [8, 13, 18, 23].contains(&i) { *c == '-' } else { c.is_ascii_hexdigit() })
    })
}

fn assert_customer_copy(kind: &str, text: &str) {
    assert!(!has_uuid(text), "{kind}: a UUID on the customer copy\n{text}");
    assert!(!has_hex_run(text, 64), "{kind}: a SHA-256 on the customer copy");
    for raw in [
        "lmin",
        " water",
        "FIX SPEED",
        "reciprocante",
        "scroll ",
        "agua-aire",
        "agua-agua",
        "insufficient",
        "sufficient",
    ] {
        assert!(!text.contains(raw), "{kind}: raw code '{raw}' printed\n{text}");
    }
    for label in ["Refrigerante", "Clase de seguridad", "Voltaje", "Potencia absorbida"] {
        let at = text.find(label).unwrap_or_else(|| panic!("{kind}: no {label}"));
        let next = text[at + label.len()..].chars().next().unwrap();
        assert!(next.is_whitespace(), "{kind}: '{label}' runs into its value");
    }
    let pages = text.matches('\u{c}').count().max(1);
    for page in 1..=pages {
        assert!(
            text.contains(&format!("Página {page} de {pages}")),
            "{kind}: 'Página {page} de {pages}' not on one line"
        );
    }
}

/// The boxes of a chart's point labels (green or red text) never overlap.
fn assert_labels_apart(kind: &str, svg: &str) {
    use app::sheets::chart_labels::label_width;
    let attribute = |tag: &str, name: &str| -> f64 {
        let at = format!(" {tag}").find(&format!(" {name}=\"")).unwrap() + name.len() + 2;
        tag[at..].split('"').next().unwrap().parse().unwrap()
    };
    let boxes: Vec<(f64, f64, f64)> = svg
        .split("<text ")
        .skip(1)
        .filter(|t| t.contains("fill=\"#27ae60\"") || t.contains("fill=\"#c0392b\""))
        .map(|t| {
            let (tag, rest) = t.split_once('>').unwrap();
            let width = label_width(rest.split('<').next().unwrap());
            let x = attribute(tag, "x");
            let left = if tag.contains("text-anchor=\"end\"") { x - width } else { x };
            (left, attribute(tag, "y"), width)
        })
        .collect();
    for (i, a) in boxes.iter().enumerate() {
        for b in &boxes[i + 1..] {
            let apart = a.0 + a.2 <= b.0 || b.0 + b.2 <= a.0 || (a.1 - b.1).abs() >= 13.0;
            assert!(apart, "{kind}: labels overlap at {a:?} and {b:?}");
        }
    }
}

fn line_with<'a>(text: &'a str, needle: &str) -> &'a str {
    text.lines().find(|l| l.contains(needle)).unwrap_or_else(|| panic!("no line with '{needle}'\n{text}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_type_prints_what_its_engineer_expects_and_nothing_internal() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    demo_library(&app).await;
    let exchanger = demo_exchanger(&app, "PSD-25").await;
    let pdf = ChromiumRenderer::new(ChromiumSettings::default());
    for (kind, mut body) in project_bodies() {
        if kind == "chiller" {
            let config = &mut body["chillerConfig"];
            config["ambientTemp"] = serde_json::json!(35);
            config["autoSelectCondenser"] = serde_json::json!(true);
            config["circuits"][0]["heatExchangerId"] = serde_json::json!(exchanger);
        }
        let detail = detail_from_endpoints(&app, &body).await;
        let sheet = sheet(&detail, &DesignSettings::default());
        let bytes = pdf.render(&render_html(&sheet).unwrap()).await.unwrap();
        let text = pdftotext(&bytes);
        let cells = words(&pdftotext_raw(&bytes));
        // FICHAS_SHEET_OUT=<dir> keeps each sheet to look at (pdftoppm -png).
        if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
            std::fs::write(format!("{dir}/{kind}.pdf"), &bytes).unwrap();
            std::fs::write(format!("{dir}/{kind}.txt"), &text).unwrap();
            std::fs::write(format!("{dir}/{kind}.json"), serde_json::to_string_pretty(&detail).unwrap()).unwrap();
            std::fs::write(format!("{dir}/{kind}.html"), render_html(&sheet).unwrap()).unwrap();
        }
        assert_customer_copy(kind, &text);
        for svg in &sheet.envelopes {
            assert_labels_apart(kind, svg);
        }
        assert!(text.contains(&format!("Verificación {}", sheet.verification_code)), "{kind}: the footer's code");
        match kind {
            "condensadora" => {
                assert!(text.contains("Condensador"), "{text}");
                assert!(after(&cells, "Temperatura ambiente").starts_with("35.0 °C"), "{cells}");
                assert!(after(&cells, "Diferencia de temperatura").starts_with("10.0 K"), "45 − 35");
                assert!(text.contains("Calor rechazado"));
                // The demo library's condenser, with its fans counted.
                assert!(after(&cells, "Modelo (selección automática)").starts_with("CAD-"), "{cells}");
                assert!(text.contains("(demostración)"), "{text}");
                assert!(after(&cells, "Ventiladores").split_once(" × ").is_some_and(|(n, _)| n.parse::<u32>().is_ok()));
                assert!(!text.contains("Selección automática del condensador fallida"), "{text}");
                assert_fans_counted(kind, &text);
            }
            "chiller" => {
                let water = sheet.water.as_ref().unwrap();
                assert!(after(&cells, "Lado frío · Fluido").starts_with("Agua"), "{cells}");
                assert!(after(&cells, "Lado frío · Caudal").starts_with("100.0 L/min"), "{cells}");
                assert!(after(&cells, "Lado frío · Temperatura de entrada").starts_with("12.0 °C"), "{cells}");
                assert!(after(&cells, "Lado frío · Temperatura de salida").starts_with("7.0 °C"), "{cells}");
                assert!(after(&cells, "Temperatura ambiente de diseño").starts_with("35.0 °C"), "{cells}");
                // From ficha-11 the exchangers are a table: the approach is in
                // the circuit's row, under the heading 'Aproximación'.
                assert!(cells.contains("Caudal Caída de presión Aproximación"), "{cells}");
                assert!(row_with(&text, "PSD-25").contains("5.0 K"), "7 °C leaving − 2 °C evaporating");
                assert!(!text.contains("Lado caliente"), "an air-cooled unit has no hot side");
                assert!(after(&cells, "Punto de congelación del fluido").starts_with("0.0 °C"), "water");
                assert!(after(&cells, "Margen de congelación · salida").starts_with("7.0 K (mín. 3 K)"));
                assert!(after(&cells, "Margen de congelación · evaporación").starts_with("2.0 K (al menos 1 K)"));
                let required = format!("{} kW", water.required_capacity);
                assert!(after(&cells, "Capacidad requerida").starts_with(&required), "{cells}");
                let judgements = text.matches("Cumplimiento").count() - text.matches("Cumplimiento normativo").count();
                assert_eq!(judgements, 1, "judged against one requirement\n{text}");
                assert!(row_with(&text, "Cumplimiento").contains(&format!("de {} kW", water.required_capacity)));
                assert!(text.contains("COP (solo compresores)"));
                // Judged against the circuit's share of the fluid's requirement
                // (engine 1.9.0), the demo's 25 kW plate falls short.
                // From ficha-11 the exchanger is a row of the exchangers' table.
                assert!(row_with(&text, "PSD-25").contains("25.00 kW insuficiente"), "{text}");
                assert!(after(&cells, "Modelo (selección automática)").starts_with("CAD-"), "{cells}");
                assert_fans_counted(kind, &text);
            }
            "motocompresora" => {
                assert!(line_with(&text, "Reciprocante").contains("3DA3-075E-TFD"), "the type\n{text}");
                for absent in
                    ["Control de capacidad", "Ventiladores", "Análisis del condensador", "Líneas de refrigerante"]
                {
                    assert!(!text.contains(absent), "a bare compressor has no '{absent}'\n{text}");
                }
                // The tester's finding: only 'Corriente'. From `ficha-9` the
                // electrical table the others have, with its sources, and the COP.
                assert!(after(&cells, "Alimentación").starts_with("460 V · 3 fases"), "{cells}");
                for row in ["MCA", "MOCP", "Interruptor recomendado", "RLA 3DA3-075E-TFD"] {
                    let amperes = after(&cells, row).split_whitespace().take(2).collect::<Vec<_>>();
                    assert!(amperes[0].parse::<f64>().is_ok() && amperes[1] == "A", "{row}\n{cells}");
                }
                assert!(text.contains("NEC 240.6(A)") && text.contains("NEC 440.32 y 440.33"), "{text}");
                assert!(!text.contains("El cálculo registrado no incluye los datos eléctricos"), "{text}");
                let cop: f64 = after(&cells, "COP (solo compresores)")
                    .split_whitespace()
                    .next()
                    .and_then(|c| c.parse().ok())
                    .unwrap_or_else(|| panic!("a COP\n{text}"));
                assert!((1.0..6.0).contains(&cop), "{cop}");
            }
            _ => {
                assert!(text.contains("Circuito 1") && text.contains("Circuito 2"));
                assert!(text.contains("Líneas de refrigerante") && text.contains("Carga de refrigerante"));
                // The tester's findings on the rack's sheet (`ficha-9`).
                assert!(cells.contains("Presión admisible (bar(g))"), "{cells}");
                let equivalent: Vec<&str> =
                    after(&cells, "Equivalente en CO₂ de la carga recomendada:").split_whitespace().take(3).collect();
                assert!(equivalent[0].parse::<f64>().is_ok() && equivalent[1..] == ["t", "CO₂-eq"], "{cells}");
                assert!(!line_with(&text, "Carga recomendada").contains("CO₂"), "not in the 'Nota' column");
                assert!(!line_with(&text, "Evaporadores").contains("0.00"), "{text}");
                assert!(cells.contains("Entrada del compresor") && !cells.contains("Salida del evaporador"));
            }
        }
    }
}

/// The id of the demo library's plate exchanger `model`.
async fn demo_exchanger(app: &TestApp, model: &str) -> String {
    let (status, list) = status_and_json(app.get("/api/heat-exchangers").await).await;
    assert_eq!(status, 200, "{list}");
    let rows = list.as_array().or_else(|| list["items"].as_array()).expect("a list of exchangers");
    let row = rows.iter().find(|r| r["model"] == model).unwrap_or_else(|| panic!("no {model} in {list}"));
    row["id"].as_str().unwrap().to_string()
}

/// The electrical table counts the condenser's fans, in amperes above zero.
fn assert_fans_counted(kind: &str, text: &str) {
    let amperes = line_with(text, "Ventiladores del condensador")
        .split("Ventiladores del condensador")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|a| a.parse::<f64>().ok());
    assert!(amperes.is_some_and(|a| a > 0.0), "{kind}: the fans' current\n{text}");
}

/// `make run` loads the demo library once: a condensing unit calculated on
/// it selects a demo condenser and counts its fans; a second `make run`
/// adds nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_demo_library_loads_once_and_a_condensing_unit_selects_from_it() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    let added = demo_library(&app).await;
    assert_eq!((added.condensers, added.heat_exchangers), (21, 15));
    let again = demo_library(&app).await;
    assert_eq!((again.condensers, again.heat_exchangers), (0, 0), "--if-empty never doubles the library");
    let (_, body) = project_bodies().into_iter().find(|(kind, _)| *kind == "condensadora").unwrap();
    let detail = detail_from_endpoints(&app, &body).await;
    let answer = &detail["calculationResults"];
    let selected = &answer["autoSelectedCondenser"];
    assert!(selected["model"].as_str().unwrap().ends_with("(demostración)"), "{answer}");
    // ΔT 10 K against the rated 15 K: the smallest demo condenser whose two
    // thirds reach the load × 1.1.
    let load = answer["condenserAnalysis"]["totalCondenserLoad"].as_f64().unwrap();
    let capacity = selected["capacity"].as_f64().unwrap();
    assert!(capacity >= load * 1.1, "{capacity} W for {load} W");
    assert!(answer["autoSelectError"].is_null());
    assert!(answer["electricalLoads"]["condenser"].as_f64().unwrap() > 0.0, "the fans' current");
}

/// Without condensers the automatic selection fails: the sheet says so in
/// its condenser section and its warnings, and counts no fans at 0 A.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_condenser_selection_is_said_and_no_fans_are_counted() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    let (_, body) = project_bodies().into_iter().find(|(kind, _)| *kind == "condensadora").unwrap();
    let detail = detail_from_endpoints(&app, &body).await;
    let sheet = sheet(&detail, &DesignSettings::default());
    let failure = sheet.unit_condenser.as_ref().and_then(|u| u.failure.clone()).expect("the failure");
    assert!(failure.starts_with("Selección automática del condensador fallida: Ningún condensador"), "{failure}");
    assert!(sheet.warnings.contains(&failure), "in the warnings");
    let rows = &sheet.electrical.as_ref().expect("the electrical table").rows;
    assert!(!rows.iter().any(|(label, _)| label == "Ventiladores del condensador"), "no fans counted at 0 A: {rows:?}");

    // Tester report 2, defects 1 and 29: a unit without its condenser does
    // not comply, says what limits it, and states the failure once.
    let judged = &detail["calculationResults"]["circuits"][0]["compliance"];
    assert_eq!(
        (judged["status"].as_str(), judged["limitedBy"]["component"].as_str()),
        (Some("INSUFICIENTE"), Some("noCondenser"))
    );
    let pdf = ChromiumRenderer::new(ChromiumSettings::default());
    let text = pdftotext(&pdf.render(&render_html(&sheet).unwrap()).await.unwrap());
    let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("Cumplimiento 0.0 % de 15.00 kW INSUFICIENTE (-100.0 %)"), "{text}");
    assert!(
        words.contains(
            "Limitado por la falta de condensador (la selección automática no encontró ninguno): 0.00 kW de los"
        ),
        "{text}"
    );
    assert!(!text.contains("CUMPLE"), "{text}");
    assert_eq!(words.matches("Selección automática del condensador fallida").count(), 1, "once: {text}");
}

/// Issue 23 (tester): with automatic selection off and no condenser
/// chosen, the sheet says there is no condenser in its warnings, its
/// electrical notes say what MCA and MOCP leave out, and it counts no fans.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_unit_without_a_condenser_says_so_on_its_sheet() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    let (_, mut body) = project_bodies().into_iter().find(|(kind, _)| *kind == "condensadora").unwrap();
    body["condensingUnitConfig"]["autoSelectCondenser"] = serde_json::json!(false);
    let detail = detail_from_endpoints(&app, &body).await;
    let sheet = sheet(&detail, &DesignSettings::default());
    assert!(
        sheet.warnings.iter().any(|w| w.starts_with("Sin condensador: no se eligió condensador")),
        "{:?}",
        sheet.warnings
    );
    let electrical = sheet.electrical.as_ref().expect("the electrical table");
    assert!(
        electrical
            .notes
            .contains(&"MCA, MOCP e interruptor sin los ventiladores del condensador: no hay condensador".to_string()),
        "{:?}",
        electrical.notes
    );
    assert!(!electrical.rows.iter().any(|(label, _)| label == "Ventiladores del condensador"), "{:?}", electrical.rows);
}

/// Issue 23 item 2 (`ficha-6`): a condensing unit whose condenser the
/// engineer chose prints that condenser's model and fans, not 'Indicado en
/// el proyecto', and its COP with the fans counted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_condenser_chosen_in_the_project_prints_its_model_and_fans() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    demo_library(&app).await;
    let (status, list) = status_and_json(app.get("/api/condensers").await).await;
    assert_eq!(status, 200, "{list}");
    let rows = list.as_array().or_else(|| list["items"].as_array()).expect("a list of condensers");
    let largest = rows
        .iter()
        .max_by(|a, b| a["capacity"].as_f64().unwrap().total_cmp(&b["capacity"].as_f64().unwrap()))
        .expect("the demo condensers");
    let (_, mut body) = project_bodies().into_iter().find(|(kind, _)| *kind == "condensadora").unwrap();
    let config = &mut body["condensingUnitConfig"];
    config["autoSelectCondenser"] = serde_json::json!(false);
    config["condenserId"] = largest["id"].clone();
    config["condenserModel"] = largest["model"].clone();
    config["condenserFanCount"] = largest["fanCount"].clone();
    config["condenserFanPower"] = largest["fanPowerConsumption"].clone();
    let detail = detail_from_endpoints(&app, &body).await;
    let sheet = sheet(&detail, &DesignSettings::default());
    let bytes = ChromiumRenderer::new(ChromiumSettings::default()).render(&render_html(&sheet).unwrap()).await.unwrap();
    let text = pdftotext(&bytes);
    if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
        std::fs::write(format!("{dir}/condensadora-elegido.pdf"), &bytes).unwrap();
    }
    let model = largest["model"].as_str().unwrap();
    let first_word = model.split_whitespace().next().unwrap();
    assert!(line_with(&text, "Modelo (indicado en").contains(first_word), "{model}\n{text}");
    assert!(!text.contains("Indicado en el proyecto"), "{text}");
    let fans = format!("{} × ", largest["fanCount"]);
    assert!(line_with(&text, "Ventiladores").contains(&fans), "{fans}\n{text}");
    assert!(text.contains("COP con ventiladores del condensador"), "{text}");
    assert_customer_copy("condensadora", &text);
}

/// Ids and hashes print only on the 'Trazabilidad' appendix, its own last
/// page, and only when the PDF design asks for it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_traceability_appendix_is_a_last_page_printed_only_when_asked() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    let (_, body) = project_bodies().into_iter().find(|(kind, _)| *kind == "condensadora").unwrap();
    let detail = detail_from_endpoints(&app, &body).await;
    let pdf = ChromiumRenderer::new(ChromiumSettings::default());
    let plain = sheet(&detail, &DesignSettings::default());
    let plain_html = render_html(&plain).unwrap();
    assert!(!plain_html.contains("Trazabilidad"), "off by default");
    let design = DesignSettings { traceability_appendix: true, ..DesignSettings::default() };
    let with = sheet(&detail, &design);
    let bytes = pdf.render(&render_html(&with).unwrap()).await.unwrap();
    let text = pdftotext(&bytes);
    if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
        std::fs::write(format!("{dir}/condensadora-trazabilidad.pdf"), &bytes).unwrap();
    }
    let pages: Vec<&str> = text.split('\u{c}').filter(|p| !p.trim().is_empty()).collect();
    let (last, customer) = pages.split_last().unwrap();
    assert!(last.contains("Trazabilidad") && last.contains(&with.sheet_id), "{last}");
    assert!(last.contains(&with.verification_code), "{last}");
    assert!(has_hex_run(last, 64), "the refrigerant dataset's SHA-256 on the appendix\n{last}");
    let customer = customer.join("\n");
    assert!(!has_uuid(&customer) && !has_hex_run(&customer, 64), "ids stay off the customer's pages");
    assert!(customer.contains(&format!("Página 1 de {}", pages.len())), "the appendix counts as a page");
    assert!(!customer.contains("Trazabilidad"), "the appendix starts its own page");
}

/// A sheet issued before the sections (`ficha-3`) prints with the template
/// it was issued with: ids in the provenance and the footer, as it was.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ficha_3_sheet_still_prints_with_its_own_template() {
    use app::sheets::model::{build, Images};
    use domain::company_settings::CompanyDetails;

    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    for (kind, body) in project_bodies() {
        let detail = detail_from_endpoints(&app, &body).await;
        let issue = crate::sheet_render::issue();
        let old = build(
            &detail,
            &CompanyDetails::default(),
            &DesignSettings::default(),
            Images::default(),
            &issue,
            "ficha-3",
        );
        let html = render_html(&old).unwrap();
        if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
            std::fs::write(format!("{dir}/{kind}-ficha-3.html"), &html).unwrap();
        }
        assert!(
            html.contains(&format!(
                "Proyecto proyecto-{kind}, versión 2 · plantilla ficha-3 · ficha {}",
                issue.sheet_id
            )),
            "{kind}"
        );
        assert!(html.contains(&format!(" · Ficha {}", issue.sheet_id)), "{kind}: the footer as issued");
        assert!(!html.contains("Verificación"), "{kind}");
    }
}

/// The tester's findings on a chiller by the direct method, packaged (no
/// pipe run given, engine 1.9.0 sizes no field piping): from `ficha-9` its
/// cold side prints every row, what the project does not state as 'no
/// indicado', and its lines section says 'Sin tramo en obra'.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_direct_packaged_chiller_states_its_cold_side_and_that_it_has_no_field_run() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    demo_library(&app).await;
    let (_, mut body) = project_bodies().into_iter().find(|(kind, _)| *kind == "chiller").unwrap();
    let config = body["chillerConfig"].as_object_mut().unwrap();
    config.insert("capacityMethod".into(), serde_json::json!("direct"));
    config.insert("requiredCapacity".into(), serde_json::json!(20));
    config.insert("coldSide".into(), serde_json::json!({ "fluidType": "water" }));
    config.remove("pipeDistance");
    let detail = detail_from_endpoints(&app, &body).await;
    let sheet = sheet(&detail, &DesignSettings::default());
    let bytes = ChromiumRenderer::new(ChromiumSettings::default()).render(&render_html(&sheet).unwrap()).await.unwrap();
    let text = pdftotext(&bytes);
    if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
        std::fs::write(format!("{dir}/chiller-direct.pdf"), &bytes).unwrap();
    }
    assert_customer_copy("chiller", &text);
    assert!(line_with(&text, "Lado frío · Fluido").contains("Agua"), "{text}");
    assert!(line_with(&text, "Lado frío · Caudal").contains("no indicado"), "{text}");
    for side in ["Lado frío · Temperatura de entrada", "Lado frío · Temperatura de salida"] {
        assert!(line_with(&text, side).contains("no indicada"), "{side}\n{text}");
    }
    assert!(row_with(&text, "Aproximación").contains("no indicada: sin temperatura de salida"), "{text}");
    assert!(text.contains("Sin tramo en obra"), "{text}");
    assert!(!text.contains("Presión admisible"), "no lines table\n{text}");
}

/// The demo library's condensers, smallest first.
async fn demo_condensers(app: &TestApp) -> Vec<serde_json::Value> {
    let (status, list) = status_and_json(app.get("/api/condensers").await).await;
    assert_eq!(status, 200, "{list}");
    let mut rows = list.as_array().or_else(|| list["items"].as_array()).expect("a list of condensers").clone();
    rows.sort_by(|a, b| a["capacity"].as_f64().unwrap().total_cmp(&b["capacity"].as_f64().unwrap()));
    rows
}

/// Issue 23, tester defects 1 and 4 (engine 1.10.0, `ficha-10`): a
/// condenser chosen by `condenserId` alone prints its model, capacity at
/// the design ΔT and fans like an automatic one, and when it rejects less
/// than the load the verdict is of what it lets through, 'INSUFICIENTE',
/// naming it; a typed condenser is used (its fans counted in MCA) and a
/// half-typed one is refused in Spanish naming the field.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_condenser_by_id_or_typed_prints_and_limits_the_verdict() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    demo_library(&app).await;
    let smallest = demo_condensers(&app).await.remove(0);
    let (_, base) = project_bodies().into_iter().find(|(kind, _)| *kind == "condensadora").unwrap();
    let mut body = base.clone();
    let config = &mut body["condensingUnitConfig"];
    config["autoSelectCondenser"] = serde_json::json!(false);
    config["condenserId"] = smallest["id"].clone();
    let detail = detail_from_endpoints(&app, &body).await;
    let answer = &detail["calculationResults"];
    assert_eq!(answer["givenCondenser"]["model"], smallest["model"], "{answer}");
    let judged = &answer["circuits"][0]["compliance"];
    assert_eq!(judged["status"], "INSUFICIENTE", "{judged}");
    assert_eq!(judged["limitedBy"]["component"], "condenser", "{judged}");
    let printed = sheet(&detail, &DesignSettings::default());
    let pdf = ChromiumRenderer::new(ChromiumSettings::default());
    let bytes = pdf.render(&render_html(&printed).unwrap()).await.unwrap();
    let text = pdftotext(&bytes);
    if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
        std::fs::write(format!("{dir}/condensadora-por-id.pdf"), &bytes).unwrap();
    }
    let first_word = smallest["model"].as_str().unwrap().split_whitespace().next().unwrap();
    assert!(line_with(&text, "Modelo (indicado en").contains(first_word), "{text}");
    assert!(line_with(&text, "Capacidad a la ΔT de diseño").contains(" kW"), "{text}");
    assert!(line_with(&text, "Ventiladores").contains("1 × 140 W"), "{text}");
    assert!(line_with(&text, "Cumplimiento").contains("INSUFICIENTE"), "{text}");
    assert!(line_with(&text, "Limitado por el condensador").contains("de los compresores"), "{text}");
    assert!(!text.contains("CUMPLE CON RESERVA"), "{text}");
    assert_fans_counted("condensadora", &text);

    // Typed: 45 kW at 15 K, 30 kW at the design 10 K, more than the load.
    let mut typed = base.clone();
    let config = &mut typed["condensingUnitConfig"];
    config["autoSelectCondenser"] = serde_json::json!(false);
    config["condenserModel"] = serde_json::json!("CD-45");
    config["condenserCapacity"] = serde_json::json!(45);
    config["condenserFanCount"] = serde_json::json!(2);
    config["condenserFanPower"] = serde_json::json!(0.6);
    let detail = detail_from_endpoints(&app, &typed).await;
    let answer = &detail["calculationResults"];
    assert!((answer["condenser"]["capacity"].as_f64().unwrap() - 30_000.0).abs() < 1e-6, "{answer}");
    assert!(answer["electricalLoads"]["condenser"].as_f64().unwrap() > 0.0, "the fans in MCA: {answer}");
    assert!(answer["circuits"][0]["compliance"]["limitedBy"].is_null(), "{answer}");
    let text =
        pdftotext(&pdf.render(&render_html(&sheet(&detail, &DesignSettings::default())).unwrap()).await.unwrap());
    assert!(line_with(&text, "Modelo (indicado en").contains("CD-45"), "{text}");
    assert!(line_with(&text, "Ventiladores").contains("2 × 600 W"), "{text}");
    assert!(!text.contains("Sin condensador"), "{text}");
    assert_fans_counted("condensadora", &text);

    let mut half = typed["condensingUnitConfig"].clone();
    half["condenserCapacity"] = serde_json::Value::Null;
    let request = serde_json::json!({"condTemp": 45, "refrigerant": "R404A", "voltage": 460,
        "circuits": half["circuits"].clone(), "condensingUnitConfig": half});
    let (status, error) = status_and_json(app.post("/api/racks/calculate", &request).await).await;
    assert_eq!(
        (status, error["code"].as_str(), error["field"].as_str()),
        (422, Some("calculation.typed_condenser"), Some("condenserCapacity")),
        "{error}"
    );
}

/// Issue 23, tester defects 1, 14, 15 and 19: a two-circuit air-cooled
/// chiller whose first plate exchanger is too small reads 'INSUFICIENTE'
/// naming it, prints a condenser per refrigerant circuit (engine 1.11.0,
/// `ficha-11`), names its circuits one way and prints each warning once
/// (two equal compressors out of their envelope at 50 °C).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_two_circuit_chiller_is_limited_by_its_exchanger_and_has_a_condenser_per_circuit() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    demo_library(&app).await;
    let small = demo_exchanger(&app, "PSD-8").await;
    let large = demo_exchanger(&app, "PSD-25").await;
    let (_, mut body) = project_bodies().into_iter().find(|(kind, _)| *kind == "chiller").unwrap();
    body["condTemp"] = serde_json::json!(50);
    let config = &mut body["chillerConfig"];
    config["ambientTemp"] = serde_json::json!(35);
    config["autoSelectCondenser"] = serde_json::json!(true);
    config["numberOfCircuits"] = serde_json::json!(2);
    let circuit = |id: &str, hx: &str| {
        serde_json::json!({"id": id, "evapTemp": 2, "requiredCapacity": 17.5, "heatExchangerId": hx,
            "compressors": [{"id": "1", "model": "ZS45K4E-TF5", "type": "scroll"}]})
    };
    config["circuits"] = serde_json::json!([circuit("A", &small), circuit("B", &large)]);
    let detail = detail_from_endpoints(&app, &body).await;
    let answer = &detail["calculationResults"];
    assert_eq!(answer["compliance"]["limitedBy"]["model"], "PSD-8", "{answer}");
    let sheet = sheet(&detail, &DesignSettings::default());
    let mut seen = std::collections::HashSet::new();
    assert!(sheet.warnings.iter().all(|w| seen.insert(w.clone())), "each warning once: {:?}", sheet.warnings);
    let bytes = ChromiumRenderer::new(ChromiumSettings::default()).render(&render_html(&sheet).unwrap()).await.unwrap();
    let text = pdftotext(&bytes);
    if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
        std::fs::write(format!("{dir}/chiller-dos-circuitos.pdf"), &bytes).unwrap();
    }
    assert!(
        line_with(&text, "Cumplimiento").contains("INSUFICIENTE") || text.contains("FUERA DE ENVOLVENTE"),
        "{text}"
    );
    assert!(text.contains("Limitado por el intercambiador PSD-8"), "{text}");
    assert!(!text.contains("Un solo condensador"), "{text}");
    // The project's 10 m run: from ficha-13 the condensers are named remote.
    let (first, second) = ("Condensador remoto a 10 m · Circuito 1 (A)", "Condensador remoto a 10 m · Circuito 2 (B)");
    assert!(text.contains(first) && text.contains(second), "{text}");
    assert!(text.contains("Circuito 1 (A)") && text.contains("Circuito 2 (B)"), "{text}");
    assert!(
        sheet
            .warnings
            .iter()
            .any(|w| w.starts_with("Intercambiador subdimensionado") && w.ends_with("en el circuito 1 (A)")),
        "the exchanger's warning names it the same way: {:?}",
        sheet.warnings
    );
    assert_eq!(text.matches("opera fuera de su envolvente").count(), 1, "{text}");
}

/// A chiller project of two refrigerant circuits: A with two ZS45K4E-TF5,
/// B with one, on R134a at 2/45 °C and 35 °C ambient, each circuit on a
/// PSD-25; air-cooled with automatic selection, or water-cooled.
fn two_circuit_chiller(exchanger: &str, chiller_type: &str) -> serde_json::Value {
    let zs = |n: usize| -> Vec<serde_json::Value> {
        (1..=n).map(|i| serde_json::json!({"id": i.to_string(), "model": "ZS45K4E-TF5", "type": "scroll"})).collect()
    };
    let mut config = serde_json::json!({
        "capacityMethod": "direct", "chillerType": chiller_type, "modelName": "", "numberOfCircuits": 2,
        "requiredCapacity": 30, "customer": "Corporativo Reforma", "responsable": "Ing. Ana Torres", "project": "Edificio A",
        "coldSide": {"fluidType": "water", "flowRateUnit": "lmin", "tempIn": 12, "tempOut": 7},
        "circuits": [
            {"id": "A", "evapTemp": 2, "requiredCapacity": 20, "heatExchangerId": exchanger, "compressors": zs(2)},
            {"id": "B", "evapTemp": 2, "requiredCapacity": 10, "heatExchangerId": exchanger, "compressors": zs(1)}
        ]
    });
    if chiller_type == "agua-aire" {
        config["ambientTemp"] = serde_json::json!(35);
        config["autoSelectCondenser"] = serde_json::json!(true);
        config["condenserOversizing"] = serde_json::json!(10);
    } else {
        config["hotSide"] =
            serde_json::json!({"fluidType": "water", "flowRateUnit": "lmin", "tempIn": 30, "tempOut": 35});
    }
    serde_json::json!({"name": "Chiller dos circuitos", "equipmentType": "chiller", "refrigerant": "R134a", "voltage": 460,
        "condTemp": 45, "chillerConfig": config, "isPro": false, "proDescription": "", "designNotes": "", "designImages": []})
}

/// Tester defect 19 (engine 1.11.0, `ficha-11`), on both stores: an
/// air-cooled chiller of two refrigerant circuits gets a condenser per
/// circuit, each the smallest of the catalogue whose capacity at the
/// design ΔT (45 − 35 = 10 K, the rated 15 K's two thirds) meets the
/// circuit's own heat plus 10 %; every condenser's fans count in the
/// electrical table (W / (√3 × 460 V × 0.85)); the saved project keeps the
/// answer and the sheet prints a row group per circuit.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_two_circuit_air_cooled_chiller_has_a_condenser_per_circuit_on_both_stores() {
    for store in [TestStore::sqlite(), TestStore::postgres()] {
        let app = spawn_app(store).await;
        demo_catalogue(&app).await;
        demo_library(&app).await;
        let exchanger = demo_exchanger(&app, "PSD-25").await;
        let catalogue = demo_condensers(&app).await;
        let (status, saved) =
            status_and_json(app.post("/api/projects", &two_circuit_chiller(&exchanger, "agua-aire")).await).await;
        assert_eq!(status, 201, "{saved}");
        let answer = &saved["calculationResults"];
        assert_eq!(answer["provenance"]["engineVersion"], domain::engine::ENGINE_VERSION);
        let own = answer["circuitCondensers"].as_array().unwrap_or_else(|| panic!("{answer}"));
        assert_eq!(own.len(), 2, "{answer}");
        assert!(answer["autoSelectedCondenser"].is_null() && answer["autoSelectError"].is_null(), "{answer}");
        let mut fan_watts = 0.0;
        let mut capacity = 0.0;
        for (circuit, id) in own.iter().zip(["A", "B"]) {
            assert_eq!((circuit["circuitId"].as_str(), circuit["origin"].as_str()), (Some(id), Some("automatic")));
            let load = circuit["load"].as_f64().unwrap();
            let expected = catalogue
                .iter()
                .find(|c| c["capacity"].as_f64().unwrap() * 1000.0 * 10.0 / 15.0 >= load * 1.1)
                .unwrap_or_else(|| panic!("a demo condenser for {load} W"));
            let chosen = &circuit["condenser"];
            assert_eq!(chosen["model"], expected["model"], "circuit {id}: {circuit}");
            let at_design = expected["capacity"].as_f64().unwrap() * 1000.0 * 10.0 / 15.0;
            assert!((chosen["capacity"].as_f64().unwrap() - at_design).abs() < 1e-6, "{circuit}");
            let reserve = circuit["check"]["reserve"].as_f64().unwrap();
            assert!((reserve - (at_design / load - 1.0) * 100.0).abs() < 1e-9, "{circuit}");
            fan_watts += chosen["fanCount"].as_f64().unwrap() * chosen["fanPowerConsumption"].as_f64().unwrap();
            capacity += at_design;
        }
        let loads: Vec<f64> = own.iter().map(|c| c["load"].as_f64().unwrap()).collect();
        assert!(loads[0] > 1.9 * loads[1], "two compressors against one: {loads:?}");
        let total = answer["condenserAnalysis"]["totalCondenserLoad"].as_f64().unwrap();
        assert!((loads[0] + loads[1] - total).abs() < 1e-6 * total);
        assert!((answer["condenser"]["capacity"].as_f64().unwrap() - capacity).abs() < 1e-6);
        let fans = answer["electricalLoads"]["condenser"].as_f64().unwrap();
        assert!((fans - fan_watts / (3f64.sqrt() * 460.0 * 0.85)).abs() < 1e-9, "{fans} for {fan_watts} W");

        let (status, detail) =
            status_and_json(app.get(&format!("/api/projects/{}", saved["id"].as_str().unwrap())).await).await;
        assert_eq!(status, 200, "{detail}");
        assert_eq!(
            detail["calculationResults"]["circuitCondensers"], answer["circuitCondensers"],
            "stored as answered"
        );
        let bytes = ChromiumRenderer::new(ChromiumSettings::default())
            .render(&render_html(&sheet(&detail, &DesignSettings::default())).unwrap())
            .await
            .unwrap();
        let text = pdftotext(&bytes);
        let cells = words(&pdftotext_raw(&bytes));
        if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
            std::fs::write(format!("{dir}/chiller-condensador-por-circuito.pdf"), &bytes).unwrap();
        }
        assert_customer_copy("chiller", &text);
        assert!(line_with(&text, "Un condensador por circuito frigorífico").contains("2 condensadores"), "{text}");
        for (i, (circuit, title)) in
            own.iter().zip(["Condensador · Circuito 1 (A)", "Condensador · Circuito 2 (B)"]).enumerate()
        {
            let at = cells.find(title).unwrap_or_else(|| panic!("no '{title}'\n{cells}"));
            let group = &cells[at..];
            let group = match i {
                0 => &group[..group.find("Condensador · Circuito 2 (B)").unwrap()],
                _ => group,
            };
            let model = circuit["condenser"]["model"].as_str().unwrap();
            assert!(after(group, "Modelo (selección automática)").starts_with(model), "{title}: {group}");
            let kw = format!("{:.2} kW", circuit["condenser"]["capacity"].as_f64().unwrap() / 1000.0);
            assert!(after(group, "Capacidad a la ΔT de diseño").starts_with(&kw), "{title}: {group}");
            let heat = format!("{:.2} kW", circuit["load"].as_f64().unwrap() / 1000.0);
            assert!(after(group, "Calor rechazado").starts_with(&heat), "{title}: {group}");
            let reserve = after(group, "Reserva").split_whitespace().take(2).collect::<Vec<_>>();
            assert!(reserve[0].parse::<f64>().is_ok() && reserve[1] == "%", "{title}: {group}");
        }
        assert!(!text.contains("Modelo (indicado en el proyecto)"), "{text}");
        assert_fans_counted("chiller", &text);
    }
}

/// Issue 23 (engine 1.12.0), on both stores: a two-circuit air-cooled
/// chiller with a remote condenser 20 m away runs a liquid and a discharge
/// line per refrigerant circuit, each for its own circuit's mass flow, none
/// for both and no suction line (inside the frame); each circuit is charged with its own lines and
/// condenser, adding up to the unit; the saved project keeps the answer
/// and the sheet names each line by its circuit.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_remote_condenser_chiller_runs_field_lines_per_circuit_on_both_stores() {
    for store in [TestStore::sqlite(), TestStore::postgres()] {
        let app = spawn_app(store).await;
        demo_catalogue(&app).await;
        demo_library(&app).await;
        let exchanger = demo_exchanger(&app, "PSD-25").await;
        demo_condensers(&app).await;
        let mut body = two_circuit_chiller(&exchanger, "agua-aire");
        body["chillerConfig"]["pipeDistance"] = serde_json::json!(20);
        let (status, saved) = status_and_json(app.post("/api/projects", &body).await).await;
        assert_eq!(status, 201, "{saved}");
        let answer = &saved["calculationResults"];
        assert_eq!(answer["provenance"]["engineVersion"], domain::engine::ENGINE_VERSION);
        assert_eq!(answer["liquidLines"], serde_json::json!([]), "no liquid line for both circuits: {answer}");
        assert!(answer["dischargeLine"].is_null(), "no discharge line for both circuits: {answer}");
        let circuits = answer["circuits"].as_array().unwrap();
        for circuit in circuits {
            let flow: f64 =
                circuit["compressors"].as_array().unwrap().iter().map(|c| c["massFlow"].as_f64().unwrap()).sum();
            let liquid = &circuit["liquidLines"][0];
            let discharge = &circuit["dischargeLine"];
            for line in [liquid, discharge] {
                assert!((line["massFlow"].as_f64().unwrap() - flow).abs() < 1e-9, "{circuit}");
                assert!(line["designPressure"].is_number() && line["equivalentLength"] == 30.0, "{line}");
            }
            assert!(circuit["liquidLines"][1].is_null() && liquid["flashGas"].is_object(), "{circuit}");
            // Evaporator and compressors in one frame: no suction run.
            assert_eq!(circuit["suctionLines"], serde_json::json!([]), "{circuit}");
        }
        let charge = &answer["refrigerantCharge"];
        let kg: Vec<f64> =
            charge["circuits"].as_array().unwrap().iter().map(|c| c["recommendedCharge"].as_f64().unwrap()).collect();
        assert!((kg[0] + kg[1] - charge["recommendedCharge"].as_f64().unwrap()).abs() < 1e-9, "{charge}");
        assert!(kg[0] > kg[1], "two compressors' lines and condenser against one: {kg:?}");

        let (status, detail) =
            status_and_json(app.get(&format!("/api/projects/{}", saved["id"].as_str().unwrap())).await).await;
        assert_eq!(status, 200, "{detail}");
        assert_eq!(detail["calculationResults"]["circuits"], answer["circuits"], "stored as answered");
        let model = sheet(&detail, &DesignSettings::default());
        let kinds: Vec<&str> = model.lines.iter().map(|l| l.kind.as_str()).collect();
        assert_eq!(
            kinds,
            [
                "Líquido · Circuito 1 (A)",
                "Líquido · Circuito 2 (B)",
                "Descarga · Circuito 1 (A)",
                "Descarga · Circuito 2 (B)"
            ]
        );
        let bytes =
            ChromiumRenderer::new(ChromiumSettings::default()).render(&render_html(&model).unwrap()).await.unwrap();
        let text = pdftotext(&bytes);
        if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
            std::fs::write(format!("{dir}/chiller-lineas-por-circuito.pdf"), &bytes).unwrap();
        }
        assert_customer_copy("chiller", &text);
        // Each circuit's lines, sized for its own flow: circuit A's (two
        // compressors) print its capacity, B's (one) theirs.
        for (circuit, line) in circuits.iter().zip(&model.lines) {
            let kw = format!("{:.2}", circuit["totals"]["coolingCapacity"].as_f64().unwrap() / 1000.0);
            assert_eq!(line.capacity, kw, "{line:?}");
            assert!(words(&pdftotext_raw(&bytes)).contains(&line.diameter), "{} not printed", line.diameter);
        }
        assert!(!text.contains("Líneas de succión") && !text.contains("Succión"), "no suction run: {text}");
        // Engine 1.13.0 states the run (tester report 3, defect 31), and
        // `ficha-13` prints it above the lines and in the condenser's
        // heading (defect 4).
        let run = serde_json::json!({"length": 20.0, "equivalentLength": 30.0, "liquidLift": null});
        assert_eq!(answer["fieldRun"], run, "{answer}");
        assert_eq!(detail["calculationResults"]["fieldRun"], run, "stored as answered");
        let text = text.replace('\u{a0}', " ");
        assert!(text.contains("Tramo en obra 20 m (longitud equivalente 30 m, sin desnivel indicado)"), "{text}");
        assert!(text.contains("Condensador remoto a 20 m · Circuito 1 (A)"), "{text}");
    }
}

/// A water-cooled chiller's brazed-plate condenser is charged by its
/// allowance (engine 1.11.0): 0.05 kg per kW of heat rejected, in one row
/// the sheet's charge table names 'Condensador de placas soldadas'; no
/// air coil's 0.3 L/kW rows.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_water_cooled_chiller_charges_its_plate_condenser_by_allowance() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    demo_library(&app).await;
    let exchanger = demo_exchanger(&app, "PSD-25").await;
    let body = two_circuit_chiller(&exchanger, "agua-agua");
    let detail = detail_from_endpoints(&app, &body).await;
    let answer = &detail["calculationResults"];
    assert!(answer["circuitCondensers"].is_null(), "no air condensers: {answer}");
    let rows = answer["refrigerantCharge"]["breakdown"].as_array().unwrap();
    let plate =
        rows.iter().find(|r| r["component"] == "Condensador de placas soldadas").unwrap_or_else(|| panic!("{rows:?}"));
    let load_kw = answer["condenserAnalysis"]["totalCondenserLoad"].as_f64().unwrap() / 1000.0;
    assert!((plate["mass"].as_f64().unwrap() - 0.05 * load_kw).abs() < 1e-9, "{plate}");
    assert!(!rows.iter().any(|r| r["component"].as_str().unwrap().starts_with("Condensador (")), "{rows:?}");
    let cells = words(&pdftotext_raw(
        &ChromiumRenderer::new(ChromiumSettings::default())
            .render(&render_html(&sheet(&detail, &DesignSettings::default())).unwrap())
            .await
            .unwrap(),
    ));
    // The row's cells follow its name: volume, density, mass and the note.
    let row = after(&cells, "Condensador de placas soldadas").split_whitespace().take(10).collect::<Vec<_>>().join(" ");
    assert!(row.contains(&format!("{:.2}", 0.05 * load_kw)) && row.contains("0.05 kg/kW de calor rechazado"), "{row}");
}
