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

/** What the compliance status is said from: the engine's status and, from engine 1.14.0, its statement that the
 * capacity falls short of the requirement (domain `Compliance::insufficient`). */
export interface StatedCompliance {
  status: string;
  percentage: number;
  insufficient?: boolean;
}

/** ENGINEERING.md section 3's bands of calculated / required × 100, %: with reserve from 105, adjusted from 95,
 * insufficient below (domain `ComplianceBand`, which decides them; this mirrors it for answers recorded before the
 * engine stated its verdict, checked against the domain by one table, fixtures/recorded-answers.json). */
export const COMPLIANCE_BANDS = { reserveFrom: 105, sufficientFrom: 95 } as const;

export type ComplianceBand = "withReserve" | "adjusted" | "insufficient";

/** The band of a percentage (domain `ComplianceBand::of`). */
export function complianceBand(percentage: number): ComplianceBand {
  if (percentage >= COMPLIANCE_BANDS.reserveFrom) return "withReserve";
  return percentage >= COMPLIANCE_BANDS.sufficientFrom ? "adjusted" : "insufficient";
}

/** Whether the capacity falls short of its requirement (domain `Compliance::is_insufficient`): the engine's statement;
 * in an answer recorded before 1.14.0, which has none, the band of its percentage. */
export function isInsufficient(compliance: StatedCompliance): boolean {
  return compliance.insufficient ?? complianceBand(compliance.percentage) === "insufficient";
}

/** The status as the sheet prints it (ficha-13 on; domain `Compliance::status_in_words`): the engine's, and where
 * 'FUERA DE ENVOLVENTE' would hide that the capacity also falls short, both: 'FUERA DE ENVOLVENTE · INSUFICIENTE'
 * (tester report 3). */
export function complianceStatusText(compliance: StatedCompliance): string {
  const { status } = compliance;
  return status === COMPLIANCE_WORDS.outsideEnvelope && isInsufficient(compliance) ? `${status} · ${COMPLIANCE_WORDS.insufficient}` : status;
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

/** A plate exchanger sufficient on an estimate whose margin is within its uncertainty (engine 1.13.0; the sheet's
 * exchangers table, water_table.rs). */
export const EXCHANGER_ATTENTION = "atención";

/** What a plate exchanger's capacity rests on, after the figure, as the sheet's table writes it (water_table.rs
 * `capacities_at_duty`): an estimate at the circuit's duty, or a capacity that could not be judged. */
export const CAPACITY_BASIS_NOTES = { estimate: "(estimación)", unverified: "(sin verificar)" } as const;

/** A leaving-fluid approach below 2 K. */
export const TIGHT_APPROACH = "ajustada";

/** A compressor's duty point outside its envelope. */
export const OUT_OF_RANGE = "fuera de rango";

/** A word as it opens a cell or a sentence: 'Fuera de rango'. */
export const atStart = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** A line's verdict as the engine states it (engine 1.13.0, `lines::LineVerdict`). */
export interface LineVerdict {
  criteria: "meets" | "fails" | "doesNotHoldPressure";
  oilNotLiftedAtMinimum: boolean;
}

/** What the sheet's 'Criterios' column needs of a refrigerant line: the engine's verdict, or, in an answer recorded
 * before 1.13.0, the checks it is derived from. */
export interface JudgedLine {
  verdict?: LineVerdict | null;
  meetsCriteria: boolean;
  pressureOk?: boolean | null;
  oilReturn?: { riserOk: boolean } | null;
  doubleRiser?: unknown;
}

/** The verdict of an answer recorded before engine 1.13.0, by the engine's rule (`LineVerdict::of`): a tube that does
 * not hold PS fails whatever its flow does; a single riser that does not lift the oil at the smallest step says so.
 * The one place the screens decide a verdict, and only for those answers. */
function recordedVerdict(line: JudgedLine): LineVerdict {
  if (line.verdict) return line.verdict;
  const criteria = line.pressureOk === false ? "doesNotHoldPressure" : line.meetsCriteria ? "meets" : "fails";
  return { criteria, oilNotLiftedAtMinimum: !line.doubleRiser && line.oilReturn != null && !line.oilReturn.riserOk };
}

/** A line's criteria as the sheet's 'Criterios' column words them. */
export const LINE_CRITERIA_WORDS: Record<LineVerdict["criteria"], string> = { meets: "Cumple", fails: "No cumple", doesNotHoldPressure: "No resiste PS" };

/** A refrigerant line against its criteria, as the sheet's 'Criterios' column says it (lines.rs `line`). */
export function lineVerdict(line: JudgedLine): string {
  const verdict = recordedVerdict(line);
  return `${LINE_CRITERIA_WORDS[verdict.criteria]}${verdict.oilNotLiftedAtMinimum ? "; el aceite no sube en el escalón mínimo" : ""}`;
}

/** What the oil-return check at a capacity range's minimum found, as the engine states it (engine 1.13.0,
 * `lines::OilReturnAtMinimum`). */
export type OilReturnFinding =
  | { finding: "notAssured"; lines: number[] }
  | { finding: "doubleRiser"; lines: number[] }
  | { finding: "singleRiser" }
  | { finding: "noFieldSuction" };

/** The head of each finding as the sheet words it. */
export const OIL_FINDING_WORDS: Record<OilReturnFinding["finding"], string> = {
  notAssured: "no asegurado",
  doubleRiser: "con doble montante",
  singleRiser: "cumple con montante simple",
  noFieldSuction: "sin líneas de succión en obra que comprobar",
};

/** A suction line as the oil-return check at a capacity range's minimum reads it. */
export interface SuctionLineOil extends Omit<JudgedLine, "meetsCriteria"> {
  lineNumber: number;
}

/** The finding of an answer recorded before engine 1.13.0, by the engine's rule (`OilReturnAtMinimum::of`). */
function recordedFinding(suction: SuctionLineOil[]): OilReturnFinding {
  const numbers = (pick: (l: SuctionLineOil) => boolean) => suction.filter(pick).map((l) => l.lineNumber);
  const failing = numbers((l) => recordedVerdict({ ...l, meetsCriteria: true }).oilNotLiftedAtMinimum);
  const doubled = numbers((l) => Boolean(l.doubleRiser));
  if (failing.length > 0) return { finding: "notAssured", lines: failing };
  if (doubled.length > 0) return { finding: "doubleRiser", lines: doubled };
  return suction.some((l) => l.oilReturn != null) ? { finding: "singleRiser" } : { finding: "noFieldSuction" };
}

/** What the oil-return check at a capacity range's minimum found in the circuit's suction lines, as the sheet ends
 * the range's basis (app/src/sheets/sections/speed.rs `state_oil_return`): 'no asegurado en la línea de succión 2',
 * 'con doble montante en …', 'cumple con montante simple'; `where` points at the lines, and at the warnings for a
 * failure. `finding` is the engine's; without it (an answer recorded before 1.13.0) it is derived from the lines. */
export function oilReturnAtMinimum(finding: OilReturnFinding | null | undefined, suction: SuctionLineOil[], where: string): string {
  const found = finding ?? recordedFinding(suction);
  const lines = (n: number[]) => (n.length === 1 ? `la línea de succión ${n[0]}` : `las líneas de succión ${n.join(", ")}`);
  const head = OIL_FINDING_WORDS[found.finding];
  switch (found.finding) {
    case "notAssured":
      return `${head} en ${lines(found.lines)} (ver advertencias)`;
    case "doubleRiser":
      return `${head} en ${lines(found.lines)} (ver ${where})`;
    default:
      return head;
  }
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
