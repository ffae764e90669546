import { expect, test, type Page } from "@playwright/test";
import { choose, expectToast } from "./project-helpers";
import { checkScreen } from "./a11y";

async function calculateExpecting(page: Page, title: string, description?: string) {
  await page.getByTestId("calculate").click();
  await expectToast(page, title);
  if (description) await expectToast(page, description);
  await expect(page.getByTestId("results")).toHaveCount(0);
}

test("every validation message of the project screen", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/nuevo");

  // Save and PDF are disabled and say why.
  await expect(page.getByTestId("save-project")).toBeDisabled();
  await expect(page.getByTestId("save-hint")).toHaveText("Nombre requerido");
  await expect(page.getByTestId("pdf-hint")).toHaveText("Debe calcular antes de generar el PDF");
  await page.getByTestId("project-name").fill("Validaciones");
  await expect(page.getByTestId("save-hint")).toHaveText("Debe calcular antes de guardar");

  // Single-circuit rack.
  await calculateExpecting(page, "Campos incompletos", "Por favor complete todos los campos requeridos");
  await page.getByTestId("circuit-1-evap").fill("-10");
  await page.getByTestId("cond-temp").fill("40");
  await calculateExpecting(page, "Compresores incompletos", "Todos los compresores necesitan un modelo");
  await choose(page, page.getByTestId("circuit-1"), "Compresor 1", "3DA3-075E-TFD");

  // Inline checks: a number that is not one, a pipe distance out of range, a division that does not add up.
  await page.getByTestId("circuit-1-capacity").fill("abc");
  await expect(page.getByTestId("circuit-1-capacity")).toHaveAttribute("aria-invalid", "true");
  await page.getByTestId("circuit-1-capacity").fill("");
  await page.getByTestId("rack-pipe-distance").fill("150");
  await expect(page.getByTestId("rack-config")).toContainText("La distancia de tubería debe estar entre 1 y 100 m");
  await calculateExpecting(page, "Distancia inválida", "La distancia de tubería debe estar entre 1 y 100 m");
  await page.getByTestId("rack-pipe-distance").fill("25");
  await choose(page, page.getByTestId("circuit-1"), "Líneas de succión", "2");
  await page.getByTestId("circuit-1-suction-value-2").fill("30");
  await expect(page.getByTestId("circuit-1-suction")).toContainText("Los porcentajes deben sumar 100 % (suman 80 %)");
  await calculateExpecting(page, "División de líneas incompleta", "Líneas de succión del circuito 1: Los porcentajes deben sumar 100 % (suman 80 %)");
  await choose(page, page.getByTestId("circuit-1"), "Líneas de succión", "1");

  // The server's own message: a duty point outside the spec's range.
  await page.getByTestId("circuit-1-evap").fill("-50");
  await calculateExpecting(page, "Error en el cálculo", "fuera de rango");
  await page.getByTestId("circuit-1-evap").fill("-10");

  // Multi-circuit rack.
  await choose(page, page.getByTestId("rack-config"), "Número de Circuitos", "2");
  await expect(page.getByTestId("circuit-1-evap")).toHaveValue("-10");
  await calculateExpecting(page, "Campos incompletos", "Por favor complete todos los circuitos y compresores");
  await choose(page, page.getByTestId("rack-config"), "Número de Circuitos", "1");
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await expect(page.getByTestId("save-hint")).toHaveText("");
  await expect(page.getByTestId("save-project")).toBeEnabled();

  // Changing the equipment type clears the results and the calculated flag.
  await page.getByTestId("equipment-motocompresora").click();
  await expect(page.getByTestId("results")).toHaveCount(0);
  await expect(page.getByTestId("save-project")).toBeDisabled();
  await calculateExpecting(page, "Campos incompletos", "Por favor complete todos los campos requeridos");
  await page.getByTestId("evap-temp").fill("-10");
  await page.getByTestId("cond-temp").fill("40");
  await calculateExpecting(page, "Compresores incompletos", "Todos los compresores necesitan un modelo");

  // A fallback model with no coefficient sets: the catalogue offers nothing for R744 here.
  // R744 condenses (subcritically) from -10 to 29 °C (issue 21 item 9).
  await choose(page, page.getByTestId("global-parameters"), "Refrigerante", "R744");
  await page.getByTestId("cond-temp").fill("25");
  await choose(page, page.getByTestId("simple-section"), "Compresor 1", "4GE-23Y");
  await calculateExpecting(page, "Error en el cálculo", "Compresor no encontrado en la biblioteca: 4GE-23Y");
  await choose(page, page.getByTestId("global-parameters"), "Refrigerante", "R404A");
  await page.getByTestId("cond-temp").fill("40");

  // Condensing unit.
  await page.getByTestId("equipment-condensadora").click();
  await page.getByTestId("cu-condenser-cond-temp").fill("");
  await calculateExpecting(page, "Campos incompletos", "Por favor complete la temperatura de condensación y configure al menos un circuito");
  await page.getByTestId("cu-condenser-cond-temp").fill("40");
  await calculateExpecting(page, "Circuitos incompletos", "Cada circuito necesita una temperatura de evaporación y al menos un compresor");
  const circuit = page.getByTestId("cu-circuit-1");
  for (let i = 0; i < 3; i += 1) await circuit.getByRole("button", { name: "Agregar" }).click();
  await circuit.getByRole("button", { name: "Agregar" }).click();
  await expectToast(page, "Una unidad condensadora puede tener máximo 4 compresores en total");

  // Chiller.
  await page.getByTestId("equipment-chiller").click();
  // The chiller does not offer R744: the first refrigerant of its list is taken.
  await expect(page.getByTestId("refrigerant")).toContainText("R134a");
  await calculateExpecting(page, "Capacidad no determinada", "Indique la capacidad requerida o el fluido, caudal y temperaturas de entrada y salida");

  // A highly flammable refrigerant brings its safety banner.
  await choose(page, page.getByTestId("global-parameters"), "Refrigerante", "R290");
  await expect(page.getByTestId("safety-banner")).toContainText("ATEX 2014/34/UE");
  await expect(page.getByTestId("safety-banner")).toContainText("La detección de fugas es obligatoria");

  await checkScreen(page, "project screen with its validation messages");

  // Design images: image files only, 10 MB each, 3 in total.
  const input = page.getByTestId("design-images-input");
  await input.setInputFiles({ name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("hola") });
  await expectToast(page, "El archivo notas.txt no es una imagen");
  await input.setInputFiles({ name: "plano.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expectToast(page, "El archivo plano.png excede el límite de 10MB");
  const png = (n: string) => ({ name: n, mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0a", "hex") });
  await input.setInputFiles([png("a.png"), png("b.png"), png("c.png"), png("d.png")]);
  await expectToast(page, "Solo se permiten máximo 3 imágenes");
});
