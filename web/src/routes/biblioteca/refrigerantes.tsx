import { createFileRoute } from "@tanstack/react-router";
import { refrigerantsLibraryQueryOptions } from "@/features/refrigerants/api/get-refrigerants-library";
import { RefrigerantLibraryPage } from "@/features/refrigerants/components/refrigerant-library-page";

export const Route = createFileRoute("/biblioteca/refrigerantes")({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(refrigerantsLibraryQueryOptions());
  },
  component: RefrigerantLibraryPage,
});
