// The condensing unit's configuration slice of a project (app-and-projects.md
// section 3; docs/architecture/projects.md `condensingUnitConfig`).
import { emptyCircuit, type Circuit, type LinesConfig } from "./circuit";
import { CAPACITY_CONTROL_WORDS, FAN_TYPE_WORDS } from "@/lib/option-words";

export type CapacityControl = "STANDARD" | "VFD" | "DIGITAL";
export type CondenserFanType = "FIX SPEED" | "VFD" | "EC";

/** The stored codes (the spec's) in the words the sheet prints them (@/lib/option-words). */
const CAPACITY_CONTROL_LABELS: Record<CapacityControl, string> = CAPACITY_CONTROL_WORDS;
const FAN_TYPE_LABELS: Record<CondenserFanType, string> = FAN_TYPE_WORDS;
/** The select options of both, codes as values. */
export const CAPACITY_CONTROL_OPTIONS = (Object.keys(CAPACITY_CONTROL_LABELS) as CapacityControl[]).map((value) => ({ value, label: CAPACITY_CONTROL_LABELS[value] }));
export const FAN_TYPE_OPTIONS = (Object.keys(FAN_TYPE_LABELS) as CondenserFanType[]).map((value) => ({ value, label: FAN_TYPE_LABELS[value] }));

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
  /** The project name on the data sheet. */
  gun: string;
  controllerBrand: string;
  controllerModel: string;
  capacityControl: CapacityControl;
  condenserFanType: CondenserFanType;
  numberOfCircuits: number;
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
  accessories: CondensingUnitAccessories;
  condenserId: string;
  condenserModel: string;
  /** kW at the catalogue's rated ΔT. */
  condenserCapacity: number | null;
  condenserFanCount: number | null;
  /** kW per fan. */
  condenserFanPower: number | null;
  condenserIsMicrochannel: boolean;
  autoSelectCondenser: boolean;
  /** %, 0 to 100; 10 when automatic selection is turned on, null when off. */
  condenserOversizing: number | null;
  /** °C. */
  ambientTemp: number | null;
  filterMicrochannelOnly: boolean;
  circuits: Circuit[];
}

export const CONDENSING_UNIT_MAX_CIRCUITS = 2;
export const CONDENSING_UNIT_MAX_COMPRESSORS = 4;

export const ACCESSORY_LABELS: Record<keyof CondensingUnitAccessories, string> = {
  suctionAccumulator: "Acumulador de succión",
  highEfficiencyCompressors: "Compresores de alta eficiencia",
  thermalProtectors: "Protectores térmicos",
  galvanizedRack: "Rack galvanizado",
  liquidLineVisor: "Visor de línea de líquido",
  dryFilters: "Filtros deshidratadores",
};

export function defaultCondensingUnitConfig(): CondensingUnitConfig {
  return {
    customer: "",
    responsable: "",
    gun: "",
    controllerBrand: "",
    controllerModel: "",
    capacityControl: "STANDARD",
    condenserFanType: "FIX SPEED",
    numberOfCircuits: 1,
    pipeDistance: 25,
    length: null,
    width: null,
    height: null,
    shippingWeight: null,
    liquidLinesConfig: { numberOfLines: 1 },
    accessories: {
      suctionAccumulator: false,
      highEfficiencyCompressors: false,
      thermalProtectors: false,
      galvanizedRack: false,
      liquidLineVisor: false,
      dryFilters: false,
    },
    condenserId: "",
    condenserModel: "",
    condenserCapacity: null,
    condenserFanCount: null,
    condenserFanPower: null,
    condenserIsMicrochannel: false,
    autoSelectCondenser: false,
    condenserOversizing: null,
    ambientTemp: null,
    filterMicrochannelOnly: false,
    circuits: [emptyCircuit(1)],
  };
}

/** A stored configuration completed with the defaults (edit mode). */
export function normalizeCondensingUnitConfig(stored: Partial<CondensingUnitConfig> | null | undefined): CondensingUnitConfig {
  const base = defaultCondensingUnitConfig();
  if (!stored) return base;
  const circuits = Array.isArray(stored.circuits) && stored.circuits.length > 0 ? stored.circuits : base.circuits;
  return {
    ...base,
    ...stored,
    accessories: { ...base.accessories, ...stored.accessories },
    liquidLinesConfig: stored.liquidLinesConfig ?? base.liquidLinesConfig,
    numberOfCircuits: circuits.length,
    circuits: circuits.map((c, i) => ({
      ...emptyCircuit(i + 1),
      ...c,
      id: i + 1,
      // Row keys are positions, whatever the stored ids were.
      compressors: c.compressors?.length ? c.compressors.map((k, j) => ({ ...k, id: j + 1 })) : [{ id: 1, model: "", type: "" }],
      suctionLinesConfig: c.suctionLinesConfig ?? { numberOfLines: 1 },
    })),
  };
}
