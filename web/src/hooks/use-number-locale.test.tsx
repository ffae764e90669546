import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NumberLocaleProvider, numberLocaleQueryOptions, useNumberLocale } from "./use-number-locale";
import { DEFAULT_NUMBER_LOCALE, formatNumber, setNumberLocale } from "@/lib/format";
import { createQueryClient } from "@/lib/query-client";

afterEach(() => setNumberLocale(DEFAULT_NUMBER_LOCALE));

function Figures() {
  return (
    <p data-testid="figures">
      {useNumberLocale()} {formatNumber(-46.2, 1)}
    </p>
  );
}

function renderWith(settings: object) {
  const client = createQueryClient();
  client.setQueryData(numberLocaleQueryOptions().queryKey, settings);
  render(
    <QueryClientProvider client={client}>
      <NumberLocaleProvider>
        <Figures />
      </NumberLocaleProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe("NumberLocaleProvider", () => {
  it("prints every figure in the company's locale and follows a change", async () => {
    const client = renderWith({ numberLocale: "es-AR" });
    expect(screen.getByTestId("figures")).toHaveTextContent("es-AR -46,2");
    client.setQueryData(numberLocaleQueryOptions().queryKey, { numberLocale: "es-MX" });
    expect(await screen.findByText("es-MX -46.2")).toBeInTheDocument();
  });

  it("falls back to es-MX for settings saved before the locale existed or an unknown tag", () => {
    renderWith({ companyName: "Frío" });
    expect(screen.getByTestId("figures")).toHaveTextContent("es-MX -46.2");
  });
});
