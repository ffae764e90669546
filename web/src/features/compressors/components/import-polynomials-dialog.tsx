import * as React from "react";
import { useConfirmPolynomials } from "../api/confirm-polynomials";
import { useExtractPolynomials, type PolynomialExtraction, type PolynomialInput } from "../api/extract-polynomials";
import type { Compressor } from "../api/get-compressors";
import { METHOD_LABELS } from "../utils/compressor-utils";
import { EnvelopeNotes, EnvelopePlacement, envelopeTables, tableOf } from "./envelope-notes";
import { FileModelChoice, initialModel, selectModel } from "./file-model-choice";
import { PhysicalFaultList } from "./physical-faults";
import { cellId, COEFFICIENTS, ENVELOPE, hasParameter, PolynomialReviewRow, RANGES, type Editable } from "./polynomial-review-row";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FileInput } from "@/components/ui/file-input";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/hooks/use-toast";
import { useWhenChanged } from "@/hooks/use-when-changed";
import { ApiError } from "@/lib/api-client";
import { checkNumber, editableNumber, readNumber } from "@/lib/format";

const ACCEPTED = /\.(csv|pdf|jpe?g|png|idf)$/i;
const UNITS_OF: Record<string, string[]> = {
  coolingCapacity: ["W", "kW", "Btu/h"],
  powerInput: ["W", "kW", "Btu/h"],
  current: ["A"],
  massFlow: ["kg/h", "kg/s", "lb/h"],
  dischargeTemp: ["°C", "°F"],
};

/** Reads the reviewed numbers with the one number reader: typed text that is
 * not a number is refused at its cell (only the file's own cells become 0). */
export function readReview(rows: PolynomialInput[]): { rows: PolynomialInput[]; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const read = rows.map((row, i) => {
    const out: PolynomialInput = { ...row };
    for (const key of COEFFICIENTS) {
      const value = row[key];
      if (typeof value !== "string") continue;
      const reading = readNumber(value);
      if (reading.ok) out[key] = reading.value;
      else problems[cellId(key, i)] = reading.empty ? "Ingrese un valor" : reading.message;
    }
    for (const { key } of RANGES) {
      const value = row[key];
      if (value === null || value === undefined) continue;
      // The file's limits are checked too: the server refuses what is outside.
      const reading = checkNumber(typeof value === "number" ? editableNumber(value) : value, { ...ENVELOPE, optional: true });
      if (reading.ok) out[key] = reading.value;
      else problems[cellId(key, i)] = reading.message;
    }
    return out;
  });
  return { rows: read, problems };
}

interface Props {
  compressor: Compressor | null;
  onOpenChange: (open: boolean) => void;
}

