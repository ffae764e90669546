// The equipment photo of step 2: uploaded at once, stored as its url, previewed
// by the spec's path rule.
import { ImageUp, X } from "lucide-react";
import * as React from "react";
import { useUploadChillerPhoto } from "../../api/chiller-upload-photo";
import { photoPreviewUrl } from "../../utils/photo-preview";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export function ChillerPhotoUpload({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const id = React.useId();
  const upload = useUploadChillerPhoto();
  const preview = photoPreviewUrl(value);

  const send = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      toast({ title: "Error", description: "No se pudo subir la imagen: solo se permiten archivos de imagen", variant: "destructive" });
      return;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      toast({ title: "Error", description: `El archivo ${file.name} excede el límite de 10MB`, variant: "destructive" });
      return;
    }
    try {
      const { url } = await upload.mutateAsync(file);
      onChange(url);
      toast({ title: "Imagen cargada", description: "La foto del equipo se ha subido correctamente" });
    } catch {
      toast({ title: "Error", description: "No se pudo subir la imagen", variant: "destructive" });
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Foto del equipo</Label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <label
          htmlFor={id}
          className="flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm hover:bg-accent has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50"
        >
          <ImageUp className="size-4" /> {upload.isPending ? "Subiendo..." : "Seleccionar imagen"}
          <input
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={upload.isPending}
            data-testid="chiller-photo-input"
            onChange={(e) => {
              void send(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </label>
        {preview && (
          <div className="relative w-fit">
            <img src={preview} alt="Foto del equipo" className="h-[150px] max-w-full rounded-md border object-contain" data-testid="chiller-photo-preview" />
            <Button type="button" variant="outline" size="icon" className="absolute right-1 top-1 size-7" aria-label="Quitar foto" onClick={() => onChange("")}>
              <X />
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
