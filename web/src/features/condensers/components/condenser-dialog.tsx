import { useCreateCondenser } from "../api/create-condenser";
import type { Condenser, CondenserInput } from "../api/get-condensers";
import { useUpdateCondenser } from "../api/update-condenser";
import { condenserFormValues, validateCondenserForm, type CondenserFormValues } from "./condenser-form";
import { FormField } from "@/components/common/form-field";
import { NumberInput } from "@/components/common/number-input";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDialogForm } from "@/hooks/use-dialog-form";
import { useUnitSystem } from "@/hooks/use-unit-system";
import { labelIn, tidy, toDisplay, unitLabel, type Dimension } from "@/lib/units";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The condenser to edit; none to create one. */
  condenser?: Condenser | null;
}

export function CondenserDialog({ open, onOpenChange, condenser }: Props) {
  const editing = Boolean(condenser);
  const create = useCreateCondenser();
  const update = useUpdateCondenser();
  const pending = create.isPending || update.isPending;
  // Capacity, ΔT, dimensions and weight in the user's units (stored SI).
  const system = useUnitSystem();
  /** An SI bound in the user's unit. */
  const bound = (si: number, dimension: Dimension) => tidy(toDisplay(si, dimension, system));
  const { values, errors, set, onSubmit } = useDialogForm({
    open,
    initial: () => condenserFormValues(condenser, system),
    validate: (v: CondenserFormValues) => validateCondenserForm(v, system),
    save: (input: CondenserInput) => (condenser ? update.mutateAsync({ id: condenser.id, input }) : create.mutateAsync(input)),
    successTitle: editing ? "Condensador actualizado" : "Condensador agregado",
    failureMessage: "No se pudo guardar el condensador",
    onSaved: () => onOpenChange(false),
  });

  type NumberKey = Exclude<keyof CondenserFormValues, "model" | "isMicrochannel">;
  const numberField = (key: NumberKey, label: string, unit: string | undefined, step: number, min: number, max?: number, integer?: boolean) => (
    <FormField id={`condenser-${key}`} label={label} error={errors[key]}>
      <NumberInput
        id={`condenser-${key}`}
        unit={unit}
        step={step}
        min={min}
        max={max}
        integer={integer}
        value={values[key]}
        onChange={(text) => set(key, text)}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={errors[key] ? `condenser-${key}-error` : undefined}
      />
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? "Editar Condensador" : "Nuevo Condensador"}</DialogTitle>
          <DialogDescription>
            Capacidad de rechazo de calor a la diferencia de temperatura nominal (condensación menos ambiente).
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="condenser-form">
          <FormField id="condenser-model" label="Modelo" error={errors.model}>
            <Input
              id="condenser-model"
              value={values.model}
              onChange={(e) => set("model", e.target.value)}
              aria-invalid={Boolean(errors.model)}
              autoFocus
            />
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            {numberField("capacity", labelIn("Capacidad", "capacity", system), unitLabel("capacity", system), 0.1, bound(0.1, "capacity"))}
            {numberField("ratedDeltaT", labelIn("ΔT nominal", "temperatureDifference", system), unitLabel("temperatureDifference", system), 0.1, bound(1, "temperatureDifference"), bound(30, "temperatureDifference"))}
            {numberField("fanCount", "Número de Ventiladores", undefined, 1, 1, undefined, true)}
            {numberField("fanPowerConsumption", "Consumo por Ventilador (kW)", "kW", 0.001, 0.001)}
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id="condenser-isMicrochannel"
              checked={values.isMicrochannel}
              onCheckedChange={(checked) => set("isMicrochannel", checked === true)}
            />
            <Label htmlFor="condenser-isMicrochannel">Microcanal</Label>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Dimensiones (opcional)</legend>
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {numberField("length", labelIn("Largo", "smallLength", system), unitLabel("smallLength", system), 1, 0)}
              {numberField("width", labelIn("Ancho", "smallLength", system), unitLabel("smallLength", system), 1, 0)}
              {numberField("height", labelIn("Alto", "smallLength", system), unitLabel("smallLength", system), 1, 0)}
              {numberField("weight", labelIn("Peso", "mass", system), unitLabel("mass", system), 0.1, 0)}
            </div>
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Guardando..." : editing ? "Actualizar" : "Crear"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
