import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
// zod/mini: the header reads this on every page, and the app shell stays free of full zod.
import { z } from 'zod/mini';
import type { QuizOutcome } from '../../domain/progress-api';

/**
 * What the app shell needs of the quiz outbox (./quiz-outbox.ts) without loading it: where each learner's
 * queue lives, how many lessons wait in it, when the next one is due, and the news that one reached the
 * server. The outbox itself (full validation, sending) loads only when something is queued.
 */

/** One queue per signed-in learner on this device: another child signing in here never sends these. */
export const OUTBOX_KEY_PREFIX = 'money-islands.quiz-outbox.';
export function outboxStorageKey(userId: string): string {
  return `${OUTBOX_KEY_PREFIX}${userId}`;
}

/** The queue of reflections and "I know this word" marks (./progress-outbox.ts, decision 026), also one per learner. */
export const PROGRESS_OUTBOX_KEY_PREFIX = 'money-islands.progress-outbox.';
export function progressOutboxStorageKey(userId: string): string {
  return `${PROGRESS_OUTBOX_KEY_PREFIX}${userId}`;
}

/** Fired on window in this tab when a queue changes; other tabs hear the `storage` event instead. */
export const OUTBOX_CHANGED_EVENT = 'money-islands:quiz-outbox-changed';
/** Fired on window when a queued quiz reached the server; detail: { idempotencyKey, outcome }. */
export const QUIZ_SYNCED_EVENT = 'money-islands:quiz-synced';

export function notifyOutboxChanged() {
  window.dispatchEvent(new Event(OUTBOX_CHANGED_EVENT));
}

/** A deleted account's unsent lessons and answers go with it: nothing of theirs stays on the device. */
export function forgetOutbox(userId: string): void {
  try {
    window.localStorage.removeItem(outboxStorageKey(userId));
    window.localStorage.removeItem(progressOutboxStorageKey(userId));
  } catch {
    // Storage blocked: nothing was kept there.
  }
  notifyOutboxChanged();
}

/** Enough to count and schedule; every field is checked again by quiz-outbox.ts before anything is sent. */
const storedSchema = z.object({ entries: z.array(z.unknown()) });
const summaryEntrySchema = z.object({ nextAttemptAt: z.number(), request: z.object({ moduleId: z.string() }) });

export type OutboxSummary = { count: number; nextAttemptAt: number | null; moduleIds: string[] };

const EMPTY: OutboxSummary = { count: 0, nextAttemptAt: null, moduleIds: [] };

export function readOutboxSummary(userId: string): OutboxSummary {
  try {
    const raw = window.localStorage.getItem(outboxStorageKey(userId));
    if (!raw) return EMPTY;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return EMPTY;
    const entries = parsed.data.entries.flatMap((candidate) => {
      const entry = summaryEntrySchema.safeParse(candidate);
      return entry.success ? [entry.data] : [];
    });
    return {
      count: entries.length,
      nextAttemptAt: entries.length > 0 ? Math.min(...entries.map((entry) => entry.nextAttemptAt)) : null,
      moduleIds: [...new Set(entries.map((entry) => entry.request.moduleId))],
    };
  } catch {
    // Storage blocked or unreadable: nothing can be queued there either.
    return EMPTY;
  }
}

/** Enough of a queued reflection or word mark to count it and show it as waiting; checked fully before sending. */
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

export type QueueTotals = { lessons: number; answers: number; nextAttemptAt: number | null };

/** Everything of this learner's that waits on this device: finished lessons, and reflections and word marks. */
export function readQueueTotals(userId: string): QueueTotals {
  const quizzes = readOutboxSummary(userId);
  const answers = readProgressEntries(userId);
  const due = [...(quizzes.nextAttemptAt === null ? [] : [quizzes.nextAttemptAt]), ...answers.map((entry) => entry.nextAttemptAt)];
  return { lessons: quizzes.count, answers: answers.length, nextAttemptAt: due.length > 0 ? Math.min(...due) : null };
}

function subscribe(onChange: () => void) {
  window.addEventListener(OUTBOX_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(OUTBOX_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** How many of this learner's finished lessons wait on this device to reach the server (0 when signed out). */
export function useQueuedCount(userId: string | null): number {
  return useSyncExternalStore(
    subscribe,
    () => (userId ? readOutboxSummary(userId).count : 0),
    () => 0,
  );
}

/** How many of this learner's reflections and word marks wait on this device (0 when signed out). */
export function useQueuedAnswerCount(userId: string | null): number {
  return useSyncExternalStore(
    subscribe,
    () => (userId ? readProgressEntries(userId).length : 0),
    () => 0,
  );
}

/** The stored queue's text: a stable snapshot for React, parsed by the caller only when it changes. */
function useProgressQueueText(userId: string | null): string | null {
  return useSyncExternalStore(
    subscribe,
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

/** Whether a finished quiz of this module waits on this device for this learner (false when signed out). */
export function useIsModuleQueued(userId: string | null, moduleId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (userId ? readOutboxSummary(userId).moduleIds.includes(moduleId) : false),
    () => false,
  );
}

/** Outcomes that arrived after the page showed 'waiting', kept so a page that subscribes late still gets its own. */
const syncedOutcomes = new Map<string, QuizOutcome>();

export function publishQuizSynced(idempotencyKey: string, outcome: QuizOutcome) {
  syncedOutcomes.set(idempotencyKey, outcome);
  window.dispatchEvent(new CustomEvent(QUIZ_SYNCED_EVENT, { detail: { idempotencyKey, outcome } }));
}

export function syncedOutcomeFor(idempotencyKey: string): QuizOutcome | undefined {
  return syncedOutcomes.get(idempotencyKey);
}

type SyncedDetail = { idempotencyKey: string; outcome: QuizOutcome };

function isSyncedDetail(value: unknown): value is SyncedDetail {
  return typeof value === 'object' && value !== null && 'idempotencyKey' in value && 'outcome' in value;
}

/** Calls `onSynced` once when the quiz sent under this key reaches the server (null: not waiting for one). */
export function useQuizSynced(idempotencyKey: string | null, onSynced: (outcome: QuizOutcome) => void) {
  const callback = useRef(onSynced);
  useEffect(() => {
    callback.current = onSynced;
  });
  useEffect(() => {
    if (!idempotencyKey) return;
    const already = syncedOutcomes.get(idempotencyKey);
    if (already) {
      callback.current(already);
      return;
    }
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (isSyncedDetail(detail) && detail.idempotencyKey === idempotencyKey) callback.current(detail.outcome);
    };
    window.addEventListener(QUIZ_SYNCED_EVENT, listener);
    return () => window.removeEventListener(QUIZ_SYNCED_EVENT, listener);
  }, [idempotencyKey]);
}
