import { History } from "lucide-react";
import * as React from "react";
import { fieldName, type Draft } from "../utils/drafts";
import type { StaleDraft } from "./use-project-draft";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dates";
import { authorLabel } from "@/lib/history";

interface Props {
  draft: Draft;
  /** Set when the draft started from an older version than the stored one. */
  stale: StaleDraft | null;
  onRecover: () => void;
  onDiscard: () => void;
}

/** What recovering a draft over a newer save does, in one or two Spanish sentences; `confirm` when it overwrites something the other save changed. */
function staleNotice(stale: StaleDraft): { lines: string[]; confirm: boolean } {
  const who = stale.lastSave ? `, ${authorLabel(stale.lastSave)}, ${formatDateTime(stale.lastSave.recordedAt)}` : "";
  const lines = [`Este borrador parte de la versión ${stale.shownBase}; el proyecto se guardó después (versión ${stale.shownStored}${who}).`];
  if (stale.loading) return { lines, confirm: true };
  if (!stale.merge) {
    lines.push(`No se pudo leer la versión ${stale.shownBase}: recuperar el borrador reemplazará todo lo guardado en la versión ${stale.shownStored}.`);
    return { lines, confirm: true };
  }
  const conflicts = stale.merge.conflicts;
  if (conflicts.length === 0) {
    lines.push(`Al recuperarlo se aplican sus cambios sobre la versión ${stale.shownStored}, sin deshacer los de la otra persona.`);
    return { lines, confirm: false };
  }
  lines.push(
    `Al recuperarlo se aplican sus cambios sobre la versión ${stale.shownStored}; ambos cambiaron ${conflicts.map(fieldName).join(", ")}: ahí quedará el valor del borrador.`,
  );
  return { lines, confirm: true };
}

/** 'Recuperar borrador' / 'Descartar': what was typed and not saved on an earlier visit. */
export function DraftBanner({ draft, stale, onRecover, onDiscard }: Props) {
  const [confirming, setConfirming] = React.useState(false);
  const notice = stale ? staleNotice(stale) : null;
  return (
    <div role="region" aria-label="Borrador sin guardar" className="flex flex-col gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" data-testid="draft-banner">
      <History className="hidden size-5 shrink-0 sm:block" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="font-medium">Hay un borrador sin guardar de este proyecto ({formatDateTime(draft.savedAt)}).</p>
        {notice?.lines.map((line) => (
          <p key={line} data-testid="draft-stale">
            {line}
          </p>
        ))}
        {confirming && <p className="font-medium">¿Recuperar el borrador y reemplazar esos cambios de la versión {stale?.shownStored}?</p>}
      </div>
      <div className="flex gap-2">
        {confirming ? (
          <>
            <Button size="sm" variant="destructive" onClick={onRecover} data-testid="confirm-recover-draft">
              Sí, recuperar
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
          </>
        ) : (
          <>
            <Button
              size="sm"
              onClick={notice?.confirm ? () => setConfirming(true) : onRecover}
              disabled={stale?.loading}
              data-testid="recover-draft"
            >
              Recuperar borrador
            </Button>
            <Button size="sm" variant="outline" onClick={onDiscard} data-testid="discard-draft">
              Descartar
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
