/**
 * The What's new panel's open state, shared by the account menu's entry (which closes with its
 * menu) and the panel mounted once in the layout; and where focus goes back when it closes.
 */
import { useSyncExternalStore } from 'react';

let open = false;
let returnTo: HTMLElement | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function openWhatsNew(focusAfter: HTMLElement | null): void {
  returnTo = focusAfter;
  open = true;
  notify();
}

export function closeWhatsNew(): void {
  open = false;
  notify();
  const target = returnTo;
  returnTo = null;
  // After the panel is gone (its frame gives focus back first to an opener that no longer exists).
  setTimeout(() => {
    if (target?.isConnected) target.focus();
  }, 0);
}

export const useWhatsNewOpen = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
