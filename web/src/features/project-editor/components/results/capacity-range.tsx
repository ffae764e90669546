import type { CapacityRange, LineResult } from "../../types/results";
import { capacity, hertz, unitOf } from "../../utils/results-format";
import { oilReturnAtMinimum } from "@/lib/verdict-words";

/** A VFD or digital circuit's capacity range, where its minimum comes from (issue 27) and what the oil-return check
 * at that minimum found in the circuit's suction lines, as the sheet says it. */
export function CapacityRangeLine({ range, suctionLines, testId }: { range: CapacityRange; suctionLines: LineResult[]; testId: string }) {
  const basis =
    range.basis === "speedRange" && range.minimumFrequency != null && range.maximumFrequency != null
      ? `compresor líder ${range.leadModel} de ${hertz(range.minimumFrequency)} a ${hertz(range.maximumFrequency)}`
      : range.loadedMassFlow != null && range.minimumShare != null
        ? `mínimo: ${Math.round(range.minimumShare * 100)} % del compresor líder ${range.leadModel}, scroll digital (Copeland Scroll Digital modula del 10 al 100 %, boletín AE21-1319 R2, refrigeración)`
        : `mínimo estimado con el valor por defecto del producto para ${range.leadModel}, que no publica polinomios a varias velocidades`;
  // A digital scroll's minimum averages loaded (full flow) and unloaded (no flow) cycles: its oil return was checked
  // at the full flow (engine 1.14.0, docs/decisions/2026-11-28-oil-return-of-a-digital-scroll.md), as the sheet says.
  const oil =
    range.loadedMassFlow != null
      ? "retorno de aceite en el mínimo, al caudal pleno del compresor en carga (el mínimo promedia ciclos con y sin carga)"
      : "retorno de aceite en el mínimo";
  return (
    <p className="text-sm" data-testid={testId}>
      <span className="font-semibold">
        Rango de capacidad: {capacity(range.minimum)} a {capacity(range.maximum)} {unitOf("capacity")}
      </span>{" "}
      <span className="text-muted-foreground">({basis}; {oil}: {oilReturnAtMinimum(range.oilReturnAtMinimum, suctionLines, "Líneas de Succión")})</span>
    </p>
  );
}
