// Shared steps of the project screen's browser tests.
import { expect, type Locator, type Page } from "@playwright/test";

export async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId("toast").filter({ hasText: text })).toBeVisible();
}

/** Picks an option of a labelled select (Radix) inside `scope`: the option
 * named exactly `option`, or, in a model pick list, `option` followed by
 * what the list says of it at the circuit's duty ('ZS21K4E-TF5 · 4.1 kW'). */
export async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  const escaped = option.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await page.getByRole("option", { name: new RegExp(`^${escaped}( · .*)?$`) }).click();
}

const formatters = new Map<number, Intl.NumberFormat>();
/** The screen's number format: es-MX, exactly `digits` decimals. */
export function fixed(value: number, digits = 2) {
  let f = formatters.get(digits);
  if (!f) {
    f = new Intl.NumberFormat("es-MX", { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(digits, f);
  }
  return f.format(value);
}

export const kw = (watts: number, digits = 2) => fixed(watts / 1000, digits);

/** The cells of a results table row, trimmed. */
export async function cells(row: Locator) {
  return (await row.locator("td").allInnerTexts()).map((t) => t.trim());
}

/** The project id the editor switched to after its first save (?edit=...). */
export async function editedId(page: Page) {
  await expect(page).toHaveURL(/[?&]edit=/);
  return new URL(page.url()).searchParams.get("edit") ?? "";
}

/** A result row's cells with the model alone: the model cell also shows the speed its figures are at (issue 27). */
export const withoutSpeed = (row: string[]) => [row[0].split("\n")[0], ...row.slice(1)];
