//! A data sheet's application envelope, printed apart from the coefficient
//! table (issue 27): as a line of text in any of the spellings makers use,
//!
//! - `Rango de aplicación: to −17,8 … 4,4 °C; tc 10,0 … 48,9 °C`
//! - `Evaporación de −17,8 a 4,4 °C, condensación de 10 a 48,9 °C`
//! - `Application envelope: SST -17.8 to 4.4 °C, SDT 10 to 48.9 °C`
//! - `to−17,8…4,4°C tc10…48,9°C` (no spaces), `°F` variants,
//!
//! or as a table of to / tc points that draws the envelope's polygon, one
//! point per row (a `to` and a `tc` column) or one row of each. Whatever the
//! reader cannot place (a range without saying evaporating or condensing, no
//! temperature scale anywhere, two different envelopes for the same sets) is
//! returned as `unplaced` for the review screen, never guessed.

use domain::compressor::coefficients::UnitSystem;
use domain::compressor::envelope::{bounds, EnvelopePoint};
use domain::compressor::set_reading::SetReading;
use domain::units::{celsius_to_fahrenheit, fahrenheit_to_celsius, names_scale, Scale};

use super::grid::{find_refrigerant, number};

/// Words that announce an envelope (Spanish and English, lower case).
const HEADINGS: [&str; 17] = [
    "rango de aplicación",
    "rango de aplicacion",
    "límites de aplicación",
    "limites de aplicacion",
    "campo de aplicación",
    "campo de aplicacion",
    "envolvente",
    "límites de funcionamiento",
    "limites de funcionamiento",
    "rango de operación",
    "rango de operacion",
    "application envelope",
    "operating envelope",
    "application range",
    "application limits",
    "operating limits",
    "operating range",
];

const EVAPORATING: [&str; 9] =
    ["to", "t0", "te", "evaporación", "evaporacion", "evaporating", "evaporation", "evap", "sst"];
const CONDENSING: [&str; 8] = ["tc", "tk", "condensación", "condensacion", "condensing", "condensation", "cond", "sdt"];
/// Words between a label and its first number.
const LEADS: [&str; 7] = ["de", "desde", "entre", "from", "between", "temp", "temperatura"];
/// Words between the two numbers of a range.
const BETWEEN: [&str; 6] = ["a", "to", "hasta", "and", "y", "bis"];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Evaporating,
    Condensing,
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Number(f64),
    Word(String),
    Unit(Scale),
    Symbol(char),
}

fn role(token: &Token) -> Option<Role> {
    match token {
        Token::Word(w) if EVAPORATING.contains(&w.as_str()) => Some(Role::Evaporating),
        Token::Word(w) if CONDENSING.contains(&w.as_str()) => Some(Role::Condensing),
        _ => None,
    }
}

fn is_minus(c: char) -> bool {
    matches!(c, '-' | '\u{2212}' | '\u{2013}' | '\u{2012}' | '\u{2014}')
}

