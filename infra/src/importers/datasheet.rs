//! Compressor data sheets (the text of a PDF or an OCR'd image): model,
//! type, refrigerant, voltage and whatever technical, motor, oil, sound and
//! dimension data the sheet states, from Spanish or English labels, with the
//! common units converted to the catalogue's (kg, m³/h, bar, mm, kW).

use app::library::compressor_data::CompressorInput;
use domain::compressor::model::{CompressorDimensions, CompressorType, MotorData, OilData, SoundData, TechnicalData};
use serde_json::Value;

use super::grid::{find_refrigerant, key, number};

/// The text after a label on one line, up to the end of the line.
fn labelled<'a>(lines: &'a [String], labels: &[&str]) -> Option<&'a str> {
    for line in lines {
        let Some((label, value)) = line.split_once(':').or_else(|| line.split_once('\t')) else { continue };
        let k = key(label);
        if labels.iter().any(|l| k == *l || (k.starts_with(l) && k.len() <= l.len() + 12)) {
            let value = value.trim();
            if !value.is_empty() {
                return Some(value);
            }
        }
    }
    None
}

/// The first number of a value and the unit text after it.
fn measure(value: &str) -> Option<(f64, String)> {
    let start = value.find(|c: char| c.is_ascii_digit() || c == '-' || c == '−')?;
    let rest = &value[start..];
    // A sign only in first place: "208-230 V" reads 208.
    let end = rest
        .char_indices()
        .find(|&(i, c)| !(c.is_ascii_digit() || matches!(c, '.' | ',') || (i == 0 && matches!(c, '-' | '−'))))
        .map_or(rest.len(), |(i, _)| i);
    let n = number(&rest[..end])?;
    Some((n, rest[end..].trim().to_lowercase()))
}

fn amount(lines: &[String], labels: &[&str], convert: impl Fn(f64, &str) -> f64) -> Option<f64> {
    let (n, unit) = measure(labelled(lines, labels)?)?;
    let v = convert(n, &unit);
    Some((v * 1000.0).round() / 1000.0)
}

fn plain(n: f64, _: &str) -> f64 {
    n
}

fn kilograms(n: f64, unit: &str) -> f64 {
    if unit.starts_with("lb") { n * 0.453_592_37 } else { n }
}

fn cubic_metres_per_hour(n: f64, unit: &str) -> f64 {
    if unit.starts_with("cfm") || unit.starts_with("ft") { n * 1.699_011 } else { n }
}

fn bar(n: f64, unit: &str) -> f64 {
    if unit.starts_with("psi") {
        n * 0.068_947_6
    } else if unit.starts_with("kpa") {
        n / 100.0
    } else if unit.starts_with("mpa") {
        n * 10.0
    } else {
        n
    }
}

fn millimetres(n: f64, unit: &str) -> f64 {
    if unit.starts_with("in") || unit.starts_with('"') {
        n * 25.4
    } else if unit.starts_with("cm") {
        n * 10.0
    } else if unit.starts_with('m') && !unit.starts_with("mm") {
        n * 1000.0
    } else {
        n
    }
}

fn kilowatts(n: f64, unit: &str) -> f64 {
    if unit.starts_with("hp") {
        n * 0.745_7
    } else if unit.starts_with('w') {
        n / 1000.0
    } else {
        n
    }
}

fn litres(n: f64, unit: &str) -> f64 {
    if unit.starts_with("oz") { n * 0.029_573_5 } else { n }
}

fn text(lines: &[String], labels: &[&str]) -> Option<String> {
    labelled(lines, labels).map(|v| v.trim().to_string())
}

fn compressor_type(lines: &[String], whole: &str) -> Option<String> {
    let lower = whole.to_lowercase();
    if let Some(value) = labelled(lines, &["tipo", "type", "tipodecompresor", "compressortype", "tecnologia", "technology"]) {
        if let Some(t) = CompressorType::parse(value) {
            return Some(format!("{t:?}").to_lowercase());
        }
        let v = value.to_lowercase();
        for (words, kind) in [(&["scroll"][..], "scroll"), (&["tornillo", "screw"][..], "tornillo"), (&["recipro", "pist", "semi"][..], "reciprocante")] {
            if words.iter().any(|w| v.contains(w)) {
                return Some(kind.into());
            }
        }
    }
    if lower.contains("scroll") {
        Some("scroll".into())
    } else if lower.contains("tornillo") || lower.contains("screw") {
        Some("tornillo".into())
    } else if ["reciprocante", "reciprocating", "semi-herm", "semihermético", "pistón", "piston"].iter().any(|w| lower.contains(w)) {
        Some("reciprocante".into())
    } else {
        None
    }
}

