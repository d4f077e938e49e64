/**
 * The one way to show a passing message (docs/domain.md S8: error toasts, success toasts,
 * warnings). A small store so the API client, outside React, can raise toasts too.
 */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

const DURATION_MS: Record<ToastKind, number> = { success: 3000, info: 3000, warning: 4000, error: 5000 };
const MAX_VISIBLE = 4;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  items = items.filter((t) => t.id !== id);
  emit();
}

/** Capitalised words a sentence keeps as they are (names of places and services). */
const PROPER_NOUNS = new Set(['China', 'Hong', 'Kong', 'Taiwan', 'Macao', 'Telegram', 'WhatsApp']);

/**
 * A toast reads as a sentence: the spec's texts come in several cases on the wire (`added to cart`,
 * `Please Login First`); on screen the first word has a capital and the other plain words do not
 * (`Added to cart`, `Please login first`). Acronyms (SN, USD) and names keep theirs; the wire keeps
 * the spec's exact `msg`.
 */
export function sentenceCase(text: string): string {
  const words = text.split(' ').map((word, i, all) => {
    if (i === 0) return word.charAt(0).toLocaleUpperCase('en') + word.slice(1);
    // A word after a full stop starts a sentence of its own and keeps its capital.
    if (/[.!?]$/.test(all[i - 1] ?? '')) return word;
    return /^[A-Z][a-z]+$/.test(word) && !PROPER_NOUNS.has(word) ? word.toLocaleLowerCase('en') : word;
  });
  return words.join(' ');
}

function push(kind: ToastKind, raw: string): number {
  const text = sentenceCase(raw);
  // The same text raised twice at once (two failing calls) is shown once.
  const same = items.find((t) => t.kind === kind && t.text === text);
  if (same) return same.id;
  const id = nextId++;
  items = [...items, { id, kind, text }].slice(-MAX_VISIBLE);
  emit();
  setTimeout(() => dismissToast(id), DURATION_MS[kind]);
  return id;
}

export const toast = {
  success: (text: string) => push('success', text),
  error: (text: string) => push('error', text),
  warning: (text: string) => push('warning', text),
  info: (text: string) => push('info', text),
};

/** Removes every toast (tests start clean). */
export function clearToasts(): void {
  items = [];
  emit();
}

export function getToasts(): ToastItem[] {
  return items;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
