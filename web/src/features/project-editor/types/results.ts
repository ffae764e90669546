import type { EnvelopeSource } from "@/lib/default-envelope";
// Answers of the calculation endpoints (app/src/calculations.rs). Capacities,
// loads and powers in W, mass flows in kg/h, current in A, temperatures in °C,
// charge in kg.
import type { TemperatureBasis } from "@/lib/temperature-basis";
import type { LineVerdict, OilReturnFinding } from "@/lib/verdict-words";

export interface OperatingLimits {
  evapTempMin: number;
  evapTempMax: number;
  condTempMin: number;
  condTempMax: number;
  /** The maker's envelope, (to, tc) corners in °C, when the set has one (engine 1.8.0 on); absent: only the limits are known. */
  envelopePolygon?: EnvelopeCorner[] | null;
  /** Where the envelope comes from (engine 1.13.0 on): the maker's polygon or ranges, or the tool's default limits for a
   * source that states none (then no in/out verdict rests on them). Absent in answers recorded before. */
  envelopeSource?: EnvelopeSource | null;
}

export type { EnvelopeSource } from "@/lib/default-envelope";

export interface EnvelopeCorner {
  to: number;
  tc: number;
}

export interface CompressorResult {
  compressorId: string;
  model: string;
  type?: string;
  coolingCapacity: number;
  powerInput: number;
  current: number;
  dischargeTemp: number | null;
  /** kg/h. */
  massFlow: number;
  inEnvelope: boolean;
  operatingLimits: OperatingLimits;
  warnings: string[];
  oilCoolingCapacity?: number;
  /** Hz the figures are at (supply, or drive for a variable-speed compressor); absent when the sets state none. */
  frequency?: number;
  /** Present when the figures interpolate in speed between two published sets. */
  speedInterpolation?: SpeedInterpolation;
  /** A variable-speed compressor's drive range, its lowest and highest published speeds (engine 1.14.0). */
  driveSpeeds?: { lowest: number; highest: number };
  /** POST /api/calculate: the rules checked for the compressor alone (engine answers from issue 21 item 7 on). */
  regulatoryCompliance?: RegulatoryCompliance;
  /** °C of the gas at the compressor inlet the figures are at (engine 1.1.0 on). */
  suctionTemp?: number;
  /** The rating conditions and the correction to the project's, when applied (engine 1.1.0 on). */
  ratingConditions?: RatingConditions;
  /** Which temperatures these are (engine 1.7.0 on): the answer's are dew points; the set's, and where it was read. */
  temperatureBasis?: TemperatureStatement;
}

/** The answer's basis (always dew) and its set's, with the °C the set was read at in its own basis. */
export interface TemperatureStatement {
  basis: TemperatureBasis;
  setBasis: TemperatureBasis;
  setEvapTemp: number;
  setCondTemp: number;
}

export interface RatingConditions {
  /** K of suction superheat of the rating. */
  superheat: number;
  /** K of liquid subcooling of the rating below the condensing bubble point. */
  subcooling: number;
  correction?: { superheat: number; subcooling: number } | null;
}

export interface SpeedInterpolation {
  lowerFrequency: number;
  upperFrequency: number;
  upperWeight: number;
  /** The method and its sources, in Spanish. */
  method: string;
}

/** A VFD or digital circuit's capacity from its smallest step to full load (W, kg/h, Hz). */
export interface CapacityRange {
  minimum: number;
  maximum: number;
  minimumMassFlow: number;
  leadModel: string;
  minimumFrequency: number | null;
  maximumFrequency: number | null;
  basis: "speedRange" | "productDefault";
  /** What the oil-return check at the minimum found (engine 1.13.0; absent before). */
  oilReturnAtMinimum?: OilReturnFinding;
  /** The lead's share of full load the minimum is, where not from its speeds (engine 1.14.0; absent before). */
  minimumShare?: number;
  /** kg/h a digital scroll pumps while loaded, the flow its oil return was checked at (engine 1.14.0). */
  loadedMassFlow?: number;
}

export interface Totals {
  coolingCapacity: number;
  powerInput: number;
  current: number;
}

