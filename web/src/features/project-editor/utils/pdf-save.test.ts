import { describe, expect, it } from "vitest";
import { emptyProject } from "./project-defaults";
import { formSavedForPdf, TEMPORARY_NAME } from "./pdf-save";

describe("formSavedForPdf", () => {
  it("keeps the design notes and images the form holds", () => {
    const form = { ...emptyProject(), name: "Cámara 3", designNotes: "Aislar la línea de succión", designImages: ["/objects/a.png"] };
    expect(formSavedForPdf(form)).toEqual(form);
  });

  it("names an unnamed project 'Proyecto Temporal' and keeps everything else", () => {
    const form = { ...emptyProject(), name: "   ", designNotes: "Nota" };
    expect(formSavedForPdf(form)).toEqual({ ...form, name: TEMPORARY_NAME });
  });
});
