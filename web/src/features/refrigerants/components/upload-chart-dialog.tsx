import * as React from "react";
import type { LibraryRefrigerant } from "../api/get-refrigerants-library";
import { useUploadPtChart } from "../api/upload-pt-chart";
import { chartMismatch } from "../utils/refrigerant-format";
import { FormField } from "@/components/common/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FileInput } from "@/components/ui/file-input";
import { toast } from "@/hooks/use-toast";
import { useWhenChanged } from "@/hooks/use-when-changed";
import { ApiError } from "@/lib/api-client";
import { formatQuantity } from "@/lib/format";

const ACCEPTED = ["application/pdf", "image/jpeg", "image/jpg", "image/png"];

interface Props {
  refrigerant: LibraryRefrigerant | null;
  onOpenChange: (open: boolean) => void;
}

export function UploadChartDialog({ refrigerant, onOpenChange }: Props) {
  const [file, setFile] = React.useState<File | null>(null);
  const [error, setError] = React.useState<string>();
  const upload = useUploadPtChart();

  useWhenChanged(refrigerant, () => {
    setFile(null);
    setError(undefined);
  });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!refrigerant) return;
    if (!file) {
      setError("Archivo requerido");
      return;
    }
    if (!ACCEPTED.includes(file.type)) {
      setError("Tipo de archivo no soportado");
      toast({ title: "Tipo de archivo no soportado", description: "Sube un PDF o una imagen (JPG, PNG)", variant: "destructive" });
      return;
    }
    try {
      const updated = await upload.mutateAsync({ id: refrigerant.id, file });
      const chart = updated.uploadedCharts[0];
      const mismatch = chart ? chartMismatch(chart, refrigerant.code) : null;
      if (mismatch) {
        // Recorded (the comparison is kept), but never shown as a success.
        toast({ title: "PDF procesado: la tabla no coincide", description: mismatch, variant: "destructive" });
      } else {
        const deviation = chart?.maxDeviation !== null && chart?.maxDeviation !== undefined ? ` · desviación máxima ${formatQuantity(chart.maxDeviation, "percent")} %` : "";
        toast({ title: "PDF procesado exitosamente", description: `Tabla P-T actualizada (${chart?.rows.length ?? 0} filas${deviation})` });
      }
      onOpenChange(false);
    } catch (e) {
      const message = e instanceof ApiError ? (e.body?.error ?? e.serverMessage) : undefined;
      setError(message);
      toast({
        title: "Error al procesar PDF",
        description: message ?? "No se pudo procesar el archivo. Intente nuevamente.",
        variant: "destructive",
      });
    }
  };

  return (
    <Dialog open={refrigerant !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Subir tabla P-T de {refrigerant?.code}</DialogTitle>
          <DialogDescription>
            PDF o imagen (JPG, PNG) de la tabla presión-temperatura del fabricante. Se reconocen °C o °F, bar o psi,
            presión manométrica o absoluta y columnas de burbuja y rocío; se compara con la base de referencia.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="chart-file" label="Archivo" error={error}>
            <FileInput
              id="chart-file"
              accept=".pdf,.jpg,.jpeg,.png"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(undefined);
              }}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? "Procesando..." : "Procesar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
