import * as React from "react";
import { useConfirmPolynomials } from "../api/confirm-polynomials";
import { useExtractPolynomials, type PolynomialExtraction, type PolynomialInput } from "../api/extract-polynomials";
import type { Compressor } from "../api/get-compressors";
import { METHOD_LABELS, parameterLabel } from "../utils/compressor-utils";
import { NumberInput } from "@/components/common/number-input";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FileInput } from "@/components/ui/file-input";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/hooks/use-toast";
import { useWhenChanged } from "@/hooks/use-when-changed";
import { ApiError } from "@/lib/api-client";
import { checkNumber, editableNumber, formatNumber, readNumber } from "@/lib/format";

const ACCEPTED = /\.(csv|pdf|jpe?g|png|idf)$/i;
const COEFFICIENTS = ["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9", "c10"] as const;
/** An envelope limit the server accepts, °C (domain compressor::limits::ENVELOPE_TEMP). */
const ENVELOPE = { min: -100, max: 200, unit: "°C" } as const;
/** Temperatures step by 0.1 (app-and-projects.md, operating parameters). */
const TEMPERATURE_STEP = 0.1;
/** The envelope columns, with the spec's defaults for a missing limit (library.md section 5). */
const RANGES = [
  { key: "evapTempMin", label: "Evap. mín.", fallback: -45 },
  { key: "evapTempMax", label: "Evap. máx.", fallback: 7.5 },
  { key: "condTempMin", label: "Cond. mín.", fallback: 11.6 },
  { key: "condTempMax", label: "Cond. máx.", fallback: 62 },
] as const;
type RangeKey = (typeof RANGES)[number]["key"];
type NumericKey = (typeof COEFFICIENTS)[number] | RangeKey;
const PARAMETERS = ["coolingCapacity", "powerInput", "current", "massFlow", "dischargeTemp"] as const;
const CANONICAL_UNITS: Record<string, string> = { coolingCapacity: "W", powerInput: "W", current: "A", massFlow: "kg/h", dischargeTemp: "°C" };
const UNITS_OF: Record<string, string[]> = {
  coolingCapacity: ["W", "kW", "Btu/h"],
  powerInput: ["W", "kW", "Btu/h"],
  current: ["A"],
  massFlow: ["kg/h", "kg/s", "lb/h"],
  dischargeTemp: ["°C", "°F"],
};

/** A set is ready when its refrigerant is given and its parameter is one of the five. */
const hasParameter = (row: PolynomialInput) => PARAMETERS.some((p) => p === row.parameter);
type Editable = "refrigerant" | "parameter" | NumericKey;

