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
use domain::number_format::NumberLocale;
use domain::recorded_units::{
    in_units, in_units_exact, keeping_statutory, room_minima_in_ip, room_per_pound, unit_figures_in_locale,
    ExactFigures,
};
use domain::regulation::statutory_figures;

use super::glyph_widths::{FONT_BOLD, FONT_REGULAR};
use super::language::{
    english_as_of, english_or_marked, english_or_marked_as_of, fill, svg_in_english_as_of, template_english, Reading,
    UNTRANSLATED,
};
use super::model::Sheet;
use super::template_versions::{
    converts_from_exact_figures, converts_recorded_texts, drops_negative_zero, fits_page_width, from_ficha_10,
    from_ficha_11, from_ficha_12, ids_unbroken, is_sectioned, joins_figures_to_units, keeps_ids_whole,
    keeps_line_names_and_compressor_tables_whole, keeps_sizes_whole, keeps_totals_whole, legends_condenser_shares,
    prints_ph_diagrams, qr_says_code, qr_says_utf8, quotes_statutory_figures, reads_ficha_11_phrases,
    reads_ficha_14_phrases, room_per_pound as room_per_pound_as_of, sets_charts_in_sheet_font, states_field_run,
    states_rooms_per_cubic_foot, writes_azeotropes_in_english, writes_catalogue_words_in_english,
    writes_css_widths_with_a_point,
};

/// `ficha-4` on: the frame, and one partial per section.
const TEMPLATE: &str = include_str!("../../templates/datasheet.html");
const STYLE: &str = include_str!("../../templates/datasheet.css");
/// The rules `ficha-5` added, appended from that version on so that older
/// sheets keep their bytes.
const STYLE_FICHA_5: &str = include_str!("../../templates/datasheet-ficha-5.css");
/// The rules `ficha-10` added (ids kept whole, the condenser shares'
/// legend), appended from that version on.
const STYLE_FICHA_10: &str = include_str!("../../templates/datasheet-ficha-10.css");
/// Appended from `ficha-11`.
const STYLE_FICHA_11: &str = include_str!("../../templates/datasheet-ficha-11.css");
/// Appended with `states_field_run` (`ficha-13` on): the field run above
/// the lines table.
const STYLE_FICHA_13_RUN: &str = include_str!("../../templates/datasheet-ficha-13-run.css");
/// Appended with `keeps_line_names_and_compressor_tables_whole` (`ficha-13`
/// on).
const STYLE_FICHA_13_LAYOUT: &str = include_str!("../../templates/datasheet-ficha-13-layout.css");
/// Appended with `fits_page_width` (`ficha-14` on).
const STYLE_FICHA_14_FIT: &str = include_str!("../../templates/datasheet-ficha-14-fit.css");
/// Appended with `sets_charts_in_sheet_font` (`ficha-14` on).
const STYLE_FICHA_14_CHART_FONT: &str = include_str!("../../templates/datasheet-ficha-14-chart-font.css");
/// Appended with `keeps_totals_whole` (`ficha-14` on).
const STYLE_FICHA_14_TOTALS: &str = include_str!("../../templates/datasheet-ficha-14-totals.css");
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

/// What the QR code of `ficha-4` to `ficha-9` says: the sheet id and an
/// internal path, as issued.
pub fn qr_text(sheet_id: &str) -> String {
    format!("FICHA {sheet_id} VERIFICAR /api/datasheets/{sheet_id}/regenerate")
}

/// What the QR code says from `ficha-10` (`qr_says_code`): only the short
/// verification code the footer prints, which `fichas datasheets verify`
/// and the history screen's 'Código de verificación' accept, with what it
/// is in the sheet's language. No id, no host, no path: the customer's
/// copy names nothing internal, and the code is what a reader types.
pub fn qr_code_text(code: &str, language: SheetLanguage) -> String {
    match language {
        SheetLanguage::Es => format!("Ficha técnica · código de verificación {code}"),
        SheetLanguage::En => format!("Technical data sheet · verification code {code}"),
    }
}