export interface Compliance {
  /** W. */
  requiredCapacity: number;
  percentage: number;
  status: string;
  reserve: number;
  /** The component that keeps the equipment below its compressors' capacity (engine 1.10.0): the percentage is of what it lets through. */
  limitedBy?: CapacityLimit;
  /** The capacity falls short of the requirement, whatever the status names first (engine 1.14.0; absent before). */
  insufficient?: boolean;
}

/** docs/decisions/2026-11-27-verdict-limited-by-components.md. */
export interface CapacityLimit {
  /** noCondenser: the automatic selection found none (engine 1.11.0); model empty, capacity 0. */
  component: "condenser" | "heatExchanger" | "noCondenser";
  model: string;
  /** W of cooling the component lets through. */
  capacity: number;
  /** W of cooling the compressors give. */
  compressorsCapacity: number;
}

export interface LineResult {
  lineNumber: number;
  kind: "suction" | "liquid" | "discharge";
  capacity: number;
  /** Copper: OD in inches ("1-1/8"); steel: DN ("DN 50"). */
  diameter: string;
  /** Outside diameter, mm. */
  diameterMm: number;
  /** Engine 1.3.0 on (results recorded before lack them). */
  material?: "copper" | "steel";
  schedule?: string | null;
  wallMm?: number;
  /** bar (gauge), ASME B31.5 504.1.2. */
  maxAllowablePressure?: number;
  /** PS of the line's side, bar (gauge), EN 378-2. */
  designPressure?: number | null;
  pressureOk?: boolean | null;
  /** Proposed where no single riser carries oil at the smallest step (engine 1.3.0 on). */
  doubleRiser?: DoubleRiser | null;
  velocity: number;
  pressureDropKpa: number;
  penaltyK: number;
  meetsCriteria: boolean;
  oilReturn: { velocityAtMinimum: number; minimumVertical: number; riserOk: boolean; horizontalOk: boolean } | null;
  /** The engineer fixed this size; the checks are against it (issue 22 item 3). */
  sizeFixed?: boolean;
  /** The engine's verdict (engine 1.13.0; absent before). */
  verdict?: LineVerdict;
}

export interface RiserTube {
  diameter: string;
  schedule: string | null;
  innerDiameterMm: number;
  velocityAtFullLoad: number;
  velocityAtMinimum: number;
  minimumVelocity: number;
}

export interface DoubleRiser {
  small: RiserTube;
  large: RiserTube;
  penaltyKPerM: number;
}

export interface CircuitResult {
  circuitId: string;
  evapTemp: number;
  compressors: CompressorResult[];
  totals: Totals;
  compliance: Compliance | null;
  suctionLines: LineResult[];
  /** The circuit's own liquid lines and discharge line (engine 1.12.0): a chiller of two or more refrigerant circuits
   * with a remote condenser runs each circuit to its condenser; the unit's own are then empty. Absent before. */
  liquidLines?: LineResult[];
  dischargeLine?: LineResult | null;
  capacityRange?: CapacityRange;
}

export interface CondenserAnalysis {
  coolingCapacity: number;
  heatRejection: number;
  oilCooling: number;
  totalCondenserLoad: number;
  oilCoolingFactor: number;
  percentages: { coolingCapacity: number; compressionHeat: number; oilCooling: number };
}

export interface CondenserCheck {
  /** W at the design ΔT. */
  capacity: number;
  reserve: number;
  reserveStatus: "insufficient" | "adjusted" | "good" | "unverified";
  utilisation: number;
  utilisationStatus: "insufficient" | "adjusted" | "sufficient" | "unverified";
}

export interface SelectedCondenser {
  id: string;
  model: string;
  /** W at the design ΔT. */
  capacity: number;
  fanCount: number;
  /** W per fan. */
  fanPowerConsumption: number;
  isMicrochannel: boolean;
  isOutOfRange: boolean;
}

/** One refrigerant circuit's own condenser (engine 1.11.0: an air-cooled chiller of several circuits); load and capacities in W. */
export interface CircuitCondenser {
  circuitId: string;
  load: number;
  origin: "automatic" | "given";
  condenser: SelectedCondenser | null;
  check: CondenserCheck | null;
  autoSelectError: { message: string; requiredCapacity: number } | null;
}

