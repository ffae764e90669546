import type { LibraryRefrigerant, UploadedChart, ValueRow } from "../api/get-refrigerants-library";
import { useRefrigerantHistory } from "../api/get-refrigerant-history";
import { barToPsi, chartMismatch, EQUIPMENT_LABELS, gaugeBar, gwpBand, odpWording } from "../utils/refrigerant-format";
import { HistoryList } from "@/components/common/item-history-dialog";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { decimalsOf, formatNumber, formatQuantity, type Quantity } from "@/lib/format";
import { formatIn, unitLabel, type Dimension } from "@/lib/units";

/** A temperature (°C stored) in the user's unit, without the unit (issue 24 item 3). */
const temp = (celsius: number) => formatIn(celsius, "temperature", { unit: false });

interface Props {
  refrigerant: LibraryRefrigerant | null;
  onOpenChange: (open: boolean) => void;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-2 gap-2 border-b py-1.5 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function General({ r }: { r: LibraryRefrigerant }) {
  const ranges = r.operatingRanges;
  return (
    <div className="grid gap-4">
      <p className="text-sm">{r.description}</p>
      <dl>
        <Fact label="Tipo">{r.type}</Fact>
        <Fact label="Clase de seguridad">{r.safetyClass}</Fact>
        <Fact label="GWP (AR4)">{r.gwp === null ? "No disponible" : `${formatQuantity(r.gwp, "gwp")} · ${gwpBand(r.gwp).label}`}</Fact>
        <Fact label="GWP (AR5)">{r.gwpAr5 === null ? "No disponible" : formatQuantity(r.gwpAr5, "gwp")}</Fact>
        <Fact label="ODP">{odpWording(r.odp)}</Fact>
        <Fact label="Inflamabilidad">{r.flammability}</Fact>
        <Fact label="Toxicidad">{r.toxicityLevel}</Fact>
        {r.lfl !== null && <Fact label="LFL">{formatNumber(r.lfl, decimalsOf("lfl"))} kg/m³</Fact>}
        {r.composition && <Fact label="Composición (% masa)">{r.composition.map(([c, p]) => `${c} ${formatNumber(p, decimalsOf("massShare"))}`).join(" / ")}</Fact>}
        {r.normalBoilingPoint !== null && <Fact label="Punto de ebullición normal">{temp(r.normalBoilingPoint)} {unitLabel("temperature")}</Fact>}
        {r.normalBoilingPoint === null && r.triplePoint && (
          <Fact label="Punto triple">{`${temp(r.triplePoint.temp)} ${unitLabel("temperature")} · ${formatQuantity(r.triplePoint.pressure, "pressure")} bar abs`}</Fact>
        )}
        {r.glide !== null && <Fact label="Deslizamiento (1 atm)">{formatIn(r.glide, "temperatureDifference", { unit: false })} {unitLabel("temperatureDifference")}</Fact>}
        <Fact label="Temperatura crítica">{temp(r.criticalTemperature)} {unitLabel("temperature")}</Fact>
        <Fact label="Rango de evaporación">{`${temp(ranges.minEvap)} a ${temp(ranges.maxEvap)} ${unitLabel("temperature")}`}</Fact>
        <Fact label="Rango de condensación">{`${temp(ranges.minCond)} a ${temp(ranges.maxCond)} ${unitLabel("temperature")}`}</Fact>
        <Fact label="Presión máxima">{formatQuantity(ranges.maxPressure, "pressure")} bar abs</Fact>
        <Fact label="Equipos permitidos">{r.allowedEquipmentTypes.map((e) => EQUIPMENT_LABELS[e]).join(", ") || "Ninguno"}</Fact>
      </dl>
      {r.notes.length > 0 && (
        <div>
          <h4 className="mb-1 text-sm font-semibold">Notas</h4>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {r.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-xs text-muted-foreground">
        Fuente: CoolProp {r.coolpropVersion} · conjunto de datos {r.datasetHash.slice(0, 12)}
      </p>
    </div>
  );
}

export function ChartComparison({ chart, code }: { chart: UploadedChart; code: string }) {
  const suspect = chart.rows.filter((row) => row.suspect).length;
  const mismatch = chartMismatch(chart, code);
  return (
    <div className="grid gap-2" data-testid="chart-comparison">
      <p className="text-sm">
        <span className="font-semibold">{chart.fileName}</span> ({chart.extraction === "ocr" ? "OCR" : "texto PDF"}, {chart.temperatureUnit}
        {chart.temperatureUnitInferred ? " (deducida)" : ""},{" "}
        {chart.pressureUnit} {chart.pressureBasis}
        {chart.basisInferred ? " (deducida)" : ""}) · desviación máxima{" "}
        <span className="font-semibold" data-testid="max-deviation">
          {chart.maxDeviation === null ? "—" : `${formatQuantity(chart.maxDeviation, "percent")} %`}
        </span>
        {chart.maxDeviationTemp !== null && ` a ${temp(chart.maxDeviationTemp)} ${unitLabel("temperature")}`}
      </p>
      {chart.atmosphericPressure != null && (
        <p className="text-sm text-muted-foreground" data-testid="chart-atmosphere">
          Presiones manométricas convertidas a absolutas con {formatQuantity(chart.atmosphericPressure, "chartPressure")} bar de presión atmosférica
          {chart.atmosphericPressureStated ? " (la indicada en el archivo)" : " (la estándar: el archivo no indica otra)"}
        </p>
      )}
      {mismatch && (
        <p className="text-sm font-medium text-destructive" role="status" data-testid="chart-mismatch">
          {mismatch}
        </p>
      )}
      {suspect > 0 && (
        <p className="text-sm text-amber-700 dark:text-amber-400" data-testid="suspect-note">
          {suspect} fila(s) dudosa(s): rompen la subida de la curva (posible dígito o coma mal leídos) y no cuentan en la desviación máxima
        </p>
      )}
      {(chart.skippedLines ?? []).length > 0 && (
        <div className="text-sm text-amber-700 dark:text-amber-400" data-testid="chart-skipped">
          Filas sin presiones legibles, omitidas:
          <ul className="ml-4 list-disc">
            {chart.skippedLines?.map((line) => (
              <li key={line} className="font-mono text-xs">
                {line}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>T ({unitLabel("temperature")})</TableHead>
            <TableHead className="text-right">Archivo (bar abs)</TableHead>
            <TableHead className="text-right">Referencia (bar abs)</TableHead>
            <TableHead className="text-right">Desviación (%)</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {chart.rows.map((row) => (
            <TableRow
              key={row.temp}
              data-suspect={row.suspect ? "true" : undefined}
              data-off-reference={row.offReference ? "true" : undefined}
              className={row.suspect ? "bg-amber-50 dark:bg-amber-950" : row.offReference ? "bg-red-50 dark:bg-red-950" : undefined}
            >
              <TableCell>
                {temp(row.temp)}
                {row.suspect && (
                  <Badge variant="outline" className="ml-2">
                    dudosa
                  </Badge>
                )}
                {row.doubt && <span className="ml-2 text-xs text-amber-700 dark:text-amber-400">{row.doubt}</span>}
              </TableCell>
              <TableCell className="text-right">
                {[row.bubblePressure, row.dewPressure].filter((v) => v !== null).map((v) => formatQuantity(v, "chartPressure")).join(" / ")}
              </TableCell>
              <TableCell className="text-right">
                {[row.bubblePressure !== null ? row.referenceBubble : null, row.referenceDew]
                  .filter((v) => v !== null)
                  .map((v) => formatQuantity(v, "chartPressure"))
                  .join(" / ")}
              </TableCell>
              <TableCell className={row.offReference ? "text-right font-semibold text-destructive" : "text-right"}>
                {formatQuantity(row.deviation, "percent")}
                {row.offReference && <span className="sr-only"> (fuera de tolerancia)</span>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function PtTable({ r }: { r: LibraryRefrigerant }) {
  const blend = r.glide !== null;
  return (
    <div className="grid gap-4">
      <Table data-testid="pt-table">
        <TableHeader>
          <TableRow>
            <TableHead>T ({unitLabel("temperature")})</TableHead>
            {blend && <TableHead className="text-right">Burbuja (bar(a))</TableHead>}
            <TableHead className="text-right">{blend ? "Rocío (bar(a))" : "Absoluta (bar(a))"}</TableHead>
            <TableHead className="text-right">Manométrica (bar(g))</TableHead>
            <TableHead className="text-right">Absoluta (psia)</TableHead>
            <TableHead className="text-right">Manométrica (psig)</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {r.pressureTable.map((row) => (
            <TableRow key={row.temp}>
              <TableCell>{temp(row.temp)}</TableCell>
              {blend && <TableCell className="text-right">{formatQuantity(row.bubblePressure, "pressure")}</TableCell>}
              <TableCell className="text-right">{formatQuantity(row.pressure, "pressure")}</TableCell>
              <TableCell className="text-right">{formatQuantity(gaugeBar(row.pressure), "pressure")}</TableCell>
              <TableCell className="text-right">{formatQuantity(barToPsi(row.pressure), "pressure")}</TableCell>
              <TableCell className="text-right">{formatQuantity(barToPsi(gaugeBar(row.pressure)), "pressure")}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {r.uploadedCharts.length > 0 && <ChartComparison chart={r.uploadedCharts[0]} code={r.code} />}
    </div>
  );
}

/** Values by temperature; a `dimension` converts them to the user's unit (densities). */
function ValueTable({ title, unit, rows, quantity, dimension }: { title: string; unit: string; rows: ValueRow[]; quantity: Quantity; dimension?: Dimension }) {
  return (
    <div>
      <h4 className="mb-1 text-sm font-semibold">{title}</h4>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>T ({unitLabel("temperature")})</TableHead>
            <TableHead className="text-right">{dimension ? unitLabel(dimension) : unit}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.temp}>
              <TableCell>{temp(row.temp)}</TableCell>
              <TableCell className="text-right">{dimension ? formatIn(row.value, dimension, { quantity, unit: false }) : formatQuantity(row.value, quantity)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** Who generated the sheet and changed it, and when. */
function RefrigerantHistory({ id }: { id: string }) {
  const history = useRefrigerantHistory(id);
  return <HistoryList entries={history.data} isLoading={history.isLoading} error={history.error} />;
}

export function RefrigerantDetailsDialog({ refrigerant: r, onOpenChange }: Props) {
  return (
    <Dialog open={r !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        {r && (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                {r.code} <Badge variant="outline">{r.safetyClass}</Badge>
              </DialogTitle>
              <DialogDescription>{r.name}</DialogDescription>
            </DialogHeader>
            <Tabs defaultValue="general">
              <TabsList>
                <TabsTrigger value="general">General</TabsTrigger>
                <TabsTrigger value="pt">Tabla P-T</TabsTrigger>
                <TabsTrigger value="thermo">Termodinámica</TabsTrigger>
                <TabsTrigger value="normatives">Normativas</TabsTrigger>
                <TabsTrigger value="history">Historial</TabsTrigger>
              </TabsList>
              <TabsContent value="general">
                <General r={r} />
              </TabsContent>
              <TabsContent value="pt">
                <PtTable r={r} />
              </TabsContent>
              <TabsContent value="thermo">
                <div className="grid gap-4 md:grid-cols-3">
                  <ValueTable title="Densidad del vapor" unit="kg/m³" rows={r.vaporDensityTable} quantity="density" dimension="density" />
                  <ValueTable title="Densidad del líquido" unit="kg/m³" rows={r.liquidDensityTable} quantity="density" dimension="density" />
                  <ValueTable title="Entalpía de vaporización" unit="kJ/kg" rows={r.enthalpyTable} quantity="enthalpy" />
                </div>
              </TabsContent>
              <TabsContent value="normatives">
                <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="normatives">
                  {r.normatives.map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              </TabsContent>
              <TabsContent value="history">
                <RefrigerantHistory id={r.id} />
              </TabsContent>
            </Tabs>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
