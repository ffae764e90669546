import { useMutation } from "@tanstack/react-query";
import { apiUpload } from "@/lib/api-client";

/** Stores a logo or equipment image (checked by content, 10 MB at most); nothing changes until the design is saved. */
export const uploadDesignFile = (file: File) => apiUpload<{ url: string }>("/api/design-config/upload", file);

export function useUploadDesignFile() {
  return useMutation({ mutationFn: uploadDesignFile });
}
