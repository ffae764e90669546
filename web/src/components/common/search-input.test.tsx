import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SearchInput } from "./search-input";

describe("SearchInput", () => {
  it("is a search field named by its label, not only by its placeholder", async () => {
    const onChange = vi.fn();
    render(<SearchInput value="" onChange={onChange} label="Buscar condensadores" placeholder="Buscar por modelo..." testId="s" />);
    const box = screen.getByRole("searchbox", { name: "Buscar condensadores" });
    expect(box).toHaveAttribute("placeholder", "Buscar por modelo...");
    await userEvent.setup().type(box, "x");
    expect(onChange).toHaveBeenCalledWith("x");
  });
});
