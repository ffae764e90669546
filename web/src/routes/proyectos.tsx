import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const Route = createFileRoute("/proyectos")({
  component: () => <PagePlaceholder title="Proyectos Guardados" />,
});
