// The figures of the engine's texts (a calculation's warnings, the
// regulatory findings) in the user's units (issue 24 item 3): the server
// records them with SI figures and converts them as the data sheet prints
// them (POST /api/units/texts; docs/decisions/2026-11-27-display-units.md).
import { useQuery } from "@tanstack/react-query";
import { useUnitSystem } from "@/hooks/use-unit-system";
import { apiJson } from "@/lib/api-client";
import type { UnitSystem } from "@/lib/units";

export const textsInUnitsQueryOptions = (system: UnitSystem, texts: string[]) => ({
  queryKey: ["/api/units/texts", system, texts] as const,
  queryFn: () => apiJson<{ texts: string[] }>("POST", "/api/units/texts", { system, texts }),
  enabled: system !== "si" && texts.length > 0,
  retry: false,
});

/** `texts` in the user's units: as recorded in SI, while the answer is on its way, or if it fails. */
export function useTextsInUnits(texts: string[]): string[] {
  const system = useUnitSystem();
  const { data } = useQuery(textsInUnitsQueryOptions(system, texts));
  return system !== "si" && data && data.texts.length === texts.length ? data.texts : texts;
}
