use super::*;

const TEMPLATES: [(&str, &str); 16] = [
    ("datasheet.html", include_str!("../../templates/datasheet.html")),
    ("accessories", include_str!("../../templates/sections/accessories.html")),
    ("charge", include_str!("../../templates/sections/charge.html")),
    ("compressors", include_str!("../../templates/sections/compressors.html")),
    ("condenser", include_str!("../../templates/sections/condenser.html")),
    ("design", include_str!("../../templates/sections/design.html")),
    ("duty", include_str!("../../templates/sections/duty.html")),
    ("electrical", include_str!("../../templates/sections/electrical.html")),
    ("envelope", include_str!("../../templates/sections/envelope.html")),
    ("lines", include_str!("../../templates/sections/lines.html")),
    ("ph-diagram", include_str!("../../templates/sections/ph-diagram.html")),
    ("provenance", include_str!("../../templates/sections/provenance.html")),
    ("regulations", include_str!("../../templates/sections/regulations.html")),
    ("traceability", include_str!("../../templates/sections/traceability.html")),
    ("warnings", include_str!("../../templates/sections/warnings.html")),
    ("water-side", include_str!("../../templates/sections/water-side.html")),
];

/// Words a sheet prints alike in both languages: units, symbols, acronyms.
const LANGUAGE_FREE: [&str; 12] = ["kW", "A", "V", "°C", "K", "PRO", "MCA", "MOCP", "kg", "bar", "Logo", "W"];

