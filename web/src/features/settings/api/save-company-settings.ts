import { useMutation, useQueryClient } from "@tanstack/react-query";
import { companySettingsQueryKey, type CompanySettings, type CompanySettingsInput } from "./get-company-settings";
import { apiJson } from "@/lib/api-client";

export const saveCompanySettings = (input: CompanySettingsInput) => apiJson<CompanySettings>("POST", "/api/company-settings", input);

export function useSaveCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanySettings,
    onSuccess: (saved) => queryClient.setQueryData(companySettingsQueryKey, saved),
  });
}
