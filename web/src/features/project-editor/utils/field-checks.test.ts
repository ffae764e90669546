import { afterEach, describe, expect, it } from "vitest";
import { condensationError, evaporationError } from "./field-checks";
import { temperatureHint } from "./parameters";
import { setNumberLocale } from "@/lib/format";

afterEach(() => setNumberLocale("es-MX"));

/** The no-break space before a unit, read as a space. */
const read = (text: string | undefined) => text?.replace(/\u00A0/g, " ");

describe("operating ranges (app-and-projects.md sections 2 and 9)", () => {
  it("words the spec's ranges with a decimal point in es-MX", () => {
    expect(read(temperatureHint("evaporation"))).toBe("Rango: -45 °C a 7.5 °C");
    expect(read(temperatureHint("condensation"))).toBe("Rango: 11.6 °C a 62 °C");
    expect(read(evaporationError(7.6, 40))).toBe("Fuera de rango: de -45 °C a 7.5 °C");
    expect(read(condensationError(11.5))).toBe("Fuera de rango: de 11.6 °C a 62 °C");
  });

  it("words them with a decimal comma in es-ES, and checks the same limits", () => {
    setNumberLocale("es-ES");
    expect(read(temperatureHint("evaporation"))).toBe("Rango: -45 °C a 7,5 °C");
    expect(read(evaporationError(-45.1, 40))).toBe("Fuera de rango: de -45 °C a 7,5 °C");
    expect(read(condensationError(62.1))).toBe("Fuera de rango: de 11,6 °C a 62 °C");
    expect(evaporationError(7.5, 40)).toBeUndefined();
    expect(condensationError(11.6)).toBeUndefined();
  });

  it("takes the refrigerant's condensing range: an R744 cascade low stage condenses at -10 to 15 °C (issue 21 item 9)", () => {
    expect(condensationError(-5, "R744")).toBeUndefined();
    expect(condensationError(29, "R744")).toBeUndefined();
    expect(read(condensationError(30, "R744"))).toBe("Fuera de rango: de -10 °C a 29 °C");
    expect(read(temperatureHint("condensation", "R744"))).toBe("Rango: -10 °C a 29 °C");
    expect(read(condensationError(-5, "R404A"))).toBe("Fuera de rango: de 11.6 °C a 62 °C");
  });
});
