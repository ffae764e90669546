import { describe, expect, it } from "vitest";
import { isFirstSaveRedirect } from "./leave-guard";

describe("isFirstSaveRedirect", () => {
  it("lets the screen move a new project to its ?edit= address, and nothing else", () => {
    expect(isFirstSaveRedirect({ pathname: "/nuevo", search: {} }, { pathname: "/nuevo", search: { edit: "p-1" } })).toBe(true);
    // Another screen, another project, or back to a new one is leaving.
    expect(isFirstSaveRedirect({ pathname: "/nuevo", search: {} }, { pathname: "/proyectos", search: {} })).toBe(false);
    expect(isFirstSaveRedirect({ pathname: "/", search: { edit: "p-1" } }, { pathname: "/", search: { edit: "p-2" } })).toBe(false);
    expect(isFirstSaveRedirect({ pathname: "/", search: { edit: "p-1" } }, { pathname: "/", search: {} })).toBe(false);
  });
});
