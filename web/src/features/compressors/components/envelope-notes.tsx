// What the import read about the application envelope apart from the
// coefficient table, and what it could not place (issue 27): shown, never guessed.
import type { PolynomialExtraction } from "../api/extract-polynomials";
import type { DefaultEnvelope } from "@/lib/default-envelope";
import { formatNumber } from "@/lib/format";

/** The figures of a source's data rows (the server joins a table's lines with ' / '), in file order; null with fewer
 * than three rows of figures only. */
function tableFigures(source: string): number[] | null {
  const rows = source.split(" / ").filter((part) => /\d/.test(part) && /^[\s\d.,;|\t−-]+$/.test(part));
  if (rows.length < 3) return null;
  return rows.flatMap((row) => (row.match(/[−-]?\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace("−", "-").replace(",", "."))));
}

/** Whether a source line is the file's text of one of the tables the review shows (to and tc in either column order). */
function isShownTable(source: string, tables: Corner[][]): boolean {
  const figures = tableFigures(source);
  const same = (a: number[]) => figures !== null && a.length === figures.length && a.every((v, i) => v === figures[i]);
  return tables.some((t) => same(t.flatMap((p) => [p.to, p.tc])) || same(t.flatMap((p) => [p.tc, p.to])));
}

/** The envelope lines the file states and those it could not place; a table shown below as one table is not repeated
 * here line after line. */
export function EnvelopeNotes({ extraction, tables }: { extraction: PolynomialExtraction; tables: Corner[][] }) {
  const sources = (extraction.envelopeSources ?? []).filter((line) => !isShownTable(line, tables));
  const unplaced = extraction.envelopeUnplaced ?? [];
  if (sources.length === 0 && unplaced.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm">
      {sources.map((line) => (
        <p key={line} className="text-muted-foreground" data-testid="envelope-source">
          Envolvente leída del archivo: «{line}»
        </p>
      ))}
      {unplaced.map((line) => (
        <p key={line} className="text-amber-700 dark:text-amber-400" role="status" data-testid="envelope-unplaced">
          Envolvente sin asignar: «{line}». No se supone nada: escriba los límites de evaporación y condensación de cada fila.
        </p>
      ))}
    </div>
  );
}

/** A set's drawn envelope: the table above it is (`table`, from 1), or corner by corner, 'to / tc', when it is none of them. */
export function PolygonNote({ points, table }: { points: { to: number; tc: number }[]; table?: number }) {
  return (
    <p className="mt-1 text-xs text-muted-foreground" data-testid="envelope-polygon">
      {table !== undefined
        ? `Envolvente: tabla ${table} (${points.length} puntos)`
        : `Envolvente: polígono de ${points.length} puntos (to / tc): ${points.map((p) => `${formatNumber(p.to, 1)} / ${formatNumber(p.tc, 1)}`).join(" · ")}`}
    </p>
  );
}

