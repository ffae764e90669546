import { render, screen } from "@testing-library/react";
import * as React from "react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ProjectForm } from "../types/project";
import { emptyProject } from "../utils/project-defaults";
import { RegulatoryCard } from "./regulatory-card";

// jsdom lacks what Radix Select calls when its list opens.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

describe("RegulatoryCard", () => {
  it("starts from the company's jurisdiction and sets the project's own", async () => {
    const onChange = vi.fn();
    render(<RegulatoryCard value={emptyProject()} onChange={onChange} />);
    expect(screen.getByTestId("project-jurisdiction")).toHaveTextContent("La de la empresa");
    const user = userEvent.setup();
    await user.click(screen.getByTestId("project-jurisdiction"));
    await user.click(await screen.findByRole("option", { name: "España" }));
    expect(onChange).toHaveBeenLastCalledWith({ jurisdiction: "ES" });
  });

  it("goes back to the company's jurisdiction and shows the project's date", async () => {
    const onChange = vi.fn();
    render(<RegulatoryCard value={{ ...emptyProject(), jurisdiction: "MX", referenceDate: "2026-11-20" }} onChange={onChange} />);
    expect(screen.getByTestId("project-jurisdiction")).toHaveTextContent("México");
    expect(screen.getByText("Reglas vigentes al 2026-11-20 (fecha del proyecto).")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByTestId("project-jurisdiction"));
    await user.click(await screen.findByRole("option", { name: "La de la empresa (Configuración)" }));
    expect(onChange).toHaveBeenLastCalledWith({ jurisdiction: null });
  });

  it("reads the room volume as a number and clears the room when nothing is left", async () => {
    const seen: Partial<ProjectForm>[] = [];
    function Editor() {
      const [form, setForm] = React.useState(emptyProject());
      return (
        <RegulatoryCard
          value={form}
          onChange={(patch) => {
            seen.push(patch);
            setForm((f) => ({ ...f, ...patch }));
          }}
        />
      );
    }
    render(<Editor />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Volumen del local (m³)"), "1,5");
    expect(seen.at(-1)).toEqual({ site: { roomVolume: 1.5, accessCategory: null, locationClass: null } });
    await user.clear(screen.getByLabelText("Volumen del local (m³)"));
    expect(seen.at(-1)).toEqual({ site: null });
  });
});
