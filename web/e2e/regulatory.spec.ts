import { expect, test } from "@playwright/test";
import { choose, editedId, expectToast } from "./project-helpers";
import { checkScreen } from "./a11y";

type Finding = { rule: string; source: string; status: "ok" | "warning" | "fail"; message: string };

const STATUS = { ok: "Cumple", warning: "Atención", fail: "No cumple" };

test("a rack in Spain shows every regulatory finding with its article, as the API gives them, and keeps its jurisdiction when saved", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/nuevo");
  await page.getByTestId("project-name").fill(`Normativa e2e ${Date.now().toString(36)}`);
  const one = page.getByTestId("circuit-1");
  await page.getByTestId("circuit-1-evap").fill("-10");
  await page.getByTestId("circuit-1-capacity").fill("30");
  await choose(page, one, "Compresor 1", "3DA3-075E-TFD");
  await page.getByTestId("cond-temp").fill("40");

  const inputs = page.getByTestId("regulatory-inputs");
  await expect(page.getByTestId("project-jurisdiction")).toContainText("La de la empresa");
  await choose(page, inputs, "Jurisdicción", "España");
  await page.getByTestId("project-room-volume").fill("50");

  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  const card = page.getByTestId("regulatory-compliance");
  await expect(card).toBeVisible();
  await expect(page.getByTestId("regulatory-summary")).toContainText("Jurisdicción: España");

  const today = new Date().toISOString().slice(0, 10);
  const answer = await (
    await page.request.post("/api/racks/calculate", {
      data: {
        condTemp: 40,
        refrigerant: "R404A",
        voltage: 460,
        pipeDistance: 25,
        circuits: [{ id: 1, evapTemp: -10, requiredCapacity: 30, compressors: [{ model: "3DA3-075E-TFD" }], suctionLinesConfig: { numberOfLines: 1 } }],
        liquidLinesConfig: { numberOfLines: 1, capacityControl: "STANDARD" },
        capacityControl: "STANDARD",
        condenserFanType: "FIX SPEED",
        jurisdiction: "ES",
        site: { roomVolume: 50 },
      },
    })
  ).json();
  const findings = answer.regulatoryCompliance.findings as Finding[];
  expect(findings.some((f) => f.source === "Reglamento (UE) 2024/573, anexo IV, punto 5" && f.status === "fail")).toBe(true);
  await expect(card.locator("[data-testid^=regulatory-finding-]")).toHaveCount(findings.length);
  for (const [i, f] of findings.entries()) {
    const row = page.getByTestId(`regulatory-finding-${i + 1}`);
    await expect(row).toHaveAttribute("data-status", f.status);
    await expect(row).toContainText(STATUS[f.status]);
    await expect(row).toContainText(f.source);
    await expect(row).toContainText(f.message);
  }
  await checkScreen(page, "regulatory findings");

  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto guardado");
  const id = await editedId(page);
  const saved = await (await page.request.get(`/api/projects/${id}`)).json();
  expect([saved.jurisdiction, saved.referenceDate, saved.site.roomVolume]).toEqual(["ES", today, 50]);
  expect(saved.calculationResults.regulatoryCompliance.findings).toEqual(findings);

  await page.goto(`/nuevo?edit=${id}`);
  await expectToast(page, "Proyecto cargado");
  await expect(page.getByTestId("project-jurisdiction")).toContainText("España");
  await expect(page.getByTestId("project-room-volume")).toHaveValue("50");
  await expect(inputs).toContainText(`Reglas vigentes al ${today} (fecha del proyecto).`);
});

test("a motor compressor shows the findings of the compressor alone, as POST /api/calculate gives them (issue 21 item 7)", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/nuevo-proyecto");
  await page.getByTestId("equipment-motocompresora").click();
  await page.getByTestId("project-name").fill(`Moto normativa e2e ${Date.now().toString(36)}`);
  await page.getByTestId("evap-temp").fill("-5");
  await page.getByTestId("cond-temp").fill("45");
  await choose(page, page.getByTestId("simple-section"), "Compresor 1", "ZS21K4E-TF5");
  await choose(page, page.getByTestId("regulatory-inputs"), "Jurisdicción", "España");

  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await expect(page.getByTestId("regulatory-summary")).toContainText("Jurisdicción: España");
  const answer = await (
    await page.request.post("/api/calculate", { data: { model: "ZS21K4E-TF5", evapTemp: -5, condTemp: 45, refrigerant: "R404A", voltage: 460, jurisdiction: "ES" } })
  ).json();
  const findings = answer.regulatoryCompliance.findings as Finding[];
  expect(findings.some((f) => f.source === "Reglamento (UE) 2024/573, anexo IV, punto 5" && f.status === "fail")).toBe(true);
  const card = page.getByTestId("regulatory-compliance");
  await expect(card.locator("[data-testid^=regulatory-finding-]")).toHaveCount(findings.length);
  for (const [i, f] of findings.entries()) {
    await expect(page.getByTestId(`regulatory-finding-${i + 1}`)).toContainText(f.source);
    await expect(page.getByTestId(`regulatory-finding-${i + 1}`)).toContainText(f.message);
  }
});
