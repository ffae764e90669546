import { useProjectVersion } from "../api/get-project-version";
import { formatInputValue } from "../utils/diff-format";
import { equipmentTypeLabel, formatKw } from "../utils/project-format";
import { circuitInputs, configOf, summarizeResults } from "../utils/version-summary";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import { formatWithUnit } from "@/lib/format";
import { formatIn } from "@/lib/units";

// Stored results print as the results tables do: the quantity's decimals, fixed.
const amps = (a: number | null) => formatWithUnit(a, "current", "A");
/** A discharge temperature, stored °C, in the user's unit ('75.0 °C', '167.0 °F'). */
const temperature = (t: number | null) => formatIn(t, "temperature");

/** The project a copy came from, as people know it: its name and the version they see, never its id. */
function originLabel(origin: { name?: string | null; shownVersion?: number | null }): string {
  if (!origin.name) return "otro proyecto";
  return origin.shownVersion ? `«${origin.name}» (versión ${origin.shownVersion})` : `«${origin.name}»`;
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** A project exactly as it was at one version: inputs and stored results, read only. */
export function VersionView({ projectId, version, shownVersion = version }: { projectId: string; version: number; shownVersion?: number }) {
  const { data: project, isLoading, error } = useProjectVersion(projectId, version);
  if (isLoading) return <p className="text-muted-foreground">Cargando versión...</p>;
  if (error || !project) return <p className="text-destructive">No se pudo cargar la versión {shownVersion}</p>;

  const config = configOf(project);
  const circuits = circuitInputs(project);
  const results = summarizeResults(project);
  // The simple type gives each compressor's capacity with 1 decimal (spec section 2).
  const compressorCapacity = project.equipmentType === "motocompresora" ? "compressorCapacity" : "capacity";

  return (
    <section className="space-y-4 rounded-lg border p-4" data-testid="version-view" aria-label={`Versión ${shownVersion}`}>
      <h4 className="font-semibold">
        Versión {shownVersion} · solo lectura <span className="font-normal text-muted-foreground">({formatDateTime(project.updatedAt)})</span>
      </h4>
      <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
        <Item label="Nombre" value={project.name} />
        <Item label="Tipo de equipo" value={equipmentTypeLabel(project.equipmentType)} />
        <Item label="Refrigerante" value={project.refrigerant ?? "—"} />
        <Item label="Voltaje" value={formatInputValue(project.voltage, "voltage")} />
        <Item label="Temp. condensación" value={formatInputValue(project.condTemp, "condTemp")} />
        {project.equipmentType === "motocompresora" && <Item label="Temp. evaporación" value={formatInputValue(project.evapTemp, "evapTemp")} />}
        {config?.customer && <Item label="Cliente" value={String(config.customer)} />}
        {config?.responsable && <Item label="Responsable" value={String(config.responsable)} />}
        <Item label="Modelo PRO" value={project.isPro ? `Sí${project.proDescription ? ` · ${project.proDescription}` : ""}` : "No"} />
        <Item label="Ficha" value={`${project.sheetUnits === "IP" ? "I-P" : "SI"} · ${project.sheetLanguage === "en" ? "English" : "Español"}`} />
        {project.duplicatedFrom && <Item label="Duplicado de" value={originLabel(project.duplicatedFrom)} />}
      </dl>

      {circuits.length > 0 && (
        <Table data-testid="version-inputs">
          <TableHeader>
            <TableRow>
              <TableHead>Circuito</TableHead>
              <TableHead className="text-right">Temp. evaporación</TableHead>
              <TableHead className="text-right">Capacidad requerida</TableHead>
              <TableHead>Compresores</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {circuits.map((c) => (
              <TableRow key={c.label}>
                <TableCell>{c.label}</TableCell>
                <TableCell className="text-right">{formatInputValue(c.evapTemp, "evapTemp")}</TableCell>
                <TableCell className="text-right">{formatInputValue(c.requiredCapacity, "requiredCapacity")}</TableCell>
                <TableCell>{c.models.join(", ")}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      {results ? (
        <div className="space-y-2" data-testid="version-results">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Modelo</TableHead>
                <TableHead className="text-right">Capacidad</TableHead>
                <TableHead className="text-right">Potencia</TableHead>
                <TableHead className="text-right">Corriente</TableHead>
                <TableHead className="text-right">Temp. descarga</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {results.circuits.flatMap((circuit) => [
                ...circuit.compressors.map((k, i) => (
                  <TableRow key={`${circuit.label}-${i}`}>
                    <TableCell>{k.model}</TableCell>
                    <TableCell className="text-right">{formatKw(k.coolingCapacity, compressorCapacity)}</TableCell>
                    <TableCell className="text-right">{formatKw(k.powerInput, "power")}</TableCell>
                    <TableCell className="text-right">{amps(k.current)}</TableCell>
                    <TableCell className="text-right">{temperature(k.dischargeTemp)}</TableCell>
                  </TableRow>
                )),
                <TableRow key={`${circuit.label}-total`} className="font-semibold">
                  <TableCell>TOTAL {circuit.label.toUpperCase()}</TableCell>
                  <TableCell className="text-right">{formatKw(circuit.totals?.coolingCapacity, "capacity")}</TableCell>
                  <TableCell className="text-right">{formatKw(circuit.totals?.powerInput, "power")}</TableCell>
                  <TableCell className="text-right">{amps(circuit.totals?.current ?? null)}</TableCell>
                  <TableCell />
                </TableRow>,
              ])}
            </TableBody>
          </Table>
          <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
            <Item label="Totales" value={results.totals ? `${formatKw(results.totals.coolingCapacity, "capacity")} · ${formatKw(results.totals.powerInput, "power")} · ${amps(results.totals.current)}` : "—"} />
            {results.mca !== null && <Item label="MCA / MOCP" value={`${amps(results.mca)} / ${amps(results.mocp)}`} />}
            {results.recommendedCharge !== null && <Item label="Carga recomendada" value={formatWithUnit(results.recommendedCharge, "charge", "kg")} />}
            {results.generatedModelName && <Item label="Modelo generado" value={results.generatedModelName} />}
          </dl>
          {project.calculation && (
            <p className="text-xs text-muted-foreground" data-testid="calculation-stamp">
              Calculado el {formatDateTime(project.calculation.calculatedAt)} · motor {project.calculation.engineVersion} · datos{" "}
              {project.calculation.datasetHash.slice(0, 12)}
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Esta versión no tiene cálculo.</p>
      )}
    </section>
  );
}