/// Splits a line into numbers (a sign, digits, one decimal mark), words,
/// temperature units and symbols. A minus is a sign where no number stands
/// before it, or where a space stands before it and none after (`10 -5`);
/// otherwise it separates a range (`10-50`, `−17,8 – 4,4`).
fn tokens(line: &str) -> Vec<Token> {
    let chars: Vec<char> = line.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next_digit = chars.get(i + 1).is_some_and(char::is_ascii_digit);
        let after_number = matches!(out.last(), Some(Token::Number(_)));
        let spaced_before = i > 0 && chars[i - 1].is_whitespace();
        let sign = (is_minus(c) || c == '+') && next_digit && (!after_number || spaced_before);
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() || sign {
            let start = i;
            i += 1;
            while i < chars.len()
                && (chars[i].is_ascii_digit()
                    || (matches!(chars[i], '.' | ',') && chars.get(i + 1).is_some_and(char::is_ascii_digit)))
            {
                i += 1;
            }
            let text: String = chars[start..i].iter().collect();
            match number(&text) {
                Some(v) => out.push(Token::Number(v)),
                None => out.push(Token::Word(text)),
            }
        } else if matches!(c, '°' | 'º' | '˚' | '*')
            && chars.get(i + 1).is_some_and(|l| matches!(l, 'c' | 'C' | 'f' | 'F'))
            && chars.get(i + 2).is_none_or(|n| !n.is_alphabetic())
        {
            out.push(Token::Unit(if matches!(chars[i + 1], 'c' | 'C') { Scale::Celsius } else { Scale::Fahrenheit }));
            i += 2;
        } else if c == '…' {
            out.push(Token::Symbol('…'));
            i += 1;
        } else if c == '.' && chars.get(i + 1) == Some(&'.') {
            while i < chars.len() && chars[i] == '.' {
                i += 1;
            }
            out.push(Token::Symbol('…'));
        } else if c.is_alphabetic() {
            let start = i;
            while i < chars.len() && (chars[i].is_alphabetic() || chars[i] == '_') {
                i += 1;
            }
            let mut word: String = chars[start..i].iter().collect::<String>().to_lowercase().replace('_', "");
            // `t0` (t-zero) is a label; `t 0` is not.
            if word == "t" && chars.get(i) == Some(&'0') && chars.get(i + 1).is_none_or(|n| !n.is_ascii_digit()) {
                word.push('0');
                i += 1;
            }
            // A lone C or F right after a number is its scale (`4,4 C`).
            match (word.as_str(), out.last()) {
                ("c", Some(Token::Number(_))) => out.push(Token::Unit(Scale::Celsius)),
                ("f", Some(Token::Number(_))) => out.push(Token::Unit(Scale::Fahrenheit)),
                _ => out.push(Token::Word(word)),
            }
        } else {
            out.push(Token::Symbol(if is_minus(c) { '-' } else { c }));
            i += 1;
        }
    }
    out
}

/// A labelled range of one line: `label [:|de|from] a (…|a|to|-) b [unit]`.
struct Range {
    role: Role,
    low: f64,
    high: f64,
    unit: Option<Scale>,
}

fn ranges(tokens: &[Token]) -> Vec<Range> {
    let mut found = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let Some(role) = role(&tokens[i]) else {
            i += 1;
            continue;
        };
        let mut j = i + 1;
        let mut unit = None;
        while let Some(t) = tokens.get(j) {
            match t {
                Token::Symbol(':' | '=' | '(' | ')' | '[' | ']') => {}
                Token::Unit(s) => unit = Some(*s),
                Token::Word(w) if LEADS.contains(&w.as_str()) => {}
                _ => break,
            }
            j += 1;
        }
        let Some(Token::Number(a)) = tokens.get(j) else {
            i += 1;
            continue;
        };
        j += 1;
        if let Some(Token::Unit(s)) = tokens.get(j) {
            unit = Some(*s);
            j += 1;
        }
        let separated = match tokens.get(j) {
            Some(Token::Symbol('…' | '-' | '/')) => true,
            Some(Token::Word(w)) => BETWEEN.contains(&w.as_str()),
            _ => false,
        };
        let Some(Token::Number(b)) = tokens.get(j + 1).filter(|_| separated) else {
            i += 1;
            continue;
        };
        j += 2;
        if let Some(Token::Unit(s)) = tokens.get(j) {
            unit = Some(*s);
            j += 1;
        }
        found.push(Range { role, low: *a, high: *b, unit });
        i = j;
    }
    found
}

/// Two numbers with a range's separator between them (`−17,8 … 4,4`).
fn has_range(tokens: &[Token]) -> bool {
    tokens.windows(3).any(|w| match w {
        [Token::Number(_), Token::Symbol('…' | '-' | '/'), Token::Number(_)] => true,
        [Token::Number(_), Token::Word(between), Token::Number(_)] => BETWEEN.contains(&between.as_str()),
        _ => false,
    })
}

fn is_heading(line: &str) -> bool {
    let lower = line.to_lowercase();
    HEADINGS.iter().any(|h| lower.contains(h))
}

