import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, getQueryFn } from "./api-client";
import { ME_PATH } from "./session";

/** Global query policy of the spec: no refetching, never stale, no retries.
 * A 401 anywhere (the session ended or was revoked) asks the server again
 * who is there, which brings back the sign-in screen. */
export function createQueryClient() {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) void client.invalidateQueries({ queryKey: [ME_PATH] });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
