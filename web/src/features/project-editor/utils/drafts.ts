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

/**
 * Spanish names of the form's top-level fields, to tell the user which of
 * them both the draft and a later save changed.
 */
const FIELD_NAMES: Record<keyof ProjectForm, string> = {
  name: "Nombre del proyecto",
  equipmentType: "Tipo de equipo",
  voltage: "Voltaje",
  frequency: "Frecuencia",
  refrigerant: "Refrigerante",
  compressorType: "Tipo de compresor",
  evapTemp: "Temperatura de evaporación",
  condTemp: "Temperatura de condensación",
  evapPressure: "Presión de evaporación",
  condPressure: "Presión de condensación",
  superheat: "Sobrecalentamiento",
  subcooling: "Subenfriamiento",
  compressorsConfig: "Compresores",
  rackConfig: "Configuración del rack",
  condensingUnitConfig: "Configuración de la unidad condensadora",
  chillerConfig: "Configuración del chiller",
  isPro: "Ficha PRO",
  proDescription: "Descripción PRO",
  designNotes: "Notas de diseño",
  designImages: "Imágenes de diseño",
  sheetUnits: "Unidades de la ficha",
  sheetLanguage: "Idioma de la ficha",
  jurisdiction: "Normativa",
  referenceDate: "Fecha de referencia",
  site: "Local que sirve el sistema",
  numberLocale: "Formato de números",
};

export const fieldName = (key: string) => (key in FIELD_NAMES ? FIELD_NAMES[key as keyof ProjectForm] : key);

export interface DraftMerge {
  /** The stored project with the draft's own changes applied. */
  form: ProjectForm;
  /** Top-level fields both the draft and a later save changed (the draft's value is kept), in the form's order. */
  conflicts: (keyof ProjectForm)[];
}

const same = (a: unknown, b: unknown) => sortedJson(a) === sortedJson(b);

/** Three-way merge of one value: objects field by field, anything else whole. */
function mergeValue(base: unknown, mine: unknown, theirs: unknown, conflict: () => void): unknown {
  if (same(mine, base)) return theirs;
  if (same(theirs, base) || same(mine, theirs)) return mine;
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
    const keys = new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)]);
    const out: Record<string, unknown> = {};
    for (const k of keys) {
      const v = mergeValue(base[k], mine[k], theirs[k], conflict);
      if (v !== undefined) out[k] = v;
    }
    return out;
  }
  conflict();
  return mine;
}

/** `value` with its objects' keys in the order `template` has them (others after): forms compare by their JSON. */
function inKeyOrderOf(template: unknown, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v, i) => inKeyOrderOf(Array.isArray(template) ? template[i] : undefined, v));
  if (!isObject(value)) return value;
  const order = isObject(template) ? Object.keys(template) : [];
  const keys = [...order.filter((k) => k in value), ...Object.keys(value).filter((k) => !order.includes(k))];
  return Object.fromEntries(keys.map((k) => [k, inKeyOrderOf(isObject(template) ? template[k] : undefined, value[k])]));
}

/**
 * A draft started from version `base` of a project that was saved again
 * since (`current`): the draft's own changes (what differs from `base`)
 * applied to `current`, so a save keeps what the other person changed.
 * Where both changed the same value, the draft's wins and the field is
 * named in `conflicts` for the user to confirm. Lists (circuits,
 * compressors, images) merge as a whole.
 */
export function mergeDraft(base: ProjectForm, draft: ProjectForm, current: ProjectForm): DraftMerge {
  const conflicts = new Set<keyof ProjectForm>();
  const keys = Object.keys({ ...base, ...draft, ...current }) as (keyof ProjectForm)[];
  const merged: Record<string, unknown> = {};
  for (const key of keys) {
    const v = mergeValue(base[key], draft[key], current[key], () => conflicts.add(key));
    if (v !== undefined) merged[key] = v;
  }
  const order = Object.keys(FIELD_NAMES) as (keyof ProjectForm)[];
  return { form: inKeyOrderOf(draft, merged) as ProjectForm, conflicts: order.filter((k) => conflicts.has(k)) };
}
