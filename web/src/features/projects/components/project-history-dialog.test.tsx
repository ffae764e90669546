import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { projectHistoryQueryKey, type ProjectHistoryRow } from "../api/get-project-history";
import type { ProjectListRow } from "../api/get-projects";
import { ProjectHistoryDialog } from "./project-history-dialog";
import { createQueryClient } from "@/lib/query-client";

const row = (version: number, eventType: string, shownVersion: number | null, summary: string): ProjectHistoryRow => ({
  version,
  eventType,
  shownVersion,
  summary,
  recordedAt: "2026-11-27T10:00:00Z",
  actor: "Ana Ruiz",
  clientAddress: null,
});

const project: ProjectListRow = {
  id: "p1",
  name: "Rack Norte",
  equipmentType: "rack",
  refrigerant: "R404A",
  compressorCount: 2,
  isPro: false,
  createdAt: null,
  updatedAt: null,
  version: 5,
  summary: null,
};

describe("the history timeline", () => {
  it("numbers the saves only: a sheet issued between them is an event, not a version (issue 24)", () => {
    const client = createQueryClient();
    client.setQueryData(projectHistoryQueryKey("p1"), [
      row(1, "ProjectCreated", 1, "Proyecto creado"),
      row(2, "DatasheetGenerated", null, "Ficha técnica generada"),
      row(3, "ProjectChanged", 2, "Cambio"),
      row(4, "DatasheetGenerated", null, "Ficha técnica generada"),
      row(5, "ProjectChanged", 3, "Cambio"),
    ]);
    render(
      <QueryClientProvider client={client}>
        <ProjectHistoryDialog project={project} onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    const rows = within(screen.getByTestId("history-timeline")).getAllByTestId("history-row");
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining("Versión 1"),
      expect.stringContaining("Ficha técnica"),
      expect.stringContaining("Versión 2"),
      expect.stringContaining("Ficha técnica"),
      expect.stringContaining("Versión 3"),
    ]);
    expect(rows.map((r) => r.textContent).join(" ")).not.toMatch(/Versión [45]/);
    // A sheet has no version of its own to view.
    expect(screen.getAllByRole("button", { name: /^Ver versión/ }).map((b) => b.getAttribute("aria-label"))).toEqual(["Ver versión 1", "Ver versión 2", "Ver versión 3"]);
  });
});
