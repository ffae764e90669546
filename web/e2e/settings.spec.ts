// The two settings screens against the real server: saved through the API,
// still there after a reload.
import { expect, test, type Page } from "@playwright/test";
import { checkScreen } from "./a11y";

async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId("toast").filter({ hasText: text })).toBeVisible();
}

test("company settings start from the preset, are saved, and survive a reload", async ({ page }) => {
  await page.goto("/configuracion");
  await expect(page.getByRole("heading", { name: "Configuración de la Empresa" })).toBeVisible();
  await expect(page.getByTestId("system-info")).toContainText("Versión 1.0.0");
  await expect(page.getByTestId("system-info")).toContainText("Última actualización: Enero 2025");
  await expect(page.getByLabel("Nombre de la empresa")).not.toHaveValue("");

  await page.getByLabel("Nombre de la empresa").fill("Frío Industrial del Norte S.A.");
  await page.getByLabel("Correo electrónico").fill("ventas@frionorte.mx");
  await page.getByLabel("Teléfono").fill("+52 81 5555 1234");
  await page.getByLabel("Sitio web").fill("https://frionorte.mx");
  await page.getByLabel("Su nombre").fill("María Núñez");
  await page.getByRole("button", { name: "Guardar Configuración" }).click();
  await expectToast(page, "Configuración guardada");

  await page.reload();
  await expect(page.getByLabel("Nombre de la empresa")).toHaveValue("Frío Industrial del Norte S.A.");
  await expect(page.getByLabel("Correo electrónico")).toHaveValue("ventas@frionorte.mx");
  await expect(page.getByLabel("Teléfono")).toHaveValue("+52 81 5555 1234");
  await expect(page.getByLabel("Sitio web")).toHaveValue("https://frionorte.mx");
  await expect(page.getByLabel("Su nombre")).toHaveValue("María Núñez");
  expect(await page.evaluate(() => localStorage.getItem("fichas_usuario"))).toBe("María Núñez");
});

test("an invalid e-mail is refused at its field with the server's Spanish message and nothing is saved", async ({ page, request }) => {
  await page.goto("/configuracion");
  const before = await (await request.get("/api/company-settings")).json();
  await page.getByLabel("Correo electrónico").fill("no-es-un-correo");
  await page.getByRole("button", { name: "Guardar Configuración" }).click();
  await expect(page.locator("#settings-email-error")).toHaveText("Correo electrónico inválido");
  await expect(page.getByLabel("Correo electrónico")).toHaveAttribute("aria-invalid", "true");
  await checkScreen(page, "company settings with a field error");
  await expect(page.getByTestId("toast").filter({ hasText: "Configuración guardada" })).toHaveCount(0);
  const after = await (await request.get("/api/company-settings")).json();
  expect(after.version).toBe(before.version);
});

test("'Diseño de PDF' refuses an invalid colour at its field, saves a valid one, and keeps it after a reload", async ({ page }) => {
  await page.goto("/configuracion-diseno");
  await expect(page.getByRole("heading", { name: "Diseño de PDF" })).toBeVisible();
  for (const tab of ["Colores", "Logo", "Imágenes"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  const footer = page.getByLabel("Color del pie de página", { exact: true });

  await footer.fill("#12345");
  await page.getByRole("button", { name: "Guardar Configuración" }).click();
  await expect(page.locator("#footerColor-error")).toHaveText("Color inválido: use el formato #RRGGBB");
  await expect(footer).toHaveAttribute("aria-invalid", "true");

  await footer.fill("#1E8449");
  await expect(page.getByTestId("footerColor-preview")).toHaveCSS("background-color", "rgb(30, 132, 73)");
  await expect(page.getByTestId("preview-footer")).toHaveCSS("background-color", "rgb(30, 132, 73)");
  await page.getByRole("tab", { name: "Logo" }).click();
  await page.getByLabel("Texto del pie de página").fill("Frío Industrial del Norte · www.frionorte.mx");
  await page.getByRole("button", { name: "Guardar Configuración" }).click();
  await expectToast(page, "Configuración guardada");

  await page.reload();
  await expect(page.getByLabel("Color del pie de página", { exact: true })).toHaveValue("#1e8449");
  await page.getByRole("tab", { name: "Logo" }).click();
  await expect(page.getByLabel("Texto del pie de página")).toHaveValue("Frío Industrial del Norte · www.frionorte.mx");
  await expect(page.getByTestId("preview-footer")).toContainText("Frío Industrial del Norte");
});

test("a logo and an equipment image are uploaded, previewed and saved", async ({ page }) => {
  // A 2×2 red PNG.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==",
    "base64",
  );
  await page.goto("/configuracion-diseno");
  await page.getByRole("tab", { name: "Logo" }).click();
  await page.locator("#logoUrl").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await expectToast(page, "Archivo subido");
  await expect(page.getByTestId("logoUrl-preview")).toBeVisible();
  await expect.poll(() => page.getByTestId("logoUrl-preview").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

  await page.getByRole("tab", { name: "Imágenes" }).click();
  for (const label of ["Rack de Compresores", "Unidad Condensadora", "Chiller", "Bomba de Calor", "Moto Compresora"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await page.locator("#chillerImageUrl").setInputFiles({ name: "chiller.png", mimeType: "image/png", buffer: png });
  await expectToast(page, "Archivo subido");
  await page.locator("#rackImageUrl").setInputFiles({ name: "no.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await expectToast(page, "No se pudo subir el archivo");

  await page.getByRole("button", { name: "Guardar Configuración" }).click();
  await expectToast(page, "Configuración guardada");
  await page.reload();
  await page.getByRole("tab", { name: "Imágenes" }).click();
  await expect(page.getByTestId("chillerImageUrl-preview")).toBeVisible();
  await expect(page.getByTestId("rackImageUrl-preview")).toHaveCount(0);
});