/** A number of the review as the user sees it: the file's value or the typed text. */
const shown = (value: number | string | null | undefined) => (typeof value === "number" ? editableNumber(value) : (value ?? ""));

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
      else problems[`${key} ${i + 1}`] = reading.empty ? "Ingrese un valor" : reading.message;
    }
    for (const { key } of RANGES) {
      const value = row[key];
      if (value === null || value === undefined) continue;
      // The file's limits are checked too: the server refuses what is outside.
      const reading = checkNumber(typeof value === "number" ? editableNumber(value) : value, { ...ENVELOPE, optional: true });
      if (reading.ok) out[key] = reading.value;
      else problems[`${key} ${i + 1}`] = reading.message;
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

  const edit = (index: number, key: Editable, value: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
    setProblems((current) => {
      const id = `${key} ${index + 1}`;
      if (!(id in current)) return current;
      const next = { ...current };
      delete next[id];
      return next;
    });
  };

  // The file's unit stays when it can be the chosen parameter's.
  const choose = (index: number, parameter: string) =>
    setRows((current) =>
      current.map((row, i) => {
        if (i !== index) return row;
        const outputUnit = row.outputUnit && UNITS_OF[parameter]?.includes(row.outputUnit) ? row.outputUnit : null;
        return { ...row, parameter, parameterUnrecognised: false, outputUnit };
      }),
    );

  const nonNumeric = rows.reduce((n, row) => n + Object.keys(row.nonNumeric ?? {}).length, 0);
  const refrigerantsGiven = rows.every((r) => (r.refrigerant ?? "").toString().trim() !== "");
  const parametersChosen = rows.every(hasParameter);
  const complete = rows.length > 0 && refrigerantsGiven && parametersChosen;

  const onConfirm = async () => {
    if (!compressor) return;
    if (!refrigerantsGiven) {
      toast({ title: "Refrigerante no detectado", description: "Indique el refrigerante de cada polinomio", variant: "destructive" });
      return;
    }
    if (!parametersChosen) {
      toast({ title: "Parámetro no reconocido", description: "Elija el parámetro de cada polinomio marcado", variant: "destructive" });
      return;
    }
    const reviewed = readReview(rows);
    if (Object.keys(reviewed.problems).length > 0) {
      setProblems(reviewed.problems);
      toast({ title: "Error al importar polinomios", description: "Revise los valores marcados", variant: "destructive" });
      return;
    }
    try {
      await confirm.mutateAsync({ compressorId: compressor.id, source: extraction?.source ?? null, polynomials: reviewed.rows });
      toast({ title: "Polinomios importados", description: `${rows.length} polinomio(s) agregados a ${compressor.model}` });
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
              {rows.length} polinomio(s) · lectura {METHOD_LABELS[extraction.method] ?? extraction.method}
              {extraction.warnings.length > 0 && ` · ${extraction.warnings.length} línea(s) ignorada(s)`}
            </p>
            {nonNumeric > 0 && (
              <p className="text-sm text-amber-700 dark:text-amber-400" data-testid="non-numeric-note">
                {nonNumeric} coeficiente(s) no numérico(s) en el archivo se importan como 0 (marcados abajo).
              </p>
            )}
            <div className="max-h-80 overflow-auto">
              <Table data-testid="polynomial-review">
                <TableHeader>
                  <TableRow>
                    <TableHead>Refrigerante</TableHead>
                    <TableHead>Parámetro</TableHead>
                    {RANGES.map((r) => (
                      <TableHead key={r.key}>{r.label} (°C)</TableHead>
                    ))}
                    {COEFFICIENTS.map((c) => (
                      <TableHead key={c}>{c}</TableHead>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((row, i) => (
                    <TableRow key={i}>
                      <TableCell>
                        <Input
                          aria-label={`Refrigerante ${i + 1}`}
                          className="h-8 w-24"
                          value={row.refrigerant ?? ""}
                          onChange={(e) => edit(i, "refrigerant", e.target.value)}
                        />
                      </TableCell>
                      <TableCell className="min-w-44 align-top">
                        <Select value={row.parameter ?? ""} onValueChange={(v) => choose(i, v)}>
                          <SelectTrigger aria-label={`Parámetro ${i + 1}`} aria-invalid={!hasParameter(row)} className="h-8">
                            <SelectValue placeholder="Elegir parámetro" />
                          </SelectTrigger>
                          <SelectContent>
                            {PARAMETERS.map((p) => (
                              <SelectItem key={p} value={p}>
                                {parameterLabel(p)}
                              </SelectItem>
                            ))}
                          </SelectContent>
                        </Select>
                        {row.sourceLabel && (
                          <p
                            className={`mt-1 text-xs ${row.parameterUnrecognised ? "text-destructive" : "text-muted-foreground"}`}
                            data-testid={`source-label-${i + 1}`}
                          >
                            {row.parameterUnrecognised ? "No reconocido: " : "Archivo: "}«{row.sourceLabel}»
                          </p>
                        )}
                        {row.outputUnit && row.parameter && CANONICAL_UNITS[row.parameter] !== row.outputUnit && (
                          <p className="text-xs text-muted-foreground">
                            En {row.outputUnit}; se convierte a {CANONICAL_UNITS[row.parameter]} al importar
                          </p>
                        )}
                      </TableCell>
                      {RANGES.map((r) => {
                        const id = `${r.key} ${i + 1}`;
                        const problem = problems[id] ?? typing[id];
                        return (
                          <TableCell key={r.key} className="min-w-28 align-top">
                            <NumberInput
                              aria-label={`${r.label} ${i + 1}`}
                              className="h-8 text-xs"
                              unit={ENVELOPE.unit}
                              min={ENVELOPE.min}
                              max={ENVELOPE.max}
                              step={TEMPERATURE_STEP}
                              placeholder={formatNumber(r.fallback, 1)}
                              value={shown(row[r.key])}
                              aria-invalid={Boolean(problem) || undefined}
                              onChange={(text: string) => edit(i, r.key, text)}
                              onProblemChange={(message) => reportTyping(id, message)}
                            />
                            {problem ? (
                              <p className="mt-1 text-xs text-destructive" role="alert">
                                {problem}
                              </p>
                            ) : (
                              row[r.key] == null && <p className="mt-1 text-xs text-muted-foreground">por defecto</p>
                            )}
                          </TableCell>
                        );
                      })}
                      {COEFFICIENTS.map((c) => {
                        const id = `${c} ${i + 1}`;
                        const fileText = row.nonNumeric?.[c];
                        const problem = problems[id] ?? typing[id];
                        return (
                          <TableCell key={c} className="min-w-28 align-top">
                            {/* Unitless; no stepping, so a coefficient keeps every digit the file had. */}
                            <NumberInput
                              aria-label={id}
                              className={`h-8 font-mono text-xs ${fileText !== undefined ? "border-amber-600" : ""}`}
                              step="any"
                              value={shown(row[c])}
                              aria-invalid={Boolean(problem) || undefined}
                              onChange={(text: string) => edit(i, c, text)}
                              onProblemChange={(message) => reportTyping(id, message)}
                            />
                            {problem && (
                              <p className="mt-1 text-xs text-destructive" role="alert">
                                {problem}
                              </p>
                            )}
                            {fileText !== undefined && (
                              <p className="mt-1 text-xs text-amber-700 dark:text-amber-400" data-testid={`non-numeric-${c}-${i + 1}`}>
                                Archivo: «{fileText}» → 0
                              </p>
                            )}
                          </TableCell>
                        );
                      })}
                    </TableRow>
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
