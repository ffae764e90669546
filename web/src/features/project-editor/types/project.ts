// The project form, field for field the body of POST /api/projects
// (notes/projects-api.md, app-and-projects.md section 3). Numbers the user
// has not typed are null; the form never guesses them.
import type { ChillerConfig } from "./chiller-config";
import type { CondensingUnitConfig } from "./condensing-unit-config";

export type EquipmentType = "rack" | "condensadora" | "chiller" | "motocompresora";

/** One compressor of a list: `id` is local to the form (list keys). */
export interface CompressorEntry {
  id: string;
  model: string;
  type: string;
  compressorId?: string;
}

export interface LineDivision {
  type: "percentage" | "capacity";
  values: number[];
}

/** Suction lines of a circuit or liquid lines of a system (1 to 4). */
export interface LinesConfig {
  numberOfLines: number;
  division?: LineDivision;
}

export interface Circuit {
  id: string;
  evapTemp: number | null;
  /** kW. */
  requiredCapacity: number | null;
  compressors: CompressorEntry[];
  suctionLinesConfig: LinesConfig;
  /** Chiller circuits only. */
  heatExchangerId?: string;
}

export type CapacityControl = "STANDARD" | "VFD" | "DIGITAL";
export type CondenserFanType = "FIX SPEED" | "VFD" | "EC";

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
  refrigerant: string;
  compressorType: string;
  evapTemp: number | null;
  condTemp: number | null;
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
}

/** A compressor of the lookup list (GET /api/compressors?refrigerant=). */
export interface CompressorOption {
  id: string;
  model: string;
  type: string;
  refrigerant: string;
  availableRefrigerants?: string[];
}

/** A condenser of the lookup list (GET /api/condensers). */
export interface CondenserOption {
  id: string;
  model: string;
  /** kW. */
  capacity: number;
  fanCount: number;
  /** kW per fan. */
  fanPowerConsumption: number;
  isMicrochannel: boolean;
}

/** A plate heat exchanger of the lookup list (GET /api/heat-exchangers). */
export interface HeatExchangerOption {
  id: string;
  brand: string;
  model: string;
  capacityKw: number;
}

/** A secondary fluid (GET /api/fluids). */
export interface FluidOption {
  value: string;
  label: string;
}
