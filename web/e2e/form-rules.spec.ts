// What the calculation refuses with a 422 the form says first, at the field
// and in the server's words, sends nothing and keeps what was typed
// (engine 1.12.0: a required capacity of 0, a cold side that heats the water).
import { expect, test, type Page } from "@playwright/test";
import { choose, expectToast } from "./project-helpers";

/** Counts the calculation requests the page sends. */
function calculationsSent(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/(chillers|racks)\/calculate$|\/api\/calculate$/.test(new URL(request.url()).pathname)) sent.push(request.url());
  });
  return sent;
}

async function refused(page: Page, message: string) {
  await page.getByTestId("calculate").click();
  await expectToast(page, message);
  await expect(page.getByTestId("results")).toHaveCount(0);
}

test("the project form says what the server would refuse, in its words, before sending, and keeps what was typed", async ({ page }) => {
  test.setTimeout(120_000);
  const sent = calculationsSent(page);
  await page.goto("/nuevo");
  await page.getByTestId("project-name").fill("Reglas del formulario");
  await page.getByTestId("equipment-chiller").click();
  await choose(page, page.getByTestId("global-parameters"), "Refrigerante", "R134a");

  // A required capacity of 0, for the chiller and for its circuit.
  const capacityStep = page.getByTestId("chiller-step-capacity");
  await page.getByTestId("chiller-required-capacity").fill("0");
  await expect(capacityStep).toContainText("La capacidad requerida debe ser mayor que 0");
  const circuit = page.getByTestId("chiller-circuit-1");
  await page.getByTestId("chiller-circuit-1-evap").fill("2");
  await page.getByTestId("chiller-circuit-1-capacity").fill("0");
  await expect(circuit).toContainText("La capacidad requerida debe ser mayor que 0");
  await choose(page, circuit, "Compresor 1", "ZS45K4E-TF5");
  await page.getByTestId("chiller-cond-temp").fill("45");
  await page.getByTestId("chiller-condenser-ambient").fill("35");
  await refused(page, "La capacidad requerida debe ser mayor que 0");
  await expect(page.getByTestId("chiller-required-capacity")).toHaveValue("0");
  await expect(page.getByTestId("chiller-circuit-1-capacity")).toHaveValue("0");
  await page.getByTestId("chiller-required-capacity").fill("-5");
  await expect(capacityStep).toContainText("La capacidad requerida no puede ser negativa: -5 kW");
  await page.getByTestId("chiller-required-capacity").fill("35");
  await page.getByTestId("chiller-circuit-1-capacity").fill("35");
  await expect(capacityStep).not.toContainText("La capacidad requerida");

  // A cold side entering colder than it leaves heats the water.
  const warmed = "La temperatura de entrada del fluido frío (7 °C) debe superar la de salida (12 °C)";
  await capacityStep.getByLabel("Desde el fluido (lado frío)").check();
  await page.getByTestId("chiller-cold-temp-in").fill("7");
  await page.getByTestId("chiller-cold-temp-out").fill("12");
  await page.getByTestId("chiller-cold-flow").fill("100");
  await expect(capacityStep).toContainText(warmed);
  await page.getByRole("button", { name: "Calcular Capacidad", exact: true }).click();
  await expectToast(page, warmed);
  await refused(page, warmed);
  await expect(page.getByTestId("chiller-cold-temp-in")).toHaveValue("7");
  await expect(page.getByTestId("chiller-cold-temp-out")).toHaveValue("12");
  await expect(page.getByTestId("chiller-cold-flow")).toHaveValue("100");

  // Cooled from 12 to 5 °C, a circuit evaporating at 6 °C cannot cool it.
  await page.getByTestId("chiller-cold-temp-in").fill("12");
  await page.getByTestId("chiller-cold-temp-out").fill("5");
  await expect(capacityStep).not.toContainText(warmed);
  await page.getByTestId("chiller-circuit-1-evap").fill("6");
  const leaving = "La temperatura de evaporación del circuito 1 (6 °C) debe ser menor que la de salida del fluido (5 °C)";
  await expect(circuit).toContainText(leaving);
  await refused(page, leaving);
  await page.getByTestId("chiller-circuit-1-evap").fill("2");

  // An ambient within 2 K of the condensation, at the ambient field.
  const ambient = "La temperatura de condensación (45 °C) debe superar la temperatura ambiente (44 °C) en al menos 2 K";
  await page.getByTestId("chiller-condenser-ambient").fill("44");
  await expect(page.getByTestId("chiller-step-condenser")).toContainText(ambient);
  await refused(page, ambient);

  // The rack's circuits take the same words.
  await page.getByTestId("equipment-rack").click();
  await choose(page, page.getByTestId("global-parameters"), "Refrigerante", "R404A");
  await page.getByTestId("circuit-1-capacity").fill("0");
  await expect(page.getByTestId("circuit-1")).toContainText("La capacidad requerida debe ser mayor que 0");
  await page.getByTestId("circuit-1-evap").fill("-10");
  await page.getByTestId("cond-temp").fill("40");
  await choose(page, page.getByTestId("circuit-1"), "Compresor 1", "3DA3-075E-TFD");
  await refused(page, "La capacidad requerida debe ser mayor que 0");
  await expect(page.getByTestId("circuit-1-capacity")).toHaveValue("0");

  expect(sent).toEqual([]);
});