/// The one scale a piece of text names, if it names exactly one.
fn scale_of(text: &str) -> Option<Scale> {
    match (names_scale(text, Scale::Celsius), names_scale(text, Scale::Fahrenheit)) {
        (true, false) => Some(Scale::Celsius),
        (false, true) => Some(Scale::Fahrenheit),
        _ => None,
    }
}

/// One envelope the text states, in its own scale.
#[derive(Debug, Clone, PartialEq)]
pub struct Stated {
    /// The refrigerant the statement names; `None` applies to every set.
    pub refrigerant: Option<String>,
    pub scale: Scale,
    pub evaporating: Option<(f64, f64)>,
    pub condensing: Option<(f64, f64)>,
    pub polygon: Option<Vec<EnvelopePoint>>,
}

/// Everything the reader found about envelopes in a document.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct EnvelopeReading {
    pub stated: Vec<Stated>,
    /// The lines read, as the review shows them.
    pub sources: Vec<String>,
    /// Lines about an envelope that the reader could not place.
    pub unplaced: Vec<String>,
}

fn numbers_only(tokens: &[Token]) -> Option<Vec<f64>> {
    let mut values = Vec::new();
    for t in tokens {
        match t {
            Token::Number(v) => values.push(*v),
            Token::Symbol('|' | ';') => {}
            _ => return None,
        }
    }
    Some(values)
}

/// A table header naming a to and a tc column and no number: which comes first.
fn header_order(tokens: &[Token]) -> Option<bool> {
    if tokens.iter().any(|t| matches!(t, Token::Number(_))) {
        return None;
    }
    let evap = tokens.iter().position(|t| role(t) == Some(Role::Evaporating))?;
    let cond = tokens.iter().position(|t| role(t) == Some(Role::Condensing))?;
    Some(evap < cond)
}

/// A row `label n n n …` with at least three numbers after its label.
fn labelled_row(tokens: &[Token]) -> Option<(Role, Vec<f64>)> {
    let at = tokens.iter().position(|t| role(t).is_some())?;
    let start = tokens[at + 1..].iter().position(|t| matches!(t, Token::Number(_)))? + at + 1;
    let skipped_ok = tokens[at + 1..start]
        .iter()
        .all(|t| matches!(t, Token::Unit(_) | Token::Symbol(_)) || matches!(t, Token::Word(w) if w.len() <= 2));
    let values = numbers_only(&tokens[start..]).filter(|v| v.len() >= 3)?;
    let leading_words = tokens[..at].iter().all(|t| matches!(t, Token::Word(_)));
    (skipped_ok && leading_words).then_some((role(&tokens[at])?, values))
}

/// A row of figures (three numbers or more), as a coefficient table's.
fn is_data_row(line: &str) -> bool {
    tokens(line).iter().filter(|t| matches!(t, Token::Number(_))).count() >= 3
}

