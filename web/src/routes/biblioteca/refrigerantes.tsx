import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const Route = createFileRoute("/biblioteca/refrigerantes")({
  component: () => <PagePlaceholder title="Biblioteca de Refrigerantes" />,
});
