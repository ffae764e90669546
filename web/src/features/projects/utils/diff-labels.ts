// The Spanish label and unit of every key a project version holds (its
// inputs and the calculation's answer), for the version diff (issue 24:
// every row labelled, with its unit). Units are the stored SI ones; the
// diff shows them in the user's display units (web/src/lib/units.ts).
// diff-labels.test.ts walks real answers of the four equipment types and
// fails for a key this table does not name.
import type { Quantity } from "@/lib/format";
import { CAPACITY_CONTROL_WORDS, FAN_TYPE_WORDS, SHEET_LANGUAGE_WORDS, SHEET_UNITS_WORDS } from "@/lib/option-words";
import { CONDENSER_STATUS_WORDS, FINDING_WORDS, LINE_CRITERIA_WORDS, OIL_FINDING_WORDS } from "@/lib/verdict-words";

export interface Field {
  label: string;
  /** Stored unit; values are divided by `scale` first (W -> kW). "bar" is a gauge pressure, "bar(a)" an absolute one. */
  unit?: string;
  scale?: number;
  /** Its decimals come from the quantity table (domain/data/number-format.json). */
  quantity?: Quantity;
}

const T = (label: string): Field => ({ label, unit: "°C", quantity: "temperature" });
const DT = (label: string): Field => ({ label, unit: "K", quantity: "temperatureDifference" });
const KW = (label: string): Field => ({ label, unit: "kW", scale: 1000, quantity: "capacity" });
const PCT = (label: string): Field => ({ label, unit: "%", quantity: "percent" });
const BAR = (label: string): Field => ({ label, unit: "bar", quantity: "pressure" });
const KPA = (label: string): Field => ({ label, unit: "kPa", quantity: "pressureDrop" });
const MS = (label: string): Field => ({ label, unit: "m/s", quantity: "velocity" });
// A tube's size: mm, or inches to the thousandth, as the results' lines table shows it.
const MM = (label: string): Field => ({ label, unit: "mm", quantity: "pipeDiameter" });
const A = (label: string): Field => ({ label, unit: "A", quantity: "current" });
const FACTOR = (label: string): Field => ({ label, quantity: "factor" });
const TEXT = (label: string): Field => ({ label });

