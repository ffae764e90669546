import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "@/components/layout/page-placeholder";

// Edit mode when ?edit holds a project id (app-and-projects.md section 2).
export const Route = createFileRoute("/nuevo-proyecto")({
  validateSearch: (search: Record<string, unknown>): { edit?: string } =>
    typeof search.edit === "string" && search.edit ? { edit: search.edit } : {},
  component: () => <PagePlaceholder title="Nuevo Proyecto" />,
});
