import { createFileRoute } from "@tanstack/react-router";
import { projectsQueryOptions } from "@/features/projects/api/get-projects";
import { ProjectsPage } from "@/features/projects/components/projects-page";

export const Route = createFileRoute("/proyectos")({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(projectsQueryOptions());
  },
  component: ProjectsPage,
});
