import * as React from "react";
import type { Compressor, Polynomial } from "../api/get-compressors";
import { usePolynomials } from "../api/get-polynomials";
import { useUpdatePolynomial } from "../api/update-polynomial";
import { METHOD_LABELS, parameterLabel } from "../utils/compressor-utils";
import { PhysicalFaultList } from "./physical-faults";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NumberInput } from "@/components/common/number-input";
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api-client";
import { editableNumber, formatHertz, readNumber, type Quantity } from "@/lib/format";
import { temperatureBasisLabel } from "@/lib/temperature-basis";
import { useUnitSystem } from "@/hooks/use-unit-system";
import { formatIn, type Dimension, type UnitSystem } from "@/lib/units";

const ALL = "__all__";
const COEFFICIENTS = ["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9", "c10"];

/** A rating figure in the user's units (issue 24 item 3); text the file gave is shown as written, with its SI unit. */
const shown = (value: string | number, quantity: Quantity & Dimension, system: UnitSystem, siUnit: string) =>
  typeof value === "number" ? formatIn(value, quantity, { system, quantity }) : `${value} ${siUnit}`;

function Provenance({ p }: { p: Polynomial }) {
  const system = useUnitSystem();
  const { provenance } = p;
  const rating = provenance.rating;
  const parts = [
    provenance.source ? `${provenance.source.fileName} (${METHOD_LABELS[provenance.source.method] ?? provenance.source.method}, ${provenance.source.sha256.slice(0, 10)})` : "ingreso manual",
    `unidades ${provenance.unitSystem === "ip" ? "I-P convertidas a SI" : "SI"}`,
    `orden ${provenance.originalOrder === "energyPlus" ? "EnergyPlus convertido a EN 12900" : "EN 12900"}`,
  ];
  if (rating.returnGasTemp != null) parts.push(`gas de retorno ${shown(rating.returnGasTemp, "temperature", system, "°C")}`);
  if (rating.superheat != null) parts.push(`recalentamiento ${shown(rating.superheat, "temperatureDifference", system, "K")}`);
  if (rating.subcooling != null) parts.push(`subenfriamiento ${shown(rating.subcooling, "temperatureDifference", system, "K")}`);
  if (typeof rating.frequency === "number") parts.push(formatHertz(rating.frequency));
  parts.push(temperatureBasisLabel(rating.temperatureBasis).toLowerCase());
  if (provenance.edited) parts.push("editado");
  return (
    <p className="text-xs text-muted-foreground" data-testid="provenance">
      Origen: {parts.join(" · ")}
    </p>
  );
}

/** The coefficient as the panel shows it for editing, in the number locale. */
const editable = (p: Polynomial) => p.coefficients.map((c) => editableNumber(c));

/** Largest coefficient the server accepts (domain COEFFICIENT_MAX_ABS). */
const COEFFICIENT_MAX_ABS = 1e12;

/** Reads the ten typed coefficients; each problem is kept at its coefficient. */
export function readCoefficients(texts: string[]): { values: number[]; errors: (string | undefined)[] } {
  const values: number[] = [];
  const errors = texts.map((text, i) => {
    const reading = readNumber(text);
    if (!reading.ok) return reading.empty ? `El coeficiente c${i + 1} debe ser un número` : reading.message;
    if (Math.abs(reading.value) > COEFFICIENT_MAX_ABS) return `El coeficiente c${i + 1} está fuera de rango (máximo 1e12 en valor absoluto)`;
    values.push(reading.value);
    return undefined;
  });
  return { values, errors };
}

/** Whose envelope a set carries, as the catalogue says it (tester report 3, defect 3). */
export const ENVELOPE_SOURCE_WORDS = {
  makerPolygon: "Envolvente del fabricante (polígono)",
  makerRanges: "Envolvente del fabricante (límites)",
  toolDefaults: "Límites por defecto de la herramienta: envolvente del fabricante no indicada",
} as const;

const LIMIT_FIELDS = [
  { key: "evapTempMin", label: "Evap. mín." },
  { key: "evapTempMax", label: "Evap. máx." },
  { key: "condTempMin", label: "Cond. mín." },
  { key: "condTempMax", label: "Cond. máx." },
] as const;

