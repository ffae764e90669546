//! The English of every text the engine records in its answers in Spanish
//! (issue 23 item 5): warnings, notices, the charge's breakdown, the
//! electrical notes, the design pressures' basis, compliance statuses and
//! the condenser selection's failure. An English sheet regenerates from a
//! recorded answer, so the English is read back from the recorded Spanish
//! ([`crate::phrases`]): one entry per Spanish text the engine writes, the
//! values carried over as recorded. Fragments the engine joins into a
//! sentence (a line's kind, ' del circuito MT', the limits a line breaks)
//! have their own entries.

use crate::phrases::Table;

pub const ENGINE_TEXTS: &Table = &[
    // performance.rs
    (
        "Los polinomios de {} no indican su frecuencia: se usan tal como se publicaron para el cálculo a {} Hz",
        "The polynomials of {} do not state their frequency: they are used as published for the calculation at {} Hz",
    ),
    (
        "Fuera de rango: el compresor {} opera fuera de su envolvente (evaporación {} °C, condensación {} °C)",
        "Out of range: compressor {} runs outside its envelope (evaporating {} °C, condensing {} °C)",
    ),
    (
        "Atención: envolvente del fabricante no indicada (límites por defecto de la herramienta) para {} ({}): el punto de trabajo (evaporación {} °C, condensación {} °C) no se ha comprobado; verifíquelo con la envolvente del fabricante",
        "Attention: manufacturer's envelope not stated (the tool's default limits) for {} ({}): the duty point (evaporating {} °C, condensing {} °C) has not been checked; verify it against the manufacturer's envelope",
    ),
    ("Temperatura de descarga de {} fuera de la tabla de propiedades", "Discharge temperature of {} outside the property table"),
    (
        "El compresor {} es de {} V en el catálogo y el proyecto es de {} V: su corriente se ha escalado por la tensión; confírmela con la placa de la variante de {} V del fabricante (NEC 440: la RLA es la de la placa)",
        "Compressor {} is a {} V motor in the catalogue and the project is {} V: its current has been scaled by the voltage; confirm it with the nameplate of the maker's {} V variant (NEC 440: the RLA is the nameplate's)",
    ),
    (
        "Temperatura de descarga de {} de {} °C: supera el límite de {} °C",
        "Discharge temperature of {} at {} °C: above the {} °C limit",
    ),
    // lines.rs: the sentences, then their fragments.
    (
        "La línea de {t} {}{t} ({}{t}) no cumple todos los criterios de diseño: {t}",
        "The {0} line {1}{2} ({3}{4}) does not meet every design criterion: {5}",
    ),
    (
        "Doble montante en la línea de {t} {}{t}: un montante de {} no sube el aceite en el escalón mínimo ({} m/s, mínimo {} m/s); monte {} (con trampa al pie) y {} en paralelo (ASHRAE Refrigeration, cap. 1)",
        "Double riser on the {0} line {1}{2}: a single {3} riser does not lift the oil at the smallest capacity step ({4} m/s, minimum {5} m/s); install {6} (with a trap at its foot) and {7} in parallel (ASHRAE Refrigeration, ch. 1)",
    ),
    (
        "Gas instantáneo en la línea de líquido {}{t} ({}): pierde {} kPa por fricción{t} y el subenfriamiento de {} K solo cubre {} kPa; aumente el subenfriamiento o el diámetro (ASHRAE Refrigeration, cap. 1)",
        "Flash gas in liquid line {}{} ({}): it loses {} kPa to friction{} and the {} K of subcooling only covers {} kPa; increase the subcooling or the diameter (ASHRAE Refrigeration, ch. 1)",
    ),
    (
        "La línea de {t} {}{t} ({} {t}) admite {} bar y la presión de diseño PS de su lado es {} bar (EN 378-2, 5.2; ASME B31.5, 504.1.2): {t}",
        "The {0} line {1}{2} ({3} {4}) is rated for {5} bar and the design pressure PS of its side is {6} bar (EN 378-2, 5.2; ASME B31.5, 504.1.2): {7}",
    ),
    ("succión", "suction"),
    ("descarga", "discharge"),
    ("líquido", "liquid"),
    ("cobre", "copper"),
    ("acero", "steel"),
    (" del circuito {}", " of circuit {}"),
    (", diámetro fijado", ", size fixed"),
    ("{} K/m (máximo {} K/m)", "{} K/m (maximum {} K/m)"),
    ("{} K en total, {} kPa (máximo {} K)", "{} K in total, {} kPa (maximum {} K)"),
    ("{} m/s (mínimo {} m/s)", "{} m/s (minimum {} m/s)"),
    ("{} m/s (máximo {} m/s)", "{} m/s (maximum {} m/s)"),
    (
        "retorno de aceite en el escalón mínimo {} m/s (mínimo {} m/s){t}",
        "oil return at the smallest capacity step {} m/s (minimum {} m/s){}",
    ),
    (" sin doble montante posible", " with no double riser possible"),
    (" + elevación {} kPa", " + {} kPa of lift"),
    (" (elevación no indicada)", " (lift not given)"),
    ("use tubo de mayor espesor (p. ej. cobre-hierro K65) o acero", "use a thicker-walled tube (e.g. K65 copper-iron) or steel"),
    ("use un schedule de mayor espesor", "use a heavier schedule"),
    (
        "ningún tubo de cobre de la tabla (ACR ni tipo K) la resiste en un diámetro que sirva a la línea, y este es solo el diámetro hidráulico: use acero o cobre-hierro K65",
        "no copper tube in the table (ACR or type K) holds it at a size that serves the line, and this is only the hydraulic size: use steel or K65 copper-iron",
    ),
    (
        "ningún tubo de acero de la tabla la resiste en un diámetro que sirva a la línea, y este es solo el diámetro hidráulico: use un schedule de mayor espesor",
        "no steel pipe in the table holds it at a size that serves the line, and this is only the hydraulic size: use a heavier schedule",
    ),
    (
        "ningún tubo de la tabla, de cobre (ACR ni tipo K) ni de acero, la resiste en un diámetro que sirva a la línea: no es construible con la tabla y este es solo el diámetro hidráulico",
        "no tube in the table, copper (ACR or type K) or steel, holds it at a size that serves the line: it cannot be built from the table and this is only the hydraulic size",
    ),
    (
        "La línea de {t} {}{t} (acero al carbono {}; ASTM A106 (grado B), ASME B36.10M) admite {} bar: ningún tubo de cobre de la tabla (ACR ni tipo K) resiste la presión de diseño PS de su lado, {} bar, en un diámetro que sirva a la línea (EN 378-2, 5.2; ASME B31.5, 504.1.2)",
        "The {0} line {1}{2} (carbon steel {3}; ASTM A106 (grade B), ASME B36.10M) is rated for {4} bar: no copper tube in the table (ACR or type K) holds the design pressure PS of its side, {5} bar, at a size that serves the line (EN 378-2, 5.2; ASME B31.5, 504.1.2)",
    ),
    // system.rs
    (
        "El compresor líder {} del circuito {} no publica polinomios a varias velocidades: el paso mínimo del variador de frecuencia se toma como el {} % de su capacidad (valor por defecto del producto)",
        "The lead compressor {} of circuit {} publishes no polynomials at several speeds: the VFD's minimum step is taken as {} % of its capacity (product default)",
    ),
    // Engine 1.11.0 and before wrote 'VFD' in the Spanish (tester's defect
    // 32, report 2); answers recorded then still print in English as issued.
    (
        "El compresor líder {} del circuito {} no publica polinomios a varias velocidades: el paso mínimo del VFD se toma como el {} % de su capacidad (valor por defecto del producto)",
        "The lead compressor {} of circuit {} publishes no polynomials at several speeds: the VFD's minimum step is taken as {} % of its capacity (product default)",
    ),
    (
        "No se puede fijar la presión de diseño PS de {} por saturación (EN 378-2, 5.2): las tuberías no se han comprobado a presión",
        "The design pressure PS of {} cannot be set by saturation (EN 378-2, 5.2): the pipes have not been checked against pressure",
    ),
    ("Condensador insuficiente: {} kW para una carga de {} kW", "Condenser too small: {} kW for a load of {} kW"),
    (
        "Capacidad limitada por el condensador {}: a {} °C de condensación rechaza {} kW de los {} kW de carga, lo que basta para {} kW de los {} kW de los compresores; el cumplimiento se juzga con esa capacidad",
        "Capacity limited by condenser {}: at {} °C condensing it rejects {} kW of the {} kW load, enough for {} kW of the compressors' {} kW; compliance is judged on that capacity",
    ),
    // As engine 1.10.0 recorded it (one condenser per circuit since 1.11.0).
    (
        "Un solo condensador ({}, {} kW) para {} circuitos frigoríficos: cada circuito necesita su condensador, o un condensador con un circuito por circuito frigorífico dimensionado para su carga ({} por circuito, en orden); confírmelo con el fabricante",
        "One condenser ({}, {} kW) for {} refrigerant circuits: each circuit needs its own condenser, or a condenser with one coil circuit per refrigerant circuit sized for its load ({} per circuit, in order); confirm it with the maker",
    ),
    (
        "Condensador insuficiente en el circuito {}: {} kW para una carga de {} kW",
        "Condenser too small in circuit {}: {} kW for a load of {} kW",
    ),
    (
        "Capacidad del circuito {}, limitada por su condensador {}: a {} °C de condensación rechaza {} kW de los {} kW de carga, lo que basta para {} kW de los {} kW de los compresores; el cumplimiento se juzga con esa capacidad",
        "Capacity of circuit {}, limited by its condenser {}: at {} °C condensing it rejects {} kW of the {} kW load, enough for {} kW of the compressors' {} kW; compliance is judged on that capacity",
    ),
    (
        "El condensador {}, uno por circuito frigorífico en {} circuitos: {} kW cada uno a la ΔT de diseño; MCA y MOCP cuentan sus ventiladores, {} en total",
        "Condenser {}, one per refrigerant circuit on {} circuits: {} kW each at the design ΔT; MCA and MOCP count their fans, {} in all",
    ),
    (
        "MCA, MOCP e interruptor sin los ventiladores del condensador del circuito {}: no tiene condensador",
        "MCA, MOCP and breaker without the condenser fans of circuit {}: it has no condenser",
    ),
    ("Circuito {}: {t}", "Circuit {}: {}"),
    (
        "Atención: sobredimensionamiento{t}: su capacidad supera la requerida en un {} % (recomendado: hasta {} %); si sus escalones de capacidad no bajan hasta la carga, arrancará y parará con frecuencia (ciclos cortos), con peor control de temperatura y humedad y más desgaste: revise la selección de compresores o la capacidad requerida",
        "Attention: oversizing{}: its capacity exceeds the requirement by {} % (recommended: up to {} %); unless its capacity steps come down to the load, it will start and stop often (short cycling), with poorer temperature and humidity control and more wear: review the compressor selection or the required capacity",
    ),
    (
        "Atención: diferencia de temperatura del condensador de {} K, más que los {} K hasta los que los fabricantes publican su capacidad (la califican a 15 K según EN 327): la capacidad se ha extrapolado en proporción a la diferencia; confírmela con el fabricante",
        "Attention: condenser temperature difference of {} K, more than the {} K up to which makers publish its capacity (rated at 15 K under EN 327): the capacity has been extrapolated in proportion to the difference; confirm it with the maker",
    ),
    (
        "Lado caliente sin temperaturas de entrada y salida: no se selecciona ni se comprueba el condensador por agua de ningún circuito; indíquelas (con agua de 30 °C a 35 °C según EN 14511-2)",
        "Hot side without entering and leaving temperatures: no circuit's water-cooled condenser is selected or checked; state them (water from 30 °C to 35 °C under EN 14511-2)",
    ),
    (
        "La temperatura ambiente debe ser menor que la de condensación",
        "The ambient temperature must be below the condensing temperature",
    ),
    (
        "Sin condensador: no se eligió condensador ni selección automática; no se comprueba que rechace la carga de {} kW y las corrientes (MCA, MOCP, interruptor) no incluyen sus ventiladores",
        "No condenser: none was chosen and automatic selection is off; nothing checks that it rejects the {} kW load, and the currents (MCA, MOCP, breaker) leave out its fans",
    ),
    (
        "MCA, MOCP e interruptor sin los ventiladores del condensador: no hay condensador",
        "MCA, MOCP and breaker without the condenser fans: there is no condenser",
    ),
    ("FUERA DE ENVOLVENTE", "OUTSIDE ENVELOPE"),
    ("CUMPLE CON RESERVA", "MEETS WITH MARGIN"),
    ("CUMPLE AJUSTADO", "MEETS, TIGHT"),
    ("INSUFICIENTE", "INSUFFICIENT"),
    // water_side.rs and calculation/chiller.rs
    (
        "Margen de congelación insuficiente: la salida a {} °C está a menos de {} K del punto de congelación ({} °C)",
        "Freezing margin too small: the outlet at {} °C is less than {} K above the freezing point ({} °C)",
    ),
    (
        "Aproximación de {} K en el circuito {} (salida del fluido menos evaporación): por debajo de {} K el intercambiador resulta desproporcionado",
        "Approach of {} K in circuit {} (leaving fluid minus evaporating temperature): below {} K the exchanger grows out of proportion",
    ),
    // As engines up to 1.8.0 recorded it.
    (
        "Las capacidades requeridas de los circuitos suman {} kW y el chiller requiere {} kW",
        "The circuits' required capacities add up to {} kW and the chiller requires {} kW",
    ),
    (
        "Las capacidades requeridas de los circuitos suman {} kW y el chiller requiere {} kW: cada circuito y su intercambiador se juzgan contra su parte de los {} kW, en proporción a la capacidad indicada",
        "The circuits' required capacities add up to {} kW and the chiller requires {} kW: each circuit and its exchanger are judged against their share of the {} kW, in proportion to the capacity given",
    ),
    (
        "Caudal de agua del condensador insuficiente: {} L/min para {} L/min necesarios ({} kW de {} a {} °C): el agua saldría a {} °C (salto de {} K en vez de {} K) y subiría la temperatura de condensación",
        "Condenser water flow too low: {} L/min where {} L/min are needed ({} kW from {} to {} °C): the water would leave at {} °C (a rise of {} K instead of {} K) and the condensing temperature would rise",
    ),
    // engine 1.13.0: the entering temperature with its unit (tester report 4, defect 9).
    (
        "Caudal de agua del condensador insuficiente: {} L/min para {} L/min necesarios ({} kW de {} °C a {} °C): el agua saldría a {} °C (salto de {} K en vez de {} K) y subiría la temperatura de condensación",
        "Condenser water flow too low: {} L/min where {} L/min are needed ({} kW from {} °C to {} °C): the water would leave at {} °C (a rise of {} K instead of {} K) and the condensing temperature would rise",
    ),
    (
        "Intercambiador subdimensionado: {} {} ({} kW) para {} kW requeridos en el circuito {}",
        "Undersized exchanger: {} {} ({} kW) for {} kW required in circuit {}",
    ),
    // Engine 1.12.0 (water): exchangers by model, judged at the duty.
    (
        "Intercambiador subdimensionado: {} ({} kW) para {} kW requeridos en el circuito {}",
        "Undersized exchanger: {} ({} kW) for {} kW required in circuit {}",
    ),
    (
        "Intercambiador subdimensionado: {} ({} kW estimados en las condiciones del circuito; {} kW de catálogo con agua de {} °C a {} °C) para {} kW requeridos en el circuito {}",
        "Undersized exchanger: {} ({} kW estimated at the circuit's conditions; {} kW in the catalogue with water from {} °C to {} °C) for {} kW required in circuit {}",
    ),
    (
        "Capacidad sin verificar del intercambiador {} en el circuito {}: su capacidad de catálogo ({} kW) es con agua de {} °C a {} °C y evaporación a {} °C; con {t} {t}; confirme la selección con el fabricante",
        "Capacity of exchanger {} not verified in circuit {}: its catalogue capacity ({} kW) is with water from {} °C to {} °C evaporating at {} °C; with {} {}; confirm the selection with the maker",
    ),
    ("y sin temperaturas de entrada y salida no se puede estimar", "and without its entering and leaving temperatures it cannot be estimated"),
    ("a estas temperaturas no se puede estimar", "it cannot be estimated at these temperatures"),
    (
        "Condensador por agua del circuito {} no seleccionado: debe rechazar {} kW con {} L/min de agua de {} °C a {} °C (aproximación {} K); la herramienta no lo selecciona ni lo comprueba: confírmelo con el fabricante",
        "Water-cooled condenser of circuit {} not selected: it must reject {} kW with {} L/min of water from {} °C to {} °C ({} K approach); the tool neither selects nor checks it: confirm it with the maker",
    ),
    (
        "Caída de presión excesiva en el intercambiador {} del circuito {}: {} kPa con {} L/min, más de los {} kPa que admite el producto en un evaporador de placas soldadas; elija un intercambiador mayor o confírmela con el fabricante",
        "Excessive pressure drop in exchanger {} of circuit {}: {} kPa at {} L/min, more than the {} kPa the product allows in a brazed-plate evaporator; choose a larger exchanger or confirm it with the maker",
    ),
    (
        "Atención: capacidad estimada del intercambiador {} ({} kW para {} kW requeridos en el circuito {}) con un margen dentro de la incertidumbre de la estimación: con el lado del fluido entre el 30 % y el 70 % de la resistencia serían {} kW; confirme la selección con el fabricante",
        "Attention: estimated capacity of exchanger {} ({} kW for {} kW required in circuit {}) with a margin within the estimate's uncertainty: with the fluid side between 30 % and 70 % of the resistance it would be {} kW; confirm the selection with the maker",
    ),
    (
        "Intercambiador {} del circuito {}: sin temperaturas del lado frío, su capacidad se estima con agua de {} °C a {} °C y la evaporación del circuito ({} °C)",
        "Exchanger {} of circuit {}: without cold-side temperatures, its capacity is estimated with water from {} °C to {} °C and the circuit's evaporation ({} °C)",
    ),
    // hot_side.rs (engine 1.13.0)
    (
        "Sin condensador en el circuito {}: el catálogo no tiene intercambiadores de placas para condensar (aplicación calor o ambos); el circuito debe rechazar {} kW y no entrega capacidad sin condensador",
        "No condenser in circuit {}: the catalogue has no plate exchangers for condensing (application heating or both); the circuit must reject {} kW and delivers no capacity without a condenser",
    ),
    (
        "Sin condensador en el circuito {}: ningún intercambiador de placas del catálogo rechaza {} kW con el lado caliente de {} °C a {} °C y condensación a {} °C; el circuito no entrega capacidad sin condensador",
        "No condenser in circuit {}: no plate exchanger in the catalogue rejects {} kW with the hot side from {} °C to {} °C condensing at {} °C; the circuit delivers no capacity without a condenser",
    ),
    (
        "Caída de presión excesiva en el condensador {} del circuito {}: {} kPa con {} L/min, más de los {} kPa que admite el producto en un intercambiador de placas soldadas; ninguno mayor del catálogo la reduce: confírmela con el fabricante",
        "Excessive pressure drop in condenser {} of circuit {}: {} kPa at {} L/min, more than the {} kPa the product allows in a brazed-plate exchanger; no larger one in the catalogue reduces it: confirm it with the maker",
    ),
    // condenser.rs
    (
        "Ningún condensador{t} del catálogo alcanza {} kW a ΔT = {} K",
        "No{0} condenser in the catalogue reaches {1} kW at ΔT = {2} K",
    ),
    ("Ningún condensador del catálogo alcanza {} kW", "No condenser in the catalogue reaches {} kW"),
    (" de microcanal", " microchannel"),
    // electrical.rs
    ("Interruptor termomagnético de {} A (protección máxima)", "Circuit breaker {} A (maximum overcurrent protection)"),
    (
        "La corriente supera 380 A: use conductores en paralelo según NEC 310.10(G)",
        "The current exceeds 380 A: use parallel conductors per NEC 310.10(G)",
    ),
    (
        "RLA estimada como la corriente máxima en la envolvente del compresor (polinomio de corriente o de potencia), no en el punto de operación: confirme con la placa del compresor",
        "RLA estimated as the largest current over the compressor's envelope (current or power polynomial), not at the operating point: confirm it on the compressor's nameplate",
    ),
    (
        "RLA de {}: estimada como la corriente máxima en el rango por defecto de la herramienta, no en la envolvente del fabricante, que sus polinomios no indican; confirme con la placa del compresor",
        "RLA of {}: estimated as the largest current over the tool's default range, not over the maker's envelope, which its polynomials do not state; confirm it on the compressor's nameplate",
    ),
    (
        "RLA de {} a {} Hz, la velocidad máxima de su variador: la protección y los conductores se dimensionan para la corriente a esa velocidad (NEC 440.32 y 440.22; IEC 60204-1, 7.2.3 y 12.4)",
        "RLA of {} at {} Hz, the highest speed of its drive: the protection and the conductors are sized for the current at that speed (NEC 440.32 and 440.22; IEC 60204-1, 7.2.3 and 12.4)",
    ),
    ("Conductores en paralelo", "Parallel conductors"),
    // charge.rs
    ("Líneas de líquido", "Liquid lines"),
    ("Líneas de succión", "Suction lines"),
    ("Línea de descarga", "Discharge line"),
    ("Condensador (líquido)", "Condenser (liquid)"),
    ("Condensador (vapor)", "Condenser (vapor)"),
    ("Recipiente de líquido (líquido)", "Liquid receiver (liquid)"),
    ("Recipiente de líquido (vapor)", "Liquid receiver (vapor)"),
    ("Evaporadores", "Evaporators"),
    ("Evaporador de placas soldadas", "Brazed-plate evaporator"),
    ("Condensador de placas soldadas", "Brazed-plate condenser"),
    ("asignación de {} kg/kW de calor rechazado", "allowance of {} kg/kW of heat rejected"),
    ("volumen por defecto {} L/kW", "default volume {} L/kW"),
    ("{t}, {} % con líquido", "{}, {} % liquid"),
    ("{} L, líquido hasta el {} % de nivel", "{} L, liquid up to {} % level"),
    ("{} L, vapor saturado en el {} % restante", "{} L, saturated vapor in the remaining {} %"),
    ("asignación de {} kg/kW", "allowance of {} kg/kW"),
    (
        "Refrigerante inflamable ({}): la carga máxima por espacio ocupado se limita según EN 378-1 anexo C e IEC 60335-2-89 a partir de {t}; verifique el volumen del local.",
        "Flammable refrigerant ({}): the maximum charge per occupied space is limited by EN 378-1 Annex C and IEC 60335-2-89 from {}; check the room volume.",
    ),
    ("el LFL del refrigerante", "the refrigerant's LFL"),
    (
        "Sin condensador seleccionado (la selección automática no encontró ninguno): la carga no incluye el condensador; recalcule cuando se elija uno",
        "No condenser selected (the automatic selection found none): the charge leaves the condenser out; recalculate once one is chosen",
    ),
    (
        "Condensador estimado ({t}): la carga cuenta {} {} de los {} kW que debe rechazar, no el volumen de un modelo; recalcule cuando se elija uno",
        "Condenser estimated ({}): the charge counts {} {} of the {} kW it must reject, not a model's volume; recalculate once one is chosen",
    ),
    ("no se eligió condensador", "no condenser was chosen"),
    ("la selección automática no encontró ninguno", "the automatic selection found none"),
    ("estimación: {} L/kW de la carga ({t})", "estimate: {} L/kW of the load ({})"),
    ("estimación: {t} ({t})", "estimate: {} ({})"),
    ("LFL = {} kg/m³", "LFL = {} kg/m³"),
    // design_pressure.rs
    (
        "EN 378-2:2016, 5.2: saturación a {} °C en alta ({t}) y {} °C en baja ({t})",
        "EN 378-2:2016, 5.2: saturation at {} °C on the high side ({}) and {} °C on the low side ({})",
    ),
    (
        "EN 378-2:2016, 5.2 ({t}); R744 por encima de su punto crítico: {} bar en alta (enfriador de gas transcrítico) y {} bar en baja con control de presión en parada",
        "EN 378-2:2016, 5.2 ({}); R744 above its critical point: {} bar on the high side (transcritical gas cooler) and {} bar on the low side with standstill pressure control",
    ),
    ("condensador por aire", "air-cooled condenser"),
    ("condensador por agua, {} °C + 8 K", "water-cooled condenser, {} °C + 8 K"),
    (
        "{t}; elevada para que la condensación de diseño a {} °C quede al 90 % de PS, bajo el presostato de alta",
        "{}; raised so that the design condensing at {} °C is at 90 % of PS, below the high-pressure cut-out",
    ),
    // Engine 1.13.0: the cut-out clears the design condensing by a margin.
    (
        "{t}; elevada para que el presostato de alta, a {} K sobre la condensación de diseño de {} °C, quede al 90 % de PS como máximo (práctica habitual y margen elegido por el producto; el limitador puede llegar a PS según EN 378-2)",
        "{}; raised so that the high-pressure cut-out, {} K above the design condensing at {} °C, is at 90 % of PS at most (práctica habitual y margen elegido por el producto; el limitador puede llegar a PS según EN 378-2)",
    ),
    (
        "Atención: {t}; las tuberías no se han comprobado a presión",
        "Attention: {}; the pipes have not been checked against pressure",
    ),
    // engine/mod.rs, EngineError::DesignPressureBeyondTables, in that warning.
    (
        "Ninguna presión de diseño PS de {} bajo su punto crítico ({} °C) deja el presostato de alta a {} K sobre la condensación de diseño de {} °C y al 90 % de PS como máximo (práctica habitual y margen elegido por el producto; el limitador puede llegar a PS según EN 378-2): baje la temperatura de condensación",
        "No design pressure PS of {} below its critical point ({} °C) leaves the high-pressure cut-out {} K above the design condensing at {} °C and at 90 % of PS at most (common practice and a margin chosen by the product; the limiter may reach PS under EN 378-2): lower the condensing temperature",
    ),
    ("ambiente {} °C, clase ≤ {} °C", "ambient {} °C, class ≤ {} °C"),
    ("sin temperatura ambiente: se toma la clase ≤ 43 °C", "no ambient temperature: class ≤ 43 °C taken"),
    // speed.rs
    (
        "Interpolación lineal en la velocidad entre los polinomios publicados (AHRI 540-2020, EN 12900:2013)",
        "Linear interpolation in speed between the published polynomials (AHRI 540-2020, EN 12900:2013)",
    ),
    // A list the engine joins (the limits a line breaks), item by item.
    ("{t}, {t}", "{}, {}"),
];

