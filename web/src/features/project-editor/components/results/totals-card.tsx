import type { SystemResult } from "../../types/results";
import { capacity, figure, kw, unitOf } from "../../utils/results-format";
import { Figure, ResultCard } from "./result-card";
import { formatFixed } from "@/lib/format";
import { formatIn, toDisplay } from "@/lib/units";

/** ' · EER 11.9 BTU/(W·h)' after a COP for an I-P user, as the I-P sheet prints it (1 decimal); nothing otherwise. */
function eerAfter(eer: number | undefined): string {
  return unitOf("capacity") === "BTU/h" && eer != null ? ` · EER ${formatFixed(eer, 1)} BTU/(W·h)` : "";
}

/** The standard that rates a unit's ratio with its condenser fans, cited beside it as the sheet cites it (engineering
 * review E4): a condensing unit by EN 13215 (power absorbed by the whole unit, fans included), an air-cooled chiller by
 * EN 14511; none for a rack, which is not a rated package (domain `engine::condenser::cop_rating_standard`). */
export function copStandard(equipmentType: string | undefined): string | undefined {
  if (equipmentType === "condensadora") return "EN 13215";
  if (equipmentType === "chiller") return "EN 14511";
  return undefined;
}

/** The general totals of a system; `limited` where a component (or no condenser) limits what the unit delivers below
 * its compressors' figures, which the totals then say they are. The COP is the compressors' alone, labelled so; where the answer has the
 * condenser fans' ratio (engine 1.12.0) it stands beside it, worded as the sheet words both: a chiller's is EN 14511's EER
 * ('EER con ventiladores (EN 14511)', ficha-14), a condensing unit's EN 13215's COP. */
export function TotalsCard({ totals, limited = false, copRatedBy }: { totals: SystemResult["totals"]; limited?: boolean; copRatedBy?: string }) {
  // EER = COP in BTU/h per W, the display units' factor (1 BTU/h = 0.29307107 W).
  const eer = totals.cop > 0 ? toDisplay(totals.cop / 1000, "capacity", "ip") : undefined;
  return (
    <ResultCard title="Totales Generales" testId="general-totals">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure label={`${limited ? "Capacidad de los compresores" : "Capacidad total"} (${unitOf("capacity")})`} value={capacity(totals.coolingCapacity)} testId="total-capacity" />
        {/* I-P reads BTU/h and tons of refrigeration (issue 24 item 3). */}
        {unitOf("capacity") === "BTU/h" && <Figure label="Capacidad total (TR)" value={formatIn(totals.coolingCapacity / 1000, "capacity", { system: "mx", unit: false })} testId="total-capacity-tr" />}
        <Figure label="Potencia total (kW)" value={kw(totals.powerInput, "power")} testId="total-power" />
        <Figure label="Corriente total (A)" value={figure(totals.current, "current")} testId="total-current" />
        <Figure label={`Calor rechazado (${unitOf("capacity")})`} value={capacity(totals.heatRejection)} testId="total-heat-rejection" />
        <Figure label="COP (solo compresores)" value={`${figure(totals.cop, "cop")}${eerAfter(eer)}`} testId="total-cop" />
        {totals.copWithFans != null && (
          <Figure label={`${copRatedBy === "EN 14511" ? "EER con ventiladores" : "COP con ventiladores del condensador"}${copRatedBy ? ` (${copRatedBy})` : ""}`} value={`${figure(totals.copWithFans, "cop")}${eerAfter(totals.eerWithFans)}`} testId="total-cop-with-fans" />
        )}
      </div>
      {limited && (
        <p className="text-sm text-muted-foreground" data-testid="totals-limited">
          Totales de los compresores: la capacidad que entrega la unidad está limitada (ver Cumplimiento).
        </p>
      )}
    </ResultCard>
  );
}
