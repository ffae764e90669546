import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refrigerantsLibraryQueryKey, type LibraryRefrigerant } from "./get-refrigerants-library";
import { apiJson } from "@/lib/api-client";

/** The sheet comes from the reference dataset (CoolProp), never from a language model. */
export const generateRefrigerant = (code: string) =>
  apiJson<LibraryRefrigerant>("POST", `/api/refrigerants-library/generate/${encodeURIComponent(code.trim().toUpperCase())}`);

export function useGenerateRefrigerant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateRefrigerant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refrigerantsLibraryQueryKey }),
  });
}
