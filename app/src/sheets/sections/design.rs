//! 'Diseño Preliminar y Accesorios' (issue 23 item 1): the project's design
//! notes and up to three design images, and the picture of the equipment.

use domain::design_config::DesignSettings;
use domain::equipment::EquipmentType;

use super::source::{trimmed, Source};

/// The most design images a sheet prints.
pub const DESIGN_IMAGES: usize = 3;

pub fn design_notes(source: &Source) -> String {
    trimmed(&source.info.design_notes)
}

/// Where the design images are, in the project's order (at most three).
pub fn design_image_urls(source: &Source) -> Vec<&str> {
    source.info.design_images.iter().map(String::as_str).take(DESIGN_IMAGES).collect()
}

/// The image of the project's equipment type: the chiller's own photo when
/// it has one, else the design's image for the type.
pub fn equipment_image_url(source: &Source, design: &DesignSettings) -> String {
    match source.kind() {
        EquipmentType::Rack => design.rack_image_url.clone(),
        EquipmentType::Condensadora => design.condensing_unit_image_url.clone(),
        EquipmentType::Chiller => {
            let photo =
                source.config.chiller_config.as_ref().map(|c| trimmed(&c.equipment_photo_url)).unwrap_or_default();
            if photo.is_empty() {
                design.chiller_image_url.clone()
            } else {
                photo
            }
        }
        EquipmentType::Motocompresora => design.motor_compressor_image_url.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_sources::source;
    use super::*;

    #[test]
    fn the_chiller_shows_its_own_photo_and_the_others_the_design_image_of_their_type() {
        let design = DesignSettings {
            rack_image_url: "/api/objects/rack.png".into(),
            chiller_image_url: "/api/objects/chiller.png".into(),
            ..DesignSettings::default()
        };
        assert_eq!(equipment_image_url(&source("rack"), &design), "/api/objects/rack.png");
        let mut chiller = source("chiller");
        assert_eq!(equipment_image_url(&chiller, &design), "/api/objects/chiller.png");
        chiller.config.chiller_config.as_mut().unwrap().equipment_photo_url = Some("/api/objects/foto.jpg".into());
        assert_eq!(equipment_image_url(&chiller, &design), "/api/objects/foto.jpg");
        let mut rack = source("rack");
        rack.info.design_images = (1..=4).map(|i| format!("/api/objects/{i}.png")).collect();
        assert_eq!(design_image_urls(&rack).len(), 3);
    }
}
