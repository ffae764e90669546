import type { CapacityLimit, Compliance } from "../../types/results";
import { barWidth, capacity, complianceTone, figure, signedPercent, TONE_CLASSES, unitOf } from "../../utils/results-format";
import { cn } from "@/lib/utils";
import { complianceStatusText, limitedByWords } from "@/lib/verdict-words";

/** 'Limitado por el condensador CD-30: 6.00 kW de los 12.30 kW de los compresores', as the sheet says it. */
function limitInWords(limit: CapacityLimit): string {
  const unit = unitOf("capacity");
  return `${limitedByWords(limit.component, limit.model)}: ${capacity(limit.capacity)} ${unit} de los ${capacity(limit.compressorsCapacity)} ${unit} de los compresores`;
}

/** Calculated against required capacity, with the spec's three verdicts and a bar capped at 100 %. Where a component
 * limits the capacity, the calculated figure is what it lets through (the one the percentage is of), and it is named. */
export function CompliancePanel({ compliance, calculatedW, testId }: { compliance: Compliance; calculatedW: number; testId: string }) {
  if (!(compliance.requiredCapacity > 0)) return null;
  const limit = compliance.limitedBy;
  const tone = TONE_CLASSES[complianceTone(compliance.status)];
  return (
    <div className="space-y-2 rounded-md border p-3" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className={cn("rounded px-2 py-0.5 text-sm font-semibold", tone.badge)} data-testid={`${testId}-status`}>
          {complianceStatusText(compliance)}
        </span>
        <span className="text-sm">
          Cumplimiento <strong data-testid={`${testId}-percentage`}>{figure(compliance.percentage, "percent")} %</strong> · Reserva{" "}
          <strong className={tone.text} data-testid={`${testId}-reserve`}>
            {signedPercent(compliance.reserve)}
          </strong>
        </span>
      </div>
      <div
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Cumplimiento de capacidad"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(barWidth(compliance.percentage))}
      >
        <div className={cn("h-full rounded-full", tone.bar)} style={{ width: `${barWidth(compliance.percentage)}%` }} data-testid={`${testId}-bar`} />
      </div>
      <p className="text-xs text-muted-foreground">
        Calculada {capacity(limit ? limit.capacity : calculatedW)} {unitOf("capacity")} · Requerida {capacity(compliance.requiredCapacity)} {unitOf("capacity")}
      </p>
      {limit && (
        <p className={cn("text-sm font-medium", tone.text)} data-testid={`${testId}-limit`}>
          {limitInWords(limit)}
        </p>
      )}
    </div>
  );
}
