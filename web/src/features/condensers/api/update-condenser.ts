import { useMutation, useQueryClient } from "@tanstack/react-query";
import { condensersQueryKey, type Condenser, type CondenserInput } from "./get-condensers";
import { apiJson } from "@/lib/api-client";

export const updateCondenser = ({ id, input }: { id: string; input: CondenserInput }) =>
  apiJson<Condenser>("PATCH", `/api/condensers/${encodeURIComponent(id)}`, input);

export function useUpdateCondenser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCondenser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: condensersQueryKey }),
  });
}