/** A polygon typed as 'to / tc; to / tc; …' (°C, numbers in the user's locale); null when empty, a message when it
 * does not read. */
export function readPolygon(text: string): { to: number; tc: number }[] | null | string {
  if (text.trim() === "") return null;
  const corners = text
    .split(";")
    .filter((pair) => pair.trim() !== "")
    .map((pair) => pair.split("/").map((t) => readNumber(t)));
  if (corners.some((c) => c.length !== 2 || c.some((r) => !r.ok))) return "Cada punto del polígono es 'to / tc' en °C, separados por ';'";
  if (corners.length < 3) return "El polígono necesita al menos 3 puntos";
  return corners.map(([to, tc]) => ({ to: to.ok ? to.value : NaN, tc: tc.ok ? tc.value : NaN }));
}

/** The set's envelope: whose it is, and the maker's limits or polygon typed in °C (saved as the maker's). */
function EnvelopeEditor({ p }: { p: Polynomial }) {
  const update = useUpdatePolynomial();
  const [limits, setLimits] = React.useState<string[]>(LIMIT_FIELDS.map((f) => editableNumber(p[f.key])));
  const [polygon, setPolygon] = React.useState(p.envelopePolygon?.map((c) => `${editableNumber(c.to)} / ${editableNumber(c.tc)}`).join("; ") ?? "");
  const [problem, setProblem] = React.useState<string | null>(null);
  const source = p.envelopeSource ?? "makerRanges";
  const save = async () => {
    const read = limits.map((text) => readNumber(text));
    const bad = read.findIndex((r) => !r.ok);
    if (bad >= 0) return setProblem(`${LIMIT_FIELDS[bad].label}: ingrese una temperatura en °C`);
    const corners = readPolygon(polygon);
    if (typeof corners === "string") return setProblem(corners);
    setProblem(null);
    const input = {
      refrigerant: p.refrigerant,
      parameter: p.parameter,
      formula: p.formula,
      ...Object.fromEntries(LIMIT_FIELDS.map((f, i) => [f.key, read[i].ok ? read[i].value : null])),
      ...Object.fromEntries(p.coefficients.map((v, i) => [`c${i + 1}`, v])),
      ...(corners ? { envelopePolygon: corners } : {}),
    } as Parameters<typeof update.mutateAsync>[0]["input"];
    try {
      await update.mutateAsync({ id: p.id, input });
      toast({ title: "Envolvente guardada" });
    } catch (e) {
      const message = e instanceof ApiError ? e.serverMessage : undefined;
      setProblem(message ?? "No se pudo guardar la envolvente");
    }
  };
  return (
    <fieldset className="grid gap-2 rounded-md border p-2" data-testid="envelope-editor">
      <legend className="px-1 text-xs font-medium">Envolvente de aplicación (°C)</legend>
      <p className={`text-xs ${source === "toolDefaults" ? "font-medium text-amber-700 dark:text-amber-400" : "text-muted-foreground"}`} data-testid="envelope-source">
        {ENVELOPE_SOURCE_WORDS[source]}
        {source === "toolDefaults" && ": las fichas no juzgan el punto de trabajo con estos límites. Escriba los del fabricante."}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {LIMIT_FIELDS.map((f, i) => (
          <label key={f.key} className="grid gap-1 text-xs">
            {f.label}
            <NumberInput
              aria-label={`${f.label} (°C)`}
              value={limits[i]}
              onChange={(text: string) => setLimits((current) => current.map((t, j) => (j === i ? text : t)))}
              className="h-8 text-xs"
            />
          </label>
        ))}
      </div>
      <label className="grid gap-1 text-xs">
        Polígono del fabricante (opcional): to / tc; to / tc; …
        <input
          aria-label="Polígono del fabricante"
          className="h-8 rounded-md border bg-transparent px-2 font-mono text-xs"
          value={polygon}
          placeholder="-25 / 20; -25 / 50; 10 / 60; 10 / 20"
          onChange={(e) => setPolygon(e.target.value)}
        />
      </label>
      {problem && (
        <p className="text-xs font-medium text-destructive" role="alert">
          {problem}
        </p>
      )}
      <div className="flex justify-end">
        <Button size="sm" variant="outline" onClick={save} disabled={update.isPending}>
          Guardar envolvente
        </Button>
      </div>
    </fieldset>
  );
}

