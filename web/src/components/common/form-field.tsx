import * as React from "react";
import { Label } from "@/components/ui/label";

interface Props {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}

/** A label, its control, and the field's validation message under it. */
export function FormField({ id, label, error, children }: Props) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
