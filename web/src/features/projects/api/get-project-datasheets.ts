import { queryOptions, useQuery } from "@tanstack/react-query";
import { projectsQueryKey } from "./get-projects";

/** One issued data sheet (GET /api/projects/{id}/datasheets). */
export interface IssuedDatasheet {
  id: string;
  projectVersion: number;
  issuedAt: string;
  sha256: string;
  fileName: string;
  renderer: string;
  /** The short code the sheet's footer prints ('0B5C-3E7E'). */
  verificationCode: string;
}

export const projectDatasheetsQueryKey = (id: string) => [...projectsQueryKey, id, "datasheets"] as const;

export const projectDatasheetsQueryOptions = (id: string) =>
  queryOptions<IssuedDatasheet[]>({ queryKey: projectDatasheetsQueryKey(id) });

export function useProjectDatasheets(id: string) {
  return useQuery(projectDatasheetsQueryOptions(id));
}

/** Where the original bytes of an issued sheet are served. */
export const datasheetPdfUrl = (datasheetId: string) => `/api/datasheets/${encodeURIComponent(datasheetId)}/pdf`;
