// The API reference at /api/docs: Swagger UI from the web build, under the
// server's Content-Security-Policy, lists the operations of /api/openapi.json.
import { expect, test } from "@playwright/test";

test("la referencia de la API lista las operaciones", async ({ page }) => {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") blocked.push(message.text());
  });
  const response = await page.goto("/api/docs");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  // Swagger UI renders the whole document in the browser before showing its
  // title: on a loaded CI machine that took more than the default 5 s.
  await expect(page.getByText("Fichas Técnicas · Refrigeración").first()).toBeVisible({ timeout: 30_000 });
  const operation = page.locator(".opblock-summary-path", { hasText: /^\/api\/condensers$/ }).first();
  await expect(operation).toBeVisible();
  await operation.click();
  await expect(page.getByText("Condensadores vigentes, por modelo")).toBeVisible();
  expect(blocked.filter((text) => text.includes("Content Security Policy"))).toEqual([]);
});
