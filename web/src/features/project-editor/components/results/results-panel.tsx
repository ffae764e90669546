import type { ProjectForm } from "../../types/project";
import { isSystemResult, type CalculationResults, type ChillerResult, type SystemResult } from "../../types/results";
import { ChillerSummary } from "./chiller-summary";
import { CapacityRangeLine } from "./capacity-range";
import { CircuitResultsTable } from "./circuit-results-table";
import { CompliancePanel } from "./compliance-panel";
import { CondenserAnalysisCard } from "./condenser-analysis";
import { ElectricalLoadsCard } from "./electrical-loads";
import { circuitTitle, LinesTable, type NamedLine } from "./lines-table";
import { OperatingLimits } from "./operating-limits";
import { PhDiagram } from "./ph-diagram";
import { RefrigerantChargeCard } from "./refrigerant-charge";
import { RegulatoryComplianceCard } from "./regulatory-compliance";
import { ResultCard } from "./result-card";
import { TotalsCard, copStandard } from "./totals-card";
import { compressorWarning, inUnits, pressureIn, systemWarnings, unitOf } from "../../utils/results-format";
import { useTextsInUnits } from "../../api/texts-in-units";
import { useChillerFluids } from "../../api/chiller-fluids";

/** The sheet's words for an answer without field piping (app/src/sheets/language.rs). */
const NO_FIELD_RUN = "Sin tramo en obra: el equipo no lleva líneas de refrigerante entre componentes montadas en obra.";

interface Props {
  results: CalculationResults;
  /** The form as it was when these results were calculated. */
  form: ProjectForm;
}

function Warnings({ warnings: recorded }: { warnings: string[] }) {
  // Recorded with SI figures; shown in the user's units.
  const warnings = useTextsInUnits(recorded);
  if (warnings.length === 0) return null;
  return (
    <ResultCard title="Advertencias" testId="result-warnings">
      <ul className="list-disc space-y-1 pl-5 text-sm text-amber-800 dark:text-amber-300">
        {warnings.map((w, i) => (
          <li key={i}>{w}</li>
        ))}
      </ul>
    </ResultCard>
  );
}

/** The chiller's summary with its chilled fluid named as the sheet names it ('Propilenglicol (MPG) al 30 % en masa'; ENGINEERING.md section 1: glycols by mass). */
function ChillerResults({ result, form }: { result: ChillerResult; form: ProjectForm }) {
  const { data: fluids = [] } = useChillerFluids();
  const code = form.chillerConfig.coldSide.fluidType;
  const choice = fluids.find((f) => f.value === code);
  const name = choice && (choice.concentration > 0 ? choice.label.replace(/ ([\d.,]+) %$/, " al $1 % en masa") : choice.label);
  const freezing = typeof choice?.freezingPoint === "number" ? { point: choice.freezingPoint, leaving: form.chillerConfig.coldSide.tempOut } : undefined;
  return <ChillerSummary result={result} fluid={{ code, name }} flowUnit={form.chillerConfig.coldSide.flowRateUnit} freezing={freezing} />;
}

