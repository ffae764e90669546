import * as React from "react";
import { useCreateCompressor } from "../api/create-compressor";
import { useCompressors, type Block } from "../api/get-compressors";
import {
  BRAND_MAX_CHARS,
  BRAND_TOO_LONG,
  charCount,
  COMPRESSOR_LIMITS,
  MODEL_MAX_CHARS,
  MODEL_TOO_LONG,
  OPTION_MAX_CHARS,
  OPTIONS_MAX_LINES,
  OPTIONS_TOO_LONG,
  readCompressorField,
  TEXT_MAX_CHARS,
  TEXT_TOO_LONG,
} from "../utils/compressor-limits";
import { COMPRESSOR_FIELDS, FIELD_TABS, fieldLabel, fieldPath, fieldStored, fieldUnit, limitMessage, type CompressorField } from "../utils/compressor-fields";
import { COMPRESSOR_TYPES, duplicateOf, FORM_REFRIGERANTS, FORM_VOLTAGES, parseOptions } from "../utils/compressor-utils";
import { FormField } from "@/components/common/form-field";
import { NumberInput } from "@/components/common/number-input";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input, Textarea } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/hooks/use-toast";
import { useUnitSystem } from "@/hooks/use-unit-system";
import { useWhenChanged } from "@/hooks/use-when-changed";
import { ApiError } from "@/lib/api-client";
import type { UnitSystem } from "@/lib/units";

/** The tab a field (API path) is on, to show a refused field. */
const TAB_OF: Record<string, string> = Object.fromEntries(
  Object.entries(FIELD_TABS).flatMap(([tab, fields]) => fields.map((f) => [fieldPath(f), tab])),
);
const tabOf = (path: string) => TAB_OF[path] ?? "basico";

interface Values {
  model: string;
  brand: string;
  type: string;
  refrigerant: string;
  voltage: string;
  options: string;
  blocks: Record<string, string>;
}

const EMPTY: Values = { model: "", brand: "", type: "reciprocante", refrigerant: "R404A", voltage: "460V", options: "", blocks: {} };

type Errors = Record<string, string>;

/** Reads every field; each problem is kept at its field (API path). Weight,
 * maximum pressures and dimensions are typed in the user's units and read as
 * stored (SI, issue 24 item 3). */
function readForm(values: Values, system: UnitSystem): { blocks: Record<CompressorField["block"], Block>; errors: Errors } {
  const blocks: Record<CompressorField["block"], Block> = { technicalData: {}, motorData: {}, oilData: {}, soundData: {}, dimensions: {} };
  const errors: Errors = {};
  if (!values.model.trim()) errors.model = "Modelo requerido";
  else if (charCount(values.model.trim()) > MODEL_MAX_CHARS) errors.model = MODEL_TOO_LONG;
  if (charCount(values.brand.trim()) > BRAND_MAX_CHARS) errors.brand = BRAND_TOO_LONG;
  const options = parseOptions(values.options) ?? [];
  if (options.length > OPTIONS_MAX_LINES || options.some((o) => charCount(o) > OPTION_MAX_CHARS)) errors.availableOptions = OPTIONS_TOO_LONG;
  for (const f of COMPRESSOR_FIELDS) {
    const id = fieldPath(f);
    const raw = (values.blocks[id] ?? "").trim();
    if (!raw) continue;
    if (f.text) {
      if (charCount(raw) > TEXT_MAX_CHARS) errors[id] = TEXT_TOO_LONG;
      else blocks[f.block][f.key] = raw;
      continue;
    }
    const reading = readCompressorField(
      id,
      raw,
      (typed) => fieldStored(f, typed, system),
      (limit) => limitMessage(f, limit, system),
    );
    if (reading.ok) blocks[f.block][f.key] = reading.value;
    else errors[id] = reading.message;
  }
  return { blocks, errors };
}

