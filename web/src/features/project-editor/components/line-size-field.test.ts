import { describe, expect, it } from "vitest";
import { withSize } from "./line-size-field";

describe("withSize", () => {
  it("sets one line's size, padding the lines before it as automatic", () => {
    expect(withSize(undefined, 1, "1-1/8")).toEqual(["", "1-1/8"]);
    expect(withSize(["7/8"], 0, "1-3/8")).toEqual(["1-3/8"]);
  });

  it("drops trailing automatic lines, and the list when none is fixed", () => {
    expect(withSize(["7/8", "1-1/8"], 1, "")).toEqual(["7/8"]);
    expect(withSize(["7/8"], 0, " ")).toBeUndefined();
  });
});
