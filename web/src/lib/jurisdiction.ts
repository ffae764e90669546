/**
 * Where a project is installed: chooses the rules of the regulatory check
 * (Reglamento (UE) 2024/573 for EU and ES, Kigali group, EN 378-1 everywhere).
 */
export type Jurisdiction = "EU" | "ES" | "MX" | "other";

export const JURISDICTIONS: { value: Jurisdiction; label: string }[] = [
  { value: "MX", label: "México" },
  { value: "ES", label: "España" },
  { value: "EU", label: "Unión Europea (otro Estado miembro)" },
  { value: "other", label: "Otro país" },
];

export const DEFAULT_JURISDICTION: Jurisdiction = "other";

export function isJurisdiction(value: unknown): value is Jurisdiction {
  return JURISDICTIONS.some((j) => j.value === value);
}

export function jurisdictionLabel(value: string): string {
  return JURISDICTIONS.find((j) => j.value === value)?.label ?? value;
}
