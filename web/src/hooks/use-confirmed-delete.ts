// Deleting a catalogue item: which item is pending confirmation, the
// mutation, and the toasts either way. A deletion is an event, so it can be
// undone: the success toast carries 'Deshacer', which records a restore.
import * as React from "react";
import { toast } from "./use-toast";
import { ApiError } from "@/lib/api-client";

/** How long the 'Deshacer' toast stays, ms (twice Radix's default: time to read and react). */
export const UNDO_TOAST_MS = 10_000;

export interface UndoOptions {
  /** Records the restore (POST …/restore). */
  restore: (id: string) => Promise<unknown>;
  /** 'Compresor restaurado'. */
  restoredTitle: string;
  restoreFailureMessage: string;
}

/** The toast after a deletion, with 'Deshacer' when the item can be restored. */
export function deletedToast(id: string, title: string, description: string | undefined, undo: UndoOptions | undefined) {
  toast({
    title,
    description,
    duration: undo ? UNDO_TOAST_MS : undefined,
    action: undo && {
      label: "Deshacer",
      altText: `Deshacer: restaurar ${description ?? "el elemento"}`,
      onClick: () => {
        undo.restore(id).then(
          () => toast({ title: undo.restoredTitle, description }),
          (e: unknown) => {
            const message = e instanceof ApiError ? e.serverMessage : undefined;
            toast({ title: "Error", description: message ?? undo.restoreFailureMessage, variant: "destructive" });
          },
        );
      },
    },
  });
}

interface Options {
  remove: (id: string) => Promise<unknown>;
  successTitle: string;
  failureMessage: string;
  undo?: UndoOptions;
}

export function useConfirmedDelete<T extends { id: string; model?: string }>({ remove, successTitle, failureMessage, undo }: Options) {
  const [pending, setPending] = React.useState<T | null>(null);
  const confirm = async () => {
    if (!pending) return;
    try {
      await remove(pending.id);
      deletedToast(pending.id, successTitle, pending.model, undo);
      setPending(null);
    } catch (e) {
      const description = e instanceof ApiError ? e.serverMessage : undefined;
      toast({ title: "Error", description: description ?? failureMessage, variant: "destructive" });
    }
  };
  return { pending, ask: setPending, cancel: () => setPending(null), confirm };
}
