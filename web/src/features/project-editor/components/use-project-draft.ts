// The project screen's draft (issue 24 item 1): written as the user types,
// offered back when the screen opens on the same project, cleared once the
// form holds nothing the stored project does not.
import * as React from "react";
import type { ProjectForm } from "../types/project";
import { clearDraft, draftKey, draftToOffer, formSnapshot, writeDraft, type Draft } from "../utils/drafts";

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

  return {
    /** The form differs from the stored project (or from a new empty form). */
    dirty,
    /** A draft kept from an earlier visit, until the user recovers or discards it. */
    offer,
    recovered: () => setOffer(null),
    discard: () => {
      clearDraft(localStorage, projectId);
      setOffer(null);
    },
  };
}