/** By the key's name, wherever it sits. */
export const FIELDS: Record<string, Field> = {
  // The project's inputs.
  name: TEXT("Nombre"),
  equipmentType: TEXT("Tipo de equipo"),
  voltage: { label: "Voltaje", unit: "V", quantity: "voltage" },
  frequency: { label: "Frecuencia", unit: "Hz", quantity: "frequency" },
  refrigerant: TEXT("Refrigerante"),
  compressorType: TEXT("Tipo de compresor"),
  evapTemp: T("Temp. evaporación"),
  condTemp: T("Temp. condensación"),
  evapPressure: TEXT("Presión de evaporación"),
  condPressure: TEXT("Presión de condensación"),
  // The pressure entered for a condition: bar absolute, shown in the user's absolute unit.
  absoluteBar: { label: "Absoluta", unit: "bar(a)", quantity: "pressure" },
  gauge: TEXT("Leída en manómetro"),
  superheat: DT("Sobrecalentamiento"),
  subcooling: DT("Subenfriamiento"),
  ambientTemp: T("Temp. ambiente"),
  tempIn: T("Temp. entrada"),
  tempOut: T("Temp. salida"),
  // In the unit of the side's flowRateUnit (L/min, GPM or m³/h).
  flowRate: { label: "Caudal", quantity: "flow" },
  flowRateUnit: TEXT("Unidad de caudal"),
  fluidType: TEXT("Fluido"),
  requiredCapacity: { label: "Capacidad requerida", unit: "kW", quantity: "capacity" },
  model: TEXT("Modelo"),
  type: TEXT("Tipo"),
  id: TEXT("Identificador"),
  compressorId: TEXT("Compresor del catálogo"),
  heatExchangerId: TEXT("Intercambiador del catálogo"),
  isPro: TEXT("Modelo PRO"),
  proDescription: TEXT("Descripción PRO"),
  sheetUnits: TEXT("Unidades de la ficha"),
  sheetLanguage: TEXT("Idioma de la ficha"),
  designNotes: TEXT("Notas de diseño"),
  designImages: TEXT("Imágenes de diseño"),
  customer: TEXT("Cliente"),
  responsable: TEXT("Responsable"),
  gun: TEXT("Proyecto"),
  project: TEXT("Proyecto"),
  modelName: TEXT("Nombre del modelo"),
  chillerType: TEXT("Tipo de chiller"),
  capacityMethod: TEXT("Método de capacidad"),
  capacityControl: TEXT("Control de capacidad"),
  condenserFanType: TEXT("Ventiladores del condensador"),
  controllerBrand: TEXT("Marca del controlador"),
  controllerModel: TEXT("Modelo del controlador"),
  autoSelectCondenser: TEXT("Selección automática del condensador"),
  hotGasDefrost: TEXT("Deshielo por gas caliente"),
  pipeDistance: { label: "Distancia de tubería", unit: "m", quantity: "distance" },
  length: { label: "Largo", unit: "mm", quantity: "length" },
  width: { label: "Ancho", unit: "mm", quantity: "length" },
  height: { label: "Alto", unit: "mm", quantity: "length" },
  shippingWeight: { label: "Peso de embarque", unit: "kg", quantity: "weight" },
  numberOfCircuits: { label: "Número de circuitos", quantity: "count" },
  numberOfLines: { label: "Número de líneas", quantity: "count" },
  condenserOversizing: PCT("Sobredimensionamiento"),
  oilSeparators: TEXT("Separadores de aceite"),
  receivers: TEXT("Recibidores"),
  filterDriers: TEXT("Filtros deshidratadores"),
  dryFilters: TEXT("Filtros deshidratadores"),
  suctionAccumulator: TEXT("Acumulador de succión"),
  economizer: TEXT("Economizador"),
  jurisdiction: TEXT("Normativa"),
  referenceDate: TEXT("Fecha de referencia"),
  numberLocale: TEXT("Formato de números"),
  roomVolume: { label: "Volumen del local", unit: "m³", quantity: "volume" },
  accessCategory: TEXT("Categoría de acceso"),
  locationClass: TEXT("Clase de ubicación"),

  // The calculation's answer (W, A, °C, K, bar gauge, kPa, m/s, mm).
  coolingCapacity: KW("Capacidad frigorífica"),
  powerInput: { label: "Potencia", unit: "kW", scale: 1000, quantity: "power" },
  current: A("Corriente"),
  dischargeTemp: T("Temp. descarga"),
  suctionTemp: T("Temp. succión"),
  returnGasTemp: T("Temp. gas de retorno"),
  massFlow: { label: "Flujo másico", unit: "kg/h", quantity: "flow" },
  minimumMassFlow: { label: "Flujo másico mínimo", unit: "kg/h", quantity: "flow" },
  loadedMassFlow: { label: "Flujo másico del scroll digital en carga", unit: "kg/h", quantity: "flow" },
  oilCoolingCapacity: KW("Enfriamiento de aceite"),
  heatRejection: KW("Rechazo de calor"),
  oilCooling: KW("Enfriamiento de aceite"),
  oilCoolingFactor: { label: "Factor de enfriamiento de aceite", quantity: "oilCoolingFactor" },
  totalCondenserLoad: KW("Carga total del condensador"),
  capacity: KW("Capacidad"),
  maximum: KW("Capacidad máxima"),
  minimum: KW("Capacidad mínima"),
  maximumFrequency: { label: "Frecuencia máxima", unit: "Hz", quantity: "frequency" },
  minimumFrequency: { label: "Frecuencia mínima", unit: "Hz", quantity: "frequency" },
  leadModel: TEXT("Compresor guía"),
  basis: TEXT("Base"),
  estimated: TEXT("Estimado"),
  inEnvelope: TEXT("Dentro de la envolvente"),
  insufficient: TEXT("Capacidad insuficiente"),
  envelopeSource: TEXT("Origen de la envolvente"),
  polynomialIds: TEXT("Polinomios usados"),
  setBasis: TEXT("Base del juego de coeficientes"),
  setEvapTemp: T("Temp. evaporación del juego de coeficientes"),
  setCondTemp: T("Temp. condensación del juego de coeficientes"),
  evapTempMin: T("Temp. evaporación mínima"),
  evapTempMax: T("Temp. evaporación máxima"),
  condTempMin: T("Temp. condensación mínima"),
  condTempMax: T("Temp. condensación máxima"),
  correction: TEXT("Corrección"),
  superheatSource: TEXT("Origen del sobrecalentamiento"),
  subcoolingSource: TEXT("Origen del subenfriamiento"),
  mca: A("MCA"),
  mocp: { label: "MOCP", unit: "A", quantity: "overcurrentProtection" },
  rla: A("RLA"),
  rlaBasis: TEXT("Base de la RLA"),
  rlaFrequency: { label: "Velocidad de la RLA", unit: "Hz", quantity: "frequency" },
  rlaEnvelope: TEXT("Envolvente de la RLA estimada"),
  lowest: { label: "Velocidad mínima del variador", unit: "Hz", quantity: "frequency" },
  highest: { label: "Velocidad máxima del variador", unit: "Hz", quantity: "frequency" },
  minimumShare: FACTOR("Mínimo del compresor líder"),
  breaker: { label: "Interruptor", unit: "A", quantity: "overcurrentProtection" },
  conductor: TEXT("Conductor"),
  conductorMm2: { label: "Sección del conductor", unit: "mm²", quantity: "conductorSection" },
  notes: TEXT("Notas"),
  crankcaseHeaters: A("Calefactores de cárter"),
  controlConsumption: A("Consumo de control"),
  recommendedCharge: { label: "Carga recomendada", unit: "kg", quantity: "charge" },
  subtotal: { label: "Subtotal", unit: "kg", quantity: "charge" },
  margin: { label: "Margen de seguridad", unit: "kg", quantity: "charge" },
  mass: { label: "Masa", unit: "kg", quantity: "charge" },
  volume: { label: "Volumen", unit: "L", quantity: "volume" },
  component: TEXT("Componente"),
  guidance: TEXT("Indicaciones"),
  co2Equivalent: { label: "CO₂ equivalente", unit: "t", quantity: "co2Equivalent" },
  percentage: PCT("Porcentaje"),
  reserve: PCT("Reserva"),
  reserveStatus: TEXT("Estado de la reserva"),
  utilisation: PCT("Utilización"),
  utilisationStatus: TEXT("Estado de la utilización"),
  status: TEXT("Estado"),
  cop: { label: "COP", quantity: "cop" },
  copWithFans: { label: "COP con ventiladores del condensador", quantity: "cop" },
  eerWithFans: { label: "EER con ventiladores del condensador", unit: "BTU/(W·h)", quantity: "cop" },
  approach: DT("Aproximación"),
  ratedCapacity: KW("Capacidad de catálogo"),
  ratedDeltaT: DT("ΔT nominal"),
  selectionError: TEXT("Sin condensador"),
  tight: TEXT("Aproximación ajustada"),
  sufficient: TEXT("Suficiente"),
  circuitId: TEXT("Circuito"),
  coldSideFlow: { label: "Caudal del lado frío", unit: "L/min", quantity: "flow" },
  generatedModelName: TEXT("Modelo generado"),
  fanCount: { label: "Ventiladores", quantity: "count" },
  fanPowerConsumption: { label: "Potencia de ventiladores", unit: "kW", scale: 1000, quantity: "fanPower" },
  isMicrochannel: TEXT("Microcanal"),
  isOutOfRange: TEXT("Fuera de rango"),
  message: TEXT("Mensaje"),
  rule: TEXT("Regla"),
  source: TEXT("Fuente"),
  date: TEXT("Fecha"),
  // Lines.
  lineNumber: { label: "Línea", quantity: "count" },
  kind: TEXT("Tipo de línea"),
  material: TEXT("Material"),
  diameter: TEXT("Diámetro"),
  diameterMm: MM("Diámetro exterior"),
  innerDiameterMm: MM("Diámetro interior"),
  wallMm: MM("Espesor de pared"),
  schedule: TEXT("Cédula"),
  equivalentLength: { label: "Longitud equivalente", unit: "m", quantity: "distance" },
  liquidLift: { label: "Desnivel de la línea de líquido", unit: "m", quantity: "distance" },
  velocity: MS("Velocidad"),
  velocityAtMinimum: MS("Velocidad a carga mínima"),
  velocityAtFullLoad: MS("Velocidad a plena carga"),
  minimumVelocity: MS("Velocidad mínima"),
  minimumVertical: MS("Velocidad mínima en montante"),
  horizontalOk: TEXT("Arrastre de aceite en horizontal"),
  riserOk: TEXT("Arrastre de aceite en montante"),
  pressureDropKpa: KPA("Caída de presión"),
  penaltyK: { label: "Penalización", unit: "K", quantity: "saturationPenalty" },
  penaltyKPerM: { label: "Penalización por metro", unit: "K/m", quantity: "saturationPenalty" },
  designPressure: BAR("Presión de diseño PS"),
  maxAllowablePressure: BAR("Presión admisible"),
  pressureOk: TEXT("Resiste PS"),
  meetsCriteria: TEXT("Cumple los criterios"),
  // A line's verdict and the oil-return finding at a range's minimum (engine 1.13.0).
  criteria: TEXT("Criterios"),
  oilNotLiftedAtMinimum: TEXT("El aceite no sube en el escalón mínimo"),
  finding: TEXT("Resultado"),
  lines: TEXT("Líneas"),
  availableKpa: KPA("Caída disponible"),
  frictionKpa: KPA("Caída por fricción"),
  liftKpa: KPA("Caída por elevación"),
  ok: TEXT("Correcto"),
  highSide: BAR("Lado de alta"),
  lowSide: BAR("Lado de baja"),
  highSideTemp: T("Temp. lado de alta"),
  lowSideTemp: T("Temp. lado de baja"),
  density: { label: "Densidad", unit: "kg/m³", quantity: "density" },
  note: TEXT("Nota"),
  compressionHeat: TEXT("Calor de compresión"),
  // The calculation's provenance and the defaults it used.
  engineVersion: TEXT("Versión del motor de cálculo"),
  coolpropVersion: TEXT("Versión de CoolProp"),
  datasetHash: TEXT("Huella de los datos"),
  chargeMargin: FACTOR("Margen de carga"),
  condenserLiquidFraction: FACTOR("Fracción de líquido en el condensador"),
  condenserLitresPerKw: { label: "Volumen del condensador por kW", unit: "L/kW", quantity: "volume" },
  receiverLitresPerKw: { label: "Volumen del recibidor por kW", unit: "L/kW", quantity: "volume" },
  receiverLevel: FACTOR("Nivel del recibidor"),
  evaporatorKgPerKw: { label: "Carga del evaporador por kW", unit: "kg/kW", quantity: "charge" },
  controlVa: { label: "Consumo de control", unit: "VA", quantity: "count" },
  crankcaseHeaterW: { label: "Calefactor de cárter", unit: "W", quantity: "count" },
  suctionMaxKPerM: { label: "Penalización máx. por metro en succión", unit: "K/m", quantity: "saturationPenalty" },
  suctionMaxTotalK: { label: "Penalización máx. en succión", unit: "K", quantity: "saturationPenalty" },
  suctionMaxVelocity: MS("Velocidad máx. en succión"),
  dischargeMaxKPerM: { label: "Penalización máx. por metro en descarga", unit: "K/m", quantity: "saturationPenalty" },
  dischargeMaxTotalK: { label: "Penalización máx. en descarga", unit: "K", quantity: "saturationPenalty" },
  dischargeMaxVelocity: MS("Velocidad máx. en descarga"),
  dischargeMinVelocity: MS("Velocidad mín. en descarga"),
  dischargeTempLimit: T("Límite de temp. de descarga"),
  liquidMaxKPerM: { label: "Penalización máx. por metro en líquido", unit: "K/m", quantity: "saturationPenalty" },
  liquidMaxTotalK: { label: "Penalización máx. en líquido", unit: "K", quantity: "saturationPenalty" },
  liquidMaxVelocity: MS("Velocidad máx. en líquido"),
  freezingMargin: DT("Margen contra congelación"),
  evaporationFreezingMargin: DT("Margen contra congelación en evaporación"),
  fittingsFactor: FACTOR("Factor de accesorios"),
  oilCoolingReciprocating: FACTOR("Enfriamiento de aceite, alternativos"),
  oilCoolingScrew: FACTOR("Enfriamiento de aceite, tornillo"),
  oilDensity: { label: "Densidad del aceite", unit: "kg/m³", quantity: "density" },
  powerFactor: FACTOR("Factor de potencia"),
  powerFactorEcFans: FACTOR("Factor de potencia, ventiladores EC"),
  ratingSuperheat: DT("Sobrecalentamiento de catálogo"),
  ratingSubcooling: DT("Subenfriamiento de catálogo"),
  riceDabiriFactor: FACTOR("Factor de Rice y Dabiri"),
  vfdMinimum: FACTOR("Mínimo del variador"),
  digitalMinimum: FACTOR("Mínimo del scroll digital"),
  plateEvaporatorKgPerKw: { label: "Carga del evaporador de placas por kW", unit: "kg/kW", quantity: "charge" },
  plateCondenserKgPerKw: { label: "Carga del condensador de placas por kW", unit: "kg/kW", quantity: "charge" },
  // Inputs added since the table was written (chiller cold side, the condensing unit's condenser).
  equipmentPhotoUrl: TEXT("Foto del equipo"),
  calculationMode: TEXT("Método de cálculo"),
  inputCapacity: { label: "Capacidad indicada", quantity: "capacity" },
  capacityUnit: TEXT("Unidad de capacidad"),
  calculatedCapacity: KW("Capacidad calculada"),
  calculatedFlowRate: { label: "Caudal calculado", quantity: "flow" },
  filterMicrochannelOnly: TEXT("Solo condensadores de microcanal"),
  condenserId: TEXT("Condensador del catálogo"),
  condenserModel: TEXT("Modelo de condensador"),
  condenserCapacity: KW("Capacidad del condensador"),
  condenserFanCount: { label: "Ventiladores del condensador", quantity: "count" },
  condenserFanPower: { label: "Potencia de ventiladores del condensador", unit: "kW", scale: 1000, quantity: "fanPower" },
  condenserIsMicrochannel: TEXT("Condensador de microcanal"),
  circuitBreakers: TEXT("Interruptores automáticos"),
  liquidLineSight: TEXT("Visor de líquido"),
  // Answer fields of engine 1.10.0 and 1.11.0.
  compressorsCapacity: KW("Capacidad de los compresores"),
  load: KW("Carga del condensador"),
  origin: TEXT("Selección"),
  label: TEXT("Circuito"),
  steelForPressure: TEXT("Acero por la presión de diseño"),
  requiredFlow: { label: "Caudal necesario", unit: "L/min", quantity: "flow" },
  givenFlow: { label: "Caudal indicado", unit: "L/min", quantity: "flow" },
  difference: { label: "Diferencia de caudal", unit: "L/min", quantity: "flow" },
  kpa: KPA("Caída de presión"),
  flowLmin: { label: "Caudal", unit: "L/min", quantity: "flow" },
  ratedKpa: KPA("Caída de presión de catálogo"),
  ratedFlowLmin: { label: "Caudal de catálogo", unit: "L/min", quantity: "flow" },
  ratedForWaterOnly: TEXT("Catálogo solo para agua"),
  exponent: FACTOR("Exponente de la caída con el caudal"),
  // Engine 1.12.0 (water): exchangers judged at the duty, condensers' duties.
  capacityBasis: TEXT("Base de la capacidad"),
  ratedLmtd: DT("DTML de catálogo"),
  dutyLmtd: DT("DTML del circuito"),
  filmRatio: FACTOR("Coeficiente del fluido / agua"),
  uaRatio: FACTOR("UA / UA de catálogo"),
  fluidSideShare: FACTOR("Parte de la resistencia del lado del fluido"),
  reynoldsExponent: FACTOR("Exponente de Re"),
  flow: { label: "Caudal", unit: "L/min", quantity: "flow" },
};

