//! The sheet's language (issue 23 item 5): the English of every Spanish
//! text a data sheet prints. The sheet is built in Spanish, as it always
//! was; an English sheet translates at render time, so Spanish sheets keep
//! their bytes and an English one regenerates from the same recorded data.
//!
//! The catalogue pairs each Spanish text with its English, in the pattern
//! syntax of [`domain::phrases`] (`{}` a value carried over, `{t}` a
//! fragment translated in turn): the templates' own texts (a template
//! writes `t("Proyecto")`, `t("Cumplimiento {} % de {} {}", …)`), the
//! texts the sections build (labels, fixed lists, notes), the charts'
//! texts and the names of refrigerants and secondary fluids. The engine's
//! recorded texts are the domain's ([`domain::recorded_english`]).
//!
//! A text nothing places prints in Spanish, marked ([`UNTRANSLATED`]).

pub use domain::phrases::fill;
use domain::phrases::{translate, Table};
use domain::recorded_english::TABLES as RECORDED;

/// What precedes a text printed in Spanish on an English sheet because no
/// entry places it: the reader sees it is untranslated, nothing is guessed.
pub const UNTRANSLATED: &str = "[Spanish, not translated] ";

pub const CATALOGUE: &Table = &[
    // templates/datasheet.html
    ("Ficha Técnica · {}", "Technical Data Sheet · {}"),
    ("Ficha Técnica", "Technical Data Sheet"),
    ("Proyecto", "Project"),
    ("Cliente", "Customer"),
    ("Responsable", "Engineer in charge"),
    ("Fecha de emisión", "Date of issue"),
    ("Modelo PRO:", "PRO model:"),
    // templates/sections/accessories.html
    ("Accesorios, dimensiones y peso", "Accessories, dimensions and weight"),
    // charge.html
    ("Carga de refrigerante", "Refrigerant charge"),
    ("Componente", "Component"),
    ("Volumen ({})", "Volume ({})"),
    ("Densidad ({})", "Density ({})"),
    ("Masa ({})", "Mass ({})"),
    ("Nota", "Note"),
    ("Subtotal", "Subtotal"),
    ("Margen de seguridad (10 %)", "Safety margin (10 %)"),
    ("Carga recomendada", "Recommended charge"),
    ("{} t CO₂-eq", "{} t CO₂-eq"),
    (
        "Equivalente en CO₂ de la carga recomendada: {} t CO₂-eq (GWP AR4 {}).",
        "CO₂ equivalent of the recommended charge: {} t CO₂-eq (GWP AR4 {}).",
    ),
    ("Circuito frigorífico", "Refrigerant circuit"),
    ("Carga ({})", "Charge ({})"),
    ("Equivalente en CO₂ (t CO₂-eq)", "CO₂ equivalent (t CO₂-eq)"),
    (
        "Cada circuito frigorífico es un sistema de refrigeración independiente (EN 378-1): su carga es la de su placa, y los límites de EN 378-1 se comprueban con el circuito de mayor carga; los umbrales del Reglamento (UE) 2024/573 (artículo 5) se aplican a la carga total del equipo.",
        "Each refrigerant circuit is an independent refrigerating system (EN 378-1): its charge is the one on its nameplate, and the EN 378-1 limits are checked with the circuit of the largest charge; the thresholds of Regulation (EU) 2024/573 (Article 5) apply to the unit's total charge.",
    ),
    // compressors.html
    ("Compresores", "Compressors"),
    ("{} · evaporación {} {}", "{} · evaporating {} {}"),
    ("Modelo", "Model"),
    ("Tipo", "Type"),
    ("Capacidad ({})", "Capacity ({})"),
    ("Potencia ({})", "Power input ({})"),
    ("Corriente (A)", "Current (A)"),
    ("T. descarga ({})", "Discharge T ({})"),
    ("fuera de rango", "out of range"),
    ("Rango de capacidad: {} a {} {}", "Capacity range: {} to {} {}"),
    ("Cumplimiento {} % de {} {}", "Compliance {} % of {} {}"),
    (
        "Limitado por el condensador {}: {} {} de los {} {} de los compresores",
        "Limited by condenser {}: {} {} of the compressors' {} {}",
    ),
    (
        "Limitado por el intercambiador {}: {} {} de los {} {} de los compresores",
        "Limited by heat exchanger {}: {} {} of the compressors' {} {}",
    ),
    (
        "Limitado por la falta de condensador (la selección automática no encontró ninguno): {} {} de los {} {} de los compresores",
        "Limited by the missing condenser (the automatic selection found none): {} {} of the compressors' {} {}",
    ),
    ("Totales del sistema", "System totals"),
    ("Capacidad frigorífica", "Cooling capacity"),
    ("Potencia absorbida", "Power input"),
    ("Corriente", "Current"),
    ("Calor rechazado", "Heat rejected"),
    ("COP (solo compresores)", "COP (compressors only)"),
    ("COP con ventiladores del condensador", "COP with condenser fans"),
    ("EER con ventiladores", "EER with fans"),
    // condenser.html
    ("Análisis del condensador", "Condenser analysis"),
    ("Calor de compresión", "Heat of compression"),
    ("Enfriamiento de aceite", "Oil cooling"),
    ("Carga total del condensador", "Total condenser load"),
    ("Condensador", "Condenser"),
    // design.html
    ("Diseño Preliminar y Accesorios", "Preliminary Design and Accessories"),
    ("Imagen de diseño {}", "Design image {}"),
    // duty.html
    ("Condiciones de operación", "Operating conditions"),
    ("Refrigerante", "Refrigerant"),
    ("Clase de seguridad", "Safety class"),
    ("GWP (AR4)", "GWP (AR4)"),
    ("Voltaje", "Voltage"),
    ("Evaporación (rocío)", "Evaporating (dew point)"),
    ("Condensación (rocío)", "Condensing (dew point)"),
    // electrical.html
    ("Cargas eléctricas ({} V)", "Electrical loads ({} V)"),
    ("Interruptor recomendado", "Recommended breaker"),
    ("Alimentación", "Supply"),
    ("{} V · {} fases", "{} V · {} phases"),
    ("frecuencia no indicada", "frequency not stated"),
    ("Cargas eléctricas", "Electrical loads"),
    // sections/ph_diagram.rs (`ficha-9`)
    ("Entrada del compresor", "Compressor inlet"),
    // lines.html (`ficha-9`)
    (
        "Sin tramo en obra: el equipo no lleva líneas de refrigerante entre componentes montadas en obra.",
        "No field run: the unit has no refrigerant lines between components installed on site.",
    ),
    // sections/compliance.rs, `ficha-13` on: outside the envelope and short.
    ("FUERA DE ENVOLVENTE · INSUFICIENTE", "OUTSIDE ENVELOPE · INSUFFICIENT"),
    // sections/condenser_unit.rs, `ficha-13` on: a circuit without its condenser.
    (
        "Un condensador por circuito frigorífico: {} de {} condensadores seleccionados, {} ventiladores en total.",
        "One condenser per refrigerant circuit: {} of {} condensers selected, {} fans in total.",
    ),
    (
        "Sin condensador: la selección automática no encontró ninguno que alcance {} a la ΔT de diseño (ver advertencias).",
        "No condenser: the automatic selection found none reaching {} at the design ΔT (see the warnings).",
    ),
    ("Sin condensador.", "No condenser."),
    // sections/condenser.html, `ficha-13` on: a chiller's remote condenser.
    ("Condensador remoto a {}", "Remote condenser at {}"),
    // sections/lines.html, `ficha-13` on: the field run the lines were sized for.
    (
        "Tramo en obra {} (longitud equivalente {}, sin desnivel indicado)",
        "Field run {} (equivalent length {}, no rise given)",
    ),
    (
        "Tramo en obra {} (longitud equivalente {}, desnivel de la línea de líquido {})",
        "Field run {} (equivalent length {}, liquid line rise {})",
    ),
    (
        "Tramo en obra {} (supuesto: no indicado; longitud equivalente {}, sin desnivel indicado)",
        "Field run {} (assumed: not given; equivalent length {}, no rise given)",
    ),
    (
        "Tramo en obra {} (supuesto: no indicado; longitud equivalente {}, desnivel de la línea de líquido {})",
        "Field run {} (assumed: not given; equivalent length {}, liquid line rise {})",
    ),
    // sections/water.rs (`ficha-9`)
    ("no indicado", "not stated"),
    ("no indicada", "not stated"),
    ("no indicada: sin temperatura de salida del fluido", "not stated: no leaving fluid temperature"),
    ("Aproximación", "Approach"),
    (
        "{} (calculado de la capacidad requerida y las temperaturas)",
        "{} (from the required capacity and the temperatures)",
    ),
    // sections/electrical.rs (`ficha-9`)
    (
        "MCA: 125 % del RLA del mayor compresor más las demás cargas (NEC 440.32 y 440.33). MOCP e interruptor: 225 % del RLA del mayor más las demás cargas, al valor normalizado inferior de NEC 240.6(A), nunca bajo el MCA (NEC 440.22, UL 1995). Conductor: NEC 310.16. El cálculo supone alimentación trifásica, tensión entre líneas.",
        "MCA: 125 % of the largest compressor's RLA plus the other loads (NEC 440.32 and 440.33). MOCP and breaker: 225 % of the largest RLA plus the other loads, at the standard rating below it in NEC 240.6(A), never under the MCA (NEC 440.22, UL 1995). Conductor: NEC 310.16. The calculation assumes a three-phase supply, voltage line to line.",
    ),
    (
        "El cálculo registrado no incluye los datos eléctricos del compresor (RLA, MCA, MOCP, interruptor): recalcule el proyecto para obtenerlos.",
        "The recorded calculation does not include the compressor's electrical data (RLA, MCA, MOCP, breaker): recalculate the project to obtain them.",
    ),
    ("Conductor (cobre {})", "Conductor (copper {})"),
    // envelope.html
    ("Envolvente de operación", "Operating envelope"),
    // lines.html
    ("Líneas de refrigerante", "Refrigerant lines"),
    ("Línea", "Line"),
    ("N.º", "No."),
    ("Tubo", "Tube"),
    ("Velocidad ({})", "Velocity ({})"),
    ("Caída de presión", "Pressure drop"),
    ("Presión admisible ({})", "Allowable pressure ({})"),
    ("Criterios", "Criteria"),
    ("Presión de diseño PS (manométrica): {}", "Design pressure PS (gauge): {}"),
    // ph-diagram.html
    ("Diagrama p-h", "p-h diagram"),
    ("Punto", "Point"),
    ("p ({})", "p ({})"),
    ("T ({})", "T ({})"),
    ("h ({})", "h ({})"),
    ("s ({})", "s ({})"),
    // provenance.html
    ("Procedencia", "Provenance"),
    ("Datos del catálogo: {} juegos de coeficientes del fabricante.", "Catalogue data: {} sets of the maker's coefficients."),
    ("Base de datos de refrigerantes CoolProp {} · motor de cálculo {}", "CoolProp refrigerant database {} · calculation engine {}"),
    (" · cálculo del {}", " · calculated on {}"),
    (
        "Versión del proyecto {} · plantilla {} · código de verificación {}",
        "Project version {} · template {} · verification code {}",
    ),
    // regulations.html
    ("Cumplimiento normativo", "Regulatory compliance"),
    ("Requisito", "Requirement"),
    ("Fuente", "Source"),
    ("Resultado", "Result"),
    ("Detalle", "Detail"),
    // traceability.html
    ("Trazabilidad", "Traceability"),
    (
        "Anexo para el archivo de la empresa: identifica la ficha, el proyecto y los datos con que se calculó. El código de verificación del pie basta para comprobar la ficha en el historial del proyecto o con «fichas datasheets verify».",
        "Appendix for the company's records: it identifies the sheet, the project and the data it was calculated with. The verification code in the footer is enough to check the sheet in the project's history or with “fichas datasheets verify”.",
    ),
    // warnings.html
    ("Advertencias", "Warnings"),
    // water-side.html
    ("Lado de agua · {}", "Water side · {}"),
    ("Capacidad requerida", "Required capacity"),
    ("Lado frío · {}", "Cold side · {}"),
    ("Lado caliente · {}", "Hot side · {}"),
    ("Temperatura ambiente de diseño", "Design ambient temperature"),
    (
        "Capacidad requerida {}; el equipo se juzga solo contra ella.",
        "Required capacity {}; the unit is judged against it alone.",
    ),
    // render.rs: the footer.
    (" · Verificación {}", " · Verification {}"),
    // The equipment types (domain::equipment).
    ("Rack de Compresores", "Compressor Rack"),
    ("Unidad Condensadora", "Condensing Unit"),
    ("Chiller", "Chiller"),
    ("Moto Compresora", "Motor-Compressor"),
    ("Motocompresor", "Motor-Compressor"),
    ("Recipientes de líquido", "Liquid receivers"),
    ("Digital", "Digital"),
    // sections/accessories.rs
    ("Separadores de aceite", "Oil separators"),
    ("Recibidores de líquido", "Liquid receivers"),
    ("Acumuladores de succión", "Suction accumulators"),
    ("Acumulador de succión", "Suction accumulator"),
    ("Variador de frecuencia en el primer compresor", "Variable-frequency drive on the first compressor"),
    (
        "Variador de frecuencia en el primer ventilador del condensador",
        "Variable-frequency drive on the first condenser fan",
    ),
    ("Ventiladores EC en el condensador", "EC fans on the condenser"),
    ("Compresores de alta eficiencia", "High-efficiency compressors"),
    ("Protección térmica", "Thermal protection"),
    ("Controles eléctricos", "Electrical controls"),
    ("Gabinete galvanizado", "Galvanized cabinet"),
    ("Bastidor galvanizado", "Galvanized frame"),
    ("Visor de línea de líquido", "Liquid line sight glass"),
    ("Filtros deshidratadores", "Filter driers"),
    ("Interruptores termomagnéticos", "Circuit breakers"),
    ("Economizador", "Economizer"),
    ("Deshielo por gas caliente", "Hot-gas defrost"),
    ("Por etapas (arranque y paro)", "Staged (start and stop)"),
    ("Variador de frecuencia", "Variable-frequency drive"),
    ("Scroll digital", "Digital scroll"),
    ("Control de capacidad: {t}", "Capacity control: {}"),
    ("Ventiladores del condensador: {t}", "Condenser fans: {}"),
    ("Controlador: {}", "Controller: {}"),
    ("Largo", "Length"),
    ("Ancho", "Width"),
    ("Alto", "Height"),
    ("Peso de embarque", "Shipping weight"),
    // sections/compressor_table.rs
    ("Circuito {}", "Circuit {}"),
    ("Circuito Único", "Single Circuit"),
    ("Circuitos {} y {}", "Circuits {} and {}"),
    ("Circuito {}: {t}", "Circuit {}: {}"),
    ("TOTAL CIRCUITO", "CIRCUIT TOTAL"),
    ("TOTAL", "TOTAL"),
    ("Scroll", "Scroll"),
    ("Reciprocante", "Reciprocating"),
    ("Tornillo", "Screw"),
    ("Rotativo", "Rotary"),
    // sections/speed.rs
    ("{t} · variador de {} a {} Hz", "{} · drive from {} to {} Hz"),
    (
        "mínimo: {} % del compresor líder {}, scroll digital (Copeland Scroll Digital modula del 10 al 100 %, boletín AE21-1319 R2, refrigeración); retorno de aceite comprobado en el mínimo",
        "minimum: {} % of the lead compressor {}, digital scroll (Copeland Scroll Digital modulates from 10 to 100 %, bulletin AE21-1319 R2, refrigeration); oil return checked at the minimum",
    ),
    (
        "mínimo: {} % del compresor líder {}, scroll digital (Copeland Scroll Digital modula del 10 al 100 %, boletín AE21-1319 R2, refrigeración); retorno de aceite en el mínimo: {t}",
        "minimum: {} % of the lead compressor {}, digital scroll (Copeland Scroll Digital modulates from 10 to 100 %, bulletin AE21-1319 R2, refrigeration); oil return at the minimum: {}",
    ),
    ("{} Hz", "{} Hz"),
    ("{} Hz, interpolado entre {} y {} Hz ({t})", "{} Hz, interpolated between {} and {} Hz ({})"),
    (
        "compresor líder {} de {} a {} Hz; retorno de aceite comprobado en el mínimo",
        "lead compressor {} from {} to {} Hz; oil return checked at the minimum",
    ),
    (
        "mínimo estimado: {} % del compresor líder {} (valor por defecto del producto); retorno de aceite comprobado en el mínimo",
        "estimated minimum: {} % of the lead compressor {} (product default); oil return checked at the minimum",
    ),
    (
        "compresor líder {} de {} a {} Hz; retorno de aceite en el mínimo: {t}",
        "lead compressor {} from {} to {} Hz; oil return at the minimum: {}",
    ),
    (
        "mínimo estimado: {} % del compresor líder {} (valor por defecto del producto); retorno de aceite en el mínimo: {t}",
        "estimated minimum: {} % of the lead compressor {} (product default); oil return at the minimum: {}",
    ),
    (
        "mínimo: {} % del compresor líder {}, scroll digital (Copeland Scroll Digital modula del 10 al 100 %, boletín AE21-1319 R2, refrigeración); retorno de aceite en el mínimo, al caudal pleno del compresor en carga (el mínimo promedia ciclos con y sin carga): {t}",
        "minimum: {} % of the lead compressor {}, digital scroll (Copeland Scroll Digital modulates from 10 to 100 %, bulletin AE21-1319 R2, refrigeration); oil return at the minimum, at the compressor's full flow while loaded (the minimum averages loaded and unloaded cycles): {}",
    ),
    ("no asegurado en la línea de succión {} (ver advertencias)", "not ensured in suction line {} (see warnings)"),
    ("no asegurado en las líneas de succión {*} (ver advertencias)", "not ensured in suction lines {} (see warnings)"),
    (
        "con doble montante en la línea de succión {} (ver Líneas de refrigerante)",
        "with a double riser in suction line {} (see Refrigerant lines)",
    ),
    (
        "con doble montante en las líneas de succión {*} (ver Líneas de refrigerante)",
        "with double risers in suction lines {} (see Refrigerant lines)",
    ),
    ("cumple con montante simple", "met with single risers"),
    ("sin líneas de succión en obra que comprobar", "no field suction lines to check"),
    // sections/condenser_unit.rs
    ("Modelo (selección automática)", "Model (automatic selection)"),
    ("Capacidad a la ΔT de diseño", "Capacity at the design ΔT"),
    ("Ventiladores", "Fans"),
    ("{} × {} W", "{} × {} W"),
    ("{} × {} W · microcanal", "{} × {} W · microchannel"),
    (
        "El condensador seleccionado excede el sobredimensionamiento pedido en más de 20 puntos.",
        "The selected condenser exceeds the requested oversizing by more than 20 points.",
    ),
    ("Modelo (indicado en el proyecto)", "Model (given in the project)"),
    ("Indicado en el proyecto", "Given in the project"),
    ("Tipo de ventilador", "Fan type"),
    ("Temperatura ambiente", "Ambient temperature"),
    ("Diferencia de temperatura", "Temperature difference"),
    (
        "Sin temperatura ambiente: el condensador se evaluó a su ΔT nominal.",
        "No ambient temperature: the condenser was rated at its nominal ΔT.",
    ),
    ("Reserva", "Reserve"),
    ("Uso", "Utilization"),
    ("{} % ({t})", "{} % ({})"),
    ("insuficiente", "insufficient"),
    ("ajustado", "tight"),
    ("con reserva", "with margin"),
    ("sin verificar", "not verified"),
    ("suficiente", "sufficient"),
    ("Selección automática del condensador fallida: {t}.", "Automatic condenser selection failed: {}."),
    (
        "Un condensador por circuito frigorífico: {} condensadores, {} ventiladores en total.",
        "One condenser per refrigerant circuit: {} condensers, {} fans in all.",
    ),
    ("EC (conmutación electrónica)", "EC (electronically commutated)"),
    ("Velocidad fija", "Fixed speed"),
    ("Con variador de frecuencia", "With variable-frequency drive"),
    // sections/duty.rs
    (
        "Cifras según EN 12900 / AHRI 540 a {t}sobrecalentamiento {} K ({t}) y subenfriamiento {} K ({t}).",
        "Figures per EN 12900 / AHRI 540 at {}superheat {} K ({}) and subcooling {} K ({}).",
    ),
    ("retorno de gas {} °C, ", "return gas {} °C, "),
    ("del juego de coeficientes", "from the coefficient set"),
    ("por defecto del producto", "product default"),
    (
        "{t}: rocío {} °C, burbuja {} °C, punto medio {} °C, deslizamiento {} K",
        "{}: dew {} °C, bubble {} °C, mid-point {} °C, glide {} K",
    ),
    ("Evaporación", "Evaporating"),
    ("Condensación", "Condensing"),
    (
        "Corrección aplicada a sobrecalentamiento {} K y subenfriamiento {} K (Rice & Dabiri, F = {}): capacidad × {}, potencia × {}.",
        "Correction applied for superheat {} K and subcooling {} K (Rice & Dabiri, F = {}): capacity × {}, power × {}.",
    ),
    // sections/electrical.rs
    ("RLA {}", "RLA {}"),
    ("{} A (estimada)", "{} A (estimated)"),
    ("Resistencias de cárter", "Crankcase heaters"),
    ("Control", "Controls"),
    ("Ventiladores del condensador", "Condenser fans"),
    ("Corriente total", "Total current"),
    ("Suma de RLA y cargas", "Sum of RLA and loads"),
    // sections/lines.rs
    ("Succión C{}", "Suction C{}"),
    ("Succión · {t}", "Suction · {}"),
    ("Líquido · {t}", "Liquid · {}"),
    ("Descarga · {t}", "Discharge · {}"),
    ("Intercambiador de placas · {t}", "Plate heat exchanger · {}"),
    ("Aproximación · {t}", "Approach · {}"),
    ("Caída de presión del agua · {t}", "Water pressure drop · {}"),
    // templates/sections/water-side.html, `ficha-11`: the exchangers' table.
    ("Circuito", "Circuit"),
    ("Intercambiador de placas", "Plate heat exchanger"),
    ("Capacidad", "Capacity"),
    ("Catálogo (agua)", "Catalogue (water)"),
    // sections/water-side.html, `ficha-13` on: the plate condensers' table.
    ("Condensador de placas", "Plate condenser"),
    ("Calor a rechazar", "Heat to reject"),
    ("ninguno", "none"),
    ("sin condensador", "no condenser"),
    ("atención", "attention"),
    ("Caída de presión del fluido · {t}", "Fluid pressure drop · {}"),
    ("Líquido", "Liquid"),
    ("Descarga", "Discharge"),
    ("No resiste PS", "Does not hold PS"),
    ("No resiste PS: ningún tubo de la tabla la resiste", "Does not hold PS: no tube in the table holds it"),
    ("No construible con la tabla", "Cannot be built from the table"),
    ("Cumple", "Complies"),
    ("No cumple", "Does not comply"),
    ("{t}; el aceite no sube en el escalón mínimo", "{}; oil does not rise at the smallest capacity step"),
    ("Doble montante {} + {}", "Double riser {} + {}"),
    ("{t}, pared {} mm", "{}, wall {} mm"),
    ("{} / PS {} (no resiste)", "{} / PS {} (does not hold)"),
    ("lado de alta {} bar, lado de baja {} bar. {t}.", "high side {} bar, low side {} bar. {}."),
    // sections/ph_diagram.rs and ph_chart.rs
    ("Salida del evaporador", "Evaporator outlet"),
    ("Descarga del compresor", "Compressor discharge"),
    ("Salida del condensador", "Condenser outlet"),
    ("Después de la expansión", "After expansion"),
    (
        "Ciclo de {}: evaporación {} °C, condensación {} °C, gas a la entrada del compresor {} °C, subenfriamiento {} K{t}.",
        "{} cycle: evaporating {} °C, condensing {} °C, compressor inlet gas {} °C, subcooling {} K{}.",
    ),
    (
        "; punto 2: descarga isentrópica (sin temperatura de descarga)",
        "; point 2: isentropic discharge (no discharge temperature)",
    ),
    ("Diagrama p-h no disponible: {t}", "p-h diagram not available: {}"),
    ("Diagrama p-h · {}", "p-h diagram · {}"),
    ("2: descarga isentrópica", "2: isentropic discharge"),
    ("Entalpía (kJ/kg)", "Enthalpy (kJ/kg)"),
    ("Presión (bar abs)", "Pressure (bar abs)"),
    // envelope.rs and envelope_charts.rs
    ("Envolvente del fabricante", "Maker's envelope"),
    (
        "Envolvente del fabricante no indicada (límites por defecto de la herramienta)",
        "Maker's envelope not stated (the tool's default limits)",
    ),
    (
        "Envolvente rectangular (solo límites de evaporación y condensación)",
        "Rectangular envelope (evaporating and condensing limits only)",
    ),
    ("Evap: {} a {} °C · Cond: {} a {} °C", "Evap: {} to {} °C · Cond: {} to {} °C"),
    ("{} · fuera de rango", "{} · out of range"),
    (
        "Puntos numerados (su etiqueta no cabe en el gráfico):",
        "Numbered points (their label does not fit on the chart):",
    ),
    ("Temperatura de evaporación (°C)", "Evaporating temperature (°C)"),
    ("Temperatura de condensación (°C)", "Condensing temperature (°C)"),
    // sections/regulations.rs
    ("Jurisdicción: {t} · reglas vigentes al {}", "Jurisdiction: {} · rules in force on {}"),
    ("México", "Mexico"),
    ("España", "Spain"),
    ("Unión Europea", "European Union"),
    ("Otro país (solo EN 378-1)", "Other country (EN 378-1 only)"),
    ("Atención", "Attention"),
    // sections/source.rs
    (
        "Los resultados guardados no corresponden a esta versión del cálculo ({}); recalcule el proyecto.",
        "The saved results do not match this version of the calculation ({}); recalculate the project.",
    ),
    // sections/traceability.rs
    ("Código de verificación", "Verification code"),
    ("Identificador de la ficha", "Sheet identifier"),
    ("Emitida (UTC)", "Issued (UTC)"),
    ("Versión del proyecto", "Project version"),
    ("Plantilla", "Template"),
    ("Motor de cálculo", "Calculation engine"),
    ("CoolProp", "CoolProp"),
    ("Datos de refrigerantes (SHA-256)", "Refrigerant data (SHA-256)"),
    ("Calculado", "Calculated"),
    ("Juegos de coeficientes", "Coefficient sets"),
    ("{} juegos de coeficientes del catálogo ({*})", "{} catalogue coefficient sets ({})"),
    // sections/water.rs
    ("gal/min (EE. UU.)", "US gal/min"),
    ("{} gal/min (EE. UU.)", "{} US gal/min"),
    ("Fluido", "Fluid"),
    ("Caudal", "Flow"),
    ("Temperatura de entrada", "Inlet temperature"),
    ("Temperatura de salida", "Outlet temperature"),
    ("{} K (mín. {} K)", "{} K (min. {} K)"),
    ("Punto de congelación del fluido", "Freezing point of the fluid"),
    ("Margen de congelación · salida", "Freezing margin · outlet"),
    ("Margen de congelación · evaporación", "Freezing margin · evaporating"),
    ("Intercambiador de placas (circuito {})", "Plate heat exchanger (circuit {})"),
    ("{} · {} kW (insuficiente)", "{} · {} kW (insufficient)"),
    ("Aproximación (circuito {})", "Approach (circuit {})"),
    ("{} K (ajustada)", "{} K (tight)"),
    (
        "Intercambiador de placas: ninguno asignado en el proyecto; modelo y caída de presión del agua por definir.",
        "Plate heat exchanger: none assigned in the project; model and water pressure drop to be defined.",
    ),
    (
        "La caída de presión del agua en el intercambiador no figura: el catálogo de intercambiadores no la registra.",
        "The water pressure drop across the exchanger is not given: the exchanger catalogue does not record it.",
    ),
    // sections/water.rs, `ficha-10`: the plate exchanger's pressure drop.
    ("Caída de presión del agua (circuito {})", "Water pressure drop (circuit {})"),
    ("Caída de presión del fluido (circuito {})", "Fluid pressure drop (circuit {})"),
    ("{} con {}", "{} at {}"),
    ("{} con agua a {} (estimación)", "{} with water at {} (estimate)"),
    (
        "Con {t} la caída de presión es mayor que la indicada, que es la del agua al mismo caudal (estimación: el catálogo la da para agua); confírmela con el fabricante.",
        "With {} the pressure drop is higher than the one given, which is water's at the same flow (an estimate: the catalogue rates it for water); confirm it with the maker.",
    ),
    (
        "no conocida: el catálogo no da la caída de presión de este intercambiador o falta el caudal",
        "not known: the catalogue gives no pressure drop for this exchanger, or the flow is missing",
    ),
    ("Caída de presión de catálogo · {}", "Catalogue pressure drop · {}"),
    ("{} con {} de agua", "{} at {} of water"),
    (
        "Caída de presión a caudal de proyecto: la del catálogo escalada con el cuadrado del caudal (Δp ∝ caudal², flujo turbulento; SWEP, Refrigerant Handbook, cap. 1); cada intercambiador lleva la parte del caudal de su circuito, en proporción a su capacidad requerida.",
        "Pressure drop at the design flow: the catalogue's, scaled with the square of the flow (Δp ∝ flow², turbulent flow; SWEP, Refrigerant Handbook, ch. 1); each exchanger carries its circuit's part of the flow, in proportion to its required capacity.",
    ),
    (
        "Intercambiador de placas: ninguno asignado en el proyecto; modelo y caída de presión por definir.",
        "Plate heat exchanger: none assigned in the project; model and pressure drop to be defined.",
    ),
    ("Calor a disipar", "Heat to reject"),
    ("Caudal necesario", "Flow required"),
    ("Agua-agua (condensación por agua)", "Water-to-water (water-cooled condenser)"),
    ("Agua-aire (condensación por aire)", "Water-to-air (air-cooled condenser)"),
    // sections/water_flow.rs (`ficha-10`)
    ("Agua-aire (condensador enfriado por aire)", "Air-cooled (the condenser rejects heat to air)"),
    ("Agua-agua (condensador enfriado por agua)", "Water-cooled (the condenser rejects heat to water)"),
    ("Caudal (calculado de la capacidad requerida y las temperaturas)", "Flow (from the required capacity and the temperatures)"),
    // condenser.html (`ficha-10`)
    ("Partes de la carga total del condensador:", "Shares of the total condenser load:"),
    ("calculada del caudal y las temperaturas del fluido frío", "calculated from the chilled fluid's flow and temperatures"),
    ("indicada en el proyecto", "given in the project"),
    // Secondary fluids (refdata/secondary.json), as `fluid_in_words` names them.
    ("Agua", "Water"),
    ("Propilenglicol (MPG)", "Propylene glycol (MPG)"),
    ("Etilenglicol (MEG)", "Ethylene glycol (MEG)"),
    ("{t} al {} %", "{} at {} %"),
    // Refrigerants (refdata/refrigerants.json), by name.
    ("Mezcla {} {}", "{} blend {}"),
    ("Mezcla {}", "Blend {}"),
    ("1,1,1,2,3,3,3-Heptafluoropropano", "1,1,1,2,3,3,3-Heptafluoropropane"),
    ("1,1,1,2-Tetrafluoroetano", "1,1,1,2-Tetrafluoroethane"),
    ("1,1,1,3,3,3-Hexafluoropropano", "1,1,1,3,3,3-Hexafluoropropane"),
    ("1,1,1,3,3-Pentafluoropropano", "1,1,1,3,3-Pentafluoropropane"),
    ("1,1,1-Trifluoroetano", "1,1,1-Trifluoroethane"),
    ("1,1-Difluoroetano", "1,1-Difluoroethane"),
    ("2,2-Dicloro-1,1,1-trifluoroetano", "2,2-Dichloro-1,1,1-trifluoroethane"),
    ("2,3,3,3-Tetrafluoropropeno", "2,3,3,3-Tetrafluoropropene"),
    ("2-Cloro-1,1,1,2-tetrafluoroetano", "2-Chloro-1,1,1,2-tetrafluoroethane"),
    ("Amoniaco", "Ammonia"),
    ("Butano", "Butane"),
    ("Clorodifluorometano", "Chlorodifluoromethane"),
    ("Clorotrifluorometano", "Chlorotrifluoromethane"),
    ("Diclorodifluorometano", "Dichlorodifluoromethane"),
    ("Difluorometano", "Difluoromethane"),
    ("Dióxido de carbono", "Carbon dioxide"),
    ("Etano", "Ethane"),
    ("Etileno", "Ethylene"),
    ("Hexafluoroetano", "Hexafluoroethane"),
    ("Isobutano", "Isobutane"),
    ("Octafluoropropano", "Octafluoropropane"),
    ("Pentafluoroetano", "Pentafluoroethane"),
    ("Propano", "Propane"),
    ("Propileno", "Propylene"),
    ("Tetrafluorometano", "Tetrafluoromethane"),
    ("Trifluorometano", "Trifluoromethane"),
    ("cis-1,1,1,4,4,4-Hexafluoro-2-buteno", "cis-1,1,1,4,4,4-Hexafluoro-2-butene"),
    ("trans-1,3,3,3-Tetrafluoropropeno", "trans-1,3,3,3-Tetrafluoropropene"),
    ("trans-1-Cloro-3,3,3-trifluoropropeno", "trans-1-Chloro-3,3,3-trifluoropropene"),
];

