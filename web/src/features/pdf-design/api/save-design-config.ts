import { useMutation, useQueryClient } from "@tanstack/react-query";
import { designConfigQueryKey, type DesignConfig, type DesignConfigInput } from "./get-design-config";
import { apiJson } from "@/lib/api-client";

export const saveDesignConfig = (input: DesignConfigInput) => apiJson<DesignConfig>("POST", "/api/design-config", input);

export function useSaveDesignConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDesignConfig,
    onSuccess: (saved) => queryClient.setQueryData(designConfigQueryKey, saved),
  });
}
