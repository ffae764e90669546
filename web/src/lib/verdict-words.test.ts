// The screen's verdict words are the sheet's (issue 23): each expectation
// below is the text app/src/sheets prints for the same verdict.
import { describe, expect, it } from "vitest";
import recorded from "./fixtures/recorded-answers.json";
import {
  atStart,
  complianceBand,
  complianceStatusText,
  COMPLIANCE_WORDS,
  condenserStatusWord,
  exchangerWord,
  FINDING_WORDS,
  isInsufficient,
  lineVerdict,
  limitedByWords,
  oilReturnAtMinimum,
} from "./verdict-words";

describe("the verdicts' words", () => {
  it("are the engine's compliance statuses, as the sheet prints them", () => {
    expect(Object.values(COMPLIANCE_WORDS)).toEqual(["CUMPLE CON RESERVA", "CUMPLE AJUSTADO", "INSUFICIENTE", "FUERA DE ENVOLVENTE"]);
  });

  // domain Compliance::status_in_words, as the sheet prints it from ficha-13.
  it("state a shortfall beside an envelope verdict as the engine states it, or by its rule in an older answer", () => {
    expect(complianceStatusText({ status: "FUERA DE ENVOLVENTE", percentage: 29.7, insufficient: true })).toBe("FUERA DE ENVOLVENTE · INSUFICIENTE");
    expect(complianceStatusText({ status: "FUERA DE ENVOLVENTE", percentage: 100, insufficient: false })).toBe("FUERA DE ENVOLVENTE");
    expect(complianceStatusText({ status: "INSUFICIENTE", percentage: 29.7, insufficient: true })).toBe("INSUFICIENTE");
    // The engine's statement decides, not the screen's reading of the percentage.
    expect(complianceStatusText({ status: "FUERA DE ENVOLVENTE", percentage: 29.7, insufficient: false })).toBe("FUERA DE ENVOLVENTE");
    // Recorded before engine 1.14.0: below 95 %.
    expect(complianceStatusText({ status: "FUERA DE ENVOLVENTE", percentage: 94.9 })).toBe("FUERA DE ENVOLVENTE · INSUFICIENTE");
    expect(complianceStatusText({ status: "FUERA DE ENVOLVENTE", percentage: 95 })).toBe("FUERA DE ENVOLVENTE");
  });

  // The domain's own table (domain/src/engine/recorded_answers_tests.rs reads it too): the mirror decides as the engine.
  it("put a percentage in the engine's band, and read an older answer's shortfall as the engine does", () => {
    for (const row of recorded.complianceBands) expect(complianceBand(row.percentage), String(row.percentage)).toBe(row.band);
    for (const row of recorded.shortfalls) expect(isInsufficient(row.compliance), row.case).toBe(row.insufficient);
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
