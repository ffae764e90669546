import { render, screen } from "@testing-library/react";
import * as React from "react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ProjectForm } from "../types/project";
import { emptyProject } from "../utils/project-defaults";
import { RegulatoryCard } from "./regulatory-card";
import { FixedUnitSystem } from "@/hooks/use-unit-system";
import { setUnitSystem } from "@/lib/units";

// jsdom lacks what Radix Select calls when its list opens.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => setUnitSystem("si"));

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

  it("takes the room in cubic feet from an I-P user and keeps cubic metres (issue 24 item 3)", async () => {
    const seen: Partial<ProjectForm>[] = [];
    function Editor() {
      const [form, setForm] = React.useState(emptyProject());
      return (
        <FixedUnitSystem system="ip">
          <RegulatoryCard
            value={form}
            onChange={(patch) => {
              seen.push(patch);
              setForm((f) => ({ ...f, ...patch }));
            }}
          />
        </FixedUnitSystem>
      );
    }
    render(<Editor />);
    const user = userEvent.setup();
    // 1000 ft³ = 1000 × 0.3048³ m³ = 28.316846592 m³.
    await user.type(screen.getByLabelText("Volumen del local (ft³)"), "1000");
    expect(seen.at(-1)?.site?.roomVolume).toBeCloseTo(28.316846592, 9);
  });
});
