import * as React from "react";
import { useCreateCompressor } from "../api/create-compressor";
import { useExtractDatasheet, type DatasheetExtraction } from "../api/extract-datasheet";
import { fieldAt, formatFieldValue, type BlockName } from "../utils/compressor-fields";
import { COMPRESSOR_TYPES } from "../utils/compressor-utils";
import { FormField } from "@/components/common/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FileInput } from "@/components/ui/file-input";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api-client";

const ACCEPTED = ["image/jpeg", "image/png", "image/jpg", "application/pdf"];
const REQUIRED = ["model", "type", "refrigerant", "voltage"] as const;
const LABELS: Record<(typeof REQUIRED)[number] | "brand", string> = { model: "Modelo", brand: "Marca", type: "Tipo", refrigerant: "Refrigerante", voltage: "Voltaje" };

const BLOCKS: [string, BlockName][] = [
  ["Técnico", "technicalData"],
  ["Motor", "motorData"],
  ["Aceite", "oilData"],
  ["Sonido", "soundData"],
  ["Dimensiones", "dimensions"],
];

/** One line per block found: 'Técnico: Peso 88 kg, Cilindros 4', figures in the number locale with their units. */
function summary(data: DatasheetExtraction): string[] {
  const lines: string[] = [];
  for (const [label, block] of BLOCKS) {
    const entries = Object.entries(data[block] ?? {}).filter(([, v]) => v !== null && v !== undefined && v !== "");
    if (!entries.length) continue;
    const figures = entries.map(([key, value]) => {
      const field = fieldAt(`${block}.${key}`);
      return `${field?.name ?? key} ${formatFieldValue(field, value)}`;
    });
    lines.push(`${label}: ${figures.join(", ")}`);
  }
  return lines;
}

/** What a source line is the origin of: the field's Spanish name ('Desplazamiento'), or the path when unknown. */
const sourceName = (path: string) => (path in LABELS ? LABELS[path as keyof typeof LABELS] : (fieldAt(path)?.name ?? path));

export function ImportDatasheetDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [file, setFile] = React.useState<File | null>(null);
  const [data, setData] = React.useState<DatasheetExtraction | null>(null);
  const extract = useExtractDatasheet();
  const create = useCreateCompressor();

  const reset = () => {
    setFile(null);
    setData(null);
  };
  const close = () => {
    reset();
    onOpenChange(false);
  };

  const onExtract = async () => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      toast({ title: "Tipo de archivo no soportado", description: "Por favor sube una ficha técnica en PDF o imagen (JPG, PNG)", variant: "destructive" });
      return;
    }
    try {
      setData(await extract.mutateAsync(file));
      toast({ title: "Datos extraídos correctamente", description: "Revisa la información y confirma para guardar" });
    } catch (e) {
      const body = e instanceof ApiError ? e.body : null;
      const title = body?.code === "import.incomplete" ? "Datos incompletos" : "Error al procesar archivo";
      toast({ title, description: body?.error ?? "Error procesando archivo", variant: "destructive" });
    }
  };

  const set = (key: (typeof REQUIRED)[number], value: string) => setData((d) => (d ? { ...d, [key]: value } : d));

  const onConfirm = async () => {
    if (!data) return;
    if (REQUIRED.some((k) => !(data[k] ?? "").toString().trim())) {
      toast({ title: "Datos incompletos", description: "Modelo, tipo, refrigerante y voltaje son requeridos", variant: "destructive" });
      return;
    }
    try {
      const { method: _method, sources: _sources, ...rest } = data;
      void _method;
      void _sources;
      await create.mutateAsync({
        ...rest,
        model: data.model!.trim(),
        type: data.type!.trim(),
        refrigerant: data.refrigerant!.trim(),
        voltage: data.voltage!.trim(),
        technicalData: data.technicalData ?? undefined,
        motorData: data.motorData ?? undefined,
        oilData: data.oilData ?? undefined,
        soundData: data.soundData ?? undefined,
        dimensions: data.dimensions ?? undefined,
        availableOptions: Array.isArray(data.availableOptions) ? data.availableOptions : null,
      });
      toast({ title: "Compresor importado", description: data.model ?? "" });
      close();
    } catch (e) {
      const message = e instanceof ApiError ? e.serverMessage : undefined;
      toast({ title: "Error al importar", description: message ?? "No se pudo importar el compresor", variant: "destructive" });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Importar Ficha Técnica de Compresor</DialogTitle>
          <DialogDescription>
            PDF o imagen (JPG, PNG) de la ficha del fabricante. Se leen modelo, tipo, refrigerante, voltaje y los datos técnicos, de
            motor, aceite, sonido y dimensiones que indique, en español o inglés.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <label htmlFor="datasheet-file" className="text-sm font-medium">
              Ficha técnica
            </label>
            <FileInput
              id="datasheet-file"
              accept=".pdf,.jpg,.jpeg,.png"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setData(null);
              }}
            />
          </div>
          <Button onClick={onExtract} disabled={!file || extract.isPending}>
            {extract.isPending ? "Procesando archivo..." : "Extraer datos"}
          </Button>
        </div>
        {data && (
          <div className="grid gap-3" data-testid="datasheet-review">
            <div className="grid grid-cols-2 gap-3">
              {REQUIRED.map((key) => (
                <FormField key={key} id={`ds-${key}`} label={LABELS[key]}>
                  <Input id={`ds-${key}`} value={(data[key] ?? "").toString()} onChange={(e) => set(key, e.target.value)} />
                  {data.sources?.[key] && (
                    <p className="text-xs text-muted-foreground" data-testid={`source-${key}`}>
                      Leído de: «{data.sources[key]}»
                    </p>
                  )}
                </FormField>
              ))}
            </div>
            <p className="text-xs text-muted-foreground">Tipos: {COMPRESSOR_TYPES.map((t) => t.value).join(", ")}</p>
            <ul className="list-disc pl-5 text-sm" data-testid="datasheet-figures">
              {summary(data).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {data.sources && Object.keys(data.sources).length > 0 && (
              <details className="text-xs text-muted-foreground">
                <summary className="cursor-pointer">Origen de cada dato</summary>
                <ul className="mt-1 grid gap-0.5" data-testid="datasheet-sources">
                  {Object.entries(data.sources).map(([field, line]) => (
                    <li key={field}>
                      {sourceName(field)}: «{line}»
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancelar
          </Button>
          <Button onClick={onConfirm} disabled={!data || create.isPending}>
            {create.isPending ? "Guardando..." : "Confirmar e importar"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
