import { useMutation } from "@tanstack/react-query";
import { uploadImage } from "./upload-image";

/** The chiller's equipment photo goes through the one image upload (POST /api/objects/upload). */
export const uploadChillerPhoto = uploadImage;

export function useUploadChillerPhoto() {
  return useMutation({ mutationFn: uploadChillerPhoto });
}
