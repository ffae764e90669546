import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { ThemeProvider } from "./hooks/use-theme";
import "./index.css";
import { createQueryClient } from "./lib/query-client";
import { cn } from "./lib/utils";
import { routeTree } from "./routeTree.gen";

const makeRouter = (queryClient: ReturnType<typeof createQueryClient>) =>
  createRouter({ routeTree, context: { queryClient }, defaultPreload: "intent" });

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}

// Short tasks rather than one long one (issue 24: each long task blocks a
// phone's main thread, Lighthouse's total blocking time): the modules'
// evaluation; the router's route table and history; tailwind-merge's class
// table (built on its first call, which would otherwise fall in the first
// render); the router's first match and loaders, awaited before anything
// renders, so the first render is the finished screen rather than a frame
// re-rendered synchronously when the router's store changes; and that
// render, in React's time slices (the static first screen of index.html is
// on the page meanwhile).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

void (async () => {
  await nextTask();
  const queryClient = createQueryClient();
  const router = makeRouter(queryClient);
  await nextTask();
  cn("p-0", "p-1");
  await nextTask();
  await router.load().catch(console.error);
  await nextTask();
  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <ThemeProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ThemeProvider>
      </StrictMode>,
    ),
  );
})();
