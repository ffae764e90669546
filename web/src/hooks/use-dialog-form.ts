// The mechanics every catalogue dialog shares: values reset when it opens,
// client validation first, then the save; a rule the server refuses lands at
// its field, anything else becomes a destructive toast.
import * as React from "react";
import { toast } from "./use-toast";
import { useWhenChanged } from "./use-when-changed";
import { ApiError } from "@/lib/api-client";

type Validation<V, I> = { ok: true; input: I } | { ok: false; errors: Partial<Record<keyof V, string>> };

interface Options<V, I> {
  open: boolean;
  initial: () => V;
  validate: (values: V) => Validation<V, I>;
  save: (input: I) => Promise<unknown>;
  successTitle: string;
  failureMessage: string;
  onSaved: () => void;
}

export function useDialogForm<V extends object, I>({ open, initial, validate, save, successTitle, failureMessage, onSaved }: Options<V, I>) {
  const [values, setValues] = React.useState<V>(initial);
  const [errors, setErrors] = React.useState<Partial<Record<keyof V, string>>>({});
  useWhenChanged(open, (isOpen) => {
    if (isOpen) {
      setValues(initial());
      setErrors({});
    }
  });

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    try {
      const saved = await save(result.input);
      // A save the server allowed with a warning (e.g. a duplicate brand and model) says so.
      const warning = (saved as { warnings?: { message: string }[] } | undefined)?.warnings?.[0]?.message;
      toast({ title: successTitle, description: warning ? `Aviso: ${warning}` : undefined });
      onSaved();
    } catch (error) {
      const field = error instanceof ApiError ? error.body?.field : undefined;
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      if (field && message && field in values) {
        setErrors({ [field]: message } as Partial<Record<keyof V, string>>);
      } else {
        toast({ title: "Error", description: message ?? failureMessage, variant: "destructive" });
      }
    }
  };

  return { values, errors, set, onSubmit };
}
