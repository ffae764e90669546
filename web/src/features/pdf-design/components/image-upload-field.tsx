import { ImageOff, Upload } from "lucide-react";
import * as React from "react";
import { useUploadDesignFile } from "../api/upload-design-file";
import { imagePreviewUrl } from "../utils/design-form";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api-client";

interface Props {
  id: string;
  label: string;
  url: string;
  onChange: (url: string) => void;
}

/** Uploads one image (PNG, JPEG or SVG) and shows it; the design keeps its url once saved. */
export function ImageUploadField({ id, label, url, onChange }: Props) {
  const upload = useUploadDesignFile();
  const input = React.useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const answer = await upload.mutateAsync(file);
      onChange(answer.url);
      toast({ title: "Archivo subido", description: file.name });
    } catch (e) {
      const reason = e instanceof ApiError ? e.serverMessage : undefined;
      toast({ title: "Error", description: reason ? `No se pudo subir el archivo: ${reason}` : "No se pudo subir el archivo", variant: "destructive" });
    } finally {
      if (input.current) input.current.value = "";
    }
  };

  return (
    <div className="space-y-2 rounded-lg border p-4" data-testid={`${id}-field`}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex h-[150px] items-center justify-center overflow-hidden rounded-md border bg-muted/40">
        {url ? (
          <img src={imagePreviewUrl(url)} alt={label} className="max-h-full max-w-full object-contain" data-testid={`${id}-preview`} />
        ) : (
          <span className="flex flex-col items-center gap-1 text-sm text-muted-foreground">
            <ImageOff className="size-6" /> Sin imagen
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/svg+xml"
          className="sr-only"
          disabled={upload.isPending}
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
          aria-label={`${upload.isPending ? "Subiendo" : "Subir imagen"}: ${label}`}
        >
          <Upload /> {upload.isPending ? "Subiendo..." : "Subir imagen"}
        </Button>
        {url && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange("")} aria-label={`Quitar ${label}`}>
            Quitar
          </Button>
        )}
      </div>
    </div>
  );
}