export function CompressorFormDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = React.useState<Values>(EMPTY);
  const [errors, setErrors] = React.useState<Errors>({});
  const [tab, setTab] = React.useState("basico");
  const create = useCreateCompressor();
  const { data: catalogue = [] } = useCompressors();
  const twin = duplicateOf(catalogue, values.model, values.brand);
  const system = useUnitSystem();

  useWhenChanged(open, (isOpen) => {
    if (isOpen) {
      setValues(EMPTY);
      setErrors({});
      setTab("basico");
    }
  });

  const clearError = (id: string) =>
    setErrors((current) => {
      if (!(id in current)) return current;
      const next = { ...current };
      delete next[id];
      return next;
    });
  const set = (key: keyof Omit<Values, "blocks">, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearError(key === "options" ? "availableOptions" : key);
  };
  const setBlock = (id: string, value: string) => {
    setValues((v) => ({ ...v, blocks: { ...v.blocks, [id]: value } }));
    clearError(id);
  };
  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) setTab(tabOf(first));
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { blocks, errors: found } = readForm(values, system);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      if (found.model === "Modelo requerido") {
        toast({ title: "Modelo requerido", description: "Por favor ingrese un modelo", variant: "destructive" });
      }
      return;
    }
    try {
      const saved = await create.mutateAsync({
        model: values.model.trim(),
        brand: values.brand.trim() || null,
        type: values.type,
        refrigerant: values.refrigerant,
        voltage: values.voltage,
        ...blocks,
        availableOptions: parseOptions(values.options),
      });
      const warning = saved.warnings?.[0]?.message;
      toast({ title: "Compresor agregado", description: warning ? `${values.model.trim()} · Aviso: ${warning}` : values.model.trim() });
      onOpenChange(false);
    } catch (e) {
      const body = e instanceof ApiError ? e.body : null;
      if (body?.field && body.message) {
        showErrors({ [body.field]: body.message });
        return;
      }
      const message = e instanceof ApiError ? e.serverMessage : undefined;
      toast({ title: "Error", description: message ?? "No se pudo agregar el compresor", variant: "destructive" });
    }
  };

  const field = (f: CompressorField) => {
    const id = fieldPath(f);
    const controlId = `cf-${id}`;
    const error = errors[id];
    const common = {
      id: controlId,
      "aria-invalid": Boolean(error) || undefined,
      "aria-describedby": error ? `${controlId}-error` : undefined,
    };
    return (
      <FormField key={id} id={controlId} label={fieldLabel(f, system)} error={error}>
        {f.text ? (
          <Input {...common} value={values.blocks[id] ?? ""} onChange={(e) => setBlock(id, e.target.value)} />
        ) : (
          <NumberInput
            {...common}
            value={values.blocks[id] ?? ""}
            onChange={(text: string) => setBlock(id, text)}
            unit={fieldUnit(f, system)}
            integer={COMPRESSOR_LIMITS[id]?.integer || Boolean(COMPRESSOR_LIMITS[id]?.oneOf)}
          />
        )}
      </FormField>
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Nuevo Modelo de Compresor</DialogTitle>
          <DialogDescription>Los campos marcados con * son requeridos.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="compressor-form">
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="flex-wrap">
              <TabsTrigger value="basico">Básico</TabsTrigger>
              <TabsTrigger value="tecnico">Técnico</TabsTrigger>
              <TabsTrigger value="motor">Motor</TabsTrigger>
              <TabsTrigger value="aceite">Aceite/Sonido</TabsTrigger>
              <TabsTrigger value="dimensiones">Dimensiones</TabsTrigger>
            </TabsList>
            <TabsContent value="basico" className="grid grid-cols-2 gap-4">
              <div className="grid gap-1.5">
                <FormField id="cf-model" label="Modelo *" error={errors.model}>
                  <Input
                    id="cf-model"
                    value={values.model}
                    onChange={(e) => set("model", e.target.value)}
                    aria-invalid={Boolean(errors.model) || undefined}
                    aria-describedby={[errors.model && "cf-model-error", twin && "cf-model-duplicate"].filter(Boolean).join(" ") || undefined}
                  />
                </FormField>
                {twin && (
                  <p id="cf-model-duplicate" className="text-sm text-amber-700 dark:text-amber-400" role="status" data-testid="duplicate-warning">
                    {twin}. Puede guardarlo de todos modos.
                  </p>
                )}
              </div>
              <FormField id="cf-brand" label="Marca" error={errors.brand}>
                <Input
                  id="cf-brand"
                  value={values.brand}
                  onChange={(e) => set("brand", e.target.value)}
                  aria-invalid={Boolean(errors.brand) || undefined}
                />
              </FormField>
              <FormField id="cf-type" label="Tipo *">
                <Select value={values.type} onValueChange={(v) => set("type", v)}>
                  <SelectTrigger id="cf-type">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {COMPRESSOR_TYPES.map((t) => (
                      <SelectItem key={t.value} value={t.value}>
                        {t.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
              <FormField id="cf-refrigerant" label="Refrigerante *">
                <Select value={values.refrigerant} onValueChange={(v) => set("refrigerant", v)}>
                  <SelectTrigger id="cf-refrigerant">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {FORM_REFRIGERANTS.map((r) => (
                      <SelectItem key={r} value={r}>
                        {r}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
              <FormField id="cf-voltage" label="Voltaje *">
                <Select value={values.voltage} onValueChange={(v) => set("voltage", v)}>
                  <SelectTrigger id="cf-voltage">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {FORM_VOLTAGES.map((v) => (
                      <SelectItem key={v} value={v}>
                        {v}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
              <div className="col-span-2">
                <FormField id="cf-options" label="Opciones disponibles (una por línea)" error={errors.availableOptions}>
                  <Textarea id="cf-options" value={values.options} onChange={(e) => set("options", e.target.value)} rows={3} />
                </FormField>
              </div>
            </TabsContent>
            {Object.entries(FIELD_TABS).map(([tab, fields]) => (
              <TabsContent key={tab} value={tab} className="grid grid-cols-2 gap-4">
                {fields.map(field)}
              </TabsContent>
            ))}
          </Tabs>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Guardando..." : "Guardar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
