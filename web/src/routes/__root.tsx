import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { AppShell } from "@/components/layout/app-shell";
import { NotFound } from "@/components/layout/not-found";
import { NumberLocaleProvider, numberLocaleQueryOptions } from "@/hooks/use-number-locale";

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // The number locale is known before the first screen prints a figure;
  // without the settings the screens print in the default locale.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(numberLocaleQueryOptions()).then(() => undefined, () => undefined),
  component: () => (
    <AppShell>
      <NumberLocaleProvider>
        <Outlet />
      </NumberLocaleProvider>
    </AppShell>
  ),
  notFoundComponent: NotFound,
});
