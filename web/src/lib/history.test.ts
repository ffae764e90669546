import { describe, expect, it } from "vitest";
import { authorLabel } from "./history";

describe("authorLabel", () => {
  it("names a signed-in author with the e-mail, a stated one alone, nobody as a dash", () => {
    expect(authorLabel({ actor: "Ana Ruiz", actorEmail: "ana@example.com" })).toBe("Ana Ruiz <ana@example.com>");
    expect(authorLabel({ actor: "anónimo" })).toBe("anónimo");
    expect(authorLabel({ actor: null, actorEmail: null })).toBe("—");
  });
});
