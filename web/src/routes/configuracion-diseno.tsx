import { createFileRoute } from "@tanstack/react-router";
import { designConfigQueryOptions } from "@/features/pdf-design/api/get-design-config";
import { PdfDesignPage } from "@/features/pdf-design/components/pdf-design-page";

export const Route = createFileRoute("/configuracion-diseno")({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(designConfigQueryOptions());
  },
  component: PdfDesignPage,
});
