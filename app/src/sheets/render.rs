//! The sheet as HTML: MiniJinja templates shipped in the repository
//! (autoescaped), the fonts shipped beside them and inlined as data, and a
//! QR code drawn here. Nothing in a template reads the clock or a random
//! source; the same `Sheet` always gives the same HTML.

use std::sync::OnceLock;

use base64::Engine;
use domain::project::SheetLanguage;
use minijinja::value::{Rest, Value};
use minijinja::{Environment, HtmlEscape, State};

use domain::display_units::UnitSystem;
use domain::recorded_units::in_units;

use super::language::{
    english_as_of, english_or_marked, english_or_marked_as_of, fill, svg_in_english_as_of, template_english,
    UNTRANSLATED,
};
use super::model::Sheet;
use super::template_versions::{converts_recorded_texts, is_sectioned, prints_ph_diagrams};

/// `ficha-4` on: the frame, and one partial per section.
const TEMPLATE: &str = include_str!("../../templates/datasheet.html");
const STYLE: &str = include_str!("../../templates/datasheet.css");
/// The rules `ficha-5` added, appended from that version on so that older
/// sheets keep their bytes.
const STYLE_FICHA_5: &str = include_str!("../../templates/datasheet-ficha-5.css");
const PARTIALS: [(&str, &str); 15] = [
    ("duty", include_str!("../../templates/sections/duty.html")),
    ("water-side", include_str!("../../templates/sections/water-side.html")),
    ("compressors", include_str!("../../templates/sections/compressors.html")),
    ("envelope", include_str!("../../templates/sections/envelope.html")),
    ("ph-diagram", include_str!("../../templates/sections/ph-diagram.html")),
    ("condenser", include_str!("../../templates/sections/condenser.html")),
    ("electrical", include_str!("../../templates/sections/electrical.html")),
    ("lines", include_str!("../../templates/sections/lines.html")),
    ("charge", include_str!("../../templates/sections/charge.html")),
    ("regulations", include_str!("../../templates/sections/regulations.html")),
    ("accessories", include_str!("../../templates/sections/accessories.html")),
    ("design", include_str!("../../templates/sections/design.html")),
    ("warnings", include_str!("../../templates/sections/warnings.html")),
    ("provenance", include_str!("../../templates/sections/provenance.html")),
    ("traceability", include_str!("../../templates/sections/traceability.html")),
];
/// `ficha-1` to `ficha-3`: the one template they were issued with, kept
/// byte for byte so those sheets regenerate identically.
const LEGACY_TEMPLATE: &str = include_str!("../../templates/legacy/datasheet-ficha-3.html");
const LEGACY_STYLE: &str = include_str!("../../templates/legacy/datasheet-ficha-3.css");

/// The partial of a section, by its name.
pub fn partial(name: &str) -> Option<&'static str> {
    PARTIALS.iter().find(|(n, _)| *n == name).map(|(_, t)| *t)
}
const FONT_REGULAR: &[u8] = include_bytes!("../../templates/fonts/DejaVuSans.ttf");
const FONT_BOLD: &[u8] = include_bytes!("../../templates/fonts/DejaVuSans-Bold.ttf");

fn base64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// The @font-face rules with the shipped fonts inlined, built once.
fn font_faces() -> &'static str {
    static FACES: OnceLock<String> = OnceLock::new();
    FACES.get_or_init(|| {
        [("400", FONT_REGULAR), ("700", FONT_BOLD)]
            .iter()
            .map(|(weight, bytes)| {
                format!(
                    "@font-face{{font-family:'Ficha Sans';font-weight:{weight};font-style:normal;src:url(data:font/ttf;base64,{}) format('truetype');}}",
                    base64(bytes)
                )
            })
            .collect()
    })
}

/// A CSS string literal for any text: every character outside a safe set
/// is written as a CSS escape, so user text cannot end the string or the
/// style element.
fn css_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        if c.is_alphanumeric() && c.is_ascii() || matches!(c, ' ' | '.' | ',' | '-' | '_' | ':' | '·') {
            out.push(c);
        } else {
            out.push_str(&format!("\\{:x} ", u32::from(c)));
        }
    }
    out.push('"');
    out
}

/// What the QR code says: the sheet id and where it is verified.
pub fn qr_text(sheet_id: &str) -> String {
    format!("FICHA {sheet_id} VERIFICAR /api/datasheets/{sheet_id}/regenerate")
}

fn qr_data_url(sheet_id: &str) -> String {
    let svg = qrcode::QrCode::with_error_correction_level(qr_text(sheet_id).as_bytes(), qrcode::EcLevel::M)
        .map(|code| {
            code.render::<qrcode::render::svg::Color>()
                .min_dimensions(48, 48)
                .quiet_zone(false)
                .dark_color(qrcode::render::svg::Color("#000000"))
                .light_color(qrcode::render::svg::Color("#ffffff"))
                .build()
        })
        .unwrap_or_default();
    format!("data:image/svg+xml;base64,{}", base64(svg.as_bytes()))
}

