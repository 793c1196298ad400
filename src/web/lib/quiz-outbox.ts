import { z } from 'zod';
import { quizOutcomeSchema, quizRequestSchema, type QuizOutcome, type QuizRequest } from '../../domain/progress-api';
import { ApiError, apiFetch } from './api-client';
import { LEARNER_CHANGED_CODE, LEARNER_HEADER, mirrorQueue, type MirroredRequest } from './outbox-mirror';
import { notifyOutboxChanged, outboxStorageKey, syncedOutcomeFor } from './quiz-outbox-status';

/**
 * The quiz outbox (issue 8, decision 012): a signed-in learner's finished quiz is written to this device
 * BEFORE it is sent, with its idempotency key, and stays until the server has answered. A network failure,
 * a timeout or a server error leaves it queued; it is sent again, with the same key, when the browser comes
 * back online, when the app starts, on a timer with backoff, and when the learner signs in. The server
 * replays the stored outcome for a key it has seen, so a lesson is never counted twice.
 */

export const OUTBOX_VERSION = 1;
/** A device holds at most this many unsent lessons per learner; a child finishes nowhere near this offline. */
export const MAX_OUTBOX_ENTRIES = 50;
/** The first retry after a failure; each further failure doubles it … */
export const FIRST_RETRY_DELAY_MS = 5_000;
/** … up to this, so a long outage costs one small request every few minutes. */
export const MAX_RETRY_DELAY_MS = 5 * 60_000;
/** Retries spread by ±this share, so many devices do not come back at the same second. */
export const RETRY_JITTER = 0.2;
/** A request the server has not answered by then counts as failed (it may still have been saved: same key). */
export const SEND_TIMEOUT_MS = 20_000;

export const outboxEntrySchema = z
  .object({
    request: quizRequestSchema,
    /** When the learner finished, ISO 8601. */
    queuedAt: z.iso.datetime({ offset: true }),
    /** Sends that failed so far. */
    attempts: z.number().int().min(0),
    /** Epoch milliseconds before which the timer does not try again (online, start and sign-in do). */
    nextAttemptAt: z.number().int().min(0),
  })
  .strict();
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

const storedOutboxSchema = z.object({ version: z.literal(OUTBOX_VERSION), entries: z.array(z.unknown()) });

/** The part of `Storage` the outbox uses; tests pass their own. */
export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This browser's local storage, or where it is blocked one that keeps nothing (the quiz is then sent unqueued). */
export function deviceStorage(): OutboxStorage {
  try {
    return window.localStorage;
  } catch {
    return {
      getItem: () => null,
      setItem: () => {
        throw new Error('Storage is blocked');
      },
      removeItem: () => undefined,
    };
  }
}

/**
 * Sends one request for the learner it was queued for; resolves with the response body, rejects with an
 * ApiError (status 0: no answer).
 */
export type SendQuiz = (request: QuizRequest, learnerId: string) => Promise<unknown>;

export const QUIZ_URL = '/api/progress/quiz';

/** The learner's id goes along: if someone else has signed in meanwhile (another tab), the server refuses it (409). */
export const sendQuizRequest: SendQuiz = (request, learnerId) =>
  apiFetch<unknown>(QUIZ_URL, { body: request, timeoutMs: SEND_TIMEOUT_MS, headers: { [LEARNER_HEADER]: learnerId } });

/** The entry as the service worker sends it (decision 026). */
export function mirroredQuiz(userId: string, entry: OutboxEntry): MirroredRequest {
  return { id: entry.request.idempotencyKey, learnerId: userId, kind: 'quiz', method: 'POST', url: QUIZ_URL, body: entry.request, queuedAt: entry.queuedAt };
}

/**
 * This learner's queue, oldest first. Whatever does not validate (a damaged entry, another version, text
 * that is not JSON) is dropped, and the rest kept; never throws.
 */
