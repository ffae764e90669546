//! 'Accesorios, dimensiones y peso' (issue 23 item 1): the accessories
//! ticked in the project, its capacity control, condenser fans and
//! controller, and the dimensions and shipping weight it states.

use super::condenser_unit::fan_type_in_words;
use super::source::{trimmed, Source};
use crate::sheets::format::{Figures, Measure};

fn accessory_label(key: &str) -> String {
    match key {
        "oilSeparators" => "Separadores de aceite",
        "receivers" => "Recibidores de líquido",
        "suctionAccumulators" => "Acumuladores de succión",
        "suctionAccumulator" => "Acumulador de succión",
        "vfdFirstCompressor" => "Variador de frecuencia en el primer compresor",
        "vfdFirstCondenserFan" => "Variador de frecuencia en el primer ventilador del condensador",
        "ecCondenserFan" => "Ventiladores EC en el condensador",
        "highEfficiencyCompressor" | "highEfficiencyCompressors" => "Compresores de alta eficiencia",
        "thermallyProtected" | "thermalProtectors" => "Protección térmica",
        "electricalControls" => "Controles eléctricos",
        "galvanizedCabinet" => "Gabinete galvanizado",
        "galvanizedRack" => "Bastidor galvanizado",
        "liquidLineSight" | "liquidLineVisor" => "Visor de línea de líquido",
        "filterDriers" | "dryFilters" => "Filtros deshidratadores",
        "circuitBreakers" => "Interruptores termomagnéticos",
        "economizer" => "Economizador",
        "hotGasDefrost" => "Deshielo por gas caliente",
        other => other,
    }
    .to_string()
}

/// A capacity-control code of the form (`STANDARD`, `VFD`, `DIGITAL`) in words.
pub fn capacity_control_in_words(code: &str) -> String {
    match code.trim().to_ascii_uppercase().as_str() {
        "STANDARD" => "Por etapas (arranque y paro)".into(),
        "VFD" => "Variador de frecuencia".into(),
        "DIGITAL" => "Scroll digital".into(),
        other => other.to_string(),
    }
}

/// The accessories as `ficha-11` names them (tester's report 2): the
/// receivers as the charge table names them ('Recipientes de líquido', not
/// 'Recibidores'), and a digital capacity control 'Digital' unless every
/// compressor is a scroll (a Copeland Discus Digital is reciprocating).
pub fn in_plain_words(accessories: &mut [String], source: &Source) {
    let all_scroll = {
        let compressors = source.compressors();
        !compressors.is_empty()
            && compressors.iter().all(|c| c.compressor_type == Some(domain::compressor::model::CompressorType::Scroll))
    };
    for accessory in accessories.iter_mut() {
        if accessory == "Recibidores de líquido" {
            *accessory = "Recipientes de líquido".into();
        } else if accessory == "Control de capacidad: Scroll digital" && !all_scroll {
            *accessory = "Control de capacidad: Digital".into();
        }
    }
}

/// The accessories in the order the project lists them (its keys' order),
/// then the control, the fans and the controller. `in_words` (`ficha-4`
/// on): the codes in words, and none on a bare compressor's sheet.
pub fn accessories(source: &Source, in_words: bool) -> Vec<String> {
    if in_words && source.kind() == domain::equipment::EquipmentType::Motocompresora {
        return Vec::new();
    }
    let mut out: Vec<String> = source
        .accessories()
        .map(|map| map.iter().filter(|(_, ticked)| **ticked).map(|(key, _)| accessory_label(key)).collect())
        .unwrap_or_default();
    let general = source.general();
    if general.and_then(|g| g.hot_gas_defrost) == Some(true) {
        out.push(accessory_label("hotGasDefrost"));
    }
    let control = general.map(|g| trimmed(&g.capacity_control)).unwrap_or_default();
    if !control.is_empty() {
        let control = if in_words { capacity_control_in_words(&control) } else { control };
        out.push(format!("Control de capacidad: {control}"));
    }
    let fans = general.map(|g| trimmed(&g.condenser_fan_type)).unwrap_or_default();
    if !fans.is_empty() {
        let fans = if in_words { fan_type_in_words(&fans) } else { fans };
        out.push(format!("Ventiladores del condensador: {fans}"));
    }
    let controller = general
        .map(|g| format!("{} {}", trimmed(&g.controller_brand), trimmed(&g.controller_model)).trim().to_string())
        .unwrap_or_default();
    if !controller.is_empty() {
        out.push(format!("Controlador: {controller}"));
    }
    out
}

/// Length, width, height (mm, or inches on an I-P sheet) and shipping
/// weight (kg or lb), those stated.
pub fn dimensions(source: &Source, figures: Figures) -> Vec<(String, String)> {
    let Some(general) = source.general() else { return Vec::new() };
    [
        (general.length, "Largo", Measure::SmallLength),
        (general.width, "Ancho", Measure::SmallLength),
        (general.height, "Alto", Measure::SmallLength),
        (general.shipping_weight, "Peso de embarque", Measure::Mass),
    ]
    .into_iter()
    .filter_map(|(value, label, measure)| {
        value.filter(|v| *v > 0.0).map(|v| (label.to_string(), figures.measure(Some(v), measure, 0)))
    })
    .collect()
}

#[cfg(test)]
mod tests {
    use super::super::test_sources::source;
    use super::*;

    #[test]
    fn the_rack_lists_its_accessories_control_and_controller_in_words() {
        let rack = source("rack");
        let printed = accessories(&rack, true);
        assert!(!printed.is_empty());
        assert!(printed.iter().all(|a| !a.contains("STANDARD") && !a.contains("FIX SPEED")), "{printed:?}");
        let as_issued = accessories(&rack, false);
        assert_eq!(printed.len(), as_issued.len(), "the same items, the codes as `ficha-1` to `ficha-3` printed them");
        let real = dimensions(&rack, Figures::default());
        assert!(real.iter().all(|(_, v)| !v.starts_with("0 ")), "{real:?}");
    }

    #[test]
    fn a_bare_compressor_has_no_accessories_from_ficha_4_on() {
        assert!(accessories(&source("motocompresora"), true).is_empty());
    }

    #[test]
    fn the_codes_read_in_words() {
        assert_eq!(capacity_control_in_words("vfd"), "Variador de frecuencia");
        assert_eq!(capacity_control_in_words("STANDARD"), "Por etapas (arranque y paro)");
        assert_eq!(accessory_label("receivers"), "Recibidores de líquido");
    }

    /// 3200 mm = 126.0 in; 1450 kg = 3196.7 lb.
    #[test]
    fn an_ip_sheet_states_dimensions_in_inches_and_weight_in_pounds() {
        let ip = Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() };
        let printed = dimensions(&source("rack"), ip);
        assert_eq!(printed[0], ("Largo".to_string(), "126.0 in".to_string()));
        assert_eq!(printed[3], ("Peso de embarque".to_string(), "3196.7 lb".to_string()));
    }
}
