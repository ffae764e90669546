import { describe, expect, it } from "vitest";
import { barWidth, complianceTone, envelopeChartUrl, envelopeFlags, kw, oilReturnVerdict, showShareLabel, signedPercent, speedText } from "./results-format";

const limits = { evapTempMin: -17.8, evapTempMax: 4.4, condTempMin: 10, condTempMax: 48.9 };

describe("results format", () => {
  it("shows W as kW with the spec's decimals", () => {
    expect(kw(21387.33)).toBe("21.39");
    expect(kw(21387.33, "compressorCapacity")).toBe("21.4");
    expect(kw(21387.33, "power")).toBe("21.39");
    expect(kw(1234567)).toBe("1234.57");
    expect(kw(12345678)).toBe("12\u202F345.68");
  });

  it("colours compliance at 95 % and 105 %", () => {
    expect(complianceTone(105)).toBe("green");
    expect(complianceTone(104.99)).toBe("yellow");
    expect(complianceTone(95)).toBe("yellow");
    expect(complianceTone(94.99)).toBe("red");
  });

  it("caps the bar at 100 % and signs the reserve", () => {
    expect(barWidth(156.7)).toBe(100);
    expect(barWidth(71.3)).toBe(71.3);
    expect(barWidth(-5)).toBe(0);
    expect(signedPercent(56.689)).toBe("+56.7 %");
    expect(signedPercent(-28.7)).toBe("-28.7 %");
    expect(signedPercent(0)).toBe("0.0 %");
  });

  it("labels heat-rejection shares above 15 % and the oil share above 10 %", () => {
    expect(showShareLabel("heat", 15)).toBe(false);
    expect(showShareLabel("heat", 15.1)).toBe(true);
    expect(showShareLabel("oil", 10)).toBe(false);
    expect(showShareLabel("oil", 10.5)).toBe(true);
  });

  it("flags the limits a duty point breaks and builds the chart address", () => {
    expect(envelopeFlags(limits, -10, 40)).toEqual({ evapOut: false, condOut: false });
    expect(envelopeFlags(limits, -30, 55)).toEqual({ evapOut: true, condOut: true });
    const url = new URL(envelopeChartUrl(limits, -10, 40, "3DA3-075E-TFD"), "http://x");
    expect(url.pathname).toBe("/api/charts/envelope.svg");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      evapMin: "-17.8",
      evapMax: "4.4",
      condMin: "10",
      condMax: "48.9",
      evap: "-10",
      cond: "40",
      label: "3DA3-075E-TFD",
    });
  });

  it("words the oil-return verdict", () => {
    expect(oilReturnVerdict(null)).toBe("—");
    expect(oilReturnVerdict({ riserOk: true, horizontalOk: true })).toBe("Correcto");
    expect(oilReturnVerdict({ riserOk: false, horizontalOk: true })).toContain("doble montante");
  });
});

describe("speedText", () => {
  it("states the frequency and any interpolation between published speeds", () => {
    expect(speedText(undefined)).toBeNull();
    expect(speedText(60)).toBe("60\u00A0Hz");
    expect(speedText(60, { lowerFrequency: 50, upperFrequency: 70 })).toBe("60\u00A0Hz, interpolado entre 50\u00A0Hz y 70\u00A0Hz");
  });
});
