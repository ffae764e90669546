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