export function ImportPolynomialsDialog({ compressor, onOpenChange }: Props) {
  const [file, setFile] = React.useState<File | null>(null);
  const [extraction, setExtraction] = React.useState<PolynomialExtraction | null>(null);
  const [rows, setRows] = React.useState<PolynomialInput[]>([]);
  const [problems, setProblems] = React.useState<Record<string, string>>({});
  /** The file's model whose sets are imported, and whether a file of another model was confirmed. */
  const [chosenModel, setChosenModel] = React.useState<string | null>(null);
  const [modelConfirmed, setModelConfirmed] = React.useState(false);
  /** What each number field says of its text while it is typed (NumberInput). */
  const [typing, setTyping] = React.useState<Record<string, string>>({});
  const reportTyping = React.useCallback(
    (id: string, message: string | null) =>
      setTyping((current) => {
        if ((current[id] ?? null) === message) return current;
        const next = { ...current };
        if (message === null) delete next[id];
        else next[id] = message;
        return next;
      }),
    [],
  );
  const extract = useExtractPolynomials();
  const confirm = useConfirmPolynomials();

  const reset = () => {
    setFile(null);
    setExtraction(null);
    setRows([]);
    setProblems({});
    setTyping({});
    setChosenModel(null);
    setModelConfirmed(false);
  };
  useWhenChanged(compressor, reset);

  const close = () => {
    reset();
    onOpenChange(false);
  };

  const onExtract = async () => {
    if (!compressor || !file) return;
    if (!ACCEPTED.test(file.name)) {
      toast({
        title: "Tipo de archivo no soportado",
        description: "Por favor sube un archivo CSV, PDF o imagen (JPG, PNG) con coeficientes polinomiales",
        variant: "destructive",
      });
      return;
    }
    try {
      const result = await extract.mutateAsync({ compressorId: compressor.id, file });
      setExtraction(result);
      setChosenModel(initialModel(result.models ?? []));
      setModelConfirmed(false);
      // A missing parameter takes the spec's default; an unrecognised label waits for the user's choice.
      setRows(result.polynomials.map((p) => ({ ...p, parameter: p.parameter ?? (p.parameterUnrecognised ? null : "coolingCapacity") })));
      const n = result.polynomials.length;
      toast({ title: `${n} polinomio(s) extraído(s)`, description: "Revisa los datos y confirma para guardar" });
      if (result.polynomials.some((p) => p.parameterUnrecognised)) {
        toast({ title: "Parámetro no reconocido", description: "Elija el parámetro de cada polinomio marcado antes de importar", variant: "destructive" });
      }
      if (result.polynomials.some((p) => !p.refrigerant)) {
        toast({
          title: "Refrigerante no detectado",
          description: "El archivo debe especificar el refrigerante de cada polinomio (ej. R404A, R134a)",
          variant: "destructive",
        });
      }
    } catch (e) {
      const body = e instanceof ApiError ? e.body : null;
      if (body?.code === "import.no_polynomials") {
        toast({
          title: "No se encontraron polinomios",
          description: "No se pudieron extraer coeficientes polinomiales del archivo. Verifica que contenga tablas con columnas c1-c10.",
          variant: "destructive",
        });
      } else {
        toast({ title: "Error al procesar archivo", description: body?.error ?? "Error procesando archivo", variant: "destructive" });
      }
    }
  };

  // Stable (setters only), so each memoised row re-renders for its own set alone.
  const edit = React.useCallback((index: number, key: Editable, value: string) => {
    // The basis is a rating condition of the set, not a field of its own.
    const change = (row: PolynomialInput): PolynomialInput =>
      key === "temperatureBasis" ? { ...row, rating: { ...row.rating, temperatureBasis: value } } : { ...row, [key]: value };
    setRows((current) => current.map((row, i) => (i === index ? change(row) : row)));
    setProblems((current) => {
      const id = `${key} ${index + 1}`;
      if (!(id in current)) return current;
      const next = { ...current };
      delete next[id];
      return next;
    });
  }, []);

  // The file's unit stays when it can be the chosen parameter's.
  const choose = React.useCallback(
    (index: number, parameter: string) =>
      setRows((current) =>
        current.map((row, i) => {
          if (i !== index) return row;
          const outputUnit = row.outputUnit && UNITS_OF[parameter]?.includes(row.outputUnit) ? row.outputUnit : null;
          return { ...row, parameter, parameterUnrecognised: false, outputUnit };
        }),
      ),
    [],
  );

  // The envelope read, given to or taken from every set of one refrigerant (the user decides where it belongs).
  const place = React.useCallback(
    (refrigerant: string, polygon: { to: number; tc: number }[] | null) =>
      setRows((current) => current.map((row) => (String(row.refrigerant ?? "").trim() === refrigerant ? { ...row, envelopePolygon: polygon } : row))),
    [],
  );

  const models = extraction?.models ?? [];
  // Each distinct envelope of the sets, shown once as a table; a row names its table.
  const tables = React.useMemo(() => envelopeTables(rows), [rows]);
  const selection = selectModel(models, rows.length, chosenModel, modelConfirmed, compressor?.model ?? "");
  const importing = selection.imported.map((i) => rows[i]);
  // The faults of the sets on screen (another model's are checked apart and not imported).
  const shown = new Set(selection.shown);
  const nonNumeric = selection.shown.reduce((n, i) => n + Object.keys(rows[i].nonNumeric ?? {}).length, 0);
  const refrigerantsGiven = importing.every((r) => (r.refrigerant ?? "").toString().trim() !== "");
  const parametersChosen = importing.every(hasParameter);
  const complete = importing.length > 0 && refrigerantsGiven && parametersChosen && selection.pending === null;

  const onConfirm = async () => {
    if (!compressor) return;
    if (selection.pending !== null) {
      toast({ title: "Modelo del archivo", description: selection.pending, variant: "destructive" });
      return;
    }
    if (!refrigerantsGiven) {
      toast({ title: "Refrigerante no detectado", description: "Indique el refrigerante de cada polinomio", variant: "destructive" });
      return;
    }
    if (!parametersChosen) {
      toast({ title: "Parámetro no reconocido", description: "Elija el parámetro de cada polinomio marcado", variant: "destructive" });
      return;
    }
    // Cells are named by the set's position in the file, so the review reads every row and keeps the chosen model's.
    const reviewed = readReview(rows);
    const imported = new Set(selection.imported.map((i) => i + 1));
    const problemsOfImport = Object.fromEntries(Object.entries(reviewed.problems).filter(([id]) => imported.has(Number(id.split(" ").pop()))));
    if (Object.keys(problemsOfImport).length > 0) {
      setProblems(problemsOfImport);
      toast({ title: "Error al importar polinomios", description: "Revise los valores marcados", variant: "destructive" });
      return;
    }
    try {
      const polynomials = selection.imported.map((i) => reviewed.rows[i]);
      await confirm.mutateAsync({ compressorId: compressor.id, source: extraction?.source ?? null, polynomials, model: selection.model });
      toast({ title: "Polinomios importados", description: `${polynomials.length} polinomio(s) agregados a ${compressor.model}` });
      close();
    } catch (e) {
      const message = e instanceof ApiError ? e.serverMessage : undefined;
      toast({ title: "Error al importar polinomios", description: message ?? "No se pudieron importar los polinomios", variant: "destructive" });
    }
  };

  return (
    <Dialog open={compressor !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>Importar Polinomios para {compressor?.model}</DialogTitle>
          <DialogDescription>
            CSV, PDF, imagen (JPG, PNG) o IDF de EnergyPlus. Se reconocen columnas c1-c10 en cualquier orden, la tabla traspuesta
            (C1 a C10 por filas) y unidades I-P, que se convierten a SI al importar.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <label htmlFor="polynomial-file" className="text-sm font-medium">
              Archivo
            </label>
            <FileInput
              id="polynomial-file"
              accept=".csv,.pdf,.jpg,.jpeg,.png,.idf"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setExtraction(null);
                setRows([]);
              }}
            />
          </div>
          <Button onClick={onExtract} disabled={!file || extract.isPending}>
            {extract.isPending ? "Procesando archivo..." : "Extraer"}
          </Button>
        </div>
        {extract.isPending && (
          <div className="h-1 w-full overflow-hidden rounded bg-muted" role="progressbar" aria-label="Procesando archivo">
            <div className="h-full w-1/3 animate-pulse bg-primary" />
          </div>
        )}
        {extraction && (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              {rows.length} polinomio(s){models.length > 1 && ` de ${models.length} modelos`} · lectura {METHOD_LABELS[extraction.method] ?? extraction.method}
              {extraction.warnings.length > 0 && ` · ${extraction.warnings.length} línea(s) ignorada(s)`}
            </p>
            {nonNumeric > 0 && (
              <p className="text-sm text-amber-700 dark:text-amber-400" data-testid="non-numeric-note">
                {nonNumeric} coeficiente(s) no numérico(s) en el archivo se importan como 0 (marcados abajo).
              </p>
            )}
            <FileModelChoice
              models={models}
              compressorModel={compressor?.model ?? ""}
              chosen={chosenModel}
              onChoose={setChosenModel}
              confirmed={modelConfirmed}
              onConfirm={setModelConfirmed}
            />
            <EnvelopeNotes extraction={extraction} tables={tables} />
            <EnvelopePlacement rows={rows} tables={tables} defaults={extraction.toolDefaults} onPlace={place} />
            <PhysicalFaultList
              faults={extraction.physicalFaults?.filter((f) => f.sets.some((set) => !/^\d+$/.test(set) || shown.has(Number(set))))}
              consequence="Corrija los coeficientes, la unidad o la envolvente de estas filas: así como están, la importación se rechaza."
              describeSet={(set) => (/^\d+$/.test(set) ? `Fila ${Number(set) + 1}` : null)}
            />
            <div className="max-h-80 overflow-auto">
              <Table data-testid="polynomial-review">
                <TableHeader>
                  <TableRow>
                    {models.length > 0 && <TableHead>Modelo</TableHead>}
                    <TableHead>Refrigerante</TableHead>
                    <TableHead>Parámetro</TableHead>
                    <TableHead>Frecuencia</TableHead>
                    <TableHead>Temperaturas</TableHead>
                    {RANGES.map((r) => (
                      <TableHead key={r.key}>{r.label} (°C)</TableHead>
                    ))}
                    {COEFFICIENTS.map((c) => (
                      <TableHead key={c}>{c}</TableHead>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {selection.shown.map((i) => (
                    <PolynomialReviewRow
                      key={i}
                      index={i}
                      row={rows[i]}
                      showModel={models.length > 0}
                      defaults={extraction.toolDefaults}
                      envelopeTable={tableOf(tables, rows[i].envelopePolygon)}
                      problems={problems}
                      typing={typing}
                      onEdit={edit}
                      onChoose={choose}
                      onTyping={reportTyping}
                    />
                  ))}
                </TableBody>
              </Table>
            </div>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancelar
          </Button>
          <Button onClick={onConfirm} disabled={!complete || confirm.isPending}>
            {confirm.isPending ? "Guardando..." : "Confirmar e importar"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
