import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import type { EquipmentType } from "../types/project";

/** Refrigerant codes an equipment type offers (GET /api/refrigerants?equipmentType=). */
export const refrigerantCodesQueryOptions = (equipmentType: EquipmentType) =>
  queryOptions<string[]>({
    queryKey: ["/api/refrigerants", { equipmentType }],
    queryFn: () => apiJson("GET", `/api/refrigerants?equipmentType=${encodeURIComponent(equipmentType)}`),
  });

export function useRefrigerantCodes(equipmentType: EquipmentType) {
  return useQuery(refrigerantCodesQueryOptions(equipmentType));
}