/// Reads every envelope line and table of `text`.
pub fn read_envelope(text: &str) -> EnvelopeReading {
    let lines: Vec<&str> = text.lines().collect();
    let document_scale = scale_of(text);
    let mut reading = EnvelopeReading::default();
    let mut used = vec![false; lines.len()];
    // The refrigerant a table's heading names: on its header line or the
    // lines just above it, up to a blank line or a row of another table. A
    // coefficient row naming its refrigerant does not name the envelope
    // printed after it: makers publish one envelope under several
    // refrigerants' tables (tester report 3, defect 4), and it is then every
    // set's.
    let context = |at: usize| -> Option<String> {
        (at.saturating_sub(3)..=at)
            .rev()
            .take_while(|&j| j == at || !(lines[j].trim().is_empty() || is_data_row(lines[j])))
            .find_map(|j| find_refrigerant(lines[j]))
    };
    let mut k = 0;
    while k < lines.len() {
        let tokens = tokens(lines[k]);
        // A table: a to / tc header, then one point per row.
        if let Some(evap_first) = header_order(&tokens) {
            let mut points = Vec::new();
            let mut end = k + 1;
            while end < lines.len() {
                let row = numbers_only(&self::tokens(lines[end]));
                match row.as_deref() {
                    Some([]) if points.is_empty() => {}
                    Some([a, b]) | Some([_, a, b]) => points.push(if evap_first { (*a, *b) } else { (*b, *a) }),
                    _ => break,
                }
                end += 1;
            }
            if points.len() >= 3 {
                let scale = scale_of(lines[k]).or_else(|| scale_of(lines[k.saturating_sub(1)])).or(document_scale);
                let block: Vec<String> = lines[k..end].iter().map(|l| l.trim().to_string()).collect();
                used[k.saturating_sub(1)..end].iter_mut().for_each(|u| *u = true);
                match scale {
                    Some(scale) => {
                        reading.stated.push(Stated {
                            refrigerant: context(k),
                            scale,
                            evaporating: None,
                            condensing: None,
                            polygon: Some(points.iter().map(|&(to, tc)| EnvelopePoint { to, tc }).collect()),
                        });
                        reading.sources.push(block.join(" / "));
                    }
                    None => reading.unplaced.push(block.join(" / ")),
                }
                k = end;
                continue;
            }
        }
        // A table across: a `to` row and a `tc` row of the same length.
        if let (Some((first, a)), Some(next)) = (labelled_row(&tokens), lines.get(k + 1)) {
            if let Some((_, b)) = labelled_row(&self::tokens(next)).filter(|(r, b)| *r != first && b.len() == a.len()) {
                let (to, tc) = if first == Role::Evaporating { (a, b) } else { (b, a) };
                let both = format!("{} / {}", lines[k].trim(), next.trim());
                used[k.saturating_sub(1)..=k + 1].iter_mut().for_each(|u| *u = true);
                match scale_of(&both).or_else(|| scale_of(lines[k.saturating_sub(1)])).or(document_scale) {
                    Some(scale) => {
                        reading.stated.push(Stated {
                            refrigerant: context(k),
                            scale,
                            evaporating: None,
                            condensing: None,
                            polygon: Some(to.iter().zip(&tc).map(|(&to, &tc)| EnvelopePoint { to, tc }).collect()),
                        });
                        reading.sources.push(both);
                    }
                    None => reading.unplaced.push(both),
                }
                k += 2;
                continue;
            }
        }
        let found = ranges(&tokens);
        if !found.is_empty() {
            used[k] = true;
            let line_scale = scale_of(lines[k]).or(document_scale);
            let mut stated = Stated {
                refrigerant: find_refrigerant(lines[k]),
                scale: Scale::Celsius,
                evaporating: None,
                condensing: None,
                polygon: None,
            };
            let mut placed = true;
            let mut scales = Vec::new();
            for range in &found {
                let Some(scale) = range.unit.or(line_scale) else {
                    placed = false;
                    continue;
                };
                scales.push(scale);
                if range.low >= range.high {
                    placed = false;
                }
                let slot = match range.role {
                    Role::Evaporating => &mut stated.evaporating,
                    Role::Condensing => &mut stated.condensing,
                };
                if slot.replace((range.low, range.high)).is_some() {
                    placed = false;
                }
            }
            scales.dedup();
            match scales.as_slice() {
                [scale] if placed => {
                    stated.scale = *scale;
                    reading.stated.push(stated);
                    reading.sources.push(lines[k].trim().to_string());
                }
                _ => reading.unplaced.push(lines[k].trim().to_string()),
            }
        }
        k += 1;
    }
    // A heading with numbers that nothing above could read: for the user.
    for (k, line) in lines.iter().enumerate() {
        if !used[k] && is_heading(line) && has_range(&tokens(line)) {
            reading.unplaced.push(line.trim().to_string());
        }
    }
    merge(reading)
}