export interface ElectricalLoads {
  mca: number;
  mocp: number;
  totals: number;
  /** `rlaFrequency`: Hz a variable-speed compressor's RLA is at, its drive's highest speed (engine 1.14.0);
   * `rlaEnvelope`: where an estimated RLA's envelope comes from (`toolDefaults`: the tool's default range). */
  /** `circuitId`: the load's circuit (engine 1.14.0; the server states it for answers recorded before, by the engine's one rule). */
  compressors: { model: string; rla: number; estimated: boolean; rlaFrequency?: number; rlaEnvelope?: string; circuitId?: string }[];
  crankcaseHeaters: number;
  controlConsumption: number;
  condenser: number;
  voltage: number;
  recommendations: { breaker: number; conductor: string; conductorMm2: number | null; notes: string[] };
}

export interface RefrigerantCharge {
  recommendedCharge: number;
  subtotal: number;
  margin: number;
  breakdown: { component: string; volume: number; density: number; mass: number; note: string | null }[];
  /** t CO₂-eq. */
  co2Equivalent: number | null;
  guidance: string[];
  /** Each independent refrigerant circuit's share of the charge, its margin included (engine 1.11.0; decision
   * 2026-11-27-charge-per-refrigerant-circuit); absent or empty when the unit is one refrigerant circuit. kg. */
  circuits?: CircuitCharge[];
}

export interface CircuitCharge {
  circuitId: string;
  /** As the sheets name it: '1', '2 (B)'. */
  label: string;
  recommendedCharge: number;
  /** t CO₂-eq. */
  co2Equivalent: number | null;
}

/** POST /api/racks/calculate (rack and condensing unit). */
export interface SystemResult {
  circuits: CircuitResult[];
  liquidLines: LineResult[];
  dischargeLine: LineResult | null;
  condenserAnalysis: CondenserAnalysis;
  condenser: CondenserCheck | null;
  autoSelectedCondenser: SelectedCondenser | null;
  /** `requiredCapacity` in W. */
  autoSelectError: { message: string; requiredCapacity: number } | null;
  /** A condenser per refrigerant circuit (engine 1.11.0); absent when the circuits share one. */
  circuitCondensers?: CircuitCondenser[];
  electricalLoads: ElectricalLoads;
  refrigerantCharge: RefrigerantCharge;
  totals: Totals & {
    heatRejection: number;
    /** Cooling capacity / the compressors' power. */
    cop: number;
    /** Cooling capacity / (the compressors' + the condenser fans' power), where the unit has a condenser (engine 1.12.0). */
    copWithFans?: number;
    /** That COP as an EER, BTU/h per W (engine 1.12.0). */
    eerWithFans?: number;
  };
  warnings: string[];
  /** PS of each side, bar (gauge), EN 378-2 (engine 1.3.0 on). */
  designPressures?: DesignPressures | null;
  /** The rules of the jurisdiction checked, each citing its source (engine 1.4.0 on). */
  regulatoryCompliance?: RegulatoryCompliance;
}

/** One rule checked: `source` is the citation (regulation, article or annex, point). */
export interface RegulatoryFinding {
  rule: string;
  source: string;
  status: "ok" | "warning" | "fail";
  message: string;
}

export interface RegulatoryCompliance {
  /** EU, ES, MX or other. */
  jurisdiction: string;
  /** YYYY-MM-DD the rules were applied at. */
  date: string;
  findings: RegulatoryFinding[];
}

export interface DesignPressures {
  highSide: number;
  lowSide: number;
  highSideTemp: number | null;
  lowSideTemp: number | null;
  basis: string;
}

/** POST /api/chillers/calculate. */
export interface ChillerResult extends SystemResult {
  generatedModelName: string;
  /** W: with the fluid method, the fluid's capacity. */
  requiredCapacity: number;
  /** The whole chiller against `requiredCapacity` (engine 1.1.0 on; absent in older results). */
  compliance?: Compliance;
  /** Leaving fluid minus each circuit's evaporating temperature, K (tight below 2 K; engine 1.1.0 on). */
  approaches?: { circuitId: string; approach: number; tight: boolean }[];
  coldSideFlow: number | null;
  hotSide: {
    heatRejection: number;
    requiredFlow: number;
    givenFlow: number | null;
    difference: number | null;
    /** Each refrigerant circuit's water-cooled condenser (engine 1.12.0 on; its plate from engine 1.13.0). */
    condensers?: CondenserDuty[];
  } | null;
  /** `capacity` and `requiredCapacity` in W. */
  heatExchangerChecks: HeatExchangerCheck[];
}

