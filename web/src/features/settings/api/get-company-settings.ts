import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NumberLocale } from "@/lib/format";
import type { Jurisdiction } from "@/lib/jurisdiction";

/** GET /api/company-settings: what prints on every sheet. */
export interface CompanySettings {
  companyName: string;
  email: string;
  phone: string;
  website: string;
  /** es-MX (decimal point, the default), es-ES, es-AR, es-CL or es-CO (decimal comma). */
  numberLocale: NumberLocale;
  /** Default jurisdiction of the regulatory check: EU, ES, MX or other. */
  jurisdiction: Jurisdiction;
  appVersion: string;
  lastUpdate: string;
  /** Event version; 0 when never saved. */
  version: number;
  updatedAt: string | null;
}

/** Body of POST /api/company-settings. */
export interface CompanySettingsInput {
  companyName: string;
  email: string;
  phone: string;
  website: string;
  numberLocale: NumberLocale;
  jurisdiction: Jurisdiction;
}

export const companySettingsQueryKey = ["/api/company-settings"] as const;

export const companySettingsQueryOptions = () => queryOptions<CompanySettings>({ queryKey: companySettingsQueryKey });

export function useCompanySettings() {
  return useQuery(companySettingsQueryOptions());
}
