// 'Seleccionar' beside a circuit's compressors (issue 22 item 2): from the
// circuit's duty to a ranked list of the catalogue's compressors, in counts
// of identical units, with the reasons the rest were left out. Choosing a
// row fills the circuit with that many compressors of the model.
import { useMutation } from "@tanstack/react-query";
import { Search } from "lucide-react";
import * as React from "react";
import {
  selectCompressors,
  type CompressorCandidate,
  type CompressorSelectionAnswer,
  type CompressorSelectionRequest,
  type SelectionSort,
} from "../api/select-compressors";
import { refusalInUnits } from "../utils/calculation-toasts";
import { capacity as capacityIn, figure, inUnits, kw, temperatureBasisText, unitOf } from "../utils/results-format";
import { NumberField } from "./fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatNumber } from "@/lib/format";
import { formatIn, toDisplay } from "@/lib/units";

export interface SelectionDuty {
  refrigerant: string;
  evapTemp: number | null;
  condTemp: number | null;
  /** kW, the circuit's; the dialog lets the engineer change it. */
  requiredCapacity: number | null;
  /** The screen's compressor type filter; only catalogue types are sent. */
  compressorType: string;
  /** The project's supply: chooses each compressor's sets as in the calculation. */
  voltage?: number | null;
  frequency?: number | null;
  /** How many compressors the circuit may hold. */
  maxCount: number;
}

const SORTS: { value: SelectionSort; label: string }[] = [
  { value: "highestCop", label: "Mayor COP" },
  { value: "smallestMargin", label: "Menor margen" },
  { value: "fewestCompressors", label: "Menos compresores" },
];

const EXCLUSIONS: { key: keyof CompressorSelectionAnswer["excluded"]; label: string }[] = [
  { key: "outOfEnvelope", label: "fuera de su envolvente" },
  { key: "undersized", label: "capacidad insuficiente" },
  { key: "oversized", label: "sobredimensionados" },
  { key: "otherRefrigerant", label: "de otro refrigerante" },
  { key: "otherType", label: "de otro tipo" },
  { key: "notCalculable", label: "sin datos para calcular" },
  { key: "otherFrequency", label: "sin polinomios a esta frecuencia" },
];

const CATALOGUE_TYPES = ["reciprocante", "tornillo", "scroll"] as const;

/** The most identical compressors a selection considers (the server's MAX_COUNT). */
export const SELECTION_MAX_COUNT = 12;

/** What is missing to select, in the screen's words; null when nothing is. */
export function missingForSelection(duty: SelectionDuty, capacity: number | null): string | null {
  if (!duty.refrigerant) return "Elija el refrigerante";
  if (duty.evapTemp === null) return "Indique la temperatura de evaporación del circuito";
  if (duty.condTemp === null) return "Indique la temperatura de condensación";
  if (capacity === null || capacity <= 0) return "Indique la capacidad requerida";
  return null;
}

/** The request the dialog sends for `duty`, `capacity` kW and the rules chosen. */
export function selectionRequest(
  duty: SelectionDuty,
  capacity: number,
  maxCount: number,
  redundancy: "N" | "N+1",
  sort: SelectionSort,
): CompressorSelectionRequest {
  const type = CATALOGUE_TYPES.find((t) => t === duty.compressorType);
  return {
    refrigerant: duty.refrigerant,
    evapTemp: duty.evapTemp ?? 0,
    condTemp: duty.condTemp ?? 0,
    requiredCapacity: capacity,
    ...(type ? { compressorType: type } : {}),
    ...(duty.voltage ? { voltage: duty.voltage } : {}),
    ...(duty.frequency ? { frequency: duty.frequency } : {}),
    count: { min: 1, max: Math.max(1, maxCount) },
    redundancy,
    sort,
  };
}

function Exclusions({ answer }: { answer: CompressorSelectionAnswer }) {
  const parts = EXCLUSIONS.filter(({ key }) => (answer.excluded[key] ?? 0) > 0).map(({ key, label }) => `${answer.excluded[key]} ${label}`);
  return (
    <p className="text-sm text-muted-foreground" data-testid="selection-excluded">
      {answer.considered} compresores considerados
      {parts.length > 0 ? `; descartados: ${parts.join(", ")}` : ""}.
    </p>
  );
}

