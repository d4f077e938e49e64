import { useSyncExternalStore } from 'react';
import { errorMessage } from './api.ts';

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** A short confirmation or refusal at the corner of the screen; it leaves after a few seconds. */
export function showToast(kind: Toast['kind'], text: string): void {
  const toast = { id: nextId++, kind, text };
  toasts = [...toasts, toast];
  emit();
  setTimeout(() => dismissToast(toast.id), kind === 'error' ? 8000 : 4000);
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}

/** Runs `work` (a mutation), then says `done` when it succeeded or the refusal's message when it failed. */
export async function runWithToast(work: () => Promise<unknown>, done: string): Promise<void> {
  try {
    await work();
    showToast('success', done);
  } catch (error) {
    showToast('error', errorMessage(error));
  }
}
