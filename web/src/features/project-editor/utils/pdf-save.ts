// What 'Guardar y generar PDF' stores (issue 24, tester's finding): the form
// exactly as 'Guardar Proyecto' would, design notes and images included; only
// an unnamed new project gets the spec's fallback name, since the sheet needs
// a stored project and 'Guardar' would refuse it. See
// docs/decisions/2026-11-27-save-and-pdf-keeps-the-whole-form.md.
import type { ProjectForm } from "../types/project";

export const TEMPORARY_NAME = "Proyecto Temporal";

/** The form saved before its sheet is generated. */
export function formSavedForPdf(form: ProjectForm): ProjectForm {
  const name = form.name.trim();
  return name ? form : { ...form, name: TEMPORARY_NAME };
}
