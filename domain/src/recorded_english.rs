//! The English of any Spanish text a calculation answer records (issue 23
//! item 5): the engine's warnings and notices and the regulatory findings,
//! read back from the recorded Spanish with the values carried over. A text
//! the tables cannot place gives `None`, never a guess: the sheet then
//! prints it in Spanish and says so.

use crate::engine::warnings_en::ENGINE_TEXTS;
use crate::phrases::{translate, Table};
use crate::regulation::findings_en::FINDING_TEXTS;

/// Every table of recorded texts, in the order they are tried.
pub const TABLES: [&Table; 2] = [ENGINE_TEXTS, FINDING_TEXTS];

/// The English of a text an answer recorded in Spanish, if the tables place it.
pub fn english(spanish: &str) -> Option<String> {
    translate(&TABLES, spanish)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::phrases::duplicates;

    /// The string literals of `source` before its tests, with `{…}`
    /// arguments written `{}` and line continuations joined.
    pub(crate) fn literals(source: &str) -> Vec<String> {
        let code = source.split("#[cfg(test)]").next().unwrap_or_default();
        let mut out = Vec::new();
        let mut chars = code.chars().peekable();
        let mut in_comment = false;
        let mut previous = ' ';
        while let Some(c) = chars.next() {
            if in_comment {
                in_comment = c != '\n';
                previous = c;
                continue;
            }
            if c == '/' && chars.peek() == Some(&'/') {
                in_comment = true;
                continue;
            }
            if c == '"' && previous != '\'' && previous != 'b' {
                let mut text = String::new();
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => match chars.next() {
                            Some('\n') => {
                                while chars.peek().is_some_and(|c| c.is_whitespace()) {
                                    chars.next();
                                }
                            }
                            Some('n') => text.push('\n'),
                            Some(other) => text.push(other),
                            None => {}
                        },
                        other => text.push(other),
                    }
                }
                out.push(text);
                previous = '"';
                continue;
            }
            previous = c;
        }
        out
    }

    /// `{}`, `{t}`, `{name}`, `{:.1}` and `{x:.2}` all as `{}`.
    pub(crate) fn normalised(text: &str) -> String {
        let mut out = String::new();
        let mut rest = text;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            match rest[open..].find('}') {
                Some(close) => {
                    out.push_str("{}");
                    rest = &rest[open + close + 1..];
                }
                None => {
                    out.push('{');
                    rest = &rest[open + 1..];
                }
            }
        }
        out.push_str(rest);
        out
    }

    /// Whether a literal reads as Spanish prose (not a code, key or format).
    fn is_spanish(text: &str) -> bool {
        const WORDS: [&str; 12] =
            [" de ", " la ", " el ", " en ", " del ", " y ", " con ", " por ", " para ", " que ", " se ", " no "];
        text.chars().any(|c| "áéíóúñÁÉÍÓÚÑ".contains(c)) || WORDS.iter().any(|w| format!(" {text} ").contains(w))
    }

    /// Spanish literals of those files that never reach a recorded answer:
    /// refusals (the calculation stops with them, nothing is recorded) and
    /// the names the refusals quote.
    const NOT_RECORDED: [&str; 9] = [
        "Un chiller puede tener máximo 4 circuitos",
        "Cada circuito necesita temperatura de evaporación, capacidad requerida y al menos un compresor",
        "{} y {} Hz",
        "de succión del circuito {}",
        "de líquido",
        "Refrigerante inflamable",
        "Unión Europea",
        "México",
        "España",
    ];

    /// Issue 23 item 5: every Spanish text the engine or the regulatory
    /// check can record has its English; a new one fails here until it has.
    #[test]
    fn every_spanish_text_an_answer_can_record_has_an_entry() {
        let mut missing = Vec::new();
        let sources = crate::engine::warnings_en::SOURCES.into_iter().chain(crate::regulation::findings_en::SOURCES);
        for (file, source) in sources {
            for literal in literals(source).into_iter().filter(|l| is_spanish(l)) {
                let text = normalised(&literal);
                // Each argument as a figure: the text as the engine writes it
                // must be placed (a constant or fragment spliced in, such as
                // `{STANDARD}` or `{place}`, has its own entry).
                let written = text.replace("{}", "7");
                if english(&written).is_none() && !NOT_RECORDED.contains(&text.as_str()) {
                    missing.push(format!("{file}: {text}"));
                }
            }
        }
        assert!(missing.is_empty(), "no English for:\n{}", missing.join("\n"));
    }

    #[test]
    fn the_tables_have_one_entry_per_spanish_text() {
        for table in TABLES {
            assert!(duplicates(table).is_empty(), "{:?}", duplicates(table));
        }
    }

    /// Texts as the demo projects' answers recorded them.
    #[test]
    fn it_should_read_recorded_warnings_and_findings_in_english_with_their_values() {
        for (spanish, english_text) in [
            (
                "Doble montante en la línea de succión 1 del circuito MT: un montante de 1-5/8\" no sube el aceite en el escalón mínimo (1.4 m/s, mínimo 3.6 m/s); monte 1-1/8\" (con trampa al pie) y 1-3/8\" en paralelo (ASHRAE Refrigeration, cap. 1)",
                "Double riser on the suction line 1 of circuit MT: a single 1-5/8\" riser does not lift the oil at the smallest capacity step (1.4 m/s, minimum 3.6 m/s); install 1-1/8\" (with a trap at its foot) and 1-3/8\" in parallel (ASHRAE Refrigeration, ch. 1)",
            ),
            (
                "La línea de descarga 1 (1-3/8\" cobre) admite 27.4 bar y la presión de diseño PS de su lado es 29.8 bar (EN 378-2, 5.2; ASME B31.5, 504.1.2): use tubo de mayor espesor (p. ej. cobre-hierro K65) o acero",
                "The discharge line 1 (1-3/8\" copper) is rated for 27.4 bar and the design pressure PS of its side is 29.8 bar (EN 378-2, 5.2; ASME B31.5, 504.1.2): use a thicker-walled tube (e.g. K65 copper-iron) or steel",
            ),
            (
                "La línea de succión 2 del circuito LT (DN 50 Sch 40, diámetro fijado) no cumple todos los criterios de diseño: 0.031 K/m (máximo 0.020 K/m), 1.52 K en total, 12.3 kPa (máximo 1.0 K), retorno de aceite en el escalón mínimo 2.1 m/s (mínimo 3.6 m/s) sin doble montante posible",
                "The suction line 2 of circuit LT (DN 50 Sch 40, size fixed) does not meet every design criterion: 0.031 K/m (maximum 0.020 K/m), 1.52 K in total, 12.3 kPa (maximum 1.0 K), oil return at the smallest capacity step 2.1 m/s (minimum 3.6 m/s) with no double riser possible",
            ),
            (
                "Ningún condensador de microcanal del catálogo alcanza 30.8 kW a ΔT = 10.0 K",
                "No microchannel condenser in the catalogue reaches 30.8 kW at ΔT = 10.0 K",
            ),
            (
                "EN 378-2:2016, 5.2: saturación a 59 °C en alta (condensador por aire) y 38 °C en baja (ambiente 35.0 °C, clase ≤ 38 °C)",
                "EN 378-2:2016, 5.2: saturation at 59 °C on the high side (air-cooled condenser) and 38 °C on the low side (ambient 35.0 °C, class ≤ 38 °C)",
            ),
            (
                "Prohibida la comercialización desde el 1 de enero de 2020 de equipos fijos de refrigeración que contengan gases fluorados de efecto invernadero con PCA igual o superior a 2500, o cuyo funcionamiento dependa de ellos: R404A tiene PCA 3922 (salvo equipos destinados a enfriar productos por debajo de -50 °C).",
                "Placing on the market prohibited since January 1, 2020 for stationary refrigeration equipment that contains, or whose functioning relies upon, fluorinated greenhouse gases with a GWP of 2500 or more: R404A has a GWP of 3922 (except equipment intended to cool products below -50 °C).",
            ),
            (
                "México (Parte del artículo 5, grupo 1; línea base 2020–2022): en 2026 aplica congelación al 100 % de la línea base desde 2024; siguiente escalón: 90 % de la línea base desde 2029 (reducción del 10 %). R404A contiene HFC controlados (anexo F): su disponibilidad y precio dependen de esta reducción.",
                "Mexico (Article 5 Party, group 1; baseline 2020–2022): in 2026, the step in force is freeze at 100 % of the baseline from 2024; next step: 90 % of the baseline from 2029 (10 % reduction). R404A contains controlled HFCs (Annex F): its availability and price depend on this phase-down.",
            ),
            (
                "Compresor sin carga calculada: verifique la carga del sistema completo; cada kg de carga necesita 1.9 m³ de local ocupado (límite práctico 0.52 kg/m³); clase 2L: m1 = 1.84 kg, m3 = 61.36 kg (LFL 0.307 kg/m³).",
                "Compressor without a calculated charge: check the charge of the complete system; each kg of charge needs 1.9 m³ of occupied room (practical limit 0.52 kg/m³); class 2L: m1 = 1.84 kg, m3 = 61.36 kg (LFL 0.307 kg/m³).",
            ),
        ] {
            assert_eq!(english(spanish).as_deref(), Some(english_text), "{spanish}");
        }
    }

    #[test]
    fn it_should_not_place_a_text_it_has_no_entry_for() {
        assert_eq!(english("Una advertencia que el motor aún no escribe"), None);
        assert_eq!(english("La línea de aspiración 1 admite 27.4 bar"), None);
    }
}
