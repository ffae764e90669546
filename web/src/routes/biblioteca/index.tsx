import { createFileRoute } from "@tanstack/react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { compressorsQueryOptions } from "@/features/compressors/api/get-compressors";
import { CompressorsTab } from "@/features/compressors/components/compressors-tab";
import { condensersQueryOptions } from "@/features/condensers/api/get-condensers";
import { CondensersTab } from "@/features/condensers/components/condensers-tab";
import { heatExchangersQueryOptions } from "@/features/heat-exchangers/api/get-heat-exchangers";
import { HeatExchangersTab } from "@/features/heat-exchangers/components/heat-exchangers-tab";
import { FIRST_SCREENS } from "@/components/layout/first-screen";

type Tab = "compresores" | "condensadores" | "intercambiadores";
const TABS: Tab[] = ["compresores", "condensadores", "intercambiadores"];

export const Route = createFileRoute("/biblioteca/")({
  validateSearch: (search: Record<string, unknown>): { tab?: Tab } =>
    TABS.includes(search.tab as Tab) ? { tab: search.tab as Tab } : {},
  loader: ({ context: { queryClient } }) => {
    // Start both fetches early; the tabs show their own loading text.
    void queryClient.prefetchQuery(compressorsQueryOptions());
    void queryClient.prefetchQuery(condensersQueryOptions());
    void queryClient.prefetchQuery(heatExchangersQueryOptions());
  },
  component: LibraryPage,
});

function LibraryPage() {
  const { tab = "compresores" } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <section className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{FIRST_SCREENS["/biblioteca"].title}</h1>
        <p className="text-muted-foreground">{FIRST_SCREENS["/biblioteca"].description}</p>
      </div>
      <Tabs value={tab} onValueChange={(value) => navigate({ search: { tab: value as Tab }, replace: true })}>
        <TabsList>
          <TabsTrigger value="compresores">Compresores</TabsTrigger>
          <TabsTrigger value="condensadores">Condensadores</TabsTrigger>
          <TabsTrigger value="intercambiadores">Intercambiadores Placas</TabsTrigger>
        </TabsList>
        <TabsContent value="compresores">
          <CompressorsTab />
        </TabsContent>
        <TabsContent value="condensadores">
          <CondensersTab />
        </TabsContent>
        <TabsContent value="intercambiadores">
          <HeatExchangersTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
