// The new/edit project screen (app-and-projects.md section 2): the sections
// in the spec's order, the states of section 4, the rules of section 5 and
// the toasts of section 8. Data fetching lives in ../api; this file wires.
import { Calculator, FileDown, Loader2, Save } from "lucide-react";
import * as React from "react";
import { useProject } from "../api/get-project";
import { useRefrigerantCodes } from "../api/get-refrigerant-codes";
import type { EquipmentType, ProjectForm } from "../types/project";
import type { SelectedCondenser } from "../types/results";
import { calculationInputs } from "../utils/form-calculation-bodies";
import { refrigerantAfterReload } from "../utils/parameters";
import { emptyProject } from "../utils/project-defaults";
import { formFromProject, type ProjectDetail } from "../utils/project-body";
import { clearDraft, formSnapshot } from "../utils/drafts";
import { pdfProblem, saveProblem, STALE_RESULTS } from "../utils/validation";
import { CondenserDutyContext, condenserDutyOf } from "./condenser-duty";
import { DesignCard } from "./design-card";
import { DraftBanner } from "./draft-banner";
import { EquipmentSection } from "./equipment-section";
import { EquipmentTypeCards } from "./equipment-type-cards";
import { GlobalParametersCard } from "./global-parameters-card";
import { RegulatoryCard } from "./regulatory-card";
import { SupplyContext } from "./supply-context";
import { LeaveGuard } from "./leave-guard";
import { PdfSaveDialog } from "./pdf-save-dialog";
import { ProjectInfoCard } from "./project-info-card";
import { RefrigerantInfoCard } from "./refrigerant-info-card";
import { RefrigerantSafetyBanner } from "./refrigerant-safety-banner";
import { ResultsPanel } from "./results/results-panel";
import { useProjectActions, type Calculation, type Loaded } from "./use-project-actions";
import { useProjectDraft } from "./use-project-draft";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { useWhenChanged } from "@/hooks/use-when-changed";
import { useRefusal } from "@/lib/session";
import { FIRST_SCREENS } from "@/components/layout/first-screen";

/** Evaporation temperatures of the design, one per circuit (or the simple type's one). */
function designEvapTemps(form: ProjectForm): number[] {
  const circuits =
    form.equipmentType === "rack"
      ? form.rackConfig.circuits.slice(0, form.rackConfig.numberOfCircuits)
      : form.equipmentType === "condensadora"
        ? form.condensingUnitConfig.circuits
        : form.equipmentType === "chiller"
          ? form.chillerConfig.circuits
          : [{ evapTemp: form.evapTemp }];
  return circuits.map((c) => c.evapTemp).filter((t): t is number => t !== null);
}

/** A new empty form and what it holds, the baseline unsaved changes are measured from. */
function startForm() {
  const form = emptyProject();
  return { form, snapshot: formSnapshot(form) };
}

