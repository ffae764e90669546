// The condensing unit's slice of the project form (notes/projects-api.md).
import type { CapacityControl, Circuit, CondenserFanType, LinesConfig } from "./project";

export interface CondensingUnitAccessories {
  suctionAccumulator: boolean;
  highEfficiencyCompressors: boolean;
  thermalProtectors: boolean;
  galvanizedRack: boolean;
  liquidLineVisor: boolean;
  dryFilters: boolean;
}

export interface CondensingUnitConfig {
  customer: string;
  responsable: string;
  gun: string;
  controllerBrand: string;
  controllerModel: string;
  capacityControl: CapacityControl;
  condenserFanType: CondenserFanType;
  /** 1 or 2. */
  numberOfCircuits: number;
  pipeDistance: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  shippingWeight: number | null;
  liquidLinesConfig: LinesConfig;
  accessories: CondensingUnitAccessories;
  condenserId: string;
  condenserModel: string;
  /** kW. */
  condenserCapacity: number | null;
  condenserFanCount: number | null;
  /** kW per fan. */
  condenserFanPower: number | null;
  condenserIsMicrochannel: boolean;
  autoSelectCondenser: boolean;
  /** %, integer 0 to 100; null when automatic selection is off. */
  condenserOversizing: number | null;
  /** °C. */
  ambientTemp: number | null;
  filterMicrochannelOnly: boolean;
  circuits: Circuit[];
}