/** Mounted when opened, so it starts from the circuit's current duty. */
export function CompressorSelectionDialog({
  duty,
  open,
  onOpenChange,
  onChoose,
}: {
  duty: SelectionDuty;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (candidate: CompressorCandidate) => void;
}) {
  const [capacity, setCapacity] = React.useState<number | null>(duty.requiredCapacity);
  const [maxCount, setMaxCount] = React.useState<number | null>(Math.min(duty.maxCount, 4));
  const [redundancy, setRedundancy] = React.useState<"N" | "N+1">("N");
  const [sort, setSort] = React.useState<SelectionSort>("highestCop");
  const search = useMutation({ mutationFn: selectCompressors });
  const missing = missingForSelection(duty, capacity);

  const run = () => {
    if (missing || capacity === null) return;
    search.mutate(selectionRequest(duty, capacity, maxCount ?? 1, redundancy, sort));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-4xl" data-testid="compressor-selection-dialog">
        <DialogHeader>
          <DialogTitle>Seleccionar compresores</DialogTitle>
          <DialogDescription>
            {duty.refrigerant || "—"} · evaporación {formatIn(duty.evapTemp, "temperature")} · condensación {formatIn(duty.condTemp, "temperature")}
            {duty.frequency ? ` · ${duty.frequency} Hz` : ""}. Capacidades
            al punto de diseño, iguales a las del cálculo; banda de 100 a 120 % de la capacidad requerida.
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
          <NumberField label="Capacidad requerida (kW)" value={capacity} onChange={setCapacity} min={0} testId="selection-capacity" />
          <NumberField label="Compresores (máx.)" value={maxCount} onChange={setMaxCount} min={1} max={duty.maxCount} integer testId="selection-max-count" />
          <div className="space-y-2">
            <Label htmlFor="selection-redundancy">Redundancia</Label>
            <NativeSelect id="selection-redundancy" value={redundancy} onChange={(e) => setRedundancy(e.target.value as "N" | "N+1")}>
              <option value="N">N</option>
              <option value="N+1">N+1 (uno de reserva)</option>
            </NativeSelect>
          </div>
          <div className="space-y-2">
            <Label htmlFor="selection-sort">Ordenar por</Label>
            <NativeSelect id="selection-sort" value={sort} onChange={(e) => setSort(e.target.value as SelectionSort)}>
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {missing && <p className="text-sm text-destructive">{missing}</p>}
        <div>
          <Button type="button" onClick={run} disabled={missing !== null || search.isPending} data-testid="selection-search">
            <Search /> Buscar
          </Button>
        </div>
        {search.isError && <p className="text-sm text-destructive" data-testid="selection-error">{refusalInUnits(search.error)}</p>}
        {search.data && (
          <>
            <Exclusions answer={search.data} />
            {search.data.candidates.length === 0 ? (
              <p className="text-sm">Ningún compresor del catálogo cumple la capacidad requerida en este punto.</p>
            ) : (
              <div className="overflow-x-auto">
                <Table data-testid="selection-candidates">
                  <TableHeader>
                    <TableRow>
                      <TableHead>Modelo</TableHead>
                      <TableHead className="text-right">Cantidad</TableHead>
                      <TableHead className="text-right">Capacidad ({unitOf("capacity")})</TableHead>
                      <TableHead className="text-right">Potencia (kW)</TableHead>
                      <TableHead className="text-right">COP</TableHead>
                      <TableHead className="text-right">Margen (%)</TableHead>
                      <TableHead className="text-right">
                        A +{formatNumber(toDisplay(5, "temperatureDifference"), 1)}{"\u00A0"}{unitOf("temperatureDifference")} ({unitOf("capacity")})
                      </TableHead>
                      <TableHead className="text-right">A la envolvente ({unitOf("temperatureDifference")})</TableHead>
                      <TableHead />
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {search.data.candidates.map((c) => (
                      <TableRow key={`${c.compressorId}-${c.count}`} data-testid="selection-row">
                        <TableCell className="font-medium">
                          {c.model}
                          {temperatureBasisText(c.temperatureBasis) && (
                            <span className="block text-xs font-normal text-muted-foreground" data-testid="selection-temperature-basis">
                              {temperatureBasisText(c.temperatureBasis)}
                            </span>
                          )}
                        </TableCell>
                        <TableCell className="text-right">{c.count}</TableCell>
                        <TableCell className="text-right">{capacityIn(c.coolingCapacity)}</TableCell>
                        <TableCell className="text-right">{kw(c.powerInput, "power")}</TableCell>
                        <TableCell className="text-right">{figure(c.cop, "cop")}</TableCell>
                        <TableCell className="text-right">{figure(c.margin, "percent")}</TableCell>
                        <TableCell className="text-right">{capacityIn(c.capacityAtCondPlus5)}</TableCell>
                        <TableCell className="text-right">{inUnits(c.envelopeDistanceK, "temperatureDifference")}</TableCell>
                        <TableCell>
                          <Button type="button" size="sm" variant="outline" onClick={() => onChoose(c)}>
                            Elegir
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
