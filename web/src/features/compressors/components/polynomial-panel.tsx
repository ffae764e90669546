import * as React from "react";
import type { Compressor, Polynomial } from "../api/get-compressors";
import { usePolynomials } from "../api/get-polynomials";
import { useUpdatePolynomial } from "../api/update-polynomial";
import { METHOD_LABELS, parameterLabel } from "../utils/compressor-utils";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/hooks/use-toast";
import { useWhenChanged } from "@/hooks/use-when-changed";
import { ApiError } from "@/lib/api-client";
import { formatNumber, parseNumber } from "@/lib/format";

const ALL = "__all__";

function Provenance({ p }: { p: Polynomial }) {
  const { provenance } = p;
  const rating = provenance.rating;
  const parts = [
    provenance.source ? `${provenance.source.fileName} (${METHOD_LABELS[provenance.source.method] ?? provenance.source.method}, ${provenance.source.sha256.slice(0, 10)})` : "ingreso manual",
    `unidades ${provenance.unitSystem === "ip" ? "I-P convertidas a SI" : "SI"}`,
    `orden ${provenance.originalOrder === "energyPlus" ? "EnergyPlus convertido a EN 12900" : "EN 12900"}`,
  ];
  if (rating.returnGasTemp != null) parts.push(`gas de retorno ${rating.returnGasTemp} °C`);
  if (rating.superheat != null) parts.push(`recalentamiento ${rating.superheat} K`);
  if (rating.subcooling != null) parts.push(`subenfriamiento ${rating.subcooling} K`);
  if (provenance.edited) parts.push("editado");
  return (
    <p className="text-xs text-muted-foreground" data-testid="provenance">
      Origen: {parts.join(" · ")}
    </p>
  );
}

function PolynomialCard({ p, initiallyOpen }: { p: Polynomial; initiallyOpen: boolean }) {
  const [open, setOpen] = React.useState(initiallyOpen);
  const [values, setValues] = React.useState(() => p.coefficients.map(String));
  const update = useUpdatePolynomial();
  useWhenChanged(p, (next) => setValues(next.coefficients.map(String)));

  const save = async () => {
    const input = {
      refrigerant: p.refrigerant,
      parameter: p.parameter,
      formula: p.formula,
      evapTempMin: p.evapTempMin,
      evapTempMax: p.evapTempMax,
      condTempMin: p.condTempMin,
      condTempMax: p.condTempMax,
      ...Object.fromEntries(values.map((v, i) => [`c${i + 1}`, Number.isNaN(parseNumber(v)) ? 0 : parseNumber(v)])),
    } as Parameters<typeof update.mutateAsync>[0]["input"];
    try {
      await update.mutateAsync({ id: p.id, input });
      toast({ title: "Polinomios guardados" });
    } catch (e) {
      const message = e instanceof ApiError ? e.serverMessage : undefined;
      toast({ title: "Error", description: message ?? "No se pudieron guardar los polinomios", variant: "destructive" });
    }
  };

  return (
    <div className="rounded-md border p-3" data-testid="polynomial-card">
      <button type="button" className="flex w-full items-center justify-between text-left" onClick={() => setOpen((o) => !o)}>
        <span className="flex items-center gap-2 font-medium">
          <Badge>{parameterLabel(p.parameter)}</Badge>
          Evap: {formatNumber(p.evapTempMin, 1)} a {formatNumber(p.evapTempMax, 1)} °C · Cond: {formatNumber(p.condTempMin, 1)} a{" "}
          {formatNumber(p.condTempMax, 1)} °C
        </span>
        <span className="text-xs text-muted-foreground">{open ? "Ocultar" : "Ver"}</span>
      </button>
      {open && (
        <div className="mt-3 grid gap-3">
          <p className="font-mono text-xs">{p.formula}</p>
          <div className="grid grid-cols-5 gap-2">
            {values.map((v, i) => (
              <label key={i} className="grid gap-1 text-xs">
                c{i + 1}
                <Input
                  aria-label={`c${i + 1}`}
                  value={v}
                  onChange={(e) => setValues((vs) => vs.map((x, j) => (j === i ? e.target.value : x)))}
                  className="h-8 font-mono text-xs"
                />
              </label>
            ))}
          </div>
          <Provenance p={p} />
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
  const close = () => {
    setFilter(ALL);
    onClose();
  };
  const refrigerants = [...new Set(polynomials.map((p) => p.refrigerant))];
  const groups = refrigerants.filter((r) => filter === ALL || r === filter);
  const first = polynomials[0]?.id;

  return (
    <Dialog open={compressor !== null} onOpenChange={(open) => !open && close()}>
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
          <Button variant="outline" onClick={close}>
            Cerrar
          </Button>
        </div>
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
                    <PolynomialCard key={p.id} p={p} initiallyOpen={p.id === first} />
                  ))}
              </section>
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
