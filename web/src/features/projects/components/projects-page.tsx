import { useNavigate } from "@tanstack/react-router";
import { FolderOpen } from "lucide-react";
import * as React from "react";
import { useDeleteProject } from "../api/delete-project";
import { useDuplicateProject } from "../api/duplicate-project";
import { useGenerateProjectPdf } from "../api/generate-project-pdf";
import { useProjects, type ProjectListRow } from "../api/get-projects";
import { ALL_TYPES, EQUIPMENT_TYPE_LABELS, EQUIPMENT_TYPES, filterProjects, type TypeFilter } from "../utils/project-format";
import { ProjectCard } from "./project-card";
import { ConfirmDeleteDialog } from "@/components/common/confirm-delete-dialog";
import { SearchInput } from "@/components/common/search-input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useConfirmedDelete } from "@/hooks/use-confirmed-delete";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api-client";
import { saveBlob } from "@/lib/download";
import { FIRST_SCREENS } from "@/components/layout/first-screen";

// The history (versions, their comparison and its labels for every answer
// key) is fetched when a project's history is first opened, not with the
// list: the list is a first screen held to its script budget
// (tools/lighthouse/budgets.mjs). Once loaded it stays mounted, closed, so
// that closing it returns the focus to the button that opened it.
const ProjectHistoryDialog = React.lazy(() =>
  import("./project-history-dialog").then((m) => ({ default: m.ProjectHistoryDialog })),
);

const errorToast = (error: unknown, fallback: string) => {
  // A 501 (or any refusal) carries its own Spanish message; show it.
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  toast({ title: "Error", description: message ?? fallback, variant: "destructive" });
};

/** /proyectos: the saved projects, searchable and filterable, with their actions. */
export function ProjectsPage() {
  const { data: projects = [], isLoading, error } = useProjects();
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const duplicate = useDuplicateProject();
  const pdf = useGenerateProjectPdf();
  const [search, setSearch] = React.useState("");
  const [type, setType] = React.useState<TypeFilter>(ALL_TYPES);
  const [historyFor, setHistoryFor] = React.useState<ProjectListRow | null>(null);
  const [historyLoaded, setHistoryLoaded] = React.useState(false);
  const openHistory = (project: ProjectListRow) => {
    setHistoryLoaded(true);
    setHistoryFor(project);
  };

  const shown = filterProjects(projects, search, type);

  const deletion = useConfirmedDelete<ProjectListRow>({
    remove: remove.mutateAsync,
    successTitle: "Proyecto eliminado",
    failureMessage: "No se pudo eliminar el proyecto",
  });

  const onDuplicate = (p: ProjectListRow) =>
    duplicate.mutate(p.id, {
      onSuccess: (copy) => toast({ title: "Proyecto duplicado", description: copy.name }),
      onError: (e) => errorToast(e, "No se pudo duplicar el proyecto"),
    });

  const onPdf = (p: ProjectListRow) =>
    pdf.mutate(p.id, {
      onSuccess: (file) => {
        saveBlob(file.blob, file.fileName);
        toast({ title: "PDF generado", description: p.name });
      },
      onError: (e) => errorToast(e, "No se pudo generar el PDF"),
    });

  return (
    <section className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{FIRST_SCREENS["/proyectos"].title}</h1>
        <p className="text-muted-foreground">{FIRST_SCREENS["/proyectos"].description}</p>
      </div>
      <div className="flex flex-col gap-2 md:flex-row">
        <SearchInput value={search} onChange={setSearch} label="Buscar proyectos" placeholder="Buscar por nombre..." testId="project-search" className="md:max-w-sm" />
        <Select value={type} onValueChange={(v) => setType(v as TypeFilter)}>
          <SelectTrigger className="md:w-56" aria-label="Filtrar por tipo de equipo" data-testid="type-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_TYPES}>Todos los tipos</SelectItem>
            {EQUIPMENT_TYPES.map((t) => (
              <SelectItem key={t} value={t}>
                {EQUIPMENT_TYPE_LABELS[t]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      {isLoading ? (
        <p className="py-8 text-center text-muted-foreground">Cargando proyectos...</p>
      ) : error ? (
        <p className="py-8 text-center text-destructive">No se pudieron cargar los proyectos</p>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center text-muted-foreground" data-testid="projects-empty">
          <FolderOpen className="size-8" />
          <p className="font-medium">No se encontraron proyectos</p>
          <p className="text-sm">
            {projects.length === 0 ? "Aún no hay proyectos guardados. Cree uno en Nuevo Proyecto." : "Ningún proyecto coincide con la búsqueda o el filtro."}
          </p>
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((p) => (
            <ProjectCard
              key={p.id}
              project={p}
              onPdf={() => onPdf(p)}
              pdfPending={pdf.isPending && pdf.variables === p.id}
              onEdit={() => navigate({ to: "/nuevo", search: { edit: p.id } })}
              onDuplicate={() => onDuplicate(p)}
              duplicatePending={duplicate.isPending && duplicate.variables === p.id}
              onDelete={() => deletion.ask(p)}
              onHistory={() => openHistory(p)}
            />
          ))}
        </div>
      )}

      <ConfirmDeleteDialog
        open={deletion.pending !== null}
        onOpenChange={(open) => !open && deletion.cancel()}
        title="¿Eliminar proyecto?"
        description={`Se eliminará el proyecto ${deletion.pending?.name ?? ""} de la lista. Su historial se conserva.`}
        onConfirm={deletion.confirm}
        pending={remove.isPending}
      />
      {historyLoaded && (
        <React.Suspense fallback={null}>
          <ProjectHistoryDialog project={historyFor} onOpenChange={(open) => !open && setHistoryFor(null)} />
        </React.Suspense>
      )}
    </section>
  );
}
