import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiTokensQueryKey } from "./get-api-tokens";
import { apiRequest } from "@/lib/api-client";

export const revokeApiToken = (id: string) => apiRequest("DELETE", `/api/auth/tokens/${encodeURIComponent(id)}`);

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
