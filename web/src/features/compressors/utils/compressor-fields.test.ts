import { afterEach, describe, expect, it } from "vitest";
import { fieldAt, fieldLabel, fieldStored, formatFieldValue, limitMessage } from "./compressor-fields";
import { readCompressorField } from "./compressor-limits";
import { setUnitSystem } from "@/lib/units";

afterEach(() => setUnitSystem("si"));

const at = (path: string) => {
  const field = fieldAt(path);
  if (!field) throw new Error(path);
  return field;
};

// Issue 24 item 3: weight, maximum pressures (gauge, PS) and dimensions in
// the user's units; stored in kg, bar(g) and mm.
describe("a compressor's fields in the user's units", () => {
  it("names the unit in use, gauge pressures as such; other fields keep theirs", () => {
    expect(fieldLabel(at("technicalData.maxPressureHP"), "si")).toBe("Presión máx. AP (bar(g))");
    expect(fieldLabel(at("technicalData.maxPressureHP"), "ip")).toBe("Presión máx. AP (psig)");
    expect(fieldLabel(at("technicalData.weight"), "ip")).toBe("Peso (lb)");
    expect(fieldLabel(at("dimensions.length"), "ip")).toBe("Largo (in)");
    expect(fieldLabel(at("dimensions.length"), "mx")).toBe("Largo (mm)");
    expect(fieldLabel(at("technicalData.displacement"), "ip")).toBe("Desplazamiento (m³/h)");
    expect(fieldLabel(at("motorData.power"), "ip")).toBe("Potencia (kW)");
  });

  it("stores what an I-P user types in SI and checks the SI range, named in the unit typed", () => {
    // 406.1 psig = 28.0 bar(g) (1 psi = 6.894757 kPa); 100 lb = 45.359237 kg; 50 in = 1270 mm.
    const hp = at("technicalData.maxPressureHP");
    const read = readCompressorField("technicalData.maxPressureHP", "406.1", (typed) => fieldStored(hp, typed, "ip"));
    expect(read.ok && read.value).toBeCloseTo((406.1 * 6.894757) / 100, 12);
    expect(fieldStored(at("technicalData.weight"), 100, "ip")).toBe(45.359237);
    expect(fieldStored(at("dimensions.length"), 50, "ip")).toBe(1270);
    expect(fieldStored(at("motorData.power"), 5, "ip")).toBe(5);
    // 200 bar(g) is the largest: 2901 psig is 200.02 bar(g), refused with the SI message.
    const over = readCompressorField("technicalData.maxPressureHP", "2901", (typed) => fieldStored(hp, typed, "ip"), (limit) => limitMessage(hp, limit, "ip"));
    expect(over).toEqual({ ok: false, message: "Presión máx. AP debe ser mayor a 0 y hasta 2900.8\u00A0psig" });
    // In SI, the server's own words.
    expect(readCompressorField("technicalData.maxPressureHP", "201", (typed) => fieldStored(hp, typed, "si"), (limit) => limitMessage(hp, limit, "si"))).toEqual({
      ok: false,
      message: "Presión máx. AP debe ser mayor a 0 y hasta 200 bar",
    });
  });

  it("shows a read value in the user's units", () => {
    setUnitSystem("ip");
    expect(formatFieldValue(at("technicalData.weight"), 45.359237)).toBe("100\u00A0lb");
    expect(formatFieldValue(at("technicalData.maxPressureLP"), 19)).toBe("275.571713\u00A0psig");
    setUnitSystem("si");
    expect(formatFieldValue(at("technicalData.maxPressureLP"), 19)).toBe("19\u00A0bar(g)");
  });
});
