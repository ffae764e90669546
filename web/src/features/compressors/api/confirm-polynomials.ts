import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PolynomialInput } from "./extract-polynomials";
import { compressorsQueryKey, type Compressor, type SourceFile } from "./get-compressors";
import { polynomialsQueryKey } from "./get-polynomials";
import { apiJson } from "@/lib/api-client";

export const confirmPolynomials = ({
  compressorId,
  source,
  polynomials,
}: {
  compressorId: string;
  source: SourceFile | null;
  polynomials: PolynomialInput[];
}) => apiJson<Compressor>("POST", `/api/compressors/${encodeURIComponent(compressorId)}/polynomials/import`, { source, polynomials });

export function useConfirmPolynomials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPolynomials,
    onSuccess: (compressor) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: compressorsQueryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: polynomialsQueryKey(compressor.id) }),
      ]),
  });
}