/// The sheet's texts whose figures carry their unit, placed whatever the
/// unit (`ficha-8` on): an I-P sheet builds them with °F, psig, in...,
/// which the catalogue's entries above, written with the SI units, do not
/// place. Tried after every other table, so an SI sheet reads as before.
pub const UNIT_FREE: &Table = &[
    // sections/duty.rs
    (
        "Cifras según EN 12900 / AHRI 540 a {t}sobrecalentamiento {} ({t}) y subenfriamiento {} ({t}).",
        "Figures per EN 12900 / AHRI 540 at {}superheat {} ({}) and subcooling {} ({}).",
    ),
    ("retorno de gas {}, ", "return gas {}, "),
    ("{t}: rocío {}, burbuja {}, punto medio {}, deslizamiento {}", "{}: dew {}, bubble {}, mid-point {}, glide {}"),
    (
        "Corrección aplicada a sobrecalentamiento {} y subenfriamiento {} (Rice & Dabiri, F = {}): capacidad × {}, potencia × {}.",
        "Correction applied for superheat {} and subcooling {} (Rice & Dabiri, F = {}): capacity × {}, power × {}.",
    ),
    // sections/lines.rs
    ("{t}, pared {}", "{}, wall {}"),
    ("lado de alta {}, lado de baja {}. {t}.", "high side {}, low side {}. {}."),
    // sections/ph_diagram.rs and ph_chart.rs
    (
        "Ciclo de {}: evaporación {}, condensación {}, gas a la entrada del compresor {}, subenfriamiento {}{t}.",
        "{} cycle: evaporating {}, condensing {}, compressor inlet gas {}, subcooling {}{}.",
    ),
    (
        "; h y s con la referencia de ASHRAE (0 en el líquido saturado a -40 °F)",
        "; h and s referenced as ASHRAE does (0 for the saturated liquid at -40 °F)",
    ),
    (
        "; h y s con la referencia IIR (200 kJ/kg y 1 kJ/(kg·K) en el líquido saturado a 0 °C)",
        "; h and s referenced as the IIR does (200 kJ/kg and 1 kJ/(kg·K) for the saturated liquid at 0 °C)",
    ),
    ("Entalpía ({})", "Enthalpy ({})"),
    ("Presión ({})", "Pressure ({})"),
    // model.rs, `ficha-12`: a condensing unit of several suction circuits.
    (
        "Los {} circuitos de succión comparten el condensador, el recipiente de líquido y la línea de líquido: son un solo circuito frigorífico.",
        "The {} suction circuits share the condenser, the liquid receiver and the liquid line: they are one refrigerant circuit.",
    ),
    (
        "Los {} circuitos de succión comparten el condensador y la línea de líquido: son un solo circuito frigorífico.",
        "The {} suction circuits share the condenser and the liquid line: they are one refrigerant circuit.",
    ),
    // envelope.rs
    ("Evap: {} a {} · Cond: {} a {}", "Evap: {} to {} · Cond: {} to {}"),
    ("Temperatura de evaporación ({})", "Evaporating temperature ({})"),
    ("Temperatura de condensación ({})", "Condensing temperature ({})"),
    // sections/water.rs
    ("{} (mín. {})", "{} (min. {})"),
    ("{} · {} (insuficiente)", "{} · {} (insufficient)"),
    ("{} (ajustada)", "{} (tight)"),
    // model.rs: what an I-P sheet says of its units.
    (
        "Unidades I-P (°F, psig/psia, BTU/h y TR, lb, ft/in); la potencia eléctrica en kW, como la dan AHRI 540 y los fabricantes. Las cifras que el cálculo registró en SI (advertencias, notas, cumplimiento normativo) se imprimen convertidas; corrientes, frecuencias y t CO₂e no cambian.",
        "I-P units (°F, psig/psia, BTU/h and TR, lb, ft/in); electrical power in kW, as AHRI 540 and the makers give it. Figures the calculation recorded in SI (warnings, notes, regulatory compliance) print converted; currents, frequencies and t CO₂e do not change.",
    ),
];

