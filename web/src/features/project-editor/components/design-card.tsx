import { Loader2, X } from "lucide-react";
import * as React from "react";
import { useUploadImages } from "../api/upload-image";
import { checkDesignImages, MAX_DESIGN_IMAGES } from "../utils/design-images";
import { photoPreviewUrl } from "../utils/photo-preview";
import { ConfigSection } from "./fields";
import { Button } from "@/components/ui/button";
import { FileInput } from "@/components/ui/file-input";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";

interface Props {
  notes: string;
  images: string[];
  onNotesChange: (notes: string) => void;
  onImagesChange: (images: string[]) => void;
}

/** 'Diseño Preliminar y Accesorios': design notes and up to 3 images for the data sheet. */
export function DesignCard({ notes, images, onNotesChange, onImagesChange }: Props) {
  const upload = useUploadImages();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const full = images.length >= MAX_DESIGN_IMAGES;

  const onFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (inputRef.current) inputRef.current.value = "";
    if (files.length === 0) return;
    const problem = checkDesignImages(files, images.length);
    if (problem) {
      toast({ variant: "destructive", ...problem });
      return;
    }
    try {
      const uploaded = await upload.mutateAsync(files);
      onImagesChange([...images, ...uploaded.map((u) => u.url)]);
      toast({ title: "Imágenes subidas", description: `${uploaded.length} ${uploaded.length === 1 ? "imagen agregada" : "imágenes agregadas"} al diseño` });
    } catch {
      toast({ variant: "destructive", title: "Error", description: "No se pudieron subir las imágenes" });
    }
  };

  const remove = (index: number) => {
    onImagesChange(images.filter((_, i) => i !== index));
    toast({ title: "Imagen eliminada" });
  };

  return (
    <ConfigSection title="Diseño Preliminar y Accesorios" testId="design-card">
      <div className="grid gap-1.5">
        <Label htmlFor="design-notes">Notas de Diseño</Label>
        <Textarea id="design-notes" rows={4} value={notes} onChange={(e) => onNotesChange(e.target.value)} placeholder="Accesorios, disposición, observaciones para la ficha técnica" data-testid="design-notes" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="design-images">Imágenes del Diseño (máximo 3, 10MB cada una)</Label>
        <FileInput
          ref={inputRef}
          id="design-images"
          buttonLabel="Elegir imágenes"
          showFileName={false}
          accept="image/*"
          multiple
          disabled={full || upload.isPending}
          onChange={(e) => void onFiles(e.target.files)}
          data-testid="design-images-input"
        />
        {upload.isPending && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" /> Subiendo imágenes...
          </p>
        )}
      </div>
      {images.length > 0 && (
        <ul className="grid grid-cols-3 gap-3" data-testid="design-images">
          {images.map((url, i) => (
            <li key={`${url}-${i}`} className="relative">
              <img src={photoPreviewUrl(url) ?? url} alt={`Imagen de diseño ${i + 1}`} className="h-[150px] w-full rounded-md border object-cover" />
              <Button
                type="button"
                variant="destructive"
                size="icon"
                className="absolute right-1 top-1 size-7"
                aria-label={`Eliminar imagen ${i + 1}`}
                onClick={() => remove(i)}
              >
                <X />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </ConfigSection>
  );
}
