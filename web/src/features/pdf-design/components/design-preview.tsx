import type { DesignConfigInput } from "../api/get-design-config";
import { imagePreviewUrl, isValidColor, normalizeColor, DEFAULT_COLORS, type ColorKey } from "../utils/design-form";
import { cn } from "@/lib/utils";

const color = (values: DesignConfigInput, key: ColorKey) => {
  const value = normalizeColor(values[key]);
  return isValidColor(value) ? value : DEFAULT_COLORS[key];
};

const JUSTIFY = { "top-left": "justify-start", "top-center": "justify-center", "top-right": "justify-end" } as const;

/** A miniature first page: header band with the logo at its position, a section in the accent colour, the footer. */
export function DesignPreview({ values }: { values: DesignConfigInput }) {
  return (
    <div className="mx-auto flex aspect-[210/297] w-full max-w-xs flex-col overflow-hidden rounded-md border bg-white text-[10px] text-slate-800 shadow" data-testid="design-preview">
      <div className={cn("flex items-center gap-2 px-3 py-3", JUSTIFY[values.logoPosition])} style={{ backgroundColor: color(values, "headerColor") }} data-testid="preview-header">
        {values.logoUrl ? (
          <img src={imagePreviewUrl(values.logoUrl)} alt="Logo" className="h-6 max-w-20 object-contain" />
        ) : (
          <span className="rounded bg-white/80 px-2 py-1 text-[9px] font-semibold">LOGO</span>
        )}
      </div>
      <div className="space-y-2 p-3">
        <p className="text-sm font-bold">Ficha Técnica</p>
        <p className="border-b-2 pb-0.5 font-semibold" style={{ borderColor: color(values, "accentColor"), color: color(values, "accentColor") }}>
          Condiciones de operación
        </p>
        <div className="space-y-1">
          {[80, 65, 72, 50].map((w) => (
            <div key={w} className="h-1.5 rounded bg-slate-200" style={{ width: `${w}%` }} />
          ))}
        </div>
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 px-3 py-2 text-white" style={{ backgroundColor: color(values, "footerColor") }} data-testid="preview-footer">
        <span className="truncate">{values.footerText || "Texto del pie de página"}</span>
        <span className="shrink-0">Página 1 de 1</span>
      </div>
    </div>
  );
}
