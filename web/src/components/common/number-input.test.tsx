import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NumberInput, NumberValueInput } from "./number-input";
import { FixedNumberLocale } from "@/hooks/use-number-locale";
import { DEFAULT_NUMBER_LOCALE, setNumberLocale, type NumberLocale } from "@/lib/format";

afterEach(() => setNumberLocale(DEFAULT_NUMBER_LOCALE));

function ValueHarness({ locale, initial = null, onValue, ...rest }: { locale: NumberLocale; initial?: number | null; onValue: (v: number | null) => void; min?: number; max?: number; step?: number | "any"; unit?: string }) {
  const [value, setValue] = React.useState<number | null>(initial);
  const [problem, setProblem] = React.useState<string | null>(null);
  return (
    <FixedNumberLocale locale={locale}>
      <label htmlFor="n">Capacidad</label>
      <NumberValueInput
        id="n"
        value={value}
        onChange={(v: number | null) => {
          setValue(v);
          onValue(v);
        }}
        onProblemChange={setProblem}
        {...rest}
      />
      <output data-testid="problem">{problem ?? ""}</output>
      <button type="button" onClick={() => setValue(12.5)}>
        poner
      </button>
    </FixedNumberLocale>
  );
}

function TextHarness({ locale, onText }: { locale: NumberLocale; onText: (t: string) => void }) {
  const [text, setText] = React.useState("");
  return (
    <FixedNumberLocale locale={locale}>
      <label htmlFor="t">Consumo</label>
      <NumberInput
        id="t"
        value={text}
        unit="kW"
        onChange={(t: string) => {
          setText(t);
          onText(t);
        }}
      />
    </FixedNumberLocale>
  );
}

describe("NumberInput", () => {
  it("is a text field (never type=number) with the unit beside it, read with the field", () => {
    render(<TextHarness locale="es-MX" onText={() => {}} />);
    const input = screen.getByLabelText("Consumo");
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveAttribute("inputmode", "decimal");
    expect(screen.getByText("kW")).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription("kW");
  });

  it.each<[NumberLocale, string]>([
    ["es-MX", "45,5"],
    ["es-MX", "45.5"],
    ["es-ES", "45,5"],
    ["es-AR", "45.5"],
    ["es-CL", "45,5"],
    ["es-CO", "45,5"],
  ])("reads '%s' %s as 45.5, never 455", async (locale, typed) => {
    const onValue = vi.fn();
    render(<ValueHarness locale={locale} onValue={onValue} />);
    await userEvent.type(screen.getByLabelText("Capacidad"), typed);
    expect(onValue).toHaveBeenLastCalledWith(45.5);
  });

  it("shows how the number was read once the field is left", async () => {
    render(<ValueHarness locale="es-MX" onValue={() => {}} />);
    const input = screen.getByLabelText("Capacidad");
    await userEvent.type(input, "45,5");
    await userEvent.tab();
    expect(input).toHaveValue("45.5");
  });

  it("refuses an ambiguous value with a Spanish message and no number", async () => {
    const onValue = vi.fn();
    render(<ValueHarness locale="es-MX" onValue={onValue} />);
    await userEvent.type(screen.getByLabelText("Capacidad"), "1,234");
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.getByTestId("problem")).toHaveTextContent("Valor ambiguo: escriba 1234 o 1.234");
    expect(screen.getByLabelText("Capacidad")).toHaveValue("1,234");
  });

  it("does not complain while a sign or a mark alone is being typed", async () => {
    render(<ValueHarness locale="es-ES" onValue={() => {}} />);
    await userEvent.type(screen.getByLabelText("Capacidad"), "-");
    expect(screen.getByTestId("problem")).toHaveTextContent("");
    await userEvent.type(screen.getByLabelText("Capacidad"), "x");
    expect(screen.getByTestId("problem")).toHaveTextContent("Ingrese un número válido");
  });

  it("says when a value is outside the field's range", async () => {
    render(<ValueHarness locale="es-ES" onValue={() => {}} min={1} max={100} unit="m" />);
    await userEvent.type(screen.getByLabelText("Capacidad"), "100,5");
    expect(screen.getByTestId("problem")).toHaveTextContent(/^Debe estar entre 1 y 100\sm$/);
  });

  it("steps with the arrow keys within the range", async () => {
    const onValue = vi.fn();
    render(<ValueHarness locale="es-ES" onValue={onValue} initial={0.2} min={0.1} step={0.1} />);
    const input = screen.getByLabelText("Capacidad");
    expect(input).toHaveValue("0,2");
    await userEvent.type(input, "{ArrowUp}");
    expect(input).toHaveValue("0,3");
    expect(onValue).toHaveBeenLastCalledWith(0.3);
    await userEvent.type(input, "{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(input).toHaveValue("0,1");
  });

  it("steps without cutting the digits the value already has", async () => {
    const onValue = vi.fn();
    render(<ValueHarness locale="es-MX" onValue={onValue} initial={-45.123456789012} step={0.1} />);
    const input = screen.getByLabelText("Capacidad");
    await userEvent.type(input, "{ArrowUp}");
    expect(input).toHaveValue("-45.023456789012");
    expect(onValue).toHaveBeenLastCalledWith(-45.023456789012);
  });

  it("with step 'any' leaves the value as it is on the arrow keys (a coefficient keeps every digit)", async () => {
    const onValue = vi.fn();
    render(<ValueHarness locale="es-ES" onValue={onValue} initial={1.2345678901234568e-5} step="any" />);
    const input = screen.getByLabelText("Capacidad");
    expect(input).toHaveValue("0,000012345678901234568");
    await userEvent.type(input, "{ArrowUp}{ArrowDown}{ArrowUp}");
    expect(input).toHaveValue("0,000012345678901234568");
    expect(onValue).not.toHaveBeenCalled();
  });

  it("follows a value set from outside in the locale's format", async () => {
    render(<ValueHarness locale="es-CO" onValue={() => {}} />);
    await userEvent.click(screen.getByText("poner"));
    expect(screen.getByLabelText("Capacidad")).toHaveValue("12,5");
  });

  it("in text mode hands the typed text to the form", async () => {
    const onText = vi.fn();
    render(<TextHarness locale="es-ES" onText={onText} />);
    await userEvent.type(screen.getByLabelText("Consumo"), "0,75");
    expect(onText).toHaveBeenLastCalledWith("0,75");
  });
});
