// Which two versions the comparison opens with: the state saved before the
// last save, and the last save. A save is one event (issue 24); histories
// recorded before that hold a save as two events, the change and then its
// calculation, and the change alone is a half state never shown to anyone.
import type { ProjectHistoryRow } from "../api/get-project-history";

const CALCULATED = "CircuitsRecalculated";
const SHEET = "DatasheetGenerated";

export function defaultComparison(history: ProjectHistoryRow[]): { from: number; to: number } {
  // Issuing a sheet changes nothing to compare.
  const states = history.filter((h) => h.eventType !== SHEET);
  const last = states.at(-1)?.version ?? history.at(-1)?.version ?? 1;
  const complete = states.filter((h, i) => h.version < last && !(h.eventType !== CALCULATED && states[i + 1]?.eventType === CALCULATED));
  const from = complete.at(-1)?.version ?? states[0]?.version ?? last;
  return { from, to: last };
}
