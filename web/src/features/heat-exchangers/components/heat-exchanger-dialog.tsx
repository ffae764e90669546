import { useCreateHeatExchanger } from "../api/create-heat-exchanger";
import {
  APPLICATION_TYPE_LABELS,
  useHeatExchangers,
  type ApplicationType,
  type HeatExchanger,
  type HeatExchangerInput,
} from "../api/get-heat-exchangers";
import { useUpdateHeatExchanger } from "../api/update-heat-exchanger";
import { heatExchangerFormValues, validateHeatExchangerForm, type HeatExchangerFormValues } from "./heat-exchanger-form";
import { FormField } from "@/components/common/form-field";
import { NumberInput } from "@/components/common/number-input";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input, Textarea } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useDialogForm } from "@/hooks/use-dialog-form";
import { useUnitSystem } from "@/hooks/use-unit-system";
import { labelIn, tidy, toDisplay, unitLabel } from "@/lib/units";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  heatExchanger?: HeatExchanger | null;
}

export function HeatExchangerDialog({ open, onOpenChange, heatExchanger }: Props) {
  const editing = Boolean(heatExchanger);
  const create = useCreateHeatExchanger();
  const update = useUpdateHeatExchanger();
  const pending = create.isPending || update.isPending;
  const { data: catalogue = [] } = useHeatExchangers();
  // The capacity in the user's units (stored kW).
  const system = useUnitSystem();
  const { values, errors, set, onSubmit } = useDialogForm({
    open,
    initial: () => heatExchangerFormValues(heatExchanger, system),
    validate: (v: HeatExchangerFormValues) => validateHeatExchangerForm(v, system),
    save: (input: HeatExchangerInput) =>
      heatExchanger ? update.mutateAsync({ id: heatExchanger.id, input }) : create.mutateAsync(input),
    successTitle: editing ? "Intercambiador actualizado" : "Intercambiador agregado",
    failureMessage: "No se pudo guardar el intercambiador",
    onSaved: () => onOpenChange(false),
  });
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const twin =
    values.model.trim() && values.brand.trim()
      ? catalogue.find((h) => h.id !== heatExchanger?.id && same(h.model, values.model) && same(h.brand, values.brand))
      : undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? "Editar Intercambiador" : "Nuevo Intercambiador"}</DialogTitle>
          <DialogDescription>Intercambiador de placas para chillers y bombas de calor.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="heat-exchanger-form">
          <div className="grid grid-cols-2 gap-4">
            <FormField id="hx-model" label="Modelo" error={errors.model}>
              <Input id="hx-model" value={values.model} onChange={(e) => set("model", e.target.value)} aria-invalid={Boolean(errors.model)} autoFocus />
            </FormField>
            <FormField id="hx-brand" label="Marca" error={errors.brand}>
              <Input id="hx-brand" value={values.brand} onChange={(e) => set("brand", e.target.value)} aria-invalid={Boolean(errors.brand)} />
            </FormField>
            {twin && (
              <p className="col-span-2 text-sm text-amber-700 dark:text-amber-400" role="status" data-testid="duplicate-warning">
                Ya existe un intercambiador {twin.model} de la marca {twin.brand}. Puede guardarlo de todos modos.
              </p>
            )}
            <FormField id="hx-capacityKw" label={labelIn("Capacidad", "capacity", system)} error={errors.capacityKw}>
              <NumberInput
                id="hx-capacityKw"
                unit={unitLabel("capacity", system)}
                step={0.1}
                min={tidy(toDisplay(0.1, "capacity", system))}
                value={values.capacityKw}
                onChange={(text) => set("capacityKw", text)}
                aria-invalid={Boolean(errors.capacityKw)}
                aria-describedby={errors.capacityKw ? "hx-capacityKw-error" : undefined}
              />
            </FormField>
            <FormField id="hx-applicationType" label="Tipo de Aplicación" error={errors.applicationType}>
              <Select value={values.applicationType} onValueChange={(v) => set("applicationType", v as ApplicationType)}>
                <SelectTrigger id="hx-applicationType" aria-invalid={Boolean(errors.applicationType)}>
                  <SelectValue placeholder="Seleccione..." />
                </SelectTrigger>
                <SelectContent>
                  {(Object.keys(APPLICATION_TYPE_LABELS) as ApplicationType[]).map((type) => (
                    <SelectItem key={type} value={type}>
                      {APPLICATION_TYPE_LABELS[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
            <FormField id="hx-pressureDropKpa" label={labelIn("Caída de presión del agua", "pressureDrop", system)} error={errors.pressureDropKpa}>
              <NumberInput
                id="hx-pressureDropKpa"
                unit={unitLabel("pressureDrop", system)}
                step={0.1}
                min={tidy(toDisplay(0.1, "pressureDrop", system))}
                value={values.pressureDropKpa}
                onChange={(text) => set("pressureDropKpa", text)}
                aria-invalid={Boolean(errors.pressureDropKpa)}
                aria-describedby={errors.pressureDropKpa ? "hx-pressureDropKpa-error" : "hx-rating-help"}
              />
            </FormField>
            <FormField id="hx-ratedFlowLmin" label={labelIn("Caudal de agua de esa caída", "flow", system)} error={errors.ratedFlowLmin}>
              <NumberInput
                id="hx-ratedFlowLmin"
                unit={unitLabel("flow", system)}
                step={0.1}
                min={0}
                value={values.ratedFlowLmin}
                onChange={(text) => set("ratedFlowLmin", text)}
                aria-invalid={Boolean(errors.ratedFlowLmin)}
                aria-describedby={errors.ratedFlowLmin ? "hx-ratedFlowLmin-error" : "hx-rating-help"}
              />
            </FormField>
            <p id="hx-rating-help" className="col-span-2 text-sm text-muted-foreground">
              Opcional: la caída de presión del lado del agua que da el fabricante y el caudal de agua al que la da (ambos o ninguno). La ficha
              del chiller la escala al caudal del proyecto.
            </p>
          </div>
          <FormField id="hx-notes" label="Notas (opcional)" error={errors.notes}>
            <Textarea id="hx-notes" value={values.notes} onChange={(e) => set("notes", e.target.value)} />
          </FormField>
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