/// `text` with every `open … close` span replaced by `with`.
fn replace_spans(text: &str, open: &str, close: &str, with: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(start) = rest.find(open) {
        out.push_str(&rest[..start]);
        match rest[start + open.len()..].find(close) {
            Some(end) => {
                out.push_str(with);
                rest = &rest[start + open.len() + end + close.len()..];
            }
            None => {
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// The first argument of every `t("…")` in a template.
fn t_calls(template: &str) -> Vec<String> {
    template
        .match_indices("t(\"")
        .filter(|(at, _)| *at == 0 || !template.as_bytes()[at - 1].is_ascii_alphanumeric())
        .filter_map(|(at, _)| {
            let rest = &template[at + 3..];
            rest.find('"').map(|end| rest[..end].to_string())
        })
        .collect()
}

/// The text a template writes itself, outside tags and statements, with
/// each expression as `{}`: what would print untranslated.
fn plain_texts(template: &str) -> Vec<String> {
    let no_style = replace_spans(template, "<style>", "</style>", "<>");
    let expressions = replace_spans(&no_style, "{{", "}}", "{}");
    let statements = replace_spans(&expressions, "{%", "%}", "<>");
    let tagless = replace_spans(&statements, "<", ">", "\n");
    tagless
        .split('\n')
        .map(|run| run.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|run| {
            run.replace("{}", " ").split_whitespace().any(|word| {
                word.chars().any(char::is_alphabetic)
                    && !LANGUAGE_FREE.contains(&word.trim_matches(|c: char| !c.is_alphanumeric() && c != '°'))
            })
        })
        .collect()
}

/// Issue 23 item 5: every text a template prints has its English; a new
/// label fails here until the catalogue has it.
#[test]
fn every_text_of_the_templates_has_an_entry() {
    let mut missing = Vec::new();
    for (name, template) in TEMPLATES {
        for text in t_calls(template) {
            if template_english(&text).is_none() {
                missing.push(format!("{name}: {text}"));
            }
        }
        // Text written outside `t(…)` prints untranslated: it must be a
        // catalogue entry too (and be wired through `t`).
        for text in plain_texts(template) {
            if !CATALOGUE.iter().any(|(es, _)| es.trim() == text) {
                missing.push(format!("{name}: {text}"));
            }
        }
    }
    assert!(missing.is_empty(), "no catalogue entry for:\n{}", missing.join("\n"));
}

#[test]
fn the_scan_finds_the_texts_a_template_writes() {
    let texts =
        plain_texts("<h2>Cargas eléctricas ({{ e.voltage }} V)</h2>\n<div><span>MCA</span><b>{{ e.mca }} A</b></div>");
    assert_eq!(texts, ["Cargas eléctricas ({} V)"]);
    assert_eq!(
        t_calls(r#"<b>{{ t("Modelo PRO:") }}</b>{{ t("Lado frío · {}", x) }}"#),
        ["Modelo PRO:", "Lado frío · {}"]
    );
}

#[test]
fn the_catalogue_has_one_entry_per_spanish_text() {
    assert!(domain::phrases::duplicates(CATALOGUE).is_empty(), "{:?}", domain::phrases::duplicates(CATALOGUE));
    assert!(domain::phrases::duplicates(super::UNIT_FREE).is_empty());
    let shadowed: Vec<&str> =
        super::UNIT_FREE.iter().filter(|(es, _)| CATALOGUE.iter().any(|(c, _)| c == es)).map(|(es, _)| *es).collect();
    assert!(shadowed.is_empty(), "in both tables: {shadowed:?}");
}

/// The duty section names the refrigerant: every one of the dataset has
/// its English name, and every secondary fluid.
#[test]
fn every_refrigerant_and_secondary_fluid_has_its_english_name() {
    let dataset = domain::properties::dataset();
    let missing: Vec<&str> =
        dataset.refrigerants().iter().map(|r| r.info.name.as_str()).filter(|name| english(name).is_none()).collect();
    assert!(missing.is_empty(), "{missing:?}");
    assert_eq!(english("Mezcla HFC R125/R143a/R134a").as_deref(), Some("HFC blend R125/R143a/R134a"));
    for fluid in domain::properties::secondary_fluids() {
        assert!(english(&fluid.name).is_some(), "{}", fluid.name);
    }
    assert_eq!(english("Propilenglicol (MPG) al 30 %").as_deref(), Some("Propylene glycol (MPG) at 30 %"));
}

#[test]
fn it_should_print_the_sections_texts_in_english_with_their_values() {
    for (spanish, in_english) in [
        ("Control de capacidad: Variador de frecuencia", "Capacity control: Variable-frequency drive"),
        ("10.4 % (con reserva)", "10.4 % (with margin)"),
        ("cobre, pared 0.89 mm", "copper, wall 0.89 mm"),
        ("Succión C2", "Suction C2"),
        ("Cumple; el aceite no sube en el escalón mínimo", "Complies; oil does not rise at the smallest capacity step"),
        (
            "Selección automática del condensador fallida: Ningún condensador del catálogo alcanza 30.8 kW.",
            "Automatic condenser selection failed: No condenser in the catalogue reaches 30.8 kW.",
        ),
        (
            "lado de alta 26.6 bar, lado de baja 13.7 bar. EN 378-2:2016, 5.2: saturación a 59 °C en alta (condensador por aire) y 38 °C en baja (ambiente 35.0 °C, clase ≤ 38 °C).",
            "high side 26.6 bar, low side 13.7 bar. EN 378-2:2016, 5.2: saturation at 59 °C on the high side (air-cooled condenser) and 38 °C on the low side (ambient 35.0 °C, class ≤ 38 °C).",
        ),
        (
            "Cifras según EN 12900 / AHRI 540 a retorno de gas 20.0 °C, sobrecalentamiento 10.0 K (del juego de coeficientes) y subenfriamiento 0.0 K (por defecto del producto).",
            "Figures per EN 12900 / AHRI 540 at return gas 20.0 °C, superheat 10.0 K (from the coefficient set) and subcooling 0.0 K (product default).",
        ),
        ("3 juegos de coeficientes del catálogo (a:p1, b:p2)", "3 catalogue coefficient sets (a:p1, b:p2)"),
    ] {
        assert_eq!(english(spanish).as_deref(), Some(in_english), "{spanish}");
    }
    assert_eq!(english_or_marked("Un texto nuevo"), "[Spanish, not translated] Un texto nuevo");
}

#[test]
fn it_should_translate_the_texts_of_a_chart_and_nothing_else() {
    let svg = r##"<svg aria-label="Diagrama p-h"><text x="1" y="2">Entalpía (kJ/kg)</text><text x="3">R&amp;D · fuera de rango</text><circle r="3"/></svg>"##;
    assert_eq!(
        svg_in_english(svg),
        r##"<svg aria-label="p-h diagram"><text x="1" y="2">Enthalpy (kJ/kg)</text><text x="3">R&amp;D · out of range</text><circle r="3"/></svg>"##
    );
}

mod sheets {
    use domain::company_settings::CompanyDetails;
    use domain::design_config::DesignSettings;
    use domain::project::SheetLanguage;
    use serde_json::{json, Value};

    use super::super::{CATALOGUE, UNTRANSLATED};
    use crate::sheets::chart_labels::layout_faults;
    use crate::sheets::model::{build, Images, Issue, Sheet};
    use crate::sheets::render::render_html;
    use crate::sheets::sections::test_sources::{detail, pinned_digests, KINDS};
    use crate::sheets::template_versions::TEMPLATE_VERSION;

    fn issue() -> Issue {
        Issue { sheet_id: "s-1".into(), issued_at: "2026-11-22T08:30:00Z".into(), project_version: 4, shown_version: 4 }
    }

    fn in_language(kind: &str, language: &str) -> Value {
        let mut project = detail(kind);
        project["sheetLanguage"] = json!(language);
        project
    }

    fn sheet(project: &Value, version: &'static str, appendix: bool, company: &CompanyDetails) -> Sheet {
        let design = DesignSettings { traceability_appendix: appendix, ..DesignSettings::default() };
        let images = Images { logo: None, equipment: None, design: vec![] };
        build(project, company, &design, images, &issue(), version)
    }

    /// The words of a page, without its tags, style and scripts.
    fn visible_text(html: &str) -> String {
        let body = html.split("</style>").last().unwrap_or(html);
        let mut out = String::new();
        let mut in_tag = false;
        for c in body.chars() {
            match c {
                '<' => in_tag = true,
                '>' => {
                    in_tag = false;
                    out.push(' ');
                }
                _ if !in_tag => out.push(c),
                _ => {}
            }
        }
        out
    }

    /// Spanish texts of the catalogue that differ from their English and
    /// read as Spanish (long enough not to be a symbol or a unit).
    fn spanish_markers() -> Vec<&'static str> {
        CATALOGUE
            .iter()
            .filter(|(es, en)| es != en && !es.contains('{') && es.chars().count() >= 8)
            .map(|(es, _)| *es)
            .collect()
    }

    /// Issue 23 item 5: an English sheet of every type, SI or I-P, prints
    /// every label, list text, note and warning in English; nothing is left
    /// marked untranslated and no Spanish label of the catalogue is left.
    #[test]
    fn an_english_sheet_of_every_type_has_no_spanish_left() {
        for (kind, units) in KINDS.into_iter().flat_map(|k| [(k, "SI"), (k, "IP")]) {
            for appendix in [false, true] {
                let project = in_language_and_units(kind, "en", units);
                let sheet = sheet(&project, TEMPLATE_VERSION, appendix, &CompanyDetails::default());
                assert_eq!(sheet.language, SheetLanguage::En);
                let html = render_html(&sheet).unwrap();
                assert!(html.contains("<html lang=\"en\">"), "{kind}");
                let text = visible_text(&html);
                let marked: Vec<&str> = text.lines().filter(|l| l.contains(UNTRANSLATED.trim())).collect();
                assert!(marked.is_empty(), "{kind}: untranslated:\n{}", marked.join("\n"));
                let left: Vec<&str> = spanish_markers().into_iter().filter(|es| text.contains(es)).collect();
                assert!(left.is_empty(), "{kind}: Spanish left: {left:?}");
                assert!(text.contains("Technical Data Sheet") && text.contains("Operating conditions"), "{kind}");
                for chart in sheet.envelopes.iter().chain(sheet.ph_diagrams.iter().filter_map(|f| f.svg.as_ref())) {
                    // The English texts add no fault to the chart as drawn.
                    let english = super::super::svg_in_english(chart);
                    assert_eq!(layout_faults(&english), layout_faults(chart), "{kind}");
                }
            }
        }
    }

    /// An English sheet writes numbers with a decimal point whatever the
    /// company's locale, and its dates as ISO 8601.
    #[test]
    fn an_english_sheet_writes_a_decimal_point_and_iso_dates() {
        let spain =
            CompanyDetails { number_locale: domain::number_format::NumberLocale::EsEs, ..CompanyDetails::default() };
        let english = sheet(&in_language("rack", "en"), TEMPLATE_VERSION, false, &spain);
        assert_eq!(english.issue_date, "2026-11-22");
        assert!(
            english.totals.capacity.contains('.') && !english.totals.capacity.contains(','),
            "{}",
            english.totals.capacity
        );
        let spanish = sheet(&in_language("rack", "es"), TEMPLATE_VERSION, false, &spain);
        assert!(spanish.totals.capacity.contains(','), "{}", spanish.totals.capacity);
        assert_eq!(spanish.issue_date, "22/11/2026");
    }

    /// The page without its envelope charts, whose labels `ficha-7` keeps
    /// off the envelope's edge (issue 23 item 4).
    fn without_envelopes(html: &str) -> String {
        let start = html.find("data-section=\"envelope\"").unwrap_or(html.len());
        let end = html[start..].find("</section>").map_or(html.len(), |e| start + e);
        format!("{}{}", &html[..start], &html[end..])
    }

    /// A project that asks for English prints Spanish on a sheet of a version
    /// before the language (`ficha-6`), byte for byte as that version did; a
    /// Spanish SI `ficha-8` sheet is a `ficha-6` one but for the version it
    /// names and its envelope labels (`ficha-9` changes the page itself).
    #[test]
    fn spanish_and_older_sheets_print_as_before() {
        for kind in KINDS {
            let company = CompanyDetails::default();
            let as_issued = render_html(&sheet(&detail(kind), "ficha-6", false, &company)).unwrap();
            let asked_english = render_html(&sheet(&in_language(kind, "en"), "ficha-6", false, &company)).unwrap();
            assert_eq!(asked_english, as_issued, "{kind}");
            let spanish = render_html(&sheet(&in_language(kind, "es"), "ficha-8", false, &company)).unwrap();
            assert_eq!(
                without_envelopes(&spanish.replace("ficha-8", "ficha-6")),
                without_envelopes(&as_issued),
                "{kind}"
            );
        }
    }

    fn in_language_and_units(kind: &str, language: &str, units: &str) -> Value {
        let mut project = in_language(kind, language);
        project["sheetUnits"] = json!(units);
        project
    }

    /// The English sheets of the four types in `units`, with the appendix.
    fn english_digests(version: &'static str, units: &str) -> Vec<String> {
        pinned_digests(version, true, |kind| vec![in_language_and_units(kind, "en", units)])
    }

    /// The English sheets of the recorded answers of every version from
    /// `ficha-7` on, SI and I-P, with the appendix, pinned as issued: a
    /// change to the catalogue or the templates that moves an issued
    /// English sheet fails here. `ficha-7`'s I-P ones with the texts it
    /// could not place marked.
    #[test]
    fn english_sheets_of_every_version_are_pinned() {
        for (version, si, ip) in ENGLISH_PINS {
            assert_eq!(english_digests(version, "SI"), si, "{version} SI");
            assert_eq!(english_digests(version, "IP"), ip, "{version} I-P");
        }
    }

    /// Per version: rack, condensadora, chiller, motocompresora in SI, then
    /// in I-P.
    const ENGLISH_PINS: [(&str, [&str; 4], [&str; 4]); 7] = [
        // ficha-7: digests taken on main at 10dc25e
        (
            "ficha-7",
            [
                "637ff59696d0eaa282941ed603b8aa786c88e7ccc1c2c3752d5e2d3b5f9d16d2",
                "a1523db851a65445fb67ded0e6f39bc73819fb13860c17f046d0165c706291aa",
                "d8c8190bd24203be011a906a4998fbde74206aedf7a6bc48d7e255f47e1cf7f4",
                "eace2132c2eb8b012235b9e4eef7de104ba1e2a8d3c2641cb0e6fa0388184fb2",
            ],
            [
                "8f67c2855371eb7f58a82e0e5715f797c4798bae0aa0f1755cdb02175d4b61de",
                "72022123eb68d385ea8a31ad9a19e5dc11c1d2a18c12e1e81254eba0cb769a47",
                "fae65ffc3346e6b88f1ca79285a313a82aec6fc788ce170add0b86b5d910b9e8",
                "e590a3a9835f422fec7478d786cbb4d88f04607e48c656d00022662e8944bec7",
            ],
        ),
        (
            "ficha-8",
            [
                "c3216ac66a2216a8cf37c63879fa3642a706306959a3411a8837c181b8feba39",
                "3316574a8d175324fb44af811f0ba25bde4fe7d73bc322bc96f0615aa5273c31",
                "58a38e912908e7eb05b60d47c3a8a4f5ad7c1fccec58748e73a325a3b65b68a5",
                "2fadb21a8399b9e1b659560d5d1bd4d5622cada5cae4bc10d4efb0a8d1a0c511",
            ],
            [
                "182ca8020ebb4d3465f664d3c6721b7011d3998cc799d7d5deb84d13b5f73945",
                "77db9641c6add37a275a5bfce674b69dbfd0b7424d4345bfd5d1334a2457e67e",
                "6c10ac178abe5b4280fe146c70a4b658925fa34e2db7329a2848403bbb8f82b8",
                "85dfcbea49d7c914d250a945c100c25e4dcb867f84840b20d5be9bb5c3d01f9c",
            ],
        ),
        // ficha-9: digests taken on main at 3b6bcea
        (
            "ficha-9",
            [
                "8ff180925f7209d710ae678dbaa53ee2725fc0720d40f9c943a6fc592968482a",
                "5dc5c5ab939963f60c32a294f4cf529758ffa14d16122551e87d3d6e57f9494b",
                "f5e8bd3c017db1644692a14aee60d9d4b6e8b1dd7f762438971244f9486f8a64",
                "e13dc44e44c39f9727d2bfbb5c13fdf6c3e5c08ab82c1a17402c7260902db4f3",
            ],
            [
                "0700ba0df897df5382431148995e39ac9e7af98326eefc82d8c88daf98b2adca",
                "23a460931b7c061a0a35df5f7d0646864de1d19cfd2a8c5a9f70adc3e050a1fe",
                "85e444a948c051b97b1c68ef6b041d412b5a1f51badaafc31b3ed465dbe6f67a",
                "a1e2ec1c6e5b6dbef66e93f7805d6e065d680fc34924d3a27fa4f57f54ae0dc1",
            ],
        ),
        // ficha-10: digests taken on main at 3b6bcea, before `ficha-11`
        (
            "ficha-10",
            [
                "53b291e2dd29b4bb09bdea9ae6df39799f448897736d35e4d52c3b0799221025",
                "c755f07eabf720f73b7862a409499fad6e6fdfe194953f95d586301eef9f4fff",
                "f36763ae822e57a409dda36a445f52d8e19cc5da90afe2114371ff82e08e779b",
                "0f0322d6b1430e948d5efbc376edd226e587298b9adc966d5895b33e4b15867a",
            ],
            [
                "0c20b1da8fbeb46c53733a1749c881f87095ee29a1866475d176419e2f28f575",
                "453dc63545103019f4f2da515a4584dd76bdffb02aa17b493b90b02bfa3acf0d",
                "e32258a0c9a411093511d43ef5ca7ed919dfc1dfc5e2eef86a7d88357b8a520a",
                "77b97b465dad744fcb977681daf7e08cc4055b1a2631c91e30a7e81bf2942ce1",
            ],
        ),
        // ficha-11: digests taken on main at 828bbbc, before `ficha-12`
        (
            "ficha-11",
            [
                "bb8f424169db6b87d7cbac87dab4d25c561661706fa8643e031a6a0ea8ff89ab",
                "157a074adb3e3acde247c91d579c7432e0bb389c6bc4c014ec4a57e9deacd34d",
                "20b622bdf0bf7f397729ff093f23d37eaeb8e0f2e287a2535522395c308059fb",
                "74e7ce996434c84458ae38fdcb47246bd2b77991e43e8ec64f64fdb0ec7a3c3d",
            ],
            [
                "ecb5fa7acc39dceba99313d6b577e9aa0cde4715f983c3cf2029d5d4ae40950e",
                "048f3db37c0af4264d3d7010692de97d1c8bc2e527739b0ae0855001c1f71c75",
                "e7c042b024e2c7096863b11f202cf79f0b6492cc85a7b32d8a1086061f7268c5",
                "275f344d0c9d995ddb7a86b4db0dc89787edac0df1e0a352218c10c088d5b74b",
            ],
        ),
        // ficha-12: digests taken on main at 5fbec4d, before `ficha-13`
        (
            "ficha-12",
            [
                "56d3d19b23c5987f54db5f57825ee66afbb18e8470457b2c18e8fa209ac49f7a",
                "3b08303b8c50c5334f69e07674c147cacd42aa5b1610348b698d98cadcfe759a",
                "1c5f4a429a31b4f599321d16af512ab392434978ba2af00756f36cf97172c53f",
                "04b7f14cf886c614908f1a47016dfae26a74a6a27bc5436c39347bf0898ab22e",
            ],
            [
                "b6bf03d58f98e57834db811c9771666edde78081463f7ee40bece5fbbcb75a8b",
                "700a5e1844b985287e71a452feb326b09e4211bb5499c97cca3c26830905be59",
                "6a237f17cda1d96fed5c853605a1a8311aab4beb97cb994376efc3d808bbe340",
                "6222150a3b5c5a021630679313d30559844caba904d2eed90c4a379e1c945d6a",
            ],
        ),
        // ficha-13: digests taken on main at 15043d8, before any `ficha-14` change
        (
            "ficha-13",
            [
                "13434699bf5ba8cf9eb278a93e6000abde7b55fc986bf6e4b13f0f815fc59c7e",
                "23bc5eaf8685278bf06cdb7bd7f545e532f69fecacdf83074eb9c3d4ac861a28",
                "8057e9889c8732ec9232a0a72da457f4a9c726553a91efb063d5a459160da9e7",
                "aecbd29885bcadd502e7c81921745403b02d69f8b4a98d2cb3f86e32d5d1bf4a",
            ],
            [
                "05c6c178aace52e852c471a0cc40a0134e36c2dd3ce1d4bbfca98bd4b1e46b2c",
                "ada6320fb05268db5c85835d3c47a78e39bccd0fee8f25e675f6c713af6fac47",
                "4143e4b1e17bf3a937abfae0430d5095e35fbe8e623a055615d3c0edb06241ef",
                "81f3d12b09e8dd3f08c93bdb1809708740fd9006b64449ce59239ed5482697de",
            ],
        ),
    ];
}

/// An RLA row of one of several circuits names its circuit in English from
/// `ficha-14` ('Circuito' stayed Spanish before, the model's pattern taking
/// the rest); a variable-speed row keeps its speed's words.
#[test]
fn from_ficha_14_an_rla_row_names_its_circuit_in_english() {
    let now = Reading { unit_free: true, ficha_11: true, ficha_12: true, ficha_14: true };
    let before = Reading { ficha_14: false, ..now };
    let row = "RLA 3DA3-075E-TFD · Circuito 1 (MT)";
    assert_eq!(english_as_of(now, row).as_deref(), Some("RLA 3DA3-075E-TFD · Circuit 1 (MT)"));
    assert_eq!(english_as_of(before, row).as_deref(), Some(row), "ficha-13 printed it so");
    assert_eq!(
        english_as_of(now, "RLA VS3D-075-DEMO a 70 Hz · Circuito 2 (LT)").as_deref(),
        Some("RLA VS3D-075-DEMO at 70 Hz · Circuit 2 (LT)")
    );
}

/// A PS raised for the cut-out (engine 1.13.0) printed its reason's
/// parenthesis in Spanish on English sheets (water helper's reading of an
/// I-P sheet): from `ficha-14` all of it in English; `ficha-13` as issued.
#[test]
fn from_ficha_14_a_raised_design_pressure_reads_wholly_in_english() {
    let now = Reading { unit_free: true, ficha_11: true, ficha_12: true, ficha_14: true };
    let before = Reading { ficha_14: false, ..now };
    let basis = "EN 378-2:2016, 5.2: saturación a 70 °C en alta (condensador por aire; elevada para que el presostato de alta, a 5 K sobre la condensación de diseño de 60.0 °C, quede al 90 % de PS como máximo (práctica habitual y margen elegido por el producto; el limitador puede llegar a PS según EN 378-2)) y 43 °C en baja (sin temperatura ambiente: se toma la clase ≤ 43 °C)";
    let english = english_as_of(now, basis).unwrap_or_default();
    assert!(
        english.contains("is at 90 % of PS at most (common practice and a margin chosen by the product; the limiter may reach PS under EN 378-2)"),
        "{english}"
    );
    for spanish in ["práctica", "elegido", "según", "elevada"] {
        assert!(!english.contains(spanish), "{english}");
    }
    let issued = english_as_of(before, basis).unwrap_or_default();
    assert!(issued.contains("(práctica habitual y margen elegido por el producto"), "ficha-13 printed it so: {issued}");
}

/// The p-h caption of a cycle drawn with an isentropic discharge (a set
/// without a discharge temperature) and a title of three circuits drawn as
/// one were printed in Spanish on English sheets (tester's report 2): from
/// `ficha-11` they read in English; older versions as issued.
#[test]
fn ficha_11_reads_the_isentropic_caption_and_three_circuits_in_english() {
    let ficha_11 = Reading { unit_free: true, ficha_11: true, ficha_12: false, ficha_14: false };
    let caption = "Ciclo de R32-TEST: evaporación 14.0 °F, condensación 113.0 °F, gas a la entrada del compresor 32.0 °F, subenfriamiento 0.0 °F; punto 2: descarga isentrópica (sin temperatura de descarga); h y s con la referencia de ASHRAE (0 en el líquido saturado a -40 °F).";
    assert_eq!(
        english_as_of(ficha_11, caption).as_deref(),
        Some("R32-TEST cycle: evaporating 14.0 °F, condensing 113.0 °F, compressor inlet gas 32.0 °F, subcooling 0.0 °F; point 2: isentropic discharge (no discharge temperature); h and s referenced as ASHRAE does (0 for the saturated liquid at -40 °F).")
    );
    let si = "Ciclo de X: evaporación -10.0 °C, condensación 45.0 °C, gas a la entrada del compresor 0.0 °C, subenfriamiento 0.0 K; punto 2: descarga isentrópica (sin temperatura de descarga).";
    assert!(english_as_of(ficha_11, si)
        .is_some_and(|e| e.ends_with("; point 2: isentropic discharge (no discharge temperature).")));
    assert_eq!(english_as_of(true, caption), None, "ficha-10 printed it marked");
    assert_eq!(english_as_of(ficha_11, "Circuitos 1, 2, 3 y 4").as_deref(), Some("Circuits 1, 2, 3 and 4"));
    assert_eq!(
        english_as_of(ficha_11, "Circuitos 1 (MT), 2 (LT) y 3 (MT2)").as_deref(),
        Some("Circuits 1 (MT), 2 (LT) and 3 (MT2)")
    );
    assert_eq!(english_as_of(true, "Circuitos 1, 2, 3 y 4"), None);
}
