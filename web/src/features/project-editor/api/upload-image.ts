import { useMutation } from "@tanstack/react-query";
import { apiUpload } from "@/lib/api-client";

/** POST /api/objects/upload (multipart `file`): where the stored image is served. */
export interface UploadedObject {
  url: string;
  key: string;
}

export const uploadImage = (file: File) => apiUpload<UploadedObject>("/api/objects/upload", file);

export function useUploadImages() {
  return useMutation({ mutationFn: (files: File[]) => Promise.all(files.map(uploadImage)) });
}
