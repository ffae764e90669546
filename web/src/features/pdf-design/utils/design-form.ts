// The design form's values, defaults and rules, checked before saving; the
// server applies the same colour rule with the same message.
import type { DesignConfig, DesignConfigInput, LogoPosition } from "../api/get-design-config";

/** The spec's defaults (app-and-projects.md section 3). */
export const DEFAULT_COLORS = { headerColor: "#2980b9", footerColor: "#34495e", accentColor: "#3498db" } as const;

export const INVALID_COLOR = "Color inválido: use el formato #RRGGBB";

export type ColorKey = keyof typeof DEFAULT_COLORS;

export const COLOR_FIELDS: { key: ColorKey; label: string }[] = [
  { key: "headerColor", label: "Color del encabezado" },
  { key: "footerColor", label: "Color del pie de página" },
  { key: "accentColor", label: "Color de acento" },
];

export const LOGO_POSITIONS: { value: LogoPosition; label: string }[] = [
  { value: "top-left", label: "Superior izquierda" },
  { value: "top-center", label: "Superior centro" },
  { value: "top-right", label: "Superior derecha" },
];

export type ImageKey = "rackImageUrl" | "condensingUnitImageUrl" | "chillerImageUrl" | "heatPumpImageUrl" | "motorCompressorImageUrl";

/** One image per equipment type, as the spec lists them. */
export const EQUIPMENT_IMAGES: { key: ImageKey; label: string }[] = [
  { key: "rackImageUrl", label: "Rack de Compresores" },
  { key: "condensingUnitImageUrl", label: "Unidad Condensadora" },
  { key: "chillerImageUrl", label: "Chiller" },
  { key: "heatPumpImageUrl", label: "Bomba de Calor" },
  { key: "motorCompressorImageUrl", label: "Moto Compresora" },
];

/** #RRGGBB only: what the sheet's CSS and the server accept. */
export function isValidColor(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value.trim());
}

/** The text field's value as the colour to save: trimmed, lower case, '#' added when missing. */
export function normalizeColor(value: string): string {
  const trimmed = value.trim();
  return (trimmed.startsWith("#") ? trimmed : `#${trimmed}`).toLowerCase();
}

export type DesignErrors = Partial<Record<keyof DesignConfigInput, string>>;

export function designFormValues(config?: DesignConfig | null): DesignConfigInput {
  return {
    headerColor: config?.headerColor || DEFAULT_COLORS.headerColor,
    footerColor: config?.footerColor || DEFAULT_COLORS.footerColor,
    accentColor: config?.accentColor || DEFAULT_COLORS.accentColor,
    logoPosition: config?.logoPosition ?? "top-left",
    footerText: config?.footerText ?? "",
    logoUrl: config?.logoUrl ?? "",
    rackImageUrl: config?.rackImageUrl ?? "",
    condensingUnitImageUrl: config?.condensingUnitImageUrl ?? "",
    chillerImageUrl: config?.chillerImageUrl ?? "",
    heatPumpImageUrl: config?.heatPumpImageUrl ?? "",
    motorCompressorImageUrl: config?.motorCompressorImageUrl ?? "",
    traceabilityAppendix: config?.traceabilityAppendix ?? false,
  };
}

type Result = { ok: true; input: DesignConfigInput } | { ok: false; errors: DesignErrors };

/** Refuses an invalid colour at its field; nothing is clipped or guessed. */
export function validateDesignForm(values: DesignConfigInput): Result {
  const errors: DesignErrors = {};
  const input = { ...values, footerText: values.footerText.trim() };
  for (const { key } of COLOR_FIELDS) {
    const color = normalizeColor(values[key]);
    if (!isValidColor(color)) errors[key] = INVALID_COLOR;
    else input[key] = color;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}

/** Where a stored image is shown: /objects/... as it is, anything else by its last segment (spec section 7). */
export function imagePreviewUrl(url: string): string {
  if (!url) return "";
  if (url.startsWith("/objects/") || url.startsWith("data:") || url.startsWith("blob:")) return url;
  const last = url.split("?")[0].split("/").filter(Boolean).at(-1) ?? "";
  return `/api/objects/public/${last}`;
}