/// Texts that sheets before `ficha-11` printed in Spanish on an English
/// sheet, or half in Spanish (tester defect 9 and the p-h caption): read
/// only by `ficha-11` on, before the other tables (a flow in US gal/min,
/// '26.4 gal/min (EE. UU.)', is not a value the catalogue's '{} con {}'
/// takes, and '{} con {}' took 'agua a …'), so older English sheets keep
/// their bytes.
pub const FROM_FICHA_11: &Table = &[
    // sections/water.rs: the pressure drop rows.
    ("{} con agua a {} gal/min (EE. UU.) (estimación)", "{} with water at {} US gal/min (estimate)"),
    ("{} con agua a {} (estimación)", "{} with water at {} (estimate)"),
    ("{} con {} gal/min (EE. UU.) de agua", "{} at {} US gal/min of water"),
    ("{} con {} gal/min (EE. UU.)", "{} at {} US gal/min"),
    // sections/water.rs: the evaporation's freezing margin.
    ("{} (más de {})", "{} (more than {})"),
    ("{} (al menos {})", "{} (at least {})"),
    // sections/water_table.rs
    ("{} (agua, estimación)", "{} (water's, estimate)"),
    ("no conocida", "not known"),
    // sections/water_table.rs, `ficha-12` on: capacities at the duty.
    ("(estimación)", "(estimate)"),
    // `ficha-14`: the flow an estimate is at.
    (
        "Cada capacidad «(estimación)» es la del intercambiador con el caudal de su fila, la parte del circuito del caudal de su lado: su UA a ese caudal por la DTML del circuito.",
        "Each capacity marked '(estimate)' is the exchanger's at the flow in its row, the circuit's part of its side's flow: its UA at that flow times the circuit's LMTD.",
    ),
    ("(sin verificar)", "(not verified)"),
    (
        "Capacidad del intercambiador en las condiciones del circuito (estimación): el catálogo la da con agua de {} a {} y evaporación a {}; su UA (capacidad / DTML) se lleva a la DTML del circuito, con el coeficiente del lado del fluido escalado del agua a {t} por Nu ∝ Re^0,748·Pr^(1/3) (Martin, VDI Heat Atlas, cap. B6) y ese lado como la mitad de la resistencia (supuesto). Confirme la selección con el fabricante.",
        "Exchanger capacity at the circuit's conditions (estimate): the catalogue rates it with water from {} to {} evaporating at {}; its UA (capacity / LMTD) is taken to the circuit's LMTD, with the fluid-side coefficient scaled from water to {} by Nu ∝ Re^0.748·Pr^(1/3) (Martin, VDI Heat Atlas, ch. B6) and that side as half of the resistance (an assumption). Confirm the selection with the maker.",
    ),
    (
        "{} ({t}): {} de catálogo; DTML {} frente a {} del catálogo; coeficiente del lado del fluido {} × el del agua; UA {} × el del catálogo.",
        "{} ({}): {} in the catalogue; LMTD {} against the catalogue's {}; fluid-side coefficient {} × water's; UA {} × the catalogue's.",
    ),
    (
        "Capacidad sin verificar: el catálogo la da con agua de {} a {} y evaporación a {}; con {t} y sin sus temperaturas de entrada y salida no se puede estimar en las condiciones del circuito. Confirme la selección con el fabricante.",
        "Capacity not verified: the catalogue rates it with water from {} to {} evaporating at {}; with {} and without its entering and leaving temperatures it cannot be estimated at the circuit's conditions. Confirm the selection with the maker.",
    ),
    // sections/water_table.rs, `ficha-13` on: the plate condensers' notes.
    (
        "Condensadores de placas: el más pequeño del catálogo (aplicación calor o ambos) que rechaza el calor de su circuito en la condición de diseño; el catálogo da su capacidad con agua de {} a {} y condensación a {}. Confirme la selección con el fabricante.",
        "Plate condensers: the smallest in the catalogue (application heating or both) that rejects its circuit's heat at the design condition; the catalogue rates its capacity with water from {} to {} condensing at {}. Confirm the selection with the maker.",
    ),
    (
        "Condensadores de placas: el más pequeño del catálogo (aplicación calor o ambos) que rechaza el calor de su circuito en la condición de diseño; el catálogo da su capacidad con agua de {} a {} y condensación a {}; en la condición de diseño es una estimación: su UA (capacidad / DTML) se lleva a la DTML del circuito, con el refrigerante a la temperatura de condensación (ASHRAE, HVAC Systems and Equipment, cap. 39) y el coeficiente del lado del agua escalado con el caudal por Nu ∝ Re^n·Pr^(1/3) (Martin, VDI Heat Atlas, cap. B6). Confirme la selección con el fabricante.",
        "Plate condensers: the smallest in the catalogue (application heating or both) that rejects its circuit's heat at the design condition; the catalogue rates its capacity with water from {} to {} condensing at {}; at the design condition it is an estimate: its UA (capacity / LMTD) is taken to the circuit's LMTD, with the refrigerant at the condensing temperature (ASHRAE, HVAC Systems and Equipment, ch. 39) and the water-side coefficient scaled with the flow by Nu ∝ Re^n·Pr^(1/3) (Martin, VDI Heat Atlas, ch. B6). Confirm the selection with the maker.",
    ),
    (
        "Caída de presión del agua en el condensador: la del catálogo escalada con el cuadrado del caudal (Δp ∝ caudal²; SWEP, Refrigerant Handbook, cap. 1); cada condensador lleva la parte del caudal del lado caliente de su circuito, en proporción a su calor rechazado.",
        "Water pressure drop in the condenser: the catalogue's scaled with the square of the flow (Δp ∝ flow²; SWEP, Refrigerant Handbook, ch. 1); each condenser carries its circuit's part of the hot-side flow, in proportion to its heat rejected.",
    ),
    (
        "Capacidad sin verificar: el catálogo la da con agua de {} a {} y evaporación a {}; con {t} entre estas temperaturas (fuera de la tabla de propiedades del fluido) no se puede estimar en las condiciones del circuito. Confirme la selección con el fabricante.",
        "Capacity not verified: the catalogue rates it with water from {} to {} evaporating at {}; with {} between these temperatures (outside the fluid's property table) it cannot be estimated at the circuit's conditions. Confirm the selection with the maker.",
    ),
    // sections/ph_diagram.rs: three circuits or more drawn as one, and the
    // caption of a cycle drawn with an isentropic discharge.
    ("Circuitos {*} y {}", "Circuits {} and {}"),
    (
        "; punto 2: descarga isentrópica (sin temperatura de descarga){t}",
        "; point 2: isentropic discharge (no discharge temperature){}",
    ),
];

