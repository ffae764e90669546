// Drafts of the project screen (issue 24 item 1): the form as typed, kept in
// this browser's local storage under the project's id ('nuevo' for a project
// not saved yet), so a reload, the back button or a sidebar link loses
// nothing. A draft is the whole form; results are not kept (they come from
// the next calculation, or stay marked as out of date).
import type { ProjectForm } from "../types/project";
import { emptyProject } from "./project-defaults";

export const DRAFT_PREFIX = "fichas_borrador:";
/** The key part of a project that has not been saved yet. */
export const NEW_PROJECT = "nuevo";

export interface Draft {
  form: ProjectForm;
  /** When it was last written (ISO 8601, UTC). */
  savedAt: string;
  /** The stored version the edits started from (edit mode). */
  baseVersion?: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export const draftKey = (projectId: string | undefined) => `${DRAFT_PREFIX}${projectId ?? NEW_PROJECT}`;

/** JSON with object keys sorted, so two forms built in a different order compare equal. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isObject(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v,
  );
}

/** What the form holds, comparable with another form's: there are unsaved changes when it differs from the stored one's. */
export const formSnapshot = (form: ProjectForm) => sortedJson(form);

/**
 * The draft kept for `projectId`, or null. A draft written by an older
 * version of the screen gets today's fields it lacks from the empty form;
 * one that does not read as a form is dropped.
 */
export function readDraft(storage: Storage, projectId: string | undefined): Draft | null {
  const key = draftKey(projectId);
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isObject(parsed) || !isObject(parsed.form) || typeof parsed.savedAt !== "string" || typeof parsed.form.equipmentType !== "string") {
      throw new Error("not a draft");
    }
    const baseVersion = typeof parsed.baseVersion === "number" ? parsed.baseVersion : undefined;
    return { form: { ...emptyProject(), ...(parsed.form as Partial<ProjectForm>) }, savedAt: parsed.savedAt, baseVersion };
  } catch {
    storage.removeItem(key);
    return null;
  }
}

/** Keeps `form` as the draft of `projectId`; false when the browser refuses (storage full or disabled). */
export function writeDraft(storage: Storage, projectId: string | undefined, form: ProjectForm, baseVersion: number | undefined, now = new Date()): boolean {
  const draft: Draft = { form, savedAt: now.toISOString(), ...(baseVersion !== undefined ? { baseVersion } : {}) };
  try {
    storage.setItem(draftKey(projectId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: Storage, projectId: string | undefined) {
  try {
    storage.removeItem(draftKey(projectId));
  } catch {
    // Storage disabled: there is no draft to clear.
  }
}

/** The draft worth offering when the screen opens on `baseline`: one that says something the stored form does not. */
export function draftToOffer(storage: Storage, projectId: string | undefined, baseline: string): Draft | null {
  const draft = readDraft(storage, projectId);
  if (!draft) return null;
  if (formSnapshot(draft.form) === baseline) {
    clearDraft(storage, projectId);
    return null;
  }
  return draft;
}
