// The project screen's draft (issue 24 item 1): written as the user types,
// offered back when the screen opens on the same project, cleared once the
// form holds nothing the stored project does not. A draft started from an
// older version than the stored one is recovered as a merge over the newer
// save (docs/decisions/2026-11-27-draft-over-a-newer-save.md).
import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import type { ProjectForm } from "../types/project";
import { formFromProject, type ProjectDetail } from "../utils/project-body";
import { clearDraft, draftKey, draftToOffer, formSnapshot, mergeDraft, writeDraft, type Draft, type DraftMerge } from "../utils/drafts";
import { shownVersionAt, type HistoryEntry } from "@/lib/history";

interface Args {
  /** The stored project's id; undefined for a project not saved yet. */
  projectId: string | undefined;
  /** False while an edited project is still loading (there is no baseline yet). */
  ready: boolean;
  form: ProjectForm;
  /** `formSnapshot` of the form as stored (or as a new form starts). */
  baseline: string;
  baseVersion: number | undefined;
}

/** A draft whose base version is older than the stored project's: who saved after it, and the merge to recover. */
export interface StaleDraft {
  /** The versions as the history numbers them (saves only): the draft's base, and the stored project's. */
  shownBase: number;
  shownStored: number;
  /** The save that made the stored version (null while loading or when the history is not readable). */
  lastSave: HistoryEntry | null;
  /** Null while the draft's base version loads, or when it cannot be read (then recovering replaces the whole form). */
  merge: DraftMerge | null;
  loading: boolean;
}

export function useProjectDraft({ projectId, ready, form, baseline, baseVersion }: Args) {
  const [offer, setOffer] = React.useState<Draft | null>(null);
  const [checked, setChecked] = React.useState<string | null>(null);
  const key = draftKey(projectId);
  // Once per project the screen opens on, before the first draft write could replace what was kept.
  if (ready && checked !== key) {
    setChecked(key);
    setOffer(draftToOffer(localStorage, projectId, baseline));
  }
  const dirty = formSnapshot(form) !== baseline;
  const writing = ready && checked === key && offer === null;

  React.useEffect(() => {
    if (!writing) return;
    if (dirty) writeDraft(localStorage, projectId, form, baseVersion);
    else clearDraft(localStorage, projectId);
  }, [writing, dirty, projectId, form, baseVersion]);

  const olderBase = offer?.baseVersion !== undefined && baseVersion !== undefined && projectId !== undefined && offer.baseVersion < baseVersion ? offer.baseVersion : null;
  const history = useQuery<HistoryEntry[]>({ queryKey: ["/api/projects", projectId, "history"], enabled: olderBase !== null, staleTime: 0 });
  const base = useQuery<ProjectDetail>({ queryKey: ["/api/projects", projectId, "versions", olderBase], enabled: olderBase !== null, staleTime: 0 });
  const stale = React.useMemo<StaleDraft | null>(() => {
    if (olderBase === null || !offer || baseVersion === undefined) return null;
    // The baseline is the stored form's snapshot (JSON of the form with its keys sorted).
    const current = JSON.parse(baseline) as ProjectForm;
    const merge = base.data ? mergeDraft(formFromProject(base.data), offer.form, current) : null;
    // The last save up to the stored version (a sheet issued since is no save).
    const lastSave = history.data?.filter((e) => e.version <= baseVersion && e.shownVersion !== null).at(-1) ?? null;
    const shown = (sequence: number) => (history.data ? shownVersionAt(history.data, sequence) : sequence);
    // Only sheets were issued since the draft's base: nothing was saved over it.
    if (history.data && shown(olderBase) === shown(baseVersion)) return null;
    return { shownBase: shown(olderBase), shownStored: shown(baseVersion), lastSave, merge, loading: base.isLoading || history.isLoading };
  }, [olderBase, offer, baseVersion, baseline, base.data, base.isLoading, history.data, history.isLoading]);

  return {
    /** The form differs from the stored project (or from a new empty form). */
    dirty,
    /** A draft kept from an earlier visit, until the user recovers or discards it. */
    offer,
    /** Set when the offered draft started from an older version than the stored one. */
    stale,
    /** What recovering the offered draft puts in the form: the draft, or its merge over a newer save. */
    recoveredForm: (): ProjectForm | null => (offer ? (stale?.merge?.form ?? offer.form) : null),
    recovered: () => setOffer(null),
    discard: () => {
      clearDraft(localStorage, projectId);
      setOffer(null);
    },
  };
}
