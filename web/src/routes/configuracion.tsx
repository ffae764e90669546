import { createFileRoute } from "@tanstack/react-router";
import { companySettingsQueryOptions } from "@/features/settings/api/get-company-settings";
import { CompanySettingsPage } from "@/features/settings/components/company-settings-page";

export const Route = createFileRoute("/configuracion")({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(companySettingsQueryOptions());
  },
  component: CompanySettingsPage,
});
