import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { afterEach, describe, expect, it } from "vitest";
import { NumberField } from "./fields";
import { FixedUnitSystem } from "@/hooks/use-unit-system";
import { setUnitSystem, type UnitSystem } from "@/lib/units";

afterEach(() => setUnitSystem("si"));

/** A field whose stored (SI) value the test reads back. */
function Harness({ system, label, initial, seen }: { system: UnitSystem; label: string; initial: number | null; seen: (number | null)[] }) {
  const [value, setValue] = React.useState(initial);
  return (
    <FixedUnitSystem system={system}>
      <NumberField
        label={label}
        value={value}
        onChange={(v) => {
          seen.push(v);
          setValue(v);
        }}
      />
    </FixedUnitSystem>
  );
}

describe("NumberField in the user's units", () => {
  it("takes 20 °F from an I-P user and stores -6.67 °C", async () => {
    const seen: (number | null)[] = [];
    render(<Harness system="ip" label="Temperatura de evaporación (°C)" initial={null} seen={seen} />);
    const input = screen.getByLabelText("Temperatura de evaporación (°F)");
    await userEvent.setup().type(input, "20");
    expect(seen.at(-1)).toBeCloseTo(-6.666667, 6);
    expect(input).toHaveValue("20");
  });

  it("shows a stored SI value in the chosen unit, without binary noise", () => {
    render(<Harness system="ip" label="Temperatura de condensación (°C)" initial={-6.666666666666667} seen={[]} />);
    expect(screen.getByLabelText("Temperatura de condensación (°F)")).toHaveValue("20");
  });

  it("converts capacity to TR in the Mexican mix and length to ft in I-P", async () => {
    const seen: (number | null)[] = [];
    const { unmount } = render(<Harness system="mx" label="Capacidad requerida (kW)" initial={35.16853} seen={seen} />);
    const capacity = screen.getByLabelText("Capacidad requerida (TR)");
    expect(capacity).toHaveValue("10");
    const user = userEvent.setup();
    await user.clear(capacity);
    await user.type(capacity, "2");
    expect(seen.at(-1)).toBeCloseTo(7.033706, 9);
    unmount();
    render(<Harness system="ip" label="Distancia de tubería (m)" initial={30.48} seen={[]} />);
    expect(screen.getByLabelText("Distancia de tubería (ft)")).toHaveValue("100");
  });

  it("leaves SI users, and units it does not know, as they were", () => {
    render(<Harness system="si" label="Temperatura ambiente (°C)" initial={35} seen={[]} />);
    expect(screen.getByLabelText("Temperatura ambiente (°C)")).toHaveValue("35");
    render(<Harness system="ip" label="Sobredimensionamiento (%)" initial={10} seen={[]} />);
    expect(screen.getByLabelText("Sobredimensionamiento (%)")).toHaveValue("10");
  });
});

describe("NumberField shows a converted stored value rounded, without drift", () => {
  it("rounds what it shows per quantity: ft, BTU/h, GPM, TR, in, °F", () => {
    const cases: [UnitSystem, string, number, string, string][] = [
      ["ip", "Distancia de Tubería (m)", 40, "Distancia de Tubería (ft)", "131.2"],
      ["ip", "Capacidad Requerida (kW)", 45, "Capacidad Requerida (BTU/h)", "153546"],
      ["ip", "Caudal (L/min)", 160, "Caudal (GPM)", "42.27"],
      ["mx", "Capacidad requerida (kW)", 33.55, "Capacidad requerida (TR)", "9.54"],
      ["ip", "Diámetro (mm)", 22.225, "Diámetro (in)", "0.875"],
      ["ip", "Temperatura (°C)", -6.67, "Temperatura (°F)", "20"],
    ];
    for (const [system, label, stored, shownLabel, shown] of cases) {
      const { unmount } = render(<Harness system={system} label={label} initial={stored} seen={[]} />);
      expect(screen.getByLabelText(shownLabel)).toHaveValue(shown);
      unmount();
    }
  });

  it("keeps the stored SI value exactly when the field is visited but not edited", async () => {
    const seen: (number | null)[] = [];
    render(<Harness system="ip" label="Distancia de Tubería (m)" initial={40} seen={seen} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Distancia de Tubería (ft)"));
    await user.tab();
    expect(seen).toEqual([]);
  });

  it("shows what is typed as typed, finer than the rounding, and stores it", async () => {
    const seen: (number | null)[] = [];
    render(<Harness system="ip" label="Distancia de Tubería (m)" initial={40} seen={seen} />);
    const input = screen.getByLabelText("Distancia de Tubería (ft)");
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, "131.23");
    await user.tab();
    expect(input).toHaveValue("131.23");
    expect(seen.at(-1)).toBeCloseTo(131.23 * 0.3048, 12);
  });
});
