// Condenser selection shared by the condensing unit and the agua-aire chiller
// (app-and-projects.md sections 2 and 4): automatic selection with oversizing
// (10 % when turned on, cleared when off), microchannel-only filter, a
// manual select, the chosen condenser's figures, ambient and condensing
// temperatures and Tc − Ta. Once the project has been calculated, the list
// is ranked for the last calculation's condenser load (issue 22 item 4); for
// a chiller of several refrigerant circuits, each with its own condenser of
// the model chosen (engine 1.11.0), for the largest circuit's heat.
import * as React from "react";
import { useCondenserChoices } from "../api/condensing-unit-condensers";
import { useCondenserRanking } from "../api/select-units";
import type { ChillerConfig } from "../types/chiller-config";
import { DEFAULT_OVERSIZING } from "../types/chiller-config";
import type { CondensingUnitConfig } from "../types/condensing-unit-config";
import { capacityAtDesign, condenserFields, pickCondenserFields, type CatalogueCondenser } from "../utils/chiller-and-unit-config";
import { rankedUnitOptions, rankingSummary } from "../utils/unit-options";
import { CondenserDutyContext, perCircuitDutyWords, sharedCondenserWords, unrankedHint } from "./condenser-duty";
import { oversizingError } from "../utils/field-checks";
import { ambientError } from "../utils/server-rules";
import { CheckboxField, FieldGrid, NumberField, SelectField, type Option } from "./fields";
import { formatQuantity } from "@/lib/format";
import { formatIn, unitLabel } from "@/lib/units";
import { temperatureHint } from "../utils/parameters";
import type { SaturationPressure } from "../utils/saturation-entry";
import { condensationError } from "../utils/field-checks";
import { SaturationField } from "./saturation-field";

type Config = ChillerConfig | CondensingUnitConfig;

interface Props<T extends Config> {
  value: T;
  onChange: (next: T) => void;
  condTemp: number | null;
  /** The condensing condition entered as a gauge or absolute pressure, if it was. */
  condPressure?: SaturationPressure | null;
  /** A temperature typed (pressure null), or a pressure and the dew temperature read at it. */
  onCondTempChange: (value: number | null, pressure: SaturationPressure | null) => void;
  testId?: string;
  /** Refrigerant circuits with a condenser each (an air-cooled chiller's); the circuits share one when absent. */
  circuits?: number;
  /** Suction circuits sharing the one condenser (a condensing unit's: one high side). */
  sharedBy?: number;
}

const NO_CONDENSER = { condenserId: "", condenserModel: "", condenserCapacity: null, condenserFanCount: null, condenserFanPower: null, condenserIsMicrochannel: false };

/** Before a calculation: the catalogue's rated figure. */
const plainLabel = (c: CatalogueCondenser) => `${c.model} · ${formatIn(c.capacity, "capacity")} nominales${c.isMicrochannel ? " (microcanal)" : ""}`;

