import { queryOptions, useQuery } from "@tanstack/react-query";

/** One personal API token, without its secret. */
export interface ApiToken {
  id: string;
  name: string;
  createdAt: string;
}

export const apiTokensQueryKey = ["/api/auth/tokens"] as const;

export const apiTokensQueryOptions = () => queryOptions<ApiToken[]>({ queryKey: apiTokensQueryKey });

/** GET /api/auth/tokens: the signed-in person's live tokens. */
export function useApiTokens(enabled: boolean) {
  return useQuery({ ...apiTokensQueryOptions(), enabled });
}
