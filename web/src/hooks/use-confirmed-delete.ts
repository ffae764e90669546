// Deleting a catalogue item after a confirmation: which item is pending,
// the mutation, and the toasts either way.
import * as React from "react";
import { toast } from "./use-toast";
import { ApiError } from "@/lib/api-client";

interface Options {
  remove: (id: string) => Promise<unknown>;
  successTitle: string;
  failureMessage: string;
}

export function useConfirmedDelete<T extends { id: string }>({ remove, successTitle, failureMessage }: Options) {
  const [pending, setPending] = React.useState<T | null>(null);
  const confirm = async () => {
    if (!pending) return;
    try {
      await remove(pending.id);
      toast({ title: successTitle });
      setPending(null);
    } catch (e) {
      const description = e instanceof ApiError ? e.serverMessage : undefined;
      toast({ title: "Error", description: description ?? failureMessage, variant: "destructive" });
    }
  };
  return { pending, ask: setPending, cancel: () => setPending(null), confirm };
}