/** One envelope read from the file as the maker prints it: one table, a corner a row (issue 23 item 4). */
function EnvelopeTable({ points, number }: { points: Corner[]; number: number }) {
  return (
    <table className="w-auto text-xs tabular-nums" data-testid="envelope-table">
      <caption className="text-left font-medium">
        Tabla {number}: envolvente leída del archivo ({points.length} puntos)
      </caption>
      <thead>
        <tr className="text-muted-foreground">
          <th className="pr-3 text-left font-normal">Punto</th>
          <th className="pr-3 text-right font-normal">Evaporación to (°C)</th>
          <th className="text-right font-normal">Condensación tc (°C)</th>
        </tr>
      </thead>
      <tbody>
        {points.map((p, i) => (
          <tr key={i}>
            <td className="pr-3">{i + 1}</td>
            <td className="pr-3 text-right">{formatNumber(p.to, 1)}</td>
            <td className="text-right">{formatNumber(p.tc, 1)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Corner = { to: number; tc: number };
type Row = { refrigerant: string | number | null; envelopePolygon?: Corner[] | null } & Partial<
  Record<"evapTempMin" | "evapTempMax" | "condTempMin" | "condTempMax", number | string | null>
>;

const LIMITS = ["evapTempMin", "evapTempMax", "condTempMin", "condTempMax"] as const;
const samePolygon = (a: Corner[], b: Corner[]) => a.length === b.length && a.every((p, i) => p.to === b[i].to && p.tc === b[i].tc);

/** The distinct envelopes of the review's sets, in the order the sets carry them: the tables the review shows. */
export function envelopeTables(rows: Row[]): Corner[][] {
  const read: Corner[][] = [];
  for (const row of rows) {
    const p = row.envelopePolygon;
    if (p && p.length >= 3 && !read.some((q) => samePolygon(q, p))) read.push(p);
  }
  return read;
}

/** The number (from 1) of the table a set's envelope is, if it is one. */
export function tableOf(tables: Corner[][], polygon: Corner[] | null | undefined): number | undefined {
  const at = polygon ? tables.findIndex((t) => samePolygon(t, polygon)) : -1;
  return at < 0 ? undefined : at + 1;
}
/** Whether a set of the review has the maker's envelope: a polygon, or all four limits (domain EnvelopeSource). */
export const hasMakersEnvelope = (row: Row) =>
  (row.envelopePolygon?.length ?? 0) >= 3 || LIMITS.every((k) => row[k] != null && String(row[k]).trim() !== "");

/**
 * Where the envelope read from the file goes, refrigerant by refrigerant, and which sets get none (tester report 3,
 * defect 3): a maker prints one envelope under several refrigerants' tables, and the program does not decide alone
 * which of them it belongs to. The user ticks the refrigerants it applies to; a set left without the maker's envelope
 * is saved with the tool's default limits, and said so.
 */
export function EnvelopePlacement({
  rows,
  tables: read,
  defaults,
  onPlace,
}: {
  rows: Row[];
  /** `envelopeTables(rows)`. */
  tables: Corner[][];
  /** The tool's default limits and their words (the extraction's `toolDefaults`). */
  defaults?: DefaultEnvelope;
  onPlace: (refrigerant: string, polygon: Corner[] | null) => void;
}) {
  const refrigerants = [...new Set(rows.map((r) => String(r.refrigerant ?? "").trim()).filter(Boolean))];
  const without = refrigerants.filter((r) => rows.some((row) => String(row.refrigerant ?? "").trim() === r && !hasMakersEnvelope(row)));
  if (read.length === 0 && without.length === 0) return null;
  const polygon = read.length === 1 ? read[0] : null;
  return (
    <div className="grid gap-1 rounded-md border p-2 text-sm" data-testid="envelope-placement">
      {read.length > 0 && (
        <div className="flex flex-wrap gap-6">
          {read.map((points, i) => (
            <EnvelopeTable key={i} points={points} number={i + 1} />
          ))}
        </div>
      )}
      {polygon && (
        <fieldset className="grid gap-1">
          <legend className="font-medium">Envolvente leída ({polygon.length} puntos): ¿a qué refrigerantes corresponde?</legend>
          <div className="flex flex-wrap gap-3">
            {refrigerants.map((r) => {
              const sets = rows.filter((row) => String(row.refrigerant ?? "").trim() === r);
              const applied = sets.every((row) => row.envelopePolygon != null && samePolygon(row.envelopePolygon, polygon));
              return (
                <label key={r} className="flex items-center gap-1">
                  <input type="checkbox" checked={applied} onChange={(e) => onPlace(r, e.target.checked ? polygon : null)} aria-label={`Envolvente leída para ${r}`} />
                  {r}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {read.length > 1 && <p className="text-muted-foreground">El archivo da {read.length} envolventes distintas: cada fila dice cuál es la suya.</p>}
      {without.length > 0 && (
        <p className="text-amber-700 dark:text-amber-400" role="status" data-testid="envelope-missing">
          Sin envolvente del fabricante: {without.join(", ")}. Se guardarán los límites por defecto de la herramienta
          {defaults &&
            ` (evaporación ${formatNumber(defaults.evapTempMin, 1)} a ${formatNumber(defaults.evapTempMax, 1)} °C, condensación ${formatNumber(defaults.condTempMin, 1)} a ${formatNumber(defaults.condTempMax, 1)} °C)`}
          , que no son una envolvente: ninguna ficha juzgará el punto de trabajo con ellos. Escriba los límites del fabricante o aplique la envolvente
          leída.
        </p>
      )}
    </div>
  );
}
