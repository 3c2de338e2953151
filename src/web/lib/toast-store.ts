// One toast at a time, replaced by the next, gone after 5 s, as the specification shows them. The owner
// app renders it once (`Toaster` in AppProvider); the customer pages render their own small toaster over
// this same store. Screens raise toasts from their mutations' callbacks, next to the action they report;
// the fetch wrapper (api-client.ts) never toasts and never redirects, since many screens handle an
// error themselves.
import { useSyncExternalStore } from 'react';

export type Toast = {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
};

// The specification: at most one toast visible, each shown for 5000 ms. A new toast replaces the old.
const TOAST_DURATION_MS = 5000;

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function toast(t: Omit<Toast, 'id'>) {
  current = { ...t, id: nextId++ };
  clearTimeout(timer);
  timer = setTimeout(dismissToast, TOAST_DURATION_MS);
  emit();
}

export function dismissToast() {
  current = null;
  clearTimeout(timer);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useToast(): Toast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