export function ProjectEditorPage({ editId }: { editId?: string }) {
  const refused = useRefusal("editProjects");
  const [start] = React.useState(startForm);
  const [form, setForm] = React.useState<ProjectForm>(start.form);
  // The form as stored (or as a new form starts): anything else is an unsaved change.
  const [baseline, setBaseline] = React.useState(start.snapshot);
  const [calculation, setCalculation] = React.useState<Calculation | null>(null);
  // The condenser pick list is ranked for the last calculation's heat, a circuit's where each has its own condenser.
  const calculatedResults = calculation?.results;
  const condenserDuty = React.useMemo(() => ({ refrigerant: form.refrigerant, ...condenserDutyOf(calculatedResults) }), [form.refrigerant, calculatedResults]);
  const [loaded, setLoaded] = React.useState<Loaded | null>(null);
  // The project as the API last returned it: a save sends back what the user left as it was.
  const [storedDetail, setStoredDetail] = React.useState<ProjectDetail | null>(null);
  // The refrigerant rule of section 4 applies to new forms and type changes, not to a stored project.
  const [applyRefrigerantRule, setApplyRefrigerantRule] = React.useState(!editId);
  // Set on each load (a new object each time), announced by the effect below.
  const [loadNotice, setLoadNotice] = React.useState<{ name: string } | null>(null);

  const patch = React.useCallback((p: Partial<ProjectForm>) => setForm((f) => ({ ...f, ...p })), []);

  // Edit mode: load once per id, then fill the form.
  const project = useProject(editId && editId !== loaded?.id ? editId : undefined);
  const data = project.data;
  if (data && data.id !== loaded?.id) {
    const next = formFromProject(data);
    setApplyRefrigerantRule(false);
    setForm(next);
    setBaseline(formSnapshot(next));
    setCalculation(data.calculationResults ? { results: data.calculationResults, form: next, inputs: calculationInputs(next) } : null);
    setLoaded({ id: data.id, version: data.version });
    setStoredDetail(data);
    setLoadNotice({ name: next.name });
  }
  React.useEffect(() => {
    if (loadNotice) toast({ title: "Proyecto cargado", description: `Editando: ${loadNotice.name}` });
  }, [loadNotice]);
  React.useEffect(() => {
    if (project.isError) toast({ variant: "destructive", title: "Error", description: "No se pudo cargar el proyecto" });
  }, [project.isError]);
  // Leaving edit mode (the menu's 'Nuevo Proyecto') starts an empty form.
  useWhenChanged(editId, (id) => {
    if (!id && loaded) {
      const fresh = startForm();
      setForm(fresh.form);
      setBaseline(fresh.snapshot);
      setCalculation(null);
      setLoaded(null);
      setStoredDetail(null);
      setApplyRefrigerantRule(true);
    }
  });

  const codes = useRefrigerantCodes(form.equipmentType);
  // While the rule applies the refrigerant is one of the codes the equipment type offers.
  if (applyRefrigerantRule && codes.data) {
    const refrigerant = refrigerantAfterReload(form.refrigerant, codes.data);
    if (refrigerant !== form.refrigerant) {
      const next = { ...form, refrigerant };
      setForm(next);
      // The rule's own choice is not a change of the user's.
      if (formSnapshot(form) === baseline) setBaseline(formSnapshot(next));
    }
  }

  const changeType = (equipmentType: EquipmentType) => {
    if (equipmentType === form.equipmentType) return;
    setApplyRefrigerantRule(true);
    patch({ equipmentType });
    setCalculation(null);
  };

  const draftId = loaded?.id ?? editId;
  const draft = useProjectDraft({ projectId: draftId, ready: !editId || loaded?.id === editId, form, baseline, baseVersion: loaded?.version });
  // Read by the leave guard when the user leaves, which may come right after a save and before the next render.
  const unsaved = React.useRef(draft.dirty);
  React.useLayoutEffect(() => {
    unsaved.current = draft.dirty;
  }, [draft.dirty]);
  const hasUnsavedChanges = React.useCallback(() => unsaved.current, []);
  const onSaved = (savedForm: ProjectForm, saved: ProjectDetail) => {
    unsaved.current = formSnapshot(savedForm) !== formSnapshot(form);
    setBaseline(formSnapshot(savedForm));
    setStoredDetail(saved);
    // A first save moves the draft from 'nuevo' to the project's id; what was saved is no draft.
    if (!loaded) clearDraft(localStorage, undefined);
  };
  const recoverDraft = () => {
    const recovered = draft.recoveredForm();
    if (!recovered) return;
    if (recovered.equipmentType !== form.equipmentType) setCalculation(null);
    setForm(recovered);
    draft.recovered();
  };

  const calculated = calculation !== null;
  const stale = calculated && calculationInputs(form) !== calculation.inputs;
  const supply = React.useMemo(() => ({ voltage: form.voltage, frequency: form.frequency }), [form.voltage, form.frequency]);
  // The calculation's own choice (the automatic condenser) is no change of the user's: the stored form takes it too,
  // where it also selects its condenser automatically, so only what the user changed is unsaved (and saved).
  // Only a choice the stored results already name: another one (the catalogue or the engine changed since) is a
  // change to save, so that the sheet, which prints the stored version, names the condenser the screen shows.
  const adoptCalculatedForm = (before: ProjectForm, next: ProjectForm, choice: SelectedCondenser | null) => {
    setForm(next);
    const recorded = storedDetail?.calculationResults as { autoSelectedCondenser?: SelectedCondenser | null } | null | undefined;
    if (!loaded || !sameCondenser(choice, recorded?.autoSelectedCondenser ?? null)) return;
    if (formSnapshot(before) === baseline) {
      setBaseline(formSnapshot(next));
      return;
    }
    const stored = JSON.parse(baseline) as ProjectForm;
    const key = next.equipmentType === "chiller" ? "chillerConfig" : "condensingUnitConfig";
    if (stored.equipmentType !== next.equipmentType || !stored[key].autoSelectCondenser) return;
    const chosen = Object.fromEntries(Object.entries(next[key]).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify((before[key] as unknown as Record<string, unknown>)[k])));
    setBaseline(formSnapshot({ ...stored, [key]: { ...stored[key], ...chosen } }));
  };
  const stored = React.useMemo(
    () => (loaded && storedDetail?.id === loaded.id ? { detail: storedDetail, form: JSON.parse(baseline) as ProjectForm } : null),
    [loaded, storedDetail, baseline],
  );
  const actions = useProjectActions({ form, calculation, setCalculation, loaded, setLoaded, dirty: draft.dirty, stale, stored, onSaved, adoptCalculatedForm });
  // A role that may not write projects sees why instead of the form's own problem.
  const saveBlock = refused ? { title: refused } : saveProblem(form.name, calculated, stale);
  const pdfBlock = refused ? { title: refused } : pdfProblem(calculated, stale);

  // What lies below the first view renders right after the first paint, in
  // React's time slices, rather than in the first render's one long task
  // (issue 24: the whole form at once blocked a phone's main thread for
  // most of a second).
  const belowFirstView = React.useDeferredValue(true, false);

  if (editId && project.isLoading && !loaded) {
    return <p className="py-8 text-center text-muted-foreground">Cargando proyecto...</p>;
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6" data-testid="project-editor">
      <LeaveGuard hasUnsavedChanges={hasUnsavedChanges} />
      <PdfSaveDialog open={actions.askingToSave} isNew={!loaded} name={form.name} onCancel={actions.cancelPdf} onConfirm={actions.saveThenPdf} />
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{loaded || editId ? "Editar Proyecto" : FIRST_SCREENS["/nuevo"].title}</h1>
        <p className="text-muted-foreground" data-testid="editor-mode">
          {loaded ? `Editando: ${form.name || "(sin nombre)"}` : FIRST_SCREENS["/nuevo"].description}
        </p>
      </header>

      {draft.offer && <DraftBanner draft={draft.offer} stale={draft.stale} onRecover={recoverDraft} onDiscard={draft.discard} />}

      <ProjectInfoCard value={form} onChange={patch} />
      <EquipmentTypeCards value={form.equipmentType} onChange={changeType} />
      <GlobalParametersCard
        value={form}
        onChange={patch}
        refrigerants={codes.data ?? []}
        refrigerantsLoading={codes.isLoading}
        simple={form.equipmentType === "motocompresora"}
      />
      {belowFirstView && (
        <>
          <RefrigerantSafetyBanner code={form.refrigerant} />
          <RefrigerantInfoCard code={form.refrigerant} evapTemps={designEvapTemps(form)} condTemp={form.condTemp} />

          <CondenserDutyContext.Provider value={condenserDuty}>
            <SupplyContext.Provider value={supply}>
              <EquipmentSection form={form} onChange={patch} />
            </SupplyContext.Provider>
          </CondenserDutyContext.Provider>
          <RegulatoryCard value={form} onChange={patch} />

          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button size="lg" onClick={actions.calculate} disabled={actions.calculating} data-testid="calculate">
              {actions.calculating ? <Loader2 className="animate-spin" /> : <Calculator />}
              {actions.calculating ? "Calculando..." : "Calcular Capacidades"}
            </Button>
            {stale && (
              <p className="text-sm text-amber-700 dark:text-amber-400" role="status" data-testid="results-stale">
                <strong>{STALE_RESULTS}.</strong> Los datos cambiaron después del último cálculo: vuelva a calcular para actualizar los resultados.
              </p>
            )}
          </div>

          {calculation && (
            <section
              aria-label={stale ? STALE_RESULTS : "Resultados"}
              aria-describedby={stale ? "results-stale-note" : undefined}
              className="relative"
              data-testid="results-section"
              data-stale={stale || undefined}
            >
              {stale && (
                <p id="results-stale-note" className="sticky top-2 z-10 mx-auto mb-2 w-fit rounded-md border border-amber-400 bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 shadow dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
                  {STALE_RESULTS}
                </p>
              )}
              <div className={stale ? "opacity-50 saturate-50 transition-opacity" : "transition-opacity"}>
                <ResultsPanel results={calculation.results} form={calculation.form} />
              </div>
            </section>
          )}

          <DesignCard
            notes={form.designNotes}
            images={form.designImages}
            onNotesChange={(designNotes) => patch({ designNotes })}
            onImagesChange={(designImages) => patch({ designImages })}
          />

          <div className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center" data-testid="project-actions">
            <Button onClick={actions.save} disabled={saveBlock !== null || actions.saving} aria-describedby="save-hint" data-testid="save-project">
              {actions.saving ? <Loader2 className="animate-spin" /> : <Save />} Guardar Proyecto
            </Button>
            <Button variant="outline" onClick={actions.pdf} disabled={pdfBlock !== null || actions.generating} aria-describedby="pdf-hint" data-testid="generate-pdf">
              {actions.generating ? <Loader2 className="animate-spin" /> : <FileDown />} Generar PDF
            </Button>
            <div className="text-sm text-muted-foreground">
              <p id="save-hint" data-testid="save-hint">
                {saveBlock?.title ?? ""}
              </p>
              <p id="pdf-hint" data-testid="pdf-hint">
                {pdfBlock?.title ?? ""}
              </p>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

/** The same automatic condenser, field by field (a stored answer's keys come back in another order). */
function sameCondenser(a: SelectedCondenser | null, b: SelectedCondenser | null): boolean {
  if (a === null || b === null) return a === b;
  const keys: (keyof SelectedCondenser)[] = ["id", "model", "capacity", "fanCount", "fanPowerConsumption", "isMicrochannel", "isOutOfRange"];
  return keys.every((key) => a[key] === b[key]);
}
