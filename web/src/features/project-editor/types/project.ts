// The project form, field for field the body of POST /api/projects
// (docs/architecture/projects.md, app-and-projects.md section 3). Numbers the user
// has not typed are null; the form never guesses them.
import type { ChillerConfig } from "./chiller-config";
import type { Circuit, CompressorEntry, LinesConfig } from "./circuit";
import type { CapacityControl, CondenserFanType, CondensingUnitConfig } from "./condensing-unit-config";
import type { Jurisdiction } from "@/lib/jurisdiction";
import type { SaturationPressure } from "../utils/saturation-entry";

export type { Circuit, CompressorEntry, LinesConfig, CapacityControl, CondenserFanType };

export type EquipmentType = "rack" | "condensadora" | "chiller" | "motocompresora";

export interface RackAccessories {
  oilSeparators: boolean;
  receivers: boolean;
  suctionAccumulators: boolean;
  vfdFirstCompressor: boolean;
  vfdFirstCondenserFan: boolean;
  ecCondenserFan: boolean;
  highEfficiencyCompressor: boolean;
  thermallyProtected: boolean;
  electricalControls: boolean;
  galvanizedCabinet: boolean;
  liquidLineSight: boolean;
  filterDriers: boolean;
  circuitBreakers: boolean;
  economizer: boolean;
}

export interface RackConfig {
  customer: string;
  responsable: string;
  /** The project's name on the sheet ('Proyecto'). */
  gun: string;
  controllerBrand: string;
  controllerModel: string;
  capacityControl: CapacityControl;
  condenserFanType: CondenserFanType;
  numberOfCircuits: number;
  hotGasDefrost: boolean;
  /** m, 1 to 100. */
  pipeDistance: number | null;
  /** The discharge line's size fixed by the engineer; absent or '': automatic. */
  dischargeLineSize?: string;
  /** mm. */
  length: number | null;
  width: number | null;
  height: number | null;
  /** kg. */
  shippingWeight: number | null;
  liquidLinesConfig: LinesConfig;
  accessories: RackAccessories;
  circuits: Circuit[];
}

export interface ProjectForm {
  name: string;
  equipmentType: EquipmentType;
  voltage: number;
  /** Hz of the supply (460 V / 60 Hz, 400 V / 50 Hz...): chooses the compressors' coefficient sets; null: not stated (projects saved before it). */
  frequency: number | null;
  refrigerant: string;
  compressorType: string;
  evapTemp: number | null;
  condTemp: number | null;
  /** The evaporating condition entered as a saturation pressure; evapTemp is then its dew temperature (the server's). */
  evapPressure?: SaturationPressure | null;
  /** The condensing condition entered as a saturation pressure; condTemp is then its dew temperature. */
  condPressure?: SaturationPressure | null;
  superheat?: number | null;
  subcooling?: number | null;
  /** Simple type (motocompresora). */
  compressorsConfig: CompressorEntry[];
  rackConfig: RackConfig;
  condensingUnitConfig: CondensingUnitConfig;
  chillerConfig: ChillerConfig;
  isPro: boolean;
  proDescription: string;
  designNotes: string;
  designImages: string[];
  /** The data sheet's units; stored values stay SI whatever is chosen. */
  sheetUnits: SheetUnits;
  /** The data sheet's language. */
  sheetLanguage: SheetLanguage;
  /** Rules of the regulatory check; absent, the company's (the server fills it on save). */
  jurisdiction?: Jurisdiction | null;
  /** YYYY-MM-DD the rules apply at: the project's date, kept by the server across saves. */
  referenceDate?: string | null;
  /** The room the system serves (EN 378-1 charge limits). */
  site?: Site | null;
  /** How the findings print their figures: kept by the server from the company's setting at creation. */
  numberLocale?: string | null;
}

/** SI (°C, bar, kW, kg, m) or I-P (°F, psig, BTU/h and TR, lb, ft/in). */
export type SheetUnits = "SI" | "IP";
export type SheetLanguage = "es" | "en";

/** EN 378-1 section 5: the room a leak can reach, its access category and the system's location class. */
export interface Site {
  /** m³. */
  roomVolume: number | null;
  accessCategory: "a" | "b" | "c" | null;
  locationClass: "I" | "II" | "III" | "IV" | null;
}