/// Texts only `ficha-12` on reads, first: the demo catalogue's marker
/// in a model's name (tester report 3, minor: 'CAD-4V-130 (demostración)'
/// on an English sheet), so older English sheets keep their bytes.
pub const FROM_FICHA_12: &Table = &[("{} (demostración)", "{} (demo)")];

/// Texts only `ficha-14` on reads, first: an RLA row of one of several
/// circuits, 'RLA 3DA3-075E-TFD · Circuito 1 (MT)', whose circuit older
/// English sheets printed in Spanish (the model's pattern took the whole
/// rest), so those keep their bytes.
/// Also first: sections/electrical.rs's variable-speed RLA, before "{}
/// Hz" and "RLA {}", which would take it for a figure or a model.
pub const FROM_FICHA_14: &Table = &[
    ("Veredicto · {t}: {t}", "Verdict · {}: {}"),
    ("Veredicto del equipo: {t}", "Unit's verdict: {}"),
    (
        "Línea de gas caliente para el deshielo: no dimensionada. El método de cálculo de la herramienta no la incluye y el proyecto no indica la carga de deshielo de los evaporadores; dimensiónela aparte (ASHRAE Handbook—Refrigeration, cap. 1, deshielo por gas caliente).",
        "Hot-gas defrost line: not sized. The tool's calculation method does not include it and the project gives no defrost load of the evaporators; size it separately (ASHRAE Handbook—Refrigeration, ch. 1, hot-gas defrost).",
    ),
    ("Capacidad nominal a ΔT {}", "Rated capacity at ΔT {}"),
    ("{} (catálogo del condensador)", "{} (condenser's catalogue)"),
    ("{} (indicada en el proyecto)", "{} (stated in the project)"),
    (
        "El proyecto no indica a qué ΔT corresponde la capacidad nominal del condensador: se toma la de catálogo por defecto, 15 K (EN 327).",
        "The project does not state the ΔT the condenser's capacity is rated at: the catalogue default, 15 K (EN 327), is taken.",
    ),
    ("RLA {} a {} Hz · {t}", "RLA {} at {} Hz · {}"),
    ("RLA {} a {} Hz", "RLA {} at {} Hz"),
    ("RLA {} · {t}", "RLA {} · {}"),
    // Engine 1.13.0's raised PS (design_pressure.rs): the recorded table's
    // English kept the parenthesis in Spanish; ficha-13 sheets as issued.
    (
        "{t}; elevada para que el presostato de alta, a {} K sobre la condensación de diseño de {} °C, quede al 90 % de PS como máximo (práctica habitual y margen elegido por el producto; el limitador puede llegar a PS según EN 378-2)",
        "{}; raised so that the high-pressure cut-out, {} K above the design condensing at {} °C, is at 90 % of PS at most (common practice and a margin chosen by the product; the limiter may reach PS under EN 378-2)",
    ),
    // sections/water_words.rs: a glycol's concentration with its basis.
    ("{t} al {} % en masa", "{} at {} % by mass"),
    (
        "Capacidad del intercambiador en las condiciones del circuito (estimación): el catálogo la da con agua de {} a {} y evaporación a {}; su UA (capacidad / DTML) se lleva a la DTML del circuito, con el coeficiente del lado del agua llevado a su caudal y temperaturas por Nu ∝ Re^0,748·Pr^(1/3) (Martin, VDI Heat Atlas, cap. B6) y ese lado como la mitad de la resistencia (supuesto). Confirme la selección con el fabricante.",
        "Exchanger capacity at the circuit's conditions (estimate): the catalogue rates it with water from {} to {} evaporating at {}; its UA (capacity / LMTD) is taken to the circuit's LMTD, with the water-side coefficient taken to its flow and temperatures by Nu ∝ Re^0.748·Pr^(1/3) (Martin, VDI Heat Atlas, ch. B6) and that side as half of the resistance (an assumption). Confirm the selection with the maker.",
    ),
    (
        "Condensadores de placas: el más pequeño del catálogo (aplicación calor o ambos) que rechaza el calor de su circuito en la condición de diseño; el catálogo da su capacidad con agua de {} a {} y condensación a {}; en la condición de diseño es una estimación: su UA (capacidad / DTML) se lleva a la DTML del circuito, con el refrigerante a la temperatura de condensación (ASHRAE, HVAC Systems and Equipment, cap. 39) y el coeficiente del lado del fluido escalado del agua a {t} y a su caudal por Nu ∝ Re^n·Pr^(1/3) (Martin, VDI Heat Atlas, cap. B6). Confirme la selección con el fabricante.",
        "Plate condensers: the smallest in the catalogue (application heating or both) that rejects its circuit's heat at the design condition; the catalogue rates its capacity with water from {} to {} condensing at {}; at the design condition it is an estimate: its UA (capacity / LMTD) is taken to the circuit's LMTD, with the refrigerant at the condensing temperature (ASHRAE, HVAC Systems and Equipment, ch. 39) and the fluid-side coefficient scaled from water to {} and to its flow by Nu ∝ Re^n·Pr^(1/3) (Martin, VDI Heat Atlas, ch. B6). Confirm the selection with the maker.",
    ),
    (
        "Caída de presión del fluido en el condensador: la del agua al mismo caudal, la del catálogo escalada con el cuadrado del caudal (Δp ∝ caudal²; SWEP, Refrigerant Handbook, cap. 1); con {t} es mayor (estimación: el catálogo la da para agua); confírmela con el fabricante. Cada condensador lleva la parte del caudal del lado caliente de su circuito, en proporción a su calor rechazado.",
        "Fluid pressure drop in the condenser: water's at the same flow, the catalogue's scaled with the square of the flow (Δp ∝ flow²; SWEP, Refrigerant Handbook, ch. 1); with {} it is higher (an estimate: the catalogue rates it for water); confirm it with the maker. Each condenser carries its circuit's part of the hot-side flow, in proportion to its heat rejected.",
    ),
    // sections/water_words.rs: the water side's recorded warnings as the sheet words them.
    (
        "Caudal del lado caliente insuficiente: {} de {t} para {} necesarios ({} de {} a {}): el fluido saldría a {} (salto de {} en vez de {}) y subiría la temperatura de condensación",
        "Hot-side flow too low: {} of {} where {} are needed ({} from {} to {}): the fluid would leave at {} (a rise of {} instead of {}) and the condensing temperature would rise",
    ),
    (
        "Caída de presión excesiva en el intercambiador {} del circuito {}: {} con {}, más de los {} que admite el producto en un evaporador de placas soldadas; elija un intercambiador mayor o confírmela con el fabricante",
        "Excessive pressure drop in exchanger {} of circuit {}: {} at {}, more than the {} the product allows in a brazed-plate evaporator; choose a larger exchanger or confirm it with the maker",
    ),
    (
        "Caída de presión excesiva en el condensador {} del circuito {}: {} con {}, más de los {} que admite el producto en un intercambiador de placas soldadas; ninguno mayor del catálogo la reduce: confírmela con el fabricante",
        "Excessive pressure drop in condenser {} of circuit {}: {} at {}, more than the {} the product allows in a brazed-plate exchanger; no larger one in the catalogue reduces it: confirm it with the maker",
    ),
];

