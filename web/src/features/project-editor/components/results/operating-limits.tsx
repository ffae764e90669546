import type { CompressorResult } from "../../types/results";
import { envelopeChartUrl, envelopeFlags, envelopeShapeNote, hasToolDefaults, inUnits, unitOf } from "../../utils/results-format";
import * as React from "react";
import { envelopeSourceOf, useDefaultEnvelope } from "@/lib/default-envelope";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { atStart, FINDING_WORDS, OUT_OF_RANGE } from "@/lib/verdict-words";

interface Row {
  compressor: CompressorResult;
  evapTemp: number;
  condTemp: number;
  circuit?: string;
}

/** The envelope chart the PDF also draws, and under it which envelope it is; a figure that cannot load says so instead of showing a broken image. */
function EnvelopeChart({ src, model, evapTemp, condTemp, shape }: { src: string; model: string; evapTemp: number; condTemp: number; shape: string }) {
  const [failed, setFailed] = React.useState(false);
  return (
    <figure className="rounded-md border p-2">
      {failed ? (
        <p className="flex h-32 items-center justify-center text-center text-sm text-muted-foreground">Gráfico de envolvente no disponible</p>
      ) : (
        <img
          src={src}
          alt={`Envolvente de operación de ${model} con el punto de trabajo ${inUnits(evapTemp, "temperature")} / ${inUnits(condTemp, "temperature")} ${unitOf("temperature")}`}
          // The server's SVG is the sheet's (white, printed); inverted with hues kept, it reads as a dark tile in the dark theme.
          className="h-auto w-full dark:hue-rotate-180 dark:invert"
          loading="lazy"
          onError={() => setFailed(true)}
          data-testid="envelope-chart"
        />
      )}
      <figcaption className="text-center text-xs text-muted-foreground">
        {model}
        <span className="block" data-testid="envelope-shape">
          {shape}
        </span>
      </figcaption>
    </figure>
  );
}

const range = (min: number, max: number) => `${inUnits(min, "temperature")} a ${inUnits(max, "temperature")}`;

/** Each compressor's envelope, the duty point, what falls outside it, and the envelope chart. */
export function OperatingLimits({ rows, testId }: { rows: Row[]; testId: string }) {
  // The tool's defaults and their words, the domain's; an answer recorded before engine 1.13.0 is read by them.
  const defaults = useDefaultEnvelope();
  return (
    <div className="space-y-4" data-testid={testId}>
      <div className="overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Modelo</TableHead>
              <TableHead>Evaporación ({unitOf("temperature")})</TableHead>
              <TableHead>Condensación ({unitOf("temperature")})</TableHead>
              <TableHead>Punto de trabajo ({unitOf("temperature")})</TableHead>
              <TableHead>Estado</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ compressor: c, evapTemp, condTemp, circuit }, i) => {
              const flags = envelopeFlags(c.operatingLimits, evapTemp, condTemp, c.inEnvelope);
              return (
                <TableRow key={i} data-testid="limits-row" data-in-envelope={c.inEnvelope}>
                  <TableCell className="font-medium">
                    {c.model}
                    {circuit && <span className="block text-xs text-muted-foreground">{circuit}</span>}
                  </TableCell>
                  <TableCell className={cn(flags.evapOut && "font-semibold text-destructive")}>{range(c.operatingLimits.evapTempMin, c.operatingLimits.evapTempMax)}</TableCell>
                  <TableCell className={cn(flags.condOut && "font-semibold text-destructive")}>{range(c.operatingLimits.condTempMin, c.operatingLimits.condTempMax)}</TableCell>
                  <TableCell>
                    {inUnits(evapTemp, "temperature")} / {inUnits(condTemp, "temperature")}
                  </TableCell>
                  <TableCell>
                    {c.inEnvelope && hasToolDefaults(c.operatingLimits, defaults) ? (
                      // No verdict against the tool's defaults (tester report 3, defect 3), in an older answer either.
                      <span className="font-semibold text-amber-700 dark:text-amber-400" data-testid="envelope-attention">
                        {FINDING_WORDS.warning}: {defaults ? defaults.note.charAt(0).toLowerCase() + defaults.note.slice(1) : ""}
                      </span>
                    ) : c.inEnvelope && envelopeSourceOf(c.operatingLimits, defaults) === undefined ? (
                      // An answer recorded before engine 1.13.0 is judged once the defaults it is read by have loaded.
                      <span className="text-muted-foreground">…</span>
                    ) : c.inEnvelope ? (
                      <span className="text-green-700 dark:text-green-400">Dentro de rango</span>
                    ) : (
                      <span className="font-semibold text-destructive">
                        {atStart(OUT_OF_RANGE)}
                        {flags.evapOut ? " (evaporación)" : ""}
                        {flags.condOut ? " (condensación)" : ""}
                        {flags.polygonOut ? " (envolvente del fabricante)" : ""}
                      </span>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(({ compressor: c, evapTemp, condTemp }, i) => (
          <EnvelopeChart
            key={i}
            src={envelopeChartUrl(c.operatingLimits, evapTemp, condTemp, c.model, defaults)}
            model={c.model}
            evapTemp={evapTemp}
            condTemp={condTemp}
            shape={envelopeShapeNote(c.operatingLimits, defaults)}
          />
        ))}
      </div>
    </div>
  );
}