/// Joins the lines that state halves of one envelope (`Evaporación …` and
/// `Condensación …` on two lines, a line and a table) per refrigerant; two
/// different values for the same thing are left to the user.
fn merge(reading: EnvelopeReading) -> EnvelopeReading {
    let mut merged: Vec<Stated> = Vec::new();
    let mut conflicts = Vec::new();
    for stated in reading.stated {
        let Some(into) = merged.iter_mut().find(|m| m.refrigerant == stated.refrigerant) else {
            merged.push(stated);
            continue;
        };
        let convert = |v: f64| match (stated.scale, into.scale) {
            (Scale::Fahrenheit, Scale::Celsius) => fahrenheit_to_celsius(v),
            (Scale::Celsius, Scale::Fahrenheit) => celsius_to_fahrenheit(v),
            _ => v,
        };
        let pair = |p: Option<(f64, f64)>| p.map(|(a, b)| (convert(a), convert(b)));
        let mut clash = false;
        for (mine, theirs) in
            [(&mut into.evaporating, pair(stated.evaporating)), (&mut into.condensing, pair(stated.condensing))]
        {
            match (mine.as_ref(), theirs) {
                (Some(a), Some(b)) if (a.0 - b.0).abs() > 0.05 || (a.1 - b.1).abs() > 0.05 => clash = true,
                (None, Some(b)) => *mine = Some(b),
                _ => {}
            }
        }
        match (&into.polygon, stated.polygon) {
            (Some(_), Some(_)) => clash = true,
            (None, Some(p)) => {
                into.polygon = Some(p.iter().map(|q| EnvelopePoint { to: convert(q.to), tc: convert(q.tc) }).collect())
            }
            _ => {}
        }
        if clash {
            conflicts.push(stated.refrigerant.clone());
        }
    }
    let mut out = EnvelopeReading { stated: Vec::new(), sources: reading.sources, unplaced: reading.unplaced };
    for stated in merged {
        if conflicts.contains(&stated.refrigerant) {
            let name = stated.refrigerant.as_deref().unwrap_or("todos los juegos");
            out.unplaced.push(format!("Dos envolventes distintas para {name}; revise los límites"));
        } else {
            out.stated.push(stated);
        }
    }
    out
}

fn in_scale(value: f64, from: Scale, to: UnitSystem) -> f64 {
    match (from, to) {
        (Scale::Fahrenheit, UnitSystem::Si) => fahrenheit_to_celsius(value),
        (Scale::Celsius, UnitSystem::Ip) => celsius_to_fahrenheit(value),
        _ => value,
    }
}