/// Whether the sheet being rendered prints in English (`lang` is `en`).
fn in_english(state: &State) -> bool {
    state.lookup("lang").is_some_and(|lang| lang.as_str() == Some("en"))
}

/// Whether the sheet being rendered reads its texts by the unit-free
/// patterns too (`ficha-8` on).
fn unit_free(state: &State) -> bool {
    state.lookup("unit_free").is_some_and(|v| v.is_true())
}

/// Whether the sheet being rendered prints the figures of the recorded
/// texts in I-P (an I-P sheet from `ficha-8`).
fn recorded_in_ip(state: &State) -> bool {
    state.lookup("recorded_ip").is_some_and(|v| v.is_true())
}

/// A value as `{{ value }}` writes it: safe text as it is, numbers as they
/// are, any other text HTML-escaped.
fn as_printed(value: &Value) -> String {
    if value.is_safe() || value.as_str().is_none() && value.is_number() {
        value.to_string()
    } else {
        HtmlEscape(&value.to_string()).to_string()
    }
}

/// `t("Spanish text with {}", values…)`: a template's own text, filled with
/// its values as `{{ value }}` would print them. In Spanish the template's
/// text as written, so a Spanish sheet keeps its bytes; in English its
/// catalogue entry (a text without one fails a test, and prints marked).
fn template_text(state: &State, text: String, values: Rest<Value>) -> Value {
    let values: Vec<String> = values.iter().map(as_printed).collect();
    let pattern = if in_english(state) {
        template_english(&text).map_or_else(|| format!("{UNTRANSLATED}{text}"), str::to_string)
    } else {
        text
    };
    Value::from_safe_string(fill(&pattern, &values))
}

/// `text | tr`: a text the sections wrote in Spanish; in English, its
/// English, or the Spanish marked as untranslated.
fn section_text(state: &State, text: Value) -> Value {
    match text.as_str() {
        Some(spanish) if in_english(state) => Value::from(english_or_marked_as_of(unit_free(state), spanish)),
        _ => text,
    }
}

/// `text | rec`: a text the calculation recorded (a warning, a note, a
/// finding), in Spanish with SI figures: as `tr`, then, on an I-P sheet
/// from `ficha-8`, with its figures in I-P (`domain::recorded_units`;
/// translated first, so that the tables' patterns read the Spanish as
/// recorded).
fn recorded_text(state: &State, text: Value) -> Value {
    let text = section_text(state, text);
    match text.as_str() {
        Some(written) if recorded_in_ip(state) => Value::from(in_units(written, UnitSystem::Ip)),
        _ => text,
    }
}

/// `value | tv`: a printed value (a figure with its unit, a model) that may
/// carry words; in English, translated where an entry places it.
fn section_value(state: &State, value: Value) -> Value {
    match value.as_str().filter(|_| in_english(state)).and_then(|v| english_as_of(unit_free(state), v)) {
        Some(translated) => Value::from(translated),
        None => value,
    }
}

/// `svg | tsvg`: a chart drawn with Spanish texts; in English, its texts translated.
fn chart_in_language(state: &State, svg: Value) -> Value {
    match svg.as_str() {
        Some(drawn) if in_english(state) => Value::from_safe_string(svg_in_english_as_of(unit_free(state), drawn)),
        _ => svg,
    }
}

fn environment() -> &'static Environment<'static> {
    static ENV: OnceLock<Environment<'static>> = OnceLock::new();
    ENV.get_or_init(|| {
        let mut env = Environment::new();
        env.set_auto_escape_callback(|_| minijinja::AutoEscape::Html);
        env.set_undefined_behavior(minijinja::UndefinedBehavior::Strict);
        env.add_filter("css_string", |text: String| minijinja::Value::from_safe_string(css_string(&text)));
        env.add_function("t", template_text);
        env.add_filter("tr", section_text);
        env.add_filter("rec", recorded_text);
        env.add_filter("tv", section_value);
        env.add_filter("tsvg", chart_in_language);
        env.add_template("datasheet.html", TEMPLATE).expect("the shipped template parses");
        env.add_template("legacy/datasheet-ficha-3.html", LEGACY_TEMPLATE).expect("the shipped template parses");
        for (name, partial) in PARTIALS {
            env.add_template_owned(format!("sections/{name}.html"), partial).expect("the shipped partial parses");
        }
        env
    })
}

/// What the footer says on every page beside the QR code.
fn footer_line(sheet: &Sheet) -> String {
    let mut line = sheet.company.company_name.clone();
    if !sheet.design.footer_text.is_empty() {
        line.push_str(" · ");
        line.push_str(&sheet.design.footer_text);
    }
    if is_sectioned(sheet.provenance.template_version) {
        let verification = fill(" · Verificación {}", std::slice::from_ref(&sheet.verification_code));
        line.push_str(&if sheet.language == SheetLanguage::En {
            english_or_marked(&verification)
        } else {
            verification
        });
    } else {
        line.push_str(" · Ficha ");
        line.push_str(&sheet.sheet_id);
    }
    line
}