function SystemResults({ result, form }: { result: SystemResult; form: ProjectForm }) {
  const cond = form.condTemp ?? 0;
  const singleRack = form.equipmentType === "rack" && result.circuits.length === 1;
  const limits = result.circuits.flatMap((circuit) =>
    circuit.compressors.map((compressor) => ({ compressor, evapTemp: circuit.evapTemp, condTemp: cond, circuit: result.circuits.length > 1 ? `Circuito ${circuit.circuitId}` : undefined })),
  );
  const chiller = "generatedModelName" in result ? (result as ChillerResult) : null;
  // A one-circuit chiller is judged once, against its one requirement, as its sheet prints it: the circuit's own panel
  // would judge the same capacity against the typed figure (the 'two requirements on one page').
  const circuitVerdicts = !(chiller?.compliance && result.circuits.length === 1);
  // Each refrigerant circuit's own liquid and discharge lines (engine 1.12.0: a chiller of several circuits with a remote
  // condenser) among their kind, after the unit's, named by their circuit as the sheet names them (sections/lines.rs).
  const liquidLines: NamedLine[] = [
    ...result.liquidLines.map((line) => ({ line })),
    ...result.circuits.flatMap((c, i) => (c.liquidLines ?? []).map((line) => ({ line, kind: `Líquido · ${circuitTitle(i, c.circuitId)}` }))),
  ];
  const dischargeLines: NamedLine[] = [
    ...(result.dischargeLine ? [{ line: result.dischargeLine }] : []),
    ...result.circuits.flatMap((c, i) => (c.dischargeLine ? [{ line: c.dischargeLine, kind: `Descarga · ${circuitTitle(i, c.circuitId)}` }] : [])),
  ];
  // A packaged unit sizes no field piping: said once, as the sheet says it, instead of empty tables.
  const fieldRun = liquidLines.length > 0 || dischargeLines.length > 0 || result.circuits.some((c) => c.suctionLines.length > 0);
  const condenserModel =
    form.equipmentType === "condensadora" ? result.autoSelectedCondenser?.model ?? form.condensingUnitConfig.condenserModel : result.autoSelectedCondenser?.model;
  return (
    <>
      {chiller && <ChillerResults result={chiller} form={form} />}
      {result.circuits.map((circuit, i) => (
        <ResultCard key={circuit.circuitId} title={singleRack ? "Circuito Único" : `Circuito ${circuit.circuitId}`} testId={`circuit-result-${i + 1}`}>
          <p className="text-sm text-muted-foreground">Evaporación {inUnits(circuit.evapTemp, "temperature")} {unitOf("temperature")} · Condensación {inUnits(cond, "temperature")} {unitOf("temperature")}</p>
          <CircuitResultsTable compressors={circuit.compressors} totals={circuit.totals} totalLabel="TOTAL CIRCUITO" testId={`circuit-table-${i + 1}`} />
          {circuit.capacityRange && <CapacityRangeLine range={circuit.capacityRange} suctionLines={circuit.suctionLines} testId={`capacity-range-${i + 1}`} />}
          {circuit.compliance && circuitVerdicts && <CompliancePanel compliance={circuit.compliance} calculatedW={circuit.totals.coolingCapacity} testId={`compliance-${i + 1}`} />}
          {/* A chiller's evaporator and compressors share one frame (engine 1.12.0): no suction run, no empty table. */}
          {fieldRun && (!chiller || circuit.suctionLines.length > 0) && (
            <>
              <h4 className="text-sm font-semibold">Líneas de Succión</h4>
              <LinesTable lines={circuit.suctionLines} suction testId={`suction-lines-${i + 1}`} />
            </>
          )}
          {circuit.compressors[0] && <PhDiagram refrigerant={form.refrigerant} evapTemp={circuit.evapTemp} condTemp={cond} compressor={circuit.compressors[0]} testId={`ph-diagram-${i + 1}`} />}
        </ResultCard>
      ))}
      <ResultCard title="Límites de Operación" testId="operating-limits-card">
        <OperatingLimits rows={limits} testId="operating-limits" />
      </ResultCard>
      {fieldRun ? (
        <ResultCard title="Líneas de Líquido" testId="liquid-lines-card">
          <LinesTable lines={liquidLines} suction={false} testId="liquid-lines-table" />
        </ResultCard>
      ) : (
        <ResultCard title="Líneas de refrigerante" testId="no-field-run">
          <p className="text-sm text-muted-foreground">{NO_FIELD_RUN}</p>
        </ResultCard>
      )}
      {dischargeLines.length > 0 && (
        <ResultCard title={dischargeLines.length > 1 ? "Líneas de Descarga" : "Línea de Descarga"} testId="discharge-line-card">
          <LinesTable lines={dischargeLines} suction testId="discharge-line-table" />
        </ResultCard>
      )}
      {result.designPressures && (
        <p className="text-sm text-muted-foreground" data-testid="design-pressures">
          Presión de diseño PS (manométrica): lado de alta {pressureIn(result.designPressures.highSide, "gauge")} {unitOf("pressure", "gauge")}, lado de baja{" "}
          {pressureIn(result.designPressures.lowSide, "gauge")} {unitOf("pressure", "gauge")}. {result.designPressures.basis}.
        </p>
      )}
      <TotalsCard
        totals={result.totals}
        limited={result.circuits.some((c) => c.compliance?.limitedBy) || Boolean(chiller?.compliance?.limitedBy)}
        copRatedBy={copStandard(form.equipmentType)}
      />
      <CondenserAnalysisCard analysis={result.condenserAnalysis} check={result.condenser} condenserModel={condenserModel} circuitCondensers={result.circuitCondensers} />
      <ElectricalLoadsCard loads={result.electricalLoads} withoutCondenser={result.condenser === null && !condenserModel} circuits={result.circuits} />
      <RefrigerantChargeCard charge={result.refrigerantCharge} refrigerant={form.refrigerant} />
      <RegulatoryComplianceCard compliance={result.regulatoryCompliance} />
      <Warnings warnings={systemWarnings(result)} />
    </>
  );
}

/** Every results panel of the equipment type; shown only after 'Calcular Capacidades'. */
export function ResultsPanel({ results, form }: Props) {
  return (
    <div className="space-y-6" data-testid="results">
      <h2 className="text-xl font-bold">Resultados</h2>
      {isSystemResult(results) ? (
        <SystemResults result={results} form={form} />
      ) : (
        <>
          <ResultCard title="Resultados por Compresor" testId="simple-results">
            <CircuitResultsTable compressors={results.compressors} totals={results.totals} capacityQuantity="compressorCapacity" totalLabel="TOTAL SISTEMA" testId="simple-table" />
          </ResultCard>
          <ResultCard title="Límites de Operación" testId="operating-limits-card">
            <OperatingLimits
              rows={results.compressors.map((compressor) => ({ compressor, evapTemp: form.evapTemp ?? 0, condTemp: form.condTemp ?? 0 }))}
              testId="operating-limits"
            />
          </ResultCard>
          {results.electricalLoads ? (
            <ElectricalLoadsCard loads={results.electricalLoads} bare />
          ) : (
            <ResultCard title="Cargas Eléctricas" testId="electrical-loads">
              <p className="text-sm text-muted-foreground" data-testid="electrical-loads-on-save">
                MCA, MOCP, interruptor y conductor se calculan al guardar el proyecto.
              </p>
            </ResultCard>
          )}
          <RegulatoryComplianceCard compliance={results.regulatoryCompliance} />
          <Warnings warnings={results.compressors.flatMap((c) => c.warnings.map((w) => compressorWarning(c.model, w)))} />
        </>
      )}
    </div>
  );
}
