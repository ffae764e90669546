// Toast state shared by the whole app: at most one toast is visible and a new
// one replaces it (app-and-projects.md section 2).
import * as React from "react";
import type { ToastVariant } from "@/components/ui/toast";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

/** A button inside the toast, e.g. 'Deshacer' after a deletion. */
export interface ToastActionInput {
  label: string;
  /** What a screen reader says the action does (Radix requires it). */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  action?: ToastActionInput;
  /** Milliseconds before it closes (Radix default 5000). */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener(toasts));
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismiss(id?: string) {
  publish(
    toasts.map((t) => {
      if (id === undefined || t.id === id) {
        scheduleRemoval(t.id);
        return { ...t, open: false };
      }
      return t;
    }),
  );
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

/** Resets the store; for tests. */
export function resetToasts() {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  publish([]);
}

export function useToast() {
  const [state, setState] = React.useState(toasts);
  React.useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state, toast, dismiss };
}
