import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiTokensQueryKey, type ApiToken } from "./get-api-tokens";
import { apiJson } from "@/lib/api-client";

/** The answer of POST /api/auth/tokens: `token` is shown this once. */
export interface NewApiToken extends ApiToken {
  token: string;
}

export const createApiToken = (name: string) => apiJson<NewApiToken>("POST", "/api/auth/tokens", { name });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
