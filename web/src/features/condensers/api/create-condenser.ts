import { useMutation, useQueryClient } from "@tanstack/react-query";
import { condensersQueryKey, type Condenser, type CondenserInput } from "./get-condensers";
import { apiJson } from "@/lib/api-client";

export const createCondenser = (input: CondenserInput) => apiJson<Condenser>("POST", "/api/condensers", input);

export function useCreateCondenser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCondenser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: condensersQueryKey }),
  });
}
