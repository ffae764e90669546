import { useMutation, useQueryClient } from "@tanstack/react-query";
import { compressorsQueryKey, type Polynomial } from "./get-compressors";
import { polynomialsQueryKey } from "./get-polynomials";
import type { PolynomialInput } from "./extract-polynomials";
import { apiJson } from "@/lib/api-client";

export const updatePolynomial = ({ id, input }: { id: string; input: PolynomialInput }) =>
  apiJson<Polynomial>("PATCH", `/api/polynomials/${encodeURIComponent(id)}`, input);

export function useUpdatePolynomial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePolynomial,
    onSuccess: (polynomial) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: polynomialsQueryKey(polynomial.compressorId) }),
        queryClient.invalidateQueries({ queryKey: compressorsQueryKey, exact: true }),
      ]),
  });
}