interface CardProps {
  p: Polynomial;
  initiallyOpen: boolean;
  /** The typed texts when edited (kept by the panel so a filter or collapse loses nothing). */
  edited: string[] | undefined;
  onEdit: (texts: string[] | undefined) => void;
}

function PolynomialCard({ p, initiallyOpen, edited, onEdit }: CardProps) {
  const system = useUnitSystem();
  const [open, setOpen] = React.useState(initiallyOpen);
  const [errors, setErrors] = React.useState<(string | undefined)[]>([]);
  const update = useUpdatePolynomial();
  const values = edited ?? editable(p);

  const change = (index: number, text: string) => {
    const next = values.map((x, j) => (j === index ? text : x));
    const original = editable(p);
    onEdit(next.every((t, j) => t.trim() === original[j]) ? undefined : next);
    setErrors((current) => current.map((e, j) => (j === index ? undefined : e)));
  };

  const save = async () => {
    const read = readCoefficients(values);
    if (read.errors.some(Boolean)) {
      setErrors(read.errors);
      toast({ title: "Error", description: "No se pudieron guardar los polinomios: revise los coeficientes marcados", variant: "destructive" });
      return;
    }
    const input = {
      refrigerant: p.refrigerant,
      parameter: p.parameter,
      formula: p.formula,
      evapTempMin: p.evapTempMin,
      evapTempMax: p.evapTempMax,
      condTempMin: p.condTempMin,
      condTempMax: p.condTempMax,
      ...Object.fromEntries(read.values.map((v, i) => [`c${i + 1}`, v])),
    } as Parameters<typeof update.mutateAsync>[0]["input"];
    try {
      await update.mutateAsync({ id: p.id, input });
      onEdit(undefined);
      setErrors([]);
      toast({ title: "Polinomios guardados" });
    } catch (e) {
      const body = e instanceof ApiError ? e.body : null;
      const index = body?.field ? COEFFICIENTS.indexOf(body.field) : -1;
      if (index >= 0 && body?.message) setErrors(COEFFICIENTS.map((_, i) => (i === index ? body.message : undefined)));
      const message = e instanceof ApiError ? e.serverMessage : undefined;
      toast({ title: "Error", description: message ?? "No se pudieron guardar los polinomios", variant: "destructive" });
    }
  };

  return (
    <div className="rounded-md border p-3" data-testid="polynomial-card">
      <button type="button" className="flex w-full items-center justify-between text-left" onClick={() => setOpen((o) => !o)}>
        <span className="flex items-center gap-2 font-medium">
          <Badge>{parameterLabel(p.parameter)}</Badge>
          Evap: {formatIn(p.evapTempMin, "temperature", { system, unit: false })} a {formatIn(p.evapTempMax, "temperature", { system })} · Cond:{" "}
          {formatIn(p.condTempMin, "temperature", { system, unit: false })} a {formatIn(p.condTempMax, "temperature", { system })}
          {p.envelopeSource === "toolDefaults" && (
            <Badge variant="outline" className="border-amber-600 text-amber-700 dark:text-amber-400" data-testid="envelope-defaults-badge">
              Límites por defecto
            </Badge>
          )}
        </span>
        <span className="text-xs text-muted-foreground">
          {edited && <span className="mr-2 text-amber-700 dark:text-amber-400">Cambios pendientes</span>}
          {open ? "Ocultar" : "Ver"}
        </span>
      </button>
      {open && (
        <div className="mt-3 grid gap-3">
          <p className="font-mono text-xs">{p.formula}</p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {values.map((v, i) => {
              const id = `${p.id}-c${i + 1}`;
              return (
                <div key={i} className="grid gap-1 text-xs">
                  <label htmlFor={id}>c{i + 1}</label>
                  <NumberInput
                    id={id}
                    aria-label={`c${i + 1}`}
                    value={v}
                    onChange={(text: string) => change(i, text)}
                    aria-invalid={Boolean(errors[i]) || undefined}
                    aria-describedby={errors[i] ? `${id}-error` : undefined}
                    className="h-8 font-mono text-xs"
                  />
                  {errors[i] && (
                    <p id={`${id}-error`} className="text-xs font-medium text-destructive" role="alert">
                      {errors[i]}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          <Provenance p={p} />
          <EnvelopeEditor p={p} />
          <div className="flex justify-end">
            <Button size="sm" onClick={save} disabled={update.isPending}>
              {update.isPending ? "Guardando..." : "Guardar"}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

interface Props {
  compressor: Compressor | null;
  onClose: () => void;
}

export function PolynomialPanel({ compressor, onClose }: Props) {
  const { data: polynomials = [], isLoading } = usePolynomials(compressor?.id ?? null);
  const [filter, setFilter] = React.useState(ALL);
  const [edits, setEdits] = React.useState<Record<string, string[]>>({});
  const [confirming, setConfirming] = React.useState(false);
  const dirty = Object.keys(edits).length > 0;
  const close = () => {
    setFilter(ALL);
    setEdits({});
    setConfirming(false);
    onClose();
  };
  // Unsaved coefficients are never dropped silently: closing asks first.
  const requestClose = () => (dirty ? setConfirming(true) : close());
  const edit = (id: string, texts: string[] | undefined) =>
    setEdits((current) => {
      const next = { ...current };
      if (texts) next[id] = texts;
      else delete next[id];
      return next;
    });
  const refrigerants = [...new Set(polynomials.map((p) => p.refrigerant))];
  const groups = refrigerants.filter((r) => filter === ALL || r === filter);
  const first = polynomials[0]?.id;

  return (
    <Dialog open={compressor !== null} onOpenChange={(open) => !open && requestClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Polinomios de {compressor?.model}</DialogTitle>
          <DialogDescription>Coeficientes EN 12900 (to, tc en °C; capacidad y potencia en W).</DialogDescription>
        </DialogHeader>
        <div className="flex items-center justify-between gap-2">
          <Select value={filter} onValueChange={setFilter}>
            <SelectTrigger className="w-56" aria-label="Filtrar por refrigerante" data-testid="polynomial-refrigerant-filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todos los refrigerantes</SelectItem>
              {refrigerants.map((r) => (
                <SelectItem key={r} value={r}>
                  {r}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button variant="outline" onClick={requestClose}>
            Cerrar
          </Button>
        </div>
        <PhysicalFaultList
          faults={compressor?.physicalFaults}
          consequence="Los cálculos con estos polinomios se rechazan hasta que se corrijan los coeficientes o la envolvente."
          describeSet={(id) => {
            const set = polynomials.find((p) => p.localId === id);
            return set ? `${parameterLabel(set.parameter)} (${set.refrigerant})` : null;
          }}
        />
        {isLoading ? (
          <p className="text-muted-foreground">Cargando polinomios...</p>
        ) : polynomials.length === 0 ? (
          <p className="text-muted-foreground" data-testid="no-polynomials">
            No hay polinomios configurados para este compresor.
          </p>
        ) : (
          <div className="grid gap-4">
            {groups.map((r) => (
              <section key={r} className="grid gap-2" data-testid="polynomial-group">
                <h3 className="font-semibold">{r}</h3>
                {polynomials
                  .filter((p) => p.refrigerant === r)
                  .map((p) => (
                    <PolynomialCard key={p.id} p={p} initiallyOpen={p.id === first} edited={edits[p.id]} onEdit={(texts) => edit(p.id, texts)} />
                  ))}
              </section>
            ))}
          </div>
        )}
        <AlertDialog open={confirming} onOpenChange={setConfirming}>
          <AlertDialogContent>
            <AlertDialogTitle>¿Cerrar sin guardar?</AlertDialogTitle>
            <AlertDialogDescription>Hay coeficientes modificados sin guardar. Si cierra el panel, esos cambios se perderán.</AlertDialogDescription>
            <div className="flex justify-end gap-2">
              <AlertDialogCancel>Seguir editando</AlertDialogCancel>
              <AlertDialogAction onClick={close}>Cerrar sin guardar</AlertDialogAction>
            </div>
          </AlertDialogContent>
        </AlertDialog>
      </DialogContent>
    </Dialog>
  );
}