/// Which tables a sheet reads its texts by, fixed by its template version.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Reading {
    /// `ficha-8` on: [`UNIT_FREE`].
    pub unit_free: bool,
    /// `ficha-11` on: [`FROM_FICHA_11`].
    pub ficha_11: bool,
    /// `ficha-12` on: [`FROM_FICHA_12`].
    pub ficha_12: bool,
    /// `ficha-14` on: [`FROM_FICHA_14`].
    pub ficha_14: bool,
}

impl From<bool> for Reading {
    /// The reading of a sheet up to `ficha-10`: unit-free or not.
    fn from(unit_free: bool) -> Self {
        Reading { unit_free, ficha_11: false, ficha_12: false, ficha_14: false }
    }
}

/// From `ficha-11` its own patterns first; then the sheet's tables, the
/// recorded answers' ones and, from `ficha-8` (`unit_free`), the
/// unit-free patterns last.
fn tables(reading: Reading) -> Vec<&'static Table> {
    let mut tables = Vec::new();
    if reading.ficha_14 {
        tables.push(FROM_FICHA_14);
    }
    if reading.ficha_12 {
        tables.push(FROM_FICHA_12);
    }
    if reading.ficha_11 {
        tables.push(FROM_FICHA_11);
    }
    tables.extend([CATALOGUE, RECORDED[0], RECORDED[1]]);
    if reading.unit_free {
        tables.push(UNIT_FREE);
    }
    tables
}

