// The condenser and plate-exchanger pick lists ranked for the duty (issue 22
// item 4): the server's candidates first, closest above the requirement,
// then the units left out with the reason; the undersized and the ones that
// cannot serve (heating only) shown but not choosable.
import type { ChillerHeatExchanger } from "../api/chiller-heat-exchangers";
import type { RankedUnit, UnitRanking } from "../api/select-units";
import type { Option } from "../components/fields";
import { decimalsOf, formatFixed } from "@/lib/format";
import { formatIn } from "@/lib/units";

/** A capacity given in W, in the user's unit: '40.00 kW', '136 485 BTU/h'. */
const kw = (watts: number) => formatIn(watts / 1000, "capacity");

/** A margin with its sign: '+15.6 %', '−12.0 %'. */
/** The chiller's evaporators before a circuit's capacity ranks them: heating-only ones left out, by rated capacity,
 * smallest first, not as text ('PSD-130' before 'PSD-15'; tester report 4, defect 11). */
export function nominalExchangerOptions(exchangers: ChillerHeatExchanger[]): Option[] {
  const name = (h: ChillerHeatExchanger) => `${h.brand} ${h.model}`.trim();
  return exchangers
    .filter((h) => h.applicationType !== "heating")
    .sort((a, b) => a.capacityKw - b.capacityKw || name(a).localeCompare(name(b)))
    .map((h) => ({ value: h.id, label: `${name(h)} · ${formatIn(h.capacityKw, "capacity")} nominales` }));
}

export function signedPercent(value: number): string {
  const text = formatFixed(Math.abs(value), decimalsOf("percent"));
  return `${value < 0 ? "\u2212" : "+"}${text}\u00A0%`;
}

const head = (unit: RankedUnit) => `${unit.model} · ${kw(unit.capacity)}`;

/** The pick list's options in the ranking's order. Units outside the
 * microchannel filter are left out of the list, as the filter asks. */
export function rankedUnitOptions(ranking: UnitRanking): Option[] {
  const options: Option[] = ranking.candidates.map((u) => ({ value: u.id, label: `${head(u)} · margen ${signedPercent(u.margin)}` }));
  for (const u of ranking.excludedUnits) {
    switch (u.reason) {
      case "oversized":
        options.push({ value: u.id, label: `${head(u)} · sobredimensionado (${signedPercent(u.margin)})` });
        break;
      case "undersized":
        options.push({ value: u.id, label: `${head(u)} · insuficiente (${signedPercent(u.margin)})`, disabled: true });
        break;
      case "heatingOnly":
        options.push({ value: u.id, label: `${head(u)} · solo calor`, disabled: true });
        break;
      case "notMicrochannel":
        break;
    }
  }
  return options;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line above the list: what the ranking was made for and what it found;
 * `duty` says what the figure is where it is not the whole unit's. */
export function rankingSummary(ranking: UnitRanking, dutyWatts: number, duty?: string): string {
  const under = ranking.excludedUnits.filter((u) => u.reason === "undersized").length;
  const over = ranking.excludedUnits.filter((u) => u.reason === "oversized").length;
  return `Para ${kw(dutyWatts)}${duty ? `, ${duty}` : ""}: ${count(ranking.candidates.length, "adecuado", "adecuados")}, ${count(under, "insuficiente", "insuficientes")}, ${count(over, "sobredimensionado", "sobredimensionados")} (requerido ${kw(ranking.requiredCapacity)})`;
}
