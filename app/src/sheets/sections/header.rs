//! The header band and the identification (issue 23 item 1): the equipment
//! type and model, project, customer and person responsible, the PRO flag,
//! and the colours and logo of the PDF design.

use domain::design_config::{DesignSettings, LogoPosition};
use domain::equipment::EquipmentType;
use serde::Serialize;

use super::source::{trimmed, Source};

#[derive(Debug, Clone, Serialize)]
pub struct SheetDesign {
    pub header_color: String,
    pub footer_color: String,
    pub accent_color: String,
    /// left, center or right
    pub logo_align: &'static str,
    pub logo: Option<String>,
    pub footer_text: String,
}

/// Who and what the sheet is for.
#[derive(Debug, Clone, PartialEq)]
pub struct Header {
    pub equipment_label: &'static str,
    pub model_name: String,
    pub project_name: String,
    pub customer: String,
    pub responsable: String,
    pub is_pro: bool,
    pub pro_description: String,
}

/// The colours and logo the sheet prints with.
pub fn sheet_design(design: &DesignSettings, logo: Option<String>) -> SheetDesign {
    SheetDesign {
        header_color: design.header_color.clone(),
        footer_color: design.footer_color.clone(),
        accent_color: design.accent_color.clone(),
        logo_align: match design.logo_position {
            LogoPosition::TopLeft => "left",
            LogoPosition::TopCenter => "center",
            LogoPosition::TopRight => "right",
        },
        logo,
        footer_text: design.footer_text.clone(),
    }
}

pub fn header(source: &Source) -> Header {
    Header {
        equipment_label: source.kind().label(),
        model_name: model_name(source),
        project_name: source.info.name.trim().to_string(),
        customer: source.customer(),
        responsable: source.responsable(),
        is_pro: source.info.is_pro,
        pro_description: trimmed(&source.info.pro_description),
    }
}

/// The model the engineer named; else the chiller's generated name; else
/// one made of the type, the total capacity (kW), the refrigerant and the
/// circuits ("RC-33-R454B-1C"), or a bare compressor's models.
fn model_name(source: &Source) -> String {
    let given = source.chiller().map(|c| trimmed(&c.model_name)).unwrap_or_default();
    if !given.is_empty() {
        return given;
    }
    let generated = source.answer.chiller().map(|c| c.generated_model_name.trim().to_string()).unwrap_or_default();
    if !generated.is_empty() {
        return generated;
    }
    let total_kw = source.answer.totals().map_or(0.0, |(q, _, _)| (q / 1000.0).round());
    let refrigerant = source.refrigerant();
    let circuits = source.answer.system().map_or(0, |s| s.circuits.len()).max(1);
    match source.kind() {
        EquipmentType::Rack => format!("RC-{total_kw:.0}-{refrigerant}-{circuits}C"),
        EquipmentType::Condensadora => format!("UC-{total_kw:.0}-{refrigerant}-{circuits}C"),
        EquipmentType::Chiller | EquipmentType::Motocompresora => {
            let models: Vec<&str> = match &source.answer {
                super::source::Recorded::Simple(simple) => simple.compressors.iter().map(|c| c.model.trim()).collect(),
                _ => Vec::new(),
            };
            format!("MC-{}-{refrigerant}", models.join("+"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_sources::source;
    use super::*;

    #[test]
    fn every_type_is_named_with_its_model_customer_and_person_responsible() {
        let rack = header(&source("rack"));
        assert_eq!(rack.equipment_label, "Rack de Compresores");
        assert_eq!(
            (rack.customer.as_str(), rack.responsable.as_str()),
            ("Supermercados del Norte", "Ing. Laura Méndez")
        );
        let chiller = header(&source("chiller"));
        assert_eq!(chiller.equipment_label, "Chiller");
        assert_eq!(chiller.customer, "Hospital San José");
        assert_eq!(chiller.model_name, "CHAA-12-R134a-1C", "the engine's generated name");
        let bare = header(&source("motocompresora"));
        assert_eq!(bare.equipment_label, "Moto Compresora");
        assert!(bare.model_name.starts_with("MC-") && !bare.model_name.starts_with("MC--"), "{}", bare.model_name);
        let unit = header(&source("condensadora"));
        assert!(unit.model_name.starts_with("UC-") && unit.model_name.ends_with("-1C"), "{}", unit.model_name);
        assert_eq!(unit.customer, "Cárnicos Río Bravo");
    }
}
