//! The sheet by sections (issue 23): one table says which sections each
//! equipment type prints, in order; each section has its own template
//! partial (`templates/sections/<name>.html`). The sections that read the
//! calculation answer read it typed ([`answer::Answer`]), not by paths.

pub mod answer;
pub mod compliance;
pub mod condenser_unit;
pub mod electrical;
pub mod regulations;
pub mod speed;
pub mod traceability;
pub mod water;

use serde::Serialize;

/// A section of a sheet, named as its template partial.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Section {
    Duty,
    WaterSide,
    Compressors,
    Envelope,
    Condenser,
    Electrical,
    Lines,
    Charge,
    Regulations,
    Accessories,
    Design,
    Warnings,
    Provenance,
}

use Section::*;

const RACK: &[Section] = &[
    Duty,
    Compressors,
    Envelope,
    Condenser,
    Electrical,
    Lines,
    Charge,
    Regulations,
    Accessories,
    Design,
    Warnings,
    Provenance,
];
const CONDENSING_UNIT: &[Section] = RACK;
const CHILLER: &[Section] = &[
    Duty,
    WaterSide,
    Compressors,
    Envelope,
    Condenser,
    Electrical,
    Lines,
    Charge,
    Regulations,
    Accessories,
    Design,
    Warnings,
    Provenance,
];
/// A bare compressor: its type, duty, envelope and (when known) electrical data only.
const MOTOR_COMPRESSOR: &[Section] =
    &[Duty, Compressors, Envelope, Electrical, Regulations, Design, Warnings, Provenance];

/// The one table: the sections of `equipment_type`'s sheet, in print order.
pub fn sections_for(equipment_type: &str) -> &'static [Section] {
    match equipment_type {
        "condensadora" => CONDENSING_UNIT,
        "chiller" => CHILLER,
        "motocompresora" => MOTOR_COMPRESSOR,
        _ => RACK,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_chiller_has_a_water_side_and_the_bare_compressor_no_condenser_lines_or_charge() {
        assert!(sections_for("chiller").contains(&WaterSide));
        for kind in ["rack", "condensadora", "motocompresora"] {
            assert!(!sections_for(kind).contains(&WaterSide), "{kind}");
        }
        let bare = sections_for("motocompresora");
        for absent in [Condenser, Lines, Charge, Accessories] {
            assert!(!bare.contains(&absent), "{absent:?}");
        }
        assert!(sections_for("condensadora").contains(&Condenser));
    }

    #[test]
    fn every_section_has_its_partial() {
        for kind in ["rack", "condensadora", "chiller", "motocompresora"] {
            for section in sections_for(kind) {
                let name = serde_json::to_value(section).unwrap();
                assert!(
                    crate::sheets::render::partial(name.as_str().unwrap()).is_some(),
                    "{kind}: no partial for {name}"
                );
            }
        }
    }
}
