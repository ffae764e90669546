import { Box, Cog, Layers, Snowflake } from "lucide-react";
import type { EquipmentType } from "../types/project";
import { cn } from "@/lib/utils";

export const EQUIPMENT_TYPES: { value: EquipmentType; title: string; description: string; icon: typeof Box }[] = [
  { value: "rack", title: "Rack de Compresores", description: "Múltiples compresores en paralelo", icon: Layers },
  { value: "condensadora", title: "Unidad Condensadora", description: "Sistema completo de condensación", icon: Box },
  { value: "chiller", title: "Chiller", description: "Enfriador de agua", icon: Snowflake },
  { value: "motocompresora", title: "Moto Compresora", description: "Compresor independiente", icon: Cog },
];

/** Section 2: four single-choice cards; a radio group, so arrow keys move the choice. */
export function EquipmentTypeCards({ value, onChange }: { value: EquipmentType; onChange: (type: EquipmentType) => void }) {
  return (
    <fieldset className="space-y-3" data-testid="equipment-types">
      <legend className="text-lg font-semibold">Tipo de Equipo</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {EQUIPMENT_TYPES.map(({ value: type, title, description, icon: Icon }) => {
          const selected = value === type;
          return (
            <label
              key={type}
              data-testid={`equipment-${type}`}
              data-selected={selected}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-4 shadow-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                selected ? "border-primary bg-primary/10 ring-1 ring-primary" : "hover:bg-accent",
              )}
            >
              <input type="radio" name="equipmentType" value={type} checked={selected} onChange={() => onChange(type)} className="sr-only" />
              <Icon className={cn("mt-0.5 size-6 shrink-0", selected ? "text-primary" : "text-muted-foreground")} aria-hidden />
              <span className="space-y-1">
                <span className="block font-medium">{title}</span>
                <span className="block text-sm text-muted-foreground">{description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