/** A plate exchanger's water-side pressure drop at its circuit's flow, from
 * the library's rating (engine 1.10.0; docs/decisions/2026-11-27-plate-exchanger-pressure-drop.md). */
export interface WaterPressureDrop {
  /** kPa at `flowLmin`, scaled from the rating with `exponent`. */
  kpa: number;
  /** L/min through this exchanger (its circuit's part of the cold-side flow). */
  flowLmin: number;
  /** The maker's rating: kPa at `ratedFlowLmin` L/min of water. */
  ratedKpa: number;
  ratedFlowLmin: number;
  exponent: number;
  /** The cooled fluid is not water: `kpa` is water's at the same flow, an estimate below the real figure. */
  ratedForWaterOnly: boolean;
}

/** A refrigerant circuit's water-cooled condenser duty and the plate selected for it (engine 1.13.0;
 * docs/decisions/2026-11-28-plate-condenser-selection.md). W, L/min, K. */
export interface CondenserDuty {
  circuitId: string;
  heatRejection: number;
  flow: number;
  approach: number;
  selected?: {
    heatExchangerId: string;
    model: string;
    ratedCapacity: number;
    /** W it rejects at the design condition. */
    capacity: number;
    waterPressureDrop?: WaterPressureDrop;
    /** `rating` where the duty is the rating, else `estimate` (engine 1.14.0; absent before: see `isEstimate`). */
    capacityBasis?: CapacityBasis;
  };
  /** Why no plate was selected: the circuit has no condenser. */
  selectionError?: string;
}

export interface HeatExchangerCheck {
  circuitId: string;
  heatExchangerId: string;
  model: string;
  /** W. */
  capacity: number;
  /** W. */
  requiredCapacity: number;
  sufficient: boolean;
  /** Absent when the exchanger is unrated, the flow unknown, or the answer older than engine 1.10.0. */
  waterPressureDrop?: WaterPressureDrop;
  /** How `sufficient` was judged (engine 1.12.0; absent before, when the catalogue capacity was taken). */
  capacityBasis?: CapacityBasis;
  /** The capacity at the circuit's duty, estimated from the rating, when the duty is not the rating (engine 1.12.0). */
  dutyCapacity?: DutyCapacity;
  /** Sufficient on the estimate but not at its low end (`dutyCapacity.lowerBound`): 'atención' (engine 1.13.0). */
  withinUncertainty?: boolean;
}

/** What a plate exchanger's capacity rests on (domain `water_side::CapacityBasis`). */
export type CapacityBasis = "rating" | "estimate" | "unverified";

/** A plate exchanger's capacity at a duty, estimated from its rating (domain `water_side::DutyCapacity`). W, K. */
export interface DutyCapacity {
  capacity: number;
  ratedLmtd: number;
  dutyLmtd: number;
  filmRatio: number;
  uaRatio: number;
  /** W: the estimate with the fluid side's share of the resistance at either end of its range (engine 1.13.0). */
  lowerBound?: number;
  /** L/min the estimate is at (engine 1.14.0). */
  flow?: number;
}

/** The motor compressor's results: one POST /api/calculate answer per compressor. */
export interface SimpleResult {
  compressors: CompressorResult[];
  totals: Totals;
  /** The rules checked for the motor compressors (no charge is sized: EN 378-1 states what it needs). */
  regulatoryCompliance?: RegulatoryCompliance;
  /** The compressors on their supply (RLA, MCA, MOCP, breaker; no control circuit nor fans): recorded by the
   * server with a saved project (engine 1.9.0 on), absent from the screen's own per-compressor calculation. */
  electricalLoads?: ElectricalLoads;
}

export type CalculationResults = SystemResult | ChillerResult | SimpleResult;

export function isSystemResult(results: CalculationResults): results is SystemResult {
  return "circuits" in results;
}
