// 'Calcular Capacidades': one call per equipment type (app-and-projects.md section 7).
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import type { ProjectForm } from "../types/project";
import type { CalculationResults, ChillerResult, CompressorResult, SimpleResult, SystemResult } from "../types/results";
import { chillerRequest, condensingUnitRequest, rackRequest, singleRequests } from "../utils/form-calculation-bodies";

export async function calculateSimple(form: ProjectForm): Promise<SimpleResult> {
  const compressors = await Promise.all(
    singleRequests(form).map((body) => apiJson<CompressorResult>("POST", "/api/calculate", body)),
  );
  const sum = (key: "coolingCapacity" | "powerInput" | "current") => compressors.reduce((total, c) => total + c[key], 0);
  // Every answer checks the same rules for the compressor alone (no charge, no multipack): the first stands for all.
  const regulatoryCompliance = compressors[0]?.regulatoryCompliance;
  return { compressors, totals: { coolingCapacity: sum("coolingCapacity"), powerInput: sum("powerInput"), current: sum("current") }, regulatoryCompliance };
}

export function calculateProject(form: ProjectForm): Promise<CalculationResults> {
  switch (form.equipmentType) {
    case "rack":
      return apiJson<SystemResult>("POST", "/api/racks/calculate", rackRequest(form));
    case "condensadora":
      return apiJson<SystemResult>("POST", "/api/racks/calculate", condensingUnitRequest(form));
    case "chiller":
      return apiJson<ChillerResult>("POST", "/api/chillers/calculate", chillerRequest(form));
    default:
      return calculateSimple(form);
  }
}

export function useCalculateProject() {
  return useMutation({ mutationFn: calculateProject });
}
