// What every modal (Dialog and AlertDialog) shares:
// - Radix returns focus to its own Trigger, which these controlled dialogs do
//   not use, so focus went to <body>; the control that had focus when the
//   dialog was asked to open gets it back instead.
// - A dialog opens with focus on its first field (Radix would pick the first
//   tabbable element, which may be a tab or a button above the form).
// - Open dialogs are stacked so that an Escape a toast takes (a toast is a
//   dismissable layer above the dialog) still closes the innermost dialog.
import * as React from "react";
import { useWhenChanged } from "@/hooks/use-when-changed";

const FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button[role="combobox"]:not([disabled])';

const openDialogs: { close: () => void }[] = [];

/** Closes the innermost open dialog; false when none is open. */
export function closeInnermostDialog(): boolean {
  const top = openDialogs.at(-1);
  top?.close();
  return top !== undefined;
}

/** The element that had focus when the enclosing dialog was asked to open. */
export const DialogOpener = React.createContext<HTMLElement | null>(null);

/**
 * For a dialog root: keeps it on the stack `closeInnermostDialog` reads while
 * open, and returns its opener, read while rendering the change to open (no
 * field of the dialog, autoFocus included, has taken focus yet).
 */
export function useDialogRoot(open: boolean | undefined, onOpenChange: ((open: boolean) => void) | undefined) {
  // A dialog mounted open (one loaded when first asked for) has its opener
  // from the first render.
  const [opener, setOpener] = React.useState<HTMLElement | null>(() => (open ? focusedElement() : null));
  useWhenChanged(open, (isOpen) => {
    // Kept after closing: the content hands focus back once it has unmounted.
    if (isOpen) setOpener(focusedElement());
  });

  const latest = React.useRef(onOpenChange);
  React.useEffect(() => {
    latest.current = onOpenChange;
  });
  React.useEffect(() => {
    if (!open) return;
    const entry = { close: () => latest.current?.(false) };
    openDialogs.push(entry);
    return () => {
      const index = openDialogs.indexOf(entry);
      if (index >= 0) openDialogs.splice(index, 1);
    };
  }, [open]);
  return opener;
}

/** The element that has focus, if not the page itself. */
function focusedElement(): HTMLElement | null {
  const active = typeof document === "undefined" ? null : document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

function isShown(element: HTMLElement) {
  if (element.closest("[hidden], [inert], [aria-hidden='true']")) return false;
  const style = getComputedStyle(element);
  return style.display !== "none" && style.visibility !== "hidden";
}

interface FocusProps {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Focus handlers for a dialog's content: first field on open, the opener on close. */
export function useDialogFocus({ onOpenAutoFocus, onCloseAutoFocus }: FocusProps) {
  const opener = React.useContext(DialogOpener);
  return {
    onOpenAutoFocus: (event: Event) => {
      onOpenAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const content = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
      const field = [...(content?.querySelectorAll<HTMLElement>(FIELD) ?? [])].find(isShown);
      if (field) {
        event.preventDefault();
        field.focus();
      }
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      if (opener?.isConnected) {
        event.preventDefault();
        opener.focus();
      }
    },
  };
}
