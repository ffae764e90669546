import { afterEach, describe, expect, it } from "vitest";
import { setUnitSystem } from "@/lib/units";
import { barWidth, complianceTone, envelopeChartUrl, envelopeFlags, envelopeShapeNote, kw, oilReturnVerdict, showShareLabel, signedPercent, speedText, tubeDimension } from "./results-format";
import recorded from "@/lib/fixtures/recorded-answers.json";

const defaults = recorded.defaultEnvelope;

const limits = { evapTempMin: -17.8, evapTempMax: 4.4, condTempMin: 10, condTempMax: 48.9 };

describe("results format", () => {
  it("shows W as kW with the spec's decimals", () => {
    expect(kw(21387.33)).toBe("21.39");
    expect(kw(21387.33, "compressorCapacity")).toBe("21.4");
    expect(kw(21387.33, "power")).toBe("21.39");
    expect(kw(1234567)).toBe("1234.57");
    expect(kw(12345678)).toBe("12\u202F345.68");
  });

  it("colours the engine's compliance status, a compressor outside its envelope red whatever its capacity", () => {
    expect(["CUMPLE CON RESERVA", "CUMPLE AJUSTADO", "INSUFICIENTE", "FUERA DE ENVOLVENTE"].map(complianceTone)).toEqual(["green", "yellow", "red", "red"]);
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
    expect(envelopeFlags(limits, -10, 40)).toEqual({ evapOut: false, condOut: false, polygonOut: false });
    expect(envelopeFlags(limits, -30, 55)).toEqual({ evapOut: true, condOut: true, polygonOut: false });
    const url = new URL(envelopeChartUrl(limits, -10, 40, "3DA3-075E-TFD", defaults), "http://x");
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

  // Issue 23 item 4: the R404A corners of issue 27's test set; the maker cuts off low evaporating with high condensing.
  const maker = {
    evapTempMin: -40,
    evapTempMax: 7.2,
    condTempMin: 20,
    condTempMax: 60,
    envelopePolygon: [
      { to: -40, tc: 20 },
      { to: -40, tc: 45 },
      { to: -20, tc: 60 },
      { to: 7.2, tc: 60 },
      { to: 7.2, tc: 20 },
    ],
  };

  it("sends the maker's polygon to the chart and says under it which envelope it is, worded as the sheet", () => {
    const url = new URL(envelopeChartUrl(maker, -35, 55, "ZF15K4E-TF5", defaults), "http://x");
    expect(url.searchParams.get("polygon")).toBe("-40,20;-40,45;-20,60;7.2,60;7.2,20");
    expect(envelopeShapeNote(maker, defaults)).toBe("Envolvente del fabricante");
    for (const rectangle of [limits, { ...limits, envelopePolygon: null }, { ...limits, envelopePolygon: [] }]) {
      expect(new URL(envelopeChartUrl(rectangle, -10, 40, "x", defaults), "http://x").searchParams.has("polygon")).toBe(false);
      expect(envelopeShapeNote(rectangle, defaults)).toBe("Envolvente rectangular (solo límites de evaporación y condensación)");
    }
  });

  // An answer recorded before engine 1.13.0 states no source: with exactly the tool's defaults it reads as the sheet
  // reads it (domain OperatingLimits::source), drawn dashed and said to be no maker's envelope.
  it("reads an older answer with the tool's default limits as the sheet does", () => {
    const old = { evapTempMin: -45, evapTempMax: 7.5, condTempMin: 11.6, condTempMax: 62 };
    expect(new URL(envelopeChartUrl(old, -10, 40, "x", defaults), "http://x").searchParams.get("defaults")).toBe("1");
    expect(envelopeShapeNote(old, defaults)).toBe("Envolvente del fabricante no indicada (límites por defecto de la herramienta)");
    const makers = { ...old, condTempMax: 60 };
    expect(new URL(envelopeChartUrl(makers, -10, 40, "x", defaults), "http://x").searchParams.has("defaults")).toBe(false);
    expect(envelopeShapeNote(makers, defaults)).toBe("Envolvente rectangular (solo límites de evaporación y condensación)");
  });

  it("flags a point the engine found outside the maker's polygon though within both ranges", () => {
    // −35/55 °C: within −40…7.2 and 20…60 °C, past the cut from (−40, 45) to (−20, 60).
    expect(envelopeFlags(maker, -35, 55, false)).toEqual({ evapOut: false, condOut: false, polygonOut: true });
    expect(envelopeFlags(maker, -10, 40, true)).toEqual({ evapOut: false, condOut: false, polygonOut: false });
    // Outside a range: the range says why, not the polygon.
    expect(envelopeFlags(maker, -45, 40, false)).toEqual({ evapOut: true, condOut: false, polygonOut: false });
    // No polygon: an answer outside is outside a range.
    expect(envelopeFlags(limits, -10, 40, false).polygonOut).toBe(false);
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
    expect(speedText(60, { lowerFrequency: 50, upperFrequency: 70 })).toBe("60\u00A0Hz, interpolado entre 50 y 70\u00A0Hz");
    expect(speedText(70, undefined, { lowest: 30, highest: 70 })).toBe("70\u00A0Hz · variador de 30 a 70\u00A0Hz");
  });
});

describe("a tube's size in the user's units", () => {
  afterEach(() => setUnitSystem("si"));
  it("is mm in SI and inches to the thousandth in I-P", () => {
    // 1-1/8" copper: 28.575 mm × 1.27 mm (0.050 in wall).
    expect(tubeDimension(28.575)).toBe("28.58");
    setUnitSystem("ip");
    expect(tubeDimension(28.575)).toBe("1.125");
    expect(tubeDimension(1.27)).toBe("0.050");
  });
});
