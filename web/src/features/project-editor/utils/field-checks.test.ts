import { afterEach, describe, expect, it } from "vitest";
import { condensationError, evaporationError, pipeDistanceError } from "./field-checks";
import { assumedPipeDistanceHint, pipeDistanceHint, temperatureHint } from "./parameters";
import { setNumberLocale } from "@/lib/format";
import { setUnitSystem } from "@/lib/units";

afterEach(() => {
  setNumberLocale("es-MX");
  setUnitSystem("si");
});

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

describe("range messages in the user's units (issue 24 item 3)", () => {
  it("gives SI users the server's words for the pipe run", () => {
    expect(pipeDistanceError(0.5)).toBe("La distancia de tubería debe estar entre 1 y 100 m");
    expect(pipeDistanceError(100)).toBeUndefined();
    expect(pipeDistanceError(null)).toBeUndefined();
    expect(pipeDistanceHint()).toBe("De 1 a 100 m");
    // A rack or condensing unit without a run is sized for 25 m: the field says so (tester report 4, defect 2).
    expect(assumedPipeDistanceHint()).toBe("De 1 a 100 m; vacío: se supone 25 m");
  });

  it("quotes the pipe run's limits in feet to an I-P user, checking the same metres", () => {
    setUnitSystem("ip");
    // 100.5 m is typed as 329.7 ft; the limits are 1 m = 3.28 ft and 100 m = 328.08 ft, rounded inwards.
    expect(pipeDistanceError(100.5)).toBe("La distancia de tubería debe estar entre 3.3 y 328 ft");
    expect(pipeDistanceError(1)).toBeUndefined();
    expect(pipeDistanceHint()).toBe("De 3.3 a 328 ft");
    expect(assumedPipeDistanceHint()).toBe("De 3.3 a 328 ft; vacío: se supone 82 ft");
  });

  it("keeps metres and °C for the Mexican mix", () => {
    setUnitSystem("mx");
    expect(pipeDistanceError(120)).toBe("La distancia de tubería debe estar entre 1 y 100 m");
    expect(read(evaporationError(8, 40))).toBe("Fuera de rango: de -45 °C a 7.5 °C");
  });

  it("quotes the operating ranges in °F to an I-P user", () => {
    setUnitSystem("ip");
    expect(read(evaporationError(8, 40))).toBe("Fuera de rango: de -49 °F a 45.5 °F");
    expect(read(condensationError(63))).toBe("Fuera de rango: de 52.9 °F a 143.6 °F");
    expect(read(temperatureHint("condensation", "R744"))).toBe("Rango: 14 °F a 84.2 °F");
  });
});
