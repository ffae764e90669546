//! Phrase tables: the English of a Spanish text that carries values, read
//! back from the Spanish (issue 23 item 5). A table pairs a Spanish pattern
//! with its English; the values found in the Spanish carry over unchanged.
//!
//! In a Spanish pattern, `{}` takes any non-empty text kept as it is (a
//! figure, a model, a code) and `{t}` any text, possibly empty, that must
//! itself translate by the same tables (a word list, a fragment such as
//! ' del circuito MT'). A text without letters translates to itself. In
//! the English, `{}` takes the captures in order and `{N}` the N-th
//! (0-based), so the English may put them in another order.
//!
//! Pure and total: a text no pattern places gives `None`; nothing is
//! guessed.

/// A table of (Spanish pattern, English pattern).
pub type Table = [(&'static str, &'static str)];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Piece<'a> {
    Literal(&'a str),
    /// Kept as written.
    Raw,
    /// Translated itself.
    Translated,
    /// Kept as written, whatever it holds.
    Any,
}

fn pieces(pattern: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut rest = pattern;
    while !rest.is_empty() {
        let next = [("{}", Piece::Raw), ("{t}", Piece::Translated), ("{*}", Piece::Any)]
            .into_iter()
            .filter_map(|(mark, piece)| rest.find(mark).map(|at| (at, piece, mark.len())))
            .min_by_key(|(at, _, _)| *at);
        match next {
            Some((at, piece, len)) => {
                if at > 0 {
                    out.push(Piece::Literal(&rest[..at]));
                }
                out.push(piece);
                rest = &rest[at + len..];
            }
            None => {
                out.push(Piece::Literal(rest));
                rest = "";
            }
        }
    }
    out
}

/// Whether `text` has nothing to translate: no letter, or only the units
/// and symbols every language writes alike.
fn is_language_free(text: &str) -> bool {
    !text.chars().any(char::is_alphabetic)
}

/// Whether a `{}` capture reads as a value (a figure, a model, a code, a
/// size): no sentence or list punctuation and no Spanish function word, so that a
/// value never swallows prose the tables must place.
fn is_value(text: &str) -> bool {
    const PROSE: [&str; 10] = ["; ", ": ", ". ", ", ", " de ", " del ", " la ", " el ", " en ", " y "];
    !text.contains('\n') && !PROSE.iter().any(|p| text.contains(p))
}

/// The English of `text` by `tables`, tried in order: an exact entry
/// first, then the patterns.
pub fn translate(tables: &[&Table], text: &str) -> Option<String> {
    translate_at(tables, text, 0)
}

/// Recursion depth bound: patterns nest a few levels at most.
const DEPTH: usize = 6;

fn translate_at(tables: &[&Table], text: &str, depth: usize) -> Option<String> {
    if is_language_free(text) {
        return Some(text.to_string());
    }
    if depth > DEPTH {
        return None;
    }
    for table in tables {
        if let Some((_, en)) = table.iter().find(|(es, _)| *es == text) {
            return Some((*en).to_string());
        }
    }
    for table in tables {
        for (es, en) in table.iter() {
            if !es.contains('{') {
                continue;
            }
            let pattern = pieces(es);
            let mut captures = Vec::new();
            if matches(tables, &pattern, text, depth, &mut captures) {
                return Some(fill(en, &captures));
            }
        }
    }
    None
}

