import { createFileRoute } from "@tanstack/react-router";
import { ProjectEditorPage } from "@/features/project-editor/components/project-editor-page";

// Edit mode when ?edit holds a project id (app-and-projects.md section 2).
export const Route = createFileRoute("/nuevo")({
  validateSearch: (search: Record<string, unknown>): { edit?: string } =>
    typeof search.edit === "string" && search.edit ? { edit: search.edit } : {},
  component: function ProjectRoute() {
    const { edit } = Route.useSearch();
    return <ProjectEditorPage editId={edit} />;
  },
});
