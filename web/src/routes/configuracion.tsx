import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const Route = createFileRoute("/configuracion")({
  component: () => <PagePlaceholder title="Configuración de la Empresa" />,
});