/// The source files whose Spanish texts end up in recorded answers, for the
/// test that every one of them has an entry.
#[cfg(test)]
pub(crate) const SOURCES: [(&str, &str); 10] = [
    ("engine/speed.rs", include_str!("speed.rs")),
    ("engine/performance.rs", include_str!("performance.rs")),
    ("engine/lines.rs", include_str!("lines.rs")),
    ("engine/system.rs", include_str!("system.rs")),
    ("engine/water_side.rs", include_str!("water_side.rs")),
    ("engine/condenser.rs", include_str!("condenser.rs")),
    ("engine/electrical.rs", include_str!("electrical.rs")),
    ("engine/charge.rs", include_str!("charge.rs")),
    ("engine/design_pressure.rs", include_str!("design_pressure.rs")),
    ("calculation/chiller.rs", include_str!("../calculation/chiller.rs")),
];

#[cfg(test)]
mod tests {
    use crate::recorded_english::english;

    /// Tester's defect 32 (report 2): the Spanish says 'variador de
    /// frecuencia' from engine 1.12.0; the English keeps 'VFD', and an
    /// answer recorded before with 'VFD' in its Spanish still reads in
    /// English as issued.
    #[test]
    fn the_vfd_step_reads_in_english_in_both_spanish_wordings() {
        let english_text = "The lead compressor 3DA3-075E-TFD of circuit 1 (MT) publishes no polynomials at several speeds: the VFD's minimum step is taken as 30 % of its capacity (product default)";
        for drive in ["variador de frecuencia", "VFD"] {
            let spanish = format!(
                "El compresor líder 3DA3-075E-TFD del circuito 1 (MT) no publica polinomios a varias velocidades: el paso mínimo del {drive} se toma como el 30 % de su capacidad (valor por defecto del producto)"
            );
            assert_eq!(english(&spanish).as_deref(), Some(english_text), "{drive}");
        }
    }
}
