// 'Calcular Capacidades', 'Guardar Proyecto' and 'Generar PDF' with their
// rules and toasts (app-and-projects.md sections 4, 5, 7 and 8).
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import * as React from "react";
import { useCalculateProject } from "../api/calculate";
import { condenserChoicesQueryOptions } from "../api/condensing-unit-condensers";
import { useGeneratePdf } from "../api/generate-pdf";
import { textsInUnitsQueryOptions } from "../api/texts-in-units";
import { useCreateProject, useUpdateProject } from "../api/save-project";
import type { ProjectForm } from "../types/project";
import { isSystemResult, type CalculationResults, type SelectedCondenser } from "../types/results";
import { calculationInputs } from "../utils/form-calculation-bodies";
import { withAutoSelectedCondenser } from "../utils/chiller-and-unit-config";
import { formSavedForPdf } from "../utils/pdf-save";
import { keepRecordedElectrical } from "../utils/recorded-electrical";
import { projectBody, type ProjectDetail, type StoredProject } from "../utils/project-body";
import { calculationFailure, condenserSelectionToast, inUserTemperatures } from "../utils/calculation-toasts";
import { calculateProblem, pdfProblem, saveProblem } from "../utils/validation";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api-client";
import { saveBlob } from "@/lib/download";
import { unitSystem } from "@/lib/units";

export interface Calculation {
  results: CalculationResults;
  /** The form the results were calculated from. */
  form: ProjectForm;
  /** Its calculation inputs, to tell when the form has moved on. */
  inputs: string;
}

export interface Loaded {
  id: string;
  version?: number;
}

interface Args {
  form: ProjectForm;
  calculation: Calculation | null;
  setCalculation: (c: Calculation | null) => void;
  loaded: Loaded | null;
  setLoaded: (l: Loaded | null) => void;
  /** The form holds changes the stored project does not. */
  dirty: boolean;
  /** The results no longer match the form's calculation inputs. */
  stale: boolean;
  /** The stored project the form edits and the form it was loaded as: a save keeps what the user left as stored. */
  stored: StoredProject | null;
  /** Called as soon as a save succeeds, with the form exactly as stored and the project as the API returned it. */
  onSaved: (savedForm: ProjectForm, saved: ProjectDetail) => void;
  /** Takes the form with the calculation's own choices (the automatic condenser): not a change of the user's. */
  adoptCalculatedForm: (before: ProjectForm, next: ProjectForm, choice: SelectedCondenser | null) => void;
}

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

/** An engine's text (SI figures) in the user's units, as POST /api/units/texts gives it; as written without an answer. */
function useInUserUnits() {
  const queryClient = useQueryClient();
  return React.useCallback(
    (text: string): Promise<string> =>
      unitSystem() === "si"
        ? Promise.resolve(text)
        : queryClient.fetchQuery(textsInUnitsQueryOptions(unitSystem(), [text])).then(
            (answer) => answer.texts[0] ?? text,
            () => text,
          ),
    [queryClient],
  );
}

