import type { CapacityRange, LineResult } from "../../types/results";
import { capacity, hertz, unitOf } from "../../utils/results-format";
import { oilReturnAtMinimum } from "@/lib/verdict-words";

/** A VFD or digital circuit's capacity range, where its minimum comes from (issue 27) and what the oil-return check
 * at that minimum found in the circuit's suction lines, as the sheet says it. */
export function CapacityRangeLine({ range, suctionLines, testId }: { range: CapacityRange; suctionLines: LineResult[]; testId: string }) {
  const basis =
    range.basis === "speedRange" && range.minimumFrequency != null && range.maximumFrequency != null
      ? `compresor líder ${range.leadModel} de ${hertz(range.minimumFrequency)} a ${hertz(range.maximumFrequency)}`
      : `mínimo estimado con el valor por defecto del producto para ${range.leadModel}, que no publica polinomios a varias velocidades`;
  return (
    <p className="text-sm" data-testid={testId}>
      <span className="font-semibold">
        Rango de capacidad: {capacity(range.minimum)} a {capacity(range.maximum)} {unitOf("capacity")}
      </span>{" "}
      <span className="text-muted-foreground">({basis}; retorno de aceite en el mínimo: {oilReturnAtMinimum(range.oilReturnAtMinimum, suctionLines, "Líneas de Succión")})</span>
    </p>
  );
}
