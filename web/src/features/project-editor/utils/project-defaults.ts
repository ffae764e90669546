// Empty form values: the defaults of app-and-projects.md section 9.
import type { ChillerConfig } from "../types/chiller-config";
import type { CondensingUnitConfig } from "../types/condensing-unit-config";
import type { Circuit, CompressorEntry, LinesConfig, ProjectForm, RackConfig } from "../types/project";

export const VOLTAGES = [220, 380, 440, 460, 480] as const;
export const DEFAULT_VOLTAGE = 460;
export const DEFAULT_REFRIGERANT = "R404A";
export const DEFAULT_PIPE_DISTANCE = 25;
export const DEFAULT_OVERSIZING = 10;
/** Placeholder of a circuit's required capacity before it is split (kW). */
export const DEFAULT_REQUIRED_CAPACITY = 100;

let nextId = 0;
/** A key for a new list entry, unique within the page. */
export function newEntryId(prefix = "c"): string {
  nextId += 1;
  return `${prefix}${Date.now().toString(36)}${nextId}`;
}

export function newCompressor(): CompressorEntry {
  return { id: newEntryId(), model: "", type: "" };
}

export const singleLine = (): LinesConfig => ({ numberOfLines: 1 });

/** Circuit `index` (0-based) of an empty form; ids are 1, 2, ... */
export function newCircuit(index: number): Circuit {
  return {
    id: String(index + 1),
    evapTemp: null,
    requiredCapacity: null,
    compressors: [newCompressor()],
    suctionLinesConfig: singleLine(),
  };
}

export function emptyRackConfig(): RackConfig {
  return {
    customer: "",
    responsable: "",
    gun: "",
    controllerBrand: "",
    controllerModel: "",
    capacityControl: "STANDARD",
    condenserFanType: "FIX SPEED",
    numberOfCircuits: 1,
    hotGasDefrost: false,
    pipeDistance: DEFAULT_PIPE_DISTANCE,
    length: null,
    width: null,
    height: null,
    shippingWeight: null,
    liquidLinesConfig: singleLine(),
    accessories: {
      oilSeparators: false,
      receivers: false,
      suctionAccumulators: false,
      vfdFirstCompressor: false,
      vfdFirstCondenserFan: false,
      ecCondenserFan: false,
      highEfficiencyCompressor: false,
      thermallyProtected: false,
      electricalControls: false,
      galvanizedCabinet: false,
      liquidLineSight: false,
      filterDriers: false,
      circuitBreakers: false,
      economizer: false,
    },
    circuits: [newCircuit(0)],
  };
}

export function emptyCondensingUnitConfig(): CondensingUnitConfig {
  return {
    customer: "",
    responsable: "",
    gun: "",
    controllerBrand: "",
    controllerModel: "",
    capacityControl: "STANDARD",
    condenserFanType: "FIX SPEED",
    numberOfCircuits: 1,
    pipeDistance: DEFAULT_PIPE_DISTANCE,
    length: null,
    width: null,
    height: null,
    shippingWeight: null,
    liquidLinesConfig: singleLine(),
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
    circuits: [newCircuit(0)],
  };
}

export function emptyChillerConfig(): ChillerConfig {
  return {
    capacityMethod: "direct",
    requiredCapacity: null,
    chillerType: "agua-aire",
    modelName: "",
    numberOfCircuits: 1,
    customer: "",
    responsable: "",
    project: "",
    pipeDistance: DEFAULT_PIPE_DISTANCE,
    equipmentPhotoUrl: "",
    coldSide: {
      calculationMode: "capacity",
      fluidType: "",
      flowRate: null,
      inputCapacity: null,
      capacityUnit: "kw",
      tempIn: null,
      tempOut: null,
      flowRateUnit: "lmin",
      calculatedCapacity: null,
      calculatedFlowRate: null,
    },
    hotSide: { fluidType: "", flowRate: null, tempIn: null, tempOut: null },
    autoSelectCondenser: false,
    condenserOversizing: null,
    filterMicrochannelOnly: false,
    condenserId: "",
    condenserCapacity: null,
    condenserFanCount: null,
    condenserFanPower: null,
    ambientTemp: null,
    circuits: [newCircuit(0)],
  };
}

export function emptyProject(): ProjectForm {
  return {
    name: "",
    equipmentType: "rack",
    voltage: DEFAULT_VOLTAGE,
    refrigerant: DEFAULT_REFRIGERANT,
    compressorType: "todos",
    evapTemp: null,
    condTemp: null,
    compressorsConfig: [newCompressor()],
    rackConfig: emptyRackConfig(),
    condensingUnitConfig: emptyCondensingUnitConfig(),
    chillerConfig: emptyChillerConfig(),
    isPro: false,
    proDescription: "",
    designNotes: "",
    designImages: [],
  };
}