/// The English of any Spanish text a sheet of the current version prints,
/// if an entry places it.
pub fn english(spanish: &str) -> Option<String> {
    english_as_of(Reading { unit_free: true, ficha_11: true, ficha_12: true, ficha_14: true }, spanish)
}

/// The English of a Spanish text, with the unit-free patterns where the
/// sheet's version reads by them (`ficha-8` on).
pub fn english_as_of(reading: impl Into<Reading>, spanish: &str) -> Option<String> {
    translate(&tables(reading.into()), spanish)
}

/// The English of a text on an English sheet: placed, or the Spanish marked
/// as untranslated.
pub fn english_or_marked(spanish: &str) -> String {
    english_or_marked_as_of(Reading { unit_free: true, ficha_11: true, ficha_12: true, ficha_14: true }, spanish)
}

/// As [`english_or_marked`], for a sheet whose version reads by the
/// unit-free patterns or not.
pub fn english_or_marked_as_of(reading: impl Into<Reading>, spanish: &str) -> String {
    english_as_of(reading, spanish).unwrap_or_else(|| format!("{UNTRANSLATED}{spanish}"))
}

/// The English pattern of a template's own text (its exact entry).
pub fn template_english(spanish: &str) -> Option<&'static str> {
    CATALOGUE.iter().find(|(es, _)| *es == spanish).map(|(_, en)| *en)
}

