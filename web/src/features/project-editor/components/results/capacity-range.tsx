import type { CapacityRange } from "../../types/results";
import { capacity, hertz, unitOf } from "../../utils/results-format";

/** A VFD or digital circuit's capacity range and where its minimum comes from (issue 27). */
export function CapacityRangeLine({ range, testId }: { range: CapacityRange; testId: string }) {
  const basis =
    range.basis === "speedRange" && range.minimumFrequency != null && range.maximumFrequency != null
      ? `compresor líder ${range.leadModel} de ${hertz(range.minimumFrequency)} a ${hertz(range.maximumFrequency)}`
      : `mínimo estimado con el valor por defecto del producto para ${range.leadModel}, que no publica polinomios a varias velocidades`;
  return (
    <p className="text-sm" data-testid={testId}>
      <span className="font-semibold">
        Rango de capacidad: {capacity(range.minimum)} a {capacity(range.maximum)} {unitOf("capacity")}
      </span>{" "}
      <span className="text-muted-foreground">({basis}; retorno de aceite en el mínimo: ver Líneas de Succión)</span>
    </p>
  );
}
