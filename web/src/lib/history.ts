// One recorded event of a project or a library item, as every history
// endpoint answers it (read_models::project_history::HistoryEntry).

export interface HistoryEntry {
  version: number;
  eventType: string;
  recordedAt: string | null;
  /** The signed-in person's name; on a single-user server the name the browser stated. */
  actor: string | null;
  /** Present when the author signed in (an authenticated identity). */
  actorEmail?: string | null;
  actorSubject?: string | null;
  clientAddress: string | null;
  /** One Spanish line. */
  summary: string;
}

/** The author as the history shows it: "Ana Ruiz <ana@example.com>" for a
 * signed-in person, the stated name otherwise, '—' when the event names nobody. */
export function authorLabel(entry: Pick<HistoryEntry, "actor" | "actorEmail">): string {
  if (entry.actor && entry.actorEmail) return `${entry.actor} <${entry.actorEmail}>`;
  return entry.actor ?? entry.actorEmail ?? "—";
}
