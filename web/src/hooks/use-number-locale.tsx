// The company's number locale (/configuracion), read from the company
// settings and shared by every screen: format.ts prints with it, inputs read
// with it. A change remounts the page so nothing keeps the old format.
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as React from "react";
import { DEFAULT_NUMBER_LOCALE, isNumberLocale, setNumberLocale, type NumberLocale } from "@/lib/format";

/** The same query (and cache entry) as the settings screen's. */
export const numberLocaleQueryOptions = () => queryOptions<{ numberLocale?: string }>({ queryKey: ["/api/company-settings"] });

const NumberLocaleContext = React.createContext<NumberLocale>(DEFAULT_NUMBER_LOCALE);

export function useNumberLocale(): NumberLocale {
  return React.useContext(NumberLocaleContext);
}

export function NumberLocaleProvider({ children }: { children: React.ReactNode }) {
  const { data } = useQuery(numberLocaleQueryOptions());
  const locale = isNumberLocale(data?.numberLocale) ? data.numberLocale : DEFAULT_NUMBER_LOCALE;
  // Plain functions (formatNumber in utils and tables) print with it too.
  setNumberLocale(locale);
  return (
    <NumberLocaleContext.Provider value={locale}>
      <React.Fragment key={locale}>{children}</React.Fragment>
    </NumberLocaleContext.Provider>
  );
}

/** For tests and stories: a fixed locale without the query. */
export function FixedNumberLocale({ locale, children }: { locale: NumberLocale; children: React.ReactNode }) {
  setNumberLocale(locale);
  return <NumberLocaleContext.Provider value={locale}>{children}</NumberLocaleContext.Provider>;
}
