import { useMutation } from "@tanstack/react-query";
import { apiUpload } from "@/lib/api-client";

/** POST /api/objects/upload (multipart `file`): the stored image's public url and key. */
export function uploadChillerPhoto(file: File) {
  return apiUpload<{ url: string; key: string }>("/api/objects/upload", file);
}

export function useUploadChillerPhoto() {
  return useMutation({ mutationFn: uploadChillerPhoto });
}
