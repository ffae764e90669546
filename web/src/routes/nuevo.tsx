import { createFileRoute } from "@tanstack/react-router";
import {
  ProjectEditorRoute,
  validateProjectEditorSearch,
} from "@/features/project-editor/components/project-editor-route";

export const Route = createFileRoute("/nuevo")({
  validateSearch: validateProjectEditorSearch,
  component: ProjectEditorRoute,
});
