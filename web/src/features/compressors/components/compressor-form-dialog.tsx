import * as React from "react";
import { useCreateCompressor } from "../api/create-compressor";
import type { Block } from "../api/get-compressors";
import { COMPRESSOR_TYPES, FORM_REFRIGERANTS, FORM_VOLTAGES, parseOptions } from "../utils/compressor-utils";
import { FormField } from "@/components/common/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input, Textarea } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/hooks/use-toast";
import { useWhenChanged } from "@/hooks/use-when-changed";
import { ApiError } from "@/lib/api-client";
import { parseNumber } from "@/lib/format";

/** A numeric or text field of one data block. */
interface FieldSpec {
  block: "technicalData" | "motorData" | "oilData" | "soundData" | "dimensions";
  key: string;
  label: string;
  text?: boolean;
}

const TAB_FIELDS: Record<string, FieldSpec[]> = {
  tecnico: [
    { block: "technicalData", key: "displacement", label: "Desplazamiento (m³/h)" },
    { block: "technicalData", key: "cylinders", label: "Cilindros" },
    { block: "technicalData", key: "weight", label: "Peso (kg)" },
    { block: "technicalData", key: "maxPressureHP", label: "Presión máx. AP (bar)" },
    { block: "technicalData", key: "maxPressureLP", label: "Presión máx. BP (bar)" },
    { block: "technicalData", key: "suctionConnection", label: "Conexión de succión", text: true },
    { block: "technicalData", key: "dischargeConnection", label: "Conexión de descarga", text: true },
  ],
  motor: [
    { block: "motorData", key: "phases", label: "Fases" },
    { block: "motorData", key: "frequency", label: "Frecuencia (Hz)" },
    { block: "motorData", key: "ratedCurrent", label: "Corriente nominal (A)" },
    { block: "motorData", key: "startingCurrent", label: "Corriente de arranque (A)" },
    { block: "motorData", key: "power", label: "Potencia (kW)" },
    { block: "motorData", key: "efficiency", label: "Eficiencia (%)" },
    { block: "motorData", key: "protectionType", label: "Tipo de protección", text: true },
  ],
  aceite: [
    { block: "oilData", key: "type", label: "Tipo de aceite", text: true },
    { block: "oilData", key: "charge", label: "Carga de aceite (L)" },
    { block: "oilData", key: "service", label: "Servicio", text: true },
    { block: "soundData", key: "soundPowerLevel", label: "Potencia sonora (dB)" },
    { block: "soundData", key: "soundPressureLevel", label: "Presión sonora (dB)" },
  ],
  dimensiones: [
    { block: "dimensions", key: "length", label: "Largo (mm)" },
    { block: "dimensions", key: "width", label: "Ancho (mm)" },
    { block: "dimensions", key: "height", label: "Alto (mm)" },
    { block: "dimensions", key: "connectionHeight", label: "Altura de conexión (mm)" },
  ],
};

const ALL_FIELDS = Object.values(TAB_FIELDS).flat();
const fieldId = (f: FieldSpec) => `${f.block}.${f.key}`;

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

function blocksOf(values: Values) {
  const out: Record<FieldSpec["block"], Block> = { technicalData: {}, motorData: {}, oilData: {}, soundData: {}, dimensions: {} };
  for (const f of ALL_FIELDS) {
    const raw = (values.blocks[fieldId(f)] ?? "").trim();
    if (!raw) continue;
    const parsed = f.text ? raw : parseNumber(raw);
    if (f.text || !Number.isNaN(parsed)) out[f.block][f.key] = parsed;
  }
  return out;
}

export function CompressorFormDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = React.useState<Values>(EMPTY);
  const [modelError, setModelError] = React.useState<string>();
  const create = useCreateCompressor();

  useWhenChanged(open, (isOpen) => {
    if (isOpen) {
      setValues(EMPTY);
      setModelError(undefined);
    }
  });

  const set = (key: keyof Omit<Values, "blocks">, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const setBlock = (id: string, value: string) => setValues((v) => ({ ...v, blocks: { ...v.blocks, [id]: value } }));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!values.model.trim()) {
      setModelError("Modelo requerido");
      toast({ title: "Modelo requerido", description: "Por favor ingrese un modelo", variant: "destructive" });
      return;
    }
    try {
      await create.mutateAsync({
        model: values.model.trim(),
        brand: values.brand.trim() || null,
        type: values.type,
        refrigerant: values.refrigerant,
        voltage: values.voltage,
        ...blocksOf(values),
        availableOptions: parseOptions(values.options),
      });
      toast({ title: "Compresor agregado", description: values.model.trim() });
      onOpenChange(false);
    } catch (e) {
      const message = e instanceof ApiError ? e.serverMessage : undefined;
      toast({ title: "Error", description: message ?? "No se pudo agregar el compresor", variant: "destructive" });
    }
  };

  const field = (f: FieldSpec) => (
    <FormField key={fieldId(f)} id={`cf-${fieldId(f)}`} label={f.label}>
      <Input
        id={`cf-${fieldId(f)}`}
        type={f.text ? "text" : "number"}
        step="any"
        value={values.blocks[fieldId(f)] ?? ""}
        onChange={(e) => setBlock(fieldId(f), e.target.value)}
      />
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Nuevo Modelo de Compresor</DialogTitle>
          <DialogDescription>Los campos marcados con * son requeridos.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="compressor-form">
          <Tabs defaultValue="basico">
            <TabsList className="flex-wrap">
              <TabsTrigger value="basico">Básico</TabsTrigger>
              <TabsTrigger value="tecnico">Técnico</TabsTrigger>
              <TabsTrigger value="motor">Motor</TabsTrigger>
              <TabsTrigger value="aceite">Aceite/Sonido</TabsTrigger>
              <TabsTrigger value="dimensiones">Dimensiones</TabsTrigger>
            </TabsList>
            <TabsContent value="basico" className="grid grid-cols-2 gap-4">
              <FormField id="cf-model" label="Modelo *" error={modelError}>
                <Input
                  id="cf-model"
                  value={values.model}
                  onChange={(e) => {
                    set("model", e.target.value);
                    setModelError(undefined);
                  }}
                  aria-invalid={Boolean(modelError)}
                />
              </FormField>
              <FormField id="cf-brand" label="Marca">
                <Input id="cf-brand" value={values.brand} onChange={(e) => set("brand", e.target.value)} />
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
                <FormField id="cf-options" label="Opciones disponibles (una por línea)">
                  <Textarea id="cf-options" value={values.options} onChange={(e) => set("options", e.target.value)} rows={3} />
                </FormField>
              </div>
            </TabsContent>
            {Object.entries(TAB_FIELDS).map(([tab, fields]) => (
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
