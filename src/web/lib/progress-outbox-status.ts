import { useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { progressOutboxStorageKey, subscribeToOutbox } from './quiz-outbox-status';

/**
 * What the lesson pages show of the queued reflections and word marks (decision 026): the text and marks
 * waiting to sync. Lenient, like ./quiz-outbox-status.ts; ./progress-outbox.ts checks everything before sending.
 * Not in the app shell: only lesson pages read it.
 */

const storedSchema = z.object({ entries: z.array(z.unknown()) });
/** Enough of a queued reflection or word mark to show it as waiting. */
const progressEntrySchema = z.object({
  nextAttemptAt: z.number(),
  action: z.union([
    z.object({ kind: z.literal('reflection'), moduleId: z.string(), text: z.string() }),
    z.object({ kind: z.literal('vocab'), key: z.string(), mastered: z.boolean() }),
  ]),
});
export type QueuedProgressAction = z.infer<typeof progressEntrySchema>['action'];

function readProgressEntries(userId: string): z.infer<typeof progressEntrySchema>[] {
  try {
    const raw = window.localStorage.getItem(progressOutboxStorageKey(userId));
    if (!raw) return [];
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return [];
    return parsed.data.entries.flatMap((candidate) => {
      const entry = progressEntrySchema.safeParse(candidate);
      return entry.success ? [entry.data] : [];
    });
  } catch {
    return [];
  }
}

/** This learner's queued reflections and word marks, oldest first (the latest action per item only). */
export function readQueuedProgress(userId: string): QueuedProgressAction[] {
  return readProgressEntries(userId).map((entry) => entry.action);
}

/** The stored queue's text: a stable snapshot for React, parsed by the caller only when it changes. */
function useProgressQueueText(userId: string | null): string | null {
  return useSyncExternalStore(
    subscribeToOutbox,
    () => {
      if (!userId) return null;
      try {
        return window.localStorage.getItem(progressOutboxStorageKey(userId));
      } catch {
        return null;
      }
    },
    () => null,
  );
}

/** This learner's queued actions (re-read when the queue changes, in this tab or another). */
export function useQueuedProgress(userId: string | null): QueuedProgressAction[] {
  const text = useProgressQueueText(userId);
  return useMemo(() => (userId && text ? readQueuedProgress(userId) : []), [userId, text]);
}
