import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { ThemeProvider } from "./hooks/use-theme";
import "./index.css";
import { createQueryClient } from "./lib/query-client";
import { routeTree } from "./routeTree.gen";

const makeRouter = (queryClient: ReturnType<typeof createQueryClient>) =>
  createRouter({ routeTree, context: { queryClient }, defaultPreload: "intent" });

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}

// Three tasks rather than one (issue 24: each long task blocks a phone's
// main thread): the modules' evaluation, the router's route table and
// history, and the first render, itself in React's time slices (the static
// first screen of index.html is on the page meanwhile).
setTimeout(() => {
  const queryClient = createQueryClient();
  const router = makeRouter(queryClient);
  const root = createRoot(document.getElementById("root")!);
  setTimeout(() =>
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
    ),
  );
});
