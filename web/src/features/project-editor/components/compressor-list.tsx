// The compressors of one circuit (app-and-projects.md section 2): 'Compresor
// 1, 2, ...' by position, a model select filtered by refrigerant, compressor
// type and evaporation temperature, the type set from the catalogue, and add
// and remove buttons. The chiller variant says 'Agregar Compresor' and keeps a
// disabled remove button on the last compressor; the other equipment shows
// 'Agregar' and a remove button only when there is more than one.
import { ListOrdered, Plus, Trash2 } from "lucide-react";
import * as React from "react";
import { useCompressorChoices } from "../api/chiller-compressors";
import { askable, useModelsAtDuty } from "../api/models-at-duty";
import type { CompressorEntry } from "../types/circuit";
import { addCompressor, compressorsOf, removeCompressor } from "../utils/circuits";
import { COMPRESSOR_TYPE_LABELS, compressorChoices, dutyLabel, entryKey, optionKey, type CompressorOption } from "../utils/compressor-choices";
import { CompressorSelectionDialog, type SelectionDuty } from "./compressor-selection-dialog";
import { SelectField, type Option } from "./fields";
import { SupplyContext } from "./supply-context";
import { Button } from "@/components/ui/button";
import { formatIn } from "@/lib/units";
import { TEMPERATURE_BASIS_LABELS } from "@/lib/temperature-basis";

interface Props {
  compressors: CompressorEntry[];
  onChange: (compressors: CompressorEntry[]) => void;
  refrigerant: string;
  compressorType: string;
  evapTemp: number | null;
  variant: "chiller" | "standard";
  /** Asked before adding; false refuses (the condensing unit's limit). */
  canAdd?: () => boolean;
  /** Prefix for test ids, e.g. `circuit-1`. */
  testId?: string;
  /** The circuit's duty: with it, 'Seleccionar' ranks the catalogue for it. */
  selection?: Pick<SelectionDuty, "condTemp" | "requiredCapacity" | "maxCount">;
}

const TYPE_OPTIONS: Option[] = Object.entries(COMPRESSOR_TYPE_LABELS).map(([value, label]) => ({ value, label }));

export function CompressorList({ compressors, onChange, refrigerant, compressorType, evapTemp, variant, canAdd, testId, selection }: Props) {
  const [selecting, setSelecting] = React.useState(false);
  const { data: catalogue = [], isLoading } = useCompressorChoices(refrigerant);
  const { choices, fallback } = compressorChoices(catalogue, { refrigerant, compressorType, evapTemp });
  const supply = React.useContext(SupplyContext);
  const point = { refrigerant, evapTemp, condTemp: selection?.condTemp ?? null, ...supply };
  const { data: atDuty } = useModelsAtDuty(point);
  const reading = (c: CompressorOption) => (c.id ? atDuty?.get(c.id) : undefined);

  const update = (index: number, patch: Partial<CompressorEntry>) => onChange(compressors.map((c, i) => (i === index ? { ...c, ...patch } : c)));

  const choose = (index: number, key: string) => {
    const picked = [...choices, ...catalogue].find((c) => optionKey(c) === key);
    if (!picked) return;
    update(index, { model: picked.model, type: picked.type, compressorId: picked.id });
  };

  const add = () => {
    if (canAdd && !canAdd()) return;
    onChange(addCompressor(compressors));
  };

  return (
    <div className="space-y-3" data-testid={testId ? `${testId}-compressors` : undefined}>
      {fallback && !isLoading && (
        <p className="text-xs text-muted-foreground">No hay compresores del refrigerante en la biblioteca: se muestran los modelos de referencia.</p>
      )}
      {!fallback && choices.length === 0 && !isLoading && (
        <p className="text-xs text-destructive">Ningún compresor de la biblioteca cumple el refrigerante, el tipo y la temperatura de evaporación.</p>
      )}
      {atDuty && askable(point) && (
        <p className="text-xs text-muted-foreground" data-testid={testId ? `${testId}-duty-hint` : undefined}>
          Capacidad de un compresor a {formatIn(evapTemp, "temperature", { unit: false })} / {formatIn(point.condTemp, "temperature")} (evaporación / condensación; {TEMPERATURE_BASIS_LABELS.dew.toLowerCase()}); los modelos que no pueden trabajar en ese punto no se pueden elegir.
        </p>
      )}
      {compressors.map((entry, index) => {
        const key = entryKey(entry, choices);
        const options: Option[] = choices.map((c) => ({ value: optionKey(c), ...dutyLabel(c.model, reading(c), refrigerant) }));
        // A stored model the filters leave out stays visible rather than silently dropped.
        if (key && !options.some((o) => o.value === key)) options.unshift({ value: key, label: `${entry.model} (fuera del filtro)` });
        const last = compressors.length <= 1;
        return (
          <div key={entry.id} className="grid grid-cols-1 items-end gap-3 rounded-md border p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]" data-testid={testId ? `${testId}-compressor-${index + 1}` : undefined}>
            <SelectField
              label={`Compresor ${index + 1}`}
              value={key}
              onChange={(value) => choose(index, value)}
              options={options}
              placeholder="Seleccione un modelo"
            />
            <SelectField label="Tipo" value={entry.type} onChange={(type) => update(index, { type })} options={TYPE_OPTIONS} placeholder="Tipo" />
            {(variant === "chiller" || !last) && (
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={`Eliminar compresor ${index + 1}`}
                disabled={last}
                onClick={() => onChange(removeCompressor(compressors, index))}
              >
                <Trash2 />
              </Button>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={add} data-testid={testId ? `${testId}-add-compressor` : undefined}>
          <Plus /> {variant === "chiller" ? "Agregar Compresor" : "Agregar"}
        </Button>
        {selection && (
          <Button type="button" variant="outline" size="sm" onClick={() => setSelecting(true)} data-testid={testId ? `${testId}-select-compressors` : undefined}>
            <ListOrdered /> Seleccionar
          </Button>
        )}
      </div>
      {selection && selecting && (
        <CompressorSelectionDialog
          duty={{ ...selection, refrigerant, compressorType, evapTemp, ...supply }}
          open={selecting}
          onOpenChange={setSelecting}
          onChoose={(chosen) => {
            onChange(compressorsOf(chosen));
            setSelecting(false);
          }}
        />
      )}
    </div>
  );
}
