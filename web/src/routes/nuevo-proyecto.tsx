import { createFileRoute } from "@tanstack/react-router";
import { ProjectEditorRoute } from "@/features/project-editor/components/project-editor-route";
import { validateProjectEditorSearch } from "@/features/project-editor/search";

export const Route = createFileRoute("/nuevo-proyecto")({
  validateSearch: validateProjectEditorSearch,
  component: ProjectEditorRoute,
});