/// The QR code's text for `sheet`, as its template version prints it.
fn qr_of(sheet: &Sheet) -> String {
    if qr_says_code(sheet.provenance.template_version) {
        qr_code_text(&sheet.verification_code, sheet.language)
    } else {
        qr_text(&sheet.sheet_id)
    }
}

/// The bits of `text` after an ECI designator 26, UTF-8 (ISO/IEC 18004,
/// 6.4.2), in the smallest version that holds them at level M: a reader
/// then never takes 'técnica' for ISO-8859-1, byte mode's default (tester's
/// report 2, defect 22).
fn utf8_bits(text: &str) -> Option<qrcode::bits::Bits> {
    (1..=40).find_map(|version| {
        let mut bits = qrcode::bits::Bits::new(qrcode::Version::Normal(version));
        bits.push_eci_designator(26).ok()?;
        bits.push_byte_data(text.as_bytes()).ok()?;
        bits.push_terminator(qrcode::EcLevel::M).ok()?;
        Some(bits)
    })
}

/// The QR code's picture; with `utf8` (`ficha-11` on, `qr_says_utf8`) its
/// text declared UTF-8 by an ECI designator, before as bare bytes.
fn qr_data_url_as_of(text: &str, utf8: bool) -> String {
    let code = if utf8 {
        utf8_bits(text).and_then(|bits| qrcode::QrCode::with_bits(bits, qrcode::EcLevel::M).ok())
    } else {
        qrcode::QrCode::with_error_correction_level(text.as_bytes(), qrcode::EcLevel::M).ok()
    };
    let svg = code
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

#[cfg(test)]
fn qr_data_url(text: &str) -> String {
    qr_data_url_as_of(text, false)
}

/// Whether the sheet being rendered prints in English (`lang` is `en`).
fn in_english(state: &State) -> bool {
    state.lookup("lang").is_some_and(|lang| lang.as_str() == Some("en"))
}

/// Whether the sheet being rendered reads its texts by the unit-free
/// patterns too (`ficha-8` on).
fn unit_free(state: &State) -> Reading {
    let flag = |name: &str| state.lookup(name).is_some_and(|v| v.is_true());
    Reading {
        unit_free: flag("unit_free"),
        ficha_11: flag("ficha_11_phrases"),
        ficha_12: flag("ficha_12_phrases"),
        ficha_14: flag("ficha_14_phrases"),
    }
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
    let converted = recorded_in_units(state, text);
    // From `ficha-13` no negative zero, and a room per cubic foot on I-P.
    let flag = |name: &str| state.lookup(name).is_some_and(|v| v.is_true());
    let converted = match converted.as_str() {
        Some(written) if flag("unsigned_zero") => Value::from(without_negative_zero(written)),
        _ => converted,
    };
    let converted = match converted.as_str() {
        Some(written) if flag("rooms_per_ft3") && recorded_in_ip(state) => Value::from(rooms_per_cubic_foot(written)),
        _ => converted,
    };
    // From `ficha-12` every figure with its unit in the sheet's decimal
    // mark (tester report 3, defect 29: '22.4 L' on a decimal-comma sheet).
    let locale = state.lookup("recorded_locale").and_then(|v| v.as_str().and_then(NumberLocale::parse));
    match (converted.as_str(), locale) {
        (Some(written), Some(locale)) => Value::from(unit_figures_in_locale(written, locale)),
        _ => converted,
    }
}

/// A recorded text as `ficha-13` prints it (tester report 3, minor seen
/// again in report 4): a figure rounded to zero from below prints without
/// its sign ('el subenfriamiento de 0.0 K solo cubre -0.0 kPa' →
/// '0.0 kPa').
fn without_negative_zero(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("-0") {
        let after = &rest[at + 2..];
        let zeros = after.strip_prefix(['.', ',']).map_or(0, |d| d.len() - d.trim_start_matches('0').len());
        let figure_end = if zeros > 0 { 1 + zeros } else { 0 };
        let ends = after[figure_end..].chars().next().is_none_or(|c| !c.is_ascii_digit() && c != '.' && c != ',');
        let starts = rest[..at].chars().next_back().is_none_or(|c| !c.is_ascii_alphanumeric());
        out.push_str(&rest[..at]);
        if !(ends && starts) {
            out.push('-');
        }
        out.push('0');
        rest = after;
    }
    out.push_str(rest);
    out
}

/// A recorded text of an I-P sheet as `ficha-13` prints it: the room a
/// finding states per cubic metre is per cubic foot, as its figures ('20 %
/// del LFL por m³' → 'por ft³'; 'per m³' → 'per ft³').
fn rooms_per_cubic_foot(text: &str) -> String {
    text.replace(" por m³", " por ft³").replace(" per m³", " per ft³")
}

/// `rec` up to its decimal marks: translated, then in the sheet's units;
/// from `ficha-14` an I-P sheet quotes each threshold a regulation states
/// as written with its I-P figure beside (`keeping_statutory`).
fn recorded_in_units(state: &State, text: Value) -> Value {
    let text = section_text(state, text);
    let quotes = state.lookup("statutory").is_some_and(|v| v.is_true()) && recorded_in_ip(state);
    match text.as_str() {
        Some(translated) if quotes => Value::from(keeping_statutory(translated, &statutory_figures(), |marked| {
            let converted = translated_in_units(state, Value::from(marked));
            converted.as_str().unwrap_or(marked).to_string()
        })),
        _ => translated_in_units(state, text),
    }
}

/// A translated recorded text in the sheet's units.
fn translated_in_units(state: &State, text: Value) -> Value {
    let per_pound = state.lookup("room_per_lb").is_some_and(|v| v.is_true());
    let exact = state.lookup("exact").filter(|_| recorded_in_ip(state));
    if let (Some(exact), Some(written)) = (exact.as_ref().and_then(|e| e.downcast_object_ref::<Exact>()), text.as_str())
    {
        // From `ficha-12`: each figure from the answer's exact value, the
        // room minima from the unrounded charge (tester's defects 21, 15).
        return Value::from(in_units_exact(&room_minima_in_ip(written, &exact.0), UnitSystem::Ip, &exact.0));
    }
    match text.as_str() {
        Some(written) if recorded_in_ip(state) && per_pound => {
            Value::from(in_units(&room_per_pound(written), UnitSystem::Ip))
        }
        Some(written) if recorded_in_ip(state) => Value::from(in_units(written, UnitSystem::Ip)),
        _ => text,
    }
}

/// `value | ids_whole`: a traceability value with each id (a UUID, with
/// its ':p1' set suffix and the punctuation around it) kept on one line,
/// so a line breaks only between ids, never at a hyphen inside one
/// (`ficha-12` on; tester's report 1, defect 26, seen again in report 3).
fn ids_whole(value: Value) -> Value {
    let escaped = as_printed(&value);
    let words: Vec<String> = escaped
        .split(' ')
        .map(|word| {
            if word.matches('-').count() >= 4 {
                format!(r#"<span class="nw">{word}</span>"#)
            } else {
                word.to_string()
            }
        })
        .collect();
    Value::from_safe_string(words.join(" "))
}

/// The answer's exact figures as the `rec` filter reads them (`ficha-12` on).
#[derive(Debug)]
struct Exact(ExactFigures);

impl minijinja::value::Object for Exact {}

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
        env.add_filter("ids_whole", ids_whole);
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
    let version = sheet.provenance.template_version;
    // Each version's rules appended after the older ones', so that an
    // older sheet keeps its bytes.
    let added_style: String = [
        (prints_ph_diagrams(version), STYLE_FICHA_5),
        (from_ficha_10(version), STYLE_FICHA_10),
        (from_ficha_11(version), STYLE_FICHA_11),
        (states_field_run(version), STYLE_FICHA_13_RUN),
        (keeps_line_names_and_compressor_tables_whole(version), STYLE_FICHA_13_LAYOUT),
        (fits_page_width(version), STYLE_FICHA_14_FIT),
        (sets_charts_in_sheet_font(version), STYLE_FICHA_14_CHART_FONT),
        (keeps_totals_whole(version), STYLE_FICHA_14_TOTALS),
    ]
    .into_iter()
    .filter_map(|(appended, rules)| appended.then_some(rules))
    .collect();
    let template = environment().get_template(name)?;
    let html = template.render(minijinja::context! {
        sheet => sheet,
        style => minijinja::Value::from_safe_string(format!("{}{}{}", font_faces(), style, added_style)),
        // Base64 of our own SVG: nothing to escape, and HTML escaping would
        // break it inside <style>.
        qr => minijinja::Value::from_safe_string(qr_data_url_as_of(&qr_of(sheet), qr_says_utf8(version))),
        footer_line => footer_line(sheet),
        lang => sheet.language,
        unit_free => converts_recorded_texts(sheet.provenance.template_version),
        ficha_11_phrases => reads_ficha_11_phrases(version),
        ficha_12_phrases => from_ficha_12(version),
        ficha_14_phrases => reads_ficha_14_phrases(version),
        recorded_ip => sheet.recorded_units == UnitSystem::Ip,
        room_per_lb => room_per_pound_as_of(version),
        recorded_locale => sheet.recorded_locale.map(NumberLocale::tag),
        exact => converts_from_exact_figures(version).then(|| Value::from_object(Exact(sheet.exact_figures.clone()))),
        ids_unbroken => ids_unbroken(version),
        ids_whole => keeps_ids_whole(version),
        share_legend => legends_condenser_shares(version),
        unsigned_zero => drops_negative_zero(version),
        rooms_per_ft3 => states_rooms_per_cubic_foot(version),
        statutory => quotes_statutory_figures(version),
        css_widths => writes_css_widths_with_a_point(version),
    })?;
    let html = if joins_figures_to_units(version) { join_figures_to_units(&html) } else { html };
    let html = if keeps_sizes_whole(version) { keep_sizes_whole(&html) } else { html };
    let english = sheet.language == SheetLanguage::En;
    let html =
        if english && writes_catalogue_words_in_english(version) { catalogue_words_in_english(&html) } else { html };
    Ok(if english && writes_azeotropes_in_english(version) { azeotropes_in_english(&html) } else { html })
}

/// The Spanish words the catalogue and the tube table put inside a name,
/// as an English sheet of `ficha-13` on prints them wherever they stand:
/// in a model's name and inside the recorded sentences it translates ('…
/// CMD-3V-80 (demo) …'), a copper size of the heavier wall ('1-3/8" type
/// K', also in a double riser's). Tester report 3, minor. `ficha-12`
/// placed only a demo name that was the whole value.
fn catalogue_words_in_english(html: &str) -> String {
    CATALOGUE_WORDS.iter().fold(html.to_string(), |page, (spanish, english)| page.replace(spanish, english))
}

/// A refrigerant the dataset names 'Mezcla azeotrópica HFC R125/R143a',
/// which the catalogue's 'Mezcla {} {}' reads as 'azeotrópica blend HFC
/// R125/R143a': 'azeotropic HFC blend R125/R143a' (tester report 3,
/// minor, rack-r507).
fn azeotropes_in_english(page: &str) -> String {
    const READ: &str = "azeotrópica blend ";
    let mut out = String::with_capacity(page.len());
    let mut rest = page;
    while let Some(at) = rest.find(READ) {
        out.push_str(&rest[..at]);
        let after = &rest[at + READ.len()..];
        let kind_end = after.find(' ').unwrap_or(after.len());
        out.push_str(&format!("azeotropic {} blend", &after[..kind_end]));
        rest = &after[kind_end..];
    }
    out.push_str(rest);
    out
}

/// Spanish and English of each word [`catalogue_words_in_english`] places:
/// the marker the demo catalogue puts after its models' names
/// (tools/demo), and ASTM B88's type K as `domain::engine::pipe` names it
/// ('tipo K', after a size).
const CATALOGUE_WORDS: [(&str, &str); 2] = [("(demostración)", "(demo)"), (" tipo K", " type K")];

/// The no-break space `ficha-10` puts between a figure and its unit.
pub const FIGURE_UNIT_SPACE: char = '\u{00A0}';

/// The units a figure is joined to (`ficha-10`), as the page writes them
/// (a '/' may be escaped, so only the unit's start is matched): a unit
/// starts with one of these and is not the start of a longer word.
const JOINED_UNITS: [&str; 31] = [
    "°C",
    "°F",
    "K",
    "kW",
    "W",
    "BTU",
    "TR",
    "bar",
    "psig",
    "psia",
    "psi",
    "kPa",
    "kg",
    "lb",
    "m³",
    "ft³",
    "mm",
    "m/s",
    "m&#x2f;s",
    "m",
    "ft",
    "L",
    "gal",
    "GPM",
    "US",
    "A",
    "V",
    "Hz",
    "%",
    "t\u{a0}CO₂",
    "kJ",
];

/// Units written in words, kept whole on one line (`ficha-10`).
const UNITS_IN_WORDS: [(&str, &str); 4] = [
    ("US gal", "US\u{a0}gal"),
    ("gal/min (EE. UU.)", "gal/min\u{a0}(EE.\u{a0}UU.)"),
    ("gal&#x2f;min (EE. UU.)", "gal&#x2f;min\u{a0}(EE.\u{a0}UU.)"),
    ("t CO₂", "t\u{a0}CO₂"),
];

/// Whether a unit of [`JOINED_UNITS`] starts `rest`, whole.
fn starts_with_unit(rest: &str) -> bool {
    JOINED_UNITS.iter().any(|unit| {
        rest.strip_prefix(unit).is_some_and(|after| !after.starts_with(|c: char| c.is_alphanumeric() || c == '_'))
    })
}

/// The page with a no-break space between every figure and its unit in
/// its text (not in the style, the charts or the title), so that no line
/// ends between '45.0' and '°C' (the tester's finding 27), in the sheet's
/// own texts and in those the calculation recorded alike.
pub fn join_figures_to_units(html: &str) -> String {
    map_text(html, join_in_text)
}

/// The page with each tube's trade size kept whole ('1-1/8"' never ends a
/// line at its hyphen) and 'PS' joined to its figure, in its text
/// (`keeps_sizes_whole`, `ficha-14` on: the lines table's cells wrap).
pub fn keep_sizes_whole(html: &str) -> String {
    map_text(html, keep_sizes_whole_in_text)
}

/// `html` with each text node (not the style, the charts or the title)
/// written by `text`, the markup as it is.
fn map_text(html: &str, text: fn(&str, &mut String)) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        text(&rest[..open], &mut out);
        rest = &rest[open..];
        let name: String = rest[1..].chars().take_while(char::is_ascii_alphanumeric).collect();
        let raw = ["style", "svg", "title", "script"].contains(&name.to_ascii_lowercase().as_str());
        let end = if raw {
            let close = format!("</{name}>");
            rest.find(&close).map_or(rest.len(), |at| at + close.len())
        } else {
            rest.find('>').map_or(rest.len(), |at| at + 1)
        };
        out.push_str(&rest[..end]);
        rest = &rest[end..];
    }
    text(rest, &mut out);
    out
}