fn voltage(lines: &[String], whole: &str) -> Option<Value> {
    if let Some((n, _)) = labelled(lines, &["voltaje", "voltage", "tension", "tensionnominal", "ratedvoltage", "alimentacion", "powersupply"]).and_then(measure) {
        return Some(Value::from(format!("{}V", n.round())));
    }
    // "460 V", "380-420V/3/50Hz" anywhere.
    whole.split_whitespace().collect::<Vec<_>>().windows(2).find_map(|w| {
        let joined = format!("{}{}", w[0], w[1]).to_uppercase();
        let digits: String = joined.chars().take_while(char::is_ascii_digit).collect();
        let after = &joined[digits.len()..];
        (digits.len() == 3 && (after.starts_with('V') || w[0].to_uppercase().ends_with('V'))).then(|| Value::from(format!("{digits}V")))
    })
}

/// Everything a data sheet's text states.
pub fn read_datasheet(whole: &str) -> CompressorInput {
    let lines: Vec<String> = whole.lines().map(str::trim).filter(|l| !l.is_empty()).map(str::to_string).collect();
    let refrigerant = labelled(&lines, &["refrigerante", "refrigerant", "gas", "fluidorefrigerante"])
        .and_then(find_refrigerant)
        .or_else(|| find_refrigerant(whole));
    let technical = TechnicalData {
        displacement: amount(&lines, &["desplazamiento", "displacement", "volumendesplazado", "sweptvolume"], cubic_metres_per_hour),
        cylinders: amount(&lines, &["cilindros", "cylinders", "numerodecilindros", "numberofcylinders"], plain),
        weight: amount(&lines, &["peso", "weight", "pesoneto", "netweight"], kilograms),
        max_pressure_hp: amount(&lines, &["presionmaximaap", "presionmaximaalta", "maxpressurehp", "maximumpressurehighside", "maxhighpressure", "presionmaximadescarga"], bar),
        max_pressure_lp: amount(&lines, &["presionmaximabp", "presionmaximabaja", "maxpressurelp", "maximumpressurelowside", "maxlowpressure", "presionmaximasuccion"], bar),
        suction_connection: text(&lines, &["conexiondesuccion", "conexionsuccion", "suctionconnection", "suctionline", "lineadesuccion"]),
        discharge_connection: text(&lines, &["conexiondedescarga", "conexiondescarga", "dischargeconnection", "dischargeline", "lineadedescarga"]),
    };
    let motor = MotorData {
        voltage: None,
        phases: amount(&lines, &["fases", "phases", "numerodefases", "phase"], plain),
        frequency: amount(&lines, &["frecuencia", "frequency"], plain),
        rated_current: amount(&lines, &["corrientenominal", "ratedcurrent", "rla", "corrientemaximadeoperacion", "maxoperatingcurrent", "mcc"], plain),
        starting_current: amount(&lines, &["corrientedearranque", "startingcurrent", "lra", "lockedrotoramps", "corrienterotorbloqueado"], plain),
        power: amount(&lines, &["potenciadelmotor", "potenciamotor", "motorpower", "potencianominal", "nominalpower", "ratedpower"], kilowatts),
        efficiency: amount(&lines, &["eficiencia", "efficiency", "rendimiento"], plain),
        protection_type: text(&lines, &["proteccion", "protection", "proteccionmotor", "motorprotection", "tipodeproteccion"]),
    };
    let oil = OilData {
        oil_type: text(&lines, &["aceite", "tipodeaceite", "oil", "oiltype", "lubricante"]),
        charge: amount(&lines, &["cargadeaceite", "oilcharge", "cantidaddeaceite"], litres),
        service: text(&lines, &["servicioaceite", "oilservice", "serviciodeaceite"]),
    };
    let sound = SoundData {
        sound_power_level: amount(&lines, &["potenciasonora", "nivelpotenciasonora", "soundpower", "soundpowerlevel", "lw"], plain),
        sound_pressure_level: amount(&lines, &["presionsonora", "nivelpresionsonora", "soundpressure", "soundpressurelevel", "lp"], plain),
    };
    let dimensions = CompressorDimensions {
        length: amount(&lines, &["largo", "longitud", "length"], millimetres),
        width: amount(&lines, &["ancho", "width"], millimetres),
        height: amount(&lines, &["alto", "altura", "height"], millimetres),
        connection_height: amount(&lines, &["alturadeconexion", "connectionheight"], millimetres),
    };
    let model = labelled(&lines, &["modelo", "model", "modelno", "modelnumber", "referencia", "codigo"])
        .map(|v| v.split_whitespace().next().unwrap_or(v).to_string());
    CompressorInput {
        model,
        brand: text(&lines, &["marca", "brand", "fabricante", "manufacturer"]),
        compressor_type: compressor_type(&lines, whole),
        refrigerant,
        voltage: voltage(&lines, whole),
        technical_data: (technical != TechnicalData::default()).then_some(technical),
        motor_data: (motor != MotorData::default()).then_some(motor),
        oil_data: (oil != OilData::default()).then_some(oil),
        sound_data: (sound != SoundData::default()).then_some(sound),
        dimensions: (dimensions != CompressorDimensions::default()).then_some(dimensions),
        available_options: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_read_a_spanish_sheet_with_its_units() {
        let sheet = "FICHA TÉCNICA\nModelo: 4GE-23Y\nMarca: Bitzer\nTipo: Semi-hermético reciprocante\nRefrigerante: R-404A\n\
                     Voltaje: 460 V\nDesplazamiento: 84,5 m³/h\nCilindros: 4\nPeso: 188 kg\nPresión máxima AP: 32 bar\n\
                     Conexión de succión: 42 mm\nFases: 3\nFrecuencia: 60 Hz\nCorriente nominal: 28,5 A\nCorriente de arranque: 142 A\n\
                     Aceite: BSE32\nCarga de aceite: 2,6 L\nPotencia sonora: 82 dB(A)\nLargo: 710 mm\nAncho: 400 mm\nAlto: 450 mm\n";
        let c = read_datasheet(sheet);
        assert_eq!(c.model.as_deref(), Some("4GE-23Y"));
        assert_eq!(c.brand.as_deref(), Some("Bitzer"));
        assert_eq!(c.compressor_type.as_deref(), Some("reciprocante"));
        assert_eq!(c.refrigerant.as_deref(), Some("R404A"));
        assert_eq!(c.voltage, Some(Value::from("460V")));
        let t = c.technical_data.unwrap();
        assert_eq!((t.displacement, t.cylinders, t.weight, t.max_pressure_hp), (Some(84.5), Some(4.0), Some(188.0), Some(32.0)));
        assert_eq!(t.suction_connection.as_deref(), Some("42 mm"));
        let m = c.motor_data.unwrap();
        assert_eq!((m.phases, m.frequency, m.rated_current, m.starting_current), (Some(3.0), Some(60.0), Some(28.5), Some(142.0)));
        assert_eq!(c.oil_data.unwrap().charge, Some(2.6));
        assert_eq!(c.sound_data.unwrap().sound_power_level, Some(82.0));
        assert_eq!(c.dimensions.unwrap().height, Some(450.0));
    }

    #[test]
    fn it_should_read_an_english_sheet_and_convert_imperial_units() {
        let sheet = "Model: ZS21K4E-TF5\nType: Scroll\nRefrigerant: R404A\nRated voltage: 208-230 V\nWeight: 60 lb\nDisplacement: 3.0 cfm\nLength: 10 in\n";
        let c = read_datasheet(sheet);
        assert_eq!(c.compressor_type.as_deref(), Some("scroll"));
        assert_eq!(c.voltage, Some(Value::from("208V")));
        let t = c.technical_data.unwrap();
        assert_eq!(t.weight, Some(27.216));
        assert_eq!(t.displacement, Some(5.097));
        assert_eq!(c.dimensions.unwrap().length, Some(254.0));
    }

    #[test]
    fn it_should_leave_out_what_the_sheet_does_not_state() {
        let c = read_datasheet("Catálogo general de compresores\nSin datos de modelo\n");
        assert_eq!(c.model, None);
        assert_eq!(c.refrigerant, None);
        assert!(c.technical_data.is_none());
    }
}
