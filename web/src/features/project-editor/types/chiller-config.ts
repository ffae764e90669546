// The chiller's slice of the project form (notes/projects-api.md).
import type { Circuit } from "./project";

export interface ColdSide {
  calculationMode: "capacity" | "flowrate";
  fluidType: string;
  flowRate: number | null;
  inputCapacity: number | null;
  capacityUnit: "kw" | "tr";
  tempIn: number | null;
  tempOut: number | null;
  flowRateUnit: "lmin" | "gpm" | "m3h";
  calculatedCapacity: number | null;
  calculatedFlowRate: number | null;
}

export interface HotSide {
  fluidType: string;
  /** L/min. */
  flowRate: number | null;
  tempIn: number | null;
  tempOut: number | null;
}

export interface ChillerConfig {
  capacityMethod: "direct" | "fluid";
  /** kW. */
  requiredCapacity: number | null;
  chillerType: "agua-aire" | "agua-agua";
  modelName: string;
  /** 1 to 4. */
  numberOfCircuits: number;
  customer: string;
  responsable: string;
  project: string;
  pipeDistance: number | null;
  equipmentPhotoUrl: string;
  coldSide: ColdSide;
  hotSide: HotSide;
  autoSelectCondenser: boolean;
  condenserOversizing: number | null;
  filterMicrochannelOnly: boolean;
  condenserId: string;
  condenserCapacity: number | null;
  condenserFanCount: number | null;
  condenserFanPower: number | null;
  ambientTemp: number | null;
  circuits: Circuit[];
}
