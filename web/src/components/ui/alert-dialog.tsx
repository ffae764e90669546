import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import * as React from "react";
import { buttonClass } from "./button-class";
import { DialogOpener, useDialogFocus, useDialogRoot } from "./dialog-focus";
import { cn } from "@/lib/utils";

/** Radix's AlertDialog root, registered so an Escape taken by a toast still closes it, and told which control opened it. */
export function AlertDialog({ open, onOpenChange, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Root>) {
  const opener = useDialogRoot(open, onOpenChange);
  return (
    <DialogOpener.Provider value={opener}>
      <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange} {...props} />
    </DialogOpener.Provider>
  );
}

/** Anchored to the bottom of a phone's screen, centred from 640 px up; long words wrap. */
export function AlertDialogContent({ className, onOpenAutoFocus, onCloseAutoFocus, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const focus = useDialogFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <AlertDialogPrimitive.Content
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 mx-auto grid max-h-dvh w-full max-w-md grid-cols-[minmax(0,1fr)] gap-4 overflow-y-auto rounded-t-lg border bg-background p-4 shadow-lg",
          "sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-h-[90vh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg sm:p-6",
          className,
        )}
        {...focus}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}
export function AlertDialogTitle({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn("text-lg font-semibold [overflow-wrap:anywhere]", className)} {...props} />;
}
export function AlertDialogDescription({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn("text-sm text-muted-foreground [overflow-wrap:anywhere]", className)} {...props} />;
}
export function AlertDialogCancel({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel className={cn(buttonClass("outline"), className)} {...props} />;
}
export function AlertDialogAction({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Action>) {
  return <AlertDialogPrimitive.Action className={cn(buttonClass("destructive"), className)} {...props} />;
}
