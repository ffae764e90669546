import * as React from "react";
import { useGenerateRefrigerant } from "../api/generate-refrigerant";
import { FormField } from "@/components/common/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { useWhenChanged } from "@/hooks/use-when-changed";
import { ApiError } from "@/lib/api-client";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function GenerateRefrigerantDialog({ open, onOpenChange }: Props) {
  const [code, setCode] = React.useState("");
  const [error, setError] = React.useState<string>();
  const generate = useGenerateRefrigerant();

  useWhenChanged(open, (isOpen) => {
    if (isOpen) {
      setCode("");
      setError(undefined);
    }
  });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) {
      setError("Código requerido");
      return;
    }
    try {
      const sheet = await generate.mutateAsync(trimmed);
      toast({ title: "Refrigerante generado", description: `${sheet.code} · ${sheet.name}` });
      onOpenChange(false);
    } catch (e) {
      const message = e instanceof ApiError ? e.serverMessage : undefined;
      setError(message);
      toast({
        title: "Error al generar refrigerante",
        description: message ?? "No se pudo generar el refrigerante. Intente nuevamente.",
        variant: "destructive",
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Generar ficha de refrigerante</DialogTitle>
          <DialogDescription>
            La ficha se calcula con la base de datos de referencia (CoolProp): presiones, densidades y entalpías por
            temperatura, clase de seguridad, GWP y normativas.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="refrigerant-code" label="Código del refrigerante" error={error}>
            <Input
              id="refrigerant-code"
              placeholder="Ej. R448A"
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setError(undefined);
              }}
              autoFocus
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={generate.isPending}>
              {generate.isPending ? "Generando..." : "Generar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
