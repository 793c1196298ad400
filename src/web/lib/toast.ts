import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Toasts through sonner, loaded on the first toast instead of with the app shell (most visits show none).
 * Same calls as sonner's `toast`; sonner replays toasts raised before its Toaster subscribed, so none is lost.
 */
type Sonner = typeof SonnerModule;
type Show = (message: string, options?: ExternalToast) => void;

let sonner: Promise<Sonner> | undefined;
export function loadSonner(): Promise<Sonner> {
  // Offline before it was ever fetched (no service worker yet): forget the failure, so a later toast tries again.
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined;
    throw error;
  });
  return sonner;
}

let wanted = false;
const listeners = new Set<() => void>();

function raise(show: (toast: Sonner['toast']) => void): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // A toast that cannot load offline is lost, never an error: the page itself says what happened.
  loadSonner().then(
    (module) => show(module.toast),
    () => undefined,
  );
}

/** Whether any toast has been raised yet: the Toaster mounts from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}

export const toast: Show & { success: Show; error: Show } = Object.assign<Show, { success: Show; error: Show }>(
  (message, options) => raise((sonnerToast) => sonnerToast(message, options)),
  {
    success: (message, options) => raise((sonnerToast) => sonnerToast.success(message, options)),
    error: (message, options) => raise((sonnerToast) => sonnerToast.error(message, options)),
  },
);