/// One text node: a trade size with a hyphen ('1-1/8"', the inch mark as
/// written or escaped) in a no-wrap span, and a no-break space after 'PS'
/// before its figure.
fn keep_sizes_whole_in_text(text: &str, out: &mut String) {
    let bytes = text.as_bytes();
    let digits = |from: usize| bytes[from..].iter().take_while(|b| b.is_ascii_digit()).count();
    let mut at = 0;
    let mut copied = 0;
    while at < bytes.len() {
        let starts_number = bytes[at].is_ascii_digit() && (at == 0 || !bytes[at - 1].is_ascii_digit());
        if starts_number {
            let whole = digits(at);
            let mut end = at + whole;
            let mut sized = false;
            if bytes.get(end) == Some(&b'-') && digits(end + 1) > 0 {
                let numerator = end + 1 + digits(end + 1);
                if bytes.get(numerator) == Some(&b'/') && digits(numerator + 1) > 0 {
                    end = numerator + 1 + digits(numerator + 1);
                    let mark = ["\"", "&quot;", "&#34;"].into_iter().find(|m| text[end..].starts_with(m));
                    if let Some(mark) = mark {
                        end += mark.len();
                        sized = true;
                    }
                }
            }
            if sized {
                out.push_str(&text[copied..at]);
                out.push_str("<span class=\"nw\">");
                out.push_str(&text[at..end]);
                out.push_str("</span>");
                copied = end;
            }
            at = end.max(at + 1);
            continue;
        }
        let word_starts = at == 0 || !bytes[at - 1].is_ascii_alphanumeric();
        if word_starts && bytes[at..].starts_with(b"PS ") && bytes.get(at + 3).is_some_and(u8::is_ascii_digit) {
            out.push_str(&text[copied..at]);
            out.push_str("PS\u{a0}");
            at += 3;
            copied = at;
            continue;
        }
        at += 1;
    }
    out.push_str(&text[copied..]);
}

