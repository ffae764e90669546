//! The compressor type a maker's model family is built as, for files that
//! name the model but not the type (EnergyPlus curve sets, data sheets
//! without a "type" line). A small table, each entry citing where the
//! family is described; anything not in it stays unknown rather than guessed.

use super::model::CompressorType;

/// A model matched to its family.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Family {
    pub compressor_type: CompressorType,
    /// The family as the review screen names it (`Carlyle 06T`).
    pub name: &'static str,
    /// Where the family's construction is stated.
    pub source: &'static str,
}

/// How a table entry recognises a model.
enum Pattern {
    /// The model starts with this text (upper case, no spaces).
    Prefix(&'static str),
    /// The maker's series word appears in the brand or series text.
    Series(&'static str),
    /// Bitzer's semi-hermetic reciprocating naming: cylinders digit, one to
    /// three letters, a dash, then the size (`4GE-23Y`, `2MSL-07K`, `4FES-5Y`).
    BitzerReciprocating,
    /// Copeland Discus naming: 2, 3, 4 or 6 cylinders, `D`, a letter, `3`
    /// (`3DA3-075E`, `6DJ3-400E`).
    CopelandDiscus,
}

struct Entry {
    /// The maker's names as a brand field may write them.
    maker: &'static [&'static str],
    /// The pattern is the maker's only when the brand names the maker.
    brand_required: bool,
    pattern: Pattern,
    family: Family,
}

const CARLYLE_NAMES: &[&str] = &["carlyle", "carrier"];
const COPELAND_NAMES: &[&str] = &["copeland", "emerson"];
const BITZER_NAMES: &[&str] = &["bitzer"];

const CARLYLE: &str =
    "Carlyle, 06D/06E/06CC semi-hermetic reciprocating and 06T/06N screw compressor product data (Carrier Corporation)";
const COPELAND_SCROLL: &str = "Copeland Scroll refrigeration and air-conditioning compressors (ZB, ZS, ZF, ZR, ZP, ZH, ZO), Emerson/Copeland product literature";
const COPELAND_RECIP: &str = "Copeland Discus and Copelametic semi-hermetic, Copelaweld hermetic reciprocating compressors, Emerson/Copeland product literature";
const BITZER: &str =
    "Bitzer Ecoline/Octagon semi-hermetic reciprocating, HS/CS/OS screw and ESH/GSD scroll compressors, Bitzer product selection documentation";

const fn family(compressor_type: CompressorType, name: &'static str, source: &'static str) -> Family {
    Family { compressor_type, name, source }
}

use CompressorType::{Reciprocante as R, Scroll as S, Tornillo as T};

const TABLE: &[Entry] = &[
    Entry {
        maker: CARLYLE_NAMES,
        brand_required: false,
        pattern: Pattern::Prefix("06T"),
        family: family(T, "Carlyle 06T", CARLYLE),
    },
    Entry {
        maker: CARLYLE_NAMES,
        brand_required: false,
        pattern: Pattern::Prefix("06N"),
        family: family(T, "Carlyle 06N", CARLYLE),
    },
    Entry {
        maker: CARLYLE_NAMES,
        brand_required: false,
        pattern: Pattern::Prefix("06D"),
        family: family(R, "Carlyle 06D", CARLYLE),
    },
    Entry {
        maker: CARLYLE_NAMES,
        brand_required: false,
        pattern: Pattern::Prefix("06E"),
        family: family(R, "Carlyle 06E", CARLYLE),
    },
    Entry {
        maker: CARLYLE_NAMES,
        brand_required: false,
        pattern: Pattern::Prefix("06CC"),
        family: family(R, "Carlyle 06CC", CARLYLE),
    },
    Entry {
        maker: COPELAND_NAMES,
        brand_required: true,
        pattern: Pattern::Series("scroll"),
        family: family(S, "Copeland Scroll", COPELAND_SCROLL),
    },
    Entry {
        maker: COPELAND_NAMES,
        brand_required: true,
        pattern: Pattern::Series("discus"),
        family: family(R, "Copeland Discus", COPELAND_RECIP),
    },
    Entry {
        maker: COPELAND_NAMES,
        brand_required: true,
        pattern: Pattern::Series("copelametic"),
        family: family(R, "Copeland Copelametic", COPELAND_RECIP),
    },
    Entry {
        maker: COPELAND_NAMES,
        brand_required: true,
        pattern: Pattern::Series("copelaweld"),
        family: family(R, "Copeland Copelaweld", COPELAND_RECIP),
    },
    Entry {
        maker: COPELAND_NAMES,
        brand_required: false,
        pattern: Pattern::Prefix("ZB"),
        family: family(S, "Copeland Scroll ZB", COPELAND_SCROLL),
    },
    Entry {
        maker: COPELAND_NAMES,
        brand_required: false,
        pattern: Pattern::Prefix("ZS"),
        family: family(S, "Copeland Scroll ZS", COPELAND_SCROLL),
    },
    Entry {
        maker: COPELAND_NAMES,
        brand_required: false,
        pattern: Pattern::Prefix("ZF"),
        family: family(S, "Copeland Scroll ZF", COPELAND_SCROLL),
    },
    Entry {
        maker: COPELAND_NAMES,
        brand_required: false,
        pattern: Pattern::Prefix("ZR"),
        family: family(S, "Copeland Scroll ZR", COPELAND_SCROLL),
    },
    Entry {
        maker: COPELAND_NAMES,
        brand_required: false,
        pattern: Pattern::Prefix("ZP"),
        family: family(S, "Copeland Scroll ZP", COPELAND_SCROLL),
    },
    Entry {
        maker: COPELAND_NAMES,
        brand_required: false,
        pattern: Pattern::Prefix("ZH"),
        family: family(S, "Copeland Scroll ZH", COPELAND_SCROLL),
    },
    Entry {
        maker: COPELAND_NAMES,
        brand_required: false,
        pattern: Pattern::Prefix("ZO"),
        family: family(S, "Copeland Scroll ZO", COPELAND_SCROLL),
    },
    Entry {
        maker: COPELAND_NAMES,
        brand_required: false,
        pattern: Pattern::CopelandDiscus,
        family: family(R, "Copeland Discus", COPELAND_RECIP),
    },
    Entry {
        maker: BITZER_NAMES,
        brand_required: true,
        pattern: Pattern::Prefix("HS"),
        family: family(T, "Bitzer HS", BITZER),
    },
    Entry {
        maker: BITZER_NAMES,
        brand_required: true,
        pattern: Pattern::Prefix("CS"),
        family: family(T, "Bitzer CS", BITZER),
    },
    Entry {
        maker: BITZER_NAMES,
        brand_required: true,
        pattern: Pattern::Prefix("OS"),
        family: family(T, "Bitzer OS", BITZER),
    },
    Entry {
        maker: BITZER_NAMES,
        brand_required: true,
        pattern: Pattern::Prefix("ESH"),
        family: family(S, "Bitzer ESH", BITZER),
    },
    Entry {
        maker: BITZER_NAMES,
        brand_required: true,
        pattern: Pattern::Prefix("GSD"),
        family: family(S, "Bitzer GSD", BITZER),
    },
    Entry {
        maker: BITZER_NAMES,
        brand_required: false,
        pattern: Pattern::BitzerReciprocating,
        family: family(R, "Bitzer semihermético", BITZER),
    },
];

fn bitzer_reciprocating(model: &str) -> bool {
    let mut chars = model.chars();
    let Some(first) = chars.next() else { return false };
    if !matches!(first, '2'..='8') {
        return false;
    }
    let rest: String = chars.collect();
    let Some((letters, size)) = rest.split_once('-') else { return false };
    (1..=4).contains(&letters.len())
        && letters.chars().all(|c| c.is_ascii_uppercase())
        && size.starts_with(|c: char| c.is_ascii_digit())
}

fn copeland_discus(model: &str) -> bool {
    let c: Vec<char> = model.chars().take(4).collect();
    c.len() == 4 && matches!(c[0], '2' | '3' | '4' | '6') && c[1] == 'D' && c[2].is_ascii_uppercase() && c[3] == '3'
}

/// The family of a model, from the model and, where the table needs them,
/// the brand and the maker's series (`Copeland-DISCUS-60HZ`).
pub fn family_of(brand: Option<&str>, series: Option<&str>, model: &str) -> Option<Family> {
    let model: String = model.trim().to_uppercase().chars().filter(|c| !c.is_whitespace()).collect();
    let context = format!("{} {}", brand.unwrap_or(""), series.unwrap_or("")).to_lowercase();
    let brand = brand.map(|b| b.trim().to_lowercase()).filter(|b| !b.is_empty());
    TABLE
        .iter()
        .find(|entry| {
            let named = entry.maker.iter().any(|m| context.contains(m));
            // Another maker's model never takes this maker's family.
            if brand.as_deref().is_some_and(|b| !entry.maker.iter().any(|m| b.contains(m))) {
                return false;
            }
            if entry.brand_required && !named {
                return false;
            }
            match entry.pattern {
                Pattern::Prefix(p) => model.starts_with(p),
                Pattern::Series(word) => context.contains(word),
                Pattern::BitzerReciprocating => bitzer_reciprocating(&model),
                Pattern::CopelandDiscus => copeland_discus(&model),
            }
        })
        .map(|entry| entry.family)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(brand: Option<&str>, series: Option<&str>, model: &str) -> Option<CompressorType> {
        family_of(brand, series, model).map(|f| f.compressor_type)
    }

    #[test]
    fn carlyle_06t_is_a_screw_and_06d_06e_are_reciprocating() {
        for model in ["06TRD039", "06TRF065", "06TRK108"] {
            let f = family_of(Some("Carlyle"), None, model).unwrap();
            assert_eq!((f.compressor_type, f.name), (CompressorType::Tornillo, "Carlyle 06T"), "{model}");
        }
        assert_eq!(kind(Some("Carlyle"), None, "06DR013"), Some(CompressorType::Reciprocante));
        assert_eq!(kind(Some("Carrier"), None, "06TRD039"), Some(CompressorType::Tornillo));
        assert_eq!(kind(None, None, "06EA250"), Some(CompressorType::Reciprocante));
    }

    #[test]
    fn copeland_families_by_series_or_model() {
        assert_eq!(kind(Some("Copeland"), Some("SCROLL-60HZ"), "ZF13K4E-TF5"), Some(CompressorType::Scroll));
        assert_eq!(kind(None, None, "ZS21K4E-TF5"), Some(CompressorType::Scroll));
        assert_eq!(kind(Some("Copeland"), Some("DISCUS-60HZ"), "3DA3-075E-TFD"), Some(CompressorType::Reciprocante));
        assert_eq!(kind(None, None, "6DJ3-400E-TSN"), Some(CompressorType::Reciprocante));
        assert_eq!(
            kind(Some("Copeland"), Some("COPELAMETIC-50HZ"), "KAJA-0100-TAC"),
            Some(CompressorType::Reciprocante)
        );
        assert_eq!(kind(Some("Copeland"), Some("COPELAWELD-60HZ"), "CS10K6E"), Some(CompressorType::Reciprocante));
    }

    #[test]
    fn bitzer_families() {
        assert_eq!(kind(Some("Bitzer"), None, "4FES-5Y"), Some(CompressorType::Reciprocante));
        assert_eq!(kind(None, None, "4GE-23Y"), Some(CompressorType::Reciprocante));
        assert_eq!(kind(Some("Bitzer"), None, "2MSL-07K-4SU"), Some(CompressorType::Reciprocante));
        assert_eq!(kind(Some("Bitzer"), None, "HSK7451-60"), Some(CompressorType::Tornillo));
        assert_eq!(kind(Some("Bitzer"), None, "CSH6553-50Y"), Some(CompressorType::Tornillo));
    }

    #[test]
    fn an_unknown_model_stays_unknown() {
        assert_eq!(kind(None, None, "XYZ-100"), None);
        assert_eq!(kind(None, None, "HSK7451"), None, "HS is Bitzer's only when the brand says so");
        assert_eq!(kind(Some("Danfoss"), None, "CS10"), None);
    }
}
