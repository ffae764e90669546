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
