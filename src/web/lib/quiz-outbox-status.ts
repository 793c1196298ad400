import { useEffect, useRef, useSyncExternalStore } from 'react';
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

/** Enough of a queued reflection or word mark to count and schedule it (./progress-outbox-status.ts reads more). */
const dueSchema = z.object({ nextAttemptAt: z.number() });

/** When each of this learner's queued reflections and word marks is due; read leniently, never throws. */
function readProgressDue(userId: string): number[] {
  try {
    const raw = window.localStorage.getItem(progressOutboxStorageKey(userId));
    if (!raw) return [];
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return [];
    return parsed.data.entries.flatMap((candidate) => {
      const entry = dueSchema.safeParse(candidate);
      return entry.success ? [entry.data.nextAttemptAt] : [];
    });
  } catch {
    return [];
  }
}

export type QueueTotals = { lessons: number; answers: number; nextAttemptAt: number | null };

/** Everything of this learner's that waits on this device: finished lessons, and reflections and word marks. */
export function readQueueTotals(userId: string): QueueTotals {
  const quizzes = readOutboxSummary(userId);
  const answers = readProgressDue(userId);
  const due = [...(quizzes.nextAttemptAt === null ? [] : [quizzes.nextAttemptAt]), ...answers];
  return { lessons: quizzes.count, answers: answers.length, nextAttemptAt: due.length > 0 ? Math.min(...due) : null };
}

export function subscribeToOutbox(onChange: () => void) {
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
    subscribeToOutbox,
    () => (userId ? readOutboxSummary(userId).count : 0),
    () => 0,
  );
}

/** How many of this learner's reflections and word marks wait on this device (0 when signed out). */
export function useQueuedAnswerCount(userId: string | null): number {
  return useSyncExternalStore(
    subscribeToOutbox,
    () => (userId ? readProgressDue(userId).length : 0),
    () => 0,
  );
}

/** Whether a finished quiz of this module waits on this device for this learner (false when signed out). */
export function useIsModuleQueued(userId: string | null, moduleId: string): boolean {
  return useSyncExternalStore(
    subscribeToOutbox,
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
