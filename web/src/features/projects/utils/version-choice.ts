// Which two versions the comparison opens with. Every save records the
// change and then the server's own calculation, so "since the last save"
// is the calculation before the last one compared with the latest.
import type { ProjectHistoryRow } from "../api/get-project-history";

const CALCULATED = "CircuitsRecalculated";

export function defaultComparison(history: ProjectHistoryRow[]): { from: number; to: number } {
  const last = history.at(-1)?.version ?? 1;
  const earlier = history.filter((h) => h.version < last);
  const previousCalculation = earlier.filter((h) => h.eventType === CALCULATED).at(-1);
  const from = previousCalculation?.version ?? earlier[0]?.version ?? last;
  return { from, to: last };
}