/**
 * Keys whose meaning depends on where they sit (the electrical loads' totals
 * and condenser are currents; the condenser's share of heat is a percentage).
 * Matched against the path's named segments, the longest suffix first.
 */
export const PLACED: Record<string, Field> = {
  "electricalLoads.totals": A("Corriente total"),
  "electricalLoads.condenser": A("Condensador"),
  "electricalLoads.voltage": { label: "Voltaje", unit: "V", quantity: "voltage" },
  "autoSelectError.requiredCapacity": KW("Capacidad requerida"),
  "heatExchangerChecks.requiredCapacity": KW("Capacidad requerida"),
  // A line split's values: percentages or capacities, as its type says.
  "division.values": FACTOR("Valor"),
  // The field run the lines were sized for (engine 1.13.0): m, not a frame's mm.
  "fieldRun.length": { label: "Longitud", unit: "m", quantity: "distance" },
};

/** Lists whose items are named: by a field of the item when it has one, else numbered from 1. */
export interface Item {
  label: string;
  /** The item's field that names it ('component' of a charge breakdown row). */
  nameKey?: string;
  /** The name stands alone (a component's name), rather than after the label ('Circuito 2'). */
  nameAlone?: boolean;
}

export const ITEMS: Record<string, Item> = {
  circuits: { label: "Circuito" },
  compressors: { label: "Compresor" },
  compressorsConfig: { label: "Compresor" },
  suctionLines: { label: "Línea de succión" },
  liquidLines: { label: "Línea de líquido" },
  designImages: { label: "Imagen" },
  values: { label: "Valor" },
  breakdown: { label: "Componente", nameKey: "component", nameAlone: true },
  warnings: { label: "Advertencia" },
  findings: { label: "Hallazgo", nameKey: "rule", nameAlone: true },
  approaches: { label: "Circuito", nameKey: "circuitId" },
  // A water-cooled chiller's condenser duty per refrigerant circuit (hotSide.condensers).
  condensers: { label: "Condensador del circuito", nameKey: "circuitId" },
  heatExchangerChecks: { label: "Intercambiador del circuito", nameKey: "circuitId" },
  circuitCondensers: { label: "Condensador del circuito", nameKey: "circuitId" },
  "hotSide.condensers": { label: "Condensador por agua del circuito", nameKey: "circuitId" },
  notes: { label: "Nota" },
  guidance: { label: "Indicación" },
  polynomialIds: { label: "Polinomio" },
  compressorIds: { label: "Compresor" },
};

