//! Units named in the text of a manufacturer's file, as typesetters and OCR
//! write them. One reader for the P–T chart and the coefficient importers.

/// A temperature scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scale {
    Celsius,
    Fahrenheit,
}

impl Scale {
    fn letter(self) -> char {
        match self {
            Self::Celsius => 'c',
            Self::Fahrenheit => 'f',
        }
    }

    fn name(self) -> &'static str {
        match self {
            Self::Celsius => "celsius",
            Self::Fahrenheit => "fahrenheit",
        }
    }
}

/// °F to °C (exact: 1 K = 1.8 °F, 0 °C = 32 °F).
pub fn fahrenheit_to_celsius(f: f64) -> f64 {
    (f - 32.0) / 1.8
}

/// °C to °F, the inverse of [`fahrenheit_to_celsius`].
pub fn celsius_to_fahrenheit(c: f64) -> f64 {
    c * 1.8 + 32.0
}

/// Words that head a temperature column (`Temp F`, `Temperatura C`, `T (F)`).
const TEMPERATURE_WORDS: [&str; 8] =
    ["t", "temp", "temperatura", "temperature", "tsat", "sat", "saturacion", "saturation"];

/// Whether the text names the scale: `°F`, `ºF`, `˚F`, `*F` (OCR's reading
/// of a degree sign), `deg F`, `Fahrenheit`, `(F)` or `[F]`, or a lone `F`
/// after a temperature word; likewise for Celsius.
pub fn names_scale(text: &str, scale: Scale) -> bool {
    let lower = text.to_lowercase();
    if lower.contains(scale.name()) {
        return true;
    }
    let letter = scale.letter();
    let chars: Vec<char> = lower.chars().collect();
    let ends = |i: usize| chars.get(i).is_none_or(|c| !c.is_alphanumeric());
    let marked = chars.windows(2).enumerate().any(|(i, w)| {
        let degree = matches!(w[0], '°' | 'º' | '˚' | '*') && w[1] == letter && ends(i + 2);
        let bracketed =
            matches!(w[0], '(' | '[') && w[1] == letter && chars.get(i + 2).is_some_and(|c| matches!(c, ')' | ']'));
        let deg = w[1] == letter && i >= 3 && chars[i - 3..=i].iter().collect::<String>() == "deg " && ends(i + 2);
        degree || bracketed || deg
    });
    if marked {
        return true;
    }
    // A lone letter right after a temperature word.
    for line in lower.lines() {
        let words: Vec<String> = line
            .split(|c: char| c.is_whitespace() || matches!(c, '.' | ':' | '(' | ')' | '[' | ']' | '/' | ','))
            .filter(|w| !w.is_empty())
            .map(|w| w.replace(['á', 'à'], "a").replace('ó', "o"))
            .collect();
        if words
            .windows(2)
            .any(|w| TEMPERATURE_WORDS.contains(&w[0].as_str()) && w[1].len() == 1 && w[1].starts_with(letter))
        {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fahrenheit_however_it_is_written() {
        for text in [
            "Temp °F",
            "Temp ºF",
            "Temp *F",
            "Temp ˚F",
            "temperature (F)",
            "T [F]",
            "deg F",
            "Fahrenheit",
            "Temp F  psig",
            "Temperatura. F",
        ] {
            assert!(names_scale(text, Scale::Fahrenheit), "{text}");
        }
        for text in ["Temp °C", "Fecha 2024", "Frío", "(Fan)", "Presión F1", "°Fx"] {
            assert!(!names_scale(text, Scale::Fahrenheit), "{text}");
        }
    }

    #[test]
    fn celsius_however_it_is_written() {
        for text in ["Temperatura °C", "Temperatura ºC", "T *C", "Temp C", "(C)", "Celsius"] {
            assert!(names_scale(text, Scale::Celsius), "{text}");
        }
        for text in ["Temp °F", "Compresor C1", "Clase C"] {
            assert!(!names_scale(text, Scale::Celsius), "{text}");
        }
    }
}
