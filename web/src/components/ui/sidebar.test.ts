import { describe, expect, it } from "vitest";
import { readSidebarCookie, SIDEBAR_COOKIE_MAX_AGE } from "./sidebar";

describe("sidebar cookie", () => {
  it("keeps the choice seven days", () => {
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
  });

  it("reads the stored choice and defaults to expanded", () => {
    expect(readSidebarCookie("")).toBe(true);
    expect(readSidebarCookie("a=1; sidebar_state=false")).toBe(false);
    expect(readSidebarCookie("sidebar_state=true; b=2")).toBe(true);
  });
});
