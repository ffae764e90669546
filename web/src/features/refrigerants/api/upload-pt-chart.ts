import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refrigerantsLibraryQueryKey, type LibraryRefrigerant } from "./get-refrigerants-library";
import { apiUpload } from "@/lib/api-client";

export const uploadPtChart = ({ id, file }: { id: string; file: File }) =>
  apiUpload<LibraryRefrigerant>(`/api/refrigerants-library/${encodeURIComponent(id)}/upload-pdf`, file);

export function useUploadPtChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPtChart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refrigerantsLibraryQueryKey }),
  });
}
