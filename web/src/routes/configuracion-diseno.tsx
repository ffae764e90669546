import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const Route = createFileRoute("/configuracion-diseno")({
  component: () => <PagePlaceholder title="Diseño de PDF" />,
});
