import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { describe, expect, it } from "vitest";
import type { ProjectForm } from "../types/project";
import { emptyProject } from "../utils/project-defaults";
import { formFromProject, projectBody } from "../utils/project-body";
import { EquipmentSection } from "./equipment-section";
import { createQueryClient } from "@/lib/query-client";

let latest: ProjectForm;

function Harness({ initial }: { initial: ProjectForm }) {
  const [form, setForm] = React.useState(initial);
  React.useEffect(() => {
    latest = form;
  }, [form]);
  return <EquipmentSection form={form} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} />;
}

function renderSection(initial: ProjectForm) {
  // No refrigerant and no temperatures: the compressor list asks the server nothing.
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness initial={{ ...initial, refrigerant: "" }} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const motocompresora = (): ProjectForm => ({ ...emptyProject(), equipmentType: "motocompresora" });

describe("the motor compressor's Cliente and Responsable (defect 13)", { timeout: 20_000 }, () => {
  it("are typed on the motor compressor's screen and saved where its sheet reads them", async () => {
    const user = renderSection(motocompresora());
    const general = within(screen.getByTestId("moto-general"));
    await user.type(general.getByLabelText("Cliente"), "Cárnicos del Golfo");
    await user.type(general.getByLabelText("Responsable"), "Ing. Rosa Díaz");
    expect(latest.rackConfig.customer).toBe("Cárnicos del Golfo");
    expect(latest.rackConfig.responsable).toBe("Ing. Rosa Díaz");
    expect(latest.rackConfig.circuits).toEqual(emptyProject().rackConfig.circuits);
    const body = projectBody(latest, null);
    expect(body.rackConfig).toMatchObject({ customer: "Cárnicos del Golfo", responsable: "Ing. Rosa Díaz" });
    expect(body.equipmentType).toBe("motocompresora");
  });

  it("show what a saved motor compressor holds when it is opened again", () => {
    const stored = { ...motocompresora(), rackConfig: { ...emptyProject().rackConfig, customer: "Hielo Polar", responsable: "Ing. Luis Paz" } };
    renderSection(formFromProject({ ...stored, id: "p1" }));
    expect(screen.getByTestId("moto-customer")).toHaveValue("Hielo Polar");
    expect(screen.getByTestId("moto-responsable")).toHaveValue("Ing. Luis Paz");
  });
});
