// The words of the engine's verdicts as the data sheet prints them, the one
// source of them for every screen: a verdict reads the same on the results
// screen, in a version's differences and on the sheet (issue 23). The
// sheet's sources: app/src/sheets/sections/condenser_unit.rs
// (`status_word`), lines.rs (`line`), regulations.rs, water.rs,
// water_table.rs and compliance.rs (`limit_in_words`); the compliance
// statuses are the engine's own (domain::engine::system::compliance,
// `OUTSIDE_ENVELOPE`), printed as stated.

/** A capacity's compliance with its requirement (ENGINEERING.md section 3), as the engine states and the sheet prints it. */
export const COMPLIANCE_WORDS = {
  withReserve: "CUMPLE CON RESERVA",
  adjusted: "CUMPLE AJUSTADO",
  insufficient: "INSUFICIENTE",
  /** A compressor behind the figure runs outside its envelope: never compliant, whatever its percentage (engine 1.9.0). */
  outsideEnvelope: "FUERA DE ENVOLVENTE",
} as const;

/** The compliance band of a percentage (ENGINEERING.md section 3): ≥ 105 % with reserve, ≥ 95 % adjusted, below
 * insufficient; the engine's status unless a compressor runs outside its envelope. */
export function complianceBand(percentage: number): string {
  if (percentage >= 105) return COMPLIANCE_WORDS.withReserve;
  if (percentage >= 95) return COMPLIANCE_WORDS.adjusted;
  return COMPLIANCE_WORDS.insufficient;
}

/** The words of a compliance status: the engine's, and where 'FUERA DE ENVOLVENTE' would hide that the capacity also
 * falls short, 'INSUFICIENTE' beside it (tester report 3: both are stated). */
export function complianceStatusWords(status: string, percentage: number): string[] {
  if (status === COMPLIANCE_WORDS.outsideEnvelope && complianceBand(percentage) === COMPLIANCE_WORDS.insufficient) {
    return [status, COMPLIANCE_WORDS.insufficient];
  }
  return [status];
}

/** A condenser's reserve and use ('Reserva 10.4 % (con reserva)'); 'unverified' (engine 1.11.0): no ambient temperature given. */
export const CONDENSER_STATUS_WORDS = {
  good: "con reserva",
  sufficient: "suficiente",
  adjusted: "ajustado",
  insufficient: "insuficiente",
  unverified: "sin verificar",
} as const;

export type CondenserStatus = keyof typeof CONDENSER_STATUS_WORDS;

/** Why a condenser's check is 'sin verificar', the sheet's note. */
export const UNVERIFIED_CONDENSER = "Sin temperatura ambiente: el condensador se evaluó a su ΔT nominal.";

/** The sheet's word for a condenser status code; the code itself for one it does not know. */
export function condenserStatusWord(code: string): string {
  return code in CONDENSER_STATUS_WORDS ? CONDENSER_STATUS_WORDS[code as CondenserStatus] : code;
}

/** A rule of the jurisdiction checked. */
export const FINDING_WORDS = { ok: "Cumple", warning: "Atención", fail: "No cumple" } as const;

/** A plate exchanger against its circuit's required capacity. */
export const exchangerWord = (sufficient: boolean) => (sufficient ? "suficiente" : "insuficiente");

/** A leaving-fluid approach below 2 K. */
export const TIGHT_APPROACH = "ajustada";

/** A compressor's duty point outside its envelope. */
export const OUT_OF_RANGE = "fuera de rango";

/** A word as it opens a cell or a sentence: 'Fuera de rango'. */
export const atStart = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** What the sheet's 'Criterios' column needs of a refrigerant line. */
export interface JudgedLine {
  meetsCriteria: boolean;
  pressureOk?: boolean | null;
  oilReturn?: { riserOk: boolean } | null;
  doubleRiser?: unknown;
}

/** A refrigerant line against its criteria, as the sheet's 'Criterios' column says it: a tube that does not hold PS
 * fails whatever its flow does; a riser without double riser that does not lift the oil at the smallest step says so. */
export function lineVerdict(line: JudgedLine): string {
  const verdict = line.pressureOk === false ? "No resiste PS" : line.meetsCriteria ? "Cumple" : "No cumple";
  const oil = !line.doubleRiser && line.oilReturn && !line.oilReturn.riserOk ? "; el aceite no sube en el escalón mínimo" : "";
  return `${verdict}${oil}`;
}

/** A suction line as the oil-return check at a capacity range's minimum reads it. */
export interface SuctionLineOil {
  lineNumber: number;
  oilReturn?: { riserOk: boolean } | null;
  doubleRiser?: unknown;
}

/** What the oil-return check at a capacity range's minimum found in the circuit's suction lines, as the sheet ends
 * the range's basis (app/src/sheets/sections/speed.rs `state_oil_return`): 'no asegurado en la línea de succión 2',
 * 'con doble montante en …', 'cumple con montante simple'; `where` points at the lines, and at the warnings for a failure. */
export function oilReturnAtMinimum(suction: SuctionLineOil[], where: string): string {
  const numbers = (pick: (l: SuctionLineOil) => boolean) => suction.filter(pick).map((l) => String(l.lineNumber));
  const failing = numbers((l) => !l.doubleRiser && l.oilReturn != null && !l.oilReturn.riserOk);
  const doubled = numbers((l) => Boolean(l.doubleRiser));
  const lines = (n: string[]) => (n.length === 1 ? `la línea de succión ${n[0]}` : `las líneas de succión ${n.join(", ")}`);
  if (failing.length > 0) return `no asegurado en ${lines(failing)} (ver advertencias)`;
  if (doubled.length > 0) return `con doble montante en ${lines(doubled)} (ver ${where})`;
  if (suction.some((l) => l.oilReturn != null)) return "cumple con montante simple";
  return "sin líneas de succión en obra que comprobar";
}

/** The component a verdict is limited by (engine 1.10.0), the head of 'Limitado por el condensador CD-30: …'. */
export function limitedByWords(component: "condenser" | "heatExchanger" | "noCondenser", model: string): string {
  switch (component) {
    case "condenser":
      return `Limitado por el condensador ${model}`;
    case "heatExchanger":
      return `Limitado por el intercambiador ${model}`;
    case "noCondenser":
      return "Limitado por la falta de condensador (la selección automática no encontró ninguno)";
  }
}
