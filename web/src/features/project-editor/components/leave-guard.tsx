// Asks before leaving the project screen with unsaved changes (issue 24
// item 1): in-app navigation (sidebar links, the browser's back and forward
// buttons) through TanStack Router's blocker, a reload or closed tab through
// the browser's own beforeunload question.
import { useBlocker } from "@tanstack/react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

interface Props {
  /** Read when the user tries to leave, so a save just made counts before the screen renders again. */
  hasUnsavedChanges: () => boolean;
}

const editOf = (search: unknown) => (search as { edit?: unknown }).edit;

/** The screen's own move to `?edit={id}` after a first save: the same project, not leaving it. */
export const isFirstSaveRedirect = (current: { pathname: string; search: unknown }, next: { pathname: string; search: unknown }) =>
  current.pathname === next.pathname && editOf(current.search) === undefined && typeof editOf(next.search) === "string";

export function LeaveGuard({ hasUnsavedChanges }: Props) {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => hasUnsavedChanges() && !isFirstSaveRedirect(current, next),
    enableBeforeUnload: hasUnsavedChanges,
    withResolver: true,
  });
  return (
    <AlertDialog open={blocker.status === "blocked"} onOpenChange={(open) => !open && blocker.reset?.()}>
      <AlertDialogContent data-testid="leave-dialog">
        <AlertDialogTitle>¿Salir sin guardar?</AlertDialogTitle>
        <AlertDialogDescription>
          Este proyecto tiene cambios sin guardar. Se conservan como borrador en este navegador y podrá recuperarlos al volver.
        </AlertDialogDescription>
        <div className="flex justify-end gap-2">
          <AlertDialogCancel>Seguir editando</AlertDialogCancel>
          <AlertDialogAction onClick={() => blocker.proceed?.()}>Salir</AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
