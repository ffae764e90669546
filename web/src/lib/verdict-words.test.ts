// The screen's verdict words are the sheet's (issue 23): each expectation
// below is the text app/src/sheets prints for the same verdict.
import { describe, expect, it } from "vitest";
import { atStart, complianceBand, complianceStatusWords, COMPLIANCE_WORDS, condenserStatusWord, exchangerWord, FINDING_WORDS, lineVerdict, limitedByWords, oilReturnAtMinimum } from "./verdict-words";

describe("the verdicts' words", () => {
  it("are the engine's compliance statuses, as the sheet prints them", () => {
    expect(Object.values(COMPLIANCE_WORDS)).toEqual(["CUMPLE CON RESERVA", "CUMPLE AJUSTADO", "INSUFICIENTE", "FUERA DE ENVOLVENTE"]);
  });

  // ENGINEERING.md section 3's bands, as domain::engine::system::compliance states them.
  it("band a percentage as the engine does, and state a shortfall beside an envelope verdict", () => {
    expect([110, 105, 100, 95, 94.9].map(complianceBand)).toEqual(["CUMPLE CON RESERVA", "CUMPLE CON RESERVA", "CUMPLE AJUSTADO", "CUMPLE AJUSTADO", "INSUFICIENTE"]);
    expect(complianceStatusWords("FUERA DE ENVOLVENTE", 29.7)).toEqual(["FUERA DE ENVOLVENTE", "INSUFICIENTE"]);
    expect(complianceStatusWords("FUERA DE ENVOLVENTE", 100)).toEqual(["FUERA DE ENVOLVENTE"]);
    expect(complianceStatusWords("INSUFICIENTE", 29.7)).toEqual(["INSUFICIENTE"]);
  });

  // condenser_unit.rs status_word: 'Reserva 10.4 % (con reserva)', 'Uso 90.6 % (suficiente)'.
  it("word a condenser's reserve and use as the sheet's condenser section", () => {
    expect(["good", "sufficient", "adjusted", "insufficient", "unverified"].map(condenserStatusWord)).toEqual([
      "con reserva",
      "suficiente",
      "ajustado",
      "insuficiente",
      "sin verificar",
    ]);
    expect(condenserStatusWord("later")).toBe("later");
  });

  it("word the rules checked, the exchangers and the limits as the sheet does", () => {
    expect(FINDING_WORDS).toEqual({ ok: "Cumple", warning: "Atención", fail: "No cumple" });
    expect([exchangerWord(true), exchangerWord(false)]).toEqual(["suficiente", "insuficiente"]);
    expect(limitedByWords("heatExchanger", "PSD-8")).toBe("Limitado por el intercambiador PSD-8");
    expect(limitedByWords("condenser", "CD-30")).toBe("Limitado por el condensador CD-30");
    expect(limitedByWords("noCondenser", "")).toBe("Limitado por la falta de condensador (la selección automática no encontró ninguno)");
    expect(atStart("fuera de rango")).toBe("Fuera de rango");
  });

  // lines.rs `line`: a tube that does not hold PS fails whatever its flow does.
  it("judge a refrigerant line as the sheet's 'Criterios' column", () => {
    expect(lineVerdict({ meetsCriteria: true })).toBe("Cumple");
    expect(lineVerdict({ meetsCriteria: false })).toBe("No cumple");
    expect(lineVerdict({ meetsCriteria: true, pressureOk: false })).toBe("No resiste PS");
    expect(lineVerdict({ meetsCriteria: true, pressureOk: true, oilReturn: { riserOk: false } })).toBe("Cumple; el aceite no sube en el escalón mínimo");
    expect(lineVerdict({ meetsCriteria: true, oilReturn: { riserOk: false }, doubleRiser: { small: {} } })).toBe("Cumple");
  });

  // Engine 1.13.0 states the verdict; the screens put it in words and derive it only for an answer recorded before.
  it("word the engine's verdict of a line, whatever its checks would say", () => {
    expect(lineVerdict({ meetsCriteria: true, verdict: { criteria: "doesNotHoldPressure", oilNotLiftedAtMinimum: false } })).toBe("No resiste PS");
    expect(lineVerdict({ meetsCriteria: false, verdict: { criteria: "meets", oilNotLiftedAtMinimum: true } })).toBe("Cumple; el aceite no sube en el escalón mínimo");
  });

  it("word the engine's oil-return finding at a range's minimum, and derive it for an older answer as speed.rs does", () => {
    const where = "Líneas de Succión";
    expect(oilReturnAtMinimum({ finding: "notAssured", lines: [2] }, [], where)).toBe("no asegurado en la línea de succión 2 (ver advertencias)");
    expect(oilReturnAtMinimum({ finding: "doubleRiser", lines: [1, 2] }, [], where)).toBe("con doble montante en las líneas de succión 1, 2 (ver Líneas de Succión)");
    expect(oilReturnAtMinimum({ finding: "singleRiser" }, [], where)).toBe("cumple con montante simple");
    expect(oilReturnAtMinimum(undefined, [], where)).toBe("sin líneas de succión en obra que comprobar");
    const older = [
      { lineNumber: 1, oilReturn: { riserOk: false }, doubleRiser: { small: {} } },
      { lineNumber: 2, oilReturn: { riserOk: false } },
    ];
    expect(oilReturnAtMinimum(undefined, older, where)).toBe("no asegurado en la línea de succión 2 (ver advertencias)");
    expect(oilReturnAtMinimum(undefined, [{ lineNumber: 1, oilReturn: { riserOk: true } }], where)).toBe("cumple con montante simple");
  });
});
