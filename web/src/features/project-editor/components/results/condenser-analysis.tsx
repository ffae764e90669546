import type { CondenserAnalysis as Analysis, CondenserCheck, CircuitCondenser } from "../../types/results";
import { capacity, figure, unitOf, showShareLabel, signedPercent, statusTone, TONE_CLASSES } from "../../utils/results-format";
import { Figure, ResultCard } from "./result-card";
import { cn } from "@/lib/utils";
import { condenserStatusWord, UNVERIFIED_CONDENSER } from "@/lib/verdict-words";

interface Props {
  analysis: Analysis;
  check: CondenserCheck | null;
  condenserModel?: string | null;
  /** A condenser per refrigerant circuit (engine 1.11.0), each with its own check. */
  circuitCondensers?: CircuitCondenser[];
}

function Segment({ label, percentage, kind, className }: { label: string; percentage: number; kind: "heat" | "oil"; className: string }) {
  if (percentage <= 0) return null;
  return (
    <div className={cn("flex h-full items-center justify-center text-xs font-medium text-white", className)} style={{ width: `${Math.min(100, percentage)}%` }} title={`${label}: ${figure(percentage, "percent")} %`}>
      {showShareLabel(kind, percentage) && <span data-testid="share-label">{figure(percentage, "percent")} %</span>}
    </div>
  );
}

/** Heat the condenser rejects and its shares; for a condensing unit also reserve and utilisation. */
export function CondenserAnalysisCard({ analysis, check, condenserModel, circuitCondensers }: Props) {
  const shares = analysis.percentages;
  const checks = [check, ...(circuitCondensers ?? []).map((c) => c.check)];
  const unverified = checks.some((c) => c?.reserveStatus === "unverified");
  return (
    <ResultCard title="Análisis del Condensador" testId="condenser-analysis">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label={`Capacidad frigorífica (${unitOf("capacity")})`} value={capacity(analysis.coolingCapacity)} />
        <Figure label={`Calor rechazado (${unitOf("capacity")})`} value={capacity(analysis.heatRejection)} testId="heat-rejection" />
        <Figure label={`Enfriamiento de aceite (${unitOf("capacity")})`} value={capacity(analysis.oilCooling)} />
        <Figure label={`Carga total del condensador (${unitOf("capacity")})`} value={capacity(analysis.totalCondenserLoad)} testId="condenser-load" />
      </div>
      <div className="space-y-1">
        <div className="flex h-6 w-full overflow-hidden rounded-md bg-muted" role="img" aria-label="Reparto del calor rechazado" data-testid="condenser-bar">
          <Segment label="Capacidad frigorífica" percentage={shares.coolingCapacity} kind="heat" className="bg-sky-700" />
          <Segment label="Calor de compresión" percentage={shares.compressionHeat} kind="heat" className="bg-orange-700" />
          <Segment label="Enfriamiento de aceite" percentage={shares.oilCooling} kind="oil" className="bg-amber-700" />
        </div>
        <ul className="flex flex-wrap gap-4 text-xs text-muted-foreground">
          <li>
            <span className="mr-1 inline-block size-2 rounded-full bg-sky-700" />
            Capacidad frigorífica {figure(shares.coolingCapacity, "percent")} %
          </li>
          <li>
            <span className="mr-1 inline-block size-2 rounded-full bg-orange-700" />
            Calor de compresión {figure(shares.compressionHeat, "percent")} %
          </li>
          <li>
            <span className="mr-1 inline-block size-2 rounded-full bg-amber-700" />
            Enfriamiento de aceite {figure(shares.oilCooling, "percent")} % (factor {figure(analysis.oilCoolingFactor, "oilCoolingFactor")})
          </li>
        </ul>
      </div>
      {circuitCondensers && circuitCondensers.length > 0 && (
        <div className="space-y-2" data-testid="circuit-condensers">
          <p className="text-sm text-muted-foreground">Un condensador por circuito frigorífico</p>
          {circuitCondensers.map((own, i) => (
            <div key={own.circuitId} className="grid gap-3 sm:grid-cols-5" data-testid={`circuit-condenser-${i + 1}`}>
              <Figure label={`Circuito ${own.circuitId}`} value={own.condenser?.model ?? own.autoSelectError?.message ?? "Sin condensador"} />
              <Figure label={`Capacidad / carga (${unitOf("capacity")})`} value={`${own.condenser ? capacity(own.condenser.capacity) : "—"} / ${capacity(own.load)}`} />
              <Figure label="Ventiladores" value={own.condenser ? `${own.condenser.fanCount} × ${Math.round(own.condenser.fanPowerConsumption)} W` : "—"} />
              <Figure
                label="Reserva"
                value={own.check ? <span className={TONE_CLASSES[statusTone(own.check.reserveStatus)].text}>{signedPercent(own.check.reserve)} · {condenserStatusWord(own.check.reserveStatus)}</span> : "—"}
              />
              <Figure
                label="Uso"
                value={
                  own.check ? (
                    <span className={TONE_CLASSES[statusTone(own.check.utilisationStatus)].text}>
                      {figure(own.check.utilisation, "percent")} % · {condenserStatusWord(own.check.utilisationStatus)}
                    </span>
                  ) : (
                    "—"
                  )
                }
              />
            </div>
          ))}
        </div>
      )}
      {check && (
        <div className="grid gap-3 sm:grid-cols-3" data-testid="condenser-check">
          <Figure label={`Capacidad del condensador${condenserModel ? ` ${condenserModel}` : ""} (${unitOf("capacity")})`} value={capacity(check.capacity)} />
          <Figure
            label="Reserva"
            value={
              <span className={TONE_CLASSES[statusTone(check.reserveStatus)].text} data-testid="condenser-reserve">
                {signedPercent(check.reserve)} · {condenserStatusWord(check.reserveStatus)}
              </span>
            }
          />
          <Figure
            label="Uso"
            value={
              <span className={TONE_CLASSES[statusTone(check.utilisationStatus)].text} data-testid="condenser-utilisation">
                {figure(check.utilisation, "percent")} % · {condenserStatusWord(check.utilisationStatus)}
              </span>
            }
          />
        </div>
      )}
      {unverified && (
        <p className="text-sm text-muted-foreground" data-testid="condenser-unverified">
          {UNVERIFIED_CONDENSER}
        </p>
      )}
    </ResultCard>
  );
}
