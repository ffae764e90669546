import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates";

describe("dates", () => {
  it("writes dates day first and leaves what is not a date as it is", () => {
    expect(formatDate("2026-01-05T12:00:00Z")).toBe("05/01/2026");
    expect(formatDate(null)).toBe("—");
    expect(formatDateTime("ayer")).toBe("ayer");
    expect(formatDateTime(undefined)).toBe("—");
  });
});
