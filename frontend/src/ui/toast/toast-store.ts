/**
 * Toasts of spec §2/§4/§9: added, updated, dismissed, removed; one visible at a time.
 * A module store so that hooks and non-React code (the logout flow) can raise toasts.
 */

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Visible time in ms; defaults by variant (spec §9: success 5 s, failure 7 s). */
  duration?: number;
  /**
   * False when the screen says the same at once in an alert of its own: the toast is shown but not read out, so a
   * screen-reader user hears it once.
   */
  announce?: boolean;
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'variant' | 'duration' | 'announce'>> {
  id: number;
  description?: string;
  open: boolean;
}

export const TOAST_LIMIT = 1;
/** Spec §9: a dismissed toast is removed after 3500 ms (its exit time). */
export const TOAST_REMOVE_DELAY_MS = 3_500;
export const TOAST_DURATION_MS: Record<ToastVariant, number> = {
  default: 5_000,
  success: 5_000,
  destructive: 7_000,
};

type Listener = () => void;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>[]>();

function emit(): void {
  for (const listener of listeners) listener();
}

function clearTimers(id: number): void {
  for (const timer of timers.get(id) ?? []) clearTimeout(timer);
  timers.delete(id);
}

function schedule(id: number, fn: () => void, ms: number): void {
  timers.set(id, [...(timers.get(id) ?? []), setTimeout(fn, ms)]);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): Toast[] {
  return toasts;
}

export function removeToast(id: number): void {
  clearTimers(id);
  holds.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function dismissToast(id: number): void {
  const current = toasts.find((t) => t.id === id);
  if (!current || !current.open) return;
  clearTimers(id);
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  schedule(id, () => removeToast(id), TOAST_REMOVE_DELAY_MS);
  emit();
}

/** What holds a toast open: the member's focus on it, their pointer over it, or both. */
export type ToastHold = 'focus' | 'pointer';
const holds = new Map<number, Set<ToastHold>>();

/** The member's focus or pointer is on the toast: it stays until every hold lets go (WCAG 2.2.1). */
export function holdToast(id: number, hold: ToastHold): void {
  if (!toasts.some((t) => t.id === id && t.open)) return;
  clearTimers(id);
  holds.set(id, new Set([...(holds.get(id) ?? []), hold]));
}

/** One hold lets go; once none is left, the toast's full time starts again. */
export function releaseToast(id: number, hold: ToastHold): void {
  const held = holds.get(id);
  held?.delete(hold);
  if (held?.size) return;
  holds.delete(id);
  const current = toasts.find((t) => t.id === id);
  if (!current?.open) return;
  clearTimers(id);
  schedule(id, () => dismissToast(id), current.duration);
}

export function updateToast(id: number, patch: Partial<ToastInput>): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, ...patch } : t));
  emit();
}

export function toast(input: ToastInput): number {
  const variant = input.variant ?? 'default';
  const item: Toast = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant,
    duration: input.duration ?? TOAST_DURATION_MS[variant],
    announce: input.announce ?? true,
    open: true,
  };
  // A new toast takes the place of the visible one.
  for (const old of toasts) clearTimers(old.id);
  toasts = [item, ...toasts].slice(0, TOAST_LIMIT);
  schedule(item.id, () => dismissToast(item.id), item.duration);
  emit();
  return item.id;
}

/** For tests. */
export function resetToasts(): void {
  for (const t of toasts) clearTimers(t.id);
  holds.clear();
  toasts = [];
  emit();
}
