// The signed-in user's display units (issue 24 item 3): applied at once and
// kept for this user only, unlike the company settings above it.
import { FormField } from "@/components/common/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useSetUnitSystem, useUnitSystem } from "@/hooks/use-unit-system";
import { formatIn, isUnitSystem, UNIT_SYSTEMS } from "@/lib/units";

export function UnitsSection() {
  const system = useUnitSystem();
  const setSystem = useSetUnitSystem();
  return (
    <div className="space-y-4 rounded-lg border p-6" data-testid="settings-units">
      <div>
        <h2 className="text-lg font-semibold">Unidades</h2>
        <p className="text-sm text-muted-foreground">
          Unidades en las que usted escribe y lee cada cifra. Es una preferencia suya, no de la empresa: se aplica al instante y los proyectos se guardan
          siempre en SI.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="settings-unitSystem" label="Sistema de unidades">
          <Select value={system} onValueChange={(v) => isUnitSystem(v) && setSystem(v)}>
            <SelectTrigger id="settings-unitSystem" data-testid="settings-unit-system">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {UNIT_SYSTEMS.map((s) => (
                <SelectItem key={s.value} value={s.value}>
                  {s.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <p className="self-end pb-2 text-sm text-muted-foreground" data-testid="settings-units-example">
          Ejemplo: {formatIn(-6.666666666666667, "temperature", { system })} · {formatIn(35.16853, "capacity", { system })} ·{" "}
          {formatIn(4.1368542, "pressure", { system, stored: "gauge" })} · {formatIn(25, "length", { system })}
        </p>
      </div>
    </div>
  );
}
