//! The English of the regulatory findings as the engine records them in
//! Spanish (issue 23 item 5): rules, sources and messages of EN 378-1,
//! Regulation (EU) 2024/573 and the Kigali Amendment, read back from the
//! recorded Spanish by [`crate::phrases`], the figures carried over.

use crate::phrases::Table;

/// Texts recorded before engine 1.10.0 said 'PCA' and 't CO₂e'; they keep
/// their entries beside the current 'GWP' and 't CO₂-eq' ones.
pub const FINDING_TEXTS: &Table = &[
    // Rules.
    ("Límite de carga por toxicidad (clase {})", "Charge limit for toxicity (class {})"),
    ("Límite de carga por inflamabilidad (clase {})", "Charge limit for flammability (class {})"),
    ("Límite de carga del sistema", "System charge limit"),
    ("Prohibición de comercialización", "Placing-on-the-market prohibition"),
    ("Control de fugas", "Leak checks"),
    ("Sistema de detección de fugas", "Leak detection system"),
    ("Mantenimiento con gas virgen", "Servicing with virgin gas"),
    ("Gases fluorados", "Fluorinated gases"),
    ("Reducción gradual de HFC", "HFC phase-down"),
    // Sources.
    ("{}, anexo C, tabla C.1; anexo E ({t})", "{}, Annex C, Table C.1; Annex E ({})"),
    ("límite práctico", "practical limit"),
    ("ATEL/ODL", "ATEL/ODL"),
    ("{}, anexo C, tabla C.2 (m1, m2, m3)", "{}, Annex C, Table C.2 (m1, m2, m3)"),
    ("{}, anexo C, tablas C.1 y C.2; anexo E (límite práctico)", "{}, Annex C, Tables C.1 and C.2; Annex E (practical limit)"),
    ("{}, anexo C, tabla C.2", "{}, Annex C, Table C.2"),
    ("Reglamento (UE) 2024/573", "Regulation (EU) 2024/573"),
    ("{t}, anexo IV, punto {}", "{}, Annex IV, point {}"),
    ("{t}, artículo {}, apartado {}", "{}, Article {}, paragraph {}"),
    ("Protocolo de Montreal, Enmienda de Kigali (2016), artículo 2J", "Montreal Protocol, Kigali Amendment (2016), Article 2J"),
    (
        "Protocolo de Montreal, Enmienda de Kigali (2016), artículo 5, párrafo 8 qua",
        "Montreal Protocol, Kigali Amendment (2016), Article 5, paragraph 8 qua",
    ),
    // EN 378-1: toxicity.
    (
        "El límite práctico de {} no está en la tabla de la herramienta: verifique la carga de {} kg con el anexo E de EN 378-1.",
        "The practical limit of {} is not in the tool's table: check the charge of {} kg against Annex E of EN 378-1.",
    ),
    (
        "Sistema en sala de máquinas, al aire libre o en recinto ventilado (clase III/IV): el límite práctico de {} kg/m³ no limita la carga en el espacio ocupado; la sala cumple EN 378-3.",
        "System in a machinery room, in the open air or in a ventilated enclosure (class III/IV): the practical limit of {} kg/m³ does not limit the charge in the occupied space; the room complies with EN 378-3.",
    ),
    (
        "Sistema en sala de máquinas, al aire libre o en recinto ventilado (clase III/IV): el {t} de {} kg/m³ no limita la carga en el espacio ocupado; la sala de máquinas o el recinto debe cumplir EN 378-3 (ventilación, detección), que la herramienta no verifica.",
        "System in a machinery room, in the open air or in a ventilated enclosure (class III/IV): the {} of {} kg/m³ does not limit the charge in the occupied space; the machinery room or the enclosure must comply with EN 378-3 (ventilation, detection), which the tool does not verify.",
    ),
    ("Carga de {} kg ≤ {} kg admisibles ({} kg/m³ × {} m³).", "Charge of {} kg ≤ {} kg allowed ({} kg/m³ × {} m³)."),
    (
        "Carga de {} kg ≤ {} kg admisibles (ATEL/ODL {} kg/m³ × {} m³).",
        "Charge of {} kg ≤ {} kg allowed (ATEL/ODL {} kg/m³ × {} m³).",
    ),
    (
        "{t} Clase de ubicación II evaluada con los límites de la clase I (criterio conservador de la herramienta).",
        "{} Location class II judged with the limits of class I (the tool's conservative criterion).",
    ),
    (
        "Carga de {} kg > {} kg admisibles en un local de {} m³ ({t} {} kg/m³): necesita al menos {} m³, o el sistema en sala de máquinas o al aire libre (clase de ubicación III).",
        "Charge of {} kg > {} kg allowed in a room of {} m³ ({} {} kg/m³): it needs at least {} m³, or the system in a machinery room or in the open air (location class III).",
    ),
    (
        "La carga de {} kg necesita un local de al menos {} m³ ({t} {} kg/m³), o el sistema en sala de máquinas o al aire libre (clase de ubicación III). Indique el volumen del local y la clase de ubicación para verificarlo.",
        "The charge of {} kg needs a room of at least {} m³ ({} {} kg/m³), or the system in a machinery room or in the open air (location class III). State the room volume and the location class to verify it.",
    ),
    (
        "Circuito {}, el de mayor carga de los {} circuitos frigoríficos independientes ({} kg en total en el equipo; cada circuito es un sistema de refrigeración según EN 378-1): {t}",
        "Circuit {}, the largest charge of the {} independent refrigerant circuits ({} kg in all in the unit; each circuit is a refrigerating system under EN 378-1): {}",
    ),
    (
        "Los {} circuitos frigoríficos independientes, de {} kg cada uno ({} kg en total en el equipo; cada circuito es un sistema de refrigeración según EN 378-1): {t}",
        "The {} independent refrigerant circuits, {} kg each ({} kg in all in the unit; each circuit is a refrigerating system under EN 378-1): {}",
    ),
    (
        "Circuito {}, uno de los {} de mayor carga ({} kg cada uno) de los {} circuitos frigoríficos independientes ({} kg en total en el equipo; cada circuito es un sistema de refrigeración según EN 378-1): {t}",
        "Circuit {}, one of the {} with the largest charge ({} kg each) of the {} independent refrigerant circuits ({} kg in all in the unit; each circuit is a refrigerating system under EN 378-1): {}",
    ),
    // EN 378-1: flammability.
    ("LFL {} kg/m³: m1 = {} kg, m2 = {} kg, m3 = {} kg", "LFL {} kg/m³: m1 = {} kg, m2 = {} kg, m3 = {} kg"),
    ("Carga de {} kg ≤ m1 ({t}): sin restricción por inflamabilidad.", "Charge of {} kg ≤ m1 ({}): no restriction for flammability."),
    (
        "Carga de {} kg ({t}) con todo el sistema en sala de máquinas, al aire libre o en recinto ventilado (clase III/IV): aplique EN 378-3 (ventilación, detección, zonas).",
        "Charge of {} kg ({}) with the whole system in a machinery room, in the open air or in a ventilated enclosure (class III/IV): apply EN 378-3 (ventilation, detection, zones).",
    ),
    (
        "Carga de {} kg ({t}) con todo el sistema en sala de máquinas, al aire libre o en recinto ventilado (clase III/IV): la sala de máquinas o el recinto debe cumplir EN 378-3 (ventilación, detección, zonas), que la herramienta no verifica.",
        "Charge of {} kg ({}) with the whole system in a machinery room, in the open air or in a ventilated enclosure (class III/IV): the machinery room or the enclosure must comply with EN 378-3 (ventilation, detection, zones), which the tool does not verify.",
    ),
    (
        "Carga de {} kg > m3 = {} kg ({t}): no se admite en espacios ocupados; solo con el sistema en sala de máquinas o al aire libre (clase de ubicación III) o en recinto ventilado (IV).",
        "Charge of {} kg > m3 = {} kg ({}): not allowed in occupied spaces; only with the system in a machinery room or in the open air (location class III) or in a ventilated enclosure (IV).",
    ),
    (
        "Carga de {} kg ≤ {} kg admisibles (20 % del LFL × {} m³, máximo m3; {t}).",
        "Charge of {} kg ≤ {} kg allowed (20 % of the LFL × {} m³, at most m3; {}).",
    ),
    (
        "Carga de {} kg > {} kg admisibles en un local de {} m³ (20 % del LFL por m³; {t}): necesita al menos {} m³.",
        "Charge of {} kg > {} kg allowed in a room of {} m³ (20 % of the LFL per m³; {}): it needs at least {} m³.",
    ),
    (
        "Carga de {} kg entre m1 y m3 ({t}): necesita un local de al menos {} m³ (20 % del LFL por m³), o el sistema en sala de máquinas o al aire libre. Indique el volumen del local y la clase de ubicación para verificarlo.",
        "Charge of {} kg between m1 and m3 ({}): it needs a room of at least {} m³ (20 % of the LFL per m³), or the system in a machinery room or in the open air. State the room volume and the location class to verify it.",
    ),
    (
        "Compresor sin carga calculada: verifique la carga del sistema completo; {t}{t}.",
        "Compressor without a calculated charge: check the charge of the complete system; {}{}.",
    ),
    (
        "el límite práctico de {} no está en la tabla de la herramienta (anexo E)",
        "the practical limit of {} is not in the tool's table (Annex E)",
    ),
    (
        "cada kg de carga necesita {} m³ de local ocupado (límite práctico {} kg/m³)",
        "each kg of charge needs {} m³ of occupied room (practical limit {} kg/m³)",
    ),
    (
        "cada kg de carga necesita {} m³ de local ocupado (20 % del LFL, {} kg/m³)",
        "each kg of charge needs {} m³ of occupied room (20 % of the LFL, {} kg/m³)",
    ),
    (
        "cada kg de carga necesita {} m³ de local ocupado (ATEL/ODL {} kg/m³)",
        "each kg of charge needs {} m³ of occupied room (ATEL/ODL {} kg/m³)",
    ),
    ("; clase {}: m1 = {} kg, m3 = {} kg (LFL {} kg/m³)", "; class {}: m1 = {} kg, m3 = {} kg (LFL {} kg/m³)"),
    (
        "Refrigerante inflamable sin LFL en la biblioteca: verifique la carga de {} kg con el anexo C de EN 378-1.",
        "Flammable refrigerant without an LFL in the library: check the charge of {} kg against Annex C of EN 378-1.",
    ),
    // Regulation (EU) 2024/573.
    (
        "equipos fijos de refrigeración que contengan gases fluorados de efecto invernadero con PCA igual o superior a 2500, o cuyo funcionamiento dependa de ellos",
        "stationary refrigeration equipment that contains, or whose functioning relies upon, fluorinated greenhouse gases with a GWP of 2500 or more",
    ),
    (
        "equipos fijos de refrigeración que contengan gases fluorados de efecto invernadero con GWP igual o superior a 2500, o cuyo funcionamiento dependa de ellos",
        "stationary refrigeration equipment that contains, or whose functioning relies upon, fluorinated greenhouse gases with a GWP of 2500 or more",
    ),
    ("salvo equipos destinados a enfriar productos por debajo de -50 °C", "except equipment intended to cool products below -50 °C"),
    (
        "sistemas de refrigeración centralizados multicompresor (multipack) para uso comercial, de capacidad nominal igual o superior a 40 kW, con gases fluorados de PCA igual o superior a 150",
        "multipack centralised refrigeration systems for commercial use with a rated capacity of 40 kW or more that contain fluorinated gases with a GWP of 150 or more",
    ),
    (
        "sistemas de refrigeración centralizados multicompresor (multipack) para uso comercial, de capacidad nominal igual o superior a 40 kW, con gases fluorados de GWP igual o superior a 150",
        "multipack centralised refrigeration systems for commercial use with a rated capacity of 40 kW or more that contain fluorinated gases with a GWP of 150 or more",
    ),
    (
        "salvo en el circuito primario de sistemas en cascada, donde se admiten gases fluorados de PCA inferior a 1500; uso comercial es la venta a usuarios finales, comercio minorista y restauración",
        "except in the primary refrigerant circuit of cascade systems, where fluorinated gases with a GWP below 1500 may be used; commercial use means sale to end users, retail and food services",
    ),
    (
        "salvo en el circuito primario de sistemas en cascada, donde se admiten gases fluorados de GWP inferior a 1500; uso comercial es la venta a usuarios finales, comercio minorista y restauración",
        "except in the primary refrigerant circuit of cascade systems, where fluorinated gases with a GWP below 1500 may be used; commercial use means sale to end users, retail and food services",
    ),
    ("{} (PCA {}) está por debajo del umbral de PCA {} del punto {}.", "{} (GWP {}) is below the GWP threshold of {} of point {}."),
    (
        "{} (GWP {}) está por debajo del umbral de GWP {} del punto {}.",
        "{} (GWP {}) is below the GWP threshold of {} of point {}.",
    ),
    (
        "La capacidad de {} kW es menor que los {} kW desde los que se prohíben los {t}.",
        "The capacity of {} kW is below the {} kW from which the prohibition covers {}.",
    ),
    ("Exento: la evaporación a {} °C enfría por debajo de -50 °C ({t}).", "Exempt: evaporating at {} °C cools below -50 °C ({})."),
    (
        "{} (PCA {}) quedará prohibido desde el {t} en {t}.",
        "{} (GWP {}) will be prohibited from {} in {}.",
    ),
    (
        "{} (GWP {}) quedará prohibido desde el {t} en {t}.",
        "{} (GWP {}) will be prohibited from {} in {}.",
    ),
    (
        "Prohibida la comercialización desde el {t} de {t}: {} tiene PCA {} ({t}).",
        "Placing on the market prohibited since {} for {}: {} has a GWP of {} ({}).",
    ),
    (
        "Prohibida la comercialización desde el {t} de {t}: {} tiene GWP {} ({t}).",
        "Placing on the market prohibited since {} for {}: {} has a GWP of {} ({}).",
    ),
    (
        "Carga de {} t CO₂e: controles de fugas al menos cada {} meses, o cada {} meses con un sistema de detección de fugas instalado.",
        "Charge of {} t CO₂e: leak checks at least every {} months, or every {} months with a leak detection system installed.",
    ),
    (
        "Carga de {} t CO₂-eq: controles de fugas al menos cada {} meses, o cada {} meses con un sistema de detección de fugas instalado.",
        "Charge of {} t CO₂-eq: leak checks at least every {} months, or every {} months with a leak detection system installed.",
    ),
    (
        "Carga de {} t CO₂e, inferior a 5 t CO₂e: no se exigen controles periódicos de fugas.",
        "Charge of {} t CO₂e, below 5 t CO₂e: no periodic leak checks are required.",
    ),
    (
        "Carga de {} t CO₂-eq, inferior a 5 t CO₂-eq: no se exigen controles periódicos de fugas.",
        "Charge of {} t CO₂-eq, below 5 t CO₂-eq: no periodic leak checks are required.",
    ),
    (
        "Carga de {} t CO₂e (≥ 500 t CO₂e): el equipo debe llevar un sistema de detección de fugas que avise al operador o a la empresa de mantenimiento, revisado al menos cada 12 meses.",
        "Charge of {} t CO₂e (≥ 500 t CO₂e): the equipment must have a leak detection system that alerts the operator or the service company, checked at least every 12 months.",
    ),
    (
        "Carga de {} t CO₂-eq (≥ 500 t CO₂-eq): el equipo debe llevar un sistema de detección de fugas que avise al operador o a la empresa de mantenimiento, revisado al menos cada 12 meses.",
        "Charge of {} t CO₂-eq (≥ 500 t CO₂-eq): the equipment must have a leak detection system that alerts the operator or the service company, checked at least every 12 months.",
    ),
    (
        "Carga de {} t CO₂e, inferior a 500 t CO₂e: el sistema de detección de fugas no es obligatorio.",
        "Charge of {} t CO₂e, below 500 t CO₂e: a leak detection system is not mandatory.",
    ),
    (
        "Carga de {} t CO₂-eq, inferior a 500 t CO₂-eq: el sistema de detección de fugas no es obligatorio.",
        "Charge of {} t CO₂-eq, below 500 t CO₂-eq: a leak detection system is not mandatory.",
    ),
    (
        "PCA {} y carga de {} t CO₂e (≥ 40 t CO₂e): prohibido el mantenimiento o la recarga con gas virgen de PCA ≥ 2500; solo gas regenerado o reciclado, y únicamente hasta el {t}.",
        "GWP {} and a charge of {} t CO₂e (≥ 40 t CO₂e): servicing or recharging with virgin gas of GWP ≥ 2500 is prohibited; only reclaimed or recycled gas, and only until {}.",
    ),
    (
        "GWP {} y carga de {} t CO₂-eq (≥ 40 t CO₂-eq): prohibido el mantenimiento o la recarga con gas virgen de GWP ≥ 2500; solo gas regenerado o reciclado, y únicamente hasta el {t}.",
        "GWP {} and a charge of {} t CO₂-eq (≥ 40 t CO₂-eq): servicing or recharging with virgin gas of GWP ≥ 2500 is prohibited; only reclaimed or recycled gas, and only until {}.",
    ),
    (
        "La prohibición de mantenimiento con gas virgen rige para PCA ≥ 2500 y cargas ≥ 40 t CO₂e; este equipo tiene PCA {} y {} t CO₂e.",
        "The ban on servicing with virgin gas applies from GWP ≥ 2500 and charges ≥ 40 t CO₂e; this equipment has GWP {} and {} t CO₂e.",
    ),
    (
        "La prohibición de mantenimiento con gas virgen rige para GWP ≥ 2500 y cargas ≥ 40 t CO₂-eq; este equipo tiene GWP {} y {} t CO₂-eq.",
        "The ban on servicing with virgin gas applies from GWP ≥ 2500 and charges ≥ 40 t CO₂-eq; this equipment has GWP {} and {} t CO₂-eq.",
    ),
    (
        "{} no es un gas fluorado de efecto invernadero: no le aplican las prohibiciones del anexo IV ni los controles de fugas del artículo 5.",
        "{} is not a fluorinated greenhouse gas: neither the prohibitions of Annex IV nor the leak checks of Article 5 apply to it.",
    ),
    // A date as `Date::spanish` writes it: '1 de enero de 2020'.
    ("{} de {t} de {}", "{1} {0}, {2}"),
    ("enero", "January"),
    ("febrero", "February"),
    ("marzo", "March"),
    ("abril", "April"),
    ("mayo", "May"),
    ("junio", "June"),
    ("julio", "July"),
    ("agosto", "August"),
    ("septiembre", "September"),
    ("octubre", "October"),
    ("noviembre", "November"),
    ("diciembre", "December"),
    // Kigali Amendment.
    ("{t}: en {} {t}{t}. {t}", "{0}: in {1}, {2}{3}. {4}"),
    (
        "Unión Europea (Parte no del artículo 5; línea base 2011–2013)",
        "European Union (non-Article 5 Party; baseline 2011–2013)",
    ),
    ("México (Parte del artículo 5, grupo 1; línea base 2020–2022)", "Mexico (Article 5 Party, group 1; baseline 2020–2022)"),
    ("el calendario aún no ha comenzado", "the schedule has not started yet"),
    ("aplica {t}", "the step in force is {}"),
    ("; siguiente escalón: {t}", "; next step: {}"),
    ("congelación al 100 % de la línea base desde {}", "freeze at 100 % of the baseline from {}"),
    ("{} % de la línea base desde {} (reducción del {} %)", "{} % of the baseline from {} ({} % reduction)"),
    (
        "{} contiene HFC controlados (anexo F): su disponibilidad y precio dependen de esta reducción.",
        "{} contains controlled HFCs (Annex F): its availability and price depend on this phase-down.",
    ),
    ("{} no contiene HFC controlados por la enmienda.", "{} contains no HFCs controlled by the Amendment."),
];

/// The source files whose Spanish texts the findings record, for the test
/// that every one of them has an entry.
#[cfg(test)]
pub(crate) const SOURCES: [(&str, &str); 4] = [
    ("regulation/en378.rs", include_str!("en378.rs")),
    ("regulation/fgas.rs", include_str!("fgas.rs")),
    ("regulation/kigali.rs", include_str!("kigali.rs")),
    ("regulation/mod.rs", include_str!("mod.rs")),
];
