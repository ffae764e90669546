import { describe, expect, it } from "vitest";
import { DEFAULT_COLORS, designFormValues, imagePreviewUrl, INVALID_COLOR, isValidColor, normalizeColor, validateDesignForm } from "./design-form";

describe("colours", () => {
  it("accepts only #RRGGBB", () => {
    expect(isValidColor("#2980b9")).toBe(true);
    expect(isValidColor("#ABCDEF")).toBe(true);
    for (const bad of ["#2980b", "#2980b9f", "2980b9", "#zz80b9", "rojo", "#fff", "", "rgb(1,2,3)"]) {
      expect(isValidColor(bad), bad).toBe(false);
    }
  });

  it("normalises a typed colour without guessing", () => {
    expect(normalizeColor("  #C0392B ")).toBe("#c0392b");
    expect(normalizeColor("c0392b")).toBe("#c0392b");
    expect(normalizeColor("#fff")).toBe("#fff");
  });
});

describe("validateDesignForm", () => {
  it("starts from the spec's defaults", () => {
    const values = designFormValues(null);
    expect(values).toMatchObject({ ...DEFAULT_COLORS, logoPosition: "top-left", footerText: "" });
  });

  it("refuses every invalid colour at its own field and sends nothing", () => {
    const result = validateDesignForm({ ...designFormValues(null), headerColor: "#12345", accentColor: "azul" });
    expect(result).toEqual({ ok: false, errors: { headerColor: INVALID_COLOR, accentColor: INVALID_COLOR } });
  });

  it("sends valid colours normalised and the footer text trimmed", () => {
    const result = validateDesignForm({ ...designFormValues(null), headerColor: "C0392B", footerText: "  Empresa S.A.  " });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.input.headerColor).toBe("#c0392b");
      expect(result.input.footerColor).toBe(DEFAULT_COLORS.footerColor);
      expect(result.input.footerText).toBe("Empresa S.A.");
    }
  });
});

describe("imagePreviewUrl", () => {
  it("follows the spec: /objects/ paths as they are, anything else by its last segment", () => {
    expect(imagePreviewUrl("/objects/uploads/a.png")).toBe("/objects/uploads/a.png");
    expect(imagePreviewUrl("/api/objects/public/abc123.png")).toBe("/api/objects/public/abc123.png");
    expect(imagePreviewUrl("uploads/logo.svg")).toBe("/api/objects/public/logo.svg");
    expect(imagePreviewUrl("")).toBe("");
  });
});
