// What the import read about the application envelope apart from the
// coefficient table, and what it could not place (issue 27): shown, never guessed.
import type { PolynomialExtraction } from "../api/extract-polynomials";
import { formatNumber } from "@/lib/format";

export function EnvelopeNotes({ extraction }: { extraction: PolynomialExtraction }) {
  const sources = extraction.envelopeSources ?? [];
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

/** A set's drawn envelope, corner by corner: 'to / tc'. */
export function PolygonNote({ points }: { points: { to: number; tc: number }[] }) {
  return (
    <p className="mt-1 text-xs text-muted-foreground" data-testid="envelope-polygon">
      Envolvente: polígono de {points.length} puntos (to / tc):{" "}
      {points.map((p) => `${formatNumber(p.to, 1)} / ${formatNumber(p.tc, 1)}`).join(" · ")}
    </p>
  );
}

type Corner = { to: number; tc: number };
type Row = { refrigerant: string | number | null; envelopePolygon?: Corner[] | null } & Partial<
  Record<"evapTempMin" | "evapTempMax" | "condTempMin" | "condTempMax", number | string | null>
>;

const LIMITS = ["evapTempMin", "evapTempMax", "condTempMin", "condTempMax"] as const;
const samePolygon = (a: Corner[], b: Corner[]) => a.length === b.length && a.every((p, i) => p.to === b[i].to && p.tc === b[i].tc);
/** Whether a set of the review has the maker's envelope: a polygon, or all four limits (domain EnvelopeSource). */
export const hasMakersEnvelope = (row: Row) =>
  (row.envelopePolygon?.length ?? 0) >= 3 || LIMITS.every((k) => row[k] != null && String(row[k]).trim() !== "");

/**
 * Where the envelope read from the file goes, refrigerant by refrigerant, and which sets get none (tester report 3,
 * defect 3): a maker prints one envelope under several refrigerants' tables, and the program does not decide alone
 * which of them it belongs to. The user ticks the refrigerants it applies to; a set left without the maker's envelope
 * is saved with the tool's default limits, and said so.
 */
export function EnvelopePlacement({ rows, onPlace }: { rows: Row[]; onPlace: (refrigerant: string, polygon: Corner[] | null) => void }) {
  const read: Corner[][] = [];
  for (const row of rows) {
    const p = row.envelopePolygon;
    if (p && p.length >= 3 && !read.some((q) => samePolygon(q, p))) read.push(p);
  }
  const refrigerants = [...new Set(rows.map((r) => String(r.refrigerant ?? "").trim()).filter(Boolean))];
  const without = refrigerants.filter((r) => rows.some((row) => String(row.refrigerant ?? "").trim() === r && !hasMakersEnvelope(row)));
  if (read.length === 0 && without.length === 0) return null;
  const polygon = read.length === 1 ? read[0] : null;
  return (
    <div className="grid gap-1 rounded-md border p-2 text-sm" data-testid="envelope-placement">
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
      {read.length > 1 && <p className="text-muted-foreground">El archivo da {read.length} envolventes distintas: cada fila muestra la suya.</p>}
      {without.length > 0 && (
        <p className="text-amber-700 dark:text-amber-400" role="status" data-testid="envelope-missing">
          Sin envolvente del fabricante: {without.join(", ")}. Se guardarán los límites por defecto de la herramienta (evaporación{" "}
          {formatNumber(-45, 1)} a {formatNumber(7.5, 1)} °C, condensación {formatNumber(11.6, 1)} a {formatNumber(62, 1)} °C), que no son una
          envolvente: ninguna ficha juzgará el punto de trabajo con ellos. Escriba los límites del fabricante o aplique la envolvente leída.
        </p>
      )}
    </div>
  );
}
