import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { AppShell } from "@/components/layout/app-shell";
import { DeferredScreen, ShowApp } from "@/components/layout/first-screen-swap";
import { NotFound } from "@/components/layout/not-found";
import { Toaster } from "@/components/ui/toaster";
import { LoginPage } from "@/features/auth/components/login-page";
import { UserBadge } from "@/features/auth/components/user-badge";
import { NumberLocaleProvider, numberLocaleQueryOptions } from "@/hooks/use-number-locale";
import { UnitSystemProvider } from "@/hooks/use-unit-system";
import { meQueryOptions, useMe } from "@/lib/session";

/** The application once the server knows who is there; the sign-in screen
 * while it asks for one (401 from /api/auth/me). */
function Root() {
  const { data: me, isLoading } = useMe();
  if (isLoading) return <p className="p-6 text-muted-foreground">Cargando...</p>;
  if (me === null)
    return (
      <>
        <LoginPage />
        <Toaster />
        <ShowApp />
      </>
    );
  return (
    <AppShell user={me ? <UserBadge me={me} /> : null}>
      <NumberLocaleProvider>
        <UnitSystemProvider>
          <DeferredScreen>
            <Outlet />
          </DeferredScreen>
        </UnitSystemProvider>
      </NumberLocaleProvider>
    </AppShell>
  );
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // Who is there, and the number locale, are known before the first screen
  // prints; without the settings the screens print in the default locale.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(meQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(numberLocaleQueryOptions()).catch(() => undefined),
    ]).then(() => undefined),
  component: Root,
  notFoundComponent: NotFound,
});
