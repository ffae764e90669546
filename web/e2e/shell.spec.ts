import { expect, test } from "@playwright/test";
import { checkScreen } from "./a11y";

const LINKS = [
  ["nuevo-proyecto", "Nuevo Proyecto", "/nuevo"],
  ["biblioteca", "Biblioteca", "/biblioteca"],
  ["refrigerantes", "Refrigerantes", "/biblioteca/refrigerantes"],
  ["proyectos", "Proyectos", "/proyectos"],
  ["configuración", "Configuración", "/configuracion"],
  ["diseño-de-pdf", "Diseño de PDF", "/configuracion-diseno"],
] as const;

test("the sidebar names the product and links every screen, highlighting the exact path", async ({ page }) => {
  await page.goto("/");
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar.getByText("Fichas Técnicas")).toBeVisible();
  await expect(sidebar.getByText("Refrigeración")).toBeVisible();
  await expect(sidebar.getByText("Menú Principal")).toBeVisible();
  for (const [testId, title, path] of LINKS) {
    const link = page.getByTestId(testId);
    await expect(link).toHaveText(title);
    await expect(link).toHaveAttribute("href", path);
  }
  await page.getByTestId("refrigerantes").click();
  await expect(page).toHaveURL(/\/biblioteca\/refrigerantes$/);
  await expect(page.getByTestId("refrigerantes")).toHaveAttribute("data-active", "true");
  await expect(page.getByTestId("biblioteca")).toHaveAttribute("data-active", "false");
  await expect(page.getByRole("heading", { name: "Biblioteca de Refrigerantes" })).toBeVisible();
});

test("collapsing the sidebar is remembered in the sidebar_state cookie for 7 days", async ({ page, context }) => {
  await page.goto("/proyectos");
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  expect((await sidebar.boundingBox())?.width).toBe(256);

  await page.getByTestId("sidebar-trigger").click();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
  const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
  expect(cookie?.value).toBe("false");
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(6.99);
  expect(days).toBeLessThanOrEqual(7);

  await page.reload();
  await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");

  await page.keyboard.press("Control+b");
  await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "expanded");
  expect((await context.cookies()).find((c) => c.name === "sidebar_state")?.value).toBe("true");
});

test("below 768 px the sidebar is an 18rem sheet opened from the header", async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 800 });
  await page.goto("/configuracion");
  await expect(page.getByTestId("sidebar")).toHaveCount(0);
  await page.getByTestId("sidebar-trigger").click();
  const sheet = page.getByTestId("sidebar");
  await expect(sheet).toHaveAttribute("data-mobile", "true");
  expect((await sheet.boundingBox())?.width).toBe(288);
  await checkScreen(page, "mobile sidebar");
  await sheet.getByTestId("biblioteca").click();
  await expect(page).toHaveURL(/\/biblioteca$/);
  await expect(page.getByTestId("sidebar")).toHaveCount(0);
});

test("the theme starts light and the dark choice persists in local storage", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("every routed screen opens by deep link; any other path is Page Not Found", async ({ page }) => {
  for (const [path, title] of [
    ["/", "Nuevo Proyecto"],
    ["/nuevo-proyecto", "Nuevo Proyecto"],
    ["/proyectos", "Proyectos Guardados"],
    ["/configuracion", "Configuración de la Empresa"],
    ["/configuracion-diseno", "Diseño de PDF"],
    ["/biblioteca", "Biblioteca de Equipos"],
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  await page.goto("/esto/no/existe");
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
});