export function readOutbox(storage: OutboxStorage, userId: string): OutboxEntry[] {
  let raw: unknown;
  try {
    const text = storage.getItem(outboxStorageKey(userId));
    if (!text) return [];
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  const stored = storedOutboxSchema.safeParse(raw);
  if (!stored.success) return [];
  const entries: OutboxEntry[] = [];
  for (const candidate of stored.data.entries) {
    const entry = outboxEntrySchema.safeParse(candidate);
    if (entry.success && !entries.some((kept) => kept.request.idempotencyKey === entry.data.request.idempotencyKey)) entries.push(entry.data);
  }
  return entries.slice(-MAX_OUTBOX_ENTRIES);
}

function writeOutbox(storage: OutboxStorage, userId: string, entries: readonly OutboxEntry[]): boolean {
  try {
    if (entries.length === 0) storage.removeItem(outboxStorageKey(userId));
    else storage.setItem(outboxStorageKey(userId), JSON.stringify({ version: OUTBOX_VERSION, entries }));
    return true;
  } catch {
    // Storage full or blocked.
    return false;
  } finally {
    notifyOutboxChanged();
    // The worker's copy follows: written with the entry, removed with it.
    void mirrorQueue(userId, 'quiz', () => readOutbox(storage, userId).map((entry) => mirroredQuiz(userId, entry)));
  }
}

/** Re-reads the queue and applies `change` to it, so an entry queued meanwhile (another tab) is kept. */
function updateOutbox(storage: OutboxStorage, userId: string, change: (entries: OutboxEntry[]) => OutboxEntry[]): boolean {
  return writeOutbox(storage, userId, change(readOutbox(storage, userId)));
}

/**
 * Keeps a finished quiz on this device before it is sent. False when it could not be kept (storage blocked
 * or full, or the queue at its limit): the caller then sends it without the safety net.
 */
export function enqueueQuiz(storage: OutboxStorage, userId: string, request: QuizRequest, now: number = Date.now()): boolean {
  const parsed = quizRequestSchema.safeParse(request);
  if (!parsed.success) return false;
  const entries = readOutbox(storage, userId);
  if (entries.some((entry) => entry.request.idempotencyKey === request.idempotencyKey)) return true;
  if (entries.length >= MAX_OUTBOX_ENTRIES) return false;
  // Due only after the first delay: the page sends it at once itself, and the timer must not race it.
  const entry: OutboxEntry = { request: parsed.data, queuedAt: new Date(now).toISOString(), attempts: 0, nextAttemptAt: now + FIRST_RETRY_DELAY_MS };
  if (!writeOutbox(storage, userId, [...entries, entry])) return false;
  // Read back: a quota error can also show as a silently missing write.
  return readOutbox(storage, userId).some((kept) => kept.request.idempotencyKey === request.idempotencyKey);
}

/** Delay before the next try after `attempts` failures, with jitter from `random` (0 ≤ r < 1). */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()));
}

export type FailureKind = 'retry' | 'signed-out' | 'rejected';

/**
 * What a failed send means. No answer, a timeout, 408, 429 and 5xx may succeed later: keep it. 401: the
 * session ended; it waits for this learner to sign in again. Any other 4xx can never succeed: drop it.
 */
export function classifyFailure(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'retry';
  const { status } = error;
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  // 409 LEARNER_CHANGED: someone else signed in meanwhile; it waits for its own learner, like a 401.
  if (status === 401 || (status === 409 && error.code === LEARNER_CHANGED_CODE)) return 'signed-out';
  if (status >= 400) return 'rejected';
  return 'retry';
}

export type FlushReport = {
  /** Reached the server (outcome null only if its answer could not be read; it is saved all the same). */
  synced: { request: QuizRequest; outcome: QuizOutcome | null }[];
  /** Refused for good (a 4xx): removed from the queue. */
  rejected: { request: QuizRequest; error: ApiError }[];
  /** A 401 stopped the flush: the rest waits for the learner to sign in. */
  signedOut: boolean;
  /** Still queued after this flush. */
  pending: number;
  /** When the earliest of those is due, epoch ms; null when none is left. */
  nextAttemptAt: number | null;
};

export type FlushOptions = {
  storage: OutboxStorage;
  userId: string;
  send: SendQuiz;
  /** Send every entry now, due or not (back online, app start, sign-in, the page's own first send). */
  force?: boolean;
  /** Only this idempotency key. */
  only?: string;
  now?: () => number;
  random?: () => number;
};

/**
 * Rewrites the stored queue as read, if reading dropped anything: damaged entries must not linger where the
 * header's lenient count (quiz-outbox-status.ts) would still see them and keep the timer busy.
 */
function normalizeOutbox(storage: OutboxStorage, userId: string) {
  let text: string | null;
  try {
    text = storage.getItem(outboxStorageKey(userId));
  } catch {
    return;
  }
  if (text === null) return;
  const entries = readOutbox(storage, userId);
  if (entries.length === 0 || text !== JSON.stringify({ version: OUTBOX_VERSION, entries })) writeOutbox(storage, userId, entries);
}