/** Objects that only say where a field lives: null when the label says nothing (the configuration block). */
export const SECTIONS: Record<string, string | null> = {
  rackConfig: null,
  condensingUnitConfig: null,
  chillerConfig: null,
  calculationResults: null,
  totals: "Totales",
  electricalLoads: "Cargas eléctricas",
  refrigerantCharge: "Carga de refrigerante",
  condenserAnalysis: "Análisis del condensador",
  liquidLinesConfig: "Líneas de líquido",
  suctionLinesConfig: "Líneas de succión",
  accessories: "Accesorios",
  coldSide: "Lado frío",
  hotSide: "Lado caliente",
  division: "División",
  compliance: "Cumplimiento",
  dischargeLine: "Línea de descarga",
  oilReturn: "Retorno de aceite",
  ratingConditions: "Condiciones de catálogo",
  percentages: "Reparto",
  condenser: "Condensador",
  autoSelectedCondenser: "Condensador seleccionado",
  givenCondenser: "Condensador indicado",
  rating: "Capacidad nominal",
  autoSelectError: "Selección del condensador",
  check: "Comprobación",
  limitedBy: "Limitado por",
  waterPressureDrop: "Caída de presión del agua",
  dutyCapacity: "Capacidad en las condiciones del circuito",
  selected: "Condensador de placas seleccionado",
  temperatureBasis: "Base de temperaturas",
  operatingLimits: "Límites de operación",
  capacityRange: "Rango de capacidad",
  driveSpeeds: "Velocidades del variador",
  verdict: "Veredicto",
  oilReturnAtMinimum: "Retorno de aceite en el mínimo",
  doubleRiser: "Doble montante",
  large: "Tramo grande",
  small: "Tramo pequeño",
  flashGas: "Gas instantáneo",
  designPressures: "Presiones de diseño",
  fieldRun: "Tramo en obra",
  regulatoryCompliance: "Cumplimiento normativo",
  recommendations: "Recomendaciones",
  provenance: "Procedencia del cálculo",
  defaults: "Valores por defecto",
  site: "Local",
};

