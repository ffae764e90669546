import { beforeEach, describe, expect, it } from "vitest";
import { clearDraft, draftKey, draftToOffer, fieldName, formSnapshot, mergeDraft, readDraft, writeDraft } from "./drafts";
import { emptyProject } from "./project-defaults";

beforeEach(() => localStorage.clear());

describe("drafts", () => {
  it("keeps one draft per project id and one for the project not saved yet", () => {
    const typed = { ...emptyProject(), name: "Rack Súper Norte", condTemp: 45 };
    const other = { ...emptyProject(), name: "Chiller Planta 2", equipmentType: "chiller" as const };
    expect(writeDraft(localStorage, undefined, typed, undefined, new Date("2026-11-25T06:00:00Z"))).toBe(true);
    expect(writeDraft(localStorage, "p-7", other, 4)).toBe(true);

    expect(draftKey(undefined)).toBe("fichas_borrador:nuevo");
    expect(readDraft(localStorage, undefined)).toEqual({ form: typed, savedAt: "2026-11-25T06:00:00.000Z", baseVersion: undefined });
    expect(readDraft(localStorage, "p-7")).toMatchObject({ form: other, baseVersion: 4 });
    expect(readDraft(localStorage, "p-8")).toBeNull();

    clearDraft(localStorage, undefined);
    expect(readDraft(localStorage, undefined)).toBeNull();
    expect(readDraft(localStorage, "p-7")).not.toBeNull();
  });

  it("fills fields an older draft lacks from the empty form and drops what is not a draft", () => {
    const { designNotes: _dropped, ...old } = { ...emptyProject(), name: "Viejo" };
    localStorage.setItem(draftKey("old"), JSON.stringify({ form: old, savedAt: "2026-11-24T10:00:00Z" }));
    expect(readDraft(localStorage, "old")?.form).toMatchObject({ name: "Viejo", designNotes: "" });

    localStorage.setItem(draftKey("bad"), "{no es json");
    expect(readDraft(localStorage, "bad")).toBeNull();
    expect(localStorage.getItem(draftKey("bad"))).toBeNull();
    localStorage.setItem(draftKey("odd"), JSON.stringify({ form: 3, savedAt: "x" }));
    expect(readDraft(localStorage, "odd")).toBeNull();
  });

  it("compares forms whatever order their fields were built in", () => {
    const form = emptyProject();
    const reordered = Object.fromEntries(Object.entries(form).reverse()) as typeof form;
    expect(formSnapshot(reordered)).toBe(formSnapshot(form));
    expect(formSnapshot({ ...form, evapTemp: -10 })).not.toBe(formSnapshot(form));
  });

  it("offers a draft only when it says something the stored form does not, and forgets one that does not", () => {
    const stored = { ...emptyProject(), name: "Rack A" };
    writeDraft(localStorage, "p-1", stored, 2);
    expect(draftToOffer(localStorage, "p-1", formSnapshot(stored))).toBeNull();
    expect(localStorage.getItem(draftKey("p-1"))).toBeNull();

    writeDraft(localStorage, "p-1", { ...stored, condTemp: 40 }, 2);
    expect(draftToOffer(localStorage, "p-1", formSnapshot(stored))?.form.condTemp).toBe(40);
  });

  it("says so when the browser refuses to keep it", () => {
    const full = { ...localStorage, setItem: () => { throw new DOMException("quota", "QuotaExceededError"); } } as unknown as Storage;
    expect(writeDraft(full, undefined, emptyProject(), undefined)).toBe(false);
  });
});

describe("a draft started from an older version", () => {
  const base = { ...emptyProject(), name: "Rack Norte", condTemp: 40, designNotes: "" };

  it("applies only the draft's own changes over the newer save", () => {
    const draft = { ...base, condTemp: 45 };
    const current = { ...base, name: "Rack Norte (rev. Ana)" };
    const merged = mergeDraft(base, draft, current);
    expect(merged.form).toEqual({ ...base, name: "Rack Norte (rev. Ana)", condTemp: 45 });
    expect(merged.conflicts).toEqual([]);
  });

  it("builds the merged form with the draft's key order, whatever order the stored form came in", () => {
    const draft = { ...base, condTemp: 45 };
    const sorted = JSON.parse(formSnapshot({ ...base, name: "Otro" })) as typeof base;
    const merged = mergeDraft(base, draft, sorted);
    expect(JSON.stringify(merged.form)).toBe(JSON.stringify({ ...draft, name: "Otro" }));
  });

  it("merges nested configuration field by field", () => {
    const draft = { ...base, rackConfig: { ...base.rackConfig, pipeDistance: 30 } };
    const current = { ...base, rackConfig: { ...base.rackConfig, numberOfCircuits: 2 } };
    const merged = mergeDraft(base, draft, current);
    expect(merged.form.rackConfig).toMatchObject({ pipeDistance: 30, numberOfCircuits: 2 });
    expect(merged.conflicts).toEqual([]);
  });

  it("keeps the draft's value where both changed the same field and names it", () => {
    const draft = { ...base, name: "Rack Norte B", designNotes: "Mía" };
    const current = { ...base, name: "Rack Norte (rev. Ana)", designNotes: "Mía" };
    const merged = mergeDraft(base, draft, current);
    expect(merged.form.name).toBe("Rack Norte B");
    expect(merged.conflicts).toEqual(["name"]);
    expect(fieldName("name")).toBe("Nombre del proyecto");
  });
});
