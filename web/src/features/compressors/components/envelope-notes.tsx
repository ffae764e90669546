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
