import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PolynomialInput } from "./extract-polynomials";
import { compressorsQueryKey, type Compressor, type SourceFile } from "./get-compressors";
import { polynomialsQueryKey } from "./get-polynomials";
import { apiJson } from "@/lib/api-client";

export const confirmPolynomials = ({
  compressorId,
  source,
  polynomials,
  model = null,
}: {
  compressorId: string;
  source: SourceFile | null;
  polynomials: PolynomialInput[];
  /** The file's model whose sets these are, when the file names models. */
  model?: string | null;
}) =>
  apiJson<Compressor>("POST", `/api/compressors/${encodeURIComponent(compressorId)}/polynomials/import`, {
    source,
    polynomials,
    ...(model !== null && { model }),
  });

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
