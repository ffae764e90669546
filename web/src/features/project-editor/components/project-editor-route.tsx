import { useSearch } from "@tanstack/react-router";
import { ProjectEditorPage } from "./project-editor-page";

/** The project screen's search: edit mode when `?edit` holds a project id (app-and-projects.md section 2). */
export interface ProjectEditorSearch {
  edit?: string;
}

export const validateProjectEditorSearch = (search: Record<string, unknown>): ProjectEditorSearch =>
  typeof search.edit === "string" && search.edit ? { edit: search.edit } : {};

/** The screen of `/`, `/nuevo` and `/nuevo-proyecto`: one component for the three paths the spec gives it. */
export function ProjectEditorRoute() {
  const { edit } = useSearch({ strict: false }) as ProjectEditorSearch;
  return <ProjectEditorPage editId={edit} />;
}
