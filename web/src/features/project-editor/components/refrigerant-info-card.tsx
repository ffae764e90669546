import { ChevronDown, ChevronRight } from "lucide-react";
import * as React from "react";
import { useRefrigerantInfo } from "../api/get-refrigerant-info";
import { useContextualTable, useRefrigerantPressures } from "../api/get-refrigerant-pressures";
import { refrigerantLabel } from "../utils/parameters";
import { rowTags } from "../utils/refrigerant-safety";
import { ConfigSection } from "./fields";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { decimalsOf, formatNumber, formatQuantity } from "@/lib/format";
import { atmosphere, formatIn, unitLabel } from "@/lib/units";

interface Props {
  code: string;
  /** Evaporation temperatures of the design (one per circuit). */
  evapTemps: number[];
  condTemp: number | null;
}

/** An absolute pressure (the server's, bar) in the user's unit, labelled absolute: '5.15 bar(a)', '74.7 psia'. */
const bar = (value: number | null | undefined) => formatIn(value, "pressure", { stored: "absolute", shown: "absolute" });
/** The same pressure as a gauge reads it: '4.14 bar(g)', '60.0 psig'. */
const gauge = (value: number | null | undefined) => formatIn(value, "pressure", { stored: "absolute", shown: "gauge" });
const temp = (value: number) => formatIn(value, "temperature");

/** Section 4: the refrigerant's data, the design pressures and a collapsible P–T table. */
export function RefrigerantInfoCard({ code, evapTemps, condTemp }: Props) {
  const [open, setOpen] = React.useState(false);
  const evapTemp = evapTemps[0] ?? null;
  const info = useRefrigerantInfo(code);
  const pressures = useRefrigerantPressures(code, evapTemp, condTemp);
  const table = useContextualTable(code, evapTemp, condTemp, open);
  const p = pressures.data;
  const blend = Boolean(p && ((p.evaporationGlide ?? 0) > 0.05 || (p.condensationGlide ?? 0) > 0.05));
  const tableId = React.useId();

  return (
    <ConfigSection title={`Información del Refrigerante ${refrigerantLabel(code)}`} testId="refrigerant-info">
      {info.data && (
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">Nombre</dt>
            <dd className="font-medium">{info.data.name}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Clase de seguridad</dt>
            <dd className="font-medium">{info.data.safetyClass}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">GWP</dt>
            <dd className="font-medium">{info.data.gwp === null ? "—" : formatQuantity(info.data.gwp, "gwp")}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">ODP</dt>
            <dd className="font-medium">{info.data.odp === null ? "—" : formatNumber(info.data.odp, decimalsOf("odp"))}</dd>
          </div>
        </dl>
      )}
      {info.isError && <p className="text-sm text-muted-foreground">Este refrigerante no está en la biblioteca de refrigerantes.</p>}

      <div className="grid gap-3 sm:grid-cols-2" data-testid="design-pressures">
        <div className="rounded-md border p-3">
          <p className="text-sm text-muted-foreground">Presión de evaporación{evapTemp !== null ? ` a ${temp(evapTemp)}` : ""}</p>
          <p className="text-lg font-semibold" data-testid="evaporation-pressure">{evapTemp === null || condTemp === null ? "—" : bar(p?.evaporationPressure)}</p>
          {evapTemp !== null && condTemp !== null && p && (
            <p className="text-xs text-muted-foreground" data-testid="evaporation-gauge">
              Manométrica {gauge(p.evaporationPressure)}
            </p>
          )}
          {blend && p && evapTemp !== null && (
            <p className="text-xs text-muted-foreground" data-testid="evaporation-blend">
              Rocío {bar(p.evaporationPressure)} · Burbuja {bar(p.evaporationBubblePressure)} a {temp(p.evaporationBubbleTemp ?? evapTemp)} · Deslizamiento {formatIn(p.evaporationGlide ?? 0, "temperatureDifference")}
            </p>
          )}
        </div>
        <div className="rounded-md border p-3">
          <p className="text-sm text-muted-foreground">Presión de condensación{condTemp !== null ? ` a ${temp(condTemp)}` : ""}</p>
          <p className="text-lg font-semibold" data-testid="condensation-pressure">{evapTemp === null || condTemp === null ? "—" : bar(p?.condensationPressure)}</p>
          {evapTemp !== null && condTemp !== null && p && (
            <p className="text-xs text-muted-foreground" data-testid="condensation-gauge">
              Manométrica {gauge(p.condensationPressure)}
            </p>
          )}
          {blend && p && condTemp !== null && (
            <p className="text-xs text-muted-foreground" data-testid="condensation-blend">
              Rocío {bar(p.condensationPressure)} · Burbuja {bar(p.condensationBubblePressure)} a {temp(p.condensationBubbleTemp ?? condTemp)} · Deslizamiento {formatIn(p.condensationGlide ?? 0, "temperatureDifference")}
            </p>
          )}
        </div>
      </div>
      {pressures.isError && <p className="text-sm text-destructive">No se pudieron calcular las presiones para estas temperaturas.</p>}
      <p className="text-xs text-muted-foreground">Presiones absolutas ({unitLabel("pressure", undefined, "absolute")}); manométrica = absoluta − {atmosphere()} (atmósfera estándar). Para mezclas, las temperaturas indicadas son de rocío.</p>

      <Button type="button" variant="outline" size="sm" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen((o) => !o)} data-testid="pt-toggle">
        {open ? <ChevronDown /> : <ChevronRight />} Tabla Presión-Temperatura
      </Button>
      {open && (
        <div id={tableId} data-testid="pt-table">
          {evapTemp === null || condTemp === null ? (
            <p className="text-sm text-muted-foreground">Indique las temperaturas de evaporación y condensación para ver la tabla.</p>
          ) : table.isLoading ? (
            <p className="text-sm text-muted-foreground">Cargando tabla...</p>
          ) : table.isError ? (
            <p className="text-sm text-destructive">No se pudo cargar la tabla P-T</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Temperatura ({unitLabel("temperature")})</TableHead>
                  <TableHead className="text-right">{blend ? `Presión rocío (${unitLabel("pressure", undefined, "absolute")})` : `Presión (${unitLabel("pressure", undefined, "absolute")})`}</TableHead>
                  {blend && <TableHead className="text-right">Presión burbuja ({unitLabel("pressure", undefined, "absolute")})</TableHead>}
                  <TableHead />
                </TableRow>
              </TableHeader>
              <TableBody>
                {(table.data ?? []).map((row) => {
                  const tags = rowTags(row, evapTemps, condTemp);
                  return (
                    <TableRow key={row.temp} data-testid="pt-row" data-tags={tags.join(" ")} className={tags.length ? "bg-primary/5 font-medium" : undefined}>
                      <TableCell>{formatIn(row.temp, "temperature", { unit: false })}</TableCell>
                      <TableCell className="text-right">{formatIn(row.pressure, "pressure", { stored: "absolute", unit: false })}</TableCell>
                      {blend && <TableCell className="text-right">{formatIn(row.bubblePressure, "pressure", { stored: "absolute", unit: false })}</TableCell>}
                      <TableCell className="space-x-1">
                        {tags.map((tag) => (
                          <Badge key={tag} variant={tag === "Evap" ? "secondary" : "default"}>
                            {tag}
                          </Badge>
                        ))}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </div>
      )}
    </ConfigSection>
  );
}