/// An RFC 3339 instant as an English sheet prints a date: ISO 8601
/// (2026-11-27, UTC), which no reader takes for day-month or month-day
/// (docs/decisions/2026-11-27-english-sheet-numbers.md).
pub fn iso_date(rfc3339: &str) -> String {
    chrono::DateTime::parse_from_rfc3339(rfc3339)
        .map(|t| t.with_timezone(&chrono::Utc).format("%Y-%m-%d").to_string())
        .unwrap_or_else(|_| rfc3339.to_string())
}

/// The texts of an SVG chart in English: each `<text>` element's content
/// and the `aria-label`, translated where an entry places them (a point's
/// label is a compressor's model, a tick a figure: those stay as drawn);
/// everything else as drawn.
pub fn svg_in_english(svg: &str) -> String {
    svg_in_english_as_of(Reading { unit_free: true, ficha_11: true, ficha_12: true, ficha_14: true }, svg)
}

/// As [`svg_in_english`], for a sheet whose version reads by the unit-free
/// patterns or not.
pub fn svg_in_english_as_of(reading: impl Into<Reading>, svg: &str) -> String {
    let unit_free: Reading = reading.into();
    let mut out = String::with_capacity(svg.len());
    let mut rest = svg;
    loop {
        let text_at = rest.find("<text");
        let label_at = rest.find("aria-label=\"");
        match (text_at, label_at) {
            (Some(t), l) if l.is_none_or(|l| t < l) => {
                let Some(close) = rest[t..].find('>').map(|c| t + c + 1) else { break };
                let Some(end) = rest[close..].find("</text>").map(|e| close + e) else { break };
                out.push_str(&rest[..close]);
                out.push_str(&xml_text(&chart_english(unit_free, &unescape_xml(&rest[close..end]))));
                rest = &rest[end..];
            }
            (_, Some(l)) => {
                let start = l + "aria-label=\"".len();
                let Some(end) = rest[start..].find('"').map(|e| start + e) else { break };
                out.push_str(&rest[..start]);
                out.push_str(&xml_text(&chart_english(unit_free, &unescape_xml(&rest[start..end]))));
                rest = &rest[end..];
            }
            _ => break,
        }
    }
    out.push_str(rest);
    out
}

fn chart_english(unit_free: Reading, text: &str) -> String {
    english_as_of(unit_free, text).unwrap_or_else(|| text.to_string())
}

fn unescape_xml(text: &str) -> String {
    text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'").replace("&amp;", "&")
}

fn xml_text(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
#[path = "language_tests.rs"]
mod tests;
