// The chiller's configuration slice of a project (app-and-projects.md
// section 3, "Chiller config"; docs/architecture/projects.md `chillerConfig`).
import { emptyCircuit, type Circuit } from "./circuit";

export type CapacityMethod = "direct" | "fluid";
export type ChillerType = "agua-aire" | "agua-agua";
/** `capacity`: capacity from the flow; `flowrate`: flow from the capacity. */
export type ColdSideMode = "capacity" | "flowrate";
export type CapacityUnit = "kw" | "tr";
export type FlowRateUnit = "lmin" | "gpm" | "m3h";

/** The chilled-fluid side. Capacities are in `capacityUnit`, flows in `flowRateUnit`. */
export interface ColdSide {
  calculationMode: ColdSideMode;
  fluidType: string;
  flowRate: number | null;
  inputCapacity: number | null;
  capacityUnit: CapacityUnit;
  /** °C. */
  tempIn: number | null;
  /** °C. */
  tempOut: number | null;
  flowRateUnit: FlowRateUnit;
  calculatedCapacity: number | null;
  calculatedFlowRate: number | null;
}

/** Water–water chillers: the condenser water side (flow in L/min). */
export interface HotSide {
  fluidType: string;
  flowRate: number | null;
  tempIn: number | null;
  tempOut: number | null;
}

export interface ChillerConfig {
  capacityMethod: CapacityMethod;
  /** In `coldSide.capacityUnit` (kW unless TR), as POST /api/chillers/calculate reads it. */
  requiredCapacity: number | null;
  chillerType: ChillerType;
  modelName: string;
  numberOfCircuits: number;
  customer: string;
  responsable: string;
  project: string;
  /** m, 1 to 100. */
  pipeDistance: number | null;
  /** The discharge line's size fixed by the engineer; absent or '': automatic. */
  dischargeLineSize?: string;
  equipmentPhotoUrl: string;
  coldSide: ColdSide;
  hotSide: HotSide;
  autoSelectCondenser: boolean;
  /** %, 0 to 100; 10 when automatic selection is turned on, null when off. */
  condenserOversizing: number | null;
  filterMicrochannelOnly: boolean;
  condenserId: string;
  /** kW. */
  condenserCapacity: number | null;
  condenserFanCount: number | null;
  /** kW per fan. */
  condenserFanPower: number | null;
  /** °C. */
  ambientTemp: number | null;
  circuits: Circuit[];
}

export const CHILLER_MAX_CIRCUITS = 4;
export const DEFAULT_OVERSIZING = 10;

export function defaultColdSide(): ColdSide {
  return {
    calculationMode: "capacity",
    fluidType: "water",
    flowRate: null,
    inputCapacity: null,
    capacityUnit: "kw",
    tempIn: null,
    tempOut: null,
    flowRateUnit: "lmin",
    calculatedCapacity: null,
    calculatedFlowRate: null,
  };
}

export function defaultChillerCircuit(id: number): Circuit {
  return { ...emptyCircuit(id), heatExchangerId: "" };
}

/** A new chiller: direct capacity, agua-aire, one circuit, 25 m of pipe (section 9). */
export function defaultChillerConfig(): ChillerConfig {
  return {
    capacityMethod: "direct",
    requiredCapacity: null,
    chillerType: "agua-aire",
    modelName: "",
    numberOfCircuits: 1,
    customer: "",
    responsable: "",
    project: "",
    // A packaged unit is piped in the factory: no field run unless the user
    // gives one (a remote condenser's), never section 9's 25 m (issue 24).
    pipeDistance: null,
    equipmentPhotoUrl: "",
    coldSide: defaultColdSide(),
    hotSide: { fluidType: "water", flowRate: null, tempIn: null, tempOut: null },
    autoSelectCondenser: false,
    condenserOversizing: null,
    filterMicrochannelOnly: false,
    condenserId: "",
    condenserCapacity: null,
    condenserFanCount: null,
    condenserFanPower: null,
    ambientTemp: null,
    circuits: [defaultChillerCircuit(1)],
  };
}

/** A stored chiller configuration completed with the defaults (edit mode). */
export function normalizeChillerConfig(stored: Partial<ChillerConfig> | null | undefined): ChillerConfig {
  const base = defaultChillerConfig();
  if (!stored) return base;
  const circuits = Array.isArray(stored.circuits) && stored.circuits.length > 0 ? stored.circuits : base.circuits;
  return {
    ...base,
    ...stored,
    coldSide: { ...base.coldSide, ...stored.coldSide },
    hotSide: { ...base.hotSide, ...stored.hotSide },
    numberOfCircuits: circuits.length,
    circuits: circuits.map((c, i) => ({
      ...defaultChillerCircuit(i + 1),
      ...c,
      id: i + 1,
      // Row keys are positions, whatever the stored ids were.
      compressors: c.compressors?.length ? c.compressors.map((k, j) => ({ ...k, id: j + 1 })) : [{ id: 1, model: "", type: "" }],
      suctionLinesConfig: c.suctionLinesConfig ?? { numberOfLines: 1 },
    })),
  };
}