/** Keys whose text values are stored words of the engine, shown through VALUES. */
export const WORDED = new Set(["basis", "setBasis", "kind", "material", "status", "reserveStatus", "utilisationStatus", "rlaBasis", "superheatSource", "subcoolingSource", "origin", "component"]);

/** Stored codes whose words depend on their key (a 'VFD' compressor control is not a 'VFD' fan), as the forms show them. */
export const KEYED_VALUES: Record<string, Record<string, string>> = {
  capacityControl: CAPACITY_CONTROL_WORDS,
  condenserFanType: FAN_TYPE_WORDS,
  sheetUnits: SHEET_UNITS_WORDS,
  sheetLanguage: SHEET_LANGUAGE_WORDS,
  criteria: LINE_CRITERIA_WORDS,
  finding: OIL_FINDING_WORDS,
  // A condenser's rating (engine 1.14.0), as the sheet says who states it.
  source: { catalogue: "catálogo del condensador", project: "indicada en el proyecto" },
};

/** Inputs stored absent when they hold their default (a project saved before they existed, or left as it came):
 * the diff names the default, not '—' (tester report 4: 'Idioma de la ficha — → en'). */
export const ABSENT_MEANS: Record<string, string> = { sheetUnits: "SI", sheetLanguage: "es" };

/** Stored words shown in Spanish (the rest of the screens' wording). */
export const VALUES: Record<string, string> = {
  dew: "rocío",
  midPoint: "punto medio",
  suction: "succión",
  discharge: "descarga",
  liquid: "líquido",
  copper: "cobre",
  steel: "acero",
  // The sheet's words for the same verdicts (one source, @/lib/verdict-words).
  ok: FINDING_WORDS.ok.toLowerCase(),
  warning: FINDING_WORDS.warning.toLowerCase(),
  fail: FINDING_WORDS.fail.toLowerCase(),
  ...CONDENSER_STATUS_WORDS,
  ratedCurrent: "corriente nominal",
  envelopeMaximum: "máximo de la envolvente",
  coefficientSet: "juego de coeficientes",
  productDefault: "valor por defecto del producto",
  speedRange: "rango de velocidad",
  automatic: "selección automática",
  given: "indicado en el proyecto",
  noCondenser: "sin condensador",
  heatExchanger: "intercambiador",
  condenser: "condensador",
};
