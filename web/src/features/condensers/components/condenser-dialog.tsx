import * as React from "react";
import { useCreateCondenser } from "../api/create-condenser";
import type { Condenser } from "../api/get-condensers";
import { useUpdateCondenser } from "../api/update-condenser";
import {
  condenserFormValues,
  validateCondenserForm,
  type CondenserFormErrors,
  type CondenserFormValues,
} from "./condenser-form";
import { FormField } from "@/components/common/form-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api-client";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The condenser to edit; none to create one. */
  condenser?: Condenser | null;
}

export function CondenserDialog({ open, onOpenChange, condenser }: Props) {
  const editing = Boolean(condenser);
  const [values, setValues] = React.useState<CondenserFormValues>(() => condenserFormValues(condenser));
  const [errors, setErrors] = React.useState<CondenserFormErrors>({});
  const create = useCreateCondenser();
  const update = useUpdateCondenser();
  const pending = create.isPending || update.isPending;

  React.useEffect(() => {
    if (open) {
      setValues(condenserFormValues(condenser));
      setErrors({});
    }
  }, [open, condenser]);

  const set = <K extends keyof CondenserFormValues>(key: K, value: CondenserFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = validateCondenserForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    try {
      if (condenser) {
        await update.mutateAsync({ id: condenser.id, input: result.input });
        toast({ title: "Condensador actualizado" });
      } else {
        await create.mutateAsync(result.input);
        toast({ title: "Condensador agregado" });
      }
      onOpenChange(false);
    } catch (error) {
      const field = error instanceof ApiError ? error.body?.field : undefined;
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      if (field && message && field in values) {
        setErrors({ [field]: message });
      } else {
        toast({ title: "Error", description: message ?? "No se pudo guardar el condensador", variant: "destructive" });
      }
    }
  };

  const numberField = (key: keyof CondenserFormValues, label: string, step: string, min?: string) => (
    <FormField id={`condenser-${key}`} label={label} error={errors[key]}>
      <Input
        id={`condenser-${key}`}
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
        value={values[key] as string}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={Boolean(errors[key])}
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
            {numberField("capacity", "Capacidad (kW)", "0.1", "0.1")}
            {numberField("ratedDeltaT", "ΔT nominal (K)", "0.1", "1")}
            {numberField("fanCount", "Número de Ventiladores", "1", "1")}
            {numberField("fanPowerConsumption", "Consumo por Ventilador (kW)", "0.001", "0.001")}
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
              {numberField("length", "Largo (mm)", "1", "0")}
              {numberField("width", "Ancho (mm)", "1", "0")}
              {numberField("height", "Alto (mm)", "1", "0")}
              {numberField("weight", "Peso (kg)", "0.1", "0")}
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