/// One text node: each space after a figure and before a unit, and
/// inside a unit written in words, no-break.
fn join_in_text(text: &str, out: &mut String) {
    let mut text = text.to_string();
    for (spaced, joined) in UNITS_IN_WORDS {
        if text.contains(spaced) {
            text = text.replace(spaced, joined);
        }
    }
    let mut previous: Option<char> = None;
    for (i, c) in text.char_indices() {
        if c == ' ' && previous.is_some_and(|p| p.is_ascii_digit()) && starts_with_unit(&text[i + 1..]) {
            out.push(FIGURE_UNIT_SPACE);
        } else {
            out.push(c);
        }
        previous = Some(c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn from_ficha_14_a_tube_size_and_ps_stay_whole_in_text_not_in_markup() {
        let cell = r#"<td title="1-1/8">Doble montante 1-1/8&quot; + 1-3/8&quot; tipo K · 31.5 / PS 18.6 · GPS 2 · 12-16 · ñ1-1/2"</td>"#;
        assert_eq!(
            keep_sizes_whole(cell),
            "<td title=\"1-1/8\">Doble montante <span class=\"nw\">1-1/8&quot;</span> + \
             <span class=\"nw\">1-3/8&quot;</span> tipo K · 31.5 / PS\u{a0}18.6 · GPS 2 · 12-16 · \
             ñ<span class=\"nw\">1-1/2\"</span></td>"
        );
        let chart = "<svg><text>1-1/8&quot; PS 2</text></svg>";
        assert_eq!(keep_sizes_whole(chart), chart);
    }

    #[test]
    fn from_ficha_13_a_recorded_text_has_no_negative_zero_and_an_ip_room_per_cubic_foot() {
        let flash = "el subenfriamiento de 0.0 K solo cubre -0.0 kPa; a -0.5 °C, -0,00 kPa, R-0 y -10 K";
        assert_eq!(
            without_negative_zero(flash),
            "el subenfriamiento de 0.0 K solo cubre 0.0 kPa; a -0.5 °C, 0,00 kPa, R-0 y -10 K"
        );
        let room = "(20 % of the LFL per m³; LFL 0.01848 lb/ft³): it needs at least 3706 ft³";
        assert_eq!(rooms_per_cubic_foot(room), room.replace("per m³", "per ft³"));
        assert_eq!(
            azeotropes_in_english("Refrigerant R507A (azeotrópica blend HFC R125/R143a)"),
            "Refrigerant R507A (azeotropic HFC blend R125/R143a)"
        );
    }

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

    /// The tester's findings 25 and 27 on recorded texts: from `ficha-10`
    /// an I-P sheet states the room per pound of charge, and the page
    /// joins each figure to its unit, in the text only.
    #[test]
    fn from_ficha_10_a_recorded_text_states_the_room_per_pound_and_keeps_figures_with_units() {
        let finding = "cada kg de carga necesita 1.9 m³ de local ocupado (límite práctico 0.52 kg/m³)";
        let render = |lang: &str, room_per_lb: bool| {
            environment()
                .render_str(
                    "{{ w | rec }}",
                    minijinja::context! {
                        lang => lang, unit_free => true, recorded_ip => true, room_per_lb => room_per_lb, w => finding,
                    },
                )
                .unwrap()
        };
        assert_eq!(
            render("es", true),
            "cada lb de carga necesita 30 ft³ de local ocupado (límite práctico 0.0325 lb&#x2f;ft³)"
        );
        assert_eq!(
            render("en", true),
            "each lb of charge needs 30 ft³ of occupied room (practical limit 0.0325 lb&#x2f;ft³)"
        );
        assert!(render("es", false).starts_with("cada kg de carga necesita 67 ft³"), "ficha-8 and ficha-9 as issued");
        let joined = join_figures_to_units(
            "<style>p { width: 50 %; }</style><p>Descarga a 45.0 °C, 27.3 bar(g), 3 tubos, 70.2 %</p><b>26.4 US gal/min, 82.0 t CO₂-eq</b><svg><text>7.2 °C</text></svg>",
        );
        assert_eq!(
            joined,
            "<style>p { width: 50 %; }</style><p>Descarga a 45.0\u{a0}°C, 27.3\u{a0}bar(g), 3 tubos, 70.2\u{a0}%</p><b>26.4\u{a0}US\u{a0}gal/min, 82.0\u{a0}t\u{a0}CO₂-eq</b><svg><text>7.2 °C</text></svg>"
        );
    }

    #[test]
    fn it_should_encode_the_sheet_id_and_its_verification_path_in_the_qr() {
        assert_eq!(qr_text("abc"), "FICHA abc VERIFICAR /api/datasheets/abc/regenerate");
        assert!(qr_data_url(&qr_text("abc")).starts_with("data:image/svg+xml;base64,"));
    }

    /// Tester's report 2, defect 22: from `ficha-11` the QR code declares
    /// its text UTF-8: ECI mode (0111), designator 26 (00011010), then byte
    /// mode (0100); `ficha-10` as issued (bare byte mode).
    #[test]
    fn a_ficha_11_qr_code_declares_utf8() {
        let text = "Ficha técnica · código de verificación 0B5C-3E7E";
        let bytes = utf8_bits(text).unwrap().into_bytes();
        assert_eq!((bytes[0], bytes[1] >> 4), (0b0111_0001, 0b1010), "ECI 26");
        assert_eq!(bytes[1] & 0x0f, 0b0100, "then byte mode");
        assert_ne!(qr_data_url_as_of(text, true), qr_data_url_as_of(text, false));
        assert_eq!(qr_data_url_as_of(text, false), qr_data_url(text));
    }

    /// The tester's finding 10: from `ficha-10` the QR code carries the
    /// footer's short code only, never the sheet id or an internal path.
    #[test]
    fn from_ficha_10_the_qr_says_the_verification_code_only() {
        assert_eq!(qr_code_text("0B5C-3E7E", SheetLanguage::Es), "Ficha técnica · código de verificación 0B5C-3E7E");
        assert_eq!(qr_code_text("0B5C-3E7E", SheetLanguage::En), "Technical data sheet · verification code 0B5C-3E7E");
        let project = super::super::sections::test_sources::detail("rack");
        let issue = super::super::model::Issue {
            sheet_id: "0b5c3e7e-1111-4222-8333-444455556666".into(),
            issued_at: "2026-11-22T08:30:00Z".into(),
            project_version: 4,
            shown_version: 4,
        };
        let qr = |version: &'static str| {
            let sheet = super::super::model::build(
                &project,
                &Default::default(),
                &Default::default(),
                Default::default(),
                &issue,
                version,
            );
            qr_of(&sheet)
        };
        let current = qr(super::super::template_versions::TEMPLATE_VERSION);
        assert_eq!(current, "Ficha técnica · código de verificación 0B5C-3E7E");
        assert!(!current.contains("0b5c3e7e-") && !current.contains("/api/"), "{current}");
        assert_eq!(qr("ficha-9"), qr_text(&issue.sheet_id), "as issued");
    }
}
