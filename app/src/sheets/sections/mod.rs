//! The sheet by sections (issue 23): one table says which sections each
//! equipment type prints, in order; each section has its own template
//! partial (`templates/sections/<name>.html`). The sections that read the
//! calculation answer read it typed ([`answer::Answer`]), not by paths.

pub mod accessories;
pub mod answer;
pub mod charge;
pub mod compliance;
pub mod compressor_table;
pub mod condenser_analysis;
pub mod condenser_unit;
pub mod design;
pub mod duty;
pub mod electrical;
pub mod envelope_charts;
pub mod exact_figures;
pub mod header;
pub mod lines;
pub mod ph_diagram;
pub mod regulations;
pub mod source;
pub mod speed;
#[cfg(test)]
pub(crate) mod test_sources;
pub mod traceability;
pub mod warnings;
pub mod water;
pub mod water_flow;
pub mod water_table;
pub mod water_words;

use domain::equipment::EquipmentType;
use serde::Serialize;

/// A section of a sheet, named as its template partial.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Section {
    Duty,
    WaterSide,
    Compressors,
    Envelope,
    /// A system's circuits only (`ficha-5` on).
    PhDiagram,
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
    PhDiagram,
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
    PhDiagram,
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
pub fn sections_for(equipment_type: EquipmentType) -> &'static [Section] {
    match equipment_type {
        EquipmentType::Rack => RACK,
        EquipmentType::Condensadora => CONDENSING_UNIT,
        EquipmentType::Chiller => CHILLER,
        EquipmentType::Motocompresora => MOTOR_COMPRESSOR,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_chiller_has_a_water_side_and_the_bare_compressor_no_condenser_lines_or_charge() {
        assert!(sections_for(EquipmentType::Chiller).contains(&WaterSide));
        for kind in [EquipmentType::Rack, EquipmentType::Condensadora, EquipmentType::Motocompresora] {
            assert!(!sections_for(kind).contains(&WaterSide), "{kind:?}");
        }
        let bare = sections_for(EquipmentType::Motocompresora);
        for absent in [Condenser, Lines, Charge, Accessories] {
            assert!(!bare.contains(&absent), "{absent:?}");
        }
        assert!(sections_for(EquipmentType::Condensadora).contains(&Condenser));
    }

    #[test]
    fn every_section_has_its_partial() {
        for kind in
            [EquipmentType::Rack, EquipmentType::Condensadora, EquipmentType::Chiller, EquipmentType::Motocompresora]
        {
            for section in sections_for(kind) {
                let name = serde_json::to_value(section).unwrap();
                assert!(
                    crate::sheets::render::partial(name.as_str().unwrap()).is_some(),
                    "{kind:?}: no partial for {name}"
                );
            }
        }
    }
}
