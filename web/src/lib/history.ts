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
  /** The version number a person sees: the n-th save; null for an event that is no version (a sheet issued). Absent on library histories. */
  shownVersion?: number | null;
}

/**
 * The version a person sees for the project as it was at event `sequence`
 * (one save, one version, issue 24): the last save at or before it. The
 * server numbers the saves (domain::project::shown_versions); a history
 * without numbers shows the sequence itself.
 */
export function shownVersionAt(history: readonly Pick<HistoryEntry, "version" | "shownVersion">[], sequence: number): number {
  let shown: number | null = null;
  for (const entry of history) {
    if (entry.version > sequence) break;
    if (entry.shownVersion === undefined) return sequence;
    if (entry.shownVersion !== null) shown = entry.shownVersion;
  }
  return shown ?? sequence;
}

/** The author as the history shows it: "Ana Ruiz <ana@example.com>" for a
 * signed-in person, the stated name otherwise, '—' when the event names nobody. */
export function authorLabel(entry: Pick<HistoryEntry, "actor" | "actorEmail">): string {
  if (entry.actor && entry.actorEmail) return `${entry.actor} <${entry.actorEmail}>`;
  return entry.actor ?? entry.actorEmail ?? "—";
}