/// The sheet's HTML document.
pub fn render_html(sheet: &Sheet) -> anyhow::Result<String> {
    let sectioned = is_sectioned(sheet.provenance.template_version);
    let (name, style) =
        if sectioned { ("datasheet.html", STYLE) } else { ("legacy/datasheet-ficha-3.html", LEGACY_STYLE) };
    let added_style = if prints_ph_diagrams(sheet.provenance.template_version) { STYLE_FICHA_5 } else { "" };
    let template = environment().get_template(name)?;
    let html = template.render(minijinja::context! {
        sheet => sheet,
        style => minijinja::Value::from_safe_string(format!("{}{}{}", font_faces(), style, added_style)),
        // Base64 of our own SVG: nothing to escape, and HTML escaping would
        // break it inside <style>.
        qr => minijinja::Value::from_safe_string(qr_data_url(&sheet.sheet_id)),
        footer_line => footer_line(sheet),
        lang => sheet.language,
        unit_free => converts_recorded_texts(sheet.provenance.template_version),
        recorded_ip => sheet.recorded_units == UnitSystem::Ip,
    })?;
    Ok(html)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_escape_every_character_that_could_end_a_css_string() {
        assert_eq!(css_string("Frío SA"), "\"Fr\\ed o SA\"");
        let hostile = css_string("\"; } </style><script>alert(1)</script>");
        assert!(!hostile[1..hostile.len() - 1].contains(['"', '<', '>', ';', '}']), "{hostile}");
    }

    fn render(source: &str, lang: &str) -> String {
        environment()
            .render_str(
                source,
                minijinja::context! { lang => lang, x => "R404A <a&b>", n => 3, w => "CUMPLE AJUSTADO" },
            )
            .unwrap()
    }

    /// Issue 23 item 5: `t` prints the template's own text in Spanish (the
    /// same bytes as writing it, values escaped as `{{ }}` escapes them),
    /// its catalogue English in English; `tr` and `tv` leave Spanish alone.
    #[test]
    fn the_language_functions_are_the_identity_in_spanish() {
        let source = r#"<b>{{ t("Ficha Técnica · {}", x) }}</b> {{ t("Datos del catálogo: {} juegos de coeficientes del fabricante.", n) }} {{ w | tr }} {{ "10.0 % (ajustado)" | tv }}"#;
        assert_eq!(
            render(source, "es"),
            render(
                "<b>Ficha Técnica · {{ x }}</b> Datos del catálogo: {{ n }} juegos de coeficientes del fabricante. {{ w }} {{ \"10.0 % (ajustado)\" }}",
                "es"
            )
        );
        assert_eq!(
            render(source, "en"),
            "<b>Technical Data Sheet · R404A &lt;a&amp;b&gt;</b> Catalogue data: 3 sets of the maker's coefficients. MEETS, TIGHT 10.0 % (tight)"
        );
        assert_eq!(
            render(r#"{{ t("Nada") }} {{ "Texto nuevo" | tr }} {{ "3 unidades" | tv }}"#, "en"),
            "[Spanish, not translated] Nada [Spanish, not translated] Texto nuevo 3 unidades"
        );
    }

    /// Issue 23 item 5 leftovers: `rec` is `tr` but on an I-P sheet from
    /// `ficha-8`, where a recorded text's figures print in I-P, after its
    /// translation (the tables read the Spanish as recorded, SI).
    #[test]
    fn a_recorded_text_prints_its_figures_in_the_sheet_s_units_after_its_translation() {
        let render = |lang: &str, unit_free: bool, recorded_ip: bool| {
            environment()
                .render_str(
                    "{{ w | rec }} / {{ w | tr }}",
                    minijinja::context! {
                        lang => lang, unit_free => unit_free, recorded_ip => recorded_ip,
                        w => "Ningún condensador del catálogo alcanza 30.8 kW a ΔT = 10.0 K",
                    },
                )
                .unwrap()
        };
        let spanish = "Ningún condensador del catálogo alcanza 30.8 kW a ΔT = 10.0 K";
        assert_eq!(render("es", false, false), format!("{spanish} / {spanish}"));
        assert_eq!(render("es", true, false), format!("{spanish} / {spanish}"), "an SI sheet");
        assert_eq!(
            render("es", true, true),
            format!("Ningún condensador del catálogo alcanza 105\u{202F}094 BTU&#x2f;h (8.76 TR) a ΔT = 18.0 °F / {spanish}")
        );
        assert_eq!(
            render("en", true, true),
            "No condenser in the catalogue reaches 105\u{202F}094 BTU&#x2f;h (8.76 TR) at ΔT = 18.0 °F / No condenser in the catalogue reaches 30.8 kW at ΔT = 10.0 K"
        );
    }

    #[test]
    fn it_should_encode_the_sheet_id_and_its_verification_path_in_the_qr() {
        assert_eq!(qr_text("abc"), "FICHA abc VERIFICAR /api/datasheets/abc/regenerate");
        assert!(qr_data_url("abc").starts_with("data:image/svg+xml;base64,"));
    }
}
