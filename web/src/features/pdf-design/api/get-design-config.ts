import { queryOptions, useQuery } from "@tanstack/react-query";

export type LogoPosition = "top-left" | "top-center" | "top-right";

/** The fields of the PDF design (app-and-projects.md section 3). */
export interface DesignConfigInput {
  headerColor: string;
  footerColor: string;
  accentColor: string;
  logoPosition: LogoPosition;
  footerText: string;
  logoUrl: string;
  rackImageUrl: string;
  condensingUnitImageUrl: string;
  chillerImageUrl: string;
  heatPumpImageUrl: string;
  motorCompressorImageUrl: string;
  /** Print the 'Trazabilidad' appendix (ids, versions, hashes) after the sheet; off by default. */
  traceabilityAppendix: boolean;
}

/** GET /api/design-config. */
export interface DesignConfig extends DesignConfigInput {
  /** Event version; 0 when never saved. */
  version: number;
  updatedAt: string | null;
}

export const designConfigQueryKey = ["/api/design-config"] as const;

export const designConfigQueryOptions = () => queryOptions<DesignConfig>({ queryKey: designConfigQueryKey });

export function useDesignConfig() {
  return useQuery(designConfigQueryOptions());
}