async function flushPass({ storage, userId, send, force = false, only, now = Date.now, random = Math.random }: FlushOptions): Promise<FlushReport> {
  const report: FlushReport = { synced: [], rejected: [], signedOut: false, pending: 0, nextAttemptAt: null };
  normalizeOutbox(storage, userId);
  const due = readOutbox(storage, userId).filter(
    (entry) => (only === undefined || entry.request.idempotencyKey === only) && (force || entry.nextAttemptAt <= now()),
  );
  for (const entry of due) {
    const key = entry.request.idempotencyKey;
    const withoutIt = (entries: OutboxEntry[]) => entries.filter((candidate) => candidate.request.idempotencyKey !== key);
    try {
      const body = await send(entry.request, userId);
      const outcome = quizOutcomeSchema.safeParse(body);
      updateOutbox(storage, userId, withoutIt);
      report.synced.push({ request: entry.request, outcome: outcome.success ? outcome.data : null });
    } catch (error) {
      const kind = classifyFailure(error);
      if (kind === 'rejected' && error instanceof ApiError) {
        updateOutbox(storage, userId, withoutIt);
        report.rejected.push({ request: entry.request, error });
      } else if (kind === 'signed-out') {
        report.signedOut = true;
        break;
      } else {
        const attempts = entry.attempts + 1;
        const nextAttemptAt = now() + retryDelay(attempts, random);
        updateOutbox(storage, userId, (entries) =>
          entries.map((candidate) => (candidate.request.idempotencyKey === key ? { ...candidate, attempts, nextAttemptAt } : candidate)),
        );
      }
    }
  }
  const left = readOutbox(storage, userId);
  report.pending = left.length;
  report.nextAttemptAt = left.length > 0 ? Math.min(...left.map((entry) => entry.nextAttemptAt)) : null;
  return report;
}

/** One flush at a time per learner in this tab … */
const running = new Map<string, Promise<unknown>>();

/**
 * Runs `pass` when no other flush of this learner's queues (quizzes, reflections, word marks) runs, in this
 * tab and across tabs where the browser has Web Locks, so an entry is never in flight twice from here and one
 * item's actions reach the server in order.
 */
export function withOutboxLock<T>(userId: string, pass: () => Promise<T>): Promise<T> {
  // … and across tabs where the browser has Web Locks; elsewhere two tabs may both send, and the key makes that harmless.
  const locked = async (): Promise<T> =>
    typeof navigator !== 'undefined' && navigator.locks ? await navigator.locks.request(`${outboxStorageKey(userId)}.lock`, pass) : pass();
  const previous = running.get(userId) ?? Promise.resolve();
  const next = previous.then(locked, locked);
  running.set(userId, next);
  void next
    .finally(() => {
      if (running.get(userId) === next) running.delete(userId);
    })
    .catch(() => undefined);
  return next;
}

/** Sends what is queued for this learner, oldest first, one flush at a time. Never rejects. */
export function flushOutbox(options: FlushOptions): Promise<FlushReport> {
  return withOutboxLock(options.userId, () => flushPass(options));
}

/** Removes one entry the service worker has sent (decision 026) and returns it, or null if it was not here. */
export function removeQueuedQuiz(storage: OutboxStorage, userId: string, idempotencyKey: string): OutboxEntry | null {
  const entry = readOutbox(storage, userId).find((candidate) => candidate.request.idempotencyKey === idempotencyKey) ?? null;
  if (entry) updateOutbox(storage, userId, (entries) => entries.filter((candidate) => candidate.request.idempotencyKey !== idempotencyKey));
  return entry;
}

export type SubmitResult = { status: 'graded'; outcome: QuizOutcome } | { status: 'queued'; idempotencyKey: string };

/**
 * A signed-in learner's finished quiz: kept on the device, then sent. Resolves 'graded' with the server's
 * outcome, or 'queued' when it could not reach the server yet; rejects when the server refused it for good.
 */
export async function submitThroughOutbox({
  storage,
  userId,
  request,
  send = sendQuizRequest,
}: {
  storage: OutboxStorage;
  userId: string;
  request: QuizRequest;
  send?: SendQuiz;
}): Promise<SubmitResult> {
  const key = request.idempotencyKey;
  if (!enqueueQuiz(storage, userId, request)) {
    // Nowhere to keep it: send it as before, and a failure is the learner's to retry.
    return { status: 'graded', outcome: quizOutcomeSchema.parse(await send(request, userId)) };
  }
  const report = await flushOutbox({ storage, userId, send, force: true, only: key });
  const rejected = report.rejected.find((item) => item.request.idempotencyKey === key);
  if (rejected) throw rejected.error;
  const synced = report.synced.find((item) => item.request.idempotencyKey === key);
  if (synced) {
    if (synced.outcome) return { status: 'graded', outcome: synced.outcome };
    throw new ApiError(500, 'INTERNAL', 'The saved result could not be read');
  }
  // Another flush got there first (the entry is gone and its outcome published), or it waits to sync.
  const earlier = syncedOutcomeFor(key);
  if (earlier) return { status: 'graded', outcome: earlier };
  return { status: 'queued', idempotencyKey: key };
}