export function useProjectActions({ form, calculation, setCalculation, loaded, setLoaded, dirty, stale, stored, onSaved, adoptCalculatedForm }: Args) {
  const queryClient = useQueryClient();
  const inUserUnits = useInUserUnits();
  const navigate = useNavigate();
  const calc = useCalculateProject();
  const create = useCreateProject();
  const update = useUpdateProject();
  const generate = useGeneratePdf();
  // 'Generar PDF' with unsaved changes asks to save them first.
  const [askingToSave, setAskingToSave] = React.useState(false);

  const remember = (saved: ProjectDetail, savedForm: ProjectForm) => {
    onSaved(savedForm, saved);
    setLoaded({ id: saved.id, version: saved.version });
    if (saved.calculationResults) {
      setCalculation({ results: saved.calculationResults, form: savedForm, inputs: calculationInputs(savedForm) });
    }
  };

  /** Creates the project or updates the loaded one; the stored project, or null after a toast. */
  const store = async (body: ReturnType<typeof projectBody>, savedForm: ProjectForm): Promise<ProjectDetail | null> => {
    if (loaded) {
      try {
        const saved = await update.mutateAsync({ id: loaded.id, body, version: loaded.version });
        remember(saved, savedForm);
        return saved;
      } catch (error) {
        const detail = serverMessage(error);
        toast({ variant: "destructive", title: "Error", description: detail ? `No se pudo actualizar el proyecto: ${detail}` : "No se pudo actualizar el proyecto" });
        return null;
      }
    }
    try {
      const saved = await create.mutateAsync(body);
      remember(saved, savedForm);
      // From now on this form edits the stored project.
      void navigate({ to: ".", search: { edit: saved.id }, replace: true });
      return saved;
    } catch (error) {
      const detail = serverMessage(error);
      toast({ variant: "destructive", title: "Error", description: detail ? `No se pudo guardar el proyecto: ${detail}` : "No se pudo guardar el proyecto" });
      return null;
    }
  };

  const calculate = async () => {
    const problem = calculateProblem(form);
    if (problem) {
      toast({ variant: "destructive", ...problem });
      return;
    }
    try {
      const results = await calc.mutateAsync(form);
      let next = form;
      if (isSystemResult(results) && (form.equipmentType === "condensadora" || form.equipmentType === "chiller")) {
        const catalogue = queryClient.getQueryData(condenserChoicesQueryOptions().queryKey) ?? [];
        next =
          form.equipmentType === "condensadora"
            ? { ...form, condensingUnitConfig: withAutoSelectedCondenser(form.condensingUnitConfig, results.autoSelectedCondenser, catalogue) }
            : { ...form, chillerConfig: withAutoSelectedCondenser(form.chillerConfig, results.autoSelectedCondenser, catalogue) };
        if (next !== form) adoptCalculatedForm(form, next, results.autoSelectedCondenser);
      }
      const inputs = calculationInputs(next);
      setCalculation({ results: keepRecordedElectrical(results, calculation, inputs), form: next, inputs });
      let selection = isSystemResult(results) ? condenserSelectionToast(results) : null;
      // Why the automatic selection failed is the engine's text, with SI figures: in the user's units.
      const failure = isSystemResult(results) ? results.autoSelectError : null;
      if (selection && failure) selection = condenserSelectionToast({ autoSelectedCondenser: null, autoSelectError: { ...failure, message: await inUserUnits(failure.message) } });
      toast(selection ?? { title: "Cálculo completado", description: "Los resultados se muestran debajo" });
    } catch (error) {
      // The server words its refusals with SI figures: its temperature checks are reworded here, any other through the server.
      const code = error instanceof ApiError ? error.body?.code : undefined;
      const message = serverMessage(error);
      const reworded = message === undefined ? undefined : inUserTemperatures(message, code);
      toast(calculationFailure(form.equipmentType, reworded === message && message !== undefined ? await inUserUnits(message) : reworded));
    }
  };

  const save = async () => {
    const problem = saveProblem(form.name, calculation !== null, stale);
    if (problem) {
      toast({ variant: "destructive", ...problem });
      return;
    }
    const wasLoaded = loaded !== null;
    const saved = await store(projectBody(form, calculation?.results ?? null, stored), form);
    if (saved) toast({ title: wasLoaded ? "Proyecto actualizado" : "Proyecto guardado", description: saved.name });
  };

  /** The sheet of the stored project `id`, downloaded. */
  const download = async (id: string) => {
    try {
      const file = await generate.mutateAsync(id);
      saveBlob(file.blob, file.fileName);
      toast({ title: "PDF generado", description: file.fileName });
    } catch (error) {
      const detail = serverMessage(error);
      toast({ variant: "destructive", title: "Error", description: detail ? `No se pudo generar el PDF: ${detail}` : "No se pudo generar el PDF" });
    }
  };

  const pdf = async () => {
    const problem = pdfProblem(calculation !== null, stale);
    if (problem) {
      toast({ variant: "destructive", ...problem });
      return;
    }
    // The sheet prints the stored project: nothing to save, no new version.
    if (loaded && !dirty) {
      await download(loaded.id);
      return;
    }
    setAskingToSave(true);
  };

  /** 'Guardar y generar PDF': saves, then generates the sheet of what was saved. */
  const saveThenPdf = async () => {
    setAskingToSave(false);
    const problem = pdfProblem(calculation !== null, stale);
    if (problem) {
      toast({ variant: "destructive", ...problem });
      return;
    }
    // Everything the form holds, as 'Guardar Proyecto' saves it; an unnamed project as 'Proyecto Temporal'.
    const savedForm = formSavedForPdf(form);
    const saved = await store(projectBody(savedForm, calculation?.results ?? null, stored), savedForm);
    if (saved) await download(saved.id);
  };

  return {
    calculate: () => void calculate(),
    save: () => void save(),
    pdf: () => void pdf(),
    saveThenPdf: () => void saveThenPdf(),
    askingToSave,
    cancelPdf: () => setAskingToSave(false),
    calculating: calc.isPending,
    saving: create.isPending || update.isPending,
    generating: generate.isPending,
  };
}
