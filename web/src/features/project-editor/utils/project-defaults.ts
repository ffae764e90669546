// Empty form values: the defaults of app-and-projects.md section 9.
import { defaultChillerConfig } from "../types/chiller-config";
import { emptyCircuit, emptyCompressor } from "../types/circuit";
import { defaultCondensingUnitConfig } from "../types/condensing-unit-config";
import type { ProjectForm, RackConfig } from "../types/project";
import { coldSideUnits } from "./fluids";
import { unitSystem } from "@/lib/units";

export const VOLTAGES = [220, 380, 400, 440, 460, 480] as const;
export const DEFAULT_VOLTAGE = 460;
/** Supply frequencies, Hz: 50 Hz (Europe, 400 V) and 60 Hz (the Americas, 460 V and 220 V). */
export const FREQUENCIES = [50, 60] as const;
export const DEFAULT_FREQUENCY = 60;
export const DEFAULT_REFRIGERANT = "R404A";
export const RACK_PIPE_DISTANCE = 25;
export const RACK_MAX_CIRCUITS = 3;

export const RACK_ACCESSORY_LABELS: Record<keyof RackConfig["accessories"], string> = {
  oilSeparators: "Separadores de aceite",
  receivers: "Recibidores de líquido",
  suctionAccumulators: "Acumuladores de succión",
  vfdFirstCompressor: "Variador (VFD) en el primer compresor",
  vfdFirstCondenserFan: "Variador (VFD) en el primer ventilador del condensador",
  ecCondenserFan: "Ventiladores EC en el condensador",
  highEfficiencyCompressor: "Compresores de alta eficiencia",
  thermallyProtected: "Protección térmica",
  electricalControls: "Controles eléctricos",
  galvanizedCabinet: "Gabinete galvanizado",
  liquidLineSight: "Visor de línea de líquido",
  filterDriers: "Filtros deshidratadores",
  circuitBreakers: "Interruptores termomagnéticos",
  economizer: "Economizador",
};

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
    pipeDistance: RACK_PIPE_DISTANCE,
    length: null,
    width: null,
    height: null,
    shippingWeight: null,
    liquidLinesConfig: { numberOfLines: 1 },
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
    circuits: [emptyCircuit(1)],
  };
}

/** A new chiller's configuration: its cold side in the user's units (GPM, TR in I-P). */
function newChillerConfig() {
  const config = defaultChillerConfig();
  return { ...config, coldSide: { ...config.coldSide, ...coldSideUnits(unitSystem()) } };
}

export function emptyProject(): ProjectForm {
  return {
    name: "",
    equipmentType: "rack",
    voltage: DEFAULT_VOLTAGE,
    frequency: DEFAULT_FREQUENCY,
    refrigerant: DEFAULT_REFRIGERANT,
    compressorType: "todos",
    evapTemp: null,
    condTemp: null,
    compressorsConfig: [emptyCompressor()],
    rackConfig: emptyRackConfig(),
    condensingUnitConfig: defaultCondensingUnitConfig(),
    chillerConfig: newChillerConfig(),
    isPro: false,
    proDescription: "",
    designNotes: "",
    designImages: [],
    sheetUnits: "SI",
    sheetLanguage: "es",
  };
}
