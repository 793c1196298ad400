import { useSyncExternalStore } from 'react';
import { OUTBOX_CHANGED_EVENT, readOutboxSummary } from './quiz-outbox-status';

/** The lessons this learner finished on this device that wait in the quiz outbox, kept up to date across tabs. */
function subscribe(onChange: () => void) {
  window.addEventListener(OUTBOX_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(OUTBOX_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const SEPARATOR = ' ';

/** Module ids waiting to sync, in the order finished (none when signed out). A stable value while the queue is. */
export function useQueuedModuleIds(userId: string | null): readonly string[] {
  // A string snapshot: useSyncExternalStore needs the same value while nothing changed.
  const joined = useSyncExternalStore(
    subscribe,
    () => (userId ? readOutboxSummary(userId).moduleIds.join(SEPARATOR) : ''),
    () => '',
  );
  return joined ? joined.split(SEPARATOR) : EMPTY;
}

const EMPTY: readonly string[] = [];
