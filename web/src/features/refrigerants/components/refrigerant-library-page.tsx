import { Eye, Flame, Plus, Upload } from "lucide-react";
import * as React from "react";
import { useRefrigerantsLibrary, type LibraryRefrigerant } from "../api/get-refrigerants-library";
import { EQUIPMENT_LABELS, gwpBand, odpWording } from "../utils/refrigerant-format";
import { matchesRefrigerant } from "../utils/refrigerant-search";
import { GenerateRefrigerantDialog } from "./generate-refrigerant-dialog";
import { RefrigerantDetailsDialog } from "./refrigerant-details-dialog";
import { UploadChartDialog } from "./upload-chart-dialog";
import { SearchInput } from "@/components/common/search-input";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { formatQuantity } from "@/lib/format";
import { cn } from "@/lib/utils";

const ALL = "__all__";

const TONES = {
  green: "bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200",
  lime: "bg-lime-100 text-lime-800 dark:bg-lime-900/40 dark:text-lime-200",
  amber: "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200",
  red: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200",
};

function safetyTone(safetyClass: string) {
  if (safetyClass.endsWith("3")) return TONES.red;
  if (safetyClass.endsWith("2") || safetyClass.endsWith("2L")) return TONES.amber;
  return TONES.green;
}

function RefrigerantCard({ r, onUpload, onDetails }: { r: LibraryRefrigerant; onUpload: () => void; onDetails: () => void }) {
  const band = r.gwp === null ? null : gwpBand(r.gwp);
  return (
    <article className="flex flex-col gap-3 rounded-lg border p-4 shadow-sm" data-testid="refrigerant-card" data-code={r.code}>
      <header className="flex items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-bold">{r.code}</h3>
          <p className="text-sm text-muted-foreground">{r.name}</p>
        </div>
        <span className={cn("shrink-0 rounded-md px-2 py-0.5 text-xs font-semibold", safetyTone(r.safetyClass))}>{r.safetyClass}</span>
      </header>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="secondary">{r.type}</Badge>
        {band && r.gwp !== null && (
          <span className={cn("rounded-md px-2 py-0.5 text-xs font-semibold", TONES[band.tone])}>
            GWP {formatQuantity(r.gwp, "gwp")} · {band.label}
          </span>
        )}
        {r.isFlammable && (
          <span className="flex items-center gap-1 text-xs font-semibold text-red-600 dark:text-red-400" data-testid="flammable">
            <Flame className="size-3.5" /> Inflamable
          </span>
        )}
      </div>
      <p className="text-xs text-muted-foreground">{odpWording(r.odp)}</p>
      <div className="flex flex-wrap gap-1">
        {r.allowedEquipmentTypes.map((e) => (
          <Badge key={e} variant="outline">
            {EQUIPMENT_LABELS[e]}
          </Badge>
        ))}
      </div>
      <div className="mt-auto flex gap-2">
        <Button variant="outline" size="sm" onClick={onUpload} aria-label={`Subir PDF de ${r.code}`}>
          <Upload /> Subir PDF
        </Button>
        <Button size="sm" onClick={onDetails} aria-label={`Ver detalles de ${r.code}`}>
          <Eye /> Ver Detalles
        </Button>
      </div>
    </article>
  );
}

export function RefrigerantLibraryPage() {
  const { data: refrigerants = [], isLoading, error } = useRefrigerantsLibrary();
  const [search, setSearch] = React.useState("");
  const [type, setType] = React.useState(ALL);
  const [safety, setSafety] = React.useState(ALL);
  const [generateOpen, setGenerateOpen] = React.useState(false);
  const [uploadFor, setUploadFor] = React.useState<LibraryRefrigerant | null>(null);
  const [detailsId, setDetailsId] = React.useState<string | null>(null);

  const types = [...new Set(refrigerants.map((r) => r.type))].sort();
  const classes = [...new Set(refrigerants.map((r) => r.safetyClass))].sort();
  const shown = refrigerants.filter(
    (r) => matchesRefrigerant(r, search) && (type === ALL || r.type === type) && (safety === ALL || r.safetyClass === safety),
  );
  // Follow the list so the dialog shows a chart uploaded while it is open.
  const details = refrigerants.find((r) => r.id === detailsId) ?? null;

  return (
    <section className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">Biblioteca de Refrigerantes</h1>
          <p className="text-muted-foreground">Datos de seguridad, ambientales y tablas presión-temperatura.</p>
        </div>
        <Button onClick={() => setGenerateOpen(true)} data-testid="generate-refrigerant">
          <Plus /> Generar Refrigerante
        </Button>
      </div>
      <div className="flex flex-col gap-2 md:flex-row">
        <SearchInput value={search} onChange={setSearch} label="Buscar refrigerantes" placeholder="Buscar por código o nombre..." testId="refrigerant-search" className="md:max-w-sm" />
        <Select value={type} onValueChange={setType}>
          <SelectTrigger className="md:w-48" aria-label="Filtrar por tipo" data-testid="type-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todos los tipos</SelectItem>
            {types.map((t) => (
              <SelectItem key={t} value={t}>
                {t}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={safety} onValueChange={setSafety}>
          <SelectTrigger className="md:w-48" aria-label="Filtrar por clase de seguridad" data-testid="safety-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todas las clases</SelectItem>
            {classes.map((c) => (
              <SelectItem key={c} value={c}>
                {c}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {isLoading ? (
        <p className="py-8 text-center text-muted-foreground">Cargando refrigerantes...</p>
      ) : error ? (
        <p className="py-8 text-center text-destructive">No se pudieron cargar los refrigerantes</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-testid="refrigerant-count">
            Mostrando {shown.length} de {refrigerants.length} refrigerantes
          </p>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((r) => (
              <RefrigerantCard key={r.id} r={r} onUpload={() => setUploadFor(r)} onDetails={() => setDetailsId(r.id)} />
            ))}
          </div>
        </>
      )}
      <GenerateRefrigerantDialog open={generateOpen} onOpenChange={setGenerateOpen} />
      <UploadChartDialog refrigerant={uploadFor} onOpenChange={(open) => !open && setUploadFor(null)} />
      <RefrigerantDetailsDialog refrigerant={details} onOpenChange={(open) => !open && setDetailsId(null)} />
    </section>
  );
}