/// Matches `pattern` against the whole of `text`, shortest captures first,
/// collecting the captures (translated ones already in English).
fn matches(tables: &[&Table], pattern: &[Piece], text: &str, depth: usize, captures: &mut Vec<String>) -> bool {
    let Some((first, rest)) = pattern.split_first() else { return text.is_empty() };
    match first {
        Piece::Literal(literal) => {
            text.strip_prefix(literal).is_some_and(|after| matches(tables, rest, after, depth, captures))
        }
        Piece::Raw | Piece::Translated | Piece::Any => {
            let ends: Vec<usize> = match rest.first() {
                // The capture ends where the next literal starts.
                Some(Piece::Literal(next)) => text.match_indices(next).map(|(at, _)| at).collect(),
                None => vec![text.len()],
                // Two captures side by side: every boundary.
                Some(_) => text.char_indices().map(|(at, _)| at).chain([text.len()]).collect(),
            };
            for end in ends {
                let captured = &text[..end];
                let value = match first {
                    Piece::Raw if captured.is_empty() || !is_value(captured) => continue,
                    Piece::Raw => captured.to_string(),
                    Piece::Any if captured.is_empty() => continue,
                    Piece::Any => captured.to_string(),
                    _ if captured.is_empty() => String::new(),
                    _ => match translate_at(tables, captured, depth + 1) {
                        Some(english) => english,
                        None => continue,
                    },
                };
                captures.push(value);
                if matches(tables, rest, &text[end..], depth, captures) {
                    return true;
                }
                captures.pop();
            }
            false
        }
    }
}

/// `english` with its `{}` and `{N}` filled from `captures`.
pub fn fill(english: &str, captures: &[String]) -> String {
    let mut out = String::new();
    let mut next = 0;
    let mut rest = english;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let close = after.find('}');
        let index = close.and_then(|c| if c == 0 { Some(next) } else { after[..c].parse::<usize>().ok() });
        match (close, index) {
            (Some(c), Some(i)) => {
                out.push_str(captures.get(i).map_or("", String::as_str));
                if c == 0 {
                    next += 1;
                }
                rest = &after[c + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The Spanish patterns of `table` no text can reach because an earlier
/// entry of the same Spanish shadows them (a table's own consistency).
pub fn duplicates(table: &Table) -> Vec<&'static str> {
    let mut seen = std::collections::HashSet::new();
    table.iter().filter(|(es, _)| !seen.insert(*es)).map(|(es, _)| *es).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: &Table = &[
        ("succión", "suction"),
        (" del circuito {}", " of circuit {}"),
        ("La línea de {t} {}{t} admite {} bar", "The {0} line {1}{2} holds {3} bar"),
        ("{} m/s (máximo {} m/s)", "{} m/s (maximum {} m/s)"),
        ("{} K/m (máximo {} K/m)", "{} K/m (maximum {} K/m)"),
        ("no cumple: {t}", "fails: {}"),
        ("{t}, {t}", "{}, {}"),
    ];

    #[test]
    fn it_should_carry_the_values_over_and_translate_the_fragments() {
        assert_eq!(
            translate(&[TABLE], "La línea de succión 2 del circuito MT admite 27.4 bar").as_deref(),
            Some("The suction line 2 of circuit MT holds 27.4 bar")
        );
        assert_eq!(
            translate(&[TABLE], "La línea de succión 1 admite 27.4 bar").as_deref(),
            Some("The suction line 1 holds 27.4 bar")
        );
    }

    #[test]
    fn it_should_translate_a_list_item_by_item() {
        assert_eq!(
            translate(&[TABLE], "no cumple: 0.031 K/m (máximo 0.020 K/m), 21.3 m/s (máximo 20.0 m/s)").as_deref(),
            Some("fails: 0.031 K/m (maximum 0.020 K/m), 21.3 m/s (maximum 20.0 m/s)")
        );
    }

    #[test]
    fn it_should_not_guess_a_text_it_cannot_place() {
        assert_eq!(translate(&[TABLE], "La línea de aspiración 1 admite 27.4 bar"), None);
        assert_eq!(translate(&[TABLE], "no cumple: algo nuevo"), None);
        assert_eq!(translate(&[TABLE], "12.5 / 3"), Some("12.5 / 3".into()), "figures alone");
        assert_eq!(
            translate(&[TABLE], "La línea de succión 1 admite 27.4 bar; y algo más en español"),
            None,
            "a value does not swallow prose"
        );
    }

    #[test]
    fn a_table_has_one_entry_per_spanish_text() {
        assert!(duplicates(TABLE).is_empty());
        assert_eq!(duplicates(&[("a", "b"), ("a", "c")]), ["a"]);
    }
}
