// Design-image rules (app-and-projects.md section 5): at most 3 in total,
// 10 MB each, image files only.

export const MAX_DESIGN_IMAGES = 3;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export interface ImageProblem {
  title: string;
  description: string;
}

/** The files to upload, or the first rule they break. */
export function checkDesignImages(files: Pick<File, "name" | "size" | "type">[], existing: number): ImageProblem | null {
  if (existing + files.length > MAX_DESIGN_IMAGES) {
    return { title: "Límite de imágenes", description: "Solo se permiten máximo 3 imágenes" };
  }
  for (const file of files) {
    if (!file.type.startsWith("image/")) return { title: "Archivo no válido", description: `El archivo ${file.name} no es una imagen` };
    if (file.size > MAX_IMAGE_BYTES) return { title: "Archivo demasiado grande", description: `El archivo ${file.name} excede el límite de 10MB` };
  }
  return null;
}
