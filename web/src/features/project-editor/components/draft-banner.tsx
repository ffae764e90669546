import { History } from "lucide-react";
import type { Draft } from "../utils/drafts";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dates";

interface Props {
  draft: Draft;
  /** The version of the stored project now, to say when the draft started from an older one. */
  storedVersion?: number;
  onRecover: () => void;
  onDiscard: () => void;
}

/** 'Recuperar borrador' / 'Descartar': what was typed and not saved on an earlier visit. */
export function DraftBanner({ draft, storedVersion, onRecover, onDiscard }: Props) {
  const older = draft.baseVersion !== undefined && storedVersion !== undefined && draft.baseVersion !== storedVersion;
  return (
    <div role="region" aria-label="Borrador sin guardar" className="flex flex-col gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" data-testid="draft-banner">
      <History className="hidden size-5 shrink-0 sm:block" aria-hidden />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium">Hay un borrador sin guardar de este proyecto ({formatDateTime(draft.savedAt)}).</p>
        {older && (
          <p>
            El borrador parte de la versión {draft.baseVersion}; el proyecto guardado está en la versión {storedVersion}.
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={onRecover} data-testid="recover-draft">
          Recuperar borrador
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard} data-testid="discard-draft">
          Descartar
        </Button>
      </div>
    </div>
  );
}
