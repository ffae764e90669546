import { useSearch } from "@tanstack/react-router";
import type { ProjectEditorSearch } from "../search";
import { ProjectEditorPage } from "./project-editor-page";

/** The screen of `/`, `/nuevo` and `/nuevo-proyecto`: one component for the three paths the spec gives it. */
export function ProjectEditorRoute() {
  const { edit } = useSearch({ strict: false }) as ProjectEditorSearch;
  return <ProjectEditorPage editId={edit} />;
}
