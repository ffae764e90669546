import { describe, expect, it } from "vitest";
import { authorLabel, shownVersionAt } from "./history";

describe("authorLabel", () => {
  it("names a signed-in author with the e-mail, a stated one alone, nobody as a dash", () => {
    expect(authorLabel({ actor: "Ana Ruiz", actorEmail: "ana@example.com" })).toBe("Ana Ruiz <ana@example.com>");
    expect(authorLabel({ actor: "anónimo" })).toBe("anónimo");
    expect(authorLabel({ actor: null, actorEmail: null })).toBe("—");
  });
});

describe("shownVersionAt", () => {
  // Created, a sheet, a save, a sheet, a save: the sequence steps 1, 3, 5 at the saves.
  const history = [
    { version: 1, shownVersion: 1 },
    { version: 2, shownVersion: null },
    { version: 3, shownVersion: 2 },
    { version: 4, shownVersion: null },
    { version: 5, shownVersion: 3 },
  ];

  it("numbers the saves, and a sheet with the save it printed", () => {
    expect([1, 3, 5].map((s) => shownVersionAt(history, s))).toEqual([1, 2, 3]);
    expect(shownVersionAt(history, 2)).toBe(1);
    expect(shownVersionAt(history, 4)).toBe(2);
  });

  it("shows the sequence of a history without numbers", () => {
    expect(shownVersionAt([{ version: 1 }, { version: 2 }], 2)).toBe(2);
  });
});