export function CondenserPicker<T extends Config>({ value, onChange, condTemp, condPressure, onCondTempChange, testId, circuits = 1, sharedBy = 1 }: Props<T>) {
  const { data: catalogue = [], isLoading } = useCondenserChoices();
  const { refrigerant, condenserLoad, perCircuit } = React.useContext(CondenserDutyContext);
  const ranking = useCondenserRanking({
    refrigerant,
    heatRejection: condenserLoad,
    ambientTemp: value.ambientTemp,
    condTemp,
    oversizing: value.condenserOversizing,
    microchannelOnly: value.filterMicrochannelOnly,
  });
  const ranked = ranking.data && !value.autoSelectCondenser ? ranking.data : null;
  const shown = catalogue.filter((c) => !value.filterMicrochannelOnly || c.isMicrochannel || c.id === value.condenserId);
  const options: Option[] = ranked ? rankedUnitOptions(ranked) : shown.map((c) => ({ value: c.id, label: plainLabel(c) }));
  const selected = catalogue.find((c) => c.id === value.condenserId);
  if (value.condenserId && !selected) options.unshift({ value: value.condenserId, label: "Condensador que ya no está en la biblioteca" });
  else if (selected && !options.some((o) => o.value === selected.id)) options.unshift({ value: selected.id, label: plainLabel(selected) });
  const rankingHint = value.autoSelectCondenser
    ? undefined
    : ranked && condenserLoad !== null
      ? `${rankingSummary(ranked, condenserLoad * 1000, perCircuit ? perCircuitDutyWords(perCircuit) : undefined)}, según el último cálculo`
      : catalogue.length > 0
        ? unrankedHint(circuits)
        : undefined;
  const delta = condTemp !== null && value.ambientTemp !== null ? condTemp - value.ambientTemp : null;
  const designCapacity = selected ? capacityAtDesign(selected.capacity, selected.ratedDeltaT, condTemp, value.ambientTemp) : null;

  const setAuto = (auto: boolean) =>
    onChange(pickCondenserFields({ ...value, autoSelectCondenser: auto, condenserOversizing: auto ? DEFAULT_OVERSIZING : null }, NO_CONDENSER));

  const choose = (id: string) => {
    const condenser = catalogue.find((c) => c.id === id);
    if (condenser) onChange(pickCondenserFields(value, condenserFields(condenser)));
  };

  return (
    <div className="space-y-4" data-testid={testId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-6">
        <CheckboxField label="Selección automática de condensador" checked={value.autoSelectCondenser} onChange={setAuto} testId={testId && `${testId}-auto`} />
        <CheckboxField
          label="Solo condensadores microcanal"
          checked={value.filterMicrochannelOnly}
          onChange={(filterMicrochannelOnly) => onChange({ ...value, filterMicrochannelOnly })}
          testId={testId && `${testId}-microchannel`}
        />
      </div>
      <FieldGrid>
        {value.autoSelectCondenser && (
          <NumberField
            label="Sobredimensionamiento (%)"
            value={value.condenserOversizing}
            onChange={(v) => onChange({ ...value, condenserOversizing: v ?? 0 })}
            error={oversizingError(value.condenserOversizing)}
            hint="Entero de 0 a 100; por defecto 10"
            min={0}
            max={100}
            step={1}
            integer
            placeholder="10"
            testId={testId && `${testId}-oversizing`}
          />
        )}
        <SelectField
          label="Condensador"
          value={value.condenserId}
          onChange={choose}
          options={options}
          disabled={value.autoSelectCondenser}
          placeholder={value.autoSelectCondenser ? "Se selecciona al calcular" : isLoading ? "Cargando condensadores..." : catalogue.length === 0 ? "No hay condensadores registrados" : "Seleccione un condensador"}
          hint={rankingHint}
          testId={testId && `${testId}-condenser`}
        />
      </FieldGrid>
      {value.condenserId && (
        <dl className="grid grid-cols-2 gap-3 rounded-md bg-muted/50 p-3 text-sm sm:grid-cols-4" data-testid={testId && `${testId}-summary`}>
          <div>
            <dt className="text-muted-foreground">Capacidad ({unitLabel("capacity")})</dt>
            <dd className="font-medium">{formatIn(value.condenserCapacity, "capacity", { unit: false })}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Ventiladores</dt>
            <dd className="font-medium">{value.condenserFanCount ?? "—"}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Potencia por ventilador (kW)</dt>
            <dd className="font-medium">{value.condenserFanPower !== null ? formatQuantity(value.condenserFanPower, "fanPower") : "—"}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Capacidad a ΔT de diseño ({unitLabel("capacity")})</dt>
            <dd className="font-medium">{formatIn(designCapacity, "capacity", { unit: false })}</dd>
          </div>
        </dl>
      )}
      {sharedBy > 1 && (
        <p className="text-sm text-muted-foreground" data-testid={testId && `${testId}-shared`}>
          {sharedCondenserWords(sharedBy)}
        </p>
      )}
      {value.condenserId && circuits > 1 && (
        <p className="text-sm text-muted-foreground" data-testid={testId && `${testId}-per-circuit`}>
          Uno de este modelo en cada uno de los {circuits} circuitos frigoríficos
          {value.condenserFanCount !== null ? `: ${value.condenserFanCount * circuits} ventiladores en total` : ""}.
        </p>
      )}
      <FieldGrid columns={3}>
        <NumberField
          label="Temperatura ambiente (°C)"
          value={value.ambientTemp}
          onChange={(ambientTemp) => onChange({ ...value, ambientTemp })}
          placeholder="35"
          error={ambientError(condTemp, value.ambientTemp)}
          testId={testId && `${testId}-ambient`}
        />
        <SaturationField
          condition="condensation"
          refrigerant={refrigerant}
          id={`${testId ?? "condenser"}-cond-temp`}
          label="Temperatura de condensación (°C)"
          temperature={condTemp}
          pressure={condPressure}
          onChange={onCondTempChange}
          placeholder="40"
          hint={temperatureHint("condensation", refrigerant)}
          error={condensationError(condTemp, refrigerant)}
          testId={`${testId ?? "condenser"}-cond-temp`}
        />
        <div className="grid gap-1.5">
          <span className="text-sm font-medium leading-none" id={testId && `${testId}-delta-label`}>
            Tc − Ta ({unitLabel("temperatureDifference")})
          </span>
          <output className="flex h-9 items-center rounded-md border bg-muted/50 px-3 text-sm" aria-labelledby={testId && `${testId}-delta-label`} data-testid={testId && `${testId}-delta`}>
            {formatIn(delta, "temperatureDifference", { unit: false })}
          </output>
        </div>
      </FieldGrid>
    </div>
  );
}
