import type { ReactNode } from 'react';
import { LIMITS } from '@resham/shared';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds; defaults to the provider's 5000. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

/** A dismissed toast stays mounted this long for its exit animation (spec §9: 1,000,000 ms). */
const REMOVE_DELAY_MS = 1_000_000;

let items: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  items = next;
  listeners.forEach((listener) => listener());
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return items;
}

/** Shows a toast; only the newest LIMITS.toastLimit (1) stay on screen. */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...options, id, open: true }, ...items].slice(0, LIMITS.toastLimit));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: string) {
  emit(items.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of items) {
    if (item.open || removeTimers.has(item.id)) continue;
    const timer = setTimeout(() => {
      removeTimers.delete(item.id);
      emit(items.filter((other) => other.id !== item.id));
    }, REMOVE_DELAY_MS);
    removeTimers.set(item.id, timer);
  }
}