/// Gives each set the envelope its file states for its refrigerant (else
/// for every set), in the set's own temperature unit: limits only where the
/// set's row has none, the polygon where it has none and the polygon lies
/// within the set's own limits.
pub fn apply(reading: &EnvelopeReading, sets: &mut [SetReading]) {
    for set in sets.iter_mut() {
        let refrigerant = set.refrigerant.as_deref().map(domain::compressor::model::canonical_refrigerant);
        let stated = reading
            .stated
            .iter()
            .find(|s| s.refrigerant.is_some() && s.refrigerant == refrigerant)
            .or_else(|| reading.stated.iter().find(|s| s.refrigerant.is_none()));
        let Some(stated) = stated else { continue };
        let units = set.unit_system.unwrap_or(UnitSystem::Si);
        let convert = |v: f64| in_scale(v, stated.scale, units);
        let own = [set.evap_temp_min, set.evap_temp_max, set.cond_temp_min, set.cond_temp_max];
        let polygon: Option<Vec<EnvelopePoint>> = stated
            .polygon
            .as_ref()
            .map(|p| p.iter().map(|q| EnvelopePoint { to: convert(q.to), tc: convert(q.tc) }).collect());
        if own.iter().all(Option::is_none) {
            let fill = |range: Option<(f64, f64)>| range.map(|(a, b)| (convert(a), convert(b)));
            if let Some((a, b)) = fill(stated.evaporating) {
                (set.evap_temp_min, set.evap_temp_max) = (Some(a), Some(b));
            }
            if let Some((a, b)) = fill(stated.condensing) {
                (set.cond_temp_min, set.cond_temp_max) = (Some(a), Some(b));
            }
        }
        if set.envelope_polygon.is_none() {
            if let Some(points) = polygon {
                let (a, b, c, d) = bounds(&points);
                let within = |v: f64, limit: Option<f64>, below: bool| {
                    limit.is_none_or(|l| if below { v >= l - 0.05 } else { v <= l + 0.05 })
                };
                if within(a, own[0], true)
                    && within(b, own[1], false)
                    && within(c, own[2], true)
                    && within(d, own[3], false)
                {
                    set.envelope_polygon = Some(points);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Stated {
        let reading = read_envelope(text);
        assert!(reading.unplaced.is_empty(), "{:?}", reading.unplaced);
        assert_eq!(reading.stated.len(), 1, "{text}: {:?}", reading.stated);
        reading.stated.into_iter().next().unwrap()
    }

    #[test]
    fn every_spelling_of_an_envelope_line_gives_the_same_limits() {
        for line in [
            "Rango de aplicación: to \u{2212}17,8 … 4,4 °C; tc 10,0 … 48,9 °C",
            "Rango de aplicación: to\u{2212}17,8…4,4°C; tc10,0…48,9°C",
            "Rango de aplicación: to de \u{2212}17,8 a 4,4 °C, tc de 10 a 48,9 °C",
            "Evaporación: -17.8 to 4.4 °C   Condensación: 10.0 to 48.9 °C",
            "Application envelope: SST -17.8...4.4 C, SDT 10-48.9 C",
            "Límites de aplicación (°C): t0 = −17,8 – 4,4 ; tc = 10,0 – 48,9",
            "Operating range: evaporating from -17.8 to 4.4 ºC, condensing between 10 and 48.9 ºC",
        ] {
            let s = one(line);
            assert_eq!(s.scale, Scale::Celsius, "{line}");
            assert_eq!(s.evaporating, Some((-17.8, 4.4)), "{line}");
            assert_eq!(s.condensing, Some((10.0, 48.9)), "{line}");
        }
    }

    #[test]
    fn fahrenheit_lines_are_kept_in_fahrenheit_and_converted_for_a_si_set() {
        let s = one("Application range: to 0 to 40 °F; tc 50 to 120 °F");
        assert_eq!((s.scale, s.evaporating, s.condensing), (Scale::Fahrenheit, Some((0.0, 40.0)), Some((50.0, 120.0))));
        let reading = read_envelope("Application range: to 0 to 40 *F; tc 50 to 120 *F");
        let mut sets = vec![SetReading { refrigerant: Some("R404A".into()), ..Default::default() }];
        apply(&reading, &mut sets);
        let min = sets[0].evap_temp_min.unwrap();
        assert!((min + 160.0 / 9.0).abs() < 1e-12);
    }

    #[test]
    fn two_lines_make_one_envelope_and_a_refrigerant_names_its_sets() {
        let text = "R404A\nEvaporación: −40 … −5 °C\nCondensación: 20 … 55 °C\n";
        let s = one(text);
        assert_eq!((s.evaporating, s.condensing), (Some((-40.0, -5.0)), Some((20.0, 55.0))));
        let s = one("Rango de aplicación R134a: to −10 … 15 °C; tc 20 … 60 °C");
        assert_eq!(s.refrigerant.as_deref(), Some("R134a"));
    }

    #[test]
    fn a_table_of_points_is_a_polygon_down_or_across() {
        let down = "Envolvente de aplicación R404A\n  tc (°C)    to (°C)\n  20   -40\n  40   -40\n  55   -25\n  55   -5\n  20   -5\n\nOtra cosa";
        let s = one(down);
        let p = s.polygon.unwrap();
        assert_eq!(p.len(), 5);
        assert_eq!(p[2], EnvelopePoint { to: -25.0, tc: 55.0 });
        assert_eq!(s.refrigerant.as_deref(), Some("R404A"));
        let across = "Application envelope (°F)\nSST  -40  -40  -13  23  23\nSDT   68  104  131  131  68\n";
        let s = one(across);
        assert_eq!(s.scale, Scale::Fahrenheit);
        assert_eq!(s.polygon.unwrap()[2], EnvelopePoint { to: -13.0, tc: 131.0 });
    }

    /// Tester report 3, defect 4: one envelope table under the coefficient
    /// rows of five refrigerants, its heading naming none, is every set's;
    /// the last coefficient row above it does not make it R32's alone.
    #[test]
    fn an_envelope_under_several_refrigerants_tables_is_every_sets() {
        let text = "Parametro;Refrigerante;C1;C2;C3;C4;C5;C6;C7;C8;C9;C10\n\
                    Capacidad;R290;12000;400;-100;5;-2;0,3;0;0;0;0\n\
                    Potencia;R290;1500;-20;60;0;0;0;0;0;0;0\n\
                    Capacidad;R32;12000;400;-100;5;-2;0,3;0;0;0;0\n\
                    Potencia;R32;1500;-20;60;0;0;0;0;0;0;0\n\
                    \n\
                    Envolvente de aplicación\n\
                    to (°C);tc (°C)\n-25;20\n-25;50\n10;60\n10;20\n";
        let reading = read_envelope(text);
        assert_eq!(reading.stated.len(), 1, "{reading:?}");
        assert_eq!(reading.stated[0].refrigerant, None, "{reading:?}");
        let set = |r: &str| SetReading { refrigerant: Some(r.into()), ..Default::default() };
        let mut sets = vec![set("R290"), set("R290"), set("R32"), set("R32")];
        apply(&reading, &mut sets);
        for s in &sets {
            assert_eq!(s.envelope_polygon.as_ref().map(Vec::len), Some(4), "{:?}", s.refrigerant);
        }
        // Without the blank line, a coefficient row right above the heading
        // still names nothing; a heading that names a refrigerant still does.
        let tight = text.replace("\n\nEnvolvente", "\nEnvolvente");
        assert_eq!(read_envelope(&tight).stated[0].refrigerant, None);
        let named = text.replace("Envolvente de aplicación", "Envolvente de aplicación R290");
        assert_eq!(read_envelope(&named).stated[0].refrigerant.as_deref(), Some("R290"));
    }

    #[test]
    fn what_cannot_be_placed_is_shown_not_guessed() {
        // No evaporating or condensing label.
        let r = read_envelope("Rango de aplicación: −17,8 … 4,4 °C / 10 … 48,9 °C");
        assert!(r.stated.is_empty());
        assert_eq!(r.unplaced, ["Rango de aplicación: −17,8 … 4,4 °C / 10 … 48,9 °C"]);
        // No scale anywhere.
        let r = read_envelope("Rango de aplicación: to −17,8 … 4,4; tc 10 … 48,9");
        assert!(r.stated.is_empty() && r.unplaced.len() == 1, "{r:?}");
        // Two envelopes for the same sets.
        let r = read_envelope("to −17,8 … 4,4 °C; tc 10 … 48,9 °C\nto −20 … 5 °C; tc 10 … 50 °C\n");
        assert!(r.stated.is_empty(), "{r:?}");
        assert!(r.unplaced.iter().any(|u| u.starts_with("Dos envolventes distintas")), "{r:?}");
    }

    #[test]
    fn a_set_with_its_own_limits_keeps_them_and_takes_a_polygon_inside_them() {
        let reading = read_envelope("Envolvente\nto °C  tc °C\n-40 20\n-40 40\n-5 55\n-5 20\n");
        let own = Some;
        let mut sets = vec![
            SetReading {
                evap_temp_min: own(-45.0),
                evap_temp_max: own(0.0),
                cond_temp_min: own(15.0),
                cond_temp_max: own(60.0),
                ..Default::default()
            },
            SetReading {
                evap_temp_min: own(-30.0),
                evap_temp_max: own(0.0),
                cond_temp_min: own(15.0),
                cond_temp_max: own(60.0),
                ..Default::default()
            },
            SetReading::default(),
        ];
        apply(&reading, &mut sets);
        assert_eq!(sets[0].envelope_polygon.as_ref().map(Vec::len), Some(4));
        assert_eq!(sets[0].evap_temp_min, own(-45.0));
        assert_eq!(sets[1].envelope_polygon, None, "the polygon reaches past the set's own -30 °C");
        assert_eq!(sets[2].envelope_polygon.as_ref().map(Vec::len), Some(4));
        assert_eq!(sets[2].evap_temp_min, None, "the domain takes the polygon's box");
    }
}
